"""The `strong` stand-in: your whole digital game, played by searching each decision.

At each market action and each step of the work phase, it tries the most promising answers
on copies of the game (see `soloist.engine.search`) and keeps the one whose copies end best
for it. A copy is played on to the start of the next round by a quick policy (the greedy
stand-in with tuned values, `ROLLOUT_VALUES`); there an estimate of what each side still
scores takes over (`Estimate`, fitted on the strong stand-in's own games). What it does not
search (a blueprint to discard, a die's value, the limits at the end of the work phase) it
answers as those policies do.

What it may know is what you know at the table: your hand, dice and compound, the market,
the Machine's compound and goods, the discard piles, and so which cards are still in each
deck. A copy lays the face-down cards out in a fixed order and draws them, and every die to
come, from a seed of the stand-in's own chance stream (`DigitalPlay.copy`): the deck's
order, the dice to come and the Machine's next roll are never read.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Generator, Mapping
from functools import cache
from math import exp
from operator import mul
from pathlib import Path
from typing import ClassVar

from soloist.engine.chance import Chance, QuickChance
from soloist.engine.errors import DataFileError
from soloist.engine.game import OptionValue, Play, Result
from soloist.engine.log import Log
from soloist.engine.phrase import phrase
from soloist.engine.questions import Question
from soloist.engine.search import Search, SearchingStandIn
from soloist.games.fantastic_factories.cards import CardType
from soloist.games.fantastic_factories.digital import DigitalPlay, DigitalResult
from soloist.games.fantastic_factories.digital_stand_ins import DIGITAL, GreedyStandIn, Values
from soloist.games.fantastic_factories.market_phase import Refresh
from soloist.games.fantastic_factories.person import prestige_of

#: Which blueprint to discard: the greedy stand-in's own values (what building a card would
#: bring) choose, not the rollouts' (which count every card in hand alike).
KEEP_THE_BEST = frozenset({"person.discard", "person.limit-cards"})
#: The topics searched: your market action and each step of your work phase (the decisions a
#: copy of the play can resume at, `DigitalPlay.resume`).
MARKET = "person.market"
WORK = "person.work"
#: How many answers of the work phase are tried (the greedy stand-in's best first).
WORK_CANDIDATES = 5
#: The stream the stand-in draws its copies' seeds from.
STREAM = "stand-in: strong"
#: What a rollout is worth: your margin over the Machine, plus this share of your own score
#: (a strong person plays to win, and to win big: a rush to the end that wins with few
#: points is worth less than a full game won), plus `WIN` points for a win.
SCORE = 0.7
WIN = 5.0
#: At the horizon a win is only estimated: its chance is read from the estimated margin,
#: whose error has a spread of about this many points (bench/fit_ff_value.py prints it).
SPREAD = 2.5

NO_LOG = Log(enabled=False)
#: The log of a prepared copy (`FactorySearch.prepare`), which marks it as one.
PREPARED = Log(enabled=False)

#: The values the rollouts play by: the greedy stand-in's table, tuned by simulation against
#: the Machine at medium (bench/tune_ff_rollout.py: local search on 300 seeds, margin plus a
#: win bonus; on 600 other seeds it loses by 3.1 points on average and wins 16.8% where the
#: greedy stand-in loses by 5.5 and wins 6.0%).
ROLLOUT_VALUES = Values(
    metal=0.86, energy=0.8, card=0.887, die=0.0, extra_die=3.005, beyond_the_limit=0.0,
    in_hand=0.0,
    engine={CardType.PRODUCTION: 5.172, CardType.UTILITY: 1.348, CardType.TRAINING: 1.251,
            CardType.SPECIAL: 2.001, CardType.MONUMENT: 0.423},
    contractor={"Architect": 2.1, "Electrician": 3.627, "Miner": 2.528, "Investor": 3.852,
                "Engineer": 7.397, "Hired Hands": 1.761, "Specialist": 0.804,
                "Foreman": 0.688})


class RolloutPolicy(GreedyStandIn):
    """The greedy stand-in with the tuned values: it plays the search's copies on."""

    values: ClassVar[Values] = ROLLOUT_VALUES


# -- the estimate at the horizon -------------------------------------------------------------

#: The figures of a position the estimate reads (at the start of a round, before your market
#: phase), in this order.
FEATURES = ("one", "goods", "prestige", "metal", "energy", "metal and energy", "hand",
            "prestige in hand", "production", "utility", "special", "training", "monument",
            "machine goods", "machine cards", "machine monuments", "machine goods a turn")
PRODUCTION, UTILITY, SPECIAL, TRAINING, MONUMENT = (
    CardType.PRODUCTION, CardType.UTILITY, CardType.SPECIAL, CardType.TRAINING,
    CardType.MONUMENT)
