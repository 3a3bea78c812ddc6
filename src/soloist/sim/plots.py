"""Plots of simulated games (matplotlib, drawn off-screen)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from soloist.engine.phrase import phrase

#: Says a figure's words in the report's language (`soloist.sim.words.sayer`).
Say = Callable[[str], str]

Row = Mapping[str, int | float | str]


def plot_distributions(rows: Sequence[Row], column: str, title: str, path: Path,
                       note: str | None = None, say: Say = str) -> None:
    """One histogram per level of `column`, overlaid, saved to `path` (PNG, SVG or PDF);
    `note` (what the figures rest on, an assumption say) is printed under it; `say` says
    the figure's words (`title` a phrase among them) in the reader's language."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    levels: dict[str, list[float]] = {}
    for row in rows:
        levels.setdefault(str(row["level"]), []).append(float(row[column]))
    low = min(min(values) for values in levels.values())
    high = max(max(values) for values in levels.values())
    bins = [x - 0.5 for x in range(int(low), int(high) + 2)]
    figure, axes = plt.subplots(figsize=(8, 4.5), dpi=120)
    for level, values in levels.items():
        axes.hist(values, bins=bins, histtype="step", linewidth=1.6, density=True,
                  label=say(phrase("{level} (n={games}, mean {mean})", level=level,
                                   games=len(values),
                                   mean=f"{sum(values) / len(values):.1f}")))
    axes.set_xlabel(say(title))
    axes.set_ylabel(say(phrase("share of games")))
    axes.set_title(say(phrase("{title} by level", title=title)))
    axes.legend()
    if note:
        import textwrap

        lines = textwrap.wrap(note, 120)
        figure.text(0.01, 0.01, "\n".join(lines), fontsize=7, va="bottom")
        figure.tight_layout(rect=(0, 0.03 * len(lines) + 0.01, 1, 1))
    else:
        figure.tight_layout()
    figure.savefig(path)
    plt.close(figure)


# -- figures of a balance report, as PNG data embedded in the HTML ----------------------------

def _pyplot() -> Any:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def _data_uri(figure: Any) -> str:
    import base64
    import io

    plt = _pyplot()
    buffer = io.BytesIO()
    # Fixed margins (set in _grid) instead of tight_layout, which draws everything twice.
    figure.savefig(buffer, format="png", dpi=100, pil_kwargs={"compress_level": 4})
    plt.close(figure)
    return "data:image/png;base64," + base64.b64encode(buffer.getvalue()).decode("ascii")


