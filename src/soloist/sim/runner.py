"""Runs many seeded games, on local processes or a Ray cluster, with identical results.

Game *i* of a run uses the seed `derive_seed(run_seed, i)` in every cell (every level, and
every value of a report's axis), so the cells are compared on the same seeds, and the
results depend neither on the backend nor on the number of workers: work is cut into
batches of game indices, and the rows are put back in (cell, game) order.

With a results file, rows are appended as each batch finishes; running the same plan
again with the same file plays only the games the file does not hold yet.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import math
import os
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar, Protocol

from soloist.engine.autoplay import play_out
from soloist.engine.chance import Chance, derive_seed
from soloist.engine.errors import DataFileError, InvalidAnswer, OptionError, SoloistError
from soloist.engine.game import GameDefinition, OptionValue, Play, StandIn, StandInFactory
from soloist.engine.log import Log
from soloist.engine.questions import Question
from soloist.engine.variants import VARIANT
from soloist.sim.stand_ins import StandInSource, is_file_spec, load_source, read_source

if TYPE_CHECKING:
    from soloist.sim.results import ResultsFile

Row = dict[str, int | float | str]
#: The most games per batch sent to a worker: large enough to hide the cost of sending
#: it, small enough that an interrupted run loses little and progress moves smoothly.
BATCH = 500
#: The fewest games per batch (below this the cost of sending a batch shows).
SMALLEST_BATCH = 25


class SimulationError(SoloistError):
    """A simulated game that could not be played (a stand-in that fails, say)."""


class Interrupted(KeyboardInterrupt):
    """Ctrl-C during a run: the rows of the games finished before it, in plan order."""

    def __init__(self, rows: list[Row]) -> None:
        super().__init__()
        self.rows = rows


@dataclass(frozen=True)
class Cell:
    """One combination of the plan's varying options: a level, and a value per axis."""

    level: OptionValue
    axes: tuple[tuple[str, OptionValue], ...] = ()

    @property
    def key(self) -> tuple[str, ...]:
        """How the cell's rows name it: the level, then each axis value, as text."""
        return (str(self.level), *(str(value) for _, value in self.axes))

    def identity(self) -> dict[str, str]:
        return {"level": str(self.level), **{name: str(value) for name, value in self.axes}}


@dataclass(frozen=True)
class Plan:
    """What to simulate: a game, its options per cell, the stand-in, games and seed."""

    game: str
    level_option: str | None
    levels: tuple[OptionValue, ...]
    options: Mapping[str, OptionValue]
    stand_in: str
    games: int
    seed: int
    axes: tuple[tuple[str, tuple[OptionValue, ...]], ...] = ()
    stand_in_source: StandInSource | None = None
    rules_version: int = 0
    definition: GameDefinition | None = field(default=None, compare=False, repr=False)
    #: A snapshot of the person's component library (fact → value, sorted): every game
    #: plays their own deck or map where it is known (`play_out(..., facts=...)`).
    facts: tuple[tuple[str, str], ...] = ()

    def resolve(self) -> GameDefinition:
        if self.definition is not None:
            return self.definition
        from soloist.games import find_game

        return find_game(self.game)

    @property
    def axis_names(self) -> tuple[str, ...]:
        return tuple(name for name, _ in self.axes)

    @property
    def key_columns(self) -> tuple[str, ...]:
        """The columns that name a row's cell: ``level`` and one per axis."""
        return ("level", *self.axis_names)

    def cells(self) -> list[Cell]:
        """Every cell, levels outermost, then each axis in order."""
        combos: list[tuple[tuple[str, OptionValue], ...]] = [()]
        for name, values in self.axes:
            combos = [(*combo, (name, value)) for combo in combos for value in values]
        return [Cell(level, combo) for level in self.levels for combo in combos]

    def options_for(self, level: OptionValue | Cell) -> dict[str, OptionValue]:
        cell = level if isinstance(level, Cell) else Cell(level)
        options = dict(self.options)
        if self.level_option is not None:
            options[self.level_option] = cell.level
        options.update(cell.axes)
        return options

    def stand_in_factory(self) -> StandInFactory:
        if self.stand_in_source is not None:
            return load_source(self.stand_in_source)
        return self.resolve().stand_in(self.stand_in)

    @property
    def run_id(self) -> str:
        """What makes two runs' games the same games: game, rules, options, stand-in and
        seed (not the number of games, the levels or the axes, which only say which
        games are wanted: a sensitivity report's unchanged automa is simulate's run). A
        results file holds the games of one run id."""
        identity = {
            "game": self.game,
            "rules_version": self.rules_version,
            # (no automa variant: the run id of before variants were options)
            "options": {name: self.options[name] for name in sorted(self.options)
                        if not (name == VARIANT and self.options[name] is None)},
            "stand_in": self.stand_in,
            "stand_in_source": self.stand_in_source.digest if self.stand_in_source else None,
            "seed": self.seed,
        }
        if self.facts:  # other components, other games (none: the run id of before)
            identity["facts"] = dict(self.facts)
        text = json.dumps(identity, sort_keys=True, default=str)
        return hashlib.blake2b(text.encode(), digest_size=6).hexdigest()

    def total_games(self) -> int:
        return self.games * len(self.cells())

    def with_games(self, games: int) -> Plan:
        return replace(self, games=games)


