"""What keeps the web companion safe: CSRF tokens, trusted hosts, bounded request bodies.

- **Cross-site request forgery.** Every page sets a random token in a signed, HttpOnly,
  SameSite=Lax cookie and writes the same token into a hidden field of each of its forms.
  A state-changing request (every POST) is refused unless the field matches the cookie and
  the cookie's signature is Soloist's own; a request whose `Origin` or `Sec-Fetch-Site`
  header says it comes from another site is refused too. Another site can neither read the
  token nor forge the signed cookie.
- **DNS rebinding.** A page on another site cannot reach the local server through a name
  of its own: requests are answered only for a `Host` that is an IP address, `localhost`,
  this computer's name, or a name given with ``--allow-host``.
- **Request size.** A request body larger than the limit (16 KiB: the companion's forms
  are a few hundred bytes) is refused with 413 before it is read.
- **A private address on the network** (``serve --lan``). The printed address carries a
  random key; a request from anything but this computer (loopback) is answered only when it
  carries the key, in the address or in the cookie the first such request sets, and gets a
  403 that shows nothing otherwise. Only the printed address and loopback are accepted as
  the `Host`.
"""

from __future__ import annotations

import hashlib
import hmac
import ipaddress
import secrets
import socket
from collections.abc import Iterable, Mapping
from urllib.parse import parse_qs, urlencode, urlsplit

from starlette.requests import Request, cookie_parser
from starlette.responses import HTMLResponse, Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from soloist.engine.text import visible

CSRF_COOKIE = "soloist_csrf"
CSRF_FIELD = "csrf"
#: The largest request body accepted (bytes).
DEFAULT_MAX_BODY = 16 * 1024


class CsrfTokens:
    """Random tokens in a signed cookie, compared with a hidden form field."""

    def __init__(self, secret: str) -> None:
        self._key = hashlib.sha256(("soloist csrf:" + secret).encode()).digest()

    def _signature(self, token: str) -> str:
        return hmac.new(self._key, token.encode(), hashlib.sha256).hexdigest()[:32]

    def new_token(self) -> str:
        return secrets.token_urlsafe(24)

    def cookie_value(self, token: str) -> str:
        return f"{token}.{self._signature(token)}"

    def token_from(self, request: Request) -> str | None:
        """The token in the request's cookie, if the cookie is present and signed by us."""
        value = request.cookies.get(CSRF_COOKIE, "")
        token, _, signature = value.partition(".")
        if not token or not hmac.compare_digest(signature, self._signature(token)):
            return None
        return token

    def check(self, request: Request, submitted: str | None) -> bool:
        """Whether a state-changing request carries the right token and comes from us."""
        if not same_origin(request):
            return False
        token = self.token_from(request)
        if token is None or submitted is None:
            return False
        return hmac.compare_digest(submitted.encode(), token.encode())

    def set_cookie(self, response: Response, token: str, *, secure: bool) -> None:
        response.set_cookie(CSRF_COOKIE, self.cookie_value(token), httponly=True,
                            samesite="lax", secure=secure, path="/")


def same_origin(request: Request) -> bool:
    """False when the browser says the request was sent by a page on another site."""
    if request.headers.get("sec-fetch-site", "same-origin") not in (
        "same-origin", "none"
    ):
        return False
    origin = request.headers.get("origin")
    if origin is None:
        return True  # older browsers and non-browser clients: the token decides
    if origin == "null":
        return False
    return urlsplit(origin).netloc.lower() == request.headers.get("host", "").lower()


# -- response headers --------------------------------------------------------------------------

#: Sent with every response: the pages use only their own scripts and styles, cannot be
#: framed by another site (clickjacking), and post forms only to Soloist itself.
SECURITY_HEADERS = [
    (b"content-security-policy",
     b"default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
     b"form-action 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'"),
    (b"x-frame-options", b"DENY"),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"same-origin"),
]


