"""The commands about one game, built from its OptionSpecs when asked for: `play GAME`,
`simulate GAME`, `report GAME`; and `decide GAME FILE`, the automa's move in a described
position."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click
from rich.markup import escape

from soloist.cli.common import (
    Command,
    F,
    Group,
    Option,
    console,
    echo_json,
    option,
    reports_errors,
    settings,
    words_of,
)
from soloist.engine.chance import SEED_LIMIT, new_seed
from soloist.engine.errors import OptionError
from soloist.engine.game import GameDefinition, OptionSpec
from soloist.engine.phrase import joined, phrase
from soloist.games import find_game, game_names


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
    """A game's option on the command line; its help a phrase, said when help is shown."""
    flag = "--" + spec.name.replace("_", "-")
    help_text = spec.help
    if spec.lab:
        help_text = phrase("{help} {lab}", help=help_text, lab=spec.lab)
    if spec.kind == "flag":
        return option(flag, spec.name, is_flag=True, default=bool(spec.default),
                            help=help_text)
    if spec.kind == "path":
        if spec.format_doc:
            help_text = phrase("{help} Format: {format}.", help=help_text,
                               format=spec.format_doc)
        return option(flag, spec.name, type=click.Path(exists=True, dir_okay=True),
                            default=None, help=help_text)
    if spec.kind == "text":
        if spec.default is not None:
            help_text = phrase("{help} [default: {default}]", help=help_text,
                               default=str(spec.default))
        return option(flag, spec.name, default=None, metavar="TEXT", help=help_text)
    values = ", ".join(spec.choices) if spec.choices else f"{spec.minimum}..{spec.maximum}"
    metavar = "LEVEL" if sweep else ("VALUE" if spec.kind == "choice" else "N")
    if report and not spec.sweep:
        metavar = "VALUE"
        if spec.axis:
            help_text = phrase("{help} One of: {values}; with --by {name}: 'all' or a comma "
                               "list (the default: all).", help=help_text, values=values,
                               name=spec.name)
        else:
            help_text = phrase("{help} One of: {values}; with --by {name}: 'all' or a comma "
                               "list.", help=help_text, values=values, name=spec.name)
    elif report:
        help_text = phrase("{help} 'all' (the default of a report), one level, or a comma list "
                           "({values}).", help=help_text, values=values)
    elif sweep:
        help_text = phrase("{help} Simulation: 'all', one level, or a comma list ({values}).",
                           help=help_text, values=values)
    else:
        help_text = phrase("{help} One of: {values}.", help=help_text, values=values)
    if not (report and spec.sweep):
        help_text = phrase("{help} [default: {default}]", help=help_text,
                           default=str(spec.default))
    return option(flag, spec.name, default=None, metavar=metavar, help=help_text)


class GameCommands(Group):
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
            raise click.UsageError(phrase("unknown game {name}; Soloist plays: {known}",
                                          name=repr(name), known=", ".join(game_names())), ctx)
        return command.name, command, args[1:]


def language_option() -> click.Option:
    """`--lang` of `play GAME`."""
    return Option(
        ["--lang", "language"], metavar="LANG",
        help=phrase("The language to play in (`soloist translations list`); by default your "
                    "terminal's (LC_ALL, LC_MESSAGES, LANG), else English."))


def make_play_command(definition: GameDefinition) -> click.Command:
    @reports_errors
    def play(seed: int | None, language: str | None, **options: Any) -> None:
        from soloist.play.companion import SavedPlay
        from soloist.play.data_files import keep_components
        from soloist.play.language import Words
        from soloist.play.terminal import TerminalCompanion

        words = Words.of(language)
        parsed = definition.parse_options(options)
        store = settings().store()
        for line in keep_components(store, definition, parsed):
            console.print(escape(words.said(line)))
        saved = SavedPlay.start(store, definition, parsed, seed)
        TerminalCompanion(console, saved, words).run()

    command = Command(
        definition.name, callback=play,
        help=phrase("Play {game} in the terminal companion.", game=definition.title),
        params=[Option(["--seed"], type=click.IntRange(0, SEED_LIMIT - 1),
                             help=phrase("Seed for the automa's dice and cards (default: random; "
                                         "it is saved with the game).")),
                language_option()],
    )
    for decorate in option_decorators(definition):
        command = decorate(command)
    return command


def your_components(definition: GameDefinition) -> dict[str, str]:
    """A snapshot of the person's component library for `definition` (the save database's),
    which simulation plays with: their own deck or map where it is known."""
    from soloist.store.library import Library

    return Library(settings().store(), definition.name, definition).as_mapping()


