"""The pages of a first hour at the table (issue 23): what comes first on a phone, undo and
the reminders one tap above the question, the road from Tokaido's first question, options
in words. (test_browser.py measures the same pages in a real Chromium at 390 × 844.)"""

from __future__ import annotations

import re
from html import unescape

import pytest
from starlette.testclient import TestClient
from web_helpers import answer, choices_on, form_fields, hidden, page_of, start_game

from soloist.engine.game import OptionValue
from soloist.games import all_games
from soloist.store import Store


def test_start_a_new_game_comes_first_on_the_home_page(client: TestClient) -> None:
    for _ in range(7):
        start_game(client, "fantastic-factories")
    home = client.get("/").text
    new, playing = home.index('id="new-heading"'), home.index('id="playing-heading"')
    assert home.index("<h1") < new < playing
    assert home.count('<li class="game-row">') == 7


def test_undo_is_above_the_question_with_its_confirmation_in_place(client: TestClient) -> None:
    game_id = start_game(client, "fantastic-factories", seed="3")
    first = page_of(client, game_id)
    assert 'class="question-tools"' not in first  # nothing to undo yet
    answer(client, game_id, "production")
    page = page_of(client, game_id)
    tools, question = page.index('class="question-tools"'), page.index('id="question"')
    assert tools < question
    undo = page[tools:question]
    assert '<summary class="button small">↶ Undo answer 1</summary>' in undo
    assert 'action="/g/' + game_id + '/undo"' in undo and "Yes, take back answer 1" in undo
    assert page.count("Yes, take back answer 1") == 1  # one undo on the page
    assert hidden(page, "n") == "2"  # the question's own number, not the undo's


def test_the_result_keeps_undo_above_it(client: TestClient, store: Store) -> None:
    game_id = start_game(client, "fantastic-factories", seed="3")
    while 'data-over="yes"' not in (page := page_of(client, game_id)):
        choices = choices_on(page)
        text = ("yes" if "yes" in choices else choices[0]) if choices else "40"
        answer(client, game_id, text)
    assert page.index('class="question-tools"') < page.index('class="result')


def test_revives_exceptions_are_a_reminder_to_open_not_an_answer(client: TestClient,
                                                                  store: Store) -> None:
    game_id = start_game(client, "revive", sample="yes", seed="3")
    page = page_of(client, game_id)
    assert "exceptions" not in choices_on(page)
    tools = page.split('class="question-tools"')[1].split('id="question"')[0]
    assert "<summary>Remind me of my exceptions to the rules</summary>" in tools
    assert "Your exceptions: when you place a population figure" in unescape(tools)
    assert store.load(game_id).answers == ()


@pytest.mark.parametrize("options", [{}, {"digital": True}, {"level": 1}, {"level": 7}],
                         ids=["companion", "digital", "level-1", "level-7"])
def test_tokaidos_road_is_drawn_from_the_first_question(
        client: TestClient, options: dict[str, OptionValue]) -> None:
    game_id = start_game(client, "tokaido", seed="4", **form_fields(options))
    page = unescape(page_of(client, game_id))
    assert 'id="question"' in page
    road = page.split('aria-label="The road"')[1].split("</section>")[0]
    assert "The road from Kyoto to Inn 2" in road
    assert re.findall(r'<span class="marker c-[a-z]+">(\w+)</span>', road) == [
        "You", "Green", "Blue"]  # every traveller at the start


def test_every_option_s_values_are_offered_in_words(client: TestClient) -> None:
    """No radio button is labelled with the option's key (keep, standard, soloist); a value
    printed on the components may be its own label (L1, the symbol on a Skill card)."""
    for definition in all_games():
        form = client.get(f"/new/{definition.name}").text
        for value, label in re.findall(
                r'<label class="pick"><input type="radio" name="[a-z_]+" value="([^"]+)"'
                r'(?: checked)?> ([^<]+)</label>', form):
            assert label.strip() != value, (definition.name, value)


def test_the_table_s_heading_only_above_a_table_to_show(client: TestClient) -> None:
    """At Revive's setup without a file nothing is on the table yet: no empty "The table"."""
    game_id = start_game(client, "revive", seed="3")
    answer(client, game_id, "purple blue orange green purple blue orange green")
    page = page_of(client, game_id)
    assert 'id="table-heading"' not in page
    later = start_game(client, "revive", sample="yes", seed="3")
    assert 'id="table-heading"' in page_of(client, later)
