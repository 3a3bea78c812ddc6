"""A person's finished games: `stats` and `export`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click
from rich.markup import escape
from rich.table import Table

from soloist.cli.common import (
    Command,
    console,
    echo_json,
    option,
    reports_errors,
    say,
    settings,
    words_of,
)
from soloist.engine.errors import OptionError
from soloist.engine.phrase import joined, phrase
from soloist.games import find_game


@click.command("stats", cls=Command,
               help=phrase("Your finished games: win rate and trend per game and level, and the "
                           "level to play: the level finder's, where you would win about half "
                           "your games (docs/history.md)."))
@click.argument("named", required=False, metavar="[GAME]")
@option("--game", "game", metavar="GAME", help=phrase("Only this game (as GAME)."))
@option("--target", "target", default="50%", show_default=True, metavar="RATE",
        help=phrase("The win rate the level finder aims at (60%, or 0.6)."))
@option("--json", "as_json", is_flag=True, help=phrase("Print as JSON."))
@reports_errors
def stats_command(named: str | None, game: str | None, target: str, as_json: bool) -> None:
    from soloist.history import load_history
    from soloist.history.stats import game_stats

    if named is not None and game is not None and named != game:
        raise OptionError(phrase("give one game: {named} or {game}", named=named, game=game))
    game = game or named
    if game is not None:
        game = find_game(game).name  # an unknown name is an error, not an empty history
    found = game_stats(load_history(settings().store(), game), target_rate(target))
    if as_json:
        echo_json([game_json(entry) for entry in found], indent=2, ensure_ascii=False)
        return
    if not found:
        console.print(escape(said(phrase("No finished games yet. Play one with {command}: it "
                                         "is counted here when it ends.",
                                         command="soloist play GAME"))))
        return
    for entry in found:
        print_game_stats(entry)


def said(text: str) -> str:
    """`text` (a phrase) in the terminal's language."""
    return words_of(None).said(text)


def target_rate(text: str) -> float:
    """A win rate as a person writes it: "60%", "60" or "0.6"."""
    raw = text.strip().removesuffix("%").strip()
    try:
        value = float(raw)
    except ValueError:
        raise OptionError(phrase("--target {text}: give a win rate such as 60% or 0.6",
                                 text=repr(text))) from None
    rate = value / 100 if text.strip().endswith("%") or value > 1 else value
    if not 0 < rate < 1:
        raise OptionError(phrase("--target {text}: give a win rate between 0% and 100%",
                                 text=repr(text)))
    return rate


def estimate_json(found: Any) -> dict[str, object] | None:
    if found is None:
        return None
    return {"target": found.target, "sure": found.sure, "games": found.games,
            "skill": found.skill, "skill_80_low": found.skill_low,
            "skill_80_high": found.skill_high, "chances": dict(found.chances),
            "shares": dict(found.shares), "stand_in_below": found.below,
            "stand_in_above": found.above}


def game_json(entry: Any) -> dict[str, object]:
    return {
        "game": entry.game, "title": entry.title, "games": entry.games,
        "win_rate": entry.win.rate,
        "levels": [{
            "level": level.level, "label": level.label, "games": level.games,
            "wins": level.count("win"), "ties": level.count("tie"),
            "losses": level.count("loss"), "win_rate": level.win.rate,
            "ci95_low": level.win.low, "ci95_high": level.win.high, "form": level.form,
            "trend": level.trend, "mean_score": level.mean("person_score"),
            "mean_automa_score": level.mean("automa_score"),
            "last_played": level.last_played.isoformat(),
        } for level in entry.levels],
        "suggestion": {"level": entry.suggestion.level, "label": entry.suggestion.label,
                       "move": entry.suggestion.move, "reason": entry.suggestion.reason,
                       "level_finder": estimate_json(entry.suggestion.estimate)},
    }


def entry_sweep(game: str) -> Any:
    """The difficulty option of `game`, to name its levels by their labels."""
    return find_game(game).difficulty_option


