"""No page of the web companion shows a word from inside Soloist (issue 23): no command-line
flag, file name or path, internal key or dotted topic, coordinate printed on no board, Python
or JSON repr, placeholder or garbled text (the patterns: tests/helpers/screen_words.py).

The crawl plays every game, each way it can be played (companion, digital, on a map), to
its end through the pages, answering at random, and reads every page a person meets on the
way: the home page, the new-game form (and its refusal), each question from the first to the
result, the undo confirmation, a refused answer, a conflict with your components if one
comes, the log, the game's components page and the list of components.
"""

from __future__ import annotations

import random
import re

import pytest
from screen_words import assert_no_internal_words, screen_text
from starlette.testclient import TestClient
from web_helpers import choices_on, form_fields, hidden, start_game, way_id, ways_to_play

from soloist.engine.game import OptionValue
from soloist.store import Store

#: The most answers a game may take here (one that runs longer fails).
MOST_ANSWERS = 1000


def read(client: TestClient, path: str, status: int = 200) -> str:
    page = client.get(path)
    assert page.status_code == status, (path, page.status_code)
    assert_no_internal_words(screen_text(page.text), path)
    return page.text


def checked(html: str, where: str) -> str:
    assert_no_internal_words(screen_text(html), where)
    return html


def an_answer(page: str, chooser: random.Random) -> str:
    """A valid answer to the question on `page`, at random (numbers kept small)."""
    choices = choices_on(page)
    if choices:
        return chooser.choice(choices)
    form = page.split('id="question"')[1]
    low = re.search(r'min="(-?\d+)"', form)
    high = re.search(r'max="(-?\d+)"', form)
    if low and high:
        return str(chooser.randint(int(low.group(1)), min(int(high.group(1)),
                                                           int(low.group(1)) + 3)))
    examples = re.findall(r'<option value="([^"]*)">', form)
    assert examples, "a text question with no example"
    return chooser.choice(examples)


@pytest.mark.parametrize("way", ways_to_play(), ids=way_id)
def test_no_page_of_a_game_shows_an_internal_word(
    client: TestClient, store: Store, way: tuple[str, dict[str, OptionValue]]
) -> None:
    name, options = way
    label = way_id(way)
    chooser = random.Random(label)
    read(client, "/")
    form = read(client, f"/new/{name}")
    refused = client.post(f"/new/{name}", data={"csrf": hidden(form, "csrf"),
                                                 **form_fields(options), "seed": "x"})
    assert refused.status_code == 422
    checked(refused.text, f"{name}: the form refused")
    game_id = start_game(client, name, seed="7", **form_fields(options))
    path = f"/g/{game_id}"
    given = 0
    while 'data-over="yes"' not in (page := read(client, path)):
        assert given < MOST_ANSWERS, f"{label} did not end after {MOST_ANSWERS} answers"
        if given == 2:  # a refused answer, and the undo confirmation
            wrong = client.post(path, data={"csrf": hidden(page, "csrf"), "n": hidden(page, "n"),
                                            "answer": "not an answer at all"})
            assert wrong.status_code == 422
            checked(wrong.text, f"{label}: a refused answer")
            read(client, f"{path}/undo")
        done = client.post(path, follow_redirects=False, data={
            "csrf": hidden(page, "csrf"), "n": hidden(page, "n"),
            "answer": an_answer(page, chooser)})
        if done.status_code == 200 and f'action="{path}/settle"' in done.text:
            checked(done.text, f"{label}: which is right")  # your components disagree
            done = client.post(f"{path}/settle", follow_redirects=False, data={
                "csrf": hidden(done.text, "csrf"), "n": hidden(done.text, "n"),
                "given": hidden(done.text, "given"), "answer": "given"})
        assert done.status_code == 303, done.text
        given += 1
    read(client, f"{path}/log")
    read(client, f"{path}/undo")
    read(client, f"/components/{name}")
    read(client, "/components")
    read(client, "/")  # the finished game in the list


def test_the_pages_beside_the_games_show_no_internal_word(client: TestClient) -> None:
    read(client, "/no/such/page", 404)
    read(client, "/g/0123456789abcdef0123", 404)
    read(client, "/g/not-a-game", 404)
    read(client, "/new/chess", 404)
    read(client, "/components/chess", 404)
