"""The table of a Fantastic Factories game as a person sees it (`soloist.engine.tableview`).

The Machine's compound, always grouped by card type with its counts; its goods towards the
12 that trigger the end; its last roll as five coloured dice. In digital play also the
market, your compound, hand, resources and dice. Card types keep their banner colour and
gain a shape of Soloist's own (the cards print none), so a type reads without its colour.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from soloist.engine import tableview as tv
from soloist.engine.phrase import phrase
from soloist.engine.questions import Question
from soloist.games.fantastic_factories.cards import Blueprint, CardType, Contractor
from soloist.games.fantastic_factories.machine import (
    GOODS_TO_TRIGGER_END,
    WORK_DICE,
    MachineDice,
    cards_count,
    goods_count,
)
from soloist.games.fantastic_factories.person import BUILDINGS_TO_END, GOODS_TO_END

if TYPE_CHECKING:
    from soloist.games.fantastic_factories.digital import DigitalPlay
    from soloist.games.fantastic_factories.rules import FactoryPlay

#: The banner colours by the names drivers know ("gray" is "grey").
COLOURS = {kind: "grey" if kind.banner == "gray" else kind.banner for kind in CardType}
#: A shape per card type, so that a type is readable without its banner colour.
SHAPES = {CardType.PRODUCTION: "square", CardType.UTILITY: "triangle",
          CardType.TRAINING: "circle", CardType.SPECIAL: "star", CardType.MONUMENT: "hexagon"}


def type_card(kind: CardType, stack: int | None = None) -> tv.Card:
    return tv.Card(kind.title, COLOURS[kind], SHAPES[kind], kind.title, stack=stack)


def blueprint_card(card: Blueprint | None, slot: int | None = None) -> tv.Card:
    if card is None:
        return tv.Card(phrase("{slot} (empty)", slot=slot) if slot else phrase("(empty)"),
                       face_down=True)
    lines = [phrase("costs {cost}", cost=card.cost),
             phrase("prestige {prestige}", prestige=_prestige(card))]
    title = phrase("{slot} {card}", slot=slot, card=card.name) if slot else card.name
    return tv.Card(title, COLOURS[card.type], SHAPES[card.type], card.type.title, tuple(lines))


def contractor_card(card: Contractor | None, tool: str, slot: int) -> tv.Card:
    tool_line = phrase("tool: {tool}", tool=tool)
    if card is None:
        return tv.Card(phrase("{slot} (empty)", slot=slot), lines=(tool_line,), face_down=True)
    lines = (tool_line,) + ((phrase("extra cost {cost}", cost=card.cost),)
                            if card.metal or card.energy else ())
    return tv.Card(phrase("{slot} {card}", slot=slot, card=card.name), "grey",
                   kind=phrase("Contractor"), lines=lines)


def _prestige(card: Blueprint) -> str:
    prestige = card.prestige
    return str(prestige) if isinstance(prestige, int) else "/".join(map(str, prestige))


def machine_dice(dice: MachineDice) -> tuple[tv.Die, ...]:
    return tuple(tv.Die(face, colour, phrase("{colour} {face}", colour=colour, face=face))
                 for colour, face in zip(MachineDice._fields, dice, strict=True))


def status(play: FactoryPlay) -> str:
    """"Machine: 2 Production, 1 Utility, 1 Training, 0 Special, 0 Monument · 5/12 goods ·
    score 9"."""
    machine = play.machine
    return phrase("Machine: {compound} · {goods}/{goal} goods · score {score}",
                  compound=machine.describe_compound(), goods=machine.goods,
                  goal=GOODS_TO_TRIGGER_END, score=machine.score().total)


def progress(play: FactoryPlay) -> str:
    if play.round == 0:
        return phrase("Setup")
    if play.last_round is not None:
        last = phrase("the last round") if play.round == play.last_round else \
            phrase("the last is {round}", round=play.last_round)
        return phrase("Round {round} ({last})", round=play.round, last=last)
    return phrase("Round {round}", round=play.round)


def machine_zones(play: FactoryPlay) -> list[tv.Zone]:
    machine = play.machine
    compound = tuple(type_card(kind, number) for kind, number in machine.compound.items())
    goods = tv.Counter(phrase("Goods"), machine.goods, GOODS_TO_TRIGGER_END, "green",
                       phrase("{count} or more trigger the end", count=GOODS_TO_TRIGGER_END))
    zones = [tv.Zone(phrase("The Machine's compound"), (*compound, goods),
                     note=phrase("{count} cards", count=machine.cards), owner="automa")]
    if play.last_dice is not None:
        zones.append(tv.Zone(phrase("The Machine's last roll"), machine_dice(play.last_dice),
                             note=phrase("red Training, blue Production, purple Special, "
                                         "yellow Utility; green picks the market action"),
                             owner="automa"))
    return zones


