"""Tokaido: full digital games per second on one core (a stand-in and the two Automas), and
against a public pure-Python engine.

    .venv/bin/python bench/bench_tokaido.py [--games N] [--level L] [--repeat R] [--calls]
                                            [--stand-in random,greedy[,strong[:N]]]
                                            [--peer PATH] [--blocks B] [--seconds S] [--pure]

It runs on the compiled build of the rules when it is built and up to date
(`./scripts/build-compiled.sh`; see docs/simulation.md), as `soloist simulate` does, and
says so in its first line; `--pure` (or SOLOIST_PURE=1) times the pure-Python rules.

Each game is played by the simulation driver (`soloist.engine.autoplay.play_out`) with the
digital rules and the log off, exactly as `soloist simulate tokaido` plays it; the Automa
and Difficulty Level cards are Soloist's assumed composition (see the README). Prints, per
stand-in, the best of R timed runs, and the figure with the log on (as in play). The
`strong` stand-in searches (about 1,000 times slower): it is measured only when asked
(`--stand-in strong` or `strong:N`), on N/1000 games. With --calls, also the Python
function calls a game makes (cProfile's count over 500 games): a figure that, unlike the
timings, does not move with the load of a shared machine.

With `--peer PATH`, the random games are also compared with liamdj/tokaido-bot's
`TokaidoGame.random_playout()` (four travellers), a public pure-Python Tokaido engine kept
outside this project; get it with

    git clone https://github.com/liamdj/tokaido-bot PATH

Both run in this process in alternating blocks of S CPU-seconds (ours, the peer's, ours,
…; B blocks each), so a change in the machine's load falls on both alike; the figure is
games per CPU-second of each, and their ratio. The peer's travellers are four drawn at
random among its ten but Satsuki (the peer stops with an error when Satsuki reaches an
inn), its global `random` seeded per game. Also the ratio per traveller stop (each turn a
traveller moves to a space: ours three travellers, the peer's four), counted in a separate,
untimed pass over the same games: the peer's stops by counting its `take_action` calls that
move a traveller.
"""

from __future__ import annotations

import argparse
import contextlib
import cProfile
import importlib
import os
import pstats
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType

if __name__ == "__main__":  # on the compiled build when there is a fresh one (not --pure)
    if "--pure" in sys.argv[1:]:
        os.environ["SOLOIST_PURE"] = "1"
    from soloist import compiled

    compiled.run_compiled([__file__, *sys.argv[1:]])

from soloist import compiled
from soloist.engine.autoplay import play_out
from soloist.engine.chance import Chance
from soloist.engine.game import StandInFactory
from soloist.engine.log import Log
from soloist.games import find_game

TOKAIDO = find_game("tokaido")
#: The strong stand-in plays this many times fewer games than the others.
STRONG_SHARE = 1000


def options(level: int) -> dict[str, object]:
    return TOKAIDO.parse_options({"digital": True, "simulated": True, "level": level})


def games_per_second(stand_in: str, games: int, level: int, *, first: int = 0,
                     log: bool = False) -> tuple[float, float]:
    """(games per second of wall-clock time, games per second of this process's CPU time).

    The CPU figure is what one core does when nothing else runs on it; on a shared machine
    the wall-clock figure is lower by however much of the core others took."""
    parsed = options(level)
    factory = TOKAIDO.stand_in(stand_in)
    wall, cpu = time.perf_counter(), time.process_time()
    for seed in range(first, first + games):
        play_out(TOKAIDO, parsed, seed, factory, log=Log(enabled=log))
    return games / (time.perf_counter() - wall), games / (time.process_time() - cpu)


def calls_per_game(stand_in: str, games: int, level: int) -> float:
    """Function calls per game (Python and built-in), counted by cProfile: deterministic."""
    parsed = options(level)
    factory = TOKAIDO.stand_in(stand_in)
    profile = cProfile.Profile()
    profile.enable()
    for seed in range(games):
        play_out(TOKAIDO, parsed, seed, factory, log=Log(enabled=False))
    profile.disable()
    return pstats.Stats(profile).total_calls / games  # type: ignore[attr-defined, no-any-return]


# -- the peer ------------------------------------------------------------------------------

@contextlib.contextmanager
def inside(path: Path) -> Iterator[None]:
    """The peer reads its board file from the working directory."""
    before = Path.cwd()
    os.chdir(path)
    try:
        yield
    finally:
        os.chdir(before)


def load_peer(path: Path) -> ModuleType:
    if not (path / "tokaido_game.py").is_file():
        raise SystemExit(f"{path}: no tokaido_game.py here; get the peer with "
                         f"git clone https://github.com/liamdj/tokaido-bot {path}")
    sys.path.insert(0, str(path))
    return importlib.import_module("tokaido_game")


def peer_travellers(peer: ModuleType, seed: int) -> list[str]:
    """Four of the peer's travellers, drawn by `seed`, never Satsuki."""
    names = [traveller.name for traveller in peer.Traveler if traveller.name != "Satsuki"]
    return random.Random(seed).sample(names, 4)


def peer_game(peer: ModuleType, seed: int) -> object:
    game = peer.TokaidoGame(peer_travellers(peer, seed))
    random.seed(seed)  # the peer draws from the global random module
    game.random_playout()
    return game


