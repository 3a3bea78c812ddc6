"""Web companion benchmark: concurrent players over loopback, and long games vs short ones.

    .venv/bin/python bench/bench_web.py [--players 50] [--seconds 60] [--think 0.5]
                                        [--saturate] [--long 300] [--short 10]
                                        [--db postgresql+psycopg://…]

1. Load: a real `soloist serve` process (uvicorn, one process) on 127.0.0.1 and PLAYERS
   simulated players, each a browser without JavaScript with its own cookies, for SECONDS.
   A player reads its game page, thinks (uniformly 0.5x–1.5x THINK seconds; 0 = no pause),
   posts a valid answer chosen at random, follows the redirect to the next page, and starts
   a new game when one ends (each of the four games, in each way to play it: every page
   draws the game's table). Every request's latency is recorded;
   any unexpected status or failed request is an error. At the end the server is stopped
   and every answer the server accepted is checked against the database: none may be lost,
   none may be extra. With --saturate a second run is made with no thinking at all (the
   server's throughput ceiling: latency then is mostly queueing).
2. Long games: games with LONG answers and games with SHORT answers are stored as the
   terminal would leave them; then one client answers in each, first with the server's play
   cache (the default), then with a server started with --cache 0 (every request replays
   the game). Reported: the first request (a replay from the database), then each answer.

Saves go to a fresh SQLite file per run, or with --db to the database at that URL (its
Soloist tables are dropped before each run: give a database of its own).

No registered game reaches 300 answers yet, so the long games are of a small game of the
benchmark's own ("count-up", registered only in the server process the benchmark starts).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Generator
from dataclasses import dataclass, field
from html import unescape
from pathlib import Path
from typing import ClassVar
from urllib.parse import urlencode

from soloist.engine.chance import Chance, roll
from soloist.engine.game import GameDefinition, Options, OptionSpec
from soloist.engine.log import Log
from soloist.engine.questions import Choice, Choices, Question, decision
from soloist.engine.session import Session
from soloist.games import find_game
from soloist.store import Store
from soloist.store.database import shown

FF = find_game("fantastic-factories")
HIDDEN = re.compile(r'<input type="hidden" name="(\w+)" value="([^"]*)">')
CHOICE = re.compile(r'<button type="submit" name="answer" value="([^"]*)">')
RANGE = re.compile(r'id="answer-number"[^>]* min="(\d+)" max="(\d+)"')
OVER = 'data-over="yes"'
EXAMPLE = re.compile(r'<datalist id="answer-examples"><option value="([^"]*)">')
#: The question a contradicting answer gets (nothing stored): which is right?
SETTLE = re.compile(r'action="/g/\w+/settle"')
GAME_URL = re.compile(r"^/g/([0-9a-f]{20})$")


def soloist_command() -> str:
    beside = Path(sys.executable).parent / "soloist"
    return str(beside) if beside.exists() else "soloist"


class ServerProcess:
    """`soloist serve --port 0` in its own process; its address read from its first line.
    With `long_game`, the process first registers the benchmark's long game (below)."""

    def __init__(self, database: str, *extra: str, long_game: bool = False) -> None:
        command = [soloist_command(), "--db", str(database), "serve", "--port", "0", *extra]
        if long_game:
            command = [sys.executable, __file__, "--serve-long-game", str(database), *extra]
        self.process = subprocess.Popen(command, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL, text=True)
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        found = re.search(r"open (http://127\.0\.0\.1:\d+/)", line)
        if not found:
            self.process.kill()
            raise SystemExit(f"soloist serve did not start: {line!r}")
        self.url = found.group(1).rstrip("/")
        self.port = int(self.url.rsplit(":", 1)[1])

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=30)


class Response:
    def __init__(self, status: int, headers: dict[str, str], text: str) -> None:
        self.status_code = status
        self.headers = headers
        self.text = text


