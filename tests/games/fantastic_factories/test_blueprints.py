"""Digital play: one test per blueprint, its effect on a prepared position (fact sheet §6)."""

from __future__ import annotations

from ff_digital import act, blueprint, keys, said, workshop

from soloist.games.fantastic_factories.person import prestige_of
from soloist.games.fantastic_factories.work_phase import legal_actions
from soloist.games.fantastic_factories.workshop import Workshop


def dice(work: Workshop) -> list[int]:
    return sorted(die.value for die in work.person.dice)


def test_aluminum_factory() -> None:
    """Place 2 matching dice + pay 5 energy → 2 goods + 1 metal."""
    work = workshop(compound=["Aluminum Factory"], energy=5, dice=[3, 3, 5])
    assert "aluminum-factory 3-3" in keys(work)
    act(work, "aluminum-factory 3-3")
    person = work.person
    assert (person.goods, person.metal, person.energy) == (2, 1, 0)
    assert dice(work) == [5]
    poorer = workshop(compound=["Aluminum Factory"], energy=4, dice=[3, 3])
    assert not any(key.startswith("aluminum-factory") for key in keys(poorer))


def test_assembly_line() -> None:
    """Place 3 dice of consecutive values, in any order (e.g. 2-3-4) → 2 goods."""
    work = workshop(compound=["Assembly Line"], dice=[4, 2, 3, 6])
    assert [k for k in keys(work) if k.startswith("assembly")] == ["assembly-line 2-3-4"]
    act(work, "assembly-line 2-3-4")
    assert work.person.goods == 2 and dice(work) == [6]
    gap = workshop(compound=["Assembly Line"], dice=[1, 2, 4, 5])
    assert not any(k.startswith("assembly") for k in keys(gap))


def test_battery_factory() -> None:
    """Pay 4 energy → 1 good. No die."""
    work = workshop(compound=["Battery Factory"], energy=4, dice=[6])
    act(work, "battery-factory")
    assert (work.person.goods, work.person.energy) == (1, 0)
    assert dice(work) == [6]


def test_beacon() -> None:
    """No activation; more than one allowed; 2 / 3 / 4 / 5 for the 1st–4th Beacon."""
    work = workshop(hand=["Beacon", "Aluminum Factory"], compound=["Beacon"], metal=2,
                    energy=4, dice=[1])
    assert "build beacon" in keys(work)
    assert not any(k.startswith("beacon") for k in keys(work))
    act(work, "build beacon")
    assert [c.name for c in work.person.compound] == ["Beacon", "Beacon"]
    beacons = [blueprint("Beacon", n) for n in range(1, 5)]
    assert prestige_of(beacons) == 2 + 3 + 4 + 5 == 14


def test_biolab() -> None:
    """Place a die + pay 1 energy → 1 good; the die must be a 1 (card data, one source)."""
    work = workshop(compound=["Biolab"], energy=1, dice=[1, 2])
    assert [k for k in keys(work) if k.startswith("biolab")] == ["biolab 1"]
    act(work, "biolab 1")
    assert (work.person.goods, work.person.energy) == (1, 0)


def test_black_market_gives_the_discarded_cards_build_cost() -> None:
    """Place a die of any value + discard a blueprint → metal + energy equal to the
    discarded card's build cost, at most 4."""
    work = workshop(compound=["Black Market"], hand=["Foundry"], dice=[5])
    act(work, "black-market 5")
    assert (work.person.metal, work.person.energy) == (2, 1)
    assert work.person.hand == []
    assert work.table.blueprints.discards[-1].name == "Foundry"


def test_black_market_at_most_4_choose_which() -> None:
    """… at most 4 (choose which 4 if more). Ignore discounts such as Megalith's."""
    work = workshop(compound=["Black Market", "Obelisk"], hand=["Megalith", "Robot"],
                    dice=[2])
    asked = act(work, "black-market 2", "megalith", "3-metal-1-energy")
    assert asked[1].topic == "person.black-market-split"
    assert asked[1].choices is not None
    assert asked[1].choices.keys == ("4-metal-0-energy", "3-metal-1-energy",
                                     "2-metal-2-energy")
    assert (work.person.metal, work.person.energy) == (3, 1)


