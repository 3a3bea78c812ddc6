"""The gate of the component library for Marco Polo II: each fact checked as an import checks
the data file it comes from (`GameDefinition.check_fact`), whether it comes from a file, an
answer at the table or a correction.

A name (a city's, a shield's, a character's, a symbol's) is one a data file could give
(`kept_name_problem`); a number lies in the range its file field allows; a trip slide has
each red letter once and no city following itself; a route or a count of steps joins two
different cities; gains, Automa cards, contracts and tiles read as their files write them.
A name no fact of Marco Polo II has is refused (`FactNameError`): a new kind of fact passes
the gate once it is checked here.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from soloist.engine.library import FactNameError
from soloist.engine.phrase import phrase
from soloist.games.marco_polo_2.component_files import check_route_fact
from soloist.games.marco_polo_2.components import (
    BOARD_FILE_FACT,
    BOARD_TRACK,
    CARDS,
    CITIES,
    CITY_PARTS,
    CONTRACTS,
    CONTRACTS_SPACE,
    FICTIONAL,
    NONE_YET,
    OASES,
    OUTPOST_TILES,
    OWN_TABLE,
    ROUTE_KEY,
    ROUTE_PREFIX,
    ROUTES,
    ROUTES_SUFFIX,
    SHIELDS,
    SKILL_ACTIONS,
    SKILL_CARDS,
    SKILL_POWER,
    SKILL_TP_CARD,
    SLIDES,
    SMART_MAT,
    STARTING_CONTRACTS,
    STEPS_KEY,
    TP_CARDS,
    TP_GRID,
    TP_NUMBERS,
    TP_SHIELD_VP,
    TP_SHIELDS_KEY,
    TRACK_KEY,
    TRIGGERS,
    YES,
    kept_name_problem,
    names,
    parse_cards,
    parse_contracts,
    parse_effects,
    parse_routes,
    parse_slides,
    parse_tiles,
)
from soloist.games.marco_polo_2.data import COMPLETING_EVENTS, MOST_STEPS, TRADING_POSTS
from soloist.games.marco_polo_2.effects import GainKind
from soloist.games.marco_polo_2.pieces import Seal
from soloist.games.marco_polo_2.route_map import parse_routes_list

_SKILL = re.compile(r"^Skill card (?P<name>.+) L(?P<level>[1-3]): (?P<part>.+)$")
_TP = re.compile(r"^Trading Post card (?P<symbol>.+?): (?P<part>.+)$")
_TP_BONUS = re.compile(r"^bonus of trading post (?P<n>\d+)$")
_SKILL_LABEL = re.compile(r"^(?P<name>.+) L(?P<level>[1-3])$")
#: The Smart Mat's space A shows the spicer or the tailor seal (mautoma.toml's `smart_mat`).
MAT_SEALS = frozenset({Seal.SPICER.value, Seal.TAILOR.value})
#: The most VP a track or table gives, the most stops a slide has (mautoma.toml).
MOST_VP = 1000
MOST_STOPS = 40
LONGEST_POWER = 500
LONGEST_TITLE = 200


def _name(name: str, in_key: bool = False) -> None:
    problem = kept_name_problem(name)
    if problem is not None:
        error = FactNameError if in_key else ValueError
        raise error(phrase("{name}: {problem}", name=repr(name), problem=problem))


def _number(value: str, low: int, high: int) -> None:
    if not value.isdigit() or str(int(value)) != value or not low <= int(value) <= high:
        raise ValueError(phrase("{value}: a whole number from {low} to {high}",
                                value=repr(value), low=low, high=high))


def _one_of(value: str, allowed: frozenset[str] | tuple[str, ...]) -> None:
    if value not in allowed:
        raise ValueError(phrase("{value}: one of {allowed}", value=repr(value),
                                allowed=", ".join(sorted(allowed))))


def _effects(value: str, *, completing: bool = False) -> None:
    effects = parse_effects(value)
    if completing and any(effect.kind is GainKind.COMPLETE for effect in effects):
        raise ValueError(phrase("a power on completing a seal or contract cannot 'complete' "
                                "one: it would complete again on its own completion, with no "
                                "end"))


def _names(value: str) -> None:
    for name in names(value):
        _name(name)


def _skill_cards(value: str) -> None:
    for label in names(value):
        found = _SKILL_LABEL.match(label)
        if found is None:
            raise ValueError(phrase("{label} is not a Skill card ('Navigator L2')",
                                    label=repr(label)))
        _name(found["name"])


def _slides(value: str) -> None:
    for number, slide in enumerate(parse_slides(value), start=1):
        if len(slide.cities) >= MOST_STOPS:
            raise ValueError(phrase("trip slide {number}: at most {most} cities after "
                                    "Beijing", number=number, most=MOST_STOPS - 1))
        for city in slide.cities:
            _name(city)
        for before, after in zip(slide.cities, slide.cities[1:], strict=False):
            if before.casefold() == after.casefold():
                raise ValueError(phrase("trip slide {number}: {city} follows itself (the next "
                                        "city of a slide is another city)", number=number,
                                        city=before))


def _routes(value: str) -> None:
    for route in parse_routes(value):
        _name(route.a)
        _name(route.b)
        if route.a.casefold() == route.b.casefold():
            raise ValueError(phrase("{route}: a route joins two different locations",
                                    route=route.text()))
        if route.cost is not None and max(route.cost) > 30:
            raise ValueError(phrase("{route}: a route costs at most 30 of each",
                                    route=route.text()))


def _contracts(value: str) -> None:
    for contract in parse_contracts(value):
        if contract.vp > 30 or len(contract.label) > 40:
            raise ValueError(phrase("{contract}: a contract's VP are 0 to 30, its label at "
                                    "most 40 characters", contract=contract.label))


def _tiles(value: str) -> None:
    for label, _ in parse_tiles(value):
        if len(label) > 40:
            raise ValueError(phrase("{label}: an outpost tile's label has at most 40 "
                                    "characters", label=label))


def _grid(value: str) -> None:
    cells = value.split()
    if len(cells) != TRADING_POSTS or len(set(cells)) != len(cells):
        raise ValueError(phrase("the grid holds {posts} trading posts, each at its own "
                                "column.row", posts=TRADING_POSTS))
    for cell in cells:
        column, dot, row = cell.partition(".")
        if not dot:
            raise ValueError(phrase("{cell} is not column.row", cell=repr(cell)))
        _number(column, 1, TRADING_POSTS)
        _number(row, 1, TRADING_POSTS)


def _cards(value: str) -> None:
    parse_cards(value)


def _text(value: str, longest: int) -> None:
    if len(value) > longest:
        raise ValueError(phrase("at most {longest} characters", longest=longest))


#: The facts named by a fixed key, and their check.
FIXED: dict[str, Callable[[str], None]] = {
    CITIES: _names, SHIELDS: _names, OASES: _names, TP_CARDS: _names,
    SKILL_CARDS: _skill_cards, CARDS: _cards,
    SLIDES: _slides, ROUTES: _routes, CONTRACTS: _contracts, STARTING_CONTRACTS: _contracts,
    OUTPOST_TILES: _tiles, SMART_MAT: lambda value: _one_of(value, MAT_SEALS),
    BOARD_FILE_FACT: lambda value: _text(value, LONGEST_TITLE),
    CONTRACTS_SPACE: lambda value: _one_of(value, ("blue", "brown")),
    FICTIONAL: lambda value: _one_of(value, (YES,)),
}
#: A city's facts, by the words of its key, and their check.
CITY: dict[str, Callable[[str], None]] = {
    CITY_PARTS["city_cards"]: lambda value: _number(value, 0, 2),
    CITY_PARTS["contracts"]: lambda value: _number(value, 0, 2),
    CITY_PARTS["outpost"]: lambda value: _one_of(value, ("yes", "no")),
    CITY_PARTS["special"]: lambda value: _one_of(value, ("yes", "no")),
    CITY_PARTS["city_bonus"]: lambda value: _one_of(value, ("yes", "no")),
    CITY_PARTS["shield"]: _name,
}
#: A Trading Post card's numbers, by the words of its key: their ranges (characters.toml).
TP_RANGES = {TP_NUMBERS["contracts_kept"]: 30, TP_NUMBERS["plus_one_spaces"]: 12,
             TP_NUMBERS["seal_vp"]: 30}
#: A Skill card's gains, by the words of its key (True: a power that may not complete).
SKILL_GAINS = {**{words: False for words in SKILL_ACTIONS.values()},
               **{words: event in COMPLETING_EVENTS for event, words in TRIGGERS.items()}}


def check_fact(key: str, value: str) -> None:
    """`ValueError` saying why fact `key` with `value` cannot be kept (`FactNameError` when
    no fact of Marco Polo II has that name); see the module's description."""
    if value == NONE_YET and key in FIXED:
        return
    fixed = FIXED.get(key)
    if fixed is not None:
        fixed(value)
        return
    if key.startswith(ROUTE_PREFIX) or key.endswith(ROUTES_SUFFIX):
        _route(key, value)
    elif (found := STEPS_KEY.match(key)) is not None:
        _steps(found, value)
    elif TRACK_KEY.match(key) is not None:
        _number(value, 0, MOST_VP)
    elif (found := _SKILL.match(key)) is not None:
        _skill(found, value)
    elif (found := _TP.match(key)) is not None:
        _trading_post(found, value)
    else:
        city, colon, part = key.rpartition(": ")
        check = CITY.get(part) if colon else None
        if check is None:
            raise FactNameError(phrase("Marco Polo II's components have no fact {key}",
                                       key=repr(key)))
        _name(city, in_key=True)
        check(value)


