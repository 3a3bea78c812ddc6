"""Your work phase, as a sequence of small decisions.

"Everyone rolls all their dice. Then, in any order, players build cards, place workers
(dice) and activate cards." Each step asks "next action?" and offers only what is legal
now: build a card, place a die on a headquarters row, activate a card with these dice, or
end the work phase. At its end you discard down to 12 metal and energy together and to 10
cards in hand, choosing what goes.
"""

from __future__ import annotations

from collections.abc import Generator

from soloist.engine.questions import Choice, Choices, Question, decision
from soloist.games.fantastic_factories.actions import (
    END_WORK,
    Activate,
    Amounts,
    Build,
    EndWork,
    Place,
    WorkAction,
)
from soloist.games.fantastic_factories.cards import slug
from soloist.games.fantastic_factories.effects import ACTIVATIONS, DIE_FACES, Budget
from soloist.games.fantastic_factories.headquarters import ROWS
from soloist.games.fantastic_factories.person import HAND_LIMIT, RESOURCE_LIMIT, WHITE_DICE
from soloist.games.fantastic_factories.workshop import WORK, Workshop, describe_card

ROW_BY_NAME = {row.name: row for row in ROWS}

#: Foreman: a value for each white die, or roll it after all.
FOREMAN_CHOICES = Choices([*DIE_FACES, Choice("roll", "roll this die", None)])


def work_phase(work: Workshop) -> Generator[Question, object, None]:
    yield from roll_dice(work)
    yield from work_actions(work)


def work_actions(work: Workshop) -> Generator[Question, object, None]:
    """With the dice rolled: build, place and activate until you end the work phase, then
    discard down to the limits."""
    work.phase = WORK
    while True:
        action = yield work_question(work)
        if isinstance(action, EndWork):
            break
        assert isinstance(action, Activate | Build | Place)
        yield from perform(work, action)
    work.say("You end your work phase with {resources}.", resources=work.resources())
    yield from discard_down_to_the_limits(work)


# -- rolling -----------------------------------------------------------------------------------

def roll_dice(work: Workshop) -> Generator[Question, object, None]:
    """Roll your 4 white dice, with what the contractors hired this round add: Foreman sets
    up to 4 dice instead of rolling them; Hired Hands rolls 2 extra dice; Specialist adds a
    die of any value, chosen after the roll."""
    person, pending = work.person, work.person.pending
    for number in range(1, WHITE_DICE + 1):
        value = None
        if pending.foreman:
            value = yield decision(
                "person.foreman-die",
                f"Foreman: set white die {number} of {WHITE_DICE} to which value?",
                choices=FOREMAN_CHOICES, context={"die": number})
        work.add_die("white", value if isinstance(value, int) else None)
    if pending.hired_hands:
        work.add_die("hired hands")
        work.add_die("hired hands")
    if work.log.enabled:
        work.say("You roll: {dice}.", dice=" ".join(str(d.value) for d in person.dice))
    if pending.specialist:
        value = yield decision(
            "person.extra-die", "Specialist: your extra die shows which value?",
            choices=DIE_FACES, context={"card": "Specialist"},
            help="Extra dice are discarded at the end of the round.")
        assert isinstance(value, int)
        work.add_die("specialist", value)
        work.say("Specialist: an extra die showing {value}.", value=value)
    person.pending = type(pending)()


# -- the legal actions -------------------------------------------------------------------------

def legal_actions(work: Workshop) -> list[WorkAction]:
    """Every action you may take now: builds, headquarters rows, activations, then the end."""
    actions: list[WorkAction] = [*builds(work), *placements(work), *activations(work)]
    actions.append(END_WORK)
    return actions


def builds(work: Workshop) -> list[Build]:
    person = work.person
    found = []
    seen: set[str] = set()
    for card in person.hand:  # each name once, its first card in hand
        name = card.name
        if name in seen:
            continue
        seen.add(name)
        if not work.may_build(name):
            continue
        metal, energy = work.build_cost(card)
        if metal > person.metal or energy > person.energy:
            continue
        if not any(other is not card and other.tool == card.tool for other in person.hand):
            continue
        prestige = card.prestige if isinstance(card.prestige, int) else card.prestige[
            min(sum(c.name == name for c in person.compound), len(card.prestige) - 1)]
        found.append(Build(name, card.tool, metal, energy, prestige))
    return found


def placements(work: Workshop) -> list[Place]:
    headquarters = work.person.headquarters
    values = sorted({die.value for die in work.person.dice})
    return [Place.on(row, value, headquarters) for row in ROWS for value in values
            if headquarters.accepts(row, value)]


