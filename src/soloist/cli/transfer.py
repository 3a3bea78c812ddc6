"""`soloist import FILE` and `soloist export FILE`: every saved game and the component
library in one file, the same file the phone app's "Back up / move to another device" saves
and reads (`soloist.store.transfer`)."""

from __future__ import annotations

import errno
import os
import tempfile
from pathlib import Path

import click

from soloist.cli.common import Command, reports_errors, say, settings
from soloist.engine.errors import OptionError
from soloist.engine.phrase import phrase


def write_backup(path: str) -> str:
    """Write every game and component of the save database to `path` (whole or not at all:
    a temporary file beside it is renamed into place); the sentence to print."""
    from soloist.store.transfer import backup_bytes, read_backup

    target = Path(path)
    if not target.parent.exists():
        raise OptionError(phrase("{path}: the folder {folder} does not exist", path=path,
                                 folder=str(target.parent)))
    data = backup_bytes(settings().store())
    backup = read_backup(data)  # what is written is what an import accepts
    temporary = None
    try:
        handle, temporary = tempfile.mkstemp(dir=target.parent, prefix=".soloist-backup-")
        with os.fdopen(handle, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, target)
    except OSError as error:
        if temporary is not None:  # no half-written file left behind, hidden or not
            Path(temporary).unlink(missing_ok=True)
        if error.errno in (errno.ENOSPC, errno.EDQUOT):
            raise OptionError(phrase("cannot write {path}: the disk is full. Nothing was "
                                     "written; free some space and try again.", path=path)
                              ) from None
        raise OptionError(phrase("cannot write {path}: {reason}", path=path,
                                 reason=str(error.strerror or error))) from None
    return phrase("Wrote {games} and {facts} of your components to {path}.",
                  games=phrase("{count} game", count=len(backup.games))
                  if len(backup.games) == 1 else phrase("{count} games", count=len(backup.games)),
                  facts=phrase("{count} fact", count=len(backup.library))
                  if len(backup.library) == 1 else phrase("{count} facts",
                                                          count=len(backup.library)),
                  path=path)


@click.command("import", cls=Command,
               help=phrase("Import a backup: every game and component it holds (from the phone "
                           "app's \"Back up / move to another device\", or `soloist export FILE`). "
                           "Checked whole first: a damaged file, a conflict or a file from a "
                           "newer Soloist changes nothing."))
@click.argument("file", type=click.Path(dir_okay=False))
@reports_errors
def import_command(file: str) -> None:
    from soloist.store.backup_limit import MAX_BYTES
    from soloist.store.transfer import import_backup, read_backup

    try:
        with open(file, "rb") as source:
            data = source.read(MAX_BYTES + 1)
    except OSError as error:
        raise OptionError(phrase("cannot read {file}: {reason}", file=file,
                                 reason=str(error.strerror or error))) from None
    report = import_backup(settings().store(), read_backup(data))
    say(phrase("Imported {file}: {report}.", file=file, report=report.sentence()))


COMMANDS: list[click.Command] = [import_command]
