"""The actions of your work phase as offered: build a card, place a die on a headquarters
row, activate a card, end the work phase.

Every action is a frozen value with a stable answer key ("build foundry", "generate 2",
"foundry 5", "harvester 3-3 metal", "end") and what it is known to cost and give before it
resolves, so a label can say it and a stand-in can weigh it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from itertools import combinations_with_replacement
from typing import NamedTuple

from soloist.engine.phrase import Phrase, phrase
from soloist.games.fantastic_factories.cards import plus, slug
from soloist.games.fantastic_factories.headquarters import Headquarters, Row


class Amounts(NamedTuple):
    """Goods, resources, blueprints and extra dice, paid or gained."""

    goods: int = 0
    metal: int = 0
    energy: int = 0
    cards: int = 0
    dice: int = 0

    def describe(self, *, paying: bool = False) -> str:
        return _described(self, paying)


@cache
def _described(amounts: Amounts, paying: bool) -> str:
    """`Amounts.describe`, made once for each amounts (every work step says them again)."""
    parts: list[Phrase] = []
    if amounts.goods:
        parts.append(phrase("{count} good", count=1) if amounts.goods == 1 else
                     phrase("{count} goods", count=amounts.goods))
    if amounts.metal:
        parts.append(phrase("{count} metal", count=amounts.metal))
    if amounts.energy:
        parts.append(phrase("{count} energy", count=amounts.energy))
    if amounts.cards:
        if paying:
            parts.append(phrase("discard {count} blueprint", count=1) if amounts.cards == 1
                         else phrase("discard {count} blueprints", count=amounts.cards))
        else:
            parts.append(phrase("draw {count} blueprint", count=1) if amounts.cards == 1
                         else phrase("draw {count} blueprints", count=amounts.cards))
    if amounts.dice:
        parts.append(phrase("{count} extra die", count=1) if amounts.dice == 1 else
                     phrase("{count} extra dice", count=amounts.dice))
    return plus(parts)


NOTHING = Amounts()


def recipe_text(pays: Amounts, gains: Amounts, *, more: str = "") -> str:
    """"pay 5 energy → 2 goods + 1 metal": the left side and the right side of a recipe."""
    left: list[Phrase] = []
    resources = Amounts(metal=pays.metal, energy=pays.energy).describe()
    if resources:
        left.append(phrase("pay {resources}", resources=resources))
    if pays.cards:
        left.append(phrase("discard {count} blueprint", count=1) if pays.cards == 1 else
                    phrase("discard {count} blueprints", count=pays.cards))
    right = gains.describe()
    if more:
        right = phrase("{gains} ({more})", gains=right, more=more) if right else more
    if not left:
        return phrase("→ {gains}", gains=right) if right else ""
    return phrase("{pays} → {gains}", pays=plus(left), gains=right) if right else plus(left)


def dice_text(dice: tuple[int, ...]) -> str:
    if not dice:
        return ""
    if len(dice) == 1:
        return phrase("a {value}", value=dice[0])
    return "-".join(map(str, dice))


@dataclass(frozen=True, slots=True)
class Activate:
    """Activate `card` with these dice (placed on it) and this variant (a choice printed
    on the card, or the die it changes)."""

    card: str
    dice: tuple[int, ...] = ()
    variant: str = ""
    pays: Amounts = NOTHING
    gains: Amounts = NOTHING
    note: str = ""  # what the recipe does beyond `gains`, in words

    @property
    def key(self) -> str:
        parts = [slug(self.card)]
        if self.dice:
            parts.append("-".join(map(str, self.dice)))
        if self.variant:
            parts.append(self.variant)
        return " ".join(parts)

    @property
    def label(self) -> str:
        return _activate_label(self.card, self.dice, self.pays, self.gains, self.note)


@dataclass(frozen=True, slots=True)
class Build:
    """Build `card` from your hand: discard another blueprint with the same tool and pay
    the printed metal and energy (less any discount)."""

    card: str
    tool: str
    metal: int
    energy: int
    prestige: int

    @classmethod
    def of(cls, card: str, tool: str, metal: int, energy: int, prestige: int) -> Build:
        """The build, made once (every work step offers the builds again)."""
        made = _BUILDS.get((card, tool, metal, energy, prestige))
        if made is None:
            made = _BUILDS[card, tool, metal, energy, prestige] = cls(card, tool, metal,
                                                                       energy, prestige)
        return made

    @property
    def key(self) -> str:
        return f"build {slug(self.card)}"

    @property
    def pays(self) -> Amounts:
        return Amounts(metal=self.metal, energy=self.energy, cards=1)

    @property
    def label(self) -> str:
        label = _BUILD_LABELS.get(self)
        if label is None:
            cost = (Amounts(metal=self.metal, energy=self.energy).describe() or
                    phrase("no metal or energy"))
            label = _BUILD_LABELS[self] = phrase(
                "Build {card}: {cost} + discard another {tool} blueprint", card=self.card,
                cost=cost, tool=self.tool)
        return label


@dataclass(frozen=True, slots=True)
class Place:
    """Place a die of `value` on a headquarters row, for `gains` (matching bonus included)."""

    row: str
    value: int
    gains: Amounts
    bonus: int

    @classmethod
    def on(cls, row: Row, value: int, headquarters: Headquarters) -> Place:
        return cls.of(row, value, bool(headquarters.bonus(row, value)))

    @classmethod
    def of(cls, row: Row, value: int, matching: bool) -> Place:
        """A die of `value` on `row`, `matching` a die already there (made once)."""
        made = PLACES.get((row.name, value, matching))
        if made is None:
            bonus = int(matching)
            gain = row.base(value) + bonus
            output = row.output
            gains = (Amounts(energy=gain) if output == "energy" else
                     Amounts(metal=gain) if output == "metal" else Amounts(cards=gain))
            made = PLACES[row.name, value, matching] = cls(row.name, value, gains, bonus)
        return made

    @property
    def key(self) -> str:
        return f"{self.row} {self.value}"

    @property
    def label(self) -> str:
        label = _PLACE_LABELS.get(self)
        if label is None:
            label = _PLACE_LABELS[self] = (
                phrase("Place a {value} on {row} → {gains} (+{bonus} matching)",
                       value=self.value, row=self.row.capitalize(),
                       gains=self.gains.describe(), bonus=self.bonus) if self.bonus else
                phrase("Place a {value} on {row} → {gains}", value=self.value,
                       row=self.row.capitalize(), gains=self.gains.describe()))
        return label


@dataclass(frozen=True, slots=True)
class EndWork:
    key: str = "end"
    label: str = phrase("End your work phase")


END_WORK = EndWork()

#: The builds and placements made so far, each made once: the same few are offered at
#: every step of every work phase (read them, never change them).
_BUILDS: dict[tuple[str, str, int, int, int], Build] = {}
PLACES: dict[tuple[str, int, bool], Place] = {}
#: Their labels, each made once (a label is a phrase of several: made only when read).
_BUILD_LABELS: dict[Build, Phrase] = {}
_PLACE_LABELS: dict[Place, Phrase] = {}


@cache
def _activate_label(card: str, dice: tuple[int, ...], pays: Amounts, gains: Amounts,
                    note: str) -> Phrase:
    """An activation's label, made once for each (every work step offers it again)."""
    text = recipe_text(pays, gains, more=note)
    if dice:
        said = dice_text(dice)
        return (phrase("Activate {card} with {dice}: {recipe}", card=card, dice=said,
                       recipe=text) if text else
                phrase("Activate {card} with {dice}", card=card, dice=said))
    return (phrase("Activate {card}: {recipe}", card=card, recipe=text) if text else
            phrase("Activate {card}", card=card))

