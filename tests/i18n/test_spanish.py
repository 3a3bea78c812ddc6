"""Spanish (issue 32): the automa's log of each game translated so far covers every line of
played games, chooses its plurals by the number, and only the games still to come are missing."""

from __future__ import annotations

import pytest
from played_logs import played_events

from soloist.engine.log import keep
from soloist.i18n import translator
from soloist.i18n.check import completeness
from soloist.i18n.templates import template_hash

#: The games whose log is complete in Spanish, and the files still missing.
SPANISH_GAMES = ("tokaido", "revive")
STILL_ENGLISH = {"log-marco-polo-2.ftl"}


def test_spanish_lacks_only_the_games_still_to_translate() -> None:
    missing = completeness("es").missing
    assert {english_file for english_file, _ in missing} == STILL_ENGLISH


@pytest.mark.parametrize("game", SPANISH_GAMES)
def test_every_line_of_played_games_reads_in_spanish(game: str) -> None:
    spanish = translator("es")
    for event in played_events(game):
        kept = keep(event)
        said = spanish.own(spanish.log_ids[template_hash(event.template)], **kept.fields)
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
