"""Running the real `soloist` command in a subprocess."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path


def soloist_executable() -> str:
    beside_python = Path(sys.executable).parent / "soloist"
    if beside_python.exists():
        return str(beside_python)
    found = shutil.which("soloist")
    assert found, "the soloist command is not installed (pip install -e .)"
    return found


def run_soloist(
    *args: str, database: Path, stdin: str = "", timeout: float = 120
) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SOLOIST_DB": str(database), "COLUMNS": "200", "NO_COLOR": "1",
           "TERM": "dumb"}
    return subprocess.run([soloist_executable(), *args], input=stdin, capture_output=True,
                          text=True, env=env, timeout=timeout, check=False)


def as_at_a_terminal() -> None:
    """For a child process that a test interrupts with Ctrl-C (SIGINT): SIGINT as a terminal
    gives it, whatever this process inherited. (A test run started in the background of a
    shell without job control inherits SIGINT ignored, and so would the child: the Ctrl-C
    would never arrive.)"""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def invoke_soloist(*args: str, database: Path, stdin: str = ""
                   ) -> subprocess.CompletedProcess[str]:
    """The `soloist` command run in this process (click's CliRunner), as `run_soloist` runs
    it in a new one: the same arguments, database, input, 200 columns and no colour, the
    same exit status, output and error output. For the tests of what a command does; each
    command family keeps one `run_soloist` test of the real entry point (and of LANG read
    from a new process's environment). Not for `simulate`, `report` and `sensitivity`,
    which `main` hands to the compiled build first."""
    from click.testing import CliRunner

    from soloist.cli import cli
    from soloist.cli.common import console, errors

    widths = [(screen, screen._width) for screen in (console, errors)]
    for screen, _ in widths:  # as COLUMNS=200 gives a new process's consoles
        screen.width = 200
    try:
        done = CliRunner().invoke(cli, list(args), input=stdin, prog_name="soloist",
                                  env={"SOLOIST_DB": str(database), "COLUMNS": "200",
                                       "NO_COLOR": "1"})
    finally:
        for screen, width in widths:
            screen._width = width
    if done.exception is not None and not isinstance(done.exception, SystemExit):
        raise done.exception
    return subprocess.CompletedProcess(["soloist", *args], done.exit_code, done.stdout,
                                       done.stderr)
