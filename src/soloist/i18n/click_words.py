"""click's own words (its usage errors: "Missing argument 'GAME_ID'.", "No such option
'--bogus'.", "Usage:", "Try 'soloist play --help' for help.", "Error: …") said in the
terminal's language.

click asks gettext for each of its messages (``_("No such option {name!r}.").format(
name=…)``); `install` gives click's modules a gettext of their own that answers with the
same English text (a `str`, byte for byte) and, when the message is one of `MESSAGES`,
says it in the language of the command running (`speak_in`) once it is filled. In English
nothing changes and Fluent is never loaded.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from soloist.engine.phrase import Phrase, phrase

#: The language click's words are said in: the command's `--lang`, else the terminal's.
_language: list[str | None] = [None]


def _r(value: object) -> str:
    return repr(value)


#: Each click message Soloist says in a language: its template as click writes it, and the
#: phrase it is (`{name!r}` becomes a field holding the quoted value, the same English).
MESSAGES: dict[str, Callable[..., Phrase]] = {
    "Error: {message}": lambda message: phrase("Error: {message}", message=message),
    "Usage:": lambda: phrase("Usage:"),
    "Try '{command} {option}' for help.": lambda command, option: phrase(
        "Try '{command} {option}' for help.", command=command, option=option),
    "Missing argument": lambda: phrase("Missing argument"),
    "Missing option": lambda: phrase("Missing option"),
    "Missing parameter": lambda: phrase("Missing parameter"),
    "Missing command.": lambda: phrase("Missing command."),
    "No such option {name!r}.": lambda name: phrase("No such option {name}.", name=_r(name)),
    "No such command {name!r}.": lambda name: phrase("No such command {name}.",
                                                      name=_r(name)),
    "Option {name!r} does not take a value.": lambda name: phrase(
        "Option {name} does not take a value.", name=_r(name)),
    "Option {name!r} requires an argument.": lambda name, nargs: phrase(
        "Option {name} requires an argument.", name=_r(name)),
    "Option {name!r} requires {nargs} arguments.": lambda name, nargs: phrase(
        "Option {name} requires {nargs} arguments.", name=_r(name), nargs=nargs),
    "Got unexpected extra argument ({args})": lambda args: phrase(
        "Got unexpected extra argument ({args})", args=args),
    "Got unexpected extra arguments ({args})": lambda args: phrase(
        "Got unexpected extra arguments ({args})", args=args),
    "Invalid value for {param_hint}: {message}": lambda param_hint, message: phrase(
        "Invalid value for {param_hint}: {message}", param_hint=param_hint, message=message),
    "Invalid value: {message}": lambda message: phrase("Invalid value: {message}",
                                                       message=message),
    "{value!r} is not a valid {number_type}.": lambda value, number_type: phrase(
        "{value} is not a valid {number_type}.", value=_r(value), number_type=number_type),
    "{value} is not in the range {range}.": lambda value, range: phrase(
        "{value} is not in the range {range}.", value=str(value), range=range),
    "{value!r} is not {choice}.": lambda value, choice: phrase(
        "{value} is not {choice}.", value=_r(value), choice=choice),
    "{value!r} is not one of {choices}.": lambda value, choices: phrase(
        "{value} is not one of {choices}.", value=_r(value), choices=choices),
    "{name} {filename!r} does not exist.": lambda name, filename: phrase(
        "{name} {filename} does not exist.", name=name, filename=_r(filename)),
    "Aborted!": lambda: phrase("Aborted!"),
    "Options": lambda: phrase("Options"),
    "Commands": lambda: phrase("Commands"),
    "Show this message and exit.": lambda: phrase("Show this message and exit."),
    "default: {default}": lambda default: phrase("default: {default}", default=str(default)),
    "Did you mean {possibility}?": lambda possibility, possibilities: phrase(
        "Did you mean {possibility}?", possibility=possibility),
    "(Did you mean one of: {possibilities}?)": lambda possibility, possibilities: phrase(
        "(Did you mean one of: {possibilities}?)", possibilities=possibilities),
}


class _Template(str):
    """click's English template (the same `str`) whose `format` says the filled message in
    the command's language."""

    __slots__ = ()

    def format(self, *args: Any, **fields: Any) -> str:
        english = str.format(self, *args, **fields)
        if args:
            return english
        try:
            made = MESSAGES[str(self)](**fields)
        except (TypeError, KeyError):
            return english
        return _said(made) if made == english else english


def _said(text: Phrase) -> str:
    from soloist.cli.common import words_of

    return words_of(_language[0]).said(text)


def _gettext(message: str) -> str:
    if message not in MESSAGES:
        return message
    if "{" not in message:
        return _said(MESSAGES[message]())
    return _Template(message)


def _ngettext(singular: str, plural: str, count: int) -> str:
    return _gettext(singular if count == 1 else plural)


def speak_in(language: str | None) -> None:
    """Say click's words from now on in `language` (None: the terminal's)."""
    _language[0] = language


def language() -> str | None:
    """The language click's words are said in (None: the terminal's)."""
    return _language[0]


def install() -> None:
    """Give click's modules this gettext (once; idempotent)."""
    from click import core, decorators, exceptions, formatting, parser, types

    for module in (core, decorators, exceptions, formatting, parser, types):
        if hasattr(module, "_"):
            module._ = _gettext  # type: ignore[attr-defined]
        if hasattr(module, "ngettext"):
            module.ngettext = _ngettext  # type: ignore[attr-defined]


def language_in(args: list[str]) -> str | None:
    """The `--lang` given among a command line's `args`, if any."""
    for index, argument in enumerate(args):
        if argument == "--lang" and index + 1 < len(args):
            return args[index + 1]
        if argument.startswith("--lang="):
            return argument.removeprefix("--lang=")
    return None


__all__ = ["MESSAGES", "install", "language", "language_in", "speak_in"]
