"""Your board's layout, described at the table: the rules ask it once, line by line.

The board's layout (its hexes, the places of the area tiles and of the five starting tiles,
the chasm, the corners with the large locations, the crystals along its edges) is not
public. When the person's component library does not know it, the rules text asks for it
(once, ever) as a short guided description:

1. the shape of the hexes (pointed or flat tops) and how the second line sits against the
   first;
2. how many lines (rows, or columns with flat tops) and how many hexes the longest has;
3. each line, one word a hex: ``.`` no hex, ``c`` the chasm, a number for the hexes of one
   area tile (the person numbers the tiles as they meet them), ``*`` after it for a
   starting tile, ``L1``-``L4`` a corner's large location, ``+`` after any of them for a
   crystal on the board's edge next to that hex;
4. a summary to confirm (or describe again).

The same questions serve every driver: the terminal asks them as text; the web draws the
lines entered so far and paints the current line by tapping (`brushes`, see
`soloist.games.revive.mapview`). The layout is then one fact of the library
(``"board layout"``, `components.frame_value`), checked as an imported map file is
(`check_layout`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Generator, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from pydantic import ValidationError

from soloist.engine.errors import DataFileError, InvalidAnswer
from soloist.engine.phrase import phrase
from soloist.engine.questions import Choice, Choices, Question, decision, table_fact
from soloist.engine.reasons import pydantic_reason
from soloist.games.revive.components import frame_value
from soloist.games.revive.hexmap import HexMap, Layout, MapModel, map_from_model
from soloist.games.revive.tiles import FRAME_FACT

#: The most lines, and hexes in a line, a board may be described with.
MOST_LINES = 30
#: The corners' large locations (4 are used; the 5th tile stays in the box).
CORNERS = 4
NO_HEX = "."
CHASM = "c"
START = "*"
CRYSTAL = "+"
#: The most crystals next to one hex.
MOST_CRYSTALS = 2

SHAPES = Choices([
    Choice("rows-right", phrase("Pointed tops, straight rows: the 2nd row starts half a hex to the "
                  "right of the 1st"), "odd-r", ("right", "pointed right")),
    Choice("rows-left", phrase("Pointed tops, straight rows: the 2nd row starts half a hex to the "
                  "left of the 1st"), "even-r", ("left", "pointed left")),
    Choice("columns-lower", phrase("Flat tops, straight columns: the 2nd column starts half a hex "
                  "lower than the 1st"), "odd-q", ("lower", "flat lower")),
    Choice("columns-higher", phrase("Flat tops, straight columns: the 2nd column starts half a hex "
                  "higher than the 1st"), "even-q", ("higher", "flat higher")),
])

BUILD = Choices([
    Choice("build", phrase("Describe my board's layout now (once; then Soloist counts every "
                  "placement itself)"), True, ("yes", "y", "describe", "now")),
    Choice("later", phrase("Not now: ask me at each placement what it needs"), False,
           ("no", "n", "ask")),
])

CONFIRM = Choices([
    Choice("yes", phrase("Yes, that is my board"), True, ("y", "right", "ok")),
    Choice("again", phrase("No: describe it again from the first line"), False,
           ("no", "n", "start again")),
])

_TOKEN = re.compile(r"^(?:(?P<tile>\d{1,2})|(?P<corner>l\d)|(?P<chasm>c)|(?P<none>[.\-_]))"
                    r"(?P<marks>[*+]*)$")


@dataclass(frozen=True, slots=True)
class Cell:
    """One hex as described: what it belongs to (`tile` number, a `corner`, the chasm, or
    nothing) and the crystals next to it."""

    tile: int | None = None
    start: bool = False
    corner: int | None = None
    chasm: bool = False
    crystals: int = 0

    @property
    def is_hex(self) -> bool:
        return self.tile is not None or self.corner is not None or self.chasm

    @property
    def token(self) -> str:
        if self.tile is not None:
            text = f"{self.tile}{START if self.start else ''}"
        elif self.corner is not None:
            text = f"L{self.corner}"
        elif self.chasm:
            text = CHASM
        else:
            return NO_HEX
        return text + CRYSTAL * self.crystals


def read_cell(word: str) -> Cell:
    """One hex's word; `InvalidAnswer` saying what the words are."""
    found = _TOKEN.match(word.casefold())
    if found is None:
        raise InvalidAnswer(phrase("{word} does not name a hex: use . (no hex), c (the chasm), "
                                   "a tile's number (with * for a starting tile), L1 to L4 (a "
                                   "corner), and + after it for a crystal next to it",
                                   word=repr(word)))
    marks = found["marks"]
    crystals = marks.count(CRYSTAL)
    if crystals > MOST_CRYSTALS:
        raise InvalidAnswer(phrase("{word}: at most {most} crystals next to one hex",
                                   word=repr(word), most=MOST_CRYSTALS))
    if found["tile"] is not None:
        number = int(found["tile"])
        if number < 1:
            raise InvalidAnswer(phrase("number the tiles from 1"))
        if marks.count(START) > 1:
            raise InvalidAnswer(phrase("{word}: one * marks a starting tile", word=repr(word)))
        return Cell(tile=number, start=START in marks, crystals=crystals)
    if START in marks:
        raise InvalidAnswer(phrase("{word}: * marks a hex of a starting tile: put it after the "
                                   "tile's number", word=repr(word)))
    if found["corner"] is not None:
        number = int(found["corner"][1:])
        if not 1 <= number <= CORNERS:
            raise InvalidAnswer(phrase("the corners are L1 to L{corners}", corners=CORNERS))
        return Cell(corner=number, crystals=crystals)
    if found["chasm"] is not None:
        return Cell(chasm=True, crystals=crystals)
    if crystals:
        raise InvalidAnswer(phrase("a crystal lies next to a hex of the board, not next to a gap"))
    return Cell()


