"""`soloist sensitivity GAME` and `soloist report GAME --target FILE` through the real
command."""

from __future__ import annotations

import json
from html import unescape
from pathlib import Path

from cli_helpers import run_soloist


def test_sensitivity_writes_html_and_json_with_the_designers_own_variants(
        database: Path, tmp_path: Path) -> None:
    out = tmp_path / "ff.html"
    done = run_soloist("sensitivity", "fantastic-factories", "--games", "30", "--seed", "2",
                       "--workers", "1", "--stand-in", "greedy", "--variant",
                       "fantastic-factories: monument bonus 0", "--variant",
                       "work phase lower only", "--out", str(out), database=database)
    assert done.returncode == 0, done.stderr
    text = " ".join(done.stdout.split())
    assert "Fantastic Factories: The Machine: 90 games, 30 per variant and stand-in, seed 2" \
        in text
    assert "greedy at Medium (3 cards, recommended): first work phase lower only" in text
    document = json.loads(out.with_suffix(".json").read_text())
    (panel,) = document["panels"]
    assert [effect["variant"] for effect in panel["effects"]] == [
        "work phase lower only", "monument bonus 0"]
    assert panel["games"] == 30 and document["seed"] == 2
    html = unescape(out.read_text())
    assert ("soloist sensitivity fantastic-factories --seed 2 --games 30 --difficulty medium "
            "--stand-in greedy --variant 'fantastic-factories: monument bonus 0' --variant "
            "'work phase lower only'") in html


def test_sensitivity_names_what_it_cannot_change(database: Path, tmp_path: Path) -> None:
    done = run_soloist("sensitivity", "tokaido", "--games", "5", "--variant",
                       "difficulty card farm twice", "--out", str(tmp_path / "t.html"),
                       database=database)
    assert done.returncode == 1
    message = " ".join(done.stderr.split())
    assert "names no part of this automa" in message
    assert "At level 4 nobody draws a Difficulty Level card" in message


def test_report_puts_the_target_matrix_beside_the_measured_win_rates(
        database: Path, tmp_path: Path) -> None:
    target = tmp_path / "target.toml"
    target.write_text('[greedy]\neasy = "40%"\nmedium = 0.2\n')
    out = tmp_path / "report.html"
    done = run_soloist("report", "fantastic-factories", "--games", "40", "--seed", "3",
                       "--difficulty", "easy,medium", "--target", str(target), "--workers",
                       "1", "--out", str(out), database=database)
    assert done.returncode == 0, done.stderr
    text = " ".join(done.stdout.split())
    assert "Target greedy at Easy (2 cards): wished 40%, measured" in text
    assert "points from the target (root mean square of the 2 cells' distances)" in text
    html = out.read_text()
    assert 'id="target"' in html and "--target " + str(target) in html
    bad = tmp_path / "bad.toml"
    bad.write_text("[greedy]\ninsane-plus = 0.5\n")
    refused = run_soloist("report", "fantastic-factories", "--games", "5", "--target",
                          str(bad), "--out", str(out), database=database)
    assert refused.returncode == 1
    assert f"{bad}: greedy: insane-plus: option difficulty" in " ".join(refused.stderr.split())
