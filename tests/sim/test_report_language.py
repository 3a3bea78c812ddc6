"""The balance and sensitivity reports in a language (issue 32): every word the report says
is a phrase of the catalog (en/report.ftl), so a report in the pseudo-language en-XA has no
English word outside a bracket but the names the game gives its fields (its title, its
options' and levels' names, its variants), and English is what it was. A shipped game's
columns' titles, stand-ins' descriptions and notes, and the rules that ran, are said too
(the toy game of these tests has no catalog: its own are allowed)."""

from __future__ import annotations

import re
import sys
from contextlib import suppress
from html import unescape
from pathlib import Path

from lab_toy import DUEL
from rich.console import Console

from soloist.engine.errors import OptionError
from soloist.engine.game import GameDefinition
from soloist.engine.variants import describe as describe_parts
from soloist.games import find_game
from soloist.i18n import ENGLISH, PSEUDO, translator
from soloist.i18n.templates import template_hash
from soloist.sim import runner
from soloist.sim.backends import LocalBackend
from soloist.sim.balance_report import RunInfo, render, render_runs
from soloist.sim.lab import make_report
from soloist.sim.runner import Plan, notes_of
from soloist.sim.sensitivity import make_plans
from soloist.sim.sensitivity_report import Outcome, run_study
from soloist.sim.sensitivity_report import render as render_sensitivity
from soloist.sim.stand_ins import describe
from soloist.sim.target import read_target
from soloist.sim.words import report_phrases

FF = find_game("fantastic-factories")
INFO = RunInfo("soloist report duel", "soloist report duel", "1 local worker process", 0.1)
BRACKETED = re.compile(r"\[[^\]]*\]")
ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")
#: The command's flags a report names (as a person types them, in every language).
FLAGS = ("--games", "--variant")


def words_of(*texts: object) -> set[str]:
    return {word.lower() for text in texts for word in ENGLISH_WORD.findall(str(text))}


def field_words(definition: GameDefinition, plans: list[Plan]) -> set[str]:
    """Every word of the values a game gives a report's fields: its names, its columns'
    ids, options' and levels' titles and labels (and, for the toy game, whose words are
    no catalog's, its columns' titles, its stand-ins' descriptions and its notes); and
    the run's own (its command, backend, run ids, the platform, the time zone of its
    time)."""
    toy = definition is DUEL
    texts: list[object] = [definition.title, definition.name, INFO.backend,
                           INFO.command, sys.platform, "UTC", *FLAGS,
                           *definition.simulation_columns]
    if toy:
        texts += definition.simulation_columns.values()
    for spec in definition.options:
        texts += [spec.name, spec.title]
        with suppress(OptionError):
            texts += [spec.label_of(value) for value in spec.all_values()]
    for plan in plans:
        texts += [key for row in runner.trial(plan) for key in row]  # the results' columns
        texts += [plan.stand_in, plan.run_id, *plan.levels]
        if toy:
            texts += [describe(definition, plan.stand_in, plan.stand_in_source),
                      *notes_of(plan, definition)]
        texts += [value for _, values in plan.axes for value in values]
        for cell in plan.cells():
            options = definition.parse_options(plan.options_for(cell))
            texts += describe_parts(definition.automa_parts(options))
    return words_of(*texts)


def english_outside_brackets(page: str) -> set[str]:
    """The English words of a page that are not in a bracket (its styles, figures' data
    and command lines aside)."""
    text = re.sub(r"<style>.*?</style>|<pre>.*?</pre>", " ", page, flags=re.S)
    text = re.sub(r'src="[^"]*"', " ", text)
    text = unescape(re.sub(r"<[^>]+>", " ", text))
    return words_of(BRACKETED.sub(" ", text))


def test_every_phrase_of_the_reports_has_its_english_message() -> None:
    found = report_phrases()
    assert "Ladder check" in found.templates and "Summary" in found.templates
    english = translator(ENGLISH)
    missing = [template for template in found.templates
               if template_hash(template) not in english.log_ids]
    assert missing == [], "run scripts/add-log-messages.py"
    assert len(found.templates) > 200


def test_a_balance_report_in_the_pseudo_language_says_only_the_games_words_in_english(
        tmp_path: Path) -> None:
    target = tmp_path / "target.toml"
    target.write_text("[random]\n1 = 0.6\n2 = 0.5\n3 = 0.3\n[cautious]\n2 = 0.5\n")
    plans = [runner.make_plan(DUEL, games=60, seed=9, levels="all", stand_in=name,
                              axes={"character": "all"}) for name in ("random", "cautious")]
    runs = [(plan, runner.run(plan, workers=1)) for plan in plans]
    wished = read_target(target, DUEL)
    page = render_runs(runs, DUEL, INFO, wished, language=PSEUDO)
    assert '<html lang="en-XA">' in page and "[Šķíĺĺ ĺàđđéŕ]" in page
    left = english_outside_brackets(page) - field_words(DUEL, plans) - words_of(target)
    assert left == set()
    # English: the same report as without a language, byte for byte but its time.
    english = render_runs(runs, DUEL, INFO, wished, language=ENGLISH)
    assert re.sub(r"\d\d:\d\d UTC", "", english) == re.sub(
        r"\d\d:\d\d UTC", "", render_runs(runs, DUEL, INFO, wished))
    assert "[" not in re.sub(r"<style>.*?</style>", "", english, flags=re.S)


def test_a_fantastic_factories_report_in_the_pseudo_language() -> None:
    plan = runner.make_plan(FF, games=30, seed=11, levels="all")
    page = render(plan, FF, runner.run(plan, workers=1), INFO, language=PSEUDO)
    assert english_outside_brackets(page) - field_words(FF, [plan]) == set()


def test_a_sensitivity_report_in_the_pseudo_language() -> None:
    plans = make_plans(FF, games=8, seed=5, levels=None, options={}, stand_ins=["greedy"],
                       variants=["work phase lower only", "monument bonus 0"])
    outcomes: list[Outcome] = run_study(FF, plans, backend=LocalBackend(1), results=None)
    info = {"backend": INFO.backend, "seconds": 1.0, "command": INFO.command,
            "invoked": INFO.command}
    page = render_sensitivity(FF, outcomes, info, PSEUDO)
    kinds = [effect.kind for outcome in outcomes for effect in outcome.panel.effects]
    assert english_outside_brackets(page) - field_words(FF, plans) - words_of(*kinds) == set()


def test_what_soloist_report_prints_is_in_its_language(tmp_path: Path) -> None:
    console = Console(record=True, width=200)
    make_report(DUEL, console, games=20, precision=None, max_games=20, seed=1, workers=1,
                ray=None, stand_in=None, levels=None, axes={}, by=None, options={},
                out=tmp_path / "r.html", results=None, quiet=False, language=PSEUDO)
    printed = console.export_text()
    assert "[Ŵŕóţé " in printed
    plan = runner.make_plan(DUEL, games=20, seed=1, levels="all")
    assert words_of(BRACKETED.sub(" ", printed)) - field_words(DUEL, [plan]) - words_of(
        tmp_path / "r.html", "local worker processes") == set()
