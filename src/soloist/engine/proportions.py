"""A share of games with its confidence interval, and the normal distribution, in plain
Python: what a person's own statistics need on the phone too, where no scientific library
runs (the simulation's statistics, `soloist.sim.stats`, build on it)."""

from __future__ import annotations

import math
from dataclasses import dataclass

Z95 = 1.959963984540054


@dataclass(frozen=True)
class Proportion:
    """A share of games (a win rate) with its 95% Wilson score interval."""

    successes: int
    n: int
    low: float
    high: float

    @property
    def rate(self) -> float:
        return self.successes / self.n if self.n else 0.0

    def to_json(self) -> dict[str, float | int]:
        return {"n": self.n, "successes": self.successes, "rate": self.rate,
                "ci95_low": self.low, "ci95_high": self.high}


def wilson(successes: int, n: int, z: float = Z95) -> Proportion:
    """The Wilson score interval: unlike the normal approximation it stays inside 0..1 and
    keeps its coverage near 0% and 100%, where a difficulty ladder's ends often lie."""
    if n == 0:
        return Proportion(0, 0, 0.0, 1.0)
    if not 0 <= successes <= n:
        raise ValueError(f"{successes} successes out of {n}")
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    low = 0.0 if successes == 0 else max(0.0, centre - half)
    high = 1.0 if successes == n else min(1.0, centre + half)
    return Proportion(successes, n, low, high)


def normal_cdf(z: float) -> float:
    """The standard normal distribution function Φ(z)."""
    return 0.5 * math.erfc(-z / math.sqrt(2))