@dataclass(frozen=True)
class Batch:
    """Some games of one cell, by index."""

    cell: Cell
    indices: tuple[int, ...]


def make_plan(
    definition: GameDefinition,
    *,
    games: int,
    seed: int,
    levels: Sequence[str] | str | None = None,
    options: Mapping[str, object] | None = None,
    stand_in: str | None = None,
    axes: Mapping[str, Sequence[str] | str] | None = None,
    facts: Mapping[str, str] | None = None,
) -> Plan:
    """A checked plan.

    `levels` is "all", a list of level values, or None for the default level. `axes` maps
    an option to "all" or to a list of its values: every combination is a cell (a report
    by character runs each level with each character).
    """
    if games < 1:
        raise OptionError("the number of games must be at least 1")
    stand_ins = definition.all_stand_ins()
    chosen = stand_in or next(iter(stand_ins))
    source: StandInSource | None = None
    declared: Mapping[str, OptionValue] = {}
    if chosen not in stand_ins:
        if not is_file_spec(chosen):
            if chosen.partition(":")[0] not in stand_ins:
                raise OptionError(f"unknown stand-in {chosen!r}; {definition.name} has: "
                                  + ", ".join(stand_ins)
                                  + " (or give your own: --stand-in path/to/file.py:ClassName)")
            definition.stand_in(chosen)  # a setting (strong:400), checked now
        else:
            source = read_source(chosen)
            # checked now, with a clear message, before any worker starts
            declared = getattr(load_source(source), "simulation_options", {})
            chosen = source.spec
    # The game's simulation defaults, then what the stand-in declares it needs (a fully
    # modelled table, say).
    raw = {**(options or {}), **definition.simulation_options(chosen), **declared}
    sweep = definition.sweep_option
    level_values: tuple[OptionValue, ...] = (None,)
    if sweep is not None:
        if levels is None:
            level_values = (definition.parse_options(raw)[sweep.name],)
        else:
            level_values = _values(sweep.name, definition, levels, raw)
        raw.pop(sweep.name, None)
    axis_values: list[tuple[str, tuple[OptionValue, ...]]] = []
    for name, wanted in (axes or {}).items():
        spec = definition.option(name)
        if sweep is not None and name == sweep.name:
            continue  # the level is always a column of its own
        if name in definition.simulation_options(chosen):
            raise OptionError(f"option {name} is set by simulation itself; it cannot be an "
                              "axis")
        if spec.kind == "path":
            raise OptionError(f"option {name} is a file; it cannot be an axis")
        axis_values.append((name, _values(name, definition, wanted, raw)))
        raw.pop(name, None)
    parsed = definition.parse_options(raw)
    for name, _ in axis_values:
        parsed.pop(name, None)
    if sweep is not None:
        parsed.pop(sweep.name, None)
    return Plan(definition.name, sweep.name if sweep else None, level_values, parsed, chosen,
                games, seed, tuple(axis_values), source, definition.rules_version, definition,
                tuple(sorted((facts or {}).items())))


