"""The rules, the store and the pages import nothing a browser lacks: the phone app's
Python holds no scientific library, no terminal library, no process pool (design.md,
"One presentation, two hosts"). Checked in a fresh interpreter, after every game has been
loaded and a page of each made through the phone's host."""

from __future__ import annotations

import json
import subprocess
import sys

#: What only the computer's commands use (simulation, reports, the terminal, the server).
COMPUTER_ONLY = ("numpy", "scipy", "matplotlib", "ray", "click", "rich", "uvicorn",
                 "pyarrow", "segno", "multiprocessing")

PROGRAM = """
import asyncio, json, sys, tempfile
from soloist.games import all_games
from soloist.web.phone import PhoneHost

host = PhoneHost(tempfile.mkdtemp() + "/saves.sqlite3", "/app")

async def visit():
    for path in ["/app/", "/app/components", "/app/backup", "/app/history",
                 *[f"/app/new/{definition.name}" for definition in all_games()]]:
        status, _, _ = await host.handle("GET", path, [])
        assert status == 200, (path, status)

asyncio.run(visit())
import soloist.store.transfer  # the backup, read and written on the phone
print(json.dumps(sorted(sys.modules)))
"""


def test_the_phone_app_imports_nothing_a_browser_lacks() -> None:
    done = subprocess.run([sys.executable, "-c", PROGRAM], capture_output=True, text=True,
                          check=True, timeout=300)
    loaded = json.loads(done.stdout.strip().splitlines()[-1])
    found = sorted(name for name in loaded
                   if any(name == banned or name.startswith(banned + ".")
                          for banned in COMPUTER_ONLY))
    assert found == []
    assert "soloist.web.app" in loaded and "soloist.games.tokaido" in loaded


FIRST_PAGE = """
import asyncio, json, sys, tempfile
from soloist.web.phone import PhoneHost

host = PhoneHost(tempfile.mkdtemp() + "/saves.sqlite3", "/app")
status, _, body = asyncio.run(host.handle("GET", "/app/", []))
assert status == 200 and b"Tokaido: the two Automas" in body, status
print(json.dumps(sorted(sys.modules)))
"""


def test_the_first_page_imports_no_game_and_not_the_backups_validation() -> None:
    """The phone app's start: its first page lists the games by title, importing no game's
    rules, and not pydantic (the games' positions and the backup file use it; a game page
    and the backup page import it when they are opened)."""
    done = subprocess.run([sys.executable, "-c", FIRST_PAGE], capture_output=True, text=True,
                          check=True, timeout=300)
    loaded = json.loads(done.stdout.strip().splitlines()[-1])
    assert [name for name in loaded if name.startswith("soloist.games.")] == []
    assert [name for name in loaded if name.split(".")[0] in ("pydantic", "pydantic_core")] == []


EMPTY_PHONE = """
import asyncio, json, sys, tempfile
from soloist.web.phone import PhoneHost

folder = tempfile.mkdtemp()
host = PhoneHost(folder + "/saves.sqlite3", "/app")
status, headers, first = asyncio.run(host.handle("GET", "/app/", []))
loaded = sorted(sys.modules)
made = PhoneHost(folder + "/other.sqlite3", "/app")
made.warm()
_, _, page = asyncio.run(made.handle("GET", "/app/", []))
print(json.dumps([status, first == page, loaded]))
"""


def test_a_phone_with_no_saves_shows_its_first_page_before_the_database_is_imported() -> None:
    """The first visit: the list of games, with none in it, is the very page the app makes,
    made before the web framework and the save database (most of a start's imports) are
    imported."""
    done = subprocess.run([sys.executable, "-c", EMPTY_PHONE], capture_output=True, text=True,
                          check=True, timeout=300)
    status, same, loaded = json.loads(done.stdout.strip().splitlines()[-1])
    assert status == 200 and same
    assert [name for name in loaded
            if name.split(".")[0] in ("sqlalchemy", "starlette", "anyio", "pydantic")] == []
