"""The card data file: the retail deck, and a person's own file checked on load."""

from __future__ import annotations

from pathlib import Path

import pytest

from soloist.engine.errors import DataFileError
from soloist.games.fantastic_factories.cards import RETAIL_CARDS, CardType, load_cards


def test_the_retail_deck_has_74_blueprints_and_17_contractors() -> None:
    cards = load_cards()
    assert len(cards.blueprints) == 74
    assert len(cards.contractors) == 17
    assert cards.count_by_type() == {
        CardType.PRODUCTION: 25, CardType.UTILITY: 14, CardType.SPECIAL: 13,
        CardType.MONUMENT: 12, CardType.TRAINING: 10,
    }


def test_the_defaults_that_are_assumptions_say_so() -> None:
    notes = " ".join(load_cards().assumptions())
    assert "Golem" in notes and "Motherlode" in notes


def own_file(tmp_path: Path, replace: str, by: str) -> Path:
    text = RETAIL_CARDS.read_text()
    assert replace in text
    path = tmp_path / "cards.toml"
    path.write_text(text.replace(replace, by, 1))
    load_cards.cache_clear()
    return path


def test_copies_must_add_up_to_the_declared_total(tmp_path: Path) -> None:
    path = own_file(tmp_path, "blueprint_total = 74", "blueprint_total = 78")
    with pytest.raises(DataFileError, match="add up to 74, but blueprint_total declares 78"):
        load_cards(path)


def test_an_unknown_card_type_is_named(tmp_path: Path) -> None:
    path = own_file(tmp_path, 'type = "production"', 'type = "factory"')
    with pytest.raises(DataFileError, match=r"blueprint\.0\.type"):
        load_cards(path)


def test_a_prestige_list_needs_one_value_per_copy(tmp_path: Path) -> None:
    path = own_file(tmp_path, "prestige = [2, 3, 4, 5]", "prestige = [2, 3]")
    with pytest.raises(DataFileError, match="Beacon: a prestige list needs one value per copy"):
        load_cards(path)


def test_a_kickstarter_owner_adds_cards_and_raises_the_totals(tmp_path: Path) -> None:
    path = own_file(tmp_path, "blueprint_total = 74", "blueprint_total = 75")
    path.write_text(path.read_text() + '\n[[blueprint]]\nname = "My Extra Card"\ncopies = 1\n'
                    'type = "special"\ntool = "gear"\nmetal = 1\nenergy = 1\nprestige = 1\n')
    cards = load_cards(path)
    assert len(cards.blueprints) == 75
