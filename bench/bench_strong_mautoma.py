"""The `strong` stand-ins of Marco Polo II, Revive and Tokaido: their strength against
`greedy` on the same seeds (at one budget or several), their speed, and the wall time of a
200-game strong report.

    .venv/bin/python bench/bench_strong_mautoma.py [--games N] [--workers W] [--seed S]
                                                   [--only GAME] [--report-games G]
                                                   [--budgets B,B,...]

1. Strength (issue 24 item 3): `greedy` and `strong` play the same seeds through the
   simulation runner on W worker processes (`soloist simulate`'s own path):
   - Marco Polo II at L2 (the first character of the sample data): each one's margin over
     the Automa by its caricature score, and its win rate;
   - Revive with the "S" cards 1+3, 2+5 and 4+6: each one's margin in the contest for the
     map, and its win rate;
   - Tokaido (digital, the assumed Automa cards) at levels 2 and 4: each one's margin over
     the best Automa, and its win rate.
   Strong beats greedy when its margin is larger on the same seeds: a paired t-test (goal
   p < 0.01); the win rates are compared by McNemar's exact test. With `--budgets 8,4`,
   `strong:8` and `strong:4` each play the same seeds as greedy (greedy once), and each
   budget after the first is compared with the first on the same seeds too: the curve of
   strength against budget the default budget is chosen from (issue 24 item 4).
2. Speed: CPU seconds per strong game (the workers' CPU), and the rollouts per CPU-second
   the search reaches (a few games in this process).
3. The report: `soloist report GAME --stand-in strong --games G` run as a command (G = 20 by
   default, `--report-games 0` to skip), its CPU seconds (the command and its workers), and
   from them the wall time of the same report with 200 games per cell on 2 quiet cores:
   CPU × 200 / G / 2 (the report's games are spread evenly over its worker processes).

Wall-clock figures move with the load of a shared machine: the load average is printed, and
the CPU figures are the steadier ones.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from soloist.engine.autoplay import play_out
from soloist.engine.chance import Chance, derive_seed
from soloist.engine.game import GameDefinition, StandIn
from soloist.engine.search import SearchingStandIn
from soloist.games import find_game
from soloist.sim import runner
from soloist.sim.backends import LocalBackend
from soloist.sim.runner import Row
from soloist.sim.stats import compare_means, compare_rates
from soloist.store.database import ENVIRONMENT_VARIABLE

MP2 = find_game("marco-polo-2")
REVIVE = find_game("revive")
TOKAIDO = find_game("tokaido")
#: Each game's strength run: its options besides the stand-in (levels, axes), and its games
#: per cell by default.
STRENGTH = {
    "marco-polo-2": {"levels": ["l2"], "axes": {}},
    "revive": {"levels": "all", "axes": {"s_cards": ["1+3", "2+5", "4+6"]}},
    "tokaido": {"levels": ["2", "4"], "axes": {}},
}
DEFAULT_GAMES = {"marco-polo-2": 100, "revive": 40, "tokaido": 50}
#: What each game's margin is.
MARGIN = {"marco-polo-2": "margin over the Automa by the caricature score",
          "revive": "margin in the contest for the map",
          "tokaido": "margin over the best Automa"}


def cpu_seconds() -> float:
    """CPU time of this process and of its finished worker processes."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def run(definition: GameDefinition, stand_in: str, games: int, seed: int,
        workers: int) -> tuple[list[Row], float]:
    """The rows of the game's strength plan with `stand_in`, and their CPU seconds."""
    plan = runner.make_plan(definition, games=games, seed=seed, stand_in=stand_in,
                            **STRENGTH[definition.name])  # type: ignore[arg-type]
    cpu = cpu_seconds()
    rows = runner.run(plan, backend=LocalBackend(workers))
    return rows, cpu_seconds() - cpu


def margin_of(row: Row) -> float:
    if "margin" in row:
        return float(row["margin"])
    return float(row["person_score"]) - float(row["automa_score"])


def ordered(rows: list[Row]) -> list[Row]:
    """The rows in the order of their cells and seeds (the same for every stand-in)."""
    key = [(str(row.get("level")), str(row.get("s_cards")), int(row["game"])) for row in rows]
    return [row for _, row in sorted(zip(key, rows, strict=True), key=lambda pair: pair[0])]


