"""The phone app's host: the web app itself, run inside the browser (Pyodide, a Web Worker).

One presentation, two hosts: `soloist serve` carries HTTP requests to `create_app`; this
module carries the requests of the phone app's page (relayed by its service worker) to the
very same application, and gives back its responses. It knows no game and renders nothing
of its own. What the browser adds around it (in `app/worker.js`): the save database is a
SQLite file in the worker's memory, written to the browser's storage (the origin private
file system, two slots, `app/saves.js`) before a response is given, so an answer the page
acknowledges is kept.

What differs from a server, and only that, is here:

- The app is served under a path (`/app/` from `soloist serve`, `/soloist/` on a project's
  static host): requests arrive with the prefix, which is taken off, and every address the
  app writes into a page or a header (`href="/g/…"`, `HX-Push-Url`) gets it back, so links,
  the address bar and a reload stay inside the app.
- There are no threads in the browser: the app makes every page inline (it does so for
  SQLite anyway), and nothing here starts one.
- A service worker cannot pass cookies: the host keeps the app's cookies itself (the
  form token, the language chosen on the home page), as a browser would; the language is
  kept in the saves' own settings too, so that the app opens in it the next time. Nor does
  it see the browser's Accept-Language: the service worker writes it from the phone's
  languages (``navigator.languages``).
- The pages' templates come compiled: the build compiles each one in the phone's own
  runtime (`compile_templates`), so the first game page, result or question of another
  kind is not compiled while the person waits for it (in the browser that took most of a
  second).
- The web framework and the save database (Starlette, SQLAlchemy: most of a start's
  imports) are imported when the app is first needed. A phone with no saves yet (the
  first visit) gets its first page, the list of games with none in it, without them
  (`first_page`): as the build made it from the same template in each language
  (`keep_first_pages`), so that Jinja and the pages' code are not imported before it
  either; the worker then makes the app (`warm`) while the person reads it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from soloist.engine.errors import SoloistError
from soloist.web.language import LANGUAGE_COOKIE, page_language, speaking

if TYPE_CHECKING:
    from jinja2 import Environment
    from starlette.applications import Starlette
    from starlette.types import Message

    from soloist.engine.game import GameDefinition
    from soloist.store import Store

#: An address the app writes into a page, in an attribute that the browser or HTMX follows.
_PAGE_ADDRESS = re.compile(
    rb'(\s(?:href|src|action|formaction|hx-get|hx-post|hx-push-url|hx-replace-url)=")/(?!/)')
#: Headers that carry an address of the app.
_ADDRESS_HEADERS = frozenset({b"location", b"hx-push-url", b"hx-replace-url", b"hx-redirect",
                              b"hx-location"})

Response = tuple[int, list[tuple[str, str]], bytes]
#: The saves' setting that keeps the language chosen on the phone (its cookie lives only as
#: long as the app's worker).
LANGUAGE_SETTING = "phone-language"

#: Where the phone app's build keeps the pages' templates compiled (none in a checkout).
COMPILED_TEMPLATES = Path(__file__).parent / "templates-compiled"
#: Where the phone app's build keeps the first page of a phone with no saves, made in each
#: language (`keep_first_pages`; none in a checkout: the page is made from its template).
FIRST_PAGES = Path(__file__).parent / "first-pages"

#: What the person reads when the browser's storage refuses a write, and nothing was kept.
STORAGE_MESSAGES = {
    "full": (507, "Your phone's storage is full",
             "Soloist could not keep this on your phone: the storage this browser gives it is "
             "full. Nothing was changed: your games are as they were before. Free some space "
             "on the phone (or back up your games and delete finished ones), then try again."),
    "refused": (507, "Your phone did not keep this",
                "Soloist could not keep this on your phone: the browser refused to store it. "
                "Nothing was changed: your games are as they were before. Try again; if it "
                "happens again, back up your games and restart the phone."),
    "unavailable": (503, "Soloist cannot keep your games in this window",
                    "This browser does not let Soloist keep anything on the phone (a private "
                    "window, or storage turned off for this site). Nothing was saved. Open "
                    "Soloist in a normal window to play and keep your games."),
}


def _journal_in_memory(dbapi_connection: Any, _record: object) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=MEMORY")
    cursor.close()


#: The templates a game's page is made of (`prepare` loads them ahead of the first).
GAME_PAGE_TEMPLATES = ("game.html", "base.html", "macros.html", "table.html", "taps.html",
                       "map.html")


class _Rehearsed(Exception):
    """A rehearsed start's transaction, refused at its commit: nothing is stored."""