class Client:
    """A minimal HTTP/1.1 keep-alive client over asyncio streams, with the one cookie the
    companion sets. (A full client library costs the load generator more CPU than the
    server spends on the request, on the same two cores.)"""

    def __init__(self, port: int, *, htmx: bool = False) -> None:
        self.port = port
        self.htmx = htmx
        self.cookie = ""
        self.page = ""
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def close(self) -> None:
        if self.writer is not None:
            self.writer.close()
            self.reader = self.writer = None

    async def request(self, method: str, path: str,
                      form: dict[str, str] | None = None) -> Response:
        if self.writer is None:
            self.reader, self.writer = await asyncio.open_connection("127.0.0.1", self.port)
            sock = self.writer.get_extra_info("socket")
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        assert self.reader is not None
        body = urlencode(form).encode() if form is not None else b""
        lines = [f"{method} {path} HTTP/1.1", f"Host: 127.0.0.1:{self.port}"]
        if self.cookie:
            lines.append(f"Cookie: {self.cookie}")
        if self.htmx:
            lines += ["HX-Request: true", "HX-Boosted: true"]
        if form is not None:
            lines += ["Content-Type: application/x-www-form-urlencoded",
                      f"Content-Length: {len(body)}"]
        self.writer.write(("\r\n".join(lines) + "\r\n\r\n").encode() + body)
        head = await self.reader.readuntil(b"\r\n\r\n")
        status_line, *header_lines = head.decode("latin-1").split("\r\n")
        headers: dict[str, str] = {}
        for line in header_lines:
            if ":" in line:
                name, _, value = line.partition(":")
                headers[name.strip().lower()] = value.strip()
                if name.strip().lower() == "set-cookie":
                    self.cookie = value.strip().split(";")[0]
        data = await self.reader.readexactly(int(headers.get("content-length", "0")))
        if headers.get("connection", "").lower() == "close":
            await self.close()
        return Response(int(status_line.split()[1]), headers, data.decode())

    async def get(self, path: str) -> Response:
        return await self.request("GET", path)

    async def post(self, path: str, data: dict[str, str]) -> Response:
        return await self.request("POST", path, data)


@dataclass
class Tally:
    latencies: dict[str, list[float]] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)
    #: Answers the server accepted, per game, in order.
    accepted: dict[str, list[str]] = field(default_factory=dict)

    def time(self, kind: str, seconds: float) -> None:
        self.latencies.setdefault(kind, []).append(seconds)


def fields_of(html: str) -> dict[str, str]:
    """The hidden fields of a page, each as it first appears (the question's number comes
    before the undo confirmation's)."""
    fields: dict[str, str] = {}
    for name, value in HIDDEN.findall(html):
        fields.setdefault(name, unescape(value))
    return fields


def pick_answer(html: str, rng: random.Random) -> str:
    choices = CHOICE.findall(html)
    if choices:
        # Trigger the end now and then, so that games end and new ones start.
        if "yes" in choices and "no" in choices:
            return "yes" if rng.random() < 0.25 else "no"
        return unescape(rng.choice(choices))
    example = EXAMPLE.search(html)
    if example:  # a free text (a city's name, a tile): one of the question's examples
        return unescape(example.group(1))
    found = RANGE.search(html)
    assert found, "a question page with neither choices nor a number range nor a text"
    low, high = int(found.group(1)), int(found.group(2))
    return str(rng.randint(low, min(high, low + 60)))


async def timed(tally: Tally, kind: str, request: object) -> Response:
    start = time.perf_counter()
    response = await request  # type: ignore[misc]
    tally.time(kind, time.perf_counter() - start)
    return response


#: The games players start, each with the options of one way to play it, so that every
#: game's table (its panels: dice, cards, tracks, the Smart Mat …) is drawn on every page.
WAYS: tuple[tuple[str, dict[str, str]], ...] = (
    ("fantastic-factories", {}),
    ("fantastic-factories", {"digital": "yes"}),
    ("tokaido", {}),
    ("tokaido", {"digital": "yes"}),
    ("marco-polo-2", {"sample": "yes"}),
    ("revive", {"sample": "yes"}),
)


async def new_game(client: Client, tally: Tally, rng: random.Random) -> str:
    name, options = rng.choice(WAYS)
    if name == "fantastic-factories" and not options:
        options = {"difficulty": rng.choice(["easy", "medium", "hard"])}
    form = await timed(tally, "GET new-game form", client.get(f"/new/{name}"))
    token = fields_of(form.text)["csrf"]
    started = await timed(tally, "POST new game", client.post(
        f"/new/{name}", data={"csrf": token, **options}))
    location = started.headers.get("hx-replace-url" if client.htmx else "location", "")
    found = GAME_URL.match(location)
    if started.status_code != (200 if client.htmx else 303) or not found:
        raise RuntimeError(f"new game: {started.status_code}")
    tally.accepted[found.group(1)] = []
    client.page = started.text
    return found.group(1)


