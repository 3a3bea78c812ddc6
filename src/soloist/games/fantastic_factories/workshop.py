"""Your turn's workshop: your state together with the table, your dice's chance and the log.

Everything a card or a contractor does to you goes through here, so the log says what
each did and the passives (Laboratory, Scrap Yard, Solar Array) fire wherever they apply.

Chance: each of your dice rolls from its own stream per round ("person die 3: white 2"),
one value per roll. Undo therefore never re-rolls a die already revealed: the same die
re-rolled again in the same round shows the same values in the same order, and a die
never rolled before reveals nothing about another.
"""

from __future__ import annotations

from collections.abc import Generator
from functools import cache

from soloist.engine.chance import Chance, roll
from soloist.engine.log import Log
from soloist.engine.phrase import phrase
from soloist.engine.questions import Choice, Choices, Question, decision
from soloist.games.fantastic_factories.cards import Blueprint, CardType, slug
from soloist.games.fantastic_factories.market import DigitalTable
from soloist.games.fantastic_factories.person import Die, Person

#: Build-triggered passives: "+1 metal / +2 energy after you build a card (not itself).
#: At most once per round" (the rulebook's limit; a secondary source pays every build).
AFTER_BUILD = {"Scrap Yard": ("metal", 1), "Solar Array": ("energy", 2)}
LABORATORY = "Laboratory"
MEGALITH = "Megalith"

#: The phase of your turn a play is in (`Workshop.phase`): where a copy of the play made for
#: search resumes (`DigitalPlay.resume`).
MARKET = "market"
WORK = "work"


class Workshop:
    def __init__(self, person: Person, table: DigitalTable, chance: Chance, log: Log, *,
                 investor_keeps: bool) -> None:
        self.person = person
        self.table = table
        self.chance = chance
        self.log = log
        self.investor_keeps = investor_keeps
        self.round = 0
        #: Your turn's phase (`MARKET` or `WORK`), and whether the market was refreshed this
        #: turn (once a turn).
        self.phase = MARKET
        self.refreshed = False

    # -- dice --------------------------------------------------------------------------------

    def roll(self, die_id: str) -> int:
        return roll(self.chance.stream(f"person die {self.round}: {die_id}"))

    def add_die(self, source: str, value: int | None = None) -> Die:
        """A new die this round: rolled, or showing `value`. Its id counts its source."""
        person = self.person
        added = person.extra_dice[source] = person.extra_dice.get(source, 0) + 1
        die_id = f"{source} {added}"
        die = Die(die_id, self.roll(die_id) if value is None else value)
        person.dice.append(die)
        return die

    def reroll(self, die: Die) -> None:
        die.value = self.roll(die.id)

    # -- resources and cards -----------------------------------------------------------------

    def pay(self, *, metal: int = 0, energy: int = 0) -> None:
        person = self.person
        assert person.metal >= metal and person.energy >= energy
        person.metal -= metal
        person.energy -= energy

    def gain(self, *, metal: int = 0, energy: int = 0) -> None:
        self.person.metal += metal
        self.person.energy += energy

    def laboratory(self, goods: int) -> None:
        """Laboratory: "draw a blueprint when you gain a good. At most 1 per round"."""
        person = self.person
        if goods and LABORATORY not in person.passives_used and person.owns(LABORATORY):
            person.passives_used.add(LABORATORY)
            drawn = self.draw(1)
            if drawn:
                self.say("Laboratory: you gained a good, so you draw {card} (once a round).",
                         card=drawn[0].name)

    def draw(self, count: int) -> list[Blueprint]:
        """Draw blueprints from the deck into your hand."""
        drawn = []
        for _ in range(count):
            card = self.table.draw_blueprint()
            if card is None:
                break
            drawn.append(card)
        self.person.hand.extend(drawn)
        return drawn

    def discard(self, card: Blueprint) -> None:
        """A blueprint from your hand to the discard pile."""
        self.person.take_from_hand(card)
        self.table.blueprints.discard(card)

    def choose_discard(self, why: str, *, without: Blueprint | None = None,
                       tool: str | None = None) -> Generator[Question, object, Blueprint]:
        """Ask which blueprint of your hand to discard (by name: copies are alike); asked
        only when there is a choice."""
        person = self.person
        cards: dict[str, Blueprint] = {}  # each name once, its first card (copies are alike)
        for card in person.hand:
            if card is not without and (tool is None or card.tool == tool):
                cards.setdefault(card.name, card)
        assert cards, "an action is offered only when its discards can be made"
        if len(cards) == 1:
            return next(iter(cards.values()))
        if self.log.enabled:
            choices = Choices(Choice(slug(name), describe_card(card), name)
                              for name, card in cards.items())
        else:  # simulation: nobody reads the labels, and the keys are the answers
            choices = Choices.offering(list(cards), slug)
        name = yield decision("person.discard", _discard_prompt(why),
                              choices=choices, context={"why": why})
        assert isinstance(name, str)
        return cards[name]

    # -- building ----------------------------------------------------------------------------

    def build_cost(self, card: Blueprint) -> tuple[int, int]:
        """The metal and energy to pay. Megalith: "Build cost −1 metal per Monument already
        in your compound"."""
        metal = card.metal
        if card.name == MEGALITH:
            metal = max(0, metal - self.person.count_type(CardType.MONUMENT))
        return metal, card.energy

    def may_build(self, name: str) -> bool:
        """No second copy of a card name, unless the card says so (Obelisk, Beacon)."""
        person = self.person
        if not person.owns(name):
            return True
        return next(card for card in person.compound if card.name == name).more_than_one

    def put_in_compound(self, card: Blueprint) -> None:
        """A card is built: it enters the compound, and the build passives fire."""
        person = self.person
        person.compound.append(card)
        for name, (resource, amount) in AFTER_BUILD.items():
            if name == card.name or name in person.passives_used or not person.owns(name):
                continue  # "not itself"; once a round; only if you have it
            person.passives_used.add(name)
            self.gain(**{resource: amount})
            self.say("{name}: you built a card, +{amount} {resource} (once a round).",
                     name=name, amount=amount, resource=resource)

    # -- the log -----------------------------------------------------------------------------

    def say(self, template: str, **fields: object) -> None:
        self.log.say("person", template, **fields)

    def resources(self) -> str:
        person = self.person
        return phrase("{metal} metal, {energy} energy, {goods} goods", metal=person.metal,
                      energy=person.energy, goods=person.goods)


@cache
def _discard_prompt(why: str) -> str:
    return phrase("{why}: discard which blueprint?", why=why)


@cache
def building(card: str) -> str:
    """Why a blueprint is discarded when `card` is built (made once a card)."""
    return phrase("Build {card}", card=card)


@cache
def hiring(card: str) -> str:
    """Why a blueprint is discarded when the contractor `card` is hired (made once a card)."""
    return phrase("Hire {card}", card=card)


@cache
def describe_card(card: Blueprint) -> str:
    """"Foundry (Utility, gear, 2 metal + 1 energy, 1 prestige)"."""
    prestige = card.prestige if isinstance(card.prestige, int) else "/".join(
        map(str, card.prestige))
    return phrase("{card} ({type}, {tool}, {cost}, {prestige} prestige)", card=card.name,
                  type=card.type.title, tool=card.tool, cost=card.cost, prestige=prestige)
