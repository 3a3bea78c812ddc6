"""Sample values for a template's fields, for the catalog tests."""

from __future__ import annotations

from string import Formatter


def sample_fields(template: str) -> dict[str, str | int]:
    """A value for each field of `template`: a number where its spec needs one (-7: a sign
    and no thousands), else a text with a comma and digits (a number's writing kept as is)."""
    fields: dict[str, str | int] = {}
    for _, name, spec, _ in Formatter().parse(template):
        if name is not None:
            fields[name] = -7 if spec else f"<{name} 1,234>"
    return fields
