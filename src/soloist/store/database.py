"""The save database (SQLAlchemy Core; SQLite by default)."""

from __future__ import annotations

import importlib.util
import json
import os
import secrets
import sqlite3
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager, closing, contextmanager, nullcontext
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import quote, unquote

from sqlalchemy import (
    BigInteger,
    Boolean,
    Column,
    Connection,
    DateTime,
    Engine,
    ForeignKey,
    ForeignKeyConstraint,
    Index,
    Integer,
    MetaData,
    PrimaryKeyConstraint,
    RowMapping,
    String,
    Table,
    Text,
    bindparam,
    case,
    create_engine,
    delete,
    event,
    func,
    insert,
    inspect,
    select,
    type_coerce,
    update,
)
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError, IntegrityError, SQLAlchemyError
from sqlalchemy.pool import StaticPool

from soloist.engine.errors import SaveError, SoloistError, UnknownGame
from soloist.engine.log import KeptEvent
from soloist.engine.phrase import Phrase, from_kept, kept, phrase
from soloist.engine.session import FORMAT_VERSION, Record, check_format_version
from soloist.store.header import HEADER_SIZE, header_problem, is_sqlite

#: The version of the database layout. A database from a newer Soloist is refused.
SCHEMA_VERSION = 1
ENVIRONMENT_VARIABLE = "SOLOIST_DB"
DEFAULT_FILE_NAME = "soloist.sqlite3"
#: The shortest id prefix `resume` accepts on the command line.
SHORTEST_PREFIX = 4

metadata = MetaData()

meta = Table(
    "soloist_meta",
    metadata,
    Column("key", String(64), primary_key=True),
    Column("value", Text, nullable=False),
)

games = Table(
    "games",
    metadata,
    Column("id", String(40), primary_key=True),
    Column("game", String(64), nullable=False),
    Column("rules_version", Integer, nullable=False),
    Column("format_version", Integer, nullable=False),
    Column("options", Text, nullable=False),
    Column("seed", BigInteger, nullable=False),
    Column("status", String(16), nullable=False),
    Column("headline", Text),
    Column("summary", Text),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("updated_at", DateTime(timezone=True), nullable=False),
    Column("answer_count", Integer, nullable=False),
    #: Where the game stands, as its table view says ("Round 3"): for lists of games.
    #: Added after layout 1 was released: `Store._prepare` adds it to an older database.
    Column("progress", String(120)),
    #: What the game keeps to be shown whatever rules later read it (docs/store.md, "What an
    #: update promises"), added after layout 1 like `progress`: the table as it stood after
    #: the last answer stored (JSON: its lines in words, and the question it waited for) ...
    Column("last_table", Text),
    #: ... and how many answers its log (`game_log`) covers: the log is whole when this is
    #: the answer count (None: no log kept, a game saved before Soloist kept logs).
    Column("logged", Integer),
    #: The game that goes on from this one's answers that today's rules still agree on, when
    #: this one was saved under rules that have changed since.
    Column("continued_as", String(40)),
    #: The headline as a phrase (JSON: its template and fields, `soloist.engine.phrase.kept`),
    #: so that a list of games says it in the reader's language (None: a game finished by an
    #: older Soloist, whose headline is shown as stored).
    Column("headline_said", Text),
)

answers = Table(
    "answers",
    metadata,
    Column("game_id", String(40), ForeignKey("games.id", ondelete="CASCADE"), nullable=False),
    Column("number", Integer, nullable=False),
    Column("text", Text, nullable=False),
    Column("answered_at", DateTime(timezone=True), nullable=False),
    #: The answer's words as the person read them ("Production (blue)" for "production"),
    #: added after layout 1 (None: an older Soloist's answer).
    Column("label", Text),
    PrimaryKeyConstraint("game_id", "number"),
)

#: Each game's log as it was played, one row per event, stored with the answer that set it
#: off (`answer`: how many answers had been given when it was logged; 0: the setup): its
#: actor, its template and the values the template reads (JSON), kept apart so that a later
#: Soloist can show it in another language, and whatever its rules have become.
game_log = Table(
    "game_log",
    metadata,
    Column("game_id", String(40), ForeignKey("games.id", ondelete="CASCADE"), nullable=False),
    Column("number", Integer, nullable=False),
    Column("answer", Integer, nullable=False),
    Column("actor", String(64), nullable=False),
    Column("template", Text, nullable=False),
    Column("fields", Text, nullable=False),
    PrimaryKeyConstraint("game_id", "number"),
)

#: The columns added to a table after layout 1 was released, and their type: `Store._prepare`
#: adds them to an older database (SQLite and database servers alike).
ADDED_COLUMNS = {
    "games": {"progress": "VARCHAR(120)", "last_table": "TEXT", "logged": "INTEGER",
              "continued_as": "VARCHAR(40)", "headline_said": "TEXT"},
    "answers": {"label": "TEXT"},
}

#: The answers Soloist gave itself from what it knew of the person's copy (the facts of
#: their component library a game used); see `soloist.engine.library`.
supplied_answers = Table(
    "supplied_answers",
    metadata,
    Column("game_id", String(40), nullable=False),
    Column("number", Integer, nullable=False),
    Column("fact", Text, nullable=False),
    PrimaryKeyConstraint("game_id", "number"),
    ForeignKeyConstraint(["game_id", "number"], ["answers.game_id", "answers.number"],
                         ondelete="CASCADE"),
)

#: The person's component library: one row per permanent fact of their copy of a game,
#: with the value its lessons make (`library_lessons`). `game_id` and `number` name the
#: answer whose lesson last changed it (None when imported or corrected by hand).
#: (`previous` is no longer written: an older Soloist kept one earlier value there.)
library_facts = Table(
    "library_facts",
    metadata,
    Column("game", String(64), nullable=False),
    Column("fact", String(512), nullable=False),
    Column("value", Text, nullable=False),
    Column("how", String(16), nullable=False),
    Column("game_id", String(40)),
    Column("number", Integer),
    Column("previous", Text),
    Column("learned_at", DateTime(timezone=True), nullable=False),
    PrimaryKeyConstraint("game", "fact"),
)

