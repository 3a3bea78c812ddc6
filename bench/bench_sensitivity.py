"""Issue 33's figures: the sensitivity report's time, "it finds the truth", and the level
finder's calibration.

    .venv/bin/python bench/bench_sensitivity.py speed [GAME ...] [--stand-in greedy]
    .venv/bin/python bench/bench_sensitivity.py truth [GAME ...]
    .venv/bin/python bench/bench_sensitivity.py calibration [GAME ...]

**speed**: the real command, `soloist sensitivity GAME --games 200 --stand-in S --workers 2`
(every variant the game declares, at its default level), from start to the written files;
goal ≤ 2 minutes for Fantastic Factories and Tokaido with greedy, ≤ 15 with strong. Other
work on the machine slows the wall clock, so the load average and the command's CPU time
(with its workers) are printed, and from them the time on 2 quiet cores: CPU / 2.

**truth**: every declared variant plus one declared only here, which makes the automa
plainly stronger (its gain doubled), 200 games each against greedy: the stronger one must
rank first with an adjusted p < 0.01 in each game.

**calibration**: 200 simulated histories of 10 games per game, played by stand-ins of known
strength (the ladder's stand-ins, whose win rate at every level the ladder measured, and
one more, measured here). Each history starts at the default level and follows the
level finder's advice after each game, as a player would; after 10 games, is the level
recommended within one of the level where that stand-in truly wins closest to half its
games? Goal: at least 80% of the histories. Prints the calibration table.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

if __name__ == "__main__":  # on the compiled build when there is a fresh one, as simulate
    from soloist import compiled

    compiled.run_compiled([__file__, *sys.argv[1:]])

from soloist import compiled
from soloist.engine.autoplay import play_out
from soloist.engine.chance import derive_seed
from soloist.games import find_game
from soloist.history.level_finder import Game, Ladder, estimate, ladder_for
from soloist.sim.backends import LocalBackend
from soloist.sim.balance import roles_for
from soloist.sim.runner import make_plan, run
from soloist.sim.sensitivity import margin_of

GAMES = ("fantastic-factories", "tokaido", "marco-polo-2", "revive")
#: Declared only here: the automa with its gain doubled.
STRONGER = {
    "fantastic-factories": "goods per die 2",
    "tokaido": "item points 2",
    "marco-polo-2": "skill power twice; skill city-card action twice; "
                    "skill external-city action twice",
    "revive": "card actions 2",
}
#: A stand-in not on the ladder, whose truth is measured here: between two of the ladder's
#: (Fantastic Factories, Marco Polo II), or above them (Tokaido, whose Automas beat every
#: stand-in of the ladder but at level 1: one that searches more).
EXTRA = {"fantastic-factories": "strong:10", "tokaido": "strong:100",
         "marco-polo-2": "strong:2"}
#: Games per level that measure the extra stand-in's truth.
EXTRA_GAMES = 80
SEED = 33
CALIBRATION_SEED = 3_300_033
HISTORIES = 200
GAMES_PER_HISTORY = 10
TRUTH_GAMES = 200


def soloist_command(*args: str) -> tuple[float, float, float, str]:
    """(wall seconds, CPU seconds with the workers, load average, stdout) of a command."""
    soloist = Path(sys.executable).with_name("soloist")
    load = os.getloadavg()[0]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run([str(soloist), *args], capture_output=True, text=True, check=False)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(done.stderr)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, load, done.stdout


def sensitivity(name: str, stand_in: str, variants: Sequence[str] = (), games: int = 200
                ) -> tuple[float, float, float, dict[str, object]]:
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "report.html"
        args = ["sensitivity", name, "--games", str(games), "--seed", str(SEED), "--stand-in",
                stand_in, "--workers", "2", "--quiet", "--out", str(out)]
        for variant in variants:
            args += ["--variant", variant]
        wall, cpu, load, _ = soloist_command(*args)
        document = json.loads(out.with_suffix(".json").read_text())
    return wall, cpu, load, document


def speed(names: Sequence[str], stand_in: str, per_variant: int = 200) -> None:
    """The report's time; with `per_variant` below 200, also the time of the whole report
    scaled from it (the games are alike and played one after another: linear), said so."""
    print(f"Rules: {compiled.which()}.")
    scaled = per_variant != 200
    print(f"{'game':22} {'variants':>8} {'games':>6} {'wall':>8} {'CPU':>8} {'CPU/2':>8} load"
          + ("   200 a variant, scaled: wall, CPU/2" if scaled else ""))
    for name in names:
        wall, cpu, load, document = sensitivity(name, stand_in, games=per_variant)
        panels = document["panels"]
        assert isinstance(panels, list)
        variants = len(panels[0]["effects"])
        games = per_variant * (variants + 1)
        factor = 200 / per_variant
        print(f"{name:22} {variants:>8} {games:>6} {minutes(wall):>8} {minutes(cpu):>8} "
              f"{minutes(cpu / 2):>8} {load:.1f}"
              + (f"   {minutes(wall * factor)}, {minutes(cpu / 2 * factor)}" if scaled else ""),
              flush=True)


def minutes(seconds: float) -> str:
    return f"{int(seconds // 60)}:{seconds % 60:04.1f}"


def truth(names: Sequence[str]) -> None:
    from soloist.sim.sensitivity import variant_texts

    for name in names:
        definition = find_game(name)
        options = definition.parse_options(definition.simulation_options("greedy"))
        declared = variant_texts(definition, options, None)
        wall, _, _, document = sensitivity(name, "greedy", [*declared, STRONGER[name]])
        panels = document["panels"]
        assert isinstance(panels, list)
        effects = panels[0]["effects"]
        first = effects[0]
        stronger = next(effect for effect in effects if effect["variant"] == STRONGER[name])
        ok = first["variant"] == STRONGER[name] and stronger["margin"]["p_holm"] < 0.01
        second = effects[1]
        print(f"{name}: {len(effects)} variants, first {first['variant']!r}: margin "
              f"{first['margin']['difference']:+.2f} (adjusted p {first['margin']['p_holm']:.1e}"
              f"); second {second['variant']!r} {second['margin']['difference']:+.2f}; "
              f"{'OK' if ok else 'NOT FOUND'} ({minutes(wall)})", flush=True)


# -- calibration -------------------------------------------------------------------------------

@dataclass(frozen=True)
class History:
    game: str
    stand_in: str
    number: int


def true_levels(name: str, ladder: Ladder) -> dict[str, tuple[str, dict[str, float]]]:
    """Each stand-in's true level (where its win rate is closest to one half) and its win
    rates: the ladder's measurement for its stand-ins, a fresh one for the extra one."""
    found = {}
    for stand_in, rates in ladder.win_rates.items():
        found[stand_in] = (closest(ladder, rates), dict(rates))
    extra = EXTRA.get(name)
    if extra:
        definition = find_game(name)
        plan = make_plan(definition, games=EXTRA_GAMES, seed=CALIBRATION_SEED + 1, levels="all",
                         stand_in=extra)
        rows = run(plan, backend=LocalBackend(2))
        rates = {}
        for level in ladder.levels:
            won = [float(row["person_won"]) for row in rows if str(row["level"]) == level]
            rates[level] = sum(won) / len(won)
        found[extra] = (closest(ladder, rates), rates)
    return found


