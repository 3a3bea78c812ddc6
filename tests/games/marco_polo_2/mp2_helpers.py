"""Helpers for the Marco Polo II tests: positions from the seed's words, scripted tables."""

from __future__ import annotations

import random
from collections.abc import Callable, Generator, Mapping
from pathlib import Path
from typing import Any, TypeVar

from soloist.engine.chance import Chance
from soloist.engine.log import Log
from soloist.engine.questions import Question
from soloist.engine.session import Session
from soloist.games.marco_polo_2.context import Context
from soloist.games.marco_polo_2.data import SAMPLE
from soloist.games.marco_polo_2.position import Position, build
from soloist.games.marco_polo_2.turn import automa_turn

T = TypeVar("T")
FIXTURES = Path(__file__).parent / "fixtures"
SEED_MAP = FIXTURES / "seed-map"


def position(**parts: Any) -> Position:
    """A described position; `data` defaults to the seed's map fragment."""
    parts.setdefault("data", str(SEED_MAP))
    parts.setdefault("card", {"main": ["books"]})
    return Position.model_validate(parts)


def setup(**parts: Any) -> tuple[Context, Log]:
    """The Automa's play area and the table as a position describes them."""
    log = Log()
    described = position(**parts)
    ctx = build(described, "test position", FIXTURES / "position.toml", log, Chance(0))
    return ctx, log


def at_the_table(ctx: Context) -> Context:
    """The same position, with the facts no data file gives asked at the table (no
    component library: each is asked)."""
    from soloist.games.marco_polo_2.table import TableAtHand

    facts = ctx.facts
    ctx.board = ctx.board.for_play()  # what is told here is this play's only
    ctx.facts = TableAtHand(facts.data, facts.skill, facts.tp_card, "soloist", Chance(0),
                            ctx.log, board=ctx.board, library=False)
    return ctx


def automa_turn_in(**parts: Any) -> tuple[Context, list[str]]:
    """The Automa takes one turn in the described position (its roll: `roll`, default 1)."""
    ctx, log = setup(**parts)
    described = position(**parts)
    run(automa_turn(ctx, described.roll or 1))
    return ctx, log.texts()


def run(steps: Generator[Question, object, T],
        answers: Mapping[str, list[str]] | None = None) -> T:
    """Runs rules that may ask the table, answering each question by its topic in order;
    an unexpected question fails the test."""
    queue = {topic: list(values) for topic, values in (answers or {}).items()}
    try:
        question = next(steps)
        while True:
            if question.is_silent:  # a fact of the copy: no library here, so not known
                question = steps.send(silent(question))
                continue
            pending = queue.get(question.topic)
            assert pending, f"unexpected question {question.topic}: {question.prompt}"
            question = steps.send(question.parse(pending.pop(0))[1])
    except StopIteration as stop:
        leftover = {topic: left for topic, left in queue.items() if left}
        assert not leftover, f"answers not asked for: {leftover}"
        return stop.value  # type: ignore[no-any-return]


def silent(question: Question) -> object:
    """A silent fact of the person's copy, as a session without a library answers it: the
    answer for when it is unknown."""
    assert question.if_unknown is not None
    return question.parse(question.if_unknown)[1]


def random_answer(question: Question, rng: random.Random) -> str:
    if question.between is not None:
        low, high = question.between
        return str(rng.randint(low, min(high, low + 8)))
    return rng.choice(question.valid_answers())


def play_randomly(options: Mapping[str, object], seed: int, answers_seed: int,
                  check: Callable[[Session], None] | None = None,
                  limit: int = 5000) -> Session:
    """A whole game with uniformly random valid answers to every question."""
    rng = random.Random(answers_seed)
    session = Session.start(DEFINITION(), options, seed)
    for _ in range(limit):
        if session.question is None:
            return session
        session.answer(random_answer(session.question, rng))
        if check is not None:
            check(session)
    raise AssertionError(f"the game did not end within {limit} answers")


def DEFINITION() -> Any:
    from soloist.games import find_game

    return find_game("marco-polo-2")


SAMPLE_DATA = str(SAMPLE)


def play_with(session: Session, answer: Callable[[Question], str],
              limit: int = 5000) -> Session:
    """Answers every question with `answer` until the game ends."""
    for _ in range(limit):
        if session.question is None:
            return session
        session.answer(answer(session.question))
    raise AssertionError(f"the game did not end within {limit} answers")


def quiet_person(question: Question) -> str:
    """The person only ever uses the money bag (no action space, no black die), and the
    table answers the smallest thing: the first choice, the lowest number."""
    keys = question.valid_answers() if question.choices is not None else ()
    if question.topic == "person.action":
        return "money-bag" if "money-bag" in keys else "done"
    if question.between is not None:
        return str(question.between[0])
    if question.choices is None:
        return question.examples[0]
    return keys[0]


def sample_copy(tmp: Path, *, keep: tuple[str, ...] = ("board.toml", "tiles.toml",
                                                       "mautoma.toml", "characters.toml"),
                **replace: str) -> Path:
    """A copy of the sample data directory with some files left out or replaced."""
    directory = tmp / "data"
    directory.mkdir(exist_ok=True)
    for name in keep:
        (directory / name).write_text((SAMPLE / name).read_text())
    for name, text in replace.items():
        (directory / f"{name}.toml").write_text(text)
    return directory
