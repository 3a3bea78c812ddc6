"""The web companion and your components: a text question gets a text field, an answer that
contradicts your components asks which is right (then settles), the answers Soloist gives
itself show as "Your copy", and each game's "Your components" page shows what is known and
what is still to learn, with corrections confirmed first."""

from __future__ import annotations

from html import unescape

import pytest
from answer_kinds import FormPlayer
from copy_game import TRIP
from starlette.testclient import TestClient
from web_helpers import answer, choices_on, hidden, page_of, person_answers_in, start_game

from soloist.engine import registry
from soloist.games import find_game
from soloist.play.companion import SavedPlay
from soloist.store import Store
from soloist.store.library import Library

TOKAIDO = find_game("tokaido")
SIXTEEN_TWOS = " ".join(["2"] * 16)


def test_a_text_question_is_typed_in_a_text_field(client: TestClient, store: Store) -> None:
    game_id = start_game(client, "fantastic-factories", names="yes", seed="3")
    page = page_of(client, game_id)
    assert '<input id="answer-text" name="answer" type="text"' in page
    assert 'list="answer-examples"' in page
    assert '<datalist id="answer-examples"><option value="Aluminum Factory">' in page
    assert answer(client, game_id, "Golem").status_code == 303  # type: ignore[attr-defined]
    page = unescape(page_of(client, game_id))
    assert "Golem's type is not known for certain (the card data infers Special)." in page
    answer(client, game_id, "purple")
    assert Library(store, "fantastic-factories").as_mapping() == {
        "blueprint type: golem": "special"}
    refused = answer(client, game_id, "Foundy")
    assert refused.status_code == 422  # type: ignore[attr-defined]
    assert "did you mean &#39;Foundry&#39;" in refused.text  # type: ignore[attr-defined]


def tokaido_at_an_automa_card(store: Store) -> str:
    saved = SavedPlay.start(store, TOKAIDO, {}, 2)
    while saved.session.question is not None and \
            saved.session.question.topic != "automa.card":
        question = saved.session.question
        # Not confirmed: the person keeps drawing the Automa cards at the table.
        saved.answer("no" if question.topic == "components.confirm"
                     else question.valid_answers()[0])
    return saved.game_id


@pytest.fixture
def trip_registered(monkeypatch: pytest.MonkeyPatch) -> None:
    """A tiny game whose answers teach a fact that another game's answer can contradict."""
    monkeypatch.setitem(registry._GAMES, TRIP.name, TRIP)


def trip_at_its_first_card(store: Store, seed: int) -> str:
    saved = SavedPlay.start(store, TRIP, {"legs": 3, "notes": True}, seed)
    if saved.session.question is not None and saved.session.question.topic == "copy.steps":
        saved.answer("3")  # asked in the first game only: the copy's fact is known after
    return saved.game_id


def test_a_contradicting_answer_is_asked_about_in_the_page(
        client: TestClient, store: Store, trip_registered: None) -> None:
    library = Library(store, TRIP.name, TRIP)
    first = trip_at_its_first_card(store, 1)
    assert answer(client, first, "red").status_code == 303  # type: ignore[attr-defined]
    assert library.known("first card") == "red"
    game_id = trip_at_its_first_card(store, 2)
    before = person_answers_in(store, game_id)
    asked = answer(client, game_id, "blue")
    assert asked.status_code == 200  # type: ignore[attr-defined]  # a question, not an error
    page = unescape(asked.text)  # type: ignore[attr-defined]
    assert ("Which is right about first card? Your components say red (worked out from your "
            "answers in a game on " in page)
    assert "With your answer now, this game's answers say blue." in page
    assert choices_on(page) == ["known", "given"]
    assert person_answers_in(store, game_id) == before  # nothing stored
    # Undo at this question: the answer is taken back, nothing stored.
    assert 'name="retracted" value="' in page
    back = unescape(client.get(f"/g/{game_id}?retracted={hidden(page, 'n')}").text)
    assert "was taken back: nothing was stored" in back
    assert person_answers_in(store, game_id) == before
    # "My components are right": the answer stands, the library keeps its fact.
    again = unescape(answer(client, game_id, "blue").text)  # type: ignore[attr-defined]
    kept = client.post(f"/g/{game_id}/settle", follow_redirects=True, data={
        "csrf": hidden(again, "csrf"), "n": hidden(again, "n"), "given": "blue",
        "fact": hidden(again, "fact"), "answer": "known"})
    assert "Your components are kept as they were; your answer is stored." in kept.text
    assert person_answers_in(store, game_id) == (*before, "blue")
    assert library.known("first card") == "red"
    # Another game says its answers are right: the fact is corrected.
    other = trip_at_its_first_card(store, 3)
    asked = unescape(answer(client, other, "blue").text)  # type: ignore[attr-defined]
    taken = client.post(f"/g/{other}/settle", follow_redirects=False, data={
        "csrf": hidden(asked, "csrf"), "n": hidden(asked, "n"), "given": "blue",
        "fact": hidden(asked, "fact"), "answer": "given"})
    assert taken.status_code == 303
    assert library.known("first card") == "blue"


