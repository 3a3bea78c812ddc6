"""`soloist decide revive FILE`: the Mautoma's turn in a described position.

The position file (TOML or JSON; format in docs/revive.md) gives the energy marker's
position, the card drawn (or a refresh turn), and the table: either a map file with the
pieces on it (Soloist computes eligible spots, range and bonuses), or the facts a person
would give at the table (the eligible spots with their bonuses, the locations, the number
of tiles, listed in the order the tiebreaker arrows meet them). Soloist plays the turn with
the same rules text as in play, answering each question from the position.
"""

from __future__ import annotations

from collections.abc import Generator, Mapping
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, field_validator

from soloist.engine.chance import Chance
from soloist.engine.deck import Deck
from soloist.engine.documents import load, read_document, validate
from soloist.engine.errors import DataFileError
from soloist.engine.game import DecideReport
from soloist.engine.log import Log
from soloist.engine.phrase import phrase
from soloist.engine.questions import Question
from soloist.games.revive.board import (
    ARROW_SHAPES,
    SAMPLE_BOARD,
    ArrowGroup,
    MautomaBoard,
    load_board,
)
from soloist.games.revive.cards import CARD_BY_NUMBER
from soloist.games.revive.facts import BoardAtHand, Facts, KnownBoard
from soloist.games.revive.hexmap import (
    FIGURES,
    LARGE_BUILDINGS,
    SAMPLE_MAP,
    SMALL_BUILDINGS,
    MapModel,
    StateModel,
    map_from_model,
)
from soloist.games.revive.mautoma import Mautoma, MautomaTurns
from soloist.games.revive.table import MapTable, Table, TableAtHand

Shape = Literal["top-ltr", "top-rtl", "bottom-ltr", "bottom-rtl"]


# Numbers and yes/no are strict: `true` is not read as the number 1, nor 1 as yes.
class SpotFacts(BaseModel):
    model_config = ConfigDict(extra="forbid")
    others: StrictInt = Field(0, ge=0, le=12,
                              description="terrain spaces and crystals next to it")
    fresh_water: StrictInt = Field(0, ge=0, le=6,
                                   description="water no Mautoma building touches")


class LocationFacts(BaseModel):
    model_config = ConfigDict(extra="forbid")
    yours: StrictBool = False


class PiecesLeft(BaseModel):
    model_config = ConfigDict(extra="forbid")
    small: StrictInt = Field(SMALL_BUILDINGS, ge=0, le=SMALL_BUILDINGS)
    large: StrictInt = Field(LARGE_BUILDINGS, ge=0, le=LARGE_BUILDINGS)
    figures: StrictInt = Field(FIGURES, ge=0, le=FIGURES)


class Position(BaseModel):
    model_config = ConfigDict(extra="forbid")
    board: str | None = None
    map: str | None = None
    energy: StrictInt = Field(ge=1, le=99)
    track_size: StrictInt | None = Field(None, ge=2, le=99)
    card: StrictInt | str

    @field_validator("card")
    @classmethod
    def card_or_refresh(cls, value: int | str) -> int | str:
        if value == "refresh" or (isinstance(value, int) and 1 <= value <= 6):
            return value
        raise ValueError(phrase("give a card number from 1 to 6, or \"refresh\", not {value}",
                                value=repr(value)))

    arrows: Shape | None = None
    tribe: Literal["other", "target-tokens"] = "other"
    on_token: StrictBool = False
    state: StateModel | None = None
    spots: list[SpotFacts] | None = Field(None, max_length=40)
    locations: list[LocationFacts] | None = Field(None, max_length=40)
    tiles: StrictInt | None = Field(None, ge=0, le=40)
    pieces_left: PiecesLeft | None = None
    artifacts: dict[str, StrictInt] | None = None
    action_deck: StrictInt | None = Field(None, ge=2, le=5)


