"""Scoring that does not depend on who plays: souvenir sets, the end-of-journey
achievements, the temple ranking and the winner.

    The End of the Journey procedure is handled as normal, except that for the Collector
    achievement: Each Souvenir card an Automa has counts as 2.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from operator import attrgetter
from typing import NamedTuple

from soloist.games.tokaido.cards import (
    END_ACHIEVEMENTS,
    TEMPLE_OTHER_DONOR,
    TEMPLE_RANK_POINTS,
    Achievement,
)

#: Each Souvenir card an Automa has counts as 2 for the Collector.
AUTOMA_SOUVENIR_WEIGHT = 2


def souvenir_points(family_counts: Mapping[str, int], family: str) -> int:
    """The points of one more souvenir of `family`, placed in the best set.

    Sets hold one card of each family and score 1/3/5/7 for their 1st/2nd/3rd/4th card.
    The best place for a card of a family held *c* times is set *c*+1, which then holds one
    card of each family held more than *c* times: it becomes that set's card number
    (that many + 1), worth 2 × that many + 1.
    """
    held = family_counts.get(family, 0)
    others = 0  # the families held more often than this one (never this one itself)
    for count in family_counts.values():
        if count > held:
            others += 1
    return 2 * others + 1


class Tally(NamedTuple):
    """What the end of the journey counts for one traveller."""

    name: str
    souvenirs: int  # as the Collector counts them (an Automa's count twice)
    hot_springs: int
    encounters: int
    meal_cost: int
    temple_coins: int

    def value(self, achievement: Achievement) -> int:
        """What the end-of-journey `achievement` counts of it."""
        return COUNTED_BY[achievement](self)


#: The figure of a `Tally` each end-of-journey achievement counts: the Gourmet the cost of
#: the Meals, the Bather the Hot Springs, the Chatterbox the Encounters, the Collector the
#: Souvenirs.
COUNTED_BY: dict[Achievement, Callable[[Tally], int]] = {
    Achievement.GOURMET: attrgetter("meal_cost"),
    Achievement.BATHER: attrgetter("hot_springs"),
    Achievement.CHATTERBOX: attrgetter("encounters"),
    Achievement.COLLECTOR: attrgetter("souvenirs"),
}


def end_achievements(tallies: Sequence[Tally]) -> dict[Achievement, tuple[str, ...]]:
    """Who takes each end-of-journey achievement: the most (of meal cost, hot springs,
    encounters, souvenirs); on a tie every tied traveller scores it. Nobody takes it with
    none at all (assumption: the rulebook's "the most" needs at least one)."""
    awards: dict[Achievement, tuple[str, ...]] = {}
    for achievement in END_ACHIEVEMENTS:
        counted = COUNTED_BY[achievement]
        best = max(map(counted, tallies))
        awards[achievement] = tuple([tally.name for tally in tallies if counted(tally) == best]) \
            if best > 0 else ()
    return awards


class TempleRank(NamedTuple):
    rank: int  # 0 for a traveller who donated nothing
    points: int


#: The places of the temple ranking that score their own points, made once (rank 1 first).
RANKED = tuple(TempleRank(rank, points) for rank, points in enumerate(TEMPLE_RANK_POINTS, start=1))
NO_DONATION = TempleRank(0, 0)


def temple_ranking(coins: Mapping[str, int]) -> dict[str, TempleRank]:
    """The most generous donor scores 10, the second 7, the third 4, every other donor 2;
    tied travellers all score their rank's points; no donation, no points. The rank after a
    tie follows the distinct totals (two tied 1st, the next is 2nd: LIAM's reading, the
    default of the fact sheet §6)."""
    totals = sorted({amount for amount in coins.values() if amount > 0}, reverse=True)
    ranking = {}
    for name, amount in coins.items():
        if amount <= 0:
            ranking[name] = NO_DONATION
            continue
        rank = totals.index(amount) + 1
        ranking[name] = RANKED[rank - 1] if rank <= len(RANKED) \
            else TempleRank(rank, TEMPLE_OTHER_DONOR)
    return ranking


def winners(scores: Mapping[str, int], achievement_cards: Mapping[str, int]) -> tuple[str, ...]:
    """The highest score wins; on a tie, the tied traveller with the most Achievement cards.
    Travellers still tied share the victory."""
    best = max(scores.values())
    tied = [name for name, score in scores.items() if score == best]
    if len(tied) == 1:  # the usual case: no tie to break
        return (tied[0],)
    most = max(achievement_cards[name] for name in tied)
    return tuple(name for name in tied if achievement_cards[name] == most)
