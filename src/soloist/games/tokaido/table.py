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
from typing import Any

from soloist.engine.chance import Chance, quick_shuffled
from soloist.engine.deck import Deck
from soloist.engine.log import Log
from soloist.engine.questions import YES_NO, Choice, Choices, Question, answered, table_fact
from soloist.games.tokaido.automa import Automa
from soloist.games.tokaido.automa_cards import (
    AUTOMA_CARD_CHOICES,
    DIFFICULTY_CHOICES,
    AutomaCard,
    PersonCards,
)
from soloist.games.tokaido.cards import BaseGame, Encounter, HotSpring, Meal, Souvenir
from soloist.games.tokaido.road import SECTIONS, Item, Space

# -- the Automa deck -----------------------------------------------------------------------


class PhysicalAutomaDeck:
    """The person's own Automa deck: they draw, Soloist asks what the card shows.

    Both decks answer `known_draw` (the card, when Soloist draws it itself) and `draw` (the
    card, asked if need be): the rules write ``card = deck.known_draw(automa) or (yield from
    deck.draw(automa))``, which spares simulation a generator per turn."""

    physical = True

    def __init__(self, log: Log) -> None:
        self.log = log
        self.drawn = 0
        self.top: AutomaCard | None = None

    def known_draw(self, automa: Automa) -> AutomaCard | None:
        """Soloist cannot see the person's deck."""
        return None

    def draw(self, automa: Automa) -> Generator[Question, object, AutomaCard]:
        card = yield table_fact(
            "automa.card",
            f"{automa.name}'s turn: draw an Automa card, face up on the discard pile. Which "
            "card is it?",
            choices=AUTOMA_CARD_CHOICES,
            help="Its range line ends in ① (range 1), ② or ③; some cards also show the Temple "
                 "or the Inn icon.",
            typing="Type the range (1, 2 or 3), followed by t if the card shows the Temple icon "
                   "and i if it shows the Inn icon: 3, 2t, 1i, 3ti.",
            context={"automa": automa.name},
        )
        assert isinstance(card, AutomaCard)
        self.drawn += 1
        self.top = card
        return card

    def reshuffle(self) -> None:
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

    def __init__(self, cards: PersonCards, stream: random.Random, log: Log) -> None:
        self.deck: Deck[AutomaCard] = Deck(cards.automa_cards, stream)
        self.log = log
        self.top: AutomaCard | None = None

    def known_draw(self, automa: Automa) -> AutomaCard:
        deck = self.deck
        if not deck.cards and self.log.enabled:
            self.log.say("table", "The Automa deck is empty: its discard pile is shuffled to "
                         "form a new deck.")
        card = deck.draw()
        deck.discards.append(card)  # face up on the discard pile
        self.top = card
        if self.log.enabled:
            self.log.say(automa.key, "{name} draws an Automa card: {card}.", name=automa.name,
                         card=card)
        return card

    def draw(self, automa: Automa) -> Generator[Question, object, AutomaCard]:
        return answered(self.known_draw(automa))

    def reshuffle(self) -> None:
        deck = self.deck
        if deck.discards:
            deck.reshuffle_discards()
        if self.log.enabled:
            self.log.say("table", "All the Automa cards are shuffled to form a new deck.")

    def view(self) -> dict[str, object]:
        return {"kind": "virtual", "deck": len(self.deck), "discards": len(self.deck.discards),
                "discard_top": self.top.key if self.top else None}


AutomaDeck = PhysicalAutomaDeck | VirtualAutomaDeck


# -- the Difficulty Level cards ------------------------------------------------------------


class PhysicalDifficultyDeck:
    """The person's own Difficulty Level cards: they draw, Soloist asks the space shown.

    The 7 cards are assumed to show different spaces (README), so a space already drawn
    since the last shuffle is not offered again: typing it twice is a slip."""

    def __init__(self, log: Log) -> None:
        self.log = log
        self.drawn: list[Space] = []

    def shuffle(self) -> None:
        self.drawn = []
        self.log.say("table", "Shuffle the 7 Difficulty Level cards.")

    def draw(self, who: str, number: int = 1, wanted: int = 1
             ) -> Generator[Question, object, Space]:
        """Card `number` of the `wanted` drawn for `who` since the shuffle."""
        drawn = self.drawn
        of = f" (card {number} of {wanted})" if wanted > 1 else ""
        earlier = (f" Already drawn: {', '.join(space.title for space in drawn)}."
                   if drawn else "")
        space = yield table_fact(
            "difficulty.card",
            f"Draw a Difficulty Level card for {who}{of}. Which space does it show?{earlier}",
            choices=DIFFICULTY_CHOICES if not drawn else Choices(
                choice for choice in DIFFICULTY_CHOICES if choice.value not in drawn),
            help="The cards show different spaces, so one already drawn is not offered again.",
            typing="One letter is enough: v (Shop/Village), f, t, h, e, p, m, s.",
            context={"for": who, "card": number, "of": wanted},
        )
        assert isinstance(space, Space)
        drawn.append(space)
        return space


