"""Turning a play into what a page shows: generic over every game, no rules here.

Log events become lines with the actor as a word (never colour alone); a play's `view()`
(plain data) becomes nested label/value pairs; a question becomes choices or a number
range.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from html import escape

from markupsafe import Markup

from soloist.engine.errors import InvalidAnswer
from soloist.engine.game import GameDefinition, OptionSpec, OptionValue
from soloist.engine.log import Event, KeptEvent
from soloist.engine.phrase import joined, phrase
from soloist.engine.questions import Question
from soloist.engine.tableview import COLOURS, SHAPES, Die, HexBoard, Piece, Track
from soloist.engine.taps import Draft, Taps, checked
from soloist.i18n import ENGLISH, event_in_language, translator
from soloist.play.actors import ACTORS
from soloist.web.language import said, spoken

_CLASS_SAFE = re.compile(r"[^a-z0-9-]+")


@dataclass(frozen=True)
class Line:
    """One log event as shown: a heading ("Round 3") or the actor's word and the text."""

    heading: bool
    word: str
    actor: str
    text: str


def actor_word(actor: str, language: str = ENGLISH) -> str:
    """Whose step a log line is, as a word in `language`."""
    word = ACTORS.get(actor, (actor.replace("_", " ").replace("-", " ").capitalize(), ""))[0]
    if language == ENGLISH:
        return word
    words = translator(language)
    return words.message(f"actor-{actor}") if words.english.has_message(
        f"actor-{actor}") else word


def css_name(actor: str) -> str:
    return _CLASS_SAFE.sub("-", actor.lower()) or "other"


def lines(events: Iterable[Event | KeptEvent], language: str | None = None, *,
          game: str | None = None, words: Mapping[str, str] | None = None) -> list[Line]:
    """Log events (as played, or as a saved game kept them) as a page shows them, in
    `language` (the page's, by default): each line said from its template and values, so a
    game reads in any language whichever it was played in; `game`'s terms in the person's
    `words` for them where they renamed one (`soloist.engine.words`)."""
    if language is None:
        language = spoken()
    shown = []
    for event in events:
        heading = event.actor == "round" and event.template.startswith("Round")
        word = "" if heading else actor_word(event.actor, language)
        text = event_in_language(language, event, game=game, words=words)
        shown.append(Line(heading, word, css_name(event.actor), public(text)))
    return shown


@dataclass(frozen=True)
class Node:
    """A piece of a view: `text`, a list of `items` (label, Node) or of `entries` (Node)."""

    text: str | None = None
    fields: tuple[tuple[str, Node], ...] = ()
    entries: tuple[Node, ...] = ()

    @property
    def kind(self) -> str:
        if self.text is not None:
            return "text"
        return "fields" if self.fields else "entries"


def label(name: object) -> str:
    text = str(name).replace("_", " ").replace("-", " ").strip()
    return text[:1].upper() + text[1:] if text else "—"


def scalar(value: object) -> str:
    if value is None:
        return "—"
    if isinstance(value, bool):
        return phrase("yes") if value else phrase("no")
    return value if isinstance(value, str) else str(value)  # (a phrase stays one)


def present(value: object, depth: int = 0) -> Node:
    """Plain data as nested label/value pairs (dicts) and lists, readable by anyone."""
    if depth > 8:
        return Node(text=str(value))
    if isinstance(value, Mapping):
        if not value:
            return Node(text=phrase("none"))
        return Node(fields=tuple((label(key), present(item, depth + 1))
                                 for key, item in value.items()))
    if isinstance(value, Sequence | set | frozenset) and not isinstance(value, str | bytes):
        items = list(value)
        if not items:
            return Node(text=phrase("none"))
        if all(not isinstance(item, Mapping | Sequence | set | frozenset)
               or isinstance(item, str) for item in items):
            return Node(text=", ".join(scalar(item) for item in items))
        return Node(entries=tuple(present(item, depth + 1) for item in items))
    return Node(text=scalar(value))


def node_html(node: Node) -> str:
    """A view as nested definition lists and ordered lists (escaped HTML). Made in Python
    rather than by a recursive template macro: a game's state is shown on every page."""
    if node.text is not None:
        return escape(said(node.text))
    if node.fields:
        rows = "".join(f"<div><dt>{escape(name)}</dt><dd>{node_html(item)}</dd></div>"
                       for name, item in node.fields)
        return f'<dl class="view">{rows}</dl>'
    items = "".join(f"<li>{node_html(item)}</li>" for item in node.entries)
    return f'<ol class="view-list">{items}</ol>'