def our_stops(seed: int, level: int) -> int:
    """The stops (turns) of our random game `seed`: replayed with the same stand-in."""
    parsed = options(level)
    play = TOKAIDO.new_play(parsed, Chance(seed), Log(enabled=False))
    stand_in = TOKAIDO.stand_in("random")(play.chance)  # type: ignore[attr-defined]
    run = play.run()
    question = next(run)
    try:
        while True:
            if question.fact is not None:
                text = question.if_unknown or question.valid_answers()[0]
            else:
                text = stand_in.answer(question, play)
            question = run.send(question.parse(text)[1])
    except StopIteration:
        return play.turns  # type: ignore[attr-defined, no-any-return]


def peer_stops(peer: ModuleType, seed: int) -> int:
    """The moves of the peer's game `seed`: its `take_action` calls on a traveller's move."""
    game_class = peer.TokaidoGame
    original: Callable[..., object] = game_class.take_action
    moves = 0

    def counting(game: object, action: object) -> object:
        nonlocal moves
        moves += game.turn == game.Action.MOVE  # type: ignore[attr-defined]
        return original(game, action)

    game_class.take_action = counting
    try:
        peer_game(peer, seed)
    finally:
        game_class.take_action = original
    return moves


def against_the_peer(path: Path, level: int, blocks: int, seconds: float) -> None:
    peer = load_peer(path.resolve())
    with inside(path):
        peer_game(peer, 0)  # load its board
        games_per_second("random", 100, level)  # warm our caches
        ours = [0, 0.0]
        theirs = [0, 0.0]
        for _ in range(blocks):
            for tally, play in ((ours, lambda seed: play_out(
                    TOKAIDO, options(level), seed, TOKAIDO.stand_in("random"))),
                                (theirs, lambda seed: peer_game(peer, seed))):
                started = time.process_time()
                seed = int(tally[0])
                while time.process_time() - started < seconds:
                    play(seed)
                    seed += 1
                tally[1] += time.process_time() - started
                tally[0] = seed
        counted = min(int(ours[0]), int(theirs[0]), 2000)
        stops_ours = statistics.fmean(our_stops(seed, level) for seed in range(counted))
        stops_theirs = statistics.fmean(peer_stops(peer, seed) for seed in range(counted))
    rate_ours, rate_theirs = ours[0] / ours[1], theirs[0] / theirs[1]
    print(f"Against liamdj/tokaido-bot's random_playout() (four travellers, {path}), "
          f"{blocks} alternating blocks of {seconds:g} CPU-seconds each, random play:")
    print(f"  ours   {rate_ours:8,.0f} random games per CPU-second ({int(ours[0]):,} games), "
          f"{stops_ours:.1f} traveller stops a game (three travellers)")
    print(f"  peer   {rate_theirs:8,.0f} random games per CPU-second ({int(theirs[0]):,} "
          f"games), {stops_theirs:.1f} traveller stops a game (four travellers)")
    print(f"  ratio  {rate_ours / rate_theirs:.2f} × per game (goal ≥ 10 ×), "
          f"{rate_ours * stops_ours / (rate_theirs * stops_theirs):.2f} × per traveller stop "
          f"({counted:,} games of each counted for the stops)")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=4000)
    parser.add_argument("--level", type=int, default=4)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--calls", action="store_true",
                        help="also count the function calls per game (cProfile, 500 games)")
    parser.add_argument("--stand-in", default="random,greedy",
                        help="the stand-ins to time, comma-separated (strong only if named: "
                             f"it plays --games/{STRONG_SHARE} games)")
    parser.add_argument("--peer", type=Path,
                        help="a clone of github.com/liamdj/tokaido-bot: compare random games")
    parser.add_argument("--blocks", type=int, default=6, help="alternating blocks each (--peer)")
    parser.add_argument("--seconds", type=float, default=5.0,
                        help="CPU-seconds per block (--peer)")
    parser.add_argument("--pure", action="store_true",
                        help="time the pure-Python rules even when the compiled build is fresh")
    arguments = parser.parse_args()
    games_per_second("random", 200, arguments.level)  # warm the caches
    print(f"Rules: {compiled.which()}.")
    print(f"Tokaido, digital rules, level {arguments.level}, one core, "
          f"{arguments.games} games per run, best of {arguments.repeat}; load average "
          f"{os.getloadavg()[0]:.1f}:")
    for note in TOKAIDO.notes(options(arguments.level)):
        print(f"  Note: {note}")
    for name in arguments.stand_in.split(","):
        name = name.strip()
        factory: StandInFactory = TOKAIDO.stand_in(name)
        games = arguments.games
        if getattr(factory, "budget", None) is not None:  # a stand-in that searches
            games = max(1, games // STRONG_SHARE)
        runs = [games_per_second(name, games, arguments.level)
                for _ in range(arguments.repeat)]
        wall = max(run[0] for run in runs)
        cpu = max(run[1] for run in runs)
        median = statistics.median(run[1] for run in runs)
        print(f"  stand-in {name:<8} best {cpu:8,.1f} games per CPU-second ({1e6 / cpu:,.0f} µs "
              f"a game; {games:,} games a run), median {median:,.1f}; best {wall:,.1f} per "
              "wall-clock second")
        if arguments.calls and games == arguments.games:
            print(f"  stand-in {name:<8} {calls_per_game(name, 500, arguments.level):,.0f} "
                  "function calls per game (cProfile)")
    logged = games_per_second("random", max(1, arguments.games // 10), arguments.level, log=True)
    print(f"  with the log on (random stand-in): {logged[1]:,.0f} games per CPU-second")
    if arguments.peer is not None:
        against_the_peer(arguments.peer, arguments.level, arguments.blocks, arguments.seconds)


if __name__ == "__main__":
    main()
