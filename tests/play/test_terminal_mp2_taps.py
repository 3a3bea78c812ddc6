"""Marco Polo II in a terminal: what the pages build by taps is put together one step at a
time (`build`), and the record is the text a person would type (issue 31)."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import pytest
from rich.console import Console

from soloist.games import find_game
from soloist.play.companion import SavedPlay
from soloist.play.terminal import TerminalCompanion
from soloist.store import Store


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    saves = Store(str(tmp_path / "t.sqlite3"))
    yield saves
    saves.close()


def test_the_trading_post_card_and_an_automa_card_are_built_step_by_step(store: Store) -> None:
    saved = SavedPlay.start(store, find_game("marco-polo-2"), {}, seed=1)
    out = io.StringIO()
    console = Console(file=out, width=200, color_system=None, highlight=False)
    lines = iter([
        "Abha Basu",                        # one of the base game's characters
        "build", "4", "1", "3", "done",     # slot 4: victory points, 3 of them
        "build", "2", "1", "1",             # a black die, then Travel, then Books: done
        "quit"])
    console.input = lambda prompt="", **_: next(lines)  # type: ignore[method-assign]
    TerminalCompanion(console, saved).run()
    shown = out.getvalue()
    person = [answer for number, answer in enumerate(store.load(saved.game_id).answers, 1)
              if number not in store.load(saved.game_id).supplied]
    assert person == ["Abha Basu", "4: vp 3", "black-die | travel, books"]
    assert "Its bonus action, at the top of the card?" in shown
    assert "(so far: slot 4: 3 VP)" in shown