def activations(work: Workshop) -> list[Activate]:
    person = work.person
    budget = Budget.of(person)
    found: list[Activate] = []
    seen: set[str] = set()
    for card in person.compound:
        if card.name in seen or card.name in person.activated:
            continue
        seen.add(card.name)
        activation = ACTIVATIONS.get(card.name)
        if activation is not None:
            found.extend(activation.options(card, work, budget))
    return found


def work_question(work: Workshop) -> Question:
    actions = legal_actions(work)
    if work.log.enabled:
        choices = Choices(Choice(action.key, action.label, action) for action in actions)
    else:  # simulation: nobody reads the labels, and the keys are the answers
        choices = Choices([Choice(key, key, action)
                           for action in actions for key in (action.key,)])
    return decision(
        "person.work",
        f"Round {work.round}, your work phase: next action?",
        choices=choices,
        help=work.person.describe() if work.log.enabled else "",
        context={"round": work.round},
    )


# -- doing it ----------------------------------------------------------------------------------

def perform(work: Workshop, action: Activate | Build | Place) -> Generator[Question, object, None]:
    if isinstance(action, Place):
        place(work, action)
    elif isinstance(action, Build):
        yield from build(work, action)
    else:
        yield from activate(work, action)


def place(work: Workshop, action: Place) -> None:
    """A die on a headquarters row: Research draws, Generate gives energy, Mine metal."""
    person = work.person
    row = ROW_BY_NAME[action.row]
    person.take_dice((action.value,))
    gain = person.headquarters.place(row, action.value)
    drawn = ""
    if row.output == "energy":
        work.gain(energy=gain)
    elif row.output == "metal":
        work.gain(metal=gain)
    else:
        drawn = ", ".join(card.name for card in work.draw(gain))
    if work.log.enabled:
        bonus = (f" (+{action.bonus}: it matches a die already there)" if action.bonus else "")
        work.say("{row} with a {value} → {gain}{bonus}{drawn}. Now {resources}.",
                 row=row.title, value=action.value, gain=action.gains.describe(), bonus=bonus,
                 drawn=f": {drawn}" if drawn else "", resources=work.resources())


def build(work: Workshop, action: Build) -> Generator[Question, object, None]:
    person = work.person
    card = person.card_in_hand(action.card)
    paid_with = yield from work.choose_discard(f"Build {action.card}", without=card,
                                               tool=card.tool)
    work.pay(metal=action.metal, energy=action.energy)
    person.hand.remove(card)
    work.discard(paid_with)
    work.say("You build {card}: pay {cost} and discard {paid} ({tool}). {count} buildings.",
             card=card.name, paid=paid_with.name, tool=card.tool,
             cost=Amounts(metal=action.metal, energy=action.energy).describe() or "nothing",
             count=len(person.compound) + 1)
    work.put_in_compound(card)


def activate(work: Workshop, action: Activate) -> Generator[Question, object, None]:
    """Each card activates at most once per turn; its dice are placed on it."""
    person = work.person
    person.activated.add(action.card)
    person.take_dice(action.dice)
    if action.dice:
        person.placed.append((action.card, action.dice))
    yield from ACTIVATIONS[action.card].resolve(action, work)


# -- the end of the work phase -----------------------------------------------------------------

def discard_down_to_the_limits(work: Workshop) -> Generator[Question, object, None]:
    """Discard down to 12 resources (metal and energy together) and 10 cards in hand."""
    person = work.person
    if person.metal + person.energy > RESOURCE_LIMIT:
        splits = [(metal, RESOURCE_LIMIT - metal)
                  for metal in range(min(person.metal, RESOURCE_LIMIT), -1, -1)
                  if RESOURCE_LIMIT - metal <= person.energy]
        kept = yield decision(
            "person.limit-resources",
            f"You have {person.metal} metal and {person.energy} energy: keep which 12?",
            choices=Choices(Choice(f"{m}-metal-{e}-energy", f"keep {m} metal + {e} energy",
                                   (m, e)) for m, e in splits),
            context={"metal": person.metal, "energy": person.energy})
        assert isinstance(kept, tuple)
        work.say("Limit of 12 metal and energy: you keep {metal} metal and {energy} energy "
                 "(discarding {lost}).", metal=kept[0], energy=kept[1],
                 lost=person.metal + person.energy - RESOURCE_LIMIT)
        person.metal, person.energy = kept
    while len(person.hand) > HAND_LIMIT:
        choices = Choices(Choice(slug(name), describe_card(person.card_in_hand(name)), name)
                          for name in person.hand_names())
        name = yield decision(
            "person.limit-cards",
            f"You hold {len(person.hand)} blueprints; the limit is {HAND_LIMIT}. Discard which?",
            choices=choices, context={"hand": len(person.hand)})
        assert isinstance(name, str)
        work.discard(person.card_in_hand(name))
        work.say("Hand limit of 10: you discard {card}.", card=name)
