"""`soloist components`: what Soloist knows of your own copy of each game (the component
library, `soloist.engine.library`): list, show, export, import, forget, correct, and rename
(your copy's word for a term, `soloist.engine.words`)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click
from rich.markup import escape
from rich.table import Table

from soloist.cli.common import (
    Group,
    Paragraphs,
    confirm,
    console,
    echo_json,
    option,
    reports_errors,
    settings,
)
from soloist.engine.errors import SoloistError
from soloist.engine.game import GameDefinition
from soloist.engine.library import FactConflict, fact_problem
from soloist.engine.phrase import phrase
from soloist.engine.text import in_order
from soloist.engine.words import (
    WORDS_FILE,
    game_facts,
    is_words_file,
    read_word,
    read_words_file,
    word_fact,
    words_file,
    words_of,
)
from soloist.games import all_games, find_game


def shown(text: str) -> str:
    """Text for the console: markup escaped (the console, a `Screen`, shows control
    characters as visible signs)."""
    return escape(text)


def _library(definition: GameDefinition) -> Any:
    from soloist.store.library import Library

    return Library(settings().store(), definition.name, definition)


def _resolve_fact(library: Any, definition: GameDefinition, name: str) -> str:
    """The fact a person names: as Soloist names it, or as it is kept, exactly or written
    another way (case, spaces), or by the start of its name when only one fact starts so."""
    known: list[str] = [str(fact.fact) for fact in library.facts()]
    if name in known:
        return name
    try:  # a term you renamed, named as Soloist writes it
        renamed = word_fact(_term(definition, name))
    except SoloistError:
        renamed = ""
    if renamed in known:
        return renamed
    wanted = " ".join(name.split()).casefold()
    words = {fact: (fact.casefold(), definition.fact_name(fact).casefold()) for fact in known}
    found = [fact for fact, said in words.items() if wanted in said] or \
        [fact for fact, said in words.items() if any(w.startswith(wanted) for w in said)]
    if len(found) == 1:
        return found[0]
    if found:
        raise SoloistError(f"{name!r} names {len(found)} facts of your {definition.title} "
                           "components: " + "; ".join(definition.fact_name(fact)
                                                     for fact in found))
    raise SoloistError(f"your {definition.title} components hold no fact {name!r}; "
                       f"`soloist components show {definition.name}` lists them")


def _what_is_known(definition: GameDefinition, fact: Any) -> str:
    """A fact's value as a person reads it; a damaged one says so."""
    if fact.problem is not None:
        mend = "forget it" if fact.name_damaged else "forget or correct it"
        return f"DAMAGED: {fact.problem} (it reads {fact.value!r}); {mend}: Soloist does not use it"
    return str(definition.describe_fact(fact.fact, fact.value))


@click.group("components", cls=Group,
             help=Paragraphs(phrase("What Soloist knows of your own copy of each game: every "
                                    "fact of your components it asked you about (a deck's cards, "
                                    "a board's track), kept so that it is never asked twice."),
                             phrase("Games learn them as you play; you can also import your data "
                                    "files, export what is known in their format (to share it, "
                                    "or to play with --cards/--data), forget a fact or correct "
                                    "one.")))
def components() -> None:
    """(Its `help` above.)"""


@components.command("list",
                    help=phrase("Each game: how many facts of your copy Soloist knows, and what "
                                "is still to learn."))
@option("--json", "as_json", is_flag=True, help=phrase("Print as JSON."))
@reports_errors
def list_command(as_json: bool) -> None:
    from soloist.store.library import Library

    store = settings().store()
    rows = []
    for definition in all_games():
        known = Library(store, definition.name, definition).facts()
        facts = {fact.fact: fact.value for fact in known if fact.problem is None}
        damaged = len(known) - len(facts)
        rows.append((definition, facts, damaged, definition.still_to_learn(facts)))
    if as_json:
        echo_json([{"game": d.name, "known": len(f), "damaged": n,
                    "still_to_learn": list(s)} for d, f, n, s in rows],
                  indent=2, ensure_ascii=False)
        return
    table = Table()
    for heading in ("game", "facts known", "still to learn"):
        table.add_column(heading)
    for definition, facts, damaged, missing in rows:
        count = str(len(facts)) + (f" ({damaged} damaged)" if damaged else "")
        table.add_row(shown(definition.title), count, str(len(missing)) if missing else "—")
    console.print(table)
    console.print("See one with [bold]soloist components show GAME[/] (GAME: "
                  + ", ".join(definition.name for definition, *_ in rows) + ").")


