"""Revive's components told by tapping their pictures (`soloist.engine.taps`).

What the table is asked of the person's copy, the first time, is answered by tapping a
drawing of the component rather than by typing a code:

- the energy track's colours: a colour swatch for each position, the ring drawn as it
  grows (`TrackColours`);
- the tiebreaker arrows each position points to: each position painted with a drawing of
  its arrows (`TrackArrows`; `arrows_picture` draws each shape);
- the board's layout, line by line: each hex of the line painted (`LayoutLine`);
- a tile face up for the first time: its printed number, then each of its spaces painted
  with its terrain, row by row from the top (`TileFaces`).

Each finished draft is the very text the question's rule reads, so a game told by taps
replays exactly as one told by typing.
"""

from __future__ import annotations

from collections.abc import Sequence

from soloist.engine import tableview as tv
from soloist.engine.errors import InvalidAnswer
from soloist.engine.phrase import joined, phrase
from soloist.engine.taps import Draft, Step, Tap, Taps
from soloist.games.revive.board import ARROW_SHAPES, TRACK_COLOURS, ArrowGroup
from soloist.games.revive.facts import ARROW_WORDS, LONGEST_COLOUR, MOST_POSITIONS, said_colours
from soloist.games.revive.hexmap import TILE_KINDS, Hex, SpaceKind
from soloist.games.revive.layout import (
    CHASM,
    CORNERS,
    CRYSTAL,
    MOST_CRYSTALS,
    NO_HEX,
    START,
    Described,
    line_words,
    read_cell,
)
from soloist.games.revive.tiles import row_order

#: The swatches offered for a position of the energy track (any other colour is typed once).
SWATCHES = TRACK_COLOURS


# -- the energy track ------------------------------------------------------------------------

#: Each offered colour's word on its swatch, in the reader's language.
SWATCH_WORDS = {
    "purple": phrase("Purple"), "blue": phrase("Blue"), "green": phrase("Green"),
    "yellow": phrase("Yellow"), "orange": phrase("Orange"), "red": phrase("Red"),
    "pink": phrase("Pink"), "teal": phrase("Teal"), "brown": phrase("Brown"),
    "grey": phrase("Grey"), "black": phrase("Black"), "white": phrase("White")}
COLOUR_KIND = phrase("colour")
YOUR_TRACK = phrase("Your energy track")


def swatch_word(colour: str) -> str:
    """"Purple": an offered colour in the reader's language, another as the person typed it."""
    return SWATCH_WORDS.get(colour) or colour.capitalize()


def swatch(colour: str) -> tv.Card:
    """A colour as a swatch: the colour and its word (a colour is never the only sign)."""
    return tv.Card(swatch_word(colour), colour if colour in tv.COLOURS else "grey",
                   kind=COLOUR_KIND)


def ring(colours: Sequence[str], title: str = YOUR_TRACK) -> tv.Track:
    """The energy track as told so far, clockwise from position 1."""
    return tv.Track(title, tuple(tv.Place(phrase("position {number}: {colour}", number=number,
                                                 colour=colour), str(number), colour)
                                 for number, colour in enumerate(colours, start=1)),
                    loop=True)


EVERY_POSITION = phrase("That is every position")


class TrackColours(Taps):
    """The colour of each position, clockwise from the slot chosen as position 1."""

    def step(self, draft: Draft) -> Step:
        seen = [colour for colour in dict.fromkeys(draft) if colour not in SWATCHES]
        offered = tuple(Tap(colour, swatch_word(colour), swatch(colour))
                        for colour in (*SWATCHES, *seen))
        if len(draft) >= MOST_POSITIONS:
            return Step(phrase("That is the most positions a track can have."), done=True,
                        done_label=EVERY_POSITION)
        return Step(phrase("Position {position}: which colour? (clockwise, all the way round "
                           "to the slot before position 1)", position=len(draft) + 1), offered,
                    new_name=phrase("Another colour: its name"),
                    done=len(draft) >= 2, done_label=EVERY_POSITION)

    def name_word(self, name: str) -> str:
        word = name.casefold()
        if len(word) > LONGEST_COLOUR or not word.isalpha():
            raise InvalidAnswer(phrase("{name} is not a colour: one word of letters",
                                       name=repr(name)))
        return word

    def text(self, draft: Draft) -> str:
        return " ".join(draft)

    def answer_words(self, text: str) -> str:
        return said_colours(text.split())

    def shown(self, draft: Draft) -> str:
        return joined(phrase("{number}: {colour}", number=number, colour=colour)
                      for number, colour in enumerate(draft, start=1))

    def picture(self, draft: Draft) -> tv.Track | None:
        return ring(draft) if draft else None


# -- the tiebreaker arrows -------------------------------------------------------------------

