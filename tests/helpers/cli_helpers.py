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
