"""Your whole base game, modelled (digital play and simulation): nothing is asked but your
own choices.

Villages (souvenir sets and prices), Farms, Panoramas, Hot Springs, Temples, Encounters,
Meals at the inns (never the same specialty twice), the ten travellers' abilities and the
achievements, by the base rules (the fact sheet, ../shared/rules/tokaido.md).
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from functools import cache, lru_cache
from itertools import combinations
from typing import Any, Self

from soloist.engine.chance import Chance
from soloist.engine.phrase import joined, phrase
from soloist.engine.questions import YES_NO, Choice, Choices, Question, answered, decision
from soloist.games.tokaido.cards import (
    ACHIEVEMENT_POINTS,
    FAMILIES,
    MEAL_POINTS,
    PANORAMA_ACHIEVEMENTS,
    Achievement,
    Encounter,
    EncounterKind,
    HotSpring,
    Meal,
    Souvenir,
    Traveller,
    point_count,
)
from soloist.games.tokaido.journey import Journey
from soloist.games.tokaido.person import ORDINAL, PERSON, PersonTally, move_question
from soloist.games.tokaido.road import PANORAMAS, SECTIONS, Space
from soloist.games.tokaido.scoring import Tally, souvenir_points
from soloist.games.tokaido.table import ModelTable

#: Journey of Initiation: no traveller tiles, 7 coins each; in the Automa mode you also
#: begin with 5 points.
INITIATION_COINS = 7
INITIATION_POINTS = 5
VILLAGE_DRAW = 3
FARM_COINS = 3
SAMURAI_POINTS = 3
KUGE_COINS = 3
MAX_DONATION = 3

NO_SOUVENIRS: dict[str, int] = dict.fromkeys(FAMILIES, 0)
NO_PANORAMAS: dict[Space, int] = dict.fromkeys(PANORAMAS, 0)
#: Spaces that need a coin to stop on; spaces whose benefit may ask you something.
NEEDS_A_COIN = frozenset((Space.VILLAGE, Space.TEMPLE))
MAY_ASK = frozenset((Space.VILLAGE, Space.TEMPLE, Space.ENCOUNTER))

#: The decisions within a space a copy of the play may resume at (`DigitalPerson.waiting`).
MEAL = "meal"

# Enum members bound once (attribute access on an Enum class is slow in Python 3.11).
VILLAGE, FARM, TEMPLE = Space.VILLAGE, Space.FARM, Space.TEMPLE
HOT_SPRING, ENCOUNTER = Space.HOT_SPRING, Space.ENCOUNTER
HIROSHIGE, CHUUBEI, KINKO = Traveller.HIROSHIGE, Traveller.CHUUBEI, Traveller.KINKO
YOSHIYASU, SATSUKI, MITSUKUNI = Traveller.YOSHIYASU, Traveller.SATSUKI, Traveller.MITSUKUNI
SASAYAKKO, HIROTADA, UMEGAE = Traveller.SASAYAKKO, Traveller.HIROTADA, Traveller.UMEGAE
ZEN_EMON = Traveller.ZEN_EMON
SAMURAI, KUGE, MIKO, SHOKUNIN = (EncounterKind.SAMURAI, EncounterKind.KUGE, EncounterKind.MIKO,
                                 EncounterKind.SHOKUNIN)


class Purchase:
    """A set of souvenirs you may buy in a Village: what it costs you and what it scores.
    `key` is the answer that chooses it: "1+3", the cards' places in the row drawn."""

    __slots__ = ("cards", "cost", "indexes", "key", "points")

    def __init__(self, indexes: tuple[int, ...], key: str, cards: tuple[Souvenir, ...],
                 cost: int, points: int) -> None:
        self.indexes = indexes
        self.key = key
        self.cards = cards
        self.cost = cost
        self.points = points

    @property
    def label(self) -> str:
        return purchase_label(tuple([card.label for card in self.cards]), self.cost, self.points)


def purchase_key(purchase: Purchase) -> str:
    return purchase.key


#: Buying nothing: always offered, first.
NO_PURCHASE = Purchase((), "none", (), 0, 0)
BUY_NOTHING = Choice("none", phrase("buy nothing"), NO_PURCHASE,
                     (phrase("none"), "no", "nothing", "0"))
#: Hiroshige's question at an intermediate inn (made once).
HIROSHIGE_PANORAMA = phrase("{traveller}: which Panorama card do you take?",
                            traveller="Hiroshige")
