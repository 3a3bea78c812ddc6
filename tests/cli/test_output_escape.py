"""One output escape (issue 35, item 4): a control character in what a person sees (an answer
of a record saved before the gate refused them, an imported game) is shown as a visible sign
on every way out, never sent raw: the terminal's log, prompts and tables, `show`, `games`,
`record`, `replay`, `stats`, error messages (Soloist's and click's own), yes-or-no questions,
the messages of `import` and `export`, a game of older rules shown as it was played, the
pages, and the pages written to files. And nothing in Soloist prints around the escape.

`show`, `games` and `record` run the real `soloist` in a new process (what reaches a real
pipe); the other commands run in this process (`invoke_soloist`): the same consoles and
escape."""

from __future__ import annotations

import ast
import io
import json
import re
import sqlite3
from pathlib import Path

import pytest
from cli_helpers import invoke_soloist, run_soloist
from history_helpers import play_to_the_end
from sqlalchemy import insert
from web_helpers import make_client

import soloist
from soloist.engine.session import Record, Session
from soloist.engine.text import visible
from soloist.games import find_game
from soloist.play.companion import SavedPlay, progress_of
from soloist.play.screen import Screen
from soloist.play.terminal import TerminalCompanion
from soloist.store import Store
from soloist.store.database import library_facts, library_lessons

FACTORIES = find_game("fantastic-factories")
#: The issue's card name, with a right-to-left override and a C1 control (CSI) after it.
NAME = "\x1b[2J\x1b[31mred\u202e\x9b"
SHOWN = "<U+001B>[2J<U+001B>[31mred<U+202E><U+009B>"
#: Any character a terminal or a page could interpret: C0 (but tab and line break), DEL, C1,
#: and the format characters that reorder text.
RAW = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]")


def old_game(store: Store, *, noted: str = f"Round 1 · {NAME}") -> str:
    """A Fantastic Factories game saved before the gate, whose first answer named a card
    with escape sequences in it: stored as an older Soloist stored it (no log kept), its
    progress noted as `noted` (by default a note with the name in it; `TRUE`: where its
    answers stand, as a backup must claim to be imported)."""
    session = Session.start(FACTORIES, {"names": True}, 3)
    session.answer(f"new: {NAME}")  # the session alone: no gate, as before
    game_id = store.create(Record(FACTORIES.name, FACTORIES.rules_version, {"names": True}, 3))
    store.append_answers(game_id, 1, session.answers)
    store.note_progress(game_id, str(progress_of(session)) if noted == TRUE else noted)
    return game_id


#: `old_game`'s progress noted as its answers stand (an import checks it).
TRUE = "as it stands"


@pytest.fixture
def saves(database: Path) -> Store:
    store = Store(str(database))
    yield store  # type: ignore[misc]
    store.close()


def test_the_one_escape_writes_each_control_character_as_a_sign() -> None:
    assert visible(NAME) == SHOWN
    assert visible("tab\tand\nline") == "tab\tand\nline"
    assert visible(f"<p>{NAME}</p>", "html") == \
        "<p>&lt;U+001B&gt;[2J&lt;U+001B&gt;[31mred&lt;U+202E&gt;&lt;U+009B&gt;</p>"
    document = json.dumps({"name": NAME}, ensure_ascii=False)
    assert not RAW.search(visible(document, "json"))
    assert json.loads(visible(document, "json")) == {"name": NAME}  # the same data


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
    replayed = invoke_soloist("replay", str(record), database=database)
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
    refused = invoke_soloist("resume", game_id, database=database)
    assert refused.returncode == 1 and not RAW.search(refused.stdout + refused.stderr)


