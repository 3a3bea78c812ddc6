"""Your side of the table in digital play: hand, compound, resources, goods and dice.

Plain state and the small changes the rules make to it; no questions are asked here.

Setup (rulebook): "Each player takes 1 metal and 2 energy and 4 random blueprints as a
hidden hand." Solo: "you must use 4 white dice."
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from operator import attrgetter

from soloist.engine.phrase import phrase
from soloist.games.fantastic_factories.cards import Blueprint, CardType
from soloist.games.fantastic_factories.headquarters import Headquarters

STARTING_METAL = 1
STARTING_ENERGY = 2
STARTING_HAND = 4
WHITE_DICE = 4

#: End of the work phase: "Discard down to 12 resources (metal and energy together) and
#: 10 cards in hand. Goods do not count."
RESOURCE_LIMIT = 12
HAND_LIMIT = 10

#: Your end trigger: 12 goods or 10 buildings in your compound (prestige does not count).
GOODS_TO_END = 12
BUILDINGS_TO_END = 10


#: A card's type (read in C).
TYPE = attrgetter("type")


@dataclass(slots=True)
class Die:
    """One of your dice this round: `id` names its chance stream ("white 2", "robot 1")."""

    id: str
    value: int


@dataclass(frozen=True, slots=True)
class PersonScore:
    goods: int
    prestige: int
    buildings: int

    @property
    def total(self) -> int:
        return self.goods + self.prestige

    def describe(self) -> str:
        goods = (phrase("{count} good", count=self.goods) if self.goods == 1 else
                 phrase("{count} goods", count=self.goods))
        return phrase("{goods} + {prestige} prestige = {total}", goods=goods,
                      prestige=self.prestige, total=self.total)


@dataclass(slots=True)
class Pending:
    """Contractors hired in the market phase that act at the start of the work phase."""

    foreman: bool = False
    hired_hands: bool = False
    specialist: bool = False


#: No dice left, no card in hand or compound (`Person.describe`).
NONE, EMPTY = phrase("none"), phrase("empty")


@dataclass(slots=True)
class Person:
    hand: list[Blueprint] = field(default_factory=list)
    compound: list[Blueprint] = field(default_factory=list)
    metal: int = STARTING_METAL
    energy: int = STARTING_ENERGY
    goods: int = 0
    # -- this round -------------------------------------------------------------------------
    dice: list[Die] = field(default_factory=list)  # unplaced dice
    headquarters: Headquarters = field(default_factory=Headquarters)
    placed: list[tuple[str, tuple[int, ...]]] = field(default_factory=list)
    activated: set[str] = field(default_factory=set)
    passives_used: set[str] = field(default_factory=set)
    extra_dice: dict[str, int] = field(default_factory=dict)  # dice added, by source
    pending: Pending = field(default_factory=Pending)

    # -- questions about the state -----------------------------------------------------------

    def owns(self, name: str) -> bool:
        for card in self.compound:  # noqa: SIM110 (a loop is quicker; asked often)
            if card.name == name:
                return True
        return False

    def count_type(self, kind: CardType) -> int:
        return list(map(TYPE, self.compound)).count(kind)

    def values(self) -> Counter[int]:
        """The unplaced dice by value."""
        return Counter(die.value for die in self.dice)

    def hand_names(self, *, without: Blueprint | None = None) -> list[str]:
        """The distinct names in hand, in hand order (`without` one card, by identity)."""
        names: dict[str, None] = {}
        for card in self.hand:
            if card is not without:
                names.setdefault(card.name, None)
        return list(names)

    def card_in_hand(self, name: str, *, without: Blueprint | None = None) -> Blueprint:
        for card in self.hand:
            if card.name == name and card is not without:
                return card
        raise LookupError(f"no {name} in your hand")

    @property
    def has_triggered_end(self) -> bool:
        return self.goods >= GOODS_TO_END or len(self.compound) >= BUILDINGS_TO_END

    def score(self) -> PersonScore:
        return PersonScore(self.goods, prestige_of(self.compound), len(self.compound))

    def copy(self) -> Person:
        """A copy that shares nothing that changes (search plays on from it)."""
        pending = self.pending
        copied: Person = Person.__new__(Person)  # (every field set below: no defaults made)
        copied.hand = self.hand.copy()
        copied.compound = self.compound.copy()
        copied.metal = self.metal
        copied.energy = self.energy
        copied.goods = self.goods
        copied.dice = [Die(die.id, die.value) for die in self.dice] if self.dice else []
        copied.headquarters = self.headquarters.copy()
        copied.placed = self.placed.copy()
        copied.activated = self.activated.copy()
        copied.passives_used = self.passives_used.copy()
        copied.extra_dice = self.extra_dice.copy()
        copied.pending = Pending(pending.foreman, pending.hired_hands, pending.specialist)
        return copied

    # -- changes -----------------------------------------------------------------------------

    def take_from_hand(self, card: Blueprint) -> None:
        """This very card leaves your hand (found by identity: comparing printed cards field
        by field is slow, and each copy is its own card)."""
        hand = self.hand
        for index, held in enumerate(hand):
            if held is card:
                del hand[index]
                return
        raise ValueError(f"{card.name} is not in your hand")

    def take_dice(self, values: tuple[int, ...]) -> None:
        """Use one unplaced die of each value in `values` (placed on a row or a card)."""
        dice = self.dice
        for value in values:
            for index, die in enumerate(dice):
                if die.value == value:
                    del dice[index]
                    break
            else:  # pragma: no cover - options only offer dice that are there
                raise AssertionError(f"no unplaced die shows {value}")

    def die_showing(self, value: int) -> Die:
        return next(die for die in self.dice if die.value == value)

    def new_round(self) -> None:
        """The dice, the rows and the once-per-round marks start afresh each work phase;
        extra dice are discarded at the end of the round."""
        self.dice = []
        self.headquarters = Headquarters()
        self.placed = []
        self.activated = set()
        self.passives_used = set()
        self.extra_dice = {}

    def view(self) -> dict[str, object]:
        score = self.score()
        return {
            "hand": [card.name for card in self.hand],
            "compound": [card.name for card in self.compound],
            "metal": self.metal,
            "energy": self.energy,
            "goods": self.goods,
            "prestige": score.prestige,
            "score": score.total,
            "dice": [die.value for die in self.dice],
            "headquarters": self.headquarters.view(),
            "placed": [[where, list(dice)] for where, dice in self.placed],
            "activated": sorted(self.activated),
        }

    def describe(self) -> str:
        """One paragraph for the person: dice, resources, hand, compound."""
        dice = ", ".join(str(die.value) for die in self.dice) or NONE
        hand = ", ".join(card.name for card in self.hand) or EMPTY
        compound = ", ".join(card.name for card in self.compound) or EMPTY
        return phrase("Dice {dice} · {metal} metal, {energy} energy, {goods} goods · hand "
                      "({hand_count}): {hand} · compound ({compound_count}): {compound} · HQ: "
                      "{headquarters}", dice=dice, metal=self.metal, energy=self.energy,
                      goods=self.goods, hand_count=len(self.hand), hand=hand,
                      compound_count=len(self.compound), compound=compound,
                      headquarters=self.headquarters.describe())


def prestige_of(buildings: list[Blueprint]) -> int:
    """Printed prestige; a card with a prestige per copy (Beacon) scores by its order:
    the 1st Beacon built is worth 2, the 2nd 3, the 3rd 4, the 4th 5 (rulebook)."""
    total = 0
    seen: dict[str, int] = {}
    for card in buildings:
        if isinstance(card.prestige, int):
            total += card.prestige
        else:
            order = seen.get(card.name, 0)
            total += card.prestige[min(order, len(card.prestige) - 1)]
            seen[card.name] = order + 1
    return total
