"""The table the Machine plays at: the market of 4 blueprints and 4 contractors, the decks.

Three tables share one interface, chosen by the game's options:

- `TableAtHand` (companion play, the default): the person deals the physical cards and
  tells Soloist the type (banner colour) of each blueprint the Machine takes.
- `VirtualDeckTable` (``--virtual-deck``): Soloist deals the Machine's hidden cards (its
  starting compound and the top of the deck on green 5 or 6) from its own shuffled model of
  the blueprint deck; the cards it takes from the market lie on the table and are asked.
- `ModelTable` (simulation): Soloist models the market's blueprints and the blueprint deck;
  the person's market action is asked instead (a stand-in answers it). Contractors are not
  modelled, as no rule of the Machine reads them (green 6 only discards them).
"""

from __future__ import annotations

import random
from collections.abc import Generator, Mapping
from functools import cache

from soloist.engine.deck import Deck, EmptyDeck
from soloist.engine.log import Log
from soloist.engine.phrase import phrase
from soloist.engine.questions import Choice, Choices, Question, answered, decision, table_fact
from soloist.games.fantastic_factories.cards import (
    CARD_TYPE_CHOICES,
    Blueprint,
    CardSet,
    CardType,
)
from soloist.games.fantastic_factories.machine import ORDINALS, SeenCard, Taken

MARKET_SLOTS = 4


@cache
def _type_choices(exhausted: frozenset[CardType]) -> Choices:
    if not exhausted:
        return CARD_TYPE_CHOICES
    return Choices(choice for choice in CARD_TYPE_CHOICES if choice.value not in exhausted)

#: The person's market action at a modelled table: a market blueprint, or none of them
#: (hiring a contractor, or passing).
MARKET_ACTIONS = Choices(
    [*(Choice(str(slot), phrase("Take market blueprint {slot}", slot=slot), slot)
       for slot in range(1, 5)),
     Choice("none", phrase("Take no market blueprint (hire a contractor, or pass)"), None,
            ("pass", "contractor"))]
)


#: The market action's question at a modelled table (made once: simulation asks it every
#: round).
YOUR_MARKET_PHASE = phrase("Your market phase: which market blueprint do you take?")

#: The one answer to "your last turn is played": the Machine then takes its last turn.
DONE = Choices([Choice("done", phrase("Done: my last market and work phases are played"),
                       None, ("d", "ok"))])


@cache
def last_turn_question(round_number: int) -> Question:
    """Asked at a physical table in the last round, where no end-trigger question marks the
    end of your turn: the Machine rolls only once your market and work phases are played."""
    return decision(
        "person.last-turn",
        phrase("Round {round} is the last round: play your market phase and work phase, "
               "then say you are done, and the Machine takes its last turn.",
               round=round_number),
        choices=DONE,
        context={"round": round_number},
    )


