"""Simulation on the FICTIONAL sample map and board, with the steady stand-in."""

from __future__ import annotations

from revive_helpers import REVIVE, Turn, board_with_arrows, hand_table, scripted

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


def test_revives_random_stand_in_takes_one_random_map_action_a_turn() -> None:
    """Revive's own random (not the engine's, which would tell any number of map actions a
    turn): one map action a turn, as steady, greedy and strong, so the ladder compares them
    on the same footing."""
    assert REVIVE.stand_in("random") is REVIVE.stand_ins["random"]
    kinds = set()
    for seed in range(3):
        log = Log()
        play_out(REVIVE, OPTIONS, seed, REVIVE.stand_ins["random"], log=log)
        moves = [event.text for event in log if event.actor == "person"]
        assert len(moves) == 18
        kinds.update(move.split()[1] for move in moves)
    assert kinds == {"build", "populate", "explore"}


def test_every_pair_of_s_cards_is_an_axis_run_on_the_same_seeds() -> None:
    plan = runner.make_plan(REVIVE, games=3, seed=9, axes={"s_cards": "all"})
    assert plan.level_option is None and plan.axis_names == ("s_cards",)
    rows = runner.run(plan, workers=1)
    assert len(rows) == 48
    for row in rows:
        if row["s_cards"] != "board":
            first, second = (int(n) for n in str(row["s_cards"]).split("+"))
            assert row[f"draws_card_{first}"] == row[f"draws_card_{second}"] == 4
    again = runner.run(runner.make_plan(REVIVE, games=3, seed=9, axes={"s_cards": "all"}),
                       workers=2)
    assert again == rows


def test_a_simulated_game_has_no_score_and_its_win_is_the_contest_for_the_map() -> None:
    """The stand-in plays only your map actions: your score is not modelled, so no final
    score is asked and the summary carries no person_score and no result against the
    thresholds. Its win or loss is the contest for the map: one point for each reward next
    to a side's buildings, each tile it explored, each location it populated."""
    log = Log()
    result = play_out(REVIVE, OPTIONS, 5, REVIVE.stand_ins["steady"], log=log)
    summary = result.summary()
    for absent in ("person_score", "result"):
        assert absent not in summary, absent
    assert result.presence is not None
    yours, mautoma = result.presence
    assert summary["person_map_points"] == yours.rewards + yours.tiles + yours.figures
    assert summary["mautoma_map_points"] == mautoma.rewards + mautoma.tiles + mautoma.figures
    assert mautoma.tiles == summary["mautoma_tiles"]
    assert mautoma.figures == summary["mautoma_figures"]
    assert summary["margin"] == yours.points - mautoma.points
    assert summary["outcome"] == ("win" if yours.points > mautoma.points else
                                  "loss" if yours.points < mautoma.points else "tie")
    assert summary["person_won"] == int(summary["outcome"] == "win")
    assert result.headline().startswith("Your score is not modelled (simulation): no result. "
                                        "The Mautoma placed ")
    assert "The contest for the map" in result.headline()
    assert not any("In your statistics" in text for text in log.texts())


def test_the_balance_report_of_revive_shows_the_contest_and_claims_no_ladder() -> None:
    from markupsafe import escape

    from soloist.sim.balance import analyse
    from soloist.sim.balance_report import NO_LEVELS, NO_WINS, RunInfo, render

    plan = runner.make_plan(REVIVE, games=4, seed=2, axes={"s_cards": ["board", "2+5"]})
    rows = runner.run(plan, workers=1)
    analysis = analyse(plan, REVIVE, rows)
    assert analysis.has_wins and not analysis.has_levels and analysis.ladders == []
    html = render(plan, REVIVE, rows, RunInfo("c", "c", "1 local", 0.1))
    assert str(escape(NO_LEVELS)) in html and str(escape(NO_WINS)) not in html
    assert "stand-in wins</th>" in html and "contest for the map" in html
    for claim in ("never wins", 'class="finding anomaly"', "strictly ordered",
                  "cannot be told apart", "win rate change"):
        assert claim not in html, claim
    assert "Times card 6 is drawn" in html and "Cards with an &#34;S&#34;" in html


def test_the_build_bonus_column_sums_the_mautomas_own_count_of_its_build_spots() -> None:
    """mautoma_build_bonus: for each building, the value the Mautoma chose its spot by (terrain
    and crystals 1, fresh water 2), as the log states it, summed over the game."""
    log = Log()
    summary = play_out(REVIVE, OPTIONS, 4, REVIVE.stand_ins["steady"], log=log).summary()
    values = [int(str(dict(event.fields)["value"])) for event in log
              if dict(event.fields).get("action") == "build"]
    assert len(values) == summary["mautoma_buildings"] > 0
    assert summary["mautoma_build_bonus"] == sum(values) and sum(values) > 0


def test_the_build_bonus_is_unknown_once_a_spot_was_not_valued_at_the_table() -> None:
    """At a table without a map, the only eligible spot is taken without asking its bonuses,
    so the game's summary leaves the column out rather than count it 0."""
    turn = Turn(hand_table(), board=board_with_arrows("top", "left-to-right"))
    turn.play(1, scripted("3", "1", "0", "3", "0", "1", "1"))  # values 1, 3, 3
    assert turn.mautoma.build_bonus == 3
    turn.play(1, scripted("1"))  # the only eligible spot: no bonus asked
    assert turn.mautoma.buildings_placed == 2 and turn.mautoma.build_bonus is None
