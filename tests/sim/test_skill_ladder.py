"""A report of several stand-ins on the same games: the skill ladder."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from lab_toy import DUEL
from rich.console import Console

from soloist.sim import runner
from soloist.sim.balance import analyse
from soloist.sim.balance_report import RunInfo, half_way, render_runs
from soloist.sim.lab import make_report, results_for, stand_ins_of


def test_stand_ins_are_a_comma_list_from_the_weakest_to_the_strongest() -> None:
    assert stand_ins_of(None) == [None]
    assert stand_ins_of("random, greedy,strong:400") == ["random", "greedy", "strong:400"]


def test_a_report_of_several_stand_ins_puts_them_side_by_side(tmp_path: Path) -> None:
    out = tmp_path / "duel.html"
    make_report(DUEL, Console(file=open(tmp_path / "log.txt", "w")),  # noqa: SIM115
                games=300, precision=None, max_games=1000, seed=3, workers=2, ray=None,
                stand_in="random,cautious", levels=None, axes={}, by=["none"], options={},
                out=out, results=tmp_path / "duel.csv", quiet=False)
    html = out.read_text()
    text = re.sub(r"<[^>]+>", " ", html)
    assert 'id="skill-ladder"' in html
    assert 'id="stand-in-random"' in html and 'id="stand-in-cautious"' in html
    assert 'id="ladder-random"' in html and 'id="ladder-cautious"' in html
    ids = Counter(re.findall(r'id="([^"]+)"', html))
    assert all(count == 1 for count in ids.values()), ids
    # each stand-in's win rate and margin at each level, the same games for each
    assert "wins (95% CI)" in html and "margin" in text
    assert text.count("random:") >= 1 and "cautious:" in text
    assert re.search(r"(wins about half its games|wins less than half its games|wins more "
                     r"than half its games)", text)
    assert re.search(r"(tells every step of the levels apart|it cannot tell apart)", text)
    assert "--stand-in random,cautious" in text
    log = (tmp_path / "log.txt").read_text()
    assert "with random" in log and "with cautious" in log
    assert (tmp_path / "duel.random.csv").exists() and (tmp_path / "duel.cautious.csv").exists()


def test_the_skill_ladder_says_where_each_stand_in_wins_about_half_its_games() -> None:
    plans = [runner.make_plan(DUEL, games=400, seed=9, levels="all", stand_in=name,
                              axes={"character": ["careful"]}) for name in ("random", "cautious")]
    runs = [(plan, runner.run(plan, workers=1)) for plan in plans]
    analyses = [analyse(plan, DUEL, rows) for plan, rows in runs]
    for analysis in analyses:
        rates = [cell.win.rate for cell in analysis.cells]
        sentence = half_way(analysis.cells, "level")
        if all(rate < 0.45 for rate in rates):
            assert sentence.startswith("wins less than half its games even at the easiest")
        elif all(rate > 0.55 for rate in rates):
            assert sentence.startswith("wins more than half its games even at the hardest")
        else:
            assert "about half" in sentence
    html = render_runs(runs, DUEL, RunInfo("c", "c", "1 local", 0.1))
    assert html.count("<h3>character careful</h3>") == 2  # each stand-in's own ladder check


def test_several_stand_ins_keep_their_games_in_a_file_each(tmp_path: Path) -> None:
    plan = runner.make_plan(DUEL, games=10, seed=1, stand_in="cautious")
    assert results_for(tmp_path / "r.csv", plan, several=False) == tmp_path / "r.csv"
    assert results_for(tmp_path / "r.csv", plan, several=True) == tmp_path / "r.cautious.csv"


def test_a_game_without_levels_has_a_skill_ladder_by_its_axis() -> None:
    """Revive has no levels: its skill ladder has a row per pair of "S" cards, says so, says
    what its margin is (the contest for the map), and draws the win rates by pair."""
    from soloist.games import find_game

    revive = find_game("revive")
    plans = [runner.make_plan(revive, games=4, seed=2, stand_in=name,
                              axes={"s_cards": ["1+2", "4+6"]}) for name in ("random", "greedy")]
    runs = [(plan, runner.run(plan, workers=1)) for plan in plans]
    html = render_runs(runs, revive, RunInfo("c", "c", "1 local", 0.1))
    section = html.split('<section id="skill-ladder">')[1].split("</section>")[0]
    text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", section))
    sentence = 'how often each wins with each value of the cards with an "S"'
    assert sentence in text.replace("&#34;", '"')
    assert "stand-in's points in the contest for the map minus the Mautoma's: its margin" \
        in text.replace("&#39;", "'")
    for pair in ("1+2", "4+6"):
        assert f" {pair} " in text
    assert text.count("%") >= 8  # a win rate and its interval per stand-in and pair
    assert re.search(r'<img alt="Each stand-in\S*s win rate with each value of the cards '
                     r'with an &#34;S&#34;', section)


def test_marco_polo_2_and_revive_have_a_skill_ladder_of_random_greedy_and_strong(
        tmp_path: Path) -> None:
    """`soloist report GAME --stand-in random,greedy,strong`: the ladder's table names the
    three stand-ins, with a win rate and its interval for each, in each game without a win
    rate before (Marco Polo II: by the caricature score; Revive: the contest for the map)."""
    from soloist.games import find_game

    for game, levels, axes, cell in (
            ("marco-polo-2", ["l2"], {"character": ["Navigator"]}, "L2 Navigator"),
            ("revive", None, {"s_cards": ["1+3"]}, "1+3")):
        out = tmp_path / f"{game}.html"
        make_report(find_game(game), Console(file=open(tmp_path / "log.txt", "w")),  # noqa: SIM115
                    games=2, precision=None, max_games=2, seed=4, workers=1, ray=None,
                    stand_in="random,greedy,strong:2", levels=levels, axes=axes,
                    by=None, options={}, out=out, results=None, quiet=True)
        html = out.read_text(encoding="utf-8")
        section = html.split('<section id="skill-ladder">')[1].split("</section>")[0]
        text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", section))
        assert "random greedy strong:2 wins (95% CI) margin wins (95% CI) margin wins " \
            "(95% CI) margin" in text, (game, text)
        row = text.split("(95% CI) margin")[-1]
        assert row.lstrip().startswith(cell), (game, row)
        # a win rate and its interval for each of the three stand-ins
        assert len(re.findall(r"\d+\.\d% \(\d+\.\d%–\d+\.\d%\)", row)) == 3, (game, row)
        assert "<img" in section
