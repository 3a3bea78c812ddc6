"""The other main actions and the bonus actions: one test per rule of the solo rules."""

from __future__ import annotations

from typing import Any

import pytest
from mp2_helpers import SAMPLE_DATA, automa_turn_in

from soloist.games.marco_polo_2.actions import book_for
from soloist.games.marco_polo_2.automa import SealOnMat
from soloist.games.marco_polo_2.context import Context
from soloist.games.marco_polo_2.effects import Contract, GainKind
from soloist.games.marco_polo_2.pieces import Colour, Seal

AUTOMA, PERSON, BLACK = Colour.AUTOMA, Colour.PERSON, Colour.BLACK
ON_E = [{"vp": 3}]  # its starting contract, so that space E is covered


def turn(main: list[str], roll: int = 1, bonus: str = "none", **parts: Any) -> tuple[
        Context, list[str]]:
    automa = {"contracts": ON_E, **parts.pop("automa", {})}
    return automa_turn_in(card={"bonus": bonus, "main": main}, roll=roll, automa=automa,
                          **parts)


# -- BOOKS -----------------------------------------------------------------------------------

@pytest.mark.parametrize(("die", "book"), [(1, "pepper"), (2, "silk"), (3, "silk"),
                                           (4, "gold"), (5, "gold"), (6, "gold")])
def test_books_die_picks_the_book(die: int, book: str) -> None:
    # "D1 -> pepper space (first book); D2-D3 -> silk space (second book); D4-D5-D6 -> gold"
    assert book_for(die) == book
    ctx, _ = turn(["books"], roll=die)
    space = {"pepper": "books-pepper", "silk": "books-silk", "gold": "books-gold-upper"}[book]
    assert ctx.area.on(space)[-1] is AUTOMA


def test_books_an_invalid_space_falls_back_from_the_right() -> None:
    # "If the die result indicates an invalid space (e.g. a space where there is already a die
    # of the Automa's color and the Automa does not have any black dice), then the Automa
    # places the die in the first valid space starting from the right (gold -> silk -> pepper)."
    ctx, log = turn(["books"], roll=1, table={"spaces": {"books-pepper": ["automa"]}})
    assert ctx.area.on("books-gold-upper") == [AUTOMA]
    assert any("the pepper space is not valid" in x and "first valid space from the right: "
               "gold" in x for x in log)
    ctx, _ = turn(["books"], roll=1, table={"spaces": {
        "books-pepper": ["automa"], "books-gold-upper": ["automa"]}})
    assert ctx.area.on("books-gold-lower") == [Colour.NEUTRAL, AUTOMA]
    ctx, _ = turn(["books"], roll=1, table={"spaces": {
        "books-pepper": ["automa"], "books-gold-upper": ["automa"],
        "books-gold-lower": ["automa"]}})
    assert ctx.area.on("books-silk") == [AUTOMA]


def test_books_with_a_black_die_stays_on_the_rolled_space() -> None:
    ctx, _ = turn(["books"], roll=1, automa={"black_dice": 1},
                  table={"spaces": {"books-pepper": ["automa"]}})
    assert ctx.area.on("books-pepper") == [AUTOMA, BLACK]


def test_books_is_always_valid_but_respects_the_colour_of_the_dice() -> None:
    # "The last action of each card is a BOOKS action. It is always valid." — valid in the
    # seed's sense: "An action is valid if the Automa owns the appropriate number of dice".
    # Where the die goes: "When the Automa places its dice on action spaces, it must respect
    # the normal restrictions on the color of the dice." Every Books space holds its colour
    # and it has no black die: no space takes the die, which stays for its next card.
    every = {space: ["automa"] for space in ("books-pepper", "books-silk",
                                              "books-gold-upper", "books-gold-lower")}
    ctx, log = turn(["books", ], roll=3, table={"spaces": every})
    assert ctx.automa.dice_used == 0 and ctx.automa.own_dice == 5
    assert all(ctx.area.on(space) == ["automa"] for space in every if space !=
               "books-gold-lower")
    assert ctx.area.on("books-gold-lower") == [Colour.NEUTRAL, AUTOMA]
    assert "Books: it rolls 3, but every Books space already holds its colour and it has no " \
           "black die: it must respect the normal restrictions on the color of the dice, so " \
           "it places no die this turn (the die stays for its next card)." in log
    assert not ctx.automa.finished_round  # it draws its next card on its next turn
    # With a black die it places that one (its colour does not matter).
    ctx, _ = turn(["books"], roll=3, automa={"black_dice": 1}, table={"spaces": every})
    assert ctx.area.on("books-silk") == [AUTOMA, BLACK]


