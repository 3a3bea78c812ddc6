"""The values a game composes for its log's fields are phrases too (issue 32): a seeded game
read in the pseudo-language en-XA, its terms said as the game's, leaves no English word
outside a bracket but the few printed names and notes each game names here (its
allowance, kept small and named)."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from played_logs import played_events

from soloist.engine.log import Event
from soloist.engine.phrase import phrase
from soloist.i18n import PSEUDO, translator

PSEUDO_TRANSLATOR = translator(PSEUDO)
BRACKETED = re.compile(r"\[[^\]]*\]")
ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")


def tokaido_allowance() -> tuple[str, ...]:
    """The person's name as the log gives it, "You" (each language's messages choose the
    sentence by a selector on it: German "[You] Du hast"), and the assumption notes of the
    data files (``assumption = "…"`` in data/base-game.toml and
    data/assumed-automa-cards.toml: English text of the data, shown once at setup)."""
    from soloist.games.tokaido.automa_cards import assumed_cards
    from soloist.games.tokaido.cards import load_base_game

    return ("You", *load_base_game().assumptions, str(assumed_cards().assumption))


def nothing_allowed() -> tuple[str, ...]:
    return ()


ALLOWANCES: dict[str, Callable[[], tuple[str, ...]]] = {
    "tokaido": tokaido_allowance,
    "fantastic-factories": nothing_allowed,
}


def english_left(text: str, allowed: tuple[str, ...]) -> list[str]:
    """The English words of `text` outside a bracket and outside the `allowed` texts."""
    outside = BRACKETED.sub(" ", text)
    for allowed_text in sorted(allowed, key=len, reverse=True):
        outside = re.sub(rf"(?<!\w){re.escape(allowed_text)}(?!\w)", " ", outside)
    return ENGLISH_WORD.findall(outside)


@pytest.mark.parametrize("game", sorted(ALLOWANCES))
def test_a_played_game_in_the_pseudo_language_leaves_only_its_allowance_english(
        game: str) -> None:
    allowed = ALLOWANCES[game]()
    for event in played_events(game):
        text = PSEUDO_TRANSLATOR.event(event, game=game)
        assert english_left(text, allowed) == [], (event.template, text)


def test_a_translation_that_chooses_by_the_english_value_still_does_for_a_phrase() -> None:
    """French chooses the market row by its English value (``[blueprints] Plans``); the
    value is a phrase said in French, and the choice still holds."""
    french = translator("fr")
    refreshed = "You pay 1 {paying} to discard the 4 market {row}."
    for row, said in (("blueprints", "Plans"), ("contractors", "Prestataires")):
        event = Event("person", refreshed, (("paying", "energy"), ("row", phrase(row))))
        assert french.event(event, game="fantastic-factories") == (
            f"Vous payez 1 énergie pour défausser les 4 {said} du marché.")


#: Marco Polo II's seeded games in en-XA: the share of words left English, measured at
#: 12.4 % (it was 43 % before its refusals, spaces, dice, gains, contracts and scoring were
#: phrases). What is left: the sample board's fictional city names (data/sample, e.g.
#: "Amberfield (fictional)"), and values still composed in code in gains.py (the source of
#: a gain: "Outpost tile in …", "Red letter B in the first column, beside …"), actions.py
#: (the die rolls' reasons: "it rolls 5", the external city card chosen) and the compared
#: contracts list.
MARCO_POLO_2_MOST_ENGLISH = 0.13


def test_marco_polo_2_in_the_pseudo_language_leaves_less_english_than_measured() -> None:
    english = words = 0
    for event in played_events("marco-polo-2"):
        text = PSEUDO_TRANSLATOR.event(event, game="marco-polo-2")
        english += len(english_left(text, ()))
        words += len(re.findall(r"\w{2,}", text))
    assert english / words < MARCO_POLO_2_MOST_ENGLISH