def test_concrete_plant() -> None:
    """Place 2 matching dice + pay metal equal to the die value → 2 goods."""
    work = workshop(compound=["Concrete Plant"], metal=4, dice=[4, 4, 5, 5])
    assert [k for k in keys(work) if k.startswith("concrete")] == ["concrete-plant 4-4"]
    act(work, "concrete-plant 4-4")
    assert (work.person.goods, work.person.metal) == (2, 0)


def test_dojo() -> None:
    """Pay 1 energy → turn an unplaced die to its opposite face (7 − x)."""
    work = workshop(compound=["Dojo"], energy=1, dice=[2, 6])
    act(work, "dojo 2")
    assert dice(work) == [5, 6] and work.person.energy == 0


def test_fitness_center() -> None:
    """Pay 1 energy → an unplaced die −1. Not on a 1."""
    work = workshop(compound=["Fitness Center"], energy=1, dice=[1, 4])
    assert [k for k in keys(work) if k.startswith("fitness")] == ["fitness-center 4"]
    act(work, "fitness-center 4")
    assert dice(work) == [1, 3]


def test_foundry() -> None:
    """Place a die X + pay X energy → X metal."""
    work = workshop(compound=["Foundry"], energy=4, dice=[4, 5])
    assert [k for k in keys(work) if k.startswith("foundry")] == ["foundry 4"]
    act(work, "foundry 4")
    assert (work.person.metal, work.person.energy) == (4, 0)


def test_fulfillment_center() -> None:
    """Place a die + pay 2 energy → 1 good + 1 metal; the die must be a 4 (card data)."""
    work = workshop(compound=["Fulfillment Center"], energy=2, dice=[3, 4, 5])
    assert [k for k in keys(work) if k.startswith("fulfillment")] == ["fulfillment-center 4"]
    act(work, "fulfillment-center 4")
    assert (work.person.goods, work.person.metal, work.person.energy) == (1, 1, 0)


def test_golem() -> None:
    """Pay X energy → an extra die showing X, discarded at the end of the round."""
    work = workshop(compound=["Golem"], energy=3, dice=[])
    assert [k for k in keys(work) if k.startswith("golem")] == ["golem 1", "golem 2",
                                                                "golem 3"]
    act(work, "golem 3")
    assert dice(work) == [3] and work.person.energy == 0
    work.person.new_round()
    assert work.person.dice == []


def test_gymnasium() -> None:
    """Pay 1 energy → an unplaced die +1. Not on a 6."""
    work = workshop(compound=["Gymnasium"], energy=1, dice=[6, 2])
    assert [k for k in keys(work) if k.startswith("gymnasium")] == ["gymnasium 2"]
    act(work, "gymnasium 2")
    assert dice(work) == [3, 6]


def test_harvester() -> None:
    """Place 2 matching dice → 4 metal or 7 energy."""
    work = workshop(compound=["Harvester"], dice=[5, 5, 1, 1])
    offered = [k for k in keys(work) if k.startswith("harvester")]
    assert offered == ["harvester 1-1 metal", "harvester 1-1 energy", "harvester 5-5 metal",
                       "harvester 5-5 energy"]
    act(work, "harvester 5-5 energy")
    assert (work.person.metal, work.person.energy) == (0, 7)
    assert "harvester 1-1 metal" not in keys(work)  # each card activates once per turn


def test_incinerator() -> None:
    """Discard a blueprint + pay 1 metal → 6 energy."""
    work = workshop(compound=["Incinerator"], hand=["Robot", "Dojo"], metal=1)
    asked = act(work, "incinerator", "dojo")
    assert asked[0].topic == "person.discard"
    assert [c.name for c in work.person.hand] == ["Robot"]
    assert (work.person.metal, work.person.energy) == (0, 6)


