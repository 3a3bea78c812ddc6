"""The level finder on synthetic histories whose answer is known: a ladder of five levels
five points of margin apart, and players of a known skill."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from soloist.history.level_finder import Game, Ladder, estimate, ladder_for, ladder_from

LEVELS = ("1", "2", "3", "4", "5")
#: Each level makes the margin 5 points worse; a game's margin varies by 4 points.
LADDER = Ladder(
    game="synthetic", levels=LEVELS, default="3",
    offsets={"1": 10.0, "2": 5.0, "3": 0.0, "4": -5.0, "5": -10.0},
    spreads=dict.fromkeys(LEVELS, 4.0),
    stand_ins={"weak": {"1": 0.0, "2": -5.0, "3": -10.0, "4": -15.0, "5": -20.0},
               "strong": {"1": 20.0, "2": 15.0, "3": 10.0, "4": 5.0, "5": 0.0}},
    win_rates={"weak": dict.fromkeys(LEVELS, 0.1), "strong": dict.fromkeys(LEVELS, 0.9)})


def history(skill: float, levels: list[str], seed: int, *, scores: bool = True) -> list[Game]:
    """Games of a player whose margin at level 3 is `skill` on average."""
    rng = random.Random(seed)
    games = []
    for level in levels:
        margin = skill + LADDER.offsets[level] + rng.gauss(0, 4)
        outcome = "win" if margin > 0 else "loss"
        games.append(Game(level, round(margin) if scores else None, outcome))
    return games


@pytest.mark.parametrize(("skill", "level"), [(10.0, "5"), (5.0, "4"), (0.0, "3"),
                                              (-5.0, "2"), (-10.0, "1")])
def test_a_player_of_known_skill_is_sent_where_they_win_half_their_games(
        skill: float, level: str) -> None:
    found = estimate(LADDER, history(skill, ["3"] * 30, seed=1))
    assert found.level == level
    assert found.games == 30
    assert abs(found.skill - skill) < 2.5
    assert found.skill_low < skill < found.skill_high
    assert 0.35 < found.chances[level] < 0.65
    assert found.sure > 0.5


def test_more_games_make_the_finder_surer() -> None:
    few = estimate(LADDER, history(2.5, ["3"] * 3, seed=2))
    many = estimate(LADDER, history(2.5, ["3"] * 60, seed=2))
    assert many.skill_high - many.skill_low < few.skill_high - few.skill_low
    assert many.games == 60 and few.games == 3


def test_wins_and_losses_alone_place_a_player_too() -> None:
    """Scores not recorded: ten wins at the hardest level send the player there; ten losses
    at the easiest, there."""
    assert estimate(LADDER, [Game("5", None, "win")] * 10).level == "5"
    assert estimate(LADDER, [Game("1", None, "loss")] * 10).level == "1"
    mixed = history(0.0, ["3"] * 40, seed=3, scores=False)
    assert estimate(LADDER, mixed).level in ("2", "3", "4")


def test_another_target_asks_for_an_easier_or_harder_level() -> None:
    games = history(0.0, ["3"] * 40, seed=4)
    assert estimate(LADDER, games, target=0.5).level == "3"
    # one level easier: a chance of about 89% (5 points over a spread of 4); harder: 11%
    assert estimate(LADDER, games, target=0.85).level == "2"
    assert estimate(LADDER, games, target=0.15).level == "4"


def test_a_tie_counts_as_a_margin_of_zero() -> None:
    found = estimate(LADDER, [Game("4", None, "tie")] * 20)
    assert found.level == "4"


def test_where_a_player_stands_among_the_stand_ins() -> None:
    found = estimate(LADDER, history(0.0, ["3"] * 30, seed=5))
    assert (found.below, found.above) == ("weak", "strong")
    assert estimate(LADDER, history(30.0, ["5"] * 30, seed=5)).below == "strong"


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(LEVELS), st.integers(-40, 40)), max_size=25))
def test_any_history_gives_a_level_of_the_ladder_and_chances_that_fall(
        games: list[tuple[str, int]]) -> None:
    """Whatever the games, the recommendation is a level, the shares add up to 1, and the
    chance of a win never rises from an easier level to a harder one (40 examples, a
    fraction of a second)."""
    found = estimate(LADDER, [Game(level, float(margin), "win" if margin > 0 else "loss")
                              for level, margin in games])
    assert found.level in LEVELS
    assert sum(found.shares.values()) == pytest.approx(1.0)
    chances = [found.chances[level] for level in LEVELS]
    assert all(a >= b - 1e-12 for a, b in pairwise(chances))


def test_a_ladder_is_read_from_its_file() -> None:
    data = {"game": "g", "levels": ["a", "b"], "default": "a", "measure": "margin",
            "stand_ins": {"x": {"a": {"margin_mean": -2.0, "margin_sd": 5.0, "win_rate": 0.4},
                                "b": {"margin_mean": -6.0, "margin_sd": 7.0, "win_rate": 0.6}},
                          "y": {"a": {"margin_mean": 4.0, "margin_sd": 5.0, "win_rate": 0.6},
                                "b": {"margin_mean": 2.0, "margin_sd": 5.0, "win_rate": 0.4}},
                          "never": {"a": {"margin_mean": -30.0, "margin_sd": 3.0,
                                          "win_rate": 0.0},
                                    "b": {"margin_mean": -30.0, "margin_sd": 3.0,
                                          "win_rate": 0.0}}}}
    ladder = ladder_from(data)
    # x and y weigh alike (p(1 - p) = 0.24 at both levels); a stand-in that never wins
    # weighs 0.01: it says little of where games are decided
    assert ladder.offsets["b"] == pytest.approx((0.24 * -4 + 0.24 * -2) / 0.49)
    assert ladder.spreads["b"] == pytest.approx((0.24 * 7 + 0.24 * 5 + 0.01 * 3) / 0.49)
    assert ladder.offsets["a"] == 0.0 and ladder.skill_of("y") == 4.0


@pytest.mark.parametrize("game", ["fantastic-factories", "tokaido", "marco-polo-2"])
def test_every_game_with_levels_ships_its_ladder(game: str) -> None:
    from soloist.games import find_game

    ladder = ladder_for(game)
    assert ladder is not None
    sweep = find_game(game).difficulty_option
    assert sweep is not None
    assert ladder.levels == tuple(str(value) for value in sweep.all_values())
    assert ladder.offsets[ladder.default] == 0.0
    assert ladder_for("revive") is None
