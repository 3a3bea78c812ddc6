"""`soloist games --repair`: a damaged save file copied, row by row, into a new one.

Everything SQLite can still read is kept: each table is read through its own pages (its
indexes, which only speed up searches, are left out and built anew), and where a damaged
page stops the reading, the reading goes on after it. The damaged file is never changed or
deleted: it is read from a copy, then moved aside under a new name (with its write-ahead
log), and the new file takes its place. See docs/store.md.
"""

from __future__ import annotations

import re
import shutil
import sqlite3
import tempfile
from collections.abc import Iterator
from contextlib import closing
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from sqlalchemy.dialects import sqlite as sqlite_dialect
from sqlalchemy.schema import CreateTable

from soloist.engine.errors import SaveError
from soloist.engine.phrase import joined, phrase
from soloist.store.database import Store, metadata, shown
from soloist.store.header import (
    HEADER_SIZE,
    header_problem,
    is_sqlite,
    mended,
    page_count_differs,
    page_sizes_to_try,
)

#: The largest rowid SQLite gives a row.
_LAST_ROWID = 2**63 - 1
_CREATED_NAME = re.compile(rb'CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?["`\[]?(\w+)', re.I)


@dataclass
class Repaired:
    """What a repair kept and lost, and where the damaged file went."""

    path: Path
    aside: Path
    kept: dict[str, int] = field(default_factory=dict)
    #: Rows read but not kept: their game's own row was lost (an answer needs its game).
    orphans: dict[str, int] = field(default_factory=dict)
    #: Tables whose pages could not all be read (some of their rows may be lost).
    damaged_tables: list[str] = field(default_factory=list)
    #: Tables that could not be found at all in the damaged file.
    missing_tables: list[str] = field(default_factory=list)
    #: Whether the file's header was damaged, and written anew in the copy read.
    header_mended: bool = False

    def lines(self) -> list[str]:
        games = self.kept.get("games", 0)
        answers = self.kept.get("answers", 0)
        facts = self.kept.get("library_facts", 0)
        said: list[str] = [phrase(
            "Repaired the save database {path}: kept {games} with {answers}, and {facts} of "
            "your components.", path=str(self.path),
                       games=phrase("{count} game", count=games) if games == 1 else
                       phrase("{count} games", count=games),
                       answers=phrase("{count} answer", count=answers) if answers == 1 else
                       phrase("{count} answers", count=answers),
                       facts=phrase("{count} fact", count=facts) if facts == 1 else
                       phrase("{count} facts", count=facts))]
        if self.header_mended:
            said.append(phrase("Its header (its first bytes, which say how to read it) was "
                               "damaged: it was written anew."))
        lost = [*self.damaged_tables, *self.missing_tables]
        if lost:
            said.append(phrase("Some of it could not be read, and may be lost: {lost}.",
                               lost=joined(_WORDS.get(name, name) for name in lost)))
        orphans = sum(self.orphans.values())
        if orphans == 1:
            said.append(phrase("{count} answer or fact belonged to games that could not be "
                               "read, and were left out.", count=orphans))
        elif orphans:
            said.append(phrase("{count} answers or facts belonged to games that could not be "
                               "read, and were left out.", count=orphans))
        said.append(phrase("The damaged file is kept unchanged as {aside}; delete it once "
                           "your games are as you expect.", aside=str(self.aside)))
        return said


#: A table as a person would name what it holds.
_WORDS = {"games": phrase("the list of games"), "answers": phrase("answers"),
          "supplied_answers": phrase("answers Soloist supplied from your components"),
          "library_facts": phrase("facts of your components"), "soloist_meta":
          phrase("settings"), "game_log": phrase("the games' logs")}


def repair(location: str) -> Repaired:
    """Copy what can be read of the damaged save file at `location` into a new file in its
    place; the damaged file is moved aside, unchanged. `SaveError` if nothing can be read or
    `location` is not a file."""
    if "://" in location and not location.startswith("sqlite:///"):
        raise SaveError(phrase("the save database {where} is a database server: repair it "
                               "with the server's own tools (Soloist repairs save files)",
                               where=shown(location)))
    path = Path(location.removeprefix("sqlite:///")).expanduser()
    if not path.is_file():
        raise SaveError(phrase("there is no save file {path} to repair", path=str(path)))
    aside = _free_name(path)
    with tempfile.TemporaryDirectory(prefix="soloist-repair-") as folder:
        work = Path(folder) / path.name
        for suffix in ("", "-wal"):
            if Path(f"{path}{suffix}").exists():
                shutil.copyfile(f"{path}{suffix}", f"{work}{suffix}")
        repaired = Repaired(path=path, aside=aside)
        repaired.header_mended = _mend_header(work)
        tables = _readable_tables(work, repaired)
        fresh = path.with_name(f"{path.name}.repairing")
        for suffix in ("", "-wal", "-shm"):
            Path(f"{fresh}{suffix}").unlink(missing_ok=True)
        Store(str(fresh)).close()  # the current layout, empty
        with closing(_connect(work)) as source, closing(sqlite3.connect(fresh)) as target:
            target.execute("PRAGMA foreign_keys=ON")
            for name in tables:
                _copy(source, target, name, repaired)
            target.commit()
    if not any(repaired.kept.get(name) for name in ("games", "library_facts")):
        fresh.unlink()
        raise SaveError(phrase("nothing could be read from the damaged save database {path}: "
                               "it is left as it is. Put back a backup of it, or start a new "
                               "one with {option}.", path=str(path), option="--db"))
    for suffix in ("", "-wal", "-shm"):  # the damaged file aside first: nothing is lost
        if Path(f"{path}{suffix}").exists():
            Path(f"{path}{suffix}").rename(f"{aside}{suffix}")
    for suffix in ("-wal", ""):
        if Path(f"{fresh}{suffix}").exists():
            Path(f"{fresh}{suffix}").rename(f"{path}{suffix}")
    Store(str(path)).close()  # opens: the new file passes SQLite's check
    return repaired


