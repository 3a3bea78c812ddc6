"""A damaged save file: refused in plain words, never used as if sound, and repaired by
`soloist games --repair` without losing what can still be read (issue 25 items 8 and 9).

These damage SQLite files byte by byte, so they are about SQLite only."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path

import pytest
from cli_helpers import invoke_soloist
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from toy_game import GUESS

from soloist.engine.errors import SaveError
from soloist.engine.session import Record, Session
from soloist.store import Store
from soloist.store.database import DamagedDatabase
from soloist.store.repair import repair

PAGE = 4096


def saved_games(path: Path, count: int = 3, answers: int = 3) -> dict[str, Record]:
    """A save file with `count` games of `answers` answers each; their records by id."""
    store = Store(str(path))
    records = {}
    for seed in range(count):
        session = Session.start(GUESS, {"rounds": 20}, seed=seed)
        game_id = store.create(session.record)
        for number in range(1, answers + 1):
            session.answer(str(number % 6 + 1))
            store.append_answer(game_id, number, str(number % 6 + 1))
        records[game_id] = session.record
    store.close()  # the last connection merges the write-ahead log into the file
    assert not Path(f"{path}-wal").exists()
    return records


def root_page(path: Path, name: str) -> int:
    with sqlite3.connect(path) as db:
        return int(db.execute("SELECT rootpage FROM sqlite_master WHERE name = ?",
                              (name,)).fetchone()[0])


def spoil_page(path: Path, page: int) -> None:
    """Overwrite a page's content (all but its 8-byte header) with 0xA5 bytes."""
    data = bytearray(path.read_bytes())
    start = (page - 1) * PAGE
    data[start + 8:start + PAGE] = b"\xa5" * (PAGE - 8)
    path.write_bytes(bytes(data))


def spoil_the_schema(path: Path) -> None:
    """The name of the games table in the file's schema, as bytes that are not text."""
    data = bytearray(path.read_bytes())
    found = data.find(b"tablegamesgames")
    assert 0 < found < PAGE  # in page 1, the schema's
    data[found + 5:found + 7] = b"\xff\xfe"
    path.write_bytes(bytes(data))


def test_answers_are_committed_power_safe(tmp_path: Path) -> None:
    store = Store(str(tmp_path / "saves.sqlite3"))
    with store.engine.connect() as connection:
        assert connection.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
        assert connection.exec_driver_sql("PRAGMA synchronous").scalar() == 2  # FULL
    store.close()


def test_damage_in_the_schema_names_the_file_and_the_way_out(tmp_path: Path) -> None:
    path = tmp_path / "saves.sqlite3"
    records = saved_games(path)
    spoil_the_schema(path)
    with pytest.raises(SaveError) as refused:
        Store(str(path))
    said = (f"the save database {path} is damaged (SQLite says: malformed database schema "
            "(a name in it is not text)). Soloist does not use a damaged file. Put back a "
            "backup of it, or repair it: the repair keeps every game it can still read, in a "
            "new file, and moves the damaged file aside.")
    assert str(refused.value) == said  # words for any screen, a web page's too
    listed = invoke_soloist("games", database=path)
    assert listed.returncode == 1 and "Traceback" not in listed.stderr
    assert " ".join(listed.stderr.split()) == (
        f"Error: {said} To repair it, run: soloist games --repair")

    damaged = path.read_bytes()
    repaired = invoke_soloist("games", "--repair", database=path)
    assert repaired.returncode == 0, repaired.stderr
    assert "kept 3 games with 9 answers" in " ".join(repaired.stdout.split())
    [aside] = tmp_path.glob("saves.sqlite3.damaged-*")
    assert aside.read_bytes() == damaged  # moved aside, unchanged
    store = Store(str(path))
    assert {game_id: store.load(game_id) for game_id in records} == records
    again = invoke_soloist("games", "--repair", database=path)
    assert "is sound: nothing to repair" in again.stdout


def test_a_file_its_own_check_finds_damaged_is_not_used_silently(tmp_path: Path) -> None:
    """Damage in an index only: every query still answers, but SQLite's integrity check
    says the file is malformed. It is refused; the repair builds the index anew."""
    path = tmp_path / "saves.sqlite3"
    records = saved_games(path, count=40, answers=12)
    data = bytearray(path.read_bytes())
    start = (root_page(path, "sqlite_autoindex_games_1") - 1) * PAGE
    entry = data.find(next(iter(records)).encode(), start, start + PAGE)
    assert entry > 0
    data[entry] = ord("g")  # one game's id in the index no longer matches its row
    path.write_bytes(bytes(data))
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT count(*) FROM games").fetchone()[0] == 40
        assert "missing from index" in db.execute("PRAGMA integrity_check").fetchone()[0]
    with pytest.raises(SaveError, match=r"saves\.sqlite3 is damaged \(SQLite says: .*repair"):
        Store(str(path))
    done = repair(str(path))
    assert done.kept["games"] == 40 and done.kept["answers"] == 480
    assert done.damaged_tables == [] and done.missing_tables == []
    store = Store(str(path))
    assert {game_id: store.load(game_id) for game_id in records} == records


