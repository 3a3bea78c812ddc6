"""The games Soloist plays. Each registers its definition here."""

from soloist.engine.registry import all_games, find_game, register
from soloist.games.fantastic_factories import DEFINITION as FANTASTIC_FACTORIES
from soloist.games.marco_polo_2 import DEFINITION as MARCO_POLO_2
from soloist.games.revive import DEFINITION as REVIVE
from soloist.games.tokaido import DEFINITION as TOKAIDO

register(FANTASTIC_FACTORIES)
register(MARCO_POLO_2)
register(REVIVE)
register(TOKAIDO)

__all__ = ["all_games", "find_game"]
