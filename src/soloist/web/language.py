"""The language of a page: the person's choice (the setting on the home page, kept in a
cookie of this browser), else the browser's own (Accept-Language), else English.

The language is part of no game and no record: a page made in another language reads the
same game (its log kept as templates and values, its questions as phrases) in that language.
A page's own words are phrases too: the templates say ``_("Your games")`` or
``_("{count} games", count=n)``, and `say` says them in the language of the page being made
(`speaking`), through `soloist.i18n.in_language` — in English the text itself, with no
catalog loaded (the phone's start never loads Fluent for an English page).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from importlib.util import find_spec

from markupsafe import Markup, escape

from soloist.engine.phrase import Field, Phrase
from soloist.i18n import ENGLISH, PSEUDO, in_game_language, in_language, languages

#: The cookie that keeps the language chosen on the home page (a year).
LANGUAGE_COOKIE = "soloist-language"
COOKIE_AGE = 365 * 24 * 3600

#: Each language named in its own language (for the setting's list). A language not named
#: here is listed by its tag.
NAMES = {"en": "English", "de": "Deutsch", "fr": "Français", "es": "Español",
         "it": "Italiano", "nl": "Nederlands", "pl": "Polski", "pt": "Português",
         "pt-BR": "Português (Brasil)", "ja": "日本語", PSEUDO: "[Ƥšéúđó]"}

#: One language range of an Accept-Language header, and its weight.
_RANGE = re.compile(r"^\s*([A-Za-z]{1,8}(?:[-_][A-Za-z0-9]{1,8})*|\*)\s*"
                    r"(?:;\s*q\s*=\s*([0-9.]+))?\s*$")

_SPOKEN: ContextVar[str] = ContextVar("soloist_page_language", default=ENGLISH)
#: The game whose page is being made (None: a page of no one game): its terms are said as
#: its terms.
_GAME: ContextVar[str | None] = ContextVar("soloist_page_game", default=None)


@cache
def spoken_here() -> tuple[str, ...]:
    """The languages this host can say pages in: every one of Soloist's where Fluent is
    installed; English alone where it is not (the phone app does not ship it yet)."""
    try:
        if find_spec("fluent") is None or find_spec("fluent.runtime") is None:
            return (ENGLISH,)
    except ImportError:
        return (ENGLISH,)
    return tuple(languages())


def choices() -> list[tuple[str, str]]:
    """The languages a person can choose, each (tag, its own name): every language spoken
    here but the pseudo-language (a tool for testing, chosen only by its tag)."""
    return [(language, NAMES.get(language, language)) for language in spoken_here()
            if language != PSEUDO]


def known(tag: str | None) -> str | None:
    """`tag` as one of the languages spoken here (any case, ``_`` or ``-``), or None."""
    if not tag:
        return None
    wanted = tag.replace("_", "-").lower()
    return next((language for language in spoken_here() if language.lower() == wanted),
                None)


def from_accept_language(header: str | None) -> str:
    """The best of Soloist's languages for a browser's Accept-Language header: the first
    (by weight, then order) that Soloist has, exactly or by its main part (``de-AT`` is
    ``de``); English when none."""
    if not header:
        return ENGLISH
    ranked: list[tuple[float, int, str]] = []
    for order, part in enumerate(header.split(",")[:32]):
        found = _RANGE.match(part)
        if found is None:
            continue
        try:
            weight = float(found.group(2)) if found.group(2) else 1.0
        except ValueError:
            continue
        if weight > 0:
            ranked.append((-weight, order, found.group(1)))
    for _, _, tag in sorted(ranked):
        if tag == "*":
            return ENGLISH
        exact = known(tag)
        if exact is not None:
            return exact
        main = known(tag.replace("_", "-").split("-")[0])
        if main is not None:
            return main
    return ENGLISH


def page_language(cookie: str | None, accept_language: str | None) -> str:
    """The language of a page: the one chosen (`cookie`), if Soloist has it; else the
    browser's."""
    return known(cookie) or from_accept_language(accept_language)


@contextmanager
def speaking(language: str, game: str | None = None) -> Iterator[None]:
    """Pages made inside say their words in `language`; a page of `game` says its terms
    (a card's name, a phrase's field that is one) as the game's terms in that language."""
    token = _SPOKEN.set(language)
    game_token = _GAME.set(game)
    try:
        yield
    finally:
        _GAME.reset(game_token)
        _SPOKEN.reset(token)


def spoken() -> str:
    """The language of the page being made."""
    return _SPOKEN.get()


def said(text: str) -> str:
    """A text made elsewhere (a phrase of a game, a question's words) in the page's
    language, the page's game's terms in it as the game's; a plain text as it is, unless
    it is, as a whole, one of the page's game's terms (a card's name, a choice's label):
    then the term in the page's language. (In English: the text itself.)"""
    return in_game_language(_SPOKEN.get(), text, _GAME.get())


def say(template: str, /, **fields: object) -> str:
    """A page's own words (``_("…")`` in a template): `template` with `fields`, in the
    page's language. A field that is markup (a link) stays markup, and the whole is then
    markup, its text escaped."""
    language, game = _SPOKEN.get(), _GAME.get()
    marked = {name: value for name, value in fields.items() if isinstance(value, Markup)}
    if not marked:
        return in_language(language, Phrase(template, _fields(fields)), game=game)
    holders = {name: f"\x00{index}\x00" for index, name in enumerate(marked)}
    text = str(escape(in_language(language, Phrase(template, _fields(fields | holders)),
                                  game=game)))
    for name, holder in holders.items():
        text = text.replace(holder, str(marked[name]))
    return Markup(text)


def _fields(fields: dict[str, object]) -> dict[str, Field]:
    return {name: value if isinstance(value, int | float | str) else str(value)
            for name, value in fields.items()}
