"""Stand-ins for the person, for simulation against the Mautoma on a modelled map.

A stand-in answers the person's questions of the modelled table: what it did on the map
each turn. It is a documented caricature of a person's presence on the map, not a model of
a person's whole game (cards, machines, resources and points are not modelled), so the
modelled table asks no final score and a simulated game has no score, no result and no win
or loss: simulation measures the Mautoma (how much it places and explores, the bonuses next
to its buildings, how often each card comes up, when the game ends).

Two of Revive's own: `SteadySettler` ("steady", the default: a rotation of actions on the
nearest targets) and `GreedyClaimer` ("greedy": the best reward the map shows, contesting
the Mautoma's build spots); the engine adds "random" (any valid answer).
"""

from __future__ import annotations

from collections.abc import Sequence
from random import Random
from typing import ClassVar

from soloist.engine.chance import Chance
from soloist.engine.game import Play, StandInFactory
from soloist.engine.phrase import phrase
from soloist.engine.questions import Question
from soloist.games.revive.hexmap import TERRAIN, MapState, SpaceKind

#: The order in which the steady stand-in tries its map actions, rotating each turn.
ROTATION = ("explore", "build", "populate")
#: The range within which the greedy stand-in contests the Mautoma's build spots: that of
#: its build cards (1, 2 and 5; card 6 only populates).
CONTESTED_RANGE = 3
#: The questions of the modelled table about your map actions.
MAP_TOPICS = frozenset({"person.map-action", "person.build", "person.populate",
                        "person.explore"})
#: A distance beyond any on a map (a space no piece can reach).
FAR = 999
#: The questions naming a tile a map file leaves open, when it is face up.
TILE_TOPICS = frozenset({"table.tile-which", "table.tile-new"})
KINDS = ("sand", "forest", "mountain", "field", "water", "location")


def name_a_tile(question: Question, random: Random) -> str:
    """A tile the map file leaves open is face up: any tile it knows that fits, or a new one
    with random spaces."""
    if question.topic == "table.tile-new":
        count = int(str(question.context["spaces"]))
        return f"{question.context['place']}: " + " ".join(random.choice(KINDS)
                                                         for _ in range(count))
    if question.choices is not None:
        return random.choice(question.choices.keys)
    return question.examples[0]


def distances_from_you(state: MapState) -> dict[int, int]:
    """Steps from your nearest building or figure (from the chasm while you have none),
    counted like the Mautoma's range."""
    return state.your_ranges()


class SteadySettler:
    """One map action a turn, rotating explore → build → populate.

    - Turn *t* tries the actions in the rotation starting with action *t* (1: explore,
      2: build, 3: populate, 4: explore, ...) and takes the first one it can; then its turn
      is over. It never places tribe tokens.
    - Its target is the nearest eligible one to its own pieces (to the chasm while it has
      none), counted like the Mautoma's range; ties are broken at random. For a location it
      prefers one with no figure.
    - A tile the map file leaves open is any tile it knows that fits, or a new one with
      random spaces.
    - It has no score: the modelled table does not ask for one.
    """

    name: ClassVar[str] = "steady"
    description: ClassVar[str] = phrase(
        "one map action a turn, rotating explore → build → populate, on the nearest eligible "
        "target to its own pieces (random among the nearest); no tribe tokens; it has no "
        "score (your game beyond the map is not modelled), so the games have no result and "
        "no win rate: the figures are the Mautoma's. Plays on the FICTIONAL sample map and "
        "board unless --map and --board are given"
    )

    def __init__(self, chance: Chance) -> None:
        self.random = chance.stream("stand-in")

    def answer(self, question: Question, play: Play) -> str:
        topic = question.topic
        if topic == "person.map-action":
            return self.map_action(question)
        if topic in ("person.build", "person.populate", "person.explore"):
            state: MapState = play.table.state  # type: ignore[attr-defined]
            return self.nearest(question, state, topic)
        if topic in TILE_TOPICS:
            return name_a_tile(question, self.random)
        raise LookupError(f"the steady stand-in cannot answer {topic!r}")

    def map_action(self, question: Question) -> str:
        assert question.choices is not None
        if question.context.get("actions"):
            return "done"
        turn = int(str(question.context["turn"]))
        offered = set(question.choices.keys)
        for step in range(len(ROTATION)):
            action = ROTATION[(turn - 1 + step) % len(ROTATION)]
            if action in offered:
                return action
        return "done"

    def nearest(self, question: Question, state: MapState, topic: str) -> str:
        assert question.choices is not None
        distance = distances_from_you(state)
        hex_map = state.map
        figures = set(state.mautoma_figures)

        def rank(key: str) -> tuple[int, int]:
            if topic == "person.explore":
                steps = min(distance.get(index, FAR) for index in hex_map.tiles[key])
                return (steps, 0)
            index = hex_map.space(key).index
            crowded = int(topic == "person.populate" and index in figures)
            return (crowded, distance.get(index, FAR))

        keys = question.choices.keys
        best = min(rank(key) for key in keys)
        nearest = [key for key in keys if rank(key) == best]
        return nearest[0] if len(nearest) == 1 else self.random.choice(nearest)


