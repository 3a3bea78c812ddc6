"""A designer's target matrix: the win rates they wish for, per stand-in and level, against
the measured ones (`soloist report GAME --target FILE`).

The file is TOML: a table per stand-in, a win rate per level (a fraction, 0.55, or a
percentage, "55%"); a game without levels names its one cell ``all``:

    [greedy]
    easy = 0.8
    medium = "60%"

    [strong]
    medium = 0.75

Beside each cell: the measured win rate with its 95% Wilson interval, the distance from the
target (measured minus wished, in points), the exact binomial test of the measured wins
against the target rate, and whether the distance is significant after Holm's correction
for the number of cells. One number sums the matrix up: the root mean square of the
distances, in points.
"""

from __future__ import annotations

import math
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from soloist.engine.errors import DataFileError, OptionError
from soloist.engine.game import GameDefinition
from soloist.engine.phrase import Field, phrase
from soloist.engine.proportions import Proportion
from soloist.sim.balance import ALL_GAMES, Analysis
from soloist.sim.stats import binomial_two_sided, holm

#: The name of the one cell of a game without levels.
ALL = "all"
ALPHA = 0.05


@dataclass(frozen=True)
class Target:
    """The wished-for win rates: (stand-in, level) → rate, in the file's order."""

    rates: tuple[tuple[str, str, float], ...]
    source: str

    @property
    def stand_ins(self) -> list[str]:
        return list(dict.fromkeys(stand_in for stand_in, _, _ in self.rates))


def read_target(path: Path, definition: GameDefinition) -> Target:
    """The target file at `path`, checked: a `DataFileError` names the file, the stand-in,
    the level and the problem."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as error:
        raise DataFileError(f"{path}: cannot read it: {error}") from None
    except tomllib.TOMLDecodeError as error:
        raise DataFileError(f"{path}: not valid TOML: {error}") from None
    sweep = definition.sweep_option
    rates: list[tuple[str, str, float]] = []
    if not data:
        raise DataFileError(f"{path}: no stand-in: write a table per stand-in ([greedy]) "
                            "with a win rate per level")
    for stand_in, levels in data.items():
        if not isinstance(levels, dict) or not levels:
            raise DataFileError(f"{path}: {stand_in}: give a table of win rates per level "
                                f"([{stand_in}] then level = 0.5)")
        for level, raw in levels.items():
            where = f"{path}: {stand_in}: {level}"
            if sweep is None:
                if level != ALL:
                    raise DataFileError(f"{where}: {definition.name} has no levels; name its "
                                        f"one cell {ALL!r}")
                key = ALL
            else:
                try:
                    key = str(sweep.parse(level))
                except OptionError as error:
                    raise DataFileError(f"{where}: {error}") from None
            rates.append((stand_in, key, rate_of(raw, where)))
    return Target(tuple(rates), str(path))


def rate_of(raw: object, where: str) -> float:
    """A win rate as the file writes it: 0.55, or "55%"."""
    if isinstance(raw, str) and raw.strip().endswith("%"):
        try:
            rate = float(raw.strip().removesuffix("%")) / 100
        except ValueError:
            raise DataFileError(f"{where}: {raw!r} is not a percentage") from None
    elif isinstance(raw, int | float) and not isinstance(raw, bool):
        rate = float(raw)
    else:
        raise DataFileError(f"{where}: {raw!r} is not a win rate (0.55 or \"55%\")")
    if not 0 <= rate <= 1:
        raise DataFileError(f"{where}: {raw!r} is not between 0 and 1 (0% and 100%)")
    return rate


@dataclass(frozen=True)
class TargetCell:
    stand_in: str
    level: str
    level_label: str
    axes_label: str
    wished: float
    measured: Proportion
    p_value: float
    adjusted: float = 1.0

    @property
    def distance(self) -> float:
        """The measured win rate minus the wished one."""
        return self.measured.rate - self.wished

    @property
    def significant(self) -> bool:
        return self.adjusted < ALPHA


@dataclass(frozen=True)
class TargetMatrix:
    cells: tuple[TargetCell, ...]
    source: str

    @property
    def rms(self) -> float:
        """The root mean square of the distances (a fraction; ×100 for points)."""
        if not self.cells:
            return 0.0
        return math.sqrt(sum(cell.distance ** 2 for cell in self.cells) / len(self.cells))

    @property
    def off(self) -> list[TargetCell]:
        return [cell for cell in self.cells if cell.significant]

    def summary(self) -> str:
        off = self.off
        fields: dict[str, Field] = {"points": f"{100 * self.rms:.1f}",
                                    "cells": len(self.cells), "off": len(off),
                                    "alpha": str(ALPHA)}
        if len(off) == 1:
            return phrase("{points} points from the target (root mean square of the {cells} "
                          "cells' distances); {off} cell significantly off it (Holm-corrected "
                          "binomial tests, p < {alpha}).", **fields)
        return phrase("{points} points from the target (root mean square of the {cells} "
                      "cells' distances); {off} cells significantly off it (Holm-corrected "
                      "binomial tests, p < {alpha}).", **fields)


def compare(target: Target, runs: Sequence[tuple[str, Analysis]]) -> TargetMatrix:
    """Each wished-for cell beside the measured one: per stand-in's run (`(stand-in,
    analysis)`), every cell at the target's level (one per value of the report's axes)."""
    by_name = dict(runs)
    found: list[TargetCell] = []
    for stand_in, level, wished in target.rates:
        analysis = by_name.get(stand_in)
        if analysis is None:
            raise OptionError(f"--target {target.source}: stand-in {stand_in} is not in this "
                              "report; add it to --stand-in (or leave --stand-in out)")
        cells = [cell for cell in analysis.cells
                 if (cell.level == level or (level == ALL and cell.level == "None"))
                 and cell.win.n]
        if not cells:
            raise OptionError(f"--target {target.source}: {stand_in} at {level}: this report "
                              "has no win rate there (a level not run, or a game whose "
                              "simulation has no meaningful win)")
        for cell in cells:
            found.append(TargetCell(
                stand_in, level, cell.level_label or (level if level != ALL else ALL_GAMES),
                cell.axes_label, wished, cell.win,
                binomial_two_sided(cell.win.successes, cell.win.n, wished)))
    adjusted = holm([cell.p_value for cell in found])
    return TargetMatrix(tuple(TargetCell(cell.stand_in, cell.level, cell.level_label,
                                         cell.axes_label, cell.wished, cell.measured,
                                         cell.p_value, p)
                              for cell, p in zip(found, adjusted, strict=True)),
                        target.source)
