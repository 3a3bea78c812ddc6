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
from soloist.games.marco_polo_2.automa import Placed
from soloist.games.marco_polo_2.pieces import Colour
from soloist.games.marco_polo_2.spaces import GOLD_LOWER, GOLD_NEUTRAL, Space

if TYPE_CHECKING:
    from soloist.games.marco_polo_2.rules import MarcoPoloPlay

#: How each colour of die is drawn.
DIE_COLOURS = {Colour.AUTOMA: "purple", Colour.PERSON: "green", Colour.BLACK: "black",
               Colour.NEUTRAL: "white"}
WHOSE = {Colour.PERSON: "your die", Colour.NEUTRAL: "a neutral die",
         Colour.BLACK: "a black die"}
SHORT = {"travel-1": "Travel, 1 die", "travel-2": "Travel, 2 dice",
         "travel-3": "Travel, 3 dice", "books-pepper": "Pepper", "books-silk": "Silk",
         "books-gold-upper": "Gold", "books-gold-lower": "Gold, lower",
         "guild-seals": "Guild Seals", "contracts": "Take contracts",
         "external-left": "External, left", "external-right": "External, right"}


def automa_die(black: bool, value: int | None) -> tv.Die:
    words = "a black die of the Automa" if black else "the Automa's die"
    shown = "" if value is not None else ", not rolled"
    return tv.Die(value, "black" if black else "purple",
                  f"{words}{' showing ' + str(value) if value is not None else shown}")


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
        dice.append(tv.Die(value, DIE_COLOURS[colour], WHOSE.get(colour, "a die")
                           + (f" showing {value}" if value is not None else "")))
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
        label = SHORT.get(space.id, space.label.removeprefix("the "))
        places.append(tv.Place(label[0].upper() + label[1:], "", "",
                               highlight=any(each.turn == last for each in mine),
                               dice=dice_on(area.on(space.id), mine, neutral)))
    for number, (colour, value) in enumerate(area.khans_favor, start=1):
        mine = by_space.get(f"khans-favor-{number}", [])
        if mine:
            dice = tuple(automa_die(each.black > 0, each.value) for each in mine)
        else:
            dice = (tv.Die(value, DIE_COLOURS[colour], WHOSE.get(colour, "a die")
                           + (f" showing {value}" if value is not None else "")),)
        places.append(tv.Place(f"Khan's Favor {number}", "", "", dice=dice,
                               highlight=any(each.turn == last for each in mine)))
    return tv.Track("The action board this round: the spaces holding dice", tuple(places))


def travel(play: MarcoPoloPlay) -> tv.Track | None:
    """Where its figure went in its last turn, place by place (None: it did not move)."""
    trail = play.ctx.automa.trail
    if not trail:
        return None
    if len(trail) == 1:
        return None
    name = play.ctx.name
    places = tuple(tv.Place(name(place), "", "purple" if index == len(trail) - 1 else "",
                            ("it stood here",) if index == 0 else
                            ("its figure now",) if index == len(trail) - 1 else (),
                            highlight=index == len(trail) - 1)
                   for index, place in enumerate(trail))
    moves = len(trail) - 1
    return tv.Track("Its travel", places,
                    note=f"{moves} move{'s' if moves != 1 else ''}" if len(set(trail)) ==
                    len(trail) else "")


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
    title = "The Automa's last move: " + ("; ".join(words) if words else "no die placed")
    if route is not None:
        title += f"; its figure went to {route.places[-1].label}"
    return tv.Glance(title, tuple(piece for piece in (action_board(play, last), route)
                                  if piece is not None))


def label_of(placed: Placed, spaces: dict[str, Space]) -> str:
    """``2 dice on the 2-dice Travel space``, ``1 die showing 4 on Khan's Favor space 3``."""
    count = placed.own + placed.black
    dice = "1 die" if count == 1 else f"{count} dice"
    if placed.value is not None:
        dice += f" showing {placed.value}"
    if placed.space.startswith("khans-favor-"):
        where = f"Khan's Favor space {placed.space.rpartition('-')[2]}"
    else:
        where = spaces[placed.space].label
    return f"{dice} on {where}"


__all__ = ["glance"]
