"""The web companion's pages, through Starlette's TestClient (a browser without JavaScript).

Every bad input a person or another site can send gets a clear message, and the game stays
exactly as it was: the database's answers and the page's question are checked after each.
"""

from __future__ import annotations

import re
from html import unescape

import pytest
from copy_game import TRIP
from ff_helpers import companion_answers
from starlette.testclient import TestClient
from web_helpers import (
    FF,
    answer,
    answers_in,
    choices_on,
    csrf_of,
    hidden,
    make_client,
    page_of,
    person_answers_in,
    saved_ff_game,
    start_game,
)

from soloist.engine import registry
from soloist.games import all_games
from soloist.play.companion import SavedPlay
from soloist.store import Store
from soloist.store.library import Library
from soloist.web.cache import PlayCache


def question_number(html: str) -> int:
    return int(hidden(html, "n"))


# -- pages --------------------------------------------------------------------------------

def test_the_home_page_offers_every_game_and_lists_saved_games(
    client: TestClient, store: Store
) -> None:
    home = client.get("/")
    assert home.status_code == 200
    assert home.text.count("<h1") == 1
    for definition in all_games():
        assert f'href="/new/{definition.name}"' in home.text
        assert definition.title in home.text
    assert "No game in progress." in home.text and "No finished game yet." in home.text
    game_id = start_game(client)
    assert f'href="/g/{game_id}"' in client.get("/").text


def test_the_new_game_form_is_made_from_the_options(client: TestClient) -> None:
    form = client.get(f"/new/{FF.name}").text
    assert form.count("<h1") == 1
    # A choice option: a fieldset of radio buttons with its labels, the default checked.
    assert "<legend>Difficulty</legend>" in form
    assert 'value="medium" checked> Medium (3 cards, recommended)' in form
    # A flag: a checkbox that sends "no" when unticked.
    assert '<input type="hidden" name="virtual_deck" value="no">' in form
    # An option the terminal's menu asks only in one case says when it is used.
    investor = form.split('id="option-investor-help">')[1].split("</p>")[0]
    assert "<strong>Used only when Digital is yes.</strong>" in investor
    # A hidden option is never offered; a path option is left out, and the form says what it
    # is in the person's words (never its flag or a file name) and where its facts come from.
    assert 'name="table"' not in form
    assert 'name="cards"' not in form
    note = unescape(form.split('<div class="note">')[1].split("</div>")[0])
    assert "Your copy, written down." in note and "--cards" not in note
    assert "Your printing's cards, written down in a file" in note
    assert 'href="/components/fantastic-factories"' in note
    # Every visible input has a label.
    for input_id in re.findall(r'<input id="([^"]+)"', form):
        assert f'for="{input_id}"' in form


def test_a_new_game_starts_with_the_options_chosen(client: TestClient, store: Store) -> None:
    game_id = start_game(client, difficulty="hard", virtual_deck="yes", seed="77")
    record = store.load(game_id)
    assert record.options["difficulty"] == "hard"
    assert record.options["virtual_deck"] is True
    assert record.seed == 77
    page = page_of(client, game_id)
    assert "Difficulty: Hard (4 cards)" in page and "Virtual deck: yes" in page
    assert "Investor" not in page  # an option of digital play only


def test_a_forged_hidden_or_path_option_is_ignored(client: TestClient, store: Store) -> None:
    game_id = start_game(client, table="model", cards="/etc/passwd")
    record = store.load(game_id)
    assert record.options["table"] is None
    assert record.options["cards"] is None


@pytest.mark.parametrize(("fields", "message"), [
    ({"difficulty": "impossible"}, "the “Difficulty” field: &#39;impossible&#39; is not one of"),
    ({"virtual_deck": "maybe"}, "the “Virtual deck” field: &#39;maybe&#39; is not yes or no"),
    ({"seed": "-4"}, "the seed must be a whole number"),
    ({"seed": "9" * 40}, "the seed must be a whole number"),
])
def test_a_forged_option_is_refused_with_its_message_and_starts_nothing(
    client: TestClient, store: Store, fields: dict[str, str], message: str
) -> None:
    token = csrf_of(client, f"/new/{FF.name}")
    refused = client.post(f"/new/{FF.name}", data={"csrf": token, **fields},
                          follow_redirects=False)
    assert refused.status_code == 422
    assert message in refused.text
    assert store.list_games() == []


