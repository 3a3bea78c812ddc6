"""Stand-ins for the person, for simulation against the Machine.

`steady` answers the person's questions of the modelled table (`table = "model"`): the
market action each round, whether it triggered the end, and its final score. It is a
documented caricature of a steady player, not a full model of the person's game.
`random` and `greedy` play the whole digital game (see `digital_stand_ins.py`).
"""

from __future__ import annotations

from typing import ClassVar

from soloist.engine.chance import Chance
from soloist.engine.game import Play, StandInFactory
from soloist.engine.phrase import phrase
from soloist.engine.questions import Question
from soloist.games.fantastic_factories.cards import Blueprint, CardType
from soloist.games.fantastic_factories.digital_stand_ins import GreedyStandIn, RandomStandIn
from soloist.games.fantastic_factories.person import prestige_of
from soloist.games.fantastic_factories.strong import StrongStandIn

__all__ = ["STAND_INS", "GreedyStandIn", "RandomStandIn", "SteadyBuilder", "StrongStandIn",
           "prestige_of"]

#: The person's own end trigger: 12 goods or 10 buildings.
PERSON_GOODS_TO_END = 12
PERSON_BUILDINGS_TO_END = 10
#: A person has 4 white dice: at most 4 Production cards can each make a good a round.
WHITE_DICE = 4
#: (By plain name: an enum member looked up on its class is slow in Python 3.11.)
PRODUCTION = CardType.PRODUCTION


class SteadyBuilder:
    """Takes the left-most market blueprint each round and builds one card a round.

    - Market phase: takes the blueprint in market slot 1.
    - Work phase, from its second round on: builds the oldest blueprint it took (no costs
      are modelled), then each Production building it owns makes 1 good (at most 4, one
      per white die).
    - It triggers the end as soon as it has 10 buildings or 12 goods.
    - Final score: its goods plus the printed prestige of its buildings.
    """

    name: ClassVar[str] = "steady"
    description: ClassVar[str] = phrase(
        "takes the left-most market blueprint each round; from round 2 builds one card a "
        "round; each Production building makes 1 good a round (at most 4); ends the game at "
        "10 buildings or 12 goods; scores goods + printed prestige"
    )

    def __init__(self, chance: Chance) -> None:
        self.waiting: list[Blueprint] = []
        self.buildings: list[Blueprint] = []
        self.producers = 0
        self.goods = 0

    def answer(self, question: Question, play: Play) -> str:
        topic = question.topic
        if topic == "person.market-action":
            market = question.context["market"]
            assert isinstance(market, tuple)
            self.waiting.append(market[0])
            self.work_phase()
            return "1"
        if topic == "person.triggered-end":
            return "yes" if self.has_triggered_end else "no"
        if topic == "person.final-score":
            return str(self.score)
        raise LookupError(f"the steady stand-in cannot answer {topic!r}")

    def work_phase(self) -> None:
        if len(self.waiting) > 1:  # the card taken this round is built next round
            card = self.waiting.pop(0)
            self.buildings.append(card)
            if card.type is PRODUCTION:
                self.producers += 1
        self.goods += min(self.producers, WHITE_DICE)

    @property
    def has_triggered_end(self) -> bool:
        return (len(self.buildings) >= PERSON_BUILDINGS_TO_END
                or self.goods >= PERSON_GOODS_TO_END)

    @property
    def score(self) -> int:
        return self.goods + prestige_of(self.buildings)


STAND_INS: dict[str, StandInFactory] = {
    SteadyBuilder.name: SteadyBuilder,  # the default: the Machine's own model table
    GreedyStandIn.name: GreedyStandIn,
    RandomStandIn.name: RandomStandIn,
    StrongStandIn.name: StrongStandIn,
}
