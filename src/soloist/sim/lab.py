"""The balance lab's driver: choose a backend, run a plan (to a precision, if asked), keep
the rows in a results file, and write the HTML report. `soloist report` calls `make_report`.
"""

from __future__ import annotations

import math
import shlex
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

from soloist.engine.errors import OptionError
from soloist.engine.game import GameDefinition
from soloist.engine.phrase import Field, phrase
from soloist.i18n import ENGLISH
from soloist.sim import runner
from soloist.sim.backends import LocalBackend, RayBackend
from soloist.sim.results import ResultsFile
from soloist.sim.runner import Backend, Plan, Row, RunReport, notes_of
from soloist.sim.stats import half_width

if TYPE_CHECKING:
    from soloist.sim.target import Target

#: Games per cell of the first round of a run to a precision.
PILOT_GAMES = 400
#: A run to a precision stops here even if the precision is not reached.
DEFAULT_MAX_GAMES = 200_000


def choose_backend(workers: int | None, ray: str | None) -> Backend:
    """Local processes, or Ray when `ray` is given ("" for a local Ray, else an address)."""
    if ray is not None:
        return RayBackend(ray or None, num_cpus=workers)
    return LocalBackend(workers or runner.default_workers())


class MemoryResults(ResultsFile):
    """Rows kept in memory only: lets a run to a precision add games round by round."""

    def __init__(self, plan: Plan) -> None:
        super().__init__(Path("(memory)"), plan)

    def load(self) -> None:
        """Nothing to read."""

    def write_batch(self, rows: Sequence[Row]) -> None:
        """Nothing to write: `append` keeps the rows."""

    def finish(self, plan: Plan) -> None:
        """Nothing to rewrite."""


@dataclass
class Outcome:
    plan: Plan
    rows: list[Row]
    report: RunReport
    seconds: float
    worst_half_width: float | None = None


def run_plan(plan: Plan, *, backend: Backend, results: Path | None,
             precision: float | None, column: str | None, max_games: int,
             progress: Callable[[int, int], None] | None = None) -> Outcome:
    """Run `plan`, or (with `precision`) grow it until the 95% CI half-width of the mean of
    `column` is at most `precision` in every cell, or `max_games` per cell are played.

    Rounds are deterministic (they depend only on the rows), so the same seed and
    precision end at the same number of games. `progress(done, total)` follows the games.
    """
    started = time.perf_counter()
    store: ResultsFile = ResultsFile.open(results, plan) if results else MemoryResults(plan)
    report = RunReport()
    done = 0

    def advance(count: int) -> None:
        nonlocal done
        done += count
        if progress:
            progress(done, total)

    if precision is None:
        total = plan.total_games()
        rows = runner.run(plan, backend=backend, results=store, progress=advance, report=report)
        return Outcome(plan, rows, report, time.perf_counter() - started)
    if column is None:
        raise OptionError(f"{plan.game} names no automa score column, so --precision cannot "
                          "be met; give --games instead")
    games = min(PILOT_GAMES, max_games)
    while True:
        current = plan.with_games(games)
        total = current.total_games()
        done = 0
        step = RunReport()
        rows = runner.run(current, backend=backend, results=store, progress=advance,
                          report=step)
        report.played += step.played
        report.batches += step.batches
        # Games read back from the results file: those of the run not played now.
        report.resumed = len(rows) - report.played if results is not None else 0
        widths = cell_half_widths(current, rows, column)
        worst = max(widths.values(), default=0.0)
        if worst <= precision or games >= max_games:
            return Outcome(current, rows, report, time.perf_counter() - started, worst)
        needed = max(math.ceil(games * (width / precision) ** 2 * 1.05)
                     for width in widths.values())
        games = min(max_games, max(needed, games + 50))


def cell_half_widths(plan: Plan, rows: Sequence[Row], column: str) -> dict[tuple[str, ...], float]:
    values: dict[tuple[str, ...], list[float]] = {}
    for row in rows:
        value = row.get(column)
        if isinstance(value, int | float):
            values.setdefault(tuple(str(row[k]) for k in plan.key_columns), []).append(value)
    return {key: half_width(v) for key, v in values.items()}


def progress_bar(console: Console, quiet: bool, label: str) -> tuple[
        AbstractContextManager[object], Callable[[int, int], None] | None]:
    if quiet:
        return nullcontext(), None
    bar = Progress("[progress.description]{task.description}", BarColumn(),
                   MofNCompleteColumn(), TimeRemainingColumn(), console=console,
                   transient=True)
    task = bar.add_task(label, total=None)

    def update(done: int, total: int) -> None:
        bar.update(task, completed=done, total=total)

    return bar, update


