"""Tokaido's terms: the printed names its log and questions carry as a field's value
(`GameDefinition.terms`): the road's spaces and its two ends, the cards of the base game
(souvenirs, meals, encounters), the panoramas, achievements and travellers."""

from __future__ import annotations

from functools import cache

from soloist.games.tokaido.cards import (
    ENCOUNTER_TITLES,
    Achievement,
    Traveller,
    load_base_game,
)
from soloist.games.tokaido.road import ITEM_TITLES, TITLES

#: The two ends of the road.
CITIES = ("Kyoto", "Edo")


@cache
def terms() -> tuple[str, ...]:
    game = load_base_game()
    names = [*TITLES.values(), *CITIES, *ITEM_TITLES.values()]
    names += [card.name for card in game.souvenirs] + [meal.name for meal in game.meals]
    names += ENCOUNTER_TITLES.values()
    names += [achievement.title for achievement in Achievement]
    names += [traveller.title for traveller in Traveller]
    return tuple(dict.fromkeys(names))