class TableAtHand:
    """The physical table: Soloist asks for what it cannot see.

    The answers offered are the card types the deck still has for the Machine: a type is
    no longer offered once the Machine holds every copy of it in the card data (a 13th
    Monument from the retail deck is a typing slip, not a card).
    """

    def __init__(self, cards: CardSet, log: Log) -> None:
        self.log = log
        self.copies = cards.count_by_type()
        self.held = dict.fromkeys(CardType, 0)
        self.discarded_at_setup = 0

    def type_choices(self, *, at_setup: bool = False) -> Choices:
        """The types still in the deck for the Machine (at setup, the Monuments already
        dealt and discarded count too: the deck holds only so many)."""
        seen = dict(self.held)
        if at_setup:
            seen[CardType.MONUMENT] += self.discarded_at_setup
        exhausted = frozenset(kind for kind in CardType if seen[kind] >= self.copies[kind])
        return _type_choices(exhausted)

    def _ask_card(self, topic: str, what: str, choices: Choices, help: str = "",
                  context: Mapping[str, object] | None = None
                  ) -> Generator[Question, object, Taken]:
        """Ask what the card the Machine takes is: here its type (banner colour). (A table
        where the person names the cards asks their names: `naming.NamingTable`.)"""
        kind = yield table_fact(f"{topic}-type",
                                phrase("{what} Its type (banner colour)?", what=what),
                                choices=choices, help=help, context=context)
        assert isinstance(kind, CardType)
        self.held[kind] += 1
        return Taken(kind)

    def deal_for_machine(self, number: int, wanted: int) -> Generator[Question, object, Taken]:
        return self._ask_card(
            "setup.machine-card",
            phrase("Deal a blueprint face up for the Machine's starting compound (card "
                   "{number} of {wanted}).", number=number, wanted=wanted),
            self.type_choices(at_setup=True),
            help=phrase("A Monument (gray) is discarded and another card dealt: the Machine "
                        "never starts with a Monument."),
            context={"number": number, "wanted": wanted},
        )

    def discard_dealt(self, card: Taken) -> None:
        """A Monument dealt at setup goes to the blueprint discard pile."""
        self.held[card.type] -= 1
        self.discarded_at_setup += 1

    def take_market_blueprint(self, slot: int) -> Generator[Question, object, SeenCard]:
        return self._ask_card(
            "machine.market-card",
            phrase("The Machine takes the blueprint in market slot {slot} ({ordinal}).",
                   slot=slot, ordinal=ORDINALS[slot]),
            self.type_choices(),
            context={"slot": slot},
        )

    def reveal_top_blueprint(self) -> Generator[Question, object, SeenCard | None]:
        return self._ask_card(
            "machine.deck-card",
            phrase("Reveal the top blueprint of the deck for the Machine."),
            self.type_choices(),
        )

    def discard_market_blueprints(self) -> None:
        self.log.say("table", "Discard all 4 market blueprints.")

    def discard_market_contractors(self) -> None:
        self.log.say("table", "Discard all 4 market contractors.")

    def refill_market(self) -> None:
        self.log.say("table", "Refill the market from the decks.")

    def person_market_phase(self, round_number: int) -> Generator[Question, object, None]:
        """At a physical table the person's market phase happens on the table."""
        return answered(None)

    def wait_for_your_last_turn(self, round_number: int) -> Generator[Question, object, None]:
        """In the last round no end-trigger question follows your work phase: ask that
        your turn is played before the Machine rolls ("Once you've finished both phases,
        the opponent takes a turn")."""
        yield last_turn_question(round_number)

    def view(self) -> dict[str, object]:
        return {"kind": "physical"}


class _DealsFromModelDeck:
    """Deals the Machine's starting compound from a modelled blueprint deck."""

    log: Log
    blueprints: Deck[Blueprint]
    _last_dealt: Blueprint | None = None

    def draw_or_none(self) -> Blueprint | None:
        """The top blueprint; None when the deck and its discard pile are both used up (a
        small card file's deck), which the Machine's turn then says."""
        try:
            return self.blueprints.draw()
        except EmptyDeck:
            return None

    def deal_for_machine(self, number: int, wanted: int) -> Generator[Question, object, Taken]:
        card = self._last_dealt = self.blueprints.draw()
        if self.log.enabled:
            self.log.say("table", "Soloist deals {card} for the Machine's starting compound.",
                         card=card)
        return answered(Taken(card.type, card.name))

    def discard_dealt(self, card: Taken) -> None:
        """The Monument just dealt goes to the blueprint discard pile."""
        assert self._last_dealt is not None and self._last_dealt.name == card.name
        self.blueprints.discard(self._last_dealt)


