#!/usr/bin/env bash
# Set up Soloist on a fresh machine if needed, then start its main job: the web companion
# (`soloist serve`), which prints the address to open. Any arguments are passed to
# `soloist` instead, e.g. ./scripts/start.sh serve --lan, or ./scripts/start.sh play
# fantastic-factories for the terminal companion.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh >&2
if [ "$#" -eq 0 ]; then
    exec .venv/bin/soloist serve
fi
exec .venv/bin/soloist "$@"
