"""Stand-ins every game has: a policy that works for any question.

A game's own stand-ins (a greedy player, a steady builder) know its questions by topic.
`RandomStandIn` knows none of them: it picks uniformly among the valid answers of whatever
it is asked, so every registered game can be simulated from the day it is written, and a
game's own policies can be compared against chance.
"""

from __future__ import annotations

from math import floor
from typing import ClassVar

from soloist.engine.chance import Chance
from soloist.engine.game import Play
from soloist.engine.phrase import phrase
from soloist.engine.questions import Question

#: The chance stream the random stand-in draws from. It is its own stream, so the game's
#: dice and decks do not depend on what the stand-in drew.
RANDOM_STAND_IN_STREAM = "stand-in: random"


class RandomStandIn:
    """Answers every question with one of its valid answers, chosen uniformly.

    A multiple-choice question: one of its choices. A number range: a whole number from
    its lowest to its highest, each as likely (so a final score is anything the question
    accepts; a random player is a floor for comparison, not a model of a person). A free
    text: one of the question's examples.
    """

    name: ClassVar[str] = "random"
    description: ClassVar[str] = phrase(
        "answers every question with one of its valid answers, chosen uniformly at random"
    )

    __slots__ = ("stream",)

    def __init__(self, chance: Chance) -> None:
        self.stream = chance.stream(RANDOM_STAND_IN_STREAM)

    def answer(self, question: Question, play: Play) -> str:
        choices = question.choices
        if choices is not None:
            return choices[floor(self.stream.random() * len(choices))].key
        if question.between is None:
            examples = question.examples
            return examples[floor(self.stream.random() * len(examples))]
        low, high = question.between
        return str(low + floor(self.stream.random() * (high - low + 1)))
