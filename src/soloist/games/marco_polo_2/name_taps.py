"""Names and small numbers told by taps: a name met before is a button, a name printed on a
component that Soloist meets for the first time is typed once (and a button from then on, in
every later game); a count is a keypad of its few numbers.

- `NamesTaps`: names one after another, each for its own prompt (the trip slide's first two
  cities; the shield of each city; the one city or character a question asks);
- `NumbersTaps`: numbers one after another (the city cards beside each city; the numbers
  printed on the Trading Post card).
"""

from __future__ import annotations

from collections.abc import Sequence

from soloist.engine.errors import InvalidAnswer
from soloist.engine.phrase import phrase
from soloist.engine.taps import Draft, Step, Tap, Taps
from soloist.games.marco_polo_2.tap_words import NEW, checked_name, numbers


class NamesTaps(Taps):
    """A name for each of `prompts`, in order: one of `known` (or typed earlier in this
    answer) tapped, or one not met before typed once (`new_label` says what to type).

    The answer is the names joined by `joiner`, a new one written ``new: NAME`` where
    `mark_new` (a question that reads one name among those offered: it is then not taken
    for a near miss of one of them). `taken` are names the question offers otherwise (its
    choices): typed, they are those. `refused` are names the answer may not hold (the city
    the slide starts from); with `distinct`, no name twice."""

    def __init__(self, prompts: Sequence[str], known: Sequence[str], new_label: str, *,
                 joiner: str = ", ", mark_new: bool = True, distinct: bool = False,
                 taken: Sequence[str] = (), refused: Sequence[str] = (),
                 refused_why: str = "") -> None:
        self.prompts = tuple(prompts)
        self.known = tuple(dict.fromkeys(known))
        self.names = (*self.known, *taken)
        self.new_label = new_label
        self.joiner = joiner
        self.mark_new = mark_new
        self.distinct = distinct
        self.refused = tuple(refused)
        self.refused_why = refused_why

    def step(self, draft: Draft) -> Step:
        if len(draft) >= len(self.prompts):
            return Step(phrase("That is every name asked."), done=True)
        offered = [*self.known, *(name for name in draft if name not in self.known)]
        if self.distinct:
            offered = [name for name in offered if name not in draft]
        return Step(self.prompts[len(draft)], tuple(Tap(name, name) for name in offered),
                    new_name=self.new_label, done=False)

    def whole(self, draft: Draft) -> bool:
        return len(draft) == len(self.prompts)

    def name_word(self, name: str) -> str:
        """A name typed: the same as one offered (any case) is that one."""
        name = checked_name(name)
        for refused in self.refused:
            if refused.casefold() == name.casefold():
                raise InvalidAnswer(phrase("{name}: {why}", name=refused, why=self.refused_why))
        return next((known for known in self.names if known.casefold() == name.casefold()),
                    name)

    def text(self, draft: Draft) -> str:
        if self.distinct and len({name.casefold() for name in draft}) != len(draft):
            raise InvalidAnswer(phrase("{name} twice: each name once", name=draft[-1]))
        return self.joiner.join(name if name in self.names or not self.mark_new
                                else f"{NEW} {name}" for name in draft)

    def shown(self, draft: Draft) -> str:
        return ", ".join(draft)


class NumbersTaps(Taps):
    """A number from `low` to `high` for each of `prompts`, in order, tapped on a keypad;
    the answer is the numbers separated by spaces."""

    def __init__(self, prompts: Sequence[str], low: int, high: int, unit: str = "") -> None:
        self.prompts = tuple(prompts)
        self.low, self.high, self.unit = low, high, unit

    def step(self, draft: Draft) -> Step:
        if len(draft) >= len(self.prompts):
            return Step(phrase("That is every number asked."), done=True)
        return Step(self.prompts[len(draft)], numbers(self.low, self.high, self.unit))

    def whole(self, draft: Draft) -> bool:
        return len(draft) == len(self.prompts)

    def text(self, draft: Draft) -> str:
        return " ".join(draft)


__all__ = ["NamesTaps", "NumbersTaps"]
