"""A Marco Polo II first game on a phone (390 × 844, Debian's Chromium driven by Playwright,
against a real `soloist serve`), on a real copy — no Sample option: the FICTIONAL sample's
files stand in for the person's copy, read by a scripted table — played by tapping only
(number fields aside), as issue 31 asks. On the way it checks that the Automa's last move is
drawn within the first screen, below the question, and that a refused typed answer keeps its
text, the refused part marked. The game is played until both are checked and a few answers
more (bench/bench_taps.py plays whole games, three in a row, by the same taps;
tests/web/test_mp2_taps.py plays games 1 to 3 through the same forms without a browser).
Screenshots go to artifacts/web/ (never compared)."""

from __future__ import annotations

from pathlib import Path

from answer_kinds import Mirror, count
from fingers import Fingers, a_new_game_on_a_phone, glance_below_question, refused_typed
from mp2_copy_table import CopyTable
from mp2_taps_table import Tapping
from playwright.sync_api import Browser, Page

from soloist.store import Store

ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts" / "web"
#: How many answers the game goes on for once both checks are made.
ANSWERS_AFTER_THE_CHECKS = 20


def test_a_first_game_on_a_phone_is_played_by_tapping_only(
        browser: Browser, served: tuple[str, Path]) -> None:
    url, database = served
    page, game_id, errors = a_new_game_on_a_phone(browser, url, "marco-polo-2")
    store = Store(str(database))
    fingers = Fingers(page)
    tapping = Tapping(CopyTable(1), fingers)
    game = Mirror(store, game_id)
    glanced = refused = False
    after = 0  # answers given since both checks were made
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    while not fingers.over and after < ANSWERS_AFTER_THE_CHECKS:
        session = game.now(fingers.number_asked)
        question = session.question
        assert question is not None
        if not glanced and page.locator("section.glance").count():
            glanced = True
            check_the_glance(page)
        if not refused and question.topic == "automa.new-card":
            refused = True
            check_a_refused_answer_keeps_its_text(page)
        tapping.answer(session)
        after += glanced and refused
    store.close()
    page.screenshot(path=str(ARTIFACTS / "mp2-tapped-later.png"))
    page.context.close()
    assert glanced and refused and errors == []
    kinds = count(fingers.answers)
    assert kinds["typed"] == 0 and tapping.typed == []
    assert kinds["tap"] > kinds["number"] + kinds["new_name"]


def check_the_glance(page: Page) -> None:
    """The Automa's last move, within the first screen, below the question's words."""
    glance_below_question(page)
    assert page.locator("section.glance .die").count() >= 1  # the board's dice, drawn
    page.screenshot(path=str(ARTIFACTS / "mp2-glance-phone.png"))


def check_a_refused_answer_keeps_its_text(page: Page) -> None:
    """A card typed with an action no card shows comes back as typed, the part refused
    marked, to be corrected; then the card is tapped after all (nothing was recorded)."""
    assert refused_typed(page, "black die | travel, flying carpet, books") == "flying carpet"
    page.screenshot(path=str(ARTIFACTS / "mp2-refused-phone.png"))
