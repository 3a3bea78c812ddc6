"""Companion play without a map file: follow the map whose layout the person's component
library knows (its tiles named as they appear), or ask only what each decision needs.

The board's layout is read from the library with a silent question, so a saved game replays
with the layout it began with, whatever the library learns later.
"""

from __future__ import annotations

from collections.abc import Generator

from soloist.engine.log import Log
from soloist.engine.phrase import phrase
from soloist.engine.questions import Choice, Choices, Question, decision, table_fact
from soloist.games.revive.components import Frame, read_frame
from soloist.games.revive.layout import BUILD, LayoutEntry
from soloist.games.revive.table import MapTable, Table, TableAtHand
from soloist.games.revive.tiles import FRAME_FACT, NO_FRAME

FOLLOW = Choices([
    Choice("yes", phrase("Follow the map: I name each area tile as it appears"), True,
           ("y", "map", "follow")),
    Choice("no", phrase("Don't: ask me only what each decision needs"), False, ("n", "ask")),
])


def choose_table(log: Log, layout: LayoutEntry, *,
                 tokens_tribe: bool) -> Generator[Question, object, Table]:
    """The table of a companion game without a map file: the layout the library knows
    (followed if the person wishes), or the layout described now (once, ever), or none."""
    frame = yield table_fact(
        "library.layout", phrase("Your board's layout:"), text=read_frame, examples=(NO_FRAME,),
        fact=FRAME_FACT, if_unknown=NO_FRAME)
    assert isinstance(frame, Frame)
    if frame.map is None:
        build = yield decision(
            "setup.build-layout",
            phrase("Soloist does not know your board's layout yet. Describe it now? Then Soloist "
                   "counts every placement itself, and you name each area tile as it appears."),
            choices=BUILD,
            help=phrase("Once, ever: one answer a row of the board (what each hex is), kept in "
                        "your components. Otherwise Soloist asks, at each placement, what it needs "
                        "(how many spots are eligible, the bonuses next to each)."))
        if not build:
            return TableAtHand(log)
        hex_map = yield from layout.describe()
        return MapTable(hex_map, log, tokens_tribe=tokens_tribe)
    follow = yield decision(
        "setup.follow-map",
        phrase("Soloist knows your board's layout. Shall it follow the map this game?"),
        choices=FOLLOW,
        help=phrase("Following the map, Soloist decides every placement itself and says where to "
                    "put each piece; you name each area tile when it is face up (the first time "
                    "you see a tile, you say what its spaces show) and tell it your own map "
                    "actions. Otherwise it asks, at each placement, only what that decision "
                    "needs."))
    if not follow:
        return TableAtHand(log)
    return MapTable(frame.map, log, tokens_tribe=tokens_tribe)
