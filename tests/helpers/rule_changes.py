"""Changing a game's rules in a test, as a Soloist update would: a new rules version, with or
without a rule that plays differently from some question on.

Two changes every game can be given, whatever its rules: a new question put to the person
before question `at` (today's rules ask something they did not), and a new step of the
game's own before question `at` (the Automa does one more thing, and the log says so).
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from random import Random

import pytest

from soloist.engine.chance import Chance
from soloist.engine.errors import InvalidAnswer
from soloist.engine.game import GameDefinition, Options, Play
from soloist.engine.library import FactConflict
from soloist.engine.log import Log
from soloist.engine.questions import Choice, Choices, Question, decision
from soloist.engine.stand_ins import RandomStandIn
from soloist.play.companion import SavedPlay

#: The question today's rules add.
NEW_QUESTION = "Under today's rules: which way does the Automa's marker face now?"
#: The step today's rules add, as the log tells it.
NEW_STEP = "Under today's rules the Automa turns its top card over once more."


def new_version(monkeypatch: pytest.MonkeyPatch, definition: GameDefinition) -> int:
    """Today's rules are one version newer (nothing else changes): the new version."""
    version = definition.rules_version + 1
    monkeypatch.setattr(type(definition), "rules_version", version)
    return version


def changed_from(monkeypatch: pytest.MonkeyPatch, definition: GameDefinition, at: int,
                 change: Callable[[Log], Question | None]) -> int:
    """Today's rules, one version newer, do `change` before question `at` of every play
    (it may log a step, and return a question to put first): the new version."""
    original = type(definition).new_play

    def new_play(self: GameDefinition, options: Options, chance: Chance, log: Log) -> Play:
        play = original(self, options, chance, log)
        run = play.run

        def changed() -> Generator[Question, object, object]:
            inner = run()
            question = next(inner)
            count = 0
            while True:
                count += 1
                if count == at:
                    extra = change(log)
                    if extra is not None:
                        yield extra
                value = yield question
                try:
                    question = inner.send(value)
                except StopIteration as stop:
                    return stop.value

        play.run = changed  # type: ignore[method-assign]
        return play

    monkeypatch.setattr(type(definition), "new_play", new_play)
    return new_version(monkeypatch, definition)


def a_new_question(log: Log) -> Question:
    return decision("automa.marker", NEW_QUESTION,
                    choices=Choices([Choice("north", "North", "north"),
                                     Choice("south", "South", "south")]))


def a_new_step(log: Log) -> None:
    log.say("table", NEW_STEP)


#: Answers that keep a game going (a person who has not triggered the end yet).
GOING_ON = {"person.triggered-end": "no"}


def answer_some(saved: SavedPlay, count: int, seed: int = 1) -> None:
    """Give `count` answers a person could give (valid ones, chosen at random, but none that
    ends the game); the game may still end sooner."""
    stand_in = RandomStandIn(Chance(seed))
    rng = Random(seed)
    for _ in range(count):
        question = saved.session.question
        if question is None:
            return
        for _ in range(30):
            text = GOING_ON.get(question.topic) or stand_in.answer(question, saved.session.play)
            if question.text is not None and question.examples and rng.random() < 0.5:
                text = question.examples[0]
            try:
                saved.answer(text)
                break
            except (InvalidAnswer, FactConflict):
                continue
        else:
            raise AssertionError(f"no answer accepted to {question.prompt!r}")
