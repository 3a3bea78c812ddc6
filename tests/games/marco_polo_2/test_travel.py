"""TRAVEL, arriving in a city, the trip slide and advancements: one test per rule."""

from __future__ import annotations

from typing import Any

from mp2_helpers import FIXTURES, SAMPLE_DATA, automa_turn_in, run, setup

from soloist.games.marco_polo_2.context import Context
from soloist.games.marco_polo_2.data import TRADING_POSTS
from soloist.games.marco_polo_2.effects import Contract, Effect, GainKind
from soloist.games.marco_polo_2.gains import post_to_move, receive
from soloist.games.marco_polo_2.pieces import Colour
from soloist.games.marco_polo_2.turn import automa_turn

AUTOMA = Colour.AUTOMA
TRAVEL = {"main": ["travel", "books"]}
STARTING_CONTRACT = [{"vp": 3}]


def travel_from_yangzou(steps: int, **extra: Any) -> tuple[Context, list[str]]:
    automa = {"at": "yangzou", "trading_posts": ["yangzou"], "contracts": STARTING_CONTRACT}
    automa.update(extra.pop("automa", {}))
    return automa_turn_in(automa=automa, trip={"display": ["yangzou", "fuzhou", "xian"]},
                          steps={"fuzhou": steps}, card=TRAVEL, **extra)


def test_one_move_uses_the_1_die_space() -> None:
    # "If 1 move is required, the Automa will use the 1-die action space."
    ctx, _ = travel_from_yangzou(1)
    assert ctx.area.on("travel-1") == [AUTOMA]


def test_two_or_three_moves_use_the_2_dice_space() -> None:
    # "If 2 or 3 moves are required, the Automa will use the 2-dice action space."
    for steps in (2, 3):
        ctx, _ = travel_from_yangzou(steps)
        assert ctx.area.on("travel-2") == [AUTOMA, AUTOMA], steps
        assert ctx.automa.location == "fuzhou"


def test_more_than_three_moves_take_the_3_dice_space_to_that_city_only() -> None:
    # Soloist's reading of a case the rules leave open (a detour forced by a river).
    ctx, log = travel_from_yangzou(5)
    assert ctx.area.on("travel-3") == [AUTOMA] * 3
    assert ctx.automa.trading_posts == ["yangzou", "fuzhou"]
    assert any("(more than 3 moves: only that space takes them, and it reaches that city only; "
               "Soloist's reading, the rules do not say)" in line for line in log)


def test_its_colour_on_the_1_die_space_and_a_black_die_in_hand_uses_the_black_die() -> None:
    # "It only uses black dice if they are required to complete the action."
    ctx, _ = travel_from_yangzou(1, automa={"black_dice": 1},
                                 table={"spaces": {"travel-1": ["automa"]}})
    assert ctx.area.on("travel-1") == [AUTOMA, Colour.BLACK]
    assert ctx.automa.black_dice == 0 and ctx.automa.own_dice == 5


def test_travel_is_not_valid_without_enough_dice_to_reach_the_next_city() -> None:
    # "The Automa performs this action only if it has enough dice to reach the next city."
    ctx, log = travel_from_yangzou(2, automa={"own_dice": 1})
    assert ctx.automa.location == "yangzou"
    assert any(line.startswith("1st main action, Travel: not valid: Fuzhou is 2 moves away")
               for line in log)
    assert ctx.area.on("books-pepper") == [AUTOMA]  # Books instead (its roll: 1)


def test_travel_is_not_valid_when_the_slide_shows_no_further_city() -> None:
    _, log = automa_turn_in(automa={"at": "xian", "contracts": STARTING_CONTRACT},
                            trip={"display": ["xian"], "ended": True}, card=TRAVEL)
    assert "1st main action, Travel: not valid: the trip slide shows no further city." in log


