"""Summary statistics of simulated games: mean, spread, confidence intervals, percentiles."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np
from scipy import stats

Row = Mapping[str, int | float | str]


@dataclass(frozen=True)
class Summary:
    """One column of one level: n, mean, standard deviation, 95% CI of the mean, percentiles."""

    n: int
    mean: float
    sd: float
    ci_low: float
    ci_high: float
    p5: float
    p50: float
    p95: float

    def to_json(self) -> dict[str, float | int]:
        return {"n": self.n, "mean": self.mean, "sd": self.sd, "ci95_low": self.ci_low,
                "ci95_high": self.ci_high, "p5": self.p5, "p50": self.p50, "p95": self.p95}


def summarise(values: Sequence[float]) -> Summary:
    data = np.asarray(values, dtype=float)
    n = int(data.size)
    if n == 0:
        raise ValueError("no values to summarise")
    mean = float(data.mean())
    sd = float(data.std(ddof=1)) if n > 1 else 0.0
    half = float(stats.t.ppf(0.975, n - 1)) * sd / math.sqrt(n) if n > 1 and sd > 0 else 0.0
    p5, p50, p95 = (float(v) for v in np.percentile(data, [5, 50, 95]))
    return Summary(n, mean, sd, mean - half, mean + half, p5, p50, p95)


def by_level(rows: Sequence[Row], columns: Sequence[str]) -> dict[str, dict[str, Summary]]:
    """Per level, per numeric column, its summary (levels in the order they first appear)."""
    levels: dict[str, list[Row]] = {}
    for row in rows:
        levels.setdefault(str(row["level"]), []).append(row)
    table: dict[str, dict[str, Summary]] = {}
    for level, level_rows in levels.items():
        table[level] = {
            column: summarise([float(row[column]) for row in level_rows])
            for column in columns
            if column in level_rows[0]
        }
    return table
