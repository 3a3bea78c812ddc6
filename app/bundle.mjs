// Build step of scripts/build-app.sh (run by Node): the Python side of the phone app.
//
//   node app/bundle.mjs WHEELS_DIR MARKUPSAFE_SDIST OUT_DIR
//
// Starts the same WebAssembly Python runtime the phone runs (Pyodide, from the npm
// package), installs the pinned wheels into it, compiles every module to bytecode once (so
// that the phone never compiles a module: its starts are faster) and every page template
// (so that no page waits for its template to compile), checks that the app answers its
// home page without importing anything a browser lacks, runs the app through every kind of
// page of every game to learn what it needs of the standard library (app/trim.py), and
// writes:
//   OUT_DIR/packages.bundle     site-packages (bytecode; data and templates), one Zstandard
//                               frame (app/unpack.py)
//   OUT_DIR/python_stdlib.zip   the part of the standard library the app uses, as bytecode
// Then it starts a second runtime on what it wrote, as the phone will, and checks there
// that every module of Soloist imports and every page answers: a module left out by
// mistake fails the build.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const [wheelsDir, markupsafeSdist, outDir] = process.argv.slice(2);
if (!outDir) {
  console.error("usage: node app/bundle.mjs WHEELS_DIR MARKUPSAFE_SDIST OUT_DIR");
  process.exit(2);
}
const runtime = path.join(here, "node_modules/pyodide") + "/";
const { loadPyodide } = await import(path.join(runtime, "pyodide.mjs"));
const quiet = { stdout: () => {}, stderr: (line) => console.error(line) };

function withTrim(py) {
  py.FS.mkdirTree("/build");
  py.FS.writeFile("/build/trim.py", fs.readFileSync(path.join(here, "trim.py")));
  py.FS.writeFile("/build/unpack.py", fs.readFileSync(path.join(here, "unpack.py")));
  py.runPython("import sys; sys.path.insert(0, '/build')");
}

// (PYTHONNODEBUGRANGES: the bytecode compiled here keeps the line of each instruction, not
// its columns, which only tracebacks' carets use: see app/trim.py's bytecode.)
const py = await loadPyodide({ indexURL: runtime, ...quiet, env: {
  PYTHONNODEBUGRANGES: "1",
  SOLOIST_TRIM_REPORT: process.env.SOLOIST_TRIM_REPORT ? "/tmp/trim-report.json" : "" } });