#: What each answer, import and correction taught the component library, in order (`id`):
#: a fact's value is what its lessons make, one after the other (`store.library.fold`), so
#: taking answers back (undo) takes back exactly what they taught, however many times the
#: game changed the fact. `mode`: "merge" (learned, merged with what is known), "correct"
#: (the person said this answer is right: it replaces the part it contradicts), "replace"
#: (a correction by hand, an import that replaces), or "kept" (the person kept the known
#: value against this game's: a note, no lesson). Added after layout 1 was released:
#: `Store._prepare` gives an older database's facts their lessons (`backfill_lessons`).
library_lessons = Table(
    "library_lessons",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("game", String(64), nullable=False),
    Column("fact", String(512), nullable=False),
    Column("value", Text, nullable=False),
    Column("how", String(16), nullable=False),
    Column("mode", String(16), nullable=False),
    Column("game_id", String(40)),
    Column("number", Integer),
    Column("learned_at", DateTime(timezone=True), nullable=False),
    Index("library_lessons_by_fact", "game", "fact"),
    Index("library_lessons_by_answer", "game_id", "number"),
)


def backfill_lessons(connection: Connection) -> None:
    """Give each fact that has no lesson (a database an older Soloist wrote) the lessons
    that make its value: its earlier value, when an answer changed it, then its value as
    taught by that answer; so undo still takes back what that answer taught."""
    lesson = library_lessons.alias("lesson")
    orphans = connection.execute(select(library_facts).where(~select(lesson.c.id).where(
        (lesson.c.game == library_facts.c.game) & (lesson.c.fact == library_facts.c.fact)
    ).exists())).mappings().all()
    rows = []
    for fact in orphans:
        base = {"game": fact["game"], "fact": fact["fact"], "mode": "replace",
                "learned_at": fact["learned_at"]}
        if fact["previous"] is not None and fact["game_id"] is not None:
            rows.append({**base, "value": fact["previous"], "how": "imported",
                         "game_id": None, "number": None})
        rows.append({**base, "value": fact["value"], "how": fact["how"],
                     "game_id": fact["game_id"], "number": fact["number"]})
    if rows:
        connection.execute(insert(library_lessons), rows)


_ADVANCE_GAME = (
    update(games)
    .where((games.c.id == bindparam("game_id")) & (games.c.answer_count == bindparam("previous")))
    .values(answer_count=bindparam("number"), updated_at=bindparam("now"), status="playing",
            headline=None, summary=None)
)
#: The same, for an answer stored with what it keeps to show the game (`Kept`): the log is
#: whole up to the new answer if it was whole before (or is written whole now).
_ADVANCE_KEPT_GAME = (
    update(games)
    .where((games.c.id == bindparam("game_id")) & (games.c.answer_count == bindparam("previous")))
    .values(answer_count=bindparam("number"), updated_at=bindparam("now"), status="playing",
            headline=None, summary=None, last_table=bindparam("table"),
            progress=bindparam("progress"),
            rules_version=func.coalesce(bindparam("rules_version", type_=Integer),
                                        games.c.rules_version),
            logged=case((bindparam("whole", type_=Boolean)
                         | (games.c.logged == bindparam("previous")),
                         bindparam("number")), else_=games.c.logged))
)
_INSERT_ANSWER = insert(answers)
_INSERT_EVENT = insert(game_log)

#: A game's row as the database holds it. SQLite keeps whatever text is written to a column,
#: so the timestamps and numbers are read as stored and checked here (`_saved_game`): one
#: damaged row is reported as damaged instead of failing every list it is in. With each row,
#: the number of answers actually stored, to check against the game's own count.
_TIMES = {"created_at": "starting time", "updated_at": "last-played time"}
_NUMBERS = {"answer_count": "answer count", "format_version": "save format",
            "rules_version": "rules version", "seed": "seed"}
_STORED_ANSWERS = (select(func.count()).select_from(answers)
                   .where(answers.c.game_id == games.c.id).scalar_subquery())
_GAME_ROW = select(
    *(type_coerce(column, Text).label(column.name)
      if column.name in _TIMES or column.name in _NUMBERS else column
      for column in games.c),
    _STORED_ANSWERS.label("stored_answers"),
)


class DamagedDatabase(SaveError):
    """A save file SQLite finds damaged. Its words are for any screen; `terminal` adds the
    command that repairs it, for the command line."""

    terminal = "To repair it, run: soloist games --repair"


class DiskFull(SaveError):
    """The disk holding the save file is full (or so nearly that SQLite cannot write)."""


class StaleAnswer(SoloistError):
    """An answer to a question the game has already moved past (another window, a double
    tap); nothing was stored."""


@dataclass(frozen=True)
class Kept:
    """What answers keep, beside the answers themselves, so that their game can be shown
    whatever rules later read it: each answer's words (`labels`, from the first answer
    stored), the log events that followed the last event stored (numbered from `first_event`,
    each with the number of answers given before it), and the table as it stands
    (`table`: plain data). `whole`: the events are the whole log from its first event, and
    replace whatever was kept before."""

    labels: Sequence[str]
    events: Sequence[tuple[int, KeptEvent]]
    first_event: int
    table: Mapping[str, object] | None
    progress: str | None = None
    whole: bool = False


@dataclass(frozen=True)
class KeptGame:
    """What a saved game keeps to be shown: its log as played (when whole: `events`, each
    with the number of answers given before it; None if no whole log was kept), each
    answer's words (None where not kept), and the table after its last answer."""

    events: list[tuple[int, KeptEvent]] | None
    labels: list[str | None]
    table: Mapping[str, object] | None


@dataclass(frozen=True)
class SavedGame:
    """One row of `soloist games`."""

    id: str
    game: str
    status: str
    headline: str | None
    summary: Mapping[str, object] | None
    answer_count: int
    created_at: datetime
    updated_at: datetime
    options: Mapping[str, object]
    #: Why the saved game cannot be played on (a row damaged outside Soloist), or None.
    #: A damaged timestamp is replaced by the other one (or 1970-01-01) so lists still sort.
    damage: str | None = None
    #: Where the game stands, as its table view said it last ("Round 3"), or None.
    progress: str | None = None
    #: The version of the game's rules it was saved under (0 when the row is damaged).
    rules_version: int = 0
    #: The game that goes on from this one (saved under rules that have changed since).
    continued_as: str | None = None

    @property
    def is_finished(self) -> bool:
        return self.status == "finished"


