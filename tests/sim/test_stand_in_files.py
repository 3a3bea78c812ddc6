"""Loading one's own stand-in from a Python file, with clear errors for every mistake."""

from __future__ import annotations

from pathlib import Path

import pytest
from lab_toy import DUEL

from soloist.engine.errors import OptionError
from soloist.games import find_game
from soloist.sim import runner
from soloist.sim.stand_ins import describe

FF = find_game("fantastic-factories")

ALWAYS_ROLL = '''
"""A stand-in that always rolls."""
from dataclasses import dataclass


@dataclass
class Tally:
    answers: int = 0


class AlwaysRoll:
    name = "always-roll"
    description = "bets 3 and always rolls"

    def __init__(self, chance):
        self.tally = Tally()

    def answer(self, question, play):
        self.tally.answers += 1
        return "3" if question.topic == "person.bet" else "roll"
'''


def write(tmp_path: Path, text: str, name: str = "policy.py") -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


def test_a_stand_in_from_a_file_plays_on_one_and_two_workers(tmp_path: Path) -> None:
    path = write(tmp_path, ALWAYS_ROLL)
    plan = runner.make_plan(DUEL, games=80, seed=4, levels="all",
                            stand_in=f"{path}:AlwaysRoll")
    assert plan.stand_in_source is not None and plan.stand_in.endswith("policy.py:AlwaysRoll")
    one = runner.run(plan, workers=1)
    assert one == runner.run(plan, workers=2, batch_size=25)
    assert {row["bet"] for row in one} == {3}
    assert "bets 3 and always rolls" in describe(DUEL, plan.stand_in, plan.stand_in_source)
    # the file's content is part of the run's identity: editing it makes another run
    edited = write(tmp_path, ALWAYS_ROLL.replace('"3"', '"2"'))
    other = runner.make_plan(DUEL, games=80, seed=4, levels="all",
                             stand_in=f"{edited}:AlwaysRoll")
    assert other.run_id != plan.run_id


@pytest.mark.parametrize(("text", "spec", "message"), [
    (ALWAYS_ROLL, "{path}", "name the class too"),
    (ALWAYS_ROLL, "{path}:NoSuchClass", "has no 'NoSuchClass'; it defines: AlwaysRoll, Tally"),
    (ALWAYS_ROLL, "{path}:not-a-name", "is not a Python class name"),
    (ALWAYS_ROLL, "{folder}/missing.py:AlwaysRoll", "missing.py: no such file"),
    ("class Broken(:\n    pass\n", "{path}:Broken", "line 1:"),
    ("raise RuntimeError('boom')\n", "{path}:Any", "running the file failed: RuntimeError: boom"),
    ("class Mute:\n    def __init__(self, chance):\n        pass\n", "{path}:Mute",
     "has no method answer(self, question, play)"),
    ("class Picky:\n    def __init__(self):\n        pass\n"
     "    def answer(self, question, play):\n        return ''\n", "{path}:Picky",
     "cannot be made as Picky(chance): TypeError"),
    ("class OneArg:\n    def __init__(self, chance):\n        pass\n"
     "    def answer(self, question):\n        return ''\n", "{path}:OneArg",
     "answer must take two arguments, (question, play)"),
    ("VALUE = 3\n", "{path}:VALUE", "is not a class (it is a int)"),
])
def test_a_bad_stand_in_file_is_refused_with_a_clear_message(
        tmp_path: Path, text: str, spec: str, message: str) -> None:
    path = write(tmp_path, text)
    with pytest.raises(OptionError, match=message.replace("(", r"\(").replace(")", r"\)")):
        runner.make_plan(DUEL, games=5, seed=1,
                         stand_in=spec.format(path=path, folder=tmp_path))


def test_an_unknown_stand_in_name_lists_the_games_stand_ins() -> None:
    with pytest.raises(OptionError, match="duel has: cautious, random"):
        runner.make_plan(DUEL, games=5, seed=1, stand_in="genius")


def test_a_stand_in_that_answers_wrongly_is_named_with_the_question(tmp_path: Path) -> None:
    path = write(tmp_path, "class Wrong:\n    name = 'wrong'\n"
                           "    def __init__(self, chance):\n        pass\n"
                           "    def answer(self, question, play):\n"
                           "        return '2' if question.topic == 'person.bet' else 'jump'\n")
    plan = runner.make_plan(DUEL, games=5, seed=1, stand_in=f"{path}:Wrong")
    with pytest.raises(runner.SimulationError) as caught:
        runner.trial(plan)
    message = str(caught.value)
    assert "game 0 of duel (level 2, seed" in message
    assert "it answered 'jump' to 'person.move' (Roll or stop?)" in message
    assert "choose one of: roll, stop" in message


def test_a_stand_in_that_crashes_is_named_with_the_question(tmp_path: Path) -> None:
    path = write(tmp_path, "class Crash:\n    def __init__(self, chance):\n        pass\n"
                           "    def answer(self, question, play):\n"
                           "        return str(1 // 0)\n")
    plan = runner.make_plan(FF, games=5, seed=1, stand_in=f"{path}:Crash")
    with pytest.raises(runner.SimulationError,
                       match=r"while answering 'person\.market-action'.*ZeroDivisionError"):
        runner.run(plan, workers=2)
