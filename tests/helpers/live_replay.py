"""Live equals replay (issue 35): a game played live through a host, compared after every
answer with replays of its record.

A host keeps a live play between answers: the web companion in its cache of plays
(`soloist.web.cache`), the terminal in its `SavedPlay`. Whatever that live play has seen
(pages drawn, facts learned from the component library, conflicts settled, undos) it must
equal a replay of its record from scratch, in log, questions, table and decisions. Here:

- `WebHost` and `TerminalHost` play a game as a person does, through the web app's own
  request handlers (its cache, CSRF, forms, undo, the "which is right?" page) or through
  the terminal companion's own `handle` (typed answers, undo, the conflict's question), with
  a fresh component library or one an earlier game of the same example taught;
- `Replays` keeps two replays of the live record in step with it: `blind` is never read but
  for its log and its question (so nothing a host reads can have changed it: its log after
  answer k is a replay of the first k answers from scratch), and `looked` is read as a host
  reads its play (the table view, the state) after every answer;
- `differences` compares them after every answer (the log's events, the question with its
  choices, the answers and their labels, the result; the table view and the state), and
  `reload_differences` compares, at the points chosen, the live play with the game loaded
  again from the database, as a restarted server or a reloaded phone app does: the log as
  rendered text, the table, the game page and the log page of the web, and everything the
  terminal prints.
"""

from __future__ import annotations

import io
import random
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, fields, is_dataclass
from html import unescape
from typing import Protocol

from rich.console import Console
from starlette.requests import Request
from starlette.responses import Response

from soloist.engine.chance import Chance
from soloist.engine.errors import InvalidAnswer, OptionError
from soloist.engine.game import GameDefinition, OptionValue, Play
from soloist.engine.library import KEEP_KNOWN, TAKE_GIVEN
from soloist.engine.log import Event
from soloist.engine.questions import Question
from soloist.engine.session import Session
from soloist.engine.stand_ins import RandomStandIn
from soloist.engine.tableview import table_of
from soloist.play.companion import SavedPlay
from soloist.play.terminal import TerminalCompanion
from soloist.store import Store
from soloist.web.app import WebCompanion
from soloist.web.present import lines
from soloist.web.security import CSRF_COOKIE

#: The secret of the web companion's forms in these tests (both hosts of a store share it, so
#: a page drawn by one and by the other holds the same token).
SECRET = "live equals replay"
#: The settle choices a person may make when an answer contradicts their components, and
#: "take my answer back" (the web's undo link on that page, the terminal's "undo"), 1 in 10.
RETRACT = "retract"
SETTLE_CHOICES = (KEEP_KNOWN,) * 9 + (TAKE_GIVEN,) * 9 + (RETRACT,) * 2


class Host(Protocol):
    """A driver that keeps a live play between answers."""

    name: str

    @property
    def saved(self) -> SavedPlay:
        """The live play, as the host holds it now."""
        ...

    def answer(self, text: str) -> bool:
        """Give `text` as the person would; False when nothing was stored (refused, or
        taken back at the "which is right?" question)."""
        ...

    def undo(self) -> None:
        """Take back the person's last answer."""
        ...

    def pages(self, *, reloaded: bool) -> str:
        """Everything a person can read of the game on this host now: the web's game page
        and log page, or the terminal's log, table and question; of the live play, or
        (`reloaded`) of the game loaded again from the database."""
        ...


# -- the web companion ------------------------------------------------------------------------

def _request(web: WebCompanion, token: str, method: str, path: str, *, query: str = "",
             htmx: bool = False) -> Request:
    """A request from a browser that holds the form token `token` in its cookie."""
    headers = [(b"host", b"testserver"),
               (b"cookie", f"{CSRF_COOKIE}={web.csrf.cookie_value(token)}".encode())]
    if htmx:
        headers.append((b"hx-request", b"true"))
    return Request({"type": "http", "method": method, "path": path, "root_path": "",
                    "query_string": query.encode(), "headers": headers, "scheme": "http",
                    "server": ("testserver", 80), "client": ("127.0.0.1", 1)})


