"""One file that holds everything: all saved games and the component library.

"Back up / move to another device": the phone app and `soloist export FILE` write it;
the phone app and `soloist import FILE` read it. A file is checked whole before anything
is stored (its checksum, every field, every game's record) and imported in one
transaction: all of it or nothing. A damaged file, or one written by a newer Soloist, is
refused with a message that says why, and nothing changes.

Each game travels with what it keeps to be shown whatever rules later read it (its log as it
was played, each answer's words, its table after its last answer: docs/store.md, "What an
update promises"), so a game moved to a device whose Soloist plays newer rules is still
shown as it was played there.

Importing into a database that already holds some of the same games (the phone and the
laptop both played on): a game the file has played further is brought up to the file's
answers, a game played further here is kept; a game played differently in each place, or a
fact of the person's components the two disagree on, is a conflict that refuses the whole
file.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from string import Formatter
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError
from sqlalchemy import Connection, delete, insert, select

from soloist import __version__
from soloist.engine.errors import SaveError
from soloist.engine.log import KeptEvent, Scalar
from soloist.engine.session import FORMAT_VERSION, Record
from soloist.store.backup_limit import MAX_BYTES
from soloist.store.database import (
    SCHEMA_VERSION,
    Kept,
    Store,
    answers,
    game_log,
    games,
    insert_events,
    json_object,
    kept_events,
    library_facts,
    supplied_answers,
)

#: What the file says it is, and the version of its layout. A file of a later layout is
#: refused (a newer Soloist wrote it). Format 2: each game's kept log, its answers' words,
#: its table and the game that goes on from it (format 1 files are read as before).
KIND = "soloist-backup"
BACKUP_FORMAT = 2
#: The file name offered when saving a backup.
FILE_NAME = "soloist-backup.json"


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class SavedAnswer(_Strict):
    number: int = Field(ge=1)
    text: str
    answered_at: datetime
    #: The answer's words as the person read them (format 2; None: not kept).
    label: str | None = None


class LoggedEvent(_Strict):
    """One event of a game's log as it was played (`soloist.engine.log.KeptEvent`), with
    the number of answers given before it (0: the setup)."""

    answer: int = Field(ge=0)
    actor: str = Field(min_length=1, max_length=64)
    template: str
    fields: dict[str, Scalar] = Field(default_factory=dict)


class SavedGameEntry(_Strict):
    id: str = Field(min_length=4, max_length=40, pattern=r"^[0-9a-f]+$")
    game: str = Field(min_length=1, max_length=64)
    rules_version: int = Field(ge=0)
    format_version: int = Field(ge=1)
    options: dict[str, Any]
    seed: int = Field(ge=0)
    status: Literal["playing", "finished", "abandoned"]
    headline: str | None = None
    summary: dict[str, Any] | None = None
    created_at: datetime
    updated_at: datetime
    progress: str | None = Field(default=None, max_length=120)
    answers: list[SavedAnswer]
    supplied: dict[int, str] = Field(default_factory=dict)
    #: What the game keeps to be shown (format 2): its whole log as it was played (None:
    #: none kept), its table after its last answer, and the game that goes on from it.
    log: list[LoggedEvent] | None = None
    table: dict[str, Any] | None = None
    continued_as: str | None = Field(default=None, min_length=4, max_length=40,
                                     pattern=r"^[0-9a-f]+$")


class LibraryFact(_Strict):
    game: str = Field(min_length=1, max_length=64)
    fact: str = Field(min_length=1, max_length=512)
    value: str
    how: str = Field(min_length=1, max_length=16)
    game_id: str | None = Field(default=None, max_length=40)
    number: int | None = None
    previous: str | None = None
    learned_at: datetime


class Backup(_Strict):
    kind: Literal["soloist-backup"]
    format: int
    soloist: str
    database_layout: int
    made_at: datetime
    games: list[SavedGameEntry]
    library: list[LibraryFact]
    checksum: str


@dataclass(frozen=True)
class ImportReport:
    """What an import did: games added, brought up to the file's answers, already the same
    (or played further here), and component facts added or already known."""

    games_added: int
    games_updated: int
    games_unchanged: int
    facts_added: int
    facts_unchanged: int

    def sentence(self) -> str:
        def count(number: int, word: str) -> str:
            return f"{number} {word}{'' if number == 1 else 's'}"
        return (f"{count(self.games_added, 'game')} added, {self.games_updated} brought up to "
                f"date, {self.games_unchanged} already here; "
                f"{count(self.facts_added, 'fact')} of your components added, "
                f"{self.facts_unchanged} already known")


def _utc(moment: datetime) -> datetime:
    """SQLite gives back the UTC time it was given without its zone."""
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


def _stamp(moment: datetime) -> str:
    return _utc(moment).isoformat()


def checksum(payload: Mapping[str, object]) -> str:
    """The SHA-256 of the file's content in one canonical form (keys sorted, no spaces)."""
    text = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def export_backup(store: Store) -> dict[str, object]:
    """Every saved game (in progress, finished, abandoned) and every fact of the component
    library, as the backup file's JSON object."""
    with store.transaction() as connection:
        game_rows = connection.execute(select(games).order_by(games.c.created_at, games.c.id)
                                       ).mappings().all()
        answer_rows = connection.execute(select(answers).order_by(
            answers.c.game_id, answers.c.number)).mappings().all()
        supplied_rows = connection.execute(select(supplied_answers)).mappings().all()
        log_rows = connection.execute(select(
            game_log.c.game_id, game_log.c.answer, game_log.c.actor, game_log.c.template,
            game_log.c.fields).order_by(game_log.c.game_id, game_log.c.number)).all()
        fact_rows = connection.execute(select(library_facts).order_by(
            library_facts.c.game, library_facts.c.fact)).mappings().all()
    answers_of: dict[str, list[dict[str, object]]] = {}
    for row in answer_rows:
        answer: dict[str, object] = {"number": row["number"], "text": row["text"],
                                     "answered_at": _stamp(row["answered_at"])}
        if row["label"] is not None:
            answer["label"] = row["label"]
        answers_of.setdefault(row["game_id"], []).append(answer)
    logs_of: dict[str, list[tuple[object, ...]]] = {}
    for log_row in log_rows:
        logs_of.setdefault(log_row[0], []).append(tuple(log_row[1:]))
    supplied_of: dict[str, dict[str, str]] = {}
    for row in supplied_rows:
        supplied_of.setdefault(row["game_id"], {})[str(row["number"])] = row["fact"]
    saved = [{
        "id": row["id"], "game": row["game"], "rules_version": int(row["rules_version"]),
        "format_version": int(row["format_version"]),
        "options": json.loads(row["options"]), "seed": int(row["seed"]),
        "status": row["status"], "headline": row["headline"],
        "summary": json_object(row["summary"]),
        "created_at": _stamp(row["created_at"]), "updated_at": _stamp(row["updated_at"]),
        "progress": row["progress"],
        "answers": answers_of.get(row["id"], []),
        "supplied": dict(sorted(supplied_of.get(row["id"], {}).items(),
                                key=lambda item: int(item[0]))),
        "log": _log_of(row["logged"], row["answer_count"], logs_of.get(row["id"], [])),
        "table": json_object(row["last_table"]),
        "continued_as": row["continued_as"],
    } for row in game_rows]
    library = [{
        "game": row["game"], "fact": row["fact"], "value": row["value"], "how": row["how"],
        "game_id": row["game_id"], "number": row["number"], "previous": row["previous"],
        "learned_at": _stamp(row["learned_at"]),
    } for row in fact_rows]
    payload: dict[str, object] = {
        "kind": KIND, "format": BACKUP_FORMAT, "soloist": __version__,
        "database_layout": SCHEMA_VERSION, "made_at": _stamp(datetime.now(UTC)),
        "games": saved, "library": library,
    }
    payload["checksum"] = checksum(payload)
    return payload


