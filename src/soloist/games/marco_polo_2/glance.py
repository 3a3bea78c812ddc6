"""The Automa's last move at a glance (`soloist.engine.tableview.Glance`), drawn right under
the question: the action board with the dice placed this round — the Automa's where it
placed them in its last turn marked, each die showing the value it rolled where the rules
roll one ("The Automa never rolls its own dice (unless otherwise specified)": a die on a
Travel, Guild Seals or Take contracts space shows no value) — and its travel, the places its
figure went through.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from soloist.engine import tableview as tv
from soloist.engine.phrase import Phrase, phrase
from soloist.games.marco_polo_2.automa import Placed
from soloist.games.marco_polo_2.pieces import Colour
from soloist.games.marco_polo_2.spaces import GOLD_LOWER, GOLD_NEUTRAL, Space

if TYPE_CHECKING:
    from soloist.games.marco_polo_2.rules import MarcoPoloPlay

#: How each colour of die is drawn.
DIE_COLOURS = {Colour.AUTOMA: "purple", Colour.PERSON: "green", Colour.BLACK: "black",
               Colour.NEUTRAL: "white"}
WHOSE = {Colour.PERSON: phrase("your die"), Colour.NEUTRAL: phrase("a neutral die"),
         Colour.BLACK: phrase("a black die")}
SHORT = {"travel-1": phrase("Travel, 1 die"), "travel-2": phrase("Travel, 2 dice"),
         "travel-3": phrase("Travel, 3 dice"), "books-pepper": phrase("Pepper"),
         "books-silk": phrase("Silk"), "books-gold-upper": phrase("Gold"),
         "books-gold-lower": phrase("Gold, lower"), "guild-seals": phrase("Guild Seals"),
         "contracts": phrase("Take contracts"), "external-left": phrase("External, left"),
         "external-right": phrase("External, right")}


def place_label(label: str) -> str:
    """A city's action space as the table names it ("City card of Dunmere (right card)"):
    its label without "the", the city a field."""
    if isinstance(label, Phrase) and "city" in label.fields:
        city = label.fields["city"]
        if label.template == "the city card of {city}":
            return phrase("City card of {city}", city=city)
        if label.template == "the city card of {city} (left card)":
            return phrase("City card of {city} (left card)", city=city)
        if label.template == "the city card of {city} (right card)":
            return phrase("City card of {city} (right card)", city=city)
        if label.template == "the free action space of {city}":
            return phrase("Free action space of {city}", city=city)
    label = label.removeprefix("the ")
    return label[0].upper() + label[1:]


def automa_die(black: bool, value: int | None) -> tv.Die:
    if black:
        words = phrase("a black die of the Automa showing {value}", value=value) \
            if value is not None else phrase("a black die of the Automa, not rolled")
    else:
        words = phrase("the Automa's die showing {value}", value=value) \
            if value is not None else phrase("the Automa's die, not rolled")
    return tv.Die(value, "black" if black else "purple", words)


def a_die(colour: Colour, value: int | None) -> tv.Die:
    """Another's die (yours, a black or the neutral one), showing `value` if rolled."""
    whose = WHOSE.get(colour) or phrase("a die")
    return tv.Die(value, DIE_COLOURS[colour], whose if value is None else
                  phrase("{die} showing {value}", die=whose, value=value))


def dice_on(stack: list[Colour], placed: list[Placed],
            neutral: list[int] | None = None) -> tuple[tv.Die, ...]:
    """The dice on one space: the others' (your dice, black dice, the neutral one with its
    value `neutral`), then the Automa's as it placed them (its black dice among them, with
    their values)."""
    own = sum(each.own for each in placed)
    black = sum(each.black for each in placed)
    others = list(stack)
    for _ in range(own):
        others.remove(Colour.AUTOMA)
    for _ in range(black):
        others.remove(Colour.BLACK)
    values = list(neutral or [])
    dice = []
    for colour in others:
        value = values.pop(0) if colour is Colour.NEUTRAL and values else None
        dice.append(a_die(colour, value))
    for each in placed:
        dice += [automa_die(False, each.value) for _ in range(each.own)]
        dice += [automa_die(True, each.value) for _ in range(each.black)]
    return tuple(dice)


