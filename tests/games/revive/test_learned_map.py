"""A map that grows with the game: the board's layout known, each area tile named when it is
face up (described the first time, then kept in the person's component library), and the
Mautoma deciding on it exactly as on a map file."""

from __future__ import annotations

from pathlib import Path

import pytest
from revive_helpers import (
    BUILDING_MAP,
    EXPLORATION_MAP,
    POPULATE_MAP,
    REVIVE,
    PhysicalTiles,
    Turn,
    board_with_arrows,
    learned_table,
    make_map,
    map_data,
    map_table,
    open_map,
)

from soloist.engine.errors import DataFileError, InvalidAnswer
from soloist.engine.library import MemoryLibrary
from soloist.engine.session import Session
from soloist.games.revive.components import export_map, frame_value, import_map
from soloist.games.revive.hexmap import MapModel, load_map
from soloist.games.revive.table import MapTable
from soloist.games.revive.tiles import TileFace, read_kinds, to_axial


def indexes(table: MapTable, *hexes: tuple[int, int]) -> list[int]:
    return [table.map.space_at[hex_] for hex_ in hexes]


def decisions(turn: Turn) -> list[str]:
    """What the Mautoma decided and why (the log's Mautoma lines)."""
    return [event.text for event in turn.log if event.actor == "mautoma"]


# -- the seed's examples, on a learned map ---------------------------------------------------

def test_building_example_on_a_learned_map() -> None:
    """BUILDING EXAMPLE, the map named tile by tile at setup: the spot worth 4 wins, as on
    the map file."""
    physical = PhysicalTiles.from_drawing(BUILDING_MAP)
    table = learned_table(BUILDING_MAP, physical, crystals=[([(0, 1)], True)])
    assert [question.topic for question in physical.asked] == ["table.tile-new"] * 3
    table.state.mautoma_buildings += indexes(table, (1, 1))
    turn = Turn(table, board=board_with_arrows("top", "left-to-right"))
    assert turn.play(1) == []  # nothing asked: the map is known
    assert turn.said("→ the sand space on tile 1, 2nd space from the left: the most bonuses, 4.")
    assert table.state.view()["mautoma_buildings"] == ["r1c1", "r0c1"]
    full = Turn(map_table(make_map(BUILDING_MAP, crystals=[([(0, 1)], True)],
                                   state={"mautoma_buildings": [(1, 1)]}, keyed=True)),
                board=board_with_arrows("top", "left-to-right"))
    full.play(1)
    assert decisions(turn) == decisions(full)


def test_the_placement_says_where_to_find_the_spot_on_the_board() -> None:
    physical = PhysicalTiles.from_drawing(BUILDING_MAP, names={"1": "7"})
    table = learned_table(BUILDING_MAP, physical, crystals=[([(0, 1)], True)])
    table.state.mautoma_buildings += indexes(table, (1, 1))
    turn = Turn(table, board=board_with_arrows("top", "left-to-right"))
    turn.play(1)
    assert turn.said("Place a small Mautoma building on the sand space on tile 7, 2nd space "
                     "from the left; next to water, forest, sand, sand with a Mautoma building, "
                     "1 crystal.")


def test_populate_example_on_a_learned_map() -> None:
    """POPULATE EXAMPLE: the two occupied locations tie; the arrows pick the north-east one
    and you gain a book."""
    physical = PhysicalTiles.from_drawing(POPULATE_MAP)
    table = learned_table(POPULATE_MAP, physical)
    table.state.mautoma_buildings += indexes(table, (1, 1))
    table.state.person_figures += indexes(table, (0, 3), (2, 0))
    turn = Turn(table, board=board_with_arrows("top", "left-to-right"))
    turn.play(2)
    assert table.state.view()["mautoma_figures"] == ["r0c3"]
    assert turn.said("Your figure is in that location: you receive a book from the general "
                     "reserve.")


def test_exploration_example_on_a_learned_map() -> None:
    """EXPLORATION EXAMPLE: the first eligible tile along the arrow is flipped, and the
    person names it."""
    physical = PhysicalTiles.from_drawing(EXPLORATION_MAP)
    table = learned_table(EXPLORATION_MAP, physical, face_down=["1", "2", "3", "4", "5"])
    assert table.state.explored == {"A", "B"}
    table.state.mautoma_buildings += indexes(table, (1, 0))
    turn = Turn(table, board=board_with_arrows("top", "right-to-left"))
    asked = turn.play(3, physical.answer)
    assert [question.topic for question in asked] == ["table.tile-new"]
    where = "3 tiles out from the chasm at the left (the 3rd from the left)"
    assert asked[0].prompt.startswith(f"The tile just flipped {where}: its number (or symbol)")
    assert asked[0].prompt.endswith("then what each of its spaces shows as it lies: from the "
                                    "left (2 spaces)?")
    assert turn.said(f"→ the face-down tile {where}: a face-down tile it can reach")
    assert turn.said(f"Flip the face-down tile {where}: reveal it either way")
    assert table.state.explored == {"A", "B", "2"}
    assert table.state.view()["tiles"] == {"A": "A", "B": "B", "2": "2"}