def _steps(found: re.Match[str], value: str) -> None:
    _name(found["a"], in_key=True)
    _name(found["b"], in_key=True)
    if found["a"].casefold() == found["b"].casefold():
        raise FactNameError(phrase("steps from {city} to itself: steps join two different "
                                   "cities", city=found["a"]))
    seals = [] if found["seals"] == "none" else found["seals"].split(", ")
    if any(seal not in {s.value for s in Seal} for seal in seals) or \
            len(set(seals)) != len(seals):
        raise FactNameError(phrase("{seals}: the seals are farmer, spicer, tailor, jeweler, "
                                   "each once (or none)", seals=repr(found["seals"])))
    _number(value, 0, MOST_STEPS)


def _route(key: str, value: str) -> None:
    """A route told at the table (``route Kabul – Xian``; ``Kabul: routes``), checked as a
    board file's `[[way]]` is (`component_files.check_route_fact`)."""
    found = ROUTE_KEY.match(key)
    if found is None and not key.endswith(ROUTES_SUFFIX):
        raise FactNameError(phrase("{key} is not a route ('route Kabul – Xian')",
                                   key=repr(key)))
    ends = [found["a"], found["b"]] if found is not None else \
        [key.removesuffix(ROUTES_SUFFIX)]
    for name in ends:
        _name(name, in_key=True)
    if len(ends) == 2 and ends[0].casefold() == ends[1].casefold():
        raise FactNameError(phrase("a route from {city} to itself: a route joins two "
                                   "different cities", city=ends[0]))
    check_route_fact(key, value)
    if found is None:
        for entry in parse_routes_list(value):
            _name(entry.name)


