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

from collections.abc import Mapping
from typing import TYPE_CHECKING

from soloist.i18n.environment import language_from_environment
from soloist.i18n.folders import ENGLISH, PSEUDO, UnknownLanguage, known_language, languages

if TYPE_CHECKING:
    from soloist.engine.log import Event, KeptEvent
    from soloist.i18n.catalog import Translator

__all__ = ["ENGLISH", "PSEUDO", "Translator", "UnknownLanguage", "event_in_language",
           "in_game_language", "in_language",
           "known_language", "language_from_environment", "languages", "translator"]


def translator(language: str = ENGLISH) -> Translator:
    """The translator of `language` (one of `languages()`; `UnknownLanguage` otherwise),
    made once."""
    from soloist.i18n.catalog import translator as made

    return made(language)


def in_language(language: str, said: str, *, game: str | None = None,
                words: Mapping[str, str] | None = None) -> str:
    """`said` (a `soloist.engine.phrase.Phrase`, or any text) in `language`; given its
    `game`, a field that is one of the game's terms is said as the term, in the person's
    own word for it when `words` (English term → their word) has one. In English it is the
    text itself (with the person's words), and no catalog is loaded: a page or a terminal
    in English never loads Fluent."""
    if language == ENGLISH:
        if not words:
            return str(said)
        from soloist.i18n.terms import renamed_phrase

        return str(renamed_phrase(said, words))
    return translator(language).text(said, game=game, words=words)


def in_game_language(language: str, said: str, game: str | None, *,
                     words: Mapping[str, str] | None = None) -> str:
    """`said` as a page or the terminal of `game` shows it in `language`: a phrase as
    `in_language` says it (the game's terms in it as the game's); a plain text that is, as a
    whole, one of the game's terms (a card's name, a choice's label) as that term; any other
    text as it is. In English: the text itself (no catalog loaded)."""
    if language == ENGLISH:
        return str(said)
    from soloist.engine.phrase import Phrase

    if isinstance(said, Phrase) or game is None:
        return in_language(language, said, game=game, words=words)
    return (words or {}).get(said) or translator(language).term(said, game) or said


def event_in_language(language: str, event: Event | KeptEvent, *, game: str | None = None,
                      words: Mapping[str, str] | None = None) -> str:
    """A log event (as played, or as a saved game kept it) in `language`, its terms said as
    `in_language` says a phrase's. In English with no word of the person's it is the
    event's own text, and no catalog is loaded."""
    if language == ENGLISH and not words:
        return event.text
    from soloist.engine.log import KeptEvent, keep

    kept = event if isinstance(event, KeptEvent) else keep(event)
    if language == ENGLISH:
        from soloist.i18n.terms import renamed

        return renamed(kept, words or {}).text
    return translator(language).kept(kept, game=game, words=words)