def test_an_unknown_game_or_page_is_a_clear_404(client: TestClient) -> None:
    for path in ("/new/monopoly", "/nowhere", "/g/0123456789abcdef0123", "/g/xyz"):
        missing = client.get(path)
        assert missing.status_code == 404, path
        assert missing.text.count("<h1") == 1
    assert client.put("/").status_code == 405


# -- answering ----------------------------------------------------------------------------

def test_an_answer_is_stored_and_the_page_moves_on(client: TestClient, store: Store) -> None:
    game_id = start_game(client)
    first = page_of(client, game_id)
    assert question_number(first) == 1
    assert "<fieldset" in first and "<legend>" in first
    assert "Production (blue)" in choices_on(first) or "production" in choices_on(first)
    done = answer(client, game_id, "production")
    assert done.status_code == 303  # type: ignore[attr-defined]
    assert done.headers["location"] == f"/g/{game_id}"  # type: ignore[attr-defined]
    assert answers_in(store, game_id) == ("production",)
    after = page_of(client, game_id)
    assert question_number(after) == 2
    # The answer is repeated as the person read it, never as its internal key.
    assert "Since your answer 1 <span class=\"answered\">(“Production (blue)”)" in after
    assert "“production”" not in after
    assert "Setup:</span>" in after  # the actor as a word


def test_a_forged_answer_gets_the_questions_message_and_changes_nothing(
    client: TestClient, store: Store
) -> None:
    game_id = start_game(client)
    answer(client, game_id, "training")
    before = page_of(client, game_id)
    refused = answer(client, game_id, "purple elephant")
    assert refused.status_code == 422  # type: ignore[attr-defined]
    text = refused.text  # type: ignore[attr-defined]
    assert "Not a valid answer: &#39;purple elephant&#39; is not a valid answer; choose one of: "\
        "production, utility, training, special, monument" in text
    assert 'role="alert"' in text
    assert answers_in(store, game_id) == ("training",)
    assert question_number(text) == 2
    assert page_of(client, game_id) == before


def test_a_number_out_of_range_is_refused(client: TestClient, store: Store) -> None:
    game_id = saved_ff_game(store, companion_answers(trigger_in_round=1),
                            lambda question: question.topic == "person.final-score")
    count = len(answers_in(store, game_id))
    page = page_of(client, game_id)
    assert 'type="number"' in page and 'min="0"' in page and 'max="500"' in page
    assert '<label for="answer-number">' in page
    for forged in ("501", "-1", "lots", ""):
        refused = answer(client, game_id, forged)
        assert refused.status_code == 422, forged  # type: ignore[attr-defined]
        assert "Not a valid answer" in refused.text  # type: ignore[attr-defined]
    assert len(answers_in(store, game_id)) == count
    assert answer(client, game_id, "41").status_code == 303  # type: ignore[attr-defined]
    finished = page_of(client, game_id)
    assert "Result" in finished and "Final result" in finished
    assert 'data-over="yes"' in finished
    assert store.info(game_id).is_finished


def test_a_stale_page_answering_an_old_question_changes_nothing(
    client: TestClient, store: Store
) -> None:
    game_id = start_game(client)
    stale_page = page_of(client, game_id)  # question 1, kept open in a tab
    answer(client, game_id, "utility")
    answer(client, game_id, "utility")
    refused = client.post(f"/g/{game_id}", follow_redirects=False, data={
        "csrf": hidden(stale_page, "csrf"), "n": "1", "answer": "special"})
    assert refused.status_code == 409
    assert ("This page was answering question 1, but the game has moved on to question 3: it "
            "was answered in another window or tab. Nothing was changed") in refused.text
    assert question_number(refused.text) == 3  # the current question is shown
    assert answers_in(store, game_id) == ("utility", "utility")


