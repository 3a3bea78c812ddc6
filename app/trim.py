"""Build step of scripts/build-app.sh, run inside the phone's own runtime (Pyodide, by
app/bundle.mjs): what the phone app needs of the standard library, and the check that the
trimmed app still has everything it imports.

The runtime ships its whole standard library; the app uses a small part of it. What it
uses is found two ways, and the union is kept:

- by running the app: every module of Soloist that ships is imported, and `exercise`
  opens every kind of page of every game (and each way to play it), answering questions
  to the end of a game, undoing, reading the log, the record, the components, saving and
  bringing in a backup; whatever that imported is kept;
- by reading it: every import statement of every module kept (in a function too, and a
  module named in `importlib.import_module("…")`), followed through the standard library,
  so that a module imported only on a rare path (an error, an edge of a rule) is kept too.

Everything kept is compiled to bytecode, and only the bytecode ships (no sources). The
build then starts a second runtime on the trimmed library and runs `check` there: the
same imports and pages again, and every module the reading found importable must still be
found. A module missing fails the build, never a game.
"""

from __future__ import annotations

import ast
import importlib
import importlib._bootstrap_external as bootstrap
import importlib.util
import io
import json
import os
import re
import sys
import zipfile
from collections.abc import Callable, Iterable, Iterator

#: Always kept whole: the runtime's own packages (some of their modules are imported only
#: in a browser, never under Node where the build runs).
WHOLE = ("_pyodide", "pyodide")
#: The text codecs kept (looked up by name when a text is read or written, never by an
#: import statement): Unicode, the web's Latin-1 and ASCII, host names, zip file names.
CODECS = ("encodings", "encodings.aliases", "encodings.utf_8", "encodings.utf_8_sig",
          "encodings.utf_16", "encodings.utf_16_le", "encodings.utf_16_be", "encodings.utf_32",
          "encodings.utf_32_le", "encodings.utf_32_be", "encodings.ascii", "encodings.latin_1",
          "encodings.cp1252", "encodings.cp437", "encodings.idna", "encodings.punycode",
          "encodings.unicode_escape", "encodings.raw_unicode_escape")
#: What the phone never imports, left out of the download (files of site-packages): the
#: computer's commands, simulation, statistics and server, SQLAlchemy's ORM and other
#: databases' dialects, pydantic's old API and its type checker's plugin, Babel's message
#: catalog tools, idna (anyio's, for names of network hosts: the phone opens no socket),
#: platformdirs (where a computer keeps its saves: the phone names its own file), the pages'
#: static files (the service worker keeps the build's own copy beside the app and answers
#: them: the web app's never is asked for them).
LEFT_OUT = ("soloist/cli/", "soloist/sim/", "soloist/__main__.py",
            "soloist/play/terminal.py", "soloist/play/screen.py", "soloist/play/language.py",
            "soloist/web/server.py", "sqlalchemy/orm/", "sqlalchemy/ext/",
            "sqlalchemy/testing/", "sqlalchemy/dialects/postgresql/",
            "sqlalchemy/dialects/mysql/", "sqlalchemy/dialects/mssql/",
            "sqlalchemy/dialects/oracle/", "pydantic/v1/", "pydantic/mypy.py",
            "anyio/_backends/_trio.py", "anyio/pytest_plugin.py", "babel/messages/",
            "idna/", "platformdirs/", "soloist/web/static/")
#: Data files shipped in part (`data_left_out`): Babel's locale data (`locale-data/*.dat`,
#: most of its 11 MB) only for the languages Soloist ships and their parents, and of
#: pytz's time zones only UTC (Fluent uses pytz.UTC; the phone has no other zone to name).
LOCALE_DATA = "babel/locale-data"
TIME_ZONES = "pytz/zoneinfo"
def babel_locales(languages: Iterable[str]) -> set[str]:
    """The Babel locales whose data `languages` (Soloist's, `soloist.i18n.languages()`)
    load: each language's own (en-XA's does not exist: Fluent falls back to English's),
    and its parents up to `root`, as Babel finds them (its parent exceptions, then the
    identifier cut at its last part)."""
    from babel.core import get_global

    exceptions = get_global("parent_exceptions")
    found = {"root"}
    for language in languages:
        identifier: str | None = language.replace("-", "_")
        while identifier and identifier != "root":
            found.add(identifier)
            identifier = exceptions.get(identifier) or (
                identifier.rsplit("_", 1)[0] if "_" in identifier else None)
    return found


