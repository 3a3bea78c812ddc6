"""The table the Automas play at: their decks, the supply, the Meals on display.

Tables that ask and tables that know, behind one interface (`answered` when known):

- `PhysicalAutomaDeck` / `PhysicalDifficultyDeck` (companion play without a file): the
  person draws the real card and types what it shows.
- `VirtualAutomaDeck` / `VirtualDifficultyDeck` (a cards file, or the assumed composition in
  digital play and simulation): Soloist shuffles and draws.
- `TableAtHand` (companion play): the person hands the Automas their items and tells Soloist
  the cost of the Meal each Automa takes.
- `ModelTable` (digital play and simulation): every deck of the base game is modelled.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Generator, Mapping, Sequence
from functools import lru_cache
from typing import Any, NamedTuple, Self

from soloist.engine.chance import Chance, quick_shuffled
from soloist.engine.deck import Deck
from soloist.engine.log import Log
from soloist.engine.phrase import joined, phrase
from soloist.engine.questions import YES_NO, Choice, Choices, Question, answered, table_fact
from soloist.games.tokaido.automa import Automa
from soloist.games.tokaido.automa_cards import (
    AUTOMA_CARD_CHOICES,
    DIFFICULTY_CHOICES,
    AutomaCard,
    PersonCards,
)
from soloist.games.tokaido.cards import (
    BaseGame,
    Encounter,
    HotSpring,
    Meal,
    Souvenir,
    meal_label,
)
from soloist.games.tokaido.road import SECTIONS, Item, Space
from soloist.games.tokaido.your_cards import (
    AUTOMA_DECK,
    DIFFICULTY_DECK,
    DrawnSinceShuffle,
    KnownDeck,
)

# -- the Automa deck -----------------------------------------------------------------------


#: The Automa card question's help when the deck is not known, and how to type a card.
AUTOMA_CARD_HELP = phrase("Its range line ends in ① (range 1), ② or ③; some cards also show "
                          "the Temple or the Inn icon.")
AUTOMA_CARD_TYPING = phrase("Type the range (1, 2 or 3), followed by t if the card shows the "
                            "Temple icon and i if it shows the Inn icon: 3, 2t, 1i, 3ti.")


class PhysicalAutomaDeck:
    """The person's own Automa deck: they draw, Soloist asks what the card shows.

    Both decks answer `known_draw` (the card, when Soloist draws it itself) and `draw` (the
    card, asked if need be): the rules write ``card = deck.known_draw(automa) or (yield from
    deck.draw(automa))``, which spares simulation a generator per turn.

    The cards drawn between two shuffles teach Soloist the person's deck (`seen`: the most
    copies of each face drawn between two shuffles, a lower bound written to `learned`)."""

    physical = True

    def __init__(self, log: Log, learned: dict[str, str] | None = None,
                 whole: KnownDeck | None = None) -> None:
        self.log = log
        self.drawn = 0
        self.top: AutomaCard | None = None
        self.seen = DrawnSinceShuffle(AUTOMA_DECK, learned if learned is not None else {}, whole)

    def known_draw(self, automa: Automa) -> AutomaCard | None:
        """Soloist cannot see the person's deck."""
        return None

    def draw(self, automa: Automa) -> Generator[Question, object, AutomaCard]:
        seen = self.seen
        if seen.empty:
            seen.shuffled()
            self.log.say("table", "The Automa deck is empty: shuffle its discard pile to form a "
                         "new deck.")
        left = seen.left()
        card = yield table_fact(
            "automa.card",
            phrase("{automa}'s turn: draw an Automa card, face up on the discard pile. Which "
                   "card is it?", automa=automa.name),
            choices=automa_card_choices(left),
            help=(AUTOMA_CARD_HELP if seen.whole is None else
                  phrase("Its range line ends in ① (range 1), ② or ③; some cards also show the "
                         "Temple or the Inn icon. Only the cards still in your deck are offered "
                         "({drawn} of your 16 drawn since the last shuffle). If yours is not "
                         "offered, an earlier answer was wrong: take it back, or correct your "
                         "components.", drawn=seen.drawn)),
            typing=AUTOMA_CARD_TYPING,
            context={"automa": automa.name},
        )
        assert isinstance(card, AutomaCard)
        self.drawn += 1
        self.top = card
        seen.drew(card.key)
        return card

    def reshuffle(self) -> None:
        self.seen.shuffled()
        self.log.say("table", "Shuffle all the Automa cards (deck and discard pile) to form a "
                     "new face-down Automa deck.")

    def view(self) -> dict[str, object]:
        return {"kind": "physical", "drawn": self.drawn,
                "discard_top": self.top.key if self.top else None}


