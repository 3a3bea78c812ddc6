"""Saved play: a session and its saved game, kept in step (shared by every driver).

Every answer is validated by the question first, played second and stored third, in one
transaction with the answers Soloist then supplied from the person's component library and
the facts the answer taught it; if storing fails, the game is rewound, so the database never
holds an answer the game refused, and the game never moves on an answer that was not
stored. Undo takes back the person's last answer (with what it taught) and replays.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime

from sqlalchemy import Connection

from soloist.engine.chance import new_seed
from soloist.engine.errors import GameOver, SaveError
from soloist.engine.game import GameDefinition
from soloist.engine.library import TAKE_GIVEN, FactConflict, learned_facts
from soloist.engine.session import Session
from soloist.engine.tableview import table_of
from soloist.games import find_game
from soloist.store import Store
from soloist.store.library import Learning, Library, learn_all, take_back


@dataclass
class SavedPlay:
    """A session together with the id of its saved game."""

    game_id: str
    session: Session
    store: Store
    #: The facts the play had derived by itself when last stored (`learned_facts`).
    stored_learned: dict[str, str] = field(default_factory=dict)
    #: The progress last noted in the store ("Round 3"): written again only when it changes.
    noted: str | None = field(default=None, compare=False)

    @classmethod
    def start(
        cls,
        store: Store,
        definition: GameDefinition,
        options: Mapping[str, object],
        seed: int | None = None,
    ) -> SavedPlay:
        session = Session.start(definition, options, new_seed() if seed is None else seed,
                                library=Library(store, definition.name))
        # The game, where it stands and what its start taught, stored in one transaction:
        # a start that cannot be stored (a full disk) leaves no empty game behind.
        learned = learned_facts(session.play)
        lessons = [(len(session.answers) + 1, Learning(fact, value, direct=False))
                   for fact, value in learned.items()]

        def teach(connection: Connection, game_id: str, now: datetime) -> None:
            learn_all(connection, definition.name, lessons, merge=definition.merge_fact,
                      game_id=game_id, now=now, replace=False)

        progress = progress_of(session)
        game_id = store.create(session.record, progress=progress,
                               taught=teach if lessons else None)
        saved = cls(game_id, session, store, stored_learned=dict(learned), noted=progress)
        saved._finish_if_over()
        return saved

    @classmethod
    def load(cls, store: Store, game_id: str) -> SavedPlay:
        """The saved game replayed; `SaveError` (never a half-loaded game) if it cannot be.
        A fact the game now waits for that the library has learned since is supplied."""
        record = store.load(game_id)
        try:
            definition = find_game(record.game)
        except LookupError:
            raise SaveError(
                f"saved game {game_id} is a {record.game!r} game, which this Soloist does not "
                "play"
            ) from None
        session = Session.replay(definition, record, library=Library(store, definition.name))
        saved = cls(game_id, session, store)
        stored = len(record.answers)
        if len(session.answers) > stored:  # supplied from what the library learned since
            saved._store_from(stored + 1, ())
        saved.stored_learned = dict(learned_facts(session.play))
        saved.noted = saved.progress()  # as good as noted: written by whoever moved it last
        return saved

    @property
    def definition(self) -> GameDefinition:
        return self.session.definition

    @property
    def library(self) -> Library:
        return Library(self.store, self.definition.name)

    def answer(self, text: str, *, correct_facts: bool = False) -> str:
        """Validate, play, then store the answer; returns its stable text form.

        `FactConflict` when the answer contradicts a fact of the person's component library:
        nothing is stored and the game is as it was; ask `conflict.question()` and call
        `settle`. (`correct_facts`: the person has said this answer is right.)"""
        session = self.session
        question = session.question
        if question is None:
            raise GameOver("the game is over; there is nothing left to answer")
        key, _ = question.parse(text)  # InvalidAnswer: nothing stored, nothing changed
        first = len(session.answers) + 1
        session.answer(key)  # a rules error rewinds the session itself
        taught = [Learning(question.fact, key, direct=True)] if question.fact else []
        try:
            self._store_from(first, taught, correct_facts=correct_facts)
        except Exception:
            session.rewind(first - 1)
            raise
        self._finish_if_over()
        self.note_progress()
        return key

    def settle(self, conflict: FactConflict, choice: str, text: str) -> str | None:
        """Go on after the person chose which is right in `conflict` (raised by answering
        `text`): their answer (the library is corrected) or the library's fact (then, for a
        fact they were asked, the library's value is the answer; for a fact the play derived,
        nothing is stored and they answer the question again: None)."""
        if choice == TAKE_GIVEN:
            return self.answer(text, correct_facts=True)
        if conflict.direct:
            return self.answer(conflict.known)
        return None

    def undo(self) -> str:
        """Take back the person's last answer, with the answers Soloist supplied after it and
        what they taught the library; returns it. Dice and cards revealed stay the same."""
        session = self.session
        number = session.last_person_answer()  # InvalidAnswer when there is nothing to undo
        taken_back = session.answers[number - 1]
        game_id = self.game_id

        def untaught(connection: Connection) -> None:
            take_back(connection, game_id, number)

        self.store.drop_answers_from(game_id, number, expected=len(session.answers),
                                     untaught=untaught)
        self.session = session.undo()
        if len(self.session.answers) >= number:  # the library knew it from elsewhere
            self._store_from(number, ())
        self.stored_learned = dict(learned_facts(self.session.play))
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

    def _store_from(self, first: int, taught: Sequence[Learning], *,
                    correct_facts: bool = False) -> None:
        """Store the session's answers from `first` on, the ones Soloist supplied among them,
        and what they taught: `taught` and the facts the play derived since last stored."""
        session = self.session
        learned = learned_facts(session.play)
        before = self.stored_learned
        derived = [Learning(fact, value, direct=False) for fact, value in learned.items()
                   if before.get(fact) != value]
        lessons = [(first, learning) for learning in (*taught, *derived)]
        answers = session.answers[first - 1:]
        if not answers and not lessons:
            return
        definition = self.definition
        game_id = self.game_id

        def teach(connection: Connection, now: datetime) -> None:
            learn_all(connection, definition.name, lessons, merge=definition.merge_fact,
                      game_id=game_id, now=now, replace=correct_facts)

        self.store.append_answers(
            game_id, first, answers,
            supplied={n: f for n, f in session.supplied.items() if n >= first},
            taught=teach if lessons else None)
        self.stored_learned = dict(learned)

    def _finish_if_over(self) -> None:
        result = self.session.result
        if result is not None:
            self.store.finish(self.game_id, result.headline(), result.summary())


def progress_of(session: Session) -> str | None:
    """Where a game stands, as its table view says ("Round 3 of 5")."""
    view = table_of(session.play)
    return view.progress if view is not None else None
