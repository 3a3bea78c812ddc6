"""Which language a terminal asks for (LC_ALL, LC_MESSAGES, LANG), and the words for whose
step a log line is, in the catalog as the terminal and pages write them in English."""

from __future__ import annotations

import pytest
from played_logs import GAMES, played_events

from soloist.i18n import (
    ENGLISH,
    PSEUDO,
    UnknownLanguage,
    known_language,
    language_from_environment,
    translator,
)
from soloist.play.actors import ACTORS


@pytest.mark.parametrize(("environ", "language"), [
    ({}, ENGLISH),
    ({"LANG": "C.UTF-8"}, ENGLISH),
    ({"LANG": "POSIX"}, ENGLISH),
    ({"LANG": "en_GB.UTF-8"}, ENGLISH),
    ({"LANG": "sw_KE.UTF-8"}, ENGLISH),  # a language Soloist has not
    ({"LANG": "en_XA.UTF-8"}, PSEUDO),
    ({"LANG": "en-xa"}, PSEUDO),
    ({"LANG": "en_XA", "LC_MESSAGES": "C"}, ENGLISH),
    ({"LANG": "C", "LC_MESSAGES": "en_XA.UTF-8@euro"}, PSEUDO),
    ({"LC_ALL": "en_XA", "LC_MESSAGES": "C", "LANG": "C"}, PSEUDO),
    ({"LC_ALL": "", "LANG": "en_XA"}, PSEUDO),  # an empty variable counts as unset
])
def test_the_terminal_language_is_the_first_of_lc_all_lc_messages_lang(
        environ: dict[str, str], language: str) -> None:
    assert language_from_environment(environ) == language


def test_a_language_is_known_however_it_is_written_or_refused() -> None:
    assert known_language("EN_xa") == PSEUDO
    with pytest.raises(UnknownLanguage, match="no messages in 'xx'"):
        known_language("xx")
    with pytest.raises(UnknownLanguage):
        translator("xx")


def test_every_actor_of_a_played_game_has_its_english_word_in_the_catalog() -> None:
    english = translator(ENGLISH)
    actors = {event.actor for game in GAMES for event in played_events(game)}
    for actor in actors | set(ACTORS):
        word = ACTORS.get(actor, (actor.capitalize(), ""))[0]
        assert english.message(f"actor-{actor}") == word
