"""Every registered game, and each of its ways to play (companion, digital, on a map), played
through the web companion's pages to its end: the new-game form made from its options, every
kind of question, undo with its confirmation, the log, the state and the result.

Through Starlette's test client (a browser without JavaScript); test_browser.py plays the
same games in a real Chromium on a phone-sized screen.
"""

from __future__ import annotations

import random
import re
from html import unescape

import pytest
from starlette.testclient import TestClient
from web_helpers import (
    answers_in,
    choices_on,
    form_fields,
    hidden,
    page_of,
    person_answers_in,
    start_game,
    way_id,
    ways_to_play,
)

from soloist.engine.game import GameDefinition, OptionValue
from soloist.games import all_games, find_game
from soloist.store import Store

#: The most answers any of these games takes (a game that runs longer is a failure).
MOST_ANSWERS = 1000


def question_of(page: str) -> tuple[int, list[str], tuple[int, int] | None, str]:
    """The question on a game page: its number, its choices or its number range, and who
    answers it (the legend's word)."""
    number = int(hidden(page, "n"))
    legend = unescape(re.sub(r"<[^>]+>", " ", page.split("<legend>")[1].split("</legend>")[0]))
    choices = choices_on(page)
    if choices:
        return number, choices, None, legend
    form = page.split('id="question"')[1]
    example = re.search(r'<datalist id="answer-examples"><option value="([^"]+)">', form)
    if example is not None:  # a text question: its first example
        return number, [], None, legend + "\n" + unescape(example.group(1))
    low = re.search(r'min="(-?\d+)"', form)
    high = re.search(r'max="(-?\d+)"', form)
    assert low and high, "a question with neither choices, a text nor a number range"
    return number, [], (int(low.group(1)), int(high.group(1))), legend


def post_answer(client: TestClient, game_id: str, page: str, text: str) -> None:
    done = client.post(f"/g/{game_id}", follow_redirects=False, data={
        "csrf": hidden(page, "csrf"), "n": hidden(page, "n"), "answer": text})
    if done.status_code == 200 and f'action="/g/{game_id}/settle"' in done.text:
        # Random answers contradict what an earlier one taught your components (more
        # copies of an Automa card than a deck holds): Soloist asks which is right. These
        # games say their answer is: it is stored as given.
        assert "Which is right about" in unescape(done.text)
        done = client.post(f"/g/{game_id}/settle", follow_redirects=False, data={
            "csrf": hidden(done.text, "csrf"), "n": hidden(done.text, "n"),
            "given": hidden(done.text, "given"), "answer": "given"})
    assert done.status_code == 303, unescape(done.text)


def test_the_new_game_form_offers_every_option_a_person_sets(client: TestClient) -> None:
    for definition in all_games():
        form = client.get(f"/new/{definition.name}").text
        for spec in definition.options:
            if spec.hidden or spec.kind == "path":
                assert f'name="{spec.name}"' not in form, (definition.name, spec.name)
                continue
            expected = {"choice": 'type="radio"', "flag": 'type="checkbox"',
                        "int": 'type="number"', "text": 'type="text"'}[spec.kind]
            assert re.search(rf'<input[^>]*{expected}[^>]*name="{spec.name}"|'
                             rf'<input[^>]*name="{spec.name}"[^>]*{expected}', form), (
                definition.name, spec.name)
        for input_id in re.findall(r'<input id="([^"]+)"', form):
            assert f'for="{input_id}"' in form, (definition.name, input_id)


def test_a_text_option_is_typed_in_a_text_field(client: TestClient, store: Store) -> None:
    # Marco Polo II's character is a name from the person's characters.toml, not a number.
    form = client.get("/new/marco-polo-2").text
    assert '<input id="option-character" name="character" type="text"' in form
    game_id = start_game(client, "marco-polo-2", character="  Trader ", sample="yes", seed="3")
    assert store.load(game_id).options["character"] == "Trader"
    assert "Character: Trader" in page_of(client, game_id)