WorkAction = Activate | Build | Place | EndWork


# -- dice patterns: the unplaced dice a recipe may take, by value ----------------------------

def singles(values: Counter[int], faces: tuple[int, ...] | None = None) -> Iterator[tuple[int]]:
    for value in sorted(values):
        if faces is None or value in faces:
            yield (value,)


def matching(values: Counter[int], size: int) -> Iterator[tuple[int, ...]]:
    for value in sorted(values):
        if values[value] >= size:
            yield (value,) * size


def consecutive(values: Counter[int], size: int = 3) -> Iterator[tuple[int, ...]]:
    for low in range(1, 8 - size):
        run = tuple(range(low, low + size))
        if all(values[value] for value in run):
            yield run


def adding_up_to(values: Counter[int], total: int, size: int = 3) -> Iterator[tuple[int, ...]]:
    for dice in combinations_with_replacement(sorted(values), size):
        if sum(dice) >= total and all(values[v] >= dice.count(v) for v in set(dice)):
            yield dice


def sub_multisets(values: Counter[int]) -> Iterator[tuple[int, ...]]:
    """Every non-empty choice of dice by value (which dice to re-roll)."""
    faces = sorted(values)

    def extend(index: int, chosen: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
        if index == len(faces):
            if chosen:
                yield chosen
            return
        face = faces[index]
        for count in range(values[face] + 1):
            yield from extend(index + 1, chosen + (face,) * count)

    yield from extend(0, ())