def view_html(value: object) -> Markup:
    return Markup(node_html(present(value)))


@dataclass(frozen=True)
class Answerable:
    """A question as a form shows it: each choice's key, label and face (how it looks on
    the table, when the game says: a card type as its card, a die as its face)."""

    number: int
    prompt: str
    help: str
    from_table: bool
    choices: tuple[tuple[str, str, Piece | None], ...]  # (key, label, face)
    low: int | None
    high: int | None
    #: A free text answer (a question with a text rule): its examples.
    examples: tuple[str, ...] = ()
    text: bool = False
    #: The question's number as the person counts (their own answers only); `number` is
    #: the record's, which the form sends back.
    shown: int = 0
    #: An answer built by taps (the question's `Taps`), as the page shows it now.
    building: Building | None = None
    #: A refused typed answer, given back to its field so that it is corrected, not typed
    #: again; `refused_part`, the part of it that was refused (where the rule says).
    typed: str = ""
    refused_part: str = ""

    @property
    def examples_said(self) -> str:
        """The examples listed (", "), each said in the page's language where it is a
        phrase (a game's typed words: `soloist.i18n.typed`); the same English."""
        return joined(self.examples)

    @property
    def pictured(self) -> bool:
        """Every choice is shown as its picture."""
        return bool(self.choices) and all(face is not None for _, _, face in self.choices)


def answerable(question: Question, number: int,
               faces: Mapping[str, Piece] | None = None, *,
               draft: Draft | None = None, brush: str = "") -> Answerable:
    made = _answerable(question, number, faces)
    if question.taps is not None:
        made = replace(made, building=building(question.taps, draft, brush))
    return made


def _answerable(question: Question, number: int,
                faces: Mapping[str, Piece] | None = None) -> Answerable:
    choices: tuple[tuple[str, str, Piece | None], ...] = ()
    low = high = None
    if question.choices is not None:
        shown = faces or {}
        choices = tuple((choice.key, choice.label, shown.get(choice.key))
                        for choice in question.choices)
    elif question.between is not None:
        low, high = question.between
    else:
        return Answerable(number, question.prompt, question.help, question.is_table_fact,
                          (), None, None, tuple(question.examples), text=True)
    return Answerable(number, question.prompt, question.help, question.is_table_fact,
                      choices, low, high, tuple(question.examples),
                      text=question.text is not None)


@dataclass(frozen=True)
class Spot:
    """A place of a drawing being painted by taps: its number (from 0), its words, and
    what it shows now (the tap painted on it, or None)."""

    index: int
    label: str
    painted: str  # the tap's key ("": not painted yet)
    shown: str  # the tap's label
    face: Piece | None


@dataclass(frozen=True)
class Building:
    """A compound answer being built by taps (`soloist.engine.taps`), as a page shows it:
    the draft (sent back with every tap, as JSON), the component drawn so far and in words,
    and what the next tap can be."""

    draft: str
    prompt: str
    taps: tuple[tuple[str, str, Piece | None], ...]  # (key, label, face)
    spots: tuple[Spot, ...]
    new_name: str
    done: bool
    done_label: str
    picture: Piece | HexBoard | None
    words: str
    started: bool
    #: Painting: the tap (brush) chosen, kept from one tap to the next.
    brush: str = ""

    @property
    def pictured(self) -> bool:
        return bool(self.taps) and all(face is not None for _, _, face in self.taps)

    @property
    def keypad(self) -> bool:
        """Many short taps (numbers: "3", "10 VP"): drawn as a keypad, several a row."""
        return len(self.taps) > KEYPAD_FROM and all(
            face is None and len(label) <= KEYPAD_LABEL for _, label, face in self.taps)


#: A row of taps is drawn as a keypad from this many taps, each label at most this long.
KEYPAD_FROM = 6
KEYPAD_LABEL = 6


def read_draft(text: str | None) -> Draft | None:
    """A draft sent back by a page (a JSON list of words), or None for none; a draft that
    is not one raises `InvalidAnswer`."""
    if text is None:
        return None
    if len(text) > 20_000:
        raise InvalidAnswer("the answer being built was too long; start it again")
    try:
        words = json.loads(text) if text else []
    except ValueError:
        raise InvalidAnswer("the answer being built was not understood; start it again"
                            ) from None
    if not isinstance(words, list) or not all(isinstance(word, str) for word in words):
        raise InvalidAnswer("the answer being built was not understood; start it again")
    return checked(tuple(words))


