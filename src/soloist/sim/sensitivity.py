"""`soloist sensitivity GAME`: what moves the automa's strength.

For each part of the automa a designer could change (its rules module declares them as
data: `GameDefinition.automa_parts`), a *variant* changes that one part, and it is played
against the unchanged automa on the same seeds. The variant is an option of the games
(`engine.variants.VARIANT`), so the runner plays it as one more value of an axis: one
plan per stand-in and level, whose cells are the unchanged automa and each variant, game
*i* with the same seed in every cell. Local workers and a Ray cluster give the same rows.

Per stand-in and level, each variant's *effect* is its figure minus the unchanged automa's,
game by game: on the stand-in's win rate (McNemar's exact test) and on its score margin
over the automa (the paired t-test). The variants of one stand-in and level are a family
of tests: the p-values are adjusted by Holm's method and the intervals are Bonferroni's
(each at 1 − 0.05/m for m variants), so a variant called significant is so after the
number of variants tried. Variants are ranked by the size of their effect on the margin
(the more sensitive measure), and by their effect on the win rate beside it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from soloist.engine.errors import OptionError
from soloist.engine.game import GameDefinition, OptionValue
from soloist.engine.phrase import phrase
from soloist.engine.proportions import Proportion, wilson
from soloist.engine.variants import VARIANT, Variant, parse_variant
from soloist.sim.balance import WON, Roles, roles_for
from soloist.sim.runner import Plan, Row, make_plan
from soloist.sim.stats import Comparison, Summary, compare_means, compare_rates, holm, summarise

#: The family-wise level the tests of one stand-in and level are held to.
ALPHA = 0.05
#: How the unchanged automa's cells name their variant.
UNCHANGED = "None"


def variant_texts(definition: GameDefinition, options: Mapping[str, OptionValue],
                  given: Sequence[str] | None) -> list[str]:
    """The variants to play with these options (a level's): those `given` (checked, in
    their canonical text), or every variant the game declares."""
    parts = definition.automa_parts(options)
    if given:
        texts = [parse_variant(parts, text, game=definition.name).text for text in given]
        if any(not text for text in texts):
            raise OptionError("--variant: name a part of the automa to change")
        return list(dict.fromkeys(texts))
    declared = [variant.text for variant in parts.declared()]
    if not declared:
        raise OptionError(f"{definition.name} declares no part of its automa to change")
    return declared


def make_plans(definition: GameDefinition, *, games: int, seed: int,
               levels: Sequence[str] | str | None, options: Mapping[str, object],
               stand_ins: Sequence[str | None], variants: Sequence[str] | None = None,
               facts: Mapping[str, str] | None = None) -> list[Plan]:
    """One plan per stand-in and level: the unchanged automa and each variant, on the same
    seeds. `levels`: "all", a list, or None for the game's default level."""
    if options.get(VARIANT):
        raise OptionError("a sensitivity report plays the unchanged automa against each "
                          "variant: name them with --variant")
    probe = make_plan(definition, games=games, seed=seed, levels=levels, options=options,
                      stand_in=stand_ins[0], facts=facts)
    plans = []
    for stand_in in stand_ins:
        for level in probe.levels:
            level_options = dict(options)
            if probe.level_option is not None:
                level_options[probe.level_option] = level
            parsed = definition.parse_options(
                {**level_options, **definition.simulation_options(stand_in or probe.stand_in)})
            texts = variant_texts(definition, parsed, variants)
            plans.append(make_plan(
                definition, games=games, seed=seed,
                levels=None if probe.level_option is None else [str(level)],
                options=level_options, stand_in=stand_in, axes={VARIANT: ["", *texts]},
                facts=facts))
    return plans


# -- the effects ----------------------------------------------------------------------------

@dataclass(frozen=True)
class Effect:
    """One variant's effect at one stand-in and level: its figure minus the unchanged
    automa's, game by game, with Holm's adjusted p-values and Bonferroni's intervals."""

    variant: str
    kind: str
    games: int
    margin: Comparison | None
    win: Comparison | None
    margin_p: float = 1.0
    win_p: float = 1.0
    rank: int = 0
    win_rank: int = 0

    @property
    def significant(self) -> bool:
        """Significant on the margin or on the win rate, after the correction."""
        return self.margin_p < ALPHA or self.win_p < ALPHA

    @property
    def stronger(self) -> bool | None:
        """Whether the variant makes the automa stronger (the stand-in's margin falls);
        None when it cannot tell (no margin)."""
        if self.margin is None:
            return None
        return self.margin.difference < 0

    def to_json(self) -> dict[str, object]:
        return {"variant": self.variant, "kind": self.kind, "rank": self.rank,
                "win_rank": self.win_rank, "games": self.games,
                "margin": comparison_json(self.margin, self.margin_p),
                "win_rate": comparison_json(self.win, self.win_p),
                "significant": self.significant, "stronger": self.stronger}


def comparison_json(found: Comparison | None, adjusted: float) -> dict[str, object] | None:
    if found is None:
        return None
    return {"difference": found.difference, "ci_low": found.ci_low, "ci_high": found.ci_high,
            "p": found.p_value, "p_holm": adjusted, "test": found.test, "games": found.n}


