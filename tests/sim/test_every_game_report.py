"""Every registered game's balance report renders sensibly, with the game's own declarations:
its levels from the easiest to the hardest (or side by side when they are no difficulty), a
win rate only where the stand-in's win means something, the game's assumption notes, and a
breakdown by its axis (Marco Polo II's character)."""

from __future__ import annotations

import re
from html import unescape

import pytest

from soloist.engine.game import GameDefinition
from soloist.games import all_games, find_game
from soloist.sim import runner
from soloist.sim.balance import analyse, win_is_meaningful
from soloist.sim.balance_report import RunInfo, notes_of, render

#: Few games per cell: enough for every section; Revive runs 16 cells of S-card pairs.
GAMES = {"revive": 12, "marco-polo-2": 60, "tokaido": 250, "fantastic-factories": 150}


def text_of(html: str) -> str:
    return unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)))


def default_report(definition: GameDefinition) -> tuple[runner.Plan, str]:
    """The report `soloist report GAME` makes by default: every level, the game's axes."""
    plan = runner.make_plan(definition, games=GAMES.get(definition.name, 60), seed=3,
                            levels="all",
                            axes={spec.name: "all" for spec in definition.axis_options})
    rows = runner.run(plan, workers=2)
    return plan, render(plan, definition, rows, RunInfo(
        command=f"soloist report {definition.name} --seed 3", invoked="the test",
        backend="2 local worker processes", seconds=1.0))


@pytest.mark.parametrize("definition", all_games(), ids=lambda d: d.name)
def test_every_games_report_follows_the_games_declarations(definition: GameDefinition) -> None:
    plan, html = default_report(definition)
    text = text_of(html)
    for section in ("summary", "ladder", "win-rate", "components", "parameters", "method"):
        assert f'id="{section}"' in html, section
    # The assumption notes, as `soloist simulate` prints them.
    for note in notes_of(plan, definition):
        assert f"Note: {note}" in text
    # A win rate only where the game's simulation makes it meaningful.
    if win_is_meaningful(definition):
        assert "stand-in wins" in text and "Wilson" in text
    else:
        assert "stand-in wins" not in text and "Not shown:" in text
    sweep = definition.sweep_option
    if sweep is None:
        # No levels at all (Revive): no ladder is claimed; each axis value is shown.
        assert "This game has no difficulty levels" in text and "Inverted" not in text
        assert "strictly ordered" not in text
        for spec in definition.axis_options:
            for value in spec.all_values():
                assert f" {value} " in text, value
        return
    # The levels in the order the game lists them, the easiest first.
    listed = [sweep.label_of(value) for value in sweep.all_values()]
    summary = text_of(html.split('<section id="summary">')[1].split("<table>")[1])
    positions = [summary.index(f" {label} ") for label in listed]
    assert positions == sorted(positions)
    if sweep.ladder:
        assert "Inverted step" not in text  # the game lists its levels the right way round
        assert "strictly ordered by" in text
    else:
        assert "are not difficulty levels" in text and "Inverted" not in text


def test_every_game_with_assumed_or_fictional_data_says_so_in_its_report() -> None:
    # Tokaido's assumed Automa cards; Marco Polo II's and Revive's FICTIONAL sample data.
    for name, words in (("tokaido", "an ASSUMPTION"), ("marco-polo-2", "is FICTIONAL"),
                        ("revive", "are FICTIONAL")):
        definition = find_game(name)
        plan = runner.make_plan(definition, games=1, seed=1, levels="all")
        assert any(words in note for note in notes_of(plan, definition)), name


def test_marco_polo_2s_report_runs_every_character_of_the_data() -> None:
    definition = find_game("marco-polo-2")
    plan = runner.make_plan(definition, games=40, seed=5, levels="all",
                            axes={"character": "all"})
    assert plan.axes == (("character", ("Navigator", "Trader")),)
    rows = runner.run(plan, workers=2)
    assert {(row["level"], row["character"]) for row in rows} == {
        (level, character) for level in ("l1", "l2", "l3")
        for character in ("Navigator", "Trader")}
    analysis = analyse(plan, definition, rows)
    assert [ladder.group for ladder in analysis.ladders] == ["character Navigator",
                                                             "character Trader"]
    # The occupier never wins (by its caricature score), so the win rate cannot compare the
    # characters: the automa's score does.
    assert analysis.has_wins and all(cell.win.rate == 0 for cell in analysis.cells)
    assert analysis.between and all("the automa's score is highest with character" in f.text
                                    for f in analysis.between)


def test_tokaidos_ladder_is_the_stand_ins_margin_which_falls() -> None:
    definition = find_game("tokaido")
    plan = runner.make_plan(definition, games=GAMES["tokaido"], seed=3, levels="all")
    analysis = analyse(plan, definition, runner.run(plan, workers=2))
    assert analysis.roles.automa_score == "automa_best_score"
    assert (analysis.roles.measure, analysis.roles.measure_rises) == ("margin", False)
    (ladder,) = analysis.ladders
    texts = [finding.text for finding in ladder.findings]
    assert any(text.startswith("The levels are strictly ordered by the stand-in score minus "
                               "the best Automa's: 1 ") for text in texts), texts
    # Its levels 1-4 leave the Automas alone: their score is not what orders them.
    assert not any("by the automa's score" in text for text in texts)