def reproduce_command(definition: GameDefinition, plan: Plan, *, games: int | None,
                      precision: float | None, max_games: int, by: Sequence[str] | None,
                      options: Mapping[str, object], stand_in: str | None, out: str,
                      target: Path | None = None) -> str:
    """The command line that makes the same report: every choice that changes a figure."""
    parts = ["soloist", "report", definition.name, "--seed", str(plan.seed)]
    if precision is not None:
        parts += ["--precision", f"{precision:g}"]
        if max_games != DEFAULT_MAX_GAMES:
            parts += ["--max-games", str(max_games)]
    else:
        parts += ["--games", str(games)]
    sweep = definition.sweep_option
    if sweep is not None:
        everything = tuple(sweep.all_values())
        parts += [flag(sweep.name), "all" if tuple(plan.levels) == everything
                  else ",".join(str(level) for level in plan.levels)]
    if by is not None:
        for name in by:
            parts += ["--by", name]
    for name, values in plan.axes:
        if tuple(values) != definition.option_values(name, plan.options):
            parts += [flag(name), ",".join(str(value) for value in values)]
    varying = {*plan.axis_names, *(() if sweep is None else (sweep.name,))}
    for name, value in options.items():
        if value is None or name in varying or value is False:
            continue
        parts += [flag(name)] if value is True else [flag(name), str(value)]
    parts += ["--stand-in", stand_in or plan.stand_in, "--out", out]
    if target is not None:
        parts += ["--target", str(target)]
    return shlex.join(parts)


def flag(name: str) -> str:
    return "--" + name.replace("_", "-")


def stand_ins_of(text: str | None) -> list[str | None]:
    """The stand-ins a report compares: one, or a comma list (``random,greedy,strong``),
    from the weakest to the strongest; None for the game's default."""
    if text is None:
        return [None]
    names = [name.strip() for name in text.split(",") if name.strip()]
    if not names:
        raise OptionError("--stand-in: name at least one stand-in")
    return list(names)


def results_for(results: Path | None, plan: Plan, *, several: bool) -> Path | None:
    """Where a run's rows are kept: the results file, or, when a report compares several
    stand-ins, one file per stand-in beside it (``results.strong.csv``): a results file
    holds the games of one run."""
    if results is None or not several:
        return results
    name = "".join(char if char.isalnum() or char in "-_" else "-" for char in plan.stand_in)
    return results.with_name(f"{results.stem}.{name.strip('-') or 'stand-in'}{results.suffix}")


def make_report(
    definition: GameDefinition,
    console: Console,
    *,
    games: int | None,
    precision: float | None,
    max_games: int,
    seed: int,
    workers: int | None,
    ray: str | None,
    stand_in: str | None,
    levels: Sequence[str] | str | None,
    axes: Mapping[str, Sequence[str] | str],
    by: Sequence[str] | None,
    options: Mapping[str, object],
    out: Path,
    results: Path | None,
    quiet: bool,
    facts: Mapping[str, str] | None = None,
    target: Path | None = None,
    language: str = ENGLISH,
) -> Path:
    """Run the games and write the report; returns the report's path. `facts`: the
    person's component library, which every game plays with; `target`: the designer's
    target matrix (`sim.target`), whose stand-ins are played when none is named;
    `language`: the report's, and what is printed (the game's names are its own)."""
    from soloist.sim.balance import roles_for
    from soloist.sim.balance_report import RunInfo, render_runs
    from soloist.sim.target import read_target
    from soloist.sim.words import sayer

    if out.is_dir():
        raise OptionError(f"--out {out} is a folder; give a file name such as report.html")
    if not out.parent.exists():
        raise OptionError(f"--out {out}: the folder {out.parent} does not exist")
    given = {name: value for name, value in options.items() if value is not None}
    wished = read_target(target, definition) if target is not None else None
    if wished is not None and stand_in is None:
        stand_in = ",".join(wished.stand_ins)
    chosen = stand_ins_of(stand_in)
    plans = [runner.make_plan(definition, games=games or PILOT_GAMES, seed=seed,
                              levels=levels if levels is not None else "all", options=given,
                              stand_in=name, axes=axes, facts=facts) for name in chosen]
    if len({plan.stand_in for plan in plans}) < len(plans):
        raise OptionError("--stand-in: a stand-in is named twice")
    # A stand-in that cannot play is named before any worker starts.
    probes = [runner.trial(plan) for plan in plans]
    column = None
    if precision is not None:
        column = roles_for(definition, probes[0],
                           (*plans[0].key_columns, "game", "seed")).automa_score
    backend = choose_backend(workers, ray)
    outcomes: list[Outcome] = []
    try:
        for plan in plans:
            label = escape(sayer(language)(
                phrase("{game}: games ({stand_in})", game=definition.name,
                       stand_in=plan.stand_in) if len(plans) > 1 else
                phrase("{game}: games", game=definition.name)))
            bar, update = progress_bar(console, quiet, label)
            kept = results_for(results, plan, several=len(plans) > 1)
            try:
                with bar:
                    outcomes.append(run_plan(plan, backend=backend, results=kept,
                                             precision=precision, column=column,
                                             max_games=max_games, progress=update))
            except KeyboardInterrupt:
                console.print(escape(sayer(language)(
                    phrase("Interrupted. The games played are in {results}; run the same "
                           "command to resume.", results=str(kept)) if kept else
                    phrase("Interrupted. Give {option} to keep the games of a long run.",
                           option="--results FILE"))))
                raise
    finally:
        if isinstance(backend, RayBackend):
            backend.stop()
    first = outcomes[0]
    command = reproduce_command(definition, first.plan, games=games, precision=precision,
                                max_games=max_games, by=by, options=given,
                                stand_in=",".join(plan.stand_in for plan in plans)
                                if len(plans) > 1 else stand_in, out=str(out), target=target)
    seconds = sum(outcome.seconds for outcome in outcomes)
    info = RunInfo(command=command, invoked=shlex.join(["soloist", *sys.argv[1:]]),
                   backend=backend.describe(), seconds=seconds,
                   resumed=sum(outcome.report.resumed for outcome in outcomes),
                   played=sum(outcome.report.played for outcome in outcomes),
                   precision=precision, results=str(results) if results else None)
    html = render_runs([(outcome.plan, outcome.rows) for outcome in outcomes], definition,
                       info, wished, language=language)
    out.write_text(html, encoding="utf-8")
    if not quiet:
        say = sayer(language)
        for outcome in outcomes:
            console.print(escape(say(run_line(definition, outcome, backend.describe(),
                                              results_for(results, outcome.plan,
                                                          several=len(plans) > 1),
                                              several=len(plans) > 1))))
        for note in notes_of(first.plan, definition):
            console.print(f"[yellow]{escape(say(phrase('Note:')))}[/] {escape(say(note))}")
        if wished is not None:
            print_target(console, wished, outcomes, definition, language)
        console.print(escape(say(phrase("Wrote {report}.", report=str(out)))))
    return out


