"""The registry of games: names → definitions.

Games register themselves from `soloist.games`; the engine never imports a game.
"""

from __future__ import annotations

from soloist.engine.errors import UnknownGame
from soloist.engine.game import GameDefinition

_GAMES: dict[str, GameDefinition] = {}


def register(definition: GameDefinition) -> GameDefinition:
    if definition.name in _GAMES:
        raise ValueError(f"a game named {definition.name!r} is already registered")
    _GAMES[definition.name] = definition
    return definition


def find_game(name: str) -> GameDefinition:
    """The game called `name` (its registered name, case and separators ignored)."""
    wanted = name.strip().casefold().replace("_", "-").replace(" ", "-")
    for game_name, definition in _GAMES.items():
        if game_name == wanted:
            return definition
    known = ", ".join(sorted(_GAMES)) or "none"
    raise UnknownGame(f"unknown game {name!r}; Soloist plays: {known}")


def all_games() -> list[GameDefinition]:
    return [ _GAMES[name] for name in sorted(_GAMES) ]
