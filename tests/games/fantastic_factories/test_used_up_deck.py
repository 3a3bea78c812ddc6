"""Digital and modelled tables whose blueprint deck and discard pile are both used up: the
Machine takes no card, and the log says so (issue 17). The rulebook has no such case."""

from __future__ import annotations

from pathlib import Path

import pytest

from soloist.engine.chance import Chance
from soloist.engine.errors import DataFileError
from soloist.engine.log import Log
from soloist.games.fantastic_factories.cards import RETAIL_CARDS, CardType, load_cards
from soloist.games.fantastic_factories.machine import Machine, MachineDice, machine_turn
from soloist.games.fantastic_factories.market import DigitalTable
from soloist.games.fantastic_factories.table import ModelTable


def used_up(table: DigitalTable | ModelTable) -> None:
    """Every blueprint out of the deck and its discard pile (in hands and compounds)."""
    table.blueprints.cards.clear()
    table.blueprints.discards.clear()


def turn(table: DigitalTable | ModelTable, machine: Machine, green: int, log: Log) -> int:
    dice = MachineDice(red=6, blue=1, purple=6, yellow=6, green=green)
    try:
        next(machine_turn(machine, table, dice, log))
    except StopIteration as done:
        return int(done.value)
    raise AssertionError("a modelled table never asks")


@pytest.mark.parametrize("green", [5, 6])
def test_the_digital_machine_reveals_no_card_from_a_used_up_deck(green: int) -> None:
    log = Log()
    table = DigitalTable(load_cards(), Chance(1).stream("b"), Chance(1).stream("c"), log)
    used_up(table)
    machine = Machine(compound={kind: 1 for kind in CardType})
    made = turn(table, machine, green, log)
    assert machine.cards == 5 and machine.names == []
    assert made == 1  # the work phase still runs: blue 1 ≤ 1 Production
    discarded = "market blueprints" if green == 5 else "contractors"
    assert (f"green {green}: the blueprint deck and its discard pile are empty, so there is "
            "no top card to reveal: the Machine takes no card; "
            f"{discarded} discarded") in [event.text for event in log]


def test_the_digital_machine_takes_no_card_from_an_empty_market_slot() -> None:
    log = Log()
    table = DigitalTable(load_cards(), Chance(1).stream("b"), Chance(1).stream("c"), log)
    used_up(table)
    table.market[1] = None
    machine = Machine(compound={kind: 1 for kind in CardType})
    turn(table, machine, 2, log)
    assert machine.cards == 5
    assert ("green 2: market slot 2 (2nd from the left) is empty, as the blueprint deck and "
            "its discard pile are used up: the Machine takes no card"
            in [event.text for event in log])


def test_a_simulated_table_takes_no_card_from_a_used_up_deck() -> None:
    log = Log()
    table = ModelTable(load_cards(), Chance(1).stream("b"), log)
    used_up(table)
    table.market = [None, None, None, None]
    machine = Machine(compound={kind: 1 for kind in CardType})
    for green in (1, 5, 6):
        turn(table, machine, green, log)
    assert machine.cards == 5 and table.market == [None, None, None, None]
    asked = next(table.person_market_phase(3))
    assert [choice.key for choice in asked.choices] == ["none"]


def test_a_card_file_too_small_to_set_up_is_refused(tmp_path: Path) -> None:
    text = RETAIL_CARDS.read_text(encoding="utf-8")
    for kind in ("production", "utility", "training", "special"):
        text = text.replace(f'type = "{kind}"', 'type = "monument"')
    small = tmp_path / "cards.toml"
    small.write_text(text, encoding="utf-8")
    with pytest.raises(DataFileError) as refused:
        load_cards(small)
    assert str(refused.value) == (
        f"{small}: only 0 blueprints are not Monuments; setting up needs at least 13 (the "
        "market's 4, your starting hand of 4 and the Machine's starting compound of up to 5, "
        "which cannot include a Monument)")
