"""A tiny game whose rules ask about the person's copy: for testing the component library.

The "copy" is a row of towns; the rules ask how many steps lie between two towns (a
permanent fact of the person's copy, asked at the table), read the composition of the
person's deck silently (an ASSUMED one when unknown), and count how many cards of each
face the person has seen: a lower bound on the deck that the play derives by itself.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import ClassVar

from soloist.engine.chance import Chance
from soloist.engine.game import GameDefinition, Options, OptionSpec
from soloist.engine.library import FactNameError
from soloist.engine.log import Log
from soloist.engine.questions import Choice, Choices, Question, decision, table_fact

FACES = Choices([Choice("red", "Red", "red"), Choice("blue", "Blue", "blue")])
ASSUMED_DECK = "assumed"


def read_deck(text: str) -> str:
    if text != ASSUMED_DECK and not all(part.isdigit() for part in text.split("/")):
        raise ValueError(f"{text!r} is not a deck (counts such as 3/2)")
    return text


@dataclass(frozen=True)
class TripResult:
    steps: int
    deck: str

    def headline(self) -> str:
        return f"{self.steps} steps with the {self.deck} deck."

    def summary(self) -> dict[str, int | float | str]:
        return {"steps": self.steps, "outcome": "tie", "person_won": 0}


def steps_question(start: str, end: str) -> Question:
    return table_fact("copy.steps", f"How many steps from {start} to {end}?", between=(1, 6),
                      fact=f"steps {start}-{end}")


class TripPlay:
    def __init__(self, legs: int, log: Log, notes: bool = False) -> None:
        self.legs = legs
        self.log = log
        self.notes = notes
        self.steps = 0
        self.learned: dict[str, str] = {}
        self.seen = {"red": 0, "blue": 0}

    def run(self) -> Generator[Question, object, TripResult]:
        deck = yield table_fact("copy.deck", "Your deck's composition:", text=read_deck,
                                examples=("3/2",), fact="deck", if_unknown=ASSUMED_DECK)
        for leg in range(self.legs):
            town = "A" if leg % 2 == 0 else "B"
            other = "B" if town == "A" else "A"
            steps = yield steps_question(town, other)
            assert isinstance(steps, int)
            self.steps += steps
            self.log.say("walker", "{start} to {end}: {steps} steps", start=town, end=other,
                         steps=steps)
            face = yield decision("copy.card", "Which card did you draw?", choices=FACES)
            assert isinstance(face, str)
            self.seen[face] += 1
            self.learned["most red seen"] = str(self.seen["red"])
            if self.notes:  # a fact learned once, and a list that grows
                self.learned.setdefault("first card", face)
                self.learned["faces seen"] = "; ".join(
                    sorted(name for name, count in self.seen.items() if count))
        return TripResult(self.steps, str(deck))

    def view(self) -> dict[str, object]:
        return {"steps": self.steps, "seen": dict(self.seen)}


class Trip(GameDefinition):
    name: ClassVar[str] = "trip"
    title: ClassVar[str] = "A trip on the person's own copy"
    rules_version: ClassVar[int] = 1
    options: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("legs", "How many legs", "int", 3, minimum=1, maximum=9),
        OptionSpec("notes", "Note the first card and the faces seen", "flag", False),
    )

    def new_play(self, options: Options, chance: Chance, log: Log) -> TripPlay:
        return TripPlay(int(str(options["legs"])), log, bool(options.get("notes")))

    def merge_fact(self, key: str, known: str, learned: str) -> str | None:
        if key == "most red seen":  # a lower bound: the most ever seen
            return str(max(int(known), int(learned)))
        if key == "faces seen":  # a list that grows
            return "; ".join(sorted({*known.split("; "), *learned.split("; ")}))
        return super().merge_fact(key, known, learned)

    def check_fact(self, key: str, value: str) -> None:
        """Each fact as a data file of the copy would give it."""
        if key in ("steps A-B", "steps B-A"):
            if value not in {str(n) for n in range(1, 7)}:
                raise ValueError("steps are 1 to 6")
        elif key == "most red seen":
            if not value.isdigit() or str(int(value)) != value:
                raise ValueError("a count")
        elif key == "first card":
            if value not in FACES.keys:
                raise ValueError("red or blue")
        elif key == "faces seen":
            faces = value.split("; ")
            if not set(faces) <= set(FACES.keys) or faces != sorted(set(faces)):
                raise ValueError("red and/or blue")
        elif key == "deck":
            read_deck(value)
        else:
            raise FactNameError(f"no fact {key!r}")


TRIP = Trip()


def learn_in_another_process(location: str, seed: int, steps: str) -> None:
    """Play a one-leg trip in a save database (run in a process of its own)."""
    from soloist.engine import registry
    from soloist.play.companion import SavedPlay
    from soloist.store import Store

    registry._GAMES[TRIP.name] = TRIP
    store = Store(location)
    saved = SavedPlay.start(store, TRIP, {"legs": 1}, seed=seed)
    while saved.session.question is not None:  # the steps are asked unless known already
        saved.answer(steps if saved.session.question.topic == "copy.steps" else "red")
    store.close()
