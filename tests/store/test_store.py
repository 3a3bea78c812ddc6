"""The save database: every answer stored once, refusals that say why."""

from __future__ import annotations

import importlib.util
import sqlite3
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
import sqlalchemy
from toy_game import GUESS

from soloist.engine.errors import SaveError, UnknownGame
from soloist.engine.session import FORMAT_VERSION, Session
from soloist.store import SCHEMA_VERSION, StaleAnswer, Store
from soloist.store.database import _url


@pytest.fixture
def store(save_location: str) -> Iterator[Store]:
    """Once on SQLite and once on PostgreSQL."""
    opened = Store(save_location)
    yield opened
    opened.close()


@pytest.fixture
def sqlite_store(tmp_path: Path) -> Iterator[Store]:
    """For damage only SQLite lets in: text in a column of numbers or times."""
    opened = Store(str(tmp_path / "saves.sqlite3"))
    yield opened
    opened.close()


def execute(store: Store, statement: str, **values: object) -> None:
    """Change the database behind Soloist's back, as damage from outside would."""
    with store.engine.begin() as connection:
        connection.execute(sqlalchemy.text(statement), values)


def test_a_game_is_saved_answer_by_answer_and_loads_back(store: Store) -> None:
    session = Session.start(GUESS, {"rounds": 3}, seed=4)
    game_id = store.create(session.record)
    for number, text in enumerate(["2", "5"], start=1):
        session.answer(text)
        store.append_answer(game_id, number, text)
    record = store.load(game_id)
    assert record == session.record
    assert store.info(game_id).answer_count == 2


def test_an_answer_for_a_question_already_answered_is_refused(store: Store) -> None:
    game_id = store.create(Session.start(GUESS, {}, seed=1).record)
    store.append_answer(game_id, 1, "3")
    with pytest.raises(StaleAnswer, match="answered elsewhere"):
        store.append_answer(game_id, 1, "4")
    with pytest.raises(StaleAnswer):
        store.append_answer(game_id, 3, "4")
    assert store.load(game_id).answers == ("3",)


def test_undo_drops_only_the_last_answer(store: Store) -> None:
    game_id = store.create(Session.start(GUESS, {}, seed=1).record)
    store.append_answer(game_id, 1, "3")
    store.append_answer(game_id, 2, "4")
    with pytest.raises(StaleAnswer):
        store.drop_last_answer(game_id, 1)
    store.drop_last_answer(game_id, 2)
    assert store.load(game_id).answers == ("3",)


def test_ids_are_unguessable_and_resolved_from_a_prefix(store: Store) -> None:
    ids = {store.create(Session.start(GUESS, {}, seed=n).record) for n in range(5)}
    assert len(ids) == 5 and all(len(game_id) == 20 for game_id in ids)
    some = next(iter(ids))
    assert store.resolve(some[:8]) == some
    with pytest.raises(UnknownGame, match="at least 4"):
        store.resolve("ab")
    with pytest.raises(UnknownGame, match="no saved game"):
        store.resolve("zzzzzz")


def test_finished_games_are_listed_with_their_result(store: Store) -> None:
    game_id = store.create(Session.start(GUESS, {}, seed=1).record)
    store.finish(game_id, "2 of 3 guesses right.", {"hits": 2})
    saved = store.list_games(finished=True)
    assert [game.id for game in saved] == [game_id]
    assert saved[0].headline == "2 of 3 guesses right." and saved[0].summary == {"hits": 2}
    assert store.list_games(finished=False) == []


def test_a_save_from_a_newer_soloist_is_refused_saying_why(store: Store) -> None:
    game_id = store.create(Session.start(GUESS, {}, seed=1).record)
    execute(store, "UPDATE games SET format_version = :version", version=FORMAT_VERSION + 1)
    with pytest.raises(SaveError, match="newer Soloist"):
        store.load(game_id)


