"""Fixtures for the web companion's tests."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from phone_app import CHROMIUM, CHROMIUM_ARGS
from playwright.sync_api import Browser, sync_playwright
from starlette.testclient import TestClient
from web_helpers import make_client

from soloist.store import Store

#: A database URL to run the web tests on instead of a fresh SQLite file, emptied before
#: each test (e.g. postgresql+psycopg://soloist:soloist@localhost/soloist_web; run those
#: tests with -n 0, since they share the database).
OTHER_DATABASE = os.environ.get("SOLOIST_TEST_DATABASE_URL")


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    if OTHER_DATABASE:
        from sqlalchemy import create_engine

        from soloist.store.database import metadata

        engine = create_engine(OTHER_DATABASE)
        metadata.drop_all(engine)
        engine.dispose()
    saves = Store(OTHER_DATABASE or str(tmp_path / "web.sqlite3"))
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
