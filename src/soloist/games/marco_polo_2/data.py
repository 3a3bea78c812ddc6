"""The data files a person writes from their own copy of the game (nothing here is public).

A data directory holds up to four TOML files (formats in docs/marco-polo-2.md):

- ``board.toml`` (required): the map's locations and routes, which cities hold city cards,
  contract spaces and outpost spaces, their shields, the shield track.
- ``tiles.toml``: the contracts and outpost bonus tiles (needed only to simulate).
- ``mautoma.toml``: the 8 Automa cards, the trip slides, which seal goes on A and B.
- ``characters.toml``: the Skill cards and the Trading Post cards.

What a file does not give is asked at the table. Every file is validated when loaded: an
error names the file, the entry and the field, and the problem. The sample set shipped
with Soloist (`SAMPLE`) is FICTIONAL, for tests, demonstration and simulation.
"""

from __future__ import annotations

import hashlib
import re
from collections import deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cache, cached_property
from itertools import pairwise
from pathlib import Path
from typing import Annotated, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictInt,
    StringConstraints,
    field_validator,
    model_validator,
)

from soloist.engine.documents import load
from soloist.engine.errors import DataFileError
from soloist.engine.phrase import phrase
from soloist.games.marco_polo_2.effects import (
    CONTRACT_REWARDS,
    Contract,
    Effect,
    GainKind,
)
from soloist.games.marco_polo_2.pieces import BonusAction, MainAction, Seal
from soloist.games.marco_polo_2.route_map import (
    MOST_OASES,
    Details,
    Learned,
    Way,
    details_order,
    pair,
)

SAMPLE = Path(__file__).parent / "data" / "sample"
#: The start of every game: public (RB), so known without any data.
BEIJING = "beijing"

BOARD_FILE = "board.toml"
TILES_FILE = "tiles.toml"
MAUTOMA_FILE = "mautoma.toml"
CHARACTERS_FILE = "characters.toml"

#: The Mautoma has 8 Automa cards and 12 trip slides (MAUT's component list).
AUTOMA_CARDS = 8
TRIP_SLIDES = 12
#: The Trading Post card holds the Automa's 11 trading posts.
TRADING_POSTS = 11
#: The die that picks a city card numbers the city display from 1 to 6.
CITY_CARD_NUMBERS = 6
#: The most steps between two cities a file or the table may give.
MOST_STEPS = 20
#: A city's facts that a board file may leave to be asked at the table (`ask`): the city
#: cards beside it, its contract spaces, its outpost space, whether it is a special city.
CityFact = Literal["city_cards", "contracts", "outpost", "special"]
CITY_FACTS: tuple[CityFact, ...] = ("city_cards", "contracts", "outpost", "special")

Id = Annotated[str, StringConstraints(pattern=r"^[a-z0-9][a-z0-9-]*$", max_length=40)]
Letter = Literal["A", "B", "C", "D"]
#: A whole number as the file writes it: `true` or `2.0` is refused, not read as 1 or 2.
Number = StrictInt
#: `true` or `false`, not 1, 0 or "yes".
Flag = StrictBool
#: The L1 / L2 / L3 symbol of a Skill card.
Level = Annotated[StrictInt, Field(ge=1, le=3)]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


# -- board.toml ------------------------------------------------------------------------------

class LocationEntry(_Strict):
    id: Id
    name: str = Field(min_length=1, max_length=40)
    kind: Literal["city", "oasis"]
    shield: str | None = Field(None, min_length=1, max_length=40)
    city_cards: Number = Field(0, ge=0, le=2)
    contracts: Number = Field(0, ge=0, le=2)
    outpost: Flag = False
    special: Flag = False
    city_bonus: Flag = False
    start: Flag = False
    #: Facts of this city not known yet: asked at the table when the Automa needs them.
    ask: list[CityFact] = Field(default_factory=list)
    #: Every route out of this city is given as a `[[way]]` (a board without routes).
    routes_known: Flag = False

    @model_validator(mode="after")
    def _oasis_has_nothing(self) -> LocationEntry:
        if self.kind == "oasis":
            for name in ("shield", "city_cards", "contracts", "outpost", "special",
                         "city_bonus", "start", "ask", "routes_known"):
                if getattr(self, name):
                    raise ValueError(phrase("{location} is an oasis, which has no {field}",
                                            location=self.id, field=name))
        for name in self.ask:
            if getattr(self, name):
                raise ValueError(phrase("{location}: {field} is given and also asked",
                                        location=self.id, field=name))
        if self.start and self.ask:
            raise ValueError(phrase("{location}: the start has nothing to ask",
                                    location=self.id))
        _unique(list(self.ask), "asked fact")
        return self


class CostEntry(_Strict):
    coins: Number = Field(0, ge=0, le=30)
    camels: Number = Field(0, ge=0, le=30)
    jade: Number = Field(0, ge=0, le=30)


class RouteEntry(_Strict):
    a: Id
    b: Id
    seal: Seal | None = None
    cost: CostEntry | None = None  # the Automa pays no route costs; kept for the person


