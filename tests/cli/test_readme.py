"""The README is a front door (issue 23): short, its two commands true, every link and
picture there, every figure with the bench that printed it; and `start.sh` says how to
run `soloist` from any folder."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_readme_is_at_most_300_lines() -> None:
    assert len(README.splitlines()) <= 300


def test_the_quick_start_commands_are_the_scripts_ci_runs() -> None:
    quick = README.split("## Quick start")[1].split("\n## ")[0]
    commands = re.findall(r"^(\./scripts/\S+)", quick.split("```sh")[1].split("```")[0],
                          re.MULTILINE)
    assert commands == ["./scripts/start.sh", "./scripts/test.sh"]
    for command in commands:
        assert os.access(ROOT / command, os.X_OK), command
    # CI runs the README's test command itself, whole (then the longer live-equals-replay).
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    runs = [line for line in ci if line and not line.startswith(("#", "set ", "cd "))]
    assert runs[0] == "./scripts/test.sh", runs
    assert "pipx install ." in quick and "uv tool install ." in quick


def test_every_link_and_picture_of_the_readme_is_there() -> None:
    targets = re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", README)
    targets += re.findall(r'<img src="([^"]+)"', README)
    assert targets
    for target in targets:
        if not target.startswith("http"):
            assert (ROOT / target).exists(), target
    picture = ROOT / "docs" / "phone-at-the-table.png"
    assert picture.stat().st_size < 100_000  # a small picture
    assert picture.read_bytes()[16:24] == (390).to_bytes(4, "big") + (844).to_bytes(4, "big")


def test_every_figure_names_the_bench_that_printed_it() -> None:
    figures = README.split("## Figures")[1].split("\n## ")[0]
    rows = [line for line in figures.splitlines() if line.startswith("| ")][1:]
    assert rows
    for row in rows:
        benches = re.findall(r"`bench/(\w+\.py)`", row)
        assert len(benches) == 1 and (ROOT / "bench" / benches[0]).exists(), row
    for bench in re.findall(r"`bench/(\w+\.py)", README):
        assert (ROOT / "bench" / bench).exists(), bench


def test_start_says_how_to_run_soloist_from_any_folder() -> None:
    """While `soloist` is not on the PATH, one line says how; the command still runs."""
    done = subprocess.run([str(ROOT / "scripts" / "start.sh"), "--version"],
                          env={**os.environ, "PATH": "/usr/bin:/bin", "PYTHON": sys.executable},
                          capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    assert "soloist, version" in done.stdout
    said = [line for line in done.stderr.splitlines() if "from any folder" in line]
    assert said == [f'To run soloist from any folder: export PATH="{ROOT}/.venv/bin:$PATH" (in '
                    "your shell's profile), or install it for good with: pipx install . (or: "
                    "uv tool install .)"]
