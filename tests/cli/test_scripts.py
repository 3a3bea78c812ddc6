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


# -- test.sh and PostgreSQL (issue 25 item 11) ---------------------------------------------

SUCCEEDS = "#!/bin/sh\nexit 0\n"
POSTGRES_STARTS = """#!/bin/sh
echo "$*" >> "$CALLS"
if [ "$1" = start ]; then echo "postgresql+psycopg://soloist@127.0.0.1:5999/soloist_test"; fi
"""
POSTGRES_FAILS = """#!/bin/sh
echo "$*" >> "$CALLS"
echo "initdb: cannot run here" >&2
exit 1
"""


def checkout_for_test_sh(tmp_path: Path, postgres: str) -> tuple[Path, dict[str, str]]:
    """test.sh with stand-ins for what it runs: setup, the PostgreSQL script, the tools
    (pytest prints the database URL it was given)."""
    root = tmp_path / "soloist"
    (root / "scripts").mkdir(parents=True)
    shutil.copy(SCRIPTS / "test.sh", root / "scripts" / "test.sh")
    stand_ins = {"scripts/setup.sh": SUCCEEDS, "scripts/postgres.sh": postgres,
                 ".venv/bin/ruff": SUCCEEDS, ".venv/bin/mypy": SUCCEEDS,
                 ".venv/bin/pytest": '#!/bin/sh\necho "pytest with ${SOLOIST_TEST_DB:-none}"\n',
                 "tests/web/axe/node_modules/axe-core/axe.min.js": "",
                 # the phone app's build, and what it is built from
                 "scripts/build-app.sh": '#!/bin/sh\nmkdir -p "$1"\n',
                 "scripts/build-compiled.sh": SUCCEEDS,  # the compiled build
                 "pyproject.toml": "", "app/package-lock.json": "", "app/a.txt": "",
                 "app/a.js": "", "app/a.mjs": "", "src/soloist/a.py": ""}
    for name, text in stand_ins.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
        path.chmod(0o755)
    env = {**os.environ, "CALLS": str(tmp_path / "calls")}
    env.pop("SOLOIST_TEST_DB", None)
    return root, env


def run_test_sh(root: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(root / "scripts" / "test.sh")], env=env, capture_output=True,
                          text=True, timeout=120, check=False)


def test_test_sh_starts_postgresql_for_the_tests_and_stops_it(tmp_path: Path) -> None:
    root, env = checkout_for_test_sh(tmp_path, POSTGRES_STARTS)
    done = run_test_sh(root, env)
    assert done.returncode == 0, done.stderr
    assert "pytest with postgresql+psycopg://soloist@127.0.0.1:5999/soloist_test" in done.stdout
    start, stop = (tmp_path / "calls").read_text().splitlines()
    assert start.startswith("start ") and stop == "stop " + start.removeprefix("start ")


def test_test_sh_fails_clearly_when_postgresql_cannot_start(tmp_path: Path) -> None:
    root, env = checkout_for_test_sh(tmp_path, POSTGRES_FAILS)
    done = run_test_sh(root, env)
    assert done.returncode == 1
    assert "pytest" not in done.stdout  # no test ran, none was skipped
    assert "initdb: cannot run here" in done.stderr
    assert "Could not start PostgreSQL for the database tests" in done.stderr


def test_test_sh_uses_the_server_it_is_given(tmp_path: Path) -> None:
    root, env = checkout_for_test_sh(tmp_path, POSTGRES_FAILS)
    env["SOLOIST_TEST_DB"] = "postgresql+psycopg://me@db.example.org/tests"
    done = run_test_sh(root, env)
    assert done.returncode == 0, done.stderr
    assert "pytest with postgresql+psycopg://me@db.example.org/tests" in done.stdout
    assert not (tmp_path / "calls").exists()