class WayEntry(_Strict):
    """A route between two neighbouring cities of a board without routes, as the table told
    it (`route_map`): the oases between them and the seals of the rivers it crosses, or
    `none`: no route between them passes through no other city."""

    a: Id
    b: Id
    oases: Number = Field(0, ge=0, le=MOST_OASES)
    seals: list[Seal] = Field(default_factory=list)
    none: Flag = False

    @model_validator(mode="after")
    def _sound(self) -> WayEntry:
        if self.a == self.b:
            raise ValueError(phrase("a route joins two different cities"))
        _unique(list(self.seals), "seal")
        if self.none and (self.oases or self.seals):
            raise ValueError(phrase("'none' is no route: it has no oases or seals"))
        if len(self.seals) > self.oases + 1:
            raise ValueError(phrase("{seals} seals on a route of {steps} steps: at most one "
                                    "river a step", seals=len(self.seals),
                                    steps=self.oases + 1))
        return self


class StepsEntry(_Strict):
    """Steps between two cities of a board without routes, as the table told them: by the
    shortest route open to these seals (0: none is open)."""

    a: Id
    b: Id
    seals: list[Seal] = Field(default_factory=list)
    steps: Number = Field(ge=0, le=MOST_STEPS)

    @model_validator(mode="after")
    def _sound(self) -> StepsEntry:
        if self.a == self.b:
            raise ValueError(phrase("steps join two different cities"))
        _unique(list(self.seals), "seal")
        return self


class BoardFile(_Strict):
    title: str = ""
    fictional: Flag = False
    contracts_space: Literal["blue", "brown"] | None = None
    shield_track: dict[int, Number] | None = None
    location: list[LocationEntry] = Field(min_length=2)
    route: list[RouteEntry] = Field(default_factory=list)
    way: list[WayEntry] = Field(default_factory=list)
    steps: list[StepsEntry] = Field(default_factory=list)

    @field_validator("shield_track")
    @classmethod
    def _rising(cls, track: dict[int, int] | None) -> dict[int, int] | None:
        return rising(track)


def rising(track: dict[int, int] | None) -> dict[int, int] | None:
    """A shield track: VP for 0 shields or more, never fewer VP for more shields."""
    if track is None:
        return None
    previous: tuple[int, int] | None = None
    for shields in sorted(track):
        if shields < 0:
            raise ValueError(phrase("{shields} shields: a number of shields is 0 or more",
                                    shields=shields))
        if track[shields] < 0:
            raise ValueError(phrase("{shields} shields: {vp} VP; VP are 0 or more",
                                    shields=shields, vp=track[shields]))
        if previous is not None and track[shields] < previous[1]:
            raise ValueError(phrase("the VP go down, from {before} for {shields_before} shields "
                                    "to {vp} for {shields}; more shields never score less",
                                    before=previous[1], shields_before=previous[0],
                                    vp=track[shields], shields=shields))
        previous = (shields, track[shields])
    return track


# -- effects, shared by tiles.toml and characters.toml ----------------------------------------

class EffectEntry(_Strict):
    kind: GainKind
    amount: Number = Field(1, ge=1, le=20)
    per_pip: Flag = False
    letter: Letter | None = None
    text: str = Field("", max_length=200)

    @model_validator(mode="after")
    def _letter_for_coins(self) -> EffectEntry:
        if (self.kind is GainKind.REMOVE_COIN) != (self.letter is not None):
            raise ValueError(phrase("a 'remove-coin' effect needs a letter (A-D), and only it "
                                    "has one"))
        return self

    def effect(self) -> Effect:
        return Effect(self.kind, self.amount, self.per_pip, self.letter, self.text)


# -- tiles.toml ------------------------------------------------------------------------------

class ContractEntry(_Strict):
    id: str = Field(min_length=1, max_length=40)
    vp: Number = Field(ge=0, le=30)
    reward: GainKind
    starting: Flag = False

    @model_validator(mode="after")
    def _reward_kind(self) -> ContractEntry:
        if self.reward not in CONTRACT_REWARDS:
            kinds = ", ".join(kind.value for kind in CONTRACT_REWARDS)
            raise ValueError(phrase("a contract's reward is one of {kinds}", kinds=kinds))
        return self


class OutpostEntry(_Strict):
    id: str = Field(min_length=1, max_length=40)
    gains: list[EffectEntry] = Field(default_factory=list)


class TilesFile(_Strict):
    fictional: Flag = False
    contract: list[ContractEntry] = Field(default_factory=list)
    outpost_tile: list[OutpostEntry] = Field(default_factory=list)


# -- mautoma.toml ----------------------------------------------------------------------------

class SmartMatEntry(_Strict):
    a: Literal[Seal.SPICER, Seal.TAILOR]
    b: Literal[Seal.SPICER, Seal.TAILOR]

    @model_validator(mode="after")
    def _different(self) -> SmartMatEntry:
        if self.a == self.b:
            raise ValueError(phrase("spaces A and B take different seals (spicer and tailor)"))
        return self


class CardEntry(_Strict):
    id: Number = Field(ge=1, le=99)
    bonus: BonusAction = BonusAction.NONE
    main: list[MainAction] = Field(min_length=1, max_length=12)

    @model_validator(mode="after")
    def _books_last(self) -> CardEntry:
        if self.main[-1] is not MainAction.BOOKS:
            raise ValueError(phrase("the last main action of every Automa card is books"))
        return self


