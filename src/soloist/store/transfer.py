"""One file that holds everything: all saved games and the component library.

"Back up / move to another device": the phone app and `soloist export FILE` write it;
the phone app and `soloist import FILE` read it. A file is checked whole before anything
is stored, and imported in one transaction: all of it or nothing. A damaged file, or one
written by a newer Soloist, is refused with a message that says why, and nothing changes.
A file is checked as an answer is:

- before it is parsed: its size, how deep it nests and how long its numbers are
  (`backup_limit`);
- its checksum, then every field (texts no longer than an answer or a fact may be);
- every game it brings is of a game this Soloist plays, and replays to the status, progress
  and summary it claims (refused with its id and the first answer that does not replay). A
  game saved under an older rules version, or one that reads a file of the person's that
  this device lacks, cannot be replayed here: it is kept as it is, unchecked, and the report
  says so;
- every fact of the person's components passes the one gate an answer's fact passes
  (`engine.library.fact_problem`), and is kept as a lesson of its own
  (`store.library.teach_apart`): no undo takes it back.

Importing into a database that already holds some of the same games (the phone and the
laptop both played on): a game the file has played further is brought up to the file's
answers, a game played further here is kept; a fact the file holds is merged with the one
known here as an answer's would be (a deck confirmed or counted further on one side agrees
with the other); a game played differently in each place, or a fact the two contradict, is
a conflict that refuses the whole file.

Each game travels with what it keeps to be shown whatever rules later read it (its log as it
was played, each answer's words, its table after its last answer: docs/store.md, "What an
update promises"), so a game moved to a device whose Soloist plays newer rules is still
shown as it was played there.

The checks (parsing, replaying) run outside any transaction; only the writing holds the
database's write lock, so a server keeps answering meanwhile.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from itertools import accumulate
from pathlib import Path
from string import Formatter
from typing import Annotated, Any, Literal, NotRequired

from pydantic import BaseModel, ConfigDict, Field, ValidationError
from pydantic_core import from_json
from sqlalchemy import Connection, bindparam, delete, insert, select
from typing_extensions import TypedDict

from soloist import __version__
from soloist.engine.errors import SaveError, SoloistError, message_of
from soloist.engine.game import GameDefinition
from soloist.engine.library import LONGEST_FACT_NAME, LONGEST_FACT_VALUE, fact_problem
from soloist.engine.log import KeptEvent
from soloist.engine.log import Scalar as LoggedValue
from soloist.engine.phrase import phrase
from soloist.engine.reasons import pydantic_reason
from soloist.engine.session import FORMAT_VERSION, Record, Session
from soloist.engine.tableview import table_of
from soloist.engine.text import LONGEST_ANSWER
from soloist.games import find_game
from soloist.store.backup_limit import DEEPEST, LONGEST_NUMBER, MAX_BYTES, REFUSED
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
from soloist.store.library import teach_apart

#: What the file says it is, and the version of its layout. A file of a later layout is
#: refused (a newer Soloist wrote it). Format 2: each game's kept log, its answers' words,
#: its table and the game that goes on from it (format 1 files are read as before).
KIND = "soloist-backup"
BACKUP_FORMAT = 2
#: The file name offered when saving a backup.
FILE_NAME = "soloist-backup.json"
#: The longest short text of a backup (an option's value, a game's headline, a summary's
#: text): a path or a line, never a page.
LONGEST_LINE = 4096
NOTHING_CHANGED = phrase("Nothing was changed.")


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class SavedAnswer(TypedDict):
    """One answer of a game (a plain mapping: a backup holds hundreds of thousands)."""

    __pydantic_config__ = ConfigDict(extra="forbid")  # type: ignore[misc]
    number: Annotated[int, Field(ge=1)]
    text: Annotated[str, Field(max_length=LONGEST_ANSWER)]
    answered_at: datetime
    #: The answer's words as the person read them (format 2; None: not kept).
    label: NotRequired[Annotated[str | None, Field(max_length=LONGEST_ANSWER)]]


Line = Annotated[str, Field(max_length=LONGEST_LINE)]
Scalar = bool | int | float | Line | None


class LoggedEvent(_Strict):
    """One event of a game's log as it was played (`soloist.engine.log.KeptEvent`), with
    the number of answers given before it (0: the setup)."""

    answer: int = Field(ge=0)
    actor: str = Field(min_length=1, max_length=64)
    template: Line
    fields: dict[Annotated[str, Field(max_length=64)], LoggedValue] = Field(
        default_factory=dict)


class SavedGameEntry(_Strict):
    id: str = Field(min_length=4, max_length=40, pattern=r"^[0-9a-f]+$")
    game: str = Field(min_length=1, max_length=64)
    rules_version: int = Field(ge=0, le=10**9)
    format_version: int = Field(ge=1, le=10**9)
    options: dict[Annotated[str, Field(max_length=64)], Scalar] = Field(max_length=64)
    seed: int = Field(ge=0)
    status: Literal["playing", "finished", "abandoned"]
    headline: Line | None = None
    summary: dict[Annotated[str, Field(max_length=64)], Scalar] | None = Field(
        default=None, max_length=256)
    created_at: datetime
    updated_at: datetime
    progress: str | None = Field(default=None, max_length=120)
    answers: list[SavedAnswer]
    supplied: dict[int, Annotated[str, Field(max_length=LONGEST_FACT_NAME)]] = Field(
        default_factory=dict)
    #: What the game keeps to be shown (format 2): its whole log as it was played (None:
    #: none kept), its table after its last answer, and the game that goes on from it.
    log: list[LoggedEvent] | None = None
    table: dict[str, Any] | None = None
    continued_as: str | None = Field(default=None, min_length=4, max_length=40,
                                     pattern=r"^[0-9a-f]+$")


class LibraryFact(_Strict):
    game: str = Field(min_length=1, max_length=64)
    fact: str = Field(min_length=1, max_length=LONGEST_FACT_NAME)
    value: str = Field(max_length=LONGEST_FACT_VALUE)
    how: str = Field(min_length=1, max_length=16)
    game_id: str | None = Field(default=None, max_length=40)
    number: int | None = Field(default=None, ge=0, le=10**9)
    previous: str | None = Field(default=None, max_length=LONGEST_FACT_VALUE)
    learned_at: datetime


class Backup(_Strict):
    kind: Literal["soloist-backup"]
    format: int
    soloist: str = Field(max_length=64)
    database_layout: int
    made_at: datetime
    games: list[SavedGameEntry]
    library: list[LibraryFact]
    checksum: str = Field(max_length=64)


@dataclass(frozen=True)
class ImportReport:
    """What an import did: games added, brought up to the file's answers, already the same
    (or played further here), and component facts added or already known. `unchecked`: the
    games among those added or brought up to date that could not be replayed here (saved
    under an older rules version, or reading a file this device lacks)."""

    games_added: int
    games_updated: int
    games_unchanged: int
    facts_added: int
    facts_unchanged: int
    unchecked: int = 0

    def sentence(self) -> str:
        def games(number: int) -> str:
            return (phrase("{count} game", count=number) if number == 1 else
                    phrase("{count} games", count=number))

        facts = (phrase("{count} fact", count=self.facts_added) if self.facts_added == 1 else
                 phrase("{count} facts", count=self.facts_added))
        fields: dict[str, str | int] = {
            "added": games(self.games_added), "updated": self.games_updated,
            "unchanged": self.games_unchanged, "facts": facts, "known": self.facts_unchanged}
        if self.unchecked:
            return phrase("{added} added, {updated} brought up to date, {unchanged} already "
                          "here; {facts} of your components added, {known} already known "
                          "({unchecked} kept as saved, without replaying it here: saved by an "
                          "older Soloist, or using a file of yours that is not on this "
                          "device)", unchecked=games(self.unchecked), **fields)
        return phrase("{added} added, {updated} brought up to date, {unchanged} already here; "
                      "{facts} of your components added, {known} already known", **fields)


def _utc(moment: datetime) -> datetime:
    """SQLite gives back the UTC time it was given without its zone."""
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


def _stamp(moment: datetime) -> str:
    return _utc(moment).isoformat()


def _canonical(value: object) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _canonical_parts(payload: Mapping[str, object]) -> Iterator[str]:
    """`_canonical(payload)` in parts: a long list (the games) one item at a time, so that
    the whole file is never one more string in memory."""
    yield "{"
    for index, key in enumerate(sorted(payload)):
        yield ("," if index else "") + json.dumps(key, ensure_ascii=False) + ":"
        value = payload[key]
        if isinstance(value, list):
            yield "["
            for number, item in enumerate(value):
                yield ("," if number else "") + _canonical(item)
            yield "]"
        else:
            yield _canonical(value)
    yield "}"


def checksum(payload: Mapping[str, object]) -> str:
    """The SHA-256 of the file's content in one canonical form (keys sorted, no spaces)."""
    digest = hashlib.sha256()
    for part in _canonical_parts(payload):
        digest.update(part.encode("utf-8"))
    return digest.hexdigest()


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
    } for row in fact_rows if _keepable(str(row["game"]), str(row["fact"]), str(row["value"]))]
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