def print_game_stats(entry: Any) -> None:
    win = entry.win
    rate = f"{100 * win.rate:.0f}"
    summary = (phrase("{games} finished game, {rate}% won.", games=entry.games, rate=rate)
               if entry.games == 1 else
               phrase("{games} finished games, {rate}% won.", games=entry.games, rate=rate))
    console.print(f"\n[bold]{escape(entry.title)}[/]: {escape(said(summary))}")
    table = Table()
    found = entry.suggestion.estimate
    for heading, justify in ((phrase("level"), "left"), (phrase("games"), "right"),
                             (phrase("W-T-L"), "right"), (phrase("win rate"), "right"),
                             (phrase("95% CI"), "right"), (phrase("your score"), "right"),
                             (phrase("automa"), "right"), (phrase("last results"), "left"),
                             (phrase("trend"), "left"), (phrase("your chance"), "right")):
        table.add_column(escape(said(heading)), justify=justify)  # type: ignore[arg-type]
    for level in entry.levels:
        you, automa = level.mean("person_score"), level.mean("automa_score")
        chance = found.chances.get(level.level) if found is not None and level.level else None
        table.add_row(
            escape(said(level.label) if level.label else "—"), str(level.games),
            f"{level.count('win')}-{level.count('tie')}-{level.count('loss')}",
            f"{100 * level.win.rate:.0f}%",
            f"{100 * level.win.low:.0f}–{100 * level.win.high:.0f}%",
            "—" if you is None else f"{you:.1f}", "—" if automa is None else f"{automa:.1f}",
            escape(said(level.form)), escape(said(level.trend)),
            "—" if chance is None else f"{100 * chance:.0f}%")
    console.print(table)
    suggestion = entry.suggestion
    if suggestion.move != "none":
        console.print(escape(said(phrase("Play next: {level} — {reason}.", level=(
            suggestion.label or str(suggestion.level)), reason=suggestion.reason))))
        if found is not None and found.games and len(found.likely_levels) > 1:
            from soloist.history.stats import level_name

            sweep = entry_sweep(entry.game)
            console.print(escape(said(phrase("Also likely right for you: {levels}.",
                                             levels=joined((
                level_name(sweep, level) if sweep else level
                for level in found.likely_levels[1:]), "; ")))))
    else:
        console.print(escape(said(phrase("No level to suggest: {reason}.",
                                         reason=suggestion.reason))))


@click.command("export", cls=Command,
               help=phrase("Export everything to FILE (a backup: every game and your components, "
                           "which `soloist import FILE` and the phone app read), or your "
                           "finished games as CSV and BG Stats (formats in the README)."))
@click.argument("backup", required=False, metavar="[FILE]", type=click.Path(dir_okay=False))
@option("--csv", "csv_path", type=click.Path(dir_okay=False),
        help=phrase("Write one row per finished game to this CSV file."))
@option("--bgstats", "bgstats_path", type=click.Path(dir_okay=False),
        help=phrase("Write the finished games as a BG Stats JSON file (import it in the BG "
                    "Stats app)."))
@option("--bgstats-links", "links_path", type=click.Path(dir_okay=False),
        help=phrase("Write an HTML page with one BG Stats import link per game (open it on "
                    "the phone with BG Stats)."))
@option("--game", "game", metavar="GAME", help=phrase("Only this game."))
@option("--player", "player", default="Me", show_default=True,
        help=phrase("Your name as a player in BG Stats."))
@reports_errors
def export_command(backup: str | None, csv_path: str | None, bgstats_path: str | None,
                   links_path: str | None, game: str | None, player: str) -> None:
    if backup is not None:
        if csv_path or bgstats_path or links_path or game:
            raise click.UsageError("a backup FILE holds everything: give it alone, or use "
                                   "--csv / --bgstats / --bgstats-links for finished games")
        from soloist.cli.transfer import write_backup

        say(write_backup(backup))
        return
    from soloist.history import load_history
    from soloist.history.export import write_bgstats, write_csv, write_links

    if not (csv_path or bgstats_path or links_path):
        raise click.UsageError("give --csv FILE, --bgstats FILE or --bgstats-links FILE "
                               "for your finished games, or a FILE for a backup of everything")
    if game is not None:
        find_game(game)
    plays = load_history(settings().store(), game)
    for path, write, what in ((csv_path, write_csv, "CSV"),
                              (bgstats_path, lambda ps, p: write_bgstats(ps, p, player),
                               "BG Stats JSON"),
                              (links_path, lambda ps, p: write_links(ps, p, player),
                               phrase("BG Stats links"))):
        if path is None:
            continue
        target = Path(path)
        if not target.parent.exists():
            raise OptionError(phrase("{path}: the folder {folder} does not exist", path=path,
                                     folder=str(target.parent)))
        try:
            count = write(plays, target)
        except OSError as error:
            raise OptionError(phrase("cannot write {path}: {reason}", path=path,
                                     reason=str(error.strerror or error))) from None
        wrote = (phrase("Wrote {count} finished game to {path} ({what}).", count=count,
                        path=path, what=what) if count == 1 else
                 phrase("Wrote {count} finished games to {path} ({what}).", count=count,
                        path=path, what=what))
        console.print(escape(said(wrote)))


COMMANDS: list[click.Command] = [stats_command, export_command]
