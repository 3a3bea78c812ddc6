"""Tokaido's base-game cards (souvenirs, meals, hot springs, encounters, panoramas,
traveller tiles), loaded from `data/base-game.toml` and checked when loaded.

Digital play and simulation deal from these; companion play never needs them (the cards
are on the person's table). A person with another printing passes their own copy of the
file (`--base-game FILE`); an error names the file, the field and the problem.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from functools import cache
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from soloist.engine.documents import load
from soloist.engine.errors import DataFileError
from soloist.engine.phrase import phrase
from soloist.games.tokaido.road import SECTIONS, Space

DATA = Path(__file__).parent / "data"
BASE_GAME = DATA / "base-game.toml"

#: Every meal scores 6; every achievement 3 (certain, §5.3 and §5.6).
MEAL_POINTS = 6
ACHIEVEMENT_POINTS = 3
#: The temple ranking: 1st, 2nd, 3rd; every other donor scores 2 (certain, §6).
TEMPLE_RANK_POINTS = (10, 7, 4)
TEMPLE_OTHER_DONOR = 2
#: Souvenir set scoring: the 1st card of a set scores 1, the 2nd 3, the 3rd 5, the 4th 7.
SET_POINTS = (1, 3, 5, 7)

Family = Literal["small_object", "food", "clothing", "art"]
FAMILIES: tuple[Family, ...] = ("small_object", "food", "clothing", "art")


class Achievement(StrEnum):
    """The 7 Achievement cards: 3 panorama ones during play, 4 at the end of the journey."""

    PADDY = "paddy"
    MOUNTAIN = "mountain"
    SEA = "sea"
    GOURMET = "gourmet"
    BATHER = "bather"
    CHATTERBOX = "chatterbox"
    COLLECTOR = "collector"

    @property
    def title(self) -> str:  # type: ignore[override]
        if self in PANORAMA_ACHIEVEMENTS.values():
            return f"{self.value.capitalize()} Panorama Achievement"
        return self.value.capitalize()


#: The panorama achievement of each panorama type.
PANORAMA_ACHIEVEMENTS = {Space.PADDY: Achievement.PADDY, Space.MOUNTAIN: Achievement.MOUNTAIN,
                         Space.SEA: Achievement.SEA}
END_ACHIEVEMENTS = (Achievement.GOURMET, Achievement.BATHER, Achievement.CHATTERBOX,
                    Achievement.COLLECTOR)


class EncounterKind(StrEnum):
    SHOKUNIN = "shokunin"
    ANNAIBITO = "annaibito"
    SAMURAI = "samurai"
    KUGE = "kuge"
    MIKO = "miko"


class Traveller(StrEnum):
    """The ten base-game traveller tiles."""

    HIROSHIGE = "hiroshige"
    CHUUBEI = "chuubei"
    KINKO = "kinko"
    YOSHIYASU = "yoshiyasu"
    SATSUKI = "satsuki"
    MITSUKUNI = "mitsukuni"
    SASAYAKKO = "sasayakko"
    HIROTADA = "hirotada"
    UMEGAE = "umegae"
    ZEN_EMON = "zen-emon"

    @property
    def title(self) -> str:  # type: ignore[override]
        return TRAVELLER_TITLES[self]

    @property
    def ability(self) -> str:
        return ABILITIES[self]


TRAVELLER_TITLES = {
    Traveller.HIROSHIGE: "Hiroshige the artist", Traveller.CHUUBEI: "Chuubei the messenger",
    Traveller.KINKO: "Kinko the ronin", Traveller.YOSHIYASU: "Yoshiyasu the functionary",
    Traveller.SATSUKI: "Satsuki the orphan", Traveller.MITSUKUNI: "Mitsukuni the old man",
    Traveller.SASAYAKKO: "Sasayakko the geisha", Traveller.HIROTADA: "Hirotada the priest",
    Traveller.UMEGAE: "Umegae the street entertainer", Traveller.ZEN_EMON: "Zen-emon the merchant",
}

ABILITIES = {
    Traveller.HIROSHIGE: phrase("at each intermediate inn, before the meal, takes 1 Panorama "
                                "card of his choice and scores it"),
    Traveller.CHUUBEI: phrase("at each intermediate inn, before the meal, draws and resolves 1 "
                              "Encounter"),
    Traveller.KINKO: phrase("each Meal costs him 1 coin less"),
    Traveller.YOSHIYASU: phrase("at each Encounter draws 2 cards and keeps one"),
    Traveller.SATSUKI: phrase("at each inn is offered one of the available Meals at random, "
                              "free; she may refuse it and buy as normal"),
    Traveller.MITSUKUNI: phrase("+1 point per Hot Spring card and per Achievement card"),
    Traveller.SASAYAKKO: phrase("in a Village, buying 2 or more Souvenirs, the cheapest is free "
                                "(she must still be able to pay for all of them)"),
    Traveller.HIROTADA: phrase("at each Temple may also donate 1 coin from the bank (+1 point)"),
    Traveller.UMEGAE: phrase("+1 point and +1 coin at each Encounter, before resolving it"),
    Traveller.ZEN_EMON: phrase("once per Village buys one Souvenir for 1 coin"),
}


def point_count(count: int) -> str:
    """"1 point", "3 points"."""
    return phrase("{count} point", count=count) if count == 1 else phrase("{count} points",
                                                                           count=count)


@cache
def meal_label(name: str, cost: int) -> str:
    """"Dango (cost 1)": a Meal card as a question offers it (made once a card)."""
    return phrase("{meal} (cost {cost})", meal=name, cost=cost)


@dataclass(frozen=True, slots=True)
class Souvenir:
    name: str
    family: Family
    price: int
    #: "Koma (small object, 1)", made once: every Village offers it in its choices.
    label: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "label",
                           phrase("{souvenir} ({family}, {price})", souvenir=self.name,
                                  family=FAMILY_TITLES[self.family], price=self.price))

    def __str__(self) -> str:
        return self.label


FAMILY_TITLES = {"small_object": phrase("small object"), "food": phrase("food & drink"),
                 "clothing": phrase("clothing"), "art": phrase("art")}


#: The assumptions of Soloist's own base-game file (data/base-game.toml) as a person reads
#: them, in their language; another file's are shown as it writes them.
SAID_ASSUMPTIONS = {
    "Ocha costs 2 (LIAM, OBJ); FOX prices it 1":
        phrase("Ocha costs 2 (LIAM, OBJ); FOX prices it 1"),
    "6 worth 2 and 6 worth 3 (one source: LIAM)":
        phrase("6 worth 2 and 6 worth 3 (one source: LIAM)"),
    "5 copies of each value (inferred from the 60-card total)":
        phrase("5 copies of each value (inferred from the 60-card total)"),
}


def said_assumption(note: str) -> str:
    """A base-game file's assumption, in the reader's language where it is Soloist's own."""
    return SAID_ASSUMPTIONS.get(note, note)


