"""Helpers for Fantastic Factories tests: play a companion game from a script."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from soloist.engine.questions import Question
from soloist.engine.session import Session
from soloist.games import find_game

FF = find_game("fantastic-factories")

Answerer = Callable[[Question, Session], str]


def start(seed: int = 1, **options: object) -> Session:
    return Session.start(FF, options, seed)


def companion_answers(
    *,
    card: str = "production",
    trigger_in_round: int | None = None,
    score: int = 30,
) -> Answerer:
    """Answers every card with `card`, says the person triggered the end in the given round,
    and gives `score` as the final score."""

    def answer(question: Question, session: Session) -> str:
        topic = question.topic
        if topic.endswith("card-type"):
            return card
        if topic == "person.triggered-end":
            return "yes" if question.context["round"] == trigger_in_round else "no"
        if topic == "person.last-turn":
            return "done"
        if topic == "person.final-score":
            return str(score)
        if topic == "person.market-action":
            return "1"
        raise AssertionError(f"unexpected question {topic}")

    return answer


def play(session: Session, answerer: Answerer, limit: int = 1000) -> Session:
    for _ in range(limit):
        if session.question is None:
            return session
        session.answer(answerer(session.question, session))
    raise AssertionError("the game did not end")


def topics(session: Session) -> list[str]:
    """The topics of the questions the record answered, replayed."""
    replayed = Session.start(FF, dict(session.options), session.seed)
    seen = []
    for text in session.answers:
        assert replayed.question is not None
        seen.append(replayed.question.topic)
        replayed.answer(text)
    return seen


def rounds_logged(session: Session) -> list[int]:
    return [int(str(event.field("round"))) for event in session.log
            if event.actor == "round" and event.template.startswith("Round")]


def option_map(session: Session) -> Mapping[str, object]:
    return session.options
