"""`soloist report`: one self-contained HTML file from a run's rows.

Every figure is a PNG embedded as base64 data, the styles are inline, and nothing is
fetched from anywhere: the file can be mailed, archived or opened offline.
"""

from __future__ import annotations

import platform
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from importlib import resources

from markupsafe import Markup, escape

from soloist import __version__
from soloist.engine.game import GameDefinition
from soloist.sim import plots
from soloist.sim.balance import (
    Analysis,
    CellStats,
    Finding,
    Roles,
    analyse,
    levels_word,
    p_text,
    percent,
)
from soloist.sim.runner import Plan, Row, notes_of
from soloist.sim.stand_ins import describe
from soloist.sim.stats import Summary


@dataclass
class RunInfo:
    """How the rows were made, for the report's parameters."""

    command: str
    invoked: str
    backend: str
    seconds: float
    resumed: int = 0
    played: int = 0
    precision: float | None = None
    results: str | None = None


def plural(name: str) -> str:
    """"characters", "s cards" (a name already plural is kept)."""
    return name if name.endswith("s") else name + "s"


def title_of(definition: GameDefinition, column: str) -> str:
    named = definition.simulation_columns.get(column)
    return named or column.replace("_", " ").capitalize()


def render(plan: Plan, definition: GameDefinition, rows: Sequence[Row], info: RunInfo) -> str:
    """The whole report as one HTML document."""
    from jinja2 import Environment, StrictUndefined

    analysis = analyse(plan, definition, rows)
    roles = analysis.roles
    levels = levels_word(plan.level_option, ladder=analysis.is_ladder)
    level_word = (plan.level_option or "level").replace("_", " ")
    environment = Environment(autoescape=True, undefined=StrictUndefined,
                              keep_trailing_newline=True)
    source = resources.files("soloist.sim").joinpath("templates/report.html.j2")
    template = environment.from_string(source.read_text(encoding="utf-8"))
    key_headings = [*([level_word] if plan.level_option is not None else []),
                    *(name.replace("_", " ") for name in plan.axis_names)] or ["cell"]
    length_title = title_of(definition, roles.length) if roles.length else ""
    per_cell = plan.games if analysis.cells and all(c.n == plan.games for c in analysis.cells) \
        else None
    games_line = (f"{len(rows):,} games" + (f", {per_cell:,} per cell" if per_cell else "")
                  + f" in {len(analysis.cells)} cell{'s' if len(analysis.cells) != 1 else ''}")
    context = {
        "version": __version__,
        "title": definition.title,
        "games_line": games_line,
        "stand_in": plan.stand_in,
        "stand_in_description": describe(definition, plan.stand_in, plan.stand_in_source),
        "seed": plan.seed,
        "created": datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"),
        "level_word": level_word,
        "levels_word": levels,
        "axes": " and ".join(plural(name.replace("_", " ")) for name in plan.axis_names),
        "automa": roles.automa_score,
        "win": analysis.has_wins,
        "has_levels": analysis.has_levels,
        "is_ladder": analysis.is_ladder,
        "no_wins": NO_WINS,
        "no_levels": NO_LEVELS,
        "measure_words": roles.measure_words if roles.measure else "",
        "measure_rises": roles.measure_rises,
        "notes": notes_of(plan, definition),
        # every finding's kind in words too, never by its colour alone
        "severity_words": {"ok": "✓ In order:", "note": "Note:", "anomaly": "⚠ Anomaly:"},
        "length": roles.length,
        "length_title": length_title,
        "key_headings": key_headings,
        "headline": headline(analysis, levels),
        "summary_columns": [title_of(definition, column) if column != roles.automa_score
                            else "automa score" for column in summary_columns(roles,
                                                                               definition)],
        "cells": [cell_row(cell, summary_columns(roles, definition), analysis.has_levels)
                  for cell in analysis.cells],
        "between": analysis.between,
        "ladders": [{"group": ladder.group, "findings": ladder.findings,
                     "steps": [step_row(step) for step in ladder.steps]}
                    for ladder in analysis.ladders],
        "tables": tables(analysis, definition),
        "figures": figures(analysis, definition, level_word),
        "parameters": parameters(plan, definition, info, len(rows)),
        "command": info.command,
        "invoked": info.invoked,
    }
    return template.render(context)


