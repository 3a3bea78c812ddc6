"""The greedy stand-in: one map action a turn, the best reward the map shows.

Its docstring (src/soloist/games/revive/stand_ins.py) is the specification these tests read
like: build while a sand space pays a reward (terrain, crystals and water it has not claimed,
1 each), on the space with the most; ties to the spot the Mautoma values most within its
range 3, then the nearest to its own pieces, then at random; else populate a location
without a Mautoma figure; else explore the tile next to most of its buildings.
"""

from __future__ import annotations

import statistics
from types import SimpleNamespace
from typing import cast

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from revive_helpers import REVIVE, drive, hand_table, make_map, map_table

from soloist.engine.autoplay import play_out
from soloist.engine.chance import Chance
from soloist.engine.game import Play
from soloist.engine.log import Log
from soloist.games.revive.hexmap import HexMap
from soloist.games.revive.stand_ins import GreedyClaimer, SteadySettler, build_reward
from soloist.games.revive.table import MapTable, turn_question

OPTIONS = REVIVE.parse_options({**REVIVE.simulation_defaults})
GREEDY = REVIVE.stand_ins["greedy"]
STEADY = REVIVE.stand_ins["steady"]


def one_turn(table: MapTable, seed: int = 1, stand_in: type = GreedyClaimer) -> list[str]:
    """Your turn 1 on this table, played by the stand-in; the topics it was asked."""
    person = stand_in(Chance(seed))
    play = cast(Play, SimpleNamespace(table=table))
    asked = drive(table.person_turn(1), lambda question: person.answer(question, play))
    return [question.topic for question in asked]


def greedy_builds_on(hex_map: HexMap, seed: int = 1) -> list[str]:
    table = map_table(hex_map)
    one_turn(table, seed)
    return cast(list[str], table.state.view()["person_buildings"])


# -- what it builds on ----------------------------------------------------------------------

def test_it_builds_on_the_space_with_the_most_reward_not_the_nearest() -> None:
    """r0c1 has a forest, a field and a mountain next to it (reward 3) but is 2 steps from the
    chasm; r0c4 has one field next to it (reward 1) and is beside the chasm. The steady
    stand-in takes the nearest; the greedy one the best reward."""
    hex_map = make_map(["f1 s1 y1 C s1 y1", "m1"], state={"mautoma_figures": []})
    state = map_table(hex_map).state
    rewards = {key: build_reward(state, hex_map.space(key).index) for key in ("r0c1", "r0c4")}
    assert rewards == {"r0c1": 3, "r0c4": 1}
    assert greedy_builds_on(hex_map) == ["r0c1"]
    steady = map_table(hex_map)
    one_turn(steady, stand_in=SteadySettler)  # turn 1: steady explores, or else builds
    assert steady.state.view()["person_buildings"] == ["r0c4"]


def test_a_crystal_counts_1_and_water_it_has_claimed_counts_0() -> None:
    """Each water space pays you once: water next to one of your buildings counts 0, so the
    space beside a crystal (1) beats the one beside your claimed water (0)."""
    hex_map = make_map(["s1 w1 s1 . s1", "C"], crystals=[([(0, 4)], False)],
                       state={"mautoma_figures": [], "person_buildings": [(0, 0)]})
    state = map_table(hex_map).state
    assert build_reward(state, hex_map.space("r0c2").index) == 0
    assert build_reward(state, hex_map.space("r0c4").index) == 1
    assert greedy_builds_on(hex_map) == ["r0c0", "r0c4"]


def test_a_tie_goes_to_the_spot_the_mautoma_values_most_within_its_range_3() -> None:
    """Both spaces pay you 1; for the Mautoma, fresh water counts 2 and a forest 1: the greedy
    stand-in takes the water spot, the one the Mautoma would take next."""
    hex_map = make_map(["f1 s1 C s1 w1"], state={"mautoma_figures": []})
    for seed in range(6):  # no random tie-break is involved: the same pick on every seed
        assert greedy_builds_on(hex_map, seed) == ["r0c3"]


def test_a_spot_out_of_the_mautomas_range_is_not_contested() -> None:
    """Mirror image of the test above, but the water spot is 4 steps from the Mautoma's figure
    (out of its range 3) while the forest spot is next to it: the forest spot wins."""
    hex_map = make_map(["f1 s1 L1 s1 s1 s1 s1 w1", "C"],
                       state={"mautoma_figures": [(0, 2)]})
    state = map_table(hex_map).state
    assert state.within(3).get(hex_map.space("r0c6").index) is None  # 4 steps away
    assert build_reward(state, hex_map.space("r0c6").index) == 1
    for seed in range(6):
        assert greedy_builds_on(hex_map, seed) == ["r0c1"]


def test_then_the_nearest_to_its_own_pieces() -> None:
    """Four spaces pay 1 (next to a forest), none within the Mautoma's reach (its figure is
    cut off by a gap): the nearest of them to your building on r0c0, r0c2, wins on every
    seed; r0c1 is nearer still but pays nothing."""
    hex_map = make_map(["s1 s1 s1 f1 s1 s1 s1 s1 s1 f1 s1 . L1", "C"],
                       state={"mautoma_figures": [(0, 12)], "person_buildings": [(0, 0)]})
    state = map_table(hex_map).state
    rewards = {key: build_reward(state, hex_map.space(key).index)
               for key in ("r0c1", "r0c2", "r0c4", "r0c8", "r0c10")}
    assert rewards == {"r0c1": 0, "r0c2": 1, "r0c4": 1, "r0c8": 1, "r0c10": 1}
    for seed in range(6):
        assert greedy_builds_on(hex_map, seed) == ["r0c0", "r0c2"]


