"""Your copy calls it …: a game's term renamed to what the person's own copy prints.

A game's terms are the printed names of its things (`GameDefinition.terms`: cards, spaces,
resources). Soloist says each in the reader's language (the terms catalogs,
`soloist.i18n.terms`); a person whose copy prints another word renames the term, and their
word is used in every later sentence that shows the term, in any language.

A renaming is a fact of the component library like every other (`engine.library`): its
name is ``word for <English term>``, its value the person's word. It enters by the one gate
(`fact_problem` checks it with `word_problem`), is kept, exported and imported with the
other facts (as its own file, `WORDS_FILE`), forgotten like them, and is never part of a
game's record: a saved game replays to the same decisions whatever it is called.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable, Mapping
from functools import lru_cache
from pathlib import Path
from typing import TypeVar

from soloist.engine.errors import DataFileError
from soloist.engine.phrase import phrase

#: The name of a renaming fact: this, then the English term.
WORD_FACT = "word for "
#: The longest word a person may give a term.
LONGEST_WORD = 60
#: The file a renaming is exported to and imported from.
WORDS_FILE = "your-words.toml"
_LETTER = re.compile(r"[^\W\d_]")
V = TypeVar("V")


def word_fact(term: str) -> str:
    """The fact that renames `term`."""
    return WORD_FACT + term


def term_of(fact: str) -> str | None:
    """The English term fact `fact` renames; None for any other fact."""
    return fact[len(WORD_FACT):] if fact.startswith(WORD_FACT) else None


@lru_cache(maxsize=16)
def _terms(rules: object) -> frozenset[str] | None:
    declared = getattr(rules, "terms", None)
    return frozenset(declared()) if callable(declared) else None


def terms_of(rules: object) -> frozenset[str] | None:
    """The terms a game's definition declares (None for rules that declare none: a library
    read without its game's rules, which checks no term)."""
    try:
        return _terms(rules)
    except TypeError:  # rules that cannot be remembered by
        return _terms.__wrapped__(rules)


def word_problem(rules: object, term: str, word: str) -> tuple[str, bool] | None:
    """Why the renaming of `term` to `word` cannot be kept: (the reason, whether the fact's
    name is at fault); None when it can. `term` must be one of the game's terms, written
    exactly as the game writes it; `word` one line of at most `LONGEST_WORD` characters
    with a letter, without edge blanks."""
    terms = terms_of(rules)
    if terms is not None and term not in terms:
        return (phrase("{term} is not a term Soloist says for this game (a card's, a space's "
                       "or a resource's name, written as Soloist writes it)", term=repr(term)),
                True)
    if not word.strip():
        return phrase("give the word your copy prints"), False
    if word != word.strip() or "\n" in word:
        return phrase("a word is one line without blanks at its ends"), False
    if len(word) > LONGEST_WORD:
        return phrase("a word has at most {count} characters", count=LONGEST_WORD), False
    if not _LETTER.search(word):
        return phrase("a word has a letter"), False
    return None


def words_of(facts: Mapping[str, str]) -> dict[str, str]:
    """The renamings among a library's `facts`: the person's word by English term."""
    return {term: word for fact, word in facts.items()
            if (term := term_of(fact)) is not None}


def game_facts(facts: Mapping[str, str]) -> dict[str, str]:
    """A library's `facts` without the renamings (what a game's own data files hold)."""
    return {fact: value for fact, value in facts.items() if term_of(fact) is None}


def said_value(value: V, say: Callable[[str], str | None]) -> V | str:
    """A field's `value` with each term in it said by `say` (the term's word, or None when
    it is not a term). The rule (docs/translating.md): a text that is a term as a whole,
    or a list of terms joined by ", " (each item a term), is said term by term; any other
    value is left as it is."""
    if not isinstance(value, str) or not value:
        return value
    whole = say(value)
    if whole is not None:
        return whole
    if ", " not in value:
        return value
    items = [say(item) for item in value.split(", ")]
    if any(item is None for item in items):
        return value
    return ", ".join(item for item in items if item is not None)


def words_file(words: Mapping[str, str], title: str) -> str:
    """The renamings `words` (English term → word) as the words file's TOML text."""
    lines = [f"# Your words: what your copy of {title} calls a term Soloist says",
             "# (soloist components rename). English term = your word.", "", "[words]"]
    lines += [f"{_toml_string(term)} = {_toml_string(word)}"
              for term, word in sorted(words.items())]
    return "\n".join(lines) + "\n"


def _toml_string(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"')
    return '"' + "".join(char if char.isprintable() else f"\\u{ord(char):04x}"
                         for char in escaped) + '"'


def is_words_file(path: Path) -> bool:
    """Whether `path` is a words file (its name, or a TOML file whose only table is
    ``[words]``)."""
    if path.name == WORDS_FILE:
        return True
    if path.suffix != ".toml":
        return False
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError, RecursionError):
        return False
    return set(data) == {"words"}


def read_words_file(path: Path) -> dict[str, str]:
    """The renaming facts a words file holds (``word for <term>`` → word); a
    `DataFileError` names the file, the field and the problem. (The gate checks each.)"""
    from soloist.engine.documents import read_document  # (pydantic: only for a file)

    data = read_document(path)
    words = data.get("words", {})
    others = sorted(set(data) - {"words"})
    if others or not isinstance(words, dict):
        raise DataFileError(
            phrase("{path}: a words file holds one table, [words] (found: {found})",
                   path=str(path), found=", ".join(others)) if others else
            phrase("{path}: a words file holds one table, [words] (found: words as a value)",
                   path=str(path)))
    facts = {}
    for term, word in words.items():
        if not isinstance(word, str):
            raise DataFileError(phrase("{path}: words.{term}: a word is a text", path=str(path),
                                       term=term))
        facts[word_fact(term)] = word
    return facts


def word_fact_name(fact: str) -> str | None:
    """A renaming fact as a person names it ("your word for “Hot Spring”"); None for any
    other fact."""
    term = term_of(fact)
    return None if term is None else phrase("your word for “{term}”", term=term)


def read_word(word: str) -> str:
    """A word as a person typed it, as the library keeps it (blanks run together)."""
    return " ".join(word.split())
