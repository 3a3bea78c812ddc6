"""What every command module shares: the consoles, the settings (--db) and the decorator
that turns Soloist's errors into a one-line message. Whatever a command shows goes through
Soloist's one output escape (`soloist.engine.text`): the consoles are `Screen`s, an error's
message is written through `visible`, and JSON through `visible_in_json` (`echo_json`)."""

from __future__ import annotations

import functools
import json
from collections.abc import Callable
from typing import Any, TypeVar

import click

from soloist.engine.errors import SoloistError
from soloist.engine.text import visible, visible_in_json
from soloist.play.screen import Screen

F = TypeVar("F", bound=Callable[..., Any])

console = Screen(highlight=False)
errors = Screen(stderr=True, highlight=False)


def echo_json(data: object, **dumps: Any) -> None:
    """Print `data` as JSON (`json.dumps`'s options), every control character escaped."""
    click.echo(visible_in_json(json.dumps(data, **dumps)))


def reports_errors(function: F) -> F:
    """Turn Soloist's errors into a clean message and exit status 1."""

    @functools.wraps(function)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return function(*args, **kwargs)
        except SoloistError as error:
            # Words for any screen, and what to type where there is a command line to type it.
            terminal = getattr(error, "terminal", None)
            raise click.ClickException(visible(f"{error} {terminal}" if terminal
                                               else str(error))) from None

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