async def player(number: int, port: int, deadline: float, think: float, tally: Tally,
                 htmx: bool) -> None:
    rng = random.Random(number)
    client = Client(port, htmx=htmx)
    try:
        game_id = ""
        page = ""
        if think:  # players sit down over the first moments, not all in one millisecond
            await asyncio.sleep(rng.uniform(0, 2 * think))
        while time.perf_counter() < deadline:
            try:
                if not game_id or OVER in page:
                    game_id = await new_game(client, tally, rng)
                    page = client.page
                    if not htmx:
                        response = await timed(tally, "GET game page",
                                               client.get(f"/g/{game_id}"))
                        page = response.text
                if think:
                    await asyncio.sleep(think * rng.uniform(0.5, 1.5))
                if time.perf_counter() >= deadline:
                    break
                hidden = fields_of(page)
                text = pick_answer(page, rng)
                posted = await timed(tally, "POST answer", client.post(
                    f"/g/{game_id}", data={"csrf": hidden["csrf"], "n": hidden["n"],
                                           "answer": text}))
                if posted.status_code == 200 and SETTLE.search(posted.text):
                    # The answer contradicts a fact another game taught the library (a
                    # person who answers at random): this player says their answer is right.
                    asked = fields_of(posted.text)
                    posted = await timed(tally, "POST which is right", client.post(
                        f"/g/{game_id}/settle", data={
                            "csrf": asked["csrf"], "n": asked["n"], "given": asked["given"],
                            "answer": "given"}))
                if posted.status_code != (200 if htmx else 303):
                    tally.errors.append(f"answer: status {posted.status_code}")
                    game_id = ""
                    continue
                tally.accepted[game_id].append(text)
                if htmx:
                    page = posted.text
                    continue
                response = await timed(tally, "GET game page", client.get(f"/g/{game_id}"))
                if response.status_code != 200:
                    tally.errors.append(f"page: status {response.status_code}")
                page = response.text
            except (OSError, asyncio.IncompleteReadError, RuntimeError, KeyError) as error:
                tally.errors.append(f"{type(error).__name__}: {error}")
                game_id = ""
                await client.close()
    finally:
        await client.close()


def percentiles(values: list[float]) -> str:
    ordered = sorted(values)

    def at(share: float) -> float:
        return ordered[min(len(ordered) - 1, int(share * len(ordered)))] * 1000

    return (f"n={len(ordered):>6}  p50 {at(0.50):6.1f} ms  p95 {at(0.95):6.1f} ms  "
            f"p99 {at(0.99):6.1f} ms  max {ordered[-1] * 1000:6.1f} ms")


def cpu_seconds(pid: int) -> float:
    """The process's CPU time (user + system) so far, from /proc."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def fresh_database(url: str | None, folder: Path, name: str) -> str:
    """A new SQLite file in `folder`, or the database at `url` emptied of Soloist's tables."""
    if url is None:
        return str(folder / name)
    from sqlalchemy import create_engine

    from soloist.store.database import metadata

    engine = create_engine(url)
    metadata.drop_all(engine)
    engine.dispose()
    return url