class VirtualDeckTable(_DealsFromModelDeck, TableAtHand):
    """The physical market, with the Machine's hidden cards dealt from a model deck."""

    def __init__(self, cards: CardSet, stream: random.Random, log: Log) -> None:
        super().__init__(cards, log)
        self.blueprints = Deck(cards.blueprints, stream)

    def reveal_top_blueprint(self) -> Generator[Question, object, SeenCard | None]:
        card = self.draw_or_none()
        if card is None:
            return answered(None)
        self.log.say("table", "Soloist reveals the top of its blueprint deck: {card}.",
                     card=card)
        return answered(Taken(card.type, card.name))

    def view(self) -> dict[str, object]:
        return {"kind": "virtual-deck", "deck": len(self.blueprints)}


def _market_actions(market: list[Blueprint | None]) -> Choices:
    """The market actions when some slot is empty (the decks used up): the cards there."""
    return Choices([*(MARKET_ACTIONS.find(str(slot)) for slot, card in
                      enumerate(market, start=1) if card is not None),
                    MARKET_ACTIONS.find("none")])


NO_BLUEPRINT = Choice("none", phrase("Take no market blueprint (hire a contractor, or pass)"),
                      None, ("pass", "contractor"))


class ModelTable(_DealsFromModelDeck):
    """The market's blueprints and the blueprint deck, modelled; the person's market action
    is asked."""

    def __init__(self, cards: CardSet, stream: random.Random, log: Log) -> None:
        self.log = log
        self.blueprints: Deck[Blueprint] = Deck(cards.blueprints, stream)
        self.person_cards: list[Blueprint] = [self.blueprints.draw() for _ in range(4)]
        self.market: list[Blueprint | None] = [self.draw_or_none() for _ in range(4)]

    def take_market_blueprint(self, slot: int) -> Generator[Question, object, SeenCard | None]:
        card = self.market[slot - 1]  # None: an empty slot (the decks used up)
        self.market[slot - 1] = None
        return answered(card)

    def reveal_top_blueprint(self) -> Generator[Question, object, SeenCard | None]:
        return answered(self.draw_or_none())

    def discard_market_blueprints(self) -> None:
        for index, card in enumerate(self.market):
            if card is not None:
                self.blueprints.discard(card)
                self.market[index] = None

    def discard_market_contractors(self) -> None:
        """No rule of the Machine reads the contractors, so this table does not model them."""

    def refill_market(self) -> None:
        """Each empty slot is refilled in place from its deck."""
        market = self.market
        for index, card in enumerate(market):
            if card is None:
                market[index] = self.draw_or_none()

    def person_market_phase(self, round_number: int) -> Generator[Question, object, None]:
        market = self.market
        if self.log.enabled:
            self.log.say("table", "Market blueprints: 1 {first}, 2 {second}, 3 {third}, "
                         "4 {fourth}.", first=market[0], second=market[1], third=market[2],
                         fourth=market[3])
        # `decision(...)` made directly, its arguments by position: simulation asks this
        # every round, and a call with keywords costs more than the rest of the question.
        slot = yield Question(
            "person",  # asks: a decision of the person's
            "person.market-action",
            YOUR_MARKET_PHASE,
            MARKET_ACTIONS if None not in market else _market_actions(market),  # choices
            None,  # between
            "",  # help
            {"round": round_number, "market": tuple(market)},  # context
        )
        if isinstance(slot, int):
            taken = market[slot - 1]
            assert taken is not None
            self.person_cards.append(taken)
            if self.log.enabled:
                self.log.say("person", "You take market blueprint {slot} ({card}).",
                             slot=slot, card=taken)
            # The market is refilled: only this slot is empty (or the decks are used up).
            market[slot - 1] = self.draw_or_none()
        return None

    def wait_for_your_last_turn(self, round_number: int) -> Generator[Question, object, None]:
        """Your market action was asked already: nothing more to wait for."""
        return answered(None)

    def view(self) -> dict[str, object]:
        return {
            "kind": "model",
            "market": [card.label if card else None for card in self.market],
            "deck": len(self.blueprints),
            "discards": len(self.blueprints.discards),
            "person_cards": len(self.person_cards),
        }
