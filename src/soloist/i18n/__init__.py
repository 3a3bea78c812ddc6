"""Soloist in your language: the message catalogs (Project Fluent) and their translators.

    from soloist.i18n import translator
    translator("de").event(event)         # a log event's text in German (English if not yet)
    translator("de").message("some-id", count=3)

One folder of Fluent files per language in this package (``en/``, the reference, then one
per translation); ``en-XA`` is a pseudo-language made from English (`soloist.i18n.pseudo`).
A log event is found by its template (see `soloist.i18n.templates`); docs/translating.md
says how a translator adds a language.
"""

from __future__ import annotations

from soloist.i18n.catalog import (
    ENGLISH,
    PSEUDO,
    Translator,
    UnknownLanguage,
    languages,
    translator,
)
from soloist.i18n.environment import language_from_environment

__all__ = ["ENGLISH", "PSEUDO", "Translator", "UnknownLanguage", "language_from_environment",
           "languages", "translator"]
