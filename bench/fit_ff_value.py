"""Fit the `strong` stand-in's estimate of a Fantastic Factories position (at a horizon).

    .venv/bin/python bench/fit_ff_value.py [--games N] [--seed S] [--out FILE]
        [--policy rollout|strong:B] [--estimate FILE] [--workers W]

Plays N digital games (the four difficulties in turn) with a policy, records the figures of
each position at the start of a round (`strong.features`) and how the game ended, and fits,
per stage of the game (`strong.stage`: the round, or the last round), the points you and
the Machine still score from there, by least squares (a little ridge). Writes the weights as
JSON (default: `strong-estimate.json` in the current folder; `--out` the strong stand-in's
data file, `src/soloist/games/fantastic_factories/data/strong-estimate.json`, to replace
it) and prints how well they predict on a fifth of the positions kept out of the fit. Its
defaults (2,000 games of the rollout policy) take about a minute.

The estimate should say what happens when the strong stand-in itself plays on, so it is fitted
in turns: first on games of the rollout policy (`--policy rollout`), then on games the strong
stand-in plays with that first fit (`--policy strong:16 --estimate first.json`). The shipped
file is the second turn: 2,400 games of `strong:16` (seed 7) playing with a first fit on
12,000 games of the rollout policy (seed 7):

    .venv/bin/python bench/fit_ff_value.py --games 12000 --out first.json
    .venv/bin/python bench/fit_ff_value.py --games 2400 --policy strong:16 \
        --estimate first.json --out src/soloist/games/fantastic_factories/data/strong-estimate.json
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Generator
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np

from soloist.engine.chance import Chance
from soloist.engine.game import StandIn
from soloist.engine.log import Log
from soloist.engine.questions import Question
from soloist.games import find_game
from soloist.games.fantastic_factories.digital import DigitalPlay, DigitalResult
from soloist.games.fantastic_factories.person import prestige_of
from soloist.games.fantastic_factories.strong import (
    FEATURES,
    VALUE_FILE,
    FactorySearch,
    RolloutPolicy,
    StrongStandIn,
    features,
    stage,
)

Sample = tuple[str, list[float], float, float]


def game(seed: int, difficulty: str, policy: str, estimate: str) -> list[Sample]:
    """The positions at the start of each round of one game, with what each side still
    scored from there."""
    definition = find_game("fantastic-factories")
    options = definition.parse_options({"difficulty": difficulty, "table": "digital"})
    chance = Chance(seed)
    play = definition.new_play(options, chance, Log(enabled=False))
    assert isinstance(play, DigitalPlay)
    if policy == "rollout":
        player: StandIn = RolloutPolicy(chance)
    else:  # a searching stand-in, with the estimate of `estimate` if given
        factory = definition.stand_in(policy)
        if estimate and isinstance(factory, type) and issubclass(factory, StrongStandIn):
            factory = type("Strong", (factory,), {"searchable": FactorySearch(Path(estimate))})
        player = factory(chance)
    run: Generator[Question, object, object] = play.run()
    seen: list[tuple[str, list[float], int, int]] = []
    rounds_seen = 0
    question = next(run)
    try:
        while True:
            if question.topic == "person.market" and play.round > rounds_seen:
                rounds_seen = play.round
                seen.append((stage(play), features(play),
                             play.person.goods + prestige_of(play.person.compound),
                             play.machine.score().total))
            text = player.answer(question, play)
            assert question.choices is not None
            question = run.send(question.choices.by_key[text].value)
    except StopIteration as end:
        result = end.value
    assert isinstance(result, DigitalResult)
    return [(key, row, result.person_score - you, result.machine.total - machine)
            for key, row, you, machine in seen]


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", type=Path, default=Path(VALUE_FILE.name))
    parser.add_argument("--policy", default="rollout",
                        help="who plays the games: 'rollout' (the rollout policy) or a stand-in "
                             "(strong:20)")
    parser.add_argument("--estimate", default="",
                        help="the estimate the strong stand-in plays with (default: its own "
                             "data file); fit on its games, then on the games it plays with "
                             "that fit, and so on")
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args()
    levels = ("easy", "medium", "hard", "very-hard")
    jobs = [(args.seed * 1_000_003 + index, levels[index % 4], args.policy, args.estimate)
            for index in range(args.games)]
    samples: list[Sample] = []
    with ProcessPoolExecutor(args.workers) as pool:
        for found in pool.map(game, *zip(*jobs, strict=True), chunksize=50):
            samples.extend(found)
    fit, held = samples[: len(samples) * 4 // 5], samples[len(samples) * 4 // 5:]
    weights: dict[str, dict[str, list[float]]] = {}
    for key in sorted({sample[0] for sample in samples}):
        rows = np.array([s[1] for s in fit if s[0] == key])
        if len(rows) < 4 * len(FEATURES):
            continue
        you = np.array([s[2] for s in fit if s[0] == key])
        machine = np.array([s[3] for s in fit if s[0] == key])
        ridge = 1e-3 * np.eye(len(FEATURES))
        gram = rows.T @ rows + ridge * len(rows)
        weights[key] = {"you": list(np.linalg.solve(gram, rows.T @ you)),
                        "machine": list(np.linalg.solve(gram, rows.T @ machine))}
    errors = []
    for key, row, you, machine in held:
        if key in weights:
            guess = (np.dot(weights[key]["you"], row) - np.dot(weights[key]["machine"], row))
            errors.append(guess - (you - machine))
    spread = np.std([s[2] - s[3] for s in held])
    print(f"{len(samples):,} positions from {args.games:,} games; stages: {', '.join(weights)}")
    error = float(np.sqrt(np.mean(np.square(errors))))
    print(f"held out: the margin still to come predicted with RMS error {error:.2f} (its "
          f"spread: {spread:.2f})")
    data = {"features": list(FEATURES), "games": args.games, "seed": args.seed,
            "policy": args.policy, "estimate": args.estimate or "its own",
            "weights": {key: {side: [round(w, 5) for w in values]
                              for side, values in sides.items()}
                        for key, sides in weights.items()}}
    args.out.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
