"""Errors a person sees as a message, never as a traceback."""

import re

from soloist.engine.phrase import Phrase


class SoloistError(Exception):
    """Base of every error that Soloist reports to a person as a plain message."""


class InvalidAnswer(SoloistError, ValueError):
    """An answer that is not one of the question's valid answers. Nothing changed.

    `part` is the part of a typed answer that was refused, where the rule can say (a
    driver marks it in the answer it gives back to correct)."""

    def __init__(self, message: str = "", part: str = "") -> None:
        super().__init__(message)
        self.part = part


class OptionError(SoloistError, ValueError):
    """A game option that is unknown or out of range."""


class DataFileError(SoloistError, ValueError):
    """A data file or described position that cannot be read; names file, field, problem."""


class SaveError(SoloistError):
    """A saved game that cannot be loaded; it is refused whole, never half-loaded."""


class UnknownGame(SoloistError, LookupError):
    """A game name or saved-game id that Soloist does not know."""


class GameOver(SoloistError):
    """An answer given to a game that has already ended."""


def message_of(error: BaseException) -> str:
    """An error's message as it was raised: a `Phrase` where the code said one (so that a
    driver can say it in a language, `soloist.i18n.in_language`), else its text."""
    if len(error.args) == 1 and isinstance(error.args[0], Phrase):
        return error.args[0]
    return str(error)


_QUOTED = re.compile(r"'([^']+)'|“([^”]+)”|\"([^\"]+)\"")


def refused_part(error: InvalidAnswer, typed: str) -> str:
    """The part of a typed answer that was refused: the one the rule named, else the first
    quoted words of its message that the answer holds ("'zzz' is not a valid answer")."""
    if not typed:
        return ""
    if error.part and error.part in typed:
        return error.part
    for found in _QUOTED.finditer(str(error)):
        words = next(group for group in found.groups() if group is not None).strip()
        if words and words in typed:
            return words
    return ""
