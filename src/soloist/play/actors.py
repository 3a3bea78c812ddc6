"""How each actor of a log is named to a person: a word (never colour alone) and the
terminal's style for it. Plain data, so that the pages use the same words without
importing the terminal's libraries (the phone app has none)."""

from __future__ import annotations

ACTORS = {
    "setup": ("Setup", "cyan"),
    "table": ("Table", "yellow"),
    "person": ("You", "green"),
    "score": ("Score", "bold magenta"),
    "library": ("Your copy", "cyan"),
}
