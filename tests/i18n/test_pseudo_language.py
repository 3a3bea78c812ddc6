"""The pseudo-language en-XA (issue 32): every message's own text accented and in brackets,
its placeables kept. A seeded game of each game read in it has no English word outside a
bracket but the values of its fields (names of the game and sentences made in code, not
in the catalog yet: the known gap, docs/translating.md)."""

from __future__ import annotations

import re

import pytest
from played_logs import GAMES, played_events

from soloist.engine.log import KeptEvent, keep
from soloist.engine.phrase import Phrase
from soloist.i18n import PSEUDO, languages, translator
from soloist.i18n.pseudo import pseudo_text

PSEUDO_TRANSLATOR = translator(PSEUDO)
#: A word: two letters or more of the English alphabet, unaccented.
ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")
BRACKETED = re.compile(r"\[[^\]]*\]")
#: What stands for a field's value: no letter.
MASK = "\u00a7"


def outside_brackets(text: str) -> str:
    return BRACKETED.sub("", text)


def test_the_pseudo_language_is_listed_and_complete() -> None:
    assert PSEUDO in languages()
    assert set(PSEUDO_TRANSLATOR.log_ids) == set(translator("en").log_ids)
    for message_id in translator("en").log_ids.values():
        assert PSEUDO_TRANSLATOR.has(message_id)


def test_a_message_reads_accented_and_bracketed_around_its_fields() -> None:
    kept = KeptEvent("person", "You roll: {dice}.", {"dice": "3 5 6"})
    assert PSEUDO_TRANSLATOR.kept(kept) == "[Ýóú ŕóĺĺ: ]3 5 6[.]"
    assert pseudo_text("Round") == "[Ŕóúñđ]"
    assert ENGLISH_WORD.search(outside_brackets(pseudo_text("Every word of it"))) is None


@pytest.mark.parametrize("game", GAMES)
def test_a_played_game_has_no_english_word_outside_a_bracket_but_its_fields(game: str) -> None:
    events = played_events(game)
    for event in events:
        kept = keep(event)
        masked = kept._replace(fields={name: MASK if isinstance(value, str) else value
                                       for name, value in kept.fields.items()})
        text = PSEUDO_TRANSLATOR.kept(masked)
        assert ENGLISH_WORD.search(outside_brackets(text)) is None, (event.template, text)
        # Each field's value is there as it was given (the placeables are kept); a field
        # the game composed as a phrase, as the phrase reads in the pseudo-language.
        whole = PSEUDO_TRANSLATOR.event(event)
        for value in kept.fields.values():
            assert (PSEUDO_TRANSLATOR.text(value) if isinstance(value, Phrase)
                    else str(value)) in whole