# -- a tile learned once, placed in another game ----------------------------------------------

# Three places of three hexes in a row (a shape that can lie both ways round), the chasm
# below them.
LINES = ["s1 s1 s1 . s2 s2 s2", "s3 s3 s3 . . . . C"]


def test_a_learned_tile_placed_in_another_game_the_other_way_round_decides_as_a_map_file(
) -> None:
    # Game 1: tile 7 lies on place 1 as "water sand forest"; the person describes it.
    first = PhysicalTiles({"1": ("7", ["water", "sand", "forest"]),
                           "2": ("8", ["sand", "sand", "mountain"]),
                           "3": ("9", ["sand", "location", "sand"])})
    table = learned_table(LINES, first)
    facts = dict(table.learned)
    assert facts["area tile 7"] == TileFace.canonical(
        [to_axial("odd-r", (0, c)) for c in range(3)],
        read_kinds("water sand forest", [(0, 0), (0, 1), (0, 2)]), start=False).encode()
    assert facts["area tiles"] == "7; 8; 9"
    # Game 2: tile 7 lies on place 3, turned round; 8 on place 1; 9 on place 2.
    second = PhysicalTiles({"1": ("8", ["sand", "sand", "mountain"]),
                            "2": ("9", ["sand", "location", "sand"]),
                            "3": ("7", ["forest", "sand", "water"])})
    learned = learned_table(LINES, second, facts=facts)
    assert [question.topic for question in second.asked] == ["table.tile-which"] * 3
    which = second.asked[2]
    assert which.choices is not None
    assert [(choice.key, choice.label) for choice in which.choices] == [
        ("7", "tile 7: forest sand water"), ("7 turned", "tile 7: water sand forest"),
        ("new", "A tile Soloist does not know yet (you will say what it shows)")]
    assert learned.learned == {}  # nothing new learned
    # the same tiles written in a map file where they lie (each place named by its tile)
    written = map_table(make_map(["s8 s8 m8 . s9 L9 s9", "f7 s7 w7 . . . . C"], keyed=True))
    for table_ in (learned, written):
        table_.state.mautoma_buildings += indexes(table_, (0, 1))
    turns = [Turn(table_, board=board_with_arrows("bottom", "left-to-right"))
             for table_ in (learned, written)]
    for turn in turns:
        turn.play(1)
        turn.play(1)
    built = learned.state.view()["mautoma_buildings"]
    assert built == written.state.view()["mautoma_buildings"] and len(built) == 3
    # the same decisions, for the same reasons
    assert decisions(turns[0]) == decisions(turns[1])
    assert any("the sand space on tile 7, 2nd space from the left = 4 (mountain, forest, "
               "water (counts 2))" in text for text in decisions(turns[0]))


def test_a_known_tile_described_again_is_taken_as_it_lies_or_refused_if_it_differs(
) -> None:
    facts = {"area tile 7": "forest, sand, water at 0,0 1,0 2,0", "area tiles": "7"}
    table = map_table(open_map(LINES, face_down=["1", "2", "3"]))
    asked = []

    def answer(question):  # type: ignore[no-untyped-def]
        asked.append(question)
        if question.topic == "table.tile-which":
            return "new"
        with pytest.raises(InvalidAnswer, match=r"your components describe tile 7 otherwise "
                           r"\(forest, sand and water\)"):
            question.parse("7: water water sand")
        return "7: water sand forest"  # tile 7, turned round

    from revive_helpers import drive
    drive(table.flip("3"), answer, facts)
    assert [question.topic for question in asked] == ["table.tile-which", "table.tile-new"]
    assert table.state.view()["revealed"] == {"r1c0": "water", "r1c1": "sand",
                                              "r1c2": "forest"}
    assert table.learned == {}  # nothing new

# -- what the person says is checked --------------------------------------------------------

