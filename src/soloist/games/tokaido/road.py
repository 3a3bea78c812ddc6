"""The Tokaido road: 55 positions from Kyoto to Edo, 5 inns among them.

The road is read from `data/road.toml` (the fact sheet's sequence) and checked when loaded.
A play walks it in the journey's direction: *stop* 0 is the starting inn and stop 54 the
last inn (Edo, or Kyoto on the Return Trip). `position` is the fact sheet's number of a
stop (1 = Kyoto, 55 = Edo), shown to a person alongside the space.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from enum import StrEnum
from functools import cache, cached_property
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from soloist.engine.documents import load
from soloist.engine.errors import DataFileError
from soloist.engine.phrase import phrase

DATA = Path(__file__).parent / "data"
ROAD_FILE = DATA / "road.toml"

#: The fact sheet's certain facts the road file must agree with (§2.1).
POSITIONS = 55
INN_POSITIONS = (1, 15, 28, 42, 55)
DOUBLE_STOPS = 24
STOPS_BY_TYPE = {"village": 7, "encounter": 7, "sea": 7, "temple": 6, "hot_spring": 6,
                 "mountain": 6, "farm": 6, "paddy": 5}


class Space(StrEnum):
    """The kinds of space on the road, by the fact sheet's names.

    The Automa rules call the village a *Shop*; `title` gives the rulebook's word.
    """

    INN = "inn"
    VILLAGE = "village"
    FARM = "farm"
    TEMPLE = "temple"
    HOT_SPRING = "hot_spring"
    ENCOUNTER = "encounter"
    PADDY = "paddy"
    MOUNTAIN = "mountain"
    SEA = "sea"

    @property
    def title(self) -> str:  # type: ignore[override]
        return TITLES[self]


TITLES = {
    Space.INN: "Inn", Space.VILLAGE: "Shop", Space.FARM: "Farm", Space.TEMPLE: "Temple",
    Space.HOT_SPRING: "Hot Spring", Space.ENCOUNTER: "Encounter", Space.PADDY: "Paddy",
    Space.MOUNTAIN: "Mountain", Space.SEA: "Sea",
}

PANORAMAS = (Space.PADDY, Space.MOUNTAIN, Space.SEA)
#: The sections of each panorama (certain, §5.1): holding this many completes it.
SECTIONS = {Space.PADDY: 3, Space.MOUNTAIN: 4, Space.SEA: 5}


class Item(StrEnum):
    """What an Automa collects in her face-down columns: coins and the card types."""

    COIN = "coin"
    PADDY = "paddy"
    MOUNTAIN = "mountain"
    SEA = "sea"
    SOUVENIR = "souvenir"
    ENCOUNTER = "encounter"
    HOT_SPRING = "hot_spring"

    @property
    def title(self) -> str:  # type: ignore[override]
        return ITEM_TITLES[self]

    def counted(self, count: int) -> str:
        """"4 coins", "1 Sea Panorama card"."""
        return phrase("{count} {item}", count=count,
                      item=ITEM_TITLES[self] if count == 1 else ITEM_PLURALS[self])


ITEM_TITLES = {
    Item.COIN: "coin", Item.PADDY: "Paddy Panorama card", Item.MOUNTAIN: "Mountain Panorama card",
    Item.SEA: "Sea Panorama card", Item.SOUVENIR: "Souvenir card",
    Item.ENCOUNTER: "Encounter card", Item.HOT_SPRING: "Hot Spring card",
}
#: More than one (or none) of an item, as `counted` says it.
ITEM_PLURALS = {
    Item.COIN: phrase("coins"), Item.PADDY: phrase("Paddy Panorama cards"),
    Item.MOUNTAIN: phrase("Mountain Panorama cards"), Item.SEA: phrase("Sea Panorama cards"),
    Item.SOUVENIR: phrase("Souvenir cards"), Item.ENCOUNTER: phrase("Encounter cards"),
    Item.HOT_SPRING: phrase("Hot Spring cards"),
}

#: The item a space is associated with (its rank is the Automa's count of that item).
ITEM_OF_SPACE: dict[Space, Item] = {
    Space.VILLAGE: Item.SOUVENIR, Space.FARM: Item.COIN, Space.HOT_SPRING: Item.HOT_SPRING,
    Space.ENCOUNTER: Item.ENCOUNTER, Space.PADDY: Item.PADDY, Space.MOUNTAIN: Item.MOUNTAIN,
    Space.SEA: Item.SEA,
}


class RoadFile(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    spaces: list[Space]
    second_spaces: list[int]


@dataclass(frozen=True)
class Road:
    """The road in the journey's direction.

    `spaces[stop]` is the space at each stop; `next_inn[stop]` the stop of the first inn
    after it (the furthest a traveller may go from there); `positions[stop]` the fact
    sheet's position number.
    """

    spaces: tuple[Space, ...]
    positions: tuple[int, ...]
    next_inn: tuple[int, ...]
    is_inn: tuple[bool, ...]
    inns: tuple[int, ...]
    return_trip: bool
    ahead: tuple[tuple[int, ...], ...]  # from each stop: the stops up to the next inn
    #: The item each stop is associated with (an Automa's rank there is her count of it);
    #: None for a Temple or an Inn.
    items: tuple[Item | None, ...] = ()
    #: The positions of the double stops; their second space is for 4-5 travellers only, so
    #: never used with the Automas' 3 travellers (kept so the road is the whole board).
    second_spaces: frozenset[int] = frozenset()

    @cached_property
    def last(self) -> int:
        """The stop of the last inn (Edo, or Kyoto on the Return Trip)."""
        return len(self.spaces) - 1

    @property
    def start_name(self) -> str:
        return "Edo" if self.return_trip else "Kyoto"

    @property
    def end_name(self) -> str:
        return "Kyoto" if self.return_trip else "Edo"

    def inn_number(self, stop: int) -> int:
        """1 for the starting inn, 5 for the last one."""
        return self.inns.index(stop) + 1

    def is_intermediate_inn(self, stop: int) -> bool:
        return self.is_inn[stop] and 0 < stop < self.last

    def where(self, stop: int) -> str:
        """"Sea (position 16)", "Inn 2 (position 15)", "Kyoto": a stop as a person reads it."""
        return self._where[stop]

    @cached_property
    def _where(self) -> tuple[str, ...]:
        """Each stop as `where` says it (made once: logs and questions say them often)."""
        return tuple(self._said_where(stop) for stop in range(len(self.spaces)))

    def _said_where(self, stop: int) -> str:
        space = self.spaces[stop]
        if stop == 0:
            return self.start_name
        if stop == self.last:
            return self.end_name
        if space is Space.INN:
            return phrase("Inn {number} (position {position})", number=self.inn_number(stop),
                          position=self.positions[stop])
        return phrase("{space} (position {position})", space=space.title,
                      position=self.positions[stop])


def _check(road: RoadFile, source: str) -> None:
    if len(road.spaces) != POSITIONS:
        raise DataFileError(f"{source}: spaces: {len(road.spaces)} positions, not {POSITIONS}")
    inns = tuple(index + 1 for index, space in enumerate(road.spaces) if space is Space.INN)
    if inns != INN_POSITIONS:
        raise DataFileError(f"{source}: spaces: the inns are at positions {list(inns)}, not "
                            f"{list(INN_POSITIONS)}")
    counts = Counter(space.value for space in road.spaces if space is not Space.INN)
    for kind, wanted in STOPS_BY_TYPE.items():
        if counts[kind] != wanted:
            raise DataFileError(f"{source}: spaces: {counts[kind]} {kind} stops, not {wanted}")
    for position in road.second_spaces:
        if not 1 <= position <= POSITIONS or position in INN_POSITIONS:
            raise DataFileError(f"{source}: second_spaces: {position} is not a road stop")
    if len(set(road.second_spaces)) != DOUBLE_STOPS:
        raise DataFileError(f"{source}: second_spaces: {len(set(road.second_spaces))} double "
                            f"stops, not {DOUBLE_STOPS}")


@cache
def load_road(return_trip: bool = False, path: Path = ROAD_FILE) -> Road:
    """The road of the file at `path`, walked Kyoto → Edo (or Edo → Kyoto)."""
    data = load(RoadFile, path)
    _check(data, str(path))
    positions = tuple(range(1, POSITIONS + 1))
    spaces = tuple(data.spaces)
    if return_trip:
        positions = positions[::-1]
        spaces = spaces[::-1]
    is_inn = tuple(space is Space.INN for space in spaces)
    inns = tuple(stop for stop, inn in enumerate(is_inn) if inn)
    next_inn = tuple(next((inn for inn in inns if inn > stop), stop) for stop in range(len(spaces)))
    ahead = tuple(tuple(range(stop + 1, next_inn[stop] + 1)) for stop in range(len(spaces)))
    return Road(spaces, positions, next_inn, is_inn, inns, return_trip, ahead,
                tuple(ITEM_OF_SPACE.get(space) for space in spaces),
                frozenset(data.second_spaces))
