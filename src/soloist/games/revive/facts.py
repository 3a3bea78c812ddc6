"""What Soloist knows of the Mautoma's board and cards: from a data file, or from the table.

`KnownBoard` reads everything from a board file. `BoardAtHand` asks at the table for what a
decision needs: the number of positions of the energy track (once, at setup, so that
Soloist can put the marker on a random position), which two cards carry the "S", and the
shape of the tiebreaker arrows at the marker's position (asked the first time a tie needs
them at that position, then remembered for the rest of the game).
"""

from __future__ import annotations

from collections.abc import Generator, Mapping

from soloist.engine.library import FactNameError
from soloist.engine.log import Log
from soloist.engine.questions import Choices, Question, answered, table_fact
from soloist.games.revive.board import ARROW_SHAPES, ArrowGroup, MautomaBoard
from soloist.games.revive.cards import CARD_CHOICES

#: The most positions an energy track may be told to have.
MOST_POSITIONS = 99

#: The facts of the person's Mautoma board and cards that the table is asked once and their
#: component library keeps (soloist.engine.library): the fixed facts of their copy.
TRACK_FACT = "energy track: positions"
S_CARD_FACTS = ("starting cards: the first with an S", "starting cards: the other with an S")


def arrows_fact(position: int) -> str:
    return f"energy track: arrows at position {position}"


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

    def view(self) -> dict[str, object]:
        return {"board": self.board.name, "fictional": self.board.fictional}


class BoardAtHand:
    """No board file: the facts a decision needs are asked, and remembered."""

    board: MautomaBoard | None = None

    def __init__(self, log: Log) -> None:
        self.log = log
        self.learned: dict[int, ArrowGroup] = {}

    def track_size(self) -> Generator[Question, object, int]:
        size = yield table_fact(
            "setup.track-size",
            "How many positions does the energy track on your Mautoma board have?",
            between=(2, MOST_POSITIONS),
            help="Soloist puts the energy marker on a random one of them and counts the steps "
                 "the cards advance it. Asked once: Soloist remembers it.",
            fact=TRACK_FACT,
        )
        assert isinstance(size, int)
        return size

    def starting_cards(self) -> Generator[Question, object, tuple[int, ...]]:
        return ask_starting_cards()

    def arrows(self, position: int) -> Generator[Question, object, ArrowGroup]:
        known = self.learned.get(position)
        if known is not None:
            return known
        arrows = yield table_fact(
            "board.arrows",
            f"The energy marker is on position {position}. Look at the tiebreaker arrows it "
            "points to: where is the thick arrow, and which way does it point?",
            choices=ARROW_SHAPES,
            help="The thick arrow is on the top or the bottom line of the pictured map; the "
                 "next arrows follow on the lines below or above it.",
            context={"position": position},
            fact=arrows_fact(position),
        )
        assert isinstance(arrows, ArrowGroup)
        self.learned[position] = arrows
        self.log.say("table", "Tiebreaker at position {position}: {arrows} (Soloist remembers "
                     "it for this position).", position=position, arrows=arrows.describe())
        return arrows

    def view(self) -> dict[str, object]:
        return {"board": None, "arrows_learned": {
            str(position): arrows.describe() for position, arrows in sorted(self.learned.items())
        }}


def ask_starting_cards() -> Generator[Question, object, tuple[int, ...]]:
    first = yield table_fact(
        "setup.starting-card",
        "Which action card carries an \"S\" in its top right corner? (the first of two)",
        choices=CARD_CHOICES,
        fact=S_CARD_FACTS[0],
    )
    others = Choices(choice for choice in CARD_CHOICES if choice.value is not first)
    second = yield table_fact(
        "setup.starting-card",
        "And the other card with an \"S\"?",
        choices=others,
        fact=S_CARD_FACTS[1],
    )
    numbers = sorted(card.number for card in (first, second))  # type: ignore[attr-defined]
    return tuple(numbers)


Facts = KnownBoard | BoardAtHand


# -- the board's facts in the component library ---------------------------------------------

def board_facts(board: MautomaBoard) -> dict[str, str]:
    """The facts a board file gives that the table would be asked: the track's length, the
    arrows at each position, and the two cards with an "S" (when the file gives them)."""
    facts = {TRACK_FACT: str(board.size)}
    for position in board.positions:
        arrows = position.arrows
        facts[arrows_fact(position.number)] = _arrow_key(arrows)
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
    return key == TRACK_FACT or key in S_CARD_FACTS or key.startswith(arrows_fact(0)[:-1])


def describe_board_fact(key: str, value: str) -> str:
    """A board fact as a person reads it."""
    try:
        if key in S_CARD_FACTS:
            return CARD_CHOICES.find(value).label
        if key != TRACK_FACT:
            return ARROW_SHAPES.find(value).label
    except ValueError:
        return value
    return f"{value} positions"


def board_fact_name(key: str) -> str:
    """A board fact as a person names it."""
    if key == TRACK_FACT:
        return "the number of positions of your Mautoma board's energy track"
    if key in S_CARD_FACTS:
        return ("the first action card with an \"S\"" if key == S_CARD_FACTS[0] else
                "the other action card with an \"S\"")
    return f"the tiebreaker arrows at position {key[len(arrows_fact(0)) - 1:]} of the energy track"


def check_board_fact(key: str, value: str) -> None:
    """The gate of the component library for a board fact: the value as Soloist keeps it
    (`read_board_fact` of it gives it back); `FactNameError` for a name no board fact has."""
    if key != TRACK_FACT and key not in S_CARD_FACTS:
        number = key[len(arrows_fact(0)) - 1:]
        if not (number.isdigit() and str(int(number)) == number
                and 1 <= int(number) <= MOST_POSITIONS):
            raise FactNameError(f"{key!r}: a position of the energy track is a number from 1 "
                                f"to {MOST_POSITIONS}")
    if read_board_fact(key, value) != value:
        raise ValueError(f"{value!r} is not written as Soloist keeps it")


def read_board_fact(key: str, value: str) -> str:
    """A corrected board fact's stored form; `ValueError` saying what is wrong."""
    text = value.strip()
    if key == TRACK_FACT:
        if not text.isdigit() or not 2 <= int(text) <= MOST_POSITIONS:
            raise ValueError(f"give a number of positions from 2 to {MOST_POSITIONS}")
        return str(int(text))
    if key in S_CARD_FACTS:
        return CARD_CHOICES.find(text).key
    if key.startswith(arrows_fact(0)[:-1]) and key[len(arrows_fact(0)) - 1:].isdigit():
        return ARROW_SHAPES.find(text).key
    raise ValueError(f"Revive's board facts are {TRACK_FACT!r}, {S_CARD_FACTS[0]!r}, "
                     f"{S_CARD_FACTS[1]!r} and {arrows_fact(1)!r} (any position)")


def board_still_to_learn(facts: Mapping[str, str]) -> tuple[str, ...]:
    """The board facts not known yet."""
    lines = []
    size = facts.get(TRACK_FACT)
    if size is None:
        lines.append("the number of positions of your Mautoma board's energy track (asked "
                     "at the next game's setup)")
    if not all(fact in facts for fact in S_CARD_FACTS):
        lines.append("which two of the six action cards carry the \"S\" (asked at setup)")
    if size is not None and size.isdigit():
        known = sum(1 for number in range(1, int(size) + 1) if arrows_fact(number) in facts)
        if known < int(size):
            lines.append(f"the tiebreaker arrows at {int(size) - known} of the {size} positions "
                         "of the energy track (asked when a tie needs them)")
    return tuple(lines)