#: Each shape's short word (what the rule reads), from the shape's key.
SHORT_WORD = {key: word for word, key in ARROW_WORDS.items()}
THICK = {"left-to-right": "━━━━━━▶", "right-to-left": "◀━━━━━━"}
THIN = {"left-to-right": "──────▶", "right-to-left": "◀──────"}
#: A drawing of the arrows named by its thick arrow: (at the top?, left to right?).
THICK_ARROW = {(True, True): phrase("Thick arrow at the top →"),
               (True, False): phrase("Thick arrow at the top ←"),
               (False, True): phrase("Thick arrow at the bottom →"),
               (False, False): phrase("Thick arrow at the bottom ←")}
TIEBREAKER_ARROWS = phrase("tiebreaker arrows")


def arrows_picture(group: ArrowGroup) -> tv.Card:
    """The tiebreaker arrows as the board pictures them: the thick arrow on the top or the
    bottom line, pointing its way, and the thinner ones on the lines after it."""
    lines = [THICK[group.direction], THIN[group.direction], THIN[group.direction]]
    if group.first_line == "bottom":
        lines.reverse()
    return tv.Card(THICK_ARROW[group.first_line == "top", group.direction == "left-to-right"],
                   "white", kind=TIEBREAKER_ARROWS, lines=tuple(lines))


def arrow_taps() -> tuple[Tap, ...]:
    taps = []
    for choice in ARROW_SHAPES:
        group = choice.value
        assert isinstance(group, ArrowGroup)
        taps.append(Tap(SHORT_WORD[choice.key], choice.label, arrows_picture(group)))
    return tuple(taps)


class TrackArrows(Taps):
    """The arrows each position points to: each position painted with its arrows."""

    def __init__(self, colours: Sequence[str]) -> None:
        self.colours = tuple(colours)
        self.taps = arrow_taps()

    def start(self) -> Draft:
        return ("",) * len(self.colours)

    def step(self, draft: Draft) -> Step:
        return Step(phrase("Choose the arrows, then tap each position that points to them."),
                    self.taps,
                    spots=tuple(phrase("Position {position} ({colour})", position=number,
                                       colour=colour)
                                for number, colour in enumerate(self.colours, start=1)),
                    done=all(draft) and len(draft) == len(self.colours))

    def text(self, draft: Draft) -> str:
        return " ".join(draft)


# -- the board's layout, line by line --------------------------------------------------------

class LayoutLine(Taps):
    """One line of the board (a row, or a column with flat tops): each hex painted with what
    it is; a starting tile's mark and the crystals are added to what a hex already is."""

    MARKS = (START, CRYSTAL)

    def __init__(self, described: Described) -> None:
        self.described = described

    def start(self) -> Draft:
        return (NO_HEX,) * self.described.width

    def step(self, draft: Draft) -> Step:
        described = self.described
        line = len(described.rows) + 1
        if described.straight_rows:
            return Step(
                phrase("Choose what a hex is, then tap the hexes of row {line} (left to right) "
                       "that are it.", line=line),
                self.brushes(draft), spots=tuple(phrase("row {line}, hex {place}", line=line,
                                                        place=place)
                                                 for place in range(1, described.width + 1)),
                done=True, done_label=phrase("Row {line} is done", line=line))
        return Step(
            phrase("Choose what a hex is, then tap the hexes of column {line} (top to bottom) "
                   "that are it.", line=line),
            self.brushes(draft), spots=tuple(phrase("column {line}, hex {place}", line=line,
                                                    place=place)
                                             for place in range(1, described.width + 1)),
            done=True, done_label=phrase("Column {line} is done", line=line))

    def brushes(self, draft: Draft) -> tuple[Tap, ...]:
        """No hex, the chasm, the tiles of the two lines before and of this one, the next two
        new tiles, the corners, and the marks."""
        described = self.described
        painted = {cell.tile for cell in map(read_cell, draft) if cell.tile is not None}
        near = sorted({cell.tile for row in described.rows[-2:] for cell in row
                       if cell.tile is not None} | painted)
        highest = max([*described.tiles_so_far(), *painted], default=0)
        taps = [Tap(NO_HEX, phrase("No hex")), Tap(CHASM, phrase("Chasm"))]
        taps += [Tap(str(number), phrase("Tile {tile}", tile=number)) for number in near]
        taps += [Tap(str(number), phrase("New tile {tile}", tile=number))
                 for number in (highest + 1, highest + 2)]
        taps += [Tap(f"L{number}", phrase("Corner {corner}", corner=number))
                 for number in range(1, CORNERS + 1)]
        taps += [Tap(START, phrase("Starting tile (add to a tile)")),
                 Tap(CRYSTAL, phrase("Crystal on the edge (add; tap again for two)"))]
        return tuple(taps)

    def painted(self, now: str, tap: Tap) -> str:
        """A mark is added to what the hex is (a third crystal takes them off); anything
        else replaces it."""
        if tap.key not in self.MARKS:
            return tap.key
        cell = read_cell(now)
        if tap.key == START:
            if cell.tile is None:
                raise InvalidAnswer(phrase("a starting tile's mark goes on a hex of an area tile: "
                                           "paint the hex with its tile first"))
            return now.replace(START, "") if cell.start else \
                f"{cell.tile}{START}{CRYSTAL * cell.crystals}"
        if not cell.is_hex:
            raise InvalidAnswer(phrase("a crystal lies next to a hex of the board, not next to a "
                                       "gap"))
        base = now.replace(CRYSTAL, "")
        return base if cell.crystals >= MOST_CRYSTALS else now + CRYSTAL

    def text(self, draft: Draft) -> str:
        return line_words([read_cell(word) for word in draft]) or NO_HEX

    def shown(self, draft: Draft) -> str:
        return line_words([read_cell(word) for word in draft])

    def picture(self, draft: Draft) -> tv.HexBoard:
        from soloist.games.revive.mapview import layout_board

        return layout_board(self.described, tuple(read_cell(word) for word in draft))


