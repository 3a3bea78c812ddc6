"""The games Soloist plays. Each registers its definition here."""

from soloist.engine.registry import all_games, find_game, register
from soloist.games.fantastic_factories import DEFINITION as FANTASTIC_FACTORIES
from soloist.games.tokaido import DEFINITION as TOKAIDO

register(FANTASTIC_FACTORIES)
register(TOKAIDO)

__all__ = ["all_games", "find_game"]