#: What the phone reads of a locale's data: Fluent's plural rules and number formats (its
#: `NUMBER`, and the numbers a message is given). Dates, names of languages, territories,
#: currencies, units and time zones are never shown through Babel.
LOCALE_KEYS = frozenset({
    "plural_form", "ordinal_form", "decimal_formats", "number_symbols", "percent_formats",
    "scientific_formats", "currency_formats", "currency_formats_accounting",
    "compact_decimal_formats", "compact_currency_formats", "currency_unit_patterns",
    "default_numbering_system", "numbering_systems", "other_numbering_systems",
    "locale_id"})
#: What the phone reads of Babel's global data: finding a locale and its parents, and the
#: decimal places of a currency (never used, small). Time zones, territories' languages and
#: currencies, and the likely subtags (which complete an identifier Babel has no data for:
#: the phone's locales all have theirs) are not read.
GLOBAL_KEYS = frozenset({
    "cldr", "parent_exceptions", "language_aliases", "script_aliases", "territory_aliases",
    "variant_aliases", "currency_fractions"})


def trim_locale_data(site: str) -> int:
    """Keep of each locale's data (and of Babel's global data) only what the phone reads
    (`LOCALE_KEYS`, `GLOBAL_KEYS`): the bytes saved."""
    import pickle

    saved = 0
    folder = os.path.join(site, LOCALE_DATA)
    paths = [os.path.join(folder, name) for name in sorted(os.listdir(folder))
             if name.endswith(".dat")] if os.path.isdir(folder) else []
    kept_of = dict.fromkeys(paths, LOCALE_KEYS)
    whole = os.path.join(site, "babel", "global.dat")
    if os.path.exists(whole):
        kept_of[whole] = GLOBAL_KEYS
    for path, keys in kept_of.items():
        with open(path, "rb") as read:
            data = pickle.load(read)
        trimmed = pickle.dumps({key: value for key, value in data.items() if key in keys},
                               protocol=pickle.HIGHEST_PROTOCOL)
        saved += os.path.getsize(path) - len(trimmed)
        with open(path, "wb") as written:
            written.write(trimmed)
    return saved


def data_left_out(site: str, languages: Iterable[str]) -> list[str]:
    """The data files of `site` (site-packages) left out of the download: Babel's locale
    data of every locale `languages` do not load, the translators' glossaries, and pytz's
    time zones but UTC."""
    wanted = babel_locales(languages)
    out: list[str] = []
    folder = os.path.join(site, LOCALE_DATA)
    if os.path.isdir(folder):
        out += [f"{LOCALE_DATA}/{name}" for name in sorted(os.listdir(folder))
                if name.endswith(".dat") and name.removesuffix(".dat") not in wanted]
    for root, _, names in os.walk(os.path.join(site, "soloist", "i18n")):
        # The glossaries are for translators: Soloist does not read them.
        out += [os.path.relpath(os.path.join(root, name), site).replace(os.sep, "/")
                for name in names if name.endswith(".md")]
    for root, _, names in os.walk(os.path.join(site, TIME_ZONES)):
        for name in names:
            relative = os.path.relpath(os.path.join(root, name), site).replace(os.sep, "/")
            if relative != f"{TIME_ZONES}/UTC":
                out.append(relative)
    return sorted(out)


#: The same, as module names (never followed when imports are read).
NOT_ON_THE_PHONE = tuple(path.removesuffix("/").removesuffix(".py").replace("/", ".")
                         for path in LEFT_OUT)
#: Standard library imported by a shipped library only in its own self-test (pytz's
#: `_test`: doctest, which brings pdb and unittest): never followed.
SELF_TESTS = ("doctest",)
#: Imports guarded like this never run on the phone: not followed.
_NEVER = re.compile(r"^(typing\.)?TYPE_CHECKING$|^__name__ == ['\"]__main__['\"]$")


# -- reading imports -------------------------------------------------------------------------

def _prefixes(name: str) -> Iterator[str]:
    parts = name.split(".")
    for end in range(1, len(parts) + 1):
        yield ".".join(parts[:end])


def _absolute(module: str | None, level: int, name: str, package: bool) -> str | None:
    if level == 0:
        return module
    parts = name.split(".") if package else name.split(".")[:-1]
    if level - 1 > len(parts):
        return None
    base = parts[:len(parts) - (level - 1)]
    return ".".join(base + ([module] if module else [])) or None