def test_the_shortest_route_needs_the_seal_to_cross_a_river() -> None:
    # "It needs the right seals to cross the rivers, so sometimes it will be forced to take the
    # longer way." Sample (FICTIONAL) board: Cindervale-Dunmere is a spicer route (1 step);
    # without the seal the way round is 3 steps.
    common = {"data": SAMPLE_DATA, "card": TRAVEL,
              "trip": {"display": ["cindervale", "dunmere", "emberlow"]},
              "table": {"outposts": {"dunmere": "none"}}}
    without, log = automa_turn_in(automa={"at": "cindervale", "contracts": STARTING_CONTRACT},
                                  **common)
    assert without.area.on("travel-2") == [AUTOMA, AUTOMA]
    assert any("is 3 moves" in line for line in log)
    with_seal, log = automa_turn_in(
        automa={"at": "cindervale", "contracts": STARTING_CONTRACT, "coins": ["B", "C", "D"],
                "seals": {"A": {"seal": "spicer"}}}, **common)
    assert with_seal.area.on("travel-1") == [AUTOMA]
    assert any("is 1 move" in line for line in log)


def test_no_route_open_to_its_seals_makes_travel_not_valid() -> None:
    _, log = travel_from_yangzou(0)  # the table answers 0: no route it may take
    assert any("Travel: not valid: no route it may take leads to Fuzhou" in line
               for line in log)


def test_it_takes_the_contract_worth_most_with_ties_to_advancements() -> None:
    # "If the newly reached city has any contracts, it takes the contract providing the most
    # VPs (in case of a tie, select according to this priority: contracts that provide
    # advancements, black die, new contract)." It goes under the contracts on space E.
    ctx, _log = automa_turn_in(
        data=SAMPLE_DATA, card=TRAVEL,
        automa={"at": "amberfield", "contracts": STARTING_CONTRACT},
        trip={"display": ["amberfield", "cindervale", "dunmere"]},
        table={"outposts": {"cindervale": "none"},
               "contracts": {"cindervale": [{"vp": 4, "reward": "black-die"},
                                            {"vp": 4, "reward": "advancement"}]}})
    taken = ctx.automa.mat.contracts[-1]
    assert isinstance(taken, Contract)
    assert (taken.vp, taken.reward) == (4, GainKind.ADVANCEMENT)
    assert ctx.state.contracts["cindervale"][1] is None
    assert ctx.state.to_refill == [("cindervale", 1)]


def test_black_die_beats_new_contract_and_more_vp_beats_both() -> None:
    for spaces, expected in (
        ([{"vp": 5, "reward": "contract-pile"}, {"vp": 5, "reward": "black-die"}],
         GainKind.BLACK_DIE),
        ([{"vp": 6, "reward": "other"}, {"vp": 5, "reward": "advancement"}], GainKind.OTHER),
    ):
        ctx, _ = automa_turn_in(
            data=SAMPLE_DATA, card=TRAVEL,
            automa={"at": "amberfield", "contracts": STARTING_CONTRACT},
            trip={"display": ["amberfield", "cindervale", "dunmere"]},
            table={"outposts": {"cindervale": "none"}, "contracts": {"cindervale": spaces}})
        taken = ctx.automa.mat.contracts[-1]
        assert isinstance(taken, Contract) and taken.reward is expected


def test_a_red_letter_for_a_coin_already_gone_does_nothing() -> None:
    ctx, log = automa_turn_in(
        automa={"at": "yangzou", "coins": ["A", "C", "D"], "contracts": STARTING_CONTRACT},
        trip={"display": ["yangzou", "fuzhou"], "letters": {"fuzhou": "B"}, "ended": True},
        steps={"fuzhou": 1}, card=TRAVEL)
    assert ctx.automa.mat.coins == ["A", "C", "D"]
    assert any("the coin on space B is already gone" in line for line in log)


def test_the_first_travel_shifts_the_slide_until_three_cities_show() -> None:
    # "After game set-up, the display only shows BEIJING. When the Automa takes the travel
    # action for the first time, immediately shift the trip slide until you see the first 3
    # cities. After that you can perform the action normally."
    ctx, log = automa_turn_in(automa={"contracts": STARTING_CONTRACT},
                              trip={"later": ["kabul", "baghdad", "hormuz"]},
                              steps={"kabul": 1}, card=TRAVEL)
    assert "First move of the Automa: shift the trip slide until the first 3 cities show in " \
           "the display." in log
    assert ctx.automa.location == "kabul"
    assert ctx.automa.trip.shown() == ["kabul", "baghdad", "hormuz"]


def test_no_trading_post_in_beijing_and_no_second_one_in_a_city() -> None:
    ctx, _ = setup(automa={"at": "kabul", "trading_posts": ["kabul"]},
                   trip={"display": ["kabul", "beijing", "kabul"], "ended": True},
                   steps={"beijing": 1, "kabul": 1})
    run(receive(ctx, (Effect(GainKind.ADVANCEMENT, 2),), "test"))
    assert ctx.automa.trading_posts == ["kabul"]
    assert ctx.automa.location == "kabul"


