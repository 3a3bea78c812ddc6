"""The level finder: which level should you play?

From your own finished games of a game (your score margin over the automa, the level, the
options) it estimates where you stand on the game's *skill ladder* — the simulated
stand-ins' margins at every level (`ladders/GAME.json`, measured by
`scripts/make-ladders.py`) — and recommends the level at which you would win about half
your games (the target can be changed). It says how sure it is, and how many games it
rests on. Plain Python: the phone app runs it too.

**The model.** The ladder says how far apart the levels are: the *offset* of a level is how
much the stand-ins' margin moves from the default level to it (averaged over the stand-ins,
each weighed by how often its games are decided either way: the mean of p(1 − p) of its win
rates; in a game whose stand-ins' own score is a caricature, how much the automa's score
moves), and its *spread* how much a margin varies from game to game there. Your *skill* is the
margin you would have on average at the default level; at level ℓ your margin is your
skill plus the level's offset, give or take the spread (a normal distribution). Each game
of yours says something of your skill: its margin, or its outcome alone when the scores
were not recorded (a win: the margin was above 0). Starting from a broad prior around the
stand-ins' ladder, the finder weighs every value of your skill on a grid by how well it
explains your games (Bayes' rule), then:

- the chance of a win at each level is averaged over that estimate (a tie is not a win);
- it recommends the level whose chance is closest to the target (50%);
- how sure it is: the share of the estimate for which that level is the best one.

Games played with an automa variant (a designer's) are left out, as are games without a
known level.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources

from soloist.engine.proportions import normal_cdf

#: The win rate the finder aims for, unless asked for another.
TARGET = 0.5
#: The grid the estimate of a person's skill is weighed on.
GRID_POINTS = 401
#: How many spreads beyond the stand-ins' ladder the grid and the prior reach.
REACH = 4.0
#: The least spread a level may have (a ladder measured on few games).
LEAST_SPREAD = 1.0


@dataclass(frozen=True)
class Ladder:
    """A game's skill ladder: per level (the easiest first) its offset and its spread; per
    stand-in its mean margin at each level."""

    game: str
    levels: tuple[str, ...]
    default: str
    offsets: Mapping[str, float]
    spreads: Mapping[str, float]
    #: stand-in → level → mean margin (its skill is its margin at the default level).
    stand_ins: Mapping[str, Mapping[str, float]]
    #: stand-in → level → win rate, as measured.
    win_rates: Mapping[str, Mapping[str, float]]
    #: "margin" or "automa score": what the offsets were measured on.
    measure: str = "margin"

    def skill_of(self, stand_in: str) -> float:
        return self.stand_ins[stand_in][self.default]

    def chance(self, skill: float, level: str) -> float:
        """The chance of a win at `level` with this skill (a margin above 0)."""
        return normal_cdf((skill + self.offsets[level]) / self.spreads[level])

    def best(self, skill: float, target: float) -> str:
        """The level whose chance of a win with this skill is closest to `target` (the
        easier one of two as close)."""
        return min(self.levels, key=lambda level: (abs(self.chance(skill, level) - target),
                                                   self.levels.index(level)))


def ladder_from(data: Mapping[str, object]) -> Ladder:
    """A ladder from its JSON (`scripts/make-ladders.py` writes it)."""
    levels = tuple(str(level) for level in data["levels"])  # type: ignore[attr-defined]
    default = str(data["default"])
    measure = str(data.get("measure", "margin"))
    figures: Mapping[str, Mapping[str, Mapping[str, float]]] = data["stand_ins"]  # type: ignore[assignment]
    key = "margin_mean" if measure == "margin" else "automa_mean"
    sign = 1.0 if measure == "margin" else -1.0
    weights = {name: weight_of(by_level, levels, measure) for name, by_level in figures.items()}
    total = sum(weights.values())
    offsets = {}
    spreads = {}
    for level in levels:
        offsets[level] = sum(weights[name] * sign * (by_level[level][key]
                                                     - by_level[default][key])
                             for name, by_level in figures.items()) / total
        spread = sum(weights[name] * by_level[level]["margin_sd" if measure == "margin"
                                                     else "automa_sd"]
                     for name, by_level in figures.items()) / total
        spreads[level] = max(LEAST_SPREAD, spread * (1.0 if measure == "margin"
                                                     else math.sqrt(2)))
    return Ladder(
        str(data["game"]), levels, default, offsets, spreads,
        {name: {level: by_level[level]["margin_mean"] for level in levels}
         for name, by_level in figures.items()},
        {name: {level: by_level[level]["win_rate"] for level in levels}
         for name, by_level in figures.items()},
        measure)


def weight_of(by_level: Mapping[str, Mapping[str, float]], levels: Sequence[str],
              measure: str) -> float:
    """How much a stand-in says of the levels where wins and losses are decided: the mean of
    p(1 − p) of its win rate p over the levels (a stand-in that never wins, or always,
    says little of them). Where the stand-ins' margins are caricatures, all weigh alike."""
    if measure != "margin":
        return 1.0
    rates = [by_level[level]["win_rate"] for level in levels]
    return max(0.01, sum(rate * (1 - rate) for rate in rates) / len(rates))


@cache
def ladder_for(game: str) -> Ladder | None:
    """The ladder shipped for `game`, or None (a game without levels has none)."""
    found = resources.files("soloist.history").joinpath(f"ladders/{game}.json")
    if not found.is_file():
        return None
    return ladder_from(json.loads(found.read_text(encoding="utf-8")))