def _log_of(logged: object, answer_count: object, rows: list[tuple[object, ...]]
            ) -> list[dict[str, object]] | None:
    """A game's kept log for the file, when it is whole (as `Store.kept` reads it): it
    covers as many answers (`logged`) as the game has (`answer_count`)."""
    if logged is None or str(logged) != str(answer_count):
        return None
    events = kept_events(rows)
    if events is None:
        return None
    return [{"answer": answer, "actor": event.actor, "template": event.template,
             "fields": dict(event.fields)} for answer, event in events]


def backup_bytes(store: Store) -> bytes:
    """The backup file's bytes (UTF-8 JSON, one game per line is not promised)."""
    return (json.dumps(export_backup(store), ensure_ascii=False, indent=1) + "\n").encode()


def _newer(what: str, found: object, ours: int) -> SaveError:
    return SaveError(f"this backup was made by a newer Soloist ({what} {found}; this Soloist "
                     f"reads {what} {ours} and older). Update Soloist, then import it again. "
                     "Nothing was changed.")


def read_backup(data: bytes | str) -> Backup:
    """A backup file, checked whole: `SaveError` saying what is wrong (nothing is stored
    before this has passed)."""
    if len(data) > MAX_BYTES:
        raise SaveError(f"this file is larger than a backup can be ({MAX_BYTES // 2**20} MB). "
                        "Nothing was changed.")
    try:
        text = data.decode("utf-8") if isinstance(data, bytes) else data
        payload = json.loads(text)
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise SaveError("this file is not a Soloist backup, or it is damaged (it cannot be "
                        "read as one). Nothing was changed.") from None
    if not isinstance(payload, dict) or payload.get("kind") != KIND:
        raise SaveError("this file is not a Soloist backup (a backup is the file Soloist "
                        "saves under “Back up / move to another device”). Nothing was "
                        "changed.")
    version = payload.get("format")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError("this backup is damaged: its format is missing. Nothing was changed.")
    if version > BACKUP_FORMAT:
        raise _newer("backup format", version, BACKUP_FORMAT)
    layout = payload.get("database_layout")
    if isinstance(layout, int) and layout > SCHEMA_VERSION:
        raise _newer("database layout", layout, SCHEMA_VERSION)
    for entry in payload.get("games") or []:
        found = entry.get("format_version") if isinstance(entry, dict) else None
        if isinstance(found, int) and found > FORMAT_VERSION:
            raise _newer("save format", found, FORMAT_VERSION)
    content = {key: value for key, value in payload.items() if key != "checksum"}
    if payload.get("checksum") != checksum(content):
        raise SaveError("this backup is damaged: its content does not match its checksum (it "
                        "was cut short or changed after it was made). Nothing was changed.")
    try:
        backup = Backup.model_validate(payload)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        raise SaveError(f"this backup is damaged: {where}: {first['msg']}. Nothing was "
                        "changed.") from None
    _check_games(backup)
    return backup


