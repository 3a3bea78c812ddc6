"""`soloist stats` and `soloist export --csv` print their sentences and table titles in the
terminal's language: in en-XA no English word is left outside a bracket but the game's
title and the file written (its levels' names, the last results' letters and the trend are
said too)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from cli_helpers import invoke_soloist
from history_helpers import prepare_history

from soloist.games import find_game

BRACKETED = re.compile(r"\[[^\]\n]*\]")
ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")


def english_left(text: str, names: list[str]) -> list[str]:
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, " ")
    return ENGLISH_WORD.findall(BRACKETED.sub(" ", text))


def test_stats_and_the_csv_export_in_the_pseudo_language(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    database = tmp_path / "saves.sqlite3"
    prepare_history(database, [("medium", "loss"), ("medium", "win"), ("easy", "win")])
    monkeypatch.setenv("LANG", "en_XA.UTF-8")
    shown = invoke_soloist("stats", database=database).stdout
    csv_path = str(tmp_path / "games.csv")
    wrote = invoke_soloist("export", "--csv", csv_path, database=database).stdout
    names = [find_game("fantastic-factories").title, csv_path, "CSV"]
    assert "[ĝàméš]" in shown and "[Pĺàý ñéxţ: ]" in shown and "[Ŵŕóţé ]3" in wrote
    assert english_left(shown + wrote, names) == []
    # A script's values stay English: the JSON's last results and trend.
    data = invoke_soloist("stats", "--json", database=database).stdout
    assert '"form": "LW"' in data and '"trend": "too few games"' in data

