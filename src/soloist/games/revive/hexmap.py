"""A model of Revive's map, from a data file: hexes, area tiles, locations, crystals.

The real board's hexes and tiles are not public; a person who wants Soloist to compute the
Mautoma's placements writes their own board (and, as the game goes, it learns what each
flipped tile shows). A FICTIONAL sample (`data/sample-map.toml`) serves tests and
simulation. The format is in docs/revive.md.

Geometry: hexes are named by (row, col) in an *offset* layout (`odd-r`, `even-r`: pointy-top
hexes, odd or even rows pushed half a hex right; `odd-q`, `even-q`: flat-top hexes, odd or
even columns pushed half a hex down). A "line" of the tiebreaker arrows is a row; rows are
numbered from the top, columns from the left.

A *space* is one hex of an area tile, or a whole large location (one space however many
hexes it covers). The chasm's hexes are where range is counted from while the Mautoma has no
piece on the map; they hold no space.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cache
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints

from soloist.engine.documents import load
from soloist.engine.errors import DataFileError
from soloist.engine.phrase import Phrase, joined, phrase
from soloist.games.revive.board import DATA, ArrowGroup

SAMPLE_MAP = DATA / "sample-map.toml"

Hex = tuple[int, int]
Layout = Literal["odd-r", "even-r", "odd-q", "even-q"]

#: Each player's pieces (base game): 5 small and 3 large buildings, 7 population figures.
SMALL_BUILDINGS = 5
LARGE_BUILDINGS = 3
BUILDINGS = SMALL_BUILDINGS + LARGE_BUILDINGS
FIGURES = 7
#: The distance given to a target that no open path from the Mautoma's pieces reaches (card
#: 6 has no range restriction, so it is eligible all the same).
UNREACHED = 99


class SpaceKind(StrEnum):
    SAND = "sand"
    FOREST = "forest"
    MOUNTAIN = "mountain"
    FIELD = "field"
    WATER = "water"
    LOCATION = "location"
    LARGE_LOCATION = "large-location"


TERRAIN = frozenset({SpaceKind.FOREST, SpaceKind.MOUNTAIN, SpaceKind.FIELD})
LOCATIONS = frozenset({SpaceKind.LOCATION, SpaceKind.LARGE_LOCATION})
#: What a space of an area tile can show (a tile is described with these when it is named).
TILE_KINDS = (SpaceKind.SAND, SpaceKind.FOREST, SpaceKind.MOUNTAIN, SpaceKind.FIELD,
              SpaceKind.WATER, SpaceKind.LOCATION)

# Neighbour offsets (drow, dcol) by layout and by the parity of the row (r) or column (q).
_POINTY_SHIFTED = ((0, 1), (-1, 1), (-1, 0), (0, -1), (1, 0), (1, 1))
_POINTY_UNSHIFTED = ((0, 1), (-1, 0), (-1, -1), (0, -1), (1, -1), (1, 0))
_FLAT_SHIFTED = ((1, 1), (0, 1), (-1, 0), (0, -1), (1, -1), (1, 0))
_FLAT_UNSHIFTED = ((0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, 0))


def neighbours(layout: Layout, hex_: Hex) -> list[Hex]:
    """The six hexes around `hex_` (some may be off the map)."""
    row, col = hex_
    if layout in ("odd-r", "even-r"):
        shifted = (row & 1) == (1 if layout == "odd-r" else 0)
        offsets = _POINTY_SHIFTED if shifted else _POINTY_UNSHIFTED
    else:
        shifted = (col & 1) == (1 if layout == "odd-q" else 0)
        offsets = _FLAT_SHIFTED if shifted else _FLAT_UNSHIFTED
    return [(row + dr, col + dc) for dr, dc in offsets]


def hex_key(hex_: Hex) -> str:
    return f"r{hex_[0]}c{hex_[1]}"


_HEX_KEY = re.compile(r"^r-?\d+c-?\d+$")


@dataclass(frozen=True, slots=True)
class Space:
    index: int
    key: str
    hexes: tuple[Hex, ...]
    kind: SpaceKind | None  # None: on a face-down tile whose contents the file leaves open
    tile: str | None  # the area tile, None for a large location

    def scan_key(self, arrows: ArrowGroup) -> tuple[int, int]:
        return min(arrows.scan_key(row, col) for row, col in self.hexes)

    @property
    def row(self) -> int:
        return min(row for row, _ in self.hexes)


@dataclass(frozen=True, slots=True)
class Crystal:
    next_to: tuple[int, ...]  # the spaces it touches
    vast: bool


@dataclass(frozen=True)
class HexMap:
    """The fixed facts of a map; a play's changing state is a `MapState`."""

    name: str
    fictional: bool
    layout: Layout
    spaces: tuple[Space, ...]
    space_at: dict[Hex, int]
    adjacent: tuple[tuple[int, ...], ...]
    chasm: frozenset[Hex]
    beside_chasm: frozenset[int]
    tiles: dict[str, tuple[int, ...]]
    start_tiles: frozenset[str]
    crystals: tuple[Crystal, ...]
    crystals_next_to: tuple[int, ...]
    major_artifacts: tuple[str, ...] | None
    initial: InitialState
    source: str
    #: Tiles of your copy the file describes apart from the board (`[[area_tiles]]`).
    area_tiles: tuple[AreaTile, ...] = ()
    #: The physical tile the file says lies on a place (`key`), by place.
    keys: dict[str, str] = field(default_factory=dict)
    by_key: dict[str, int] = field(default_factory=dict)
    #: For each area tile: the other area tiles next to it, and whether it touches the chasm.
    tile_neighbours: dict[str, frozenset[str]] = field(default_factory=dict)
    tiles_beside_chasm: set[str] = field(default_factory=set)

    def __post_init__(self) -> None:
        self.by_key.update((space.key, space.index) for space in self.spaces)
        for tile, indexes in self.tiles.items():
            others = {self.spaces[other].tile for index in indexes
                      for other in self.adjacent[index]}
            self.tile_neighbours[tile] = frozenset(
                name for name in others if name is not None and name != tile)
            if any(index in self.beside_chasm for index in indexes):
                self.tiles_beside_chasm.add(tile)

    def space(self, key: str) -> Space:
        return self.spaces[self.by_key[key]]

    def tile_scan_key(self, tile: str, arrows: ArrowGroup) -> tuple[int, int]:
        return min(self.spaces[index].scan_key(arrows) for index in self.tiles[tile])

    def open_places(self) -> list[str]:
        """The places whose tile the file does not describe (named when face up)."""
        return [tile for tile, indexes in self.tiles.items()
                if all(self.spaces[index].kind is None for index in indexes)]

    def describe(self, index: int, state: MapState | None = None) -> str:
        space = self.spaces[index]
        kind = state.kind(index) if state is not None else space.kind
        tile = space.tile
        if tile is not None and state is not None:
            tile = state.names.get(tile, tile)
        where = f"tile {tile}" if tile else "large location"
        what = "face down" if kind is None else kind.value
        if space.kind is SpaceKind.LARGE_LOCATION:
            return f"{space.key} (large location)"
        return f"{space.key} ({what}, {where})"


