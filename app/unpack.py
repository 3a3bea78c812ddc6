"""Unpacks the phone app's packages.bundle into site-packages: run by the phone's worker
(app/worker.js) as Soloist starts, and by the build (app/bundle.mjs) when it checks the
app as the phone installs it.

packages.bundle is one Zstandard frame (read by the runtime's own `compression.zstd`:
Python 3.14's, built into the phone's runtime) of a 4-byte little-endian length, a JSON
header ``{"files": [[path, size], ...]}`` of that length, then each file's bytes in the
header's order. Zstandard packs it a third smaller than gzip did, and the download is
what a phone waits for on its first visit.
"""

import importlib
import json
import os
from compression import zstd


def unpack(bundle: str, site: str) -> int:
    """Writes the files of the bundle at the path `bundle` under `site`, and removes the
    bundle; how many files it wrote."""
    with open(bundle, "rb") as packed:
        raw = memoryview(zstd.decompress(packed.read()))
    os.remove(bundle)
    length = int.from_bytes(raw[:4], "little")
    files = json.loads(bytes(raw[4:4 + length]))["files"]
    offset = 4 + length
    made = set()
    for path, size in files:
        full = f"{site}/{path}"
        folder = full.rpartition("/")[0]
        if folder not in made:
            os.makedirs(folder, exist_ok=True)
            made.add(folder)
        with open(full, "wb") as file:
            file.write(raw[offset:offset + size])
        offset += size
    importlib.invalidate_caches()  # the folders were read before: read them again
    return len(files)
