"""The difficulty levels of the Automas (a module of its own: the game's definition, which a
list of saved games imports, names them without importing the rules)."""

from __future__ import annotations

#: Level 4 is the default: no Difficulty Level card is drawn.
DEFAULT_LEVEL = 4
