"""The first 100 bytes of a SQLite save file: what they must say, and how a repair mends them.

SQLite reads its file through this header (https://www.sqlite.org/fileformat.html): a
magic text, the page size, the versions that decide whether it may read and write the file,
the layout of each page. One byte of it damaged, with every page of data intact, made the
file unreadable ("file is not a database", "unsupported file format"), or quietly read-only
(a write version above 2, said as a read-only disk). Soloist checks it before SQLite reads
the file (`header_problem`: a damaged file, said so), and the repair writes the fields every
Soloist save file has alike back into its copy (`mended`); the page size is found again by
trying each one SQLite allows.
"""

from __future__ import annotations

import struct

MAGIC = b"SQLite format 3\x00"
HEADER_SIZE = 100
#: The page sizes SQLite allows, the one Soloist's files have (SQLite's default) first.
PAGE_SIZES = (4096, 1024, 2048, 8192, 16384, 32768, 65536, 512)
#: The file format's write and read versions of a file in write-ahead-log mode (every
#: Soloist save file), the fractions of a page a cell may hold (fixed by SQLite), and the
#: text encoding (UTF-8).
_WAL = 2
_FRACTIONS = b"\x40\x20\x20"
_UTF8 = 1


def page_size(head: bytes) -> int:
    """The page size the header says (0: none SQLite allows)."""
    stored = struct.unpack(">H", head[16:18])[0]
    size = 65536 if stored == 1 else stored
    return size if size in PAGE_SIZES else 0


def is_sqlite(head: bytes) -> bool:
    """Whether the file is meant to be a SQLite file: its magic text is there, or one or two
    of its 16 bytes differ (a damaged one); anything else is another kind of file."""
    return len(head) >= HEADER_SIZE and sum(a != b for a, b in zip(head, MAGIC,
                                                                    strict=False)) <= 2


def page_count_differs(head: bytes, file_size: int) -> bool:
    """Whether the header's count of pages is not the file's (one of its bytes damaged: the
    pages after it would be read as missing)."""
    size = page_size(head)
    return bool(size) and struct.unpack(">I", head[28:32])[0] != file_size // size


def header_problem(head: bytes) -> str | None:
    """What is wrong with a save file's header, in a person's words (None: nothing)."""
    if head[:16] != MAGIC:
        return "its first bytes, which say it is a SQLite file, are damaged"
    if not page_size(head):
        return "its header gives no page size SQLite reads"
    if head[18] not in (1, 2) or head[19] not in (1, 2):
        return (f"its header's file format versions are damaged (write version {head[18]}, "
                f"read version {head[19]}: SQLite knows 1 and 2)")
    if head[21:24] != _FRACTIONS:
        return "its header's page layout is damaged"
    if head[20] != 0:
        return "its header's reserved space per page is damaged"
    # (SQLite reads the schema format and the text encoding from their last byte alone; a
    # file whose schema is still empty says 0 for both.)
    if head[47] > 4:
        return f"its header's schema format is damaged ({head[47]}: SQLite knows 1 to 4)"
    if head[59] & 3 not in (0, _UTF8):
        return "its header's text encoding is damaged (Soloist writes UTF-8)"
    return None


def mended(head: bytes, size: int, file_size: int) -> bytes:
    """The header with what every Soloist save file has alike written back, the page size
    `size`, and the number of pages the file holds at that size: the other fields (counters,
    the free pages' list, the schema's version) are left as they are, SQLite checks them
    against the pages themselves."""
    fixed = bytearray(head[:HEADER_SIZE])
    fixed[:16] = MAGIC
    fixed[16:18] = struct.pack(">H", 1 if size == 65536 else size)
    fixed[28:32] = struct.pack(">I", file_size // size)
    fixed[18] = fixed[19] = _WAL
    fixed[20] = 0
    fixed[21:24] = _FRACTIONS
    fixed[44:48] = struct.pack(">I", fixed[47] if fixed[47] <= 4 else 4)
    fixed[56:60] = struct.pack(">I", _UTF8)
    return bytes(fixed)


def page_sizes_to_try(head: bytes) -> list[int]:
    """The page sizes a repair tries, the header's own first (when SQLite allows it)."""
    stored = page_size(head)
    return [*([stored] if stored else []), *(size for size in PAGE_SIZES if size != stored)]
