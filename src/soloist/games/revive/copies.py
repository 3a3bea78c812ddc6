"""A copy of a simulated play of Revive, for search (`rules.RevivePlay.copy`).

Everything that changes during a game is copied (the map's state, the Mautoma's decks,
pieces and counts, the artifacts left, your turn under way); what never does (the map and
the Mautoma board of the data files, the action cards) is shared. The copy's chance to come
is the `chance` it is given, its log the `log`.
"""

from __future__ import annotations

import random
from collections import Counter
from copy import copy
from typing import TYPE_CHECKING

from soloist.engine.chance import Chance
from soloist.engine.log import Log
from soloist.games.revive.facts import KnownBoard
from soloist.games.revive.hexmap import MapState
from soloist.games.revive.mautoma import Mautoma, MautomaTurns
from soloist.games.revive.table import ModelTable

if TYPE_CHECKING:
    from soloist.games.revive.rules import RevivePlay


def copy_play(play: RevivePlay, chance: Chance, log: Log) -> RevivePlay:
    """A copy of `play` (a modelled table, with a board file) that draws its chance to come
    from `chance`."""
    assert isinstance(play.table, ModelTable), "search plays simulated games (a modelled table)"
    assert isinstance(play.facts, KnownBoard) and play.mautoma is not None
    made: RevivePlay = copy(play)
    made.log = log
    made.energy_stream = chance.stream("energy marker")
    made.deck_stream = chance.stream("mautoma decks")
    facts = made.facts = KnownBoard(play.facts.board, log)
    table = made.table = copy_table(play.table, log)
    mautoma = made.mautoma = copy_mautoma(play.mautoma, made.deck_stream)
    made.turns = MautomaTurns(mautoma, table, facts, log, tokens_tribe=play.tokens_tribe)
    return made


def copy_table(table: ModelTable, log: Log) -> ModelTable:
    made = copy(table)
    made.log = log
    made.state = copy_state(table.state)
    made.artifacts = Counter(table.artifacts)
    tiles = made.tiles = copy(table.tiles)
    tiles.log = log
    tiles.known = dict(table.tiles.known)
    tiles.on_map = dict(table.tiles.on_map)
    tiles.learned = dict(table.tiles.learned)
    return made


def copy_state(state: MapState) -> MapState:
    made = copy(state)
    made.explored = set(state.explored)
    made.mautoma_buildings = list(state.mautoma_buildings)
    made.mautoma_figures = list(state.mautoma_figures)
    made.person_buildings = list(state.person_buildings)
    made.person_figures = list(state.person_figures)
    made.tokens = set(state.tokens)
    made.revealed = dict(state.revealed)
    made.names = dict(state.names)
    made.opened = list(state.opened)
    made.kinds = list(state.kinds)
    return made


def copy_mautoma(mautoma: Mautoma, stream: random.Random) -> Mautoma:
    made = copy(mautoma)
    made.action_deck = mautoma.action_deck.copy(stream)
    made.progress_deck = list(mautoma.progress_deck)
    made.draws = Counter(mautoma.draws)
    made.deck_sizes = list(mautoma.deck_sizes)
    return made
