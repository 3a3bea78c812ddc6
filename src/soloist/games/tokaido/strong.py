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
from collections import deque
from collections.abc import Callable, Generator
from itertools import islice
from operator import attrgetter
from typing import Any, ClassVar

from soloist.engine.chance import Chance, quick_shuffled
from soloist.engine.game import Play, Result
from soloist.engine.log import Log
from soloist.engine.phrase import phrase
from soloist.engine.questions import Question
from soloist.engine.search import Search, SearchingStandIn, SharedByCopies
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
    deal_hidden(play, hidden_cards(play), rng)


#: One deck's hidden cards (`hidden_cards`): the deck's name, how many cards at its top
#: nobody has seen, where the Automas' face-down cards of it lie (an Automa's number and
#: the card's place among her cards), and all of them in a fixed order.
HiddenDeck = tuple[Item | str, int, tuple[tuple[int, int], ...], tuple[object, ...]]


def hidden_cards(play: TokaidoPlay) -> tuple[HiddenDeck, ...]:
    """What a person knows of the hidden cards of `play`: for each deck, the cards nobody
    has seen pooled (but for Meals) with the Automas' face-down cards of that deck, in a
    fixed order (the same for every copy of one decision: a search lays it out once,
    `JourneySearch.prepare`)."""
    table = play.table
    assert isinstance(table, ModelTable)
    found: list[HiddenDeck] = []
    for deck_name, kind, order in HIDDEN_DECKS:
        deck = table.meals if deck_name == MEALS else table.item_decks[deck_name]  # type: ignore[index]
        unseen = table.unseen(deck_name)
        places: list[tuple[int, int]] = []
        if kind is not Meal:  # an Automa's Meals lie face up
            for number, automa in enumerate(play.automas):
                places.extend((number, index) for index, card in enumerate(automa.cards)
                              if type(card) is kind)
        if unseen + len(places) < 2:
            continue
        pool = list(islice(deck, unseen))
        pool.extend(play.automas[number].cards[index] for number, index in places)
        pool.sort(key=order)
        found.append((deck_name, unseen, tuple(places), tuple(pool)))
    return tuple(found)


def deal_hidden(play: TokaidoPlay, hidden: tuple[HiddenDeck, ...], rng: random.Random
                ) -> None:
    """Deal the `hidden` cards of `play` anew with `rng`: each deck's pool shuffled, the
    Automas' face-down cards first, the rest on top of the deck."""
    table = play.table
    assert isinstance(table, ModelTable)
    automas = play.automas
    for deck_name, unseen, places, cards in hidden:
        deck: deque[Any] = (table.meals if deck_name == MEALS
                            else table.item_decks[deck_name])  # type: ignore[index]
        for _ in range(unseen):
            deck.popleft()
        pool = quick_shuffled(rng, cards)
        for number, index in places:
            automas[number].cards[index] = pool.pop()
        deck.extendleft(reversed(pool))


class JourneySearch:
    """Tokaido's side of the search (`soloist.engine.search.Searchable`)."""

    def __init__(self) -> None:
        #: The hidden cards of the decision searched, laid out once (`prepare`).
        self.hidden: SharedByCopies[TokaidoPlay, tuple[HiddenDeck, ...]] = \
            SharedByCopies(hidden_cards)

    def prepare(self, play: TokaidoPlay) -> TokaidoPlay:
        """Lays out the hidden cards of `play` once for all its copies."""
        return self.hidden.prepare(play)

    def sample(self, play: TokaidoPlay, seed: int) -> TokaidoPlay:
        copy = play.copy(Chance(seed), NO_LOG, hidden_order=True)
        # Then the copy's Automa deck draws.
        deal_hidden(copy, self.hidden.for_copy(play, copy), copy.table_stream)
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


class StrongJourney(SearchingStandIn):
    """Searches your moves, souvenirs, donations, Meals and your traveller tile."""

    name: ClassVar[str] = "strong"
    summary: ClassVar[str] = phrase(
        "plays the digital journey by search: at each move, Village, Temple and Meal (and for "
        "its traveller tile) it tries every answer on copies of the game whose unseen cards "
        "and Automa cards are drawn afresh, plays each copy on with the greedy stand-in, and "
        "keeps the answer with the best final margin over the best Automa (a win counts "
        "{win} points more); it answers a traveller's choices as greedy does",
        win=f"{WIN:g}")
    #: 40 rollouts per decision: a 200-game report at every level within 5 minutes on 2
    #: cores; `strong:100` is stronger, for 2.5 times the time (docs/stand-ins.md).
    budget: ClassVar[int] = 40

    def __init__(self, chance: Chance) -> None:
        self.greedy = GreedyPoints(chance)
        self.search: Search[TokaidoPlay] = Search(JourneySearch(), self.budget,
                                                  chance.stream(STREAM))

    def answer(self, question: Question, play: Play) -> str:
        if question.topic in SEARCHED:
            assert isinstance(play, TokaidoPlay) and isinstance(play.person, DigitalPerson)
            first = self.greedy.answer(question, play)
            keys = [first, *(key for key in question.valid_answers() if key != first)]
            return self.search.choose(play, keys)
        return self.greedy.answer(question, play)
