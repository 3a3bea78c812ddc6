"""The person's component library, kept in the save database (`soloist.engine.library`).

Each fact is kept with its *lessons* (table `library_lessons`): what each answer of a saved
game taught it, what a file imported, what the person corrected by hand, in order. A fact's
value is what its lessons make, one after the other (`fold`): the first is taken as it is,
each next one merged in (`GameDefinition.merge_fact`), or, when the person said it is right,
put in place of the part it contradicts (`correct_fact`), or of the whole (a correction by
hand). Table `library_facts` holds that value, so reading a fact is one row.

- A lesson is written in the same transaction as the answer that taught it
  (`Store.append_answers`), after the one gate (`engine.library.fact_problem`), and never
  overwrites a known value without the person's say: a value that contradicts it raises
  `FactConflict`.
- Undo deletes the lessons of the answers it takes back and folds each fact they touched
  again (`take_back`): the library is then exactly what the remaining lessons make, however
  many times the game changed the fact.
- Forgetting a fact deletes it with its lessons: later undos do not bring it back.
- A stored value that no longer passes the gate (typed into the database by hand, or kept
  by an older Soloist) is *damaged*: a play does not read it (`Library.known`), the pages
  show it as damaged with forget and correct, and the next lesson replaces it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any, Literal

from sqlalchemy import Connection, RowMapping, bindparam, delete, func, insert, select, update

from soloist.engine.errors import SoloistError
from soloist.engine.library import FactConflict, FactRefused, FactRules, fact_problem
from soloist.engine.phrase import phrase
from soloist.engine.words import WORD_FACT, words_of
from soloist.store.database import library_facts, library_lessons

if TYPE_CHECKING:
    from soloist.store.database import Store

#: How a fact came to be known: the person answered it, a play derived it from answers,
#: it was imported from a file, or corrected (by hand, or by saying an answer is right).
How = Literal["told", "derived", "imported", "corrected"]
#: What a lesson does to the value known (`library_lessons`).
Mode = Literal["merge", "correct", "replace", "kept"]


class PlainRules:
    """The rules of facts of a game that says nothing of its own (`GameDefinition`'s
    defaults): any value that is not blank; only the same value agrees."""

    def check_fact(self, key: str, value: str) -> None:
        if not value.strip():
            raise ValueError("give a value")

    def merge_fact(self, key: str, known: str, learned: str) -> str | None:
        return known if known == learned else None

    def correct_fact(self, key: str, known: str, given: str) -> str:
        return given


PLAIN = PlainRules()


@dataclass(frozen=True)
class Learning:
    """A fact an answer taught: the person's answer to a fact question (`direct`), or one
    the play derived from its answers."""

    fact: str
    value: str
    direct: bool


@dataclass(frozen=True)
class Lesson:
    """What answer `number` of a saved game teaches: a `Learning`, merged with what is known
    ("merge"), put in place of the part it contradicts ("correct": the person said it is
    right), or only noted ("kept": the person kept the known value against it)."""

    number: int
    learning: Learning
    mode: Mode = "merge"


#: The months as a day is written ("3 May 2025"), each said in the reader's language.
MONTHS = (phrase("January"), phrase("February"), phrase("March"), phrase("April"),
          phrase("May"), phrase("June"), phrase("July"), phrase("August"),
          phrase("September"), phrase("October"), phrase("November"), phrase("December"))


def day(moment: datetime) -> str:
    """"3 May 2025"."""
    return phrase("{day} {month} {year}", day=moment.day, month=MONTHS[moment.month - 1],
                  year=moment.year)


@dataclass(frozen=True)
class KnownFact:
    """One fact of the library, with where it came from; `problem` says why its value is
    damaged (None when it reads, or when the library was read without a game's rules)."""

    game: str
    fact: str
    value: str
    how: str
    game_id: str | None
    number: int | None
    learned_at: datetime
    problem: str | None = None
    #: The damage is in the fact's name (no value can mend it: forget it).
    name_damaged: bool = False

    @property
    def source(self) -> str:
        """Where it came from, for a person ("your answer in a game on 3 May 2025",
        "imported from a file on 3 May 2025")."""
        return self.source_for(None)

    def source_for(self, game_id: str | None) -> str:
        """Where it came from, as the saved game `game_id` tells it ("an earlier answer of
        this game")."""
        when = day(self.learned_at)
        if self.game_id is not None:
            corrected = self.how == "corrected"  # "…, which you said is right"
            if self.game_id == game_id:
                return phrase("an earlier answer of this game, which you said is right") \
                    if corrected else phrase("an earlier answer of this game")
            if self.how == "derived":
                return phrase("worked out from your answers in a game on {day}", day=when)
            return phrase("your answer in a game on {day}, which you said is right",
                          day=when) if corrected else \
                phrase("your answer in a game on {day}", day=when)
        if self.how == "imported":
            return phrase("imported from a file on {day}", day=when)
        return phrase("corrected by hand on {day}", day=when)


def _fact_of(row: RowMapping) -> KnownFact:
    return KnownFact(str(row["game"]), str(row["fact"]), str(row["value"]), str(row["how"]),
                     row["game_id"], row["number"], row["learned_at"])


#: The statements every learning answer runs, built once (building one costs more than
#: running it on SQLite).
_SELECT_FACT = select(library_facts).where(
    (library_facts.c.game == bindparam("k_game")) & (library_facts.c.fact == bindparam("k_fact")))
_INSERT_FACT = insert(library_facts)
_INSERT_LESSON = insert(library_lessons)
_UPDATE_FACT = update(library_facts).where(
    (library_facts.c.game == bindparam("k_game")) & (library_facts.c.fact == bindparam("k_fact"))
).values(value=bindparam("v_value"), how=bindparam("v_how"), game_id=bindparam("v_game_id"),
         number=bindparam("v_number"), previous=None, learned_at=bindparam("v_learned_at"))
#: A fact's value alone, the statement built once: a game may look up several facts in one
#: answer (companion latency).
_VALUE = select(library_facts.c.value).where(
    (library_facts.c.game == bindparam("game")) & (library_facts.c.fact == bindparam("fact")))


def _known(connection: Connection, game: str, fact: str) -> KnownFact | None:
    row = connection.execute(_SELECT_FACT, {"k_game": game, "k_fact": fact}).mappings().first()
    return None if row is None else _fact_of(row)


def _readable(rules: FactRules, fact: str, value: str) -> bool:
    return fact_problem(rules, fact, value) is None


def _step(rules: FactRules, fact: str, known: str | None, mode: str,
          value: str) -> str | None:
    """The value a lesson makes of `known`; None: it contradicts it ("merge" only). A
    damaged known value is no fact: the lesson's value takes its place."""
    if known is None or mode == "replace" or not _readable(rules, fact, known):
        return value
    if mode == "correct":
        return rules.correct_fact(fact, known, value)
    return rules.merge_fact(fact, known, value)


def fold(rules: FactRules, fact: str,
         lessons: Iterable[Mapping[Any, Any]]) -> tuple[str, Mapping[Any, Any]] | None:
    """The value `lessons` (in order) make of `fact`, with the lesson that last changed it;
    None when they make nothing. A lesson that no longer merges (an earlier one it agreed
    with was taken back) takes the place of the value: the later answer wins."""
    value: str | None = None
    source: Mapping[Any, Any] | None = None
    for lesson in lessons:
        mode = str(lesson["mode"])
        if mode == "kept":
            continue
        given = str(lesson["value"])
        made = _step(rules, fact, value, mode, given)
        if made is None:
            made = given
        if made != value:
            value, source = made, lesson
    return None if value is None or source is None else (value, source)


def _write(connection: Connection, game: str, fact: str, known: KnownFact | None,
           value: str, source: Mapping[Any, Any]) -> None:
    """Set the fact's row to `value`, taught by lesson `source`."""
    row = {"v_value": value, "v_how": source["how"], "v_game_id": source["game_id"],
           "v_number": source["number"], "v_learned_at": source["learned_at"]}
    if known is None:
        connection.execute(_INSERT_FACT, {
            "game": game, "fact": fact, "value": value, "how": source["how"],
            "game_id": source["game_id"], "number": source["number"], "previous": None,
            "learned_at": source["learned_at"]})
    else:
        connection.execute(_UPDATE_FACT, {"k_game": game, "k_fact": fact, **row})


def _last_is(connection: Connection, game: str, fact: str, value: str, mode: str) -> bool:
    """Whether the fact's last lesson is an import or correction of `value`, as `mode`."""
    last = connection.execute(select(library_lessons).where(
        (library_lessons.c.game == game) & (library_lessons.c.fact == fact)
    ).order_by(library_lessons.c.id.desc()).limit(1)).mappings().first()
    return last is not None and last["game_id"] is None and last["value"] == value and \
        last["mode"] == mode


def learn(connection: Connection, game: str, lesson: Lesson, *, rules: FactRules,
          game_id: str, now: datetime) -> None:
    """Store what answer `lesson.number` of saved game `game_id` taught, in the caller's
    transaction. A value the gate refuses raises `FactRefused`, a contradiction
    `FactConflict` (so the transaction stores nothing)."""
    learning = lesson.learning
    fact, value = learning.fact, learning.value
    problem = fact_problem(rules, fact, value)
    if problem is not None:
        raise FactRefused(fact, problem.reason)
    how: How = "told" if learning.direct else "derived"
    if lesson.mode == "correct":
        how = "corrected"
    row = {"game": game, "fact": fact, "value": value, "how": how, "mode": lesson.mode,
           "game_id": game_id, "number": lesson.number, "learned_at": now}
    if lesson.mode == "kept":
        connection.execute(_INSERT_LESSON, row)
        return
    known = _known(connection, game, fact)
    made = _step(rules, fact, None if known is None else known.value, lesson.mode, value)
    if made is None:
        assert known is not None
        raise FactConflict(game, fact, known.value, value, direct=learning.direct,
                           learned_from=known.source_for(game_id))
    connection.execute(_INSERT_LESSON, row)
    if known is None or made != known.value:
        _write(connection, game, fact, known, made, row)


def teach_apart(connection: Connection, rules: FactRules, game: str, fact: str, value: str, *,
                how: How, mode: Mode, now: datetime) -> bool | None:
    """Store a lesson that no answer taught (a file imported, a backup brought in, a
    correction by hand), in the caller's transaction, after the gate: a lesson of its own,
    which no undo takes back. Whether the library's value changed; None when `value`
    contradicts the known one (nothing stored). The same import again, when its lesson is
    still the fact's last, stores nothing."""
    problem = fact_problem(rules, fact, value)
    if problem is not None:
        raise FactRefused(fact, problem.reason)
    known = _known(connection, game, fact)
    if known is not None and known.value == value and _last_is(connection, game, fact, value,
                                                               mode):
        return False
    made = _step(rules, fact, None if known is None else known.value, mode, value)
    if made is None:
        return None
    row = {"game": game, "fact": fact, "value": value, "how": how, "mode": mode,
           "game_id": None, "number": None, "learned_at": now}
    connection.execute(_INSERT_LESSON, row)
    if known is None or made != known.value:
        _write(connection, game, fact, known, made, row)
        return True
    return False


def learn_all(connection: Connection, game: str, lessons: Iterable[Lesson], *,
              rules: FactRules, game_id: str, now: datetime) -> None:
    for lesson in lessons:
        learn(connection, game, lesson, rules=rules, game_id=game_id, now=now)


def refold(connection: Connection, rules: FactRules, game: str, fact: str) -> None:
    """Make the fact's row what its lessons make (none: the fact is not known)."""
    lessons = connection.execute(select(library_lessons).where(
        (library_lessons.c.game == game) & (library_lessons.c.fact == fact)
    ).order_by(library_lessons.c.id)).mappings().all()
    made = fold(rules, fact, lessons)
    known = _known(connection, game, fact)
    if made is None:
        if known is not None:
            connection.execute(delete(library_facts).where(
                (library_facts.c.game == game) & (library_facts.c.fact == fact)))
        return
    value, source = made
    if known is None or (known.value, known.how, known.game_id, known.number) != (
            value, source["how"], source["game_id"], source["number"]):
        _write(connection, game, fact, known, value, source)


def take_back(connection: Connection, rules: FactRules, game_id: str, number: int) -> None:
    """Undo what the answers from `number` on of saved game `game_id` taught: their lessons
    are deleted, and each fact they touched is what its other lessons make."""
    taught = (library_lessons.c.game_id == game_id) & (library_lessons.c.number >= number)
    touched = connection.execute(select(library_lessons.c.game, library_lessons.c.fact)
                                 .where(taught).distinct()).all()
    if not touched:
        return
    connection.execute(delete(library_lessons).where(taught))
    for game, fact in sorted(touched):
        refold(connection, rules, str(game), str(fact))


def kept_by(store: Store, game_id: str) -> dict[str, int]:
    """The facts saved game `game_id` keeps as the library knows them (the person said so
    against this game's answers), each with the answer where they said it."""
    with store.transaction() as connection:
        rows = connection.execute(select(library_lessons.c.fact, library_lessons.c.number).where(
            (library_lessons.c.game_id == game_id) & (library_lessons.c.mode == "kept"))).all()
    return {str(fact): int(number) for fact, number in rows}


class Library:
    """The component library of one game in a save database: a `FactSource` for sessions,
    and what `soloist components` and the web's "Your components" page read and change.

    `rules` (the game's definition) are the gate and the merge: with them a damaged value
    is not read by a play (`known`, `as_mapping`) and is marked (`facts`)."""

    def __init__(self, store: Store, game: str, rules: FactRules | None = None) -> None:
        self.store = store
        self.game = game
        self.rules: FactRules = rules if rules is not None else PLAIN

    def known(self, fact: str) -> str | None:
        """The fact's value; None when it is not known, or damaged."""
        with self.store.transaction() as connection:
            value = connection.execute(_VALUE, {"game": self.game, "fact": fact}).scalar()
        if value is None or not _readable(self.rules, fact, str(value)):
            return None
        return str(value)

    def facts(self) -> list[KnownFact]:
        """Every fact known of this game, by name, each damaged one with its `problem`."""
        with self.store.transaction() as connection:
            rows = connection.execute(select(library_facts).where(
                library_facts.c.game == self.game).order_by(library_facts.c.fact)
            ).mappings().all()
        found = []
        for row in rows:
            known = _fact_of(row)
            problem = fact_problem(self.rules, known.fact, known.value)
            if problem is not None:
                known = KnownFact(known.game, known.fact, known.value, known.how,
                                  known.game_id, known.number, known.learned_at, problem.reason,
                                  problem.in_name)
            found.append(known)
        return found

    def words(self) -> dict[str, str]:
        """The person's own words for the game's terms ("your copy calls it …",
        `engine.words`): English term → their word, a damaged one left out. Read apart from
        the other facts (one query), for every page and log that shows the game's terms."""
        with self.store.transaction() as connection:
            rows = connection.execute(
                select(library_facts.c.fact, library_facts.c.value).where(
                    (library_facts.c.game == self.game)
                    & library_facts.c.fact.startswith(WORD_FACT, autoescape=True))).all()
        return words_of({str(fact): str(value) for fact, value in rows
                         if fact_problem(self.rules, str(fact), str(value)) is None})

    def as_mapping(self) -> dict[str, str]:
        """Every fact that reads, as fact → value: the snapshot simulation plays with, what
        export writes, what is still to learn (a damaged fact counts as unknown)."""
        return {known.fact: known.value for known in self.facts() if known.problem is None}

    def forget(self, fact: str) -> None:
        """Forget one fact, with what taught it (it will be asked again the next time a game
        needs it; taking back an answer that taught it does not bring it back). A game where
        the person kept the known value against its own answer still keeps to that choice:
        the "kept" notes taught nothing, and forgetting does not make that game's answer
        right."""
        with self.store.transaction(write=True) as connection:
            if _known(connection, self.game, fact) is None:
                raise SoloistError(f"your {self.game} components hold no fact {fact!r}")
            connection.execute(delete(library_facts).where(
                (library_facts.c.game == self.game) & (library_facts.c.fact == fact)))
            connection.execute(delete(library_lessons).where(
                (library_lessons.c.game == self.game) & (library_lessons.c.fact == fact)
                & (library_lessons.c.mode != "kept")))

    def correct(self, fact: str, value: str) -> None:
        """Set a fact's value by hand (a correction the person confirmed)."""
        self.put({fact: value}, how="corrected", replace=True)

    def fact(self, fact: str) -> KnownFact | None:
        """One fact with where it came from, or None when it is not known."""
        with self.store.transaction() as connection:
            return _known(connection, self.game, fact)

    def put(self, facts: Mapping[str, str], *, how: How = "imported", replace: bool = False,
            skip_conflicts: bool = False) -> list[str]:
        """Store several facts at once, all or none (an import), each through the gate (a
        refused one raises `FactRefused`, naming it). A value merges with the known one as a
        play's would (a deck's counts with the lower bounds known); one that contradicts it
        raises `FactConflict` and nothing is stored, unless `replace` (the file's value is
        taken) or `skip_conflicts` (the known one is kept); returns the facts so kept."""
        for fact, value in facts.items():
            problem = fact_problem(self.rules, fact, value)
            if problem is not None:
                raise FactRefused(fact, problem.reason)
        now = self.store.now()
        differ = []
        with self.store.transaction(write=True) as connection:
            for fact, value in facts.items():
                mode: Mode = "replace" if replace else "merge"
                changed = teach_apart(connection, self.rules, self.game, fact, value,
                                      how=how, mode=mode, now=now)
                if changed is None:
                    if skip_conflicts:
                        differ.append(fact)
                        continue
                    known = _known(connection, self.game, fact)
                    assert known is not None
                    raise FactConflict(self.game, fact, known.value, value, direct=True,
                                       learned_from=known.source)
        return differ


def games_with_facts(store: Store) -> list[tuple[str, int]]:
    """Each game with a component library in the database, and how many facts it holds."""
    with store.transaction() as connection:
        rows = connection.execute(
            select(library_facts.c.game, func.count()).group_by(library_facts.c.game)
            .order_by(library_facts.c.game)).all()
    return [(str(game), int(count)) for game, count in rows]


__all__ = ["PLAIN", "KnownFact", "Learning", "Lesson", "Library", "fold",
           "games_with_facts", "kept_by", "learn", "learn_all", "take_back", "teach_apart"]