def test_a_full_tie_is_broken_at_random_from_the_stand_in_stream() -> None:
    """Two spaces alike in every way: each is taken on some seed, always the same one for a
    seed."""
    hex_map = make_map(["f1 s1 C s1 f1"], state={"mautoma_figures": []})
    picks = {seed: greedy_builds_on(hex_map, seed)[0] for seed in range(12)}
    assert set(picks.values()) == {"r0c1", "r0c3"}
    assert all(greedy_builds_on(hex_map, seed)[0] == pick for seed, pick in picks.items())


# -- which action -----------------------------------------------------------------------------

def test_one_map_action_a_turn() -> None:
    hex_map = make_map(["f1 s1 C s1 f1"], state={"mautoma_figures": []})
    topics = one_turn(map_table(hex_map))
    assert topics == ["person.map-action", "person.build", "person.map-action"]


def test_with_no_rewarding_sand_it_populates_where_the_mautoma_has_no_figure() -> None:
    """The only sand pays nothing, so it populates; of two locations it avoids the one with
    the Mautoma's figure (its extra book would go to the reserve), though that one is
    nearer."""
    hex_map = make_map(["s1 C L1 . . L1"], state={"mautoma_figures": [(0, 2)]})
    table = map_table(hex_map)
    one_turn(table)
    view = table.state.view()
    assert view["person_buildings"] == [] and view["person_figures"] == ["r0c5"]


def test_with_nothing_to_build_or_populate_it_explores_next_to_its_buildings() -> None:
    """Tile 3 touches your building on r0c0, tile 2 only your figure on r0c6 (both one step
    away): newly revealed terrain or water next to your building would pay you at once, so
    tile 3, on every seed."""
    hex_map = make_map(["s1 s3 s3 C s2 s2 L1"], face_down=["2", "3"],
                       state={"mautoma_figures": [], "person_buildings": [(0, 0)],
                              "person_figures": [(0, 6)]})
    for seed in range(8):
        table = map_table(hex_map)
        assert one_turn(table, seed) == ["person.map-action", "person.explore",
                                         "person.map-action"]
        assert table.state.view()["explored"] == ["1", "3"]


def test_it_builds_without_a_reward_when_that_is_all_it_can_do() -> None:
    hex_map = make_map(["s1 C s1"], state={"mautoma_figures": []})
    table = map_table(hex_map)
    assert one_turn(table)[1] == "person.build"
    assert len(table.state.person_buildings) == 1


# -- whole games --------------------------------------------------------------------------

def test_simulation_with_greedy_is_deterministic_per_seed_and_ends_every_game() -> None:
    for seed in range(12):
        first, second = Log(), Log()
        summary = play_out(REVIVE, OPTIONS, seed, GREEDY, log=first).summary()
        assert play_out(REVIVE, OPTIONS, seed, GREEDY, log=second).summary() == summary
        assert first.texts() == second.texts()
        assert summary["mautoma_turns"] == 17 and summary["person_turns"] == 18
        moves = [event.text for event in first if event.actor == "person"]
        assert len(moves) == 18  # one map action each turn on the sample map


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32), tokens=st.booleans(),
       s_cards=st.sampled_from(["board", "1+2", "4+6", "5+6"]))
def test_any_seed_and_options_end_the_game_with_valid_answers(seed: int, tokens: bool,
                                                             s_cards: str) -> None:
    options = REVIVE.parse_options({**REVIVE.simulation_defaults, "s_cards": s_cards,
                                    "tribe": "target-tokens" if tokens else "other"})
    result = play_out(REVIVE, options, seed, GREEDY)
    summary = result.summary()
    assert summary["mautoma_turns"] == 17 and summary["person_turns"] == 18
    assert 0 <= int(summary["mautoma_build_bonus"]) <= 8 * 12


def test_against_greedy_the_mautoma_builds_less_and_on_poorer_spots_than_against_steady(
        ) -> None:
    """The documented difference: greedy takes the sand spaces with the most bonuses first,
    so on the same seeds the Mautoma's buildings end up with far fewer bonuses next to them
    (by its own count), it places fewer buildings and skips more build actions."""
    seeds = range(60)
    steady = [play_out(REVIVE, OPTIONS, seed, STEADY).summary() for seed in seeds]
    greedy = [play_out(REVIVE, OPTIONS, seed, GREEDY).summary() for seed in seeds]

    def mean(rows: list[dict[str, int | float | str]], column: str) -> float:
        return statistics.mean(float(row[column]) for row in rows)

    assert mean(greedy, "mautoma_build_bonus") < 0.7 * mean(steady, "mautoma_build_bonus")
    assert mean(greedy, "mautoma_buildings") < mean(steady, "mautoma_buildings") - 0.3
    assert mean(greedy, "mautoma_skipped") > mean(steady, "mautoma_skipped")


def test_a_question_it_does_not_know_is_a_clear_error() -> None:
    """Companion play's turn question (a table without a map) is not its to answer."""
    person = GreedyClaimer(Chance(1))
    play = cast(Play, SimpleNamespace(table=hand_table()))
    with pytest.raises(LookupError, match=r"the greedy stand-in cannot answer 'person\.turn'"):
        person.answer(turn_question(1), play)
