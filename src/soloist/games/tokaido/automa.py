"""An Automa: her collection, the ranks of the spaces, where she moves and what she gets.

Written in the words of the solo rules:

    For spaces associated with items, the rank of each type of space is the number of items
    she has of the associated type (this can be 0). Temple and Inn spaces have a lower rank
    than all other spaces, except during turns where one of these icons is on the current
    Automa card. [...] Move the Automa's Traveler to the space within range that has the
    highest rank (fewest spaces in case of ties).

`plan_move` is pure: the road, who stands where, her card and her counts in; her move, with
every rank she compared, out. `resolve_stop` gives her the benefit of the space.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import NamedTuple, Protocol

from soloist.engine.log import Log
from soloist.engine.phrase import joined, phrase
from soloist.games.tokaido.automa_cards import AutomaCard
from soloist.games.tokaido.cards import (
    MEAL_POINTS,
    PANORAMA_ACHIEVEMENTS,
    Achievement,
    point_count,
)
from soloist.games.tokaido.road import ITEM_OF_SPACE, SECTIONS, Item, Road, Space

#: Temple and Inn rank below every other space (an item space's rank is at least 0) ...
LOWEST = -1
#: ... and above every other space when the card shows their icon.
HIGHEST = 1_000

#: The points she scores at a Temple, with as many coins from the reserve on her Temple area.
TEMPLE_POINTS = 2
TEMPLE_COINS = 2
#: A collection with none of any item.
NO_ITEMS: dict[Item, int] = dict.fromkeys(Item, 0)
#: Setup: one coin in her play area, scored at once.
STARTING_COINS = 1


# Enum members bound once: attribute access on an Enum class is slow in Python 3.11, and
# these run for every space of every Automa turn of every simulated game.
TEMPLE = Space.TEMPLE
INN = Space.INN


class AutomaRules(NamedTuple):
    """The rules of her moves and gains that a designer may change (an automa variant,
    docs/sensitivity.md); the solo rules' own by default (`SEED_RULES`)."""

    #: "fewest spaces in case of ties"; True: the farthest of the highest ranked.
    farthest_on_ties: bool = False
    #: The rank of a Temple without its icon on her card: `LOWEST` ("a lower rank than all
    #: other spaces"), or 0 (as a space of an item type she has none of).
    temple_rank: int = -1
    #: "she scores 1 point per item (rank) she now has of that type".
    item_points: int = 1
    #: "Each Souvenir card an Automa has counts as 2" for the Collector.
    souvenir_weight: int = 2


SEED_RULES = AutomaRules()


def rank_text(space: Space, rank: int) -> str:
    if rank == HIGHEST:
        return phrase("{space} rank highest (its icon is on the card)", space=space.title)
    if rank == LOWEST:
        return phrase("{space} rank lowest", space=space.title)
    return phrase("{space} rank {rank}", space=space.title, rank=rank)


class Move(NamedTuple):
    """Her move this turn: the spaces in range with their ranks, and the one she takes."""

    card: AutomaCard
    start: int
    stops: tuple[int, ...]  # the unoccupied stops within range, nearest first
    ranks: tuple[int, ...]
    choice: int  # index into stops
    road: Road
    farthest_on_ties: bool = False  # an automa variant's tie-break (`AutomaRules`)

    @property
    def stop(self) -> int:
        return self.stops[self.choice]

    @property
    def space(self) -> Space:
        return self.road.spaces[self.stops[self.choice]]

    @property
    def spaces(self) -> tuple[Space, ...]:
        return tuple(self.road.spaces[stop] for stop in self.stops)

    @property
    def skipped(self) -> tuple[int, ...]:
        """The occupied stops she passed over (every stop up to her last candidate that is
        not a candidate was occupied)."""
        return tuple(stop for stop in range(self.start + 1, self.stops[-1])
                     if stop not in self.stops)

    @property
    def tie_broken(self) -> bool:
        """Another space in range had the same top rank: the fewest spaces decided."""
        return self.ranks.count(self.ranks[self.choice]) > 1

    @property
    def explanation(self) -> str:
        """"range 3: Paddy rank 1, Encounter rank 1, Sea rank 4 → Sea"."""
        compared = joined(rank_text(space, rank)
                          for space, rank in zip(self.spaces, self.ranks, strict=True))
        text = phrase("range {range}: {compared} → {space}", range=self.card.range,
                      compared=compared, space=self.space.title)
        if self.tie_broken:
            text = (phrase("{text} (most spaces among the highest ranked: the automa variant's "
                           "tie-break)", text=text)
                    if self.farthest_on_ties else
                    phrase("{text} (fewest spaces among the highest ranked)", text=text))
        if len(self.stops) < self.card.range:  # only the next Inn stops a range short
            text = phrase("{text} (no further than the next Inn)", text=text)
        skipped = len(self.skipped)
        if skipped == 1:
            text = phrase("{text} (1 occupied space skipped)", text=text)
        elif skipped:
            text = phrase("{text} ({skipped} occupied spaces skipped)", text=text,
                          skipped=skipped)
        return text


