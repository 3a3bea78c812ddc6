"""Digital play: what must always hold, whatever the legal answers and the chance."""

from __future__ import annotations

from ff_digital import (
    FF,
    blueprints_everywhere,
    contractors_everywhere,
    digital_play,
    digital_session,
)
from hypothesis import given, settings
from hypothesis import strategies as st

from soloist.engine.errors import InvalidAnswer
from soloist.engine.questions import Question
from soloist.engine.session import Session
from soloist.games.fantastic_factories.actions import END_WORK, Build, Place, WorkAction
from soloist.games.fantastic_factories.effects import ACTIVATIONS, Budget
from soloist.games.fantastic_factories.headquarters import ROWS
from soloist.games.fantastic_factories.workshop import Workshop

DIFFICULTIES = st.sampled_from(["easy", "medium", "hard", "very-hard"])
SEEDS = st.integers(0, 2**32)
#: A whole random game takes a few hundred answers: a few dozen games are plenty.
GAMES = settings(max_examples=25)


def any_legal_answer(data: st.DataObject, question: Question) -> str:
    assert question.choices is not None, "digital play offers every answer as a choice"
    return data.draw(st.sampled_from(question.choices.keys))


@GAMES
@given(st.data(), DIFFICULTIES, SEEDS, st.sampled_from(["keep", "discard"]))
def test_random_legal_play_always_ends_and_conserves_every_card(
        data: st.DataObject, difficulty: str, seed: int, investor: str) -> None:
    """Blueprints: deck + discard pile + market + your hand + your compound + the Machine's
    compound = 74; contractors: deck + discard pile + market = 17, at every question."""
    session = digital_session(seed, difficulty=difficulty, investor=investor)
    play = digital_play(session)
    for _ in range(3000):
        if session.question is None:
            break
        assert blueprints_everywhere(play) == 74
        assert contractors_everywhere(play) == 17
        session.answer(any_legal_answer(data, session.question))
    else:
        raise AssertionError("the game did not end")
    assert blueprints_everywhere(play) == 74
    assert session.result is not None
    summary = session.result.summary()
    assert summary["person_score"] == summary["person_goods"] + summary["person_prestige"]
    assert summary["outcome"] in ("win", "loss", "tie")


@GAMES
@given(st.data(), DIFFICULTIES, SEEDS)
def test_replay_gives_the_same_log_and_state(
        data: st.DataObject, difficulty: str, seed: int) -> None:
    session = digital_session(seed, difficulty=difficulty)
    for _ in range(data.draw(st.integers(0, 250))):
        if session.question is None:
            break
        session.answer(any_legal_answer(data, session.question))
    again = Session.replay(FF, session.record)
    assert again.log.texts() == session.log.texts()
    assert again.play.view() == session.play.view()
    assert (again.question.to_json() if again.question else None) == (
        session.question.to_json() if session.question else None)


@GAMES
@given(st.data(), SEEDS, st.text(max_size=20))
def test_a_rejected_answer_changes_nothing(data: st.DataObject, seed: int, garbage: str) -> None:
    session = digital_session(seed)
    for _ in range(data.draw(st.integers(0, 80))):
        if session.question is None:
            return
        session.answer(any_legal_answer(data, session.question))
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


@GAMES
@given(st.data(), SEEDS)
def test_undo_and_a_different_answer_never_change_what_was_revealed(
        data: st.DataObject, seed: int) -> None:
    """Undo replays all answers but the last: the dice and cards revealed before it stay
    as they were, whatever is answered instead."""
    session = digital_session(seed)
    for _ in range(data.draw(st.integers(1, 150))):
        if session.question is None:
            return
        session.answer(any_legal_answer(data, session.question))
    if len(session.answers) < 1:
        return
    texts = session.log.texts()
    undone = session.undo()
    kept = undone.log.texts()
    assert texts[:len(kept)] == kept
    if undone.question is not None:
        undone.answer(any_legal_answer(data, undone.question))
        assert undone.log.texts()[:len(kept)] == kept


def rolls_by_round(session: Session) -> dict[int, tuple[str, str]]:
    """Per round: the Machine's roll, and your white dice (unless a Foreman set them)."""
    rolls: dict[int, tuple[str, str]] = {}
    current, mine, foreman = 0, "", False
    for text in session.log.texts():
        if text.startswith("Round "):
            current, mine, foreman = int(text.split()[1]), "", False
        elif text.startswith("Foreman:"):
            foreman = True
        elif text.startswith("You roll: ") and not foreman:
            mine = " ".join(text.removeprefix("You roll: ").rstrip(".").split()[:4])
        elif text.startswith("The Machine rolls"):
            rolls[current] = (text, mine)
    return rolls


@settings(max_examples=15)
@given(st.data(), SEEDS)
def test_different_answers_never_shift_a_roll(data: st.DataObject, seed: int) -> None:
    """Each round's dice come from their own streams: whatever you answer, the Machine rolls
    the same dice in round r, and your 4 white dice show the same values."""
    games = []
    for _ in range(2):
        session = digital_session(seed)
        while session.question is not None:
            session.answer(any_legal_answer(data, session.question))
        games.append(rolls_by_round(session))
    first, second = games
    for round_number in set(first) & set(second):
        machine_one, mine_one = first[round_number]
        machine_two, mine_two = second[round_number]
        assert machine_one == machine_two
        if mine_one and mine_two:
            assert mine_one == mine_two


def plainly_legal(work: Workshop) -> list[WorkAction]:
    """The legal work actions worked out the plain way, afresh from the rules' sentences
    (the rules' own `legal_actions` makes each option once and reuses it)."""
    person = work.person
    found: list[WorkAction] = []
    seen: set[str] = set()
    for card in person.hand:
        if card.name in seen:
            continue
        seen.add(card.name)
        metal, energy = work.build_cost(card)
        if (work.may_build(card.name) and metal <= person.metal and energy <= person.energy
                and any(other is not card and other.tool == card.tool for other in person.hand)):
            built = sum(other.name == card.name for other in person.compound)
            prestige = card.prestige if isinstance(card.prestige, int) else card.prestige[
                min(built, len(card.prestige) - 1)]
            found.append(Build(card.name, card.tool, metal, energy, prestige))
    for row in ROWS:
        for value in sorted({die.value for die in person.dice}):
            if person.headquarters.accepts(row, value):
                found.append(Place.on(row, value, person.headquarters))
    budget = Budget.of(person)
    seen = set()
    for card in person.compound:
        if card.name in seen or card.name in person.activated:
            continue
        seen.add(card.name)
        activation = ACTIVATIONS.get(card.name)
        if activation is not None:
            found.extend(activation.options(card, work, budget))
    found.append(END_WORK)
    return found


@settings(max_examples=12)
@given(st.data(), DIFFICULTIES, SEEDS)
def test_the_work_actions_offered_are_those_the_rules_allow_worked_out_afresh(
        data: st.DataObject, difficulty: str, seed: int) -> None:
    """At every step of every work phase of a random game, the actions offered (made once
    and reused, `Activation.offers`) are exactly those worked out afresh, in the same order."""
    session = digital_session(seed, difficulty=difficulty)
    play = digital_play(session)
    steps = 0
    while session.question is not None:
        question = session.question
        if question.topic == "person.work":
            assert question.choices is not None
            assert list(question.choices.values) == plainly_legal(play.work)
            steps += 1
        session.answer(any_legal_answer(data, question))
    assert steps > 10
