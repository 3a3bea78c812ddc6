"""The Mautoma-board and map data files: the FICTIONAL samples, and precise errors."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from revive_helpers import board_data, map_data

from soloist.engine.errors import DataFileError
from soloist.games.revive.board import SAMPLE_BOARD, load_board
from soloist.games.revive.hexmap import SAMPLE_MAP, SpaceKind, load_map, neighbours


def write(tmp_path: Path, data: dict[str, Any], name: str = "file.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def board_error(tmp_path: Path, **changes: Any) -> str:
    data = board_data(positions=[("purple", "A"), ("blue", "B")], sections={"A": 1, "B": 2})
    data.update(changes)
    with pytest.raises(DataFileError) as error:
        load_board(write(tmp_path, data))
    return str(error.value)


def test_the_sample_board_is_marked_fictional_and_loads() -> None:
    board = load_board(SAMPLE_BOARD)
    assert board.fictional and "FICTIONAL" in SAMPLE_BOARD.read_text()
    assert board.size == 12 and board.starting_cards == (1, 3)
    assert board.at(1).colour == "purple"
    assert board.at(1).discard.describe_citizens() == "the first, second and last citizen cards"
    assert board.colour_chain(12) == [(12, "green"), (1, "purple"), (2, "blue"),
                                      (3, "orange")]


def test_the_sample_map_is_marked_fictional_and_loads() -> None:
    hex_map = load_map(SAMPLE_MAP)
    assert hex_map.fictional and "FICTIONAL" in SAMPLE_MAP.read_text()
    assert len(hex_map.tiles) == 22 and len(hex_map.start_tiles) == 5
    assert hex_map.major_artifacts is not None and len(hex_map.major_artifacts) == 8
    kinds = {space.kind for space in hex_map.spaces}
    assert kinds == set(SpaceKind)
    assert any(crystal.vast for crystal in hex_map.crystals)


def test_a_section_that_is_not_on_the_board(tmp_path: Path) -> None:
    data = board_data(positions=[("purple", "A"), ("blue", "Z")], sections={"A": 1})
    with pytest.raises(DataFileError, match=r"position 2: section 'Z' is not one of the "
                                            r"board's sections \(A\)"):
        load_board(write(tmp_path, data))


def test_board_errors_name_the_file_the_field_and_the_problem(tmp_path: Path) -> None:
    message = board_error(tmp_path, arrow_groups=[{"id": 1, "first_line": "middle",
                                                    "direction": "left-to-right"}] * 4)
    assert "file.json: arrow_groups.0.first_line: Input should be 'top' or 'bottom'" in message
    message = board_error(tmp_path, arrow_groups=[{"id": 1, "first_line": "top",
                                                    "direction": "left-to-right"}] * 4)
    assert "arrow_groups: group 1 is given twice" in message
    message = board_error(tmp_path, starting_cards=[2, 2])
    assert "starting_cards: give two different card numbers from 1 to 6, not [2, 2]" in message
    message = board_error(tmp_path, starting_cards=[2, 7])
    assert "starting_cards" in message
    message = board_error(tmp_path, positions=[{"colour": "purple", "section": "A"}])
    assert "positions: List should have at least 2 items" in message


def test_discard_icons_are_checked(tmp_path: Path) -> None:
    data = board_data(discard={"A": {"citizens": [1, 6]}})
    with pytest.raises(DataFileError, match=r"sections.0.discard.citizens.1: Input should be "
                                            r"less than or equal to 5"):
        load_board(write(tmp_path, data))
    data = board_data(discard={"A": {"machines": {"green": [3, 3]}}})
    with pytest.raises(DataFileError, match=r"section 'A': discard.machines.green: a position "
                                            r"is listed twice"):
        load_board(write(tmp_path, data))
    data = board_data(discard={"A": {"machines": {"purple": [1]}}})
    with pytest.raises(DataFileError, match=r"machines.purple: Extra inputs are not permitted"):
        load_board(write(tmp_path, data))


def test_a_section_without_positions_is_a_slip(tmp_path: Path) -> None:
    data = board_data(sections={"A": 1, "B": 2})
    with pytest.raises(DataFileError, match=r"section 'B' has no position"):
        load_board(write(tmp_path, data))


def test_a_position_without_an_arrow_group(tmp_path: Path) -> None:
    data = board_data()
    data["sections"][0]["arrow_group"] = None
    with pytest.raises(DataFileError, match=r"position 1: no arrow group"):
        load_board(write(tmp_path, data))
    data["positions"][0]["arrow_group"] = 4
    data["positions"][1]["arrow_group"] = 2
    board = load_board(write(tmp_path, data, "fixed.json"))
    assert board.at(1).arrows.first_line == "bottom" and board.at(2).arrows.id == 2


def test_a_toml_syntax_error_names_the_file(tmp_path: Path) -> None:
    path = tmp_path / "board.toml"
    path.write_text("name = \n", encoding="utf-8")
    with pytest.raises(DataFileError, match=r"board.toml: not valid TOML"):
        load_board(path)


def map_error(tmp_path: Path, data: dict[str, Any]) -> str:
    with pytest.raises(DataFileError) as error:
        load_map(write(tmp_path, data))
    return str(error.value)


def test_map_errors_name_the_file_the_field_and_the_problem(tmp_path: Path) -> None:
    data = map_data(["s1 s1", "C"])
    data["tiles"][0]["spaces"][1]["hex"] = [0, 0]
    assert "tiles[0] (1).spaces[1].hex: hex [0, 0] is already used by tile 1" in \
        map_error(tmp_path, data)
    data = map_data(["s1 C"])
    data["tiles"][0]["spaces"][0]["hex"] = [0, 1]
    assert "hex [0, 1] is already used by the chasm" in map_error(tmp_path, data)
    data = map_data(["s1 s2", "C"], crystals=[([(5, 5)], False)])
    assert "crystals[0].next_to[0]: hex [5, 5] is not a space of the map" in \
        map_error(tmp_path, data)
    # a tile gives the kind of every space or of none (then it is named at the table)
    data = map_data(["s1 s2 s2", "C"])
    data["tiles"][1]["spaces"][1]["kind"] = None
    assert "tiles[1] (2).spaces[1].kind: give the kind of every space of the tile, or of none" \
        in map_error(tmp_path, data)
    data = map_data(["s1 s2", "C"], state={"mautoma_buildings": [(0, 1)]})
    data["tiles"][1]["spaces"][0]["kind"] = None
    assert "state.mautoma_buildings[0]: r0c1 is on tile 2, whose spaces the file does not " \
           "give" in map_error(tmp_path, data)
    data = map_data(["s1 s2", "C"])
    data["area_tiles"] = [{"key": "7", "spaces": [{"hex": [0, 0], "kind": "sand"},
                                                  {"hex": [0, 0], "kind": "water"}]}]
    assert "area_tiles[0] (7).spaces[1].hex: hex [0, 0] is given twice" in \
        map_error(tmp_path, data)
    data = map_data(["s1 s2", "C"])
    data["tiles"][0]["spaces"][0]["kind"] = "lava"
    assert "tiles.0.spaces.0.kind: Input should be 'sand', 'forest', 'mountain', 'field', " \
           "'water' or 'location'" in map_error(tmp_path, data)
    data = map_data(["s1 s2", "C"])
    data["layout"] = "square"
    assert "layout: Input should be 'odd-r', 'even-r', 'odd-q' or 'even-q'" in \
        map_error(tmp_path, data)


def test_map_state_errors(tmp_path: Path) -> None:
    base = ["s1 L1 s2", "C"]
    cases = {
        "mautoma_buildings": ([(0, 1)], "state.mautoma_buildings[0]: r0c1 is location, not sand"),
        "person_figures": ([(0, 0)], "state.person_figures[0]: r0c0 is sand, not large-location "
                                     "or location"),
        "tokens": ([(4, 4)], "state.tokens[0]: hex [4, 4] is not a space of the map"),
        "explored": (["9"], "state.explored[0]: '9' is not a tile of the map"),
    }
    for field, (value, message) in cases.items():
        assert message in map_error(tmp_path, map_data(base, state={field: value})), field
    data = map_data(base, face_down=["2"], state={"mautoma_buildings": [(0, 2)]})
    assert "state.mautoma_buildings[0]: r0c2 is on tile 2, which is face down" in \
        map_error(tmp_path, data)
    data = map_data(base, state={"mautoma_buildings": [(0, 0)], "person_buildings": [(0, 0)]})
    assert "r0c0 already has a Mautoma building" in map_error(tmp_path, data)


def test_a_large_location_id_must_not_look_like_a_hex(tmp_path: Path) -> None:
    data = map_data(["s1 @r1c1", "C"])
    assert "id 'r1c1' looks like a hex name" in map_error(tmp_path, data)


def test_a_face_down_tile_may_leave_its_contents_open(tmp_path: Path) -> None:
    data = map_data(["s1 s2", "C"], face_down=["2"])
    data["tiles"][1]["spaces"][0].pop("kind")
    hex_map = load_map(write(tmp_path, data))
    assert hex_map.space("r0c1").kind is None


@pytest.mark.parametrize("layout", ["odd-r", "even-r", "odd-q", "even-q"])
def test_neighbours_are_six_and_mutual_in_every_layout(layout: str) -> None:
    for row in range(-3, 4):
        for col in range(-3, 4):
            around = neighbours(layout, (row, col))  # type: ignore[arg-type]
            assert len(set(around)) == 6 and (row, col) not in around
            for other in around:
                assert (row, col) in neighbours(layout, other)  # type: ignore[arg-type]
