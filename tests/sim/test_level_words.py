"""A report names a level as the table does ("L1"), never by its option's key ("l1")."""

from __future__ import annotations

from soloist.sim.balance import WON, CellStats, between_axis_values
from soloist.sim.stats import Proportion


def cell(level: str, label: str, character: str, wins: int) -> CellStats:
    return CellStats(key=(level, character), level=level, level_label=label,
                     axes=(("character", character),), n=10,
                     win=Proportion(wins, 10, 0.0, 1.0), tie=None, columns={},
                     games=list(range(10)),
                     values={WON: [1.0] * wins + [0.0] * (10 - wins)})


def test_a_step_of_the_ladder_is_named_by_the_levels_label() -> None:
    assert cell("l1", "L1", "Navigator", 5).step_name == "L1"
    assert cell("None", "", "Navigator", 5).step_name == "all games"


def test_the_characters_compared_at_a_level_name_it_by_its_label() -> None:
    findings = between_axis_values([cell("l2", "L2", "Navigator", 9),
                                    cell("l2", "L2", "Merchant", 1)], "level", None)
    assert findings and all("At level L2" in finding.text for finding in findings)
    assert not any("l2" in finding.text for finding in findings)


def test_a_reports_other_options_are_named_by_their_titles() -> None:
    """"Journey of Initiation: no", never "initiation: False" or "base_game: default"."""
    from soloist.games import find_game
    from soloist.sim import runner
    from soloist.sim.balance_report import RunInfo, parameters

    tokaido = find_game("tokaido")
    plan = runner.make_plan(tokaido, games=2, seed=1)
    rows = {name: value for name, value in parameters(plan, tokaido, RunInfo(
        "c", "c", "1 local", 0.1), rows=2)}
    other = rows["Other options"]
    titles = [spec.title for spec in tokaido.options
              if not spec.hidden and spec.name not in tokaido.simulation_defaults
              and not spec.sweep]
    assert titles and all(f"{title}: " in other for title in titles)
    assert "False" not in other and "_" not in other
