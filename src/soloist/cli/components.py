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
from soloist.engine.errors import SoloistError, message_of
from soloist.engine.game import GameDefinition
from soloist.engine.library import FactConflict, fact_problem
from soloist.engine.phrase import Phrase, joined, phrase
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
from soloist.play.language import Words, styled


def words(definition: GameDefinition | None) -> Words:
    """The terminal's words; a game's terms said as that game's where one is named."""
    said = Words.of(None)
    return said if definition is None else said.renaming(definition.name, {})


def shown(text: str, definition: GameDefinition | None = None) -> str:
    """Text for the console, in the terminal's language (a phrase through its catalog, the
    terms of `definition` as its own): markup escaped (the console, a `Screen`, shows
    control characters as visible signs)."""
    return escape(words(definition).said(text))


def tell(text: Phrase, definition: GameDefinition | None = None, **styles: str) -> None:
    """Print a line in the terminal's language; each field named in `styles` in that Rich
    style."""
    console.print(styled(words(definition), text, **styles))


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
    language = words(definition)  # a fact named as the terminal's language names it, too
    names = {fact: (fact.casefold(), definition.fact_name(fact).casefold(),
                    language.said(definition.fact_name(fact)).casefold()) for fact in known}
    found = [fact for fact, said in names.items() if wanted in said] or \
        [fact for fact, said in names.items() if any(w.startswith(wanted) for w in said)]
    if len(found) == 1:
        return found[0]
    if found:
        raise SoloistError(phrase("{name} names {count} facts of your {game} components: "
                                  "{facts}", name=repr(name), count=len(found),
                                  game=definition.title,
                                  facts=joined((definition.fact_name(fact) for fact in found),
                                               "; ")))
    raise SoloistError(phrase("your {game} components hold no fact {name}; `soloist components "
                              "show {id}` lists them", game=definition.title, name=repr(name),
                              id=definition.name))


