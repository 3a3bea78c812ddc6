"""What a driver shows of a game's table: a small vocabulary of display pieces.

Each game builds a `TableView` of its play in a module of its own
(`games/<game>/tableview.py`), reached through a one-line ``Play.table_view(question)``.
The web draws the pieces (server-rendered SVG and HTML), the terminal prints the
`TableView.status` line after each automa turn and the whole view for ``state``. Neither
reaches into a game's rules, and the pieces know no game: a die has a colour and a face, a
card a colour, a shape and words, a track its spaces and the markers on them.

Every piece says in words what it shows (`label`, `kind`, `title`): a colour is never the
only sign, so a screen reader, the terminal and a colour-blind person read the same table.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import NamedTuple, Protocol, runtime_checkable

from soloist.engine.phrase import Phrase, phrase
from soloist.engine.phrase import joined as listed
from soloist.engine.questions import Question

#: The colours a piece may name; a driver maps each to its own rendering (a CSS class, a
#: terminal style). Anything else is drawn as "grey".
COLOURS = frozenset({"red", "blue", "purple", "yellow", "green", "white", "black", "grey",
                     "orange", "brown", "teal", "pink"})
#: The shapes a card may carry, so that its kind reads without its colour.
SHAPES = frozenset({"circle", "square", "triangle", "diamond", "hexagon", "star", "cross"})


class Die(NamedTuple):
    """A die: its face (None before it is rolled) and colour; `spent` when it was used."""

    face: int | None
    colour: str = "white"
    label: str = ""
    spent: bool = False

    @property
    def text(self) -> str:
        if self.label:
            return self.label
        face = phrase("not rolled") if self.face is None else str(self.face)
        return phrase("{colour} die {face}", colour=self.colour, face=face)


class Card(NamedTuple):
    """A card (or a stack of `stack` alike): its `kind` in words, the colour and shape of
    its kind, a `title`, a few `lines` of text, and `picture`, a line of symbols the card
    prints large (Tokaido's range line ●...○...②); `marks` are the icons it shows, in
    words."""

    title: str
    colour: str = "grey"
    shape: str = ""
    kind: str = ""
    lines: tuple[str, ...] = ()
    stack: int | None = None
    picture: str = ""
    marks: tuple[str, ...] = ()
    face_down: bool = False

    @property
    def text(self) -> str:
        text = self.title
        if self.stack is not None:
            text = phrase("{stack} × {card}", stack=self.stack, card=text)
        if self.kind and self.kind != self.title:
            text = phrase("{card} ({kind})", card=text, kind=self.kind)
        if self.picture:
            text = phrase("{card} {picture}", card=text, picture=self.picture)
        if self.marks:
            text = phrase("{card} with {marks}", card=text, marks=joined(
                self.marks, lambda first, rest: phrase("{first} and {rest}", first=first,
                                                       rest=rest)))
        if self.lines:
            text = phrase("{card}: {lines}", card=text, lines=semicolons(self.lines))
        return text


class Counter(NamedTuple):
    """A number a person tracks: goods 7 of 12, 3 metal. `goal` draws a bar towards it."""

    label: str
    value: int | str
    goal: int | None = None
    colour: str = ""
    note: str = ""

    @property
    def text(self) -> str:
        value = phrase("{value}/{goal}", value=self.value, goal=self.goal) \
            if self.goal is not None else self.value
        text = phrase("{label} {value}", label=self.label, value=value)
        return phrase("{counter} ({note})", counter=text, note=self.note) if self.note else text


class Place(NamedTuple):
    """A space of a track or a mat: its name, a short mark drawn in it, its colour, and
    what lies on it, in words; `dice`, the dice placed on it, drawn as dice (an action
    board's spaces)."""

    label: str
    short: str = ""
    colour: str = ""
    holds: tuple[str, ...] = ()
    highlight: bool = False
    dice: tuple[Die, ...] = ()


class Marker(NamedTuple):
    """A piece standing on a track: the index of its place, its colour and whose it is."""

    place: int
    colour: str
    label: str


class Track(NamedTuple):
    """A row of places (a road, a mat's spaces) or, with `loop`, a closed track (an energy
    track), with the markers standing on it."""

    label: str
    places: tuple[Place, ...]
    markers: tuple[Marker, ...] = ()
    loop: bool = False
    note: str = ""

    @property
    def text(self) -> str:
        by_place: dict[int, list[str]] = {}
        for marker in self.markers:
            by_place.setdefault(marker.place, []).append(marker.label)
        parts = []
        for index, place in enumerate(self.places):
            words = [*place.holds, *(die.text for die in place.dice),
                     *by_place.get(index, [])]
            if words or place.highlight or len(self.places) <= 12:
                parts.append(held(place.label, words))
        return labelled(self.label, listed(parts), self.note)


class Column(NamedTuple):
    """One column of a grid (a Trading Post card's): its places from top to bottom."""

    label: str
    places: tuple[Place, ...]


class Grid(NamedTuple):
    """Columns of places, left to right."""

    label: str
    columns: tuple[Column, ...]
    note: str = ""

    @property
    def text(self) -> str:
        columns = ""
        for column in self.columns:
            places = listed(held(place.label, [*place.holds, *(die.text for die in place.dice)])
                            for place in column.places) or phrase("empty")
            columns = phrase("{list} | {item}", list=columns, item=places) if columns else places
        return labelled(self.label, columns, self.note)


def held(label: str, words: Sequence[str]) -> str:
    """A place and what lies on it: "B [coin 10, trading post]" (a phrase: each said)."""
    return phrase("{place} [{words}]", place=label, words=listed(words)) if words else label


def labelled(label: str, places: str, note: str) -> str:
    """A track's or a grid's line: "Smart Mat: A, B [coin 10] (1 contract done (3 VP))"."""
    return (phrase("{label}: {places} ({note})", label=label, places=places, note=note)
            if note else phrase("{label}: {places}", label=label, places=places))


class Words(NamedTuple):
    """A line of plain text in a zone."""

    text: str


Piece = Die | Card | Counter | Track | Grid | Words


class Zone(NamedTuple):
    """A titled area of the table (the Machine's compound, your hand): pieces in a row."""

    title: str
    pieces: tuple[Piece, ...]
    note: str = ""
    owner: str = ""  # "automa", "you" or "" (the shared table): how a driver frames it


#: You, on the scoreboard and wherever a piece of the table is yours: every game names the
#: person "You" (the log's actor "person" too).
YOU = phrase("You")


def named(text: str) -> str:
    """`text` as a driver says it: the name "You", given as plain text (a marker's label, a
    player of the scoreboard), as the phrase `YOU`, said in the reader's language; any other
    text as it is."""
    return YOU if text == "You" and type(text) is str else text

#: A score Soloist does not know (yet): a dash, never a placeholder such as "?".
NOT_KNOWN = "—"


class Score(NamedTuple):
    """One line of the scoreboard: a player, their score (None: not known to Soloist, such
    as yours at a physical table) and how it is made up."""

    name: str
    score: int | None
    colour: str = ""
    parts: tuple[str, ...] = ()
    you: bool = False
    #: Words shown instead of the score where it is not a number ("no score").
    shown: str = ""

    @property
    def value(self) -> str:
        """The score as shown: a dash while Soloist does not know it (yours at a physical
        table, until you give it at the end; `parts` say when it is counted)."""
        if self.shown:
            return self.shown
        return NOT_KNOWN if self.score is None else str(self.score)

    @property
    def label(self) -> str:
        """The player's name as shown: yours ("You", as every game names you) said in the
        reader's language, an automa's name as the game gives it."""
        return named(self.name) if self.you else self.name

    @property
    def text(self) -> str:
        return phrase("{name} {value}", name=self.label, value=self.value)


class BoardHex(NamedTuple):
    """One hex of a map panel (`HexBoard`): its centre (x, y, in hex sizes), what it shows
    (`kind`, a word a driver colours: "sand", "face-down", ...), its words for a person
    (`label`), the pieces on it (`pieces`, words such as "Mautoma building", "your
    figure"), a candidate's value to show on it (`mark`), whether it is a candidate of the
    last decision or the one chosen (`state`: "", "candidate" or "chosen"), the answer to
    the current question that tapping it gives (`answer`, a choice's key; "" for none), and
    `cycle`: its place among the places of a drawing painted by taps (-1: not one)."""

    key: str
    x: float
    y: float
    kind: str
    label: str
    pieces: tuple[str, ...] = ()
    mark: str = ""
    state: str = ""
    answer: str = ""
    cycle: int = -1
    group: str = ""
    #: In a drawing painted by taps: the word this hex gives the answer now.
    token: str = ""


class HexBoard(NamedTuple):
    """A map drawn as hexes (`TableView.board`, or a question's picture): `pointy` tops or
    flat ones; `caption` says what the marks show (the last decision). In a question's
    picture being painted by taps (`soloist.engine.taps`), the hexes with a `cycle` place
    are the places to tap."""

    hexes: tuple[BoardHex, ...]
    pointy: bool = True
    caption: str = ""


class Glance(NamedTuple):
    """The automa's last move at a glance (`TableView.glance`): a compact picture a driver
    shows right under the question, so the person sees what it just did without scrolling
    to the whole table: `title` in words ("Blue moved 3 spaces, to the Hot Spring"), the
    `pieces` that show it (a stretch of the road, the action board with its dice) or a
    `board`, the part of a map around its placement."""

    title: str
    pieces: tuple[Piece, ...] = ()
    board: HexBoard | None = None

    @property
    def text(self) -> str:
        words = [self.title, *(piece.text for piece in self.pieces)]
        return ". ".join(word.rstrip(".") for word in words if word) + "."


class Reminder(NamedTuple):
    """A rule a person may want to read again during the game: its title, in the person's
    words ("my exceptions to the rules": a driver offers "Remind me of …"), and its text."""

    title: str
    text: str


class TableView(NamedTuple):
    """A game's table as a person sees it.

    `status` is one line about the automa (the terminal prints it after each automa turn);
    `progress` where the game stands ("Round 3 of 5"); `scores` the scoreboard; `zones` the
    table's areas; `faces` how each answer to the current question looks (by choice key:
    a card type as its card, a die value as its face); `board` the map, where a game has
    one and knows it (a `HexBoard`, a panel of its own); `reminders` rules a person may want
    to read again (a title and its text): a driver offers them to open at any moment, never
    as an answer (an answer is a move, and undo takes back moves). `glance` is the automa's
    last move in a compact picture, shown right under the question (None: nothing to show,
    such as before its first move). `outcome` is the game's result in words once it is
    known while the game still asks something after it (an offer to count a deck): a driver
    says it first.
    """

    status: str
    progress: str
    scores: tuple[Score, ...] = ()
    zones: tuple[Zone, ...] = ()
    faces: Mapping[str, Piece] = {}
    board: HexBoard | None = None
    reminders: tuple[Reminder, ...] = ()
    glance: Glance | None = None
    outcome: str = ""


@runtime_checkable
class ShowsTable(Protocol):
    """A play that can show its table (every registered game's play)."""

    def table_view(self, question: Question | None = None) -> TableView: ...


def table_of(play: object, question: Question | None = None) -> TableView | None:
    """The play's table view, or None for a play that has none (a test's toy game)."""
    if isinstance(play, ShowsTable):
        return play.table_view(question)
    return None


def with_final_scores(view: TableView, summary: Mapping[str, object]) -> TableView:
    """The table at the end: your score, where the game's result knows it (every summary
    names it `person_score`) and its table did not."""
    score = summary.get("person_score")
    if not isinstance(score, int) or isinstance(score, bool):
        return view
    scores = tuple(entry._replace(score=score, shown="", parts=())
                   if entry.you and entry.score is None else entry for entry in view.scores)
    return view._replace(scores=scores)


def final_table_of(play: object, question: Question | None,
                   summary: Mapping[str, object] | None) -> TableView | None:
    """The play's table view, with your score once the game's result knows it (a finished
    game shows every score, never a dash for yours)."""
    view = table_of(play, question)
    if view is not None and summary:
        view = with_final_scores(view, summary)
    return view


def scoreboard_line(view: TableView) -> str:
    """"Round 3 · Machine 14 · You —": where the game stands and the scores, one line."""
    parts = [view.progress] if view.progress else []
    parts.extend(score.text for score in view.scores)
    return joined(parts, lambda first, rest: phrase("{first} · {rest}", first=first,
                                                    rest=rest))


def table_lines(view: TableView) -> list[str]:
    """The table in words, a line per zone: what ``state`` prints."""
    shown = [scoreboard_line(view)]
    for score in view.scores:
        if score.parts:
            shown.append(indented(phrase("{name}: {value} ({parts})", name=score.label,
                                         value=score.value, parts=joined(score.parts, _commas))))
    for zone in view.zones:
        title = phrase("{zone} ({note})", zone=zone.title, note=zone.note) if zone.note \
            else zone.title
        shown.append(phrase("{zone}: {pieces}", zone=title, pieces=semicolons(
            [within(piece.text, zone.title) for piece in zone.pieces])))
    return shown


def indented(line: str) -> str:
    """`line` under the line before it (two spaces before it), still a phrase."""
    return phrase("{indent}{line}", indent="  ", line=line)


def joined(parts: Sequence[str], joint: Callable[[str, str], str]) -> str:
    """`parts` one after the other as one phrase: `joint` puts the first before the rest
    ("{first}; {rest}"), so that each stays a field (said in a language, its own words)."""
    if not parts:
        return ""
    if len(parts) == 1:
        return parts[0]
    return joint(parts[0], joined(parts[1:], joint))


def semicolons(parts: Sequence[str]) -> str:
    """"a; b; c", one phrase."""
    return joined(parts, lambda first, rest: phrase("{first}; {rest}", first=first, rest=rest))


def _commas(first: str, rest: str) -> str:
    return phrase("{first}, {rest}", first=first, rest=rest)


def within(text: str, title: str) -> str:
    """A piece's words inside a zone of the same name, without saying the name twice
    ("Energy track: position 4", not "Energy track: Energy track: position 4"). A track
    whose label is a phrase of the title and one field ("The road {stretch}") keeps its
    words a phrase, its label that field."""
    label = text.fields.get("label") if isinstance(text, Phrase) else None
    if isinstance(label, Phrase) and isinstance(text, Phrase):
        rest = label.template.removeprefix(title + " ")
        if rest != label.template and rest.startswith("{") and rest.endswith("}") \
                and rest.count("{") == 1 and rest[1:-1] in label.fields:
            return Phrase(text.template, {**text.fields, "label": label.fields[rest[1:-1]]})
    for joint in (": ", " "):
        if text.startswith(title + joint) and len(text) > len(title + joint):
            plain = text[len(title + joint):]
            kept = _within(text, title)
            return kept if kept is not None and kept == plain else plain
    return text


def _within(text: str, title: str) -> str | None:
    """`within` of a track's or grid's line that is a phrase (`labelled`), still one."""
    if not isinstance(text, Phrase) or not text.template.startswith("{label}: {places}"):
        return None
    label, places, note = (text.fields["label"], text.fields["places"],
                           text.fields.get("note"))
    if not isinstance(label, str) or not isinstance(places, str):
        return None
    if label == title:
        return places if note is None else phrase("{places} ({note})", places=places,
                                                  note=note)
    if not label.startswith(title + " "):
        return None
    rest = label[len(title) + 1:]
    return (phrase("{label}: {places}", label=rest, places=places) if note is None else
            phrase("{label}: {places} ({note})", label=rest, places=places, note=note))


def count(number: int, word: str, plural: str = "") -> str:
    """"1 good", "3 goods"."""
    return f"{number} {word if number == 1 else plural or word + 's'}"


def piece_text(piece: Piece) -> str:
    """A piece as one line of plain text (the terminal, a screen reader's label)."""
    return piece.text
