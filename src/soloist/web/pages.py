"""The pages' templates and the list of games' page, made without the web framework or the
save database: the phone app shows its first page on a phone that has no saves yet before
either is imported (`soloist.web.phone`), and `soloist.web.app` makes every page with the
same templates and the same context."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from jinja2 import Environment, PackageLoader, select_autoescape
from markupsafe import Markup

from soloist import __version__
from soloist.engine.phrase import joined
from soloist.engine.text import visible
from soloist.games import listed_games
from soloist.web import present
from soloist.web.language import choices, said, say, spoken

#: How many games each list on the home page shows.
LIST_LIMIT = 100


def shown(value: object) -> object:
    """What a page shows of a value (`{{ value }}`): a phrase (`soloist.engine.phrase`: a
    question, its help, a notice) in the page's language, and a text that is one of the
    page's game's terms (a card's name) as that term (`soloist.web.language.said`); a
    text's control characters (a name stored by an older Soloist holding an ANSI escape)
    as visible signs."""
    if isinstance(value, str) and not isinstance(value, Markup):
        value = said(value)
    if isinstance(value, str) and not isinstance(value, Markup):
        return visible(value)
    return value


def code(text: str) -> Markup:
    """A command as a page shows it, inside a sentence: ``<code>soloist games</code>``."""
    return Markup("<code>{}</code>").format(text)


def link(address: str, text: str) -> Markup:
    """A link inside a sentence, its words in the page's language."""
    return Markup('<a href="{}">{}</a>').format(address, said(text))


def strong(text: str) -> Markup:
    """Words stressed inside a sentence, in the page's language."""
    return Markup("<strong>{}</strong>").format(said(text))


def time_tag(moment: datetime, text: str) -> Markup:
    """A moment as a page shows it, inside a sentence: its words (in the page's language)
    in a ``<time>`` element that gives it exactly."""
    return Markup('<time datetime="{}">{}</time>').format(moment.isoformat(), said(text))


def page_templates(*, on_phone: bool) -> Environment:
    """The pages' templates, with what every page uses (`on_phone`: the app runs on the
    phone itself, where nothing is said of a terminal or of files on a computer)."""
    templates = Environment(
        loader=PackageLoader("soloist.web", "templates"),
        autoescape=select_autoescape(default=True, default_for_string=True),
        trim_blocks=True, lstrip_blocks=True, auto_reload=False, finalize=shown,
    )
    templates.globals["version"] = __version__
    templates.globals["on_phone"] = on_phone
    # The page's own words, in its language (`soloist.web.language`): ``_("Your games")``.
    templates.globals["_"] = say
    templates.globals["page_language"] = spoken
    templates.globals["language_choices"] = choices
    templates.globals["code"] = code
    templates.globals["joined"] = joined
    templates.globals["time_tag"] = time_tag
    templates.globals["link"] = link
    templates.globals["strong"] = strong
    templates.globals["said"] = said
    for helper in (present.colour_class, present.shape_name, present.pips, present.ring,
                   present.markers_at, present.goal_width, present.piece_kind,
                   present.colour_letter):
        templates.globals[helper.__name__] = helper
    return templates


def home_context(playing: Sequence[Any], finished: Sequence[Any], abandoned: Sequence[Any],
                 notice: object = None) -> dict[str, Any]:
    """What the list of games shows besides the games (each list: `soloist.web.app`'s
    rows): every game to start, by the titles the registry keeps (the first page imports
    no game's rules)."""
    games = listed_games()
    return {"games": games, "playing": playing, "finished": finished, "abandoned": abandoned,
            "titles": dict(games), "limit": LIST_LIMIT, "notice": notice}
