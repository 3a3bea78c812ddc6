"""Tokaido through the `soloist` command: play (companion and digital), undo, resume,
decide, simulate, and the errors a person can cause. `simulate` and `report` run the real
command in a new process; the others run in this process (`invoke_soloist`)."""

from __future__ import annotations

import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest
from cli_helpers import invoke_soloist

from soloist.engine.session import Session
from soloist.games import find_game

SOLOIST = Path(sys.executable).parent / "soloist"
TOKAIDO = find_game("tokaido")


@pytest.fixture
def database(tmp_path: Path) -> Path:
    return tmp_path / "saves.sqlite3"


def soloist(database: Path, *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """`soloist ARGS`: `simulate` and `report` as the real command in a new process (on the
    compiled build when it is built); the others in this process (`invoke_soloist`)."""
    if args[:1] not in (("simulate",), ("report",)):
        return invoke_soloist(*args, database=database, stdin=stdin)
    env = {**os.environ, "SOLOIST_DB": str(database), "COLUMNS": "200", "NO_COLOR": "1"}
    return subprocess.run([str(SOLOIST), *args], input=stdin, capture_output=True, text=True,
                          env=env, timeout=120, check=False)


#: Answers that keep a game true to one copy: Automa cards drawn at random would soon make
#: more copies of a card than a deck of 16 holds, which Soloist asks about.
CONSISTENT = {"automa.card": "2", "components.count-offer": "later"}


def answers_for(options: dict[str, object], seed: int) -> tuple[list[str], str]:
    """A whole game's answers (chosen at random but valid), and its headline."""
    session = Session.start(TOKAIDO, options, seed)
    picks = random.Random(seed)
    while session.question is not None:
        answers = session.question.valid_answers()
        choice = answers[picks.randrange(len(answers))]
        session.answer(CONSISTENT.get(session.question.topic, choice))
    assert session.result is not None
    # What the person types: the answers Soloist gave itself (what your components know of
    # your cards) are left out.
    typed = [answer for number, answer in enumerate(session.answers, start=1)
             if number not in session.supplied]
    return typed, session.result.headline()


def test_a_whole_companion_game_in_the_terminal(database: Path) -> None:
    answers, headline = answers_for({}, 12)
    result = soloist(database, "play", "tokaido", "--seed", "12",
                     stdin="\n".join(answers) + "\n\n")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "Tokaido: the two Automas" in out
    assert "Green moves to" in out and "rank" in out and "→" in out
    assert headline in out.replace("\n", " ") or headline[:30] in out
    listing = soloist(database, "games", "--json")
    games = json.loads(listing.stdout)
    assert games[0]["game"] == "tokaido" and games[0]["status"] == "finished"


def test_a_whole_digital_game_in_the_terminal(database: Path) -> None:
    answers, _ = answers_for({"digital": True, "level": 6}, 3)
    result = soloist(database, "play", "tokaido", "--digital", "--level", "6", "--seed", "3",
                     stdin="\n".join(answers) + "\n\n")
    assert result.returncode == 0, result.stderr
    assert "ASSUMPTION" in result.stdout
    assert "Difficulty Level card for Green" in result.stdout
    assert "The end" in result.stdout


def test_invalid_answers_are_refused_and_undo_takes_back(database: Path) -> None:
    result = soloist(database, "play", "tokaido", "--seed", "5",
                     stdin="castle\nkinko\n7x\n3\nundo\nquit\n")
    out = result.stdout
    assert result.returncode == 0, result.stderr
    assert "Not valid" in out and "'castle' is not a valid answer" in out
    assert "Undone" in out
    game_id = re.search(r"soloist resume (\w+)", out)
    assert game_id is not None
    again = soloist(database, "resume", game_id.group(1), stdin="quit\n")
    assert again.returncode == 0, again.stderr
    shown = soloist(database, "show", game_id.group(1), "--json")
    record = json.loads(shown.stdout)["record"]
    # "3" was taken back; the first two answers are Soloist's own: what your components know
    # of your Automa and Difficulty Level cards (nothing yet).
    assert record["answers"] == ["none", "none", "kinko"]
    assert record["supplied"] == {"1": "automa deck", "2": "difficulty deck"}


def test_decide_prints_the_move_and_json(database: Path, tmp_path: Path) -> None:
    path = tmp_path / "green.toml"
    path.write_text('card = "2"\n[automa]\nposition = 36\ncoins = 3\n[road]\n'
                    "occupied = [40, 41]\n", encoding="utf-8")
    result = soloist(database, "decide", "tokaido", str(path))
    assert result.returncode == 0, result.stderr
    assert "range 2: Temple rank lowest, Farm rank 3 → Farm" in result.stdout
    as_json = soloist(database, "decide", "tokaido", str(path), "--json")
    data = json.loads(as_json.stdout)
    assert data["destination"] == 38 and data["gain"]["points"] == 4


def test_simulate_sweeps_levels_with_both_stand_ins(database: Path, tmp_path: Path) -> None:
    result = soloist(database, "simulate", "tokaido", "--games", "30", "--level", "1,7",
                     "--stand-in", "greedy", "--seed", "2", "--workers", "1", "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert set(data["levels"]) == {"1", "7"}
    for column in ("green_score", "blue_score", "person_score", "person_won"):
        assert column in data["levels"]["1"]
    assert "ASSUMPTION" in data["notes"][0]
    for level in ("1", "7"):  # the win rate's Wilson interval: inside 0..1, never 0-0
        won = data["levels"][level]["person_won"]
        assert 0 <= won["ci95_low"] <= won["mean"] <= won["ci95_high"] <= 1
        assert won["ci95_high"] > 0
    table = soloist(database, "simulate", "tokaido", "--games", "20", "--seed", "2",
                    "--stand-in", "random", "--workers", "1", "--csv", str(tmp_path / "t.csv"),
                    "--quiet")
    assert table.returncode == 0, table.stderr
    assert "Stand-in win rate" in table.stdout and "Note:" in table.stdout
    assert (tmp_path / "t.csv").read_text(encoding="utf-8").startswith("level,game,seed")


@pytest.mark.parametrize(("args", "message"), [
    (["--digital", "--crossroads"], "digital play models the base game only"),
    (["--matsuri"], "Matsuri needs the Crossroads expansion"),
    (["--level", "9"], "option level: 9 is above 7"),
])
def test_option_errors_are_one_clean_message(database: Path, args: list[str],
                                             message: str) -> None:
    result = soloist(database, "play", "tokaido", *args)
    assert result.returncode != 0
    assert message in result.stderr
    assert "Traceback" not in result.stderr


def test_a_wrong_cards_file_names_file_card_and_field(database: Path, tmp_path: Path) -> None:
    path = tmp_path / "mine.toml"
    path.write_text('automa_cards = ["3", "5"]\ndifficulty_cards = []\n', encoding="utf-8")
    result = soloist(database, "play", "tokaido", "--cards", str(path))
    assert result.returncode != 0
    assert "mine.toml: automa_cards: 2 cards listed; the Automa deck has 16" in result.stderr
    assert "Traceback" not in result.stderr
