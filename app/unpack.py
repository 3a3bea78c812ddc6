"""Reads the phone app's packages.bundle: run by the phone's worker (app/worker.js) the
first time a build starts, and by the build (app/bundle.mjs) when it checks the app as the
phone installs it.

packages.bundle is one Zstandard frame (read by the runtime's own `compression.zstd`:
Python 3.14's, built into the phone's runtime) of a 4-byte little-endian length, a JSON
header ``{"files": [[path, size], ...]}`` of that length, then each file's bytes in the
header's order (the worker writes them into site-packages: `install` in worker.js).
Zstandard packs it a third smaller than gzip did, and the download is what a phone waits
for on its first visit; the worker keeps what this unpacked, so that a later start reads
it as it is.
"""

import os
from compression import zstd


def unpack(bundle: str, unpacked: str) -> None:
    """Unpacks the bundle at the path `bundle` to the path `unpacked`, and removes it."""
    with open(bundle, "rb") as packed:
        raw = zstd.decompress(packed.read())
    os.remove(bundle)
    with open(unpacked, "wb") as written:
        written.write(raw)