class StopEntry(_Strict):
    city: Id
    letter: Letter | None = None


class SlideEntry(_Strict):
    id: Number = Field(ge=1, le=99)
    stops: list[StopEntry] = Field(min_length=2, max_length=40)

    @model_validator(mode="after")
    def _letters_once(self) -> SlideEntry:
        letters = [stop.letter for stop in self.stops if stop.letter]
        if len(letters) != len(set(letters)):
            raise ValueError(phrase("a red letter appears at most once on a trip slide"))
        for before, after in zip(self.stops, self.stops[1:], strict=False):
            if before.city == after.city:
                raise ValueError(phrase("{city} follows itself", city=before.city))
        return self


class MautomaFile(_Strict):
    fictional: Flag = False
    smart_mat: SmartMatEntry | None = None
    card: list[CardEntry] = Field(default_factory=list)
    trip_slide: list[SlideEntry] = Field(default_factory=list)

    @model_validator(mode="after")
    def _counts(self) -> MautomaFile:
        if self.card and len(self.card) != AUTOMA_CARDS:
            raise ValueError(phrase("the Mautoma has {cards} Automa cards; give all of them "
                                    "(or none, to be asked at the table), not {given}",
                                    cards=AUTOMA_CARDS, given=len(self.card)))
        if len(self.trip_slide) > TRIP_SLIDES:
            raise ValueError(phrase("the Mautoma has {slides} trip slides, not {given}",
                                    slides=TRIP_SLIDES, given=len(self.trip_slide)))
        _unique([card.id for card in self.card], "card id")
        _unique([slide.id for slide in self.trip_slide], "trip_slide id")
        return self


# -- characters.toml -------------------------------------------------------------------------

TriggerEvent = Literal["round-start", "trading-post", "contract-completed", "seal-completed",
                       "travel"]


#: Events on which a power may not complete a seal or contract: it would complete again on
#: its own completion, with no end.
COMPLETING_EVENTS = frozenset({"contract-completed", "seal-completed"})


class TriggerEntry(_Strict):
    event: TriggerEvent
    effects: list[EffectEntry] = Field(min_length=1)

    @model_validator(mode="after")
    def _no_endless_completing(self) -> TriggerEntry:
        if self.event in COMPLETING_EVENTS and any(effect.kind is GainKind.COMPLETE
                                                   for effect in self.effects):
            raise ValueError(phrase("a power on '{event}' cannot 'complete' a seal or "
                                    "contract: it would complete again on its own completion, "
                                    "with no end", event=self.event))
        return self


class SkillCardEntry(_Strict):
    character: str = Field(min_length=1, max_length=40)
    level: Level
    trading_post_card: str = Field(min_length=1, max_length=40)
    power: str = Field("", max_length=500)
    city_card: list[EffectEntry] = Field(min_length=1)
    external_city: list[EffectEntry] = Field(min_length=1)
    trigger: list[TriggerEntry] = Field(default_factory=list)


class SlotEntry(_Strict):
    column: Number = Field(ge=1, le=TRADING_POSTS)
    row: Number = Field(ge=1, le=TRADING_POSTS)
    bonus: list[EffectEntry] = Field(default_factory=list)


class TradingPostCardEntry(_Strict):
    symbol: str = Field(min_length=1, max_length=40)
    contracts_kept: Number = Field(ge=0, le=30)
    plus_one_spaces: Number = Field(ge=0, le=12)
    seal_vp: Number = Field(ge=0, le=30)
    shield_vp: dict[int, Number] | None = None
    slot: list[SlotEntry]

    @field_validator("shield_vp")
    @classmethod
    def _rising(cls, track: dict[int, int] | None) -> dict[int, int] | None:
        return rising(track)

    @model_validator(mode="after")
    def _eleven_slots(self) -> TradingPostCardEntry:
        if len(self.slot) != TRADING_POSTS:
            raise ValueError(phrase("the grid holds {posts} trading posts: give {posts} "
                                    "slots, not {given}", posts=TRADING_POSTS,
                                    given=len(self.slot)))
        _unique([(slot.column, slot.row) for slot in self.slot], "slot (column, row)")
        return self


class CharactersFile(_Strict):
    fictional: Flag = False
    skill_card: list[SkillCardEntry] = Field(min_length=1)
    trading_post_card: list[TradingPostCardEntry] = Field(min_length=1)

    @model_validator(mode="after")
    def _references(self) -> CharactersFile:
        _unique([card.symbol for card in self.trading_post_card], "trading_post_card symbol")
        _unique([(card.character.casefold(), card.level) for card in self.skill_card],
                "skill_card (character, level)")
        symbols = {card.symbol for card in self.trading_post_card}
        for card in self.skill_card:
            if card.trading_post_card not in symbols:
                raise ValueError(phrase("skill card {character} L{level}: no trading post "
                                        "card has the symbol {symbol}",
                                        character=card.character, level=card.level,
                                        symbol=repr(card.trading_post_card)))
        return self


def _unique(values: list[object], what: str) -> None:
    seen: set[object] = set()
    for value in values:
        if value in seen:
            raise ValueError(phrase("{what} {value} is given twice", what=what,
                                    value=repr(value)))
        seen.add(value)


