"""French (issue 32): the automa's log of every game it has, read with real values; the
plural and the words chosen by the value; and that French lacks no line of the log; the
games' printed names as French terms (a name no public source gives in French kept in
English); and the reports' words."""

from __future__ import annotations

import pytest
from played_logs import played_events

from soloist.engine.log import keep
from soloist.engine.phrase import Phrase, phrase
from soloist.i18n import translator
from soloist.i18n.templates import template_hash

#: The games whose log French has in full (Fantastic Factories': test_translations.py).
FRENCH_GAMES = ("tokaido", "revive", "marco-polo-2")


@pytest.mark.parametrize("game", FRENCH_GAMES)
def test_every_line_of_played_games_reads_in_french(game: str) -> None:
    french = translator("fr")
    events = played_events(game)
    own = 0
    for event in events:
        kept = keep(event)
        # A field the game composed as a phrase is said in the language too.
        fields = {name: french.said(value) if isinstance(value, Phrase) else value
                  for name, value in kept.fields.items()}
        said = french.own(french.log_ids[template_hash(event.template)], **fields)
        assert said is not None, event.template
        assert said == french.event(event)
        own += said != event.text
    assert own > len(events) * 0.9


def test_french_chooses_the_words_by_the_value() -> None:
    french = translator("fr")
    first = "mp2-who-play-s-first-c08bbf14"
    assert french.message(first, who="You", s="") == "Vous jouez en premier."
    assert french.message(first, who="The Automa", s="s") == "L'Automa joue en premier."
    removed = "rv-article-colour-major-artifact-is-removed-5bfda78f"
    assert french.message(removed, article="An", colour="orange") == (
        "Un artefact majeur orange est retiré du plateau principal.")
    assert french.message(removed, article="A", colour="purple") == (
        "Un artefact majeur violet est retiré du plateau principal.")
    ran_out = "mp2-the-automa-deck-has-run-out-28d55737"
    assert french.message(ran_out, left=1, dice="die").endswith("avec 1 dé inutilisé.")
    assert french.message(ran_out, left=2, dice="dice").endswith("avec 2 dés inutilisés.")


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


def test_french_says_the_printed_names_of_its_edition() -> None:
    french = translator("fr")
    assert french.term("Hot Spring", "tokaido") == "Source chaude"
    assert french.term("Sea Panorama card", "tokaido") == "carte Panorama Mer"
    assert french.term("Electrician", "fantastic-factories") == "Électricien"
    assert french.term("Khan's Favor", "marco-polo-2") == "Faveur du Khan"
    assert french.term("large location", "revive") == "grand lieu"
    # No public source gives these in French: the printed name stays English.
    assert french.term("Miner", "fantastic-factories") == "Miner"
    assert french.term("Hiroshige the artist", "tokaido") == "Hiroshige the artist"


def test_a_word_that_comes_as_a_french_term_still_agrees() -> None:
    french = translator("fr")
    green = french.term("green", "revive")
    removed = "rv-1-remove-article-colour-major-artifact-01049359"
    assert french.message(removed, article="A", colour=green, position=9, otherwise="") == (
        "1. Retirez un artefact majeur vert : la position 9 est verte.")
    pay = "ff-you-pay-1-paying-to-discard-6ef88f29"
    energy = french.term("energy", "fantastic-factories")
    assert french.message(pay, paying=energy, row="blueprints") == (
        "Vous payez 1 énergie pour défausser les 4 Plans du marché.")
    assert french.message(pay, paying="metal", row="contractors") == (
        "Vous payez 1 métal pour défausser les 4 Prestataires du marché.")


def test_the_reports_words_in_french() -> None:
    french = translator("fr")
    assert french.text(phrase("Ladder check")) == "Contrôle de l'échelle"
    measure = phrase("the automa's score")
    assert french.text(phrase("change of {measure}", measure=measure)) == (
        "variation (le score de l'automa)")
    one = phrase("{count} anomaly in the ladder of {levels}:", count=1, levels=phrase("levels"))
    assert french.text(one) == "1 anomalie dans l'échelle des niveaux :"
