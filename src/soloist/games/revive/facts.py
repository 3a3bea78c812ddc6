"""What Soloist knows of the Mautoma's board and cards: from a data file, or from the table.

`KnownBoard` reads everything from a board file. `BoardAtHand` asks at the table for what a
decision needs: the number of positions of the energy track (once, at setup, so that
Soloist can put the marker on a random position), which two cards carry the "S", and the
shape of the tiebreaker arrows at the marker's position (asked the first time a tie needs
them at that position, then remembered for the rest of the game).
"""

from __future__ import annotations

import re
from collections.abc import Generator, Iterable, Mapping
from dataclasses import dataclass
from functools import cache

from soloist.engine.errors import InvalidAnswer
from soloist.engine.library import FactNameError
from soloist.engine.log import Log
from soloist.engine.phrase import Phrase, joined, phrase
from soloist.engine.questions import Choice, Choices, Question, answered, decision, table_fact
from soloist.games.revive.board import (
    ARROW_SHAPES,
    ARTICLES,
    TRACK_COLOURS,
    ArrowGroup,
    MautomaBoard,
    colour_chain,
)
from soloist.games.revive.cards import CARD_CHOICES

#: The most positions an energy track may be told to have.
MOST_POSITIONS = 99

#: The facts of the person's Mautoma board and cards that the table is asked once and their
#: component library keeps (soloist.engine.library): the fixed facts of their copy.
TRACK_FACT = "energy track: positions"
#: The energy track described at the table, clockwise from the slot chosen as position 1:
#: each position's colour ("purple blue orange ..."), and the arrows each points to
#: ("top-ltr top-ltr bottom-rtl ...", the keys of `ARROW_SHAPES`).
COLOURS_FACT = "energy track: colours"
ARROWS_FACT = "energy track: arrows"
NOT_KNOWN = "(unknown)"
#: The longest colour word.
LONGEST_COLOUR = 20
#: A known part of the board with nothing in it yet, as a person reads it.
NONE_YET = phrase("none yet")

S_CARD_FACTS = ("starting cards: the first with an S", "starting cards: the other with an S")


def arrows_fact(position: int) -> str:
    """An arrow remembered by its position alone (libraries before issue 25: the position was
    counted from wherever the person began that game, so these are no longer used)."""
    return f"energy track: arrows at position {position}"


FOUND = Choices([
    Choice("yes", phrase("Yes: the marker's positions count from it"), True, ("y", "found")),
    Choice("no", phrase("No such slot: describe my track again"), False, ("n", "again")),
])

#: Short words for each arrow shape, as typed in a list ("tl" = thick arrow on the top
#: line, left to right).
ARROW_WORDS = {"tl": "top-ltr", "tr": "top-rtl", "bl": "bottom-ltr", "br": "bottom-rtl"}
#: Each arrow shape in short.
SHORT_ARROWS = {
    ("top", "left-to-right"): phrase("thick arrow at the top, left to right"),
    ("top", "right-to-left"): phrase("thick arrow at the top, right to left"),
    ("bottom", "left-to-right"): phrase("thick arrow at the bottom, left to right"),
    ("bottom", "right-to-left"): phrase("thick arrow at the bottom, right to left"),
}
_REPEAT = re.compile(r"^(\d{1,2})\s*[x×*]?\s*(.+)$")


def short_arrows(group: ArrowGroup) -> str:
    """"thick arrow at the top, left to right"."""
    return SHORT_ARROWS[group.first_line, group.direction]


