"""`soloist decide marco-polo-2 FILE`: the Automa's turn in a described position.

The position file (TOML or JSON; format in docs/marco-polo-2.md) names a data directory
(for the board's cities) and describes the Automa's play area, the trip display, the dice on
the action spaces, the contracts and outpost tiles that matter, and the Automa card it
draws. Soloist prints the turn with every decision explained. A fact the turn needs that
neither the file nor the data gives is an error naming the field to add.
"""

from __future__ import annotations

from collections.abc import Generator, Iterable, Sequence
from pathlib import Path
from typing import Annotated, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from soloist.engine.chance import Chance, roll
from soloist.engine.documents import load, refusal
from soloist.engine.errors import DataFileError
from soloist.engine.game import DecideReport
from soloist.engine.log import Log
from soloist.engine.phrase import joined, phrase
from soloist.engine.questions import Question
from soloist.games.marco_polo_2.arrival_at_hand import Contracts, Tile
from soloist.games.marco_polo_2.automa import Automa, SealOnMat, SmartMat, TripDisplay
from soloist.games.marco_polo_2.cards_at_hand import ordinal
from soloist.games.marco_polo_2.context import Context
from soloist.games.marco_polo_2.data import (
    SAMPLE,
    EffectEntry,
    Flag,
    GameData,
    Id,
    Letter,
    Level,
    Number,
    SkillCard,
    Stop,
    TradingPostCard,
    load_data,
)
from soloist.games.marco_polo_2.effects import CONTRACT_REWARDS, Contract, Effect, GainKind
from soloist.games.marco_polo_2.pieces import BonusAction, Colour, MainAction, Seal
from soloist.games.marco_polo_2.spaces import ActionArea
from soloist.games.marco_polo_2.table import DrawnCard, NotGiven, TableAtHand
from soloist.games.marco_polo_2.table_state import UNKNOWN, ContractSpace, TableState
from soloist.games.marco_polo_2.turn import automa_turn

V = TypeVar("V", bound=str)

#: The seals each space of the Smart Mat takes: "If space C is uncovered, the Automa will
#: take the Jeweler's guild seal"; Guild seal +1 puts the Farmer's on D; A and B take the
#: spicer's and the tailor's, in the order the mat shows.
MAT_SEALS = {"A": (Seal.SPICER, Seal.TAILOR), "B": (Seal.SPICER, Seal.TAILOR),
             "C": (Seal.JEWELER,), "D": (Seal.FARMER,)}


def _either(seals: Sequence[Seal]) -> str:
    """The seals a space of the smart mat takes ("spicer or the tailor")."""
    if len(seals) == 2:
        return phrase("{seal} or the {other}", seal=seals[0].value, other=seals[1].value)
    return " or the ".join(seal.value for seal in seals)


def repeated(values: list[V], why: str, *, seals: bool = False) -> list[V]:
    """Refuses a list that names the same thing twice (the seals' list: said so)."""
    seen: set[V] = set()
    for value in values:
        if value in seen:
            raise refusal(phrase("seals: the {value} is given twice ({why})",
                                 value=str(value), why=why) if seals else
                          phrase("{value} is given twice ({why})", value=str(value), why=why))
        seen.add(value)
    return values


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ContractPart(_Strict):
    vp: Number = Field(ge=0, le=30)
    reward: GainKind = GainKind.OTHER

    def contract(self, label: str, where: str) -> Contract:
        if self.reward not in CONTRACT_REWARDS:
            raise DataFileError(phrase("{where}: a contract's reward is one of {rewards}",
                                       where=where, rewards=", ".join(
                                           kind.value for kind in CONTRACT_REWARDS)))
        return Contract(self.vp, self.reward, label)


class SealPart(_Strict):
    seal: Seal
    completed: Flag = False


def _all_coins() -> list[Letter]:
    return ["A", "B", "C", "D"]


