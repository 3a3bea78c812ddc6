"""Text a person typed, or that a file or an older Soloist stored, made safe to show.

A control character (an ANSI escape that clears the terminal, a bell, a right-to-left
override that turns a line around) is no part of a name. New answers and facts holding one
are refused (`control_characters`); text stored before (an old record's answer, an imported
game) is shown with each such character written out as a visible sign, ESC as <U+001B>.

This is Soloist's one output escape, and every way out goes through it: the terminal's
console (`soloist.play.screen.Screen`: the log, prompts, tables, `show`, `games`, every
command's messages) writes each text through `visible`; a page is written through
`visible_in_html` as a whole, after its template has escaped it as HTML; and JSON printed for
a person (`record`, `--json`) through `visible_in_json`, which writes the same characters as
JSON escapes (``\u001b``), so a program reading it gets the same text back.
"""

from __future__ import annotations

import re

#: The characters never shown raw: C0 and C1 controls (tab and newline aside, which
#: layouts use), DEL, and the format characters that reorder or hide text (bidirectional
#: overrides and isolates, zero-width marks).
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b-\u200f\u202a-\u202e\u2066-\u2069"
                      "\ufeff]")
#: Every control character, tab and newline included: none belongs in a name or a fact.
_ANY_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]")


def _sign(found: re.Match[str]) -> str:
    """A control character as plain letters every font has: ESC as <U+001B>."""
    return f"<U+{ord(found.group(0)):04X}>"


def _html_sign(found: re.Match[str]) -> str:
    """The same sign in an HTML page: &lt;U+001B&gt;."""
    return f"&lt;U+{ord(found.group(0)):04X}&gt;"


def _json_sign(found: re.Match[str]) -> str:
    """The character as JSON writes it escaped: \u001b."""
    return f"\\u{ord(found.group(0)):04x}"


def visible(text: str) -> str:
    """`text` with each control character written as a visible sign (ESC as <U+001B>, a
    right-to-left override as <U+202E>); tabs and line breaks are kept."""
    if _CONTROL.search(text) is None:  # the usual case: no copy made
        return text
    return _CONTROL.sub(_sign, text)


def visible_in_html(page: str) -> str:
    """A whole HTML page (its text already escaped as HTML) with each control character
    written as the same visible sign as `visible`'s (&lt;U+001B&gt;)."""
    if _CONTROL.search(page) is None:
        return page
    return _CONTROL.sub(_html_sign, page)


def visible_in_json(document: str) -> str:
    """A JSON document with each control character written as a JSON escape (\u001b): the
    same data, every character visible. (JSON's own syntax is ASCII: such a character can
    only be inside a string, where the escape means that character.)"""
    if _CONTROL.search(document) is None:
        return document
    return _CONTROL.sub(_json_sign, document)


def control_characters(text: str) -> str | None:
    """The first control character of `text`, as a visible sign, or None when it holds
    none (tabs and line breaks count: a name or a fact holds none)."""
    found = _ANY_CONTROL.search(text)
    return None if found is None else _sign(found)


_NUMBER = re.compile(r"(\d+)")


def in_order(text: str) -> tuple[tuple[int, str], ...]:
    """A sort key that puts "tile 2" before "tile 10": numbers by their value."""
    return tuple((int(part), "") if part.isdigit() else (-1, part.casefold())
                 for part in _NUMBER.split(text) if part)