def default_location() -> str:
    """$SOLOIST_DB, else soloist.sqlite3 in the person's data directory."""
    configured = os.environ.get(ENVIRONMENT_VARIABLE)
    if configured:
        return configured
    import platformdirs  # (the computer's: the phone names its own file)

    return str(Path(platformdirs.user_data_dir("soloist", appauthor=False)) / DEFAULT_FILE_NAME)


#: The driver Soloist's extra installs for a database named without one (`mysql://`):
#: SQLAlchemy's own default is used when it is installed, this one otherwise.
EXTRA_DRIVERS = {"postgresql": "psycopg", "mysql": "pymysql", "mariadb": "pymysql"}
#: What to install for a missing driver module: Soloist's extra where it has one.
INSTALL = {
    "psycopg": "soloist[postgresql]",
    "MySQLdb": "soloist[mysql]",
    "pymysql": "soloist[mysql]",
    "psycopg2": "psycopg2-binary",
    "pyodbc": "pyodbc",
    "oracledb": "oracledb",
}


def shown(location: str) -> str:
    """A database location as a person may see it: a URL's password is hidden."""
    if "://" not in location:
        return location
    try:
        return make_url(location).render_as_string(hide_password=True)
    except (ArgumentError, ValueError):
        return location.split("://", 1)[0] + "://…"


def _with_driver(location: str) -> str:
    """`mysql://…` with the driver of Soloist's extra when SQLAlchemy's default driver for
    it is not installed and the extra's is."""
    try:
        url = make_url(location)
    except (ArgumentError, ValueError):
        return location  # create_engine says what is wrong with it
    backend = url.drivername
    extra = EXTRA_DRIVERS.get(backend)
    if extra is None or "+" in backend:
        return location
    default = url.get_dialect().import_dbapi
    try:
        default()
    except ImportError:
        if importlib.util.find_spec(extra) is not None:
            return url.set(drivername=f"{backend}+{extra}").render_as_string(
                hide_password=False)
    return location


def missing_driver(location: str, error: ImportError) -> str:
    """Which package to install when a database URL's driver is not there."""
    module = (error.name or "").split(".")[0]
    if not module:
        return (f"cannot open the save database {shown(location)}: its database driver could "
                f"not be loaded ({error})")
    install = INSTALL.get(module, module)
    return (f"the save database {shown(location)} needs the database driver {module}, which "
            f"is not installed: pip install '{install}'")


def _url(location: str) -> str:
    if "://" in location:
        return _with_driver(location)
    path = Path(location).expanduser()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise SaveError(phrase("cannot create the folder for the save database {path}: {error}",
                               path=str(path), error=str(error))) from None
    if _read_only(path):
        return _read_only_url(path)
    return f"sqlite:///{path}"


#: How SQLite commits. FULL writes the log of changes through to the disk at every commit,
#: so that an answer once acknowledged survives a power cut; NORMAL (the usual setting with
#: a write-ahead log) may lose the last commits. `bench/bench_store.py` measures the cost.
SQLITE_SYNCHRONOUS = "FULL"
#: The SQLite result codes (the primary code: the low byte) for a damaged file.
_SQLITE_CORRUPT = 11
_SQLITE_FULL = 13
_SQLITE_READONLY = 8
_SQLITE_NOTADB = 26
_SQLITE_IOERR = 10
#: Below this much free space on its disk, a save file's input/output error is a full disk
#: (SQLite needs room for its shared memory, 32 KiB, and a page or two of its log).
FULL_BELOW = 1024 * 1024


def _read_only(path: Path) -> bool:
    """Whether an existing save file cannot be written here (a read-only filesystem or
    permissions): it is then opened for reading only, so its games can still be listed and
    shown."""
    if not path.is_file():
        return False
    return not (os.access(path, os.W_OK) and os.access(path.parent, os.W_OK))


def _read_only_url(path: Path) -> str:
    """The URL that reads a save file that cannot be written. SQLite reads its write-ahead
    log through a shared-memory file beside it; where that cannot be made, and no log waits
    to be merged, the file is read as it stands ("immutable")."""
    wal = Path(f"{path}-wal")
    shm = Path(f"{path}-shm")
    pending = wal.exists() and wal.stat().st_size > 0
    mode = "mode=ro" if pending or shm.exists() else "immutable=1"
    return f"sqlite:///file:{quote(str(path))}?{mode}&uri=true"


def _sqlite_pragmas(dbapi_connection: object, _record: object) -> None:
    cursor = dbapi_connection.cursor()  # type: ignore[attr-defined]
    try:
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute("PRAGMA busy_timeout=5000")
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute(f"PRAGMA synchronous={SQLITE_SYNCHRONOUS}")
    except UnicodeDecodeError:
        # SQLite's message quotes a name from the file's damaged schema, which is not text.
        error = sqlite3.DatabaseError("malformed database schema (a name in it is not text)")
        error.sqlite_errorcode = _SQLITE_CORRUPT
        raise error from None
    finally:
        cursor.close()


def reason(error: Exception) -> str:
    """What the database itself said ("file is not a database"), without SQLAlchemy's
    statement and link to its background page."""
    original = getattr(error, "orig", None)
    return str(original if original is not None else error).split("\n")[0]


def _now() -> datetime:
    return datetime.now(UTC)