#: The phone app's files (`soloist serve --app`, under /app/): the same, and its page may
#: also compile WebAssembly (the Python runtime), start its workers and set its own base.
APP_PATH = "/app"
APP_HEADERS = [
    (b"content-security-policy",
     b"default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; "
     b"style-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; "
     b"base-uri 'self'; object-src 'none'"),
    *SECURITY_HEADERS[1:],
]


class SecurityHeaders:
    """ASGI middleware: adds `SECURITY_HEADERS` to every response (`APP_HEADERS` to the
    phone app's files)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        path = scope["path"]
        headers = (APP_HEADERS if path == APP_PATH or path.startswith(APP_PATH + "/")
                   else SECURITY_HEADERS)

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message = {**message,
                           "headers": [*message.get("headers", []), *headers]}
            await send(message)

        await self.app(scope, receive, with_headers)


# -- trusted hosts -------------------------------------------------------------------------

def local_names() -> set[str]:
    """This computer's own names (what a phone on the LAN might type)."""
    names = {"localhost"}
    try:
        hostname = socket.gethostname().lower()
    except OSError:  # pragma: no cover - no hostname at all
        return names
    if hostname:
        names |= {hostname, f"{hostname}.local", hostname.split(".")[0]}
    return names


def host_name(host_header: str) -> str:
    """The host part of a Host header (without port; an IPv6 literal without brackets)."""
    host = host_header.strip().lower()
    if host.startswith("["):
        return host[1:].partition("]")[0]
    return host.rpartition(":")[0] if host.count(":") == 1 else host


def is_ip_address(host: str) -> bool:
    try:
        ipaddress.ip_address(host)
    except ValueError:
        return False
    return True


#: The names of this computer's loopback interface, as a Host header gives them.
LOOPBACK_NAMES = frozenset({"localhost", "127.0.0.1", "::1"})


class TrustedHosts:
    """ASGI middleware: answers only requests for a Host that is an IP address, one of this
    computer's names, or one allowed explicitly ("*" allows every name). `strict` (``serve
    --lan``): only loopback and the names and addresses `allowed`."""

    def __init__(self, app: ASGIApp, allowed: Iterable[str] = (), *,
                 strict: bool = False) -> None:
        self.app = app
        self.strict = strict
        given = {name.strip().lower().strip("[]") for name in allowed}
        self.allowed = given | LOOPBACK_NAMES if strict else given | local_names()
        self.any_name = "*" in self.allowed

    def trusted(self, host_header: str) -> bool:
        host = host_name(host_header)
        if not host:
            return False
        if self.strict:
            return self.any_name or host in self.allowed
        return self.any_name or is_ip_address(host) or host in self.allowed

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            host = next((value.decode("latin-1") for key, value in scope["headers"]
                         if key == b"host"), "")
            if not self.trusted(host):
                response = HTMLResponse(
                    page("Unknown address", "This Soloist server does not answer for the "
                         "address " + _escape(host) + ". Whoever runs it can add that name "
                         "to the names it answers for (the serve command's help says how)."),
                    status_code=400)
                await response(scope, receive, send)
                return
        await self.app(scope, receive, send)


# -- a private address on the network ------------------------------------------------------

LAN_COOKIE = "soloist_key"
LAN_PARAMETER = "key"
#: How long a phone keeps the key once it opened the printed address (a year).
LAN_COOKIE_AGE = 365 * 24 * 3600


def is_loopback(address: str) -> bool:
    try:
        return ipaddress.ip_address(address).is_loopback
    except ValueError:
        return False


