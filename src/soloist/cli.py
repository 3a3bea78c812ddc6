"""The `soloist` command.

    soloist                      the new-game menu (or resume a saved game)
    soloist play GAME [options]  play a game in the terminal companion
    soloist games                list saved games; soloist resume ID continues one
    soloist decide GAME FILE     the automa's move in a described position
    soloist simulate GAME        many seeded games against a stand-in, with statistics
    soloist serve [--lan]        the web companion, for a browser or a phone at the table
    soloist report GAME          an HTML balance report of a game's levels
    soloist stats / export       your own finished games: statistics, CSV, BG Stats

Every error a person can cause ends in a one-line message and a non-zero exit status,
never a traceback.
"""

from __future__ import annotations

import functools
import json
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, TypeVar

import click
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from soloist import __version__
from soloist.engine.chance import SEED_LIMIT, new_seed
from soloist.engine.errors import OptionError, SoloistError
from soloist.engine.game import GameDefinition, OptionSpec
from soloist.games import all_games, find_game, game_names

F = TypeVar("F", bound=Callable[..., Any])

console = Console(highlight=False)
errors = Console(stderr=True, highlight=False)


def reports_errors(function: F) -> F:
    """Turn Soloist's errors into a clean message and exit status 1."""

    @functools.wraps(function)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return function(*args, **kwargs)
        except SoloistError as error:
            raise click.ClickException(str(error)) from None

    return wrapper  # type: ignore[return-value]


class Settings:
    def __init__(self, db: str | None) -> None:
        self.db = db

    def store(self) -> Any:
        from soloist.store import Store

        return Store(self.db)


def settings() -> Settings:
    return click.get_current_context().find_object(Settings) or Settings(None)


# -- per-game commands, made from each game's option list ---------------------------------

def option_decorators(
    definition: GameDefinition, *, for_simulation: bool = False, for_report: bool = False
) -> list[Callable[[F], F]]:
    decorators = []
    for spec in definition.options:
        if spec.hidden or (for_simulation and spec.name in definition.simulation_defaults):
            continue
        if for_report and spec.kind != "path" and spec.kind != "flag":
            # In a report every option may be an axis (--by): all of them take lists.
            decorators.append(click_option(spec, sweep=True, report=True))
            continue
        decorators.append(click_option(spec, sweep=for_simulation and spec.sweep))
    return decorators


def click_option(spec: OptionSpec, *, sweep: bool, report: bool = False) -> Callable[[F], F]:
    flag = "--" + spec.name.replace("_", "-")
    help_text = spec.help
    if spec.kind == "flag":
        return click.option(flag, spec.name, is_flag=True, default=bool(spec.default),
                            help=help_text)
    if spec.kind == "path":
        return click.option(flag, spec.name, type=click.Path(exists=True, dir_okay=True),
                            default=None, help=help_text)
    if spec.kind == "text":
        shown = f" [default: {spec.default}]" if spec.default is not None else ""
        return click.option(flag, spec.name, default=None, metavar="TEXT",
                            help=help_text + shown)
    values = ", ".join(spec.choices) if spec.choices else f"{spec.minimum}..{spec.maximum}"
    metavar = "LEVEL" if sweep else ("VALUE" if spec.kind == "choice" else "N")
    if report and not spec.sweep:
        metavar = "VALUE"
        help_text += (f" One of: {values}; with --by {spec.name}: 'all' or a comma list"
                      + (" (the default: all)." if spec.axis else "."))
    elif report:
        help_text += f" 'all' (the default of a report), one level, or a comma list ({values})."
    elif sweep:
        help_text += f" Simulation: 'all', one level, or a comma list ({values})."
    else:
        help_text += f" One of: {values}."
    if not (report and spec.sweep):
        help_text += f" [default: {spec.default}]"
    return click.option(flag, spec.name, default=None, metavar=metavar, help=help_text)


