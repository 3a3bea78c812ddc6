"""The largest backup file Soloist reads (`soloist.store.transfer`), on its own so that the
pages, which refuse a larger upload, do not import the backup's validation (pydantic)
before a backup is made or brought in."""

#: The largest backup file read, in bytes (a person's every game is far smaller).
MAX_BYTES = 64 * 1024 * 1024
