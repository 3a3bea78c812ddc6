"""What a designer could change in the Mautoma (docs/sensitivity.md), as data: its 8 Automa
cards, its Skill card, its trip slides and the Books rule, applied to the data a game plays
(`varied`).

- **Automa cards** (8): each left out, or doubled ("At the beginning of each of the 5 game
  rounds, all automa cards must be reshuffled": a deck of 7 or 9 plays as well; "In the
  rare case that the automa deck runs out before the Automa has used all of its dice, the
  Automa prematurely ends its round").
- **The Skill card** (the Difficulty Level's card: "The L1 / L2 / L3 symbol at the top left
  of the Skill card indicates the difficulty level"): its power (what it gives on an event),
  its city-card action and its external-city action, each left out ("none"); "twice" gives
  each of its gains twice (no natural alternative: a designer's).
- **trip slides**: as printed; the alternative: one city shorter (each slide's last city
  left out).
- **books fallback**: "the first valid space starting from the right (gold -> silk ->
  pepper)"; the alternative: from the left.
"""

from __future__ import annotations

from dataclasses import replace

from soloist.engine.phrase import phrase
from soloist.engine.variants import AutomaParts, Deck, Rule, Variant
from soloist.games.marco_polo_2.context import FROM_THE_RIGHT
from soloist.games.marco_polo_2.data import Characters, GameData, SkillCard
from soloist.games.marco_polo_2.effects import Effect

CARD = "card"
AS_PRINTED = "as printed"
NONE = "none"
TWICE = "twice"
SKILL_PARTS = {"skill power": "power", "skill city-card action": "city_card",
               "skill external-city action": "external_city"}
SHORTER = "one city shorter"
TRIP_SLIDES = Rule("trip slides", "The cities of each trip slide", AS_PRINTED,
                   alternatives=(SHORTER,))
BOOKS_FALLBACK = Rule("books fallback", "Where a Books die goes when the rolled space is not "
                      "valid", "from the right", alternatives=("from the left",))


def skill_rule(name: str, printed: bool) -> Rule:
    """A part of the Skill card: left out ("none") is its natural alternative where the card
    in play has it."""
    title = {"skill power": "The Skill card's power",
             "skill city-card action": "The Skill card's city-card action",
             "skill external-city action": "The Skill card's external-city action"}[name]
    return Rule(name, title, AS_PRINTED, alternatives=(NONE,) if printed else (),
                others=(NONE, TWICE))


def automa_parts(data: GameData, skill: SkillCard | None) -> AutomaParts:
    """The parts of the Mautoma in `data`, with the Skill card in play (its parts that are
    printed have the alternative "none")."""
    decks = (Deck(CARD, "the Automa deck", tuple(str(card.id) for card in data.cards)),) \
        if data.cards else ()
    printed = {"skill power": bool(skill and skill.triggers),
               "skill city-card action": bool(skill and skill.city_card),
               "skill external-city action": bool(skill and skill.external_city)}
    rules = [skill_rule(name, printed[name]) for name in SKILL_PARTS]
    if data.slides:
        rules.append(TRIP_SLIDES)
    rules.append(BOOKS_FALLBACK)
    notes = () if data.cards else (phrase("Without the Automa cards in data files (asked at "
                                          "the table) they have no variant."),)
    return AutomaParts(decks, tuple(rules), notes)


def varied(data: GameData, variant: Variant) -> GameData:
    """The data a variant game plays: a card left out or doubled, the Skill cards' parts,
    the trip slides one city shorter."""
    if not variant:
        return data
    cards = data.cards
    if cards is not None and variant.changes_deck(CARD):
        cards = tuple(variant.deck(CARD, cards, lambda card: str(card.id)))
    slides = data.slides
    if slides and variant.value(TRIP_SLIDES.name, AS_PRINTED) == SHORTER:
        slides = tuple(replace(slide, stops=slide.stops[:-1]) for slide in slides)
    characters = data.characters
    if characters is not None and any(variant.value(name, AS_PRINTED) != AS_PRINTED
                                      for name in SKILL_PARTS):
        characters = Characters(tuple(_skill(card, variant) for card in characters.skill_cards),
                                characters.trading_post_cards)
    return replace(data, cards=cards, slides=slides, characters=characters)


def _skill(card: SkillCard, variant: Variant) -> SkillCard:
    def part(name: str, effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
        how = variant.value(name, AS_PRINTED)
        return () if how == NONE else effects + effects if how == TWICE else effects

    triggers = {event: part("skill power", effects)
                for event, effects in card.triggers.items()}
    return replace(card, city_card=part("skill city-card action", card.city_card),
                   external_city=part("skill external-city action", card.external_city),
                   triggers=triggers)


def books_order(variant: Variant) -> tuple[str, ...]:
    """Where a Books die goes when the rolled space is not valid, in order."""
    if variant.value(BOOKS_FALLBACK.name, BOOKS_FALLBACK.seed) == "from the left":
        return FROM_THE_RIGHT[::-1]
    return FROM_THE_RIGHT