class AutomaPart(_Strict):
    at: Id | None = None
    own_dice: Number = Field(5, ge=0, le=5)
    black_dice: Number = Field(0, ge=0, le=4)
    coins: list[Letter] = Field(default_factory=_all_coins)
    seals: dict[Letter, SealPart] = Field(default_factory=dict)
    contracts: list[ContractPart] = Field(default_factory=list)
    contracts_done: Number = Field(0, ge=0, le=60)
    trading_posts: list[Id] = Field(default_factory=list, max_length=11)
    vp: Number = Field(0, ge=-100, le=500)
    steps_left: Number | None = Field(None, ge=1, le=20)
    cards_drawn: Number = Field(0, ge=0, le=7)

    @field_validator("coins")
    @classmethod
    def _one_coin_each(cls, coins: list[Letter]) -> list[Letter]:
        return repeated(coins, phrase("each of the spaces A-D has one coin"))

    @field_validator("trading_posts")
    @classmethod
    def _one_post_each(cls, cities: list[str]) -> list[str]:
        return repeated(cities, phrase("a city holds at most one trading post of each "
                                        "player"))

    @model_validator(mode="after")
    def _seals_fit_the_mat(self) -> AutomaPart:
        for letter, placed in self.seals.items():
            if letter in self.coins:
                raise refusal(phrase(
                    "seals.{letter}: space {letter} still has its coin (a seal covers a space "
                    "only once its coin is gone); remove it from coins", letter=letter))
            allowed = MAT_SEALS[letter]
            if placed.seal not in allowed:
                raise refusal(phrase(
                    "seals.{letter}: space {letter} takes the {allowed} seal, not the {seal}",
                    letter=letter, seal=placed.seal.value, allowed=_either(allowed)))
        repeated([placed.seal.value for placed in self.seals.values()],
                 phrase("the Automa takes one seal of each guild"), seals=True)
        return self


class TripPart(_Strict):
    display: list[Id] = Field(default_factory=list, max_length=3)
    later: list[Id] = Field(default_factory=list)
    ended: Flag = False
    letters: dict[Id, Letter] = Field(default_factory=dict)


class CardPart(_Strict):
    bonus: BonusAction = BonusAction.NONE
    main: list[MainAction] = Field(min_length=1, max_length=12)


class KhanPart(_Strict):
    colour: Colour
    value: Number | None = Field(None, ge=1, le=6)  # your die's value is not needed


class TablePart(_Strict):
    black_dice: Number = Field(4, ge=0, le=4)
    spaces: dict[str, list[Colour]] = Field(default_factory=dict)
    khans_favor: list[KhanPart] = Field(default_factory=list, max_length=2)
    contracts: dict[Id, list[ContractPart | Literal["empty"]]] = Field(default_factory=dict)
    outposts: dict[Id, list[EffectEntry] | Literal["none"]] = Field(default_factory=dict)
    person_trading_posts: list[Id] = Field(default_factory=list)

    @field_validator("person_trading_posts")
    @classmethod
    def _one_post_each(cls, cities: list[str]) -> list[str]:
        return repeated(cities, phrase("a city holds at most one trading post of each "
                                        "player"))


class SkillPart(_Strict):
    city_card: list[EffectEntry] = Field(default_factory=list)
    external_city: list[EffectEntry] = Field(default_factory=list)


class Position(_Strict):
    data: str = "sample"
    character: str | None = None
    level: Level = 1
    automa: AutomaPart = Field(default_factory=lambda: AutomaPart.model_validate({}))
    trip: TripPart = Field(default_factory=lambda: TripPart.model_validate({}))
    card: CardPart
    roll: Number | None = Field(None, ge=1, le=6)
    steps: dict[Id, Annotated[Number, Field(ge=0, le=20)]] = Field(default_factory=dict)
    smart_mat_a: Literal[Seal.SPICER, Seal.TAILOR] | None = None
    skill: SkillPart | None = None
    trading_post_bonuses: dict[str, list[EffectEntry]] = Field(default_factory=dict)
    table: TablePart = Field(default_factory=lambda: TablePart.model_validate({}))