def build_reward(state: MapState, index: int) -> int:
    """Your immediate reward for a (small) building on a sand space, by the base game's
    build rules: 1 for each terrain space next to it (a step on that machine track), 1 for
    each crystal next to it, and 1 for each water space next to it that none of your
    buildings touches yet (each water pays you once). Face-down spaces show nothing."""
    hex_map = state.map
    adjacent = hex_map.adjacent
    own = state.person_buildings
    reward = hex_map.crystals_next_to[index]
    for other in adjacent[index]:
        if not state.is_open(other):
            continue
        kind = state.kind(other)
        unclaimed_water = kind is SpaceKind.WATER and not any(
            building in adjacent[other] for building in own)
        if kind in TERRAIN or unclaimed_water:
            reward += 1
    return reward


def mautoma_value(state: MapState, index: int) -> int:
    """The Mautoma's own count for a build spot (GENERAL RULES FOR BUILDINGS PLACEMENT) if
    the spot is within its range 3, where its build cards look; -1 out of that range."""
    if index not in state.within(CONTESTED_RANGE):
        return -1
    found = state.bonuses(index, named=False)
    return found.others + 2 * len(found.fresh_water)


class GreedyClaimer:
    """One map action a turn: the one with the best reward the map shows, on the best target.

    **What it maximises**: its immediate reward as the modelled map shows it, and that is
    only a building's (the base game's build rewards, `build_reward`: 1 per terrain space,
    per crystal and per water space none of its buildings touches yet, next to the sand
    space). A figure's technology, an explored tile's points and citizen card, its
    resources and the food range costs are not modelled. So, each turn, the first of these
    it can take:

    1. **Build**, if a vacant sand space has a reward of at least 1: on the space with the
       highest reward. Ties: the space the Mautoma values most by its own count (terrain and
       crystals 1, water no Mautoma building touches 2, touched water 0) among those within
       the Mautoma's range 3, where its build cards look, so it takes the spot the Mautoma
       would want (a space out of that range counts below any within it); then the nearest
       to its own pieces (the least food for range); then at random.
    2. **Populate**: preferring a location where the Mautoma has no figure (there its extra
       book would go to the reserve), then the nearest to its own pieces, then at random.
    3. **Explore**: the tile with the most spaces next to its buildings (newly revealed
       terrain or water there pays it at once), then the nearest, then at random.
    4. **Build** on a space with no reward (the same ties), if that is all it can do; else
       its turn is over.

    One map action a turn, as `SteadySettler`, so that the two compare on the same footing
    (a person's other action is a card, not modelled). It places no tribe tokens and never
    takes a major artifact; a building's size is not chosen (a large one would double the
    terrain and crystal rewards). A tile the map file leaves unknown is revealed with
    random kinds. "At random" draws only from the game's ``stand-in`` stream, so a seed
    gives the same game everywhere. It has no score: the modelled table does not ask for
    one.
    """

    name: ClassVar[str] = "greedy"
    description: ClassVar[str] = phrase(
        "one map action a turn, the best reward the map shows: it builds while a sand space "
        "pays a reward (the most terrain, crystals and unclaimed water next to it; ties to "
        "the spot the Mautoma would value most within its range 3, then the nearest), else "
        "populates a location without a Mautoma figure, else explores the tile next to most "
        "of its buildings; no tribe tokens; it has no score (your game beyond the map is not "
        "modelled), so the games have no result and no win rate: the figures are the "
        "Mautoma's. Plays on the FICTIONAL sample map and board unless --map and --board "
        "are given"
    )

    def __init__(self, chance: Chance) -> None:
        self.random = chance.stream("stand-in")

    def answer(self, question: Question, play: Play) -> str:
        topic = question.topic
        choices = question.choices
        if topic in TILE_TOPICS:
            return name_a_tile(question, self.random)
        if topic not in MAP_TOPICS:
            raise LookupError(f"the greedy stand-in cannot answer {topic!r}")
        state: MapState = play.table.state  # type: ignore[attr-defined]
        assert choices is not None
        if topic == "person.map-action":
            return self.map_action(question, state)
        if topic == "person.build":
            return self.best(choices.keys, self.build_ranks(choices.keys, state))
        if topic == "person.populate":
            return self.best(choices.keys, self.populate_ranks(choices.keys, state))
        return self.best(choices.keys, self.explore_ranks(choices.keys, state))

    def map_action(self, question: Question, state: MapState) -> str:
        """Build where a reward is, else populate, else explore, else build anyway."""
        assert question.choices is not None
        if question.context.get("actions"):
            return "done"
        offered = set(question.choices.keys)
        if "build" in offered and any(build_reward(state, index) > 0
                                      for index in state.vacant_sand()):
            return "build"
        for action in ("populate", "explore", "build"):
            if action in offered:
                return action
        return "done"

    def best(self, keys: Sequence[str], ranks: Sequence[tuple[int, ...]]) -> str:
        """The key with the highest rank; ties at random from the stand-in stream."""
        top = max(ranks)
        tied = [key for key, rank in zip(keys, ranks, strict=True) if rank == top]
        return tied[0] if len(tied) == 1 else self.random.choice(tied)

    @staticmethod
    def build_ranks(keys: Sequence[str], state: MapState) -> list[tuple[int, ...]]:
        """(your reward, the Mautoma's value within its range 3, -your distance)."""
        distance = distances_from_you(state)
        hex_map = state.map
        ranks: list[tuple[int, ...]] = []
        for key in keys:
            index = hex_map.space(key).index
            ranks.append((build_reward(state, index), mautoma_value(state, index),
                          -distance.get(index, FAR)))
        return ranks

    @staticmethod
    def populate_ranks(keys: Sequence[str], state: MapState) -> list[tuple[int, ...]]:
        """(no Mautoma figure there, -your distance)."""
        distance = distances_from_you(state)
        hex_map = state.map
        figures = set(state.mautoma_figures)
        ranks: list[tuple[int, ...]] = []
        for key in keys:
            index = hex_map.space(key).index
            ranks.append((int(index not in figures), -distance.get(index, FAR)))
        return ranks

    @staticmethod
    def explore_ranks(keys: Sequence[str], state: MapState) -> list[tuple[int, ...]]:
        """(the tile's spaces next to your buildings, -your distance)."""
        distance = distances_from_you(state)
        hex_map = state.map
        adjacent = hex_map.adjacent
        own = set(state.person_buildings)
        ranks: list[tuple[int, ...]] = []
        for key in keys:
            spaces = hex_map.tiles[key]
            beside = sum(1 for index in spaces if not own.isdisjoint(adjacent[index]))
            ranks.append((beside, -min(distance.get(index, FAR) for index in spaces)))
        return ranks