# -- the loaded data -------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Location:
    id: str
    name: str
    kind: str
    shield: str | None = None
    city_cards: int = 0
    contracts: int = 0
    outpost: bool = False
    special: bool = False
    start: bool = False
    city_bonus: bool = False  # a city bonus marker: the Automa never takes its income

    @property
    def is_city(self) -> bool:
        return self.kind == "city"

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True, slots=True)
class Route:
    a: str
    b: str
    seal: Seal | None = None
    cost: tuple[int, int, int] | None = None  # coins, camels, jade: the person's, not read


#: Steps between two cities of a board without routes: (the two city ids in order, the
#: seals the Automa holds) → steps by the shortest route open to them (0: none is open).
StepsKey = tuple[str, str, frozenset[Seal]]


def steps_key(a: str, b: str, seals: frozenset[Seal]) -> StepsKey:
    """The same steps both ways: a shortest route from A to B is one from B to A."""
    first, second = sorted((a, b))
    return (first, second, seals)


@dataclass(frozen=True, eq=False)
class Board:
    """The map: its locations and routes, and what each city holds.

    A board from a data file is shared by every game that reads the file and never changes.
    A board whose facts are not all known (a city's `ask` list, a city without a shield, a
    board learned at the table: `learned`) is copied for each play (`for_play`), which then
    learns them (`learn`) and, on a learned board, adds the cities the person names
    (`add_city`)."""

    locations: dict[str, Location]
    routes: tuple[Route, ...]
    start: str
    source: str
    fictional: bool = False
    title: str = ""
    contracts_space: str | None = None
    shield_track: Mapping[int, int] | None = None
    neighbours: dict[str, tuple[tuple[str, Seal | None], ...]] = field(default_factory=dict)
    #: The facts of each city not known yet (city id → `CITY_FACTS` names), asked at the
    #: table when the Automa needs them. A city's shield is unknown when it is None.
    unknown: dict[str, frozenset[str]] = field(default_factory=dict)
    #: Steps a board without routes gives (board.toml's `[[steps]]`, or learned).
    steps: dict[StepsKey, int] = field(default_factory=dict)
    #: Learned at the table from the person's component library: cities are added as the
    #: person names them.
    learned: bool = False
    #: Without a file's routes: the ways between neighbouring cities told at the table so far
    #: (`route_map`); each way's oases become locations of this board, its steps routes.
    learned_map: Learned = field(default_factory=Learned)

    @cached_property
    def cities(self) -> tuple[Location, ...]:
        return tuple(loc for loc in self.locations.values() if loc.is_city)

    @property
    def has_routes(self) -> bool:
        return bool(self.routes)

    @property
    def contracts_space_shared(self) -> bool:
        """Blue (shared) unless the board file says brown: an assumption, as no source gives
        the colour of the Contracts space."""
        return self.contracts_space != "brown"

    def name(self, location: str) -> str:
        return self.locations[location].name

    @classmethod
    def empty(cls, source: str) -> Board:
        """A board learned at the table: only Beijing, the start, is public."""
        beijing = Location(BEIJING, "Beijing", "city", start=True)
        return cls({BEIJING: beijing}, (), BEIJING, source, neighbours={BEIJING: ()},
                   learned=True)

    @property
    def complete(self) -> bool:
        """Every fact of every city and every route is known (nothing to learn while
        playing)."""
        return self.has_routes and not self.learned and not self.unknown and all(
            city.shield is not None for city in self.cities if not city.start)

    def for_play(self) -> Board:
        """This board if nothing is to be learned of it, else a copy of it for one play."""
        if self.complete:
            return self
        return Board(dict(self.locations), self.routes, self.start, self.source,
                     self.fictional, self.title, self.contracts_space, self.shield_track,
                     dict(self.neighbours), dict(self.unknown), dict(self.steps),
                     self.learned, self.learned_map.copy())

    def knows(self, city: str, fact: str) -> bool:
        """Whether `fact` (a `CITY_FACTS` name, or "shield") of `city` is known."""
        if fact == "shield":
            location = self.locations[city]
            return location.shield is not None or location.start
        return fact not in self.unknown.get(city, frozenset())

    def learn(self, city: str, fact: str, value: object) -> None:
        """A fact of `city` told at the table (a board copied for this play only)."""
        assert not self.knows(city, fact), f"{fact} of {city} is known already"
        self.locations[city] = replace(self.locations[city], **{fact: value})  # type: ignore[arg-type]
        if city in self.unknown:
            self.unknown[city] = self.unknown[city] - {fact}
            if not self.unknown[city]:
                del self.unknown[city]
        self.__dict__.pop("cities", None)

    def add_city(self, city: str, name: str) -> Location:
        """A city the person named (a learned board): every fact of it is still unknown."""
        assert self.learned and city not in self.locations
        location = Location(city, place_name(name), "city")
        self.locations[city] = location
        self.neighbours[city] = ()
        self.unknown[city] = frozenset(CITY_FACTS)
        self.__dict__.pop("cities", None)
        return location

    @property
    def city_ids(self) -> frozenset[str]:
        return frozenset(city.id for city in self.cities)

    def learn_way(self, a: str, b: str, oases: int, seals: tuple[Seal, ...]) -> Way:
        """The one way between the neighbouring cities `a` and `b` (`learn_ways`)."""
        return self.learn_ways(a, b, [(oases, seals)])[0]

    def learn_ways(self, a: str, b: str, told: Sequence[Details]) -> tuple[Way, ...]:
        """Every way between the neighbouring cities `a` and `b`, told at the table (none:
        no way passes no other city; a pair already known stays as it is): each way's oases
        become locations of this board (a board copied for this play), its steps routes,
        the seals on them in order from the first city (one river a step). The ways are kept
        the fewest steps first; the first keeps the names a pair's only way has."""
        key = pair(a, b)
        known = self.learned_map.ways.get(key)
        if known is not None:
            return known
        first, second = sorted((a, b))
        ways = []
        for number, (oases, seals) in enumerate(sorted(dict.fromkeys(told),
                                                       key=details_order), start=1):
            way = Way(first, second, oases, seals)
            ways.append(way)
            self._lay_way(way, number)
        self.learned_map.ways[key] = tuple(ways)
        return tuple(ways)

    def _lay_way(self, way: Way, number: int) -> None:
        """The locations and steps of `way`, the `number`-th between its two cities."""
        first, second, oases, seals = way.a, way.b, way.oases, way.seals
        chain = [first]
        route = "" if number == 1 else f"r{number}-"
        for place in range(1, oases + 1):
            oasis = f"oasis-{first}-{second}-{route}{place}"
            self.learned_map.oases.add(oasis)
            self.locations[oasis] = Location(oasis, oasis_name(
                self.name(first), self.name(second), place, oases, number), "oasis")
            chain.append(oasis)
        chain.append(second)
        for step, (here, there) in enumerate(pairwise(chain)):
            seal = seals[step] if step < len(seals) else None
            self.neighbours[here] = (*self.neighbours.get(here, ()), (there, seal))
            self.neighbours[there] = (*self.neighbours.get(there, ()), (here, seal))

    def learn_no_way(self, a: str, b: str) -> None:
        """No way joins `a` and `b` without passing through another city."""
        self.learned_map.ways.setdefault(pair(a, b), ())

    def learn_all_ways(self, city: str) -> None:
        """Every way out of `city` is known."""
        self.learned_map.all_ways.add(city)

    def set_contracts_space(self, colour: str) -> None:
        """The colour of the Take contracts space, as the person's components give it."""
        assert self.learned
        object.__setattr__(self, "contracts_space", colour)

    def set_map(self, locations: list[Location], routes: list[Route]) -> None:
        """The whole map, with its routes, as the person's components give it (a learned
        board, before any route is read)."""
        assert self.learned and not self.routes
        neighbours: dict[str, list[tuple[str, Seal | None]]] = {
            loc: list(ways) for loc, ways in self.neighbours.items()}
        for location in locations:
            if location.id not in self.locations:
                self.locations[location.id] = location
                neighbours[location.id] = []
                if location.is_city:
                    self.unknown[location.id] = frozenset(CITY_FACTS)
        for route in routes:
            neighbours[route.a].append((route.b, route.seal))
            neighbours[route.b].append((route.a, route.seal))
        object.__setattr__(self, "routes", tuple(routes))
        self.neighbours.update({loc: tuple(ways) for loc, ways in neighbours.items()})
        self.__dict__.pop("cities", None)


