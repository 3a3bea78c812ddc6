"""The history page: your finished games per game and level, the level finder's
recommendation, and a plot of your results by level, drawn here as SVG (the phone app has
no plotting library). Every mark has a shape of its own (a win a filled dot, a loss a
cross, a tie a hollow square), never a colour alone, and a table says the same in words."""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from markupsafe import Markup

from soloist.engine.phrase import phrase
from soloist.history.level_finder import Estimate, Ladder, ladder_for
from soloist.history.plays import HistoryPlay
from soloist.history.stats import GameStats, finder_games, level_name, level_order
from soloist.web.language import said

#: Where the plot's area lies in its 480 × 300 drawing (left, top, right, bottom): small
#: enough that its words stay readable on a phone, where it is drawn about 360 px wide.
WIDTH, HEIGHT = 480, 300
LEFT, TOP, RIGHT, BOTTOM = 58, 16, 470, 238
#: The win rates a person may aim at on the page.
AIMS = (30, 40, 50, 60, 70)


@dataclass(frozen=True)
class LevelRow:
    """One level in words: the table beside the plot."""

    label: str
    games: int
    record: str
    mean_margin: str
    chance: str
    recommended: bool


def margin(play: HistoryPlay) -> float | None:
    if play.person_score is None or play.automa_score is None:
        return None
    return play.person_score - play.automa_score


def level_rows(entry: GameStats, order: list[str], labels: dict[str, str],
               estimate: Estimate | None) -> list[LevelRow]:
    rows = []
    labels = {**{level.level: level.label for level in entry.levels if level.level},
              **labels}
    for level in order or [level.level or "" for level in entry.levels]:
        stats = next((found for found in entry.levels if found.level == level), None)
        margins = [value for value in (margin(play) for play in stats.plays)
                   if value is not None] if stats else []
        rows.append(LevelRow(
            label=labels.get(level) or level or phrase("All games"),
            games=stats.games if stats else 0,
            record=phrase("{won} won, {tied} tied, {lost} lost", won=stats.count("win"),
                          tied=stats.count("tie"), lost=stats.count("loss"))
            if stats else phrase("no games"),
            mean_margin=f"{sum(margins) / len(margins):+.1f}" if margins else "–",
            chance=f"{round(100 * estimate.chances[level])}%"
            if estimate is not None and level in estimate.chances else "–",
            recommended=estimate is not None and level == estimate.level))
    return rows


def results_svg(entry: GameStats, order: list[str], labels: dict[str, str],
                ladder: Ladder | None, estimate: Estimate | None, caption_id: str) -> Markup:
    """Your games by level (x: the levels, the easiest on the left; y: your margin over the
    automa), the line of margin 0 (above it a win), and the margin the finder expects of
    you at each level."""
    plotted = [(play.level, value, play.outcome) for play in entry.plays
               if play.level in order and (value := margin(play)) is not None]
    expected = ([(level, estimate.skill + ladder.offsets[level]) for level in order]
                if ladder is not None and estimate is not None and estimate.games else [])
    values = [value for _, value, _ in plotted] + [value for _, value in expected] + [0.0]
    low, high = min(values), max(values)
    pad = max(2.0, (high - low) * 0.1)
    low, high = low - pad, high + pad
    step = (RIGHT - LEFT) / max(1, len(order))

    def x(level: str, offset: float = 0.0) -> float:
        return LEFT + step * (order.index(level) + 0.5) + offset

    def y(value: float) -> float:
        return BOTTOM - (value - low) / (high - low) * (BOTTOM - TOP)

    parts = [f'<svg class="results-plot" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" '
             f'aria-labelledby="{caption_id}" xmlns="http://www.w3.org/2000/svg" '
             'font-size="15" fill="currentColor" stroke="currentColor">']
    parts.append(f'<line x1="{LEFT}" y1="{TOP}" x2="{LEFT}" y2="{BOTTOM}" stroke-width="1"/>')
    for tick in ticks(low, high):
        parts.append(f'<line x1="{LEFT - 4}" y1="{y(tick):.1f}" x2="{RIGHT}" y2="{y(tick):.1f}" '
                     'stroke-width="0.4" stroke-opacity="0.35"/>')
        parts.append(f'<text x="{LEFT - 8}" y="{y(tick) + 4:.1f}" text-anchor="end" '
                     f'stroke="none">{f"{tick:+g}" if tick else "0"}</text>')
    parts.append(f'<line x1="{LEFT}" y1="{y(0):.1f}" x2="{RIGHT}" y2="{y(0):.1f}" '
                 'stroke-width="1.5"/>')
    parts.append(f'<text x="{RIGHT}" y="{y(0) - 5:.1f}" text-anchor="end" stroke="none">'
                 f'{escape(said(phrase("above this line: a win")))}</text>')
    for level in order:
        label = escape(short(labels.get(level) or level))
        parts.append(f'<text x="{x(level):.1f}" y="{BOTTOM + 18}" text-anchor="middle" '
                     f'stroke="none">{label}</text>')
    if estimate is not None and estimate.games:
        recommended = x(estimate.level)
        parts.append(f'<rect x="{recommended - step / 2:.1f}" y="{TOP}" width="{step:.1f}" '
                     f'height="{BOTTOM - TOP}" fill-opacity="0.08" stroke="none"/>')
        parts.append(f'<text x="{recommended:.1f}" y="{BOTTOM + 36}" text-anchor="middle" '
                     'font-weight="bold" stroke="none">▲ '
                     f'{escape(said(phrase("recommended")))}</text>')
    if len(expected) > 1:
        path = " ".join(f"{'M' if number == 0 else 'L'}{x(level):.1f},{y(value):.1f}"
                        for number, (level, value) in enumerate(expected))
        parts.append(f'<path d="{path}" fill="none" stroke-width="1.5" '
                     'stroke-dasharray="6 4"/>')
    seen: dict[str, int] = {}
    for level, value, outcome in plotted:
        count = seen[level] = seen.get(level, 0) + 1
        spread = ((count % 7) - 3) * min(9.0, step / 10)
        parts.append(mark(x(level, spread), y(value), outcome))
    parts.append(f'<text x="14" y="{(TOP + BOTTOM) / 2:.0f}" text-anchor="middle" stroke="none" '
                 f'transform="rotate(-90 14 {(TOP + BOTTOM) / 2:.0f})">'
                 f'{escape(said(phrase("your margin")))}</text>')
    parts.append("</svg>")
    return Markup("".join(parts))


