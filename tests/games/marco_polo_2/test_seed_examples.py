"""Every example of the Mautoma solo rules, as a test that reads like it."""

from __future__ import annotations

from mp2_helpers import automa_turn_in, run, setup

from soloist.games.marco_polo_2.automa import SealOnMat
from soloist.games.marco_polo_2.data import TradingPostCard
from soloist.games.marco_polo_2.effects import Contract, GainKind
from soloist.games.marco_polo_2.pieces import Colour, Seal
from soloist.games.marco_polo_2.scoring import count_shields, final_score

AUTOMA = Colour.AUTOMA
TRAVEL_AND_BOOKS = {"main": ["travel", "books"]}


def test_kabul_then_baghdad_then_hormuz_and_the_letter_b_removes_coin_b() -> None:
    # "In the example, the Automa is in Kabul and it wants to reach Baghdad first and then
    # Hormuz."
    # "Once the figure has reached Baghdad, we shift the trip slide and the letter B appears.
    # Then we immediately remove the coin from space B of the playmat, thus unlocking a new
    # action for the Automa."
    ctx, log = automa_turn_in(
        automa={"at": "kabul", "trading_posts": ["kabul"], "contracts": [{"vp": 3}]},
        trip={"display": ["kabul", "baghdad", "hormuz"], "letters": {"baghdad": "B"}},
        steps={"baghdad": 2},  # the seed gives no count; 2 moves → the 2-dice space
        card=TRAVEL_AND_BOOKS,
    )
    automa = ctx.automa
    assert automa.location == "baghdad"
    assert automa.trip.shown()[:2] == ["baghdad", "hormuz"]
    assert "B" not in automa.mat.coins
    assert automa.mat.uncovered() == ["B"]  # a new action for the Automa
    assert automa.trading_posts == ["kabul", "baghdad"]
    assert any("remove the coin from space B" in line for line in log)


def test_yangzou_to_fuzhou_forced_onto_the_2_dice_space() -> None:
    # "The Automa must move from Yangzou to Fuzhou; one advancement is required, therefore 1
    # single die is needed. Let's suppose that a die of the Automa's color was already present
    # on the 1-die action space and the Automa has no black dice to spend, it would be forced
    # to use the 2-die action space to move only one step."
    ctx, log = automa_turn_in(
        automa={"at": "yangzou", "own_dice": 4, "black_dice": 0, "trading_posts": ["yangzou"]},
        trip={"display": ["yangzou", "fuzhou", "xian"]},
        steps={"fuzhou": 1},
        table={"spaces": {"travel-1": ["automa"]}},
        card=TRAVEL_AND_BOOKS,
    )
    area = ctx.area
    assert area.on("travel-1") == [AUTOMA]  # unchanged
    assert area.on("travel-2") == [AUTOMA, AUTOMA]
    assert ctx.automa.own_dice == 2
    assert ctx.automa.location == "fuzhou"
    assert ctx.automa.trading_posts == ["yangzou", "fuzhou"]
    assert "Travel: Yangzou → Fuzhou is 1 move; its colour already sits on the 1-die Travel " \
           "space, so only black dice may go there: it needs 1 black die and has none, so it " \
           "is forced onto the 2-dice Travel space: it places 2 of its own dice there." in log


def test_fuzhou_to_xian_forced_onto_the_3_dice_space_reaches_the_next_city_too() -> None:
    # "The Automa must move from Fuzhou to Xian; these are 2 advancements, which therefore
    # require 2 dice. If the 2-dice action space already had dice of the Automa's color and
    # the Automa did not have 2 black dice to spend, he would be forced to use the 3-dice
    # action space. In this case, however, he would reach not only Xian, but also the next
    # city, placing a trading post on both and claiming the outpost bonus tiles, if any."
    ctx, log = automa_turn_in(
        automa={"at": "fuzhou", "own_dice": 3, "black_dice": 1,
                "trading_posts": ["fuzhou"]},
        trip={"display": ["fuzhou", "xian", "jaipur"]},
        # The seed gives no count to Jaipur; a route open to the Automa leads there.
        steps={"xian": 2, "jaipur": 3},
        table={"spaces": {"travel-2": ["automa", "automa"]},
               "outposts": {"xian": [{"kind": "vp", "amount": 2}],
                            "jaipur": [{"kind": "black-die"}]}},
        card=TRAVEL_AND_BOOKS,
    )
    automa = ctx.automa
    assert ctx.area.on("travel-3") == [AUTOMA, AUTOMA, AUTOMA]
    assert automa.trading_posts == ["fuzhou", "xian", "jaipur"]
    assert automa.location == "jaipur"
    assert automa.trip.current == "jaipur"
    # The outpost bonus tiles of both: 2 VP and a black die, each claimed city by city.
    assert automa.vp == 2
    assert automa.black_dice == 2
    assert ctx.state.outposts == {"xian": None, "jaipur": None}
    on_to_jaipur = log.index("Forced onto the 3-dice space, it also reaches the next city, "
                             "Jaipur (3 moves by a route its seals open), in the same travel "
                             "action.")
    assert log.index("Outpost tile in Xian: +2 VP (2 gained so far).") < on_to_jaipur
    assert on_to_jaipur < next(n for n, line in enumerate(log)
                               if line.startswith("Outpost tile in Jaipur"))


CITY_CARD_TURN = {
    # "In this situation, the Automa has trading posts in Yangzou and in Jaipur. The cards of
    # such cities are identified with the numbers 1-2-3 respectively."
    "automa": {"at": "jaipur", "trading_posts": ["yangzou", "jaipur"]},
    "trip": {"display": ["jaipur"], "ended": True},
    "card": {"main": ["city-card", "books"]},
    "skill": {"city_card": [{"kind": "vp", "amount": 1}]},
}


