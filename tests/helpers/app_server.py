"""A static web server on loopback for the built phone app, as a static host serves it:
every file as it is, compressed (gzip) when the browser accepts it and the type is one a
host compresses, and a count of the bytes it sent."""

from __future__ import annotations

import gzip
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

TYPES = {
    ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".mjs": "text/javascript",
    ".json": "application/json", ".webmanifest": "application/manifest+json",
    ".wasm": "application/wasm", ".css": "text/css", ".svg": "image/svg+xml",
    ".png": "image/png", ".zip": "application/zip", ".bundle": "application/octet-stream",
    ".txt": "text/plain",
}
#: What static hosts compress: text and WebAssembly (not archives or images).
COMPRESSED = (".html", ".js", ".mjs", ".json", ".webmanifest", ".wasm", ".css", ".svg",
              ".txt")


@dataclass
class Sent:
    """Bytes sent per path (as sent: compressed where it was)."""

    sizes: dict[str, int] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def add(self, path: str, size: int) -> None:
        with self.lock:
            self.sizes[path] = self.sizes.get(path, 0) + size

    def total(self) -> int:
        with self.lock:
            return sum(self.sizes.values())

    def clear(self) -> None:
        with self.lock:
            self.sizes.clear()


class Handler(SimpleHTTPRequestHandler):
    sent: Sent
    compressed: dict[tuple[Path, int, int], bytes]

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def do_GET(self) -> None:
        path = self.translate_path(self.path)
        file = Path(path)
        if file.is_dir():
            file = file / "index.html"
        if not file.is_file():
            self.send_error(404)
            return
        status = 200
        body = file.read_bytes()
        gzipped = (file.suffix in COMPRESSED
                   and "gzip" in self.headers.get("accept-encoding", ""))
        if gzipped:
            changed = file.stat()
            key = (file, changed.st_mtime_ns, changed.st_size)
            if key not in self.compressed:
                self.compressed[key] = gzip.compress(body, compresslevel=6, mtime=0)
            body = self.compressed[key]
        self.send_response(status)
        self.send_header("Content-Type", TYPES.get(file.suffix, "application/octet-stream"))
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-cache")
        if gzipped:
            self.send_header("Content-Encoding", "gzip")
        self.end_headers()
        self.wfile.write(body)
        self.sent.add(self.path.split("?")[0], len(body))


@contextmanager
def static_host(directory: Path) -> Iterator[tuple[str, Sent]]:
    """Serve `directory` on a free loopback port: its address and what was sent."""
    sent = Sent()
    handler = type("AppHandler", (Handler,), {"sent": sent, "compressed": {}})
    server = ThreadingHTTPServer(("127.0.0.1", 0), partial(handler, directory=str(directory)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", sent
    finally:
        server.shutdown()
        server.server_close()