class GameCommands(click.Group):
    """A group with one subcommand per game, built from its definition when asked for."""

    def __init__(self, *args: Any, factory: Callable[[GameDefinition], click.Command],
                 **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.factory = factory

    def list_commands(self, ctx: click.Context) -> list[str]:
        return game_names()

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        try:
            definition = find_game(name)
        except LookupError:
            return None
        return self.factory(definition)

    def resolve_command(
        self, ctx: click.Context, args: list[str]
    ) -> tuple[str | None, click.Command | None, list[str]]:
        name = args[0] if args else ""
        command = self.get_command(ctx, name)
        if command is None:
            known = ", ".join(game_names())
            raise click.UsageError(f"unknown game {name!r}; Soloist plays: {known}", ctx)
        return command.name, command, args[1:]


def make_play_command(definition: GameDefinition) -> click.Command:
    @reports_errors
    def play(seed: int | None, **options: Any) -> None:
        from soloist.play.companion import SavedPlay
        from soloist.play.terminal import TerminalCompanion

        parsed = definition.parse_options(options)
        saved = SavedPlay.start(settings().store(), definition, parsed, seed)
        TerminalCompanion(console, saved).run()

    command = click.Command(
        definition.name, callback=play,
        help=f"Play {definition.title} in the terminal companion.",
        params=[click.Option(["--seed"], type=click.IntRange(0, SEED_LIMIT - 1),
                             help="Seed for the automa's dice and cards (default: random; it "
                                  "is saved with the game).")],
    )
    for decorate in option_decorators(definition):
        command = decorate(command)
    return command


def make_simulate_command(definition: GameDefinition) -> click.Command:
    sweep = definition.sweep_option

    @reports_errors
    def simulate(games: int, seed: int | None, workers: int | None, ray: str | None,
                 stand_in: str | None, csv_path: str | None, plot_path: str | None,
                 results: str | None, as_json: bool, quiet: bool, **options: Any) -> None:
        from soloist.sim.report import print_simulation

        levels = None
        if sweep is not None:
            levels = split_values(options.pop(sweep.name, None))
        print_simulation(definition, console, games=games,
                         seed=new_seed() if seed is None else seed, workers=workers,
                         stand_in=stand_in, levels=levels, options=options,
                         csv_path=Path(csv_path) if csv_path else None,
                         plot_path=Path(plot_path) if plot_path else None,
                         as_json=as_json, quiet=quiet, ray=ray,
                         results=Path(results) if results else None)

    params: list[click.Parameter] = [
        click.Option(["--games", "-n"], type=click.IntRange(1, 10_000_000), default=1000,
                     show_default=True, help="Games per level."),
        click.Option(["--seed"], type=click.IntRange(0, SEED_LIMIT - 1),
                     help="Seed of the run (default: random, printed). The same seed gives "
                          "the same results whatever the number of workers."),
        *runner_options(definition),
        click.Option(["--csv", "csv_path"], type=click.Path(dir_okay=False, writable=True),
                     help="Write one row per game to this CSV file."),
        click.Option(["--plot", "plot_path"], type=click.Path(dir_okay=False, writable=True),
                     help="Draw the score distributions per level to this PNG file."),
        click.Option(["--json", "as_json"], is_flag=True, help="Print the summary as JSON."),
        click.Option(["--quiet", "-q"], is_flag=True, help="No progress bar."),
    ]
    command = click.Command(definition.name, callback=simulate, params=params,
                            help=f"Simulate {definition.title} against a stand-in.")
    for decorate in option_decorators(definition, for_simulation=True):
        command = decorate(command)
    return command


def split_values(raw: object) -> list[str] | str | None:
    """A sweep or axis option's value on the command line: "all", or a comma list."""
    if raw is None:
        return None
    text = str(raw).strip()
    if text.lower() == "all":
        return "all"
    return [part.strip() for part in text.split(",") if part.strip()]


def runner_options(definition: GameDefinition) -> list[click.Parameter]:
    """What every simulation command takes: workers or Ray, stand-in, results file."""
    stand_ins = ", ".join(definition.all_stand_ins())
    return [
        click.Option(["--workers", "-w"], type=click.IntRange(1, 512),
                     help="Worker processes (default: all cores). With --ray and no address: "
                          "the CPUs of the local Ray."),
        click.Option(["--ray", "ray"], is_flag=False, flag_value="", default=None,
                     metavar="[ADDRESS]",
                     help="Play the games on a Ray cluster: its address (ray://HOST:10001, or "
                          "'auto' for the one this machine belongs to), or no address for a "
                          "local Ray (docs/ray.md). Needs: pip install 'soloist[ray]'."),
        click.Option(["--stand-in", "stand_in"], metavar="NAME|FILE.py:CLASS",
                     help=f"Who plays the person: {stand_ins}; or your own policy, a class in "
                          "a Python file (docs/stand-ins.md)."),
        click.Option(["--results", "results"], type=click.Path(dir_okay=False),
                     help="Keep every game's row in this .csv or .parquet file as batches "
                          "finish; run the same command again to resume an interrupted run "
                          "(games already in the file are not played again)."),
    ]


def make_report_command(definition: GameDefinition) -> click.Command:
    sweep = definition.sweep_option
    axis_names = [spec.name for spec in definition.axis_options]

    @reports_errors
    def report(games: int | None, precision: float | None, max_games: int, seed: int | None,
               workers: int | None, ray: str | None, stand_in: str | None,
               by: tuple[str, ...], out: str, results: str | None, quiet: bool,
               **options: Any) -> None:
        if games is not None and precision is not None:
            raise OptionError("give --games or --precision, not both")
        if games is None and precision is None:
            games = 1000
        levels = split_values(options.pop(sweep.name, None)) if sweep is not None else None
        chosen = [name.replace("-", "_") for name in by]
        if chosen == ["none"]:
            chosen = []
        elif not by:
            chosen = axis_names
        known = {spec.name for spec in definition.options if not spec.hidden}
        for name in chosen:
            if name not in known:
                raise OptionError(f"--by {name}: {definition.name} has no option {name!r}; "
                                  "its options are: " + ", ".join(sorted(known)))
        axes: dict[str, list[str] | str] = {}
        for name in chosen:
            raw = options.pop(name, None)
            given = None if definition.option(name).kind == "flag" else split_values(raw)
            axes[name] = "all" if given is None else given  # a flag axis: both values
        from soloist.sim.lab import DEFAULT_MAX_GAMES, make_report

        make_report(definition, console, games=games, precision=precision,
                    max_games=max_games or DEFAULT_MAX_GAMES,
                    seed=new_seed() if seed is None else seed, workers=workers, ray=ray,
                    stand_in=stand_in, levels=levels, axes=axes,
                    by=(chosen or ["none"]) if by else None, options=options,
                    out=Path(out), results=Path(results) if results else None, quiet=quiet)

    axes_help = (f" Default: the game's own axes ({', '.join(axis_names)})." if axis_names
                 else "")
    params: list[click.Parameter] = [
        click.Option(["--games", "-n"], type=click.IntRange(1, 10_000_000),
                     help="Games per cell (level × axis value) [default: 1000]."),
        click.Option(["--precision"], type=click.FloatRange(0, min_open=True),
                     help="Instead of --games: add games until the 95% confidence interval "
                          "of the automa's mean score is at most ± this many points in every "
                          "cell (e.g. 0.25)."),
        click.Option(["--max-games"], type=click.IntRange(1, 10_000_000), default=200_000,
                     show_default=True, help="With --precision: at most this many games per "
                                             "cell."),
        click.Option(["--seed"], type=click.IntRange(0, SEED_LIMIT - 1),
                     help="Seed of the run (default: random; the report shows it). The same "
                          "seed gives the same report on any backend."),
        *runner_options(definition),
        click.Option(["--by"], multiple=True, metavar="OPTION",
                     help="Break the results down by every value of this option too (a "
                          "character); repeat for more; 'none' for no breakdown." + axes_help),
        click.Option(["--out", "-o"], type=click.Path(dir_okay=False), show_default=True,
                     default=f"{definition.name}-report.html",
                     help="The HTML report to write (one self-contained file)."),
        click.Option(["--quiet", "-q"], is_flag=True, help="No progress bar."),
    ]
    command = click.Command(
        definition.name, callback=report, params=params,
        help=f"Write a balance report of {definition.title}: every level against a "
             "stand-in, win rates, score distributions and the ladder check, as one HTML "
             "file.")
    for decorate in option_decorators(definition, for_simulation=True, for_report=True):
        command = decorate(command)
    return command


# -- the command group ---------------------------------------------------------------------

@click.group(invoke_without_command=True, context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--db", envvar="SOLOIST_DB", metavar="PATH_OR_URL",
              help="Save database: a file path or a database URL (default: soloist.sqlite3 in "
                   "your data directory; env SOLOIST_DB).")
@click.version_option(__version__, prog_name="soloist")
@click.pass_context
def cli(ctx: click.Context, db: str | None) -> None:
    """Soloist plays the Automa of a board game's solo mode.

    Run without a command for the new-game menu.
    """
    ctx.obj = Settings(db)
    if ctx.invoked_subcommand is None:
        menu()


cli.add_command(GameCommands("play", factory=make_play_command,
                             help="Play a game in the terminal companion."))
cli.add_command(GameCommands("simulate", factory=make_simulate_command,
                             help="Simulate many games against a stand-in for the person."))
cli.add_command(GameCommands("report", factory=make_report_command,
                             help="Write an HTML balance report of a game's levels."))


@cli.command("games")
@click.option("--finished", "which", flag_value="finished", help="Only finished games.")
@click.option("--playing", "which", flag_value="playing", help="Only games in progress.")
@click.option("--json", "as_json", is_flag=True, help="Print as JSON.")
@reports_errors
def games_command(which: str | None, as_json: bool) -> None:
    """List saved games, the most recent first."""
    store = settings().store()
    saved = store.list_games(finished=None if which is None else which == "finished")
    if as_json:
        click.echo(json.dumps([{
            "id": game.id, "game": game.game, "status": game.status,
            "answers": game.answer_count, "headline": game.headline,
            "updated_at": game.updated_at.isoformat(), "options": dict(game.options),
        } for game in saved], indent=2))
        return
    if not saved:
        console.print("No saved games yet. Start one with [bold]soloist play GAME[/].")
        return
    table = Table()
    table.add_column("id", no_wrap=True, min_width=20)
    for heading in ("game", "status", "answers", "last played", "result"):
        table.add_column(heading)
    for game in saved:
        table.add_row(game.id, game.game, game.status, str(game.answer_count),
                      game.updated_at.strftime("%Y-%m-%d %H:%M"), escape(game.headline or ""))
    console.print(table)
    console.print("Continue one with [bold]soloist resume ID[/] (the first characters of the "
                  "id are enough).")


@cli.command("resume")
@click.argument("game_id")
@reports_errors
def resume_command(game_id: str) -> None:
    """Continue a saved game."""
    from soloist.play.companion import SavedPlay
    from soloist.play.terminal import TerminalCompanion

    store = settings().store()
    saved = SavedPlay.load(store, store.resolve(game_id))
    TerminalCompanion(console, saved).run()


@cli.command("show")
@click.argument("game_id")
@click.option("--json", "as_json", is_flag=True, help="Print as JSON.")
@reports_errors
def show_command(game_id: str, as_json: bool) -> None:
    """Show a saved game's log, state and result."""
    from soloist.play.companion import SavedPlay

    store = settings().store()
    saved = SavedPlay.load(store, store.resolve(game_id))
    print_session(saved.session, as_json=as_json, game_id=saved.game_id)


@cli.command("record")
@click.argument("game_id")
@reports_errors
def record_command(game_id: str) -> None:
    """Print a saved game's record (game, options, seed, answers) as JSON: a bug report
    that replays exactly with `soloist replay FILE`."""
    store = settings().store()
    click.echo(store.load(store.resolve(game_id)).dumps())


@cli.command("replay")
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


@cli.command("delete")
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


@cli.command("decide")
@click.argument("game")
@click.argument("position_file", type=click.Path(dir_okay=False))
@click.option("--json", "as_json", is_flag=True, help="Print the decision as JSON.")
@click.option("--seed", type=click.IntRange(0, SEED_LIMIT - 1),
              help="Seed for any dice the position does not fix (default: random, printed).")
@reports_errors
def decide_command(game: str, position_file: str, as_json: bool, seed: int | None) -> None:
    """Print the automa's turn in the position described by POSITION_FILE (TOML or JSON;
    formats in docs/positions.md)."""
    definition = find_game(game)
    report = definition.decide(Path(position_file), seed=new_seed() if seed is None else seed)
    if as_json:
        click.echo(json.dumps(report.data, indent=2, ensure_ascii=False, default=str))
    else:
        for line in report.lines:
            console.print(escape(line))


@cli.command("serve")
@click.option("--host", default="127.0.0.1", show_default=True,
              help="Address to listen on (127.0.0.1: this computer only).")
@click.option("--port", type=click.IntRange(0, 65535), default=8765, show_default=True,
              help="Port to listen on (0: any free port, printed).")
@click.option("--lan", is_flag=True,
              help="Listen on every network interface (0.0.0.0) so a phone on the same Wi-Fi "
                   "can open the companion; prints the address to open.")
@click.option("--allow-host", "allow_hosts", multiple=True, metavar="NAME",
              help="Also answer requests for this host name (a hosted deployment's domain; "
                   "IP addresses and this computer's own names are always answered). Repeat "
                   "for several; '*' for any.")
@click.option("--cache", "cache_size", type=click.IntRange(0, 100_000), default=256,
              show_default=True, help="Games kept in memory between requests.")
@reports_errors
def serve_command(host: str, port: int, lan: bool, allow_hosts: tuple[str, ...],
                  cache_size: int) -> None:
    """Start the web companion: play every game from a browser or a phone at the table.

    Uses the same save database as the terminal (--db, or SOLOIST_DB: a file path or a
    database URL such as postgresql://...), so a game started in one continues in the other.
    """
    from soloist.web.server import serve

    serve(settings().store(), host=host, port=port, lan=lan, allowed_hosts=allow_hosts,
          cache_size=cache_size, say=click.echo)


@cli.command("stats")
@click.option("--game", "game", metavar="GAME", help="Only this game.")
@click.option("--json", "as_json", is_flag=True, help="Print as JSON.")
@reports_errors
def stats_command(game: str | None, as_json: bool) -> None:
    """Your finished games: win rate and trend per game and level, and the next level to
    try (the rule is in the README's Balance lab section)."""
    from soloist.history import load_history
    from soloist.history.stats import game_stats

    if game is not None:
        find_game(game)  # an unknown name is an error, not an empty history
    found = game_stats(load_history(settings().store(), game))
    if as_json:
        click.echo(json.dumps([game_json(entry) for entry in found], indent=2,
                              ensure_ascii=False))
        return
    if not found:
        console.print("No finished games yet. Play one with [bold]soloist play GAME[/]: it is "
                      "counted here when it ends.")
        return
    for entry in found:
        print_game_stats(entry)


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
                       "move": entry.suggestion.move, "reason": entry.suggestion.reason},
    }


