"""`soloist translations`: the languages Soloist speaks, and what one still lacks
(docs/translating.md)."""

from __future__ import annotations

import click
from rich.markup import escape
from rich.table import Table

from soloist.cli.common import Group, console, reports_errors, say
from soloist.engine.phrase import phrase


def language_name(language: str) -> str:
    """A language's name in itself (``de``: Deutsch), by the locale data Fluent uses."""
    from babel import Locale, UnknownLocaleError

    from soloist.i18n import PSEUDO

    if language == PSEUDO:
        return "pseudo-language (English, accented and bracketed)"
    try:
        name = Locale.parse(language.replace("-", "_")).get_display_name()
    except (ValueError, UnknownLocaleError):
        return language
    return name or language


@click.group("translations", cls=Group,
             help=phrase("The languages Soloist speaks: one folder of Fluent message files each, "
                         "English the reference. A translator adds one with no code "
                         "(docs/translating.md)."))
def translations() -> None:
    """(Its `help` above.)"""


@translations.command("list",
                      help=phrase("Each language, and how many of English's messages it has."))
@reports_errors
def list_command() -> None:
    from soloist.i18n import ENGLISH, languages
    from soloist.i18n.check import completeness

    table = Table()
    for heading in ("language", "name", "messages"):
        table.add_column(heading)
    for language in languages():
        found = completeness(language)
        share = (f"{found.translated} (the reference)" if language == ENGLISH
                 else f"{found.translated} of {found.english}")
        table.add_row(escape(language), escape(language_name(language)), share)
    console.print(table)
    console.print("What one lacks: [bold]soloist translations check LANG[/].")


@translations.command("check",
                      help=phrase("List the messages LANGUAGE still lacks next to English's, "
                                  "those English has no more, and what Fluent cannot read; exit "
                                  "status 1 when anything is missing."))
@click.argument("language")
@reports_errors
def check_command(language: str) -> None:
    from soloist.i18n.check import completeness

    found = completeness(language)
    # Plain lines (`say`), never wrapped: a translator's script may read them.
    say(f"{language}: {found.translated} of {found.english} messages.")
    if found.missing:
        say(f"Missing ({len(found.missing)}), by the English file they are in:")
        for name, message_id in found.missing:
            say(f"  {name}: {message_id}")
    for name, line, problem in found.unreadable:
        say(f"Unreadable: {name}, line {line}: {problem}")
    for message_id, names in found.unknown_variables:
        say(f"{message_id} reads a variable its English message does not give: "
            + ", ".join("$" + name for name in names))
    if found.extra:
        say(f"Not in English any more ({len(found.extra)}; they do no harm):")
        for name, message_id in found.extra:
            say(f"  {name}: {message_id}")
    if not found.complete:
        raise click.exceptions.Exit(1)
    say("Nothing is missing.")


COMMANDS: list[click.Command] = [translations]
