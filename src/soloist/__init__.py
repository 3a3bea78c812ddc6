"""Soloist plays the Automa of a board game's solo mode.

The package is split the way the rulebooks are: `engine` is the game-agnostic kernel
(seeded chance, questions, the event log, sessions that record and replay), `games` holds
one package per solo mode, `play` the drivers that talk to a person, `sim` the
simulation runner, and `store` the saved games.
"""

__version__ = "0.1.0"
