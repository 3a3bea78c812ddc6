"""Simulation on the FICTIONAL sample map and board, with the steady stand-in."""

from __future__ import annotations

from revive_helpers import REVIVE

from soloist.engine.autoplay import play_out
from soloist.engine.log import Log
from soloist.sim import runner

OPTIONS = REVIVE.parse_options({**REVIVE.simulation_defaults})


def test_a_simulated_game_on_the_sample_map() -> None:
    """When the game ends (after 17 Mautoma turns), how much the Mautoma placed, and how
    often each card was drawn: the two "S" cards are in every Action Deck (4 draws each),
    the progress cards join one per refresh (3, 2 and 1 draws) and the card left in the box
    is never drawn."""
    for seed in range(8):
        summary = play_out(REVIVE, OPTIONS, seed, REVIVE.stand_ins["steady"]).summary()
        assert summary["mautoma_turns"] == 17 and summary["person_turns"] == 18
        draws = [int(summary[f"draws_card_{n}"]) for n in range(1, 7)]
        assert draws[0] == draws[2] == 4  # the sample board's S cards: 1 and 3
        assert sorted(draws[n] for n in (1, 3, 4, 5)) == [0, 1, 2, 3]
        assert 0 < int(summary["mautoma_buildings"]) <= 8
        assert 0 < int(summary["mautoma_figures"]) <= 7
        assert 0 < int(summary["mautoma_tiles"]) <= 17
        assert summary["artifacts_removed"] == 3


def test_the_steady_stand_in_takes_one_map_action_a_turn() -> None:
    log = Log()
    play_out(REVIVE, OPTIONS, 3, REVIVE.stand_ins["steady"], log=log)
    moves = [event.text for event in log if event.actor == "person"]
    assert len(moves) == 18
    assert moves[0].startswith("You explore")  # turn 1 starts the rotation with explore
    assert moves[1].startswith("You build") and moves[2].startswith("You populate")


def test_the_sweep_runs_every_pair_of_s_cards_on_the_same_seeds() -> None:
    plan = runner.make_plan(REVIVE, games=3, seed=9, levels="all")
    assert plan.level_option == "s_cards" and len(plan.levels) == 16
    rows = runner.run(plan, workers=1)
    assert len(rows) == 48
    for row in rows:
        if row["level"] != "board":
            first, second = (int(n) for n in str(row["level"]).split("+"))
            assert row[f"draws_card_{first}"] == row[f"draws_card_{second}"] == 4
    again = runner.run(runner.make_plan(REVIVE, games=3, seed=9, levels="all"), workers=2)
    assert again == rows