def _hidden(html: str, name: str) -> str:
    found = re.search(rf'<input type="hidden" name="{name}" value="([^"]*)">', html)
    assert found is not None, f"no hidden field {name!r} on the page"
    return unescape(found.group(1))


@dataclass
class Servers:
    """Two server processes of the web companion over one store: `live` plays the games,
    `other` shows them as loaded from the database (a second process, a restart)."""

    live: WebCompanion
    other: WebCompanion

    @classmethod
    def over(cls, store: Store) -> Servers:
        live = WebCompanion(store, SECRET, 8)
        other = WebCompanion(store, SECRET, 8)
        other.templates = live.templates  # (its pages are the same templates, compiled once)
        return cls(live, other)


class WebHost:
    """The web companion's request handlers over a store, its cache keeping the live play.

    An answer is posted as a browser with JavaScript does (the page comes back with it) at
    the rate `page_rate`, else as one without (a redirect, whose page is left undrawn)."""

    name = "web"

    def __init__(self, servers: Servers, game_id: str, chooser: random.Random,
                 page_rate: float) -> None:
        self.web = servers.live
        self.other = servers.other
        self.game_id = game_id
        self.token = self.web.csrf.new_token()
        self.chooser = chooser
        self.page_rate = page_rate
        self._saved: SavedPlay | None = None

    @classmethod
    def start(cls, servers: Servers, definition: GameDefinition,
              options: Mapping[str, OptionValue], seed: int, chooser: random.Random,
              page_rate: float) -> WebHost:
        """A new game from the new-game form; `OptionError` for options that cannot go
        together (the form says why)."""
        host = cls(servers, "", chooser, page_rate)
        fields = {name: ["yes" if value is True else "no" if value is False else str(value)]
                  for name, value in options.items() if value is not None}
        started = host.web.start_game(host._post(f"/new/{definition.name}"), definition.name,
                                      {**fields, "seed": [str(seed)], **host._token()})
        if started.status_code == 422:
            raise OptionError(unescape(_body(started)))
        assert started.status_code == 303, _body(started)
        host.game_id = started.headers["location"].rsplit("/", 1)[1]
        return host

    def _post(self, path: str, *, htmx: bool = False) -> Request:
        return _request(self.web, self.token, "POST", path, htmx=htmx)

    def _token(self) -> dict[str, list[str]]:
        return {"csrf": [self.token]}

    @property
    def saved(self) -> SavedPlay:
        """The play in the server's cache after the last request (read once per request,
        as the server itself does)."""
        if self._saved is None:
            with self.web.cache.use(self.game_id) as entry:
                self._saved = entry.play
        return self._saved

    def answer(self, text: str) -> bool:
        number = len(self.saved.session.answers) + 1
        self._saved = None
        htmx = self.chooser.random() < self.page_rate
        path = f"/g/{self.game_id}"
        response = self.web.answer(self._post(path, htmx=htmx), self.game_id,
                                   {"answer": [text], "n": [str(number)], **self._token()})
        while response.status_code == 200 and f'action="{path}/settle"' in _body(response):
            page = _body(response)  # "which is right?": nothing is stored yet
            choice = self.chooser.choice(SETTLE_CHOICES)
            if choice == RETRACT:  # the page's undo link
                self.web.show_game(_request(self.web, self.token, "GET", path,
                                            query=f"retracted={number}"), self.game_id)
                return False
            response = self.web.settle(self._post(f"{path}/settle", htmx=htmx), self.game_id, {
                "given": [_hidden(page, "given")], "fact": [_hidden(page, "fact")],
                "n": [str(number)], "answer": [choice], **self._token()})
        if response.status_code == 422:
            return False
        assert response.status_code in (200, 303), _body(response)
        return len(self.saved.session.answers) >= number

    def undo(self) -> None:
        count = len(self.saved.session.answers)
        self._saved = None
        htmx = self.chooser.random() < self.page_rate
        response = self.web.undo(self._post(f"/g/{self.game_id}/undo", htmx=htmx),
                                 self.game_id, {"n": [str(count)], **self._token()})
        assert response.status_code in (200, 303), _body(response)

    def pages(self, *, reloaded: bool) -> str:
        """The game page and the log page, drawn from the live play, or (`reloaded`) by
        another server process, which loads the game from the database."""
        web = self.web
        self._saved = None
        if reloaded:
            web = self.other
            web.cache.forget(self.game_id)
        path = f"/g/{self.game_id}"
        return (_body(web.show_game(_request(web, self.token, "GET", path), self.game_id))
                + "\n" + _body(web.log_page(_request(web, self.token, "GET", path + "/log"),
                                              self.game_id)))


