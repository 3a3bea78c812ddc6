"""The Automa cards and the Difficulty Level cards, and the person's file of them.

What is printed on the 16 Automa cards and the 7 Difficulty Level cards is not public.
Soloist never invents it silently:

- in companion play the person draws the physical card and types what it shows: the
  Automa card's range and icon in one answer (``3``, ``2t`` for range 2 with the Temple
  icon, ``1i`` for range 1 with the Inn icon), the Difficulty Level card's space;
- a person may copy their own cards once into a data file (`--cards FILE`, format in
  docs/tokaido.md); Soloist then shuffles and draws them itself;
- digital play and simulation without a file use `data/assumed-automa-cards.toml`, an
  invented composition that every log and report labels as an assumption.

The same file may carry the 3-player Preparations offsets and the person's Automa Matsuri
sheet, which are not public either.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path
from typing import NamedTuple

from pydantic import BaseModel, ConfigDict, Field, StrictInt, field_validator

from soloist.engine.documents import load
from soloist.engine.errors import DataFileError
from soloist.engine.phrase import phrase
from soloist.engine.questions import Choice, Choices
from soloist.engine.variants import Variant
from soloist.games.tokaido.road import Item, Space

DATA = Path(__file__).parent / "data"
ASSUMED_CARDS = DATA / "assumed-automa-cards.toml"

AUTOMA_CARD_COUNT = 16
DIFFICULTY_CARD_COUNT = 7
DIFFICULTY_SPACES = tuple(space for space in Space if space is not Space.INN)

#: The circled number that ends each range line.
RANGE_MARKS = {1: "①", 2: "②", 3: "③"}

_CARD = re.compile(r"^\s*([123])\s*([ti]{0,2})\s*$")


class AutomaCard(NamedTuple):
    """What an Automa card shows: her range (1-3) and the Temple and Inn icons."""

    range: int
    temple: bool = False
    inn: bool = False

    @property
    def key(self) -> str:
        """The compact notation: "3", "2t", "1i", "3ti"."""
        return f"{self.range}{'t' if self.temple else ''}{'i' if self.inn else ''}"

    @property
    def range_line(self) -> str:
        """The range line as the card prints it: ●...① for 1, ●...○...② for 2,
        ●...○...○...③ for 3 (the seed's examples)."""
        return "●" + "...○" * (self.range - 1) + "..." + RANGE_MARKS[self.range]

    @property
    def icons(self) -> tuple[str, ...]:
        """The icons the card shows, by name: "Temple", "Inn"."""
        return tuple(name for name, shown in (("Temple", self.temple), ("Inn", self.inn))
                     if shown)

    @property
    def label(self) -> str:
        return _card_label(self)

    def __str__(self) -> str:
        return self.label

    @classmethod
    def parse(cls, text: str) -> AutomaCard:
        """A card from its compact notation; `ValueError` saying what is wrong."""
        found = _CARD.match(text.casefold())
        if found is None or len(set(found.group(2))) != len(found.group(2)):
            raise ValueError(phrase("{text} is not an Automa card: write its range 1-3, then t "
                                    "for the Temple icon and/or i for the Inn icon (3, 2t, 1i, "
                                    "3ti)", text=repr(text)))
        return cls(int(found.group(1)), "t" in found.group(2), "i" in found.group(2))


@cache
def _card_label(card: AutomaCard) -> str:
    """"range 2 (●...○...②) with the Temple icon": a card as a person reads it (made once)."""
    icons = card.icons
    if not icons:
        return phrase("range {range} ({line}), no icon", range=card.range, line=card.range_line)
    if len(icons) == 1:
        return phrase("range {range} ({line}) with the {icon} icon", range=card.range,
                      line=card.range_line, icon=icons[0])
    return phrase("range {range} ({line}) with the {first} and {second} icons",
                  range=card.range, line=card.range_line, first=icons[0], second=icons[1])


def said_key(card: AutomaCard) -> str:
    """A card's key as a person types it in their language (the icons' letters are the
    language's: "1ti" is "1tg" in German, Tempel and Gasthaus): a phrase whose English is
    the key. A terminal shows it and reads it back as the key; the record keeps the key."""
    if card.temple and card.inn:
        return phrase("{range}ti", range=card.range)
    if card.temple:
        return phrase("{range}t", range=card.range)
    if card.inn:
        return phrase("{range}i", range=card.range)
    return card.key


#: The answers to "which Automa card did you draw?" in companion play.
AUTOMA_CARD_CHOICES = Choices(
    Choice(card.key, card.label, card, aliases)
    for card, aliases in (
        (AutomaCard(reach, temple, inn),
         tuple(alias for alias in (
             said_key(AutomaCard(reach, temple, inn)) if temple or inn else "",
             f"{reach}it" if temple and inn else "",
             f"{reach} temple" if temple and not inn else "",
             f"{reach} inn" if inn and not temple else "",
             f"{reach} temple inn" if temple and inn else "") if alias))
        for temple, inn in ((False, False), (True, False), (False, True), (True, True))
        for reach in (1, 2, 3)
    )
)

SPACE_LETTERS = {Space.VILLAGE: ("shop", "v"), Space.FARM: ("f",), Space.TEMPLE: ("t",),
                 Space.HOT_SPRING: ("h", "hot spring"), Space.ENCOUNTER: ("e",),
                 Space.PADDY: ("p",), Space.MOUNTAIN: ("m",), Space.SEA: ("s",)}

#: The answers to "which Difficulty Level card did you draw?": its space type.
DIFFICULTY_CHOICES = Choices(
    Choice(space.value,
           space.title if space is not Space.VILLAGE else phrase("Shop (Village)"), space,
           SPACE_LETTERS[space])
    for space in DIFFICULTY_SPACES
)


class MatsuriEffect(NamedTuple):
    """One line of the person's Automa Matsuri sheet, as far as Soloist can apply it."""

    card: str
    points: int = 0
    items: tuple[Item, ...] = ()
    temple_coins: int = 0
    note: str = ""

    def describe(self) -> str:
        parts: list[str] = []
        if self.points:
            parts.append(phrase("{points:+d} points", points=self.points))
        parts.extend(phrase("1 {item}", item=item.title) for item in self.items)
        if self.temple_coins:
            parts.append(phrase("{count} coins to her Temple area", count=self.temple_coins))
        said: str = phrase("nothing Soloist can apply")
        if parts:
            said = parts[0]
            for part in parts[1:]:
                said = phrase("{list}, {item}", list=said, item=part)
        return phrase("{effect} ({note})", effect=said, note=self.note) if self.note else said


class AutomaCardTable(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    range: StrictInt = Field(ge=1, le=3)
    icons: list[str] = Field(default_factory=list)

    @field_validator("icons")
    @classmethod
    def _known_icons(cls, icons: list[str]) -> list[str]:
        for icon in icons:
            if icon not in ("temple", "inn"):
                raise ValueError(phrase("unknown icon {icon}: the icons are temple and inn",
                                        icon=repr(icon)))
        return icons


class PreparationsEntry(BaseModel):
    """The 3-player Preparations offsets from the person's rulebook (not public)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    first: int = Field(ge=-5, le=5)
    second: int = Field(ge=-5, le=5)
    third: int = Field(ge=-5, le=5)


class MatsuriEntry(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    card: str = Field(min_length=1)
    points: int = Field(0, ge=-50, le=50)
    items: list[Item] = Field(default_factory=list, max_length=10)
    temple_coins: int = Field(0, ge=0, le=10)
    note: str = ""


class CardsFile(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    assumption: str | None = None
    automa_cards: list[str | AutomaCardTable]
    difficulty_cards: list[str]
    preparations: PreparationsEntry | None = None
    matsuri: list[MatsuriEntry] = Field(default_factory=list)


@dataclass(frozen=True)
class PersonCards:
    """The cards of one file: 16 Automa cards, 7 Difficulty Level cards, and optionally the
    Preparations offsets and the Automa Matsuri sheet. `assumption` is set when the file is
    Soloist's own invented composition."""

    automa_cards: tuple[AutomaCard, ...]
    difficulty_cards: tuple[Space, ...]
    preparations: tuple[int, int, int] | None
    matsuri: tuple[MatsuriEffect, ...]
    assumption: str | None
    source: str

    @property
    def is_assumed(self) -> bool:
        return self.assumption is not None


def _automa_card(entry: str | AutomaCardTable, number: int, source: str) -> AutomaCard:
    if isinstance(entry, AutomaCardTable):
        return AutomaCard(entry.range, "temple" in entry.icons, "inn" in entry.icons)
    try:
        return AutomaCard.parse(entry)
    except ValueError as error:
        raise DataFileError(f"{source}: automa_cards: card {number}: {error}") from None


def _difficulty_card(entry: str, number: int, source: str) -> Space:
    text = entry.strip().casefold().replace(" ", "_").replace("-", "_")
    text = "village" if text == "shop" else text
    try:
        space = Space(text)
    except ValueError:
        space = None
    if space is None or space is Space.INN:
        names = ", ".join(space.value.replace("_", "-") for space in DIFFICULTY_SPACES)
        raise DataFileError(f"{source}: difficulty_cards: card {number}: {entry!r} is not a space "
                            f"type; write one of: {names}")
    return space


def cards_from(data: CardsFile, source: str, *, assumed_ok: bool = False) -> PersonCards:
    if len(data.automa_cards) != AUTOMA_CARD_COUNT:
        raise DataFileError(f"{source}: automa_cards: {len(data.automa_cards)} cards listed; the "
                            f"Automa deck has {AUTOMA_CARD_COUNT}")
    if len(data.difficulty_cards) != DIFFICULTY_CARD_COUNT:
        raise DataFileError(f"{source}: difficulty_cards: {len(data.difficulty_cards)} cards "
                            f"listed; there are {DIFFICULTY_CARD_COUNT} Difficulty Level cards")
    if data.assumption is not None and not assumed_ok:
        raise DataFileError(f"{source}: assumption: only Soloist's own assumed file carries an "
                            "assumption note; a file of your own cards leaves it out")
    names = [entry.card for entry in data.matsuri]
    duplicates = sorted({name for name in names if names.count(name) > 1})
    if duplicates:
        raise DataFileError(f"{source}: matsuri: card {duplicates[0]!r} is listed twice")
    preparations = data.preparations
    return PersonCards(
        tuple(_automa_card(entry, number, source)
              for number, entry in enumerate(data.automa_cards, start=1)),
        tuple(_difficulty_card(entry, number, source)
              for number, entry in enumerate(data.difficulty_cards, start=1)),
        (preparations.first, preparations.second, preparations.third) if preparations else None,
        tuple(MatsuriEffect(entry.card, entry.points, tuple(entry.items), entry.temple_coins,
                            entry.note) for entry in data.matsuri),
        data.assumption,
        source,
    )


@cache
def load_cards(path: Path) -> PersonCards:
    """A person's own cards file; `DataFileError` naming the file, card and field."""
    return cards_from(load(CardsFile, path), str(path))


@cache
def assumed_cards() -> PersonCards:
    """Soloist's invented composition, for digital play and simulation without a file."""
    return cards_from(load(CardsFile, ASSUMED_CARDS), str(ASSUMED_CARDS), assumed_ok=True)


#: How an automa variant names a card of each deck ("card 3t twice", "difficulty card farm
#: left out"): docs/sensitivity.md.
AUTOMA_CARD = "card"
DIFFICULTY_CARD = "difficulty card"


def varied(cards: PersonCards, variant: Variant) -> PersonCards:
    """The cards Soloist draws in an automa variant: a card left out or doubled in either
    deck (`Variant.deck`); the same cards without one."""
    if not variant:
        return cards
    return replace(
        cards,
        automa_cards=tuple(variant.deck(AUTOMA_CARD, cards.automa_cards, _card_key)),
        difficulty_cards=tuple(variant.deck(DIFFICULTY_CARD, cards.difficulty_cards,
                                            space_key)))


def _card_key(card: AutomaCard) -> str:
    return card.key


def space_key(space: Space) -> str:
    """A Difficulty Level card as a variant names it: its space ("hot-spring")."""
    return space.value.replace("_", "-")
