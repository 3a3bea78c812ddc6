"""The game-agnostic kernel: seeded chance, questions, the log, sessions. No I/O, no games."""

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
