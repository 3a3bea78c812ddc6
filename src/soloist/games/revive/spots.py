"""Naming a spot of Revive's map as a person finds it on their own board.

No hex of the board has a printed name, and the places where the area tiles lie are not
numbered: a map file's names for them (`r3c4` for a hex, `T7` for a place) are Soloist's and
printed on no board. So a person is told where a spot is by what they see:

- an area tile by its name when it has one (what is printed on it, or the name the person
  gave it), else by where it lies: its side of the chasm, which every board has in its
  middle, and how many tiles out ("the tile beside the chasm at the top left", "the face-down
  tile 2 tiles out from the chasm at the right"); a large location by its corner;
- a space by what it shows, its tile, its row on the tile and its place in the row ("the sand
  space on tile 7, top row, 2nd space from the left");
- around a space, what its neighbours show and what stands on them.

`SpotNames` is made once per map and play: where each place lies depends only on the
board's layout; what a space shows and a tile's name are read from the play's `MapState`.
Every piece of the Revive package that names a spot to a person calls it (the Mautoma's
placements, your map actions, the tiles named as they flip, the map's drawing).
"""

from __future__ import annotations

from collections import deque
from math import atan2, degrees, sqrt

from soloist.engine.phrase import Phrase, joined, phrase
from soloist.games.revive.hexmap import Hex, HexMap, MapState, SpaceKind, crystal_words
from soloist.games.revive.placement import ordinal
from soloist.games.revive.tiles import to_axial

#: The eight sides of the chasm, clockwise from the right, as a person at the board says them.
SIDES = (phrase("the right"), phrase("the bottom right"), phrase("the bottom"),
         phrase("the bottom left"), phrase("the left"), phrase("the top left"),
         phrase("the top"), phrase("the top right"))
#: A large location in a corner of the board, by the corner's side of the chasm.
CORNERS = {"the top left": phrase("in the top-left corner"),
           "the top right": phrase("in the top-right corner"),
           "the bottom left": phrase("in the bottom-left corner"),
           "the bottom right": phrase("in the bottom-right corner")}
#: What a space next to another shows when it lies face down; a space's place on its tile.
FACE_DOWN_SPACE = phrase("a face-down space")
ONLY_SPACE = phrase("its only space")
ALONE_IN_ROW = phrase("alone in its row")
TOP_ROW = phrase("top row")
BOTTOM_ROW = phrase("bottom row")
THE_LOCATION = phrase("the location")
THE_CHASM = phrase("the chasm")
NOTHING = phrase("nothing")
#: What may stand on a space next to another, as the log names it.
PIECES = (phrase("a Mautoma building"), phrase("your building"), phrase("a Mautoma figure"),
          phrase("your figure"))


def centre(hex_map: HexMap, hex_: Hex) -> tuple[float, float]:
    """A hex's centre on the drawn board (x to the right, y down), in hex sizes."""
    q, r = to_axial(hex_map.layout, hex_)
    if hex_map.layout.endswith("-r"):
        return sqrt(3) * (q + r / 2), 1.5 * r
    return 1.5 * q, sqrt(3) * (r + q / 2)


