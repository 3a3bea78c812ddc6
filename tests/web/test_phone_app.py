"""The phone app: the built static site (scripts/build-app.sh) in Debian's Chromium at
390 × 844, from a loopback static host. The same web app runs inside the browser; its saves
live in the browser's storage.

One browser and one built app serve every test here (a start costs seconds).
"""

from __future__ import annotations

import json
import random
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from cli_helpers import run_soloist
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from phone_app import (
    CHROMIUM,
    CHROMIUM_ARGS,
    PHONE,
    answers,
    app_host,
    built_app,
    game_of,
    get,
    give_an_answer,
    log_lines,
    new_phone,
    open_in_app,
    post,
    token,
    wait_started,
    watched,
)
from playwright.sync_api import Browser, BrowserContext, Page
from web_helpers import form_fields

from soloist.engine.chance import Chance
from soloist.engine.library import FactConflict
from soloist.engine.session import Session
from soloist.engine.stand_ins import RandomStandIn
from soloist.games import all_games, find_game
from soloist.play.companion import SavedPlay
from soloist.store import Store
from soloist.store.transfer import import_backup, read_backup
from soloist.web.present import lines


@pytest.fixture(scope="module")
def app_url() -> Iterator[str]:
    with app_host(built_app()) as (url, _):
        yield url


@pytest.fixture(scope="module")
def phone(browser: Browser, app_url: str) -> Iterator[tuple[BrowserContext, Page]]:
    """One phone with Soloist started on it (its first visit), shared by the tests that
    play on it."""
    context = new_phone(browser)
    page = context.new_page()
    page.goto(app_url)
    FIRST_VISIT.clear()
    FIRST_VISIT.update(wait_started(page))
    yield context, page
    context.close()


#: What Soloist reported of its start on the shared phone's first visit (later tests
#: reload that page: its own report is then a later start's).
FIRST_VISIT: dict[str, int] = {}


def test_every_game_starts_answers_undoes_and_resumes_offline(
        phone: tuple[BrowserContext, Page], app_url: str) -> None:
    """Each game on the phone: start it, answer, undo, then with the network gone an answer
    is kept, and a reload starts Soloist from what the phone keeps with the game where it
    was. (The games follow each other in the running app, as a person goes from page to
    page: one start of Soloist per game, the offline one.)"""
    context, page = phone
    failures = watched(page)
    for definition in all_games():
        chooser = random.Random(definition.name)
        open_in_app(page, definition.title)
        for name, value in form_fields(dict(definition.demo_options)).items():
            field = page.locator(f"[name='{name}']:not([type=hidden])")
            if value in ("yes", "no"):
                field.set_checked(value == "yes")
            else:
                field.fill(value)
        page.get_by_role("button", name="Start the game").click()
        page.wait_for_selector("main[data-answers]")
        game_id = game_of(page)
        assert page.url == f"{app_url}g/{game_id}", definition.name
        page.wait_for_selector("html[data-screen='kept-on']", state="attached")  # screen on
        for _ in range(3):
            give_an_answer(page, chooser)
        count = answers(page)
        page.locator("details.confirm summary", has_text="Undo answer").click()
        page.get_by_role("button", name="Yes, take back answer").click()
        page.wait_for_selector("#message")
        assert "was taken back" in page.locator("#message").inner_text(), definition.name
        undone = answers(page)
        assert undone < count, definition.name
        context.set_offline(True)
        try:
            give_an_answer(page, chooser)  # offline: the answer is kept all the same
            kept = answers(page)  # (and any Soloist gave itself from your components)
            assert kept > undone, definition.name
            prompt = page.locator("#question .prompt").inner_text()
            page.reload()
            wait_started(page)
            assert (game_of(page), answers(page)) == (game_id, kept), definition.name
            assert page.locator("#question .prompt").inner_text() == prompt
        finally:
            context.set_offline(False)
    assert failures == []


def test_a_first_start_unpacks_the_bundle_beside_the_runtime(
        phone: tuple[BrowserContext, Page]) -> None:
    """The first start of a build unpacks packages.bundle in a worker of its own
    (unzstd.js, with fzstd) while the runtime starts."""
    assert FIRST_VISIT.get("unpacking", 0) > 0, FIRST_VISIT


