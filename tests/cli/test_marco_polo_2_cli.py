"""Marco Polo II through the `soloist` command (piped stdin, temporary save database):
`simulate` and `report` in a new process, the other commands in this process."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from cli_helpers import invoke_soloist

from soloist.engine.library import MemoryLibrary
from soloist.engine.questions import Question
from soloist.engine.session import Session
from soloist.games import find_game
from soloist.store import Store
from soloist.store.library import Library

ROOT = Path(__file__).parents[2]
EXAMPLE = ROOT / "examples" / "marco-polo-2-position.toml"


def soloist() -> str:
    beside = Path(sys.executable).parent / "soloist"
    if beside.exists():
        return str(beside)
    found = shutil.which("soloist")
    assert found, "the soloist command is not installed (pip install -e .)"
    return found


def run(*args: str, db: Path, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """`soloist ARGS`: `simulate` and `report` as the real command in a new process (on the
    compiled build when it is built); the others in this process (`invoke_soloist`), the same
    command without a new Python each time (test_cli.py runs `play` in a new process)."""
    if args[:1] not in (("simulate",), ("report",)):
        return invoke_soloist(*args, database=db, stdin=stdin)
    env = {**os.environ, "SOLOIST_DB": str(db), "COLUMNS": "200", "NO_COLOR": "1",
           "TERM": "dumb"}
    return subprocess.run([soloist(), *args], input=stdin, capture_output=True, text=True,
                          env=env, timeout=180, check=False)


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "saves.sqlite3"


def quiet(question: Question) -> str:
    keys = question.valid_answers() if question.choices is not None else ()
    if question.topic == "person.action":
        return "money-bag" if "money-bag" in keys else "done"
    if question.between is not None:
        return str(question.between[0])
    if question.choices is None:
        return question.examples[0]
    return keys[0]


def test_a_whole_game_played_through_the_terminal(db: Path) -> None:
    options = {"sample": True, "character": "Navigator", "level": "l2"}
    session = Session.start(find_game("marco-polo-2"), options, 11)
    while session.question is not None:
        session.answer(quiet(session.question))
    assert session.result is not None
    stdin = "\n".join(session.answers) + "\n\n"
    done = run("play", "marco-polo-2", "--sample", "--character", "Navigator", "--level", "L2",
               "--seed", "11", db=db, stdin=stdin)
    assert done.returncode == 0, done.stderr
    assert "Give the Automa 5 dice" in done.stdout
    assert "The Automa draws Automa card" in done.stdout
    assert session.result.headline() in done.stdout
    listed = json.loads(run("games", "--json", db=db).stdout)
    assert listed[0]["status"] == "finished" and listed[0]["game"] == "marco-polo-2"


def test_quit_resume_and_undo(db: Path) -> None:
    first = run("play", "marco-polo-2", "--sample", "--character", "Trader", "--seed", "3",
                db=db, stdin="books-silk\nquit\n")
    assert first.returncode == 0, first.stderr
    assert "You place 1 of your own dice on the silk space" in first.stdout
    game_id = json.loads(run("games", "--json", db=db).stdout)[0]["id"]
    again = run("resume", game_id[:8], db=db, stdin="undo\nquit\n")
    assert "Undone: your answer “Main action: the silk space (second book)” is taken back" \
        in " ".join(again.stdout.split())
    shown = json.loads(run("show", game_id, "--json", db=db).stdout)
    assert shown["record"]["answers"] == []
    assert shown["state"]["character"] == "Trader"


def test_an_invalid_answer_is_refused_and_asked_again(db: Path) -> None:
    result = run("play", "marco-polo-2", "--sample", "--character", "Trader", "--seed", "3",
                 db=db, stdin="travel-9\nquit\n")
    assert "Not valid:" in result.stdout and "'travel-9' is not a valid answer" in result.stdout


def test_without_data_a_game_starts_and_a_broken_file_is_named(db: Path,
                                                                tmp_path: Path) -> None:
    # Issue 19: "soloist play marco-polo-2 (no --data, no --sample) ... starts a real
    # companion game".
    result = run("play", "marco-polo-2", "--seed", "4", db=db, stdin="quit\n")
    assert result.returncode == 0, result.stderr
    assert "Draw a trip slide at random" in result.stdout
    assert "--data" not in result.stdout + result.stderr
    (tmp_path / "board.toml").write_text('[[location]]\nid = "Beijing"\n')
    result = run("play", "marco-polo-2", "--data", str(tmp_path), db=db)
    assert result.returncode == 1
    assert "board.toml: location.0.id: String should match pattern" in result.stderr
    assert "Traceback" not in result.stderr


def person_answers(session: Session) -> str:
    """The answers the person typed (those Soloist supplied itself left out), as stdin."""
    typed = [answer for number, answer in enumerate(session.answers, start=1)
             if number not in session.supplied]
    return "\n".join(typed) + "\n\n"


def test_a_whole_game_without_data_then_the_next_asks_less(db: Path) -> None:
    # The person tells what the Automa needs of their copy; their components keep it: the
    # next game in the same database asks none of it again.
    from mp2_copy_table import CopyTable, about_the_copy

    options = {"character": "Navigator", "draw": "you"}
    table = CopyTable(seed=5)
    session = table.play(Session.start(find_game("marco-polo-2"), options, 5))
    assert session.result is not None
    args = ("play", "marco-polo-2", "--character", "Navigator", "--draw", "you", "--seed", "5")
    done = run(*args, db=db, stdin=person_answers(session))
    assert done.returncode == 0, done.stderr
    assert session.result.headline() in done.stdout
    assert "your components keep it" in done.stdout
    again = CopyTable(seed=5)
    replay = again.play(Session.start(find_game("marco-polo-2"), options, 5,
                                      library=library_of(db)))
    assert not [q for q in again.asked if about_the_copy(q)]
    second = run(*args, db=db, stdin=person_answers(replay))
    assert second.returncode == 0, second.stderr
    assert "as your components say" in second.stdout
    assert replay.result is not None and replay.result.headline() in second.stdout


def library_of(db: Path) -> MemoryLibrary:
    store = Store(str(db))
    try:
        return MemoryLibrary(Library(store, "marco-polo-2").as_mapping())
    finally:
        store.close()


def test_the_menu_starts_a_game_without_data_and_goes_back_when_it_cannot_start(
        db: Path, tmp_path: Path) -> None:
    # "A menu never exits to the shell on a missing option: it asks, or goes back." Game 2
    # (Marco Polo II): level 1, no character, a directory without board.toml, no sample,
    # Soloist draws: refused, said, asked again; then no directory at all: it starts.
    empty = tmp_path / "nothing"
    empty.mkdir()
    stdin = f"2\n1\n\n{empty}\n1\n1\n1\n1\n\n\n1\n1\nquit\n"
    done = run(db=db, stdin=stdin)
    assert done.returncode == 0, done.stderr
    assert "no board.toml" in done.stdout
    assert "The game could not start. What now?" in done.stdout
    assert "Draw a trip slide at random" in done.stdout
    assert "Saved. Continue with: soloist resume" in done.stdout


def test_play_help_lists_the_options(db: Path) -> None:
    result = run("play", "marco-polo-2", "--help", db=db)
    for option in ("--level", "--character", "--data", "--sample", "--draw"):
        assert option in result.stdout


def test_decide_prints_the_turn_and_json(db: Path) -> None:
    text = run("decide", "marco-polo-2", str(EXAMPLE), db=db)
    assert text.returncode == 0, text.stderr
    assert "City card action: it rolls 4" in text.stdout
    data = json.loads(run("decide", "marco-polo-2", str(EXAMPLE), "--json", db=db).stdout)
    assert data["game"] == "marco-polo-2" and data["roll"] == 4


def test_simulate_sweeps_the_levels(db: Path) -> None:
    result = run("simulate", "marco-polo-2", "--games", "12", "--level", "all", "--seed", "1",
                 "--workers", "1", "--json", db=db)
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout)
    assert list(summary["levels"]) == ["l1", "l2", "l3"]
    assert summary["stand_in"] == "occupier"
    for level in summary["levels"].values():
        assert level["automa_score"]["n"] == 12


def test_simulate_one_character_in_text(db: Path) -> None:
    result = run("simulate", "marco-polo-2", "--games", "6", "--character", "Trader",
                 "--seed", "2", "--workers", "1", "--quiet", db=db)
    assert result.returncode == 0, result.stderr
    assert "Automa score (from 50)" in result.stdout
    assert "Stand-in occupier" in result.stdout
    # The sample is fictional, and the figures say so.
    assert "Note: The sample data is FICTIONAL" in result.stdout
    assert "Character:" not in result.stdout  # named: nothing to explain


def test_simulate_names_the_character_it_chose_and_the_fictional_data(db: Path) -> None:
    result = run("simulate", "marco-polo-2", "--games", "4", "--seed", "2", "--workers", "1",
                 "--json", db=db)
    assert result.returncode == 0, result.stderr
    notes = json.loads(result.stdout)["notes"]
    assert notes[0].startswith("The sample data is FICTIONAL")
    assert notes[1].startswith("Character: Navigator, the first of the data")


def test_the_balance_report_runs_every_character_of_the_data_at_every_level(
        db: Path, tmp_path: Path) -> None:
    # "soloist simulate marco-polo-2 ...: the Automa's VP per character and level." The
    # character is a name only the data knows: a report runs each one characters.toml lists
    # (the sample's, in simulation), by default and with --by character.
    for by in ((), ("--by", "character")):
        out = tmp_path / f"report{len(by)}.html"
        result = run("report", "marco-polo-2", *by, "--games", "4", "--seed", "1",
                     "--workers", "1", "--quiet", "--out", str(out), db=db)
        assert result.returncode == 0, result.stderr
        page = out.read_text()
        assert '<div class="finding note"><strong>Note:</strong> The sample data is FICTIONAL' \
            in page
        for level in ("L1", "L2", "L3"):
            for character in ("Navigator", "Trader"):
                cell = f'<td class="text">{level}</td><td class="text">{character}</td>'
                assert cell in page, (level, character)
        command = re.search(r"<pre>(soloist report marco-polo-2 --seed 1 [^<]*)</pre>", page)
        assert command is not None
        assert "--level all" in command[1]
        assert "--character" not in command[1]  # every character: none to name


def test_a_report_for_one_character(db: Path, tmp_path: Path) -> None:
    out = tmp_path / "trader.html"
    result = run("report", "marco-polo-2", "--character", "Trader", "--games", "4", "--seed",
                 "1", "--workers", "1", "--quiet", "--out", str(out), db=db)
    assert result.returncode == 0, result.stderr
    page = out.read_text()
    assert '<td class="text">Trader</td>' in page
    assert '<td class="text">Navigator</td>' not in page
    assert "--character Trader" in page


def test_simulate_and_report_with_the_greedy_stand_in(db: Path, tmp_path: Path) -> None:
    # "Stand-ins for the person are pluggable: ... at least a random and a greedy policy per
    # game": soloist simulate / report marco-polo-2 --stand-in greedy.
    args = ("--games", "5", "--level", "all", "--seed", "3", "--workers", "1")
    result = run("simulate", "marco-polo-2", "--stand-in", "greedy", *args, "--json", db=db)
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout)
    assert summary["stand_in"] == "greedy"
    for level in summary["levels"].values():
        assert level["automa_score"]["n"] == 5
    text = run("simulate", "marco-polo-2", "--stand-in", "greedy", "--games", "3", "--seed",
               "3", "--workers", "1", db=db)
    assert text.returncode == 0, text.stderr
    assert "Stand-in greedy" in text.stdout
    out = tmp_path / "greedy.html"
    report = run("report", "marco-polo-2", "--stand-in", "greedy", "--character", "Trader",
                 "--games", "3", "--seed", "1", "--workers", "1", "--quiet", "--out", str(out),
                 db=db)
    assert report.returncode == 0, report.stderr
    page = out.read_text()
    assert "--stand-in greedy" in page
    assert "the action space worth most per die now" in page  # its description
