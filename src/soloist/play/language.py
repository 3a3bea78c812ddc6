"""The language a terminal says things in (issue 32): a phrase (`soloist.engine.phrase`), an
error's message, a log line, the word for whose step a line is.

In English every text is said as it is and no catalog is loaded (Fluent is never imported);
in another language a phrase is said through its catalog (`soloist.i18n.in_language`), a
log line through the log's catalog, and any other text (English the code composed, a name)
as it is. The language is the reader's, never the game's: it is in no record.
"""

from __future__ import annotations

from collections.abc import Mapping
from copy import copy
from typing import Any

from rich.markup import escape as escape_markup

from soloist.engine.errors import message_of
from soloist.engine.phrase import Phrase
from soloist.engine.tableview import named
from soloist.i18n import (
    ENGLISH,
    in_game_language,
    known_language,
    language_from_environment,
)
from soloist.play.actors import ACTORS


def chosen_language(asked: str | None) -> str:
    """The language `--lang` asked for (`UnknownLanguage` if Soloist has not it), or else
    the terminal's (`LC_ALL`, `LC_MESSAGES`, `LANG`), English when Soloist has not that."""
    return known_language(asked) if asked is not None else language_from_environment()


class Words:
    """How a terminal words what it shows in one language."""

    def __init__(self, language: str = ENGLISH, game: str | None = None,
                 renamed: Mapping[str, str] | None = None) -> None:
        self.language = language
        #: The game whose log it says, and the person's words for its terms.
        self.game = game
        self.renamed: Mapping[str, str] = renamed or {}

    def of_game(self, store: Any, definition: Any) -> Words:
        """These words for a log of `definition`'s game: its terms said as the game's, in
        the person's own words where their components (in `store`) rename one
        (`soloist.engine.words`)."""
        from soloist.store.library import Library

        return self.renaming(definition.name,
                             Library(store, definition.name, definition).words())

    def renaming(self, game: str, renamed: Mapping[str, str]) -> Words:
        """These words for a log of `game`, with the person's words `renamed` for its
        terms (a copy of these words, of their own kind)."""
        made = copy(self)
        made.game, made.renamed = game, renamed
        return made

    @property
    def plain(self) -> bool:
        """Whether an event reads as its own text (English, no term renamed)."""
        return self.english and not self.renamed

    @classmethod
    def of(cls, asked: str | None) -> Words:
        """The words of `--lang`'s language, or of the terminal's (`chosen_language`)."""
        return cls(chosen_language(asked))

    @property
    def english(self) -> bool:
        return self.language == ENGLISH

    def said(self, text: str) -> str:
        """`text` in this language: a phrase through its catalog (the game's terms in it as
        the game's), a text that is one of the game's terms as that term, other text as it
        is (`soloist.i18n.in_game_language`); "You", the person's name, as this language
        names them (`soloist.engine.tableview.named`)."""
        return in_game_language(self.language, named(text), self.game)

    def error(self, error: BaseException) -> str:
        """An error's message in this language."""
        return self.said(message_of(error))

    def actor(self, actor: str) -> str:
        """The word for whose step an event is ("You", "Setup", a traveller's colour)."""
        word = ACTORS.get(actor, (actor.capitalize(), ""))[0]
        if self.english:
            return word
        from soloist.i18n import translator

        words = translator(self.language)
        return words.message(f"actor-{actor}") if words.english.has_message(
            f"actor-{actor}") else word

    def text(self, event: Any) -> str:
        """An event's text (a live event, or one a saved game kept)."""
        if self.english and not self.renamed:
            return str(event.text)
        from soloist.i18n import event_in_language

        return event_in_language(self.language, event, game=self.game, words=self.renamed)


ENGLISH_WORDS = Words(ENGLISH)


#: A character that stands for a field while a phrase is said, so that the field can be
#: styled after the words around it are escaped (a private-use character, never in a text).
_HOLE = "\ue000{}\ue001"


def styled(words: Words, said: Phrase, **styles: str) -> str:
    """`said` in the language, for the console: its words escaped, and each field named in
    `styles` (a Rich style) shown in that style."""
    holes = {name: _HOLE.format(number) for number, name in enumerate(styles)}
    text = escape_markup(words.said(Phrase(said.template, {**said.fields, **holes})))
    for name, style in styles.items():
        value = said.fields[name]
        shown = words.said(value) if isinstance(value, str) else str(value)
        text = text.replace(holes[name], f"[{style}]{escape_markup(shown)}[/]")
    return text