@dataclass(frozen=True, slots=True)
class AreaTile:
    """A tile of your copy as a map file describes it apart from the board: its name, and
    the kind of each space at a hex (relative to wherever it is drawn)."""

    name: str
    start: bool
    hexes: tuple[Hex, ...]
    kinds: tuple[SpaceKind, ...]


@dataclass(frozen=True)
class InitialState:
    explored: frozenset[str]
    mautoma_buildings: tuple[int, ...]
    mautoma_figures: tuple[int, ...]
    person_buildings: tuple[int, ...]
    person_figures: tuple[int, ...]
    tokens: tuple[int, ...]


@dataclass
class MapState:
    """What changes on the map during a play: explored tiles, pieces, revealed contents.

    Change it through `explore()` and `reveal()` (they keep the per-space lookups in step).
    """

    map: HexMap
    explored: set[str]
    mautoma_buildings: list[int] = field(default_factory=list)
    mautoma_figures: list[int] = field(default_factory=list)
    person_buildings: list[int] = field(default_factory=list)
    person_figures: list[int] = field(default_factory=list)
    tokens: set[int] = field(default_factory=set)
    revealed: dict[int, SpaceKind] = field(default_factory=dict)
    #: The physical tile lying on each place whose tile was named at the table.
    names: dict[str, str] = field(default_factory=dict)
    opened: list[bool] = field(default_factory=list)
    kinds: list[SpaceKind | None] = field(default_factory=list)
    #: The Mautoma's last range map, with the state it was measured in (pieces are only
    #: ever added and tiles only ever flipped, so their counts identify the state).
    _ranges: tuple[tuple[int, int, int], dict[int, int]] | None = None
    #: Your last range map (`your_ranges`), with the state it was measured in.
    _your_ranges: tuple[tuple[int, ...], dict[int, int]] | None = None

    def __post_init__(self) -> None:
        spaces = self.map.spaces
        self.kinds = [space.kind for space in spaces]
        self.opened = [space.tile is None or space.tile in self.explored for space in spaces]

    @classmethod
    def initial(cls, hex_map: HexMap) -> MapState:
        start = hex_map.initial
        return cls(hex_map, set(start.explored), list(start.mautoma_buildings),
                   list(start.mautoma_figures), list(start.person_buildings),
                   list(start.person_figures), set(start.tokens))

    def explore(self, tile: str) -> None:
        self.explored.add(tile)
        for index in self.map.tiles[tile]:
            self.opened[index] = True

    def reveal(self, index: int, kind: SpaceKind) -> None:
        self.revealed[index] = kind
        self.kinds[index] = kind

    # -- what a space is ------------------------------------------------------------------

    def kind(self, index: int) -> SpaceKind | None:
        return self.kinds[index]

    def is_open(self, index: int) -> bool:
        """A space range may pass through: not on a face-down area tile."""
        return self.opened[index]

    def has_building(self, index: int) -> bool:
        return index in self.mautoma_buildings or index in self.person_buildings

    @property
    def mautoma_pieces(self) -> list[int]:
        return [*self.mautoma_buildings, *self.mautoma_figures]

    # -- range ----------------------------------------------------------------------------

    def distances(self, limit: int | None,
                  origins: Sequence[int] | None = None) -> dict[int, int]:
        """The Mautoma's range to each space: steps from its nearest building or figure (from
        the chasm while it has none), never passing through a face-down tile; a face-down
        space gets a distance but is not passed through. Other `origins` (your pieces) may
        be given instead."""
        hex_map = self.map
        adjacent = hex_map.adjacent
        if origins is None:
            origins = self.mautoma_pieces
        opened = self.opened
        distance = [-1] * len(adjacent)
        step = 0 if origins else 1
        starts = list(origins) if origins else list(hex_map.beside_chasm)
        for index in starts:
            distance[index] = step
        frontier = [index for index in starts if opened[index]]
        while frontier and (limit is None or step < limit):
            step += 1
            reached = []
            for index in frontier:
                for other in adjacent[index]:
                    if distance[other] < 0:
                        distance[other] = step
                        if opened[other]:
                            reached.append(other)
            frontier = reached
        return {index: steps for index, steps in enumerate(distance) if steps >= 0}

    def mautoma_ranges(self) -> dict[int, int]:
        """`distances()` from the Mautoma's pieces, without limit, measured once per state."""
        version = (len(self.mautoma_buildings), len(self.mautoma_figures), len(self.explored))
        cached = self._ranges
        if cached is not None and cached[0] == version:
            return cached[1]
        distance = self.distances(None)
        self._ranges = (version, distance)
        return distance

    def your_ranges(self) -> dict[int, int]:
        """Steps from your nearest building or figure, counted like the Mautoma's range (from
        the Mautoma's pieces while you have none, or the chasm while neither has one: the
        stand-ins' distance), measured once per state."""
        version = (len(self.person_buildings), len(self.person_figures), len(self.explored),
                   len(self.mautoma_buildings), len(self.mautoma_figures))
        cached = self._your_ranges
        if cached is not None and cached[0] == version:
            return cached[1]
        own = [*self.person_buildings, *self.person_figures]
        distance = self.distances(None, own) if own else self.distances(None)
        self._your_ranges = (version, distance)
        return distance

    def within(self, limit: int | None) -> dict[int, int]:
        distance = self.mautoma_ranges()
        if limit is None:
            return distance
        return {index: steps for index, steps in distance.items() if steps <= limit}

    # -- eligible targets -----------------------------------------------------------------

    def build_spots(self, limit: int | None) -> dict[int, int]:
        """Empty sand spaces within range, with their distance."""
        return {index: steps for index, steps in self.within(limit).items()
                if self.is_open(index) and self.kind(index) is SpaceKind.SAND
                and not self.has_building(index)}

    def bonuses(self, index: int, *, named: bool = True) -> SpotBonuses:
        """The bonuses next to a sand space, as the Mautoma counts them (`named`: with the
        neighbours' names, for the log)."""
        terrain: list[str] = []
        fresh: list[str] = []
        touched: list[str] = []
        buildings = self.mautoma_buildings
        adjacent = self.map.adjacent
        kinds, opened = self.kinds, self.opened
        for other in adjacent[index]:
            if not opened[other]:
                continue
            kind = kinds[other]
            if kind in TERRAIN:
                terrain.append(kind.value if named else "")
            elif kind is SpaceKind.WATER:
                key = "water" if named else ""
                if any(building in adjacent[other] for building in buildings):
                    touched.append(key)
                else:
                    fresh.append(key)
        crystals = self.map.crystals_next_to[index]
        return SpotBonuses(tuple(terrain), crystals, tuple(fresh), tuple(touched))

    def location_spots(self, limit: int | None) -> dict[int, int]:
        """Locations within range where the Mautoma has no figure yet, with their distance.
        With no range restriction (card 6), every face-up location is eligible, however far
        from the Mautoma's pieces and on either side of the chasm (its distance then
        `UNREACHED` where no open path leads to it)."""
        figures = set(self.mautoma_figures)
        distance = self.within(limit)
        if limit is not None:
            return {index: steps for index, steps in distance.items()
                    if self.is_open(index) and self.kind(index) in LOCATIONS
                    and index not in figures}
        return {index: distance.get(index, UNREACHED) for index, kind in enumerate(self.kinds)
                if kind in LOCATIONS and self.is_open(index) and index not in figures}

    def tile_is_reachable(self, tile: str) -> bool:
        """A face-down tile adjacent to the chasm or to an explored area tile."""
        hex_map = self.map
        return (tile in hex_map.tiles_beside_chasm
                or not hex_map.tile_neighbours[tile].isdisjoint(self.explored))

    def explorable_tiles(self, limit: int | None) -> dict[str, int]:
        """Face-down tiles that can be explored ("the explored area tile must be adjacent to
        the chasm or to another explored tile"), within range, with their distance. With no
        range restriction (card 6) the distance from the Mautoma's pieces does not matter:
        every such tile is eligible (its distance `UNREACHED` where no open path leads to
        it: across the chasm, or behind other face-down tiles)."""
        distance = self.within(limit)
        found: dict[str, int] = {}
        for tile, indexes in self.map.tiles.items():
            if tile in self.explored or not self.tile_is_reachable(tile):
                continue
            steps = [distance[index] for index in indexes if index in distance]
            if steps:
                found[tile] = min(steps)
            elif limit is None:
                found[tile] = UNREACHED
        return found

    def rewards_next_to(self, buildings: Sequence[int]) -> int:
        """The map's rewards next to these buildings, by the base game's build rules: each
        terrain space and each crystal next to a building (per building), and each water
        space next to any of them once (water pays each player once). Face-down spaces show
        nothing; a building's size is not counted (simulation's contest for the map)."""
        adjacent = self.map.adjacent
        crystals = self.map.crystals_next_to
        kinds, opened = self.kinds, self.opened
        total = 0
        water: set[int] = set()
        for building in buildings:
            total += crystals[building]
            for other in adjacent[building]:
                if not opened[other]:
                    continue
                kind = kinds[other]
                if kind in TERRAIN:
                    total += 1
                elif kind is SpaceKind.WATER:
                    water.add(other)
        return total + len(water)

    # -- the person's possible moves (digital play) ---------------------------------------

    def vacant_sand(self) -> list[int]:
        kinds, opened = self.kinds, self.opened
        built = {*self.mautoma_buildings, *self.person_buildings}
        return [index for index, kind in enumerate(kinds)
                if kind is SpaceKind.SAND and opened[index] and index not in built]

    def person_locations(self) -> list[int]:
        kinds, opened = self.kinds, self.opened
        figures = set(self.person_figures)
        return [index for index, kind in enumerate(kinds)
                if kind in LOCATIONS and opened[index] and index not in figures]

    def reachable_tiles(self) -> list[str]:
        return [tile for tile in self.map.tiles
                if tile not in self.explored and self.tile_is_reachable(tile)]

    def has_vacant_sand(self) -> bool:
        kinds, opened = self.kinds, self.opened
        built = {*self.mautoma_buildings, *self.person_buildings}
        return any(kind is SpaceKind.SAND and opened[index] and index not in built
                   for index, kind in enumerate(kinds))

    def has_person_location(self) -> bool:
        kinds, opened = self.kinds, self.opened
        figures = set(self.person_figures)
        return any(kind in LOCATIONS and opened[index] and index not in figures
                   for index, kind in enumerate(kinds))

    def has_reachable_tile(self) -> bool:
        return any(tile not in self.explored and self.tile_is_reachable(tile)
                   for tile in self.map.tiles)

    def token_spaces(self) -> list[int]:
        kinds, opened = self.kinds, self.opened
        return [index for index, kind in enumerate(kinds)
                if opened[index] and index not in self.tokens
                and (kind is SpaceKind.SAND or kind in LOCATIONS)]

    def view(self) -> dict[str, object]:
        keys = self.map.spaces
        return {
            "explored": sorted(self.explored),
            "mautoma_buildings": [keys[index].key for index in self.mautoma_buildings],
            "mautoma_figures": [keys[index].key for index in self.mautoma_figures],
            "person_buildings": [keys[index].key for index in self.person_buildings],
            "person_figures": [keys[index].key for index in self.person_figures],
            "tokens": sorted(keys[index].key for index in self.tokens),
            "revealed": {keys[index].key: kind.value
                         for index, kind in sorted(self.revealed.items())},
            "tiles": dict(sorted(self.names.items())),
        }


