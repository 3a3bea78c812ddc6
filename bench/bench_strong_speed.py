"""Fantastic Factories' strong stand-in against an earlier revision's: games and rollouts per
CPU-second, in alternating blocks (A B A B), on the same seeds.

    .venv/bin/python bench/bench_strong_speed.py [--baseline REV] [--games N] [--blocks K]
                                                 [--level LEVEL] [--budget B]

The baseline is the revision's `src` (`git archive REV src`, default `main`), unpacked in a
temporary folder; this tree's `src` is the other side. Each block is one process per side
playing the same N seeded games at the level (medium by default) with the stand-in's default
budget; the CPU seconds are the process's own (`time.process_time`), so the load of a shared
machine moves them less than wall-clock time. Issue 24's goal: this tree plays ≥ 3 × as many
games per CPU-second as the strong stand-in before the speed-ups (`main` until they land;
after, `--baseline ed6be51`, main just before them).

The games differ in length (the two sides' copies draw different dice, so the searched
decisions a game differ): rollouts per CPU-second is the steadier of the two ratios. Against
a revision whose search plays the same games (`e386b79` and later), the last line says both
sides played the same games, from a digest of every result. With
its defaults (4 blocks of 8 games a side) it takes about two minutes on a quiet machine.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tarfile
import tempfile
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: Played in a fresh process with one side's `src` first on the path.
CHILD = """
import hashlib, json, sys, time
sys.path.insert(0, sys.argv[1])
import soloist
from soloist.engine.autoplay import play_out
from soloist.engine.chance import derive_seed
from soloist.engine.search import SearchingStandIn
from soloist.games import find_game

level, seeds, setting = sys.argv[2], json.loads(sys.argv[3]), sys.argv[4]
ff = find_game("fantastic-factories")
factory = ff.stand_in(setting)
made = []

def counted(chance):
    made.append(factory(chance))
    return made[-1]

options = ff.parse_options({**ff.simulation_options(setting), "difficulty": level})
started = time.process_time()
scores = []
results = hashlib.sha256()
for seed in seeds:
    result = play_out(ff, options, derive_seed(seed, 0), counted)
    scores.append(result.person_score)
    results.update(json.dumps(result.summary(), sort_keys=True).encode())
seconds = time.process_time() - started
searched = [stand for stand in made if isinstance(stand, SearchingStandIn)]
print(json.dumps({"source": soloist.__file__, "seconds": seconds, "games": len(seeds),
                  "rollouts": sum(stand.search.rollouts for stand in searched),
                  "decisions": sum(stand.search.decisions for stand in searched),
                  "scores": scores, "results": results.hexdigest()}))
"""


def unpack(revision: str, into: Path) -> Path:
    """The `src` folder of `revision`, unpacked under `into`."""
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", revision, "src"],
                             check=True, capture_output=True).stdout
    with tarfile.open(fileobj=BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    return into / "src"


def block(source: Path, level: str, seeds: list[int], setting: str
          ) -> tuple[dict[str, float], str]:
    """One side's figures for these games, and a digest of their results."""
    found = subprocess.run([sys.executable, "-c", CHILD, str(source), level, json.dumps(seeds),
                            setting], check=True, capture_output=True, text=True)
    figures = json.loads(found.stdout)
    assert Path(figures.pop("source")).is_relative_to(source), "the side's own source ran"
    results = str(figures.pop("results"))
    return {key: value for key, value in figures.items() if key != "scores"}, results


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--baseline", default="main", help="the git revision to compare with")
    parser.add_argument("--games", type=int, default=8, help="games a side per block")
    parser.add_argument("--blocks", type=int, default=4)
    parser.add_argument("--level", default="medium")
    parser.add_argument("--budget", type=int, default=0,
                        help="rollouts per decision (default: the stand-in's own)")
    args = parser.parse_args()
    setting = f"strong:{args.budget}" if args.budget else "strong"
    with tempfile.TemporaryDirectory() as folder:
        sides = {args.baseline: unpack(args.baseline, Path(folder)), "this tree": ROOT / "src"}
        print(f"Fantastic Factories, strong stand-in ({setting}), {args.level}: {args.blocks} "
              f"blocks of {args.games} games a side, A B A B, CPU time of each process")
        games: dict[str, list[float]] = {name: [] for name in sides}
        rollouts: dict[str, list[float]] = {name: [] for name in sides}
        seconds = dict.fromkeys(sides, 0.0)
        alike = True
        for number in range(args.blocks):
            seeds = [1000 * number + index for index in range(args.games)]
            played: set[str] = set()
            for name, source in sides.items():
                figures, results = block(source, args.level, seeds, setting)
                played.add(results)
                seconds[name] += figures["seconds"]
                games[name].append(figures["games"] / figures["seconds"])
                rollouts[name].append(figures["rollouts"] / figures["seconds"])
                print(f"  block {number + 1}, {name:>10}: {figures['seconds']:6.1f} s CPU, "
                      f"{games[name][-1]:.3f} games and {rollouts[name][-1]:,.0f} rollouts "
                      f"per CPU-second, {figures['decisions'] / figures['games']:.0f} searched "
                      f"decisions a game", flush=True)
            alike = alike and len(played) == 1  # (every result alike on both sides)
        base, mine = args.baseline, "this tree"
        ratios = [new / old for new, old in zip(games[mine], games[base], strict=True)]
        print(f"  games per CPU-second: {base} {statistics.fmean(games[base]):.3f}, this tree "
              f"{statistics.fmean(games[mine]):.3f}; ratio per block "
              f"{', '.join(f'{ratio:.2f}' for ratio in ratios)}: mean "
              f"{statistics.fmean(ratios):.2f} ×; all blocks together "
              f"{seconds[base] / seconds[mine]:.2f} × (goal ≥ 3 ×)")
        print(f"  rollouts per CPU-second: {base} {statistics.fmean(rollouts[base]):,.0f}, "
              f"this tree {statistics.fmean(rollouts[mine]):,.0f}: "
              f"{statistics.fmean(rollouts[mine]) / statistics.fmean(rollouts[base]):.2f} ×")
        print("  the same games on both sides (every result alike)" if alike else
              "  different games on the two sides (expected where the revisions' copies draw "
              "other dice or decide otherwise)")


if __name__ == "__main__":
    main()