def load_run(players: int, seconds: float, think: float, folder: Path, label: str,
             htmx: bool = False, url: str | None = None) -> bool:
    database = fresh_database(url, folder, f"load-{len(label)}-{think}-{htmx}.sqlite3")
    server = ServerProcess(database)
    tally = Tally()

    async def run_all() -> None:
        deadline = time.perf_counter() + seconds
        await asyncio.gather(*(player(number, server.port, deadline, think, tally, htmx)
                               for number in range(players)))

    started = time.perf_counter()
    cpu_before = cpu_seconds(server.process.pid)
    try:
        asyncio.run(run_all())
    finally:
        elapsed = time.perf_counter() - started
        cpu = cpu_seconds(server.process.pid) - cpu_before
        server.stop()
    store = Store(database)
    lost = extra = 0
    for game_id, texts in tally.accepted.items():
        record = store.load(game_id)  # the person's answers (not those Soloist supplied)
        stored = [text for number, text in enumerate(record.answers, start=1)
                  if number not in record.supplied]
        lost += max(0, len(texts) - len(stored))
        extra += stored != texts
    store.close()
    answered = sum(len(texts) for texts in tally.accepted.values())
    requests = sum(len(values) for values in tally.latencies.values())
    print(f"\n== {label}: {players} players, {seconds:.0f} s, think {think:.2f} s "
          f"(0.5x-1.5x), {'HTMX: one request' if htmx else 'no JavaScript: POST + GET'} "
          "per answer ==")
    print(f"{requests} requests in {elapsed:.1f} s ({requests / elapsed:.0f}/s); "
          f"{answered} answers ({answered / elapsed:.0f}/s) in {len(tally.accepted)} games")
    for kind, values in sorted(tally.latencies.items()):
        print(f"  {kind:<20} {percentiles(values)}")
    every = [value for values in tally.latencies.values() for value in values]
    print(f"  {'all requests':<20} {percentiles(every)}")
    print(f"server CPU: {cpu:.1f} s in {elapsed:.0f} s ({cpu / elapsed * 100:.0f}% of one "
          f"core); {cpu / requests * 1000:.2f} ms per request, {cpu / answered * 1000:.2f} ms "
          "per answer")
    print(f"errors: {len(tally.errors)}" + (f" (first: {tally.errors[0]})" if tally.errors
                                            else ""))
    print(f"answers checked against the database: {answered}; lost: {lost}; "
          f"mismatched games: {extra}")
    p95 = sorted(every)[int(0.95 * len(every))] * 1000
    return p95 <= 30 and not tally.errors and not lost and not extra


# -- long games --------------------------------------------------------------------------------
#
# No registered game reaches 300 answers yet (a Fantastic Factories game ends after a few
# dozen), so the comparison uses a game of the benchmark's own, registered only in the
# server process it starts: "count-up", one die roll, one logged automa step and one
# question per round, as many rounds as asked. What is compared is what a long game costs
# the web layer: replaying N answers, against the cache that avoids it.

class CountUpResult:
    def __init__(self, total: int) -> None:
        self.total = total

    def headline(self) -> str:
        return f"The automa counted {self.total}."

    def summary(self) -> dict[str, int | float | str]:
        return {"automa_score": self.total, "person_won": 0, "outcome": "loss"}


class CountUpPlay:
    def __init__(self, rounds: int, chance: Chance, log: Log) -> None:
        self.rounds, self.dice, self.log = rounds, chance.stream("automa dice"), log
        self.total = 0
        self.round = 0

    def run(self) -> Generator[Question, object, CountUpResult]:
        for number in range(1, self.rounds + 1):
            self.round = number
            step = yield decision("count-up.step", f"Round {number}: which step do you take?",
                                  choices=STEPS)
            die = roll(self.dice)
            self.total += die + int(str(step))
            self.log.say("automa", "rolls {die}; with your step {step} the count is {total}",
                         die=die, step=step, total=self.total)
        return CountUpResult(self.total)

    def view(self) -> dict[str, object]:
        return {"round": self.round, "total": self.total}


STEPS = Choices([Choice(str(n), f"Step {n}", n) for n in range(1, 5)])


class CountUp(GameDefinition):
    name: ClassVar[str] = "count-up"
    title: ClassVar[str] = "Count up (benchmark game)"
    rules_version: ClassVar[int] = 1
    options: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("rounds", "Rounds", "int", 400, minimum=1, maximum=5000),)

    def new_play(self, options: Options, chance: Chance, log: Log) -> CountUpPlay:
        return CountUpPlay(int(str(options["rounds"])), chance, log)


def serve_long_game(database: str, extra: list[str]) -> None:
    from soloist.engine.registry import register
    from soloist.web.server import serve

    register(CountUp())
    cache = int(extra[extra.index("--cache") + 1]) if "--cache" in extra else 256
    serve(Store(database), port=0, cache_size=cache,
          say=lambda text: print(text, flush=True))


def stored_game(store: Store, answers: int, seed: int) -> str:
    session = Session.start(CountUp(), {"rounds": 400}, seed)
    rng = random.Random(seed)
    for _ in range(answers):
        session.answer(rng.choice(STEPS.keys))
    return store.create(session.record)


