// Build step of scripts/build-app.sh (run by Node): the Python side of the phone app.
//
//   node app/bundle.mjs WHEELS_DIR MARKUPSAFE_SDIST OUT_DIR
//
// Starts the same WebAssembly Python runtime the phone runs (Pyodide, from the npm
// package), installs the pinned wheels into it, compiles every module to bytecode once (so
// that the phone never compiles a module: its starts are faster) and every page template
// (so that no page waits for its template to compile), checks that the app
// answers its home page without importing anything a browser lacks, and writes:
//   OUT_DIR/packages.bundle     site-packages (sources and bytecode), one gzip stream
//   OUT_DIR/python_stdlib.zip   the runtime's standard library with its bytecode added
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const [wheelsDir, markupsafeSdist, outDir] = process.argv.slice(2);
if (!outDir) {
  console.error("usage: node app/bundle.mjs WHEELS_DIR MARKUPSAFE_SDIST OUT_DIR");
  process.exit(2);
}
const { loadPyodide } = await import(path.join(here, "node_modules/pyodide/pyodide.mjs"));
const py = await loadPyodide({ indexURL: path.join(here, "node_modules/pyodide") + "/" });
const site = py._api.sitePackages ?? "/lib/python3.14/site-packages";

for (const name of fs.readdirSync(wheelsDir).sort()) {
  if (!name.endsWith(".whl")) continue;
  py.unpackArchive(new Uint8Array(fs.readFileSync(path.join(wheelsDir, name))), "wheel",
                   { extractDir: site });
}
py.FS.writeFile("/tmp/markupsafe.tar.gz", new Uint8Array(fs.readFileSync(markupsafeSdist)));
py.globals.set("SITE", site);
await py.runPythonAsync(`
import compileall, io, json, os, py_compile, sys, tarfile, zipfile
import importlib._bootstrap_external as bootstrap
import importlib.util

# MarkupSafe's pure-Python fallback, from its source distribution (no C speed-ups).
with tarfile.open("/tmp/markupsafe.tar.gz") as sdist:
    for member in sdist.getmembers():
        parts = member.name.split("/")
        if parts[1:3] == ["src", "markupsafe"] and parts[-1] in ("__init__.py", "_native.py", "py.typed"):
            os.makedirs(f"{SITE}/markupsafe", exist_ok=True)
            with open(f"{SITE}/markupsafe/{parts[-1]}", "wb") as out:
                out.write(sdist.extractfile(member).read())

# Bytecode beside every source (checked by nothing: the files never change on the phone).
unchecked = py_compile.PycInvalidationMode.UNCHECKED_HASH
if not compileall.compile_dir(SITE, quiet=1, invalidation_mode=unchecked):
    raise SystemExit("compiling site-packages failed")

# The standard library: the runtime ships sources only, compiled at every start.
source = zipfile.ZipFile(f"/lib/python{sys.version_info[0]}{sys.version_info[1]}.zip")
out = io.BytesIO()
with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as target:
    for info in source.infolist():
        data = source.read(info)
        target.writestr(info, data, compress_type=zipfile.ZIP_DEFLATED)
        if info.filename.endswith(".py"):
            code = compile(data, f"{source.filename}/{info.filename}", "exec", dont_inherit=True)
            pyc = bootstrap._code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
            compiled = zipfile.ZipInfo(info.filename + "c", info.date_time)
            target.writestr(compiled, bytes(pyc), compress_type=zipfile.ZIP_DEFLATED)
with open("/tmp/python_stdlib.zip", "wb") as written:
    written.write(out.getvalue())

# The app answers its home page here as it will on the phone, importing nothing a browser
# lacks.
import asyncio
from soloist.web.phone import COMPILED_TEMPLATES, PhoneHost, compile_templates
host = PhoneHost("/tmp/check.sqlite3", "/app")
# The pages' templates, compiled here by this runtime: the phone never compiles one.
compile_templates(host.templates, COMPILED_TEMPLATES)
status, headers, body = await host.handle("GET", "/app/", [])
assert status == 200 and b"/app/new/" in body, (status, body[:500])
# The page the phone opens first: the app's own <head> (its style sheet, HTMX and its
# settings, the manifest: one presentation), addresses made relative to the app's folder,
# and a body that starts Soloist.
head = body.decode().split("<head>", 1)[1].split("</head>", 1)[0].replace('="/app/', '="')
shell = ("<!doctype html>\\n<html lang=\\"en\\">\\n<head>" + head + "</head>\\n"
         "<body hx-boost=\\"true\\">\\n<main id=\\"main\\" tabindex=\\"-1\\">\\n"
         "<h1>Soloist</h1>\\n<p id=\\"boot-status\\" role=\\"status\\">Starting Soloist…</p>\\n"
         "<noscript><p>Soloist on a phone needs JavaScript.</p></noscript>\\n</main>\\n"
         "<script src=\\"boot.js\\"></script>\\n</body>\\n</html>\\n")
with open("/tmp/index.html", "w") as written:
    written.write(shell)
from soloist.web.app import MANIFEST
manifest = {**MANIFEST, "start_url": "./", "scope": "./", "id": "./",
            "icons": [{**icon, "src": icon["src"].lstrip("/")} for icon in MANIFEST["icons"]]}
with open("/tmp/manifest.webmanifest", "w") as written:
    json.dump(manifest, written, indent=1)
computer_only = {"numpy", "scipy", "matplotlib", "ray", "click", "rich", "uvicorn"}
loaded = sorted({name.split(".")[0] for name in sys.modules} & computer_only)
assert not loaded, f"the phone app imported {loaded}"

# What the phone never imports stays out of the download: the computer's commands and
# simulation, SQLAlchemy's ORM and other databases, pydantic's old API, and the sources of
# modules whose bytecode is there (anyio's are kept: it reads its own source to import
# lazily). A test plays every game in the browser, so a module left out by mistake shows.
LEFT_OUT = ("soloist/cli/", "soloist/sim/", "sqlalchemy/orm/", "sqlalchemy/ext/",
            "sqlalchemy/testing/", "sqlalchemy/dialects/postgresql/",
            "sqlalchemy/dialects/mysql/", "sqlalchemy/dialects/mssql/",
            "sqlalchemy/dialects/oracle/", "pydantic/v1/")
def compiled(relative):
    folder, name = os.path.split(relative)
    return os.path.join(folder, "__pycache__", name[:-3] + f".{sys.implementation.cache_tag}.pyc")

def shipped(relative):
    """Where the file goes in the bundle (None: left out). A module whose source is left
    out ships its bytecode in the source's place (Python imports a lone .pyc only there)."""
    if relative.startswith(LEFT_OUT) or relative.endswith(".pyi") or "/__pycache__/" in relative \
            or relative.startswith("__pycache__/"):
        return None
    if ".dist-info/" in relative:
        return relative if relative.endswith(("/METADATA", "/entry_points.txt", "/top_level.txt")) else None
    if relative.endswith(".py") and not relative.startswith("anyio/") \
            and os.path.exists(os.path.join(SITE, compiled(relative))):
        return relative + "c"
    return relative

files = []
sources = []
for folder, dirs, names in os.walk(SITE):
    dirs.sort()
    for name in sorted(names):
        relative = os.path.relpath(os.path.join(folder, name), SITE)
        target = shipped(relative)
        if target is None:
            continue
        source = compiled(relative) if target.endswith(".pyc") and target != relative else relative
        if relative.startswith("anyio/") and relative.endswith(".py"):
            sources.append((compiled(relative), compiled(relative)))  # anyio: both
        sources.append((target, source))
for target, source in sources:
    if os.path.exists(os.path.join(SITE, source)):
        files.append((target, os.path.getsize(os.path.join(SITE, source))))
with open("/tmp/packages.raw", "wb") as bundle:
    header = json.dumps({"files": files}).encode()
    bundle.write(len(header).to_bytes(4, "little") + header)
    for target, source in sources:
        if os.path.exists(os.path.join(SITE, source)):
            with open(os.path.join(SITE, source), "rb") as one:
                bundle.write(one.read())
`);
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, "python_stdlib.zip"), py.FS.readFile("/tmp/python_stdlib.zip"));
for (const name of ["index.html", "manifest.webmanifest"]) {
  fs.writeFileSync(path.join(outDir, name), py.FS.readFile(`/tmp/${name}`));
}
const raw = py.FS.readFile("/tmp/packages.raw");
fs.writeFileSync(path.join(outDir, "packages.bundle"),
                 zlib.gzipSync(raw, { level: 9 }));
console.log(`packages.bundle: ${(raw.length / 2 ** 20).toFixed(1)} MB unpacked`);