class SpotNames:
    """How the places and spaces of one map are named to a person (the names made once:
    one `SpotNames` serves every play of the map, `spot_names`)."""

    def __init__(self, hex_map: HexMap) -> None:
        self.map = hex_map
        self._where: dict[str, str] | None = None
        self._in_tile: dict[int, str] = {}
        self._place: dict[tuple[str, bool, str | None], str] = {}
        #: Each space's name as last made, by what the name reads (`MapTable.label`).
        self.labels: dict[tuple[int, bool, SpaceKind | None, str | None], str] = {}

    # -- where a place lies (from the layout alone) -------------------------------------------

    @property
    def where(self) -> dict[str, str]:
        """Each place (area tile or large location) as where it lies on the board, made
        once: "beside the chasm at the top left", "in the bottom-right corner"."""
        if self._where is None:
            self._where = self._places()
        return self._where

    def _middle(self, hexes: list[Hex]) -> tuple[float, float]:
        points = [centre(self.map, hex_) for hex_ in hexes]
        return (sum(x for x, _ in points) / len(points), sum(y for _, y in points) / len(points))

    def _side(self, point: tuple[float, float], middle: tuple[float, float]) -> str:
        angle = degrees(atan2(point[1] - middle[1], point[0] - middle[0])) % 360
        return SIDES[round(angle / 45) % 8]

    def _rings(self) -> dict[str, int]:
        """How many tiles out from the chasm each area tile lies (1: beside it)."""
        hex_map = self.map
        rings = {tile: 1 for tile in hex_map.tiles if tile in hex_map.tiles_beside_chasm}
        waiting = deque(rings)
        while waiting:
            tile = waiting.popleft()
            for other in sorted(hex_map.tile_neighbours.get(tile, ())):
                if other not in rings:
                    rings[other] = rings[tile] + 1
                    waiting.append(other)
        return rings

    def _places(self) -> dict[str, str]:
        hex_map = self.map
        chasm = sorted(hex_map.chasm) or [hex_ for space in hex_map.spaces
                                          for hex_ in space.hexes]
        middle = self._middle(list(chasm))
        rings = self._rings()
        found: dict[str, tuple[Phrase, tuple[float, float]]] = {}
        for tile, indexes in hex_map.tiles.items():
            point = self._middle([hex_map.spaces[index].hexes[0] for index in indexes])
            side = self._side(point, middle)
            ring = rings.get(tile)
            words = (phrase("beside the chasm at {side}", side=side) if ring == 1 else
                     phrase("{ring} tiles out from the chasm at {side}", ring=ring,
                            side=side) if ring else
                     phrase("at {side} of the board", side=side))
            found[tile] = (words, point)
        for space in hex_map.spaces:
            if space.tile is None:  # a large location: a corner of the board
                point = self._middle(list(space.hexes))
                side = self._side(point, middle)
                found[space.key] = (CORNERS[side] if side in CORNERS else
                                    phrase("at {side}", side=side), point)
        return self._told_apart(found)

    @staticmethod
    def _told_apart(found: dict[str, tuple[Phrase, tuple[float, float]]]) -> dict[str, str]:
        """Places that would read alike are told apart by their order from the left (or
        from the top, where they stand one above the other)."""
        alike: dict[Phrase, list[str]] = {}
        for place, (words, _) in found.items():
            alike.setdefault(words, []).append(place)
        named: dict[str, str] = {}
        for words, places in alike.items():
            if len(places) == 1:
                named[places[0]] = words
                continue
            xs = [found[place][1][0] for place in places]
            ys = [found[place][1][1] for place in places]
            across = max(xs) - min(xs) >= max(ys) - min(ys)
            ordered = sorted(places, key=lambda place: (found[place][1][0], found[place][1][1])
                             if across else (found[place][1][1], found[place][1][0]))
            for number, place in enumerate(ordered, start=1):
                named[place] = (
                    phrase("{where} (the {ordinal} from the left)", where=words,
                           ordinal=ordinal(number)) if across else
                    phrase("{where} (the {ordinal} from the top)", where=words,
                           ordinal=ordinal(number)))
        return named

    # -- a place, a space, and what is around it ------------------------------------------------

    def tile_name(self, place: str, state: MapState | None) -> str | None:
        """The name of the tile lying on `place`, if it has one: printed on it (the map
        file's key) or given at the table."""
        if state is not None and place in state.names:
            return state.names[place]
        return self.map.keys.get(place)

    def place(self, place: str, state: MapState | None = None) -> str:
        """An area tile's place as a person finds it: "tile 7" (face up, with a name), "the
        tile beside the chasm at the top", "the face-down tile 2 tiles out from the chasm at
        the left" (what is printed on a face-down tile cannot be read)."""
        down = state is not None and place not in state.explored
        name = None if down else self.tile_name(place, state)
        key = (place, down, name)
        found = self._place.get(key)
        if found is None:
            found = self._place[key] = (
                phrase("the face-down tile {where}", where=self.where[place]) if down else
                phrase("tile {name}", name=name) if name is not None else
                phrase("the tile {where}", where=self.where[place]))
        return found

    def in_tile(self, index: int) -> str:
        """Where a space is on its tile: "top row, 2nd space from the left"."""
        found = self._in_tile.get(index)
        if found is None:
            found = self._in_tile[index] = self._find_in_tile(index)
        return found

    def _find_in_tile(self, index: int) -> str:
        hex_map = self.map
        space = hex_map.spaces[index]
        assert space.tile is not None
        hexes = sorted(hex_map.spaces[other].hexes[0] for other in hex_map.tiles[space.tile])
        rows = sorted({row for row, _ in hexes})
        row, col = space.hexes[0]
        in_row = [other for other in hexes if other[0] == row]
        spot = (ONLY_SPACE if len(hexes) == 1 else ALONE_IN_ROW if len(in_row) == 1 else
                phrase("{ordinal} space from the left",
                       ordinal=ordinal(in_row.index((row, col)) + 1)))
        if len(rows) == 1:
            return spot
        line = (TOP_ROW if row == rows[0] else BOTTOM_ROW if row == rows[-1]
                else phrase("{ordinal} row", ordinal=ordinal(rows.index(row) + 1)))
        return phrase("{row}, {spot}", row=line, spot=spot)

    def shows(self, index: int, state: MapState | None) -> str:
        """What a space shows: its kind, or "a face-down space"."""
        kind = (state.kind(index) if state.is_open(index) else None) if state is not None \
            else self.map.spaces[index].kind
        return FACE_DOWN_SPACE if kind is None else kind.value.replace("-", " ")

    def space(self, index: int, state: MapState | None = None) -> str:
        """A space as a person finds it: "the sand space on tile 7, top row, 2nd space from
        the left", "the location on …", "the large location in the top-left corner"."""
        space = self.map.spaces[index]
        if space.tile is None:
            return phrase("the large location {where}", where=self.where[space.key])
        shows = self.shows(index, state)
        what = (shows if shows is FACE_DOWN_SPACE else THE_LOCATION if shows == "location"
                else phrase("the {kind} space", kind=shows))
        return phrase("{what} on {tile}, {in_tile}", what=what,
                      tile=self.place(space.tile, state), in_tile=self.in_tile(index))

    def around(self, index: int, state: MapState) -> str:
        """What is next to a space: what its neighbours show and what stands on them, the
        crystals, the chasm."""
        hex_map = self.map
        found = []
        for other in hex_map.adjacent[index]:
            pieces = [who for who, there in zip(PIECES, (
                state.mautoma_buildings, state.person_buildings, state.mautoma_figures,
                state.person_figures), strict=True) if other in there]
            neighbour = hex_map.spaces[other]
            what = (phrase("the large location {where}", where=self.where[neighbour.key])
                    if neighbour.tile is None else self.shows(other, state))
            found.append(phrase("{what} with {pieces}", what=what,
                                pieces=joined(pieces, " and ")) if pieces else what)
        crystals = hex_map.crystals_next_to[index]
        if crystals:
            found.append(crystal_words(crystals))
        if index in hex_map.beside_chasm:
            found.append(THE_CHASM)
        return joined(found) if found else NOTHING

    def find_it(self, index: int, state: MapState) -> str:
        """Where to put a piece: the space, and what is next to it."""
        return phrase("{space}; next to {around}", space=self.space(index, state),
                      around=self.around(index, state))

    def tile_rows(self, place: str) -> str:
        """The order in which a tile's spaces are named: "its top row from the left (2
        spaces), then its bottom row (2 spaces)"."""
        hex_map = self.map
        rows: dict[int, int] = {}
        for index in hex_map.tiles[place]:
            row = hex_map.spaces[index].hexes[0][0]
            rows[row] = rows.get(row, 0) + 1
        counted = [phrase("{count} spaces", count=count) if count > 1 else
                   phrase("{count} space", count=count) for _, count in sorted(rows.items())]
        if len(counted) == 1:
            return phrase("from the left ({spaces})", spaces=counted[0])
        names = [TOP_ROW, *(phrase("{ordinal} row", ordinal=ordinal(number))
                            for number in range(2, len(counted))), BOTTOM_ROW]
        said = phrase("its {row} from the left ({spaces})", row=names[0], spaces=counted[0])
        for name, count in zip(names[1:], counted[1:], strict=True):
            said = phrase("{rows}, then its {row} ({spaces})", rows=said, row=name, spaces=count)
        return said


_MADE: dict[int, tuple[HexMap, SpotNames]] = {}


def spot_names(hex_map: HexMap) -> SpotNames:
    """The `SpotNames` of `hex_map`, made once for every play of it (a simulation plays the
    same map thousands of times; its names depend on the map and on what a play shows)."""
    found = _MADE.get(id(hex_map))
    if found is None or found[0] is not hex_map:
        if len(_MADE) >= 16:
            _MADE.clear()
        found = _MADE[id(hex_map)] = (hex_map, SpotNames(hex_map))
    return found[1]
