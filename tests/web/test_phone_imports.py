"""The rules, the store and the pages import nothing a browser lacks: the phone app's
Python holds no scientific library, no terminal library, no process pool (design.md,
"One presentation, two hosts"). Checked in a fresh interpreter, after every game has been
loaded and a page of each made through the phone's host."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

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


KEEP_FIRST_PAGES = """
import asyncio, json, sys, tempfile
from pathlib import Path
import soloist.web.phone as phone

folder = Path(tempfile.mkdtemp())
languages = phone.keep_first_pages(Path(sys.argv[1]))
made = {}  # each page as the template makes it
for language in languages:
    host = phone.PhoneHost(str(folder / "saves.sqlite3"), "/app")
    made[language] = asyncio.run(host.handle(
        "GET", "/app/", [("Accept-Language", language)]))[2].decode()
print(json.dumps(made))
"""

SERVE_A_KEPT_FIRST_PAGE = """
import asyncio, json, sys, tempfile
from pathlib import Path
import soloist.web.phone as phone

phone.FIRST_PAGES = Path(sys.argv[1])
host = phone.PhoneHost(tempfile.mkdtemp() + "/saves.sqlite3", "/app")
_, _, page = asyncio.run(host.handle("GET", "/app/", [("Accept-Language", sys.argv[2])]))
print(json.dumps([page.decode(), sorted(sys.modules)]))
"""


def test_the_first_page_kept_by_the_build_is_the_page_made_and_needs_no_template(
        tmp_path: Path) -> None:
    """The build keeps the first page of a phone with no saves in each language
    (`keep_first_pages`): the first visit's page is then byte for byte the page the
    template makes, and serving it imports neither Jinja nor the pages' code nor the
    engine's rules nor the database."""
    kept = tmp_path / "first-pages"
    done = subprocess.run([sys.executable, "-c", KEEP_FIRST_PAGES, str(kept)],
                          capture_output=True, text=True, check=True, timeout=300)
    made = json.loads(done.stdout.strip().splitlines()[-1])
    assert {"en", "de", "fr", "es"} <= set(made)
    for language in ("en", "fr"):
        done = subprocess.run([sys.executable, "-c", SERVE_A_KEPT_FIRST_PAGE, str(kept),
                               language], capture_output=True, text=True, check=True,
                              timeout=300)
        page, loaded = json.loads(done.stdout.strip().splitlines()[-1])
        assert page == made[language]
        assert [name for name in loaded if name.split(".")[0] in ("jinja2", "sqlalchemy")
                or name in ("soloist.web.pages", "soloist.engine.game",
                            "soloist.engine.session")] == []


GAMES_IN_PROGRESS = """
import asyncio, json, re, sys
from soloist.web.phone import PhoneHost

database = sys.argv[1]
if sys.argv[2] == "start":
    host = PhoneHost(database, "/app")
    for game in ("fantastic-factories", "tokaido", "marco-polo-2", "revive"):
        _, _, form = asyncio.run(host.handle("GET", f"/app/new/{game}", []))
        token = re.search(rb'name="csrf" value="([^"]+)"', form).group(1)
        status, _, _ = asyncio.run(host.handle(
            "POST", f"/app/new/{game}",
            [("content-type", "application/x-www-form-urlencoded"), ("hx-request", "true")],
            b"csrf=" + token + b"&seed=3"))
        assert status == 200, (game, status)
elif sys.argv[2] == "list":
    host = PhoneHost(database, "/app")
    status, _, body = asyncio.run(host.handle("GET", "/app/", []))
    assert status == 200, status
    print(json.dumps([body.decode(), sorted(sys.modules)]))
else:  # prepare what the page read leads to
    host = PhoneHost(database, "/app")
    for page in sys.argv[3:]:
        asyncio.run(host.handle("GET", page, []))
        host.prepare("GET", page)
    print(json.dumps(sorted(name for name in sys.modules if name.endswith(".rules"))))
"""


