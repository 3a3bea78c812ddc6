"""Digital play: the headquarters, building, the limits, the shared market, the end of the
game and the scores."""

from __future__ import annotations

import pytest
from ff_digital import (
    act,
    blueprint,
    digital_play,
    digital_session,
    drive,
    first_answers,
    keys,
    said,
    workshop,
)
from ff_helpers import rounds_logged, topics

from soloist.engine.log import Log
from soloist.games.fantastic_factories.digital import DigitalResult
from soloist.games.fantastic_factories.machine import Machine, MachineDice, MachineScore
from soloist.games.fantastic_factories.machine import machine_turn as the_machines_turn
from soloist.games.fantastic_factories.person import PersonScore
from soloist.games.fantastic_factories.work_phase import discard_down_to_the_limits

# -- the headquarters --------------------------------------------------------------------------


def test_rulebook_example_three_2s_on_generate_give_8_energy() -> None:
    """"A die that matches the value of a die already on the same row gives 1 extra … If all
    three dice on the row match, the bonus is 2 extra in total": 8 energy on Generate, 2 of
    them from the bonus (three 2s: 2 + 3 + 3)."""
    work = workshop(dice=[2, 2, 2])
    for _ in range(3):
        act(work, "generate 2")
    assert work.person.energy == 8
    assert work.person.headquarters.dice["generate"] == [2, 2, 2]


def test_the_matching_dice_need_not_be_placed_at_the_same_time() -> None:
    work = workshop(compound=["Power Plant"], dice=[5, 5, 4, 5])
    act(work, "mine 5")
    act(work, "power-plant 4")
    act(work, "mine 5")
    act(work, "mine 5")
    assert work.person.metal == 1 + 2 + 2
    assert work.person.energy == 4


def test_a_die_matching_one_of_two_different_dice_earns_1_extra() -> None:
    work = workshop(dice=[4, 5, 4])
    act(work, "mine 4")
    act(work, "mine 5")
    act(work, "mine 4")
    assert work.person.metal == 1 + 1 + 2


def test_research_takes_any_face_generate_1_to_3_mine_4_to_6() -> None:
    work = workshop(dice=[1, 3, 4, 6])
    offered = keys(work)
    assert [k for k in offered if k.startswith("research")] == [
        "research 1", "research 3", "research 4", "research 6"]
    assert [k for k in offered if k.startswith("generate")] == ["generate 1", "generate 3"]
    assert [k for k in offered if k.startswith("mine")] == ["mine 4", "mine 6"]


def test_research_draws_a_blueprint_per_die_plus_the_bonus() -> None:
    work = workshop(dice=[6, 6], deck=["Robot", "Dojo", "Foundry"])
    act(work, "research 6")
    act(work, "research 6")
    assert [c.name for c in work.person.hand] == ["Robot", "Dojo", "Foundry"]


def test_each_row_holds_3_dice() -> None:
    work = workshop(dice=[2, 2, 2, 2])
    for _ in range(3):
        act(work, "generate 2")
    assert "generate 2" not in keys(work) and "research 2" in keys(work)


def test_each_die_is_used_once_per_turn() -> None:
    work = workshop(compound=["Power Plant"], dice=[3])
    act(work, "generate 3")
    assert keys(work) == ["end"]


# -- building ----------------------------------------------------------------------------------


def test_building_discards_another_blueprint_with_the_same_tool_and_pays_the_cost() -> None:
    work = workshop(hand=["Foundry", "Power Plant", "Robot"], metal=2, energy=1)
    assert "build foundry" in keys(work) and "build robot" not in keys(work)
    act(work, "build foundry")
    person = work.person
    assert [c.name for c in person.compound] == ["Foundry"]
    assert [c.name for c in person.hand] == ["Robot"]
    assert (person.metal, person.energy) == (0, 0)
    assert work.table.blueprints.discards[-1].name == "Power Plant"


def test_the_same_tool_card_to_discard_is_asked_when_there_is_a_choice() -> None:
    work = workshop(hand=["Foundry", "Power Plant", "Dojo", "Power Plant"], metal=2, energy=1)
    asked = act(work, "build foundry", "dojo")
    assert asked[0].topic == "person.discard"
    assert asked[0].choices is not None and asked[0].choices.keys == ("power-plant", "dojo")
    assert [c.name for c in work.person.hand] == ["Power Plant", "Power Plant"]


