"""What a language's catalog still lacks, next to English's (`soloist translations check`):
the messages it has not, those English has no more, the variables English does not give,
and the lines Fluent cannot read."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from soloist.i18n.catalog import files
from soloist.i18n.folders import ENGLISH

if TYPE_CHECKING:
    from fluent.syntax import ast as ftl


def variables(message: ftl.Message) -> set[str]:
    """The variables `message` reads (in its value, its variants, its attributes)."""
    from fluent.syntax.visitor import Visitor

    names: set[str] = set()

    class Variables(Visitor):
        def visit_VariableReference(self, node: ftl.VariableReference) -> None:
            names.add(node.id.name)

    Variables().visit(message)
    return names


@dataclass(frozen=True)
class Completeness:
    """A language's catalog against English's."""

    language: str
    #: How many messages English has, and how many of them this language has.
    english: int
    translated: int
    #: Each missing message: (the English file it is in, its id), in English's order.
    missing: list[tuple[str, str]]
    #: Each message English has not (obsolete, or a typing slip in an id): (file, id).
    extra: list[tuple[str, str]]
    #: Each message reading a variable its English message does not give: (id, names).
    unknown_variables: list[tuple[str, list[str]]]
    #: Each part of a file Fluent cannot read: (file, line, Fluent's message).
    unreadable: list[tuple[str, int, str]]

    @property
    def complete(self) -> bool:
        """Nothing missing, nothing unreadable, no variable English does not give (an extra
        message is only noted: an old message does no harm)."""
        return not (self.missing or self.unknown_variables or self.unreadable)


def completeness(language: str) -> Completeness:
    """`language`'s catalog against English's (`UnknownLanguage` if Soloist has not it)."""
    from fluent.syntax import ast as ftl

    english = {message.id.name: (found.name, message) for found in files(ENGLISH)
               for message in found.resource.body if isinstance(message, ftl.Message)}
    own: dict[str, tuple[str, ftl.Message]] = {}
    unreadable: list[tuple[str, int, str]] = []
    for found in files(language):
        for entry in found.resource.body:
            if isinstance(entry, ftl.Message):
                own[entry.id.name] = (found.name, entry)
            elif isinstance(entry, ftl.Junk):
                for annotation in entry.annotations:
                    start = annotation.span.start if annotation.span else 0
                    unreadable.append((found.name, found.text.count("\n", 0, start) + 1,
                                       annotation.message or "unreadable"))
    unknown = []
    for message_id, (_, message) in own.items():
        if message_id in english:
            not_given = variables(message) - variables(english[message_id][1])
            if not_given:
                unknown.append((message_id, sorted(not_given)))
    return Completeness(
        language, len(english), sum(1 for message_id in english if message_id in own),
        [(name, message_id) for message_id, (name, _) in english.items() if message_id not in own],
        [(name, message_id) for message_id, (name, _) in own.items() if message_id not in english],
        unknown, unreadable)
