"""`soloist translations`: the languages Soloist speaks, and what one still lacks
(docs/translating.md)."""

from __future__ import annotations

import click
from rich.markup import escape
from rich.table import Table

from soloist.cli.common import Group, console, reports_errors, say
from soloist.engine.phrase import phrase
from soloist.play.language import Words, styled


def language_name(language: str) -> str:
    """A language's name in itself (``de``: Deutsch), by the locale data Fluent uses."""
    from babel import Locale, UnknownLocaleError

    from soloist.i18n import PSEUDO

    if language == PSEUDO:
        return phrase("pseudo-language (English, accented and bracketed)")
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

    words = Words.of(None)
    table = Table()
    for heading in (phrase("language"), phrase("name"), phrase("messages")):
        table.add_column(escape(words.said(heading)))
    for language in languages():
        found = completeness(language)
        share = (phrase("{count} (the reference)", count=found.translated)
                 if language == ENGLISH else
                 phrase("{count} of {english}", count=found.translated, english=found.english))
        table.add_row(escape(language), escape(words.said(language_name(language))),
                      escape(words.said(share)))
    console.print(table)
    console.print(styled(words, phrase("What one lacks: {command}.",
                                       command="soloist translations check LANG"),
                         command="bold"))


@translations.command("check",
                      help=phrase("List the messages LANGUAGE still lacks next to English's, "
                                  "those English has no more, and what Fluent cannot read; exit "
                                  "status 1 when anything is missing."))
@click.argument("language")
@reports_errors
def check_command(language: str) -> None:
    from soloist.i18n.check import completeness

    found = completeness(language)
    # Plain lines (`say`), never wrapped, in the terminal's language; a line naming a
    # message ("  text-common.ftl: common-…") is the same in every language, for a script.
    say(phrase("{language}: {count} of {english} messages.", language=language,
               count=found.translated, english=found.english))
    if found.missing:
        say(phrase("Missing ({count}), by the English file they are in:",
                   count=len(found.missing)))
        for name, message_id in found.missing:
            say(f"  {name}: {message_id}")
    for name, line, problem in found.unreadable:
        say(phrase("Unreadable: {file}, line {line}: {problem}", file=name, line=line,
                   problem=problem))
    for message_id, names in found.unknown_variables:
        say(phrase("{id} reads a variable its English message does not give: {variables}",
                   id=message_id, variables=", ".join("$" + name for name in names)))
    if found.extra:
        say(phrase("Not in English any more ({count}; they do no harm):",
                   count=len(found.extra)))
        for name, message_id in found.extra:
            say(f"  {name}: {message_id}")
    if not found.complete:
        raise click.exceptions.Exit(1)
    say(phrase("Nothing is missing."))


COMMANDS: list[click.Command] = [translations]
