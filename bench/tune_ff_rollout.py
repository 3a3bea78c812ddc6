"""Tune the values of the `strong` stand-in's rollout policy for Fantastic Factories.

    .venv/bin/python bench/tune_ff_rollout.py [--games N] [--steps K] [--seed S]

The rollout policy is the `greedy` stand-in with other values (`digital_stand_ins.Values`).
Starting from greedy's own table, a local search changes one to three values at a time (by
−40% to +50%, plus a little noise) and keeps the change when the policy's mean margin over
the Machine plus 5 points per win, over N games at medium on fixed seeds, gets better
(`engine_rounds`, which scales a building's engine value by the rounds left, is tried at 2
to 6 rounds when it is off; the search never kept it). It
then prints the values found, and both policies' figures on N other seeds. The strong
stand-in's `ROLLOUT_VALUES` were found this way (300 games, 250 steps, seed 1: `--steps
250`, an hour or so); the default of 20 steps shows the search in about a minute.
"""

from __future__ import annotations

import argparse
import random
import statistics
from typing import ClassVar

from soloist.engine.autoplay import play_out
from soloist.games import find_game
from soloist.games.fantastic_factories.cards import CardType
from soloist.games.fantastic_factories.digital import DigitalResult
from soloist.games.fantastic_factories.digital_stand_ins import (
    GREEDY_VALUES,
    GreedyStandIn,
    Values,
)

FF = find_game("fantastic-factories")
OPTIONS = FF.parse_options({"difficulty": "medium", "table": "digital"})
SCALARS = ("metal", "energy", "card", "die", "extra_die", "beyond_the_limit", "in_hand",
           "engine_rounds", "expected_rounds")
Flat = dict[str, float]


def evaluate(values: Values, seeds: range) -> tuple[float, float, float]:
    """(mean of margin + 5 per win, win rate, mean score) of the policy over `seeds`."""

    class Policy(GreedyStandIn):
        pass

    Policy.values = values
    marks, wins, scores = [], 0, []
    for seed in seeds:
        result = play_out(FF, OPTIONS, seed, Policy)
        assert isinstance(result, DigitalResult)
        margin = result.person_score - result.machine.total
        marks.append(margin + (5 if margin > 0 else 0))
        wins += margin > 0
        scores.append(result.person_score)
    return statistics.fmean(marks), wins / len(seeds), statistics.fmean(scores)


def flat(values: Values) -> Flat:
    found = {name: float(getattr(values, name)) for name in SCALARS}
    found.update({f"engine.{kind.value}": values.engine[kind] for kind in CardType})
    found.update({f"contractor.{name}": value for name, value in values.contractor.items()})
    return found


def build(found: Flat) -> Values:
    return Values(**{name: found[name] for name in SCALARS},
                  engine={kind: found[f"engine.{kind.value}"] for kind in CardType},
                  contractor={key.split(".", 1)[1]: value for key, value in found.items()
                              if key.startswith("contractor.")})


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--steps", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    tuning, checking = range(args.games), range(5000, 5000 + 2 * args.games)
    rng = random.Random(args.seed)
    best = flat(GREEDY_VALUES)
    score = evaluate(build(best), tuning)
    print(f"greedy's values: {score}")
    for step in range(args.steps):
        tried = dict(best)
        for name in rng.sample(list(tried), rng.choice((1, 2, 3))):
            if name == "engine_rounds" and tried[name] == 0:  # try scaling by rounds left
                tried[name] = rng.choice((2, 3, 4, 5, 6))
            else:
                tried[name] = max(0.0, tried[name] * rng.uniform(0.6, 1.5) + rng.gauss(0, 0.3))
        found = evaluate(build(tried), tuning)
        if found[0] > score[0]:
            best, score = tried, found
            print(f"step {step}: {found}", flush=True)

    class Tuned(GreedyStandIn):
        values: ClassVar[Values] = build(best)

    print("values:", {name: round(value, 3) for name, value in best.items()})
    print(f"on {len(checking)} other seeds: greedy {evaluate(GREEDY_VALUES, checking)}, "
          f"tuned {evaluate(Tuned.values, checking)} (margin + 5 per win, win rate, score)")


if __name__ == "__main__":
    main()
