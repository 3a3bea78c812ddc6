"""A game's skill ladder as the level finder reads it (`history/ladders/GAME.json`): each
stand-in's margin over the automa (mean and spread), its win rate and the automa's score
at every level, from simulated games (`scripts/make-ladders.py` writes the files)."""

from __future__ import annotations

import statistics
from collections.abc import Mapping, Sequence

from soloist import __version__
from soloist.engine.errors import OptionError
from soloist.engine.game import GameDefinition
from soloist.sim.balance import roles_for
from soloist.sim.runner import Backend, Plan, Row, make_plan, run
from soloist.sim.sensitivity import margin_of


def measure(definition: GameDefinition, stand_ins: Mapping[str, int], *, seed: int,
            backend: Backend | None = None, caricature: bool = False) -> dict[str, object]:
    """The ladder's figures, every level, each stand-in (→ its games per level) on the same
    seeds. `caricature`: the stand-ins' own score is a caricature of a person's (Marco Polo
    II), so the level finder reads the levels' offsets on the automa's score."""
    sweep = definition.difficulty_option
    if sweep is None:
        raise OptionError(f"{definition.name} has no difficulty levels: no ladder to measure")
    figures: dict[str, dict[str, dict[str, float]]] = {}
    levels: list[str] = []
    for stand_in, games in stand_ins.items():
        plan = make_plan(definition, games=games, seed=seed, levels="all", stand_in=stand_in)
        rows = run(plan, backend=backend)
        levels = [str(level) for level in plan.levels]
        figures[stand_in] = per_level(plan, definition, rows)
    return {
        "game": definition.name, "rules_version": definition.rules_version,
        "levels": levels, "default": str(sweep.default),
        "measure": "automa score" if caricature else "margin",
        "games_per_level": dict(stand_ins), "seed": seed, "soloist": __version__,
        "stand_ins": figures,
    }


def per_level(plan: Plan, definition: GameDefinition, rows: Sequence[Row]
              ) -> dict[str, dict[str, float]]:
    roles = roles_for(definition, rows, (*plan.key_columns, "game", "seed"))
    automa = roles.automa_score
    found: dict[str, dict[str, float]] = {}
    for level in plan.levels:
        these = [row for row in rows if str(row["level"]) == str(level)]
        margins = [value for value in (margin_of(row, roles) for row in these)
                   if value is not None]
        scores = [float(row[automa]) for row in these
                  if automa is not None and isinstance(row.get(automa), int | float)]
        won = [float(row["person_won"]) for row in these
               if isinstance(row.get("person_won"), int | float)]
        found[str(level)] = {
            "n": len(these),
            "margin_mean": round(statistics.fmean(margins), 3),
            "margin_sd": round(statistics.stdev(margins), 3),
            "win_rate": round(statistics.fmean(won), 4) if won else 0.0,
            "automa_mean": round(statistics.fmean(scores), 3) if scores else 0.0,
            "automa_sd": round(statistics.stdev(scores), 3) if len(scores) > 1 else 0.0,
        }
    return found