def digital_zones(play: DigitalPlay) -> list[tv.Zone]:
    person = play.person
    table = play.digital
    market = tuple(blueprint_card(card, slot) for slot, card in
                   enumerate(table.market, start=1))
    hire = tuple(contractor_card(card, tool, slot) for slot, (card, tool) in
                 enumerate(zip(table.hire, table.tools, strict=True), start=1))
    score = person.score()
    resources = (
        tv.Counter(phrase("Metal"), person.metal, colour="grey"),
        tv.Counter(phrase("Energy"), person.energy, colour="yellow"),
        tv.Counter(phrase("Goods"), person.goods, GOODS_TO_END, "green"),
        tv.Counter(phrase("Buildings"), len(person.compound), BUILDINGS_TO_END, "blue"),
        tv.Counter(phrase("Prestige"), score.prestige, colour="purple"),
    )
    dice = tuple(tv.Die(die.value, "white", phrase("white {face}", face=die.value))
                 for die in person.dice)
    headquarters = tuple(
        tv.Words(phrase("{row}: {dice}", row=name.capitalize(),
                        dice=" ".join(map(str, values))) if values else
                 phrase("{row}: no dice", row=name.capitalize()))
        for name, values in person.headquarters.dice.items())
    return [
        tv.Zone(phrase("Market"), (*market, *hire),
                note=phrase("blueprint deck {deck}, discards {discards}",
                            deck=len(table.blueprints), discards=len(table.blueprints.discards))),
        tv.Zone(phrase("Your resources"), resources, owner="you"),
        tv.Zone(phrase("Your dice"), dice or (tv.Words(phrase("No unplaced dice.")),),
                owner="you"),
        tv.Zone(phrase("Your headquarters"), headquarters, owner="you"),
        tv.Zone(phrase("Your compound"), tuple(blueprint_card(card) for card in person.compound)
                or (tv.Words(phrase("No buildings yet.")),), owner="you"),
        tv.Zone(phrase("Your hand"), tuple(blueprint_card(card) for card in person.hand)
                or (tv.Words(phrase("No blueprints in hand.")),), owner="you"),
    ]


def faces(question: Question | None) -> dict[str, tv.Piece]:
    """A card type answer as its card, a die value as its face."""
    if question is None or question.choices is None:
        return {}
    shown: dict[str, tv.Piece] = {}
    for choice in question.choices:
        value = choice.value
        if isinstance(value, CardType):
            shown[choice.key] = type_card(value)
        elif isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 6 \
                and question.topic in ("person.extra-die", "person.foreman-die"):
            shown[choice.key] = tv.Die(value, "white", phrase("a die showing {value}",
                                                              value=value))
        else:
            die = getattr(value, "value", None)  # a die placed on a headquarters row
            if getattr(value, "row", None) and isinstance(die, int):
                shown[choice.key] = tv.Die(die, "white", phrase("a die showing {value}",
                                                                value=die))
    return shown


def glance(play: FactoryPlay) -> tv.Glance | None:
    """The Machine's last whole turn: its work dice, each against the cards of its type in
    the compound, the green die and the card it gave (None before its first turn)."""
    turn = play.last_turn
    if turn is None:
        return None
    dice = turn.dice
    pieces: list[tv.Piece] = []
    for (colour, kind), face, count in zip(WORK_DICE, dice, turn.counts, strict=False):
        made = phrase("{colour} {face} ≤ {count} {type}: 1 good", colour=colour, face=face,
                      count=count, type=kind.title) if face <= count else \
            phrase("{colour} {face} > {count} {type}: no good", colour=colour, face=face,
                   count=count, type=kind.title)
        pieces.append(tv.Die(face, colour, made))
    market = phrase("market blueprint {number}", number=dice.green) if dice.green <= 4 else \
        phrase("the top blueprint")
    pieces.append(tv.Die(dice.green, "green", phrase("green {face}: {market}",
                                                     face=dice.green, market=market)))
    goods = phrase("{count} good", count=turn.made) if turn.made == 1 else \
        phrase("{count} goods", count=turn.made)
    if turn.taken is None:
        return tv.Glance(phrase("Round {round}: the Machine took no card and made {goods}",
                                round=turn.round, goods=goods), tuple(pieces))
    card = type_card(turn.taken)
    pieces.append(card._replace(title=turn.name or card.title))
    took = phrase("{card} ({type})", card=turn.name, type=turn.taken.title) if turn.name \
        else phrase("a {type} card", type=turn.taken.title)
    return tv.Glance(phrase("Round {round}: the Machine took {took} and made {goods}",
                            round=turn.round, took=took, goods=goods), tuple(pieces))


def table_view(play: FactoryPlay, question: Question | None) -> tv.TableView:
    from soloist.games.fantastic_factories.digital import DigitalPlay

    machine = play.machine.score()
    scores = [tv.Score("Machine", machine.total, "blue",
                       (goods_count(machine.goods), cards_count(machine.cards),
                        phrase("{count} for Monuments", count=machine.monuments)))]
    zones = machine_zones(play)
    if isinstance(play, DigitalPlay):
        person = play.person.score()
        scores.append(tv.Score(phrase("You"), person.total, "green",
                               (goods_count(person.goods),
                                phrase("{count} prestige", count=person.prestige)),
                               you=True))
        zones.extend(digital_zones(play))
    else:
        scores.append(tv.Score(phrase("You"), None, "green", (phrase("counted at the table"),),
                               you=True))
    return tv.TableView(status(play), progress(play), tuple(scores), tuple(zones),
                        faces(question), glance=glance(play))