#: The Village question (made once: simulation asks it at every Village).
WHICH_SOUVENIRS = phrase("Village: which souvenirs do you buy?")


@cache
def coin_count(count: int) -> str:
    return phrase("{count} coin", count=count) if count == 1 else phrase("{count} coins",
                                                                          count=count)


@cache
@lru_cache(maxsize=4096)
def purchase_label(cards: tuple[str, ...], cost: int, points: int) -> str:
    """"Koma (small object, 1) + Sake (food & drink, 2): 3 coins, 4 points", made once per
    offer: the same few come back at every Village (a row holds at most 3 souvenirs)."""
    paid, scored = coin_count(cost), point_count(points)
    if len(cards) == 1:
        return phrase("{first}: {coins}, {points}", first=cards[0], coins=paid, points=scored)
    if len(cards) == 2:
        return phrase("{first} + {second}: {coins}, {points}", first=cards[0], second=cards[1],
                      coins=paid, points=scored)
    assert len(cards) == 3
    return phrase("{first} + {second} + {third}: {coins}, {points}", first=cards[0],
                  second=cards[1], third=cards[2], coins=paid, points=scored)


#: The non-empty sets of places in a row of 0-3 drawn souvenirs, smallest first, each with
#: its answer ("1+3").
SUBSETS = tuple(tuple((indexes, "+".join(str(index + 1) for index in indexes))
                      for size in range(1, count + 1)
                      for indexes in combinations(range(count), size)) for count in range(4))


def purchase_cost(cards: Sequence[Souvenir], traveller: Traveller | None) -> tuple[int, int]:
    """(what you pay, what you must hold) for buying `cards` together.

    Sasayakko: with 2 or more, the cheapest is free, but she must be able to pay for all.
    Zen-emon: once per Village, one souvenir for 1 coin (the dearest, the best use of it).
    """
    prices = [card.price for card in cards]
    total = sum(prices)
    if traveller is SASAYAKKO and len(prices) >= 2:
        return total - min(prices), total
    if traveller is ZEN_EMON and prices and max(prices) > 1:
        paid = total - max(prices) + 1
        return paid, paid
    return total, total


def points_of(cards: Sequence[Souvenir], family_counts: dict[str, int]) -> int:
    """The points of buying `cards` one after the other, on top of `family_counts`."""
    if len(cards) == 1:
        return souvenir_points(family_counts, cards[0].family)
    counts = dict(family_counts)
    points = 0
    for card in cards:
        points += souvenir_points(counts, card.family)
        counts[card.family] = counts.get(card.family, 0) + 1
    return points


