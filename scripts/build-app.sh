#!/usr/bin/env bash
# Build the phone app: a static site in DIR that any static HTTPS host can serve (and
# `soloist serve --app DIR` serves at /app/). Everything comes from the package registries
# at build time, pinned: the WebAssembly Python runtime from npm (app/package-lock.json),
# the wheels from PyPI (app/requirements.txt, with their hashes), and Soloist itself from
# this checkout. The app fetches nothing from anywhere else when it runs.
#
#   ./scripts/build-app.sh DIR
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:?usage: ./scripts/build-app.sh DIR}"

./scripts/setup.sh >&2
if ! command -v npm >/dev/null || ! command -v node >/dev/null; then
    echo "Installing Node.js and npm (Debian's) to build the phone app…" >&2
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then
        sudo="sudo"
    fi
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nodejs npm >/dev/null
fi

# The runtime, as app/package-lock.json pins it (npm checks its integrity hash).
if ! cmp -s app/package-lock.json app/node_modules/.package-lock-soloist 2>/dev/null; then
    (cd app && npm ci --no-audit --no-fund --loglevel=error)
    cp app/package-lock.json app/node_modules/.package-lock-soloist
fi

# The wheels the phone runs (kept between builds in build/app-cache; pip checks each hash).
cache=build/app-cache
mkdir -p "$cache/wheels" "$cache/sdist"
pip=(.venv/bin/python -m pip --disable-pip-version-check)
"${pip[@]}" download --quiet --no-deps --require-hashes --only-binary=:all: \
    --platform pyemscripten_2026_0_wasm32 --platform any --python-version 3.14 \
    --implementation cp --abi cp314 --abi none -r app/requirements.txt -d "$cache/wheels"
"${pip[@]}" download --quiet --no-deps --require-hashes --no-binary=:all: \
    -r app/markupsafe.txt -d "$cache/sdist"
rm -f "$cache"/wheels/soloist-*.whl
"${pip[@]}" wheel --quiet --no-deps . -w "$cache/wheels"

staging="$out.building"
rm -rf "$staging"
mkdir -p "$staging/pyodide"
node app/bundle.mjs "$cache/wheels" "$(ls "$cache"/sdist/markupsafe-*.tar.gz)" "$staging"
runtime=app/node_modules/pyodide
cp "$runtime/pyodide.mjs" "$runtime/pyodide.asm.mjs" "$runtime/pyodide.asm.wasm" "$staging/pyodide/"
# The runtime reads its list of packages at start; the app loads none of them (Soloist and
# its libraries come in packages.bundle): the list ships empty.
node -e 'const fs = require("fs"); const lock = JSON.parse(fs.readFileSync(process.argv[1]));
         fs.writeFileSync(process.argv[2], JSON.stringify({ info: lock.info, packages: {} }));' \
    "$runtime/pyodide-lock.json" "$staging/pyodide/pyodide-lock.json"
mv "$staging/python_stdlib.zip" "$staging/pyodide/python_stdlib.zip"
cp -r src/soloist/web/static "$staging/static"
cp app/boot.js app/worker.js app/saves.js app/bounds.js app/unzstd.js "$staging/"
# fzstd (MIT), the JavaScript Zstandard decoder unzstd.js unpacks the bundle with on a
# build's first start, with its licence on top.
{ echo "/*"; sed 's/^/ * /' app/node_modules/fzstd/LICENSE; echo " */"
  cat app/node_modules/fzstd/esm/index.mjs; } > "$staging/fzstd.mjs"

# The service worker keeps exactly these files; its build digest changes with any of them,
# which is how a phone learns that an update is ready.
.venv/bin/python - "$staging" <<'EOF'
import hashlib, json, sys
from pathlib import Path

root = Path(sys.argv[1])
# The worker unpacks the bundle with app/unpack.py, written into it.
page_worker = root / "worker.js"
page_worker.write_text(page_worker.read_text().replace('"__UNPACK__"',
                                             json.dumps(Path("app/unpack.py").read_text())))
files = sorted(str(path.relative_to(root)) for path in root.rglob("*") if path.is_file())
digest = hashlib.sha256()
for name in files:
    digest.update(name.encode() + b"\0" + (root / name).read_bytes())
build = digest.hexdigest()[:16]
worker = Path("app/sw.js").read_text()
size = sum((root / name).stat().st_size for name in files)
worker = worker.replace('"__BUILD__"', json.dumps(build)).replace("__FILES__", json.dumps(files))
worker = worker.replace("__BYTES__", str(size))
(root / "sw.js").write_text(worker)
(root / "build.json").write_text(json.dumps({"build": build, "files": files}, indent=1) + "\n")
print(f"Built the phone app ({build}): {len(files)} files.", file=sys.stderr)
EOF
rm -rf "$out"
mv "$staging" "$out"
echo "The phone app is in $out: serve it from any static HTTPS host, or try it with" \
     "soloist serve --app $out (http://127.0.0.1:8765/app/; build/app is served by default)." >&2