def test_the_city_display_numbers_yangzou_1_and_jaipur_2_and_3() -> None:
    ctx, _ = setup(**CITY_CARD_TURN)
    assert ctx.automa.card_numbers == [("yangzou", 1), ("jaipur", 1), ("jaipur", 2)]


def test_city_card_a_roll_of_2_goes_to_the_first_left_jaipur_card() -> None:
    # "If the result is 2, the die will be placed on the first left Jaipur card."
    ctx, _ = automa_turn_in(**CITY_CARD_TURN, roll=2)
    assert ctx.area.on("city-card-jaipur-1") == [AUTOMA]
    assert ctx.area.on("city-card-yangzou-1") == []


def test_city_card_a_roll_of_4_5_or_6_goes_to_yangzou() -> None:
    # "If the result is 4, 5 or 6, the die will be placed in Yangzou."
    for die in (4, 5, 6):
        ctx, log = automa_turn_in(**CITY_CARD_TURN, roll=die)
        assert ctx.area.on("city-card-yangzou-1") == [AUTOMA], die
        assert any("not on the display, so the next number: 1" in line for line in log)


def test_city_card_a_roll_of_1_with_yangzou_occupied_goes_to_the_first_left_jaipur_card() -> None:
    # "If the result is 1, but Yangzou is already occupied, the die will be placed on the
    # first left Jaipur card."
    turn = dict(CITY_CARD_TURN, table={"spaces": {"city-card-yangzou-1": ["person"]}})
    ctx, _ = automa_turn_in(**turn, roll=1)
    assert ctx.area.on("city-card-jaipur-1") == [AUTOMA]
    assert ctx.area.on("city-card-yangzou-1") == [Colour.PERSON]


def test_space_c_uncovered_takes_the_jewelers_guild_seal() -> None:
    # "If space C is uncovered, the Automa will take the Jeweler's guild seal and place it on
    # top of space C."
    ctx, _ = automa_turn_in(
        automa={"coins": ["A", "B", "D"], "contracts": [{"vp": 3}]},  # its starting contract
        card={"main": ["action-space", "books"]},
    )
    assert ctx.automa.mat.seals == {"C": SealOnMat(Seal.JEWELER, completed=False)}
    assert ctx.automa.mat.uncovered() == []
    assert ctx.area.on("guild-seals") == [AUTOMA, AUTOMA]


EXAMPLE_CARD = TradingPostCard(
    # "The Trading Post Card has the icon 4"; two contracts cover two +1 areas and "two +1
    # symbols remain visible": 4 "+1" spaces. "The Automa scores 6 VPs for each completed seal
    # placed above areas A, B and C." 9 shields "will therefore get 17 VPs".
    symbol="example", contracts_kept=4, plus_one_spaces=4, seal_vp=6, shield_vp={9: 17},
    slots=((),) * 11, columns=(1,) * 11)


def test_6_city_shields_plus_1_for_the_farmer_plus_2_uncovered_make_9_shields_and_17_vp() -> None:
    # "The Automa during the game has reached 6 different shields by placing their trading
    # posts; it has completed the Farmer's guild seal and it has also completed 6 contracts.
    # The Trading Post Card has the icon 4, so leave 4 of the 6 contracts in the 'Contracts
    # done' stack and with the other two remaining contracts cover two +1 areas. Now, two +1
    # symbols remain visible, so the Automa in total will have 9 shields (6 for the cities, 1
    # for the seal and 2 for the Trading Post Card) and it will therefore get 17 VPs."
    ctx, log = setup(automa={"coins": ["A", "B", "C"],
                             "seals": {"D": {"seal": "farmer", "completed": True}},
                             "trading_posts": ["kabul", "baghdad", "hormuz", "yangzou",
                                               "fuzhou", "xian"]})
    ctx.tp_card = ctx.facts.tp_card = EXAMPLE_CARD
    ctx.automa.mat.done = [Contract(3, GainKind.OTHER, f"done {n}") for n in range(6)]
    # The fixture map gives no shields: the table says the six cities show 6 shields.
    card = {"contracts_kept": EXAMPLE_CARD.contracts_kept,
            "plus_one_spaces": EXAMPLE_CARD.plus_one_spaces}
    shields = run(count_shields(ctx, card), {"score.shields": ["6"]})
    assert (shields.cities, shields.farmer, shields.plus_ones) == (6, 1, 2)
    assert shields.total == 9
    score = run(final_score(ctx, person_contracts=9), {"score.shields": ["6"]})
    assert score.shields_vp == 17
    assert score.end_vp == 17  # no seal on A/B/C, fewer contracts than the person's 9
    assert "Shields: 6 for the cities + 1 for the Farmer's seal + 2 uncovered '+1' = 9 " \
           "shields (of 6 completed contracts, 4 go back to 'contracts done' and 2 cover " \
           "'+1' spaces): 17 VP." in log.texts()


def test_6_vp_for_each_completed_seal_on_a_b_and_c() -> None:
    # "Example. The Automa scores 6 VPs for each completed seal placed above areas A, B and C."
    ctx, _ = setup(automa={"coins": [], "seals": {
        "A": {"seal": "spicer", "completed": True}, "B": {"seal": "tailor", "completed": True},
        "C": {"seal": "jeweler", "completed": True}, "D": {"seal": "farmer", "completed": True}}})
    ctx.tp_card = ctx.facts.tp_card = EXAMPLE_CARD
    score = run(final_score(ctx, person_contracts=0), {"score.shield-vp": ["1"]})
    assert score.seals_completed == 3  # D's Farmer's seal is a shield, not seal VP
    assert score.seals_vp == 18
