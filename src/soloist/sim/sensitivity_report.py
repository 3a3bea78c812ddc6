"""The sensitivity report: run the plans (`sensitivity.make_plans`), then write one
self-contained HTML file (a ranked table and a figure per stand-in and level) and a JSON
file with every figure. Nothing in it is written for one game: the game's rules declare
its variants, its options name its levels, its results name its columns."""

from __future__ import annotations

import json
import platform
import shlex
import sys
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from importlib import resources
from pathlib import Path

from rich.console import Console
from rich.markup import escape

from soloist import __version__, compiled
from soloist.engine.errors import OptionError
from soloist.engine.game import GameDefinition
from soloist.engine.text import visible
from soloist.engine.variants import describe
from soloist.sim import plots
from soloist.sim.backends import RayBackend
from soloist.sim.balance import p_text
from soloist.sim.balance_report import style
from soloist.sim.lab import choose_backend, progress_bar, run_plan
from soloist.sim.runner import Backend, Plan, Row, notes_of, trial
from soloist.sim.sensitivity import ALPHA, Effect, Panel, analyse, make_plans
from soloist.sim.stand_ins import describe as describe_stand_in


@dataclass
class Outcome:
    plan: Plan
    rows: list[Row]
    panel: Panel
    seconds: float


def results_path(results: Path | None, plan: Plan, several: bool) -> Path | None:
    """Where a plan's rows are kept: the results file, or with several stand-ins or levels
    one file each beside it (``FILE.strong.level-4.csv``): a file holds one run's games."""
    if results is None or not several:
        return results
    parts = [plan.stand_in] + ([f"{plan.level_option}-{plan.levels[0]}"]
                               if plan.level_option else [])
    name = ".".join("".join(char if char.isalnum() or char in "-_" else "-" for char in part)
                    .strip("-") or "run" for part in parts)
    return results.with_name(f"{results.stem}.{name}{results.suffix}")


def run_study(definition: GameDefinition, plans: Sequence[Plan], *, backend: Backend,
              results: Path | None, console: Console | None = None,
              quiet: bool = True) -> list[Outcome]:
    """Every plan's games (its cells checked first, before any worker starts), analysed."""
    for plan in plans:
        trial(plan)
    outcomes = []
    several = len(plans) > 1
    for plan in plans:
        label = f"{definition.name}: {plan.stand_in}" + (
            f" at {plan.levels[0]}" if plan.level_option else "")
        bar, update = progress_bar(console or Console(quiet=True), quiet, label)
        with bar:
            done = run_plan(plan, backend=backend, results=results_path(results, plan, several),
                            precision=None, column=None, max_games=plan.games,
                            progress=update)
        outcomes.append(Outcome(done.plan, done.rows, analyse(done.plan, definition, done.rows),
                                done.seconds))
    return outcomes


def make_sensitivity(definition: GameDefinition, console: Console, *, games: int, seed: int,
                     workers: int | None, ray: str | None, stand_ins: Sequence[str | None],
                     levels: Sequence[str] | str | None, options: Mapping[str, object],
                     variants: Sequence[str] | None, out: Path, json_out: Path,
                     results: Path | None, quiet: bool,
                     facts: Mapping[str, str] | None = None) -> list[Outcome]:
    """Run the variants and write the HTML report and its JSON."""
    for path, flag in ((out, "--out"), (json_out, "--json")):
        if path.is_dir():
            raise OptionError(f"{flag} {path} is a folder; give a file name")
        if not path.parent.exists():
            raise OptionError(f"{flag} {path}: the folder {path.parent} does not exist")
    given = {name: value for name, value in options.items() if value is not None}
    plans = make_plans(definition, games=games, seed=seed, levels=levels, options=given,
                       stand_ins=stand_ins, variants=variants, facts=facts)
    started = time.perf_counter()
    backend = choose_backend(workers, ray)
    try:
        outcomes = run_study(definition, plans, backend=backend, results=results,
                             console=console, quiet=quiet)
    finally:
        if isinstance(backend, RayBackend):
            backend.stop()
    seconds = time.perf_counter() - started
    command = reproduce(definition, plans, stand_ins, variants, given, out, json_out)
    info = {"command": command, "invoked": shlex.join(["soloist", *sys.argv[1:]]),
            "backend": backend.describe(), "seconds": seconds}
    json_out.write_text(json.dumps(as_json(definition, outcomes, info), indent=1) + "\n",
                        encoding="utf-8")
    out.write_text(render(definition, outcomes, info), encoding="utf-8")
    if not quiet:
        total = sum(len(outcome.rows) for outcome in outcomes)
        console.print(f"{escape(definition.title)}: {total:,} games, {plans[0].games:,} per "
                      f"variant and stand-in, seed {seed}, on {escape(backend.describe())}, "
                      f"{seconds:.1f} s.")
        for outcome in outcomes:
            panel = outcome.panel
            top = panel.effects[0] if panel.effects else None
            if top is not None:
                console.print(f"{escape(panel.where)}: first {escape(top.variant)} "
                              f"({effect_words(panel, top)}).")
        console.print(f"Wrote {escape(str(out))} and {escape(str(json_out))}.")
    return outcomes