def closest(ladder: Ladder, rates: dict[str, float]) -> str:
    return min(ladder.levels, key=lambda level: (abs(rates[level] - 0.5),
                                                 ladder.levels.index(level)))


def play_history(history: History) -> tuple[str, list[str]]:
    """A history of 10 games following the finder's advice: the final recommendation, and
    the levels played."""
    definition = find_game(history.game)
    ladder = ladder_for(history.game)
    assert ladder is not None
    sweep = definition.difficulty_option
    assert sweep is not None
    factory = definition.stand_in(history.stand_in)
    simulation = definition.simulation_options(history.stand_in)
    games: list[Game] = []
    level = ladder.default
    played = []
    roles = None
    for index in range(GAMES_PER_HISTORY):
        options = definition.parse_options({**simulation, sweep.name: level})
        seed = derive_seed(CALIBRATION_SEED, history.number * GAMES_PER_HISTORY + index)
        row = play_out(definition, options, seed, factory).summary()
        roles = roles or roles_for(definition, [row], ())
        margin = margin_of(row, roles)
        outcome = str(row.get("outcome") or ("win" if row.get("person_won") else "loss"))
        games.append(Game(level, margin, outcome))
        played.append(level)
        level = estimate(ladder, games).level
    return level, played


def calibration(names: Sequence[str]) -> None:
    print(f"Rules: {compiled.which()}.")
    for name in names:
        ladder = ladder_for(name)
        if ladder is None:
            print(f"{name}: no difficulty levels, no level finder.")
            continue
        started = time.perf_counter()
        truth_of = true_levels(name, ladder)
        stand_ins = list(truth_of)
        histories = [History(name, stand_ins[number % len(stand_ins)], number)
                     for number in range(HISTORIES)]
        with ProcessPoolExecutor(2) as pool:
            results = list(pool.map(play_history, histories, chunksize=4))
        print(f"\n{name} ({minutes(time.perf_counter() - started)}): the level finder after "
              f"{GAMES_PER_HISTORY} games, {HISTORIES} histories")
        print(f"{'stand-in':12} {'true 50% level':>15} {'its win rate':>12} {'histories':>9} "
              f"{'exact':>6} {'within 1':>8} {'mean error':>10}")
        total = within_total = 0
        for stand_in in stand_ins:
            true, rates = truth_of[stand_in]
            mine = [result for history, result in zip(histories, results, strict=True)
                    if history.stand_in == stand_in]
            errors = [abs(ladder.levels.index(level) - ladder.levels.index(true))
                      for level, _ in mine]
            within = sum(error <= 1 for error in errors)
            total += len(errors)
            within_total += within
            print(f"{stand_in:12} {true:>15} {100 * rates[true]:>11.0f}% {len(errors):>9} "
                  f"{100 * errors.count(0) / len(errors):>5.0f}% "
                  f"{100 * within / len(errors):>7.0f}% {sum(errors) / len(errors):>10.2f}")
        print(f"{'all':12} {'':>15} {'':>12} {total:>9} {'':>6} "
              f"{100 * within_total / total:>7.0f}%  (goal: at least 80%)", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("part", choices=("speed", "truth", "calibration"))
    parser.add_argument("games", nargs="*")
    parser.add_argument("--stand-in", default="greedy")
    parser.add_argument("--per-variant", type=int, default=200,
                        help="speed: games a variant (200: the report's own; fewer: scaled)")
    args = parser.parse_args()
    names = args.games or list(GAMES)
    if args.part == "speed":
        speed(names, args.stand_in, args.per_variant)
    elif args.part == "truth":
        truth(names)
    else:
        calibration([name for name in names if name != "revive"] if not args.games
                    else names)


if __name__ == "__main__":
    main()