def test_laboratory() -> None:
    """Passive: draw a blueprint when you gain a good. At most 1 per round."""
    work = workshop(compound=["Laboratory", "Battery Factory", "Biolab"], energy=5,
                    dice=[1], deck=["Robot", "Dojo"])
    act(work, "battery-factory")
    assert [c.name for c in work.person.hand] == ["Robot"]
    act(work, "biolab 1")
    assert work.person.goods == 2
    assert [c.name for c in work.person.hand] == ["Robot"]  # once a round
    assert any(text.startswith("Laboratory: you gained a good") for text in said(work))


def test_manufactory() -> None:
    """Place 2 matching dice → 1 good + (2 metal or 3 energy or draw 2 blueprints)."""
    work = workshop(compound=["Manufactory"], dice=[2, 2], deck=["Robot", "Dojo"])
    assert [k for k in keys(work) if k.startswith("manufactory")] == [
        "manufactory 2-2 metal", "manufactory 2-2 energy", "manufactory 2-2 blueprints"]
    act(work, "manufactory 2-2 blueprints")
    assert work.person.goods == 1
    assert [c.name for c in work.person.hand] == ["Robot", "Dojo"]


def test_mega_factory() -> None:
    """Place 3 matching dice → 2 goods + an extra die of any value."""
    work = workshop(compound=["Mega Factory"], dice=[4, 4, 4, 1])
    asked = act(work, "mega-factory 4-4-4", "6")
    assert asked[0].topic == "person.extra-die"
    assert work.person.goods == 2 and dice(work) == [1, 6]


def test_megalith() -> None:
    """No activation. Build cost −1 metal per Monument already in your compound; one
    Megalith per compound (the rulebook's general rule)."""
    work = workshop(compound=["Obelisk", "Obelisk"], hand=["Megalith", "Refinery"], metal=3,
                    energy=2)
    build = next(a for a in legal_actions(work) if a.key == "build megalith")
    assert build.label.startswith("Build Megalith: 3 metal + 2 energy")
    act(work, "build megalith")
    assert (work.person.metal, work.person.energy) == (0, 0)
    again = workshop(compound=["Megalith"], hand=["Megalith", "Refinery"], metal=9,
                     energy=9)
    assert "build megalith" not in keys(again)


def test_motherlode() -> None:
    """Place a 1–3 → 1 metal; place a 4–6 → 2 metal."""
    low = workshop(compound=["Motherlode"], dice=[3])
    act(low, "motherlode 3")
    high = workshop(compound=["Motherlode"], dice=[4])
    act(high, "motherlode 4")
    assert (low.person.metal, high.person.metal) == (1, 2)


def test_nuclear_plant() -> None:
    """Place a die → 1 good + 1 energy; the die must be a 6 (card data)."""
    work = workshop(compound=["Nuclear Plant"], dice=[5, 6])
    assert [k for k in keys(work) if k.startswith("nuclear")] == ["nuclear-plant 6"]
    act(work, "nuclear-plant 6")
    assert (work.person.goods, work.person.energy) == (1, 1)


def test_obelisk() -> None:
    """No activation. More than one allowed; 2 prestige each."""
    work = workshop(compound=["Obelisk"], hand=["Obelisk", "Robot"], metal=3, energy=1)
    assert not any(k.startswith("obelisk") for k in keys(work))
    act(work, "build obelisk")
    assert prestige_of(work.person.compound) == 4


def test_power_plant() -> None:
    """Place a die X → X energy."""
    work = workshop(compound=["Power Plant"], dice=[5])
    act(work, "power-plant 5")
    assert work.person.energy == 5


def test_recycling_plant() -> None:
    """Discard 2 blueprints + pay 2 energy → 1 good + draw 1 blueprint."""
    work = workshop(compound=["Recycling Plant"], hand=["Robot", "Dojo", "Foundry"], energy=2,
                    deck=["Obelisk"])
    asked = act(work, "recycling-plant", "robot", "foundry")
    assert [q.topic for q in asked] == ["person.discard", "person.discard"]
    assert [c.name for c in work.person.hand] == ["Dojo", "Obelisk"]
    assert (work.person.goods, work.person.energy) == (1, 0)
    one_card = workshop(compound=["Recycling Plant"], hand=["Robot"], energy=2)
    assert "recycling-plant" not in keys(one_card)


