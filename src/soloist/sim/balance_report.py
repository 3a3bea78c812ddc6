"""`soloist report`: one self-contained HTML file from a run's rows.

Every figure is a PNG embedded as base64 data, the styles are inline, and nothing is
fetched from anywhere: the file can be mailed, archived or opened offline.
"""

from __future__ import annotations

import platform
import re
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from importlib import resources
from itertools import pairwise

from markupsafe import Markup, escape

from soloist import __version__, compiled
from soloist.engine.game import GameDefinition
from soloist.engine.phrase import Phrase, phrase
from soloist.engine.text import visible
from soloist.i18n import ENGLISH
from soloist.sim import plots
from soloist.sim.balance import (
    ALL_GAMES,
    Analysis,
    CellStats,
    Finding,
    Roles,
    analyse,
    axis_word,
    levels_word,
    never_decides,
    p_text,
    percent,
)
from soloist.sim.runner import Plan, Row, notes_of
from soloist.sim.stand_ins import describe
from soloist.sim.stats import Summary, summarise
from soloist.sim.target import Target, compare
from soloist.sim.words import Say, environment, sayer


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
    """"characters" (a name already plural, or of several words, is kept)."""
    return name if name.endswith("s") or " " in name else phrase("{name}s", name=name)


def axes_words(definition: GameDefinition | None, names: Sequence[str]) -> str:
    words = [plural(axis_word(definition, name)) for name in names]
    if not words:
        return ""
    joined = words[0]
    for word in words[1:]:
        joined = phrase("{first} and {second}", first=joined, second=word)
    return joined


def title_of(definition: GameDefinition, column: str) -> str:
    """A column's title: the game's simulation column's, else its name made readable (a
    phrase, said in the report's language, where a figure's title of the game's reads
    the same)."""
    named = definition.simulation_columns.get(column)
    if named:
        return named
    readable = column.replace("_", " ").capitalize()
    figure = definition.figure_titles.get(column)
    return figure if figure == readable else readable


def render(plan: Plan, definition: GameDefinition, rows: Sequence[Row], info: RunInfo,
           language: str = ENGLISH) -> str:
    """The whole report as one HTML document, in `language`."""
    return render_runs([(plan, rows)], definition, info, language=language)


def render_runs(runs: Sequence[tuple[Plan, Sequence[Row]]], definition: GameDefinition,
                info: RunInfo, target: Target | None = None,
                language: str = ENGLISH) -> str:
    """The report of one run, or of several stand-ins' runs on the same games (a *skill
    ladder*: each stand-in's win rate and margin side by side, then each one's report);
    with a `target`, the designer's wished-for win rates beside the measured ones. Its
    words are in `language` (`soloist.sim.words`); the game's names are its own."""
    assert runs, "a report needs at least one run"
    plan = runs[0][0]
    analyses = [analyse(run_plan, definition, rows) for run_plan, rows in runs]
    analysis = analyses[0]
    roles = analysis.roles
    levels = levels_word(plan.level_option, ladder=analysis.is_ladder)
    level_word = level_word_of(plan.level_option)
    say = sayer(language)
    source = resources.files("soloist.sim").joinpath("templates/report.html.j2")
    template = environment(language).from_string(source.read_text(encoding="utf-8"))
    key_headings = [*([level_word] if plan.level_option is not None else []),
                    *(axis_word(definition, name) for name in plan.axis_names)] or [
                        phrase("cell")]
    several = len(runs) > 1
    total = sum(len(rows) for _, rows in runs)
    per_cell = plan.games if analysis.cells and all(
        c.n == plan.games for a in analyses for c in a.cells) else None
    games_line = games_line_of(total, per_cell, len(analysis.cells), len(runs))
    run_contexts = [run_context(run_plan, definition, run_analysis, levels, level_word,
                                suffix=f"-{slug(run_plan.stand_in)}" if several else "",
                                say=say)
                    for (run_plan, _), run_analysis in zip(runs, analyses, strict=True)]
    context = {
        "lang": language,
        "version": __version__,
        "style": style(),
        "title": definition.title,
        "games_line": games_line,
        "stand_in": ", ".join(run_plan.stand_in for run_plan, _ in runs),
        "stand_in_description": run_contexts[0]["stand_in_description"],
        "seed": plan.seed,
        "created": datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"),
        "level_word": level_word,
        "levels_word": levels,
        "axes": axes_words(definition, plan.axis_names),
        "automa": roles.automa_score,
        "win": analysis.has_wins,
        "has_levels": analysis.has_levels,
        "is_ladder": analysis.is_ladder,
        "no_wins": NO_WINS,
        "no_levels": NO_LEVELS,
        "notes": notes_of(plan, definition),
        # every finding's kind in words too, never by its colour alone
        "severity_words": {"ok": phrase("✓ In order:"), "note": phrase("Note:"),
                           "anomaly": phrase("⚠ Anomaly:")},
        "length": roles.length,
        "key_headings": key_headings,
        "runs": run_contexts,
        "skill": skill_ladder(runs, analyses, level_word, levels, definition, say=say)
        if several else None,
        "target": target_context(target, runs, analyses) if target is not None else None,
        "parameters": parameters(plan, definition, info, total,
                                 [run_plan for run_plan, _ in runs], say=say),
        "command": info.command,
        "invoked": info.invoked,
    }
    return visible(template.render(context), "html")  # the one output escape


