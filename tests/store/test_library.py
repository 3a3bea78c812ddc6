"""The component library in the save database: learned with the answer, never overwritten
silently, taken back by undo, shared by games (and processes) playing at once."""

from __future__ import annotations

import multiprocessing
from collections.abc import Iterator

import pytest
from copy_game import TRIP, learn_in_another_process

from soloist.engine import registry
from soloist.engine.errors import InvalidAnswer
from soloist.engine.library import KEEP_KNOWN, TAKE_GIVEN, FactConflict
from soloist.play.companion import SavedPlay
from soloist.store import Store
from soloist.store.library import Library, games_with_facts


@pytest.fixture(autouse=True)
def trip_registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setitem(registry._GAMES, TRIP.name, TRIP)
    yield


@pytest.fixture
def store(save_location: str) -> Iterator[Store]:
    """Once on SQLite and once on PostgreSQL."""
    opened = Store(save_location)
    yield opened
    opened.close()


def topic(saved: SavedPlay) -> str | None:
    question = saved.session.question
    return None if question is None else question.topic


def play_through(saved: SavedPlay, answers: dict[str, str]) -> list[str]:
    """Answer by topic until the game ends; returns the topics asked."""
    asked = []
    while (current := topic(saved)) is not None:
        asked.append(current)
        saved.answer(answers[current])
    return asked


def test_a_fact_is_learned_with_its_answer_and_never_asked_in_the_next_game(
        store: Store) -> None:
    first = SavedPlay.start(store, TRIP, {"legs": 3}, seed=1)
    assert play_through(first, {"copy.steps": "3", "copy.card": "red"}) == [
        "copy.steps", "copy.card", "copy.steps", "copy.card", "copy.card"]
    library = Library(store, "trip")
    assert library.as_mapping() == {"steps A-B": "3", "steps B-A": "3", "most red seen": "3"}
    second = SavedPlay.start(store, TRIP, {"legs": 3}, seed=2)
    assert play_through(second, {"copy.card": "blue"}) == ["copy.card"] * 3
    assert store.load(second.game_id).supplied == {1: "deck", 2: "steps A-B",
                                                   4: "steps B-A", 6: "steps A-B"}
    assert games_with_facts(store) == [("trip", 3)]


def test_a_saved_game_replays_identically_after_the_library_changes(store: Store) -> None:
    saved = SavedPlay.start(store, TRIP, {"legs": 3}, seed=1)
    saved.answer("4")
    saved.answer("red")
    log = [event.text for event in saved.session.log]
    library = Library(store, "trip")
    library.correct("steps A-B", "6")
    library.forget("most red seen")
    again = SavedPlay.load(store, saved.game_id)
    assert again.session.answers == saved.session.answers
    assert [event.text for event in again.session.log] == log
    assert again.session.play.view() == saved.session.play.view()


def test_a_contradicting_answer_is_asked_about_never_silently_kept(store: Store) -> None:
    one = SavedPlay.start(store, TRIP, {}, seed=1)
    two = SavedPlay.start(store, TRIP, {}, seed=2)  # both wait for the steps A to B
    one.answer("3")
    with pytest.raises(FactConflict) as raised:
        two.answer("5")
    conflict = raised.value
    assert (conflict.known, conflict.given, conflict.direct) == ("3", "5", True)
    assert conflict.learned_from.startswith("your answer in a game on ")
    assert store.load(two.game_id).answers == ("assumed",)  # nothing stored
    assert two.session.answers == ["assumed"] and topic(two) == "copy.steps"
    assert Library(store, "trip").known("steps A-B") == "3"
    question = conflict.question()
    assert question.choices is not None and question.choices.keys == (KEEP_KNOWN, TAKE_GIVEN)
    two.settle(conflict, KEEP_KNOWN, "5")
    assert two.session.answers == ["assumed", "3"]
    assert Library(store, "trip").known("steps A-B") == "3"


