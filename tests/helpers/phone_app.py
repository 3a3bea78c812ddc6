"""The built phone app in Debian's Chromium: building it once, serving it from a loopback
static host, starting it, and driving its pages."""

from __future__ import annotations

import fcntl
import os
import random
import re
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from html import unescape
from pathlib import Path

from app_server import Sent, static_host
from playwright.sync_api import Browser, BrowserContext, Page

ROOT = Path(__file__).resolve().parents[2]
#: Where scripts/test.sh builds the app before the tests (SOLOIST_APP_BUILD: elsewhere).
BUILT = Path(os.environ.get("SOLOIST_APP_BUILD", ROOT / "build" / "app"))
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync"]
PHONE = {"width": 390, "height": 844}
#: How long a start may take in these tests (a shared, loaded machine: never a figure).
START_TIMEOUT = 300_000


def built_app() -> Path:
    """The built app, built now if scripts/test.sh has not (once: test processes wait for
    each other on a lock)."""
    BUILT.parent.mkdir(parents=True, exist_ok=True)
    with open(BUILT.parent / ".app-build.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (BUILT / "sw.js").is_file():
            subprocess.run([str(ROOT / "scripts" / "build-app.sh"), str(BUILT)], check=True,
                           cwd=ROOT, stdout=subprocess.DEVNULL)
    return BUILT


@contextmanager
def app_host(app: Path) -> Iterator[tuple[str, Sent]]:
    """The app at `URL/app/` on a loopback static host: its address and what it sent."""
    with tempfile.TemporaryDirectory() as site:
        (Path(site) / "app").symlink_to(app.resolve())
        with static_host(Path(site)) as (url, sent):
            yield f"{url}/app/", sent


def new_phone(browser: Browser) -> BrowserContext:
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    context.set_default_timeout(60_000)
    return context


def watched(page: Page) -> list[str]:
    """Script and console errors of a page, collected."""
    failures: list[str] = []
    page.on("pageerror", lambda error: failures.append(f"script error: {error}"))
    page.on("console", lambda message: failures.append(f"console: {message.text}")
            if message.type == "error" else None)
    return failures


def wait_started(page: Page) -> dict[str, int]:
    """Wait until Soloist has started in the page and shown its first page: its timings."""
    page.wait_for_function("window.soloist && (window.soloist.started || window.soloist.failed)",
                           timeout=START_TIMEOUT)
    failed = page.evaluate("window.soloist.failed")
    assert failed is None, f"Soloist did not start: {failed}"
    return dict(page.evaluate("window.soloist.started"))


def open_in_app(page: Page, link: str) -> None:
    """Go to the home page and follow its link named `link`, in the running app (as a
    person taps them: HTMX swaps the pages in; Soloist is not started again)."""
    brand = page.locator("header a.brand")
    home = str(brand.evaluate("a => a.href"))
    if page.url != home:  # on the home page already, a tap would swap it in again mid-click
        brand.click()
        page.wait_for_url(home)
    page.wait_for_selector("#new-heading")
    target = page.get_by_role("link", name=link, exact=True)
    address = str(target.get_attribute("href"))
    target.click()
    page.wait_for_url(f"**{address}")


def answers(page: Page) -> int:
    return int(page.locator("main").get_attribute("data-answers") or "-1")


def game_of(page: Page) -> str:
    return str(page.locator("main").get_attribute("data-game"))


def token(html: str) -> str:
    found = re.search(r'<input type="hidden" name="csrf" value="([^"]*)">', html)
    assert found, "no form token on the page"
    return unescape(found.group(1))


def post(page: Page, path: str, fields: dict[str, str]) -> tuple[int, str, str]:
    """A form sent from the page as HTMX sends it (through the service worker to the app):
    the status, the address the app gives the page, and the page."""
    status, address, text = page.evaluate("""async ([path, fields]) => {
        const response = await fetch(path, {method: "POST", body: new URLSearchParams(fields),
                                            headers: {"HX-Request": "true"}});
        return [response.status, response.headers.get("HX-Replace-Url") ||
                response.headers.get("HX-Push-Url") || "", await response.text()];
    }""", [path, fields])
    return int(status), str(address), str(text)


def get(page: Page, path: str) -> str:
    return str(page.evaluate("async (path) => (await fetch(path)).text()", path))


def log_lines(html: str) -> list[str]:
    """The log page's lines as a person reads them ("Machine: …", a round's heading)."""
    items = re.findall(r"<li class=\"(?:round|ev[^\"]*)\">(.*?)</li>", html, re.S)
    return [re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", "", item))).strip()
            for item in items]


def give_an_answer(page: Page, chooser: random.Random) -> str:
    """A valid answer, chosen at random from those the page offers (numbers kept small)."""
    before = answers(page)
    given = send_an_answer(page, chooser)
    # One answer more, and any Soloist then gave itself from your components (a fact of
    # your copy a game before this one taught it), or the question of which is right.
    moved = f"main[data-answers]:not([data-answers='{before}'])"
    page.wait_for_selector(f"{moved}, form[action$='/settle']")
    if page.locator("form[action$='/settle']").count():
        # Answers at random contradict what an earlier one taught your components (more
        # copies of an Automa card than a deck holds): Soloist asks which is right; this
        # person says their answer is.
        page.locator("#question .choices button[value='given']").click()
        page.wait_for_selector(moved)
    return given


def send_an_answer(page: Page, chooser: random.Random) -> str:
    """Give a valid answer, chosen at random from those the page offers (numbers kept
    small), without waiting for what comes back."""
    # The question's own choices (not the taps of an answer built by taps, which answer
    # nothing until it is whole: such an answer is typed here, its first example).
    buttons = page.locator("#question .choices:not(.taps-choices) button")
    if buttons.count():
        choice = buttons.nth(chooser.randrange(buttons.count()))
        given = str(choice.get_attribute("value"))
        choice.click()
    elif page.locator("#answer-text").count():  # a text: its first example
        typed_instead = page.locator("details.typed-instead:not([open]) > summary")
        if typed_instead.count():
            typed_instead.click()
        given = str(page.locator("#answer-examples option").first.get_attribute("value"))
        page.locator("#answer-text").fill(given)
        page.get_by_role("button", name="Answer", exact=True).click()
    else:
        field = page.locator("#answer-number")
        low, high = int(field.get_attribute("min") or 0), int(field.get_attribute("max") or 0)
        given = str(chooser.randint(low, min(high, low + 3)))
        field.fill(given)
        page.get_by_role("button", name="Answer", exact=True).click()
    return given
