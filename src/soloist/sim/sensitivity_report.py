"""The sensitivity report: run the plans (`sensitivity.make_plans`), then write one
self-contained HTML file (a ranked table and a figure per stand-in and level) and a JSON
file with every figure. Nothing in it is written for one game: the game's rules declare
its variants, its options name its levels, its results name its columns."""

from __future__ import annotations

import json
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
from soloist.engine.phrase import Phrase, phrase
from soloist.engine.text import visible
from soloist.engine.variants import describe
from soloist.i18n import ENGLISH
from soloist.sim import plots
from soloist.sim.backends import RayBackend
from soloist.sim.balance import p_text
from soloist.sim.balance_report import between, game_line, points, ran_on, software, style
from soloist.sim.lab import choose_backend, progress_bar, run_plan
from soloist.sim.runner import Backend, Plan, Row, notes_of, trial
from soloist.sim.sensitivity import ALPHA, Effect, Panel, analyse, make_plans
from soloist.sim.stand_ins import describe as describe_stand_in
from soloist.sim.words import Say, environment, sayer


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
                     facts: Mapping[str, str] | None = None,
                     language: str = ENGLISH) -> list[Outcome]:
    """Run the variants and write the HTML report and its JSON; the report, and what is
    printed, in `language`."""
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
    out.write_text(render(definition, outcomes, info, language), encoding="utf-8")
    if not quiet:
        say = sayer(language)
        total = sum(len(outcome.rows) for outcome in outcomes)
        console.print(escape(say(phrase(
            "{title}: {games} games, {per_variant} per variant and stand-in, seed {seed}, on "
            "{backend}, {seconds} s.", title=definition.title, games=f"{total:,}",
            per_variant=f"{plans[0].games:,}", seed=seed, backend=backend.describe(),
            seconds=f"{seconds:.1f}"))))
        for outcome in outcomes:
            panel = outcome.panel
            top = panel.effects[0] if panel.effects else None
            if top is not None:
                console.print(escape(say(phrase("{where}: first {variant} ({effect}).",
                                                where=panel.where, variant=top.variant,
                                                effect=effect_words(panel, top)))))
        console.print(escape(say(phrase("Wrote {report} and {json}.", report=str(out),
                                        json=str(json_out)))))
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

def effect_words(panel: Panel, effect: Effect) -> Phrase:
    margin = phrase("margin {difference}, adjusted {p}",
                    difference=f"{effect.margin.difference:+.2f}",
                    p=p_text(effect.margin_p)) if effect.margin is not None else None
    win = phrase("win rate {difference} points, adjusted {p}",
                 difference=f"{100 * effect.win.difference:+.1f}",
                 p=p_text(effect.win_p)) if effect.win is not None else None
    if margin is not None and win is not None:
        return phrase("{margin}; {win}", margin=margin, win=win)
    return margin or win or phrase("no figure")


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
    value = f"{scale * found.difference:+.{digits}f}"
    return {"value": points(scale * found.difference) if unit else value,
            "ci": between(f"{scale * found.ci_low:+.{digits}f}",
                          f"{scale * found.ci_high:+.{digits}f}"),
            "p": p_text(found.p_value), "adjusted": p_text(adjusted),
            "mark": phrase("✓ yes") if adjusted < ALPHA else phrase("no")}