def level_word_of(level_option: str | None) -> str:
    """The levels' option as a sentence names one ("difficulty"), "level" without one."""
    return level_option.replace("_", " ") if level_option is not None else phrase("level")


def games_line_of(total: int, per_cell: int | None, cells: int, stand_ins: int) -> Phrase:
    """How many games the report rests on: "1,200 games, 300 per cell in 4 cells"."""
    games = f"{total:,}"
    if stand_ins > 1:
        if per_cell:
            return phrase("{games} games, {per_cell} per cell in {cells} cells for each of "
                          "{stand_ins} stand-ins", games=games, per_cell=f"{per_cell:,}",
                          cells=cells, stand_ins=stand_ins) if cells != 1 else phrase(
                "{games} games, {per_cell} per cell in {cells} cell for each of {stand_ins} "
                "stand-ins", games=games, per_cell=f"{per_cell:,}", cells=cells,
                stand_ins=stand_ins)
        return phrase("{games} games in {cells} cells for each of {stand_ins} stand-ins",
                      games=games, cells=cells, stand_ins=stand_ins) if cells != 1 else \
            phrase("{games} games in {cells} cell for each of {stand_ins} stand-ins",
                   games=games, cells=cells, stand_ins=stand_ins)
    if per_cell:
        return phrase("{games} games, {per_cell} per cell in {cells} cells", games=games,
                      per_cell=f"{per_cell:,}", cells=cells) if cells != 1 else phrase(
            "{games} games, {per_cell} per cell in {cells} cell", games=games,
            per_cell=f"{per_cell:,}", cells=cells)
    return phrase("{games} games in {cells} cells", games=games, cells=cells) \
        if cells != 1 else phrase("{games} games in {cells} cell", games=games, cells=cells)


def target_context(target: Target, runs: Sequence[tuple[Plan, Sequence[Row]]],
                   analyses: Sequence[Analysis]) -> dict[str, object]:
    """The target matrix: each wished-for cell beside the measured one, and one number."""
    matrix = compare(target, [(plan.stand_in, analysis)
                              for (plan, _), analysis in zip(runs, analyses, strict=True)])
    axes = any(cell.axes_label for cell in matrix.cells)
    return {
        "source": target.source, "summary": matrix.summary(), "axes": axes,
        "rows": [{"stand_in": cell.stand_in, "level": cell.level_label,
                  "axes": cell.axes_label, "wished": percent(cell.wished),
                  "measured": f"{percent(cell.measured.rate)} ({percent(cell.measured.low)}–"
                              f"{percent(cell.measured.high)})",
                  "distance": points(100 * cell.distance),
                  "p": p_text(cell.p_value), "adjusted": p_text(cell.adjusted),
                  "significant": phrase("✓ yes") if cell.significant else phrase("no")}
                 for cell in matrix.cells],
    }


