"""The web companion: `soloist serve` (see docs/web.md).

Server-rendered pages (Starlette, Jinja2) over the same saved plays as the terminal, so a
game started in one continues in the other. The web layer holds no rules: it shows every
registered game's options, questions, log, state and result generically.

`create_app` is imported when it is first asked for: the phone app's first page
(`soloist.web.pages`) is made before the web framework and the database are imported.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from soloist.web.app import create_app


def __getattr__(name: str) -> object:
    if name == "create_app":
        from soloist.web.app import create_app
        return create_app
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["create_app"]
