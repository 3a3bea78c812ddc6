"""The `soloist` command.

    soloist                      the new-game menu (or resume a saved game)
    soloist play GAME [options]  play a game in the terminal companion
    soloist games                list saved games; soloist resume ID continues one
    soloist decide GAME FILE     the automa's move in a described position
    soloist simulate GAME        many seeded games against a stand-in, with statistics
    soloist serve [--lan]        the web companion, for a browser or a phone at the table
    soloist report GAME          an HTML balance report of a game's levels
    soloist sensitivity GAME     what moves the automa's strength: its variants, ranked
    soloist stats / export       your own finished games: statistics, CSV, BG Stats
    soloist components           what Soloist knows of your own copy of each game
    soloist export FILE / import FILE   every game and component in one file (a backup;
                                 the phone app reads and writes the same file)
    soloist translations         the languages Soloist speaks; check LANG: what one lacks

Every error a person can cause ends in a one-line message and a non-zero exit status,
never a traceback.

Each module of this package holds one group of commands and lists them in its `COMMANDS`;
`COMMAND_MODULES` below joins them to the group, so a new group of commands is a new module
and one line there.
"""

from __future__ import annotations

import importlib
import sys

import click

from soloist import __version__, compiled
from soloist.cli.common import (
    Commands,
    Option,
    Paragraphs,
    Settings,
    option,
    reports_errors,
    settings,
)
from soloist.cli.menu import menu
from soloist.engine.phrase import phrase

__all__ = ["COMMAND_MODULES", "Settings", "cli", "main", "reports_errors", "settings"]

#: The modules whose `COMMANDS` make up `soloist`, one line each.
COMMAND_MODULES = (
    "soloist.cli.per_game",  # play / simulate / report GAME, decide GAME FILE
    "soloist.cli.saved",     # games, resume, show, record, replay, delete
    "soloist.cli.serve",     # serve
    "soloist.cli.history",   # stats, export
    "soloist.cli.menu",      # list (and the new-game menu of `soloist` alone)
    "soloist.cli.components",  # components list / show / export / import / forget / correct
    "soloist.cli.transfer",  # import FILE (export FILE is in history's export)
    "soloist.cli.translations",  # translations list / check LANG
)


@click.group(cls=Commands, invoke_without_command=True,
             context_settings={"help_option_names": ["-h", "--help"]},
             help=Paragraphs(phrase("Soloist plays the Automa of a board game's solo mode."),
                             phrase("Run without a command for the new-game menu.")))
@option("--db", envvar="SOLOIST_DB", metavar="PATH_OR_URL",
        help=phrase("Save database: a file path or a database URL (default: "
                    "soloist.sqlite3 in your data directory; env SOLOIST_DB)."))
@click.version_option(__version__, "--version", prog_name="soloist", cls=Option,
                      help=phrase("Show the version and exit."))
@click.pass_context
def cli(ctx: click.Context, db: str | None) -> None:
    """Soloist plays the Automa of a board game's solo mode (its `help` below)."""
    ctx.obj = Settings(db)
    if ctx.invoked_subcommand is None:
        menu()


for _module in COMMAND_MODULES:
    for _command in importlib.import_module(_module).COMMANDS:
        cli.add_command(_command)


def main() -> None:
    if _command_named(sys.argv[1:]) in ("simulate", "report", "sensitivity"):
        # Simulation runs on the compiled build of the rules when it is built and up to
        # date (the same games, faster); otherwise on the pure-Python rules.
        compiled.run_compiled(["-m", "soloist", *sys.argv[1:]])
    try:
        cli(prog_name="soloist")
    except KeyboardInterrupt:  # pragma: no cover - interactive only
        sys.exit(130)


def _command_named(arguments: list[str]) -> str | None:
    """The command named on the command line (after `--db PATH` and the like)."""
    skip = False
    for argument in arguments:
        if skip:
            skip = False
        elif argument == "--db":
            skip = True
        elif not argument.startswith("-"):
            return argument
    return None
