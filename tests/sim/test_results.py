"""Results files: rows stream in as batches finish, and an interrupted run resumes."""

from __future__ import annotations

import contextlib
import csv
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from lab_toy import DUEL

from soloist.engine.errors import OptionError
from soloist.games import find_game
from soloist.sim import runner
from soloist.sim.backends import LocalBackend

FF = find_game("fantastic-factories")


class Interrupt(Exception):
    """Stands for Ctrl-C in the middle of a run."""


def interrupt_after(batches: int) -> object:
    seen = 0

    def progress(count: int) -> None:
        nonlocal seen
        seen += 1
        if seen == batches:
            raise Interrupt

    return progress


def toy_plan(games: int = 200, seed: int = 5) -> runner.Plan:
    return runner.make_plan(DUEL, games=games, seed=seed, levels="all",
                            axes={"character": "all"})


@pytest.mark.parametrize("suffix", [".csv", ".parquet"])
def test_an_interrupted_run_resumes_where_it_stopped(tmp_path: Path, suffix: str) -> None:
    plan = toy_plan()
    whole = runner.run(plan, workers=1)
    path = tmp_path / f"duel{suffix}"
    with pytest.raises(Interrupt):
        runner.run(plan, backend=LocalBackend(1), results=path, batch_size=40,
                   progress=interrupt_after(7))  # type: ignore[arg-type]
    report = runner.RunReport()
    resumed = runner.run(plan, workers=2, results=path, batch_size=40, report=report)
    assert report.resumed == 7 * 40
    assert report.played == plan.total_games() - 7 * 40
    assert resumed == whole
    # the finished file holds the run in (cell, game) order, as an uninterrupted run writes it
    again = tmp_path / f"again{suffix}"
    runner.run(plan, workers=1, results=again)
    assert path.read_bytes() == again.read_bytes()
    if suffix == ".parquet":
        assert not (tmp_path / "duel.parquet.parts").exists()
    report = runner.RunReport()
    assert runner.run(plan, workers=2, results=path, report=report) == whole
    assert report.played == 0


def test_csv_rows_are_on_disk_as_each_batch_finishes(tmp_path: Path) -> None:
    plan = toy_plan(games=100)
    path = tmp_path / "duel.csv"
    lines: list[int] = []

    def progress(count: int) -> None:
        lines.append(len(path.read_text().splitlines()) - 1)

    runner.run(plan, backend=LocalBackend(1), results=path, batch_size=30,
               progress=progress)
    assert lines[:4] == [30, 60, 90, 100]
    with path.open() as handle:
        header = next(csv.reader(handle))
    assert header[:5] == ["run", "level", "character", "game", "seed"]


def test_a_line_cut_short_by_a_hard_stop_is_dropped(tmp_path: Path) -> None:
    plan = toy_plan(games=50)
    whole = runner.run(plan, workers=1)
    path = tmp_path / "duel.csv"
    runner.run(plan.with_games(20), workers=1, results=path)
    text = path.read_text()
    path.write_text(text[: len(text) - 7])  # the last row loses its end, as after a kill
    report = runner.RunReport()
    assert runner.run(plan, workers=1, results=path, report=report) == whole
    assert report.resumed == 6 * 20 - 1


def test_more_games_extend_the_file_and_fewer_games_read_part_of_it(tmp_path: Path) -> None:
    path = tmp_path / "ff.parquet"
    plan = runner.make_plan(FF, games=120, seed=2, levels=["easy", "hard"])
    small = runner.run(plan.with_games(60), workers=1, results=path)
    report = runner.RunReport()
    big = runner.run(plan, workers=2, results=path, report=report)
    assert (report.resumed, report.played) == (120, 120)
    assert [row for row in big if int(row["game"]) < 60] == small
    report = runner.RunReport()
    assert runner.run(plan.with_games(30), workers=1, results=path, report=report) == [
        row for row in big if int(row["game"]) < 30]
    assert report.played == 0


def test_a_file_of_another_run_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "duel.csv"
    runner.run(toy_plan(games=10, seed=1), workers=1, results=path)
    with pytest.raises(OptionError, match="holds the games of another run"):
        runner.run(toy_plan(games=10, seed=2), workers=1, results=path)
    other_stand_in = runner.make_plan(DUEL, games=10, seed=1, levels="all",
                                      axes={"character": "all"}, stand_in="random")
    with pytest.raises(OptionError, match="another game, options, stand-in or seed"):
        runner.run(other_stand_in, workers=1, results=path)
    stranger = tmp_path / "stranger.csv"
    stranger.write_text("name,score\nada,3\n")
    with pytest.raises(OptionError, match="not a results file of this run"):
        runner.run(toy_plan(games=10, seed=1), workers=1, results=stranger)
    with pytest.raises(OptionError, match=r"\.csv or \.parquet"):
        runner.run(toy_plan(games=10), workers=1, results=tmp_path / "games.txt")


def test_a_column_that_appears_later_widens_the_csv(tmp_path: Path) -> None:
    from soloist.sim.results import ResultsFile

    plan = toy_plan(games=4)
    path = tmp_path / "wide.csv"
    store = ResultsFile.open(path, plan)
    store.append([{"level": "1", "character": "bold", "game": 0, "seed": 1, "a": 1}])
    store.append([{"level": "1", "character": "bold", "game": 1, "seed": 2, "a": 2, "b": 3}])
    store.close()
    with path.open() as handle:
        rows = list(csv.DictReader(handle))
    assert [row["b"] for row in rows] == ["", "3"]


@settings(max_examples=15)
@given(batch=st.integers(min_value=1, max_value=60), stop_after=st.integers(min_value=1,
                                                                            max_value=12),
       parquet=st.booleans())
def test_any_interruption_at_any_batch_size_resumes_to_the_same_table(
        batch: int, stop_after: int, parquet: bool) -> None:
    plan = toy_plan(games=40, seed=12)
    whole = runner.run(plan, workers=1)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / ("duel.parquet" if parquet else "duel.csv")
        with contextlib.suppress(Interrupt):  # (a run of few batches may finish first)
            runner.run(plan, backend=LocalBackend(1), results=path, batch_size=batch,
                       progress=interrupt_after(stop_after))  # type: ignore[arg-type]
        assert runner.run(plan, workers=1, results=path, batch_size=batch + 3) == whole
