"""What Soloist knows of the Mautoma's board and cards: from a data file, or from the table.

`KnownBoard` reads everything from a board file. `BoardAtHand` asks at the table for what a
decision needs: the number of positions of the energy track (once, at setup, so that
Soloist can put the marker on a random position), which two cards carry the "S", and the
shape of the tiebreaker arrows at the marker's position (asked the first time a tie needs
them at that position, then remembered for the rest of the game).
"""

from __future__ import annotations

from collections.abc import Generator

from soloist.engine.log import Log
from soloist.engine.questions import Choices, Question, answered, table_fact
from soloist.games.revive.board import ARROW_SHAPES, ArrowGroup, MautomaBoard
from soloist.games.revive.cards import CARD_CHOICES

#: The most positions an energy track may be told to have.
MOST_POSITIONS = 99


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
                 "the cards advance it.",
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
    )
    others = Choices(choice for choice in CARD_CHOICES if choice.value is not first)
    second = yield table_fact(
        "setup.starting-card",
        "And the other card with an \"S\"?",
        choices=others,
    )
    numbers = sorted(card.number for card in (first, second))  # type: ignore[attr-defined]
    return tuple(numbers)


Facts = KnownBoard | BoardAtHand
