#!/usr/bin/env bash
# Set up everything the test suite needs on a fresh machine, then run the whole suite:
# lint (ruff), types (mypy --strict) and tests (pytest, on all cores).
set -euo pipefail
cd "$(dirname "$0")/.."

./scripts/setup.sh --dev

# The browser tests drive Debian's chromium through Playwright (never `playwright install`,
# which downloads a browser build of its own). Installed once; skipped when present.
if [ ! -x /usr/bin/chromium ]; then
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then
        sudo="sudo"
    fi
    echo "Installing chromium for the browser tests…" >&2
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

# The accessibility check injects axe-core (from the npm registry, the version pinned in
# tests/web/axe/package-lock.json) into each page the browser tests open.
if [ ! -f tests/web/axe/node_modules/axe-core/axe.min.js ]; then
    if ! command -v npm >/dev/null; then
        echo "Installing npm for the accessibility check…" >&2
        sudo=""
        if [ "$(id -u)" -ne 0 ]; then
            sudo="sudo"
        fi
        $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
        $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq npm >/dev/null
    fi
    (cd tests/web/axe && npm ci --no-audit --no-fund --loglevel=error)
fi

# The phone app's tests run the built app (./scripts/build-app.sh: the runtime from npm, the
# wheels from PyPI, Node.js and npm from Debian when missing), rebuilt when its sources
# changed.
inputs=$(cat pyproject.toml scripts/build-app.sh app/package-lock.json app/*.txt app/*.js \
         app/*.mjs $(find src/soloist -type f ! -path '*/__pycache__/*' | sort) | sha256sum)
if [ ! -f build/app/sw.js ] || [ "$(cat build/app.inputs 2>/dev/null)" != "$inputs" ]; then
    ./scripts/build-app.sh build/app
    echo "$inputs" > build/app.inputs
fi

# The compiled build (./scripts/build-compiled.sh: the hot modules compiled by mypyc into
# build/compiled; gcc and the Python headers from Debian when missing), rebuilt when its
# sources changed: tests/sim/test_compiled_build.py checks it plays exactly the games of the
# pure-Python rules, and fails without it here.
./scripts/build-compiled.sh
export SOLOIST_COMPILED_REQUIRED=1

# The store and web tests run twice: on SQLite and on a real PostgreSQL server. Unless
# SOLOIST_TEST_DB names one already (postgresql+psycopg://…), one is started for this run
# (PostgreSQL installed from Debian when missing) and stopped at the end.
if [ -z "${SOLOIST_TEST_DB:-}" ]; then
    postgres_folder=$(mktemp -d)
    trap './scripts/postgres.sh stop "$postgres_folder"; rm -rf "$postgres_folder"' EXIT
    if ! SOLOIST_TEST_DB=$(./scripts/postgres.sh start "$postgres_folder"); then
        echo "Could not start PostgreSQL for the database tests (see above): install it" \
             "(apt-get install postgresql), or set SOLOIST_TEST_DB to a" \
             "postgresql+psycopg:// URL of a server of yours." >&2
        exit 1
    fi
    export SOLOIST_TEST_DB
    echo "PostgreSQL for the database tests: $SOLOIST_TEST_DB" >&2
fi

.venv/bin/ruff check src tests bench
.venv/bin/mypy
# Four test processes, whatever the number of cores: the browser and phone-app tests spend
# most of their time waiting for Chromium, the server or the phone's runtime, so two
# processes on two cores leave a core idle half the time (measured: 13:28 with two, 10:38
# with four, the same tests). SOLOIST_TEST_WORKERS chooses another number.
.venv/bin/pytest -n "${SOLOIST_TEST_WORKERS:-4}" -q "$@"