def test_a_game_of_older_rules_shown_as_it_was_played_shows_the_name_visibly(
        saves: Store, database: Path) -> None:
    game_id = old_game(saves)
    SavedPlay.load(saves, game_id)  # its log is kept, as played (with the name)
    with sqlite3.connect(database) as db:  # an update since: the setup now said otherwise
        db.execute("UPDATE games SET rules_version = rules_version - 1")
        db.execute("UPDATE game_log SET fields = json_set(fields, '$.wanted', 4) "
                   "WHERE number = 0")
    shown = invoke_soloist("show", game_id, database=database)
    assert shown.returncode == 0, shown.stderr
    assert not RAW.search(shown.stdout + shown.stderr)
    assert "Today's rules set this game up differently" in shown.stdout
    assert "starts with 4 blueprints" in shown.stdout  # the log as it was played
    assert f"Waiting for: {SHOWN} is not in Soloist's card data" in shown.stdout


def test_an_imported_game_shows_the_name_visibly(saves: Store, tmp_path: Path) -> None:
    old_game(saves, noted=TRUE)
    backup = tmp_path / "backup.json"
    assert invoke_soloist("export", str(backup), database=Path(saves.location)).returncode == 0
    other = tmp_path / "other.sqlite3"
    imported = invoke_soloist("import", str(backup), database=other)
    assert imported.returncode == 0, imported.stderr
    [game] = json.loads(invoke_soloist("games", "--json", database=other).stdout)
    shown = invoke_soloist("show", game["id"], database=other)
    assert shown.returncode == 0 and not RAW.search(shown.stdout) and SHOWN in shown.stdout


def test_a_log_brought_in_by_a_backup_shows_the_name_visibly(
        saves: Store, tmp_path: Path) -> None:
    # The log kept as it was played travels with the backup; on the other device the rules
    # have changed since, so that log (from the file) is what is shown.
    game_id = old_game(saves, noted=TRUE)
    SavedPlay.load(saves, game_id)  # its log is kept, as played (with the name)
    backup = tmp_path / "backup.json"
    assert invoke_soloist("export", str(backup), database=Path(saves.location)).returncode == 0
    other = tmp_path / "other.sqlite3"
    assert invoke_soloist("import", str(backup), database=other).returncode == 0
    with sqlite3.connect(other) as db:  # an update since: the setup now said otherwise
        db.execute("UPDATE games SET rules_version = rules_version - 1")
        db.execute("UPDATE game_log SET fields = json_set(fields, '$.wanted', 4) "
                   "WHERE number = 0")
    shown = invoke_soloist("show", game_id, database=other)
    assert shown.returncode == 0, shown.stderr
    assert not RAW.search(shown.stdout + shown.stderr)
    assert "starts with 4 blueprints" in shown.stdout  # the log the file brought
    assert f"Waiting for: {SHOWN} is not in Soloist's card data" in shown.stdout
    there = Store(str(other))
    try:
        with make_client(there) as client:
            page = client.get(f"/g/{game_id}").text
    finally:
        there.close()
    assert "starts with 4 blueprints" in page and not RAW.search(page)
    assert "&lt;U+001B&gt;[2J&lt;U+001B&gt;[31mred" in page


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


def test_click_s_own_error_writes_back_what_was_typed_visibly(database: Path) -> None:
    refused = invoke_soloist("games", NAME, database=database)
    assert refused.returncode == 2 and not RAW.search(refused.stdout + refused.stderr)
    assert f"unexpected extra argument ({SHOWN})" in refused.stderr


def test_export_and_import_name_their_file_visibly(saves: Store, tmp_path: Path) -> None:
    old_game(saves, noted=TRUE)
    backup = tmp_path / f"back{NAME}up.json"
    exported = invoke_soloist("export", str(backup), database=Path(saves.location))
    assert exported.returncode == 0 and not RAW.search(exported.stdout + exported.stderr)
    imported = invoke_soloist("import", str(backup), database=tmp_path / "other.sqlite3")
    assert imported.returncode == 0 and not RAW.search(imported.stdout + imported.stderr)
    assert f"back{SHOWN}up.json" in exported.stdout and f"back{SHOWN}up.json" in \
        imported.stdout


