"""The modelled table used by simulation, and the steady stand-in."""

from __future__ import annotations

from ff_helpers import FF, start

from soloist.engine.autoplay import play_out
from soloist.games.fantastic_factories.cards import CardType, load_cards
from soloist.games.fantastic_factories.rules import FactoryPlay, FactoryResult
from soloist.games.fantastic_factories.stand_ins import SteadyBuilder, prestige_of
from soloist.games.fantastic_factories.table import ModelTable


def test_the_person_is_asked_their_market_action_at_a_modelled_table() -> None:
    session = start(4, table="model")
    assert session.question is not None
    assert session.question.topic == "person.market-action"
    play_ = session.play
    assert isinstance(play_, FactoryPlay) and isinstance(play_.table, ModelTable)
    slot_two = play_.table.market[1]
    session.answer("2")
    assert slot_two in play_.table.person_cards
    assert play_.table.market[1] is not None and play_.table.market[1] is not slot_two


def test_the_machine_takes_the_card_in_its_slot_and_the_slot_is_refilled() -> None:
    session = start(6, table="model")
    play_ = session.play
    assert isinstance(play_, FactoryPlay) and isinstance(play_.table, ModelTable)
    session.answer("none")
    market_before = list(play_.table.market)
    session.answer("no")  # the Machine's turn follows
    dice = play_.last_dice
    assert dice is not None
    names = play_.machine.names
    if dice.green <= 4:
        taken = market_before[dice.green - 1]
        assert taken is not None and names[-1] == taken.name
        assert all(card is not None for card in play_.table.market)
    if dice.green == 5:
        assert not set(map(id, market_before)) & set(map(id, play_.table.market))


def test_prestige_counts_each_beacon_by_its_order() -> None:
    beacons = [card for card in load_cards().blueprints if card.name == "Beacon"]
    obelisk = next(card for card in load_cards().blueprints if card.name == "Obelisk")
    assert prestige_of(beacons) == 2 + 3 + 4 + 5
    assert prestige_of([obelisk, beacons[0]]) == 2 + 2


def test_the_steady_stand_in_builds_one_card_a_round_from_its_second_round() -> None:
    stand_in = SteadyBuilder(None)  # type: ignore[arg-type]
    production = next(c for c in load_cards().blueprints if c.type is CardType.PRODUCTION)
    for _ in range(3):
        stand_in.waiting.append(production)
        stand_in.work_phase()
    assert len(stand_in.buildings) == 2
    assert stand_in.goods == 0 + 1 + 2


def test_a_simulated_game_is_reproduced_from_its_seed() -> None:
    options = FF.parse_options({"table": "model", "difficulty": "hard"})
    first = play_out(FF, options, 77, SteadyBuilder)
    second = play_out(FF, options, 77, SteadyBuilder)
    assert isinstance(first, FactoryResult)
    assert first == second
    assert first.rounds >= 2
