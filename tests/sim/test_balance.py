"""The balance report's statistics: Wilson intervals, paired comparisons, the ladder check."""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import replace
from typing import ClassVar

import pytest
from lab_toy import DUEL

from soloist.sim import runner
from soloist.sim.balance import analyse, roles_for
from soloist.sim.stats import compare_means, compare_rates, wilson


def test_wilson_intervals_match_the_textbook() -> None:
    # Wilson (1927); values as tabulated by Newcombe (1998), Statistics in Medicine 17.
    assert wilson(0, 10).low == 0.0 and math.isclose(wilson(0, 10).high, 0.2775, abs_tol=1e-4)
    half = wilson(5, 10)
    assert math.isclose(half.low, 0.2366, abs_tol=1e-4)
    assert math.isclose(half.high, 0.7634, abs_tol=1e-4)
    assert math.isclose(wilson(81, 263).low, 0.2553, abs_tol=1e-4)
    assert math.isclose(wilson(81, 263).high, 0.3662, abs_tol=1e-4)
    assert wilson(10, 10).high == 1.0 and wilson(10, 10).rate == 1.0


def test_paired_rates_use_mcnemars_exact_test_on_the_games_that_changed() -> None:
    a = [1] * 30 + [0] * 70
    b = [0] * 12 + [1] * 18 + [1] * 2 + [0] * 68  # 12 wins lost, 2 gained
    comparison = compare_rates(a, b, paired=True)
    assert comparison.test == "McNemar's exact test"
    assert math.isclose(comparison.difference, -0.10)
    assert math.isclose(comparison.p_value, 0.012939453125)  # binomial(2; 14, ½), two-sided
    unpaired = compare_rates(a, b, paired=False)
    assert unpaired.test == "two-proportion z-test" and unpaired.p_value > comparison.p_value


def test_paired_means_use_the_paired_t_test() -> None:
    a = [10.0, 12.0, 9.0, 11.0, 13.0]
    b = [11.0, 13.5, 9.5, 12.0, 14.0]
    comparison = compare_means(a, b, paired=True)
    assert math.isclose(comparison.difference, 1.0)
    # d = 1, 1.5, 0.5, 1, 1: sd 0.3536, t = 6.32 with 4 df
    assert math.isclose(comparison.p_value, 0.0032, abs_tol=2e-4)
    assert compare_means(a, a, paired=True).p_value == 1.0


def rows_for(wins: dict[str, list[int]], scores: dict[str, list[float]]) -> list[dict[str, object]]:
    rows = []
    for level in wins:
        for game, (won, score) in enumerate(zip(wins[level], scores[level], strict=True)):
            rows.append({"level": level, "character": "careful", "game": game, "seed": game,
                         "automa_score": score, "person_won": won, "turns": 3,
                         "outcome": "win" if won else "loss"})
    return rows


def ladder_of(wins: dict[str, list[int]], scores: dict[str, list[float]]) -> list[str]:
    plan = runner.make_plan(DUEL, games=len(next(iter(wins.values()))), seed=1,
                            levels=list(wins), axes={"character": ["careful"]})
    analysis = analyse(plan, DUEL, rows_for(wins, scores))  # type: ignore[arg-type]
    (ladder,) = analysis.ladders
    return [f"{finding.severity}: {finding.text}" for finding in ladder.findings]


def test_a_well_ordered_ladder_is_confirmed() -> None:
    n = 200
    wins = {"1": [1] * 120 + [0] * 80, "2": [1] * 80 + [0] * 120, "3": [1] * 40 + [0] * 160}
    scores = {"1": [20.0 + i % 5 for i in range(n)], "2": [22.0 + i % 5 for i in range(n)],
              "3": [24.0 + i % 5 for i in range(n)]}
    findings = ladder_of(wins, scores)
    assert findings[0].startswith("ok: The levels are strictly ordered by the stand-in's win "
                                  "rate: 1 60.0% > 2 40.0% > 3 20.0%")
    assert findings[1].startswith("ok: The levels are strictly ordered by the automa's score: "
                                  "1 22.00 < 2 24.00 < 3 26.00")


def test_levels_too_close_or_inverted_are_flagged_in_words() -> None:
    wins = {"1": [1] * 50 + [0] * 150, "2": [1] * 52 + [0] * 148, "3": [1] * 120 + [0] * 80}
    scores = {"1": [20.0] * 200, "2": [20.0] * 200, "3": [19.0] * 200}
    findings = ladder_of(wins, scores)
    assert any(f.startswith("anomaly: 1 and 2 cannot be "
                            "told apart by the stand-in's win rate: 25.0% vs 26.0%")
               for f in findings)
    assert any(f.startswith("anomaly: Inverted step: the stand-in wins more often at 3 than "
                            "at the easier 2: 26.0% vs 60.0%")
               for f in findings)
    assert any("cannot be told apart by the automa's score: 20.00 vs 20.00" in f
               for f in findings)
    assert any(f.startswith("anomaly: Inverted step: the automa scores less at 3")
               for f in findings)


