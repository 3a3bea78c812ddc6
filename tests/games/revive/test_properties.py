"""What must always hold, whatever the answers, the cards and the map."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from revive_helpers import REVIVE, start

from soloist.engine.errors import InvalidAnswer
from soloist.engine.questions import Question
from soloist.engine.session import Session

SEEDS = st.integers(0, 2**32)
#: physical table (asks), a map with the person's moves asked (digital play), simulation's
#: model table; with or without the tribe's tokens.
TABLES = st.sampled_from([
    {}, {"tribe": "target-tokens"}, {"sample": True}, {"sample": True, "tribe": "target-tokens"},
    {"board": None, "sample": False, "s_cards": "2+6"}, {"table": "model", "sample": True},
])


def any_valid_answer(data: st.DataObject, question: Question) -> str:
    """Any of the offered choices; for a count, 0-8 (longer lists only lengthen the game);
    for the final score, any score."""
    if question.choices is not None:
        return data.draw(st.sampled_from(question.choices.keys))
    if question.text is not None:
        return data.draw(st.sampled_from(question.examples))
    assert question.between is not None
    low, high = question.between
    if question.topic != "person.final-score":
        high = min(high, low + 8)
    return str(data.draw(st.integers(low, high)))


def check_invariants(session: Session) -> None:
    view: dict[str, Any] = session.play.view()  # type: ignore[assignment]
    mautoma = view["mautoma"]
    if mautoma is None:
        return
    left = mautoma["pieces_left"]
    assert 0 <= left["small"] <= 5 and 0 <= left["large"] <= 3 and 0 <= left["figures"] <= 7
    placed = mautoma["placed"]
    assert placed["buildings"] == 8 - left["small"] - left["large"]
    assert placed["figures"] == 7 - left["figures"]
    table = view["table"]
    if "mautoma_buildings" in table:
        assert len(table["mautoma_buildings"]) == placed["buildings"] <= 8
        assert len(table["mautoma_figures"]) == placed["figures"] <= 7
    # the Action Deck starts with 2 cards and grows by exactly one per refresh turn
    refreshes = mautoma["refreshes"]
    assert mautoma["deck_sizes"] == [2, 3, 4, 5][:refreshes + 1]
    # cards are never created or lost: 5 in play (one went back to the box at setup)
    in_hand = mautoma["in_hand"] is not None
    assert (mautoma["action_deck"] + len(mautoma["discards"]) + mautoma["progress_deck"]
            + in_hand) == 5
    assert mautoma["progress_deck"] == 3 - refreshes


def play_randomly(data: st.DataObject, session: Session, limit: int = 3000) -> int:
    for count in range(limit):
        check_invariants(session)
        if session.question is None:
            return count
        session.answer(any_valid_answer(data, session.question))
    raise AssertionError(f"the game did not end within {limit} answers")


@given(st.data(), TABLES, SEEDS)
def test_any_sequence_of_valid_answers_ends_the_game_and_keeps_the_pieces(
        data: st.DataObject, options: dict[str, object], seed: int) -> None:
    """Pieces never exceed 5 small, 3 large buildings and 7 figures; the Action Deck grows by
    one card per refresh; no card is created or lost; the game always ends."""
    session = start(seed, **options)
    play_randomly(data, session)
    assert session.result is not None
    summary = session.result.summary()
    assert summary["person_turns"] == 18 and summary["mautoma_turns"] == 17
    assert summary["mautoma_buildings"] <= 8 and summary["mautoma_figures"] <= 7


@given(st.data(), TABLES, SEEDS)
def test_replay_reproduces_the_state_and_the_log(
        data: st.DataObject, options: dict[str, object], seed: int) -> None:
    session = start(seed, **options)
    stop = data.draw(st.integers(0, 150))
    for _ in range(stop):
        if session.question is None:
            break
        session.answer(any_valid_answer(data, session.question))
    again = Session.replay(REVIVE, session.record)
    assert again.log.texts() == session.log.texts()
    assert again.play.view() == session.play.view()
    assert again.answers == session.answers
    undone = session.undo() if len(session.answers) > len(session.supplied) else session
    assert undone.log.texts() == session.log.texts()[:len(undone.log.texts())]


@given(st.data(), TABLES, SEEDS, st.text(max_size=6))
def test_a_rejected_answer_changes_nothing(
        data: st.DataObject, options: dict[str, object], seed: int, text: str) -> None:
    session = start(seed, **options)
    for _ in range(data.draw(st.integers(0, 40))):
        if session.question is None:
            return
        session.answer(any_valid_answer(data, session.question))
    question = session.question
    if question is None:
        return
    try:
        question.parse(text)
    except InvalidAnswer:
        pass
    else:
        return  # the text happens to be valid
    before = (session.log.texts(), session.play.view(), list(session.answers))
    with pytest.raises(InvalidAnswer):
        session.answer(text)
    assert (session.log.texts(), session.play.view(), list(session.answers)) == before


@given(SEEDS)
def test_the_same_seed_and_answers_give_the_same_mautoma(seed: int) -> None:
    """No hidden randomness: the Mautoma's cards and marker depend on the seed alone."""
    first, second = start(seed, sample=True), start(seed, sample=True)
    for session in (first, second):
        while session.question is not None and session.question.topic != "person.final-score":
            session.answer("done" if session.question.topic == "person.map-action" else "yes")
    assert first.log.texts() == second.log.texts()
