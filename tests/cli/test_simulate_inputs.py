"""`soloist simulate` with a broken data file, and interrupted without --results (issue 17)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
from pathlib import Path

import pytest
from cli_helpers import as_at_a_terminal, run_soloist, soloist_executable

BROKEN_CARDS = 'edition = "mine"\nblueprint_total = 1\n'


@pytest.mark.parametrize("game", ["fantastic-factories", "tokaido"])
def test_a_broken_data_file_is_named_before_the_first_game(
        database: Path, tmp_path: Path, game: str) -> None:
    cards = tmp_path / "bad.toml"
    cards.write_text(BROKEN_CARDS)
    played = run_soloist("play", game, "--cards", str(cards), database=database)
    simulated = run_soloist("simulate", game, "--cards", str(cards), "--games", "5",
                            "--quiet", database=database)
    assert simulated.returncode == 1 and "Traceback" not in simulated.stderr
    assert simulated.stderr.startswith(f"Error: {cards}: ")
    assert "game 0" not in simulated.stderr and "failed" not in simulated.stderr
    assert simulated.stderr == played.stderr  # the same words as `play` gives


def interrupted_run(database: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    """A long run, Ctrl-C once it reports its first finished games (a progress line)."""
    args = [soloist_executable(), "simulate", "fantastic-factories", "--games", "5000000",
            "--seed", "3", "--workers", "1", *extra]
    env = {**os.environ, "SOLOIST_DB": str(database), "NO_COLOR": "1", "TERM": "dumb",
           "COLUMNS": "200"}
    process = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True, env=env, start_new_session=True,
                               preexec_fn=as_at_a_terminal)
    assert process.stderr is not None
    before = []
    for line in process.stderr:  # ends when the process does: then it never reported
        before.append(line)
        if "games played" in line:
            break
    else:
        raise AssertionError(f"no progress line: {''.join(before)}")
    os.killpg(process.pid, signal.SIGINT)
    out, err = process.communicate(timeout=120)
    return subprocess.CompletedProcess(args, process.returncode, out, "".join(before) + err)


def test_ctrl_c_without_results_prints_the_games_done(database: Path) -> None:
    done = interrupted_run(database)
    assert done.returncode == 130, done.stderr
    assert "Traceback" not in done.stderr and "Aborted!" not in done.stderr
    assert "Interrupted after " in done.stdout and " of 5,000,000 games" in done.stdout
    assert "Give --results FILE to keep every game" in done.stdout
    assert "Machine score" in done.stdout and "(interrupted)" in done.stdout


def test_ctrl_c_without_results_gives_the_summary_as_json(database: Path) -> None:
    done = interrupted_run(database, "--json")
    assert done.returncode == 130, done.stderr
    summary = json.loads(done.stdout)
    assert summary["interrupted"] is True and 0 < summary["games_played"] < 5_000_000
    assert summary["levels"]["medium"]["machine_score"]["n"] == summary["games_played"]
    assert "Interrupted after " in done.stderr and "--results FILE" in done.stderr