def points(difference: float) -> Phrase:
    """A difference of win rates in percentage points: "+3.5 points"."""
    return phrase("{difference} points", difference=f"{difference:+.1f}")


def style() -> Markup:
    """The reports' shared styles (inline: a report is one self-contained file)."""
    css = resources.files("soloist.sim").joinpath("templates/report.css")
    return Markup(css.read_text(encoding="utf-8"))


def slug(name: str) -> str:
    """A stand-in's name as part of an HTML id ("strong:400" → "strong-400")."""
    return re.sub(r"[^A-Za-z0-9_]+", "-", name).strip("-") or "stand-in"


def run_context(plan: Plan, definition: GameDefinition, analysis: Analysis, levels: str,
                level_word: str, *, suffix: str, say: Say = str) -> dict[str, object]:
    """What the report shows of one stand-in's run."""
    roles = analysis.roles
    return {
        "suffix": suffix,
        "stand_in": plan.stand_in,
        "stand_in_description": describe(definition, plan.stand_in, plan.stand_in_source),
        "automa": roles.automa_score,
        "win": analysis.has_wins,
        "measure_words": roles.measure_words if roles.measure else "",
        "measure_rises": roles.measure_rises,
        "length": roles.length,
        "length_title": title_of(definition, roles.length) if roles.length else "",
        "headline": headline(analysis, levels),
        "summary_columns": [title_of(definition, column) if column != roles.automa_score
                            else phrase("automa score") for column in summary_columns(roles,
                                                                               definition)],
        "cells": [cell_row(cell, summary_columns(roles, definition), analysis.has_levels)
                  for cell in analysis.cells],
        "between": analysis.between,
        "ladders": [{"group": ladder.group, "findings": ladder.findings,
                     "steps": [step_row(step) for step in ladder.steps]}
                    for ladder in analysis.ladders],
        "tables": tables(analysis, definition, say),
        "figures": figures(analysis, definition, level_word, say),
    }


# -- the skill ladder: several stand-ins on the same games --------------------------------------

#: A win rate within this of one half is "about half".
ABOUT_HALF = 0.05


def margins(cell: CellStats, roles: Roles) -> list[float]:
    """The stand-in's score minus the automa's, game by game (empty without both)."""
    if "margin" in cell.values:
        return cell.values["margin"]
    you = cell.values.get(roles.person_score or "", [])
    automa = cell.values.get(roles.automa_score or "", [])
    if not you or len(you) != len(automa):
        return []
    return [mine - theirs for mine, theirs in zip(you, automa, strict=True)]


def skill_ladder(runs: Sequence[tuple[Plan, Sequence[Row]]], analyses: Sequence[Analysis],
                 level_word: str, levels: str,
                 definition: GameDefinition | None = None, *, say: Say = str
                 ) -> dict[str, object]:
    """Each stand-in's win rate and margin per cell, where each wins about half its games,
    and which steps of the ladder each can and cannot tell apart. A game without levels
    (Revive) has a row per value of its axes, and its figure shows them side by side."""
    names = [plan.stand_in for plan, _ in runs]
    win = any(analysis.has_wins for analysis in analyses)
    rows = []
    for number, cell in enumerate(analyses[0].cells):
        figures_ = []
        for analysis in analyses:
            other = next((c for c in analysis.cells if c.key == cell.key), None)
            if other is None:
                figures_.append({"win": "–", "margin": "–"})
                continue
            values = margins(other, analysis.roles)
            margin = summarise(values) if values else None
            figures_.append({
                "win": f"{percent(other.win.rate)} ({percent(other.win.low)}–"
                       f"{percent(other.win.high)})" if other.win.n else "–",
                "margin": f"{margin.mean:+.1f} ± {(margin.ci_high - margin.ci_low) / 2:.1f}"
                if margin else "–"})
        level = cell.level_label or (cell.level if cell.level != "None" else ALL_GAMES)
        key_values = [*([level] if analyses[0].has_levels else []),
                      *(value for _, value in cell.axes)] or [cell.label]
        rows.append({"key_values": key_values, "figures": figures_, "number": number})
    findings: list[Finding] = []
    for name, analysis in zip(names, analyses, strict=True):
        findings.extend(stand_in_findings(name, analysis, level_word, levels))
    figure = ""
    axes = axes_words(definition, runs[0][0].axis_names)
    where = (phrase("at each {level}", level=level_word) if analyses[0].has_levels
             else phrase("with each value of the {axes}", axes=axes) if axes
             else phrase("in all games"))
    if win:
        figure = skill_figure(names, analyses, level_word if analyses[0].has_levels
                              else axes or ALL_GAMES, say)
    roles = analyses[0].roles
    best = bool(roles.automa_score and "best" in roles.automa_score)
    against = phrase("the best automa's") if best else phrase("the automa's")
    # A game whose margin is not a score minus the automa's says what it is.
    named = definition.simulation_columns.get("margin") if definition is not None else None
    lowered = definition.column_words.get("margin") if definition is not None else None
    margin_words = (lowered or named[:1].lower() + named[1:] if named
                    else phrase("its score minus the best automa's") if best
                    else phrase("its score minus the automa's"))
    return {"stand_ins": names, "win": win, "rows": rows, "findings": findings,
            "figure": figure, "against": against, "where": where,
            "margin_words": margin_words}


