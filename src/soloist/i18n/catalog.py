"""The catalogs: one folder of Fluent files per language (``src/soloist/i18n/<lang>/``),
and a `Translator` that renders a message, or a log event, in one language.

English (`ENGLISH`) is the reference: a message a language lacks, or cannot render, is
rendered in English; a log template no catalog knows (an older wording a saved game kept)
is rendered from the template itself, as it always was. Nothing here changes once loaded:
a translator is the same for every game, and no game record holds a language.

Fluent is imported when it is first needed, never when this module is: the phone app
imports every module of Soloist it ships, and ships no Fluent yet.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import TYPE_CHECKING, NamedTuple, cast

from soloist.engine.log import Event, KeptEvent, Scalar, keep
from soloist.engine.phrase import Phrase
from soloist.engine.words import said_value
from soloist.i18n.folders import ENGLISH, PSEUDO, UnknownLanguage, folder_of, languages
from soloist.i18n.templates import LOG_ID, argument_name, template_hash
from soloist.i18n.terms import is_terms_file, said_fields, term_id

if TYPE_CHECKING:
    from fluent.runtime import FluentBundle
    from fluent.runtime.types import FluentNumber, FluentType
    from fluent.syntax import ast as ftl


class CatalogFile(NamedTuple):
    """One Fluent file of a language: its name, its text, and the text parsed."""

    name: str
    text: str
    resource: ftl.Resource


def files(language: str) -> list[CatalogFile]:
    """Each Fluent file of `language`'s folder (the pseudo-language's are made from
    English's); `UnknownLanguage` for a language Soloist has not."""
    if language == PSEUDO:
        from soloist.i18n.pseudo import pseudo_resource

        return [found._replace(resource=pseudo_resource(found.resource))
                for found in files(ENGLISH)]
    return [CatalogFile(name, text, _parsed(text)) for name, text in _texts(language)]


@lru_cache(maxsize=256)
def _parsed(text: str) -> ftl.Resource:
    """A Fluent file's text parsed, once per process for the same text (`translations
    list` reads English once per language). Nothing changes a parsed file: a bundle
    compiles its own copy, and the pseudo-language transforms a deep copy."""
    from fluent.runtime import FluentResource

    return FluentResource(text)


def resources(language: str) -> list[ftl.Resource]:
    """The parsed Fluent files of `language`'s folder (see `files`)."""
    return [found.resource for found in files(language)]


def messages(resource_list: list[ftl.Resource]) -> Iterator[ftl.Message]:
    from fluent.syntax import ast as ftl

    for resource in resource_list:
        for entry in resource.body:
            if isinstance(entry, ftl.Message):
                yield entry


def _bundle(language: str, resource_list: list[ftl.Resource]) -> FluentBundle:
    # Isolating marks off: a terminal shows them as stray characters. The pseudo-language
    # counts its numbers as English does.
    from fluent.runtime import FluentBundle

    locales = [language, ENGLISH] if language == PSEUDO else [language]
    bundle = FluentBundle(locales, functions={"SIGNED": signed}, use_isolating=False)
    for resource in resource_list:
        bundle.add_resource(resource)
    return bundle


