"""The `strong` stand-in: your side of a simulated game, played by searching your actions.

At each main action (the action space your dice go to) it tries the most promising spaces
on copies of the game (see `soloist.engine.search`) and keeps the one whose copies end best
for it; the `greedy` stand-in plays the copies on, with a copy of its score sheet. The rest
(a black die once a round, where a travel ends, the contracts it takes, its score at the
end) it answers as `greedy` does, and it keeps the same caricature score: what it searches
for is a better margin by that score, so the two compare on the same footing.

What it may know is what you know at the table: the board and every piece on it (the
contracts and outpost tiles lying face up, the dice on the action spaces, the trading
posts), the Automa's Smart Mat and contracts, the cities its trip slide has shown and the
red letters seen in its first column, the Automa cards drawn this round, the contracts
seen. A copy keeps all that and draws the rest afresh from a seed of the stand-in's own
stream: the order of the Automa cards not drawn yet this round (laid out by number first),
the contract pile's order (laid out in a fixed order first), the trip slide beyond its
display (one of the data's trip slides that shows what this one has shown, drawn at
random), the dice the Automa rolls and the decks of the rounds to come. The order of a deck,
the rest of the trip slide and the dice to come are never read.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Generator, Mapping
from typing import ClassVar, cast

from soloist.engine.chance import Chance, quick_shuffled
from soloist.engine.game import Play, Result
from soloist.engine.log import Log
from soloist.engine.phrase import phrase
from soloist.engine.questions import Question
from soloist.engine.search import Search, SearchingStandIn
from soloist.games.marco_polo_2.automa import TripDisplay
from soloist.games.marco_polo_2.data import TripSlide
from soloist.games.marco_polo_2.effects import Contract
from soloist.games.marco_polo_2.rules import ROUNDS, MarcoPoloPlay, MarcoPoloResult
from soloist.games.marco_polo_2.scoring import AutomaScore, final_score
from soloist.games.marco_polo_2.stand_ins import Greedy
from soloist.games.marco_polo_2.table import ModelTable

#: The decision searched: the action space of your main action (`MarcoPoloPlay.resume`).
ACTION = "person.action"
#: How many action spaces are tried, greedy's best first (by its worth per die).
CANDIDATES = 4
STREAM = "stand-in: strong"
#: What a win is worth beyond its margin, in points: the stand-in plays to win first.
WIN = 5.0
#: How many rounds on rollouts stop (at the start of that round), where the score "if the
#: game ended now" stands in for the rest of the game.
ROUNDS_AHEAD = 2
#: A contract held is counted at this share of its VP at the horizon (it is completed at a
#: later Books space, most often).
PENDING = 1.0
NO_LOG = Log(enabled=False)


def _contract_order(contract: Contract) -> tuple[int, str, str]:
    return (contract.vp, contract.reward.value, contract.label)


def shown_slide(trip: TripDisplay) -> tuple[tuple[str, ...], tuple[str | None, ...], bool]:
    """What a person has seen of the trip slide: the cities shown so far (Beijing alone
    before the first travel), the red letters seen in the first column, and whether the
    display has shown the slide's end."""
    if not trip.started:
        return (trip.stops[0].city,), (), False
    seen = trip.at + 3
    cities = tuple(stop.city for stop in trip.stops[:seen])
    letters = tuple(stop.letter for stop in trip.stops[:trip.at + 1])
    return cities, letters, len(trip.stops) < seen


def fits(slide: TripSlide, cities: tuple[str, ...], letters: tuple[str | None, ...],
         ends: bool) -> bool:
    """Whether `slide` shows what the trip slide has shown."""
    stops = slide.stops
    if ends and len(stops) != len(cities):
        return False
    if len(stops) < len(cities):
        return False
    return (all(stop.city == city for stop, city in zip(stops, cities, strict=False))
            and all(stop.letter == letter for stop, letter in zip(stops, letters,
                                                                   strict=False)))


def forget_hidden(play: MarcoPoloPlay, rng: random.Random) -> None:
    """Shuffle, with `rng`, what a person cannot know of a copy of a play: the Automa cards
    not drawn yet this round (laid out by number first), the contract pile (laid out in a
    fixed order first), and the trip slide beyond what its display has shown (one of the
    data's slides that shows the same, at random)."""
    facts = play.ctx.facts
    assert isinstance(facts, ModelTable)
    drawn = play.ctx.automa.cards_drawn
    if facts.round_order:
        unseen = sorted(facts.round_order[drawn:], key=lambda card: card.id)
        facts.round_order[drawn:] = quick_shuffled(rng, unseen)
    pile = facts.pile
    pile.cards = quick_shuffled(rng, sorted(pile.cards, key=_contract_order))
    trip = play.ctx.automa.trip
    cities, letters, ends = shown_slide(trip)
    slides = [slide for slide in (facts.data.slides or ()) if fits(slide, cities, letters,
                                                                    ends)]
    if slides:
        slide = slides[int(rng.random() * len(slides))]
        trip.stops = list(slide.stops)
        trip.slide_id = slide.id
        trip.ended_after = (len(slide.stops) - 1 if trip.ended_after is not None or
                            (trip.started and len(slide.stops) <= trip.at + 2) else None)


