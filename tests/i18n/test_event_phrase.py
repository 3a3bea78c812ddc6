"""A log event shown among phrases (`soloist decide`'s lines): `Event.phrase` is the event's
English text, byte for byte, and is said in a language as the log says the event itself,
a field read by its part ("{dice.description}") and a field that is a phrase included."""

from __future__ import annotations

import pytest

from soloist.engine.log import Log
from soloist.engine.phrase import Phrase
from soloist.games.fantastic_factories.cards import CardType
from soloist.games.fantastic_factories.machine import MachineDice
from soloist.i18n import in_game_language
from soloist.play.language import Words

GAME = "fantastic-factories"


def events() -> Log:
    log = Log()
    log.say("machine", "The Machine rolls {dice.description}.", dice=MachineDice(4, 2, 1, 6, 2))
    log.say("machine", "{colour} {die} {sign} {count} {kind.title} → no good", colour="red",
            die=4, sign=">", count=0, kind=CardType.TRAINING)
    log.say("table", "Refill the market from the decks.")
    return log


def test_an_events_phrase_is_its_english_text() -> None:
    for event in events():
        said = event.phrase
        assert isinstance(said, Phrase) and said == event.text
        assert said.template == event.template


@pytest.mark.parametrize("language", ["de", "fr", "en-XA"])
def test_an_events_phrase_is_said_as_the_log_says_the_event(language: str) -> None:
    words = Words(language).renaming(GAME, {})
    for event in events():
        shown = in_game_language(language, event.phrase, GAME)
        assert shown == words.text(event) and shown != event.text
