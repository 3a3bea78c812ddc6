"""The map as a person sees it (`soloist.engine.tableview.HexBoard`): every hex with what it
shows, both sides' pieces, the Mautoma's candidates of its last decision with their values
and the one it chose, and what tapping a hex answers.

- A question whose answers are spaces or places (where you built, which tile you explored)
  is answered by tapping the map: each hex carries the answer it gives.
- The tile being named (`table.tile-which`, `table.tile-new`) is outlined; a new tile is
  described by tapping its spaces, each tap the next kind (the driver writes the answer).
"""

from __future__ import annotations

from math import sqrt

from soloist.engine import tableview as tv
from soloist.engine.questions import Question
from soloist.games.revive.hexmap import TILE_KINDS
from soloist.games.revive.layout import (
    CHASM,
    CORNERS,
    CRYSTAL,
    MOST_CRYSTALS,
    NO_HEX,
    START,
    Cell,
    Described,
)
from soloist.games.revive.table import MapTable
from soloist.games.revive.tiles import row_order, to_axial

ROOT3 = sqrt(3)
#: What a tapped hex of a tile being described shows, in turn.
CYCLE = tuple(kind.value for kind in TILE_KINDS)
ACTION_WORDS = {"build": "builds", "populate": "populates", "explore": "explores"}


def centre(layout: str, hex_: tuple[int, int]) -> tuple[float, float]:
    """A hex's centre in hex sizes (centre to corner), pointy or flat tops."""
    q, r = to_axial(layout, hex_)  # type: ignore[arg-type]
    if layout.endswith("-r"):
        return round(ROOT3 * (q + r / 2), 3), round(1.5 * r, 3)
    return round(1.5 * q, 3), round(ROOT3 * (r + q / 2), 3)


def pieces_on(table: MapTable, index: int) -> tuple[str, ...]:
    state = table.state
    found = []
    if index in state.mautoma_buildings:
        found.append("Mautoma building")
    if index in state.person_buildings:
        found.append("your building")
    if index in state.mautoma_figures:
        found.append("Mautoma figure")
    if index in state.person_figures:
        found.append("your figure")
    if index in state.tokens:
        found.append("your token")
    return tuple(found)


def answers(table: MapTable, question: Question | None) -> dict[int, str]:
    """The spaces that answer the current question, by space index: a space's key, a large
    location's id, or a place's id (each hex of the tile)."""
    if question is None or question.choices is None:
        return {}
    hex_map = table.map
    found: dict[int, str] = {}
    for key in question.choices.keys:
        if key in hex_map.tiles and question.topic == "person.explore":
            for index in hex_map.tiles[key]:
                found[index] = key
        elif key in hex_map.by_key and question.topic.startswith("person."):
            found[hex_map.by_key[key]] = key
    return found


def board(table: MapTable, question: Question | None) -> tv.HexBoard:
    hex_map, state = table.map, table.state
    layout = hex_map.layout
    naming = (str(question.context.get("place", "")) if question is not None
              and question.topic.startswith("table.tile-") else "")
    describing = naming if question is not None and question.topic == "table.tile-new" else ""
    answered = answers(table, question)
    #: The tile being described: each space's place in the answer, row by row as asked.
    cycles: dict[int, int] = {}
    if describing:
        indexes = hex_map.tiles[describing]
        order = row_order([hex_map.spaces[index].hexes[0] for index in indexes])
        cycles = {indexes[position]: said for said, position in enumerate(order)}
    marks: dict[int, tuple[str, str]] = {}
    caption = ""
    if table.last is not None:
        action, pick = table.last
        caption = (f"The Mautoma's last decision: it {ACTION_WORDS[action]} on "
                   f"{pick.chosen.label}" + (" (the candidates with their values)"
                                             if action == "build" else " (its candidates)"))
        for candidate in pick.candidates:
            chosen = candidate is pick.chosen
            value = "" if candidate.value is None else str(candidate.value)
            indexes = (hex_map.tiles[candidate.key] if action == "explore"
                       else (hex_map.by_key[candidate.key],))
            for index in indexes:
                marks[index] = (value, "chosen" if chosen else "candidate")
    hexes: list[tv.BoardHex] = []
    for hex_ in sorted(hex_map.chasm):
        x, y = centre(layout, hex_)
        hexes.append(tv.BoardHex(f"r{hex_[0]}c{hex_[1]}", x, y, "chasm", "the chasm"))
    for space in hex_map.spaces:
        index = space.index
        kind = state.kind(index)
        shown = ("face-down" if not state.is_open(index) or kind is None else kind.value)
        pieces = pieces_on(table, index)
        mark, mark_state = marks.get(index, ("", ""))
        cycle = cycles.get(index, -1)
        group = space.tile or space.key
        words = [table.label(index), *pieces]
        if mark_state:
            words.append(("chosen" if mark_state == "chosen" else "a candidate")
                         + (f", value {mark}" if mark else ""))
        if space.tile is not None and space.tile == naming:
            words.append("the tile being named")
        for hex_ in space.hexes:
            x, y = centre(layout, hex_)
            hexes.append(tv.BoardHex(space.key, x, y, shown, "; ".join(words), pieces, mark,
                                     mark_state, answered.get(index, ""), cycle, group))
    return tv.HexBoard(tuple(hexes), layout.endswith("-r"), caption, CYCLE)


