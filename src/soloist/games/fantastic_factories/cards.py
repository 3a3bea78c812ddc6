"""The blueprint and contractor cards of Fantastic Factories, loaded from a data file.

The retail deck ships in `data/cards.toml`; a person with another printing points Soloist at
their own copy (`--cards FILE`). The file is validated when loaded: an error names the
file, the card and the field.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from soloist.engine.documents import load
from soloist.engine.errors import DataFileError
from soloist.engine.phrase import Phrase, joined, phrase
from soloist.engine.questions import Choice, Choices

DATA = Path(__file__).parent / "data"
RETAIL_CARDS = DATA / "cards.toml"


class CardType(StrEnum):
    """The five blueprint types, in the order the Machine's compound is grouped."""

    PRODUCTION = "production"
    UTILITY = "utility"
    TRAINING = "training"
    SPECIAL = "special"
    MONUMENT = "monument"

    @property
    def banner(self) -> str:
        return BANNER[self]

    @property
    def title(self) -> str:  # type: ignore[override]
        return self.value.capitalize()

    @property
    def label(self) -> str:
        """"Production (blue)": the name the rulebook uses, with the banner colour."""
        return phrase("{type} ({banner})", type=self.title, banner=self.banner)


BANNER = {
    CardType.PRODUCTION: phrase("blue"),
    CardType.UTILITY: phrase("yellow"),
    CardType.TRAINING: phrase("red"),
    CardType.SPECIAL: phrase("purple"),
    CardType.MONUMENT: phrase("gray"),
}

#: Each type's key as typed, in the reader's language (its English word still read).
TYPE_KEYS = {
    CardType.PRODUCTION: phrase("production"),
    CardType.UTILITY: phrase("utility"),
    CardType.TRAINING: phrase("training"),
    CardType.SPECIAL: phrase("special"),
    CardType.MONUMENT: phrase("monument"),
}

#: The answers to "what type is this blueprint?": the type's name or its banner colour.
CARD_TYPE_CHOICES = Choices(
    Choice(kind.value, kind.label, kind,
           (kind.banner, "grey", TYPE_KEYS[kind]) if kind is CardType.MONUMENT
           else (kind.banner, TYPE_KEYS[kind]))
    for kind in CardType
)


