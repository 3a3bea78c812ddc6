"""How a person gave each answer on the game pages (the same forms the phone shows): by a
tap, a number, a name met for the first time, or typing — for every game.

`FormPlayer` answers the current question of a game through the page's own forms, the way a
person's finger would: a choice's button (`choose`), the number field (`number`), a tap of an
answer being built (`tap`, `paint`, `back`, `done`: `soloist.engine.taps`), a name typed in
its field among the taps (`name`), or the typed answer's text field (`type`). Each control
is used only where the page shows it, and each answer is classified by the controls that
gave it (`Answer.kind`):

- ``tap``: only buttons (a choice, the taps of an answer being built);
- ``number``: the number field (a score, a count);
- ``new_name``: a name typed in the field beside the taps (a name printed on a component,
  met for the first time — `Answer.names` says which, for the caller to check);
- ``typed``: the typed answer's text field.

A name typed outranks the taps around it, and typing outranks everything. Used by the Marco
Polo II tests of issue 31 and meant for `bench/bench_taps.py`, across all games.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from html import unescape
from typing import Literal, Protocol
from urllib.parse import parse_qs, urlsplit

from starlette.testclient import TestClient

from soloist.engine.errors import InvalidAnswer
from soloist.engine.questions import Question
from soloist.engine.session import Session
from soloist.engine.taps import Draft, Taps
from soloist.play.companion import SavedPlay
from soloist.store import Store

Kind = Literal["tap", "number", "new_name", "typed"]
KINDS: tuple[Kind, ...] = ("tap", "number", "new_name", "typed")
#: Which kind an answer is when it used several controls: the strongest.
RANK = {kind: number for number, kind in enumerate(KINDS)}


@dataclass
class Answer:
    """One answer as it was given: its question's number and prompt, its kind, the names
    typed for it."""

    number: int
    prompt: str
    kind: Kind = "tap"
    names: list[str] = field(default_factory=list)
    posts: int = 0

    def used(self, kind: Kind) -> None:
        if RANK[kind] > RANK[self.kind]:
            self.kind = kind


def count(answers: Iterable[Answer]) -> dict[str, int]:
    """``{"answers": …, "tap": …, "number": …, "new_name": …, "typed": …}``."""
    kinds = Counter(answer.kind for answer in answers)
    return {"answers": sum(kinds.values()), **{kind: kinds[kind] for kind in KINDS}}


def hidden_in(html: str, name: str) -> str | None:
    found = re.search(rf'<input type="hidden" name="{name}" value="([^"]*)">', html)
    return unescape(found.group(1)) if found else None


class Hands(Protocol):
    """What a person does on a game's page: `FormPlayer` (the forms, as the pages post them)
    or a real browser's clicks (tests/web/test_browser_mp2.py)."""

    answers: list[Answer]

    @property
    def over(self) -> bool: ...
    @property
    def number_asked(self) -> int: ...
    def begin(self, prompt: str = "") -> Answer: ...
    def choose(self, key: str) -> int: ...
    def number(self, value: int | str) -> int: ...
    def type(self, text: str) -> int: ...
    def tap(self, key: str) -> int: ...
    def name(self, text: str) -> int: ...
    def done(self) -> int: ...
    def paint(self, spot: int, key: str) -> int: ...


def chosen_or_counted(player: Hands, question: Question, text: str) -> int | None:
    """The answer `text` given by a choice's button where one says it, or in the number
    field for a number: its status; None when neither gives it (taps or typing do)."""
    if question.choices is not None:
        try:
            choice = question.choices.find(text)
        except InvalidAnswer:
            choice = None
        if choice is not None:
            return player.choose(choice.key)
    if question.between is not None:
        return player.number(text)
    return None