class VirtualAutomaDeck:
    """The Automa deck of a cards file, shuffled and drawn by Soloist.

    When the deck runs out between two inns, its discard pile is shuffled to form a new
    deck (the solo rules do not say; this is the usual convention)."""

    physical = False

    def __new__(cls, *args: Any, **kwargs: Any) -> Self:
        # Spelled out for the compiled build (mypyc), whose classes make an empty
        # object this way only (as a copy of one does).
        return object.__new__(cls)

    def __init__(self, cards: PersonCards, stream: random.Random, log: Log) -> None:
        self.deck: Deck[AutomaCard] = Deck(cards.automa_cards, stream)
        self.log = log
        self.top: AutomaCard | None = None

    def copy(self, stream: random.Random, log: Log, *, hidden_order: bool) -> VirtualAutomaDeck:
        """A copy drawing from `stream`; with `hidden_order`, its face-down cards in a fixed
        order first (a person knows which cards are left, not their order)."""
        deck: VirtualAutomaDeck = VirtualAutomaDeck.__new__(VirtualAutomaDeck)
        deck.deck = self.deck.copy(stream, order=_as_it_is if hidden_order else None)
        deck.log = log
        deck.top = self.top
        return deck

    def known_draw(self, automa: Automa) -> AutomaCard:
        deck = self.deck
        if self.log.enabled:
            if not deck.cards:
                self.log.say("table", "The Automa deck is empty: its discard pile is shuffled "
                             "to form a new deck.")
            card = deck.draw()
            self.log.say(automa.key, "{name} draws an Automa card: {card}.", name=automa.name,
                         card=card)
        else:
            card = deck.draw()
        deck.discards.append(card)  # face up on the discard pile
        self.top = card
        return card

    def draw(self, automa: Automa) -> Generator[Question, object, AutomaCard]:
        return answered(self.known_draw(automa))

    def reshuffle(self) -> None:
        deck = self.deck
        if deck.discards:
            deck.reshuffle_discards()
        if self.log.enabled:
            self.log.say("table", "Soloist shuffles all the Automa cards to form a new deck.")

    def view(self) -> dict[str, object]:
        return {"kind": "virtual", "deck": len(self.deck), "discards": len(self.deck.discards),
                "discard_top": self.top.key if self.top else None}


AutomaDeck = PhysicalAutomaDeck | VirtualAutomaDeck


@lru_cache(maxsize=64)
def automa_card_choices(faces: tuple[str, ...]) -> Choices:
    """The answers to "which Automa card did you draw?" offering only `faces` (the cards that
    can still be in the deck), in the usual order."""
    if faces == AUTOMA_DECK.faces:
        return AUTOMA_CARD_CHOICES
    return Choices(choice for choice in AUTOMA_CARD_CHOICES if choice.key in faces)


def _as_it_is(card: AutomaCard) -> AutomaCard:
    """An Automa card's own order (range, then icons): a fixed order of the deck's cards."""
    return card


# -- the Difficulty Level cards ------------------------------------------------------------