def test_a_damaged_save_is_refused(store: Store) -> None:
    game_id = store.create(Session.start(GUESS, {}, seed=1).record)
    store.append_answer(game_id, 1, "3")
    execute(store, "UPDATE games SET options = '{not json'")
    with pytest.raises(SaveError, match="options are not valid JSON"):
        store.load(game_id)


def test_a_database_from_a_newer_soloist_is_refused(store: Store) -> None:
    execute(store, "UPDATE soloist_meta SET value = :layout WHERE key = 'schema_version'",
            layout=str(SCHEMA_VERSION + 1))
    with pytest.raises(SaveError, match="newer Soloist"):
        Store(store.location)


def test_a_deleted_game_is_gone(store: Store) -> None:
    game_id = store.create(Session.start(GUESS, {}, seed=1).record)
    store.append_answer(game_id, 1, "3")
    store.delete(game_id)
    with pytest.raises(UnknownGame):
        store.load(game_id)
    with pytest.raises(UnknownGame):
        store.delete(game_id)


def test_the_revision_changes_with_every_answer_and_undo(store: Store) -> None:
    game_id = store.create(Session.start(GUESS, {}, seed=1).record)
    first = store.revision(game_id)
    assert first[0] == 0
    store.append_answer(game_id, 1, "3")
    second = store.revision(game_id)
    assert second[0] == 1 and second != first
    store.drop_last_answer(game_id, 1)
    third = store.revision(game_id)
    assert third[0] == 0 and third not in (first, second)
    with pytest.raises(UnknownGame):
        store.revision("0" * 20)


def test_a_setting_is_made_once_and_shared(store: Store) -> None:
    made = store.setting("web-secret", lambda: "first")
    assert made == "first"
    assert store.setting("web-secret", lambda: "second") == "first"
    assert Store(store.location).setting("web-secret", lambda: "x") == "first"


def test_the_game_list_can_be_limited(store: Store) -> None:
    for seed in range(3):
        store.create(Session.start(GUESS, {}, seed=seed).record)
    assert len(store.list_games()) == 3
    assert len(store.list_games(limit=2)) == 2


def test_a_file_that_is_not_a_database_is_refused_in_plain_words(tmp_path: Path) -> None:
    path = tmp_path / "notes.sqlite3"
    path.write_text("my shopping list\n" * 100)
    with pytest.raises(SaveError) as refused:
        Store(str(path))
    assert str(refused.value) == (f"the save database {path} is not a save file (not a SQLite "
                                  "database): give another file with --db")


# -- damaged rows (issue 17) -------------------------------------------------------------

@pytest.mark.parametrize("column", ["created_at", "updated_at"])
def test_a_timestamp_that_is_not_a_date_damages_that_game_only(
        sqlite_store: Store, tmp_path: Path, column: str) -> None:
    store = sqlite_store
    sound = store.create(Session.start(GUESS, {}, seed=1).record)
    broken = store.create(Session.start(GUESS, {}, seed=2).record)
    with sqlite3.connect(tmp_path / "saves.sqlite3") as db:
        db.execute(f"UPDATE games SET {column} = 'yesterday' WHERE id = ?", (broken,))
    listed = {game.id: game for game in store.list_games()}
    assert listed[sound].damage is None
    assert listed[broken].damage == f"its {WHEN[column]} 'yesterday' is not a date and time"
    assert store.info(broken).damage == listed[broken].damage
    with pytest.raises(SaveError) as refused:
        store.load(broken)
    assert str(refused.value) == (f"saved game {broken} is damaged: its {WHEN[column]} "
                                  "'yesterday' is not a date and time")
    assert store.load(sound).seed == 1
    store.append_answer(sound, 1, "3")
    assert store.load(sound).answers == ("3",)


WHEN = {"created_at": "starting time", "updated_at": "last-played time"}


