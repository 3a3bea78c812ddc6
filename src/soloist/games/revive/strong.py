"""The `strong` stand-in: your map actions in a simulated game, chosen by searching them.

Each turn it takes one map action, as `greedy` and `steady` do (your other action would be
a card, which simulation does not model). It searches both parts of that action: which one
(build, populate or explore), and where. At each it tries the most promising answers on
copies of the game (see `soloist.engine.search`), plays each copy on a few turns with the
`greedy` stand-in, and keeps the answer whose copies lead most in the contest for the map
(`MapState.rewards_next_to`): the map's rewards next to its buildings against those next to
the Mautoma's, counted alike. It places no tribe tokens and takes no major artifact, as
`greedy`.

What it may know is what you know at the table: the map as it lies face up and every piece
on it, the energy marker, the Mautoma's cards played and discarded, the progress cards
added, the artifacts left. A copy keeps all that and draws the rest afresh from a seed of
the stand-in's own stream: the order of the Action Deck (laid out by number first), which
of the cards not seen yet are the Progress Deck (and which went back to the box), in what
order, and the face-down tiles (which of those not seen yet lies on each face-down place,
and which way round). The order of a deck, the card in the box and a face-down tile are
never read.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import ClassVar

from soloist.engine.chance import Chance, quick_shuffled
from soloist.engine.game import Play, Result
from soloist.engine.log import Log
from soloist.engine.phrase import phrase
from soloist.engine.questions import Question
from soloist.engine.search import Search, SearchingStandIn, SharedByCopies
from soloist.games.revive.cards import ActionCard
from soloist.games.revive.contest import lead as contest_lead
from soloist.games.revive.hexmap import MapState, SpaceKind
from soloist.games.revive.rules import RevivePlay, ReviveResult
from soloist.games.revive.stand_ins import TILE_TOPICS, GreedyClaimer
from soloist.games.revive.table import MapTable

#: The map action searched (`RevivePlay.resume`), and where it is taken.
ACTION = "person.map-action"
TARGETS = {"build": "person.build", "populate": "person.populate",
           "explore": "person.explore"}
SEARCHED = frozenset({ACTION, *TARGETS.values()})
#: How many targets are tried, greedy's best first.
CANDIDATES = 4
#: The map actions whose target is searched (the others' target is greedy's).
SEARCHED_TARGETS = frozenset(TARGETS)
#: How many of your turns a rollout plays after the one searched, before the lead in the
#: contest for the map stands for the rest of the game.
TURNS_AHEAD = 2
STREAM = "stand-in: strong"
#: What a win of the contest is worth beyond its margin, at the end of the game.
WIN = 2.0
NO_LOG = Log(enabled=False)


def forget_hidden(play: RevivePlay, rng: random.Random) -> None:
    """Shuffle, with `rng`, what a person cannot know of a copy of a play: the Action Deck's
    order (laid out by number first), the Progress Deck (drawn from the cards not seen yet:
    one of them is in the box) and its order, and the face-down tiles."""
    Hidden.of(play).deal(play, rng)


Faces = tuple[SpaceKind | None, ...]


@dataclass(frozen=True, slots=True)
class Hidden:
    """What a person knows of the hidden part of a play, laid out in a fixed order: the
    Action Deck's cards by number, the cards not seen yet (the Progress Deck and the card in
    the box) and how many the Progress Deck holds, and the face-down tiles, pooled by their
    places' number of spaces (each tile as it would lie either way round, the lesser of the
    two, so that nothing of how they lie now is kept). The same for every copy of one
    decision, so a search lays it out once (`MapSearch.prepare`)."""

    action_deck: tuple[ActionCard, ...]
    unseen: tuple[ActionCard, ...]
    progress: int
    face_down: tuple[tuple[tuple[str, ...], tuple[Faces, ...]], ...]

    @classmethod
    def of(cls, play: RevivePlay) -> Hidden:
        mautoma = play.mautoma
        assert mautoma is not None
        deck = mautoma.action_deck
        seen = {card.number for card in (*deck.cards, *deck.discards)}
        if mautoma.in_hand is not None:
            seen.add(mautoma.in_hand.number)
        table = play.table
        assert isinstance(table, MapTable)
        return cls(tuple(sorted(deck.cards, key=lambda card: card.number)),
                   tuple(card for card in mautoma.cards if card.number not in seen),
                   len(mautoma.progress_deck), face_down_tiles(table.state))

    def deal(self, play: RevivePlay, rng: random.Random) -> None:
        """Deal the hidden part of `play` (a copy of the play laid out) anew, with `rng`:
        the Action Deck, the Progress Deck, and each face-down tile to one of the places of
        its size at random, either way round (a tile "may be placed in either of 2
        orientations")."""
        mautoma = play.mautoma
        assert mautoma is not None
        mautoma.action_deck.cards = quick_shuffled(rng, self.action_deck)
        mautoma.progress_deck = quick_shuffled(rng, self.unseen)[:self.progress]
        table = play.table
        assert isinstance(table, MapTable)
        state = table.state
        tiles, kinds = state.map.tiles, state.kinds
        for places, contents in self.face_down:
            dealt = quick_shuffled(rng, contents)
            for place, faces in zip(places, dealt, strict=True):
                if rng.random() < 0.5:
                    faces = faces[::-1]
                for index, kind in zip(tiles[place], faces, strict=True):
                    kinds[index] = kind


def face_down_tiles(state: MapState) -> tuple[tuple[tuple[str, ...], tuple[Faces, ...]], ...]:
    """The face-down places whose tile the map gives, pooled by their number of spaces, each
    pool with its tiles (each as it would lie either way round, the lesser of the two), in a
    fixed order; a pool of one single-space place is left out (nothing to deal)."""
    tiles = state.map.tiles
    kinds = state.kinds
    by_size: dict[int, list[str]] = {}
    for place in sorted(tiles):
        indexes = tiles[place]
        if place in state.explored or any(kinds[index] is None for index in indexes):
            continue
        by_size.setdefault(len(indexes), []).append(place)
    pools = []
    for places in by_size.values():
        if len(places) < 2 and len(tiles[places[0]]) < 2:
            continue
        contents = sorted((min(faces, faces[::-1], key=_kind_names) for faces in (
            tuple(kinds[index] for index in tiles[place]) for place in places)),
            key=_kind_names)
        pools.append((tuple(places), tuple(contents)))
    return tuple(pools)


def _kind_names(faces: tuple[SpaceKind | None, ...]) -> tuple[str, ...]:
    return tuple(str(kind) for kind in faces)


def lead(play: RevivePlay) -> int:
    """Your lead in the contest for the map as it stands."""
    table = play.table
    assert isinstance(table, MapTable) and play.mautoma is not None
    return contest_lead(table.state, table.person_tiles, play.mautoma.tiles_explored)


class MapSearch:
    """Revive's side of the search (`soloist.engine.search.Searchable`)."""

    def __init__(self) -> None:
        self.rollout_chance = Chance(0)
        #: The hidden part of the decision searched, laid out once (`prepare`).
        self.hidden: SharedByCopies[RevivePlay, Hidden] = SharedByCopies(Hidden.of)

    def prepare(self, play: RevivePlay) -> RevivePlay:
        """Lays out the hidden part of `play` once for all its copies."""
        return self.hidden.prepare(play)

    def sample(self, play: RevivePlay, seed: int) -> RevivePlay:
        rng = random.Random(seed)
        copy = play.copy(Chance(rng.getrandbits(62)), NO_LOG)
        self.hidden.for_copy(play, copy).deal(copy, rng)
        self.rollout_chance = Chance(rng.getrandbits(62))
        return copy

    def resume(self, copy: RevivePlay) -> Generator[Question, object, Result]:
        return copy.resume()

    def policy(self, copy: RevivePlay) -> GreedyClaimer:
        return GreedyClaimer(self.rollout_chance)

    def horizon(self, play: RevivePlay) -> Callable[[RevivePlay], bool] | None:
        last = play.turn + TURNS_AHEAD
        return lambda copy: copy.turn > last

    def value(self, copy: RevivePlay, result: Result | None) -> float:
        if result is None:
            return float(lead(copy))
        assert isinstance(result, ReviveResult) and result.presence is not None
        yours, mautoma = (side.points for side in result.presence)
        return yours - mautoma + (WIN if yours > mautoma else 0.0)


SEARCH = MapSearch()


class StrongClaimer(SearchingStandIn):
    """Searches which map action to take each turn, and where."""

    name: ClassVar[str] = "strong"
    summary: ClassVar[str] = phrase(
        "one map action a turn, as greedy and steady, chosen by search: which action "
        "(build, populate, explore) and where (greedy's {candidates} best targets), each "
        "tried on copies of the game whose hidden part (the order of the Mautoma's decks, "
        "the card in the box, the face-down tiles) is drawn afresh and played on "
        "{turns} turns by greedy; it keeps the answer with the best lead in the "
        "contest for the map (the map's rewards next to its buildings against those next "
        "to the Mautoma's); no tribe tokens, no artifacts. Plays on the FICTIONAL sample map "
        "and board unless --map and --board are given",
        candidates=CANDIDATES, turns=TURNS_AHEAD)
    #: 3 rollouts per decision, in effect one copy per answer (the search tries each at
    #: least once): a 200-game report of every pair of "S" cards within 5 minutes on 2
    #: cores; `strong:6` measured about as strong (docs/stand-ins.md).
    budget: ClassVar[int] = 3

    def __init__(self, chance: Chance) -> None:
        self.greedy = GreedyClaimer(chance)
        self.search: Search[RevivePlay] = Search(MapSearch(), self.budget,
                                                 chance.stream(STREAM))

    def answer(self, question: Question, play: Play) -> str:
        topic = question.topic
        if topic not in SEARCHED or topic in TILE_TOPICS:
            return self.greedy.answer(question, play)
        assert isinstance(play, RevivePlay) and question.choices is not None
        first = self.greedy.answer(question, play)
        if topic == ACTION:
            if question.context.get("actions"):
                return first  # one map action a turn
            keys = [first, *(key for key in TARGETS if key in question.choices.by_key
                             and key != first)]
            return self.search.choose(play, keys)
        if not any(TARGETS[action] == topic for action in SEARCHED_TARGETS):
            return first
        table = play.table
        assert isinstance(table, MapTable)
        state = table.state
        keys = list(question.choices.keys)
        greedy = self.greedy
        if topic == "person.build":
            ranks = greedy.build_ranks(keys, state)
        elif topic == "person.populate":
            ranks = greedy.populate_ranks(keys, state)
        else:
            ranks = greedy.explore_ranks(keys, state)
        order = sorted(range(len(keys)), key=lambda number: ranks[number], reverse=True)
        ranked = [first, *(keys[number] for number in order if keys[number] != first)]
        return self.search.choose(play, ranked[:CANDIDATES])
