"""Spanish (issue 32): the automa's log of every game is complete, covers every line of played
games, and chooses its words by the number or the value the code gives."""

from __future__ import annotations

import pytest
from played_logs import played_events

from soloist.engine.log import keep
from soloist.engine.phrase import Phrase
from soloist.i18n import translator
from soloist.i18n.templates import template_hash

#: The games whose log the Spanish catalog covers (Fantastic Factories: test_translations.py).
SPANISH_GAMES = ("tokaido", "revive", "marco-polo-2")


@pytest.mark.parametrize("game", SPANISH_GAMES)
def test_every_line_of_played_games_reads_in_spanish(game: str) -> None:
    spanish = translator("es")
    for event in played_events(game):
        kept = keep(event)
        # A field the game composed as a phrase is said in the language too.
        fields = {name: spanish.said(value) if isinstance(value, Phrase) else value
                  for name, value in kept.fields.items()}
        said = spanish.own(spanish.log_ids[template_hash(event.template)], **fields)
        assert said is not None, event.template
        assert said == spanish.event(event)


def test_tokaido_chooses_the_plural_by_the_number() -> None:
    spanish = translator("es")
    bought = "tk-you-buy-cards-for-paid-coins-cf5caa01"
    assert spanish.message(bought, cards="Washi", paid=1, coins=1) == (
        "Compras Washi por 1 moneda (te queda 1).")
    assert spanish.message(bought, cards="Washi", paid=3, coins=0) == (
        "Compras Washi por 3 monedas (te quedan 0).")


def test_revive_names_a_colour_and_a_size_in_spanish_or_as_the_code_gives_them() -> None:
    spanish = translator("es")
    removed = "rv-article-colour-major-artifact-is-removed-5bfda78f"
    assert spanish.message(removed, article="a", colour="purple") == (
        "Se retira del tablero principal un artefacto mayor morado.")
    assert spanish.message(removed, article="a", colour="mauve") == (
        "Se retira del tablero principal un artefacto mayor mauve.")
    placed = "rv-place-a-size-mautoma-building-on-5d01d093"
    assert spanish.message(placed, size="large", where="B4") == (
        "Coloca un edificio grande del Mautoma en B4.")


def test_marco_polo_2_says_who_plays_first_by_the_english_verb_s_ending() -> None:
    spanish = translator("es")
    first = "mp2-who-play-s-first-c08bbf14"
    assert spanish.message(first, who="The Automa", s="s") == "Empieza el Automa."
    assert spanish.message(first, who="You", s="") == "Empiezas tú."
    drawn = "mp2-first-player-chosen-at-random-who-7eaaf776"
    assert spanish.message(drawn, who="you") == "Jugador inicial, elegido al azar: tú."
    assert spanish.message(drawn, who="the Automa") == (
        "Jugador inicial, elegido al azar: el Automa.")
