"""Words that must never reach a screen a person sees, and where to look for them.

One list of patterns serves the web crawl (tests/web/test_no_internal_words.py) and the
terminal's (tests/play/test_terminal_words.py). Each pattern is tight: it matches the
internal word and not the table's or the rulebook's words around it (a "?" ending a
question, "None" as an answer meaning none, "A/B/C/D/E", "3/12 goods", "e.g.").
"""

from __future__ import annotations

import re
from html import unescape
from typing import NamedTuple

#: (name, pattern): what each finds, in the words a failure message uses.
PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (name, re.compile(pattern)) for name, pattern in (
        # --board, --json: a command-line flag.
        ("a command-line flag", r"(?<![\w-])--[a-z][a-z0-9]*(?:-[a-z0-9]+)*"),
        # board.toml, docs/revive.md, cards.json: a file name.
        ("a file name", r"\b[\w-]+\.(?:toml|json|csv|parquet|py|ya?ml|sqlite3?|md|html?|png|"
                        r"txt)\b"),
        # docs/…, src/…, /home/…/x, ~/mp2: a path.
        ("a path", r"\b(?:docs|src|examples|tests|bench)/|(?<![\w:/.])/(?:[\w.-]+/)+[\w.-]*"
                   r"|(?<!\w)~/"),
        # machine.market-card-type, soloist.games.revive.tiles: a dotted internal name.
        ("a dotted internal name", r"\b[a-z][a-z0-9_]{2,}(?:\.[a-z][a-z0-9_-]{2,})+\b"),
        # s_cards, person_score, hot_spring: an internal key.
        ("an internal key", r"\b[a-z][a-z0-9]*_[a-z0-9_]*[a-z0-9]\b"),
        # r2c5, r-1c3, T13: a coordinate printed on no board.
        ("a coordinate", r"\br-?\d+c-?\d+\b|\bT\d{1,3}\b"),
        # {'a': 1}, ["x"], None, True after "=", ":" or "(", <Space.SAND: 'sand'>, Foo(bar=…).
        ("a Python or JSON repr",
         r"\{\s*['\"]|\[\s*['\"]|['\"]\s*\]|['\"]\s*\}"
         r"|(?:[=:(\[{]|, )\s*(?:None|True|False|null)\b"
         r"|\b(?:None|True|False|null)\s*[,)\]}]"
         r"|<\w+(?:\.\w+)*(?: object at 0x[0-9a-f]+|: [^>]{0,40})>"
         r"|\b[A-Z]\w*\((?:[a-z_]+=|')"),
        # "You ?", "score: None": a placeholder for a value nobody filled in.
        ("a placeholder", r"(?<!\S)\?(?!\S)|(?<![\w-])(?:undefined|NaN|nan)(?![\w-])"),
        # ]0X49[, Ã©, â€™, �, a control character, a leaked terminal markup tag.
        ("garbled text", r"\][0-9A-Z]{2,}\[|Ã.|Â[\x80-\xbf ]|â€|\ufffd"
                         r"|[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]"
                         r"|\[/?(?:bold|dim|red|green|yellow|cyan|magenta|blue|reverse)\b[^\]]*\]"),
    )
)


class Found(NamedTuple):
    """An internal word on a screen: what kind, the word, and the words around it."""

    kind: str
    word: str
    around: str

    def __str__(self) -> str:
        return f"{self.kind} {self.word!r} in …{self.around}…"


def internal_words(text: str) -> list[Found]:
    """Every internal word in `text` (plain text, a line or a whole screen)."""
    found = []
    for line in text.splitlines():
        for kind, pattern in PATTERNS:
            for match in pattern.finditer(line):
                start, end = match.span()
                around = line[max(0, start - 50):end + 50].strip()
                found.append(Found(kind, match.group(0), around))
    return found


#: Never read: scripts, styles, comments; and a drawing's own marks (an SVG text hidden from
#: screen readers: a map's letter for what a hex shows, "?" on a face-down tile).
_HIDDEN = re.compile(r"(?is)<(script|style|template)\b.*?</\1\s*>|<!--.*?-->"
                     r"|<text\b[^>]*aria-hidden=\"true\"[^>]*>.*?</text>")
#: Attributes a person reads or hears: labels, titles, alternative text, a field's value.
_SEEN_ATTRIBUTES = re.compile(
    r"""\b(?:aria-label|title|alt|placeholder)\s*=\s*"([^"]*)"|<input\b[^>]*\btype="text"[^>]*"""
    r"""\bvalue="([^"]*)"|<option\b[^>]*\bvalue="([^"]*)\"""")
_BLOCK = re.compile(r"(?i)<(?:br|/?(?:p|div|li|ol|ul|dl|dt|dd|h\d|section|fieldset|legend|"
                    r"label|button|summary|details|tr|td|th|figcaption|figure|nav|header|"
                    r"footer|main|form|title|option|text|g)\b)[^>]*>")


def screen_text(html: str) -> str:
    """What a person reads or hears of a page: its text, a line per block, and the words
    of its labels, titles and fields (never its addresses, form keys or markup)."""
    html = _HIDDEN.sub(" ", html)
    seen = [next(value for value in values if value) for values in
            _SEEN_ATTRIBUTES.findall(html) if any(values)]
    text = _BLOCK.sub("\n", html)
    text = re.sub(r"<[^>]*>", " ", text)
    lines = [" ".join(unescape(line).split()) for line in text.splitlines()]
    return "\n".join([line for line in lines if line] + [unescape(value) for value in seen])


def assert_no_internal_words(text: str, where: str) -> None:
    found = internal_words(text)
    assert not found, f"{where}: " + "; ".join(str(item) for item in found[:8]) + (
        f" (and {len(found) - 8} more)" if len(found) > 8 else "")
