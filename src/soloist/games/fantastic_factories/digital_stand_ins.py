"""Stand-ins that play your whole digital game, for simulation against the Machine.

Both need the fully modelled table, so they declare `simulation_options = {"table":
"digital"}`: `soloist simulate fantastic-factories --stand-in greedy` then plays digital games,
while the `steady` stand-in keeps its model table.

- `random`: every answer uniformly among the legal ones (its own chance stream).
- `greedy`: takes the action worth most right now, by a fixed table of values (below).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from math import floor
from typing import ClassVar

from soloist.engine.chance import Chance
from soloist.engine.game import OptionValue, Play
from soloist.engine.phrase import phrase
from soloist.engine.questions import Question
from soloist.games.fantastic_factories.actions import (
    Activate,
    Amounts,
    Build,
    EndWork,
    Place,
)
from soloist.games.fantastic_factories.cards import Blueprint, CardType
from soloist.games.fantastic_factories.digital import DigitalPlay
from soloist.games.fantastic_factories.market_phase import Hire, Refresh, TakeBlueprint
from soloist.games.fantastic_factories.person import Die
from soloist.games.fantastic_factories.work_phase import legal_actions

DIGITAL: Mapping[str, OptionValue] = {"table": "digital"}


class RandomStandIn:
    """Answers every question uniformly among its legal answers."""

    name: ClassVar[str] = "random"
    description: ClassVar[str] = phrase(
        "plays the digital game with uniformly random legal answers (every market action, "
        "work action, discard and die value equally likely)"
    )
    simulation_options: ClassVar[Mapping[str, OptionValue]] = DIGITAL

    def __init__(self, chance: Chance) -> None:
        self.stream = chance.stream("stand-in")

    def answer(self, question: Question, play: Play) -> str:
        if question.choices is not None:
            keys = question.choices.items
            return keys[floor(self.stream.random() * len(keys))].key
        assert question.between is not None
        low, high = question.between
        return str(low + floor(self.stream.random() * (high - low + 1)))


# -- the greedy stand-in's values ------------------------------------------------------------

#: A point (a good, or a point of prestige) and what resources are worth in points' terms.
POINT = 4.0
METAL = 1.2
ENERGY = 0.8
CARD = 0.7
DIE = 0.5
EXTRA_DIE = 0.5  # an extra die from a card: what is left of a die's worth after its cost
#: Metal and energy beyond the limit of 12 are discarded at the end of the work phase: a
#: gain past it is worth only this share.
RESOURCE_LIMIT = 12
BEYOND_THE_LIMIT = 0.2
#: What a building of each type is worth beyond its prestige: the goods and resources it
#: should make in the rounds left.
ENGINE = {CardType.PRODUCTION: 5.0, CardType.UTILITY: 3.0, CardType.SPECIAL: 2.0,
          CardType.TRAINING: 1.0, CardType.MONUMENT: 0.0}
#: A contractor's effect, in the same terms (the blueprint discarded and the extra cost are
#: subtracted).
CONTRACTOR = {"Architect": 3 * CARD, "Electrician": 5 * ENERGY, "Miner": 3 * METAL,
              "Investor": 2 * METAL + 2 * ENERGY + CARD, "Engineer": 6.0,
              "Hired Hands": 2 * DIE, "Specialist": 1.5 * DIE, "Foreman": 1.0}


#: The share of a building's worth that a blueprint in hand counts (it may never be built).
IN_HAND = 0.1


@dataclass(frozen=True, slots=True)
class Values:
    """What the greedy stand-in values, in points' terms (the module's table by default; the
    `strong` stand-in plays its copies on with values of its own)."""

    point: float = POINT
    metal: float = METAL
    energy: float = ENERGY
    card: float = CARD
    die: float = DIE
    extra_die: float = EXTRA_DIE
    beyond_the_limit: float = BEYOND_THE_LIMIT
    in_hand: float = IN_HAND
    engine: Mapping[CardType, float] = field(default_factory=lambda: dict(ENGINE))
    contractor: Mapping[str, float] = field(default_factory=lambda: dict(CONTRACTOR))
    #: With a number of rounds here, a building's engine value counts only the share of
    #: them still to play (the rounds left after this one, of an `expected_rounds` game):
    #: 0, as the greedy stand-in, counts it whole.
    engine_rounds: float = 0.0
    expected_rounds: float = 10.0
    #: `card_worth` by card name, and `worth` by amounts and room, each worked out once.
    worths: dict[str, float] = field(default_factory=dict, repr=False, compare=False)
    known: dict[tuple[Amounts, int], float] = field(default_factory=dict, repr=False,
                                                     compare=False)
    #: Each card name's type, as read (a name is one printed card, as for `worths`).
    kinds: dict[str, CardType] = field(default_factory=dict, repr=False, compare=False)

    def worth(self, amounts: Amounts, *, room: int = RESOURCE_LIMIT) -> float:
        """Points, then resources (past `room`, what the limit leaves), cards and extra
        dice."""
        found = self.known.get((amounts, room))
        if found is None:
            if len(self.known) >= MOST_KNOWN:
                self.known.clear()
            found = self.known[amounts, room] = self.work_out(amounts, room)
        return found

    def work_out(self, amounts: Amounts, room: int) -> float:
        """`worth`, worked out."""
        resources = amounts.metal + amounts.energy
        room = max(room, 0)
        share = 1.0
        if resources > room:
            share = (room + self.beyond_the_limit * (resources - room)) / resources
        return (amounts.goods * self.point
                + share * (amounts.metal * self.metal + amounts.energy * self.energy)
                + amounts.cards * self.card + amounts.dice * self.extra_die)

    def cost(self, pays: Amounts, cheapest: list[float]) -> float:
        """Resources at their worth; blueprints at the worth of the cheapest in hand."""
        return pays.metal * self.metal + pays.energy * self.energy + sum(cheapest[:pays.cards])

    def card_worth(self, card: Blueprint) -> float:
        """A blueprint in hand: a card, plus a share of what building it would bring."""
        worth = self.worths.get(card.name)
        if worth is None:
            worth = self.worths[card.name] = self.card + self.in_hand * (
                prestige(card) * self.point + self.engine[card.type])
        return worth


#: The most `Values.known` keeps.
MOST_KNOWN = 100_000

GREEDY_VALUES = Values()


def prestige(card: Blueprint) -> int:
    return card.prestige if isinstance(card.prestige, int) else card.prestige[0]


class GreedyStandIn:
    """Takes the action worth most right now (see the module's value table)."""

    name: ClassVar[str] = "greedy"
    description: ClassVar[str] = phrase(
        "plays the digital game greedily: a good or a prestige point is worth 4, metal 1.2, "
        "energy 0.8 (a fifth of that past the limit of 12), a blueprint 0.7, a die 0.5, a "
        "building its prestige plus 5 (Production), "
        "3 (Utility), 2 (Special), 1 (Training); each step it builds or activates what gains "
        "most net of its costs and dice, else places a die where the headquarters give most, "
        "else ends; it takes the most valuable market blueprint or contractor, never "
        "refreshes, discards its least valuable cards and keeps metal and energy balanced"
    )
    simulation_options: ClassVar[Mapping[str, OptionValue]] = DIGITAL
    values: ClassVar[Values] = GREEDY_VALUES

    def __init__(self, chance: Chance) -> None:
        self.foreman_face: tuple[int, int] | None = None  # (round, face)

    def answer(self, question: Question, play: Play) -> str:
        assert isinstance(play, DigitalPlay), "the greedy stand-in plays digital games"
        assert question.choices is not None
        return question.choices.items[self.choice(question, play)].key

    def pick(self, question: Question, play: DigitalPlay) -> object:
        """The value of the answer (as the search's rollouts take it: see
        `soloist.engine.search`)."""
        choices = question.choices
        assert choices is not None
        if question.topic == WORK:  # (the question asked most, answered first)
            return choices.values[self.work(question, play)]
        return choices.values[self.choice(question, play)]

    def choice(self, question: Question, play: DigitalPlay) -> int:
        """The position of the answer among the question's choices."""
        handler = HANDLERS.get(question.topic)
        if handler is None:
            raise LookupError(f"the greedy stand-in cannot answer {question.topic!r}")
        return handler(self, question, play)

    # -- the work phase --------------------------------------------------------------------

    def score(self, action: object, play: DigitalPlay,
              cheapest: list[float] | None = None) -> float:
        """What `action` gains now, net of what it pays and the dice it takes; `cheapest`
        are the worths of the cards in hand, cheapest first (made once per question)."""
        person = play.person
        values = self.values
        room = RESOURCE_LIMIT - person.metal - person.energy
        if type(action) is Place:
            return values.worth(action.gains, room=room) - values.die
        if cheapest is None:
            cheapest = self.cheapest(play)
        if type(action) is Activate:
            pays = action.pays
            return (values.worth(action.gains, room=room + pays.metal + pays.energy)
                    - values.cost(pays, cheapest) - values.die * len(action.dice))
        if type(action) is Build:
            return (action.prestige * values.point + self.engine(self.kind(action.card, play), play)
                    - values.cost(action.pays, cheapest))
        return 0.0

    def engine(self, kind: CardType, play: DigitalPlay) -> float:
        """What a building of this type is worth beyond its prestige (see `Values`)."""
        values = self.values
        engine = values.engine[kind]
        if values.engine_rounds <= 0:
            return engine
        last = play.last_round if play.last_round is not None else values.expected_rounds
        return engine * min(1.0, max(0.0, last - play.round) / values.engine_rounds)

    def cheapest(self, play: DigitalPlay) -> list[float]:
        values = self.values
        worths, hand = values.worths, play.person.hand
        try:  # (each name's worth is worked out once: soon every card's is known)
            return sorted([worths[card.name] for card in hand])
        except KeyError:
            return sorted(map(values.card_worth, hand))

    def work(self, question: Question, play: DigitalPlay) -> int:
        assert question.choices is not None
        actions = question.choices.values
        if len(actions) == 1:
            return 0  # only ending the phase is left
        best, best_score = -1, 0.0  # (-1: ending the phase)
        places = False
        values = self.values
        known = values.known
        worth = values.worth
        die, metal, energy, point = values.die, values.metal, values.energy, values.point
        person = play.person
        room = RESOURCE_LIMIT - person.metal - person.energy
        cheapest: list[float] | None = None
        end = -1
        for index, action in enumerate(actions):
            if type(action) is Place:  # (`score` written out: a work step offers a few each)
                places = True
                gains = action.gains
                gain = known.get((gains, room))
                gain = (gain if gain is not None else worth(gains, room=room)) - die
            elif type(action) is Activate:
                pays = action.pays
                free = room + pays.metal + pays.energy
                gain = known.get((action.gains, free))
                if gain is None:
                    gain = worth(action.gains, room=free)
                cost = pays.metal * metal + pays.energy * energy
                if pays.cards:
                    if cheapest is None:
                        cheapest = self.cheapest(play)
                    cost += sum(cheapest[:pays.cards])
                gain = gain - cost - die * len(action.dice)
            elif type(action) is EndWork:
                end = index  # worth nothing: ending is the answer when nothing gains
                continue
            elif type(action) is Build:
                if cheapest is None:
                    cheapest = self.cheapest(play)
                gain = (action.prestige * point + self.engine(self.kind(action.card, play), play)
                        - (action.metal * metal + action.energy * energy + sum(cheapest[:1])))
            else:
                if cheapest is None:
                    cheapest = self.cheapest(play)
                gain = self.score(action, play, cheapest)
            if gain > best_score:
                best, best_score = index, gain
        if best_score == 0.0 and places:
            return self.best_placement(actions)
        return best if best >= 0 else end

    def best_placement(self, actions: Sequence[object]) -> int:
        """The headquarters row that gives most, by its worth below the limit (the first
        of the best): where a die goes when nothing else gains."""
        values = self.values
        known, worth = values.known, values.worth
        placing, placing_worth = -1, -1.0
        for index, action in enumerate(actions):
            if type(action) is Place:
                gains = action.gains
                plain = known.get((gains, RESOURCE_LIMIT))
                if plain is None:
                    plain = worth(gains)
                if plain > placing_worth:
                    placing, placing_worth = index, plain
        return placing

    def kind(self, name: str, play: DigitalPlay) -> CardType:
        """The type of the card of this name (in your hand)."""
        kinds = self.values.kinds
        kind = kinds.get(name)
        if kind is None:
            kind = kinds[name] = play.person.card_in_hand(name).type
        return kind

    def replicate(self, question: Question, play: DigitalPlay) -> int:
        assert question.choices is not None
        cheapest = self.cheapest(play)
        gains = [self.score(action, play, cheapest) for action in question.choices.values]
        return gains.index(max(gains))

    # -- the market phase ------------------------------------------------------------------

    def market(self, question: Question, play: DigitalPlay) -> int:
        assert question.choices is not None
        hand = play.person.hand
        values = self.values
        card_worth = values.card_worth
        best, best_worth = 0, float("-inf")
        for index, action in enumerate(question.choices.values):
            if isinstance(action, Refresh):
                continue
            if isinstance(action, TakeBlueprint):
                value = card_worth(action.card)
            elif isinstance(action, Hire):
                card = action.contractor
                cheapest = min(card_worth(c) for c in hand if c.tool == action.tool)
                value = (values.contractor.get(card.name, 0.0) - cheapest
                         - card.metal * values.metal - card.energy * values.energy)
            else:
                value = 0.0
            if value > best_worth:
                best, best_worth = index, value
        return best

    # -- discards, dice, limits ------------------------------------------------------------

    def discard(self, question: Question, play: DigitalPlay) -> int:
        assert question.choices is not None
        values = self.values
        known, card_worth, person = values.worths, values.card_worth, play.person
        worths = []
        for name in map(str, question.choices.values):  # (the choices are card names)
            worth = known.get(name)
            worths.append(worth if worth is not None else card_worth(person.card_in_hand(name)))
        return worths.index(min(worths))

    def keep_balanced(self, question: Question, play: DigitalPlay) -> int:
        """Keep metal and energy as even as the choices allow (metal first on a tie)."""
        assert question.choices is not None
        imbalances = [_imbalance(kept) for kept in question.choices.values]
        return imbalances.index(min(imbalances))

    def most_metal(self, question: Question, play: DigitalPlay) -> int:
        return 0  # the splits are offered most metal first

    def best_face(self, play: DigitalPlay, dice: int) -> int:
        """The face that, on `dice` more dice, allows the most valuable action now."""
        person = play.person
        before = list(person.dice)
        best, best_score = 6, float("-inf")
        try:
            for face in range(1, 7):
                person.dice = [*before, *(Die("?", face) for _ in range(dice))]
                cheapest = self.cheapest(play)
                score = max(self.score(a, play, cheapest) for a in legal_actions(play.work))
                if score > best_score:
                    best, best_score = face, score
        finally:
            person.dice = before
        return best

    def extra_die(self, question: Question, play: DigitalPlay) -> int:
        assert question.choices is not None
        return question.choices.values.index(self.best_face(play, 1))

    def foreman(self, question: Question, play: DigitalPlay) -> int:
        assert question.choices is not None
        if self.foreman_face is None or self.foreman_face[0] != play.round:
            self.foreman_face = (play.round, self.best_face(play, 4))
        return question.choices.values.index(self.foreman_face[1])

    def first(self, question: Question, play: DigitalPlay) -> int:
        return 0


def _imbalance(kept: object) -> int:
    assert isinstance(kept, tuple)
    metal, energy = kept
    return abs(int(metal) - int(energy))


#: Each answers with the position of its choice among the question's.
Handler = Callable[[GreedyStandIn, Question, DigitalPlay], int]

WORK = "person.work"
HANDLERS: dict[str, Handler] = {
    "person.market": GreedyStandIn.market,
    WORK: GreedyStandIn.work,
    "person.replicate": GreedyStandIn.replicate,
    "person.discard": GreedyStandIn.discard,
    "person.limit-cards": GreedyStandIn.discard,
    "person.limit-resources": GreedyStandIn.keep_balanced,
    "person.black-market-split": GreedyStandIn.most_metal,
    "person.extra-die": GreedyStandIn.extra_die,
    "person.foreman-die": GreedyStandIn.foreman,
    "person.reroll": GreedyStandIn.first,
}
