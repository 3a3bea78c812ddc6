"""The Mautoma's six action cards, as the solo rules describe them.

The rules text gives each card's energy step and action; Soloist numbers the cards 1-6 in
the order the rules describe them (the printed cards carry no such number). Which two
cards carry the starting "S" mark is NOT public: it comes from the Mautoma-board data file
or is asked at the table.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from soloist.engine.phrase import phrase
from soloist.engine.questions import Choice, Choices

Placement = Literal["build", "populate", "populate-or-build"]

#: "at range 3": the greatest distance from a Mautoma building or figure to the target.
RANGE = 3


@dataclass(frozen=True, slots=True)
class ActionCard:
    """One action card: its energy step, whether it explores, what it places, its range.

    `range` is None for "no range restrictions".
    """

    number: int
    energy: int
    explores: bool
    places: Placement | None
    range: int | None
    text: str

    @property
    def label(self) -> str:
        return f"card {self.number} ({self.short})"

    @property
    def short(self) -> str:
        """"explore + populate with no range limit", "build at range 3"."""
        parts = ["explore"] if self.explores else []
        if self.places == "populate-or-build":
            parts.append("populate, else build")
        elif self.places is not None:
            parts.append(self.places)
        where = f"at range {self.range}" if self.range is not None else "with no range limit"
        return f"{' + '.join(parts)} {where}"

    def __str__(self) -> str:
        return self.label


CARDS: tuple[ActionCard, ...] = (
    ActionCard(1, 1, False, "build", RANGE,
               "Place a building on the map at range 3."),
    ActionCard(2, 2, False, "populate-or-build", RANGE,
               "Place a population figure at range 3, if not possible place a building at "
               "range 3."),
    ActionCard(3, 1, True, None, RANGE, "Explore at range 3."),
    ActionCard(4, 2, True, "populate", RANGE,
               "Explore and place a population figure at range 3."),
    ActionCard(5, 3, True, "build", RANGE, "Explore and place a building at range 3."),
    ActionCard(6, 4, True, "populate", None,
               "Explore and place a population figure with no range restrictions."),
)

CARD_BY_NUMBER = {card.number: card for card in CARDS}

#: The answers to "which card carries an S?": the card's number or its description.
CARD_CHOICES = Choices(
    Choice(str(card.number), phrase("card {card}: energy {energy}, {text}", card=card.number,
                                    energy=card.energy, text=card.text), card)
    for card in CARDS
)
