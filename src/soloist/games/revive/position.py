"""`soloist decide revive FILE` (written next)."""

from __future__ import annotations

from pathlib import Path

from soloist.engine.errors import OptionError
from soloist.engine.game import DecideReport


def decide(path: Path, *, seed: int) -> DecideReport:
    raise OptionError("not yet")
