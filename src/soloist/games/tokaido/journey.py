"""The state every traveller shares: the road, who stands where, the arrivals at the inns,
the panorama achievements still to be taken, the log and the table.

    The player whose Traveler is farthest behind on the road is the player who takes the
    next turn. [...] The first Traveler [at an Inn] occupies the space nearest the road, and
    later Travelers form a line after him. [...] The last Traveler on the route — that is,
    the one farthest from the Inn — takes the next turn.

With 3 travellers the second spaces of the double stops are never used (the fact sheet
§2.4), so a road stop holds one traveller and an inn holds everyone.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from operator import attrgetter
from typing import Protocol

from soloist.engine.log import Log
from soloist.games.tokaido.cards import PANORAMA_ACHIEVEMENTS, Achievement
from soloist.games.tokaido.road import Road
from soloist.games.tokaido.table import Table


class OnTheRoad(Protocol):
    name: str
    stop: int
    arrival: int

    @property
    def key(self) -> str: ...

    @property
    def is_automa(self) -> bool: ...


#: The sort key of the line at an inn.
by_arrival = attrgetter("arrival")


@dataclass
class Journey:
    road: Road
    log: Log
    table: Table
    travellers: list[OnTheRoad] = field(default_factory=list)
    occupied: list[bool] = field(default_factory=list)
    panoramas_open: set[Achievement] = field(
        default_factory=lambda: set(PANORAMA_ACHIEVEMENTS.values()))
    arrivals: int = 0

    def __post_init__(self) -> None:
        self.occupied = [False] * len(self.road.spaces)

    def free_stops(self, start: int) -> list[int]:
        """The unoccupied stops a traveller at `start` may move to: never backwards, never
        past the next inn (which always has room)."""
        occupied = self.occupied
        return [stop for stop in self.road.ahead[start] if not occupied[stop]]

    def line_up(self, order: list[OnTheRoad]) -> None:
        """The starting line at the first inn: `order[0]` leaves first."""
        for traveller in reversed(order):  # the first to leave arrived last
            self.arrivals += 1
            traveller.stop = 0
            traveller.arrival = self.arrivals

    def move(self, traveller: OnTheRoad, stop: int) -> None:
        occupied = self.occupied
        occupied[traveller.stop] = False
        traveller.stop = stop
        if self.road.is_inn[stop]:
            self.arrivals += 1
            traveller.arrival = self.arrivals
        else:
            occupied[stop] = True

    def rearmost(self) -> OnTheRoad:
        """The traveller farthest behind; at an inn, the last to arrive. (There are always
        3 travellers, you and the two Automas: compared without a loop.)"""
        first, second, third = self.travellers
        best = first
        if second.stop < best.stop or (second.stop == best.stop and
                                       second.arrival > best.arrival):
            best = second
        if third.stop < best.stop or (third.stop == best.stop and third.arrival > best.arrival):
            best = third
        return best

    def everyone_at(self, stop: int) -> bool:
        for traveller in self.travellers:  # noqa: SIM110 - a loop spares all()'s generator
            if traveller.stop != stop:
                return False
        return True

    def arrival_order(self, stop: int) -> list[OnTheRoad]:
        return sorted([t for t in self.travellers if t.stop == stop], key=by_arrival)

    def positions(self) -> dict[str, int]:
        return {traveller.name: self.road.positions[traveller.stop]
                for traveller in self.travellers}

    def describe_positions(self) -> str:
        return "; ".join(f"{traveller.name}: {self.road.where(traveller.stop)}"
                         for traveller in sorted(self.travellers, key=lambda t: -t.stop))

    def take_panorama_achievement(self, achievement: Achievement) -> bool:
        """True if nobody had it yet (it is now taken)."""
        if achievement in self.panoramas_open:
            self.panoramas_open.discard(achievement)
            return True
        return False
