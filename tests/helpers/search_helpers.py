"""Helpers for the tests of the `strong` stand-ins: play a game to its searched decisions."""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Mapping

from soloist.engine.autoplay import known_answer
from soloist.engine.chance import Chance
from soloist.engine.game import GameDefinition, OptionValue, Play, StandInFactory
from soloist.engine.log import Log
from soloist.engine.questions import Question


def decisions(definition: GameDefinition, options: Mapping[str, OptionValue], seed: int,
              policy: StandInFactory, topics: Collection[str]
              ) -> Iterator[tuple[Question, Play, Chance]]:
    """Each decision of `topics` in a game `policy` plays, with the play waiting at it (and
    the game's chance); the game goes on with `policy`'s answer once the caller is done."""
    chance = Chance(seed)
    play = definition.new_play(definition.parse_options(options), chance, Log(enabled=False))
    player = policy(chance)
    run = play.run()
    question = next(run)
    told: dict[str, str] = {}
    try:
        while True:
            if question.topic in topics:
                yield question, play, chance
            text = known_answer(question, told) if question.fact is not None else None
            if text is None:
                text = player.answer(question, play)
            assert question.choices is not None or question.between is not None or \
                question.fact is not None
            question = run.send(question.parse(text)[1])
    except StopIteration:
        return


def play_on(run_question: Question, run: object, play: Play, player: object) -> object:
    """Answer every question of a resumed copy with `player` to the end; its result."""
    question = run_question
    answer: Callable[[Question, Play], str] = player.answer  # type: ignore[attr-defined]
    send = run.send  # type: ignore[attr-defined]
    try:
        while True:
            question = send(question.parse(answer(question, play))[1])
    except StopIteration as end:
        return end.value
