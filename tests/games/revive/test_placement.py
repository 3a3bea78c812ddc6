"""GENERAL RULES for placing buildings, figures and exploring, on a map model; tribe rules."""

from __future__ import annotations

from revive_helpers import Turn, board_with_arrows, drive, make_map, map_table

from soloist.games.revive.placement import (
    Candidate,
    Pick,
    pick_build,
    pick_location,
    pick_tile,
)

LEFT_TO_RIGHT = board_with_arrows("top", "left-to-right", size=12)


def build_values(turn: Turn) -> dict[str, int | None]:
    """The value of each eligible spot for a build at range 3 (a board: nothing is asked)."""
    generator = turn.table.choose_build(3, turn.turns.arrows_here, True)
    try:
        next(generator)
    except StopIteration as stop:
        pick: Pick | None = stop.value
    else:
        raise AssertionError("a map table with a board asks nothing")
    assert pick is not None
    return {candidate.key: candidate.value for candidate in pick.candidates}


def test_the_spot_adjacent_to_most_bonuses_of_any_kind_wins() -> None:
    """Among all eligible spots Mautoma chooses the spot adjacent to most bonuses, regardless
    their type (including small and vast crystals)."""
    hex_map = make_map(["s1 y1 L1 s1 f1", "C"],
                       crystals=[([(0, 3)], False), ([(0, 3)], True), ([(0, 0)], False)],
                       state={"mautoma_figures": [(0, 2)]})
    turn = Turn(map_table(hex_map), board=LEFT_TO_RIGHT)
    # r0c0: the field and a small crystal; r0c3: the forest, a small and a vast crystal
    assert build_values(turn) == {"r0c0": 2, "r0c3": 3}
    turn.play(1)
    assert turn.table.state.view()["mautoma_buildings"] == ["r0c3"]


def test_water_counts_2_until_a_mautoma_building_touches_it_then_0() -> None:
    """The bonus of a water space that is not currently adjacent to one of Mautoma's
    buildings counts 2 while a water space that is already adjacent to one or more Mautoma's
    building counts 0."""
    hex_map = make_map(["s1 w1 s1 s1 f1", "C"], state={"mautoma_figures": []})
    turn = Turn(map_table(hex_map), board=LEFT_TO_RIGHT)
    assert build_values(turn) == {"r0c0": 2, "r0c2": 2, "r0c3": 1}
    turn.play(1)  # r0c0 and r0c2 tie at 2; left to right: r0c0
    assert turn.table.state.view()["mautoma_buildings"] == ["r0c0"]
    assert build_values(turn) == {"r0c2": 0, "r0c3": 1}  # the water is now touched
    turn.play(1)
    assert turn.table.state.view()["mautoma_buildings"] == ["r0c0", "r0c3"]


def test_a_figure_does_not_make_water_count_0() -> None:
    """Only Mautoma *buildings* spoil water, not its figures."""
    hex_map = make_map(["s1 w1 L1", "C"], state={"mautoma_figures": [(0, 2)]})
    turn = Turn(map_table(hex_map), board=LEFT_TO_RIGHT)
    assert build_values(turn) == {"r0c0": 2}


def test_range_is_counted_from_the_chasm_while_the_mautoma_has_no_piece() -> None:
    hex_map = make_map(["C s1 s1 s1 s1"])
    turn = Turn(map_table(hex_map), board=LEFT_TO_RIGHT)
    assert build_values(turn) == {"r0c1": 0, "r0c2": 0, "r0c3": 0}  # r0c4 is 4 away


def test_range_is_counted_from_the_mautomas_nearest_piece_never_the_chasm_again() -> None:
    hex_map = make_map(["C s1 s1 s1 s1 s1 s1 s1 s1"], state={"mautoma_buildings": [(0, 8)]})
    turn = Turn(map_table(hex_map), board=LEFT_TO_RIGHT)
    assert set(build_values(turn)) == {"r0c5", "r0c6", "r0c7"}


def test_range_never_passes_through_a_face_down_tile() -> None:
    hex_map = make_map(["s1 s2 s1", "s3 s3 s3", "C"], face_down=["2"],
                       state={"mautoma_buildings": [(0, 0)]})
    state = map_table(hex_map).state
    ranges = state.mautoma_ranges()
    assert ranges[hex_map.space("r0c2").index] == 3  # around tile 2, not 2 through it
    assert ranges[hex_map.space("r0c1").index] == 1  # the face-down tile itself is reached


def test_a_space_with_any_building_is_not_eligible() -> None:
    hex_map = make_map(["s1 s1 s1", "C"], state={"mautoma_buildings": [(0, 0)],
                                                 "person_buildings": [(0, 1)]})
    turn = Turn(map_table(hex_map), board=LEFT_TO_RIGHT)
    assert set(build_values(turn)) == {"r0c2"}


