"""`soloist components` in the terminal's language: in the pseudo-language en-XA, what each
of its commands prints and asks, and its errors, leave no English word outside a bracket
but what is typed (commands, a game's id, a file's path, GAME/FACT/VALUE) and the values
a person's copy gives (its cards, as typed)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from cli_helpers import invoke_soloist

from soloist.games import all_games

CARDS_FILE = ('automa_cards = ["1", "1", "1", "1", "1t", "1i", "2", "2", "2", "2", "2", "2t", '
              '"2i", "3", "3", "3"]\ndifficulty_cards = ["village", "farm", "temple", '
              '"hot_spring", "encounter", "mountain", "sea"]\n')

BRACKETED = re.compile(r"\[[^\[\]]*\]")
WORD = re.compile(r"(?<![-\w./])[A-Za-z]{2,}(?![-\w/])")
#: Typed, or a name: commands, ids, the metavars a line shows, a card's value as typed.
TYPED = {"soloist", "components", "show", "forget", "correct", "rename", "list", "import",
         "tokaido", "fantastic", "factories", "marco", "polo", "revive", "toml", "tmp",
         "pytest", "GAME", "FACT", "VALUE", "Tokaido", "Automas", "Fantastic", "Factories",
         "The", "Machine", "Marco", "Polo", "II", "Mautoma", "Revive", "Automa", "force",
         "replace", "yes", "ti", "castle", "Flux", "capacitor"}
TYPED |= {word for game in all_games() for word in WORD.findall(game.title)}


def english_left(text: str) -> list[str]:
    outside = BRACKETED.sub(" ", BRACKETED.sub(" ", " ".join(text.split())))
    return [word for word in WORD.findall(outside) if word not in TYPED]


def test_every_components_command_speaks_the_pseudo_language(
        database: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "en_XA.UTF-8")
    cards = tmp_path / "cards.toml"
    cards.write_text(CARDS_FILE, encoding="utf-8")
    lines = [
        ("components", "list"),
        ("components", "show", "tokaido"),
        ("components", "import", "tokaido", str(cards)),
        ("components", "import", "tokaido", str(cards)),
        ("components", "show", "tokaido"),
        ("components", "correct", "tokaido", "automa deck", "2 2 3", "--yes"),
        ("components", "correct", "tokaido", "automa deck", "2 2 3", "--yes"),
        ("components", "correct", "tokaido", "automa deck", "2 4", "--yes"),
        ("components", "forget", "tokaido", "castle", "--yes"),
        ("components", "forget", "tokaido", "automa deck", "--yes"),
        ("components", "export", "tokaido", str(tmp_path)),
        ("components", "export", "tokaido", str(tmp_path / "out.toml")),
        ("components", "export", "tokaido", str(tmp_path / "out.toml")),
        ("components", "rename", "tokaido", "Flux capacitor", "x"),
        ("components", "rename", "tokaido"),
    ]
    left = {}
    for line in lines:
        done = invoke_soloist(*line, database=database)
        shown = done.stdout + done.stderr
        assert shown.strip(), line
        if found := english_left(shown.replace(str(tmp_path), " ")):
            left[" ".join(line[1:3])] = (found, shown)
    assert left == {}


def test_a_question_of_components_is_asked_in_the_language(
        database: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "en_XA.UTF-8")
    invoke_soloist("components", "correct", "tokaido", "automa deck", "2 2 3", "--yes",
                   database=database)
    kept = invoke_soloist("components", "forget", "tokaido", "automa deck",
                          database=database, stdin="n\n")
    assert kept.stdout.startswith("[Fóŕĝéţ ") and english_left(kept.stdout) == []


def test_a_fact_is_named_in_the_language_or_in_english_and_yes_is_the_languages(
        database: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    invoke_soloist("components", "correct", "tokaido", "automa deck", "2 2 3", "--yes",
                   database=database)
    asked = invoke_soloist("components", "forget", "tokaido", "deine Automa-Karten",
                           database=database, stdin="x\nj\n")
    assert "? [j/N]: " in asked.stdout and "Fehler" in asked.stderr
    assert asked.stdout.endswith("Vergessen: deine Automa-Karten.\n"), asked.stdout
    invoke_soloist("components", "correct", "tokaido", "automa deck", "2 2 3", "--yes",
                   database=database)
    kept = invoke_soloist("components", "forget", "tokaido", "automa deck",
                          database=database, stdin="\n")
    assert kept.stdout.endswith("Nichts vergessen.\n"), kept.stdout
