"""The registry of games: names → definitions.

Games register themselves from `soloist.games`, by name, title and module: a game's
module is imported the first time the game is asked for, so a command that names one game
(`soloist report tokaido`) starts without importing the others, and a list of the games (the
web companion's home page, the phone app's first page) imports none. The engine never
imports a game.
"""

from __future__ import annotations

from importlib import import_module
from typing import NamedTuple

from soloist.engine.errors import UnknownGame
from soloist.engine.game import GameDefinition

_GAMES: dict[str, GameDefinition] = {}
#: Games registered by module, not imported yet: name → module path (its `DEFINITION`).
_MODULES: dict[str, str] = {}
#: Every game's title (its definition's `title`), known without importing it.
_TITLES: dict[str, str] = {}


class ListedGame(NamedTuple):
    """A game as a list shows it: its name and title."""

    name: str
    title: str


def register(definition: GameDefinition) -> GameDefinition:
    if definition.name in _GAMES or definition.name in _MODULES:
        raise ValueError(f"a game named {definition.name!r} is already registered")
    _GAMES[definition.name] = definition
    _TITLES[definition.name] = definition.title
    return definition


def register_module(name: str, module: str, title: str) -> None:
    """Register game `name` (titled `title`), whose module `module` defines it as
    `DEFINITION`; the module is imported when the game is first asked for."""
    if name in _GAMES or name in _MODULES:
        raise ValueError(f"a game named {name!r} is already registered")
    _MODULES[name] = module
    _TITLES[name] = title


def _load(name: str) -> GameDefinition:
    module = _MODULES[name]
    definition = import_module(module).DEFINITION  # an import error leaves it registered
    if not isinstance(definition, GameDefinition) or definition.name != name:
        raise TypeError(f"{module}.DEFINITION is not the definition of {name!r}")
    if definition.title != _TITLES[name]:
        raise TypeError(f"{module}.DEFINITION is titled {definition.title!r}, registered "
                        f"as {_TITLES[name]!r}")
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


def listed_games() -> list[ListedGame]:
    """Every registered game's name and title, sorted by name, without importing any game."""
    return [ListedGame(name, _TITLES[name]) for name in game_names()]


def all_games() -> list[GameDefinition]:
    return [find_game(name) for name in game_names()]
