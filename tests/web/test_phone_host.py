"""The phone app's host in CPython: the same app, under the app's folder, its addresses kept
inside it, its cookie kept by the host, the words for a storage that refuses a write, and
its pages from templates the build compiled."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from jinja2 import DictLoader, Environment
from web_helpers import run

from soloist.web import phone
from soloist.web.phone import PhoneHost
from soloist.web.precompiled import CompiledTemplates, compile_templates


@pytest.fixture
def host(tmp_path: Path) -> PhoneHost:
    return PhoneHost(str(tmp_path / "saves.sqlite3"), "/soloist", "user.example.org")


def test_every_address_on_a_page_stays_inside_the_apps_folder(host: PhoneHost) -> None:
    status, headers, body = run(host.handle("GET", "/soloist/", []))
    assert status == 200
    addresses = re.findall(rb'(?:href|src|action)="(/[^"]*)"', body)
    assert addresses and all(address.startswith(b"/soloist/") for address in addresses)
    # (a phone with no saves gets its first page before the app is made: no form, no cookie)
    status, headers, body = run(host.handle("GET", "/soloist/components", []))
    addresses = re.findall(rb'(?:href|src|action)="(/[^"]*)"', body)
    assert addresses and all(address.startswith(b"/soloist/") for address in addresses)
    assert "soloist_csrf" in host.cookies
    assert not any(name == "set-cookie" for name, _ in headers)


def test_a_new_game_is_answered_with_its_address_inside_the_folder(host: PhoneHost) -> None:
    _, _, form = run(host.handle("GET", "/soloist/new/tokaido", []))
    token = re.search(rb'name="csrf" value="([^"]+)"', form)
    assert token
    status, headers, _ = run(host.handle(
        "POST", "/soloist/new/tokaido",
        [("content-type", "application/x-www-form-urlencoded"), ("hx-request", "true")],
        b"csrf=" + token.group(1) + b"&seed=3"))
    assert status == 200
    assert re.fullmatch(r"/soloist/g/[0-9a-f]{20}", dict(headers)["hx-replace-url"])


@pytest.mark.parametrize(("why", "status", "words"), [
    ("full", 507, "storage this browser gives it is full. Nothing was changed"),
    ("unavailable", 503, "does not let Soloist keep anything on the phone (a private window"),
])
def test_a_storage_that_refuses_a_write_is_said_in_words(host: PhoneHost, why: str,
                                                         status: int, words: str) -> None:
    answered, _, body = host.storage_refused(why)
    assert answered == status
    assert words in re.sub(r"\s+", " ", body.decode())
    assert b'href="/soloist/"' in body


def test_soloist_serve_serves_the_built_app_at_app(tmp_path: Path) -> None:
    from web_helpers import make_client

    from soloist.store import Store

    built = tmp_path / "built"
    built.mkdir()
    (built / "index.html").write_text("<!doctype html><title>Soloist</title>")
    (built / "sw.js").write_text("// the service worker")
    client = make_client(Store(str(tmp_path / "saves.sqlite3")), phone_app=built)
    shown = client.get("/app/")
    assert shown.status_code == 200 and "<title>Soloist</title>" in shown.text
    assert "'wasm-unsafe-eval'" in shown.headers["content-security-policy"]
    assert client.get("/app/sw.js").status_code == 200
    assert "wasm" not in client.get("/").headers["content-security-policy"]


def test_serve_refuses_a_folder_that_is_not_a_built_app(tmp_path: Path) -> None:
    from cli_helpers import run_soloist

    refused = run_soloist("serve", "--app", str(tmp_path), "--port", "0",
                          database=tmp_path / "saves.sqlite3")
    assert refused.returncode == 2
    assert "is not a phone app built by ./scripts/build-app.sh DIR" in refused.stderr


def new_game(host: PhoneHost, seed: str) -> bytes:
    _, _, form = run(host.handle("GET", "/soloist/new/fantastic-factories", []))
    token = re.search(rb'name="csrf" value="([^"]+)"', form)
    assert token
    status, _, page = run(host.handle(
        "POST", "/soloist/new/fantastic-factories",
        [("content-type", "application/x-www-form-urlencoded"), ("hx-request", "true")],
        b"csrf=" + token.group(1) + b"&seed=" + seed.encode()))
    assert status == 200
    return page


def test_the_built_apps_pages_come_from_templates_compiled_before(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The build compiles every template once (in the phone's runtime); the phone then shows
    # a first game page without compiling one.
    compiled = tmp_path / "compiled"
    monkeypatch.setattr(phone, "COMPILED_TEMPLATES", compiled)
    builder = PhoneHost(str(tmp_path / "build.sqlite3"), "/soloist")
    assert compile_templates(builder.templates, compiled) == len(
        builder.templates.list_templates()) > 10
    plain = new_game(PhoneHost(str(tmp_path / "plain.sqlite3"), "/soloist"), "5")

    on_the_phone = PhoneHost(str(tmp_path / "saves.sqlite3"), "/soloist")

    def no_compiling(*args: object, **kwargs: object) -> None:
        raise AssertionError("a template was compiled on the phone")

    monkeypatch.setattr(on_the_phone.templates, "compile", no_compiling)
    shown = new_game(on_the_phone, "5")
    assert b'id="question-prompt"' in shown

    def page(html: bytes) -> bytes:  # the same page, but for its game id and form token
        return re.sub(rb'(csrf" value="|/g/|data-game="|resume )[0-9a-zA-Z_-]+', rb"\1", html)

    assert page(shown) == page(plain)


def test_a_template_changed_since_it_was_compiled_is_compiled_again(tmp_path: Path) -> None:
    def templates(text: str) -> Environment:
        return Environment(loader=DictLoader({"page.html": text}),
                           bytecode_cache=CompiledTemplates(str(tmp_path)))

    assert compile_templates(templates("before {{ 1 + 1 }}"), tmp_path) == 1
    assert templates("before {{ 1 + 1 }}").get_template("page.html").render() == "before 2"
    assert templates("after {{ 2 + 2 }}").get_template("page.html").render() == "after 4"


#: What a person with no computer never reads on the phone: a terminal, a command, a file
#: on a computer, the balance lab.
COMPUTER_TALK = re.compile(r"(?i:terminal|this computer|balance report|simulation|a data file)"
                           r"|soloist (?:resume|components|games|play|import|export|stats|"
                           r"report|serve|show)\b")


def words_of(body: bytes) -> str:
    """A page's words, without its markup, scripts and addresses."""
    text = re.sub(rb"<(script|style)\b.*?</\1>", b" ", body, flags=re.S)
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", text.decode()))