TWELVE_CITIES = str(FIXTURES / "twelve-cities")
ELEVEN_POSTS = ["kashgar", "kabul", "baghdad", "balkh", "hormuz", "yangzou", "fuzhou", "xian",
                "jaipur", "pagan", "test-city-11"]


def test_with_all_11_trading_posts_out_it_moves_one_as_in_the_base_game() -> None:
    # "For anything that is not specifically mentioned in this manual, the rules of the base
    # game apply": a player with no trading post left moves one already on the board. Which
    # one is Soloist's stated choice: the first placed whose city it loses least by — here
    # Kabul, whose shield (horse) Xian also shows, with no city card and no contract space.
    ctx, log = automa_turn_in(
        data=TWELVE_CITIES, card=TRAVEL,
        automa={"at": "test-city-11", "trading_posts": ELEVEN_POSTS,
                "contracts": STARTING_CONTRACT},
        trip={"display": ["test-city-11", "test-city-12"], "ended": True},
        steps={"test-city-12": 1},
        table={"outposts": {"test-city-12": [{"kind": "vp", "amount": 2}]}})
    automa = ctx.automa
    assert len(automa.trading_posts) == TRADING_POSTS
    assert "kabul" not in automa.trading_posts and automa.trading_posts[-1] == "test-city-12"
    assert ctx.state.trading_posts["kabul"] == set()
    assert AUTOMA in ctx.state.trading_posts["test-city-12"]
    assert automa.vp == 2  # the outpost tile: the first trading post placed there
    assert ("test-city-12", 1) in automa.card_numbers
    assert "All 11 of its trading posts are on the board, so, as in the base game, it moves " \
           "one already there: the one in Kabul (the first placed whose shield another of its " \
           "trading posts also shows, in a city with no city card and no contract space: it " \
           "loses nothing by moving it; Soloist's choice, the solo rules do not say which)." \
           in log
    assert "Move the Automa's trading post from Kabul to Test city 12 (made up) (no bonus: " \
           "the Trading Post card is empty)." in log


def test_which_trading_post_moves_shields_first_then_the_first_placed() -> None:
    ctx, _ = setup(data=TWELVE_CITIES, automa={"trading_posts": ELEVEN_POSTS})
    posts = ctx.automa.trading_posts
    assert run(post_to_move(ctx))[0] == "kabul"
    # Without Xian the horse is Kabul's alone: Baghdad (a palm, as Balkh) loses nothing.
    posts.remove("xian")
    assert run(post_to_move(ctx))[0] == "baghdad"
    # Shared shields only in cities with contracts or a city card (the lamp of Test cities
    # 11 and 12): the first of those keeps every shield.
    posts[:] = ["kashgar", "balkh", "test-city-11", "test-city-12"]
    assert run(post_to_move(ctx)) == ("test-city-11", "the first placed whose shield another of "
                                                 "its trading posts also shows: it keeps every "
                                                 "shield")
    # Every shield its own: the first placed.
    posts[:] = ["kashgar", "kabul", "hormuz"]
    assert run(post_to_move(ctx)) == ("kashgar", "the first placed: each of them would cost it a "
                                            "shield")


def test_a_city_card_left_behind_by_a_moved_trading_post_is_passed_over() -> None:
    # "The Automa rolls a die, places it on a city card in which it has a trading post": the
    # display still numbers Kashgar's card 1 (from when its trading post stood there), but the
    # post has moved away, so a roll of 1 goes on to number 2, Yangzou.
    ctx, log = setup(data=TWELVE_CITIES, card={"main": ["city-card", "books"]},
                     automa={"at": "jaipur", "trading_posts": ["yangzou", "jaipur"],
                             "contracts": STARTING_CONTRACT},
                     skill={"city_card": [{"kind": "vp", "amount": 1}]})
    ctx.automa.card_numbers.insert(0, ("kashgar", 1))
    run(automa_turn(ctx, 1))
    assert ctx.area.on("city-card-kashgar-1") == []
    assert ctx.area.on("city-card-yangzou-1") == [AUTOMA]
    assert "City card action: it rolls 1: 1 is taken, not on the display or in a city it has " \
           "moved its trading post from, so the next number: 2, the city card of Yangzou." \
           in log.texts()


