"""Helpers for Tokaido's tests: tables set up as the worked examples describe them, and
sessions answered by topic. (Put on the import path by conftest.py.)"""

from __future__ import annotations

from collections.abc import Callable, Generator, Mapping

from soloist.engine.chance import Chance
from soloist.engine.log import Log
from soloist.engine.questions import Question
from soloist.engine.session import Session
from soloist.games import find_game
from soloist.games.tokaido import Tokaido
from soloist.games.tokaido.automa import Automa
from soloist.games.tokaido.digital import DigitalPerson
from soloist.games.tokaido.road import Item
from soloist.games.tokaido.rules import TokaidoPlay

TOKAIDO = find_game("tokaido")
assert isinstance(TOKAIDO, Tokaido)


def new_play(options: Mapping[str, object] | None = None, seed: int = 1) -> TokaidoPlay:
    """A play that has not started: place the travellers and give collections by hand."""
    play = TOKAIDO.new_play(TOKAIDO.parse_options(dict(options or {})), Chance(seed), Log())
    assert isinstance(play, TokaidoPlay)
    return play


def place(play: TokaidoPlay, **positions: int) -> None:
    """Put travellers on the road by the fact sheet's positions: place(play, green=35)."""
    travellers = {"you": play.person, **{a.key: a for a in play.automas}}
    for name, position in positions.items():
        play.journey.move(travellers[name], play.road.positions.index(position))


def give(automa: Automa, **items: int) -> None:
    """Her collection, column by column in the order given: give(green, coin=3, sea=4)."""
    for name, count in items.items():
        for _ in range(count):
            automa.receive(Item(name))


Answerer = Callable[[Session], str]


def first_asked(run: Generator[Question, object, object]) -> Question:
    """The first question a play's run puts to the person: what the person's components know
    of their decks (silent facts, nothing known here) is answered as a session would."""
    question = next(run)
    while question.is_silent:
        assert question.if_unknown is not None
        question = run.send(question.parse(question.if_unknown)[1])
    return question


def run_session(session: Session, answers: Mapping[str, str | Callable[[Session], str]],
                *, until: str | None = None, limit: int = 2000) -> Session:
    """Answer by topic until the game ends (or a question of topic `until` is asked). A
    topic with no answer given takes the first valid answer."""
    for _ in range(limit):
        question = session.question
        if question is None or question.topic == until:
            return session
        answer = answers.get(question.topic)
        if callable(answer):
            text = answer(session)
        elif answer is not None:
            text = answer
        else:
            text = question.valid_answers()[0]
        session.answer(text)
    raise AssertionError("the game did not end")




def drive(run: Generator[Question, object, object], *keys: str) -> list[Question]:
    """Play a generator of questions to its end with these answers (their text forms);
    returns the questions asked. Fails if it asks more, or stops before all are used."""
    asked: list[Question] = []
    try:
        question = next(run)
        for key in keys:
            asked.append(question)
            question = run.send(question.parse(key)[1])
    except StopIteration:
        assert len(asked) == len(keys), f"stopped after {len(asked)} of {len(keys)} answers"
        return asked
    raise AssertionError(f"one more question: {question.prompt}")


def digital_you(play: TokaidoPlay) -> DigitalPerson:
    person = play.person
    assert isinstance(person, DigitalPerson)
    return person
