"""Fantastic Factories: "The Machine", the solo opponent driven by five dice."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

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
from soloist.engine.words import read_word, term_of, word_fact_name
from soloist.games.fantastic_factories.levels import STARTING_CARDS

if TYPE_CHECKING:
    from soloist.engine.chance import Chance
    from soloist.engine.log import Log
    from soloist.engine.variants import AutomaParts
    from soloist.games.fantastic_factories.rules import FactoryPlay

# The rules, the card data and the stand-ins are imported by the methods that use them: a
# list of saved games (the phone app's first page) names a game's options and rules version
# without loading its rules (tests/web/test_phone_imports.py).


class FantasticFactories(GameDefinition):
    name: ClassVar[str] = "fantastic-factories"
    title: ClassVar[str] = "Fantastic Factories: The Machine"
    #: 2: at a physical table the last round waits for your turn before the Machine rolls.
    rules_version: ClassVar[int] = 2
    #: What `new_play` imports (a phone imports them ahead: `prepare`).
    play_modules: ClassVar[tuple[str, ...]] = ("rules", "digital", "naming")
    options: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec(
            "difficulty",
            phrase("The number of blueprints in the Machine's starting compound: 2 to 5 (the "
            "rulebook calls 5 Insane)."),
            "choice",
            "medium",
            choices=tuple(STARTING_CARDS),
            aliases={"insane": "very-hard", "2": "easy", "3": "medium", "4": "hard",
                     "5": "very-hard"},
            labels={"easy": phrase("Easy (2 cards)"),
                    "medium": phrase("Medium (3 cards, recommended)"),
                    "hard": phrase("Hard (4 cards)"),
                    "very-hard": phrase("Very Hard (5 cards; Insane)")},
            sweep=True,
            title=phrase("Difficulty"),
        ),
        OptionSpec(
            "digital",
            phrase("Play the whole solo game on screen: Soloist models the decks, the market, your "
            "hand, dice and compound and asks only your own moves (Soloist then deals every "
            "card itself). Where the sources disagree it follows the rulebook; each game "
            "starts by listing what it assumes where they do not."),
            "flag",
            False,
            title=phrase("Digital"),
        ),
        OptionSpec(
            "virtual_deck",
            phrase(
            "Soloist deals the Machine's starting compound and its top-of-deck cards from its "
            "own model of the retail blueprint deck instead of asking you for their types."),
            "flag",
            False,
            asked_if=("digital", False),
            title=phrase("Virtual deck"),
        ),
        OptionSpec(
            "names",
            phrase("At the table, name each blueprint the Machine takes (its title) instead of "
            "giving its banner colour: Soloist tells its type from the card data and asks, "
            "once, the type of a card it does not know for certain (Golem, Motherlode, a "
            "Kickstarter card), which it remembers."),
            "flag",
            False,
            asked_if=("digital", False),
            title=phrase("Names"),
        ),
        OptionSpec(
            "investor",
            phrase("Digital play: what becomes of the blueprint the Investor reveals (the rulebook "
            "does not say)."),
            "choice",
            "keep",
            choices=("keep", "discard"),
            labels={"keep": phrase("Kept in your hand (inferred)"),
                    "discard": phrase("Discarded (as a secondary source says)")},
            asked_if=("digital", True),
            title=phrase("Investor"),
        ),
        OptionSpec(
            "cards",
            phrase("Your printing's cards, written down in a file (the Kickstarter edition's extra "
            "cards, say); without it, the retail deck of 74 blueprints and 17 contractors."),
            "path",
            None,
            format_doc="docs/data-files.md",
            title=phrase("Cards"),
        ),
        OptionSpec(
            "table",
            "How the table is known: 'physical' (asked), 'virtual-deck', 'model' "
            "(simulation: the whole market is modelled and your market action is asked), or "
            "'digital' (everything modelled; your whole game is played on screen).",
            "choice",
            None,
            choices=("physical", "virtual-deck", "model", "digital"),
            hidden=True,
        ),
        VARIANT_OPTION,
    )
    simulation_columns: ClassVar[Mapping[str, str]] = {
        "machine_score": phrase("Machine score"),
        "person_score": phrase("Stand-in score"),
        "person_won": phrase("Stand-in win rate"),
        "rounds": phrase("Rounds"),
    }
    figure_titles: ClassVar[Mapping[str, str]] = {
        "machine_score": phrase("Machine score"),
        "machine_goods": phrase("Machine goods"),
        "machine_cards": phrase("Machine cards"),
        "machine_monuments": phrase("Machine monuments"),
        "person_score": phrase("Person score"),
        "rounds": phrase("Rounds"),
        "triggered_by": phrase("Triggered by"),
        "person_goods": phrase("Person goods"),
        "person_prestige": phrase("Person prestige"),
        "person_buildings": phrase("Person buildings"),
    }
    #: Simulation plays at the model table unless the stand-in declares otherwise (the
    #: `random` and `greedy` stand-ins play digital games: `simulation_options`).
    simulation_defaults: ClassVar[Mapping[str, OptionValue]] = {
        "table": "model", "virtual_deck": False, "digital": False}

    def new_play(self, options: Options, chance: Chance, log: Log) -> FactoryPlay:
        from soloist.games.fantastic_factories.cards import RETAIL_CARDS, load_cards
        from soloist.games.fantastic_factories.digital import DigitalPlay
        from soloist.games.fantastic_factories.market import DigitalTable
        from soloist.games.fantastic_factories.naming import NamingTable, NamingVirtualDeckTable
        from soloist.games.fantastic_factories.rules import FactoryPlay, make_table

        cards = load_cards(Path(str(options["cards"])) if options.get("cards") else RETAIL_CARDS)
        table_kind = options.get("table") or (
            "digital" if options.get("digital")
            else "virtual-deck" if options.get("virtual_deck") else "physical"
        )
        difficulty = str(options["difficulty"])
        variant = self.variant(options)
        if table_kind == "digital":
            table = DigitalTable(cards, chance.stream("blueprint deck"),
                                 chance.stream("contractor deck"), log)
            return DigitalPlay(difficulty, table, chance, log,
                               investor_keeps=options.get("investor", "keep") == "keep",
                               variant=variant)
        if options.get("names") and table_kind in ("physical", "virtual-deck"):
            named = (NamingVirtualDeckTable(cards, chance.stream("blueprint deck"), log)
                     if table_kind == "virtual-deck" else NamingTable(cards, log))
            return FactoryPlay(difficulty, named, chance, log, variant)
        return FactoryPlay(difficulty, make_table(str(table_kind), cards, chance, log), chance,
                           log, variant)

    def automa_parts(self, options: Options) -> AutomaParts:
        """The Machine's rules with a natural alternative (`variants.py`): it has no deck and
        no Difficulty Level card of its own."""
        from soloist.games.fantastic_factories.variants import PARTS

        return PARTS

    @property
    def stand_ins(self) -> Mapping[str, StandInFactory]:
        from soloist.games.fantastic_factories.stand_ins import STAND_INS

        return STAND_INS

    def decide(self, path: Path, *, seed: int) -> DecideReport:
        from soloist.games.fantastic_factories.position import decide

        return decide(path, seed=seed)

    # -- your components (soloist.engine.library): the types of the cards you named
    def describe_fact(self, key: str, value: str) -> str:
        from soloist.games.fantastic_factories.naming import read_type

        if term_of(key) is not None:
            return value
        try:
            return read_type(value).label
        except ValueError:
            return value

    def read_fact(self, key: str, value: str) -> str:
        from soloist.games.fantastic_factories.naming import read_fact

        return read_word(value) if term_of(key) is not None else read_fact(key, value)

    def check_fact(self, key: str, value: str) -> None:
        from soloist.games.fantastic_factories.naming import check_fact

        check_fact(key, value)

    def fact_name(self, key: str) -> str:
        from soloist.games.fantastic_factories.naming import fact_name

        return word_fact_name(key) or fact_name(key)

    def terms(self) -> tuple[str, ...]:
        from soloist.games.fantastic_factories.terms import terms

        return terms()

    def still_to_learn(self, facts: Mapping[str, str]) -> tuple[str, ...]:
        from soloist.games.fantastic_factories.naming import still_to_learn

        return still_to_learn(facts)

    def export_components(self, facts: Mapping[str, str]) -> dict[str, str]:
        """Soloist's retail card data with the types you told (docs/data-files.md)."""
        from soloist.games.fantastic_factories.naming import export_card_file

        return export_card_file(facts)

    def import_components(self, path: Path) -> dict[str, str]:
        """The card types a card data file gives (docs/data-files.md)."""
        from soloist.games.fantastic_factories.naming import card_type_facts

        return card_type_facts(path)


DEFINITION = FantasticFactories()
