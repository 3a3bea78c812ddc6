"""Simulation's contest for the map, counted on the FICTIONAL sample map: the map's rewards
next to a side's buildings (terrain and crystals per building, water once), the tiles it
explored and the locations it populated."""

from __future__ import annotations

from soloist.games.revive.contest import Presence, lead, presences
from soloist.games.revive.hexmap import SAMPLE_MAP, MapState, load_map

MAP = load_map(SAMPLE_MAP)


def at(key: str) -> int:
    return MAP.space(key).index


def test_terrain_and_crystals_count_per_building_and_face_down_spaces_show_nothing() -> None:
    state = MapState.initial(MAP)
    # r4c2 and r5c3 (sand) both touch the open mountain r4c3; r4c2's other mountain, r3c1,
    # lies on the face-down tile T7, and so does r5c3's mountain r6c4 (T17, face down).
    state.person_buildings = [at("r4c2"), at("r5c3")]
    assert state.rewards_next_to(state.person_buildings) == 2
    state.explore("T7")  # r3c1 (mountain) face up: r4c2 touches it
    assert state.rewards_next_to(state.person_buildings) == 3
    # r2c0 (sand on T7) touches the field r2c1 and an edge crystal.
    state.person_buildings.append(at("r2c0"))
    assert state.rewards_next_to(state.person_buildings) == 5


def test_a_water_space_counts_once_for_a_side() -> None:
    state = MapState.initial(MAP)
    # r3c7 and r3c8 both touch the water r2c8 on T6, face down.
    state.mautoma_buildings = [at("r3c7"), at("r3c8")]
    assert state.rewards_next_to(state.mautoma_buildings) == 0
    state.explore("T6")
    assert state.rewards_next_to(state.mautoma_buildings) == 1


def test_a_side_scores_a_point_for_each_reward_tile_and_figure() -> None:
    state = MapState.initial(MAP)
    state.person_buildings = [at("r4c2"), at("r5c3")]
    state.person_figures = [at("r3c2")]
    state.mautoma_figures = [at("r5c4"), at("r5c6")]
    yours, mautoma = presences(state, your_tiles=1, mautoma_tiles=3)
    assert yours == Presence(rewards=2, tiles=1, figures=1) and yours.points == 4
    assert mautoma == Presence(rewards=0, tiles=3, figures=2) and mautoma.points == 5
    assert lead(state, 1, 3) == -1
