"""The fixed facts of your Mautoma board and cards (the energy track's length, the arrows at
each position, the two cards with an "S"), asked once at the table and remembered."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from revive_helpers import REVIVE

from soloist.games.revive.board import SAMPLE_BOARD, load_board
from soloist.games.revive.components import map_still_to_learn
from soloist.play.companion import SavedPlay
from soloist.store import Store
from soloist.store.library import Library


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    opened = Store(str(tmp_path / "saves.sqlite3"))
    yield opened
    opened.close()


def topic(saved: SavedPlay) -> str | None:
    question = saved.session.question
    return None if question is None else question.topic


def test_the_track_and_the_s_cards_are_asked_once_then_remembered(store: Store) -> None:
    first = SavedPlay.start(store, REVIVE, {}, 2)
    assert topic(first) == "setup.track-colours"
    first.answer("purple blue orange green purple blue orange green purple green")
    first.answer("4")
    first.answer("2")
    assert Library(store, "revive").as_mapping() == {
        "energy track: colours": "purple blue orange green purple blue orange green purple "
                                 "green",
        "energy track: positions": "10", "starting cards: the first with an S": "4",
        "starting cards: the other with an S": "2"}
    second = SavedPlay.start(store, REVIVE, {}, 3)
    question = second.session.question
    assert question is not None and question.topic == "setup.track-start"
    # The slot to count from, named by what the person sees: purple is not enough (three
    # purple slots), nor purple-blue (two), ... nor purple-blue-orange-green-purple (two):
    # the run that only position 1 starts is six slots long.
    assert question.prompt.startswith(
        "On your Mautoma board, find the purple slot, followed clockwise by a blue one, then "
        "an orange one, then a green one, then a purple one, then a blue one. Soloist counts "
        "the positions clockwise from it (it is position 1).")
    second.answer("yes")
    assert not (topic(second) or "").startswith("setup.track")  # nothing asked again
    assert any("card 2 and card 4" in text for text in second.session.log.texts())
    facts = Library(store, "revive").as_mapping()
    assert REVIVE.still_to_learn(facts) == (
        "the tiebreaker arrows each position of the energy track points to (asked once, when "
        "Soloist first follows your map)", *map_still_to_learn(facts))


def test_a_board_file_fills_the_library_and_corrections_are_checked() -> None:
    facts = REVIVE.import_components(SAMPLE_BOARD)
    board = load_board(SAMPLE_BOARD)
    assert facts["energy track: positions"] == str(board.size)
    assert facts["starting cards: the first with an S"] == "1"
    assert facts["energy track: arrows"].split()[:4] == ["top-ltr", "top-ltr", "top-ltr",
                                                        "top-rtl"]
    assert facts["energy track: colours"].split()[:2] == ["purple", "blue"]
    assert REVIVE.still_to_learn(facts) == map_still_to_learn(facts)  # the board: nothing
    assert REVIVE.describe_fact("energy track: positions", "12") == "12 positions"
    assert REVIVE.describe_fact("energy track: arrows", "top-ltr bottom-rtl") == \
        "1: thick arrow at the top, left to right; 2: thick arrow at the bottom, right to left"
    assert REVIVE.read_fact("energy track: arrows", "2tl br") == "top-ltr top-ltr bottom-rtl"
    with pytest.raises(ValueError, match="use tl, tr, bl or br"):
        REVIVE.read_fact("energy track: arrows", "tl up")
    assert REVIVE.read_fact("energy track: positions", " 14 ") == "14"
    with pytest.raises(ValueError, match="from 2 to 99"):
        REVIVE.read_fact("energy track: positions", "1")
    with pytest.raises(ValueError, match="not a valid answer"):
        REVIVE.read_fact("starting cards: the first with an S", "9")
    assert REVIVE.export_components(facts) == {}  # a board file needs more than is asked