def test_no_second_copy_of_a_card_name() -> None:
    work = workshop(hand=["Foundry", "Power Plant"], compound=["Foundry"], metal=9, energy=9)
    assert "build foundry" not in keys(work)
    assert "build power-plant" in keys(work)


def test_a_card_you_cannot_afford_is_not_offered() -> None:
    work = workshop(hand=["Foundry", "Power Plant"], metal=2, energy=0)
    assert "build foundry" not in keys(work)


def test_a_card_may_be_activated_in_the_turn_it_is_built() -> None:
    work = workshop(hand=["Power Plant", "Foundry"], metal=3, dice=[5])
    act(work, "build power-plant")
    act(work, "power-plant 5")
    assert work.person.energy == 5


# -- the end of the work phase -----------------------------------------------------------------


def test_discard_down_to_12_metal_and_energy_together_you_choose() -> None:
    work = workshop(metal=9, energy=6)
    asked = drive(discard_down_to_the_limits(work), ["7-metal-5-energy"])
    assert asked[0].topic == "person.limit-resources"
    assert asked[0].choices is not None
    assert asked[0].choices.keys == ("9-metal-3-energy", "8-metal-4-energy",
                                     "7-metal-5-energy", "6-metal-6-energy")
    assert (work.person.metal, work.person.energy) == (7, 5)


def test_discard_down_to_10_cards_in_hand_goods_do_not_count() -> None:
    names = ["Robot", "Dojo", "Foundry", "Biolab", "Golem", "Refinery", "Beacon", "Obelisk",
             "Warehouse", "Harvester", "Megalith", "Incinerator"]
    work = workshop(hand=names, metal=6, energy=6)
    work.person.goods = 20
    asked = drive(discard_down_to_the_limits(work), ["robot", "megalith"])
    assert [q.topic for q in asked] == ["person.limit-cards"] * 2
    assert len(work.person.hand) == 10 and work.person.goods == 20
    assert {c.name for c in work.table.blueprints.discards[-2:]} == {"Robot", "Megalith"}


def test_within_the_limits_nothing_is_asked() -> None:
    work = workshop(hand=["Robot"] * 2, metal=6, energy=6)
    assert drive(discard_down_to_the_limits(work), []) == []


# -- the shared market and the Machine ---------------------------------------------------------


def test_the_machine_takes_from_the_same_market() -> None:
    work = workshop(market=["Foundry", "Robot", "Dojo", "Biolab"], deck=["Obelisk"])
    machine = Machine()
    robot = work.table.market[1]
    drive(the_machines_turn(machine, work.table, MachineDice(6, 6, 6, 6, 2), Log()), [])
    assert machine.names == ["Robot"] and machine.count(robot.type) == 1  # type: ignore[union-attr]
    assert [c.name if c else None for c in work.table.market] == [
        "Foundry", "Obelisk", "Dojo", "Biolab"]


def test_the_machines_green_6_discards_the_market_contractors() -> None:
    work = workshop(deck=["Obelisk"])
    before = list(work.table.hire)
    drive(the_machines_turn(Machine(), work.table, MachineDice(6, 6, 6, 6, 6), Log()), [])
    assert work.table.contractors.discards == before
    assert all(card is not None for card in work.table.hire)


# -- the end of the game -----------------------------------------------------------------------


def play_first_answers(session: object, limit: int = 5000) -> None:
    from soloist.engine.session import Session

    assert isinstance(session, Session)
    for _ in range(limit):
        if session.question is None:
            return
        session.answer(first_answers(session.question))
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("how", ["goods", "buildings"])
def test_you_trigger_the_end_with_12_goods_or_10_buildings_then_one_more_round(
        how: str) -> None:
    """"The end is triggered when any player has manufactured ≥ 12 goods or has ≥ 10
    buildings … Finish the current round, then play one more full round."""
    session = digital_session(seed=3, difficulty="easy")
    person = digital_play(session).person
    if how == "goods":
        person.goods = 12
    else:
        person.compound = [blueprint("Obelisk", n) for n in range(1, 6)] + [
            blueprint(name) for name in ("Beacon", "Robot", "Dojo", "Golem", "Refinery")]
    play_first_answers(session)
    result = session.result
    assert isinstance(result, DigitalResult)
    assert result.triggered_by == "you" and result.rounds == 2
    assert rounds_logged(session) == [1, 2]
    texts = session.log.texts()
    trigger = next(i for i, t in enumerate(texts) if "end of the game is triggered by you" in t)
    assert texts.index("Round 2") > trigger
    assert sum(t.startswith("The Machine rolls") for t in texts) == 2  # it plays both rounds


