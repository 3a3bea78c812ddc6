"""Tokaido: the two Automas of the Automa Factory's solo mode."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar, Literal

from soloist.engine.errors import OptionError
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
from soloist.games.tokaido.levels import DEFAULT_LEVEL

if TYPE_CHECKING:
    from soloist.engine.chance import Chance
    from soloist.engine.log import Log
    from soloist.engine.variants import AutomaParts
    from soloist.games.tokaido.rules import Settings, TokaidoPlay

# The rules, the card data (pydantic) and the stand-ins are imported by the methods that use
# them: a list of saved games (the phone app's first page) names a game's options and rules
# version without loading its rules (tests/web/test_phone_imports.py).

ASSUMED_DECK_NOTE = phrase(
    "The 16 Automa cards and 7 Difficulty Level cards are not public: without --cards FILE, "
    "digital play and simulation use Soloist's invented composition "
    "(src/soloist/games/tokaido/data/assumed-automa-cards.toml), an ASSUMPTION, not the real "
    "cards."
)


def _flag(name: str, help_text: str, title: str) -> OptionSpec:
    return OptionSpec(name, help_text, "flag", False, title=title)


class Tokaido(GameDefinition):
    name: ClassVar[str] = "tokaido"
    title: ClassVar[str] = "Tokaido: the two Automas"
    #: 2: without a cards file, a game reads what your components know of your decks first
    #: (two answers Soloist gives itself), and a companion game ends with the offer to
    #: count them; the Preparations offsets are one question for you and the Automas.
    #: 3: companion play draws a deck the person has confirmed for the Automas, asks them to
    #: confirm what their draws suggest, asks the Meal cards on display (and yours when an
    #: Automa eats after you) instead of each Automa's Meal cost, and asks about a Panorama
    #: only when you could have completed it.
    #: 4: no offer at the end to count the Difficulty Level cards at a level that uses none.
    #: 5: with Matsuri, a Matsuri at an intermediate inn asks whether you completed a
    #: Panorama (it may have given you a Panorama card), before any Automa moves on.
    rules_version: ClassVar[int] = 5
    #: What `new_play` imports (a phone imports them ahead: `prepare`).
    play_modules: ClassVar[tuple[str, ...]] = ("rules", "variants")
    options: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec(
            "level",
            phrase("Difficulty level 1-7: 1/2/3 you resolve 5/3/1 Difficulty Level cards at setup, "
            "4 is the default, 5/6/7 each Automa resolves 1/3/5."),
            "int", DEFAULT_LEVEL, minimum=1, maximum=7, sweep=True,
            labels={str(level): phrase("{level} (default)", level=level) if level == DEFAULT_LEVEL
                    else f"{level}" for level in range(1, 8)},
            title=phrase("Level"),
        ),
        _flag("digital", phrase(
                         "Digital play: Soloist models your whole base game too (the road, the "
                         "decks, your coins and cards); you only make your own choices."),
              phrase("Digital")),
        OptionSpec(
            "cards",
            phrase("Your own Automa and Difficulty Level cards written down in a file: Soloist "
            "shuffles and draws them. Without it, companion play asks what each card you draw "
            "shows (and learns your deck from it), and digital play uses your deck once it is "
            "known, an ASSUMED composition until then."),
            "path", None, format_doc="docs/tokaido.md", title=phrase("Cards"),
        ),
        OptionSpec(
            "base_game",
            phrase("Digital play: your printing's base-game cards written down in a file (a "
            "corrected copy of Soloist's own)."),
            "path", None,
            format_doc=phrase("{doc} (a copy of {file})", doc="docs/tokaido.md",
                              file="src/soloist/games/tokaido/data/base-game.toml"),
            title=phrase("Base game"),
        ),
        _flag("initiation", phrase(
                            "Journey of Initiation variant: no traveller tiles, 7 coins each; "
                            "you begin with 5 points."),
              phrase("Initiation")),
        _flag("return_trip", phrase("Return Trip variant: travel from Edo to Kyoto."),
              phrase("Return trip")),
        _flag("gastronomy", phrase(
              "Gastronomy variant: 3 Meal cards are drawn at each inn, not 4."),
              phrase("Gastronomy")),
        _flag("preparations", phrase(
                              "Preparations variant: starting coins by order of departure; an "
                              "Automa scores 3 points per additional coin instead."),
              phrase("Preparations")),
        _flag("crossroads", phrase(
                            "Crossroads expansion (companion play): each Automa scores 5 more "
                            "points at setup."),
              phrase("Crossroads")),
        _flag("matsuri", phrase(
                         "Matsuri expansion (companion play, with Crossroads): Automas put the "
                         "top Matsuri card into play; its effect on them is asked, or read from "
                         "the Automa Matsuri sheet in your cards file."),
              phrase("Matsuri")),
        OptionSpec("physical_draw", phrase("Companion play: draw the Automa and Difficulty Level "
                                    "cards yourself even when Soloist knows your deck (it then "
                                    "offers only the cards still in it). Without it, Soloist "
                                    "draws a deck it knows for the Automas."), "flag", False,
                   asked_if=("digital", False), title=phrase("Physical draw")),
        OptionSpec("simulated", "Set by simulation: refuse what only a person could answer.",
                   "flag", False, hidden=True),
        VARIANT_OPTION,
    )
    simulation_columns: ClassVar[Mapping[str, str]] = {
        "green_score": phrase("Green Automa score"),
        "blue_score": phrase("Blue Automa score"),
        "person_score": phrase("Stand-in score"),
        "margin": phrase("Stand-in score minus the best Automa's"),
        "person_won": phrase("Stand-in win rate"),
    }
    figure_titles: ClassVar[Mapping[str, str]] = {
        "person_score": phrase("Person score"),
        "green_score": phrase("Green score"),
        "blue_score": phrase("Blue score"),
        "automa_best_score": phrase("Automa best score"),
        "margin": phrase("Margin"),
        "level": phrase("Level"),
    }
    simulation_defaults: ClassVar[Mapping[str, OptionValue]] = {"digital": True,
                                                                "simulated": True}
    #: The automa score a person must beat: the better of the two Automas'.
    automa_score_column: ClassVar[str | None] = "automa_best_score"
    #: Levels 1-3 change your side, 5-7 the Automas': the ladder is the stand-in's margin
    #: over the best Automa, which falls from level 1 to 7.
    ladder_column: ClassVar[tuple[str, Literal["rises", "falls"]] | None] = ("margin", "falls")
    column_words: ClassVar[Mapping[str, str]] = {
        "margin": phrase("stand-in score minus the best Automa's")}

    def __init__(self) -> None:
        self._settings: dict[tuple[tuple[str, OptionValue], ...], Settings] = {}
        self._last: tuple[dict[str, OptionValue], Settings] | None = None

    def settings(self, options: Options) -> Settings:
        """The play's resolved options (data files loaded and checked), made once per
        distinct set of options: simulation starts thousands of plays with the same ones
        (the same mapping, found again at once)."""
        last = self._last
        if last is not None and last[0] == options:
            return last[1]
        key = tuple(options.items())
        settings = self._settings.get(key)
        if settings is None:
            settings = self._settings[key] = self.resolve(options)
        self._last = (dict(options), settings)
        return settings

    def resolve(self, options: Options) -> Settings:
        from soloist.games.tokaido.automa_cards import (
            AUTOMA_CARD,
            DIFFICULTY_CARD,
            assumed_cards,
            load_cards,
        )
        from soloist.games.tokaido.cards import BASE_GAME, load_base_game
        from soloist.games.tokaido.rules import Settings
        from soloist.games.tokaido.variants import rules_of

        digital = bool(options.get("digital"))
        if options.get("matsuri") and not options.get("crossroads"):
            raise OptionError("Matsuri needs the Crossroads expansion: add --crossroads")
        if digital and (options.get("crossroads") or options.get("matsuri")):
            raise OptionError(
                "digital play models the base game only: the Crossroads and Matsuri cards are "
                "not public in enough detail. Play them in companion play (without --digital).")
        path = options.get("cards")
        cards = load_cards(Path(str(path))) if path else (assumed_cards() if digital else None)
        base_path = options.get("base_game")
        base = load_base_game(Path(str(base_path)) if base_path else BASE_GAME) \
            if digital or base_path else None
        variant = self.variant(options)
        if cards is None and (variant.changes_deck(AUTOMA_CARD)
                              or variant.changes_deck(DIFFICULTY_CARD)):
            raise OptionError("an automa variant that changes a deck needs Soloist to draw the "
                              "cards: digital play, or your cards file")
        if options.get("simulated") and options.get("preparations") and (
                cards is None or cards.preparations is None):
            raise OptionError(
                "Preparations: the 3-player offsets are not public; give them in your cards file "
                "([preparations] first, second, third) to simulate this variant")
        return Settings(
            level=int(options.get("level") or DEFAULT_LEVEL), digital=digital, cards=cards,
            base=base, initiation=bool(options.get("initiation")),
            return_trip=bool(options.get("return_trip")),
            gastronomy=bool(options.get("gastronomy")),
            preparations=bool(options.get("preparations")),
            crossroads=bool(options.get("crossroads")), matsuri=bool(options.get("matsuri")),
            learns=not path, physical_draw=bool(options.get("physical_draw")) and not digital,
            variant=variant, rules=rules_of(variant))

    def automa_parts(self, options: Options) -> AutomaParts:
        """The Automa deck, the Difficulty Level cards (at the levels that draw them) and her
        rules with a natural alternative (`variants.py`), with the cards Soloist draws: your
        cards file, or the ASSUMED composition."""
        from soloist.games.tokaido.automa_cards import assumed_cards, load_cards
        from soloist.games.tokaido.variants import automa_parts

        path = options.get("cards")
        cards = load_cards(Path(str(path))) if path else assumed_cards()
        return automa_parts(cards, int(options.get("level") or DEFAULT_LEVEL))

    def new_play(self, options: Options, chance: Chance, log: Log) -> TokaidoPlay:
        from soloist.games.tokaido.rules import TokaidoPlay

        return TokaidoPlay(self.settings(options), chance, log)

    def notes(self, options: Options) -> tuple[str, ...]:
        """What a person must know about a run with these options (shown by simulate)."""
        return self.notes_for(options, {})

    def notes_for(self, options: Options, facts: Mapping[str, str]) -> tuple[str, ...]:
        """The note on the cards a run draws: the person's own (their cards file, or their
        components once a deck is all known), or the ASSUMED composition, with what their
        components know so far."""
        from soloist.games.tokaido.your_cards import (
            AUTOMA_DECK,
            DIFFICULTY_DECK,
            assumed_words,
            cards_for,
            known_so_far,
        )

        if not options.get("digital") or options.get("cards"):
            return ()
        automa, difficulty = AUTOMA_DECK.known(facts), DIFFICULTY_DECK.known(facts)
        if automa.confirmed and difficulty.confirmed:
            return (phrase("These games draw your own Automa and Difficulty Level cards, as "
                           "your components say (learned from your games)."),)
        if not automa.total and not difficulty.total:
            return (ASSUMED_DECK_NOTE,)
        _, used = cards_for(automa, difficulty)
        cards, known = assumed_words(used), known_so_far(automa, difficulty)
        if used.any_assumed:
            return (phrase("The Automa and Difficulty Level cards are not public: these games "
                           "use {cards}, an ASSUMPTION, not the real cards. {known}.",
                           cards=cards, known=known),)
        return (phrase("The Automa and Difficulty Level cards are not public: these games use "
                       "{cards}. {known}.", cards=cards, known=known),)

    # -- your components (soloist.engine.library)
    def merge_fact(self, key: str, known: str, learned: str) -> str | None:
        """A deck's lower bounds merge face by face (the larger count); more cards than the
        deck holds is a contradiction."""
        from soloist.games.tokaido.your_cards import DECK_BY_FACT

        deck = DECK_BY_FACT.get(key)
        if deck is not None:
            return deck.merge(known, learned)
        return super().merge_fact(key, known, learned)

    def correct_fact(self, key: str, known: str, given: str) -> str:
        from soloist.games.tokaido.your_cards import DECK_BY_FACT

        deck = DECK_BY_FACT.get(key)
        return deck.corrected(known, given) if deck is not None else given

    def check_fact(self, key: str, value: str) -> None:
        """A deck: the cards known to be in it, as the cards file writes them, no more than
        the deck holds; a Preparations offset: a whole number from -5 to 5."""
        from soloist.games.tokaido.your_cards import (
            DECK_BY_FACT,
            PREPARATIONS_FACTS,
            PREPARATIONS_RANGE,
        )

        deck = DECK_BY_FACT.get(key)
        if deck is not None:
            known = deck.read(value)
            if known.too_many:
                raise ValueError(_too_many(known.total, deck.title, deck.size))
            return
        if key in PREPARATIONS_FACTS.values():
            low, high = PREPARATIONS_RANGE
            if not value.lstrip("-").isdigit() or str(int(value)) != value or \
                    not low <= int(value) <= high:
                raise ValueError(phrase("{value}: a whole number from {low} to {high}",
                                        value=repr(value), low=low, high=high))
            return
        raise FactNameError(phrase("Tokaido's components have no fact {key}; they are: {facts}",
                                   key=repr(key), facts=", ".join([*DECK_BY_FACT,
                                                                   *PREPARATIONS_FACTS.values()])))

    def terms(self) -> tuple[str, ...]:
        from soloist.games.tokaido.terms import terms

        return terms()

    def fact_name(self, key: str) -> str:
        from soloist.games.tokaido.your_cards import DECK_BY_FACT, PREPARATIONS_FACTS

        word = word_fact_name(key)
        if word is not None:
            return word
        deck = DECK_BY_FACT.get(key)
        if deck is not None:
            return phrase("your {deck}", deck=deck.title)
        for rank, fact in PREPARATIONS_FACTS.items():
            if fact == key:
                return (phrase("the Preparations variant: the coins of the traveller leaving "
                               "the first inn first"),
                        phrase("the Preparations variant: the coins of the traveller leaving "
                               "the first inn second"),
                        phrase("the Preparations variant: the coins of the traveller leaving "
                               "the first inn third"))[rank - 1]
        return key

    def describe_fact(self, key: str, value: str) -> str:
        from soloist.games.tokaido.your_cards import DECK_BY_FACT

        deck = DECK_BY_FACT.get(key)
        if deck is None:
            return value
        try:
            return deck.read(value).describe()
        except ValueError as error:
            return phrase("{value} (does not read: {error})", value=value, error=str(error))

    def typed_fact(self, key: str, value: str) -> str:
        from soloist.games.tokaido.your_cards import DECK_BY_FACT

        deck = DECK_BY_FACT.get(key)
        if deck is None:
            return value
        try:
            return deck.read(value).typed
        except ValueError:
            return value

    def read_fact(self, key: str, value: str) -> str:
        from soloist.games.tokaido.your_cards import (
            DECK_BY_FACT,
            PREPARATIONS_FACTS,
            PREPARATIONS_RANGE,
            read_typed,
        )

        if term_of(key) is not None:
            return read_word(value)
        deck = DECK_BY_FACT.get(key)
        if deck is not None:
            known = read_typed(deck, value)
            if known.too_many:
                raise ValueError(_too_many(known.total, deck.title, deck.size))
            return known.text
        if key in PREPARATIONS_FACTS.values():
            low, high = PREPARATIONS_RANGE
            try:
                number = int(value.strip())
            except ValueError:
                raise ValueError(phrase("{value} is not a whole number",
                                        value=repr(value))) from None
            if not low <= number <= high:
                raise ValueError(phrase("give a number from {low} to {high}", low=low,
                                        high=high))
            return str(number)
        raise ValueError(phrase("Tokaido's components have no fact {key}; they are: {facts}",
                                key=repr(key),
                                facts=", ".join([*DECK_BY_FACT, *PREPARATIONS_FACTS.values()])))

    def still_to_learn(self, facts: Mapping[str, str]) -> tuple[str, ...]:
        from soloist.games.tokaido.your_cards import DECKS, PREPARATIONS_FACTS

        lines = []
        for deck in DECKS:
            known = deck.known(facts)
            if known.too_many:
                lines.append(phrase("your {deck}: the cards recorded make more than {size}; "
                                    "correct or forget this fact", deck=deck.title,
                                    size=deck.size))
            elif known.suggested:
                lines.append(phrase("your {deck}: your draws suggest all {size}, not confirmed "
                                    "yet; you confirm them with one tap in your next companion "
                                    "game (or count them at its end)", deck=deck.title,
                                    size=deck.size))
            elif not known.complete:
                lines.append(phrase("your {deck}: {total} of {size} known; the rest are learned "
                                    "from the cards you draw in companion games, or counted at "
                                    "the end of one", deck=deck.title, total=known.total,
                                    size=deck.size))
        missing = [rank for rank, fact in PREPARATIONS_FACTS.items() if fact not in facts]
        if missing:
            lines.append(phrase("the Preparations variant's 3-player offsets (asked the first "
                                "time you play it)"))
        return tuple(lines)

    def export_components(self, facts: Mapping[str, str]) -> dict[str, str]:
        """Your cards file (docs/tokaido.md), once both decks are all known."""
        from soloist.games.tokaido.components import export_cards_file

        return export_cards_file(facts)

    def import_components(self, path: Path) -> dict[str, str]:
        """The facts of a cards file (docs/tokaido.md): both decks, and the Preparations
        offsets it gives."""
        from soloist.games.tokaido.components import import_cards_file

        return import_cards_file(path)

    @property
    def stand_ins(self) -> Mapping[str, StandInFactory]:
        from soloist.games.tokaido.stand_ins import STAND_INS
        from soloist.games.tokaido.strong import StrongJourney

        return {**STAND_INS, StrongJourney.name: StrongJourney}

    def decide(self, path: Path, *, seed: int) -> DecideReport:
        from soloist.games.tokaido.position import decide

        return decide(path, seed=seed)


DEFINITION = Tokaido()


def _too_many(total: int, deck: str, size: int) -> str:
    """A deck's fact that holds more cards than the deck: the refusal."""
    return phrase("{total} cards: your {deck} are {size}", total=total, deck=deck, size=size)