def imports_of(source: bytes, name: str, package: bool, *, lazy: bool = True) -> set[str]:
    """Every module name an import in this module's source may load (absolute names,
    parents included; a `from X import y` gives X.y too, in case y is a module); `lazy`:
    those inside its functions too."""
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _NEVER.match(ast.unparse(node.test)):
            for child in node.orelse:
                visit(child)
            return
        if not lazy and isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            return
        if isinstance(node, ast.Import):
            for alias in node.names:
                found.update(_prefixes(alias.name))
        elif isinstance(node, ast.ImportFrom):
            base = _absolute(node.module, node.level, name, package)
            if base is not None:
                found.update(_prefixes(base))
                found.update(f"{base}.{alias.name}" for alias in node.names
                             if alias.name != "*")
        elif isinstance(node, ast.Call) and node.args \
                and isinstance(node.args[0], ast.Constant) \
                and isinstance(node.args[0].value, str) \
                and getattr(node.func, "attr", getattr(node.func, "id", "")) in (
                    "import_module", "__import__"):
            target = node.args[0].value
            if target.startswith("."):
                dots = len(target) - len(target.lstrip("."))
                resolved = _absolute(target.lstrip(".") or None, dots, name, package)
                if resolved:
                    found.update(_prefixes(resolved))
            else:
                found.update(_prefixes(target))
        for child in ast.iter_child_nodes(node):
            visit(child)

    try:
        visit(ast.parse(source))
    except SyntaxError:
        pass
    return found


class Library:
    """The modules of a folder or a zip file: name -> (path, is a package)."""

    def __init__(self, files: Iterable[str]) -> None:
        self.modules: dict[str, tuple[str, bool]] = {}
        for path in files:
            if not path.endswith(".py"):
                continue
            parts = path[:-3].split("/")
            package = parts[-1] == "__init__"
            if package:
                parts = parts[:-1]
            if parts and all(parts):  # (a name may hold a hyphen: _sysconfigdata__…-emscripten)
                self.modules[".".join(parts)] = (path, package)

    def __contains__(self, name: object) -> bool:
        return name in self.modules


def closure(roots: Iterable[str],
            libraries: list[tuple[Library, Callable[[str], bytes], bool]]) -> set[str]:
    """The modules of these libraries that `roots` may import, followed through their
    import statements (`libraries`: each with a function reading a module's source, and
    whether the imports inside its functions are followed too)."""
    kept: set[str] = set()
    todo = list(roots)
    while todo:
        name = todo.pop()
        if name in kept or name.startswith(NOT_ON_THE_PHONE) or name in SELF_TESTS:
            continue
        for library, read, lazy in libraries:
            if name in library:
                path, package = library.modules[name]
                kept.add(name)
                todo.extend(_prefixes(name))
                todo.extend(imports_of(read(path), name, package, lazy=lazy))
                break
    return kept


# -- the trimmed site-packages ------------------------------------------------------------------

def _site_library(site: str) -> tuple[Library, Callable[[str], bytes]]:
    shipped = Library(os.path.relpath(os.path.join(folder, file), site)
                      for folder, _, files in os.walk(site) for file in files)

    def from_site(path: str) -> bytes:
        with open(os.path.join(site, path), "rb") as file:
            return file.read()

    return shipped, from_site


#: Libraries shipped whole: they import modules by a name made at run time, which no reading
#: finds (anyio its event loop's backend, pydantic the names of its package).
SITE_WHOLE = ("anyio", "pydantic")


def unused_site_modules(site: str, loaded: Iterable[str]) -> list[str]:
    """The files of the libraries in `site` that the phone app never imports: modules of
    theirs neither `loaded` while it ran nor reached by reading the imports of every
    module of Soloist it ships and of each library module reached (in their functions
    too, as a rare path of a rule or an error imports). Soloist's own modules all stay."""
    shipped, from_site = _site_library(site)
    roots = {name for name in loaded if name in shipped}
    roots |= {name for name in shipped.modules if name.split(".")[0] in ("soloist", *SITE_WHOLE)}
    found = closure(roots, [(shipped, from_site, True)])
    return sorted(path for name, (path, _) in shipped.modules.items() if name not in found)


# -- the trimmed standard library -------------------------------------------------------------

