"""Moving between pages keeps the document (issue 34, "light and quick"): a game's start, a
game opened from the list, Back and Forward swap the page in as an answer does (no CSS,
scripts or HTMX loaded again; on the phone, no Soloist started again), with the address,
the title, the focus on the question and the live region kept; a page that fails on Back
is opened whole. On `soloist serve` and in the built phone app (the same templates)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from phone_app import app_host, built_app, new_phone, wait_started, watched
from playwright.sync_api import Browser, Page

from soloist.store import Store

GAME = "Fantastic Factories: The Machine"
#: Set in the page once it is open: a new document (a page loaded whole) loses it.
MARK = "window.sameDocument = true; window.liveRegion = document.getElementById('announce')"
SAME = "window.sameDocument === true"
SAME_REGION = "window.liveRegion === document.getElementById('announce')"


def focused(page: Page) -> str:
    return str(page.evaluate("document.activeElement.id"))


def open_the_form(page: Page) -> None:
    page.get_by_role("link", name=GAME, exact=True).click()
    page.wait_for_selector("form.options")


def start(page: Page) -> str:
    """Start the game from its form: its id, once its page has settled."""
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_selector("main[data-answers='0']")
    page.wait_for_function("document.activeElement.id === 'question-prompt'")
    return str(page.locator("main").get_attribute("data-game"))


def check_start_back_and_forward(page: Page, prefix: str) -> str:
    """From the list of games, through the new-game form, to the game and Back to the list
    and Forward again, in one document: the game's id."""
    list_address = page.url
    page.evaluate(MARK)
    open_the_form(page)
    assert page.title() == f"New game: {GAME} · Soloist"
    game_id = start(page)
    assert page.evaluate(SAME) and page.evaluate(SAME_REGION)
    assert page.url.endswith(f"{prefix}/g/{game_id}")
    assert page.title() == f"Question 1 · {GAME} · Soloist"
    assert focused(page) == "question-prompt"
    # The form's token came with the swapped page: an answer is taken.
    page.get_by_role("button", name="Production").click()
    page.wait_for_selector("main[data-answers='1']")
    # Back leaves the game for the list (the form's entry became the game's: a person does
    # not step back into a form that would start another game).
    page.go_back()
    page.wait_for_selector("#playing-heading")
    assert page.url == list_address and page.title() == "Your games · Soloist"
    assert page.evaluate(SAME) and page.evaluate(SAME_REGION)
    assert focused(page) == "main"
    page.go_forward()
    page.wait_for_selector(f"main[data-game='{game_id}'][data-answers='1']")
    page.wait_for_function("document.activeElement.id === 'question-prompt'")
    assert page.evaluate(SAME) and page.title() == f"Question 2 · {GAME} · Soloist"
    return game_id


def test_start_back_and_the_log_swap_the_pages_in_on_soloist_serve(
        browser: Browser, served: tuple[str, Path]) -> None:
    url, _ = served
    context = new_phone(browser)
    page = context.new_page()
    failures = watched(page)
    page.goto(url)
    page.wait_for_load_state("load")
    game_id = check_start_back_and_forward(page, "")
    # The log and "Back to the game" (a step back in the history): the same document,
    # the wake lock taken again on the game's page.
    page.get_by_role("link", name="Full log").click()
    page.wait_for_selector("h1:has-text('Log:')")
    page.wait_for_selector("html:not([data-screen])", state="attached")
    page.get_by_role("link", name="Back to the game").click()
    page.wait_for_selector(f"main[data-game='{game_id}']")
    page.wait_for_selector("html[data-screen='kept-on']", state="attached")
    assert page.evaluate(SAME) and page.url == f"{url}g/{game_id}"
    context.close()
    assert failures == []


def test_a_page_that_fails_on_back_is_opened_whole(
        browser: Browser, served: tuple[str, Path]) -> None:
    url, database = served
    context = new_phone(browser)
    page = context.new_page()
    page.goto(f"{url}new/fantastic-factories")
    page.wait_for_load_state("load")
    game_id = start(page)
    page.get_by_role("link", name="Soloist · your games").click()
    page.wait_for_selector("#playing-heading")
    page.evaluate(MARK)
    store = Store(str(database))
    try:
        store.delete(game_id)  # (deleted in another window meanwhile)
    finally:
        store.close()
    with page.expect_navigation():
        page.go_back()
    page.wait_for_selector("h1:has-text('No such game')")
    assert page.url == f"{url}g/{game_id}"
    assert not page.evaluate("window.sameDocument === true")  # the browser opened it
    context.close()


def test_the_new_game_form_works_without_javascript(
        browser: Browser, served: tuple[str, Path]) -> None:
    url, _ = served
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(f"{url}new/fantastic-factories")
    with page.expect_navigation():  # a plain POST, answered with the game's address
        page.get_by_role("button", name="Start the game").click()
    page.wait_for_selector("main[data-answers='0']")
    assert re.fullmatch(rf"{re.escape(url)}g/[0-9a-f]{{20}}", page.url)
    context.close()


@pytest.fixture(scope="module")
def app_url() -> Iterator[str]:
    with app_host(built_app()) as (url, _):
        yield url


def test_start_and_back_swap_the_pages_in_on_the_phone(browser: Browser, app_url: str) -> None:
    """In the phone app a page loaded whole starts Soloist again (seconds): a game's start,
    Back and Forward never do."""
    context = new_phone(browser)
    page = context.new_page()
    failures = watched(page)
    page.goto(app_url)
    wait_started(page)
    page.evaluate("window.started = window.soloist.started")
    check_start_back_and_forward(page, "/app")
    assert page.evaluate("window.started === window.soloist.started")  # Soloist ran on
    context.close()
    assert failures == []
