"""The map as a person sees it (`soloist.engine.tableview.HexBoard`): every hex with what it
shows, both sides' pieces, the Mautoma's candidates of its last decision with their values
and the one it chose, and what tapping a hex answers.

- A question whose answers are spaces or places (where you built, which tile you explored)
  is answered by tapping the map: each hex carries the answer it gives.
- The tile being named (`table.tile-which`, `table.tile-new`) is outlined; a new tile is
  described by tapping a drawing of its own (`soloist.games.revive.taps.TileFaces`).
"""

from __future__ import annotations

from math import sqrt

from soloist.engine import tableview as tv
from soloist.engine.questions import Question
from soloist.games.revive.layout import CRYSTAL, START, Cell, Described
from soloist.games.revive.table import MapTable
from soloist.games.revive.tiles import to_axial

ROOT3 = sqrt(3)
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
    answered = answers(table, question)
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
                                     mark_state, answered.get(index, ""), group=group))
    return tv.HexBoard(tuple(hexes), layout.endswith("-r"), caption)


#: How far around the Mautoma's placement its glance reaches, in hex sizes (two hexes).
AROUND = 2.2 * ROOT3


def glance(table: MapTable) -> tv.Glance | None:
    """The Mautoma's last decision on the map at a glance: the part of the map around the
    space (or tile) it chose, its candidates marked (None before its first)."""
    if table.last is None:
        return None
    action, pick = table.last
    drawn = board(table, None)
    chosen = [(h.x, h.y) for h in drawn.hexes if h.state == "chosen"]
    near = tuple(h for h in drawn.hexes
                 if any((h.x - x) ** 2 + (h.y - y) ** 2 <= AROUND ** 2 for x, y in chosen))
    where = pick.chosen.label if action == "explore" else f"on {pick.chosen.label}"
    title = f"The Mautoma {ACTION_WORDS[action]} {where}"
    return tv.Glance(title, board=drawn._replace(hexes=near, caption=""))


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


def layout_board(described: Described,
                 painting: tuple[Cell, ...] | None = None) -> tv.HexBoard:
    """The lines described so far and, while a line is told (`painting`: its hexes as
    painted so far), that line, each hex a place to tap."""
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
    if painting is not None:
        line = len(described.rows)
        for place, cell in enumerate(painting):
            kind, text, words = _cell_look(cell)
            x, y = centre(described.layout, described.hex_at(line, place))
            hexes.append(tv.BoardHex(f"line {line + 1} hex {place + 1}", x, y, kind,
                                     f"{word} {line + 1}, hex {place + 1}: {words}",
                                     mark=text, cycle=place, token=cell.token))
    if not hexes:  # nothing to draw yet
        x, y = centre(described.layout, (0, 0))
        hexes.append(tv.BoardHex("start", x, y, "empty", "the board's first hex"))
    caption = (f"Your board as described so far ({len(described.rows)} of "
               f"{described.lines} {word}s)")
    return tv.HexBoard(tuple(hexes), described.straight_rows, caption)
