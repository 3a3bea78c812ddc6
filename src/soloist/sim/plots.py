"""Plots of simulated games (matplotlib, drawn off-screen)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

Row = Mapping[str, int | float | str]


def plot_distributions(rows: Sequence[Row], column: str, title: str, path: Path) -> None:
    """One histogram per level of `column`, overlaid, saved to `path` (PNG, SVG or PDF)."""
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
                  label=f"{level} (n={len(values)}, mean {sum(values) / len(values):.1f})")
    axes.set_xlabel(title)
    axes.set_ylabel("share of games")
    axes.set_title(f"{title} by level")
    axes.legend()
    figure.tight_layout()
    figure.savefig(path)
    plt.close(figure)
