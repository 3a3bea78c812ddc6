"""What `soloist simulate` prints is said in the terminal's language: in en-XA no English
word is left outside a bracket but the game's own names (its title, its columns' titles, its
stand-in's description and its notes), the rules that play it and the level option's id."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from cli_helpers import invoke_soloist

from soloist import compiled
from soloist.games import find_game
from soloist.sim.runner import make_plan, notes_of
from soloist.sim.stand_ins import describe

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
    names = [definition.title, *definition.simulation_columns.values(), compiled.which(),
             describe(definition, plan.stand_in, None), *notes_of(plan, definition),
             plan.stand_in, str(csv_path), "tokaido", "level"]
    shown = " ".join(done.stdout.split())  # a long note is wrapped
    for name in sorted((" ".join(name.split()) for name in names), key=len, reverse=True):
        shown = shown.replace(name, " ")
    assert "ĝàméš péŕ ĺévéĺ]" in done.stdout and "[méàñ]" in done.stdout
    assert ENGLISH_WORD.findall(BRACKETED.sub(" ", shown)) == []
