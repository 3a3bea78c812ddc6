"""A Revive first game on a phone (390 × 844, Debian's Chromium driven by Playwright, against
a real `soloist serve`), on a real copy — no Sample option: the FICTIONAL sample's board, map
and tiles stand in for the person's copy, read by a scripted table — played by tapping only
(number fields aside), as issue 31 asks. On the way it checks that the layout painter is no
wider than the screen with its brushes in view while the last line is painted, that a refused
typed answer keeps its text (the refused part marked), and that the Mautoma's last placement
is drawn within the first screen, below the question. The game is played until every check
is made: its setup, its layout and its first tiles by taps, to the Mautoma's first placement
(bench/bench_taps.py plays whole games, three in a row, by the same taps, and counts them;
tests/web/test_revive_taps.py plays games 1 to 3 through the same forms without a browser).
Screenshots go to artifacts/web/."""

from __future__ import annotations

from pathlib import Path

from answer_kinds import Mirror, count
from fingers import PHONE, Fingers, a_new_game_on_a_phone, glance_below_question, refused_typed
from playwright.sync_api import Browser, Page
from revive_copy_table import Person, first_arrangement
from revive_taps import Tapping

from soloist.games.revive.hexmap import SAMPLE_MAP, load_map
from soloist.store import Store

ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts" / "web"


def test_a_first_game_on_a_phone_is_played_by_tapping_only(
        browser: Browser, served: tuple[str, Path]) -> None:
    url, database = served
    page, game_id, errors = a_new_game_on_a_phone(browser, url, "revive")
    store = Store(str(database))
    fingers = Fingers(page)
    sample = load_map(SAMPLE_MAP)
    tapping = Tapping(Person(sample, first_arrangement(sample), 1), fingers, 1)
    game = Mirror(store, game_id)
    painted = refused = glanced = False
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    while not fingers.over:
        session = game.now(fingers.number_asked)
        question = session.question
        assert question is not None
        if not refused and question.topic == "setup.track-arrows":
            refused = True
            check_a_refused_answer_keeps_its_text(page)
        if question.topic == "layout.line" and \
                question.context["line"] == question.context["lines"]:
            painted = True
            tapping.answer(session, then=lambda: check_the_painter(page))
            continue
        if page.locator("section.glance .hexmap").count():
            glanced = True
            check_the_glance(page)
            break
        tapping.answer(session)
    store.close()
    page.context.close()
    assert painted and refused and glanced and errors == []
    kinds = count(fingers.answers)
    assert kinds["typed"] == 0 and tapping.typed == []
    assert kinds["tap"] > 5 * (kinds["number"] + kinds["new_name"])


def check_the_painter(page: Page) -> None:
    """The last line painted: the drawing no wider than the screen, the brushes in view
    while its last hex is tapped."""
    last = page.locator("a.spot-link").last
    last.evaluate("hex => hex.scrollIntoView({block: 'center'})")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], f"the page is {width} px wide"
    brushes = page.locator("nav.brush-links").bounding_box()
    hexes = last.bounding_box()
    assert brushes is not None and hexes is not None
    assert brushes["y"] >= 0 and brushes["y"] + brushes["height"] < PHONE["height"] / 3, \
        brushes  # the bar stays in view, short
    assert brushes["y"] + brushes["height"] <= hexes["y"], (brushes, hexes)  # not over it
    assert hexes["y"] + hexes["height"] <= PHONE["height"], hexes
    assert hexes["width"] >= 30  # a hex a finger can tap
    page.screenshot(path=str(ARTIFACTS / "revive-layout-phone.png"))


def check_a_refused_answer_keeps_its_text(page: Page) -> None:
    """Arrows typed with a word that names none come back as typed, the word marked."""
    assert refused_typed(page, "tl tl zz tl") == "zz"
    page.screenshot(path=str(ARTIFACTS / "revive-refused-phone.png"))


def check_the_glance(page: Page) -> None:
    """The Mautoma's last placement, within the first screen, below the question's words."""
    glance_below_question(page)
    assert page.locator("section.glance .hex.chosen").count() >= 1
    page.screenshot(path=str(ARTIFACTS / "revive-glance-phone.png"))
