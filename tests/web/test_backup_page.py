"""“Back up / move to another device”: the page saves every game and component in one file
and brings one in, all or nothing, the same file `soloist import` / `export` read."""

from __future__ import annotations

import json
import re
from pathlib import Path

from web_helpers import csrf_of, make_client, start_game

from soloist.store import Store
from soloist.store.transfer import read_backup


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
