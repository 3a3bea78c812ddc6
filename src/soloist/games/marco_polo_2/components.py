"""The person's copy of Marco Polo II as their component library keeps it.

Nothing of the board or the Mautoma's components is public; the person has it all on the
table. Soloist asks each fact of their copy the first time a game needs it and keeps it,
one fact a person can read (`soloist components show`) per key:

- the board: ``cities`` (the cities named so far, Beijing aside), ``Kabul: city cards`` (0-2),
  ``Kabul: contract spaces`` (0-2), ``Kabul: outpost space`` and ``Kabul: special city``
  (yes or no), ``Kabul: shield`` (a word for it), ``shields`` (the shields named so far),
  ``steps Kabul – Xian, seals: tailor`` (the steps by the shortest route open to those
  seals; 0: none is open), ``shield track: VP for 9 shields``; from a board file with
  routes, ``oases`` and ``routes``; from any board file, ``board file`` (its title),
  ``Take contracts space``, ``fictional``, ``Kabul: city bonus marker``;
- the Mautoma: ``Smart Mat: seal on space A``, ``Automa cards`` (each card's bonus action
  and main actions), ``trip slides`` (each slide's cities and red letters, as far as seen);
- the characters: ``Skill cards`` (``Navigator L2; …``), ``Skill card Navigator L2: city card
  action`` and its other parts, ``Trading Post cards`` (their symbols), ``Trading Post card
  compass: bonus of trading post 3`` and its other parts;
- from tiles.toml (simulation only): ``contracts``, ``starting contracts``,
  ``outpost tiles``.

A fact of one game (the contracts dealt, an outpost tile drawn, a card drawn) is never
kept: it is an ordinary question of that game.

This module holds the keys, the written forms of the values, and how what two games learned
merges (`merge`); `component_files` reads them from data files and writes them back.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field

from soloist.engine.phrase import phrase
from soloist.engine.text import control_characters
from soloist.games.marco_polo_2.data import AUTOMA_CARDS, TRIP_SLIDES, AutomaCard
from soloist.games.marco_polo_2.effects import CONTRACT_REWARDS, Contract, Effect, GainKind
from soloist.games.marco_polo_2.pieces import BonusAction, MainAction, Seal
from soloist.games.marco_polo_2.route_map import parse_routes_list, parse_ways

#: The names of the facts of the map and the shield track, as the library keeps them.
STEPS_KEY = re.compile(r"^steps (?P<a>.+) – (?P<b>.+), seals: (?P<seals>.+)$")
ROUTE_KEY = re.compile(r"^route (?P<a>.+) – (?P<b>.+)$")
TRACK_KEY = re.compile(r"^shield track: VP for (?P<n>\d+) shields$")
TP_SHIELDS_KEY = re.compile(r"^VP for (?P<n>\d+) shields$")

# -- the keys --------------------------------------------------------------------------------

CITIES = "cities"
SHIELDS = "shields"
OASES = "oases"
ROUTES = "routes"
#: Written by an import of a board file: its title (or the file's name); the other facts
#: only a board file gives (its map, the colour of the Take contracts space) go with it.
BOARD_FILE_FACT = "board file"
CONTRACTS_SPACE = "Take contracts space"
FICTIONAL = "fictional"
SMART_MAT = "Smart Mat: seal on space A"
CARDS = "Automa cards"
SLIDES = "trip slides"
SKILL_CARDS = "Skill cards"
TP_CARDS = "Trading Post cards"
CONTRACTS = "contracts"
STARTING_CONTRACTS = "starting contracts"
OUTPOST_TILES = "outpost tiles"

#: A city's facts, by the board file's field name.
CITY_PARTS = {"city_cards": "city cards", "contracts": "contract spaces",
              "outpost": "outpost space", "special": "special city", "shield": "shield",
              "city_bonus": "city bonus marker"}
#: A Skill card's parts: its Trading Post card, its power (the text), its two actions, and
#: what its power gives on each event (characters.toml's `trigger`).
TRIGGERS = {"round-start": "at the start of a round",
            "trading-post": "when it places a trading post",
            "contract-completed": "when it completes a contract",
            "seal-completed": "when it completes a guild seal",
            "travel": "when it travels"}
SKILL_TP_CARD = "Trading Post card"
SKILL_POWER = "power"
SKILL_ACTIONS = {"city-card": "city card action", "external-city": "external city action"}
#: A Trading Post card's numbers (characters.toml's field names).
TP_NUMBERS = {"contracts_kept": "contracts icon", "plus_one_spaces": "'+1' spaces",
              "seal_vp": "VP per completed seal"}
TP_SHIELD_VP = "shield VP"
TP_GRID = "grid"
#: Where a Trading Post card's Automa reads its VP for shields.
OWN_TABLE = "its own table"
BOARD_TRACK = "the board's shield track"

YES, NO = "yes", "no"
NONE_YET = "none yet"
#: Characters a name kept in the library may not hold (they separate the parts of a value).
FORBIDDEN = frozenset(";,[]:|=–")


def city_key(name: str, part: str) -> str:
    """``Kabul: city cards``: a fact of one city (`part` a `CITY_PARTS` field)."""
    return f"{name}: {CITY_PARTS[part]}"


def steps_key(a: str, b: str, seals: Iterable[Seal]) -> str:
    """``steps Kabul – Xian, seals: none``: the same both ways."""
    first, second = sorted((a, b), key=str.casefold)
    return f"steps {first} – {second}, seals: {seal_list(seals)}"


ROUTE_PREFIX = "route "
ROUTES_SUFFIX = ": routes"


def route_key(a: str, b: str) -> str:
    """``route Beijing – Kabul``: the way between two neighbouring cities (`route_map`), the
    same both ways: ``direct``, ``1 oasis, spicer seal``, or ``none``."""
    first, second = sorted((a, b), key=str.casefold)
    return f"{ROUTE_PREFIX}{first} – {second}"


def routes_key(city: str) -> str:
    """``Kabul: routes``: every way out of a city (``Xian; Balkh, 1 oasis``)."""
    return f"{city}{ROUTES_SUFFIX}"


def seal_list(seals: Iterable[Seal]) -> str:
    return ", ".join(sorted(seal.value for seal in seals)) or "none"


def track_key(shields: int) -> str:
    return f"shield track: VP for {shields} shields"


def skill_key(character: str, level: int, part: str) -> str:
    return f"Skill card {character} L{level}: {part}"


def skill_label(character: str, level: int) -> str:
    return f"{character} L{level}"


def tp_key(symbol: str, part: str) -> str:
    return f"Trading Post card {symbol}: {part}"


def tp_bonus_key(symbol: str, index: int) -> str:
    """The bonus uncovered by the `index`-th trading post (0 = the first) leaving the card."""
    return tp_key(symbol, f"bonus of trading post {index + 1}")


def tp_shields_key(symbol: str, shields: int) -> str:
    return tp_key(symbol, f"VP for {shields} shields")




# -- names -----------------------------------------------------------------------------------

def name_problem(name: str) -> str | None:
    """Why `name` cannot be kept as a city, shield, character or symbol name, or None."""
    if not name.strip():
        return phrase("a name is not blank")
    if len(name) > 40:
        return phrase("a name has at most 40 characters")
    bad = sorted(FORBIDDEN & set(name))
    if bad:
        return phrase("a name holds none of {signs} (here: {sign})",
                      signs=" ".join(sorted(FORBIDDEN)), sign=bad[0])
    if not slug(name, fallback=""):
        return phrase("a name holds a letter or a digit")
    return None


#: What a question offered as an example of a name in earlier versions (the text fields'
#: suggestions), never a name of the person's copy.
EXAMPLE_TEXTS = frozenset({"the name on its skill card", "a word for the symbol",
                           "a word for the shield"})


def kept_name_problem(name: str) -> str | None:
    """Why `name` cannot be kept in the person's components, or None: what `name_problem`
    says, a control character, or an example text of a question taken for a name. A data
    file's names and the names the table gives are checked alike."""
    sign = control_characters(name)
    if sign is not None:
        return phrase("a name holds no control character (here: {sign})", sign=sign)
    if name.strip().casefold() in EXAMPLE_TEXTS:
        return phrase("this is the question's example, not a name: type the name of yours")
    return name_problem(name)


