"""The terminal's console: every text it shows goes through Soloist's one output escape.

A text given to the console (a log line, a prompt, a table's cell, a message) may come from
an old record or an imported game and hold a control character: an ANSI escape that would
clear the screen, a right-to-left override that would turn the line around. `Screen` writes
each text through `soloist.engine.text.visible` before Rich lays it out, so such a character
is shown as a sign (<U+001B>) and never reaches the terminal; what Rich itself sends (its
colours, its cursor moves) is not text and is kept. Every console of the command line and
of the terminal companion is a `Screen`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rich.console import Console, ConsoleOptions, RenderableType
from rich.segment import Segment
from rich.text import Text

from soloist.engine.text import visible


class Screen(Console):
    """A Rich console that shows control characters in its texts as visible signs."""

    def render_str(self, text: str, **options: Any) -> Text:
        """A text to lay out (every `print`ed string, a table's cells, a prompt): escaped
        before its width is measured."""
        return super().render_str(visible(text), **options)

    def render(self, renderable: RenderableType, options: ConsoleOptions | None = None
               ) -> Iterable[Segment]:
        """What Rich writes: a text made some other way (a `Text` built by hand) is escaped
        here, as the last step before the terminal; Rich's own control codes pass."""
        for segment in super().render(renderable, options):
            shown = visible(segment.text) if segment.control is None else segment.text
            yield segment if shown is segment.text else Segment(shown, segment.style)
