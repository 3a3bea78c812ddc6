"""The game's log: what happened, and why, in the rulebook's words.

Every automa decision is logged with its reason (the card, the die, the ranks compared,
the tie-breaker used). An event keeps its template and its fields apart and is only turned
into text when somebody reads it, so that simulation pays almost nothing for explanations
it never shows; a simulation may also switch the log off altogether.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple


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
