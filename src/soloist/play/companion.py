"""Saved play: a session and its saved game, kept in step (shared by every driver).

Every answer is validated by the question first, stored second, and given to the game
third, so the database never holds an answer the game refused, and the game never moves
on an answer that was not stored. Undo drops the stored answer and replays.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from soloist.engine.chance import new_seed
from soloist.engine.errors import GameOver, SaveError
from soloist.engine.game import GameDefinition
from soloist.engine.session import Session
from soloist.engine.tableview import table_of
from soloist.games import find_game
from soloist.store import Store


@dataclass
class SavedPlay:
    """A session together with the id of its saved game."""

    game_id: str
    session: Session
    store: Store
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
        session = Session.start(definition, options, new_seed() if seed is None else seed)
        game_id = store.create(session.record)
        saved = cls(game_id, session, store)
        saved._finish_if_over()
        saved.note_progress()
        return saved

    @classmethod
    def load(cls, store: Store, game_id: str) -> SavedPlay:
        """The saved game replayed; `SaveError` (never a half-loaded game) if it cannot be."""
        record = store.load(game_id)
        try:
            definition = find_game(record.game)
        except LookupError:
            raise SaveError(
                f"saved game {game_id} is a {record.game!r} game, which this Soloist does not "
                "play"
            ) from None
        session = Session.replay(definition, record)
        saved = cls(game_id, session, store)
        saved.noted = saved.progress()  # as good as noted: written by whoever moved it last
        return saved

    @property
    def definition(self) -> GameDefinition:
        return self.session.definition

    def answer(self, text: str) -> str:
        """Validate, store, then play the answer; returns its stable text form."""
        question = self.session.question
        if question is None:
            raise GameOver("the game is over; there is nothing left to answer")
        key, _ = question.parse(text)  # InvalidAnswer: nothing stored, nothing changed
        number = len(self.session.answers) + 1
        self.store.append_answer(self.game_id, number, key)
        try:
            self.session.answer(key)
        except Exception:
            self.store.drop_last_answer(self.game_id, number)
            raise
        self._finish_if_over()
        self.note_progress()
        return key

    def undo(self) -> str:
        """Take back the last answer; returns it. Dice and cards revealed stay the same."""
        previous = self.session.undo()  # InvalidAnswer when there is nothing to undo
        taken_back = self.session.answers[-1]
        self.store.drop_last_answer(self.game_id, len(self.session.answers))
        self.session = previous
        self.note_progress()
        return taken_back

    def progress(self) -> str | None:
        """Where the game stands, as its table view says ("Round 3 of 5")."""
        view = table_of(self.session.play)
        return view.progress if view is not None else None

    def note_progress(self) -> None:
        """Keep the store's note of the game's progress up to date (for lists of games)."""
        progress = self.progress()
        if progress is not None and progress != self.noted:
            self.store.note_progress(self.game_id, progress)
            self.noted = progress

    def _finish_if_over(self) -> None:
        result = self.session.result
        if result is not None:
            self.store.finish(self.game_id, result.headline(), result.summary())
