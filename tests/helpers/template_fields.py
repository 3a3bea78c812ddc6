"""What the catalog tests share: every template the code says (scanned once a test process),
and sample values for a template's fields."""

from __future__ import annotations

from functools import cache
from string import Formatter

from soloist.i18n.said import Said, said


@cache
def said_in_the_code() -> Said:
    """Every log template the code can say (`soloist.i18n.said.said`), scanned once."""
    return said()


def sample_fields(template: str) -> dict[str, str | int]:
    """A value for each field of `template`: a number where its spec needs one (-7: a sign
    and no thousands), else a text with a comma and digits (a number's writing kept as is)."""
    fields: dict[str, str | int] = {}
    for _, name, spec, _ in Formatter().parse(template):
        if name is not None:
            fields[name] = -7 if spec else f"<{name} 1,234>"
    return fields
