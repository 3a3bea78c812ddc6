"""The Machine: its compound, its goods, and its turn (market phase, then work phase).

Written in the order of the solo rules:

    The Machine begins their turn by rolling dice. Grab one die of each color (red, blue,
    purple, yellow, and green) and roll all of them at the same time.
"""

from __future__ import annotations

import random
from collections.abc import Generator
from dataclasses import dataclass, field
from math import floor
from typing import NamedTuple, Protocol

from soloist.engine.log import Log
from soloist.engine.phrase import joined, phrase
from soloist.engine.questions import Question
from soloist.games.fantastic_factories.cards import CardType

#: The Machine may only trigger the end of the game by manufacturing 12 or more goods.
GOODS_TO_TRIGGER_END = 12

#: Each work die and the card type it counts (red Training, blue Production, purple
#: Special, yellow Utility), in the order the rules name them.
WORK_DICE: tuple[tuple[str, CardType], ...] = (
    ("red", CardType.TRAINING),
    ("blue", CardType.PRODUCTION),
    ("purple", CardType.SPECIAL),
    ("yellow", CardType.UTILITY),
)

#: The same card types by plain name, for the work phase of every turn (an enum member looked
#: up on its class, `CardType.TRAINING`, is slow in Python 3.11).
TRAINING, PRODUCTION, SPECIAL, UTILITY = (kind for _, kind in WORK_DICE)

#: An empty compound, by type in the order it is grouped (copied for each Machine: iterating
#: the enum each time is slow).
NO_CARDS: dict[CardType, int] = dict.fromkeys(CardType, 0)



class MachineRules(NamedTuple):
    """The Machine's rules that a designer may change (an automa variant,
    docs/sensitivity.md); the solo rules' own by default (`SEED_RULES`)."""

    #: "if the value is equal to or lower than the number of corresponding cards"; True:
    #: lower only.
    work_below: bool = False
    #: "5: ... discard all blueprints in the marketplace. 6: ... discard all contractors";
    #: True: the other way round.
    green_swapped: bool = False
    #: "the Machine may only trigger the end of the game by manufacturing 12 or more goods";
    #: True: also with 10 cards in its compound, as a player.
    ends_with_cards: bool = False
    #: "add 1 additional point for each Monument type card in their compound".
    monument_bonus: int = 1
    #: "If any of the dealt cards are Monument type cards ... discard them"; True: kept.
    starts_with_monuments: bool = False
    #: The goods a die that scores manufactures ("a good": 1).
    goods_per_die: int = 1


SEED_RULES = MachineRules()
#: A player triggers the end with 10 buildings; the Machine does too in a variant.
CARDS_TO_TRIGGER_END = 10

ORDINALS = {1: phrase("left-most"), 2: phrase("2nd from the left"),
            3: phrase("3rd from the left"), 4: phrase("4th from the left")}


class MachineDice(NamedTuple):
    red: int
    blue: int
    purple: int
    yellow: int
    green: int

    @classmethod
    def roll(cls, stream: random.Random) -> MachineDice:
        """One die each of red, blue, purple, yellow and green, rolled at the same time."""
        die = stream.random  # five faces of `roll(stream)`, inlined: simulation rolls a lot
        # (`tuple.__new__`: the same named tuple without the call to its Python `__new__`)
        return tuple.__new__(cls, (floor(die() * 6) + 1, floor(die() * 6) + 1,
                                   floor(die() * 6) + 1, floor(die() * 6) + 1,
                                   floor(die() * 6) + 1))

    @property
    def description(self) -> str:
        return phrase("red {red}, blue {blue}, purple {purple}, yellow {yellow}, green {green}",
                      red=self.red, blue=self.blue, purple=self.purple, yellow=self.yellow,
                      green=self.green)


assert tuple(colour for colour, _ in WORK_DICE) == MachineDice._fields[:4]


class Taken(NamedTuple):
    """A blueprint the Machine takes: its type always, its name when Soloist knows it."""

    type: CardType
    name: str | None = None

    @property
    def label(self) -> str:
        return (phrase("{card} ({type})", card=self.name, type=self.type.title) if self.name
                else self.type.title)

    def __str__(self) -> str:
        return self.label


