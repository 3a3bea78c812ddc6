"""Stand-ins for the person, for simulation against the Mautoma.

They answer only the person's questions at a modelled table (`table = "model"`): the action
space used each turn and with which dice, where a travel ended, the contracts taken, and
the end-of-game figures. They are documented caricatures that occupy action spaces the way
a player does (so the Automa meets taken spaces and missing contracts and outpost tiles),
not models of good play: the figures that matter are the Automa's.

The interface (the engine's `StandIn`): a class with a `name`, a one-line `description`,
made from the game's `Chance` (randomness only from its own stream), whose
`answer(question, play)` returns the text of a valid answer; `play` is the
`MarcoPoloPlay`, which it may read (never change). Stand-ins are registered in `STAND_INS`.

- `occupier`: occupies an action space each turn, travelling often, at random;
- `greedy`: takes the option worth most now by a documented caricature score, and races
  the Automa for its outpost tiles, contracts and brown action spaces;
- `random`: a uniformly random valid answer to every question (the tests).
"""

from __future__ import annotations

from collections.abc import Mapping
from copy import copy
from typing import ClassVar, cast

from soloist.engine.chance import Chance
from soloist.engine.game import Play, StandInFactory
from soloist.engine.phrase import phrase
from soloist.engine.questions import Choice, Question
from soloist.games.marco_polo_2.data import TRADING_POSTS
from soloist.games.marco_polo_2.effects import Contract, Effect, GainKind
from soloist.games.marco_polo_2.pieces import Colour, Seal
from soloist.games.marco_polo_2.routes import distances_to
from soloist.games.marco_polo_2.rules import MarcoPoloPlay
from soloist.games.marco_polo_2.spaces import Space

BONUS_KEYS = frozenset({"black-die", "money-bag", "trading-post", "done"})
#: The stand-in's own score: 50, +5 per contract it took, +3 per trading post (a caricature).
VP_PER_CONTRACT = 5
VP_PER_TRADING_POST = 3


