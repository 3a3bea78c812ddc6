"""Your area tiles, learned as they appear: their shapes, the two ways a tile lies, and what
a person says a tile shows.

What is on Revive's 30 area tiles is not public, so Soloist never invents it: the first time
a physical tile is face up, the person says what each of its spaces shows, and Soloist keeps
it in their component library under what they can read off the tile (its printed number or
symbol, or a name they give it). From then on only that name is asked (a choice), and how
the tile lies when it can lie two ways.

A tile's *shape* is the set of its hexes, in axial coordinates (q, r) relative to its first
hex: the same whatever place of the board it lies on. A tile "may be placed in either of 2
orientations" (the base game; once flipped it is not rotated): the second way is the first
turned half round, (q, r) → (-q, -r). A tile is kept in the one of its two ways whose text
comes first, so that the same tile described lying either way is the same fact.

The library's facts (`soloist.engine.library`):

- ``"area tile NAME"``: what tile NAME shows (`TileFace.encode`), e.g. ``"sand, forest,
  water, location at 0,0 1,0 -1,1 0,1; read by rows"``; a starting tile begins ``"starting
  tile: "``. The mark ``"; read by rows"`` says the spaces were put where the person said
  them (`BY_ROWS`): a tile described at the table by a Soloist before it (issue 35) was kept
  with its typed spaces in the order its place stored them, which on a board with flat tops
  is column by column, not row by row as asked; such a tile is checked once when a game
  uses it (`soloist.games.revive.identify`).
- ``"area tiles"``: the names of the tiles described, ``"1; 2; Fox"`` (merged by union).
- ``"board layout"``: the map without what the tiles show (`soloist.games.revive.hexmap`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from soloist.engine.errors import InvalidAnswer
from soloist.engine.phrase import phrase
from soloist.games.revive.hexmap import Hex, Layout, SpaceKind

Axial = tuple[int, int]

#: The library's facts: one per tile (``"area tile 7"``), their names, the board's layout.
TILE_FACT = "area tile "
TILES_FACT = "area tiles"
FRAME_FACT = "board layout"
#: The silent questions' answers when the library does not know the fact.
NO_TILES = "(none)"
NOT_DESCRIBED = "(not described yet)"
NO_FRAME = "(unknown)"
#: The longest name a person may give a tile.
LONGEST_NAME = 30
#: The mark at the end of a tile's stored value: its spaces are where the person said them
#: (described row by row and kept so, read from a file that gives each space's hex, or
#: checked by the person). A value without it was described to a Soloist that kept the
#: spaces in its place's stored order (column by column on a board with flat tops).
BY_ROWS = "; read by rows"

#: What a person may call each kind of space (the card colours name the terrains: field is
#: yellow, forest green, mountain grey), and the unique beginnings of these words.
KIND_WORDS: dict[SpaceKind, tuple[str, ...]] = {
    SpaceKind.SAND: ("sand", "desert"),
    SpaceKind.FOREST: ("forest", "green"),
    SpaceKind.MOUNTAIN: ("mountain", "grey", "gray"),
    SpaceKind.FIELD: ("field", "yellow"),
    SpaceKind.WATER: ("water",),
    SpaceKind.LOCATION: ("location",),
}
#: Words that name something an area tile never shows, and why.
_ON_THE_EDGES = phrase("crystals are printed along the board's edges, not on area tiles (they "
                       "are part of your board's layout)")
NOT_ON_A_TILE = {
    "large": phrase("a large location is a corner tile of its own, never a space of an area "
                    "tile"),
    "crystal": _ON_THE_EDGES,
    "crystals": _ON_THE_EDGES,
    "vast": _ON_THE_EDGES,
    "chasm": phrase("the chasm is part of the board, not of an area tile"),
}
_WORDS = re.compile(r"[\s,;/|]+")


def to_axial(layout: Layout, hex_: Hex) -> Axial:
    """A hex's axial coordinates (q, r) in an offset layout (see `hexmap`)."""
    row, col = hex_
    if layout == "odd-r":
        return col - (row - (row & 1)) // 2, row
    if layout == "even-r":
        return col - (row + (row & 1)) // 2, row
    if layout == "odd-q":
        return col, row - (col - (col & 1)) // 2
    return col, row - (col + (col & 1)) // 2


