"""The Mautoma's board, from a data file a person writes from their own copy.

None of it is public: the energy track's positions and their colours, the sections with
their discard icons, the four tiebreaker arrow groups, and which two action cards carry the
"S". Soloist never invents them. A FICTIONAL sample (`data/sample-board.toml`) exists for
tests, simulation and trying Soloist out; without a board file, companion play asks at the
table for what each decision needs. The format is in docs/revive.md.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints

from soloist.engine.documents import load
from soloist.engine.errors import DataFileError
from soloist.engine.phrase import Phrase, joined, phrase
from soloist.engine.questions import Choice, Choices

DATA = Path(__file__).parent / "data"
SAMPLE_BOARD = DATA / "sample-board.toml"

Line = Literal["top", "bottom"]
Direction = Literal["left-to-right", "right-to-left"]

#: The displays a refresh turn discards from: 5 citizen cards, 5 slot modules, and 3
#: machine tokens of each colour (base game; the refresh example matches these sizes).
CITIZEN_SLOTS = 5
MODULE_SLOTS = 5
MACHINE_SLOTS = 3
MACHINE_COLOURS = ("green", "yellow", "grey")
#: The English article before a word ("a", "an"; at a sentence's start "A", "An"): a
#: translation chooses its own.
ARTICLES = {(False, False): phrase("a"), (False, True): phrase("an"),
            (True, False): phrase("A"), (True, True): phrase("An")}


def article(word: str, first: bool = False) -> str:
    """"a" or "an" before `word` ("A", "An" `first` in a sentence)."""
    return ARTICLES[first, word[:1] in "aeiou"]


#: A Mautoma building's size ("small", "large") as a person reads it.
SIZE_WORDS = {"small": phrase("small"), "large": phrase("large")}
#: The colours a position of the energy track is offered in (a major artifact's colour; any
#: other is typed once). Each is a term of the game, said in the reader's language.
TRACK_COLOURS = ("purple", "blue", "green", "yellow", "orange", "red", "pink", "teal", "brown",
                 "grey", "black", "white")
ARROW_GROUPS = 4

ORDINAL = {1: phrase("first"), 2: phrase("second"), 3: phrase("third"), 4: phrase("fourth"),
           5: phrase("fifth")}
LAST = phrase("last")


@dataclass(frozen=True, slots=True)
class ArrowGroup:
    """A tiebreaker arrow group: the thick arrow is on the top or the bottom line of the
    pictured map and points left-to-right or right-to-left; each next arrow is on the next
    line inwards (below a top line, above a bottom one). `id` is None when the group was
    described at the table rather than read from a board file."""

    id: int | None
    first_line: Line
    direction: Direction

    @property
    def label(self) -> str:
        return _arrows_label(self.id, self.first_line, self.direction)

    def describe(self) -> str:
        return ARROW_WORDS[self.first_line, self.direction]

    def scan_key(self, row: int, col: int) -> tuple[int, int]:
        """Where a map space at (row, col) is met following these arrows: smaller first."""
        line = row if self.first_line == "top" else -row
        along = col if self.direction == "left-to-right" else -col
        return (line, along)

    def __str__(self) -> str:
        return self.label


@cache
def _arrows_label(group: int | None, first_line: Line, direction: Direction) -> Phrase:
    """How a prompt names an arrow group (made once each: the Mautoma's turns name them
    often)."""
    shape = ARROW_WORDS[first_line, direction]
    if group is not None:
        return phrase("arrow group {group} ({shape})", group=group, shape=shape)
    return phrase("the arrows ({shape})", shape=shape)


#: How each shape of arrow group is told.
ARROW_WORDS: dict[tuple[Line, Direction], Phrase] = {
    ("top", "left-to-right"): phrase("thick arrow on the top line, left to right; then the "
                                     "next line below"),
    ("top", "right-to-left"): phrase("thick arrow on the top line, right to left; then the "
                                     "next line below"),
    ("bottom", "left-to-right"): phrase("thick arrow on the bottom line, left to right; then "
                                        "the next line above"),
    ("bottom", "right-to-left"): phrase("thick arrow on the bottom line, right to left; then "
                                        "the next line above"),
}

#: The four shapes an arrow group can have, as asked at the table without a board file.
ARROW_SHAPES = Choices(
    Choice(f"{line}-{'ltr' if direction == 'left-to-right' else 'rtl'}",
           ArrowGroup(None, line, direction).describe(),
           ArrowGroup(None, line, direction),
           (f"{line} {direction}",))
    for line in ("top", "bottom")
    for direction in ("left-to-right", "right-to-left")
)


@dataclass(frozen=True, slots=True)
class Discard:
    """What a refresh turn discards from the displays: positions from the left, 1-based."""

    citizens: tuple[int, ...]
    modules: tuple[int, ...]
    machines: tuple[tuple[str, tuple[int, ...]], ...]

    def describe_citizens(self) -> str:
        if not self.citizens:
            return phrase("no citizen cards")
        ordinals = _ordinals(self.citizens, CITIZEN_SLOTS)
        return (phrase("the {ordinals} citizen card", ordinals=ordinals)
                if len(self.citizens) == 1 else
                phrase("the {ordinals} citizen cards", ordinals=ordinals))

    def describe_modules(self) -> str:
        if not self.modules:
            return phrase("no module tokens")
        ordinals = _ordinals(self.modules, MODULE_SLOTS)
        return (phrase("the {ordinals} module token", ordinals=ordinals)
                if len(self.modules) == 1 else
                phrase("the {ordinals} module tokens", ordinals=ordinals))

    def describe_machines(self) -> str:
        """"the third green, yellow, grey machine tokens", grouped by position."""
        by_slots: dict[tuple[int, ...], list[str]] = {}
        for colour, slots in self.machines:
            if slots:
                by_slots.setdefault(slots, []).append(colour)
        if not by_slots:
            return phrase("no machine tokens")
        parts = [phrase("the {ordinals} {colours} machine tokens",
                        ordinals=_and([ORDINAL[slot] for slot in slots]),
                        colours=joined(colours))
                 for slots, colours in by_slots.items()]
        return _and(parts)


def _ordinals(slots: tuple[int, ...], size: int) -> str:
    """"first, second and last"."""
    return _and([LAST if slot == size else ORDINAL[slot] for slot in slots])


def _and(words: Sequence[str]) -> str:
    """"a, b and c"."""
    if len(words) <= 1:
        return joined(words)
    return joined([joined(words[:-1]), words[-1]], " and ")


@dataclass(frozen=True, slots=True)
class Position:
    """One position of the energy track (numbered clockwise from 1, as the file lists them)."""

    number: int
    colour: str
    section: str
    arrows: ArrowGroup
    discard: Discard


@dataclass(frozen=True, slots=True)
class MautomaBoard:
    name: str
    fictional: bool
    positions: tuple[Position, ...]
    starting_cards: tuple[int, ...] | None
    source: str

    @property
    def size(self) -> int:
        return len(self.positions)

    def at(self, number: int) -> Position:
        return self.positions[number - 1]

    def colour_chain(self, number: int) -> list[tuple[int, str]]:
        """The artifact colours a refresh turn at `number` tries, in order: this position's,
        then each next position's along the track (each colour once)."""
        return colour_chain(tuple(position.colour for position in self.positions), number)