class Answers:
    """Answers the questions of a turn from the position: what a person would tell."""

    def __init__(self, position: Position, source: str) -> None:
        self.position = position
        self.source = source

    def missing(self, field: str, why: str) -> DataFileError:
        return DataFileError(phrase("{source}: {field}: not given, but {why}; give it",
                                    source=self.source, field=field, why=why))

    def answer(self, question: Question) -> str:
        position = self.position
        topic = question.topic
        context = question.context
        if topic == "mautoma.build-spots":
            return str(len(self.spots()))
        if topic == "mautoma.spot-bonuses":
            return str(self.spot(context).others)
        if topic == "mautoma.spot-water":
            return str(self.spot(context).fresh_water)
        if topic == "mautoma.locations":
            locations = self.locations()
            if not locations:
                return "none"
            return "yours" if all(found.yours for found in locations) else "empty"
        if topic == "mautoma.tiles":
            if position.tiles is None:
                raise self.missing("tiles", phrase("the Mautoma explores"))
            return "yes" if position.tiles else "no"
        if topic == "board.arrows":
            if position.arrows is None:
                raise self.missing("arrows", phrase("a tie needs the tiebreaker arrows and no "
                                                    "board file is given"))
            return position.arrows
        if topic == "refresh.artifact-left":
            artifacts = position.artifacts
            colour = str(context["colour"])
            return "yes" if artifacts is None or artifacts.get(colour, 0) > 0 else "no"
        if topic == "tribe.token":
            return "yes" if position.on_token else "no"
        if topic.startswith("table.tile-"):
            place = context["place"]
            raise DataFileError(phrase(
                "{source}: the tile on {place} is face up, and the map file does not say what "
                "it shows; give the kinds of its spaces in the map file", source=self.source,
                place=place if isinstance(place, str) else str(place)))
        raise DataFileError(phrase("{source}: cannot answer {question}", source=self.source,
                                   question=repr(question.prompt)))

    def spots(self) -> list[SpotFacts]:
        if self.position.spots is None:
            raise self.missing("spots", phrase("the Mautoma builds"))
        return self.position.spots

    def locations(self) -> list[LocationFacts]:
        if self.position.locations is None:
            raise self.missing("locations", phrase("the Mautoma populates"))
        return self.position.locations

    def spot(self, context: Mapping[str, object]) -> SpotFacts:
        return self.spots()[int(str(context["spot"])) - 1]


def resolve(value: str | None, sample: Path, position: Path, field: str) -> Path | None:
    """The file a position's `field` names ("sample", or a path relative to the position
    file); `DataFileError` naming the position file and the field if it names none."""
    if value is None:
        return None
    if value.strip().lower() == "sample":
        return sample
    where = f"{position}: {field}"
    if not value.strip():
        raise DataFileError(phrase(
            "{where}: empty; give \"sample\" or the path of your map file (or leave the field "
            "out)", where=where) if field == "map" else phrase(
            "{where}: empty; give \"sample\" or the path of your board file (or leave the "
            "field out)", where=where))
    path = Path(value)
    path = path if path.is_absolute() else position.parent / path
    if path.is_dir():
        raise DataFileError(phrase("{where}: {value} is a folder, not a map file", where=where,
                                   value=repr(value)) if field == "map" else
                            phrase("{where}: {value} is a folder, not a board file",
                                   where=where, value=repr(value)))
    if not path.exists():
        raise DataFileError(phrase("{where}: {value}: no such file ({path})", where=where,
                                   value=repr(value), path=str(path)))
    return path


def read_position(path: Path) -> Position:
    position = load(Position, path)
    if position.map is not None and any(
            value is not None for value in (position.spots, position.locations, position.tiles)):
        raise DataFileError(phrase("{path}: give either a map (Soloist computes the eligible "
                                   "spots) or spots/locations/tiles (the facts from the table), "
                                   "not both", path=str(path)))
    if position.map is None and position.state is not None:
        raise DataFileError(phrase("{path}: state: pieces on the map need a map file (map = "
                                   "...)", path=str(path)))
    return position


def table_for(position: Position, path: Path, log: Log) -> Table:
    map_path = resolve(position.map, SAMPLE_MAP, path, "map")
    if map_path is None:
        return TableAtHand(log)
    model = validate(MapModel, read_document(map_path), str(map_path))
    map_from_model(model, str(map_path))  # the map file's own errors name the map file
    if position.state is not None:
        model = model.model_copy(update={"state": position.state})
    return MapTable(map_from_model(model, str(path)), log,
                    tokens_tribe=position.tribe == "target-tokens")


def facts_for(position: Position, path: Path, log: Log) -> tuple[Facts, MautomaBoard | None]:
    board_path = resolve(position.board, SAMPLE_BOARD, path, "board")
    if board_path is None:
        return BoardAtHand(log), None
    board = load_board(board_path)
    return KnownBoard(board, log), board


def pieces(mautoma: Mautoma, position: Position, table: Table) -> None:
    if position.pieces_left is not None:
        mautoma.small_left = position.pieces_left.small
        mautoma.large_left = position.pieces_left.large
        mautoma.figures_left = position.pieces_left.figures
    elif isinstance(table, MapTable):
        built = len(table.state.mautoma_buildings)
        mautoma.small_left = SMALL_BUILDINGS - min(built, SMALL_BUILDINGS)
        mautoma.large_left = LARGE_BUILDINGS - max(0, built - SMALL_BUILDINGS)
        mautoma.figures_left = FIGURES - len(table.state.mautoma_figures)