def building(taps: Taps, draft: Draft | None, brush: str = "") -> Building:
    """What the page shows of an answer being built by taps."""
    if draft is None:
        draft = taps.start()
    step = taps.step(draft)
    by_key = {tap.key: tap for tap in step.taps}
    spots = tuple(
        Spot(index, words, painted, by_key[painted].label if painted in by_key else painted,
             by_key[painted].face if painted in by_key else None)
        for index, words in enumerate(step.spots)
        for painted in (draft[step.offset + index] if step.offset + index < len(draft)
                        else "",))
    if brush not in by_key:
        brush = step.taps[0].key if step.taps else ""
    return Building(
        draft=json.dumps(list(draft), ensure_ascii=False),
        prompt=step.prompt,
        taps=tuple((tap.key, tap.label, tap.face) for tap in step.taps),
        spots=spots, new_name=step.new_name, done=step.done, done_label=step.done_label,
        picture=taps.picture(draft), words=taps.shown(draft),
        started=draft != taps.start(), brush=brush)


@dataclass(frozen=True)
class ShownFact:
    """A fact of the person's components as the "Your components" page shows it."""

    fact: str
    value: str
    description: str
    source: str
    learned: str
    #: The fact as a person names it ("your Automa cards").
    name: str = ""
    #: Why its value is damaged (None: it reads); a damaged fact is not used.
    damaged: str | None = None
    #: The damage is in its name: it can only be forgotten.
    name_damaged: bool = False


@dataclass(frozen=True)
class FormOption:
    """One game option as the new-game form shows it."""

    spec: OptionSpec
    value: OptionValue
    choices: tuple[tuple[str, str], ...]
    #: When the option matters ("Used only when Digital is yes."), or "".
    condition: str = ""

    @property
    def field_id(self) -> str:
        return "option-" + css_name(self.spec.name)

    @property
    def title(self) -> str:
        return self.spec.title


def form_options(
    definition: GameDefinition, values: Mapping[str, object] | None = None
) -> tuple[list[FormOption], list[OptionSpec]]:
    """The options a person sets in the web form, and the path options it leaves out (they
    name a file on the server; the terminal's flags take them)."""
    shown: list[FormOption] = []
    left_out: list[OptionSpec] = []
    for spec in definition.options:
        if spec.hidden:
            continue
        if spec.kind == "path":
            left_out.append(spec)
            continue
        value = values.get(spec.name, spec.default) if values else spec.default
        choices = tuple((choice, spec.label_of(choice)) for choice in spec.choices)
        condition = ""
        if spec.asked_if is not None:  # the terminal's menu asks it only then
            name, wanted = spec.asked_if
            shown_value = scalar(wanted) if isinstance(wanted, bool) else \
                definition.option(name).label_of(wanted)
            condition = phrase("Used only when {option} is {value}.",
                               option=definition.option(name).title, value=shown_value)
        shown.append(FormOption(spec, value, choices, condition))  # type: ignore[arg-type]
    return shown, left_out


def web_options(definition: GameDefinition) -> list[OptionSpec]:
    """The options the web form reads (never hidden ones, never file paths)."""
    return [spec for spec in definition.options if not spec.hidden and spec.kind != "path"]


def describe_options(definition: GameDefinition, options: Mapping[str, OptionValue]) -> str:
    """The options a game was started with, as a person reads them (the terminal's heading
    reads the same): "Difficulty: Hard (4 cards) · Digital: yes"."""
    return definition.describe_options(options)


_FLAG = re.compile(r"--([a-z][a-z0-9-]*)|\boption ([a-z][a-z0-9_]*):")


def form_words(definition: GameDefinition, message: str) -> str:
    """A game's message as the web form reads it: a command-line flag or an option's name
    becomes that field's name (--sample, "option s_cards:" → the “Sample” field, the “S
    cards” field); a file option, which the form does not show, becomes what it is (“your
    own file”)."""
    if _FLAG.search(message) is None:
        return message  # (a phrase stays one)
    shown = {spec.name for spec in web_options(definition)}

    def field(match: re.Match[str]) -> str:
        name = (match.group(1) or match.group(2)).replace("-", "_")
        colon = ":" if match.group(2) else ""
        if name in shown:
            return f"the “{definition.option(name).title}” field{colon}"
        return f"your own {label(name).lower()} file{colon}"

    return _FLAG.sub(field, message)


# -- the table ------------------------------------------------------------------------------

def colour_class(colour: str) -> str:
    """The CSS class of a piece's colour ("c-blue"); an unknown colour is drawn grey."""
    return f"c-{colour}" if colour in COLOURS else "c-none"


