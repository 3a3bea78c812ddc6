"""./scripts/setup.sh (which start.sh and test.sh run first) installs on a fresh clone and
again when pyproject.toml changes, and otherwise skips the install (issue 17: start.sh
reinstalled Soloist on every start, 7 s each time)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

SCRIPTS = Path(__file__).parents[2] / "scripts"

# A stand-in for Python that writes down each call: `-m venv` makes a venv of itself,
# `-m pip` "installs" (the soloist command appears), anything else runs the real Python.
FAKE_PYTHON = """#!/usr/bin/env bash
echo "$*" >> "$CALLS"
if [ "$1" = "-m" ] && [ "$2" = "venv" ]; then
    mkdir -p "$3/bin" && cp "$0" "$3/bin/python" && exit 0
fi
if [ "$1" = "-m" ] && [ "$2" = "pip" ]; then
    if [ "$3" = "install" ] && [ "$4" = "--quiet" ] && [ "$5" = "--disable-pip-version-check" ]
    then
        printf '#!/bin/sh\\n' > .venv/bin/soloist && chmod +x .venv/bin/soloist
    fi
    exit 0
fi
exec {real} "$@"
"""


def clone(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    """A fresh clone: the scripts and pyproject.toml, no .venv."""
    root = tmp_path / "soloist"
    (root / "scripts").mkdir(parents=True)
    shutil.copy(SCRIPTS / "setup.sh", root / "scripts" / "setup.sh")
    (root / "pyproject.toml").write_text('[project]\nname = "soloist"\n')
    fake = tmp_path / "python"
    fake.write_text(FAKE_PYTHON.replace("{real}", sys.executable))
    fake.chmod(0o755)
    env = {**os.environ, "PYTHON": str(fake), "CALLS": str(tmp_path / "calls")}
    return root, env


def installs(root: Path, env: dict[str, str], *args: str) -> list[str]:
    """The pip installs one run of setup.sh made."""
    calls = Path(env["CALLS"])
    calls.write_text("")
    done = subprocess.run([str(root / "scripts" / "setup.sh"), *args], env=env,
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    return [line for line in calls.read_text().splitlines()
            if line.startswith("-m pip install --quiet --disable-pip-version-check")]


def test_setup_installs_once_and_again_only_when_pyproject_changes(tmp_path: Path) -> None:
    root, env = clone(tmp_path)
    assert len(installs(root, env)) == 1  # a fresh clone: installed
    assert installs(root, env) == []  # nothing changed: no reinstall
    assert installs(root, env) == []
    assert installs(root, env, "--dev") == [
        "-m pip install --quiet --disable-pip-version-check -e .[dev,postgresql]"]  # the test tools
    assert installs(root, env) == []  # a --dev install serves a plain start too
    assert installs(root, env, "--dev") == []
    (root / "pyproject.toml").write_text('[project]\nname = "soloist"\nversion = "2"\n')
    assert installs(root, env) == ["-m pip install --quiet --disable-pip-version-check -e ."]
    assert installs(root, env) == []
    (root / ".venv" / "bin" / "soloist").unlink()  # a broken venv: installed again
    assert len(installs(root, env)) == 1