# -- BOOKS LEV 0 -----------------------------------------------------------------------------

def test_books_lev_0_only_on_a_space_with_no_dice() -> None:
    # "The Automa places a die in one of the Books action spaces that currently has no other
    # dice." Gold's lower space holds the neutral 5 all game.
    ctx, log = turn(["books-lev-0", "books"], roll=1,
                    table={"spaces": {"books-pepper": ["person"], "books-silk": ["black"]}})
    assert ctx.area.on("books-gold-upper") == [AUTOMA]
    assert any("the gold space is the only one with no dice" in line for line in log)


def test_books_lev_0_rolled_onto_an_occupied_space_goes_from_the_right() -> None:
    # "If the result of the die indicates a space already occupied, then the Automa places the
    # die in the first valid space starting from the right (gold -> silk -> pepper)."
    ctx, _ = turn(["books-lev-0", "books"], roll=5,
                  table={"spaces": {"books-gold-upper": ["person"]}})
    assert ctx.area.on("books-silk") == [AUTOMA]
    ctx, _ = turn(["books-lev-0", "books"], roll=1, table={"spaces": {}})
    assert ctx.area.on("books-pepper") == [AUTOMA]


def test_books_lev_0_is_skipped_when_every_space_has_dice() -> None:
    # "If there are no more action spaces with no dice, this action must be skipped."
    full = {"books-pepper": ["person"], "books-silk": ["person"], "books-gold-upper": ["black"]}
    ctx, log = turn(["books-lev-0", "books"], roll=1, table={"spaces": full})
    assert "1st main action, Books \"LEV 0\": not valid: every Books space already holds a " \
           "die." in log
    assert ctx.area.on("books-pepper") == [PERSON, AUTOMA]  # then Books


# -- KHAN'S FAVOR ----------------------------------------------------------------------------

def test_khans_favor_both_free_rolls_and_takes_the_first_space() -> None:
    # "If both spaces are free, the Automa rolls a die and then places it in the first space
    # on the left."
    ctx, _ = turn(["khans-favor", "books"], roll=4)
    assert ctx.area.khans_favor[2:] == [(AUTOMA, 4)]


def test_khans_favor_one_free_places_a_6() -> None:
    # "If there is only one free space left, the Automa places a die of value 6."
    ctx, _ = turn(["khans-favor", "books"], roll=2,
                  table={"khans_favor": [{"colour": "person", "value": 3}]})
    assert ctx.area.khans_favor[-1] == (AUTOMA, 6)
    assert ctx.automa.vp == 0  # "The Automa receives no benefit from this action."


def test_khans_favor_full_or_used_by_its_colour_is_not_valid() -> None:
    full = [{"colour": "person", "value": 3}, {"colour": "black", "value": 5}]
    _, log = turn(["khans-favor", "books"], table={"khans_favor": full})
    assert any("Khan's Favor: not valid: both Khan's Favor spaces are taken" in x for x in log)
    _, log = turn(["khans-favor", "books"],
                  table={"khans_favor": [{"colour": "automa", "value": 3}]})
    assert any("its colour already sits on Khan's Favor and it has no black die" in x
               for x in log)


# -- CITY CARDS ------------------------------------------------------------------------------

CITY_CARDS = {"automa": {"at": "jaipur", "trading_posts": ["yangzou", "jaipur"]},
              "trip": {"display": ["jaipur"], "ended": True},
              "skill": {"city_card": [{"kind": "vp", "amount": 1, "per_pip": True}],
                        "external_city": [{"kind": "black-die"}]}}


def test_city_card_gives_the_skill_cards_action_with_the_die() -> None:
    # "After placing the die, the Automa performs the action according to what is indicated on
    # the Skill Card." (here: 1 VP per pip)
    ctx, _log = turn(["city-card", "books"], roll=3, **CITY_CARDS)
    assert ctx.area.on("city-card-jaipur-2") == [AUTOMA]
    assert ctx.automa.vp == 3


def test_city_card_needs_a_trading_post_in_a_card_city_and_a_free_card() -> None:
    _, log = turn(["city-card", "books"], automa={"trading_posts": ["kabul"]})
    assert any("none of its trading posts is in a city with a city card" in x for x in log)
    taken = {f"city-card-{c}": ["person"] for c in ("yangzou-1", "jaipur-1", "jaipur-2")}
    _, log = turn(["city-card", "books"], table={"spaces": taken},
                  **{k: v for k, v in CITY_CARDS.items() if k != "automa"},
                  automa=CITY_CARDS["automa"])
    assert any("every city card on its display is taken this round" in x for x in log)


