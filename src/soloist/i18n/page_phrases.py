"""The pages' own words (issue 32): every ``_("…")`` of the web pages' templates
(``src/soloist/web/templates/*.html``) and every ``phrase("…")`` of the web package's code,
found in their source, for the script that writes their English messages (``en/pages.ftl``)
and the tests that check them.

A template says its words as ``{{ _("Your games") }}`` or
``{{ _("{count} answers", count=n) }}`` (`soloist.web.language.say`): the first argument is
the phrase's template, written there as text; any other first argument is refused, since
the catalog could not find it.
"""

from __future__ import annotations

from pathlib import Path

from soloist.i18n.said import SOURCE, Said, jinja_phrases

#: The prefix of the pages' messages' ids (``page-your-games-1a2b3c4d``), in ``pages.ftl``.
PAGE = "page"
WEB = SOURCE / "web"
TEMPLATES = WEB / "templates"


def template_phrases(folder: Path = TEMPLATES) -> Said:
    """The phrases the pages' templates under `folder` say with ``_(…)``."""
    return jinja_phrases(folder, "*.html", PAGE, None)


def page_phrases() -> Said:
    """Every phrase of the pages: their templates' and the web package's code's."""
    return jinja_phrases(TEMPLATES, "*.html", PAGE, "web")
