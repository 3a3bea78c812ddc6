"""Saved games: `games`, `resume`, `show`, `record`, `replay`, `delete`."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import click
from rich.markup import escape
from rich.table import Table

from soloist.cli.common import (
    Command,
    confirm,
    console,
    echo_json,
    errors,
    option,
    reports_errors,
    settings,
)
from soloist.engine.errors import UnknownGame
from soloist.engine.phrase import phrase
from soloist.engine.text import visible
from soloist.games import find_game
from soloist.play.language import ENGLISH_WORDS, Words, styled

if TYPE_CHECKING:
    from soloist.store import SavedGame


@click.command("games", cls=Command,
               help=phrase("List saved games, the most recent first."))
@option("--finished", "which", flag_value="finished", help=phrase("Only finished games."))
@option("--playing", "which", flag_value="playing", help=phrase("Only games in progress."))
@option("--json", "as_json", is_flag=True, help=phrase("Print as JSON."))
@option("--repair", is_flag=True,
        help=phrase("Repair a damaged save file: keep every game that can still be read, "
                    "in a new file; the damaged file is moved aside, unchanged."))
@reports_errors
def games_command(which: str | None, as_json: bool, repair: bool) -> None:
    if repair:
        repair_saves()
        return
    store = settings().store()
    saved = store.list_games(finished=None if which is None else which == "finished")
    older = {game.id for game in saved if under_older_rules(game)}
    if as_json:
        echo_json([{
            "id": game.id, "game": game.game, "status": game.status,
            "answers": game.answer_count, "headline": game.headline,
            "progress": game.progress,
            "updated_at": game.updated_at.isoformat(), "options": dict(game.options),
            "damage": game.damage, "rules_version": game.rules_version,
            "older_rules": game.id in older, "continued_as": game.continued_as,
        } for game in saved], indent=2)
        return
    words = Words.of(None)
    if not saved:
        console.print(styled(words, phrase("No saved games yet. Start one with {command}.",
                                           command="soloist play GAME"), command="bold"))
        return
    # The id, the game's name and the time are never cut or wrapped (80 columns hold them
    # whole); the result, or the answers of a game in progress, wrap in what is left.
    table = Table(box=None, pad_edge=False, header_style="bold")
    table.add_column(escape(words.said(phrase("id"))), no_wrap=True)
    table.add_column(escape(words.said(phrase("game"))), no_wrap=True)
    table.add_column(escape(words.said(phrase("last played"))), no_wrap=True)
    table.add_column(escape(words.said(phrase("result"))), min_width=12)
    for game in saved:
        answers = (phrase("{count} answer", count=game.answer_count)
                   if game.answer_count == 1 else
                   phrase("{count} answers", count=game.answer_count))
        if game.damage is not None:
            result = "[red]" + escape(words.said(phrase("damaged: {damage}",
                                                        damage=game.damage))) + "[/]"
        elif game.is_finished:
            result = escape(words.said(game.headline or phrase("finished, {answers}",
                                                               answers=answers)))
        elif game.continued_as is not None:
            result = escape(words.said(phrase("goes on as game {game}, {answers}",
                                              game=game.continued_as[:8], answers=answers)))
        else:
            state = phrase("left") if game.status == "abandoned" else phrase("in progress")
            result = escape(words.said(
                phrase("{state}, {progress}, {answers}", state=state, progress=game.progress,
                       answers=answers) if game.progress else
                phrase("{state}, {answers}", state=state, answers=answers)))
        if game.id in older:
            result = (f"[yellow]{escape(words.said(phrase('older rules')))}[/] " + escape(
                words.said(phrase("(version {version}):", version=game.rules_version)))
                + f" {result}")
        when = "—" if game.damage is not None else game.updated_at.strftime("%Y-%m-%d %H:%M")
        table.add_row(game.id, game.game, when, result)
    console.print(table)
    console.print(styled(words, phrase(
        "Continue one with {command} (the first characters of the id are enough).",
        command="soloist resume ID"), command="bold"))
    if older:
        console.print(styled(words, phrase(
            "A game saved under older rules is shown as it was played ({command}); resuming "
            "it replays it under today's rules, and says where they differ.",
            command="soloist show ID"), command="bold"))
    if any(game.damage is not None for game in saved):
        console.print(styled(words, phrase(
            "A damaged game cannot be played on; {command} removes it.",
            command="soloist delete ID"), command="bold"))


def under_older_rules(game: SavedGame) -> bool:
    """Whether a saved game was saved under rules older than today's (a game Soloist no
    longer plays, or a damaged row, is not: it says so otherwise)."""
    if game.damage is not None:
        return False
    try:
        return game.rules_version < find_game(game.game).rules_version
    except UnknownGame:
        return False


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
        console.print(escape(Words.of(None).said(phrase(
            "The save database {database} is sound: nothing to repair.", database=location))))
        return
    for line in repair(location).lines():
        console.print(escape(Words.of(None).said(line)))


@click.command("resume", cls=Command,
               help=phrase("Continue a saved game."))
@click.argument("game_id")
@option("--yes", is_flag=True,
        help=phrase("For a game saved under older rules that today's rules replay only in "
                    "part: go on from the answers they agree on without asking."))
@option("--lang", "language", metavar="LANG",
        help=phrase("The language to play in, as for `soloist play`."))
@reports_errors
def resume_command(game_id: str, yes: bool, language: str | None) -> None:
    from soloist.play.terminal import TerminalCompanion

    words = Words.of(language)
    store = settings().store()
    saved = open_saved(store, store.resolve(game_id), yes=yes, words=words)
    if saved is not None:
        TerminalCompanion(console, saved, words).run()


def open_saved(store: Any, game_id: str, *, yes: bool = False,
               words: Words = ENGLISH_WORDS) -> Any:
    """The saved game to play on (a `SavedPlay`), or None. A game saved under older rules
    that today's replay only in part: where they differ is said, and it goes on from the
    answers they agree on as a new game if the person wants (`yes`: without asking)."""
    from soloist.play.companion import SavedPlay
    from soloist.play.updates import RulesChanged

    try:
        return SavedPlay.load(store, game_id)
    except RulesChanged as changed:
        for note in changed.notes():
            console.print(escape(words.said(note)))
        going_on = changed.saved.continued_as
        if going_on is not None:
            console.print(escape(words.said(phrase("Game {game} is resumed.", game=going_on))))
            return open_saved(store, going_on, yes=yes, words=words)
        show_it = f"soloist show {game_id}"
        if not changed.can_go_on:
            console.print(styled(words, phrase("It is shown as it was played: {command}",
                                               command=show_it), command="bold"))
            return None
        console.print(escape(words.said(changed.go_on_offer())))
        if not (yes or confirm(phrase("Go on as a new game?"), words=words)):
            console.print(styled(words, phrase(
                "Nothing was changed. It is shown as it was played: {command}",
                command=show_it), command="bold"))
            return None
        saved = SavedPlay.go_on(store, changed)
        console.print(escape(words.said(phrase(
            "Game {game} goes on from there; game {old} is kept as it was played.",
            game=saved.game_id, old=game_id))))
        return saved


@click.command("show", cls=Command,
               help=phrase("Show a saved game's log, state and result."))
@click.argument("game_id")
@option("--json", "as_json", is_flag=True, help=phrase("Print as JSON."))
@option("--lang", "language", metavar="LANG",
        help=phrase("The language to show the log in (`soloist translations list`); by "
                    "default your terminal's (LC_ALL, LC_MESSAGES, LANG), else English."))
@reports_errors
def show_command(game_id: str, as_json: bool, language: str | None) -> None:
    from soloist.play.companion import SavedPlay
    from soloist.play.updates import RulesChanged

    reader = Words.of(language)
    store = settings().store()
    full_id = store.resolve(game_id)
    try:
        saved = SavedPlay.load(store, full_id)
    except RulesChanged as changed:
        print_kept(changed, as_json=as_json, reader=reader.of_game(store, changed.definition))
        return
    print_session(saved.session, as_json=as_json, game_id=saved.game_id,
                  reader=reader.of_game(store, saved.definition))


@click.command("record", cls=Command,
               help=phrase("Print a saved game's record (game, options, seed, answers) as JSON: "
                           "a bug report that replays exactly with `soloist replay FILE`."))
@click.argument("game_id")
@reports_errors
def record_command(game_id: str) -> None:
    store = settings().store()
    click.echo(visible(store.load(store.resolve(game_id)).dumps(), "json"))


@click.command("replay", cls=Command,
               help=phrase("Replay a game record (from `soloist record`) and print its log and "
                           "state. A record of older rules is replayed under today's as far as "
                           "they agree (said on the error output)."))
@click.argument("record_file", type=click.Path(exists=True, dir_okay=False))
@option("--json", "as_json", is_flag=True, help=phrase("Print as JSON."))
@option("--lang", "language", metavar="LANG",
        help=phrase("The language to show the log in, as for `soloist show`."))
@reports_errors
def replay_command(record_file: str, as_json: bool, language: str | None) -> None:
    from soloist.engine.documents import read_document
    from soloist.engine.session import Record, Session
    from soloist.engine.updates import cross

    reader = Words.of(language)
    path = Path(record_file)
    record = Record.from_json(read_document(path), source=str(path))
    definition = find_game(record.game)
    if record.rules_version >= definition.rules_version:
        session = Session.replay(definition, record)
    else:
        crossing = cross(definition, record)
        fields: dict[str, str | int] = {
            "saved": record.rules_version, "title": definition.title,
            "today": definition.rules_version, "agreed": crossing.agreed,
            "answers": len(record.answers)}
        errors.print(escape(reader.said(phrase(
            "This record was saved under version {saved} of Soloist's rules for {title}; "
            "today's is version {today}. {divergence} Shown: today's rules replaying its "
            "first {agreed} of {answers} answers.", divergence=crossing.divergence.sentence(),
            **fields) if crossing.divergence else phrase(
            "This record was saved under version {saved} of Soloist's rules for {title}; "
            "today's is version {today}. Shown: today's rules replaying its first {agreed} "
            "of {answers} answers.", **fields))))
        if crossing.session is None:
            return
        session = crossing.session
    print_session(session, as_json=as_json,
                  reader=reader.of_game(settings().store(), definition))


@click.command("delete", cls=Command,
               help=phrase("Delete a saved game."))
@click.argument("game_id")
@option("--yes", is_flag=True, help=phrase("Do not ask for confirmation."))
@reports_errors
def delete_command(game_id: str, yes: bool) -> None:
    store = settings().store()
    full_id = store.resolve(game_id)
    words = Words.of(None)
    if not yes and not confirm(phrase("Delete saved game {game}?", game=full_id), words=words):
        console.print(escape(words.said(phrase("Nothing deleted."))))
        return
    store.delete(full_id)
    console.print(escape(words.said(phrase("Deleted {game}.", game=full_id))))



def print_session(session: Any, *, as_json: bool, game_id: str | None = None,
                  reader: Words = ENGLISH_WORDS) -> None:
    from soloist.engine.tableview import final_table_of, table_lines

    if as_json:
        log = session.log.to_json()
        if not reader.plain:
            for entry, event in zip(log, session.log, strict=True):
                entry["text"] = reader.text(event)
        echo_json({
            "id": game_id,
            "record": session.record.to_json(),
            "log": log,
            "state": session.play.view(),
            "question": session.question.to_json() if session.question else None,
            "result": session.result.summary() if session.result else None,
            "headline": session.result.headline() if session.result else None,
        }, indent=2, ensure_ascii=False, default=str)
        return
    for event in session.log:
        console.print(f"{escape(reader.actor(event.actor))}: {escape(reader.text(event))}")
    view = final_table_of(session.play, session.question,
                          session.result.summary() if session.result else None)
    if view is not None:  # the table as it stands, in words
        for line in table_lines(view):
            console.print(escape(reader.said(line)))
    if session.result is not None:
        console.print(f"[bold]{escape(reader.said(session.result.headline()))}[/]")
    elif session.question is not None:
        console.print(escape(reader.said(phrase("Waiting for: {question}",
                                               question=session.question.prompt))))


def print_kept(changed: Any, *, as_json: bool, reader: Words = ENGLISH_WORDS) -> None:
    """A game saved under rules that have changed since: shown as it was played (its kept
    log, table and result), with where today's rules differ and what can be done."""
    from soloist.play.updates import kept_view, replayed_note

    view = kept_view(changed)
    saved, crossing = changed.saved, changed.crossing
    if as_json:
        echo_json({
            "id": saved.id,
            "record": crossing.record.to_json(),
            "rules_changed": {
                "saved_under": crossing.record.rules_version,
                "today": changed.definition.rules_version,
                "agreed": crossing.agreed, "log_compared": crossing.compared,
                "divergence": crossing.divergence.sentence() if crossing.divergence else None,
                "continued_as": saved.continued_as, "can_go_on": changed.can_go_on},
            "log": [{"actor": event.actor, "text": reader.text(event), **event.fields}
                    for event in view.events],
            "log_replayed": view.replayed,
            "table": view.table, "question": view.waiting,
            "result": dict(saved.summary) if saved.summary else None,
            "headline": view.headline,
        }, indent=2, ensure_ascii=False, default=str)
        return
    for note in changed.notes():
        console.print(f"[yellow]{escape(reader.said(note))}[/]")
    if view.replayed:
        console.print(f"[yellow]{escape(reader.said(replayed_note(changed)))}[/]")
    for event in view.events:
        console.print(f"{escape(reader.actor(event.actor))}: {escape(reader.text(event))}")
    for line in view.table:
        console.print(escape(line))
    if view.headline is not None:
        console.print(f"[bold]{escape(reader.said(view.headline))}[/]")
    elif view.waiting is not None:
        console.print(escape(reader.said(phrase("Waiting for: {question}",
                                               question=view.waiting))))
    if changed.can_go_on:
        console.print(styled(reader, phrase(
            "{offer} To do so: {command}", offer=changed.go_on_offer(),
            command=f"soloist resume {saved.id}"), command="bold"))


COMMANDS: list[click.Command] = [games_command, resume_command, show_command, record_command,
                                 replay_command, delete_command]
