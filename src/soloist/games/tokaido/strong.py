"""The `strong` stand-in: your digital journey, played by searching your decisions.

At each move, each Village's souvenirs, each Temple donation, each Meal (and at the choice
of your traveller tile) it tries every answer on copies of the game (see
`soloist.engine.search`) and keeps the one whose games end best for it; the `greedy`
stand-in plays the copies on. What it does not search (a traveller's choices: Yoshiyasu's
Encounter, a guide's Panorama, Satsuki's free Meal) it answers as `greedy`.

What it may know is what you know at the table: the road, every traveller's cards that lie
face up (Meals, Achievements; your own cards), the Automas' face-down columns by count, the
Panorama cards left, the Meals on display, the Automa cards on the discard pile, and the
cards that went back under a deck in the order they went. A copy keeps all that and draws
the rest afresh from a seed of the stand-in's own stream: the cards nobody has seen yet,
pooled with the Automas' face-down cards of the same decks (she takes them unseen), are laid
out in a fixed order and shuffled; the Automa deck draws by the copy's own stream. The order
of a deck, an Automa's face-down cards and her next Automa card are never read.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Generator
from operator import attrgetter
from typing import Any, ClassVar

from soloist.engine.chance import Chance, quick_shuffled
from soloist.engine.game import Play, Result
from soloist.engine.log import Log
from soloist.engine.questions import Question
from soloist.engine.search import Search, SearchingStandIn
from soloist.games.tokaido.cards import Encounter, HotSpring, Meal, Souvenir
from soloist.games.tokaido.digital import DigitalPerson
from soloist.games.tokaido.road import Item
from soloist.games.tokaido.rules import TokaidoPlay, TokaidoResult
from soloist.games.tokaido.stand_ins import GreedyPoints
from soloist.games.tokaido.table import MEALS, ModelTable

#: The topics searched: your move, your traveller tile, the souvenirs you buy, your donation
#: and your Meal (the decisions a copy of the play can resume at, `TokaidoPlay.resume`).
SEARCHED = frozenset({"person.move", "person.traveller", "person.souvenirs", "person.temple",
                      "person.meal"})
STREAM = "stand-in: strong"
#: What a win is worth beyond its margin, in points: the stand-in plays to win first.
WIN = 5.0
NO_LOG = Log(enabled=False)


#: The decks whose unseen cards a copy shuffles: the deck's name in `ModelTable.drawn`, its
#: card type (an Automa's face-down cards of that type are pooled with them, except Meals,
#: which she keeps face up) and a fixed order of its cards (by their printed faces; the
#: fields compared are never None where they differ).
HIDDEN_DECKS: tuple[tuple[Item | str, type, Callable[[Any], Any]], ...] = (
    (Item.SOUVENIR, Souvenir, attrgetter("name")),  # every souvenir has its own name
    (Item.ENCOUNTER, Encounter, attrgetter("kind", "panorama", "copy")),
    (Item.HOT_SPRING, HotSpring, attrgetter("value", "copy")),
    (MEALS, Meal, attrgetter("name", "copy")),
)


def forget_hidden(play: TokaidoPlay, rng: random.Random) -> None:
    """Shuffle, with `rng`, what a person cannot know of a copy of a play: each deck's cards
    nobody has seen, pooled (but for Meals) with the Automas' face-down cards of that deck,
    laid out in a fixed order first so that nothing of their real order is kept."""
    table = play.table
    assert isinstance(table, ModelTable)
    for deck_name, kind, order in HIDDEN_DECKS:
        deck = table.meals if deck_name == MEALS else table.item_decks[deck_name]  # type: ignore[index]
        unseen = table.unseen(deck_name)
        places: list[tuple[list[object], int]] = []
        if kind is not Meal:  # an Automa's Meals lie face up
            for automa in play.automas:
                places.extend((automa.cards, index) for index, card in enumerate(automa.cards)
                              if type(card) is kind)
        if unseen + len(places) < 2:
            continue
        pool = [deck.popleft() for _ in range(unseen)]
        pool.extend(cards[index] for cards, index in places)
        pool.sort(key=order)
        pool = quick_shuffled(rng, pool)
        for cards, index in places:
            cards[index] = pool.pop()
        deck.extendleft(reversed(pool))


class JourneySearch:
    """Tokaido's side of the search (`soloist.engine.search.Searchable`)."""

    def sample(self, play: TokaidoPlay, seed: int) -> TokaidoPlay:
        copy = play.copy(Chance(seed), NO_LOG, hidden_order=True)
        forget_hidden(copy, copy.table_stream)  # then the copy's Automa deck draws from it
        return copy

    def resume(self, copy: TokaidoPlay) -> Generator[Question, object, Result]:
        return copy.resume()

    def policy(self, copy: TokaidoPlay) -> GreedyPoints:
        return GreedyPoints(copy.chance)

    def horizon(self, play: TokaidoPlay) -> Callable[[TokaidoPlay], bool] | None:
        return None

    def value(self, copy: TokaidoPlay, result: Result | None) -> float:
        assert isinstance(result, TokaidoResult)
        summary = result.summary()
        margin = float(summary["margin"])
        return margin + (WIN if result.outcome == "win" else 0.0)


SEARCH = JourneySearch()


class StrongJourney(SearchingStandIn):
    """Searches your moves, souvenirs, donations, Meals and your traveller tile."""

    name: ClassVar[str] = "strong"
    summary: ClassVar[str] = (
        "plays the digital journey by search: at each move, Village, Temple and Meal (and for "
        "its traveller tile) it tries every answer on copies of the game whose unseen cards "
        "and Automa cards are drawn afresh, plays each copy on with the greedy stand-in, and "
        f"keeps the answer with the best final margin over the best Automa (a win counts "
        f"{WIN:g} points more); it answers a traveller's choices as greedy does"
    )
    budget: ClassVar[int] = 100

    def __init__(self, chance: Chance) -> None:
        self.greedy = GreedyPoints(chance)
        self.search: Search[TokaidoPlay] = Search(SEARCH, self.budget, chance.stream(STREAM))

    def answer(self, question: Question, play: Play) -> str:
        if question.topic in SEARCHED:
            assert isinstance(play, TokaidoPlay) and isinstance(play.person, DigitalPerson)
            first = self.greedy.answer(question, play)
            keys = [first, *(key for key in question.valid_answers() if key != first)]
            return self.search.choose(play, keys)
        return self.greedy.answer(question, play)
