"""A saved game whose rules have changed since it was saved: shown as it was played, and
offered to go on where today's rules still agree (docs/store.md, "What an update promises").

`SavedPlay.load` replays a game saved under an older rules version under today's rules
(`soloist.engine.updates.cross`). When every answer agrees, the game plays on. When not, it
raises `RulesChanged`, which says where the versions part and carries what the game kept to
be shown (`KeptView`): its log as it was played, its table after its last answer, its
result. Every driver shows that, and offers to go on from the agreed answers as a new game
(`SavedPlay.go_on`); the old game is never changed but for a note of the game that goes on.
"""

from __future__ import annotations

from dataclasses import dataclass

from soloist.engine.errors import SaveError
from soloist.engine.game import GameDefinition
from soloist.engine.log import KeptEvent, keep
from soloist.engine.tableview import final_table_of, table_lines
from soloist.engine.updates import Crossing
from soloist.store.database import KeptGame, SavedGame


def answers(count: int) -> str:
    return f"{count} answer{'' if count == 1 else 's'}"


class RulesChanged(SaveError):
    """A game saved under rules that have changed since, which today's rules do not replay
    in full: `crossing` says how far they agree and where they part; `saved` is the game's
    row and `kept` what it kept to be shown."""

    def __init__(self, definition: GameDefinition, saved: SavedGame, crossing: Crossing,
                 kept: KeptGame) -> None:
        self.definition = definition
        self.saved = saved
        self.crossing = crossing
        self.kept = kept
        super().__init__(" ".join(self.notes()))

    @property
    def can_go_on(self) -> bool:
        """Whether a game may go on from the agreed answers: a game in progress (or left)
        that does not go on elsewhere already, whose options today's rules still read."""
        return (not self.saved.is_finished and self.saved.continued_as is None
                and self.crossing.session is not None)

    def notes(self) -> list[str]:
        """What happened to this game, in sentences for any screen."""
        crossing = self.crossing
        total = len(crossing.record.answers)
        said = [f"This game was saved under an earlier version of Soloist's rules for "
                f"{self.definition.title} (version {crossing.record.rules_version}; today's "
                f"is version {self.definition.rules_version})."]
        if crossing.divergence is not None:
            said.append(crossing.divergence.sentence())
        if crossing.session is not None:
            agree = f"with its first {answers(crossing.agreed)} of {total}" \
                if crossing.agreed else f"with none of its {answers(total)}"
            said.append(f"Today's rules agree {agree}" + (
                "." if crossing.compared else ", as far as its answers show: it was saved "
                "before Soloist kept each game's log."))
        if self.saved.continued_as is not None:
            said.append(f"It goes on as game {self.saved.continued_as}.")
        return said

    def go_on_offer(self) -> str:
        """The offer to go on, in words (when `can_go_on`)."""
        agreed = self.crossing.agreed
        start = "from its start" if agreed == 0 else f"after its answer {agreed}"
        return (f"You can go on {start}, as a new game under today's rules: set your table "
                f"back to how it stood then. This game stays as it was played.")


@dataclass(frozen=True)
class KeptView:
    """A game as it was played, whatever rules Soloist plays now: its log (`events`, as it
    was kept; or, for a game saved before Soloist kept logs, today's replay of the answers
    that agree: `replayed`), its table after its last answer, in words, the question it
    waited for, and its result."""

    events: list[KeptEvent]
    replayed: bool
    table: list[str]
    waiting: str | None
    headline: str | None


def kept_view(changed: RulesChanged) -> KeptView:
    """What `changed`'s game kept, ready to show."""
    kept = changed.kept
    session = changed.crossing.session
    table = kept.table or {}
    stored = table.get("lines")
    lines = [str(line) for line in stored] if isinstance(stored, list) else []
    waiting = table.get("waiting") if isinstance(table.get("waiting"), str) else None
    if kept.events is not None:
        return KeptView([event for _, event in kept.events], False, lines,
                        None if changed.saved.is_finished else str(waiting or "") or None,
                        changed.saved.headline)
    events = [keep(event) for event in session.log] if session is not None else []
    if not lines and session is not None:
        view = final_table_of(session.play, session.question, None)
        lines = table_lines(view) if view is not None else []
    return KeptView(events, True, lines, None, changed.saved.headline)


def replayed_note(changed: RulesChanged) -> str:
    """What a replayed log is (a game saved before Soloist kept logs)."""
    return (f"Soloist kept no log of this game when it was played. Below, today's rules "
            f"replay its first {answers(changed.crossing.agreed)}; what followed is not shown.")
