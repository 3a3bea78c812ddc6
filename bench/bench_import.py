"""Bringing in a large backup: its time and memory, and the web server's latency for another
person meanwhile.

    .venv/bin/python bench/bench_import.py [--megabytes 52] [--dir FOLDER]

1. A backup of about MEGABYTES is made: games of each of the four games, played to their end
   by a random stand-in, copied under new ids until the file is that large (every copy
   replays, as a real game does).
2. `soloist import FILE` into an empty save file, in its own process: wall-clock seconds and
   the process's peak memory (its maximum resident set, as the system counts it).
3. `soloist serve` on an empty save file; one client uploads the file on the backup page
   while another reads the home page over and over. Printed: the upload's time, the server's
   peak memory, and the other client's latency while the upload was under way (median and
   worst), against its latency before.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
import uuid
from html import unescape
from http.cookiejar import CookieJar
from pathlib import Path

from soloist.engine.chance import Chance
from soloist.engine.library import FactConflict
from soloist.engine.stand_ins import RandomStandIn
from soloist.games import all_games
from soloist.play.companion import SavedPlay
from soloist.store import Store
from soloist.store.transfer import checksum, export_backup

TOKEN = re.compile(r'<input type="hidden" name="csrf" value="([^"]*)">')


def soloist_command() -> str:
    beside = Path(sys.executable).parent / "soloist"
    return str(beside) if beside.exists() else "soloist"


def played_games(folder: Path) -> dict[str, object]:
    """A backup of one game of each kind, each played to its end (or 2,000 answers)."""
    store = Store(str(folder / "source.sqlite3"))
    for number, definition in enumerate(all_games()):
        saved = SavedPlay.start(store, definition, dict(definition.demo_options), number + 1)
        stand_in = RandomStandIn(Chance(number + 1))
        for _ in range(2000):
            question = saved.session.question
            if question is None:
                break
            text = stand_in.answer(question, saved.session.play)
            try:
                saved.answer(text)
            except FactConflict as conflict:
                saved.settle(conflict, "given", text)
    backup = export_backup(store)
    store.close()
    return backup


def large_backup(folder: Path, megabytes: float) -> Path:
    """A backup file of about `megabytes`: the played games copied under new ids."""
    backup = played_games(folder)
    originals = list(backup["games"])  # type: ignore[call-overload]
    size = len(json.dumps(backup, ensure_ascii=False, indent=1))
    per_round = sum(len(json.dumps(game, ensure_ascii=False, indent=1)) for game in originals)
    copies = []
    while size < megabytes * 2**20:
        for game in originals:
            copies.append({**game, "id": uuid.uuid4().hex[:20]})
        size += per_round
    backup["games"] = copies
    del backup["checksum"]
    backup["checksum"] = checksum(backup)
    path = folder / "large-backup.json"
    path.write_text(json.dumps(backup, ensure_ascii=False, indent=1) + "\n")
    answers = sum(len(game["answers"]) for game in copies)
    print(f"backup: {path.stat().st_size / 2**20:.1f} MB, {len(copies)} games, "
          f"{answers} answers")
    return path


def command_line_import(folder: Path, backup: Path) -> None:
    database = folder / "cli.sqlite3"
    start = time.perf_counter()
    with tempfile.TemporaryFile("w+") as said:
        child = subprocess.Popen([soloist_command(), "--db", str(database), "import",
                                  str(backup)], stdout=said, stderr=said, text=True)
        _, _, usage = os.wait4(child.pid, 0)  # this child's own figures
        child.returncode = 0
        seconds = time.perf_counter() - start
        said.seek(0)
        output = said.read().strip()
    peak = usage.ru_maxrss / 1024
    print(f"\n== soloist import ==\n{output}")
    print(f"time {seconds:.1f} s; peak memory {peak:.0f} MB")


def peak_memory(pid: int) -> float:
    """A process's peak resident memory so far (MB), from /proc."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def multipart(fields: dict[str, str], name: str, data: bytes) -> tuple[bytes, str]:
    boundary = uuid.uuid4().hex
    parts = [f"--{boundary}\r\nContent-Disposition: form-data; name=\"{key}\"\r\n\r\n"
             f"{value}\r\n".encode() for key, value in fields.items()]
    parts.append(f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; "
                 f"filename=\"{name}\"\r\nContent-Type: application/json\r\n\r\n".encode()
                 + data + f"\r\n--{boundary}--\r\n".encode())
    return b"".join(parts), f"multipart/form-data; boundary={boundary}"


def latencies(url: str, stop: threading.Event, found: list[float]) -> None:
    while not stop.is_set():
        start = time.perf_counter()
        with urllib.request.urlopen(url, timeout=600) as response:
            response.read()
        found.append(time.perf_counter() - start)


def web_import(folder: Path, backup: Path) -> None:
    database = folder / "web.sqlite3"
    server = subprocess.Popen([soloist_command(), "--db", str(database), "serve", "--port", "0"],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert server.stdout is not None
        line = server.stdout.readline()
        found = re.search(r"open (http://127\.0\.0\.1:\d+/)", line)
        assert found, line
        url = found.group(1)
        opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(CookieJar()))
        with opener.open(url + "backup", timeout=60) as response:
            token = unescape(TOKEN.findall(response.read().decode())[0])
        before: list[float] = []
        stop = threading.Event()
        reader = threading.Thread(target=latencies, args=(url, stop, before))
        reader.start()
        time.sleep(3)
        stop.set()
        reader.join()
        start_memory = peak_memory(server.pid)
        during: list[float] = []
        stop = threading.Event()
        reader = threading.Thread(target=latencies, args=(url, stop, during))
        body, kind = multipart({"csrf": token}, backup.name, backup.read_bytes())
        request = urllib.request.Request(url + "backup", data=body, method="POST",
                                         headers={"Content-Type": kind, "Origin": url[:-1]})
        reader.start()
        start = time.perf_counter()
        with opener.open(request, timeout=600) as response:
            page = response.read().decode()
        seconds = time.perf_counter() - start
        stop.set()
        reader.join()
        outcome = re.search(r'<div id="message"[^>]*>(.*?)</div>', page, re.S)
        said = re.sub(r"<[^>]+>|\s+", " ", outcome.group(1)) if outcome else page[:300]
        print(f"\n== the backup page of soloist serve ==\n{unescape(said).strip()}")
        print(f"upload and import {seconds:.1f} s; server peak memory "
              f"{peak_memory(server.pid):.0f} MB (after starting: {start_memory:.0f} MB)")
        print(f"another client's home page: before, median {statistics.median(before) * 1000:.0f}"
              f" ms; during the import ({len(during)} pages), median "
              f"{statistics.median(during) * 1000:.0f} ms, worst {max(during) * 1000:.0f} ms")
    finally:
        server.terminate()
        server.wait(timeout=60)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--megabytes", type=float, default=52)
    parser.add_argument("--dir", type=Path, default=None)
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory(dir=arguments.dir) as name:
        folder = Path(name)
        backup = large_backup(folder, arguments.megabytes)
        command_line_import(folder, backup)
        web_import(folder, backup)


if __name__ == "__main__":
    main()