def play(turn: Generator[Question, object, None], answers: Answers) -> None:
    try:
        question = next(turn)
        while True:
            text = (question.if_unknown if question.if_unknown is not None  # no library here
                    else answers.answer(question))
            question = turn.send(question.parse(text)[1])
    except StopIteration:
        return


def decide(path: Path, *, seed: int) -> DecideReport:
    position = read_position(path)
    source = str(path)
    log = Log()
    facts, board = facts_for(position, path, log)
    size = board.size if board is not None else position.track_size
    if size is None:
        raise DataFileError(phrase("{source}: track_size: not given, and no board file gives "
                                   "the energy track; give one or the other", source=source))
    if position.energy > size:
        raise DataFileError(phrase("{source}: energy: position {energy} is not on an energy "
                                   "track of {size} positions", source=source,
                                   energy=position.energy, size=size))
    if isinstance(facts, BoardAtHand) and position.arrows is not None:
        arrows = ARROW_SHAPES.find(position.arrows).value
        assert isinstance(arrows, ArrowGroup)
        facts.asked[position.energy] = arrows
    table = table_for(position, path, log)
    table.sees_artifacts = position.artifacts is not None  # else the colours are told in order
    refresh = position.card == "refresh"
    card = None if refresh else CARD_BY_NUMBER[int(position.card)]
    drawn = [card] if card is not None else []
    deck_stream = Chance(seed).stream("mautoma decks")
    mautoma = Mautoma(position.energy, size, Deck(drawn, deck_stream), [])
    pieces(mautoma, position, table)
    before = mautoma.view()
    turns = MautomaTurns(mautoma, table, facts, log,
                         tokens_tribe=position.tribe == "target-tokens")
    answers = Answers(position, source)
    if refresh:
        refresh_turn(turns, mautoma, board, position, answers, log)
    else:
        play(turns.action_turn(), answers)
    lines = [describe_start(position, size, board, table),
             *(event.phrase for event in log),
             describe_end(mautoma)]
    data: dict[str, object] = {
        "game": "revive",
        "card": position.card,
        "energy_before": position.energy,
        "energy_after": mautoma.energy,
        "pieces_left_before": before["pieces_left"],
        "pieces_left_after": mautoma.view()["pieces_left"],
        "placements": [dict(event.fields) for event in log
                       if event.actor == "mautoma" and "action" in dict(event.fields)],
        "skipped": mautoma.skipped,
        "map": table.view() if isinstance(table, MapTable) else None,
        "log": log.to_json(),
    }
    return DecideReport(tuple(lines), data)


def refresh_turn(turns: MautomaTurns, mautoma: Mautoma, board: MautomaBoard | None,
                 position: Position, answers: Answers, log: Log) -> None:
    """Steps 1 and 2 of a refresh turn; step 3 is told (the Progress Deck is not described)."""
    if board is None:
        raise answers.missing("board", phrase("a refresh turn reads the colours and icons of "
                                              "the Mautoma board"))
    log.say("mautoma", "REFRESH TURN, with the energy marker on position {position}.",
            position=mautoma.energy)
    play(turns.remove_artifact(board, mautoma.energy), answers)
    turns.discard_displays(board, mautoma.energy)
    size = position.action_deck
    grown = phrase(": the new Action Deck has {count} cards", count=size + 1) \
        if size is not None else phrase(": the new Action Deck has 1 card more")
    log.say("mautoma", "3. Take a card from the Progress Deck, add it to the discarded action "
            "cards and reshuffle them all{grown}.", grown=grown)
    log.say("table", "Then, refill the displays.")


def describe_start(position: Position, size: int, board: MautomaBoard | None,
                   table: Table) -> str:
    board_name = (phrase("no board file") if board is None else
                  phrase("{name} (FICTIONAL)", name=board.name) if board.fictional else
                  board.name)
    where = (phrase("facts from the table") if not isinstance(table, MapTable) else
             phrase("map {name} (FICTIONAL)", name=table.map.name) if table.map.fictional else
             phrase("map {name}", name=table.map.name))
    what = (phrase("a refresh turn") if position.card == "refresh" else
            phrase("card {number}", number=position.card))
    return phrase("Energy marker on position {energy} of {size} ({board}); {what}; {where}.",
                  energy=position.energy, size=size, board=board_name, what=what, where=where)


def describe_end(mautoma: Mautoma) -> str:
    return phrase("After the turn: energy marker on position {energy}; the Mautoma has "
                  "{small} small and {large} large buildings and {figures} figures left.",
                  energy=mautoma.energy, small=mautoma.small_left, large=mautoma.large_left,
                  figures=mautoma.figures_left)