def stdlib_names(archive: zipfile.ZipFile) -> Library:
    return Library(archive.namelist())


def kept_stdlib(archive: zipfile.ZipFile, site: str, loaded: Iterable[str]) -> set[str]:
    """The standard library's modules the phone app needs: those `loaded` while it ran,
    those its runtime always needs (`WHOLE`, `CODECS`), and whatever the imports of every
    module in `site` (site-packages, as shipped: in its functions too) may load, followed
    through the standard library's own imports at the top of its modules (those in its
    functions serve what the app does not use: a module's command line, another
    platform, a debugger)."""
    stdlib = stdlib_names(archive)
    shipped, from_site = _site_library(site)

    def from_zip(path: str) -> bytes:
        return archive.read(path)

    roots = {name for name in loaded if name in stdlib or name in shipped}
    roots |= {name for name in stdlib.modules if name.split(".")[0] in WHOLE}
    roots |= {name for name in CODECS if name in stdlib}
    roots |= set(shipped.modules)
    found = closure(roots, [(stdlib, from_zip, False), (shipped, from_site, True)])
    return {name for name in found if name in stdlib}


# -- bytecode -----------------------------------------------------------------------------------

class _NoDocstrings(ast.NodeTransformer):
    """Takes the docstrings out of a module (nothing the phone runs reads them: checked
    for every library the phone imports, each reading a missing one as empty)."""

    def _strip(self, node: ast.AST) -> ast.AST:
        self.generic_visit(node)
        body = node.body  # type: ignore[attr-defined]
        if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                and isinstance(body[0].value.value, str):
            node.body = body[1:] or [ast.copy_location(ast.Pass(), body[0])]  # type: ignore[attr-defined]
        return node

    visit_Module = visit_ClassDef = visit_FunctionDef = visit_AsyncFunctionDef = _strip


def bytecode(source: bytes, filename: str) -> bytes:
    """The module's bytecode as the phone imports it: checked against nothing (the files
    never change on the phone), without docstrings, and, compiled in a runtime started
    with PYTHONNODEBUGRANGES (app/bundle.mjs), without the column of every instruction
    (tracebacks keep their lines). A third smaller than plain bytecode."""
    tree = _NoDocstrings().visit(ast.parse(source, filename))
    code = compile(tree, filename, "exec", dont_inherit=True)
    return bytes(bootstrap._code_to_hash_pyc(code, importlib.util.source_hash(source),
                                             checked=False))


def compile_tree(folder: str) -> int:
    """Bytecode beside every module of `folder` (in __pycache__, where Python looks for
    it): how many."""
    count = 0
    for root, _, files in os.walk(folder):
        for file in files:
            if not file.endswith(".py"):
                continue
            path = os.path.join(root, file)
            with open(path, "rb") as source:
                compiled = bytecode(source.read(), path)
            target = importlib.util.cache_from_source(path)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as written:
                written.write(compiled)
            count += 1
    return count


def write_stdlib(archive: zipfile.ZipFile, kept: set[str], filename: str) -> tuple[int, int]:
    """A zip of the kept modules as bytecode only (each .pyc where its source was: Python
    imports a lone .pyc from a zip), with the non-Python files of the kept packages; how
    many modules and their size."""
    stdlib = stdlib_names(archive)
    folders = {os.path.dirname(stdlib.modules[name][0]) for name in kept
               if stdlib.modules[name][1]}
    module_at = {stdlib.modules[name][0]: name for name in kept}
    out = io.BytesIO()
    count = 0
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as target:
        for info in archive.infolist():
            path = info.filename
            if path.endswith("/"):
                continue
            if path.endswith(".py"):
                if path not in module_at:
                    continue
                pyc = bytecode(archive.read(info), f"{archive.filename}/{path}")
                target.writestr(zipfile.ZipInfo(path + "c", info.date_time), pyc,
                                compress_type=zipfile.ZIP_DEFLATED)
                count += 1
            elif os.path.dirname(path) in folders and not path.endswith((".ini", ".bat")):
                target.writestr(info, archive.read(info), compress_type=zipfile.ZIP_DEFLATED)
    with open(filename, "wb") as written:
        written.write(out.getvalue())
    return count, len(out.getvalue())


# -- running the app ---------------------------------------------------------------------------