@dataclass(frozen=True, slots=True)
class Track:
    """The energy track as the person described it, clockwise from position 1: each
    position's colour and (once known) the arrows it points to."""

    colours: tuple[str, ...]
    arrows: tuple[ArrowGroup, ...] = ()

    @property
    def summary(self) -> str:
        """How the log shows it: "12 positions: purple, blue, ..."."""
        if not self.colours:
            return NONE_YET
        return phrase("{count} positions: {colours}", count=len(self.colours),
                      colours=joined(self.colours))

    def slot(self, index: int) -> tuple[str, ArrowGroup | None]:
        return self.colours[index], (self.arrows[index] if self.arrows else None)

    def run_length(self) -> int:
        """How many slots from position 1 on tell it apart from every other slot (slots
        whose whole track reads the same are alike: either one is position 1)."""
        size = len(self.colours)
        marks = [self.slot(index) for index in range(size)]
        others = [start for start in range(1, size)
                  if any(marks[(start + step) % size] != marks[step] for step in range(size))]
        for length in range(1, size + 1):
            if all(any(marks[(start + step) % size] != marks[step] for step in range(length))
                   for start in others):
                return length
        return size  # pragma: no cover - the whole track tells every other slot apart

    def start_words(self) -> str:
        """Position 1 named by what the person sees: "the purple slot pointing to the
        arrows with the thick arrow at the top, left to right, followed clockwise by a blue
        one"."""
        def words(index: int, first: bool) -> str:
            colour, arrows = self.slot(index)
            if first:
                return (phrase("the {colour} slot", colour=colour) if arrows is None else
                        phrase("the {colour} slot (arrows: {arrows})", colour=colour,
                               arrows=short_arrows(arrows)))
            article = ARTICLES[False, colour[:1] in "aeiou"]
            return (phrase("{article} {colour} one", article=article, colour=colour)
                    if arrows is None else
                    phrase("{article} {colour} one (arrows: {arrows})", article=article,
                           colour=colour, arrows=short_arrows(arrows)))

        length = self.run_length()
        if length == 1:
            return words(0, True)
        return phrase("{first}, followed clockwise by {others}", first=words(0, True),
                      others=", then ".join(words(index, False) for index in range(1, length)))


def said_colours(colours: Iterable[str]) -> str:
    """Colours as typed, one word a position ("purple blue orange green", byte for byte),
    each colour Soloist offers said in the reader's language (a term of the game)."""
    return joined(colours, " ")


#: The example of a typed track (what a stand-in answers, in English; said in the language).
COLOURS_EXAMPLE = said_colours(("purple", "blue", "orange", "green"))


def read_colours(text: str) -> tuple[str, ...]:
    """The colours of the track's positions, one word each (a word in brackets, as the
    pseudo-language shows its words, read without them)."""
    words = tuple(word.strip("[]").casefold() for word in text.replace(",", " ").split())
    if not 2 <= len(words) <= MOST_POSITIONS:
        raise InvalidAnswer(phrase("give the colour of each position, 2 to {most} words",
                                   most=MOST_POSITIONS))
    for word in words:
        if len(word) > LONGEST_COLOUR or not word.isalpha():
            raise InvalidAnswer(phrase("{word} is not a colour: one word of letters a position",
                                       word=repr(word)))
    if all(word in TRACK_COLOURS for word in words):
        return words
    # A colour typed in another language ("violet", "Blau") is read as the colour Soloist
    # offers, so that it is said in each reader's language; any other word is a colour of its
    # own. Words told apart stay apart (else all are kept as typed): the track reads the same.
    read = colour_words()
    said = tuple(read.get(word, word) for word in words)
    return said if len(set(said)) == len(set(words)) else words


@cache
def colour_words() -> dict[str, str]:
    """Each language's word for a colour Soloist offers (the colour's term in its catalog,
    as typed: one word, any case; the pseudo-language's without its brackets) → the
    colour. A word that names two colours in two languages is no one's. (Read once, only
    when a typed word is not an English colour: English never loads a catalog.)"""
    from soloist.i18n import ENGLISH, languages, translator

    found: dict[str, set[str]] = {}
    for language in languages():
        if language == ENGLISH:
            continue
        said = translator(language)
        for colour in TRACK_COLOURS:
            word = said.term(colour, "revive")
            if word is not None:
                word = word.removeprefix("[").removesuffix("]")
            if word is not None and word.isalpha():
                found.setdefault(word.casefold(), set()).add(colour)
    return {word: next(iter(colours)) for word, colours in found.items()
            if len(colours) == 1 and word not in TRACK_COLOURS}