@pytest.mark.parametrize("keep", [0, 1, 2])
def test_answers_missing_from_the_end_are_noticed(store: Store, keep: int) -> None:
    game_id = store.create(Session.start(GUESS, {"rounds": 3}, seed=4).record)
    for number, text in enumerate(["2", "5", "1"], start=1):
        store.append_answer(game_id, number, text)
    execute(store, "DELETE FROM answers WHERE number > :keep", keep=keep)
    with pytest.raises(SaveError) as refused:
        store.load(game_id)
    stored = f"{keep} {'is' if keep == 1 else 'are'} stored"
    assert str(refused.value) == (f"saved game {game_id} is damaged: it counts 3 answers, "
                                  f"but {stored}")
    [listed] = store.list_games()
    assert listed.damage == f"it counts 3 answers, but {stored}"


def test_a_count_that_is_not_a_number_damages_the_game(sqlite_store: Store,
                                                       tmp_path: Path) -> None:
    store = sqlite_store
    game_id = store.create(Session.start(GUESS, {}, seed=1).record)
    with sqlite3.connect(tmp_path / "saves.sqlite3") as db:
        db.execute("UPDATE games SET answer_count = 'many', format_version = 'new'")
    [listed] = store.list_games()
    assert listed.damage is not None and "'many'" in listed.damage
    with pytest.raises(SaveError, match="is damaged"):
        store.load(game_id)


# -- a database URL whose driver is not installed (issue 17) -----------------------------

@pytest.mark.parametrize(("url", "module", "install"), [
    ("postgresql://me:secret@db.example.org/soloist", "psycopg", "soloist[postgresql]"),
    ("mysql://me:secret@db.example.org/soloist", "MySQLdb", "soloist[mysql]"),
    ("mysql+pymysql://me:secret@db.example.org/soloist", "pymysql", "soloist[mysql]"),
])
def test_a_database_whose_driver_is_missing_says_what_to_install(
        monkeypatch: pytest.MonkeyPatch, url: str, module: str, install: str) -> None:
    for name in ("psycopg", "MySQLdb", "pymysql"):
        monkeypatch.setitem(sys.modules, name, None)  # `import name` fails, as when missing
    with pytest.raises(SaveError) as refused:
        Store(url)
    shown = url.replace("secret", "***")
    assert str(refused.value) == (f"the save database {shown} needs the database driver "
                                  f"{module}, which is not installed: pip install '{install}'")


def test_mysql_without_a_driver_uses_the_one_soloists_extra_installs(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "MySQLdb", None)
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *rest: object() if name == "pymysql" else real(name, *rest))
    assert _url("mysql://me:pw@host/db") == "mysql+pymysql://me:pw@host/db"
    assert _url("mariadb://me@host/db") == "mariadb+pymysql://me@host/db"
    assert _url("mysql+mysqldb://me@host/db") == "mysql+mysqldb://me@host/db"


def test_a_finished_games_headline_reads_back_as_its_phrase(store: Store) -> None:
    """Home and history say a result in the reader's language: the headline is kept with
    its template and fields, and reads back as the same English text."""
    from soloist.engine.phrase import Phrase, phrase
    from soloist.i18n import PSEUDO, in_language

    said = phrase("{first} and {rest}", first=phrase("{colour} die {face}", colour="red",
                                                     face=phrase("not rolled")), rest="a card")
    game_id = store.create(Session.start(GUESS, {}, seed=1).record)
    store.finish(game_id, said, {"hits": 2})
    older = store.create(Session.start(GUESS, {}, seed=2).record)
    store.finish(older, "2 of 3 guesses right.", {"hits": 2})  # as an older Soloist kept it
    headlines = {game.id: game.headline for game in store.list_games(finished=True)}
    assert headlines[game_id] == "red die not rolled and a card"
    assert isinstance(headlines[game_id], Phrase)
    assert in_language(PSEUDO, headlines[game_id]) == in_language(PSEUDO, said) \
        == "red[ đíé ][ñóţ ŕóĺĺéđ][ àñđ ]a card"
    assert headlines[older] == "2 of 3 guesses right."
    assert not isinstance(headlines[older], Phrase)
