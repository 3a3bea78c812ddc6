#!/usr/bin/env bash
# Create .venv and install Soloist into it (with --dev: the test tools too; with --dev
# --compiled: then the optional compiled build too, ./scripts/build-compiled.sh).
# Safe to run again: it installs only when pyproject.toml changed since the last install (a
# stamp of its hash in .venv), so starting Soloist again costs no reinstall; Soloist's own
# code is installed editable, so a change to it needs none either.
set -euo pipefail
cd "$(dirname "$0")/.."

python=${PYTHON:-python3}
if ! "$python" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
    echo "Soloist needs Python 3.11 or newer; set PYTHON to one." >&2
    exit 1
fi
if [ ! -x .venv/bin/python ]; then
    "$python" -m venv .venv
    .venv/bin/python -m pip install --quiet --upgrade pip
fi
extras=""
compiled=""
for argument in "$@"; do
    case "$argument" in
        # The test tools, and the PostgreSQL driver: the store and web tests run on
        # PostgreSQL too.
        --dev) extras="[dev,postgresql]" ;;
        # The compiled build (it needs mypyc, a dev tool).
        --compiled) compiled=yes ;;
    esac
done
if [ -n "$compiled" ] && [ -z "$extras" ]; then
    echo "The compiled build needs the dev tools: ./scripts/setup.sh --dev --compiled" >&2
    exit 1
fi
stamp=.venv/.soloist-installed
wanted="$(.venv/bin/python -c 'import hashlib
print(hashlib.sha256(open("pyproject.toml", "rb").read()).hexdigest())') ${extras:-[]}"
if [ -x .venv/bin/soloist ] && [ -f "$stamp" ]; then
    installed=$(cat "$stamp")
    # The same pyproject.toml, with the same extras (a --dev install serves a plain one too).
    if [ "$installed" = "$wanted" ] || { [ -z "$extras" ] && [ "${installed%% *}" = "${wanted%% *}" ]; }; then
        installed_already=yes
    fi
fi
if [ -z "${installed_already:-}" ]; then
    .venv/bin/python -m pip install --quiet --disable-pip-version-check -e ".${extras}"
    echo "$wanted" > "$stamp"
fi
if [ -n "$compiled" ]; then
    ./scripts/build-compiled.sh
fi
