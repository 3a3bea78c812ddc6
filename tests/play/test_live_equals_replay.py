"""Live equals replay, always (issue 35): for each game, random legal answers are played live,
through the web app's cached play and through the terminal's session, and after every answer
the live play is compared with replays of its record from scratch: the log, the question,
the answers, the table view, the state and the result (every decision is in the log and on
the table). At the points chosen, and at the end of each game, the game is also loaded again
from the database, as after a reload or a restart, and everything the host shows of it is
compared: the log as rendered text, the game page and the log page, or all the terminal
prints.

Each example is one or two games on one component library: empty, the game's sample files
imported, or what an older Soloist kept. Two games are played one after the other (the
second answered from what the first taught) or side by side (each learning mid-game what the
other taught). A game is played in a way drawn from the game's own options (the companion
with and without the sample data, digital play, the levels, the expansions), on one host,
from its start or opened after answers given elsewhere, with undos, conflicts with the
components settled every way, and stopped at a random answer.

How many games each game plays, at least: 200 in CI (the four in well under a minute on one
core, within the test's share of the suite's time); `SOLOIST_LONGRUN=1` plays the issue's
500 per game; `SOLOIST_LIVE_REPLAY_GAMES=N` plays N per game. docs/development.md gives the
figures.
"""

from __future__ import annotations

import collections
import functools
import json
import os
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given, reject, settings
from hypothesis import strategies as st
from live_replay import (
    Host,
    Person,
    Replay,
    Servers,
    TerminalHost,
    WebHost,
    differences,
    reload_differences,
    stored_differences,
    table_differences,
    valid,
)
from sqlalchemy import delete

import soloist.games
from soloist.engine.errors import OptionError
from soloist.engine.game import GameDefinition, OptionValue
from soloist.engine.session import Session
from soloist.games import find_game, game_names
from soloist.play.companion import SavedPlay
from soloist.store import Store
from soloist.store.database import (
    answers,
    games,
    library_facts,
    library_lessons,
    supplied_answers,
)
from soloist.store.library import Library
from soloist.web.present import web_options

#: How many games every game plays, at least: in CI, in the long run (`SOLOIST_LONGRUN=1`,
#: the issue's 500), or as many as set. Each example plays one or two games, so as many
#: examples as games (about 1.4 games an example are played).
CI_GAMES = 200
LONGRUN_GAMES = 500
LONGRUN = os.environ.get("SOLOIST_LONGRUN", "") not in ("", "0")
GAMES = int(os.environ.get("SOLOIST_LIVE_REPLAY_GAMES",
                           str(LONGRUN_GAMES if LONGRUN else CI_GAMES)))
EXAMPLES = GAMES
GAMES_FOLDER = Path(soloist.games.__file__).parent
#: A game is played live for at most this many of the person's answers (many random games
#: end sooner: a random final score, a random "that was my last turn")...
MOST_ANSWERS = 25
#: ... after at most this many answers given before it was opened on its host (half the
#: games are played live from their start).
MOST_BEFORE = 80
#: How often the person takes back an answer, a host draws its page after an answer, the
#: game is loaded again from the database with its pages compared; how often it is loaded
#: again at its end (its stored record is always compared), and its pages then.
UNDO_RATE = 0.05
PAGE_RATE = 0.1
RELOAD_RATE = 0.01
RELOAD_AT_THE_END = 0.25
PAGES_AT_THE_END = 0.3


@pytest.fixture(scope="module")
def store() -> Iterator[Store]:
    """One database in memory; every example empties it first (a fresh component library)."""
    saves = Store("sqlite://")
    yield saves
    saves.close()


@pytest.fixture(scope="module")
def servers(store: Store) -> Servers:
    return Servers.over(store)


def emptied(store: Store) -> Store:
    with store.engine.begin() as connection:
        for table in (library_lessons, library_facts, supplied_answers, answers, games):
            connection.execute(delete(table))
    return store


#: The components a game's examples may begin with besides none: its sample files, imported
#: (the FICTIONAL samples stand for a person's own files: a companion game is then answered
#: from them, as after an import, or a later game of someone who described them).
SAMPLE_COMPONENTS = {
    "marco-polo-2": ("marco_polo_2/data/sample",),
    "revive": ("revive/data/sample-board.toml", "revive/data/sample-map.toml"),
}


