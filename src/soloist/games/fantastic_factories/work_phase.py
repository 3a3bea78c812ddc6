"""Your work phase, as a sequence of small decisions.

"Everyone rolls all their dice. Then, in any order, players build cards, place workers
(dice) and activate cards." Each step asks "next action?" and offers only what is legal
now: build a card, place a die on a headquarters row, activate a card with these dice, or
end the work phase. At its end you discard down to 12 metal and energy together and to 10
cards in hand, choosing what goes.
"""

from __future__ import annotations

from collections.abc import Generator, Mapping
from functools import cache
from operator import attrgetter
from types import MappingProxyType

from soloist.engine.phrase import joined, phrase
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
from soloist.games.fantastic_factories.effects import (
    ACTIVATIONS,
    DIE_FACES,
    NO_ACTIVATION,
    OFFERS,
    Budget,
)
from soloist.games.fantastic_factories.headquarters import DICE_PER_ROW, ROWS
from soloist.games.fantastic_factories.person import HAND_LIMIT, RESOURCE_LIMIT, WHITE_DICE
from soloist.games.fantastic_factories.workshop import (
    MEGALITH,
    WORK,
    Workshop,
    building,
    describe_card,
)

ROW_BY_NAME = {row.name: row for row in ROWS}

#: Foreman: a value for each white die, or roll it after all.
FOREMAN_CHOICES = Choices([*DIE_FACES, Choice("roll", phrase("roll this die"), None)])


def work_phase(work: Workshop) -> Generator[Question, object, None]:
    yield from roll_dice(work)
    yield from work_actions(work)


def work_actions(work: Workshop, answer: object = None) -> Generator[Question, object, None]:
    """With the dice rolled: build, place and activate until you end the work phase, then
    discard down to the limits. The first action is `answer` if given (a copy made for
    search starts already answered)."""
    work.phase = WORK
    while True:
        if answer is None:
            action = yield work_question(work)
        else:
            action, answer = answer, None
        if isinstance(action, EndWork):
            break
        if isinstance(action, Place):
            place(work, action)  # (asks nothing: no generator to go through)
        elif isinstance(action, Build):  # (`perform`, written out: one generator fewer)
            yield from build(work, action)
        else:
            assert isinstance(action, Activate)
            yield from activate(work, action)
    if work.log.enabled:
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
                phrase("{card}: set white die {number} of {count} to which value?",
                       card="Foreman", number=number, count=WHITE_DICE),
                choices=FOREMAN_CHOICES, context={"die": number})
        work.add_die("white", value if isinstance(value, int) else None)
    if pending.hired_hands:
        work.add_die("hired hands")
        work.add_die("hired hands")
    if work.log.enabled:
        work.say("You roll: {dice}.", dice=" ".join(str(d.value) for d in person.dice))
    if pending.specialist:
        value = yield decision(
            "person.extra-die", phrase("{card}: your extra die shows which value?",
                                       card="Specialist"),
            choices=DIE_FACES, context={"card": "Specialist"},
            help=phrase("Extra dice are discarded at the end of the round."))
        assert isinstance(value, int)
        work.add_die("specialist", value)
        work.say("Specialist: an extra die showing {value}.", value=value)
    person.pending = type(pending)()


# -- the legal actions -------------------------------------------------------------------------

def legal_actions(work: Workshop) -> list[WorkAction]:
    """Every action you may take now: builds, headquarters rows, activations, then the end."""
    values = tuple(sorted(map(VALUE, work.person.dice)))
    actions: list[WorkAction] = [*builds(work), *placements(work, values),
                                 *activations(work, values)]
    actions.append(END_WORK)
    return actions


#: A card's name and tool, a die's value (read in C: every work step reads them all).
NAME, TOOL, VALUE = attrgetter("name"), attrgetter("tool"), attrgetter("value")