def _keepable(game: str, fact: str, value: str) -> bool:
    """Whether a fact of the library passes the gate (a damaged one, which no game reads,
    is not written: an import would refuse it)."""
    try:
        definition = find_game(game)
    except LookupError:
        return False
    return definition.name == game and fact_problem(definition, fact, value) is None


def backup_bytes(store: Store) -> bytes:
    """The backup file's bytes (UTF-8 JSON, one game per line is not promised)."""
    return (json.dumps(export_backup(store), ensure_ascii=False, indent=1) + "\n").encode()


def _refused(reason: str) -> SaveError:
    return SaveError(phrase("{reason} {nothing}", reason=reason, nothing=NOTHING_CHANGED))


def _newer(what: str, found: object, ours: int) -> SaveError:
    return _refused(phrase("this backup was made by a newer Soloist ({what} {found}; this "
                           "Soloist reads {what} {ours} and older). Update Soloist, then "
                           "import it again.", what=what, found=str(found), ours=ours))


def _not_a_backup() -> SaveError:
    return _refused(phrase("this file is not a Soloist backup, or it is damaged (it cannot "
                           "be read as one)."))


# -- before parsing: size, depth, numbers ------------------------------------------------------

#: The check before parsing reads the file in slices of this many bytes (about: a slice is
#: never cut inside an escape or a number), so that it never holds more than one of them.
_SLICE = 1 << 20
#: Each digit as "0", anything else as a space: a number too long is a run of zeros.
_DIGITS = bytes(0x30 if byte in b"0123456789" else 0x20 for byte in range(256))
_TOO_LONG = b"0" * (LONGEST_NUMBER + 1)
#: Every byte but a quote and the brackets (what nesting is made of, outside the texts).
_NOT_STRUCTURE = bytes(byte for byte in range(256) if byte not in b'"[]{}')
_STEP = [0] * 256
_STEP[ord("[")] = _STEP[ord("{")] = 1
_STEP[ord("]")] = _STEP[ord("}")] = -1


