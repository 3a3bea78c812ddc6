"""Fantastic Factories benchmarks: simulated games per second, and companion latency.

    .venv/bin/python bench/bench_fantastic_factories.py [--games N] [--answers N]

1. Machine games per second on one core (CPU time, best of three runs): the same rules
   text as play, driven by the `steady` stand-in at the modelled table, with the log off
   (as `soloist simulate` runs).
2. The same with the log on (every explanation recorded).
3. One companion answer: the Machine's turn plus saving the answer to an SQLite file,
   as the terminal does it (p50 / p95 / max over many answers).
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from soloist.engine.autoplay import play_out
from soloist.engine.log import Log
from soloist.games import find_game
from soloist.play.companion import SavedPlay
from soloist.store import Store

FF = find_game("fantastic-factories")


def games_per_second(games: int, *, log: bool, repeats: int = 3) -> float:
    """The best of `repeats` runs, in CPU time (the machine may be shared)."""
    options = FF.parse_options({"difficulty": "medium", "table": "model"})
    stand_in = FF.stand_ins["steady"]
    best = 0.0
    for _ in range(repeats):
        start = time.process_time()
        for seed in range(games):
            play_out(FF, options, seed, stand_in, log=Log(enabled=log))
        best = max(best, games / (time.process_time() - start))
    return best


def companion_latency(answers: int) -> list[float]:
    """Seconds per answer of companion play (validate, save, Machine's turn)."""
    timings: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        store = Store(str(Path(folder) / "bench.sqlite3"))
        saved = SavedPlay.start(store, FF, {"difficulty": "medium"}, seed=1)
        while len(timings) < answers:
            question = saved.session.question
            if question is None:
                saved = SavedPlay.start(store, FF, {"difficulty": "medium"},
                                        seed=len(timings))
                continue
            text = {"person.triggered-end": "no", "person.last-turn": "done",
                    "person.final-score": "30"}.get(question.topic, "production")
            start = time.perf_counter()
            saved.answer(text)
            timings.append(time.perf_counter() - start)
        store.close()
    return timings


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20_000)
    parser.add_argument("--answers", type=int, default=500)
    args = parser.parse_args()
    games_per_second(500, log=False, repeats=1)  # warm up: card data loaded, code paths hot
    quiet = games_per_second(args.games, log=False)
    logged = games_per_second(args.games // 4, log=True)
    print(f"Machine games per second, one core, steady stand-in, log off: {quiet:,.0f}")
    print(f"Machine games per second, one core, steady stand-in, log on:  {logged:,.0f}")
    timings = sorted(companion_latency(args.answers))
    p50 = statistics.median(timings) * 1000
    p95 = timings[int(0.95 * (len(timings) - 1))] * 1000
    print(f"Companion answer (Machine turn + SQLite save), {len(timings)} answers: "
          f"p50 {p50:.2f} ms, p95 {p95:.2f} ms, max {timings[-1] * 1000:.2f} ms")


if __name__ == "__main__":
    main()