@dataclass
class Panel:
    """One stand-in at one level: the unchanged automa's figures and each variant's effect,
    ranked."""

    stand_in: str
    level: str | None
    level_label: str
    games: int
    roles: Roles
    base_win: Proportion | None
    base_margin: Summary | None
    effects: list[Effect] = field(default_factory=list)
    #: The confidence of each interval: 1 − 0.05/m (Bonferroni).
    confidence: float = 0.95
    run_id: str = ""

    @property
    def where(self) -> str:
        if self.level is None:
            return self.stand_in
        return phrase("{stand_in} at {level}", stand_in=self.stand_in, level=self.level_label)

    def to_json(self) -> dict[str, object]:
        return {
            "stand_in": self.stand_in, "level": self.level, "level_label": self.level_label,
            "games": self.games, "run_id": self.run_id, "confidence": self.confidence,
            "unchanged": {
                "win_rate": self.base_win.to_json() if self.base_win else None,
                "margin": self.base_margin.to_json() if self.base_margin else None},
            "effects": [effect.to_json() for effect in self.effects],
        }


def margin_of(row: Row, roles: Roles) -> float | None:
    """The stand-in's margin over the automa in one game: the game's own `margin`, else its
    score minus the automa's; None when the game has neither."""
    value = row.get("margin")
    if isinstance(value, int | float):
        return float(value)
    if roles.person_score and roles.automa_score:
        you, automa = row.get(roles.person_score), row.get(roles.automa_score)
        if isinstance(you, int | float) and isinstance(automa, int | float):
            return float(you) - float(automa)
    return None


def analyse(plan: Plan, definition: GameDefinition, rows: Sequence[Row]) -> Panel:
    """The effects of one plan's variants (a stand-in at a level), from its rows."""
    identity = (*plan.key_columns, "game", "seed")
    roles = roles_for(definition, rows, identity)
    by_variant: dict[str, list[Row]] = {}
    for row in rows:
        by_variant.setdefault(str(row[VARIANT]), []).append(row)
    for cell_rows in by_variant.values():
        cell_rows.sort(key=lambda row: int(row["game"]))
    base = by_variant.get(UNCHANGED, [])
    level = plan.levels[0]
    sweep = definition.sweep_option
    texts = [str(value) for _, values in plan.axes for value in values if value is not None]
    confidence = 1 - ALPHA / max(1, len(texts))
    base_margins = margins(base, roles)
    base_wins = wins(base) if roles.win else []
    found: list[Effect] = []
    for text in texts:
        cell = by_variant.get(text, [])
        if [row["game"] for row in cell] != [row["game"] for row in base]:
            raise ValueError(f"variant {text!r}: its games are not the unchanged automa's")
        these = margins(cell, roles)
        margin = compare_means(base_margins, these, paired=True, confidence=confidence) \
            if base_margins and len(these) == len(base_margins) > 1 else None
        won = wins(cell) if roles.win else []
        win = compare_rates(base_wins, won, paired=True, confidence=confidence) \
            if base_wins and len(won) == len(base_wins) else None
        found.append(Effect(text, kind_of(definition, plan, text), len(cell), margin, win))
    found = adjusted(found)
    return Panel(
        stand_in=plan.stand_in, level=None if level is None else str(level),
        level_label=sweep.label_of(level) if sweep is not None and level is not None else "",
        games=len(base), roles=roles,
        base_win=wilson(sum(base_wins), len(base_wins)) if base_wins else None,
        base_margin=summarise(base_margins) if base_margins else None,
        effects=found, confidence=confidence, run_id=plan.run_id)


def margins(rows: Sequence[Row], roles: Roles) -> list[float]:
    values = [margin_of(row, roles) for row in rows]
    return [value for value in values if value is not None] \
        if all(value is not None for value in values) else []


def wins(rows: Sequence[Row]) -> list[int]:
    return [int(row[WON]) for row in rows if isinstance(row.get(WON), int | float)]


def kind_of(definition: GameDefinition, plan: Plan, text: str) -> str:
    """What a variant changes, in a word: a deck's name ("card"), "rule" or "several"."""
    options = definition.parse_options({**plan.options_for(plan.cells()[0]), VARIANT: None})
    variant: Variant = parse_variant(definition.automa_parts(options), text,
                                     game=definition.name)
    return variant.kind


def adjusted(effects: list[Effect]) -> list[Effect]:
    """The effects with Holm's p-values, ranked: by the size of the effect on the margin
    (then on the win rate), and by the win rate's alone."""
    margin_p = holm([effect.margin.p_value if effect.margin else 1.0 for effect in effects])
    win_p = holm([effect.win.p_value if effect.win else 1.0 for effect in effects])

    def size(found: Comparison | None) -> float:
        return abs(found.difference) if found is not None else 0.0

    order = sorted(range(len(effects)), key=lambda i: (-size(effects[i].margin),
                                                       -size(effects[i].win), i))
    by_win = sorted(range(len(effects)), key=lambda i: (-size(effects[i].win),
                                                        -size(effects[i].margin), i))
    rank = {index: number for number, index in enumerate(order, start=1)}
    win_rank = {index: number for number, index in enumerate(by_win, start=1)}
    made = [Effect(effect.variant, effect.kind, effect.games, effect.margin, effect.win,
                   margin_p[i], win_p[i], rank[i], win_rank[i])
            for i, effect in enumerate(effects)]
    return sorted(made, key=lambda effect: effect.rank)
