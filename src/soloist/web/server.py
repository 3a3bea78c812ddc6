"""`soloist serve`: the web companion on a local port (uvicorn)."""

from __future__ import annotations

import asyncio
import io
import ipaddress
import secrets
import shutil
import socket
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

import segno
import uvicorn
from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

from soloist.engine.errors import SoloistError
from soloist.engine.phrase import phrase
from soloist.games import all_games
from soloist.store import Store
from soloist.store.backup_limit import MAX_BYTES
from soloist.web.app import create_app
from soloist.web.security import LAN_PARAMETER

DEFAULT_HOST = "127.0.0.1"
#: How long a client may take to send a request's headers, from connecting (or from the
#: first byte of a later request on a kept-alive connection). A connection that has not sent
#: them by then is closed: half-open connections cannot pile up and use up the server's file
#: descriptors. A phone on slow Wi-Fi sends its headers in well under a second.
HEADER_TIMEOUT = 10.0
#: The slowest a request's body may come, after its headers (bytes per second): a body
#: has `HEADER_TIMEOUT` seconds, and one more second for each 64 KiB it declares (an answer's
#: form: 10 s; a 64 MB backup from a phone: 17 minutes). A connection still sending its body
#: then is closed, whoever sends it.
BODY_RATE = 64 * 1024
DEFAULT_PORT = 8765
ALL_INTERFACES = "0.0.0.0"


def lan_addresses() -> list[str]:
    """This computer's IPv4 addresses on its local networks (what a phone would open),
    read from the system's own interface list: no packet is sent."""
    found: list[str] = []
    ip_command = shutil.which("ip")
    if ip_command:
        try:
            output = subprocess.run([ip_command, "-o", "-4", "addr", "show", "scope", "global"],
                                    capture_output=True, text=True, timeout=5,
                                    check=False).stdout
        except (OSError, subprocess.SubprocessError):
            output = ""
        for line in output.splitlines():
            parts = line.split()
            if "inet" in parts:
                found.append(parts[parts.index("inet") + 1].split("/")[0])
    if not found:
        try:
            infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
        except OSError:
            infos = []
        found = [str(info[4][0]) for info in infos]
    usable = []
    for address in found:
        try:
            parsed = ipaddress.ip_address(address)
        except ValueError:
            continue
        if not parsed.is_loopback and not parsed.is_link_local and address not in usable:
            usable.append(address)
    return usable


def open_socket(host: str, port: int) -> socket.socket:
    """The listening socket, or a `SoloistError` saying why it cannot be had."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    # IPPROTO_TCP named, so that asyncio sets TCP_NODELAY on each connection (with protocol
    # 0 it does not, and Nagle plus delayed ACKs add 40 ms to every kept-alive response).
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError as error:
        sock.close()
        raise SoloistError(phrase("cannot listen on {host} port {port}: {reason}. Choose "
                                  "another port with --port.", host=host, port=port,
                                  reason=str(error.strerror or error))) from None
    sock.listen(2048)
    sock.set_inheritable(True)
    return sock


class BoundedHeaders(HttpToolsProtocol):
    """uvicorn's HTTP/1.1 connection, which waits for a request's headers and body for
    ever, with deadlines for them: `header_timeout` seconds for the headers; for the body,
    as long again and a second more for each `BODY_RATE` bytes it declares. A connection
    still sending them then is closed. And once the app has answered a request without
    reading all its body (a refusal: no key, too large, not a form), the connection is
    closed rather than kept for the rest of it: a client dripping a body the app never
    wanted holds nothing."""

    header_timeout = HEADER_TIMEOUT

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._headers_due: asyncio.TimerHandle | None = None
        self._body_due: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._arm()

    def on_message_begin(self) -> None:
        super().on_message_begin()
        if self._headers_due is None:  # a later request on a kept-alive connection
            self._arm()

    def on_headers_complete(self) -> None:
        self._disarm()
        super().on_headers_complete()
        declared = self._declared_body()
        if declared:
            seconds = self.header_timeout + declared / BODY_RATE
            self._body_due = self.loop.call_later(seconds, self._late)

    def on_message_complete(self) -> None:
        self._disarm_body()
        super().on_message_complete()

    def on_response_complete(self) -> None:
        # (A request waiting behind it, pipelined, is another one: its body is its own.)
        unread = not self.pipeline and self.cycle is not None and self.cycle.more_body \
            and not self.cycle.disconnected
        super().on_response_complete()
        if unread and not self.transport.is_closing():
            self._disarm_body()
            self.transport.close()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        self._disarm_body()
        super().connection_lost(exc)

    def _declared_body(self) -> int:
        """The body's length as its headers declare it (a chunked one: the largest the app
        takes, a backup's); 0 when there is none."""
        for name, value in self.headers:
            if name == b"content-length":
                return int(value) if value.strip().isdigit() else 0
            if name == b"transfer-encoding" and b"chunked" in value.lower():
                return MAX_BYTES
        return 0

    def _arm(self) -> None:
        self._headers_due = self.loop.call_later(self.header_timeout, self._late)

    def _disarm(self) -> None:
        if self._headers_due is not None:
            self._headers_due.cancel()
            self._headers_due = None

    def _disarm_body(self) -> None:
        if self._body_due is not None:
            self._body_due.cancel()
            self._body_due = None

    def _late(self) -> None:
        self._headers_due = self._body_due = None
        if not self.transport.is_closing():
            self.transport.close()


