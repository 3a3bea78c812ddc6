"""The same seed gives the same table whatever the backend: 1 worker, 2 workers, a local Ray."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from lab_toy import DUEL

from soloist.games import all_games, find_game
from soloist.sim import runner
from soloist.sim.backends import LocalBackend, RayBackend

FF = find_game("fantastic-factories")


@pytest.fixture(scope="module")
def local_ray() -> Iterator[RayBackend]:
    """One local Ray for the module (it takes seconds to start), with 2 CPUs."""
    import ray

    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False,
             logging_level="ERROR")
    try:
        yield RayBackend(num_cpus=2)
    finally:
        ray.shutdown()


def test_fantastic_factories_gives_one_table_on_one_worker_two_workers_and_ray(
        local_ray: RayBackend) -> None:
    plan = runner.make_plan(FF, games=260, seed=42, levels="all")
    one = runner.run(plan, backend=LocalBackend(1), batch_size=60)
    two = runner.run(plan, backend=LocalBackend(2), batch_size=45)
    on_ray = runner.run(plan, backend=local_ray, batch_size=70)
    assert one == two == on_ray
    assert len(one) == 4 * 260
    assert [row["game"] for row in one[:3]] == [0, 1, 2]
    assert [row["level"] for row in one[::260]] == ["easy", "medium", "hard", "very-hard"]


def test_a_ray_run_streams_to_a_results_file_and_resumes_locally(
        local_ray: RayBackend, tmp_path: Path) -> None:
    plan = runner.make_plan(FF, games=150, seed=8, levels=["easy", "hard"])
    path = tmp_path / "games.csv"
    first = runner.run(plan.with_games(100), backend=local_ray, results=path)
    report = runner.RunReport()
    resumed = runner.run(plan, backend=LocalBackend(2), results=path, report=report)
    assert (report.resumed, report.played) == (200, 100)
    assert resumed[:100] == first[:100]
    assert resumed == runner.run(plan, workers=1)


def test_the_toy_game_with_an_axis_gives_one_table_on_one_or_two_workers() -> None:
    plan = runner.make_plan(DUEL, games=120, seed=3, levels="all", axes={"character": "all"})
    one = runner.run(plan, workers=1)
    two = runner.run(plan, workers=2, batch_size=25)
    assert one == two
    cells = [(row["level"], row["character"]) for row in one[::120]]
    assert cells == [("1", "careful"), ("1", "bold"), ("2", "careful"), ("2", "bold"),
                     ("3", "careful"), ("3", "bold")]
    # every cell is played on the same seeds
    seeds = {cell: [row["seed"] for row in one if (row["level"], row["character"]) == cell]
             for cell in cells}
    assert len({tuple(s) for s in seeds.values()}) == 1


def test_batch_sizes_keep_every_worker_busy() -> None:
    assert runner.batch_size_for(4000, 2) == 250
    assert runner.batch_size_for(10, 2) == runner.SMALLEST_BATCH
    assert runner.batch_size_for(10**7, 2) == runner.BATCH


def test_a_stand_in_from_a_file_plays_on_ray_and_its_failure_is_named(
        local_ray: RayBackend, tmp_path: Path) -> None:
    policy = tmp_path / "policy.py"
    policy.write_text("class Leftmost:\n    def __init__(self, chance):\n        self.rounds = 0\n"
                      "    def answer(self, question, play):\n"
                      "        if question.topic == 'person.market-action':\n"
                      "            self.rounds += 1\n"
                      "            return '1'\n"
                      "        if question.topic == 'person.triggered-end':\n"
                      "            if self.rounds > 11:\n"
                      "                raise RuntimeError('tired')\n"
                      "            return 'no'\n"
                      "        return '25'\n")
    plan = runner.make_plan(FF, games=120, seed=3, levels=["very-hard"],
                            stand_in=f"{policy}:Leftmost")
    with pytest.raises(runner.SimulationError,
                       match=r"while answering 'person\.triggered-end'.*RuntimeError: tired"):
        runner.run(plan, backend=local_ray, batch_size=30)


@pytest.mark.parametrize("name", [definition.name for definition in all_games()])
def test_every_game_gives_one_table_on_one_worker_two_workers_and_ray(
        local_ray: RayBackend, name: str) -> None:
    definition = find_game(name)
    sweep = definition.sweep_option
    levels = [str(value) for value in sweep.all_values()[:2]] if sweep is not None else None
    # every axis value, but two at most of a long list (Revive's 15 pairs of "S" cards)
    axes: dict[str, str | list[str]] = {}
    for spec in definition.axis_options:
        values = definition.option_values(spec.name, definition.simulation_options("random"))
        axes[spec.name] = "all" if len(values) <= 3 else [str(v) for v in values[-2:]]
    plan = runner.make_plan(definition, games=24, seed=13, levels=levels, axes=axes)
    one = runner.run(plan, backend=LocalBackend(1), batch_size=7)
    two = runner.run(plan, backend=LocalBackend(2), batch_size=5)
    on_ray = runner.run(plan, backend=local_ray, batch_size=9)
    assert one == two == on_ray
    assert len(one) == plan.total_games() and plan.total_games() >= 48


@pytest.mark.parametrize("name", ["fantastic-factories", "tokaido"])
def test_the_strong_stand_in_plays_the_same_games_on_ray(local_ray: RayBackend,
                                                          name: str) -> None:
    """A searching stand-in is resolved by its name and setting on each Ray worker, and
    draws its copies from its own stream: the same rows as on local workers."""
    definition = find_game(name)
    levels = [str(value) for value in definition.option(
        "difficulty" if name == "fantastic-factories" else "level").all_values()[:2]]
    plan = runner.make_plan(definition, games=3, seed=21, levels=levels, stand_in="strong:4")
    local = runner.run(plan, backend=LocalBackend(2), batch_size=1)
    assert runner.run(plan, backend=local_ray, batch_size=2) == local


def test_a_library_snapshot_gives_one_table_on_every_backend(local_ray: RayBackend) -> None:
    # `soloist simulate` passes the person's component library: Tokaido then draws their
    # own Automa deck (all known here), the same on every backend and for the same seed.
    tokaido = find_game("tokaido")
    facts = {"automa deck": "confirmed: " + " ".join(["3t"] * 16)}
    plan = runner.make_plan(tokaido, games=30, seed=5, levels=["4", "6"], stand_in="greedy",
                            facts=facts)
    one = runner.run(plan, backend=LocalBackend(1), batch_size=7)
    two = runner.run(plan, backend=LocalBackend(2), batch_size=5)
    on_ray = runner.run(plan, backend=local_ray, batch_size=9)
    assert one == two == on_ray
    assumed = runner.make_plan(tokaido, games=30, seed=5, levels=["4", "6"],
                               stand_in="greedy")
    assert runner.run(assumed, backend=LocalBackend(1)) != one  # another deck, other games
    assert plan.run_id != assumed.run_id  # a results file never mixes the two
    assert runner.notes_of(plan, tokaido)[0].startswith(
        "The Automa and Difficulty Level cards are not public: these games use your own "
        "Automa cards (your components) and Soloist's own Difficulty Level cards")
    # No library: the run id of before (results files written before still resume).
    assert runner.make_plan(tokaido, games=30, seed=5, stand_in="greedy", facts={}).run_id == \
        assumed.run_id


def test_a_sensitivity_report_is_the_same_on_local_workers_and_on_ray(
        local_ray: RayBackend) -> None:
    """Issue 33: the variants run through the runner, so the report's every figure is the
    same whatever plays the games."""
    from soloist.sim.sensitivity import make_plans
    from soloist.sim.sensitivity_report import run_study

    tokaido = find_game("tokaido")
    plans = make_plans(tokaido, games=24, seed=8, levels=["4", "6"], options={},
                       stand_ins=["greedy"], variants=["card 3t twice", "tie-break most spaces"])
    local = run_study(tokaido, plans, backend=LocalBackend(2), results=None)
    on_ray = run_study(tokaido, plans, backend=local_ray, results=None)
    assert [outcome.panel.to_json() for outcome in local] == \
        [outcome.panel.to_json() for outcome in on_ray]
    assert [outcome.rows for outcome in local] == [outcome.rows for outcome in on_ray]
    assert len(local) == 2 and len(local[0].rows) == 3 * 24
