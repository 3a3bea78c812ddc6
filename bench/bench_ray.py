"""Ray's cost: starting a local Ray, and its overhead per game batch.

    .venv/bin/python bench/bench_ray.py [GAME] [--batches N]

Each timing is the best of three (other work on the machine only ever slows a run down).

1. Start-up: `ray.init` of a local Ray.
2. Overhead per batch: the same batches played in this process and as Ray tasks on a local
   Ray with ONE CPU (so nothing runs in parallel); the difference per batch is what
   sending a batch to Ray and its rows back costs. Measured with one-game batches (the
   overhead alone) and with the runner's largest batches.
3. Throughput: a whole run on a local Ray with 2 CPUs against 2 local worker processes.
"""

from __future__ import annotations

import argparse
import time

import ray

from soloist.games import find_game
from soloist.sim import runner
from soloist.sim.backends import LocalBackend, RayBackend


def timed(plan: runner.Plan, backend: runner.Backend, batch_size: int,
          repeat: int = 3) -> float:
    """The best of `repeat` timings (other work on the machine only ever slows a run)."""
    best = float("inf")
    for _ in range(repeat):
        started = time.perf_counter()
        runner.run(plan, backend=backend, batch_size=batch_size)
        best = min(best, time.perf_counter() - started)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", nargs="?", default="fantastic-factories")
    parser.add_argument("--batches", type=int, default=400)
    args = parser.parse_args()
    definition = find_game(args.game)
    quiet = {"include_dashboard": False, "log_to_driver": False, "logging_level": "ERROR"}

    started = time.perf_counter()
    ray.init(num_cpus=1, **quiet)
    print(f"Local Ray start (1 CPU): {time.perf_counter() - started:.1f} s")
    backend = RayBackend(num_cpus=1)
    tiny = runner.make_plan(definition, games=args.batches, seed=1)
    timed(tiny.with_games(20), backend, 1, repeat=1)  # warm up: workers started, code imported
    local = timed(tiny, LocalBackend(1), 1)
    on_ray = timed(tiny, backend, 1)
    print(f"One-game batches, {args.batches}: in this process {local:.2f} s, on Ray "
          f"{on_ray:.2f} s: overhead {1000 * (on_ray - local) / args.batches:.2f} ms a batch")
    big = runner.make_plan(definition, games=10 * runner.BATCH, seed=1)
    local = timed(big, LocalBackend(1), runner.BATCH)
    on_ray = timed(big, backend, runner.BATCH)
    per_batch = (on_ray - local) / 10
    print(f"{runner.BATCH}-game batches, 10: in this process {local:.2f} s, on Ray "
          f"{on_ray:.2f} s: overhead {1000 * per_batch:.1f} ms a batch "
          f"({100 * per_batch / (local / 10):.1f}% of playing one)")
    ray.shutdown()

    started = time.perf_counter()
    ray.init(num_cpus=2, **quiet)
    print(f"Local Ray start (2 CPUs): {time.perf_counter() - started:.1f} s")
    plan = runner.make_plan(definition, games=5000, seed=1, levels="all")
    two_ray = RayBackend(num_cpus=2)
    timed(plan.with_games(100), two_ray, 50, repeat=1)  # warm up
    size = runner.batch_size_for(plan.total_games(), 2)
    on_ray = timed(plan, two_ray, size)
    local = timed(plan, LocalBackend(2), size)
    total = plan.total_games()
    print(f"{total:,} games: Ray with 2 CPUs {on_ray:.2f} s ({total / on_ray:,.0f} games/s), "
          f"2 local worker processes {local:.2f} s ({total / local:,.0f} games/s)")
    ray.shutdown()


if __name__ == "__main__":
    main()
