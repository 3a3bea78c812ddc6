"""`soloist decide fantastic-factories FILE`: the Machine's turn in a described position.

The position file (TOML or JSON; format in docs/positions.md) gives the Machine's compound
by type and its goods, the market's blueprints from left to right and the top card of the
blueprint deck (each by its type, or by its name as digital play shows it: "Foundry"), and,
optionally, fixed dice. Soloist prints the Machine's turn with its explanation and the exact
odds of the turn before the dice are rolled.
"""

from __future__ import annotations

from collections.abc import Generator
from fractions import Fraction
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, PlainValidator, StrictBool, StrictInt

from soloist.engine.chance import Chance
from soloist.engine.documents import load
from soloist.engine.errors import DataFileError
from soloist.engine.game import DecideReport
from soloist.engine.log import Log
from soloist.engine.phrase import joined, phrase
from soloist.engine.questions import Question, answered
from soloist.games.fantastic_factories.cards import TYPE_KEYS, CardType, load_cards
from soloist.games.fantastic_factories.machine import (
    GOODS_TO_TRIGGER_END,
    ORDINALS,
    WORK_DICE,
    Machine,
    MachineDice,
    Taken,
    machine_turn,
)

Die = int


# Numbers and yes/no are strict: `true` is not read as the number 1, nor 1 as yes.
class MachinePart(BaseModel):
    model_config = ConfigDict(extra="forbid")
    goods: StrictInt = Field(0, ge=0, le=999)
    production: StrictInt = Field(0, ge=0, le=99)
    utility: StrictInt = Field(0, ge=0, le=99)
    training: StrictInt = Field(0, ge=0, le=99)
    special: StrictInt = Field(0, ge=0, le=99)
    monument: StrictInt = Field(0, ge=0, le=99)
    end_triggered: StrictBool = False


def _market_card(value: object) -> Taken | Literal["unknown"]:
    """A card type ("utility"), "unknown", or a blueprint's name from the retail card data
    ("Foundry", whose type the data gives)."""
    if isinstance(value, Taken):
        return value
    if isinstance(value, str):
        text = value.strip().casefold()
        if text == "unknown":
            return "unknown"
        for kind in CardType:
            if text == kind.value:
                return Taken(kind)
        for card in load_cards().blueprints:
            if text == card.name.casefold():
                return Taken(card.type, card.name)
    raise ValueError(phrase("{value} is neither a card type ({types}), 'unknown', nor the "
                            "name of a blueprint", value=repr(value),
                            types=joined(kind.value for kind in CardType)))


MarketCard = Annotated[Taken | Literal["unknown"], PlainValidator(_market_card)]


def _unknown_market() -> list[MarketCard]:
    return ["unknown", "unknown", "unknown", "unknown"]


def _describe(card: MarketCard) -> str:
    """A market card as the position gives it: its type as typed, with its name if given."""
    if card == "unknown":
        return phrase("unknown")
    assert isinstance(card, Taken)
    kind = TYPE_KEYS[card.type]
    return phrase("{name} ({type})", name=card.name, type=kind) if card.name else kind


class MarketPart(BaseModel):
    model_config = ConfigDict(extra="forbid")
    blueprints: list[MarketCard] = Field(
        default_factory=_unknown_market, min_length=4, max_length=4
    )
    deck_top: MarketCard = "unknown"


class DicePart(BaseModel):
    model_config = ConfigDict(extra="forbid")
    red: StrictInt = Field(ge=1, le=6)
    blue: StrictInt = Field(ge=1, le=6)
    purple: StrictInt = Field(ge=1, le=6)
    yellow: StrictInt = Field(ge=1, le=6)
    green: StrictInt = Field(ge=1, le=6)


class Position(BaseModel):
    model_config = ConfigDict(extra="forbid")
    machine: MachinePart
    market: MarketPart = Field(default_factory=MarketPart)
    dice: DicePart | None = None