def reproduce(definition: GameDefinition, plans: Sequence[Plan],
              stand_ins: Sequence[str | None], variants: Sequence[str] | None,
              options: Mapping[str, object], out: Path, json_out: Path) -> str:
    """The command that makes the same report."""
    first = plans[0]
    parts = ["soloist", "sensitivity", definition.name, "--seed", str(first.seed), "--games",
             str(first.games)]
    if first.level_option is not None:
        levels = list(dict.fromkeys(str(plan.levels[0]) for plan in plans))
        parts += ["--" + first.level_option.replace("_", "-"), ",".join(levels)]
    for name, value in options.items():
        if name == first.level_option or value is False:
            continue
        flag = "--" + name.replace("_", "-")
        parts += [flag] if value is True else [flag, str(value)]
    names = [name for name in stand_ins if name is not None]
    if names:
        parts += ["--stand-in", ",".join(names)]
    for text in variants or ():
        parts += ["--variant", text]
    parts += ["--out", str(out), "--json", str(json_out)]
    return shlex.join(parts)


# -- words, JSON and HTML ---------------------------------------------------------------------

def effect_words(panel: Panel, effect: Effect) -> str:
    said = []
    if effect.margin is not None:
        said.append(f"margin {effect.margin.difference:+.2f}, adjusted "
                    f"{p_text(effect.margin_p)}")
    if effect.win is not None:
        said.append(f"win rate {100 * effect.win.difference:+.1f} points, adjusted "
                    f"{p_text(effect.win_p)}")
    return "; ".join(said) or "no figure"


def as_json(definition: GameDefinition, outcomes: Sequence[Outcome],
            info: Mapping[str, object]) -> dict[str, object]:
    first = outcomes[0].plan
    return {
        "game": definition.name, "title": definition.title,
        "rules_version": definition.rules_version, "soloist": __version__,
        "seed": first.seed, "games_per_variant": first.games,
        "options": {name: value for name, value in first.options.items()},
        "level_option": first.level_option,
        "alpha": ALPHA, "correction": "Holm (p-values), Bonferroni (intervals), per stand-in "
                                      "and level",
        "panels": [outcome.panel.to_json() for outcome in outcomes],
        "notes": notes_of(first, definition),
        "ran_on": info["backend"], "seconds": info["seconds"], "command": info["command"],
        "rules": compiled.which(),
    }


def cell(found: object, adjusted: float, scale: float, digits: int, unit: str = ""
         ) -> dict[str, str]:
    from soloist.sim.stats import Comparison

    if not isinstance(found, Comparison):
        return {"value": "–", "ci": "–", "p": "–", "adjusted": "–", "mark": ""}
    return {"value": f"{scale * found.difference:+.{digits}f}{unit}",
            "ci": f"{scale * found.ci_low:+.{digits}f} to {scale * found.ci_high:+.{digits}f}",
            "p": p_text(found.p_value), "adjusted": p_text(adjusted),
            "mark": "✓ yes" if adjusted < ALPHA else "no"}


