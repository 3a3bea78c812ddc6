"""A tiny game for testing the engine on its own: guess the die."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import ClassVar

from soloist.engine.chance import Chance, roll
from soloist.engine.game import GameDefinition, Options, OptionSpec
from soloist.engine.log import Log
from soloist.engine.questions import YES_NO, Question, decision


@dataclass(frozen=True)
class GuessResult:
    hits: int
    rounds: int

    def headline(self) -> str:
        return f"{self.hits} of {self.rounds} guesses right."

    def summary(self) -> dict[str, int | float | str]:
        return {"hits": self.hits, "rounds": self.rounds}


class GuessPlay:
    def __init__(self, rounds: int, chance: Chance, log: Log) -> None:
        self.rounds = rounds
        self.dice = chance.stream("dice")
        self.log = log
        self.hits = 0
        self.rolled: list[int] = []

    def run(self) -> Generator[Question, object, GuessResult]:
        for number in range(1, self.rounds + 1):
            die = roll(self.dice)
            self.rolled.append(die)
            guess = yield decision("guess", f"Round {number}: guess the die", between=(1, 6))
            hit = guess == die
            self.hits += hit
            self.log.say("dealer", "die {die}, guess {guess}: {verdict}", die=die, guess=guess,
                         verdict="hit" if hit else "miss")
        again = yield decision("again", "Count hits?", choices=YES_NO)
        return GuessResult(self.hits if again else 0, self.rounds)

    def view(self) -> dict[str, object]:
        return {"hits": self.hits, "rolled": list(self.rolled)}


class Guess(GameDefinition):
    name: ClassVar[str] = "guess"
    title: ClassVar[str] = "Guess the die"
    rules_version: ClassVar[int] = 1
    options: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("rounds", "How many dice", "int", 3, minimum=1, maximum=20, sweep=True),
    )

    def new_play(self, options: Options, chance: Chance, log: Log) -> GuessPlay:
        return GuessPlay(int(str(options["rounds"])), chance, log)


GUESS = Guess()
