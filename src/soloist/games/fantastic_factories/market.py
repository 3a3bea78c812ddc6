"""The marketplace of digital play: 4 blueprints and 4 contractors with their tool tokens,
the blueprint and contractor decks and their discard piles, all modelled.

The person and the Machine share it: the Machine's green die takes from the same market
blueprints, its green 5 and 6 draw from the same deck and discard the same market cards.
It is the Machine's table (`MachineTable`) as well as the person's.

Chance: each deck draws from its own stream ("blueprint deck", "contractor deck"), one
card per draw, so the k-th card drawn is the same whatever was answered before it. A
card taken from market slot *k* is replaced in slot *k* (one source, FF-TS; the rulebook
does not say).
"""

from __future__ import annotations

import random
from collections.abc import Generator
from operator import attrgetter

from soloist.engine.deck import Deck, EmptyDeck
from soloist.engine.log import Log
from soloist.engine.phrase import phrase
from soloist.engine.questions import Question, answered
from soloist.games.fantastic_factories.cards import Blueprint, CardSet, Contractor
from soloist.games.fantastic_factories.machine import SeenCard
from soloist.games.fantastic_factories.table import MARKET_SLOTS, _DealsFromModelDeck

#: The order in which a copy for search lays out a deck's face-down cards (any fixed order).
BY_NAME = attrgetter("name")


#: An empty slot of the market (its deck used up).
EMPTY = phrase("(empty)")


class DigitalTable(_DealsFromModelDeck):
    """The whole table, modelled: decks, discard piles and the market."""

    def __init__(self, cards: CardSet, blueprint_stream: random.Random,
                 contractor_stream: random.Random, log: Log) -> None:
        self.log = log
        self.cards = cards
        self.blueprints: Deck[Blueprint] = Deck(cards.blueprints, blueprint_stream)
        self.contractors: Deck[Contractor] = Deck(cards.contractors, contractor_stream)
        #: The tool token above each contractor slot, left to right.
        self.tools: tuple[str, ...] = cards.tools
        self.market: list[Blueprint | None] = [self.draw_blueprint() for _ in range(4)]
        self.hire: list[Contractor | None] = [self.draw_contractor() for _ in range(4)]

    def copy(self, blueprint_stream: random.Random, contractor_stream: random.Random,
             log: Log, *, hidden_order: bool = False) -> DigitalTable:
        """A copy whose decks draw from these streams. With `hidden_order`, the face-down
        cards of each deck are first put in order of name: their order is what a person
        does not know, so a copy made for search keeps nothing of it."""
        table: DigitalTable = DigitalTable.__new__(DigitalTable)
        table.log = log
        table.cards = self.cards
        table.blueprints = self.blueprints.copy(blueprint_stream,
                                                order=BY_NAME if hidden_order else None)
        table.contractors = self.contractors.copy(contractor_stream,
                                                  order=BY_NAME if hidden_order else None)
        table.tools = self.tools
        table.market = list(self.market)
        table.hire = list(self.hire)
        return table

    # -- drawing -----------------------------------------------------------------------------

    def draw_blueprint(self) -> Blueprint | None:
        """The top blueprint; None only when the deck and its discard pile are both empty."""
        try:
            return self.blueprints.draw()
        except EmptyDeck:
            self.log.say("table", "The blueprint deck and its discard pile are empty: no card.")
            return None

    def draw_contractor(self) -> Contractor | None:
        try:
            return self.contractors.draw()
        except EmptyDeck:
            return None

    # -- the Machine's table -----------------------------------------------------------------

    def take_market_blueprint(self, slot: int) -> Generator[Question, object, SeenCard | None]:
        """The slot's card; an empty slot (the decks used up) gives none (`machine_turn`
        says so)."""
        card = self.market[slot - 1]
        self.market[slot - 1] = None
        if card is None:
            card = self.draw_blueprint()
        return answered(card)

    def reveal_top_blueprint(self) -> Generator[Question, object, SeenCard | None]:
        """The top blueprint, or None when the deck and its discard pile are both empty."""
        return answered(self.draw_blueprint())

    def discard_market_blueprints(self) -> None:
        for index, card in enumerate(self.market):
            if card is not None:
                self.blueprints.discard(card)
                self.market[index] = None

    def discard_market_contractors(self) -> None:
        for index, card in enumerate(self.hire):
            if card is not None:
                self.contractors.discard(card)
                self.hire[index] = None

    def refill_market(self) -> None:
        """Each empty slot is refilled in place from its deck."""
        for index in range(MARKET_SLOTS):
            if self.market[index] is None:
                self.market[index] = self.draw_blueprint()
            if self.hire[index] is None:
                self.hire[index] = self.draw_contractor()
        if self.log.enabled:
            self.log.say("table", "Market: {market}.", market=self.describe())

    # -- the person's market phase -----------------------------------------------------------

    def take_blueprint(self, slot: int) -> Blueprint:
        card = self.market[slot - 1]
        assert card is not None
        self.market[slot - 1] = None
        return card

    def take_contractor(self, slot: int) -> Contractor:
        card = self.hire[slot - 1]
        assert card is not None
        self.hire[slot - 1] = None
        return card

    def describe(self) -> str:
        """"blueprints 1 Foundry, 2 (empty), …; contractors 1 Miner [wrench], …": one
        sentence, the 4 slots of each row its fields."""
        blueprints = [card.name if card else EMPTY for card in self.market]
        contractors = [card.name if card else EMPTY for card in self.hire]
        tools = self.tools
        return phrase("blueprints 1 {blueprint1}, 2 {blueprint2}, 3 {blueprint3}, 4 "
                      "{blueprint4}; contractors 1 {contractor1} [{tool1}], 2 {contractor2} "
                      "[{tool2}], 3 {contractor3} [{tool3}], 4 {contractor4} [{tool4}]",
                      blueprint1=blueprints[0], blueprint2=blueprints[1],
                      blueprint3=blueprints[2], blueprint4=blueprints[3],
                      contractor1=contractors[0], tool1=tools[0],
                      contractor2=contractors[1], tool2=tools[1],
                      contractor3=contractors[2], tool3=tools[2],
                      contractor4=contractors[3], tool4=tools[3])

    def view(self) -> dict[str, object]:
        return {
            "kind": "digital",
            "market": [card.name if card else None for card in self.market],
            "contractors": [card.name if card else None for card in self.hire],
            "tools": list(self.tools),
            "deck": len(self.blueprints),
            "discards": len(self.blueprints.discards),
            "contractor_deck": len(self.contractors),
            "contractor_discards": len(self.contractors.discards),
        }
