"""Undo restores the component library exactly (issue 25, item 1): each answer's lessons are
kept, so taking answers back takes back what they taught however many times one fact
changed within the game; and a database an older Soloist wrote keeps its facts."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from copy_game import TRIP
from sqlalchemy import text

from soloist.engine import registry
from soloist.engine.documents import load
from soloist.engine.errors import InvalidAnswer
from soloist.games import find_game
from soloist.games.revive.components import frame_value
from soloist.games.revive.hexmap import SAMPLE_MAP, MapModel
from soloist.play.companion import SavedPlay
from soloist.store import Store
from soloist.store.library import Library

TOKAIDO = find_game("tokaido")
REVIVE = find_game("revive")


@pytest.fixture
def store(save_location: str) -> Iterator[Store]:
    """Once on SQLite and once on PostgreSQL."""
    opened = Store(save_location)
    yield opened
    opened.close()


def answer_until(saved: SavedPlay, topic: str) -> None:
    while (question := saved.session.question) is not None and question.topic != topic:
        saved.answer({"automa.meal-cost": "1", "person.has-coin": "yes",
                      "person.completed-panorama": "no"}.get(question.topic,
                                                             question.valid_answers()[0]))


def test_a_tokaido_game_that_draws_3t_then_2_and_undoes_both_leaves_the_library_as_before(
        store: Store) -> None:
    library = Library(store, "tokaido", TOKAIDO)
    saved = SavedPlay.start(store, TOKAIDO, {}, 2)
    answer_until(saved, "automa.card")
    saved.answer("3t")
    assert library.as_mapping() == {"automa deck": "3t"}
    answer_until(saved, "automa.card")
    saved.answer("2")
    assert library.as_mapping() == {"automa deck": "2 3t"}
    assert saved.undo() == "2"
    assert library.as_mapping() == {"automa deck": "3t"}
    while saved.undo() != "3t":
        pass
    assert library.as_mapping() == {}  # as before the game


def test_undo_gives_back_what_an_import_made_before_the_game(store: Store) -> None:
    library = Library(store, "tokaido", TOKAIDO)
    library.put({"automa deck": "1 1"})
    before = library.facts()
    saved = SavedPlay.start(store, TOKAIDO, {}, 2)
    answer_until(saved, "automa.card")
    saved.answer("3t")
    answer_until(saved, "automa.card")
    saved.answer("2")
    assert library.known("automa deck") == "1 1 2 3t"
    while saved.undo() != "3t":
        pass
    assert library.facts() == before  # its value and where it came from


def test_revives_list_of_area_tiles_is_what_it_was_after_undoing_both_tiles(
        store: Store) -> None:
    library = Library(store, "revive", REVIVE)
    library.put({"board layout": frame_value(load(MapModel, SAMPLE_MAP))})
    before = library.as_mapping()
    saved = SavedPlay.start(store, REVIVE, {"s_cards": "1+3"}, seed=5)
    saved.answer("purple blue orange green purple blue orange green purple blue orange "
                 "green")  # the energy track's colours
    saved.answer("yes")  # follow the map
    saved.answer("3tl 3tr 3bl 3br")  # the energy track's arrows
    saved.answer("8: mountain location sand field")
    assert library.known("area tiles") == "8"
    saved.answer("9: sand forest water field")
    assert library.known("area tiles") == "8; 9"
    saved.undo()
    assert library.known("area tiles") == "8" and library.known("area tile 9") is None
    saved.undo()
    assert library.known("area tiles") is None and library.known("area tile 8") is None
    while True:
        try:
            saved.undo()
        except InvalidAnswer:  # nothing left to undo
            break
    assert library.as_mapping() == before


@pytest.fixture
def trip_registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setitem(registry._GAMES, TRIP.name, TRIP)
    yield


def test_what_another_game_taught_stays_when_one_game_is_undone(
        store: Store, trip_registered: None) -> None:
    one = SavedPlay.start(store, TRIP, {}, seed=1)
    two = SavedPlay.start(store, TRIP, {}, seed=2)
    one.answer("3")  # steps A-B
    two.answer("3")  # the same: agrees
    library = Library(store, "trip")
    one.undo()
    assert library.known("steps A-B") == "3"  # the second game taught it too
    two.undo()
    assert library.known("steps A-B") is None


def test_a_forgotten_fact_is_not_brought_back_by_undo(store: Store,
                                                      trip_registered: None) -> None:
    saved = SavedPlay.start(store, TRIP, {}, seed=1)
    saved.answer("3")
    saved.answer("red")
    library = Library(store, "trip")
    library.forget("most red seen")
    saved.undo()
    assert library.known("most red seen") is None
    assert library.known("steps A-B") == "3"


def test_a_database_an_older_soloist_wrote_keeps_its_facts_and_undo_still_takes_back(
        tmp_path: Path, trip_registered: None) -> None:
    # An older Soloist kept one row per fact, with the value an answer changed ("previous"),
    # and no lessons.
    location = str(tmp_path / "old.sqlite3")
    store = Store(location)
    saved = SavedPlay.start(store, TRIP, {}, seed=1)
    saved.answer("3")
    game_id = saved.game_id
    store.close()
    with Store(location).engine.begin() as connection:
        connection.execute(text("DROP TABLE library_lessons"))
        connection.execute(text("DELETE FROM library_facts"))
        connection.execute(text(
            "INSERT INTO library_facts (game, fact, value, how, game_id, number, previous, "
            "learned_at) VALUES ('trip', 'steps A-B', '3', 'told', :game, 2, '4', "
            "'2025-05-03 10:00:00.000000'), ('trip', 'deck', '2/2', 'imported', NULL, NULL, "
            "NULL, '2025-05-03 10:00:00.000000')"), {"game": game_id})
    store = Store(location)  # opened by this Soloist: the facts get their lessons
    library = Library(store, "trip")
    assert library.as_mapping() == {"steps A-B": "3", "deck": "2/2"}
    again = SavedPlay.load(store, game_id)
    again.undo()
    assert library.as_mapping() == {"steps A-B": "4", "deck": "2/2"}  # its earlier value
    store.close()

