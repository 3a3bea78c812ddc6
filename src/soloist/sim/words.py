"""The reports' words in a language (issue 32): the balance report's and the sensitivity
report's sentences, headings, table headers, figures' labels and what `soloist report` and
`soloist sensitivity` print are phrases (`soloist.engine.phrase`), said in the report's
language.

- The reports' templates (``sim/templates/*.j2``) say their words as ``{{ _("Summary") }}``
  or ``{{ _("{count} games", count=n) }}``: `environment` binds ``_`` to the report's
  language, and says in it every phrase the code puts into the page (a finding, a table's
  heading).
- The code of this package makes its phrases with ``phrase("…", field=value)``.

`report_phrases` finds them all in the source (the first argument, written as text), for
`scripts/add-log-messages.py`, which writes their English messages to ``en/report.ftl``
(ids ``report-<slug>-<hash>``, as every message's). In English a phrase is its own text
and no catalog is loaded: the English report is byte for byte what it always was.

The names a game gives (its title, its columns' and options' titles, its stand-ins and
their descriptions, its variants) are values of fields: they come from the game's
definition.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, cast

from markupsafe import Markup, escape

from soloist.engine.phrase import Field, Phrase
from soloist.i18n import ENGLISH, in_language
from soloist.i18n.said import SOURCE, Said, jinja_phrases

if TYPE_CHECKING:
    from jinja2 import Environment

#: The prefix of the reports' messages' ids (``report-summary-1a2b3c4d``), in ``report.ftl``.
REPORT = "report"
SIM = SOURCE / "sim"
TEMPLATES = SIM / "templates"

#: A report's way of saying a phrase (or a plain text, kept as it is) in its language.
Say = Callable[[str], str]


def sayer(language: str = ENGLISH) -> Say:
    """Says a phrase in `language`."""
    return partial(in_language, language)


def say(language: str, template: str, /, **fields: object) -> Markup:
    """A template's own words (``_("…")``): `template` with `fields`, in `language`, as
    markup. Its own text is escaped as a template's text is written (``&``, ``<``, ``>``:
    an apostrophe stays one), each field as Jinja escapes a value (a field that is markup,
    ``<code>person_won</code>``, stays markup); a whole number stays a number, so that a
    translation can choose a plural by it."""
    holders = {name: f"\x00{number}\x00" for number, name in enumerate(fields)
               if not isinstance(fields[name], int) or isinstance(fields[name], bool)}
    filled: dict[str, Field] = {name: holders.get(name) or cast("int", fields[name])
                                for name in fields}
    text = in_language(language, Phrase(template, filled))
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    for name, holder in holders.items():
        value = fields[name]
        shown = value if isinstance(value, Markup) else escape(
            in_language(language, value) if isinstance(value, str) else str(value))
        text = text.replace(holder, str(shown))
    return Markup(text)


def attribute(text: str) -> Markup:
    """A template's words (markup already) as the value of an attribute in double quotes."""
    return Markup(str(text).replace('"', "&#34;"))


def environment(language: str = ENGLISH) -> Environment:
    """The reports' Jinja environment in `language`: ``_`` says a template's words, and a
    phrase the code gives the page is said in the language as it is written out."""
    from jinja2 import Environment, StrictUndefined

    said = sayer(language)

    def finalize(value: object) -> object:
        return said(value) if isinstance(value, Phrase) else value

    made = Environment(autoescape=True, undefined=StrictUndefined, keep_trailing_newline=True,
                       finalize=finalize)
    made.globals["_"] = partial(say, language)
    made.globals["tag"] = tag
    made.filters["attribute"] = attribute
    return made


def tag(name: str, text: object) -> Markup:
    """`text` in the element `name` (``<code>person_won</code>``), a field of a phrase."""
    return Markup(f"<{name}>{escape(str(text))}</{name}>")


def report_phrases() -> Said:
    """Every phrase of the reports: their templates' and this package's code's."""
    return jinja_phrases(TEMPLATES, "*.j2", REPORT, "sim")
