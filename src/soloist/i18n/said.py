"""Every log template and every phrase Soloist's code can say, found in its source (for
the script that writes the English catalog, and the tests that check it).

A template is the text argument of a ``.say(...)`` call: ``log.say(actor, template,
**fields)``, or a game's own ``say(template, **fields)`` that passes it on to the log, or
a call of a name the method was given (``say = self.log.say``, then ``say(...)``). A
call whose template is not written there is listed apart (`Said.passed_on`): it must be one
of those that pass their own ``template`` parameter on.

A phrase (`soloist.engine.phrase`: a question, its help, an error, a page's words) is the
first argument of a ``phrase(...)`` call, written there as text (`phrases`).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from soloist.i18n.templates import COMMON, PREFIXES

SOURCE = Path(__file__).resolve().parent.parent


@dataclass
class Said:
    """The templates of the code: each with the prefixes of the games that say it."""

    templates: dict[str, set[str]] = field(default_factory=dict)
    #: Where each template is first said: (file, line).
    where: dict[str, tuple[str, int]] = field(default_factory=dict)
    #: (file, line) of each call that passes on a template it was given.
    passed_on: list[tuple[str, int]] = field(default_factory=list)

    def prefix(self, template: str) -> str:
        """The prefix of `template`'s message: its game's, or ``common``."""
        games = self.templates[template]
        return next(iter(games)) if len(games) == 1 else COMMON


def _game_prefix(path: Path) -> str:
    parts = path.relative_to(SOURCE).parts
    if parts[0] == "games" and len(parts) > 2:
        return PREFIXES[parts[1].replace("_", "-")]
    return COMMON


def _is_say(node: ast.expr) -> bool:
    return isinstance(node, ast.Attribute) and node.attr == "say"


def _say_calls(tree: ast.AST) -> Iterator[ast.Call]:
    aliases = {target.id for node in ast.walk(tree)
               if isinstance(node, ast.Assign) and _is_say(node.value)
               for target in node.targets if isinstance(target, ast.Name)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and node.args and (
                _is_say(node.func)
                or (isinstance(node.func, ast.Name) and node.func.id in aliases)):
            yield node


def said(source: Path = SOURCE) -> Said:
    """The templates the code under `source` (Soloist's package) can say."""
    found = Said()
    for path in sorted(source.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for call in _say_calls(tree):
            template = call.args[-1]
            if isinstance(template, ast.Constant) and isinstance(template.value, str):
                found.templates.setdefault(template.value, set()).add(_game_prefix(path))
                place = (str(path.relative_to(source)), call.lineno)
                found.where[template.value] = min(found.where.get(template.value, place), place)
            elif isinstance(template, ast.Name) and template.id == "template":
                found.passed_on.append((str(path.relative_to(source)), call.lineno))
            else:
                raise ValueError(f"{path}:{call.lineno}: a log template that is not written "
                                 "at the call (the catalog could not find it)")
    return found


def _is_phrase(node: ast.expr) -> bool:
    return (isinstance(node, ast.Name) and node.id == "phrase") or (
        isinstance(node, ast.Attribute) and node.attr == "phrase")


def phrases(source: Path = SOURCE) -> Said:
    """The phrases the code under `source` can say: each ``phrase(template, ...)``'s
    template, written at the call (any other is refused: the catalog could not find it)."""
    found = Said()
    for path in sorted(source.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        if "phrase(" not in text:
            continue
        for node in ast.walk(ast.parse(text, str(path))):
            if not (isinstance(node, ast.Call) and _is_phrase(node.func)):
                continue
            template = node.args[0] if node.args else None
            if not (isinstance(template, ast.Constant) and isinstance(template.value, str)):
                raise ValueError(f"{path}:{node.lineno}: a phrase whose template is not "
                                 "written at the call (the catalog could not find it)")
            found.templates.setdefault(template.value, set()).add(_game_prefix(path))
            place = (str(path.relative_to(source)), node.lineno)
            found.where[template.value] = min(found.where.get(template.value, place), place)
    return found


def jinja_phrases(folder: Path, pattern: str, prefix: str, package: str | None) -> Said:
    """The phrases of a package that speaks through Jinja templates: each ``_("…")`` of its
    templates under `folder` (files matching `pattern`), then each ``phrase("…")`` of its
    code (`package`, a folder of Soloist's; None: the templates alone), all with the
    message prefix `prefix`. A ``_(…)`` whose template is not written at the call is
    refused (the catalog could not find it)."""
    from jinja2 import Environment, nodes

    found = Said()
    parser = Environment()
    where = folder.relative_to(SOURCE).as_posix()
    for path in sorted(folder.glob(pattern)):
        tree = parser.parse(path.read_text(encoding="utf-8"), path.name)
        for call in tree.find_all(nodes.Call):
            if not (isinstance(call.node, nodes.Name) and call.node.name == "_"):
                continue
            template = call.args[0] if call.args else None
            if not (isinstance(template, nodes.Const) and isinstance(template.value, str)):
                raise ValueError(f"{path.name}:{call.lineno}: a phrase whose template is not "
                                 "written at the call (the catalog could not find it)")
            place: tuple[str, int] = (f"{where}/{path.name}", call.lineno)
            found.templates.setdefault(template.value, set()).add(prefix)
            found.where[template.value] = min(found.where.get(template.value, place), place)
    code = phrases(SOURCE / package).where if package is not None else {}
    for written, (file, line) in code.items():
        place = (f"{package}/{file}", line)
        found.templates.setdefault(written, set()).add(prefix)
        found.where[written] = min(found.where.get(written, place), place)
    return found
