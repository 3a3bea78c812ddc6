"""A tile's faces go in the order asked, on every hex orientation (issue 35, item 2): the
question asks a new tile's spaces row by row from the top, each row from the left, and the
words typed go on those spaces, whatever order the board's place keeps its hexes in (a board
with flat tops keeps them column by column). A tile an older Soloist kept in the wrong order
is checked once, with one tap, the first time a game uses it."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from revive_helpers import REVIVE
from rich.console import Console

from soloist.engine.library import MemoryLibrary
from soloist.engine.session import Session
from soloist.games.revive.hexmap import SpaceKind
from soloist.games.revive.rules import RevivePlay
from soloist.games.revive.table import MapTable
from soloist.games.revive.tiles import BY_ROWS, in_rows, read_kinds, rows_of
from soloist.play.companion import SavedPlay
from soloist.play.terminal import TerminalCompanion
from soloist.store import Store
from soloist.store.library import Library

#: The issue's board: flat tops, straight columns, 5 columns of 4 hexes (top to bottom).
ISSUE_COLUMNS = ["L1 1 1 c", "1 1 2 2", "c 2* 2* 3", "4 4 3 3", "L2 4 . L3"]
#: Its starting tile, described as an older Soloist kept it: the words "sand forest water
#: location" put on the place's spaces column by column.
MISREAD_TILE_7 = "starting tile: forest, sand, location, water at 0,0 0,1 -1,2 -1,3"


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    opened = Store(str(tmp_path / "saves.sqlite3"))
    yield opened
    opened.close()


def play_in_terminal(store: Store, typed: list[str]) -> tuple[str, SavedPlay]:
    saved = SavedPlay.start(store, REVIVE, {}, seed=4)
    out = io.StringIO()
    console = Console(file=out, width=120, color_system=None, highlight=False, soft_wrap=True)
    lines = iter([*typed, "quit"])
    console.input = lambda prompt="", **_: next(lines)  # type: ignore[method-assign]
    terminal = TerminalCompanion(console, saved)
    terminal.run()
    return out.getvalue(), terminal.saved


def kinds_on_the_map(saved: SavedPlay, place: str) -> dict[tuple[int, int], str]:
    """What each hex of `place` shows on the play's map."""
    play = saved.session.play
    assert isinstance(play, RevivePlay) and isinstance(play.table, MapTable)
    table = play.table
    return {table.map.spaces[index].hexes[0]: str(table.state.kind(index))
            for index in table.map.tiles[place]}


def test_the_issue_35_steps_on_a_flat_top_board(store: Store) -> None:
    """Issue 35, item 2, its steps in the terminal with default options and no file."""
    shown, saved = play_in_terminal(store, [
        "purple blue orange green",  # the energy track
        "2", "3",  # the "S" cards 2 and 3
        "build",  # describe the layout now
        "columns-lower",  # "Flat tops, straight columns"
        "5", "4",  # 5 columns of 4 hexes
        *ISSUE_COLUMNS,
        "yes",  # that is my board
        "tl tr bl br",  # the arrows
        "7: sand forest water location",  # the starting tile: its top row, 2nd row, bottom row
    ])
    assert ("The starting tile beside the chasm at the bottom right: its number (or symbol), "
            "then what each of its spaces shows as it lies: its top row from the left (1 "
            "space), then its 2nd row (2 spaces), then its bottom row (1 space)?") in shown
    # The log says it lies as typed, row by row; the map draws it so.
    assert "Tile 7 lies beside the chasm at the bottom right: sand / forest water / location" \
        in shown
    assert kinds_on_the_map(saved, "T2") == {(1, 2): "sand", (2, 1): "forest",
                                             (2, 2): "water", (3, 1): "location"}
    # Your components keep it so (with the mark of a tile kept row by row): the next game
    # offers it as it is.
    assert Library(store, "revive").as_mapping()["area tile 7"].endswith(BY_ROWS)
    later = SavedPlay.start(store, REVIVE, {}, seed=5)
    while (question := later.session.question) is not None and \
            question.topic != "table.tile-which":
        later.answer("yes")  # position 1 found; follow the map
    assert question is not None and question.choices is not None
    assert "tile 7: sand / forest water / location" in [choice.label for choice in
                                                        question.choices]


#: A board of 2 lines of 3 hexes, read as rows or as columns: its starting tile 1 has 2 rows
#: of 2 hexes and 2 columns (on a board with flat tops, kept column by column).
LINES = ["1* 1* c", "1* 1* L1"]
ORIENTATIONS = ["rows-right", "rows-left", "columns-lower", "columns-higher"]


