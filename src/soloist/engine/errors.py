"""Errors a person sees as a message, never as a traceback."""


class SoloistError(Exception):
    """Base of every error that Soloist reports to a person as a plain message."""


class InvalidAnswer(SoloistError, ValueError):
    """An answer that is not one of the question's valid answers. Nothing changed."""


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
