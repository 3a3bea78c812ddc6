"""What a balance report says: statistics per cell, and the ladder check of the levels.

A *cell* is one level (and one value of each axis, say a character). Per cell: the
stand-in's win rate with its 95% Wilson interval, ties and losses, and the summary of every
numeric column of the games' results (the automa's score and its components, the game's
length). The *ladder check* walks the levels from the easiest to the hardest within each
axis value and asks, step by step, whether the stand-in's win rate falls and the automa's
score rises, how far, and whether the step is significant; what is not as expected is
written out in words.

The levels of a run are played on the same seeds (game *i* has the same seed at every
level), so two levels are compared game by game: McNemar's exact test for win rates, a
paired t-test for scores. Those are far more sensitive than unpaired tests on the same
number of games.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import pairwise

from soloist.engine.game import GameDefinition
from soloist.sim.runner import Plan, Row
from soloist.sim.stats import (
    Comparison,
    Proportion,
    Summary,
    compare_means,
    compare_rates,
    summarise,
    wilson,
)

WON = "person_won"
OUTCOME = "outcome"
#: Spacing notes: a step this many times larger than another is called uneven.
UNEVEN = 3.0


@dataclass(frozen=True)
class Roles:
    """Which columns are what, for this game's rows."""

    automa_score: str | None
    person_score: str | None
    length: str | None
    numeric: tuple[str, ...]

    @property
    def components(self) -> tuple[str, ...]:
        """Every numeric column but the win flag (shown as a rate of its own)."""
        return tuple(column for column in self.numeric if column != WON)


def roles_for(definition: GameDefinition, rows: Sequence[Row],
              identity: Sequence[str]) -> Roles:
    numeric: list[str] = []
    for row in rows[:200]:
        for key, value in row.items():
            if key in identity or key in numeric:
                continue
            if isinstance(value, int | float) and not isinstance(value, bool):
                numeric.append(key)
    declared = list(definition.simulation_columns)
    ordered = [c for c in declared if c in numeric] + [c for c in numeric if c not in declared]
    automa = definition.automa_score_column
    if automa is None:
        automa = next((c for c in ordered if c.endswith("_score") and c != "person_score"),
                      None)
    length = definition.length_column
    if length is None:
        length = next((c for c in ("rounds", "turns", "length", "game_length")
                       if c in ordered), None)
    return Roles(
        automa if automa in ordered else None,
        "person_score" if "person_score" in ordered else None,
        length if length in ordered else None,
        tuple(ordered),
    )


@dataclass
class CellStats:
    key: tuple[str, ...]
    level: str
    level_label: str
    axes: tuple[tuple[str, str], ...]
    n: int
    win: Proportion
    tie: Proportion | None
    columns: dict[str, Summary]
    games: list[int]
    values: dict[str, list[float]] = field(repr=False, default_factory=dict)

    @property
    def axes_label(self) -> str:
        return ", ".join(f"{name} {value}" for name, value in self.axes)

    @property
    def step_name(self) -> str:
        """The level alone, as a ladder (already per axis value) names it."""
        return self.level if self.level != "None" else "all games"

    @property
    def label(self) -> str:
        """Short: the level's value and each axis value ("hard, character bold")."""
        level = self.level if self.level != "None" else ""
        return ", ".join(filter(None, [level, self.axes_label])) or "all games"


@dataclass(frozen=True)
class Step:
    easier: CellStats
    harder: CellStats
    win: Comparison | None
    score: Comparison | None


@dataclass(frozen=True)
class Finding:
    severity: str  # "ok", "note" or "anomaly"
    text: str


@dataclass
class Ladder:
    group: str
    cells: list[CellStats]
    steps: list[Step]
    findings: list[Finding]

    @property
    def is_ordered(self) -> bool:
        return bool(self.steps) and all(f.severity != "anomaly" for f in self.findings)


@dataclass
class Analysis:
    roles: Roles
    level_option: str | None
    cells: list[CellStats]
    groups: list[tuple[str, list[CellStats]]]
    ladders: list[Ladder]
    #: Per level, how the axis values (characters) compare: the easiest against the hardest.
    between: list[Finding] = field(default_factory=list)

    @property
    def anomalies(self) -> list[Finding]:
        return [f for ladder in self.ladders for f in ladder.findings
                if f.severity == "anomaly"]

    @property
    def has_wins(self) -> bool:
        """Whether the games carry the stand-in's win or loss (``person_won``): a game whose
        stand-in has no result of its own (Revive's has no score) carries none, and then
        there is no win rate to show."""
        return any(cell.win.n for cell in self.cells)

    @property
    def has_levels(self) -> bool:
        """Whether the game has levels (a sweep option) to walk as a ladder."""
        return self.level_option is not None