async def answer_in(client: Client, game_id: str, rounds: int,
                    rng: random.Random) -> tuple[float, list[float]]:
    start = time.perf_counter()
    page = (await client.get(f"/g/{game_id}")).text
    first = time.perf_counter() - start
    timings = []
    for _ in range(rounds):
        hidden = fields_of(page)
        start = time.perf_counter()
        posted = await client.post(f"/g/{game_id}", data={
            "csrf": hidden["csrf"], "n": hidden["n"], "answer": pick_answer(page, rng)})
        response = await client.get(f"/g/{game_id}")
        timings.append(time.perf_counter() - start)
        assert posted.status_code == 303 and response.status_code == 200, posted.status_code
        page = response.text
    return first, timings


def long_games(long: int, short: int, folder: Path, games: int = 20, rounds: int = 10,
               url: str | None = None) -> None:
    print(f"\n== a {long}-answer game vs a {short}-answer game: {games} games each, "
          f"{rounds} answers in each, one client (answer = POST + GET of the next page) ==")
    for cache in ("256", "0"):
        database = fresh_database(url, folder, f"long-{cache}.sqlite3")
        store = Store(database)
        ids = {size: [stored_game(store, size, seed) for seed in range(games)]
               for size in (short, long)}
        store.close()
        server = ServerProcess(database, "--cache", cache, long_game=True)

        async def measure(size: int, port: int = server.port,
                          ids: dict[int, list[str]] = ids) -> tuple[list[float], list[float]]:
            rng = random.Random(size)
            firsts: list[float] = []
            timings: list[float] = []
            client = Client(port)
            await client.get("/")
            for game_id in ids[size]:
                first, each = await answer_in(client, game_id, rounds, rng)
                firsts.append(first)
                timings.extend(each)
            await client.close()
            return firsts, timings

        try:
            for size in (short, long):
                firsts, timings = asyncio.run(measure(size))
                name = "play cache on " if cache != "0" else "no cache (--cache 0)"
                print(f"  {name}, {size:>3}-answer games: first open "
                      f"{statistics.median(firsts) * 1000:6.1f} ms (median); each answer "
                      f"{percentiles(timings)}")
        finally:
            server.stop()


def main() -> None:
    if len(sys.argv) > 2 and sys.argv[1] == "--serve-long-game":
        serve_long_game(sys.argv[2], sys.argv[3:])
        return
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--players", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--think", type=float, default=0.5,
                        help="mean seconds a player thinks before answering (0: none)")
    parser.add_argument("--saturate", action="store_true",
                        help="also run with no thinking at all (throughput ceiling)")
    parser.add_argument("--long", type=int, default=300)
    parser.add_argument("--short", type=int, default=10)
    parser.add_argument("--htmx", action="store_true",
                        help="also run with players whose browser runs JavaScript (HTMX: the "
                             "answer's response is the next page, one request per answer)")
    parser.add_argument("--skip-load", action="store_true")
    parser.add_argument("--db", metavar="URL",
                        help="a database URL to save in instead of SQLite files (its Soloist "
                             "tables are dropped before each run)")
    arguments = parser.parse_args()
    print(f"Soloist web benchmark on {os.cpu_count()} cores, Python {sys.version.split()[0]}, "
          f"saves in {shown(arguments.db) if arguments.db else 'SQLite files'}; "
          "load average before: " + " ".join(f"{value:.1f}" for value in os.getloadavg()))
    ok = True
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        if not arguments.skip_load:
            ok = load_run(arguments.players, arguments.seconds, arguments.think, folder,
                          "players at the table", url=arguments.db)
            if arguments.htmx:
                ok = load_run(arguments.players, arguments.seconds, arguments.think, folder,
                              "players at the table, with JavaScript", htmx=True,
                              url=arguments.db) and ok
            if arguments.saturate:
                load_run(arguments.players, arguments.seconds, 0.0, folder,
                         "saturated (no thinking)", url=arguments.db)
        long_games(arguments.long, arguments.short, folder, url=arguments.db)
    print("load average after: " + " ".join(f"{value:.1f}" for value in os.getloadavg()))
    if not arguments.skip_load:
        print("\ngoal (p95 <= 30 ms, no errors, no lost answers):", "met" if ok else "NOT met")


if __name__ == "__main__":
    main()