def builds(work: Workshop) -> list[Build]:
    """Each name in hand once (its first card), if you can pay its cost, may build it (no
    second copy unless the card allows it: `Workshop.may_build`) and hold another blueprint
    with its tool."""
    person = work.person
    hand = person.hand
    metal, energy = person.metal, person.energy
    found: list[Build] = []
    seen: set[str] = set()
    built: set[str] | None = None
    tools: list[str] | None = None
    for card in hand:  # each name once, its first card in hand
        name = card.name
        # Most cards are beyond your metal and energy: that is looked at first (only
        # Megalith's cost is less than printed).
        if card.energy > energy or (card.metal > metal and name != MEGALITH) or name in seen:
            continue
        seen.add(name)
        if built is None:
            built = set(map(NAME, person.compound))
        if name in built and not card.more_than_one:
            continue  # (every copy of a name is alike: this card says what the built one does)
        cost = (card.metal, card.energy) if name != MEGALITH else work.build_cost(card)
        if cost[0] > metal:
            continue
        if tools is None:
            tools = list(map(TOOL, hand))
        tool = card.tool
        if tools.count(tool) < 2:
            continue  # no other blueprint with its tool to discard
        prestige = card.prestige if isinstance(card.prestige, int) else card.prestige[
            min(sum(c.name == name for c in person.compound), len(card.prestige) - 1)]
        found.append(Build.of(name, tool, cost[0], cost[1], prestige))
    return found


def placements(work: Workshop, values: tuple[int, ...] | None = None) -> list[Place]:
    """A die of each value shown on each row that takes it (matching bonus included);
    `values`: the unplaced dice's, in order, if known."""
    person = work.person
    if values is None:
        values = tuple(sorted([die.value for die in person.dice]))
    if not values:
        return []
    rows = person.headquarters.dice
    found = []
    shown = dict.fromkeys(values) if len(values) > 1 else values  # each value once, in order
    for name, by_value in ROW_PLACES:
        placed = rows[name]
        if len(placed) >= DICE_PER_ROW:
            continue
        for value in shown:
            pair = by_value[value]
            if pair is not None:  # (the row takes the value)
                found.append(pair[value in placed])
    return found


#: Each row's placements by die value (0 to 6), the die not matching one already on the row
#: and matching it; None where the row does not take the value (made once).
ROW_PLACES: tuple[tuple[str, tuple[tuple[Place, Place] | None, ...]], ...] = tuple(
    (row.name, tuple((Place.of(row, value, False), Place.of(row, value, True))
                     if value in row.faces else None for value in range(7)))
    for row in ROWS)


def activations(work: Workshop, values: tuple[int, ...] | None = None) -> list[Activate]:
    """Each card of your compound not yet activated this round, with the options you can
    pay now (made once per card and dice: `Activation.offers`); `values`: the unplaced
    dice's, in order, if known."""
    person = work.person
    if values is None:
        values = tuple(sorted([die.value for die in person.dice]))
    metal, energy, hand = person.metal, person.energy, len(person.hand)
    found: list[Activate] = []
    seen = person.activated | NO_ACTIVATION  # (a new set: no option to look up for those)
    offered = OFFERS
    for card in person.compound:
        name = card.name
        if name in seen:
            continue
        seen.add(name)
        options = offered.get((name, card.faces, values))
        if options is None:
            activation = ACTIVATIONS.get(name)
            if activation is None:
                continue
            if activation.reads_the_table:
                found.extend(activation.options(card, work,
                                                Budget(metal, energy, hand, values)))
                continue
            options = activation.offers(card, work, values)
        for option in options:
            pays = option.pays
            if pays.metal <= metal and pays.energy <= energy and pays.cards <= hand:
                found.append(option)
    return found


def action_key(action: WorkAction) -> str:
    return action.key