def test_a_double_tap_records_the_answer_once(client: TestClient, store: Store) -> None:
    game_id = start_game(client)
    page = page_of(client, game_id)
    fields = {"csrf": hidden(page, "csrf"), "n": "1", "answer": "special"}
    first = client.post(f"/g/{game_id}", data=fields, follow_redirects=False)
    second = client.post(f"/g/{game_id}", data=fields, follow_redirects=False)
    assert first.status_code == 303
    assert second.status_code == 409
    assert "Your answer “Special (purple)” to question 1 was already recorded" in second.text
    assert answers_in(store, game_id) == ("special",)


def test_two_tabs_answering_one_question_differently(client: TestClient, store: Store) -> None:
    game_id = start_game(client)
    tab_one = page_of(client, game_id)
    tab_two = page_of(client, game_id)
    one = client.post(f"/g/{game_id}", follow_redirects=False, data={
        "csrf": hidden(tab_one, "csrf"), "n": "1", "answer": "production"})
    two = client.post(f"/g/{game_id}", follow_redirects=False, data={
        "csrf": hidden(tab_two, "csrf"), "n": "1", "answer": "training"})
    assert one.status_code == 303 and two.status_code == 409
    assert "answered in another window or tab" in two.text
    assert answers_in(store, game_id) == ("production",)


def test_an_answer_to_a_question_not_yet_asked_changes_nothing(
    client: TestClient, store: Store
) -> None:
    game_id = start_game(client)
    refused = answer(client, game_id, "production", number=2)
    assert refused.status_code == 409  # type: ignore[attr-defined]
    assert "Nothing was changed" in refused.text  # type: ignore[attr-defined]
    assert answers_in(store, game_id) == ()


@pytest.mark.parametrize("missing", ["n", "answer"])
def test_an_incomplete_form_changes_nothing(
    client: TestClient, store: Store, missing: str
) -> None:
    game_id = start_game(client)
    page = page_of(client, game_id)
    fields = {"csrf": hidden(page, "csrf"), "n": "1", "answer": "production"}
    del fields[missing]
    refused = client.post(f"/g/{game_id}", data=fields, follow_redirects=False)
    assert refused.status_code == 400
    assert "The form was incomplete" in refused.text
    assert answers_in(store, game_id) == ()


def test_a_finished_game_accepts_no_more_answers(client: TestClient, store: Store) -> None:
    game_id = saved_ff_game(store, companion_answers(trigger_in_round=1), lambda _: False)
    SavedPlay.load(store, game_id)._finish_if_over()  # as the terminal leaves it
    count = len(answers_in(store, game_id))
    refused = answer(client, game_id, "12", number=count + 1)
    assert refused.status_code == 409  # type: ignore[attr-defined]
    assert "This game is over" in refused.text  # type: ignore[attr-defined]
    assert len(answers_in(store, game_id)) == count
    home = client.get("/").text
    finished = home.split('id="finished-heading"')[1]
    assert f'href="/g/{game_id}"' in finished
    assert store.info(game_id).headline in finished  # type: ignore[operator]


# -- undo ---------------------------------------------------------------------------------

def test_undo_asks_for_confirmation_then_takes_back_the_last_answer(
    client: TestClient, store: Store
) -> None:
    game_id = start_game(client)
    answer(client, game_id, "production")
    answer(client, game_id, "monument")
    confirm = client.get(f"/g/{game_id}/undo")
    assert confirm.status_code == 200
    assert "Answer 2 in this game" in confirm.text and "“Monument (gray)”" in confirm.text
    assert answers_in(store, game_id) == ("production", "monument")  # asking changes nothing
    done = client.post(f"/g/{game_id}/undo", follow_redirects=False, data={
        "csrf": hidden(confirm.text, "csrf"), "n": hidden(confirm.text, "n")})
    assert done.status_code == 303
    assert answers_in(store, game_id) == ("production",)
    back = client.get(done.headers["location"]).text
    assert "Answer 2 was taken back" in back and question_number(back) == 2
    # The same confirmation sent again (a double tap, a second tab) undoes nothing more.
    again = client.post(f"/g/{game_id}/undo", follow_redirects=False, data={
        "csrf": hidden(confirm.text, "csrf"), "n": "2"})
    assert again.status_code == 409
    assert "it changed in another window. Nothing was undone." in again.text
    assert answers_in(store, game_id) == ("production",)