ROUTE_ORDINALS = {2: "2nd", 3: "3rd"}

#: A made-up place's name as a data file writes it (the sample's: ``Hollowmere
#: (fictional)``, ``Oasis 4 (fictional)``).
_FICTIONAL_NAME = re.compile(r"(?P<name>.+) \(fictional\)")
_OASIS_NUMBER = re.compile(r"Oasis (?P<number>\d+)")


def place_name(name: str) -> str:
    """A place's name as a data file writes it, the words around a made-up name (its
    "(fictional)", an oasis's "Oasis") a phrase said in the reader's language: the name itself
    (``Hollowmere``) is a proper name, kept in every language. The same English text."""
    fictional = _FICTIONAL_NAME.fullmatch(name)
    if fictional is None:
        return name
    base = fictional["name"]
    if (oasis := _OASIS_NUMBER.fullmatch(base)) is not None:
        return phrase("Oasis {number} (fictional)", number=int(oasis["number"]))
    return phrase("{name} (fictional)", name=base)


@cache
def sample_names() -> tuple[str, ...]:
    """The made-up names the sample's data gives its things: its places (``Hollowmere``,
    ``Juniper Cross``), its characters (``Navigator``) and its Trading Post cards'
    symbols (``compass``). Proper names of the sample, kept as they are in every language
    (the pseudo-language's crawl allows them); the real game's are not public."""
    data = load_data(SAMPLE)
    names = []
    for location in data.board.locations.values():
        fictional = _FICTIONAL_NAME.fullmatch(location.name)
        if fictional is not None and _OASIS_NUMBER.fullmatch(fictional["name"]) is None:
            names.append(fictional["name"])
    if data.characters is not None:
        names.extend(card.character for card in data.characters.skill_cards)
        names.extend(data.characters.trading_post_cards)
    return tuple(dict.fromkeys(names))