def _what_is_known(definition: GameDefinition, fact: Any) -> str:
    """A fact's value as a person reads it; a damaged one says so."""
    if fact.problem is not None:
        if fact.name_damaged:
            return phrase("DAMAGED: {problem} (it reads {value}); forget it: Soloist does not "
                          "use it", problem=fact.problem, value=repr(fact.value))
        return phrase("DAMAGED: {problem} (it reads {value}); forget or correct it: Soloist "
                      "does not use it", problem=fact.problem, value=repr(fact.value))
    return definition.describe_fact(fact.fact, fact.value)


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
    for heading in (phrase("game"), phrase("facts known"), phrase("still to learn")):
        table.add_column(shown(heading))
    for definition, facts, damaged, missing in rows:
        count = phrase("{count} ({damaged} damaged)", count=len(facts), damaged=damaged) \
            if damaged else str(len(facts))
        table.add_row(shown(definition.title), shown(count),
                      str(len(missing)) if missing else "—")
    console.print(table)
    tell(phrase("See one with {command} (GAME: {games}).",
                command="soloist components show GAME",
                games=", ".join(definition.name for definition, *_ in rows)), command="bold")


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
    console.print(f"[bold]{shown(phrase('Your components: {title}', title=definition.title))}[/]")
    if known:
        table = Table()
        for heading in (phrase("fact"), phrase("what is known"), phrase("from")):
            table.add_column(shown(heading, definition))
        for fact in known:
            what = shown(_what_is_known(definition, fact), definition)
            table.add_row(shown(definition.fact_name(fact.fact), definition),
                          f"[bold red]{what}[/]" if fact.problem else what,
                          shown(fact.source, definition))
        console.print(table)
    else:
        tell(phrase("Nothing known yet: Soloist learns your copy as you play."), definition)
    if any(fact.problem for fact in known):
        tell(phrase("Damaged facts are not used. Forget one with {forget}, or correct it with "
                    "{correct}.", forget=f"soloist components forget {definition.name} FACT",
                    correct=f"soloist components correct {definition.name} FACT VALUE"),
             definition, forget="bold", correct="bold")
    if missing:
        console.print(f"[bold]{shown(phrase('Still to learn'), definition)}[/]")
        for line in missing:
            console.print(f"  • {shown(line, definition)}")
    elif known:
        tell(phrase("Nothing known to be missing."), definition)


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
            phrase("nothing of your {game} components fits its data files yet: still to "
                   "learn: {missing}", game=definition.name, missing=joined(missing, "; "))
            if missing else
            phrase("nothing of your {game} components fits its data files yet",
                   game=definition.name))
    if len(files) == 1 and not path.is_dir():
        targets = {path: next(iter(files.values()))}
    else:
        if path.exists() and not path.is_dir():
            raise SoloistError(phrase("{path}: {count} files to write: give a folder",
                                      path=str(path), count=len(files)))
        targets = {path / name: text for name, text in files.items()}
    clashes = [target for target in targets if target.exists()]
    if clashes and not force:
        raise SoloistError(phrase("{path} exists; give --force to overwrite it",
                                  path=str(clashes[0])))
    try:
        for target, text in targets.items():
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
    except OSError as error:
        raise SoloistError(phrase("cannot write {path}: {reason}",
                                  path=str(error.filename or path),
                                  reason=str(error.strerror or error))) from None
    for target in targets:
        tell(phrase("Wrote {path}.", path=str(target)), definition)
    if damaged:
        tell(phrase("Left out, damaged: {facts} (see soloist components show {game}).",
                    facts=joined(damaged, "; "), game=definition.name), definition)


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
            raise SoloistError(phrase("{path}: {fact}: {reason}. Nothing was imported.",
                                      path=str(path), fact=definition.fact_name(fact),
                                      reason=problem.reason))
    library = _library(definition)
    before = library.as_mapping()
    if not facts:
        tell(phrase("{path} holds no fact Soloist asks about.", path=str(path)), definition)
        return
    try:
        library.put(facts)
    except FactConflict as conflict:
        if not replace:
            raise SoloistError(
                phrase("{path}: {fact}: your components say {known} ({source}); the file says "
                       "{given}. Nothing was imported. Correct the file, or import with "
                       "--replace to take its values.", path=str(path), fact=conflict.key,
                       known=conflict.known, source=conflict.learned_from,
                       given=conflict.given) if conflict.learned_from else
                phrase("{path}: {fact}: your components say {known}; the file says {given}. "
                       "Nothing was imported. Correct the file, or import with --replace to "
                       "take its values.", path=str(path), fact=conflict.key,
                       known=conflict.known, given=conflict.given)) from None
        changed = [fact for fact, value in facts.items()
                   if fact in before and before[fact] != value]
        if not yes and not confirm(phrase(
                "Replace {count} fact(s) Soloist knows with the file's ({facts})?",
                count=len(changed), facts=", ".join(changed)), words=words(definition)):
            tell(phrase("Nothing imported."), definition)
            return
        library.put(facts, replace=True)
    after = library.as_mapping()
    new = [fact for fact in facts if fact not in before]
    changed = [fact for fact in facts if fact in before and before[fact] != after[fact]]
    tell(phrase("Imported {path} into your {game} components: {new} new, {changed} changed, "
                "{known} already known.", path=str(path), game=definition.name, new=len(new),
                changed=len(changed), known=len(facts) - len(new) - len(changed)), definition)


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
        phrase("{term} is not a term Soloist says for {game}: {close}?", term=repr(asked),
               game=definition.title, close=joined(close[:8], "; ")) if close else
        phrase("{term} is not a term Soloist says for {game}; `soloist components rename "
               "{id} --list` lists them", term=repr(asked), game=definition.title,
               id=definition.name))


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
            raise SoloistError(phrase("give the term and your word: soloist components rename "
                                      "{game} \"English term\" \"Your word\"",
                                      game=definition.name))
        for name in definition.terms():
            console.print(shown(name))  # as typed: the English term
        return
    name = _term(definition, term)
    fact = word_fact(name)
    given = read_word(word)
    problem = fact_problem(definition, fact, given)
    if problem is not None:
        raise SoloistError(phrase("{fact}: {reason}", fact=definition.fact_name(fact),
                                  reason=problem.reason))
    library = _library(definition)
    known = library.fact(fact)
    if known is not None and known.value == given:
        tell(phrase("Already so: {term} is {word} in your copy.", term=name, word=given),
             definition)
        return
    library.correct(fact, given)
    if known is not None:
        tell(phrase("Renamed: {term} is now {word} (it was {was}), in every sentence Soloist "
                    "shows.", term=name, word=given, was=known.value), definition)
    else:
        tell(phrase("Renamed: {term} is now {word}, in every sentence Soloist shows.",
                    term=name, word=given), definition)


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
    if not yes and not confirm(phrase("Forget {fact}: {value}?", fact=definition.fact_name(name),
                                      value=_what_is_known(definition, known)),
                               words=words(definition)):
        tell(phrase("Nothing forgotten."), definition)
        return
    library.forget(name)
    tell(phrase("Forgotten: {fact}.", fact=definition.fact_name(name)), definition)


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
        raise SoloistError(phrase("{fact}: {reason}", fact=title,
                                  reason=message_of(error))) from None
    problem = fact_problem(definition, name, stored)
    if problem is not None:
        raise SoloistError(phrase("{fact}: {reason}", fact=title, reason=problem.reason))
    known = library.fact(name)
    now = definition.describe_fact(name, stored)
    if known is not None and known.value == stored:
        tell(phrase("Already known: {fact}: {value}.", fact=title, value=now), definition)
        return
    question = phrase("Set {fact} to {value}?", fact=title, value=now)
    if known is not None:
        damage = fact_problem(definition, name, known.value)
        question = phrase("Set {fact} to {value} (now: {was})?", fact=title, value=now,
                          was=phrase("damaged") if damage else
                          definition.describe_fact(name, known.value))
    if not yes and not confirm(question, words=words(definition)):
        tell(phrase("Nothing changed."), definition)
        return
    library.correct(name, stored)
    tell(phrase("Corrected: {fact}: {value}.", fact=title, value=now), definition)


COMMANDS: list[click.Command] = [components]
