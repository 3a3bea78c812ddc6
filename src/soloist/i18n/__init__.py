"""Soloist in your language: the message catalogs (Project Fluent) and their translators.

    from soloist.i18n import translator
    translator("de").event(event)         # a log event's text in German (English if not yet)
    translator("de").message("some-id", count=3)
    in_language("de", question.prompt)      # a phrase (soloist.engine.phrase) in German

One folder of Fluent files per language in this package (``en/``, the reference, then one
per translation); ``en-XA`` is a pseudo-language made from English (`soloist.i18n.pseudo`).
A log event is found by its template (see `soloist.i18n.templates`); docs/translating.md
says how a translator adds a language. Importing this package loads no Fluent (a terminal
in English never needs it): `translator` does, the first time it is called.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from soloist.i18n.environment import language_from_environment
from soloist.i18n.folders import ENGLISH, PSEUDO, UnknownLanguage, known_language, languages

if TYPE_CHECKING:
    from soloist.i18n.catalog import Translator

__all__ = ["ENGLISH", "PSEUDO", "Translator", "UnknownLanguage", "in_language",
           "known_language", "language_from_environment", "languages", "translator"]


def translator(language: str = ENGLISH) -> Translator:
    """The translator of `language` (one of `languages()`; `UnknownLanguage` otherwise),
    made once."""
    from soloist.i18n.catalog import translator as made

    return made(language)


def in_language(language: str, said: str) -> str:
    """`said` (a `soloist.engine.phrase.Phrase`, or any text) in `language`. In English it
    is the text itself, and no catalog is loaded: a page or a terminal in English never
    loads Fluent."""
    if language == ENGLISH:
        return str(said)
    return translator(language).text(said)
