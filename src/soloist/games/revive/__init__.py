"""Revive: the Mautoma, Mauro Gibertoni's solo opponent with six action cards."""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from functools import cache
from itertools import combinations
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from soloist.engine.errors import DataFileError, OptionError
from soloist.engine.game import (
    VARIANT_OPTION,
    DecideReport,
    GameDefinition,
    Options,
    OptionSpec,
    OptionValue,
    StandInFactory,
)
from soloist.engine.library import FactNameError
from soloist.engine.phrase import phrase
from soloist.engine.words import read_word, term_of, word_fact_name

if TYPE_CHECKING:
    from soloist.engine.chance import Chance
    from soloist.engine.log import Log
    from soloist.engine.variants import AutomaParts
    from soloist.games.revive.rules import RevivePlay

# The rules, the board and map files' models (pydantic) and the stand-ins are imported by the
# functions that use them: a list of saved games (the phone app's first page) names a game's
# options and rules version without loading its rules (tests/web/test_phone_imports.py).

TRIBES = ("other", "target-tokens")
#: The 15 possible pairs of "S" cards, and other ways of writing them ("3+1", "1-3", "13").
S_PAIRS = tuple(f"{a}+{b}" for a, b in combinations(range(1, 7), 2))
S_ALIASES = {alias: f"{a}+{b}" for a, b in combinations(range(1, 7), 2)
             for alias in (f"{b}+{a}", f"{a}-{b}", f"{b}-{a}", f"{a}{b}", f"{b}{a}")}


def _cards_pair(pair: str) -> str:
    """A pair of action cards with an "S" as a person reads it ("Cards 1 and 2")."""
    first, second = pair.split("+")
    return phrase("Cards {first} and {second}", first=first, second=second)


BOARD_FILE = "board.toml"


def is_board_file(path: Path) -> bool:
    """Whether a TOML file is a Mautoma board file (it lists arrow groups) rather than a
    map; one that cannot be read is left to the map's reader, which says why."""
    import tomllib

    try:
        return "arrow_groups" in tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError, RecursionError):
        return False


