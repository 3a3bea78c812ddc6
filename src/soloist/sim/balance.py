"""What a balance report says: statistics per cell, and the ladder check of the levels.

A *cell* is one level (and one value of each axis, say a character). Per cell: the
stand-in's win rate with its 95% Wilson interval, ties and losses (when the game's
simulation makes the stand-in's win meaningful: `person_won` is one of its
`simulation_columns`), and the summary of every numeric column of the games' results (the
automa's score and its components, the game's length). The *ladder check* walks the levels
from the easiest to the hardest within each axis value and asks, step by step, whether the
stand-in's win rate falls and the ladder's measure moves the hard way (the automa's score
rises, or the game's own `ladder_column`), how far, and whether the step is significant;
what is not as expected is written out in words. A sweep option that is no difficulty
(`OptionSpec.ladder` False) has no ladder: its values are shown side by side.

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
from soloist.engine.phrase import Phrase, phrase
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


#: The ladder's measure, where a game names none of its own.
AUTOMAS_SCORE = phrase("the automa's score")


@dataclass(frozen=True)
class Roles:
    """Which columns are what, for this game's rows."""

    automa_score: str | None
    person_score: str | None
    length: str | None
    numeric: tuple[str, ...]
    #: Whether the stand-in's win rate is a figure of this game's simulation.
    win: bool = True
    #: The column the ladder compares besides the win rate, and whether it rises from the
    #: easiest level to the hardest (else it falls).
    measure: str | None = None
    measure_rises: bool = True
    #: How the measure is named in a sentence ("the automa's score").
    measure_words: str = AUTOMAS_SCORE

    @property
    def components(self) -> tuple[str, ...]:
        """Every numeric column but the win flag (shown as a rate of its own), and but the
        stand-in's score where its win means nothing (a caricature, or not modelled)."""
        hidden = {WON} if self.win else {WON, "person_score"}
        return tuple(column for column in self.numeric if column not in hidden)