def from_axial(layout: Layout, axial: Axial) -> Hex:
    """The inverse of `to_axial`."""
    q, r = axial
    if layout == "odd-r":
        return r, q + (r - (r & 1)) // 2
    if layout == "even-r":
        return r, q + (r + (r & 1)) // 2
    if layout == "odd-q":
        return r + (q - (q & 1)) // 2, q
    return r + (q + (q & 1)) // 2, q


def _order(cell: Axial) -> tuple[int, int]:
    return cell[1], cell[0]


def normalise(cells: Iterable[Axial]) -> tuple[Axial, ...]:
    """The cells moved so that the first of them (by r, then q) is at (0, 0), sorted."""
    cells = list(cells)
    first = min(cells, key=_order)
    return tuple(sorted(((q - first[0], r - first[1]) for q, r in cells), key=_order))


def _laid(cells: Sequence[Axial], kinds: Sequence[SpaceKind],
          turned: bool) -> tuple[tuple[Axial, ...], tuple[SpaceKind, ...]]:
    """The tile's cells and kinds lying one way (turned: half round), normalised."""
    placed = [((-q, -r) if turned else (q, r)) for q, r in cells]
    first = min(placed, key=_order)
    moved = sorted(((q - first[0], r - first[1]), kind) for (q, r), kind in zip(placed, kinds,
                                                                                 strict=True))
    moved.sort(key=lambda item: _order(item[0]))
    return tuple(cell for cell, _ in moved), tuple(kind for _, kind in moved)


@dataclass(frozen=True, slots=True)
class TileFace:
    """What an area tile shows: each space's kind at a cell of its shape, in the one of its
    two ways that comes first (`canonical`); `start` for the 5 starting tiles."""

    cells: tuple[Axial, ...]
    kinds: tuple[SpaceKind, ...]
    start: bool = False

    @classmethod
    def canonical(cls, cells: Sequence[Axial], kinds: Sequence[SpaceKind], *,
                  start: bool) -> TileFace:
        ways = [_laid(cells, kinds, turned) for turned in (False, True)]
        cells_, kinds_ = min(ways, key=lambda way: (way[0], [str(kind) for kind in way[1]]))
        return cls(cells_, kinds_, start)

    def encode(self) -> str:
        """The library's value (with the mark `BY_ROWS`: every face Soloist keeps now has its
        spaces where the person said them)."""
        where = " ".join(f"{q},{r}" for q, r in self.cells)
        what = ", ".join(kind.value for kind in self.kinds)
        return f"{'starting tile: ' if self.start else ''}{what} at {where}{BY_ROWS}"

    @classmethod
    def decode(cls, text: str) -> TileFace | None:
        """The tile a library's text describes (with the mark `BY_ROWS` or without it);
        None when it describes none."""
        text = " ".join(text.split()).removesuffix(BY_ROWS)
        start = text.startswith("starting tile: ")
        if start:
            text = text[len("starting tile: "):]
        what, found, where = text.rpartition(" at ")
        if not found:
            return None
        try:
            kinds = tuple(SpaceKind(word.strip()) for word in what.split(","))
            cells = tuple((int(q), int(r)) for q, r in
                          (pair.split(",") for pair in where.split()))
        except ValueError:
            return None
        if (len(kinds) != len(cells) or len(set(cells)) != len(cells) or not cells
                or any(kind is SpaceKind.LARGE_LOCATION for kind in kinds)):
            return None
        return cls.canonical(cells, kinds, start=start)

    @property
    def summary(self) -> str:
        """How the log shows it: "sand, forest, water and location (a starting tile)"."""
        words = [kind.value for kind in self.kinds]
        listed = phrase("{kinds} and {last}", kinds=", ".join(words[:-1]), last=words[-1]) \
            if len(words) > 1 else words[0]
        return phrase("{kinds} (a starting tile)", kinds=listed) if self.start else listed

    def ways_in(self, place: Sequence[Axial]) -> list[Way]:
        """The ways this tile can lie on a place with these cells (in the place's order):
        none when its shape does not fit; two when it fits both ways round and they differ."""
        target = normalise(place)
        if len(target) != len(self.cells):
            return []
        first = min(place, key=_order)
        index = {(q - first[0], r - first[1]): number for number, (q, r) in enumerate(place)}
        ways: list[Way] = []
        for turned in (False, True):
            cells, kinds = _laid(self.cells, self.kinds, turned)
            if cells != target:
                continue
            placed: list[SpaceKind] = [SpaceKind.SAND] * len(place)
            for cell, kind in zip(cells, kinds, strict=True):
                placed[index[cell]] = kind
            way = Way(turned, tuple(placed))
            if all(other.kinds != way.kinds for other in ways):
                ways.append(way)
        return ways