class Revive(GameDefinition):
    name: ClassVar[str] = "revive"
    title: ClassVar[str] = "Revive: the Mautoma"
    #: 2: issue 20 (the map that grows, decisive facts asked); 3: issue 27 (card 6 with no
    #: range restriction reaches every explorable tile and face-up location; the layout and
    #: the energy track described at the table); 4: issue 23 (your exceptions are a
    #: reminder to open, no longer an answer); 5: issue 35 (a tile's spaces go where they
    #: were said, row by row, on every board; a tile kept by an older Soloist is checked).
    rules_version: ClassVar[int] = 5
    #: What `new_play` imports (a phone imports them ahead: `prepare`).
    play_modules: ClassVar[tuple[str, ...]] = ("rules", "board", "hexmap", "facts", "table")
    options: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec(
            "board",
            phrase("Your Mautoma board written down in a file: the energy track, its colours and "
            "sections, the arrow groups, the two cards with an \"S\". Without it, Soloist asks "
            "at the table what each decision needs, and keeps your board in your components."),
            "path",
            None,
            format_doc="docs/revive.md",
            title=phrase("Board"),
        ),
        OptionSpec(
            "map",
            phrase("Your map written down in a file: Soloist then follows the map and works out "
            "eligible spots, range and bonuses itself (you tell it your own map actions). "
            "Without it, it asks at the table, or follows your board's layout if your "
            "components hold it."),
            "path",
            None,
            format_doc="docs/revive.md",
            title=phrase("Map"),
        ),
        OptionSpec(
            "sample",
            phrase(
            "Play on Soloist's FICTIONAL sample board and map where you give none of yours (to "
            "try Soloist out; they are invented, not the real components)."),
            "flag",
            False,
            title=phrase("Sample board and map"),
        ),
        OptionSpec(
            "s_cards",
            phrase("The two action cards with an \"S\" (Soloist numbers the cards 1 to 6 in the "
            "order the solo rules describe them). The real marks are not public. (Not a "
            "difficulty level: this solo mode has none.)"),
            "choice",
            "board",
            choices=("board", *S_PAIRS),
            aliases=S_ALIASES,
            labels={"board": phrase("As your board says (asked at the table if Soloist does not "
                                    "know it)"),
                    **{pair: _cards_pair(pair) for pair in S_PAIRS}},
            axis=True,
            title=phrase("The cards with an \"S\""),
            lab=phrase("A balance report compares all 15 pairs."),
        ),
        OptionSpec(
            "tribe",
            phrase(
            "Whether you play the tribe of the solo rules' SPECIFIC TRIBE RULES: the Mautoma "
            "then pays you its costs when it places on your tokens. The rules show that tribe "
            "as an icon; Soloist infers it is the tribe whose Moon side has 5 target tiles."),
            "choice",
            "other",
            choices=TRIBES,
            aliases={"0x49": "target-tokens", "]0x49[": "target-tokens", "tokens":
                     "target-tokens", "targets": "target-tokens", "none": "other"},
            labels={"other": phrase("Any other tribe"),
                    "target-tokens": phrase("The tribe with 5 target tiles on its Moon side "
                                            "(inferred)")},
            title=phrase("Tribe"),
        ),
        OptionSpec(
            "starting_cards",
            phrase("Your 6 starting citizen cards, by the solo rules."),
            "choice",
            "standard",
            choices=("standard", "draft"),
            labels={"standard": phrase("A standard set"),
                    "draft": phrase("Drafted: draw 5, keep 2, until you have 6")},
            title=phrase("Starting cards"),
            aliases={"drafting": "draft", "set": "standard"},
        ),
        OptionSpec(
            "data_digest",
            "A digest of the board and map files the game began with (set by Soloist).",
            "text",
            None,
            hidden=True,
        ),
        OptionSpec(
            "table",
            "How the table is known: 'physical' (asked), 'map' (a map file, your map actions "
            "asked) or 'model' (simulation: the major artifacts are modelled too).",
            "choice",
            None,
            choices=("physical", "map", "model"),
            hidden=True,
        ),
        VARIANT_OPTION,
    )
    simulation_columns: ClassVar[Mapping[str, str]] = {
        "mautoma_buildings": phrase("Buildings the Mautoma placed"),
        "mautoma_figures": phrase("Population figures the Mautoma placed"),
        "mautoma_tiles": phrase("Area tiles the Mautoma explored"),
        "mautoma_skipped": phrase("Actions the Mautoma skipped (no legal placement or tile)"),
        "mautoma_build_bonus": phrase("Bonuses next to the Mautoma's buildings, by its own "
                                      "count when it built (summed)"),
        "person_won": phrase("Stand-in won the contest for the map (more points than the "
                             "Mautoma)"),
        "margin": phrase("Stand-in's points in the contest for the map minus the Mautoma's"),
        "person_map_points": phrase("Stand-in's points in the contest for the map"),
        "mautoma_map_points": phrase("The Mautoma's points in the contest for the map"),
        "person_build_rewards": phrase("The map's rewards next to the stand-in's buildings"),
        "mautoma_build_rewards": phrase("The map's rewards next to the Mautoma's buildings, "
                                        "counted as the stand-in's"),
        "person_tiles": phrase("Area tiles the stand-in explored"),
        "person_figures": phrase("Population figures the stand-in placed"),
        "mautoma_turns": phrase("Mautoma turns before the game ends (action + refresh)"),
        "person_turns": phrase("Your turns when the game ends"),
        "artifacts_removed": phrase("Major artifacts the refresh turns removed"),
        **{f"draws_card_{number}": phrase("Times card {number} is drawn", number=number)
           for number in range(1, 7)},
    }
    column_words: ClassVar[Mapping[str, str]] = {
        "margin": phrase("stand-in's points in the contest for the map minus the Mautoma's")}
    figure_titles: ClassVar[Mapping[str, str]] = {
        "person_score": phrase("Person score"),
        "result": phrase("Result"),
        "person_map_points": phrase("Person map points"),
        "mautoma_map_points": phrase("Mautoma map points"),
        "margin": phrase("Margin"),
        "person_build_rewards": phrase("Person build rewards"),
        "mautoma_build_rewards": phrase("Mautoma build rewards"),
        "person_tiles": phrase("Person tiles"),
        "person_figures": phrase("Person figures"),
        "person_turns": phrase("Person turns"),
        "mautoma_turns": phrase("Mautoma turns"),
        "refreshes": phrase("Refreshes"),
        "mautoma_buildings": phrase("Mautoma buildings"),
        "mautoma_figures": phrase("Mautoma figures"),
        "mautoma_tiles": phrase("Mautoma tiles"),
        "mautoma_skipped": phrase("Mautoma skipped"),
        "final_action_deck": phrase("Final action deck"),
        "artifacts_removed": phrase("Artifacts removed"),
        "mautoma_build_bonus": phrase("Mautoma build bonus"),
        **{f"draws_card_{number}": phrase("Draws card {number}", number=number)
           for number in range(1, 7)},
    }
    simulation_defaults: ClassVar[Mapping[str, OptionValue]] = {"table": "model", "sample": True}

    def parse_options(self, raw: Mapping[str, object]) -> dict[str, OptionValue]:
        """As every game's, and data-file paths made absolute, so that a saved game resumes
        from any directory."""
        parsed = super().parse_options(raw)
        for name in ("board", "map"):
            value = parsed.get(name)
            if value:
                parsed[name] = str(Path(str(value)).expanduser().resolve())
        if not parsed.get("data_digest"):
            parsed["data_digest"] = data_digest(data_files(parsed))
        return parsed

    def new_play(self, options: Options, chance: Chance, log: Log) -> RevivePlay:
        from soloist.games.revive.board import load_board
        from soloist.games.revive.facts import BoardAtHand, Facts, KnownBoard
        from soloist.games.revive.hexmap import load_map
        from soloist.games.revive.rules import RevivePlay, StartingCards
        from soloist.games.revive.table import MapTable, ModelTable, Table, TableAtHand

        board_path, map_path = data_files(options)
        saved = options.get("data_digest")
        if saved and saved != data_digest((board_path, map_path)):
            files = " and ".join(str(path) for path in (board_path, map_path) if path)
            raise DataFileError(
                f"{files or 'the data files'}: the board or map file has changed since this "
                "game began, so it would not replay as it was played; restore the file, or "
                "start a new game")
        kind = options.get("table") or ("map" if map_path else "physical")
        tokens_tribe = options.get("tribe") == "target-tokens"
        facts: Facts = (KnownBoard(load_board(board_path), log) if board_path
                        else BoardAtHand(log))
        table: Table
        if kind == "physical":
            table = TableAtHand(log)
        else:
            if map_path is None:
                raise OptionError(f"table {kind!r} needs a map: give --map FILE or --sample")
            hex_map = load_map(map_path)
            if kind == "model":
                if board_path is None:
                    raise OptionError("simulation needs a Mautoma board: give --board FILE or "
                                      "--sample")
                if hex_map.major_artifacts is None:
                    raise OptionError(f"{map_path}: simulation models the major artifacts; "
                                      "give major_artifacts in the map file")
                table = ModelTable(hex_map, log, tokens_tribe=tokens_tribe)
            else:
                table = MapTable(hex_map, log, tokens_tribe=tokens_tribe)
        starting: StartingCards = ("draft" if options.get("starting_cards") == "draft"
                                   else "standard")
        s_pair = s_cards_of(options)
        variant = self.variant(options)
        if len(variant.deck("card", [str(n) for n in range(1, 7)], str)) < 5:
            raise OptionError(f"automa variant {variant.text!r}: one card goes back to the box, "
                              "so one card only can be left out")
        return RevivePlay(facts, table, chance, log, tokens_tribe=tokens_tribe,
                          starting_cards=starting, s_cards=s_pair, variant=variant)

    def automa_parts(self, options: Options) -> AutomaParts:
        """The six action cards, each card's energy step and range, and how often the
        Mautoma executes a card (`variants.py`); the cards with an "S" (the option's, or
        the board file's) cannot be left out."""
        from soloist.games.revive.board import load_board
        from soloist.games.revive.variants import automa_parts

        s_pair = s_cards_of(options)
        board_path, _ = data_files(options)
        if s_pair is None and board_path is not None:
            s_pair = load_board(board_path).starting_cards
        return automa_parts(s_pair)

    def notes(self, options: Options) -> tuple[str, ...]:
        """What a simulation's figures rest on: your score is not modelled, and the FICTIONAL
        sample board or map wherever a run rests on it."""
        from soloist.games.revive.board import SAMPLE_BOARD, load_board
        from soloist.games.revive.hexmap import SAMPLE_MAP, load_map

        sample = bool(options.get("sample"))
        board_path = _path(options.get("board")) or (SAMPLE_BOARD if sample else None)
        map_path = _path(options.get("map")) or (SAMPLE_MAP if sample else None)
        from soloist.games.revive.notes import simulation_notes

        return simulation_notes(
            board_path is not None and load_board(board_path).fictional,
            map_path is not None and load_map(map_path).fictional)

    @property
    def stand_ins(self) -> Mapping[str, StandInFactory]:
        from soloist.games.revive.stand_ins import STAND_INS
        from soloist.games.revive.strong import StrongClaimer

        return {**STAND_INS, StrongClaimer.name: StrongClaimer}

    def decide(self, path: Path, *, seed: int) -> DecideReport:
        from soloist.games.revive.position import decide

        return decide(path, seed=seed)

    # -- the component library: the Mautoma board's fixed facts (facts.py) and the map
    # (components.py)
    def terms(self) -> tuple[str, ...]:
        from soloist.games.revive.terms import terms

        return terms()

    def describe_fact(self, key: str, value: str) -> str:
        from soloist.games.revive.components import describe_map_fact
        from soloist.games.revive.facts import describe_board_fact, is_board_fact

        if term_of(key) is not None:
            return value
        return describe_board_fact(key, value) if is_board_fact(key) else \
            describe_map_fact(key, value)

    def fact_name(self, key: str) -> str:
        from soloist.games.revive.components import map_fact_name
        from soloist.games.revive.facts import board_fact_name, is_board_fact

        word = word_fact_name(key)
        if word is not None:
            return word
        return board_fact_name(key) if is_board_fact(key) else map_fact_name(key)

    def check_fact(self, key: str, value: str) -> None:
        from soloist.games.revive.components import check_map_fact, is_map_fact
        from soloist.games.revive.facts import check_board_fact, is_board_fact
        from soloist.games.revive.layout import read_layout_fact
        from soloist.games.revive.tiles import FRAME_FACT

        if is_board_fact(key):
            check_board_fact(key, value)
        elif key == FRAME_FACT:  # a map without what the tiles show, as an import checks it
            read_layout_fact(value)
        elif is_map_fact(key):
            check_map_fact(key, value)
        else:
            raise FactNameError(phrase("Revive's components have no fact {key}", key=repr(key)))

    def typed_fact(self, key: str, value: str) -> str:
        from soloist.games.revive.facts import COLOURS_FACT, said_colours

        return said_colours(value.split()) if key == COLOURS_FACT else value

    def read_fact(self, key: str, value: str) -> str:
        """A fact's stored form, checked as an import checks it (the hook every learned or
        corrected fact passes): the board's facts, the layout (a map without what the tiles
        show, with a chasm, a starting tile and each tile in one piece), a tile."""
        from soloist.games.revive.facts import is_board_fact, read_board_fact
        from soloist.games.revive.layout import read_layout_fact
        from soloist.games.revive.tiles import FRAME_FACT, TILE_FACT, TileFace

        if term_of(key) is not None:
            return read_word(value)
        if is_board_fact(key):
            return read_board_fact(key, value)
        if key == FRAME_FACT:
            return read_layout_fact(value)
        if key.startswith(TILE_FACT):
            face = TileFace.decode(value)
            if face is None:
                raise ValueError("not a tile: its spaces' kinds, then 'at' and its shape")
            return face.encode()
        return super().read_fact(key, value)

    def merge_fact(self, key: str, known: str, learned: str) -> str | None:
        from soloist.games.revive.components import merge_map_fact

        return merge_map_fact(key, known, learned)

    def still_to_learn(self, facts: Mapping[str, str]) -> tuple[str, ...]:
        from soloist.games.revive.components import map_still_to_learn
        from soloist.games.revive.facts import board_still_to_learn

        return (*board_still_to_learn(facts), *map_still_to_learn(facts))

    def export_components(self, facts: Mapping[str, str]) -> dict[str, str]:
        """The map and the area tiles (a board file also needs each position's colour,
        section and discard icons, which a game at the table never asks: not exported)."""
        from soloist.games.revive.components import export_map

        return export_map(facts)

    def import_components(self, path: Path) -> dict[str, str]:
        """The facts of a Mautoma board file (the energy track's length, the arrows at each
        position, the cards with an "S"), or of a map or tiles file (docs/revive.md); a
        directory: its revive-map.toml (else revive-tiles.toml) and its board.toml."""
        from soloist.games.revive.board import load_board
        from soloist.games.revive.components import MAP_FILE, TILES_FILE, import_map
        from soloist.games.revive.facts import board_facts

        if path.is_dir():
            facts: dict[str, str] = {}
            board = path / BOARD_FILE
            if board.exists():
                facts.update(board_facts(load_board(board)))
            for name in (MAP_FILE, TILES_FILE):
                if (path / name).exists():
                    facts.update(import_map(path / name))
                    break
            if not facts:
                raise DataFileError(f"{path.name}: no {BOARD_FILE}, {MAP_FILE} or "
                                    f"{TILES_FILE} in this folder")
            return facts
        if is_board_file(path):
            return board_facts(load_board(path))
        return import_map(path)


