"""In a terminal, an answer built by taps on the pages is put together one step at a time
(`build`): numbers for the taps, a name typed where one is new; the record is the same."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import pytest
import taps_toy
from rich.console import Console

from soloist.play.companion import SavedPlay
from soloist.play.terminal import TerminalCompanion
from soloist.store import Store


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    saves = Store(str(tmp_path / "t.sqlite3"))
    yield saves
    saves.close()


def play(store: Store, typed: list[str]) -> tuple[str, tuple[str, ...]]:
    saved = SavedPlay.start(store, taps_toy.DEFINITION, {}, seed=4)
    out = io.StringIO()
    console = Console(file=out, width=200, color_system=None, highlight=False)
    lines = iter([*typed, "quit"])
    console.input = lambda prompt="", **_: next(lines)  # type: ignore[method-assign]
    TerminalCompanion(console, saved).run()
    return out.getvalue(), store.load(saved.game_id).answers


def test_build_walks_a_card_then_paints_a_tile_then_names_a_new_city(store: Store) -> None:
    shown, answers = play(store, [
        "build", "1", "3", "done",  # red, then sun: "red: sun"
        "build", "1", "2", "1",  # the top space sand, the middle water, the bottom sand
        "build", "2", "Samarkand", "done",  # Xian, then a city not met before
    ])
    assert "or type build to put it together one step at a time" in shown
    assert "Its colour?" in shown and "1) Red" in shown
    assert "(so far: red: sun)" in shown
    assert answers == ("red: sun", "sand water sand", "Xian, Samarkand")


def test_build_can_take_back_a_step_or_be_given_up(store: Store) -> None:
    shown, answers = play(store, ["build", "2", "1", "back", "2", "done",
                                  "build", "cancel", "sand sand sand"])
    assert "(so far: blue: star)" in shown  # star tapped, then taken back for moon
    assert answers == ("blue: moon", "sand sand sand")  # nothing recorded by the cancel


def test_a_refused_typed_answer_is_shown_with_its_refused_part(store: Store) -> None:
    shown, answers = play(store, ["green: star", "red: star"])
    assert "You typed: green: star" in shown
    assert answers == ("red: star",)
