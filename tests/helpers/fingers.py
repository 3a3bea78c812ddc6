"""A person's fingers on the phone's page, in a real browser (Playwright): the
`answer_kinds.Hands` of the browser tests. Each control is used where the page shows it, and
each answer is classified by the controls that gave it (`answer_kinds.Answer`)."""

from __future__ import annotations

import json
from urllib.parse import quote_plus

from answer_kinds import Answer, Kind
from playwright.sync_api import Browser, Page


def quoted(value: str) -> str:
    return json.dumps(value)  # a CSS string, as JSON writes it


class Fingers:
    """A person's taps on the phone's page (the `answer_kinds.Hands` of a browser): each
    control is used where the page shows it, and each answer classified by the controls that
    gave it."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.answers: list[Answer] = []
        self.current: Answer | None = None

    @property
    def over(self) -> bool:
        return self.page.locator("main").get_attribute("data-over") == "yes"

    @property
    def number_asked(self) -> int:
        return int(self.page.locator('#question input[name="n"]').first.get_attribute("value")
                   or 0)

    def begin(self, prompt: str = "") -> Answer:
        number = self.number_asked
        if self.current is None or self.current.number != number:
            self.current = Answer(number, prompt)
        return self.current

    def press(self, kind: Kind, selector: str, fill: tuple[str, str] | None = None) -> int:
        """Fills a field and presses a button; waits for the page the app sends back."""
        answer = self.begin()
        answer.used(kind)
        answer.posts += 1
        answered = self.page.locator("main").get_attribute("data-answers")
        self.page.evaluate("document.querySelector('main').dataset.stale = 'yes'")
        if fill is not None:
            self.page.locator(fill[0]).fill(fill[1])
        self.page.locator(selector).first.click()
        self.page.wait_for_selector("main:not([data-stale])")
        if self.page.locator("main").get_attribute("data-answers") != answered:
            self.answers.append(answer)
            self.current = None
            return 303
        return 200

    def choose(self, key: str) -> int:
        return self.press("tap", f'#question button[name="answer"][value={quoted(key)}]')

    def number(self, value: int | str) -> int:
        return self.press("number", '#question button.primary[type="submit"]',
                          ("#answer-number", str(value)))

    def tap(self, key: str) -> int:
        return self.press("tap", f'button[name="tap"][value={quoted(key)}]')

    def done(self) -> int:
        return self.press("tap", 'button[name="done"]:not([disabled])')

    def name(self, text: str) -> int:
        self.begin().names.append(text)
        return self.press("new_name", 'button[name="add"]', ("#taps-name", text))

    def type(self, text: str) -> int:
        self.open_typing()
        return self.press("typed", "details.typed-instead button.primary",
                          ("details.typed-instead #answer-text", text))

    def open_typing(self) -> None:
        if not self.page.locator("details.typed-instead[open]").count():
            self.page.locator("details.typed-instead > summary").click()

    def paint(self, spot: int, key: str) -> int:
        """Paints place `spot` of the drawing with `key`: on a drawing of hexes by its links
        (the brush, unless it is the one held already, then the hex), else by choosing the
        brush and pressing the place."""
        if self.page.locator("a.spot-link").count():
            brush = f'a.brush[href$="&tap={quote_plus(key)}"]'
            held = self.page.locator(f'{brush}[aria-current="true"]').count() > 0
            for selector in ([] if held else [brush]) + [f'a.spot-link[href$="&spot={spot}"]']:
                self.begin().used("tap")
                self.page.evaluate("document.querySelector('main').dataset.stale = 'yes'")
                self.page.locator(selector).first.click()
                self.page.wait_for_selector("main:not([data-stale])")
            return 200
        self.page.locator(f'input[name="tap"][value={quoted(key)}]').check()
        return self.press("tap", f'button[name="spot"][value="{spot}"]')


#: A phone's screen, as the browser tests of issue 31 hold it.
PHONE = {"width": 390, "height": 844}


def glance_below_question(page: Page) -> None:
    """The automa's last move at a glance: below the question's words, its title within the
    first screen (the page scrolled to its top)."""
    page.evaluate("window.scrollTo(0, 0)")
    prompt = page.locator("#question-prompt").bounding_box()
    title = page.locator("#glance-heading").bounding_box()
    assert prompt is not None and title is not None
    assert prompt["y"] + prompt["height"] <= title["y"], "the glance is below the question"
    assert title["y"] + title["height"] <= PHONE["height"], \
        f"the glance starts below the first screen: {title}"


def refused_typed(page: Page, wrong: str) -> str:
    """`wrong` typed instead of tapped and refused: nothing is recorded and the field keeps
    the text; the part the page marks as refused."""
    answered = page.locator("main").get_attribute("data-answers")
    page.locator("details.typed-instead > summary").click()
    page.evaluate("document.querySelector('main').dataset.stale = 'yes'")
    page.locator("details.typed-instead #answer-text").fill(wrong)
    page.locator("details.typed-instead button.primary").click()
    page.wait_for_selector("main:not([data-stale])")
    assert page.locator("main").get_attribute("data-answers") == answered
    assert page.locator("details.typed-instead #answer-text").input_value() == wrong
    return page.locator("#answer-refused mark").inner_text()


def a_new_game_on_a_phone(browser: Browser, url: str, game: str) -> tuple[Page, str, list[str]]:
    """A phone's page (390 × 844, touch) on `soloist serve` at `url`, a new game of `game`
    started with the default options: the page, the game's id, and the page's errors as
    they come (a list the page fills)."""
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    context.set_default_timeout(60_000)  # a bound for a page that never comes
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{url}new/{game}")
    page.locator("form button.primary[type='submit']").first.click()  # the defaults
    page.wait_for_selector("main[data-game]")
    return page, str(page.locator("main").get_attribute("data-game")), errors