const site = py._api.sitePackages ?? "/lib/python3.14/site-packages";
for (const name of fs.readdirSync(wheelsDir).sort()) {
  if (!name.endsWith(".whl")) continue;
  py.unpackArchive(new Uint8Array(fs.readFileSync(path.join(wheelsDir, name))), "wheel",
                   { extractDir: site });
}
py.FS.writeFile("/tmp/markupsafe.tar.gz", new Uint8Array(fs.readFileSync(markupsafeSdist)));
withTrim(py);
py.globals.set("SITE", site);
await py.runPythonAsync(`
import json, os, sys, tarfile, zipfile
import trim

# MarkupSafe's pure-Python fallback, from its source distribution (no C speed-ups).
with tarfile.open("/tmp/markupsafe.tar.gz") as sdist:
    for member in sdist.getmembers():
        parts = member.name.split("/")
        if parts[1:3] == ["src", "markupsafe"] and parts[-1] in ("__init__.py", "_native.py", "py.typed"):
            os.makedirs(f"{SITE}/markupsafe", exist_ok=True)
            with open(f"{SITE}/markupsafe/{parts[-1]}", "wb") as out:
                out.write(sdist.extractfile(member).read())

# Bytecode beside every source (checked by nothing: the files never change on the phone).
trim.compile_tree(SITE)

# The app answers its home page here as it will on the phone, importing nothing a browser
# lacks.
import asyncio
from soloist.web.phone import COMPILED_TEMPLATES, FIRST_PAGES, PhoneHost, keep_first_pages
from soloist.web.precompiled import compile_templates
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
# A page in English loads no catalog: Fluent and Babel wait for another language. (The
# namespace package "fluent", empty, may be imported when the app asks whether Fluent is
# there.)
spoken = sorted(name for name in sys.modules
                if name.startswith(("fluent.", "babel", "pytz", "attr")))
assert not spoken, f"the home page in English imported {spoken}"
# The first page of a phone with no saves, made here in each language: the first visit's
# page then waits for no template (nor Jinja) to be imported.
keep_first_pages(FIRST_PAGES)

# What the phone never imports stays out of the download (trim.LEFT_OUT), and so do the
# sources of modules whose bytecode is there (but for a module that reads its own source:
# anyio's lazy importer).
for relative in trim.LEFT_OUT:
    target = os.path.join(SITE, relative)
    if os.path.isdir(target):
        import shutil
        shutil.rmtree(target)
    elif os.path.exists(target):
        os.remove(target)
# Of each distribution's METADATA only its headers (its name, version and requirements, what
# importlib.metadata reads): the description after them (pydantic's is its changelog) is
# read by nothing.
import glob
for metadata in glob.glob(os.path.join(SITE, "*.dist-info", "METADATA")):
    with open(metadata, encoding="utf-8") as read:
        headers = read.read().split("\\n\\n", 1)[0]
    with open(metadata, "w", encoding="utf-8") as written:
        written.write(headers + "\\n")
# Babel's locale data only for the languages Soloist ships (and their parents), pytz's time
# zones but UTC: trim.data_left_out.
from soloist.i18n import languages
for relative in trim.data_left_out(SITE, languages()):
    os.remove(os.path.join(SITE, relative))
# ... and of their data only the plurals and number formats Fluent reads: trim.trim_locale_data.
trim.trim_locale_data(SITE)

# Run the app as a person does, every kind of page of every game: what it imports.
failed = trim.import_all(trim.phone_modules(SITE))
failed += await trim.exercise(host)
failed += trim.speak()[0]
if failed:
    raise SystemExit("The phone app failed in its own runtime:\\n  " + "\\n  ".join(failed))
def compiled(relative):
    folder, name = os.path.split(relative)
    return os.path.join(folder, "__pycache__", name[:-3] + f".{sys.implementation.cache_tag}.pyc")

# Of the libraries, only the modules the app imports or may import (trim.unused_site_modules).
unused = trim.unused_site_modules(SITE, set(sys.modules))
for relative in unused:
    os.remove(os.path.join(SITE, relative))
    compiled_file = os.path.join(SITE, compiled(relative))
    if os.path.exists(compiled_file):
        os.remove(compiled_file)
print(f"site-packages: {len(unused)} modules of the libraries left out, never imported",
      file=sys.stderr)
# What the phone unpacks the bundle with is the standard library's too (compression.zstd).
import unpack
source = zipfile.ZipFile(f"/lib/python{sys.version_info[0]}{sys.version_info[1]}.zip")
kept = trim.kept_stdlib(source, SITE, set(sys.modules))
count, size = trim.write_stdlib(source, kept, "/tmp/python_stdlib.zip")
with open("/tmp/stdlib-kept.json", "w") as written:
    json.dump(sorted(kept), written)
if os.environ.get("SOLOIST_TRIM_REPORT"):
    with open(os.environ["SOLOIST_TRIM_REPORT"], "w") as written:
        json.dump({"kept": sorted(kept), "loaded": sorted(sys.modules)}, written)
print(f"python_stdlib.zip: {count} of the standard library's "
      f"{len(trim.stdlib_names(source).modules)} modules, as bytecode ({size / 2**20:.1f} MB)",
      file=sys.stderr)

def shipped(relative):
    """Where the file goes in the bundle (None: left out). A module whose source is left
    out ships its bytecode in the source's place (Python imports a lone .pyc only there)."""
    if relative.endswith(".pyi") or "/__pycache__/" in relative \\
            or relative.startswith("__pycache__/"):
        return None
    if ".dist-info/" in relative:
        return relative if relative.endswith(("/METADATA", "/entry_points.txt", "/top_level.txt")) else None
    if relative.endswith(".py") and not reads_itself(relative) \\
            and os.path.exists(os.path.join(SITE, compiled(relative))):
        return relative + "c"
    return relative

def reads_itself(relative):
    with open(os.path.join(SITE, relative), "rb") as source:
        return b"install_lazy_importer()" in source.read()

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
        if relative.endswith(".py") and target == relative:
            sources.append((compiled(relative), compiled(relative)))  # both
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
from compression import zstd
with open("/tmp/packages.raw", "rb") as raw, open("/tmp/packages.bundle", "wb") as packed:
    packed.write(zstd.compress(raw.read(), level=19))
`);
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, "python_stdlib.zip"), py.FS.readFile("/tmp/python_stdlib.zip"));
for (const name of ["index.html", "manifest.webmanifest"]) {
  fs.writeFileSync(path.join(outDir, name), py.FS.readFile(`/tmp/${name}`));
}
const raw = py.FS.readFile("/tmp/packages.raw");
const packed = py.FS.readFile("/tmp/packages.bundle");
fs.writeFileSync(path.join(outDir, "packages.bundle"), packed);
console.error(`packages.bundle: ${(raw.length / 2 ** 20).toFixed(1)} MB unpacked, `
              + `${(packed.length / 2 ** 20).toFixed(1)} MB packed`);