def win_is_meaningful(definition: GameDefinition) -> bool:
    """A game's simulation makes the stand-in's win meaningful when it lists `person_won`
    among its `simulation_columns` (as `soloist simulate` then prints it); a game whose
    stand-in's score is a caricature or is not modelled leaves it out."""
    return WON in definition.simulation_columns


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
    automa = automa if automa in ordered else None
    measure, rises, words = automa, True, AUTOMAS_SCORE
    if definition.ladder_column is not None:
        column, direction = definition.ladder_column
        if column in ordered:
            measure, rises = column, direction == "rises"
            title = definition.simulation_columns.get(column) or column.replace("_", " ")
            words = phrase("the {measure}", measure=definition.column_words.get(column)
                           or title[:1].lower() + title[1:])
    return Roles(
        automa,
        "person_score" if "person_score" in ordered else None,
        length if length in ordered else None,
        tuple(ordered),
        win=win_is_meaningful(definition) and WON in ordered,
        measure=measure,
        measure_rises=rises,
        measure_words=words,
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

    #: How each axis is named in a sentence (its option's title: `axis_word`).
    axis_words: tuple[str, ...] = ()

    @property
    def axes_label(self) -> str:
        words = self.axis_words or tuple(name for name, _ in self.axes)
        return ", ".join(phrase("{axis} {value}", axis=word, value=value)
                         for word, (_, value) in zip(words, self.axes, strict=True))

    @property
    def step_name(self) -> str:
        """The level alone, as a ladder (already per axis value) names it: its label on
        the table ("L1"), not the option's key."""
        if self.level == "None":
            return ALL_GAMES
        return self.level_label or self.level

    @property
    def label(self) -> str:
        """Short: the level's value and each axis value ("hard, character bold")."""
        level = (self.level_label or self.level) if self.level != "None" else ""
        return ", ".join(filter(None, [level, self.axes_label])) or ALL_GAMES


#: A cell (or a series) of all the games, where a game has no levels.
ALL_GAMES = phrase("all games")


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
    #: Whether the levels are difficulty levels, checked as a ladder.
    is_ladder: bool = True

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


def axis_word(definition: GameDefinition | None, name: str) -> str:
    """An axis as a sentence names it: its option's title ("cards with an "S"", not the
    option's key "s_cards")."""
    spec = next((spec for spec in definition.options if spec.name == name), None) \
        if definition is not None else None
    title = spec.title.removeprefix("The ") if spec is not None else name.replace("_", " ")
    return title[:1].lower() + title[1:]


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
        wins = int(sum(values.get(WON, []))) if roles.win else 0
        ties = sum(1 for row in cell_rows if row.get(OUTCOME) == "tie")
        has_outcome = roles.win and any(OUTCOME in row for row in cell_rows)
        cells.append(CellStats(
            key=cell.key,
            level=str(cell.level),
            level_label=sweep.label_of(cell.level) if sweep is not None and
            cell.level is not None else "",
            axes=tuple((name, str(value)) for name, value in cell.axes),
            axis_words=tuple(axis_word(definition, name) for name, _ in cell.axes),
            n=len(cell_rows),
            win=wilson(wins, len(values.get(WON, [])) if roles.win else 0),
            tie=wilson(ties, len(cell_rows)) if has_outcome else None,
            columns={column: summarise(v) for column, v in values.items() if v},
            games=[int(row["game"]) for row in cell_rows],
            values=values,
        ))
    groups: dict[str, list[CellStats]] = {}
    for stats in cells:
        groups.setdefault(stats.axes_label, []).append(stats)
    # A game without levels, or whose levels are no difficulty (`OptionSpec.ladder` False),
    # has no ladder to check: its cells are only compared side by side.
    is_ladder = sweep is not None and sweep.ladder
    ladders = [ladder(label or ALL_GAMES, members, roles, plan.level_option)
               for label, members in groups.items()] if is_ladder else []
    return Analysis(roles, plan.level_option, cells, list(groups.items()), ladders,
                    between_axis_values(cells, plan.level_option, roles), is_ladder)


def between_axis_values(cells: list[CellStats], level_option: str | None,
                        roles: Roles | None = None) -> list[Finding]:
    """At each level, the axis value the stand-in wins most against and the one it wins
    least against (or, without a win rate, the value with the hardest and the easiest
    measure), compared game by game (the same seeds): is the difference significant?"""
    roles = roles or Roles(None, None, None, (WON,))
    by_level: dict[str, list[CellStats]] = {}
    for cell in cells:
        if cell.axes and (cell.values.get(WON) if roles.win else
                          roles.measure is not None and cell.values.get(roles.measure)):
            by_level.setdefault(cell.level, []).append(cell)
    level_word = (level_option or "level").replace("_", " ")
    findings = []
    for level, members in by_level.items():
        if len(members) < 2:
            continue
        shown = members[0].level_label or level
        where = phrase("At {level_word} {level}", level_word=level_word, level=shown) \
            if level != "None" else phrase("In all games")
        # Where the win rate cannot tell the values apart (a stand-in that never wins, or
        # always), the ladder's measure does.
        text = _between_by_win(members) if roles.win else None
        if text is None and roles.measure is not None:
            text = _between_by_measure(members, roles)
        if text is None:
            continue
        sentence, significant = text
        findings.append(Finding("note", phrase("{where}, {sentence}: a real difference.",
                                               where=where, sentence=sentence)
                                if significant else
                                phrase("{where}, {sentence}: not a significant difference.",
                                       where=where, sentence=sentence)))
    return findings


def _between_by_win(members: list[CellStats]) -> tuple[str, bool] | None:
    easiest = max(members, key=lambda cell: cell.win.rate)
    hardest = min(members, key=lambda cell: cell.win.rate)
    if easiest is hardest:
        return None
    c = compare_rates([int(v) for v in easiest.values[WON]],
                      [int(v) for v in hardest.values[WON]],
                      paired=easiest.games == hardest.games)
    return phrase("the stand-in wins {most} against {easiest} and {least} against {hardest}: "
                  "{difference} points (95% CI {low} to {high}), {test} {p}",
                  most=percent(easiest.win.rate), easiest=easiest.axes_label,
                  least=percent(hardest.win.rate), hardest=hardest.axes_label,
                  difference=f"{100 * c.difference:+.1f}", low=f"{100 * c.ci_low:+.1f}",
                  high=f"{100 * c.ci_high:+.1f}", test=c.test, p=p_text(c.p_value)), \
        c.significant


def _between_by_measure(members: list[CellStats], roles: Roles) -> tuple[str, bool] | None:
    column = roles.measure
    assert column is not None
    highest = max(members, key=lambda cell: cell.columns[column].mean)
    lowest = min(members, key=lambda cell: cell.columns[column].mean)
    if highest is lowest:
        return None
    c = compare_means(lowest.values[column], highest.values[column],
                      paired=lowest.games == highest.games)
    return phrase("{measure} is highest with {highest} ({high_mean}) and lowest with "
                  "{lowest} ({low_mean}): {difference} (95% CI {low} to {high}), {test} {p}",
                  measure=roles.measure_words, highest=highest.axes_label,
                  high_mean=f"{highest.columns[column].mean:.2f}", lowest=lowest.axes_label,
                  low_mean=f"{lowest.columns[column].mean:.2f}",
                  difference=f"{c.difference:+.2f}", low=f"{c.ci_low:+.2f}",
                  high=f"{c.ci_high:+.2f}", test=c.test, p=p_text(c.p_value)), c.significant


# -- the ladder check -------------------------------------------------------------------------

def levels_word(level_option: str | None, *, ladder: bool = True) -> str:
    """How to call the levels in a sentence: "difficulty levels", "levels"; a sweep that is
    no difficulty: "s cards values"."""
    name = (level_option or "level").replace("_", " ")
    if not ladder:
        return phrase("{name} values", name=name)
    if name == "level":
        return phrase("levels")
    return phrase("{name}s", name=name) if name.endswith("level") else \
        phrase("{name} levels", name=name)


def ladder(group: str, cells: list[CellStats], roles: Roles,
           level_option: str | None) -> Ladder:
    level_word = levels_word(level_option)
    if len(cells) < 2:
        return Ladder(group, cells, [], [Finding(
            "note", phrase("Only one of the {levels} was simulated: there is no ladder to "
                           "check. Run every one (the default of soloist report) to check it.",
                           levels=level_word))])
    steps = []
    for easier, harder in pairwise(cells):
        paired = easier.games == harder.games
        win = None
        if roles.win and easier.values.get(WON) and harder.values.get(WON):
            win = compare_rates([int(v) for v in easier.values[WON]],
                                [int(v) for v in harder.values[WON]], paired=paired)
        score = None
        if roles.measure is not None:
            score = compare_means(easier.values[roles.measure],
                                  harder.values[roles.measure], paired=paired)
        steps.append(Step(easier, harder, win, score))
    findings: list[Finding] = []
    if roles.win and all(step.win is not None for step in steps):
        findings = win_findings(steps, level_word)
    elif roles.measure is not None:
        findings = [Finding("note", phrase(
            "This game's simulation gives no meaningful win rate for the stand-in (its "
            "{columns} leave out {column}), so the ladder is checked by {measure} only.",
            columns="simulation_columns", column="person_won", measure=roles.measure_words))]
    if roles.measure is not None:
        findings.extend(score_findings(steps, level_word, roles))
    if not findings:
        findings.append(Finding("note", phrase(
            "The results carry neither a meaningful win rate nor an automa score, so there is "
            "no ladder to check: the tables below show each level's figures.")))
    if roles.win:
        findings.extend(edge_findings(cells))
    return Ladder(group, cells, steps, findings)


def p_text(p: float) -> str:
    return phrase("p < 0.001") if p < 0.001 else phrase("p = {p}", p=f"{p:.3f}")


def percent(rate: float) -> str:
    return f"{100 * rate:.1f}%"


def never_decides(step: Step) -> bool:
    """Whether the stand-in's results are the same at both levels of a step, all losses or
    all wins: its win rate says nothing about that step (the measure may)."""
    easier, harder = step.easier.win, step.harder.win
    return ((easier.successes == 0 and harder.successes == 0)
            or (easier.successes == easier.n and harder.successes == harder.n))


def win_findings(steps: list[Step], level_word: str) -> list[Finding]:
    findings: list[Finding] = []
    silent = [step for step in steps if never_decides(step)]
    for step in steps:
        a, b, c = step.easier, step.harder, step.win
        assert c is not None
        if step in silent:
            continue
        evidence = phrase("{easier} vs {harder}, difference {difference} points (95% CI {low} "
                          "to {high}), {test} {p}, {games} games", easier=percent(a.win.rate),
                          harder=percent(b.win.rate), difference=f"{100 * c.difference:+.1f}",
                          low=f"{100 * c.ci_low:+.1f}", high=f"{100 * c.ci_high:+.1f}",
                          test=c.test, p=p_text(c.p_value), games=c.n)
        if c.difference > 0 and c.significant:
            findings.append(Finding("anomaly", phrase(
                "Inverted step: the stand-in wins more often at {harder} than at the easier "
                "{easier}: {evidence}.", harder=b.step_name, easier=a.step_name,
                evidence=evidence)))
        elif not c.significant:
            findings.append(Finding("anomaly", phrase(
                "{easier} and {harder} cannot be told apart by the stand-in's win rate: "
                "{evidence}.", easier=a.step_name, harder=b.step_name, evidence=evidence)))
    if silent:
        names = ", ".join(f"{step.easier.step_name} → {step.harder.step_name}"
                          for step in silent)
        wins = bool(silent[0].easier.win.successes)
        one = len(silent) == 1
        findings.insert(0, Finding("note", (
            phrase("The stand-in's win rate cannot check {steps}: it wins at both {levels} of "
                   "that step (every game). A weaker stand-in might tell them apart.",
                   steps=names, levels=level_word) if wins and one else
            phrase("The stand-in's win rate cannot check {steps}: it wins at both {levels} of "
                   "those steps (every game). A weaker stand-in might tell them apart.",
                   steps=names, levels=level_word) if wins else
            phrase("The stand-in's win rate cannot check {steps}: it never wins at both "
                   "{levels} of that step (not one game). A stronger stand-in might tell them "
                   "apart.", steps=names, levels=level_word) if one else
            phrase("The stand-in's win rate cannot check {steps}: it never wins at both "
                   "{levels} of those steps (not one game). A stronger stand-in might tell "
                   "them apart.", steps=names, levels=level_word))))
    if silent and not findings[1:] and len(silent) < len(steps):
        findings.append(Finding("ok", phrase("Every other step is in order and significant by "
                                             "the stand-in's win rate.")))
    if not findings:
        chain = " > ".join(f"{s.step_name} {percent(s.win.rate)}"
                           for s in [steps[0].easier, *(step.harder for step in steps)])
        worst = max(step.win.p_value for step in steps if step.win is not None)
        findings.append(Finding("ok", phrase(
            "The {levels} are strictly ordered by the stand-in's win rate: {chain}; every step "
            "is significant (largest {p}).", levels=level_word, chain=chain,
            p=p_text(worst))))
        findings.extend(spacing(steps, [-100 * step.win.difference for step in steps
                                        if step.win is not None], None))
    return findings


def score_findings(steps: list[Step], level_word: str, roles: Roles) -> list[Finding]:
    column = roles.measure
    assert column is not None
    words = roles.measure_words
    findings: list[Finding] = []
    for step in steps:
        a, b, c = step.easier, step.harder, step.score
        assert c is not None
        evidence = phrase("{easier} vs {harder}, difference {difference} (95% CI {low} to "
                          "{high}), {test} {p}, {games} games",
                          easier=f"{a.columns[column].mean:.2f}",
                          harder=f"{b.columns[column].mean:.2f}",
                          difference=f"{c.difference:+.2f}", low=f"{c.ci_low:+.2f}",
                          high=f"{c.ci_high:+.2f}", test=c.test, p=p_text(c.p_value),
                          games=c.n)
        easier_way = c.difference < 0 if roles.measure_rises else c.difference > 0
        if easier_way and c.significant:
            fields: dict[str, str] = {"harder": b.step_name, "easier": a.step_name,
                                      "evidence": evidence, "measure": words}
            findings.append(Finding("anomaly", (
                phrase("Inverted step: the automa scores less at {harder} than at the easier "
                       "{easier}: {evidence}.", **fields)
                if column == roles.automa_score and roles.measure_rises else
                phrase("Inverted step: {measure} is lower at {harder} than at the easier "
                       "{easier}: {evidence}.", **fields) if roles.measure_rises else
                phrase("Inverted step: {measure} is higher at {harder} than at the easier "
                       "{easier}: {evidence}.", **fields))))
        elif not c.significant:
            findings.append(Finding("anomaly", phrase(
                "{easier} and {harder} cannot be told apart by {measure}: {evidence}.",
                easier=a.step_name, harder=b.step_name, measure=words, evidence=evidence)))
    if not findings:
        cells = [steps[0].easier, *(step.harder for step in steps)]
        order = " < " if roles.measure_rises else " > "
        chain = order.join(f"{cell.step_name} {cell.columns[column].mean:.2f}" for cell in cells)
        sign = 1 if roles.measure_rises else -1
        gaps = [sign * step.score.difference for step in steps if step.score is not None]
        worst = max(step.score.p_value for step in steps if step.score is not None)
        findings.append(Finding("ok", phrase(
            "The {levels} are strictly ordered by {measure}: {chain}; every step is "
            "significant (largest {p}).", levels=level_word, measure=words, chain=chain,
            p=p_text(worst))))
        findings.extend(spacing(steps, gaps, measure_unit(words)))
    return findings


def measure_unit(words: str) -> str:
    """What a step of the measure is counted in: "automa score" (of "the automa's score"),
    or the measure without its article."""
    if words == AUTOMAS_SCORE:
        return phrase("automa score")
    if isinstance(words, Phrase) and "measure" in words.fields:
        return str(words.fields["measure"]).replace("automa's score", "automa score")
    return words.removeprefix("the ").replace("automa's score", "automa score")


def spacing(steps: list[Step], gaps: list[float], measure: str | None) -> list[Finding]:
    """A note when one step of the ladder is much larger than another: in points of win
    rate (`measure` None), or of `measure`."""
    if len(gaps) < 2 or min(gaps) <= 0:
        return []
    big = max(range(len(gaps)), key=lambda i: gaps[i])
    small = min(range(len(gaps)), key=lambda i: gaps[i])
    if gaps[big] < UNEVEN * gaps[small]:
        return []
    def name(i: int) -> str:
        return f"{steps[i].easier.step_name} → {steps[i].harder.step_name}"

    fields: dict[str, str] = {
        "big": name(big), "size": f"{gaps[big]:.1f}", "times": f"{gaps[big] / gaps[small]:.1f}",
        "small": name(small), "small_size": f"{gaps[small]:.1f}"}
    if measure is None:
        return [Finding("note", phrase("Uneven steps: {big} is {size} points of win rate, "
                                       "{times} times {small} ({small_size}).", **fields))]
    return [Finding("note", phrase("Uneven steps: {big} is {size} points of {measure}, "
                                   "{times} times {small} ({small_size}).", measure=measure,
                                   **fields))]


def edge_findings(cells: list[CellStats]) -> list[Finding]:
    never = [cell for cell in cells if cell.win.n and cell.win.successes == 0]
    always = [cell for cell in cells if cell.win.n and cell.win.successes == cell.win.n]
    findings = []
    if never:
        findings.append(Finding("note", phrase(
            "At {levels} the stand-in never wins ({counts}): this level says little about "
            "players of this stand-in's strength.", levels=names_of(never),
            counts=counts_of(never, 0)) if len(never) == 1 else phrase(
            "At {levels} the stand-in never wins ({counts}): these levels say little about "
            "players of this stand-in's strength.", levels=names_of(never),
            counts=counts_of(never, 0))))
    if always:
        findings.append(Finding("note", phrase(
            "At {levels} the stand-in always wins ({counts}).", levels=names_of(always),
            counts=counts_of(always, None))))
    return findings


def names_of(cells: list[CellStats]) -> str:
    names = [cell.step_name for cell in cells]
    return names[0] if len(names) == 1 else phrase("{first} and {last}",
                                                   first=", ".join(names[:-1]),
                                                   last=names[-1])


def counts_of(cells: list[CellStats], wins: int | None) -> str:
    """"0 of 300", "300 of 300", or with several cells of one size "0 of 300 each"."""
    sizes = {cell.n for cell in cells}
    if len(sizes) == 1:
        n = sizes.pop()
        count = n if wins is None else wins
        return phrase("{count} of {games} each", count=count, games=n) if len(cells) > 1 \
            else phrase("{count} of {games}", count=count, games=n)
    return ", ".join(phrase("{count} of {games}", count=cell.n if wins is None else wins,
                            games=cell.n) for cell in cells)
