#!/usr/bin/env bash
# Build the optional compiled package: a copy of src/soloist in build/compiled/soloist with
# its hot modules (the list in src/soloist/compiled.py) compiled by mypyc. src/ is never
# touched; the pure-Python package stays the reference (the phone app and the web server
# run it). `soloist simulate` and the benchmarks use the copy while it is fresh: built from
# exactly the sources in src/soloist (its stamp holds their digest).
#
#     ./scripts/build-compiled.sh           build, unless the build is fresh already
#     ./scripts/build-compiled.sh --force   build again
#
# Needs the dev install (./scripts/setup.sh --dev: mypy, which brings mypyc), a C compiler
# and the Python headers; on Debian they are installed when missing.
set -euo pipefail
cd "$(dirname "$0")/.."

python=.venv/bin/python
if [ ! -x .venv/bin/mypyc ]; then
    echo "The compiled build needs mypyc: run ./scripts/setup.sh --dev first." >&2
    exit 1
fi

target=build/compiled
staging=build/compiled.new
digest() {  # the digest of the sources of the package in folder $1
    "$python" -c 'import sys; from pathlib import Path
sys.path.insert(0, sys.argv[1])
from soloist.compiled import sources_digest
print(sources_digest(Path(sys.argv[1]) / "soloist"))' "$1"
}

if [ "${1:-}" != "--force" ] && [ -f "$target/soloist/compiled.stamp" ] \
        && [ "$(cat "$target/soloist/compiled.stamp")" = "$(digest src)" ]; then
    exit 0
fi

# A C compiler and the headers of the Python that runs Soloist.
headers=$("$python" -c 'import sysconfig; print(sysconfig.get_paths()["include"])')
if ! command -v gcc >/dev/null || [ ! -f "$headers/Python.h" ]; then
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then
        sudo="sudo"
    fi
    echo "Installing gcc and the Python headers for the compiled build…" >&2
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq gcc python3-dev >/dev/null
    if [ ! -f "$headers/Python.h" ]; then
        echo "No Python.h in $headers: install the headers of this Python." >&2
        exit 1
    fi
fi

started=$(date +%s)
rm -rf "$staging"
mkdir -p "$staging"
cp -r src/soloist "$staging/soloist"
find "$staging" -name __pycache__ -prune -exec rm -rf {} +
stamp=$(digest "$staging")
mapfile -t modules < <("$python" -c 'import sys
sys.path.insert(0, sys.argv[1])
from soloist.compiled import MODULES
print("\n".join("soloist/" + module for module in MODULES))' "$staging")
echo "Compiling ${#modules[@]} modules with mypyc into $target…" >&2
if ! (cd "$staging" && MYPYC_OPT_LEVEL=${MYPYC_OPT_LEVEL:-3} \
        ../../.venv/bin/mypyc "${modules[@]}" > mypyc.out 2>&1); then
    cat "$staging/mypyc.out" >&2
    echo "The compiled build failed (above); the pure package runs meanwhile." >&2
    exit 1
fi
rm -rf "$staging/build" "$staging/mypyc.out" "$staging/.mypy_cache"
echo "$stamp" > "$staging/soloist/compiled.stamp"
rm -rf "$target.old"
if [ -d "$target" ]; then
    mv "$target" "$target.old"
fi
mv "$staging" "$target"
rm -rf "$target.old"
echo "Compiled build ready in $target ($(( $(date +%s) - started )) s)." >&2
