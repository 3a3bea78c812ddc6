"""A sentence a person reads, kept with its English template so it can be said in any
language.

    prompt = phrase("Which card is in slot {slot}?", slot=3)
    prompt == "Which card is in slot 3?"        # it is that English text, a `str`
    prompt.template, prompt.fields              # what a translation is found and filled by

A `Phrase` is the English text (byte for byte what ``template.format(**fields)`` writes), so
every driver, test and record that reads it as text reads the same English as before. A
driver showing it in another language asks its translator for it
(`soloist.i18n.Translator.text`): the message is found by the template, as a log line's is
(docs/translating.md), and filled with the fields, each a number, a text or a phrase of its
own (said in the same language).

Nothing here needs Fluent, so the rules, which make phrases, never load it. A template is
written at the call, as a log's is: a script finds each one in the code
(`soloist.i18n.said`) and the English catalog has a message for it.

Text made of a phrase (``phrase(...) + "."``, an f-string around it) is plain English text
again: a translation cannot reach it. Compose with a template and fields instead.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from string import Formatter
from types import MappingProxyType

#: The value of a phrase's field: a number or a text (a phrase being a text).
Field = str | int | float

_NO_FIELDS: Mapping[str, Field] = MappingProxyType({})


class Phrase(str):
    """English text that remembers the template and fields it was made from."""

    __slots__ = ("fields", "template")

    template: str
    fields: Mapping[str, Field]

    def __new__(cls, template: str, fields: Mapping[str, Field] = _NO_FIELDS) -> Phrase:
        made = super().__new__(cls, template.format(**fields) if fields else
                               template.format())
        made.template = template
        made.fields = fields
        return made

    def __reduce__(self) -> tuple[object, ...]:
        return (Phrase, (self.template, dict(self.fields)))


def phrase(template: str, /, **fields: Field) -> Phrase:
    """`template` (a `str.format` template with named fields, written at this call) filled
    with `fields`: English text a translator can say in another language."""
    return Phrase(template, fields if fields else _NO_FIELDS)


def joined(items: Iterable[str], separator: str = ", ") -> str:
    """`items` (phrases, names, numbers' texts) joined by `separator` (", ", "; ", " and ",
    or " ": words typed one after the other) as one text that reads as
    ``separator.join(items)`` does, byte for byte: with two items or
    more, a phrase nesting a list in its last item (``{list}, {item}``), so that each item
    that is a phrase is said in the reader's language, and a translation chooses its own
    separator. No item: the empty text; one item: that item."""
    made: str | None = None
    for item in items:
        if made is None:
            made = item
        elif separator == ", ":
            made = phrase("{list}, {item}", list=made, item=item)
        elif separator == "; ":
            made = phrase("{list}; {item}", list=made, item=item)
        elif separator == " and ":
            made = phrase("{list} and {item}", list=made, item=item)
        elif separator == " ":
            made = phrase("{list} {item}", list=made, item=item)
        else:
            raise ValueError(f"a list is joined by ', ', '; ', ' and ' or ' ', not {separator!r}")
    return "" if made is None else made


def kept(text: str) -> object:
    """`text` as JSON holds it, to be said in any language once read back (`from_kept`): a
    phrase as its template and fields (a field that is a phrase kept the same way), any
    other text as it is."""
    if not isinstance(text, Phrase):
        return str(text)
    return {"template": text.template,
            "fields": {name: kept(value) if isinstance(value, str) else value
                       for name, value in text.fields.items()}}


def from_kept(data: object) -> str | None:
    """The text `kept` made `data` of: a phrase again (the same English text); None when
    `data` is not one (a row damaged outside Soloist)."""
    if isinstance(data, str):
        return data
    if not isinstance(data, dict) or not isinstance(data.get("template"), str) \
            or not isinstance(data.get("fields"), dict):
        return None
    template: str = data["template"]
    fields: dict[str, Field] = {}
    for name, value in data["fields"].items():
        field = value if isinstance(value, int | float) and not isinstance(value, bool) \
            else from_kept(value)
        if not isinstance(name, str) or field is None:
            return None
        fields[name] = field
    try:  # a template reads its fields by name only ("{round}", "{points:+d}")
        if any(name is not None and (not name.isidentifier() or "{" in (spec or ""))
               for _, name, spec, _ in _FORMATTER.parse(template)):
            return None
        return Phrase(template, fields)
    except (KeyError, IndexError, ValueError, TypeError):
        return None


_FORMATTER = Formatter()
