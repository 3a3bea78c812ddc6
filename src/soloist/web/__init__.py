"""The web companion: `soloist serve` (see docs/web.md).

Server-rendered pages (Starlette, Jinja2) over the same saved plays as the terminal, so a
game started in one continues in the other. The web layer holds no rules: it shows every
registered game's options, questions, log, state and result generically.
"""

from soloist.web.app import create_app

__all__ = ["create_app"]
