"""Time to a full balance report at a given precision, through the real command.

    .venv/bin/python bench/bench_report.py [GAME ...] [--precision 0.25] [--workers 2]
                                           [--stand-in NAME --games N]

For each game (default: every registered game with difficulty levels), runs

    soloist report GAME --precision P --seed 1 --workers W --quiet --out TMP.html

and prints the wall-clock time from start to the written report (Python start-up, the
games until the automa's mean score is known to ±P points, 95% CI, at every level, the
statistics and the figures), with the games per level it took. With `--stand-in` and
`--games` it times `soloist report GAME --stand-in NAME --games N` instead (issue 24: the
strong stand-in, 200 games at every level:
`bench/bench_report.py fantastic-factories --stand-in strong --games 200`, goal ≤ 5 minutes
on 2 cores). Any game registered in Soloist can be named. Other work on the machine slows
the wall clock, so the load average and the CPU time of the command (with its worker
processes) are printed too, and from it the wall time on W quiet cores: CPU / W (the
report's games are spread evenly over its W worker processes).
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from soloist.games import all_games, find_game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*",
                        help="game names (default: every game with difficulty levels)")
    parser.add_argument("--precision", type=float, default=0.25)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--stand-in", help="who plays the person (with --games)")
    parser.add_argument("--games", dest="count", type=int, default=0,
                        help="a fixed number of games per cell instead of --precision")
    args = parser.parse_args()
    how = (["--games", str(args.count)] if args.count else ["--precision", str(args.precision)])
    if args.stand_in:
        how += ["--stand-in", args.stand_in]
    definitions = ([find_game(name) for name in args.games] if args.games
                   else [d for d in all_games() if d.difficulty_option is not None])
    soloist = Path(sys.executable).with_name("soloist")
    for definition in definitions:
        with tempfile.TemporaryDirectory() as folder:
            out = Path(folder) / "report.html"
            load = os.getloadavg()[0]
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            started = time.perf_counter()
            done = subprocess.run(
                [str(soloist), "report", definition.name, *how, "--seed", str(args.seed),
                 "--workers", str(args.workers), "--out", str(out)],
                capture_output=True, text=True, check=False)
            seconds = time.perf_counter() - started
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
            if done.returncode != 0:
                print(f"{definition.name}: failed: {done.stderr.strip()}")
                continue
            games = re.search(r"([\d,]+) per cell", done.stdout)
            what = (f"{args.count} games per cell" if args.count else
                    f"±{args.precision:g} points (95% CI) in every cell")
            print(f"{definition.name}: report {' '.join(how)} ({what}): {seconds:.1f} s, "
                  f"{games.group(1) if games else '?'} games per cell, "
                  f"{args.workers} workers, {cpu:.1f} s of CPU (about {cpu / args.workers:.0f} s "
                  f"on {args.workers} quiet cores); load average {load:.1f}; "
                  f"{out.stat().st_size / 1024:.0f} KiB")


if __name__ == "__main__":
    main()