class PhysicalDifficultyDeck:
    """The person's own Difficulty Level cards: they draw, Soloist asks the space shown.

    The 7 cards are assumed to show different spaces (README), so a space already drawn
    since the last shuffle is not offered again: typing it twice is a slip. The draws
    between two shuffles also teach Soloist the person's cards (`seen`, as for the Automa
    deck)."""

    def __init__(self, log: Log, learned: dict[str, str] | None = None,
                 whole: KnownDeck | None = None) -> None:
        self.log = log
        self.drawn: list[Space] = []
        self.seen = DrawnSinceShuffle(DIFFICULTY_DECK, learned if learned is not None else {},
                                      whole)

    def shuffle(self) -> None:
        self.drawn = []
        self.seen.shuffled()
        self.log.say("table", "Shuffle the 7 Difficulty Level cards.")

    def draw(self, who: str, number: int = 1, wanted: int = 1
             ) -> Generator[Question, object, Space]:
        """Card `number` of the `wanted` drawn for `who` since the shuffle."""
        drawn = self.drawn
        prompt = (phrase("Draw a Difficulty Level card for {who} (card {number} of {wanted}). "
                         "Which space does it show?", who=who, number=number, wanted=wanted)
                  if wanted > 1 else
                  phrase("Draw a Difficulty Level card for {who}. Which space does it show?",
                         who=who))
        if drawn:
            prompt = phrase("{prompt} Already drawn: {spaces}.", prompt=prompt,
                            spaces=", ".join(space.title for space in drawn))
        space = yield table_fact(
            "difficulty.card",
            prompt,
            choices=self.choices(),
            help=phrase("Only the spaces still in the deck are offered.") if self.seen.whole
            else phrase("The cards show different spaces, so one already drawn is not offered "
                        "again."),
            typing=phrase("One letter is enough: v (Shop/Village), f, t, h, e, p, m, s."),
            context={"for": who, "card": number, "of": wanted},
        )
        assert isinstance(space, Space)
        drawn.append(space)
        self.seen.drew(space.value)
        return space

    def choices(self) -> Choices:
        """The spaces that can still be drawn: with the whole deck known, those with a card
        not drawn since the shuffle; else those not drawn yet (the cards are assumed to show
        different spaces)."""
        if self.seen.whole is not None:
            left = self.seen.left()
            return Choices(choice for choice in DIFFICULTY_CHOICES if choice.value in left)
        if not self.drawn:
            return DIFFICULTY_CHOICES
        return Choices(choice for choice in DIFFICULTY_CHOICES if choice.value not in self.drawn)


class VirtualDifficultyDeck:
    """The Difficulty Level cards of a cards file; each shuffle starts a full deck again."""

    def __new__(cls, *args: Any, **kwargs: Any) -> Self:
        # Spelled out for the compiled build (mypyc), whose classes make an empty
        # object this way only (as a copy of one does).
        return object.__new__(cls)

    def __init__(self, cards: PersonCards, chance: Chance, log: Log) -> None:
        self.cards = cards.difficulty_cards
        self.chance = chance  # the stream "difficulty cards", made only when a level uses it
        self.log = log
        self.deck: Deck[Space] | None = None

    def copy(self, chance: Chance, log: Log) -> VirtualDifficultyDeck:
        """A copy drawing from `chance` (its cards in a fixed order: drawn at random)."""
        deck: VirtualDifficultyDeck = VirtualDifficultyDeck.__new__(VirtualDifficultyDeck)
        deck.cards = self.cards
        deck.chance = chance
        deck.log = log
        deck.deck = (self.deck.copy(chance.stream("difficulty cards"))
                     if self.deck is not None else None)
        return deck

    def shuffle(self) -> None:
        self.deck = Deck(self.cards, self.chance.stream("difficulty cards"))

    def draw(self, who: str, number: int = 1, wanted: int = 1
             ) -> Generator[Question, object, Space]:
        assert self.deck is not None, "shuffle the Difficulty Level cards first"
        space = self.deck.draw()
        if self.log.enabled:
            self.log.say("table", "Difficulty Level card for {who}: {space}.", who=who,
                         space=space.title)
        return answered(space)


