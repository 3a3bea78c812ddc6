"""The component library as a session sees it: facts of the person's copy, asked once."""

from __future__ import annotations

import pytest
from copy_game import ASSUMED_DECK, TRIP
from hypothesis import given
from hypothesis import strategies as st

from soloist.engine.autoplay import play_out
from soloist.engine.errors import InvalidAnswer
from soloist.engine.library import MemoryLibrary
from soloist.engine.session import Record, Session
from soloist.engine.stand_ins import RandomStandIn


def topics(session: Session) -> str | None:
    return None if session.question is None else session.question.topic


def test_a_fact_told_once_is_not_asked_again_in_the_same_game() -> None:
    session = Session.start(TRIP, {"legs": 3}, seed=1)
    assert session.answers == ["assumed"]  # the silent deck fact: ASSUMED when unknown
    assert session.supplied == {1: "deck"}
    assert topics(session) == "copy.steps"  # A to B: asked
    session.answer("4")
    session.answer("red")
    assert topics(session) == "copy.steps"  # B to A: another fact, asked
    session.answer("2")
    session.answer("blue")
    # A to B again: told already, so supplied; the card is asked.
    assert topics(session) == "copy.card"
    assert session.answers[-1] == "4"
    assert session.supplied == {1: "deck", 6: "steps A-B"}
    assert session.facts == {"deck": "assumed", "steps A-B": "4", "steps B-A": "2"}
    assert session.person_answer_count == 4


def test_a_known_fact_is_never_asked_and_the_record_says_it_was_supplied() -> None:
    library = MemoryLibrary({"steps A-B": "5", "steps B-A": "1", "deck": "3/2"})
    session = Session.start(TRIP, {"legs": 2}, seed=1, library=library)
    asked = []
    while session.question is not None:
        asked.append(session.question.topic)
        session.answer("red")
    assert asked == ["copy.card", "copy.card"]
    record = session.record
    assert record.supplied == {1: "deck", 2: "steps A-B", 4: "steps B-A"}
    said = [event.text for event in session.log if event.actor == "library"]
    assert said == ["Your deck's composition: 3/2, as your components say.",
                    "How many steps from A to B? 5, as your components say.",
                    "How many steps from B to A? 1, as your components say."]
    assert record.answers == ("3/2", "5", "red", "1", "red")
    assert Record.from_json(record.to_json()) == record


def test_a_saved_game_replays_identically_after_the_library_changes() -> None:
    library = MemoryLibrary({"steps A-B": "5", "deck": "3/2"})
    session = Session.start(TRIP, {"legs": 3}, seed=2, library=library)
    for answer in ["red", "3", "blue", "red"]:
        session.answer(answer)
    library.facts.update({"steps A-B": "6", "steps B-A": "2", "deck": "9/9"})
    replayed = Session.replay(TRIP, session.record, library=library)
    assert replayed.answers == session.answers
    assert [e.text for e in replayed.log] == [e.text for e in session.log]
    assert replayed.play.view() == session.play.view()
    assert replayed.result is not None and session.result is not None
    assert replayed.result.headline() == session.result.headline() == \
        "13 steps with the 3/2 deck."


def test_a_fact_learned_elsewhere_since_is_supplied_when_the_game_resumes() -> None:
    session = Session.start(TRIP, {"legs": 3}, seed=2)
    assert topics(session) == "copy.steps"
    resumed = Session.replay(TRIP, session.record, library=MemoryLibrary({"steps A-B": "2"}))
    assert topics(resumed) == "copy.card"
    assert resumed.supplied == {1: "deck", 2: "steps A-B"}


def test_a_known_answer_that_does_not_fit_the_question_is_asked() -> None:
    session = Session.start(TRIP, {}, seed=1, library=MemoryLibrary({"steps A-B": "9"}))
    assert topics(session) == "copy.steps"  # 9 is out of the range 1-6: the person says


def test_a_silent_fact_takes_the_library_value_when_known() -> None:
    known = Session.start(TRIP, {}, seed=1, library=MemoryLibrary({"deck": "4/4"}))
    unknown = Session.start(TRIP, {}, seed=1, library=MemoryLibrary())
    assert known.answers == ["4/4"] and unknown.answers == [ASSUMED_DECK]
    assert [event.text for event in unknown.log] == [
        "Your deck's composition: not in your components yet."]


def test_undo_takes_back_the_persons_last_answer_and_what_was_supplied_after_it() -> None:
    session = Session.start(TRIP, {"legs": 3}, seed=1)
    for answer in ["4", "red", "2", "blue"]:
        session.answer(answer)
    assert session.answers == ["assumed", "4", "red", "2", "blue", "4"]
    undone = session.undo()
    assert undone.answers == ["assumed", "4", "red", "2"]
    assert topics(undone) == "copy.card"
    assert undone.supplied == {1: "deck"}
    assert undone.undo().undo().undo().answers == ["assumed"]
    with pytest.raises(InvalidAnswer, match="nothing to undo"):
        undone.undo().undo().undo().undo()


def test_simulation_reads_the_library_snapshot_it_is_given() -> None:
    facts = {"steps A-B": "6", "steps B-A": "6", "deck": "7/7"}
    result = play_out(TRIP, TRIP.parse_options({"legs": 4}), 3, RandomStandIn, facts=facts)
    assert result.headline() == "24 steps with the 7/7 deck."


@given(known=st.dictionaries(st.sampled_from(["steps A-B", "steps B-A"]),
                             st.integers(1, 6).map(str)),
       answers=st.lists(st.sampled_from(["1", "2", "3", "red", "blue"]), max_size=12))
def test_whatever_the_library_knows_replay_gives_the_same_game(
        known: dict[str, str], answers: list[str]) -> None:
    session = Session.start(TRIP, {"legs": 4}, seed=5, library=MemoryLibrary(known))
    for text in answers:
        if session.question is None:
            break
        try:
            session.answer(text)
        except InvalidAnswer:
            continue
    for fact, value in known.items():  # a known fact is never asked
        assert session.facts.get(fact, value) == value
    for number, fact in session.supplied.items():
        assert session.answers[number - 1] == session.facts[fact]
    again = Session.replay(TRIP, session.record)
    assert again.answers == session.answers
    assert again.play.view() == session.play.view()
    assert [e.text for e in again.log] == [e.text for e in session.log]
