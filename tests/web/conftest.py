"""Fixtures for the web companion's tests."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from starlette.testclient import TestClient
from web_helpers import make_client

from soloist.store import Store


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    saves = Store(str(tmp_path / "web.sqlite3"))
    yield saves
    saves.close()


@pytest.fixture
def client(store: Store) -> Iterator[TestClient]:
    with make_client(store) as test_client:
        yield test_client