class LanGuard:
    """ASGI middleware (``serve --lan``): a request from another computer needs the key.

    From loopback (this computer) every request is answered. From elsewhere a request is
    answered only with the key: in the address (``?key=…``, as printed and in the QR code:
    the answer sets a cookie and sends the browser on to the same address without the key,
    so it stays out of the history and of screenshots) or in that cookie. Anything else is
    refused with 403 and a page that shows nothing of the games.
    """

    def __init__(self, app: ASGIApp, key: str) -> None:
        self.app = app
        self.key = key

    def holds_key(self, given: str | None) -> bool:
        return given is not None and hmac.compare_digest(given.encode(), self.key.encode())

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        client = scope.get("client")
        if client and is_loopback(str(client[0])):
            await self.app(scope, receive, send)
            return
        cookies: dict[str, str] = {}
        for name, value in scope["headers"]:
            if name == b"cookie":
                cookies.update(cookie_parser(value.decode("latin-1")))
        if self.holds_key(cookies.get(LAN_COOKIE)):
            await self.app(scope, receive, send)
            return
        query = parse_qs(scope.get("query_string", b"").decode("latin-1"))
        if self.holds_key((query.get(LAN_PARAMETER) or [None])[-1]):
            rest = {name: values for name, values in query.items() if name != LAN_PARAMETER}
            target = scope.get("path", "/") + (f"?{urlencode(rest, doseq=True)}" if rest else "")
            response: Response = HTMLResponse("", status_code=303, headers={
                "Location": target, "Cache-Control": "no-store"})
            response.set_cookie(LAN_COOKIE, self.key, max_age=LAN_COOKIE_AGE, httponly=True,
                                samesite="lax", path="/")
            await response(scope, receive, send)
            return
        response = HTMLResponse(
            page("Private", "This Soloist is private. Open the private address it printed "
                 "on its computer when it started for your phone (or scan the QR code it "
                 "showed there).", plain=True),
            status_code=403, headers={"Cache-Control": "no-store"})
        await response(scope, receive, send)


# -- bounded bodies --------------------------------------------------------------------------

class BodyTooLarge(Exception):
    pass


class BoundedBodies:
    """ASGI middleware: refuses a request body over `limit` bytes with 413, whether its
    Content-Length says so up front or it is sent in chunks. `larger` allows more at a few
    addresses (a backup file brought in)."""

    def __init__(self, app: ASGIApp, limit: int = DEFAULT_MAX_BODY,
                 larger: Mapping[str, int] | None = None) -> None:
        self.app = app
        self.limit = limit
        self.larger = dict(larger or {})

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = self.larger.get(scope["path"], self.limit)
        for key, value in scope["headers"]:
            if key == b"content-length":
                try:
                    declared = int(value)
                except ValueError:
                    declared = limit + 1
                if declared > limit:
                    await self.too_large(limit, scope, receive, send)
                    return
        received = 0
        started = False

        async def bounded_receive() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > limit:
                    raise BodyTooLarge
            return message

        async def tracking_send(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, bounded_receive, tracking_send)
        except BodyTooLarge:
            if started:  # pragma: no cover - the app answered before reading the body
                raise
            await self.too_large(limit, scope, receive, send)

    async def too_large(self, limit: int, scope: Scope, receive: Receive, send: Send) -> None:
        response = HTMLResponse(
            page("Request too large", f"Soloist accepts at most {limit // 1024} KiB in "
                 "one request. Nothing was changed."), status_code=413,
            headers={"Connection": "close"})
        await response(scope, receive, send)


def _escape(text: str) -> str:
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;"))


def page(title: str, body_html: str, *, plain: bool = False) -> str:
    """A minimal page for errors raised before the application (no template needed);
    `plain`: nothing from the server but this page (no style sheet, no link)."""
    head = "" if plain else (
        "<link rel=\"icon\" href=\"/static/favicon.svg\" type=\"image/svg+xml\">"
        "<link rel=\"stylesheet\" href=\"/static/soloist.css\">")
    back = "" if plain else "<p><a href=\"/\">Back to your games</a></p>"
    # Through the one output escape, as every page (`soloist.engine.text`).
    return visible(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
        f"<title>{_escape(title)} · Soloist</title>{head}</head><body><main>"
        f"<h1>{_escape(title)}</h1><p role=\"alert\">{body_html}</p>{back}</main>"
        "</body></html>", "html")