def s_cards_of(options: Options) -> tuple[int, ...] | None:
    """The two cards with an "S" the options name; None: as the board says."""
    s_cards = str(options.get("s_cards") or "board")
    return None if s_cards == "board" else tuple(int(n) for n in s_cards.split("+"))


def _path(value: object) -> Path | None:
    return Path(str(value)) if value else None


def data_files(options: Mapping[str, object]) -> tuple[Path | None, Path | None]:
    """The Mautoma-board file and the map file a game plays with (the FICTIONAL samples
    where --sample stands for a file not given)."""
    from soloist.games.revive.board import SAMPLE_BOARD
    from soloist.games.revive.hexmap import SAMPLE_MAP

    sample = bool(options.get("sample"))
    return (_path(options.get("board")) or (SAMPLE_BOARD if sample else None),
            _path(options.get("map")) or (SAMPLE_MAP if sample else None))


def data_digest(paths: tuple[Path | None, Path | None]) -> str:
    """A short digest of the data files' bytes: a saved game replays only with the files it
    began with (a changed arrow group or colour would silently replay differently)."""
    return "-".join(_file_digest(path) if path is not None else "none" for path in paths)


def _file_digest(path: Path) -> str:
    try:
        stat = path.stat()
    except OSError:
        return "missing"  # loading the file then names the problem
    return _bytes_digest(path, stat.st_mtime_ns, stat.st_size)


@cache
def _bytes_digest(path: Path, mtime: int, size: int) -> str:
    return hashlib.blake2b(path.read_bytes(), digest_size=8).hexdigest()


DEFINITION = Revive()
