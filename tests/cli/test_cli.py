"""The `soloist` command, through its real entry point."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from cli_helpers import run_soloist

from soloist.games import find_game

EXAMPLE = Path(__file__).parents[2] / "examples" / "fantastic-factories-position.toml"
# Answers cycled until the game ends: each question accepts exactly one of them, the
# others are refused and the question asked again.
CYCLE = "production\nno\ndone\n40\n" * 200


def only_game_id(database: Path) -> str:
    with sqlite3.connect(database) as db:
        (game_id,), = db.execute("SELECT id FROM games").fetchall()
    return str(game_id)


def test_a_whole_companion_game_in_the_terminal(database: Path) -> None:
    done = run_soloist("play", "fantastic-factories", "--difficulty", "hard", "--seed", "12",
                       database=database, stdin=CYCLE)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "The Machine rolls" in out
    assert "Not valid:" in out  # a wrong kind of answer is refused and asked again
    assert "The end of the game is triggered by the Machine" in out
    assert "The Machine scores" in out and ("You win, 40 to" in out or "The Machine wins" in out
                                            or "A tie at 40" in out)
    listed = run_soloist("games", "--json", database=database)
    (game,) = json.loads(listed.stdout)
    assert game["status"] == "finished" and game["headline"]


def test_undo_resume_and_the_saved_game_list(database: Path) -> None:
    first = run_soloist("play", "fantastic-factories", "--seed", "3", database=database,
                        stdin="utility\ntraining\nquit\n")
    assert first.returncode == 0, first.stderr
    assert "Saved. Continue with: soloist resume" in first.stdout
    game_id = only_game_id(database)
    listed = run_soloist("games", database=database)
    assert game_id in listed.stdout
    resumed = run_soloist("resume", game_id[:6], database=database,
                          stdin="undo\nspecial\nquit\n")
    assert resumed.returncode == 0, resumed.stderr
    assert "Undone: your answer “Training (red)” is taken back" in resumed.stdout
    shown = json.loads(run_soloist("show", game_id, "--json", database=database).stdout)
    assert shown["record"]["answers"] == ["utility", "special"]


def test_an_unknown_game_is_named_with_the_known_ones(database: Path) -> None:
    done = run_soloist("play", "monopoly", database=database)
    assert done.returncode == 2
    assert "unknown game 'monopoly'; Soloist plays: " in done.stderr
    assert "fantastic-factories" in done.stderr


def test_a_bad_option_is_refused_with_a_message(database: Path) -> None:
    done = run_soloist("play", "fantastic-factories", "--difficulty", "nightmare",
                       database=database)
    assert done.returncode == 1
    assert "option difficulty: 'nightmare' is not one of: easy, medium" in done.stderr
    assert "Traceback" not in done.stderr


def test_an_unknown_or_damaged_save_is_refused_without_a_traceback(database: Path) -> None:
    assert run_soloist("play", "fantastic-factories", "--seed", "1", database=database,
                       stdin="utility\nquit\n").returncode == 0
    game_id = only_game_id(database)
    missing = run_soloist("resume", "ffffffff", database=database)
    assert missing.returncode == 1 and "no saved game" in missing.stderr
    with sqlite3.connect(database) as db:
        db.execute("UPDATE answers SET text = 'plutonium'")
    damaged = run_soloist("resume", game_id, database=database)
    assert damaged.returncode == 1
    assert "answer 1 ('plutonium')" in damaged.stderr and "Traceback" not in damaged.stderr


def test_a_save_this_soloist_cannot_read_is_refused_saying_why(
        database: Path, tmp_path: Path) -> None:
    assert run_soloist("play", "fantastic-factories", "--seed", "1", database=database,
                       stdin="utility\nquit\n").returncode == 0
    game_id = only_game_id(database)
    rules = find_game("fantastic-factories").rules_version
    with sqlite3.connect(database) as db:
        db.execute("UPDATE games SET format_version = 99")
    newer = run_soloist("resume", game_id, database=database)
    assert newer.returncode == 1 and "Traceback" not in newer.stderr
    assert "written by a newer Soloist (save format 99)" in newer.stderr
    with sqlite3.connect(database) as db:
        db.execute("UPDATE games SET format_version = 1, rules_version = ?", (rules + 1,))
    newer_rules = run_soloist("resume", game_id, database=database)
    assert newer_rules.returncode == 1 and "Traceback" not in newer_rules.stderr
    assert (f"was saved by a newer Soloist (rules version {rules + 1} of Fantastic Factories: "
            f"The Machine; this one plays version {rules})") in newer_rules.stderr
    with sqlite3.connect(database) as db:
        db.execute("UPDATE games SET rules_version = ?", (rules - 1,))
    # Older rules that today's replay in full: the game goes on (tests/store/test_updates.py).
    older_rules = run_soloist("resume", game_id, database=database, stdin="special\nquit\n")
    assert older_rules.returncode == 0, older_rules.stderr
    with sqlite3.connect(database) as db:
        assert db.execute("SELECT rules_version FROM games").fetchone() == (rules,)
    not_a_database = tmp_path / "notes.sqlite3"
    not_a_database.write_text("my shopping list\n" * 100)
    damaged = run_soloist("games", database=not_a_database)
    assert damaged.returncode == 1 and "Traceback" not in damaged.stderr
    assert f"the save database {not_a_database} is not a save file (not a SQLite database)" \
        in damaged.stderr


def test_a_record_replays_to_the_same_log(database: Path, tmp_path: Path) -> None:
    run_soloist("play", "fantastic-factories", "--seed", "5", database=database,
                stdin="utility\nspecial\ntraining\nno\nproduction\nno\nquit\n")
    game_id = only_game_id(database)
    record = run_soloist("record", game_id, database=database).stdout
    path = tmp_path / "record.json"
    path.write_text(record)
    replayed = json.loads(run_soloist("replay", str(path), "--json", database=database).stdout)
    shown = json.loads(run_soloist("show", game_id, "--json", database=database).stdout)
    assert replayed["log"] == shown["log"] and replayed["state"] == shown["state"]


def test_decide_prints_the_machines_turn(database: Path) -> None:
    text = run_soloist("decide", "fantastic-factories", str(EXAMPLE), database=database)
    assert text.returncode == 0, text.stderr
    assert "blue 2 ≤ 4 Production → 1 good" in text.stdout
    data = json.loads(run_soloist("decide", "fantastic-factories", str(EXAMPLE), "--json",
                                  database=database).stdout)
    assert data["goods_made"] == 2 and data["triggers_end"] is True
    missing = run_soloist("decide", "fantastic-factories", "nowhere.toml", database=database)
    assert missing.returncode == 1 and "nowhere.toml: no such file" in missing.stderr


def test_simulation_gives_the_same_table_whatever_the_number_of_workers(
        database: Path, tmp_path: Path) -> None:
    summaries = []
    for workers in ("1", "2"):
        done = run_soloist("simulate", "fantastic-factories", "--games", "600", "--difficulty",
                           "all", "--seed", "3", "--workers", workers, "--json",
                           "--csv", str(tmp_path / f"games-{workers}.csv"), database=database)
        assert done.returncode == 0, done.stderr
        summaries.append(json.loads(done.stdout)["levels"])
    assert summaries[0] == summaries[1]
    assert list(summaries[0]) == ["easy", "medium", "hard", "very-hard"]
    assert (tmp_path / "games-1.csv").read_text() == (tmp_path / "games-2.csv").read_text()


def test_simulation_prints_statistics_and_draws_a_plot(database: Path, tmp_path: Path) -> None:
    plot = tmp_path / "scores.png"
    done = run_soloist("simulate", "fantastic-factories", "--games", "200", "--difficulty",
                       "easy,insane", "--seed", "9", "--plot", str(plot), "--quiet",
                       database=database)
    assert done.returncode == 0, done.stderr
    for heading in ("Machine score", "Stand-in win rate", "Rounds", "95% CI", "p95",
                    "very-hard", "Stand-in steady:"):
        assert heading in done.stdout
    assert plot.read_bytes().startswith(b"\x89PNG")


def test_the_main_menu_starts_a_new_game(database: Path) -> None:
    # game 1, difficulty 3 (hard), digital play: 1 (no), virtual deck: 1 (no), names: 1 (no)
    done = run_soloist(database=database, stdin="1\n3\n1\n1\n1\n\nquit\n")
    assert done.returncode == 0, done.stderr
    assert "What would you like to do?" in done.stdout
    assert "Deal a blueprint face up for the Machine's starting compound (card 1 of 4)" \
        in done.stdout


def test_an_output_file_that_cannot_be_written_is_refused_before_any_game(
        database: Path, tmp_path: Path) -> None:
    for args, message in (
            (["--csv", str(tmp_path / "missing" / "games.csv")],
             f"--csv {tmp_path / 'missing' / 'games.csv'}: the folder "
             f"{tmp_path / 'missing'} does not exist"),
            (["--plot", str(tmp_path / "scores.txt")], "give a file ending in .png, .svg, .pdf")):
        done = run_soloist("simulate", "fantastic-factories", "--games", "10000000",
                           "--seed", "1", "--quiet", *args, database=database)
        assert done.returncode == 1, done.stderr
        assert message in done.stderr and "Traceback" not in done.stderr
