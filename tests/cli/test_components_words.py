"""`soloist components show` speaks the person's words in the terminal too (issue 23): no
raw JSON, no internal key or code of the library's written form, in the terminal as on the
"Your components" pages; each fact named as a person names it.

The command runs in this process (`invoke_soloist`); the real `soloist components` in a new
process is tests/cli/test_components_cli.py's."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from cli_helpers import invoke_soloist
from web_helpers import make_client

from soloist.store import Store

ROOT = Path(__file__).parents[2]
GAMES = ROOT / "src" / "soloist" / "games"
#: What the library writes that a person never reads: JSON, its keys, its codes.
INTERNAL = re.compile(
    r'\{"|":|\bboard layout\b|\bautoma deck\b|\bdifficulty deck\b|blueprint type:|'
    r"\b(black-die|city-card(?! actions)|external-city|khans-favor|books-lev-0|action-space|"
    r"guild-seal-plus-1|remove-coin)\b|\[-\]|\(end\)|\bsteps [^|]* – [^|]*, seals:|"
    r"\bhot_spring\b|\bpreparations: leaving")


@pytest.fixture
def database(tmp_path: Path) -> Path:
    path = tmp_path / "saves.sqlite3"
    for game, source in (("revive", GAMES / "revive" / "data" / "sample-map.toml"),
                         ("marco-polo-2", GAMES / "marco_polo_2" / "data" / "sample")):
        imported = invoke_soloist("components", "import", game, str(source), database=path)
        assert imported.returncode == 0, imported.stderr
    for game, fact, value in (("tokaido", "automa deck", "1 1 2t 3"),
                              ("tokaido", "difficulty deck", "village hot_spring"),
                              ("tokaido", "preparations: leaving first", "2"),
                              ("fantastic-factories", "blueprint type: golem", "purple")):
        corrected = invoke_soloist("components", "correct", game, fact, value, "--yes",
                                database=path)
        assert corrected.returncode == 0, corrected.stderr
    return path


def test_components_show_speaks_the_persons_words(database: Path) -> None:
    for game in ("fantastic-factories", "tokaido", "marco-polo-2", "revive"):
        shown = invoke_soloist("components", "show", game, database=database)
        assert shown.returncode == 0, shown.stderr
        text = " ".join(shown.stdout.split())
        assert not INTERNAL.search(text), (game, INTERNAL.search(text))
    revive = " ".join(invoke_soloist("components", "show", "revive", database=database)
                      .stdout.split())
    assert "your board's layout" in revive and "Fictional sample map (FICTIONAL): 22 places" \
        in revive
    tokaido = invoke_soloist("components", "show", "tokaido", database=database).stdout
    assert "your Automa cards" in tokaido and "your Difficulty Level cards" in tokaido
    listed = invoke_soloist("components", "list", database=database)
    assert "Marco Polo II: the Mautoma" in listed.stdout
    assert not INTERNAL.search(listed.stdout)


def test_the_components_pages_speak_the_same_words(database: Path) -> None:
    store = Store(str(database))
    with make_client(store) as client:
        for game in ("fantastic-factories", "tokaido", "marco-polo-2", "revive"):
            page = client.get(f"/components/{game}").text
            shown = re.sub(r"<[^>]+>", " ", page.split("<main")[1])
            shown = re.sub(r'value="[^"]*"', "", shown)
            assert not INTERNAL.search(" ".join(shown.split())), game
    store.close()
