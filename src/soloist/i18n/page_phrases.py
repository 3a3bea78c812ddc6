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

from soloist.i18n.said import SOURCE, Said, phrases

#: The prefix of the pages' messages' ids (``page-your-games-1a2b3c4d``), in ``pages.ftl``.
PAGE = "page"
WEB = SOURCE / "web"
TEMPLATES = WEB / "templates"


def template_phrases(folder: Path = TEMPLATES) -> Said:
    """The phrases the pages' templates under `folder` say with ``_(…)``."""
    from jinja2 import Environment, nodes

    found = Said()
    parser = Environment()
    for path in sorted(folder.glob("*.html")):
        tree = parser.parse(path.read_text(encoding="utf-8"), path.name)
        for call in tree.find_all(nodes.Call):
            if not (isinstance(call.node, nodes.Name) and call.node.name == "_"):
                continue
            template = call.args[0] if call.args else None
            if not (isinstance(template, nodes.Const) and isinstance(template.value, str)):
                raise ValueError(f"{path.name}:{call.lineno}: a page's phrase whose template "
                                 "is not written at the call (the catalog could not find it)")
            found.templates.setdefault(template.value, set()).add(PAGE)
            place = (f"web/templates/{path.name}", call.lineno)
            found.where[template.value] = min(found.where.get(template.value, place), place)
    return found


def page_phrases() -> Said:
    """Every phrase of the pages: their templates' and the web package's code's."""
    found = template_phrases()
    code = phrases(WEB)
    for template, place in code.where.items():
        found.templates.setdefault(template, set()).add(PAGE)
        place = ("web/" + place[0], place[1])
        found.where[template] = min(found.where.get(template, place), place)
    return found
