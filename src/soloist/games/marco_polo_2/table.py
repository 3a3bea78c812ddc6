"""The table the Automa looks at, and where each fact it needs comes from.

The *state* (`TableState`) is tracked from what both players do: the dice on the action
spaces, the black dice left, the contracts in the cities, the outpost bonus tiles, the
trading posts. The *facts* that only the components show come from the data files where
they give them, and otherwise from the person at the table:

- `TableAtHand` (companion play) answers from the data files and asks the rest;
- `ModelTable` (simulation) models every random component (the contracts drawn into the
  cities, the outpost tiles, the trip slide, the Automa deck) from complete data files.

The rules cannot tell them apart: they always write ``x = yield from facts.something()``.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass, field
from enum import Enum
from functools import cache
from typing import TypeVar

from soloist.engine.chance import Chance, shuffled
from soloist.engine.deck import Deck, EmptyDeck
from soloist.engine.errors import DataFileError
from soloist.engine.log import Log
from soloist.engine.questions import (
    Choice,
    Choices,
    Question,
    table_fact,
)
from soloist.games.marco_polo_2.automa import TripDisplay
from soloist.games.marco_polo_2.data import (
    AUTOMA_CARDS,
    AutomaCard,
    GameData,
    SkillCard,
    Stop,
    TradingPostCard,
    TripSlide,
)
from soloist.games.marco_polo_2.effects import (
    CARD_KINDS,
    CONTRACT_REWARD_CHOICES,
    GAIN_LABELS,
    PER_PIP_KINDS,
    TILE_KINDS,
    Contract,
    Effect,
    GainKind,
    UnknownContract,
    gain_choices,
)
from soloist.games.marco_polo_2.pieces import (
    BONUS_ACTION_CHOICES,
    LETTERS,
    MAIN_ACTION_CHOICES,
    BonusAction,
    Colour,
    MainAction,
    Seal,
)
from soloist.games.marco_polo_2.spaces import ActionArea

T = TypeVar("T")
Ask = Generator[Question, object, T]

#: The highest VP asked for a contract or a bonus (far above any printed value).
MOST_VP = 30
#: The most steps asked for between two cities.
MOST_STEPS = 20
#: The shield track: 9 different shields on the board, plus "+1" icons.
MOST_SHIELDS = 20
#: The most gains asked for one tile or card (far above any printed one).
MOST_GAINS = 6


class Unknown(Enum):
    """A face-down or not-yet-asked fact (a contract space whose contract nobody told)."""

    UNKNOWN = "unknown"


UNKNOWN = Unknown.UNKNOWN
ContractSpace = Contract | Unknown | None
Outpost = tuple[Effect, ...] | Unknown | None

ORDINAL = {1: "1st", 2: "2nd", 3: "3rd"}


def ordinal(number: int) -> str:
    return ORDINAL.get(number, f"{number}th")


@dataclass
class DrawnCard:
    """An Automa card drawn this turn. From a data file its main actions are all known;
    drawn at the table they are asked one at a time, only as far as the Automa needs."""

    label: str
    bonus: BonusAction
    main: list[MainAction]
    complete: bool
    card_id: int | None = None

    @classmethod
    def from_data(cls, card: AutomaCard) -> DrawnCard:
        return cls(card.describe(), card.bonus, list(card.main), True, card.id)


@dataclass
class TableState:
    """What lies on the table, as far as the Automa's rules read it."""

    area: ActionArea
    contracts: dict[str, list[ContractSpace]] = field(default_factory=dict)
    outposts: dict[str, Outpost] = field(default_factory=dict)
    trading_posts: dict[str, set[Colour]] = field(default_factory=dict)
    to_refill: list[tuple[str, int]] = field(default_factory=list)

    def posts_of(self, colour: Colour) -> list[str]:
        return [city for city, colours in self.trading_posts.items() if colour in colours]

    def view(self) -> dict[str, object]:
        return {
            **self.area.view(),
            "contracts": {city: [_space_text(space) for space in spaces]
                          for city, spaces in self.contracts.items()},
            "outposts": {city: _outpost_text(tile) for city, tile in self.outposts.items()},
            "trading_posts": {city: sorted(colour.value for colour in colours)
                              for city, colours in self.trading_posts.items() if colours},
        }


def _space_text(space: ContractSpace) -> str:
    if space is None:
        return "empty"
    if isinstance(space, Unknown):
        return "unknown"
    return space.describe()


