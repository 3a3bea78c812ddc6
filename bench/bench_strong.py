"""The `strong` stand-ins: their goals (strength against `greedy`, an informative ladder) and
their speed, for Fantastic Factories and Tokaido, in one run on the same seeds.

    .venv/bin/python bench/bench_strong.py [--games N] [--workers W] [--seed S]
                                           [--ff-budget B] [--tokaido-budget B] [--only GAME]
                                           [--levels all|LEVEL,...] [--no-speed]

With its defaults (50 games per level) it finishes in a few minutes on 2 cores; issue 24's
strength check is Fantastic Factories at medium, 200 games, seeds 1 and 7:

    .venv/bin/python bench/bench_strong.py --only fantastic-factories --levels medium \
        --games 200 --seed 7 --no-speed

1. Strength (issue 18's goals), each stand-in on the same seeds at every level, through the
   simulation runner on W worker processes (`soloist simulate`'s own path):
   - Fantastic Factories, medium: strong's mean score against greedy's (goal ≥ 1.3 ×) and its
     win rate (goal ≥ 50%);
   - Tokaido, level 4: strong's margin over the best Automa against greedy's (goal ≥ 20
     points better);
   - each game: the levels at which strong's win rate lies between 5% and 95% (goal: three
     or more).
2. Speed: 100 strong games of Fantastic Factories at medium on W worker processes (goal ≤ 2
   minutes with 2 workers), wall-clock and CPU; games per CPU-second (per core) of both
   games; the rollouts per CPU-second the search reaches (measured in this process).

Wall-clock figures move with the load of a shared machine: the load average is printed, and
the CPU figures (this process and its workers) are the steadier ones.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import time
from collections.abc import Sequence

from soloist.engine.autoplay import play_out
from soloist.engine.chance import Chance, derive_seed
from soloist.engine.game import GameDefinition, StandIn
from soloist.engine.search import SearchingStandIn
from soloist.games import find_game
from soloist.sim import runner
from soloist.sim.backends import LocalBackend
from soloist.sim.runner import Row

FF = find_game("fantastic-factories")
TOKAIDO = find_game("tokaido")


def cpu_seconds() -> float:
    """CPU time of this process and of its finished worker processes."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def run(definition: GameDefinition, stand_in: str, games: int, seed: int, workers: int,
        levels: Sequence[str] | str) -> tuple[list[Row], float, float]:
    """The rows of a plan, with its wall-clock and CPU seconds."""
    plan = runner.make_plan(definition, games=games, seed=seed, levels=levels,
                            stand_in=stand_in)
    wall, cpu = time.perf_counter(), cpu_seconds()
    rows = runner.run(plan, backend=LocalBackend(workers))
    return rows, time.perf_counter() - wall, cpu_seconds() - cpu


def by_level(rows: Sequence[Row]) -> dict[str, list[Row]]:
    found: dict[str, list[Row]] = {}
    for row in rows:
        found.setdefault(str(row["level"]), []).append(row)
    return found


def mean(rows: Sequence[Row], column: str) -> float:
    return statistics.fmean(float(row[column]) for row in rows)


def verdict(ok: bool) -> str:
    return "met" if ok else "NOT met"


def ladder(name: str, rows: Sequence[Row]) -> None:
    informative = []
    for level, cell in by_level(rows).items():
        rate = mean(cell, "person_won")
        if 0.05 <= rate <= 0.95:
            informative.append(level)
        print(f"    {level:>10}: strong wins {100 * rate:5.1f}%, margin "
              f"{statistics.fmean(margin(row) for row in cell):+6.2f}, score "
              f"{mean(cell, 'person_score'):5.2f}")
    print(f"  {name}: strong's win rate between 5% and 95% at {len(informative)} levels "
          f"({', '.join(informative) or 'none'}): goal three or more, "
          f"{verdict(len(informative) >= 3)}")


def margin(row: Row) -> float:
    if "margin" in row:
        return float(row["margin"])
    return float(row["person_score"]) - float(row["machine_score"])


def rollouts_per_second(definition: GameDefinition, stand_in: str, options: dict[str, object],
                        games: int) -> tuple[float, float, int]:
    """(rollouts per CPU-second, games per CPU-second, searched decisions) in this process."""
    made: list[StandIn] = []
    factory = definition.stand_in(stand_in)

    def counted(chance: Chance) -> StandIn:
        made.append(factory(chance))
        return made[-1]

    parsed = definition.parse_options({**definition.simulation_options(stand_in), **options})
    started = time.process_time()
    for index in range(games):
        play_out(definition, parsed, derive_seed(99, index), counted)
    seconds = time.process_time() - started
    searched = [stand for stand in made if isinstance(stand, SearchingStandIn)]
    rollouts = sum(stand.search.rollouts for stand in searched)  # type: ignore[attr-defined]
    decisions = sum(stand.search.decisions for stand in searched)  # type: ignore[attr-defined]
    return rollouts / seconds, games / seconds, decisions // max(games, 1)