@dataclass(frozen=True)
class Translator:
    """Renders messages and log events in `language`, English where it lacks one."""

    language: str
    bundle: FluentBundle
    english: FluentBundle
    #: The id of each template's message (a log line's, a phrase's), by the template's hash.
    log_ids: Mapping[str, str]

    def has(self, message_id: str) -> bool:
        return self.bundle.has_message(message_id)

    def message(self, message_id: str, **fields: Scalar) -> str:
        """The message `message_id` filled with `fields`: in this language, or in English
        when this language lacks it or cannot render it; `KeyError` if English has no
        such message."""
        text = self.own(message_id, **fields)
        if text is None and self.english.has_message(message_id):
            text = _render(self.english, message_id, fluent_arguments(fields))
        if text is None:
            raise KeyError(message_id)
        return text

    def own(self, message_id: str, **fields: Scalar) -> str | None:
        """The message `message_id` in this language only: None when this language lacks
        it, or cannot render it with `fields` (a variable missing, a function refusing)."""
        if not self.bundle.has_message(message_id):
            return None
        return _render(self.bundle, message_id, fluent_arguments(fields))

    def term(self, term: str, game: str) -> str | None:
        """`game`'s term `term` in this language (in English when this language lacks
        it); None when `term` is not one of `game`'s terms."""
        message_id = term_id(term, game)
        if not self.english.has_message(message_id):
            return None
        return self.message(message_id)

    def sayer(self, game: str | None, words: Mapping[str, str] | None
              ) -> Callable[[str], str | None] | None:
        """What says a field's text as a term of `game` (None: no game, nothing to say):
        the person's word for it (`words`) first, else this language's. The term said is
        equal to its English too, as a phrase said is (`said`): a translation that chooses
        a variant by the English term (``[purple]``) still does."""
        if game is None:
            return None
        own = words or {}

        def say(text: str) -> str | None:
            word = own.get(text) or self.term(text, game)
            if word is None:
                return None
            made = _said_type()(word)
            made.english = text
            return made

        return say

    def kept(self, event: KeptEvent, *, game: str | None = None,
             words: Mapping[str, str] | None = None) -> str:
        """A kept event's text: its template's message, or the template itself when no
        catalog knows it. Given its `game`, a field's text that is one of the game's terms
        is said in this language, or as the person's `words` call it."""
        say = self.sayer(game, words)
        if say is not None:
            event = KeptEvent(event.actor, event.template, said_fields(event.fields, say))
        if any(isinstance(value, Phrase) for value in event.fields.values()):
            # A field the game composed as a phrase (a live event's; a saved game read back
            # from the store holds its English text) is said in this language too.
            event = KeptEvent(event.actor, event.template, {
                name: self.said(value, game=game, words=words)
                if isinstance(value, Phrase) else value
                for name, value in event.fields.items()})
        message_id = self.log_ids.get(template_hash(event.template))
        if message_id is None:
            return event.text
        return self.message(message_id, **event.fields)

    def event(self, event: Event, *, game: str | None = None,
              words: Mapping[str, str] | None = None) -> str:
        """A live event's text (its fields as a saved game keeps them)."""
        return self.kept(keep(event), game=game, words=words)

    def text(self, said: str, *, game: str | None = None,
             words: Mapping[str, str] | None = None) -> str:
        """`said` in this language: a `Phrase` by its template's message, its fields that
        are phrases said in this language too, and (given its `game`) its terms as `kept`
        says them; any other text as it is (English the code composed, or a name). A phrase
        whose template no catalog knows is its English, filled with its fields in this
        language."""
        if not isinstance(said, Phrase):
            return str(said)
        say = self.sayer(game, words)
        fields = {name: self.said(value, game=game, words=words)
                  if isinstance(value, Phrase) else
                  value if say is None else said_value(value, say)
                  for name, value in said.fields.items()}
        message_id = self.log_ids.get(template_hash(said.template))
        if message_id is None:
            return said.template.format(**fields)
        return self.message(message_id, **fields)

    def said(self, field: Phrase, *, game: str | None = None,
             words: Mapping[str, str] | None = None) -> str:
        """A field that is a phrase, said in this language (`text`) as a message's argument
        that a selector also matches by its English text: a translation that chooses a
        variant by the English value (``[blueprints]``, ``[Green]``) still does."""
        made = _said_type()(self.text(field, game=game, words=words))
        made.english = str(field)
        return made


@cache
def _text_type() -> type[str]:
    """The type of a field's text as a message's argument. (fluent.runtime refuses a plain
    text of more than 2,500 characters in a placeable, a guard against messages that nest
    without end; a field's text is no message, and a line that explains a Revive building
    spot runs longer.)"""
    from fluent.runtime.types import FluentType

    class FluentText(str, FluentType):
        __slots__ = ()

        def format(self, locale: object) -> str:  # type: ignore[override]
            return self  # itself, so that no step of the resolver counts its length again

    return FluentText


class _Said(str):
    english: str


