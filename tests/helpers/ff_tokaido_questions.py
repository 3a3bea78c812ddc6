"""The questions of a few seeded games of Fantastic Factories and Tokaido, played out by
stand-ins at every kind of table (companion, named cards, virtual deck, model, digital):
real questions, as the rules ask them, for the tests of their phrases (issue 32)."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from soloist.engine.autoplay import play_out
from soloist.engine.chance import Chance
from soloist.engine.game import OptionValue, Play, StandInFactory
from soloist.engine.log import Log
from soloist.engine.questions import Question
from soloist.engine.stand_ins import RandomStandIn
from soloist.games import find_game

#: Each game's tables, as (stand-in, options): every kind of play a person meets. "any" is
#: the engine's stand-in that answers any question (a companion table's facts too).
PLAYS: Mapping[str, tuple[tuple[str, Mapping[str, OptionValue]], ...]] = {
    "fantastic-factories": (
        ("any", {"table": "physical", "digital": False}),
        ("any", {"table": "physical", "digital": False, "names": True}),
        ("any", {"table": "virtual-deck", "digital": False, "virtual_deck": True}),
        ("any", {"table": "virtual-deck", "digital": False, "virtual_deck": True,
                 "names": True}),
        ("steady", {"table": "model"}),
        ("random", {}),
        ("greedy", {}),
    ),
    "tokaido": (
        ("any", {"digital": False, "simulated": False}),
        ("any", {"digital": False, "simulated": False, "physical_draw": True,
                 "crossroads": True, "matsuri": True, "level": 2}),
        ("any", {"digital": False, "simulated": False, "level": 6,
                 "gastronomy": True, "preparations": True}),
        ("random", {}),
        ("greedy", {}),
    ),
}
SEEDS = (1, 2, 3)


class _Recording:
    """A stand-in that answers as `inner` does and keeps every question it is asked."""

    def __init__(self, inner: StandInFactory, chance: Chance, asked: list[Question]) -> None:
        self.inner = inner(chance)
        self.asked = asked

    def answer(self, question: Question, play: Play) -> str:
        self.asked.append(question)
        return str(self.inner.answer(question, play))


@cache
def played_questions(game: str) -> tuple[Question, ...]:
    """Every question asked in `game`'s seeded games (each play of `PLAYS` on `SEEDS`)."""
    definition = find_game(game)
    asked: list[Question] = []
    for stand_in, options in PLAYS[game]:
        if stand_in == "any":
            parsed = definition.parse_options(dict(options))
            factory: StandInFactory = RandomStandIn
        else:
            parsed = definition.parse_options({**definition.simulation_options(stand_in),
                                               **options})
            factory = definition.stand_in(stand_in)
        for seed in SEEDS:
            play_out(definition, parsed, seed,
                     lambda chance, factory=factory: _Recording(factory, chance, asked),
                     log=Log())
    return tuple(asked)
