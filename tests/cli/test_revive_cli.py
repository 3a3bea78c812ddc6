"""`soloist play|decide|simulate revive` through the `soloist` command: `simulate` and `report`
through the real entry point in a new process, the others in this process."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

from cli_helpers import invoke_soloist
from revive_helpers import start

ROOT = Path(__file__).parents[2]
SOLOIST = ROOT / ".venv" / "bin" / "soloist"
EXAMPLE = ROOT / "examples" / "revive-position.toml"


def soloist(*args: str, stdin: str = "", db: Path) -> subprocess.CompletedProcess[str]:
    """`soloist ARGS`: `simulate` and `report` as the real command in a new process (on the
    compiled build when it is built); the others in this process (`invoke_soloist`)."""
    if args[:1] not in (("simulate",), ("report",)):
        return invoke_soloist(*args, database=db, stdin=stdin)
    return subprocess.run([str(SOLOIST), "--db", str(db), *args], input=stdin,
                          capture_output=True, text=True, timeout=120,
                          env={"COLUMNS": "200", "PATH": "/usr/bin:/bin"})


def whole_game_answers(seed: int, score: int) -> list[str]:
    """The answers of a digital game on the sample map: no map action, every artifact left."""
    session = start(seed, sample=True)
    answers = []
    while session.question is not None:
        topic = session.question.topic
        text = ("done" if topic == "person.map-action" else
                str(score) if topic == "person.final-score" else "yes")
        session.answer(text)
        answers.append(text)
    return answers


def test_a_whole_game_in_the_terminal_saved_after_every_answer(tmp_path: Path) -> None:
    db = tmp_path / "saves.sqlite3"
    answers = whole_game_answers(7, 131)
    done = soloist("play", "revive", "--sample", "--seed", "7",
                   stdin="\n".join(answers) + "\n\n", db=db)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "Revive: the Mautoma" in out
    assert "Put the energy marker on position" in out
    assert "Mautoma: Build at range 3" in out or "Mautoma: Explore at range 3" in out
    assert "131 points: major victory (130+)." in out
    listed = json.loads(soloist("games", "--json", db=db).stdout)
    assert listed[0]["game"] == "revive" and listed[0]["status"] == "finished"
    assert listed[0]["answers"] == len(answers)


def test_quit_resume_and_undo(tmp_path: Path) -> None:
    db = tmp_path / "saves.sqlite3"
    first = soloist("play", "revive", "--seed", "3",
                    stdin="purple blue orange green\n1\nbogus\n3\nquit\n", db=db)
    assert first.returncode == 0, first.stderr
    assert "Not valid:" in first.stdout  # 'bogus' is refused, the question asked again
    saved = json.loads(soloist("games", "--json", db=db).stdout)[0]
    game_id = saved["id"]
    # your 3 answers, and Soloist's own: your energy track and your board's layout, not in
    # your components yet
    assert saved["answers"] == 5 and saved["status"] == "playing"
    resumed = soloist("resume", game_id[:8], stdin="undo\nquit\n", db=db)
    assert resumed.returncode == 0, resumed.stderr
    assert "Undone: your answer “card 3: energy 1, Explore at range 3.” is taken back." \
        in " ".join(resumed.stdout.split())
    record = json.loads(soloist("record", game_id, db=db).stdout)
    assert record["game"] == "revive" and record["answers"] == [
        "(unknown)", "purple blue orange green", "1"]


def test_a_bad_board_file_is_a_one_line_error(tmp_path: Path) -> None:
    bad = tmp_path / "board.toml"
    bad.write_text('name = "mine"\n[[arrow_groups]]\nid = 9\n', encoding="utf-8")
    done = soloist("play", "revive", "--board", str(bad), db=tmp_path / "db.sqlite3")
    assert done.returncode == 1
    assert "board.toml: arrow_groups.0.id: Input should be less than or equal to 4" in \
        done.stderr
    assert "Traceback" not in done.stderr


def test_decide_prints_the_turn_and_json(tmp_path: Path) -> None:
    db = tmp_path / "db.sqlite3"
    text = soloist("decide", "revive", str(EXAMPLE), db=db)
    assert text.returncode == 0, text.stderr
    assert "Build at range 3: 8 eligible spots" in text.stdout
    as_json = json.loads(soloist("decide", "revive", str(EXAMPLE), "--json", db=db).stdout)
    assert as_json["placements"][0]["chosen"] == "r2c9"


def test_simulate_on_the_sample_map_with_a_pair_of_s_cards(tmp_path: Path) -> None:
    done = soloist("simulate", "revive", "-n", "3", "--seed", "1", "-w", "1", "--json",
                   "--s-cards", "5+6", db=tmp_path / "db.sqlite3")
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    assert summary["level_option"] is None and list(summary["levels"]) == ["None"]
    games = summary["levels"]["None"]
    assert games["mautoma_turns"]["mean"] == 17
    assert games["draws_card_5"]["mean"] == games["draws_card_6"]["mean"] == 4
    # No score of yours; your win is the contest for the map.
    assert "person_score" not in games and "person_won" in games and "margin" in games
    assert "FICTIONAL sample map" in summary["stand_in_description"]
    assert any("Your score is not modelled in simulation" in note and
               "contest for the map" in note for note in summary["notes"])


def test_report_breaks_the_results_down_by_the_s_cards_with_the_contest_for_the_map(
        tmp_path: Path) -> None:
    out = tmp_path / "revive.html"
    done = soloist("report", "revive", "-n", "2", "--seed", "1", "-w", "1", "-q",
                   "--s-cards", "board,1+2", "--out", str(out), db=tmp_path / "db.sqlite3")
    assert done.returncode == 0, done.stderr
    html = out.read_text(encoding="utf-8")
    assert "This game has no difficulty levels" in html
    assert "so the report shows no win rate" not in html and "contest for the map" in html
    assert 'class="finding anomaly"' not in html and "never wins" not in html
    # The pairs are named by the option's title, never by its key ("s_cards", "S cards").
    assert "Cards with an &#34;S&#34;" in html
    assert not re.search(r"(?<![\w'&;])[sS][ _]cards", html)


def test_stats_record_your_score_and_result_against_the_thresholds(tmp_path: Path) -> None:
    """Your own finished games keep their score and result: a victory is a win, a survivor
    a tie, a defeat a loss; Revive has no levels, so no next level is suggested."""
    db = tmp_path / "saves.sqlite3"
    for seed, score in ((7, 131), (8, 104), (9, 80)):
        answers = whole_game_answers(seed, score)
        done = soloist("play", "revive", "--sample", "--seed", str(seed),
                       stdin="\n".join(answers) + "\n\n", db=db)
        assert done.returncode == 0, done.stderr
        assert "In your statistics a victory (110+) counts as a win" in \
            done.stdout
    stats = json.loads(soloist("stats", "--json", db=db).stdout)
    assert len(stats) == 1 and stats[0]["game"] == "revive"
    level = stats[0]["levels"][0]
    assert level["level"] is None and level["games"] == 3
    assert (level["wins"], level["ties"], level["losses"]) == (1, 1, 1)
    assert abs(level["mean_score"] - (131 + 104 + 80) / 3) < 1e-9
    assert level["form"] == "WTL"
    assert stats[0]["suggestion"]["move"] == "none"
    text = soloist("stats", db=db).stdout
    assert "Revive: the Mautoma" in text and "1-1-1" in text
    assert "Next:" not in text  # no "next harder level" for a game without levels


def test_simulate_prints_tables(tmp_path: Path) -> None:
    done = soloist("simulate", "revive", "-n", "4", "--seed", "2", "-w", "1", "-q",
                   db=tmp_path / "db.sqlite3")
    assert done.returncode == 0, done.stderr
    for title in ("Buildings the Mautoma placed", "Population figures the Mautoma placed",
                  "Area tiles the Mautoma explored", "Times card 6 is drawn"):
        assert title in done.stdout


def test_simulate_and_report_with_the_greedy_stand_in(tmp_path: Path) -> None:
    """`--stand-in greedy` through the real entry point: the same seeds give the same figures,
    the description says what it does, and the report names it."""
    db = tmp_path / "db.sqlite3"
    args = ("simulate", "revive", "-n", "4", "--seed", "2", "-w", "1", "--json")
    greedy = soloist(*args, "--stand-in", "greedy", db=db)
    assert greedy.returncode == 0, greedy.stderr
    summary = json.loads(greedy.stdout)
    assert summary["stand_in"] == "greedy"
    assert summary["stand_in_description"].startswith(
        "one map action a turn, the best reward the map shows")
    games = summary["levels"]["None"]
    assert games["mautoma_turns"]["mean"] == 17 and "mautoma_build_bonus" in games
    again = json.loads(soloist(*args, "--stand-in", "greedy", db=db).stdout)
    assert again["levels"] == summary["levels"]
    steady = json.loads(soloist(*args, db=db).stdout)
    assert steady["stand_in"] == "steady"
    assert (games["mautoma_build_bonus"]["mean"]
            < steady["levels"]["None"]["mautoma_build_bonus"]["mean"])
    out = tmp_path / "greedy.html"
    report = soloist("report", "revive", "-n", "2", "--seed", "1", "-w", "1", "-q",
                     "--s-cards", "board", "--stand-in", "greedy", "--out", str(out), db=db)
    assert report.returncode == 0, report.stderr
    html = out.read_text(encoding="utf-8")
    assert "greedy" in html and "Bonuses next to the Mautoma" in html
    help_text = soloist("simulate", "revive", "--help", db=db).stdout
    assert "greedy" in help_text


LAYOUT = ROOT / "examples" / "revive-layout.toml"
BOARD = ROOT / "src" / "soloist" / "games" / "revive" / "data" / "sample-board.toml"


def test_a_map_that_grows_tiles_described_once_then_chosen_in_the_next_game(
        tmp_path: Path) -> None:
    """With a map file that leaves its places open, each starting tile is named at setup;
    the first game describes them, the next one only chooses them."""
    db = tmp_path / "saves.sqlite3"
    tiles = ["8: mountain location sand field", "9: location field location sand",
             "10: mountain location sand sand", "11: mountain sand location sand",
             "14: sand location forest water"]
    first = soloist("play", "revive", "--board", str(BOARD), "--map", str(LAYOUT), "--seed",
                    "3", stdin="\n".join(["9: sand large location sand", *tiles, "quit"])
                    + "\n", db=db)
    assert first.returncode == 0, first.stderr
    out = " ".join(first.stdout.split())
    assert "The starting tile beside the chasm at the top: its number (or symbol), then" in out
    assert "its top row from the left (3 spaces), then its bottom row (1 space)?" in out
    assert "a large location is a corner tile of its own" in out  # refused, asked again
    assert "Tile 8 lies beside the chasm at the top: mountain location sand / field (Soloist " \
           "keeps it in your components)." in out
    second = soloist("play", "revive", "--board", str(BOARD), "--map", str(LAYOUT), "--seed",
                     "4", stdin="9\n8\nquit\n", db=db)
    assert second.returncode == 0, second.stderr
    out = " ".join(second.stdout.split())
    assert "Which area tiles have you described? tiles 8, 9, 10, 11, 14, as your " \
           "components say." in out
    # a choice among the tiles that fit the place (tile 9 has another shape), row by row
    assert "8 — tile 8: mountain location sand / field new — A tile Soloist does not know " \
           "yet" in out
    assert "Not valid: '9' is not a valid answer; choose one of: 8, new." in out
    assert "Tile 8 lies beside the chasm at the top: mountain location sand / field (as your " \
           "components describe it)." in out