_new_move = tuple.__new__  # a Move without NamedTuple's slower keyword-checking constructor


def destination(road: Road, occupied: Sequence[bool], start: int, card: AutomaCard,
                counts: dict[Item, int], rules: AutomaRules = SEED_RULES) -> int:
    """Where she moves: "Move the Automa's Traveler to the space within range that has the
    highest rank (fewest spaces in case of ties)" — of the next `card.range` unoccupied
    spaces (occupied ones are skipped and ignored; never past the next inn).

    The rank of a space: for a space associated with items, the number of items she has of
    that type; a Temple or an Inn ranks below every other space, or above every other space
    when its icon is on her card (`rank_of`, written out here: it runs on every space of
    every Automa turn of every simulated game). An automa variant's `rules` may rank a
    Temple otherwise, or take the farthest of the highest ranked."""
    items = road.items
    spaces = road.spaces
    temple_rank = HIGHEST if card[1] else rules[1]  # card.temple, card.inn (a named tuple)
    inn_rank = HIGHEST if card[2] else LOWEST
    farthest = rules[0]  # rules.farthest_on_ties
    left = card[0]  # card.range
    best = start
    best_rank = LOWEST - 1
    for stop in road.ahead[start]:
        if occupied[stop]:
            continue
        item = items[stop]
        if item is not None:
            rank = counts[item]
        else:
            rank = temple_rank if spaces[stop] is TEMPLE else inn_rank
        if rank > best_rank or (farthest and rank == best_rank):  # ties: the nearest stays
            best = stop
            best_rank = rank
        left -= 1
        if not left:
            break
    return best


def rank_of(space: Space, card: AutomaCard, counts: dict[Item, int],
            rules: AutomaRules = SEED_RULES) -> int:
    """The rank of a space for her this turn (`destination` writes it out in its loop)."""
    if space is TEMPLE:
        return HIGHEST if card.temple else rules.temple_rank
    if space is INN:
        return HIGHEST if card.inn else LOWEST
    return counts[ITEM_OF_SPACE[space]]


def plan_move(road: Road, occupied: Sequence[bool], start: int, card: AutomaCard,
              counts: dict[Item, int], rules: AutomaRules = SEED_RULES) -> Move:
    """Her move with every rank she compared (for the log and `soloist decide`): the next
    `card.range` unoccupied spaces, their ranks, and her `destination` among them."""
    stops = tuple([stop for stop in road.ahead[start] if not occupied[stop]][:card.range])
    ranks = tuple(rank_of(road.spaces[stop], card, counts, rules) for stop in stops)
    choice = stops.index(destination(road, occupied, start, card, counts, rules))
    return _new_move(Move, (card, start, stops, ranks, choice, road, rules.farthest_on_ties))


class Gain(NamedTuple):
    """What she gets on a space: an item and its points, 2 temple coins, or nothing yet."""

    space: Space
    item: Item | None = None
    held: int = 0  # how many of the item she holds after it
    points: int = 0
    achievement: Achievement | None = None
    empty_supply: bool = False

    @property
    def total(self) -> int:
        return self.points + (ACHIEVEMENT_BONUS if self.achievement else 0)


ACHIEVEMENT_BONUS = 3
_new_gain = tuple.__new__  # a Gain without NamedTuple's slower keyword-checking constructor
#: What a Temple always gives her (2 points), and an Inn (nothing yet): made once.
TEMPLE_GAIN = Gain(TEMPLE, points=TEMPLE_POINTS)
INN_GAIN = Gain(INN)


class Supply(Protocol):
    """Where her items come from: the physical table (the person gives them) or a model."""

    def give_automa(self, automa: Automa, item: Item) -> bool:
        """Give her 1 item of this kind; False if the supply has none left."""
        ...