def headline(analysis: Analysis, levels: str) -> list[Finding]:
    anomalies = analysis.anomalies
    found = []
    if not analysis.has_wins:
        found.append(Finding("note", NO_WINS))
    if not analysis.has_levels:
        return [*found, Finding("note", NO_LEVELS)]
    if not analysis.is_ladder:
        return [*found, Finding("note", f"The {levels} are not difficulty levels (the game "
                                        "says so), so there is no ladder to check: the report "
                                        "shows each one's figures side by side.")]
    if not analysis.ladders or all(not ladder.steps for ladder in analysis.ladders):
        return [*found, Finding("note", f"One of the {levels} only: the report shows its "
                                        "figures; run every one for the ladder check.")]
    checked = any(f.severity == "ok" for ladder in analysis.ladders for f in ladder.findings)
    if not anomalies and not checked:
        return [*found, Finding("note", f"The {levels} could not be checked: the results "
                                        "carry neither the stand-in's wins nor an automa "
                                        "score.")]
    if not anomalies:
        return [Finding("ok", f"The {levels} are strictly ordered, every step significant: "
                              "see the ladder check.")]
    grouped = len(analysis.ladders) > 1
    listed = [Finding(f.severity, f"{ladder.group}: {f.text}" if grouped else f.text)
              for ladder in analysis.ladders for f in ladder.findings
              if f.severity == "anomaly"]
    return [Finding("anomaly", f"{len(anomalies)} anomal{'ies' if len(anomalies) > 1 else 'y'} "
                               f"in the ladder of {levels}:"), *listed]


NO_WINS = ("The games carry no win or loss of the stand-in that means anything (its own "
           "score is a caricature or is not modelled: see the stand-in's description), so "
           "the report shows no win rate.")
NO_LEVELS = ("This game has no difficulty levels: there is no ladder to check; the report "
             "shows the figures of each cell side by side.")


def summary_columns(roles: Roles, definition: GameDefinition) -> list[str]:
    """The figures the summary table shows per cell besides the win rate: the automa's
    score (else the game's first simulation figure), the ladder's own measure, the length."""
    main = roles.automa_score or next(
        (column for column in definition.simulation_columns
         if column in roles.components and not column.startswith("person_")), None)
    found = [column for column in (main, roles.measure, roles.length) if column is not None]
    return list(dict.fromkeys(found))


def cell_row(cell: CellStats, columns: Sequence[str], has_levels: bool = True
             ) -> dict[str, object]:
    ties = cell.tie.successes if cell.tie is not None else 0
    level = [cell.level_label or (cell.level if cell.level != "None" else "all games")]
    return {
        "key_values": [*(level if has_levels or not cell.axes else []),
                       *(value for _, value in cell.axes)],
        "n": f"{cell.n:,}",
        "wins": f"{cell.win.successes:,}",
        "win_rate": percent(cell.win.rate),
        "win_ci": f"{percent(cell.win.low)} – {percent(cell.win.high)}",
        "ties": f"{ties:,}" if cell.tie is not None else "–",
        "losses": f"{cell.n - cell.win.successes - ties:,}",
        "figures": [interval(cell.columns[column]) if column in cell.columns else "–"
                    for column in columns],
    }


def interval(summary: Summary) -> str:
    half = (summary.ci_high - summary.ci_low) / 2
    return f"{summary.mean:.2f} ± {half:.2f}"


def step_row(step: object) -> dict[str, str]:
    from soloist.sim.balance import Step

    assert isinstance(step, Step)
    row = {
        "name": f"{step.easier.step_name} → {step.harder.step_name}",
        "win": "–", "win_ci": "–", "win_p": "–", "score": "–", "score_ci": "–", "score_p": "–",
    }
    if step.win is not None:
        row.update(win=f"{100 * step.win.difference:+.1f} points",
                   win_ci=f"{100 * step.win.ci_low:+.1f} to {100 * step.win.ci_high:+.1f}",
                   win_p=p_text(step.win.p_value))
    if step.score is not None:
        row.update(score=f"{step.score.difference:+.2f}",
                   score_ci=f"{step.score.ci_low:+.2f} to {step.score.ci_high:+.2f}",
                   score_p=p_text(step.score.p_value))
    return row


def summary_table(analysis: Analysis, column: str) -> Markup:
    headings = ["cell", "games", "mean", "95% CI", "sd", "min", "p5", "p50", "p95", "max"]
    lines = ["<table><tr>" + "".join(
        '<th class="text">cell</th>' if h == "cell" else f"<th>{h}</th>" for h in headings)
        + "</tr>"]
    for cell in analysis.cells:
        s = cell.columns.get(column)
        if s is None:
            continue
        values = cell.values[column]
        cells = [f"{s.n:,}", f"{s.mean:.2f}", f"{s.ci_low:.2f} – {s.ci_high:.2f}",
                 f"{s.sd:.2f}", f"{min(values):g}", f"{s.p5:g}", f"{s.p50:g}", f"{s.p95:g}",
                 f"{max(values):g}"]
        lines.append(f"<tr><td class=\"text\">{escape(cell.label)}</td>"
                     + "".join(f"<td>{value}</td>" for value in cells) + "</tr>")
    lines.append("</table>")
    return Markup("\n".join(lines))