def strength(definition: GameDefinition, games: int, seed: int, workers: int,
             budgets: Sequence[int] = ()) -> float:
    """Prints strong (at its default budget, or at each of `budgets`) against greedy on the
    same seeds; returns the CPU per game of the last strong."""
    names = [f"strong:{budget}" for budget in budgets] or ["strong"]
    figures = {}
    for name in ("greedy", *names):
        rows, cpu = run(definition, name, games, seed, workers)
        rows = ordered(rows)
        figures[name] = ([margin_of(row) for row in rows],
                         [int(row["person_won"]) for row in rows], cpu / len(rows))
    greedy = figures["greedy"]
    n = len(greedy[0])
    default = definition.stand_in("strong").budget  # type: ignore[attr-defined]
    print(f"{definition.name}: {n} games on the same seeds, {MARGIN[definition.name]} "
          f"(strong's default budget: {default} rollouts per decision):")
    for name, (values, won, cpu) in figures.items():
        print(f"  {name:9s} mean {statistics.mean(values):+6.2f}  wins {sum(won):4d}/{n} "
              f"({100 * sum(won) / n:5.1f}%)  CPU {cpu:.4f} s a game")
    for name in names:
        strong = figures[name]
        margins = compare_means(greedy[0], strong[0], paired=True)
        wins = compare_rates(greedy[1], strong[1], paired=True)
        print(f"  {name} − greedy: margin {margins.difference:+.2f} (95% CI "
              f"{margins.ci_low:+.2f} to {margins.ci_high:+.2f}), paired t-test p = "
              f"{margins.p_value:.2g} (goal < 0.01: "
              f"{'met' if margins.p_value < 0.01 else 'NOT met'}); win rate "
              f"{100 * wins.difference:+.1f} points, {wins.test} p = {wins.p_value:.2g}")
    first = figures[names[0]]
    for name in names[1:]:
        other = figures[name]
        margins = compare_means(first[0], other[0], paired=True)
        wins = compare_rates(first[1], other[1], paired=True)
        print(f"  {name} − {names[0]}: margin {margins.difference:+.2f} (95% CI "
              f"{margins.ci_low:+.2f} to {margins.ci_high:+.2f}), paired t-test p = "
              f"{margins.p_value:.2g}; win rate {100 * wins.difference:+.1f} points, "
              f"{wins.test} p = {wins.p_value:.2g}; CPU {other[2] / first[2]:.2f} ×")
    return figures[names[-1]][2]


def rollouts_per_second(definition: GameDefinition, games: int, seed: int) -> None:
    """Rollouts per CPU-second of the strong stand-in, in this process."""
    options = definition.parse_options({**definition.simulation_defaults})
    factory = definition.stand_in("strong")
    made: list[SearchingStandIn] = []

    def keep(chance: Chance) -> StandIn:
        player = factory(chance)
        assert isinstance(player, SearchingStandIn)
        made.append(player)
        return player

    cpu = time.process_time()
    for number in range(games):
        play_out(definition, options, derive_seed(seed, "speed", number), keep)
    spent = time.process_time() - cpu
    rollouts = sum(player.search.rollouts for player in made)  # type: ignore[attr-defined]
    decisions = sum(player.search.decisions for player in made)  # type: ignore[attr-defined]
    print(f"  speed, {games} games in this process: {games / spent:.2f} games per CPU-second, "
          f"{rollouts / spent:,.0f} rollouts per CPU-second, {decisions / games:.1f} searched "
          f"decisions a game (budget {factory.budget})")  # type: ignore[attr-defined]


def report(definition: GameDefinition, games: int, workers: int) -> None:
    """`soloist report GAME --stand-in strong --games G`: its CPU seconds, and the wall time
    of 200 games per cell on 2 cores estimated from them."""
    soloist = Path(sys.executable).with_name("soloist")
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "report.html"
        command = [str(soloist), "report", definition.name, "--stand-in", "strong",
                   "--games", str(games), "--workers", str(workers), "-q", "--out", str(out)]
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        wall = time.perf_counter()
        database = str(Path(folder) / "db.sqlite3")
        subprocess.run(command, check=True, env={**os.environ, ENVIRONMENT_VARIABLE: database})
        wall = time.perf_counter() - wall
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    cells = len(runner.make_plan(definition, games=1, seed=1, levels="all", axes={
        spec.name: "all" for spec in definition.axis_options}).cells())
    estimate = cpu * 200 / games / 2
    print(f"  soloist report {definition.name} --stand-in strong --games {games}: {cells} "
          f"cells, {cells * games} games, {wall:.0f} s wall here, {cpu:.0f} CPU-s; "
          f"--games 200 on 2 quiet cores: about {estimate / 60:.1f} min "
          f"(CPU × 200 / {games} / 2)")


def budget_list(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in text.split(",") if part.strip())


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else "")
    parser.add_argument("--games", type=int, default=0,
                        help="games per cell of the strength run (default: 100 for Marco "
                             "Polo II at L2, 40 per pair of S cards for Revive, 50 per "
                             "level for Tokaido)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=24)
    parser.add_argument("--only", choices=tuple(STRENGTH))
    parser.add_argument("--report-games", type=int, default=20)
    parser.add_argument("--budgets", type=budget_list, default=(),
                        help="strong's budgets to compare with greedy, as 8,4 (default: its "
                             "default budget alone)")
    args = parser.parse_args(argv)
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
    for definition in (MP2, REVIVE, TOKAIDO):
        if args.only and definition.name != args.only:
            continue
        strength(definition, args.games or DEFAULT_GAMES[definition.name], args.seed,
                 args.workers, args.budgets)
        rollouts_per_second(definition, 3, args.seed)
        if args.report_games:
            report(definition, args.report_games, args.workers)


if __name__ == "__main__":
    main()