def test_the_first_page_lists_games_in_progress_without_importing_their_rules(
        tmp_path: Path) -> None:
    """A later start with a game of each kind in progress (issue 34): the first page names
    each game, its options and whether an older Soloist began it, from each game's
    definition alone: no game's rules, card data or stand-ins, and not pydantic."""
    database = str(tmp_path / "saves.sqlite3")
    subprocess.run([sys.executable, "-c", GAMES_IN_PROGRESS, database, "start"],
                   capture_output=True, text=True, check=True, timeout=300)
    done = subprocess.run([sys.executable, "-c", GAMES_IN_PROGRESS, database, "list"],
                          capture_output=True, text=True, check=True, timeout=300)
    page, loaded = json.loads(done.stdout.strip().splitlines()[-1])
    for title in ("Fantastic Factories: The Machine", "Tokaido: the two Automas",
                  "Marco Polo II: the Mautoma", "Revive: the Mautoma"):
        assert title in page
    for options in ("Difficulty: Medium (3 cards, recommended)", "Level: 4 (default)",
                    "Level: L1"):
        assert options in page
    games = sorted(name.removeprefix("soloist.games.") for name in loaded
                   if name.startswith("soloist.games."))
    assert games == ["fantastic_factories", "fantastic_factories.levels", "marco_polo_2",
                     "revive", "tokaido", "tokaido.levels"]
    assert [name for name in loaded if name.split(".")[0] in ("pydantic", "pydantic_core")] == []


def test_the_phone_prepares_the_rules_of_the_game_a_page_leads_to(tmp_path: Path) -> None:
    """While the person reads a page, the phone imports the rules of the game it leads to:
    the list of games, the game played last; a new game's form, that game."""
    database = str(tmp_path / "saves.sqlite3")
    subprocess.run([sys.executable, "-c", GAMES_IN_PROGRESS, database, "start"],
                   capture_output=True, text=True, check=True, timeout=300)

    def prepared(*pages: str) -> list[str]:
        done = subprocess.run([sys.executable, "-c", GAMES_IN_PROGRESS, database, "prepare",
                               *pages], capture_output=True, text=True, check=True, timeout=300)
        return [name for name in json.loads(done.stdout.strip().splitlines()[-1])
                if name.startswith("soloist.games.")]

    assert prepared("/app/") == ["soloist.games.revive.rules"]  # started last
    assert prepared("/app/new/tokaido") == ["soloist.games.tokaido.rules"]
    assert prepared("/app/history", "/app/new/no-such-game") == []


IN_ENGLISH = """
import asyncio, json, re, sys
from soloist.web.phone import PhoneHost

host = PhoneHost(sys.argv[1], "/app")
english = [("accept-language", "en-GB,en;q=0.9")]
status, _, body = asyncio.run(host.handle("GET", "/app/", english))
assert status == 200, status
games = sorted(set(re.findall(r'/app/g/([^/"?]+)', body.decode())))
assert len(games) == 4, games
for game in games:
    for page in (f"/app/g/{game}", f"/app/g/{game}/log"):
        status, _, _ = asyncio.run(host.handle("GET", page, english))
        assert status == 200, (page, status)
print(json.dumps(sorted(sys.modules)))
"""


def test_a_phone_in_english_never_imports_fluent_or_babel(tmp_path: Path) -> None:
    """The phone app ships Fluent and Babel for the other languages (issue 32), and loads
    them only for one: in English the first page with a game of each kind in progress,
    each game's page and its log import neither, so an English start is as before."""
    database = str(tmp_path / "saves.sqlite3")
    subprocess.run([sys.executable, "-c", GAMES_IN_PROGRESS, database, "start"],
                   capture_output=True, text=True, check=True, timeout=300)
    done = subprocess.run([sys.executable, "-c", IN_ENGLISH, database],
                          capture_output=True, text=True, check=True, timeout=300)
    loaded = json.loads(done.stdout.strip().splitlines()[-1])
    assert "soloist.web.app" in loaded and "soloist.games.revive.rules" in loaded
    # (The namespace package "fluent", empty, may be imported by asking whether Fluent is
    # installed: its runtime and syntax are what cost.)
    assert [name for name in loaded
            if name.startswith(("fluent.", "babel", "pytz", "attr"))] == []
