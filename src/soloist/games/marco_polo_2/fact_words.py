"""The facts of a Marco Polo II copy as a person reads them (`soloist components show`, the
web's "Your components" page, the question "which is right?"): what each fact is called, and
its value in the words of the board and the cards rather than as the library writes it
("2 city cards", "Take 1 black die, then: Travel, City card, Books")."""

from __future__ import annotations

from soloist.games.marco_polo_2.components import (
    BOARD_FILE_FACT,
    CARDS,
    CITIES,
    CITY_PARTS,
    CONTRACTS,
    CONTRACTS_SPACE,
    FICTIONAL,
    NONE_YET,
    OASES,
    OUTPOST_TILES,
    ROUTE_KEY,
    ROUTES,
    ROUTES_SUFFIX,
    SHIELDS,
    SKILL_CARDS,
    SLIDES,
    SMART_MAT,
    STARTING_CONTRACTS,
    STEPS_KEY,
    TP_CARDS,
    TRACK_KEY,
    UNSEEN,
    parse_cards,
    parse_contracts,
    parse_effects,
    parse_slides,
    parse_tiles,
)
from soloist.games.marco_polo_2.effects import Effect

NAMES = {
    CITIES: "the cities of your board named so far", SHIELDS: "the shields named so far",
    OASES: "the oases of your board", SKILL_CARDS: "the Skill cards named so far",
    TP_CARDS: "the Trading Post cards named so far", CARDS: "the Automa cards seen so far",
    SLIDES: "the trip slides seen so far", SMART_MAT: "the seal on space A of the Smart Mat",
    ROUTES: "the routes of your board", BOARD_FILE_FACT: "your board file",
    CONTRACTS_SPACE: "the colour of the Take contracts space",
    FICTIONAL: "made up (Soloist's FICTIONAL sample)", CONTRACTS: "the contracts",
    STARTING_CONTRACTS: "the starting contracts", OUTPOST_TILES: "the outpost bonus tiles",
}
#: A city's facts that are a count, and the words of one.
COUNTS = {CITY_PARTS["city_cards"]: "city card", CITY_PARTS["contracts"]: "contract space"}


def fact_name(key: str) -> str:
    found = STEPS_KEY.match(key)
    if found is not None:
        return (f"the steps from {found['a']} to {found['b']} (the Automa's seals: "
                f"{found['seals']})")
    found = TRACK_KEY.match(key)
    if found is not None:
        return f"the board's shield track: the VP for {found['n']} shields"
    found = ROUTE_KEY.match(key)
    if found is not None:
        return f"the routes between {found['a']} and {found['b']}"
    if key.endswith(ROUTES_SUFFIX):
        return f"the routes out of {key.removesuffix(ROUTES_SUFFIX)}"
    return NAMES.get(key, key)


def _effect(effect: Effect) -> str:
    return effect.describe() + (" per pip of the die" if effect.per_pip else "")


def _effects(value: str) -> str:
    effects = parse_effects(value)
    return ", ".join(_effect(effect) for effect in effects) or "nothing"


def _slides(value: str) -> str:
    shown = []
    for number, slide in enumerate(parse_slides(value), start=1):
        stops = []
        for city, letter in zip(slide.cities, slide.letters, strict=True):
            stops.append(city if letter == UNSEEN else
                         f"{city} (no red letter)" if letter is None else
                         f"{city} (red letter {letter})")
        end = ", then its end" if slide.ended else ", …"
        shown.append(f"slide {number}: " + ", ".join(stops) + end)
    return "; ".join(shown)


def _cards(value: str) -> str:
    return "; ".join(f"card {card.id}: {card.bonus.title}, then " + ", ".join(
        action.title for action in card.main) for card in parse_cards(value))


def describe_fact(key: str, value: str) -> str:
    """Fact `key` with `value` as a person reads it (the value itself where it reads so
    already, or where it does not read)."""
    if value == NONE_YET:
        return "none yet"
    try:
        return _describe(key, value)
    except ValueError:
        return value


def _describe(key: str, value: str) -> str:
    if STEPS_KEY.match(key) is not None:
        return "no route open to these seals" if value == "0" else \
            f"{value} step{'s' if value != '1' else ''} by the shortest route"
    if TRACK_KEY.match(key) is not None or key.endswith(" shields"):
        return f"{value} VP"
    if key == SLIDES:
        return _slides(value)
    if key == CARDS:
        return _cards(value)
    if key in (CONTRACTS, STARTING_CONTRACTS):
        return "; ".join(contract.describe() for contract in parse_contracts(value))
    if key == OUTPOST_TILES:
        return "; ".join(f"{label}: " + (", ".join(_effect(e) for e in gains) or "nothing")
                         for label, gains in parse_tiles(value))
    if key == SMART_MAT:
        return f"the {value} seal"
    part = key.rpartition(": ")[2]
    if part in COUNTS:
        return f"{value} {COUNTS[part]}{'s' if value != '1' else ''}"
    if part.endswith(" action") or part.startswith("bonus of trading post") or \
            part.startswith(("at the start", "when it")):
        return _effects(value)
    return value
