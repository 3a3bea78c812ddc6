#!/usr/bin/env bash
# Set up everything the test suite needs on a fresh machine, then run the whole suite:
# lint (ruff), types (mypy --strict) and tests (pytest, on all cores).
set -euo pipefail
cd "$(dirname "$0")/.."

./scripts/setup.sh --dev

.venv/bin/ruff check src tests bench
.venv/bin/mypy
.venv/bin/pytest -n auto -q "$@"