def test_undo_with_nothing_to_undo(client: TestClient, store: Store) -> None:
    game_id = start_game(client)
    confirm = client.get(f"/g/{game_id}/undo")
    assert "There is nothing to undo yet" in confirm.text
    refused = client.post(f"/g/{game_id}/undo", follow_redirects=False, data={
        "csrf": csrf_of(client, f"/g/{game_id}"), "n": "0"})
    assert refused.status_code == 409
    assert "There is nothing to undo yet." in refused.text


def test_undo_keeps_the_dice_already_rolled(client: TestClient, store: Store) -> None:
    game_id = saved_ff_game(store, companion_answers(),
                            lambda question: question.topic == "person.triggered-end")
    answer(client, game_id, "no")
    rolled = re.search(r"The Machine rolls [^<]+", page_of(client, game_id))
    assert rolled
    confirm = client.get(f"/g/{game_id}/undo").text
    client.post(f"/g/{game_id}/undo", data={"csrf": hidden(confirm, "csrf"),
                                            "n": hidden(confirm, "n")})
    answer(client, game_id, "no")
    assert rolled.group(0) in page_of(client, game_id)


# -- cross-site request forgery -----------------------------------------------------------

def test_the_csrf_cookie_is_signed_http_only_and_same_site(client: TestClient) -> None:
    fresh = make_client_like(client)
    cookie = fresh.get("/").headers["set-cookie"]
    assert cookie.startswith("soloist_csrf=")
    assert "HttpOnly" in cookie and "SameSite=lax" in cookie and "Path=/" in cookie


def make_client_like(client: TestClient) -> TestClient:
    return TestClient(client.app, base_url="http://127.0.0.1")


@pytest.mark.parametrize("forgery", [
    "no token", "wrong token", "no cookie", "unsigned cookie", "other origin",
    "cross-site fetch",
])
def test_a_forged_request_is_refused_and_changes_nothing(
    client: TestClient, store: Store, forgery: str
) -> None:
    game_id = start_game(client)
    page = page_of(client, game_id)
    fields = {"csrf": hidden(page, "csrf"), "n": "1", "answer": "production"}
    headers: dict[str, str] = {}
    sender = client
    if forgery == "no token":
        del fields["csrf"]
    elif forgery == "wrong token":
        token = fields["csrf"]
        fields["csrf"] = ("y" if token.startswith("x") else "x") + token[1:]  # never the same
    elif forgery == "no cookie":
        sender = make_client_like(client)
    elif forgery == "unsigned cookie":
        sender = make_client_like(client)
        sender.cookies.set("soloist_csrf", "chosen.by-the-attacker")
        fields["csrf"] = "chosen"
    elif forgery == "other origin":
        headers["Origin"] = "http://evil.example"
    else:
        headers["Sec-Fetch-Site"] = "cross-site"
    refused = sender.post(f"/g/{game_id}", data=fields, headers=headers,
                          follow_redirects=False)
    assert refused.status_code == 403
    assert "security token is missing or out of date" in refused.text
    assert "Nothing was changed" in refused.text
    assert answers_in(store, game_id) == ()
    # Starting a game and undoing are protected the same way.
    assert sender.post(f"/new/{FF.name}", data={"difficulty": "easy",
                       **{k: v for k, v in fields.items() if k == "csrf"}},
                       headers=headers, follow_redirects=False).status_code == 403
    assert len(store.list_games()) == 1


def test_undo_is_protected_against_forgery(client: TestClient, store: Store) -> None:
    game_id = start_game(client)
    answer(client, game_id, "production")
    refused = make_client_like(client).post(f"/g/{game_id}/undo", data={"n": "1"},
                                            follow_redirects=False)
    assert refused.status_code == 403
    assert answers_in(store, game_id) == ("production",)