@dataclass(frozen=True, slots=True)
class SpotBonuses:
    """The bonuses next to a sand space: terrain spaces and crystals count 1 each; water no
    Mautoma building touches yet counts 2; water one already touches counts 0."""

    terrain: tuple[str, ...]
    crystals: int
    fresh_water: tuple[str, ...]
    touched_water: tuple[str, ...]

    @property
    def others(self) -> int:
        return len(self.terrain) + self.crystals

    def describe(self) -> str:
        parts = list(self.terrain)
        if self.crystals:
            parts.append(crystal_words(self.crystals))
        parts += [phrase("{water} (counts 2)", water=key) for key in self.fresh_water]
        parts += [phrase("{water} (counts 0: a Mautoma building touches it)", water=key)
                  for key in self.touched_water]
        return joined(parts) if parts else phrase("no bonus")


def crystal_words(count: int) -> Phrase:
    """"1 crystal", "2 crystals": the crystals next to a space."""
    return (phrase("{count} crystal", count=count) if count == 1 else
            phrase("{count} crystals", count=count))


# -- the file format ------------------------------------------------------------------------

Coordinate = Annotated[int, Field(ge=-99, le=99)]
HexModel = tuple[Coordinate, Coordinate]
Identifier = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1,
                                              max_length=40)]