def line_words(cells: Sequence[Cell]) -> str:
    """A line as its words, without the dots at its end."""
    words = [cell.token for cell in cells]
    while words and words[-1] == NO_HEX:
        words.pop()
    return " ".join(words)


def read_line(text: str, width: int) -> tuple[Cell, ...]:
    """A line's words, one a hex (dots at the end may be left out)."""
    words = text.split()
    if len(words) > width:
        raise InvalidAnswer(phrase("you gave {given} hexes; the longest line has {width}",
                                   given=len(words), width=width))
    cells = tuple(read_cell(word) for word in words)
    return cells + (Cell(),) * (width - len(cells))


@dataclass
class Described:
    """The layout described so far: its shape, size and lines."""

    layout: Layout
    lines: int
    width: int
    rows: list[tuple[Cell, ...]] = field(default_factory=list)

    @property
    def straight_rows(self) -> bool:
        return self.layout.endswith("-r")

    @property
    def line_word(self) -> str:
        return "row" if self.straight_rows else "column"

    def hex_at(self, line: int, place: int) -> tuple[int, int]:
        return (line, place) if self.straight_rows else (place, line)

    def tiles_so_far(self) -> list[int]:
        return sorted({cell.tile for row in self.rows for cell in row if cell.tile is not None})

    def model_data(self) -> dict[str, Any]:
        """The map file (as data) the lines describe, without what the tiles show."""
        chasm: list[list[int]] = []
        tiles: dict[int, list[dict[str, Any]]] = {}
        starts: set[int] = set()
        corners: dict[int, list[list[int]]] = {}
        crystals: list[dict[str, Any]] = []
        for line, cells in enumerate(self.rows):
            for place, cell in enumerate(cells):
                hex_ = list(self.hex_at(line, place))
                if cell.tile is not None:
                    tiles.setdefault(cell.tile, []).append({"hex": hex_})
                    if cell.start:
                        starts.add(cell.tile)
                elif cell.corner is not None:
                    corners.setdefault(cell.corner, []).append(hex_)
                elif cell.chasm:
                    chasm.append(hex_)
                crystals += [{"next_to": [hex_]}] * cell.crystals
        return {
            "name": "described at the table", "layout": self.layout, "chasm": chasm,
            "tiles": [{"id": f"T{number}", "start": number in starts, "spaces": spaces}
                      for number, spaces in sorted(tiles.items())],
            "large_locations": [{"id": f"L{number}", "hexes": hexes}
                                for number, hexes in sorted(corners.items())],
            "crystals": crystals,
        }


def check_layout(data: dict[str, Any], source: str = "your board's layout") -> HexMap:
    """The map a described layout (or a library's layout fact) makes, checked as an imported
    map file is and more: a chasm, at least one starting tile, each area tile's hexes next
    to each other. `DataFileError` saying what is wrong."""
    try:
        model = MapModel.model_validate(data)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        raise DataFileError(phrase("{source}: {where}: {problem}", source=source, where=where,
                                   problem=pydantic_reason(first))) from None
    hex_map = map_from_model(model, source)
    if any(space.kind is not None and space.tile is not None for space in hex_map.spaces):
        raise DataFileError(phrase("{source}: a layout gives no kinds: a tile's spaces are "
                                   "learned when it is face up", source=source))
    if not hex_map.start_tiles:
        raise DataFileError(phrase("{source}: no starting tile: mark the hexes of each "
                                   "starting tile with * after its number", source=source))
    for tile, indexes in hex_map.tiles.items():
        if not _connected(hex_map, indexes):
            raise DataFileError(phrase("{source}: the hexes of tile {tile} are not all next to "
                                       "each other: check its number in each line",
                                       source=source, tile=tile.removeprefix("T")))
    return hex_map


