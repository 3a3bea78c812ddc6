"""Naming the area tiles as they appear: a map that grows with the game.

When the board's layout is known but not what lies on it, each place of an area tile is
*open*: when its tile is face up (a starting tile at setup, a tile either side explores),
the person names it, and Soloist fills the place in:

1. "Which tile is it?": a choice among the tiles Soloist knows that fit the place (each way
   it can lie, shown row by row: one answer names the tile and how it lies), or a new one
   (not asked when no tile it knows fits);
2. a new tile: its name (the number or symbol printed on it, or a name the person gives it)
   and what each of its spaces shows, in one answer ("7: sand forest water location", row
   by row from the top as the question asks, each space put where it lies: `read_kinds`);
   the whole tile is checked, and kept in the play's `learned` facts (the driver stores
   them with the answer, in the person's component library);
3. a tile described to an older Soloist, which kept the spaces typed in the order its place
   stored them (column by column on a board with flat tops: issue 35), is checked once,
   the first time a game names it where it could have been kept wrong: "Is tile 7 sand /
   forest water / location?", with what it would show had it been described on a place of
   this map where the order mattered, and as it is kept, as it lies now (one tap), or its
   spaces said again. The answer corrects the tile in the library (a lesson of that answer,
   through the library's gate; undo takes it back) with the mark `tiles.BY_ROWS`.

The tiles Soloist knows come from the map file's `[[area_tiles]]` and from the library,
read at setup with silent questions (so a saved game replays with the tiles it used,
whatever the library learns later).
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass

from soloist.engine.errors import InvalidAnswer
from soloist.engine.log import Log
from soloist.engine.phrase import phrase
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
    in_rows,
    read_kinds,
    read_known_tile,
    read_name,
    read_names,
    row_order,
    rows_of,
    tile_fact,
    to_axial,
)

#: The answer "a tile Soloist does not know yet" to "which tile is it?".
NEW = "new"
NEW_HELP = phrase("For example '7: sand forest water location'. After the colon, one word a space: "
            "sand, forest, mountain, field, water or location (or their first letters: s, fo, "
            "m, fi, w, l; or the colours green, grey, yellow), row by row from the top, each "
            "row from the left. Soloist keeps the tile in your components: next time you only "
            "choose it.")
#: The answer "none of these: I say what it shows" to the check of a tile.
NEITHER = "neither"
CHECK_HELP = phrase("You described this tile to an older Soloist, which could keep a tile's spaces "
              "in the wrong order on a board with flat tops (column by column, not row by row "
              "as it asked). Look at the tile as it lies: each answer gives its spaces row by "
              "row from the top, each row from the left. Soloist corrects your components "
              "with your answer and does not ask again.")
SPACES_HELP = phrase("One word a space: sand, forest, mountain, field, water or location (or their "
               "first letters: s, fo, m, fi, w, l; or the colours green, grey, yellow), row by "
               "row from the top, each row from the left.")

#: How a tile laid on the map came to be known, as the log says it.
AS_KNOWN = phrase("as your components describe it")
AS_NEW = phrase("Soloist keeps it in your components")
AS_CHECKED = phrase("as you checked it: Soloist keeps it so in your components")


@dataclass(frozen=True, slots=True)
class Known:
    """A tile Soloist knows: `by_rows` false for one described to an older Soloist, whose
    spaces may be kept in the wrong order (`tiles.BY_ROWS`)."""

    name: str
    face: TileFace
    by_rows: bool = True


@dataclass(frozen=True, slots=True)
class Misread:
    """What a tile kept by an older Soloist shows, had the person described it on `place`:
    `face`, and the kinds they `said`, each on its space of that place (in its order)."""

    place: str
    face: TileFace
    said: tuple[SpaceKind, ...]


@dataclass(frozen=True, slots=True)
class Described:
    """A tile named and described at the table; `how` it is laid on the map (`AS_KNOWN`:
    Soloist knew it already, `AS_NEW`, `AS_CHECKED`: a tile to check, described again)."""

    name: str
    kinds: tuple[SpaceKind, ...]
    how: str

    @property
    def summary(self) -> str:
        return phrase("tile {name}: {kinds}", name=self.name,
                      kinds=", ".join(kind.value for kind in self.kinds))


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
            "library.tiles", phrase("Which area tiles have you described?"), text=read_names,
            examples=(NO_TILES,), fact=TILES_FACT, if_unknown=NO_TILES)
        assert isinstance(names, TileNames)
        for name in names.names:
            fact = tile_fact(name)
            if fact in self.known:  # the map file describes it: the file is used
                continue
            found = yield table_fact(
                "library.tile", phrase("What is on tile {tile}?", tile=name),
                text=read_known_tile,
                examples=(NOT_DESCRIBED,), fact=fact, if_unknown=NOT_DESCRIBED)
            assert isinstance(found, KnownTile)
            if found.face is not None:
                self.known[fact] = Known(name, found.face, found.by_rows)

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
        where = (phrase("The starting tile {place}", place=self.spots.where[place]) if start
                 else phrase("The tile just flipped {place}", place=self.spots.where[place]))
        choices = self.choices(cells, hexes, start)
        if len(choices) > 1:
            chosen = yield table_fact(
                "table.tile-which",
                phrase("{where}: which tile is it? Read its number or symbol; each way it can "
                       "lie is shown row by row.", where=where),
                choices=choices, context={"place": place, "spaces": len(hexes)})
            if chosen != NEW:
                assert isinstance(chosen, tuple)
                known, way = chosen
                if way is None:  # kept by an older Soloist, maybe in the wrong order
                    yield from self.check(state, place, known)
                    return
                self.lay(state, place, known.name, way.kinds, AS_KNOWN)
                return
        described = yield table_fact(
            "table.tile-new",
            phrase("{where}: its number (or symbol), then what each of its spaces shows as it "
                   "lies: {rows}?", where=where, rows=self.spots.tile_rows(place)),
            text=lambda text: self.read_new(text, place, hexes, cells),
            examples=(f"{self.free_name()}: " + " ".join(["sand"] * len(hexes)),),
            help=phrase("Tap its number, then each space's kind as the tile lies. Soloist keeps "
                        "the tile in your components: next time you only choose it."),
            typing=NEW_HELP,
            taps=TileFaces(hexes, self.map.layout, self.free_names()),
            context={"place": place, "spaces": len(hexes)})
        assert isinstance(described, Described)
        name, kinds = described.name, described.kinds
        if described.how != AS_KNOWN:
            self.keep(name, TileFace.canonical(cells, kinds, start=start))
        self.lay(state, place, name, kinds, described.how)

    def keep(self, name: str, face: TileFace) -> None:
        """Tile `name` shows `face`, its spaces where the person said them: known from now
        on, and taught to the library (a new tile, or one kept by an older Soloist)."""
        fact = tile_fact(name)
        self.known[fact] = Known(name, face)
        self.learned[fact] = face.encode()
        self.learned[TILES_FACT] = encode_names(known.name for known in self.known.values())

    # -- a tile kept by an older Soloist, checked ----------------------------------------------

    def misread(self, known: Known, first: str | None = None) -> list[Misread]:
        """What a tile kept by an older Soloist may show instead of what it is kept as: for
        each place of this map where it fits and whose spaces are stored in another order
        than row by row (place `first` first), the face it shows had the person described it
        there (row by row, as asked) and the older Soloist put the words on the spaces in
        their stored order. Empty for a tile kept by this Soloist, or one that no such
        misreading changes."""
        if known.by_rows:
            return []
        face = known.face
        found: list[Misread] = []
        for place in sorted(self.map.tiles, key=lambda place: place != first):
            hexes = self.hexes(place)
            order = row_order(hexes)
            if (place in self.map.start_tiles) != face.start or order == sorted(order):
                continue
            cells = self.cells(place)
            for way in face.ways_in(cells):
                said = list(way.kinds)  # the words typed, row by row, as kept in place order
                for position, kind in zip(order, way.kinds, strict=True):
                    said[position] = kind
                meant = TileFace.canonical(cells, said, start=face.start)
                if meant != face and all(meant != other.face for other in found):
                    found.append(Misread(place, meant, tuple(said)))
        return found

    def check(self, state: MapState, place: str,
              known: Known) -> Generator[Question, object, None]:
        """Ask what a tile kept by an older Soloist shows as it lies on `place` ("Is tile 7
        sand / forest water / location?"): what it would show misread (`misread`: first as
        the person would have described it on this very place) or as kept, each way it can
        lie here, one tap; or "none of these" and its spaces said again. The answer is kept
        with the mark `tiles.BY_ROWS` (a lesson of this answer)."""
        hexes, cells = self.hexes(place), self.cells(place)
        misread = self.misread(known, place)
        readings = [(found.face, found.said) for found in misread[:1] if found.place == place]
        for face in [*(found.face for found in misread), known.face]:
            for way in face.ways_in(cells):
                if all(way.kinds != kinds for _, kinds in readings):
                    readings.append((face, way.kinds))
        first = rows_of(hexes, readings[0][1])
        items = [Choice(in_rows(hexes, kinds),
                        phrase("Yes: {spaces}", spaces=rows_of(hexes, kinds)) if number == 0
                        else phrase("No, it is: {spaces}", spaces=rows_of(hexes, kinds)),
                        (face, kinds), ("yes",) if number == 0 else ())
                 for number, (face, kinds) in enumerate(readings)]
        items.append(Choice(NEITHER, phrase("No, none of these: I will say what each space shows"),
                            None, ("no", "none")))
        picked = yield table_fact(
            "table.tile-check", phrase("Is tile {tile} {spaces}?", tile=known.name,
                                       spaces=first), choices=Choices(items),
            help=CHECK_HELP, context={"place": place, "spaces": len(hexes)})
        if picked is None:
            said = yield table_fact(
                "table.tile-spaces",
                phrase("Tile {tile}: what does each of its spaces show as it lies: {rows}?",
                       tile=known.name, rows=self.spots.tile_rows(place)),
                text=lambda text: read_kinds(text, hexes),
                examples=(" ".join(["sand"] * len(hexes)),), help=SPACES_HELP,
                context={"place": place, "spaces": len(hexes)})
            assert isinstance(said, tuple)
            kinds: tuple[SpaceKind, ...] = said
            face = TileFace.canonical(cells, kinds, start=known.face.start)
        else:
            assert isinstance(picked, tuple)
            face, kinds = picked
        self.keep(known.name, face)
        self.lay(state, place, known.name, kinds, AS_CHECKED)

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
            raise InvalidAnswer(phrase("give the tile's name, a colon, then what each space "
                                       "shows: {name}: sand forest ...", name=self.free_name()))
        name = read_name(name_text)
        if name.casefold() == NEW:
            raise InvalidAnswer(phrase("{name} answers another question: give the tile another "
                                       "name", name=repr(name)))
        fact = tile_fact(name)
        if fact in self.on_map:
            raise InvalidAnswer(phrase("tile {tile} is already on the map, {place}: each tile "
                                       "lies in one place", tile=name,
                                       place=self.spots.where[self.on_map[fact]]))
        kinds = read_kinds(spaces, hexes)
        known = self.known.get(fact)
        if known is None:
            return Described(name, kinds, AS_NEW)
        if self.misread(known):  # kept by an older Soloist, maybe in the wrong order
            return Described(known.name, kinds, AS_CHECKED)
        if any(way.kinds == kinds for way in known.face.ways_in(cells)):
            return Described(known.name, kinds, AS_KNOWN)
        raise InvalidAnswer(phrase(
            "your components describe tile {tile} otherwise ({spaces}): check the name and the "
            "spaces, or correct the tile in your components", tile=known.name,
            spaces=known.face.summary))

    def choices(self, cells: Sequence[tuple[int, int]], hexes: Sequence[Hex],
                start: bool) -> Choices:
        """The known tiles that fit the place, each way it can lie, and "a new tile"."""
        items: list[Choice] = []
        for fact, known in sorted(self.known.items(), key=lambda item: _order(item[1].name)):
            if fact in self.on_map or known.face.start != start:
                continue
            ways = known.face.ways_in(cells)
            if ways and self.misread(known):  # named, then checked (`check`)
                items.append(Choice(known.name, phrase(
                    "tile {tile} (described to an older Soloist: you will check what it shows)",
                    tile=known.name), (known, None)))
                continue
            for number, way in enumerate(ways, start=1):
                key = known.name if number == 1 else f"{known.name} turned"
                label = phrase("tile {tile}: {spaces}", tile=known.name,
                               spaces=rows_of(hexes, way.kinds))
                items.append(Choice(key, label, (known, way)))
        items.append(Choice(NEW, phrase("A tile Soloist does not know yet (you will say what "
                                        "it shows)"), NEW, ("other", "none")))
        return Choices(items)

    def lay(self, state: MapState, place: str, name: str, kinds: Sequence[SpaceKind],
            how: str) -> None:
        """Tile `name` lies on `place`, its spaces showing `kinds` (in the place's order);
        the log says so, and `how` it is known."""
        indexes = self.map.tiles[place]
        for index, kind in zip(indexes, kinds, strict=True):
            state.reveal(index, kind)
        state.names[place] = name
        self.on_map[tile_fact(name)] = place
        if self.log.enabled:
            spaces = rows_of([self.map.spaces[index].hexes[0] for index in indexes], kinds)
            self.log.say("table", "Tile {tile} lies {place}: {spaces} ({how}).", tile=name,
                         place=self.spots.where[place], spaces=spaces, how=how)


def _order(name: str) -> tuple[int, int | str, str]:
    return (0, int(name), name) if name.isdigit() else (1, name.casefold(), name)
