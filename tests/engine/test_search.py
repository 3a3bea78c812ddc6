"""The search's settings: a stand-in's budget after a colon (`strong:400`), checked."""

from __future__ import annotations

import random
from collections.abc import Callable, Generator
from dataclasses import dataclass

import pytest

from soloist.engine.chance import Chance, roll
from soloist.engine.errors import OptionError
from soloist.engine.game import Play, Result, StandIn
from soloist.engine.questions import Choices, Question, decision
from soloist.engine.search import (
    MOST_ROLLOUTS,
    Horizon,
    Search,
    SearchingStandIn,
    parse_budget,
)
from soloist.games import find_game


def test_a_budget_is_a_whole_number_of_rollouts_per_decision() -> None:
    assert parse_budget("400") == 400
    assert parse_budget(" 12 ") == 12
    for wrong in ("", "x", "1.5", "0", "-3", str(MOST_ROLLOUTS + 1)):
        with pytest.raises(OptionError, match="rollouts per decision"):
            parse_budget(wrong)


def test_a_searching_stand_in_with_a_setting_is_the_same_stand_in_with_that_budget() -> None:
    ff = find_game("fantastic-factories")
    strong = ff.stand_in("strong")
    assert isinstance(strong, type) and issubclass(strong, SearchingStandIn)
    set_up = ff.stand_in("strong:400")
    assert isinstance(set_up, type) and issubclass(set_up, strong)
    assert set_up.budget == 400 and set_up.name == "strong"
    assert "400 rollouts per decision" in set_up.description
    assert ff.stand_in("strong:400") is set_up  # made once
    assert ff.stand_in(f"strong:{strong.budget}") is strong


def test_a_wrong_stand_in_or_setting_is_refused_with_a_message() -> None:
    ff = find_game("fantastic-factories")
    with pytest.raises(OptionError, match="unknown stand-in 'clever'"):
        ff.stand_in("clever")
    with pytest.raises(OptionError, match="stand-in greedy takes no setting"):
        ff.stand_in("greedy:3")
    with pytest.raises(OptionError, match="strong:many: the setting is the number"):
        ff.stand_in("strong:many")
    tokaido = find_game("tokaido")
    assert tokaido.stand_in("strong:7").budget == 7  # type: ignore[attr-defined]


# -- the speed-ups a game may give change no rollout -------------------------------------------

class RacePlay:
    """A toy race: each turn you choose a step of 1, 2 or 3 and a die adds to it; a step of 3
    costs 2 points. After `TURNS` turns the total is the score."""

    TURNS = 4

    def __init__(self, chance: Chance) -> None:
        self.dice = chance.stream("dice")
        self.turn = 0
        self.total = 0
        self.horizon: int | None = None  # (a copy made for search stops after this turn)

    def copy(self, chance: Chance) -> RacePlay:
        copy = RacePlay(chance)
        copy.turn, copy.total = self.turn, self.total
        return copy

    def run(self) -> Generator[Question, object, RaceResult]:
        return self.resume()

    def resume(self, answer: object = None) -> Generator[Question, object, RaceResult]:
        while self.turn < self.TURNS:
            if answer is None:
                step = yield decision("race.step", f"Turn {self.turn + 1}: step 1, 2 or 3?",
                                      choices=Choices.offering([1, 2, 3], str))
            else:
                step, answer = answer, None
            assert isinstance(step, int)
            self.total += step + roll(self.dice) - (2 if step == 3 else 0)
            self.turn += 1
            if self.horizon is not None and self.turn > self.horizon and self.turn < self.TURNS:
                raise Horizon
        return RaceResult(self.total)

    def view(self) -> dict[str, object]:
        return {"turn": self.turn, "total": self.total}


@dataclass(frozen=True)
class RaceResult:
    total: int

    def headline(self) -> str:
        return f"{self.total}"

    def summary(self) -> dict[str, int | float | str]:
        return {"total": self.total}


class Steady:
    """Always steps 2 (by key)."""

    def answer(self, question: Question, play: Play) -> str:
        return "2"


class SteadyPicking(Steady):
    """Always steps 2 (by value)."""

    def pick(self, question: Question, play: Play) -> object:
        return 2


class PlainRace:
    """The race as the search needs it, with none of the speed-ups: the copy stops where
    a test says so."""

    def sample(self, play: RacePlay, seed: int) -> RacePlay:
        return play.copy(Chance(seed))

    def resume(self, copy: RacePlay) -> Generator[Question, object, Result]:
        return copy.resume()

    def policy(self, copy: RacePlay) -> StandIn:
        return Steady()

    def horizon(self, play: RacePlay) -> Callable[[RacePlay], bool] | None:
        turn = play.turn + 2
        return lambda copy: copy.turn >= turn

    def value(self, copy: RacePlay, result: Result | None) -> float:
        return float(copy.total if result is None else result.total)  # type: ignore[attr-defined]


class QuickRace(PlainRace):
    """The same race with every speed-up: prepared once, started already answered, stopped
    by the copy itself, played on by a policy that picks values."""

    prepared = 0

    def prepare(self, play: RacePlay) -> RacePlay:
        self.prepared += 1
        return play.copy(Chance(0))

    def sample(self, play: RacePlay, seed: int) -> RacePlay:
        copy = play.copy(Chance(seed))
        copy.horizon = play.turn + 1
        return copy

    def resume_with(self, copy: RacePlay, answer: object) -> Generator[Question, object, Result]:
        return copy.resume(answer)

    def policy(self, copy: RacePlay) -> StandIn:
        return SteadyPicking()

    def horizon(self, play: RacePlay) -> Callable[[RacePlay], bool] | None:
        return None


def test_a_games_speed_ups_change_no_rollout_and_no_choice() -> None:
    """Preparing once, starting already answered, stopping at the horizon itself and picking
    values are speed-ups only: every rollout is worth the same, and the search chooses the
    same, as through the plain protocol."""
    plain, quick = PlainRace(), QuickRace()
    for turn in range(RacePlay.TURNS):
        play = RacePlay(Chance(turn))
        play.turn = turn
        question = next(play.resume())
        assert question.choices is not None
        for seed in range(20):
            for key in ("1", "2", "3"):
                value = question.choices.by_key[key].value
                slow = Search(plain, 9, random.Random(1)).rollout(play, seed, key,
                                                                  plain.horizon(play))
                fast = Search(quick, 9, random.Random(1)).rollout(quick.prepare(play), seed,
                                                                  key, None, value)
                assert fast == slow
        for budget in (3, 12, 40):
            by_key = Search(plain, budget, random.Random(5)).choose(play, ["1", "2", "3"])
            assert Search(quick, budget, random.Random(5)).choose(
                play, ["1", "2", "3"], question) == by_key
    # Stepping 3 costs 2 points: the search learns to step 2 (a check that can fail).
    play = RacePlay(Chance(1))
    question = next(play.resume())
    assert Search(quick, 60, random.Random(3)).choose(play, ["3", "1", "2"], question) == "2"
    assert quick.prepared > 0
