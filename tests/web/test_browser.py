"""The web companion in a real headless Chromium (Debian's package, driven by Playwright),
against a real `soloist serve` process, on a phone (390 × 844) and a laptop (1280 × 800).

Every page visited is checked for one h1, labelled fields, no horizontal scrolling, no
console error, and by axe-core (from the npm registry, injected into each page: no serious
or critical accessibility violation). Screenshots of every kind of page of every game are
kept in artifacts/web/ (CI artefacts, never compared as golden images).
"""

from __future__ import annotations

import random
import re
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from cli_helpers import soloist_executable
from phone_app import answers, give_an_answer
from playwright.sync_api import Browser, BrowserContext, Locator, Page, expect
from sqlalchemy import delete
from web_helpers import way_id, ways_to_play

from soloist.engine.game import OptionValue
from soloist.games import all_games, find_game
from soloist.store import Store
from soloist.store.database import library_facts

ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts" / "web"
#: axe-core, installed by scripts/test.sh from tests/web/axe/package-lock.json.
AXE = Path(__file__).resolve().parent / "axe" / "node_modules" / "axe-core" / "axe.min.js"
PHONE = {"width": 390, "height": 844}
LAPTOP = {"width": 1280, "height": 800}
#: The accessibility violations that fail a page (axe-core's impact levels).
SERIOUS = ("serious", "critical")
EVERY_IMPACT = ("minor", "moderate", "serious", "critical")
#: The most answers a game takes in the generic test (a game that runs longer fails it).
ANSWER_CAP = 600


