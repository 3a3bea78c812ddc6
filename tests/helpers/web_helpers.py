"""Helpers for the web companion's tests: a client, forms read off pages, saved games."""

from __future__ import annotations

import asyncio
import random
import re
from collections.abc import Callable, Coroutine
from concurrent.futures import ThreadPoolExecutor
from html import unescape
from pathlib import Path
from typing import Any, TypeVar

from starlette.testclient import TestClient

from soloist.engine.game import OptionValue
from soloist.engine.questions import Question
from soloist.engine.session import Session
from soloist.games import all_games, find_game
from soloist.store import Store
from soloist.web import create_app

FF = find_game("fantastic-factories")
BASE = "http://127.0.0.1"
GAME_PATH = re.compile(r"^/g/([0-9a-f]{20})$")


def make_client(store: Store, **options: object) -> TestClient:
    return TestClient(create_app(store, secret="test secret", **options),  # type: ignore[arg-type]
                      base_url=BASE)


def hidden(html: str, name: str) -> str:
    """The value of the hidden field `name` of the page's question (a game page's undo
    confirmation, above the question, has one too), else of the first form that has it."""
    question = html.find('id="question"')
    pattern = rf'<input type="hidden" name="{name}" value="([^"]*)">'
    found = re.findall(pattern, html[question:]) if question >= 0 else []
    found = found or re.findall(pattern, html)
    assert found, f"no hidden field {name!r} on the page"
    return unescape(found[0])


def csrf_of(client: TestClient, path: str = "/") -> str:
    page = client.get(path)
    if 'name="csrf"' in page.text:
        return hidden(page.text, "csrf")
    return hidden(client.get(f"/new/{FF.name}").text, "csrf")


def start_game(client: TestClient, game: str = FF.name, **fields: str) -> str:
    token = csrf_of(client, f"/new/{game}")
    done = client.post(f"/new/{game}", data={"csrf": token, **fields}, follow_redirects=False)
    assert done.status_code == 303, done.text
    match = GAME_PATH.match(done.headers["location"])
    assert match, done.headers["location"]
    return match.group(1)


def page_of(client: TestClient, game_id: str) -> str:
    page = client.get(f"/g/{game_id}")
    assert page.status_code == 200, page.text
    return page.text


def answer(client: TestClient, game_id: str, text: str, number: int | None = None,
           **extra: str) -> object:
    """Post `text` as the answer the game page asks for (or to question `number`)."""
    html = page_of(client, game_id)
    token = hidden(html, "csrf") if 'name="csrf"' in html else csrf_of(client)
    fields = {"csrf": token,
              "n": str(number) if number is not None else hidden(html, "n"),
              "answer": text, **extra}
    return client.post(f"/g/{game_id}", data=fields, follow_redirects=False)


def choices_on(html: str) -> list[str]:
    return [unescape(value) for value in
            re.findall(r'<button type="submit" name="answer" value="([^"]*)">', html)]


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


def answers_in(store: Store, game_id: str) -> tuple[str, ...]:
    return store.load(game_id).answers


def person_answers_in(store: Store, game_id: str) -> tuple[str, ...]:
    """The answers the person gave: those Soloist gave itself from the person's components
    (what they know of a deck, say) left out."""
    record = store.load(game_id)
    return tuple(text for number, text in enumerate(record.answers, start=1)
                 if number not in record.supplied)


def saved_ff_game(store: Store, answerer: Callable[[Question, Session], str],
                  until: Callable[[Question], bool], seed: int = 5,
                  **options: object) -> str:
    """A Fantastic Factories game stored as the terminal would leave it: answered by
    `answerer` until `until(question)` holds for the question it waits for."""
    session = Session.start(FF, options, seed)
    while session.question is not None and not until(session.question):
        session.answer(answerer(session.question, session))
    return store.create(session.record)


def database_path(tmp_path: Path) -> Path:
    return tmp_path / "web.sqlite3"


def ways_to_play() -> list[tuple[str, dict[str, OptionValue]]]:
    """Each registered game with its demo options (what plays with no data file of the
    person's own), and the other tables a person can choose in the new-game form: digital
    play, Revive on its (sample) map."""
    ways: list[tuple[str, dict[str, OptionValue]]] = [
        (definition.name, dict(definition.demo_options)) for definition in all_games()]
    ways += [("fantastic-factories", {"digital": True}), ("tokaido", {"digital": True}),
             ("revive", {"sample": True})]
    return ways


def way_id(way: tuple[str, dict[str, OptionValue]]) -> str:
    name, options = way
    return name + "".join(f"-{key}" for key, value in options.items() if value)


def form_fields(options: dict[str, OptionValue]) -> dict[str, str]:
    """Option values as the new-game form sends them."""
    return {key: "yes" if value is True else "no" if value is False else str(value)
            for key, value in options.items()}


T = TypeVar("T")


def run(coroutine: Coroutine[Any, Any, T]) -> T:
    """Run a request to the phone's host in an event loop of its own (the browser tests'
    Playwright may hold this thread's, in the same test process)."""
    with ThreadPoolExecutor(1) as thread:
        return thread.submit(asyncio.run, coroutine).result()
