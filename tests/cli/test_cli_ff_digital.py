"""`soloist play fantastic-factories --digital` and digital simulation, through the `soloist`
command: `play`, `resume`, `show` and `games` run in this process (`invoke_soloist`); `simulate`
runs the real command."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from cli_helpers import invoke_soloist, run_soloist

# Always the first offered answer (a number picks a choice by its position): take market
# blueprint 1, build or research first, and "end" once nothing else is left.
FIRST = "1\n" * 3000


def only_game_id(database: Path) -> str:
    with sqlite3.connect(database) as db:
        (game_id,), = db.execute("SELECT id FROM games").fetchall()
    return str(game_id)


def test_a_whole_digital_game_on_screen(database: Path) -> None:
    done = invoke_soloist("play", "fantastic-factories", "--digital", "--difficulty", "easy",
                       "--seed", "4", database=database, stdin=FIRST)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    for text in ("You take 1 metal, 2 energy, 4 white dice and 4 blueprints",
                 "your market phase: take a blueprint or hire a contractor?",
                 "your work phase: next action?", "You roll:", "The Machine rolls",
                 "The end of the game is triggered by", "The Machine scores", "You score"):
        assert text in out, text
    assert "Traceback" not in done.stderr
    (game,) = json.loads(invoke_soloist("games", "--json", database=database).stdout)
    assert game["status"] == "finished" and game["options"]["digital"] is True


def test_a_digital_game_is_saved_resumed_and_undone(database: Path) -> None:
    first = invoke_soloist("play", "fantastic-factories", "--digital", "--seed", "2",
                        database=database, stdin="take 2\nquit\n")
    assert first.returncode == 0, first.stderr
    game_id = only_game_id(database)
    resumed = invoke_soloist("resume", game_id, database=database,
                          stdin="undo\nfly to the moon\ntake 3\nquit\n")
    assert resumed.returncode == 0, resumed.stderr
    assert "Undone: your answer “Take Dojo (Training, gear, 1 metal + 2 energy, 0 prestige) " \
           "from market slot 2” is taken back" in " ".join(resumed.stdout.split())
    assert "Not valid:" in resumed.stdout
    shown = json.loads(invoke_soloist("show", game_id, "--json", database=database).stdout)
    assert shown["record"]["answers"] == ["take 3"]
    assert shown["state"]["person"]["hand"][-1] == shown["log"][-3]["text"].split(
        "You take ")[1].split(" from")[0]
    assert shown["question"]["topic"] == "person.work"


def test_simulate_with_the_greedy_stand_in_plays_digital_games(database: Path) -> None:
    done = run_soloist("simulate", "fantastic-factories", "--stand-in", "greedy", "--games",
                       "6", "--difficulty", "all", "--seed", "1", "--workers", "1", "--json",
                       database=database)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["options"]["table"] == "digital"
    assert data["stand_in"] == "greedy"
    assert list(data["levels"]) == ["easy", "medium", "hard", "very-hard"]
    assert "good or a prestige point is worth 4" in data["stand_in_description"]
