"""The game's log: what happened, and why, in the rulebook's words.

Every automa decision is logged with its reason (the card, the die, the ranks compared,
the tie-breaker used). An event keeps its template and its fields apart and is only turned
into text when somebody reads it, so that simulation pays almost nothing for explanations
it never shows; a simulation may also switch the log off altogether.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping
from string import Formatter
from types import MappingProxyType
from typing import NamedTuple

from soloist.engine.phrase import Phrase


class Event(NamedTuple):
    """One line of the log.

    `actor` says whose step it is ("machine", "person", "setup", "table", "round",
    "score"); `template` is a `str.format` template filled from `fields`.

    A named tuple (never changed once made) rather than a frozen dataclass: a game logs
    a hundred events or so, and a frozen dataclass sets each field by a call.
    """

    actor: str
    template: str
    fields: tuple[tuple[str, object], ...] = ()

    @property
    def text(self) -> str:
        return self.template.format(**dict(self.fields))

    @property
    def phrase(self) -> Phrase:
        """The event's text as a phrase (`soloist.engine.phrase`): the same English, said
        in a language by the log's message for its template, its fields as a saved game
        keeps them (`keep`), so that a line that shows an event among phrases (`soloist
        decide`) is said as the log says it."""
        made = str.__new__(Phrase, self.text)  # (a field may be read by its part: "{dice.red}")
        made.template = self.template
        made.fields = MappingProxyType(dict(keep(self).fields))  # type: ignore[arg-type]
        return made

    def field(self, name: str) -> object:
        for key, value in self.fields:
            if key == name:
                return value
        raise KeyError(name)

    def to_json(self) -> dict[str, object]:
        data: dict[str, object] = {"actor": self.actor, "text": self.text}
        for key, value in self.fields:
            data[key] = plain(value)
        return data


#: A value a kept event holds as it is: numbers stay numbers (a translation chooses a plural
#: by them), texts stay texts.
Scalar = str | int | float | bool | None


class KeptEvent(NamedTuple):
    """An event as a saved game keeps it, to show it after the rules that made it change:
    its actor, its template, and the values its template reads, by the name the template
    gives each (``"dice.description"``). A number or a text is kept as it is; any other
    value as the text it reads as. So the template and its fields stay apart (a later
    Soloist may show the same event in another language), and the kept event reads exactly
    as the event did."""

    actor: str
    template: str
    fields: Mapping[str, Scalar]

    @property
    def text(self) -> str:
        return _KEPT.vformat(self.template, (), dict(self.fields))

    @property
    def said(self) -> tuple[str, tuple[tuple[str, Scalar], ...]]:
        """What the event says happened, whatever its wording: its actor and the values it
        names (two rules versions agree on an event when they say the same)."""
        return self.actor, tuple(sorted(self.fields.items()))


class _KeptFormatter(Formatter):
    """Fills a kept event's template: a field is looked up by its whole name
    (``dice.description``), as it was kept."""

    def get_field(self, field_name: str, args: object, kwargs: Mapping[str, object]
                  ) -> tuple[object, str]:
        return kwargs[field_name], field_name


_KEPT = _KeptFormatter()
_READER = Formatter()


def _names(template: str) -> Iterator[str]:
    """The fields a template reads (those of a nested format spec too)."""
    for _, name, spec, _ in _READER.parse(template):
        if name is not None:
            yield name
            if spec:
                yield from _names(spec)


def keep(event: Event) -> KeptEvent:
    """`event` as a saved game keeps it (see `KeptEvent`)."""
    fields = dict(event.fields)
    kept: dict[str, Scalar] = {}
    for name in _names(event.template):
        if name in kept:
            continue
        value, _ = _READER.get_field(name, (), fields)
        kept[name] = value if _is_scalar(value) else format(value)
    return KeptEvent(event.actor, event.template, kept)


def _is_scalar(value: object) -> bool:
    if isinstance(value, float):
        return math.isfinite(value)  # JSON holds no infinity
    return isinstance(value, str | int | bool) or value is None


def plain(value: object) -> object:
    """A field's value as JSON can hold it (named tuples become objects, the rest text)."""
    if isinstance(value, str | int | float | bool) or value is None:
        return value
    as_dict = getattr(value, "_asdict", None)
    if callable(as_dict) and not isinstance(value, type):
        return {key: plain(item) for key, item in as_dict().items()}
    return str(value)


class Log:
    """The events of one game, in order."""

    __slots__ = ("enabled", "events")

    def __init__(self, *, enabled: bool = True) -> None:
        self.enabled = enabled
        self.events: list[Event] = []

    def say(self, actor: str, template: str, **fields: object) -> None:
        """Log one event; its text is made only when read."""
        if self.enabled:
            # (`tuple.__new__`: the same named tuple without the call to its Python `__new__`)
            self.events.append(tuple.__new__(Event, (actor, template, tuple(fields.items()))))

    def __len__(self) -> int:
        return len(self.events)

    def __iter__(self) -> Iterator[Event]:
        return iter(self.events)

    def since(self, index: int) -> list[Event]:
        return self.events[index:]

    def texts(self) -> list[str]:
        return [event.text for event in self.events]

    def to_json(self) -> list[dict[str, object]]:
        return [event.to_json() for event in self.events]
