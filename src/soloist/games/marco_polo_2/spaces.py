"""The action spaces and the dice on them (what the Automa looks at), and the placement rules.

From the rulebook (RB, "Placing dice"):

- place exactly as many dice as the space shows;
- a **brown** space takes 1 die a round: once occupied it is closed (city cards, the
  special cities);
- a **blue** space is shared: dice stack on it (others pay coins, the Automa pays nothing);
- **each player colour may use a given action space only once per round**; black dice have
  no colour, so they let a player use a space again.

Khan's Favor is a row of 4 spaces filled from the left; with 2 players its first two hold
neutral 1s for the whole game, leaving "both spaces" for the players. A die placed there
must be at least the value of the last die placed; each colour uses it once a round. No
rule of the Automa reads the value of your die there ("If there is only one free space
left, the Automa places a die of value 6"), so Soloist does not ask it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import NamedTuple

from soloist.engine.phrase import Phrase, joined, phrase
from soloist.games.marco_polo_2.data import Board
from soloist.games.marco_polo_2.pieces import Colour

#: Black dice on the board at the start of every round with 2 players (RB).
BLACK_DICE = 4
#: Khan's Favor: 4 spaces; the first 2 hold neutral 1s with 2 players.
KHANS_FAVOR_SPACES = 4
KHANS_FAVOR_NEUTRAL = (1, 1)
#: The neutral die of value 5 on one gold space (the lower one, RB's 2-player setup).
GOLD_NEUTRAL = 5


@dataclass(frozen=True, slots=True)
class Space:
    id: str
    label: str
    dice: int
    shared: bool  # blue: dice stack; brown: one die a round
    group: str
    city: str | None = None

    def __str__(self) -> str:
        return self.label


TRAVEL_SPACES = (
    Space("travel-1", phrase("the 1-die Travel space"), 1, True, "travel"),
    Space("travel-2", phrase("the 2-dice Travel space"), 2, True, "travel"),
    Space("travel-3", phrase("the 3-dice Travel space"), 3, True, "travel"),
)
TRAVEL_BY_DICE = {space.dice: space for space in TRAVEL_SPACES}

PEPPER = Space("books-pepper", phrase("the pepper space (first book)"), 1, True, "books")
SILK = Space("books-silk", phrase("the silk space (second book)"), 1, True, "books")
GOLD_UPPER = Space("books-gold-upper", phrase("the upper gold space (third book)"), 1, True,
                   "books")
GOLD_LOWER = Space("books-gold-lower", phrase("the lower gold space (third book)"), 1, True,
                   "books")
BOOKS = (PEPPER, SILK, GOLD_UPPER, GOLD_LOWER)
GUILD_SEALS = Space("guild-seals", phrase("the Guild Seals space"), 2, True, "guild-seals")
EXTERNAL_LEFT = Space("external-left", phrase("the left external city card"), 1, False,
                      "external")
EXTERNAL_RIGHT = Space("external-right", phrase("the right external city card"), 1, False,
                       "external")
EXTERNAL = (EXTERNAL_LEFT, EXTERNAL_RIGHT)
KHANS_FAVOR = "khans-favor"


def contracts_space(shared: bool) -> Space:
    return Space("contracts", phrase("the Take contracts space"), 1, shared, "contracts")


@cache  # (a space never changes: each game's board makes the same ones)
def city_card_space(city: str, name: str, card: int, cards: int) -> Space:
    label = (phrase("the city card of {city}", city=name) if cards == 1 else
             phrase("the city card of {city} (left card)", city=name) if card == 1 else
             phrase("the city card of {city} (right card)", city=name))
    return Space(f"city-card-{city}-{card}", label, 1, False, "city-card", city)


@cache  # (a space never changes: each game's board makes the same ones)
def special_city_space(city: str, name: str) -> Space:
    return Space(f"special-{city}", phrase("the free action space of {city}", city=name), 1,
                 False, "special", city)


def board_spaces(board: Board) -> dict[str, Space]:
    """Every action space of this board, in the order they are offered to a person."""
    spaces: list[Space] = [*TRAVEL_SPACES, *BOOKS, GUILD_SEALS,
                           contracts_space(board.contracts_space_shared)]
    for city in board.cities:
        if city.special:
            spaces.append(special_city_space(city.id, city.name))
    for city in board.cities:
        for card in range(1, city.city_cards + 1):
            spaces.append(city_card_space(city.id, city.name, card, city.city_cards))
    spaces.extend(EXTERNAL)
    return {space.id: space for space in spaces}


class DicePlan(NamedTuple):
    """The dice a player places: of its own colour first, black dice only when needed."""

    own: int
    black: int

    @property
    def total(self) -> int:
        return self.own + self.black

    def describe(self, whose: str = "its") -> str:
        return _described(self.own, self.black, whose)


@cache
def _described(own: int, black: int, whose: str) -> str:
    """`DicePlan.describe` (made once for each plan: the Automa's turns say it often)."""
    parts: list[str] = []
    if own:
        parts.append(phrase("{own} of its own dice", own=own) if whose == "its" else
                     phrase("{own} of your own dice", own=own) if whose == "your" else
                     f"{own} of {whose} own dice")
    if black:
        parts.append(phrase("{count} black dice", count=black) if black != 1 else
                     phrase("1 black die"))
    return joined(parts, " and ")


class Refusal(NamedTuple):
    """Why a space or an action cannot be used (in the rulebook's words): a phrase's
    template and fields, said only when read (`reason`): the Automa's turns in simulation
    meet refusals often and never read them. A field may be a refusal or a list of them
    (said joined by "; ")."""

    template: str
    fields: tuple[tuple[str, object], ...] = ()

    @classmethod
    def phrase(cls, template: str, /, **fields: object) -> Refusal:
        """The refusal saying `template` (written at the call, as a phrase's) with
        `fields`."""
        return cls(template, tuple(fields.items()))

    @property
    def reason(self) -> str:
        return Phrase(self.template, {name: _reason_field(value)
                                      for name, value in self.fields})


def _said(value: object) -> str:
    said = _reason_field(value)
    return said if isinstance(said, str) else str(said)


def _reason_field(value: object) -> str | int:
    if isinstance(value, Refusal):
        return value.reason
    if isinstance(value, list | tuple):
        return joined([_said(item) for item in value], "; ")
    if isinstance(value, int | str):
        return value
    return str(value)


@dataclass
class ActionArea:
    """The dice on the action spaces this round, by colour, and the black dice left."""

    spaces: dict[str, Space]
    dice: dict[str, list[Colour]] = field(default_factory=dict)
    #: Khan's Favor, left to right: each die's colour and value (None: your die, whose
    #: value no rule of the Automa reads).
    khans_favor: list[tuple[Colour, int | None]] = field(default_factory=list)
    money_bag: list[Colour] = field(default_factory=list)
    black_on_board: int = BLACK_DICE

    @classmethod
    def for_board(cls, board: Board) -> ActionArea:
        area = cls(board_spaces(board))
        area.new_round()
        return area

    def add_city(self, city: str, name: str, cards: int, special: bool) -> None:
        """The action spaces of a city whose city cards (and whether it is a special city)
        became known at the table; nothing is added twice."""
        added = [city_card_space(city, name, card, cards) for card in range(1, cards + 1)]
        if special:
            added.append(special_city_space(city, name))
        for space in added:
            if space.id not in self.spaces:
                self.spaces[space.id] = space
                self.dice[space.id] = []

    def new_round(self) -> None:
        """Every die comes back; the neutral dice placed for the whole game stay."""
        self.dice = {space_id: [] for space_id in self.spaces}
        self.dice[GOLD_LOWER.id].append(Colour.NEUTRAL)
        self.khans_favor = [(Colour.NEUTRAL, value) for value in KHANS_FAVOR_NEUTRAL]
        self.money_bag = []
        self.black_on_board = BLACK_DICE

    def on(self, space_id: str) -> list[Colour]:
        return self.dice[space_id]

    def is_empty(self, space_id: str) -> bool:
        return not self.dice[space_id]

    def has_colour(self, space_id: str, colour: Colour) -> bool:
        return colour in self.dice[space_id]

    def plan(self, space: Space, colour: Colour, own: int, black: int) -> DicePlan | Refusal:
        """The dice `colour` places on `space` with `own` dice of its colour and `black`
        black dice in hand, own colour first; or why it cannot."""
        needed = space.dice
        if not space.shared and self.dice[space.id]:
            return Refusal.phrase("{space} is taken this round (a brown space holds one die)",
                                  space=space.label)
        if self.has_colour(space.id, colour):
            if black >= needed:
                return DicePlan(0, needed)
            return Refusal.phrase("its colour already sits on {space}, so only black dice "
                                  "may go there: it needs {needed} and has {black}",
                                  space=space.label, needed=_black(needed),
                                  black=black or _NONE)
        use_own = min(own, needed)
        if needed - use_own > black:
            return Refusal.phrase("{space} needs {needed} and it has {has}", space=space.label,
                                  needed=_dice(needed), has=_dice(own + black))
        return DicePlan(use_own, needed - use_own)

    def takes(self, space: Space, colour: Colour, own: int, black: int) -> bool:
        """Can `colour` place dice on `space` now (the quick form of `splits`)?"""
        stack = self.dice[space.id]
        if not space.shared and stack:
            return False
        if colour in stack:
            return black >= space.dice
        return own + black >= space.dice

    def splits(self, space: Space, colour: Colour, own: int, black: int) -> list[DicePlan]:
        """Every legal way for a person to place dice on `space` (for the choices)."""
        if not space.shared and self.dice[space.id]:
            return []
        needed = space.dice
        colour_used = self.has_colour(space.id, colour)
        plans = []
        for use_black in range(0, min(black, needed) + 1):
            use_own = needed - use_black
            if use_own > own or (colour_used and use_own):
                continue
            plans.append(DicePlan(use_own, use_black))
        return plans

    def place(self, space: Space, colour: Colour, plan: DicePlan) -> None:
        stack = self.dice[space.id]
        stack.extend([colour] * plan.own)
        stack.extend([Colour.BLACK] * plan.black)

    # -- Khan's Favor ------------------------------------------------------------------------

    @property
    def khans_favor_free(self) -> int:
        return KHANS_FAVOR_SPACES - len(self.khans_favor)

    @property
    def khans_favor_last(self) -> int | None:
        """The value of the last die placed on Khan's Favor (None: your own die, not asked)."""
        return self.khans_favor[-1][1] if self.khans_favor else 1

    def khans_favor_plan(self, colour: Colour, own: int, black: int) -> DicePlan | Refusal:
        if not self.khans_favor_free:
            return Refusal.phrase("both Khan's Favor spaces are taken")
        if any(placed == colour for placed, _ in self.khans_favor):
            if black:
                return DicePlan(0, 1)
            return Refusal.phrase("its colour already sits on Khan's Favor and it has no black "
                                  "die")
        if own:
            return DicePlan(1, 0)
        if black:
            return DicePlan(0, 1)
        return Refusal.phrase("it has no die")

    def place_khans_favor(self, colour: Colour, plan: DicePlan, value: int | None) -> int:
        """Places the die; returns the number of the space it lands on (1-4)."""
        self.khans_favor.append((colour if plan.own else Colour.BLACK, value))
        return len(self.khans_favor)

    def placed(self) -> list[Colour]:
        """Every die placed this round (action spaces, Khan's Favor, the money bag)."""
        dice = [colour for stack in self.dice.values() for colour in stack]
        dice.extend(colour for colour, _ in self.khans_favor)
        dice.extend(self.money_bag)
        return dice

    def view(self) -> dict[str, object]:
        return {
            "spaces": {space_id: [colour.value for colour in stack]
                       for space_id, stack in self.dice.items() if stack},
            "khans_favor": [colour.value if value is None else f"{colour.value} {value}"
                            for colour, value in self.khans_favor],
            "money_bag": [colour.value for colour in self.money_bag],
            "black_dice_on_board": self.black_on_board,
        }


@cache
def _dice(count: int) -> str:
    return phrase("1 die") if count == 1 else phrase("{count} dice", count=count)


@cache
def _black(count: int) -> str:
    if count == 0:
        return phrase("no black dice")
    return phrase("1 black die") if count == 1 else phrase("{count} black dice", count=count)


_NONE = phrase("none")
