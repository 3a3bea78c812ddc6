"""Tiles learned into the person's component library in the save database: stored with the
answer that described them, never when the description is refused, taken back by undo."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from revive_helpers import REVIVE

from soloist.engine.documents import load
from soloist.engine.errors import InvalidAnswer
from soloist.games.revive.components import frame_value
from soloist.games.revive.hexmap import SAMPLE_MAP, MapModel
from soloist.play.companion import SavedPlay
from soloist.store import Store
from soloist.store.library import Library


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    opened = Store(str(tmp_path / "saves.sqlite3"))
    Library(opened, "revive").put({"board layout": frame_value(load(MapModel, SAMPLE_MAP))})
    yield opened
    opened.close()


def to_the_first_tile(store: Store) -> SavedPlay:
    saved = SavedPlay.start(store, REVIVE, {"s_cards": "1+3"}, seed=5)
    saved.answer("purple blue orange green purple blue orange green purple blue orange "
                 "green")  # the energy track's colours
    saved.answer("yes")  # follow the map
    saved.answer("3tl 3tr 3bl 3br")  # the energy track's arrows
    question = saved.session.question  # the starting tile on T8 is tile 8: new
    assert question is not None and question.topic == "table.tile-new"
    return saved


@pytest.mark.parametrize("description", [
    "8: mountain large location sand field",  # a large location is a corner tile
    "8: mountain crystal sand field",  # crystals are along the board's edges
    "8: mountain location sand",  # three spaces for a place of four
])
def test_a_tile_described_inconsistently_is_refused_and_nothing_is_stored(
        store: Store, description: str) -> None:
    saved = to_the_first_tile(store)
    before = store.load(saved.game_id).answers
    with pytest.raises(InvalidAnswer):
        saved.answer(description)
    assert store.load(saved.game_id).answers == before
    # the energy track, told before, is kept; the tile is not
    assert set(Library(store, "revive").as_mapping()) == {
        "board layout", "energy track: positions", "energy track: colours",
        "energy track: arrows"}
    # the question is asked again, and a whole description is kept
    saved.answer("8: mountain location sand field")
    assert Library(store, "revive").as_mapping()["area tile 8"] == \
        "starting tile: field, sand, location, mountain at 0,0 -3,1 -2,1 -1,1; read by rows"


def test_the_tile_is_stored_with_its_answer_and_undo_takes_it_back(store: Store) -> None:
    saved = to_the_first_tile(store)
    saved.answer("8: mountain location sand field")
    library = Library(store, "revive")
    assert library.known("area tiles") == "8"
    told = next(fact for fact in library.facts() if fact.fact == "area tile 8")
    assert told.how == "derived" and told.game_id == saved.game_id
    saved.undo()
    assert library.known("area tile 8") is None and library.known("area tiles") is None


def test_the_next_game_asks_only_the_tiles_name(store: Store) -> None:
    first = to_the_first_tile(store)
    first.answer("8: mountain location sand field")
    second = SavedPlay.start(store, REVIVE, {"s_cards": "1+3"}, seed=6)
    second.answer("yes")  # position 1 found (the energy track is known since the first game)
    second.answer("yes")  # follow the map (its arrows are known too)
    question = second.session.question
    assert question is not None and question.topic == "table.tile-which"
    assert question.choices is not None
    assert [choice.key for choice in question.choices] == ["8", "new"]
    second.answer("8")
    assert "Tile 8 lies beside the chasm at the top: mountain location sand / field (as your " \
           "components describe it)." in second.session.log.texts()
