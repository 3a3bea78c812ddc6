#!/usr/bin/env bash
# Set up Soloist on a fresh machine if needed, then start its main job: the web companion
# (`soloist serve`), which prints the address to open. Any arguments are passed to
# `soloist` instead, e.g. ./scripts/start.sh serve --lan, or ./scripts/start.sh play
# fantastic-factories for the terminal companion.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh >&2
# One line on how to run `soloist` from any folder, while it is not on the PATH.
if ! command -v soloist >/dev/null 2>&1; then
    echo "To run soloist from any folder: export PATH=\"$PWD/.venv/bin:\$PATH\" (in your shell's profile), or install it for good with: pipx install . (or: uv tool install .)" >&2
fi
if [ "$#" -eq 0 ]; then
    exec .venv/bin/soloist serve
fi
exec .venv/bin/soloist "$@"