@pytest.mark.parametrize("shape", ORIENTATIONS)
def test_a_new_tile_goes_on_the_spaces_in_the_order_asked_on_every_orientation(
        shape: str) -> None:
    lines = LINES
    session = Session.start(REVIVE, {"s_cards": "1+3"}, 1, library=MemoryLibrary())
    for answer in ("purple blue orange green", "build", shape, str(len(lines)), "3", *lines,
                   "yes", "tl tr bl br"):
        session.answer(answer)
    question = session.question
    assert question is not None and question.topic == "table.tile-new"
    play = session.play
    assert isinstance(play, RevivePlay) and isinstance(play.table, MapTable)
    hex_map = play.table.map
    hexes = [hex_map.spaces[index].hexes[0] for index in hex_map.tiles["T1"]]
    rows = sorted({row for row, _ in hexes})
    assert len(rows) >= 2 and len({col for _, col in hexes}) >= 2
    # The question counts the spaces of each row, from the top.
    counts = [sum(1 for row, _ in hexes if row == line) for line in rows]
    assert f"its top row from the left ({counts[0]} space" in question.prompt
    said = ["sand", "forest", "water", "location"]
    session.answer("5: " + " ".join(said))
    # Each word is on its space: row by row from the top, each row from the left.
    in_order = sorted(hexes)
    shows = {hex_map.spaces[index].hexes[0]: str(play.table.state.kind(index))
             for index in hex_map.tiles["T1"]}
    assert [shows[hex_] for hex_ in in_order] == said
    # The log echoes them as the question asked them, row by row.
    grouped = " / ".join(" ".join(said[sum(counts[:n]):sum(counts[:n + 1])])
                         for n in range(len(counts)))
    laid = next(text for text in session.log.texts() if text.startswith("Tile 5 lies"))
    assert laid == (f"Tile 5 lies {play.table.spots.where['T1']}: {grouped} (Soloist keeps "
                    "it in your components).")


@given(st.lists(st.tuples(st.integers(0, 6), st.integers(0, 6)), min_size=1, max_size=7,
                unique=True).flatmap(lambda hexes: st.tuples(
                    st.just(hexes), st.permutations(hexes),
                    st.lists(st.sampled_from([kind for kind in SpaceKind
                                              if kind is not SpaceKind.LARGE_LOCATION]),
                             min_size=len(hexes), max_size=len(hexes)))))
def test_the_words_typed_row_by_row_are_read_back_row_by_row_whatever_the_places_order(
        drawn: tuple[list[tuple[int, int]], list[tuple[int, int]], list[SpaceKind]]) -> None:
    _, stored, said = drawn  # a place's hexes in any order, and the kinds said row by row
    typed = " ".join(kind.value for kind in said)
    kinds = read_kinds(typed, stored)
    assert in_rows(stored, kinds) == typed
    by_hex = dict(zip(stored, kinds, strict=True))
    assert [by_hex[hex_] for hex_ in sorted(stored)] == said
    assert rows_of(stored, kinds).replace(" / ", " ") == typed


# -- a tile an older Soloist kept in the wrong order ------------------------------------------

def describe_the_issue_board(store: Store) -> None:
    """The issue's first game: the board described, its starting tile 7 described; then
    tile 7 as an older Soloist kept it (its words put on the place's spaces column by
    column, without the mark of a tile kept row by row)."""
    play_in_terminal(store, ["purple blue orange green", "2", "3", "build", "columns-lower",
                             "5", "4", *ISSUE_COLUMNS, "yes", "tl tr bl br",
                             "7: sand forest water location"])
    Library(store, "revive").put({"area tile 7": MISREAD_TILE_7}, replace=True)


def to_the_starting_tile(store: Store) -> SavedPlay:
    saved = SavedPlay.start(store, REVIVE, {}, seed=5)
    while (question := saved.session.question) is not None and \
            question.topic != "table.tile-which":
        saved.answer("yes")  # position 1 found; follow the map
    return saved