@pytest.mark.parametrize(("die", "space"), [(1, "external-left"), (3, "external-left"),
                                            (4, "external-right"), (6, "external-right")])
def test_external_city_1_to_3_left_4_to_6_right(die: int, space: str) -> None:
    # "D1-D2-D3 -> left card; D4-D5-D6 -> right card"
    ctx, _ = turn(["external-city", "books"], roll=die, **CITY_CARDS)
    assert ctx.area.on(space) == [AUTOMA]
    assert ctx.automa.black_dice == 1  # the Skill card's external city action


def test_external_city_taken_card_goes_to_the_other_and_both_taken_is_not_valid() -> None:
    ctx, log = turn(["external-city", "books"], roll=1, **CITY_CARDS,
                    table={"spaces": {"external-left": ["person"]}})
    assert ctx.area.on("external-right") == [AUTOMA]
    assert "External city action: it rolls 1: the left external city card is taken, so the " \
           "right external city card (Soloist's reading: the rules do not say)." in log
    _, log = turn(["external-city", "books"], roll=1, **CITY_CARDS, table={"spaces": {
        "external-left": ["person"], "external-right": ["person"]}})
    assert any("both external city cards are taken this round" in x for x in log)


# -- GUILD SEALS -----------------------------------------------------------------------------

def test_guild_seal_plus_1_removes_coin_d_and_takes_the_farmers_seal() -> None:
    # "Remove the coin from space D, if present. The Automa places 2 dice on the action space
    # of the guild seals, then it takes the Farmer's guild seal and places it on space D of the
    # playmat on the unresolved side."
    ctx, _ = turn(["guild-seal-plus-1", "books"])
    mat = ctx.automa.mat
    assert "D" not in mat.coins
    assert mat.seals == {"D": SealOnMat(Seal.FARMER, completed=False)}
    assert ctx.area.on("guild-seals") == [AUTOMA, AUTOMA]


def test_guild_seal_plus_1_is_skipped_with_the_farmers_seal() -> None:
    # "If the Automa already has the Farmer's guild seal, this action is skipped."
    _, log = turn(["guild-seal-plus-1", "books"],
                  automa={"coins": ["A", "B", "C"], "seals": {"D": {"seal": "farmer"}}})
    assert "1st main action, Guild seal +1: not valid: it already has the Farmer's guild " \
           "seal, so the action is skipped." in log


def test_guild_seal_plus_1_needs_two_dice() -> None:
    ctx, log = turn(["guild-seal-plus-1", "books"], automa={"own_dice": 1})
    assert "D" in ctx.automa.mat.coins
    assert any("Guild seal +1: not valid: the Guild Seals space needs 2 dice and it has 1 die"
               in x for x in log)


def test_action_space_a_b_d_take_their_seals_unresolved() -> None:
    # "Actions linked to spaces A-B-C-D: The Automa places 2 dice on the guild seals action
    # space. Then it takes the required seal and places it on the playmat with the
    # 'unresolved' side face up to cover the corresponding area. The Automa does not receive
    # any jade." (A and B: the sample's Smart Mat says spicer and tailor.)
    for letter, seal in (("A", Seal.SPICER), ("B", Seal.TAILOR), ("D", Seal.FARMER)):
        coins = [c for c in "ABCD" if c != letter]
        ctx, _ = turn(["action-space", "books"], data=SAMPLE_DATA, automa={"coins": coins})
        assert ctx.automa.mat.seals == {letter: SealOnMat(seal)}


def test_action_space_priority_a_then_b() -> None:
    ctx, _log = turn(["action-space", "books"], data=SAMPLE_DATA, automa={"coins": ["C", "D"]})
    assert list(ctx.automa.mat.seals) == ["A"]


def test_action_space_without_two_dice_passes_to_e() -> None:
    # Soloist's reading: a space whose action it lacks the dice for is passed over.
    ctx, log = turn(["action-space", "books"], data=SAMPLE_DATA,
                    automa={"own_dice": 1, "coins": ["B", "C", "D"], "contracts": [],
                            "trading_posts": ["cindervale"]},
                    table={"contracts": {"cindervale": [{"vp": 2}, "empty"]}})
    assert ctx.automa.mat.seals == {}
    assert ctx.area.on("contracts") == [AUTOMA]
    assert any("Action space E (no contract on it; priority A / B / C / D / E, and B is still "
               "under its coin, C is still under its coin, D is still under its coin; space A: "
               "the Guild Seals space needs 2 dice and it has 1 die, so it is passed over for "
               "the next uncovered space (Soloist's reading: the rules do not say))" in x
               for x in log)