def test_refinery() -> None:
    """Discard a blueprint + pay 3 energy → 3 metal."""
    work = workshop(compound=["Refinery"], hand=["Robot"], energy=3)
    act(work, "refinery")  # one card in hand: nothing to ask
    assert (work.person.metal, work.person.energy, work.person.hand) == (3, 0, [])


def test_replicator() -> None:
    """Pay 1 energy → activate a blueprint in the market as if it were yours. Pay its costs;
    its dice go on the Replicator."""
    work = workshop(compound=["Replicator"], energy=4, dice=[3, 6],
                    market=["Foundry", "Obelisk", "Laboratory", "Replicator"])
    asked = act(work, "replicator", "foundry 3")
    assert asked[0].topic == "person.replicate"
    assert asked[0].choices is not None
    assert asked[0].choices.keys == ("foundry 3",)  # 6 energy would be too dear; no others
    assert (work.person.metal, work.person.energy) == (3, 0)
    assert dice(work) == [6]
    assert work.person.placed == [("Replicator (Foundry)", (3,))]
    poor = workshop(compound=["Replicator"], energy=1, dice=[3], market=["Foundry"] * 4)
    assert "replicator" not in keys(poor)


def test_robot() -> None:
    """Pay 1 metal → roll an extra die, discarded at the end of the round."""
    work = workshop(compound=["Robot"], metal=1, dice=[2])
    act(work, "robot")
    assert work.person.metal == 0 and len(work.person.dice) == 2
    assert work.person.dice[-1].id == "robot 1"


def test_scrap_yard() -> None:
    """+1 metal after you build a card (not itself). At most once per round."""
    work = workshop(hand=["Scrap Yard", "Refinery", "Obelisk", "Obelisk", "Robot", "Golem"],
                    metal=7, energy=4)
    act(work, "build scrap-yard")  # not itself
    assert work.person.metal == 6
    act(work, "build obelisk", "obelisk")
    assert work.person.metal == 6 - 3 + 1
    act(work, "build robot")  # with the Golem (the other hammer card); once a round
    assert work.person.metal == 4 - 1


def test_solar_array() -> None:
    """+2 energy after you build a card (not itself). At most once per round."""
    work = workshop(compound=["Solar Array"], hand=["Obelisk", "Obelisk", "Robot", "Golem"],
                    metal=9, energy=2)
    act(work, "build obelisk", "obelisk")
    assert work.person.energy == 2 - 1 + 2
    work.person.new_round()
    act(work, "build robot")  # pays with the Golem, the only other hammer card
    assert work.person.energy == 3 - 1 + 2


def test_temp_agency() -> None:
    """Pay 1 energy → re-roll any number of unplaced dice."""
    work = workshop(compound=["Temp Agency"], energy=1, dice=[1, 1, 6])
    asked = act(work, "temp-agency", "1-1")
    assert asked[0].choices is not None
    assert asked[0].choices.keys == ("6", "1", "1-6", "1-1", "1-1-6")
    assert work.person.dice[2].value == 6  # the die not re-rolled keeps its value
    rerolled = [die.value for die in work.person.dice[:2]]
    again = workshop(compound=["Temp Agency"], energy=1, dice=[1, 1, 6])
    act(again, "temp-agency", "1-1")
    assert [die.value for die in again.person.dice[:2]] == rerolled  # same streams


def test_trash_compactor() -> None:
    """Place 2 matching dice + discard 2 blueprints → 2 goods."""
    work = workshop(compound=["Trash Compactor"], hand=["Robot", "Robot"], dice=[6, 6])
    act(work, "trash-compactor 6-6")  # two copies of one name: nothing to ask
    assert work.person.goods == 2 and work.person.hand == []


def test_warehouse() -> None:
    """Place 3 dice that add up to 14 or more → 2 goods + 2 energy."""
    work = workshop(compound=["Warehouse"], dice=[6, 5, 3, 2])
    assert [k for k in keys(work) if k.startswith("warehouse")] == ["warehouse 3-5-6"]
    act(work, "warehouse 3-5-6")
    assert (work.person.goods, work.person.energy) == (2, 2) and dice(work) == [2]

