"""Your components and the data files: the facts a data directory gives (``--data``,
``soloist components import``), the library written back as those files (``soloist
components export``; ``--data`` reads them back), and what is still to learn.

The keys and the written forms of the values are in `components`.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from soloist.engine.documents import load
from soloist.engine.errors import DataFileError
from soloist.engine.phrase import joined, phrase
from soloist.games.marco_polo_2.components import (
    BOARD_FILE_FACT,
    BOARD_TRACK,
    CARDS,
    CITIES,
    CONTRACTS,
    CONTRACTS_SPACE,
    FICTIONAL,
    NOTHING,
    OASES,
    OUTPOST_TILES,
    OWN_TABLE,
    ROUTE_KEY,
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
    UNSEEN,
    YES,
    RouteFacts,
    SlideFacts,
    cards_text,
    city_key,
    contracts_text,
    effects_text,
    kept_name_problem,
    name_list,
    name_problem,
    names,
    parse_cards,
    parse_contracts,
    parse_effects,
    parse_routes,
    parse_slides,
    parse_tiles,
    route_key,
    routes_key,
    skill_key,
    skill_label,
    slides_text,
    slug,
    steps_key,
    tiles_text,
    tp_bonus_key,
    tp_key,
    tp_shields_key,
    track_key,
    yes_no,
)
from soloist.games.marco_polo_2.data import (
    AUTOMA_CARDS,
    BEIJING,
    BOARD_FILE,
    CHARACTERS_FILE,
    MAUTOMA_FILE,
    TILES_FILE,
    TRADING_POSTS,
    TRIP_SLIDES,
    AutomaCard,
    Board,
    BoardFile,
    CharactersFile,
    GameData,
    MautomaFile,
    TilesFile,
    _board,
    _characters,
    _slides,
    _tiles,
    load_data,
)
from soloist.games.marco_polo_2.effects import Effect
from soloist.games.marco_polo_2.pieces import Seal
from soloist.games.marco_polo_2.route_map import (
    Details,
    ListedWay,
    parse_routes_list,
    parse_ways,
    routes_text,
    ways_text,
)

# -- import: the facts data files give -------------------------------------------------------

def facts_of_files(path: Path) -> dict[str, str]:
    """The facts a data directory (or one of its four files) gives, validated: every error
    names the file, the field and the problem, and nothing is returned half."""
    path = path.expanduser()
    if path.is_dir():
        return facts_of_data(load_data(path.resolve()))
    if not path.is_file():
        raise DataFileError(phrase("{path}: no such file or directory", path=str(path)))
    name = path.name
    if name == BOARD_FILE:
        return board_facts(_board(load(BoardFile, path), str(path)))
    if name == TILES_FILE:
        return tiles_facts(load(TilesFile, path), str(path))
    if name == CHARACTERS_FILE:
        return characters_facts(load(CharactersFile, path), str(path))
    if name == MAUTOMA_FILE:
        board_path = path.parent / BOARD_FILE
        if not board_path.is_file():
            raise DataFileError(phrase("{path}: its trip slides name the cities of {file}, "
                                       "which is not beside it", path=str(path),
                                       file=BOARD_FILE))
        board = _board(load(BoardFile, board_path), str(board_path))
        return mautoma_facts(load(MautomaFile, path), board, str(path))
    raise DataFileError(phrase("{path}: not a Marco Polo II data file (board.toml, "
                               "tiles.toml, mautoma.toml, characters.toml) or a directory of "
                               "them", path=str(path)))


def facts_of_data(data: GameData) -> dict[str, str]:
    directory = Path(data.directory)
    facts = board_facts(data.board)
    if (directory / TILES_FILE).is_file():
        facts.update(tiles_facts(load(TilesFile, directory / TILES_FILE),
                                 str(directory / TILES_FILE)))
    if (directory / MAUTOMA_FILE).is_file():
        facts.update(mautoma_facts(load(MautomaFile, directory / MAUTOMA_FILE), data.board,
                                   str(directory / MAUTOMA_FILE)))
    if (directory / CHARACTERS_FILE).is_file():
        facts.update(characters_facts(load(CharactersFile, directory / CHARACTERS_FILE),
                                      str(directory / CHARACTERS_FILE)))
    return facts


def _check_name(name: str, where: str) -> None:
    problem = kept_name_problem(name)
    if problem is not None:
        raise DataFileError(phrase("{where}: {name}: {problem}, to be kept in your "
                                   "components", where=where, name=repr(name),
                                   problem=problem))


def board_facts(board: Board) -> dict[str, str]:
    source = board.source
    facts: dict[str, str] = {}
    ids: dict[str, str] = {}
    told = board.learned_map
    for number, location in enumerate(board.locations.values()):
        if location.id in told.oases:
            continue  # an oasis of a route told at the table: its route says it
        _check_name(location.name, f"{source}: location.{number}.name")
        if location.start:
            if location.name.casefold() != "beijing":
                raise DataFileError(phrase("{source}: location.{number}.name: the start is "
                                           "Beijing, not {name}", source=source,
                                           number=number, name=repr(location.name)))
            continue
        made = slug(location.name)
        if made in ids:
            raise DataFileError(phrase("{source}: location.{number}.name: {name} and {other} "
                                       "are one name to Soloist", source=source,
                                       number=number, name=repr(location.name),
                                       other=repr(ids[made])))
        ids[made] = location.name
        if not location.is_city:
            continue
        asked = board.unknown.get(location.id, frozenset())
        for part in ("city_cards", "contracts"):
            if part not in asked:
                facts[city_key(location.name, part)] = str(getattr(location, part))
        for part in ("outpost", "special"):
            if part not in asked:
                facts[city_key(location.name, part)] = yes_no(getattr(location, part))
        facts[city_key(location.name, "city_bonus")] = yes_no(location.city_bonus)
        if location.shield is not None:
            _check_name(location.shield, f"{source}: location.{number}.shield")
            facts[city_key(location.name, "shield")] = location.shield
    facts[CITIES] = name_list(city.name for city in board.cities if not city.start)
    shields = [city.shield for city in board.cities if city.shield is not None]
    if shields:
        facts[SHIELDS] = name_list(shields)
    if board.routes:
        facts[OASES] = name_list(loc.name for loc in board.locations.values()
                                 if not loc.is_city)
        facts[ROUTES] = "; ".join(RouteFacts(board.name(r.a), board.name(r.b), r.seal,
                                             r.cost).text() for r in board.routes)
    for key, ways in told.ways.items():
        a, b = sorted(key)
        facts[route_key(board.name(a), board.name(b))] = \
            ways_text((way.oases, way.seals) for way in ways)
    for city in told.all_ways:
        facts[routes_key(board.name(city))] = routes_text(
            ListedWay(board.name(way.other(city)), way.oases, way.seals)
            for way in told.ways_of(city))
    for (a, b, seals), steps in board.steps.items():
        facts[steps_key(board.name(a), board.name(b), seals)] = str(steps)
    for shields_count, vp in (board.shield_track or {}).items():
        facts[track_key(shields_count)] = str(vp)
    facts[BOARD_FILE_FACT] = " ".join(board.title.split()) or BOARD_FILE
    if board.contracts_space is not None:
        facts[CONTRACTS_SPACE] = board.contracts_space
    if board.fictional:
        facts[FICTIONAL] = YES
    return facts


def tiles_facts(entry: TilesFile, source: str) -> dict[str, str]:
    for number, contract in enumerate(entry.contract):
        _check_label(contract.id, f"{source}: contract.{number}.id")
    for number, tile in enumerate(entry.outpost_tile):
        _check_label(tile.id, f"{source}: outpost_tile.{number}.id")
    tiles = _tiles(entry)
    facts = {}
    if tiles.contracts:
        facts[CONTRACTS] = contracts_text(tiles.contracts)
    if tiles.starting_contracts:
        facts[STARTING_CONTRACTS] = contracts_text(tiles.starting_contracts)
    if tiles.outposts:
        facts[OUTPOST_TILES] = tiles_text(tiles.outposts)
    if entry.fictional:
        facts[FICTIONAL] = YES
    return facts


def _check_label(label: str, where: str) -> None:
    if set(label) & {";", ":"}:
        raise DataFileError(phrase("{where}: {label}: a label holds no ';' or ':', to be kept "
                                   "in your components", where=where, label=repr(label)))


def mautoma_facts(entry: MautomaFile, board: Board, source: str) -> dict[str, str]:
    facts: dict[str, str] = {}
    if entry.smart_mat is not None:
        facts[SMART_MAT] = Seal(entry.smart_mat.a).value
    if entry.card:
        facts[CARDS] = cards_text(AutomaCard(c.id, c.bonus, tuple(c.main)) for c in entry.card)
    if entry.trip_slide:
        slides = _slides(entry, board, source)
        facts[SLIDES] = slides_text(
            SlideFacts([board.name(stop.city) for stop in slide.stops[1:]],
                       [stop.letter for stop in slide.stops[1:]], ended=True)
            for slide in slides)
    if entry.fictional:
        facts[FICTIONAL] = YES
    return facts


def characters_facts(entry: CharactersFile, source: str) -> dict[str, str]:
    characters = _characters(entry)
    facts: dict[str, str] = {}
    for number, entry_card in enumerate(entry.skill_card):
        _check_name(entry_card.character, f"{source}: skill_card.{number}.character")
        _check_name(entry_card.trading_post_card,
                    f"{source}: skill_card.{number}.trading_post_card")
    for skill in characters.skill_cards:
        level = skill.level
        facts[skill_key(skill.character, level, SKILL_TP_CARD)] = skill.trading_post_card
        if skill.power.strip():
            facts[skill_key(skill.character, level, SKILL_POWER)] = " ".join(skill.power.split())
        facts[skill_key(skill.character, level, SKILL_ACTIONS["city-card"])] = \
            effects_text(skill.city_card)
        facts[skill_key(skill.character, level, SKILL_ACTIONS["external-city"])] = \
            effects_text(skill.external_city)
        for event, words in TRIGGERS.items():
            facts[skill_key(skill.character, level, words)] = \
                effects_text(skill.triggers.get(event, ()))
    facts[SKILL_CARDS] = name_list(skill_label(s.character, s.level)
                                   for s in characters.skill_cards)
    for symbol, card in characters.trading_post_cards.items():
        for name, words in TP_NUMBERS.items():
            facts[tp_key(symbol, words)] = str(getattr(card, name))
        facts[tp_key(symbol, TP_SHIELD_VP)] = OWN_TABLE if card.shield_vp else BOARD_TRACK
        for shields, vp in (card.shield_vp or {}).items():
            facts[tp_shields_key(symbol, shields)] = str(vp)
        for index, bonus in enumerate(card.slots):
            facts[tp_bonus_key(symbol, index)] = effects_text(bonus)
    for card_entry in entry.trading_post_card:
        ordered = sorted(card_entry.slot, key=lambda slot: (slot.column, slot.row))
        facts[tp_key(card_entry.symbol, TP_GRID)] = " ".join(f"{s.column}.{s.row}"
                                                             for s in ordered)
    facts[TP_CARDS] = name_list(characters.trading_post_cards)
    if entry.fictional:
        facts[FICTIONAL] = YES
    return facts


# -- export: the documented data files -------------------------------------------------------

def toml_string(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


def _effects_toml(effects: tuple[Effect, ...]) -> str:
    items = []
    for effect in effects:
        parts = [f"kind = {toml_string(effect.kind.value)}"]
        if effect.amount != 1:
            parts.append(f"amount = {effect.amount}")
        if effect.per_pip:
            parts.append("per_pip = true")
        if effect.letter is not None:
            parts.append(f"letter = {toml_string(effect.letter)}")
        if effect.text:
            parts.append(f"text = {toml_string(effect.text)}")
        items.append("{ " + ", ".join(parts) + " }")
    return "[" + ", ".join(items) + "]"


@dataclass
class Library:
    """The facts of a library, read for export and for what is still to learn."""

    facts: Mapping[str, str]

    def get(self, key: str) -> str | None:
        return self.facts.get(key)

    @property
    def cities(self) -> list[str]:
        return names(self.get(CITIES))

    def city(self, name: str, part: str) -> str | None:
        return self.get(city_key(name, part))

    def skill_cards(self) -> list[tuple[str, int]]:
        cards = []
        for label in names(self.get(SKILL_CARDS)):
            character, _, level = label.rpartition(" L")
            if character and level in ("1", "2", "3"):
                cards.append((character, int(level)))
        return cards

    def skill(self, character: str, level: int, part: str) -> str | None:
        return self.get(skill_key(character, level, part))

    def tp(self, symbol: str, part: str) -> str | None:
        return self.get(tp_key(symbol, part))

    def steps(self) -> list[tuple[str, str, list[str], int]]:
        found = []
        for key, value in self.facts.items():
            match = STEPS_KEY.match(key)
            if match and value.isdigit():
                seals = [] if match["seals"] == "none" else match["seals"].split(", ")
                found.append((match["a"], match["b"], seals, int(value)))
        return found

    def ways(self) -> dict[tuple[str, str], str]:
        """The routes told at the table: (city, city) → ``direct``, ``1 oasis, spicer seal;
        2 oases`` (every route between them) or ``none``; those a city's list gives as
        well."""
        found: dict[tuple[str, str], str] = {}
        for key, value in self.facts.items():
            match = ROUTE_KEY.match(key)
            if match:
                found[(match["a"], match["b"])] = value
        for city in self.routes_known():
            listed: dict[tuple[str, str], list[Details]] = {}
            for way in parse_routes_list(self.get(routes_key(city)) or ""):
                first, second = sorted((city, way.name), key=str.casefold)
                listed.setdefault((first, second), []).append((way.oases, way.seals))
            for pair_names, details in listed.items():
                found.setdefault(pair_names, ways_text(details))
        return found

    def routes_known(self) -> list[str]:
        """The cities every route out of which is known."""
        return [city for city in ["Beijing", *self.cities]
                if self.get(routes_key(city)) is not None and _reads(self.get(routes_key(city)))]

    def track(self) -> dict[int, int]:
        track = {}
        for key, value in self.facts.items():
            match = TRACK_KEY.match(key)
            if match and value.isdigit():
                track[int(match["n"])] = int(value)
        return dict(sorted(track.items()))

    def tp_table(self, symbol: str) -> dict[int, int]:
        table = {}
        prefix = tp_key(symbol, "")
        for key, value in self.facts.items():
            if key.startswith(prefix):
                match = TP_SHIELDS_KEY.match(key[len(prefix):])
                if match and value.isdigit():
                    table[int(match["n"])] = int(value)
        return dict(sorted(table.items()))


def export(facts: Mapping[str, str]) -> dict[str, str]:
    """The library's facts as the documented data files (file name → TOML text), which
    ``--data`` reads back: what is known, and for each city the facts still to be asked
    (`ask`). Automa cards, trip slides and characters are written once complete (the files
    take only whole cards, slides and characters); the rest stays in the library."""
    library = Library(facts)
    files = {}
    board = export_board(library)
    if board is not None:
        files[BOARD_FILE] = board
    tiles = export_tiles(library)
    if tiles is not None:
        files[TILES_FILE] = tiles
    mautoma = export_mautoma(library)
    if mautoma is not None:
        files[MAUTOMA_FILE] = mautoma
    characters = export_characters(library)
    if characters is not None:
        files[CHARACTERS_FILE] = characters
    return files


HEADER = ("# Exported by Soloist from your components (soloist components export): the facts of "
          "your copy\n# you told it. Formats: docs/marco-polo-2.md.\n")


def _fictional(library: Library) -> list[str]:
    if library.get(FICTIONAL) == YES:
        return ["# FICTIONAL: these facts came from Soloist's made-up sample data.",
                "fictional = true"]
    return []


def export_board(library: Library) -> str | None:
    cities = library.cities
    if not cities:
        return None
    ids = {"beijing": BEIJING}
    lines = [HEADER.rstrip("\n"), *_fictional(library)]
    title = library.get(BOARD_FILE_FACT)
    if title and title != BOARD_FILE:
        lines.append(f"title = {toml_string(title)}")
    if library.get(CONTRACTS_SPACE) in ("blue", "brown"):
        lines.append(f"contracts_space = {toml_string(library.get(CONTRACTS_SPACE) or '')}")
    track = library.track()
    if track:
        lines += ["", "[shield_track]", *(f"{n} = {vp}" for n, vp in track.items())]
    known = set() if library.get(ROUTES) else {name.casefold()
                                               for name in library.routes_known()}
    every_route = ["routes_known = true   # every route out of it is a [[way]] below"]
    lines += ["", "[[location]]", 'id = "beijing"', 'name = "Beijing"', 'kind = "city"',
              "start = true", *(every_route if "beijing" in known else [])]
    for name in cities:
        if name.casefold() == "beijing":
            continue
        city = ids.setdefault(name.casefold(), slug(name))
        lines += ["", "[[location]]", f"id = {toml_string(city)}", f"name = {toml_string(name)}",
                  'kind = "city"']
        shield = library.city(name, "shield")
        if shield:
            lines.append(f"shield = {toml_string(shield)}")
        asked = []
        for part in ("city_cards", "contracts"):
            value = library.city(name, part)
            if value is None or not value.isdigit():
                asked.append(part)
            elif value != "0":
                lines.append(f"{part} = {value}")
        for part in ("outpost", "special", "city_bonus"):
            value = library.city(name, part)
            if value is None and part != "city_bonus":
                asked.append(part)
            elif value == YES:
                lines.append(f"{part} = true")
        if asked:
            lines.append("ask = [" + ", ".join(toml_string(part) for part in asked)
                         + "]   # not known yet: asked at the table")
        if name.casefold() in known:
            lines += every_route
    routes = parse_routes(library.get(ROUTES) or "") if library.get(ROUTES) else []
    if routes:
        for name in names(library.get(OASES)):
            oasis = ids.setdefault(name.casefold(), slug(name, fallback="oasis"))
            lines += ["", "[[location]]", f"id = {toml_string(oasis)}",
                      f"name = {toml_string(name)}", 'kind = "oasis"']
        for route in routes:
            lines += ["", "[[route]]", f"a = {toml_string(ids[route.a.casefold()])}",
                      f"b = {toml_string(ids[route.b.casefold()])}"]
            if route.seal is not None:
                lines.append(f"seal = {toml_string(route.seal.value)}")
            if route.cost is not None:
                coins, camels, jade = route.cost
                lines.append(f"cost = {{ coins = {coins}, camels = {camels}, jade = {jade} }}")
    else:
        for (a, b), value in sorted(library.ways().items()):
            if a.casefold() not in ids or b.casefold() not in ids:
                continue
            try:
                ways = parse_ways(value)
            except ValueError:
                continue
            ends = [f"a = {toml_string(ids[a.casefold()])}",
                    f"b = {toml_string(ids[b.casefold()])}"]
            if not ways:
                lines += ["", "[[way]]", *ends, "none = true"]
            for oases, crossed in ways:  # each route between them: a [[way]] of its own
                lines += ["", "[[way]]", *ends]
                if oases:
                    lines.append(f"oases = {oases}")
                if crossed:
                    lines.append("seals = [" + ", ".join(toml_string(seal.value)
                                                         for seal in crossed) + "]")
        for a, b, seals, steps in sorted(library.steps()):
            if a.casefold() not in ids or b.casefold() not in ids:
                continue
            lines += ["", "[[steps]]", f"a = {toml_string(ids[a.casefold()])}",
                      f"b = {toml_string(ids[b.casefold()])}",
                      "seals = [" + ", ".join(toml_string(s) for s in seals) + "]",
                      f"steps = {steps}"]
    return "\n".join(lines) + "\n"


def export_tiles(library: Library) -> str | None:
    contracts = [(c, False) for c in parse_contracts(library.get(CONTRACTS) or "")]
    contracts += [(c, True) for c in parse_contracts(library.get(STARTING_CONTRACTS) or "")]
    tiles = parse_tiles(library.get(OUTPOST_TILES) or "")
    if not contracts and not tiles:
        return None
    lines = [HEADER.rstrip("\n"), *_fictional(library)]
    for contract, starting in contracts:
        lines += ["", "[[contract]]", f"id = {toml_string(contract.label)}",
                  f"vp = {contract.vp}", f"reward = {toml_string(contract.reward.value)}"]
        if starting:
            lines.append("starting = true")
    for label, gains in tiles:
        lines += ["", "[[outpost_tile]]", f"id = {toml_string(label)}",
                  f"gains = {_effects_toml(gains)}"]
    return "\n".join(lines) + "\n"


def export_mautoma(library: Library) -> str | None:
    lines = [HEADER.rstrip("\n"), *_fictional(library)]
    seal_a = library.get(SMART_MAT)
    wrote = False
    if seal_a in (Seal.SPICER.value, Seal.TAILOR.value):
        seal_b = Seal.TAILOR.value if seal_a == Seal.SPICER.value else Seal.SPICER.value
        lines += ["", "[smart_mat]", f"a = {toml_string(seal_a or '')}",
                  f"b = {toml_string(seal_b)}"]
        wrote = True
    cards = parse_cards(library.get(CARDS) or "") if library.get(CARDS) else ()
    if len(cards) == AUTOMA_CARDS:
        for card in cards:
            lines += ["", "[[card]]", f"id = {card.id}",
                      f"bonus = {toml_string(card.bonus.value)}",
                      "main = [" + ", ".join(toml_string(a.value) for a in card.main) + "]"]
        wrote = True
    elif cards:
        lines += ["", f"# {len(cards)} of the {AUTOMA_CARDS} Automa cards are known: Soloist "
                      "keeps them in your components and asks the others as they are drawn."]
    slides = parse_slides(library.get(SLIDES) or "") if library.get(SLIDES) else []
    cities = {name.casefold(): slug(name) for name in library.cities}
    number = 0
    for slide in slides:
        if not slide.complete or any(city.casefold() not in cities for city in slide.cities):
            continue
        number += 1
        lines += ["", "[[trip_slide]]", f"id = {number}", "stops = ["]
        for city, letter in zip(slide.cities, slide.letters, strict=True):
            stop = f"city = {toml_string(cities[city.casefold()])}"
            if letter:
                stop += f", letter = {toml_string(letter)}"
            lines.append(f"    {{ {stop} }},")
        lines.append("]")
        wrote = True
    if number < len(slides):
        lines += ["", f"# {len(slides) - number} trip slide(s) seen only in part stay in your "
                      "components."]
    return "\n".join(lines) + "\n" if wrote else None


def skill_complete(library: Library, character: str, level: int) -> bool:
    parts = [SKILL_TP_CARD, *SKILL_ACTIONS.values(), *TRIGGERS.values()]
    return all(library.skill(character, level, part) is not None for part in parts)


def tp_complete(library: Library, symbol: str) -> bool:
    if any(library.tp(symbol, words) is None for words in TP_NUMBERS.values()):
        return False
    if library.tp(symbol, TP_SHIELD_VP) is None:
        return False
    return all(library.get(tp_bonus_key(symbol, index)) is not None
               for index in range(TRADING_POSTS))


def export_characters(library: Library) -> str | None:
    symbols = [s for s in names(library.get(TP_CARDS)) if tp_complete(library, s)]
    skills = [(c, level) for c, level in library.skill_cards()
              if skill_complete(library, c, level)
              and library.skill(c, level, SKILL_TP_CARD) in symbols]
    if not skills:
        return None
    used = [s for s in symbols if any(library.skill(c, lv, SKILL_TP_CARD) == s
                                      for c, lv in skills)]
    lines = [HEADER.rstrip("\n"), *_fictional(library)]
    for character, level in skills:
        lines += ["", "[[skill_card]]", f"character = {toml_string(character)}",
                  f"level = {level}",
                  f"trading_post_card = "
                  f"{toml_string(library.skill(character, level, SKILL_TP_CARD) or '')}"]
        power = library.skill(character, level, SKILL_POWER)
        if power:
            lines.append(f"power = {toml_string(power)}")
        for action, words in SKILL_ACTIONS.items():
            effects = parse_effects(library.skill(character, level, words) or NOTHING)
            lines.append(f"{action.replace('-', '_')} = {_effects_toml(effects)}")
        triggers = []
        for event, words in TRIGGERS.items():
            effects = parse_effects(library.skill(character, level, words) or NOTHING)
            if effects:
                triggers.append(f"    {{ event = {toml_string(event)}, effects = "
                                f"{_effects_toml(effects)} }},")
        if triggers:
            lines += ["trigger = [", *triggers, "]"]
    for symbol in used:
        lines += ["", "[[trading_post_card]]", f"symbol = {toml_string(symbol)}"]
        for name, words in TP_NUMBERS.items():
            lines.append(f"{name} = {library.tp(symbol, words)}")
        table = library.tp_table(symbol)
        if library.tp(symbol, TP_SHIELD_VP) == OWN_TABLE and table:
            lines.append("shield_vp = { " + ", ".join(f"{n} = {vp}" for n, vp in table.items())
                         + " }")
        grid = _grid(library.tp(symbol, TP_GRID))
        if grid is None:
            lines.append("# The grid's columns and rows were not asked: the slots are written "
                         "in the order its trading posts leave it.")
            grid = [(index + 1, 1) for index in range(TRADING_POSTS)]
        lines.append("slot = [")
        for index, (column, row) in enumerate(grid):
            effects = parse_effects(library.get(tp_bonus_key(symbol, index)) or NOTHING)
            bonus = f", bonus = {_effects_toml(effects)}" if effects else ""
            lines.append(f"    {{ column = {column}, row = {row}{bonus} }},")
        lines.append("]")
    return "\n".join(lines) + "\n"


def _grid(text: str | None) -> list[tuple[int, int]] | None:
    if not text:
        return None
    try:
        grid = [(int(c), int(r)) for c, _, r in (part.partition(".") for part in text.split())]
    except ValueError:
        return None
    return grid if len(grid) == TRADING_POSTS else None


def _reads_ways(text: str) -> bool:
    try:
        parse_ways(text)
    except ValueError:
        return False
    return True


def _reads(text: str | None) -> bool:
    try:
        parse_routes_list(text or "")
    except ValueError:
        return False
    return True


# -- checking a fact told or corrected ---------------------------------------------------------

def check_route_fact(key: str, value: str) -> str | None:
    """The stored form of a route told at the table (``route Kabul – Xian``: ``1 oasis,
    spicer seal`` or ``none``; ``Kabul: routes``: ``Xian; Balkh, 2 oases``), checked as a
    board file's `[[way]]` is: `ValueError` saying what is wrong (a route from a city to
    itself, more seals than steps, a city listed twice). None: not a route fact."""
    match = ROUTE_KEY.match(key)
    if match:
        if match["a"].casefold() == match["b"].casefold():
            raise ValueError(phrase("a route joins two different cities"))
        for name in (match["a"], match["b"]):
            problem = name_problem(name)
            if problem is not None:
                raise ValueError(phrase("{name}: {problem}", name=repr(name), problem=problem))
        return ways_text(parse_ways(value))
    if key.endswith(ROUTES_SUFFIX):
        city = key.removesuffix(ROUTES_SUFFIX)
        listed = parse_routes_list(value)
        for entry in listed:
            if entry.name.casefold() == city.casefold():
                raise ValueError(phrase("{city}: a route leads to another city", city=city))
            problem = name_problem(entry.name)
            if problem is not None:
                raise ValueError(phrase("{name}: {problem}", name=repr(entry.name),
                                        problem=problem))
        return routes_text(listed)
    return None


# -- what is still to learn ------------------------------------------------------------------

def still_to_learn(facts: Mapping[str, str]) -> tuple[str, ...]:
    """What the library does not know yet of the person's copy, as lines a person reads."""
    library = Library(facts)
    lines: list[str] = []
    cities = library.cities
    if not cities:
        lines.append(phrase("The cities of your board: named as the Automa's trip slide and "
                            "your travels reach them."))
    parts = {"city_cards": phrase("its city cards"), "contracts": phrase("its contract spaces"),
             "outpost": phrase("its outpost space"),
             "special": phrase("whether it is a special city"), "shield": phrase("its shield")}
    for name in cities:
        lacking: list[str] = [words for part, words in parts.items()
                              if library.city(name, part) is None]
        if lacking:
            lines.append(phrase("{city}: {missing}.", city=name, missing=joined(lacking)))
    if not library.get(ROUTES):
        ways = sum(len(parse_ways(value)) for value in library.ways().values()
                   if _reads_ways(value))
        lines.append(phrase("The routes between neighbouring cities: {ways} known, every route "
                            "out of {cities} cities; each is asked the first time a shortest "
                            "route of the Automa may take it (Soloist counts the steps).",
                            ways=ways, cities=len(library.routes_known())))
    if not library.get(SMART_MAT):
        lines.append(phrase("The Smart Mat: which seal is pictured on space A."))
    cards = len(parse_cards(library.get(CARDS) or "")) if library.get(CARDS) else 0
    if cards < AUTOMA_CARDS:
        lines.append(phrase("The Automa cards: {cards} of {all} known.", cards=cards,
                            all=AUTOMA_CARDS))
    slides = parse_slides(library.get(SLIDES) or "") if library.get(SLIDES) else []
    whole = sum(slide.complete for slide in slides)
    if whole < TRIP_SLIDES:
        lines.append(phrase("The trip slides: {seen} of {all} seen, {whole} of them in full.",
                            seen=len(slides), all=TRIP_SLIDES, whole=whole))
    for number, slide in enumerate(slides, start=1):
        if not slide.complete:
            unseen = [city for city, letter in zip(slide.cities, slide.letters, strict=True)
                      if letter == UNSEEN]
            missing = [] if slide.ended else [f"its cities after "
                                              f"{slide.cities[-1] if slide.cities else 'Beijing'}"]
            if unseen:
                missing.append("the red letter beside " + ", ".join(unseen))
            lines.append(f"Trip slide {number} ({slide.label()}): " + "; ".join(missing) + ".")
    skills = library.skill_cards()
    if not skills:
        lines.append(phrase("The Skill cards: each one the first time the Automa plays it."))
    for character, level in skills:
        missing = [part for part in (SKILL_TP_CARD, *SKILL_ACTIONS.values(), *TRIGGERS.values())
                   if library.skill(character, level, part) is None]
        if missing:
            lines.append(f"Skill card {skill_label(character, level)}: " + ", ".join(missing)
                         + ".")
    for symbol in names(library.get(TP_CARDS)):
        missing = [words for words in (*TP_NUMBERS.values(), TP_SHIELD_VP)
                   if library.tp(symbol, words) is None]
        bonuses = [str(index + 1) for index in range(TRADING_POSTS)
                   if library.get(tp_bonus_key(symbol, index)) is None]
        if bonuses:
            missing.append("the bonus of trading post " + ", ".join(bonuses))
        if missing:
            lines.append(f"Trading Post card {symbol}: " + ", ".join(missing) + ".")
    track = library.track()
    if not track:
        lines.append(phrase("The shield track: the VP for each number of shields, asked at the "
                            "end of a game."))
    return tuple(lines)