def test_a_repair_keeps_what_a_damaged_page_leaves_readable(tmp_path: Path) -> None:
    path = tmp_path / "saves.sqlite3"
    records = saved_games(path, count=30, answers=20)
    with sqlite3.connect(path) as db:  # a leaf page of answers in the middle of the table
        pages = [row[0] for row in db.execute(
            "SELECT pageno FROM dbstat WHERE name = 'answers' AND pagetype = 'leaf'")]
    assert len(pages) >= 3
    spoil_page(path, pages[len(pages) // 2])
    done = repair(str(path))
    assert done.damaged_tables == ["answers"]
    assert 0 < done.kept["answers"] < 600 and done.kept["games"] == 30
    lines = " ".join(done.lines())
    assert "Some of it could not be read, and may be lost: answers." in lines
    assert f"kept unchanged as {done.aside}" in lines
    store = Store(str(path))
    whole = [game_id for game_id in records if store.info(game_id).damage is None]
    assert whole and all(store.load(game_id) == records[game_id] for game_id in whole)
    cut = [game for game in store.list_games() if game.damage is not None]
    assert cut and all("answers, but" in str(game.damage) for game in cut)


def test_a_file_with_nothing_readable_is_left_as_it_is(tmp_path: Path) -> None:
    path = tmp_path / "saves.sqlite3"
    saved_games(path)
    data = bytearray(path.read_bytes())
    data[100:PAGE] = b"\xa5" * (PAGE - 100)  # the whole schema page
    path.write_bytes(bytes(data))
    with pytest.raises(SaveError, match="nothing could be read from the damaged save "
                                        "database"):
        repair(str(path))
    assert path.read_bytes() == bytes(data)
    assert list(tmp_path.iterdir()) == [path]


def test_a_database_server_is_not_repaired_by_soloist() -> None:
    with pytest.raises(SaveError, match="repair it with the server's own tools"):
        repair("postgresql://me:secret@db.example.org/soloist")


def flip(path: Path, offset: int, bits: int) -> bytes:
    data = bytearray(path.read_bytes())
    data[offset] ^= bits
    path.write_bytes(bytes(data))
    return bytes(data)


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(offset=st.integers(0, 99), bit=st.integers(0, 7))
def test_any_one_byte_flip_in_the_header_is_used_or_repaired_with_every_game(
        tmp_path_factory: pytest.TempPathFactory, offset: int, bit: int) -> None:
    """Issue 35 item 11: one byte of the file's header damaged, every page of data intact.
    Either SQLite reads the file as it is (its counters: it checks them against the pages)
    and every game is there, or the file is refused as damaged and `games --repair` keeps
    every game (it could not: "nothing could be read")."""
    path = tmp_path_factory.mktemp("flip") / "saves.sqlite3"
    records = saved_games(path)
    damaged = flip(path, offset, 1 << bit)
    try:
        store = Store(str(path))
    except DamagedDatabase:
        done = repair(str(path))
        assert (done.kept["games"], done.kept["answers"]) == (3, 9)
        assert done.damaged_tables == done.missing_tables == []
        assert done.aside.read_bytes() == damaged
        store = Store(str(path))
    assert {game_id: store.load(game_id) for game_id in records} == records
    store.append_answer(next(iter(records)), 4, "1")  # and it can be written
    store.close()


@pytest.mark.parametrize(("offset", "bits", "problem"), [
    (3, 0x01, "its first bytes, which say it is a SQLite file, are damaged"),
    (16, 0x80, "its header gives no page size SQLite reads"),
    (19, 0x04, "its header's file format versions are damaged (write version 2, read "
               "version 6: SQLite knows 1 and 2)"),
    (47, 0x10, "its header's schema format is damaged (20: SQLite knows 1 to 4)"),
])
def test_a_damaged_header_is_said_so_and_repaired(tmp_path: Path, offset: int, bits: int,
                                                  problem: str) -> None:
    """It was "file is not a database" or "unsupported file format", and the repair found
    nothing to read."""
    path = tmp_path / "saves.sqlite3"
    records = saved_games(path)
    flip(path, offset, bits)
    listed = invoke_soloist("games", database=path)
    assert listed.returncode == 1
    assert " ".join(listed.stderr.split()) == (
        f"Error: the save database {path} is damaged ({problem}). Soloist does not use a "
        "damaged file. Put back a backup of it, or repair it: the repair keeps every game it "
        "can still read, in a new file, and moves the damaged file aside. To repair it, run: "
        "soloist games --repair")
    repaired = invoke_soloist("games", "--repair", database=path)
    assert repaired.returncode == 0, repaired.stderr
    said = " ".join(repaired.stdout.split())
    assert "kept 3 games with 9 answers" in said
    assert "Its header (its first bytes, which say how to read it) was damaged: it was " \
           "written anew." in said
    store = Store(str(path))
    assert {game_id: store.load(game_id) for game_id in records} == records


def test_a_flipped_write_version_is_damage_not_a_read_only_disk(tmp_path: Path) -> None:
    """The header's write version 2 made 3: SQLite then opens the file for reading only,
    which Soloist said was a read-only disk or folder."""
    path = tmp_path / "saves.sqlite3"
    saved_games(path)
    flip(path, 18, 0x01)
    started = invoke_soloist("play", "fantastic-factories", database=path, stdin="")
    assert "read-only" not in started.stderr
    assert "is damaged (its header's file format versions are damaged (write version 3" \
        in " ".join(started.stderr.split())


def test_the_repair_says_what_it_kept_in_the_terminals_language(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """In en-XA no English word is left outside a bracket but the files' paths."""
    path = tmp_path / "saves.sqlite3"
    saved_games(path)
    spoil_the_schema(path)
    monkeypatch.setenv("LANG", "en_XA.UTF-8")
    repaired = invoke_soloist("games", "--repair", database=path)
    assert repaired.returncode == 0, repaired.stderr
    [aside] = tmp_path.glob("saves.sqlite3.damaged-*")
    shown = " ".join(repaired.stdout.split())  # a long line is wrapped
    assert "3[ ĝàméš]" in shown and "9[ àñšŵéŕš]" in shown
    for name in (str(aside), str(path)):
        shown = shown.replace(name, " ")
    assert re.findall(r"[A-Za-z]{2,}", re.sub(r"\[[^\]]*\]", " ", shown)) == []