Colour = Annotated[str, StringConstraints(strip_whitespace=True, to_lower=True, min_length=1,
                                          max_length=40)]


class SpaceModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    hex: HexModel
    kind: Literal["sand", "forest", "mountain", "field", "water", "location"] | None = None


class TileModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: Identifier
    key: Identifier | None = None
    start: bool = False
    explored: bool = False
    spaces: list[SpaceModel] = Field(min_length=1, max_length=12)


class AreaTileSpaceModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    hex: HexModel
    kind: Literal["sand", "forest", "mountain", "field", "water", "location"]


class AreaTileModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    key: Identifier
    start: bool = False
    spaces: list[AreaTileSpaceModel] = Field(min_length=1, max_length=12)


class LargeLocationModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: Identifier
    hexes: list[HexModel] = Field(min_length=1, max_length=12)


class CrystalModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    next_to: list[HexModel] = Field(min_length=1, max_length=6)
    vast: bool = False


class StateModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    explored: list[Identifier] = Field(default_factory=list)
    mautoma_buildings: list[HexModel] = Field(default_factory=list, max_length=BUILDINGS)
    mautoma_figures: list[HexModel] = Field(default_factory=list, max_length=FIGURES)
    person_buildings: list[HexModel] = Field(default_factory=list, max_length=BUILDINGS)
    person_figures: list[HexModel] = Field(default_factory=list, max_length=FIGURES)
    tokens: list[HexModel] = Field(default_factory=list, max_length=10)


class MapModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1, max_length=200)
    fictional: bool = False
    layout: Layout = "odd-r"
    chasm: list[HexModel] = Field(min_length=1)
    major_artifacts: list[Colour] | None = Field(None, min_length=1, max_length=12)
    tiles: list[TileModel] = Field(min_length=1, max_length=60)
    large_locations: list[LargeLocationModel] = Field(default_factory=list, max_length=8)
    crystals: list[CrystalModel] = Field(default_factory=list, max_length=60)
    state: StateModel = Field(default_factory=StateModel)
    area_tiles: list[AreaTileModel] = Field(default_factory=list, max_length=60)


class _Builder:
    """Turns a validated `MapModel` into a `HexMap`, checking what pydantic cannot."""

    def __init__(self, model: MapModel, source: str) -> None:
        self.model = model
        self.source = source
        self.owner: dict[Hex, str] = {}
        self.spaces: list[Space] = []
        self.space_at: dict[Hex, int] = {}

    def fail(self, where: str, problem: str) -> DataFileError:
        return DataFileError(phrase("{source}: {where}: {problem}", source=self.source,
                                    where=where, problem=problem))

    def claim(self, hex_: Hex, who: str, where: str) -> None:
        if hex_ in self.owner:
            raise self.fail(where, phrase("hex {hex} is already used by {owner}",
                                          hex=str(list(hex_)), owner=self.owner[hex_]))
        self.owner[hex_] = who

    def add_space(self, key: str, hexes: Sequence[Hex], kind: SpaceKind | None,
                  tile: str | None) -> int:
        index = len(self.spaces)
        self.spaces.append(Space(index, key, tuple(hexes), kind, tile))
        for hex_ in hexes:
            self.space_at[hex_] = index
        return index

    def build(self) -> HexMap:
        model = self.model
        for number, hex_ in enumerate(model.chasm):
            self.claim(hex_, "the chasm", f"chasm[{number}]")
        tiles = self.read_tiles()
        self.read_large_locations()
        adjacent = self.adjacency()
        chasm = frozenset(model.chasm)
        beside_chasm = frozenset(
            index for hex_ in chasm for other in neighbours(model.layout, hex_)
            if (index := self.space_at.get(other)) is not None)
        crystals = self.read_crystals()
        next_to = [0] * len(self.spaces)
        for crystal in crystals:
            for index in crystal.next_to:
                next_to[index] += 1
        starts = frozenset(tile.id for tile in model.tiles if tile.start)
        hex_map = HexMap(model.name, model.fictional, model.layout, tuple(self.spaces),
                         self.space_at, adjacent, chasm, beside_chasm, tiles, starts,
                         crystals, tuple(next_to),
                         tuple(model.major_artifacts) if model.major_artifacts else None,
                         InitialState(frozenset(), (), (), (), (), ()), self.source,
                         self.read_area_tiles(),
                         {tile.id: tile.key for tile in model.tiles if tile.key})
        initial = self.read_state(hex_map)
        object.__setattr__(hex_map, "initial", initial)
        return hex_map

    def read_tiles(self) -> dict[str, tuple[int, ...]]:
        tiles: dict[str, tuple[int, ...]] = {}
        for number, tile in enumerate(self.model.tiles):
            where = f"tiles[{number}] ({tile.id})"
            if tile.id in tiles:
                raise self.fail(where, phrase("tile id {tile} is used twice",
                                              tile=repr(tile.id)))
            indexes = []
            given = [space.kind is not None for space in tile.spaces]
            if any(given) and not all(given):
                place = given.index(False)
                raise self.fail(f"{where}.spaces[{place}].kind",
                                phrase("give the kind of every space of the tile, or of none "
                                       "(then the tile is named at the table when it is face "
                                       "up)"))
            if tile.key is not None and not all(given):
                raise self.fail(f"{where}.key", phrase("a tile's key names the tile lying "
                                                       "there: give the kinds of its spaces "
                                                       "too"))
            for place, space in enumerate(tile.spaces):
                self.claim(space.hex, f"tile {tile.id}", f"{where}.spaces[{place}].hex")
                kind = SpaceKind(space.kind) if space.kind is not None else None
                indexes.append(self.add_space(hex_key(space.hex), [space.hex], kind, tile.id))
            tiles[tile.id] = tuple(indexes)
        return tiles

    def read_area_tiles(self) -> tuple[AreaTile, ...]:
        """Tiles of your copy described apart from the board: each once, each hex once."""
        found: list[AreaTile] = []
        names: dict[str, str] = {}
        for number, tile in enumerate(self.model.area_tiles):
            where = f"area_tiles[{number}] ({tile.key})"
            name = " ".join(tile.key.casefold().split())
            if name in names:
                raise self.fail(where, phrase("tile {tile} is described twice",
                                              tile=repr(tile.key)))
            names[name] = tile.key
            hexes: list[Hex] = []
            for place, space in enumerate(tile.spaces):
                if space.hex in hexes:
                    raise self.fail(f"{where}.spaces[{place}].hex",
                                    phrase("hex {hex} is given twice: each space of a tile is "
                                           "at its own hex", hex=str(list(space.hex))))
                hexes.append(space.hex)
            found.append(AreaTile(tile.key, tile.start, tuple(hexes),
                                  tuple(SpaceKind(space.kind) for space in tile.spaces)))
        return tuple(found)

    def read_large_locations(self) -> None:
        seen: set[str] = set()
        for number, large in enumerate(self.model.large_locations):
            where = f"large_locations[{number}] ({large.id})"
            if _HEX_KEY.match(large.id):
                raise self.fail(where, phrase("id {id} looks like a hex name; choose another "
                                              "(NW, north-east, ...)", id=repr(large.id)))
            if large.id in seen or large.id in (tile.id for tile in self.model.tiles):
                raise self.fail(where, phrase("id {id} is used twice", id=repr(large.id)))
            seen.add(large.id)
            for place, hex_ in enumerate(large.hexes):
                self.claim(hex_, f"large location {large.id}", f"{where}.hexes[{place}]")
            self.add_space(large.id, large.hexes, SpaceKind.LARGE_LOCATION, None)

    def adjacency(self) -> tuple[tuple[int, ...], ...]:
        layout = self.model.layout
        adjacent: list[set[int]] = [set() for _ in self.spaces]
        for space in self.spaces:
            for hex_ in space.hexes:
                for other_hex in neighbours(layout, hex_):
                    other = self.space_at.get(other_hex)
                    if other is not None and other != space.index:
                        adjacent[space.index].add(other)
        return tuple(tuple(sorted(others)) for others in adjacent)

    def read_crystals(self) -> tuple[Crystal, ...]:
        crystals = []
        for number, crystal in enumerate(self.model.crystals):
            touched: set[int] = set()
            for place, hex_ in enumerate(crystal.next_to):
                index = self.space_at.get(hex_)
                if index is None:
                    raise self.fail(f"crystals[{number}].next_to[{place}]",
                                    phrase("hex {hex} is not a space of the map",
                                           hex=str(list(hex_))))
                touched.add(index)
            crystals.append(Crystal(tuple(sorted(touched)), crystal.vast))
        return tuple(crystals)

    def read_state(self, hex_map: HexMap) -> InitialState:
        state = self.model.state
        explored = set(hex_map.start_tiles)
        explored.update(tile.id for tile in self.model.tiles if tile.explored)
        for number, tile in enumerate(state.explored):
            if tile not in hex_map.tiles:
                raise self.fail(f"state.explored[{number}]",
                                phrase("{tile} is not a tile of the map", tile=repr(tile)))
            explored.add(tile)

        def spaces(name: str, hexes: Iterable[Hex], kinds: Iterable[SpaceKind]) -> tuple[int, ...]:
            wanted = frozenset(kinds)
            found: list[int] = []
            for number, hex_ in enumerate(hexes):
                where = f"state.{name}[{number}]"
                index = self.space_at.get(hex_)
                if index is None:
                    raise self.fail(where, phrase("hex {hex} is not a space of the map",
                                                  hex=str(list(hex_))))
                space = hex_map.spaces[index]
                if space.tile is not None and space.tile not in explored:
                    raise self.fail(where, phrase("{space} is on tile {tile}, which is face "
                                                  "down", space=space.key, tile=space.tile))
                if space.kind is None:
                    raise self.fail(where, phrase("{space} is on tile {tile}, whose spaces the "
                                                  "file does not give", space=space.key,
                                                  tile=str(space.tile)))
                if space.kind not in wanted:
                    raise self.fail(where, phrase("{space} is {kind}, not {wanted}",
                                                  space=space.key, kind=str(space.kind),
                                                  wanted=" or ".join(sorted(
                                                      str(kind) for kind in wanted))))
                if index in found:
                    raise self.fail(where, phrase("{space} is listed twice", space=space.key))
                found.append(index)
            return tuple(found)

        sand = [SpaceKind.SAND]
        mautoma_buildings = spaces("mautoma_buildings", state.mautoma_buildings, sand)
        person_buildings = spaces("person_buildings", state.person_buildings, sand)
        both = set(mautoma_buildings) & set(person_buildings)
        if both:
            key = hex_map.spaces[min(both)].key
            raise self.fail("state.person_buildings", phrase(
                "{space} already has a Mautoma building (one building per space)",
                space=key))
        return InitialState(
            frozenset(explored), mautoma_buildings,
            spaces("mautoma_figures", state.mautoma_figures, LOCATIONS),
            person_buildings,
            spaces("person_figures", state.person_figures, LOCATIONS),
            spaces("tokens", state.tokens, [SpaceKind.SAND, *LOCATIONS]),
        )


def map_from_model(model: MapModel, source: str) -> HexMap:
    return _Builder(model, source).build()


def load_map(path: Path) -> HexMap:
    """The map in `path` (cached while the file is unchanged: a simulation loads it once per
    process)."""
    try:
        stat = path.stat()
    except OSError:
        return map_from_model(load(MapModel, path), str(path))  # the error names the file
    return _load_map(path, stat.st_mtime_ns, stat.st_size)


@cache
def _load_map(path: Path, mtime: int, size: int) -> HexMap:
    return map_from_model(load(MapModel, path), str(path))