def components_table(analysis: Analysis, definition: GameDefinition) -> Markup:
    columns = analysis.roles.components
    head = "".join(f"<th>{escape(title_of(definition, c))}<br><code>{escape(c)}</code></th>"
                   for c in columns)
    lines = [f"<table><tr><th class=\"text\">cell</th>{head}</tr>"]
    for cell in analysis.cells:
        values = "".join(f"<td>{interval(cell.columns[c]) if c in cell.columns else '–'}</td>"
                         for c in columns)
        lines.append(f"<tr><td class=\"text\">{escape(cell.label)}</td>{values}</tr>")
    lines.append("</table>")
    return Markup("\n".join(lines))


def tables(analysis: Analysis, definition: GameDefinition) -> dict[str, Markup]:
    roles = analysis.roles
    return {
        "automa": summary_table(analysis, roles.automa_score) if roles.automa_score
        else Markup(""),
        "components": components_table(analysis, definition),
        "length": summary_table(analysis, roles.length) if roles.length else Markup(""),
    }


def figures(analysis: Analysis, definition: GameDefinition, level_word: str) -> dict[str, str]:
    roles = analysis.roles

    # Without levels, the cells (axis values) themselves are the x axis of one series.
    groups = analysis.groups if analysis.has_levels else [("", analysis.cells)]
    x_name = level_word if analysis.has_levels else (
        ", ".join(name for name, _ in analysis.cells[0].axes).replace("_", " ")
        if analysis.cells and analysis.cells[0].axes else "cell")

    def x_of(cell: CellStats) -> str:
        if analysis.has_levels:
            return cell.level
        return ", ".join(value for _, value in cell.axes) or "all games"

    def distribution(column: str) -> str:
        histograms = [(group or "", [(x_of(cell), cell.values.get(column, []))
                                     for cell in members])
                      for group, members in groups]
        return plots.distribution_figure(histograms, title_of(definition, column))

    def panel(column: str | None, title: str) -> plots.Panel:
        series = []
        for group, members in groups:
            points = []
            for cell in members:
                if column is None:
                    points.append((x_of(cell), cell.win.rate, cell.win.low, cell.win.high))
                elif column in cell.columns:
                    s = cell.columns[column]
                    points.append((x_of(cell), s.mean, s.ci_low, s.ci_high))
            series.append((group or "all games", points))
        return title, series

    found = {"win_rate": plots.interval_figure([panel(None, "Stand-in win rate")],
                                               percent=True, level_name=x_name)
             if analysis.has_wins else "",
             "components": plots.interval_figure(
                 [panel(c, title_of(definition, c)) for c in roles.components],
                 level_name=x_name)}
    if roles.automa_score:
        found["automa"] = distribution(roles.automa_score)
    if roles.length:
        found["length"] = distribution(roles.length)
    return found


def parameters(plan: Plan, definition: GameDefinition, info: RunInfo,
               rows: int) -> list[tuple[str, str]]:
    sweep = definition.sweep_option
    varying = {*plan.axis_names, *(() if sweep is None else (sweep.name,))}
    described = []
    for spec in definition.options:
        if spec.hidden or spec.name in varying or spec.name in definition.simulation_defaults:
            continue
        value = plan.options.get(spec.name)
        described.append(f"{spec.name}: "
                         + ("default" if value is None else spec.label_of(value)))
    options = ", ".join(described)
    found = [
        ("Game", f"{definition.title} ({definition.name}, rules version "
                 f"{definition.rules_version})"),
        ("Other options", options or "none"),
    ]
    if sweep is not None:
        found.append((levels_word(sweep.name, ladder=sweep.ladder).capitalize()
                      + ("" if sweep.ladder else " (not difficulty levels)"),
                      ", ".join(sweep.label_of(level) for level in plan.levels)))
    for name, values in plan.axes:
        found.append((plural(name.replace("_", " ")).capitalize(),
                      ", ".join(str(value) for value in values)))
    stand_in = describe(definition, plan.stand_in, plan.stand_in_source)
    found += [
        ("Stand-in", f"{plan.stand_in}: {stand_in}"),
        ("Games per cell", f"{plan.games:,}" + (
            f" (until the automa's mean score was known to ±{info.precision:g} points, 95% "
            "CI, in every cell)" if info.precision else "")),
        ("Games in all", f"{rows:,}" + (f" ({info.resumed:,} read back from "
                                         f"{info.results}, {info.played:,} played now)"
                                         if info.resumed else "")),
        ("Seed", str(plan.seed)),
        ("Run id", f"{plan.run_id} (game, rules version, options, stand-in and seed)"),
        ("Ran on", f"{info.backend}, {info.seconds:.1f} s"),
        ("Software", f"Soloist {__version__}, Python {platform.python_version()} "
                     f"({sys.platform})"),
    ]
    return found
