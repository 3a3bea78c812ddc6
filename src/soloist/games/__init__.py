"""The games Soloist plays. Each is registered here by name, module and title (its
definition's, checked when the module is imported); a game's module is imported when the
game is first asked for (`find_game`), not when Soloist starts or lists the games."""

from soloist.engine.registry import (
    all_games,
    find_game,
    game_names,
    listed_games,
    register_module,
)

register_module("fantastic-factories", "soloist.games.fantastic_factories",
                "Fantastic Factories: The Machine")
register_module("marco-polo-2", "soloist.games.marco_polo_2", "Marco Polo II: the Mautoma")
register_module("revive", "soloist.games.revive", "Revive: the Mautoma")
register_module("tokaido", "soloist.games.tokaido", "Tokaido: the two Automas")

__all__ = ["all_games", "find_game", "game_names", "listed_games"]