def _skill(found: re.Match[str], value: str) -> None:
    _name(found["name"], in_key=True)
    part = found["part"]
    if part == SKILL_TP_CARD:
        _name(value)
    elif part == SKILL_POWER:
        _text(value, LONGEST_POWER)
    elif part in SKILL_GAINS:
        _effects(value, completing=SKILL_GAINS[part])
    else:
        raise FactNameError(phrase("a Skill card has no {part}", part=repr(part)))


def _trading_post(found: re.Match[str], value: str) -> None:
    _name(found["symbol"], in_key=True)
    part = found["part"]
    if part in TP_RANGES:
        _number(value, 0, TP_RANGES[part])
    elif part == TP_SHIELD_VP:
        _one_of(value, (OWN_TABLE, BOARD_TRACK))
    elif part == TP_GRID:
        _grid(value)
    elif TP_SHIELDS_KEY.match(part) is not None:
        _number(value, 0, MOST_VP)
    elif (bonus := _TP_BONUS.match(part)) is not None:
        if not 1 <= int(bonus["n"]) <= TRADING_POSTS:
            raise FactNameError(phrase("a Trading Post card holds {posts} trading posts",
                                       posts=TRADING_POSTS))
        _effects(value)
    else:
        raise FactNameError(phrase("a Trading Post card has no {part}", part=repr(part)))
