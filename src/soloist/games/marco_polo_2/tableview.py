"""The table of a Marco Polo II game as a person sees it (`soloist.engine.tableview`).

The Automa's play area, in the solo rules' words: the Smart Mat (a coin of value 10 on each
of spaces A-D until an event removes it, the guild seals that cover them, the contracts on
space E), the Trading Post card's columns (the trading posts leave it in columns from left
to right), the dice it has left this round, the trip slide's display (where it is, and the
next two cities it wants to reach) and its VP. Read from the play's public state only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from soloist.engine import tableview as tv
from soloist.engine.questions import Question
from soloist.games.marco_polo_2.automa import AUTOMA_DICE
from soloist.games.marco_polo_2.card_taps import automa_card_face
from soloist.games.marco_polo_2.data import TRADING_POSTS, AutomaCard
from soloist.games.marco_polo_2.effects import describe_effects
from soloist.games.marco_polo_2.glance import glance
from soloist.games.marco_polo_2.pieces import LETTERS, Seal
from soloist.games.marco_polo_2.scoring import STARTING_VP
from soloist.games.marco_polo_2.tap_words import seal_face

if TYPE_CHECKING:
    from soloist.games.marco_polo_2.rules import MarcoPoloPlay

ROUNDS = 5
AUTOMA_COLOUR = "purple"


def smart_mat(play: MarcoPoloPlay) -> tv.Track:
    mat = play.ctx.automa.mat
    places = []
    for letter in LETTERS:
        holds: list[str] = []
        if letter in mat.coins:
            holds.append("coin 10")
        placed = mat.seals.get(letter)
        if placed is not None:
            holds.append(f"{placed.seal.title}, "
                         + ("completed" if placed.completed else "unresolved"))
        if not holds:
            holds.append("uncovered")
        places.append(tv.Place(letter, letter, "yellow" if letter in mat.coins else "",
                               tuple(holds), highlight=not placed and letter not in mat.coins))
    contracts = tuple(str(contract) for contract in mat.contracts) or ("uncovered",)
    places.append(tv.Place("E", "E", "teal" if mat.contracts else "", contracts,
                           highlight=not mat.contracts))
    return tv.Track("Smart Mat", tuple(places),
                    note=f"{tv.count(len(mat.done), 'contract')} done "
                         f"({sum(contract.vp for contract in mat.done)} VP)")


def trading_post_card(play: MarcoPoloPlay) -> tv.Grid | tv.Counter:
    placed = len(play.ctx.automa.trading_posts)
    card = play.ctx.tp_card
    if card is None:
        return tv.Counter("Trading posts placed", placed, TRADING_POSTS)
    columns: dict[int, list[tv.Place]] = {}
    for index, (effects, column) in enumerate(zip(card.slots, card.columns, strict=True)):
        taken = index < placed
        bonus = describe_effects(effects)
        columns.setdefault(column, []).append(tv.Place(
            f"slot {index + 1}: {bonus}", "" if taken else "●",
            "" if taken else AUTOMA_COLOUR,
            ("placed on the map",) if taken else ("trading post",),
            highlight=index == placed))
    return tv.Grid(f"Trading Post card {card.symbol}",
                   tuple(tv.Column(f"column {number}", tuple(places))
                         for number, places in sorted(columns.items())),
                   note=f"{placed} of {TRADING_POSTS} trading posts placed; "
                        f"{card.seal_vp} VP per completed seal on A, B, C")


def dice(play: MarcoPoloPlay) -> tuple[tv.Die, ...]:
    automa = play.ctx.automa
    own = tuple(tv.Die(None, AUTOMA_COLOUR, "the Automa's die, left", spent=False)
                for _ in range(automa.own_dice))
    spent = tuple(tv.Die(None, AUTOMA_COLOUR, "the Automa's die, used", spent=True)
                  for _ in range(AUTOMA_DICE - automa.own_dice))
    black = tuple(tv.Die(None, "black", "a black die, left") for _ in range(automa.black_dice))
    return (*own, *black, *spent)


def trip_display(play: MarcoPoloPlay) -> tv.Track:
    trip = play.ctx.automa.trip
    shown = trip.shown()
    names = [play.ctx.name(city) for city in shown]
    places = tuple(tv.Place(name, str(index) if index else "", "" if index else AUTOMA_COLOUR,
                            ("here",) if index == 0 else ("next",) if index == 1 else
                            ("then",), highlight=index == 0)
                   for index, name in enumerate(names))
    note = (f"slide {trip.slide_id}" if trip.slide_id is not None else "slide drawn at the "
            "table") + ("; the slide shows no further city" if trip.ended_after is not None
                        else "")
    return tv.Track("Trip slide display", places, note=note)


def status(play: MarcoPoloPlay) -> str:
    """"Automa: 57 VP · in Kabul, next Baghdad · dice 3 own + 1 black · coins on A, C, D ·
    2 contracts on E · 4 trading posts"."""
    automa = play.ctx.automa
    mat = automa.mat
    shown = [play.ctx.name(city) for city in automa.trip.shown()]
    where = f"in {shown[0]}" if shown else f"in {play.ctx.name(automa.location)}"
    if len(shown) > 1:
        where += f", next {shown[1]}"
    coins = ", ".join(mat.coins) or "none"
    return (f"Automa: {STARTING_VP + automa.vp} VP · {where} · dice {automa.own_dice} own + "
            f"{automa.black_dice} black · coins on {coins} · "
            f"{tv.count(len(mat.contracts), 'contract')} on E · "
            f"{tv.count(len(automa.trading_posts), 'trading post')}")


def faces(question: Question | None) -> dict[str, tv.Piece]:
    """The answers drawn as their components: an Automa card seen before as the card, a
    guild seal as its token."""
    if question is None or question.choices is None:
        return {}
    drawn: dict[str, tv.Piece] = {}
    for choice in question.choices:
        value = choice.value
        if isinstance(value, AutomaCard):
            drawn[choice.key] = automa_card_face(value.bonus, value.main,
                                                 f"Automa card {value.id}")
        elif isinstance(value, Seal):
            drawn[choice.key] = seal_face(value)
    return drawn


def table_view(play: MarcoPoloPlay, question: Question | None) -> tv.TableView:
    automa = play.ctx.automa
    vp = STARTING_VP + automa.vp
    parts: tuple[str, ...] = (f"{STARTING_VP} to start", f"{automa.vp} during the game")
    final = play.score
    if final is not None:
        vp = final.total
        parts = (f"{STARTING_VP} to start", f"{final.during_play} during the game",
                 f"{final.contracts_vp} for contracts", f"{final.seals_vp} for guild seals",
                 f"{final.shields_vp} for shields")
    scores = (tv.Score("Automa", vp, AUTOMA_COLOUR, parts),
              tv.Score("You", None, "green", ("on your score track",), you=True))
    zones = (
        tv.Zone("The Automa's dice", dice(play) or (tv.Words("No dice left."),),
                note=f"{automa.own_dice} of its own and {automa.black_dice} black left this "
                     "round", owner="automa"),
        tv.Zone("Smart Mat", (smart_mat(play),), owner="automa"),
        tv.Zone("Trip slide", (trip_display(play),), owner="automa"),
        tv.Zone("Trading Post card", (trading_post_card(play),), owner="automa"),
    )
    progress = f"Round {play.round} of {ROUNDS}" if play.round else "Setup"
    if play.score is not None:
        progress = "Final scoring"
    return tv.TableView(status(play), progress, scores, zones, faces(question),
                        glance=glance(play))