def run_line(definition: GameDefinition, outcome: Outcome, backend: str,
             kept: Path | None, *, several: bool) -> str:
    """What `soloist report` prints of a run: its games, per cell, seed, backend, time."""
    title = phrase("{title} with {stand_in}", title=definition.title,
                   stand_in=outcome.plan.stand_in) if several else definition.title
    games = f"{len(outcome.rows):,}"
    if outcome.report.resumed:
        games = phrase("{games} games ({resumed} read back from {results})", games=games,
                       resumed=f"{outcome.report.resumed:,}", results=str(kept))
    else:
        games = phrase("{games} games", games=games)
    fields: dict[str, Field] = {"title": title, "games": games,
                                "per_cell": f"{outcome.plan.games:,}",
                                "seed": outcome.plan.seed, "backend": backend,
                                "seconds": f"{outcome.seconds:.1f}"}
    if outcome.worst_half_width is not None:
        return phrase("{title}: {games}, {per_cell} per cell, automa's mean score ±{width} "
                      "(95% CI) in every cell, seed {seed}, on {backend}, {seconds} s.",
                      width=f"{outcome.worst_half_width:.2f}", **fields)
    return phrase("{title}: {games}, {per_cell} per cell, seed {seed}, on {backend}, "
                  "{seconds} s.", **fields)


def print_target(console: Console, wished: Target, outcomes: Sequence[Outcome],
                 definition: GameDefinition, language: str = ENGLISH) -> None:
    """The target matrix in the terminal: each cell, then the one number."""
    from soloist.sim.words import sayer

    say = sayer(language)
    from soloist.sim.balance import analyse
    from soloist.sim.target import compare

    matrix = compare(wished, [(outcome.plan.stand_in, analyse(outcome.plan, definition,
                                                              outcome.rows))
                              for outcome in outcomes])
    for cell in matrix.cells:
        where = ", ".join(filter(None, [cell.level_label, cell.axes_label]))
        fields = {"stand_in": cell.stand_in, "where": where,
                  "wished": f"{100 * cell.wished:.0f}",
                  "measured": f"{100 * cell.measured.rate:.1f}",
                  "distance": f"{100 * cell.distance:+.1f}"}
        console.print(escape(say(phrase(
            "Target {stand_in} at {where}: wished {wished}%, measured {measured}% ({distance} "
            "points, significant).", **fields) if cell.significant else phrase(
            "Target {stand_in} at {where}: wished {wished}%, measured {measured}% ({distance} "
            "points).", **fields))))
    console.print(escape(say(phrase("Target: {summary}", summary=matrix.summary()))))
