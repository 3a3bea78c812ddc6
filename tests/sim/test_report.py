"""The HTML balance report: every section, self-contained, reproducible."""

from __future__ import annotations

import base64
import re
from pathlib import Path

from lab_toy import DUEL
from rich.console import Console

from soloist.games import find_game
from soloist.sim import runner
from soloist.sim.backends import LocalBackend
from soloist.sim.balance_report import RunInfo, render
from soloist.sim.lab import make_report, reproduce_command, run_plan

FF = find_game("fantastic-factories")
SECTIONS = ("summary", "ladder", "win-rate", "automa-score", "components", "game-length",
            "parameters", "reproduce", "method")


def images(html: str) -> list[bytes]:
    return [base64.b64decode(data)
            for data in re.findall(r'src="data:image/png;base64,([A-Za-z0-9+/=]+)"', html)]


def assert_self_contained(html: str) -> None:
    assert not re.search(r'(src|href)="(?!data:|#)', html), "a reference to another file"
    assert "<link" not in html and "<script" not in html


def test_a_fantastic_factories_report_has_every_section(tmp_path: Path) -> None:
    plan = runner.make_plan(FF, games=300, seed=11, levels="all")
    rows = runner.run(plan, workers=2)
    html = render(plan, FF, rows, RunInfo(
        command="soloist report fantastic-factories --seed 11 --games 300",
        invoked="soloist report fantastic-factories --seed 11 --games 300 -w 2",
        backend="2 local worker processes", seconds=1.5))
    for section in SECTIONS:
        assert f'id="{section}"' in html, section
    assert_self_contained(html)
    pictures = images(html)
    assert len(pictures) == 4 and all(p.startswith(b"\x89PNG") for p in pictures)
    text = re.sub(r"<[^>]+>", " ", html)
    for words in ("Easy (2 cards)", "Very Hard (5 cards; Insane)", "Machine score",
                  "Wilson", "McNemar", "machine_goods", "machine_monuments", "Rounds",
                  "soloist report fantastic-factories --seed 11 --games 300",
                  "takes the left-most market blueprint", "Run id", plan.run_id):
        assert words in text, words
    assert "The difficulty levels are strictly ordered by the stand-in&#39;s win rate" in html
    # each finding says its kind in words, not by its colour alone
    assert html.count('<div class="finding ok"><strong>✓ In order:</strong>') >= 2


def test_a_report_by_character_checks_each_characters_ladder() -> None:
    plan = runner.make_plan(DUEL, games=200, seed=2, levels="all", axes={"character": "all"})
    html = render(plan, DUEL, runner.run(plan, workers=1), RunInfo("c", "c", "1 local", 0.2))
    for section in SECTIONS:
        assert f'id="{section}"' in html, section
    assert "<h3>character careful</h3>" in html and "<h3>character bold</h3>" in html
    assert '<h3 id="between">Between characters</h3>' in html
    assert "At level 3, the stand-in wins" in html and "McNemar&#39;s exact test" in html
    assert ">3, character bold<" in html
    assert_self_contained(html)


def test_a_run_to_a_precision_stops_when_every_cell_is_precise_enough() -> None:
    plan = runner.make_plan(FF, games=1, seed=4, levels=["easy", "very-hard"])
    outcome = run_plan(plan, backend=LocalBackend(2), results=None, precision=0.5,
                       column="machine_score", max_games=5000)
    assert outcome.worst_half_width is not None and outcome.worst_half_width <= 0.5
    assert 250 < outcome.plan.games < 1200
    assert outcome.report.played == len(outcome.rows) == 2 * outcome.plan.games
    again = run_plan(plan, backend=LocalBackend(1), results=None, precision=0.5,
                     column="machine_score", max_games=5000)
    assert again.plan.games == outcome.plan.games and again.rows == outcome.rows
    capped = run_plan(plan, backend=LocalBackend(1), results=None, precision=0.01,
                      column="machine_score", max_games=600)
    assert capped.plan.games == 600


def test_the_reproduce_command_names_every_choice_that_changes_a_figure() -> None:
    plan = runner.make_plan(DUEL, games=100, seed=77, levels=["1", "3"],
                            axes={"character": ["bold"]})
    command = reproduce_command(DUEL, plan, games=100, precision=None, max_games=200_000,
                                by=["character"], options={}, stand_in="random",
                                out="my report.html")
    assert command == ("soloist report duel --seed 77 --games 100 --level 1,3 --by character "
                       "--character bold --stand-in random --out 'my report.html'")
    everything = runner.make_plan(FF, games=10, seed=5, levels="all")
    assert reproduce_command(FF, everything, games=None, precision=0.25, max_games=200_000,
                             by=None, options={"cards": "my.toml"}, stand_in=None,
                             out="r.html") == (
        "soloist report fantastic-factories --seed 5 --precision 0.25 --difficulty all "
        "--cards my.toml --stand-in steady --out r.html")


def test_make_report_writes_the_file(tmp_path: Path) -> None:
    out = tmp_path / "duel.html"
    make_report(DUEL, Console(file=open(tmp_path / "log.txt", "w")),  # noqa: SIM115
                games=60, precision=None, max_games=1000, seed=3, workers=1, ray=None,
                stand_in=None, levels=None, axes={}, by=None, options={}, out=out,
                results=tmp_path / "duel.csv", quiet=False)
    html = out.read_text()
    assert 'id="ladder"' in html and "180 games, 60 per cell in 3 cells" in html
    assert "Wrote" in (tmp_path / "log.txt").read_text()


def test_a_game_with_no_stand_in_of_its_own_and_a_bare_summary_still_reports() -> None:
    from toy_game import GUESS  # no stand-ins, no automa score, no person_won

    plan = runner.make_plan(GUESS, games=40, seed=1, levels=["1", "2", "3"])
    assert plan.stand_in == "random"
    html = render(plan, GUESS, runner.run(plan, workers=1), RunInfo("c", "c", "1 local", 0.1))
    for section in ("summary", "ladder", "win-rate", "components", "game-length",
                    "parameters", "method"):
        assert f'id="{section}"' in html, section
    assert 'id="automa-score"' not in html
    assert "The results carry neither a meaningful win rate nor an automa score" in html
    # Neither wins nor an automa score: nothing is claimed about the ladder or a win rate.
    assert "are strictly ordered, every step significant" not in html
    assert "The rounds levels could not be checked" in html
    assert "so the report shows no win rate" in html and "<th>win rate</th>" not in html
    assert "<th>stand-in wins</th>" not in html
    assert_self_contained(html)