def tidy_name(text: str) -> str:
    """A typed name, checked; `ValueError` saying what is wrong."""
    name = " ".join(text.split())
    problem = name_problem(name)
    if problem is not None:
        raise ValueError(problem)
    return name


def slug(name: str, *, fallback: str = "city") -> str:
    """The id Soloist gives a city named `name` (``Kāshgar`` → ``kashgar``)."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    text = re.sub(r"[^a-z0-9]+", "-", plain.casefold()).strip("-")[:40].strip("-")
    if text:
        return text
    if not fallback:
        return ""
    return f"{fallback}-{sum(map(ord, name)) % 10_000:04d}"


def names(text: str | None) -> list[str]:
    """A list fact's names (``Kabul; Xian``)."""
    if not text or text == NONE_YET:
        return []
    return [part.strip() for part in text.split(";") if part.strip()]


def name_list(items: Iterable[str]) -> str:
    return "; ".join(dict.fromkeys(items)) or NONE_YET


def yes_no(value: bool) -> str:
    return YES if value else NO


# -- effects ---------------------------------------------------------------------------------

_EFFECT = re.compile(r"^(?P<kind>[a-z0-9-]+)(?: (?P<amount>\d+))?(?: (?P<letter>[A-D]))?"
                     r"(?P<pip> per pip)?$")
