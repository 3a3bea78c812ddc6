"""The games Soloist plays. Each is registered here by name and module; a game's module is
imported when the game is first asked for (`find_game`), not when Soloist starts."""

from soloist.engine.registry import all_games, find_game, game_names, register_module

register_module("fantastic-factories", "soloist.games.fantastic_factories")
register_module("marco-polo-2", "soloist.games.marco_polo_2")
register_module("revive", "soloist.games.revive")
register_module("tokaido", "soloist.games.tokaido")

__all__ = ["all_games", "find_game", "game_names"]
