"""The board's routes as Soloist learns them at the table, one route at a time.

"If there are several routes to reach a given city, the Automa always chooses the shortest
route. However, like a normal player, it needs the right seals to cross the rivers, so
sometimes it will be forced to take the longer way."

Without a board file's routes, Soloist learns the map as a graph of **ways**: a way joins
two neighbouring cities (one is reached from the other without passing through another
city), through the locations between them (oases, each one step), and needs the guild seal
of each river it crosses. Two cities may be joined by **several ways** (directly across a
river, and by a longer way around it: the seed's "forced to take the longer way"), so a
pair of cities is known with all its ways at once. Soloist asks about a pair only when a
shortest route might use it, and computes every shortest route itself, with the Automa's
seals of the moment: it never asks how many steps lie between two cities that are not
neighbours.

Two questions teach the map (`table.TableAtHand.route_steps` asks them):

- the ways between two cities (`map.way`): none that passes no other city, or the oases on
  each and the seal it needs;
- every way out of a city (`map.ways`, a list), when a shorter route could leave it by a
  way not known yet.

`find` says which, or the steps. It is exact: it searches the ways known, with the
Automa's seals, for the fewest steps `best`; a route with fewer steps would have to leave
some city `u` it reaches (in `d` steps) by a way not known yet, and so would take at least
`d + 1` steps (that way leading straight to the target: but every way between `u` and the
target is known once their pair is) or `d + 2` (leading to another city first). Soloist
asks about the nearest such city until no unknown way could beat `best`.

Each way is kept as locations on the board (its oases, named by the cities they lie
between), so that the Automa's figure can stand on one after a single advancement.
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from soloist.engine.errors import InvalidAnswer
from soloist.engine.phrase import phrase
from soloist.engine.questions import Choice, Choices
from soloist.games.marco_polo_2.pieces import Seal

#: The most oases a way may have between its two cities (far above any printed one).
MOST_OASES = 6
#: The answer for two cities that no way joins directly (a way between them passes through
#: another city).
NO_WAY = "none"


@dataclass(frozen=True, slots=True)
class Way:
    """A route between two neighbouring cities: `oases` locations between them, and the
    seals of the rivers it crosses (one per step at most)."""

    a: str
    b: str
    oases: int = 0
    seals: tuple[Seal, ...] = ()

    @property
    def steps(self) -> int:
        return self.oases + 1

    def other(self, city: str) -> str:
        return self.b if city == self.a else self.a


def pair(a: str, b: str) -> frozenset[str]:
    return frozenset((a, b))


#: A way's oases and the seals of the rivers it crosses, as told.
Details = tuple[int, tuple[Seal, ...]]


def details_order(details: Details) -> tuple[int, list[int]]:
    """The order the ways of one pair are kept in: the fewest steps first, then by seal."""
    oases, seals = details
    return oases, [SEAL_ORDER.index(seal) for seal in seals]


# -- the written form of a way ----------------------------------------------------------------

def way_text(oases: int, seals: Iterable[Seal] = ()) -> str:
    """``direct``, ``1 oasis``, ``2 oases, spicer seal``, ``direct, spicer and tailor
    seals``: a way's oases and seals as a person reads them (and the library keeps them)."""
    words = "direct" if not oases else f"{oases} oasis" if oases == 1 else f"{oases} oases"
    held = [seal.value for seal in seals]
    if held:
        words += ", " + " and ".join(held) + (" seal" if len(held) == 1 else " seals")
    return words


_SEAL_WORDS = {seal.value: seal for seal in Seal}
#: Seals are kept in this order (the same way read twice is the same text).
SEAL_ORDER = list(Seal)
_DETAIL_WORDS = {"direct", "directly", "oasis", "oases", "seal", "seals", "and", "no",
                 "with", "through", "needs", "a", "the", *_SEAL_WORDS}


def read_details(words: list[str], where: str) -> tuple[int, tuple[Seal, ...]]:
    """A way's oases and seals from its words (``2 oases spicer``); `ValueError` naming
    `where`."""
    oases: int | None = None
    seals: list[Seal] = []
    for word in words:
        if word.isdigit():
            if oases is not None:
                raise InvalidAnswer(phrase("{where}: give the oases once", where=where))
            oases = int(word)
        elif word in _SEAL_WORDS:
            if _SEAL_WORDS[word] in seals:
                raise InvalidAnswer(phrase("{where}: the {word} seal is given twice", where=where,
                                           word=word))
            seals.append(_SEAL_WORDS[word])
        elif word not in _DETAIL_WORDS:
            raise InvalidAnswer(phrase("{where}: {word} is not a number of oases nor a guild seal "
                                       "(farmer, spicer, tailor, jeweler)", where=where,
                                       word=repr(word)))
    oases = oases or 0
    seals = sorted(seals, key=SEAL_ORDER.index)
    if oases > MOST_OASES:
        raise InvalidAnswer(phrase("{where}: {oases} oases; a way has at most {most_oases}",
                                   where=where, oases=oases, most_oases=MOST_OASES))
    if len(seals) > oases + 1:
        raise InvalidAnswer(phrase("{where}: {seals} seals on a way of {steps} steps: at most "
                                   "one river a step", where=where, seals=len(seals),
                                   steps=oases + 1) if oases else
                            phrase("{where}: {seals} seals on a way of 1 step: at most one "
                                   "river a step", where=where, seals=len(seals)))
    return oases, tuple(seals)