@pytest.mark.parametrize("text, message", [
    ("sand large location sand", "a large location is a corner tile of its own, never a "
                                 "space of an area tile"),
    ("sand crystal sand", "crystals are printed along the board's edges"),
    ("sand sand", "this tile has 3 spaces; you gave 2"),
    ("sand f sand", "'f' could be field or forest: write more of the word"),
    ("sand lava sand", "'lava' is not a kind of space"),
])
def test_a_tile_described_inconsistently_is_refused_with_a_clear_message(
        text: str, message: str) -> None:
    with pytest.raises(InvalidAnswer, match=message.replace("(", r"\(").replace(")", r"\)")):
        read_kinds(text, [(0, 0), (0, 1), (0, 2)])


def test_the_colours_and_first_letters_name_the_kinds() -> None:
    assert [kind.value for kind in read_kinds("s fo m fi w l green grey yellow",
                                              [(0, c) for c in range(9)])] == [
        "sand", "forest", "mountain", "field", "water", "location", "forest", "mountain",
        "field"]


def test_a_tile_already_on_the_map_cannot_be_named_again() -> None:
    physical = PhysicalTiles({"1": ("7", ["sand"] * 3), "2": ("8", ["sand"] * 3)})
    table = learned_table(LINES, physical, face_down=["3"])
    generator = table.flip("3")
    question = next(generator)
    while question.is_silent:
        question = generator.send(question.parse(question.if_unknown or "")[1])
    assert question.topic == "table.tile-new"  # no tile it knows is left to choose from
    with pytest.raises(InvalidAnswer, match="tile 7 is already on the map, at the left of "):
        question.parse("7: sand sand sand")
    with pytest.raises(InvalidAnswer, match="give the tile's name, a colon"):
        question.parse("sand sand sand")


def test_a_known_tile_that_does_not_fit_the_place_is_refused() -> None:
    facts = {"area tile 7": "sand, sand at 0,0 1,0", "area tiles": "7"}
    table = map_table(open_map(LINES, face_down=["1", "2", "3"]))
    generator = table.flip("1")
    question = next(generator)
    while question.is_silent:
        assert question.fact is not None
        question = generator.send(question.parse(facts.get(question.fact,
                                                           question.if_unknown or ""))[1])
    assert question.topic == "table.tile-new"  # no known tile fits: it is described
    with pytest.raises(InvalidAnswer, match="your components describe tile 7 otherwise "
                       r"\(sand and sand\)"):
        question.parse("7: sand sand sand")

# -- import and export ----------------------------------------------------------------------

def test_a_map_file_teaches_its_layout_and_tiles_and_exports_back(tmp_path: Path) -> None:
    data = map_data(["w1 s1 f1 . s2 s2", "C"], face_down=["2"])
    data["tiles"][0]["key"] = "7"
    for space in data["tiles"][1]["spaces"]:
        space.pop("kind")
    path = tmp_path / "map.json"
    import json
    path.write_text(json.dumps(data), encoding="utf-8")
    facts = REVIVE.import_components(path)
    assert facts["area tiles"] == "7"
    # the way first in the alphabet: the tile described lying either way is one fact (its
    # spaces where the file puts them: the mark of a tile kept row by row)
    assert facts["area tile 7"] == "forest, sand, water at 0,0 1,0 2,0; read by rows"
    assert "board layout" in facts
    files = REVIVE.export_components(facts)
    assert list(files) == ["revive-map.toml"]
    exported = tmp_path / "revive-map.toml"
    exported.write_text(files["revive-map.toml"], encoding="utf-8")
    hex_map = load_map(exported)  # --map reads it back: every place open, tile 7 known
    assert hex_map.open_places() == ["1", "2"]
    assert [tile.name for tile in hex_map.area_tiles] == ["7"]
    assert REVIVE.import_components(exported) == facts


def test_importing_a_tile_with_two_hexes_at_one_place_stores_nothing(tmp_path: Path) -> None:
    path = tmp_path / "tiles.toml"
    path.write_text('layout = "odd-r"\n[[area_tiles]]\nkey = "7"\nspaces = [\n'
                    '  { hex = [0, 0], kind = "sand" },\n  { hex = [0, 0], kind = "water" },\n'
                    ']\n', encoding="utf-8")
    with pytest.raises(DataFileError, match=r"tiles.toml: area_tiles\[0\] \(7\).spaces\[1\]"
                       r".hex: hex \[0, 0\] is given twice"):
        REVIVE.import_components(path)


def test_the_tiles_alone_export_and_import_without_a_layout(tmp_path: Path) -> None:
    facts = {"area tile 7": "starting tile: sand, water at 0,0 1,0; read by rows",
             "area tiles": "7"}
    files = REVIVE.export_components(facts)
    path = tmp_path / "revive-tiles.toml"
    path.write_text(files["revive-tiles.toml"], encoding="utf-8")
    assert REVIVE.import_components(path) == facts
    assert REVIVE.export_components({}) == {}