class Occupier:
    """Occupies an action space each turn, travelling often.

    - Each turn: before its main action, takes a black die 1 time in 8 when one is left;
      then a main action: a Travel space (the smallest offered) half of the time when one is
      offered, otherwise any offered space at random; then ends its turn.
    - Dice: its own first.
    - A travel ends in a random city among those offered (those the travel can reach; never
      an oasis); the 3-dice space adds a second trading post in a random city offered (one
      on the way); it takes a contract whenever it may (the first offered).
    - At the end: it has completed every contract it took; its score is 50 + 5 per contract
      + 3 per trading post.
    """

    name: ClassVar[str] = "occupier"
    description: ClassVar[str] = phrase(
        "each turn one main action: a Travel space half the time (to a random city it can "
        "reach), else a "
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
            cities = [key for key in choices if key not in ("oasis", "none", "elsewhere")]
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
        if question.between is not None:  # a number: the lowest allowed
            return str(question.between[0])
        return choices[0]


#: The greedy stand-in's caricature values (VP in its own score, or taken from the Automa).
GREEDY_POST_VP = 3          # each of its first 11 trading posts
GREEDY_TILE_VP = 2          # each outpost bonus tile it takes (first in a city)
#: Contracts it holds at once, not yet completed (the two spaces of a player board).
GREEDY_HELD = 2
#: How far a travel on the 1-, 2- and 3-dice space takes it (steps, one per location). The
#: real limit is the lowest die or the space's printed maximum, which is not public.
GREEDY_REACH = {1: 1, 2: 3, 3: 5}
#: A die the Automa rolls, on average: the worth of a per-pip gain it would make.
AVERAGE_DIE = 3.5
ALL_SEALS = frozenset(Seal)
PERSON = Colour.PERSON
AUTOMA = Colour.AUTOMA


class Greedy:
    """Takes the option worth most now, by its own caricature score, and races the Automa.

    Its score (a caricature, like the occupier's): 50, + the VP printed on every contract it
    completed, + 3 for each of its first 11 trading posts, + 2 for each outpost bonus tile
    it took. It holds at most 2 contracts at a time (the two spaces of a player board; it
    ignores its starting contract) and completes one — the one worth most — each time it
    places a die on a Books space (the goods it takes there pay for it; coins, camels and
    other goods are not modelled). An option's *worth* is what it adds to that score now
    plus what it takes away from the Automa now:

    - a **city** it ends a travel in: nothing if it already has a trading post there (or in
      Beijing); else 3 (its trading post, while it has posts left) + the VP of the best
      contract there if it has room for it (it takes it) + 2 for the outpost tile if it is
      the first there, plus the tile's VP for the Automa when the city is one of the next two
      its display shows (the Automa would have taken that tile: the rest of its trip slide
      is hidden under the Smart Mat, and before its first travel only Beijing shows);
    - a **Travel space** (1, 2 or 3 dice): the best city within 1, 3 or 5 steps of its
      figure by any route (it pays no route costs and needs no seals: a caricature); the
      3-dice space adds the second best there (its second trading post);
    - the **Take contracts** space: the VP of the contracts worth most in the cities of its
      trading posts, as many as it has room for (the Automa's own ranking: VP, then
      advancements, black die, new contract; on equal rank, one the Automa could take — in a
      city of its trading posts or one of the next two its display shows — first);
    - a **Books** space: the VP of the contract worth most it holds (it completes it);
    - a **city card** the Automa has numbered on its display, or an **external city
      card** (brown spaces: one die a round): the VP the Automa's Skill card gives there,
      a per-pip gain at an average die of 3.5 (it would be the Automa's space);
    - anything else (Khan's Favor, Guild Seals, a special city, another city card): 0.

    Each main action: the space worth most **per die** placed (ties: the one worth most,
    then fewer dice, then the order offered). Once a round, on its first turn while one is
    left on the board, it takes a black die before its main action (one the Automa cannot
    take; it pays nothing for it). Then it ends its turn. Dice: its own first. A travel
    ends in the city worth most within reach (ties: the nearest, then the board's order),
    where its figure then stands; the 3-dice space's second trading post goes to the next
    best city within that reach, if one is worth anything. It takes the best contract in a
    contract city it reaches, and the best at the Take contracts space, while it has room.
    At the end it reports the contracts it completed and its score; on a tie it says it has
    a camel.
    """

    name: ClassVar[str] = "greedy"
    description: ClassVar[str] = phrase(
        "the action space worth most per die now, by its caricature score (50 + the VP of "
        "each contract completed + 3 per trading post + 2 per outpost tile) plus what it "
        "denies the Automa (an outpost tile in a city its display shows next, a brown space "
        "its Skill card pays VP for): travels 1/3/5 steps to the best city, takes the best "
        "contracts (2 held at most), completes one per Books space, a black die once a round"
    )

    def __init__(self, chance: Chance) -> None:
        self.location: str | None = None
        self.reach_from: str | None = None  # where the figure stood when this travel began
        self.reach = 0
        self.black_round = 0
        self.held: list[int] = []  # the VP of the contracts it holds, not yet completed
        self.completed = 0
        self.contract_vp = 0
        self.posts = 0
        self.tiles = 0
        self.contract_city = ""  # the city of the contract it is taking

    # -- answering ---------------------------------------------------------------------------

    def answer(self, question: Question, play: Play) -> str:
        game = cast(MarcoPoloPlay, play)
        if self.location is None:
            self.location = game.data.board.start
        topic = question.topic
        choices = question.choices
        if topic == "person.action":
            assert choices is not None
            return self.action(game, choices.items, question.context)
        if topic in ("person.travel-end", "person.second-trading-post"):
            assert choices is not None
            return self.end_travel(game, choices.items, second=topic != "person.travel-end")
        if topic == "person.trading-post-city":
            assert choices is not None
            post = max(choices.items, key=lambda c: self.city_worth(game, str(c.value)))
            self.count_post(game, str(post.value))
            return post.key
        if topic == "person.contract-taken":
            city = str(question.context.get("city"))
            best = self.best_contract(game, city)
            if best is None or len(self.held) >= GREEDY_HELD:
                return "no"
            self.contract_city = city
            self.count_contract(best)
            return "yes"
        if topic == "person.contracts-from":
            assert choices is not None
            return self.contracts_from(game, choices.items)
        if topic == "person.which-contract":  # the best, as counted when it chose the city
            assert choices is not None
            spaces = game.ctx.state.contracts.get(self.contract_city, [])
            return max(choices.items, key=lambda c: _rank(spaces[cast(int, c.value)])).key
        if topic == "person.contracts-completed":
            return str(min(self.completed, 60))
        if topic == "person.final-score":
            return str(self.score())
        if question.between is not None:  # a number: the lowest allowed
            return str(question.between[0])
        assert choices is not None
        return choices.items[0].key  # dice: its own first; a tie: it has a camel

    def action(self, game: MarcoPoloPlay, items: tuple[Choice, ...],
               context: Mapping[str, object]) -> str:
        key = self.choose_action(game, items, context)
        self.took(game, next((item.value for item in items if item.key == key), key), context)
        return key

    def choose_action(self, game: MarcoPoloPlay, items: tuple[Choice, ...],
                      context: Mapping[str, object]) -> str:
        """Its answer to "which action space did you use?" (nothing noted yet: `took`)."""
        keys = [item.key for item in items]
        if context.get("main_done"):
            return "done"
        round_number = int(cast(int, context.get("round", 0)))
        if "black-die" in keys and self.black_round != round_number:
            return "black-die"
        spaces = self.ranked_spaces(game, items)
        if not spaces:
            return "money-bag" if "money-bag" in keys else "done"
        return spaces[0]

    def ranked_spaces(self, game: MarcoPoloPlay, items: tuple[Choice, ...]) -> list[str]:
        """The action spaces offered, best first: worth most per die, then worth most, then
        fewer dice, then the order offered."""
        ranked = []
        for number, item in enumerate(items):
            space = item.value
            if isinstance(space, Space):
                worth = self.space_worth(game, space)
                ranked.append(((-worth / space.dice, -worth, space.dice, number), item.key))
        return [key for _, key in sorted(ranked)]

    def took(self, game: MarcoPoloPlay, value: object, context: Mapping[str, object]) -> None:
        """Notes the answer it gave (its value) to "which action space did you use?": a
        black die taken this round; a Travel space, where the travel begins and how far it
        reaches; a Books space completes the contract worth most it holds."""
        if value == "black-die":
            self.black_round = int(cast(int, context.get("round", 0)))
        elif isinstance(value, Space) and value.group == "travel":
            self.reach_from, self.reach = self.location, GREEDY_REACH[value.dice]
        elif isinstance(value, Space) and value.group == "books":
            self.complete_contract()

    def copy(self) -> Greedy:
        """A copy of its score sheet and its place on the map (the strong stand-in's rollouts
        play on with it)."""
        made = copy(self)
        made.held = list(self.held)
        return made

    # -- worth -------------------------------------------------------------------------------

    def space_worth(self, game: MarcoPoloPlay, space: Space) -> float:
        group = space.group
        if group == "travel":
            worths = sorted((self.city_worth(game, city) for city in
                             self.in_reach(game, self.location, GREEDY_REACH[space.dice])),
                            reverse=True)
            return float(sum(worths[:2 if space.dice == 3 else 1]))
        if group == "contracts":
            ranks = sorted((self.contract_rank(game, contract, city)
                            for city, contract in self.contracts_of(game)), reverse=True)
            return float(sum(rank[0] for rank in ranks[:GREEDY_HELD - len(self.held)]))
        if group == "books":
            return float(max(self.held, default=0))
        if group == "external":
            skill = game.ctx.skill
            return _automa_vp(skill.external_city) if skill is not None else 0.0
        if group == "city-card":
            numbered = {f"city-card-{city}-{card}" for city, card in
                        game.ctx.automa.card_numbers}
            skill = game.ctx.skill
            if space.id in numbered and skill is not None:
                return _automa_vp(skill.city_card)
        return 0.0

    def city_worth(self, game: MarcoPoloPlay, city: str) -> float:
        """What ending a travel in `city` adds to its score now, and takes from the Automa."""
        ctx = game.ctx
        colours = ctx.state.trading_posts.get(city, set())
        if city == ctx.board.start or PERSON in colours:
            return 0.0
        worth = float(GREEDY_POST_VP if self.posts < TRADING_POSTS else 0)
        best = self.best_contract(game, city)
        if best is not None and len(self.held) < GREEDY_HELD:
            worth += best.vp
        tile = ctx.state.outposts.get(city)
        if isinstance(tile, tuple) and AUTOMA not in colours:
            worth += GREEDY_TILE_VP
            if city in self.automa_ahead(game):
                worth += _automa_vp(tile)
        return worth

    def in_reach(self, game: MarcoPoloPlay, origin: str | None, steps: int) -> list[str]:
        """The cities within `steps` steps of `origin`, nearest first (then the board's
        order)."""
        board = game.ctx.board
        distance = distances_to(board, origin or board.start, ALL_SEALS)
        cities = [city.id for city in board.cities
                  if 0 < distance.get(city.id, steps + 1) <= steps]
        return sorted(cities, key=lambda city: distance[city])

    def automa_ahead(self, game: MarcoPoloPlay) -> set[str]:
        """The cities the Automa wants to reach, as its display shows them: "the next two
        cities the Automa wants to go to" (none before its first travel: only Beijing
        shows). The rest of its trip slide is hidden under the Smart Mat."""
        return set(game.ctx.automa.trip.shown()[1:])

    # -- contracts ---------------------------------------------------------------------------

    def contracts_of(self, game: MarcoPoloPlay) -> list[tuple[str, Contract]]:
        """The contracts in the cities of its trading posts."""
        state = game.ctx.state
        return [(city, space) for city in state.posts_of(PERSON)
                for space in state.contracts.get(city, ()) if isinstance(space, Contract)]

    def contract_rank(self, game: MarcoPoloPlay, contract: Contract | None,
                      city: str) -> tuple[int, int, int]:
        """Worth most first: VP, the Automa's tie priority, then one the Automa could take."""
        if contract is None:
            return (-1, -1, -1)
        wanted = city in game.ctx.automa.trading_posts or city in self.automa_ahead(game)
        return (*contract.rank, int(wanted))

    def best_contract(self, game: MarcoPoloPlay, city: str) -> Contract | None:
        spaces = game.ctx.state.contracts.get(city, ())
        found = [space for space in spaces if isinstance(space, Contract)]
        return max(found, key=lambda contract: contract.rank) if found else None

    def contracts_from(self, game: MarcoPoloPlay, items: tuple[Choice, ...]) -> str:
        offered = {str(item.value) for item in items if item.value is not None}
        ranked = [(self.contract_rank(game, contract, city), city, contract)
                  for city, contract in self.contracts_of(game) if city in offered]
        if not ranked or len(self.held) >= GREEDY_HELD:
            return "none"
        _, city, contract = max(ranked, key=lambda entry: entry[0])
        self.contract_city = city
        self.count_contract(contract)
        return city

    # -- its score ---------------------------------------------------------------------------

    def end_travel(self, game: MarcoPoloPlay, items: tuple[Choice, ...], *, second: bool) -> str:
        cities = {str(item.value) for item in items if item.value is not None}
        origin = self.reach_from if self.reach_from is not None else self.location
        reachable = [city for city in self.in_reach(game, origin, self.reach or 1)
                     if city in cities]
        if not reachable:
            return "none" if second else ("oasis" if "oasis" in {i.key for i in items}
                                          else items[0].key)
        best, best_worth = reachable[0], -1.0
        for city in reachable:  # nearest first: ties keep the nearest
            worth = self.city_worth(game, city)
            if worth > best_worth:
                best, best_worth = city, worth
        if second and best_worth <= 0:
            return "none"
        self.count_post(game, best)
        if not second:
            self.location = best
        return best

    def count_post(self, game: MarcoPoloPlay, city: str) -> None:
        state = game.ctx.state
        colours = state.trading_posts.get(city, set())
        if city == game.ctx.board.start or PERSON in colours:
            return
        self.posts += 1
        if isinstance(state.outposts.get(city), tuple) and AUTOMA not in colours:
            self.tiles += 1

    def count_contract(self, contract: Contract) -> None:
        self.held.append(contract.vp)

    def complete_contract(self) -> None:
        """A Books action: the goods pay for the contract worth most it holds."""
        if self.held:
            best = max(self.held)
            self.held.remove(best)
            self.completed += 1
            self.contract_vp += best

    def score(self) -> int:
        """50 + each contract's VP + 3 per trading post (the first 11) + 2 per outpost
        tile."""
        return (50 + self.contract_vp + GREEDY_POST_VP * min(self.posts, TRADING_POSTS)
                + GREEDY_TILE_VP * self.tiles)


def _rank(space: object) -> tuple[int, int]:
    return space.rank if isinstance(space, Contract) else (-1, -1)


def _automa_vp(effects: tuple[Effect, ...]) -> float:
    """The VP these effects give the Automa (a per-pip gain at an average die)."""
    return sum(effect.amount * (AVERAGE_DIE if effect.per_pip else 1)
               for effect in effects if effect.kind is GainKind.VP)


class RandomPlayer:
    """Answers every question of the person with a uniformly random valid answer (tests)."""

    name: ClassVar[str] = "random"
    description: ClassVar[str] = phrase("a uniformly random valid answer to every question")

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
                                        Greedy.name: Greedy,
                                        RandomPlayer.name: RandomPlayer}