def check_bounds(data: bytes) -> None:
    """Refuse a file before it is parsed (`SaveError`) when it is larger than a backup can
    be, nests lists and tables more than `DEEPEST` deep, or holds a number of more than
    `LONGEST_NUMBER` digits: what would make a parser fail on its own (recursion, the
    integer conversion limit). One pass over the file, a slice at a time, in the bytes
    functions' own loops (a 50 MB file in a fraction of a second)."""
    if len(data) > MAX_BYTES:
        raise SaveError(REFUSED["large"])
    depth = 0
    in_text = False  # whether the slice starts inside a text
    start = 0
    while start < len(data):
        end = min(start + _SLICE, len(data))
        while end < len(data) and (data[end - 1] == 0x5C or data[end] in b"0123456789"):
            end += 1  # not inside an escape (a backslash and what follows it), nor a number
        # An escaped backslash or quote is no part of the structure: away with them first.
        part = data[start:end].replace(b"\\\\", b"").replace(b'\\"', b"")
        digits = part.translate(_DIGITS)
        found = digits.find(_TOO_LONG)
        while found >= 0:  # a long run of digits: refused unless it is in a text
            if in_text == (part.count(b'"', 0, found) % 2 == 1):
                raise SaveError(REFUSED["number"])
            after = digits.find(b" ", found)  # where this run of digits ends
            found = -1 if after < 0 else digits.find(_TOO_LONG, after)
        pieces = part.translate(None, _NOT_STRUCTURE).split(b'"')
        brackets = b"".join(pieces[1::2] if in_text else pieces[0::2])
        if brackets:
            if max(accumulate(map(_STEP.__getitem__, brackets), initial=depth)) > DEEPEST:
                raise SaveError(REFUSED["deep"])
            depth += sum(map(_STEP.__getitem__, brackets))
        in_text ^= len(pieces) % 2 == 0  # an odd number of quotes in the slice
        start = end