def _body(response: Response) -> str:
    return bytes(response.body).decode()


# -- the terminal -----------------------------------------------------------------------------

def _console() -> Console:
    return Console(file=io.StringIO(), width=120, color_system=None, highlight=False,
                   emoji=False, soft_wrap=True)


class TerminalHost:
    """The terminal companion, fed the person's lines (its `SavedPlay` is the live play).

    After a line it shows what it shows before asking again, the new events (with the
    status line after the automa's turn) and the next question, at the rate `page_rate`
    (printing is slow; the rest of the time they are skipped as read)."""

    name = "terminal"

    def __init__(self, saved: SavedPlay, chooser: random.Random, page_rate: float) -> None:
        console = _console()
        console.input = self._reply  # type: ignore[method-assign]
        self.terminal = TerminalCompanion(console, saved)
        self.chooser = chooser
        self.page_rate = page_rate
        self.terminal.header()
        self._show()

    @classmethod
    def start(cls, store: Store, definition: GameDefinition,
              options: Mapping[str, OptionValue], seed: int, chooser: random.Random,
              page_rate: float) -> TerminalHost:
        """A new game, as `soloist play` starts it."""
        return cls(SavedPlay.start(store, definition, options, seed), chooser, page_rate)

    def _reply(self, prompt: str = "", **_: object) -> str:
        """The person's reply to the "which is right?" question."""
        choice = self.chooser.choice(SETTLE_CHOICES)
        return "undo" if choice == RETRACT else choice

    @property
    def saved(self) -> SavedPlay:
        return self.terminal.saved

    def _show(self) -> None:
        terminal = self.terminal
        if self.chooser.random() >= self.page_rate:
            terminal.shown = len(self.saved.session.log)
            return
        terminal.show_new_events()
        question = self.saved.session.question
        if question is not None:
            terminal.show_question(question)
        console = terminal.console
        assert isinstance(console.file, io.StringIO)
        console.file.seek(0)
        console.file.truncate()

    def answer(self, text: str) -> bool:
        question = self.saved.session.question
        assert question is not None
        before = len(self.saved.session.answers)
        assert self.terminal.handle(text, question)
        self._show()
        return len(self.saved.session.answers) > before

    def undo(self) -> None:
        question = self.saved.session.question
        if question is None:  # after the end, "undo" is typed at the final prompt
            self.terminal.undo()
        else:
            assert self.terminal.handle("undo", question)
        self._show()

    def pages(self, *, reloaded: bool) -> str:
        """Everything the terminal prints of the game (its log, the table, the question),
        from the live play or (`reloaded`) from the game loaded again, as `soloist resume`
        does."""
        saved = self.saved
        if reloaded:
            saved = SavedPlay.load(saved.store, saved.game_id)
        console = _console()
        terminal = TerminalCompanion(console, saved)
        terminal.show_events(saved.session.log.events)
        terminal.show_state()
        if saved.session.question is not None:
            terminal.show_question(saved.session.question)
        assert isinstance(console.file, io.StringIO)
        return console.file.getvalue()


# -- the replays ------------------------------------------------------------------------------