def _outpost_text(tile: Outpost) -> str:
    if tile is None:
        return "none"
    if isinstance(tile, Unknown):
        return "unknown"
    return ", ".join(str(effect) for effect in tile) or "nothing the Automa uses"


class TableAtHand:
    """Companion play: facts from the data files where they give them, else asked."""

    kind = "physical"

    def __init__(self, data: GameData, skill: SkillCard | None, tp_card: TradingPostCard | None,
                 draw: str, chance: Chance, log: Log) -> None:
        self.data = data
        self.board = data.board
        self.skill = skill
        self.tp_card = tp_card
        self.draw = draw
        self.chance = chance
        self.log = log
        self.round_order: list[AutomaCard] = []
        self.drawn_ids: list[int] = []
        self._city_choices: Choices | None = None

    # -- setup -------------------------------------------------------------------------------

    def deal_setup(self, state: TableState) -> None:
        """The contracts and outpost tiles lie face up on the board; Soloist asks about them
        only when the Automa needs them."""
        for city in self.board.cities:
            if city.contracts:
                state.contracts[city.id] = [UNKNOWN] * city.contracts
            if city.outpost:
                state.outposts[city.id] = UNKNOWN

    def starting_contract(self) -> Contract | UnknownContract:
        return UnknownContract("its starting contract")

    def choose_slide(self) -> Ask[TripSlide | None]:
        slides = self.data.slides
        if not slides:
            return None
        if self.draw == "physical":
            picked = yield table_fact(
                "setup.trip-slide",
                "Draw a trip slide at random for the Automa. Which one did you draw?",
                choices=Choices(Choice(str(slide.id), f"trip slide {slide.id}", slide)
                                for slide in slides))
            assert isinstance(picked, TripSlide)
            return picked
        return slides[int(self.chance.stream("trip slide").random() * len(slides))]

    # -- the Automa deck ---------------------------------------------------------------------

    def shuffle_deck(self, round_number: int) -> None:
        self.drawn_ids = []
        cards = self.data.cards
        if cards is not None and self.draw == "soloist":
            self.round_order = shuffled(self.chance.stream(f"automa deck round {round_number}"),
                                        cards)
            self.log.say("table", "Soloist shuffles its model of the 8 Automa cards for round "
                         "{round} (you need not touch the physical deck).", round=round_number)
        else:
            self.log.say("table", "Shuffle the 8 Automa cards and place them on the Smart Mat.")

    def draw_card(self, number: int) -> Ask[DrawnCard | None]:
        """The `number`-th card drawn this round, or None when the deck has run out."""
        if number > AUTOMA_CARDS:
            return None
        cards = self.data.cards
        if cards is not None and self.draw == "soloist":
            return DrawnCard.from_data(self.round_order[number - 1])
        if cards is not None:
            left = [card for card in cards if card.id not in self.drawn_ids]
            card = yield table_fact(
                "automa.card-number",
                f"Draw the top Automa card (card {number} of {AUTOMA_CARDS} this round). "
                "Its number?",
                choices=Choices(Choice(str(c.id), c.describe(), c) for c in left))
            assert isinstance(card, AutomaCard)
            self.drawn_ids.append(card.id)
            return DrawnCard.from_data(card)
        bonus = yield table_fact(
            "automa.card-bonus",
            f"Draw the top Automa card (card {number} of {AUTOMA_CARDS} this round). "
            "Its bonus action?",
            choices=BONUS_ACTION_CHOICES)
        assert isinstance(bonus, BonusAction)
        return DrawnCard(f"its card {number} of this round", bonus, [], False)

    def main_action(self, card: DrawnCard, index: int) -> Ask[MainAction | None]:
        """The card's `index`-th main action (0 = the first), or None after its last."""
        if index < len(card.main):
            return card.main[index]
        if card.complete:
            return None
        action = yield table_fact(
            "automa.card-main",
            f"The Automa card's {ordinal(index + 1)} main action (top to bottom)?",
            choices=remaining_actions(tuple(card.main)),
            help="Books is always the last one.",
            context={"index": index})
        assert isinstance(action, MainAction)
        card.main.append(action)
        if action is MainAction.BOOKS:
            card.complete = True
        return action

    # -- the trip slide ----------------------------------------------------------------------

    def reveal_stop(self, trip: TripDisplay, index: int) -> Ask[Stop | None]:
        """The city at position `index` of the slide (0 = Beijing), or None past its end."""
        if trip.ended_after is not None and index > trip.ended_after:
            return None
        stop = trip.stop(index)
        if stop is not None:
            return stop
        if trip.known_in_full:
            trip.ended_after = len(trip.stops) - 1
            return None
        previous = trip.stops[index - 1].city
        choices = self.city_choices(exclude=previous, none="none: the slide shows no further "
                                                           "city")
        city = yield table_fact(
            "trip.next-city",
            f"Next city on the trip slide, after {self.board.name(previous)}?",
            choices=choices,
            context={"after": previous})
        if city is None:
            trip.ended_after = index - 1
            return None
        assert isinstance(city, str)
        trip.stops.append(Stop(city))
        return trip.stops[index]

    def letter_at(self, trip: TripDisplay, coins: Sequence[str]) -> Ask[str | None]:
        """The red letter beside the city now in the first column, if any."""
        stop = trip.stops[trip.at]
        if trip.known_in_full or stop.letter is not None:
            return stop.letter
        if not coins:
            return None  # nothing a letter could remove
        letter = yield table_fact(
            "trip.letter",
            f"Does a red letter show in the first column of the display, beside "
            f"{self.board.name(stop.city)}?",
            choices=LETTER_CHOICES,
            context={"city": stop.city})
        assert letter is None or isinstance(letter, str)
        trip.stops[trip.at] = Stop(stop.city, letter)
        return letter

    # -- the map -----------------------------------------------------------------------------

    def steps(self, origin: str, target: str, seals: frozenset[Seal],
              moved: int = 0) -> Ask[int | None]:
        """Steps along the shortest route the Automa may take (None: no route open), from
        `origin` or, when its figure has made `moved` single steps out of it since, from
        where the figure stands. The one place where the map's step counts are asked."""
        from soloist.games.marco_polo_2.routes import steps_between

        if self.board.has_routes:
            return steps_between(self.board, origin, target, seals)
        held = ", ".join(sorted(seal.value for seal in seals)) or "none"
        name, goal = self.board.name(origin), self.board.name(target)
        start = (f"Steps from {name}" if not moved else
                 f"Steps from where the Automa's figure stands ({moved} "
                 f"step{'s' if moved != 1 else ''} out of {name} towards {goal})")
        number = yield table_fact(
            "map.steps",
            f"{start} to {goal} by the shortest route the Automa may take (routes needing a "
            f"guild seal only with its seals: {held})?",
            between=(0, MOST_STEPS),
            help="Count each location (city or oasis) entered as one step. 0: no route is "
                 "open to it.",
            context={"from": origin, "to": target, "moved": moved})
        assert isinstance(number, int)
        return number or None

    # -- contracts and outposts --------------------------------------------------------------

    def city_contract(self, city: str, space: int) -> Ask[Contract | None]:
        """The contract on space `space` (1 or 2) of `city`, asked (None: empty)."""
        name = self.board.name(city)
        vp = yield table_fact(
            "city.contract-vp",
            f"Contract space {space} in {name}: the contract's VP (0 if the space is empty)?",
            between=(0, MOST_VP), context={"city": city, "space": space})
        assert isinstance(vp, int)
        if vp == 0:
            return None
        reward = yield table_fact(
            "city.contract-reward",
            f"That contract in {name}: its other reward, as far as the Automa can use it?",
            choices=CONTRACT_REWARD_CHOICES, context={"city": city, "space": space})
        assert isinstance(reward, GainKind)
        return Contract(vp, reward, f"{name} space {space}")

    def refill(self, city: str, space: int) -> ContractSpace:
        """End of turn: the emptied contract space is refilled from the pile (face up)."""
        return UNKNOWN

    def pile_contract(self) -> Contract | UnknownContract | None:
        return UnknownContract("a contract from the pile")

    def reveal_contract(self, contract: UnknownContract) -> Ask[Contract]:
        vp = yield table_fact(
            "contract.vp",
            f"The Automa completes the top contract of space E ({contract.label}): its VP?",
            between=(0, MOST_VP))
        reward = yield table_fact(
            "contract.reward",
            "Its other reward, as far as the Automa can use it?",
            choices=CONTRACT_REWARD_CHOICES)
        assert isinstance(vp, int) and isinstance(reward, GainKind)
        return Contract(vp, reward, contract.label)

    def outpost(self, city: str) -> Ask[tuple[Effect, ...] | None]:
        name = self.board.name(city)
        effects = yield from self.ask_gain(
            "city.outpost",
            f"The outpost bonus tile in {name}: what does it give the Automa? ('nothing' if "
            "there is no tile)",
            {"city": city}, TILE_KINDS)
        return effects or None

    # -- the character's cards ---------------------------------------------------------------

    def skill_effects(self, action: str, die: int) -> Ask[tuple[Effect, ...]]:
        if self.skill is not None:
            return self.skill.city_card if action == "city-card" else self.skill.external_city
        what = "city card" if action == "city-card" else "external city"
        return (yield from self.ask_gain(
            "skill.action",
            f"The Skill card's {what} action (the die shows {die}): what does the Automa gain?",
            {"action": action, "die": die}, CARD_KINDS, die))

    def trading_post_bonus(self, index: int) -> Ask[tuple[Effect, ...]]:
        """The bonus uncovered by the `index`-th trading post (0 = first) leaving the grid."""
        if self.tp_card is not None:
            return self.tp_card.slots[index]
        return (yield from self.ask_gain(
            "tp-card.bonus",
            f"Remove the next trading post from the Trading Post card (the {ordinal(index + 1)}, "
            "column by column from the left): does it uncover a bonus?",
            {"index": index}, CARD_KINDS))

    def seal_for(self, letter: str, known: dict[str, Seal]) -> Ask[Seal]:
        if letter in known:
            return known[letter]
        if self.data.smart_mat is not None:
            known["A"], known["B"] = self.data.smart_mat
        else:
            seal_a = yield table_fact(
                "setup.smart-mat",
                "Which guild seal is pictured on space A of the Smart Mat?",
                choices=MAT_SEAL_CHOICES)
            assert isinstance(seal_a, Seal)
            known["A"] = seal_a
            known["B"] = Seal.TAILOR if seal_a is Seal.SPICER else Seal.SPICER
        return known[letter]

    def ask_gain(self, topic: str, prompt: str, context: dict[str, object],
                 kinds: tuple[GainKind, ...], die: int | None = None) -> Ask[tuple[Effect, ...]]:
        """What a tile or card gives, one gain at a time, as the component shows it: each
        kind, the VP it gives, with a die whether it is once or once per pip, the coin a
        'remove a coin' names; then "anything else?" until 'nothing more'."""
        effects: list[Effect] = []
        while len(effects) < MOST_GAINS:
            more = bool(effects)
            kind = yield table_fact(
                f"{topic}-more" if more else topic,
                "Does it give the Automa anything else? ('nothing more' if that is all)"
                if more else prompt,
                choices=gain_choices(kinds, more=more), context=context)
            if kind is None:
                break
            assert isinstance(kind, GainKind)
            per_pip = False
            if die is not None and kind in PER_PIP_KINDS:
                answer = yield table_fact(
                    f"{topic}-per-pip", f"{GAIN_LABELS[kind][0]}: once, or once for each pip "
                    f"of the die (it shows {die})?", choices=ONCE_OR_PER_PIP, context=context)
                per_pip = bool(answer)
            amount, letter = 1, None
            if kind is GainKind.VP:
                number = yield table_fact(
                    f"{topic}-vp", "How many VP for each pip?" if per_pip else "How many VP?",
                    between=(1, MOST_VP), context=context)
                assert isinstance(number, int)
                amount = number
            elif kind is GainKind.REMOVE_COIN:
                picked = yield table_fact(f"{topic}-letter", "The coin of which space?",
                                          choices=COIN_CHOICES, context=context)
                assert isinstance(picked, str)
                letter = picked
            effects.append(Effect(kind, amount, per_pip, letter))
        return tuple(effects)

    # -- scoring -----------------------------------------------------------------------------

    def card_value(self, name: str) -> Ask[int]:
        """A number printed on the Trading Post card: `contracts_kept` (the contracts icon),
        `plus_one_spaces` or `seal_vp`."""
        if self.tp_card is not None:
            value = getattr(self.tp_card, name)
            assert isinstance(value, int)
            return value
        number = yield table_fact(f"tp-card.{name}", CARD_VALUE_PROMPTS[name], between=(0, 30))
        assert isinstance(number, int)
        return number

    def shields(self, cities: list[str]) -> Ask[int]:
        board = self.board
        known = [board.locations[city].shield for city in cities]
        if all(shield is not None for shield in known):
            return len(set(known))
        names = ", ".join(board.name(city) for city in cities) or "none"
        count = yield table_fact(
            "score.shields",
            f"How many different shields among the cities of the Automa's trading posts "
            f"({names})?",
            between=(0, min(MOST_SHIELDS, len(cities))))
        assert isinstance(count, int)
        return count

    def shield_vp(self, shields: int) -> Ask[int]:
        for table in (self.tp_card.shield_vp if self.tp_card else None,
                      self.board.shield_track):
            if table and shields in table:
                return table[shields]
        if shields == 0:
            return 0
        vp = yield table_fact(
            "score.shield-vp",
            f"VP for {shields} different shields (on the Trading Post card, or the shield track)?",
            between=(0, 100))
        assert isinstance(vp, int)
        return vp

    # -- choices -----------------------------------------------------------------------------

    def city_choices(self, *, exclude: str | None = None, none: str | None = None) -> Choices:
        items = [Choice(city.id, city.name, city.id) for city in self.board.cities
                 if city.id != exclude]
        if none is not None:
            items.append(Choice("none", none, None))
        return Choices(items)

    def view(self) -> dict[str, object]:
        return {"kind": self.kind, "draw": self.draw}