def test_the_machine_triggers_the_end_only_with_12_goods() -> None:
    """"The Machine may only trigger the end of the game by manufacturing 12 or more goods."
    (Its compound of 10 or more cards does not.)"""
    session = digital_session(seed=6, difficulty="very-hard")
    play_first_answers(session)
    result = session.result
    assert isinstance(result, DigitalResult) and result.triggered_by == "the Machine"
    goods_by_round: dict[int, int] = {}
    current = 0
    for text in session.log.texts():
        if text.startswith("Round "):
            current = int(text.split()[1])
        if text.startswith("The Machine manufactures"):
            goods_by_round[current] = int(text.split(": ")[1].split()[0])
    trigger = min(r for r, goods in goods_by_round.items() if goods >= 12)
    assert result.rounds == trigger + 1
    # The Machine takes one card a turn: it already had 10 or more cards a round earlier,
    # with fewer than 12 goods, and that did not end the game.
    cards_a_round_earlier = digital_play(session).machine.cards - (result.rounds - trigger + 1)
    assert cards_a_round_earlier >= 10 and goods_by_round[trigger - 1] < 12


def test_the_whole_game_asks_only_the_persons_own_moves() -> None:
    session = digital_session(seed=8)
    play_first_answers(session)
    asked = set(topics(session))
    assert asked <= {"person.market", "person.work", "person.discard", "person.limit-cards",
                     "person.limit-resources", "person.extra-die", "person.foreman-die",
                     "person.replicate", "person.reroll", "person.black-market-split"}
    assert {"person.market", "person.work"} <= asked


def test_final_scores_count_goods_and_prestige_beacons_by_order() -> None:
    session = digital_session(seed=3, difficulty="easy")
    play = digital_play(session)
    play.person.goods = 12
    play_first_answers(session)
    person = play.person.score()
    assert person.total == play.person.goods + person.prestige
    texts = session.log.texts()
    assert f"You score {person.describe()} ({person.buildings} buildings)." in texts
    assert any(t.startswith("The Machine scores") for t in texts)


@pytest.mark.parametrize("person, outcome", [(25, "win"), (24, "tie"), (23, "loss")])
def test_you_win_only_with_more_points_than_the_machine(person: int, outcome: str) -> None:
    """Solo: "If you earned more points than The Machine, you win!" A tie is not a win."""
    result = DigitalResult(MachineScore(13, 9, 2), person, 10, "you", "medium",
                           PersonScore(person, 0, 3))
    assert result.outcome == outcome
    assert result.summary()["person_won"] == int(outcome == "win")
    assert result.summary()["person_goods"] == person


# -- undo and chance ---------------------------------------------------------------------------


def test_undo_never_rerolls_your_dice_or_redraws_a_card() -> None:
    session = digital_session(seed=11)
    assert session.question is not None and session.question.topic == "person.market"
    session.answer("take 1")
    play = digital_play(session)
    rolled = [die.value for die in play.person.dice]
    refill = play.digital.market[0]
    undone = session.undo()
    undone.answer("take 2")
    again = digital_play(undone)
    assert [die.value for die in again.person.dice] == rolled
    assert again.digital.market[1] == refill  # the same card comes off the deck


def test_the_log_says_what_each_card_did() -> None:
    work = workshop(compound=["Foundry"], energy=3, dice=[3])
    act(work, "foundry 3")
    assert said(work) == ["Foundry with a 3: pay 3 energy → 3 metal. Now 3 metal, 0 energy, "
                          "0 goods."]


def test_the_readme_transcript() -> None:
    """README: three 2s on Generate, then Foundry with the 5."""
    work = workshop(compound=["Foundry"], metal=1, energy=2, dice=[2, 2, 5, 2])
    for key in ("generate 2", "generate 2", "generate 2", "foundry 5"):
        act(work, key)
    assert said(work) == [
        "Generate with a 2 → 2 energy. Now 1 metal, 4 energy, 0 goods.",
        "Generate with a 2 → 3 energy (+1: it matches a die already there). Now 1 metal, "
        "7 energy, 0 goods.",
        "Generate with a 2 → 3 energy (+1: it matches a die already there). Now 1 metal, "
        "10 energy, 0 goods.",
        "Foundry with a 5: pay 5 energy → 5 metal. Now 6 metal, 5 energy, 0 goods.",
    ]