#: No card of any type (copied: iterating the enum each time is slow).
NO_KINDS: dict[CardType, int] = dict.fromkeys(CardType, 0)


def features(play: DigitalPlay) -> list[float]:
    """The figures the estimate weighs: yours, the Machine's."""
    person, machine = play.person, play.machine
    kinds = NO_KINDS.copy()
    prestige, by_order = 0, False
    for card in person.compound:
        kinds[card.type] += 1
        printed = card.prestige
        if type(printed) is int:
            prestige += printed
        else:
            by_order = True  # (a card that scores by the order built: Beacon)
    if by_order:
        prestige = prestige_of(person.compound)
    compound = machine.compound
    per_turn = (min(compound[TRAINING], 6) + min(compound[PRODUCTION], 6)
                + min(compound[SPECIAL], 6) + min(compound[UTILITY], 6)) / 6
    in_hand = 0
    for card in person.hand:
        in_hand += card.prestige if isinstance(card.prestige, int) else card.prestige[0]
    return [1.0, person.goods, prestige, person.metal, person.energy,
            min(person.metal, person.energy), len(person.hand), in_hand, kinds[PRODUCTION],
            kinds[UTILITY], kinds[SPECIAL], kinds[TRAINING], kinds[MONUMENT], machine.goods,
            machine.cards, compound[MONUMENT], per_turn]


def stage(play: DigitalPlay) -> str:
    """Which estimate applies at the start of a round: the last round's, or the round's."""
    if play.last_round is not None:
        return "last"
    return str(min(play.round, LATEST_ROUND))


#: Rounds from this one on share one estimate.
LATEST_ROUND = 12
#: The estimate's weights per stage, fitted by bench/fit_ff_value.py.
VALUE_FILE = Path(__file__).parent / "data" / "strong-estimate.json"


class Estimate:
    """What you and the Machine still score from a position at the start of a round: a
    linear estimate per stage of the game, fitted on games of the rollout policy."""

    def __init__(self, path: Path = VALUE_FILE) -> None:
        data = json.loads(path.read_text(encoding="utf-8"))
        if tuple(data.get("features", ())) != FEATURES:
            raise DataFileError(phrase("{path}: its features are not the strong stand-in's; "
                                       "run bench/fit_ff_value.py again", path=str(path)))
        self.weights: dict[str, tuple[list[float], list[float]]] = {
            key: (sides["you"], sides["machine"]) for key, sides in data["weights"].items()}
        # A round later than any fitted shares the latest fitted round's weights.
        latest = max(int(key) for key in self.weights if key.isdigit())
        for number in range(latest + 1, LATEST_ROUND + 1):
            self.weights[str(number)] = self.weights[str(latest)]

    def margin(self, play: DigitalPlay) -> tuple[float, float]:
        """Your final score and the Machine's, as estimated from here."""
        you, machine = self.weights[stage(play)]
        row = features(play)
        # (row[1] and row[2] are your goods and prestige; the Machine's score is its goods,
        # cards and Monuments: `Machine.score`)
        return (row[1] + row[2] + _dot(you, row),
                row[13] + row[14] + row[15] + _dot(machine, row))


def _dot(weights: list[float], row: list[float]) -> float:
    total: float = sum(map(mul, weights, row))
    return total


@cache
def estimate(path: Path = VALUE_FILE) -> Estimate:
    """The estimate of the file at `path`, read once."""
    return Estimate(path)


