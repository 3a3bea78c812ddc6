"""`soloist simulate`: run the games, print the statistics, write CSV and plots."""

from __future__ import annotations

import csv
import json
import sys
import time
from collections.abc import Mapping, Sequence
from pathlib import Path

from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn
from rich.table import Table

from soloist.engine.errors import OptionError
from soloist.engine.game import GameDefinition
from soloist.engine.phrase import phrase
from soloist.engine.text import visible
from soloist.sim import runner
from soloist.sim.runner import notes_of
from soloist.sim.stand_ins import describe
from soloist.sim.stats import Summary, by_level, wilson

Row = runner.Row


def write_csv(rows: Sequence[Row], path: Path) -> None:
    columns: list[str] = []
    for row in rows:
        for key in row:
            if key not in columns:
                columns.append(key)
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=columns)
        writer.writeheader()
        writer.writerows(rows)


#: The files `--plot` can draw.
PLOT_SUFFIXES = (".png", ".svg", ".pdf")


def check_outputs(csv_path: Path | None, plot_path: Path | None) -> None:
    """Refuse an output file that cannot be written before any game is played."""
    for option, path in (("--csv", csv_path), ("--plot", plot_path)):
        if path is not None and not path.parent.is_dir():
            raise OptionError(f"{option} {path}: the folder {path.parent} does not exist")
    if plot_path is not None and plot_path.suffix.lower() not in PLOT_SUFFIXES:
        raise OptionError(f"--plot {plot_path}: give a file ending in "
                          + ", ".join(PLOT_SUFFIXES))


class ProgressLines:
    """Games played so far, as plain lines on stderr (where no progress bar can be drawn)."""

    #: Seconds between two lines after the first.
    EVERY = 5.0

    def __init__(self, name: str, total: int) -> None:
        self.name = name
        self.total = total
        self.done = 0
        self.last: float | None = None

    def __call__(self, games: int) -> None:
        self.done += games
        now = time.monotonic()
        if self.last is None or now - self.last >= self.EVERY or self.done == self.total:
            self.last = now
            print(visible(terminal_said(phrase("{game}: {done} of {total} games played",
                                               game=self.name, done=f"{self.done:,}",
                                               total=f"{self.total:,}"))),
                  file=sys.stderr, flush=True)


def terminal_said(text: str) -> str:
    """`text` (a phrase) in the terminal's language (LC_ALL, LC_MESSAGES, LANG)."""
    from soloist.play.language import Words

    return Words.of(None).said(text)