def stand_in_findings(name: str, analysis: Analysis, level_word: str,
                      levels: str) -> list[Finding]:
    """Where `name` wins about half its games, and the steps it tells apart, per group."""
    found: list[Finding] = []
    grouped = len(analysis.groups) > 1
    for group, cells in analysis.groups:
        who = phrase("{stand_in} ({group})", stand_in=name, group=group) \
            if grouped and group else name
        if analysis.has_wins and analysis.has_levels:
            found.append(Finding("note", phrase("{stand_in}: {finding}", stand_in=who,
                                                finding=half_way(cells, level_word))))
        ladder = next((ladder for ladder in analysis.ladders
                       if ladder.group == (group or ALL_GAMES)), None)
        if ladder is None or not ladder.steps:
            continue
        told: list[str] = []
        untold: list[str] = []
        for step in ladder.steps:
            (told if tells_apart(step, analysis.roles) else untold).append(
                f"{step.easier.step_name} → {step.harder.step_name}")
        if not untold:
            found.append(Finding("ok", phrase("{stand_in} tells every step of the {levels} "
                                              "apart: {steps}.", stand_in=who, levels=levels,
                                              steps=", ".join(told))))
        elif told:
            found.append(Finding("note", phrase(
                "{stand_in} tells apart {told}; it cannot tell apart {untold} (see its ladder "
                "check).", stand_in=who, told=", ".join(told), untold=", ".join(untold))))
        else:
            found.append(Finding("note", phrase(
                "{stand_in} tells apart no step; it cannot tell apart {untold} (see its "
                "ladder check).", stand_in=who, untold=", ".join(untold))))
    return found


def tells_apart(step: object, roles: Roles) -> bool:
    """A step is told apart when the stand-in's win rate falls significantly over it, or,
    where the win rate cannot decide (never a win, or always), the ladder's measure moves
    significantly the hard way."""
    from soloist.sim.balance import Step

    assert isinstance(step, Step)
    if step.win is not None and not never_decides(step):
        return step.win.significant and step.win.difference < 0
    if step.score is not None:
        harder = step.score.difference > 0 if roles.measure_rises else \
            step.score.difference < 0
        return step.score.significant and harder
    return False


