"""An answer built by taps on the web pages (soloist.engine.taps): each tap is a form's
button, the draft travels with the page, nothing is recorded until "Done", and the record
holds the very text a person could type."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from html import unescape
from pathlib import Path

import pytest
import taps_toy
from starlette.testclient import TestClient
from web_helpers import answer, answers_in, hidden, make_client, page_of, start_game

from soloist.engine import registry
from soloist.store import Store


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> None:
    """The toy game of taps, registered for this test only."""
    monkeypatch.setitem(registry._GAMES, taps_toy.DEFINITION.name, taps_toy.DEFINITION)
    monkeypatch.setitem(registry._TITLES, taps_toy.DEFINITION.name, taps_toy.DEFINITION.title)


@pytest.fixture
def client(tmp_path: Path, toy: None) -> Iterator[tuple[TestClient, Store]]:
    store = Store(str(tmp_path / "saves.sqlite3"))
    yield make_client(store), store


def tap(client: TestClient, game_id: str, **fields: str) -> str:
    """Press a button of the answer being built, on the page as it is now."""
    html = page_of(client, game_id) if "html" not in fields else fields.pop("html")
    return press(client, game_id, html, **fields).text


def press(client: TestClient, game_id: str, html: str, **fields: str):  # type: ignore[no-untyped-def]
    data = {"csrf": hidden(html, "csrf"), "n": hidden(html, "n"),
            "draft": draft_on(html), **fields}
    return client.post(f"/g/{game_id}", data=data, follow_redirects=False)


def draft_on(html: str) -> str:
    found = re.search(r'<input type="hidden" name="draft" value="([^"]*)">', html)
    assert found, "no answer being built on the page"
    return unescape(found.group(1))


def taps_on(html: str) -> list[str]:
    return [unescape(key) for key in re.findall(r'name="tap" value="([^"]*)"', html)]


def test_a_card_is_told_by_tapping_its_colour_then_its_symbols(
        client: tuple[TestClient, Store]) -> None:
    web, store = client
    game_id = start_game(web, "taps-toy")
    html = page_of(web, game_id)
    assert "Its colour?" in html and taps_on(html) == ["red", "blue"]
    assert "Nothing tapped yet." in html
    html = tap(web, game_id, html=html, tap="red")
    assert json.loads(draft_on(html)) == ["red"]
    assert taps_on(html) == ["star", "moon", "sun"]
    assert re.search(r'name="done" value="1" class="primary" disabled', html)
    html = tap(web, game_id, html=html, tap="moon")
    html = tap(web, game_id, html=html, tap="star")
    assert "red: moon star" in html  # the card in words, as it grows
    assert answers_in(store, game_id) == ()  # nothing recorded while it is built
    done = press(web, game_id, html, done="1")
    assert done.status_code == 303
    assert answers_in(store, game_id) == ("red: moon star",)
    assert "The card is red with moon and star." in page_of(web, game_id)


def test_a_tapped_answer_makes_the_same_record_as_the_same_answer_typed(
        client: tuple[TestClient, Store]) -> None:
    web, store = client
    tapped = start_game(web, "taps-toy", seed="5")
    html = page_of(web, tapped)
    for key in ("blue", "sun"):
        html = tap(web, tapped, html=html, tap=key)
    press(web, tapped, html, done="1")
    typed = start_game(web, "taps-toy", seed="5")
    answer(web, typed, "blue: sun")
    assert answers_in(store, tapped) == answers_in(store, typed) == ("blue: sun",)
    assert store.load(tapped).seed == store.load(typed).seed


def test_back_takes_back_the_last_tap(client: tuple[TestClient, Store]) -> None:
    web, _ = client
    game_id = start_game(web, "taps-toy")
    html = tap(web, game_id, tap="red")
    html = tap(web, game_id, html=html, tap="sun")
    html = tap(web, game_id, html=html, back="1")
    assert json.loads(draft_on(html)) == ["red"]


def test_a_tap_not_offered_is_refused_and_the_draft_is_kept(
        client: tuple[TestClient, Store]) -> None:
    web, store = client
    game_id = start_game(web, "taps-toy")
    html = tap(web, game_id, tap="red")
    refused = press(web, game_id, html, tap="red")
    assert refused.status_code == 422
    assert "Not a valid tap" in refused.text
    assert json.loads(draft_on(refused.text)) == ["red"]
    assert answers_in(store, game_id) == ()


def test_a_draft_the_rule_refuses_comes_back_as_it_was(
        client: tuple[TestClient, Store]) -> None:
    web, store = client
    game_id = start_game(web, "taps-toy")
    html = tap(web, game_id, tap="red")
    refused = press(web, game_id, html, done="1")  # a card with no symbol yet
    assert refused.status_code == 422
    assert "one to three symbols" in refused.text
    assert json.loads(draft_on(refused.text)) == ["red"]
    assert answers_in(store, game_id) == ()


def link(html: str, label: str) -> str:
    """The address of the link `label` names (a brush) or that is labelled `label` (a hex)."""
    found = re.search(rf'href="([^"]*)"[^>]*aria-label="{re.escape(label)}(?: \([^"]*\))?"',
                      html) or \
        re.search(rf'href="([^"]*)"[^>]*>(?:<span[^>]*>[^<]*</span>)?{re.escape(label)}</a>',
                  html)
    assert found, f"no link {label!r} on the page"
    return unescape(found.group(1))


def test_a_tile_is_painted_by_tapping_each_space_of_its_drawing_with_a_brush(
        client: tuple[TestClient, Store]) -> None:
    web, store = client
    game_id = start_game(web, "taps-toy")
    answer(web, game_id, "red: star")
    html = page_of(web, game_id)
    assert "Tap a hex to make it" in html
    html = web.get(link(html, "Water")).text  # the brush: a link, nothing painted
    assert json.loads(draft_on(html)) == ["", "", ""]
    assert 'aria-current="true">' in html and "✓ </span>Water</a>" in html
    html = web.get(link(html, "the bottom space")).text  # a hex of the drawing: a link
    assert json.loads(draft_on(html)) == ["", "", "water"]
    assert "✓ </span>Water</a>" in html  # the brush stays chosen
    html = web.get(link(html, "Sand")).text
    html = web.get(link(html, "the top space")).text
    html = web.get(link(html, "the middle space")).text
    assert answers_in(store, game_id) == ("red: star",)  # nothing recorded by painting
    press(web, game_id, html, done="1")
    assert answers_in(store, game_id)[-1] == "sand sand water"


def test_a_link_of_a_drawing_the_game_has_left_paints_nothing(
        client: tuple[TestClient, Store]) -> None:
    web, store = client
    game_id = start_game(web, "taps-toy")
    answer(web, game_id, "red: star")
    old = page_of(web, game_id)
    answer(web, game_id, "sand sand sand")
    page = web.get(link(old, "the top space"))
    assert page.status_code == 200 and "A city not met before" in page.text
    assert answers_in(store, game_id) == ("red: star", "sand sand sand")


def test_a_name_met_for_the_first_time_is_typed_once_among_the_taps(
        client: tuple[TestClient, Store]) -> None:
    web, store = client
    game_id = start_game(web, "taps-toy")
    answer(web, game_id, "red: star")
    answer(web, game_id, "sand sand sand")
    html = page_of(web, game_id)
    assert "Or tap it together" in html  # beside the question's own choice
    assert "A city not met before" in html
    html = tap(web, game_id, html=html, tap="Xian")
    html = tap(web, game_id, html=html, add="1", name="Samarkand")
    press(web, game_id, html, done="1")
    assert answers_in(store, game_id)[-1] == "Xian, Samarkand"


def test_a_refused_typed_answer_comes_back_with_the_refused_part_marked(
        client: tuple[TestClient, Store]) -> None:
    web, _ = client
    game_id = start_game(web, "taps-toy")
    refused = answer(web, game_id, "green: star moon")
    assert refused.status_code == 422  # type: ignore[attr-defined]
    text = refused.text  # type: ignore[attr-defined]
    assert 'value="green: star moon"' in text
    assert "<mark>green</mark>: star moon" in text


def test_a_tap_on_a_page_the_game_has_left_changes_nothing(
        client: tuple[TestClient, Store]) -> None:
    web, store = client
    game_id = start_game(web, "taps-toy")
    old = page_of(web, game_id)
    answer(web, game_id, "red: star")
    stale = press(web, game_id, old, tap="blue")
    assert stale.status_code == 409
    assert answers_in(store, game_id) == ("red: star",)


def test_the_last_move_is_drawn_right_under_the_question(
        client: tuple[TestClient, Store]) -> None:
    web, _ = client
    game_id = start_game(web, "taps-toy")
    assert 'class="glance"' not in page_of(web, game_id)  # nothing has happened yet
    answer(web, game_id, "red: star moon")
    html = page_of(web, game_id)
    glance = html.index('class="glance"')
    assert html.index('id="question"') < glance < html.index('class="latest"')
    section = html[glance:html.index("</section>", glance)]
    assert "The card drawn is red" in section
    assert "star" in section and "moon" in section  # the card, drawn
    assert 'aria-label="a sand space"' in section  # and the part of the map