def _parse(data: bytes) -> object:
    """The file's JSON, parsed straight from its bytes (no copy of it as one text; each key
    kept once), refusing NaN and Infinity."""
    try:
        return from_json(data, allow_inf_nan=False, cache_strings="keys")
    except ValueError:
        raise _not_a_backup() from None


def read_backup(data: bytes | str) -> Backup:
    """A backup file, checked whole: `SaveError` saying what is wrong (nothing is stored
    before this has passed). The games' replay is checked when they are imported
    (`import_backup`), only for those this database lacks."""
    raw = data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data
    del data
    check_bounds(raw)
    payload = _parse(raw)
    del raw
    if not isinstance(payload, dict) or payload.get("kind") != KIND:
        raise _refused(phrase("this file is not a Soloist backup (a backup is the file "
                              "Soloist saves under “Back up / move to another device”)."))
    version = payload.get("format")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise _refused(phrase("this backup is damaged: its format is missing."))
    if version > BACKUP_FORMAT:
        raise _newer(phrase("backup format"), version, BACKUP_FORMAT)
    layout = payload.get("database_layout")
    if isinstance(layout, int) and layout > SCHEMA_VERSION:
        raise _newer(phrase("database layout"), layout, SCHEMA_VERSION)
    entries = payload.get("games")
    if not isinstance(entries, list) or not isinstance(payload.get("library"), list):
        raise _refused(phrase("this backup is damaged: it holds no list of games and of "
                              "facts."))
    for entry in entries:
        found = entry.get("format_version") if isinstance(entry, dict) else None
        if isinstance(found, int) and found > FORMAT_VERSION:
            raise _newer(phrase("save format"), found, FORMAT_VERSION)
    content = {key: value for key, value in payload.items() if key != "checksum"}
    if payload.get("checksum") != checksum(content):
        raise _refused(phrase("this backup is damaged: its content does not match its "
                              "checksum (it was cut short or changed after it was made)."))
    del content
    backup = _validated(payload, entries)
    _check_games(backup)
    return backup


def _validated(payload: dict[str, Any], entries: list[Any]) -> Backup:
    """The backup's fields checked, game by game: each game's parsed form is let go as soon
    as it is checked, so that the file is held once in memory, not twice."""
    try:
        checked = []
        for index in range(len(entries)):
            try:
                checked.append(SavedGameEntry.model_validate(entries[index]))
            except ValidationError as error:
                raise _damaged(error, ("games", index)) from None
            entries[index] = None
        return Backup.model_validate({**payload, "games": checked})
    except ValidationError as error:
        raise _damaged(error, ()) from None


def _damaged(error: ValidationError, where: tuple[str | int, ...]) -> SaveError:
    first = error.errors()[0]
    place = ".".join(str(part) for part in (*where, *first["loc"]))
    return _refused(phrase("this backup is damaged: {place}: {problem}.", place=place,
                           problem=pydantic_reason(first)))