def half_way(cells: Sequence[CellStats], level_word: str) -> str:
    """Where the win rate crosses one half, from the easiest level to the hardest."""
    rates = [(cell.step_name, cell.win) for cell in cells if cell.win.n]
    if not rates:
        return phrase("no games.")
    close = [(name, rate) for name, rate in rates if abs(rate.rate - 0.5) <= ABOUT_HALF]
    if close:
        name, rate = min(close, key=lambda item: abs(item[1].rate - 0.5))
        return phrase("wins about half its games at {level_word} {level} ({rate}, 95% CI "
                      "{low}–{high}).", level_word=level_word, level=name,
                      rate=percent(rate.rate), low=percent(rate.low), high=percent(rate.high))
    if all(rate.rate > 0.5 for _, rate in rates):
        name, rate = rates[-1]
        return phrase("wins more than half its games even at the hardest {level_word}, "
                      "{level} ({rate}).", level_word=level_word, level=name,
                      rate=percent(rate.rate))
    if all(rate.rate < 0.5 for _, rate in rates):
        name, rate = rates[0]
        return phrase("wins less than half its games even at the easiest {level_word}, "
                      "{level} ({rate}).", level_word=level_word, level=name,
                      rate=percent(rate.rate))
    for (easier, a), (harder, b) in pairwise(rates):
        if a.rate >= 0.5 > b.rate:
            return phrase("wins about half its games between {level_word} {easier} "
                          "({easier_rate}) and {harder} ({harder_rate}).",
                          level_word=level_word, easier=easier, easier_rate=percent(a.rate),
                          harder=harder, harder_rate=percent(b.rate))
    best = min(rates, key=lambda item: abs(item[1].rate - 0.5))
    return phrase("its win rate does not fall through one half in order; it is closest at "
                  "{level_word} {level} ({rate}).", level_word=level_word, level=best[0],
                  rate=percent(best[1].rate))


def skill_figure(names: Sequence[str], analyses: Sequence[Analysis], level_word: str,
                 say: Say = str) -> str:
    """Each stand-in's win rate by level (a panel per group), with 95% intervals; without
    levels, by the values of the axes, in one panel."""
    panels = []
    if not analyses[0].has_levels:
        series = [(name, [(", ".join(value for _, value in cell.axes) or say(ALL_GAMES),
                           cell.win.rate, cell.win.low, cell.win.high)
                          for cell in analysis.cells])
                  for name, analysis in zip(names, analyses, strict=True)]
        return plots.interval_figure([(say(phrase("Win rate")), series)], percent=True,
                                     level_name=say(level_word))
    for number, (group, _) in enumerate(analyses[0].groups):
        series = []
        for name, analysis in zip(names, analyses, strict=True):
            if number >= len(analysis.groups):
                continue
            cells = analysis.groups[number][1]
            series.append((name, [(cell.level, cell.win.rate, cell.win.low, cell.win.high)
                                  for cell in cells]))
        panels.append((say(phrase("Win rate ({group})", group=group) if group
                           else phrase("Win rate")), series))
    return plots.interval_figure(panels, percent=True, level_name=say(level_word))


def headline(analysis: Analysis, levels: str) -> list[Finding]:
    anomalies = analysis.anomalies
    found = []
    if not analysis.has_wins:
        found.append(Finding("note", NO_WINS))
    if not analysis.has_levels:
        return [*found, Finding("note", NO_LEVELS)]
    if not analysis.is_ladder:
        return [*found, Finding("note", phrase(
            "The {levels} are not difficulty levels (the game says so), so there is no ladder "
            "to check: the report shows each one's figures side by side.", levels=levels))]
    if not analysis.ladders or all(not ladder.steps for ladder in analysis.ladders):
        return [*found, Finding("note", phrase(
            "One of the {levels} only: the report shows its figures; run every one for the "
            "ladder check.", levels=levels))]
    checked = any(f.severity == "ok" for ladder in analysis.ladders for f in ladder.findings)
    if not anomalies and not checked:
        return [*found, Finding("note", phrase(
            "The {levels} could not be checked: the results carry neither the stand-in's wins "
            "nor an automa score.", levels=levels))]
    if not anomalies:
        return [Finding("ok", phrase("The {levels} are strictly ordered, every step "
                                     "significant: see the ladder check.", levels=levels))]
    grouped = len(analysis.ladders) > 1
    listed = [Finding(f.severity, phrase("{group}: {finding}", group=ladder.group,
                                         finding=f.text) if grouped else f.text)
              for ladder in analysis.ladders for f in ladder.findings
              if f.severity == "anomaly"]
    return [Finding("anomaly", phrase("{count} anomalies in the ladder of {levels}:",
                                      count=len(anomalies), levels=levels)
                    if len(anomalies) > 1 else
                    phrase("{count} anomaly in the ladder of {levels}:", count=len(anomalies),
                           levels=levels)), *listed]