class PhoneHost:
    """The web app over the save database at `database`, answering requests under
    `prefix` ("/app")."""

    def __init__(self, database: str, prefix: str = "", host: str = "localhost") -> None:
        self.database = database
        self.prefix = prefix.rstrip("/")
        self.host = host
        self._app: Starlette | None = None
        self._store: Store | None = None
        self._first_templates: Environment | None = None
        self.cookies: dict[str, str] = {}

    @staticmethod
    def _compiled(templates: Environment) -> Environment:
        if COMPILED_TEMPLATES.is_dir():
            from soloist.web.precompiled import CompiledTemplates
            templates.bytecode_cache = CompiledTemplates(str(COMPILED_TEMPLATES))
        return templates

    @property
    def first_templates(self) -> Environment:
        """The templates of the first page, before the app is made (a first page kept by
        the build, `FIRST_PAGES`, needs none)."""
        if self._first_templates is None:
            from soloist.web.pages import page_templates
            self._first_templates = self._compiled(page_templates(on_phone=True))
        return self._first_templates

    @property
    def app(self) -> Starlette:
        """The web app over the saves (made, with its imports, when first needed)."""
        if self._app is None:
            from sqlalchemy import event
            from starlette.formparsers import MultiPartParser

            from soloist.store import Store
            from soloist.store.backup_limit import MAX_BYTES
            from soloist.web.app import create_app

            # A file brought in stays in memory: writing a larger one to a temporary file
            # would hand each write to a thread, and the browser has none.
            MultiPartParser.spool_max_size = MAX_BYTES
            store = Store(self.database)
            # The file lives in the worker's memory and is written whole to the browser's
            # storage after each request: a write-ahead log beside it would hold the last
            # answers outside the file. (Closing the connections folds the log back in.)
            event.listen(store.engine, "connect", _journal_in_memory)
            store.engine.dispose()
            # Any Host is the page's own: there is no network between the page and the app.
            app = create_app(store, allowed_hosts=("*",), on_phone=True)
            app.state.web.threads = False  # (the browser has no threads: imports run inline)
            self._compiled(app.state.web.templates)
            self._store, self._app = store, app
            chosen = store.setting(LANGUAGE_SETTING, str)
            if chosen:
                self.cookies.setdefault(LANGUAGE_COOKIE, chosen)
        return self._app

    @property
    def store(self) -> Store:
        """The saves (opened with the app)."""
        self.app  # noqa: B018 - made with it
        assert self._store is not None
        return self._store

    def warm(self) -> None:
        """Make the app now (the worker does it once the first page is shown)."""
        self.app  # noqa: B018 - made when first asked for

    def prepare(self, method: str, target: str) -> None:
        """After a page is shown, while the person reads it: import the rules of the game
        it leads to (a new game's form: that game's; the list of games: the game played
        last), so that the answer that starts or resumes it does not wait for them; then
        rehearse the form's start (`rehearse_start`), or replay the game played last into
        the plays kept in memory (`keep_play`)."""
        from soloist.engine.registry import find_game

        path = target.partition("?")[0].removeprefix(self.prefix) or "/"
        if method.upper() != "GET" or self._app is None:
            return
        name = game_id = None
        if path.startswith("/new/"):
            name = path.removeprefix("/new/").strip("/")
        elif path == "/" and Path(self.database).exists():
            last = self.store.list_games(finished=False, limit=1)
            if last:
                name, game_id = last[0].game, last[0].id
        if name:
            try:
                definition = find_game(name)
                definition.prepare()
            except SoloistError:
                return  # (the page said what is wrong; nothing to prepare)
            for template in GAME_PAGE_TEMPLATES:  # loaded once, kept by the templates
                self.templates.get_template(template)
            if game_id is not None:
                self.keep_play(game_id)
            else:
                self.rehearse_start(definition)

    def keep_play(self, game_id: str) -> None:
        """The game the list leads to, replayed into the app's plays kept in memory (as
        opening it does): its page comes without replaying it."""
        try:
            with self.app.state.web.cache.use(game_id):
                pass
        except SoloistError:
            return  # (its page will say what is wrong)

    def rehearse_start(self, definition: GameDefinition) -> None:
        """A start of `definition`'s game with its default options, stored in a
        transaction taken back (the saves stay byte for byte as they were), and the words
        its page reads: what a game's first start does once in a newly started Soloist
        (its data files read, its statements compiled) is done while the form is read."""
        from sqlalchemy import event

        from soloist.play.companion import SavedPlay

        engine = self.store.engine

        def taken_back(_connection: object) -> None:
            raise _Rehearsed

        event.listen(engine, "commit", taken_back)
        try:
            SavedPlay.start(self.store, definition, definition.parse_options({}), 1)
        except (_Rehearsed, SoloistError):
            pass  # (a start the form's options cannot make says so when it is asked for)
        finally:
            event.remove(engine, "commit", taken_back)
        self.app.state.web.log_words(definition)

    @property
    def templates(self) -> Environment:
        """The app's templates (the same as `soloist serve` renders)."""
        templates: Environment = self.app.state.web.templates
        return templates

    def reopen(self) -> None:
        """The database file was replaced (another tab saved, or a failed write was rolled
        back): forget the connections and the plays made from the old one."""
        if self._app is None or self._store is None:
            return  # (opened afresh when the app is made)
        from soloist.web.cache import PlayCache

        self._store.engine.dispose()
        web = self._app.state.web
        web.cache = PlayCache(self._store, web.cache.size)

    def first_page(self, method: str, target: str,
                   request_headers: Iterable[Sequence[str]] = ()) -> Response | None:
        """The list of games of a phone with no saves yet (nothing to list: no database to
        open, no form), made without the app; None for any other request."""
        if self._app is not None or method.upper() != "GET" or Path(self.database).exists():
            return None
        path, _, query = target.partition("?")
        if path.removeprefix(self.prefix) not in ("", "/") or query:
            return None
        accepted = next((value for name, value in request_headers
                         if name.lower() == "accept-language"), None)
        language = page_language(None, accepted)
        try:  # as the build made it: nothing to import
            html = (FIRST_PAGES / f"{language}.html").read_bytes()
        except OSError:
            html = self.made_first_page(language).encode()
        headers = [(b"content-type", b"text/html; charset=utf-8"),
                   (b"cache-control", b"no-store")]
        return self.carried(200, headers, html)

    def made_first_page(self, language: str) -> str:
        """The list of games of a phone with no saves, in `language`, from its template."""
        from soloist.web.pages import home_context
        with speaking(language):
            return self.first_templates.get_template("home.html").render(
                **home_context([], [], []))

    def scope(self, method: str, target: str, headers: Iterable[Sequence[str]]) -> dict[str, Any]:
        path, _, query = target.partition("?")
        if self.prefix and path.startswith(self.prefix):
            path = path[len(self.prefix):]
        path = path or "/"
        raw = [(name.lower().encode("latin-1"), value.encode("latin-1"))
               for name, value in headers if name.lower() not in ("cookie", "host")]
        raw.append((b"host", self.host.encode("latin-1")))
        if self.cookies:
            raw.append((b"cookie", "; ".join(f"{name}={value}" for name, value
                                            in self.cookies.items()).encode("latin-1")))
        return {"type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1",
                "method": method.upper(), "scheme": "https", "path": path,
                "raw_path": path.encode(), "query_string": query.encode("latin-1"),
                "root_path": "", "headers": raw, "client": ("127.0.0.1", 0),
                "server": (self.host, 443)}

    async def handle(self, method: str, target: str, headers: Iterable[Sequence[str]],
                     body: bytes = b"") -> Response:
        """One request of the page (its path with the prefix, and query): the app's
        response, its addresses inside the prefix."""
        first = self.first_page(method, target, headers)
        if first is not None:
            return first
        app = self.app  # (made first: it brings back the language kept in the saves)
        scope = self.scope(method, target, headers)
        sent = False

        async def receive() -> Message:
            nonlocal sent
            if sent:
                return {"type": "http.disconnect"}
            sent = True
            return {"type": "http.request", "body": bytes(body), "more_body": False}

        status = 500
        response_headers: list[tuple[bytes, bytes]] = []
        parts: list[bytes] = []

        async def send(message: Message) -> None:
            nonlocal status, response_headers
            if message["type"] == "http.response.start":
                status = int(message["status"])
                response_headers = list(message.get("headers", []))
            elif message["type"] == "http.response.body":
                parts.append(bytes(message.get("body", b"")))

        await app(scope, receive, send)
        return self.carried(status, response_headers, b"".join(parts))

    def carried(self, status: int, headers: list[tuple[bytes, bytes]], body: bytes) -> Response:
        """The app's response as the page receives it: cookies kept here, addresses
        inside the prefix."""
        shown: list[tuple[str, str]] = []
        html = False
        for name, value in headers:
            if name == b"set-cookie":
                self.keep_cookie(value.decode("latin-1"))
                continue
            if name in _ADDRESS_HEADERS and value.startswith(b"/"):
                value = self.prefix.encode() + value
            if name == b"content-type" and value.startswith(b"text/html"):
                html = True
            if name == b"content-length":
                continue
            shown.append((name.decode("latin-1"), value.decode("latin-1")))
        if html and self.prefix:
            body = _PAGE_ADDRESS.sub(rb"\1" + self.prefix.encode() + rb"/", body)
        return status, shown, body

    def keep_cookie(self, header: str) -> None:
        pair, _, attributes = header.partition(";")
        name, _, value = pair.strip().partition("=")
        expired = "max-age=0" in attributes.lower().replace(" ", "")
        if expired:
            self.cookies.pop(name, None)
        elif name:
            self.cookies[name] = value
        if name == LANGUAGE_COOKIE and self._store is not None:
            self._store.put_setting(LANGUAGE_SETTING, "" if expired else value)

    def backup_refused(self, why: str) -> Response:
        """The backup page saying why a file brought in was refused before the runtime saw
        its bytes ("large", "deep", "number": `backup_limit.REFUSED`); nothing changed."""
        from starlette.requests import Request

        from soloist.store.backup_limit import REFUSED
        from soloist.web.app import Notice
        from soloist.web.present import public

        web = self.app.state.web
        request = Request(self.scope("GET", self.prefix + "/backup", []))
        response = web.backup_page(request, Notice("error", public(REFUSED[why])),
                                   413 if why == "large" else 422)
        return self.carried(response.status_code, list(response.raw_headers),
                            bytes(response.body))

    def storage_refused(self, why: str) -> Response:
        """The page that says the browser's storage refused a write ("full") or refuses
        every write ("unavailable"); nothing was kept."""
        from starlette.requests import Request

        status, title, message = STORAGE_MESSAGES[why]
        web = self.app.state.web
        request = Request(self.scope("GET", self.prefix + "/", []))
        response = web.render(request, "message.html", status, title=title, message=message)
        return self.carried(status, list(response.raw_headers), bytes(response.body))


def keep_first_pages(directory: Path) -> list[str]:
    """Make the first page of a phone with no saves in each language spoken here, into
    `directory` (the phone app's build does, into `FIRST_PAGES`: the first visit's page then
    waits neither for Jinja nor for the pages' code to be imported); the languages."""
    from soloist.web.language import spoken_here
    directory.mkdir(parents=True, exist_ok=True)
    host = PhoneHost(str(directory / "no-saves.sqlite3"))
    made = []
    for language in spoken_here():
        (directory / f"{language}.html").write_text(host.made_first_page(language),
                                                   encoding="utf-8")
        made.append(language)
    return made