class DescribedTable:
    """The table as the position file describes it; a card it does not give is an error."""

    def __init__(self, market: MarketPart, source: str, log: Log) -> None:
        self.market = market
        self.source = source
        self.log = log

    def take_market_blueprint(self, slot: int) -> Generator[Question, object, Taken]:
        card = self.market.blueprints[slot - 1]
        if card == "unknown":
            raise DataFileError(phrase(
                "{source}: market.blueprints: slot {slot} ({ordinal}) is unknown, but green "
                "{slot} takes it; give its type or its name", source=self.source, slot=slot,
                ordinal=ORDINALS[slot]))
        return answered(card)

    def reveal_top_blueprint(self) -> Generator[Question, object, Taken]:
        card = self.market.deck_top
        if card == "unknown":
            raise DataFileError(phrase(
                "{source}: market.deck_top is unknown, but the green die takes the top "
                "blueprint of the deck; give its type or its name", source=self.source))
        return answered(card)

    def discard_market_blueprints(self) -> None:
        self.log.say("table", "Discard all 4 market blueprints.")

    def discard_market_contractors(self) -> None:
        self.log.say("table", "Discard all 4 market contractors.")

    def refill_market(self) -> None:
        self.log.say("table", "Refill the market from the decks.")


def goods_odds(compound: dict[CardType, int]) -> list[Fraction]:
    """The exact chance of 0..4 goods from the work dice with this compound."""
    odds = [Fraction(1)]
    for _, kind in WORK_DICE:
        hit = Fraction(min(compound[kind], 6), 6)
        nxt = [Fraction(0)] * (len(odds) + 1)
        for made, chance in enumerate(odds):
            nxt[made] += chance * (1 - hit)
            nxt[made + 1] += chance * hit
        odds = nxt
    return odds


def turn_odds(position: Position) -> dict[str, object] | None:
    """Odds of the whole turn before the roll (green die included), if every card the green
    die may take is known."""
    machine = position.machine
    market = position.market
    possible = [*market.blueprints, market.deck_top, market.deck_top]
    if "unknown" in possible:
        return None
    goods = [Fraction(0)] * 5
    for card in possible:
        assert card != "unknown"
        compound = _compound(machine)
        compound[card.type] += 1
        for made, chance in enumerate(goods_odds(compound)):
            goods[made] += chance / 6
    needed = GOODS_TO_TRIGGER_END - machine.goods
    reach = sum((chance for made, chance in enumerate(goods) if made >= needed), Fraction(0))
    return {
        "goods": {str(made): float(chance) for made, chance in enumerate(goods)},
        "expected_goods": float(sum(made * chance for made, chance in enumerate(goods))),
        "reaches_12_goods": float(reach),
    }


def _compound(machine: MachinePart) -> dict[CardType, int]:
    return {kind: getattr(machine, kind.value) for kind in CardType}


def check_possible(position: Position, source: str) -> None:
    """Refuse a position the retail deck cannot make, or a Machine past 12 goods whose end
    is not triggered ("the Machine may only trigger the end of the game by manufacturing 12
    or more goods"): `DataFileError` naming the field."""
    machine = position.machine
    if machine.goods >= GOODS_TO_TRIGGER_END and not machine.end_triggered:
        raise DataFileError(phrase(
            "{source}: machine.end_triggered: the Machine has {goods} goods, so it has "
            "triggered the end of the game (it does at {most} or more goods); set "
            "end_triggered = true", source=source, goods=machine.goods,
            most=GOODS_TO_TRIGGER_END))
    cards = load_cards()
    in_deck = cards.count_by_type()
    known = [card for card in (*position.market.blueprints, position.market.deck_top)
             if isinstance(card, Taken)]
    for kind in CardType:
        held = getattr(machine, kind.value)
        shown = sum(1 for card in known if card.type is kind)
        if held + shown > in_deck[kind]:
            field = f"machine.{kind.value}"
            where = (field if held > in_deck[kind] or not shown else
                     phrase("{field} and market", field=field))
            blueprints = (phrase("{count} {type} blueprint", count=held, type=kind.title)
                          if held == 1 else
                          phrase("{count} {type} blueprints", count=held, type=kind.title))
            raise DataFileError(phrase(
                "{source}: {where}: {held} in the compound and {shown} in the market, but the "
                "retail deck has only {count}", source=source, where=where, held=blueprints,
                shown=shown, count=in_deck[kind]) if shown else phrase(
                "{source}: {where}: {held} in the compound, but the retail deck has only "
                "{count}", source=source, where=where, held=blueprints, count=in_deck[kind]))
    copies: dict[str, int] = {}
    for card in cards.blueprints:
        copies[card.name] = copies.get(card.name, 0) + 1
    for name in {card.name for card in known if card.name}:
        seen = sum(1 for card in known if card.name == name)
        if seen > copies[name]:
            raise DataFileError(phrase(
                "{source}: market: {card} is named {seen} times, but the retail deck has "
                "{copies} copy of it", source=source, card=name, seen=seen,
                copies=copies[name]) if copies[name] == 1 else phrase(
                "{source}: market: {card} is named {seen} times, but the retail deck has "
                "{copies} copies of it", source=source, card=name, seen=seen,
                copies=copies[name]))


