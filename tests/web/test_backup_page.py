"""“Back up / move to another device”: the page saves every game and component in one file
and brings one in, all or nothing, the same file `soloist import` / `export` read."""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path

import pytest
import requests
import uvicorn
from web_helpers import csrf_of, hidden, make_client, start_game

from soloist.store import Store, transfer
from soloist.store.transfer import read_backup
from soloist.web.app import create_app
from soloist.web.server import open_socket


def notice(html: str) -> str:
    found = re.search(r'<div id="message"[^>]*>(.*?)</div>', html, re.S)
    assert found, "no message on the page"
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", found.group(1))).strip()


def test_the_backup_file_holds_every_game_and_a_second_database_takes_it(tmp_path: Path) -> None:
    phone = make_client(Store(str(tmp_path / "phone.sqlite3")))
    game_id = start_game(phone)
    page = phone.get("/backup")
    assert page.status_code == 200 and "1 game and 0 facts" in page.text
    saved = phone.get("/backup/soloist-backup.json")
    assert saved.status_code == 200
    assert 'filename="soloist-backup.json"' in saved.headers["content-disposition"]
    assert [game.id for game in read_backup(saved.content).games] == [game_id]

    laptop_store = Store(str(tmp_path / "laptop.sqlite3"))
    laptop = make_client(laptop_store)
    brought = laptop.post("/backup", data={"csrf": csrf_of(laptop, "/backup")},
                          files={"file": ("soloist-backup.json", saved.content,
                                          "application/json")})
    assert brought.status_code == 200
    assert notice(brought.text).startswith("✓ Done: Brought in: 1 game added")
    assert laptop_store.load(game_id) == Store(str(tmp_path / "phone.sqlite3")).load(game_id)
    assert laptop.get(f"/g/{game_id}").status_code == 200


def test_a_damaged_file_changes_nothing_and_says_why(tmp_path: Path) -> None:
    store = Store(str(tmp_path / "phone.sqlite3"))
    client = make_client(store)
    start_game(client)
    backup = json.loads(client.get("/backup/soloist-backup.json").content)
    backup["games"][0]["seed"] += 1
    other = Store(str(tmp_path / "other.sqlite3"))
    refused = make_client(other)
    answer = refused.post("/backup", data={"csrf": csrf_of(refused, "/backup")},
                          files={"file": ("b.json", json.dumps(backup), "application/json")})
    assert answer.status_code == 422
    assert "does not match its checksum" in notice(answer.text)
    assert "Nothing was changed" in notice(answer.text)
    assert other.list_games() == []


def test_bringing_a_file_in_needs_the_form_token(tmp_path: Path) -> None:
    store = Store(str(tmp_path / "phone.sqlite3"))
    client = make_client(store)
    answer = client.post("/backup", data={"csrf": "forged"},
                         files={"file": ("b.json", b"{}", "application/json")})
    assert answer.status_code == 403
    assert store.list_games() == []


def test_a_backup_larger_than_a_form_is_accepted_but_not_elsewhere(tmp_path: Path) -> None:
    client = make_client(Store(str(tmp_path / "phone.sqlite3")))
    big = b'{"kind": "soloist-backup", "padding": "' + b"x" * 100_000 + b'"}'
    brought = client.post("/backup", data={"csrf": csrf_of(client, "/backup")},
                          files={"file": ("b.json", big, "application/json")})
    assert brought.status_code == 422 and "damaged" in notice(brought.text)
    assert client.post("/new/revive", content=big, headers={
        "content-type": "application/x-www-form-urlencoded"}).status_code == 413


@contextmanager
def serving(store: Store) -> Iterator[tuple[str, requests.Session]]:
    """The web companion over `store`, served by uvicorn in a thread of this process (so
    that a test can hold a part of it), and a browser's session with its cookies."""
    server = uvicorn.Server(uvicorn.Config(create_app(store, secret="test secret"),
                                           log_level="warning", lifespan="off"))
    sock = open_socket("127.0.0.1", 0)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    started = threading.Event()
    while not server.started:  # what the server reports, looked at every 10 ms
        assert thread.is_alive(), "the server did not start"
        started.wait(0.01)
    try:
        with requests.Session() as browser:
            yield f"http://127.0.0.1:{sock.getsockname()[1]}", browser
    finally:
        server.should_exit = True
        thread.join(timeout=60)
        sock.close()


def token_of(browser: requests.Session, url: str) -> str:
    return hidden(browser.get(url, timeout=60).text, "csrf")


def test_bringing_in_a_backup_leaves_the_server_answering(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 35 item 11: a backup being checked and stored blocked the whole server (5 s for
    a large one). Here the check of its game is held until another person's page has been
    served: were the import done in the server's event loop, that page would never come."""
    phone = make_client(Store(str(tmp_path / "phone.sqlite3")))
    start_game(phone)
    data = phone.get("/backup/soloist-backup.json").content
    replaying, served = threading.Event(), threading.Event()
    check = transfer.check_replay

    def held(entry: transfer.SavedGameEntry) -> bool:
        replaying.set()
        assert served.wait(timeout=60), "no other page was served meanwhile"
        return check(entry)

    monkeypatch.setattr(transfer, "check_replay", held)
    with serving(Store(str(tmp_path / "laptop.sqlite3"))) as (url, browser):
        token = token_of(browser, f"{url}/backup")
        with ThreadPoolExecutor(1) as uploads:
            upload = uploads.submit(browser.post, f"{url}/backup", data={"csrf": token},
                                    files={"file": ("b.json", data, "application/json")},
                                    timeout=120)
            assert replaying.wait(timeout=60)
            other = requests.get(f"{url}/", timeout=60)  # another person, meanwhile
            assert other.status_code == 200
            served.set()
            brought = upload.result()
    assert notice(brought.text).startswith("✓ Done: Brought in: 1 game added")


def test_a_page_waiting_for_a_long_write_does_not_stop_the_server(tmp_path: Path) -> None:
    """While a long write holds the save file (a large backup being stored), an answer
    waits for it in a worker thread, not in the event loop that serves everyone: another
    person's page is served meanwhile."""
    store = Store(str(tmp_path / "saves.sqlite3"))
    game_id = start_game(make_client(store))
    holding, release = threading.Event(), threading.Event()
    outcome: list[bool] = []

    def long_write() -> None:
        with store.transaction(write=True):
            holding.set()
            outcome.append(release.wait(timeout=60))

    with serving(store) as (url, browser):
        page = browser.get(f"{url}/g/{game_id}", timeout=60).text
        writer = threading.Thread(target=long_write)
        writer.start()
        assert holding.wait(timeout=60)
        with ThreadPoolExecutor(1) as answers:
            answer = answers.submit(browser.post, f"{url}/g/{game_id}", timeout=120, data={
                "csrf": hidden(page, "csrf"), "n": "1", "answer": "production"})
            other = requests.get(f"{url}/", timeout=60)
            release.set()
            writer.join()
            assert answer.result().status_code == 200
    assert other.status_code == 200 and outcome == [True]
    assert store.load(game_id).answers == ("production",)