@dataclass(frozen=True, slots=True)
class Meal:
    name: str
    cost: int
    copy: int
    #: "Dango (1)", made once: every inn offers it in its choices.
    label: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "label", phrase("{meal} ({cost})", meal=self.name,
                                                 cost=self.cost))

    def __str__(self) -> str:
        return self.label


@dataclass(frozen=True, slots=True)
class Encounter:
    kind: EncounterKind
    panorama: Space | None
    copy: int

    def __str__(self) -> str:
        if self.panorama is not None:
            return phrase("Annaibito ({panorama} guide)", panorama=self.panorama.title)
        return ENCOUNTER_TITLES[self.kind]


ENCOUNTER_TITLES = {
    EncounterKind.SHOKUNIN: "Shokunin (merchant)", EncounterKind.ANNAIBITO: "Annaibito (guide)",
    EncounterKind.SAMURAI: "Samurai", EncounterKind.KUGE: "Kuge (noble)",
    EncounterKind.MIKO: "Miko (priestess)",
}


@dataclass(frozen=True, slots=True)
class HotSpring:
    value: int
    copy: int

    def __str__(self) -> str:
        return phrase("Hot Spring ({value})", value=self.value)


# -- the file ------------------------------------------------------------------------------

class SouvenirFamilyEntry(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    family: Family
    cards: list[tuple[str, int]] = Field(min_length=1)
    assumption: str | None = None


class MealEntry(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    name: str = Field(min_length=1)
    cost: int = Field(ge=0, le=9)
    copies: int = Field(ge=1, le=10)


class HotSpringEntry(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    values: list[int] = Field(min_length=1)
    assumption: str | None = None


class EncounterEntry(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    kind: EncounterKind
    panorama: Literal["paddy", "mountain", "sea"] | None = None
    copies: int = Field(ge=1, le=10)


class PanoramaEntry(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    copies_per_value: int = Field(ge=1, le=20)
    assumption: str | None = None


class BaseGameFile(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    edition: str
    souvenir: list[SouvenirFamilyEntry]
    meal: list[MealEntry]
    hot_springs: HotSpringEntry
    encounter: list[EncounterEntry]
    panoramas: PanoramaEntry
    #: Each traveller's starting coins (a traveller never starts in debt).
    travellers: dict[Traveller, Annotated[int, Field(ge=0, le=50)]]


@dataclass(frozen=True)
class BaseGame:
    """Every card of the base game, each copy listed."""

    edition: str
    souvenirs: tuple[Souvenir, ...]
    meals: tuple[Meal, ...]
    hot_springs: tuple[HotSpring, ...]
    encounters: tuple[Encounter, ...]
    copies_per_value: int
    starting_coins: dict[Traveller, int]
    assumptions: tuple[str, ...]
    source: str

    @property
    def panorama_cards(self) -> int:
        return sum(SECTIONS.values()) * self.copies_per_value


def _check(data: BaseGameFile, source: str) -> None:
    names = [name for entry in data.souvenir for name, _ in entry.cards]
    duplicates = sorted({name for name in names if names.count(name) > 1})
    if duplicates:
        raise DataFileError(f"{source}: souvenir {duplicates[0]!r} is listed twice")
    for entry in data.souvenir:
        for name, price in entry.cards:
            if not 0 <= price <= 9:
                raise DataFileError(f"{source}: souvenir {name!r}: price {price} is not in 0-9")
    families = [entry.family for entry in data.souvenir]
    if sorted(families) != sorted(FAMILIES):
        raise DataFileError(f"{source}: souvenir: give each family once ({', '.join(FAMILIES)})")
    for encounter in data.encounter:
        if (encounter.kind is EncounterKind.ANNAIBITO) != (encounter.panorama is not None):
            raise DataFileError(f"{source}: encounter {encounter.kind}: a panorama is given for "
                                "Annaibito (the guide) and only for it")
    missing = sorted(set(Traveller) - set(data.travellers))
    if missing:
        raise DataFileError(f"{source}: travellers: {missing[0]} has no starting coins")


@cache
def load_base_game(path: Path = BASE_GAME) -> BaseGame:
    """The base-game cards of the file at `path`; `DataFileError` if it is wrong."""
    data = load(BaseGameFile, path)
    source = str(path)
    _check(data, source)
    souvenirs = tuple(Souvenir(name, entry.family, price)
                      for entry in data.souvenir for name, price in entry.cards)
    meals = tuple(Meal(entry.name, entry.cost, copy)
                  for entry in data.meal for copy in range(1, entry.copies + 1))
    hot_springs = tuple(HotSpring(value, copy)
                        for copy, value in enumerate(data.hot_springs.values, start=1))
    encounters = tuple(
        Encounter(entry.kind, Space(entry.panorama) if entry.panorama else None, copy)
        for entry in data.encounter for copy in range(1, entry.copies + 1))
    assumptions = tuple(note for note in (
        *(entry.assumption for entry in data.souvenir),
        data.hot_springs.assumption, data.panoramas.assumption) if note)
    return BaseGame(
        data.edition, souvenirs, meals, hot_springs, encounters,
        data.panoramas.copies_per_value, dict(data.travellers), assumptions, source)
