"""The bounds of a backup file Soloist reads (`soloist.store.transfer`), on their own so
that the pages, which refuse a larger upload, do not import the backup's validation
(pydantic) before a backup is made or brought in. The phone app's page checks the same
bounds before its Python runtime sees the file (`app/worker.js`: keep the two alike)."""

from soloist.engine.phrase import phrase

#: The largest backup file read, in bytes (a person's every game is far smaller).
MAX_BYTES = 64 * 1024 * 1024
#: How deep lists and tables may nest in a backup file: a backup goes 4 deep (its games,
#: a game's answers, an answer), and data files may go 32 deep; more is refused before the
#: file is parsed (a parser that recurses would overflow first).
DEEPEST = 32
#: The most digits of a number in a backup file (a seed is below 2**53: 16 digits). A
#: longer one is refused before the file is parsed.
LONGEST_NUMBER = 20

#: Why a file is refused before it is parsed, in a person's words (`transfer.check_bounds`,
#: and the phone app's page, before its runtime sees the bytes).
REFUSED = {
    "large": phrase("this file is larger than a backup can be ({megabytes} MB). Nothing was "
                    "changed.", megabytes=MAX_BYTES // 2**20),
    "deep": phrase("this backup is damaged: its lists or tables are nested more than {most} "
                   "deep. Nothing was changed.", most=DEEPEST),
    "number": phrase("this backup is damaged: it holds a number of more than {most} digits. "
                     "Nothing was changed.", most=LONGEST_NUMBER),
}