def _free_name(path: Path) -> Path:
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.name}.damaged-{stamp}")
    number = 2
    while aside.exists():
        aside = path.with_name(f"{path.name}.damaged-{stamp}-{number}")
        number += 1
    return aside


def _mend_header(work: Path) -> bool:
    """Write a damaged header of the copy anew (`store.header.mended`), with the first page
    size at which SQLite finds the file sound (else the first at which it reads its
    schema); whether it was damaged."""
    with work.open("r+b") as file:
        head = file.read(HEADER_SIZE)
    length = work.stat().st_size
    if not is_sqlite(head) or (header_problem(head) is None
                               and not page_count_differs(head, length)):
        return False
    readable = None
    for size in page_sizes_to_try(head):
        _write_header(work, mended(head, size, length))
        sound = _soundness(work)
        if sound == "sound":
            return True
        if sound == "readable" and readable is None:
            readable = size
    _write_header(work, mended(head, readable if readable is not None else
                               page_sizes_to_try(head)[0], length))
    return True


def _write_header(work: Path, head: bytes) -> None:
    with work.open("r+b") as file:
        file.write(head)
    Path(f"{work}-shm").unlink(missing_ok=True)  # SQLite's memory of the last try


def _soundness(work: Path) -> str:
    """ "sound" (SQLite's quick check finds nothing), "readable" (its schema reads), or
    "unreadable"."""
    try:
        with closing(_connect(work)) as db:
            db.execute("SELECT count(*) FROM sqlite_master").fetchone()
            found = db.execute("PRAGMA quick_check(1)").fetchone()
    except sqlite3.DatabaseError:
        return "unreadable"
    return "sound" if found and found[0] == b"ok" else "readable"


def _connect(path: Path) -> sqlite3.Connection:
    """The copy, read as bytes (damaged text stays readable) with schema errors tolerated."""
    db = sqlite3.connect(path)
    db.text_factory = bytes
    db.execute("PRAGMA writable_schema=ON")
    return db


def _readable_tables(work: Path, repaired: Repaired) -> list[str]:
    """Rewrite the copy's schema so that each of Soloist's tables is found under its name
    with its layout (a damaged name or statement would hide it), without indexes."""
    known = {name: str(CreateTable(table).compile(dialect=sqlite_dialect.dialect())).strip()
             for name, table in metadata.tables.items()}
    found: dict[str, int] = {}
    with closing(_connect(work)) as db:
        try:
            rows = db.execute("SELECT rowid, type, name, tbl_name, sql FROM sqlite_master"
                              ).fetchall()
        except sqlite3.DatabaseError:
            rows = []
        for rowid, kind, *names in rows:
            if kind != b"table":
                continue
            sql = names[2] if isinstance(names[2], bytes) else b""
            created = _CREATED_NAME.search(sql)
            candidates = [*names[:2], created.group(1) if created else b""]
            for candidate in candidates:
                name = candidate.decode("utf-8", "replace") if isinstance(candidate, bytes) \
                    else ""
                if name in known and name not in found:
                    found[name] = rowid
                    break
        try:
            kept = ",".join(str(rowid) for rowid in found.values()) or "0"
            db.execute(f"DELETE FROM sqlite_master WHERE rowid NOT IN ({kept})")
            for name, rowid in found.items():
                db.execute("UPDATE sqlite_master SET type='table', name=?, tbl_name=?, sql=? "
                           "WHERE rowid=?", (name, name, known[name], rowid))
            db.commit()
        except sqlite3.DatabaseError:
            found.clear()
    repaired.missing_tables = [name for name in known if name not in found]
    return [table.name for table in metadata.sorted_tables if table.name in found]


def _rows(db: sqlite3.Connection, name: str, repaired: Repaired
          ) -> Iterator[tuple[list[str], tuple[object, ...]]]:
    """The rows of a table that can be read, in rowid order: after a damaged page, the
    reading goes on from ever further rowids until one is found (or none is left)."""
    after = -_LAST_ROWID - 1
    step = 0
    while after < _LAST_ROWID:
        try:
            cursor = db.execute(f'SELECT rowid, * FROM "{name}" WHERE rowid > ? ORDER BY rowid',
                                (after,))
            columns = [column[0] for column in cursor.description][1:]
            for row in cursor:
                after = row[0]
                step = 0
                yield columns, row[1:]
            return
        except sqlite3.DatabaseError:
            if name not in repaired.damaged_tables:
                repaired.damaged_tables.append(name)
            step = max(1, step * 2)
            after = min(_LAST_ROWID, after + step)


def _copy(source: sqlite3.Connection, target: sqlite3.Connection, name: str,
          repaired: Repaired) -> None:
    wanted = {column.name for column in metadata.tables[name].columns}
    kept = orphans = 0
    for columns, row in _rows(source, name, repaired):
        pairs = [(column, _text(value)) for column, value in zip(columns, row, strict=True)
                 if column in wanted]
        statement = (f'INSERT OR IGNORE INTO "{name}" ({", ".join(c for c, _ in pairs)}) '
                     f'VALUES ({", ".join("?" for _ in pairs)})')
        try:
            kept += target.execute(statement, [value for _, value in pairs]).rowcount
        except sqlite3.IntegrityError:  # its game (or answer) was lost
            orphans += 1
    repaired.kept[name] = kept
    if orphans:
        repaired.orphans[name] = orphans


def _text(value: object) -> object:
    """Text as text again (a damaged byte shown as �); numbers as they are."""
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else value