@dataclass(slots=True)
class Automa:
    """One Automa: her traveller, her face-down item columns, her cards and her score."""

    name: str
    key: str = ""  # her name in the log ("green")
    stop: int = 0
    arrival: int = 0
    score: int = 0
    counts: dict[Item, int] = field(default_factory=NO_ITEMS.copy)
    columns: list[Item] = field(default_factory=list)  # item types, left to right
    temple_coins: int = 0
    meal_costs: list[int] = field(default_factory=list)
    achievements: list[Achievement] = field(default_factory=list)
    cards: list[object] = field(default_factory=list)  # the cards a modelled table gave her

    is_automa: bool = True

    def __post_init__(self) -> None:
        self.key = self.key or self.name.casefold()

    def copy(self) -> Automa:
        """A copy that shares nothing that changes (search plays on from copies)."""
        return Automa(self.name, self.key, self.stop, self.arrival, self.score,
                      dict(self.counts), list(self.columns), self.temple_coins,
                      list(self.meal_costs), list(self.achievements), list(self.cards))

    def receive(self, item: Item) -> int:
        """One item: on top of its column, or at the bottom of the leftmost empty column if
        she has none of its kind. Returns how many she now has."""
        count = self.counts[item] + 1
        self.counts[item] = count
        if count == 1:
            self.columns.append(item)
        return count

    def column_of(self, item: Item) -> int:
        """1 for her leftmost column."""
        return self.columns.index(item) + 1

    def eat(self, cost: int) -> None:
        self.meal_costs.append(cost)
        self.score += MEAL_POINTS

    def describe_collection(self) -> str:
        items = joined(item.counted(self.counts[item]) for item in self.columns) or \
            phrase("no items")
        return phrase("{items}; {coins} temple coins", items=items, coins=self.temple_coins)

    def view(self) -> dict[str, object]:
        return {
            "name": self.name,
            "score": self.score,
            "columns": [[item.value, self.counts[item]] for item in self.columns],
            "temple_coins": self.temple_coins,
            "meal_costs": list(self.meal_costs),
            "achievements": [achievement.value for achievement in self.achievements],
        }


def resolve_stop(automa: Automa, space: Space, supply: Supply,
                 panoramas_open: set[Achievement], log: Log, item_points: int = 1) -> Gain:
    """The benefit of the space for her: Temple 2 reserve coins and 2 points; Inn she
    waits; any other space 1 item of its kind and 1 point per item of that kind she now has
    (a Farm gives her 1 coin, not 3). The first to complete a Panorama gets its achievement.
    `panoramas_open` holds the panorama achievements nobody has taken yet. (`item_points`:
    an automa variant's points per item; 1 by the rules.)"""
    actor = automa.key
    if space is TEMPLE:
        automa.temple_coins += TEMPLE_COINS
        automa.score += TEMPLE_POINTS
        if log.enabled:
            log.say(actor, "Temple: 2 coins from the reserve on {name}'s Temple area; she scores "
                    "2 points ({score}).", name=automa.name, score=automa.score)
        return TEMPLE_GAIN
    if space is INN:
        if log.enabled:
            log.say(actor, "{name} waits at the Inn: Meals come when all travellers have "
                    "arrived.", name=automa.name)
        return INN_GAIN
    item = ITEM_OF_SPACE[space]
    if not supply.give_automa(automa, item):
        if log.enabled:
            log.say(actor, "{space}: no {item} is left in the supply, so {name} receives "
                    "nothing and scores nothing.", space=space.title, item=item.title,
                    name=automa.name)
        return _new_gain(Gain, (space, item, automa.counts[item], 0, None, True))
    count = automa.receive(item)
    points = count * item_points
    automa.score += points
    if log.enabled:
        if count == 1:
            where = phrase("at the bottom of her leftmost empty column (column {column})",
                           column=len(automa.columns))
        else:
            where = phrase("on top of its column (column {column})",
                           column=automa.column_of(item))
        log.say(actor, "{space}: {name} receives 1 {item}, {where}; she now has {count}, so she "
                "scores {points} ({score}).", space=space.title, name=automa.name,
                item=item.title, where=where, count=count, score=automa.score,
                points=point_count(points))
    achievement = None
    if count >= 3 and space in SECTIONS and count >= SECTIONS[space]:  # 3: the fewest sections
        wanted = PANORAMA_ACHIEVEMENTS[space]
        if wanted in panoramas_open:
            panoramas_open.discard(wanted)
            achievement = wanted
            automa.achievements.append(wanted)
            automa.score += ACHIEVEMENT_BONUS
            if log.enabled:
                log.say(actor, "{name} is the first to complete the {panorama} Panorama "
                        "({count} cards): she takes the {title} and scores 3 points ({score}).",
                        name=automa.name, panorama=space.title, count=count,
                        title=wanted.title, score=automa.score)
    return _new_gain(Gain, (space, item, count, points, achievement, False))
