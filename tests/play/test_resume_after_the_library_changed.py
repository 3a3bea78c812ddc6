"""A saved game never depends on what was learned after it (issue 25, item 2): showing,
resuming or replaying it never writes to the component library and never fails because of
it; when the game goes on and what it taught disagrees with the library, the person is asked
which is right once, in their words, and the game carries on."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from cli_helpers import invoke_soloist
from mp2_copy_table import CopyTable
from sqlalchemy import func, select

from soloist.engine.library import KEEP_KNOWN, FactConflict
from soloist.games import find_game
from soloist.games.marco_polo_2.components import SLIDES
from soloist.play.companion import SavedPlay
from soloist.store import Store
from soloist.store.database import answers, library_facts, library_lessons
from soloist.store.library import Library

MP2 = find_game("marco-polo-2")
#: Twelve trip slides another game saw: none of them begins as this game's slide does.
TWELVE_OTHER_SLIDES = "; ".join(f"Town {n}, Village {n}, Harbour {n}, (end)"
                                for n in range(1, 13))


@pytest.fixture
def database(tmp_path: Path) -> Path:
    return tmp_path / "saves.sqlite3"


@pytest.fixture
def store(database: Path) -> Iterator[Store]:
    opened = Store(str(database))
    yield opened
    opened.close()


def in_progress_with_a_slide_learned(store: Store) -> tuple[SavedPlay, CopyTable]:
    """A companion game of Marco Polo II that has taught the library its trip slide, and
    now waits for a fact of the copy (the steps between two cities, say). Meanwhile another
    game (here: the person, correcting by hand) taught the library that fact, and made its
    trip slides twelve others, so that this game's slide no longer merges with them."""
    saved = SavedPlay.start(store, MP2, {"character": "Navigator"}, 1)
    table = CopyTable(seed=1)
    library = Library(store, MP2.name, MP2)
    while library.known(SLIDES) is None or (question := saved.session.question) is None \
            or question.fact is None or question.is_silent:
        table.play_saved(saved, until=len(saved.session.answers) + 1)
    library.correct(question.fact, table.answer(saved.session, question))
    library.correct(SLIDES, TWELVE_OTHER_SLIDES)
    return saved, table


def rows(store: Store) -> tuple[int, ...]:
    with store.transaction() as connection:
        return tuple(connection.execute(select(func.count()).select_from(table)).scalar_one()
                     for table in (library_facts, library_lessons, answers))


def test_showing_and_resuming_write_nothing_and_never_fail(store: Store,
                                                           database: Path) -> None:
    saved, _ = in_progress_with_a_slide_learned(store)
    facts = Library(store, MP2.name).facts()
    before = rows(store)
    again = SavedPlay.load(store, saved.game_id)  # what showing and resuming do
    assert again.session.answers[:len(saved.session.answers)] == saved.session.answers
    assert len(again.session.answers) > len(saved.session.answers)  # the fact is supplied
    assert rows(store) == before and Library(store, MP2.name).facts() == facts
    shown = invoke_soloist("show", saved.game_id, database=database)
    assert shown.returncode == 0, shown.stderr
    resumed = invoke_soloist("resume", saved.game_id, database=database, stdin="quit\n")
    assert resumed.returncode == 0, resumed.stderr
    assert rows(store) == before
    listed = invoke_soloist("games", database=database)
    assert saved.game_id[:8] in listed.stdout


def test_going_on_asks_which_is_right_once_and_carries_on(store: Store) -> None:
    saved, table = in_progress_with_a_slide_learned(store)
    again = SavedPlay.load(store, saved.game_id)
    asked = []
    for _ in range(120):
        question = again.session.question
        if question is None:
            break
        text = table.answer(again.session, question)
        try:
            again.answer(text)
        except FactConflict as conflict:
            asked.append(conflict)
            words = conflict.question(MP2)
            assert "Which is right about the trip slides seen so far?" in words.prompt
            assert "slide 1: Town 1, Village 1, Harbour 1, then its end" in words.prompt
            assert "corrected by hand on " in words.prompt
            again.settle(conflict, KEEP_KNOWN, text)
    assert [conflict.key for conflict in asked] == [SLIDES]
    assert Library(store, MP2.name).known(SLIDES) == TWELVE_OTHER_SLIDES
    # The choice is kept with the game: resumed, it is not asked again either.
    resumed = SavedPlay.load(store, saved.game_id)
    assert SLIDES in resumed.kept
