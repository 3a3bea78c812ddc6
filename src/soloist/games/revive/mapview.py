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
from soloist.engine.phrase import joined, phrase
from soloist.engine.questions import Question
from soloist.games.revive.layout import CRYSTAL, START, Cell, Described
from soloist.games.revive.table import MapTable
from soloist.games.revive.tiles import to_axial

ROOT3 = sqrt(3)
#: The pieces on a space, in words.
MAUTOMA_BUILDING = phrase("Mautoma building")
YOUR_BUILDING = phrase("your building")
MAUTOMA_FIGURE = phrase("Mautoma figure")
YOUR_FIGURE = phrase("your figure")
YOUR_TOKEN = phrase("your token")
THE_CHASM = phrase("the chasm")
CHOSEN = phrase("chosen")
A_CANDIDATE = phrase("a candidate")
BEING_NAMED = phrase("the tile being named")
NO_HEX_WORDS = phrase("no hex")
FIRST_HEX = phrase("the board's first hex")


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
        found.append(MAUTOMA_BUILDING)
    if index in state.person_buildings:
        found.append(YOUR_BUILDING)
    if index in state.mautoma_figures:
        found.append(MAUTOMA_FIGURE)
    if index in state.person_figures:
        found.append(YOUR_FIGURE)
    if index in state.tokens:
        found.append(YOUR_TOKEN)
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


def last_decision(action: str, spot: str) -> str:
    """The map's caption: the Mautoma's last decision, and what its marks show."""
    if action == "build":
        return phrase("The Mautoma's last decision: it builds on {spot} (the candidates with "
                      "their values)", spot=spot)
    if action == "populate":
        return phrase("The Mautoma's last decision: it populates on {spot} (its candidates)",
                      spot=spot)
    return phrase("The Mautoma's last decision: it explores on {spot} (its candidates)",
                  spot=spot)


def mark_words(chosen: bool, value: str) -> str:
    """"chosen, value 4", "a candidate": a candidate of the last decision, in words."""
    if not value:
        return CHOSEN if chosen else A_CANDIDATE
    return (phrase("chosen, value {value}", value=value) if chosen else
            phrase("a candidate, value {value}", value=value))


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
        caption = last_decision(action, pick.chosen.label)
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
        hexes.append(tv.BoardHex(f"r{hex_[0]}c{hex_[1]}", x, y, "chasm", THE_CHASM))
    for space in hex_map.spaces:
        index = space.index
        kind = state.kind(index)
        shown = ("face-down" if not state.is_open(index) or kind is None else kind.value)
        pieces = pieces_on(table, index)
        mark, mark_state = marks.get(index, ("", ""))
        group = space.tile or space.key
        words = [table.label(index), *pieces]
        if mark_state:
            words.append(mark_words(mark_state == "chosen", mark))
        if space.tile is not None and space.tile == naming:
            words.append(BEING_NAMED)
        for hex_ in space.hexes:
            x, y = centre(layout, hex_)
            hexes.append(tv.BoardHex(space.key, x, y, shown, joined(words, "; "), pieces, mark,
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
    spot = pick.chosen.label
    title = (phrase("The Mautoma builds on {spot}", spot=spot) if action == "build" else
             phrase("The Mautoma populates on {spot}", spot=spot) if action == "populate" else
             phrase("The Mautoma explores {spot}", spot=spot))
    return tv.Glance(title, board=drawn._replace(hexes=near, caption=""))


# -- the layout being described (soloist.games.revive.layout) --------------------------------

def _with_crystals(words: str, crystals: int) -> str:
    if not crystals:
        return words
    if crystals == 1:
        return phrase("{words}, with {count} crystal next to it", words=words, count=crystals)
    return phrase("{words}, with {count} crystals next to it", words=words, count=crystals)


def _cell_look(cell: Cell) -> tuple[str, str, str]:
    """How a described hex is drawn: its kind, the text in it, and its words."""
    crystals = CRYSTAL * cell.crystals
    if cell.tile is not None:
        if cell.start:
            return "start", f"{cell.tile}{START}{crystals}", _with_crystals(
                phrase("starting tile {tile}", tile=cell.tile), cell.crystals)
        return "face-down", f"{cell.tile}{crystals}", _with_crystals(
            phrase("area tile {tile}", tile=cell.tile), cell.crystals)
    if cell.corner is not None:
        return "large-location", f"L{cell.corner}{crystals}", _with_crystals(
            phrase("the corner's large location {corner}", corner=cell.corner), cell.crystals)
    if cell.chasm:
        return "chasm", f"c{crystals}", _with_crystals(THE_CHASM, cell.crystals)
    return "empty", "", NO_HEX_WORDS


def _hex_words(rows: bool, line: int, place: int, words: str) -> str:
    """"row 2, hex 3: area tile 7"."""
    return (phrase("row {line}, hex {place}: {words}", line=line, place=place, words=words)
            if rows else
            phrase("column {line}, hex {place}: {words}", line=line, place=place, words=words))


def layout_board(described: Described,
                 painting: tuple[Cell, ...] | None = None) -> tv.HexBoard:
    """The lines described so far and, while a line is told (`painting`: its hexes as
    painted so far), that line, each hex a place to tap."""
    hexes: list[tv.BoardHex] = []
    rows = described.straight_rows
    for line, cells in enumerate(described.rows):
        for place, cell in enumerate(cells):
            if not cell.is_hex:
                continue
            kind, text, words = _cell_look(cell)
            x, y = centre(described.layout, described.hex_at(line, place))
            hexes.append(tv.BoardHex(f"line {line + 1} hex {place + 1}", x, y, kind,
                                     _hex_words(rows, line + 1, place + 1, words),
                                     mark=text))
    if painting is not None:
        line = len(described.rows)
        for place, cell in enumerate(painting):
            kind, text, words = _cell_look(cell)
            x, y = centre(described.layout, described.hex_at(line, place))
            hexes.append(tv.BoardHex(f"line {line + 1} hex {place + 1}", x, y, kind,
                                     _hex_words(rows, line + 1, place + 1, words),
                                     mark=text, cycle=place, token=cell.token))
    if not hexes:  # nothing to draw yet
        x, y = centre(described.layout, (0, 0))
        hexes.append(tv.BoardHex("start", x, y, "empty", FIRST_HEX))
    caption = (phrase("Your board as described so far ({count} of {lines} rows)",
                      count=len(described.rows), lines=described.lines) if rows else
               phrase("Your board as described so far ({count} of {lines} columns)",
                      count=len(described.rows), lines=described.lines))
    return tv.HexBoard(tuple(hexes), rows, caption)