def _connected(hex_map: HexMap, indexes: Sequence[int]) -> bool:
    members = set(indexes)
    seen = {indexes[0]}
    frontier = [indexes[0]]
    while frontier:
        index = frontier.pop()
        for other in hex_map.adjacent[index]:
            if other in members and other not in seen:
                seen.add(other)
                frontier.append(other)
    return seen == members


def summary(hex_map: HexMap) -> str:
    crystals = len(hex_map.crystals)
    chasm = len(hex_map.chasm)
    corners = sum(1 for space in hex_map.spaces if space.tile is None)
    return phrase("{tiles} area tiles ({starts} of them starting tiles), the chasm of {hexes}, "
                  "{corners} and {crystals}", tiles=len(hex_map.tiles),
                  starts=len(hex_map.start_tiles),
                  hexes=phrase("{count} hex", count=chasm) if chasm == 1 else
                  phrase("{count} hexes", count=chasm),
                  corners=phrase("{count} corner", count=corners) if corners == 1 else
                  phrase("{count} corners", count=corners),
                  crystals=phrase("{count} crystal", count=crystals) if crystals == 1 else
                  phrase("{count} crystals", count=crystals))


LINE_HELP = phrase("One word for each hex, from the board's edge: . where there is no hex (a gap, "
                   "or the edge before the first hex, so that hexes line up as on the board), c "
                   "for the chasm, a number for the hexes of one area tile (number the tiles as "
                   "you meet them: 1, 2, 3...; every hex of a tile gets its number), * after the "
                   "number for a starting tile (face up), L1 to L4 for the large location of each "
                   "corner, and + after any of them for a crystal printed on the edge next to "
                   "that hex (++ for two). Dots at the end may be left out.")


TAP_HELP = phrase("From the board's edge: choose what a hex is (no hex where there is a gap, a "
                  "tile by the number you give it as you meet it), then tap each hex of this line "
                  "that is it. A starting tile's mark and a crystal on the edge are added to a "
                  "hex.")


class LayoutEntry:
    """The layout being described in a play (`described`, for a driver to draw) and the
    fact it taught (`learned`)."""

    def __init__(self) -> None:
        self.described: Described | None = None
        self.learned: dict[str, str] = {}

    def describe(self) -> Generator[Question, object, HexMap]:
        """Ask the board's layout, line by line, until the person confirms it."""
        while True:
            described = yield from self._describe_once()
            hex_map = check_layout(described.model_data())
            right = yield decision(
                "layout.confirm",
                phrase("Your board: {summary}. Is that right?", summary=summary(hex_map)),
                choices=CONFIRM,
                help=phrase("The map drawn with the question shows what you described. Undo takes "
                            "back the last line; 'describe it again' starts from the first."))
            if right:
                self.described = None
                self.learned[FRAME_FACT] = frame_value(
                    MapModel.model_validate(described.model_data()))
                return hex_map

    def _describe_once(self) -> Generator[Question, object, Described]:
        self.described = None
        layout = yield table_fact(
            "layout.shape",
            phrase("Your board's layout, described once (Soloist keeps it in your components). "
                   "First, the hexes: how do they sit?"),
            choices=SHAPES,
            help=phrase("Look at the hexes of the board: with pointed tops, they form straight "
                        "rows; with flat tops, straight columns. Then compare where the second row "
                        "(or column) starts with the first."))
        assert isinstance(layout, str)
        straight_rows = layout.endswith("-r")
        lines = yield table_fact(
            "layout.lines",
            phrase("How many rows of hexes does the board have, the corners included?")
            if straight_rows else
            phrase("How many columns of hexes does the board have, the corners included?"),
            between=(2, MOST_LINES))
        width = yield table_fact(
            "layout.width",
            phrase("How many hexes has the longest row, counting any gap in it?")
            if straight_rows else
            phrase("How many hexes has the longest column, counting any gap in it?"),
            between=(2, MOST_LINES))
        assert isinstance(lines, int) and isinstance(width, int)
        described = self.described = Described(layout, lines, width)  # type: ignore[arg-type]
        from soloist.games.revive.taps import LayoutLine  # (it reads this module)

        for number in range(1, lines + 1):
            last = number == lines
            described = self.described = Described(layout, lines, width,  # type: ignore[arg-type]
                                                   list(described.rows))
            cells = yield table_fact(
                "layout.line",
                line_prompt(straight_rows, number, lines,
                            line_words(described.rows[-1]) if described.rows else None),
                text=partial(_read_and_check, described=described, last=last),
                examples=(f"{number}{START} {CHASM}",),
                help=TAP_HELP, typing=LINE_HELP, taps=LayoutLine(described),
                context={"line": number, "lines": lines, "width": width})
            assert isinstance(cells, tuple)
            described.rows.append(cells)
        return described