class Replay:
    """A replay of a live play's record from scratch, kept in step with it: given the
    answers the live play received, exactly as recorded (a replay never asks the library),
    and never read but for its log and its question until `finish` (so that nothing a host
    reads can have changed it). After an undo it is made again from scratch."""

    def __init__(self, session: Session) -> None:
        self.definition = session.definition
        self.options = dict(session.options)
        self.seed = session.seed
        self.session = session
        #: How many of the live log's events are known equal to the replay's, and the live
        #: list they were checked in (a rewind or an undo makes a new one).
        self.checked: tuple[int, int] = (0, 0)

    @classmethod
    def of(cls, live: Session) -> Replay:
        return cls(Session.start(live.definition, live.options, live.seed, supply=False))

    def follow(self, live: Session) -> Session:
        """The replay given the answers the live play has received since."""
        replay = self.session
        count = len(replay.answers)
        if (live.answers[:count] != replay.answers
                or {n: f for n, f in live.supplied.items() if n <= count} != replay.supplied):
            replay = self.session = Session.start(self.definition, self.options, self.seed,
                                                  supply=False)
            self.checked = (0, 0)
            count = 0
        replay.supplied.update({n: f for n, f in live.supplied.items() if n > count})
        replay.extend(live.answers[count:])
        return replay


def question_form(question: Question | None) -> object:
    """Everything a person reads of a question, and what it accepts."""
    if question is None:
        return None
    return (question.to_json(), question.examples, question.if_unknown)


def _event_text(event: Event) -> tuple[str, str]:
    return event.actor, event.text


def _first_event_difference(live: list[Event], replay: list[Event], start: int) -> str | None:
    for index in range(start, min(len(live), len(replay))):
        mine, theirs = live[index], replay[index]
        if mine != theirs and _event_text(mine) != _event_text(theirs):
            return (f"log line {index + 1}:\n  live:   {mine.text}\n  replay: {theirs.text}")
    if len(live) != len(replay):
        extra = live[len(replay):] or replay[len(live):]
        who = "live" if len(live) > len(replay) else "replay"
        return (f"the {who} log has {abs(len(live) - len(replay))} more lines, from: "
                f"{extra[0].text}")
    return None


def _result(session: Session) -> object:
    result = session.result
    return None if result is None else (result.headline(), result.summary())


def differences(live: Session, replay: Replay) -> list[str]:
    """What differs between the live play and its replay after an answer (empty: none): the
    answers, the log, the labels of the answers, the question, the result. The log is
    compared from where the last comparison left it (events never change once logged; a
    rewound or undone play has a new list, compared whole)."""
    replayed = replay.follow(live)
    found = []
    if live.answers != replayed.answers:
        found.append(f"answers: live {live.answers} / replay {replayed.answers}")
    events = live.log.events
    list_id, count = replay.checked
    start = count if list_id == id(events) and count <= len(events) else 0
    difference = _first_event_difference(events, replayed.log.events, start)
    if difference is not None:
        found.append(difference)
    else:
        replay.checked = (id(events), len(events))
    if live.answer_labels != replayed.answer_labels:
        found.append(f"answer labels: live {live.answer_labels} / replay "
                     f"{replayed.answer_labels}")
    if live.answer_marks != replayed.answer_marks:
        found.append("where each answer falls in the log differs")
    if question_form(live.question) != question_form(replayed.question):
        found.append("the question, at " + where_they_differ(question_form(live.question),
                                                             question_form(replayed.question)))
    if _result(live) != _result(replayed):
        found.append(f"the result: live {_result(live)} / replay {_result(replayed)}")
    return found


def where_they_differ(mine: object, theirs: object, path: str = "") -> str:
    """The first place where two views (dataclasses, named tuples, mappings, sequences)
    differ, and the two values there."""
    if type(mine) is type(theirs):
        if is_dataclass(mine) and not isinstance(mine, type):
            for item in fields(mine):
                if getattr(mine, item.name) != getattr(theirs, item.name):
                    return where_they_differ(getattr(mine, item.name),
                                             getattr(theirs, item.name), f"{path}.{item.name}")
        elif isinstance(mine, Mapping) and isinstance(theirs, Mapping):
            for key in [*mine, *(key for key in theirs if key not in mine)]:
                if mine.get(key) != theirs.get(key):
                    return where_they_differ(mine.get(key), theirs.get(key), f"{path}[{key!r}]")
        elif isinstance(mine, tuple | list) and isinstance(theirs, tuple | list) \
                and len(mine) == len(theirs):
            names = getattr(mine, "_fields", None)  # a named tuple's fields by their names
            for index, (one, other) in enumerate(zip(mine, theirs, strict=True)):
                if one != other:
                    step = f".{names[index]}" if names else f"[{index}]"
                    return where_they_differ(one, other, path + step)
    return f"{path or 'the whole'}:\n  live:   {mine!r:.600}\n  replay: {theirs!r:.600}"