def _check_games(backup: Backup) -> None:
    seen: set[str] = set()
    for entry in backup.games:
        source = phrase("game {game} in this backup", game=entry.id[:10])
        if entry.id in seen:
            raise _refused(phrase("this backup is damaged: {source} is in it twice.",
                                  source=source))
        seen.add(entry.id)
        numbers = [answer["number"] for answer in entry.answers]
        if numbers != list(range(1, len(numbers) + 1)):
            raise _refused(phrase("this backup is damaged: the answers of {source} are not "
                                  "numbered 1 to {last}.", source=source, last=len(numbers)))
        if any(number > len(numbers) for number in entry.supplied):
            raise _refused(phrase("this backup is damaged: {source} names a supplied answer "
                                  "it does not have.", source=source))
        _check_log(entry, source)
        _record(entry)
    facts: set[tuple[str, str]] = set()
    for fact in backup.library:
        if (fact.game, fact.fact) in facts:
            raise _refused(phrase("this backup is damaged: the fact {fact} of {game} is in "
                                  "it twice.", fact=repr(fact.fact), game=fact.game))
        facts.add((fact.game, fact.fact))


def _check_log(entry: SavedGameEntry, source: str) -> None:
    """A game's kept log reads as it was kept: its events in the order of the answers that
    set them off, each within the game's answers, each template filled by its values."""
    if entry.log is None:
        return
    after = 0
    for number, logged in enumerate(entry.log, start=1):
        if not after <= logged.answer <= len(entry.answers):
            raise _refused(phrase("this backup is damaged: event {number} of the log of "
                                  "{source} is out of order.", number=number, source=source))
        after = logged.answer
        try:
            if not _bounded(logged.template):
                raise ValueError(logged.template)
            KeptEvent(logged.actor, logged.template, logged.fields).text  # noqa: B018
        except (KeyError, IndexError, ValueError, TypeError, AttributeError):
            raise _refused(phrase("this backup is damaged: event {number} of the log of "
                                  "{source} cannot be read.", number=number, source=source)
                           ) from None


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
    try:
        return Record.from_json({
            "format_version": entry.format_version, "game": entry.game,
            "rules_version": entry.rules_version, "options": entry.options,
            "seed": entry.seed, "answers": [answer["text"] for answer in entry.answers],
            "supplied": {str(number): fact for number, fact in entry.supplied.items()},
        }, source=f"game {entry.id[:10]} in this backup")
    except SaveError as error:
        raise _refused(f"this backup is damaged: {error}.") from None


# -- each game replays to what it claims ------------------------------------------------------

def _definition(game: str, what: str) -> GameDefinition:
    try:
        definition = find_game(game)
    except LookupError:
        definition = None
    if definition is None or definition.name != game:
        raise _refused(phrase("{what} is of a game this Soloist does not play ({game}).",
                              what=what, game=repr(game)))
    return definition


def _shortened(text: str) -> str:
    return repr(text if len(text) <= 60 else text[:60] + "…")


def _reads_a_missing_file(definition: GameDefinition, options: Mapping[str, object]) -> bool:
    """Whether the game's options name a file of the person's that is not on this device
    (its cards, its map): such a game cannot be replayed here."""
    return any(spec.kind == "path" and options.get(spec.name)
               and not Path(str(options[spec.name])).exists() for spec in definition.options)


def check_replay(entry: SavedGameEntry) -> bool:
    """Whether a game of the backup replays to the status, progress and summary it claims
    (True); False when it cannot be replayed here (saved under an older rules version, or
    reading a file this device lacks: kept as it is). `SaveError` with its id and the first
    answer that does not replay, or the claim that does not hold."""
    what = phrase("game {id} in this backup", id=entry.id[:10])
    definition = _definition(entry.game, what)
    if entry.rules_version > definition.rules_version:
        raise _newer(f"{definition.title} rules version", entry.rules_version,
                     definition.rules_version)
    record = _record(entry)
    if entry.rules_version < definition.rules_version or \
            _reads_a_missing_file(definition, record.options):
        return False
    try:
        session = Session.replay(definition, replace(record, answers=(), supplied={}),
                                 log=False, supply=False)
    except SaveError as error:
        raise _refused(phrase("{what} does not replay: {error}.", what=what,
                              error=message_of(error))) from None
    session.supplied.update(record.supplied)
    for number, text in enumerate(record.answers, start=1):
        try:
            session.extend([text])
        except SoloistError as error:
            why = error.__cause__ if isinstance(error.__cause__, SoloistError) else error
            raise _refused(phrase("{what} does not replay: its answer {number} ({answer}) is "
                                  "refused ({why}).", what=what, number=number,
                                  answer=_shortened(text), why=message_of(why))) from None
        except Exception as error:  # a rules text that fails on a strange answer
            raise _refused(phrase("{what} does not replay: its answer {number} ({answer}) "
                                  "cannot be played ({error}).", what=what, number=number,
                                  answer=_shortened(text), error=str(error))) from None
    _check_claims(entry, session, what)
    return True