@dataclass(frozen=True, slots=True)
class Way:
    """One way a tile lies on a place: the kind on each of the place's spaces, in order."""

    turned: bool
    kinds: tuple[SpaceKind, ...]


def read_by_rows(text: str) -> bool:
    """Whether a library's tile value has its spaces where the person said them (`BY_ROWS`);
    false for a tile described to an older Soloist."""
    return " ".join(text.split()).endswith(BY_ROWS)


def row_order(hexes: Sequence[Hex]) -> list[int]:
    """The positions of a tile's `hexes` in the order a person names its spaces: row by row
    from the top, each row from the left, as the question asks them (`SpotNames.tile_rows`)
    and `rows_of` shows them, whatever the order its place keeps them in (a board with flat
    tops keeps them column by column)."""
    return sorted(range(len(hexes)), key=lambda position: hexes[position])


def rows_of(hexes: Sequence[Hex], kinds: Sequence[SpaceKind]) -> str:
    """The kinds row by row, as a person reads them: "sand forest / water location"."""
    rows: dict[int, list[tuple[int, SpaceKind]]] = {}
    for (row, col), kind in zip(hexes, kinds, strict=True):
        rows.setdefault(row, []).append((col, kind))
    said: str = ""  # each kind a term of its own (a translation says it), row by row
    for _, found in sorted(rows.items()):
        line: str = ""
        for _, kind in sorted(found):
            line = phrase("{row} {kind}", row=line, kind=kind.value) if line else kind.value
        said = phrase("{rows} / {row}", rows=said, row=line) if said else line
    return said


# -- what a person says ---------------------------------------------------------------------

def read_kind(word: str) -> SpaceKind:
    """A kind of space from a word or its beginning ("s", "fo", "yellow"); `InvalidAnswer`
    saying why not."""
    word = word.casefold()
    if word in NOT_ON_A_TILE:
        raise InvalidAnswer(phrase("{word}: {why}", word=repr(word), why=NOT_ON_A_TILE[word]))
    matches = {kind for kind, names in KIND_WORDS.items()
               if any(name.startswith(word) for name in names)}
    if len(matches) == 1:
        return matches.pop()
    if not matches:
        raise InvalidAnswer(phrase("{word} is not a kind of space; use sand, forest, mountain, "
                                   "field, water or location", word=repr(word)))
    names = ""
    for name in sorted(kind.value for kind in matches):  # "field or forest"
        names = phrase("{kinds} or {kind}", kinds=names, kind=name) if names else name
    raise InvalidAnswer(phrase("{word} could be {kinds}: write more of the word",
                               word=repr(word), kinds=names))


