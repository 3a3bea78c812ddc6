"""No page of the web companion shows a word from inside Soloist (issue 23): no command-line
flag, file name or path, internal key or dotted topic, coordinate printed on no board, Python
or JSON repr, placeholder or garbled text (the patterns: tests/helpers/screen_words.py).

The crawl plays every game, each way it can be played (companion, digital, on a map), to
its end through the pages, answering at random, and reads every page a person meets on the
way: the home page, the new-game form (and its refusal), each question from the first to the
result, the undo confirmation, a refused answer, a conflict with your components if one
comes, the log, the game's components page and the list of components.
"""

from __future__ import annotations

import random

import pytest
from screen_words import assert_no_internal_words, internal_words, screen_text
from starlette.testclient import TestClient
from web_helpers import an_answer, form_fields, hidden, start_game, way_id, ways_to_play

from soloist.engine.game import OptionValue
from soloist.store import Store

#: The most answers a game may take here (one that runs longer fails).
MOST_ANSWERS = 1000
#: Besides every way to play, the options that bring questions of their own.
MORE_WAYS: list[tuple[str, dict[str, OptionValue]]] = [
    ("fantastic-factories", {"names": True}),
    ("fantastic-factories", {"virtual_deck": True}),
    ("tokaido", {"level": 1, "crossroads": True, "matsuri": True, "preparations": True}),
    ("tokaido", {"level": 7, "return_trip": True, "gastronomy": True}),
    ("marco-polo-2", {"sample": True, "draw": "you"}),
    ("revive", {"tribe": "target-tokens", "starting_cards": "draft"}),
]


def read(client: TestClient, path: str, status: int = 200) -> str:
    page = client.get(path)
    assert page.status_code == status, (path, page.status_code)
    assert_no_internal_words(screen_text(page.text), path)
    return page.text


def checked(html: str, where: str) -> str:
    assert_no_internal_words(screen_text(html), where)
    return html


def play(client: TestClient, name: str, options: dict[str, OptionValue], seed: str,
         chooser: random.Random, label: str, most: int = MOST_ANSWERS) -> str:
    """A game through its pages, every page read, until it ends (or `most` answers): a
    refused answer and the undo confirmation on the way. Its id."""
    game_id = start_game(client, name, seed=seed, **form_fields(options))
    path = f"/g/{game_id}"
    given = 0
    refused = False
    while 'data-over="yes"' not in (page := read(client, path)) and given < most:
        assert given < MOST_ANSWERS, f"{label} did not end after {MOST_ANSWERS} answers"
        if given >= 2 and not refused and 'id="answer-text"' not in page:
            # A refused answer (to a question with choices or a number; any text may name a
            # new card), and the undo confirmation.
            wrong = client.post(path, data={"csrf": hidden(page, "csrf"), "n": hidden(page, "n"),
                                            "answer": "not an answer at all"})
            assert wrong.status_code == 422
            checked(wrong.text, f"{label}: a refused answer")
            read(client, f"{path}/undo")
            refused = True
        done = client.post(path, follow_redirects=False, data={
            "csrf": hidden(page, "csrf"), "n": hidden(page, "n"),
            "answer": an_answer(page, chooser)})
        if done.status_code == 200 and f'action="{path}/settle"' in done.text:
            checked(done.text, f"{label}: which is right")  # your components disagree
            done = client.post(f"{path}/settle", follow_redirects=False, data={
                "csrf": hidden(done.text, "csrf"), "n": hidden(done.text, "n"),
                "given": hidden(done.text, "given"), "answer": "given"})
        assert done.status_code == 303, done.text
        given += 1
    read(client, f"{path}/log")
    return game_id


