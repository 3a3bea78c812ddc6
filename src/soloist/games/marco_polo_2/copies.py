"""A copy of a simulated play of Marco Polo II, for search (`rules.MarcoPoloPlay.copy`).

Everything that changes during a game is copied (the Automa's play area, the table, your
side, the Automa deck and the contract pile); what never does (the data files, the board of
a simulation, the action spaces, the cards and contracts themselves) is shared. The copy's
chance to come is the `chance` it is given, its log the `log`.
"""

from __future__ import annotations

from copy import copy
from typing import TYPE_CHECKING

from soloist.engine.chance import Chance
from soloist.engine.log import Log
from soloist.games.marco_polo_2.automa import Automa, SealOnMat, SmartMat, TripDisplay
from soloist.games.marco_polo_2.person import Person
from soloist.games.marco_polo_2.table import ModelTable
from soloist.games.marco_polo_2.table_state import TableState

if TYPE_CHECKING:
    from soloist.games.marco_polo_2.rules import MarcoPoloPlay


def copy_play(play: MarcoPoloPlay, chance: Chance, log: Log) -> MarcoPoloPlay:
    """A copy of `play` (a modelled table) that draws its chance to come from `chance`."""
    made: MarcoPoloPlay = copy(play)
    made.chance = chance
    made.log = log
    ctx = play.ctx
    twin = made.ctx = copy(ctx)
    twin.log = log
    twin.automa = copy_automa(ctx.automa)
    twin.state = copy_state(ctx.state)
    twin.facts = copy_facts(ctx.facts, chance, log)
    twin.held_moves = list(ctx.held_moves)
    made.person = copy_person(play.person)
    return made


def copy_automa(automa: Automa) -> Automa:
    made = copy(automa)
    mat = automa.mat
    made.mat = SmartMat(list(mat.coins),
                        {letter: SealOnMat(placed.seal, placed.completed)
                         for letter, placed in mat.seals.items()},
                        list(mat.contracts), list(mat.done), dict(mat.seal_for))
    made.trip = copy_trip(automa.trip)
    made.trading_posts = list(automa.trading_posts)
    made.card_numbers = list(automa.card_numbers)
    made.new_posts = set(automa.new_posts)
    made.placed = list(automa.placed)
    made.trail = list(automa.trail)
    return made


def copy_trip(trip: TripDisplay) -> TripDisplay:
    made = copy(trip)
    made.stops = list(trip.stops)
    return made


def copy_state(state: TableState) -> TableState:
    area = state.area
    made_area = copy(area)
    made_area.spaces = dict(area.spaces)
    made_area.dice = {space: list(dice) for space, dice in area.dice.items()}
    made_area.khans_favor = list(area.khans_favor)
    made_area.money_bag = list(area.money_bag)
    made: TableState = copy(state)
    made.area = made_area
    made.contracts = {city: list(spaces) for city, spaces in state.contracts.items()}
    made.outposts = dict(state.outposts)
    made.trading_posts = {city: set(colours) for city, colours in state.trading_posts.items()}
    made.to_refill = list(state.to_refill)
    return made


def copy_facts(facts: object, chance: Chance, log: Log) -> ModelTable:
    """The modelled table's components: the Automa deck of this round and the contract pile
    as they lie (a search lays out their hidden order afresh), drawing from `chance`."""
    assert isinstance(facts, ModelTable), "search plays simulated games (a modelled table)"
    made = copy(facts)
    made.chance = chance
    made.log = log
    made.round_order = list(facts.round_order)
    made.drawn_ids = list(facts.drawn_ids)
    made.memory = dict(facts.memory)
    made.learned = dict(facts.learned)
    made.pile = facts.pile.copy(chance.stream("contract pile"))
    made.starting = facts.starting.copy(chance.stream("starting contracts"))
    return made


def copy_person(person: Person) -> Person:
    made = copy(person)
    made.new_posts = set(person.new_posts)
    return made

