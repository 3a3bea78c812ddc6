"""Your copy's map in the component library: the board's layout and the area tiles.

The board's layout (its hexes, the places where area tiles lie, the chasm, the corners with
the large locations, the crystals along its edges) and what each area tile shows are not
public. A person writes the layout once in a map file (docs/revive.md) and imports it; the
tiles are learned at the table as they appear (`soloist.games.revive.tiles`). This module
turns a map file into library facts and back:

- `map_facts` / `import_map`: the facts a map file teaches (its layout, and every tile whose
  spaces it gives, named by its `key` or, without one, by its place's id);
- `export_map`: the library's facts written as a map file that `--map` reads back (the
  layout, every place left open, and the tiles described as `[[area_tiles]]`);
- `map_still_to_learn`, `merge_map_fact`: for `soloist components`.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from soloist.engine.documents import read_document, validate
from soloist.engine.errors import DataFileError
from soloist.engine.library import FactNameError
from soloist.engine.phrase import phrase
from soloist.games.revive.hexmap import (
    AreaTile,
    HexMap,
    Layout,
    MapModel,
    SpaceKind,
    map_from_model,
)
from soloist.games.revive.tiles import (
    FRAME_FACT,
    NO_TILES,
    TILE_FACT,
    TILES_FACT,
    TileFace,
    decode_names,
    encode_names,
    from_axial,
    merge_names,
    read_by_rows,
    read_name,
    read_names,
    tile_fact,
    to_axial,
)

#: The area tiles of Revive (5 starting tiles and 25 others; base game, certain).
AREA_TILES = 30
#: The file `export_map` writes.
MAP_FILE = "revive-map.toml"
TILES_FILE = "revive-tiles.toml"


# -- the board's layout as one fact ----------------------------------------------------------

def frame_data(model: MapModel) -> dict[str, Any]:
    """The map file without what the tiles show, the pieces or the tiles of your copy."""
    data = model.model_dump(mode="json", exclude_none=True)
    data.pop("state", None)
    data.pop("area_tiles", None)
    for tile in data["tiles"]:
        tile.pop("key", None)
        tile.pop("explored", None)
        for space in tile["spaces"]:
            space.pop("kind", None)
    return data


def frame_value(model: MapModel) -> str:
    return json.dumps(frame_data(model), ensure_ascii=False, separators=(",", ":"),
                      sort_keys=True)


@dataclass(frozen=True)
class Frame:
    """The value of the silent question "your board's layout?": None when not known."""

    map: HexMap | None

    @property
    def summary(self) -> str:
        hex_map = self.map
        if hex_map is None:
            return phrase("not known")
        if hex_map.fictional:
            return phrase("{name} (FICTIONAL): {tiles} places for area tiles, {starting} of "
                          "them for the starting tiles", name=hex_map.name,
                          tiles=len(hex_map.tiles), starting=len(hex_map.start_tiles))
        return phrase("{name}: {tiles} places for area tiles, {starting} of them for the "
                      "starting tiles", name=hex_map.name, tiles=len(hex_map.tiles),
                      starting=len(hex_map.start_tiles))


def read_frame(text: str) -> Frame:
    """The layout a library's text describes (None when it describes none: a silent fact
    never fails)."""
    try:
        model = MapModel.model_validate(json.loads(text))
        return Frame(map_from_model(model, "your board's layout"))
    except (ValueError, ValidationError, DataFileError):
        return Frame(None)


# -- a map file's facts ----------------------------------------------------------------------

def face_of(layout: Layout, tile: AreaTile) -> TileFace:
    cells = [to_axial(layout, hex_) for hex_ in tile.hexes]
    return TileFace.canonical(cells, tile.kinds, start=tile.start)


def described_tiles(hex_map: HexMap) -> list[AreaTile]:
    """Every tile a map describes: those lying on a place with their spaces given (named by
    their key, else by the place's id), and its `[[area_tiles]]`."""
    found: list[AreaTile] = []
    for place, indexes in hex_map.tiles.items():
        spaces = [hex_map.spaces[index] for index in indexes]
        if any(space.kind is None for space in spaces):
            continue
        found.append(AreaTile(hex_map.keys.get(place, place), place in hex_map.start_tiles,
                              tuple(space.hexes[0] for space in spaces),
                              tuple(SpaceKind(str(space.kind)) for space in spaces)))
    return [*found, *hex_map.area_tiles]


def map_facts(model: MapModel, source: str) -> dict[str, str]:
    """The library's facts a map file teaches: its layout and each tile it describes.
    `DataFileError` (naming `source`) for a file that is not a valid map, or that gives one
    tile two different ways."""
    hex_map = map_from_model(model, source)
    facts = {FRAME_FACT: frame_value(model)}
    names: list[str] = []
    for tile in described_tiles(hex_map):
        value = face_of(hex_map.layout, tile).encode()
        key = tile_fact(tile.name)
        if facts.get(key, value) != value:
            raise DataFileError(phrase("{source}: tile {tile} is described twice, and "
                                       "differently", source=source, tile=repr(tile.name)))
        facts[key] = value
        names.append(tile.name)
    if names:
        facts[TILES_FACT] = encode_names(names)
    return facts


def import_map(path: Path) -> dict[str, str]:
    """The facts a map file (or a file of `[[area_tiles]]` only) teaches, all checked before
    any is kept: a `DataFileError` names the file, the field and the problem."""
    data = read_document(path)
    if "tiles" not in data and "chasm" not in data and "area_tiles" in data:
        return _tiles_only(data, str(path))
    return map_facts(validate(MapModel, data, str(path)), str(path))


def _tiles_only(data: dict[str, Any], source: str) -> dict[str, str]:
    """A file of tiles without a board (what `export_map` writes when the layout is not
    known): checked on a one-hex stand-in board."""
    layout = data.get("layout", "odd-r")
    stand_in = {"name": "tiles", "layout": layout, "chasm": [[-99, -99]],
                "tiles": [{"id": "stand-in", "spaces": [{"hex": [-98, -98]}]}],
                "area_tiles": data.get("area_tiles")}
    unknown = set(data) - {"name", "fictional", "layout", "area_tiles"}
    if unknown:
        raise DataFileError(phrase("{source}: {field}: a file of tiles without a board gives "
                                   "only layout and [[area_tiles]]", source=source,
                                   field=sorted(unknown)[0]))
    facts = map_facts(validate(MapModel, stand_in, source), source)
    facts.pop(FRAME_FACT)
    facts.pop(tile_fact("stand-in"), None)
    return facts


# -- the library written as a map file -------------------------------------------------------

def _string(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)  # a JSON string is a TOML basic string


def _hexes(hexes: list[list[int]]) -> str:
    return "[" + ", ".join(f"[{row}, {col}]" for row, col in hexes) + "]"


def _tiles_toml(layout: Layout, facts: Mapping[str, str]) -> list[str]:
    lines: list[str] = []
    for name in decode_names(facts.get(TILES_FACT, "")):
        face = TileFace.decode(facts.get(tile_fact(name), ""))
        if face is None:
            continue
        lines += ["", "[[area_tiles]]", f"key = {_string(name)}"]
        if face.start:
            lines.append("start = true")
        lines.append("spaces = [")
        for cell, kind in zip(face.cells, face.kinds, strict=True):
            row, col = from_axial(layout, cell)
            lines.append(f"  {{ hex = [{row}, {col}], kind = {_string(kind.value)} }},")
        lines.append("]")
    return lines


def export_map(facts: Mapping[str, str]) -> dict[str, str]:
    """The library's map facts as a map file (`--map` reads it back: the places open, the
    tiles named at the table from `[[area_tiles]]`), or, without a known layout, a file of
    the tiles alone (which `import_map` reads back); empty when nothing is known."""
    frame = facts.get(FRAME_FACT)
    data = json.loads(frame) if frame else None
    layout: Layout = data.get("layout", "odd-r") if data else "odd-r"
    tiles = _tiles_toml(layout, facts)
    if data is None and not tiles:
        return {}
    lines = ["# Your Revive map, written by Soloist from your components (format: "
             "docs/revive.md).", "# What each tile shows is under [[area_tiles]], each where "
             "it would lie with its first space at [0, 0]."]
    if data is None:
        lines += ["# Your board's layout is not known yet: this file holds your tiles only.",
                  f"layout = {_string(layout)}"]
        return {TILES_FILE: "\n".join(lines + tiles) + "\n"}
    lines += [f"name = {_string(data['name'])}",
              f"fictional = {'true' if data.get('fictional') else 'false'}",
              f"layout = {_string(layout)}", f"chasm = {_hexes(data['chasm'])}"]
    if data.get("major_artifacts"):
        lines.append("major_artifacts = [" + ", ".join(_string(colour) for colour in
                                                        data["major_artifacts"]) + "]")
    for tile in data["tiles"]:
        lines += ["", "[[tiles]]", f"id = {_string(tile['id'])}"]
        if tile.get("start"):
            lines.append("start = true")
        lines.append("spaces = [" + ", ".join(f"{{ hex = [{space['hex'][0]}, "
                                              f"{space['hex'][1]}] }}"
                                              for space in tile["spaces"]) + "]")
    for large in data.get("large_locations", []):
        lines += ["", "[[large_locations]]", f"id = {_string(large['id'])}",
                  f"hexes = {_hexes(large['hexes'])}"]
    for crystal in data.get("crystals", []):
        lines += ["", "[[crystals]]", f"next_to = {_hexes(crystal['next_to'])}"]
        if crystal.get("vast"):
            lines.append("vast = true")
    return {MAP_FILE: "\n".join(lines + tiles) + "\n"}


# -- soloist components ----------------------------------------------------------------------

def map_still_to_learn(facts: Mapping[str, str]) -> tuple[str, ...]:
    """What the library does not know yet of the map, as a person reads it."""
    lines = []
    if FRAME_FACT not in facts:
        lines.append(phrase("your board's layout (its hexes, the places of the area tiles, "
                            "the chasm, the corners and the crystals): described once at the "
                            "table, row by row (offered at the next game's setup), so that "
                            "Soloist can follow the map"))
    known = sum(1 for key in facts if key.startswith(TILE_FACT))
    if known < AREA_TILES:
        lines.append(phrase("{left} of your {tiles} area tiles: each is described the first "
                            "time it is face up in a game (then only its name is asked)",
                            left=AREA_TILES - known, tiles=AREA_TILES))
    return tuple(lines)


def is_map_fact(key: str) -> bool:
    return key in (FRAME_FACT, TILES_FACT) or key.startswith(TILE_FACT)


def _check_tile_name(name: str) -> None:
    try:
        read_name(name)
    except ValueError as error:
        raise ValueError(phrase("{name}: {problem}", name=repr(name),
                                problem=error.args[0] if error.args else str(error))) from None


def check_map_fact(key: str, value: str) -> None:
    """The gate of the component library for a map fact, as an import checks a map file:
    a layout that reads as a map, a tile's spaces, the names of the tiles described."""
    if key == FRAME_FACT:
        if read_frame(value).map is None:
            raise ValueError(phrase("your board's layout does not read as a map"))
    elif key == TILES_FACT:
        if value != NO_TILES:
            for name in value.split(";"):
                _check_tile_name(" ".join(name.split()))
    elif key.startswith(TILE_FACT):
        try:
            _check_tile_name(key[len(TILE_FACT):])
        except ValueError as error:
            raise FactNameError(error.args[0] if error.args else str(error)) from None
        if TileFace.decode(value) is None:
            raise ValueError(phrase("the spaces of an area tile: their kinds, then where each "
                                    "lies"))
    else:
        raise FactNameError(phrase("Revive's map facts are {frame}, {tiles} and '{tile}NAME'",
                                   frame=repr(FRAME_FACT), tiles=repr(TILES_FACT),
                                   tile=TILE_FACT))


def map_fact_name(key: str) -> str:
    if key == FRAME_FACT:
        return phrase("your board's layout")
    if key == TILES_FACT:
        return phrase("the area tiles described")
    return key


def describe_map_fact(key: str, value: str) -> str:
    """A map fact as a person reads it: the layout by its name and places, a tile by its
    spaces, the tiles described by their names."""
    if key == FRAME_FACT:
        return read_frame(value).summary
    if key == TILES_FACT:
        return read_names(value).summary
    face = TileFace.decode(value)
    return face.summary if face is not None else phrase("does not read")


def merge_map_fact(key: str, known: str, learned: str) -> str | None:
    """The names of the tiles described add up; a tile or a layout is learned once. A tile
    described to an older Soloist (without the mark `tiles.BY_ROWS`: its spaces may be in the
    wrong order) takes what a play learned of it with the mark: the person checked it, or
    described it row by row (`soloist.games.revive.identify`)."""
    if key == TILES_FACT:
        return merge_names(known, learned)
    if key.startswith(TILE_FACT):
        face, other = TileFace.decode(known), TileFace.decode(learned)
        if face is not None and face == other:  # the same tile: the value with the mark
            return known if read_by_rows(known) or not read_by_rows(learned) else learned
        if other is not None and not read_by_rows(known) and read_by_rows(learned):
            return learned
    return known if known == learned else None
