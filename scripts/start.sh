#!/usr/bin/env bash
# Set up Soloist on a fresh machine if needed, then start its main job (the new-game menu).
# Any arguments are passed to `soloist`, e.g. ./scripts/start.sh play fantastic-factories
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh >&2
exec .venv/bin/soloist "$@"