@pytest.mark.parametrize("failure", ["its script fails", "its decoder is missing"])
def test_where_no_worker_can_unpack_the_bundle_the_runtime_does(
        browser: Browser, tmp_path: Path, failure: str) -> None:
    """Where the worker that unpacks the bundle cannot start (its script fails as it loads,
    or the decoder it imports is not there), the runtime's own Zstandard unpacks the bundle
    once it is there, and Soloist starts all the same."""
    app = tmp_path / "app"
    shutil.copytree(built_app(), app)
    if failure == "its script fails":
        (app / "unzstd.js").write_text('throw new Error("no Zstandard decoder here");\n')
    else:
        (app / "fzstd.mjs").unlink()  # (and the service worker does not keep it)
        worker = app / "sw.js"
        worker.write_text(worker.read_text().replace('"fzstd.mjs", ', ""))
    context = new_phone(browser)
    try:
        with app_host(app) as (url, _):
            page = context.new_page()
            page.goto(url)
            started = wait_started(page)
            assert "unpacking" not in started and started["packages"] > 0, started
            assert page.get_by_role("link", name="Fantastic Factories").count() >= 1
    finally:
        context.close()


def test_two_tabs_on_one_game_get_the_servers_message(
        phone: tuple[BrowserContext, Page], app_url: str) -> None:
    context, first = phone
    open_in_app(first, "Fantastic Factories: The Machine")
    first.get_by_role("button", name="Start the game").click()
    first.wait_for_selector("main[data-answers='0']")
    second = context.new_page()
    second.goto(first.url)
    wait_started(second)
    first.locator("#question .choices button", has_text="Special").first.click()
    first.wait_for_selector("main[data-answers='1']")
    second.locator("#question .choices button", has_text="Training").first.click()
    second.wait_for_selector("#message")
    assert ("answered in another window or tab. Nothing was changed"
            in second.locator("#message").inner_text())
    assert answers(second) == 1
    second.close()


def test_an_answer_the_page_shows_survives_closing_the_browser(
        browser: Browser, app_url: str, tmp_path: Path) -> None:
    """The browser closed (not the tab: all of it) right after the page shows an answer,
    then opened again: the answer is there."""
    profile = tmp_path / "profile"

    def open_phone() -> tuple[BrowserContext, Page]:
        context = browser.browser_type.launch_persistent_context(
            str(profile), executable_path=CHROMIUM, args=CHROMIUM_ARGS, viewport=PHONE)
        context.set_default_timeout(60_000)
        page = context.pages[0] if context.pages else context.new_page()
        return context, page

    context, page = open_phone()
    page.goto(app_url)  # the address opened once: the app is kept from then on
    wait_started(page)
    open_in_app(page, "Fantastic Factories: The Machine")
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_selector("main[data-answers='0']")
    game_id = game_of(page)
    for shown in (1, 2):
        page.locator("#question .choices button").first.click()
        page.wait_for_selector(f"main[data-answers='{shown}']")
        context.close()  # at once: no time given to finish anything
        context, page = open_phone()
        page.goto(f"{app_url}g/{game_id}")
        wait_started(page)
        assert answers(page) == shown
    context.close()


def test_a_game_exported_from_the_app_imports_identically(
        phone: tuple[BrowserContext, Page], app_url: str, tmp_path: Path) -> None:
    """Saved from the app's “Back up / move to another device”, brought in on a computer
    with `soloist import`: the same record, and the log the phone showed."""
    _, page = phone
    open_in_app(page, "Tokaido: the two Automas")
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_selector("main[data-answers]")
    game_id = game_of(page)
    chooser = random.Random(5)
    for _ in range(4):
        give_an_answer(page, chooser)
    record = json.loads(get(page, f"{app_url}g/{game_id}/record.json"))
    shown = log_lines(get(page, f"{app_url}g/{game_id}/log"))
    open_in_app(page, "Back up / move to another device")
    with page.expect_download() as download:
        page.get_by_role("link", name="Save the backup file").click()
    backup = tmp_path / download.value.suggested_filename
    download.value.save_as(backup)

    laptop = tmp_path / "laptop.sqlite3"
    imported = run_soloist("import", str(backup), database=laptop)
    assert imported.returncode == 0, imported.stderr
    store = Store(str(laptop))
    assert store.load(game_id).to_json() == record
    replayed = Session.replay(find_game("tokaido"), store.load(game_id))
    assert [line.text if line.heading else f"{line.word}: {line.text}"
            for line in lines(replayed.log.events)] == shown


