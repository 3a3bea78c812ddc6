"""`soloist show` prints the table as it stands in words, and `soloist games` where each game
stands (its progress, as the game's table view says it).

The commands run in this process (`invoke_soloist`); the real `soloist show` in a new
process is tests/cli/test_cli.py's."""

from __future__ import annotations

from pathlib import Path

from cli_helpers import invoke_soloist

from soloist.games import find_game
from soloist.play.companion import SavedPlay
from soloist.store import Store


def test_show_prints_the_table_and_games_the_progress(tmp_path: Path) -> None:
    database = tmp_path / "saves.sqlite3"
    store = Store(str(database))
    saved = SavedPlay.start(store, find_game("fantastic-factories"), {}, seed=4)
    for text in ("production", "training", "utility", "no", "special"):
        saved.answer(text)
    store.close()
    shown = invoke_soloist("show", saved.game_id, database=database)
    assert shown.returncode == 0, shown.stderr
    assert "Round 2 · Machine 4 · You —" in shown.stdout
    assert "The Machine's compound (4 cards): 1 × Production; 1 × Utility; 1 × Training; " \
        "1 × Special; 0 × Monument; Goods 0/12" in shown.stdout
    listed = invoke_soloist("games", database=database)
    assert "Round 2" in listed.stdout
