"""Fixtures for the web companion's tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
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
