"""The history page: your finished games by level, the level finder's recommendation, and a
plot drawn by the page as SVG, with its words beside it (a caption and a table), every mark
a shape of its own."""

from __future__ import annotations

import re
from collections.abc import Iterator
from html import unescape

import pytest
from history_helpers import prepare_history
from screen_words import assert_no_internal_words, screen_text
from starlette.testclient import TestClient
from web_helpers import make_client

from soloist.store import Store

# Medium: six losses by 5 points, then easy: four wins and a tie
PLAYED = [("medium", "loss")] * 6 + [("easy", "win")] * 4 + [("easy", "tie")]


@pytest.fixture(scope="module")
def history_client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    """A history of real games (SQLite: the page reads the store as every page does)."""
    path = tmp_path_factory.mktemp("history") / "saves.sqlite3"
    prepare_history(path, PLAYED)
    store = Store(str(path))
    with make_client(store) as client:
        yield client
    store.close()


def test_an_empty_history_says_so(client: TestClient) -> None:
    page = client.get("/history")
    assert page.status_code == 200
    assert "No finished game yet" in page.text
    assert 'href="/history"' in client.get("/").text


def test_the_history_page_shows_the_level_to_play_a_plot_and_its_words(
        history_client: TestClient) -> None:
    page = history_client.get("/history")
    assert page.status_code == 200
    html = unescape(page.text)
    assert "Fantastic Factories: The Machine" in html
    assert "11 finished games" in html
    assert re.search(r"Play next: (Easy|Medium)", html)
    assert "% sure, from your 11 games" in html
    svg = html[html.index("<svg"):html.index("</svg>")]
    assert 'role="img"' in svg and 'aria-labelledby="results-1"' in svg
    assert svg.count("<circle") == 4  # the four wins: filled dots
    assert svg.count("<rect") == 2  # the tie (a hollow square) and the recommended column
    assert svg.count('stroke-width="2" fill="none"') == 6  # the six losses: crosses
    assert 'id="results-1">Your 11 games with both scores recorded' in html
    table = html[html.index('<table class="figures"'):html.index("</table>")]
    assert "6 lost" in table and "4 won, 1 tied" in table and "(recommended)" in table
    assert_no_internal_words(screen_text(page.text), "/history")


def test_another_aim_asks_for_another_level(history_client: TestClient) -> None:
    client = history_client
    easy = unescape(client.get("/history?aim=70").text)
    hard = unescape(client.get("/history?aim=30").text)
    levels = ["Easy", "Medium", "Hard", "Very Hard"]

    def chosen(html: str) -> int:
        found = re.search(r"Play next: ([A-Za-z ]+?) \(", html)
        assert found is not None
        return levels.index(found.group(1))

    assert chosen(easy) <= chosen(hard)
    assert '<option value="70" selected>' in easy
    assert client.get("/history?aim=99").status_code == 200  # not offered: the usual 50%
