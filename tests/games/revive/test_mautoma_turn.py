"""The Mautoma's turn, card by card, with each skip rule, on small maps drawn in text."""

from __future__ import annotations

from random import Random

from revive_helpers import Turn, board_with_arrows, make_board, make_map, map_table

from soloist.games.revive.cards import CARDS
from soloist.games.revive.mautoma import Mautoma

BOARD = board_with_arrows("top", "left-to-right", size=12)


def test_the_six_cards_exactly_as_described() -> None:
    """Energy steps 1, 2, 1, 2, 3, 4; build / populate-else-build / explore / explore and
    populate / explore and build at range 3; explore and populate with no range limit."""
    assert [(card.energy, card.explores, card.places, card.range) for card in CARDS] == [
        (1, False, "build", 3),
        (2, False, "populate-or-build", 3),
        (1, True, None, 3),
        (2, True, "populate", 3),
        (3, True, "build", 3),
        (4, True, "populate", None),
    ]


def test_draw_then_advance_the_energy_marker_clockwise_by_the_cards_number() -> None:
    """1. Draw a card 2. Advance the energy marker clockwise on the elliptical energy track by
    the number shown in the card's top left corner 3. Execute the action."""
    turn = Turn(map_table(make_map(["s1 s1", "C"])), board=BOARD, energy=11)
    turn.play(6)  # 4 steps: 11 → 12 → 1 → 2 → 3
    assert turn.mautoma.energy == 3
    assert turn.texts()[0].startswith('The Mautoma draws card 6 (explore + populate with no '
                                      'range limit): "Explore and place a population figure '
                                      'with no range restrictions." The energy marker advances '
                                      '4 steps clockwise, from position 11 to 3, the purple one.')
    assert turn.mautoma.draws[6] == 1
    assert turn.mautoma.action_deck.discards[-1].number == 6


def test_the_tiebreaker_is_read_where_the_marker_arrives() -> None:
    """The marker advances first; the arrows of its new position break the tie."""
    board = make_board(positions=[("purple", "one"), ("purple", "two")],
                       sections={"one": 1, "two": 2})  # left to right; right to left
    hex_map = make_map(["s1 L1 s1", "C"], state={"mautoma_figures": [(0, 1)]})
    from_one = Turn(map_table(hex_map), board=board, energy=1)
    from_one.play(1)  # 1 → 2: right to left
    assert from_one.table.state.view()["mautoma_buildings"] == ["r0c2"]
    from_two = Turn(map_table(hex_map), board=board, energy=2)
    from_two.play(1)  # 2 → 1: left to right
    assert from_two.table.state.view()["mautoma_buildings"] == ["r0c0"]


def test_card_1_without_a_legal_placement_ends_the_turn() -> None:
    """If there are no legal placements, Mautoma ends its turn without performing the
    action."""
    hex_map = make_map(["f1 L1 w1", "C"], state={"mautoma_buildings": []})
    turn = Turn(map_table(hex_map), board=BOARD)
    turn.play(1)
    assert turn.said("No legal placement for a building at range 3: the Mautoma ends its turn "
                     "without performing the action.")
    assert turn.mautoma.skipped == 1 and turn.mautoma.small_left == 5


def test_card_2_places_a_building_when_no_population_figure_can_be_placed() -> None:
    """Place a population figure at range 3, if not possible place a building at range 3."""
    turn = Turn(map_table(make_map(["s1 f1", "C"])), board=BOARD)
    turn.play(2)
    assert turn.said("No legal placement for a population figure at range 3: it places a "
                     "building at range 3 instead.")
    assert turn.table.state.view()["mautoma_buildings"] == ["r0c0"]
    assert turn.mautoma.figures_left == 7 and turn.mautoma.small_left == 4


def test_card_2_with_neither_placement_ends_the_turn() -> None:
    turn = Turn(map_table(make_map(["f1 w1", "C"])), board=BOARD)
    turn.play(2)
    assert turn.said("No legal placement for a building at range 3 either: the Mautoma ends "
                     "its turn without performing the action.")