NOTHING = "nothing"


def effect_text(effect: Effect) -> str:
    """``vp 2 per pip``, ``black-die``, ``remove-coin B``, ``other: 2 camels``."""
    if effect.kind is GainKind.OTHER:
        text = effect.text.replace("+", "and").replace(";", ",")
        return f"other: {' '.join(text.split())}" if text.strip() else "other"
    parts = [effect.kind.value]
    if effect.kind is GainKind.REMOVE_COIN:
        parts.append(str(effect.letter))
    elif effect.amount != 1 or effect.kind is GainKind.VP:
        parts.append(str(effect.amount))
    if effect.per_pip:
        parts.append("per pip")
    return " ".join(parts)


def effects_text(effects: Iterable[Effect]) -> str:
    return " + ".join(effect_text(effect) for effect in effects) or NOTHING


def parse_effects(text: str) -> tuple[Effect, ...]:
    """The effects `effects_text` wrote; `ValueError` naming the part not understood."""
    text = text.strip()
    if text == NOTHING:
        return ()
    effects = []
    for part in text.split(" + "):
        part = part.strip()
        if part == "other" or part.startswith("other: "):
            effects.append(Effect(GainKind.OTHER, text=part.partition(": ")[2]))
            continue
        found = _EFFECT.match(part)
        if found is None:
            raise ValueError(phrase("{part} is not a gain", part=repr(part)))
        try:
            kind = GainKind(found["kind"])
        except ValueError:
            raise ValueError(phrase("{kind} is not a kind of gain",
                                    kind=repr(found["kind"]))) from None
        letter = found["letter"]
        if (kind is GainKind.REMOVE_COIN) != (letter is not None):
            raise ValueError(phrase("{part}: only 'remove-coin' names a space (A-D)",
                                    part=repr(part)))
        amount = int(found["amount"]) if found["amount"] else 1
        if not 1 <= amount <= 20:
            raise ValueError(phrase("{part}: an amount from 1 to 20", part=repr(part)))
        effects.append(Effect(kind, amount, bool(found["pip"]), letter))
    return tuple(effects)


# -- Automa cards ----------------------------------------------------------------------------

def card_text(card: AutomaCard) -> str:
    """``black-die | travel, city-card, books``: the bonus action, then the main actions."""
    return f"{card.bonus.value} | " + ", ".join(action.value for action in card.main)


