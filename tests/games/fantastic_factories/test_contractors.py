"""Digital play: one test per contractor, hired in a prepared market (fact sheet §7), and
the market phase's rules: take, hire by tool, extra cost, refresh once a turn."""

from __future__ import annotations

from ff_digital import contractor, drive, keys, market_turn, said, workshop

from soloist.games.fantastic_factories.cards import Contractor
from soloist.games.fantastic_factories.work_phase import roll_dice
from soloist.games.fantastic_factories.workshop import Workshop

# The tool tokens above contractor slots 1-4 in the retail card data.
HAMMER, WRENCH, GEAR, SHOVEL = 1, 2, 3, 4


def with_contractor(work: Workshop, name: str, slot: int = HAMMER) -> Contractor:
    card = contractor(name)
    work.table.hire[slot - 1] = card
    return card


def hire(work: Workshop, name: str, *answers: str) -> None:
    """Hire `name` from the hammer slot, paying with the hammer blueprint in hand."""
    with_contractor(work, name)
    market_turn(work, f"hire {HAMMER}", *answers)


def test_architect() -> None:
    """Draw 3 blueprints (the opponent's blueprint is ignored in solo)."""
    work = workshop(hand=["Robot"], deck=["Dojo", "Foundry", "Obelisk", "Biolab"])
    hire(work, "Architect")
    assert [c.name for c in work.person.hand] == ["Dojo", "Foundry", "Obelisk"]
    assert work.table.blueprints.discards[-1].name == "Robot"  # the hammer blueprint paid


def test_electrician() -> None:
    """+5 energy (the opponent's 2 energy are ignored in solo)."""
    work = workshop(hand=["Robot"])
    hire(work, "Electrician")
    assert work.person.energy == 5


def test_engineer() -> None:
    """Extra cost 4 energy: draw and reveal a blueprint and build it at once, free. If it is
    a card you may not build (a duplicate), discard it and reveal another. Build-triggered
    cards can fire, but still only once per round."""
    work = workshop(hand=["Robot"], compound=["Foundry", "Scrap Yard"], energy=4,
                    deck=["Foundry", "Megalith"])
    hire(work, "Engineer")
    assert [c.name for c in work.person.compound] == ["Foundry", "Scrap Yard", "Megalith"]
    assert work.person.energy == 0
    assert work.person.metal == 1  # Scrap Yard fired
    assert [c.name for c in work.table.blueprints.discards] == ["Robot", "Foundry"]
    assert any("already have: discarded, reveal another" in text for text in said(work))


def test_foreman() -> None:
    """Extra cost 2 energy: at the start of the next work phase, set up to 4 of your dice to
    values you choose instead of rolling them."""
    work = workshop(hand=["Robot"], energy=2)
    hire(work, "Foreman")
    asked = drive(roll_dice(work), ["6", "6", "roll", "2"])
    assert [q.topic for q in asked] == ["person.foreman-die"] * 4
    values = [die.value for die in work.person.dice]
    assert values[0] == values[1] == 6 and values[3] == 2 and len(values) == 4


def test_hired_hands() -> None:
    """Extra cost 3 energy: roll 2 extra dice at the start of the next work phase; they are
    discarded at the end of the round."""
    work = workshop(hand=["Robot"], energy=3)
    hire(work, "Hired Hands")
    assert work.person.energy == 0
    drive(roll_dice(work), [])
    assert [die.id for die in work.person.dice] == [
        "white 1", "white 2", "white 3", "white 4", "hired hands 1", "hired hands 2"]
    work.person.new_round()
    drive(roll_dice(work), [])
    assert len(work.person.dice) == 4


def test_investor_keeps_the_card_by_default() -> None:
    """Draw and reveal a blueprint. Gain exactly its metal and energy build cost, ignoring
    discounts. Default: the card is kept in hand (inferred; an option)."""
    work = workshop(hand=["Robot"], compound=["Obelisk"], deck=["Megalith"])
    hire(work, "Investor")
    assert (work.person.metal, work.person.energy) == (5, 2)  # no Megalith discount
    assert [c.name for c in work.person.hand] == ["Megalith"]


