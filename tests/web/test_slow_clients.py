"""Clients that never finish their request headers (issue 25 item 10), or send their body
slowly (issue 35 item 11), are closed by the server, which goes on serving everyone else,
with or without the LAN key.

The server runs with a 1-second deadline for headers (10 seconds by default); a body has as
long again and a second for each 64 KiB it declares. The test waits for the server to close
each slow connection (the socket reads the end of the stream), never on a sleep; the
socket's own timeout only bounds a server that never does. A client that drips its body
sends a byte to each of its connections in turn, as long as any is open."""

from __future__ import annotations

import re
import socket
import subprocess
import sys
import threading
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


def dripping(address: tuple[str, int], path: str, count: int, length: int,
             kind: str = "application/x-www-form-urlencoded") -> list[socket.socket]:
    """`count` connections that send a request's headers, declaring a body of `length`
    bytes, then send that body a byte at a time, each in turn, for as long as the server
    keeps any of them open (a thread of its own)."""
    head = (f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: {kind}\r\n"
            f"Content-Length: {length}\r\n\r\nanswer=").encode()
    socks = [connect(address, head) for _ in range(count)]
    open_ones = list(socks)

    def drip() -> None:
        while open_ones:
            for sock in list(open_ones):
                try:
                    sock.send(b"x")
                except OSError:
                    open_ones.remove(sock)
            done = threading.Event()
            done.wait(0.05)  # the client's own pace, not a wait for the server

    threading.Thread(target=drip, daemon=True).start()
    return socks


def cut_off(sock: socket.socket) -> bytes:
    """What the server answered before it closed the connection (b"": nothing); a
    `TimeoutError` if it never closes it."""
    said = b""
    try:
        while chunk := sock.recv(4096):
            said += chunk
    except ConnectionResetError:
        pass
    finally:
        sock.close()
    return said


def test_bodies_sent_slowly_are_cut_off_and_others_still_served(
        server: tuple[str, int]) -> None:
    """250 clients dripping the body of an answer made the server unreachable (each holds
    a connection for ever: a computer gives a server 256 of them by default on some
    systems). Each is closed once its body is late; meanwhile and after, others are
    served."""
    slow = dripping(server, "/new/fantastic-factories", 250, 1000)
    assert served(server) == 200
    assert all(cut_off(sock) == b"" for sock in slow)  # closed, nothing answered
    assert served(server) == 200


def test_a_body_the_server_refused_is_not_waited_for(server: tuple[str, int]) -> None:
    """The server answered without reading the body (here: a backup that is no form; a
    computer without the LAN key is answered so too): the connection is closed then, not
    kept while the rest of a large body drips in (a backup may take minutes to send)."""
    sock, = dripping(server, "/backup", 1, 60 * 1024 * 1024, kind="text/plain")
    answer = cut_off(sock)
    assert answer.startswith(b"HTTP/1.1 415"), answer[:80]