def oasis_name(a: str, b: str, number: int, oases: int, route: int = 1) -> str:
    """An oasis of a way told at the table, named by the cities it lies between (and, where
    several ways join them, by its way: the fewest steps first)."""
    where = f"between {a} and {b}" if route == 1 else \
        f"on the {ROUTE_ORDINALS.get(route, f'{route}th')} route between {a} and {b}"
    if oases == 1:
        return f"the oasis {where}"
    return f"oasis {number} of {oases} {where} (from {a})"


@dataclass(frozen=True, slots=True)
class AutomaCard:
    id: int
    bonus: BonusAction
    main: tuple[MainAction, ...]

    def describe(self) -> str:
        return _card_words(self.id, self.bonus, self.main)


@cache
def _card_words(card: int, bonus: BonusAction, actions: tuple[MainAction, ...]) -> str:
    """An Automa card as a person reads it (made once a card: each round draws it)."""
    main = ", ".join(action.title for action in actions)
    if bonus is BonusAction.NONE:
        return phrase("Automa card {card} (no bonus action; main actions: {main})", card=card,
                      main=main)
    return phrase("Automa card {card} (bonus: {bonus}; main actions: {main})", card=card,
                  bonus=bonus.title, main=main)


@dataclass(frozen=True, slots=True)
class Stop:
    city: str
    letter: str | None = None


@dataclass(frozen=True, slots=True)
class TripSlide:
    id: int
    stops: tuple[Stop, ...]  # Beijing first, then the slide's cities in order


@dataclass(frozen=True, slots=True)
class SkillCard:
    character: str
    level: int
    trading_post_card: str
    power: str
    city_card: tuple[Effect, ...]
    external_city: tuple[Effect, ...]
    triggers: Mapping[str, tuple[Effect, ...]]

    @property
    def label(self) -> str:
        return f"{self.character} L{self.level}"


@dataclass(frozen=True, slots=True)
class TradingPostCard:
    symbol: str
    contracts_kept: int
    plus_one_spaces: int
    seal_vp: int
    shield_vp: Mapping[int, int] | None
    slots: tuple[tuple[Effect, ...], ...]  # in the order the trading posts leave the grid
    columns: tuple[int, ...]               # the column of each slot, in the same order


@dataclass(frozen=True, eq=False)
class Tiles:
    contracts: tuple[Contract, ...]
    starting_contracts: tuple[Contract, ...]
    outposts: tuple[tuple[str, tuple[Effect, ...]], ...]


@dataclass(frozen=True, eq=False)
class Characters:
    skill_cards: tuple[SkillCard, ...]
    trading_post_cards: Mapping[str, TradingPostCard]

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(card.character for card in self.skill_cards))

    def skill_card(self, character: str, level: int) -> SkillCard | None:
        wanted = character.casefold()
        for card in self.skill_cards:
            if card.character.casefold() == wanted and card.level == level:
                return card
        return None


@dataclass(frozen=True, eq=False)
class GameData:
    """Everything the data directory gives; a part it does not give is None (asked)."""

    directory: str
    board: Board
    tiles: Tiles | None = None
    cards: tuple[AutomaCard, ...] | None = None
    slides: tuple[TripSlide, ...] | None = None
    smart_mat: tuple[Seal, Seal] | None = None
    characters: Characters | None = None
    fictional: bool = False
    digest: str = ""  # of the files' bytes: a saved game replays only with the same data

    def missing_for_simulation(self) -> list[str]:
        """What a modelled table needs that these files lack."""
        missing = []
        if not self.board.has_routes:
            missing.append(f"{BOARD_FILE}: routes")
        if self.tiles is None or not self.tiles.contracts:
            missing.append(f"{TILES_FILE}: contracts")
        if self.tiles is None or not self.tiles.starting_contracts:
            missing.append(f"{TILES_FILE}: starting contracts")
        if self.cards is None:
            missing.append(f"{MAUTOMA_FILE}: the 8 Automa cards")
        if not self.slides:
            missing.append(f"{MAUTOMA_FILE}: trip slides")
        if self.smart_mat is None:
            missing.append(f"{MAUTOMA_FILE}: smart_mat")
        if self.characters is None:
            missing.append(f"{CHARACTERS_FILE}: Skill and Trading Post cards")
        if any(city.shield is None for city in self.board.cities if not city.start):
            missing.append(f"{BOARD_FILE}: a shield for every city")
        if self.board.unknown:
            missing.append(f"{BOARD_FILE}: the facts its cities ask at the table ("
                           + ", ".join(sorted(self.board.unknown)) + ")")
        return missing