class BlueprintEntry(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(min_length=1)
    copies: int = Field(ge=1, le=20)
    type: CardType
    tool: str = Field(min_length=1)
    metal: int = Field(ge=0, le=20)
    energy: int = Field(ge=0, le=20)
    prestige: int | list[int]
    faces: list[Literal[1, 2, 3, 4, 5, 6]] | None = None
    effect: str = ""
    assumption: str | None = None
    #: The card says you may build more than one (Obelisk, Beacon); every other card is
    #: one per compound.
    more_than_one: bool = False

    @model_validator(mode="after")
    def _prestige_per_copy(self) -> BlueprintEntry:
        if isinstance(self.prestige, list) and len(self.prestige) != self.copies:
            raise ValueError(phrase("{name}: a prestige list needs one value per copy "
                                    "({copies}), not {values}", name=self.name,
                                    copies=self.copies, values=len(self.prestige)))
        return self


class ContractorEntry(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(min_length=1)
    copies: int = Field(ge=1, le=20)
    metal: int = Field(ge=0, le=20)
    energy: int = Field(ge=0, le=20)
    effect: str = ""
    assumption: str | None = None


class CardFile(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    edition: str
    blueprint_total: int = Field(ge=1)
    contractor_total: int = Field(ge=1)
    #: The tool-label tokens above contractor slots 1 to 4, in order (digital play); the
    #: default order is hammer, wrench, gear, shovel.
    tools: list[str] | None = Field(None, min_length=4, max_length=4)
    blueprint: list[BlueprintEntry]
    contractor: list[ContractorEntry]


@dataclass(frozen=True, slots=True)
class Blueprint:
    """One printed blueprint card (each copy is its own `Blueprint`)."""

    name: str
    type: CardType
    tool: str
    metal: int
    energy: int
    prestige: int | tuple[int, ...]
    copy: int
    faces: tuple[int, ...] | None = None
    effect: str = ""
    assumption: str | None = None
    label: str = ""  # "Obelisk (Monument)", made when the card set is loaded
    more_than_one: bool = False

    def __str__(self) -> str:
        return self.label

    @property
    def slug(self) -> str:
        """The name as an answer key: "aluminum-factory"."""
        return slug(self.name)

    @property
    def cost(self) -> str:
        """The printed build cost: "2 metal + 1 energy"."""
        return cost_text(self.metal, self.energy)


@cache
def slug(name: str) -> str:
    """A card's name as an answer key ("aluminum-factory"), made once per name."""
    return "-".join(name.casefold().split())


def plus(parts: Sequence[Phrase]) -> str:
    """"2 metal + 1 energy": the parts said one after another ("" for none)."""
    if not parts:
        return ""
    said = parts[0]
    for part in parts[1:]:
        said = phrase("{left} + {right}", left=said, right=part)
    return said


@cache
def cost_text(metal: int, energy: int) -> str:
    if metal and energy:
        return phrase("{metal} metal + {energy} energy", metal=metal, energy=energy)
    if metal:
        return phrase("{count} metal", count=metal)
    return phrase("{count} energy", count=energy) if energy else phrase("nothing")


@dataclass(frozen=True, slots=True)
class Contractor:
    name: str
    metal: int
    energy: int
    copy: int
    effect: str = ""

    def __str__(self) -> str:
        return self.name

    @property
    def slug(self) -> str:
        return slug(self.name)

    @property
    def cost(self) -> str:
        """The extra cost printed at the top left ("4 energy", or "nothing")."""
        return cost_text(self.metal, self.energy)


@cache
def contractor_effects() -> dict[str, Phrase]:
    """The retail contractors' effects (data/cards.toml's texts) as phrases, by their
    English text: a page says them in its language."""
    return {str(said): said for said in (
        phrase("Draw 3 blueprints. (The opponent's blueprint is ignored in solo.)"),
        phrase("+5 energy. (The opponent's 2 energy are ignored in solo.)"),
        phrase("Draw and reveal a blueprint and build it at once, free; a card you may not "
               "build is discarded and another revealed."),
        phrase("At the start of the next work phase, set up to 4 of your dice to values you "
               "choose."),
        phrase("Roll 2 extra dice at the start of the next work phase; discarded at the end "
               "of the round."),
        phrase("Draw and reveal a blueprint; gain exactly its metal and energy build cost."),
        phrase("+3 metal. (The opponent's metal is ignored in solo.)"),
        phrase("An extra die of any value in the next work phase; discarded at the end of "
               "the round."))}


def said_effect(text: str) -> str:
    """A contractor's effect as its card file prints it: the retail text as its phrase
    (said in the reader's language), another printing's own text as it is."""
    return contractor_effects().get(text, text)


#: The tool-label tokens above the contractors, left to right, unless the card file says
#: otherwise (the order is free but stays the same for the whole game). RP-FF names hammer,
#: wrench, screwdriver and pickaxe; the ids are FF-TS's labels (gear, shovel).
DEFAULT_TOOLS = ("hammer", "wrench", "gear", "shovel")


@dataclass(frozen=True)
class CardSet:
    """Every card of one printing, each copy listed."""

    edition: str
    blueprints: tuple[Blueprint, ...]
    contractors: tuple[Contractor, ...]
    source: str
    tools: tuple[str, ...] = DEFAULT_TOOLS

    def assumptions(self) -> list[str]:
        """The values that rest on an assumption, to show wherever the data is used."""
        seen: dict[str, str] = {}
        for card in self.blueprints:
            if card.assumption:
                seen.setdefault(card.name, f"{card.name}: {card.assumption}")
        return list(seen.values())

    def count_by_type(self) -> dict[CardType, int]:
        counts = dict.fromkeys(CardType, 0)
        for card in self.blueprints:
            counts[card.type] += 1
        return counts


#: The fewest non-Monument blueprints a card file may have: setting up deals the market's
#: 4, your starting hand of 4 (digital play) and the Machine's hardest starting compound of
#: 5, which "cannot begin with any" Monument (dealing goes on until it has them).
FEWEST_NON_MONUMENTS = 4 + 4 + 5


def _check_totals(cards: CardFile, source: str) -> None:
    blueprints = sum(entry.copies for entry in cards.blueprint)
    contractors = sum(entry.copies for entry in cards.contractor)
    if blueprints != cards.blueprint_total:
        raise DataFileError(phrase(
            "{source}: the blueprint copies add up to {blueprints}, but blueprint_total "
            "declares {total} for the {edition} edition", source=source, blueprints=blueprints,
            total=cards.blueprint_total, edition=cards.edition))
    if contractors != cards.contractor_total:
        raise DataFileError(phrase(
            "{source}: the contractor copies add up to {contractors}, but contractor_total "
            "declares {total} for the {edition} edition", source=source,
            contractors=contractors, total=cards.contractor_total, edition=cards.edition))
    others = sum(entry.copies for entry in cards.blueprint if entry.type is not CardType.MONUMENT)
    if others < FEWEST_NON_MONUMENTS:
        raise DataFileError(phrase(
            "{source}: only {others} blueprint is not Monuments; setting up needs at least "
            "{fewest} (the market's 4, your starting hand of 4 and the Machine's starting "
            "compound of up to 5, which cannot include a Monument)", source=source,
            others=others, fewest=FEWEST_NON_MONUMENTS) if others == 1 else phrase(
            "{source}: only {others} blueprints are not Monuments; setting up needs at least "
            "{fewest} (the market's 4, your starting hand of 4 and the Machine's starting "
            "compound of up to 5, which cannot include a Monument)", source=source,
            others=others, fewest=FEWEST_NON_MONUMENTS))
    names = [entry.name for entry in cards.blueprint] + [entry.name for entry in cards.contractor]
    duplicates = sorted({name for name in names if names.count(name) > 1})
    if duplicates:
        raise DataFileError(phrase("{source}: card {card} is listed twice", source=source,
                                   card=repr(duplicates[0])))
    tools = tuple(cards.tools) if cards.tools else DEFAULT_TOOLS
    if len(set(tools)) != len(tools):
        raise DataFileError(phrase("{source}: tools: a tool is listed twice", source=source))
    for entry in cards.blueprint:
        if entry.tool not in tools:
            raise DataFileError(phrase(
                "{source}: blueprint {card}: tool {tool} is not one of the four tool tokens "
                "({tools}); list your tokens in 'tools'", source=source, card=repr(entry.name),
                tool=repr(entry.tool), tools=joined(tools)))


@cache
def load_cards(path: Path = RETAIL_CARDS) -> CardSet:
    """The cards of the file at `path`, each copy listed; `DataFileError` if it is wrong."""
    cards = load(CardFile, path)
    _check_totals(cards, str(path))
    blueprints = tuple(
        Blueprint(
            entry.name,
            entry.type,
            entry.tool,
            entry.metal,
            entry.energy,
            entry.prestige if isinstance(entry.prestige, int) else tuple(entry.prestige),
            copy,
            tuple(entry.faces) if entry.faces else None,
            entry.effect,
            entry.assumption,
            phrase("{card} ({type})", card=entry.name, type=entry.type.title),
            entry.more_than_one,
        )
        for entry in cards.blueprint
        for copy in range(1, entry.copies + 1)
    )
    contractors = tuple(
        Contractor(entry.name, entry.metal, entry.energy, copy, said_effect(entry.effect))
        for entry in cards.contractor
        for copy in range(1, entry.copies + 1)
    )
    tools = tuple(cards.tools) if cards.tools else DEFAULT_TOOLS
    return CardSet(cards.edition, blueprints, contractors, str(path), tools)