def test_the_log_says_why_spaces_a_to_d_are_passed_over() -> None:
    # "This action is taken only if there is at least one uncovered A / B / C / D / E space on
    # the playmat. The Automa performs the action corresponding to one of the uncovered spaces
    # following the priority A / B / C / D / E." A is under its coin, B covered by a seal.
    ctx, log = turn(["action-space", "books"], data=SAMPLE_DATA,
                    automa={"coins": ["A", "D"], "seals": {"B": {"seal": "tailor"}}})
    assert ctx.automa.mat.seals["C"].seal is Seal.JEWELER
    assert "Action space C (uncovered; priority A / B / C / D / E, and A is still under its " \
           "coin, B is covered by the Tailor's guild seal): it places 2 of its own dice on the " \
           "Guild Seals space and takes the Jeweler's guild seal, unresolved side up, covering " \
           "space C. It receives no jade." in log


def test_action_space_e_takes_the_two_contracts_worth_most_from_its_cities() -> None:
    # "The Automa places 1 die on the 'take contracts' action space. The Automa takes the two
    # contracts providing the most victory points, among those available in the cities where
    # it has a trading post. If there are more than 2 contracts from which to choose, follow
    # this priority: contracts that provide advancements, black die, new contract."
    ctx, _ = turn(["action-space", "books"], data=SAMPLE_DATA,
                  automa={"contracts": [], "trading_posts": ["cindervale", "emberlow"]},
                  table={"contracts": {
                      "cindervale": [{"vp": 5, "reward": "black-die"}, {"vp": 3}],
                      "emberlow": [{"vp": 5, "reward": "contract-pile"},
                                   {"vp": 5, "reward": "up-to-2-advancements"}]}})
    taken = ctx.automa.mat.contracts
    assert all(isinstance(c, Contract) for c in taken)
    assert [(c.vp, c.reward) for c in taken if isinstance(c, Contract)] == [
        (5, GainKind.UP_TO_2), (5, GainKind.BLACK_DIE)]
    assert ctx.area.on("contracts") == [AUTOMA]


def test_action_space_e_needs_a_trading_post_in_a_contract_city() -> None:
    # "This action can be carried out only if the Automa has access to at least one city
    # providing contracts."
    _, log = turn(["action-space", "books"], data=SAMPLE_DATA,
                  automa={"contracts": [], "trading_posts": ["amberfield"]})
    assert any("space E: it has no trading post in a city that provides contracts" in x
               for x in log)


def test_no_uncovered_space_makes_the_action_not_valid() -> None:
    _, log = turn(["action-space", "books"])
    assert "1st main action, Action space A/B/C/D/E: not valid: no space A-E of the Smart " \
           "Mat is uncovered (A is still under its coin, B is still under its coin, C is still " \
           "under its coin, D is still under its coin; E holds contracts)." in log


# -- THE TURN --------------------------------------------------------------------------------

def test_the_first_valid_main_action_is_taken_and_each_refusal_explained() -> None:
    # "Perform the FIRST valid main action."
    ctx, log = turn(["guild-seal-plus-1", "khans-favor", "books"], roll=5,
                    automa={"own_dice": 1})
    assert ctx.area.khans_favor[-1] == (AUTOMA, 5)
    assert "The Automa draws the described Automa card." in log
    assert any(x.startswith("1st main action, Guild seal +1: not valid:") for x in log)
    assert any(x.startswith("Khan's Favor: both spaces are free") for x in log)


def test_own_dice_first_black_dice_only_when_needed() -> None:
    # "The Automa always tries to consume the dice of its own color first."
    ctx, _ = turn(["guild-seal-plus-1", "books"], automa={"own_dice": 1, "black_dice": 2})
    assert sorted(ctx.area.on("guild-seals")) == sorted([AUTOMA, BLACK])
    assert (ctx.automa.own_dice, ctx.automa.black_dice) == (0, 1)


def test_bonus_take_1_black_die_if_available() -> None:
    # "The Automa takes 1 black die from the board, if available."
    ctx, _ = turn(["books"], bonus="black-die")
    assert ctx.automa.black_dice == 1 and ctx.area.black_on_board == 3
    ctx, log = turn(["books"], bonus="black-die", table={"black_dice": 0})
    assert ctx.automa.black_dice == 0
    assert any("no black die is left on the board" in x for x in log)


def test_bonus_complete_seals_first_in_priority_then_contracts() -> None:
    # "If there is at least 1 seal or 1 contract to be completed, the Automa completes that
    # according to priority A / B / C / D / E. When the Automa completes a seal, it turns it
    # face down (it receives no bonus)."
    ctx, _ = turn(["books"], bonus="complete", automa={
        "coins": ["A", "B"], "seals": {"D": {"seal": "farmer"}, "C": {"seal": "jeweler"}}})
    assert ctx.automa.mat.seals["C"].completed and not ctx.automa.mat.seals["D"].completed
    assert ctx.automa.vp == 0 and len(ctx.automa.mat.contracts) == 1


