"""What must always hold of a tile kept in the component library (hypothesis)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from soloist.games.revive.hexmap import SpaceKind, neighbours
from soloist.games.revive.tiles import TileFace, from_axial, normalise, to_axial

LAYOUTS = ("odd-r", "even-r", "odd-q", "even-q")
KINDS = [kind for kind in SpaceKind if kind is not SpaceKind.LARGE_LOCATION]
hexes = st.tuples(st.integers(-20, 20), st.integers(-20, 20))


@given(st.sampled_from(LAYOUTS), hexes)
def test_axial_coordinates_go_there_and_back_and_neighbours_are_one_step_away(
        layout: str, hex_: tuple[int, int]) -> None:
    assert from_axial(layout, to_axial(layout, hex_)) == hex_  # type: ignore[arg-type]
    q, r = to_axial(layout, hex_)  # type: ignore[arg-type]
    for other in neighbours(layout, hex_):  # type: ignore[arg-type]
        oq, orr = to_axial(layout, other)  # type: ignore[arg-type]
        assert max(abs(q - oq), abs(r - orr), abs((q + r) - (oq + orr))) == 1


@st.composite
def placed_tiles(draw: st.DrawFn) -> tuple[str, list[tuple[int, int]], list[SpaceKind],
                                           tuple[int, int]]:
    """A tile lying somewhere on a map: its hexes, their kinds, and a move elsewhere."""
    layout = draw(st.sampled_from(LAYOUTS))
    cells = draw(st.lists(st.tuples(st.integers(-3, 3), st.integers(-3, 3)), min_size=1,
                          max_size=6, unique=True))
    kinds = draw(st.lists(st.sampled_from(KINDS), min_size=len(cells), max_size=len(cells)))
    move = draw(st.tuples(st.integers(-9, 9), st.integers(-9, 9)))
    return layout, cells, kinds, move


@given(placed_tiles(), st.booleans())
def test_a_tile_is_the_same_fact_however_it_lies_and_wherever(
        tile: tuple[str, list[tuple[int, int]], list[SpaceKind], tuple[int, int]],
        turned: bool) -> None:
    layout, cells, kinds, (dq, dr) = tile
    face = TileFace.canonical(cells, kinds, start=False)
    # moved elsewhere, and perhaps turned half round: the same fact
    elsewhere = [((-q if turned else q) + dq, (-r if turned else r) + dr) for q, r in cells]
    assert TileFace.canonical(elsewhere, kinds, start=False) == face
    assert TileFace.decode(face.encode()) == face
    # and on that place, one of the ways it can lie is exactly as it lies there
    ways = face.ways_in(elsewhere)
    assert tuple(kinds) in [way.kinds for way in ways]
    assert normalise(elsewhere) in (normalise(cells), normalise([(-q, -r) for q, r in cells]))
    # drawn in the map's offset coordinates and back: the same place
    offset = [from_axial(layout, cell) for cell in elsewhere]  # type: ignore[arg-type]
    assert [to_axial(layout, hex_) for hex_ in offset] == elsewhere  # type: ignore[arg-type]


@given(placed_tiles())
def test_a_place_of_another_size_fits_no_tile(
        tile: tuple[str, list[tuple[int, int]], list[SpaceKind], tuple[int, int]]) -> None:
    _, cells, kinds, _ = tile
    face = TileFace.canonical(cells, kinds, start=True)
    bigger = [*cells, (max(q for q, _ in cells) + 1, 9)]
    assert face.ways_in(bigger) == []
