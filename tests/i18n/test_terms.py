"""A game's terms (issue 32): the printed names of its things, one message each in
``terms-<game>.ftl``, found by the English name; a field whose value is a term (or a list
of terms joined by ", ") is said as the term in the reader's language, and as the person's
own word for it when they renamed it."""

from __future__ import annotations

import re

import pytest
from played_logs import GAMES, played_events

from soloist.engine.log import KeptEvent, keep
from soloist.engine.phrase import phrase
from soloist.engine.words import said_value
from soloist.games import find_game
from soloist.i18n import PSEUDO, in_language, translator
from soloist.i18n.terms import renamed, renamed_phrase, term_id

ENGLISH = translator("en")
PSEUDO_TRANSLATOR = translator(PSEUDO)
MOVES = KeptEvent("person", "You resolve it as if you had stopped on a {space} space.",
                  {"space": "Hot Spring"})
SAID = "[Ýóú ŕéšóĺvé íţ àš íf ýóú ĥàđ šţóppéđ óñ à ]"


@pytest.mark.parametrize("game", GAMES)
def test_every_term_of_a_game_has_its_english_message(game: str) -> None:
    terms = find_game(game).terms()
    assert terms, f"{game} declares no term"
    assert len(set(terms)) == len(terms)
    for term in terms:
        assert re.fullmatch(r"[a-z0-9]+-term-[a-z0-9-]*[0-9a-f]{8}", term_id(term, game))
        assert ENGLISH.term(term, game) == term
        assert PSEUDO_TRANSLATOR.term(term, game) == f"[{PSEUDO_TRANSLATOR.term(term, game)[1:-1]}]"


def test_a_field_that_is_a_term_is_said_in_the_language() -> None:
    assert PSEUDO_TRANSLATOR.kept(MOVES) == SAID + "Hot Spring[ špàçé.]"  # no game: as it is
    assert PSEUDO_TRANSLATOR.kept(MOVES, game="tokaido") == SAID + "[Ĥóţ Špŕíñĝ][ špàçé.]"
    # A term of another game is not one of this game's.
    assert PSEUDO_TRANSLATOR.kept(MOVES, game="revive") == SAID + "Hot Spring[ špàçé.]"


def test_only_a_whole_term_or_a_list_of_terms_is_a_term() -> None:
    words = {"Sea": "Mer", "Hot Spring": "Source chaude"}
    assert said_value("Sea", words.get) == "Mer"
    assert said_value("Hot Spring, Sea", words.get) == "Source chaude, Mer"
    assert said_value("Sea Panorama card", words.get) == "Sea Panorama card"
    assert said_value("Sea, Kyoto", words.get) == "Sea, Kyoto"  # one item is no term here
    assert said_value(3, words.get) == 3
    assert said_value("", words.get) == ""


def test_the_persons_word_wins_over_the_catalogs_in_every_language() -> None:
    words = {"Hot Spring": "Source chaude"}
    english = "You resolve it as if you had stopped on a Source chaude space."
    assert renamed(MOVES, words).text == english
    assert ENGLISH.kept(MOVES, game="tokaido", words=words) == english
    assert PSEUDO_TRANSLATOR.kept(MOVES, game="tokaido", words=words) == \
        SAID + "Source chaude[ špàçé.]"
    question = phrase("Which {space} card do you take?", space="Hot Spring")
    assert renamed_phrase(question, words) == "Which Source chaude card do you take?"
    assert renamed_phrase(question, {}) is question


@pytest.mark.parametrize("game", GAMES)
def test_english_with_terms_is_byte_identical(game: str) -> None:
    for event in played_events(game)[:400]:
        assert ENGLISH.event(event, game=game) == event.text
        assert renamed(keep(event), {}).text == event.text
    assert in_language("en", phrase("{space}", space="Sea")) == "Sea"
