"""A log template (a `str.format` template, the English text a saved game keeps) and its
Fluent message: the message's id, its English pattern, and the arguments it is given.

The id of a template's message is ``<game>-<slug>-<hash>``: the game's prefix (`PREFIXES`,
or ``common`` for a template several games say), a slug of its first words for a
translator to read, and the first 8 hex digits of the SHA-256 of the template's exact text.
Only the hash finds the message: a saved game keeps the template, not the id (see
docs/translating.md).

A field is named in Fluent as in the template, a dot written as a hyphen (``{dice.description}``
is ``{ $dice-description }``). The one format spec the log uses, ``:+d`` (a signed number),
is the function ``SIGNED``; any other spec is refused, so a new one is a decision.

Nothing here needs Fluent (the phone app imports every module of Soloist it ships, and
ships no Fluent yet): `soloist.i18n.catalog` loads it when a translator is first made.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from string import Formatter

#: Each game's prefix of its log messages' ids (the games' names, as `soloist play` takes
#: them, to the prefix); ``common``: a template more than one game (or the engine) says.
PREFIXES = {
    "fantastic-factories": "ff",
    "tokaido": "tk",
    "marco-polo-2": "mp2",
    "revive": "rv",
}
COMMON = "common"

#: A log message's id: the hash is its last part.
LOG_ID = re.compile(r"^[a-z][a-z0-9-]*-([0-9a-f]{8})$")

_READER = Formatter()
#: A brace of a template's text (written doubled there), which Fluent writes as a literal.
_BRACE = re.compile("[{}]")
_SLUG_WORDS = 6


def template_hash(template: str) -> str:
    """The 8 hex digits that find `template`'s message."""
    return hashlib.sha256(template.encode("utf-8")).hexdigest()[:8]


def message_id(template: str, prefix: str) -> str:
    """The id of `template`'s message, in the catalog file of `prefix`."""
    folded = unicodedata.normalize("NFKD", template).encode("ascii", "ignore").decode()
    words = re.findall(r"[a-z0-9]+", folded.lower())[:_SLUG_WORDS]
    return "-".join([prefix, *words, template_hash(template)])


def argument_name(field: str) -> str:
    """A template's field as a Fluent variable's name (``kind.title`` → ``kind-title``)."""
    return field.replace(".", "-")


def fluent_pattern(template: str) -> str:
    """`template` written as the value of a Fluent message (on one line)."""
    parts: list[str] = []
    for literal, field, spec, conversion in _READER.parse(template):
        parts.append(_BRACE.sub(lambda brace: '{ "' + brace.group() + '" }', literal))
        if field is None:
            continue
        if conversion or field == "" or field.isdigit() or "[" in field:
            raise ValueError(f"template {template!r}: field {field!r} is not a named field")
        variable = "$" + argument_name(field)
        if spec == "":
            parts.append("{ " + variable + " }")
        elif spec == "+d":
            parts.append("{ SIGNED(" + variable + ") }")
        else:
            raise ValueError(f"template {template!r}: format spec {spec!r} has no Fluent form")
    text = "".join(parts)
    # A phrase that continues a sentence begins with its blank (" If none is left, …"):
    # Fluent keeps an edge blank written as a literal.
    if text.startswith(" ") and text.strip():
        text = '{ " " }' + text[1:]
    if text.endswith(" ") and text.strip():
        text = text[:-1] + '{ " " }'
    if "\n" in text or "\r" in text or text != text.strip() or not text:
        raise ValueError(f"template {template!r}: not one line of text without edge blanks")
    return text