def read_kinds(text: str, hexes: Sequence[Hex]) -> tuple[SpaceKind, ...]:
    """The kinds a person gives for a tile's spaces `hexes`, row by row from the top, each
    row from the left (`row_order`, as the question asks them), each put on its own space:
    returned in the order of `hexes`. `InvalidAnswer` when the description cannot be a
    tile's (a word for no kind, a large location or a crystal on an area tile, too few or
    too many spaces)."""
    words = [word for word in _WORDS.split(text.strip()) if word]
    said = [read_kind(word) for word in words]
    if len(said) != len(hexes):
        raise InvalidAnswer(phrase("this tile has {spaces} spaces; you gave {given}: give one "
                                   "kind for each, row by row from the top, each row from the "
                                   "left", spaces=len(hexes), given=len(said)))
    kinds = list(said)
    for position, kind in zip(row_order(hexes), said, strict=True):
        kinds[position] = kind
    return tuple(kinds)


def in_rows(hexes: Sequence[Hex], kinds: Sequence[SpaceKind]) -> str:
    """The kinds of a tile's spaces `hexes` as a person types them, row by row (the inverse
    of `read_kinds`): "sand forest water location"."""
    return " ".join(kinds[position].value for position in row_order(hexes))


def read_name(text: str) -> str:
    """A tile's name as the person reads it off the tile (or gave it), tidied."""
    name = " ".join(text.split())
    if not name:
        raise InvalidAnswer(phrase("give the number or symbol printed on the tile, or a name"))
    if len(name) > LONGEST_NAME:
        raise InvalidAnswer(phrase("a tile's name has at most {most} characters",
                                   most=LONGEST_NAME))
    if ";" in name or name.startswith("("):
        raise InvalidAnswer(phrase("a tile's name cannot contain ';' or begin with '('"))
    return name


def tile_fact(name: str) -> str:
    """The library's fact for tile `name` (case and spacing ignored)."""
    return TILE_FACT + " ".join(name.casefold().split())


# -- the names of the tiles described -------------------------------------------------------

def encode_names(names: Iterable[str]) -> str:
    unique = sorted({" ".join(name.split()) for name in names}, key=_name_order)
    return "; ".join(unique) if unique else NO_TILES


def decode_names(text: str) -> tuple[str, ...]:
    if text.strip() in ("", NO_TILES):
        return ()
    return tuple(name for name in (" ".join(part.split()) for part in text.split(";"))
                 if name and not name.startswith("("))


def _name_order(name: str) -> tuple[int, int | str, str]:
    """Numbers in their order, then other names alphabetically."""
    return (0, int(name), name) if name.isdigit() else (1, name.casefold(), name)


def merge_names(known: str, learned: str) -> str:
    """The library's names once a play has learned some: their union (never a conflict)."""
    return encode_names((*decode_names(known), *decode_names(learned)))


@dataclass(frozen=True, slots=True)
class TileNames:
    """The value of the silent question "which tiles have you described?"."""

    names: tuple[str, ...]

    @property
    def summary(self) -> str:
        if not self.names:
            return phrase("none")
        if len(self.names) > 1:
            return phrase("tiles {names}", names=", ".join(self.names))
        return phrase("tile {name}", name=self.names[0])


def read_names(text: str) -> TileNames:
    return TileNames(decode_names(text))


@dataclass(frozen=True, slots=True)
class KnownTile:
    """The value of the silent question "what is on tile NAME?": None when not known;
    `by_rows` false for a tile described to an older Soloist (`BY_ROWS`)."""

    face: TileFace | None
    by_rows: bool = True

    @property
    def summary(self) -> str:
        return self.face.summary if self.face is not None else phrase("not described yet")


def read_known_tile(text: str) -> KnownTile:
    if text.strip() == NOT_DESCRIBED:
        return KnownTile(None)
    return KnownTile(TileFace.decode(text), read_by_rows(text))