class DigitalPerson:
    """You, modelled: your traveller, coins, cards and score."""

    modelled = True
    name = PERSON
    key = "person"
    is_automa = False

    def __new__(cls, *args: Any, **kwargs: Any) -> Self:
        # Spelled out for the compiled build (mypyc), whose classes make an empty
        # object this way only (as a copy of one does).
        return object.__new__(cls)

    def __init__(self, journey: Journey, table: ModelTable, chance: Chance, *,
                 initiation: bool) -> None:
        self.journey = journey
        self.table = table
        self.log = journey.log
        self.chance = chance  # Satsuki's random Meal: the stream "meal offers"
        self.initiation = initiation
        self.stop = 0
        self.arrival = 0
        self.traveller: Traveller | None = None
        self.coins = 0
        self.score = 0
        self.souvenirs: list[Souvenir] = []
        self.families: dict[str, int] = NO_SOUVENIRS.copy()
        self.panoramas: dict[Space, int] = NO_PANORAMAS.copy()
        self.hot_springs: list[HotSpring] = []
        self.encounters: list[Encounter] = []
        self.meals: list[Meal] = []
        self.temple_coins = 0
        self.achievements: list[Achievement] = []
        self.closed: set[Space] = set()  # the Panoramas you completed: their spaces are closed
        #: The decision within a space this person waits at (`VILLAGE`: the souvenirs of
        #: `offered`; `TEMPLE`: the donation; `MEALS`: the Meal), None otherwise: where a copy
        #: of the play made for search resumes (`TokaidoPlay.resume`).
        self.waiting: Space | str | None = None
        self.offered: tuple[Souvenir, ...] = ()

    def copy(self, journey: Journey, table: ModelTable, chance: Chance) -> DigitalPerson:
        """A copy on `journey` and `table` (copies too), its chance from `chance`."""
        person: DigitalPerson = DigitalPerson.__new__(DigitalPerson)
        person.journey = journey
        person.table = table
        person.log = journey.log
        person.chance = chance
        person.initiation = self.initiation
        person.stop = self.stop
        person.arrival = self.arrival
        person.traveller = self.traveller
        person.coins = self.coins
        person.score = self.score
        person.souvenirs = list(self.souvenirs)
        person.families = dict(self.families)
        person.panoramas = dict(self.panoramas)
        person.hot_springs = list(self.hot_springs)
        person.encounters = list(self.encounters)
        person.meals = list(self.meals)
        person.temple_coins = self.temple_coins
        person.achievements = list(self.achievements)
        person.closed = set(self.closed)
        person.waiting = self.waiting
        person.offered = self.offered
        return person

    # -- setup
    def setup(self, tiles: Sequence[Traveller]) -> Generator[Question, object, None]:
        if self.initiation:
            self.coins = INITIATION_COINS
            self.gain(INITIATION_POINTS)
            self.log.say("setup", "Journey of Initiation: no traveller tiles; you take 7 coins "
                         "and begin with 5 points.")
            return
        starting = self.table.base.starting_coins
        traveller = yield traveller_question(tuple([(tile, starting[tile]) for tile in tiles]))
        assert isinstance(traveller, Traveller)
        self.traveller = traveller
        self.coins = starting[traveller]
        if self.log.enabled:
            self.log.say("person", "You travel as {title} with {coins} coins.",
                         title=traveller.title, coins=self.coins)

    def preparations(self, order: int, offset: int | None) -> None:
        assert offset is not None
        self.coins = max(0, self.coins + offset)
        self.log.say("person", "Preparations: you leave {start} {order}, so {offset:+d} coins "
                     "({coins}).", start=self.journey.road.start_name, order=ORDINAL[order],
                     offset=offset, coins=self.coins)

    def gain(self, points: int) -> None:
        self.score += points

    # -- turns
    def turn(self) -> Generator[Question, object, None]:
        journey = self.journey
        road = journey.road
        spaces = road.spaces
        occupied = journey.occupied
        closed = self.closed if self.coins else self.closed | NEEDS_A_COIN
        ahead = road.ahead[self.stop]
        if closed:  # a Panorama you completed, or a Village or Temple without a coin
            stops = tuple([stop for stop in ahead
                           if not occupied[stop] and spaces[stop] not in closed])
        else:  # the usual case: every free stop ahead is open to you
            stops = tuple([stop for stop in ahead if not occupied[stop]])
        stop = yield move_question(road.return_trip, self.stop, stops)
        assert isinstance(stop, int)
        journey.move(self, stop)
        if self.log.enabled:
            self.log.say("person", "You stop at {where}.", where=road.where(stop))
        space = spaces[stop]
        if space in MAY_ASK:
            yield from self.resolve(space)
        else:
            self.resolve_at_once(space)

    def legal_stops(self) -> list[int]:
        """The stops your move offers: free, ahead, up to the next inn, and open to you."""
        spaces = self.journey.road.spaces
        return [stop for stop in self.journey.free_stops(self.stop)
                if self.may_stop(spaces[stop])]

    def may_stop(self, space: Space) -> bool:
        """A Village or Temple needs a coin; a completed Panorama's spaces are closed."""
        if space in NEEDS_A_COIN and not self.coins:
            return False
        return space not in self.closed

    def difficulty_card(self, space: Space) -> Generator[Question, object, None]:
        if self.log.enabled:
            self.log.say("person", "You resolve it as if you had stopped on a {space} space.",
                         space=space.title)
        yield from self.resolve(space)

    def resolve(self, space: Space) -> Generator[Question, object, None]:
        """The benefit of a space, asking your choices (Villages, Temples, Encounters)."""
        if space is VILLAGE:
            yield from self.village()
        elif space is TEMPLE:
            yield from self.temple()
        elif space is ENCOUNTER:
            yield from self.encounter()
        else:
            self.resolve_at_once(space)

    def resolve_at_once(self, space: Space) -> None:
        """The benefit of a space that asks nothing (Farm, Hot Spring, Panoramas, Inn)."""
        if space is FARM:
            self.coins += FARM_COINS
            if self.log.enabled:
                self.log.say("person", "Farm: +3 coins ({coins}).", coins=self.coins)
        elif space is HOT_SPRING:
            self.hot_spring()
        elif space in SECTIONS:
            self.take_panorama(space)

    # Villages
    def village(self) -> Generator[Question, object, None]:
        if self.coins == 0:  # only a Difficulty Level card brings you here without a coin
            self.log.say("person", "Village: you have no coin, so you draw no souvenirs.")
            return
        yield from self.buy_souvenirs(self.table.draw_souvenirs(VILLAGE_DRAW))

    def buy_souvenirs(self, drawn: Sequence[Souvenir]) -> Generator[Question, object, None]:
        """The souvenirs you buy of those `drawn`; the rest go to the bottom of the deck."""
        purchases = self.purchases(drawn)
        chosen: tuple[int, ...] = ()
        if len(purchases) > 1:  # something you can afford
            self.waiting, self.offered = VILLAGE, tuple(drawn)
            if self.log.enabled:
                choices = Choices([BUY_NOTHING, *[Choice(purchase.key, purchase.label, purchase)
                                                  for purchase in purchases[1:]]])
            else:  # simulation: nobody reads the labels, and the keys are the answers
                choices = Choices.offering(purchases, purchase_key)
            answer = yield decision("person.souvenirs", WHICH_SOUVENIRS, choices=choices,
                                    context={"coins": self.coins})
            self.waiting, self.offered = None, ()
            assert isinstance(answer, Purchase)
            chosen = answer.indexes
        bought = [drawn[index] for index in chosen]
        if bought:
            paid, _ = purchase_cost(bought, self.traveller)
            self.coins -= paid
            for card in bought:
                self.add_souvenir(card)
            if self.log.enabled:
                self.log.say("person", "You buy {cards} for {paid} coins ({coins} left).",
                             cards=joined(map(str, bought)), paid=paid, coins=self.coins)
        rest = [card for index, card in enumerate(drawn) if index not in chosen]
        self.table.return_souvenirs(rest)

    def purchases(self, drawn: Sequence[Souvenir]) -> list[Purchase]:
        """Every set of the drawn souvenirs you can pay for, the empty one first."""
        offers = [NO_PURCHASE]
        coins, traveller, families = self.coins, self.traveller, self.families
        card_at = drawn.__getitem__
        for indexes, key in SUBSETS[len(drawn)]:
            cards = tuple(map(card_at, indexes))
            paid, needed = purchase_cost(cards, traveller)
            if needed <= coins:
                offers.append(Purchase(indexes, key, cards, paid, points_of(cards, families)))
        return offers

    def add_souvenir(self, card: Souvenir) -> int:
        points = souvenir_points(self.families, card.family)
        self.families[card.family] += 1
        self.souvenirs.append(card)
        self.gain(points)
        if self.log.enabled:
            self.log.say("person", "{card} scores {points} ({score}).", card=card,
                         points=point_count(points), score=self.score)
        return points

    # Panoramas, hot springs, temples
    def take_panorama(self, space: Space) -> None:
        value = self.panoramas[space] + 1
        if value > SECTIONS[space]:
            return
        if not self.table.take_panorama(space, value):
            self.log.say("person", "No {space} Panorama card of value {value} is left.",
                         space=space.title, value=value)
            return
        self.panoramas[space] = value
        self.gain(value)
        if self.log.enabled:
            self.log.say("person", "{space} Panorama card {value}: {points} ({score}).",
                         space=space.title, value=value, points=point_count(value),
                         score=self.score)
        if value == SECTIONS[space]:
            self.closed.add(space)
            achievement = PANORAMA_ACHIEVEMENTS[space]
            if self.journey.take_panorama_achievement(achievement):
                self.take_achievement(achievement)

    def take_achievement(self, achievement: Achievement) -> None:
        self.achievements.append(achievement)
        self.gain(self.achievement_points)
        if self.log.enabled:
            self.log.say("person", "You take the {title}: {points} points ({score}).",
                         title=achievement.title, points=self.achievement_points,
                         score=self.score)

    @property
    def achievement_points(self) -> int:
        return ACHIEVEMENT_POINTS + (self.traveller is MITSUKUNI)

    def hot_spring(self) -> None:
        card = self.table.draw_hot_spring()
        if card is None:
            self.log.say("person", "Hot Spring: the deck is empty.")
            return
        self.hot_springs.append(card)
        points = card.value + (self.traveller is MITSUKUNI)
        self.gain(points)
        if self.log.enabled:
            self.log.say("person", "{card}: {points} points ({score}).", card=card,
                         points=points, score=self.score)

    def temple(self) -> Generator[Question, object, None]:
        if self.coins == 0:  # only a Difficulty Level card brings you here without a coin
            self.log.say("person", "Temple: you have no coin to donate.")
            return
        yield from self.donate()

    def donate(self) -> Generator[Question, object, None]:
        """Your donation: 1 to 3 coins, as many as you have."""
        self.waiting = TEMPLE
        amount = yield donation_question(min(MAX_DONATION, self.coins))
        self.waiting = None
        assert isinstance(amount, int)
        self.coins -= amount
        self.temple_coins += amount
        self.gain(amount)
        if self.traveller is HIROTADA:  # always worth taking: it costs nothing
            self.temple_coins += 1
            self.gain(1)
        if self.log.enabled:
            self.log.say("person", "Temple: you donate {amount}{extra}; {temple} in the "
                         "temple ({score} points).", amount=coin_count(amount),
                         temple=self.temple_coins,
                         extra=" and Hirotada 1 from the bank" if self.traveller is HIROTADA
                         else "", score=self.score)

    # Encounters
    def encounter(self) -> Generator[Question, object, None]:
        table = self.table
        card = table.draw_encounter()
        if card is None:
            self.log.say("person", "Encounter: the deck is empty.")
            return
        if self.traveller is YOSHIYASU:
            other = table.draw_encounter()
            if other is not None:
                kept = yield decision(
                    "person.encounter", phrase("{traveller}: which Encounter do you keep? (The "
                                               "other goes to the bottom of the deck.)",
                                               traveller="Yoshiyasu"),
                    choices=Choices([Choice("1", str(card), card), Choice("2", str(other), other)]),
                    context={"cards": (str(card), str(other))},
                )
                assert isinstance(kept, Encounter)
                table.return_encounter(other if kept is card else card)
                card = kept
        if self.traveller is UMEGAE:
            self.coins += 1
            self.gain(1)
        self.encounters.append(card)
        if self.log.enabled:
            self.log.say("person", "Encounter: {card}.", card=card)
        yield from self.resolve_encounter(card)

    def resolve_encounter(self, card: Encounter) -> Generator[Question, object, None]:
        kind = card.kind
        if kind is SAMURAI:
            self.gain(SAMURAI_POINTS)
        elif kind is KUGE:
            self.coins += KUGE_COINS
        elif kind is MIKO:
            self.temple_coins += 1
            self.gain(1)
        elif kind is SHOKUNIN:
            drawn = self.table.draw_souvenirs(1)
            if drawn:
                self.add_souvenir(drawn[0])
        else:
            assert card.panorama is not None
            space: Space | None = card.panorama
            if self.panoramas[card.panorama] >= SECTIONS[card.panorama]:
                space = yield from self.choose_panorama(phrase(
                    "{card}: your {space} Panorama is complete; which Panorama do you add to?",
                    card="Annaibito", space=card.panorama.title))
            if space is not None:
                self.take_panorama(space)

    def choose_panorama(self, prompt: str) -> Generator[Question, object, Space | None]:
        unfinished = tuple(space for space in PANORAMAS if self.panoramas[space] < SECTIONS[space])
        if not unfinished:
            return None
        if len(unfinished) == 1:
            return unfinished[0]
        space = yield panorama_question(prompt, unfinished)
        assert isinstance(space, Space)
        return space

    # Inns
    def arrive_at_inn(self, stop: int) -> Generator[Question, object, None]:
        if not self.journey.road.is_intermediate_inn(stop):
            return
        if self.traveller is HIROSHIGE:
            space = yield from self.choose_panorama(HIROSHIGE_PANORAMA)
            if space is not None:
                self.take_panorama(space)
        elif self.traveller is CHUUBEI:
            if self.log.enabled:
                self.log.say("person", "Chuubei draws an Encounter.")
            yield from self.encounter()

    def eat(self, automa_after: bool = True) -> Generator[Question, object, None]:
        display = self.table.on_display
        if self.traveller is SATSUKI and display:
            offers = self.chance.stream("meal offers")
            offered = display[int(offers.random() * len(display))]
            if offered.name not in {meal.name for meal in self.meals}:
                accept = yield decision(
                    "person.satsuki", phrase("{traveller} is offered {meal} for free. Do you "
                                             "eat it?", traveller="Satsuki", meal=offered.label),
                    choices=YES_NO, context={"meal": str(offered)})
                if accept:
                    self.table.take_meal(display.index(offered))
                    self.add_meal(offered, 0)
                    return
        yield from self.buy_meal()

    def buy_meal(self) -> Generator[Question, object, None]:
        """The Meal you buy of those on display, if any: never the same specialty twice."""
        display = self.table.on_display
        eaten = {meal.name for meal in self.meals}
        discount = self.traveller is KINKO
        coins = self.coins
        choices = [NO_MEAL]
        for place, meal in enumerate(display):
            paid = meal.cost - discount if meal.cost > discount else 0  # never below 0
            if paid <= coins and meal.name not in eaten:
                choices.append(meal_choice(place, meal.label, paid))
        if len(choices) == 1:
            if self.log.enabled:
                self.log.say("person", "You can buy none of the Meals on display.")
            return
        self.waiting = MEAL
        index = yield meal_question(tuple(choices), coins)
        self.waiting = None
        if index is None:
            if self.log.enabled:
                self.log.say("person", "You buy no Meal.")
            return
        assert isinstance(index, int)
        meal = self.table.take_meal(index)
        self.add_meal(meal, max(0, meal.cost - discount))

    def add_meal(self, meal: Meal, paid: int) -> None:
        self.coins -= paid
        self.meals.append(meal)
        self.gain(MEAL_POINTS)
        if self.log.enabled:
            self.log.say("person", "You eat {meal}, paying {paid}: 6 points ({score}).",
                         meal=meal, paid=paid, score=self.score)

    # -- the end
    def tally(self) -> Generator[Question, object, PersonTally]:
        tally = Tally(PERSON, len(self.souvenirs), len(self.hot_springs), len(self.encounters),
                      sum(meal.cost for meal in self.meals), self.temple_coins)
        return answered(PersonTally(tally, self.score, self.traveller))

    def view(self) -> dict[str, object]:
        return {
            "name": PERSON,
            "traveller": self.traveller.value if self.traveller else None,
            "coins": self.coins,
            "score": self.score,
            "souvenirs": [card.name for card in self.souvenirs],
            "panoramas": {space.value: count for space, count in self.panoramas.items()},
            "hot_springs": [card.value for card in self.hot_springs],
            "encounters": [str(card) for card in self.encounters],
            "meals": [str(meal) for meal in self.meals],
            "temple_coins": self.temple_coins,
            "achievements": [achievement.value for achievement in self.achievements],
        }