def cards_text(cards: Iterable[AutomaCard]) -> str:
    return "; ".join(card_text(card) for card in cards) or NONE_YET


def parse_cards(text: str) -> tuple[AutomaCard, ...]:
    """The cards `cards_text` wrote, numbered in order; `ValueError` if not understood."""
    cards = []
    for number, part in enumerate(names(text), start=1):
        bonus, bar, main = part.partition(" | ")
        if not bar:
            raise ValueError(phrase("card {number}: {part} is not 'bonus | main actions'",
                                    number=number, part=repr(part)))
        try:
            actions = tuple(MainAction(action.strip()) for action in main.split(","))
            card = AutomaCard(number, BonusAction(bonus.strip()), actions)
        except ValueError:
            raise ValueError(phrase("card {number}: {part} names an unknown action",
                                    number=number, part=repr(part))) from None
        if actions[-1] is not MainAction.BOOKS or len(set(actions)) != len(actions):
            raise ValueError(phrase("card {number}: the main actions end with books, each "
                                    "once", number=number))
        cards.append(card)
    if len(cards) > AUTOMA_CARDS:
        raise ValueError(phrase("{given} Automa cards: the Mautoma has {cards}",
                                given=len(cards), cards=AUTOMA_CARDS))
    return tuple(cards)


# -- trip slides -----------------------------------------------------------------------------

#: A stop's red letter: A-D, None (no letter), or not seen yet.
UNSEEN = "?"
END = "(end)"


@dataclass
class SlideFacts:
    """A trip slide as far as it has been seen: its cities after Beijing (names), the red
    letter beside each (`UNSEEN`: not seen yet), and whether its end has been seen."""

    cities: list[str] = field(default_factory=list)
    letters: list[str | None] = field(default_factory=list)
    ended: bool = False

    @property
    def complete(self) -> bool:
        return self.ended and UNSEEN not in self.letters

    def settle_letters(self) -> None:
        """Once all four red letters are seen, no other city of the slide shows one (each
        letter appears at most once on a slide)."""
        if {"A", "B", "C", "D"} <= set(self.letters):
            self.letters = [None if letter == UNSEEN else letter for letter in self.letters]

    def label(self) -> str:
        """The slide as the person recognises it: its first cities."""
        shown = ", ".join(self.cities[:3]) or "no city seen yet"
        return shown + (" …" if len(self.cities) > 3 or not self.ended else "")

    def fits(self, other: SlideFacts) -> bool:
        """Whether both may be the same slide, seen as far as each was."""
        common = min(len(self.cities), len(other.cities))
        if self.cities[:common] != other.cities[:common]:
            return False
        if (self.ended and len(other.cities) > len(self.cities)) or \
                (other.ended and len(self.cities) > len(other.cities)):
            return False
        return all(a == b or UNSEEN in (a, b)
                   for a, b in zip(self.letters, other.letters, strict=False))

    def merged(self, other: SlideFacts) -> SlideFacts:
        longer = self if len(self.cities) >= len(other.cities) else other
        letters = []
        for index in range(len(longer.cities)):
            mine = self.letters[index] if index < len(self.letters) else UNSEEN
            theirs = other.letters[index] if index < len(other.letters) else UNSEEN
            letters.append(theirs if mine == UNSEEN else mine)
        return SlideFacts(list(longer.cities), letters, self.ended or other.ended)

    def text(self) -> str:
        stops = []
        for city, letter in zip(self.cities, self.letters, strict=True):
            stops.append(city if letter == UNSEEN else f"{city} [{letter or '-'}]")
        if self.ended:
            stops.append(END)
        return ", ".join(stops)


def slides_text(slides: Iterable[SlideFacts]) -> str:
    return "; ".join(slide.text() for slide in slides) or NONE_YET