def test_a_yes_or_no_question_shows_what_it_asks_about_visibly(
        saves: Store, database: Path) -> None:
    # A fact stored before the gate refused control characters: forgetting it asks first.
    now, fact = saves.now(), f"Kabul{NAME}: shield"
    with saves.transaction(write=True) as connection:
        connection.execute(insert(library_facts).values(
            game="marco-polo-2", fact=fact, value="eagle", how="told", learned_at=now))
        connection.execute(insert(library_lessons).values(
            game="marco-polo-2", fact=fact, value="eagle", how="told", mode="replace",
            learned_at=now))
    asked = invoke_soloist("components", "forget", "marco-polo-2", fact, database=database,
                        stdin="n\n")
    assert asked.returncode == 0, asked.stderr
    assert not RAW.search(asked.stdout + asked.stderr) and f"Forget Kabul{SHOWN}" in asked.stdout


def test_an_imported_headline_is_shown_visibly_in_stats_games_pages_and_links(
        saves: Store, database: Path, tmp_path: Path) -> None:
    # A finished game whose headline came in with a backup (as the file gave it).
    game_id = play_to_the_end(saves, "medium", "win", seed=5)
    with sqlite3.connect(database) as db:
        db.execute("UPDATE games SET headline = ? WHERE id = ?", (f"You win, {NAME}", game_id))
    links = tmp_path / "links.html"
    for command in (["stats"], ["games"], ["export", "--bgstats-links", str(links)]):
        done = invoke_soloist(*command, database=database)
        assert done.returncode == 0 and not RAW.search(done.stdout + done.stderr), command
    assert SHOWN in invoke_soloist("games", database=database).stdout
    page = links.read_text(encoding="utf-8")
    assert not RAW.search(page) and "You win, &lt;U+001B&gt;[2J" in page
    with make_client(saves) as client:
        home = client.get("/").text
    assert not RAW.search(home) and "You win, &lt;U+001B&gt;[2J" in home


#: Calls that print, ask, or send a page or a document to a person.
OUTPUT = {"print", "click.echo", "click.secho", "click.confirm", "click.prompt",
          "sys.stdout.write", "sys.stderr.write", "HTMLResponse", "Response",
          "PlainTextResponse", "JSONResponse", "Console"}
#: What a way out may write without the escape, and why.
BESIDE_THE_ESCAPE = {
    ("web/app.py", "JSONResponse(MANIFEST"): "the web app manifest: Soloist's own constant",
    ("web/app.py", "Response(backup_bytes("): "the backup, a file to keep, not to read",
    ("sim/sensitivity_report.py", "Console(quiet=True)"): "a console that writes nothing",
    ("web/app.py", "Response(status_code=400)"): "no body: the client has left",
}


def _called(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        inner = _called(node.value)
        return None if inner is None else f"{inner}.{node.attr}"
    return None


def test_nothing_prints_or_sends_a_page_around_the_one_escape() -> None:
    """Every call that writes to a person (a print, click's echo and questions, a response,
    a rendered template, a console other than `Screen`) writes what `visible` (or security's
    `page`, which uses it) made, or is listed, with why, beside the escape."""
    source = Path(soloist.__file__).parent
    found = set()
    for path in sorted(source.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        parents = {child: node for node in ast.walk(tree)
                   for child in ast.iter_child_nodes(node)}
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            called = _called(node.func)
            template = isinstance(node.func, ast.Attribute) and node.func.attr == "render" \
                and _called(node.func.value) not in ("self", "web", None)
            if called not in OUTPUT and not template:
                continue
            first = node.args[0] if node.args else None
            if isinstance(first, ast.Constant) or (
                    isinstance(first, ast.Call) and _called(first.func) in ("visible", "page")):
                continue
            up = parents.get(node)
            while up is not None and not isinstance(up, ast.stmt):
                if isinstance(up, ast.Call) and _called(up.func) == "visible":
                    break
                up = parents.get(up)
            else:
                where = path.relative_to(source).as_posix()
                written = ast.unparse(node)
                if not any(where == file and written.startswith(start)
                           for file, start in BESIDE_THE_ESCAPE):
                    found.add(f"{where}:{node.lineno}: {written[:80]}")
    assert not found, "\n".join(sorted(found))