DifficultyDeck = PhysicalDifficultyDeck | VirtualDifficultyDeck

# -- the table: the Automas' items and Meals ----------------------------------------------

# Enum members bound once (attribute access on an Enum class is slow in Python 3.11).
COIN, SOUVENIR, ENCOUNTER, HOT_SPRING = Item.COIN, Item.SOUVENIR, Item.ENCOUNTER, Item.HOT_SPRING

PANORAMA_OF_ITEM = {Item.PADDY: Space.PADDY, Item.MOUNTAIN: Space.MOUNTAIN, Item.SEA: Space.SEA}
#: The values of each panorama's cards, the highest first.
HIGHEST_FIRST = {space: tuple(range(sections, 0, -1)) for space, sections in SECTIONS.items()}

#: The Meal deck's name in `ModelTable.drawn` (the other decks go by their item).
MEALS = "meals"



#: THE EMPTY-SUPPLY RULE, one for every table. "She receives 1 item corresponding to the
#: space" and, "instead of the normal benefit", scores 1 point per item she now has: the
#: points come with the item. When the supply has no card of that kind (the Hot Spring or
#: Encounter deck, the Souvenir deck, a Panorama type), she receives nothing and scores
#: nothing, as a player who stops there gets nothing ("all game rules not explicitly
#: overridden in this rulebook are still in effect"). The modelled table knows its decks;
#: at the physical table Soloist asks, when the supply could have run out.

#: The most cards of each kind one of your own stops can take from the supply, by its space:
#: a Village up to 3 Souvenirs bought; an Encounter its card and, by it, a Souvenir
#: (Shokunin) or a Panorama card (Annaibito); a Hot Spring or a Panorama space one card.
ANY_PANORAMA = {Item.PADDY: 1, Item.MOUNTAIN: 1, Item.SEA: 1}
YOUR_MOST: dict[Space | None, dict[Item, int]] = {
    Space.VILLAGE: {Item.SOUVENIR: 3},
    Space.ENCOUNTER: {Item.ENCOUNTER: 1, Item.SOUVENIR: 1, **ANY_PANORAMA},
    Space.HOT_SPRING: {Item.HOT_SPRING: 1},
    Space.PADDY: {Item.PADDY: 1},
    Space.MOUNTAIN: {Item.MOUNTAIN: 1},
    Space.SEA: {Item.SEA: 1},
    # A stop Soloist does not know (a Difficulty Level card you resolve, an expansion's
    # ability): the most any space gives.
    None: {Item.SOUVENIR: 3, Item.ENCOUNTER: 1, Item.HOT_SPRING: 1, **ANY_PANORAMA},
}


def supply_of(base: BaseGame) -> dict[Item, int]:
    """How many cards of each kind the base game's supply holds."""
    return {Item.SOUVENIR: len(base.souvenirs), Item.ENCOUNTER: len(base.encounters),
            Item.HOT_SPRING: len(base.hot_springs),
            **{item: sections * base.copies_per_value for item, sections in
               ((Item.PADDY, SECTIONS[Space.PADDY]), (Item.MOUNTAIN, SECTIONS[Space.MOUNTAIN]),
                (Item.SEA, SECTIONS[Space.SEA]))}}


