"""Stand-ins for the person, for simulation against the two Automas (digital rules).

Each answers the person's decisions of a modelled game (`--digital`): the traveller tile,
every move, the souvenirs bought, the temple donation, the Meal, and the travellers'
choices. They are documented caricatures, not models of good play.
"""

from __future__ import annotations

from math import floor
from typing import ClassVar, cast

from soloist.engine.chance import Chance
from soloist.engine.game import Play, StandInFactory
from soloist.engine.phrase import phrase
from soloist.engine.questions import Choice, Question
from soloist.games.tokaido.cards import (
    PANORAMA_ACHIEVEMENTS,
    Encounter,
    EncounterKind,
    Traveller,
)
from soloist.games.tokaido.digital import DigitalPerson, Purchase
from soloist.games.tokaido.road import SECTIONS, Space
from soloist.games.tokaido.rules import TokaidoPlay


class RandomLegal:
    """Picks uniformly at random among the answers the rules offer, every time."""

    name: ClassVar[str] = "random"
    description: ClassVar[str] = phrase(
        "random legal: every decision (traveller, move, souvenirs, donation, meal, ...) picked "
        "uniformly at random among the answers the rules allow"
    )

    def __init__(self, chance: Chance) -> None:
        self.random = chance.stream("stand-in").random

    def answer(self, question: Question, play: Play) -> str:
        choices = question.choices
        if choices is not None:
            items = choices.items
            return items[floor(self.random() * len(items))].key  # (`floor`: as `int`, faster)
        assert question.between is not None
        low, high = question.between
        return str(low + floor(self.random() * (high - low + 1)))


#: Greedy's value of a coin still to be earned at a Farm, by coins in hand.
FARM_VALUE_POOR = 3.0
FARM_VALUE_RICH = 1.0
RICH = 4
HOT_SPRING_VALUE = 2.5
ENCOUNTER_VALUE = 2.5
VILLAGE_VALUE = 3.0
# Enum members bound once (attribute access on an Enum class is slow in Python 3.11).
HOT_SPRING, ENCOUNTER, TEMPLE = Space.HOT_SPRING, Space.ENCOUNTER, Space.TEMPLE
VILLAGE, FARM, MITSUKUNI = Space.VILLAGE, Space.FARM, Traveller.MITSUKUNI
ENCOUNTER_PREFERENCE = {EncounterKind.SAMURAI: 5, EncounterKind.ANNAIBITO: 4,
                        EncounterKind.SHOKUNIN: 3, EncounterKind.MIKO: 2, EncounterKind.KUGE: 1}


class GreedyPoints:
    """Takes the most points now, move by move."""

    name: ClassVar[str] = "greedy"
    description: ClassVar[str] = phrase(
        "greedy points: takes the traveller tile with more coins; moves to the space worth the "
        "most points now (a Panorama its card's value, +3 if it wins the achievement; Hot "
        "Spring and Encounter 2.5; a Temple the coins it can give, up to 3; a Village 3 with 2 "
        "coins or more, else 1; a Farm 3 when it holds fewer than 4 coins, else 1; an Inn 0), "
        "the nearest on ties; buys the souvenirs worth most points (the cheapest on ties); "
        "donates all it may; buys the cheapest Meal it may; accepts Satsuki's free Meal"
    )

    def __init__(self, chance: Chance) -> None:
        pass

    def answer(self, question: Question, play: Play) -> str:
        # A Tokaido play (an annotation, not typing.cast: a call on every answer).
        game: TokaidoPlay = play  # type: ignore[assignment]
        person = game.person
        assert isinstance(person, DigitalPerson)
        topic = question.topic
        choices = question.choices
        if topic == "person.temple":
            assert question.between is not None
            return str(question.between[1])
        assert choices is not None
        items = choices.items
        if topic == "person.move":  # the stops come nearest first: ties keep the nearest
            spaces = game.road.spaces
            value_of = self.value
            best, best_value = items[0], -1.0
            for choice in items:
                value = value_of(person, spaces[choice.value])  # type: ignore[call-overload]  # a stop
                if value > best_value:
                    best, best_value = choice, value
            return best.key
        if topic == "person.souvenirs":
            return max(items, key=_purchase_rank).key
        if topic == "person.meal":
            display = person.table.on_display
            return min(items, key=lambda choice: 99 if choice.value is None  # no Meal
                       else display[choice.value].cost).key  # type: ignore[call-overload]  # a place
        if topic == "person.traveller":
            starting = person.table.base.starting_coins
            return max(items, key=lambda choice: starting[cast(Traveller, choice.value)]).key
        if topic == "person.panorama":
            return max(items, key=lambda choice: person.panoramas[cast(Space, choice.value)]).key
        if topic == "person.encounter":
            return max(items, key=lambda choice: ENCOUNTER_PREFERENCE[
                cast(Encounter, choice.value).kind]).key
        if topic == "person.satsuki":
            return "yes"
        return items[0].key

    @staticmethod
    def value(person: DigitalPerson, space: Space) -> float:
        coins = person.coins
        if space in SECTIONS:
            value = person.panoramas[space] + 1
            if value == SECTIONS[space] and \
                    PANORAMA_ACHIEVEMENTS[space] in person.journey.panoramas_open:
                return value + 3
            return value
        if space is HOT_SPRING:
            return HOT_SPRING_VALUE + (person.traveller is MITSUKUNI)
        if space is ENCOUNTER:
            return ENCOUNTER_VALUE
        if space is TEMPLE:
            return min(3, coins)
        if space is VILLAGE:
            return VILLAGE_VALUE if coins >= 2 else 1.0
        if space is FARM:
            return FARM_VALUE_POOR if coins < RICH else FARM_VALUE_RICH
        return 0.0


def _purchase_rank(choice: Choice) -> tuple[int, int]:
    """Most points, then the cheapest."""
    purchase: Purchase = choice.value  # type: ignore[assignment]  # a Village's offer
    return (purchase.points, -purchase.cost)


STAND_INS: dict[str, StandInFactory] = {RandomLegal.name: RandomLegal,
                                         GreedyPoints.name: GreedyPoints}