CHOOSE_TRAVELLER = phrase("Choose your traveller tile (the other goes back to the box).")


@lru_cache(maxsize=256)
def traveller_question(tiles: tuple[tuple[Traveller, int], ...]) -> Question:
    """"Choose your traveller tile" between `tiles` (each with its starting coins), made once
    per pair of tiles."""
    return decision(
        "person.traveller",
        CHOOSE_TRAVELLER,
        choices=Choices(Choice(tile.value, phrase("{traveller} ({coins} coins): {ability}",
                                                  traveller=tile.title, coins=coins,
                                                  ability=tile.ability), tile)
                        for tile, coins in tiles),
        context={"tiles": tuple(tile.value for tile, _ in tiles)},
    )


@lru_cache(maxsize=4)
def donation_question(most: int) -> Question:
    return decision("person.temple", phrase("Temple: how many coins do you donate?"),
                    between=(1, most), help=phrase("At least 1, at most 3; 1 point per coin."))


NO_MEAL = Choice("none", phrase("no Meal"), None, (phrase("none"), "no", "0"))
WHICH_MEAL = phrase("Which Meal do you buy?")


@lru_cache(maxsize=4096)
def meal_question(choices: tuple[Choice, ...], coins: int) -> Question:
    """"Which Meal do you buy?" offering `choices` (made once per offer: the same few Meals
    come back at every inn)."""
    return decision("person.meal", WHICH_MEAL, choices=Choices(choices),
                    context={"coins": coins})


@lru_cache(maxsize=256)
def meal_choice(index: int, label: str, paid: int) -> Choice:
    """The Meal at place `index` on display, for what you pay (made once: every inn offers
    some of the same few)."""
    return Choice(str(index + 1), phrase("{meal}: pay {paid}, {points} points", meal=label,
                                         paid=paid, points=MEAL_POINTS), index)


@lru_cache(maxsize=16)
def panorama_question(prompt: str, unfinished: tuple[Space, ...]) -> Question:
    return decision("person.panorama", prompt, choices=Choices(
        Choice(space.value, phrase("{space} Panorama", space=space.title), space,
               (space.value[0],))
        for space in unfinished))