def _check_claims(entry: SavedGameEntry, session: Session, what: str) -> None:
    result = session.result
    if (entry.status == "finished") != (result is not None):
        raise _refused(phrase("{what} says it is {status}, but its answers replay to a game "
                              "that is over.", what=what, status=entry.status)
                       if result is not None else
                       phrase("{what} says it is {status}, but its answers replay to a game "
                              "that is not over.", what=what, status=entry.status))
    if result is not None:
        summary = json.loads(json.dumps(dict(result.summary()), sort_keys=True))
        if entry.headline != result.headline() or entry.summary != summary:
            raise _refused(phrase("{what} claims the result {claimed}, but its answers "
                                  "replay to {found}.", what=what,
                                  claimed=repr(entry.headline), found=repr(result.headline())))
    elif entry.headline is not None or entry.summary is not None:
        raise _refused(phrase("{what} claims a result, but its answers replay to a game that "
                              "is not over.", what=what))
    view = table_of(session.play)
    progress = None if view is None else view.progress[:120]
    if entry.progress is not None and entry.progress != progress:
        raise _refused(phrase("{what} says it stands at {claimed}, but its answers replay "
                              "to {found}.", what=what, claimed=repr(entry.progress),
                              found=repr(progress)))


def _check_facts(backup: Backup) -> None:
    """Every fact passes the gate an answer's fact passes."""
    for fact in backup.library:
        definition = _definition(fact.game, f"a fact of your components in this backup "
                                 f"({fact.fact[:60]!r})")
        problem = fact_problem(definition, fact.fact, fact.value)
        if problem is not None:
            raise _refused(f"this backup holds a fact of your components that cannot be "
                           f"kept ({definition.title}, {definition.fact_name(fact.fact)}: "
                           f"{problem.reason}).")


# -- storing --------------------------------------------------------------------------------

_GAME_ROW = select(games.c.id, games.c.game, games.c.seed, games.c.options).where(
    games.c.id == bindparam("id"))
_ANSWER_TEXTS = select(answers.c.text).where(answers.c.game_id == bindparam("id")).order_by(
    answers.c.number)


def _plan(connection: Connection, entry: SavedGameEntry) -> str:
    """What the import does with a game: "add" it, bring it "up" to the file's answers, or
    leave it "same" (here as far as in the file, or further); `SaveError` for a conflict."""
    row = connection.execute(_GAME_ROW, {"id": entry.id}).mappings().first()
    if row is None:
        return "add"
    if (row["game"], int(row["seed"]), json.loads(row["options"])) != (
            entry.game, entry.seed, entry.options):
        raise _refused(f"game {entry.id[:10]} here and the one in the backup are different "
                       "games with the same id.")
    mine = list(connection.execute(_ANSWER_TEXTS, {"id": entry.id}).scalars())
    theirs = [answer["text"] for answer in entry.answers]
    if theirs[:len(mine)] != mine and mine[:len(theirs)] != theirs:
        first = next(number for number, (a, b) in enumerate(zip(mine, theirs, strict=False),
                                                      start=1) if a != b)
        raise _refused(f"game {entry.id[:10]} was played differently here and in the backup "
                       f"(from answer {first} on). Delete one of the two, then import again.")
    return "up" if len(theirs) > len(mine) else "same"


