"""A face-down deck with its discard pile."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from math import floor
from typing import TYPE_CHECKING, Generic, TypeVar

if TYPE_CHECKING:
    from _typeshed import SupportsRichComparison

T = TypeVar("T")


class EmptyDeck(LookupError):
    """Both the deck and its discard pile are empty."""


class Deck(Generic[T]):
    """A shuffled deck: cards are drawn from the top; when it runs out, its discard pile is
    shuffled to form a new deck.

    The order of the face-down cards is decided as they are drawn: each draw takes a
    uniformly random card of those still in the deck, which is the same as drawing the top
    card of a deck shuffled at the start, and saves shuffling cards nobody ever sees. The
    k-th card drawn depends only on the deck's stream, so it is the same whatever was
    answered before it.
    """

    __slots__ = ("_top", "cards", "discards", "reshuffles", "stream")

    def __init__(self, cards: Iterable[T], stream: random.Random) -> None:
        self.stream = stream
        self.cards: list[T] = list(cards)  # the face-down cards, in no particular order
        self.discards: list[T] = []
        self.reshuffles = 0
        self._top: T | None = None

    def __len__(self) -> int:
        return len(self.cards)

    def draw(self) -> T:
        """The top card; reshuffles the discard pile into a new deck when empty."""
        top = self._top
        if top is not None:
            self._top = None
            self.cards.remove(top)
            return top
        cards = self.cards
        if not cards:
            self.reshuffle_discards()
        index = floor(self.stream.random() * len(cards))  # `floor`: see `chance.roll`
        card = cards[index]
        cards[index] = cards[-1]
        cards.pop()
        return card

    def peek(self) -> T:
        """The top card, revealed but left on the deck (the same card is drawn next)."""
        if self._top is None:
            card = self.draw()
            self.cards.append(card)
            self._top = card
        return self._top

    def discard(self, card: T) -> None:
        self.discards.append(card)

    def reshuffle_discards(self) -> None:
        if not self.discards:
            raise EmptyDeck("the deck and its discard pile are both empty")
        self.cards.extend(self.discards)
        self.discards.clear()
        self.reshuffles += 1

    def copy(self, stream: random.Random, *,
             order: Callable[[T], SupportsRichComparison] | None = None) -> Deck[T]:
        """A copy of the deck and its discard pile that draws from `stream`.

        With `order`, the face-down cards are put in that order first: their order is
        hidden (each draw picks one at random), so a copy made for search (see
        `soloist.engine.search`) keeps only what a person knows of the deck, which cards
        it holds, and draws them by its own stream. A card already revealed on top
        (`peek`) stays on top.
        """
        # Made by its constructor (which only lists the cards), so that the compiled build
        # can copy it too.
        deck = Deck(sorted(self.cards, key=order) if order is not None else self.cards, stream)
        deck.discards = list(self.discards)
        deck.reshuffles = self.reshuffles
        deck._top = self._top
        return deck

    def all_cards(self) -> list[T]:
        """Every card of the deck and of its discard pile."""
        return [*self.cards, *self.discards]
