"""The pages in the person's language (issue 32): the browser's (Accept-Language), or the
one chosen on the home page (a cookie), never a game's; a game's page and its log re-read in
it. The pages' own words are phrases (`_()` in the templates, `soloist.web.language`): in
the pseudo-language en-XA every one is accented and bracketed, and what is still English on
a page comes from the games' own words (their terms and questions, other engineers' part of
issue 32), counted here as a figure."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Iterator, Mapping
from html import unescape
from pathlib import Path

import pytest
from playwright.sync_api import Browser, expect
from starlette.testclient import TestClient
from web_helpers import answer, make_client, run, start_game, ways_to_play

from soloist.engine.log import keep
from soloist.engine.tableview import table_of
from soloist.games import all_games, find_game, listed_games
from soloist.i18n import PSEUDO, translator
from soloist.i18n.page_phrases import TEMPLATES, page_phrases, template_phrases
from soloist.i18n.templates import template_hash
from soloist.store import Store
from soloist.web.language import LANGUAGE_COOKIE, choices, from_accept_language, page_language
from soloist.web.phone import PhoneHost
from soloist.web.present import answerable, label

#: A word: two letters or more of the English alphabet, unaccented.
ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")
BRACKETED = re.compile(r"\[[^\]]*\]")
#: Words a page writes in every language: Soloist's name, each language's own name.
NAMES = {"Soloist"} | {word for _, name in choices() for word in ENGLISH_WORD.findall(name)}
#: The attributes whose words a person hears (a screen reader) or sees (a tooltip).
#: What a template computes or says (``{{ … }}``, ``{% … %}``, ``{# … #}``): not its literal
#: text.
JINJA = re.compile(r"\{\{.*?\}\}|\{%.*?%\}|\{#.*?#\}", re.S)
READ_ATTRIBUTES = re.compile(r'\s(?:aria-label|title|alt|placeholder)="([^"]*)"')


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    store = Store(str(tmp_path / "saves.sqlite3"))
    with make_client(store) as made:
        yield made
    store.close()


def read_words(html: str) -> list[str]:
    """The words a person reads on a page (its text and its read attributes), outside the
    pseudo-language's brackets."""
    # (A command, <code>soloist resume …</code>, is typed as it is in every language.)
    html = re.sub(r"<(script|style|code)\b.*?</\1>", " ", html, flags=re.S)
    attributes = " ".join(READ_ATTRIBUTES.findall(html))
    html = re.sub(r'[\w:-]+="[^"]*"', " ", html)  # (the other attributes: markup)
    text = unescape(re.sub(r"<[^>]+>", " ", html) + " " + attributes)
    return ENGLISH_WORD.findall(BRACKETED.sub(" ", text))


def strings(value: object, depth: int = 0) -> Iterator[str]:
    """Every text inside `value` (a game's question, table, view, options)."""
    if depth > 12 or value is None:
        return
    if isinstance(value, str):
        yield value
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for found in dataclasses.fields(value):
            yield from strings(getattr(value, found.name), depth + 1)
    elif isinstance(value, Mapping):
        for key, item in value.items():
            yield from (str(key), label(key))
            yield from strings(item, depth + 1)
    elif isinstance(value, Iterable) and not isinstance(value, bytes):
        for item in value:
            yield from strings(item, depth + 1)
    elif hasattr(value, "_asdict"):
        yield from strings(value._asdict(), depth + 1)


def vocabulary(*values: object) -> set[str]:
    return {word for value in values for text in strings(value)
            for word in ENGLISH_WORD.findall(text)}


# -- which language -----------------------------------------------------------------------

def test_the_browser_language_is_matched_among_soloists() -> None:
    assert from_accept_language("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7") == "fr"
    assert from_accept_language("de-AT") == "de"
    assert from_accept_language("ja, es;q=0.5") == "es"
    assert from_accept_language("en-US,en;q=0.9") == "en"
    assert from_accept_language("ja, *;q=0.5") == "en"
    assert from_accept_language("de;q=0, fr;q=0.1") == "fr"
    assert from_accept_language("") == from_accept_language(None) == "en"
    assert from_accept_language("x" * 500 + ", ;;, q=") == "en"
    # The setting wins over the browser; a language Soloist has not is no setting.
    assert page_language("de", "fr") == "de"
    assert page_language("xx", "fr") == "fr"
    assert PSEUDO not in dict(choices())


# -- the pages' own words -------------------------------------------------------------------

def test_every_template_word_a_person_reads_is_a_phrase() -> None:
    """Outside `_()`, a template writes no English word a person reads: its literal text
    and its read attributes hold only markup, signs and Soloist's name."""
    left: list[tuple[str, str]] = []
    for path in sorted(TEMPLATES.glob("*.html")):
        literal = JINJA.sub("\x00", path.read_text(encoding="utf-8"))
        left += [(path.name, word) for word in read_words(literal) if word not in NAMES]
    assert left == []


