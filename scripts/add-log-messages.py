#!/usr/bin/env python3
"""Add to the English catalog a message for each log template and phrase of the code it
lacks.

    .venv/bin/python scripts/add-log-messages.py [--check]

The Fluent files of src/soloist/i18n/en/ are the source of Soloist's English messages; this
script only appends (to ``log-<game>.ftl``, or ``log-common.ftl`` for a template several
games say; a phrase's, `soloist.engine.phrase`, to ``text-<game>.ftl`` or
``text-common.ftl``; the balance and sensitivity reports' words, ``_("…")`` in their
templates and the phrases of the sim package, to ``report.ftl``; the pages' own words,
``_("…")`` in their templates and the phrases of the web package, to ``pages.ftl``) the
messages of templates that are new, in the order the code says them, and never changes a
message that is there. Each game's terms (`GameDefinition.terms`, the printed names its
data lists) get one message each in ``terms-<game>.ftl``. A changed template is a new
message: the old one stays, since saved games keep the old wording. With --check, it
changes nothing and exits 1 when a message is missing. The id scheme and the conversion:
soloist.i18n.templates.
"""

from __future__ import annotations

import argparse
import sys

from soloist.games import find_game
from soloist.i18n.catalog import files, messages
from soloist.i18n.folders import ENGLISH, FOLDER
from soloist.i18n.page_phrases import PAGE, page_phrases
from soloist.i18n.said import Said, phrases, said
from soloist.i18n.templates import (
    COMMON,
    LOG_ID,
    PREFIXES,
    fluent_pattern,
    message_id,
    template_hash,
)
from soloist.i18n.terms import TERMS_FILE, is_terms_file, term_id
from soloist.sim.words import REPORT, report_phrases

NAMES = {prefix: name for name, prefix in PREFIXES.items()} | {COMMON: "common"}
#: The file of a kind of message whose prefix is one file's alone.
OWN_FILES = {("report", REPORT): "report.ftl", ("pages", PAGE): "pages.ftl"}
HEADERS = {
    "log": ("# The automa's log{of}: one message per template the code says (see\n"
            "# docs/translating.md). English is the reference: a translation keeps each id.\n\n"),
    "terms": ("# The printed names of {game}'s things (cards, spaces, resources): one message\n"
              "# per term (see docs/translating.md), found by the English name. Write each as\n"
              "# your edition prints it (the glossary). English is the reference: keep each\n"
              "# id.\n\n"),
    "text": ("# What Soloist asks and tells{of} (questions, their help, errors): one message\n"
             "# per phrase the code says (see docs/translating.md). English is the reference:\n"
             "# a translation keeps each id.\n\n"),
    "report": ("# The balance and sensitivity reports' words (their templates' _(\"…\") and the\n"
               "# sim package's phrases): one message per phrase (see docs/translating.md).\n"
               "# English is the reference: a translation keeps each id.\n\n"),
    "pages": ("# The pages' own words (the web and phone pages: their templates' _(\"…\") and the\n"
              "# web package's phrases): one message per phrase (see docs/translating.md).\n"
              "# English is the reference: a translation keeps each id.\n\n"),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if any "
                        "message is missing")
    arguments = parser.parse_args()
    english = files(ENGLISH)
    known = {found.group(1) for message in messages(
                 [file.resource for file in english if not is_terms_file(file.name)])
             if (found := LOG_ID.match(message.id.name)) is not None}
    new: dict[tuple[str, str], list[str]] = {}
    for kind, code in (("log", said()), ("report", report_phrases()), ("pages", page_phrases()),
                       ("text", phrases())):
        _new_messages(kind, code, known, new)
    count = sum(len(lines) for lines in new.values())
    ids = {message.id.name for message in messages([file.resource for file in english])}
    terms = _new_terms(ids)
    term_count = sum(len(lines) for lines in terms.values())
    if arguments.check:
        print(f"{count} templates and {term_count} terms lack an English message.")
        sys.exit(1 if count or term_count else 0)
    for (kind, prefix), lines in new.items():
        own = OWN_FILES.get((kind, prefix))
        path = FOLDER / ENGLISH / (own or f"{kind}-{NAMES[prefix]}.ftl")
        text = path.read_text(encoding="utf-8") if path.exists() else HEADERS[kind].format(
            of="" if prefix == COMMON or own else
            f" {'of' if kind == 'log' else 'in'} {NAMES[prefix]}")
        path.write_text(text + "".join(lines), encoding="utf-8")
        print(f"{path.name}: {len(lines)} messages added.")
    for game, lines in terms.items():
        path = FOLDER / ENGLISH / TERMS_FILE.format(game=game)
        text = path.read_text(encoding="utf-8") if path.exists() else HEADERS["terms"].format(
            game=find_game(game).title.split(":")[0])
        path.write_text(text + "".join(lines), encoding="utf-8")
        print(f"{path.name}: {len(lines)} terms added.")


def _new_terms(ids: set[str]) -> dict[str, list[str]]:
    """Each game's terms that lack a message: the message's line, by game."""
    new: dict[str, list[str]] = {}
    for game in PREFIXES:
        for term in find_game(game).terms():
            if term_id(term, game) not in ids:
                ids.add(term_id(term, game))
                new.setdefault(game, []).append(f"{term_id(term, game)} = "
                                                f"{fluent_pattern(term)}\n")
    return new


def _new_messages(kind: str, code: Said, known: set[str],
                  new: dict[tuple[str, str], list[str]]) -> None:
    for template in sorted(code.templates, key=lambda template: code.where[template]):
        if template_hash(template) in known:
            continue
        known.add(template_hash(template))
        prefix = code.prefix(template)
        new.setdefault((kind, prefix), []).append(
            f"{message_id(template, prefix)} = {fluent_pattern(template)}\n")


if __name__ == "__main__":
    main()