def test_card_2_places_a_building_when_it_has_no_figure_left() -> None:
    turn = Turn(map_table(make_map(["s1 L1", "C"])), board=BOARD)
    turn.mautoma.figures_left = 0
    turn.play(2)
    assert turn.said("The Mautoma has no population figure left: it places a building at "
                     "range 3 instead.")
    assert turn.table.state.view()["mautoma_buildings"] == ["r0c0"]


def test_card_3_without_access_to_any_tile_ends_the_turn() -> None:
    """If Mautoma has no access to any tiles, Mautoma ends its turn without performing the
    action."""
    turn = Turn(map_table(make_map(["s1 s1", "C"])), board=BOARD)
    turn.play(3)
    assert turn.said("The Mautoma has no access to any tile at range 3: the Mautoma ends its "
                     "turn without performing the action.")


def test_card_4_skips_the_exploration_and_still_populates() -> None:
    """If Mautoma has no access to any tiles, it skips the exploration. If there are no
    legal placements, Mautoma skips the populate action."""
    turn = Turn(map_table(make_map(["L1 s1", "C"])), board=BOARD)
    turn.play(4)
    assert turn.said("The Mautoma has no access to any tile at range 3: the Mautoma skips the "
                     "exploration.")
    assert turn.table.state.view()["mautoma_figures"] == ["r0c0"]


def test_card_4_explores_and_skips_the_populate_action() -> None:
    turn = Turn(map_table(make_map(["s1 s2", "C"], face_down=["2"])), board=BOARD)
    turn.play(4)
    assert turn.table.state.explored == {"1", "2"}
    assert turn.said("No legal placement for a population figure at range 3: the Mautoma "
                     "skips the populate action.")
    assert turn.mautoma.skipped == 1


def test_card_5_explores_first_then_builds_on_what_it_revealed() -> None:
    """Explore and place a building at range 3: the tile it flips can hold the building."""
    hex_map = make_map(["f1 s2 w2", "C"], face_down=["2"])
    turn = Turn(map_table(hex_map), board=BOARD)
    turn.play(5)
    assert turn.table.state.view()["mautoma_buildings"] == ["r0c1"]
    assert turn.mautoma.tiles_explored == 1 and turn.mautoma.buildings_placed == 1


def test_card_6_populates_with_no_range_restriction() -> None:
    """Explore and place a population figure with no range restrictions."""
    hex_map = make_map(["s1 s1 s1 s1 s1 s1 L1", "C"], state={"mautoma_buildings": [(0, 0)]})
    far = Turn(map_table(hex_map), board=BOARD)
    far.play(6)
    assert far.table.state.view()["mautoma_figures"] == ["r0c6"]  # 6 steps away
    near = Turn(map_table(hex_map), board=BOARD)
    near.play(4)  # the same location is out of range 3 for card 4
    assert near.table.state.view()["mautoma_figures"] == []


def test_card_6_explores_with_no_range_restriction_too() -> None:
    """"Explore and place a population figure with no range restrictions": the exploration
    has no range restriction either (card 3 explores at range 3)."""
    hex_map = make_map(["s1 s1 s1 s1 s1 s2", "C"], face_down=["2"],
                       state={"mautoma_buildings": [(0, 0)]})
    far = Turn(map_table(hex_map), board=BOARD)
    far.play(6)
    assert "2" in far.table.state.explored
    near = Turn(map_table(hex_map), board=BOARD)
    near.play(3)
    assert "2" not in near.table.state.explored


# Tile 1 holds the Mautoma's building; the chasm (row 1) lies between it and tile 3 (row 2).
ACROSS_THE_CHASM = ["s1 s1 s1 s1", "C C C C", "s3 s3 s3 L3"]