def table_differences(live: Session, replay: Replay) -> list[str]:
    """What differs between the live play's table and state and the replay's, read for the
    first time (at the end of a game: nothing is played after it)."""
    replayed = replay.follow(live)
    found = []
    mine, theirs = table_of(live.play, live.question), table_of(replayed.play,
                                                                replayed.question)
    if mine != theirs:
        found.append("the table, at " + where_they_differ(mine, theirs))
    if live.play.view() != replayed.play.view():
        found.append("the state, at " + where_they_differ(live.play.view(),
                                                          replayed.play.view()))
    return found


def stored_differences(host: Host) -> list[str]:
    """What differs between the live play's record and the one in the database."""
    live = host.saved
    stored = live.store.load(live.game_id)
    record = live.session.record
    kept = live.stored  # after an undo, the answers supplied since are stored with the next
    if (stored.answers, stored.supplied) != (record.answers[:kept], {
            number: fact for number, fact in record.supplied.items() if number <= kept}) \
            or (stored.game, stored.options, stored.seed) != (record.game, record.options,
                                                              record.seed):
        return [f"the stored record:\n  live:   {record}\n  stored: {stored}"]
    return []


def reload_differences(host: Host, *, pages: bool) -> list[str]:
    """What differs between the live play and the game loaded again from the database (a
    restarted server, a reloaded phone app, `soloist resume`): its record, its log as
    rendered text, its question, table and state, and (`pages`) every page the host shows
    of it."""
    live = host.saved
    loaded = SavedPlay.load(live.store, live.game_id)
    mine, theirs = live.session, loaded.session
    found = []
    if mine.record != theirs.record:
        found.append(f"the record:\n  live:   {mine.record}\n  loaded: {theirs.record}")
    if lines(mine.log.events) != lines(theirs.log.events):
        found.append(_first_event_difference(mine.log.events, theirs.log.events, 0)
                     or "the log's lines")
    if question_form(mine.question) != question_form(theirs.question):
        found.append("the question, at " + where_they_differ(question_form(mine.question),
                                                             question_form(theirs.question)))
    table, reloaded_table = table_of(mine.play, mine.question), table_of(theirs.play,
                                                                         theirs.question)
    if table != reloaded_table:
        found.append("the table, at " + where_they_differ(table, reloaded_table))
    if mine.play.view() != theirs.play.view():
        found.append("the state, at " + where_they_differ(mine.play.view(),
                                                          theirs.play.view()))
    if not pages:
        return found
    shown, reloaded = host.pages(reloaded=False), host.pages(reloaded=True)
    if shown != reloaded:
        at = next(index for index, (a, b) in enumerate(zip(shown, reloaded, strict=False))
                  if a != b) if shown[:len(reloaded)] != reloaded[:len(shown)] else \
            min(len(shown), len(reloaded))
        found.append(f"the {host.name}'s pages, from character {at}:\n  live:   "
                     f"{shown[at - 200:at + 300]!r}\n  loaded: {reloaded[at - 200:at + 300]!r}")
    return found


# -- the person ---------------------------------------------------------------------------------

class Person:
    """Random legal answers: the engine's random stand-in's first (the same for a game's
    seed), then the question's other valid answers in a random order when a host refuses
    it (a fact that contradicts the tile's place, say)."""

    def __init__(self, seed: int) -> None:
        self.chooser = random.Random(seed)
        self.stand_in = RandomStandIn(Chance(seed))

    def answers(self, question: Question, play: Play) -> Iterator[str]:
        first = self.stand_in.answer(question, play)
        yield first
        others = [text for text in question.valid_answers() if text != first]
        if question.choices is not None and question.text is not None:
            others += [text for text in question.examples if text != first]
        self.chooser.shuffle(others)
        yield from others[:12]


def valid(question: Question, text: str) -> bool:
    try:
        question.parse(text)
    except InvalidAnswer:
        return False
    return True