def panel_context(definition: GameDefinition, outcome: Outcome, number: int,
                  say: Say = str) -> dict[str, object]:
    panel = outcome.panel
    win = panel.base_win is not None
    rows = []
    for effect in panel.effects:
        rows.append({"rank": effect.rank, "win_rank": effect.win_rank if win else "–",
                     "variant": effect.variant, "kind": effect.kind,
                     "direction": phrase("stronger") if effect.stronger else
                     phrase("weaker") if effect.stronger is False else "–",
                     "margin": cell(effect.margin, effect.margin_p, 1, 2),
                     "win": cell(effect.win, effect.win_p, 100, 1, " points")})
    titles = [say(phrase("Stand-in's margin (variant − unchanged)"))]
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
        titles.append(say(phrase("Stand-in's win rate, points (variant − unchanged)")))
    wins = margins = None
    if panel.base_win is not None:
        rate = panel.base_win
        wins = phrase("wins {rate}% (95% CI {low}–{high}%)", rate=f"{100 * rate.rate:.1f}",
                      low=f"{100 * rate.low:.1f}", high=f"{100 * rate.high:.1f}")
    if panel.base_margin is not None:
        margin = panel.base_margin
        margins = phrase("margin {mean} (95% CI {low} to {high})", mean=f"{margin.mean:+.2f}",
                         low=f"{margin.ci_low:+.2f}", high=f"{margin.ci_high:+.2f}")
    significant = [effect for effect in panel.effects if effect.significant]
    return {
        "id": f"panel-{number}", "where": panel.where, "stand_in": panel.stand_in,
        "description": describe_stand_in(definition, outcome.plan.stand_in,
                                          outcome.plan.stand_in_source),
        "games": f"{panel.games:,}",
        "base": phrase("{wins}; {margin}", wins=wins, margin=margins) if wins and margins
        else wins or margins or phrase("no figure"),
        "win": win, "rows": rows, "confidence": f"{100 * panel.confidence:.2f}".rstrip("0")
        .rstrip("."), "variants": len(panel.effects),
        "significant": len(significant),
        "figure": plots.effects_figure(titles, figures, say) if figures else "",
        "alt": phrase("The variants' effects for {where}, ranked, with their corrected "
                      "intervals; the table above gives the same figures", where=panel.where),
        "run_id": panel.run_id,
    }


def render(definition: GameDefinition, outcomes: Sequence[Outcome],
           info: Mapping[str, object], language: str = ENGLISH) -> str:
    """The sensitivity report as one HTML document, its words in `language`."""
    say = sayer(language)
    source = resources.files("soloist.sim").joinpath("templates/sensitivity.html.j2")
    template = environment(language).from_string(source.read_text(encoding="utf-8"))
    first = outcomes[0].plan
    parts_at: list[tuple[str, list[str]]] = []
    for outcome in outcomes:
        options = definition.parse_options(outcome.plan.options_for(outcome.plan.cells()[0]))
        lines = describe(definition.automa_parts(options))
        if not any(lines == seen for _, seen in parts_at):
            parts_at.append((outcome.panel.level_label or "", lines))
    total = sum(len(outcome.rows) for outcome in outcomes)
    return visible(template.render(  # the one output escape
        lang=language, version=__version__, style=style(), title=definition.title,
        created=datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"),
        games_line=phrase("{games} games, {per_variant} per variant (and as many for the "
                          "unchanged automa) for each of {pairs} stand-in and level pairs",
                          games=f"{total:,}", per_variant=f"{first.games:,}",
                          pairs=len(outcomes)) if len(outcomes) != 1 else
        phrase("{games} games, {per_variant} per variant (and as many for the unchanged "
               "automa) for each of {pairs} stand-in and level pair", games=f"{total:,}",
               per_variant=f"{first.games:,}", pairs=len(outcomes)),
        seed=first.seed, notes=notes_of(first, definition),
        panels=[panel_context(definition, outcome, number, say)
                for number, outcome in enumerate(outcomes, start=1)],
        parts=parts_at, several_parts=len(parts_at) > 1,
        parameters=[
            (phrase("Game"), game_line(definition)),
            (phrase("Games per variant"), f"{first.games:,}"),
            (phrase("Seed"), str(first.seed)),
            (phrase("Run ids"), phrase(
                "{run_ids} (game, rules version, options, stand-in and seed)",
                run_ids=", ".join(outcome.plan.run_id for outcome in outcomes))),
            (phrase("Ran on"), ran_on(str(info["backend"]), float(str(info["seconds"])))),
            *software(),
        ],
        command=info["command"], invoked=info["invoked"], alpha=ALPHA), "html")
