"""What every command module shares: the consoles, the settings (--db) and the decorator
that turns Soloist's errors into a one-line message.

Whatever a command shows goes through Soloist's one output escape (`soloist.engine.text.
visible`): the consoles are `Screen`s; a line printed without Rich goes through `say`, JSON
through `echo_json`, a yes-or-no question through `confirm`; and every error message, a
command's or click's own (an argument it cannot read, written back), through `Commands`,
the group every command runs in. Nothing else here prints (tests/cli/test_output_escape.py
checks it)."""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

import click

from soloist.engine.errors import SoloistError
from soloist.engine.phrase import Phrase, phrase
from soloist.engine.text import visible
from soloist.i18n import click_words
from soloist.play.language import Words
from soloist.play.screen import Screen

F = TypeVar("F", bound=Callable[..., Any])

console = Screen(highlight=False)
errors = Screen(stderr=True, highlight=False)


def say(text: str, *, err: bool = False) -> None:
    """Print a line as it is, without Rich's markup (to stderr: `err`); a phrase in the
    terminal's language."""
    click.echo(visible(Words.of(None).said(text)), err=err)


def echo_json(data: object, **dumps: Any) -> None:
    """Print `data` as JSON (`json.dumps`'s options), every control character escaped."""
    click.echo(visible(json.dumps(data, **dumps), "json"))


def confirm(question: str, *, words: Words | None = None, default: bool = False) -> bool:
    """Ask a yes-or-no question in the language of `words` (by default the terminal's): a
    phrase said in it, with its own letters for yes and no ("[j/N]" in German), whose
    words and letters are read as well as English's y, yes, n and no. In English, click's
    own question, as it always was."""
    words = words or Words.of(None)
    if words.english:
        return click.confirm(visible(words.said(question)), default=default)
    yes, no = words.said(phrase("yes")), words.said(phrase("no"))
    answers = {"y": True, "yes": True, "n": False, "no": False,
               yes.casefold(): True, no.casefold(): False}
    y, n = _letter(yes), _letter(no)
    if y.casefold() != n.casefold():
        answers |= {y.casefold(): True, n.casefold(): False}
    letters = f"{y.upper()}/{n}" if default else f"{y}/{n.upper()}"
    while True:
        typed = click.prompt(visible(f"{words.said(question)} [{letters}]"), default="",
                             show_default=False).strip().casefold()
        if not typed:
            return default
        if typed in answers:
            return answers[typed]
        click.echo(visible(words.said(phrase("Error: invalid input"))), err=True)


def _letter(word: str) -> str:
    """The letter a word is typed by ("j" for "ja"): its first letter or digit."""
    return next((sign for sign in word if sign.isalnum()), word[:1])


class Paragraphs(str):
    """A command's description of several paragraphs, each a phrase: the English text is
    theirs joined by a blank line, as click reads a docstring."""

    __slots__ = ("paragraphs",)

    paragraphs: tuple[Phrase, ...]

    def __new__(cls, *paragraphs: Phrase) -> Paragraphs:
        made = super().__new__(cls, "\n\n".join(paragraphs))
        made.paragraphs = paragraphs
        return made


#: A space a language writes before a sign (French "valeur : 4", « guillemets »), where
#: click must not break a help's line.
_SPACE_BEFORE_SIGN = re.compile(r" (?=[:;!?»])|(?<=«) ")


def said_help(help_text: str, words: Words) -> str:
    """A command's or option's description in the language of `words`: a phrase, or
    `Paragraphs` of phrases, through its catalog (in English, the text as it is); a space
    before a sign made non-breaking, so that no line of the help starts with ":"."""
    if isinstance(help_text, Paragraphs):
        said = "\n\n".join(words.said(paragraph) for paragraph in help_text.paragraphs)
    else:
        said = words.said(help_text)
    return _SPACE_BEFORE_SIGN.sub("\u00a0", said)


