"""The Automa's play area: its dice, the Smart Mat, the trip slide display, its trading posts.

The Smart Mat has coins on spaces A-D and contracts on space E. "An area is uncovered when
a game event says to remove its coin", and an uncovered area unlocks an action: A-D take a
guild seal, which then covers the area; E (no contracts left on it) takes two contracts.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from soloist.games.marco_polo_2.data import TRADING_POSTS, Stop
from soloist.games.marco_polo_2.effects import Contract, UnknownContract
from soloist.games.marco_polo_2.pieces import LETTERS, Seal

#: The Automa's own dice, each round.
AUTOMA_DICE = 5

#: Known seals of the Smart Mat: "If space C is uncovered, the Automa will take the
#: Jeweler's guild seal"; Guild seal +1 puts the Farmer's seal on D. A and B take the spicer
#: and the tailor, in an order only the mat shows (mautoma.toml, or asked).
KNOWN_MAT_SEALS = {"C": Seal.JEWELER, "D": Seal.FARMER}

ContractOnMat = Contract | UnknownContract


@dataclass(slots=True)
class SealOnMat:
    seal: Seal
    completed: bool = False

    def view(self) -> dict[str, object]:
        return {"seal": self.seal.value, "completed": self.completed}


@dataclass
class SmartMat:
    coins: list[str] = field(default_factory=lambda: list(LETTERS))
    seals: dict[str, SealOnMat] = field(default_factory=dict)
    contracts: list[ContractOnMat] = field(default_factory=list)  # space E, top first
    done: list[Contract] = field(default_factory=list)
    seal_for: dict[str, Seal] = field(default_factory=lambda: dict(KNOWN_MAT_SEALS))

    def uncovered(self) -> list[str]:
        """The spaces whose action is unlocked, in the priority A / B / C / D / E."""
        spaces = [letter for letter in LETTERS
                  if letter not in self.coins and letter not in self.seals]
        if not self.contracts:
            spaces.append("E")
        return spaces

    def seals_held(self) -> frozenset[Seal]:
        return frozenset(placed.seal for placed in self.seals.values())

    def holds(self, seal: Seal) -> bool:
        return any(placed.seal is seal for placed in self.seals.values())

    def completed_seals(self, letters: tuple[str, ...] = LETTERS) -> list[str]:
        return [letter for letter in letters
                if letter in self.seals and self.seals[letter].completed]

    def view(self) -> dict[str, object]:
        return {
            "coins": list(self.coins),
            "seals": {letter: placed.view() for letter, placed in sorted(self.seals.items())},
            "contracts_on_E": [str(contract) for contract in self.contracts],
            "contracts_done": len(self.done),
            "contracts_done_vp": sum(contract.vp for contract in self.done),
        }


@dataclass
class TripDisplay:
    """The trip slide under the mat: the first column shows where the Automa is (or last
    was), the next two the cities it wants to reach.

    `stops` are the slide's cities known so far, Beijing first (all of them when a data
    file gives the slide; revealed one by one when asked at the table). `at` is the index
    shown in the first column. Before the first travel only Beijing shows (`started` is
    False); `ended` is set once the slide shows no further city.
    """

    stops: list[Stop] = field(default_factory=list)
    slide_id: int | None = None
    at: int = 0
    started: bool = False
    ended_after: int | None = None
    known_in_full: bool = False
    #: The red letter beside the city in the first column is still to be read (asked when
    #: the Automa next reads its coins, or before the slide shifts again).
    letter_pending: bool = False

    def stop(self, index: int) -> Stop | None:
        return self.stops[index] if index < len(self.stops) else None

    @property
    def current(self) -> str:
        return self.stops[self.at].city

    def shown(self) -> list[str]:
        if not self.started:
            return [self.stops[0].city] if self.stops else []
        return [stop.city for stop in self.stops[self.at:self.at + 3]]

    def view(self) -> dict[str, object]:
        return {"slide": self.slide_id, "started": self.started, "position": self.at,
                "display": self.shown(), "ended": self.ended_after is not None}


@dataclass(frozen=True, slots=True)
class Placed:
    """Dice the Automa placed this round, as a person sees them on the board: the space (an
    action space's id, or ``khans-favor-3``), its own dice and black dice, the value they
    show where the rules roll them (None: "The Automa never rolls its own dice (unless
    otherwise specified)"), and in which of its turns (the card drawn, 1-8)."""

    space: str
    own: int
    black: int
    value: int | None
    turn: int


@dataclass
class Automa:
    """Everything the Automa owns and where it stands."""

    location: str
    mat: SmartMat = field(default_factory=SmartMat)
    trip: TripDisplay = field(default_factory=TripDisplay)
    own_dice: int = AUTOMA_DICE
    black_dice: int = 0
    dice_owned: int = AUTOMA_DICE   # this round: its own dice plus every black die it took
    dice_used: int = 0              # this round
    trading_posts: list[str] = field(default_factory=list)  # cities, in the order placed
    card_numbers: list[tuple[str, int]] = field(default_factory=list)  # the city display
    #: The cities of its trading posts not numbered on the display yet, in the order placed:
    #: how many city cards lie beside them is asked when its city card action needs it.
    unnumbered: list[str] = field(default_factory=list)
    steps_left: int | None = None   # to the next city on the display (asked, no map)
    steps_seals: frozenset[Seal] | None = None  # the seals it held when they were counted
    steps_moved: int = 0            # single steps made since it left its last city (no map)
    vp: int = 0                     # gained during the game (it starts on 50 like you)
    cards_drawn: int = 0            # this round
    finished_round: bool = False
    travel_this_turn: int = 0       # the Travel space (1-3 dice) it used this turn, if any
    #: The cities where a trading post of its went in this turn: their city cards are its
    #: from its next turn (the base game; the reference manual's FAQ).
    new_posts: set[str] = field(default_factory=set)
    #: What a person sees of its moves (never read by its rules): the dice it placed this
    #: round, and the locations its figure went through this turn, from where it stood.
    placed: list[Placed] = field(default_factory=list)
    trail: list[str] = field(default_factory=list)

    @property
    def trading_posts_left(self) -> int:
        return TRADING_POSTS - len(self.trading_posts)

    @property
    def has_dice(self) -> bool:
        return self.own_dice + self.black_dice > 0

    def new_round(self) -> None:
        self.own_dice = AUTOMA_DICE
        self.black_dice = 0
        self.dice_owned = AUTOMA_DICE
        self.dice_used = 0
        self.cards_drawn = 0
        self.finished_round = False
        self.placed = []
        self.trail = [self.location]

    def spend(self, own: int, black: int) -> None:
        assert own <= self.own_dice and black <= self.black_dice
        self.own_dice -= own
        self.black_dice -= black
        self.dice_used += own + black

    def take_black_die(self) -> None:
        self.black_dice += 1
        self.dice_owned += 1

    def has_trading_post(self, city: str) -> bool:
        return city in self.trading_posts

    def view(self) -> dict[str, object]:
        return {
            "location": self.location,
            "steps_left": self.steps_left,
            "own_dice": self.own_dice,
            "black_dice": self.black_dice,
            "dice_used": self.dice_used,
            "dice_owned": self.dice_owned,
            "trading_posts": list(self.trading_posts),
            "trading_posts_left": self.trading_posts_left,
            "city_display": [f"{number}: {city} card {card}" for number, (city, card)
                             in enumerate(self.card_numbers, start=1)],
            "vp": self.vp,
            "cards_drawn": self.cards_drawn,
            "finished_round": self.finished_round,
            "mat": self.mat.view(),
            "trip": self.trip.view(),
        }