def phone_modules(site: str) -> list[str]:
    """Every module of Soloist that ships to the phone (a source, or its lone bytecode)."""
    paths = []
    for folder, _, files in os.walk(os.path.join(site, "soloist")):
        if "__pycache__" not in folder:
            paths += [os.path.relpath(os.path.join(folder, file), site).removesuffix("c")
                      for file in files if file.endswith((".py", ".pyc"))]
    return sorted(name for name in Library(paths).modules
                  if not name.startswith(NOT_ON_THE_PHONE))


def import_all(names: Iterable[str]) -> list[str]:
    """Import each module; the ones that failed, with why."""
    failed = []
    for name in names:
        try:
            importlib.import_module(name)
        except Exception as error:  # noqa: BLE001 - reported whole, the build fails on it
            failed.append(f"{name}: {type(error).__name__}: {error}")
    return failed


def _token(html: bytes) -> str:
    found = re.search(rb'name="csrf" value="([^"]+)"', html)
    assert found, html[:300]
    return found.group(1).decode()


def _form(fields: dict[str, str]) -> bytes:
    from urllib.parse import urlencode
    return urlencode(fields).encode()


FORM = [("content-type", "application/x-www-form-urlencoded")]


async def exercise(host: object, answers: int = 60) -> list[str]:
    """Every kind of page of every game (each way to play it: its demo options, and each of
    its flags the other way), as a person reaches them through the app, answering with a
    stand-in's valid answers (up to `answers` per game), undoing one, reading the log and
    the record; the components; a backup saved and brought in. The pages that did not
    answer as they should."""
    from soloist.engine.chance import Chance
    from soloist.engine.stand_ins import RandomStandIn
    from soloist.games import all_games

    problems: list[str] = []

    async def get(path: str, expect: tuple[int, ...] = (200,)) -> bytes:
        status, _, body = await host.handle("GET", f"/app{path}", [])  # type: ignore[attr-defined]
        if status not in expect:
            problems.append(f"GET {path}: {status} {body[:200]!r}")
        return bytes(body)

    async def post(path: str, fields: dict[str, str], headers: list[tuple[str, str]] = FORM,
                   body: bytes | None = None) -> tuple[int, dict[str, str], bytes]:
        status, sent, page = await host.handle(  # type: ignore[attr-defined]
            "POST", f"/app{path}", headers, _form(fields) if body is None else body)
        return status, {name.lower(): value for name, value in sent}, bytes(page)

    for path in ("/", "/components", "/backup", "/manifest.webmanifest", "/no-such-page"):
        await get(path, (200, 404))
    for definition in all_games():
        demo = dict(definition.demo_options)
        flags = [spec.name for spec in definition.options
                 if spec.kind == "flag" and not spec.hidden]
        ways = [demo] + [{**demo, flag: not demo.get(flag, False)} for flag in flags]
        await get(f"/components/{definition.name}")
        for number, options in enumerate(ways):
            form = await get(f"/new/{definition.name}")
            fields = {"csrf": _token(form), "seed": str(21 + number)}
            fields |= {name: ("yes" if value else "no") if isinstance(value, bool)
                       else str(value) for name, value in options.items()}
            status, headers, page = await post(f"/new/{definition.name}", fields)
            if status != 303:  # an option that needs a file of the person's own
                continue
            game = headers["location"].rsplit("/", 1)[1]
            stand_in = RandomStandIn(Chance(number))
            for count in range(answers):
                page = await get(f"/g/{game}")
                with host.app.state.web.cache.use(game) as entry:  # type: ignore[attr-defined]
                    session = entry.play.session
                    question = session.question
                    if question is None:
                        break
                    text = stand_in.answer(question, session.play)
                    asked = str(len(session.answers) + 1)
                status, _, page = await post(f"/g/{game}", {"csrf": _token(page),
                                                            "n": asked, "answer": text})
                if status == 200 and b"/settle" in page:  # which is right? the answer
                    status, _, page = await post(f"/g/{game}/settle", {
                        "csrf": _token(page), "n": asked, "given": text, "answer": "given"})
                if status != 303:
                    problems.append(f"{definition.name} answer {count}: {status}")
                    break
                if count == 2:
                    page = await get(f"/g/{game}")
                    with host.app.state.web.cache.use(game) as entry:  # type: ignore[attr-defined]
                        done = str(len(entry.play.session.answers))
                    await post(f"/g/{game}/undo", {"csrf": _token(page), "n": done})
            for page_path in (f"/g/{game}", f"/g/{game}/log", f"/g/{game}/record.json",
                              f"/g/{game}/undo"):
                await get(page_path)
    backup = await get("/backup/soloist-backup.json")
    page = await get("/backup")
    boundary = "soloist-build-check"
    body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"csrf\"\r\n\r\n"
            f"{_token(page)}\r\n--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; "
            f"filename=\"soloist-backup.json\"\r\nContent-Type: application/json\r\n\r\n"
            ).encode() + backup + f"\r\n--{boundary}--\r\n".encode()
    status, _, _ = await post("/backup", {}, [("content-type",
                                               f"multipart/form-data; boundary={boundary}")],
                              body)
    if status != 200:
        problems.append(f"bringing in a backup: {status}")
    json.loads(backup)
    return problems