def action_board(play: MarcoPoloPlay, last: int) -> tv.Track:
    """The action spaces holding dice this round, in the board's order, each with its
    dice; those the Automa placed dice on in its turn `last` marked."""
    area = play.ctx.area
    by_space: dict[str, list[Placed]] = {}
    for each in play.ctx.automa.placed:
        by_space.setdefault(each.space, []).append(each)
    places = []
    for space in area.spaces.values():
        if not area.on(space.id):
            continue
        mine = by_space.get(space.id, [])
        neutral = [GOLD_NEUTRAL] if space.id == GOLD_LOWER.id else None
        places.append(tv.Place(SHORT.get(space.id) or place_label(space.label), "", "",
                               highlight=any(each.turn == last for each in mine),
                               dice=dice_on(area.on(space.id), mine, neutral)))
    for number, (colour, value) in enumerate(area.khans_favor, start=1):
        mine = by_space.get(f"khans-favor-{number}", [])
        if mine:
            dice = tuple(automa_die(each.black > 0, each.value) for each in mine)
        else:
            dice = (a_die(colour, value),)
        places.append(tv.Place(phrase("Khan's Favor {number}", number=number), "", "",
                               dice=dice, highlight=any(each.turn == last for each in mine)))
    return tv.Track(phrase("The action board this round: the spaces holding dice"),
                    tuple(places))


def travel(play: MarcoPoloPlay) -> tv.Track | None:
    """Where its figure went in its last turn, place by place (None: it did not move)."""
    trail = play.ctx.automa.trail
    if not trail:
        return None
    if len(trail) == 1:
        return None
    name = play.ctx.name
    places = tuple(tv.Place(name(place), "", "purple" if index == len(trail) - 1 else "",
                            (phrase("it stood here"),) if index == 0 else
                            (phrase("its figure now"),) if index == len(trail) - 1 else (),
                            highlight=index == len(trail) - 1)
                   for index, place in enumerate(trail))
    moves = len(trail) - 1
    note = "" if len(set(trail)) != len(trail) else \
        phrase("{count} move", count=moves) if moves == 1 else \
        phrase("{count} moves", count=moves)
    return tv.Track(phrase("Its travel"), places, note=note)


def glance(play: MarcoPoloPlay) -> tv.Glance | None:
    """The Automa's last move: the dice it placed in its last turn that placed dice, and
    where its figure went in its turn (None before its first move of the round)."""
    automa = play.ctx.automa
    route = travel(play)
    if not automa.placed and route is None:
        return None
    last = max((each.turn for each in automa.placed), default=0)
    spaces = play.ctx.area.spaces
    words = [label_of(each, spaces) for each in automa.placed if each.turn == last]
    title = phrase("The Automa's last move: no die placed")
    if words:
        moves = words[0]
        for then in words[1:]:
            moves = phrase("{before}; {then}", before=moves, then=then)
        title = phrase("The Automa's last move: {moves}", moves=moves)
    if route is not None:
        title = phrase("{move}; its figure went to {place}", move=title,
                       place=route.places[-1].label)
    return tv.Glance(title, tuple(piece for piece in (action_board(play, last), route)
                                  if piece is not None))


def label_of(placed: Placed, spaces: dict[str, Space]) -> str:
    """``2 dice on the 2-dice Travel space``, ``1 die showing 4 on Khan's Favor space 3``."""
    count, value = placed.own + placed.black, placed.value
    if value is None:
        dice = phrase("1 die") if count == 1 else phrase("{count} dice", count=count)
    else:
        dice = phrase("1 die showing {value}", value=value) if count == 1 else \
            phrase("{count} dice showing {value}", count=count, value=value)
    if placed.space.startswith("khans-favor-"):
        where: str = phrase("Khan's Favor space {number}",
                            number=placed.space.rpartition("-")[2])
    else:
        where = spaces[placed.space].label
    return phrase("{dice} on {where}", dice=dice, where=where)


__all__ = ["glance"]