def make_simulate_command(definition: GameDefinition) -> click.Command:
    sweep = definition.sweep_option

    @reports_errors
    def simulate(games: int, seed: int | None, workers: int | None, ray: str | None,
                 stand_in: str | None, csv_path: str | None, plot_path: str | None,
                 results: str | None, as_json: bool, quiet: bool, **options: Any) -> None:
        from soloist import compiled
        from soloist.sim.report import print_simulation

        if not as_json:
            console.print(escape(words_of(None).said(phrase(
                "Played by {rules}.", rules=compiled.which()))), highlight=False)
        levels = None
        if sweep is not None:
            levels = split_values(options.pop(sweep.name, None))
        try:
            print_simulation(definition, console, games=games,
                             seed=new_seed() if seed is None else seed, workers=workers,
                             stand_in=stand_in, levels=levels, options=options,
                             csv_path=Path(csv_path) if csv_path else None,
                             plot_path=Path(plot_path) if plot_path else None,
                             as_json=as_json, quiet=quiet, ray=ray,
                             results=Path(results) if results else None,
                             facts=your_components(definition))
        except KeyboardInterrupt:
            # Ctrl-C: what was played is printed (or kept in --results) with what to do
            # next; the exit status says the run was interrupted.
            sys.exit(130)

    params: list[click.Parameter] = [
        Option(["--games", "-n"], type=click.IntRange(1, 10_000_000), default=1000,
               show_default=True, help=phrase("Games per level.")),
        Option(["--seed"], type=click.IntRange(0, SEED_LIMIT - 1),
               help=phrase("Seed of the run (default: random, printed). The same seed "
                           "gives the same results whatever the number of workers.")),
        *runner_options(definition),
        Option(["--csv", "csv_path"], type=click.Path(dir_okay=False, writable=True),
               help=phrase("Write one row per game to this CSV file.")),
        Option(["--plot", "plot_path"], type=click.Path(dir_okay=False, writable=True),
               help=phrase("Draw the score distributions per level to this PNG file.")),
        Option(["--json", "as_json"], is_flag=True,
               help=phrase("Print the summary as JSON.")),
        Option(["--quiet", "-q"], is_flag=True, help=phrase("No progress bar.")),
    ]
    command = Command(definition.name, callback=simulate, params=params,
                      help=phrase("Simulate {game} against a stand-in. The games play with your "
                                  "components where Soloist knows them (your own deck, say: "
                                  "`soloist components show {name}`).", game=definition.title,
                                  name=definition.name))
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


def stand_ins_help(definition: GameDefinition) -> str:
    """The game's stand-ins, each with its setting if it takes one (``strong[:N]``)."""
    names: list[str] = []
    for name, factory in definition.all_stand_ins().items():
        budget = getattr(factory, "budget", None)
        if hasattr(factory, "configured") and isinstance(budget, int):
            names.append(phrase("{name}[:N] (N rollouts per decision, default {budget})",
                                name=name, budget=budget))
        else:
            names.append(name)
    return joined(names)


def runner_options(definition: GameDefinition, *, report: bool = False
                   ) -> list[click.Parameter]:
    """What every simulation command takes: workers or Ray, stand-in, results file."""
    stand_ins = stand_ins_help(definition)
    return [
        Option(["--workers", "-w"], type=click.IntRange(1, 512),
               help=phrase("Worker processes (default: all cores). With --ray and no "
                           "address: the CPUs of the local Ray.")),
        Option(["--ray", "ray"], is_flag=False, flag_value="", default=None,
               metavar="[ADDRESS]",
               help=phrase("Play the games on a Ray cluster: its address "
                           "(ray://HOST:10001, or 'auto' for the one this machine belongs "
                           "to), or no address for a local Ray (docs/ray.md). Needs: pip "
                           "install 'soloist[ray]'.")),
        Option(["--stand-in", "stand_in"],
               metavar="NAME[,NAME...]" if report else "NAME|FILE.py:CLASS",
               help=phrase("Who plays the person: {stand_ins}; or your own policy, a class "
                           "in a Python file (docs/stand-ins.md). Several, "
                           "comma-separated (random,greedy,strong), are played on the same "
                           "games and compared side by side (a skill ladder).",
                           stand_ins=stand_ins) if report else
               phrase("Who plays the person: {stand_ins}; or your own policy, a class in "
                      "a Python file (docs/stand-ins.md).", stand_ins=stand_ins)),
        Option(["--results", "results"], type=click.Path(dir_okay=False),
               help=phrase("Keep every game's row in this .csv or .parquet file as "
                           "batches finish; run the same command again to resume an "
                           "interrupted run (games already in the file are not played "
                           "again). With several stand-ins, one file each beside it "
                           "(FILE.NAME.csv).") if report else
               phrase("Keep every game's row in this .csv or .parquet file as batches "
                      "finish; run the same command again to resume an interrupted run "
                      "(games already in the file are not played again).")),
    ]


