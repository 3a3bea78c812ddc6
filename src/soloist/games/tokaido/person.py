"""Your side of the table, as the Automas need it.

Two sides share one interface:

- `CompanionPerson`: you play the physical game. Soloist asks where you stop (offering only
  the spaces the rules allow), and only the facts the Automas' rules need: whether you have
  a coin for a Village or a Temple, whether you completed a Panorama (for its achievement;
  asked only when you could have: Soloist counts the most Panorama cards of each kind you
  can hold), the Meal you took when an Automa eats after you, and your totals at the end of
  the journey.
- `DigitalPerson` (in `digital.py`): Soloist models your whole base game.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from functools import cache, lru_cache
from typing import NamedTuple

from soloist.engine.phrase import phrase
from soloist.engine.questions import YES_NO, Choice, Choices, Question, answered, decision
from soloist.games.tokaido.cards import (
    ACHIEVEMENT_POINTS,
    PANORAMA_ACHIEVEMENTS,
    Achievement,
    Meal,
    Traveller,
    meal_label,
)
from soloist.games.tokaido.journey import Journey
from soloist.games.tokaido.road import PANORAMAS, SECTIONS, Space, load_road
from soloist.games.tokaido.scoring import Tally

#: You, the person, as the log, the scores and the table name you (said in the reader's
#: language; its English is "You", which the records and a translation's selectors read).
PERSON: str = phrase("You")


#: The move question's words (made once: simulation asks it at every turn).
MOVE_PROMPT = phrase("Your turn: where does your traveller stop?")
MOVE_HELP = phrase("Only the spaces the rules allow are offered; occupied spaces count in the "
                   "distance.")
MOVE_TYPING = phrase("Type how many spaces ahead (occupied spaces count), or the space's name "
                     "when only one of its kind is offered.")


@cache
def _ahead(where: str, distance: int) -> str:
    """"Sea (position 16), 2 spaces ahead": a stop offered to move to (made once each)."""
    if distance > 1:
        return phrase("{where}, {count} spaces ahead", where=where, count=distance)
    return phrase("{where}, {count} space ahead", where=where, count=distance)


@lru_cache(maxsize=8192)
def move_question(return_trip: bool, start: int, stops: tuple[int, ...]) -> Question:
    """"Where do you stop?", offering exactly `stops` (made once per situation)."""
    road = load_road(return_trip)
    spaces = [road.spaces[stop] for stop in stops]
    choices = []
    for stop, space in zip(stops, spaces, strict=True):
        distance = stop - start
        aliases = [space.value, space.title] if spaces.count(space) == 1 else []
        choices.append(Choice(str(distance), _ahead(road.where(stop), distance), stop,
                              tuple(aliases)))
    return decision(
        "person.move",
        MOVE_PROMPT,
        choices=Choices(choices),
        help=MOVE_HELP,
        typing=MOVE_TYPING,
        context={"from": road.positions[start]},
    )


PANORAMA_CHOICES = {space: Choice(space.value, phrase("my {space} Panorama", space=space.title),
                                  space, (space.value[0],)) for space in PANORAMAS}
NOT_COMPLETED = Choice("no", phrase("no Panorama completed"), None, ("n", "none"))


@lru_cache(maxsize=64)
def completion_question(open_panoramas: tuple[Space, ...], why: str) -> Question:
    return decision(
        "person.completed-panorama",
        phrase("{why}: did you just complete a Panorama?", why=why),
        choices=Choices([NOT_COMPLETED, *(PANORAMA_CHOICES[space] for space in open_panoramas)]),
        help=phrase("The first traveller to complete a Panorama takes its Achievement; a "
                    "completed Panorama's spaces are then closed to you."),
    )


COIN_QUESTION = {
    space: decision(
        "person.has-coin",
        phrase("A {space} needs at least 1 coin: do you have one?",
               space=space.title if space is Space.TEMPLE else phrase("Village (Shop)")),
        choices=YES_NO,
    )
    for space in (Space.VILLAGE, Space.TEMPLE)
}

TRAVELLER_CHOICES = Choices(
    [*(Choice(traveller.value, phrase("{traveller}: {ability}", traveller=traveller.title,
                                      ability=traveller.ability), traveller,
              (traveller.value.split("-")[0],) if "-" in traveller.value else ())
       for traveller in Traveller),
     Choice("other", phrase("another traveller (an expansion or a promo)"), None,
            ("expansion", "promo"))]
)

END_QUESTIONS: tuple[tuple[str, str, int], ...] = (
    ("souvenirs", phrase("End of the journey. How many Souvenir cards do you have?"), 60),
    ("hot_springs", phrase("End of the journey. How many Hot Spring cards do you have?"), 30),
    ("encounters", phrase("End of the journey. How many Encounter cards do you have?"), 40),
    ("meal_cost", phrase("End of the journey. The total of the costs printed on your Meal "
                         "cards?"), 40),
    ("temple_coins", phrase("End of the journey. How many coins have you donated to the "
                            "Temple?"), 80),
    ("score", phrase("End of the journey. Your score on the score track now, before the "
                     "end-of-journey achievements and the temple ranking?"), 500),
)


class PersonTally(NamedTuple):
    """Your end-of-journey figures, your traveller and your score so far."""

    tally: Tally
    score: int
    traveller: Traveller | None


class CompanionPerson:
    """You, at the physical table."""

    modelled = False
    name = PERSON
    key = "person"
    is_automa = False

    def __init__(self, journey: Journey, *, initiation: bool) -> None:
        self.journey = journey
        self.log = journey.log
        self.stop = 0
        self.arrival = 0
        self.traveller: Traveller | None = None
        self.initiation = initiation
        self.completed: set[Space] = set()
        #: The most Panorama cards of each kind you can hold: a Panorama space gives one of
        #: its kind, an Encounter (a guide) or an ability one of any kind. A Panorama is
        #: asked about only once you could have completed it.
        self.most: dict[Space, int] = dict.fromkeys(PANORAMAS, 0)
        self.achievements: list[Achievement] = []
        self.has_no_coin = False
        self.score = 0  # known only at the end

    # -- setup
    def setup(self) -> Generator[Question, object, None]:
        if self.initiation:
            self.log.say("setup", "Journey of Initiation: no traveller tiles; you take 7 coins "
                         "and begin with 5 points.")
            return
        traveller = yield decision(
            "person.traveller",
            phrase("Which traveller tile did you choose?"),
            choices=TRAVELLER_CHOICES,
            help=phrase("Soloist needs it for the abilities that touch Panoramas (Hiroshige, "
                        "Chuubei) and Achievements (Mitsukuni)."),
        )
        assert traveller is None or isinstance(traveller, Traveller)
        self.traveller = traveller
        if traveller is not None:
            self.log.say("person", "You travel as {title}.", title=traveller.title)

    def preparations(self, order: int, offset: int | None) -> None:
        self.log.say("table", "Preparations: you leave Kyoto {order}; adjust your starting "
                     "coins as your rulebook says.", order=ORDINAL[order])

    def difficulty_card(self, space: Space) -> Generator[Question, object, None]:
        """You resolve it at the table; Soloist counts the Panorama card it may give you."""
        self.log.say("person", "Resolve it as if you had stopped on a {space} space, then discard "
                     "it (do not move your traveller).", space=space.title)
        if space in SECTIONS:
            self.most[space] += 1
        elif space is Space.ENCOUNTER:
            self.might_take_any()
        return answered(None)

    def might_take_any(self, times: int = 1) -> None:
        """Something Soloist does not see may have given you a Panorama card of any kind (an
        Encounter's guide, an ability, a Difficulty Level card drawn at the table)."""
        for space in PANORAMAS:
            self.most[space] += times

    # -- turns
    def turn(self) -> Generator[Question, object, None]:
        journey = self.journey
        road = journey.road
        self.has_no_coin = False
        while True:
            stops = tuple(stop for stop in journey.free_stops(self.stop)
                          if self.may_stop(road.spaces[stop]))
            stop = yield move_question(road.return_trip, self.stop, stops)
            assert isinstance(stop, int)
            space = road.spaces[stop]
            if space in COIN_QUESTION:
                has_coin = yield COIN_QUESTION[space]
                if not has_coin:
                    self.has_no_coin = True
                    self.log.say("person", "Refused: a {space} needs at least 1 coin. Choose "
                                 "another space.", space=space.title)
                    continue
            break
        journey.move(self, stop)
        if space is Space.INN:
            self.log.say("person", "You arrive at {where}.", where=road.where(stop))
        else:
            self.log.say("person", "You stop at {where}; resolve it as normal.",
                         where=road.where(stop))
        if space in PANORAMAS:
            self.most[space] += 1
            yield from self.ask_completion(phrase("{space} space", space=space.title), (space,))
        elif space is Space.ENCOUNTER:
            self.might_take_any()
            yield from self.ask_completion("Encounter", PANORAMAS)

    def may_stop(self, space: Space) -> bool:
        if space in self.completed:
            return False
        return not (self.has_no_coin and space in COIN_QUESTION)

    def ask_completion(self, why: str, which: Sequence[Space]) -> Generator[Question, object, None]:
        """"Did you just complete a Panorama?", about those of `which` you could have
        completed (not completed before, and you may hold all its cards)."""
        most = self.most
        open_panoramas = tuple(space for space in which
                               if space not in self.completed and most[space] >= SECTIONS[space])
        if not open_panoramas:
            return
        space = yield completion_question(open_panoramas, why)
        for asked in open_panoramas:
            if asked is not space:  # not completed: you hold fewer than all its cards
                most[asked] = SECTIONS[asked] - 1
        if space is None:
            return
        assert isinstance(space, Space)
        self.completed.add(space)
        achievement = PANORAMA_ACHIEVEMENTS[space]
        if self.journey.take_panorama_achievement(achievement):
            self.achievements.append(achievement)
            self.log.say("person", "You are the first to complete the {panorama} Panorama: take "
                         "the {title} and score {points} points.", panorama=space.title,
                         title=achievement.title, points=self.achievement_points)
        else:
            self.log.say("person", "You completed the {panorama} Panorama, but its achievement "
                         "is already taken. Its spaces are now closed to you.",
                         panorama=space.title)

    @property
    def achievement_points(self) -> int:
        return ACHIEVEMENT_POINTS + (self.traveller is Traveller.MITSUKUNI)

    def arrive_at_inn(self, stop: int) -> Generator[Question, object, None]:
        """Hiroshige and Chuubei act on arriving at an intermediate inn (before the Meal, which
        comes once everyone has arrived); so may another traveller's ability."""
        if not self.journey.road.is_intermediate_inn(stop):
            return
        if self.traveller is Traveller.HIROSHIGE:
            self.log.say("person", "Hiroshige: take 1 Panorama card of your choice and score it.")
            self.might_take_any()
            yield from self.ask_completion(
                phrase("{traveller}'s Panorama card", traveller="Hiroshige"), PANORAMAS)
        elif self.traveller is Traveller.CHUUBEI:
            self.log.say("person", "Chuubei: draw and resolve 1 Encounter card.")
            self.might_take_any()
            yield from self.ask_completion(
                phrase("{traveller}'s Encounter", traveller="Chuubei"), PANORAMAS)
        elif self.traveller is None and not self.initiation:
            self.might_take_any()
            yield from self.ask_completion(
                phrase("At the inn, by your traveller's ability"), PANORAMAS)

    def eat(self, automa_after: bool = True) -> Generator[Question, object, None]:
        """Your Meal, by the normal rules. When an Automa eats after you, Soloist needs to
        know which card you took off the display (one tap)."""
        self.log.say("person", "Your turn to buy a Meal, by the normal rules (never the same "
                     "specialty twice).")
        table = self.journey.table
        display = getattr(table, "on_display", None)
        if not automa_after or not display:
            return
        place = yield meal_taken_question(tuple(display))
        if place is None:
            self.log.say("person", "You take no Meal from the display.")
            return
        assert isinstance(place, int)
        meal = table.take_meal(place)
        self.log.say("person", "You take {meal}.", meal=meal)

    # -- the end
    def tally(self) -> Generator[Question, object, PersonTally]:
        figures: dict[str, int] = {}
        for field_name, prompt, highest in END_QUESTIONS:
            value = yield _end_question(field_name, prompt, highest)
            assert isinstance(value, int)
            figures[field_name] = value
        self.score = figures["score"]
        tally = Tally(PERSON, figures["souvenirs"], figures["hot_springs"], figures["encounters"],
                      figures["meal_cost"], figures["temple_coins"])
        return PersonTally(tally, self.score, self.traveller)

    def view(self) -> dict[str, object]:
        return {
            "name": PERSON,
            "traveller": self.traveller.value if self.traveller else None,
            "completed_panoramas": sorted(space.value for space in self.completed),
            "most_panorama_cards": {space.value: most for space, most in self.most.items()},
            "achievements": [achievement.value for achievement in self.achievements],
        }


ORDINAL = {1: phrase("1st"), 2: phrase("2nd"), 3: phrase("3rd")}

NO_MEAL_TAKEN = Choice("none", phrase("none from the display"), None,
                       (phrase("none"), "no", "nothing"))


@lru_cache(maxsize=512)
def meal_taken_question(display: tuple[Meal, ...]) -> Question:
    """"Which Meal did you take?", among the cards on display (an Automa eats after you)."""
    return decision(
        "person.meal",
        phrase("Which Meal card did you take from the display?"),
        choices=Choices([*(Choice(str(place), meal_label(meal.name, meal.cost), place - 1)
                           for place, meal in enumerate(display, start=1)), NO_MEAL_TAKEN]),
        help=phrase("An Automa eats after you: she takes the cheapest card left on display."),
        context={"meals": tuple(meal.name for meal in display)},
    )


@lru_cache(maxsize=16)
def _end_question(field_name: str, prompt: str, highest: int) -> Question:
    return decision(f"person.end.{field_name}", prompt, between=(0, highest))