def _board(entry: BoardFile, source: str) -> Board:
    ids = [loc.id for loc in entry.location]
    _check(ids, "location id", source)
    _check([loc.name.casefold() for loc in entry.location], "location name", source)
    starts = [loc for loc in entry.location if loc.start]
    if len(starts) != 1:
        raise DataFileError(phrase("{source}: location: exactly one city is the start "
                                   "(Beijing), not {count}", source=source, count=len(starts)))
    cards = sum(loc.city_cards for loc in entry.location)
    if cards > CITY_CARD_NUMBERS:
        raise DataFileError(phrase("{source}: location: {cards} city cards in all; the board "
                                   "has at most {most} (the die numbers the city display 1-6)",
                                   source=source, cards=cards, most=CITY_CARD_NUMBERS))
    known = set(ids)
    neighbours: dict[str, list[tuple[str, Seal | None]]] = {loc: [] for loc in ids}
    pairs: set[frozenset[str]] = set()
    for number, route in enumerate(entry.route):
        where = f"{source}: route.{number} ({route.a}-{route.b})"
        for end in (route.a, route.b):
            if end not in known:
                raise DataFileError(phrase("{where}: {end} is not a location of this board",
                                           where=where, end=repr(end)))
        if route.a == route.b:
            raise DataFileError(phrase("{where}: a route joins two different locations",
                                       where=where))
        pair = frozenset((route.a, route.b))
        if pair in pairs:
            raise DataFileError(phrase("{where}: this route is given twice", where=where))
        pairs.add(pair)
        neighbours[route.a].append((route.b, route.seal))
        neighbours[route.b].append((route.a, route.seal))
    if entry.route:
        _check_connected(starts[0].id, neighbours, entry, source)
    kinds = {loc.id: loc.kind for loc in entry.location}
    steps: dict[StepsKey, int] = {}
    for number, given in enumerate(entry.steps):
        where = f"{source}: steps.{number} ({given.a}-{given.b})"
        if entry.route:
            raise DataFileError(phrase("{where}: a board with routes gives no steps: Soloist "
                                       "counts them on the routes", where=where))
        for end in (given.a, given.b):
            if kinds.get(end) != "city":
                raise DataFileError(phrase("{where}: {end} is not a city of this board",
                                           where=where, end=repr(end)))
        key = steps_key(given.a, given.b, frozenset(given.seals))
        if key in steps:
            raise DataFileError(phrase("{where}: these steps, with these seals, are given "
                                       "twice", where=where))
        steps[key] = given.steps
    _check_ways(entry, kinds, source)
    locations = {loc.id: Location(loc.id, place_name(loc.name), loc.kind, loc.shield,
                                  loc.city_cards, loc.contracts, loc.outpost, loc.special,
                                  loc.start, loc.city_bonus)
                 for loc in entry.location}
    unknown = {loc.id: frozenset[str](loc.ask) for loc in entry.location if loc.ask}
    routes = tuple(Route(r.a, r.b, r.seal, (r.cost.coins, r.cost.camels, r.cost.jade)
                         if r.cost is not None else None) for r in entry.route)
    board = Board(locations, routes, starts[0].id,
                  source, entry.fictional, entry.title, entry.contracts_space,
                  dict(entry.shield_track) if entry.shield_track is not None else None,
                  {loc: tuple(items) for loc, items in neighbours.items()}, unknown, steps)
    told: dict[frozenset[str], tuple[str, str, list[Details]]] = {}
    for way in entry.way:
        _, _, details = told.setdefault(frozenset((way.a, way.b)), (way.a, way.b, []))
        if not way.none:
            details.append((way.oases, tuple(way.seals)))
    for a, b, details in told.values():
        board.learn_ways(a, b, details)
    for loc in entry.location:
        if loc.routes_known:
            board.learn_all_ways(loc.id)
    return board


def _check_ways(entry: BoardFile, kinds: Mapping[str, str], source: str) -> None:
    """The routes told at the table (`[[way]]`, `routes_known`): only on a board without
    routes, between two cities; a pair may have several ways, each once, or `none`."""
    known = [loc.id for loc in entry.location if loc.routes_known]
    if entry.route and (entry.way or known):
        raise DataFileError(phrase("{source}: a board with routes gives no ways nor "
                                   "routes_known: Soloist finds the shortest routes on its "
                                   "routes", source=source))
    pairs: dict[frozenset[str], list[tuple[int, tuple[Seal, ...]] | None]] = {}
    for number, way in enumerate(entry.way):
        where = f"{source}: way.{number} ({way.a}-{way.b})"
        for end in (way.a, way.b):
            if kinds.get(end) != "city":
                raise DataFileError(phrase("{where}: {end} is not a city of this board",
                                           where=where, end=repr(end)))
        given = pairs.setdefault(frozenset((way.a, way.b)), [])
        details = None if way.none else (way.oases, tuple(sorted(way.seals)))
        if details in given:
            raise DataFileError(phrase("{where}: this route is given twice", where=where))
        if given and (details is None or None in given):
            raise DataFileError(phrase("{where}: 'none' goes alone: no other route joins "
                                       "these cities", where=where))
        given.append(details)


def _check_connected(start: str, neighbours: Mapping[str, list[tuple[str, Seal | None]]],
                     entry: BoardFile, source: str) -> None:
    seen = {start}
    queue = deque([start])
    while queue:
        for nxt, _ in neighbours[queue.popleft()]:
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    for loc in entry.location:
        if loc.id not in seen:
            raise DataFileError(phrase("{source}: location {location}: no route reaches it "
                                       "from the start", source=source, location=loc.id))


def _check(values: list[str], what: str, source: str) -> None:
    try:
        _unique(list(values), what)
    except ValueError as error:
        raise DataFileError(phrase("{source}: {problem}", source=source,
                                   problem=error.args[0] if error.args else str(error))) \
            from None


