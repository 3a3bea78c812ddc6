"""The map as the web draws it: the Mautoma's candidates with their values and its choice,
both sides' pieces, and the answers a tap on the map gives."""

from __future__ import annotations

from revive_helpers import BUILDING_MAP, Turn, board_with_arrows, make_map, map_table

from soloist.engine.questions import Choice, Choices, decision
from soloist.games.revive.mapview import board, centre


def test_the_last_build_shows_each_candidate_with_its_value_and_the_choice() -> None:
    table = map_table(make_map(BUILDING_MAP, crystals=[([(0, 1)], True)],
                               state={"mautoma_buildings": [(1, 1)]}))
    Turn(table, board=board_with_arrows("top", "left-to-right")).play(1)
    drawn = {hex_.key: hex_ for hex_ in board(table, None).hexes}
    assert {key: (hex_.mark, hex_.state) for key, hex_ in drawn.items() if hex_.state} == {
        "r0c1": ("4", "chosen"), "r0c3": ("2", "candidate"), "r1c0": ("3", "candidate"),
        "r1c3": ("1", "candidate"), "r2c1": ("1", "candidate"), "r2c3": ("1", "candidate")}
    assert drawn["r0c1"].pieces == drawn["r1c1"].pieces == ("Mautoma building",)
    assert drawn["r0c1"].label == ("the sand space on the tile 3 tiles out from the chasm at "
                                   "the top, 2nd space from the left; Mautoma building; chosen, "
                                   "value 4")
    assert board(table, None).caption.startswith(
        "The Mautoma's last decision: it builds on the sand space on the tile 3 tiles out from the "
        "chasm at the top, 2nd space from the left")


def test_tapping_a_place_answers_which_tile_you_explored() -> None:
    table = map_table(make_map(["s1 s1 s2 s2", "C"], face_down=["2"]))
    question = decision("person.explore", "Which area tile did you explore?",
                        choices=Choices([Choice("2", "the face-down tile at 2", "2")]))
    drawn = board(table, question).hexes
    assert [(hex_.key, hex_.answer) for hex_ in drawn if hex_.answer] == [("r0c2", "2"),
                                                                        ("r0c3", "2")]
    assert [hex_.kind for hex_ in drawn] == ["chasm", "sand", "sand", "face-down",
                                             "face-down"]


def test_hex_centres_are_one_hex_width_apart_in_a_row() -> None:
    assert centre("odd-r", (0, 1))[0] - centre("odd-r", (0, 0))[0] == round(3 ** 0.5, 3)
    assert centre("odd-r", (1, 0)) == (round(3 ** 0.5 / 2, 3), 1.5)  # odd rows pushed right