def print_game_stats(entry: Any) -> None:
    win = entry.win
    console.print(f"\n[bold]{escape(entry.title)}[/]: {entry.games} finished game"
                  f"{'s' if entry.games != 1 else ''}, {100 * win.rate:.0f}% won.")
    table = Table()
    for heading, justify in (("level", "left"), ("games", "right"), ("W-T-L", "right"),
                             ("win rate", "right"), ("95% CI", "right"),
                             ("your score", "right"), ("automa", "right"),
                             ("last results", "left"), ("trend", "left")):
        table.add_column(heading, justify=justify)  # type: ignore[arg-type]
    for level in entry.levels:
        you, automa = level.mean("person_score"), level.mean("automa_score")
        table.add_row(
            escape(level.label or "—"), str(level.games),
            f"{level.count('win')}-{level.count('tie')}-{level.count('loss')}",
            f"{100 * level.win.rate:.0f}%",
            f"{100 * level.win.low:.0f}–{100 * level.win.high:.0f}%",
            "—" if you is None else f"{you:.1f}", "—" if automa is None else f"{automa:.1f}",
            level.form, level.trend)
    console.print(table)
    suggestion = entry.suggestion
    if suggestion.move != "none":
        console.print(f"Next: [bold]{escape(suggestion.label or str(suggestion.level))}[/] — "
                      f"{escape(suggestion.reason)}.")
    else:
        console.print(f"No next level to suggest: {escape(suggestion.reason)}.")