def _tiles(entry: TilesFile) -> Tiles:
    contracts = tuple(Contract(c.vp, c.reward, c.id) for c in entry.contract if not c.starting)
    starting = tuple(Contract(c.vp, c.reward, c.id) for c in entry.contract if c.starting)
    outposts = tuple((tile.id, tuple(gain.effect() for gain in tile.gains))
                     for tile in entry.outpost_tile)
    return Tiles(contracts, starting, outposts)


def _slides(entry: MautomaFile, board: Board, source: str) -> tuple[TripSlide, ...]:
    slides = []
    for number, slide in enumerate(entry.trip_slide):
        for index, stop in enumerate(slide.stops):
            location = board.locations.get(stop.city)
            if location is None or not location.is_city:
                raise DataFileError(phrase("{source}: trip_slide.{number}.stops.{index}: "
                                           "{city} is not a city of {board}", source=source,
                                           number=number, index=index, city=repr(stop.city),
                                           board=board.source))
        if slide.stops[0].city == board.start:
            raise DataFileError(phrase("{source}: trip_slide.{number}.stops.0: list the "
                                       "cities after {start}, which every slide starts with",
                                       source=source, number=number,
                                       start=board.name(board.start)))
        stops = (Stop(board.start), *(Stop(stop.city, stop.letter) for stop in slide.stops))
        slides.append(TripSlide(slide.id, stops))
    return tuple(slides)


#: The power texts the FICTIONAL sample's Skill cards give, as phrases (said in the reader's
#: language; a person's own cards' texts are theirs, as they typed them).
SAMPLE_POWERS = {str(power): power for power in (
    phrase("FICTIONAL: none beyond its city-card actions."),)}


def _characters(entry: CharactersFile) -> Characters:
    skill_cards = tuple(
        SkillCard(card.character, card.level, card.trading_post_card,
                  SAMPLE_POWERS.get(card.power, card.power),
                  tuple(e.effect() for e in card.city_card),
                  tuple(e.effect() for e in card.external_city),
                  {t.event: tuple(e.effect() for e in t.effects) for t in card.trigger})
        for card in entry.skill_card
    )
    cards = {}
    for card in entry.trading_post_card:
        slots = sorted(card.slot, key=lambda slot: (slot.column, slot.row))
        cards[card.symbol] = TradingPostCard(
            card.symbol, card.contracts_kept, card.plus_one_spaces, card.seal_vp,
            dict(card.shield_vp) if card.shield_vp is not None else None,
            tuple(tuple(e.effect() for e in slot.bonus) for slot in slots),
            tuple(slot.column for slot in slots))
    return Characters(skill_cards, cards)


DATA_FILES = (BOARD_FILE, TILES_FILE, MAUTOMA_FILE, CHARACTERS_FILE)


def load_data(directory: Path) -> GameData:
    """The data in `directory`; `DataFileError` naming the file, field and problem.

    Loaded once per process while the files stay the same (their sizes and times)."""
    if not directory.is_dir():
        raise DataFileError(phrase("{directory}: no such data directory",
                                   directory=str(directory)))
    stamp = []
    for name in DATA_FILES:
        try:
            info = (directory / name).stat()
        except OSError:
            continue
        stamp.append((name, info.st_mtime_ns, info.st_size))
    return _load_data(directory, tuple(stamp))


@cache
def _load_data(directory: Path, stamp: tuple[tuple[str, int, int], ...]) -> GameData:
    board_path = directory / BOARD_FILE
    if not board_path.is_file():
        raise DataFileError(phrase(
            "{directory}: no {file}. Marco Polo II needs at least your board's cities "
            "(format in docs/marco-polo-2.md); or play with the FICTIONAL sample (--sample)",
            directory=str(directory), file=BOARD_FILE))
    board = _board(load(BoardFile, board_path), str(board_path))
    fictional = board.fictional
    tiles = cards = slides = smart_mat = characters = None
    if (path := directory / TILES_FILE).is_file():
        tiles_file = load(TilesFile, path)
        tiles = _tiles(tiles_file)
        fictional = fictional or tiles_file.fictional
    if (path := directory / MAUTOMA_FILE).is_file():
        mautoma = load(MautomaFile, path)
        fictional = fictional or mautoma.fictional
        if mautoma.card:
            cards = tuple(AutomaCard(c.id, c.bonus, tuple(c.main)) for c in mautoma.card)
        if mautoma.trip_slide:
            slides = _slides(mautoma, board, str(path))
        if mautoma.smart_mat is not None:
            smart_mat = (Seal(mautoma.smart_mat.a), Seal(mautoma.smart_mat.b))
    if (path := directory / CHARACTERS_FILE).is_file():
        characters_file = load(CharactersFile, path)
        characters = _characters(characters_file)
        fictional = fictional or characters_file.fictional
    return GameData(str(directory), board, tiles, cards, slides, smart_mat, characters,
                    fictional, fingerprint(directory))


def fingerprint(directory: Path) -> str:
    """A short digest of the data files' bytes."""
    digest = hashlib.blake2b(digest_size=8)
    for name in DATA_FILES:
        path = directory / name
        if path.is_file():
            digest.update(name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()
