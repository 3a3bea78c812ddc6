"""`soloist decide` in the terminal's language: the automa's move in a described position
(each game's example, docs/positions.md) is said line by line in the language of LANG. In
the pseudo-language en-XA no English word is left outside a bracket but proper names: the
games' titles and the names the sample data gives (Marco Polo II's fictional cities, Revive's
fictional board and map). In German, a line reads as a German player reads it; `--json`
stays English data."""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path

import pytest
from cli_helpers import invoke_soloist

from soloist.games import all_games
from soloist.games.marco_polo_2.data import sample_names
from soloist.games.revive.board import SAMPLE_BOARD, load_board
from soloist.games.revive.hexmap import SAMPLE_MAP
from soloist.games.tokaido.automa_cards import AUTOMA_CARD_CHOICES

EXAMPLES = Path(__file__).parents[2] / "examples"
GAMES = ("fantastic-factories", "tokaido", "marco-polo-2", "revive")
BRACKETED = re.compile(r"\[[^\[\]]*\]")
WORD = re.compile(r"[A-Za-z]{2,}")
#: Proper names, said as they are in every language.
NAMES = ({word for game in all_games() for word in WORD.findall(game.title)}
         | {word for name in sample_names() for word in WORD.findall(name)}
         | set(WORD.findall(load_board(SAMPLE_BOARD).name))
         | set(WORD.findall(tomllib.loads(SAMPLE_MAP.read_text(encoding="utf-8"))["name"])))


def english_left(text: str) -> list[str]:
    outside = BRACKETED.sub(" ", BRACKETED.sub(" ", " ".join(text.split())))
    return [word for word in WORD.findall(outside) if word not in NAMES]


def decided(*args: str, database: Path) -> str:
    done = invoke_soloist("decide", *args, "--seed", "1", database=database)
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.mark.parametrize("game", GAMES)
def test_each_example_is_decided_in_the_pseudo_language(
        game: str, database: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "en_XA.UTF-8")
    shown = decided(game, str(EXAMPLES / f"{game}-position.toml"), database=database)
    assert len(shown.splitlines()) >= 4 and english_left(shown) == [], shown


def test_tokaidos_move_for_every_card_is_said_in_the_pseudo_language(
        tmp_path: Path, database: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    example = (EXAMPLES / "tokaido-position.toml").read_text(encoding="utf-8")
    position = tmp_path / "no-card.toml"
    position.write_text(re.sub(r'(?m)^card = .*$', "", example), encoding="utf-8")
    monkeypatch.setenv("LANG", "en_XA.UTF-8")
    shown = decided("tokaido", str(position), database=database)
    assert shown.count("→") == len(AUTOMA_CARD_CHOICES)  # a line for each card face
    assert english_left(shown) == [], shown


def test_a_line_reads_in_german(database: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    shown = decided("tokaido", str(EXAMPLES / "tokaido-position.toml"), database=database)
    assert "Andere Reisende: Tempel (Position 37), Bauernhof (Position 38)." in \
        shown.splitlines(), shown
    factories = decided("fantastic-factories",
                        str(EXAMPLES / "fantastic-factories-position.toml"), database=database)
    assert "Die Maschine: 3 Produktion, 1 Versorgung, 0 Training, 2 Spezial, 1 Monument; " \
        "10 Waren." in " ".join(factories.split()), factories


def test_the_json_stays_english_data(database: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    done = invoke_soloist("decide", "tokaido", str(EXAMPLES / "tokaido-position.toml"),
                          "--json", database=database)
    data = json.loads(done.stdout)
    assert data["explanation"] == ("range 3: Paddy rank 1, Encounter rank 1, Sea rank 4 → Sea "
                                   "(2 occupied spaces skipped)")
