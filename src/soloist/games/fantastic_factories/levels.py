"""The difficulty levels of the Machine (a module of its own: the game's definition, which
a list of saved games imports, names them without importing the rules)."""

from __future__ import annotations

#: Difficulty = the number of blueprints in the Machine's starting compound.
STARTING_CARDS = {"easy": 2, "medium": 3, "hard": 4, "very-hard": 5}
