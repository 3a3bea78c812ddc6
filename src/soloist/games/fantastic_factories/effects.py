"""What each blueprint does when activated, exactly as the fact sheet gives it.

A recipe reads: pay the left side, gain the right side. Each card's activation offers its
legal options in the current work phase (which dice, which printed choice) and resolves
one of them, asking only what its options leave open (which blueprint to discard, which
value an extra die shows).

Defaults where the sources disagree (see ../shared/rules/fantastic-factories.md §5):
Biolab, Fulfillment Center and Nuclear Plant take the die faces of the card data (a 1, a 4,
a 6: one source); Golem is Special and Motherlode Utility (inferred, in the card data).
Monuments (Beacon, Megalith, Obelisk) cannot be activated; Laboratory, Scrap Yard and Solar
Array are passives (see `workshop.py`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Generator, Iterator
from dataclasses import dataclass, field
from functools import cache
from typing import ClassVar

from soloist.engine.phrase import Phrase, joined, phrase
from soloist.engine.questions import Choice, Choices, Question, decision
from soloist.games.fantastic_factories.actions import (
    NOTHING,
    Activate,
    Amounts,
    adding_up_to,
    consecutive,
    dice_text,
    matching,
    recipe_text,
    singles,
    sub_multisets,
)
from soloist.games.fantastic_factories.cards import Blueprint
from soloist.games.fantastic_factories.person import Die, Person
from soloist.games.fantastic_factories.workshop import Workshop

DIE_FACES = Choices(Choice(str(face), phrase("a die showing {value}", value=face), face)
                    for face in range(1, 7))

Amount = int | Callable[[int], int]  # a number, or a number from the die value

#: What an activation does beyond its gains, in words (made once: every work step offers
#: the activations again).
REROLL_ANY = phrase("re-roll any number of unplaced dice")
AS_IF_YOURS = phrase("activate a market blueprint as if it were yours")


@cache
def _turned(value: int, new: int) -> Phrase:
    return phrase("turn a {value} to {new}", value=value, new=new)


@cache
def _one_of(card: str, number: int, count: int) -> Phrase:
    """Why the `number`th of the `count` blueprints `card` discards is discarded."""
    return phrase("{card} ({number} of {count})", card=card, number=number, count=count)


@cache
def _showing(value: int) -> Phrase:
    return phrase("showing {value}", value=value)


@cache
def _its_build_cost(most: int) -> Phrase:
    return phrase("metal + energy equal to its build cost (at most {most})", most=most)


@dataclass(frozen=True, slots=True)
class Budget:
    """What you may spend on an activation (Replicator's 1 energy is already set aside),
    and your unplaced dice's values, in order."""

    metal: int
    energy: int
    hand: int
    dice: tuple[int, ...]

    @classmethod
    def of(cls, person: Person) -> Budget:
        return cls(person.metal, person.energy, len(person.hand),
                   tuple(sorted([die.value for die in person.dice])))

    @property
    def values(self) -> Counter[int]:
        """The unplaced dice by value."""
        return Counter(self.dice)

    def less_energy(self, energy: int) -> Budget:
        return Budget(self.metal, self.energy - energy, self.hand, self.dice)


#: Plenty of everything: a budget that pays for any option (`Activation.offers`).
PLENTY = 1 << 30


class Activation:
    """A card's activation: its legal options now, and how one resolves."""

    #: Whether the options depend on more than your dice and what you can pay (Replicator's
    #: on the market's cards): then they are not made once (`offers`).
    reads_the_table: ClassVar[bool] = False

    def options(self, card: Blueprint, work: Workshop, budget: Budget) -> Iterator[Activate]:
        raise NotImplementedError

    def offers(self, card: Blueprint, work: Workshop,
               values: tuple[int, ...]) -> tuple[Activate, ...]:
        """Every option of `card` with unplaced dice showing `values` (in order), whatever
        it pays: the legal ones are those whose `pays` you can pay (metal, energy and
        blueprints in hand). Made once per card and dice: every step of every work phase
        asks again."""
        key = (card.name, card.faces, values)
        made = OFFERS.get(key)
        if made is None:
            if len(OFFERS) >= MOST_OFFERS:
                OFFERS.clear()
            made = OFFERS[key] = tuple(self.options(
                card, work, Budget(PLENTY, PLENTY, PLENTY, values)))
        return made

    def resolve(self, option: Activate, work: Workshop) -> Generator[Question, object, None]:
        raise NotImplementedError


#: `Activation.offers` made so far, by card name, die faces and dice (at most `MOST_OFFERS`;
#: read it, never change it).
OFFERS: dict[tuple[str, tuple[int, ...] | None, tuple[int, ...]], tuple[Activate, ...]] = {}
MOST_OFFERS = 100_000


def _amount(amount: Amount, die: int) -> int:
    return amount if isinstance(amount, int) else amount(die)


@dataclass(frozen=True)
class Recipe(Activation):
    """Place dice in a pattern, pay, discard blueprints → gain goods, resources, cards and,
    for some cards, a printed choice (`variants`) or an extra die (`extra_die`)."""

    pattern: str  # "none", "one", "pair", "three-matching", "run", "sum-14"
    pay_metal: Amount = 0
    pay_energy: Amount = 0
    discards: int = 0
    goods: int = 0
    metal: Amount = 0
    energy: Amount = 0
    draws: int = 0
    variants: tuple[tuple[str, Amounts], ...] = ()
    extra_die: str = ""  # "any": you choose its value; "roll": rolled
    note: str = ""

    def dice_options(self, card: Blueprint, values: Counter[int]) -> Iterator[tuple[int, ...]]:
        pattern = self.pattern
        if pattern == "none":
            return iter(((),))
        if pattern == "one":
            return singles(values, card.faces)
        if pattern == "pair":
            return matching(values, 2)
        if pattern == "three-matching":
            return matching(values, 3)
        if pattern == "run":
            return consecutive(values, 3)
        assert pattern == "sum-14"
        return adding_up_to(values, 14)

    def options(self, card: Blueprint, work: Workshop, budget: Budget) -> Iterator[Activate]:
        if budget.hand < self.discards:
            return
        for dice in self.dice_options(card, budget.values):
            die = dice[0] if dice else 0
            pays = Amounts(metal=_amount(self.pay_metal, die),
                           energy=_amount(self.pay_energy, die), cards=self.discards)
            if pays.metal > budget.metal or pays.energy > budget.energy:
                continue
            gains = Amounts(goods=self.goods, metal=_amount(self.metal, die),
                            energy=_amount(self.energy, die), cards=self.draws,
                            dice=int(bool(self.extra_die)))
            if not self.variants:
                yield Activate(card.name, dice, "", pays, gains, self.note)
                continue
            for variant, more in self.variants:
                yield Activate(card.name, dice, variant, pays,
                               Amounts(*(a + b for a, b in zip(gains, more, strict=True))),
                               self.note)

    def resolve(self, option: Activate, work: Workshop) -> Generator[Question, object, None]:
        pays, gains = option.pays, option.gains
        work.pay(metal=pays.metal, energy=pays.energy)
        discarded = []
        for number in range(1, pays.cards + 1):
            why = option.card if pays.cards == 1 else _one_of(option.card, number, pays.cards)
            card = yield from work.choose_discard(why)
            work.discard(card)
            discarded.append(card.name)
        work.gain(metal=gains.metal, energy=gains.energy)
        drawn = work.draw(gains.cards) if gains.cards else []
        work.person.goods += gains.goods
        shown = rolled = None  # the extra die's value: chosen, or rolled
        if self.extra_die == "any":
            value = yield decision(
                "person.extra-die", phrase("{card}: your extra die shows which value?",
                                           card=option.card),
                choices=DIE_FACES, context={"card": option.card})
            assert isinstance(value, int)
            shown = work.add_die(option.card.casefold(), value).value
        elif self.extra_die == "roll":
            rolled = work.add_die(option.card.casefold()).value
        if work.log.enabled:
            # Each part after the card and the recipe is said with the part before it (a
            # phrase begins with no blank), the template's later fields left empty.
            said = (phrase("{card} with {dice}", card=option.card, dice=dice_text(option.dice))
                    if option.dice else option.card)
            recipe = recipe_text(option.pays, option.gains, more=option.note)
            if discarded:
                recipe = phrase("{recipe} (discarded {cards})", recipe=recipe,
                                cards=joined(discarded))
            if drawn:
                recipe = phrase("{recipe} (drew {cards})", recipe=recipe,
                                cards=joined(card.name for card in drawn))
            if shown is not None:
                recipe = phrase("{recipe}; an extra die showing {value}", recipe=recipe,
                                value=shown)
            elif rolled is not None:
                recipe = phrase("{recipe}; an extra die rolled: {value}", recipe=recipe,
                                value=rolled)
            work.say("{card}{dice}: {recipe}{discarded}{drawn}{extra}. Now {resources}.",
                     card=said, dice="", recipe=recipe, discarded="", drawn="", extra="",
                     resources=work.resources())
        work.laboratory(gains.goods)


@dataclass(frozen=True)
class BlackMarket(Activation):
    """Place a die of any value + discard a blueprint → metal + energy equal to the discarded
    card's build cost, at most 4 (choose which 4 if more). Ignore discounts."""

    most: int = 4

    def options(self, card: Blueprint, work: Workshop, budget: Budget) -> Iterator[Activate]:
        if budget.hand < 1:
            return
        for dice in singles(budget.values):
            yield Activate(card.name, dice, "", Amounts(cards=1), NOTHING,
                           _its_build_cost(self.most))

    def resolve(self, option: Activate, work: Workshop) -> Generator[Question, object, None]:
        card = yield from work.choose_discard(option.card)
        work.discard(card)
        metal, energy = card.metal, card.energy
        if metal + energy > self.most:
            splits = [(m, self.most - m) for m in range(min(metal, self.most), -1, -1)
                      if self.most - m <= energy]
            if len(splits) > 1:
                chosen = yield decision(
                    "person.black-market-split",
                    phrase("{card}: {discarded} costs {cost}; take which {most}?",
                           card=option.card, discarded=card.name, cost=card.cost,
                           most=self.most),
                    choices=Choices(Choice(f"{m}-metal-{e}-energy",
                                           phrase("{metal} metal + {energy} energy", metal=m,
                                                  energy=e),
                                           (m, e)) for m, e in splits))
                assert isinstance(chosen, tuple)
                metal, energy = chosen
            else:
                metal, energy = splits[0]
        work.gain(metal=metal, energy=energy)
        work.say("Black Market with a {die}: discarded {card} (build cost {cost}) → {metal} "
                 "metal + {energy} energy. Now {resources}.", die=option.dice[0],
                 card=card.name, cost=card.cost, metal=metal, energy=energy,
                 resources=work.resources())


@dataclass(frozen=True)
class Training(Activation):
    """Pay 1 energy → change one unplaced die: Dojo to its opposite face (7 − x), Fitness
    Center −1 (not on a 1), Gymnasium +1 (not on a 6)."""

    change: str  # "opposite", "down", "up"

    def new_value(self, value: int) -> int | None:
        if self.change == "opposite":
            return 7 - value
        if self.change == "down":
            return value - 1 if value > 1 else None
        return value + 1 if value < 6 else None

    def options(self, card: Blueprint, work: Workshop, budget: Budget) -> Iterator[Activate]:
        if budget.energy < 1:
            return
        for value in sorted(budget.values):
            new = self.new_value(value)
            if new is not None:
                yield Activate(card.name, (), str(value), Amounts(energy=1), NOTHING,
                               _turned(value, new))

    def resolve(self, option: Activate, work: Workshop) -> Generator[Question, object, None]:
        work.pay(energy=1)
        die = work.person.die_showing(int(option.variant))
        new = self.new_value(die.value)
        assert new is not None
        work.say("{card}: pay 1 energy, a {old} becomes a {new}.", card=option.card,
                 old=die.value, new=new)
        die.value = new
        return
        yield  # pragma: no cover - a generator that asks nothing


@dataclass(frozen=True)
class Golem(Activation):
    """Pay X energy → an extra die showing X, discarded at the end of the round."""

    def options(self, card: Blueprint, work: Workshop, budget: Budget) -> Iterator[Activate]:
        for value in range(1, min(6, budget.energy) + 1):
            yield Activate(card.name, (), str(value), Amounts(energy=value), Amounts(dice=1),
                           _showing(value))

    def resolve(self, option: Activate, work: Workshop) -> Generator[Question, object, None]:
        value = int(option.variant)
        work.pay(energy=value)
        work.add_die("golem", value)
        work.say("Golem: pay {value} energy → an extra die showing {value}.", value=value)
        return
        yield  # pragma: no cover


@dataclass(frozen=True)
class TempAgency(Activation):
    """Pay 1 energy → re-roll any number of unplaced dice."""

    def options(self, card: Blueprint, work: Workshop, budget: Budget) -> Iterator[Activate]:
        if budget.energy >= 1 and budget.dice:
            yield Activate(card.name, (), "", Amounts(energy=1), NOTHING, REROLL_ANY)

    def resolve(self, option: Activate, work: Workshop) -> Generator[Question, object, None]:
        work.pay(energy=1)
        choices = Choices(Choice("-".join(map(str, dice)),
                                 phrase("re-roll {dice}", dice=" ".join(map(str, dice))),
                                 dice) for dice in sub_multisets(work.person.values()))
        values = yield decision("person.reroll", phrase("{card}: re-roll which dice?",
                                                        card=option.card),
                                choices=choices)
        assert isinstance(values, tuple)
        chosen: list[Die] = []
        for value in values:
            chosen.append(next(die for die in work.person.dice
                               if die.value == value and all(die is not c for c in chosen)))
        for die in chosen:
            work.reroll(die)
        work.say("Temp Agency: pay 1 energy, re-roll {old} → {new}.",
                 old=" ".join(map(str, values)), new=" ".join(str(d.value) for d in chosen))


@dataclass(frozen=True)
class Replicator(Activation):
    """Pay 1 energy → activate a blueprint in the market as if it were yours: pay its costs;
    its dice go on the Replicator. (A market Replicator cannot be copied, nor a card with no
    activation.)"""

    activations: dict[str, Activation] = field(default_factory=dict)
    reads_the_table: ClassVar[bool] = True

    def targets(self, work: Workshop, budget: Budget) -> Iterator[Activate]:
        seen: set[str] = set()
        values = budget.dice
        for card in work.table.market:
            if card is None or card.name in seen or card.name == "Replicator":
                continue
            seen.add(card.name)
            activation = self.activations.get(card.name)
            if activation is None:
                continue
            for option in activation.offers(card, work, values):
                pays = option.pays
                if (pays.metal <= budget.metal and pays.energy <= budget.energy
                        and pays.cards <= budget.hand):
                    yield option

    def options(self, card: Blueprint, work: Workshop, budget: Budget) -> Iterator[Activate]:
        if budget.energy < 1:
            return
        spare = budget.less_energy(1)
        if next(self.targets(work, spare), None) is not None:
            yield Activate(card.name, (), "", Amounts(energy=1), NOTHING, AS_IF_YOURS)

    def resolve(self, option: Activate, work: Workshop) -> Generator[Question, object, None]:
        work.pay(energy=1)
        person = work.person
        targets = list(self.targets(work, Budget.of(person)))
        target = yield decision(
            "person.replicate", phrase("{card}: activate which market blueprint, how?",
                                       card=option.card),
            choices=Choices(Choice(t.key, t.label, t) for t in targets))
        assert isinstance(target, Activate)
        work.say("Replicator: pay 1 energy to activate the market's {card}.", card=target.card)
        person.take_dice(target.dice)
        if target.dice:
            person.placed.append((f"Replicator ({target.card})", target.dice))
        yield from self.activations[target.card].resolve(target, work)


def _motherlode(value: int) -> int:
    """Place a 1–3 → 1 metal; place a 4–6 → 2 metal."""
    return 1 if value <= 3 else 2


def _per_pip(value: int) -> int:
    return value


ACTIVATIONS: dict[str, Activation] = {
    "Aluminum Factory": Recipe("pair", pay_energy=5, goods=2, metal=1),
    "Assembly Line": Recipe("run", goods=2),
    "Battery Factory": Recipe("none", pay_energy=4, goods=1),
    "Biolab": Recipe("one", pay_energy=1, goods=1),
    "Black Market": BlackMarket(),
    "Concrete Plant": Recipe("pair", pay_metal=_per_pip, goods=2),
    "Dojo": Training("opposite"),
    "Fitness Center": Training("down"),
    "Foundry": Recipe("one", pay_energy=_per_pip, metal=_per_pip),
    "Fulfillment Center": Recipe("one", pay_energy=2, goods=1, metal=1),
    "Golem": Golem(),
    "Gymnasium": Training("up"),
    "Harvester": Recipe("pair", variants=(("metal", Amounts(metal=4)),
                                          ("energy", Amounts(energy=7)))),
    "Incinerator": Recipe("none", pay_metal=1, discards=1, energy=6),
    "Manufactory": Recipe("pair", goods=1, variants=(("metal", Amounts(metal=2)),
                                                     ("energy", Amounts(energy=3)),
                                                     ("blueprints", Amounts(cards=2)))),
    "Mega Factory": Recipe("three-matching", goods=2, extra_die="any", note=phrase("of any value")),
    "Motherlode": Recipe("one", metal=_motherlode),
    "Nuclear Plant": Recipe("one", goods=1, energy=1),
    "Power Plant": Recipe("one", energy=_per_pip),
    "Recycling Plant": Recipe("none", pay_energy=2, discards=2, goods=1, draws=1),
    "Refinery": Recipe("none", pay_energy=3, discards=1, metal=3),
    "Robot": Recipe("none", pay_metal=1, extra_die="roll", note=phrase("rolled")),
    "Temp Agency": TempAgency(),
    "Trash Compactor": Recipe("pair", discards=2, goods=2),
    "Warehouse": Recipe("sum-14", goods=2, energy=2),
}
ACTIVATIONS["Replicator"] = Replicator(ACTIVATIONS)

#: Cards with no activation: Monuments, and the passives (see `workshop.py`).
NO_ACTIVATION = frozenset({"Beacon", "Megalith", "Obelisk", "Laboratory", "Scrap Yard",
                           "Solar Array"})


def unknown_cards(names: set[str]) -> list[str]:
    """Card names (from a person's own card file) whose effect Soloist does not know: they
    can be built for their prestige, but have no activation."""
    return sorted(names - set(ACTIVATIONS) - NO_ACTIVATION)