def _values(name: str, definition: GameDefinition, wanted: Sequence[str] | str,
            options: Mapping[str, object]) -> tuple[OptionValue, ...]:
    spec = definition.option(name)
    if wanted == "all":
        values = definition.option_values(name, definition.parse_options(
            {key: value for key, value in options.items() if key != name}))
        if not values:
            raise OptionError(f"option {name}: there is no value of it to run")
        return values
    listed = [wanted] if isinstance(wanted, str) else list(wanted)
    if not listed:
        raise OptionError(f"option {name}: give at least one value")
    return tuple(dict.fromkeys(spec.parse(value) for value in listed))


def notes_of(plan: Plan, definition: GameDefinition) -> list[str]:
    """What a reader must know about a run's games (an assumption they rest on), as
    `soloist simulate` and `soloist report` show it: the game's notes for every cell's
    options, once each."""
    found: dict[str, None] = {}
    facts = dict(plan.facts)
    for cell in plan.cells():
        options = definition.parse_options(plan.options_for(cell))
        for note in definition.notes_for(options, facts):
            found.setdefault(note)
    return list(found)


# -- playing ------------------------------------------------------------------------------

def play_batch(plan: Plan, batch: Batch) -> list[Row]:
    """The rows of one batch's games (runs in a worker process or on a Ray node)."""
    definition = plan.resolve()
    options = definition.parse_options(plan.options_for(batch.cell))
    stand_in = plan.stand_in_factory()
    identity = batch.cell.identity()
    facts = dict(plan.facts) or None
    rows: list[Row] = []
    for index in batch.indices:
        seed = derive_seed(plan.seed, index)
        try:
            result = play_out(definition, options, seed, stand_in, facts=facts)
        except (DataFileError, OptionError):
            raise  # a file or option of the person's: its message names it, as `play` says it
        except Exception as error:
            raise SimulationError(
                f"game {index} of {plan.game} ({describe_cell(plan, batch.cell)}, seed {seed}) "
                f"failed with stand-in {plan.stand_in}: "
                + diagnose(definition, options, seed, stand_in, error, facts)) from None
        row: Row = {**identity, "game": index, "seed": seed}
        row.update(result.summary())
        row.update(identity)  # the cell's own columns win over a summary's namesakes
        rows.append(row)
    return rows


def describe_cell(plan: Plan, cell: Cell) -> str:
    parts = [f"{plan.level_option} {cell.level}"] if plan.level_option else []
    parts.extend(f"{name} {value}" for name, value in cell.axes)
    return ", ".join(parts) or "default options"


class _Tracing:
    """Wraps a stand-in to remember the last question and answer (only to explain a
    failure: the failing game is replayed with it, since games are deterministic)."""

    name: ClassVar[str] = "traced"
    description: ClassVar[str] = "a stand-in whose last question is remembered"

    def __init__(self, inner: StandIn) -> None:
        self.inner = inner
        self.question: Question | None = None
        self.given: str | None = None

    def answer(self, question: Question, play: Play) -> str:
        self.question, self.given = question, None
        given = self.inner.answer(question, play)
        self.given = given
        return given


def diagnose(definition: GameDefinition, options: Mapping[str, OptionValue], seed: int,
             stand_in: StandInFactory, error: Exception,
             facts: Mapping[str, str] | None = None) -> str:
    """What went wrong, naming the question the stand-in was answering."""
    what = f"{type(error).__name__}: {error}"
    traced: list[_Tracing] = []

    def factory(chance: Chance) -> _Tracing:
        tracer = _Tracing(stand_in(chance))
        traced.append(tracer)
        return tracer

    with contextlib.suppress(Exception):  # the same failure again, with the question known
        play_out(definition, options, seed, factory, log=Log(enabled=False), facts=facts)
    if not traced or traced[0].question is None:
        return what
    question = traced[0].question
    if isinstance(error, InvalidAnswer):
        return (f"it answered {traced[0].given!r} to {question.topic!r} "
                f"({question.prompt}): {error}")
    return f"while answering {question.topic!r} ({question.prompt}): {what}"