def read_arrow_list(text: str, size: int | None = None) -> tuple[ArrowGroup, ...]:
    """The arrows of each position ("tl tl tr" or "2tl tr"); exactly `size` of them (when
    given)."""
    found: list[ArrowGroup] = []
    for word in text.replace(",", " ").split():
        repeat = _REPEAT.match(word)
        count, shape = (int(repeat[1]), repeat[2]) if repeat else (1, word)
        key = ARROW_WORDS.get(shape.casefold(), shape)
        try:
            group = ARROW_SHAPES.find(key).value
        except InvalidAnswer:
            raise InvalidAnswer(phrase("{word}: use tl, tr, bl or br (the thick arrow at the top "
                                       "or bottom, pointing left to right or right to left)",
                                       word=repr(word))) from None
        assert isinstance(group, ArrowGroup)
        found += [group] * count
    if size is not None and len(found) != size:
        raise InvalidAnswer(phrase("you gave the arrows of {given} positions; the track has "
                                   "{size}", given=len(found), size=size))
    return tuple(found)


def read_track(text: str) -> Track:
    """The library's colours (silent: an empty track when it holds none or no longer
    reads)."""
    try:
        return Track(read_colours(text))
    except InvalidAnswer:
        return Track(())


@dataclass(frozen=True, slots=True)
class KnownArrows:
    """The value of the silent question "your energy track's arrows?"."""

    groups: tuple[ArrowGroup, ...]

    @property
    def summary(self) -> str:
        if not self.groups:
            return NONE_YET
        return joined((phrase("{number}: {arrows}", number=number, arrows=short_arrows(group))
                       for number, group in enumerate(self.groups, start=1)), "; ")


def read_arrows(text: str) -> KnownArrows:
    """The library's arrows (silent: none when it holds none or they no longer read)."""
    try:
        return KnownArrows(read_arrow_list(text))
    except InvalidAnswer:
        return KnownArrows(())


class KnownBoard:
    """A board file: nothing is asked."""

    def __init__(self, board: MautomaBoard, log: Log) -> None:
        self.board = board
        self.log = log

    def track_size(self) -> Generator[Question, object, int]:
        return answered(self.board.size)

    def starting_cards(self) -> Generator[Question, object, tuple[int, ...]]:
        if self.board.starting_cards is not None:
            return answered(self.board.starting_cards)
        return ask_starting_cards()

    def arrows(self, position: int) -> Generator[Question, object, ArrowGroup]:
        return answered(self.board.at(position).arrows)

    def colour_at(self, position: int) -> str | None:
        return self.board.at(position).colour

    def view(self) -> dict[str, object]:
        return {"board": self.board.name, "fictional": self.board.fictional}


