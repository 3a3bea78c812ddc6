"""What the Automa finds in a city, told at the table in one answer; the city cards of
several cities in one answer; the Trading Post card's slots in one answer; the red letter
read when the Automa's coins are (issue 27: a first game without the interview)."""

from __future__ import annotations

import pytest
from mp2_helpers import SAMPLE_DATA, at_the_table, run, setup

from soloist.games.marco_polo_2.arrival_at_hand import NO_SPACE, read_arrival, read_tile
from soloist.games.marco_polo_2.cards_at_hand import read_grid
from soloist.games.marco_polo_2.effects import Contract, Effect, GainKind
from soloist.games.marco_polo_2.gains import read_red_letter, shift_trip_slide
from soloist.games.marco_polo_2.learning import read_card_counts
from soloist.games.marco_polo_2.pieces import LETTERS

SHIFT = ("Finally, shift the trip slide one step up ... IMPORTANT: if, after shifting the "
         "slide, a red letter appears in the first column of the display, remove the "
         "corresponding coin from the playmat.")


def test_the_tile_and_the_contracts_of_a_city_are_one_typed_answer() -> None:
    # "It places a trading post, discards the outpost bonus tile, if any, and it receives the
    # bonus (if applicable). If the newly reached city has any contracts, it takes the
    # contract providing the most VPs": one look at the city answers both.
    tile, contracts = read_arrival("tile: 2 VP; contracts: 4 black die; empty", "Kabul",
                                   space_known=False, spaces=None)
    assert tile == (Effect(GainKind.VP, 2),)
    assert contracts == (Contract(4, GainKind.BLACK_DIE, "Kabul space 1"), None)
    # No contract space, no outpost bonus space: the city's own facts, kept.
    assert read_arrival("no tile; contracts: none", "Kabul", space_known=False,
                        spaces=None) == (NO_SPACE, NO_SPACE)
    assert read_arrival("tile: 2 VP", "Kabul", space_known=True, spaces=None) == (
        (Effect(GainKind.VP, 2),), NO_SPACE)


def test_what_soloist_knows_of_a_city_refuses_an_answer_that_contradicts_it() -> None:
    with pytest.raises(ValueError, match="has contract spaces"):
        read_arrival("tile: 2 VP; contracts: none", "Kabul", space_known=True, spaces=2)
    with pytest.raises(ValueError, match="outpost bonus space"):
        read_tile("no tile", space_known=True)
    with pytest.raises(ValueError, match="outpost tile gives"):
        read_arrival("contracts: 4 black die", "Kabul", space_known=False, spaces=None)
    with pytest.raises(ValueError, match="1 or 2"):
        read_arrival("tile: nothing; contracts: 4 vp; 3 vp; 2 vp", "Kabul",
                     space_known=False, spaces=None)


def test_the_city_cards_of_several_cities_are_a_number_each() -> None:
    assert read_card_counts("1, 2 0", 3) == (1, 2, 0)
    with pytest.raises(ValueError, match="give 2 numbers"):
        read_card_counts("1", 2)
    with pytest.raises(ValueError, match="at most 2"):
        read_card_counts("1 3", 2)


def test_the_trading_post_cards_slots_are_numbered_in_the_order_they_leave_it() -> None:
    grid = read_grid("4: 3 VP; 6: a black die; 11: 10 VP")
    assert grid == {3: (Effect(GainKind.VP, 3),), 5: (Effect(GainKind.BLACK_DIE, 1),),
                    10: (Effect(GainKind.VP, 10),)}
    for typed, why in (("12: 3 VP", "numbered 1 to 11"), ("4: 3 VP; 4: 2 VP", "twice"),
                       ("3 VP", "the slot's number")):
        with pytest.raises(ValueError, match=why):
            read_grid(typed)


def test_a_red_letter_soloist_does_not_know_is_asked_when_the_coins_are_read() -> None:
    # SHIFT: the letter is the person's to see and act on; no rule reads the Automa's coins
    # between the shift and its next action space (or the next shift), so it is asked then.
    ctx = at_the_table(setup(data=SAMPLE_DATA,
                             trip={"display": ["amberfield", "cindervale", "dunmere"]})[0])
    run(shift_trip_slide(ctx))  # nothing asked
    assert ctx.automa.trip.letter_pending and ctx.automa.mat.coins == list(LETTERS)
    run(read_red_letter(ctx), {"trip.letter": ["B"]})
    assert "B" not in ctx.automa.mat.coins and not ctx.automa.trip.letter_pending
    run(read_red_letter(ctx))  # read once


def test_a_red_letter_still_to_read_is_asked_before_the_slide_shifts_again() -> None:
    ctx = at_the_table(setup(data=SAMPLE_DATA,
                             trip={"display": ["amberfield", "cindervale", "dunmere"]})[0])
    trip = ctx.automa.trip
    run(shift_trip_slide(ctx))
    first = trip.at
    run(shift_trip_slide(ctx), {"trip.letter": ["none"]})  # the first one's, then none
    assert trip.stops[first].letter is None and trip.at == first + 1
    assert trip.letter_pending and ctx.automa.mat.coins == list(LETTERS)
