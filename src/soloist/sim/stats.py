"""Summary statistics of simulated games: mean, spread, confidence intervals, percentiles."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from soloist.engine.phrase import phrase
from soloist.engine.proportions import Z95, Proportion, wilson

__all__ = ["Z95", "Comparison", "Proportion", "Summary", "compare_means", "compare_rates",
           "holm", "summarise", "wilson"]


def _special() -> Any:
    """SciPy's special functions (the distributions' CDFs and quantiles), imported when
    first needed: the history commands need none of it. `scipy.special` rather than
    `scipy.stats`: the same functions underneath, and a third of the import time, which a
    balance report pays before its first figure."""
    from scipy import special

    return special


def t_quantile(p: float, df: float) -> float:
    """The `p` quantile of Student's t with `df` degrees of freedom (scipy.stats.t.ppf)."""
    return float(_special().stdtrit(df, p))


def t_two_sided(t: float, df: float) -> float:
    """The two-sided p-value of `t` under Student's t with `df` degrees of freedom."""
    return float(2 * _special().stdtr(df, -abs(t)))


def normal_two_sided(z: float) -> float:
    """The two-sided p-value of `z` under the standard normal distribution."""
    return float(2 * _special().ndtr(-abs(z)))


def normal_quantile(p: float) -> float:
    """The `p` quantile of the standard normal distribution (scipy.stats.norm.ppf)."""
    return float(_special().ndtri(p))


def binomial_two_sided(successes: int, n: int, p: float) -> float:
    """The two-sided binomial test of `successes` in `n` trials against rate `p`: twice the
    smaller tail, at most 1 (the "doubling" convention, exact for p = ½)."""
    if n == 0:
        return 1.0
    special = _special()
    lower = float(special.bdtr(successes, n, p))
    upper = 1.0 if successes == 0 else float(special.bdtrc(successes - 1, n, p))
    return min(1.0, 2 * min(lower, upper))


def holm(p_values: Sequence[float]) -> list[float]:
    """Holm's step-down adjustment of `p_values` for the number of tests (in their order):
    each adjusted p-value is compared with the level the family of tests is held to."""
    order = sorted(range(len(p_values)), key=lambda index: p_values[index])
    adjusted = [1.0] * len(p_values)
    running = 0.0
    for rank, index in enumerate(order):
        running = max(running, min(1.0, (len(p_values) - rank) * p_values[index]))
        adjusted[index] = running
    return adjusted


def binomial_two_sided_half(successes: int, n: int) -> float:
    """The exact two-sided binomial test of `successes` in `n` trials against p = ½
    (scipy.stats.binomtest(...).pvalue): the distribution is symmetric, so the p-value is
    twice the lower tail of the rarer side, at most 1."""
    rarer = min(successes, n - successes)
    if 2 * rarer + 1 >= n:  # the two tails meet: every outcome is at least as extreme
        return 1.0
    return min(1.0, float(2 * _special().bdtr(rarer, n, 0.5)))


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
    half = 0.0
    if n > 1 and sd > 0:
        half = t_quantile(0.975, n - 1) * sd / math.sqrt(n)
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


# -- proportions and comparisons -------------------------------------------------------------

@dataclass(frozen=True)
class Comparison:
    """`b - a` for two levels: the difference, its 95% CI, a p-value, and the test used."""

    difference: float
    ci_low: float
    ci_high: float
    p_value: float
    test: str
    n: int

    @property
    def significant(self) -> bool:
        return self.p_value < 0.05


def compare_means(a: Sequence[float], b: Sequence[float], *, paired: bool,
                  confidence: float = 0.95) -> Comparison:
    """Mean of `b` minus mean of `a`: a paired t-test when the games are paired (the same
    seeds at both levels), Welch's t-test otherwise; the interval at `confidence`."""
    tail = (1 + confidence) / 2
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if paired:
        d = y - x
        n = int(d.size)
        mean = float(d.mean())
        sd = float(d.std(ddof=1)) if n > 1 else 0.0
        if sd == 0.0:
            return Comparison(mean, mean, mean, 1.0 if mean == 0 else 0.0,
                              phrase("paired t-test"), n)
        se = sd / math.sqrt(n)
        t = mean / se
        half = t_quantile(tail, n - 1) * se
        p = t_two_sided(t, n - 1)
        return Comparison(mean, mean - half, mean + half, p, phrase("paired t-test"), n)
    mean = float(y.mean() - x.mean())
    vx = float(x.var(ddof=1)) / x.size if x.size > 1 else 0.0
    vy = float(y.var(ddof=1)) / y.size if y.size > 1 else 0.0
    se = math.sqrt(vx + vy)
    n = int(min(x.size, y.size))
    if se == 0.0:
        return Comparison(mean, mean, mean, 1.0 if mean == 0 else 0.0,
                          phrase("Welch's t-test"), n)
    spread = ((vx * vx / (x.size - 1) if x.size > 1 else 0.0)
              + (vy * vy / (y.size - 1) if y.size > 1 else 0.0))
    df = (vx + vy) ** 2 / spread if spread > 0 else 1.0
    half = t_quantile(tail, df) * se
    p = t_two_sided(mean / se, df)
    return Comparison(mean, mean - half, mean + half, p, phrase("Welch's t-test"), n)


def compare_rates(a: Sequence[int], b: Sequence[int], *, paired: bool,
                  confidence: float = 0.95) -> Comparison:
    """Rate of `b` minus rate of `a` (0/1 outcomes): McNemar's exact test on the games
    whose outcome changed when paired, a two-proportion z-test otherwise; the interval at
    `confidence`."""
    x = np.asarray(a, dtype=int)
    y = np.asarray(b, dtype=int)
    z = Z95 if confidence == 0.95 else normal_quantile((1 + confidence) / 2)
    if paired:
        n = int(x.size)
        only_b = int(np.sum((y == 1) & (x == 0)))
        only_a = int(np.sum((x == 1) & (y == 0)))
        difference = (only_b - only_a) / n
        discordant = only_a + only_b
        p = 1.0 if discordant == 0 else binomial_two_sided_half(only_b, discordant)
        variance = (discordant - (only_b - only_a) ** 2 / n) / (n * n)
        half = z * math.sqrt(max(variance, 0.0))
        return Comparison(difference, difference - half, difference + half, p,
                          phrase("McNemar's exact test"), n)
    n1, n2 = int(x.size), int(y.size)
    p1, p2 = float(x.mean()), float(y.mean())
    difference = p2 - p1
    pooled = (x.sum() + y.sum()) / (n1 + n2)
    se0 = math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2))
    p = 1.0 if se0 == 0 else normal_two_sided(difference / se0)
    half = z * math.sqrt(p1 * (1 - p1) / n1 + p2 * (1 - p2) / n2)
    return Comparison(difference, difference - half, difference + half, p,
                      phrase("two-proportion z-test"), min(n1, n2))


def half_width(values: Sequence[float]) -> float:
    """The half-width of the 95% confidence interval of the mean (Student's t)."""
    summary = summarise(values)
    return (summary.ci_high - summary.ci_low) / 2