@cli.command("export")
@click.option("--csv", "csv_path", type=click.Path(dir_okay=False),
              help="Write one row per finished game to this CSV file.")
@click.option("--bgstats", "bgstats_path", type=click.Path(dir_okay=False),
              help="Write the finished games as a BG Stats JSON file (import it in the BG "
                   "Stats app).")
@click.option("--bgstats-links", "links_path", type=click.Path(dir_okay=False),
              help="Write an HTML page with one BG Stats import link per game (open it on "
                   "the phone with BG Stats).")
@click.option("--game", "game", metavar="GAME", help="Only this game.")
@click.option("--player", "player", default="Me", show_default=True,
              help="Your name as a player in BG Stats.")
@reports_errors
def export_command(csv_path: str | None, bgstats_path: str | None, links_path: str | None,
                   game: str | None, player: str) -> None:
    """Export your finished games: CSV, and BG Stats (formats in the README)."""
    from soloist.history import load_history
    from soloist.history.export import write_bgstats, write_csv, write_links

    if not (csv_path or bgstats_path or links_path):
        raise click.UsageError("give --csv FILE, --bgstats FILE or --bgstats-links FILE")
    if game is not None:
        find_game(game)
    plays = load_history(settings().store(), game)
    for path, write, what in ((csv_path, write_csv, "CSV"),
                              (bgstats_path, lambda ps, p: write_bgstats(ps, p, player),
                               "BG Stats JSON"),
                              (links_path, lambda ps, p: write_links(ps, p, player),
                               "BG Stats links")):
        if path is None:
            continue
        target = Path(path)
        if not target.parent.exists():
            raise OptionError(f"{path}: the folder {target.parent} does not exist")
        try:
            count = write(plays, target)
        except OSError as error:
            raise OptionError(f"cannot write {path}: {error.strerror or error}") from None
        console.print(f"Wrote {count} finished game{'s' if count != 1 else ''} to {escape(path)}"
                      f" ({what}).")


