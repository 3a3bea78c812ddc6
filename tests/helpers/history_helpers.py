"""A prepared history: real Fantastic Factories companion games, played to the end with
chosen outcomes and dated on chosen days."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path

from sqlalchemy import update

from soloist.play.companion import SavedPlay
from soloist.store import Store
from soloist.store.database import games

FF_NAME = "fantastic-factories"
#: The first game's end; each next game ends a day later.
FIRST_DAY = datetime(2024, 3, 1, 19, 30, tzinfo=UTC)
MARGIN = {"win": 5, "loss": -5, "tie": 0}


def play_to_the_end(store: Store, difficulty: str, outcome: str, seed: int) -> str:
    """A companion game at `difficulty` whose person's score gives `outcome`."""
    saved = SavedPlay.start(store, _ff(), {"difficulty": difficulty}, seed=seed)
    while saved.session.question is not None:
        question = saved.session.question
        if question.topic == "person.final-score":
            machine = question.context["machine_score"]
            assert isinstance(machine, int)
            saved.answer(str(machine + MARGIN[outcome]))
        elif question.topic == "person.triggered-end":
            saved.answer("yes" if question.context["round"] == 8 else "no")
        elif question.topic == "person.last-turn":
            saved.answer("done")
        else:
            saved.answer("production")
    return saved.game_id


def _ff():  # type: ignore[no-untyped-def]
    from soloist.games import find_game

    return find_game(FF_NAME)


def prepare_history(database: Path, games_played: Sequence[tuple[str, str]],
                    unfinished: int = 1) -> list[str]:
    """Finished games (difficulty, outcome), the oldest first, one a day; plus unfinished
    games, which a history never counts."""
    store = Store(str(database))
    ids = []
    for number, (difficulty, outcome) in enumerate(games_played):
        game_id = play_to_the_end(store, difficulty, outcome, seed=100 + number)
        end = FIRST_DAY + timedelta(days=number)
        with store.engine.begin() as connection:
            connection.execute(update(games).where(games.c.id == game_id).values(
                created_at=end - timedelta(minutes=40), updated_at=end))
        ids.append(game_id)
    for number in range(unfinished):
        SavedPlay.start(store, _ff(), {"difficulty": "hard"}, seed=999 + number)
    store.close()
    return ids


def play_any_game_to_the_end(store: Store, name: str, options: dict[str, object],
                             seed: int) -> str:
    """A game of any registered game, answered as a person might through the companion
    (a valid answer chosen at random; numbers kept small), played to its end."""
    import random

    from soloist.games import find_game

    definition = find_game(name)
    chooser = random.Random(seed)
    saved = SavedPlay.start(store, definition, definition.parse_options(
        {**definition.demo_options, **options}), seed=seed)
    from soloist.engine.library import TAKE_GIVEN, FactConflict

    while saved.session.question is not None:
        question = saved.session.question
        if question.choices is not None:
            text = chooser.choice(question.valid_answers())
        elif question.text is not None:
            text = question.examples[0]
        else:
            assert question.between is not None
            low, high = question.between
            text = str(chooser.randint(low, min(high, low + 3)))
        try:
            saved.answer(text)
        except FactConflict as conflict:
            # Answers at random contradict what an earlier one taught the components (more
            # copies of an Automa card than a deck holds): this person says theirs is right.
            saved.settle(conflict, TAKE_GIVEN, text)
    return saved.game_id
