"""What must always hold, whatever the answers and the dice."""

from __future__ import annotations

from ff_helpers import FF, start
from hypothesis import given
from hypothesis import strategies as st

from soloist.engine.errors import InvalidAnswer
from soloist.engine.questions import Question
from soloist.engine.session import Session
from soloist.games.fantastic_factories.rules import FactoryPlay
from soloist.games.fantastic_factories.table import ModelTable

DIFFICULTIES = st.sampled_from(["easy", "medium", "hard", "very-hard"])
TABLES = st.sampled_from(["physical", "virtual-deck", "model"])
SEEDS = st.integers(0, 2**32)


def any_valid_answer(data: st.DataObject, question: Question) -> str:
    if question.choices is not None:
        return data.draw(st.sampled_from(question.choices.keys))
    assert question.between is not None
    return str(data.draw(st.integers(*question.between)))


def play_randomly(data: st.DataObject, session: Session, limit: int = 400) -> int:
    for count in range(limit):
        if session.question is None:
            return count
        session.answer(any_valid_answer(data, session.question))
    raise AssertionError(f"the game did not end within {limit} answers")


@given(st.data(), DIFFICULTIES, TABLES, SEEDS)
def test_any_sequence_of_valid_answers_ends_the_game(
        data: st.DataObject, difficulty: str, table: str, seed: int) -> None:
    session = start(seed, difficulty=difficulty, table=table)
    play_randomly(data, session)
    assert session.result is not None
    summary = session.result.summary()
    assert summary["machine_score"] >= summary["machine_cards"]


@given(st.data(), DIFFICULTIES, TABLES, SEEDS)
def test_replay_reproduces_the_state_and_the_log(
        data: st.DataObject, difficulty: str, table: str, seed: int) -> None:
    session = start(seed, difficulty=difficulty, table=table)
    stop = data.draw(st.integers(0, 60))
    for _ in range(stop):
        if session.question is None:
            break
        session.answer(any_valid_answer(data, session.question))
    again = Session.replay(FF, session.record)
    assert again.log.texts() == session.log.texts()
    assert again.play.view() == session.play.view()
    assert again.answers == session.answers


@given(st.data(), DIFFICULTIES, SEEDS)
def test_no_blueprint_is_created_or_lost(data: st.DataObject, difficulty: str, seed: int) -> None:
    """deck + discard pile + market + the person's cards + the Machine's compound = 74."""
    session = start(seed, difficulty=difficulty, table="model")
    play_ = session.play
    assert isinstance(play_, FactoryPlay) and isinstance(play_.table, ModelTable)
    table = play_.table
    while session.question is not None:
        in_market = sum(card is not None for card in table.market)
        total = (len(table.blueprints) + len(table.blueprints.discards) + in_market
                 + len(table.person_cards) + play_.machine.cards)
        assert total == 74
        session.answer(any_valid_answer(data, session.question))


@given(st.data(), TABLES, SEEDS, st.text(max_size=12))
def test_a_rejected_answer_changes_nothing(
        data: st.DataObject, table: str, seed: int, garbage: str) -> None:
    session = start(seed, table=table)
    for _ in range(data.draw(st.integers(0, 15))):
        if session.question is None:
            return
        session.answer(any_valid_answer(data, session.question))
    if session.question is None:
        return
    before = (list(session.answers), session.log.texts(), session.play.view())
    try:
        session.question.parse(garbage)
    except InvalidAnswer:
        try:
            session.answer(garbage)
        except InvalidAnswer:
            pass
        else:
            raise AssertionError("an answer the question refuses was accepted") from None
        assert (list(session.answers), session.log.texts(), session.play.view()) == before


@given(st.data(), SEEDS)
def test_undo_never_rerolls_dice_already_rolled(data: st.DataObject, seed: int) -> None:
    session = start(seed, difficulty="medium")
    play_randomly_until = data.draw(st.integers(4, 30))
    for _ in range(play_randomly_until):
        if session.question is None:
            return
        session.answer(any_valid_answer(data, session.question))
    rolls = [t for t in session.log.texts() if t.startswith("The Machine rolls")]
    undone = session.undo()
    if undone.question is None:
        return
    undone.answer(any_valid_answer(data, undone.question))
    while undone.question is not None and len(
            [t for t in undone.log.texts() if t.startswith("The Machine rolls")]) < len(rolls):
        undone.answer(any_valid_answer(data, undone.question))
    again = [t for t in undone.log.texts() if t.startswith("The Machine rolls")]
    assert again[:len(rolls)] == rolls[:len(again)]