def test_the_person_may_say_their_new_answer_is_right(store: Store) -> None:
    one = SavedPlay.start(store, TRIP, {}, seed=1)
    two = SavedPlay.start(store, TRIP, {}, seed=2)
    one.answer("3")
    with pytest.raises(FactConflict) as raised:
        two.answer("5")
    two.settle(raised.value, TAKE_GIVEN, "5")
    assert Library(store, "trip").known("steps A-B") == "5"
    assert store.load(two.game_id).answers == ("assumed", "5")


def test_a_derived_fact_merges_and_undo_takes_back_what_an_answer_taught(
        store: Store) -> None:
    saved = SavedPlay.start(store, TRIP, {"legs": 2}, seed=1)
    saved.answer("2")
    saved.answer("red")
    library = Library(store, "trip")
    assert library.known("most red seen") == "1"
    library.put({"most red seen": "1"})  # the same value again: no conflict
    saved.answer("1")
    saved.answer("red")
    assert library.known("most red seen") == "2"
    assert saved.undo() == "red"
    assert library.known("most red seen") == "1"  # the earlier value back
    assert saved.undo() == "1"
    assert library.known("steps B-A") is None  # the answer that taught it was taken back
    assert topic(saved) == "copy.steps"
    assert store.load(saved.game_id).answers == tuple(saved.session.answers)


def test_undo_skips_supplied_answers(store: Store) -> None:
    Library(store, "trip").put({"steps A-B": "2", "steps B-A": "2"})
    saved = SavedPlay.start(store, TRIP, {"legs": 3}, seed=1)
    saved.answer("red")
    saved.answer("blue")
    assert saved.session.answers == ["assumed", "2", "red", "2", "blue", "2"]
    assert saved.undo() == "blue"
    assert saved.session.answers == ["assumed", "2", "red", "2"]
    assert store.load(saved.game_id).supplied == {1: "deck", 2: "steps A-B", 4: "steps B-A"}
    saved.undo()
    with pytest.raises(InvalidAnswer):
        saved.undo()
    assert Library(store, "trip").known("steps A-B") == "2"  # imported: not taught by undo


def test_an_import_is_all_or_nothing(store: Store) -> None:
    library = Library(store, "trip")
    library.put({"steps A-B": "2"})
    with pytest.raises(FactConflict):
        library.put({"steps B-A": "4", "steps A-B": "3"})
    assert library.as_mapping() == {"steps A-B": "2"}


def test_two_processes_learning_at_once_lose_nothing(save_location: str) -> None:
    location = save_location
    Store(location).close()
    context = multiprocessing.get_context("spawn")
    processes = [context.Process(target=learn_in_another_process, args=(location, n, "3"))
                 for n in range(2)]
    for process in processes:
        process.start()
    for process in processes:
        process.join(60)
        assert process.exitcode == 0
    store = Store(location)
    assert Library(store, "trip").as_mapping() == {"steps A-B": "3", "most red seen": "1"}
    assert sum(1 for game in store.list_games() if game.is_finished) == 2
    store.close()


def test_the_terminal_asks_which_is_right_and_goes_on(store: Store) -> None:
    import io

    from soloist.play.screen import Screen
    from soloist.play.terminal import TerminalCompanion

    two = SavedPlay.start(store, TRIP, {}, seed=2)  # waits for the steps A to B …
    SavedPlay.start(store, TRIP, {}, seed=1).answer("3")  # … which another game learns
    output = io.StringIO()
    console = Screen(file=output, width=300, color_system=None)
    replies = iter(["5", "given", "red", "2", "blue", "red", ""])
    console.input = lambda prompt="", **_: next(replies)  # type: ignore[method-assign]
    TerminalCompanion(console, two).run()
    shown = output.getvalue()
    assert "Which is right about steps A-B? Your components say 3 (your answer in a game on " \
        in shown
    assert "Your answer now says 5." in shown
    assert Library(store, "trip").known("steps A-B") == "5"
    assert store.info(two.game_id).is_finished
