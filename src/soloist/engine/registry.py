"""The registry of games: names → definitions.

Games register themselves from `soloist.games`, by name and module: a game's module is
imported the first time the game is asked for, so a command that names one game (`soloist
report tokaido`) starts without importing the others. The engine never imports a game.
"""

from __future__ import annotations

from importlib import import_module

from soloist.engine.errors import UnknownGame
from soloist.engine.game import GameDefinition

_GAMES: dict[str, GameDefinition] = {}
#: Games registered by module, not imported yet: name → module path (its `DEFINITION`).
_MODULES: dict[str, str] = {}


def register(definition: GameDefinition) -> GameDefinition:
    if definition.name in _GAMES or definition.name in _MODULES:
        raise ValueError(f"a game named {definition.name!r} is already registered")
    _GAMES[definition.name] = definition
    return definition


def register_module(name: str, module: str) -> None:
    """Register game `name`, whose module `module` defines it as `DEFINITION`; the module
    is imported when the game is first asked for."""
    if name in _GAMES or name in _MODULES:
        raise ValueError(f"a game named {name!r} is already registered")
    _MODULES[name] = module


def _load(name: str) -> GameDefinition:
    module = _MODULES[name]
    definition = import_module(module).DEFINITION  # an import error leaves it registered
    if not isinstance(definition, GameDefinition) or definition.name != name:
        raise TypeError(f"{module}.DEFINITION is not the definition of {name!r}")
    _GAMES[name] = definition
    del _MODULES[name]
    return definition


def find_game(name: str) -> GameDefinition:
    """The game called `name` (its registered name, case and separators ignored)."""
    wanted = name.strip().casefold().replace("_", "-").replace(" ", "-")
    found = _GAMES.get(wanted)
    if found is not None:
        return found
    if wanted in _MODULES:
        return _load(wanted)
    known = ", ".join(sorted([*_GAMES, *_MODULES])) or "none"
    raise UnknownGame(f"unknown game {name!r}; Soloist plays: {known}")


def game_names() -> list[str]:
    """Every registered game's name, sorted, without importing any game."""
    return sorted([*_GAMES, *_MODULES])


def all_games() -> list[GameDefinition]:
    return [find_game(name) for name in game_names()]
