"""The board's routes at a physical table without a file's routes: learned one way at a time
(`route_map`), asked only when a shortest route may use a way not known yet, and kept in
the person's component library (a part of `TableAtHand`; see `learning`).

- The ways between two cities are a fact question (``route Beijing – Kabul``): a choice for
  none or one way, or put together by taps (the oases, then the river's seal, of each way:
  ``direct, spicer seal; 2 oases``).
- Every way out of a city is a list, put together by taps (the city, its oases, the river's
  seal), asked when a shorter route could leave the city by a way not known yet; it teaches
  ``Kabul: routes`` and each pair's own fact. A city may be listed twice, by two ways.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from typing import TypeVar

from soloist.engine.errors import InvalidAnswer
from soloist.engine.phrase import phrase
from soloist.engine.questions import Choice, Choices, Question, table_fact
from soloist.games.marco_polo_2.components import route_key, routes_key
from soloist.games.marco_polo_2.data import Board
from soloist.games.marco_polo_2.learning import NEW, CopyAtHand, read_typed_name
from soloist.games.marco_polo_2.map_taps import ListTaps, PairTaps
from soloist.games.marco_polo_2.pieces import Seal
from soloist.games.marco_polo_2.route_map import (
    WAY_CHOICES,
    Details,
    ListedWay,
    Needs,
    Way,
    find,
    pair,
    parse_routes_list,
    read_ways,
    routes_text,
    ways_text,
)

T = TypeVar("T")
Ask = Generator[Question, object, T]

WAY_HELP = phrase("A route passes through no other city on its way. Count the oases on it (each is "
            "a step) and look for a river it crosses (a ship with a guild icon: the Automa "
            "needs that seal). Two cities may be joined by more than one route (directly "
            "across a river, and around it): tap each. Soloist finds the shortest routes "
            "itself.")
WAY_TYPING = phrase("Typed: each route's oases and seal, separated by ';', for example 'direct, "
              "spicer seal; 2 oases'.")
WAYS_HELP = phrase("Each route: tap the city it leads to (without passing through another city), "
             "then its oases, then the seal of any river it crosses; a city joined by two "
             "routes (directly across a river, and around it) is tapped twice.")
WAYS_TYPING = phrase("Typed: the routes separated by ';': Kabul, 1 oasis; Xian, spicer seal; Xian, "
               "2 oases. A city not named yet: its name (or new: NAME). 'none' if there are "
               "no others.")


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
        """Every way between `a` and `b`: none, or each one's oases and seals (one way is a
        choice, several are put together by taps; kept)."""
        board = self.board
        name_a, name_b = board.name(a), board.name(b)
        answer = yield table_fact(
            "map.way",
            phrase("The routes between {city} and {other} that pass through no other city: "
                   "none, or how many oases lie on each, and the river it crosses (the guild "
                   "seal it needs)?", city=name_a, other=name_b),
            choices=WAY_CHOICES, text=read_ways,
            examples=("4 oases", "direct, spicer seal; 2 oases"), help=WAY_HELP, typing=WAY_TYPING,
            context={"a": a, "b": b},
            fact=route_key(name_a, name_b) if self.uses_library else None,
            taps=PairTaps(name_a, name_b))
        assert isinstance(answer, tuple)
        board.learn_ways(a, b, answer)

    def ask_ways_out(self, city: str) -> Ask[None]:
        """Every way out of `city`: from the person's components, else asked as a list and
        kept (with each pair's own fact, so the other city knows it too)."""
        board = self.board
        name = board.name(city)
        key = routes_key(name)
        if self.uses_library:
            text = yield from self.recall(key, f"The routes out of {name}:")
            if text is not None and self._learn_list(city, text):
                return
        said = "; ".join(self._listed(city, way).text()
                         for way in board.learned_map.ways_of(city))
        others = [other.name for other in board.cities if other.id != city]
        listed = yield table_fact(
            "map.ways",
            phrase("Every route out of {city} to another city, other than those Soloist knows "
                   "({known}): the cities they lead to, each with its oases and the seal of "
                   "any river it crosses?", city=name, known=said) if said else
            phrase("Every route out of {city} to another city, other than those Soloist knows: "
                   "the cities they lead to, each with its oases and the seal of any river it "
                   "crosses?", city=name),
            choices=NO_OTHER_ROUTE, text=lambda text: self.read_list(city, text),
            examples=("none",), help=WAYS_HELP, typing=WAYS_TYPING, context={"city": city},
            taps=ListTaps(name, others, new_names=self.names_cities))
        assert isinstance(listed, list)
        for other, details in self._by_city(listed).items():
            if pair(city, other) in board.learned_map.ways:
                continue  # told before: the same ways (`read_list` checks)
            ways = board.learn_ways(city, other, details)
            if self.uses_library:
                self.teach(route_key(name, board.name(other)),
                           ways_text((way.oases, way.seals) for way in ways))
        board.learn_all_ways(city)
        if self.uses_library:
            every = [self._listed(city, way) for way in board.learned_map.ways_of(city)]
            self.teach(key, routes_text(every))

    def _by_city(self, listed: Sequence[object]) -> dict[str, list[Details]]:
        """The ways of a list, by the city they lead to (a new one is named now)."""
        by_city: dict[str, list[Details]] = {}
        for entry in listed:
            assert isinstance(entry, ListedWay)
            other = self.city_of(entry.name) or self.city_named(entry.name)
            by_city.setdefault(other, []).append((entry.oases, entry.seals))
        return by_city

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
        by_city: dict[str, list[Details]] = {}
        for entry, other in zip(listed, ids, strict=True):
            target = other or self.city_named(entry.name, kept=True)
            by_city.setdefault(target, []).append((entry.oases, entry.seals))
        for target, details in by_city.items():
            self.board.learn_ways(city, target, details)
        self.board.learn_all_ways(city)
        return True

    def read_list(self, city: str, text: str) -> list[ListedWay]:
        """The other ways out of `city`, typed; `ValueError` saying what is wrong: a city
        that is not a neighbour of itself, a way Soloist knows otherwise (every way between
        two cities is known at once), a city of no board (a board file's cities only), a
        near miss of a city named before."""
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
                raise InvalidAnswer(phrase("{name} is not a city of your board file",
                                           name=typed.name))
            known = board.learned_map.ways.get(pair(city, other)) if other is not None \
                else None
            if known is not None and all((way.oases, way.seals) != (entry.oases, entry.seals)
                                         for way in known):
                was = ways_text((way.oases, way.seals) for way in known)
                raise InvalidAnswer(
                    phrase("Soloist knows the routes between {city} and {other} as: {routes}",
                           city=name, other=typed.name, routes=was) if known else
                    phrase("Soloist knows the routes between {city} and {other} as: no route "
                           "passes no other city", city=name, other=typed.name))
            checked.append(ListedWay(typed.name, entry.oases, entry.seals))
        return checked


#: The answer "no other route" to the list of the routes out of a city.
NO_OTHER_ROUTE = Choices([Choice("none", phrase("No other route"), [], ("no", "nothing"))])

__all__ = ["NEW", "MapAtHand"]
