"""Saved games: `games`, `resume`, `show`, `record`, `replay`, `delete`."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click
from rich.markup import escape
from rich.table import Table

from soloist.cli.common import console, reports_errors, settings
from soloist.games import find_game


@click.command("games")
@click.option("--finished", "which", flag_value="finished", help="Only finished games.")
@click.option("--playing", "which", flag_value="playing", help="Only games in progress.")
@click.option("--json", "as_json", is_flag=True, help="Print as JSON.")
@click.option("--repair", is_flag=True,
              help="Repair a damaged save file: keep every game that can still be read, in a "
                   "new file; the damaged file is moved aside, unchanged.")
@reports_errors
def games_command(which: str | None, as_json: bool, repair: bool) -> None:
    """List saved games, the most recent first."""
    if repair:
        repair_saves()
        return
    store = settings().store()
    saved = store.list_games(finished=None if which is None else which == "finished")
    if as_json:
        click.echo(json.dumps([{
            "id": game.id, "game": game.game, "status": game.status,
            "answers": game.answer_count, "headline": game.headline,
            "progress": game.progress,
            "updated_at": game.updated_at.isoformat(), "options": dict(game.options),
            "damage": game.damage,
        } for game in saved], indent=2))
        return
    if not saved:
        console.print("No saved games yet. Start one with [bold]soloist play GAME[/].")
        return
    # The id, the game's name and the time are never cut or wrapped (80 columns hold them
    # whole); the result, or the answers of a game in progress, wrap in what is left.
    table = Table(box=None, pad_edge=False, header_style="bold")
    table.add_column("id", no_wrap=True)
    table.add_column("game", no_wrap=True)
    table.add_column("last played", no_wrap=True)
    table.add_column("result", min_width=12)
    for game in saved:
        answers = f"{game.answer_count} answer{'' if game.answer_count == 1 else 's'}"
        if game.damage is not None:
            result = f"[red]damaged: {escape(game.damage)}[/]"
        elif game.is_finished:
            result = escape(game.headline or f"finished, {answers}")
        else:
            result = f"in progress, {escape(game.progress) + ', ' if game.progress else ''}" \
                f"{answers}"
        when = "—" if game.damage is not None else game.updated_at.strftime("%Y-%m-%d %H:%M")
        table.add_row(game.id, game.game, when, result)
    console.print(table)
    console.print("Continue one with [bold]soloist resume ID[/] (the first characters of the "
                  "id are enough).")
    if any(game.damage is not None for game in saved):
        console.print("A damaged game cannot be played on; [bold]soloist delete ID[/] removes "
                      "it.")


def repair_saves() -> None:
    from soloist.store import Store, default_location
    from soloist.store.database import DamagedDatabase
    from soloist.store.repair import repair

    location = settings().db or default_location()
    try:
        Store(location).close()
    except DamagedDatabase:
        pass
    else:
        console.print(f"The save database {escape(location)} is sound: nothing to repair.")
        return
    for line in repair(location).lines():
        console.print(escape(line))


@click.command("resume")
@click.argument("game_id")
@reports_errors
def resume_command(game_id: str) -> None:
    """Continue a saved game."""
    from soloist.play.companion import SavedPlay
    from soloist.play.terminal import TerminalCompanion

    store = settings().store()
    saved = SavedPlay.load(store, store.resolve(game_id))
    TerminalCompanion(console, saved).run()


@click.command("show")
@click.argument("game_id")
@click.option("--json", "as_json", is_flag=True, help="Print as JSON.")
@reports_errors
def show_command(game_id: str, as_json: bool) -> None:
    """Show a saved game's log, state and result."""
    from soloist.play.companion import SavedPlay

    store = settings().store()
    saved = SavedPlay.load(store, store.resolve(game_id))
    print_session(saved.session, as_json=as_json, game_id=saved.game_id)


@click.command("record")
@click.argument("game_id")
@reports_errors
def record_command(game_id: str) -> None:
    """Print a saved game's record (game, options, seed, answers) as JSON: a bug report
    that replays exactly with `soloist replay FILE`."""
    store = settings().store()
    click.echo(store.load(store.resolve(game_id)).dumps())


@click.command("replay")
@click.argument("record_file", type=click.Path(exists=True, dir_okay=False))
@click.option("--json", "as_json", is_flag=True, help="Print as JSON.")
@reports_errors
def replay_command(record_file: str, as_json: bool) -> None:
    """Replay a game record (from `soloist record`) and print its log and state."""
    from soloist.engine.documents import read_document
    from soloist.engine.session import Record, Session

    path = Path(record_file)
    record = Record.from_json(read_document(path), source=str(path))
    session = Session.replay(find_game(record.game), record)
    print_session(session, as_json=as_json)


@click.command("delete")
@click.argument("game_id")
@click.option("--yes", is_flag=True, help="Do not ask for confirmation.")
@reports_errors
def delete_command(game_id: str, yes: bool) -> None:
    """Delete a saved game."""
    store = settings().store()
    full_id = store.resolve(game_id)
    if not yes and not click.confirm(f"Delete saved game {full_id}?"):
        console.print("Nothing deleted.")
        return
    store.delete(full_id)
    console.print(f"Deleted {full_id}.")

def print_session(session: Any, *, as_json: bool, game_id: str | None = None) -> None:
    from soloist.engine.tableview import final_table_of
    from soloist.play.actors import ACTORS
    from soloist.play.terminal import table_lines

    if as_json:
        click.echo(json.dumps({
            "id": game_id,
            "record": session.record.to_json(),
            "log": session.log.to_json(),
            "state": session.play.view(),
            "question": session.question.to_json() if session.question else None,
            "result": session.result.summary() if session.result else None,
            "headline": session.result.headline() if session.result else None,
        }, indent=2, ensure_ascii=False, default=str))
        return
    for event in session.log:
        word = ACTORS.get(event.actor, (event.actor.capitalize(), ""))[0]
        console.print(f"{word}: {escape(event.text)}")
    view = final_table_of(session.play, session.question,
                          session.result.summary() if session.result else None)
    if view is not None:  # the table as it stands, in words
        for line in table_lines(view):
            console.print(escape(line))
    if session.result is not None:
        console.print(f"[bold]{escape(session.result.headline())}[/]")
    elif session.question is not None:
        console.print(f"Waiting for: {escape(session.question.prompt)}")


COMMANDS: list[click.Command] = [games_command, resume_command, show_command, record_command,
                                 replay_command, delete_command]