def test_every_page_phrase_has_an_english_message() -> None:
    found = page_phrases()
    assert "Your games" in template_phrases().templates
    assert "Not changed:" in found.templates  # (a phrase of web/app.py)
    missing = [template for template in found.templates
               if template_hash(template) not in translator("en").log_ids]
    assert missing == [], "run scripts/add-log-messages.py"


def pseudo_page(client: TestClient, path: str) -> str:
    page = client.get(path)
    assert page.status_code == 200, page.text
    assert '<html lang="en-XA">' in page.text
    return page.text


def test_a_crawl_in_the_pseudo_language_leaves_only_the_games_words_in_english(
        client: TestClient, capsys: pytest.CaptureFixture[str]) -> None:
    """Home, the new-game page and the first game page of each game, and its log: every
    English word left is one of a game's (a title, an option, a question, the table, a
    log line's values), none the page's own."""
    client.cookies.set(LANGUAGE_COOKIE, PSEUDO)
    games = [(name, options) for name, options in ways_to_play()
             if name in {definition.name for definition in all_games()}]
    left: dict[str, int] = {}
    own: list[tuple[str, str]] = []
    home_words = vocabulary(listed_games(), [definition.title for definition in all_games()])
    for name, options in dict(games).items():
        definition = find_game(name)
        fields = {key: "yes" if value is True else "no" if value is False else str(value)
                  for key, value in options.items()}
        game_id = start_game(client, name, **fields)
        web = client.app.state.web  # type: ignore[attr-defined]
        with web.cache.use(game_id) as entry:
            session = entry.play.session
            question = session.question
            shown = vocabulary(
                definition.title, definition.describe_options(session.options),
                question and answerable(question, 1), table_of(session.play, question),
                session.play.view(),
                [event.text for event in session.log.events],
                [keep(event).fields for event in session.log.events])
        offered = vocabulary(definition.title, definition.options,
                             [spec.label_of(choice) for spec in definition.options
                              for choice in spec.choices])
        home_words |= vocabulary(definition.describe_options(session.options))
        for path, theirs, page in ((f"/new/{name}", offered, "new game"),
                                   (f"/g/{game_id}", shown, "first question"),
                                   (f"/g/{game_id}/log", shown, "log")):
            words = read_words(pseudo_page(client, path))
            left[f"{name}'s {page}"] = len(words)
            own += [(path, word) for word in words if word not in theirs | NAMES]
    home_words |= vocabulary([(game.progress, game.headline) for game in
                              client.app.state.web.store.list_games()])  # type: ignore[attr-defined]
    words = read_words(pseudo_page(client, "/"))
    left["home"] = len(words)
    own += [("/", word) for word in words if word not in home_words | NAMES]
    assert own == []
    with capsys.disabled():
        print(f"\nEnglish words left on the en-XA crawl (the games' words): {sum(left.values())}"
              f" on {len(left)} pages: "
              + ", ".join(f"{page} {count}" for page, count in left.items()))


# -- choosing the language ----------------------------------------------------------------

def choose(client: TestClient, language: str) -> None:
    done = client.get("/language", params={"language": language}, follow_redirects=False)
    assert done.status_code == 303 and done.headers["location"] == "/"


def first_translated_line(client: TestClient, game_id: str, language: str) -> tuple[str, str]:
    """A log line of the game with a message of its own in `language`: (English, there)."""
    web = client.app.state.web  # type: ignore[attr-defined]
    with web.cache.use(game_id) as entry:
        for event in entry.play.session.log.events:
            said = translator(language).event(event)
            if said != event.text:
                return event.text, said
    raise AssertionError("no line of the game is translated")


def test_the_home_page_setting_re_reads_a_game_and_its_log(client: TestClient) -> None:
    game_id = start_game(client, "fantastic-factories", seed="11")
    answer(client, game_id, "blue")
    record = client.get(f"/g/{game_id}/record.json").content
    english, german = first_translated_line(client, game_id, "de")
    _, french = first_translated_line(client, game_id, "fr")
    assert english in client.get(f"/g/{game_id}/log").text.replace("&#39;", "'")

    choose(client, "de")
    home = client.get("/").text
    assert '<html lang="de">' in home
    assert re.search(r'value="de" checked', home)
    for path in (f"/g/{game_id}", f"/g/{game_id}/log"):
        page = unescape(client.get(path).text)
        assert '<html lang="de">' in page
    assert german in unescape(client.get(f"/g/{game_id}/log").text)
    assert english not in unescape(client.get(f"/g/{game_id}/log").text)

    choose(client, "fr")
    assert french in unescape(client.get(f"/g/{game_id}/log").text)
    # The language is part of no game: its record is as it was.
    assert client.get(f"/g/{game_id}/record.json").content == record

    choose(client, "")  # as the browser is set: English here
    assert LANGUAGE_COOKIE not in client.cookies
    assert english in unescape(client.get(f"/g/{game_id}/log").text)


