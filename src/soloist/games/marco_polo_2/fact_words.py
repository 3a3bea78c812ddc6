"""The facts of a Marco Polo II copy as a person reads them (`soloist components show`, the
web's "Your components" page, the question "which is right?"): what each fact is called, and
its value in the words of the board and the cards rather than as the library writes it
("2 city cards", "Take 1 black die, then: Travel, City card, Books")."""

from __future__ import annotations

from soloist.engine.phrase import phrase
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
    CITIES: phrase("the cities of your board named so far"),
    SHIELDS: phrase("the shields named so far"),
    OASES: phrase("the oases of your board"),
    SKILL_CARDS: phrase("the Skill cards named so far"),
    TP_CARDS: phrase("the Trading Post cards named so far"),
    CARDS: phrase("the Automa cards seen so far"),
    SLIDES: phrase("the trip slides seen so far"),
    SMART_MAT: phrase("the seal on space A of the Smart Mat"),
    ROUTES: phrase("the routes of your board"), BOARD_FILE_FACT: phrase("your board file"),
    CONTRACTS_SPACE: phrase("the colour of the Take contracts space"),
    FICTIONAL: phrase("made up (Soloist's FICTIONAL sample)"),
    CONTRACTS: phrase("the contracts"), STARTING_CONTRACTS: phrase("the starting contracts"),
    OUTPOST_TILES: phrase("the outpost bonus tiles"),
}
#: A city's facts that are a count.
CITY_CARDS, CONTRACT_SPACES = CITY_PARTS["city_cards"], CITY_PARTS["contracts"]
NOTHING = phrase("nothing")


def fact_name(key: str) -> str:
    found = STEPS_KEY.match(key)
    if found is not None:
        return phrase("the steps from {a} to {b} (the Automa's seals: {seals})",
                      a=found["a"], b=found["b"], seals=found["seals"])
    found = TRACK_KEY.match(key)
    if found is not None:
        return phrase("the board's shield track: the VP for {shields} shields",
                      shields=found["n"])
    found = ROUTE_KEY.match(key)
    if found is not None:
        return phrase("the routes between {a} and {b}", a=found["a"], b=found["b"])
    if key.endswith(ROUTES_SUFFIX):
        return phrase("the routes out of {city}", city=key.removesuffix(ROUTES_SUFFIX))
    return NAMES.get(key, key)


def _effect(effect: Effect) -> str:
    if effect.per_pip:
        return phrase("{gain} per pip of the die", gain=effect.describe())
    return effect.describe()


def _effects(value: str) -> str:
    effects = parse_effects(value)
    return ", ".join(_effect(effect) for effect in effects) or NOTHING


def _slides(value: str) -> str:
    shown = []
    for number, slide in enumerate(parse_slides(value), start=1):
        stops = []
        for city, letter in zip(slide.cities, slide.letters, strict=True):
            stops.append(city if letter == UNSEEN else
                         phrase("{city} (no red letter)", city=city) if letter is None else
                         phrase("{city} (red letter {letter})", city=city, letter=letter))
        shown.append(phrase("slide {number}: {stops}, then its end", number=number,
                            stops=", ".join(stops)) if slide.ended else
                     phrase("slide {number}: {stops}, …", number=number,
                            stops=", ".join(stops)))
    return "; ".join(shown)


def _cards(value: str) -> str:
    return "; ".join(phrase("card {card}: {bonus}, then {actions}", card=card.id,
                            bonus=card.bonus.title,
                            actions=", ".join(action.title for action in card.main))
                     for card in parse_cards(value))


def describe_fact(key: str, value: str) -> str:
    """Fact `key` with `value` as a person reads it (the value itself where it reads so
    already, or where it does not read)."""
    if value == NONE_YET:
        return phrase("none yet")
    try:
        return _describe(key, value)
    except ValueError:
        return value


def _describe(key: str, value: str) -> str:
    if STEPS_KEY.match(key) is not None:
        if value == "0":
            return phrase("no route open to these seals")
        return phrase("{steps} step by the shortest route", steps=value) if value == "1" \
            else phrase("{steps} steps by the shortest route", steps=value)
    if TRACK_KEY.match(key) is not None or key.endswith(" shields"):
        return phrase("{vp} VP", vp=value)
    if key == SLIDES:
        return _slides(value)
    if key == CARDS:
        return _cards(value)
    if key in (CONTRACTS, STARTING_CONTRACTS):
        return "; ".join(contract.describe() for contract in parse_contracts(value))
    if key == OUTPOST_TILES:
        return "; ".join(phrase("{tile}: {gains}", tile=label,
                                gains=", ".join(_effect(e) for e in gains) or NOTHING)
                         for label, gains in parse_tiles(value))
    if key == SMART_MAT:
        return phrase("the {seal} seal", seal=value)
    part = key.rpartition(": ")[2]
    if part == CITY_CARDS:
        return phrase("{count} city card", count=value) if value == "1" else \
            phrase("{count} city cards", count=value)
    if part == CONTRACT_SPACES:
        return phrase("{count} contract space", count=value) if value == "1" else \
            phrase("{count} contract spaces", count=value)
    if part.endswith(" action") or part.startswith("bonus of trading post") or \
            part.startswith(("at the start", "when it")):
        return _effects(value)
    return value