class VirtualDifficultyDeck:
    """The Difficulty Level cards of a cards file; each shuffle starts a full deck again."""

    def __init__(self, cards: PersonCards, chance: Chance, log: Log) -> None:
        self.cards = cards.difficulty_cards
        self.chance = chance  # the stream "difficulty cards", made only when a level uses it
        self.log = log
        self.deck: Deck[Space] | None = None

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

MEAL_COSTS = Choices(Choice(str(cost), f"cost {cost}", cost) for cost in (1, 2, 3))


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

    def __init__(self, log: Log, supply: Mapping[Item, int] | None = None) -> None:
        self.log = log
        #: Cards of each kind in the supply at the start; none given: never asked.
        self.supply = dict(supply or {})
        self.taken = dict.fromkeys(Item, 0)  # by the Automas, and at most by you
        self._none_left: Item | None = None

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
            f"{automa.name} receives 1 {item.title}: is there one left in the supply?",
            choices=YES_NO,
            help="If the supply is empty she receives nothing and scores nothing for this "
                 "space (the same rule as in digital play).",
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

    def reveal_meals(self, count: int, order: Sequence[str]) -> None:
        self.log.say("table", "Everyone has arrived. Draw {count} Meal cards and keep them in the "
                     "order drawn. Meals are taken in order of arrival: {order}.", count=count,
                     order=", ".join(order))

    def known_automa_meal(self, automa: Automa) -> int | None:
        """Soloist cannot see the Meals on the table."""
        return None

    def automa_meal(self, automa: Automa) -> Generator[Question, object, int]:
        cost = yield table_fact(
            "automa.meal-cost",
            f"{automa.name} takes the cheapest Meal card still on display (the first drawn of "
            "the cheapest, on a tie) without paying. Its cost?",
            choices=MEAL_COSTS,
            context={"automa": automa.name},
        )
        assert isinstance(cost, int)
        return cost

    def clear_meals(self) -> None:
        self.log.say("table", "Put the Meal cards nobody took at the bottom of the Meal deck.")

    def view(self) -> dict[str, object]:
        return {"kind": "physical"}


class ModelTable:
    """Every deck of the base game, modelled. Souvenirs, Meals and Encounters that go back go
    to the bottom of their deck, so each is a queue shuffled once at setup."""

    modelled = True

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

    # the Automas' items
    def give_automa(self, automa: Automa, item: Item) -> bool:
        if item is COIN:
            return True
        if item in self.item_decks:
            deck = self.item_decks[item]
            if not deck:
                return False
            automa.cards.append(deck.popleft())
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
        return [souvenirs.popleft() for _ in range(min(count, len(souvenirs)))]

    def return_souvenirs(self, cards: Sequence[Souvenir]) -> None:
        self.souvenirs.extend(cards)

    def draw_encounter(self) -> Encounter | None:
        return self.encounters.popleft() if self.encounters else None

    def return_encounter(self, card: Encounter) -> None:
        self.encounters.append(card)

    def draw_hot_spring(self) -> HotSpring | None:
        return self.hot_springs.popleft() if self.hot_springs else None

    # Meals
    def reveal_meals(self, count: int, order: Sequence[str]) -> None:
        """Draw `count` Meal cards, kept in the order drawn (`order`: who eats, in turn)."""
        meals = self.meals
        self.on_display = [meals.popleft() for _ in range(min(count, len(meals)))]
        if self.log.enabled:
            self.log.say("table", "Everyone has arrived. The Meal cards, in the order drawn: "
                         "{meals}. Meals are taken in order of arrival: {order}.",
                         meals=", ".join(map(str, self.on_display)), order=", ".join(order))

    def automa_meal(self, automa: Automa) -> Generator[Question, object, int]:
        return answered(self.known_automa_meal(automa))

    def known_automa_meal(self, automa: Automa) -> int:
        """The cost of the Meal she takes without paying: the cheapest on display, the first
        drawn on a tie. (The rules ask `known_automa_meal` first and `automa_meal` only at a
        table that cannot see the Meals, which spares simulation two generators a Meal.)"""
        display = self.on_display
        cheapest = 0  # the first drawn of the cheapest: a later card must be strictly cheaper
        for index in range(1, len(display)):
            if display[index].cost < display[cheapest].cost:
                cheapest = index
        if self.log.enabled:
            meal = display[cheapest]
            tie = sum(1 for other in display if other.cost == meal.cost) > 1
            self.log.say(automa.key, "{name} takes the cheapest Meal on display ({meals} → "
                         "{meal}{tie}), without paying.", name=automa.name, meal=meal,
                         meals=", ".join(map(str, display)),
                         tie=", the first drawn of the cheapest" if tie else "")
        meal = display.pop(cheapest)
        automa.cards.append(meal)
        return meal.cost

    def take_meal(self, index: int) -> Meal:
        return self.on_display.pop(index)

    def clear_meals(self) -> None:
        self.meals.extend(self.on_display)
        self.on_display = []

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