class BoardAtHand:
    """No board file: the energy track is described at the table (once, ever: the
    person's component library keeps it), and what a decision needs is asked.

    The track is remembered clockwise from the slot the person chose as position 1 when
    they described it. The slots are not numbered on the board, so every later game names
    that slot by what the person can see (its colour and its arrows, and its neighbours'
    where needed) and asks them to confirm it: a remembered colour or arrow is never
    applied to another slot."""

    board: MautomaBoard | None = None

    def __init__(self, log: Log) -> None:
        self.log = log
        #: The arrows at each position asked this game (when the track's are not known).
        self.asked: dict[int, ArrowGroup] = {}
        self.track: Track | None = None
        #: The facts of the track this play described (the library keeps them).
        self.learned: dict[str, str] = {}

    def track_size(self) -> Generator[Question, object, int]:
        """The track's length, from its colours: read from the library (the slot counted
        from confirmed) or described now."""
        known = yield table_fact(
            "library.track", phrase("Your energy track's colours:"), text=read_track,
            examples=(NOT_KNOWN,), fact=COLOURS_FACT, if_unknown=NOT_KNOWN)
        assert isinstance(known, Track)
        if known.colours:
            arrows = yield table_fact(
                "library.track-arrows", phrase("Your energy track's arrows:"),
                text=read_arrows,
                examples=(NOT_KNOWN,), fact=ARROWS_FACT, if_unknown=NOT_KNOWN)
            assert isinstance(arrows, KnownArrows)
            groups = arrows.groups
            track = Track(known.colours, groups if len(groups) == len(known.colours) else ())
            found = yield decision(
                "setup.track-start",
                phrase("On your Mautoma board, find {slot}. Soloist counts the positions "
                       "clockwise from it (it is position 1). Found it?",
                       slot=track.start_words()),
                choices=FOUND,
                help=phrase("Soloist remembers your energy track from that slot on, so it asks "
                            "you to find it by what it shows: its colour and its arrows (and "
                            "the slots after it, where the same colour and arrows come more "
                            "than once)."),
                context={"positions": len(track.colours)})
            if found:
                self.track = track
                return len(track.colours)
        from soloist.games.revive.taps import TrackColours  # (it reads this module)

        colours = yield table_fact(
            "setup.track-colours",
            phrase("Your Mautoma board's energy track, told once: choose any slot as position "
                   "1, then tell the colour of each position, going clockwise from it all the "
                   "way round."),
            text=read_colours, examples=(COLOURS_EXAMPLE,), taps=TrackColours(),
            help=phrase("Each position's colour is the colour of the major artifact it shows. "
                        "Soloist then names the colours at each refresh turn; the next games it "
                        "asks you to find position 1 by its colour and arrows."),
            typing=phrase("One word a position, as printed (any words)."))
        assert isinstance(colours, tuple)
        self.track = Track(colours, ())
        self.learned[COLOURS_FACT] = " ".join(colours)
        self.learned[TRACK_FACT] = str(len(colours))
        self.learned.pop(ARROWS_FACT, None)
        return len(colours)

    def learn_arrows(self) -> Generator[Question, object, None]:
        """The arrows each position points to, asked once when the map is followed (so that
        no tie ever asks them)."""
        track = self.track
        if track is None or track.arrows:
            return
        from soloist.games.revive.taps import TrackArrows  # (it reads this module)

        size = len(track.colours)
        arrows = yield table_fact(
            "setup.track-arrows",
            phrase("And the tiebreaker arrows each position points to, from position 1 (the "
                   "{colour} one you chose) clockwise, all {size} of them?",
                   colour=track.colours[0], size=size),
            text=lambda text: read_arrow_list(text, size),
            examples=(" ".join(["tl"] * size),), taps=TrackArrows(track.colours),
            help=phrase("Asked once: Soloist remembers them."),
            typing=phrase("One word a position: tl (the thick arrow on the top line, pointing "
                          "left to right), tr (top, right to left), bl (bottom, left to right), "
                          "br (bottom, right to left); 3tl for three in a row alike."))
        assert isinstance(arrows, tuple)
        self.track = Track(track.colours, arrows)
        self.learned[ARROWS_FACT] = " ".join(_arrow_key(group) for group in arrows)

    def starting_cards(self) -> Generator[Question, object, tuple[int, ...]]:
        return ask_starting_cards()

    def colour_at(self, position: int) -> str | None:
        """The colour of `position`, once the person has described the track."""
        if self.track is None or not 1 <= position <= len(self.track.colours):
            return None
        return self.track.colours[position - 1]

    def colour_chain(self, position: int) -> list[tuple[int, str]] | None:
        """The colours a refresh turn at `position` tries, when the track is known."""
        if self.track is None:
            return None
        return colour_chain(self.track.colours, position)

    def known_arrows(self, position: int) -> ArrowGroup | None:
        track = self.track
        if track is not None and track.arrows:
            return track.arrows[position - 1]
        return self.asked.get(position)

    def arrows(self, position: int) -> Generator[Question, object, ArrowGroup]:
        known = self.known_arrows(position)
        if known is not None:
            return known
        arrows = yield table_fact(
            "board.arrows",
            phrase("The energy marker is on {position}. Look at the tiebreaker arrows it "
                   "points to: where is the thick arrow, and which way does it point?",
                   position=position_words(self, position)),
            choices=ARROW_SHAPES,
            help=phrase("The thick arrow is on the top or the bottom line of the pictured map; "
                        "the next arrows follow on the lines below or above it."),
            context={"position": position},
        )
        assert isinstance(arrows, ArrowGroup)
        self.asked[position] = arrows
        self.log.say("table", "Tiebreaker at position {position}: {arrows} (Soloist remembers "
                     "it for this game).", position=position, arrows=arrows.describe())
        return arrows

    def view(self) -> dict[str, object]:
        track = self.track
        return {"board": None,
                "colours": list(track.colours) if track else None,
                "arrows_known": bool(track and track.arrows),
                "arrows_asked": {str(position): arrows.describe()
                                 for position, arrows in sorted(self.asked.items())}}