CARD_VALUE_PROMPTS = {
    "contracts_kept": "The Trading Post card's contracts icon: how many completed contracts "
                      "go back to the 'contracts done' space before the rest cover '+1' spaces?",
    "plus_one_spaces": "How many '+1' spaces does the Trading Post card show?",
    "seal_vp": "VP for each completed guild seal on spaces A, B and C (beside the seal icon on "
               "the Trading Post card)?",
}
@cache
def remaining_actions(listed: tuple[MainAction, ...]) -> Choices:
    """The main actions a card may still show below those already given: each action once
    on a card (so a card always reaches its Books)."""
    return Choices(choice for choice in MAIN_ACTION_CHOICES if choice.value not in listed)


ONCE_OR_PER_PIP = Choices([Choice("once", "Once", False),
                           Choice("per-pip", "Once for each pip of the die", True,
                                  ("each pip", "per pip"))])
COIN_CHOICES = Choices(Choice(letter, f"Space {letter}", letter) for letter in LETTERS)
LETTER_CHOICES = Choices([Choice("none", "No red letter", None, ("no",)),
                          *(Choice(letter, f"Red letter {letter}", letter) for letter in LETTERS)])
MAT_SEAL_CHOICES = Choices(Choice(seal.value, seal.title, seal) for seal in (Seal.SPICER,
                                                                              Seal.TAILOR))


