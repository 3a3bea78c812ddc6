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


# The fact sheet's blueprint table (../shared/rules/fantastic-factories.md §6), with its
# defaults: (name, copies, type, tool, metal, energy, prestige, faces).
FACT_SHEET_BLUEPRINTS = [
    ("Aluminum Factory", 2, "production", "shovel", 2, 2, 1, None),
    ("Assembly Line", 2, "production", "gear", 2, 1, 1, None),
    ("Battery Factory", 2, "production", "wrench", 2, 1, 1, None),
    ("Beacon", 4, "monument", "shovel", 2, 4, (2, 3, 4, 5), None),
    ("Biolab", 2, "production", "gear", 1, 3, 1, (1,)),
    ("Black Market", 2, "utility", "gear", 3, 2, 1, None),
    ("Concrete Plant", 2, "production", "shovel", 2, 2, 0, None),
    ("Dojo", 2, "training", "gear", 1, 2, 0, None),
    ("Fitness Center", 3, "training", "wrench", 1, 0, 0, None),
    ("Foundry", 2, "utility", "gear", 2, 1, 1, None),
    ("Fulfillment Center", 2, "production", "hammer", 2, 1, 1, (4,)),
    ("Golem", 2, "special", "hammer", 4, 0, 1, None),
    ("Gymnasium", 3, "training", "shovel", 1, 0, 0, None),
    ("Harvester", 2, "utility", "hammer", 1, 2, 1, None),
    ("Incinerator", 2, "utility", "shovel", 2, 1, 1, None),
    ("Laboratory", 2, "special", "wrench", 1, 4, 1, None),
    ("Manufactory", 2, "production", "wrench", 2, 3, 1, None),
    ("Mega Factory", 2, "production", "gear", 3, 2, 1, None),
    ("Megalith", 3, "monument", "wrench", 5, 2, 3, None),
    ("Motherlode", 2, "utility", "shovel", 1, 3, 1, None),
    ("Nuclear Plant", 2, "production", "gear", 2, 2, 1, (6,)),
    ("Obelisk", 5, "monument", "hammer", 3, 1, 2, None),
    ("Power Plant", 2, "utility", "gear", 3, 0, 1, None),
    ("Recycling Plant", 3, "production", "gear", 2, 0, 1, None),
    ("Refinery", 2, "utility", "wrench", 1, 3, 1, None),
    ("Replicator", 2, "special", "shovel", 2, 2, 1, None),
    ("Robot", 3, "special", "hammer", 1, 1, 0, None),
    ("Scrap Yard", 2, "special", "wrench", 1, 2, 0, None),
    ("Solar Array", 2, "special", "gear", 1, 2, 0, None),
    ("Temp Agency", 2, "training", "hammer", 1, 0, 0, None),
    ("Trash Compactor", 2, "production", "shovel", 2, 1, 1, None),
    ("Warehouse", 2, "production", "hammer", 2, 2, 1, None),
]

# The fact sheet's contractors (§7): (name, copies, extra metal, extra energy).
FACT_SHEET_CONTRACTORS = [
    ("Architect", 2, 0, 0), ("Electrician", 2, 0, 0), ("Engineer", 1, 0, 4),
    ("Foreman", 1, 0, 2), ("Hired Hands", 3, 0, 3), ("Investor", 3, 0, 0), ("Miner", 2, 0, 0),
    ("Specialist", 3, 0, 0),
]


def test_every_retail_blueprint_is_as_the_fact_sheet_gives_it() -> None:
    cards = load_cards()
    found = []
    for name, *_ in FACT_SHEET_BLUEPRINTS:
        copies = [card for card in cards.blueprints if card.name == name]
        first = copies[0]
        assert all((c.type, c.tool, c.metal, c.energy, c.prestige, c.faces)
                   == (first.type, first.tool, first.metal, first.energy, first.prestige,
                       first.faces) for c in copies), name
        found.append((name, len(copies), first.type.value, first.tool, first.metal,
                      first.energy, first.prestige, first.faces))
    assert found == FACT_SHEET_BLUEPRINTS
    assert len(cards.blueprints) == sum(entry[1] for entry in FACT_SHEET_BLUEPRINTS) == 74


def test_every_retail_contractor_is_as_the_fact_sheet_gives_it() -> None:
    contractors = load_cards().contractors
    found = [(name, sum(c.name == name for c in contractors),
              *next((c.metal, c.energy) for c in contractors if c.name == name))
             for name, *_ in FACT_SHEET_CONTRACTORS]
    assert found == FACT_SHEET_CONTRACTORS
    assert len(contractors) == 17