def test_uneven_steps_and_unwinnable_levels_are_noted() -> None:
    wins = {"1": [1] * 190 + [0] * 10, "2": [1] * 170 + [0] * 30, "3": [0] * 200}
    scores = {"1": [float(i % 7) for i in range(200)], "2": [1.0 + i % 7 for i in range(200)],
              "3": [2.0 + i % 7 for i in range(200)]}
    findings = ladder_of(wins, scores)
    assert any(f.startswith("note: Uneven steps: 2 → 3 "
                            "is 85.0 points of win rate, 8.5 times") for f in findings)
    assert any(f.startswith("note: At 3 the stand-in never wins (0 of 200)")
               for f in findings)


def test_one_level_only_has_no_ladder() -> None:
    plan = runner.make_plan(DUEL, games=30, seed=1, levels=["2"], axes={})
    analysis = analyse(plan, DUEL, runner.run(plan, workers=1))
    assert analysis.ladders[0].findings[0].text.startswith(
        "Only one of the levels was simulated")


def test_roles_come_from_the_definition_or_the_column_names() -> None:
    plan = runner.make_plan(DUEL, games=5, seed=1)
    rows = runner.run(plan, workers=1)
    roles = roles_for(DUEL, rows, ("level", "game", "seed"))
    assert (roles.automa_score, roles.person_score, roles.length) == (
        "automa_score", "person_score", "turns")
    assert roles.numeric[:3] == ("automa_score", "person_won", "turns")  # declared first
    assert set(roles.components) == {"automa_score", "turns", "automa_dice", "person_score",
                                     "bet"}


@pytest.mark.parametrize("games", [400])
def test_the_toy_ladder_is_checked_per_character(games: int) -> None:
    plan = runner.make_plan(DUEL, games=games, seed=9, levels="all", axes={"character": "all"})
    analysis = analyse(plan, DUEL, runner.run(plan, workers=1))
    assert [ladder.group for ladder in analysis.ladders] == ["character careful",
                                                             "character bold"]
    assert [len(ladder.steps) for ladder in analysis.ladders] == [2, 2]
    assert all(cell.n == games for cell in analysis.cells)


def test_a_step_the_stand_in_never_wins_is_a_note_not_an_anomaly() -> None:
    # 0% at levels 2 and 3: the win rate says nothing about that step; the score does.
    wins = {"1": [1] * 60 + [0] * 140, "2": [0] * 200, "3": [0] * 200}
    scores = {"1": [20.0 + i % 5 for i in range(200)], "2": [22.0 + i % 5 for i in range(200)],
              "3": [24.0 + i % 5 for i in range(200)]}
    findings = ladder_of(wins, scores)
    assert findings[0] == ("note: The stand-in's win rate cannot check 2 → 3: it never wins at "
                           "both levels of that step (not one game). A stronger stand-in might "
                           "tell them apart.")
    assert "ok: Every other step is in order and significant by the stand-in's win rate." in \
        findings
    assert not any(f.startswith("anomaly") for f in findings)
    assert any(f.startswith("ok: The levels are strictly ordered by the automa's score")
               for f in findings)
    assert "note: At 2 and 3 the stand-in never wins (0 of 200 each): these levels say little " \
           "about players of this stand-in's strength." in findings


class MarginDuel(type(DUEL)):  # type: ignore[misc]
    """The duel with its ladder read from the stand-in's score, which falls."""

    ladder_column = ("person_score", "falls")
    simulation_columns: ClassVar[Mapping[str, str]] = {  # no person_won: no win rate
        "automa_score": "Automa score", "person_score": "Stand-in score", "turns": "Turns"}


def test_a_games_own_ladder_column_falling_and_no_win_rate() -> None:
    definition = MarginDuel()
    plan = runner.make_plan(definition, games=200, seed=1, levels=["1", "2"],
                            axes={"character": ["careful"]})
    rows = rows_for({"1": [1] * 200, "2": [1] * 200},
                    {"1": [30.0] * 200, "2": [30.0] * 200})
    for row in rows:  # the stand-in scores 3 less at level 2, in every game
        row["person_score"] = 10.0 + (row["game"] % 4) - (3 if row["level"] == "2" else 0)
    analysis = analyse(plan, definition, rows)  # type: ignore[arg-type]
    assert not analysis.roles.win and analysis.roles.measure == "person_score"
    assert all(cell.win.n == 0 for cell in analysis.cells)
    texts = [f.text for f in analysis.ladders[0].findings]
    assert texts[0].startswith("This game's simulation gives no meaningful win rate")
    assert texts[1].startswith("The levels are strictly ordered by the stand-in score: "
                               "1 11.50 > 2 8.50")
    rows_inverted = [{**row, "person_score": 20.0 - float(row["person_score"])} for row in rows]
    inverted = analyse(plan, definition, rows_inverted)  # type: ignore[arg-type]
    assert any(f.text.startswith("Inverted step: the stand-in score is higher at 2 than at "
                                 "the easier 1") for f in inverted.anomalies)


class SideBySideDuel(type(DUEL)):  # type: ignore[misc]
    """The duel with a sweep that is no difficulty ladder."""

    options = tuple(replace(spec, ladder=False) if spec.sweep else spec
                    for spec in DUEL.options)


def test_a_sweep_that_is_no_difficulty_has_no_ladder_check() -> None:
    definition = SideBySideDuel()
    plan = runner.make_plan(definition, games=50, seed=1, levels="all")
    analysis = analyse(plan, definition, runner.run(plan, workers=1))
    assert not analysis.is_ladder and analysis.ladders == [] and analysis.anomalies == []
    assert len(analysis.cells) == 3