# -- the layout being described (soloist.games.revive.layout) --------------------------------

def _cell_look(cell: Cell) -> tuple[str, str, str]:
    """How a described hex is drawn: its kind, the text in it, and its words."""
    crystals = CRYSTAL * cell.crystals
    plural = "s" if cell.crystals > 1 else ""
    beside = f", with {cell.crystals} crystal{plural} next to it" if cell.crystals else ""
    if cell.tile is not None:
        if cell.start:
            return "start", f"{cell.tile}{START}{crystals}", \
                f"starting tile {cell.tile}{beside}"
        return "face-down", f"{cell.tile}{crystals}", f"area tile {cell.tile}{beside}"
    if cell.corner is not None:
        return "large-location", f"L{cell.corner}{crystals}", \
            f"the corner's large location {cell.corner}{beside}"
    if cell.chasm:
        return "chasm", f"c{crystals}", f"the chasm{beside}"
    return "empty", "", "no hex"


def layout_brushes(described: Described) -> tuple[tv.Brush, ...]:
    """What a hex of the line being described can be: no hex, the chasm, a tile of the two
    lines before or a new one, a corner; and the marks: a starting tile, a crystal."""
    near = sorted({cell.tile for row in described.rows[-2:] for cell in row
                   if cell.tile is not None})
    highest = max(described.tiles_so_far(), default=0)
    brushes = [tv.Brush(NO_HEX, "no hex", "empty", ""), tv.Brush(CHASM, "chasm", "chasm", "c")]
    brushes += [tv.Brush(str(number), f"tile {number}", "face-down", str(number))
                for number in near]
    brushes += [tv.Brush(str(number), f"new tile {number}", "face-down", str(number))
                for number in (highest + 1, highest + 2)]
    brushes += [tv.Brush(f"L{number}", f"corner {number}", "large-location", f"L{number}")
                for number in range(1, CORNERS + 1)]
    brushes += [tv.Brush(START, "starting tile (add to a tile)", "start", START, 1),
                tv.Brush(CRYSTAL, "crystal on the edge (add; twice for two)", "", CRYSTAL,
                         MOST_CRYSTALS)]
    return tuple(brushes)


def layout_board(described: Described, question: Question | None) -> tv.HexBoard:
    """The lines described so far and, while a line is asked, that line to paint."""
    hexes: list[tv.BoardHex] = []
    word = described.line_word
    for line, cells in enumerate(described.rows):
        for place, cell in enumerate(cells):
            if not cell.is_hex:
                continue
            kind, text, words = _cell_look(cell)
            x, y = centre(described.layout, described.hex_at(line, place))
            hexes.append(tv.BoardHex(f"line {line + 1} hex {place + 1}", x, y, kind,
                                     f"{word} {line + 1}, hex {place + 1}: {words}",
                                     mark=text))
    brushes: tuple[tv.Brush, ...] = ()
    if question is not None and question.topic == "layout.line":
        line = len(described.rows)
        brushes = layout_brushes(described)
        for place in range(described.width):
            x, y = centre(described.layout, described.hex_at(line, place))
            hexes.append(tv.BoardHex(f"line {line + 1} hex {place + 1}", x, y, "empty",
                                     f"{word} {line + 1}, hex {place + 1}", cycle=place,
                                     token=NO_HEX))
    if not hexes:  # nothing to draw yet
        x, y = centre(described.layout, (0, 0))
        hexes.append(tv.BoardHex("start", x, y, "empty", "the board's first hex"))
    caption = (f"Your board as described so far ({len(described.rows)} of "
               f"{described.lines} {word}s)")
    return tv.HexBoard(tuple(hexes), described.straight_rows, caption, (), brushes)