def parse_slides(text: str) -> list[SlideFacts]:
    slides = []
    for number, part in enumerate(names(text), start=1):
        slide = SlideFacts()
        for stop in (item.strip() for item in part.split(",")):
            if slide.ended:
                raise ValueError(phrase("trip slide {number}: a city after its end",
                                        number=number))
            if stop == END:
                slide.ended = True
                continue
            found = re.fullmatch(r"(?P<city>[^\[\]]+?)(?: \[(?P<letter>[A-D-])\])?", stop)
            if found is None:
                raise ValueError(phrase("trip slide {number}: {stop} is not a city",
                                        number=number, stop=repr(stop)))
            slide.cities.append(found["city"])
            letter = found["letter"]
            slide.letters.append(UNSEEN if letter is None else (None if letter == "-"
                                                                 else letter))
        seen = [letter for letter in slide.letters if letter not in (None, UNSEEN)]
        if len(seen) != len(set(seen)):
            raise ValueError(phrase("trip slide {number}: a red letter appears at most once",
                                    number=number))
        slides.append(slide)
    if len(slides) > TRIP_SLIDES:
        raise ValueError(phrase("{given} trip slides: the Mautoma has {slides}",
                                given=len(slides), slides=TRIP_SLIDES))
    return slides


def merge_slides(known: list[SlideFacts], learned: list[SlideFacts]) -> list[SlideFacts] | None:
    """The slides seen by two games: each learned slide merged into the known one in its
    place when they may be the same slide, else added; None past 12 slides."""
    merged = [SlideFacts(list(s.cities), list(s.letters), s.ended) for s in known]
    for index, slide in enumerate(learned):
        if index < len(merged) and merged[index].fits(slide):
            merged[index] = merged[index].merged(slide)
        elif not any(slide.fits(other) and len(slide.cities) <= len(other.cities)
                     for other in merged):
            merged.append(slide)
    return merged if len(merged) <= TRIP_SLIDES else None


# -- routes, tiles ---------------------------------------------------------------------------

_ROUTE = re.compile(r"^(?P<a>[^\[\]]+?) – (?P<b>[^\[\]]+?)(?: \[(?P<seal>[a-z]+) seal\])?"
                    r"(?: \[costs (?P<coins>\d+) coins, (?P<camels>\d+) camels, "
                    r"(?P<jade>\d+) jade\])?$")


@dataclass(frozen=True)
class RouteFacts:
    a: str
    b: str
    seal: Seal | None = None
    cost: tuple[int, int, int] | None = None  # coins, camels, jade

    def text(self) -> str:
        words = f"{self.a} – {self.b}"
        if self.seal is not None:
            words += f" [{self.seal.value} seal]"
        if self.cost is not None:
            words += f" [costs {self.cost[0]} coins, {self.cost[1]} camels, {self.cost[2]} jade]"
        return words


def parse_routes(text: str) -> list[RouteFacts]:
    routes = []
    for part in names(text):
        found = _ROUTE.match(part)
        if found is None:
            raise ValueError(phrase("{part} is not a route ('A – B [spicer seal]')",
                                    part=repr(part)))
        seal = Seal(found["seal"]) if found["seal"] else None
        cost = ((int(found["coins"]), int(found["camels"]), int(found["jade"]))
                if found["coins"] is not None else None)
        routes.append(RouteFacts(found["a"], found["b"], seal, cost))
    return routes


_CONTRACT = re.compile(r"^(?P<id>[^:;]+): (?P<vp>\d+) VP \+ (?P<reward>[a-z0-9-]+)$")


def contracts_text(contracts: Iterable[Contract]) -> str:
    return "; ".join(f"{c.label}: {c.vp} VP + {c.reward.value}" for c in contracts) or NONE_YET


def parse_contracts(text: str) -> list[Contract]:
    contracts = []
    for part in names(text):
        found = _CONTRACT.match(part)
        if found is None or found["reward"] not in {kind.value for kind in CONTRACT_REWARDS}:
            raise ValueError(phrase("{part} is not a contract ('F01: 7 VP + black-die')",
                                    part=repr(part)))
        contracts.append(Contract(int(found["vp"]), GainKind(found["reward"]), found["id"]))
    return contracts


