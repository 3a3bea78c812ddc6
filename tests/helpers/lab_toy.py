"""A tiny game for the balance lab's tests: a dice duel against an automa.

The automa rolls `level + 1` dice (levels 1 to 3, easiest first) and its character adds to
them: "bold" rerolls its lowest die once, "careful" adds 1. The person bets 0 to 3 points,
then rolls a die per turn (at most five turns) until they stop; a 1 ends the game with
nothing rolled. The person wins with more points than the automa; equal is a tie.
"""

from __future__ import annotations

from collections.abc import Generator, Mapping
from dataclasses import dataclass
from typing import ClassVar

from soloist.engine.chance import Chance, roll
from soloist.engine.game import (
    GameDefinition,
    Options,
    OptionSpec,
    OptionValue,
    Play,
    StandInFactory,
)
from soloist.engine.log import Log
from soloist.engine.questions import Choice, Choices, Question, decision

MOVES = Choices([Choice("roll", "Roll a die", "roll"), Choice("stop", "Stop", "stop")])
MOST_TURNS = 5


@dataclass(frozen=True)
class DuelResult:
    automa_score: int
    automa_dice: int
    person_score: int
    bet: int
    turns: int

    @property
    def outcome(self) -> str:
        if self.person_score > self.automa_score:
            return "win"
        return "loss" if self.person_score < self.automa_score else "tie"

    def headline(self) -> str:
        return f"{self.outcome}: {self.person_score} to {self.automa_score}"

    def summary(self) -> dict[str, int | float | str]:
        return {"automa_score": self.automa_score, "automa_dice": self.automa_dice,
                "person_score": self.person_score, "bet": self.bet, "turns": self.turns,
                "person_won": int(self.outcome == "win"), "outcome": self.outcome}


class DuelPlay:
    def __init__(self, level: int, character: str, chance: Chance, log: Log) -> None:
        self.level = level
        self.character = character
        self.dice = chance.stream("dice")
        self.log = log
        self.rolled = 0

    def run(self) -> Generator[Question, object, DuelResult]:
        bet = yield decision("person.bet", "Your bet?", between=(0, 3))
        assert isinstance(bet, int)
        turns = 0
        while turns < MOST_TURNS:
            move = yield decision("person.move", "Roll or stop?", choices=MOVES,
                                  context={"total": self.rolled})
            if move == "stop":
                break
            turns += 1
            die = roll(self.dice)
            if die == 1:
                self.rolled = 0
                break
            self.rolled += die
        automa = [roll(self.dice) for _ in range(self.level + 1)]
        if self.character == "bold":
            automa[automa.index(min(automa))] = roll(self.dice)
        bonus = 1 if self.character == "careful" else 0
        self.log.say("automa", "rolls {dice}", dice=tuple(automa))
        return DuelResult(sum(automa) + bonus, len(automa), self.rolled + bet, bet, max(turns, 1))

    def view(self) -> dict[str, object]:
        return {"rolled": self.rolled}


class Cautious:
    """Bets 1; rolls while its total is below 8."""

    name: ClassVar[str] = "cautious"
    description: ClassVar[str] = "bets 1 and rolls while below 8"

    def __init__(self, chance: Chance) -> None:
        pass

    def answer(self, question: Question, play: Play) -> str:
        if question.topic == "person.bet":
            return "1"
        total = question.context["total"]
        assert isinstance(total, int)
        return "roll" if total < 8 else "stop"


class Duel(GameDefinition):
    name: ClassVar[str] = "duel"
    title: ClassVar[str] = "Dice Duel: the Automa"
    rules_version: ClassVar[int] = 1
    options: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("level", "Automa dice minus one", "int", 2, minimum=1, maximum=3,
                   sweep=True),
        OptionSpec("character", "The automa's character", "choice", "careful",
                   choices=("careful", "bold"), axis=True),
        OptionSpec("table", "hidden", "choice", None, choices=("model",), hidden=True),
    )
    simulation_columns: ClassVar[Mapping[str, str]] = {
        "automa_score": "Automa score", "person_won": "Stand-in win rate", "turns": "Turns"}
    simulation_defaults: ClassVar[Mapping[str, OptionValue]] = {"table": "model"}

    def new_play(self, options: Options, chance: Chance, log: Log) -> DuelPlay:
        return DuelPlay(int(str(options["level"])), str(options["character"]), chance, log)

    @property
    def stand_ins(self) -> Mapping[str, StandInFactory]:
        return {Cautious.name: Cautious}


DUEL = Duel()