class FormPlayer:
    """Answers a game's questions on its page, through the page's forms (see the module)."""

    def __init__(self, client: TestClient, game_id: str) -> None:
        self.client = client
        self.game_id = game_id
        self.html = ""
        self.answers: list[Answer] = []
        self.current: Answer | None = None
        self.refresh()

    # -- what the page shows ---------------------------------------------------------------

    def refresh(self) -> str:
        page = self.client.get(f"/g/{self.game_id}")
        assert page.status_code == 200, page.text
        self.html = page.text
        return self.html

    @property
    def over(self) -> bool:
        return 'data-over="yes"' in self.html

    @property
    def number_asked(self) -> int:
        """The number of the question the page asks (its hidden field)."""
        question = self.html[self.html.index('id="question"'):]
        found = re.search(r'<input type="hidden" name="n" value="(\d+)">', question)
        assert found, "no question on the page"
        return int(found.group(1))

    def choices(self) -> list[str]:
        return [unescape(value) for value in
                re.findall(r'<button type="submit" name="answer" value="([^"]*)">', self.html)]

    def taps(self) -> list[str]:
        return [unescape(key) for key in re.findall(r'name="tap" value="([^"]*)"', self.html)]

    def draft(self) -> Draft:
        text = hidden_in(self.html, "draft")
        assert text is not None, "no answer being built on the page"
        return tuple(json.loads(text))

    @property
    def asks_a_number(self) -> bool:
        return 'id="answer-number"' in self.html

    @property
    def takes_a_name(self) -> bool:
        return 'id="taps-name"' in self.html

    @property
    def takes_text(self) -> bool:
        return 'id="answer-text"' in self.html

    # -- answering -------------------------------------------------------------------------

    def begin(self, prompt: str = "") -> Answer:
        """The answer to the question the page asks now (one is started per question)."""
        number = self.number_asked
        if self.current is None or self.current.number != number:
            self.current = Answer(number, prompt)
        return self.current

    def post(self, kind: Kind, **fields: str) -> int:
        """Posts the question's form with `fields`; returns the status. A recorded answer
        (303) closes the answer being given; the page is read again."""
        answer = self.begin()
        answer.used(kind)
        answer.posts += 1
        data = {"csrf": hidden_in(self.html, "csrf") or "", "n": str(answer.number), **fields}
        response = self.client.post(f"/g/{self.game_id}", data=data, follow_redirects=False)
        if response.status_code == 303:
            self.answers.append(answer)
            self.current = None
            self.refresh()
        else:
            assert response.status_code in (200, 422), (response.status_code, fields)
            self.html = response.text
        return response.status_code

    def choose(self, key: str) -> int:
        assert key in self.choices(), (key, self.choices())
        return self.post("tap", answer=key)

    def number(self, value: int | str) -> int:
        assert self.asks_a_number, "the page asks no number"
        return self.post("number", answer=str(value))

    def type(self, text: str) -> int:
        assert self.takes_text, "the page has no field to type an answer in"
        return self.post("typed", answer=text)

    def tap(self, key: str) -> int:
        assert key in self.taps(), (key, self.taps())
        return self.post("tap", draft=json.dumps(list(self.draft())), tap=key)

    def paint(self, spot: int, key: str) -> int:
        """Paints place `spot` of the drawing with the tap `key`: on a drawing of hexes, by
        following the page's links (the brush, then the hex); else by its buttons."""
        if 'class="spot-link"' not in self.html:
            assert key in self.taps(), (key, self.taps())
            return self.post("tap", draft=json.dumps(list(self.draft())), spot=str(spot),
                             tap=key)
        brush = self.link(lambda query: query.get("tap") == [key] and "spot" not in query)
        self.follow(brush)
        return self.follow(self.link(lambda query: query.get("spot") == [str(spot)]))

    def link(self, wanted: Callable[[dict[str, list[str]]], bool]) -> str:
        """The address of the page's link (of this game) whose query is `wanted`."""
        for href in re.findall(r'href="(/g/[^"?]*\?[^"]*)"', self.html):
            address = unescape(href)
            if wanted(parse_qs(urlsplit(address).query)):
                return address
        raise AssertionError("no such link on the page")

    def follow(self, address: str) -> int:
        """Follows a link of the answer being built (nothing is recorded by a link)."""
        answer = self.begin()
        answer.used("tap")
        response = self.client.get(address)
        assert response.status_code == 200, response.text
        self.html = response.text
        return response.status_code

    def back(self) -> int:
        return self.post("tap", draft=json.dumps(list(self.draft())), back="1")

    def done(self) -> int:
        assert re.search(r'name="done" value="1" class="primary">', self.html), \
            "the answer being built is not finished"
        return self.post("tap", draft=json.dumps(list(self.draft())), done="1")

    def name(self, text: str) -> int:
        assert self.takes_a_name, "the page takes no name"
        answer = self.begin()
        answer.names.append(text)
        return self.post("new_name", draft=json.dumps(list(self.draft())), add="1", name=text)


class Mirror:
    """The game a page plays, kept in step with its stored record (what a scripted table
    reads to answer the page's question) without replaying it from scratch each time; where
    it cannot follow (the answers Soloist supplies from the person's components, which the
    page's own game supplied before the last answer taught them more), it loads the game
    again, as the page does."""

    def __init__(self, store: Store, game_id: str) -> None:
        self.store = store
        self.game_id = game_id
        self.session: Session = SavedPlay.load(store, game_id).session

    def now(self, number: int) -> Session:
        """The session waiting for answer `number` (the page's question), brought up to the
        answers stored since."""
        record = self.store.load(self.game_id)
        session = self.session
        known = min(len(record.answers), len(session.answers))
        if tuple(record.answers[:known]) == tuple(session.answers[:known]):
            session.extend(record.answers[len(session.answers):])
            session.supply()
        if len(session.answers) + 1 != number or \
                tuple(session.answers[:len(record.answers)]) != tuple(record.answers):
            session = self.session = SavedPlay.load(self.store, self.game_id).session
        assert len(session.answers) + 1 == number, (len(session.answers), number)
        return session


# -- an answer built by taps, tap by tap --------------------------------------------------------

Action = tuple[Literal["tap", "name", "done"], str]


def actions_for(taps: Taps, words: Iterable[str]) -> Iterator[Action]:
    """The taps that build the draft `words` (each a tap, or a name typed where the step
    takes one), then "done" unless the draft is whole (answered at once)."""
    draft = taps.start()
    for word in words:
        step = taps.step(draft)
        if any(tap.key == word for tap in step.taps):
            yield ("tap", word)
            draft = taps.add(draft, word)
        else:
            assert step.new_name, (word, step.prompt)
            name = word.removeprefix("new:").strip()
            yield ("name", name)
            draft = taps.named(draft, name)
            assert draft[-1] == word, (draft[-1], word)
        if taps.whole(draft):
            return
    assert taps.step(draft).done, taps.step(draft).prompt
    yield ("done", "")


def build(player: Hands, taps: Taps, words: Iterable[str]) -> int:
    """Builds the answer `words` by taps on the page; the status of the last post."""
    status = 0
    for action, value in actions_for(taps, words):
        if action == "tap":
            status = player.tap(value)
        elif action == "name":
            status = player.name(value)
        else:
            status = player.done()
    return status


__all__ = ["KINDS", "Answer", "FormPlayer", "Hands", "Kind", "Mirror", "actions_for", "build",
           "count"]
