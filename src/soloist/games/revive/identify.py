"""Naming the area tiles as they appear: a map that grows with the game.

When the board's layout is known but not what lies on it, each place of an area tile is
*open*: when its tile is face up (a starting tile at setup, a tile either side explores),
the person names it, and Soloist fills the place in:

1. "Which tile is it?": a choice among the tiles Soloist knows that fit the place (each way
   it can lie, shown row by row: one answer names the tile and how it lies), or a new one
   (not asked when no tile it knows fits);
2. a new tile: its name (the number or symbol printed on it, or a name the person gives it)
   and what each of its spaces shows, in one answer ("7: sand forest water location"); the
   whole tile is checked, and kept in the play's `learned` facts (the driver stores them
   with the answer, in the person's component library).

The tiles Soloist knows come from the map file's `[[area_tiles]]` and from the library,
read at setup with silent questions (so a saved game replays with the tiles it used,
whatever the library learns later).
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass

from soloist.engine.errors import InvalidAnswer
from soloist.engine.log import Log
from soloist.engine.questions import Choice, Choices, Question, table_fact
from soloist.games.revive.components import face_of
from soloist.games.revive.hexmap import Hex, HexMap, MapState, SpaceKind
from soloist.games.revive.spots import SpotNames
from soloist.games.revive.taps import TileFaces
from soloist.games.revive.tiles import (
    NO_TILES,
    NOT_DESCRIBED,
    TILES_FACT,
    KnownTile,
    TileFace,
    TileNames,
    encode_names,
    read_kinds,
    read_known_tile,
    read_name,
    read_names,
    rows_of,
    tile_fact,
    to_axial,
)

#: The answer "a tile Soloist does not know yet" to "which tile is it?".
NEW = "new"
NEW_HELP = ("For example '7: sand forest water location'. After the colon, one word a space: "
            "sand, forest, mountain, field, water or location (or their first letters: s, fo, "
            "m, fi, w, l; or the colours green, grey, yellow), row by row from the top, each "
            "row from the left. Soloist keeps the tile in your components: next time you only "
            "choose it.")


@dataclass(frozen=True, slots=True)
class Known:
    name: str
    face: TileFace


@dataclass(frozen=True, slots=True)
class Described:
    """A tile named and described at the table (`known`: Soloist knew it already)."""

    name: str
    kinds: tuple[SpaceKind, ...]
    known: bool

    @property
    def summary(self) -> str:
        return f"tile {self.name}: " + ", ".join(kind.value for kind in self.kinds)


class TileBox:
    """The tiles a play knows, the places they lie on, and what it learned."""

    def __init__(self, hex_map: HexMap, log: Log, spots: SpotNames | None = None) -> None:
        self.map = hex_map
        self.log = log
        self.spots = spots or SpotNames(hex_map)
        self.known: dict[str, Known] = {}
        self.on_map: dict[str, str] = {}  # tile fact → the place it lies on
        self.learned: dict[str, str] = {}
        self.library_read = False
        for tile in hex_map.area_tiles:
            self.known[tile_fact(tile.name)] = Known(tile.name, face_of(hex_map.layout, tile))

    # -- the library, read once -------------------------------------------------------------

    def read_library(self) -> Generator[Question, object, None]:
        """The tiles of the person's component library (silent questions)."""
        if self.library_read:
            return
        self.library_read = True
        names = yield table_fact(
            "library.tiles", "Which area tiles have you described?", text=read_names,
            examples=(NO_TILES,), fact=TILES_FACT, if_unknown=NO_TILES)
        assert isinstance(names, TileNames)
        for name in names.names:
            fact = tile_fact(name)
            if fact in self.known:  # the map file describes it: the file is used
                continue
            found = yield table_fact(
                "library.tile", f"What is on tile {name}?", text=read_known_tile,
                examples=(NOT_DESCRIBED,), fact=fact, if_unknown=NOT_DESCRIBED)
            assert isinstance(found, KnownTile)
            if found.face is not None:
                self.known[fact] = Known(name, found.face)

    # -- a place's tile, named --------------------------------------------------------------

    def hexes(self, place: str) -> list[Hex]:
        spaces = self.map.spaces
        return [spaces[index].hexes[0] for index in self.map.tiles[place]]

    def cells(self, place: str) -> list[tuple[int, int]]:
        return [to_axial(self.map.layout, hex_) for hex_ in self.hexes(place)]

    def identify(self, state: MapState, place: str) -> Generator[Question, object, None]:
        """Name the tile face up on `place`, and fill the place in."""
        hexes = self.hexes(place)
        cells = self.cells(place)
        start = place in self.map.start_tiles
        where = (f"{'The starting tile' if start else 'The tile just flipped'} "
                 f"{self.spots.where[place]}")
        choices = self.choices(cells, hexes, start)
        if len(choices) > 1:
            chosen = yield table_fact(
                "table.tile-which",
                f"{where}: which tile is it? Read its number or symbol; each way it can lie "
                "is shown row by row.",
                choices=choices, context={"place": place, "spaces": len(hexes)})
            if chosen != NEW:
                assert isinstance(chosen, tuple)
                known, way = chosen
                self.lay(state, place, known.name, way.kinds, known=True)
                return
        described = yield table_fact(
            "table.tile-new",
            f"{where}: its number (or symbol), then what each of its spaces shows as it "
            f"lies: {self.spots.tile_rows(place)}?",
            text=lambda text: self.read_new(text, place, hexes, cells),
            examples=(f"{self.free_name()}: " + " ".join(["sand"] * len(hexes)),),
            help="Tap its number, then each space's kind as the tile lies. Soloist keeps the "
                 "tile in your components: next time you only choose it.",
            typing=NEW_HELP,
            taps=TileFaces(hexes, self.map.layout, self.free_names()),
            context={"place": place, "spaces": len(hexes)})
        assert isinstance(described, Described)
        name, kinds = described.name, described.kinds
        fact = tile_fact(name)
        if fact not in self.known:
            face = TileFace.canonical(cells, kinds, start=start)
            self.known[fact] = Known(name, face)
            self.learned[fact] = face.encode()
            self.learned[TILES_FACT] = encode_names(known.name for known in self.known.values())
        self.lay(state, place, name, kinds, known=described.known)

    def free_names(self) -> list[str]:
        """The numbers a tile just flipped may print: those no tile on the map or in your
        components has, up to the number of area tiles on the map."""
        most = max(len(self.map.tiles), len(self.known) + len(self.on_map) + 1)
        return [str(number) for number in range(1, most + 1)
                if tile_fact(str(number)) not in self.known
                and tile_fact(str(number)) not in self.on_map]

    def free_name(self) -> str:
        """A name no tile on the map or in your components has (for an example answer)."""
        number = 1
        while tile_fact(str(number)) in self.known or tile_fact(str(number)) in self.on_map:
            number += 1
        return str(number)

    def read_new(self, text: str, place: str, hexes: Sequence[Hex],
                 cells: Sequence[tuple[int, int]]) -> Described:
        """"7: sand forest water location": the tile's name, then its spaces. The whole tile
        is checked; a name Soloist knows must be described as it is known."""
        name_text, colon, spaces = text.partition(":")
        if not colon:
            raise InvalidAnswer("give the tile's name, a colon, then what each space shows: "
                                f"{self.free_name()}: sand forest ...")
        name = read_name(name_text)
        if name.casefold() == NEW:
            raise InvalidAnswer(f"{name!r} answers another question: give the tile another "
                                "name")
        fact = tile_fact(name)
        if fact in self.on_map:
            raise InvalidAnswer(f"tile {name} is already on the map, "
                                f"{self.spots.where[self.on_map[fact]]}: each tile lies in one "
                                "place")
        kinds = read_kinds(spaces, hexes)
        known = self.known.get(fact)
        if known is None:
            return Described(name, kinds, known=False)
        if all(way.kinds != kinds for way in known.face.ways_in(cells)):
            raise InvalidAnswer(
                f"your components describe tile {known.name} otherwise ({known.face.summary}): "
                "check the name and the spaces, or correct the tile in your components")
        return Described(known.name, kinds, known=True)

    def choices(self, cells: Sequence[tuple[int, int]], hexes: Sequence[Hex],
                start: bool) -> Choices:
        """The known tiles that fit the place, each way it can lie, and "a new tile"."""
        items: list[Choice] = []
        for fact, known in sorted(self.known.items(), key=lambda item: _order(item[1].name)):
            if fact in self.on_map or known.face.start != start:
                continue
            ways = known.face.ways_in(cells)
            for number, way in enumerate(ways, start=1):
                key = known.name if number == 1 else f"{known.name} turned"
                label = f"tile {known.name}: {rows_of(hexes, way.kinds)}"
                items.append(Choice(key, label, (known, way)))
        items.append(Choice(NEW, "A tile Soloist does not know yet (you will say what it "
                            "shows)", NEW, ("other", "none")))
        return Choices(items)

    def lay(self, state: MapState, place: str, name: str, kinds: Sequence[SpaceKind], *,
            known: bool) -> None:
        indexes = self.map.tiles[place]
        for index, kind in zip(indexes, kinds, strict=True):
            state.reveal(index, kind)
        state.names[place] = name
        self.on_map[tile_fact(name)] = place
        if self.log.enabled:
            spaces = rows_of([self.map.spaces[index].hexes[0] for index in indexes], kinds)
            how = "as your components describe it" if known else "Soloist keeps it in your " \
                "components"
            self.log.say("table", "Tile {tile} lies {place}: {spaces} ({how}).", tile=name,
                         place=self.spots.where[place], spaces=spaces, how=how)


def _order(name: str) -> tuple[int, int | str, str]:
    return (0, int(name), name) if name.isdigit() else (1, name.casefold(), name)
