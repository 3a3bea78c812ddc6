"""The `strong` stand-in: your whole digital game, played by searching each decision.

At each market action and each step of the work phase, it tries the most promising answers
on copies of the game (see `soloist.engine.search`) and keeps the one whose games end best
for it; the `greedy` stand-in plays the copies on. What it does not search (a blueprint to
discard, a die's value, the limits at the end of the work phase) it answers as `greedy`.

What it may know is what you know at the table: your hand, dice and compound, the market,
the Machine's compound and goods, the discard piles, and so which cards are still in each
deck. A copy lays the face-down cards out in a fixed order and draws them, and every die to
come, from a seed of the stand-in's own chance stream (`DigitalPlay.copy`): the deck's
order, the dice to come and the Machine's next roll are never read.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Mapping
from typing import ClassVar

from soloist.engine.chance import Chance
from soloist.engine.game import OptionValue, Play, Result
from soloist.engine.log import Log
from soloist.engine.questions import Question
from soloist.engine.search import Search, SearchingStandIn
from soloist.games.fantastic_factories.digital import DigitalPlay, DigitalResult
from soloist.games.fantastic_factories.digital_stand_ins import DIGITAL, GreedyStandIn
from soloist.games.fantastic_factories.market_phase import Refresh

#: The topics searched: your market action and each step of your work phase (the decisions a
#: copy of the play can resume at, `DigitalPlay.resume`).
MARKET = "person.market"
WORK = "person.work"
#: How many answers of the work phase are tried (the greedy stand-in's best first).
WORK_CANDIDATES = 5
#: The stream the stand-in draws its copies' seeds from.
STREAM = "stand-in: strong"
#: What a win is worth beyond its margin, in points: the stand-in plays to win first.
WIN = 5.0

NO_LOG = Log(enabled=False)


class FactorySearch:
    """Fantastic Factories' side of the search (`soloist.engine.search.Searchable`)."""

    def sample(self, play: DigitalPlay, seed: int) -> DigitalPlay:
        return play.copy(Chance(seed), NO_LOG, hidden_order=True)

    def resume(self, copy: DigitalPlay) -> Generator[Question, object, Result]:
        return copy.resume()

    def policy(self, copy: DigitalPlay) -> GreedyStandIn:
        return GreedyStandIn(copy.work.chance)

    def horizon(self, play: DigitalPlay) -> Callable[[DigitalPlay], bool] | None:
        return None

    def value(self, copy: DigitalPlay, result: Result | None) -> float:
        assert isinstance(result, DigitalResult)
        margin = result.person_score - result.machine.total
        return margin + (WIN if margin > 0 else 0.0)


SEARCH = FactorySearch()


class StrongStandIn(SearchingStandIn):
    """Searches your market action and every step of your work phase."""

    name: ClassVar[str] = "strong"
    summary: ClassVar[str] = (
        "plays the digital game by search: at each market action and each step of the work "
        "phase it tries the most promising answers (every market action; the greedy "
        f"stand-in's {WORK_CANDIDATES} best work steps and ending the phase) on copies of "
        "the game whose hidden cards and dice to come are drawn afresh, plays each copy on "
        "with the greedy stand-in, and keeps the answer with the best final margin over the "
        f"Machine (a win counts {WIN:g} points more); it answers the rest as greedy does"
    )
    budget: ClassVar[int] = 100
    simulation_options: ClassVar[Mapping[str, OptionValue]] = DIGITAL

    def __init__(self, chance: Chance) -> None:
        self.greedy = GreedyStandIn(chance)
        self.search: Search[DigitalPlay] = Search(SEARCH, self.budget, chance.stream(STREAM))

    def answer(self, question: Question, play: Play) -> str:
        assert isinstance(play, DigitalPlay), "the strong stand-in plays digital games"
        topic = question.topic
        if topic == MARKET:
            return self.search.choose(play, self.market_candidates(question, play))
        if topic == WORK:
            return self.search.choose(play, self.work_candidates(question, play))
        return self.greedy.answer(question, play)

    def market_candidates(self, question: Question, play: DigitalPlay) -> list[str]:
        """Every market action, the greedy stand-in's choice first."""
        assert question.choices is not None
        first = self.greedy.market(question, play)
        return [first, *(choice.key for choice in question.choices.items
                         if choice.key != first and not isinstance(choice.value, Refresh))]

    def work_candidates(self, question: Question, play: DigitalPlay) -> list[str]:
        """The greedy stand-in's choice, then its best-scored steps, and ending the phase."""
        assert question.choices is not None
        greedy = self.greedy
        cheapest = greedy.cheapest(play)
        ranked = sorted(question.choices.items,
                        key=lambda choice: -greedy.score(choice.value, play, cheapest))
        first = greedy.work(question, play)
        keys = [first, *(choice.key for choice in ranked[:WORK_CANDIDATES])]
        if "end" in question.choices.by_key:
            keys.append("end")
        return list(dict.fromkeys(keys))
