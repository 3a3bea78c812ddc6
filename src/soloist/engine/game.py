"""What a game is, as the engine and the drivers see it.

A game package provides one `GameDefinition`: its name, its options, how to start a play,
its stand-ins for simulation, and how to read a described position. What a game *is*
(decks, rank tables, difficulty levels) loads once and stays frozen; each play starts
from it with its own options, `Chance` and `Log`.

The engine imports no game, and no game imports a driver: a driver only sees the
`Question`s a play yields and the plain data its `view()` returns.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Generator, Mapping, Sequence
from dataclasses import dataclass, field
from importlib import import_module
from pathlib import Path
from typing import ClassVar, Literal, Protocol, runtime_checkable

from soloist.engine.chance import Chance
from soloist.engine.errors import OptionError
from soloist.engine.log import Log
from soloist.engine.phrase import phrase
from soloist.engine.questions import Question, normalise
from soloist.engine.variants import NO_VARIANT, VARIANT, AutomaParts, Variant, parse_variant

#: A choice option's error message lists its aliases too, unless it has more than this many.
MOST_ALIASES_LISTED = 12

OptionKind = Literal["choice", "int", "flag", "path", "text"]
OptionValue = str | int | bool | None


@dataclass(frozen=True)
class OptionSpec:
    """One option of a game, as the command line, the web form and saves see it.

    `choices` are the canonical values of a "choice" option and `aliases` map other
    words to them ("insane" → "very-hard"). A `sweep` option is what simulation runs
    "all" levels of (a difficulty level); its values are listed from the easiest to the
    hardest. An `axis` option is a second way balance reports break results down (the
    automa's character): `soloist report` runs every value of it too (a "text" option's
    values come from `GameDefinition.option_values`). `label` names a
    value for people ("3 cards"). A "text" option takes any short text (a name that only a
    data file knows, such as a character), with spaces tidied.

    `help` is read by a person choosing the option (the web form, the phone, the terminal's
    menu): in the table's words, never a flag, a file name or a key. Where the file a "path"
    option reads is described, `format_doc` says, and `lab` what simulation and balance
    reports do with the option: both are for the command line's help only.
    """

    name: str
    help: str
    kind: OptionKind
    default: OptionValue
    choices: tuple[str, ...] = ()
    aliases: Mapping[str, str] = field(default_factory=dict)
    labels: Mapping[str, str] = field(default_factory=dict)
    minimum: int | None = None
    maximum: int | None = None
    sweep: bool = False
    # Options only a driver sets (the table model a simulation uses): hidden from menus.
    hidden: bool = False
    # (option name, value): a menu asks this option only when that option has that value
    # (otherwise it keeps its default); e.g. a setting that matters only in digital play.
    asked_if: tuple[str, OptionValue] | None = None
    axis: bool = False
    # For a `sweep` option: whether its values are difficulty levels, listed from the
    # easiest to the hardest (the balance report checks their ladder; `soloist stats`
    # groups a person's games by them and suggests the next one). False for a sweep that is
    # no difficulty: reports show its values side by side. (A game with no difficulty at
    # all, as Revive, declares no sweep; its other breakdowns are `axis` options.)
    ladder: bool = True
    #: Where the format of the file a "path" option reads is described ("docs/revive.md").
    format_doc: str = ""
    #: What simulation and balance reports do with the option (the command line's help
    #: says it; a page for a person at the table never does).
    lab: str = ""
    #: The option's name as a person reads it on a form or a game's heading ("Cards with an
    #: S"); by default its key in words ("starting_cards" → "Starting cards").
    title: str = ""

    def __post_init__(self) -> None:
        if not self.title:
            words = self.name.replace("_", " ").replace("-", " ").strip()
            object.__setattr__(self, "title", words[:1].upper() + words[1:])

    def parse(self, raw: object) -> OptionValue:
        """The canonical value of `raw`, or `OptionError` naming the option and the problem."""
        if raw is None:
            return self.default
        if self.kind == "flag":
            return self._parse_flag(raw)
        if self.kind == "int":
            return self._parse_int(raw)
        if self.kind == "path":
            return str(raw)
        if self.kind == "text":
            text = " ".join(str(raw).split())
            return text or self.default
        return self._parse_choice(raw)

    def _parse_flag(self, raw: object) -> bool:
        if isinstance(raw, bool):
            return raw
        text = normalise(str(raw))
        if text in ("yes", "true", "on", "1"):
            return True
        if text in ("no", "false", "off", "0"):
            return False
        raise OptionError(phrase("option {name}: {value} is not yes or no", name=self.name,
                                 value=repr(raw)))

    def _parse_int(self, raw: object) -> int:
        try:
            number = int(str(raw).strip()) if not isinstance(raw, int) else raw
        except ValueError:
            raise OptionError(phrase("option {name}: {value} is not a whole number",
                                     name=self.name, value=repr(raw))) from None
        if self.minimum is not None and number < self.minimum:
            raise OptionError(phrase("option {name}: {number} is below {limit}", name=self.name,
                                     number=number, limit=self.minimum))
        if self.maximum is not None and number > self.maximum:
            raise OptionError(phrase("option {name}: {number} is above {limit}", name=self.name,
                                     number=number, limit=self.maximum))
        return number

    def _parse_choice(self, raw: object) -> str:
        text = normalise(str(raw)).replace(" ", "-")
        for choice in self.choices:
            if text == choice:
                return choice
        for alias, choice in self.aliases.items():
            if text == normalise(alias).replace(" ", "-"):
                return choice
        if len(self.aliases) <= MOST_ALIASES_LISTED:
            accepted = ", ".join([*self.choices, *self.aliases])
        else:  # a long list of other spellings would bury the choices
            accepted = phrase("{choices} (or one of them written another way, such as "
                              "{examples})", choices=", ".join(self.choices),
                              examples=", ".join(list(self.aliases)[:3]))
        raise OptionError(phrase("option {name}: {value} is not one of: {accepted}",
                                 name=self.name, value=repr(raw), accepted=accepted))

    def label_of(self, value: OptionValue) -> str:
        return self.labels.get(str(value), str(value))

    def all_values(self) -> tuple[OptionValue, ...]:
        """Every value of a choice, whole-number or flag option, in its declared order."""
        if self.kind == "flag":
            return (False, True)
        if self.choices:
            return tuple(self.choices)
        if self.kind == "int" and self.minimum is not None and self.maximum is not None:
            return tuple(range(self.minimum, self.maximum + 1))
        raise OptionError(f"option {self.name} has no list of values to run through")


Options = Mapping[str, OptionValue]

#: The option every game with declared automa parts takes: a variant of its automa, for
#: designers (`soloist sensitivity`, docs/sensitivity.md). Set by Soloist, never asked; a
#: game's heading names it when set.
VARIANT_OPTION = OptionSpec(
    VARIANT,
    "A variant of the automa for designers, as text (docs/sensitivity.md): the game does not "
    "play the automa as its rules describe it.",
    "text", None, hidden=True, title=phrase("Automa variant"))


def joined_options(parts: Sequence[str]) -> str:
    """Options as a heading reads them, one after the other ("Difficulty: Hard (4 cards) ·
    Digital: yes"): one phrase, each part a field of it."""
    if not parts:
        return ""
    if len(parts) == 1:
        return parts[0]
    return phrase("{first} · {rest}", first=parts[0], rest=joined_options(parts[1:]))


class Result(Protocol):
    """How a finished play reports itself."""

    def headline(self) -> str:
        """One line for a person: who won, and by how much."""
        ...

    def summary(self) -> dict[str, int | float | str]:
        """Plain figures for statistics and for a CSV row (column name → value)."""
        ...


class Play(Protocol):
    """One play of a game: a generator of questions, and a plain-data view of its state."""

    def run(self) -> Generator[Question, object, Result]:
        ...

    def view(self) -> dict[str, object]:
        """The public state as plain data (for display, JSON and replay checks)."""
        ...


@runtime_checkable
class StandIn(Protocol):
    """A policy that answers the person's questions in simulation."""

    name: ClassVar[str]
    description: ClassVar[str]

    def answer(self, question: Question, play: Play) -> str:
        """The text form of a valid answer to `question`."""
        ...


#: Makes the stand-in for one game; it draws any randomness it needs from the game's
#: `Chance` (its own stream, say ``chance.stream("stand-in")``). A stand-in class is one.
StandInFactory = Callable[[Chance], StandIn]


def stand_in_description(factory: StandInFactory) -> str:
    """A stand-in's description (a phrase, said in the reader's language), or ""."""
    description = getattr(factory, "description", "")
    return description if isinstance(description, str) else str(description)


@dataclass(frozen=True)
class DecideReport:
    """What `soloist decide` prints: the automa's move explained, as text and as data."""

    lines: tuple[str, ...]
    data: dict[str, object]


class GameDefinition(ABC):
    """A solo mode Soloist plays. Subclass once per game and register it."""

    name: ClassVar[str]
    title: ClassVar[str]
    rules_version: ClassVar[int]
    options: ClassVar[tuple[OptionSpec, ...]]
    #: The columns of `Result.summary()` that simulation summarises, with their titles.
    simulation_columns: ClassVar[Mapping[str, str]] = {}
    #: The titles a finished game's page shows for `Result.summary()`'s figures (phrases,
    #: said in the page's language); a figure not named here shows its key made readable.
    figure_titles: ClassVar[Mapping[str, str]] = {}
    #: Options with which the game can be played without any data file of the person's
    #: own (say, its shipped sample data): what a quick try, a demonstration or a generic
    #: test of every game starts with. Empty when the defaults already play.
    demo_options: ClassVar[Mapping[str, OptionValue]] = {}
    #: The option values simulation sets that a person never chooses (a table model).
    simulation_defaults: ClassVar[Mapping[str, OptionValue]] = {}
    #: The column of `Result.summary()` with the automa's final score (balance reports'
    #: ladder reads it). None: the first column named ``*_score`` in `simulation_columns`
    #: other than ``person_score``.
    automa_score_column: ClassVar[str | None] = None
    #: The column with the game's length (rounds, turns). None: ``rounds`` or ``turns``.
    length_column: ClassVar[str | None] = None
    #: What the balance report's ladder check compares between neighbouring levels besides
    #: the stand-in's win rate: a column of `Result.summary()` and whether it "rises" or
    #: "falls" from the easiest level to the hardest. None: the automa's score, which rises.
    #: (A game whose levels also change the person's side, as Tokaido's, names the
    #: stand-in's margin over the automa, which falls.)
    ladder_column: ClassVar[tuple[str, Literal["rises", "falls"]] | None] = None
    #: How a sentence of the balance report names a column of `simulation_columns` within
    #: it, in lower case ("stand-in score minus the best Automa's"; phrases). A column not
    #: named here: its title, lower-cased (English only, then).
    column_words: ClassVar[Mapping[str, str]] = {}

    def option(self, name: str) -> OptionSpec:
        for spec in self.options:
            if spec.name == name:
                return spec
        raise OptionError(f"{self.name} has no option {name!r}")

    def option_values(self, name: str, options: Mapping[str, object]) -> tuple[OptionValue, ...]:
        """Every value of option `name` that simulation runs through when asked for "all"
        (a report's level or axis), given the other `options`: by default the option's own
        list (`OptionSpec.all_values`). A game whose values live in a data file (the
        characters its file names, for a "text" option) overrides this."""
        return self.option(name).all_values()

    @property
    def sweep_option(self) -> OptionSpec | None:
        return next((spec for spec in self.options if spec.sweep), None)

    @property
    def difficulty_option(self) -> OptionSpec | None:
        """The sweep option when its values are difficulty levels (`ladder`), else None."""
        sweep = self.sweep_option
        return sweep if sweep is not None and sweep.ladder else None

    @property
    def axis_options(self) -> tuple[OptionSpec, ...]:
        """The options balance reports break results down by, besides the level."""
        return tuple(spec for spec in self.options if spec.axis)

    def parse_options(self, raw: Mapping[str, object]) -> dict[str, OptionValue]:
        """Every option with its canonical value; unknown names are an `OptionError`."""
        known = {spec.name for spec in self.options}
        unknown = sorted(set(raw) - known)
        if unknown:
            raise OptionError(
                f"{self.name} has no option {unknown[0]!r}; its options are: "
                + ", ".join(sorted(known))
            )
        return {spec.name: spec.parse(raw.get(spec.name)) for spec in self.options}

    @abstractmethod
    def new_play(self, options: Options, chance: Chance, log: Log) -> Play:
        """A new play with canonical `options` (from `parse_options`)."""

    #: The modules beside the definition's that `new_play` imports (see `prepare`).
    play_modules: ClassVar[tuple[str, ...]] = ("rules",)

    def prepare(self) -> None:
        """Import, ahead of a play, what `new_play` imports when it is called (its
        `play_modules`): a game's definition names its options without its rules, and a
        phone prepares a game's rules while the person reads the page that starts or
        resumes it. A module a game lacks is passed over."""
        for module in self.play_modules:
            name = f"{type(self).__module__}.{module}"
            try:
                import_module(name)
            except ModuleNotFoundError as missing:
                if missing.name != name:
                    raise

    @property
    def stand_ins(self) -> Mapping[str, StandInFactory]:
        """The game's own stand-ins for the person, by name (its preferred one first)."""
        return {}

    def simulation_options(self, stand_in: str) -> dict[str, OptionValue]:
        """The option values simulation sets itself when `stand_in` plays: the game's
        `simulation_defaults`, then those the stand-in declares in its class attribute
        `simulation_options` (a stand-in that plays a fully modelled table asks for it)."""
        factory = self.all_stand_ins().get(stand_in.partition(":")[0])
        declared: Mapping[str, OptionValue] = getattr(factory, "simulation_options", {})
        return {**self.simulation_defaults, **declared}

    def all_stand_ins(self) -> dict[str, StandInFactory]:
        """Every stand-in simulation may use: the game's own, then the engine's ``random``
        (which answers any question), unless the game has its own stand-in of that name."""
        from soloist.engine.stand_ins import RandomStandIn

        every: dict[str, StandInFactory] = dict(self.stand_ins)
        every.setdefault(RandomStandIn.name, RandomStandIn)
        return every

    def stand_in(self, spec: str) -> StandInFactory:
        """The stand-in `spec` names: one of `all_stand_ins()`, or ``name:setting`` for a
        stand-in that takes a setting (``strong:400``: its class method ``configured``
        makes it). `OptionError` names what is wrong."""
        name, colon, setting = spec.partition(":")
        every = self.all_stand_ins()
        factory = every.get(name.strip())
        if factory is None:
            raise OptionError(f"unknown stand-in {spec!r}; {self.name} has: "
                              + ", ".join(every))
        if not colon:
            return factory
        configure = getattr(factory, "configured", None)
        if configure is None:
            raise OptionError(f"stand-in {name} takes no setting (as {spec!r} gives)")
        configured: StandInFactory = configure(setting)
        return configured

    def automa_parts(self, options: Options) -> AutomaParts:
        """What a designer could change in this game's automa with these `options`: its
        decks and its rules with their natural alternatives, declared by the game's rules as
        data (`soloist sensitivity`, docs/sensitivity.md). Nothing by default."""
        return AutomaParts()

    def variant(self, options: Options) -> Variant:
        """The automa variant the options name (`VARIANT_OPTION`), checked against
        `automa_parts`: an `OptionError` says what is wrong; none when unset."""
        text = options.get(VARIANT)
        if not text:
            return NO_VARIANT
        return parse_variant(self.automa_parts(options), str(text), game=self.name)

    def merge_fact(self, key: str, known: str, learned: str) -> str | None:
        """The component library's value of fact `key` once a play has `learned` a value
        for it while the library held `known`; None when the two contradict (the person is
        then asked which is right). By default a fact is learned once and never changes, so
        only the same value agrees; a game whose facts accumulate (lower bounds on a deck
        proven by the cards drawn) merges them here."""
        return known if known == learned else None

    def check_fact(self, key: str, value: str) -> None:
        """Whether fact `key` with `value` may enter the person's component library: a
        `ValueError` saying why not (`engine.library.FactNameError` when no fact of this game
        has that name). The one gate of the library (`engine.library.fact_problem`): an
        answer, a play's own deduction, an import and a correction are checked alike, exactly
        as an import checks a data file. By default any value that is not blank."""
        if not value.strip():
            raise ValueError("give a value")

    def correct_fact(self, key: str, known: str, given: str) -> str:
        """The library's value of fact `key` once the person says `given` (what a play
        answered or derived) is right where it contradicts `known`: only the contradicted
        part is replaced (a deck's one count, one trip slide), the rest of what is known is
        kept. By default a fact is one value, so `given` replaces it."""
        return given

    def fact_name(self, key: str) -> str:
        """Fact `key` as a person names it ("your Automa cards"), for the component pages and
        the question "which is right?"; by default the key itself, which a game words as a
        person reads it ("Kabul: city cards")."""
        return key

    def still_to_learn(self, facts: Mapping[str, str]) -> tuple[str, ...]:
        """What the person's component library does not know yet of their copy, as lines a
        person reads ("the steps from Kabul to Baghdad"), given the `facts` it knows:
        `soloist components show` and the web's "Your components" page list them. Empty
        when nothing is known to be missing (the default)."""
        return ()

    def describe_fact(self, key: str, value: str) -> str:
        """Fact `key` of the person's copy as a person reads it (`soloist components show`,
        the web's "Your components" page); by default its value as stored."""
        return value

    def read_fact(self, key: str, value: str) -> str:
        """The stored form of `value` for fact `key` when a person corrects it by hand
        (`soloist components correct`); `ValueError` saying what is wrong with it. By
        default any text that is not blank (a value that does not fit the question that
        asks the fact is asked again when a play needs it)."""
        text = " ".join(value.split())
        if not text:
            raise ValueError("give a value")
        return text

    def typed_fact(self, key: str, value: str) -> str:
        """Fact `key`'s stored `value` as the person types it in their language (a phrase
        whose words a page says, and `read_fact` reads back): a page offers it to correct.
        By default the value itself."""
        return value

    def export_components(self, facts: Mapping[str, str]) -> dict[str, str]:
        """The library's `facts` written as the game's documented data files (file name →
        TOML text), which `--data`/`--cards` and `import_components` read back; an empty
        mapping when nothing known fits a file. The default: this game has no such files."""
        raise OptionError(f"{self.name} has no data files to export the components to")

    def import_components(self, path: Path) -> dict[str, str]:
        """The facts a data file or directory of the person's (`--data`, `--cards`)
        describes, validated before anything is stored: a `DataFileError` names the file, the
        field and the problem. The default: this game has no such files."""
        raise OptionError(f"{self.name} has no data files to import components from")

    def decide(self, path: Path, *, seed: int) -> DecideReport:
        """The automa's turn in the position described by the file at `path`."""
        raise OptionError(f"{self.name} has no described-position format")

    def terms(self) -> tuple[str, ...]:
        """The printed names of this game's things (its cards, spaces, resources, colours:
        what its data lists) in English, each once: the words its log and questions carry
        as a field's value. Each is a message of the game's terms catalog
        (``src/soloist/i18n/en/terms-<game>.ftl``, written from this list by
        scripts/add-log-messages.py), and a person may rename one to what their copy prints
        (`soloist.engine.words`). None by default."""
        return ()

    def notes(self, options: Options) -> tuple[str, ...]:
        """What a person must know about games with these options (an assumption they rest
        on, say); simulation reports print them. None by default."""
        return ()

    def notes_for(self, options: Options, facts: Mapping[str, str]) -> tuple[str, ...]:
        """`notes(options)` for games that play with the person's component library `facts`
        (simulation passes it: their own deck may replace an assumed one). By default the
        library changes nothing of the notes."""
        return self.notes(options)

    def describe_options(self, options: Options) -> str:
        """The options a game was started with, as a person reads them: the level, and every
        other option that is not at its default, by their titles (hidden and unset ones left
        out, but for an automa variant, and those that do not apply: an `asked_if` option
        whose condition does not hold): "Difficulty: Hard (4 cards) · Digital: yes"."""
        parts = []
        for spec in self.options:
            value = options.get(spec.name)
            if value is None or not self.applies(spec, options):
                continue
            if spec.hidden and spec.name != VARIANT:  # a variant game says it is one
                continue
            if not spec.sweep and value == spec.default:
                continue
            shown = (phrase("yes") if value else phrase("no")) if isinstance(value, bool) \
                else spec.label_of(value)
            parts.append(phrase("{option}: {value}", option=spec.title, value=shown))
        return joined_options(parts)

    def applies(self, spec: OptionSpec, options: Options) -> bool:
        """Whether option `spec` matters with these options: an `asked_if` option only when
        the option it depends on has the value it names."""
        if spec.asked_if is None:
            return True
        name, wanted = spec.asked_if
        return options.get(name, self.option(name).default) == wanted
