"""What every command module shares: the consoles, the settings (--db) and the decorator
that turns Soloist's errors into a one-line message."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

import click
from rich.console import Console

from soloist.engine.errors import SoloistError

F = TypeVar("F", bound=Callable[..., Any])

console = Console(highlight=False)
errors = Console(stderr=True, highlight=False)


def reports_errors(function: F) -> F:
    """Turn Soloist's errors into a clean message and exit status 1."""

    @functools.wraps(function)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return function(*args, **kwargs)
        except SoloistError as error:
            # Words for any screen, and what to type where there is a command line to type it.
            terminal = getattr(error, "terminal", None)
            raise click.ClickException(f"{error} {terminal}" if terminal else str(error)
                                       ) from None

    return wrapper  # type: ignore[return-value]


class Settings:
    """The group's own options, shared by every command (through the click context)."""

    def __init__(self, db: str | None) -> None:
        self.db = db

    def store(self) -> Any:
        from soloist.store import Store

        return Store(self.db)


def settings() -> Settings:
    return click.get_current_context().find_object(Settings) or Settings(None)
