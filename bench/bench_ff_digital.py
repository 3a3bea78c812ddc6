"""Fantastic Factories digital play: whole solo games per second, and answer latency.

    .venv/bin/python bench/bench_ff_digital.py [--games N] [--answers N]

1. Digital solo games per second on one core with the `greedy` stand-in (your whole game
   and the Machine's on the modelled table), log off, as `soloist simulate
   fantastic-factories --stand-in greedy` runs them; then with the log on, and with the
   `random` stand-in.
2. One digital answer as the terminal gives it: validate, save to an SQLite file, play on
   to the next question (p50 / p95 / max).

Games per second are given in wall-clock time and in CPU time of this process (the
latter is steadier on a shared machine).
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
OPTIONS = FF.parse_options({"difficulty": "medium", "table": "digital"})


def games_per_second(stand_in: str, games: int, *, log: bool) -> tuple[float, float]:
    """(wall-clock, CPU) games per second."""
    factory = FF.stand_ins[stand_in]
    wall, cpu = time.perf_counter(), time.process_time()
    for seed in range(games):
        play_out(FF, OPTIONS, seed, factory, log=Log(enabled=log))
    return games / (time.perf_counter() - wall), games / (time.process_time() - cpu)


def answer_latency(answers: int) -> list[float]:
    """Seconds per digital answer (validate, save, play on), always the first choice."""
    timings: list[float] = []
    options = {"difficulty": "medium", "digital": True}
    with tempfile.TemporaryDirectory() as folder:
        store = Store(str(Path(folder) / "bench.sqlite3"))
        saved = SavedPlay.start(store, FF, options, seed=1)
        while len(timings) < answers:
            question = saved.session.question
            if question is None:
                saved = SavedPlay.start(store, FF, options, seed=len(timings))
                continue
            assert question.choices is not None
            start = time.perf_counter()
            saved.answer(question.choices[0].key)
            timings.append(time.perf_counter() - start)
        store.close()
    return timings


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--answers", type=int, default=500)
    args = parser.parse_args()
    games_per_second("greedy", 20, log=False)  # warm up: card data loaded, code paths hot
    for stand_in, games, log in (("greedy", args.games, False),
                                 ("greedy", args.games // 4, True),
                                 ("random", args.games // 2, False)):
        wall, cpu = games_per_second(stand_in, games, log=log)
        print(f"Digital solo games per second, one core, {stand_in} stand-in, log "
              f"{'on: ' if log else 'off:'} {wall:,.0f} wall-clock, {cpu:,.0f} CPU "
              f"({games} games)")
    timings = sorted(answer_latency(args.answers))
    p50 = statistics.median(timings) * 1000
    p95 = timings[int(0.95 * (len(timings) - 1))] * 1000
    print(f"Digital answer (validate + SQLite save + play to the next question), "
          f"{len(timings)} answers: p50 {p50:.2f} ms, p95 {p95:.2f} ms, "
          f"max {timings[-1] * 1000:.2f} ms")


if __name__ == "__main__":
    main()
