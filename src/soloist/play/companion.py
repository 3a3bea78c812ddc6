"""Saved play: a session and its saved game, kept in step (shared by every driver).

Every answer is validated by the question first, played second and stored third, in one
transaction with the answers Soloist then supplied from the person's component library and
the facts the answer taught it; if storing fails, the game is rewound, so the database never
holds an answer the game refused, and the game never moves on an answer that was not
stored. Undo takes back the person's last answer (with what it taught) and replays.

Loading a saved game (to show it, resume it or replay it) reads the library and never
writes to it: the answers Soloist supplies from it then are stored with the next answer.
A fact the game taught that the library has learned otherwise since is asked about ("which
is right?") when the game changes it again, once: the person's choice is kept for the rest
of the game.

Every answer is stored with what the game needs to be shown whatever rules later read it:
the answer's words, the log it set off (each event's template and values) and the table as
it then stands. A game saved before Soloist kept logs gets its log, as today's rules replay
it, the first time it is loaded (the only write a load makes, and never to the library). A
game saved under older rules is replayed under today's (`soloist.engine.updates`): if every
answer agrees it plays on, and the next answer stored notes today's rules version; if not,
loading it raises `RulesChanged` (`soloist.play.updates`), and `go_on` starts a new game
from the answers that agree.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime

from sqlalchemy import Connection

from soloist.engine.chance import new_seed
from soloist.engine.errors import GameOver, InvalidAnswer, SaveError
from soloist.engine.game import GameDefinition
from soloist.engine.library import (
    TAKE_GIVEN,
    FactConflict,
    FactRefused,
    fact_problem,
    learned_facts,
)
from soloist.engine.log import keep
from soloist.engine.phrase import phrase
from soloist.engine.session import Record, Session
from soloist.engine.tableview import final_table_of, table_lines, table_of
from soloist.engine.text import control_characters
from soloist.engine.updates import cross
from soloist.games import find_game
from soloist.play.updates import RulesChanged
from soloist.store import Store
from soloist.store.database import Kept
from soloist.store.library import Learning, Lesson, Library, Mode, kept_by, learn_all, take_back


def _derived(before: Mapping[str, str], after: Mapping[str, str],
             number: int) -> list[Lesson]:
    """What a play derived between two states of its `learned` mapping, as lessons of answer
    `number`."""
    return [Lesson(number, Learning(fact, value, direct=False))
            for fact, value in after.items() if before.get(fact) != value]


@dataclass
class SavedPlay:
    """A session together with the id of its saved game."""

    game_id: str
    session: Session
    store: Store
    #: The facts the play had derived by itself after its stored answers (`learned_facts`).
    stored_learned: dict[str, str] = field(default_factory=dict)
    #: The progress last noted in the store ("Round 3"): written again only when it changes.
    noted: str | None = field(default=None, compare=False)
    #: How many of the session's answers are stored (the rest were supplied from the library
    #: when the game was loaded, or after an undo: they are stored with the next answer).
    stored: int = 0
    #: The facts this game keeps as the library knows them, because the person said so
    #: against this game's answers (fact → the answer where they said it): not taught again.
    kept: dict[str, int] = field(default_factory=dict)
    #: While an answer is being settled ("which is right?"): its number, what the person
    #: chose for each fact it contradicted ("correct" or "kept"), and the answer given
    #: instead of theirs (the library's value of the fact they were asked), if any.
    settling: tuple[int, dict[str, Mode], str | None] = field(default=(0, {}, None),
                                                               compare=False)
    #: How many of the session's log events are stored (with the answers that set them off).
    logged: int = 0
    #: Whether the store holds the game's whole log up to `logged` (else the next answer
    #: stored writes it whole: a game saved before Soloist kept logs).
    log_whole: bool = True
    #: The rules version the game was saved under, when older than today's (today's replay
    #: it in full): the next change stored notes today's.
    saved_rules: int | None = None

    @classmethod
    def start(
        cls,
        store: Store,
        definition: GameDefinition,
        options: Mapping[str, object],
        seed: int | None = None,
    ) -> SavedPlay:
        session = Session.start(definition, options, new_seed() if seed is None else seed,
                                library=Library(store, definition.name, definition))
        saved = cls("", session, store, stored=len(session.answers))
        # What the answers supplied at setup taught (never undone), through the gate.
        learned = dict(learned_facts(session.play))
        gated = saved._gated(_derived({}, learned, len(session.answers)), {}, refuse=False)

        def teach(connection: Connection, game_id: str, now: datetime) -> None:
            learn_all(connection, definition.name, gated, rules=definition, game_id=game_id,
                      now=now)

        # The game, where it stands, what it keeps to be shown and what its start taught,
        # stored in one transaction: a start that cannot be stored (a full disk) leaves no
        # empty game behind.
        kept = kept_since(session, 1, 0, whole=True)
        saved.game_id = store.create(session.record, progress=kept.progress,
                                     taught=teach if gated else None, kept=kept)
        saved.stored_learned = learned
        saved.noted = kept.progress
        saved.logged = len(session.log)
        saved._finish_if_over()
        return saved

    @classmethod
    def load(cls, store: Store, game_id: str) -> SavedPlay:
        """The saved game replayed; `SaveError` (never a half-loaded game) if it cannot be,
        `RulesChanged` if it was saved under older rules that today's do not replay in full.
        A fact the game now waits for that the library has learned since is supplied (and
        stored with the next answer). Nothing is written, but the log of a game saved
        before Soloist kept logs."""
        record = store.load(game_id)
        try:
            definition = find_game(record.game)
        except LookupError:
            raise SaveError(phrase(
                "saved game {game} is a {kind} game, which this Soloist does not play",
                game=game_id, kind=repr(record.game))) from None
        library = Library(store, definition.name, definition)
        saved_rules = None
        if record.rules_version == definition.rules_version:
            session = Session.replay(definition, record, supply=False, library=library)
            whole = store.log_is_whole(game_id, len(session.log))
            if not whole:  # saved before Soloist kept logs (or brought in with another log):
                whole = store.keep_log(game_id, len(record.answers),  # kept now, while
                                       kept_since(session, 1, 0, whole=True))  # today's
                # rules are the game's own
        else:
            session, whole = cls._across(store, game_id, definition, record, library)
            saved_rules = record.rules_version
        saved = cls(game_id, session, store, stored=len(record.answers),
                    stored_learned=dict(learned_facts(session.play)),
                    kept=kept_by(store, game_id), logged=len(session.log), log_whole=whole,
                    saved_rules=saved_rules)
        session.supply()
        saved.noted = saved.progress()  # as good as noted: written by whoever moved it last
        return saved

    @staticmethod
    def _across(store: Store, game_id: str, definition: GameDefinition, record: Record,
                library: Library) -> tuple[Session, bool]:
        """A game saved under other rules, replayed under today's: its session and whether
        its whole log was kept (and agrees); `RulesChanged` unless every answer agrees."""
        if record.rules_version > definition.rules_version:
            raise SaveError(phrase(
                "saved game {game} was saved by a newer Soloist (rules version {saved} of "
                "{title}; this one plays version {today}). Upgrade Soloist to open it.",
                game=game_id, saved=record.rules_version, title=definition.title,
                today=definition.rules_version))
        kept = store.kept(game_id)
        crossing = cross(definition, record, kept.events, labels=kept.labels,
                         library=library)
        if not crossing.replays or crossing.session is None:
            raise RulesChanged(definition, store.info(game_id), crossing, kept)
        return crossing.session, kept.events is not None

    @classmethod
    def go_on(cls, store: Store, changed: RulesChanged) -> SavedPlay:
        """A new game that goes on from the answers of `changed`'s game that today's rules
        agree on (that game is kept as it is, noting the new one); `SaveError` if it cannot
        go on (see `RulesChanged.can_go_on`)."""
        session = changed.crossing.session
        if session is None or not changed.can_go_on:
            raise SaveError(phrase("saved game {game} cannot go on: {notes}",
                                   game=changed.saved.id, notes=" ".join(changed.notes())))
        kept = kept_since(session, 1, 0, whole=True)
        game_id = store.create(session.record, progress=kept.progress, kept=kept,
                               continues=changed.saved.id)
        saved = cls(game_id, session, store, stored=len(session.answers),
                    stored_learned=dict(learned_facts(session.play)),
                    logged=len(session.log), noted=kept.progress)
        session.supply()
        saved._finish_if_over()
        return saved

    @property
    def definition(self) -> GameDefinition:
        return self.session.definition

    @property
    def library(self) -> Library:
        return Library(self.store, self.definition.name, self.definition)

    def answer(self, text: str) -> str:
        """Validate, play, then store the answer; returns its stable text form.

        `FactConflict` when the answer contradicts a fact of the person's component library:
        nothing is stored and the game is as it was; ask `conflict.question()` and call
        `settle`. `FactRefused` (an `InvalidAnswer`) when it would teach the library a fact
        an import would refuse: nothing is stored."""
        session = self.session
        question = session.question
        if question is None:
            raise GameOver(phrase("the game is over; there is nothing left to answer"))
        if question.text is not None:
            sign = control_characters(text.strip())
            if sign is not None:
                raise InvalidAnswer(phrase(
                    "an answer holds no control character (here: {sign})", sign=sign))
        key, _ = question.parse(text)  # InvalidAnswer: nothing stored, nothing changed
        number = len(session.answers) + 1
        settled = self.settling[1] if self.settling[0] == number else {}
        pending = dict(learned_facts(session.play))  # with the supplied answers not stored
        session.answer(key)  # a rules error rewinds the session itself
        learned = dict(learned_facts(session.play))
        direct = [Lesson(number, Learning(question.fact, key, direct=True))] \
            if question.fact else []
        lessons = [*_derived(self.stored_learned, pending, self.stored + 1), *direct,
                   *_derived(pending, learned, number)]
        try:
            kept = self._store(lessons, settled=settled)
        except Exception:
            session.rewind(number - 1)
            raise
        self.stored_learned = learned
        self.kept.update({fact: number for fact in kept})
        self.settling = (0, {}, None)
        self._finish_if_over()
        self.note_progress()
        return key

    def settle(self, conflict: FactConflict, choice: str, text: str) -> str:
        """Go on after the person chose which is right in `conflict` (raised by answering
        `text`); returns the answer stored. Their answer: the library is corrected where it
        contradicts it (`GameDefinition.correct_fact`). The library's fact: for a fact they
        were asked, the library's value is the answer; for a fact the play derived, their
        answer stands and this game no longer changes that fact (it is not asked again).
        Another contradiction of the same answer raises `FactConflict` again; what was chosen
        is remembered until the answer is stored."""
        number = len(self.session.answers) + 1
        if self.settling[0] != number:
            self.settling = (number, {}, None)
        _, settled, instead = self.settling
        text = instead if instead is not None else text
        if choice == TAKE_GIVEN:
            settled[conflict.key] = "correct"
            return self.answer(text)
        question = self.session.question
        if conflict.direct and question is not None:
            try:
                question.parse(conflict.known)
            except InvalidAnswer:
                pass  # the known value is no answer here: their answer stands
            else:  # the library's value is the answer (if it meets another fact: asked)
                self.settling = (number, settled, conflict.known)
                return self.answer(conflict.known)
        settled[conflict.key] = "kept"
        return self.answer(text)

    def retract(self) -> None:
        """Forget a pending "which is right?" (the person took back the answer it was for:
        nothing had been stored)."""
        self.settling = (0, {}, None)

    def undo(self) -> str:
        """Take back the person's last answer, with the answers Soloist supplied after it and
        what they taught the library; returns it. Dice and cards revealed stay the same."""
        session = self.session
        number = session.last_person_answer()  # InvalidAnswer when there is nothing to undo
        taken_back = session.answers[number - 1]
        game_id, rules = self.game_id, self.definition

        def untaught(connection: Connection) -> None:
            take_back(connection, rules, game_id, number)

        fresh = session.undo(supply=False)
        self.store.drop_answers_from(game_id, number, expected=self.stored,
                                     untaught=untaught, kept=kept_since(fresh, 0, 0, table=True),
                                     rules_version=self.upgrade)
        self.session = fresh
        self.stored = len(fresh.answers)
        self.logged = len(fresh.log)
        self.saved_rules = None
        self.stored_learned = dict(learned_facts(fresh.play))
        self.kept = {fact: at for fact, at in self.kept.items() if at < number}
        self.settling = (0, {}, None)
        fresh.supply()  # the library may know what it waits for: stored with the next answer
        self.note_progress()
        return taken_back

    def progress(self) -> str | None:
        """Where the game stands, as its table view says ("Round 3 of 5")."""
        return progress_of(self.session)

    def note_progress(self) -> None:
        """Keep the store's note of the game's progress up to date (for lists of games)."""
        progress = self.progress()
        if progress is not None and progress != self.noted:
            self.store.note_progress(self.game_id, progress)
            self.noted = progress

    def _gated(self, lessons: Sequence[Lesson], settled: Mapping[str, Mode], *,
               refuse: bool) -> list[Lesson]:
        """The lessons to store, through the library's gate: a fact this game keeps as the
        library knows it is not taught; a fact whose name cannot be kept is not taught (the
        game goes on); a value the gate refuses is `FactRefused` (unless `refuse` is false,
        or the play already held a refused value before this answer: then it is not taught,
        so that no game is locked out by what an older Soloist let through)."""
        definition = self.definition
        gated = []
        for lesson in lessons:
            learning = lesson.learning
            fact = learning.fact
            if not learning.direct and fact in self.kept:
                continue
            problem = fact_problem(definition, fact, learning.value)
            if problem is not None:
                earlier = self.stored_learned.get(fact)
                held = not learning.direct and earlier is not None and \
                    fact_problem(definition, fact, earlier) is not None
                if problem.in_name or held or not refuse:
                    continue
                raise FactRefused(fact, problem.reason, name=definition.fact_name(fact))
            mode = settled.get(fact)
            gated.append(Lesson(lesson.number, learning, mode) if mode else lesson)
        return gated

    def _store(self, lessons: Sequence[Lesson], *, settled: Mapping[str, Mode] | None = None,
               refuse: bool = True) -> list[str]:
        """Store the session's answers not stored yet, the ones Soloist supplied among them,
        and `lessons` (through the gate, with the person's `settled` choices); returns the
        facts the game now keeps as the library knows them."""
        session = self.session
        first = self.stored + 1
        gated = self._gated(lessons, settled or {}, refuse=refuse)
        answers = session.answers[first - 1:]
        if not answers and not gated:
            return []
        definition = self.definition
        game_id = self.game_id

        def teach(connection: Connection, now: datetime) -> None:
            learn_all(connection, definition.name, gated, rules=definition, game_id=game_id,
                      now=now)

        kept = kept_since(session, first, self.logged if self.log_whole else 0,
                          whole=not self.log_whole)
        self.store.append_answers(
            game_id, first, answers,
            supplied={n: f for n, f in session.supplied.items() if n >= first},
            taught=teach if gated else None, kept=kept, rules_version=self.upgrade)
        self.stored = len(session.answers)
        self.logged = len(session.log)
        self.log_whole = True
        self.saved_rules = None
        self.noted = kept.progress if kept.progress is not None else self.noted
        return [lesson.learning.fact for lesson in gated if lesson.mode == "kept"]

    @property
    def upgrade(self) -> int | None:
        """Today's rules version, for the next change stored to note, when the game was
        saved under older rules (that today's replay in full)."""
        return self.definition.rules_version if self.saved_rules is not None else None

    def _finish_if_over(self) -> None:
        result = self.session.result
        if result is not None:
            self.store.finish(self.game_id, result.headline(), result.summary())


def kept_since(session: Session, first: int, first_event: int, *, whole: bool = False,
               table: bool = False) -> Kept:
    """What the session's answers from number `first` keep to show the game (their words,
    the log from event `first_event` with the answer that set off each event, the table as
    it stands); `table`: the table alone (after an undo)."""
    result = session.result
    question = session.question
    view = final_table_of(session.play, question, result.summary() if result else None)
    shown = {"lines": table_lines(view) if view is not None else [],
             "waiting": question.prompt if question is not None else None}
    progress = view.progress if view is not None else None
    if table:
        return Kept((), (), first_event, shown, progress)
    marks = session.answer_marks
    events = session.log.events
    return Kept(session.answer_labels[first - 1:],
                [(bisect_right(marks, number), keep(events[number]))
                 for number in range(first_event, len(events))],
                first_event, shown, progress, whole)


def progress_of(session: Session) -> str | None:
    """Where a game stands, as its table view says ("Round 3 of 5")."""
    view = table_of(session.play)
    return view.progress if view is not None else None