#: The letter each colour shows on a die, so that a die's colour reads without its colour
#: (the die's words say it in full to a screen reader): phrases, each language's own letters.
COLOUR_LETTERS = {"red": phrase("R"), "blue": phrase("B"), "purple": phrase("P"),
                  "yellow": phrase("Y"), "green": phrase("G"), "white": phrase("W"),
                  "black": phrase("Bk"), "grey": phrase("Gy"), "orange": phrase("O"),
                  "brown": phrase("Br"), "teal": phrase("T"), "pink": phrase("Pk")}


def colour_letter(colour: str) -> str:
    """The letter a die of `colour` shows ("" for a colour Soloist does not know)."""
    return COLOUR_LETTERS.get(colour, "")


def piece_kind(piece: object) -> str:
    """"Die", "Card", "Counter", "Track", "Grid" or "Words": which macro draws it."""
    return type(piece).__name__


def shape_name(shape: str) -> str:
    return shape if shape in SHAPES else ""


#: The pips of each die face on a 3 × 3 grid (column, row), 0-2.
PIPS = {1: ((1, 1),), 2: ((0, 0), (2, 2)), 3: ((0, 0), (1, 1), (2, 2)),
        4: ((0, 0), (2, 0), (0, 2), (2, 2)), 5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
        6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2))}


def pips(die: Die) -> tuple[tuple[int, int], ...]:
    """Where a die's pips are drawn in a 40 × 40 box."""
    if die.face is None or die.face not in PIPS:
        return ()
    return tuple((10 + 10 * column, 10 + 10 * row) for column, row in PIPS[die.face])


def ring(track: Track) -> list[tuple[int, float, float]]:
    """A loop track's places around an ellipse in a 300 × 160 box, clockwise from the top:
    (index, x, y) of each place's centre."""
    count = max(1, len(track.places))
    points = []
    for index in range(count):
        angle = -math.pi / 2 + 2 * math.pi * index / count
        points.append((index, round(150 + 128 * math.cos(angle), 1),
                       round(80 + 62 * math.sin(angle), 1)))
    return points


def markers_at(track: Track) -> dict[int, list[tuple[str, str]]]:
    """The markers standing on each place: (colour, label)."""
    found: dict[int, list[tuple[str, str]]] = {}
    for marker in track.markers:
        found.setdefault(marker.place, []).append((marker.colour, marker.label))
    return found


def goal_width(value: object, goal: int | None) -> int:
    """How far a counter is towards its goal, 0-100 (for its bar)."""
    if goal is None or goal <= 0 or not isinstance(value, int):
        return 0
    return max(0, min(100, round(100 * value / goal)))


@dataclass(frozen=True)
class Outcome:
    """A finished game's result as the page colours it: a word and a class, never the
    colour alone."""

    kind: str  # "win", "tie", "loss" or "over"
    word: str
    sign: str


OUTCOMES = {"win": Outcome("win", phrase("You win"), "✓"),
            "tie": Outcome("tie", phrase("A tie"), "="),
            "loss": Outcome("loss", phrase("You lose"), "✗")}
GAME_OVER = Outcome("over", phrase("Game over"), "■")


def outcome_of(summary: Mapping[str, object]) -> Outcome:
    return OUTCOMES.get(str(summary.get("outcome", "")), GAME_OVER)


#: Figures the result shows another way (the outcome's badge says who won).
SHOWN_ELSEWHERE = frozenset({"outcome", "person_won"})


def figures(summary: Mapping[str, object], titles: Mapping[str, str] | None = None
            ) -> list[tuple[str, str]]:
    """A result's figures as a person reads them: "Machine score: 19" (each named by its
    game's `titles` where they name it)."""
    titles = titles or {}
    return [(titles.get(name) or label(name), scalar(value)) for name, value in summary.items()
            if name not in SHOWN_ELSEWHERE]


_SEPARATOR = re.compile(r"[/\\\\]")
_PATH = re.compile(r"(?<![\w.:/])(?:/[\w.@+~-]+){2,}/?|[A-Za-z]:\\[^\s:;,]+")


def public(message: str) -> str:
    """A message as a person on another computer may read it: a file path on the server
    becomes its file name (the server's folders are nobody's business). A message with no
    path is kept as it is (a phrase stays one, said in the page's language)."""
    if _PATH.search(message) is None:
        return message
    return _PATH.sub(lambda found: _SEPARATOR.split(found.group(0).rstrip("/\\"))[-1] or "?",
                     message)