async def check(site: str, names: Iterable[str]) -> None:
    """In a runtime on the trimmed library: every module of Soloist imports, every page
    answers, and every module `names` lists (what the reading found) can be found."""
    from soloist.web.phone import PhoneHost

    names = list(names)
    failed, figure = speak()  # (first: Fluent and Babel are imported by it, and timed)
    failed += import_all(phone_modules(site))
    host = PhoneHost("/tmp/check-trimmed.sqlite3", "/app")
    failed += await exercise(host)
    library = next(path for path in sys.path if path.endswith(".zip"))
    with zipfile.ZipFile(library) as trimmed:
        there = set(trimmed.namelist())
    failed += [f"{name}: not in the trimmed library" for name in names
               if not {name.replace(".", "/") + ".pyc",
                       name.replace(".", "/") + "/__init__.pyc"} & there]
    if failed:
        raise SystemExit("The trimmed phone app lacks what it needs:\n  " + "\n  ".join(failed))
    print(f"Checked: {len(phone_modules(site))} modules of Soloist import and every page "
          f"answers on the trimmed standard library ({len(names)} of its modules); a "
          f"game's log is said in {' and '.join(SPOKEN)}: {figure}.", file=sys.stderr)


#: The languages the build check hears a game's log in (besides English).
SPOKEN = ("fr", "de")


def speak(languages: tuple[str, ...] = SPOKEN, answers: int = 12) -> tuple[list[str], str]:
    """A game of each kind, a few answers in (a stand-in's), its log said in each of
    `languages` through Soloist's catalogs (Fluent, with Babel's plurals and numbers), and
    a decimal number written by Babel in each (its plurals and numbers: all the phone keeps
    of its locale data, `trim_locale_data`): what failed, and how long the first line in the first
    language took in this runtime (importing Fluent and Babel, reading its catalog)."""
    import time

    from soloist.engine.chance import Chance
    from soloist.engine.session import Session
    from soloist.engine.stand_ins import RandomStandIn
    from soloist.games import all_games
    from soloist.i18n import translator

    plays = []
    for number, definition in enumerate(all_games()):
        session = Session.start(definition, dict(definition.demo_options), 21 + number)
        stand_in = RandomStandIn(Chance(number))
        for _ in range(answers):
            if session.question is None:
                break
            session.answer(stand_in.answer(session.question, session.play))
        plays.append((definition.name, list(session.log)))
    fresh = not {"fluent", "babel"} & {name.split(".")[0] for name in sys.modules}
    start = time.perf_counter()
    import babel.numbers
    import fluent.runtime  # noqa: F401 - timed: what the first line imports

    imported = time.perf_counter()
    said = translator(languages[0])
    made = time.perf_counter()
    said.event(plays[0][1][0])
    first = time.perf_counter()
    problems: list[str] = []
    for language in languages:
        for name, events in plays:
            lines = [translator(language).event(event) for event in events]
            if not events or lines == [event.text for event in events]:
                problems.append(f"{name}'s log is not said in {language}: {lines[:2]}")
        if babel.numbers.format_decimal(2.5, locale=language) != "2,5":
            problems.append(f"{language} does not write 2.5 as 2,5")
    figure = (f"the first line in {languages[0]}: {1000 * (first - start):.0f} ms (importing "
              f"Fluent and Babel {1000 * (imported - start):.0f} ms, its catalog "
              f"{1000 * (made - imported):.0f} ms, the line {1000 * (first - made):.0f} ms)"
              if fresh else "the first line: Fluent was imported before")
    return problems, figure
