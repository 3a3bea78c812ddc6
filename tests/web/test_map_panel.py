"""Revive's map panel: the map drawn as hexes with both sides' pieces, the Mautoma's
candidates with their values and its choice, answers given by tapping the map, and a new
tile described by tapping its spaces."""

from __future__ import annotations

import re
from html import unescape

from starlette.testclient import TestClient
from web_helpers import answer, make_client, page_of, start_game

from soloist.engine.documents import load
from soloist.games.revive.components import frame_value
from soloist.games.revive.hexmap import SAMPLE_MAP, MapModel
from soloist.store import Store
from soloist.store.library import Library


def hexes(page: str) -> list[str]:
    return re.findall(r'<g class="hex [^"]*"[^>]*>', page)


def test_the_map_is_drawn_and_a_placement_is_answered_by_tapping_it(client: TestClient) -> None:
    game_id = start_game(client, "revive", sample="yes", seed="3")
    page = page_of(client, game_id)
    assert '<svg class="map"' in page
    drawn = hexes(page)
    assert len(drawn) == 3 + 88 + 8  # the chasm, the area tiles' hexes, the corners'
    assert sum('kind-face-down' in tag for tag in drawn) == 17 * 4
    answer(client, game_id, "build")
    page = page_of(client, game_id)
    tappable = re.findall(r'data-answer="([^"]+)"', page)
    choices = re.findall(r'<button type="submit" name="answer" value="([^"]+)"', page)
    assert tappable and set(tappable) == set(choices)  # every legal spot, and only those
    assert "Tap the map to answer." in page
    answer(client, game_id, tappable[0])  # what tapping that hex sends
    answer(client, game_id, "done")
    page = unescape(page_of(client, game_id))
    assert "The Mautoma's last decision: it builds on the sand space on the tile beside the " \
           "chasm at the bottom left, bottom row, 1st space from the left (the candidates " \
           "with their values)." in page
    assert 'class="hex kind-' in page and " chosen" in page
    assert len(re.findall(r'<text class="mark"[^>]*>\d+</text>', page)) == 6  # 6 candidates
    assert 'class="piece yours"' in page  # your building, outlined


def test_a_new_tile_is_described_by_tapping_its_spaces(client: TestClient,
                                                      store: Store) -> None:
    Library(store, "revive").put({"board layout": frame_value(load(MapModel, SAMPLE_MAP))})
    game_id = start_game(client, "revive", seed="3", s_cards="1+3")
    answer(client, game_id, "purple blue orange green")  # the energy track's colours
    answer(client, game_id, "yes")  # follow the map
    answer(client, game_id, "4tl")  # the track's arrows
    page = page_of(client, game_id)
    cycling = re.findall(r'data-cycle="(\d)"', page)
    assert cycling == ["0", "1", "2", "3"]  # the four spaces of the starting tile above the chasm
    assert "Tap each space of the tile to set what it shows" in page
    assert 'id="answer-text"' in page
    answer(client, game_id, "8: mountain location sand field")
    page = page_of(client, game_id)
    assert "Tile 8 lies beside the chasm at the top" in page
    assert len(re.findall(r'data-cycle="(\d)"', page)) == 4  # the next starting tile


def test_the_layout_is_painted_line_by_line(client: TestClient) -> None:
    """Described at the table, a line of the layout is painted by tapping: its hexes carry
    the word each gives the answer, the brushes what a hex can be; the map is at least
    44 px a hex (27 px a hex size) and scrolls when wider than the screen."""
    game_id = start_game(client, "revive", seed="3", s_cards="1+3")
    for text in ("purple blue orange green", "build", "rows-right", "3", "5", "L1 1 1 2"):
        answer(client, game_id, text)
    page = unescape(page_of(client, game_id))
    assert re.findall(r'data-cycle="(\d)" data-token="([^"]*)"', page) == [
        (str(place), ".") for place in range(5)]
    brushes = re.findall(r'<input type="radio" name="brush" value="([^"]*)"', page)
    assert brushes == [".", "c", "1", "2", "3", "4", "L1", "L2", "L3", "L4", "*", "+"]
    assert "Tap a hex to make it:" in page and 'class="map-scroll"' in page
    width = re.search(r'<svg class="map" viewBox="[-\d.]+ [-\d.]+ ([\d.]+) [\d.]+" '
                      r'width="(\d+)"', page)
    assert width is not None and int(width[2]) >= 27 * float(width[1]) - 1
    assert "r0c" not in page and "r1c" not in page  # no coordinates printed on no board


def test_a_tile_you_explore_reads_face_up_live_and_after_a_reload(client: TestClient,
                                                                   store: Store) -> None:
    """Issue 35, item 1: Revive with Sample at seed 7; "I explored an area tile", the first
    tile listed. The map draws it face up, and its hexes' labels and the Mautoma's next
    reasons name its spaces by what they show, live as after a reload."""
    game_id = start_game(client, "revive", sample="yes", seed="7")
    answer(client, game_id, "explore")  # I explored an area tile
    listed = re.findall(r'<button type="submit" name="answer" value="([^"]+)">([^<]+)<',
                        page_of(client, game_id))
    place, label = listed[0]  # the first tile listed
    where = label.removeprefix("the face-down tile ")
    assert where != label
    answer(client, game_id, place)
    answer(client, game_id, "done")  # my turn is over: the Mautoma's turn, and its reasons
    live = unescape(page_of(client, game_id))
    assert f"on the tile {where}" in live  # its spaces, named by what they show
    assert f"face-down tile {where}" not in live
    with make_client(store) as restarted:  # a reload: another server, the game replayed
        reloaded = unescape(page_of(restarted, game_id))
    token = re.compile(r'name="csrf" value="[^"]*"')
    assert token.sub("", live) == token.sub("", reloaded)