def ask_starting_cards() -> Generator[Question, object, tuple[int, ...]]:
    first = yield table_fact(
        "setup.starting-card",
        phrase("Which action card carries an \"S\" in its top right corner? (the first of "
               "two)"),
        choices=CARD_CHOICES,
        fact=S_CARD_FACTS[0],
    )
    others = Choices(choice for choice in CARD_CHOICES if choice.value is not first)
    second = yield table_fact(
        "setup.starting-card",
        phrase("And the other card with an \"S\"?"),
        choices=others,
        fact=S_CARD_FACTS[1],
    )
    numbers = sorted(card.number for card in (first, second))  # type: ignore[attr-defined]
    return tuple(numbers)


Facts = KnownBoard | BoardAtHand


def position_words(facts: Facts, position: int) -> str:
    """A position of the energy track as the person finds it: by its colour where Soloist
    knows it ("position 9, the orange one"), else by its number alone."""
    return _position_words(position, facts.colour_at(position))


def position_reached(facts: Facts, position: int) -> str:
    """Where the energy marker arrives, as the line that moves it says it after "to":
    "9, the orange one", else "9"."""
    return _position_reached(position, facts.colour_at(position))


@cache
def _position_reached(position: int, colour: str | None) -> str:
    return (phrase("{position}, the {colour} one", position=position, colour=colour)
            if colour else str(position))


@cache
def _position_words(position: int, colour: str | None) -> Phrase:
    return (phrase("position {position}, the {colour} one", position=position, colour=colour)
            if colour else phrase("position {position}", position=position))


# -- the board's facts in the component library ---------------------------------------------

def board_facts(board: MautomaBoard) -> dict[str, str]:
    """The facts a board file gives that the table would be asked: the track's length, its
    colours and the arrows of each position (clockwise from the first the file lists), and
    the two cards with an "S" (when the file gives them)."""
    facts = {TRACK_FACT: str(board.size),
             COLOURS_FACT: " ".join(position.colour for position in board.positions),
             ARROWS_FACT: " ".join(_arrow_key(position.arrows)
                                   for position in board.positions)}
    if board.starting_cards is not None:
        for fact, card in zip(S_CARD_FACTS, board.starting_cards, strict=True):
            facts[fact] = str(card)
    return facts


def _arrow_key(arrows: ArrowGroup) -> str:
    for choice in ARROW_SHAPES.items:
        shape = choice.value
        assert isinstance(shape, ArrowGroup)
        if (shape.first_line, shape.direction) == (arrows.first_line, arrows.direction):
            return choice.key
    raise ValueError(f"no such arrows: {arrows}")  # pragma: no cover - every shape is one


def is_board_fact(key: str) -> bool:
    return (key in (TRACK_FACT, COLOURS_FACT, ARROWS_FACT) or key in S_CARD_FACTS
            or key.startswith(arrows_fact(0)[:-1]))


