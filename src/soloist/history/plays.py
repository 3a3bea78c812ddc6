"""The finished games of the save database, read the same way for every game.

Every finished game's summary carries ``outcome`` ("win", "loss" or "tie", from the
person's side), ``person_won`` and, when known, ``person_score`` (docs/architecture.md);
the level is the saved value of the game's difficulty option (its sweep option, when
that is a ladder of difficulty levels; a game without one has no level).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime

from soloist.engine.errors import UnknownGame
from soloist.engine.game import GameDefinition
from soloist.store import SavedGame, Store

OUTCOMES = ("win", "tie", "loss")


@dataclass(frozen=True)
class HistoryPlay:
    """One finished game of the person's."""

    id: str
    game: str
    title: str
    level: str | None
    level_label: str
    outcome: str
    person_score: float | None
    automa_score: float | None
    automa_name: str
    started: datetime
    finished: datetime
    answers: int
    headline: str
    options: Mapping[str, object]
    summary: Mapping[str, object]

    @property
    def won(self) -> bool:
        return self.outcome == "win"

    @property
    def letter(self) -> str:
        return {"win": "W", "loss": "L", "tie": "T"}.get(self.outcome, "?")


def definition_of(name: str) -> GameDefinition | None:
    from soloist.games import find_game

    try:
        return find_game(name)
    except UnknownGame:
        return None


def automa_column(definition: GameDefinition | None, summary: Mapping[str, object]) -> str | None:
    if definition is not None and definition.automa_score_column in summary:
        return definition.automa_score_column
    candidates = list(definition.simulation_columns) if definition is not None else []
    candidates += sorted(summary)
    return next((key for key in candidates if key.endswith("_score") and key != "person_score"
                 and isinstance(summary.get(key), int | float)), None)


def automa_name(definition: GameDefinition | None, name: str) -> str:
    """The automa as a player: the part of the title after the colon ("The Machine")."""
    title = definition.title if definition is not None else name
    automa = title.split(":", 1)[1].strip() if ":" in title else "Automa"
    return automa[:1].upper() + automa[1:]  # a player's name: "The Mautoma"


def base_game_name(definition: GameDefinition | None, name: str) -> str:
    """The board game's own name: the part of the title before the colon."""
    title = definition.title if definition is not None else name
    return title.split(":", 1)[0].strip()


def outcome_of(summary: Mapping[str, object]) -> str:
    outcome = summary.get("outcome")
    if isinstance(outcome, str) and outcome in OUTCOMES:
        return outcome
    won = summary.get("person_won")
    if isinstance(won, int | float):
        return "win" if won else "loss"
    return "unknown"


def aware(moment: datetime) -> datetime:
    """The store writes UTC; SQLite gives it back without its zone."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def number(value: object) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return value


def to_play(saved: SavedGame) -> HistoryPlay:
    definition = definition_of(saved.game)
    summary = dict(saved.summary or {})
    level: str | None = None
    label = ""
    if definition is not None and definition.difficulty_option is not None:
        sweep = definition.difficulty_option
        raw = saved.options.get(sweep.name)
        if isinstance(raw, str | int | bool):
            level = str(raw)
            label = sweep.label_of(raw)
    column = automa_column(definition, summary)
    return HistoryPlay(
        id=saved.id,
        game=saved.game,
        title=definition.title if definition is not None else saved.game,
        level=level,
        level_label=label or (level or ""),
        outcome=outcome_of(summary),
        person_score=number(summary.get("person_score")),
        automa_score=number(summary.get(column)) if column else None,
        automa_name=automa_name(definition, saved.game),
        started=aware(saved.created_at),
        finished=aware(saved.updated_at),
        answers=saved.answer_count,
        headline=saved.headline or "",
        options=dict(saved.options),
        summary=summary,
    )


def load_history(store: Store, game: str | None = None) -> list[HistoryPlay]:
    """Every finished game (of `game`, if given), the oldest first."""
    wanted = None
    if game is not None:
        found = definition_of(game)
        wanted = found.name if found is not None else game
    plays = [to_play(saved) for saved in store.list_games(finished=True)
             if wanted is None or saved.game == wanted]
    plays.sort(key=lambda play: (play.finished, play.id))
    return plays
