"""What `soloist simulate` prints is said in the terminal's language: in en-XA no English
word is left outside a bracket but the game's title, the stand-in's and the level option's
ids and the file written. Its columns' titles, its stand-in's description, its notes (the
game's) and the rules that play it are said too."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from cli_helpers import invoke_soloist

from soloist.games import find_game
from soloist.sim.runner import make_plan, notes_of

BRACKETED = re.compile(r"\[[^\]\n]*\]")
ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")


def test_simulate_says_its_lines_and_tables_in_the_pseudo_language(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "en_XA.UTF-8")
    csv_path = tmp_path / "games.csv"
    done = invoke_soloist("simulate", "tokaido", "--games", "3", "--level", "1",
                          "--workers", "1", "--seed", "5", "--csv", str(csv_path),
                          database=tmp_path / "db.sqlite3")
    assert done.returncode == 0, done.stderr
    definition = find_game("tokaido")
    plan = make_plan(definition, games=3, seed=5, levels="1", options={}, stand_in=None)
    assert notes_of(plan, definition)  # a game with a note: the note is said too
    names = [definition.title, plan.stand_in, str(csv_path), "tokaido", "level"]
    shown = " ".join(done.stdout.split())  # a long note is wrapped
    for name in sorted((" ".join(name.split()) for name in names), key=len, reverse=True):
        shown = shown.replace(name, " ")
    assert "ĝàméš péŕ ĺévéĺ]" in done.stdout and "[méàñ]" in done.stdout
    assert ENGLISH_WORD.findall(BRACKETED.sub(" ", shown)) == []


def test_the_plot_says_its_words_in_the_language(tmp_path: Path) -> None:
    """`simulate --plot`: the figure's title, axis and legend are phrases, said by `say`."""
    from soloist.engine.phrase import Phrase
    from soloist.i18n import PSEUDO, in_language
    from soloist.sim.plots import plot_distributions

    said: list[str] = []

    def say(text: str) -> str:
        said.append(text)
        return in_language(PSEUDO, text)

    definition = find_game("tokaido")
    rows = [{"level": 1, "person_score": 40}, {"level": 1, "person_score": 44}]
    plot_distributions(rows, "person_score", definition.simulation_columns["person_score"],
                       tmp_path / "plot.png", say=say)
    assert (tmp_path / "plot.png").stat().st_size > 0
    assert len(said) == 4 and all(isinstance(text, Phrase) for text in said)
    shown = " ".join(in_language(PSEUDO, text) for text in said)
    assert ENGLISH_WORD.findall(BRACKETED.sub(" ", shown)) == []
