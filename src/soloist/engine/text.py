"""Text a person typed, or that a file or an older Soloist stored, made safe to show.

A control character (an ANSI escape that clears the terminal, a bell, a right-to-left
override that turns a line around) is no part of a name. New answers and facts holding one
are refused (`control_characters`); text stored before is shown with each such character
written out as a visible sign (`visible`), in the terminal and on the web pages alike.
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


def visible(text: str) -> str:
    """`text` with each control character written as a visible sign (ESC as <U+001B>, a
    right-to-left override as <U+202E>); tabs and line breaks are kept."""
    if _CONTROL.search(text) is None:  # the usual case: no copy made
        return text
    return _CONTROL.sub(_sign, text)


#: The longest answer a game keeps, typed, imported or supplied from the person's
#: components (an answer Soloist supplies is a fact's value: a fact holds no more either).
LONGEST_ANSWER = 100_000


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
