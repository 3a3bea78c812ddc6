"""Saved games: every answer is stored the moment it is given.

An embedded SQLite database in the person's data directory by default; any SQLAlchemy
database URL (PostgreSQL for a hosted companion) works the same. A game is stored as its
record (game, rules version, options, seed) and its answers, one row each, so nothing but
the last answer can ever be lost, and an answer can never be stored twice: the pair
(game, answer number) is unique, which also turns a stale or doubled answer from a second
window into a clear refusal instead of a corrupted game.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from soloist.store.database import (
        DEFAULT_FILE_NAME,
        ENVIRONMENT_VARIABLE,
        SCHEMA_VERSION,
        SavedGame,
        StaleAnswer,
        Store,
        default_location,
    )

#: The database's names, imported (with SQLAlchemy) when first asked for: a module of the
#: store that needs no database (`backup_limit`, which the phone app's worker reads as it
#: starts) imports none of it.
_FROM_DATABASE = frozenset({"DEFAULT_FILE_NAME", "ENVIRONMENT_VARIABLE", "SCHEMA_VERSION",
                            "SavedGame", "StaleAnswer", "Store", "default_location"})


def __getattr__(name: str) -> Any:
    """One of the database's names, imported from `soloist.store.database` when first
    asked for."""
    if name not in _FROM_DATABASE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module("soloist.store.database"), name)
    globals()[name] = value
    return value


__all__ = [
    "DEFAULT_FILE_NAME",
    "ENVIRONMENT_VARIABLE",
    "SCHEMA_VERSION",
    "SavedGame",
    "StaleAnswer",
    "Store",
    "default_location",
]
