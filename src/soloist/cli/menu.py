"""`soloist list`, and the new-game menu that `soloist` alone opens."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import click
from rich.markup import escape
from rich.table import Table

from soloist import __version__
from soloist.cli.common import Command, console, settings
from soloist.engine.errors import OptionError, SoloistError
from soloist.engine.game import GameDefinition, OptionSpec
from soloist.engine.phrase import phrase
from soloist.games import all_games
from soloist.play.language import ENGLISH_WORDS, Words, styled


@click.command("list", cls=Command,
               help=phrase("List the games Soloist plays, with their options."))
def list_command() -> None:
    words = Words.of(None)  # the terminal's language
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
                shown = phrase("{help} Format: {format}.", help=spec.help,
                               format=spec.format_doc) if spec.format_doc else spec.help
                options.add_row(f"  --{spec.name.replace('_', '-')}",
                                escape(words.said(shown)))
        console.print(options)


def menu() -> None:
    """The main job: choose a game and its options, or resume a saved game (in the
    terminal's language)."""
    from soloist.cli.saved import open_saved
    from soloist.play.terminal import TerminalCompanion

    words = Words.of(None)
    try:
        store = settings().store()
        console.print(styled(words, phrase("{soloist} — the automa plays, you play.",
                                           soloist=f"Soloist {__version__}"),
                             soloist="bold"))
        unfinished = store.list_games(finished=False)
        games = all_games()
        choices: list[tuple[str, Any]] = [
            (phrase("New game: {title}", title=d.title), d) for d in games]
        if unfinished:
            choices.append((phrase("Resume a saved game ({count} in progress)",
                                   count=len(unfinished)), "resume"))
        choices.append((phrase("Quit"), "quit"))
        picked = ask_menu(phrase("What would you like to do?"), choices, words=words)
        if picked == "quit":
            return
        if picked == "resume":
            titles = {definition.name: definition.title for definition in games}
            game_choices: list[tuple[str, Any]] = [(
                phrase("{game} · {title} · damaged: {damage}", game=g.id,
                       title=titles.get(g.game, g.game), damage=g.damage)
                if g.damage is not None else
                phrase("{game} · {title} · {count} answers · {when}", game=g.id,
                       title=titles.get(g.game, g.game), count=g.answer_count,
                       when=f"{g.updated_at:%Y-%m-%d %H:%M}"), g.id) for g in unfinished]
            game_id = ask_menu(phrase("Which game?"), game_choices, words=words)
            resumed = open_saved(store, game_id, words=words)
            if resumed is not None:
                TerminalCompanion(console, resumed, words).run()
            return
        definition: GameDefinition = picked
        saved = start_from_menu(store, definition, words)
        if saved is not None:
            TerminalCompanion(console, saved, words).run()
    except SoloistError as error:
        raise click.ClickException(words.error(error)) from None
    except (EOFError, KeyboardInterrupt):
        console.print("\n" + escape(words.said(phrase("Bye."))))


def start_from_menu(store: Any, definition: GameDefinition, words: Words = ENGLISH_WORDS
                    ) -> Any:
    """A new game with the options the person chooses: an option the game refuses (a data
    directory it cannot read, say) is said, and the options are asked again; the person
    may go back (None) rather than leave for the shell."""
    from soloist.play.companion import SavedPlay
    from soloist.play.data_files import keep_components

    while True:
        options = ask_options(definition, words)
        try:
            parsed = definition.parse_options(options)
            for line in keep_components(store, definition, parsed):
                console.print(escape(words.said(line)))
            return SavedPlay.start(store, definition, parsed)
        except SoloistError as error:
            console.print(f"[red]{escape(words.error(error))}[/]")
        if ask_menu(phrase("The game could not start. What now?"),
                    [(phrase("Choose the options again"), "again"), (phrase("Quit"), "quit")],
                    words=words) == "quit":
            return None


def ask_menu(prompt: str, choices: list[tuple[str, Any]], default: int | None = None, *,
             words: Words = ENGLISH_WORDS) -> Any:
    """A numbered menu; Enter takes the `default` (its number, from 1) where there is one."""
    console.print(f"\n[bold]{escape(words.said(prompt))}[/]")
    for index, (label, _) in enumerate(choices, start=1):
        console.print(f"  {index}) {escape(words.said(label))}")
    while True:
        text = console.input("[bold]> [/]").strip()
        if not text and default is not None:
            return choices[default - 1][1]
        if text.isdigit() and 1 <= int(text) <= len(choices):
            return choices[int(text) - 1][1]
        refused = (phrase("Please type a number from 1 to {last}, or press Enter for the "
                          "default.", last=len(choices)) if default is not None else
                   phrase("Please type a number from 1 to {last}.", last=len(choices)))
        console.print(f"[red]{escape(words.said(refused))}[/]")


def ask_options(definition: GameDefinition, words: Words = ENGLISH_WORDS
                ) -> Mapping[str, object]:
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
                phrase("{title}: {help} (Enter: no)", title=spec.title, help=spec.help),
                [(phrase("No"), False), (phrase("Yes"), True)], default=1, words=words)
            continue
        if spec.kind == "path":
            options[spec.name] = ask_path(spec, words)
            continue
        if spec.choices:
            labelled: list[tuple[str, Any]] = [
                (phrase("{label} (default)", label=spec.label_of(value))
                 if value == spec.default else spec.label_of(value), value)
                for value in spec.choices]
            default = (spec.choices.index(str(spec.default)) + 1
                       if spec.default in spec.choices else None)
            options[spec.name] = ask_menu(
                phrase("{title}: {help}", title=spec.title, help=spec.help), labelled,
                default, words=words)
            continue
        while True:
            # (Rich reads "[default …]" as a style and shows nothing of it: as before.)
            text = console.input(f"{escape(words.said(spec.help))} [default {spec.default}] > "
                                 ).strip()
            try:
                options[spec.name] = spec.parse(text or None)
                break
            except OptionError as error:
                console.print(f"[red]{escape(words.error(error))}[/]")
    return options


def ask_path(spec: OptionSpec, words: Words = ENGLISH_WORDS) -> str | None:
    """A file or folder for a path option; Enter for none (its default)."""
    while True:
        text = console.input(escape(words.said(spec.help)) + "\n" + escape(words.said(
            phrase("Path, or Enter for none"))) + " > ").strip()
        if not text:
            return None
        path = Path(text).expanduser()
        if path.exists():
            return str(path.resolve())
        missing = phrase("{path} does not exist.", path=str(path))
        console.print(f"[red]{escape(words.said(missing))}[/]")


COMMANDS: list[click.Command] = [list_command]
