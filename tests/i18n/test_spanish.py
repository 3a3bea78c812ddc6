"""Spanish (issue 32): its words chosen by the number or the value the code gives, a field
that is a term read as the Spanish glossary's word, Fantastic Factories' questions, and a
balance report in Spanish. What every language does alike (every line of played games, the
terms kept in English): test_each_language.py."""

from __future__ import annotations

import re
from html import unescape

from lab_toy import DUEL

from soloist.engine.log import KeptEvent
from soloist.engine.phrase import phrase
from soloist.i18n import in_language, translator
from soloist.sim import runner
from soloist.sim.balance_report import RunInfo, render_runs

SPANISH = translator("es")


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


def test_a_field_that_is_a_term_reads_as_the_glossarys_word() -> None:
    moves = KeptEvent("person", "You resolve it as if you had stopped on a {space} space.",
                      {"space": "Hot Spring"})
    assert SPANISH.kept(moves, game="tokaido") == (
        "La resuelves como si te hubieras detenido en un espacio de Aguas termales.")
    assert SPANISH.term("Golem", "fantastic-factories") == "Golem"  # no public source
    assert SPANISH.term("energy", "fantastic-factories") == "energía"
    assert SPANISH.term('Books "LEV 0"', "marco-polo-2") == "Libros «LEV 0»"
    assert SPANISH.term("large location", "revive") == "ubicación grande"


def test_fantastic_factories_asks_in_spanish() -> None:
    question = phrase("Round {round}: after your work phase, did you trigger the end of the "
                      "game (12 or more goods, or 10 or more buildings in your compound)?",
                      round=4)
    assert in_language("es", question).startswith("Ronda 4: después de tu fase de trabajo")


def test_a_balance_report_reads_in_spanish() -> None:
    plan = runner.make_plan(DUEL, games=20, seed=3, levels="all")
    info = RunInfo("soloist report duel", "soloist report duel", "1 proceso", 0.1)
    page = render_runs([(plan, runner.run(plan, workers=1))], DUEL, info, None, language="es")
    text = unescape(re.sub(r"<[^>]+>", " ", re.sub(r"<style>.*?</style>", "", page,
                                                   flags=re.S)))
    for words in ("Informe de equilibrio", "Comprobación de la escalera", "Tasa de victorias",
                  "Parámetros", "Método", "IC del 95\u00a0%", "partidas"):
        assert words in text, words
    for english in ("Balance report", "Ladder check", "Win rate", "Parameters", "95% CI"):
        assert english not in text, english