def analyse(plan: Plan, definition: GameDefinition, rows: Sequence[Row]) -> Analysis:
    """The statistics of every cell of `plan`, and the ladder check."""
    identity = (*plan.key_columns, "game", "seed")
    roles = roles_for(definition, rows, identity)
    sweep = definition.sweep_option
    by_cell: dict[tuple[str, ...], list[Row]] = {}
    for row in rows:
        by_cell.setdefault(tuple(str(row[c]) for c in plan.key_columns), []).append(row)
    cells: list[CellStats] = []
    for cell in plan.cells():
        cell_rows = by_cell.get(cell.key, [])
        if not cell_rows:
            continue
        cell_rows.sort(key=lambda row: int(row["game"]))
        values = {column: [float(row[column]) for row in cell_rows
                           if isinstance(row.get(column), int | float)]
                  for column in roles.numeric}
        wins = int(sum(values.get(WON, [])))
        ties = sum(1 for row in cell_rows if row.get(OUTCOME) == "tie")
        has_outcome = any(OUTCOME in row for row in cell_rows)
        cells.append(CellStats(
            key=cell.key,
            level=str(cell.level),
            level_label=sweep.label_of(cell.level) if sweep is not None and
            cell.level is not None else "",
            axes=tuple((name, str(value)) for name, value in cell.axes),
            n=len(cell_rows),
            win=wilson(wins, len(values.get(WON, []))),
            tie=wilson(ties, len(cell_rows)) if has_outcome else None,
            columns={column: summarise(v) for column, v in values.items() if v},
            games=[int(row["game"]) for row in cell_rows],
            values=values,
        ))
    groups: dict[str, list[CellStats]] = {}
    for stats in cells:
        groups.setdefault(stats.axes_label, []).append(stats)
    # A game without levels has no ladder to check: its cells are only compared side by side.
    ladders = [ladder(label or "all games", members, roles, plan.level_option)
               for label, members in groups.items()] if plan.level_option is not None else []
    return Analysis(roles, plan.level_option, cells, list(groups.items()), ladders,
                    between_axis_values(cells, plan.level_option))


def between_axis_values(cells: list[CellStats], level_option: str | None) -> list[Finding]:
    """At each level, the axis value the stand-in wins most against the one it wins least,
    compared game by game (the same seeds): is the difference significant?"""
    by_level: dict[str, list[CellStats]] = {}
    for cell in cells:
        if cell.axes and cell.values.get(WON):
            by_level.setdefault(cell.level, []).append(cell)
    level_word = (level_option or "level").replace("_", " ")
    findings = []
    for level, members in by_level.items():
        if len(members) < 2:
            continue
        easiest = max(members, key=lambda cell: cell.win.rate)
        hardest = min(members, key=lambda cell: cell.win.rate)
        if easiest is hardest:
            continue
        c = compare_rates([int(v) for v in easiest.values[WON]],
                          [int(v) for v in hardest.values[WON]],
                          paired=easiest.games == hardest.games)
        where = f"At {level_word} {level}" if level != "None" else "In all games"
        text = (f"{where}, the stand-in wins {percent(easiest.win.rate)} against "
                f"{easiest.axes_label} and {percent(hardest.win.rate)} against "
                f"{hardest.axes_label}: {100 * c.difference:+.1f} points (95% CI "
                f"{100 * c.ci_low:+.1f} to {100 * c.ci_high:+.1f}), {c.test} "
                f"{p_text(c.p_value)}")
        findings.append(Finding("note", text + (": a real difference." if c.significant
                                                else ": not a significant difference.")))
    return findings


# -- the ladder check -------------------------------------------------------------------------

def levels_word(level_option: str | None) -> str:
    """How to call the levels in a sentence: "difficulty levels", "levels"."""
    name = (level_option or "level").replace("_", " ")
    return f"{name}s" if name.endswith("level") else f"{name} levels"


def ladder(group: str, cells: list[CellStats], roles: Roles,
           level_option: str | None) -> Ladder:
    level_word = levels_word(level_option)
    if len(cells) < 2:
        return Ladder(group, cells, [], [Finding(
            "note", f"Only one of the {level_word} was simulated: there is no ladder to "
                    f"check. Run every one (the default of soloist report) to check it.")])
    steps = []
    for easier, harder in pairwise(cells):
        paired = easier.games == harder.games
        win = None
        if easier.values.get(WON) and harder.values.get(WON):
            win = compare_rates([int(v) for v in easier.values[WON]],
                                [int(v) for v in harder.values[WON]], paired=paired)
        score = None
        if roles.automa_score is not None:
            score = compare_means(easier.values[roles.automa_score],
                                  harder.values[roles.automa_score], paired=paired)
        steps.append(Step(easier, harder, win, score))
    if all(step.win is not None for step in steps):
        findings = win_findings(steps, level_word)
    else:
        by = ("so the ladder is checked by the automa's score only" if roles.automa_score
              else "and no automa score either, so the ladder cannot be checked")
        findings = [Finding("note", "The results carry no person_won figure (the stand-in's "
                                    "own result is not known, or the game's summary lacks "
                                    f"it: docs/architecture.md), {by}.")]
    if roles.automa_score is not None:
        findings.extend(score_findings(steps, level_word, roles.automa_score))
    findings.extend(edge_findings(cells))
    return Ladder(group, cells, steps, findings)