@components.command("show",
                    help=phrase("What Soloist knows of your copy of GAME, where each fact came "
                                "from, and what it still has to learn."))
@click.argument("game")
@option("--json", "as_json", is_flag=True, help=phrase("Print as JSON."))
@reports_errors
def show_command(game: str, as_json: bool) -> None:
    definition = find_game(game)
    library = _library(definition)
    known = sorted(library.facts(), key=lambda fact: in_order(definition.fact_name(fact.fact)))
    missing = definition.still_to_learn({fact.fact: fact.value for fact in known
                                         if fact.problem is None})
    if as_json:
        echo_json({
            "game": definition.name,
            "known": [{"fact": fact.fact, "name": definition.fact_name(fact.fact),
                       "value": fact.value, "description": _what_is_known(definition, fact),
                       "damaged": fact.problem, "how": fact.how, "from": fact.source,
                       "game_id": fact.game_id, "answer": fact.number,
                       "learned_at": fact.learned_at.isoformat()}
                      for fact in known],
            "still_to_learn": list(missing),
        }, indent=2, ensure_ascii=False)
        return
    console.print(f"[bold]Your components: {shown(definition.title)}[/]")
    if known:
        table = Table()
        for heading in ("fact", "what is known", "from"):
            table.add_column(heading)
        for fact in known:
            what = shown(_what_is_known(definition, fact))
            table.add_row(shown(definition.fact_name(fact.fact)),
                          f"[bold red]{what}[/]" if fact.problem else what, shown(fact.source))
        console.print(table)
    else:
        console.print("Nothing known yet: Soloist learns your copy as you play.")
    if any(fact.problem for fact in known):
        console.print(f"Damaged facts are not used. Forget one with [bold]soloist components "
                      f"forget {definition.name} FACT[/], or correct it with [bold]soloist "
                      f"components correct {definition.name} FACT VALUE[/].")
    if missing:
        console.print("[bold]Still to learn[/]")
        for line in missing:
            console.print(f"  • {shown(line)}")
    elif known:
        console.print("Nothing known to be missing.")


@components.command("export",
                    help=phrase("Write what Soloist knows of your copy of GAME as the game's "
                                "data file(s) (the format --cards/--data read, documented with "
                                "the game), to share it or play with it. PATH is the file (or, "
                                "for several files, a folder)."))
@click.argument("game")
@click.argument("path", type=click.Path(path_type=Path))
@option("--force", is_flag=True, help=phrase("Overwrite a file that exists."))
@reports_errors
def export_command(game: str, path: Path, force: bool) -> None:
    definition = find_game(game)
    known = _library(definition).facts()
    facts = {fact.fact: fact.value for fact in known if fact.problem is None}
    damaged = [definition.fact_name(fact.fact) for fact in known if fact.problem is not None]
    files = definition.export_components(game_facts(facts))
    words = words_of(facts)
    if words:  # your words for its terms: a file of their own
        files = {**files, WORDS_FILE: words_file(words, definition.title)}
    if not files:
        missing = definition.still_to_learn(facts)
        raise SoloistError(
            f"nothing of your {definition.name} components fits its data files yet"
            + (": still to learn: " + "; ".join(missing) if missing else ""))
    if len(files) == 1 and not path.is_dir():
        targets = {path: next(iter(files.values()))}
    else:
        if path.exists() and not path.is_dir():
            raise SoloistError(f"{path}: {len(files)} files to write: give a folder")
        targets = {path / name: text for name, text in files.items()}
    clashes = [target for target in targets if target.exists()]
    if clashes and not force:
        raise SoloistError(f"{clashes[0]} exists; give --force to overwrite it")
    try:
        for target, text in targets.items():
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
    except OSError as error:
        raise SoloistError(f"cannot write {error.filename or path}: "
                           f"{error.strerror or error}") from None
    for target in targets:
        console.print(f"Wrote {shown(str(target))}.")
    if damaged:
        console.print(f"Left out, damaged: {shown('; '.join(damaged))} (see soloist components "
                      f"show {definition.name}).")


