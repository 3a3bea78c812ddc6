"""The card data digital play reads: tool tokens, copies allowed, cards Soloist does not
know."""

from __future__ import annotations

from pathlib import Path

import pytest
from ff_digital import digital_play, digital_session

from soloist.engine.errors import DataFileError
from soloist.games.fantastic_factories.cards import RETAIL_CARDS, load_cards
from soloist.games.fantastic_factories.effects import ACTIVATIONS, NO_ACTIVATION


def own_file(tmp_path: Path, replace: str, by: str) -> Path:
    text = RETAIL_CARDS.read_text()
    assert replace in text
    path = tmp_path / "cards.toml"
    path.write_text(text.replace(replace, by, 1))
    load_cards.cache_clear()
    return path


def test_every_retail_blueprint_has_its_rules() -> None:
    names = {card.name for card in load_cards().blueprints}
    assert names == set(ACTIVATIONS) | NO_ACTIVATION


def test_only_obelisk_and_beacon_allow_more_than_one() -> None:
    allowing = {card.name for card in load_cards().blueprints if card.more_than_one}
    assert allowing == {"Obelisk", "Beacon"}


def test_the_tool_tokens_default_to_hammer_wrench_gear_shovel() -> None:
    assert load_cards().tools == ("hammer", "wrench", "gear", "shovel")


def test_every_blueprint_tool_must_be_a_token(tmp_path: Path) -> None:
    path = own_file(tmp_path, 'tool = "shovel"', 'tool = "pickaxe"')
    with pytest.raises(DataFileError, match="tool 'pickaxe' is not one of the four tool tokens"):
        load_cards(path)


def test_the_tool_tokens_are_four(tmp_path: Path) -> None:
    path = own_file(tmp_path, 'tools = ["hammer", "wrench", "gear", "shovel"]',
                    'tools = ["hammer", "wrench", "gear"]')
    with pytest.raises(DataFileError, match="tools"):
        load_cards(path)


def test_a_card_soloist_does_not_know_is_named_at_the_start(tmp_path: Path) -> None:
    path = own_file(tmp_path, "blueprint_total = 74", "blueprint_total = 75")
    path.write_text(path.read_text() + '\n[[blueprint]]\nname = "Time Machine"\ncopies = 1\n'
                    'type = "special"\ntool = "gear"\nmetal = 1\nenergy = 1\nprestige = 3\n')
    session = digital_session(cards=str(path))
    assert any("Soloist does not know what these cards do: Time Machine" in text
               for text in session.log.texts())
    assert digital_play(session).digital.cards.source == str(path)
    load_cards.cache_clear()