def fantastic_factories(args: argparse.Namespace) -> None:
    strong = f"strong:{args.ff_budget}" if args.ff_budget else "strong"
    print(f"Fantastic Factories, digital, {args.games} games per difficulty, seed {args.seed}, "
          f"{args.workers} workers, stand-in {strong} "
          f"({FF.stand_in(strong).budget} rollouts per decision):")  # type: ignore[attr-defined]
    greedy, _, _ = run(FF, "greedy", args.games, args.seed, args.workers, args.levels)
    found, wall, cpu = run(FF, strong, args.games, args.seed, args.workers, args.levels)
    mine, theirs = by_level(found)["medium"], by_level(greedy)["medium"]
    ratio = mean(mine, "person_score") / mean(theirs, "person_score")
    rate = mean(mine, "person_won")
    print(f"  medium: strong scores {mean(mine, 'person_score'):.2f} on average, greedy "
          f"{mean(theirs, 'person_score'):.2f}: {ratio:.3f} × (goal ≥ 1.3 ×, "
          f"{verdict(ratio >= 1.3)}); strong wins {100 * rate:.1f}% (greedy "
          f"{100 * mean(theirs, 'person_won'):.1f}%; goal ≥ 50%, {verdict(rate >= 0.5)}); "
          f"the Machine scores {mean(mine, 'machine_score'):.2f} against strong, "
          f"{mean(theirs, 'machine_score'):.2f} against greedy")
    if len(by_level(found)) > 1:
        ladder("Fantastic Factories", found)
    print(f"  ({len(found)} strong games: {wall:.1f} s wall-clock, {cpu:.1f} s CPU, "
          f"{len(found) / cpu:.2f} games per CPU-second)")
    if not args.speed:
        return
    load = os.getloadavg()[0]
    _, wall, cpu = run(FF, strong, 100, args.seed + 1, args.workers, ["medium"])
    print(f"  speed: 100 strong games at medium on {args.workers} worker processes: "
          f"{wall:.1f} s wall-clock (goal ≤ 120 s with 2 workers, {verdict(wall <= 120)}), "
          f"{cpu:.1f} s CPU, {100 / cpu:.2f} games per CPU-second per core; load average "
          f"{load:.1f} before, {os.getloadavg()[0]:.1f} after")
    rollouts, games, decisions = rollouts_per_second(FF, strong, {"difficulty": "medium"}, 8)
    print(f"  search: {rollouts:,.0f} rollouts per CPU-second, {decisions} searched decisions "
          f"a game ({games:.2f} games per CPU-second in this process)")


def tokaido(args: argparse.Namespace) -> None:
    strong = f"strong:{args.tokaido_budget}" if args.tokaido_budget else "strong"
    games = args.tokaido_games
    print(f"Tokaido, digital, assumed Automa cards, {games} games per level, seed "
          f"{args.seed}, {args.workers} workers, stand-in {strong} "
          f"({TOKAIDO.stand_in(strong).budget} rollouts per decision):")  # type: ignore[attr-defined]
    greedy, _, _ = run(TOKAIDO, "greedy", games, args.seed, args.workers, "all")
    found, wall, cpu = run(TOKAIDO, strong, games, args.seed, args.workers, "all")
    mine, theirs = by_level(found)["4"], by_level(greedy)["4"]
    better = mean(mine, "margin") - mean(theirs, "margin")
    print(f"  level 4: strong's margin over the best Automa {mean(mine, 'margin'):+.2f}, "
          f"greedy's {mean(theirs, 'margin'):+.2f}: {better:+.2f} points better (goal ≥ +20, "
          f"{verdict(better >= 20)}); strong scores {mean(mine, 'person_score'):.2f}, greedy "
          f"{mean(theirs, 'person_score'):.2f}")
    ladder("Tokaido", found)
    paired = by_level(greedy)
    print("  win rates on the same seeds, strong against greedy: " + "; ".join(
        f"level {level} {100 * mean(cell, 'person_won'):.0f}% / "
        f"{100 * mean(paired[level], 'person_won'):.0f}%"
        for level, cell in by_level(found).items()))
    print(f"  speed: {len(found)} strong games on {args.workers} worker processes: {wall:.1f} s "
          f"wall-clock, {cpu:.1f} s CPU, {len(found) / cpu:.2f} games per CPU-second per core")
    rollouts, games, decisions = rollouts_per_second(TOKAIDO, strong, {"level": 4}, 20)
    print(f"  search: {rollouts:,.0f} rollouts per CPU-second, {decisions} searched decisions "
          f"a game ({games:.2f} games per CPU-second in this process)")


def levels(text: str) -> list[str] | str:
    return "all" if text == "all" else [level.strip() for level in text.split(",")]


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=50, help="games per level")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--ff-budget", type=int, default=0,
                        help="rollouts per decision (default: the stand-in's)")
    parser.add_argument("--tokaido-budget", type=int, default=0)
    parser.add_argument("--tokaido-games", type=int, default=50,
                        help="Tokaido's games per level (default 50: about two minutes of "
                             "2 cores; 200 for the README's figures)")
    parser.add_argument("--only", choices=("fantastic-factories", "tokaido"))
    parser.add_argument("--levels", default="all", type=levels,
                        help="Fantastic Factories' levels to measure strength at: all (the "
                             "ladder) or a comma list (medium)")
    parser.add_argument("--no-speed", dest="speed", action="store_false",
                        help="Fantastic Factories: the strength figures only (no speed run)")
    args = parser.parse_args()
    if args.only != "tokaido":
        fantastic_factories(args)
    if args.only != "fantastic-factories":
        tokaido(args)


if __name__ == "__main__":
    main()