const kept = new TextDecoder().decode(py.FS.readFile("/tmp/stdlib-kept.json"));
if (process.env.SOLOIST_TRIM_REPORT) fs.writeFileSync(process.env.SOLOIST_TRIM_REPORT, py.FS.readFile("/tmp/trim-report.json"));

// The check: a runtime on the trimmed standard library with the bundle installed as the
// phone installs it (app/worker.js), running every module and page again.
const trimmed = await loadPyodide({ indexURL: runtime, stdLibURL: path.join(outDir, "python_stdlib.zip"),
                                    ...quiet });
const trimmedSite = trimmed._api.sitePackages ?? "/lib/python3.14/site-packages";
withTrim(trimmed);
// (As the phone's first start does: app/unpack.py, then each file written; worker.js.)
trimmed.FS.writeFile("/tmp/packages.bundle", packed);
trimmed.runPython("import unpack; unpack.unpack('/tmp/packages.bundle', '/tmp/packages.unpacked')");
const unpacked = trimmed.FS.readFile("/tmp/packages.unpacked");
const length = new DataView(unpacked.buffer, unpacked.byteOffset).getUint32(0, true);
const header = JSON.parse(new TextDecoder().decode(unpacked.subarray(4, 4 + length)));
let offset = 4 + length;
for (const [file, size] of header.files) {
  const full = `${trimmedSite}/${file}`;
  trimmed.FS.mkdirTree(full.slice(0, full.lastIndexOf("/")));
  trimmed.FS.writeFile(full, unpacked.subarray(offset, offset + size));
  offset += size;
}
trimmed.runPython("import importlib; importlib.invalidate_caches()");
// The phone's first start unpacks the bundle with fzstd where it can (unzstd.js), the runtime's
// own Zstandard where it cannot: both must give the same bytes.
const { decompress } = await import(new URL("./node_modules/fzstd/esm/index.mjs", import.meta.url));
if (Buffer.compare(Buffer.from(decompress(new Uint8Array(packed))), Buffer.from(unpacked)) !== 0) {
  throw new Error("fzstd does not unpack packages.bundle as the runtime's Zstandard does");
}
trimmed.globals.set("SITE", trimmedSite);
trimmed.globals.set("KEPT", kept);
await trimmed.runPythonAsync(`
import json, trim
await trim.check(SITE, json.loads(KEPT))
`);
