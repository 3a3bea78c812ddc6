"""Parallel efficiency of the simulation runner: the same games on 1 and on 2 workers.

    .venv/bin/python bench/bench_parallel.py [GAME ...] [--games N] [--repeat R]

For each game (default: every registered game), every level is played with the game's
first stand-in, N games per level, once on one worker process and once on two; the best
of R timings of each is kept (other work on the machine only ever slows a run down).
Efficiency = time on 1 worker / (2 × time on 2 workers): 1.0 is a perfect doubling.
"""

from __future__ import annotations

import argparse
import time

from soloist.games import all_games, find_game
from soloist.sim import runner


def best_time(plan: runner.Plan, workers: int, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        runner.run(plan, workers=workers)
        times.append(time.perf_counter() - started)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="game names (default: every game)")
    parser.add_argument("--games", dest="per_level", type=int, default=5000,
                        help="games per level (default 5000)")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    definitions = [find_game(name) for name in args.games] or all_games()
    for definition in definitions:
        plan = runner.make_plan(definition, games=args.per_level, seed=1, levels="all")
        runner.run(plan.with_games(50), workers=1)  # warm up: data files loaded
        total = plan.total_games()
        one = best_time(plan, 1, args.repeat)
        two = best_time(plan, 2, args.repeat)
        print(f"{definition.name}: {total:,} games ({len(plan.levels)} levels, stand-in "
              f"{plan.stand_in}); 1 worker {one:.2f} s ({total / one:,.0f} games/s), "
              f"2 workers {two:.2f} s ({total / two:,.0f} games/s); parallel efficiency "
              f"{one / (2 * two):.2f}")


if __name__ == "__main__":
    main()