@pytest.mark.parametrize("game", ["fantastic-factories", "tokaido", "marco-polo-2", "revive"])
def test_the_phone_shows_no_computer_talk(host: PhoneHost, game: str) -> None:
    _, _, form = run(host.handle("GET", f"/soloist/new/{game}", []))
    assert COMPUTER_TALK.findall(words_of(form)) == []
    token = re.search(rb'name="csrf" value="([^"]+)"', form)
    assert token
    _, headers, _ = run(host.handle(
        "POST", f"/soloist/new/{game}",
        [("content-type", "application/x-www-form-urlencoded"), ("hx-request", "true")],
        b"csrf=" + token.group(1) + b"&seed=3"))
    page = dict(headers)["hx-replace-url"]
    for address in (page, f"/soloist/components/{game}", "/soloist/"):
        _, _, body = run(host.handle("GET", address, []))
        assert COMPUTER_TALK.findall(words_of(body)) == [], address


def test_soloist_serve_on_a_computer_still_says_how_to_go_on_in_a_terminal(
        tmp_path: Path) -> None:
    from web_helpers import make_client, page_of, start_game

    from soloist.store import Store

    client = make_client(Store(str(tmp_path / "s.sqlite3")))
    game_id = start_game(client, "tokaido")
    assert f"soloist resume {game_id}" in page_of(client, game_id)
