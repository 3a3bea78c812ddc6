"""`soloist decide tokaido FILE`: an Automa's move in a described position.

The position file (TOML or JSON; format in docs/tokaido.md) gives her position on the road,
her collection, the other travellers' positions and the Automa card she drew. Soloist prints
the spaces in her range with their ranks, where she moves, and what she gains. Without a
card, it prints her move for every card face she could draw.
"""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt

from soloist.engine.documents import load
from soloist.engine.errors import DataFileError, message_of
from soloist.engine.game import DecideReport
from soloist.engine.log import Log
from soloist.engine.phrase import joined, phrase
from soloist.games.tokaido.automa import Automa, Gain, Move, plan_move, rank_text, resolve_stop
from soloist.games.tokaido.automa_cards import (
    AUTOMA_CARD_CHOICES,
    AutomaCard,
    AutomaCardTable,
    said_key,
)
from soloist.games.tokaido.cards import PANORAMA_ACHIEVEMENTS, Achievement, load_base_game
from soloist.games.tokaido.road import POSITIONS, Item, Road, load_road
from soloist.games.tokaido.rules import AUTOMA_NAMES
from soloist.games.tokaido.table import supply_of


# Numbers and yes/no are strict: `true` is not read as the number 1, nor 1 as yes.
class AutomaPart(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = "Green"
    position: StrictInt = Field(ge=1, le=POSITIONS)
    score: StrictInt = Field(0, ge=0, le=999)
    coins: StrictInt = Field(1, ge=0, le=99)
    paddy: StrictInt = Field(0, ge=0, le=99)
    mountain: StrictInt = Field(0, ge=0, le=99)
    sea: StrictInt = Field(0, ge=0, le=99)
    souvenirs: StrictInt = Field(0, ge=0, le=99)
    encounters: StrictInt = Field(0, ge=0, le=99)
    hot_springs: StrictInt = Field(0, ge=0, le=99)
    temple_coins: StrictInt = Field(0, ge=0, le=999)
    columns: list[Item] | None = None  # her columns left to right, if the order matters to you


class RoadPart(BaseModel):
    model_config = ConfigDict(extra="forbid")
    occupied: list[StrictInt] = Field(default_factory=list, max_length=4)
    return_trip: StrictBool = False


class Position(BaseModel):
    model_config = ConfigDict(extra="forbid")
    automa: AutomaPart
    road: RoadPart = Field(default_factory=RoadPart)
    card: str | AutomaCardTable | None = None
    achievements_taken: list[Achievement] = Field(default_factory=list)


class ReserveGivesAll:
    """A described table: every item she is due is there."""

    def give_automa(self, automa: Automa, item: Item) -> bool:
        return True


COUNT_FIELDS = {Item.COIN: "coins", Item.PADDY: "paddy", Item.MOUNTAIN: "mountain",
                Item.SEA: "sea", Item.SOUVENIR: "souvenirs", Item.ENCOUNTER: "encounters",
                Item.HOT_SPRING: "hot_springs"}


def check_possible(part: AutomaPart, source: str) -> None:
    """Refuse a collection the base game's supply cannot hold (its card counts; 5 copies of
    each Panorama value, inferred), naming the field."""
    supply = supply_of(load_base_game())
    for item, name in COUNT_FIELDS.items():
        most = supply.get(item)
        held = getattr(part, name)
        if most is not None and held > most:
            raise DataFileError(phrase("{source}: automa.{field}: {held}, but the base game "
                                       "has only {most}", source=source, field=name, held=held,
                                       most=item.counted(most)))


def _automa(part: AutomaPart, stop: int, source: str) -> Automa:
    automa = Automa(part.name, stop=stop, score=part.score, temple_coins=part.temple_coins)
    for item, name in COUNT_FIELDS.items():
        automa.counts[item] = getattr(part, name)
    held = [item for item in COUNT_FIELDS if automa.counts[item]]
    if part.columns is not None:
        if sorted(part.columns) != sorted(held) or len(set(part.columns)) != len(part.columns):
            raise DataFileError(phrase("{source}: automa.columns: list each item type she "
                                       "holds once ({items})", source=source,
                                       items=", ".join(item.value for item in held)))
        held = list(part.columns)
    automa.columns = held
    return automa


def _card(entry: str | AutomaCardTable, source: str) -> AutomaCard:
    if isinstance(entry, AutomaCardTable):
        return AutomaCard(entry.range, "temple" in entry.icons, "inn" in entry.icons)
    try:
        return AutomaCard.parse(entry)
    except ValueError as error:
        raise DataFileError(phrase("{source}: card: {error}", source=source,
                                   error=message_of(error))) from None


def _occupied(road: Road, position: Position, stop: int, source: str) -> list[bool]:
    occupied = [False] * len(road.spaces)
    for number in position.road.occupied:
        if not 1 <= number <= POSITIONS:
            raise DataFileError(phrase("{source}: road.occupied: position {number} is not on "
                                       "the road (1-{last})", source=source, number=number,
                                       last=POSITIONS))
        other = road.positions.index(number)
        if other == stop:
            raise DataFileError(phrase("{source}: road.occupied: position {number} is her own",
                                       source=source, number=number))
        if not road.is_inn[other]:  # an inn holds everyone: never occupied
            occupied[other] = True
    return occupied


def gain_text(gain: Gain, automa: Automa) -> str:
    if gain.item is None:
        if gain.points:
            return phrase("2 coins from the reserve on her Temple area; she scores 2 points")
        return phrase("she waits at the Inn (Meals come when all travellers have arrived)")
    text = (phrase("she receives 1 {item} ({held} now) and scores {points} point",
                   item=gain.item.title, held=gain.held, points=gain.points)
            if gain.points == 1 else
            phrase("she receives 1 {item} ({held} now) and scores {points} points",
                   item=gain.item.title, held=gain.held, points=gain.points))
    if gain.achievement is not None:
        return phrase("{text}, and the {achievement} (+3): {total} points in all", text=text,
                      achievement=gain.achievement.title, total=gain.total)
    return text


def _one_move(road: Road, occupied: list[bool], part: AutomaPart, stop: int, card: AutomaCard,
              taken: set[Achievement], source: str) -> tuple[Move, Gain, Automa]:
    automa = _automa(part, stop, source)
    move = plan_move(road, occupied, stop, card, automa.counts)
    open_achievements = set(PANORAMA_ACHIEVEMENTS.values()) - taken
    automa.stop = move.stop
    gain = resolve_stop(automa, move.space, ReserveGivesAll(), open_achievements,
                        Log(enabled=False))
    return move, gain, automa


def decide(path: Path, *, seed: int) -> DecideReport:
    """Her move; `seed` is unused (a described position leaves nothing to chance)."""
    source = str(path)
    position = load(Position, path)
    road = load_road(position.road.return_trip)
    part = position.automa
    check_possible(part, source)
    repeated = sorted({n for n in position.road.occupied if position.road.occupied.count(n) > 1})
    if repeated:
        raise DataFileError(phrase("{source}: road.occupied: position {number} is listed twice "
                                   "(a stop on the road holds one traveller)", source=source,
                                   number=repeated[0]))
    stop = road.positions.index(part.position)
    if stop == road.last:
        raise DataFileError(phrase("{source}: automa.position: she is already at {end}, at "
                                   "the end of the road", source=source, end=road.end_name))
    occupied = _occupied(road, position, stop, source)
    taken = set(position.achievements_taken)
    automa = _automa(part, stop, source)
    name = next((said for said in AUTOMA_NAMES if said == automa.name), automa.name)
    lines: list[str] = [phrase("{name} at {where}, score {score}: {collection}.", name=name,
                               where=road.where(stop), score=automa.score,
                               collection=automa.describe_collection())]
    others = [road.where(road.positions.index(n)) for n in position.road.occupied]
    if others:
        lines.append(phrase("Other travellers: {others}.", others=joined(others)))
    if position.card is None:
        return _every_card(road, occupied, part, stop, taken, source, lines)
    card = _card(position.card, source)
    move, gain, after = _one_move(road, occupied, part, stop, card, taken, source)
    lines.append(phrase("Card: {card}.", card=card.label))
    lines.append(phrase("Spaces in range (occupied ones skipped), nearest first:"))
    for index, (candidate, space, rank) in enumerate(zip(move.stops, move.spaces, move.ranks,
                                                         strict=True)):
        lines.append(_range_line(road.where(candidate), candidate - stop,
                                 rank_text(space, rank), chosen=index == move.choice))
    if move.skipped:
        lines.append(phrase("Skipped (occupied): {spaces}.",
                            spaces=joined(road.where(s) for s in move.skipped)))
    lines.append(phrase("→ {explanation}.", explanation=move.explanation))
    lines.append(phrase("She moves to {where}: {gain}. Score {score}.",
                        where=road.where(move.stop), gain=gain_text(gain, after),
                        score=after.score))
    data: dict[str, object] = {
        "game": "tokaido",
        "automa": automa.name,
        "from": part.position,
        "card": card.key,
        "range": [_candidate(road, stop, move, index) for index in range(len(move.stops))],
        "skipped": [road.positions[s] for s in move.skipped],
        "destination": road.positions[move.stop],
        "space": move.space.value,
        "explanation": move.explanation,
        "gain": {"item": gain.item.value if gain.item else None, "held": gain.held,
                 "points": gain.total,
                 "achievement": gain.achievement.value if gain.achievement else None,
                 "temple_coins": after.temple_coins - automa.temple_coins},
        "score_after": after.score,
    }
    return DecideReport(tuple(lines), data)


def _range_line(where: str, ahead: int, rank: str, *, chosen: bool) -> str:
    """A space in her range, in a column of its own: how far ahead, where, its rank (the
    column as wide as the English words make it)."""
    distance, gap = f"{ahead:>2}", " " * max(0, 28 - len(where))
    if chosen:
        return phrase("  {distance} ahead  {where}{gap} {rank}  ← she moves here",
                      distance=distance, where=where, gap=gap, rank=rank)
    return phrase("  {distance} ahead  {where}{gap} {rank}", distance=distance, where=where,
                  gap=gap, rank=rank)


def _candidate(road: Road, stop: int, move: Move, index: int) -> dict[str, object]:
    candidate = move.stops[index]
    return {"position": road.positions[candidate], "spaces_ahead": candidate - stop,
            "space": move.spaces[index].value, "rank": move.ranks[index],
            "chosen": index == move.choice}


def _every_card(road: Road, occupied: list[bool], part: AutomaPart, stop: int,
                taken: set[Achievement], source: str, lines: list[str]) -> DecideReport:
    lines.append(phrase("No card given: her move for every card she could draw."))
    rows = []
    for choice in AUTOMA_CARD_CHOICES:
        card = choice.value
        assert isinstance(card, AutomaCard)
        move, gain, after = _one_move(road, occupied, part, stop, card, taken, source)
        lines.append(phrase("  {card}{gap} {explanation}; {gain}", card=said_key(card),
                            gap=" " * max(0, 4 - len(card.key)), explanation=move.explanation,
                            gain=gain_text(gain, after)))
        rows.append({"card": card.key, "destination": road.positions[move.stop],
                     "space": move.space.value, "explanation": move.explanation,
                     "points": gain.total})
    return DecideReport(tuple(lines), {"game": "tokaido", "automa": part.name,
                                       "from": part.position, "cards": rows})