class Store:
    """The saved games at one database location (a file path or a database URL)."""

    def __init__(self, location: str | None = None) -> None:
        self.location = location or default_location()
        #: The location as messages show it (a URL's password hidden).
        self.shown = shown(self.location)
        try:
            self.engine: Engine = create_engine(_url(self.location), future=True)
        except ImportError as error:
            raise SaveError(missing_driver(self.location, error)) from None
        except (SQLAlchemyError, ValueError) as error:
            raise SaveError(phrase("cannot open the save database {database}: {reason}",
                                   database=self.shown, reason=reason(error))) from None
        self._write_lock: threading.Lock | nullcontext[None] = nullcontext()
        #: The file cannot be written here (a read-only filesystem): games can be read only.
        self.read_only = "mode=ro" in str(self.engine.url) or "immutable=1" in str(
            self.engine.url)
        #: The disk is full: the file is read as it stands, and nothing can be written.
        self.full = False
        if self.engine.dialect.name == "sqlite":
            event.listen(self.engine, "connect", _sqlite_pragmas)
            self._write_lock = threading.Lock()
            try:
                self._check_file()
            except DiskFull:
                self._read_while_full()
        self._prepare()

    @contextmanager
    def _begin(self, *, write: bool = False) -> Iterator[Connection]:
        """A transaction. SQLite lets one connection write at a time: the threads of one
        process (the web companion's) take turns on a lock for their writes, instead of
        SQLite's busy handler, which sleeps up to 100 ms at a time."""
        if write and self.read_only:
            raise SaveError(self._read_only_message())
        lock = self._write_lock if write else nullcontext()
        try:
            with lock, self.engine.begin() as connection:
                yield connection
        except (IntegrityError, SoloistError):
            raise
        except (SQLAlchemyError, UnicodeDecodeError) as error:
            raise self._failure(error) from None

    # -- what went wrong, in words (kept apart from the rest: see docs/store.md) -------------

    def _failure(self, error: Exception) -> SaveError:
        """The error to show for a failed database operation: a damaged file, a full disk
        and a read-only file are said so, with what to do; anything else in the database's
        own words."""
        original = getattr(error, "orig", error)
        code = getattr(original, "sqlite_errorcode", None)
        primary = None if code is None else code & 0xFF
        if isinstance(error, UnicodeDecodeError):
            primary = _SQLITE_CORRUPT  # a message quoting damaged bytes of the file
        if primary in (_SQLITE_CORRUPT, _SQLITE_NOTADB):
            return DamagedDatabase(self._damaged_message(reason(error)))
        if primary == _SQLITE_FULL or (primary == _SQLITE_IOERR and self._disk_is_full()):
            return DiskFull(phrase("the disk holding the save database {database} is full: "
                                   "nothing was saved. Free some space and try again.",
                                   database=self.shown))
        if primary == _SQLITE_READONLY:
            return SaveError(self._read_only_message())
        return SaveError(phrase("the save database {database} failed: {reason}",
                                database=self.shown, reason=reason(error)))

    def _damaged_message(self, why: str, *, sqlite: bool = True) -> str:
        said = phrase("SQLite says: {why}", why=why) if sqlite else why
        return phrase("the save database {database} is damaged ({why}). Soloist does not use "
                      "a damaged file. Put back a backup of it, or repair it: the repair keeps "
                      "every game it can still read, in a new file, and moves the damaged "
                      "file aside.", database=self.shown, why=said)

    def _read_only_message(self) -> str:
        if self.full:
            return phrase("the disk holding the save database {database} is full: its games "
                          "can be listed and shown, not played on or changed. Free some space "
                          "and try again.", database=self.shown)
        return phrase("the save database {database} cannot be written here (a read-only disk "
                      "or folder): its games can be listed and shown, not played on or "
                      "changed.", database=self.shown)

    def _file_path(self) -> str:
        """The save file's path ("" for a database in memory or on a server)."""
        if self.engine.dialect.name != "sqlite":
            return ""
        path = self.engine.url.database or ""
        if path.startswith("file:"):  # a read-only file's URI (`_read_only_url`)
            path = unquote(path.split("?", 1)[0].removeprefix("file:"))
        return "" if path == ":memory:" else path

    def _disk_is_full(self) -> bool:
        """Whether the disk holding the save file has (almost) no room left."""
        path = self._file_path()
        if not path:
            return False
        try:
            room = os.statvfs(Path(path).parent)
        except OSError:
            return False
        return room.f_bavail * room.f_frsize < FULL_BELOW

    def _read_while_full(self) -> None:
        """On a full disk, SQLite cannot make the shared memory it reads a write-ahead log
        through: a file whose log holds nothing waiting is read as it stands (as on a
        read-only disk), so that its games can still be listed and shown."""
        path = Path(self._file_path())
        wal = Path(f"{path}-wal")
        if wal.exists() and wal.stat().st_size > 0:
            raise DiskFull(phrase("the disk holding the save database {database} is full: its "
                                  "last answers wait in its log, which SQLite cannot read "
                                  "without a little room. Free some space and try again.",
                                  database=self.shown))
        self.engine.dispose()
        self.engine = create_engine(f"sqlite:///file:{quote(str(path))}?immutable=1&uri=true",
                                    future=True)
        event.listen(self.engine, "connect", _sqlite_pragmas)
        self.read_only = self.full = True
        self._check_file()

    def _check_file(self) -> None:
        """SQLite's own check of a save file (`PRAGMA integrity_check`) before it is used: a
        damaged file is refused, saying so, instead of being read and written as if sound.
        About 0.1 s for a file of 200,000 answers; nothing for a new file."""
        path = self._file_path()
        if not path or not Path(path).is_file() \
                or Path(path).stat().st_size == 0:
            return
        self._check_header(Path(path))
        with self._begin() as connection:
            found = [str(line) for line in
                     connection.exec_driver_sql("PRAGMA integrity_check").scalars()]
        if found != ["ok"]:
            problems = f"{found[0]}" + (f", and {len(found) - 1} more problems"
                                        if len(found) > 1 else "")
            raise DamagedDatabase(self._damaged_message(problems))

    @property
    def writing(self) -> bool:
        """Whether a thread of this process holds the write lock now (a long write, such as
        a backup being stored: the web server then makes its pages in threads, which wait
        for it, instead of in its event loop, which would stop every other request)."""
        lock = self._write_lock
        return not isinstance(lock, nullcontext) and lock.locked()

    def _check_header(self, path: Path) -> None:
        """The file's first bytes, which SQLite reads it by: another kind of file is refused,
        a damaged header is said to be damage (it made the file unreadable, or quietly
        read-only: said as a read-only disk), with the repair as the way out."""
        try:
            with path.open("rb") as file:
                head = file.read(HEADER_SIZE)
        except OSError as error:
            raise SaveError(phrase("cannot read the save database {database}: {reason}",
                                   database=self.shown, reason=str(error.strerror or error))
                            ) from None
        if not is_sqlite(head):
            raise SaveError(phrase("the save database {database} is not a save file (not a "
                                   "SQLite database): give another file with --db",
                                   database=self.shown))
        problem = header_problem(head)
        if problem is not None:
            raise DamagedDatabase(self._damaged_message(problem, sqlite=False))

    def transaction(self, *, write: bool = False) -> AbstractContextManager[Connection]:
        """A transaction (a context manager), for the store's companions in this package
        (the component library)."""
        return self._begin(write=write)

    @staticmethod
    def now() -> datetime:
        return _now()

    def _prepare(self) -> None:
        if self.read_only:
            if not self._layout_is_current():
                self._read_an_up_to_date_copy()
            return
        self._bring_up_to_date()

    def _bring_up_to_date(self) -> None:
        """Make every table (and column) this Soloist reads, and check the layout's version."""
        with self._begin(write=True) as connection:
            metadata.create_all(connection)
            for table, added in ADDED_COLUMNS.items():  # a database made before they were
                known = {column["name"] for column in inspect(connection).get_columns(table)}
                for name, kind in added.items():
                    if name not in known:
                        connection.exec_driver_sql(
                            f"ALTER TABLE {table} ADD COLUMN {name} {kind}")
            backfill_lessons(connection)  # a database made before the lessons were kept
            stored = connection.execute(
                select(meta.c.value).where(meta.c.key == "schema_version")
            ).scalar()
            if stored is None:
                connection.execute(insert(meta).values(key="schema_version",
                                                       value=str(SCHEMA_VERSION)))
            else:
                self._check_version(stored)

    def _check_version(self, stored: str | None) -> None:
        if stored is not None and (not stored.isdigit() or int(stored) > SCHEMA_VERSION):
            raise SaveError(
                f"the save database {self.shown} was written by a newer Soloist "
                f"(database layout {stored}); this Soloist reads layout {SCHEMA_VERSION}. "
                "Upgrade Soloist, or choose another database with --db."
            )

    def _layout_is_current(self) -> bool:
        """Whether a file opened for reading only holds every table and column already (an
        older Soloist's may not); a newer Soloist's layout is refused, saying so."""
        with self._begin() as connection:
            present = set(inspect(connection).get_table_names())
            missing = [name for table, added in ADDED_COLUMNS.items() if table in present
                       for name in set(added) - {column["name"] for column in
                                                 inspect(connection).get_columns(table)}]
            stored = connection.execute(
                select(meta.c.value).where(meta.c.key == "schema_version")).scalar() \
                if "soloist_meta" in present else None
        self._check_version(stored)
        return not (set(metadata.tables) - present) and not missing

    def _read_an_up_to_date_copy(self) -> None:
        """A file an older Soloist wrote, on a disk that cannot be written: its games are read
        from a copy in memory, brought up to date there (the file is not changed). Writing
        is still refused, as for any file that cannot be written."""
        url = self.engine.url  # `_read_only_url`'s: file:PATH?mode=ro (or immutable=1)
        options = "&".join(f"{key}={value}" for key, value in url.query.items()
                           if key != "uri")
        location = f"file:{quote(str(url.database).removeprefix('file:'))}?{options}"
        memory = sqlite3.connect(":memory:", check_same_thread=False)
        try:
            with closing(sqlite3.connect(location, uri=True)) as original:
                original.backup(memory)
        except sqlite3.DatabaseError as error:
            memory.close()
            raise self._failure(error) from None
        self.engine.dispose()
        self.engine = create_engine("sqlite://", creator=lambda: memory, poolclass=StaticPool,
                                    future=True)
        self.read_only = False  # the copy is brought up to date, then closed to writing
        try:
            self._bring_up_to_date()
        finally:
            self.read_only = True

    def close(self) -> None:
        self.engine.dispose()

    # -- writing ------------------------------------------------------------------------

    def create(self, record: Record, *, progress: str | None = None,
               taught: Callable[[Connection, str, datetime], None] | None = None,
               kept: Kept | None = None, continues: str | None = None) -> str:
        """Store a new game; returns its id (unguessable: 80 random bits). With where it
        stands (`progress`), what its start taught the component library (`taught` writes
        it, given the game's id) and what it keeps to be shown (`kept`: its log from the
        start), in the same transaction: a game is stored whole or not at all (a full disk
        leaves no empty game behind). `continues`: the id of a game saved under older rules
        that this one goes on from (it is noted there, and that game is no longer in
        progress)."""
        game_id = secrets.token_hex(10)
        now = _now()
        with self._begin(write=True) as connection:
            connection.execute(insert(games).values(
                id=game_id,
                game=record.game,
                rules_version=record.rules_version,
                format_version=FORMAT_VERSION,
                options=json.dumps(dict(record.options), sort_keys=True),
                seed=record.seed,
                status="playing",
                created_at=now,
                updated_at=now,
                answer_count=0,
            ))
            labels = list(kept.labels) if kept is not None else []
            if record.answers:
                connection.execute(insert(answers), [
                    {"game_id": game_id, "number": number, "text": text, "answered_at": now,
                     "label": labels[number - 1] if number <= len(labels) else None}
                    for number, text in enumerate(record.answers, start=1)])
            if record.supplied:
                connection.execute(insert(supplied_answers), [
                    {"game_id": game_id, "number": number, "fact": fact}
                    for number, fact in sorted(record.supplied.items())])
            values: dict[str, object] = {
                "answer_count": len(record.answers),
                "progress": None if progress is None else progress[:120]}
            if kept is not None:
                insert_events(connection, game_id, kept)
                values.update(logged=len(record.answers), last_table=_table_json(kept))
            connection.execute(update(games).where(games.c.id == game_id).values(**values))
            if continues is not None:
                connection.execute(update(games).where(games.c.id == continues).values(
                    continued_as=game_id, status=case((games.c.status == "playing",
                                                       "abandoned"), else_=games.c.status)))
            if taught is not None:
                taught(connection, game_id, now)
        return game_id

    def append_answers(
        self,
        game_id: str,
        first: int,
        texts: Sequence[str],
        *,
        supplied: Mapping[int, str] | None = None,
        taught: Callable[[Connection, datetime], None] | None = None,
        kept: Kept | None = None,
        rules_version: int | None = None,
    ) -> None:
        """Store answers `first`, `first + 1`, … of a game in one transaction, with which of
        them Soloist supplied (answer number → fact), what they taught the component
        library (`taught` writes it in the same transaction; a `FactConflict` it raises
        stores nothing) and what they keep to show the game (`kept`). `rules_version`: the
        rules the game now plays under (a game saved under older rules that today's replay
        in full). `StaleAnswer` if answer `first` is taken."""
        now = _now()
        last = first + len(texts) - 1
        moving = {"game_id": game_id, "previous": first - 1, "number": last, "now": now}
        if kept is not None:
            moving.update(table=_table_json(kept), whole=kept.whole,
                          progress=None if kept.progress is None else kept.progress[:120],
                          rules_version=rules_version)
        try:
            with self._begin(write=True) as connection:
                moved = connection.execute(
                    _ADVANCE_GAME if kept is None else _ADVANCE_KEPT_GAME, moving).rowcount
                if moved != 1:
                    current = self._answer_count(connection, game_id)
                    raise StaleAnswer(
                        f"this answer was for question {first}, but the game is at question "
                        f"{current + 1}; it was answered elsewhere. Nothing was changed."
                    )
                labels = list(kept.labels) if kept is not None else []
                if texts:
                    connection.execute(_INSERT_ANSWER, [
                        {"game_id": game_id, "number": number, "text": text,
                         "answered_at": now, "label": labels[number - first]
                         if number - first < len(labels) else None}
                        for number, text in enumerate(texts, start=first)])
                if supplied:
                    connection.execute(insert(supplied_answers), [
                        {"game_id": game_id, "number": number, "fact": fact}
                        for number, fact in supplied.items()])
                if kept is not None:
                    insert_events(connection, game_id, kept)
                if taught is not None:
                    taught(connection, now)
        except IntegrityError:
            raise StaleAnswer(
                f"question {first} of this game was answered elsewhere; nothing was changed"
            ) from None

    def drop_answers_from(self, game_id: str, number: int, *, expected: int,
                          untaught: Callable[[Connection], None] | None = None,
                          kept: Kept | None = None, rules_version: int | None = None) -> None:
        """Take back answers `number` to `expected` (the game's last), in one transaction
        with what they taught (`untaught`) and the log they set off: undo of the person's
        last answer and the answers Soloist supplied after it. `kept`: the table as it
        stands after the undo (its events are not read)."""
        with self._begin(write=True) as connection:
            current = self._answer_count(connection, game_id)
            if current != expected:
                raise StaleAnswer(
                    f"the game has {current} answers, not {expected}: it changed elsewhere; "
                    "nothing was undone"
                )
            connection.execute(delete(supplied_answers).where(
                (supplied_answers.c.game_id == game_id) & (supplied_answers.c.number >= number)))
            connection.execute(delete(answers).where(
                (answers.c.game_id == game_id) & (answers.c.number >= number)))
            connection.execute(delete(game_log).where(
                (game_log.c.game_id == game_id) & (game_log.c.answer >= number)))
            if untaught is not None:
                untaught(connection)
            values: dict[str, object] = {
                "answer_count": number - 1, "updated_at": _now(), "status": "playing",
                "headline": None, "summary": None,
                "logged": case((games.c.logged == expected, number - 1),
                               else_=games.c.logged)}
            if kept is not None:
                values.update(last_table=_table_json(kept), progress=kept.progress)
            if rules_version is not None:
                values["rules_version"] = rules_version
            connection.execute(update(games).where(games.c.id == game_id).values(**values))

    def keep_log(self, game_id: str, count: int, kept: Kept) -> bool:
        """Keep the whole log of a game that has none (saved before Soloist kept logs, or by
        an older Soloist since), as today's rules replay its `count` answers: their words,
        the log and the table. Nothing is written when the game has moved on meanwhile, or
        when the database cannot be written; whether it was kept."""
        if self.read_only:
            return False
        try:
            with self._begin(write=True) as connection:
                moved = connection.execute(update(games).where(
                    (games.c.id == game_id) & (games.c.answer_count == count)).values(
                    logged=count, last_table=_table_json(kept))).rowcount
                if moved != 1:
                    return False
                connection.execute(delete(game_log).where(game_log.c.game_id == game_id))
                insert_events(connection, game_id, kept)
                if kept.labels:
                    connection.execute(update(answers).where(
                        (answers.c.game_id == bindparam("game")) & (answers.c.number ==
                                                                    bindparam("at"))
                    ).values(label=bindparam("words")), [
                        {"game": game_id, "at": number, "words": words}
                        for number, words in enumerate(kept.labels, start=1)])
        except (SaveError, IntegrityError):
            return False  # a full disk, another process keeping it first: shown all the same
        return True

    def append_answer(self, game_id: str, number: int, text: str) -> None:
        """Store answer `number` (1 for the first); `StaleAnswer` if that number is taken."""
        self.append_answers(game_id, number, [text])

    def drop_last_answer(self, game_id: str, number: int) -> None:
        """Take back answer `number`, which must be the last one (undo)."""
        self.drop_answers_from(game_id, number, expected=number)

    def finish(self, game_id: str, headline: str, summary: Mapping[str, object]) -> None:
        with self._begin(write=True) as connection:
            connection.execute(update(games).where(games.c.id == game_id).values(
                status="finished", headline=headline,
                headline_said=json.dumps(kept(headline), ensure_ascii=False)
                if isinstance(headline, Phrase) else None,
                summary=json.dumps(dict(summary), sort_keys=True), updated_at=_now()))

    def note_progress(self, game_id: str, progress: str) -> None:
        """Where the game stands now ("Round 3 of 5"), for lists of games."""
        with self._begin(write=True) as connection:
            connection.execute(update(games).where(games.c.id == game_id)
                               .values(progress=progress[:120]))

    def abandon(self, game_id: str) -> None:
        """Leave a game unfinished for good: it is no longer listed as in progress (its
        record is kept; answering it again brings it back)."""
        with self._begin(write=True) as connection:
            self._require(connection, game_id)
            connection.execute(update(games).where(
                (games.c.id == game_id) & (games.c.status == "playing")).values(
                status="abandoned", updated_at=_now()))

    def delete(self, game_id: str) -> None:
        with self._begin(write=True) as connection:
            self._require(connection, game_id)
            connection.execute(delete(supplied_answers).where(
                supplied_answers.c.game_id == game_id))
            connection.execute(delete(answers).where(answers.c.game_id == game_id))
            connection.execute(delete(game_log).where(game_log.c.game_id == game_id))
            connection.execute(delete(games).where(games.c.id == game_id))

    # -- reading ------------------------------------------------------------------------

    def _answer_count(self, connection: Connection, game_id: str) -> int:
        count = connection.execute(
            select(func.count()).select_from(answers).where(answers.c.game_id == game_id)
        ).scalar_one()
        if count == 0:
            self._require(connection, game_id)
        return int(count)

    def _require(self, connection: Connection, game_id: str) -> None:
        found = connection.execute(select(games.c.id).where(games.c.id == game_id)).first()
        if found is None:
            raise UnknownGame(phrase("no saved game with id {game}", game=repr(game_id)))

    def resolve(self, prefix: str) -> str:
        """The id of the one saved game whose id starts with `prefix` (command line only)."""
        prefix = prefix.strip().lower()
        if len(prefix) < SHORTEST_PREFIX:
            raise UnknownGame(phrase("give at least {count} characters of the game id",
                                     count=SHORTEST_PREFIX))
        with self._begin() as connection:
            found = connection.execute(
                select(games.c.id).where(games.c.id.startswith(prefix, autoescape=True))
            ).scalars().all()
        if not found:
            raise UnknownGame(phrase("no saved game with id {game}; {command} lists them",
                                     game=repr(prefix), command="`soloist games`"))
        if len(found) > 1:
            raise UnknownGame(phrase("{game} matches {count} games; give more of the id",
                                     game=repr(prefix), count=len(found)))
        return str(found[0])

    def load(self, game_id: str) -> Record:
        """The record of a saved game; `SaveError` saying why if it cannot be read."""
        with self._begin() as connection:
            row = connection.execute(
                _GAME_ROW.where(games.c.id == game_id)).mappings().first()
            if row is None:
                raise UnknownGame(phrase("no saved game with id {game}", game=repr(game_id)))
            texts = connection.execute(
                select(answers.c.number, answers.c.text)
                .where(answers.c.game_id == game_id).order_by(answers.c.number)
            ).all()
            supplied = connection.execute(
                select(supplied_answers.c.number, supplied_answers.c.fact)
                .where(supplied_answers.c.game_id == game_id)
            ).all()
        source = phrase("saved game {game}", game=game_id)
        saved = _saved_game(row)
        if saved.damage is not None:
            raise SaveError(phrase("{source} is damaged: {damage}", source=source,
                                   damage=saved.damage))
        check_format_version(int(row["format_version"]), source)
        numbers = [number for number, _ in texts]
        if numbers != list(range(1, len(numbers) + 1)):
            raise SaveError(phrase("{source} is damaged: its answers are not numbered 1 to "
                                   "{last}", source=source, last=len(numbers)))
        try:
            options = json.loads(row["options"])
        except (TypeError, json.JSONDecodeError):
            raise SaveError(phrase("{source} is damaged: its options are not valid JSON",
                                   source=source)) from None
        return Record.from_json(
            {
                "format_version": int(row["format_version"]),
                "game": row["game"],
                "rules_version": int(row["rules_version"]),
                "options": options,
                "seed": int(row["seed"]),
                "answers": [text for _, text in texts],
                "supplied": {str(number): fact for number, fact in supplied},
            },
            source=source,
        )

    def log_is_whole(self, game_id: str, events: int | None = None) -> bool:
        """Whether the game's log is kept whole, up to its last answer (and, given `events`,
        holds that many events: as many as today's replay logs, when its rules are today's;
        a log brought in by an import that says otherwise is not the game's)."""
        with self._begin() as connection:
            row = connection.execute(select(games.c.logged, games.c.answer_count)
                                     .where(games.c.id == game_id)).first()
            whole = row is not None and row.logged is not None and \
                _whole_number(row.logged) == _whole_number(row.answer_count)
            if whole and events is not None:
                whole = connection.execute(select(func.count()).select_from(game_log).where(
                    game_log.c.game_id == game_id)).scalar() == events
        return whole

    def kept(self, game_id: str) -> KeptGame:
        """What a saved game keeps to be shown (see `KeptGame`): its log when it is whole,
        its answers' words, and its table after its last answer."""
        with self._begin() as connection:
            row = connection.execute(select(games.c.logged, games.c.answer_count,
                                            games.c.last_table)
                                     .where(games.c.id == game_id)).first()
            if row is None:
                raise UnknownGame(phrase("no saved game with id {game}", game=repr(game_id)))
            labels = connection.execute(select(answers.c.label).where(
                answers.c.game_id == game_id).order_by(answers.c.number)).scalars().all()
            whole = row.logged is not None and _whole_number(row.logged) == _whole_number(
                row.answer_count)
            events = connection.execute(
                select(game_log.c.answer, game_log.c.actor, game_log.c.template,
                       game_log.c.fields)
                .where(game_log.c.game_id == game_id).order_by(game_log.c.number)
            ).all() if whole else None
        return KeptGame(None if events is None else kept_events(events),
                        [label if isinstance(label, str) else None for label in labels],
                        json_object(row.last_table if isinstance(row.last_table, str)
                                    else None))

    def revision(self, game_id: str) -> tuple[int, str]:
        """The saved game's answer count and the time of its last change (as the database
        gives it): one indexed row, cheap enough to read on every request, so that a driver
        caching a play notices an answer or an undo made elsewhere (another process, the
        terminal). Sent as plain SQL: building the statement would cost more than running
        it."""
        style = self.engine.dialect.paramstyle
        placeholder = {"qmark": "?", "numeric": ":1", "named": ":id"}.get(style, "%s")
        parameters: object = {"id": game_id} if style in ("named", "pyformat") else (game_id,)
        if style == "pyformat":
            placeholder = "%(id)s"
        query = f"SELECT answer_count, updated_at FROM games WHERE id = {placeholder}"
        try:
            with self.engine.connect() as connection:
                row = connection.exec_driver_sql(query, parameters).first()  # type: ignore[arg-type]
        except (SQLAlchemyError, UnicodeDecodeError) as error:
            raise self._failure(error) from None
        if row is None:
            raise UnknownGame(phrase("no saved game with id {game}", game=repr(game_id)))
        count = _whole_number(row[0])
        if count is None:
            raise SaveError(phrase("saved game {game} is damaged: its answer count {count} is "
                                   "not a whole number", game=game_id, count=repr(row[0])))
        return count, str(row[1])

    def setting(self, key: str, make: Callable[[], str]) -> str:
        """The value stored under `key` in the database's own settings, made with `make()`
        and stored the first time (the web companion's signing secret, shared by every
        server process using this database)."""
        key = f"setting:{key}"
        query = select(meta.c.value).where(meta.c.key == key)
        with self._begin() as connection:
            found = connection.execute(query).scalar()
        if found is not None:
            return str(found)
        try:
            with self._begin(write=True) as connection:
                connection.execute(insert(meta).values(key=key, value=make()))
        except IntegrityError:
            pass  # another process stored it first: use theirs
        with self._begin() as connection:
            return str(connection.execute(query).scalar_one())

    def put_setting(self, key: str, value: str) -> None:
        """Store `value` under `key` in the database's own settings, replacing any."""
        key = f"setting:{key}"
        with self._begin(write=True) as connection:
            connection.execute(delete(meta).where(meta.c.key == key))
            connection.execute(insert(meta).values(key=key, value=value))

    def info(self, game_id: str) -> SavedGame:
        with self._begin() as connection:
            row = connection.execute(
                _GAME_ROW.where(games.c.id == game_id)).mappings().first()
        if row is None:
            raise UnknownGame(phrase("no saved game with id {game}", game=repr(game_id)))
        return _saved_game(row)

    def list_games(
        self, *, finished: bool | None = None, limit: int | None = None,
        status: str | None = None,
    ) -> list[SavedGame]:
        """Saved games, the most recent first: all, finished or in progress (`finished`),
        or of one `status` ("abandoned")."""
        query = _GAME_ROW.order_by(games.c.updated_at.desc())
        if finished is not None:
            query = query.where(games.c.status == ("finished" if finished else "playing"))
        if status is not None:
            query = query.where(games.c.status == status)
        if limit is not None:
            query = query.limit(limit)
        with self._begin() as connection:
            rows = connection.execute(query).mappings().all()
        return [_saved_game(row) for row in rows]