class DescribedTable(TableAtHand):
    """The table as the position file describes it; what it lacks is an error."""

    kind = "described"
    uses_library = False

    def __init__(self, position: Position, data: GameData, skill: SkillCard | None,
                 tp_card: TradingPostCard | None, source: str, chance: Chance,
                 log: Log) -> None:
        super().__init__(data, skill, tp_card, "soloist", chance, log, board=data.board)
        self.position = position
        self.source = source

    def city_fact(self, city: str, fact: str) -> Generator[Question, object, int | bool]:
        if not self.board.knows(city, fact):
            raise self.unknown_fact(city, fact)
        return (yield from super().city_fact(city, fact))

    def city_facts(self, city: str, facts: Iterable[str]) -> Generator[Question, object, None]:
        """A described position asks nothing: each fact the turn reads is checked on its
        own (`city_fact`)."""
        return
        yield  # pragma: no cover

    def missing(self, field: str, why: str) -> DataFileError:
        return DataFileError(phrase("{source}: {field}: {why}; add it to the position",
                                    source=self.source, field=field, why=why))

    def draw_card(self, number: int) -> Generator[Question, object, DrawnCard | None]:
        card = self.position.card
        if card.main[-1] is not MainAction.BOOKS:
            raise DataFileError(phrase("{source}: card.main: the last main action of every "
                                       "Automa card is books", source=self.source))
        return DrawnCard(phrase("the described Automa card"), card.bonus, list(card.main), True)
        yield  # pragma: no cover

    def reveal_stop(self, trip: TripDisplay, index: int) -> Generator[Question, object,
                                                                      Stop | None]:
        stop = trip.stop(index)
        if stop is not None:
            return stop
        if self.position.trip.ended:
            return None
        raise self.missing("trip.later", phrase(
            "the Automa needs the city after {city} on its trip slide (or set trip.ended = "
            "true)", city=self.board.name(trip.stops[-1].city)))
        yield  # pragma: no cover

    def letter_told(self, trip: TripDisplay) -> bool:
        return True

    def letter_at(self, trip: TripDisplay, coins: Sequence[str]) -> Generator[
            Question, object, str | None]:
        return self.position.trip.letters.get(trip.stops[trip.at].city)
        yield  # pragma: no cover

    def counted_steps(self, origin: str, target: str, seals: frozenset[Seal]
                      ) -> Generator[Question, object, int | NotGiven | None]:
        if target in self.position.steps:
            return self.position.steps[target] or None
        return (yield from super().counted_steps(origin, target, seals))

    def route_steps(self, origin: str, target: str, seals: frozenset[Seal]
                    ) -> Generator[Question, object, int | None]:
        raise self.missing(f"steps.{target}", phrase(
            "the board has no routes, so give the steps from {origin} to {target}",
            origin=self.board.name(origin), target=self.board.name(target)))
        yield  # pragma: no cover

    def city_contracts(self, city: str, spaces: Sequence[int]) -> Generator[
            Question, object, tuple[Contract | None, ...]]:
        raise self.missing(f"table.contracts.{city}", phrase(
            "the Automa looks at the contracts in {city}", city=self.board.name(city)))
        yield  # pragma: no cover

    def reveal_contract(self, contract: object) -> Generator[Question, object, Contract]:
        raise self.missing("automa.contracts", phrase(
            "the Automa completes a contract whose VP and reward the position does not give"))
        yield  # pragma: no cover

    def outpost_tile(self, city: str, space_known: bool) -> Generator[Question, object, Tile]:
        if not space_known:
            raise self.unknown_fact(city, "outpost")
        raise self.missing(f"table.outposts.{city}", phrase(
            "the Automa is the first to place a trading post in {city} ('none' if no tile)",
            city=self.board.name(city)))
        yield  # pragma: no cover

    def contracts_lying(self, city: str, spaces: Sequence[int] | None
                        ) -> Generator[Question, object, Contracts]:
        if spaces is None:
            raise self.unknown_fact(city, "contracts")
        return (yield from self.city_contracts(city, spaces))

    def tile_and_contracts(self, city: str, space_known: bool, spaces: Sequence[int] | None
                           ) -> Generator[Question, object, tuple[Tile, Contracts]]:
        if spaces is None:
            raise self.unknown_fact(city, "contracts")
        tile = yield from self.outpost_tile(city, space_known)
        return tile, (yield from self.contracts_lying(city, spaces))

    def city_cards_of(self, cities: list[str]) -> Generator[Question, object, None]:
        for city in cities:
            if not self.board.knows(city, "city_cards"):
                raise self.unknown_fact(city, "city_cards")
        return
        yield  # pragma: no cover

    def unknown_fact(self, city: str, fact: str) -> DataFileError:
        return self.missing(f"board {city}", phrase(
            "the Automa needs its {fact}, which the board file leaves to ask at the table "
            "(ask = [...])", fact=fact))

    def skill_effects(self, action: str, die: int) -> Generator[Question, object,
                                                                tuple[Effect, ...]]:
        if self.skill is not None:
            return (yield from super().skill_effects(action, die))
        part = self.position.skill
        entries = None if part is None else (part.city_card if action == "city-card"
                                             else part.external_city)
        if not entries:
            raise self.missing(f"skill.{action.replace('-', '_')}",
                               phrase("what the Skill card's action gives (no characters.toml)"))
        return tuple(entry.effect() for entry in entries)

    def trading_post_bonus(self, index: int) -> Generator[Question, object,
                                                          tuple[Effect, ...]]:
        if self.tp_card is not None:
            return self.tp_card.slots[index]
        given = self.position.trading_post_bonuses.get(str(index + 1))
        if given is None:
            self.log.say("automa", "(The position names no character and gives no bonus for "
                         "the {nth} trading post: none assumed.)", nth=ordinal(index + 1))
            return ()
        return tuple(entry.effect() for entry in given)
        yield  # pragma: no cover

    def seal_for(self, letter: str, known: dict[str, Seal]) -> Generator[Question, object,
                                                                         Seal]:
        if letter in known or self.data.smart_mat is not None:
            return (yield from super().seal_for(letter, known))
        seal_a = self.position.smart_mat_a
        if seal_a is None:
            raise self.missing("smart_mat_a", phrase("the Automa takes the seal for space "
                                                     "{letter}", letter=letter))
        known["A"] = Seal(seal_a)
        known["B"] = Seal.TAILOR if seal_a is Seal.SPICER else Seal.SPICER
        return known[letter]


