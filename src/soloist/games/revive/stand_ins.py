"""Stand-ins for the person, for simulation against the Mautoma on a modelled map.

A stand-in answers the person's questions of the modelled table: what it did on the map
each turn. It is a documented caricature of a person's presence on the map, not a model of
a person's whole game (cards, machines, resources and points are not modelled), so the
modelled table asks no final score and a simulated game has no score, no result and no win
or loss: simulation measures the Mautoma (how much it places and explores, how often each
card comes up, when the game ends).
"""

from __future__ import annotations

from typing import ClassVar

from soloist.engine.chance import Chance
from soloist.engine.game import Play
from soloist.engine.questions import Question
from soloist.games.revive.hexmap import MapState

#: The order in which the steady stand-in tries its map actions, rotating each turn.
ROTATION = ("explore", "build", "populate")


class SteadySettler:
    """One map action a turn, rotating explore → build → populate.

    - Turn *t* tries the actions in the rotation starting with action *t* (1: explore,
      2: build, 3: populate, 4: explore, ...) and takes the first one it can; then its turn
      is over. It never places tribe tokens.
    - Its target is the nearest eligible one to its own pieces (to the chasm while it has
      none), counted like the Mautoma's range; ties are broken at random. For a location it
      prefers one with no figure.
    - A tile the map file leaves unknown is revealed with random kinds.
    - It has no score: the modelled table does not ask for one.
    """

    name: ClassVar[str] = "steady"
    description: ClassVar[str] = (
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
        if topic == "table.revealed-kind":
            assert question.choices is not None
            return self.random.choice(question.choices.keys)
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
        own = [*state.person_buildings, *state.person_figures]
        distance = state.distances(None, own) if own else state.distances(None)
        hex_map = state.map
        figures = set(state.mautoma_figures)

        def rank(key: str) -> tuple[int, int]:
            if topic == "person.explore":
                steps = min(distance.get(index, 999) for index in hex_map.tiles[key])
                return (steps, 0)
            index = hex_map.space(key).index
            crowded = int(topic == "person.populate" and index in figures)
            return (crowded, distance.get(index, 999))

        keys = question.choices.keys
        best = min(rank(key) for key in keys)
        nearest = [key for key in keys if rank(key) == best]
        return nearest[0] if len(nearest) == 1 else self.random.choice(nearest)


STAND_INS = {SteadySettler.name: SteadySettler}