class FactorySearch:
    """Fantastic Factories' side of the search (`soloist.engine.search.Searchable`).

    Every copy of one decision is sampled from one prepared copy whose decks' face-down
    cards are laid out in a fixed order (`prepare`); a copy stops itself at the start of the
    next round (its `horizon`: the rules raise `Horizon` there), and starts already
    answered (`resume_with`)."""

    def prepare(self, play: DigitalPlay) -> DigitalPlay:
        """The play as a person knows it: each deck's face-down cards in a fixed order.
        (Its chance is never drawn from: every copy sampled from it has its own.)"""
        return play.copy(QuickChance(0), PREPARED, hidden_order=True)

    def sample(self, play: DigitalPlay, seed: int) -> DigitalPlay:
        """A copy of the prepared `play` whose dice and draws to come are drawn from `seed`
        (sampled from a play not prepared, its face-down cards are laid out first)."""
        copy = play.copy(QuickChance(seed), NO_LOG, hidden_order=play.log is not PREPARED)
        copy.horizon = play.round
        return copy

    def resume(self, copy: DigitalPlay) -> Generator[Question, object, Result]:
        return copy.resume()

    def resume_with(self, copy: DigitalPlay, answer: object) -> Generator[Question, object,
                                                                            Result]:
        return copy.resume(answer)

    def policy(self, copy: DigitalPlay) -> GreedyStandIn:
        return RolloutPolicy(copy.work.chance)

    def __init__(self, estimate_file: Path = VALUE_FILE) -> None:
        self.estimate_file = estimate_file
        self._estimate: Estimate | None = None

    @property
    def estimate(self) -> Estimate:
        """The estimate of `estimate_file`, read once (for every search of the process)."""
        found = self._estimate
        if found is None:
            found = self._estimate = estimate(self.estimate_file)
        return found

    def horizon(self, play: DigitalPlay) -> Callable[[DigitalPlay], bool] | None:
        """Rollouts stop at the start of the next round, where the estimate takes over (in
        the last round they play to the end of the game): the copy stops itself there
        (`sample` sets its `horizon`), so no test is needed."""
        return None

    def value(self, copy: DigitalPlay, result: Result | None) -> float:
        if result is None:
            you, machine = self.estimate.margin(copy)
            margin = you - machine
            return margin + SCORE * you + WIN * _chance_ahead(margin)
        assert isinstance(result, DigitalResult)
        margin = result.person_score - result.machine.total
        return margin + SCORE * result.person_score + (WIN if margin > 0 else 0.0)


def _chance_ahead(margin: float) -> float:
    """About the chance that an estimated margin ends as a win."""
    return 1 / (1 + exp(-margin / SPREAD))


SEARCH = FactorySearch()


class StrongStandIn(SearchingStandIn):
    """Searches your market action and every step of your work phase."""

    name: ClassVar[str] = "strong"
    summary: ClassVar[str] = phrase(
        "plays the digital game by search: at each market action and each step of the work "
        "phase it tries the most promising answers (every market action and a refresh; the "
        "{candidates} best work steps by its rollout policy's values, and ending the "
        "phase) on copies of the game whose hidden cards and dice to come are drawn afresh, "
        "plays each copy to the next round with the greedy policy at tuned values, estimates "
        "the rest of the game (a fit on its own games), and keeps the answer with the best "
        "margin over the Machine plus {score} × its own score (a win counts {win} points "
        "more); it discards its least valuable blueprints by greedy's values and answers the "
        "rest as its rollout policy does",
        candidates=WORK_CANDIDATES, score=f"{SCORE:g}", win=f"{WIN:g}")
    budget: ClassVar[int] = 40
    simulation_options: ClassVar[Mapping[str, OptionValue]] = DIGITAL
    #: How copies are made, played on and valued (another estimate: a subclass's own).
    searchable: ClassVar[FactorySearch] = SEARCH

    def __init__(self, chance: Chance) -> None:
        self.greedy = RolloutPolicy(chance)
        self.keeper = GreedyStandIn(chance)
        self.search: Search[DigitalPlay] = Search(self.searchable, self.budget,
                                                  chance.stream(STREAM))

    def answer(self, question: Question, play: Play) -> str:
        assert isinstance(play, DigitalPlay), "the strong stand-in plays digital games"
        topic = question.topic
        if topic == MARKET:
            return self.search.choose(play, self.market_candidates(question, play), question)
        if topic == WORK:
            return self.search.choose(play, self.work_candidates(question, play), question)
        if topic in KEEP_THE_BEST:
            return self.keeper.answer(question, play)
        return self.greedy.answer(question, play)

    def market_candidates(self, question: Question, play: DigitalPlay) -> list[str]:
        """Every market action, the rollout policy's choice first, then a refresh of either
        row paid with whichever of metal and energy you have more of."""
        assert question.choices is not None
        first = question.choices.items[self.greedy.market(question, play)].key
        keys = [first, *(choice.key for choice in question.choices.items
                         if choice.key != first and not isinstance(choice.value, Refresh))]
        person = play.person
        paying = "metal" if person.metal >= person.energy else "energy"
        keys.extend(key for key in (f"refresh blueprints {paying}",
                                    f"refresh contractors {paying}")
                    if key in question.choices.by_key)
        return keys

    def work_candidates(self, question: Question, play: DigitalPlay) -> list[str]:
        """The greedy stand-in's choice, then its best-scored steps, and ending the phase."""
        assert question.choices is not None
        greedy = self.greedy
        cheapest = greedy.cheapest(play)
        ranked = sorted(question.choices.items,
                        key=lambda choice: -greedy.score(choice.value, play, cheapest))
        first = question.choices.items[greedy.work(question, play)].key
        keys = [first, *(choice.key for choice in ranked[:WORK_CANDIDATES])]
        if "end" in question.choices.by_key:
            keys.append("end")
        return list(dict.fromkeys(keys))
