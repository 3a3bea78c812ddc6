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
from soloist.engine.phrase import phrase
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
SMART_MAT = phrase("Smart Mat")
UNCOVERED = phrase("uncovered")


def smart_mat(play: MarcoPoloPlay) -> tv.Track:
    mat = play.ctx.automa.mat
    places = []
    for letter in LETTERS:
        holds: list[str] = []
        if letter in mat.coins:
            holds.append(phrase("coin {value}", value=10))
        placed = mat.seals.get(letter)
        if placed is not None:
            holds.append(phrase("{seal}, completed", seal=placed.seal.title) if placed.completed
                         else phrase("{seal}, unresolved", seal=placed.seal.title))
        if not holds:
            holds.append(UNCOVERED)
        places.append(tv.Place(letter, letter, "yellow" if letter in mat.coins else "",
                               tuple(holds), highlight=not placed and letter not in mat.coins))
    contracts = tuple(str(contract) for contract in mat.contracts) or (UNCOVERED,)
    places.append(tv.Place("E", "E", "teal" if mat.contracts else "", contracts,
                           highlight=not mat.contracts))
    done, vp = len(mat.done), sum(contract.vp for contract in mat.done)
    return tv.Track(SMART_MAT, tuple(places),
                    note=phrase("{count} contract done ({vp} VP)", count=done, vp=vp)
                    if done == 1 else
                    phrase("{count} contracts done ({vp} VP)", count=done, vp=vp))


def trading_post_card(play: MarcoPoloPlay) -> tv.Grid | tv.Counter:
    placed = len(play.ctx.automa.trading_posts)
    card = play.ctx.tp_card
    if card is None:
        return tv.Counter(phrase("Trading posts placed"), placed, TRADING_POSTS)
    columns: dict[int, list[tv.Place]] = {}
    for index, (effects, column) in enumerate(zip(card.slots, card.columns, strict=True)):
        taken = index < placed
        bonus = describe_effects(effects)
        columns.setdefault(column, []).append(tv.Place(
            phrase("slot {slot}: {bonus}", slot=index + 1, bonus=bonus),
            "" if taken else "●", "" if taken else AUTOMA_COLOUR,
            (phrase("placed on the map"),) if taken else (phrase("trading post"),),
            highlight=index == placed))
    return tv.Grid(phrase("Trading Post card {symbol}", symbol=card.symbol),
                   tuple(tv.Column(phrase("column {number}", number=number), tuple(places))
                         for number, places in sorted(columns.items())),
                   note=phrase("{placed} of {total} trading posts placed; {vp} VP per "
                               "completed seal on A, B, C", placed=placed, total=TRADING_POSTS,
                               vp=card.seal_vp))


def dice(play: MarcoPoloPlay) -> tuple[tv.Die, ...]:
    automa = play.ctx.automa
    own = tuple(tv.Die(None, AUTOMA_COLOUR, phrase("the Automa's die, left"), spent=False)
                for _ in range(automa.own_dice))
    spent = tuple(tv.Die(None, AUTOMA_COLOUR, phrase("the Automa's die, used"), spent=True)
                  for _ in range(AUTOMA_DICE - automa.own_dice))
    black = tuple(tv.Die(None, "black", phrase("a black die, left"))
                  for _ in range(automa.black_dice))
    return (*own, *black, *spent)


def trip_display(play: MarcoPoloPlay) -> tv.Track:
    trip = play.ctx.automa.trip
    shown = trip.shown()
    names = [play.ctx.name(city) for city in shown]
    places = tuple(tv.Place(name, str(index) if index else "", "" if index else AUTOMA_COLOUR,
                            (phrase("here"),) if index == 0 else (phrase("next"),)
                            if index == 1 else (phrase("then"),), highlight=index == 0)
                   for index, name in enumerate(names))
    slide = phrase("slide {slide}", slide=trip.slide_id) if trip.slide_id is not None else \
        phrase("slide drawn at the table")
    note = phrase("{slide}; the slide shows no further city", slide=slide) \
        if trip.ended_after is not None else slide
    return tv.Track(phrase("Trip slide {part}", part=phrase("display")), places, note=note)


def status(play: MarcoPoloPlay) -> str:
    """"Automa: 57 VP · in Kabul, next Baghdad · dice 3 own + 1 black · coins on A, C, D ·
    2 contracts on E · 4 trading posts"."""
    automa = play.ctx.automa
    mat = automa.mat
    shown = [play.ctx.name(city) for city in automa.trip.shown()]
    city = shown[0] if shown else play.ctx.name(automa.location)
    where = phrase("in {city}, next {next}", city=city, next=shown[1]) if len(shown) > 1 \
        else phrase("in {city}", city=city)
    coins = ", ".join(mat.coins) or phrase("none")
    contracts, posts = len(mat.contracts), len(automa.trading_posts)
    return phrase("Automa: {vp} VP · {where} · dice {own} own + {black} black · coins on "
                  "{coins} · {contracts} on E · {posts}", vp=STARTING_VP + automa.vp,
                  where=where, own=automa.own_dice, black=automa.black_dice, coins=coins,
                  contracts=phrase("{count} contract", count=contracts) if contracts == 1
                  else phrase("{count} contracts", count=contracts),
                  posts=phrase("{count} trading post", count=posts) if posts == 1
                  else phrase("{count} trading posts", count=posts))


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
                                                 phrase("Automa card {id}", id=value.id))
        elif isinstance(value, Seal):
            drawn[choice.key] = seal_face(value)
    return drawn


def table_view(play: MarcoPoloPlay, question: Question | None) -> tv.TableView:
    automa = play.ctx.automa
    vp = STARTING_VP + automa.vp
    start = phrase("{vp} to start", vp=STARTING_VP)
    parts: tuple[str, ...] = (start, phrase("{vp} during the game", vp=automa.vp))
    final = play.score
    if final is not None:
        vp = final.total
        parts = (start, phrase("{vp} during the game", vp=final.during_play),
                 phrase("{vp} for contracts", vp=final.contracts_vp),
                 phrase("{vp} for guild seals", vp=final.seals_vp),
                 phrase("{vp} for shields", vp=final.shields_vp))
    scores = (tv.Score(phrase("Automa"), vp, AUTOMA_COLOUR, parts),
              tv.Score(phrase("You"), None, "green", (phrase("on your score track"),), you=True))
    zones = (
        tv.Zone(phrase("The Automa's dice"), dice(play) or (tv.Words(phrase("No dice left.")),),
                note=phrase("{own} of its own and {black} black left this round",
                            own=automa.own_dice, black=automa.black_dice), owner="automa"),
        tv.Zone(SMART_MAT, (smart_mat(play),), owner="automa"),
        tv.Zone(phrase("Trip slide"), (trip_display(play),), owner="automa"),
        tv.Zone(phrase("Trading Post card"), (trading_post_card(play),), owner="automa"),
    )
    progress = phrase("Round {round} of {rounds}", round=play.round, rounds=ROUNDS) \
        if play.round else phrase("Setup")
    if play.score is not None:
        progress = phrase("Final scoring")
    return tv.TableView(status(play), progress, scores, zones, faces(question),
                        glance=glance(play))
