"""Seeded chance: every die and shuffle of a game comes from here.

A game owns one `Chance`, made from its seed. Each kind of chance outcome draws from its
own named *stream* (`chance.stream("dice")`), so that the outcomes of one kind never depend
on how many outcomes of another kind were drawn before. A rules text that consumes a stream
in a fixed pattern (the Machine always rolls five dice a turn) therefore gets the same roll
for the same turn whatever the person answered before it: taking back an answer never
re-rolls dice already revealed, and never re-draws a card already seen.

No global randomness: nothing here touches the `random` module's shared generator.
"""

from __future__ import annotations

import hashlib
import random
import secrets
import zlib
from collections.abc import MutableSequence, Sequence
from math import floor
from typing import TypeVar

T = TypeVar("T")

#: Seeds are kept below 2**53 so that they survive a round trip through JSON numbers.
SEED_LIMIT = 2**53


def new_seed() -> int:
    """A fresh seed for a game whose person gave none (it is saved and shown)."""
    return secrets.randbelow(SEED_LIMIT)


def derive_seed(seed: int, *parts: object) -> int:
    """A seed derived from `seed` and a path of parts, stable on every machine.

    Used for a stream of a game (`derive_seed(seed, "dice")`) and for game *i* of a
    simulation run (`derive_seed(run_seed, i)`).
    """
    text = "\x1f".join([str(seed), *(str(part) for part in parts)])
    digest = hashlib.blake2b(text.encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") % SEED_LIMIT


def _stream_seed(seed: int, name: str) -> int:
    """The seed of stream `name`: cheaper than `derive_seed`, as stable (CRC-32 is fixed)."""
    return seed * 4_294_967_296 + zlib.crc32(name.encode())


class Chance:
    """All chance outcomes of one game, by named stream."""

    __slots__ = ("_streams", "seed")

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._streams: dict[str, random.Random] = {}

    def copy(self) -> Chance:
        """An exact copy: every stream made so far goes on from where it is (a test that a
        copy of a play resumes as the original goes on uses it)."""
        copied = Chance(self.seed)
        for name, stream in self._streams.items():
            twin = copied._streams[name] = random.Random()
            twin.setstate(stream.getstate())
        return copied

    def stream(self, name: str) -> random.Random:
        """The stream `name`, created on first use from the game's seed."""
        stream = self._streams.get(name)
        if stream is None:
            stream = self._streams[name] = random.Random(_stream_seed(self.seed, name))
        return stream


def roll(stream: random.Random, sides: int = 6) -> int:
    """One die with `sides` faces, 1..sides, uniform.

    `floor` rather than `int`: the same whole number for a draw in [0, 1), made about
    twice as fast (a plain function, not a call of the `int` type); see `quick_shuffled`.
    """
    return floor(stream.random() * sides) + 1


def shuffled(stream: random.Random, items: Sequence[T]) -> list[T]:
    """A shuffled copy of `items`."""
    copy = list(items)
    stream.shuffle(copy)
    return copy


def quick_shuffled(stream: random.Random, items: Sequence[T]) -> list[T]:
    """A shuffled copy of `items` (Fisher-Yates with one `random()` per card).

    About three times faster than `random.shuffle`, whose exact `_randbelow` is slow in
    pure Python; the bias of ``floor(random() * n)`` is below 2**-40 for any deck of cards.
    For decks shuffled at the start of every simulated game.
    """
    cards = list(items)
    draw = stream.random
    for last in range(len(cards) - 1, 0, -1):
        other = floor(draw() * (last + 1))
        cards[last], cards[other] = cards[other], cards[last]
    return cards


def shuffle_in_place(stream: random.Random, items: MutableSequence[T]) -> None:
    stream.shuffle(items)