def test_investor_may_discard_the_card() -> None:
    work = workshop(hand=["Robot"], deck=["Megalith"], investor_keeps=False)
    hire(work, "Investor")
    assert (work.person.metal, work.person.energy) == (5, 2)
    assert work.person.hand == []
    assert work.table.blueprints.discards[-1].name == "Megalith"


def test_miner() -> None:
    """+3 metal (the opponent's metal is ignored in solo)."""
    work = workshop(hand=["Robot"])
    hire(work, "Miner")
    assert work.person.metal == 3


def test_specialist() -> None:
    """An extra die of any value in the next work phase. You may roll your other dice first
    and then pick its value."""
    work = workshop(hand=["Robot"])
    hire(work, "Specialist")
    asked = drive(roll_dice(work), ["5"])
    assert asked[0].topic == "person.extra-die"
    assert len(work.person.dice) == 5 and work.person.dice[-1].value == 5
    assert said(work).index("Specialist: an extra die showing 5.") > next(
        i for i, text in enumerate(said(work)) if text.startswith("You roll"))


# -- the market phase ------------------------------------------------------------------------

def test_a_contractor_is_hired_with_a_blueprint_of_the_tool_above_it() -> None:
    work = workshop(hand=["Robot", "Foundry"])  # hammer and gear
    for slot in (HAMMER, WRENCH, GEAR, SHOVEL):
        with_contractor(work, "Miner", slot)
    offered = keys_of_market(work)
    assert "hire 1" in offered and "hire 3" in offered
    assert "hire 2" not in offered and "hire 4" not in offered


def test_the_extra_cost_must_be_paid() -> None:
    work = workshop(hand=["Robot"], energy=3)
    with_contractor(work, "Engineer")
    assert "hire 1" not in keys_of_market(work)
    work.person.energy = 4
    assert "hire 1" in keys_of_market(work)


def test_the_hired_contractor_is_discarded_and_its_slot_refilled() -> None:
    work = workshop(hand=["Robot"])
    miner = with_contractor(work, "Miner")
    market_turn(work, "hire 1")
    assert work.table.contractors.discards == [miner]
    assert work.table.hire[0] is not None and work.table.hire[0] is not miner


def test_a_market_blueprint_is_taken_free_and_its_slot_refilled() -> None:
    work = workshop(market=["Foundry", "Robot", "Dojo", "Biolab"], deck=["Obelisk"])
    foundry = work.table.market[0]
    market_turn(work, "take 1")
    assert work.person.hand == [foundry]
    assert [card.name if card else None for card in work.table.market] == [
        "Obelisk", "Robot", "Dojo", "Biolab"]
    assert (work.person.metal, work.person.energy) == (0, 0)


def test_the_optional_refresh_costs_1_metal_or_energy_once_a_turn() -> None:
    """Once per turn, before choosing, you may pay 1 metal or 1 energy to discard all 4
    market blueprints or all 4 contractors (not both) and reveal 4 new ones."""
    work = workshop(metal=1, energy=1, market=["Foundry", "Robot", "Dojo", "Biolab"])
    before = list(work.table.market)
    asked = market_turn(work, "refresh blueprints energy", "take 2")
    assert asked[0].choices is not None and "refresh contractors metal" in asked[0].choices.keys
    assert asked[1].choices is not None
    assert not any(key.startswith("refresh") for key in asked[1].choices.keys)
    assert (work.person.metal, work.person.energy) == (1, 0)
    assert work.table.blueprints.discards[-4:] == before
    assert not set(map(id, before)) & set(map(id, work.table.market))


def test_no_refresh_without_metal_or_energy() -> None:
    work = workshop()
    assert not any(key.startswith("refresh") for key in keys_of_market(work))


def keys_of_market(work: Workshop) -> list[str]:
    from soloist.games.fantastic_factories.market_phase import market_actions

    return [action.key for action in market_actions(work, refreshed=False)]


def test_with_no_dice_and_no_cards_only_the_end_of_the_work_phase_is_offered() -> None:
    assert keys(workshop()) == ["end"]
