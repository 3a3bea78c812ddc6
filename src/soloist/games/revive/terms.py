"""Revive's terms: the printed names its log and questions carry as a field's value
(`GameDefinition.terms`): the kinds of a map's spaces, the machine tokens' colours and the
energy track's (a major artifact's)."""

from __future__ import annotations

from functools import cache

from soloist.games.revive.board import MACHINE_COLOURS, TRACK_COLOURS
from soloist.games.revive.hexmap import SpaceKind


@cache
def terms() -> tuple[str, ...]:
    names = [kind.value.replace("-", " ") for kind in SpaceKind]
    return tuple(dict.fromkeys([*names, *MACHINE_COLOURS, *TRACK_COLOURS]))