def panel_context(definition: GameDefinition, outcome: Outcome, number: int
                  ) -> dict[str, object]:
    panel = outcome.panel
    win = panel.base_win is not None
    rows = []
    for effect in panel.effects:
        rows.append({"rank": effect.rank, "win_rank": effect.win_rank if win else "–",
                     "variant": effect.variant, "kind": effect.kind,
                     "direction": "stronger" if effect.stronger else
                     "weaker" if effect.stronger is False else "–",
                     "margin": cell(effect.margin, effect.margin_p, 1, 2),
                     "win": cell(effect.win, effect.win_p, 100, 1, " points")})
    titles = ["Stand-in's margin (variant − unchanged)"]
    figures: list[plots.EffectRow] = []
    for effect in panel.effects:
        shown: list[tuple[float, float, float, bool] | None] = [
            (effect.margin.difference, effect.margin.ci_low, effect.margin.ci_high,
             effect.margin_p < ALPHA) if effect.margin else None]
        if win:
            shown.append((100 * effect.win.difference, 100 * effect.win.ci_low,
                          100 * effect.win.ci_high, effect.win_p < ALPHA)
                         if effect.win else None)
        figures.append((effect.variant, shown))
    if win:
        titles.append("Stand-in's win rate, points (variant − unchanged)")
    base = []
    if panel.base_win is not None:
        rate = panel.base_win
        base.append(f"wins {100 * rate.rate:.1f}% (95% CI {100 * rate.low:.1f}–"
                    f"{100 * rate.high:.1f}%)")
    if panel.base_margin is not None:
        margin = panel.base_margin
        base.append(f"margin {margin.mean:+.2f} (95% CI {margin.ci_low:+.2f} to "
                    f"{margin.ci_high:+.2f})")
    significant = [effect for effect in panel.effects if effect.significant]
    return {
        "id": f"panel-{number}", "where": panel.where, "stand_in": panel.stand_in,
        "description": describe_stand_in(definition, outcome.plan.stand_in,
                                          outcome.plan.stand_in_source),
        "games": f"{panel.games:,}", "base": "; ".join(base) or "no figure",
        "win": win, "rows": rows, "confidence": f"{100 * panel.confidence:.2f}".rstrip("0")
        .rstrip("."), "variants": len(panel.effects),
        "significant": len(significant),
        "figure": plots.effects_figure(titles, figures) if figures else "",
        "alt": f"The variants' effects for {panel.where}, ranked, with their corrected "
               "intervals; the table above gives the same figures",
        "run_id": panel.run_id,
    }


def render(definition: GameDefinition, outcomes: Sequence[Outcome],
           info: Mapping[str, object]) -> str:
    from jinja2 import Environment, StrictUndefined

    environment = Environment(autoescape=True, undefined=StrictUndefined,
                              keep_trailing_newline=True)
    source = resources.files("soloist.sim").joinpath("templates/sensitivity.html.j2")
    template = environment.from_string(source.read_text(encoding="utf-8"))
    first = outcomes[0].plan
    parts_at: list[tuple[str, list[str]]] = []
    for outcome in outcomes:
        options = definition.parse_options(outcome.plan.options_for(outcome.plan.cells()[0]))
        lines = describe(definition.automa_parts(options))
        if not any(lines == seen for _, seen in parts_at):
            parts_at.append((outcome.panel.level_label or "", lines))
    total = sum(len(outcome.rows) for outcome in outcomes)
    return visible(template.render(  # the one output escape
        version=__version__, style=style(), title=definition.title,
        created=datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"),
        games_line=f"{total:,} games, {first.games:,} per variant (and as many for the "
                   f"unchanged automa) for each of {len(outcomes)} stand-in and level "
                   f"pair{'s' if len(outcomes) != 1 else ''}",
        seed=first.seed, notes=notes_of(first, definition),
        panels=[panel_context(definition, outcome, number)
                for number, outcome in enumerate(outcomes, start=1)],
        parts=parts_at, several_parts=len(parts_at) > 1,
        parameters=[
            ("Game", f"{definition.title} ({definition.name}, rules version "
                     f"{definition.rules_version})"),
            ("Games per variant", f"{first.games:,}"),
            ("Seed", str(first.seed)),
            ("Run ids", ", ".join(outcome.plan.run_id for outcome in outcomes)
             + " (game, rules version, options, stand-in and seed)"),
            ("Ran on", f"{info['backend']}, {float(str(info['seconds'])):.1f} s"),
            ("Software", f"Soloist {__version__}, Python {platform.python_version()} "
                         f"({sys.platform})"),
            ("Rules", compiled.which()[:1].upper() + compiled.which()[1:]),
        ],
        command=info["command"], invoked=info["invoked"], alpha=ALPHA), "html")
