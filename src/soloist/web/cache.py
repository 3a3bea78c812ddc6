"""Plays kept in memory between requests, so that a long game is not replayed every time.

A `PlayCache` keeps the most recently used `SavedPlay`s (least recently used first out),
keyed by game id, each with its own lock: two requests for one game (two tabs, a double
tap) take turns, while different games proceed side by side.

Before a cached play is used, its saved revision (answer count and time of last change,
one indexed row) is read back from the database; if another process changed the game (the
terminal, a second server process), the play is replayed from its record. A play is also
replayed when the counts disagree, so that a change slipping in between a write and the
read that follows it is still noticed.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from soloist.engine.errors import UnknownGame
from soloist.play.companion import SavedPlay
from soloist.store import Store

#: How many plays a server keeps in memory by default.
DEFAULT_CACHE_SIZE = 256


@dataclass
class CachedPlay:
    """One game's play in memory, the revision it was read at, and its lock."""

    game_id: str
    lock: threading.Lock = field(default_factory=threading.Lock)
    saved: SavedPlay | None = None
    revision: tuple[int, str] | None = None

    @property
    def play(self) -> SavedPlay:
        assert self.saved is not None, "use a cached play inside PlayCache.use()"
        return self.saved


class PlayCache:
    """The most recently used plays, checked against the database on every use."""

    def __init__(self, store: Store, size: int = DEFAULT_CACHE_SIZE) -> None:
        self.store = store
        self.size = max(0, size)
        self._entries: OrderedDict[str, CachedPlay] = OrderedDict()
        self._lock = threading.Lock()
        #: How many times a play was replayed from the database (for tests and benchmarks).
        self.loads = 0

    def __len__(self) -> int:
        return len(self._entries)

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._entries

    def _entry(self, game_id: str) -> CachedPlay:
        with self._lock:
            entry = self._entries.get(game_id)
            if entry is None:
                entry = CachedPlay(game_id)
                if self.size:
                    self._entries[game_id] = entry
            else:
                self._entries.move_to_end(game_id)
            while len(self._entries) > self.size:
                self._entries.popitem(last=False)
            return entry

    def forget(self, game_id: str) -> None:
        with self._lock:
            self._entries.pop(game_id, None)

    def add(self, saved: SavedPlay) -> None:
        """Keep a play that was just created (a new game)."""
        entry = self._entry(saved.game_id)
        with entry.lock:
            entry.saved = saved
            entry.revision = self.store.revision(saved.game_id)

    @contextmanager
    def use(self, game_id: str) -> Iterator[CachedPlay]:
        """The game's play, up to date with the database, held exclusively until the block
        ends. `UnknownGame` if there is no such game; `SaveError` if it cannot be replayed.
        After changing the play inside the block, call `saved_changed(entry)`."""
        entry = self._entry(game_id)
        with entry.lock:
            try:
                revision = self.store.revision(game_id)
            except UnknownGame:
                entry.saved = None
                self.forget(game_id)
                raise
            saved = entry.saved
            if (saved is None or revision != entry.revision
                    or revision[0] != saved.stored):
                entry.saved = None
                entry.saved = SavedPlay.load(self.store, game_id)
                entry.revision = revision
                self.loads += 1
            try:
                yield entry
            except BaseException:
                entry.saved = None  # whatever went wrong, replay it next time
                raise

    def saved_changed(self, entry: CachedPlay) -> None:
        """Note the revision this process's own change gave the game (inside `use`)."""
        entry.revision = self.store.revision(entry.game_id)