def test_the_browsers_language_is_followed_without_a_setting(client: TestClient) -> None:
    game_id = start_game(client, "fantastic-factories", seed="11")
    _, french = first_translated_line(client, game_id, "fr")
    page = client.get(f"/g/{game_id}/log", headers={"Accept-Language": "fr-FR,fr;q=0.9"})
    assert '<html lang="fr">' in page.text
    assert french in unescape(page.text)
    # The setting wins over the browser's language.
    choose(client, "de")
    page = client.get(f"/g/{game_id}/log", headers={"Accept-Language": "fr-FR,fr;q=0.9"})
    assert '<html lang="de">' in page.text


# -- the phone app ----------------------------------------------------------------------

def test_the_phone_app_follows_the_phones_language_and_keeps_the_one_chosen(
        tmp_path: Path) -> None:
    """The phone's host: its first page (no saves yet) in the phone's language; the one
    chosen on the home page kept in the saves, so that the app opens in it the next time
    (its worker, and the host's cookies, last only as long as the app is open)."""
    database = str(tmp_path / "saves.sqlite3")
    phone = PhoneHost(database, "/soloist")
    french = [("accept-language", "fr-FR,fr;q=0.9")]
    status, _, body = run(phone.handle("GET", "/soloist/", french))
    assert status == 200 and b'<html lang="fr">' in body
    assert b'action="/soloist/language"' in body  # (the setting, on the first page too)
    status, headers, _ = run(phone.handle("GET", "/soloist/language?language=de", french))
    assert status == 303 and dict(headers)["location"] == "/soloist/"
    _, _, body = run(phone.handle("GET", "/soloist/", french))
    assert b'<html lang="de">' in body and b'value="de" checked' in body
    phone.store.close()

    reopened = PhoneHost(database, "/soloist")
    _, _, body = run(reopened.handle("GET", "/soloist/", french))
    assert b'<html lang="de">' in body
    reopened.store.close()


WITHOUT_FLUENT = """
import sys, tempfile
sys.path[:0] = ["tests/helpers"]
sys.modules["fluent"] = sys.modules["babel"] = None  # (not installed: an import fails)
from web_helpers import make_client, start_game
from soloist.store import Store

client = make_client(Store(tempfile.mkdtemp() + "/saves.sqlite3"))
client.headers["Accept-Language"] = "de-DE,de;q=0.9"
game_id = start_game(client, "fantastic-factories", seed="3")
for path in ("/", f"/g/{game_id}", f"/g/{game_id}/log", "/language?language=de", "/"):
    page = client.get(path)
    assert page.status_code == 200 and '<html lang="en">' in page.text, path
    assert 'action="/language"' not in page.text
assert not [name for name in sys.modules if name.split(".")[0] in ("fluent", "babel")
            and sys.modules[name] is not None]
print("English")
"""


def test_without_fluent_the_pages_are_english_and_offer_no_other_language() -> None:
    """Where Fluent is not installed (the phone app does not ship it yet), a German
    browser gets English pages, nothing to choose, and Fluent is never imported."""
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-c", WITHOUT_FLUENT], capture_output=True,
                          text=True, check=False, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["English"]


def test_in_a_browser_the_pages_follow_its_language_and_the_setting(
        browser: Browser, served: tuple[str, Path]) -> None:
    """`soloist serve` in Chromium set to French: the pages are French; Deutsch chosen on
    the list of games reloads it, and every page after, in German."""
    address, _ = served
    context = browser.new_context(locale="fr-FR", viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.goto(address)
    assert page.locator("html").get_attribute("lang") == "fr"
    page.get_by_role("radio", name="Deutsch").check()
    with page.expect_navigation():
        page.locator('form[action="/language"] button[type="submit"]').click()
    assert page.locator("html").get_attribute("lang") == "de"
    expect(page.get_by_role("radio", name="Deutsch")).to_be_checked()
    page.goto(address + "new/tokaido")
    assert page.locator("html").get_attribute("lang") == "de"
    context.close()


def test_a_phrase_a_page_shows_is_said_in_the_pages_language() -> None:
    """A game's question made a phrase (`soloist.engine.phrase`) reads in the page's
    language wherever a template shows it (`{{ question.prompt }}`); a plain text as it
    is."""
    from soloist.games.fantastic_factories.rules import end_trigger_question
    from soloist.web.language import speaking
    from soloist.web.pages import page_templates

    prompt = end_trigger_question(3).prompt
    shown = page_templates(on_phone=False).from_string("{{ prompt }}|{{ plain }}")
    assert shown.render(prompt=prompt, plain="Plain") == f"{prompt}|Plain"
    with speaking(PSEUDO):
        said = shown.render(prompt=prompt, plain="Plain")
    assert said == f"{translator(PSEUDO).text(prompt)}|Plain"
    assert said.startswith("[Ŕóúñđ ]3[") and said.endswith("|Plain")
