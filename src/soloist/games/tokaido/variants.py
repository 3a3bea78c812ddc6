"""What a designer could change in the Automas (docs/sensitivity.md), as data: the Automa
deck and the Difficulty Level cards, card by card, and the rules of her moves and gains
that have a natural alternative.

- **Automa cards** (16): each left out, or doubled. The solo rules shuffle whatever the
  deck holds at each intermediate inn, so a deck of 15 or 17 plays as well.
- **Difficulty Level cards** (7): each left out, or doubled; only at levels 1-3 and 5-7,
  the levels that draw them.
- **tie-break**: "Move the Automa's Traveler to the space within range that has the highest
  rank (fewest spaces in case of ties)"; the alternative: the most spaces.
- **temple rank**: "Temple and Inn spaces have a lower rank than all other spaces"; the
  alternative for the Temple: rank 0, as a space of an item type she has none of.
- **souvenir weight**: "for the Collector achievement: Each Souvenir card an Automa has
  counts as 2"; the alternative: 1, as for a person.
- **item points**: "she scores 1 point per item (rank) she now has of that type": no natural
  alternative (a designer names a value, 0 to 5).
"""

from __future__ import annotations

from soloist.engine.variants import AutomaParts, Deck, Rule, Variant
from soloist.games.tokaido.automa import LOWEST, SEED_RULES, AutomaRules
from soloist.games.tokaido.automa_cards import AUTOMA_CARD, DIFFICULTY_CARD, PersonCards, space_key

TIE_BREAK = Rule("tie-break", "Ties between the highest ranked spaces within range",
                 "fewest spaces", alternatives=("most spaces",))
TEMPLE_RANK = Rule("temple rank", "The rank of a Temple space without its icon on her card",
                   "lowest", alternatives=("zero",))
SOUVENIR_WEIGHT = Rule("souvenir weight", "What each of her Souvenir cards counts for the "
                       "Collector achievement", "2", alternatives=("1",), numbers=(0, 4))
ITEM_POINTS = Rule("item points", "Her points per item she has of the type she receives",
                   "1", numbers=(0, 5))
RULES = (TIE_BREAK, TEMPLE_RANK, SOUVENIR_WEIGHT, ITEM_POINTS)

#: Levels 1-3 and 5-7 draw Difficulty Level cards; level 4 none.
DRAWS_DIFFICULTY_CARDS = frozenset((1, 2, 3, 5, 6, 7))


def automa_parts(cards: PersonCards, level: int) -> AutomaParts:
    """The parts a designer could change, with the cards Soloist would draw."""
    decks = [Deck(AUTOMA_CARD, "the Automa deck", tuple(card.key for card in cards.automa_cards))]
    if level in DRAWS_DIFFICULTY_CARDS:
        decks.append(Deck(DIFFICULTY_CARD, "the Difficulty Level cards",
                          tuple(space_key(space) for space in cards.difficulty_cards)))
    notes = () if level in DRAWS_DIFFICULTY_CARDS else (
        "At level 4 nobody draws a Difficulty Level card: they have no variant there.",)
    return AutomaParts(tuple(decks), RULES, notes)


def rules_of(variant: Variant) -> AutomaRules:
    """Her rules in `variant` (the solo rules' own where it changes none of them)."""
    if not variant:
        return SEED_RULES
    return AutomaRules(
        farthest_on_ties=variant.value(TIE_BREAK.name, TIE_BREAK.seed) == "most spaces",
        temple_rank=LOWEST if variant.value(TEMPLE_RANK.name, TEMPLE_RANK.seed) == "lowest"
        else 0,
        item_points=variant.number(ITEM_POINTS.name, 1),
        souvenir_weight=variant.number(SOUVENIR_WEIGHT.name, 2))