def test_a_same_origin_request_is_accepted(client: TestClient, store: Store) -> None:
    game_id = start_game(client)
    accepted = answer(client, game_id, "utility", Origin="ignored")
    assert accepted.status_code == 303  # type: ignore[attr-defined]
    page = page_of(client, game_id)
    done = client.post(f"/g/{game_id}", follow_redirects=False,
                       headers={"Origin": "http://127.0.0.1", "Sec-Fetch-Site": "same-origin"},
                       data={"csrf": hidden(page, "csrf"), "n": "2", "answer": "utility"})
    assert done.status_code == 303
    assert answers_in(store, game_id) == ("utility", "utility")


# -- request sizes, content types, ids and hosts ----------------------------------------------

def test_every_response_carries_the_security_headers(client: TestClient) -> None:
    for path in ("/", f"/new/{FF.name}", "/static/soloist.css", "/nowhere"):
        headers = client.get(path).headers
        assert "frame-ancestors 'none'" in headers["content-security-policy"], path
        assert headers["x-frame-options"] == "DENY"
        assert headers["x-content-type-options"] == "nosniff"


def test_a_large_body_is_refused_with_413(client: TestClient, store: Store) -> None:
    game_id = start_game(client)
    page = page_of(client, game_id)
    fields = {"csrf": hidden(page, "csrf"), "n": "1", "answer": "production",
              "padding": "x" * 40_000}
    refused = client.post(f"/g/{game_id}", data=fields, follow_redirects=False)
    assert refused.status_code == 413
    assert "at most 16 KiB" in refused.text

    def chunks():  # type: ignore[no-untyped-def]
        yield b"csrf=" + hidden(page, "csrf").encode() + b"&n=1&answer=production&pad="
        for _ in range(40):
            yield b"y" * 1000

    chunked = client.post(f"/g/{game_id}", content=chunks(), follow_redirects=False,
                          headers={"Content-Type": "application/x-www-form-urlencoded"})
    assert chunked.status_code == 413
    assert answers_in(store, game_id) == ()


def test_only_plain_forms_are_read(client: TestClient, store: Store) -> None:
    game_id = start_game(client)
    refused = client.post(f"/g/{game_id}", json={"n": 1, "answer": "production"},
                          follow_redirects=False)
    assert refused.status_code == 415
    assert answers_in(store, game_id) == ()


def test_a_game_id_prefix_is_never_accepted(client: TestClient, store: Store) -> None:
    game_id = start_game(client)
    for path in (f"/g/{game_id[:8]}", f"/g/{game_id[:19]}", f"/g/{game_id.upper()}",
                 f"/g/{game_id}0", f"/g/{game_id[:8]}/undo", f"/g/{game_id[:8]}/log"):
        assert client.get(path).status_code == 404, path
    token = csrf_of(client)
    refused = client.post(f"/g/{game_id[:10]}", data={"csrf": token, "n": "1",
                                                      "answer": "production"})
    assert refused.status_code == 404
    assert answers_in(store, game_id) == ()


def test_requests_for_a_foreign_host_name_are_refused(store: Store) -> None:
    client = make_client(store)
    assert client.get("/", headers={"Host": "evil.example"}).status_code == 400
    assert client.get("/", headers={"Host": "localhost:8765"}).status_code == 200
    assert client.get("/", headers={"Host": "192.168.1.20:8765"}).status_code == 200
    assert client.get("/", headers={"Host": "[::1]:8765"}).status_code == 200
    hosted = make_client(store, allowed_hosts=("soloist.example.org",))
    assert hosted.get("/", headers={"Host": "soloist.example.org"}).status_code == 200


# -- the log, the state, the record -------------------------------------------------------

def test_the_log_page_and_the_record(client: TestClient, store: Store) -> None:
    game_id = saved_ff_game(store, companion_answers(),
                            lambda question: question.topic == "person.triggered-end")
    answer(client, game_id, "no")
    log = client.get(f"/g/{game_id}/log")
    assert log.status_code == 200 and log.text.count("<h1") == 1
    assert "Machine:</span> The Machine rolls" in log.text
    assert '<li class="round"><strong>Round 1</strong></li>' in log.text
    record = client.get(f"/g/{game_id}/record.json")
    assert record.json()["answers"] == list(answers_in(store, game_id))
    page = page_of(client, game_id)
    # The table replaces the raw state: the Machine's compound and goods, its last roll.
    assert "The Machine&#39;s compound" in page and '<span class="counter-label">Goods</span>' \
        in page
    assert 'class="die c-red"' in page and 'aria-label="red ' in page