def line_prompt(straight_rows: bool, number: int, lines: int, before: str | None) -> str:
    """What a line of the layout is asked by, with the line before it (if any)."""
    if straight_rows:
        if before is None:
            return phrase("Row {line} of {lines}, left to right: what is each hex?",
                          line=number, lines=lines)
        return phrase("Row {line} of {lines}, left to right: what is each hex? (the one "
                      "before: {before})", line=number, lines=lines, before=before)
    if before is None:
        return phrase("Column {line} of {lines}, top to bottom: what is each hex?",
                      line=number, lines=lines)
    return phrase("Column {line} of {lines}, top to bottom: what is each hex? (the one "
                  "before: {before})", line=number, lines=lines, before=before)


def _read_and_check(text: str, *, described: Described, last: bool) -> tuple[Cell, ...]:
    """A line, read; the last one is read with the whole layout checked."""
    cells = read_line(text, described.width)
    if last:
        whole = Described(described.layout, described.lines, described.width,
                          [*described.rows, cells])
        try:
            check_layout(whole.model_data())
        except DataFileError as error:
            raise InvalidAnswer(phrase("{error} (undo goes back a line)",
                                       error=str(error))) from None
    return cells


def lines_of(hex_map: HexMap) -> tuple[int, int, list[str]]:
    """A map's layout as the person would describe it line by line: (lines, width, the
    words of each line). The inverse of the description, for data files and tests."""
    straight_rows = hex_map.layout.endswith("-r")
    cells: dict[tuple[int, int], Cell] = {}
    corners = 0
    for space in hex_map.spaces:
        if space.tile is None:
            corners += 1
        for hex_ in space.hexes:
            if space.tile is not None:
                number = int(space.tile.removeprefix("T")) if space.tile.removeprefix(
                    "T").isdigit() else len(cells) + 1
                cells[hex_] = Cell(tile=number, start=space.tile in hex_map.start_tiles)
            else:
                cells[hex_] = Cell(corner=corners)
    for hex_ in hex_map.chasm:
        cells[hex_] = Cell(chasm=True)
    for crystal in hex_map.crystals:
        for index in crystal.next_to:
            hex_ = hex_map.spaces[index].hexes[0]
            cell = cells[hex_]
            cells[hex_] = Cell(cell.tile, cell.start, cell.corner, cell.chasm, cell.crystals + 1)
    lines = [(row if straight_rows else col) for row, col in cells]
    places = [(col if straight_rows else row) for row, col in cells]
    if min(lines) < 0 or min(places) < 0:
        raise ValueError(phrase("a map with negative rows or columns is not described line "
                                "by line"))
    count, width = max(lines) + 1, max(places) + 1
    words = []
    for line in range(count):
        row = [cells.get((line, place) if straight_rows else (place, line), Cell()).token
               for place in range(width)]
        while row and row[-1] == NO_HEX:
            row.pop()
        words.append(" ".join(row))
    return count, width, words


NOT_A_LAYOUT = phrase("not a layout: the text Soloist writes when you describe your board or "
                      "import its map file")


def read_layout_fact(value: str) -> str:
    """The library's layout fact, checked (`ValueError` saying what is wrong): its stored
    form is the text `components.frame_value` writes."""
    try:
        data = json.loads(value)
    except ValueError:
        raise ValueError(NOT_A_LAYOUT) from None
    if not isinstance(data, dict):
        raise ValueError(NOT_A_LAYOUT)
    try:
        check_layout(data)
        return frame_value(MapModel.model_validate(data))
    except (DataFileError, ValidationError) as error:
        raise ValueError(error.args[0] if isinstance(error, DataFileError) and error.args
                         else str(error)) from None
