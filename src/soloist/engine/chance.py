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


class QuickStream(random.Random):
    """A stream seeded at almost no cost, each draw a few steps of arithmetic (SplitMix64):
    for a search's copies of a play, which make a handful of streams each and draw about a
    dozen numbers from them, where seeding a Mersenne Twister (`random.Random`) takes as
    long as a hundred of its draws. Every method of `random.Random` draws from it."""

    def __init__(self, seed: int = 0) -> None:
        self.seed(seed)

    def seed(self, a: object = None, version: int = 2) -> None:
        if not isinstance(a, int):
            raise TypeError("a quick stream is seeded with a whole number")
        self._state = (a ^ (a >> 64)) & _MASK  # (a stream's seed may have up to 94 bits)
        self.gauss_next = None

    def random(self) -> float:
        """A float in [0, 1) with 53 random bits."""
        state = self._state = (self._state + 0x9E3779B97F4A7C15) & _MASK
        mixed = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        mixed = ((mixed ^ (mixed >> 27)) * 0x94D049BB133111EB) & _MASK
        return ((mixed ^ (mixed >> 31)) >> 11) * _HALF_ULP

    def getrandbits(self, k: int) -> int:
        if k < 0:
            raise ValueError("number of bits must be non-negative")
        bits = have = 0
        while have < k:
            state = self._state = (self._state + 0x9E3779B97F4A7C15) & _MASK
            mixed = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            mixed = ((mixed ^ (mixed >> 27)) * 0x94D049BB133111EB) & _MASK
            bits = (bits << 64) | (mixed ^ (mixed >> 31))
            have += 64
        return bits >> (have - k)

    def getstate(self) -> tuple[int, ...]:
        """Its state (not `gauss`'s spare normal: a copy draws that afresh)."""
        return (self._state,)

    def setstate(self, state: tuple[int, ...]) -> None:
        (self._state,) = state
        self.gauss_next = None


_MASK = 2**64 - 1
_HALF_ULP = 2.0**-53


class QuickChance(Chance):
    """A `Chance` whose streams are `QuickStream`s (for a search's copies of a play: see
    `soloist.engine.search`): the same names give the same draws."""

    __slots__ = ()

    def copy(self) -> QuickChance:
        copied = QuickChance(self.seed)
        for name, stream in self._streams.items():
            twin = copied._streams[name] = QuickStream()
            twin.setstate(stream.getstate())
        return copied

    def stream(self, name: str) -> random.Random:
        stream = self._streams.get(name)
        if stream is None:
            stream = self._streams[name] = QuickStream(_stream_seed(self.seed, name))
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
