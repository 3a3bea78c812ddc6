"""Playing a game out with a stand-in answering the person's questions (simulation).

The same rules text as every other use: this driver only answers the questions a play
yields. A simulated game is reproduced from (game, options, seed, stand-in), because a
stand-in is deterministic given the game's chance streams, so it keeps no answer list.
Every answer is still checked by its question, as in play.

A question about a fact of the person's copy is answered as a session with a library
answers it (`Session.supply`): from what this game was told, from `facts` (a snapshot of
the person's component library, so that simulation plays their own deck or map), or with
a silent fact's answer for when it is unknown; otherwise the stand-in answers it.
"""

from __future__ import annotations

from collections.abc import Mapping

from soloist.engine.chance import Chance
from soloist.engine.errors import InvalidAnswer
from soloist.engine.game import GameDefinition, OptionValue, Result, StandInFactory
from soloist.engine.log import Log
from soloist.engine.questions import Question


def play_out(
    definition: GameDefinition,
    options: Mapping[str, OptionValue],
    seed: int,
    stand_in: StandInFactory,
    *,
    log: Log | None = None,
    facts: Mapping[str, str] | None = None,
) -> Result:
    """The result of one game with canonical `options`, a stand-in playing the person;
    `facts`: the person's component library, as fact → answer."""
    chance = Chance(seed)
    play = definition.new_play(options, chance, log if log is not None else Log(enabled=False))
    person = stand_in(chance)
    answer = person.answer
    run = play.run()
    send = run.send
    told: dict[str, str] = dict(facts or {})
    try:
        question = next(run)
        while True:
            if question.fact is None:
                text = answer(question, play)
            else:
                known = known_answer(question, told)
                if known is None:
                    known = told[str(question.fact)] = answer(question, play)
                text = known
            # A stand-in answers with a choice's exact key: its value is found at once.
            # Any other answer is parsed, and refused if not valid, as in play.
            choices = question.choices
            exact = choices.by_key.get(text) if choices is not None else None
            question = send(exact.value if exact is not None else question.parse(text)[1])
    except StopIteration as stop:
        result: Result = stop.value
        return result


def known_answer(question: Question, told: dict[str, str]) -> str | None:
    """The answer simulation gives itself to a fact question, as `Session.supply` does in
    play: what this game was told (or `told`'s library snapshot holds) of the fact, or a
    silent fact's answer for when it is unknown; None when the stand-in must answer.
    What it gives is kept in `told` (this game is never told two things of one fact)."""
    fact = str(question.fact)
    known = told.get(fact)
    if known is not None and question.if_unknown is not None and known != question.if_unknown:
        known = _readable(question, known)
    if known is None:
        known = question.if_unknown
    if known is not None:
        told[fact] = known
    return known


def _readable(question: Question, known: str) -> str | None:
    """A silent fact's value from the library, or None when it does not read (then its
    answer for when it is unknown is given, as in play: a silent fact is never asked)."""
    try:
        question.parse(known)
    except InvalidAnswer:
        return None
    return known
