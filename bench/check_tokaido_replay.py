"""Tokaido: one hash of the results and logs of many seeded digital games, to check that a
change meant only for speed replays every game identically.

    .venv/bin/python bench/check_tokaido_replay.py [--games N] [--stand-in random,greedy]

Plays N seeds per stand-in with the log on, the level and variants cycling with the seed
(levels 1-7; Journey of Initiation, Return Trip, Gastronomy now and then), and
prints, per stand-in and in all, a BLAKE2 hash of every result and every log line (actor,
template, fields and text), with each game's result with the log off too (simulation's
shortcuts). Run it before and after a change: the hashes must be equal. If
they are not, the change alters replay (bump Tokaido's `rules_version`, or find the slip).
"""

from __future__ import annotations

import argparse
import hashlib
import time

from soloist.engine.autoplay import play_out
from soloist.engine.log import Log, plain
from soloist.games import find_game
from soloist.games.tokaido.road import Road

TOKAIDO = find_game("tokaido")
VARIANTS = ((), ("initiation",), ("return_trip",), ("gastronomy",),
            ("return_trip", "gastronomy"))


def options_for(seed: int) -> dict[str, object]:
    """Level 1-7 and a variant (or none), cycling with the seed."""
    raw: dict[str, object] = {"digital": True, "simulated": True, "level": 1 + seed % 7}
    for flag in VARIANTS[(seed // 7) % len(VARIANTS)]:
        raw[flag] = True
    return TOKAIDO.parse_options(raw)


def _plain(value: object) -> object:
    """A log field as text: a named tuple field by field (the road it refers to by name
    only, so that a change to the road's tables alone does not change the hash)."""
    if isinstance(value, Road):
        return "road"
    as_dict = getattr(value, "_asdict", None)
    if callable(as_dict) and not isinstance(value, type):
        return [(key, _plain(item)) for key, item in as_dict().items()]
    return plain(value)


def game_hash(stand_in: str, games: int, first: int = 0) -> str:
    digest = hashlib.blake2b(digest_size=16)
    factory = TOKAIDO.stand_in(stand_in)
    for seed in range(first, first + games):
        log = Log(enabled=True)
        result = play_out(TOKAIDO, options_for(seed), seed, factory, log=log)
        digest.update(repr(result).encode())
        quiet = play_out(TOKAIDO, options_for(seed), seed, factory, log=Log(enabled=False))
        digest.update(repr(quiet).encode())  # the log off takes shortcuts: the same result
        for event in log:
            digest.update(repr((event.actor, event.template, event.text,
                                [(key, _plain(value)) for key, value in event.fields])
                               ).encode())
    return digest.hexdigest()


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--stand-in", default="random,greedy")
    arguments = parser.parse_args()
    total = hashlib.blake2b(digest_size=16)
    started = time.process_time()
    for name in arguments.stand_in.split(","):
        one = game_hash(name.strip(), arguments.games)
        total.update(one.encode())
        print(f"  {name.strip():<8} {arguments.games} games: {one}")
    print(f"Tokaido replay hash ({arguments.games} seeded games per stand-in, log on): "
          f"{total.hexdigest()} ({time.process_time() - started:.1f} CPU-seconds)")


if __name__ == "__main__":
    main()