def p_text(p: float) -> str:
    return "p < 0.001" if p < 0.001 else f"p = {p:.3f}"


def percent(rate: float) -> str:
    return f"{100 * rate:.1f}%"


def win_findings(steps: list[Step], level_word: str) -> list[Finding]:
    findings: list[Finding] = []
    for step in steps:
        a, b, c = step.easier, step.harder, step.win
        assert c is not None
        evidence = (f"{percent(a.win.rate)} vs {percent(b.win.rate)}, difference "
                    f"{100 * c.difference:+.1f} points (95% CI {100 * c.ci_low:+.1f} to "
                    f"{100 * c.ci_high:+.1f}), {c.test} {p_text(c.p_value)}, {c.n} games")
        if c.difference > 0 and c.significant:
            findings.append(Finding("anomaly", "Inverted step: the stand-in wins more often at "
                                    f"{b.step_name} than at the easier {a.step_name}: "
                                    f"{evidence}."))
        elif not c.significant:
            findings.append(Finding("anomaly", f"{a.step_name} and {b.step_name} cannot be told "
                                    f"apart by the stand-in's win rate: {evidence}."))
    if not findings:
        chain = " > ".join(f"{s.step_name} {percent(s.win.rate)}"
                           for s in [steps[0].easier, *(step.harder for step in steps)])
        worst = max(step.win.p_value for step in steps if step.win is not None)
        findings.append(Finding("ok", f"The {level_word} are strictly ordered by the "
                                f"stand-in's win rate: {chain}; every step is significant "
                                f"(largest {p_text(worst)})."))
        findings.extend(spacing(steps, [-100 * step.win.difference for step in steps
                                        if step.win is not None], "points of win rate"))
    return findings


def score_findings(steps: list[Step], level_word: str, column: str) -> list[Finding]:
    findings: list[Finding] = []
    for step in steps:
        a, b, c = step.easier, step.harder, step.score
        assert c is not None
        evidence = (f"{a.columns[column].mean:.2f} vs {b.columns[column].mean:.2f}, "
                    f"difference {c.difference:+.2f} (95% CI {c.ci_low:+.2f} to "
                    f"{c.ci_high:+.2f}), {c.test} {p_text(c.p_value)}, {c.n} games")
        if c.difference < 0 and c.significant:
            findings.append(Finding("anomaly", "Inverted step: the automa scores less at "
                                    f"{b.step_name} than at the easier {a.step_name}: "
                                    f"{evidence}."))
        elif not c.significant:
            findings.append(Finding("anomaly", f"{a.step_name} and {b.step_name} cannot be told "
                                    f"apart by the automa's score: {evidence}."))
    if not findings:
        cells = [steps[0].easier, *(step.harder for step in steps)]
        chain = " < ".join(f"{cell.step_name} {cell.columns[column].mean:.2f}" for cell in cells)
        gaps = [step.score.difference for step in steps if step.score is not None]
        worst = max(step.score.p_value for step in steps if step.score is not None)
        findings.append(Finding("ok", f"The {level_word} are strictly ordered by the "
                                f"automa's score: {chain}; every step is significant "
                                f"(largest {p_text(worst)})."))
        findings.extend(spacing(steps, gaps, "points of automa score"))
    return findings


def spacing(steps: list[Step], gaps: list[float], unit: str) -> list[Finding]:
    """A note when one step of the ladder is much larger than another."""
    if len(gaps) < 2 or min(gaps) <= 0:
        return []
    big = max(range(len(gaps)), key=lambda i: gaps[i])
    small = min(range(len(gaps)), key=lambda i: gaps[i])
    if gaps[big] < UNEVEN * gaps[small]:
        return []
    def name(i: int) -> str:
        return f"{steps[i].easier.step_name} → {steps[i].harder.step_name}"

    return [Finding("note", f"Uneven steps: {name(big)} is {gaps[big]:.1f} {unit}, "
                    f"{gaps[big] / gaps[small]:.1f} times {name(small)} "
                    f"({gaps[small]:.1f}).")]


def edge_findings(cells: list[CellStats]) -> list[Finding]:
    findings = []
    for cell in cells:
        if not cell.win.n:
            continue
        if cell.win.successes == 0:
            findings.append(Finding("note", f"At {cell.step_name} the stand-in never wins (0 of "
                                    f"{cell.n}): this level says little about players of this "
                                    "stand-in's strength."))
        elif cell.win.successes == cell.win.n:
            findings.append(Finding("note", f"At {cell.step_name} the stand-in always wins "
                                    f"({cell.n} of {cell.n})."))
    return findings
