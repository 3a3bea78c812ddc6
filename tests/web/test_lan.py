"""`soloist serve --lan` is private: a random key in the printed address (and its QR code);
from any computer but this one, a request without the key gets 403 and sees nothing; only
the printed address and loopback are accepted as the Host."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from cli_helpers import soloist_executable
from starlette.testclient import TestClient
from web_helpers import make_client, start_game

from soloist.store import Store
from soloist.web import create_app
from soloist.web.server import lan_key, private_url, qr_code

KEY = "k3y-for-the-tests"
PHONE = ("192.0.2.44", 50000)  # another computer on the network (a documentation address)
LAN_HOST = "192.0.2.10"        # this computer's network address, as printed


def lan_client(store: Store, client: tuple[str, int] = PHONE, host: str = LAN_HOST,
               **options: object) -> TestClient:
    app = create_app(store, secret="test secret", lan_key=KEY,  # type: ignore[arg-type]
                     allowed_hosts=(LAN_HOST,), **options)
    return TestClient(app, base_url=f"http://{host}:8765", client=client,
                      follow_redirects=False)


def sees_nothing(response: object, store: Store) -> None:
    status = response.status_code  # type: ignore[attr-defined]
    text = response.text  # type: ignore[attr-defined]
    assert status == 403
    assert "private" in text.lower()
    for game in store.list_games():
        assert game.id not in text
    assert "Fantastic Factories" not in text and "/static/" not in text and "href" not in text


def test_another_computer_without_the_key_sees_nothing(store: Store) -> None:
    with make_client(store) as local:
        game_id = start_game(local)
    phone = lan_client(store)
    for path in ("/", f"/g/{game_id}", f"/g/{game_id}/log", f"/g/{game_id}/record.json",
                 "/new/fantastic-factories", "/static/soloist.css", "/manifest.webmanifest",
                 "/nowhere", f"/?key={KEY}x"):
        sees_nothing(phone.get(path), store)
    sees_nothing(phone.post(f"/g/{game_id}", data={"answer": "production", "n": "1"}), store)
    assert store.load(game_id).answers == ()


def test_the_printed_address_lets_the_phone_in_and_keeps_the_key_out_of_the_address(
        store: Store) -> None:
    phone = lan_client(store)
    opened = phone.get(f"/?key={KEY}")
    assert opened.status_code == 303 and opened.headers["location"] == "/"
    cookie = opened.headers["set-cookie"]
    assert cookie.startswith(f"soloist_key={KEY};") and "HttpOnly" in cookie
    assert "SameSite=lax" in cookie
    home = phone.get("/")  # the cookie now carries the key
    assert home.status_code == 200 and "Start a new game" in home.text
    game_id = start_game(phone)
    assert phone.get(f"/g/{game_id}").status_code == 200
    # Another phone, without the cookie, still sees nothing.
    sees_nothing(lan_client(store, ("192.0.2.45", 1)).get(f"/g/{game_id}"), store)
    # A key in a deeper address keeps the rest of the query.
    deeper = lan_client(store).get(f"/g/{game_id}?undone=3&key={KEY}")
    assert deeper.headers["location"] == f"/g/{game_id}?undone=3"


def test_this_computer_needs_no_key(store: Store) -> None:
    for address in ("127.0.0.1", "::1"):
        local = lan_client(store, (address, 1), host="127.0.0.1")
        assert local.get("/").status_code == 200


def test_only_the_printed_address_and_loopback_are_accepted_hosts(store: Store) -> None:
    for host in ("192.0.2.99", "evil.example", "10.0.0.1", "soloist.local"):
        refused = lan_client(store, host=host).get(f"/?key={KEY}")
        assert refused.status_code == 400, host
        assert "does not answer for the address" in refused.text
    for host in (LAN_HOST, "127.0.0.1", "localhost"):
        client = ("127.0.0.1", 1) if host != LAN_HOST else PHONE
        assert lan_client(store, client, host=host).get(f"/?key={KEY}").status_code in (
            200, 303), host


def test_the_key_is_random_kept_and_renewed_on_request(store: Store, tmp_path: Path) -> None:
    first = lan_key(store)
    assert len(first) >= 20 and lan_key(store) == first
    renewed = lan_key(store, new=True)
    assert renewed != first and lan_key(store) == renewed
    other = Store(str(tmp_path / "other.sqlite3"))
    assert lan_key(other) != renewed
    other.close()


def test_the_private_address_as_a_qr_code() -> None:
    address = private_url("192.0.2.10", 8765, "abc")
    assert address == "http://192.0.2.10:8765/?key=abc"
    code = qr_code(address)
    lines = code.splitlines()
    assert len(lines) > 10 and len(set(map(len, lines))) == 1  # a square of blocks
    assert set(code) <= {"█", "▀", "▄", " ", "\n"}


def test_serve_lan_prints_the_private_address_and_its_qr_code(tmp_path: Path) -> None:
    """The real command: it listens on every interface and prints the address with its key
    (this test sends no request to the network address: only reads what is printed)."""
    process = subprocess.Popen(
        [soloist_executable(), "--db", str(tmp_path / "s.sqlite3"), "serve", "--lan",
         "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert process.stdout is not None
        printed = [process.stdout.readline()]
        while "Saves:" not in printed[-1] and printed[-1]:  # its last line, or its end
            printed.append(process.stdout.readline())
    finally:
        process.terminate()
        process.wait(timeout=15)
    text = "".join(printed)
    assert re.search(r"open http://127\.0\.0\.1:\d+/", text)
    key = Store(str(tmp_path / "s.sqlite3")).setting("lan-key", lambda: "")
    if "No network address was found" in text:  # a machine with no network at all
        assert f"?key={key}" in text
    else:
        assert re.search(rf"open this private address .*http://[\d.]+:\d+/\?key={key}", text)
        assert "█" in text  # the QR code
    assert "everyone else gets 403" in text