def test_single_advancements_move_one_step_each_and_a_new_city_gets_the_procedure() -> None:
    # "When the Automa gains single advancements (e.g. by completing a contract), it moves a
    # single step on the map. If after doing so it arrives in a new city, all the procedures
    # described above must be performed (updating the display, placing the trading post, etc.)"
    # Sample (FICTIONAL) map: Amberfield - Oasis 2 - Dunmere.
    ctx, _log = setup(data=SAMPLE_DATA, automa={"at": "amberfield"},
                     trip={"display": ["amberfield", "dunmere", "emberlow"]},
                     table={"outposts": {"dunmere": [{"kind": "vp", "amount": 2}]}})
    run(receive(ctx, (Effect(GainKind.ADVANCEMENT),), "A contract"))
    assert ctx.automa.location == "oasis-2"
    assert ctx.automa.trading_posts == []
    run(receive(ctx, (Effect(GainKind.ADVANCEMENT),), "A contract"))
    assert ctx.automa.location == "dunmere"
    assert ctx.automa.trading_posts == ["dunmere"]
    assert ctx.automa.trip.current == "dunmere"
    assert ctx.automa.vp == 2  # the outpost tile


def test_a_single_advancement_that_stops_in_a_city_off_its_display_does_nothing_there() -> None:
    # "When the Automa gains single advancements (e.g. by completing a contract), it moves a
    # single step on the map. If after doing so it arrives in a new city, all the procedures
    # described above must be performed (updating the display, placing the trading post, etc.
    # ..)" — Soloist reads "a new city" as the next city on its display, the only one for which
    # all of them (updating the display among them) can be performed. Sample (FICTIONAL) map:
    # without the spicer's seal, Brackwater to Dunmere is 4 steps, through Cindervale.
    ctx, log = setup(data=SAMPLE_DATA, automa={"at": "brackwater"},
                     trip={"display": ["brackwater", "dunmere", "emberlow"]})
    run(receive(ctx, (Effect(GainKind.ADVANCEMENT),), "A contract"))
    assert ctx.automa.location == "cindervale"
    assert ctx.automa.trading_posts == [] and ctx.automa.trip.current == "brackwater"
    assert "A contract: 1 advancement: its figure moves one step towards Dunmere (fictional) " \
           "(3 more to go); it stands in Cindervale (fictional) on the way, not the next city " \
           "on its display, so no arrival procedure there (Soloist's reading of 'arrives in a " \
           "new city')." in log.texts()


def test_up_to_two_advancements_use_one_when_one_move_is_enough() -> None:
    # "When the Automa completes a contract that provides up to 2 advancements, check how many
    # moves it needs to reach the next city on the display. If only one move is required then
    # the Automa will use only 1 advancement. In all other cases, the Automa will use both."
    ctx, log = setup(automa={"at": "yangzou"},
                     trip={"display": ["yangzou", "fuzhou", "xian"]},
                     steps={"fuzhou": 1, "xian": 2},
                     table={"outposts": {"xian": "none"}})
    run(receive(ctx, (Effect(GainKind.UP_TO_2),), "The contract"))
    assert ctx.automa.location == "fuzhou"
    assert ctx.automa.steps_left is None  # not one step on towards Xian
    assert any("so it uses 1" in line for line in log.texts())
    run(receive(ctx, (Effect(GainKind.UP_TO_2),), "The contract"))
    assert ctx.automa.location == "xian"  # 2 moves: both used
    assert any("so it uses 2" in line for line in log.texts())


def test_an_outpost_tile_gives_only_what_the_automa_can_receive() -> None:
    # "The only bonuses that the Automa can receive from contracts and outpost bonus tiles are:
    # black dice, map advancements, new contracts, victory points."
    ctx, log = automa_turn_in(
        automa={"at": "fuzhou", "contracts": STARTING_CONTRACT},
        trip={"display": ["fuzhou", "xian"], "ended": True}, steps={"xian": 2}, card=TRAVEL,
        table={"outposts": {"xian": [{"kind": "other", "text": "3 coins"},
                                     {"kind": "vp", "amount": 2}]}})
    assert ctx.automa.vp == 2
    assert "Outpost tile in Xian: +2 VP (2 gained so far)." in log
    assert not any("3 coins" in line and "applies this" in line for line in log)
