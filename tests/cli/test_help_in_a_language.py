"""Every command's `--help` in the terminal's language: its description, its options' and
its commands' one-line descriptions, with click's own words. In the pseudo-language en-XA
no English word is left outside a bracket but what is typed (commands, options, their
values, metavars, file names) and proper names (the games' titles); in English, byte for
byte what click writes."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import click
import pytest
from cli_helpers import invoke_soloist

from soloist.cli import cli
from soloist.cli.common import Command, Paragraphs
from soloist.engine.phrase import Phrase
from soloist.games import all_games

BRACKETED = re.compile(r"\[[^\[\]]*\]")
#: A word outside a command line's words: letters, not part of an option, a path or an id.
WORD = re.compile(r"(?<![-\w./])[A-Za-z]{2,}(?![-\w/])")


def command_lines() -> Iterator[tuple[str, ...]]:
    """Each command line of `soloist` (a game's commands for every game)."""
    with click.Context(cli) as context:
        def walk(command: click.Command, path: tuple[str, ...]) -> Iterator[tuple[str, ...]]:
            yield path
            if isinstance(command, click.Group):
                for name in command.list_commands(context):
                    sub = command.get_command(context, name)
                    assert sub is not None
                    yield from walk(sub, (*path, name))

        yield from walk(cli, ())


def typed_words() -> set[str]:
    """What a person types or reads as a name, not a sentence of Soloist's."""
    words = {"soloist", "docs", "md", "src", "toml", "py", "data", "games", "ray", "auto"}
    for line in command_lines():
        words.update(part for name in line for part in name.split("-"))
    for definition in all_games():
        words.update(WORD.findall(definition.title))
        words.update(definition.all_stand_ins())
        for spec in definition.options:
            words.update(spec.name.split("_"))
            for choice in spec.choices or ():
                words.update(WORD.findall(str(choice)))
            words.update(WORD.findall(str(spec.default)))
    return words


def english_left(text: str, allowed: set[str]) -> list[str]:
    text = re.sub(r"-\n +", "-", text)  # an id click wrapped at its hyphen: target-tokens
    outside = BRACKETED.sub(" ", BRACKETED.sub(" ", text))  # click's [default: …] inside ours
    return [word for word in WORD.findall(outside)
            if word not in allowed and not word.isupper()]  # metavars: GAME, PATH, FILE


def test_every_command_and_option_keeps_its_description_as_a_phrase() -> None:
    with click.Context(cli) as context:
        for line in command_lines():
            command: click.Command = cli
            for name in line:
                assert isinstance(command, click.Group)
                found = command.get_command(context, name)
                assert found is not None
                command = found
            assert isinstance(command, Command), line
            assert isinstance(command.help, Phrase | Paragraphs), line
            for parameter in command.params:
                if isinstance(parameter, click.Option) and not parameter.hidden:
                    assert isinstance(parameter.help, Phrase), (line, parameter.name)


def test_every_help_is_said_in_the_pseudo_language(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "en_XA.UTF-8")
    allowed = typed_words()
    left = {}
    lines = list(command_lines())
    for line in lines:
        shown = invoke_soloist(*line, "--help", database=tmp_path / "db.sqlite3").stdout
        assert "[Ópţíóñš]:" in shown, line
        if found := english_left(shown, allowed):
            left[" ".join(line)] = found
    assert len(lines) > 40 and left == {}


def test_a_help_is_said_in_the_language_of_lang(tmp_path: Path) -> None:
    shown = invoke_soloist("play", "tokaido", "--help", "--lang", "fr",
                           database=tmp_path / "db.sqlite3").stdout
    assert "Options" in shown and "Jouer à Tokaido" in shown, shown


def test_in_english_a_games_option_reads_as_before(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    shown = invoke_soloist("simulate", "tokaido", "--help", database=tmp_path / "db.sqlite3"
                           ).stdout
    assert ("--level LEVEL Difficulty level 1-7: 1/2/3 you resolve 5/3/1 Difficulty Level "
            "cards at setup, 4 is the default, 5/6/7 each Automa resolves 1/3/5. Simulation: "
            "'all', one level, or a comma list (1..7). [default: 4] --") in \
        " ".join(shown.split())
    assert " ".join(shown.split()).startswith(
        "Usage: soloist simulate tokaido [OPTIONS] Simulate Tokaido: the two Automas against a "
        "stand-in. The games play with your components where Soloist knows them (your own "
        "deck, say: `soloist components show tokaido`). Options: -n, --games INTEGER RANGE "
        "Games per level. [default: 1000; 1<=x<=10000000]")


def test_a_french_help_never_starts_a_line_with_its_colon(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """French writes a space before ":" and ";": click must not break the line there."""
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    for line in (("simulate", "tokaido"), ("report", "revive"), ("serve",)):
        shown = invoke_soloist(*line, "--help", database=tmp_path / "db.sqlite3").stdout
        assert "Simulation\u00a0: 'all'" in shown or line[0] != "simulate"
        assert [row for row in shown.splitlines() if row.lstrip().startswith((":", ";"))] \
            == [], line