def _check_city(data: GameData, city: str, where: str) -> None:
    location = data.board.locations.get(city)
    if location is None:
        raise DataFileError(phrase("{where}: {city} is not a location of {file}", where=where,
                                   city=repr(city), file=str(data.board.source)))


def build(position: Position, source: str, path: Path, log: Log,
          chance: Chance) -> Context:
    directory = SAMPLE if position.data == "sample" else (path.parent / position.data)
    if not position.data.strip() or not directory.is_dir():
        raise DataFileError(phrase("{source}: data: {value} is not a data directory (give "
                                   "\"sample\", or the folder of your data files, relative to "
                                   "this file)", source=source, value=repr(position.data)))
    data = load_data(directory.resolve())
    board = data.board
    skill = tp_card = None
    if position.character is not None:
        if data.characters is None:
            raise DataFileError(phrase("{source}: character: {folder} has no characters.toml",
                                       source=source, folder=str(data.directory)))
        skill = data.characters.skill_card(position.character, position.level)
        if skill is None:
            raise DataFileError(phrase("{source}: character: no {character} L{level} Skill "
                                       "card in {folder}", source=source,
                                       character=repr(position.character), level=position.level,
                                       folder=str(data.directory)))
        tp_card = data.characters.trading_post_cards[skill.trading_post_card]
    facts = DescribedTable(position, data, skill, tp_card, source, chance, log)
    automa = _automa(position, data, source)
    state = _table(position, data, source, automa)
    return Context(automa, state, facts, board, log, skill, tp_card)


