"""The words of a game that a person types in an answer, said and read in their language.

A compound answer is typed in words read off the component ("3 VP + a black die", "tile:
2 VP; contracts: 4 black die; empty"), and a game's rule reads them in English. A game names
those words (`TypedWords`: each a phrase, so each has a message a translator says); then

- `TypedWords.said` makes an English typed text (an example, an answer echoed back) a
  phrase of the same English, each of the words in it a field said in the reader's language
  ("3 SP + ein schwarzer Würfel"); the rest (numbers, separators) as typed;
- `TypedWords.reading` wraps a game's text rule: an answer the rule refuses is read again
  with each word a shipped language says (the pseudo-language's too) put back into English,
  and the rule's first refusal stands if that fails as well. An English answer is read as
  before and never loads Fluent. A word that two languages (or two of the words) say the same
  is no one's: it is kept as typed, so the answer is refused rather than read wrong.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import cached_property

from soloist.engine.errors import InvalidAnswer
from soloist.engine.phrase import Phrase, phrase

#: What a pseudo-language puts around the text it says (never a word of an answer).
_BRACKETS = str.maketrans("", "", "[]")


def _pattern(words: Iterable[str], *, ignore_case: bool) -> re.Pattern[str] | None:
    """One of `words` as a whole (not inside a longer word), the longest first."""
    ordered = sorted(set(words), key=lambda word: (-len(word), word))
    if not ordered:
        return None
    return re.compile(r"(?<![\w-])(?:" + "|".join(re.escape(word) for word in ordered)
                      + r")(?![\w-])", re.IGNORECASE if ignore_case else 0)


def reading_map(words: Iterable[Phrase], sayers: Iterable[Callable[[Phrase], str]]
                ) -> dict[str, str]:
    """Each word as a language says it (casefolded, without a pseudo-language's brackets)
    → the English word; a word said for two English words, or said as another English word
    is written, is left out."""
    words_of = {str(word): word for word in words}
    english = {word.casefold(): word for word in words_of}
    found: dict[str, set[str]] = {}
    for say in sayers:
        for word in english.values():
            said = " ".join(say(words_of[word]).translate(_BRACKETS).split()).casefold()
            if said and said != word.casefold():
                found.setdefault(said, set()).add(word)
    return {said: next(iter(meant)) for said, meant in found.items()
            if len(meant) == 1 and said not in english}


def read_back(text: str, read: dict[str, str]) -> str | None:
    """`text` with each word of another language in `read` put back into English; None
    when it has none."""
    pattern = _pattern(read, ignore_case=True)
    plain = text.translate(_BRACKETS)
    if pattern is None or pattern.search(plain) is None:
        return None
    return " ".join(pattern.sub(lambda found: read[found[0].casefold()], plain).split())


class TypedWords:
    """A game's words typed in answers (phrases), said and read in every shipped language."""

    def __init__(self, *words: Phrase) -> None:
        self.words = {str(word): word for word in words}

    @cached_property
    def _english(self) -> re.Pattern[str] | None:
        return _pattern(self.words, ignore_case=False)

    @cached_property
    def read(self) -> dict[str, str]:
        """Every shipped language's word → the English word (made once, when an answer the
        rule refused is read again: English answers never load a catalog)."""
        from soloist.i18n import ENGLISH, in_language, languages

        def sayer(language: str) -> Callable[[Phrase], str]:
            return lambda word: in_language(language, word)

        return reading_map(self.words.values(),
                           (sayer(language) for language in languages() if language != ENGLISH))

    def said(self, text: str) -> str:
        """`text` (English, typed) as a phrase of the same English whose words are said in
        the reader's language; a text with none of the words as it is."""
        pattern = self._english
        if pattern is None:
            return text
        made: str = ""
        end = 0
        for found in pattern.finditer(text):
            made = _then(_then(made, text[end:found.start()]), self.words[found[0]])
            end = found.end()
        return text if not end else _then(made, text[end:])

    def reading(self, rule: Callable[[str], object]) -> Callable[[str], object]:
        """`rule`, reading too an answer typed in the words of another language; an answer
        it took is echoed back (`soloist.engine.session.label_of`) in the reader's words."""
        return _Reading(rule, self)


class _Reading:
    """A text rule that also reads the typed words of every shipped language."""

    __slots__ = ("rule", "words")

    def __init__(self, rule: Callable[[str], object], words: TypedWords) -> None:
        self.rule = rule
        self.words = words

    def __call__(self, text: str) -> object:
        try:
            return self.rule(text)
        except (InvalidAnswer, ValueError) as refused:
            english = read_back(text, self.words.read)
            if english is None or english == text:
                raise
            try:
                return self.rule(english)
            except (InvalidAnswer, ValueError):
                raise refused from None  # the first refusal says what was typed

    def said(self, answer: str) -> str:
        """An answer as typed (its key), echoed back: the same English, its words said."""
        return self.words.said(answer)


def _then(before: str, after: str) -> str:
    """`before` followed by `after`, one phrase (a text that is empty left out)."""
    if not after:
        return before
    if not before:
        return after
    return phrase("{before}{after}", before=before, after=after)


__all__ = ["TypedWords", "read_back", "reading_map"]
