"""The phone app in French and German (issue 32, "The phone"): the built app (Fluent and
Babel's trimmed locale data in it, scripts/build-app.sh) in Debian's Chromium at 390 × 844.

A phone set to French (the browser's language, which the service worker passes to the app
as Accept-Language) starts a game and answers, and its log reads in French; the home page's
language setting then switches it to German, where a game is started and answered, and the
saved French game's log re-reads in German, its record untouched. Each log is compared, line
by line, with what Soloist's catalogs say for the same record replayed in CPython. Lean: one
start and a few answers per language (tests/web/test_phone_app.py plays the games).
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from phone_app import PHONE, app_host, built_app, get, log_lines, post, token, wait_started, watched
from playwright.sync_api import Browser, Page
from web_helpers import form_fields

from soloist.engine.chance import Chance
from soloist.engine.session import Record, Session
from soloist.engine.stand_ins import RandomStandIn
from soloist.games import find_game
from soloist.i18n import translator
from soloist.web.present import public

#: Answers given in each language's game (a few: the log then has lines of each kind of
#: the game's start, the automa's moves and the person's answers).
ANSWERS = 4


@pytest.fixture(scope="module")
def app_url() -> Iterator[str]:
    with app_host(built_app()) as (url, _):
        yield url


def start_and_answer(page: Page, app_url: str, game: str, seed: int) -> str:
    """A new game of `game` started in the app and `ANSWERS` answers given to it, as the
    page sends them (through the service worker to the app): a stand-in's answers, chosen
    on the same game played here. The game's id."""
    definition = find_game(game)
    options = dict(definition.demo_options)
    status, address, _ = post(page, f"{app_url}new/{game}", {
        "csrf": token(get(page, f"{app_url}new/{game}")), "seed": str(seed),
        **form_fields(options)})
    assert status == 200, status
    game_id = address.rsplit("/", 1)[-1]
    here = Session.start(definition, options, seed)
    stand_in = RandomStandIn(Chance(seed))
    for _ in range(ANSWERS):
        assert here.question is not None
        text = here.answer(stand_in.answer(here.question, here.play))
        shown = get(page, f"{app_url}g/{game_id}")
        given = int(shown.split('data-answers="', 1)[1].split('"', 1)[0])
        status, _, _ = post(page, f"{app_url}g/{game_id}", {
            "csrf": token(shown), "n": str(given + 1), "answer": text})
        assert status == 200, (status, text)
    record = json.loads(get(page, f"{app_url}g/{game_id}/record.json"))
    assert record["answers"] == list(here.answers)
    return game_id


def said_in(language: str, page: Page, app_url: str, game_id: str) -> tuple[list[str], str]:
    """The game's log as the app shows it, and each line's text as Soloist's catalog says
    it in `language` for the same record replayed here (the lines the page shows end with
    them: a line of the automa's starts with its actor's word)."""
    record = json.loads(get(page, f"{app_url}g/{game_id}/record.json"))
    parsed = Record.from_json(record)
    events = Session.replay(find_game(parsed.game), parsed).log.events
    words = translator(language)
    expected = [public(words.event(event, game=parsed.game)) for event in events]
    english = [public(event.text) for event in events]
    assert expected != english, f"the catalog of {language} says nothing of this log"
    shown = log_lines(get(page, f"{app_url}g/{game_id}/log"))
    assert len(shown) == len(expected)
    for line, text in zip(shown, expected, strict=True):
        assert line.endswith(text), (line, text)
    return shown, json.dumps(record, sort_keys=True)


def test_the_phone_shows_a_games_log_in_french_then_german(
        browser: Browser, app_url: str) -> None:
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True,
                                  locale="fr-FR")
    context.set_default_timeout(60_000)
    try:
        page = context.new_page()
        failures = watched(page)
        page.goto(app_url)
        wait_started(page)
        french_game = start_and_answer(page, app_url, "fantastic-factories", seed=5)
        in_french, record = said_in("fr", page, app_url, french_game)

        # The home page's setting: German, whatever the phone's language (a whole page
        # load: Soloist starts again, in German).
        page.goto(app_url)
        wait_started(page)
        page.locator("input[name='language'][value='de']").check()
        with page.expect_navigation():
            page.locator("form[action$='language'] button[type='submit']").click()
        wait_started(page)
        german_game = start_and_answer(page, app_url, "tokaido", seed=8)
        said_in("de", page, app_url, german_game)

        in_german, again = said_in("de", page, app_url, french_game)  # the saved game
        assert again == record and len(in_german) == len(in_french)
        assert in_german != in_french
        assert failures == []
    finally:
        context.close()