def test_still_to_learn_names_the_layout_and_the_tiles() -> None:
    lines = REVIVE.still_to_learn({"area tile 7": "sand at 0,0", "area tiles": "7"})
    assert lines[0].startswith("your Mautoma board's energy track: the colour of each position")
    assert lines[-2].startswith("your board's layout")
    assert lines[-1].startswith("29 of your 30 area tiles")
    assert REVIVE.merge_fact("area tiles", "7; 9", "8") == "7; 8; 9"
    assert REVIVE.merge_fact("area tile 7", "sand at 0,0", "water at 0,0") is None


# -- whole games, from the library -----------------------------------------------------------

def sample_frame() -> str:
    from soloist.engine.documents import load
    from soloist.games.revive.hexmap import SAMPLE_MAP

    return frame_value(load(MapModel, SAMPLE_MAP))


#: An energy track of 12 positions described at the table: its colours, then its arrows.
TRACK = "purple blue orange green purple blue orange green purple blue orange green"
ARROWS = "3tl 3tr 3bl 3br"


def test_with_the_layout_in_the_library_soloist_offers_to_follow_the_map() -> None:
    library = MemoryLibrary({"board layout": sample_frame()})
    session = Session.start(REVIVE, {"sample": False, "s_cards": "1+3"}, 3, library=library)
    assert session.question is not None and session.question.topic == "setup.track-colours"
    session.answer(TRACK)
    assert session.question.topic == "setup.follow-map"
    session.answer("yes")
    assert session.question.topic == "setup.track-arrows"  # following the map: asked once
    session.answer(ARROWS)
    assert session.question.topic == "table.tile-new"  # the first starting tile
    assert "Your board's layout: Fictional sample map (FICTIONAL): 22 places for area tiles, " \
           "5 of them for the starting tiles, as your components say." in session.log.texts()
    declined = Session.start(REVIVE, {"s_cards": "1+3"}, 3, library=library)
    declined.answer(TRACK)
    declined.answer("no")
    assert declined.question is not None and declined.question.topic == "person.turn"


def test_a_saved_game_replays_identically_after_the_library_changes() -> None:
    library = MemoryLibrary({"board layout": sample_frame()})
    session = Session.start(REVIVE, {"s_cards": "1+3"}, 5, library=library)
    session.answer(TRACK)
    session.answer("yes")
    session.answer(ARROWS)
    kinds = ["sand", "forest", "water", "location"]
    for _ in range(5):  # the five starting tiles, each new
        assert session.question is not None
        session.answer(str(session.question.context["place"]).lstrip("T") + ": "
                       + " ".join(kinds))
    assert session.question is not None and session.question.topic == "person.map-action"
    learned = dict(session.play.learned)  # type: ignore[attr-defined]
    assert learned["area tiles"] == "8; 9; 10; 13; 14"
    library.facts.update(learned)
    library.facts["area tile 8"] = "starting tile: mountain, mountain, mountain, mountain " \
                                   "at 0,0 1,0 2,0 -1,1"
    library.facts["board layout"] = "{}"
    replayed = Session.replay(REVIVE, session.record, library=library)
    assert replayed.answers == session.answers
    assert replayed.log.texts() == session.log.texts()
    assert replayed.play.view() == session.play.view()
    # a new game uses the library as it is now: the starting tiles are chosen, not described
    again = Session.start(REVIVE, {"s_cards": "1+3"}, 5, library=MemoryLibrary(
        {**learned, "board layout": sample_frame()}))
    again.answer("yes")  # position 1 found, by its colour and arrows
    again.answer("yes")  # follow the map (the track's arrows are known)
    assert again.question is not None and again.question.topic == "table.tile-which"


def test_the_sample_map_learned_then_exported_plays_as_the_sample(tmp_path: Path) -> None:
    """Every tile of the sample named at the table gives the sample's map exactly."""
    from soloist.games.revive.hexmap import SAMPLE_MAP

    sample = load_map(SAMPLE_MAP)
    facts = import_map(SAMPLE_MAP)
    path = tmp_path / "revive-map.toml"
    path.write_text(export_map(facts)["revive-map.toml"], encoding="utf-8")
    table = map_table(load_map(path))
    physical = PhysicalTiles({place: (place, [str(sample.spaces[index].kind) for index in
                                              sample.tiles[place]])
                              for place in sample.tiles})
    from revive_helpers import drive
    drive(table.setup(), physical.answer)
    for place in sample.tiles:
        if place not in table.state.explored:
            drive(table.flip(place), physical.answer)
    assert {question.topic for question in physical.asked} == {"table.tile-which"}
    assert table.state.kinds == [space.kind for space in sample.spaces]
