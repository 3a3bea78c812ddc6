"""The board's routes at a physical table without a file's routes: learned one way at a time
(`route_map`), asked only when a shortest route may use a way not known yet, and kept in
the person's component library (a part of `TableAtHand`; see `learning`).

- The way between two cities is a fact question (``route Beijing – Kabul``): a choice, or
  typed when it is none of them (``4 oases``, ``1 oasis, spicer and tailor seals``).
- Every way out of a city is a typed list, asked when a shorter route could leave the city
  by a way not known yet; it teaches ``Kabul: routes`` and each way's own fact.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TypeVar

from soloist.engine.questions import Question, table_fact
from soloist.games.marco_polo_2.components import route_key, routes_key
from soloist.games.marco_polo_2.data import Board
from soloist.games.marco_polo_2.learning import NEW, CopyAtHand, read_typed_name
from soloist.games.marco_polo_2.pieces import Seal
from soloist.games.marco_polo_2.route_map import (
    WAY_CHOICES,
    ListedWay,
    Needs,
    Way,
    find,
    pair,
    parse_routes_list,
    read_way,
    routes_text,
    way_text,
)

T = TypeVar("T")
Ask = Generator[Question, object, T]

WAY_HELP = ("A route passes through no other city on its way. Count the oases on it (each is "
            "a step) and look for a river it crosses (a ship with a guild icon: the Automa "
            "needs that seal). Soloist finds the shortest routes itself.")
WAYS_HELP = ("The routes separated by ';', each: the city it leads to (without passing "
             "through another city), then its oases and the seal of any river it crosses, "
             "for example: Kabul, 1 oasis; Xian, spicer seal; Balkh, 2 oases. A city not named "
             "yet: its name (or new: NAME). 'none' if there are no others.")


class MapAtHand(CopyAtHand):
    """How a table at hand learns the routes of the person's board (a part of
    `TableAtHand`)."""

    board: Board

    @property
    def names_cities(self) -> bool:
        """Whether the person may name a city Soloist does not know yet (a board learned at
        the table, without a map)."""
        return self.board.learned and self.uses_library and not self.board.has_routes

    def city_of(self, name: str) -> str | None:
        """The id of the city named `name` on this board (None: not one of its cities)."""
        folded = name.casefold()
        for city in self.board.cities:
            if city.name.casefold() == folded:
                return city.id
        return None

    # -- the shortest route ----------------------------------------------------------------

    def route_steps(self, origin: str, target: str, seals: frozenset[Seal]) -> Ask[int | None]:
        """The fewest steps from `origin` (where the Automa's figure stands: a city, or an
        oasis of a way known) to the city `target` by a route open to `seals` (None: none
        is open), learning the ways it needs first."""
        board = self.board
        while True:
            found = find(board.neighbours, board.learned_map, board.city_ids, origin,
                         target, seals)
            if not isinstance(found, Needs):
                return found
            if found.target is not None:
                yield from self.ask_way(found.city, found.target)
            else:
                yield from self.ask_ways_out(found.city)

    def ask_way(self, a: str, b: str) -> Ask[None]:
        """The way between `a` and `b`: none, or its oases and seals (a choice; kept)."""
        board = self.board
        name_a, name_b = board.name(a), board.name(b)
        answer = yield table_fact(
            "map.way",
            f"Is there a route between {name_a} and {name_b} that passes through no other "
            "city? If so, how many oases lie on it, and does it cross a river (the guild seal "
            "it needs)?",
            choices=WAY_CHOICES, text=read_way,
            examples=("4 oases", "1 oasis, spicer and tailor seals"), help=WAY_HELP,
            context={"a": a, "b": b},
            fact=route_key(name_a, name_b) if self.uses_library else None)
        if answer is None:
            board.learn_no_way(a, b)
            return
        assert isinstance(answer, tuple)
        oases, seals = answer
        board.learn_way(a, b, oases, seals)

    def ask_ways_out(self, city: str) -> Ask[None]:
        """Every way out of `city`: from the person's components, else asked as a list and
        kept (with each way's own fact, so the other city knows it too)."""
        board = self.board
        name = board.name(city)
        key = routes_key(name)
        if self.uses_library:
            text = yield from self.recall(key, f"The routes out of {name}:")
            if text is not None and self._learn_list(city, text):
                return
        said = "; ".join(self._listed(city, way).text()
                         for way in board.learned_map.ways_of(city))
        listed = yield table_fact(
            "map.ways",
            f"Every route out of {name} to another city, other than those Soloist knows"
            + (f" ({said})" if said else "") + ": the cities they lead to, each with its "
            "oases and the seal of any river it crosses ('none' if there are no others)?",
            text=lambda text: self.read_list(city, text), examples=("none",),
            help=WAYS_HELP, context={"city": city})
        assert isinstance(listed, list)
        for entry in listed:
            assert isinstance(entry, ListedWay)
            other = self.city_of(entry.name) or self.city_named(entry.name)
            way = board.learn_way(city, other, entry.oases, entry.seals)
            if self.uses_library:
                self.teach(route_key(name, board.name(way.other(city))),
                           way_text(way.oases, way.seals))
        board.learn_all_ways(city)
        if self.uses_library:
            every = [self._listed(city, way) for way in board.learned_map.ways_of(city)]
            self.teach(key, routes_text(every))

    def _listed(self, city: str, way: Way) -> ListedWay:
        return ListedWay(self.board.name(way.other(city)), way.oases, way.seals)

    def _learn_list(self, city: str, text: str) -> bool:
        """The ways out of `city` as the person's components list them; False (asked
        instead) when the list names a city this board does not have."""
        try:
            listed = parse_routes_list(text)
        except ValueError:
            return False
        ids = [self.city_of(entry.name) for entry in listed]
        if None in ids and not self.names_cities:
            return False
        for entry, other in zip(listed, ids, strict=True):
            target = other or self.city_named(entry.name, kept=True)
            self.board.learn_way(city, target, entry.oases, entry.seals)
        self.board.learn_all_ways(city)
        return True

    def read_list(self, city: str, text: str) -> list[ListedWay]:
        """The other ways out of `city`, typed; `ValueError` saying what is wrong: a city
        that is not a neighbour of itself, a way Soloist knows otherwise, a city of no board
        (a board file's cities only), a near miss of a city named before."""
        board = self.board
        name = board.name(city)
        entries = parse_routes_list(text)
        names = [other.name for other in board.cities if other.id != city]
        checked = []
        for entry in entries:
            typed = read_typed_name(entry.name, names, refused=[name],
                                    why_refused="a route leads to another city")
            other = self.city_of(typed.name)
            if other is None and not self.names_cities:
                raise ValueError(f"{typed.name} is not a city of your board file")
            if other is not None and pair(city, other) in board.learned_map.ways:
                way = board.learned_map.ways[pair(city, other)]
                was = "no route passes no other city" if way is None else \
                    way_text(way.oases, way.seals)
                if way is None or (way.oases, way.seals) != (entry.oases, entry.seals):
                    raise ValueError(f"Soloist knows the route between {name} and "
                                     f"{typed.name} as: {was}")
            checked.append(ListedWay(typed.name, entry.oases, entry.seals))
        return checked


__all__ = ["NEW", "MapAtHand"]