def lang_option() -> click.Option:
    return Option(["--lang", "lang"], metavar="LANG",
                        help=phrase("The report's language (`soloist translations list`); by "
                                    "default your terminal's (LC_ALL, LC_MESSAGES, LANG), else "
                                    "English."))


def report_language(lang: str | None) -> str:
    """The language `--lang` names (refused if Soloist has not it), else the terminal's."""
    from soloist.i18n import known_language, language_from_environment

    return known_language(lang) if lang else language_from_environment()


def make_report_command(definition: GameDefinition) -> click.Command:
    sweep = definition.sweep_option
    axis_names = [spec.name for spec in definition.axis_options]

    @reports_errors
    def report(games: int | None, precision: float | None, max_games: int, seed: int | None,
               workers: int | None, ray: str | None, stand_in: str | None,
               by: tuple[str, ...], out: str, results: str | None, quiet: bool,
               target: str | None, lang: str | None, **options: Any) -> None:
        if games is not None and precision is not None:
            raise OptionError(phrase("give --games or --precision, not both"))
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
                raise OptionError(phrase("--by {name}: {game} has no option {option}; its "
                                         "options are: {known}", name=name,
                                         game=definition.name, option=repr(name),
                                         known=", ".join(sorted(known))))
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
                    out=Path(out), results=Path(results) if results else None, quiet=quiet,
                    facts=your_components(definition),
                    target=Path(target) if target else None, language=report_language(lang))

    by_help = phrase("Break the results down by every value of this option too (a "
                     "character); repeat for more; 'none' for no breakdown. Default: the "
                     "game's own axes ({axes}).", axes=", ".join(axis_names)) if axis_names else \
        phrase("Break the results down by every value of this option too (a character); "
               "repeat for more; 'none' for no breakdown.")
    params: list[click.Parameter] = [
        Option(["--games", "-n"], type=click.IntRange(1, 10_000_000),
               help=phrase("Games per cell (level × axis value) [default: 1000].")),
        Option(["--precision"], type=click.FloatRange(0, min_open=True),
               help=phrase("Instead of --games: add games until the 95% confidence "
                           "interval of the automa's mean score is at most ± this many "
                           "points in every cell (e.g. 0.25).")),
        Option(["--max-games"], type=click.IntRange(1, 10_000_000), default=200_000,
               show_default=True, help=phrase("With --precision: at most this many games "
                                              "per cell.")),
        Option(["--seed"], type=click.IntRange(0, SEED_LIMIT - 1),
               help=phrase("Seed of the run (default: random; the report shows it). The "
                           "same seed gives the same report on any backend.")),
        *runner_options(definition, report=True),
        Option(["--by"], multiple=True, metavar="OPTION",
               help=by_help),
        Option(["--out", "-o"], type=click.Path(dir_okay=False), show_default=True,
               default=f"{definition.name}-report.html",
               help=phrase("The HTML report to write (one self-contained file).")),
        Option(["--target"], type=click.Path(dir_okay=False, exists=True),
               metavar="FILE",
               help=phrase("Your target matrix: the win rates you wish for per stand-in "
                           "and level (TOML, docs/sensitivity.md). The report puts each "
                           "measured rate beside it, its distance and whether it is "
                           "significant, and one number for the whole matrix; its "
                           "stand-ins are played when --stand-in is not given.")),
        Option(["--quiet", "-q"], is_flag=True, help=phrase("No progress bar.")),
        lang_option(),
    ]
    command = Command(
        definition.name, callback=report, params=params,
        help=phrase("Write a balance report of {game}: every level against a stand-in, win "
                    "rates, score distributions and the ladder check, as one HTML file.",
                    game=definition.title))
    for decorate in option_decorators(definition, for_simulation=True, for_report=True):
        command = decorate(command)
    return command