class TableAtHand:
    """The physical table: the person hands the Automas their items; Meals are asked.

    It counts the cards the Automas received and the most your own stops can have taken,
    so that it asks whether a supply still has a card only when it could have run out."""

    modelled = False

    def __init__(self, log: Log, supply: Mapping[Item, int] | None = None,
                 meals: Sequence[Meal] = ()) -> None:
        self.log = log
        #: Cards of each kind in the supply at the start; none given: never asked.
        self.supply = dict(supply or {})
        self.taken = dict.fromkeys(Item, 0)  # by the Automas, and at most by you
        self._none_left: Item | None = None
        #: The Meal deck's specialties, each with its copies (what the person may tap).
        self.meal_menu = meal_menu(tuple(meals))
        self.on_display: list[Meal] = []

    def you_stopped(self, space: Space | None, times: int = 1) -> None:
        """You resolved a space (None: one Soloist cannot know): count the most it took."""
        for item, most in YOUR_MOST.get(space, {}).items():
            self.taken[item] += most * times

    def supply_question(self, automa: Automa, item: Item) -> Question | None:
        """"Is there one left?", when the cards taken could have emptied the supply."""
        total = self.supply.get(item)
        if total is None or self.taken[item] < total:
            return None
        return table_fact(
            "automa.supply-left",
            phrase("{automa} receives 1 {item}: is there one left in the supply?",
                   automa=automa.name, item=item.title),
            choices=YES_NO,
            help=phrase("If the supply is empty she receives nothing and scores nothing for "
                        "this space (the same rule as in digital play)."),
            context={"automa": automa.name, "item": item.value},
        )

    def told_none_left(self, item: Item) -> None:
        """The person said the supply has no card of this kind: she receives none."""
        self._none_left = item

    def give_automa(self, automa: Automa, item: Item) -> bool:
        """The person gives it to her (the log says where it goes), unless they said the
        supply has none left."""
        if self._none_left is item:
            self._none_left = None
            return False
        self.taken[item] += 1
        return True

    def meals_drawn(self, count: int, order: Sequence[str]) -> Generator[Question, object, None]:
        """The person draws `count` Meal cards and says which they are, one tap each, in the
        order drawn (`order`: who eats, in turn)."""
        self.log.say("table", "Everyone has arrived. Draw {count} Meal cards and keep them in the "
                     "order drawn. Meals are taken in order of arrival: {order}.", count=count,
                     order=joined(order))
        display: list[Meal] = []
        for number in range(1, count + 1):
            meal = yield meal_card_question(self.meal_menu, number, count,
                                            tuple(meal.name for meal in display))
            assert isinstance(meal, Meal)
            display.append(meal)
        self.on_display = display
        self.log.say("table", "The Meal cards on display, in the order drawn: {meals}.",
                     meals=joined(map(str, display)))

    def known_automa_meal(self, automa: Automa) -> int | None:
        """The cost of the Meal she takes without paying: the cheapest on display, the first
        drawn on a tie (None when none is left)."""
        if not self.on_display:
            return None
        meal = take_cheapest_meal(self.on_display, automa, self.log)
        self.log.say("table", "Give {name} the {meal} card.", name=automa.name, meal=meal.name)
        return meal.cost

    def take_meal(self, index: int) -> Meal:
        return self.on_display.pop(index)

    def clear_meals(self) -> None:
        self.on_display = []
        self.log.say("table", "Put the Meal cards nobody took at the bottom of the Meal deck.")

    def view(self) -> dict[str, object]:
        return {"kind": "physical", "meals_on_display": [str(meal) for meal in self.on_display]}


class MealMenu(NamedTuple):
    """The Meal deck's specialties, as a person taps them: one card of each (its name and
    cost), and how many copies the deck holds."""

    cards: tuple[Meal, ...]
    copies: tuple[int, ...]  # of each card's specialty


@lru_cache(maxsize=8)
def meal_menu(meals: tuple[Meal, ...]) -> MealMenu:
    cards: dict[str, Meal] = {}
    for meal in meals:
        cards.setdefault(meal.name, meal)
    ordered = tuple(sorted(cards.values(), key=lambda meal: (meal.cost, meal.name)))
    return MealMenu(ordered, tuple(sum(1 for meal in meals if meal.name == card.name)
                                   for card in ordered))


def _meal_key(name: str) -> str:
    return "-".join(name.casefold().split())


