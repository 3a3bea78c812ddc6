"""The modelled table of simulation: every random component comes from complete data."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from mp2_helpers import DEFINITION, sample_copy

from soloist.engine.autoplay import play_out
from soloist.engine.chance import Chance
from soloist.engine.errors import DataFileError
from soloist.engine.log import Log
from soloist.engine.session import Session
from soloist.games.marco_polo_2.data import SAMPLE, load_data
from soloist.games.marco_polo_2.effects import Contract
from soloist.games.marco_polo_2.rules import MarcoPoloPlay
from soloist.games.marco_polo_2.spaces import ActionArea
from soloist.games.marco_polo_2.table import ModelTable
from soloist.games.marco_polo_2.table_state import TableState
from soloist.sim import runner


def model() -> tuple[ModelTable, TableState]:
    data = load_data(SAMPLE)
    table = ModelTable(data, None, None, "soloist", Chance(4), Log())
    state = TableState(ActionArea.for_board(data.board))
    table.deal_setup(state)
    return table, state


def test_contracts_are_dealt_into_every_contract_space_from_the_pile() -> None:
    table, state = model()
    data = load_data(SAMPLE)
    contract_cities = {city.id for city in data.board.cities if city.contracts}
    assert set(state.contracts) == contract_cities
    dealt = [space for spaces in state.contracts.values() for space in spaces]
    assert all(isinstance(space, Contract) for space in dealt)
    assert len({id(space) for space in dealt}) == len(dealt) == 10
    assert len(table.pile) == len(data.tiles.contracts) - 10  # type: ignore[union-attr]


def test_one_outpost_tile_lies_in_each_outpost_city() -> None:
    _, state = model()
    data = load_data(SAMPLE)
    outpost_cities = {city.id for city in data.board.cities if city.outpost}
    assert set(state.outposts) == outpost_cities
    assert all(tile is not None for tile in state.outposts.values())


def test_the_starting_contract_is_a_blue_starting_contract() -> None:
    table, _ = model()
    starting = {c.label for c in load_data(SAMPLE).tiles.starting_contracts}  # type: ignore[union-attr]
    contract = table.starting_contract()
    assert isinstance(contract, Contract) and contract.label in starting


def test_a_taken_contract_space_is_refilled_from_the_pile_at_the_end_of_the_turn() -> None:
    table, _ = model()
    before = len(table.pile)
    refill = table.refill("cindervale", 1)
    assert isinstance(refill, Contract) and len(table.pile) == before - 1


def test_simulation_refuses_incomplete_data_naming_what_is_missing(tmp_path: Path) -> None:
    directory = sample_copy(tmp_path, keep=("board.toml", "mautoma.toml"))
    with pytest.raises(DataFileError, match=re.escape("simulation needs complete data; "
                                                      "missing: tiles.toml: contracts")):
        Session.start(DEFINITION(), {"data": str(directory), "table": "model"}, 1)


def test_a_simulated_game_is_the_same_game_for_the_same_seed() -> None:
    definition = DEFINITION()
    options = definition.parse_options({"table": "model", "level": "l3"})
    first = play_out(definition, options, 9, definition.stand_ins["occupier"])
    again = play_out(definition, options, 9, definition.stand_ins["occupier"])
    assert first.summary() == again.summary()
    session = Session.start(definition, options, 9)
    assert isinstance(session.play, MarcoPoloPlay)
    assert session.play.character == "Navigator"  # the first character of the data


def test_a_report_runs_through_the_characters_its_data_names(tmp_path: Path) -> None:
    # The character is a name only characters.toml knows: simulation's "all" is its list.
    definition = DEFINITION()
    assert definition.option_values("character", {"table": "model"}) == ("Navigator",
                                                                          "Trader")
    assert definition.option_values("level", {}) == ("l1", "l2", "l3")
    plan = runner.make_plan(definition, games=1, seed=1, levels="all",
                            axes={"character": "all"})
    assert plan.axes == (("character", ("Navigator", "Trader")),)
    board_only = sample_copy(tmp_path, keep=("board.toml",))
    with pytest.raises(DataFileError, match=r"simulation needs complete data.*characters\.toml: "
                                            r"Skill and Trading Post cards"):
        definition.option_values("character", {"data": str(board_only), "table": "model"})