@contextmanager
def _helps_said(*parts: click.Command | click.Parameter) -> Iterator[None]:
    """While click writes a help: the descriptions of `parts` in the language of this
    command line (click reads `help` as it writes; the English is put back after)."""
    words = words_of(click_words.language())
    if words.english:
        yield
        return
    kept = [(part, part.help) for part in parts if getattr(part, "help", None)]
    try:
        for part, english in kept:
            part.help = said_help(english or "", words)
        yield
    finally:
        for part, english in kept:
            part.help = english


class Option(click.Option):
    """An option whose help stays the phrase it was given (click would make it plain text,
    which no catalog can say)."""

    def __init__(self, *args: Any, **attrs: Any) -> None:
        super().__init__(*args, **attrs)
        help = attrs.get("help")
        if isinstance(help, Phrase) and help == self.help:
            self.help = help


def option(*declarations: str, **attrs: Any) -> Callable[[F], F]:
    """`click.option`, its help kept a phrase (`Option`)."""
    return click.option(*declarations, cls=Option, **attrs)


class Command(click.Command):
    """A command whose `--help` says its description and its options' in the language of
    the command line (`--lang`, else the terminal's): each `help=` is a phrase (or
    `Paragraphs`), kept English and said only when a help is shown."""

    def format_help_text(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        with _helps_said(self):
            super().format_help_text(ctx, formatter)

    def format_options(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        with _helps_said(*self.get_params(ctx)):
            super().format_options(ctx, formatter)

    def get_short_help_str(self, limit: int = 45) -> str:
        with _helps_said(self):
            return super().get_short_help_str(limit)


class Group(Command, click.Group):
    """A group of commands said as `Command` says one; its commands' one-line descriptions
    too (each a `Command` or `Group`: what `@group.command()` makes)."""

    command_class = Command
    group_class = type


class Commands(Group):
    """The group of every command: its error messages are shown through the one output
    escape, those of Soloist's errors (`reports_errors`) and click's own, which write back
    what was typed ("Got unexpected extra argument (…)"); and click's words, the
    descriptions of `--help` included, are said in the command line's language."""

    def make_context(self, info_name: str | None, args: list[str],
                     parent: click.Context | None = None, **extra: Any) -> click.Context:
        if parent is None:  # click's own words in the command's language, else the terminal's
            click_words.install()
            click_words.speak_in(click_words.language_in(args))
            _forget_help_options(self)
        try:
            return super().make_context(info_name, args, parent, **extra)
        except click.ClickException as error:
            raise shown(error) from None

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except click.ClickException as error:
            raise shown(error) from None


def _forget_help_options(command: click.Command) -> None:
    """Let `command` and those under it make their `--help` option again, its text in the
    language of this command line (click keeps the first one made, in the language of an
    earlier command run in this process)."""
    command._help_option = None
    if isinstance(command, click.Group):
        for each in command.commands.values():
            _forget_help_options(each)


def shown(error: click.ClickException) -> click.ClickException:
    """`error`, its message through the one output escape."""
    # click declares `message` final; its `show` reads it as the exception holds it.
    vars(error)["message"] = visible(words_of(click_words.language()).said(error.message))
    return error


def reports_errors(function: F) -> F:
    """Turn Soloist's errors into a clean message and exit status 1."""

    @functools.wraps(function)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return function(*args, **kwargs)
        except SoloistError as error:
            # Words for any screen, and what to type where there is a command line to type it;
            # in the language the command was asked for, else the terminal's.
            words = words_of(kwargs.get("language"))
            terminal = getattr(error, "terminal", None)
            said = words.error(error)
            raise click.ClickException(f"{said} {words.said(terminal)}" if terminal else said
                                       ) from None

    return wrapper  # type: ignore[return-value]


def words_of(language: object) -> Words:
    """The words of a command's `--lang` (a language Soloist has), else of the terminal's
    language."""
    from soloist.i18n import UnknownLanguage

    try:
        return Words.of(language if isinstance(language, str) else None)
    except UnknownLanguage:
        return Words.of(None)


class Settings:
    """The group's own options, shared by every command (through the click context)."""

    def __init__(self, db: str | None) -> None:
        self.db = db

    def store(self) -> Any:
        from soloist.store import Store

        return Store(self.db)


def settings() -> Settings:
    return click.get_current_context().find_object(Settings) or Settings(None)
