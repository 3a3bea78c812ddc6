"""The commands' option errors and click's usage errors in the terminal's language: in the
pseudo-language en-XA no English word is left outside a bracket but what was typed (a game,
an option, a value), the command's own name and click's metavars; in English, byte for
byte what click writes."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from cli_helpers import invoke_soloist

BRACKETED = re.compile(r"\[[^\]\n]*\]")
ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")
#: What the person typed, the command's name and click's metavars: not Soloist's words.
NOT_WORDS = {"soloist", "play", "tokaido", "resume", "games", "nosuchgame", "bogus", "help",
             "level", "seed", "lang", "extra", "OPTIONS", "COMMAND", "ARGS", "GAME", "ID",
             "fantastic", "factories", "marco", "polo", "revive", "integer", "range"}

COMMANDS = [("play", "nosuchgame"), ("play", "tokaido", "--level", "99"),
            ("play", "tokaido", "--bogus"), ("resume",), ("play", "tokaido", "--seed", "x"),
            ("games", "extra")]


def english_left(text: str) -> list[str]:
    return [word for word in ENGLISH_WORD.findall(BRACKETED.sub(" ", text))
            if word not in NOT_WORDS]


@pytest.mark.parametrize("args", COMMANDS, ids=" ".join)
def test_an_error_of_a_command_line_is_said_in_the_pseudo_language(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, args: tuple[str, ...]) -> None:
    monkeypatch.setenv("LANG", "en_XA.UTF-8")
    done = invoke_soloist(*args, database=tmp_path / "db.sqlite3")
    assert done.returncode != 0
    assert "Éŕŕóŕ" in done.stderr and english_left(done.stderr) == []


def test_lang_chooses_the_language_of_an_error(tmp_path: Path) -> None:
    done = invoke_soloist("play", "tokaido", "--level", "99", "--lang", "fr",
                          database=tmp_path / "db.sqlite3")
    assert done.stderr == "Erreur : option level : 99 est supérieur à 7\n"


def test_the_terminals_language_is_used_without_lang(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    done = invoke_soloist("play", "tokaido", "--bogus", database=tmp_path / "db.sqlite3")
    assert done.stderr.splitlines()[-1] == "Fehler: Die Option '--bogus' gibt es nicht."
    assert done.stderr.startswith("Aufruf: soloist play tokaido [OPTIONS]\n")


def test_in_english_the_errors_read_as_click_writes_them(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    database = tmp_path / "db.sqlite3"
    assert invoke_soloist("resume", database=database).stderr == (
        "Usage: soloist resume [OPTIONS] GAME_ID\nTry 'soloist resume --help' for help.\n\n"
        "Error: Missing argument 'GAME_ID'.\n")
    assert invoke_soloist("play", "tokaido", "--level", "99", database=database
                          ).stderr == "Error: option level: 99 is above 7\n"


def test_clicks_own_words_of_a_help_are_said_in_the_language(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """click's headings and its help option's text (the commands' own descriptions:
    tests/cli/test_help_in_a_language.py)."""
    monkeypatch.setenv("LANG", "en_XA.UTF-8")
    shown = invoke_soloist("games", "--help", database=tmp_path / "db.sqlite3").stdout
    assert shown.startswith("[Úšàĝé:] soloist games [OPTIONS]\n")
    assert "[Ópţíóñš]:" in shown and "[Šĥóŵ ţĥíš méššàĝé àñđ éxíţ.]" in shown