class MachineTurn(NamedTuple):
    """What the Machine did in its last whole turn (for its move at a glance): the round, its
    dice, the type of the card it took (None: no card to take) with the card's name when
    Soloist knows it, the goods it manufactured, and the cards of each work die's type in its
compound as it worked (in the order of `WORK_DICE`)."""

    round: int
    dice: MachineDice
    taken: CardType | None
    name: str
    made: int
    counts: tuple[int, ...]

    @classmethod
    def between(cls, before: Machine, after: Machine, dice: MachineDice,
                round_number: int) -> MachineTurn:
        taken = next((kind for kind, number in after.compound.items()
                      if number > before.compound[kind]), None)
        name = after.names[-1] if len(after.names) > len(before.names) else ""
        return cls(round_number, dice, taken, name, after.goods - before.goods,
                   tuple(after.compound[kind] for _, kind in WORK_DICE))


class SeenCard(Protocol):
    """A blueprint the Machine takes, as far as Soloist knows it: its type always, its name
    when a modelled deck gave it (`Taken` or a `Blueprint`)."""

    @property
    def type(self) -> CardType: ...

    @property
    def name(self) -> str | None: ...

    @property
    def label(self) -> str: ...


class MachineTable(Protocol):
    """What the Machine's turn needs from the table (the market and the blueprint deck).

    A table that asks (companion play) yields a question; a modelled table answers at
    once. The rules cannot tell the difference.
    """

    def take_market_blueprint(self, slot: int) -> Generator[Question, object, SeenCard | None]:
        """The card in market slot `slot`; None if the slot is empty (a modelled table whose
        blueprint deck and discard pile are used up)."""
        ...

    def reveal_top_blueprint(self) -> Generator[Question, object, SeenCard | None]:
        """The top card of the blueprint deck; None if the deck and its discard pile are
        both empty."""
        ...

    def discard_market_blueprints(self) -> None:
        ...

    def discard_market_contractors(self) -> None:
        ...

    def refill_market(self) -> None:
        ...


@dataclass(slots=True)
class Machine:
    """The Machine's compound, always grouped by card type, and its goods."""

    compound: dict[CardType, int] = field(default_factory=NO_CARDS.copy)
    names: list[str] = field(default_factory=list)
    goods: int = 0
    cards: int = 0
    rules: MachineRules = SEED_RULES

    def __post_init__(self) -> None:
        self.cards = sum(self.compound.values())

    def copy(self) -> Machine:
        copied: Machine = Machine.__new__(Machine)  # (no count again: `cards` is copied)
        copied.compound = self.compound.copy()
        copied.names = self.names.copy()
        copied.goods = self.goods
        copied.cards = self.cards
        copied.rules = self.rules
        return copied

    def add(self, card: SeenCard) -> None:
        self.compound[card.type] += 1
        self.cards += 1
        if card.name:
            self.names.append(card.name)

    def count(self, kind: CardType) -> int:
        return self.compound[kind]

    @property
    def has_triggered_end(self) -> bool:
        return self.goods >= GOODS_TO_TRIGGER_END or (
            self.rules.ends_with_cards and self.cards >= CARDS_TO_TRIGGER_END)

    def score(self) -> MachineScore:
        """Goods, plus 1 per card in the compound (whatever its prestige), plus 1 more per
        Monument (an automa variant's bonus per Monument)."""
        return MachineScore(self.goods, self.cards,
                            self.compound[CardType.MONUMENT] * self.rules.monument_bonus)

    def describe_compound(self) -> str:
        return joined(phrase("{count} {type}", count=count, type=kind.title)
                      for kind, count in self.compound.items())

    def view(self) -> dict[str, object]:
        return {
            "compound": {kind.value: count for kind, count in self.compound.items()},
            "cards": self.cards,
            "names": list(self.names),
            "goods": self.goods,
        }


class MachineScore(NamedTuple):
    goods: int
    cards: int
    monuments: int

    @property
    def total(self) -> int:
        return self.goods + self.cards + self.monuments

    def describe(self) -> str:
        return phrase("{goods} + {cards} + {monuments} for Monuments = {total}",
                      goods=goods_count(self.goods), cards=cards_count(self.cards),
                      monuments=self.monuments,
                      total=self.total)


