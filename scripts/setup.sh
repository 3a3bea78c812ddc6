#!/usr/bin/env bash
# Create .venv and install Soloist into it (with --dev: the test tools too).
# Safe to run again: it only installs what is missing or changed.
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
if [ "${1:-}" = "--dev" ]; then
    extras="[dev]"
fi
.venv/bin/python -m pip install --quiet --disable-pip-version-check -e ".${extras}"
