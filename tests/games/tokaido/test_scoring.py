"""Scoring: souvenir sets (the rulebook's examples), end achievements with the Automa's
souvenirs counting twice for the Collector, the temple ranking, the winner."""

from __future__ import annotations

import pytest
from tokaido_helpers import drive, give, new_play

from soloist.games.tokaido.cards import Achievement
from soloist.games.tokaido.scoring import (
    Tally,
    TempleRank,
    end_achievements,
    souvenir_points,
    temple_ranking,
    winners,
)


def buy(*families: str) -> int:
    counts: dict[str, int] = {}
    total = 0
    for family in families:
        total += souvenir_points(counts, family)
        counts[family] = counts.get(family, 0) + 1
    return total


@pytest.mark.parametrize(("families", "points"), [
    (("art",), 1),                                            # "1 souvenir: 1 point."
    (("art", "food"), 4),                                     # "2 ... different types: 4"
    (("art", "food", "clothing"), 9),                         # "3 ... different types: 9"
    (("art", "food", "clothing", "small_object"), 16),        # "4 ... different types: 16"
    (("art", "art", "art"), 3),                               # "3 ... all of the same type: 3"
    (("art", "art", "food"), 5),                              # "two of one type and one ...: 5"
    (("art", "food", "art", "food"), 8),                      # "two sets of two ...: 8"
    (("art", "food", "food", "art"), 8),
])
def test_the_rulebooks_souvenir_examples(families: tuple[str, ...], points: int) -> None:
    assert buy(*families) == points


def test_each_automa_souvenir_counts_twice_for_the_collector() -> None:
    # "for the Collector achievement: Each Souvenir card an Automa has counts as 2."
    you = Tally("You", 5, 0, 0, 0, 0)
    green = Tally("Green", 2 * 3, 0, 0, 0, 0)  # 3 souvenirs count as 6
    awards = end_achievements([you, green])
    assert awards[Achievement.COLLECTOR] == ("Green",)


def test_ties_for_an_end_achievement_all_score_it() -> None:
    awards = end_achievements([Tally("You", 0, 3, 4, 9, 0), Tally("Green", 0, 3, 2, 9, 0),
                               Tally("Blue", 0, 1, 4, 5, 0)])
    assert awards[Achievement.BATHER] == ("You", "Green")
    assert awards[Achievement.CHATTERBOX] == ("You", "Blue")
    assert awards[Achievement.GOURMET] == ("You", "Green")


def test_nobody_takes_an_achievement_with_none_of_its_cards() -> None:
    awards = end_achievements([Tally("You", 0, 0, 0, 0, 0), Tally("Green", 0, 0, 0, 0, 0)])
    assert awards[Achievement.COLLECTOR] == ()


def test_the_temple_ranking_10_7_4_then_2_for_other_donors_and_0_without_a_coin() -> None:
    ranking = temple_ranking({"a": 9, "b": 6, "c": 3, "d": 1, "e": 0})
    assert ranking == {"a": TempleRank(1, 10), "b": TempleRank(2, 7), "c": TempleRank(3, 4),
                       "d": TempleRank(4, 2), "e": TempleRank(0, 0)}


def test_the_rulebooks_temple_example_ties_score_their_rank() -> None:
    # "the Yellow Traveler in 1st place scores 10 points; the Blue and Green Travelers tied
    # for 2nd place each score 7 points; the White and Purple ... score no points"
    ranking = temple_ranking({"yellow": 8, "blue": 5, "green": 5, "white": 0, "purple": 0})
    assert [ranking[name].points for name in ("yellow", "blue", "green", "white", "purple")] == \
        [10, 7, 7, 0, 0]


def test_after_a_tie_the_next_rank_follows_the_distinct_totals() -> None:
    ranking = temple_ranking({"You": 6, "Green": 6, "Blue": 2})
    assert ranking["Blue"] == TempleRank(2, 7)


def test_highest_score_wins_then_most_achievement_cards() -> None:
    assert winners({"You": 70, "Green": 65, "Blue": 60}, {"You": 0, "Green": 3, "Blue": 1}) == \
        ("You",)
    assert winners({"You": 70, "Green": 70, "Blue": 60}, {"You": 1, "Green": 2, "Blue": 0}) == \
        ("Green",)
    assert winners({"You": 70, "Green": 70, "Blue": 60}, {"You": 2, "Green": 2, "Blue": 0}) == \
        ("You", "Green")


def test_the_end_of_the_journey_doubles_an_automas_souvenirs_and_ranks_her_temple_coins() -> None:
    # "The End of the Journey procedure is handled as normal, except that for the Collector
    # achievement: Each Souvenir card an Automa has counts as 2." Her temple coins (2 from
    # the reserve at each Temple) take part in the temple ranking.
    play = new_play()
    green, blue = play.automas
    give(green, souvenir=3)  # 3 Souvenir cards count as 6 for the Collector
    green.temple_coins = 4
    green.score = blue.score = 40
    # Your totals: 5 souvenirs, no hot spring, no encounter, no meal, 2 temple coins, 50 points.
    drive(play.end_of_journey(), "5", "0", "0", "0", "2", "50")
    assert green.achievements == [Achievement.COLLECTOR]  # 6 beats your 5
    assert green.score == 40 + 3 + 10  # the Collector, 1st at the temple
    assert play.person.score == 50 + 7  # 2nd at the temple
    assert blue.score == 40  # nothing: no card, no temple coin
    assert "For the Collector, each Souvenir card an Automa has counts as 2." in \
        play.log.texts()
    assert "Collector: Green (You 5, Green 6, Blue 0)." in play.log.texts()


def test_six_souvenirs_of_yours_tie_her_three_for_the_collector() -> None:
    play = new_play()
    green = play.automas[0]
    give(green, souvenir=3)
    drive(play.end_of_journey(), "6", "0", "0", "0", "0", "50")
    assert play.person.achievements == [Achievement.COLLECTOR]
    assert green.achievements == [Achievement.COLLECTOR]
