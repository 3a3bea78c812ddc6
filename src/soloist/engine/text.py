"""Text a person typed, or that a file or an older Soloist stored, made safe to show.

A control character (an ANSI escape that clears the terminal, a bell, a right-to-left
override that turns a line around) is no part of a name. New answers and facts holding one
are refused (`control_characters`); text stored before (an old record's answer, an imported
game) is shown with each such character written out as a visible sign, ESC as <U+001B>.

`visible` is Soloist's one output escape, and every way out goes through it:

- the terminal: every console is a `soloist.play.screen.Screen`, which writes each text
  through it (the log, prompts, tables, `show`, `games`, every command's messages); what
  is printed without Rich (`soloist.cli.common`: `say`, `confirm`, a command's error
  message, click's own) goes through it too;
- a page: written through it as a whole (`visible(page, "html")`), after its template has
  escaped it as HTML: every page of the web app and the phone app, the pages Soloist writes
  to files (the BG Stats links, the balance report);
- JSON printed or sent for a person (`record`, `--json`, a game's record.json):
  `visible(document, "json")`.

tests/cli/test_output_escape.py checks each way out, and that nothing prints around it.
"""

from __future__ import annotations

import re
from typing import Literal

#: The characters never shown raw: C0 and C1 controls (tab and newline aside, which
#: layouts use), DEL, and the format characters that reorder or hide text (bidirectional
#: overrides and isolates, zero-width marks).
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b-\u200f\u202a-\u202e\u2066-\u2069"
                      "\ufeff]")
#: Every control character, tab and newline included: none belongs in a name or a fact.
_ANY_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]")


#: How each way out writes a control character as a visible sign (the code point, in
#: letters every font has): as text, <U+001B>; in an HTML page (whose text is escaped as
#: HTML already), the same sign, &lt;U+001B&gt;; in JSON, the escape that means the same
#: character, \u001b (a program reading it gets the same text back).
_SIGNS = {
    "text": "<U+{:04X}>",
    "html": "&lt;U+{:04X}&gt;",
    "json": "\\u{:04x}",
}

#: A way out: the terminal's text, an HTML page, a JSON document.
Medium = Literal["text", "html", "json"]


def visible(text: str, medium: Medium = "text") -> str:
    """`text` with each control character written as a visible sign (ESC as <U+001B>, a
    right-to-left override as <U+202E>); tabs and line breaks are kept. `medium`: what
    `text` is, "text" (for a terminal), "html" (a whole page, its text escaped as HTML
    already: the sign is &lt;U+001B&gt;) or "json" (a document: the sign is the JSON escape
    \\u001b; JSON's own syntax is ASCII, so such a character can only be inside a string,
    where the escape means that character)."""
    if _CONTROL.search(text) is None:  # the usual case: no copy made
        return text
    sign = _SIGNS[medium]
    return _CONTROL.sub(lambda found: sign.format(ord(found.group(0))), text)


#: The longest answer a game keeps, typed, imported or supplied from the person's
#: components (an answer Soloist supplies is a fact's value: a fact holds no more either).
LONGEST_ANSWER = 100_000


def control_characters(text: str) -> str | None:
    """The first control character of `text`, as a visible sign, or None when it holds
    none (tabs and line breaks count: a name or a fact holds none)."""
    found = _ANY_CONTROL.search(text)
    return None if found is None else _SIGNS["text"].format(ord(found.group(0)))


_NUMBER = re.compile(r"(\d+)")


def in_order(text: str) -> tuple[tuple[int, str], ...]:
    """A sort key that puts "tile 2" before "tile 10": numbers by their value."""
    return tuple((int(part), "") if part.isdigit() else (-1, part.casefold())
                 for part in _NUMBER.split(text) if part)