NO_WINS = phrase("The games carry no win or loss of the stand-in that means anything (its own "
                 "score is a caricature or is not modelled: see the stand-in's description), "
                 "so the report shows no win rate.")
NO_LEVELS = phrase("This game has no difficulty levels: there is no ladder to check; the "
                   "report shows the figures of each cell side by side.")


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
    level = [cell.level_label or (cell.level if cell.level != "None" else ALL_GAMES)]
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
        row.update(win=points(100 * step.win.difference),
                   win_ci=between(f"{100 * step.win.ci_low:+.1f}",
                                  f"{100 * step.win.ci_high:+.1f}"),
                   win_p=p_text(step.win.p_value))
    if step.score is not None:
        row.update(score=f"{step.score.difference:+.2f}",
                   score_ci=between(f"{step.score.ci_low:+.2f}", f"{step.score.ci_high:+.2f}"),
                   score_p=p_text(step.score.p_value))
    return row


def between(low: str, high: str) -> Phrase:
    """An interval: "+1.2 to +3.4"."""
    return phrase("{low} to {high}", low=low, high=high)


def summary_table(analysis: Analysis, column: str, say: Say = str) -> Markup:
    headings = [phrase("games"), phrase("mean"), phrase("95% CI"), phrase("sd"),
                phrase("min"), phrase("p5"), phrase("p50"), phrase("p95"), phrase("max")]
    lines = [f'<table><tr><th class="text">{escape(say(phrase("cell")))}</th>' + "".join(
        f"<th>{escape(say(h))}</th>" for h in headings) + "</tr>"]
    for cell in analysis.cells:
        s = cell.columns.get(column)
        if s is None:
            continue
        values = cell.values[column]
        cells = [f"{s.n:,}", f"{s.mean:.2f}", f"{s.ci_low:.2f} – {s.ci_high:.2f}",
                 f"{s.sd:.2f}", f"{min(values):g}", f"{s.p5:g}", f"{s.p50:g}", f"{s.p95:g}",
                 f"{max(values):g}"]
        lines.append(f"<tr><td class=\"text\">{escape(say(cell.label))}</td>"
                     + "".join(f"<td>{value}</td>" for value in cells) + "</tr>")
    lines.append("</table>")
    return Markup("\n".join(lines))


def components_table(analysis: Analysis, definition: GameDefinition,
                     say: Say = str) -> Markup:
    columns = analysis.roles.components
    head = "".join(f"<th>{escape(say(title_of(definition, c)))}<br><code>{escape(c)}</code>"
                   "</th>" for c in columns)
    lines = [f"<table><tr><th class=\"text\">{escape(say(phrase('cell')))}</th>{head}</tr>"]
    for cell in analysis.cells:
        values = "".join(f"<td>{interval(cell.columns[c]) if c in cell.columns else '–'}</td>"
                         for c in columns)
        lines.append(f"<tr><td class=\"text\">{escape(say(cell.label))}</td>{values}</tr>")
    lines.append("</table>")
    return Markup("\n".join(lines))


def tables(analysis: Analysis, definition: GameDefinition, say: Say = str
           ) -> dict[str, Markup]:
    roles = analysis.roles
    return {
        "automa": summary_table(analysis, roles.automa_score, say) if roles.automa_score
        else Markup(""),
        "components": components_table(analysis, definition, say),
        "length": summary_table(analysis, roles.length, say) if roles.length
        else Markup(""),
    }


