"""A tiny game whose answers are built by taps: a card's colour and its symbols in order
(taps in a row), a tile's three spaces (painting), a city's name met for the first time."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import ClassVar

from soloist.engine.chance import Chance
from soloist.engine.errors import InvalidAnswer
from soloist.engine.game import GameDefinition, Options, OptionSpec
from soloist.engine.log import Log
from soloist.engine.questions import Choice, Choices, Question, table_fact
from soloist.engine.tableview import BoardHex, Card, Glance, HexBoard, TableView
from soloist.engine.taps import Draft, Step, Tap, Taps

COLOURS = ("red", "blue")
SYMBOLS = ("star", "moon", "sun")
KINDS = ("sand", "water")
SPACES = ("top", "middle", "bottom")
CITIES = ("Kabul", "Xian")


def read_card(text: str) -> tuple[str, tuple[str, ...]]:
    """"red: star moon": a colour, then one to three symbols, none twice."""
    colour, colon, rest = text.partition(":")
    colour = colour.strip()
    if not colon or colour not in COLOURS:
        raise InvalidAnswer(f"{colour!r} is not a colour; begin with red or blue and a colon",
                            part=colour)
    symbols = tuple(rest.split())
    for symbol in symbols:
        if symbol not in SYMBOLS:
            raise InvalidAnswer(f"{symbol!r} is not a symbol (star, moon or sun)")
    if not 1 <= len(symbols) <= 3 or len(set(symbols)) != len(symbols):
        raise InvalidAnswer("a card shows one to three symbols, none twice")
    return colour, symbols


def read_tile(text: str) -> tuple[str, ...]:
    kinds = tuple(text.split())
    if len(kinds) != len(SPACES) or any(kind not in KINDS for kind in kinds):
        raise InvalidAnswer("a tile shows three spaces, each sand or water, top to bottom")
    return kinds


class CardTaps(Taps):
    """The colour first, then the symbols from left to right."""

    def step(self, draft: Draft) -> Step:
        if not draft:
            return Step("Its colour?", tuple(Tap(colour, colour.capitalize())
                                             for colour in COLOURS))
        left = tuple(Tap(symbol, symbol.capitalize()) for symbol in SYMBOLS
                     if symbol not in draft[1:])
        if len(draft) > len(SYMBOLS):
            return Step("That is every symbol.", done=True)
        return Step("Its next symbol, from the left?", left, done=len(draft) > 1)

    def text(self, draft: Draft) -> str:
        return f"{draft[0]}: {' '.join(draft[1:])}" if draft else ""

    def picture(self, draft: Draft) -> Card:
        return Card("A card", colour=draft[0] if draft else "grey", lines=draft[1:])


class TileTaps(Taps):
    def start(self) -> Draft:
        return ("",) * len(SPACES)

    def step(self, draft: Draft) -> Step:
        return Step("Tap each space with what it shows.",
                    tuple(Tap(kind, kind.capitalize()) for kind in KINDS),
                    spots=tuple(f"the {space} space" for space in SPACES),
                    done=all(draft))

    def text(self, draft: Draft) -> str:
        return " ".join(draft)

    def picture(self, draft: Draft) -> HexBoard:
        """The tile: three hexes in a column, each a place to paint."""
        return HexBoard(tuple(
            BoardHex(space, 0.0, 1.5 * index, kind or "empty", f"the {space} space",
                     mark=kind[:1], cycle=index)
            for index, (space, kind) in enumerate(zip(SPACES, draft, strict=True))),
            caption="The tile")


class CityTaps(Taps):
    """The cities of a slide, in order: the known ones are taps, a new one is typed."""

    def __init__(self, known: tuple[str, ...]) -> None:
        self.known = known

    def step(self, draft: Draft) -> Step:
        return Step("Its next city?", tuple(Tap(city, city) for city in self.known),
                    new_name="A city not met before: its name as printed",
                    done=bool(draft))

    def text(self, draft: Draft) -> str:
        return ", ".join(draft)


@dataclass(frozen=True)
class Told:
    card: tuple[str, tuple[str, ...]]
    tile: tuple[str, ...]
    cities: tuple[str, ...]

    def headline(self) -> str:
        return f"A {self.card[0]} card, a tile of {' '.join(self.tile)}."

    def summary(self) -> dict[str, int | float | str]:
        return {"colour": self.card[0], "symbols": len(self.card[1])}


class TapsPlay:
    def __init__(self, log: Log) -> None:
        self.log = log
        self.card: tuple[str, tuple[str, ...]] | None = None

    def run(self) -> Generator[Question, object, Told]:
        card = yield table_fact("toy.card", "Draw a card. What does it show?",
                                text=read_card, examples=("red: star moon",),
                                taps=CardTaps())
        self.log.say("table", "The card is {colour} with {symbols}.", colour=card[0],
                     symbols=" and ".join(card[1]))
        self.card = card  # type: ignore[assignment]
        tile = yield table_fact("toy.tile", "Turn a tile. What are its spaces?",
                                text=read_tile, examples=("sand water sand",),
                                taps=TileTaps())
        cities = yield table_fact(
            "toy.cities", "Which cities does the slide show?",
            choices=Choices([Choice("same", "The same as last time", CITIES)]),
            text=lambda text: tuple(city.strip() for city in text.split(",")),
            examples=("Kabul, Xian",), taps=CityTaps(CITIES))
        return Told(card, tile, cities)  # type: ignore[arg-type]

    def view(self) -> dict[str, object]:
        return {}

    def table_view(self, question: Question | None = None) -> TableView:
        if self.card is None:
            return TableView("", "")
        colour, symbols = self.card
        return TableView("", "", glance=Glance(
            f"The card drawn is {colour}", (Card("The card", colour=colour, lines=symbols),),
            HexBoard((BoardHex("h1", 0, 0, "sand", "a sand space", ("Mautoma building",)),))))


class TapsToy(GameDefinition):
    name: ClassVar[str] = "taps-toy"
    title: ClassVar[str] = "Tap the components"
    rules_version: ClassVar[int] = 1
    options: ClassVar[tuple[OptionSpec, ...]] = ()

    def new_play(self, options: Options, chance: Chance, log: Log) -> TapsPlay:
        return TapsPlay(log)


DEFINITION = TapsToy()
