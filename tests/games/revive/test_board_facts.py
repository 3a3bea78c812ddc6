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
    assert topic(first) == "setup.track-size"
    first.answer("10")
    first.answer("4")
    first.answer("2")
    assert Library(store, "revive").as_mapping() == {
        "energy track: positions": "10", "starting cards: the first with an S": "4",
        "starting cards: the other with an S": "2"}
    second = SavedPlay.start(store, REVIVE, {}, 3)
    assert topic(second) != "setup.track-size"  # nothing of the board is asked again
    assert not (topic(second) or "").startswith("setup.")
    said = [event.text for event in second.session.log if event.actor == "library"]
    assert said[0] == ("How many positions does the energy track on your Mautoma board have? "
                       "10, as your components say.")
    assert any("card 2 and card 4" in text for text in second.session.log.texts())
    facts = Library(store, "revive").as_mapping()
    assert REVIVE.still_to_learn(facts) == (
        "the tiebreaker arrows at 10 of the 10 positions of the energy track (asked when a tie "
        "needs them)", *map_still_to_learn(facts))  # then the map's layout and tiles


def test_a_board_file_fills_the_library_and_corrections_are_checked() -> None:
    facts = REVIVE.import_components(SAMPLE_BOARD)
    board = load_board(SAMPLE_BOARD)
    assert facts["energy track: positions"] == str(board.size)
    assert facts["starting cards: the first with an S"] == "1"
    assert facts["energy track: arrows at position 1"] == "top-ltr"
    assert REVIVE.still_to_learn(facts) == map_still_to_learn(facts)  # the board: nothing
    assert REVIVE.describe_fact("energy track: positions", "12") == "12 positions"
    assert REVIVE.describe_fact("energy track: arrows at position 3", "bottom-rtl") == \
        "thick arrow on the bottom line, right to left; then the next line above"
    assert REVIVE.read_fact("energy track: positions", " 14 ") == "14"
    with pytest.raises(ValueError, match="from 2 to 99"):
        REVIVE.read_fact("energy track: positions", "1")
    with pytest.raises(ValueError, match="not a valid answer"):
        REVIVE.read_fact("starting cards: the first with an S", "9")
    assert REVIVE.export_components(facts) == {}  # a board file needs more than is asked
