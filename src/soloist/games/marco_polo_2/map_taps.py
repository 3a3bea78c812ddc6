"""The routes of the board, told by taps (`map_at_hand` asks them).

A route is told as it is read off the board: the city it leads to, then its oases (each a
step), then the river it crosses, tapped among the pictured guild seals ("no river" when it
crosses none; a second river on a long route, rarely). Two cities may be joined by several
routes — directly across a river, and a longer way around it — so a city may be told more
than once, and the routes between two cities are told together:

- `PairTaps`: the routes between two cities (``direct, spicer seal; 2 oases``);
- `ListTaps`: every route out of a city (``Xian, 1 oasis; Xian, spicer seal; new:
  Samarkand``).

The answer is the text those questions read typed (`route_map.read_ways`,
`MapAtHand.read_list`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from soloist.engine import tableview as tv
from soloist.engine.errors import InvalidAnswer
from soloist.engine.phrase import phrase
from soloist.engine.taps import Draft, Step, Tap, Taps
from soloist.games.marco_polo_2.pieces import Seal
from soloist.games.marco_polo_2.route_map import (
    MOST_OASES,
    ListedWay,
    routes_text,
    way_text,
    ways_text,
)
from soloist.games.marco_polo_2.tap_words import (
    END,
    NEW,
    Reader,
    checked_name,
    not_understood,
    seal_taps,
    unfinished,
    way_picture,
)

ORDINALS = (phrase("first"), phrase("second"), phrase("third"), phrase("fourth"),
            phrase("fifth"))
NEXT = phrase("next")
NO_ROUTE_YET = phrase("no route tapped yet")
ROUTES = phrase("routes")


def oases_label(oases: int) -> str:
    if not oases:
        return phrase("Directly (no oasis)")
    return phrase("{oases} oasis", oases=oases) if oases == 1 else \
        phrase("{oases} oases", oases=oases)


@dataclass
class Route:
    """A route as far as it is tapped: where it leads (a list's), its oases, its rivers."""

    city: str = ""
    oases: int | None = None
    seals: list[Seal] = field(default_factory=list)
    ended: bool = False

    def text(self) -> str:
        details = way_text(self.oases or 0, self.seals)
        if not self.city:
            return details
        return self.city if details == "direct" else f"{self.city}, {details}"


def read_routes(draft: Draft, with_city: bool) -> list[Route]:
    """The routes of a draft: each its city (`with_city`), oases, seals and an end; the last
    may be unfinished."""
    reader = Reader(draft)
    routes: list[Route] = []
    try:
        while reader.more:
            route = Route()
            routes.append(route)
            if with_city:
                route.city = reader.take()
                if not route.city or route.city == END:
                    raise not_understood()
                if not reader.more:
                    break
            route.oases = reader.number(0, MOST_OASES)
            while reader.more and not route.ended:
                word = reader.take()
                if word == END:
                    route.ended = True
                    break
                seal = Seal(word)
                if seal in route.seals:
                    raise not_understood()
                route.seals.append(seal)
                route.ended = len(route.seals) == route.oases + 1
    except ValueError:
        raise not_understood() from None
    return routes


def oases_taps() -> tuple[Tap, ...]:
    return tuple(Tap(str(oases), oases_label(oases),
                     tv.Card(way_text(oases), colour="teal", picture=way_picture(oases)))
                 for oases in range(MOST_OASES + 1))


def rivers_step(route: Route, where: str) -> Step:
    """The river the route crosses (the guild seal it needs), or another one."""
    left = [seal for seal in Seal if seal not in route.seals]
    if route.seals:
        return Step(phrase("Does the route {where} cross another river?", where=where),
                    seal_taps(left, phrase("No other river")))
    return Step(phrase("Does the route {where} cross a river (a ship with a guild icon)? The "
                       "seal it needs:", where=where), seal_taps(left, phrase("No river")))


def routes_picture(title: str, routes: Sequence[Route]) -> tv.Card:
    return tv.Card(title, colour="teal", kind=ROUTES,
                   lines=tuple(route.text() + ("" if route.ended else " …")
                               for route in routes) or (NO_ROUTE_YET,))


class PairTaps(Taps):
    """The routes between two cities, one after another: its oases, then its rivers."""

    def __init__(self, a: str, b: str) -> None:
        self.a, self.b = a, b

    def step(self, draft: Draft) -> Step:
        routes = read_routes(draft, with_city=False)
        where = phrase("between {a} and {b}", a=self.a, b=self.b)
        if routes and not routes[-1].ended:
            return rivers_step(routes[-1], where)
        nth = ORDINALS[len(routes)] if len(routes) < len(ORDINALS) else NEXT
        prompt = (phrase("A route {where} that passes through no other city: how many oases "
                         "lie on it?", where=where) if not routes else
                  phrase("Is there a {nth} route {where}? How many oases lie on it?", nth=nth,
                         where=where))
        return Step(prompt, oases_taps(), done=bool(routes),
                    done_label=phrase("That is every route between them"))

    def text(self, draft: Draft) -> str:
        routes = read_routes(draft, with_city=False)
        if routes and not routes[-1].ended:
            raise unfinished(self.step(draft).prompt)
        return ways_text((route.oases or 0, tuple(route.seals)) for route in routes)

    def shown(self, draft: Draft) -> str:
        return "; ".join(route.text() for route in read_routes(draft, with_city=False))

    def picture(self, draft: Draft) -> tv.Card:
        return routes_picture(phrase("Routes between {a} and {b}", a=self.a, b=self.b),
                              read_routes(draft, with_city=False))


class ListTaps(Taps):
    """Every route out of a city: the city each leads to (one named before, or a new one
    typed once), its oases, its rivers. A city joined by two routes is tapped twice."""

    def __init__(self, city: str, others: Sequence[str], *, new_names: bool) -> None:
        self.city = city
        self.others = tuple(others)
        self.new_names = new_names

    def step(self, draft: Draft) -> Step:
        routes = read_routes(draft, with_city=True)
        if routes and routes[-1].oases is None:
            return Step(phrase("The route from {city} to {other}: how many oases lie on it?",
                               city=self.city, other=shown_name(routes[-1].city)),
                        oases_taps())
        if routes and not routes[-1].ended:
            return rivers_step(routes[-1], phrase("to {city}",
                                                  city=shown_name(routes[-1].city)))
        named = [route.city for route in routes if route.city.startswith(NEW)]
        taps = (*(Tap(name, name) for name in self.others),
                *(Tap(name, shown_name(name)) for name in dict.fromkeys(named)))
        prompt = (phrase("A route out of {city}: which city does it lead to (passing "
                         "through no other city)?", city=self.city) if not routes else
                  phrase("Another route out of {city}? Where does it lead?", city=self.city))
        return Step(prompt, taps, new_name=phrase("A city not met before: its name as printed "
                                                  "on your board") if self.new_names else "",
                    done=bool(routes),
                    done_label=phrase("That is every route out of {city}", city=self.city))

    def name_word(self, name: str) -> str:
        """A city typed: one named before (any case), else a new one."""
        name = checked_name(name)
        if name.casefold() == self.city.casefold():
            raise InvalidAnswer(phrase("{city}: a route leads to another city", city=name))
        known = next((other for other in self.others if other.casefold() == name.casefold()),
                     None)
        return known or f"{NEW} {name}"

    def text(self, draft: Draft) -> str:
        routes = read_routes(draft, with_city=True)
        if routes and not routes[-1].ended:
            raise unfinished(self.step(draft).prompt)
        return routes_text(ListedWay(route.city, route.oases or 0, tuple(route.seals))
                           for route in routes)

    def shown(self, draft: Draft) -> str:
        return "; ".join(shown_name(route.text()) for route in read_routes(draft, True))

    def picture(self, draft: Draft) -> tv.Card:
        routes = read_routes(draft, with_city=True)
        for route in routes:
            route.city = shown_name(route.city)
        return routes_picture(phrase("Routes out of {city}", city=self.city), routes)


def shown_name(name: str) -> str:
    """A city as a person reads it (a new one without the mark it is written with)."""
    return name.removeprefix(NEW).strip()


__all__ = ["ListTaps", "PairTaps"]