@lru_cache(maxsize=512)
def meal_card_question(menu: MealMenu, number: int, count: int,
                       shown: tuple[str, ...]) -> Question:
    """"Meal card 2 of 4: which is it?", offering each specialty the deck still has a copy
    of (one tap), the cheapest first."""
    return table_fact(
        "meals.on-display",
        phrase("Meal card {number} of {count}, in the order drawn: which is it?",
               number=number, count=count),
        choices=Choices(Choice(_meal_key(meal.name), meal_label(meal.name, meal.cost), meal,
                               (meal.name.split()[0].casefold(),))
                        for meal, copies in zip(menu.cards, menu.copies, strict=True)
                        if shown.count(meal.name) < copies),
        help=phrase("Soloist gives each Automa the cheapest Meal still on display (the first "
                    "drawn on a tie), in order of arrival."),
        typing=phrase("Type its name (the first word is enough)."),
        context={"card": number, "of": count, "shown": shown},
    )


def take_cheapest_meal(display: list[Meal], automa: Automa, log: Log) -> Meal:
    """"Give each Automa the cheapest available to them (first drawn in case of ties)": the
    Meal she takes without paying, off `display` (the cards in the order drawn)."""
    cheapest = 0  # the first drawn of the cheapest: a later card must be strictly cheaper
    for index in range(1, len(display)):
        if display[index].cost < display[cheapest].cost:
            cheapest = index
    if log.enabled:
        meal = display[cheapest]
        tie = sum(1 for other in display if other.cost == meal.cost) > 1
        log.say(automa.key, "{name} takes the cheapest Meal on display ({meals} → {meal}{tie}), "
                "without paying.", name=automa.name, meal=meal, meals=joined(map(str, display)),
                tie=phrase(", the first drawn of the cheapest") if tie else "")
    return display.pop(cheapest)


