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
from itertools import combinations_with_replacement
from typing import NamedTuple

from soloist.games.fantastic_factories.cards import slug
from soloist.games.fantastic_factories.headquarters import Headquarters, Row


class Amounts(NamedTuple):
    """Goods, resources, blueprints and extra dice, paid or gained."""

    goods: int = 0
    metal: int = 0
    energy: int = 0
    cards: int = 0
    dice: int = 0

    def describe(self, *, paying: bool = False) -> str:
        parts = []
        if self.goods:
            parts.append(f"{self.goods} {'good' if self.goods == 1 else 'goods'}")
        if self.metal:
            parts.append(f"{self.metal} metal")
        if self.energy:
            parts.append(f"{self.energy} energy")
        if self.cards:
            noun = "blueprint" if self.cards == 1 else "blueprints"
            parts.append(f"discard {self.cards} {noun}" if paying
                         else f"draw {self.cards} {noun}")
        if self.dice:
            parts.append(f"{self.dice} extra {'die' if self.dice == 1 else 'dice'}")
        return " + ".join(parts)


NOTHING = Amounts()


def recipe_text(pays: Amounts, gains: Amounts, *, more: str = "") -> str:
    """"pay 5 energy → 2 goods + 1 metal": the left side and the right side of a recipe."""
    left = []
    resources = Amounts(metal=pays.metal, energy=pays.energy).describe()
    if resources:
        left.append(f"pay {resources}")
    if pays.cards:
        left.append(f"discard {pays.cards} blueprint{'s' if pays.cards > 1 else ''}")
    right = gains.describe()
    if more:
        right = f"{right} ({more})" if right else more
    if not left:
        return f"→ {right}" if right else ""
    return f"{' + '.join(left)} → {right}" if right else " + ".join(left)


def dice_text(dice: tuple[int, ...]) -> str:
    if not dice:
        return ""
    if len(dice) == 1:
        return f"a {dice[0]}"
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
        with_dice = f" with {dice_text(self.dice)}" if self.dice else ""
        text = recipe_text(self.pays, self.gains, more=self.note)
        return f"Activate {self.card}{with_dice}: {text}" if text else \
            f"Activate {self.card}{with_dice}"


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
        cost = Amounts(metal=self.metal, energy=self.energy).describe() or "no metal or energy"
        return f"Build {self.card}: {cost} + discard another {self.tool} blueprint"


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
        bonus = f" (+{self.bonus} matching)" if self.bonus else ""
        return (f"Place a {self.value} on {self.row.capitalize()} → "
                f"{self.gains.describe()}{bonus}")


@dataclass(frozen=True, slots=True)
class EndWork:
    key: str = "end"
    label: str = "End your work phase"


END_WORK = EndWork()

#: The builds and placements made so far, each made once: the same few are offered at
#: every step of every work phase (read them, never change them).
_BUILDS: dict[tuple[str, str, int, int, int], Build] = {}
PLACES: dict[tuple[str, int, bool], Place] = {}

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
