"""The game-agnostic kernel: seeded chance, questions, the log, sessions. No I/O, no games."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from soloist.engine.chance import Chance, derive_seed, new_seed, roll
    from soloist.engine.deck import Deck
    from soloist.engine.errors import (
        DataFileError,
        GameOver,
        InvalidAnswer,
        OptionError,
        SaveError,
        SoloistError,
        UnknownGame,
    )
    from soloist.engine.game import DecideReport, GameDefinition, OptionSpec, Play, Result, StandIn
    from soloist.engine.log import Event, Log
    from soloist.engine.questions import (
        YES_NO,
        Choice,
        Choices,
        Question,
        answered,
        decision,
        table_fact,
    )
    from soloist.engine.session import FORMAT_VERSION, Record, Session

#: Where each name lives: its module is imported when the name is first asked for, so that
#: importing one module of the engine (its errors, its phrases) imports no other (the phone
#: app's first page imports as little as it can: docs/phone.md).
_HOMES = {
    "Chance": "chance",
    "derive_seed": "chance",
    "new_seed": "chance",
    "roll": "chance",
    "Deck": "deck",
    "DataFileError": "errors",
    "GameOver": "errors",
    "InvalidAnswer": "errors",
    "OptionError": "errors",
    "SaveError": "errors",
    "SoloistError": "errors",
    "UnknownGame": "errors",
    "DecideReport": "game",
    "GameDefinition": "game",
    "OptionSpec": "game",
    "Play": "game",
    "Result": "game",
    "StandIn": "game",
    "Event": "log",
    "Log": "log",
    "YES_NO": "questions",
    "Choice": "questions",
    "Choices": "questions",
    "Question": "questions",
    "answered": "questions",
    "decision": "questions",
    "table_fact": "questions",
    "FORMAT_VERSION": "session",
    "Record": "session",
    "Session": "session",
}


def __getattr__(name: str) -> Any:
    """One of the names above, imported from its module when first asked for."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value


__all__ = [
    "FORMAT_VERSION",
    "YES_NO",
    "Chance",
    "Choice",
    "Choices",
    "DataFileError",
    "DecideReport",
    "Deck",
    "Event",
    "GameDefinition",
    "GameOver",
    "InvalidAnswer",
    "Log",
    "OptionError",
    "OptionSpec",
    "Play",
    "Question",
    "Record",
    "Result",
    "SaveError",
    "Session",
    "SoloistError",
    "StandIn",
    "UnknownGame",
    "answered",
    "decision",
    "derive_seed",
    "new_seed",
    "roll",
    "table_fact",
]