def _words(text: str) -> list[str]:
    return re.sub(r"[,;()]+", " ", text.casefold()).split()


def ways_text(ways: Iterable[Details]) -> str:
    """The ways between two cities as a person reads them (and the library keeps them),
    the fewest steps first: ``direct, spicer seal; 2 oases``, or ``none``."""
    ordered = sorted(set(ways), key=details_order)
    return "; ".join(way_text(oases, seals) for oases, seals in ordered) or NO_WAY


def parse_ways(text: str) -> tuple[Details, ...]:
    """What `ways_text` wrote, in its order (none: ``none``); `ValueError` if not
    understood, or a way given twice."""
    parts = [part for part in text.split(";") if part.strip()]
    if [_words(part) for part in parts] == [[NO_WAY]]:
        return ()
    if not parts:
        raise InvalidAnswer(phrase("say the oases on each route and its seal, or none"))
    found: list[Details] = []
    for part in parts:
        words = _words(part)
        if words == [NO_WAY]:
            raise InvalidAnswer(phrase("'none' is no route: it goes alone"))
        details = read_details(words, phrase("the route") if len(parts) == 1
                               else repr(part.strip()))
        if details in found:
            raise InvalidAnswer(phrase("{route}: the same route is given twice",
                                       route=way_text(*details)))
        found.append(details)
    return tuple(sorted(found, key=details_order))


def parse_way(text: str) -> Details | None:
    """One way as `way_text` wrote it (None: ``none``); `ValueError` if not understood or
    if it gives several."""
    ways = parse_ways(text)
    if len(ways) > 1:
        raise InvalidAnswer(phrase("one route only"))
    return ways[0] if ways else None


def way_choices() -> Choices:
    """The ways a person taps when two cities are joined by one way: none, or 0-3 oases
    with no seal or one seal (several ways, and the rest, are put together by taps:
    `map_taps`). Each choice's value is the pair's ways."""
    items = [Choice(NO_WAY, phrase("No: a route between them passes through another city"), (),
                    ("no",))]
    for seal in (None, *Seal):
        for oases in range(4):
            seals = () if seal is None else (seal,)
            text = way_text(oases, seals)
            where = phrase("Directly (no oasis between)") if not oases else \
                phrase("Through 1 oasis") if oases == 1 else \
                phrase("Through {oases} oases", oases=oases)
            label = where if seal is None else phrase("{way}, needs the {seal}", way=where,
                                                      seal=seal.title)
            items.append(Choice(text, label, ((oases, seals),)))
    return Choices(items)


WAY_CHOICES = way_choices()


def read_ways(text: str) -> tuple[Details, ...]:
    """The ways between two cities typed (``4 oases``, ``direct, spicer seal; 2 oases``)."""
    found = parse_ways(text)
    if not found:  # pragma: no cover - "none" is a choice
        raise InvalidAnswer(phrase("'none' is a choice"))
    return found


# -- the ways out of a city, as a typed list ---------------------------------------------------

@dataclass(frozen=True, slots=True)
class ListedWay:
    """One way of a city's list: the city it leads to (as named), its oases and seals."""

    name: str
    oases: int
    seals: tuple[Seal, ...]

    def text(self) -> str:
        details = way_text(self.oases, self.seals)
        return self.name if details == "direct" else f"{self.name}, {details}"


def split_listed(entry: str) -> tuple[str, list[str]]:
    """A listed way's city name and its detail words: the words after the name that give
    oases and seals (``Kabul 2 oases spicer`` → ``Kabul``, ``[2, oases, spicer]``)."""
    words = entry.replace(",", " ").split()
    end = len(words)
    while end > 1 and (words[end - 1].casefold() in _DETAIL_WORDS or words[end - 1].isdigit()):
        end -= 1
    return " ".join(words[:end]), [word.casefold() for word in words[end:]]


def routes_text(ways: Iterable[ListedWay]) -> str:
    """The ways out of a city as the library keeps them: ``Kabul; Xian, 1 oasis``."""
    return "; ".join(way.text() for way in ways) or NO_WAY