def test_card_6_explores_a_tile_beside_the_chasm_far_from_its_pieces() -> None:
    """Card 6: "Explore and place a population figure with no range restrictions", and
    "the explored area tile must be adjacent to the chasm or to another explored tile":
    no range restriction means the distance from the Mautoma's pieces does not matter, so a
    tile beside the chasm is explored even with no open path to it (here across the chasm;
    it used to count as "no access")."""
    hex_map = make_map(ACROSS_THE_CHASM, face_down=["3"],
                       state={"mautoma_buildings": [(0, 0)]})
    turn = Turn(map_table(hex_map), board=BOARD)
    turn.play(6)
    assert "3" in turn.table.state.explored
    assert turn.mautoma.tiles_explored == 1 and turn.mautoma.skipped == 0
    assert turn.said("With no range restriction the distance from its pieces does not "
                     "matter; the tile must still be adjacent to the chasm or to another "
                     "explored tile.")
    ranged = Turn(map_table(hex_map), board=BOARD)
    ranged.play(3)  # "Explore at range 3": no access across the chasm
    assert "3" not in ranged.table.state.explored and ranged.mautoma.skipped == 1


def test_card_6_still_explores_only_next_to_the_chasm_or_an_explored_tile() -> None:
    """"The explored area tile must be adjacent to the chasm or to another explored tile"
    holds with no range restriction: a face-down tile touching only face-down tiles is not
    explored."""
    hex_map = make_map(["s1 s1 s2 s2 s3 s3", ". . . . . . . C"], face_down=["2", "3"],
                       state={"mautoma_buildings": [(0, 0)]})
    turn = Turn(map_table(hex_map), board=BOARD)
    turn.play(6)
    assert turn.table.state.explored == {"1", "2"}  # tile 3 touches only tile 2, face down


def test_card_6_populates_a_location_across_the_chasm() -> None:
    """"Place a population figure with no range restrictions": a face-up location on the
    other side of the chasm is eligible (it never was)."""
    hex_map = make_map(ACROSS_THE_CHASM, state={"mautoma_buildings": [(0, 0)]})
    turn = Turn(map_table(hex_map), board=BOARD)
    turn.play(6)
    assert turn.table.state.view()["mautoma_figures"] == ["r2c3"]
    ranged = Turn(map_table(hex_map), board=BOARD)
    ranged.play(4)
    assert ranged.table.state.view()["mautoma_figures"] == []


def test_without_a_building_left_a_build_has_no_legal_placement() -> None:
    turn = Turn(map_table(make_map(["s1 s1", "C"])), board=BOARD)
    turn.mautoma.small_left = turn.mautoma.large_left = 0
    turn.play(1)
    assert turn.said("The Mautoma has no building left, so no legal placement: the Mautoma "
                     "ends its turn without performing the action.")


def test_small_buildings_first_then_large() -> None:
    """Mautoma first places its 5 small buildings, then the large buildings."""
    row = " ".join(["s1"] * 10)
    turn = Turn(map_table(make_map([row, "C"])), board=BOARD)
    for _ in range(8):
        turn.play(1)
    sizes = [text.split()[2] for text in turn.texts() if text.startswith("Place a ")]
    assert sizes == ["small"] * 5 + ["large"] * 3
    turn.play(1)
    assert turn.said("The Mautoma has no building left")
    assert (turn.mautoma.small_left, turn.mautoma.large_left) == (0, 0)


def test_mautoma_setup_decks() -> None:
    """The two starting cards shuffled are the Action Deck. From the remaining 4 cards remove
    1 random card, then shuffle the other 3 cards: the Progress Deck."""
    removed = set()
    for seed in range(60):
        mautoma = Mautoma.setup((2, 5), 12, 1, Random(seed))
        assert sorted(card.number for card in mautoma.action_deck.cards) == [2, 5]
        progress = [card.number for card in mautoma.progress_deck]
        assert len(progress) == 3 and set(progress) < {1, 3, 4, 6}
        removed |= {1, 3, 4, 6} - set(progress)
        assert (mautoma.small_left, mautoma.large_left, mautoma.figures_left) == (5, 3, 7)
    assert removed == {1, 3, 4, 6}
