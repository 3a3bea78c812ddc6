"""`soloist serve`, through the real entry point."""

from __future__ import annotations

import os
import re
import socket
import subprocess
import urllib.request
from pathlib import Path

import pytest
from cli_helpers import run_soloist, soloist_executable

from soloist.cli.serve import checkout, default_phone_app


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
        rest = [process.stdout.readline()]
        while "Saves:" not in rest[-1] and rest[-1]:
            rest.append(process.stdout.readline())
        assert f"Saves: {database}" in rest[-1]
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
    phone = next(line for line in lines if "On a phone" in line or "No network" in line)
    assert "?key=" in phone
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


def test_serve_serves_the_checkouts_built_phone_app_by_default(database: Path) -> None:
    """Without --app, `serve` serves build/app of this checkout (scripts/test.sh builds it
    before the tests; the tests of the phone app build it too)."""
    from phone_app import built_app

    built_app()
    env = {key: value for key, value in os.environ.items() if key != "SOLOIST_APP"}
    process = subprocess.Popen([soloist_executable(), "--db", str(database), "serve",
                                "--port", "0"], stdout=subprocess.PIPE, text=True, env=env)
    try:
        assert process.stdout is not None
        lines = [process.stdout.readline()]
        while "Saves:" not in lines[-1] and lines[-1]:
            lines.append(process.stdout.readline())
        found = re.search(r"open (http://127\.0\.0\.1:\d+/app/)", "".join(lines))
        assert found, lines
        assert "docs/" not in "".join(lines) and ".md" not in "".join(lines)  # words only
        with urllib.request.urlopen(found.group(1) + "sw.js", timeout=10) as response:
            assert response.status == 200
    finally:
        process.terminate()
        process.wait(timeout=15)


def test_this_checkout_is_found_and_its_build_app_is_the_default() -> None:
    root = checkout()
    assert root is not None and (root / "pyproject.toml").is_file()
    served, hint = default_phone_app(root)
    assert served == root / "build" / "app" or (served is None and hint is not None)


def test_a_phone_app_not_built_says_how_to_build_it(tmp_path: Path) -> None:
    assert default_phone_app(tmp_path) == (None, (
        "The phone app is not built, so /app/ is not served: build it with "
        f"./scripts/build-app.sh build/app in {tmp_path} (a few minutes, once), then start "
        "serve again."))
    (tmp_path / "build" / "app").mkdir(parents=True)
    (tmp_path / "build" / "app" / "index.html").write_text("<!doctype html>")
    assert default_phone_app(tmp_path)[0] is None  # half a build is not served
    (tmp_path / "build" / "app" / "sw.js").write_text("// the service worker")
    assert default_phone_app(tmp_path) == (tmp_path / "build" / "app", None)


def test_soloist_installed_from_a_package_says_where_the_phone_app_comes_from() -> None:
    served, hint = default_phone_app(None)
    assert served is None and hint is not None
    assert "./scripts/build-app.sh DIR" in hint and "serve --app DIR" in hint


def test_serve_says_how_to_have_the_phone_app_in_its_help(database: Path) -> None:
    shown = run_soloist("serve", "--help", database=database).stdout
    assert "./scripts/build-app.sh build/app" in " ".join(shown.split())


def test_serve_speaks_the_terminals_language(database: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """In the pseudo-language en-XA, what serve prints leaves no English word outside a
    bracket but the addresses, the save file's path and what is typed."""
    monkeypatch.setenv("LANG", "en_XA.UTF-8")
    process = subprocess.Popen([soloist_executable(), "--db", str(database), "serve", "--lan",
                                "--port", "0"], stdout=subprocess.PIPE, text=True,
                               env={**os.environ, "COLUMNS": "200"})
    try:
        assert process.stdout is not None
        lines = [process.stdout.readline()]
        while "Çţŕĺ+Ç" not in lines[-1] and lines[-1]:  # "Stop with Ctrl+C." said
            lines.append(process.stdout.readline())
    finally:
        process.terminate()
        process.wait(timeout=15)
    printed = "".join(line for line in lines if "▀" not in line and "█" not in line)
    shown = re.sub(r"https?://\S+|" + re.escape(str(database)), " ",
                   re.sub(r"\[[^\[\]]*\]", " ", printed))
    assert lines[0].startswith("[Šóĺóíšţ'š ŵéƀ çómpàñíóñ íš ŕúññíñĝ: ópéñ ]http://127.0.0.1:")
    assert re.findall(r"[A-Za-z]{2,}", shown) == []
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        done = run_soloist("serve", "--port", str(port), database=database)
    assert done.stderr.startswith(f"[Éŕŕóŕ: ][çàññóţ ĺíšţéñ óñ ]127.0.0.1[ póŕţ ]{port}[: ]")
