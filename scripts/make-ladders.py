#!/usr/bin/env python3
"""Measure each game's skill ladder for the level finder (src/soloist/history/ladders/).

    .venv/bin/python scripts/make-ladders.py [GAME ...] [--games N] [--strong-games N]

Every level of each game with difficulty levels, played by its stand-ins on the same seeds
(the strong stand-in on fewer games: it searches). The files are data the level finder
ships with; run this again when a game's rules or stand-ins change. Seeds differ from the
calibration's (bench/bench_sensitivity.py), which checks the finder on fresh games.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from soloist.games import find_game
from soloist.sim.backends import LocalBackend
from soloist.sim.ladder import measure
from soloist.sim.runner import default_workers

#: Each game's stand-ins, the weakest first, and whether their score is a caricature.
LADDERS = {
    "fantastic-factories": (("random", "greedy", "steady", "strong"), False),
    "tokaido": (("random", "greedy", "strong"), False),
    "marco-polo-2": (("random", "occupier", "greedy", "strong"), True),
}
SEED = 20_251_128
OUT = Path(__file__).resolve().parent.parent / "src" / "soloist" / "history" / "ladders"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=list(LADDERS))
    parser.add_argument("--games", dest="per_level", type=int, default=400)
    parser.add_argument("--strong-games", type=int, default=120)
    arguments = parser.parse_args()
    backend = LocalBackend(default_workers())
    for name in arguments.games:
        stand_ins, caricature = LADDERS[name]
        definition = find_game(name)
        started = time.perf_counter()
        games = {stand_in: arguments.strong_games if stand_in.startswith("strong")
                 else arguments.per_level for stand_in in stand_ins}
        merged = measure(definition, games, seed=SEED, backend=backend, caricature=caricature)
        (OUT / f"{name}.json").write_text(json.dumps(merged, indent=1) + "\n")
        print(f"{name}: {time.perf_counter() - started:.0f} s", file=sys.stderr)


if __name__ == "__main__":
    main()
