"""Marco Polo II: In the Service of the Khan — the Mautoma (Mauro Gibertoni's solo Automa)."""

from __future__ import annotations

from collections.abc import Mapping
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
from soloist.engine.phrase import phrase
from soloist.engine.words import term_of, word_fact_name

if TYPE_CHECKING:
    from soloist.engine.chance import Chance
    from soloist.engine.log import Log
    from soloist.engine.variants import AutomaParts
    from soloist.games.marco_polo_2.data import GameData
    from soloist.games.marco_polo_2.rules import MarcoPoloPlay

# The rules, the data files' models (pydantic) and the stand-ins are imported by the
# functions that use them: a list of saved games (the phone app's first page) names a game's
# options and rules version without loading its rules (tests/web/test_phone_imports.py).

LEVELS = {"l1": 1, "l2": 2, "l3": 3}


def data_directory(options: Mapping[str, object]) -> Path | None:
    from soloist.games.marco_polo_2.data import SAMPLE

    directory = options.get("data")
    if directory:
        return Path(str(directory)).expanduser().resolve()
    if options.get("sample") or options.get("table") == "model":
        return SAMPLE
    return None


#: Where the facts of a game without data files come from: the person, at the table.
YOUR_COMPONENTS = "your components"


def data_for(options: Options) -> GameData:
    """The data directory the options name (--data DIR, or the FICTIONAL sample); without
    one, nothing is known in advance: the person's component library and the table tell
    the rest as the game needs it."""
    from soloist.games.marco_polo_2.data import Board, GameData, load_data

    directory = data_directory(options)
    if directory is not None:
        data = load_data(directory)
        saved = options.get("data_digest")
        if saved and saved != data.digest:
            raise DataFileError(
                f"{directory}: the data files have changed since this game began, so it "
                "would not replay as it was played; restore them, or start a new game")
        return data
    return GameData("", Board.empty(YOUR_COMPONENTS))