def _grid(count: int, width: float = 4.6, height: float = 3.2,
          most_columns: int = 3) -> tuple[Any, list[Any]]:
    plt = _pyplot()
    if count == 1:
        width, height = 8.0, 4.2
    columns = min(most_columns, max(count, 1))
    rows = -(-max(count, 1) // columns)
    figure, axes = plt.subplots(rows, columns, figsize=(width * columns, height * rows),
                                squeeze=False)
    total_width, total_height = width * columns, height * rows
    # Margins in inches, as fractions: room for tick labels, axis labels and titles.
    figure.subplots_adjust(left=0.75 / total_width, right=1 - 0.2 / total_width,
                           top=1 - 0.35 / total_height, bottom=0.8 / total_height,
                           wspace=0.75 / (width - 0.75), hspace=1.2 / (height - 1.2))
    flat = [axis for row in axes for axis in row]
    for axis in flat[count:]:
        axis.set_visible(False)
    return figure, flat[:count]


def distribution_figure(groups: Sequence[tuple[str, Sequence[tuple[str, Sequence[float]]]]],
                        title: str, say: Say = str) -> str:
    """Per group (an axis value), one outlined histogram per level of `values`."""
    import numpy as np

    figure, axes = _grid(len(groups))
    for axis, (group, levels) in zip(axes, groups, strict=True):
        if not any(values for _, values in levels):
            continue
        # As arrays: matplotlib checks a list of numbers element by element.
        arrays = [(label, np.asarray(values, dtype=float)) for label, values in levels]
        every = np.concatenate([values for _, values in arrays])
        integral = bool(np.all(every == np.floor(every)))
        low, high = float(every.min()), float(every.max())
        if integral and high - low <= 200:
            bins: Any = [x - 0.5 for x in range(int(low), int(high) + 2)]
        else:
            bins = 30
        for (label, values), (_, array) in zip(levels, arrays, strict=True):
            if values:
                axis.hist(array, bins=bins, histtype="step", linewidth=1.5,
                          density=True, label=say(phrase(
                              "{label} (mean {mean})", label=label,
                              mean=f"{sum(values) / len(values):.1f}")))
        axis.set_xlabel(title)
        axis.set_ylabel(say(phrase("share of games")))
        axis.set_title(group or title, fontsize=10)
        axis.legend(fontsize=8)
    return _data_uri(figure)


Point = tuple[str, float, float, float]
Panel = tuple[str, Sequence[tuple[str, Sequence[Point]]]]


def interval_figure(panels: Sequence[Panel], *, percent: bool = False,
                    level_name: str = "level") -> str:
    """Small multiples: per panel (a column), per series (an axis value), the estimate and
    its 95% interval at each level: ``(level, estimate, low, high)``."""
    figure, axes = _grid(len(panels))
    for axis, (title, series) in zip(axes, panels, strict=True):
        many = len(series) > 1
        for number, (name, points) in enumerate(series):
            levels = [p[0] for p in points]
            scale = 100 if percent else 1
            estimate = [scale * p[1] for p in points]
            below = [scale * (p[1] - p[2]) for p in points]
            above = [scale * (p[3] - p[1]) for p in points]
            shift = (number - (len(series) - 1) / 2) * 0.08 if many else 0.0
            xs = [i + shift for i in range(len(levels))]
            axis.errorbar(xs, estimate, yerr=[below, above], marker="o", capsize=4,
                          linewidth=1.4, label=name if many else None)
            axis.set_xticks(range(len(levels)), levels, rotation=20, fontsize=8)
        axis.set_title(title, fontsize=10)
        axis.set_xlabel(level_name)
        if percent:
            axis.set_ylabel("%")
        if many:
            axis.legend(fontsize=8)
        axis.grid(alpha=0.3)
    return _data_uri(figure)


#: One row of an effects figure: a variant's name, then per panel its effect, interval and
#: whether it is significant (None: no such figure for it).
EffectRow = tuple[str, Sequence[tuple[float, float, float, bool] | None]]


def effects_figure(titles: Sequence[str], rows: Sequence[EffectRow], say: Say = str) -> str:
    """Ranked effects (a forest plot): per panel (a measure) each variant's effect with its
    interval, the first-ranked at the top; a filled dot is significant, a hollow one is not
    (the shape says it, not a colour); a vertical line marks no effect."""
    plt = _pyplot()
    count = len(titles)
    height = max(2.4, 0.32 * len(rows) + 1.3)
    figure, axes = plt.subplots(1, count, figsize=(5.6 * count, height), squeeze=False,
                                sharey=True)
    names = [name for name, _ in rows]
    positions = list(range(len(rows)))[::-1]
    figure.subplots_adjust(left=min(0.45, 0.1 + 0.0085 * max((len(n) for n in names),
                                                            default=10) / count),
                           right=0.98, top=1 - 0.45 / height, bottom=0.75 / height,
                           wspace=0.08)
    for column, (axis, title) in enumerate(zip(axes[0], titles, strict=True)):
        axis.axvline(0, color="0.4", linewidth=1)
        for y, (_, figures) in zip(positions, rows, strict=True):
            found = figures[column]
            if found is None:
                continue
            value, low, high, significant = found
            axis.errorbar([value], [y], xerr=[[value - low], [high - value]], fmt="o",
                          color="black", markersize=6, capsize=3, linewidth=1.2,
                          markerfacecolor="black" if significant else "white")
        axis.set_title(title, fontsize=10)
        axis.grid(axis="x", alpha=0.3)
        axis.set_yticks(positions, names, fontsize=8)
    shown = [plt.Line2D([], [], marker="o", color="black", linestyle="", markersize=6,
                        markerfacecolor=face) for face in ("black", "white")]
    axes[0][-1].legend(shown, [say(phrase("significant (corrected)")),
                               say(phrase("not significant"))], fontsize=8, loc="lower right")
    return _data_uri(figure)
