"""Revive benchmarks: simulated games per second, and the latency a person feels.

    .venv/bin/python bench/bench_revive.py [--games N] [--stand-in steady,greedy[,strong]]

Prints figures; it is not a test. Simulation plays on the FICTIONAL sample map and board
with each of Revive's stand-ins named (steady and greedy by default: `strong` searches, and
is timed only when asked, on N/500 games), one process (multiply by the cores `soloist
simulate` uses).
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from soloist.engine.autoplay import play_out
from soloist.engine.search import SearchingStandIn
from soloist.engine.session import Session
from soloist.games import find_game

EXAMPLE = Path(__file__).parents[1] / "examples" / "revive-position.toml"


def simulation(games: int, name: str) -> None:
    revive = find_game("revive")
    options = revive.parse_options(dict(revive.simulation_defaults))
    stand_in = revive.stand_ins[name]
    play_out(revive, options, 0, stand_in)  # load the sample files once
    started, cpu = time.perf_counter(), time.process_time()
    for seed in range(games):
        play_out(revive, options, seed, stand_in)
    elapsed, used = time.perf_counter() - started, time.process_time() - cpu
    print(f"simulation ({name} stand-in, model table, sample map, log off): "
          f"{games / elapsed:,.0f} games/s "
          f"on one core, wall clock ({1000 * elapsed / games:.2f} ms a game); "
          f"{games / used:,.0f} games per CPU-second")


def answer_latency(options: dict[str, object], label: str, games: int = 20) -> None:
    """The time from an answer to the next question, including the Mautoma's turn."""
    revive = find_game("revive")
    latencies = []
    for seed in range(games):
        session = Session.start(revive, options, seed)
        while session.question is not None:
            question = session.question
            if question.choices is not None:
                text = question.choices.keys[0]
            elif question.between is not None:
                text = str(min(question.between[0] + 3, question.between[1]))
            else:  # the board described at the table (no data files): its example
                text = question.examples[0]
            started = time.perf_counter()
            session.answer(text)
            latencies.append(time.perf_counter() - started)
    latencies.sort()
    p99 = latencies[int(0.99 * (len(latencies) - 1))]
    print(f"answer → next question, {label}: median {1e6 * statistics.median(latencies):.0f} "
          f"µs, p99 {1e6 * p99:.0f} µs, max {1e3 * latencies[-1]:.2f} ms "
          f"({len(latencies)} answers)")


def replay_latency(games: int = 20) -> None:
    """Undo and resume replay the whole record: the time to replay a finished game."""
    revive = find_game("revive")
    records = []
    for seed in range(games):
        session = Session.start(revive, {"sample": True}, seed)
        while session.question is not None:
            question = session.question
            assert question.choices is not None or question.between is not None
            session.answer(question.choices.keys[0] if question.choices else "120")
        records.append(session.record)
    started = time.perf_counter()
    for record in records:
        Session.replay(revive, record)
    print(f"replay of a whole game (undo, resume): "
          f"{1000 * (time.perf_counter() - started) / games:.1f} ms")


def decide_latency(times: int = 50) -> None:
    revive = find_game("revive")
    revive.decide(EXAMPLE, seed=1)
    started = time.perf_counter()
    for seed in range(times):
        revive.decide(EXAMPLE, seed=seed)
    print(f"soloist decide revive (example position, sample map): "
          f"{1000 * (time.perf_counter() - started) / times:.2f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--stand-in", default="steady,greedy",
                        help="the stand-ins timed, by name (default steady,greedy; strong "
                             "searches, about 500 times slower: it plays --games / 500 games)")
    args = parser.parse_args()
    revive = find_game("revive")
    for name in (part.strip() for part in args.stand_in.split(",")):
        searches = isinstance(revive.stand_ins[name], type) and issubclass(
            revive.stand_ins[name], SearchingStandIn)
        simulation(max(1, args.games // 500) if searches else args.games, name)
    answer_latency({}, "companion play without data files")
    answer_latency({"sample": True}, "digital play on the sample map")
    replay_latency()
    decide_latency()


if __name__ == "__main__":
    main()