def bounded_headers(seconds: float) -> type[BoundedHeaders]:
    """The connection class whose clients have `seconds` to send a request's headers."""
    return type("BoundedHeaders", (BoundedHeaders,), {"header_timeout": seconds})


def url(host: str, port: int) -> str:
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}/"


#: The key of ``serve --lan``'s private address, kept in the database so that a phone that
#: opened it once (or installed the app) keeps working after a restart.
LAN_KEY_SETTING = "lan-key"


def lan_key(store: Store, *, new: bool = False) -> str:
    """The random key of the private network address (`new`: replace it, so that every
    phone must open the newly printed address)."""
    if new:
        store.put_setting(LAN_KEY_SETTING, secrets.token_urlsafe(16))
    return store.setting(LAN_KEY_SETTING, lambda: secrets.token_urlsafe(16))


def private_url(address: str, port: int, key: str) -> str:
    return f"{url(address, port)}?{LAN_PARAMETER}={key}"


def qr_code(text: str) -> str:
    """`text` as a QR code drawn with block characters, for a phone's camera."""
    drawn = io.StringIO()
    segno.make(text, error="m").terminal(out=drawn, compact=True)
    return drawn.getvalue().rstrip("\n")


def serve(
    store: Store,
    *,
    host: str = DEFAULT_HOST,
    port: int = DEFAULT_PORT,
    lan: bool = False,
    allowed_hosts: tuple[str, ...] = (),
    cache_size: int = 256,
    new_key: bool = False,
    say: Callable[[str], None] = print,
    phone_app: Path | None = None,
    phone_app_hint: str | None = None,
    header_timeout: float = HEADER_TIMEOUT,
) -> None:
    """Serve the companion until interrupted, printing the addresses to open (with --lan:
    the private address, with its key, and its QR code), and with `phone_app` the phone
    app's (without it, `phone_app_hint`: how to have it)."""
    if lan:
        host = ALL_INTERFACES
    sock = open_socket(host, port)
    port = sock.getsockname()[1]
    local = DEFAULT_HOST if host in (ALL_INTERFACES, "::") else host
    key = None
    addresses: list[str] = []
    if lan:
        key = lan_key(store, new=new_key)
        addresses = lan_addresses()
    app = create_app(store, allowed_hosts=(*allowed_hosts, *addresses), cache_size=cache_size,
                     lan_key=key, phone_app=phone_app)
    all_games()  # every game's rules and data loaded now, not in a player's first request
    say(phrase("Soloist's web companion is running: open {address}", address=url(local, port)))
    if phone_app is not None:
        say(phrase("The phone app (its own saves, kept in the browser): open {address} in a "
                   "browser on this computer. A phone needs it from an https:// address: copy "
                   "the built folder to any static HTTPS host (GitHub Pages and the like).",
                   address=f"{url(local, port)}app/"))
    elif phone_app_hint is not None:
        say(phone_app_hint)
    if key is not None:
        if addresses:
            private = [private_url(address, port, key) for address in addresses]
            said = private[0]
            for address in private[1:]:
                said = phrase("{addresses}  or  {address}", addresses=said, address=address)
            say(phrase("On a phone on the same network (Wi-Fi), open this private address (or "
                       "scan the code): {addresses}", addresses=said))
            say(qr_code(private[0]))
        else:
            say(phrase("No network address was found on this computer: on a phone, open "
                       "http://<this computer's address>:{port}/?{parameter}={key}, and start "
                       "Soloist with --allow-host <that address>.", port=port,
                       parameter=LAN_PARAMETER, key=key))
        say(phrase("Only this computer and a browser that opened the private address can use "
                   "it (everyone else gets 403). Keep the address to yourself; serve --lan "
                   "--new-key makes a new one."))
    say(phrase("Saves: {location}. Stop with Ctrl+C.", location=str(store.location)))
    config = uvicorn.Config(app, log_level="warning", access_log=False, lifespan="off",
                            server_header=False, timeout_graceful_shutdown=3,
                            http=bounded_headers(header_timeout))
    server = uvicorn.Server(config)
    try:
        server.run(sockets=[sock])
    finally:
        sock.close()