class ModelTable(TableAtHand):
    """Simulation: every component is modelled from complete data files, nothing is asked
    about the table (only the stand-in's own moves)."""

    kind = "model"

    def __init__(self, data: GameData, skill: SkillCard | None, tp_card: TradingPostCard | None,
                 draw: str, chance: Chance, log: Log) -> None:
        missing = data.missing_for_simulation()
        if missing:
            raise DataFileError(f"{data.directory}: simulation needs complete data; missing: "
                                + "; ".join(missing))
        super().__init__(data, skill, tp_card, "soloist", chance, log)
        assert data.tiles is not None
        self.tiles = data.tiles
        self.pile: Deck[Contract] = Deck(self.tiles.contracts, chance.stream("contract pile"))
        self.starting: Deck[Contract] = Deck(self.tiles.starting_contracts,
                                             chance.stream("starting contracts"))

    def deal_setup(self, state: TableState) -> None:
        stream = self.chance.stream("outpost tiles")
        tiles = shuffled(stream, self.tiles.outposts)
        for city in self.board.cities:
            if city.contracts:
                state.contracts[city.id] = [self._draw() for _ in range(city.contracts)]
            if city.outpost:
                state.outposts[city.id] = tiles.pop()[1] if tiles else None

    def _draw(self) -> Contract | None:
        try:
            return self.pile.draw()
        except EmptyDeck:
            return None

    def starting_contract(self) -> Contract | UnknownContract:
        return self.starting.draw()

    def refill(self, city: str, space: int) -> ContractSpace:
        return self._draw()

    def pile_contract(self) -> Contract | UnknownContract | None:
        return self._draw()