class RandomClaimer:
    """One map action a turn, at random: build, populate or explore (one of those offered,
    each as likely), on a target drawn at random among those offered; no tribe tokens.

    Revive's own `random` (it replaces the engine's, which would tell any number of map
    actions a turn): one map action a turn, as `steady`, `greedy` and `strong`, so that the
    skill ladder compares them on the same footing. A tile the map file leaves open is any
    tile it knows that fits, or a new one with random spaces."""

    name: ClassVar[str] = "random"
    description: ClassVar[str] = phrase(
        "one map action a turn, at random (build, populate or explore), on a random target; "
        "no tribe tokens. Plays on the FICTIONAL sample map and board unless --map and "
        "--board are given"
    )

    def __init__(self, chance: Chance) -> None:
        self.random = chance.stream("stand-in")

    def answer(self, question: Question, play: Play) -> str:
        if question.topic in TILE_TOPICS:
            return name_a_tile(question, self.random)
        assert question.choices is not None, f"a number asked: {question.topic!r}"
        keys = question.choices.keys
        if question.topic == "person.map-action":
            actions = [key for key in ROTATION if key in keys]
            if question.context.get("actions") or not actions:
                return "done"
            return self.random.choice(actions)
        return self.random.choice(keys)


STAND_INS: dict[str, StandInFactory] = {SteadySettler.name: SteadySettler,
                                        GreedyClaimer.name: GreedyClaimer,
                                        RandomClaimer.name: RandomClaimer}