def test_a_saved_game_that_no_longer_replays_is_refused_whole(
    client: TestClient, store: Store
) -> None:
    game_id = start_game(client)
    store.append_answer(game_id, 1, "not a card type")  # damaged behind Soloist's back
    refused = client.get(f"/g/{game_id}")
    assert refused.status_code == 422
    assert "This game cannot be opened" in refused.text
    assert "answer 1 (&#39;not a card type&#39;)" in refused.text


# -- one database with the terminal; the cache notices other processes ---------------------------

def test_a_game_started_in_the_terminal_continues_in_the_browser_and_back(
    client: TestClient, store: Store, tmp_path: object
) -> None:
    terminal = SavedPlay.start(Store(store.location), FF, FF.parse_options({}), seed=9)
    terminal.answer("production")
    page = page_of(client, terminal.game_id)
    assert question_number(page) == 2
    answer(client, terminal.game_id, "training")
    # The terminal (another process: its own Store) sees the browser's answer.
    resumed = SavedPlay.load(Store(store.location), terminal.game_id)
    assert resumed.session.answers == ["production", "training"]
    resumed.answer("utility")
    assert question_number(page_of(client, terminal.game_id)) == 4


def test_the_cache_notices_an_undo_and_a_different_answer_made_elsewhere(
    client: TestClient, store: Store
) -> None:
    game_id = start_game(client, seed="4")
    answer(client, game_id, "production")
    answer(client, game_id, "production")
    elsewhere = SavedPlay.load(Store(store.location), game_id)
    elsewhere.undo()
    elsewhere.answer("monument")  # the same number of answers, but not the same game
    page = page_of(client, game_id)
    assert "Since your answer 2 <span class=\"answered\">(“Monument (gray)”)" in page
    answer(client, game_id, "utility")
    assert answers_in(store, game_id) == ("production", "monument", "utility")
    SavedPlay.load(store, game_id)  # the record still replays


def test_a_cached_game_is_not_replayed_on_every_request(client: TestClient, store: Store) -> None:
    cache = client.app.state.web.cache  # type: ignore[attr-defined]
    game_id = start_game(client)
    loads = cache.loads
    for _ in range(5):
        answer(client, game_id, "monument")
    assert cache.loads == loads
    assert len(answers_in(store, game_id)) == 5