def print_simulation(
    definition: GameDefinition,
    console: Console,
    *,
    games: int,
    seed: int,
    workers: int | None,
    stand_in: str | None,
    levels: Sequence[str] | str | None,
    options: Mapping[str, object],
    csv_path: Path | None,
    plot_path: Path | None,
    as_json: bool,
    quiet: bool,
    ray: str | None = None,
    results: Path | None = None,
    facts: Mapping[str, str] | None = None,
) -> list[Row]:
    from soloist.sim.backends import RayBackend
    from soloist.sim.lab import choose_backend

    check_outputs(csv_path, plot_path)
    plan = runner.make_plan(definition, games=games, seed=seed, levels=levels,
                            options={k: v for k, v in options.items() if v is not None},
                            stand_in=stand_in, facts=facts)
    runner.trial(plan)  # a stand-in that cannot play is named before any worker starts
    backend = choose_backend(workers, ray)
    total = plan.total_games()
    started = time.perf_counter()
    report = runner.RunReport()
    interrupted = False
    try:
        if quiet:
            rows = runner.run(plan, backend=backend, results=results, report=report)
        elif as_json or not console.is_terminal:
            # No bar to draw (a pipe, a log, or stdout kept for the JSON document): a plain
            # line on stderr as games finish, the first at once, then at most every few
            # seconds.
            rows = runner.run(plan, backend=backend, results=results, report=report,
                              progress=ProgressLines(definition.name, total))
        else:
            with Progress("[progress.description]{task.description}", BarColumn(),
                          MofNCompleteColumn(), TimeRemainingColumn(), console=console,
                          transient=True) as progress:
                task = progress.add_task(escape(terminal_said(phrase(
                    "{game}: {total} games", game=definition.name, total=total))), total=total)
                rows = runner.run(plan, backend=backend, results=results, report=report,
                                  progress=lambda done: progress.advance(task, done))
    except KeyboardInterrupt as stop:
        if results is not None:
            console.print(escape(terminal_said(phrase(
                "Interrupted. The games played are in {results}; run the same command to "
                "resume.", results=str(results)))))
            raise
        rows = stop.rows if isinstance(stop, runner.Interrupted) else []
        hint = phrase("Give {option} to keep every game as it finishes and resume an "
                      "interrupted run.", option="--results FILE")
        if not rows:
            console.print(escape(terminal_said(phrase(
                "Interrupted before any game finished. {hint}", hint=hint))))
            raise
        interrupted = True
        said = terminal_said(
            phrase("Interrupted after {done} of {total} games: the summary is of those games "
                   "only. {hint}", done=f"{len(rows):,}", total=f"{total:,}", hint=hint)
            if as_json else
            phrase("Interrupted after {done} of {total} games: the summary below is of those "
                   "games only. {hint}", done=f"{len(rows):,}", total=f"{total:,}", hint=hint))
        if as_json:
            print(visible(said), file=sys.stderr)  # stdout stays one JSON document
        else:
            console.print(escape(said))
    finally:
        if isinstance(backend, RayBackend):
            backend.stop()
    elapsed = time.perf_counter() - started
    columns = list(definition.simulation_columns)
    table = by_level(rows, columns)
    notes = notes_of(plan, definition)
    try:
        if csv_path is not None:
            write_csv(rows, csv_path)
        if plot_path is not None and columns:
            from soloist.sim.plots import plot_distributions

            plot_distributions(rows, columns[0], definition.simulation_columns[columns[0]],
                               plot_path, note=" ".join(terminal_said(note) for note in notes)
                               or None, say=terminal_said)
    except OSError as error:
        raise OptionError(f"cannot write {error.filename or csv_path or plot_path}: "
                          f"{error.strerror or error}") from None
    description = describe(definition, plan.stand_in, plan.stand_in_source)
    if as_json:
        print(visible(json.dumps({
            "game": definition.name,
            "seed": seed,
            "games_per_level": games,
            "stand_in": plan.stand_in,
            "stand_in_description": description,
            "options": dict(plan.options),
            "level_option": plan.level_option,
            "workers": backend.parallelism,
            "backend": backend.describe(),
            "seconds": elapsed,
            "resumed": report.resumed,
            "notes": notes,
            "interrupted": interrupted,
            "games_played": len(rows),
            "levels": {level: {column: summary_json(column, summary)
                               for column, summary in cols.items()}
                       for level, cols in table.items()},
        }, indent=2, default=str), "json"))
        if interrupted:
            raise KeyboardInterrupt
        return rows
    speed = phrase("{speed} games/s", speed=f"{report.played / elapsed:,.0f}") \
        if report.played and elapsed else phrase("no games")
    played = phrase("{done} of {total} games (interrupted)", done=f"{len(rows):,}",
                    total=f"{total:,}") if interrupted else (
        phrase("{games} games per level", games=games) if plan.level_option is not None
        else phrase("{games} games", games=games))
    run = (phrase("{played}, seed {seed}, {backend}, {speed}; {resumed} read back from "
                  "{results}.", played=played, seed=seed, backend=backend.describe(),
                  speed=speed, resumed=f"{report.resumed:,}", results=str(results))
           if report.resumed else
           phrase("{played}, seed {seed}, {backend}, {speed}.", played=played, seed=seed,
                  backend=backend.describe(), speed=speed))
    console.print(f"[bold]{escape(definition.title)}[/]: {escape(terminal_said(run))}")
    console.print(escape(terminal_said(phrase("Stand-in {stand_in}: {description}.",
                                              stand_in=plan.stand_in,
                                              description=description))))
    for note in notes:
        console.print(f"[yellow]{escape(terminal_said(phrase('Note:')))}[/] "
                      f"{escape(terminal_said(note))}")
    for column, title in definition.simulation_columns.items():
        print_column(console, table, column, terminal_said(title),
                     plan.level_option or terminal_said(phrase("level")))
    if csv_path is not None:
        console.print(escape(terminal_said(phrase("Wrote {rows} rows to {path}.",
                                                  rows=len(rows), path=str(csv_path)))))
    if results is not None:
        console.print(escape(terminal_said(phrase("Every game is in {results}.",
                                                  results=str(results)))))
    if plot_path is not None:
        console.print(escape(terminal_said(phrase("Drew {path}.", path=str(plot_path)))))
    if interrupted:
        raise KeyboardInterrupt  # the summary is printed; the run still ends as interrupted
    return rows


def is_rate(column: str) -> bool:
    """A column of 0/1 outcomes (a win rate)."""
    return column.endswith("_won") or column.endswith("_rate")


def rate_interval(summary: Summary) -> tuple[float, float]:
    """A rate's 95% Wilson score interval: the mean's t interval would leave 0..1 near 0%
    and 100% (-0.2–3.2%, or 0.0–0.0% with no win at all)."""
    share = wilson(round(summary.mean * summary.n), summary.n)
    return share.low, share.high


def summary_json(column: str, summary: Summary) -> dict[str, float | int]:
    data = summary.to_json()
    if is_rate(column):
        data["ci95_low"], data["ci95_high"] = rate_interval(summary)
    return data


def print_column(console: Console, table: Mapping[str, Mapping[str, Summary]], column: str,
                 title: str, level_name: str) -> None:
    rate = is_rate(column)
    out = Table(title=escape(title), title_justify="left")
    out.add_column(escape(level_name))
    for heading in (phrase("mean"), phrase("sd"), phrase("95% CI"), "p5", "p50", "p95"):
        out.add_column(escape(terminal_said(heading)), justify="right")
    for level, columns in table.items():
        if column not in columns:
            continue
        s = columns[column]
        if level == "None":  # a game without levels: one row for all its games
            level = terminal_said(phrase("all games"))
        if rate:
            low, high = rate_interval(s)
            out.add_row(level, f"{100 * s.mean:.1f}%", "", f"{100 * low:.1f}–{100 * high:.1f}%",
                        "", "", "")
        else:
            out.add_row(level, f"{s.mean:.2f}", f"{s.sd:.2f}", f"{s.ci_low:.2f}–{s.ci_high:.2f}",
                        f"{s.p5:g}", f"{s.p50:g}", f"{s.p95:g}")
    console.print(out)