def colour_chain(colours: tuple[str, ...], number: int) -> list[tuple[int, str]]:
    """The artifact colours a refresh turn at position `number` of a track with these
    colours tries, in order: this position's, then each next position's along the track
    (each colour once), with the position that gives it."""
    chain: list[tuple[int, str]] = []
    seen: set[str] = set()
    size = len(colours)
    for step in range(size):
        at = (number - 1 + step) % size + 1
        if colours[at - 1] not in seen:
            seen.add(colours[at - 1])
            chain.append((at, colours[at - 1]))
    return chain


# -- the file format ------------------------------------------------------------------------

Name = Annotated[str, StringConstraints(strip_whitespace=True, to_lower=True, min_length=1,
                                        max_length=40)]
Identifier = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1,
                                              max_length=40)]
CitizenSlot = Annotated[int, Field(ge=1, le=CITIZEN_SLOTS)]
MachineSlot = Annotated[int, Field(ge=1, le=MACHINE_SLOTS)]


class ArrowGroupModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: int = Field(ge=1, le=ARROW_GROUPS)
    first_line: Line
    direction: Direction


class MachinesModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    green: list[MachineSlot] = Field(default_factory=list, max_length=MACHINE_SLOTS)
    yellow: list[MachineSlot] = Field(default_factory=list, max_length=MACHINE_SLOTS)
    grey: list[MachineSlot] = Field(default_factory=list, max_length=MACHINE_SLOTS)


class DiscardModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    citizens: list[CitizenSlot] = Field(default_factory=list, max_length=CITIZEN_SLOTS)
    modules: list[CitizenSlot] = Field(default_factory=list, max_length=MODULE_SLOTS)
    machines: MachinesModel = Field(default_factory=MachinesModel)


class SectionModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: Identifier
    arrow_group: int | None = Field(None, ge=1, le=ARROW_GROUPS)
    discard: DiscardModel


class PositionModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    colour: Name
    section: Identifier
    arrow_group: int | None = Field(None, ge=1, le=ARROW_GROUPS)


class BoardModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1, max_length=200)
    fictional: bool = False
    starting_cards: list[int] | None = Field(None, min_length=2, max_length=2)
    arrow_groups: list[ArrowGroupModel] = Field(min_length=ARROW_GROUPS,
                                                max_length=ARROW_GROUPS)
    sections: list[SectionModel] = Field(min_length=1)
    positions: list[PositionModel] = Field(min_length=2, max_length=99)


def _unique(values: list[int], where: str, source: str) -> tuple[int, ...]:
    if len(set(values)) != len(values):
        raise DataFileError(phrase("{source}: {where}: a position is listed twice ({values})",
                                   source=source, where=where, values=str(values)))
    return tuple(sorted(values))


def _discard(model: DiscardModel, where: str, source: str) -> Discard:
    machines = tuple(
        (colour, _unique(getattr(model.machines, colour), f"{where}.machines.{colour}", source))
        for colour in MACHINE_COLOURS
    )
    return Discard(_unique(model.citizens, f"{where}.citizens", source),
                   _unique(model.modules, f"{where}.modules", source), machines)


def board_from_model(model: BoardModel, source: str) -> MautomaBoard:
    """The board a validated file describes; cross-references are checked here."""
    groups: dict[int, ArrowGroup] = {}
    for group in model.arrow_groups:
        if group.id in groups:
            raise DataFileError(phrase("{source}: arrow_groups: group {group} is given twice "
                                       "(the board has groups 1-{groups}, each once)",
                                       source=source, group=group.id, groups=ARROW_GROUPS))
        groups[group.id] = ArrowGroup(group.id, group.first_line, group.direction)
    sections: dict[str, SectionModel] = {}
    discards: dict[str, Discard] = {}
    for section in model.sections:
        if section.id in sections:
            raise DataFileError(phrase("{source}: sections: section {section} is given twice",
                                       source=source, section=repr(section.id)))
        sections[section.id] = section
        discards[section.id] = _discard(section.discard, f"section {section.id!r}: discard",
                                        source)
    positions = []
    used: set[str] = set()
    for number, position in enumerate(model.positions, start=1):
        found = sections.get(position.section)
        if found is None:
            raise DataFileError(phrase(
                "{source}: position {number}: section {section} is not one of the board's "
                "sections ({sections})", source=source, number=number,
                section=repr(position.section), sections=", ".join(sections)))
        used.add(found.id)
        group_id = position.arrow_group or found.arrow_group
        if group_id is None:
            raise DataFileError(phrase(
                "{source}: position {number}: no arrow group; give arrow_group for the "
                "position or for section {section}", source=source, number=number,
                section=repr(found.id)))
        positions.append(Position(number, position.colour, found.id, groups[group_id],
                                  discards[found.id]))
    unused = [name for name in sections if name not in used]
    if unused:
        raise DataFileError(phrase("{source}: sections: section {section} has no position on "
                                   "the energy track (a typing slip in a position's section?)",
                                   source=source, section=repr(unused[0])))
    starting = None
    if model.starting_cards is not None:
        cards = model.starting_cards
        if len(set(cards)) != 2 or not all(1 <= card <= 6 for card in cards):
            raise DataFileError(phrase("{source}: starting_cards: give two different card "
                                       "numbers from 1 to 6, not {cards}", source=source,
                                       cards=str(cards)))
        starting = tuple(sorted(cards))
    return MautomaBoard(model.name, model.fictional, tuple(positions), starting, source)


def load_board(path: Path) -> MautomaBoard:
    """The board in `path` (cached while the file is unchanged)."""
    try:
        stat = path.stat()
    except OSError:
        return board_from_model(load(BoardModel, path), str(path))  # the error names the file
    return _load_board(path, stat.st_mtime_ns, stat.st_size)


@cache
def _load_board(path: Path, mtime: int, size: int) -> MautomaBoard:
    return board_from_model(load(BoardModel, path), str(path))
