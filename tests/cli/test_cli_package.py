"""The command line is a package: one module per group of commands, each joined to the
`soloist` group by one line in COMMAND_MODULES."""

from __future__ import annotations

import importlib
import pkgutil

import soloist.cli
from soloist.cli import COMMAND_MODULES, cli

SHARED = {"soloist.cli.common"}


def test_every_command_module_is_registered() -> None:
    modules = {f"soloist.cli.{info.name}" for info in pkgutil.iter_modules(soloist.cli.__path__)}
    assert modules - SHARED == set(COMMAND_MODULES)


def test_every_registered_command_is_in_the_group_under_its_own_name() -> None:
    names = []
    for module in COMMAND_MODULES:
        for command in importlib.import_module(module).COMMANDS:
            assert cli.commands[command.name] is command
            names.append(command.name)
    assert sorted(names) == sorted(cli.commands)
    assert {"play", "simulate", "report", "decide", "games", "resume", "show", "record",
            "replay", "delete", "serve", "stats", "export", "list"} <= set(names)
