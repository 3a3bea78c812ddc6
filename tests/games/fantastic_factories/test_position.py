"""`soloist decide fantastic-factories FILE`: the Machine's turn in a described position."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from soloist.engine.errors import DataFileError
from soloist.games import find_game
from soloist.games.fantastic_factories.cards import CardType
from soloist.games.fantastic_factories.position import goods_odds

FF = find_game("fantastic-factories")
EXAMPLE = Path(__file__).parents[3] / "examples" / "fantastic-factories-position.toml"


def write(tmp_path: Path, text: str, name: str = "position.toml") -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


def test_the_documented_example_position() -> None:
    report = FF.decide(EXAMPLE, seed=1)
    assert report.lines[3:8] == (
        "The Machine rolls red 4, blue 2, purple 1, yellow 6, green 2.",
        "green 2: market blueprint 2 (2nd from the left, Production) into the compound",
        "Refill the market from the decks.",
        "red 4 > 0 Training → no good",
        "blue 2 ≤ 4 Production → 1 good",
    )
    assert report.data["goods_made"] == 2
    after = report.data["machine_after"]
    assert isinstance(after, dict)
    assert after["goods"] == 12 and after["compound"]["production"] == 4
    assert report.data["triggers_end"] is True
    assert any("triggers the end of the game" in line for line in report.lines)


def test_dice_not_fixed_are_rolled_from_the_seed(tmp_path: Path) -> None:
    path = write(tmp_path, '[machine]\nproduction = 2\n[market]\n'
                           'blueprints = ["utility", "utility", "utility", "utility"]\n'
                           'deck_top = "special"\n')
    first, again = FF.decide(path, seed=5), FF.decide(path, seed=5)
    assert first.data["dice"] == again.data["dice"]
    assert first.data["dice_source"] == "seed 5"


def test_a_card_the_green_die_takes_must_be_described(tmp_path: Path) -> None:
    path = write(tmp_path, "[machine]\nproduction = 2\n[dice]\nred = 1\nblue = 1\npurple = 1\n"
                           "yellow = 1\ngreen = 3\n")
    with pytest.raises(DataFileError, match=r"market\.blueprints: slot 3 \(3rd from the left\) "
                                            r"is unknown, but green 3 takes it"):
        FF.decide(path, seed=1)


@pytest.mark.parametrize("text, problem", [
    ("[machine]\nproduction = -1\n", "machine.production"),
    ("[machine]\ngoods = 2\n[dice]\nred = 7\nblue=1\npurple=1\nyellow=1\ngreen=1\n", "dice.red"),
    ("[machine]\n[market]\nblueprints = ['utility']\n", "market.blueprints"),
    ("[machine]\ncolour = 'red'\n", "machine.colour"),
    ("[market]\n", "machine"),
    ("[machine\n", "not valid TOML"),
])
def test_a_bad_position_file_is_refused_naming_the_field(
        tmp_path: Path, text: str, problem: str) -> None:
    with pytest.raises(DataFileError, match=problem.replace("[", r"\[")):
        FF.decide(write(tmp_path, text), seed=1)


def test_a_json_position_works_too(tmp_path: Path) -> None:
    path = write(tmp_path, json.dumps({"machine": {"goods": 1, "utility": 2},
                                       "dice": {"red": 1, "blue": 1, "purple": 1, "yellow": 2,
                                                "green": 6},
                                       "market": {"deck_top": "utility"}}), "position.json")
    report = FF.decide(path, seed=1)
    assert report.data["goods_made"] == 1  # yellow 2 ≤ 3 Utility


def test_exact_odds_of_the_work_dice() -> None:
    """The chance a die pays is min(n, 6)/6 for n cards of its type."""
    compound = dict.fromkeys(CardType, 0)
    compound[CardType.PRODUCTION] = 3
    odds = goods_odds(compound)
    assert odds == [Fraction(1, 2), Fraction(1, 2), 0, 0, 0]
    compound[CardType.UTILITY] = 9
    assert goods_odds(compound)[2] == Fraction(1, 2)
    assert sum(goods_odds(compound)) == 1


def test_the_odds_cover_every_green_face(tmp_path: Path) -> None:
    report = FF.decide(EXAMPLE, seed=1)
    odds = report.data["odds"]
    assert isinstance(odds, dict)
    assert sum(odds["goods"].values()) == pytest.approx(1.0)
    path = write(tmp_path, "[machine]\nproduction = 2\n[market]\ndeck_top = 'special'\n"
                           "[dice]\nred = 1\nblue = 1\npurple = 1\nyellow = 1\ngreen = 5\n")
    unknown_market = FF.decide(path, seed=1)
    assert unknown_market.data["odds"] is None
    assert unknown_market.lines[-1].startswith("Odds before the roll: not computed")


def test_market_cards_may_be_named_as_digital_play_shows_them(tmp_path: Path) -> None:
    """A market blueprint or the top of the deck may be given by its name ("Foundry"); its
    type comes from the retail card data."""
    path = write(tmp_path, "[machine]\nutility = 1\n[market]\n"
                           "blueprints = ['unknown', 'Foundry', 'unknown', 'unknown']\n"
                           "deck_top = 'obelisk'\n"
                           "[dice]\nred = 6\nblue = 6\npurple = 6\nyellow = 2\ngreen = 2\n")
    report = FF.decide(path, seed=1)
    assert "green 2: market blueprint 2 (2nd from the left, Foundry (Utility)) into the " \
        "compound" in report.lines
    assert report.lines[1].startswith("Market blueprints, left to right: unknown, Foundry "
                                      "(utility), unknown, unknown; top of the deck: Obelisk")
    assert report.data["goods_made"] == 1  # yellow 2 ≤ 2 Utility


def test_a_misspelt_card_name_is_refused_naming_the_field(tmp_path: Path) -> None:
    path = write(tmp_path, "[machine]\n[market]\n"
                           "blueprints = ['unknown', 'Foundri', 'unknown', 'unknown']\n")
    with pytest.raises(DataFileError, match=r"market\.blueprints\.1: .*'Foundri' is neither"):
        FF.decide(path, seed=1)


# -- positions the retail game cannot reach (issue 17) -----------------------------------

@pytest.mark.parametrize("text, message", [
    ("[machine]\nproduction = 40\n",
     "machine.production: 40 Production blueprints in the compound, but the retail deck has "
     "only 25"),
    ("[machine]\nmonument = 13\n",
     "machine.monument: 13 Monument blueprints in the compound, but the retail deck has only "
     "12"),
    ("[machine]\nmonument = 12\n[market]\nblueprints = ['monument', 'unknown', 'unknown', "
     "'unknown']\n",
     "machine.monument and market: 12 Monument blueprints in the compound and 1 in the "
     "market, but the retail deck has only 12"),
    ("[machine]\n[market]\nblueprints = ['Foundry', 'Foundry', 'Foundry', 'unknown']\n",
     "market: Foundry is named 3 times, but the retail deck has 2 copies of it"),
    ("[machine]\ngoods = 12\n",
     "machine.end_triggered: the Machine has 12 goods, so it has triggered the end of the game "
     "(it does at 12 or more goods); set end_triggered = true"),
])
def test_a_position_the_game_cannot_reach_is_refused(
        tmp_path: Path, text: str, message: str) -> None:
    path = write(tmp_path, text)
    with pytest.raises(DataFileError) as refused:
        FF.decide(path, seed=1)
    assert str(refused.value) == f"{path}: {message}"


@pytest.mark.parametrize("text, field", [
    ("[machine]\nproduction = true\n", "machine.production"),
    ("[machine]\nend_triggered = 1\n", "machine.end_triggered"),
    ("[machine]\n[dice]\nred = true\nblue = 1\npurple = 1\nyellow = 1\ngreen = 1\n",
     "dice.red"),
])
def test_true_is_not_a_number_nor_1_a_yes(tmp_path: Path, text: str, field: str) -> None:
    path = write(tmp_path, text)
    with pytest.raises(DataFileError) as refused:
        FF.decide(path, seed=1)
    assert str(refused.value).startswith(f"{path}: {field}: Input should be a valid ")


def test_the_end_triggered_at_12_goods_is_a_position(tmp_path: Path) -> None:
    path = write(tmp_path, "[machine]\ngoods = 12\nend_triggered = true\nproduction = 1\n"
                           "[dice]\nred = 6\nblue = 1\npurple = 6\nyellow = 6\ngreen = 6\n"
                           "[market]\ndeck_top = 'utility'\n")
    assert FF.decide(path, seed=1).data["goods_made"] == 1
