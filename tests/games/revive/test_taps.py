"""Revive's components told by tapping their pictures: the energy track's colours around a
drawn ring, each position's arrows painted with their drawing, a tile's spaces painted as it
lies. Each tapped answer is the very text a person could type, read by the same rule."""

from __future__ import annotations

import pytest
from revive_helpers import REVIVE

from soloist.engine.errors import InvalidAnswer
from soloist.engine.library import MemoryLibrary
from soloist.engine.questions import table_fact
from soloist.engine.session import Session
from soloist.engine.tableview import Card, HexBoard, Track
from soloist.games.revive.board import ARROW_SHAPES, ArrowGroup
from soloist.games.revive.facts import read_arrow_list, read_colours
from soloist.games.revive.tableview import faces
from soloist.games.revive.taps import (
    TileFaces,
    TrackArrows,
    TrackColours,
    arrows_picture,
    space_words,
)
from soloist.games.revive.tiles import row_order


def test_the_energy_track_is_told_a_swatch_a_position_around_a_ring_that_grows() -> None:
    taps = TrackColours()
    draft = taps.start()
    step = taps.step(draft)
    assert step.prompt.startswith("Position 1: which colour?")
    assert [tap.key for tap in step.taps][:3] == ["purple", "blue", "green"]
    assert all(isinstance(tap.face, Card) and tap.face.title == tap.label
               for tap in step.taps)  # each swatch says its colour in words
    assert step.new_name and not step.done
    draft = taps.add(taps.add(draft, "purple"), "blue")
    draft = taps.named(draft, "Magenta")  # a colour not among the swatches, typed once
    assert draft == ("purple", "blue", "magenta")
    assert "magenta" in [tap.key for tap in taps.step(draft).taps]  # then one tap
    ring = taps.picture(draft)
    assert isinstance(ring, Track) and ring.loop
    assert [place.label for place in ring.places] == [
        "position 1: purple", "position 2: blue", "position 3: magenta"]
    assert taps.step(draft).done
    assert read_colours(taps.text(draft)) == ("purple", "blue", "magenta")
    with pytest.raises(InvalidAnswer, match="not a colour"):
        taps.named(draft, "dark-red")


def test_each_shape_of_arrows_is_drawn_as_the_board_pictures_it() -> None:
    top_right = arrows_picture(ArrowGroup(None, "top", "left-to-right"))
    assert top_right.lines == ("━━━━━━▶", "──────▶", "──────▶")  # the thick arrow on top
    bottom_left = arrows_picture(ArrowGroup(None, "bottom", "right-to-left"))
    assert bottom_left.lines == ("◀──────", "◀──────", "◀━━━━━━")
    assert bottom_left.title == "Thick arrow at the bottom ←"


def test_each_position_is_painted_with_the_arrows_it_points_to() -> None:
    taps = TrackArrows(("purple", "blue", "green"))
    draft = taps.start()
    step = taps.step(draft)
    assert step.spots == ("Position 1 (purple)", "Position 2 (blue)", "Position 3 (green)")
    assert [tap.key for tap in step.taps] == ["tl", "tr", "bl", "br"]
    assert all(isinstance(tap.face, Card) for tap in step.taps)
    draft = taps.paint(taps.paint(taps.paint(draft, 2, "br"), 0, "tl"), 1, "tl")
    assert taps.step(draft).done
    groups = read_arrow_list(taps.text(draft), 3)
    assert [(group.first_line, group.direction) for group in groups] == [
        ("top", "left-to-right"), ("top", "left-to-right"), ("bottom", "right-to-left")]


def test_the_tiebreaker_question_shows_the_arrows_as_drawn() -> None:
    question = table_fact("board.arrows", "Where is the thick arrow?", choices=ARROW_SHAPES)
    shown = faces(question)
    assert set(shown) == set(ARROW_SHAPES.keys)
    assert all(isinstance(face, Card) and face.lines for face in shown.values())


#: A tile of five spaces on a board with flat tops (columns): two rows of (row, column).
FLAT_TILE = [(1, 0), (0, 1), (1, 1), (0, 2), (1, 2)]


def test_a_tiles_spaces_are_asked_row_by_row_from_the_top_each_row_from_the_left() -> None:
    assert row_order(FLAT_TILE) == [1, 3, 0, 2, 4]
    assert space_words(FLAT_TILE) == (
        "top row, space 1 from the left", "top row, space 2 from the left",
        "bottom row, space 1 from the left", "bottom row, space 2 from the left",
        "bottom row, space 3 from the left")


@pytest.mark.parametrize("layout", ["odd-r", "even-r", "odd-q", "even-q"])
def test_a_new_tile_is_its_number_then_its_spaces_painted_in_the_order_asked(
        layout: str) -> None:
    taps = TileFaces(FLAT_TILE, layout, ["7", "8"])
    step = taps.step(taps.start())
    assert [tap.key for tap in step.taps] == ["7", "8"] and step.new_name
    draft = taps.add(taps.start(), "7")
    step = taps.step(draft)
    assert step.spots == space_words(FLAT_TILE) and step.offset == 1
    for spot, kind in enumerate(("sand", "forest", "water", "location", "sand")):
        draft = taps.paint(draft, spot, kind)
    assert taps.step(draft).done
    # The text reads the top row first, as the question asks: what was painted on the
    # top row's places comes first, whatever order the tile's hexes are stored in.
    assert taps.text(draft) == "7: sand forest water location sand"
    drawing = taps.picture(draft)
    assert isinstance(drawing, HexBoard) and drawing.pointy == layout.endswith("-r")
    tapped = {hex_.cycle: hex_.kind for hex_ in drawing.hexes}
    assert tapped == {0: "sand", 1: "forest", 2: "water", 3: "location", 4: "sand"}


def test_a_symbol_or_a_name_is_typed_once() -> None:
    taps = TileFaces(FLAT_TILE[:2], "odd-r", [])
    draft = taps.named(taps.start(), "moon")
    assert taps.text(taps.paint(taps.paint(draft, 0, "field"), 1, "water")) == \
        "moon: field water"


def test_the_setup_asks_the_track_by_taps_and_reads_it_as_typed() -> None:
    session = Session.start(REVIVE, {"s_cards": "1+3"}, 1, library=MemoryLibrary())
    question = session.question
    assert question is not None and question.topic == "setup.track-colours"
    assert question.taps is not None
    taps = question.taps
    draft = taps.start()
    for colour in ("purple", "blue", "orange", "green"):
        draft = taps.add(draft, colour)
    before = len(session.answers)
    session.answer(taps.text(draft))
    assert session.answers[before] == "purple blue orange green"  # as typed
