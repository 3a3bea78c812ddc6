#!/usr/bin/env bash
# A throwaway PostgreSQL server for the tests, on loopback, in a folder of its own.
#
#   scripts/postgres.sh start FOLDER   prints the database URL the tests read (SOLOIST_TEST_DB)
#   scripts/postgres.sh stop FOLDER    stops it (the folder can then be deleted)
#
# Uses Debian's PostgreSQL (installed with apt-get when missing, as root or with sudo). The
# server runs as the current user, or as the `postgres` user when run as root (PostgreSQL
# refuses to run as root). It listens on 127.0.0.1 on a free port, trusts local
# connections, and does not sync to disk (a test server: nothing in it outlives the run).
set -euo pipefail

action=${1:-}
folder=${2:-}
if [ -z "$action" ] || [ -z "$folder" ]; then
    echo "usage: $0 start|stop FOLDER" >&2
    exit 2
fi

bindir() {
    local found
    found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
    if [ -z "$found" ] && command -v pg_config >/dev/null; then
        found=$(pg_config --bindir)
    fi
    echo "$found"
}

as_server() {
    if [ "$(id -u)" -eq 0 ]; then
        runuser -u postgres -- "$@"
    else
        "$@"
    fi
}

if [ "$action" = stop ]; then
    bin=$(bindir)
    server=$(cat "$folder/server-folder" 2>/dev/null || true)
    if [ -n "$server" ] && [ -n "$bin" ] && [ -f "$server/data/postmaster.pid" ]; then
        as_server "$bin/pg_ctl" -D "$server/data" -m immediate -w stop >/dev/null 2>&1 || true
    fi
    if [ -n "$server" ]; then
        rm -rf "$server"
    fi
    exit 0
fi

bin=$(bindir)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then
        if ! command -v sudo >/dev/null; then
            echo "PostgreSQL is not installed, and installing it needs root: run" \
                 "'apt-get install postgresql' as root, or set SOLOIST_TEST_DB to a" \
                 "postgresql+psycopg:// URL of a server of yours." >&2
            exit 1
        fi
        sudo="sudo"
    fi
    echo "Installing PostgreSQL for the database tests…" >&2
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    bin=$(bindir)
fi

# The server's own folder (its data and its socket), which the server's user must reach:
# as root, a folder of the `postgres` user's under /tmp (FOLDER may be private to root).
mkdir -p "$folder"
server=$(mktemp -d "${TMPDIR:-/tmp}/soloist-postgres.XXXXXX")
echo "$server" >"$folder/server-folder"
if [ "$(id -u)" -eq 0 ]; then
    chown postgres "$server"
fi
port=$(python3 -c 'import socket
s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
as_server "$bin/initdb" -D "$server/data" -U soloist --auth=trust -E UTF8 --no-sync \
    >"$folder/initdb.log" 2>&1 || { cat "$folder/initdb.log" >&2; exit 1; }
as_server "$bin/pg_ctl" -D "$server/data" -l "$server/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $server -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" \
    start >/dev/null || { cat "$server/server.log" >&2; exit 1; }
as_server "$bin/createdb" -h 127.0.0.1 -p "$port" -U soloist soloist_test
echo "postgresql+psycopg://soloist@127.0.0.1:$port/soloist_test"