def test_an_empty_location_is_preferred_to_an_occupied_one_the_arrows_meet_first() -> None:
    """Mautoma tries to place the figure in an empty location (regardless whether large or
    small). If not possible, it chooses an already occupied location."""
    hex_map = make_map(["L1 L1 s1", "C"], state={"mautoma_buildings": [(0, 2)],
                                                 "person_figures": [(0, 0)]})
    turn = Turn(map_table(hex_map), board=LEFT_TO_RIGHT)
    turn.play(2)
    assert turn.table.state.view()["mautoma_figures"] == ["r0c1"]
    assert not turn.said("you receive a book")


def test_the_mautoma_never_populates_a_location_twice() -> None:
    hex_map = make_map(["L1 s1", "C"], state={"mautoma_figures": [(0, 0)]})
    turn = Turn(map_table(hex_map), board=LEFT_TO_RIGHT)
    turn.play(4)
    assert turn.said("No legal placement for a population figure at range 3: the Mautoma "
                     "skips the populate action.")


def test_a_large_location_is_one_space_large_or_small_alike() -> None:
    hex_map = make_map(["@NE @NE s1", "C"], state={"mautoma_buildings": [(0, 2)]})
    turn = Turn(map_table(hex_map), board=LEFT_TO_RIGHT)
    turn.play(2)
    assert turn.table.state.view()["mautoma_figures"] == ["NE"]
    assert turn.said("Populate at range 3: one eligible location → the large location at the "
                     "top.")


def test_exploration_needs_a_tile_next_to_the_chasm_or_an_explored_tile() -> None:
    """Following standard rules, the explored area tile must be adjacent to the chasm or to
    another explored tile."""
    hex_map = make_map(["C s1 s2", ". . . s3"], face_down=["1", "2", "3"])
    state = map_table(hex_map).state
    assert set(state.explorable_tiles(3)) == {"1"}
    state.explore("1")
    assert set(state.explorable_tiles(3)) == {"2"}  # tile 3 touches neither


# -- the pure choices ------------------------------------------------------------------------

def test_pick_build_breaks_ties_by_the_order_given() -> None:
    spots = [Candidate("a", "a", 1), Candidate("b", "b", 3), Candidate("c", "c", 3)]
    pick = pick_build(spots, None)
    assert pick.chosen.key == "b" and [c.key for c in pick.tied] == ["b", "c"]
    assert pick.explain() == ("→ b: the most bonuses, 3; 2 tied (b, c); following the arrows, "
                              "b is the first of them you meet.")


def test_pick_location_and_pick_tile_take_the_first_in_arrow_order() -> None:
    locations = [Candidate("x", "x", occupied=True), Candidate("y", "y"),
                 Candidate("z", "z")]
    assert pick_location(locations, None).chosen.key == "y"
    assert pick_location(locations[:1], None).rule == "the only eligible location (occupied)"
    tiles = [Candidate("T9", "tile T9"), Candidate("T1", "tile T1")]
    assert pick_tile(tiles, None).chosen.key == "T9"


# -- SPECIFIC TRIBE RULES ---------------------------------------------------------------------

def test_with_the_tribe_you_get_the_costs_of_what_the_mautoma_places_on_your_tokens() -> None:
    """Mautoma first places its 5 small buildings, then the large buildings; Mautoma places
    its population figures with increasing cost (2-3-3-3-4-4-4 books); you get the
    corresponding costs from the reserve."""
    sand = " ".join(["s1"] * 8)
    locations = " ".join(["L2"] * 7)
    hex_map = make_map([sand, locations, "C"],
                       state={"tokens": [(0, c) for c in range(8)] + [(1, c) for c in range(2)]})
    turn = Turn(map_table(hex_map, tokens_tribe=True), board=LEFT_TO_RIGHT,
                tokens_tribe=True)
    for _ in range(8):
        drive(turn.turns.build(3, lone=True))
    gears = [text for text in turn.texts() if "gears" in text]
    assert [text.split("its cost, ")[1].split(" gears")[0] for text in gears] == \
        ["3"] * 5 + ["5"] * 3
    for _ in range(7):
        drive(turn.turns.populate(None, lone=True))
    books = [text.split("its cost, ")[1].split(" books")[0] for text in turn.texts()
             if "books (figure" in text]
    assert books == ["2", "3"]  # only the first two locations (the top row) carry tokens
    assert turn.mautoma.figures_left == 0


def test_the_tribe_costs_follow_the_figures_order_2_3_3_3_4_4_4() -> None:
    locations = " ".join(["L1"] * 7)
    hex_map = make_map([locations, "C"], state={"tokens": [(0, c) for c in range(7)]})
    turn = Turn(map_table(hex_map, tokens_tribe=True), board=LEFT_TO_RIGHT,
                tokens_tribe=True)
    for _ in range(7):
        drive(turn.turns.populate(None, lone=True))
    books = [int(text.split("its cost, ")[1].split(" books")[0]) for text in turn.texts()
             if "books (figure" in text]
    assert books == [2, 3, 3, 3, 4, 4, 4]


def test_without_the_tribe_no_cost_is_paid() -> None:
    hex_map = make_map(["s1 L1", "C"], state={"tokens": [(0, 0)]})
    turn = Turn(map_table(hex_map), board=LEFT_TO_RIGHT)
    turn.play(1)
    assert not turn.said("gears")