@dataclass(frozen=True)
class Server:
    url: str
    database: Path


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """`soloist serve` on a free port, over a database of its own."""
    database = tmp_path_factory.mktemp("browser") / "saves.sqlite3"
    process = subprocess.Popen(
        [soloist_executable(), "--db", str(database), "serve", "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert process.stdout is not None
    first_line = process.stdout.readline()
    found = re.search(r"open (http://127\.0\.0\.1:\d+/)", first_line)
    assert found, f"soloist serve did not start: {first_line!r} {process.stderr.read()!r}"  # type: ignore[union-attr]
    try:
        yield Server(found.group(1), database)
    finally:
        process.terminate()
        process.wait(timeout=15)


@pytest.fixture(autouse=True)
def empty_library(request: pytest.FixtureRequest) -> None:
    """Each browser test starts from a person whose components Soloist knows nothing of:
    the tests share one server, and what an earlier test taught the library (a Tokaido deck
    proven by random draws, Revive's energy track) would change which questions a later
    one is asked, by the order the tests happen to run in."""
    if "server" not in request.fixturenames:
        return
    server: Server = request.getfixturevalue("server")
    store = Store(str(server.database))
    try:
        with store.transaction(write=True) as connection:
            connection.execute(delete(library_facts))
    finally:
        store.close()


def phone(browser: Browser, *, javascript: bool = True,
          viewport: dict[str, int] | None = None) -> BrowserContext:
    small = viewport is None or viewport["width"] < 600
    context = browser.new_context(viewport=viewport or PHONE, is_mobile=small, has_touch=small,
                                  java_script_enabled=javascript)
    context.set_default_timeout(60_000)  # a bound for a page that never comes, not a speed test
    if javascript:
        # axe-core in every page, added the way an extension would (the pages' own
        # Content-Security-Policy stays in force: a violation is a console error).
        context.add_init_script(path=str(AXE))
    return context


def watched(context: BrowserContext) -> tuple[Page, list[str]]:
    """A page whose server errors, script errors and console errors are collected."""
    page = context.new_page()
    failures: list[str] = []
    page.on("response", lambda response: failures.append(f"{response.status} {response.url}")
            if response.status >= 500 else None)
    page.on("pageerror", lambda error: failures.append(f"script error: {error}"))
    page.on("console", lambda message: failures.append(f"console: {message.text}")
            if message.type == "error" else None)
    return page, failures


@pytest.fixture
def page(browser: Browser) -> Iterator[Page]:
    context = phone(browser)
    page, failures = watched(context)
    yield page
    context.close()
    assert failures == []


@pytest.fixture
def laptop(browser: Browser) -> Iterator[Page]:
    context = phone(browser, viewport=LAPTOP)
    page, failures = watched(context)
    yield page
    context.close()
    assert failures == []


def accessible(page: Page, impacts: tuple[str, ...] = SERIOUS) -> None:
    """axe-core finds no violation of these impacts (serious or critical unless told) on
    the page as it is now."""
    # (a page still being swapped in is half faded: axe would read its colours mid-way)
    page.wait_for_selector(".htmx-request, .htmx-swapping, .htmx-settling", state="detached")
    found = page.evaluate("""async () => {
        const result = await axe.run(document, {resultTypes: ['violations']});
        return result.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
            nodes: v.nodes.slice(0, 3).map(n => n.target.join(' '))}));
    }""")
    serious = [violation for violation in found if violation["impact"] in impacts]
    assert serious == [], f"{page.url}: {serious}"


def shot(page: Page, name: str) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)


#: What makes a page wider than the screen, or cuts a piece of it: every element whose
#: content is wider than its box where it hides the rest (a card, a band).
CUT = """() => [...document.querySelectorAll('body *')].filter(e => {
    const style = getComputedStyle(e);
    return e instanceof HTMLElement && !e.matches('input, textarea, select')  // (they scroll)
        && e.clientWidth > 2 && e.scrollWidth > e.clientWidth + 1
        && (style.overflowX === 'hidden' || style.overflowX === 'clip'); })
    .map(e => e.outerHTML.slice(0, 120))"""


def fits(page: Page) -> None:
    """Nothing on the page is wider than the screen, and nothing is cut off at its side."""
    width = page.evaluate("document.documentElement.scrollWidth")
    wide = page.viewport_size["width"] if page.viewport_size else PHONE["width"]
    assert width <= wide, f"{page.url}: the page is {width} px wide"
    assert page.evaluate(CUT) == [], f"{page.url}: cut off"


def check_page(page: Page, impacts: tuple[str, ...] = SERIOUS) -> None:
    """What every page must be: one h1, labelled inputs, questions in a fieldset with a
    legend, the actor of every log line as a word, nothing wider than the phone or cut
    off, no accessibility violation of these impacts."""
    assert page.locator("h1").count() == 1
    unlabelled = page.evaluate("""() => [...document.querySelectorAll(
        'input:not([type=hidden]), select, textarea')].filter(
        e => !(e.labels && e.labels.length) && !e.getAttribute('aria-label')).length""")
    assert unlabelled == 0
    if page.locator("#question").count():
        assert page.locator("#question fieldset > legend").count() == 1
    words = page.locator("li.ev .who").all_inner_texts()
    assert all(word.strip().endswith(":") and len(word.strip()) > 1 for word in words)
    fits(page)
    if page.evaluate("typeof axe") == "object":
        accessible(page, impacts)


def choose_settings(page: Page, *, text: str = "", theme: str = "",
                    awake: bool | None = None) -> None:
    """Choose settings on the home page as a person does (they apply at once, and are kept
    in this browser for every page)."""
    settings = page.get_by_role("region", name="Settings")
    if text:
        settings.get_by_role("radio", name=text, exact=True).check()
    if theme:
        settings.get_by_role("radio", name=theme, exact=True).check()
    if awake is not None:
        settings.get_by_role("checkbox", name="Keep the screen on").set_checked(awake)


def wait_for_answers(page: Page, count: int) -> None:
    page.wait_for_selector(f"main[data-answers='{count}']")


def click_answer(page: Page, label: str) -> None:
    before = answers(page)
    page.locator("#question .choices button", has_text=label).first.click()
    wait_for_answers(page, before + 1)


def type_answer(page: Page, number: int) -> None:
    before = answers(page)
    page.get_by_label(re.compile("Your answer")).fill(str(number))
    page.get_by_role("button", name="Answer", exact=True).click()
    wait_for_answers(page, before + 1)


def ask_to_undo(page: Page, count: int) -> None:
    """Open the confirmation under "Undo answer N…" (in the page: no history entry)."""
    page.locator("details.confirm summary", has_text=f"Undo answer {count}").click()
    page.get_by_role("button", name=f"Yes, take back answer {count}").wait_for()


def prompt(page: Page) -> str:
    return page.locator("#question .prompt").inner_text()


def latest(page: Page) -> str:
    return page.locator("section.latest").inner_text()


# -- a full Fantastic Factories companion game ----------------------------------------------

def test_a_full_fantastic_factories_game_with_undo_reload_and_resume(
    server: Server, page: Page
) -> None:
    page.goto(server.url)
    assert page.evaluate("typeof htmx") == "object"  # the vendored HTMX is served and runs
    check_page(page)
    shot(page, "01-home")
    page.get_by_role("link", name="Fantastic Factories: The Machine", exact=True).click()
    page.get_by_label("Hard (4 cards)").check()
    check_page(page)
    shot(page, "02-new-game")
    page.get_by_role("button", name="Start the game").click()
    wait_for_answers(page, 0)
    check_page(page)
    assert "From the table" in page.locator("#question legend").inner_text()
    shot(page, "03-first-question")
    game_id = page.locator("main").get_attribute("data-game")
    assert game_id and re.fullmatch(r"[0-9a-f]{20}", game_id)

    # Setup: four non-Monument blueprints; a Monument is discarded and another dealt.
    for label in ("Production", "Monument", "Training", "Utility", "Special"):
        click_answer(page, label)
    assert "is a Monument: discarded" in page.locator("main").inner_text() or answers(page) == 5
    assert "Round 1" in prompt(page)

    # The keyboard alone answers a question: Tab to the first choice, Enter.
    page.locator("#question .choices button").first.focus()
    focused = page.evaluate("document.activeElement.textContent")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.textContent") != focused
    page.keyboard.press("Shift+Tab")
    page.locator("#question .choices button", has_text="No").focus()
    page.keyboard.press("Enter")
    wait_for_answers(page, 6)
    turn = latest(page)
    assert "Machine: The Machine rolls" in turn  # the automa's turn, the actor as a word
    check_page(page)
    shot(page, "04-the-machines-turn")

    # Undo, with a confirmation in the page; the dice already rolled stay the same.
    count = answers(page)
    ask_to_undo(page, count)
    check_page(page)
    shot(page, "05-undo-confirmation")
    page.get_by_role("button", name=f"Yes, take back answer {count}").click()
    wait_for_answers(page, count - 1)
    assert f"Answer {count} was taken back" in page.locator("#message").inner_text()
    shot(page, "06-after-undo")
    click_answer(page, "No")
    assert latest(page) == turn

    # Reload, and resume from the list of games: the same question.
    before = (answers(page), prompt(page))
    page.reload()
    assert (answers(page), prompt(page)) == before
    page.goto(server.url)
    page.locator(f"#playing-heading + ul.games a[href='/g/{game_id}']").click()
    wait_for_answers(page, before[0])
    assert prompt(page) == before[1]

    # Play on to the end: you trigger the end in round 3.
    card_types = ["Production", "Utility", "Training", "Special"]
    for _ in range(200):
        if page.locator("main[data-over='yes']").count():
            break
        if page.locator("#answer-number").count():
            type_answer(page, 45)
            continue
        text = prompt(page)
        if "trigger the end" in text:
            click_answer(page, "Yes" if "Round 3" in text else "No")
        elif "is the last round" in text:
            click_answer(page, "Done")
        else:
            click_answer(page, card_types[answers(page) % len(card_types)])
    assert page.locator("main[data-over='yes']").count() == 1
    result = page.locator("section.result").inner_text()
    assert "Final result" in result and ("You win, 45 to" in result or "The Machine wins" in result
                              or "A tie at 45" in result)
    check_page(page)
    shot(page, "07-result")
    page.get_by_role("link", name="Full log").click()
    page.wait_for_selector("h1:has-text('Log:')")
    assert "The Machine scores" in page.locator("main").inner_text()
    check_page(page)
    shot(page, "08-log")

    page.goto(server.url)
    finished = page.locator("#finished-heading + ul.games").inner_text()
    assert "Last played" in finished
    store = Store(str(server.database))
    saved = store.info(game_id)
    assert saved.is_finished and saved.headline and saved.headline in finished
    shot(page, "09-home-with-finished-game")


def test_the_pages_work_without_javascript(server: Server, browser: Browser) -> None:
    context = phone(browser, javascript=False)
    page = context.new_page()
    page.goto(server.url)
    page.get_by_role("link", name="Fantastic Factories: The Machine", exact=True).click()
    page.get_by_role("button", name="Start the game").click()
    wait_for_answers(page, 0)
    click_answer(page, "Utility")
    click_answer(page, "Utility")
    ask_to_undo(page, 2)
    page.get_by_role("button", name="Yes, take back answer 2").click()
    wait_for_answers(page, 1)
    check_page(page)
    shot(page, "10-without-javascript")
    game_id = page.locator("main").get_attribute("data-game")
    assert Store(str(server.database)).load(str(game_id)).answers == ("utility",)
    context.close()


def test_a_stale_tab_gets_a_clear_message(server: Server, browser: Browser) -> None:
    context = phone(browser)
    first = context.new_page()
    first.goto(server.url)
    first.get_by_role("link", name="Fantastic Factories: The Machine", exact=True).click()
    first.get_by_role("button", name="Start the game").click()
    wait_for_answers(first, 0)
    second = context.new_page()
    second.goto(first.url)
    click_answer(first, "Special")
    second.locator("#question .choices button", has_text="Training").click()
    second.wait_for_selector("#message")
    message = second.locator("#message").inner_text()
    assert "answered in another window or tab. Nothing was changed" in message
    assert answers(second) == 1
    check_page(second)
    shot(second, "11-stale-tab")
    game_id = first.locator("main").get_attribute("data-game")
    assert Store(str(server.database)).load(str(game_id)).answers == ("special",)
    context.close()


# -- every registered game, played to its end ----------------------------------------------

def fill_options(page: Page, options: dict[str, OptionValue]) -> None:
    """Set options in the new-game form as a person does: tick, choose, type."""
    for name, value in options.items():
        field = page.locator(f"[name='{name}']:not([type=hidden])")
        if isinstance(value, bool):
            field.set_checked(value)
        elif field.first.get_attribute("type") == "radio":
            page.locator(f"[name='{name}'][value='{value}']").check()
        else:
            field.fill(str(value))


def store_supplied(server: Server, game_id: str) -> set[int]:
    """The numbers of the answers Soloist supplied from the person's components."""
    store = Store(str(server.database))
    try:
        return set(store.load(game_id).supplied)
    finally:
        store.close()




@pytest.mark.parametrize("way", ways_to_play(), ids=way_id)
def test_every_game_plays_to_its_end_in_the_browser_with_undo_reload_and_resume(
    server: Server, page: Page, way: tuple[str, dict[str, OptionValue]]
) -> None:
    """Each game (and each way to play it: companion, digital, on a map), started from the
    form with a seed, answered with valid answers chosen at random until it ends: undo
    after its confirmation, a reload and a resume from the list of games on the way, then
    the result, the log and the state. Played in the largest text (200 %) and the dark
    theme, both chosen in the settings: no page is wider than the phone or cuts anything
    off, and axe-core finds no violation at all in the dark theme."""
    name, options = way
    definition = find_game(name)
    label = way_id(way)
    chooser = random.Random(label)
    page.goto(server.url)
    choose_settings(page, text="200 %: twice as large", theme="Dark")
    page.get_by_role("link", name=definition.title, exact=True).click()
    check_page(page, EVERY_IMPACT)
    fill_options(page, options)
    page.get_by_text("Seed (optional)").click()
    page.get_by_label("Seed for the automa's dice and cards").fill("21")
    shot(page, f"game-{label}-new")
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_selector("main[data-answers]")  # (Soloist may answer from your components)
    game_id = str(page.locator("main").get_attribute("data-game"))
    shot(page, f"game-{label}-start")
    given: list[str] = []
    undone = False
    while page.locator("main[data-over='yes']").count() == 0:
        assert len(given) < ANSWER_CAP, f"{label} did not end after {ANSWER_CAP} answers"
        if len(given) % 10 == 0:
            check_page(page, EVERY_IMPACT)
        else:
            fits(page)
        given.append(give_an_answer(page, chooser))
        if len(given) == 3 and not undone:
            undone = True
            shot(page, f"game-{label}-playing")
            # Undo, after its confirmation: back to your 3rd answer's question (the record
            # counts the answers Soloist supplied from your components before it; the page
            # counts yours alone: "Undo answer 3").
            supplied = store_supplied(server, game_id)
            third = [number for number in range(1, answers(page) + 1)
                     if number not in supplied][-1]
            ask_to_undo(page, 3)
            page.get_by_role("button", name="Yes, take back answer 3").click()
            wait_for_answers(page, third - 1)
            assert "Answer 3 was taken back" in page.locator("#message").inner_text()
            assert "Question 3" in page.locator("#question legend").inner_text()
            given.pop()
            # A reload, then a resume from the list of games: the same question.
            asked = prompt(page)
            page.reload()
            assert (answers(page), prompt(page)) == (third - 1, asked)
            page.goto(server.url)
            page.locator(f"#playing-heading + ul.games a[href='/g/{game_id}']").click()
            wait_for_answers(page, third - 1)
            assert prompt(page) == asked
    check_page(page, EVERY_IMPACT)
    shot(page, f"game-{label}-end")
    store = Store(str(server.database))
    record = store.load(game_id)  # the person's answers (not those Soloist gave itself)
    assert [text for number, text in enumerate(record.answers, start=1)
            if number not in record.supplied] == given
    headline = store.info(game_id).headline
    assert headline and store.info(game_id).is_finished
    assert headline in page.locator("section.result .headline").inner_text()
    # The result's colour goes with its word; the scoreboard and the table stay in view.
    outcome = store.info(game_id).summary or {}
    badge = page.locator("section.result .badge").inner_text()
    word = {"win": "You win", "tie": "A tie", "loss": "You lose"}.get(
        str(outcome.get("outcome")), "Game over")
    assert word in badge
    kind = {"win": "win", "tie": "tie", "loss": "loss"}.get(str(outcome.get("outcome")), "over")
    assert page.locator(f"section.result.outcome-{kind}").count() == 1
    assert page.locator(".scoreboard").is_visible()
    assert page.locator(".table-view .zone").count() >= 2
    check_page(page, EVERY_IMPACT)
    page.get_by_role("link", name="Full log").click()
    page.wait_for_selector("h1:has-text('Log:')")
    assert page.locator("li.ev").count() >= 3
    check_page(page, EVERY_IMPACT)
    shot(page, f"game-{label}-log")


# -- the table on a laptop, the card grid, Back, the list of games, installing ---------------

def start_in_browser(page: Page, server: Server, name: str,
                     options: dict[str, OptionValue], seed: str = "21") -> str:
    page.goto(server.url)
    page.get_by_role("link", name=find_game(name).title, exact=True).click()
    fill_options(page, options)
    page.get_by_text("Seed (optional)").click()
    page.get_by_label("Seed for the automa's dice and cards").fill(seed)
    page.get_by_role("button", name="Start the game").click()
    # No answer yet but those Soloist may give itself from your components (what a game
    # before this one taught it: your Automa deck, your board's track).
    page.wait_for_selector("main[data-answers]")
    return str(page.locator("main").get_attribute("data-game"))


@pytest.mark.parametrize("way", ways_to_play(), ids=way_id)
def test_every_game_shows_its_table_on_a_laptop(
    server: Server, laptop: Page, way: tuple[str, dict[str, OptionValue]]
) -> None:
    """At 1280 × 800 the question and what happened stand beside the table; the pieces of
    the table (dice, cards, counters, tracks) are drawn with their words."""
    name, options = way
    label = way_id(way)
    start_in_browser(laptop, server, name, options)
    chooser = random.Random(label)
    for _ in range(12):
        if laptop.locator("main[data-over='yes']").count():
            break
        give_an_answer(laptop, chooser)
    check_page(laptop)
    question = laptop.locator(".play-main").bounding_box()
    table = laptop.locator(".table-view").bounding_box()
    assert question and table and table["x"] > question["x"] + question["width"] - 1, \
        "the table stands beside the question"
    assert laptop.locator(".scoreboard .score").count() >= 2
    assert laptop.locator(".zone").count() >= 2
    drawn = laptop.locator(".zone svg.die, .zone .card, .zone .counter, .zone .track, "
                           ".zone .grid")
    assert drawn.count() >= 3
    for svg in laptop.locator(".zone svg[role=img]").all():
        assert (svg.get_attribute("aria-label") or "").strip()  # every drawing has words
    shot(laptop, f"laptop-{label}")


def test_tokaidos_twelve_automa_cards_fit_one_phone_screen(server: Server, page: Page) -> None:
    start_in_browser(page, server, "tokaido", {})
    for _ in range(20):
        if page.locator("#question .choices.pictured").count():
            break
        give_an_answer(page, random.Random(1))
    assert "draw an Automa card" in prompt(page)
    page.evaluate("window.scrollTo(0, 0)")
    cards = page.locator("#question .choices button")
    assert cards.count() == 12
    for index in range(12):
        box = cards.nth(index).bounding_box()
        assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"], \
            f"card {index + 1} is outside the first screen: {box}"
        assert box["height"] >= 48 and box["width"] >= 48  # a touch target
    pictures = page.locator("#question .card-picture").all()
    assert [p.get_attribute("aria-label") for p in pictures[:3]] == [
        "●...①", "●...○...②", "●...○...○...③"]
    # Each printed picture is whole in its button, the person matches it against the card.
    for index in range(12):
        fits = cards.nth(index).evaluate("""button => {
            const inside = (a, b) => a.left >= b.left - 0.5 && a.right <= b.right + 0.5 &&
                                     a.top >= b.top - 0.5 && a.bottom <= b.bottom + 0.5;
            const svg = button.querySelector('.card-picture');
            const text = svg.querySelector('text').getBoundingClientRect();
            return inside(text, svg.getBoundingClientRect()) &&
                   inside(svg.getBoundingClientRect(), button.getBoundingClientRect()) &&
                   text.height >= 10; }""")
        assert fits, f"card {index + 1}'s picture is cut off or too small"
    names = [button.get_attribute("value") for button in cards.all()]
    assert names[:3] == ["1", "2", "3"]
    assert "range 3 (●...○...○...③)" in cards.nth(2).inner_text() or \
        "range 3 (●...○...○...③)" in (cards.nth(2).text_content() or "")
    check_page(page)
    shot(page, "tokaido-automa-card-grid")
    before = answers(page)
    cards.nth(5).click()  # range 3 with the Temple icon: one tap
    wait_for_answers(page, before + 1)
    assert Store(str(server.database)).load(
        str(page.locator("main").get_attribute("data-game"))).answers[-1] == "3t"


def test_back_leaves_the_game(server: Server, page: Page) -> None:
    page.goto(server.url)
    start_in_browser(page, server, "fantastic-factories", {})
    game = page.url
    for label in ("Production", "Training", "Utility", "No", "Special", "No"):
        click_answer(page, label)
    assert page.url == game  # one address for the whole game
    page.get_by_role("link", name="Full log").click()
    page.wait_for_selector("h1:has-text('Log:')")
    page.get_by_role("link", name="Back to the game").click()
    page.wait_for_selector("main[data-game]")
    assert page.url == game
    page.go_back()
    page.wait_for_url(server.url)
    assert page.url == server.url  # the game's answers, its log and undo are no trap
    page.wait_for_selector("#playing-heading")


def test_a_game_is_abandoned_or_deleted_after_a_confirmation(server: Server, page: Page) -> None:
    first = start_in_browser(page, server, "fantastic-factories", {"difficulty": "easy"})
    click_answer(page, "Production")
    second = start_in_browser(page, server, "tokaido", {})
    page.goto(server.url)
    rows = page.locator("#playing-heading + ul.games")
    row = rows.locator("li.game-row", has=page.locator(f"a[href='/g/{first}']"))
    text = row.inner_text()
    assert "Fantastic Factories" in text and "Difficulty: Easy (2 cards)" in text
    assert "Setup · 1 answer" in text and "Last played today at" in text
    assert "UTC" not in text
    check_page(page)
    shot(page, "home-with-games")
    row.locator("summary", has_text="Remove").click()
    check_page(page)
    shot(page, "home-remove-confirmation")
    row.get_by_role("button", name="Yes, abandon it").click()
    page.wait_for_selector("#message")
    assert "abandoned" in page.locator("#message").inner_text()
    assert page.locator(f"#playing-heading + ul.games a[href='/g/{first}']").count() == 0
    assert page.locator(f"details.abandoned a[href='/g/{first}']").count() == 1
    store = Store(str(server.database))
    assert store.info(first).status == "abandoned"
    other = page.locator("#playing-heading + ul.games li.game-row",
                         has=page.locator(f"a[href='/g/{second}']"))
    other.locator("summary", has_text="Remove").click()
    other.get_by_role("button", name="Yes, delete it").click()
    page.wait_for_selector("#message:has-text('deleted')")
    assert all(game.id != second for game in store.list_games())
    check_page(page)


def test_soloist_is_installable(server: Server, page: Page) -> None:
    page.goto(server.url)
    href = page.locator("link[rel=manifest]").get_attribute("href")
    assert href == "/manifest.webmanifest"
    manifest = page.request.get(server.url.rstrip("/") + href)
    assert manifest.ok and manifest.headers["content-type"].startswith(
        "application/manifest+json")
    data = manifest.json()
    assert data["display"] == "standalone" and data["start_url"] == "/"
    sizes = {icon["sizes"] for icon in data["icons"]}
    assert {"192x192", "512x512"} <= sizes
    for icon in data["icons"]:
        fetched = page.request.get(server.url.rstrip("/") + icon["src"])
        assert fetched.ok and fetched.headers["content-type"] == icon["type"]
    assert page.locator("meta[name=theme-color]").count() == 1


def test_revive_map_answers_by_tapping_and_a_new_tile_is_described_by_tapping_it(
        server: Server, page: Page) -> None:
    """Revive's map panel at phone size: a placement answered by tapping its hex; a tile
    never seen before described by tapping its spaces (each tap the next kind)."""
    from soloist.engine.documents import load
    from soloist.games.revive.components import frame_value
    from soloist.games.revive.hexmap import SAMPLE_MAP, MapModel
    from soloist.store.library import Library

    page.goto(server.url)
    page.get_by_role("link", name="Revive: the Mautoma", exact=True).click()
    page.get_by_label("Sample", exact=False).first.check()
    page.get_by_role("button", name="Start the game").click()
    wait_for_answers(page, 0)
    check_page(page)
    click_answer(page, "I built on a sand space")
    hexes = page.locator(".hexmap g[data-answer]")
    spot = str(hexes.first.get_attribute("aria-label")).removeprefix("Answer: ")
    assert spot.startswith("the sand space on the tile ")  # the spot in words, never its coordinate
    before = answers(page)
    hexes.first.click()
    wait_for_answers(page, before + 1)
    assert f"You build on {spot}" in page.locator("section.latest").inner_text()
    shot(page, "revive-map")
    # Your board's layout known: a starting tile told by tapping its number, then painting
    # each of its spaces on a drawing of it.
    store = Store(str(server.database))
    Library(store, "revive").put({"board layout": frame_value(load(MapModel, SAMPLE_MAP))})
    page.goto(server.url)
    page.get_by_role("link", name="Revive: the Mautoma", exact=True).click()
    page.get_by_role("button", name="Start the game").click()
    wait_for_answers(page, 1)  # Soloist's own: your energy track, not known yet
    for colour in ("purple", "blue", "orange", "green"):  # a swatch a position
        tap_and_wait(page, f"#question button[name='tap'][value='{colour}']")
    page.locator("#question button[name='done']").click()  # the track's colours
    wait_for_answers(page, 2)
    page.locator("#question .choices button").first.click()  # the two "S" cards
    wait_for_answers(page, 3)
    page.locator("#question .choices button").first.click()
    wait_for_answers(page, 5)  # and your board's layout, from your components
    page.locator("#question button", has_text="Follow the map").click()
    wait_for_answers(page, 6)
    page.locator("#question input[name='tap'][value='tl']").check()  # the arrows' picture
    for position in range(4):
        tap_and_wait(page, f"#question button[name='spot'][value='{position}']")
    page.locator("#question button[name='done']").click()
    page.wait_for_selector("#question .prompt:has-text('its number')")  # the starting tile
    tap_and_wait(page, "#question button[name='tap'][value='8']")  # its number
    spaces = page.locator("a.spot-link")
    assert spaces.count() == 4
    for kind, places in (("forest", (0,)), ("sand", (1, 2)), ("mountain", (3,))):
        tap_and_wait(page, f"a.brush[href$='&tap={kind}']")
        for place in places:
            tap_and_wait(page, f"a.spot-link[href$='&spot={place}']")
    assert "8: forest sand sand mountain" in page.locator(".taps-words").inner_text()
    shot(page, "revive-tile-tapped")
    page.locator("#question button[name='done']").click()
    page.wait_for_selector("section.latest:has-text('Tile 8 lies beside the chasm at the top')")
    assert "forest sand sand / mountain" in page.locator("section.latest").inner_text()
    check_page(page)


def tap_and_wait(page: Page, selector: str) -> None:
    """A tap on an answer being built: the page comes back with the drawing grown."""
    page.evaluate("document.querySelector('main').dataset.stale = 'yes'")
    page.locator(selector).first.click()
    page.wait_for_selector("main:not([data-stale])")


def test_revive_layout_is_painted_row_by_row_on_a_phone(server: Server, page: Page) -> None:
    """Issue 27, then 31: the board's layout built by tapping. A row is painted with the
    brushes (a tile, a corner, the chasm; a crystal added to a hex) on a drawing as wide as
    the phone, the brushes in a bar above it; the answer is the row's words, as typed."""
    page.goto(server.url)
    page.get_by_role("link", name="Revive: the Mautoma", exact=True).click()
    page.get_by_role("button", name="Start the game").click()
    wait_for_answers(page, 1)
    for colour in ("purple", "blue", "orange", "green"):
        tap_and_wait(page, f"#question button[name='tap'][value='{colour}']")
    page.locator("#question button[name='done']").click()
    for count in (2, 3):  # the two "S" cards
        wait_for_answers(page, count)
        page.locator("#question .choices button").first.click()
    wait_for_answers(page, 5)
    click_answer(page, "Describe my board's layout now")
    click_answer(page, "Pointed tops, straight rows: the 2nd row starts half a hex to the "
                       "right of the 1st")
    for number in ("2", "12"):  # rows; hexes in the longest
        before = answers(page)
        page.locator("#answer-number").fill(number)
        page.get_by_role("button", name="Answer", exact=True).click()
        wait_for_answers(page, before + 1)
    cells = page.locator("a.spot-link")
    assert cells.count() == 12
    plan = (("L1", (0,)), ("1", (1, 2)), ("c", (3, 4)), ("2", (5, 6)), ("%2B", (1, 6)))
    for token, places in plan:
        tap_and_wait(page, f"a.brush[href$='&tap={token}']")
        for place in places:
            tap_and_wait(page, f"a.spot-link[href$='&spot={place}']")
    assert page.locator(".taps-words").inner_text().endswith("L1 1+ 1 c c 2 2+")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"]  # the drawing as wide as the phone, never wider
    check_page(page)
    shot(page, "revive-layout-painted")
    before = answers(page)
    page.locator("#question button[name='done']").click()
    wait_for_answers(page, before + 1)
    page.locator("details.typed-instead > summary").click()  # the last row typed instead
    page.locator("details.typed-instead #answer-text").fill(". 1* 1* . 2")
    page.locator("details.typed-instead button.primary").click()
    wait_for_answers(page, before + 2)
    assert "Your board: 2 area tiles (1 of them starting tiles), the chasm of 2 hexes, 1 " \
           "corner and 2 crystals. Is that right?" in prompt(page)
    check_page(page)
    shot(page, "revive-layout-confirm")


# -- the first hour on a phone (issue 23) ------------------------------------------------------

def test_undo_is_one_tap_above_the_question_and_its_confirmation_moves_nothing(
        server: Server, page: Page) -> None:
    start_in_browser(page, server, "tokaido", {})
    give_an_answer(page, random.Random(2))
    page.evaluate("window.scrollTo(0, 0)")
    undo = page.locator(".question-tools details.undo > summary")
    box, question = undo.bounding_box(), page.locator("#question").bounding_box()
    assert box and question and box["y"] + box["height"] <= question["y"]
    assert box["y"] + box["height"] <= PHONE["height"] / 2, "undo is on the first screen"
    undo.click()
    yes = page.get_by_role("button", name=re.compile("Yes, take back answer"))
    yes.wait_for()
    assert page.locator("#question").bounding_box() == question, "opening undo moved the page"
    confirm = yes.bounding_box()
    assert confirm and confirm["y"] + confirm["height"] <= PHONE["height"]
    check_page(page)
    shot(page, "first-hour-undo-above-the-question")
    before = answers(page)
    yes.click()
    page.wait_for_selector(f"main[data-answers]:not([data-answers='{before}'])")
    assert "was taken back" in page.locator("#message").inner_text()


def test_start_a_new_game_is_on_the_first_screen_with_seven_games_in_progress(
        server: Server, page: Page) -> None:
    from soloist.play.companion import SavedPlay

    store = Store(str(server.database))
    try:
        for seed in range(7):
            SavedPlay.start(store, find_game("fantastic-factories"), {}, seed)
    finally:
        store.close()
    page.goto(server.url)
    assert page.locator("#playing-heading + ul.games li.game-row").count() >= 7
    heading = page.locator("#new-heading").bounding_box()
    first = page.get_by_role("link", name="Fantastic Factories: The Machine",
                             exact=True).bounding_box()
    assert heading and first and first["y"] + first["height"] <= PHONE["height"]
    check_page(page)
    shot(page, "first-hour-home")


def test_revives_exceptions_open_as_a_reminder_and_answer_nothing(
        server: Server, page: Page) -> None:
    start_in_browser(page, server, "revive", {"sample": True})
    before = answers(page)
    page.locator(".question-tools summary", has_text="Remind me of my exceptions").click()
    reminder = page.locator(".question-tools details.reminder .pop")
    reminder.wait_for()
    assert "Your exceptions: when you place a population figure" in reminder.inner_text()
    assert answers(page) == before
    assert "exceptions" not in page.locator("#question").inner_text()
    check_page(page)
    shot(page, "first-hour-revive-reminder")


# -- at ease at the table: by screen reader, the screen kept on (issue 34) ---------------------

#: How a person's own, the table's and Soloist's own lines of the log begin; every other
#: line is an automa's move.
NOT_THE_AUTOMA = ("You:", "Table:", "Setup:", "Score:", "Your copy:")
#: The result's heading, as a screen reader reads it (its sign is hidden from it).
RESULT_HEADING = re.compile(r"^(You win|You lose|A tie|Game over)")
#: Headings of a game page that are not the glance of the automa's move.
NOT_THE_GLANCE = re.compile(r"^(Since your answer|Setup|The table|The result|You win|You lose|"
                            r"A tie|Game over|Scoring)")


def question_group(page: Page, number: int | None = None) -> Locator:
    """The question, a group named by its legend ("Your decision Question 9 …")."""
    return page.get_by_role("group", name=re.compile(
        r"Question \d+\b" if number is None else rf"Question {number}\b"))


def the_news(page: Page) -> Locator:
    return page.get_by_role("status", name="What just happened")


def named_example(field: Locator) -> str:
    """The first example a text field's name gives ("Your answer (for example: 3t, 2)")."""
    found = re.search(r"for example: ([^,)]+)", field.aria_snapshot())
    assert found, f"a text question without an example: {field.aria_snapshot()}"
    return found.group(1).strip().strip('"')


def text_field(within: Page | Locator) -> Locator:
    """The field an answer is typed in: a text box, or a combo box when it offers examples."""
    name = re.compile("answer", re.IGNORECASE)
    return within.get_by_role("combobox", name=name).or_(within.get_by_role("textbox", name=name))


def answer_by_role(page: Page, chooser: random.Random) -> None:
    """Answer the question on the page found by its role and name only, as a screen
    reader user does: a choice, a number in its range, an example typed, or which is right."""
    conflict = page.get_by_role("group", name=re.compile("Which is right about"))
    if conflict.count():
        conflict.get_by_role("button", name=re.compile(
            "what I answered now|This game's answers are right")).click()
        return
    group = question_group(page)
    if group.get_by_role("status").count():  # an answer built by taps ("so far"): typed
        page.get_by_text("Type the whole answer instead", exact=True).click()
        typed = text_field(page)
        typed.fill(named_example(typed))
        page.get_by_role("button", name="Answer", exact=True).last.click()
        return
    buttons = group.get_by_role("button")  # what each offers: one look at them all
    offered = buttons.evaluate_all("""buttons => buttons.map(button =>
        !button.matches(':disabled') && !button.closest('[aria-disabled=true]')
        && button.getAttribute('value') !== null && button.textContent.trim() !== 'Answer')""")
    choices = [buttons.nth(number) for number, choice in enumerate(offered) if choice]
    numbers = group.get_by_role("spinbutton")
    typed = text_field(group)
    if choices:
        chooser.choice(choices).click()
    elif numbers.count():
        low, high = map(int, re.findall(r"from (-?\d+) to (-?\d+)",
                                        numbers.aria_snapshot())[0])
        numbers.fill(str(chooser.randint(low, min(high, low + 3))))
        group.get_by_role("button", name="Answer", exact=True).click()
    else:
        typed.fill(named_example(typed))
        page.get_by_role("button", name="Answer", exact=True).click()


def read_out(news: Locator, said: list[str]) -> None:
    """Each of `said` reaches the live region: the region read once, and a line not in it
    yet waited for (as `expect(news).to_contain_text` waits, whitespace normalized)."""
    heard = " ".join((news.text_content() or "").replace("\u200b", "").split())
    for line in said:
        if line not in heard:
            expect(news).to_contain_text(line)


def drawn_with_words(page: Page) -> None:
    """Every drawing says in words what it shows (or is hidden, its words beside it), and
    every control is reachable by the keyboard and named."""
    unnamed = page.evaluate("""() => [...document.querySelectorAll('svg')].filter(svg =>
        !svg.closest('[aria-hidden=true]') && !(svg.getAttribute('aria-label') || '').trim())
        .map(svg => svg.outerHTML.slice(0, 80))""")
    assert unnamed == [], f"drawings without words: {unnamed}"
    unreachable = page.evaluate("""() => [...document.querySelectorAll(
        'a[href], button, input:not([type=hidden]), summary, [role=button]')].filter(e =>
        e.getClientRects().length && (e.tabIndex < 0 || !(e.textContent.trim()
            || e.getAttribute('aria-label') || (e.labels && e.labels.length))))
        .map(e => e.outerHTML.slice(0, 80))""")
    assert unreachable == [], f"controls out of reach or without a name: {unreachable}"


def start_by_role(page: Page, server: Server, name: str) -> None:
    """A new game of `name` with its demo options and seed 21, by role and name."""
    definition = find_game(name)
    page.goto(server.url)
    page.get_by_role("link", name=definition.title, exact=True).click()
    for option, value in definition.demo_options.items():
        spec = definition.option(option)
        assert spec.kind == "flag", "a demo option this test cannot set yet"
        page.get_by_role("group", name=spec.title).get_by_role("checkbox").set_checked(
            bool(value))
    page.get_by_text("Seed (optional)", exact=True).click()
    page.get_by_role("textbox", name="Seed for the automa's dice and cards").fill("21")
    page.get_by_role("button", name="Start the game").click()


@pytest.mark.parametrize("name", [definition.name for definition in all_games()])
def test_a_whole_game_by_screen_reader(server: Server, page: Page, name: str) -> None:
    """One game of each kind played to its end through the accessibility tree alone: each
    question found as a group by its name, answered by the role and name of its controls.
    After each answer the focus is on the new question, and what happened since (the
    automa's move, the glance of it under the question) reaches the live region that a
    screen reader reads out."""
    chooser = random.Random(name)
    start_by_role(page, server, name)
    news = the_news(page)
    moves = answered = 0
    while True:
        expect(question_group(page).or_(page.get_by_role("heading", name=RESULT_HEADING))
               .or_(page.get_by_role("group", name=re.compile("Which is right about")))
               .first).to_be_visible()
        since = page.get_by_role("region", name=re.compile(r"^(Since your answer|Setup)"))
        lines = [" ".join(line.split())
                 for line in since.get_by_role("listitem").all_inner_texts()]
        moves += sum(not said.startswith(NOT_THE_AUTOMA) and ":" in said.split(" ")[0]
                     for said in lines)
        glances = [" ".join(heading.split())
                   for heading in page.get_by_role("heading", level=2).all_inner_texts()
                   if not NOT_THE_GLANCE.match(re.sub(r"^\W+", "", heading))]  # (a sign)
        read_out(news, lines + glances)
        if answered % 10 == 0:
            drawn_with_words(page)
        if page.get_by_role("heading", name=RESULT_HEADING).count():
            break
        group = question_group(page)
        asked = group.count()
        if asked:  # the focus is on the new question, or on a message above it
            assert group.evaluate("group => group.contains(document.activeElement)") or \
                page.evaluate("['alert', 'status'].includes("
                              "document.activeElement.getAttribute('role'))"), \
                "the focus is not on the new question"
        assert answered < ANSWER_CAP, f"{name} did not end after {ANSWER_CAP} answers"
        number = int(re.findall(r"Question (\d+)", group.aria_snapshot())[0]) \
            if asked else None
        answer_by_role(page, chooser)
        answered += 1
        if number is not None:  # the next question, which is right, or the result
            expect(question_group(page, number + 1)
                   .or_(page.get_by_role("group", name=re.compile("Which is right about")))
                   .or_(page.get_by_role("heading", name=RESULT_HEADING)).first).to_be_visible()
    assert moves >= 3, f"only {moves} of the automa's moves were read out"
    assert page.evaluate("document.activeElement.textContent.trim()") in \
        page.get_by_role("heading", name=RESULT_HEADING).inner_text()


def test_the_screen_stays_on_during_a_game_and_goes_dark_elsewhere(
        server: Server, page: Page) -> None:
    """The Screen Wake Lock is held while a game's page is open, taken again when the page
    comes back into view, let go on the home page, and never taken when the setting is off."""
    kept_on = "html[data-screen='kept-on']"
    held = "window.soloistScreen.lock !== null && !window.soloistScreen.lock.released"
    game_id = start_in_browser(page, server, "fantastic-factories", {})
    page.wait_for_selector(kept_on, state="attached")
    assert page.evaluate(held)
    page.evaluate("window.first = window.soloistScreen.lock")
    # The browser lets it go when the page is hidden (another app in front); in view again,
    # the page takes it again.
    page.evaluate("window.first.release()")
    page.wait_for_selector(kept_on, state="detached")
    page.evaluate("document.dispatchEvent(new Event('visibilitychange'))")
    page.wait_for_selector(kept_on, state="attached")
    assert page.evaluate(held + " && window.soloistScreen.lock !== window.first")
    page.evaluate("window.second = window.soloistScreen.lock")
    page.wait_for_load_state("load")  # (htmx boosts the page's forms once it has loaded)
    click_answer(page, "Production")  # answering keeps it
    assert page.evaluate("window.soloistScreen.lock === window.second && !window.second.released")
    page.get_by_role("link", name="Soloist · your games").click()
    page.wait_for_selector(kept_on, state="detached")
    assert page.evaluate("window.second.released && window.soloistScreen.lock === null")
    game = page.locator(f'a[href="/g/{game_id}"]')  # (other tests' games are listed too)
    # Turned off in the settings: a game's page leaves the screen to sleep.
    choose_settings(page, awake=False)
    game.click()
    page.wait_for_selector("main[data-game]")
    assert page.evaluate("window.soloistScreen.lock === null && !window.soloistScreen.asking")
    page.reload()  # (kept in this browser)
    page.wait_for_selector("main[data-game]")
    assert page.evaluate("window.soloistScreen.lock === null && !window.soloistScreen.asking")
    page.get_by_role("link", name="Soloist · your games").click()
    choose_settings(page, awake=True)
    game.click()
    page.wait_for_selector(kept_on, state="attached")


def test_the_settings_are_kept_in_this_browser_and_apply_to_every_page(
        server: Server, page: Page) -> None:
    """Text size and theme chosen on the home page apply at once and on every page after
    (a reload, a game), kept in this browser, never in a game; without JavaScript there
    are no settings to show."""
    page.goto(server.url)
    root = "document.documentElement"
    size = f"parseFloat(getComputedStyle({root}).fontSize)"
    standard = page.evaluate(size)
    choose_settings(page, text="150 %", theme="Dark")
    assert page.evaluate(size) == pytest.approx(standard * 1.5)
    dark = page.evaluate("getComputedStyle(document.body).backgroundColor")
    choose_settings(page, theme="Light")
    assert page.evaluate("getComputedStyle(document.body).backgroundColor") != dark
    choose_settings(page, theme="Dark")
    game = start_in_browser(page, server, "tokaido", {})
    assert page.evaluate(size) == pytest.approx(standard * 1.5)
    assert page.evaluate("getComputedStyle(document.body).backgroundColor") == dark
    page.reload()
    assert page.evaluate(size) == pytest.approx(standard * 1.5)
    assert set(Store(str(server.database)).load(game).options) <= {
        spec.name for spec in find_game("tokaido").options}  # nothing of them in the game
    page.goto(server.url)
    expect(page.get_by_role("radio", name="150 %", exact=True)).to_be_checked()
    expect(page.get_by_role("radio", name="Dark", exact=True)).to_be_checked()
    check_page(page)


def test_no_settings_without_javascript(server: Server, browser: Browser) -> None:
    context = phone(browser, javascript=False)
    page = context.new_page()
    page.goto(server.url)
    assert page.get_by_role("region", name="Settings").count() == 0
    assert page.get_by_role("radio", name="Dark").count() == 0
    context.close()
