"""The Machine's turn: the green die's market action, then the work phase."""

from __future__ import annotations

from collections.abc import Generator

import pytest

from soloist.engine.log import Log
from soloist.engine.questions import Question
from soloist.games.fantastic_factories.cards import CardType, load_cards
from soloist.games.fantastic_factories.machine import (
    Machine,
    MachineDice,
    machine_turn,
    work_phase,
)
from soloist.games.fantastic_factories.table import TableAtHand

P, U, T, S, M = (CardType.PRODUCTION, CardType.UTILITY, CardType.TRAINING, CardType.SPECIAL,
                 CardType.MONUMENT)


def compound(**counts: int) -> Machine:
    return Machine(compound={kind: counts.get(kind.value, 0) for kind in CardType})


def play_turn(machine: Machine, dice: MachineDice, card: str) -> tuple[list[Question], Log]:
    """The Machine's turn at a physical table where the card it takes is of type `card`."""
    log = Log()
    turn: Generator[Question, object, int] = machine_turn(
        machine, TableAtHand(load_cards(), log), dice, log)
    asked = [next(turn)]
    try:
        asked.append(turn.send(asked[0].parse(card)[1]))
    except StopIteration:
        pass
    else:
        raise AssertionError("the Machine asks one card type per turn")
    return asked, log


def test_seed_example_work_phase_two_goods() -> None:
    """'The Machine manufactures 2 goods because the blue and purple dice are equal to or
    lower than the number of cards of the same color in The Machine's compound. The red and
    yellow dice do not score because they are higher than the number of cards of those
    colors.'"""
    machine = compound(production=2, special=1, training=1, utility=1)
    dice = MachineDice(red=3, blue=2, purple=1, yellow=5, green=1)
    log = Log()
    made = work_phase(machine, dice, log)
    assert made == 2
    assert machine.goods == 2
    assert log.texts()[:4] == [
        "red 3 > 1 Training → no good",
        "blue 2 ≤ 2 Production → 1 good",
        "purple 1 ≤ 1 Special → 1 good",
        "yellow 5 > 1 Utility → no good",
    ]


@pytest.mark.parametrize("colour, kind", [("red", T), ("blue", P), ("purple", S),
                                          ("yellow", U)])
def test_each_work_die_counts_its_own_card_type(colour: str, kind: CardType) -> None:
    for count in range(0, 8):
        for die in range(1, 7):
            machine = Machine(compound={k: (count if k is kind else 0) for k in CardType})
            values = dict(red=6, blue=6, purple=6, yellow=6, green=1)
            values[colour] = die
            made = work_phase(machine, MachineDice(**values), Log(enabled=False))
            # the other dice show 6 against 0 cards, so only this die can score
            assert made == int(die <= count), (colour, die, count)


def test_monuments_match_no_die() -> None:
    machine = compound(monument=6)
    assert work_phase(machine, MachineDice(1, 1, 1, 1, 1), Log()) == 0


@pytest.mark.parametrize("green", [1, 2, 3, 4])
def test_green_1_to_4_takes_that_market_slot(green: int) -> None:
    machine = compound(production=3)
    asked, log = play_turn(machine, MachineDice(6, 6, 6, 6, green), "utility")
    assert asked[0].topic == "machine.market-card-type"
    assert asked[0].context["slot"] == green
    assert machine.compound[U] == 1 and machine.cards == 4
    assert any(text.startswith(f"green {green}: market blueprint {green} (")
               for text in log.texts())
    assert "Refill the market from the decks." in log.texts()


def test_green_5_takes_the_top_blueprint_and_discards_the_market_blueprints() -> None:
    machine = compound(production=3)
    asked, log = play_turn(machine, MachineDice(6, 6, 6, 6, 5), "utility")
    assert asked[0].topic == "machine.deck-card-type"
    texts = log.texts()
    assert "green 5: top blueprint (Utility) into the compound; market blueprints discarded" \
        in texts
    assert texts.index("Discard all 4 market blueprints.") < texts.index(
        "Refill the market from the decks.")
    assert machine.compound[U] == 1


def test_green_6_takes_the_top_blueprint_and_discards_the_contractors() -> None:
    machine = compound(production=3)
    asked, log = play_turn(machine, MachineDice(6, 6, 6, 6, 6), "special")
    assert asked[0].topic == "machine.deck-card-type"
    assert "green 6: top blueprint (Special) into the compound; contractors discarded" \
        in log.texts()
    assert "Discard all 4 market contractors." in log.texts()
    assert machine.compound[S] == 1


def test_the_card_taken_counts_in_the_same_turns_work_phase() -> None:
    """The market phase comes before the work phase: the new card already counts."""
    machine = compound(production=1)
    _, log = play_turn(machine, MachineDice(6, 2, 6, 6, 2), "production")
    assert "blue 2 ≤ 2 Production → 1 good" in log.texts()
    assert machine.goods == 1


def test_a_type_is_no_longer_offered_once_the_machine_holds_every_copy() -> None:
    table = TableAtHand(load_cards(), Log())
    table.held[M] = 12  # every Monument of the retail deck
    question = next(table.take_market_blueprint(1))
    assert question.choices is not None
    assert "monument" not in question.choices.keys
    assert "production" in question.choices.keys
