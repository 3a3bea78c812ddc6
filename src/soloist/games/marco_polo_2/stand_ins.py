"""Stand-ins for the person, for simulation against the Mautoma.

They answer only the person's questions at a modelled table (`table = "model"`): the action
space used each turn and with which dice, where a travel ended, the contracts taken, and
the end-of-game figures. They are documented caricatures that occupy action spaces the way
a player does (so the Automa meets taken spaces and missing contracts and outpost tiles),
not models of good play: the figures that matter are the Automa's.
"""

from __future__ import annotations

from typing import ClassVar

from soloist.engine.chance import Chance
from soloist.engine.game import Play, StandInFactory
from soloist.engine.questions import Question

BONUS_KEYS = frozenset({"black-die", "money-bag", "trading-post", "done"})
#: The stand-in's own score: 50, +5 per contract it took, +3 per trading post (a caricature).
VP_PER_CONTRACT = 5
VP_PER_TRADING_POST = 3


class Occupier:
    """Occupies an action space each turn, travelling often.

    - Each turn: before its main action, takes a black die 1 time in 8 when one is left;
      then a main action: a Travel space (the smallest offered) half of the time when one is
      offered, otherwise any offered space at random; then ends its turn.
    - Dice: its own first. Khan's Favor: the lowest value allowed.
    - A travel ends in a random city (never an oasis); the 3-dice space adds a second
      trading post in a random city; it takes a contract whenever it may (the first offered).
    - At the end: it has completed every contract it took; its score is 50 + 5 per contract
      + 3 per trading post.
    """

    name: ClassVar[str] = "occupier"
    description: ClassVar[str] = (
        "each turn one main action: a Travel space half the time (to a random city), else a "
        "random legal space; a black die 1 turn in 8; takes every contract it may; scores "
        "50 + 5 per contract + 3 per trading post"
    )

    def __init__(self, chance: Chance) -> None:
        self.stream = chance.stream("stand-in")
        self.contracts = 0
        self.posts = 0

    def answer(self, question: Question, play: Play) -> str:
        topic = question.topic
        choices = question.valid_answers() if question.choices is not None else ()
        random = self.stream.random
        if topic == "person.action":
            if question.context.get("main_done"):
                return "done"
            if "black-die" in choices and random() < 0.125:
                return "black-die"
            main = [key for key in choices if key not in BONUS_KEYS]
            if not main:
                return "money-bag" if "money-bag" in choices else "done"
            travel = [key for key in main if key.startswith("travel-")]
            if travel and random() < 0.5:
                return travel[0]
            return main[int(random() * len(main))]
        if topic in ("person.travel-end", "person.second-trading-post",
                     "person.trading-post-city"):
            cities = [key for key in choices if key not in ("oasis", "none")]
            if not cities:
                return choices[0]
            self.posts += 1
            return cities[int(random() * len(cities))]
        if topic == "person.contract-taken":
            self.contracts += 1
            return "yes"
        if topic == "person.contracts-from":
            if choices[0] != "none":
                self.contracts += 1
            return choices[0]
        if topic == "person.contracts-completed":
            return str(min(self.contracts, 60))
        if topic == "person.final-score":
            return str(50 + VP_PER_CONTRACT * self.contracts + VP_PER_TRADING_POST * self.posts)
        if question.between is not None:  # Khan's Favor: the lowest value allowed
            return str(question.between[0])
        return choices[0]


class RandomPlayer:
    """Answers every question of the person with a uniformly random valid answer (tests)."""

    name: ClassVar[str] = "random"
    description: ClassVar[str] = "a uniformly random valid answer to every question"

    def __init__(self, chance: Chance) -> None:
        self.stream = chance.stream("stand-in")

    def answer(self, question: Question, play: Play) -> str:
        random = self.stream.random
        if question.between is not None:
            low, high = question.between
            return str(low + int(random() * (min(high, low + 12) - low + 1)))
        choices = question.valid_answers()
        return choices[int(random() * len(choices))]


STAND_INS: dict[str, StandInFactory] = {Occupier.name: Occupier,
                                        RandomPlayer.name: RandomPlayer}