def _check_games(backup: Backup) -> None:
    seen: set[str] = set()
    for entry in backup.games:
        source = f"game {entry.id[:10]} in this backup"
        if entry.id in seen:
            raise SaveError(f"this backup is damaged: {source} is in it twice. Nothing was "
                            "changed.")
        seen.add(entry.id)
        numbers = [answer.number for answer in entry.answers]
        if numbers != list(range(1, len(numbers) + 1)):
            raise SaveError(f"this backup is damaged: the answers of {source} are not "
                            f"numbered 1 to {len(numbers)}. Nothing was changed.")
        if any(number > len(numbers) for number in entry.supplied):
            raise SaveError(f"this backup is damaged: {source} names a supplied answer it "
                            "does not have. Nothing was changed.")
        _check_log(entry, source)
        _record(entry)
    facts: set[tuple[str, str]] = set()
    for fact in backup.library:
        if (fact.game, fact.fact) in facts:
            raise SaveError(f"this backup is damaged: the fact {fact.fact!r} of {fact.game} is "
                            "in it twice. Nothing was changed.")
        facts.add((fact.game, fact.fact))


def _check_log(entry: SavedGameEntry, source: str) -> None:
    """A game's kept log reads as it was kept: its events in the order of the answers that
    set them off, each within the game's answers, each template filled by its values."""
    if entry.log is None:
        return
    after = 0
    for number, logged in enumerate(entry.log, start=1):
        if not after <= logged.answer <= len(entry.answers):
            raise SaveError(f"this backup is damaged: event {number} of the log of {source} "
                            "is out of order. Nothing was changed.")
        after = logged.answer
        try:
            if not _bounded(logged.template):
                raise ValueError(logged.template)
            KeptEvent(logged.actor, logged.template, logged.fields).text  # noqa: B018
        except (KeyError, IndexError, ValueError, TypeError, AttributeError):
            raise SaveError(f"this backup is damaged: event {number} of the log of {source} "
                            "cannot be read. Nothing was changed.") from None


def _bounded(template: str) -> bool:
    """Whether a template from a file fills to a text of about its own size: no value's
    format asks for a width or precision in the thousands, or takes it from another value
    (Soloist's own templates use no format at all)."""
    for _, name, spec, _ in Formatter().parse(template):
        if name is not None and spec and (
                "{" in spec or any(int(number) > 999 for number in re.findall(r"[0-9]+", spec))):
            return False
    return True


