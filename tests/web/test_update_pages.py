"""No game lost to an update, on the pages (issue 35, item 3): the history page marks a game
saved under older rules; such a game is shown as it was played, says where today's rules
differ, and goes on from the answers they agree on; the phone app does the same on its own
storage, brought up to date."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

import pytest
from rule_changes import NEW_QUESTION, a_new_question, answer_some, changed_from, new_version
from screen_words import internal_words, screen_text
from starlette.testclient import TestClient
from web_helpers import GAME_PATH, csrf_of, run

from soloist.games import find_game, game_names
from soloist.play.companion import SavedPlay
from soloist.store import Store
from soloist.web.phone import PhoneHost

AT = 7


def played(store: Store, name: str) -> SavedPlay:
    saved = SavedPlay.start(store, find_game(name), {}, 3)
    answer_some(saved, 14, 3)
    return saved


def words(html: str) -> str:
    return unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)))


@pytest.mark.parametrize("name", game_names())
def test_a_game_of_older_rules_is_marked_shown_as_played_and_goes_on_from_where_they_agree(
        store: Store, client: TestClient, name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    saved = played(store, name)
    log = saved.session.log.texts()
    changed_from(monkeypatch, saved.definition, AT, a_new_question)
    home = words(client.get("/").text)
    assert "Older rules Saved under version" in home

    page = client.get(f"/g/{saved.game_id}")
    assert page.status_code == 200
    shown = words(page.text)
    assert "The rules have changed since this game was saved" in shown
    assert f"The rules now differ at answer {AT}" in shown and NEW_QUESTION in shown
    assert all(text in shown for text in (words(line) for line in log[-3:]))
    assert f"Go on after answer {AT - 1}, as a new game" in shown
    assert not internal_words(screen_text(page.text))
    assert words(client.get(f"/g/{saved.game_id}/log").text) == shown  # the same page

    went = client.post(f"/g/{saved.game_id}/go-on",
                       data={"csrf": csrf_of(client, f"/g/{saved.game_id}")},
                       follow_redirects=False)
    assert went.status_code == 303
    found = GAME_PATH.match(went.headers["location"])
    assert found and found.group(1) != saved.game_id
    going_on = words(client.get(went.headers["location"]).text)
    assert NEW_QUESTION in going_on
    again = words(client.get(f"/g/{saved.game_id}").text)
    assert "Go to the game that goes on from it" in again and "as a new game" not in again


def test_a_game_today_s_rules_replay_in_full_plays_on_and_loses_its_mark(
        store: Store, client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    saved = played(store, "tokaido")
    new_version(monkeypatch, saved.definition)
    assert "Older rules" in words(client.get("/").text)
    page = client.get(f"/g/{saved.game_id}")
    assert page.status_code == 200 and 'id="question"' in page.text
    question = saved.session.question
    assert question is not None
    answered = client.post(f"/g/{saved.game_id}", data={
        "csrf": csrf_of(client, f"/g/{saved.game_id}"),
        "n": str(len(saved.session.answers) + 1),
        "answer": question.valid_answers()[0]}, follow_redirects=False)
    assert answered.status_code == 303
    assert "Older rules" not in words(client.get("/").text)


def test_the_phone_app_brings_its_storage_up_to_date_and_shows_an_older_game(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A phone's save file written before games kept their logs: the app, updated, opens it,
    # marks the game, shows it and offers to go on.
    location = str(tmp_path / "saves.sqlite3")
    store = Store(location)
    saved = played(store, "marco-polo-2")
    with store.engine.begin() as connection:
        connection.exec_driver_sql("DROP TABLE game_log")
        for table, column in (("games", "last_table"), ("games", "logged"),
                              ("games", "continued_as"), ("answers", "label")):
            connection.exec_driver_sql(f"ALTER TABLE {table} DROP COLUMN {column}")
    store.close()
    changed_from(monkeypatch, saved.definition, AT, a_new_question)
    host = PhoneHost(location, "/soloist", "user.example.org")
    _, _, home = run(host.handle("GET", "/soloist/", []))
    assert "Older rules Saved under version" in words(home.decode())
    _, _, page = run(host.handle("GET", f"/soloist/g/{saved.game_id}", []))
    shown = words(page.decode())
    assert f"The rules now differ at answer {AT}" in shown
    assert "Soloist kept no log of this game when it was played" in shown
    assert f'action="/soloist/g/{saved.game_id}/go-on"' in page.decode()