def mark(cx: float, cy: float, outcome: str) -> str:
    """A game's mark: a win a filled dot, a loss a cross, a tie a hollow square."""
    if outcome == "win":
        return f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="5" stroke="none"/>'
    if outcome == "tie":
        return (f'<rect x="{cx - 4.5:.1f}" y="{cy - 4.5:.1f}" width="9" height="9" '
                'fill="none" stroke-width="1.6"/>')
    return (f'<path d="M{cx - 4.5:.1f},{cy - 4.5:.1f}L{cx + 4.5:.1f},{cy + 4.5:.1f}'
            f'M{cx - 4.5:.1f},{cy + 4.5:.1f}L{cx + 4.5:.1f},{cy - 4.5:.1f}" '
            'stroke-width="2" fill="none"/>')


def ticks(low: float, high: float) -> list[float]:
    """Round values for the margin axis, about five of them."""
    span = high - low
    size = 1.0
    for candidate in (1, 2, 5, 10, 20, 25, 50, 100):
        size = float(candidate)
        if span / candidate <= 6:
            break
    first = int(low // size + 1) * size
    found = []
    value = first
    while value < high:
        found.append(value)
        value += size
    return found


def short(label: str) -> str:
    """A level's label on the plot's axis, in the page's language: its first words
    ("Medium", "4")."""
    return said(label).split(" (")[0]


def describe(entry: GameStats, estimate: Estimate | None, labels: dict[str, str]) -> str:
    """What the plot shows, in a sentence (its caption)."""
    plotted = sum(1 for play in entry.plays if margin(play) is not None)
    games = (phrase("Your {count} game", count=plotted) if plotted == 1 else
             phrase("Your {count} games", count=plotted))
    if estimate is not None and estimate.games:
        return phrase(
            "{games} with both scores recorded, by level (the easiest on the left), at your "
            "margin over the automa: a filled dot is a win, a cross a loss, a hollow square a "
            "tie; the line at 0 divides wins from losses; the dashed line is the margin the "
            "level finder expects of you at each level, and the shaded column is the level it "
            "recommends, {level}.", games=games,
            level=labels.get(estimate.level) or estimate.level)
    return phrase("{games} with both scores recorded, by level (the easiest on the left), at "
                  "your margin over the automa: a filled dot is a win, a cross a loss, a "
                  "hollow square a tie; the line at 0 divides wins from losses.", games=games)


@dataclass
class GameView:
    """One game on the history page."""

    entry: GameStats
    rows: list[LevelRow]
    plot: Markup | None
    caption: str
    caption_id: str
    estimate: Estimate | None
    standing: str
    #: The other levels that hold at least a tenth of the estimate, by their labels.
    also_likely: list[str]


def game_view(entry: GameStats, number: int) -> GameView:
    from soloist.history.plays import definition_of

    definition = definition_of(entry.game)
    order = level_order(definition)
    ladder = ladder_for(entry.game) if order else None
    estimate = entry.suggestion.estimate
    sweep = definition.difficulty_option if definition is not None else None
    labels = {level: level_name(sweep, level) for level in order} if sweep is not None else {}
    plot = None
    caption_id = f"results-{number}"
    if order and any(margin(play) is not None for play in entry.plays):
        plot = results_svg(entry, order, labels, ladder, estimate, caption_id)
    counted = len(finder_games(entry.plays, order))
    also = [labels.get(level, level) for level in estimate.likely_levels[1:]] \
        if estimate is not None and counted else []
    return GameView(entry, level_rows(entry, order, labels, estimate), plot,
                    describe(entry, estimate, labels), caption_id, estimate,
                    standing(estimate, counted), also)


#: The stand-ins' names as a sentence says them (each the name typed with --stand-in, said
#: in the page's language).
STAND_IN_WORDS: dict[str, str] = {
    "random": phrase("random"), "greedy": phrase("greedy"), "steady": phrase("steady"),
    "strong": phrase("strong"), "occupier": phrase("occupier")}


def stand_in_word(name: str) -> str:
    """A stand-in's name as a sentence says it ("strong:400": the name said, its setting
    as it is)."""
    base, colon, setting = name.partition(":")
    said = STAND_IN_WORDS.get(base)
    if said is None:
        return name
    return phrase("{name}:{setting}", name=said, setting=setting) if colon else said


def standing(estimate: Estimate | None, games: int) -> str:
    """Where the person stands on the stand-ins' ladder, in a sentence."""
    if estimate is None or not games:
        return ""
    if estimate.below and estimate.above:
        return phrase("You play between the {below} and the {above} stand-ins of Soloist's "
                      "simulations.", below=stand_in_word(estimate.below),
                      above=stand_in_word(estimate.above))
    if estimate.below:
        return phrase("You play better than Soloist's strongest stand-in ({below}).",
                      below=stand_in_word(estimate.below))
    if estimate.above:
        return phrase("You play below Soloist's weakest stand-in ({above}) so far.",
                      above=stand_in_word(estimate.above))
    return ""
