"""Sessions: answers, records, replay and undo."""

from __future__ import annotations

import json

import pytest
from toy_game import GUESS

from soloist.engine.errors import GameOver, InvalidAnswer, OptionError, SaveError
from soloist.engine.session import FORMAT_VERSION, Record, Session


def test_a_session_asks_until_the_game_ends() -> None:
    session = Session.start(GUESS, {"rounds": 2}, seed=5)
    assert session.question is not None and session.question.topic == "guess"
    session.answer("3")
    session.answer("4")
    assert session.question is not None and session.question.topic == "again"
    session.answer("yes")
    assert session.is_over and session.result is not None
    assert session.result.summary()["rounds"] == 2
    with pytest.raises(GameOver):
        session.answer("1")


def test_a_rejected_answer_changes_nothing() -> None:
    session = Session.start(GUESS, {"rounds": 2}, seed=5)
    session.answer("3")
    before = (list(session.answers), session.log.texts(), session.play.view())
    with pytest.raises(InvalidAnswer):
        session.answer("9")
    assert (list(session.answers), session.log.texts(), session.play.view()) == before


def test_replaying_the_record_gives_the_same_state_and_log() -> None:
    session = Session.start(GUESS, {"rounds": 4}, seed=11)
    for text in ("1", "2", "6"):
        session.answer(text)
    record = Record.from_json(json.loads(session.record.dumps()))
    again = Session.replay(GUESS, record)
    assert again.log.texts() == session.log.texts()
    assert again.play.view() == session.play.view()
    assert again.question is not None and again.question.prompt == session.question.prompt


def test_undo_takes_back_the_last_answer_and_keeps_the_dice() -> None:
    session = Session.start(GUESS, {"rounds": 3}, seed=8)
    session.answer("1")
    session.answer("2")
    rolled = session.play.view()["rolled"]
    undone = session.undo()
    assert undone.answers == ["1"]
    undone.answer("5")  # a different answer: the dice already revealed stay the same
    assert undone.play.view()["rolled"] == rolled
    with pytest.raises(InvalidAnswer):
        Session.start(GUESS, {}, seed=1).undo()


def test_options_are_checked() -> None:
    with pytest.raises(OptionError, match="above 20"):
        Session.start(GUESS, {"rounds": 21}, seed=1)
    with pytest.raises(OptionError, match="no option 'colour'"):
        Session.start(GUESS, {"colour": "red"}, seed=1)


def test_a_record_from_a_newer_soloist_is_refused_saying_why() -> None:
    data = Session.start(GUESS, {}, seed=1).record.to_json()
    data["format_version"] = FORMAT_VERSION + 1
    with pytest.raises(SaveError, match="newer Soloist"):
        Record.from_json(data)


def test_a_record_of_other_rules_is_refused() -> None:
    record = Session.start(GUESS, {}, seed=1).record
    other = Record(record.game, record.rules_version + 1, record.options, record.seed)
    with pytest.raises(SaveError, match="rules version"):
        Session.replay(GUESS, other)


def test_a_record_whose_answers_do_not_replay_is_refused_naming_the_answer() -> None:
    record = Record("guess", 1, {"rounds": 1}, 3, ("4", "maybe"))
    with pytest.raises(SaveError, match="answer 2 \\('maybe'\\)"):
        Session.replay(GUESS, record)
    too_long = Record("guess", 1, {"rounds": 1}, 3, ("4", "yes", "1"))
    with pytest.raises(SaveError, match="after the end"):
        Session.replay(GUESS, too_long)


@pytest.mark.parametrize("broken", [
    [], {"format_version": 1}, {"format_version": 1, "game": "guess", "rules_version": 1,
                                 "options": {}, "seed": -1, "answers": []},
    {"format_version": 1, "game": "guess", "rules_version": 1, "options": {}, "seed": 1,
     "answers": [1]},
])
def test_a_malformed_record_is_refused(broken: object) -> None:
    with pytest.raises(SaveError):
        Record.from_json(broken)


def test_the_log_events_each_answer_set_off_are_marked() -> None:
    session = Session.start(GUESS, {"rounds": 3}, seed=8)
    assert session.answer_marks == []
    session.answer("1")
    session.answer("2")
    # Each answer of the guessing game logs one line: the die and the guess.
    assert session.answer_marks == [0, 1]
    assert [event.text for event in session.log.since(session.answer_marks[-1])] == [
        session.log.texts()[-1]]
    again = Session.replay(GUESS, session.record)
    assert again.answer_marks == session.answer_marks
    assert session.undo().answer_marks == [0]
    with pytest.raises(InvalidAnswer):
        session.answer("9")
    assert session.answer_marks == [0, 1]  # a refused answer marks nothing