#: Components an older Soloist kept (issue 35, item 2): Revive's board of the issue, with flat
#: tops, and its starting tile 7 with its spaces kept column by column (a game checks it).
OLDER_COMPONENTS = {
    "revive": {
        "board layout": json.dumps({
            "chasm": [[3, 0], [0, 2]], "crystals": [], "fictional": False,
            "large_locations": [{"hexes": [[0, 0]], "id": "L1"}, {"hexes": [[0, 4]], "id": "L2"},
                                {"hexes": [[3, 4]], "id": "L3"}],
            "layout": "odd-q", "name": "described at the table",
            "tiles": [{"id": f"T{number}", "start": number == 2, "spaces": [
                {"hex": hex_} for hex_ in hexes]} for number, hexes in (
                    (1, [[1, 0], [2, 0], [0, 1], [1, 1]]), (2, [[2, 1], [3, 1], [1, 2], [2, 2]]),
                    (3, [[3, 2], [2, 3], [3, 3]]), (4, [[0, 3], [1, 3], [1, 4]]))]},
            separators=(",", ":"), sort_keys=True),
        "energy track: colours": "purple blue orange green",
        "energy track: positions": "4",
        "energy track: arrows": "top-ltr top-rtl bottom-ltr bottom-rtl",
        "area tile 7": "starting tile: forest, sand, location, water at 0,0 0,1 -1,2 -1,3",
        "area tiles": "7",
    },
}


@functools.cache
def sample_components(name: str) -> dict[str, str]:
    definition = find_game(name)
    facts: dict[str, str] = {}
    for path in SAMPLE_COMPONENTS.get(name, ()):
        facts.update(definition.import_components(GAMES_FOLDER / path))
    return facts


def components(name: str) -> list[dict[str, str]]:
    """The component libraries a game's examples may begin with: none, the sample files
    imported, what an older Soloist kept."""
    return [{}, *([sample_components(name)] if name in SAMPLE_COMPONENTS else []),
            *([OLDER_COMPONENTS[name]] if name in OLDER_COMPONENTS else [])]


@st.composite
def ways(draw: st.DrawFn, definition: GameDefinition) -> dict[str, OptionValue]:
    """Options a person can choose on the new-game form (every one a game reads)."""
    options: dict[str, OptionValue] = {}
    for spec in web_options(definition):
        if spec.kind == "flag":
            options[spec.name] = draw(st.booleans())
        elif spec.kind == "choice":
            options[spec.name] = draw(st.sampled_from(spec.choices))
        elif spec.kind == "int" and spec.minimum is not None and spec.maximum is not None:
            options[spec.name] = draw(st.integers(spec.minimum, spec.maximum))
    return options


def check(found: list[str], host: Host, when: str) -> None:
    if found:
        record = host.saved.session.record
        pytest.fail(f"live and replay differ on the {host.name} {when}:\n"
                    + "\n".join(found) + f"\nthe record: {record.dumps()}", pytrace=False)


def played_before(store: Store, definition: GameDefinition, options: dict[str, OptionValue],
                  seed: int, person: Person, count: int) -> tuple[str, Session]:
    """A game whose first `count` answers were given elsewhere (another device, a backup
    brought in, a game from before this server started): stored as its record alone. With
    the session that played them (never read: it is the game's replay)."""
    session = Session.start(definition, options, seed, supply=False)
    while session.question is not None and len(session.answers) < count:
        question = session.question
        text = next((text for text in person.answers(question, session.play)
                     if valid(question, text)), None)
        if text is None:
            event(f"no answer accepted at {question.topic}")
            break
        session.answer(text)
    game_id = store.create(session.record)
    if session.result is not None:
        store.finish(game_id, session.result.headline(), session.result.summary())
    return game_id, session


def opened(store: Store, servers: Servers, definition: GameDefinition,
           options: dict[str, OptionValue], host_name: str, seed: int, person: Person,
           before: int) -> tuple[Host, Replay]:
    """The game on its host, started there or (`before` answers) opened there, and its
    replay."""
    chooser = person.chooser
    if before:
        game_id, replayed = played_before(store, definition, options, seed, person, before)
        host: Host = (WebHost(servers, game_id, chooser, PAGE_RATE) if host_name == "web" else
                      TerminalHost(SavedPlay.load(store, game_id), chooser, PAGE_RATE))
        return host, Replay(replayed)
    if host_name == "web":
        host = WebHost.start(servers, definition, options, seed, chooser, PAGE_RATE)
    else:
        host = TerminalHost.start(store, definition, options, seed, chooser, PAGE_RATE)
    return host, Replay.of(host.saved.session)


