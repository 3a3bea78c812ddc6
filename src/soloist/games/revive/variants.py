"""What a designer could change in the Mautoma (docs/sensitivity.md), as data: its six action
cards, each card's energy step and range, and how often it executes a card.

- **cards**: each card without an "S" left out, which here means it is always the card that
  goes back to the box ("From the remaining 4 cards remove 1 random card"): the Progress
  Deck must hold 3 cards, since the game ends at the fourth refresh turn. The two "S"
  cards start the game and cannot be left out; no card can be doubled (the decks' sizes
  are the game's length).
- **card N energy**: "Advance the energy marker N steps clockwise"; the alternatives: one
  step fewer, one more.
- **card N range**: "at range 3"; the alternatives: 2 and 4 (card 6 has no range
  restriction, and no such rule).
- **card actions**: the Mautoma executes each card drawn once: no natural alternative (a
  designer names 1 or 2).
"""

from __future__ import annotations

from dataclasses import replace

from soloist.engine.variants import AutomaParts, Deck, Rule, Variant
from soloist.games.revive.cards import CARDS, ActionCard

CARD = "card"
CARD_ACTIONS = Rule("card actions", "How many times the Mautoma executes the card it draws",
                    "1", numbers=(1, 2))


def energy_rule(card: ActionCard) -> Rule:
    step = card.energy
    return Rule(f"card {card.number} energy", f"The energy steps of card {card.number}",
                str(step), alternatives=tuple(str(n) for n in (step - 1, step + 1) if n >= 0),
                numbers=(0, 8))


def range_rule(card: ActionCard) -> Rule | None:
    if card.range is None:
        return None
    reach = card.range
    return Rule(f"card {card.number} range", f"The range of card {card.number}", str(reach),
                alternatives=(str(reach - 1), str(reach + 1)), numbers=(1, 6))


def automa_parts(s_cards: tuple[int, ...] | None) -> AutomaParts:
    """The six cards (those with an "S", when known, cannot be left out), each card's energy
    and range, and the card actions."""
    kept = tuple(str(number) for number in s_cards) if s_cards else ()
    deck = Deck(CARD, "the action cards", tuple(str(card.number) for card in CARDS),
                doubling=False, kept=kept, kept_because="the cards with an \"S\": the Action "
                "Deck starts with them",
                left_out_means="always the one that goes back to the box")
    rules = [energy_rule(card) for card in CARDS]
    rules += [rule for rule in (range_rule(card) for card in CARDS) if rule is not None]
    return AutomaParts((deck,), (*rules, CARD_ACTIONS))


def cards_of(variant: Variant) -> tuple[ActionCard, ...]:
    """The six cards in `variant`: an energy step or a range changed (the card's text too)."""
    if not variant:
        return CARDS
    found = []
    for card in CARDS:
        energy = variant.number(f"card {card.number} energy", card.energy)
        reach = card.range
        if reach is not None:
            reach = variant.number(f"card {card.number} range", reach)
        if energy == card.energy and reach == card.range:
            found.append(card)
            continue
        found.append(replace(card, energy=energy, range=reach, text=card.with_range(reach)))
    return tuple(found) if found != list(CARDS) else CARDS


def left_out(variant: Variant) -> int | None:
    """The card that always goes back to the box in `variant`, if any."""
    cards = variant.deck(CARD, [str(card.number) for card in CARDS], str)
    missing = [card for card in CARDS if str(card.number) not in cards]
    return missing[0].number if missing else None


def card_actions(variant: Variant) -> int:
    return variant.number(CARD_ACTIONS.name, 1)
