"""The phone app when the phone's storage is full (issue 35, item 10): a write the browser
refuses never costs a saved game, and the page says "Your phone's storage is full".

The storage is made full with Chromium's own quota override for the app's origin (DevTools'
`Storage.overrideQuotaForOrigin`): a quota below what the site already keeps, so that any
write that needs more room is refused with a QuotaExceededError, as on a full phone.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from phone_app import (
    answers,
    app_host,
    built_app,
    game_of,
    give_an_answer,
    new_phone,
    open_in_app,
    send_an_answer,
    wait_started,
)
from playwright.sync_api import Browser, BrowserContext, CDPSession, Page

from soloist.engine.chance import Chance
from soloist.engine.stand_ins import RandomStandIn
from soloist.games import find_game
from soloist.play.companion import SavedPlay
from soloist.store import Store
from soloist.store.transfer import backup_bytes

FULL = "Your phone's storage is full"
GAMES = ("Fantastic Factories: The Machine", "Tokaido: the two Automas")


@pytest.fixture(scope="module")
def phone(browser: Browser) -> Iterator[tuple[str, BrowserContext, Page]]:
    """One phone with Soloist started on it, for the tests here in turn (the storage made
    full last)."""
    with app_host(built_app()) as (url, _):
        context = new_phone(browser)
        page = context.new_page()
        page.goto(url)
        wait_started(page)
        yield url, context, page
        context.close()


def a_backup_of_many_games(folder: Path) -> Path:
    """A backup made on a computer: three Fantastic Factories games a random person
    played, more than the phone has room for once its storage is full."""
    game = find_game("fantastic-factories")
    store = Store(str(folder / "computer.sqlite3"))
    for seed in range(3):
        saved = SavedPlay.start(store, game, {}, seed)
        person = RandomStandIn(Chance(seed))
        while saved.session.question is not None:
            saved.answer(person.answer(saved.session.question, saved.session.play))
    path = folder / "backup.json"
    path.write_bytes(backup_bytes(store))
    store.close()
    return path


def storage_full(context: BrowserContext, page: Page, origin: str) -> CDPSession:
    """A quota of one byte for the app's origin (it keeps megabytes already)."""
    devtools = context.new_cdp_session(page)
    devtools.send("Storage.overrideQuotaForOrigin", {"origin": origin, "quotaSize": 1})
    return devtools


def games_listed(page: Page) -> dict[str, int]:
    """Each game the phone keeps, by its id, with its answers: as its own page shows them."""
    found: dict[str, int] = {}
    for address in page.evaluate(
            "async () => [...new DOMParser().parseFromString(await (await fetch('./')).text(),"
            " 'text/html').querySelectorAll('a[href*=\"/g/\"]')].map(a => a.href)"):
        page.goto(address)
        page.wait_for_selector("main[data-answers]")
        found[game_of(page)] = answers(page)
    return found


@pytest.mark.parametrize(("content", "said"), [
    (b"[" * 100_000, "nested more than 32 deep"),
    (b"{}" + b" " * (70 * 2**20), "larger than a backup can be (64 MB)"),
])
def test_a_backup_beyond_bounds_is_refused_before_the_runtime_reads_it(
        phone: tuple[str, BrowserContext, Page], content: bytes, said: str,
        tmp_path: Path) -> None:
    """A file nested 100,000 deep made the runtime die ("Pyodide has suffered a fatal
    error"), and one of 70 MB got no answer: the page's worker refuses both at once, in
    the words of the computer's import, and the app goes on."""
    _, _, page = phone
    open_in_app(page, "Back up / move to another device")
    backup = tmp_path / "backup.json"
    backup.write_bytes(content)
    page.set_input_files("#backup-file", backup)
    page.get_by_role("button", name="Bring them in").click()
    alert = page.get_by_role("alert")
    alert.wait_for()
    assert said in alert.inner_text() and "Nothing was changed." in alert.inner_text()
    open_in_app(page, GAMES[0])  # the app still answers


