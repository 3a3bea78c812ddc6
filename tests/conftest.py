"""Shared test fixtures."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings
from sqlalchemy import create_engine
from sqlalchemy.engine import make_url
from sqlalchemy.pool import NullPool

from soloist.i18n import language_from_environment as _language_from_environment

settings.register_profile(
    "soloist", max_examples=60, deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "soloist"))

# The terminal shows a saved game in the language of LC_ALL, LC_MESSAGES or LANG (issue 32);
# the tests read Soloist's English, whatever the language of the machine they run on.
if _language_from_environment() != "en":
    os.environ["LC_ALL"] = "C.UTF-8"


@pytest.fixture
def database(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A fresh save database for the test, also set as SOLOIST_DB."""
    path = tmp_path / "saves.sqlite3"
    monkeypatch.setenv("SOLOIST_DB", str(path))
    yield path


# -- the save databases the store and web tests run on: SQLite and a real PostgreSQL --------

#: A PostgreSQL server's URL for the database tests (postgresql+psycopg://…). Without it,
#: scripts/postgres.sh starts a server of the test run's own; ./scripts/test.sh (what CI
#: runs) starts one and sets it. Each test worker gets a database of its own on it.
TEST_DB = "SOLOIST_TEST_DB"
BACKENDS = ("sqlite", "postgresql")
ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="session")
def postgresql_server(tmp_path_factory: pytest.TempPathFactory, worker_id: str
                      ) -> Iterator[str]:
    """The URL of an empty PostgreSQL database of this test worker's own. Never skipped:
    without a server, every test that needs one fails, saying how to give one."""
    url = os.environ.get(TEST_DB)
    started = None
    if not url:
        started = tmp_path_factory.mktemp("postgres")
        done = subprocess.run([str(ROOT / "scripts" / "postgres.sh"), "start", str(started)],
                              capture_output=True, text=True, check=False, timeout=900)
        if done.returncode != 0:
            pytest.fail(f"the database tests need a PostgreSQL server, and none could be "
                        f"started: {done.stderr.strip()[-600:]}\nInstall PostgreSQL "
                        f"(apt-get install postgresql), or set {TEST_DB} to a "
                        "postgresql+psycopg:// URL.", pytrace=False)
        url = done.stdout.strip().splitlines()[-1]
    name = f"soloist_{worker_id}"
    admin = create_engine(url, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.exec_driver_sql(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        connection.exec_driver_sql(f'CREATE DATABASE "{name}"')
    try:
        yield make_url(url).set(database=name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as connection:
            connection.exec_driver_sql(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        admin.dispose()
        if started is not None:
            subprocess.run([str(ROOT / "scripts" / "postgres.sh"), "stop", str(started)],
                           check=False, timeout=120)


@pytest.fixture(params=BACKENDS)
def save_location(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Where a test's saves go, once on each backend: a fresh SQLite file, and an empty
    PostgreSQL database (its tables dropped before the test)."""
    if request.param == "sqlite":
        return str(tmp_path / "saves.sqlite3")
    url = str(request.getfixturevalue("postgresql_server"))
    engine = create_engine(url, poolclass=NullPool)
    with engine.begin() as connection:  # emptied: cheaper than dropping and making tables
        tables = connection.exec_driver_sql(
            "SELECT tablename FROM pg_tables WHERE schemaname = 'public'").scalars().all()
        if tables:
            connection.exec_driver_sql(
                "TRUNCATE " + ", ".join(f'"{table}"' for table in tables) + " CASCADE")
    engine.dispose()
    return url