def test_a_draw_beyond_a_suggestion_you_declined_asks_nothing(client: TestClient,
                                                              store: Store) -> None:
    """Issue 35, 7a: sixteen range-2 cards seen, suggested but not confirmed (the person
    answered "No, or not sure"): a range-3 card drawn is stored as given, with no "Which is
    right?", and the suggestion gives up one range-2 card for it."""
    library = Library(store, "tokaido")
    library.put({"automa deck": SIXTEEN_TWOS})
    game_id = tokaido_at_an_automa_card(store)
    before = person_answers_in(store, game_id)
    done = answer(client, game_id, "3")
    assert done.status_code == 303  # type: ignore[attr-defined]  # stored: no question
    assert "Which is right" not in unescape(page_of(client, game_id))
    assert person_answers_in(store, game_id) == (*before, "3")
    assert library.known("automa deck") == " ".join(["2"] * 15 + ["3"])


def test_what_soloist_gave_itself_shows_as_your_copy(client: TestClient, store: Store) -> None:
    Library(store, "tokaido").put({"automa deck": SIXTEEN_TWOS})
    game_id = start_game(client, "tokaido", digital="yes", seed="4")
    log = client.get(f"/g/{game_id}/log").text
    assert '<span class="who">Your copy:</span> Your Automa cards known so far: 16 of 16: ' \
        "range 2 ×16, as your components say." in log


def test_your_components_page_shows_what_is_known_and_still_to_learn(
        client: TestClient, store: Store) -> None:
    Library(store, "tokaido").put({"automa deck": "2 2 3"})
    listing = unescape(client.get("/components").text)
    assert "Tokaido: the two Automas" in listing and "1 fact known · 3 still to learn" in listing
    page = unescape(client.get("/components/tokaido").text)
    assert "your Automa cards" in page and "3 of 16 known so far: range 2 ×2, range 3 ×1" in page
    assert "automa deck</strong>" not in page  # the fact as a person names it
    assert "Imported from a file" in page
    assert "your Difficulty Level cards: 0 of 7 known" in page
    assert "/components/tokaido" in page_of(client, start_game(client, "tokaido", seed="1"))