@components.command("import",
                    help=phrase("Teach Soloist your copy of GAME from its data file(s) (what "
                                "--cards/--data read). The file is checked first; an error names "
                                "the file, the field and the problem, and nothing is stored: a "
                                "file is imported whole or not at all."))
@click.argument("game")
@click.argument("path", type=click.Path(exists=True, path_type=Path))
@option("--replace", is_flag=True,
              help=phrase("Where the file contradicts a fact Soloist knows, take the file's "
                          "value (asks for confirmation)."))
@option("--yes", is_flag=True, help=phrase("Do not ask for confirmation."))
@reports_errors
def import_command(game: str, path: Path, replace: bool, yes: bool) -> None:
    definition = find_game(game)
    facts = _file_facts(definition, path)  # validated: nothing stored yet
    for fact, value in facts.items():  # the library's gate, before anything is stored
        problem = fact_problem(definition, fact, value)
        if problem is not None:
            raise SoloistError(f"{path}: {definition.fact_name(fact)}: {problem.reason}. "
                               "Nothing was imported.")
    library = _library(definition)
    before = library.as_mapping()
    if not facts:
        console.print(f"{escape(str(path))} holds no fact Soloist asks about.")
        return
    try:
        library.put(facts)
    except FactConflict as conflict:
        if not replace:
            raise SoloistError(
                f"{path}: {conflict.key}: your components say {conflict.known}"
                + (f" ({conflict.learned_from})" if conflict.learned_from else "")
                + f"; the file says {conflict.given}. Nothing was imported. Correct the file, "
                "or import with --replace to take its values.") from None
        changed = [fact for fact, value in facts.items()
                   if fact in before and before[fact] != value]
        if not yes and not confirm(
                f"Replace {len(changed)} fact(s) Soloist knows with the file's "
                f"({', '.join(changed)})?"):
            console.print("Nothing imported.")
            return
        library.put(facts, replace=True)
    after = library.as_mapping()
    new = [fact for fact in facts if fact not in before]
    changed = [fact for fact in facts if fact in before and before[fact] != after[fact]]
    console.print(f"Imported {escape(str(path))} into your {escape(definition.name)} "
                  f"components: {len(new)} new, {len(changed)} changed, "
                  f"{len(facts) - len(new) - len(changed)} already known.")


def _file_facts(definition: GameDefinition, path: Path) -> dict[str, str]:
    """The facts of a data file, or of a folder of them: the game's own files, and a words
    file (`WORDS_FILE`: your words for its terms), as `export` writes them."""
    if not path.is_dir():
        return read_words_file(path) if is_words_file(path) else \
            definition.import_components(path)
    words = path / WORDS_FILE
    facts = read_words_file(words) if words.is_file() else {}
    others = [found for found in path.iterdir() if found.name != WORDS_FILE]
    if others:  # a game whose data is one file is given that file
        given = others[0] if len(others) == 1 and others[0].is_file() else path
        facts = {**definition.import_components(given), **facts}
    return facts


def _term(definition: GameDefinition, asked: str) -> str:
    """The term a person names: as Soloist writes it, or written another way (case,
    spaces); an error names the terms that come close."""
    terms = definition.terms()
    if asked in terms:
        return asked
    wanted = " ".join(asked.split()).casefold()
    found = [term for term in terms if term.casefold() == wanted]
    if len(found) == 1:
        return found[0]
    close = [term for term in terms if wanted and wanted in term.casefold()]
    raise SoloistError(
        f"{asked!r} is not a term Soloist says for {definition.title}"
        + (": " + "; ".join(close[:8]) + "?" if close else
           f"; `soloist components rename {definition.name} --list` lists them"))