def import_backup(store: Store, backup: Backup) -> ImportReport:
    """Store everything `backup` holds that this database lacks, in one transaction: all of
    it, or nothing (`SaveError` for a conflict, naming it). The games to add or bring up to
    date are replayed first, outside the transaction."""
    _check_facts(backup)
    with store.transaction() as connection:
        plans = {entry.id: _plan(connection, entry) for entry in backup.games}
    checked = {entry.id: check_replay(entry) for entry in backup.games
               if plans[entry.id] != "same"}
    with store.transaction(write=True) as connection:
        changed = []
        for entry in backup.games:
            plan = _plan(connection, entry)  # again: another window may have played since
            if plan == "same":
                continue
            if entry.id not in checked:
                checked[entry.id] = check_replay(entry)
            changed.append(entry)
            plans[entry.id] = plan
        _store_games(connection, changed, [entry.id for entry in changed
                                           if plans[entry.id] == "up"])
        facts_added = _store_facts(connection, backup, store.now())
    added = sum(plans[entry.id] == "add" for entry in changed)
    return ImportReport(added, len(changed) - added, len(backup.games) - len(changed),
                        facts_added, len(backup.library) - facts_added,
                        sum(not checked[entry.id] for entry in changed))


#: How many answers are written in one statement (a list that long, and no longer, is
#: held in memory beside the backup).
_BATCH = 20_000
_INSERT_ANSWERS = insert(answers)


def _store_games(connection: Connection, entries: list[SavedGameEntry],
                 replaced: list[str]) -> None:
    """Write the games (those in `replaced` over their shorter copy here), all at once."""
    for start in range(0, len(replaced), 500):  # a statement holds at most 999 values
        some = replaced[start:start + 500]
        for table, column in ((supplied_answers, supplied_answers.c.game_id),
                              (answers, answers.c.game_id), (game_log, game_log.c.game_id),
                              (games, games.c.id)):
            connection.execute(delete(table).where(column.in_(some)))
    if not entries:
        return
    connection.execute(insert(games), [{
        "id": entry.id, "game": entry.game, "rules_version": entry.rules_version,
        "format_version": entry.format_version,
        "options": json.dumps(entry.options, sort_keys=True), "seed": entry.seed,
        "status": entry.status, "headline": entry.headline,
        "summary": json.dumps(entry.summary, sort_keys=True) if entry.summary is not None
        else None,
        "created_at": _utc(entry.created_at), "updated_at": _utc(entry.updated_at),
        "answer_count": len(entry.answers), "progress": entry.progress,
        "logged": None if entry.log is None else len(entry.answers),
        "last_table": None if entry.table is None else json.dumps(entry.table,
                                                                  ensure_ascii=False),
        "continued_as": entry.continued_as,
    } for entry in entries])
    batch: list[dict[str, object]] = []
    for entry in entries:  # in batches: one list of every answer would double the memory
        batch.extend({"game_id": entry.id, "number": answer["number"], "text": answer["text"],
                      "answered_at": _utc(answer["answered_at"]),
                      "label": answer.get("label")} for answer in entry.answers)
        if len(batch) >= _BATCH:
            connection.execute(_INSERT_ANSWERS, batch)
            batch = []
    if batch:
        connection.execute(_INSERT_ANSWERS, batch)
    for entry in entries:
        if entry.log:
            insert_events(connection, entry.id, Kept((), [
                (logged.answer, KeptEvent(logged.actor, logged.template, logged.fields))
                for logged in entry.log], 0, None))
    supplied = [{"game_id": entry.id, "number": number, "fact": fact}
                for entry in entries for number, fact in sorted(entry.supplied.items())]
    if supplied:
        connection.execute(insert(supplied_answers), supplied)


def _store_facts(connection: Connection, backup: Backup, now: datetime) -> int:
    """Each fact of the backup as a lesson of its own, merged with what is known here as an
    answer's would be; how many changed the library. `SaveError` for a contradiction."""
    changed = 0
    for fact in backup.library:
        definition = find_game(fact.game)
        outcome = teach_apart(connection, definition, fact.game, fact.fact, fact.value,
                              how="imported", mode="merge", now=now)
        if outcome is None:
            known = connection.execute(select(library_facts.c.value).where(
                (library_facts.c.game == fact.game) & (library_facts.c.fact == fact.fact))
            ).scalar_one()
            raise _refused(
                f"your components here and in the backup disagree on "
                f"{definition.fact_name(fact.fact)} ({definition.title}). Here: "
                f"{definition.describe_fact(fact.fact, known)}. In the backup: "
                f"{definition.describe_fact(fact.fact, fact.value)}. Correct one of them "
                "under “Your components”, then import again.")
        changed += outcome
    return changed