def describe_board_fact(key: str, value: str) -> str:
    """A board fact as a person reads it."""
    try:
        if key in S_CARD_FACTS:
            return CARD_CHOICES.find(value).label
        if key == COLOURS_FACT:
            colours = read_colours(value)
            return phrase("{count} positions from position 1, clockwise: {colours}",
                          count=len(colours), colours=joined(colours))
        if key == ARROWS_FACT:
            groups = read_arrow_list(value)
            return KnownArrows(groups).summary
        if key != TRACK_FACT:
            return phrase("{arrows} (counted from a slot no longer known)",
                          arrows=ARROW_SHAPES.find(value).label)
    except ValueError:
        return value
    return phrase("{count} positions", count=value)


def board_fact_name(key: str) -> str:
    """A board fact as a person names it."""
    if key == TRACK_FACT:
        return phrase("the number of positions of your Mautoma board's energy track")
    if key == COLOURS_FACT:
        return phrase("the colours of your energy track's positions")
    if key == ARROWS_FACT:
        return phrase("the tiebreaker arrows of your energy track's positions")
    if key in S_CARD_FACTS:
        return (phrase("the first action card with an \"S\"") if key == S_CARD_FACTS[0] else
                phrase("the other action card with an \"S\""))
    return phrase("the tiebreaker arrows at position {position} of the energy track (from an "
                  "earlier version)", position=key[len(arrows_fact(0)) - 1:])


def check_board_fact(key: str, value: str) -> None:
    """The gate of the component library for a board fact: the value as Soloist keeps it
    (`read_board_fact` of it gives it back); `FactNameError` for a name no board fact has."""
    if key not in (TRACK_FACT, COLOURS_FACT, ARROWS_FACT, *S_CARD_FACTS):
        number = key[len(arrows_fact(0)) - 1:]
        if not (number.isdigit() and str(int(number)) == number
                and 1 <= int(number) <= MOST_POSITIONS):
            raise FactNameError(phrase("{key}: a position of the energy track is a number "
                                       "from 1 to {most}", key=repr(key), most=MOST_POSITIONS))
    if read_board_fact(key, value) != value:
        raise ValueError(phrase("{value} is not written as Soloist keeps it",
                                value=repr(value)))


def read_board_fact(key: str, value: str) -> str:
    """A board fact's stored form, checked (a correction typed by hand, or a fact learned
    at the table); `ValueError` saying what is wrong."""
    text = value.strip()
    if key == TRACK_FACT:
        if not text.isdigit() or not 2 <= int(text) <= MOST_POSITIONS:
            raise ValueError(phrase("give a number of positions from 2 to {most}",
                                    most=MOST_POSITIONS))
        return str(int(text))
    if key == COLOURS_FACT:
        return " ".join(read_colours(text))
    if key == ARROWS_FACT:
        return " ".join(_arrow_key(group)
                        for group in read_arrow_list(text))
    if key in S_CARD_FACTS:
        return CARD_CHOICES.find(text).key
    if key.startswith(arrows_fact(0)[:-1]) and key[len(arrows_fact(0)) - 1:].isdigit():
        return ARROW_SHAPES.find(text).key
    raise ValueError(phrase("Revive's board facts are {track}, {colours}, {arrows}, {first} "
                            "and {second}", track=repr(TRACK_FACT), colours=repr(COLOURS_FACT),
                            arrows=repr(ARROWS_FACT), first=repr(S_CARD_FACTS[0]),
                            second=repr(S_CARD_FACTS[1])))


def board_still_to_learn(facts: Mapping[str, str]) -> tuple[str, ...]:
    """The board facts not known yet."""
    lines = []
    if COLOURS_FACT not in facts:
        lines.append(phrase("your Mautoma board's energy track: the colour of each position "
                            "(asked once, at the next game's setup)"))
    if ARROWS_FACT not in facts:
        lines.append(phrase("the tiebreaker arrows each position of the energy track points "
                            "to (asked once, when Soloist first follows your map)"))
    if not all(fact in facts for fact in S_CARD_FACTS):
        lines.append(phrase("which two of the six action cards carry the \"S\" (asked at "
                            "setup)"))
    return tuple(lines)