def test_a_correction_and_forgetting_are_confirmed_first(client: TestClient,
                                                         store: Store) -> None:
    library = Library(store, "tokaido")
    library.put({"automa deck": "2 2 3"})
    page = client.get("/components/tokaido").text
    token = hidden(page, "csrf")
    asked = client.post("/components/tokaido", data={
        "csrf": token, "fact": "automa deck", "action": "correct", "value": "2 2 3T"})
    assert "Correct this fact?" in asked.text
    assert "range 3 + Temple ×1 (now: 3 of 16 known so far" in unescape(asked.text)
    assert library.known("automa deck") == "2 2 3"  # not yet
    done = client.post("/components/tokaido", follow_redirects=True, data={
        "csrf": token, "fact": "automa deck", "action": "correct", "value": "2 2 3t",
        "confirm": "yes"})
    assert "Your components are corrected" in done.text
    assert library.known("automa deck") == "2 2 3t"
    wrong = client.post("/components/tokaido", data={
        "csrf": token, "fact": "automa deck", "action": "correct", "value": "2 5"})
    assert wrong.status_code == 422
    assert "your Automa cards: &#39;5&#39; is not an Automa card" in wrong.text
    assert library.known("automa deck") == "2 2 3t"
    forget = client.post("/components/tokaido", data={
        "csrf": token, "fact": "automa deck", "action": "forget"})
    assert "Forget this fact?" in forget.text and library.known("automa deck") == "2 2 3t"
    client.post("/components/tokaido", data={
        "csrf": token, "fact": "automa deck", "action": "forget", "confirm": "yes"})
    assert library.known("automa deck") is None
    gone = client.post("/components/tokaido", data={
        "csrf": token, "fact": "automa deck", "action": "forget", "confirm": "yes"})
    assert gone.status_code == 409 and "hold no such fact" in gone.text
    forged = client.post("/components/tokaido", data={"fact": "automa deck",
                                                      "action": "forget", "confirm": "yes"})
    assert forged.status_code == 403


def test_a_game_in_progress_shows_after_another_game_taught_otherwise(
        client: TestClient, store: Store) -> None:
    # Issue 25, item 2: its page never fails (was HTTP 500) and never writes.
    from mp2_copy_table import CopyTable

    mp2 = find_game("marco-polo-2")
    saved = SavedPlay.start(store, mp2, {"character": "Navigator"}, 1)
    table = CopyTable(seed=1)
    library = Library(store, mp2.name, mp2)
    while library.known("trip slides") is None or (question := saved.session.question) is None \
            or question.fact is None or question.is_silent:
        table.play_saved(saved, until=len(saved.session.answers) + 1)
    library.correct(question.fact, table.answer(saved.session, question))  # learned since
    library.correct("trip slides", "; ".join(f"Town {n}, Village {n}, (end)"
                                             for n in range(1, 13)))
    facts = library.facts()
    shown = client.get(f"/g/{saved.game_id}")
    assert shown.status_code == 200
    assert library.facts() == facts
    assert len(store.load(saved.game_id).answers) == len(saved.session.answers)


def test_a_name_not_offered_is_typed_beside_the_choices_in_one_step(
        client: TestClient, store: Store) -> None:
    # Issue 23: "new: NAME" in Marco Polo II, in one step; issue 31: the name is typed once
    # in its field beside the cities' buttons (the name met for the first time), and that
    # answers the question at once.
    library = Library(store, "marco-polo-2")
    library.put({"cities": "Kabul; Xian"})
    game_id = start_game(client, "marco-polo-2", character="Navigator", seed="1")
    saved = SavedPlay.load(store, game_id)
    # The slide's first two cities are one typed answer; a direct route between them lets
    # the Automa reach the third, which is a choice with a name typed beside it.
    scripted = {"trip.first-cities": "Kabul, Xian", "map.way": "direct"}
    while (question := saved.session.question) is not None and \
            question.topic != "trip.next-city":
        saved.answer(scripted.get(question.topic) or (
            question.examples[0] if question.choices is None else
            ("money-bag" if "money-bag" in question.valid_answers()
             else question.valid_answers()[-1])))
    page = page_of(client, game_id)
    choices = choices_on(page)  # a city named before is a choice; Xian, the one before, is not
    assert "kabul" in choices and "xian" not in choices
    assert '<input id="taps-name" name="name" form="question-name"' in page
    assert "A city not met before" in page
    player = FormPlayer(client, game_id)
    assert player.name("Samarkand") == 303  # answered at once: nothing more to tap
    assert store.load(game_id).answers[-1] == "new: Samarkand"  # as typed in one step
    assert Library(store, "marco-polo-2").known("cities") == "Kabul; Xian; Samarkand"