def _odds_line(odds: dict[str, object] | None) -> str:
    """The turn's odds before the roll (`turn_odds`): a percentage a number of one decimal
    (as ``{:.1f}`` writes it, and in a language with its decimal sign), the expected goods
    as written with two."""
    if odds is None:
        return phrase("Odds before the roll: not computed, as some market cards are unknown.")
    goods = odds["goods"]
    assert isinstance(goods, dict)
    expected, reach = odds["expected_goods"], odds["reaches_12_goods"]
    assert isinstance(expected, float) and isinstance(reach, float)
    chances = joined(phrase("{goods}: {percent}%", goods=made, percent=round(100 * chance, 1))
                     for made, chance in goods.items())
    return phrase("Odds of this turn before the roll: goods {chances}; expected {expected}; "
                  "reaches 12 goods: {percent}%.", chances=chances, expected=f"{expected:.2f}",
                  percent=round(100 * reach, 1))


def decide(path: Path, *, seed: int) -> DecideReport:
    position = load(Position, path)
    check_possible(position, str(path))
    machine = Machine(compound=_compound(position.machine), goods=position.machine.goods)
    log = Log()
    if position.dice is not None:
        dice = MachineDice(**position.dice.model_dump())
        rolled = phrase("(dice fixed by the position)")
    else:
        dice = MachineDice.roll(Chance(seed).stream("machine dice"))
        rolled = phrase("(dice rolled with seed {seed})", seed=seed)
    before = machine.describe_compound()
    goods_before = machine.goods
    odds = turn_odds(position)
    table = DescribedTable(position.market, str(path), log)
    turn = machine_turn(machine, table, dice, log)
    try:
        next(turn)
    except StopIteration as stop:
        made = stop.value
    else:  # pragma: no cover - the described table never asks
        raise AssertionError("a described table never asks")
    triggers = (not position.machine.end_triggered) and machine.has_triggered_end
    lines: list[str] = [
        phrase("The Machine: {compound}; {goods} goods.", compound=before, goods=goods_before),
        phrase("Market blueprints, left to right: {blueprints}; top of the deck: {top}.",
               blueprints=joined(map(_describe, position.market.blueprints)),
               top=_describe(position.market.deck_top)),
        rolled,
        *(event.phrase for event in log),
        phrase("After the turn: {compound}; {goods} goods.",
               compound=machine.describe_compound(), goods=machine.goods),
    ]
    if triggers:
        lines.append(phrase("The Machine has {goods} goods: it triggers the end of the game; "
                            "one more round is played after this one.", goods=machine.goods))
    lines.append(_odds_line(odds))
    data: dict[str, object] = {
        "game": "fantastic-factories",
        "dice": dice._asdict(),
        "dice_source": "position" if position.dice is not None else f"seed {seed}",
        "goods_made": made,
        "machine_after": machine.view(),
        "triggers_end": triggers,
        "odds": odds,
        "log": log.to_json(),
    }
    return DecideReport(tuple(lines), data)
