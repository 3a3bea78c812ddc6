"""Marco Polo II benchmarks: simulated games per second, the Automa's score per character
and level, and companion latency.

    .venv/bin/python bench/bench_marco_polo_2.py [--games N] [--per-cell N] [--answers N]

1. Mautoma games per second on one core: the same rules text as play, the `occupier`
   stand-in at the modelled table with the FICTIONAL sample data, log off (as `soloist
   simulate` runs it), then with every explanation logged.
2. The Automa's final score (it starts on 50) per character and level with the sample data:
   mean and 95% interval of the mean over N games per cell. The sample is fictional, so
   these figures show the machinery, not the real Mautoma's strength.
3. One companion answer with the sample data: validate, save to an SQLite file, and play
   on (the Automa's turn when it follows), as the terminal does it (p50 / p95 / max).
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from pathlib import Path

from soloist.engine.autoplay import play_out
from soloist.engine.chance import derive_seed
from soloist.engine.game import OptionValue
from soloist.engine.log import Log
from soloist.games import find_game
from soloist.play.companion import SavedPlay
from soloist.sim.stats import summarise
from soloist.store import Store

MP2 = find_game("marco-polo-2")
#: The characters of the sample data and the levels, as a balance report runs them.
CHARACTERS = tuple(str(name) for name in MP2.option_values("character", {"table": "model"}))
LEVELS = tuple(str(level) for level in MP2.option_values("level", {}))


def options(level: str = "l2", character: str = "Navigator") -> dict[str, OptionValue]:
    return MP2.parse_options({"table": "model", "level": level, "character": character})


def games_per_second(games: int, *, log: bool) -> tuple[float, float]:
    """Games per second of wall-clock time and of this process's CPU time (the second is
    the figure to compare when the machine is busy with other work)."""
    chosen = options()
    stand_in = MP2.stand_ins["occupier"]
    wall, cpu = time.perf_counter(), time.process_time()
    for seed in range(games):
        play_out(MP2, chosen, seed, stand_in, log=Log(enabled=log))
    return games / (time.perf_counter() - wall), games / (time.process_time() - cpu)


def score_table(per_cell: int) -> None:
    stand_in = MP2.stand_ins["occupier"]
    print(f"Automa final score (from 50), occupier stand-in, FICTIONAL sample data, "
          f"{per_cell} games per cell:")
    print("character   " + "".join(f"{level.upper():>22}" for level in LEVELS))
    for character in CHARACTERS:
        cells = []
        for level in LEVELS:
            chosen = options(level, character)
            scores = [float(play_out(MP2, chosen, derive_seed(1, i), stand_in)
                            .summary()["automa_score"]) for i in range(per_cell)]
            s = summarise(scores)
            cells.append(f"{s.mean:8.1f} ({s.ci_low:.1f}-{s.ci_high:.1f})")
        print(f"{character:<12}" + "".join(f"{cell:>22}" for cell in cells))


def companion_latency(answers: int) -> list[float]:
    """Seconds per answer of companion play with the sample data (random valid answers)."""
    rng = random.Random(1)
    timings: list[float] = []
    chosen = {"sample": True, "character": "Navigator"}
    with tempfile.TemporaryDirectory() as folder:
        store = Store(str(Path(folder) / "bench.sqlite3"))
        saved = SavedPlay.start(store, MP2, chosen, seed=1)
        while len(timings) < answers:
            question = saved.session.question
            if question is None:
                saved = SavedPlay.start(store, MP2, chosen, seed=len(timings))
                continue
            if question.between is not None:
                text = str(question.between[0])
            else:
                text = rng.choice(question.valid_answers())
            start = time.perf_counter()
            saved.answer(text)
            timings.append(time.perf_counter() - start)
        store.close()
    return timings


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--per-cell", type=int, default=1000)
    parser.add_argument("--answers", type=int, default=500)
    args = parser.parse_args()
    games_per_second(50, log=False)  # warm up: data loaded, code paths hot
    for label, log, games in (("off", False, args.games), ("on ", True, args.games // 4)):
        wall, cpu = games_per_second(max(1, games), log=log)
        print(f"Mautoma games per second, one core, occupier stand-in, log {label}: "
              f"{wall:,.0f} (wall clock), {cpu:,.0f} (per CPU second)")
    score_table(args.per_cell)
    timings = sorted(companion_latency(args.answers))
    p50 = statistics.median(timings) * 1000
    p95 = timings[int(0.95 * (len(timings) - 1))] * 1000
    print(f"Companion answer (SQLite save + the Automa's turn when it follows), "
          f"{len(timings)} answers: p50 {p50:.2f} ms, p95 {p95:.2f} ms, "
          f"max {timings[-1] * 1000:.2f} ms")


if __name__ == "__main__":
    main()