@pytest.mark.parametrize("way", ways_to_play(), ids=way_id)
def test_every_game_plays_to_its_end_through_the_pages(
    client: TestClient, store: Store, way: tuple[str, dict[str, OptionValue]]
) -> None:
    name, options = way
    definition: GameDefinition = find_game(name)
    chooser = random.Random(way_id(way))
    game_id = start_game(client, name, seed="11", **form_fields(options))
    seen: set[tuple[str, str]] = set()
    given: list[str] = []
    undone = False
    while 'data-over="yes"' not in (page := page_of(client, game_id)):
        assert len(given) < MOST_ANSWERS, f"{name} did not end after {MOST_ANSWERS} answers"
        number, choices, between, legend = question_of(page)
        # The record numbers the answers Soloist gave itself (from your components) too; the
        # person reads their own answers' count: the first question they see is question 1.
        assert number == len(answers_in(store, game_id)) + 1
        assert f"Question {len(given) + 1} " in legend
        assert list(person_answers_in(store, game_id)) == given
        seen.add(("choices" if choices else "number" if between else "text",
                  "table" if "From the table" in legend else "you"))
        assert page.count("<h1") == 1 and "<fieldset" in page
        if choices:
            text = chooser.choice(choices)
        elif between is None:  # a text question: its example (after the legend)
            text = legend.rsplit("\n", 1)[1]
        else:
            assert between is not None
            text = str(chooser.randint(between[0], min(between[1], between[0] + 3)))
        post_answer(client, game_id, page, text)
        given.append(text)
        if len(given) == 4 and not undone:  # undo once, after its confirmation
            record = store.load(game_id)
            last = max(number for number in range(1, len(record.answers) + 1)
                       if number not in record.supplied)  # the person's 4th answer
            confirm = client.get(f"/g/{game_id}/undo").text
            assert f"Answer 4 in this game of {definition.title} was" in confirm
            back = client.post(f"/g/{game_id}/undo", follow_redirects=True, data={
                "csrf": hidden(confirm, "csrf"), "n": hidden(confirm, "n")}).text
            assert "Answer 4 was taken back" in back and int(hidden(back, "n")) == last
            given.pop()
            assert int(hidden(back, "n")) == len(answers_in(store, game_id)) + 1
            undone = True
    assert list(person_answers_in(store, game_id)) == given
    assert ("choices", "you") in seen or ("choices", "table") in seen
    # The result, the state, the log, and the finished game on the home page.
    headline = store.info(game_id).headline
    assert headline and "Final result" in page and unescape(page).count(headline) >= 1
    # The table, and the result's badge, breakdown and figures (the outcome said in words).
    assert 'id="table-heading">The table</h2>' in page and 'class="zone' in page
    assert re.search(r'class="badge"><span aria-hidden="true">.</span> (You win|A tie|You '
                     r'lose|Game over)</span>', page)
    assert "<dl" in page.split("All the figures")[1]
    assert "Person won" not in page and "Outcome" not in page
    log = client.get(f"/g/{game_id}/log").text
    assert log.count("<h1") == 1 and log.count('<li class="ev') >= 3
    finished = client.get("/").text.split('id="finished-heading"')[1]
    assert f'href="/g/{game_id}"' in finished


def test_every_kind_of_question_is_met(client: TestClient, store: Store) -> None:
    """Between them the games ask each kind of question (choices, a number; a text too) of
    both answerers (the person's decision, a fact from the table): each is shown in
    words."""
    kinds: set[tuple[str, str]] = set()
    for name, options in ways_to_play():
        game_id = start_game(client, name, seed="5", **form_fields(options))
        chooser = random.Random(name)
        for _ in range(150):
            page = page_of(client, game_id)
            if 'data-over="yes"' in page:
                break
            _, choices, between, legend = question_of(page)
            assert ("From the table" in legend) != ("Your decision" in legend)
            kinds.add(("choices" if choices else "number" if between else "text",
                       "table" if "From the table" in legend else "you"))
            text = (chooser.choice(choices) if choices else str(between[0]) if between
                    else legend.rsplit("\n", 1)[1])
            post_answer(client, game_id, page, text)
    assert kinds >= {("choices", "you"), ("choices", "table"), ("number", "you"),
                     ("number", "table")}


def test_marco_polo_2_starts_from_the_form_without_any_file(client: TestClient,
                                                             store: Store) -> None:
    # Issue 19: "Marco Polo II's new-game form works without any file": what the Automa
    # needs of the person's copy is asked at the table as it is needed.
    game_id = start_game(client, "marco-polo-2", sample="no", seed="4")
    page = page_of(client, game_id)
    number, choices, between, _legend = question_of(page)
    record = store.load(game_id)
    # A question the person answers: a choice, or what an Automa card shows, typed.
    assert number == len(record.answers) + 1 and (choices or between is None)
    assert record.options.get("data") is None and not record.options.get("sample")


def test_a_game_that_cannot_start_says_so_in_the_forms_words(client: TestClient,
                                                             store: Store) -> None:
    # A character its sample data has no Skill card for.
    token = hidden(client.get("/new/marco-polo-2").text, "csrf")
    refused = client.post("/new/marco-polo-2", data={"csrf": token, "sample": "yes",
                                                     "character": "Pirate"})
    assert refused.status_code == 422
    message = unescape(refused.text.split('id="message"')[1].split("</div>")[0])
    assert "'Pirate' has no L1 Skill card in the FICTIONAL sample data; its characters at " \
           "L1: Navigator, Trader" in message  # no path of the server's
    assert store.list_games() == []
