"""`soloist decide tokaido FILE` and the simulation's stand-ins."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from tokaido_helpers import TOKAIDO

from soloist.engine.autoplay import play_out
from soloist.engine.errors import DataFileError
from soloist.engine.log import Log
from soloist.sim import runner
from soloist.sim.balance_report import RunInfo, render


def position(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "position.toml"
    path.write_text(text, encoding="utf-8")
    return path


SITUATION_1 = """
card = "3t"

[automa]
name = "Green"
position = 35
score = 20
coins = 3
paddy = 1
encounters = 1
sea = 4

[road]
occupied = [37, 38]
"""


def test_decide_prints_her_destination_gain_and_ranking_table(tmp_path: Path) -> None:
    report = TOKAIDO.decide(position(tmp_path, SITUATION_1), seed=1)
    text = "\n".join(report.lines)
    assert "→ range 3: Paddy rank 1, Encounter rank 1, Sea rank 4 → Sea" in text
    assert "Sea (position 40)" in text and "← she moves here" in text
    assert "Skipped (occupied): Temple (position 37), Farm (position 38)." in text
    assert "and the Sea Panorama Achievement (+3): 8 points in all" in text
    assert report.data["destination"] == 40
    assert report.data["gain"] == {"item": "sea", "held": 5, "points": 8,
                                   "achievement": "sea", "temple_coins": 0}
    assert report.data["score_after"] == 28
    ranks = [entry["rank"] for entry in report.data["range"]]  # type: ignore[union-attr, index]
    assert ranks == [1, 1, 4]


def test_decide_knows_an_achievement_already_taken(tmp_path: Path) -> None:
    # Someone completed the Sea first: her 5th Sea card scores 5, no achievement.
    path = position(tmp_path, 'achievements_taken = ["sea"]\n' + SITUATION_1)
    report = TOKAIDO.decide(path, seed=1)
    assert report.data["gain"]["points"] == 5  # type: ignore[index]


def test_decide_without_a_card_gives_every_card_she_could_draw(tmp_path: Path) -> None:
    report = TOKAIDO.decide(position(tmp_path, SITUATION_1.replace('card = "3t"\n', "")),
                            seed=1)
    rows = report.data["cards"]
    assert isinstance(rows, list) and len(rows) == 12
    by_card = {row["card"]: row for row in rows}
    assert by_card["1"]["space"] == "paddy" and by_card["3"]["space"] == "sea"


@pytest.mark.parametrize(("text", "message"), [
    ('card = "4"\n[automa]\nposition = 3\n', "card: '4' is not an Automa card"),
    ('card = "2"\n[automa]\nposition = 55\n', "automa.position: she is already at Edo"),
    ('card = "2"\n[automa]\nposition = 3\n[road]\noccupied = [3]\n',
     "road.occupied: position 3 is her own"),
    ('card = "2"\n[automa]\nposition = 3\nfavourite = 1\n', "automa.favourite: Extra inputs"),
])
def test_a_wrong_position_file_names_the_field(tmp_path: Path, text: str, message: str) -> None:
    with pytest.raises(DataFileError, match=message):
        TOKAIDO.decide(position(tmp_path, text), seed=1)


@pytest.mark.parametrize(("text", "message"), [
    ('card = "2"\n[automa]\nposition = true\n',
     "automa.position: Input should be a valid integer"),
    ('card = "2"\n[automa]\nposition = 3\nhot_springs = true\n',
     "automa.hot_springs: Input should be a valid integer"),
    ('card = "2"\n[automa]\nposition = 3\n[road]\nreturn_trip = 1\n',
     "road.return_trip: Input should be a valid boolean"),
    ('card = "2"\n[automa]\nposition = 3\nhot_springs = 13\n',
     "automa.hot_springs: 13, but the base game has only 12 Hot Spring cards"),
    ('card = "2"\n[automa]\nposition = 3\nsea = 26\n',
     "automa.sea: 26, but the base game has only 25 Sea Panorama cards"),
    ('card = "2"\n[automa]\nposition = 3\n[road]\noccupied = [5, 5]\n',
     "road.occupied: position 5 is listed twice"),
])
def test_an_impossible_position_is_refused_naming_file_and_field(
        tmp_path: Path, text: str, message: str) -> None:
    """Issue 17: `true` was read as the number 1, and counts beyond the supply accepted."""
    path = position(tmp_path, text)
    with pytest.raises(DataFileError) as refused:
        TOKAIDO.decide(path, seed=1)
    assert str(refused.value).startswith(f"{path}: {message}")


@pytest.mark.parametrize("stand_in", ["random", "greedy"])
def test_each_stand_in_plays_whole_digital_games(stand_in: str) -> None:
    options = TOKAIDO.parse_options({"digital": True, "simulated": True, "level": 4})
    for seed in range(20):
        row = play_out(TOKAIDO, options, seed, TOKAIDO.stand_ins[stand_in]).summary()
        for column in TOKAIDO.simulation_columns:
            assert column in row
        assert row["person_won"] in (0, 1)
        assert row["margin"] == row["person_score"] - max(row["green_score"], row["blue_score"])


def test_greedy_scores_more_than_random() -> None:
    options = TOKAIDO.parse_options({"digital": True, "simulated": True})
    mean = {}
    for name in ("random", "greedy"):
        scores = [int(play_out(TOKAIDO, options, seed, TOKAIDO.stand_ins[name])
                      .summary()["person_score"]) for seed in range(60)]
        mean[name] = sum(scores) / len(scores)
    assert mean["greedy"] > mean["random"]


def test_simulation_is_the_same_game_as_play_with_the_log_on() -> None:
    options = TOKAIDO.parse_options({"digital": True, "simulated": True, "level": 6})
    quiet = play_out(TOKAIDO, options, 77, TOKAIDO.stand_ins["greedy"])
    logged = play_out(TOKAIDO, options, 77, TOKAIDO.stand_ins["greedy"], log=Log())
    assert quiet.summary() == logged.summary()


def test_a_simulation_run_sweeps_the_levels_on_the_same_seeds() -> None:
    plan = runner.make_plan(TOKAIDO, games=8, seed=3, levels="all", stand_in="greedy")
    assert plan.levels == (1, 2, 3, 4, 5, 6, 7)
    assert plan.options["digital"] is True
    rows = runner.run(plan, workers=1)
    assert len(rows) == 56
    assert {row["seed"] for row in rows if row["level"] == "1"} == \
        {row["seed"] for row in rows if row["level"] == "7"}


def test_the_simulation_notes_say_the_deck_is_an_assumption() -> None:
    notes = TOKAIDO.notes(TOKAIDO.parse_options({"digital": True}))
    assert notes and "ASSUMPTION" in notes[0]


def test_the_balance_report_says_the_deck_is_an_assumption(cards_file: Callable[..., Path]) -> None:
    # "Any default composition Soloist ships for simulation is labelled as an assumption in
    # the output": the HTML report is output a person reads (and passes on) too.
    plan = runner.make_plan(TOKAIDO, games=3, seed=1, levels="4", stand_in="random")
    html = render(plan, TOKAIDO, runner.run(plan, workers=1), RunInfo("c", "c", "1 local", 0.1))
    summary = html[html.index('<section id="summary">'):html.index('<section id="ladder">')]
    assert "ASSUMPTION, not the real cards" in summary
    own = runner.make_plan(TOKAIDO, games=3, seed=1, levels="4", stand_in="random",
                           options={"cards": str(cards_file())})
    html = render(own, TOKAIDO, runner.run(own, workers=1), RunInfo("c", "c", "1 local", 0.1))
    assert "ASSUMPTION" not in html