def _automa(position: Position, data: GameData, source: str) -> Automa:
    part = position.automa
    board = data.board
    mat = SmartMat(coins=list(part.coins),
                   seals={letter: SealOnMat(s.seal, s.completed)
                          for letter, s in part.seals.items()},
                   contracts=[c.contract(phrase("contract {number} on space E", number=i + 1),
                                         f"{source}: automa.contracts.{i}")
                              for i, c in enumerate(part.contracts)],
                   done=[Contract(0, GainKind.OTHER, "done") for _ in range(part.contracts_done)])
    for city in part.trading_posts:
        _check_city(data, city, f"{source}: automa.trading_posts")
        if city == board.start:
            raise DataFileError(phrase("{source}: automa.trading_posts: no trading post is "
                                       "ever placed in {city}", source=source,
                                       city=board.name(city)))
    trip = _trip(position, data, source)
    at = part.at or (trip.stops[trip.at].city if trip.stops else board.start)
    _check_city(data, at, f"{source}: automa.at")
    automa = Automa(location=at, mat=mat, trip=trip, own_dice=part.own_dice,
                    black_dice=part.black_dice, dice_owned=part.own_dice + part.black_dice,
                    trading_posts=list(part.trading_posts), vp=part.vp,
                    steps_left=part.steps_left, cards_drawn=part.cards_drawn,
                    steps_seals=mat.seals_held() if part.steps_left is not None else None)
    for city in part.trading_posts:
        for card in range(1, board.locations[city].city_cards + 1):
            automa.card_numbers.append((city, card))
    return automa


def _trip(position: Position, data: GameData, source: str) -> TripDisplay:
    part = position.trip
    start = data.board.start
    for city in [*part.display, *part.later, *part.letters]:
        _check_city(data, city, f"{source}: trip")
    if not part.display:
        cities = [start, *part.later]
        return TripDisplay([Stop(c, part.letters.get(c)) for c in cities], started=False,
                           known_in_full=part.ended)
    cities = [*part.display, *part.later]
    return TripDisplay([Stop(c, part.letters.get(c)) for c in cities], started=True,
                       known_in_full=part.ended)