def test_a_tile_kept_column_by_column_is_checked_once_with_one_tap(store: Store) -> None:
    describe_the_issue_board(store)
    saved = to_the_starting_tile(store)
    question = saved.session.question
    assert question is not None and question.choices is not None
    assert question.choices.by_key["7"].label == \
        "tile 7 (described to an older Soloist: you will check what it shows)"
    saved.answer("7")
    # "Is tile 7 sand / forest water / location?": what it shows had the older Soloist
    # misread it here, each way it can lie (it lies either way), or as it was kept.
    question = saved.session.question
    assert question is not None and question.topic == "table.tile-check"
    assert question.prompt in ("Is tile 7 sand / forest water / location?",
                               "Is tile 7 location / water forest / sand?")
    assert question.choices is not None
    labels = {choice.label.split(": ", 1)[1]: choice for choice in question.choices}
    assert list(labels)[:2] == ["sand / forest water / location",
                                "location / water forest / sand"] or \
        list(labels)[:2] == ["location / water forest / sand",
                             "sand / forest water / location"]
    assert "water / sand location / forest" in labels  # as it was kept
    assert question.choices[-1].label == "No, none of these: I will say what each space shows"
    right = labels["sand / forest water / location"].key  # one tap
    assert right == "sand forest water location"  # (the words as typed, row by row)
    saved.answer(right)
    # The map, the log and your components now have it as it is.
    assert kinds_on_the_map(saved, "T2") == {(1, 2): "sand", (2, 1): "forest",
                                             (2, 2): "water", (3, 1): "location"}
    assert ("Tile 7 lies beside the chasm at the bottom right: sand / forest water / location "
            "(as you checked it: Soloist keeps it so in your components).") in \
        saved.session.log.texts()
    corrected = Library(store, "revive").fact("area tile 7")
    assert corrected is not None and corrected.value.endswith(BY_ROWS)
    assert corrected.value != MISREAD_TILE_7 + BY_ROWS
    # Undo takes back what the answer taught: the tile as it was kept.
    saved.undo()
    assert Library(store, "revive").as_mapping()["area tile 7"] == MISREAD_TILE_7
    assert saved.session.question is not None and \
        saved.session.question.topic == "table.tile-check"
    saved.answer(right)
    # It is asked once: the next game offers tile 7 as it is, each way it can lie.
    question = to_the_starting_tile(store).session.question
    assert question is not None and question.choices is not None
    assert "tile 7: sand / forest water / location" in [choice.label for choice in
                                                        question.choices]


def test_none_of_these_asks_the_spaces_again_row_by_row(store: Store) -> None:
    describe_the_issue_board(store)
    saved = to_the_starting_tile(store)
    saved.answer("7")
    saved.answer("no")  # none of these
    question = saved.session.question
    assert question is not None and question.topic == "table.tile-spaces"
    assert question.prompt == ("Tile 7: what does each of its spaces show as it lies: its top "
                               "row from the left (1 space), then its 2nd row (2 spaces), then "
                               "its bottom row (1 space)?")
    saved.answer("water field field location")
    assert kinds_on_the_map(saved, "T2") == {(1, 2): "water", (2, 1): "field",
                                             (2, 2): "field", (3, 1): "location"}
    assert Library(store, "revive").as_mapping()["area tile 7"].endswith(BY_ROWS)


def test_a_tile_kept_on_a_board_with_pointed_tops_is_not_asked_about() -> None:
    """On a board with pointed tops a place keeps its hexes row by row: an older Soloist
    kept the tile right, and nothing is asked."""
    first = Session.start(REVIVE, {"s_cards": "1+3"}, 1, library=MemoryLibrary())
    for answer in ("purple blue orange green", "build", "rows-right", "2", "3", *LINES, "yes",
                   "tl tr bl br", "5: sand forest water location"):
        first.answer(answer)
    learned = dict(first.play.learned)  # type: ignore[attr-defined]
    learned["area tile 5"] = learned["area tile 5"].removesuffix(BY_ROWS)  # kept before
    second = Session.start(REVIVE, {"s_cards": "1+3"}, 2, library=MemoryLibrary(learned))
    while (question := second.question) is not None \
            and question.topic != "table.tile-which":
        second.answer("yes")
    assert question is not None and question.choices is not None
    assert "tile 5: sand forest / water location" in [choice.label for choice in
                                                      question.choices]
    second.answer("5")
    assert second.question is not None and second.question.topic != "table.tile-check"


def test_a_tile_checked_takes_the_place_of_one_kept_by_an_older_soloist() -> None:
    kept = MISREAD_TILE_7  # an older Soloist's value: no mark
    right = "starting tile: sand, forest, water, location at 0,0 1,0 -1,1 0,1" + BY_ROWS
    assert REVIVE.merge_fact("area tile 7", kept, kept + BY_ROWS) == kept + BY_ROWS
    assert REVIVE.merge_fact("area tile 7", kept + BY_ROWS, kept) == kept + BY_ROWS
    assert REVIVE.merge_fact("area tile 7", kept, right) == right  # checked, corrected
    # two tiles kept row by row that differ are a contradiction (the person says which)
    assert REVIVE.merge_fact("area tile 7", kept + BY_ROWS, right) is None