@cli.command("list")
def list_command() -> None:
    """List the games Soloist plays, with their options."""
    for definition in all_games():
        console.print(f"[bold]{definition.name}[/] — {escape(definition.title)}")
        for spec in definition.options:
            if not spec.hidden:
                console.print(f"    --{spec.name.replace('_', '-')}: {escape(spec.help)}")


def print_session(session: Any, *, as_json: bool, game_id: str | None = None) -> None:
    from soloist.play.terminal import ACTORS

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
    if session.result is not None:
        console.print(f"[bold]{escape(session.result.headline())}[/]")
    elif session.question is not None:
        console.print(f"Waiting for: {escape(session.question.prompt)}")


# -- the new-game menu ---------------------------------------------------------------------

def menu() -> None:
    """The main job: choose a game and its options, or resume a saved game."""
    from soloist.play.companion import SavedPlay
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
            game_choices = [(f"{g.id} · {g.game} · {g.answer_count} answers · "
                             f"{g.updated_at:%Y-%m-%d %H:%M}", g.id) for g in unfinished]
            game_id = ask_menu("Which game?", game_choices)
            TerminalCompanion(console, SavedPlay.load(store, game_id)).run()
            return
        definition: GameDefinition = picked
        options = ask_options(definition)
        TerminalCompanion(console, SavedPlay.start(store, definition, options)).run()
    except SoloistError as error:
        raise click.ClickException(str(error)) from None
    except (EOFError, KeyboardInterrupt):
        console.print("\nBye.")


def ask_menu(prompt: str, choices: list[tuple[str, Any]]) -> Any:
    console.print(f"\n[bold]{escape(prompt)}[/]")
    for index, (label, _) in enumerate(choices, start=1):
        console.print(f"  {index}) {escape(label)}")
    while True:
        text = console.input("[bold]> [/]").strip()
        if text.isdigit() and 1 <= int(text) <= len(choices):
            return choices[int(text) - 1][1]
        console.print(f"[red]Please type a number from 1 to {len(choices)}.[/]")


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
            options[spec.name] = ask_menu(f"{spec.help}", [("No", False), ("Yes", True)])
            continue
        if spec.kind == "path":
            options[spec.name] = ask_path(spec)
            continue
        if spec.choices:
            labelled = [(spec.label_of(value) + (" (default)" if value == spec.default else ""),
                         value) for value in spec.choices]
            options[spec.name] = ask_menu(f"{spec.name.replace('_', ' ').capitalize()}: "
                                          f"{spec.help}", labelled)
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


def main() -> None:
    try:
        cli(prog_name="soloist")
    except KeyboardInterrupt:  # pragma: no cover - interactive only
        sys.exit(130)
