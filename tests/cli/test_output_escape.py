"""One output escape (issue 35, item 4): a control character in what a person sees (an answer
of a record saved before the gate refused them, an imported game) is shown as a visible sign
on every way out, never sent raw: the terminal's log, prompts and tables, `show`, `games`,
`record`, `replay`, error messages, a game of older rules shown as it was played, and the
pages."""

from __future__ import annotations

import io
import json
import re
import sqlite3
from pathlib import Path

import pytest
from cli_helpers import run_soloist
from web_helpers import make_client

from soloist.engine.session import Record, Session
from soloist.engine.text import visible, visible_in_html, visible_in_json
from soloist.games import find_game
from soloist.play.companion import SavedPlay
from soloist.play.screen import Screen
from soloist.play.terminal import TerminalCompanion
from soloist.store import Store

FACTORIES = find_game("fantastic-factories")
#: The issue's card name, with a right-to-left override and a C1 control (CSI) after it.
NAME = "\x1b[2J\x1b[31mred\u202e\x9b"
SHOWN = "<U+001B>[2J<U+001B>[31mred<U+202E><U+009B>"
#: Any character a terminal or a page could interpret: C0 (but tab and line break), DEL, C1,
#: and the format characters that reorder text.
RAW = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]")


def old_game(store: Store) -> str:
    """A Fantastic Factories game saved before the gate, whose first answer named a card
    with escape sequences in it: stored as an older Soloist stored it (no log kept)."""
    session = Session.start(FACTORIES, {"names": True}, 3)
    session.answer(f"new: {NAME}")  # the session alone: no gate, as before
    game_id = store.create(Record(FACTORIES.name, FACTORIES.rules_version, {"names": True}, 3))
    store.append_answers(game_id, 1, session.answers)
    store.note_progress(game_id, f"Round 1 · {NAME}")
    return game_id


@pytest.fixture
def saves(database: Path) -> Store:
    store = Store(str(database))
    yield store  # type: ignore[misc]
    store.close()


def test_the_one_escape_writes_each_control_character_as_a_sign() -> None:
    assert visible(NAME) == SHOWN
    assert visible("tab\tand\nline") == "tab\tand\nline"
    assert visible_in_html(f"<p>{NAME}</p>") == \
        "<p>&lt;U+001B&gt;[2J&lt;U+001B&gt;[31mred&lt;U+202E&gt;&lt;U+009B&gt;</p>"
    document = json.dumps({"name": NAME}, ensure_ascii=False)
    assert not RAW.search(visible_in_json(document))
    assert json.loads(visible_in_json(document)) == {"name": NAME}  # the same data


def test_show_games_record_and_replay_print_the_name_visibly(
        saves: Store, database: Path, tmp_path: Path) -> None:
    game_id = old_game(saves)
    outputs = {}
    for command in (["show", game_id], ["show", game_id, "--json"], ["games"],
                    ["games", "--json"], ["record", game_id]):
        done = run_soloist(*command, database=database)
        assert done.returncode == 0, done.stderr
        assert not RAW.search(done.stdout + done.stderr), command
        outputs[" ".join(part for part in command if part != game_id)] = done.stdout
    assert SHOWN in outputs["show"]
    assert json.loads(outputs["record"])["answers"][0] == f"new: {NAME}"  # the same record
    assert SHOWN in outputs["games"]
    record = tmp_path / "record.json"
    record.write_text(outputs["record"], encoding="utf-8")
    replayed = run_soloist("replay", str(record), database=database)
    assert replayed.returncode == 0 and not RAW.search(replayed.stdout + replayed.stderr)
    assert SHOWN in replayed.stdout


def test_the_terminal_companion_shows_the_name_visibly_in_its_prompts_and_log(
        saves: Store) -> None:
    output = io.StringIO()
    console = Screen(file=output, width=200, color_system="truecolor", force_terminal=True)
    replies = iter(["log", "state", "quit"])
    console.input = lambda prompt="", **_: (console.print(prompt, end=""),  # type: ignore[method-assign]
                                            next(replies))[1]
    TerminalCompanion(console, SavedPlay.load(saves, old_game(saves))).run()
    # Rich's own colours are sent (as SGR codes: ESC [ … m); no other control character is.
    shown = re.sub("\x1b\\[[0-9;]*m", "", output.getvalue())
    assert not RAW.search(shown) and SHOWN in shown


def test_an_error_message_shows_the_name_visibly(saves: Store, database: Path) -> None:
    game_id = old_game(saves)
    with sqlite3.connect(database) as db:  # a second answer no rules accept
        db.execute("INSERT INTO answers (game_id, number, text, answered_at) VALUES "
                   "(?, 2, ?, '2025-01-01 00:00:00')", (game_id, f"{NAME}!"))
        db.execute("UPDATE games SET answer_count = 2")
    refused = run_soloist("resume", game_id, database=database)
    assert refused.returncode == 1 and not RAW.search(refused.stdout + refused.stderr)


def test_a_game_of_older_rules_shown_as_it_was_played_shows_the_name_visibly(
        saves: Store, database: Path) -> None:
    game_id = old_game(saves)
    SavedPlay.load(saves, game_id)  # its log is kept, as played (with the name)
    with sqlite3.connect(database) as db:  # an update since: the setup now said otherwise
        db.execute("UPDATE games SET rules_version = rules_version - 1")
        db.execute("UPDATE game_log SET fields = json_set(fields, '$.wanted', 4) "
                   "WHERE number = 0")
    shown = run_soloist("show", game_id, database=database)
    assert shown.returncode == 0, shown.stderr
    assert not RAW.search(shown.stdout + shown.stderr)
    assert "Today's rules set this game up differently" in shown.stdout
    assert "starts with 4 blueprints" in shown.stdout  # the log as it was played
    assert f"Waiting for: {SHOWN} is not in Soloist's card data" in shown.stdout


def test_an_imported_game_shows_the_name_visibly(saves: Store, tmp_path: Path) -> None:
    old_game(saves)
    backup = tmp_path / "backup.json"
    assert run_soloist("export", str(backup), database=Path(saves.location)).returncode == 0
    other = tmp_path / "other.sqlite3"
    imported = run_soloist("import", str(backup), database=other)
    assert imported.returncode == 0, imported.stderr
    [game] = json.loads(run_soloist("games", "--json", database=other).stdout)
    shown = run_soloist("show", game["id"], database=other)
    assert shown.returncode == 0 and not RAW.search(shown.stdout) and SHOWN in shown.stdout


def test_every_page_shows_the_name_visibly(saves: Store) -> None:
    game_id = old_game(saves)
    with make_client(saves) as client:
        for path in ("/", f"/g/{game_id}", f"/g/{game_id}/log", f"/g/{game_id}/undo",
                     f"/g/{game_id}/record.json"):
            page = client.get(path)
            assert page.status_code == 200, path
            assert not RAW.search(page.text), path
        assert "&lt;U+001B&gt;[2J&lt;U+001B&gt;[31mred" in client.get(f"/g/{game_id}").text
        record = client.get(f"/g/{game_id}/record.json").json()
        assert record["answers"][0] == f"new: {NAME}"