def test_bonus_complete_a_contract_gives_its_vp_and_reward_never_plus_1() -> None:
    # "When the Automa completes a contract, it takes the top contract from space E, and
    # receives all applicable bonuses (VPs, black die, advancements, new contracts)."
    # "The '+1' bonus depicted on certain contracts never apply."
    ctx, _log = turn(["books"], bonus="complete", automa={
        "contracts": [{"vp": 4, "reward": "black-die"}, {"vp": 7, "reward": "other"}]})
    assert ctx.automa.vp == 4 and ctx.automa.black_dice == 1
    assert len(ctx.automa.mat.done) == 1 and len(ctx.automa.mat.contracts) == 1
    ctx, _ = turn(["books"], bonus="complete", automa={"contracts": [{"vp": 7,
                                                                      "reward": "other"}]})
    assert ctx.automa.vp == 7 and ctx.automa.black_dice == 0
    assert ctx.automa.mat.uncovered() == ["E"]  # no contract left on E


def test_a_new_contract_goes_under_the_others_on_e() -> None:
    # "Whenever the Automa obtains a new contract, it places it in space E of the playmat,
    # under all other contracts already present."
    ctx, _log = turn(["books"], bonus="complete", automa={
        "contracts": [{"vp": 2, "reward": "contract-pile"}, {"vp": 5}]})
    assert [str(c) for c in ctx.automa.mat.contracts] == [
        "contract 2 on space E: 5 VP", "a contract from the pile"]


def test_nothing_to_complete_does_nothing() -> None:
    ctx, log = turn(["books"], bonus="complete", automa={"contracts": []})
    assert any("nothing to complete" in x for x in log)
    assert ctx.automa.vp == 0 and not ctx.automa.mat.done


# "For anything that is not specifically mentioned in this manual, the rules of the base game
# apply." The reference manual's FAQ: "Can I use a city card action if I just placed a
# trading post this turn? Yes, starting next turn."
FRESH_POST = {"automa": {"at": "kabul", "trading_posts": ["kabul"],
                         "contracts": [{"vp": 2, "reward": "advancement"}]},
              "trip": {"display": ["kabul", "yangzou", "jaipur"]}, "steps": {"yangzou": 1},
              "skill": {"city_card": [{"kind": "vp", "amount": 1, "per_pip": True}],
                        "external_city": [{"kind": "black-die"}]}}


def test_a_city_card_is_usable_from_the_turn_after_its_trading_post_goes_in() -> None:
    # Its bonus action completes a contract whose advancement takes it into Yangzou: the city
    # display numbers Yangzou's card at once, but the city card action is not valid this turn.
    ctx, log = automa_turn_in(card={"bonus": "complete", "main": ["city-card", "books"]},
                              roll=1, **FRESH_POST)
    assert ctx.automa.trading_posts == ["kabul", "yangzou"]
    assert ctx.automa.card_numbers == [("yangzou", 1)]
    assert ctx.area.is_empty("city-card-yangzou-1")
    assert "1st main action, City card action: not valid: its trading post in Yangzou went " \
           "in this turn, and a city card is used from the turn after (the base game); no " \
           "other city card on its display is free this round." in log
    assert ctx.automa.vp == 2  # the contract's VP only: Books took its die, not the card


def test_the_die_passes_over_a_card_whose_trading_post_went_in_this_turn() -> None:
    # "If the result indicates an already occupied card or a number not present on the
    # display, the die will be placed on the city corresponding to the next number": its
    # card in Jaipur (numbered 1 and 2 since an earlier turn) takes the die the roll gave to
    # Yangzou (3), whose trading post went in this turn.
    parts = {**FRESH_POST, "automa": {**FRESH_POST["automa"],
                                      "trading_posts": ["jaipur", "kabul"]}}
    ctx, log = automa_turn_in(card={"bonus": "complete", "main": ["city-card", "books"]},
                              roll=3, **parts)
    assert ctx.automa.card_numbers == [("jaipur", 1), ("jaipur", 2), ("yangzou", 1)]
    assert ctx.area.on("city-card-jaipur-1") == [AUTOMA]
    assert any("City card action: it rolls 3: 3, 4, 5, 6 are taken, not on the display or in "
               "a city its trading post went into this turn (usable from its next turn), so "
               "the next number: 1" in line for line in log)