class ModelTable:
    """Every deck of the base game, modelled. Souvenirs, Meals and Encounters that go back go
    to the bottom of their deck, so each is a queue shuffled once at setup."""

    modelled = True

    def __new__(cls, *args: Any, **kwargs: Any) -> Self:
        # Spelled out for the compiled build (mypyc), whose classes make an empty
        # object this way only (as a copy of one does).
        return object.__new__(cls)

    def __init__(self, base: BaseGame, stream: random.Random, log: Log) -> None:
        self.log = log
        self.base = base
        self.souvenirs: deque[Souvenir] = deque(quick_shuffled(stream, base.souvenirs))
        self.meals: deque[Meal] = deque(quick_shuffled(stream, base.meals))
        self.hot_springs: deque[HotSpring] = deque(quick_shuffled(stream, base.hot_springs))
        self.encounters: deque[Encounter] = deque(quick_shuffled(stream, base.encounters))
        # Panorama cards sorted by type and value: how many of each value are left.
        self.panoramas: dict[Space, list[int]] = {
            space: [base.copies_per_value] * (sections + 1) for space, sections in SECTIONS.items()
        }
        for piles in self.panoramas.values():
            piles[0] = 0  # there is no value 0
        self.on_display: list[Meal] = []
        self.item_decks: dict[Item, deque[Any]] = {
            SOUVENIR: self.souvenirs, ENCOUNTER: self.encounters, HOT_SPRING: self.hot_springs}
        #: How many cards have been drawn from the top of each deck so far. A card that goes
        #: back goes to the bottom, so the deck's first `unseen` cards are the ones nobody
        #: has seen (what a copy made for search may shuffle).
        self.drawn: dict[Item | str, int] = {SOUVENIR: 0, ENCOUNTER: 0, HOT_SPRING: 0, MEALS: 0}
        self.sizes: dict[Item | str, int] = {
            SOUVENIR: len(base.souvenirs), ENCOUNTER: len(base.encounters),
            HOT_SPRING: len(base.hot_springs), MEALS: len(base.meals)}

    def copy(self, log: Log) -> ModelTable:
        """A copy that shares nothing that changes (search plays on from copies)."""
        table: ModelTable = ModelTable.__new__(ModelTable)
        table.log = log
        table.base = self.base
        table.souvenirs = deque(self.souvenirs)
        table.meals = deque(self.meals)
        table.hot_springs = deque(self.hot_springs)
        table.encounters = deque(self.encounters)
        table.panoramas = {space: list(piles) for space, piles in self.panoramas.items()}
        table.on_display = list(self.on_display)
        table.item_decks = {SOUVENIR: table.souvenirs, ENCOUNTER: table.encounters,
                            HOT_SPRING: table.hot_springs}
        table.drawn = dict(self.drawn)
        table.sizes = self.sizes
        return table

    # the Automas' items
    def give_automa(self, automa: Automa, item: Item) -> bool:
        if item is COIN:
            return True
        if item in self.item_decks:
            deck = self.item_decks[item]
            if not deck:
                return False
            automa.cards.append(deck.popleft())
            self.drawn[item] += 1
            return True
        space = PANORAMA_OF_ITEM[item]
        value = self.automa_panorama_value(space)
        if value == 0:
            return False
        self.panoramas[space][value] -= 1
        automa.cards.append((space, value))
        return True

    def automa_panorama_value(self, space: Space) -> int:
        """The Panorama card an Automa takes (she ignores its number): one from the pile with
        the most cards left, the highest value on a tie, so that no value runs out before the
        others (assumption: the rules do not say which card she takes). 0 if none is left."""
        piles = self.panoramas[space]
        best = 0
        for value in HIGHEST_FIRST[space]:
            if piles[value] > piles[best]:
                best = value
        return best

    # the person's cards
    def take_panorama(self, space: Space, value: int) -> bool:
        piles = self.panoramas[space]
        if piles[value] == 0:
            return False
        piles[value] -= 1
        return True

    def draw_souvenirs(self, count: int) -> list[Souvenir]:
        souvenirs = self.souvenirs
        count = min(count, len(souvenirs))
        self.drawn[SOUVENIR] += count
        return [souvenirs.popleft() for _ in range(count)]

    def return_souvenirs(self, cards: Sequence[Souvenir]) -> None:
        self.souvenirs.extend(cards)

    def draw_encounter(self) -> Encounter | None:
        if not self.encounters:
            return None
        self.drawn[ENCOUNTER] += 1
        return self.encounters.popleft()

    def return_encounter(self, card: Encounter) -> None:
        self.encounters.append(card)

    def draw_hot_spring(self) -> HotSpring | None:
        if not self.hot_springs:
            return None
        self.drawn[HOT_SPRING] += 1
        return self.hot_springs.popleft()

    # Meals
    def reveal_meals(self, count: int, order: Sequence[str]) -> None:
        """Draw `count` Meal cards, kept in the order drawn (`order`: who eats, in turn)."""
        meals = self.meals
        count = min(count, len(meals))
        self.drawn[MEALS] += count
        self.on_display = [meals.popleft() for _ in range(count)]
        if self.log.enabled:
            self.log.say("table", "Everyone has arrived. The Meal cards, in the order drawn: "
                         "{meals}. Meals are taken in order of arrival: {order}.",
                         meals=joined(map(str, self.on_display)), order=joined(order))

    def known_automa_meal(self, automa: Automa) -> int:
        """The cost of the Meal she takes without paying: the cheapest on display, the first
        drawn on a tie."""
        meal = take_cheapest_meal(self.on_display, automa, self.log)
        automa.cards.append(meal)
        return meal.cost

    def take_meal(self, index: int) -> Meal:
        return self.on_display.pop(index)

    def clear_meals(self) -> None:
        self.meals.extend(self.on_display)
        self.on_display = []

    def unseen(self, deck: Item | str) -> int:
        """How many cards at the top of `deck` nobody has seen yet."""
        return max(0, self.sizes[deck] - self.drawn[deck])

    def view(self) -> dict[str, object]:
        return {
            "kind": "model",
            "souvenirs": len(self.souvenirs),
            "meals": len(self.meals),
            "hot_springs": len(self.hot_springs),
            "encounters": len(self.encounters),
            "panoramas": {space.value: sum(piles) for space, piles in self.panoramas.items()},
            "meals_on_display": [str(meal) for meal in self.on_display],
        }


Table = TableAtHand | ModelTable
