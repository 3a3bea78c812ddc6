"""A game's terms in a language: the printed names of its things (`GameDefinition.terms`),
one message each in ``terms-<game>.ftl``, and the person's own words for them
(`soloist.engine.words`).

A term's message id is ``<game>-term-<slug>-<hash>`` (the hash of the English term, as a log
template's; `term_id`), so a term is found by its English name. A field's value is said as
a term by one rule (`soloist.engine.words.said_value`): the whole value is a term of the
event's game, or a list of its terms joined by ", ". The person's word for a term, when
they gave one, wins over every catalog's.

Nothing here loads Fluent: English with no renamed term is the text itself.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from soloist.engine.log import KeptEvent, Scalar
from soloist.engine.phrase import Field, Phrase
from soloist.engine.words import said_value
from soloist.i18n.templates import PREFIXES, message_id

#: The English catalog's file of a game's terms.
TERMS_FILE = "terms-{game}.ftl"


def is_terms_file(name: str) -> bool:
    """Whether a catalog file's `name` is a game's terms file."""
    return name.startswith("terms-")


def term_id(term: str, game: str) -> str:
    """The id of `game`'s term `term` (a game's name, as `soloist play` takes it)."""
    return message_id(term, PREFIXES[game] + "-term")


def said_fields(fields: Mapping[str, Scalar], say: Callable[[str], str | None]
                ) -> dict[str, Scalar]:
    """`fields` with each term said by `say` (`said_value`'s rule)."""
    return {name: said_value(value, say) for name, value in fields.items()}


def renamed(event: KeptEvent, words: Mapping[str, str]) -> KeptEvent:
    """`event` with each term the person renamed (`words`: English term → their word) said
    in their word (English otherwise unchanged: no catalog is read)."""
    return KeptEvent(event.actor, event.template, {
        name: renamed_phrase(value, words) if isinstance(value, Phrase) else
        said_value(value, words.get) for name, value in event.fields.items()})


def renamed_phrase(said: str, words: Mapping[str, str]) -> str:
    """A phrase with each term the person renamed said in their word (its fields that are
    phrases too); any other text as it is."""
    if not isinstance(said, Phrase) or not words:
        return said
    fields: dict[str, Field] = {}
    for name, value in said.fields.items():
        if isinstance(value, Phrase):
            fields[name] = renamed_phrase(value, words)
        else:
            fields[name] = said_value(value, words.get)
    return Phrase(said.template, fields)