@cache
def _said_type() -> type[_Said]:
    """The type of a phrase's text said in a language as a message's argument: equal to its
    English text as well, for a selector's variant key (`Translator.said`)."""
    text = _text_type()

    class SaidText(text, _Said):  # type: ignore[valid-type, misc]
        def __eq__(self, other: object) -> bool:
            return str.__eq__(self, other) is True or other == self.english

        __hash__ = str.__hash__

    return SaidText


def signed(number: int) -> FluentType:
    """Fluent's ``SIGNED($n)``: the number with its sign, as ``{n:+d}`` writes it."""
    return cast("FluentType", _text_type()(format(int(number), "+d")))


def fluent_arguments(fields: Mapping[str, Scalar]) -> dict[str, str | FluentNumber]:
    """A kept event's fields as a message's arguments: an integer is a Fluent number
    written without grouping (as `str.format` writes it, and a translation can choose a
    plural by it); a decimal number too, with the decimals `str.format` writes and the
    language's decimal sign (2.5 in English, 2,5 in German); anything else is the text
    `str.format` writes for it."""
    from fluent.runtime.types import FluentNumber, fluent_number

    text = _text_type()
    arguments: dict[str, str | FluentNumber] = {}
    for name, value in fields.items():
        if isinstance(value, int) and not isinstance(value, bool):
            number = fluent_number(value, useGrouping=False)
            assert isinstance(number, FluentNumber)
            arguments[argument_name(name)] = number
        elif isinstance(value, float) and "e" not in (written := format(value)) and \
                math.isfinite(value):
            # As many decimals as str.format writes, with the language's decimal sign.
            decimals = len(written.partition(".")[2])
            number = fluent_number(value, useGrouping=False, minimumFractionDigits=decimals,
                                   maximumFractionDigits=decimals)
            assert isinstance(number, FluentNumber)
            arguments[argument_name(name)] = number
        elif isinstance(value, _Said):
            arguments[argument_name(name)] = value  # (said by `Translator.said`)
        else:
            arguments[argument_name(name)] = text(format(value))
    return arguments


def _render(bundle: FluentBundle, message_id: str,
            arguments: Mapping[str, object]) -> str | None:
    message = bundle.get_message(message_id)
    if message.value is None:
        return None
    text, errors = bundle.format_pattern(message.value, dict(arguments))
    return None if errors or not isinstance(text, str) else text


def _texts(language: str) -> list[tuple[str, str]]:
    """Each Fluent file of `language`'s folder, unparsed: its name and text."""
    folder = folder_of(language)
    if language not in languages() or not folder.is_dir():
        raise UnknownLanguage(language)
    return [(path.name, path.read_text(encoding="utf-8"))
            for path in sorted(folder.glob("*.ftl"))]


def _said_bundle(language: str, texts: list[tuple[str, str]]) -> FluentBundle:
    """A bundle of `language`'s messages, each parsed when first said (see
    `soloist.i18n.entries`): saying a page or a log line parses only its own messages."""
    from soloist.i18n.entries import entries, lazy_bundle

    return lazy_bundle([language], entries(text for _, text in texts), {"SIGNED": signed},
                       use_isolating=False)


@cache
def _english() -> tuple[FluentBundle, dict[str, str]]:
    """English's bundle, and the id of each log template's message by the template's hash
    (a term's message, in a terms file, is found by its id: `term_id`). The ids are read
    from the files' lines, not parsed."""
    from soloist.i18n.entries import entries

    english_texts = _texts(ENGLISH)
    log_ids: dict[str, str] = {}
    for message_id in entries(text for name, text in english_texts if not is_terms_file(name)):
        found = LOG_ID.match(message_id)
        if found is not None:
            log_ids[found.group(1)] = message_id
    return _said_bundle(ENGLISH, english_texts), log_ids


@cache
def translator(language: str = ENGLISH) -> Translator:
    """The translator of `language` (one of `languages()`; `UnknownLanguage` otherwise).
    Made once: it never changes."""
    if language not in languages():
        raise UnknownLanguage(language)
    english, log_ids = _english()
    if language == ENGLISH:
        bundle = english
    elif language == PSEUDO:
        bundle = _bundle(PSEUDO, resources(PSEUDO))
    else:
        bundle = _said_bundle(language, _texts(language))
    return Translator(language, bundle, english, log_ids)
