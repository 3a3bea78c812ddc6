"""A first game of Fantastic Factories and of Tokaido on a phone (390 × 844, Debian's Chromium
driven by Playwright, against a real `soloist serve`), on a real copy — no Sample option: a
scripted table reads the copy (the retail blueprint deck; a Tokaido Automa deck of its own) —
played by tapping only (number fields aside), as issue 31 asks. On the way it checks that the
automa's last move is drawn within the first screen, below the question, and that a refused
number keeps what was typed. Screenshots go to artifacts/web/ (never compared)."""

from __future__ import annotations

from pathlib import Path
from random import Random

import pytest
from answer_kinds import Mirror, count
from copy_tables import MY_PREPARATIONS, Table, factories_table, give, tokaido_table
from fingers import Fingers, a_new_game_on_a_phone, glance_below_question
from playwright.sync_api import Browser, Page

from soloist.store import Store

ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts" / "web"


class Saved:
    """What the scripted table reads of the game: its session and its id."""

    def __init__(self, mirror: Mirror, number: int, game_id: str) -> None:
        self.session = mirror.now(number)
        self.game_id = game_id


@pytest.mark.parametrize(("game", "table", "glanced_by"), [
    ("fantastic-factories", Table({}, Random(1), factories_table), "section.glance .die"),
    ("tokaido", Table(MY_PREPARATIONS, Random(1), tokaido_table), "section.glance .card"),
])
def test_a_first_game_on_a_phone_is_played_by_tapping_only(
        browser: Browser, served: tuple[str, Path], game: str, table: Table,
        glanced_by: str) -> None:
    url, database = served
    page, game_id, errors = a_new_game_on_a_phone(browser, url, game)
    store = Store(str(database))
    fingers = Fingers(page)
    mirror = Mirror(store, game_id)
    glanced = refused = False
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    while not fingers.over:
        saved = Saved(mirror, fingers.number_asked, game_id)
        question = saved.session.question
        assert question is not None
        if not glanced and page.locator(glanced_by).count():
            glanced = True
            glance_below_question(page)
            page.screenshot(path=str(ARTIFACTS / f"{game}-glance-phone.png"))
        if not refused and question.between is not None:
            refused = True
            check_a_refused_number_keeps_its_text(page, question.between[1] + 1)
            page.screenshot(path=str(ARTIFACTS / f"{game}-refused-phone.png"))
        fingers.begin(question.prompt)
        assert give(fingers, question, table.answer(saved)) == 303, question.topic
    store.close()
    page.screenshot(path=str(ARTIFACTS / f"{game}-tapped-result.png"))
    page.context.close()
    assert glanced and refused and errors == []
    kinds = count(fingers.answers)
    assert kinds["typed"] == 0 and kinds["new_name"] == 0
    assert kinds["tap"] > 3 * kinds["number"]


def check_a_refused_number_keeps_its_text(page: Page, too_high: int) -> None:
    """A number out of range: the phone's own check stops it, the number kept; sent all the
    same (a browser that checks nothing), Soloist refuses it and the field keeps it."""
    answered = page.locator("main").get_attribute("data-answers")
    field = page.locator("#answer-number")
    field.fill(str(too_high))
    page.locator("#question button.primary[type='submit']").click()
    assert field.evaluate("input => input.validity.rangeOverflow")
    assert field.input_value() == str(too_high)
    page.evaluate("document.querySelector('main').dataset.stale = 'yes'")
    field.evaluate("input => { input.form.noValidate = true; }")
    page.locator("#question button.primary[type='submit']").click()
    page.wait_for_selector("main:not([data-stale])")
    assert page.locator("main").get_attribute("data-answers") == answered
    assert page.locator("#answer-number").input_value() == str(too_high)