# -- a tile face up for the first time -------------------------------------------------------

#: How each kind of space is pictured: its card colour and shape (never the colour alone).
KIND_LOOK: dict[SpaceKind, tuple[str, str]] = {
    SpaceKind.SAND: ("orange", "circle"), SpaceKind.FOREST: ("green", "triangle"),
    SpaceKind.MOUNTAIN: ("grey", "diamond"), SpaceKind.FIELD: ("yellow", "square"),
    SpaceKind.WATER: ("blue", "hexagon"), SpaceKind.LOCATION: ("purple", "star"),
}


def kind_taps() -> tuple[Tap, ...]:
    return tuple(Tap(kind.value, kind.value.capitalize(),
                     tv.Card(kind.value.capitalize(), *KIND_LOOK[kind], kind="space"))
                 for kind in TILE_KINDS)


def space_words(hexes: Sequence[Hex]) -> tuple[str, ...]:
    """Each space in the order asked: "top row, space 1", ... "bottom row, space 2"."""
    order = row_order(hexes)
    rows = sorted({hexes[index][0] for index in order})
    names = {row: (phrase("top row") if number == 0 else
                   phrase("bottom row") if number == len(rows) - 1
                   else phrase("row {row}", row=number + 1)) for number, row in enumerate(rows)}
    if len(rows) == 1:
        names = {rows[0]: phrase("the row")}
    counted: dict[int, int] = {}
    words: list[str] = []
    for index in order:
        row = hexes[index][0]
        counted[row] = counted.get(row, 0) + 1
        words.append(phrase("{row}, space {space} from the left", row=names[row],
                            space=counted[row]))
    return tuple(words)


class TileFaces(Taps):
    """A tile face up for the first time: its printed number (tapped, or typed when it is a
    symbol or a name), then each of its spaces painted with what it shows, row by row from
    the top, each row from the left, as it lies."""

    def __init__(self, hexes: Sequence[Hex], layout: str, free: Sequence[str]) -> None:
        self.hexes = tuple(hexes)
        self.layout = layout
        self.free = tuple(free)
        self.kinds = kind_taps()
        self.order = row_order(self.hexes)
        self.words = space_words(self.hexes)

    def step(self, draft: Draft) -> Step:
        if not draft:
            return Step(phrase("Its number (or the symbol printed on it)?"),
                        tuple(Tap(name, name) for name in self.free),
                        new_name=phrase("Another number or symbol, or a name you will know it "
                                        "by"))
        spaces = draft[1:]
        return Step(phrase("Choose a kind, then tap each space of the tile that shows it."),
                    self.kinds, spots=self.words, offset=1,
                    done=len(spaces) == len(self.hexes) and all(spaces))

    def text(self, draft: Draft) -> str:
        spaces = [word for word in draft[1:] if word]
        return f"{draft[0]}: {' '.join(spaces)}" if draft else ""

    def shown(self, draft: Draft) -> str:
        return self.text(draft) if draft else ""

    def picture(self, draft: Draft) -> tv.HexBoard | None:
        if not draft:
            return None
        from soloist.games.revive.mapview import centre  # (it reads the rules' modules)

        spaces = draft[1:] + ("",) * (len(self.hexes) + 1 - len(draft))
        hexes = []
        for spot, index in enumerate(self.order):
            kind = spaces[spot]
            x, y = centre(self.layout, self.hexes[index])
            hexes.append(tv.BoardHex(f"space {spot + 1}", x, y, kind or "empty",
                                     phrase("{space}: {kind}", space=self.words[spot],
                                            kind=kind) if kind else self.words[spot],
                                     mark=kind[:2] if kind else "", cycle=spot))
        return tv.HexBoard(tuple(hexes), self.layout.endswith("-r"),
                           phrase("Tile {tile}, as it lies", tile=draft[0]))
