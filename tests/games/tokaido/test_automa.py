"""The Automa's rules, one test each: collection, ranks, range, movement, benefits."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tokaido_helpers import first_asked, give, new_play, place

from soloist.engine.log import Log
from soloist.games.tokaido.automa import (
    HIGHEST,
    LOWEST,
    Automa,
    destination,
    plan_move,
    rank_of,
    resolve_stop,
)
from soloist.games.tokaido.automa_cards import AutomaCard
from soloist.games.tokaido.cards import PANORAMA_ACHIEVEMENTS, Achievement
from soloist.games.tokaido.road import Item, Space, load_road


class GivesAll:
    def give_automa(self, automa: Automa, item: Item) -> bool:
        return True


class Empty:
    def give_automa(self, automa: Automa, item: Item) -> bool:
        return False


def open_achievements() -> set[Achievement]:
    return set(PANORAMA_ACHIEVEMENTS.values())


def test_setup_each_automa_has_one_coin_scored_and_no_traveller_tile() -> None:
    # "Place her color token and 1 coin into her play area – she immediately scores 1 point
    # for the coin." "The Automa doesn't get a Traveler tile."
    play = new_play({"digital": True})
    run = play.run()
    first_asked(run)  # your traveller tile: the Automas are set up before it
    for automa in play.automas:
        assert automa.counts[Item.COIN] == 1
        assert automa.columns == [Item.COIN]
        assert automa.score == 1
        assert not hasattr(automa, "traveller")


def test_crossroads_each_automa_scores_5_more_points_at_setup() -> None:
    play = new_play({"crossroads": True})
    first_asked(play.run())
    assert [automa.score for automa in play.automas] == [6, 6]


def test_an_item_of_a_type_she_has_goes_on_top_of_its_column() -> None:
    green = Automa("Green")
    give(green, coin=1, sea=1)
    assert green.receive(Item.COIN) == 2
    assert green.columns == [Item.COIN, Item.SEA]


def test_a_new_type_goes_to_the_bottom_of_the_leftmost_empty_column() -> None:
    green = Automa("Green")
    give(green, coin=1, sea=1)
    green.receive(Item.HOT_SPRING)
    assert green.columns == [Item.COIN, Item.SEA, Item.HOT_SPRING]
    assert green.column_of(Item.HOT_SPRING) == 3


def test_an_item_space_ranks_by_her_count_of_that_item_even_zero() -> None:
    green = Automa("Green")
    give(green, coin=3, sea=4)
    card = AutomaCard(3)
    assert rank_of(Space.FARM, card, green.counts) == 3
    assert rank_of(Space.SEA, card, green.counts) == 4
    assert rank_of(Space.VILLAGE, card, green.counts) == 0
    assert rank_of(Space.HOT_SPRING, card, green.counts) == 0


@pytest.mark.parametrize("space", [Space.TEMPLE, Space.INN])
def test_temple_and_inn_rank_below_everything_without_their_icon(space: Space) -> None:
    counts = dict.fromkeys(Item, 0)
    assert rank_of(space, AutomaCard(2), counts) == LOWEST < 0


def test_the_temple_icon_ranks_temples_above_everything() -> None:
    counts = dict.fromkeys(Item, 50)
    assert rank_of(Space.TEMPLE, AutomaCard(2, temple=True), counts) == HIGHEST > 50
    assert rank_of(Space.INN, AutomaCard(2, temple=True), counts) == LOWEST


def test_the_inn_icon_ranks_inns_above_everything() -> None:
    counts = dict.fromkeys(Item, 50)
    assert rank_of(Space.INN, AutomaCard(2, inn=True), counts) == HIGHEST
    assert rank_of(Space.TEMPLE, AutomaCard(2, inn=True), counts) == LOWEST


def test_range_counts_only_unoccupied_spaces() -> None:
    # "The ●...○...○...○ line on the card indicates the maximum number of unoccupied spaces
    # (1-3) the Automa is willing to move this turn. Occupied spaces are ignored."
    road = load_road()
    occupied = [False] * len(road.spaces)
    for position in (3, 4, 5):
        occupied[road.positions.index(position)] = True
    move = plan_move(road, occupied, 0, AutomaCard(2), dict.fromkeys(Item, 0))
    assert [road.positions[stop] for stop in move.stops] == [2, 6]
    assert [road.positions[stop] for stop in move.skipped] == [3, 4, 5]
    assert "3 occupied spaces skipped" in move.explanation


def test_range_never_passes_the_next_inn() -> None:
    road = load_road()
    occupied = [False] * len(road.spaces)
    start = road.positions.index(13)  # Mountain; then Hot Spring (14), Inn (15)
    move = plan_move(road, occupied, start, AutomaCard(3), dict.fromkeys(Item, 9))
    assert [road.positions[stop] for stop in move.stops] == [14, 15]
    assert move.space is Space.HOT_SPRING
    assert "no further than the next Inn" in move.explanation


def test_the_inn_is_never_occupied() -> None:
    play = new_play()
    place(play, you=15, blue=15, green=14)
    move = plan_move(play.road, play.journey.occupied, play.automas[0].stop, AutomaCard(1),
                     play.automas[0].counts)
    assert play.road.positions[move.stop] == 15


def test_highest_rank_wins_and_fewest_spaces_break_ties() -> None:
    road = load_road()
    occupied = [False] * len(road.spaces)
    counts = dict.fromkeys(Item, 0)
    counts[Item.PADDY] = 1
    counts[Item.MOUNTAIN] = 1
    start = road.positions.index(18)  # Farm; then Paddy 19, Mountain 20, Encounter 21
    move = plan_move(road, occupied, start, AutomaCard(3), counts)
    assert move.ranks == (1, 1, 0)
    assert move.space is Space.PADDY
    assert move.tie_broken


def test_temple_gives_two_reserve_coins_and_two_points() -> None:
    green = Automa("Green")
    give(green, coin=1)
    gain = resolve_stop(green, Space.TEMPLE, GivesAll(), open_achievements(), Log())
    assert (green.temple_coins, green.score, green.counts[Item.COIN]) == (2, 2, 1)
    assert gain.points == 2


def test_at_an_inn_she_waits_and_gets_nothing_yet() -> None:
    green = Automa("Green")
    resolve_stop(green, Space.INN, GivesAll(), open_achievements(), Log())
    assert green.score == 0 and green.meal_costs == []


def test_a_farm_gives_her_one_coin_not_three() -> None:
    green = Automa("Green")
    give(green, coin=1)
    gain = resolve_stop(green, Space.FARM, GivesAll(), open_achievements(), Log())
    assert green.counts[Item.COIN] == 2
    assert gain.points == 2 and green.score == 2


@pytest.mark.parametrize(("space", "item"), [
    (Space.VILLAGE, Item.SOUVENIR), (Space.HOT_SPRING, Item.HOT_SPRING),
    (Space.ENCOUNTER, Item.ENCOUNTER), (Space.PADDY, Item.PADDY),
    (Space.MOUNTAIN, Item.MOUNTAIN), (Space.SEA, Item.SEA)])
def test_other_spaces_give_one_item_and_a_point_per_item_she_now_has(space: Space,
                                                                     item: Item) -> None:
    green = Automa("Green")
    give(green, **{item.value: 2})
    resolve_stop(green, space, GivesAll(), set(), Log())  # (no achievement left to take)
    assert green.counts[item] == 3
    assert green.score == 3


def test_she_keeps_receiving_panorama_cards_past_the_limit() -> None:
    green = Automa("Green")
    give(green, paddy=3)
    resolve_stop(green, Space.PADDY, GivesAll(), set(), Log())
    assert green.counts[Item.PADDY] == 4 and green.score == 4


@pytest.mark.parametrize(("space", "sections"), [(Space.PADDY, 3), (Space.MOUNTAIN, 4),
                                                 (Space.SEA, 5)])
def test_the_first_to_complete_a_panorama_gets_its_achievement(space: Space,
                                                               sections: int) -> None:
    green = Automa("Green")
    give(green, **{space.value: sections - 1})
    still_open = open_achievements()
    gain = resolve_stop(green, space, GivesAll(), still_open, Log())
    assert gain.achievement is PANORAMA_ACHIEVEMENTS[space]
    assert green.score == sections + 3
    assert PANORAMA_ACHIEVEMENTS[space] not in still_open


def test_no_achievement_when_someone_completed_that_panorama_first() -> None:
    green = Automa("Green")
    give(green, sea=4)
    gain = resolve_stop(green, Space.SEA, GivesAll(), {Achievement.PADDY}, Log())
    assert gain.achievement is None and green.score == 5


def test_an_empty_supply_gives_her_nothing() -> None:
    green = Automa("Green")
    give(green, hot_spring=2)
    gain = resolve_stop(green, Space.HOT_SPRING, Empty(), open_achievements(), Log())
    assert gain.empty_supply and green.counts[Item.HOT_SPRING] == 2 and green.score == 0


def test_every_card_face_is_one_keystroke_friendly_answer() -> None:
    assert AutomaCard.parse("3") == AutomaCard(3)
    assert AutomaCard.parse("2T") == AutomaCard(2, temple=True)
    assert AutomaCard.parse("1i") == AutomaCard(1, inn=True)
    assert AutomaCard.parse("3it") == AutomaCard(3, temple=True, inn=True)
    for text in ("4", "0", "3x", "tt3", "3tt", ""):
        with pytest.raises(ValueError, match="not an Automa card"):
            AutomaCard.parse(text)


@settings(max_examples=200, deadline=None)
@given(start=st.integers(0, 53), occupied=st.sets(st.integers(1, 53), max_size=2),
       reach=st.integers(1, 3), temple=st.booleans(), inn=st.booleans(),
       counts=st.lists(st.integers(0, 6), min_size=len(Item), max_size=len(Item)))
def test_her_destination_is_the_highest_ranked_space_in_range_nearest_on_ties(
        start: int, occupied: set[int], reach: int, temple: bool, inn: bool,
        counts: list[int]) -> None:
    """"Move the Automa's Traveler to the space within range that has the highest rank
    (fewest spaces in case of ties)": `destination` (what simulation runs) agrees with the
    ranks `plan_move` lists for the log, whatever the road ahead, who stands on it, her card
    and her collection."""
    road = load_road()
    taken = [stop in occupied and not road.is_inn[stop] for stop in range(len(road.spaces))]
    card = AutomaCard(reach, temple, inn)
    held = dict(zip(Item, counts, strict=True))
    move = plan_move(road, taken, start, card, held)
    ahead = [stop for stop in road.ahead[start] if not taken[stop]][:reach]
    assert move.stops == tuple(ahead)
    ranks = [rank_of(road.spaces[stop], card, held) for stop in ahead]
    assert move.ranks == tuple(ranks)
    assert move.stop == destination(road, taken, start, card, held) == \
        ahead[ranks.index(max(ranks))]  # the first of the highest: the fewest spaces
