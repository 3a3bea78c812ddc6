"""French (issue 32): the automa's log of every game it has, read with real values; the
plural chosen by the number; and what French still lacks."""

from __future__ import annotations

import pytest
from played_logs import played_events

from soloist.engine.log import keep
from soloist.i18n import translator
from soloist.i18n.check import completeness
from soloist.i18n.templates import template_hash

#: The games whose log French has in full (Fantastic Factories': test_translations.py).
FRENCH_GAMES = ("tokaido", "revive")
#: The English files of the games French does not have yet.
FRENCH_LACKS = {"log-marco-polo-2.ftl"}


def test_french_lacks_only_the_games_not_yet_translated() -> None:
    assert {english_file for english_file, _ in completeness("fr").missing} == FRENCH_LACKS


@pytest.mark.parametrize("game", FRENCH_GAMES)
def test_every_line_of_played_games_reads_in_french(game: str) -> None:
    french = translator("fr")
    events = played_events(game)
    own = 0
    for event in events:
        kept = keep(event)
        said = french.own(french.log_ids[template_hash(event.template)], **kept.fields)
        assert said is not None, event.template
        assert said == french.event(event)
        own += said != event.text
    assert own > len(events) * 0.9


def test_french_tokaido_chooses_the_plural_by_the_number() -> None:
    french = translator("fr")
    donated = "tk-temple-name-donated-coins-coins-rank-ea667480"
    assert french.message(donated, name="Green", coins=1, rank=2, points=4) == (
        "Temple : Green a offert 1 pièce, rang 2 : 4 points.")
    assert french.message(donated, name="Green", coins=8, rank=1, points=1) == (
        "Temple : Green a offert 8 pièces, rang 1 : 1 point.")
    bought = "tk-you-buy-cards-for-paid-coins-cf5caa01"
    assert french.message(bought, cards="Koma (small object, 1)", paid=0, coins=3) == (
        "Vous achetez Koma (small object, 1) pour 0 pièce (il vous en reste 3).")
