"""`soloist serve`, through the real entry point."""

from __future__ import annotations

import re
import socket
import subprocess
import urllib.request
from pathlib import Path

from cli_helpers import run_soloist, soloist_executable


def test_serve_is_listed_with_its_options(database: Path) -> None:
    done = run_soloist("serve", "--help", database=database)
    assert done.returncode == 0
    for option in ("--host", "--port", "--lan", "--allow-host", "--cache"):
        assert option in done.stdout
    assert "serve" in run_soloist("--help", database=database).stdout


def test_serve_prints_the_address_and_answers_there(database: Path) -> None:
    process = subprocess.Popen([soloist_executable(), "--db", str(database), "serve",
                                "--port", "0"], stdout=subprocess.PIPE, text=True)
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        found = re.search(r"open (http://127\.0\.0\.1:\d+/)", line)
        assert found, line
        with urllib.request.urlopen(found.group(1), timeout=60) as response:
            page = response.read().decode()
        assert response.status == 200 and "Fantastic Factories: The Machine" in page
        assert f"Saves: {database}" in process.stdout.readline()
    finally:
        process.terminate()
        process.wait(timeout=15)


def test_serve_on_the_lan_prints_where_a_phone_opens_it(database: Path) -> None:
    process = subprocess.Popen([soloist_executable(), "--db", f"sqlite:///{database}",
                                "serve", "--lan", "--port", "0"], stdout=subprocess.PIPE,
                               text=True)
    try:
        assert process.stdout is not None
        lines = [process.stdout.readline()]
        while "Saves:" not in lines[-1] and lines[-1]:
            lines.append(process.stdout.readline())
    finally:
        process.terminate()
        process.wait(timeout=15)
    assert "open http://127.0.0.1:" in lines[0]
    # --lan is private: the address to open carries a key (and comes as a QR code too).
    assert "On a phone on the same network" in lines[1] or "No network address" in lines[1]
    assert "?key=" in lines[1]
    assert "everyone else gets 403" in "".join(lines)
    assert database.exists()  # a database URL works as well as a path


def test_new_key_needs_lan(database: Path) -> None:
    done = run_soloist("serve", "--new-key", database=database)
    assert done.returncode == 2 and "--new-key renews the key of the --lan address" in \
        done.stderr


def test_a_port_in_use_is_a_clear_error(database: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        done = run_soloist("serve", "--port", str(port), database=database)
    assert done.returncode == 1
    assert f"cannot listen on 127.0.0.1 port {port}" in done.stderr
    assert "Traceback" not in done.stderr
