"""Fixtures for the web companion's tests."""

from __future__ import annotations

import re
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from cli_helpers import soloist_executable
from phone_app import CHROMIUM, CHROMIUM_ARGS
from playwright.sync_api import Browser, sync_playwright
from starlette.testclient import TestClient
from web_helpers import make_client

from soloist.store import Store


@pytest.fixture
def store(save_location: str) -> Iterator[Store]:
    """The saves of a test, once on SQLite and once on PostgreSQL."""
    saves = Store(save_location)
    yield saves
    saves.close()


@pytest.fixture
def client(store: Store) -> Iterator[TestClient]:
    with make_client(store) as test_client:
        yield test_client


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    """Debian's Chromium, one per test process: Playwright's synchronous API runs one at a
    time in a process, so every browser test shares it."""
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """`soloist serve` on a free port, over a database of its own (an empty library): its
    address and its database."""
    database = tmp_path_factory.mktemp("served") / "saves.sqlite3"
    process = subprocess.Popen(
        [soloist_executable(), "--db", str(database), "serve", "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert process.stdout is not None
    found = re.search(r"open (http://127\.0\.0\.1:\d+/)", process.stdout.readline())
    assert found, "soloist serve did not start"
    try:
        yield found.group(1), database
    finally:
        process.terminate()
        process.wait(timeout=15)