def said_headline(row: RowMapping) -> str | None:
    """A finished game's headline as stored, a phrase again where it was kept as one (and
    reads as the stored text)."""
    headline = row["headline"]
    if not isinstance(headline, str):
        return None
    said = row.get("headline_said")
    if not isinstance(said, str):
        return headline
    try:
        phrased = from_kept(json.loads(said))
    except ValueError:
        return headline
    return phrased if phrased == headline else headline


def insert_events(connection: Connection, game_id: str, kept: Kept) -> None:
    """Write `kept`'s log events (the whole log, replacing any: `kept.whole`)."""
    if kept.whole:
        connection.execute(delete(game_log).where(game_log.c.game_id == game_id))
    if kept.events:
        connection.execute(_INSERT_EVENT, [
            {"game_id": game_id, "number": number, "answer": answer, "actor": event.actor,
             "template": event.template,
             "fields": json.dumps(dict(event.fields), ensure_ascii=False)}
            for number, (answer, event) in enumerate(kept.events, start=kept.first_event)])


def kept_events(rows: Sequence[Sequence[Any]]
                 ) -> list[tuple[int, KeptEvent]] | None:
    """The kept events of a game's stored log; None if a row was damaged outside Soloist
    (its values are not a JSON object): the log is then not whole after all."""
    found = []
    for answer, actor, template, fields in rows:
        values = json_object(fields)
        if values is None:
            return None
        found.append((int(answer), KeptEvent(actor, template, values)))  # type: ignore[arg-type]
    return found