def tiles_text(tiles: Iterable[tuple[str, tuple[Effect, ...]]]) -> str:
    return "; ".join(f"{label}: {effects_text(gains)}" for label, gains in tiles) or NONE_YET


def parse_tiles(text: str) -> list[tuple[str, tuple[Effect, ...]]]:
    tiles = []
    for part in names(text):
        label, colon, gains = part.partition(": ")
        if not colon:
            raise ValueError(phrase("{part} is not an outpost tile ('o3: vp 3')",
                                    part=repr(part)))
        tiles.append((label, parse_effects(gains)))
    return tiles


# -- merging what two games learned ----------------------------------------------------------

LISTS = frozenset({CITIES, SHIELDS, OASES, SKILL_CARDS, TP_CARDS})


def merge(key: str, known: str, learned: str) -> str | None:
    """The library's value of `key` once a game learned `learned` while it held `known`:
    the lists of names grow, the Automa cards and trip slides seen by two games add up;
    any other fact is learned once, and another value contradicts it (None)."""
    if known == learned:
        return known
    try:
        if key in LISTS:
            return name_list([*names(known), *names(learned)])
        if key == CARDS:
            seen = {card_text(card): card for card in parse_cards(known)}
            for card in parse_cards(learned):
                seen.setdefault(card_text(card), card)
            return cards_text(seen.values()) if len(seen) <= AUTOMA_CARDS else None
        if key == SLIDES:
            slides = merge_slides(parse_slides(known), parse_slides(learned))
            return None if slides is None else slides_text(slides)
        if key.startswith(ROUTE_PREFIX):  # the same routes, written two ways
            return known if parse_ways(known) == parse_ways(learned) else None
        if key.endswith(ROUTES_SUFFIX):
            def ways(text: str) -> set[tuple[str, int, tuple[Seal, ...]]]:
                return {(way.name.casefold(), way.oases, way.seals)
                        for way in parse_routes_list(text)}
            return known if ways(known) == ways(learned) else None
    except ValueError:
        return None
    return None


def correct_slides(known: list[SlideFacts], given: list[SlideFacts]) -> list[SlideFacts]:
    """The slides once the person says this game's (`given`) are right: each given slide
    merged into the known one it may be, else in place of the known slide it contradicts
    (the one in its place, or else one beginning with the same city), else added; the other
    known slides are kept, as many as the Mautoma has."""
    slides = [SlideFacts(list(s.cities), list(s.letters), s.ended) for s in known]
    taken: set[int] = set()
    for index, slide in enumerate(given):
        fitting = [i for i, other in enumerate(slides) if other.fits(slide)]
        if fitting:
            place = index if index in fitting else fitting[0]
            slides[place] = slides[place].merged(slide)
        else:
            rivals = [i for i in (index, *range(len(slides))) if i < len(slides)
                      and slides[i].cities[:1] == slide.cities[:1] and i not in taken]
            place = rivals[0] if rivals else len(slides)
            if place == len(slides):
                slides.append(slide)
            else:
                slides[place] = SlideFacts(list(slide.cities), list(slide.letters),
                                           slide.ended)
        taken.add(place)
    while len(slides) > TRIP_SLIDES:
        dropped = max(i for i in range(len(slides)) if i not in taken)
        del slides[dropped]
        taken = {i - (i > dropped) for i in taken}
    return slides


def correct(key: str, known: str, given: str) -> str:
    """The library's value of `key` once the person says `given` (this game's) is right
    where it contradicts `known`: of the trip slides, the slides it contradicts are
    replaced; of the Automa cards, the cards it shows are kept and as many others known as
    the Mautoma has; any other fact is one value, `given`."""
    if key == SLIDES:
        return slides_text(correct_slides(parse_slides(known), parse_slides(given)))
    if key == CARDS:
        cards = {card_text(card): card for card in parse_cards(given)}
        for card in parse_cards(known):
            if len(cards) < AUTOMA_CARDS:
                cards.setdefault(card_text(card), card)
        return cards_text(cards.values())
    return given
