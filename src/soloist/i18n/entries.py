"""A language's messages parsed one by one, when first said.

A language's Fluent files hold about two thousand messages; a page or a log says a few
dozen of them. Parsing every file when a language is first needed cost the phone a second
(Fluent's parser is Python, and the phone's Python is slow to start). So the files are
only read into their entries here: each message's (or term's) own lines, found by where
an entry starts (an identifier and `=` at the start of a line, or a comment line), which
is cheap; and a message is parsed when a sentence first asks for it. What a message says
is the same either way: the parser reads the message's own lines as it reads them in its
file (a message's lines are its own: Fluent's continuation lines are indented).

`soloist.i18n.check` and the pseudo-language still parse whole files: they read every
message.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from fluent.runtime import FluentBundle

#: Where an entry starts: a message's or a term's identifier and its `=` at a line's start.
_ENTRY = re.compile(r"^(-?[a-zA-Z][a-zA-Z0-9_-]*)[ \t]*=", re.MULTILINE)
#: Where a comment line starts (it ends the entry before it).
_COMMENT = re.compile(r"^#", re.MULTILINE)


def entries(texts: Iterable[str]) -> dict[str, str]:
    """Each entry's source lines by its id (a term's with its `-`), the first one when an
    id is written twice (as a Fluent bundle keeps the first)."""
    found: dict[str, str] = {}
    for text in texts:
        starts = [(match.start(), match.group(1)) for match in _ENTRY.finditer(text)]
        ends = sorted([start for start, _ in starts]
                      + [match.start() for match in _COMMENT.finditer(text)] + [len(text)])
        for start, entry_id in starts:
            end = ends[bisect_right(ends, start)]
            found.setdefault(entry_id, text[start:end])
    return found


def lazy_bundle(locales: list[str], sources: dict[str, str],
                functions: dict[str, Callable[[Any], Any]], *,
                use_isolating: bool) -> FluentBundle:
    """A Fluent bundle of `sources` (`entries`) that parses each message the first time it
    is looked for: by a sentence, or by another message that names it."""
    from fluent.runtime import FluentBundle
    from fluent.syntax import FluentParser

    parser = FluentParser(with_spans=False)

    class LazyBundle(FluentBundle):
        def __init__(self) -> None:
            super().__init__(locales, functions=functions, use_isolating=use_isolating)
            self._parsed: set[str] = set()

        def _add(self, entry_id: str) -> None:
            source = sources.get(entry_id)
            if source is not None and entry_id not in self._parsed:
                self._parsed.add(entry_id)
                self.add_resource(parser.parse(source))

        def has_message(self, message_id: str) -> bool:
            self._add(message_id)
            return super().has_message(message_id)

        def _lookup(self, entry_id: str, term: bool = False) -> Any:
            self._add("-" + entry_id if term else entry_id)
            return super()._lookup(entry_id, term)

    return LazyBundle()