class ActionSearch:
    """Marco Polo II's side of the search (`soloist.engine.search.Searchable`), for one
    stand-in: its rollouts play on with a copy of the stand-in's score sheet as it stands
    (`sheet`), which also notes the action space each copy starts with."""

    def __init__(self, sheet: Greedy) -> None:
        self.sheet = sheet
        #: The copy of the score sheet the rollout under way plays with.
        self.rollout_sheet = sheet

    def sample(self, play: MarcoPoloPlay, seed: int) -> MarcoPoloPlay:
        rng = random.Random(seed)
        copy = play.copy(Chance(rng.getrandbits(62)), NO_LOG)
        forget_hidden(copy, rng)
        self.rollout_sheet = self.sheet.copy()
        return copy

    def resume(self, copy: MarcoPoloPlay) -> Generator[Question, object, Result]:
        """The copy's rules from your main action; the space answered is noted on the
        rollout's score sheet (a Books space completes a contract)."""
        run = copy.resume()
        question = next(run)
        context = question.context
        sheet = self.rollout_sheet
        try:
            answer = yield question
            sheet.took(copy, answer, context)
            question = run.send(answer)
            while True:
                answer = yield question
                question = run.send(answer)
        except StopIteration as end:
            return cast(Result, end.value)

    def policy(self, copy: MarcoPoloPlay) -> Greedy:
        return self.rollout_sheet

    def horizon(self, play: MarcoPoloPlay) -> Callable[[MarcoPoloPlay], bool] | None:
        """Rollouts stop at the start of the round `ROUNDS_AHEAD` rounds on, where the
        score "if the game ended now" stands in for the rest (the last rounds play to the
        end)."""
        last = play.round + ROUNDS_AHEAD
        if last > ROUNDS:
            return None
        return lambda copy: copy.round >= last

    def value(self, copy: MarcoPoloPlay, result: Result | None) -> float:
        if result is None:
            return self.estimate(copy)
        assert isinstance(result, MarcoPoloResult)
        margin = float(result.person_score - result.automa.total)
        return margin + (WIN if result.outcome == "win" else 0.0)

    def estimate(self, copy: MarcoPoloPlay) -> float:
        """The margin if the game ended now: the score sheet's score with the contracts it
        holds completed, against the Automa's score with its end-game VP counted now."""
        sheet = self.rollout_sheet
        yours = sheet.score() + PENDING * sum(sheet.held)
        scoring = final_score(copy.ctx, sheet.completed + len(sheet.held))
        try:
            while True:
                next(scoring)  # a modelled table asks nothing
        except StopIteration as end:
            automa: AutomaScore = end.value
        return yours - automa.total


class StrongTraveller(SearchingStandIn):
    """Searches the action space of each main action; otherwise plays as greedy."""

    name: ClassVar[str] = "strong"
    summary: ClassVar[str] = phrase(
        "plays as greedy (the same caricature score) but searches each main action: it "
        "tries greedy's {candidates} best action spaces on copies of the game whose hidden "
        "part (the Automa cards not drawn yet, the contract pile, the trip slide beyond its "
        "display, the dice to come) is drawn afresh, plays each copy on with the greedy "
        "stand-in ({rounds} rounds on, where its margin if the game ended then stands "
        "for the rest; the last rounds to the end), and keeps the space with the best margin "
        "over the Automa (a win counts {win} points more)",
        candidates=CANDIDATES, rounds=ROUNDS_AHEAD, win=f"{WIN:g}")
    #: 4 rollouts per decision, in effect one copy per action space tried: a 200-game report
    #: of every level and character within 5 minutes on 2 cores; `strong:8` measured as
    #: strong (docs/stand-ins.md).
    budget: ClassVar[int] = 4

    def __init__(self, chance: Chance) -> None:
        self.greedy = Greedy(chance)
        self.search: Search[MarcoPoloPlay] = Search(ActionSearch(self.greedy), self.budget,
                                                    chance.stream(STREAM))

    def answer(self, question: Question, play: Play) -> str:
        if question.topic != ACTION:
            return self.greedy.answer(question, play)
        game = cast(MarcoPoloPlay, play)
        greedy = self.greedy
        if greedy.location is None:
            greedy.location = game.data.board.start
        assert question.choices is not None
        items = question.choices.items
        context: Mapping[str, object] = question.context
        first = greedy.choose_action(game, items, context)
        if first in ("black-die", "money-bag", "done"):
            return greedy.action(game, items, context)
        keys = greedy.ranked_spaces(game, items)[:CANDIDATES]
        chosen = self.search.choose(game, keys) if len(keys) > 1 else first
        greedy.took(game, question.choices.by_key[chosen].value, context)
        return chosen
