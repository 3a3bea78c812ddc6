"""Save database benchmark: what a power-safe answer costs, and SQLite's check at opening.

    .venv/bin/python bench/bench_store.py [--answers 300] [--blocks 4] [--dir FOLDER]
                                          [--check-answers 200000] [--db URL]

1. Each answer is its own commit, as at the table. SQLite with `synchronous=FULL` (what
   Soloist uses: the write-ahead log is written through to the disk at every commit, so an
   acknowledged answer survives a power cut) against `synchronous=NORMAL` (which may lose
   the last commits), in alternating blocks (FULL, NORMAL, FULL, NORMAL, …) of ANSWERS
   answers each, in one process, on a file in FOLDER (the disk matters: give the one your
   saves live on; default: the system's temporary folder). Printed: wall-clock and CPU
   milliseconds per answer, the median of the blocks.
2. Opening a save file runs SQLite's integrity check: its time for a file of
   CHECK_ANSWERS answers (in games of 100 answers).
3. With --db, the same answers committed one by one to that database (PostgreSQL: its own
   durability setting, synchronous_commit, decides); its Soloist tables are dropped first.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import create_engine, insert

from soloist.engine.session import Session
from soloist.games import find_game
from soloist.store import Store, database
from soloist.store.database import answers, games, metadata, shown

FF = find_game("fantastic-factories")


def one_game(store: Store) -> str:
    return store.create(Session.start(FF, FF.parse_options({}), seed=1).record)


def per_answer(store: Store, count: int) -> tuple[float, float]:
    """Wall and CPU milliseconds per answer, each answer its own commit."""
    game_id = one_game(store)
    wall, cpu = time.perf_counter(), time.process_time()
    for number in range(1, count + 1):
        store.append_answer(game_id, number, "utility")
    return ((time.perf_counter() - wall) / count * 1000,
            (time.process_time() - cpu) / count * 1000)


def synchronous_blocks(folder: Path, count: int, blocks: int) -> None:
    print(f"\n== one answer per commit, SQLite in {folder}: {blocks} blocks of {count} answers "
          "per setting, alternating ==")
    found: dict[str, list[tuple[float, float]]] = {"FULL": [], "NORMAL": []}
    try:
        for block in range(blocks * 2):
            setting = "FULL" if block % 2 == 0 else "NORMAL"
            database.SQLITE_SYNCHRONOUS = setting
            path = folder / f"answers-{block}.sqlite3"
            store = Store(str(path))
            found[setting].append(per_answer(store, count))
            store.close()
            for suffix in ("", "-wal", "-shm"):
                Path(f"{path}{suffix}").unlink(missing_ok=True)
    finally:
        database.SQLITE_SYNCHRONOUS = "FULL"
    medians = {}
    for setting, values in found.items():
        wall = statistics.median(value[0] for value in values)
        cpu = statistics.median(value[1] for value in values)
        medians[setting] = (wall, cpu)
        print(f"  synchronous={setting:<6}  {wall:6.2f} ms per answer (wall), "
              f"{cpu:5.2f} ms CPU; blocks: "
              + ", ".join(f"{value[0]:.2f}" for value in values))
    print(f"  cost of power-safe answers: {medians['FULL'][0] - medians['NORMAL'][0]:+.2f} ms "
          f"per answer (wall), {medians['FULL'][1] - medians['NORMAL'][1]:+.2f} ms CPU")


def integrity_check(folder: Path, total: int) -> None:
    path = folder / "big.sqlite3"
    store = Store(str(path))
    now = datetime.now(UTC)
    with store.engine.begin() as connection:
        for game in range(total // 100):
            game_id = f"{game:020x}"
            connection.execute(insert(games).values(
                id=game_id, game=FF.name, rules_version=FF.rules_version, format_version=1,
                options="{}", seed=game, status="playing", created_at=now, updated_at=now,
                answer_count=100))
            connection.execute(insert(answers), [
                {"game_id": game_id, "number": number, "text": "utility", "answered_at": now}
                for number in range(1, 101)])
    store.close()
    size = path.stat().st_size / 1e6
    opened = Store(str(path))
    times, cpu_times = [], []
    for _ in range(3):
        wall, cpu = time.perf_counter(), time.process_time()
        opened._check_file()  # what opening adds: the integrity check
        times.append(time.perf_counter() - wall)
        cpu_times.append(time.process_time() - cpu)
    opened.close()
    print(f"\n== SQLite's integrity check when a save file of {total:,} answers ({size:.0f} "
          f"MB) is opened: {statistics.median(times) * 1000:.0f} ms wall, "
          f"{statistics.median(cpu_times) * 1000:.0f} ms CPU (medians of 3) ==")


def server(url: str, count: int) -> None:
    engine = create_engine(url)
    metadata.drop_all(engine)
    engine.dispose()
    store = Store(url)
    per_answer(store, 10)  # connections made
    wall, cpu = per_answer(store, count)
    store.close()
    print(f"\n== one answer per commit, {shown(url)}: {wall:.2f} ms per answer (wall), "
          f"{cpu:.2f} ms CPU ==")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--answers", type=int, default=300)
    parser.add_argument("--blocks", type=int, default=4)
    parser.add_argument("--dir", type=Path, default=None,
                        help="the folder for the SQLite files (default: a temporary one)")
    parser.add_argument("--check-answers", type=int, default=200_000)
    parser.add_argument("--db", metavar="URL", help="also a database server at this URL")
    arguments = parser.parse_args()
    print(f"Soloist store benchmark on {os.cpu_count()} cores, Python "
          f"{sys.version.split()[0]}; load average before: "
          + " ".join(f"{value:.1f}" for value in os.getloadavg()))
    with tempfile.TemporaryDirectory(dir=arguments.dir) as name:
        folder = Path(name)
        synchronous_blocks(folder, arguments.answers, arguments.blocks)
        integrity_check(folder, arguments.check_answers)
    if arguments.db:
        server(arguments.db, arguments.answers)
    print("load average after: " + " ".join(f"{value:.1f}" for value in os.getloadavg()))


if __name__ == "__main__":
    main()