def machine_turn(
    machine: Machine, table: MachineTable, dice: MachineDice, log: Log
) -> Generator[Question, object, int]:
    """The Machine's turn with `dice` already rolled: its market phase, then its work phase.
    Returns the goods it manufactured.

    (The market phase is written out here, not as a generator of its own: simulation plays
    this every turn, and a generator level costs more than the whole work phase.)
    """
    if log.enabled:
        log.say("machine", "The Machine rolls {dice.description}.", dice=dice)
    # Market phase: take a look at the green die to determine The Machine's marketplace action.
    green = dice.green
    # A modelled table whose blueprint deck and discard pile are both used up has no card
    # to give: the Machine takes none, and the log says so (the rulebook has no such case).
    if green <= 4:
        card = yield from table.take_market_blueprint(green)
        if card is not None:
            machine.add(card)
            if log.enabled:
                log.say("machine", "green {green}: market blueprint {green} ({ordinal}, "
                        "{card}) into the compound", green=green, ordinal=ORDINALS[green],
                        card=card)
        else:
            log.say("machine", "green {green}: market slot {green} ({ordinal}) is empty, as "
                    "the blueprint deck and its discard pile are used up: the Machine takes "
                    "no card", green=green, ordinal=ORDINALS[green])
    else:
        card = yield from table.reveal_top_blueprint()
        discarded = phrase("market blueprints") if (green == 5) != machine.rules.green_swapped \
            else phrase("contractors")
        if card is not None:
            machine.add(card)
            if log.enabled:
                log.say("machine", "green {green}: top blueprint ({card}) into the compound; "
                        "{discarded} discarded", green=green, card=card, discarded=discarded)
        else:
            log.say("machine", "green {green}: the blueprint deck and its discard pile are "
                    "empty, so there is no top card to reveal: the Machine takes no card; "
                    "{discarded} discarded", green=green, discarded=discarded)
        if (green == 5) != machine.rules.green_swapped:
            table.discard_market_blueprints()
        else:
            table.discard_market_contractors()
    table.refill_market()
    return work_phase(machine, dice, log)


def work_phase(machine: Machine, dice: MachineDice, log: Log) -> int:
    """For each die, if the value is equal to or lower than the number of corresponding
    cards in The Machine's compound, then The Machine successfully manufactures a good."""
    compound = machine.compound
    # red Training, blue Production, purple Special, yellow Utility (`WORK_DICE`, written out:
    # simulation runs this every turn); the green die is no work die. A True counts 1.
    red, blue, purple, yellow, _ = dice
    rules = machine.rules
    if rules is SEED_RULES:
        made = ((red <= compound[TRAINING]) + (blue <= compound[PRODUCTION])
                + (purple <= compound[SPECIAL]) + (yellow <= compound[UTILITY]))
    else:  # an automa variant: lower only, or more goods a die
        below = rules.work_below
        made = rules.goods_per_die * sum(
            (die < compound[kind]) if below else (die <= compound[kind])
            for die, kind in ((red, TRAINING), (blue, PRODUCTION), (purple, SPECIAL),
                              (yellow, UTILITY)))
    machine.goods += made
    if log.enabled:
        explain_work_phase(machine, dice, made, log)
    return made


def explain_work_phase(machine: Machine, dice: MachineDice, made: int, log: Log) -> None:
    rules = machine.rules
    each = rules.goods_per_die
    for index, (colour, kind) in enumerate(WORK_DICE):
        die, count = dice[index], machine.compound[kind]
        if die < count or (die == count and not rules.work_below):
            log.say("machine", "{colour} {die} {sign} {count} {kind.title} → {made}",
                    colour=colour, die=die, count=count, kind=kind, good=True,
                    sign="<" if rules.work_below else "≤", made=goods_count(each))
        else:
            log.say("machine", "{colour} {die} {sign} {count} {kind.title} → no good",
                    colour=colour, die=die, count=count, kind=kind, good=False,
                    sign="≥" if rules.work_below else ">")
    log.say("machine", "The Machine manufactures {made} {made_word}: {total} {total_word} in all.",
            made=made, made_word=_goods(made), total=machine.goods,
            total_word=_goods(machine.goods))


def _goods(count: int) -> str:
    return phrase("good") if count == 1 else "goods"  # ("goods" is a term)


def goods_count(count: int) -> str:
    """"1 good", "2 goods"."""
    return phrase("{count} good", count=count) if count == 1 else phrase("{count} goods",
                                                                           count=count)




def cards_count(count: int) -> str:
    """"1 card", "2 cards"."""
    return phrase("{count} card", count=count) if count == 1 else phrase("{count} cards",
                                                                           count=count)
