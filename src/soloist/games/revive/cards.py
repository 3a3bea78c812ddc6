"""The Mautoma's six action cards, as the solo rules describe them.

The rules text gives each card's energy step and action; Soloist numbers the cards 1-6 in
the order the rules describe them (the printed cards carry no such number). Which two
cards carry the starting "S" mark is NOT public: it comes from the Mautoma-board data file
or is asked at the table.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Literal

from soloist.engine.phrase import Phrase, phrase
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
        return _label(self.number, self.explores, self.places, self.range)

    @property
    def short(self) -> str:
        """"explore + populate with no range limit", "build at range 3"."""
        return _short(self.explores, self.places, self.range)

    def with_range(self, reach: int | None) -> str:
        """This card's text with another range (an automa variant's)."""
        if isinstance(self.text, Phrase) and "range" in self.text.fields:
            return Phrase(self.text.template, {**self.text.fields, "range": reach or 0})
        return self.text.replace(f"range {self.range}", f"range {reach}")

    def __str__(self) -> str:
        return self.label


@cache
def _label(number: int, explores: bool, places: Placement | None, reach: int | None) -> Phrase:
    """A card's label (made once each: every turn's log names its card)."""
    return phrase("card {card} ({short})", card=number, short=_short(explores, places, reach))


@cache
def _short(explores: bool, places: Placement | None, reach: int | None) -> Phrase:
    if places == "build" and not explores:  # ("build" alone is also a terminal's command)
        return (phrase("build with no range limit") if reach is None else
                phrase("build at range {range}", range=reach))
    action = (PLACES[places] if not explores and places is not None else
              EXPLORES[places] if places is not None else EXPLORE)
    if reach is None:
        return phrase("{action} with no range limit", action=action)
    return phrase("{action} at range {range}", action=action, range=reach)


#: What a card does, as its short label says it.
EXPLORE = phrase("explore")
PLACES: dict[Placement, Phrase] = {"populate": phrase("populate"),
          "populate-or-build": phrase("populate, else build")}
EXPLORES = {"build": phrase("explore + build"), "populate": phrase("explore + populate"),
            "populate-or-build": phrase("explore + populate, else build")}

CARDS: tuple[ActionCard, ...] = (
    ActionCard(1, 1, False, "build", RANGE,
               phrase("Place a building on the map at range {range}.", range=RANGE)),
    ActionCard(2, 2, False, "populate-or-build", RANGE,
               phrase("Place a population figure at range {range}, if not possible place a "
                      "building at range {range}.", range=RANGE)),
    ActionCard(3, 1, True, None, RANGE, phrase("Explore at range {range}.", range=RANGE)),
    ActionCard(4, 2, True, "populate", RANGE,
               phrase("Explore and place a population figure at range {range}.",
                      range=RANGE)),
    ActionCard(5, 3, True, "build", RANGE,
               phrase("Explore and place a building at range {range}.", range=RANGE)),
    ActionCard(6, 4, True, "populate", None,
               phrase("Explore and place a population figure with no range restrictions.")),
)

CARD_BY_NUMBER = {card.number: card for card in CARDS}

#: The answers to "which card carries an S?": the card's number or its description.
CARD_CHOICES = Choices(
    Choice(str(card.number), phrase("card {card}: energy {energy}, {text}", card=card.number,
                                    energy=card.energy, text=card.text), card)
    for card in CARDS
)