#: What the examples compared (for the figures in docs/development.md; printed when the
#: count is set): games, answers, loads from the database, hosts' pages.
TALLY: collections.Counter[str] = collections.Counter()


class LiveGame:
    """One game played live to its end or its `stop`-th answer, compared with its replay
    after each answer, and with the game loaded again at the points chosen and at its end."""

    def __init__(self, store: Store, servers: Servers, definition: GameDefinition,
                 options: dict[str, OptionValue], host_name: str, seed: int, before: int,
                 stop: int) -> None:
        self.person = Person(seed)
        self.chooser = self.person.chooser
        self.stop = stop
        self.given = 0
        self.over = False
        try:
            self.host, self.replay = opened(store, servers, definition, options, host_name,
                                            seed, self.person, before)
        except OptionError:
            reject()  # options that cannot go together (the new-game form says why)
        check(differences(self.host.saved.session, self.replay), self.host, "start")
        TALLY["games"] += 1

    def step(self) -> None:
        """The person's next answer (or an undo), compared with the replay."""
        host, chooser = self.host, self.chooser
        session = host.saved.session
        if session.person_answer_count and chooser.random() < UNDO_RATE:
            host.undo()
            event("an undo")
        elif session.question is None:
            self.finish()
            return
        else:
            question = session.question
            # (an answer taken back at "which is right?" is given again, as a person would)
            if not any(valid(question, text) and any(host.answer(text) for _ in range(3))
                       for text in self.person.answers(question, session.play)):
                event(f"no answer accepted at {question.topic}")
                self.finish()
                return
            self.given += 1
        check(differences(host.saved.session, self.replay), host, f"answer {self.given}")
        TALLY["answers compared"] += 1
        if chooser.random() < RELOAD_RATE:
            self.reload(pages=True, when=f"reload at answer {self.given}")
        if self.given >= self.stop:
            self.finish()

    def finish(self) -> None:
        host, chooser = self.host, self.chooser
        self.over = True
        check(table_differences(host.saved.session, self.replay) + stored_differences(host),
              host, "end")
        if chooser.random() < RELOAD_AT_THE_END:
            self.reload(pages=chooser.random() < PAGES_AT_THE_END, when="reload at the end")
        event(f"{host.name}: the game is over" if host.saved.session.question is None
              else f"{host.name}: stopped")


    def reload(self, *, pages: bool, when: str) -> None:
        check(reload_differences(self.host, pages=pages), self.host, when)
        TALLY["loads from the database"] += 1
        TALLY["pages compared"] += pages


def live_equals_replay(name: str, store: Store, servers: Servers) -> None:
    definition = find_game(name)

    @settings(max_examples=EXAMPLES, deadline=None, derandomize=False,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
    @given(st.data())
    def example(data: st.DataObject) -> None:
        emptied(store)
        known = data.draw(st.sampled_from(components(name)), label="components")
        if known:
            Library(store, name, definition).put(known)
        options = data.draw(ways(definition), label="options")
        host_name = data.draw(st.sampled_from(["web", "terminal"]), label="host")
        count = 1 + data.draw(st.integers(0, 2**16), label="games on one library") % 2
        # two games one after the other (the second answered from what the first taught),
        # or side by side (each learning, mid-game, what the other taught)
        together = count == 2 and data.draw(st.booleans(), label="side by side")
        turns = random.Random(data.draw(st.integers(0, 2**32), label="whose turn"))
        playing: list[LiveGame] = []
        for number in range(count):
            seed = data.draw(st.integers(0, 2**32), label="seed")
            before = data.draw(st.one_of(st.just(0), st.integers(1, MOST_BEFORE)),
                               label="answers given before")
            stop = data.draw(st.integers(1, MOST_ANSWERS), label="answers at most")
            playing.append(LiveGame(store, servers, definition, options, host_name, seed,
                                    before, stop))
            while playing and (not together or number == count - 1):
                turns.choice(playing).step()
                playing = [game for game in playing if not game.over]

    example()


@pytest.mark.parametrize("name", game_names())  # every game, a new one as soon as it is added
def test_a_live_game_equals_its_replay_after_every_answer(name: str, store: Store,
                                                         servers: Servers) -> None:
    TALLY.clear()
    live_equals_replay(name, store, servers)
    # (a rejected example plays none and is not counted; every other one plays 1 or 2)
    assert TALLY["games"] >= GAMES
    if LONGRUN or "SOLOIST_LIVE_REPLAY_GAMES" in os.environ:
        print(f"\n{name}: " + ", ".join(f"{count} {what}" for what, count in TALLY.items()))
