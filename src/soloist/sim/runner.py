"""Runs many seeded games, on one process or on several, with identical results.

Game *i* of a run uses the seed `derive_seed(run_seed, i)` at every level, so the levels
are compared on the same seeds, and the results do not depend on the number of workers:
work is cut into batches by game index and put back in index order.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass

from soloist.engine.autoplay import play_out
from soloist.engine.chance import derive_seed
from soloist.engine.errors import OptionError
from soloist.engine.game import GameDefinition, OptionValue

Row = dict[str, int | float | str]
#: Games per batch sent to a worker: large enough to hide the cost of sending it.
BATCH = 500


@dataclass(frozen=True)
class Plan:
    """What to simulate: a game, its options per level, the stand-in, games and seed."""

    game: str
    level_option: str | None
    levels: tuple[OptionValue, ...]
    options: Mapping[str, OptionValue]
    stand_in: str
    games: int
    seed: int

    def options_for(self, level: OptionValue) -> dict[str, OptionValue]:
        options = dict(self.options)
        if self.level_option is not None:
            options[self.level_option] = level
        return options

    def batches(self) -> Iterator[tuple[OptionValue, int, int]]:
        for level in self.levels:
            for start in range(0, self.games, BATCH):
                yield level, start, min(start + BATCH, self.games)


def make_plan(
    definition: GameDefinition,
    *,
    games: int,
    seed: int,
    levels: Sequence[str] | str | None = None,
    options: Mapping[str, object] | None = None,
    stand_in: str | None = None,
) -> Plan:
    """A checked plan; `levels` is "all", a list of level values, or None for the default."""
    if games < 1:
        raise OptionError("the number of games must be at least 1")
    if not definition.stand_ins:
        raise OptionError(f"{definition.name} has no stand-in for simulation yet")
    chosen = stand_in or next(iter(definition.stand_ins))
    if chosen not in definition.stand_ins:
        raise OptionError(f"unknown stand-in {chosen!r}; {definition.name} has: "
                          + ", ".join(definition.stand_ins))
    raw = {**(options or {}), **definition.simulation_options(chosen)}
    sweep = definition.sweep_option
    level_values: tuple[OptionValue, ...] = (None,)
    if sweep is not None:
        if levels is None:
            level_values = (definition.parse_options(raw)[sweep.name],)
        elif levels == "all":
            level_values = tuple(sweep.choices) if sweep.choices else tuple(
                range(sweep.minimum or 0, (sweep.maximum or 0) + 1))
        else:
            wanted = [levels] if isinstance(levels, str) else list(levels)
            level_values = tuple(dict.fromkeys(sweep.parse(level) for level in wanted))
        raw.pop(sweep.name, None)
    parsed = definition.parse_options(raw)
    return Plan(definition.name, sweep.name if sweep else None, level_values, parsed, chosen,
                games, seed)


def play_batch(plan: Plan, level: OptionValue, start: int, stop: int) -> list[Row]:
    """Games start..stop-1 of one level (runs in a worker process)."""
    from soloist.games import find_game

    definition = find_game(plan.game)
    options = definition.parse_options(plan.options_for(level))
    stand_in = definition.stand_ins[plan.stand_in]
    rows = []
    for index in range(start, stop):
        seed = derive_seed(plan.seed, index)
        result = play_out(definition, options, seed, stand_in)
        row: Row = {"level": str(level), "game": index, "seed": seed}
        row.update(result.summary())
        rows.append(row)
    return rows


def default_workers() -> int:
    return max(1, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity")
               else os.cpu_count() or 1)


def run(
    plan: Plan,
    *,
    workers: int | None = None,
    progress: Callable[[int], None] | None = None,
) -> list[Row]:
    """Every game of the plan, in (level, game) order, whatever the number of workers."""
    workers = workers or default_workers()
    batches = list(plan.batches())
    results: dict[tuple[str, int], list[Row]] = {}
    if workers == 1 or len(batches) == 1:
        for level, start, stop in batches:
            results[(str(level), start)] = play_batch(plan, level, start, stop)
            if progress:
                progress(stop - start)
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            futures = {pool.submit(play_batch, plan, level, start, stop): (str(level), start)
                       for level, start, stop in batches}
            for future in as_completed(futures):
                rows = future.result()
                results[futures[future]] = rows
                if progress:
                    progress(len(rows))
    ordered: list[Row] = []
    for level, start, _ in batches:
        ordered.extend(results[(str(level), start)])
    return ordered
