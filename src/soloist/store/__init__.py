"""Saved games: every answer is stored the moment it is given.

An embedded SQLite database in the person's data directory by default; any SQLAlchemy
database URL (PostgreSQL for a hosted companion) works the same. A game is stored as its
record (game, rules version, options, seed) and its answers, one row each, so nothing but
the last answer can ever be lost, and an answer can never be stored twice: the pair
(game, answer number) is unique, which also turns a stale or doubled answer from a second
window into a clear refusal instead of a corrupted game.
"""

from soloist.store.database import (
    DEFAULT_FILE_NAME,
    ENVIRONMENT_VARIABLE,
    SCHEMA_VERSION,
    SavedGame,
    StaleAnswer,
    Store,
    default_location,
)

__all__ = [
    "DEFAULT_FILE_NAME",
    "ENVIRONMENT_VARIABLE",
    "SCHEMA_VERSION",
    "SavedGame",
    "StaleAnswer",
    "Store",
    "default_location",
]
