"""Clients that never finish their request headers are closed by the server, which goes on
serving everyone else, with or without the LAN key (issue 25 item 10).

The server runs with a 1-second deadline for headers (10 seconds by default). The test
waits for the server to close each slow connection (the socket reads the end of the
stream), never on a sleep; the socket's own timeout only bounds a server that never does."""

from __future__ import annotations

import re
import socket
import subprocess
import sys
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

START = """
import sys
from soloist.store import Store
from soloist.web.server import serve
serve(Store(sys.argv[1]), port=0, lan=sys.argv[2] == "lan", header_timeout=1.0,
      say=lambda line: print(line, flush=True))
"""
#: Longer than any deadline here: reached only if the server never closes the connection.
NEVER = 60


@pytest.fixture(params=["local", "lan"])
def server(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[tuple[str, int]]:
    process = subprocess.Popen(
        [sys.executable, "-c", START, str(tmp_path / "s.sqlite3"), request.param],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert process.stdout is not None
    line = process.stdout.readline()
    found = re.search(r"open http://(127\.0\.0\.1):(\d+)/", line)
    assert found, f"the server did not start: {line!r}"
    try:
        yield found.group(1), int(found.group(2))
    finally:
        process.terminate()
        process.wait(timeout=NEVER)


def connect(address: tuple[str, int], sent: bytes) -> socket.socket:
    sock = socket.create_connection(address, timeout=NEVER)
    if sent:
        sock.sendall(sent)
    return sock


def closed_by_server(sock: socket.socket) -> bool:
    """Read until the server ends the stream (True), or the socket's timeout (False)."""
    try:
        while sock.recv(4096):
            pass
    except ConnectionResetError:
        return True
    except TimeoutError:
        return False
    finally:
        sock.close()
    return True


def served(address: tuple[str, int]) -> int:
    with urllib.request.urlopen(f"http://{address[0]}:{address[1]}/",
                                timeout=NEVER) as response:
        return int(response.status)


def test_half_open_connections_are_closed_and_others_still_served(
        server: tuple[str, int]) -> None:
    partial = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/html\r\nX-Slow: "
    slow = [connect(server, partial) for _ in range(20)]
    silent = [connect(server, b"") for _ in range(5)]
    assert served(server) == 200  # while they hang
    assert all(closed_by_server(sock) for sock in slow + silent)
    assert served(server) == 200


def test_a_kept_alive_connection_that_stalls_in_its_next_request_is_closed(
        server: tuple[str, int]) -> None:
    sock = connect(server, b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    answer = b""
    while b"</html>" not in answer:
        chunk = sock.recv(65536)
        assert chunk, answer
        answer += chunk
    assert answer.startswith(b"HTTP/1.1 200")
    sock.sendall(b"GET / HTTP/1.1\r\nHost: 127")
    assert closed_by_server(sock)
    assert served(server) == 200
