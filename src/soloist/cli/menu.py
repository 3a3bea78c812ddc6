"""`soloist list`, and the new-game menu that `soloist` alone opens."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import click
from rich.markup import escape
from rich.table import Table

from soloist import __version__
from soloist.cli.common import console, settings
from soloist.engine.errors import OptionError, SoloistError
from soloist.engine.game import GameDefinition, OptionSpec
from soloist.games import all_games


@click.command("list")
def list_command() -> None:
    """List the games Soloist plays, with their options."""
    for number, definition in enumerate(all_games()):
        if number:
            console.print()
        console.print(f"[bold]{definition.name}[/] — {escape(definition.title)}")
        # Each option's help wraps between words in a column of its own, indented under
        # the help and never back under the option's name.
        options = Table.grid(padding=(0, 2), pad_edge=True)
        options.add_column(no_wrap=True)
        options.add_column()
        for spec in definition.options:
            if not spec.hidden:
                shown = spec.help + (f" Format: {spec.format_doc}." if spec.format_doc else "")
                options.add_row(f"  --{spec.name.replace('_', '-')}", escape(shown))
        console.print(options)


def menu() -> None:
    """The main job: choose a game and its options, or resume a saved game."""
    from soloist.cli.saved import open_saved
    from soloist.play.terminal import TerminalCompanion

    try:
        store = settings().store()
        console.print(f"[bold]Soloist {__version__}[/] — the automa plays, you play.")
        unfinished = store.list_games(finished=False)
        games = all_games()
        choices: list[tuple[str, Any]] = [(f"New game: {d.title}", d) for d in games]
        if unfinished:
            choices.append((f"Resume a saved game ({len(unfinished)} in progress)", "resume"))
        choices.append(("Quit", "quit"))
        picked = ask_menu("What would you like to do?", choices)
        if picked == "quit":
            return
        if picked == "resume":
            titles = {definition.name: definition.title for definition in games}
            game_choices = [(f"{g.id} · {titles.get(g.game, g.game)} · " + (
                f"damaged: {g.damage}" if g.damage is not None else
                f"{g.answer_count} answers · {g.updated_at:%Y-%m-%d %H:%M}"), g.id)
                for g in unfinished]
            game_id = ask_menu("Which game?", game_choices)
            resumed = open_saved(store, game_id)
            if resumed is not None:
                TerminalCompanion(console, resumed).run()
            return
        definition: GameDefinition = picked
        saved = start_from_menu(store, definition)
        if saved is not None:
            TerminalCompanion(console, saved).run()
    except SoloistError as error:
        raise click.ClickException(str(error)) from None
    except (EOFError, KeyboardInterrupt):
        console.print("\nBye.")


def start_from_menu(store: Any, definition: GameDefinition) -> Any:
    """A new game with the options the person chooses: an option the game refuses (a data
    directory it cannot read, say) is said, and the options are asked again; the person
    may go back (None) rather than leave for the shell."""
    from soloist.play.companion import SavedPlay
    from soloist.play.data_files import keep_components

    while True:
        options = ask_options(definition)
        try:
            parsed = definition.parse_options(options)
            for line in keep_components(store, definition, parsed):
                console.print(escape(line))
            return SavedPlay.start(store, definition, parsed)
        except SoloistError as error:
            console.print(f"[red]{escape(str(error))}[/]")
        if ask_menu("The game could not start. What now?",
                    [("Choose the options again", "again"), ("Quit", "quit")]) == "quit":
            return None


def ask_menu(prompt: str, choices: list[tuple[str, Any]], default: int | None = None) -> Any:
    """A numbered menu; Enter takes the `default` (its number, from 1) where there is one."""
    console.print(f"\n[bold]{escape(prompt)}[/]")
    for index, (label, _) in enumerate(choices, start=1):
        console.print(f"  {index}) {escape(label)}")
    while True:
        text = console.input("[bold]> [/]").strip()
        if not text and default is not None:
            return choices[default - 1][1]
        if text.isdigit() and 1 <= int(text) <= len(choices):
            return choices[int(text) - 1][1]
        console.print(f"[red]Please type a number from 1 to {len(choices)}"
                      + (", or press Enter for the default" if default is not None else "")
                      + ".[/]")


def ask_options(definition: GameDefinition) -> Mapping[str, object]:
    options: dict[str, object] = {}
    for spec in definition.options:
        if spec.hidden:
            continue
        if spec.asked_if is not None:
            name, value = spec.asked_if
            if options.get(name, definition.option(name).default) != value:
                continue
        if spec.kind == "flag":
            options[spec.name] = ask_menu(
                f"{spec.title}: {spec.help} (Enter: no)",
                [("No", False), ("Yes", True)], default=1)
            continue
        if spec.kind == "path":
            options[spec.name] = ask_path(spec)
            continue
        if spec.choices:
            labelled = [(spec.label_of(value) + (" (default)" if value == spec.default else ""),
                         value) for value in spec.choices]
            default = (spec.choices.index(str(spec.default)) + 1
                       if spec.default in spec.choices else None)
            options[spec.name] = ask_menu(f"{spec.title}: "
                                          f"{spec.help}", labelled, default)
            continue
        while True:
            text = console.input(f"{escape(spec.help)} [default {spec.default}] > ").strip()
            try:
                options[spec.name] = spec.parse(text or None)
                break
            except OptionError as error:
                console.print(f"[red]{escape(str(error))}[/]")
    return options


def ask_path(spec: OptionSpec) -> str | None:
    """A file or folder for a path option; Enter for none (its default)."""
    while True:
        text = console.input(f"{escape(spec.help)}\nPath, or Enter for none > ").strip()
        if not text:
            return None
        path = Path(text).expanduser()
        if path.exists():
            return str(path.resolve())
        console.print(f"[red]{escape(str(path))} does not exist.[/]")


COMMANDS: list[click.Command] = [list_command]