def trial(plan: Plan) -> list[Row]:
    """Set up every cell's game and play game 0 of the first cell here, so that a data
    file the games cannot read (`DataFileError` naming it, as `play` gives it) or a
    stand-in that cannot play the game (`SimulationError` with the question) is reported
    before any worker starts."""
    definition = plan.resolve()
    cells = plan.cells()
    for cell in cells:
        definition.new_play(definition.parse_options(plan.options_for(cell)),
                            Chance(plan.seed), Log(enabled=False))
    return play_batch(plan, Batch(cells[0], (0,)))


def default_workers() -> int:
    return max(1, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity")
               else os.cpu_count() or 1)


def batch_size_for(total: int, workers: int) -> int:
    """About eight batches per worker (even load, smooth progress), within bounds."""
    return max(SMALLEST_BATCH, min(BATCH, math.ceil(total / (max(workers, 1) * 8))))


def batches_for(plan: Plan, size: int,
                done: Mapping[tuple[str, ...], set[int]] | None = None) -> list[Batch]:
    """The batches of games not in `done` (cell key → game indices already played)."""
    batches: list[Batch] = []
    for cell in plan.cells():
        skip = done.get(cell.key, set()) if done else set()
        missing = [index for index in range(plan.games) if index not in skip]
        for start in range(0, len(missing), size):
            batches.append(Batch(cell, tuple(missing[start:start + size])))
    return batches


class Backend(Protocol):
    """Where batches are played: local processes or a Ray cluster."""

    #: How many batches it plays at once (to choose the batch size).
    parallelism: int

    def start(self) -> object:
        """Get ready (connect to a cluster) and set `parallelism`."""
        ...

    def map(self, plan: Plan, batches: Sequence[Batch]) -> Iterable[list[Row]]:
        """Each batch's rows, in the order the batches finish."""
        ...

    def describe(self) -> str:
        ...


def order_rows(plan: Plan, rows: Iterable[Row]) -> list[Row]:
    """The plan's rows in (cell, game) order; rows outside the plan are left out."""
    position = {cell.key: number for number, cell in enumerate(plan.cells())}
    keys = plan.key_columns
    wanted = []
    for row in rows:
        cell = position.get(tuple(str(row[key]) for key in keys))
        game = int(row["game"])
        if cell is not None and game < plan.games:
            wanted.append((cell, game, row))
    wanted.sort(key=lambda item: (item[0], item[1]))
    return [row for _, _, row in wanted]


@dataclass
class RunReport:
    """What a run did: rows already in the results file, and games played now."""

    resumed: int = 0
    played: int = 0
    batches: int = 0


def run(
    plan: Plan,
    *,
    workers: int | None = None,
    backend: Backend | None = None,
    progress: Callable[[int], None] | None = None,
    results: Path | ResultsFile | None = None,
    batch_size: int | None = None,
    report: RunReport | None = None,
) -> list[Row]:
    """Every game of the plan, in (cell, game) order, whatever the backend.

    With `results` (a .csv or .parquet path), rows are appended as batches finish and the
    games the file already holds are not played again. `progress` is called with the
    number of games each finished batch (or the resumed file) adds.
    """
    from soloist.sim.backends import LocalBackend
    from soloist.sim.results import ResultsFile

    if backend is None:
        backend = LocalBackend(workers or default_workers())
    store = ResultsFile.open(results, plan) if isinstance(results, Path) else results
    report = report if report is not None else RunReport()
    collected: list[Row] = []
    done: dict[tuple[str, ...], set[int]] = {}
    if store is not None:
        collected = order_rows(plan, store.all_rows)
        for row in collected:
            done.setdefault(tuple(str(row[key]) for key in plan.key_columns),
                            set()).add(int(row["game"]))
        report.resumed = len(collected)
        if collected and progress:
            progress(len(collected))
    to_play = plan.total_games() - len(collected)
    if to_play:
        backend.start()
    size = batch_size or batch_size_for(to_play, backend.parallelism)
    batches = batches_for(plan, size, done)
    report.batches = len(batches)
    try:
        for rows in backend.map(plan, batches) if batches else ():
            collected.extend(rows)
            report.played += len(rows)
            if store is not None:
                store.append(rows)
            if progress:
                progress(len(rows))
    except KeyboardInterrupt:
        raise Interrupted(order_rows(plan, collected)) from None
    finally:
        if store is not None:
            store.close()
    if store is not None:
        store.finish(plan)
    return order_rows(plan, collected)