def make_sensitivity_command(definition: GameDefinition) -> click.Command:
    sweep = definition.sweep_option

    @reports_errors
    def sensitivity(games: int, seed: int | None, workers: int | None, ray: str | None,
                    stand_in: str | None, variants: tuple[str, ...], out: str | None,
                    json_path: str | None, results: str | None, quiet: bool,
                    lang: str | None, **options: Any) -> None:
        from soloist.sim.lab import stand_ins_of
        from soloist.sim.sensitivity_report import make_sensitivity

        if not quiet:
            from soloist import compiled

            console.print(escape(words_of(None).said(phrase(
                "Played by {rules}.", rules=compiled.which()))), highlight=False)
        levels = split_values(options.pop(sweep.name, None)) if sweep is not None else None
        out_path = Path(out or f"{definition.name}-sensitivity.html")
        make_sensitivity(definition, console, games=games,
                         seed=new_seed() if seed is None else seed, workers=workers, ray=ray,
                         stand_ins=stand_ins_of(stand_in), levels=levels, options=options,
                         variants=list(variants) or None, out=out_path,
                         json_out=Path(json_path) if json_path else out_path.with_suffix(
                             ".json"),
                         results=Path(results) if results else None, quiet=quiet,
                         facts=your_components(definition), language=report_language(lang))

    params: list[click.Parameter] = [
        Option(["--games", "-n"], type=click.IntRange(2, 10_000_000), default=200,
               show_default=True, help=phrase("Games per variant and stand-in (the "
                                              "unchanged automa plays as many, on the same "
                                              "seeds).")),
        Option(["--seed"], type=click.IntRange(0, SEED_LIMIT - 1),
               help=phrase("Seed of the run (default: random; the report shows it). The "
                           "same seed gives the same report on any backend.")),
        *runner_options(definition, report=True),
        Option(["--variant", "variants"], multiple=True, metavar="TEXT",
               help=phrase("A variant of your own instead of the declared ones: 'card 3t "
                           "twice', 'tie-break most spaces' (several changes joined by "
                           "';'; '{name}: ' before it is allowed); repeat for more. The "
                           "report lists what can be changed.", name=definition.name)),
        Option(["--out", "-o"], type=click.Path(dir_okay=False),
               help=phrase("The HTML report [default: {name}-sensitivity.html].",
                           name=definition.name)),
        Option(["--json", "json_path"], type=click.Path(dir_okay=False),
               help=phrase("Every figure as JSON [default: the report's name, .json].")),
        Option(["--quiet", "-q"], is_flag=True, help=phrase("No progress bar.")),
        lang_option(),
    ]
    command = Command(
        definition.name, callback=sensitivity, params=params,
        help=phrase("What moves the strength of {game}: each part of the automa its rules "
                    "declare (each card left out or doubled, each rule's natural alternative) "
                    "played against the unchanged automa on the same games; ranked effects on "
                    "the stand-in's margin and win rate, as HTML and JSON "
                    "(docs/sensitivity.md). Default: the game's default level; 'all' levels or "
                    "a list with the level option.", game=definition.title))
    for decorate in option_decorators(definition, for_simulation=True):
        command = decorate(command)
    return command


@click.command("decide", cls=Command,
               help=phrase("Print the automa's turn in the position described by POSITION_FILE "
                           "(TOML or JSON; formats in docs/positions.md)."))
@click.argument("game")
@click.argument("position_file", type=click.Path(dir_okay=False))
@option("--json", "as_json", is_flag=True, help=phrase("Print the decision as JSON."))
@option("--seed", type=click.IntRange(0, SEED_LIMIT - 1),
        help=phrase("Seed for any dice the position does not fix (default: random, "
                    "printed)."))
@reports_errors
def decide_command(game: str, position_file: str, as_json: bool, seed: int | None) -> None:
    definition = find_game(game)
    report = definition.decide(Path(position_file), seed=new_seed() if seed is None else seed)
    if as_json:
        echo_json(report.data, indent=2, ensure_ascii=False, default=str)
    else:  # in the terminal's language, the game's terms as its own
        words = words_of(None).renaming(definition.name, {})
        for line in report.lines:
            console.print(escape(words.said(line)))


COMMANDS: list[click.Command] = [
    GameCommands("play", factory=make_play_command, help=phrase("Play a game in the terminal "
                                                                "companion.")),
    GameCommands("simulate", factory=make_simulate_command,
                 help=phrase("Simulate many games against a stand-in for the person.")),
    GameCommands("report", factory=make_report_command,
                 help=phrase("Write an HTML balance report of a game's levels.")),
    GameCommands("sensitivity", factory=make_sensitivity_command,
                 help=phrase("Write a sensitivity report: what moves the automa's strength.")),
    decide_command,
]