def figures(analysis: Analysis, definition: GameDefinition, level_word: str,
            say: Say = str) -> dict[str, str]:
    roles = analysis.roles

    # Without levels, the cells (axis values) themselves are the x axis of one series.
    groups = analysis.groups if analysis.has_levels else [("", analysis.cells)]
    x_name = say(level_word) if analysis.has_levels else (
        ", ".join(axis_word(definition, name) for name, _ in analysis.cells[0].axes)
        if analysis.cells and analysis.cells[0].axes else say(phrase("cell")))

    def x_of(cell: CellStats) -> str:
        if analysis.has_levels:
            return cell.level
        return ", ".join(value for _, value in cell.axes) or say(ALL_GAMES)

    def distribution(column: str) -> str:
        histograms = [(group or "", [(x_of(cell), cell.values.get(column, []))
                                     for cell in members])
                      for group, members in groups]
        return plots.distribution_figure(histograms, title_of(definition, column), say)

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
            series.append((group or say(ALL_GAMES), points))
        return title, series

    found = {"win_rate": plots.interval_figure([panel(None, say(phrase("Stand-in win rate")))],
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
               rows: int, plans: Sequence[Plan] = (), say: Say = str
               ) -> list[tuple[str, str]]:
    sweep = definition.sweep_option
    varying = {*plan.axis_names, *(() if sweep is None else (sweep.name,))}
    described = []
    for spec in definition.options:
        if spec.hidden or spec.name in varying or spec.name in definition.simulation_defaults:
            continue
        value = plan.options.get(spec.name)
        shown = phrase("default") if value is None else (
            phrase("yes") if value else phrase("no")) \
            if isinstance(value, bool) else spec.label_of(value)
        # by their titles, as the table reads
        described.append(say(phrase("{option}: {value}", option=spec.title, value=shown)))
    options = ", ".join(described)
    found: list[tuple[str, str]] = [
        (phrase("Game"), game_line(definition)),
        (phrase("Other options"), options or phrase("none")),
    ]
    if sweep is not None:
        levels = levels_word(sweep.name, ladder=sweep.ladder)
        found.append((capitalised(say(levels)) if sweep.ladder else
                      phrase("{levels} (not difficulty levels)",
                             levels=capitalised(say(levels))),
                      ", ".join(sweep.label_of(level) for level in plan.levels)))
    for name, values in plan.axes:
        word = say(plural(axis_word(definition, name)))
        found.append((capitalised(word), ", ".join(str(value) for value in values)))
    plans = list(plans) or [plan]
    found += [(phrase("Stand-ins") if len(plans) > 1 else phrase("Stand-in"), "; ".join(
        say(phrase("{stand_in}: {description}", stand_in=each.stand_in,
                   description=describe(definition, each.stand_in, each.stand_in_source)))
        for each in plans))]
    games = f"{plan.games:,}"
    found += [
        (phrase("Games per cell"), phrase(
            "{games} (until the automa's mean score was known to ±{precision} points, 95% CI, "
            "in every cell)", games=games, precision=f"{info.precision:g}")
         if info.precision else games),
        (phrase("Games in all"), phrase(
            "{games} ({resumed} read back from {results}, {played} played now)",
            games=f"{rows:,}", resumed=f"{info.resumed:,}", results=str(info.results),
            played=f"{info.played:,}") if info.resumed else f"{rows:,}"),
        (phrase("Seed"), str(plan.seed)),
        (phrase("Run ids") if len(plans) > 1 else phrase("Run id"),
         phrase("{run_ids} (game, rules version, options, stand-in and seed)",
                run_ids=", ".join(each.run_id for each in plans))),
        (phrase("Ran on"), ran_on(info.backend, info.seconds)),
        *software(),
    ]
    return found


def capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


def game_line(definition: GameDefinition) -> Phrase:
    """The game of a report's parameters: its title, name and rules version."""
    return phrase("{title} ({name}, rules version {version})", title=definition.title,
                  name=definition.name, version=definition.rules_version)


def ran_on(backend: str, seconds: float) -> Phrase:
    return phrase("{backend}, {seconds} s", backend=backend, seconds=f"{seconds:.1f}")


def software() -> list[tuple[str, str]]:
    """The Soloist, the Python and the rules a report was made with."""
    return [(phrase("Software"), phrase("Soloist {version}, Python {python} ({platform})",
                                        version=__version__,
                                        python=platform.python_version(),
                                        platform=sys.platform)),
            (phrase("Rules"), compiled_words())]


def compiled_words() -> str:
    """Which rules played the games (`soloist.compiled.which`), capitalised."""
    return compiled.which(capital=True)
