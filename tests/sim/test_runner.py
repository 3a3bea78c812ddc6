"""The simulation runner and its statistics."""

from __future__ import annotations

import math

import pytest

from soloist.engine.errors import OptionError
from soloist.games import find_game
from soloist.sim import runner
from soloist.sim.stats import by_level, summarise

FF = find_game("fantastic-factories")


def test_a_plan_sweeps_every_level_with_the_simulation_table() -> None:
    plan = runner.make_plan(FF, games=10, seed=1, levels="all")
    assert plan.levels == ("easy", "medium", "hard", "very-hard")
    assert plan.options_for("hard")["table"] == "model"
    assert plan.stand_in == "steady"
    one = runner.make_plan(FF, games=10, seed=1, levels=["insane"])
    assert one.levels == ("very-hard",)


def test_a_bad_plan_is_refused() -> None:
    with pytest.raises(OptionError):
        runner.make_plan(FF, games=0, seed=1)
    with pytest.raises(OptionError, match="unknown stand-in"):
        runner.make_plan(FF, games=5, seed=1, stand_in="genius")
    with pytest.raises(OptionError, match="difficulty"):
        runner.make_plan(FF, games=5, seed=1, levels=["legendary"])


def test_the_same_seed_gives_the_same_rows_on_one_or_two_workers() -> None:
    plan = runner.make_plan(FF, games=runner.BATCH + 30, seed=5, levels=["easy", "hard"])
    one = runner.run(plan, workers=1)
    two = runner.run(plan, workers=2)
    assert one == two
    assert [row["game"] for row in one[:3]] == [0, 1, 2]
    assert len(one) == 2 * (runner.BATCH + 30)


def test_levels_are_compared_on_the_same_seeds() -> None:
    plan = runner.make_plan(FF, games=5, seed=2, levels="all")
    rows = runner.run(plan, workers=1)
    seeds = {level: [row["seed"] for row in rows if row["level"] == level]
             for level in plan.levels}
    assert len({tuple(s) for s in seeds.values()}) == 1


def test_summary_statistics() -> None:
    summary = summarise([1, 2, 3, 4, 5])
    assert summary.mean == 3 and math.isclose(summary.sd, math.sqrt(2.5))
    half = 2.7764451051977987 * math.sqrt(2.5) / math.sqrt(5)  # t(0.975, 4)
    assert math.isclose(summary.ci_high - summary.mean, half)
    assert (summary.p5, summary.p50, summary.p95) == (1.2, 3.0, 4.8)
    single = summarise([7])
    assert single.sd == 0 and single.ci_low == single.ci_high == 7


def test_statistics_by_level() -> None:
    rows = [{"level": "a", "x": 1}, {"level": "b", "x": 3}, {"level": "a", "x": 3}]
    table = by_level(rows, ["x"])
    assert list(table) == ["a", "b"] and table["a"]["x"].mean == 2