def test_a_full_storage_refuses_a_write_and_keeps_every_game(
        phone: tuple[str, BrowserContext, Page], tmp_path: Path) -> None:
    url, context, page = phone
    chooser = random.Random(35)
    for title in GAMES:  # two games on the phone, a few answers each
        open_in_app(page, title)
        page.get_by_role("button", name="Start the game").click()
        page.wait_for_selector("main[data-answers]")
        for _ in range(3):
            give_an_answer(page, chooser)
    before = games_listed(page)
    assert len(before) == 2 and all(count >= 3 for count in before.values())

    origin = url.split("/app/")[0]
    devtools = storage_full(context, page, origin)
    # Bringing in a backup of many games needs room: refused, in words, nothing changed.
    open_in_app(page, "Back up / move to another device")
    page.set_input_files("#backup-file", a_backup_of_many_games(tmp_path))
    page.get_by_role("button", name="Bring them in").click()
    page.get_by_role("heading", name=FULL).wait_for()
    assert "Nothing was changed: your games are as they were before." in \
        page.get_by_role("alert").inner_text()
    # Answering goes on while the storage has room for it; an answer it has no room for is
    # refused in the same words, and the game stays at the answer before.
    game_id = next(iter(before))
    page.goto(f"{url}g/{game_id}")
    page.wait_for_selector("main[data-answers]")
    shown = answers(page)
    for _ in range(6):
        send_an_answer(page, chooser)
        page.locator(f"main[data-answers]:not([data-answers='{shown}'])").or_(
            page.get_by_text(FULL)).first.wait_for()
        if page.get_by_text(FULL).count():
            assert "Nothing was changed" in page.locator("main").inner_text()
            break
        shown = answers(page)
    # Soloist started again with the network gone (its own files and service worker are
    # kept too), every game as the pages last showed it, read from what the phone keeps.
    context.set_offline(True)
    page.reload()
    wait_started(page)
    assert games_listed(page) == {**before, game_id: shown}
    context.set_offline(False)
    devtools.send("Storage.overrideQuotaForOrigin", {"origin": origin})  # room again


def test_saves_an_older_build_kept_in_indexeddb_are_moved_to_the_new_slots(
        browser: Browser, phone: tuple[str, BrowserContext, Page], tmp_path: Path) -> None:
    """A phone updated from a build that kept its saves in IndexedDB (the file in 4 KiB
    pages, with its size): the game is there on the new build's first start; once a change
    has moved it into a slot the IndexedDB copy is deleted, and the game goes on from the
    slot."""
    url = phone[0]
    older = Store(str(tmp_path / "older.sqlite3"))
    saved = SavedPlay.start(older, find_game("fantastic-factories"), {}, 7)
    saved.answer("production")
    saved.answer("utility")
    game_id = saved.game_id
    older.close()
    file = (tmp_path / "older.sqlite3").read_bytes()
    context = new_phone(browser)  # a phone of its own: nothing kept yet
    page = context.new_page()
    page.goto(url.removesuffix("app/") + "not-the-app")  # the origin, before the app starts
    page.evaluate("""async (bytes) => {
        const file = new Uint8Array(bytes);
        const db = await new Promise((resolve, reject) => {
            const opening = indexedDB.open("soloist", 1);
            opening.onupgradeneeded = () => {
                opening.result.createObjectStore("pages");
                opening.result.createObjectStore("meta");
            };
            opening.onsuccess = () => resolve(opening.result);
            opening.onerror = () => reject(opening.error);
        });
        const writing = db.transaction(["pages", "meta"], "readwrite");
        for (let number = 0; number * 4096 < file.length; number++) {
            writing.objectStore("pages").put(
                file.slice(number * 4096, (number + 1) * 4096).buffer, number);
        }
        writing.objectStore("meta").put({version: 3, size: file.length}, "database");
        await new Promise((resolve) => { writing.oncomplete = resolve; });
        db.close();
    }""", list(file))
    page.goto(url)
    wait_started(page)
    assert games_listed(page) == {game_id: 2}
    give_an_answer(page, random.Random(7))
    assert page.evaluate("async () => (await indexedDB.databases()).map(d => d.name)") == []
    page.reload()
    wait_started(page)
    assert games_listed(page) == {game_id: 3}
    context.close()
