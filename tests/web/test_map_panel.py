"""Revive's map panel: the map drawn as hexes with both sides' pieces, the Mautoma's
candidates with their values and its choice, answers given by tapping the map, and a new
tile described by tapping its spaces."""

from __future__ import annotations

import re
from html import unescape

from starlette.testclient import TestClient
from web_helpers import answer, hidden, make_client, page_of, start_game

from soloist.engine.documents import load
from soloist.games.revive.components import frame_value
from soloist.games.revive.hexmap import SAMPLE_MAP, MapModel
from soloist.store import Store
from soloist.store.library import Library


def hexes(page: str) -> list[str]:
    """The hexes of the map panel (not those of the glance at the Mautoma's last move)."""
    panel = page[page.index('<section class="map-panel"'):]
    return re.findall(r'<g class="hex [^"]*"[^>]*>', panel)


def hexes_in(html: str) -> list[str]:
    return re.findall(r'<g class="hex [^"]*"[^>]*>', html)


def link(html: str, label: str) -> str:
    """The address of the link labelled `label` (a hex) or naming it (a brush)."""
    found = re.search(rf'href="([^"]*)"[^>]*aria-label="{re.escape(label)}(?: \([^"]*\))?"',
                      html) or \
        re.search(rf'href="([^"]*)"[^>]*>(?:<span[^>]*>[^<]*</span>)?{re.escape(label)}</a>',
                  html)
    assert found, f"no link {label!r} on the page"
    return unescape(found.group(1))


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
    panel = page[page.index('<section class="map-panel"'):]
    assert len(re.findall(r'<text class="mark"[^>]*>\d+</text>', panel)) == 6  # 6 candidates
    # At a glance, under the question: the part of the map around the building it placed.
    glance = page[page.index('class="glance"'):page.index('<section class="latest"')]
    assert "The Mautoma builds on the sand space on the tile beside the chasm at the bottom " \
           "left, bottom row, 1st space from the left" in glance
    assert " chosen" in glance and 0 < len(hexes_in(glance)) < len(hexes(page)) / 3
    assert 'class="piece yours"' in page  # your building, outlined


def test_a_new_tile_is_told_by_tapping_its_number_then_painting_its_spaces(
        client: TestClient, store: Store) -> None:
    Library(store, "revive").put({"board layout": frame_value(load(MapModel, SAMPLE_MAP))})
    game_id = start_game(client, "revive", seed="3", s_cards="1+3")
    answer(client, game_id, "purple blue orange green")  # the energy track's colours
    answer(client, game_id, "yes")  # follow the map
    answer(client, game_id, "4tl")  # the track's arrows
    page = page_of(client, game_id)
    assert "Its number (or the symbol printed on it)?" in page
    assert 'name="tap" value="8"' in page  # a number printed on a tile: one tap
    page = client.post(f"/g/{game_id}", data={"csrf": hidden(page, "csrf"),
                                             "n": hidden(page, "n"), "draft": "[]",
                                             "tap": "8"}).text
    # The tile drawn as it lies, its spaces the places to tap, row by row from the top.
    labels = re.findall(r'class="spot-link" href="[^"]*" aria-label="([^"(]+?)(?: \([^"]*\))?"',
                        page)
    # (As the question reads: "its top row from the left (3 spaces), then its bottom row".)
    assert labels == ["top row, space 1 from the left", "top row, space 2 from the left",
                      "top row, space 3 from the left", "bottom row, space 1 from the left"]
    for kind, space in (("Mountain", labels[0]), ("Location", labels[1]),
                        ("Sand", labels[2]), ("Field", labels[3])):
        page = client.get(link(page, kind)).text
        page = client.get(link(page, space)).text
    assert "8: mountain location sand field" in page  # in words, as it grows
    client.post(f"/g/{game_id}", data={"csrf": hidden(page, "csrf"), "n": hidden(page, "n"),
                                       "draft": hidden(page, "draft"), "done": "1"})
    page = page_of(client, game_id)
    assert "Tile 8 lies beside the chasm at the top" in page
    assert "Its number (or the symbol printed on it)?" in page  # the next starting tile


def test_a_new_tile_typed_in_one_answer_makes_the_same_record(client: TestClient,
                                                              store: Store) -> None:
    Library(store, "revive").put({"board layout": frame_value(load(MapModel, SAMPLE_MAP))})
    game_id = start_game(client, "revive", seed="3", s_cards="1+3")
    for text in ("purple blue orange green", "yes", "4tl", "8: mountain location sand field"):
        answer(client, game_id, text)
    assert "Tile 8 lies beside the chasm at the top" in page_of(client, game_id)
    assert store.load(game_id).answers[-1] == "8: mountain location sand field"


def test_the_layout_is_painted_line_by_line(client: TestClient, store: Store) -> None:
    """Described at the table, a line of the layout is painted by tapping: the brushes are
    links in a bar, each hex of the line a link; the drawing is as wide as the screen."""
    game_id = start_game(client, "revive", seed="3", s_cards="1+3")
    for text in ("purple blue orange green", "build", "rows-right", "3", "5", "L1 1 1 2"):
        answer(client, game_id, text)
    page = unescape(page_of(client, game_id))
    brushes = re.findall(r'<a class="brush[^"]*" href="[^"]*"[^>]*>(?:<span[^>]*>[^<]*</span>)?'
                         r'([^<]+)</a>', page)
    assert brushes == ["No hex", "Chasm", "Tile 1", "Tile 2", "New tile 3", "New tile 4",
                       "Corner 1", "Corner 2", "Corner 3", "Corner 4",
                       "Starting tile (add to a tile)",
                       "Crystal on the edge (add; tap again for two)"]
    spots = re.findall(r'class="spot-link" href="[^"]*" aria-label="([^"(]+?)(?: \([^"]*\))?"',
                       page)
    assert spots == [f"row 2, hex {place}: no hex" for place in range(1, 6)]
    assert '<svg class="map"' in page and 'width="' not in page.split('<svg class="map"')[1]\
        .split(">")[0]  # as wide as the screen, never wider
    page = client.get(link(page, "Tile 2")).text
    page = client.get(link(page, "row 2, hex 2: no hex")).text
    page = client.get(link(page, "Starting tile (add to a tile)")).text
    page = client.get(link(page, "row 2, hex 2: area tile 2")).text
    page = client.get(link(page, "Chasm")).text
    page = client.get(link(page, "row 2, hex 3: no hex")).text
    assert "row 2, hex 2: starting tile 2" in unescape(page)
    assert "r0c" not in page and "r1c" not in page  # no coordinates printed on no board
    client.post(f"/g/{game_id}", data={"csrf": hidden(page, "csrf"), "n": hidden(page, "n"),
                                       "draft": hidden(page, "draft"), "done": "1"})
    assert store.load(game_id).answers[-1] == ". 2* c"  # the line's words, as typed


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
