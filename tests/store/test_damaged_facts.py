"""A damaged fact never breaks a page or a command (issue 25, item 4): a stored value that
no longer reads (typed into the database, kept by an older Soloist) is shown as damaged with
forget and correct, left out of export and of play, and never offered as "which is right?"."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from cli_helpers import invoke_soloist
from sqlalchemy import insert
from web_helpers import hidden, make_client

from soloist.games import find_game
from soloist.play.companion import SavedPlay
from soloist.store import Store
from soloist.store.database import library_facts, library_lessons
from soloist.store.library import Library

TOKAIDO = find_game("tokaido")
#: Two identical red letters on one slide: what an older Soloist let through.
TWO_LETTERS_B = "Kabul [B], Xian [B], (end)"


@pytest.fixture
def database(tmp_path: Path) -> Path:
    return tmp_path / "saves.sqlite3"


@pytest.fixture
def store(database: Path) -> Iterator[Store]:
    opened = Store(str(database))
    yield opened
    opened.close()


def stored_raw(store: Store, game: str, facts: dict[str, str]) -> None:
    """Facts stored past any gate, as an older Soloist or a hand in the database could."""
    now = store.now()
    with store.transaction(write=True) as connection:
        for fact, value in facts.items():
            row = {"game": game, "fact": fact, "value": value, "how": "told", "game_id": None,
                   "number": None, "learned_at": now}
            connection.execute(insert(library_facts).values(**row, previous=None))
            connection.execute(insert(library_lessons).values(**row, mode="replace"))


def test_a_damaged_layout_is_shown_as_damaged_and_export_leaves_it_out(
        store: Store, database: Path, tmp_path: Path) -> None:
    stored_raw(store, "revive", {"board layout": "{not json", "area tiles": "8",
                                 "area tile 8": "starting tile: field, sand at 0,0 1,0"})
    exported = invoke_soloist("components", "export", "revive", str(tmp_path / "tiles.toml"),
                              database=database)
    assert exported.returncode == 0, exported.stderr  # was a JSONDecodeError
    assert "Left out, damaged: your board's layout" in exported.stdout
    written = (tmp_path / "tiles.toml").read_text(encoding="utf-8")
    assert 'key = "8"' in written
    shown = invoke_soloist("components", "show", "revive", database=database)
    assert shown.returncode == 0, shown.stderr
    assert "your board's layout DAMAGED: not a layout" in " ".join(
        shown.stdout.replace("│", " ").split())
    assert "{not json" in shown.stdout  # what it holds, to correct it
    corrected = invoke_soloist("components", "forget", "revive", "board layout", "--yes",
                               database=database)
    assert corrected.returncode == 0, corrected.stderr
    assert "board layout" not in Library(store, "revive").as_mapping()


def test_a_damaged_trip_slide_breaks_no_page_and_no_command(store: Store,
                                                            database: Path) -> None:
    stored_raw(store, "marco-polo-2", {"trip slides": TWO_LETTERS_B, "cities": "Kabul; Xian"})
    for command in (("components", "list"), ("components", "show", "marco-polo-2")):
        ran = invoke_soloist(*command, database=database)
        assert ran.returncode == 0, ran.stderr
    assert "a red letter appears at most once" in ran.stdout
    with make_client(store) as client:
        assert client.get("/components").status_code == 200
        page = client.get("/components/marco-polo-2")
        assert page.status_code == 200 and "Damaged, not used" in page.text
        assert "1 damaged" in client.get("/components").text
        corrected = client.post("/components/marco-polo-2", follow_redirects=True, data={
            "csrf": hidden(page.text, "csrf"), "fact": "trip slides", "action": "correct",
            "value": "Kabul [B], Xian [C], (end)", "confirm": "yes"})
        assert corrected.status_code == 200
    assert Library(store, "marco-polo-2").known("trip slides") == "Kabul [B], Xian [C], (end)"


def test_a_play_never_reads_a_damaged_fact_and_is_never_asked_about_it(store: Store) -> None:
    stored_raw(store, "tokaido", {"automa deck": "2 2 banana"})
    library = Library(store, "tokaido", TOKAIDO)
    assert library.known("automa deck") is None and library.as_mapping() == {}
    saved = SavedPlay.start(store, TOKAIDO, {}, 2)
    while (question := saved.session.question) is not None and question.topic != "automa.card":
        saved.answer({"automa.meal-cost": "1"}.get(question.topic, question.valid_answers()[0]))
    saved.answer("3")  # no "which is right?" offering "2 2 banana": the answer replaces it
    assert library.known("automa deck") == "3"
