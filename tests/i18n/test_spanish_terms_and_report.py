"""Spanish (issue 32): each game's terms, the reports' words and Fantastic Factories'
questions. A printed name that no public source confirms is kept in English and says so
above its message; a field that is a term reads as the Spanish glossary's word; a balance
report reads in Spanish."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

import pytest
from lab_toy import DUEL
from played_logs import GAMES

import soloist.i18n
from soloist.engine.log import KeptEvent
from soloist.engine.phrase import phrase
from soloist.games import find_game
from soloist.i18n import in_language, translator
from soloist.i18n.catalog import files
from soloist.i18n.terms import term_id
from soloist.sim import runner
from soloist.sim.balance_report import RunInfo, render_runs

SPANISH = translator("es")
CATALOG = Path(soloist.i18n.__file__).parent / "es"
KEPT = "# not confirmed from a public source: the printed name kept in English"


@pytest.mark.parametrize("game", GAMES)
def test_a_term_said_as_in_english_says_why_above_its_message(game: str) -> None:
    terms = next(found for found in files("es") if found.name == f"terms-{game}.ftl")
    lines = terms.text.splitlines()
    kept = 0
    for term in find_game(game).terms():
        if SPANISH.term(term, game) != term:
            continue
        above = lines[lines.index(f"{term_id(term, game)} = {term}") - 1]
        assert above == KEPT or above.startswith("# the same"), term
        kept += above == KEPT
    # Each kept printed name is in the glossary, marked the same way.
    glossary = next(CATALOG.glob(f"glossary-{game}.md")).read_text(encoding="utf-8")
    assert (KEPT[2:] in glossary) == (kept > 0)


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
