"""While the person reads a page, the phone's worker prepares what the next tap needs
(`PhoneHost.prepare`): a new game's form rehearses its start and keeps nothing of it; the
list of games replays the game played last into the plays kept in memory."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

import pytest
from web_helpers import run

from soloist.web.phone import PhoneHost

FORM = "/soloist/new/fantastic-factories"
POSTED = [("content-type", "application/x-www-form-urlencoded"), ("hx-request", "true")]


@pytest.fixture
def host(tmp_path: Path) -> PhoneHost:
    return PhoneHost(str(tmp_path / "saves.sqlite3"), "/soloist", "user.example.org")


def digest(path: str) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def start(host: PhoneHost, form: bytes, seed: str) -> str:
    token = re.search(rb'name="csrf" value="([^"]+)"', form)
    assert token
    status, headers, _ = run(host.handle("POST", FORM, POSTED,
                                         b"csrf=" + token.group(1) + b"&seed=" + seed.encode()))
    assert status == 200
    return dict(headers)["hx-replace-url"].removeprefix("/soloist/g/")


def test_a_new_games_form_rehearses_its_start_and_keeps_nothing_of_it(host: PhoneHost) -> None:
    _, _, form = run(host.handle("GET", FORM, []))
    before = digest(host.database)
    host.prepare("GET", FORM)
    assert digest(host.database) == before  # the saves byte for byte as they were
    assert host.store.list_games() == []
    game_id = start(host, form, "5")  # the start itself is stored as ever
    assert [game.id for game in host.store.list_games()] == [game_id]
    assert host.store.load(game_id).seed == 5
    host.prepare("GET", FORM)  # and a second rehearsal stores nothing either
    assert [game.id for game in host.store.list_games()] == [game_id]


def test_the_list_of_games_keeps_the_game_played_last_ready(host: PhoneHost) -> None:
    _, _, form = run(host.handle("GET", FORM, []))
    game_id = start(host, form, "8")
    host.reopen()  # (as when another tab saved: no play kept in memory)
    web = host.app.state.web
    assert game_id not in web.cache
    host.prepare("GET", "/soloist/")
    assert game_id in web.cache
    loads = web.cache.loads
    status, _, _ = run(host.handle("GET", f"/soloist/g/{game_id}", []))
    assert status == 200 and web.cache.loads == loads  # opened without replaying it