@dataclass(frozen=True)
class Game:
    """One game as the finder reads it: its level, your margin (None: not recorded) and its
    outcome ("win", "tie" or "loss")."""

    level: str
    margin: float | None
    outcome: str


@dataclass(frozen=True)
class Estimate:
    """Where a person stands, and the level recommended."""

    level: str
    target: float
    #: The share of the estimate for which `level` is the best (how sure).
    sure: float
    games: int
    #: The estimated skill (margin at the default level) and its 80% interval.
    skill: float
    skill_low: float
    skill_high: float
    #: Per level, the chance of a win (averaged over the estimate).
    chances: Mapping[str, float]
    #: Per level, the share of the estimate for which it is the best.
    shares: Mapping[str, float]
    #: The stand-ins just below and above the skill (None past either end of the ladder).
    below: str | None = None
    above: str | None = None

    @property
    def likely_levels(self) -> list[str]:
        """The levels that hold at least a tenth of the estimate, most likely first."""
        return [level for level, share in sorted(self.shares.items(), key=lambda item: -item[1])
                if share >= 0.1]


def grid(ladder: Ladder) -> list[float]:
    reach = REACH * max(ladder.spreads.values())
    if ladder.measure == "margin":
        skills = [margin for by_level in ladder.stand_ins.values()
                  for margin in by_level.values()]
        low, high = min(skills) - reach, max(skills) + reach
    else:  # the stand-ins' margins are caricatures: around an even game
        offsets = ladder.offsets.values()
        low, high = -max(offsets) - 2 * reach, -min(offsets) + 2 * reach
    step = (high - low) / (GRID_POINTS - 1)
    return [low + step * index for index in range(GRID_POINTS)]


def prior(ladder: Ladder, skill: float) -> float:
    """A broad prior: centred between the weakest and the strongest stand-in at the default
    level, reaching well past both (where the stand-ins' margins are caricatures: centred
    on an even game at the default level, three spreads wide)."""
    if ladder.measure == "margin":
        known = [ladder.skill_of(name) for name in ladder.stand_ins]
        centre = (min(known) + max(known)) / 2
        spread = (max(known) - min(known)) / 2 + 2 * ladder.spreads[ladder.default]
    else:
        centre, spread = 0.0, 3 * ladder.spreads[ladder.default]
    return math.exp(-0.5 * ((skill - centre) / spread) ** 2)


def likelihood(ladder: Ladder, skill: float, game: Game) -> float:
    mean = skill + ladder.offsets[game.level]
    spread = ladder.spreads[game.level]
    if game.margin is not None:
        z = (game.margin - mean) / spread
        return math.exp(-0.5 * z * z) / spread
    won = normal_cdf(mean / spread)
    if game.outcome == "win":
        return won
    if game.outcome == "tie":
        return math.exp(-0.5 * (mean / spread) ** 2) / spread
    return 1.0 - won


def estimate(ladder: Ladder, games: Sequence[Game], target: float = TARGET) -> Estimate:
    """The recommended level for these games (the oldest first); with none, the default
    level, as sure as the broad prior allows."""
    games = [game for game in games if game.level in ladder.offsets]
    skills = grid(ladder)
    weights = []
    for skill in skills:
        weight = prior(ladder, skill)
        for game in games:
            weight *= likelihood(ladder, skill, game)
        weights.append(weight)
    total = sum(weights)
    if total <= 0 or not math.isfinite(total):  # numbers too small: weigh on logarithms
        logs = [math.log(max(prior(ladder, skill), 1e-300)) + sum(
            math.log(max(likelihood(ladder, skill, game), 1e-300)) for game in games)
            for skill in skills]
        top = max(logs)
        weights = [math.exp(value - top) for value in logs]
        total = sum(weights)
    weights = [weight / total for weight in weights]
    chances = {level: sum(weight * ladder.chance(skill, level)
                          for skill, weight in zip(skills, weights, strict=True))
               for level in ladder.levels}
    level = min(ladder.levels, key=lambda name: (abs(chances[name] - target),
                                                 ladder.levels.index(name)))
    shares = dict.fromkeys(ladder.levels, 0.0)
    for skill, weight in zip(skills, weights, strict=True):
        shares[ladder.best(skill, target)] += weight
    mean = sum(skill * weight for skill, weight in zip(skills, weights, strict=True))
    low, high = quantile(skills, weights, 0.1), quantile(skills, weights, 0.9)
    below, above = neighbours(ladder, mean) if ladder.measure == "margin" else (None, None)
    return Estimate(level, target, shares[level], len(games), mean, low, high, chances, shares,
                    below, above)


def quantile(values: Sequence[float], weights: Sequence[float], share: float) -> float:
    running = 0.0
    for value, weight in zip(values, weights, strict=True):
        running += weight
        if running >= share:
            return value
    return values[-1]


def neighbours(ladder: Ladder, skill: float) -> tuple[str | None, str | None]:
    """The stand-ins whose skill is just below and just above `skill`."""
    ranked = sorted(ladder.stand_ins, key=ladder.skill_of)
    below = [name for name in ranked if ladder.skill_of(name) <= skill]
    above = [name for name in ranked if ladder.skill_of(name) > skill]
    return (below[-1] if below else None), (above[0] if above else None)