def parse_routes_list(text: str) -> list[ListedWay]:
    """What `routes_text` wrote; `ValueError` if not understood. A city may be listed more
    than once, by different routes (directly across a river, and around it); the same
    route twice is refused."""
    listed: list[ListedWay] = []
    if text.strip().casefold() == NO_WAY:
        return listed
    for entry in (part.strip() for part in text.split(";")):
        if not entry:
            continue
        name, details = split_listed(entry)
        if not name:
            raise InvalidAnswer(phrase("{entry} names no city", entry=repr(entry)))
        oases, seals = read_details(details, name)
        listed.append(ListedWay(name, oases, seals))
    seen = [(way.name.casefold().removeprefix("new:").strip(), way.oases, way.seals)
            for way in listed]
    if len(seen) != len(set(seen)):
        raise InvalidAnswer(phrase("a route is listed twice"))
    return listed


# -- the search --------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Needs:
    """What Soloist must learn before it knows the shortest route: the way between `city`
    and `target`, or (target None) every way out of `city`."""

    city: str
    target: str | None = None


class Learned:
    """The map as far as it is known, for `find` (a part of a board learned at the table)."""

    def __init__(self) -> None:
        #: Every way between two cities (none: no way passes no other city), by their pair:
        #: a pair is known with all its ways at once.
        self.ways: dict[frozenset[str], tuple[Way, ...]] = {}
        #: The cities whose every way is known.
        self.all_ways: set[str] = set()
        #: The locations the ways' oases became (named by the cities they lie between).
        self.oases: set[str] = set()

    def copy(self) -> Learned:
        other = Learned()
        other.ways = dict(self.ways)
        other.all_ways = set(self.all_ways)
        other.oases = set(self.oases)
        return other

    def ways_of(self, city: str) -> list[Way]:
        return [way for key, ways in self.ways.items() if city in key for way in ways]


Neighbours = Mapping[str, tuple[tuple[str, Seal | None], ...]]


def reach(neighbours: Neighbours, origin: str, seals: frozenset[Seal]) -> dict[str, int]:
    """Steps from `origin` to every location the ways known reach with these seals, in the
    order found (nearest first)."""
    distance = {origin: 0}
    queue = deque([origin])
    while queue:
        here = queue.popleft()
        for there, seal in neighbours.get(here, ()):
            if there not in distance and (seal is None or seal in seals):
                distance[there] = distance[here] + 1
                queue.append(there)
    return distance


def find(neighbours: Neighbours, learned: Learned, cities: frozenset[str] | set[str],
         origin: str, target: str, seals: frozenset[Seal]) -> int | Needs | None:
    """The fewest steps from `origin` (a city, or an oasis of a way known) to the city
    `target` along routes open to `seals` (None: no route is open), or what must be learned
    first. `cities` are the board's cities (the other locations are oases of known ways)."""
    distance = reach(neighbours, origin, seals)
    best = distance.get(target)
    for place, steps in distance.items():
        if best is not None and steps + 1 >= best:
            break  # found nearest first: no unknown way from here on can be shorter
        if place == target or place not in cities or place in learned.all_ways:
            continue
        key = pair(place, target)
        if key not in learned.ways:
            return Needs(place, target)
        if best is None or steps + 2 < best:
            return Needs(place)
    return best


def ways_of_board(neighbours: Neighbours, cities: Iterable[str]) -> list[Way]:
    """The ways of a board whose routes are all given: from each city, through oases only,
    to each neighbouring city — every such way that another does not beat (as short or
    shorter, needing no seal it does not need), so that a way across a river and a longer
    one around it are both there. For the tests and the scripted table that reads a whole
    copy."""
    city_set = set(cities)
    found: dict[frozenset[str], set[Details]] = {}

    def walk(city: str, here: str, path: set[str], seals: frozenset[Seal], oases: int) -> None:
        for there, seal in neighbours.get(here, ()):
            if there in path:
                continue
            held = seals if seal is None else seals | {seal}
            if there in city_set:
                if there != city:
                    found.setdefault(pair(city, there), set()).add(
                        (oases, tuple(sorted(held, key=SEAL_ORDER.index))))
            else:
                walk(city, there, path | {there}, held, oases + 1)

    for city in sorted(city_set):
        walk(city, city, {city}, frozenset(), 0)
    ways = []
    for key, told in found.items():
        first, second = sorted(key)
        for oases, seals in sorted(told, key=details_order):
            if not any(other != (oases, seals) and other[0] <= oases and
                       set(other[1]) <= set(seals) for other in told):
                ways.append(Way(first, second, oases, seals))
    return ways


__all__ = [
    "MOST_OASES",
    "NO_WAY",
    "WAY_CHOICES",
    "Details",
    "Learned",
    "ListedWay",
    "Needs",
    "Way",
    "find",
    "pair",
    "parse_routes_list",
    "parse_way",
    "parse_ways",
    "reach",
    "read_ways",
    "routes_text",
    "way_text",
    "ways_of_board",
    "ways_text",
]
