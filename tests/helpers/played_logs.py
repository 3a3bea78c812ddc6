"""The logs of a few seeded games of each game, played out by stand-ins (in a fraction of a
second): real events, with the fields the rules give them, for the catalog tests."""

from __future__ import annotations

from functools import cache

from soloist.engine.autoplay import play_out
from soloist.engine.log import Event, Log
from soloist.games import find_game

GAMES = ("fantastic-factories", "tokaido", "marco-polo-2", "revive")
STAND_INS = ("random", "greedy")
SEEDS = (1, 2, 3)


@cache
def played_events(game: str) -> tuple[Event, ...]:
    """Every event of `game`'s seeded games (each stand-in of `STAND_INS` on `SEEDS`)."""
    definition = find_game(game)
    events: list[Event] = []
    for stand_in in STAND_INS:
        options = definition.parse_options(definition.simulation_options(stand_in))
        for seed in SEEDS:
            log = Log()
            play_out(definition, options, seed, definition.stand_in(stand_in), log=log)
            events.extend(log)
    return tuple(events)
