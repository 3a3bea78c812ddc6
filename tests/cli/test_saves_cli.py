"""Saved games a person damaged outside Soloist, and the lists at 80 columns (issue 17).

The commands run in this process (`invoke_soloist`), but the lists at 80 columns: the real
`soloist` in a new process, its width from COLUMNS."""

from __future__ import annotations

import json
import os
import re
import sqlite3
import subprocess
import sys
from pathlib import Path

from cli_helpers import invoke_soloist, soloist_executable

from soloist.games import all_games


def start_games(database: Path, *names: str) -> list[str]:
    """A game of each name, one answer in (ids in the order started)."""
    ids = []
    for name in names:
        extra = ["--sample"] if name == "marco-polo-2" else []
        done = invoke_soloist("play", name, "--seed", "3", *extra, database=database,
                           stdin="utility\nquit\n" if name == "fantastic-factories"
                           else "quit\n")
        assert done.returncode == 0, done.stderr
        with sqlite3.connect(database) as db:
            ids.append(db.execute("SELECT id FROM games ORDER BY created_at DESC").fetchone()[0])
    return ids


def narrow(*args: str, database: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SOLOIST_DB": str(database), "COLUMNS": "80", "NO_COLOR": "1",
           "TERM": "dumb"}
    return subprocess.run([soloist_executable(), *args], capture_output=True, text=True,
                          env=env, timeout=120, check=False)


def test_a_timestamp_that_is_not_a_date_damages_one_game_and_no_other(database: Path) -> None:
    broken, sound = start_games(database, "fantastic-factories", "tokaido")
    with sqlite3.connect(database) as db:
        db.execute("UPDATE games SET updated_at = 'yesterday' WHERE id = ?", (broken,))
    listed = invoke_soloist("games", database=database)
    assert listed.returncode == 0 and "Traceback" not in listed.stderr
    assert sound in listed.stdout and broken in listed.stdout
    assert "damaged: its last-played time 'yesterday' is not a date and time" in listed.stdout
    as_json = {game["id"]: game for game in json.loads(
        invoke_soloist("games", "--json", database=database).stdout)}
    assert as_json[sound]["damage"] is None and "yesterday" in as_json[broken]["damage"]
    for command in ("resume", "show", "record"):
        refused = invoke_soloist(command, broken, database=database, stdin="quit\n")
        assert refused.returncode == 1 and "Traceback" not in refused.stderr
        assert f"saved game {broken} is damaged: its last-played time 'yesterday'" in \
            refused.stderr
        reachable = invoke_soloist(command, sound, database=database, stdin="quit\n")
        assert reachable.returncode == 0, reachable.stderr
    assert invoke_soloist("delete", broken, "--yes", database=database).returncode == 0
    assert broken not in invoke_soloist("games", database=database).stdout


def test_answers_deleted_from_the_end_are_refused_as_damage(database: Path) -> None:
    (game_id,) = start_games(database, "fantastic-factories")
    with sqlite3.connect(database) as db:
        db.execute("DELETE FROM answers")
    refused = invoke_soloist("resume", game_id, database=database, stdin="quit\n")
    assert refused.returncode == 1 and "Traceback" not in refused.stderr
    assert f"saved game {game_id} is damaged: it counts 1 answer, but 0 are stored" in \
        refused.stderr
    assert "damaged: it counts 1 answer, but 0 are stored" in \
        invoke_soloist("games", database=database).stdout


def test_the_game_list_never_cuts_a_game_name_at_80_columns(database: Path) -> None:
    ids = start_games(database, "fantastic-factories", "marco-polo-2", "revive", "tokaido")
    listed = narrow("games", database=database)
    assert listed.returncode == 0, listed.stderr
    lines = listed.stdout.splitlines()
    assert all(len(line) <= 80 for line in lines)
    for game_id, name in zip(ids, ("fantastic-factories", "marco-polo-2", "revive", "tokaido"),
                             strict=True):
        assert any(game_id in line and f" {name} " in line for line in lines), listed.stdout


def test_the_list_of_games_wraps_each_help_between_words_under_itself() -> None:
    listed = narrow("list", database=Path("unused.sqlite3"))
    assert listed.returncode == 0, listed.stderr
    lines = [line.rstrip() for line in listed.stdout.splitlines()]
    assert all(len(line) <= 80 for line in lines)
    helps: dict[tuple[str, str], list[str]] = {}
    game = current = ""
    column = 0
    for line in lines:
        option = re.match(r"^( +--[a-z-]+ +)(\S.*)$", line)
        if option:
            current, column = option.group(1).strip(), len(option.group(1))
            helps.setdefault((game, current), []).append(option.group(2))
        elif line.startswith(" "):
            assert line[:column].strip() == "" and line[column] != " ", line
            helps[game, current].append(line.strip())
        elif line:
            game = line.split(" — ")[0]
    for definition in all_games():
        for spec in definition.options:
            if not spec.hidden:
                flag = "--" + spec.name.replace("_", "-")
                shown = spec.help + (f" Format: {spec.format_doc}." if spec.format_doc else "")
                assert " ".join(helps[definition.name, flag]) == " ".join(shown.split())


def test_a_database_url_whose_driver_is_missing_names_the_extra(tmp_path: Path) -> None:
    # psycopg made unimportable, as on a machine without it, whatever this one has.
    script = ("import sys; sys.modules['psycopg'] = None; sys.argv = ['soloist', '--db', "
              "'postgresql://me:secret@localhost/saves', 'games']\n"
              "from soloist.cli import main; main()")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=120, check=False, cwd=tmp_path)
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert done.stderr.strip() == (
        "Error: the save database postgresql://me:***@localhost/saves needs the database "
        "driver psycopg, which is not installed: pip install 'soloist[postgresql]'")