def _table_json(kept: Kept) -> str | None:
    return None if kept.table is None else json.dumps(dict(kept.table), ensure_ascii=False)


def json_object(text: str | None) -> dict[str, object] | None:
    """A stored JSON object (a game's options or summary); None when empty or not one."""
    if not text:
        return None
    try:
        value = json.loads(text)
    except json.JSONDecodeError:
        return None
    return value if isinstance(value, dict) else None


def _moment(value: object) -> datetime | None:
    """A stored timestamp: a datetime from most databases, ISO text from SQLite."""
    if isinstance(value, datetime):
        return value
    if isinstance(value, str):
        try:
            return datetime.fromisoformat(value)
        except ValueError:
            return None
    return None


def _whole_number(value: object) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().lstrip("-").isdigit():
        return int(value)
    return None


#: What a damaged timestamp is shown as when the other one is damaged too.
_NO_TIME = datetime(1970, 1, 1, tzinfo=UTC)


def _saved_game(row: RowMapping) -> SavedGame:
    """One game's row, checked: anything unreadable is named in `damage`."""
    problems: list[str] = []
    moments: dict[str, datetime | None] = {}
    for name, words in _TIMES.items():
        moments[name] = _moment(row[name])
        if moments[name] is None:
            problems.append(f"its {words} {row[name]!r} is not a date and time")
    numbers: dict[str, int | None] = {}
    for name, words in _NUMBERS.items():
        numbers[name] = _whole_number(row[name])
        if numbers[name] is None:
            problems.append(f"its {words} {row[name]!r} is not a whole number")
    count = numbers["answer_count"]
    stored = int(row["stored_answers"])
    if count is not None and count != stored:
        problems.append(f"it counts {count} answer{'' if count == 1 else 's'}, but {stored} "
                        f"{'is' if stored == 1 else 'are'} stored")
    created = moments["created_at"] or moments["updated_at"] or _NO_TIME
    updated = moments["updated_at"] or created
    return SavedGame(
        id=str(row["id"]),
        game=str(row["game"]),
        status=str(row["status"]),
        headline=said_headline(row),
        summary=json_object(row["summary"] if isinstance(row["summary"], str) else None),
        answer_count=stored if count is None else count,
        created_at=created,
        updated_at=updated,
        options=json_object(row["options"] if isinstance(row["options"], str) else None) or {},
        damage="; ".join(problems) or None,
        progress=row["progress"] if isinstance(row.get("progress"), str) else None,
        rules_version=numbers["rules_version"] or 0,
        continued_as=row["continued_as"] if isinstance(row.get("continued_as"), str)
        else None,
    )
