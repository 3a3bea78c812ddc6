"""No game lost to an update, in the terminal (issue 35, item 3): `soloist show` of a game
saved under older rules shows it, `soloist games` marks it, and `soloist resume` plays it on,
or says where today's rules differ and goes on from the answers they agree on.

A game saved by an older Soloist is made here as that Soloist left it in the database: its
rules version is an older one and, where that version played differently, its kept log says
what that version said.


The commands run in this process (`invoke_soloist`); the real `soloist` command in a new
process is tests/cli/test_cli.py's (show, games, resume, record)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from cli_helpers import invoke_soloist
from rule_changes import answer_some

from soloist.games import find_game
from soloist.play.companion import SavedPlay
from soloist.store import Store

MP2 = find_game("marco-polo-2")


def saved_under_version_2(database: Path, answers: int = 14) -> str:
    """A Marco Polo II game in progress, as Soloist's rules version 2 saved it."""
    store = Store(str(database))
    saved = SavedPlay.start(store, MP2, {}, 3)
    answer_some(saved, answers, 3)
    store.close()
    with sqlite3.connect(database) as db:
        db.execute("UPDATE games SET rules_version = 2")
    return saved.game_id


def listed(database: Path) -> dict[str, dict[str, object]]:
    done = invoke_soloist("games", "--json", database=database)
    assert done.returncode == 0, done.stderr
    return {game["id"]: game for game in json.loads(done.stdout)}


def test_a_game_of_rules_version_2_is_shown_marked_and_played_on(database: Path) -> None:
    game_id = saved_under_version_2(database)
    shown = invoke_soloist("show", game_id, database=database)
    assert shown.returncode == 0 and "Error" not in shown.stderr, shown.stderr
    assert "Waiting for:" in shown.stdout
    games = invoke_soloist("games", database=database)
    assert "older rules (version 2)" in games.stdout
    assert listed(database)[game_id]["older_rules"] is True
    # Today's rules replay every answer alike: the game goes on, under today's rules.
    resumed = invoke_soloist("resume", game_id, database=database, stdin="undo\nquit\n")
    assert resumed.returncode == 0, resumed.stderr
    game = listed(database)[game_id]
    assert game["rules_version"] == MP2.rules_version and game["older_rules"] is False


def test_a_game_whose_old_rules_played_otherwise_says_where_and_goes_on_as_a_new_game(
        database: Path) -> None:
    game_id = saved_under_version_2(database)
    with sqlite3.connect(database) as db:
        # What version 2 said after answer 5: the Automa's first event then, another value.
        number, fields = db.execute(
            "SELECT number, fields FROM game_log WHERE game_id = ? AND answer = 5 AND "
            "fields != '{}' ORDER BY number LIMIT 1", (game_id,)).fetchone()
        name, value = next(iter(json.loads(fields).items()))
        older = {**json.loads(fields), name: f"{value} (as version 2 had it)"}
        db.execute("UPDATE game_log SET fields = ? WHERE game_id = ? AND number = ?",
                   (json.dumps(older), game_id, number))
        labels = [label for (label,) in db.execute(
            "SELECT label FROM answers WHERE game_id = ? ORDER BY number", (game_id,))]
        answers = [text for (text,) in db.execute(
            "SELECT text FROM answers WHERE game_id = ? ORDER BY number", (game_id,))]

    shown = invoke_soloist("show", game_id, database=database)
    assert shown.returncode == 0, shown.stderr
    flat = " ".join(shown.stdout.split())
    assert "saved under an earlier version of Soloist's rules" in flat
    assert f"The rules now differ at answer 5 (“{' '.join(labels[4].split())}”): after it, " \
           "the log now says" in flat
    assert "(as version 2 had it)" in flat  # its log as it was played
    assert "Today's rules agree with its first 4 answers" in flat
    assert f"soloist resume {game_id}" in flat

    declined = invoke_soloist("resume", game_id, database=database, stdin="n\n")
    assert declined.returncode == 0 and "Nothing was changed" in declined.stdout
    assert set(listed(database)) == {game_id}

    went_on = invoke_soloist("resume", game_id, "--yes", database=database, stdin="quit\n")
    assert went_on.returncode == 0, went_on.stderr
    games = listed(database)
    new_id = str(games[game_id]["continued_as"])
    assert set(games) == {game_id, new_id} and games[game_id]["status"] == "abandoned"
    record = json.loads(invoke_soloist("record", new_id, database=database).stdout)
    assert record["answers"][:4] == answers[:4] and record["rules_version"] == MP2.rules_version
    old_record = json.loads(invoke_soloist("record", game_id, database=database).stdout)
    assert old_record["answers"] == answers and old_record["rules_version"] == 2  # kept
    again = invoke_soloist("resume", game_id, database=database, stdin="quit\n")
    assert again.returncode == 0 and f"Game {new_id} is resumed." in again.stdout
