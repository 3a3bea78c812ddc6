"""`soloist decide revive FILE`: the Mautoma's turn in a described position."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from revive_helpers import REVIVE, board_data, map_data

from soloist.engine.errors import DataFileError

EXAMPLE = Path(__file__).parents[3] / "examples" / "revive-position.toml"


def decide(tmp_path: Path, position: dict[str, Any], **files: dict[str, Any]) -> Any:
    for name, data in files.items():
        (tmp_path / f"{name}.json").write_text(json.dumps(data), encoding="utf-8")
    path = tmp_path / "position.json"
    path.write_text(json.dumps(position), encoding="utf-8")
    return REVIVE.decide(path, seed=1)


def test_the_example_position_builds_by_the_rules() -> None:
    report = REVIVE.decide(EXAMPLE, seed=1)
    assert report.lines[0] == ("Energy marker on position 4 of 12 (Fictional sample Mautoma "
                               "board (FICTIONAL)); card 1; map Fictional sample map "
                               "(FICTIONAL).")
    assert any(line.startswith("Build at range 3: 8 eligible spots") for line in report.lines)
    placement = report.data["placements"][0]
    assert placement["action"] == "build" and placement["chosen"] == "r2c9"
    assert placement["tied"] == ("r2c9", "r2c7", "r3c7")
    assert report.data["energy_after"] == 5
    assert report.data["pieces_left_after"] == {"small": 3, "large": 3, "figures": 6}


def test_a_position_on_a_map_of_your_own(tmp_path: Path) -> None:
    """The building example, written as a position file with a map file beside it."""
    rows = ["w1 s1 f1 s1", "s2 s2 m2 s2", "y3 s3 w3 s3", "C"]
    report = decide(tmp_path, {"board": "board.json", "map": "map.json", "energy": 1,
                               "card": 1, "state": {"mautoma_buildings": [[1, 1]]}},
                    board=board_data(), map=map_data(rows, crystals=[([(0, 1)], True)]))
    assert report.data["placements"][0]["chosen"] == "r0c1"
    assert report.data["placements"][0]["value"] == 4


def test_a_position_told_as_at_the_table(tmp_path: Path) -> None:
    """Without a map: the spots, listed in the order the arrows meet them."""
    report = decide(tmp_path, {"track_size": 12, "energy": 3, "card": 1, "arrows": "top-ltr",
                               "spots": [{"others": 1}, {"others": 1, "fresh_water": 1},
                                         {"others": 3}]})
    assert any("→ spot 2 (2nd along the arrows): the most bonuses, 3; 2 tied (2, 3)" in line
               for line in report.lines)
    report = decide(tmp_path, {"track_size": 12, "energy": 3, "card": 4, "tiles": 0,
                               "locations": [{"yours": True}]})
    texts = " ".join(report.lines)
    assert "skips the exploration" in texts and "you receive a book" in texts


def test_a_refresh_position(tmp_path: Path) -> None:
    board = board_data(positions=[("purple", "A"), ("green", "B")], sections={"A": 1, "B": 2},
                       discard={"A": {"citizens": [1, 2, 5]}})
    report = decide(tmp_path, {"board": "board.json", "energy": 1, "card": "refresh",
                               "artifacts": {"purple": 0, "green": 1}, "action_deck": 3},
                    board=board)
    texts = report.lines
    assert ("1. Remove a green major artifact: no purple artifact is left, so the colour of "
            "the next position along the track with one: position 2, green (Soloist's "
            "reading: positions whose colour has none left are passed over).") in texts
    assert any("discard the first, second and last citizen cards" in line for line in texts)
    assert any("the new Action Deck has 4 cards" in line for line in texts)


def test_missing_facts_are_named(tmp_path: Path) -> None:
    with pytest.raises(DataFileError, match=r"position.json: spots: not given, but the "
                                            r"Mautoma builds; give it"):
        decide(tmp_path, {"track_size": 12, "energy": 3, "card": 1})
    with pytest.raises(DataFileError, match=r"arrows: not given, but a tie needs the "
                                            r"tiebreaker arrows"):
        decide(tmp_path, {"track_size": 12, "energy": 3, "card": 1,
                          "spots": [{"others": 1}, {"others": 1}]})
    with pytest.raises(DataFileError, match=r"track_size: not given"):
        decide(tmp_path, {"energy": 3, "card": 1, "spots": []})
    with pytest.raises(DataFileError, match=r"energy: position 13 is not on an energy track "
                                            r"of 12 positions"):
        decide(tmp_path, {"board": "sample", "energy": 13, "card": 1, "spots": []})
    with pytest.raises(DataFileError, match=r"give either a map"):
        decide(tmp_path, {"board": "sample", "map": "sample", "energy": 1, "card": 1,
                          "spots": []})
    with pytest.raises(DataFileError, match=r"card: Value error, give a card number from 1 to "
                                            r"6, or \"refresh\", not 7"):
        decide(tmp_path, {"board": "sample", "energy": 1, "card": 7})
    with pytest.raises(DataFileError, match=r"a refresh turn reads the colours"):
        decide(tmp_path, {"track_size": 5, "energy": 1, "card": "refresh"})


def test_state_errors_in_a_position_name_the_position_file(tmp_path: Path) -> None:
    with pytest.raises(DataFileError, match=r"position.json: state.mautoma_buildings\[0\]: "
                                            r"r3c6 is location, not sand"):
        decide(tmp_path, {"board": "sample", "map": "sample", "energy": 1, "card": 1,
                          "state": {"mautoma_buildings": [[3, 6]]}})


# -- a file field that names no file, and strict numbers (issue 17) ----------------------

@pytest.mark.parametrize(("field", "value", "problem"), [
    ("board", "", 'empty; give "sample" or the path of your board file (or leave the field '
                  "out)"),
    ("map", "  ", 'empty; give "sample" or the path of your map file (or leave the field out)'),
    ("board", ".", "'.' is a folder, not a board file"),
    ("map", "nowhere.toml", "'nowhere.toml': no such file"),
])
def test_a_file_field_naming_no_file_names_the_position_file_and_field(
        tmp_path: Path, field: str, value: str, problem: str) -> None:
    position = {"board": "sample", "map": "sample", "energy": 4, "card": 1, field: value}
    with pytest.raises(DataFileError) as refused:
        decide(tmp_path, position)
    assert str(refused.value).startswith(f"{tmp_path / 'position.json'}: {field}: {problem}")


@pytest.mark.parametrize(("change", "field"), [
    ({"card": True}, "card"), ({"energy": True}, "energy"), ({"on_token": 1}, "on_token")])
def test_true_is_not_a_number_nor_1_a_yes(tmp_path: Path, change: dict[str, Any],
                                          field: str) -> None:
    position = {"board": "sample", "map": "sample", "energy": 4, "card": 1, **change}
    with pytest.raises(DataFileError) as refused:
        decide(tmp_path, position)
    assert str(refused.value).startswith(f"{tmp_path / 'position.json'}: {field}")