@pytest.mark.parametrize("way", ways_to_play() + MORE_WAYS, ids=way_id)
def test_no_page_of_a_game_shows_an_internal_word(
    client: TestClient, store: Store, way: tuple[str, dict[str, OptionValue]]
) -> None:
    name, options = way
    label = way_id(way)
    chooser = random.Random(label)
    read(client, "/")
    form = read(client, f"/new/{name}")
    refused = client.post(f"/new/{name}", data={"csrf": hidden(form, "csrf"),
                                                 **form_fields(options), "seed": "x"})
    assert refused.status_code == 422
    checked(refused.text, f"{name}: the form refused")
    # The first game, to its result; the components it taught; the game in the lists.
    game_id = play(client, name, options, "7", chooser, label)
    read(client, f"/g/{game_id}/undo")
    read(client, f"/components/{name}")
    read(client, "/components")
    read(client, "/")
    # A second game begins with what your components know (Soloist answers from them).
    play(client, name, options, "8", chooser, label, most=12)


def test_the_pages_beside_the_games_show_no_internal_word(client: TestClient) -> None:
    read(client, "/no/such/page", 404)
    read(client, "/g/0123456789abcdef0123", 404)
    read(client, "/g/not-a-game", 404)
    read(client, "/new/chess", 404)
    read(client, "/components/chess", 404)


#: What the issue found on the screens, each of which the patterns must find.
FOUND_BY_THE_ISSUE = [
    "most likely ]0X49[ Moon", "r5c4 (location, tile T13)", "r-1c3", "give --board FILE",
    "TOML; format in docs/revive.md", "a copy of src/soloist/games/tokaido/data/base.toml",
    "characters.toml", "FICTIONAL sample data (/srv/soloist/data/sample)", "You ?",
    "state: {'automa': 3}", '["a", "b"]', "score: None", "Choice(key='x')",
    "<Space.SAND: 'sand'>", "the topic machine.market-card-type", "option s_cards: 7",
    "hot_spring", "cafÃ©", "a [bold]word[/]", "â€™",
]
#: The table's and the rulebook's words, which they must leave alone.
THE_TABLES_WORDS = [
    "Which traveller tile did you choose?", "priority A/B/C/D/E", "3/12 goods · score 9",
    "None: two cards show the same space", "None", "for example 1+3 or 3t", "Hot Spring",
    "Round 3 of 5 · Machine 14 · You —", "range 3 (●...○...○...③)", "12 or more trigger the end",
    "Difficulty: Very Hard (5 cards; Insane)", "L1 / L2 / L3", "+1 per matching die",
    "the tile beside the chasm at the top right, bottom row, 2nd space from the left",
    "To go on in a terminal: soloist resume 0123456789abcdef0123", "—", "e.g. seven",
]


@pytest.mark.parametrize("text", FOUND_BY_THE_ISSUE)
def test_the_patterns_find_each_internal_word_the_issue_found(text: str) -> None:
    assert internal_words(text), text


@pytest.mark.parametrize("text", THE_TABLES_WORDS)
def test_the_patterns_leave_the_tables_words_alone(text: str) -> None:
    assert internal_words(text) == [], text


def test_a_page_is_read_as_a_person_reads_it() -> None:
    html = ('<h1>Title</h1><script>var x = "--flag";</script><p class="help">Seen '
            '&amp; read</p><svg><text class="kind-letter" aria-hidden="true">?</text></svg>'
            '<button aria-label="Answer: sand">s</button><a href="/docs/x.md">a link</a>'
            '<input id="a" type="text" value="r2c5"><!-- docs/revive.md -->')
    text = screen_text(html)
    assert text.splitlines() == ["Title", "Seen & read", "s", "a link", "Answer: sand", "r2c5"]
    assert [found.word for found in internal_words(text)] == ["r2c5"]


def test_a_phone_without_the_key_and_an_unknown_host_read_no_flag(store: Store) -> None:
    from web_helpers import make_client

    with make_client(store, lan_key="k" * 22, allowed_hosts=("192.168.1.23",)) as lan:
        private = lan.get("http://192.168.1.23:8765/", headers={"host": "192.168.1.23:8765"})
        assert private.status_code == 403
        checked(private.text, "the private page")
        unknown = lan.get("/", headers={"host": "elsewhere"})
        assert unknown.status_code == 400
        checked(unknown.text, "an unknown host")