def _record(entry: SavedGameEntry) -> Record:
    """The game's record, checked as a saved game is (`SaveError` naming the game)."""
    return Record.from_json({
        "format_version": entry.format_version, "game": entry.game,
        "rules_version": entry.rules_version, "options": entry.options, "seed": entry.seed,
        "answers": [answer.text for answer in entry.answers],
        "supplied": {str(number): fact for number, fact in entry.supplied.items()},
    }, source=f"game {entry.id[:10]} in this backup")


def import_backup(store: Store, backup: Backup) -> ImportReport:
    """Store everything `backup` holds that this database lacks, in one transaction: all of
    it, or nothing (`SaveError` for a conflict, naming it)."""
    added = updated = unchanged = facts_added = facts_unchanged = 0
    with store.transaction(write=True) as connection:
        for entry in backup.games:
            outcome = _import_game(connection, entry)
            added += outcome == "added"
            updated += outcome == "updated"
            unchanged += outcome == "unchanged"
        for fact in backup.library:
            known = connection.execute(select(library_facts.c.value).where(
                (library_facts.c.game == fact.game) & (library_facts.c.fact == fact.fact))
            ).scalar()
            if known is None:
                connection.execute(insert(library_facts).values(
                    game=fact.game, fact=fact.fact, value=fact.value, how=fact.how,
                    game_id=fact.game_id, number=fact.number, previous=fact.previous,
                    learned_at=_utc(fact.learned_at)))
                facts_added += 1
            elif known == fact.value:
                facts_unchanged += 1
            else:
                raise SaveError(
                    f"your components here and in the backup disagree on {fact.fact!r} of "
                    f"{fact.game} (here: {known!r}; in the backup: {fact.value!r}). Correct "
                    "one of them under “Your components”, then import again. Nothing was "
                    "changed.")
    return ImportReport(added, updated, unchanged, facts_added, facts_unchanged)


def _import_game(connection: Connection, entry: SavedGameEntry) -> str:
    row = connection.execute(select(games).where(games.c.id == entry.id)).mappings().first()
    theirs = [answer.text for answer in entry.answers]
    if row is not None:
        if (row["game"], int(row["seed"]), json.loads(row["options"])) != (
                entry.game, entry.seed, entry.options):
            raise SaveError(f"game {entry.id[:10]} here and the one in the backup are "
                            "different games with the same id. Nothing was changed.")
        mine = list(connection.execute(select(answers.c.text).where(
            answers.c.game_id == entry.id).order_by(answers.c.number)).scalars())
        if theirs[:len(mine)] != mine and mine[:len(theirs)] != theirs:
            first = next(number for number, (a, b) in enumerate(zip(mine, theirs, strict=False),
                                                          start=1)
                         if a != b)
            raise SaveError(
                f"game {entry.id[:10]} was played differently here and in the backup (from "
                f"answer {first} on). Delete one of the two, then import again. Nothing was "
                "changed.")
        if len(theirs) <= len(mine):
            return "unchanged"
        connection.execute(delete(supplied_answers).where(
            supplied_answers.c.game_id == entry.id))
        connection.execute(delete(answers).where(answers.c.game_id == entry.id))
        connection.execute(delete(games).where(games.c.id == entry.id))
    connection.execute(insert(games).values(
        id=entry.id, game=entry.game, rules_version=entry.rules_version,
        format_version=entry.format_version,
        options=json.dumps(entry.options, sort_keys=True), seed=entry.seed,
        status=entry.status, headline=entry.headline,
        summary=json.dumps(entry.summary, sort_keys=True) if entry.summary is not None
        else None,
        created_at=_utc(entry.created_at), updated_at=_utc(entry.updated_at),
        answer_count=len(entry.answers), progress=entry.progress,
        logged=None if entry.log is None else len(entry.answers),
        last_table=None if entry.table is None else json.dumps(entry.table,
                                                               ensure_ascii=False),
        continued_as=entry.continued_as))
    if entry.answers:
        connection.execute(insert(answers), [
            {"game_id": entry.id, "number": answer.number, "text": answer.text,
             "answered_at": _utc(answer.answered_at), "label": answer.label}
            for answer in entry.answers])
    if entry.log:
        insert_events(connection, entry.id, Kept((), [
            (logged.answer, KeptEvent(logged.actor, logged.template, logged.fields))
            for logged in entry.log], 0, None))
    if entry.supplied:
        connection.execute(insert(supplied_answers), [
            {"game_id": entry.id, "number": number, "fact": fact}
            for number, fact in sorted(entry.supplied.items())])
    return "added" if row is None else "updated"