def _table(position: Position, data: GameData, source: str, automa: Automa) -> TableState:
    part = position.table
    area = ActionArea.for_board(data.board)
    for space_id, colours in part.spaces.items():
        if space_id not in area.spaces:
            raise DataFileError(phrase("{source}: table.spaces.{space}: no such action space; "
                                       "the spaces are: {spaces}", source=source, space=space_id,
                                       spaces=", ".join(area.spaces)))
        area.dice[space_id].extend(colours)
    area.khans_favor.extend((k.colour, k.value) for k in part.khans_favor)
    area.black_on_board = part.black_dice
    state = TableState(area)
    for city in data.board.cities:
        if city.contracts:
            given = part.contracts.get(city.id)
            state.contracts[city.id] = (
                [UNKNOWN] * city.contracts if given is None
                else [_space(c, phrase("{city} space {number}", city=city.name, number=i + 1),
                             f"{source}: table.contracts.{city.id}.{i}")
                      for i, c in enumerate(given[:city.contracts])])
        if city.outpost:
            tile = part.outposts.get(city.id)
            state.outposts[city.id] = (UNKNOWN if tile is None else
                                       None if isinstance(tile, str) else
                                       tuple(e.effect() for e in tile))
    for name in [*part.contracts, *part.outposts, *part.person_trading_posts]:
        _check_city(data, name, f"{source}: table")
    board = data.board
    for name, given in part.contracts.items():
        spaces = board.locations[name].contracts
        if not spaces:
            raise DataFileError(phrase("{source}: table.contracts.{id}: {city} has no contract "
                                       "space in {file}", source=source, id=name,
                                       city=board.name(name), file=str(board.source)))
        if len(given) > spaces:
            raise DataFileError(phrase(
                "{source}: table.contracts.{id}: {count} contracts, but {city} has {spaces} "
                "contract space", source=source, id=name, count=len(given),
                city=board.name(name), spaces=spaces) if spaces == 1 else phrase(
                "{source}: table.contracts.{id}: {count} contracts, but {city} has {spaces} "
                "contract spaces", source=source, id=name, count=len(given),
                city=board.name(name), spaces=spaces))
    for name in part.outposts:
        if not board.locations[name].outpost:
            raise DataFileError(phrase("{source}: table.outposts.{id}: {city} has no outpost "
                                       "space in {file}", source=source, id=name,
                                       city=board.name(name), file=str(board.source)))
    for name in part.person_trading_posts:
        if name == board.start:
            raise DataFileError(phrase("{source}: table.person_trading_posts: no trading post "
                                       "is ever placed in {city}", source=source,
                                       city=board.name(name)))
        state.trading_posts.setdefault(name, set()).add(Colour.PERSON)
    for name in automa.trading_posts:
        state.trading_posts.setdefault(name, set()).add(Colour.AUTOMA)
    return state


def _dice(view: dict[str, object]) -> str:
    """"2 own dice, 1 black die"."""
    own, black = view["own_dice"], view["black_dice"]
    assert isinstance(own, int) and isinstance(black, int)
    owned = (phrase("{count} own die", count=own) if own == 1 else
             phrase("{count} own dice", count=own))
    blacks = (phrase("{count} black die", count=black) if black == 1 else
              phrase("{count} black dice", count=black))
    return joined((owned, blacks))


def _space(given: ContractPart | str, label: str, where: str) -> ContractSpace:
    return None if isinstance(given, str) else given.contract(label, where)


def decide(path: Path, *, seed: int) -> DecideReport:
    position = load(Position, path)
    source = str(path)
    log = Log()
    chance = Chance(seed)
    ctx = build(position, source, path, log, chance)
    before = ctx.automa.view()
    posts_before = list(ctx.automa.trading_posts)
    die = position.roll if position.roll is not None else roll(chance.stream("automa dice"))
    rolled = phrase("the roll fixed by the position") if position.roll is not None else \
        phrase("rolled with seed {seed}", seed=seed)
    turn = automa_turn(ctx, die)
    try:
        next(turn)
    except StopIteration:
        pass
    else:  # pragma: no cover - a described table never asks
        raise AssertionError("a described table never asks")
    after = ctx.automa.view()
    lines = [
        phrase("The Automa: {dice}; trading posts: {posts}.", dice=_dice(before),
               posts=joined(ctx.name(c) for c in posts_before) or phrase("none")),
        phrase("Its die for this turn: {die} ({rolled}).", die=die, rolled=rolled),
        *(event.phrase for event in log),
        phrase("After the turn: {dice}; display: {display}; {vp} VP gained.",
               dice=_dice(after), display=joined(ctx.name(c) for c in ctx.automa.trip.shown()),
               vp=ctx.automa.vp),
    ]
    data: dict[str, object] = {
        "game": "marco-polo-2",
        "roll": die,
        "roll_source": "position" if position.roll is not None else f"seed {seed}",
        "automa_before": before,
        "automa_after": after,
        "table_after": ctx.state.view(),
        "log": log.to_json(),
    }
    return DecideReport(tuple(lines), data)


__all__ = ["Position", "decide"]