def work_question(work: Workshop) -> Question:
    actions = legal_actions(work)
    labelled = work.log.enabled
    if labelled:
        choices = Choices(Choice(action.key, action.label, action) for action in actions)
    else:  # simulation: nobody reads the labels, and the keys are the answers
        choices = Choices.offering(actions, action_key)
    prompt, context = work_prompt(work.round)
    return Question("person", "person.work", prompt, choices, None,
                    work.person.describe() if labelled else "", context)


@cache
def work_prompt(round_number: int) -> tuple[str, Mapping[str, object]]:
    """The work question's prompt and context in a round (made once: it is asked often)."""
    return (phrase("Round {round}, your work phase: next action?", round=round_number),
            MappingProxyType({"round": round_number}))


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
    drawn: list[str] = []
    if row.output == "energy":
        work.gain(energy=gain)
    elif row.output == "metal":
        work.gain(metal=gain)
    else:
        cards = work.draw(gain)
        if work.log.enabled:
            drawn = [card.name for card in cards]
    if work.log.enabled:
        # The bonus and the cards drawn are said with the gain (a phrase begins with no
        # blank), the template's later fields left empty.
        said = action.gains.describe()
        if action.bonus:
            said = phrase("{gain} (+{bonus}: it matches a die already there)", gain=said,
                          bonus=action.bonus)
        if drawn:
            said = phrase("{gain}: {cards}", gain=said, cards=joined(drawn))
        work.say("{row} with a {value} → {gain}{bonus}{drawn}. Now {resources}.",
                 row=row.title, value=action.value, gain=said, bonus="", drawn="",
                 resources=work.resources())


def build(work: Workshop, action: Build) -> Generator[Question, object, None]:
    person = work.person
    card = person.card_in_hand(action.card)
    paid_with = yield from work.choose_discard(building(action.card), without=card,
                                               tool=card.tool)
    work.pay(metal=action.metal, energy=action.energy)
    person.take_from_hand(card)
    work.discard(paid_with)
    if work.log.enabled:
        work.say("You build {card}: pay {cost} and discard {paid} ({tool}). {count} "
                 "buildings.", card=card.name, paid=paid_with.name, tool=card.tool,
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
            _over_the_limit(person.metal, person.energy),
            choices=Choices(_keep(m, e) for m, e in splits),
            context={"metal": person.metal, "energy": person.energy})
        assert isinstance(kept, tuple)
        work.say("Limit of 12 metal and energy: you keep {metal} metal and {energy} energy "
                 "(discarding {lost}).", metal=kept[0], energy=kept[1],
                 lost=person.metal + person.energy - RESOURCE_LIMIT)
        person.metal, person.energy = kept
    while len(person.hand) > HAND_LIMIT:
        if work.log.enabled:
            choices = Choices(Choice(slug(name), describe_card(person.card_in_hand(name)),
                                     name) for name in person.hand_names())
        else:  # simulation: nobody reads the labels, and the keys are the answers
            choices = Choices.offering(person.hand_names(), slug)
        name = yield decision(
            "person.limit-cards",
            _over_the_hand_limit(len(person.hand)),
            choices=choices, context={"hand": len(person.hand)})
        assert isinstance(name, str)
        work.discard(person.card_in_hand(name))
        work.say("Hand limit of 10: you discard {card}.", card=name)


# The limits' questions, each made once (simulation asks them often).

@cache
def _over_the_limit(metal: int, energy: int) -> str:
    return phrase("You have {metal} metal and {energy} energy: keep which {limit}?",
                  metal=metal, energy=energy, limit=RESOURCE_LIMIT)


@cache
def _keep(metal: int, energy: int) -> Choice:
    return Choice(f"{metal}-metal-{energy}-energy",
                  phrase("keep {metal} metal + {energy} energy", metal=metal, energy=energy),
                  (metal, energy))


@cache
def _over_the_hand_limit(count: int) -> str:
    return phrase("You hold {count} blueprints; the limit is {limit}. Discard which?",
                  count=count, limit=HAND_LIMIT)
