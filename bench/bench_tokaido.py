"""Tokaido: full digital games per second on one core (a stand-in and the two Automas).

    .venv/bin/python bench/bench_tokaido.py [--games N] [--level L] [--repeat R] [--calls]

Each game is played by the simulation driver (`soloist.engine.autoplay.play_out`) with the
digital rules and the log off, exactly as `soloist simulate tokaido` plays it; the Automa
and Difficulty Level cards are Soloist's assumed composition (see the README). Prints, per
stand-in, the best of R timed runs. Also prints the figure with the log on (as in play).
With --calls, also the Python function calls a game makes (cProfile's count over 500 games):
a figure that, unlike the timings, does not move with the load of a shared machine.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import statistics
import time

from soloist.engine.autoplay import play_out
from soloist.engine.log import Log
from soloist.games import find_game


def games_per_second(stand_in: str, games: int, level: int, *,
                     log: bool = False) -> tuple[float, float]:
    """(games per second of wall-clock time, games per second of this process's CPU time).

    The CPU figure is what one core does when nothing else runs on it; on a shared machine
    the wall-clock figure is lower by however much of the core others took."""
    definition = find_game("tokaido")
    options = definition.parse_options({"digital": True, "simulated": True, "level": level})
    factory = definition.stand_ins[stand_in]
    wall, cpu = time.perf_counter(), time.process_time()
    for seed in range(games):
        play_out(definition, options, seed, factory, log=Log(enabled=log))
    return games / (time.perf_counter() - wall), games / (time.process_time() - cpu)


def calls_per_game(stand_in: str, games: int, level: int) -> float:
    """Function calls per game (Python and built-in), counted by cProfile: deterministic."""
    definition = find_game("tokaido")
    options = definition.parse_options({"digital": True, "simulated": True, "level": level})
    factory = definition.stand_ins[stand_in]
    profile = cProfile.Profile()
    profile.enable()
    for seed in range(games):
        play_out(definition, options, seed, factory, log=Log(enabled=False))
    profile.disable()
    return pstats.Stats(profile).total_calls / games  # type: ignore[attr-defined, no-any-return]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4000)
    parser.add_argument("--level", type=int, default=4)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--calls", action="store_true",
                        help="also count the function calls per game (cProfile, 500 games)")
    arguments = parser.parse_args()
    definition = find_game("tokaido")
    games_per_second("random", 200, arguments.level)  # warm the caches
    print(f"Tokaido, digital rules, level {arguments.level}, one core, "
          f"{arguments.games} games per run, best of {arguments.repeat}:")
    options = definition.parse_options({"digital": True, "simulated": True})
    for note in definition.notes(options):
        print(f"  Note: {note}")
    for name in definition.stand_ins:
        runs = [games_per_second(name, arguments.games, arguments.level)
                for _ in range(arguments.repeat)]
        wall = max(run[0] for run in runs)
        cpu = max(run[1] for run in runs)
        median = statistics.median(run[1] for run in runs)
        print(f"  stand-in {name:<8} best {cpu:6,.0f} games per CPU-second ({1e6 / cpu:,.0f} µs a "
              f"game), median {median:,.0f}; best {wall:,.0f} per wall-clock second")
        if arguments.calls:
            print(f"  stand-in {name:<8} {calls_per_game(name, 500, arguments.level):,.0f} "
                  "function calls per game (cProfile)")
    logged = games_per_second("random", max(1, arguments.games // 10), arguments.level, log=True)
    print(f"  with the log on (random stand-in): {logged[1]:,.0f} games per CPU-second")


if __name__ == "__main__":
    main()