def cpython_play(store: Store, game: str, seed: int, chooser: int,
                 count: int) -> tuple[str, list[str]]:
    """A game played in CPython as the browser will play it: its answers (a random valid
    answer each, until one would contradict the components learned so far)."""
    definition = find_game(game)
    saved = SavedPlay.start(store, definition, dict(definition.demo_options), seed)
    stand_in = RandomStandIn(Chance(chooser))
    given: list[str] = []
    for _ in range(count):
        question = saved.session.question
        if question is None:
            break
        text = stand_in.answer(question, saved.session.play)
        try:
            saved.answer(text)
        except FactConflict:
            break
        given.append(text)
    return saved.game_id, given


@settings(max_examples=3, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(game=st.sampled_from([definition.name for definition in all_games()]),
       seed=st.integers(0, 10**9), chooser=st.integers(0, 10**6))
def test_seeds_and_answers_give_the_same_log_in_the_browser_as_in_cpython(
        phone: tuple[BrowserContext, Page], app_url: str, tmp_path_factory: pytest.TempPathFactory,
        game: str, seed: int, chooser: int) -> None:
    _, page = phone
    wait_started(page)
    # The phone's components may know facts from earlier games: the CPython side starts
    # from the same, brought over with a backup (which is also what a person would do).
    store = Store(str(tmp_path_factory.mktemp("cpython") / "saves.sqlite3"))
    import_backup(store, read_backup(get(page, f"{app_url}backup/soloist-backup.json")))
    cpython_id, given = cpython_play(store, game, seed, chooser, count=8)
    definition = find_game(game)
    status, address, _ = post(page, f"{app_url}new/{game}", {
        "csrf": token(get(page, f"{app_url}new/{game}")), "seed": str(seed),
        **form_fields(dict(definition.demo_options))})
    assert status == 200, status
    game_id = address.rsplit("/", 1)[-1]
    for text in given:
        shown = get(page, f"{app_url}g/{game_id}")
        number = int(shown.split('data-answers="', 1)[1].split('"', 1)[0])
        status, _, _ = post(page, f"{app_url}g/{game_id}", {
            "csrf": token(shown), "n": str(number + 1), "answer": text})
        assert status == 200, (status, text)
    browser_record = json.loads(get(page, f"{app_url}g/{game_id}/record.json"))
    assert browser_record == store.load(cpython_id).to_json()
    expected = [line.text if line.heading else f"{line.word}: {line.text}"
                for line in lines(Session.replay(definition, store.load(cpython_id)).log.events)]
    assert log_lines(get(page, f"{app_url}g/{game_id}/log")) == expected


def test_a_new_build_says_an_update_is_ready_and_keeps_every_game(
        browser: Browser, tmp_path: Path) -> None:
    """A host serving a newer build: the page says so; restarting switches to it, and the
    game played before is still there."""
    hosted = tmp_path / "hosted"
    shutil.copytree(built_app(), hosted)
    with app_host(hosted) as (url, _):
        context = new_phone(browser)
        page = context.new_page()
        page.goto(url)
        wait_started(page)
        old = page.evaluate("window.soloist.build")
        open_in_app(page, "Fantastic Factories: The Machine")
        page.get_by_role("button", name="Start the game").click()
        page.wait_for_selector("main[data-answers='0']")
        game_id = game_of(page)
        page.locator("#question .choices button").first.click()
        page.wait_for_selector("main[data-answers='1']")
        worker = hosted / "sw.js"
        worker.write_text(worker.read_text().replace(f'"{old}"', '"a-newer-build"', 1))
        page.reload()
        wait_started(page)
        page.wait_for_selector("#update-ready:not([hidden])")
        assert "An update of Soloist is ready" in page.locator("#update-ready").inner_text()
        page.get_by_role("button", name="Restart Soloist to use it").click()
        page.wait_for_function("window.soloist && window.soloist.build === 'a-newer-build'"
                               " && window.soloist.started", timeout=300_000)
        assert (game_of(page), answers(page)) == (game_id, 1)
        context.close()
