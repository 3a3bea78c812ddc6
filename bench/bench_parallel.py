"""Parallel efficiency of the simulation runner: the same games on 1 and on 2 workers.

    .venv/bin/python bench/bench_parallel.py [GAME ...] [--games N] [--repeat R]

For each game (default: every registered game), every level is played with the game's
first stand-in, N games per level, once on one worker process and once on two; the best
of R timings of each is kept (other work on the machine only ever slows a run down).
Efficiency = time on 1 worker / (2 × time on 2 workers): 1.0 is a perfect doubling.

Other work on the machine takes cores away from the run and lowers the wall-clock
efficiency, so the load average is printed too, and the CPU time the run used (this
process and its workers): 1-worker CPU / 2-worker CPU is the share of the work that was
not overhead (starting processes, sending batches and rows), whatever the load.
"""

from __future__ import annotations

import argparse
import os
import resource
import time

from soloist.games import all_games, find_game
from soloist.sim import runner


def cpu_seconds() -> float:
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def best_time(plan: runner.Plan, workers: int, repeat: int) -> tuple[float, float]:
    """The best wall-clock time of `repeat` runs, and the CPU time of that run."""
    best = (float("inf"), 0.0)
    for _ in range(repeat):
        cpu = cpu_seconds()
        started = time.perf_counter()
        runner.run(plan, workers=workers)
        wall = time.perf_counter() - started
        best = min(best, (wall, cpu_seconds() - cpu))
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="game names (default: every game)")
    parser.add_argument("--games", dest="per_level", type=int, default=5000,
                        help="games per level (default 5000)")
    parser.add_argument("--repeat", type=int, default=2)
    args = parser.parse_args()
    definitions = [find_game(name) for name in args.games] or all_games()
    for definition in definitions:
        plan = runner.make_plan(definition, games=args.per_level, seed=1, levels="all")
        runner.run(plan.with_games(50), workers=1)  # warm up: data files loaded
        total = plan.total_games()
        load = os.getloadavg()[0]
        one, one_cpu = best_time(plan, 1, args.repeat)
        two, two_cpu = best_time(plan, 2, args.repeat)
        print(f"{definition.name}: {total:,} games ({len(plan.levels)} levels, stand-in "
              f"{plan.stand_in}); 1 worker {one:.2f} s ({total / one:,.0f} games/s), "
              f"2 workers {two:.2f} s ({total / two:,.0f} games/s); parallel efficiency "
              f"{one / (2 * two):.2f}; CPU {one_cpu:.2f} s vs {two_cpu:.2f} s (work share "
              f"{one_cpu / two_cpu:.2f}); load average {load:.1f} on "
              f"{runner.default_workers()} cores")


if __name__ == "__main__":
    main()