@components.command("rename",
                    help=phrase("Your copy calls it …: say TERM (a card's, a space's, a "
                                "resource's name, as Soloist writes it in English) as WORD, what "
                                "your own copy prints, in every sentence Soloist shows from now "
                                "on, in any language. Kept with your components (exported and "
                                "imported with them); `soloist components forget GAME TERM` goes "
                                "back to Soloist's word. Saved games replay the same: only their "
                                "words change."))
@click.argument("game")
@click.argument("term", required=False)
@click.argument("word", required=False)
@option("--list", "listing", is_flag=True, help=phrase("List the terms of GAME you can "
                                                             "rename."))
@reports_errors
def rename_command(game: str, term: str | None, word: str | None, listing: bool) -> None:
    definition = find_game(game)
    if listing or term is None or word is None:
        if not listing:
            raise SoloistError("give the term and your word: soloist components rename "
                               f"{definition.name} \"English term\" \"Your word\"")
        for name in definition.terms():
            console.print(shown(name))
        return
    name = _term(definition, term)
    fact = word_fact(name)
    given = read_word(word)
    problem = fact_problem(definition, fact, given)
    if problem is not None:
        raise SoloistError(f"{definition.fact_name(fact)}: {problem.reason}")
    library = _library(definition)
    known = library.fact(fact)
    if known is not None and known.value == given:
        console.print(f"Already so: {shown(name)} is {shown(given)} in your copy.")
        return
    library.correct(fact, given)
    was = f" (it was {known.value})" if known is not None else ""
    console.print(f"Renamed: {shown(name)} is now {shown(given)}{shown(was)}, in every "
                  "sentence Soloist shows.")


@components.command("forget",
                    help=phrase("Forget one fact of your copy of GAME (Soloist asks it again the "
                                "next time a game needs it). Saved games keep the answers they "
                                "used."))
@click.argument("game")
@click.argument("fact")
@option("--yes", is_flag=True, help=phrase("Do not ask for confirmation."))
@reports_errors
def forget_command(game: str, fact: str, yes: bool) -> None:
    definition = find_game(game)
    library = _library(definition)
    name = _resolve_fact(library, definition, fact)
    known = next(known for known in library.facts() if known.fact == name)
    if not yes and not confirm(
            f"Forget {definition.fact_name(name)}: {_what_is_known(definition, known)}?"):
        console.print("Nothing forgotten.")
        return
    library.forget(name)
    console.print(f"Forgotten: {shown(definition.fact_name(name))}.")


@components.command("correct",
                    help=phrase("Correct one fact of your copy of GAME: set FACT to VALUE "
                                "(written as Soloist asks it; `soloist components show GAME` "
                                "shows the facts). Saved games keep the answers they used."))
@click.argument("game")
@click.argument("fact")
@click.argument("value")
@option("--yes", is_flag=True, help=phrase("Do not ask for confirmation."))
@reports_errors
def correct_command(game: str, fact: str, value: str, yes: bool) -> None:
    definition = find_game(game)
    library = _library(definition)
    try:
        name = _resolve_fact(library, definition, fact)
    except SoloistError:
        if type(definition).read_fact is GameDefinition.read_fact:
            raise
        name = " ".join(fact.split())  # a fact the game knows by name, not learned yet
    title = definition.fact_name(name)
    try:
        stored = definition.read_fact(name, value)
    except ValueError as error:
        raise SoloistError(f"{title}: {error}") from None
    problem = fact_problem(definition, name, stored)
    if problem is not None:
        raise SoloistError(f"{title}: {problem.reason}")
    known = library.fact(name)
    now = definition.describe_fact(name, stored)
    if known is not None and known.value == stored:
        console.print(f"Already known: {shown(title)}: {shown(now)}.")
        return
    was = ""
    if known is not None:
        damage = fact_problem(definition, name, known.value)
        was = f" (now: {'damaged' if damage else definition.describe_fact(name, known.value)})"
    if not yes and not confirm(f"Set {title} to {now}{was}?"):
        console.print("Nothing changed.")
        return
    library.correct(name, stored)
    console.print(f"Corrected: {shown(title)}: {shown(now)}.")


COMMANDS: list[click.Command] = [components]
