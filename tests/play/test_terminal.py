"""The terminal shows the table too: one line about the automa after each of its turns,
and ``state`` in words (``state --json`` for the data)."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from soloist.games import find_game
from soloist.play.companion import SavedPlay
from soloist.play.screen import Screen
from soloist.play.terminal import TerminalCompanion
from soloist.store import Store


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    saves = Store(str(tmp_path / "t.sqlite3"))
    yield saves
    saves.close()


def play_in_terminal(store: Store, game: str, options: dict[str, object],
                     typed: list[str]) -> str:
    saved = SavedPlay.start(store, find_game(game), options, seed=4)
    out = io.StringIO()
    console = Screen(file=out, width=200, color_system=None, highlight=False)
    lines = iter([*typed, "quit"])
    console.input = lambda prompt="", **_: next(lines)  # type: ignore[method-assign]
    TerminalCompanion(console, saved).run()
    return out.getvalue()


def test_a_status_line_follows_each_automa_turn(store: Store) -> None:
    shown = play_in_terminal(store, "fantastic-factories", {},
                             ["production", "training", "utility", "no", "special", "no"])
    statuses = [line for line in shown.splitlines() if line.strip().startswith("Machine: 1 ")]
    assert statuses[0].strip() == ("Machine: 1 Production, 1 Utility, 1 Training, 0 Special, "
                                   "0 Monument · 0/12 goods · score 3")
    assert statuses[-1].strip().startswith("Machine: 1 Production, 1 Utility, 1 Training, "
                                           "1 Special, 0 Monument ·")
    # The turn's own lines come first, then the status about the Machine.
    after_roll = shown.index("The Machine rolls")
    assert shown.index(statuses[0].strip(), after_roll) > after_roll


def test_state_is_readable_and_state_json_is_data(store: Store) -> None:
    shown = play_in_terminal(store, "tokaido", {"digital": True}, ["state", "state --json"])
    # In words: where the game stands and the scores, then a line per zone of the table.
    assert "Setup · You 0 · Green 1 · Blue 1" in shown
    assert "The road: from Kyoto to Inn 2 (position 15): Kyoto [You, Green, Blue]" \
        in shown
    assert "Green's collection (score 1): 1 × Coin (column 1); Temple coins 0" in shown
    # As data, behind --json.
    start = shown.index("{")
    data = json.loads(shown[start:shown.rindex("}") + 1])
    assert data["digital"] is True and len(data["automas"]) == 2


def test_the_terminal_tells_how_to_type_a_card(store: Store) -> None:
    # Tokaido companion play: the Automa card question says how to type it (3, 2t, 1i).
    saved = SavedPlay.start(store, find_game("tokaido"), {}, seed=4)
    while saved.session.question is not None and \
            saved.session.question.topic != "automa.card":
        saved.answer(saved.session.question.valid_answers()[0])
    out = io.StringIO()
    console = Screen(file=out, width=200, color_system=None)
    TerminalCompanion(console, saved).show_question(saved.session.question)  # type: ignore[arg-type]
    text = out.getvalue()
    assert "range 3 (●...○...○...③)" in text
    assert "Type the range (1, 2 or 3), followed by t" in text