class MarcoPoloTwo(GameDefinition):
    name: ClassVar[str] = "marco-polo-2"
    title: ClassVar[str] = "Marco Polo II: the Mautoma"
    rules_version: ClassVar[int] = 4  # 2: issue 15 (arrival order, questions asked); 3: issue 27
    # (a city card from the turn after its trading post; the routes and questions at the table);
    # 4: issue 27 again (a city's facts asked when a decision reads them, the Trading Post card
    # at setup, your bonus actions in your main action's answer, the red letter when read)
    #: What `new_play` imports (a phone imports them ahead: `prepare`).
    play_modules: ClassVar[tuple[str, ...]] = ("rules", "data", "variants")
    options: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec(
            "level",
            phrase("The Automa's difficulty level: the L1 / L2 / L3 symbol at the top left of its "
            "Skill card."),
            "choice", "l1", choices=tuple(LEVELS),
            aliases={"1": "l1", "2": "l2", "3": "l3"},
            labels={"l1": "L1", "l2": "L2", "l3": "L3"},
            sweep=True,
            title=phrase("Level"),
        ),
        OptionSpec(
            "character",
            phrase("The Automa's character, as its Skill card names it; asked when left out."),
            "text", None, axis=True, title=phrase("Character"),
            lab=phrase("Simulation plays the first character of the data; a balance report, "
                       "each of them."),
        ),
        OptionSpec(
            "data",
            phrase(
            "Your copy written down in data files (a folder of them: the map, the tiles, the "
            "Automa's cards, the characters); your components keep what they give. Without "
            "them, what the Automa needs of your copy is asked at the table the first time, "
            "and kept."),
            "path", None, format_doc="docs/marco-polo-2.md", title=phrase("Data"),
        ),
        OptionSpec(
            "sample",
            phrase(
            "Play with the FICTIONAL sample data shipped with Soloist (demonstration only: its "
            "map and cards are made up)."),
            "flag", False, title=phrase("Sample"),
        ),
        OptionSpec(
            "draw",
            phrase(
            "Who draws the Automa cards and its trip slide once Soloist knows them all (from "
            "your components or your data files)."),
            "choice", "soloist", choices=("soloist", "you"),
            labels={"soloist": phrase("Soloist draws, from its own shuffled model of them"),
                    "you": phrase("You draw from your own deck, and say which")},
            aliases={"physical": "you", "virtual": "soloist"},
            title=phrase("Who draws"),
        ),
        OptionSpec(
            "table",
            "How the table is known: 'physical' (asked) or 'model' (simulation).",
            "choice", None, choices=("physical", "model"), hidden=True,
        ),
        OptionSpec(
            "data_digest",
            "A digest of the data files the game began with (set by Soloist).",
            "text", None, hidden=True,
        ),
        VARIANT_OPTION,
    )
    simulation_columns: ClassVar[Mapping[str, str]] = {
        "automa_score": phrase("Automa score (from 50)"),
        "automa_end_vp": phrase("Automa end-game VP"),
        "automa_trading_posts": phrase("Automa trading posts"),
        "automa_contracts": phrase("Automa contracts completed"),
        "automa_shields": phrase("Automa shields"),
        "person_score": phrase("Stand-in's caricature score (from 50; see the stand-in)"),
        "person_won": phrase("Stand-in won, by its caricature score"),
    }
    #: The result's figures as its table names them (each the English the web's label
    #: makes of its name, said in the page's language).
    figure_titles: ClassVar[Mapping[str, str]] = {
        "automa_score": phrase("Automa score"),
        "automa_gained": phrase("Automa gained"),
        "automa_during_play": phrase("Automa during play"),
        "automa_end_vp": phrase("Automa end vp"),
        "automa_trading_posts": phrase("Automa trading posts"),
        "automa_contracts": phrase("Automa contracts"),
        "automa_shields": phrase("Automa shields"),
        "automa_seals": phrase("Automa seals"),
        "automa_black_dice": phrase("Automa black dice"),
        "person_score": phrase("Person score"),
        "character": phrase("Character"),
        "automa_level": phrase("Automa level"),
    }
    simulation_defaults: ClassVar[Mapping[str, OptionValue]] = {"table": "model",
                                                                "draw": "soloist"}
    #: A game without data files plays (what it needs is asked at the table and kept), but
    #: a quick try or a demonstration asks far less with the FICTIONAL sample.
    demo_options: ClassVar[Mapping[str, OptionValue]] = {"sample": True}

    def parse_options(self, raw: Mapping[str, object]) -> dict[str, OptionValue]:
        """As every game's, with the data directory made absolute (a saved game resumes
        from anywhere) and the digest of its files recorded."""
        from soloist.games.marco_polo_2.data import load_data

        parsed = super().parse_options(raw)
        if parsed.get("data"):
            parsed["data"] = str(Path(str(parsed["data"])).expanduser().resolve())
        directory = data_directory(parsed)
        if directory is not None and not parsed.get("data_digest"):
            parsed["data_digest"] = load_data(directory).digest
        return parsed

    def option_values(self, name: str, options: Mapping[str, object]) -> tuple[OptionValue, ...]:
        """The characters are those of the data (characters.toml, the sample's in
        simulation), in the file's order; every other option as the engine lists it."""
        if name != "character":
            return super().option_values(name, options)
        from soloist.games.marco_polo_2.data import SAMPLE, load_data

        directory = data_directory(options)
        if directory is None:
            directory = SAMPLE
        data = load_data(directory)
        missing = data.missing_for_simulation()
        if missing or data.characters is None:
            raise DataFileError(f"{directory}: simulation needs complete data (formats in "
                                "docs/marco-polo-2.md); missing: " + "; ".join(missing))
        return data.characters.names

    def notes(self, options: Options) -> tuple[str, ...]:
        """What simulate prints beside its figures: FICTIONAL data, and the character played
        when none was named."""
        from soloist.games.marco_polo_2.data import SAMPLE, load_data
        from soloist.games.marco_polo_2.notes import (
            CARICATURE_NOTE,
            character_note,
            fictional_note,
        )

        directory = data_directory(options)
        if directory is None:
            return ()
        data = load_data(directory)
        notes = []
        if data.fictional:
            notes.append(fictional_note(directory, directory == SAMPLE))
        if not options.get("character") and data.characters is not None:
            level = LEVELS.get(str(options.get("level")), 1)
            offered = [n for n in data.characters.names if data.characters.skill_card(n, level)]
            if offered:
                notes.append(character_note(offered[0]))
        if options.get("table") == "model":
            notes.append(CARICATURE_NOTE)
        return tuple(notes)

    def new_play(self, options: Options, chance: Chance, log: Log) -> MarcoPoloPlay:
        from soloist.games.marco_polo_2.data import SAMPLE
        from soloist.games.marco_polo_2.rules import MarcoPoloPlay
        from soloist.games.marco_polo_2.variants import CARD, varied

        table = str(options.get("table") or "physical")
        data = data_for(options)
        level = LEVELS[str(options["level"])]
        character = options.get("character")
        characters = data.characters
        name = str(character) if character else None
        if characters is not None:
            offered = [n for n in characters.names if characters.skill_card(n, level)]
            # The person's own directory is named; Soloist's sample is not a path of theirs.
            where = ("the FICTIONAL sample data" if Path(data.directory) == SAMPLE
                     else data.directory)
            if name is not None and characters.skill_card(name, level) is None:
                raise OptionError(
                    f"option character: {name!r} has no L{level} Skill card in "
                    f"{where}; its characters at L{level}: " + ", ".join(offered))
            if name is None and table == "model":
                if not offered:
                    raise OptionError(f"{where}: no Skill card at level L{level}")
                name = offered[0]
        draw = "physical" if options.get("draw") == "you" else "soloist"
        variant = self.variant(options)
        if variant and draw == "physical" and variant.changes_deck(CARD):
            raise OptionError("an automa variant that changes the Automa deck needs Soloist to "
                              "draw the cards (Who draws: Soloist)")
        return MarcoPoloPlay(varied(data, variant), name, level, draw, table, chance, log,
                             variant)

    def automa_parts(self, options: Options) -> AutomaParts:
        """The Automa deck, the Skill card's parts, the trip slides and the Books fallback
        (`variants.py`), as the data the game plays gives them."""
        from soloist.games.marco_polo_2.variants import automa_parts

        data = data_for(options)
        level = LEVELS[str(options.get("level") or "l1")]
        skill = None
        characters = data.characters
        if characters is not None:
            name = options.get("character") or next(
                (n for n in characters.names if characters.skill_card(n, level)), None)
            skill = characters.skill_card(str(name), level) if name else None
        return automa_parts(data, skill)

    @property
    def stand_ins(self) -> Mapping[str, StandInFactory]:
        from soloist.games.marco_polo_2.stand_ins import STAND_INS
        from soloist.games.marco_polo_2.strong import StrongTraveller

        return {**STAND_INS, StrongTraveller.name: StrongTraveller}

    def merge_fact(self, key: str, known: str, learned: str) -> str | None:
        """The cities, shields and characters named, the Automa cards and the trip slides
        seen add up; any other fact is learned once (another value contradicts it)."""
        from soloist.games.marco_polo_2.components import merge

        return merge(key, known, learned)

    def read_fact(self, key: str, value: str) -> str:
        """A fact as kept, checked: a route told at the table is checked as a board file's
        `[[way]]` is (`ValueError` saying what is wrong); any other fact as every game's."""
        from soloist.games.marco_polo_2.component_files import check_route_fact

        checked = check_route_fact(key, value)
        return checked if checked is not None else super().read_fact(key, value)

    def check_fact(self, key: str, value: str) -> None:
        """Each fact as an import checks its data file (`fact_checks`)."""
        from soloist.games.marco_polo_2.fact_checks import check_fact

        check_fact(key, value)

    def fact_name(self, key: str) -> str:
        from soloist.games.marco_polo_2.fact_words import fact_name

        return word_fact_name(key) or fact_name(key)

    def describe_fact(self, key: str, value: str) -> str:
        from soloist.games.marco_polo_2.fact_words import describe_fact

        return value if term_of(key) is not None else describe_fact(key, value)

    def terms(self) -> tuple[str, ...]:
        from soloist.games.marco_polo_2.terms import terms

        return terms()

    def correct_fact(self, key: str, known: str, given: str) -> str:
        """Of the trip slides and the Automa cards, only the ones this game contradicts are
        replaced; any other fact is one value."""
        from soloist.games.marco_polo_2.components import correct

        return correct(key, known, given)

    def still_to_learn(self, facts: Mapping[str, str]) -> tuple[str, ...]:
        from soloist.games.marco_polo_2.component_files import still_to_learn

        return still_to_learn(facts)

    def export_components(self, facts: Mapping[str, str]) -> dict[str, str]:
        """The library as board.toml, tiles.toml, mautoma.toml, characters.toml (what is
        known of each; `--data` reads them back)."""
        from soloist.games.marco_polo_2.component_files import export

        return export(facts)

    def import_components(self, path: Path) -> dict[str, str]:
        """The facts a data directory (or one of its files) gives, validated first: an
        error names the file, the field and the problem."""
        from soloist.games.marco_polo_2.component_files import facts_of_files

        return facts_of_files(path)

    def decide(self, path: Path, *, seed: int) -> DecideReport:
        from soloist.games.marco_polo_2.position import decide

        return decide(path, seed=seed)


DEFINITION = MarcoPoloTwo()