def test_answers_supplied_from_the_library_do_not_make_the_cache_replay_the_game(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A game loaded after the library learned what it waits for is given those answers by
    Soloist; they are stored with the person's next answer. Until then the database counts
    fewer answers than the play holds, and that is not a change made elsewhere: the cached
    play is kept, and the person's answer to the question after them is taken (replaying it
    instead would let a fact another game teaches meanwhile answer the question the page
    shows, and the person's answer be refused as stale)."""
    monkeypatch.setitem(registry._GAMES, TRIP.name, TRIP)
    game_id = SavedPlay.start(store, TRIP, {"legs": 3}, seed=1).game_id  # asks steps A-B
    Library(store, TRIP.name, TRIP).put({"steps A-B": "2"})  # taught by another game
    cache = PlayCache(store)
    with cache.use(game_id) as entry:
        assert entry.play.session.answers == ["assumed", "2"]  # "2" supplied, not stored
    loads = cache.loads
    Library(store, TRIP.name, TRIP).put({"steps B-A": "3"})  # the next fact, also elsewhere
    for _ in range(3):
        with cache.use(game_id) as entry:
            assert len(entry.play.session.answers) == 2
    assert cache.loads == loads
    with cache.use(game_id) as entry:
        entry.play.answer("red")
        cache.saved_changed(entry)
    assert store.load(game_id).answers == ("assumed", "2", "red", "3")


def test_the_cache_keeps_only_the_most_recent_games(store: Store) -> None:
    client = make_client(store, cache_size=2)
    cache = client.app.state.web.cache  # type: ignore[attr-defined]
    games = [start_game(client) for _ in range(3)]
    assert len(cache) == 2 and games[0] not in cache
    loads = cache.loads
    page_of(client, games[0])  # replayed from the database, then kept
    assert cache.loads == loads + 1 and games[0] in cache and games[1] not in cache


# -- generic over every registered game ---------------------------------------------------------

@pytest.mark.parametrize("definition", all_games(), ids=lambda d: d.name)
def test_every_game_starts_with_its_defaults_and_takes_an_answer(
    client: TestClient, store: Store, definition: object
) -> None:
    name = definition.name  # type: ignore[attr-defined]
    assert client.get(f"/new/{name}").status_code == 200
    demo = definition.demo_options  # type: ignore[attr-defined]
    game_id = start_game(client, name, **{key: "yes" if value is True else str(value)
                                          for key, value in demo.items()})
    page = page_of(client, game_id)
    assert page.count("<h1") == 1
    if 'data-over="yes"' in page:
        return
    assert "<fieldset" in page and "<legend>" in page
    choices = choices_on(page)
    question = page.split('id="question"')[1]
    number = re.search(r'min="(-?\d+)"', question)
    example = re.search(r'<datalist id="answer-examples"><option value="([^"]+)">', question)
    if choices:
        given = choices[0]
    elif number is not None:
        given = number.group(1)
    else:  # a text question: its first example
        assert example is not None
        given = unescape(example.group(1))
    assert answer(client, game_id, given).status_code == 303  # type: ignore[attr-defined]
    # (Soloist's own answers from your components, if any, are not the person's.)
    assert person_answers_in(store, game_id) == (given,)


# -- with JavaScript: HTMX requests get the page itself, in one round trip --------------------

def test_an_htmx_answer_gets_the_next_question_at_once(client: TestClient, store: Store) -> None:
    htmx = {"HX-Request": "true", "HX-Boosted": "true"}
    token = csrf_of(client, f"/new/{FF.name}")
    started = client.post(f"/new/{FF.name}", data={"csrf": token}, headers=htmx)
    assert started.status_code == 200
    game_id = started.headers["HX-Replace-Url"].removeprefix("/g/")
    assert question_number(started.text) == 1
    answered = client.post(f"/g/{game_id}", headers=htmx,
                           data={"csrf": token, "n": "1", "answer": "utility"})
    assert answered.status_code == 200 and answered.headers["HX-Replace-Url"] == f"/g/{game_id}"
    assert question_number(answered.text) == 2
    stale = client.post(f"/g/{game_id}", headers=htmx,
                        data={"csrf": token, "n": "1", "answer": "utility"})
    assert stale.status_code == 409 and "already recorded" in stale.text
    undone = client.post(f"/g/{game_id}/undo", headers=htmx, data={"csrf": token, "n": "1"})
    assert undone.status_code == 200 and undone.headers["HX-Replace-Url"] == f"/g/{game_id}"
    assert "Answer 1 was taken back" in undone.text and question_number(undone.text) == 1
    assert answers_in(store, game_id) == ()


def test_the_terminal_carries_on_after_an_answer_given_in_the_browser(
    client: TestClient, store: Store
) -> None:
    import io

    from soloist.play.screen import Screen
    from soloist.play.terminal import TerminalCompanion

    terminal = SavedPlay.start(Store(store.location), FF, FF.parse_options({}), seed=2)
    output = io.StringIO()
    companion = TerminalCompanion(Screen(file=output, width=200), terminal)
    answer(client, terminal.game_id, "special")  # meanwhile, on the phone
    question = companion.saved.session.question
    assert question is not None
    assert companion.handle("utility", question)
    assert "it was answered elsewhere. Nothing was changed." in output.getvalue()
    assert companion.saved.session.answers == ["special"]
    assert companion.handle("utility", companion.saved.session.question)  # type: ignore[arg-type]
    assert answers_in(store, terminal.game_id) == ("special", "utility")
