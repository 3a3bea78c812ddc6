"""Questions a game asks, and the answers it accepts.

A rules text is a generator: it yields a `Question` whenever it needs something it cannot
know, and receives the answer's *value*. A question says who answers it:

- a **decision** is the person's (their own move, their final score);
- a **table fact** is a fact about the physical table (the banner colour of the card the
  Machine takes, the prices on the meal cards just drawn).

Every answer has a short, stable text form (the choice's `key`, or the number written in
digits). That text is what a saved game records, so a record reads as it was played:
``["production", "utility", "no", "57"]``.

A question validates its answer before the game sees it: an answer that is not valid
raises `InvalidAnswer` and changes nothing.

A table fact that describes the person's *copy* of the game rather than this play (the
steps between two cities, what a tile shows) names that fact with a `fact` key: a driver
with the person's component library answers it from there when it is known, and the answer
the person gives is learned (see `soloist.engine.library`).
"""

from __future__ import annotations

import builtins
import re
from collections.abc import Callable, Generator, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Literal, NamedTuple, Self, TypeVar

from soloist.engine.errors import InvalidAnswer
from soloist.engine.phrase import Phrase, joined, phrase

if TYPE_CHECKING:
    from soloist.engine.taps import Taps

Asker = Literal["person", "table"]
T = TypeVar("T")
#: Reads a typed answer to a free-text question into the value the rules receive; raises
#: `InvalidAnswer` (or `ValueError`) saying what is wrong with it.
TextRule = Callable[[str], object]

_SEPARATORS = re.compile(r"[\s_\-]+")
#: A key a person may type as it is: words (letters, spaces, hyphens, apostrophes).
_WORDS = re.compile(r"[^\W\d_]+(?:[ '-][^\W\d_]+)*")


def normalise(text: str) -> str:
    """The form in which typed answers are compared: case, spaces and dashes ignored."""
    return _SEPARATORS.sub(" ", text.strip().casefold())


def is_word(key: str) -> bool:
    """Whether a choice's key is words a person types as they are ("production", "very
    hard"), rather than a code of Soloist's (a map's "r2c7", "hot_spring")."""
    return _WORDS.fullmatch(key) is not None


class Choice(NamedTuple):
    """One valid answer to a multiple-choice question.

    `key` is the stable text form saved in the record; `label` is what a person reads;
    `value` is what the rules receive; `aliases` are other words a person may type
    (a banner colour for a card type, say).

    A named tuple (never changed once made) rather than a frozen dataclass, which sets each
    field by a call: a digital game makes its Village and Meal choices as it goes.
    """

    key: str
    label: str
    value: builtins.object = None  # (`builtins.`: the compiled build's named tuples need it)
    aliases: tuple[str, ...] = ()


class Choices:
    """A fixed list of choices, with the lookup from typed text to choice.

    Build one once and reuse it: the lookup table is made on first use.
    A person may type a choice's key, its label, one of its aliases or, when no key is
    itself a number, its position in the list (1 for the first).

    `Choices.offering(values, key)` makes the list from the answers' values alone, each
    labelled by its key: its `Choice` objects are made only when read. A search's rollout
    policy picks from `values` and sends the value, so a question asked a million times in
    rollouts never makes them (see `soloist.engine.search`).
    """

    __slots__ = ("_by_key", "_items", "_key", "_lookup", "_values")

    def __new__(cls, *args: Any, **kwargs: Any) -> Self:
        # Spelled out for the compiled build (mypyc), whose classes make an empty
        # object this way only (as `offering` does).
        return object.__new__(cls)

    def __init__(self, items: Iterable[Choice]) -> None:
        self._items: tuple[Choice, ...] | None = tuple(items)
        if not self._items:
            raise ValueError("a question needs at least one choice")
        self._lookup: dict[str, Choice] | None = None
        self._values: tuple[object, ...] | None = None
        self._key: Callable[[Any], str] | None = None
        self._by_key: dict[str, Choice] | None = None

    @classmethod
    def offering(cls, values: Sequence[T], key: Callable[[T], str]) -> Choices:
        """The choices of these answer values, in this order, each keyed (and labelled) by
        `key(value)`, which is called only when a choice is read."""
        if not values:
            raise ValueError("a question needs at least one choice")
        made = cls.__new__(cls)
        made._values = tuple(values)
        made._key = key
        made._items = made._lookup = made._by_key = None
        return made

    @property
    def items(self) -> tuple[Choice, ...]:
        items = self._items
        if items is None:
            key = self._key
            assert key is not None and self._values is not None
            items = self._items = tuple([Choice(name, name, value) for value in self._values
                                         for name in (key(value),)])
        return items

    @property
    def values(self) -> tuple[object, ...]:
        """What the rules receive for each choice, in order (read without making the
        choices)."""
        values = self._values
        if values is None:
            values = self._values = tuple([choice.value for choice in self.items])
        return values

    @property
    def by_key(self) -> dict[str, Choice]:
        """The exact keys, as stand-ins and replays give them (the first choice of a key;
        a blank key is left to the usual checks, which refuse a blank answer). Read it,
        never change it."""
        by_key = self._by_key
        if by_key is None:
            by_key = self._by_key = {}
            for choice in self.items:
                if choice.key.strip():
                    by_key.setdefault(choice.key, choice)
        return by_key

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(self.items)

    def __len__(self) -> int:
        return len(self.items)

    def __getitem__(self, index: int) -> Choice:
        return self.items[index]

    @property
    def keys(self) -> tuple[str, ...]:
        return tuple(choice.key for choice in self.items)

    def lookup(self) -> dict[str, Choice]:
        table = self._lookup
        if table is None:
            table = {}
            numbered = not any(choice.key.isdigit() for choice in self.items)
            for index, choice in enumerate(self.items, start=1):
                words = [choice.key, choice.label, *choice.aliases]
                if numbered:
                    words.append(str(index))
                for word in words:
                    table.setdefault(normalise(word), choice)
                # The key always wins over another choice's alias or label.
                table[normalise(choice.key)] = choice
            self._lookup = table
        return table

    def find(self, text: str) -> Choice:
        found = self.by_key.get(text)  # fast path: the exact key
        if found is not None:
            return found
        found = self.lookup().get(normalise(text))
        if found is None:
            raise InvalidAnswer(self.refusal(text))
        return found

    def refusal(self, text: str, *, labels: bool = False) -> str:
        """Why `text` is no answer, and what to type instead (`hint`)."""
        return phrase("{answer} is not a valid answer; {hint}", answer=repr(text.strip()),
                      hint=self.hint(labels=labels))

    def hint(self, *, labels: bool = False) -> str:
        """What to type: the keys, where they are numbers or the label's own words
        ("production" for "Production (yellow)"); else the numbers of the list (a key such
        as a map's coordinate or "rows-right" is Soloist's, not the person's). With
        `labels`, the choices' labels instead of their keys (a page in another language,
        where a key is an English word: each label is said in that language)."""
        keys = [choice.key for choice in self.items]
        numbered = not any(key.isdigit() for key in keys)
        if numbered and not all(is_word(choice.key) and
                                normalise(choice.key) in normalise(choice.label)
                                for choice in self.items):
            return phrase("choose a number from 1 to {count}", count=len(keys))
        if labels:
            return phrase("choose one of: {keys}",
                          keys=joined(choice.label for choice in self.items))
        return phrase("choose one of: {keys}",
                      keys=joined(said_key(choice) for choice in self.items))


def said_key(choice: Choice) -> str:
    """A choice's key as it is typed in a language: the alias that is a phrase of the key
    (its English text is the key: "1ti", said "1tg" in German), else the key itself. What
    the record keeps is always the key; the English key is still read."""
    for alias in choice.aliases:
        if isinstance(alias, Phrase) and alias == choice.key:
            return alias
    return choice.key


_NO_CONTEXT: Mapping[str, object] = {}

YES_NO = Choices([Choice("yes", phrase("Yes"), True, ("y", phrase("yes"))),
                  Choice("no", phrase("No"), False, ("n", phrase("no")))])


class Question:
    """Something the rules need to know, and the answers they accept.

    Exactly one of `choices` (a list of valid answers), `between` (an inclusive range of
    whole numbers) or `text` (a free text, read by that rule) is given, or both `choices`
    and `text`: then a typed answer that is none of the choices is read by the rule (a
    name not offered, written in one step: "new: Samarkand"; a compound answer the choices
    do not list: "3 VP + a black die"). `topic` is a stable
    name for the kind of question ("machine.market-card-type"), used by stand-ins, tests and
    the web layer; `context` carries plain facts a driver may show or a stand-in may use (the
    slot number, say). A text question lists valid `examples` (what a stand-in answers).

    `fact` names a permanent fact of the person's copy ("route beijing-kashgar"): a driver
    that keeps the person's component library answers the question from it when the fact is
    known, and learns the person's answer otherwise. `if_unknown` makes a fact question
    silent: it is never put to the person, and when the fact is not known this answer is
    given instead (an assumed composition, say).

    `taps` builds a text question's answer by taps on a picture of the component (an
    Automa card's actions, a tile's spaces: `soloist.engine.taps`); the finished answer is
    the text the rule reads, so a record is the same whether it was tapped or typed.

    `prompt` and `help` are worded for every driver (a screen of buttons as well as a
    terminal); `typing` says how to type an answer, for a driver where answers are typed
    (the terminal's "type 3, 2t or 1i"), and is left out where a person taps a choice.

    A question is never changed once made (a plain slotted class rather than a frozen
    dataclass, because simulation makes millions of them).
    """

    __slots__ = ("asks", "between", "choices", "context", "examples", "fact", "help",
                 "if_unknown", "prompt", "taps", "text", "topic", "typing")

    def __init__(
        self,
        asks: Asker,
        topic: str,
        prompt: str,
        choices: Choices | None = None,
        between: tuple[int, int] | None = None,
        help: str = "",
        context: Mapping[str, object] | None = None,
        *,
        text: TextRule | None = None,
        examples: tuple[str, ...] = (),
        fact: str | None = None,
        if_unknown: str | None = None,
        typing: str = "",
        taps: Taps | None = None,
    ) -> None:
        if taps is not None and text is None:
            raise ValueError("an answer built by taps is read by a text rule")
        if text is None:
            if (choices is None) == (between is None):
                raise ValueError("a question has either choices, a number range or a text")
        elif between is not None or not examples:
            raise ValueError("a text question has no number range, and lists at least one "
                             "valid example")
        if if_unknown is not None and fact is None:
            raise ValueError("only a fact question can have an answer for when it is unknown")
        self.asks = asks
        self.topic = topic
        self.prompt = prompt
        self.choices = choices
        self.between = between
        self.text = text
        self.examples = examples
        self.help = help
        self.typing = typing
        self.context: Mapping[str, object] = context if context is not None else _NO_CONTEXT
        self.fact = fact
        self.if_unknown = if_unknown
        self.taps = taps

    def __repr__(self) -> str:
        return f"Question({self.asks!r}, {self.topic!r}, {self.prompt!r})"

    @property
    def is_decision(self) -> bool:
        return self.asks == "person"

    @property
    def is_table_fact(self) -> bool:
        return self.asks == "table"

    @property
    def is_silent(self) -> bool:
        """A fact never put to the person: answered from the library, or `if_unknown`."""
        return self.if_unknown is not None

    def parse(self, text: str) -> tuple[str, object]:
        """The answer's stable text form and its value; `InvalidAnswer` if not valid."""
        choices = self.choices
        if choices is not None:
            exact = choices.by_key.get(text)  # an exact key, as stand-ins and replays give
            if exact is not None:
                return exact.key, exact.value
        if not text or text.isspace():
            raise InvalidAnswer(phrase("no answer given; answer with {answers}",
                                       answers=self.describe_answers()))
        if choices is not None:
            try:
                choice = choices.find(text)
            except InvalidAnswer:
                if self.text is None:
                    raise
            else:
                return choice.key, choice.value
        if self.text is not None:
            return self._parse_text(self.text, text)
        assert self.between is not None
        low, high = self.between
        stripped = text.strip()
        try:
            number = int(stripped)
        except ValueError:
            raise InvalidAnswer(phrase(
                "{answer} is not a whole number; give a number from {low} to {high}",
                answer=repr(stripped), low=low, high=high)) from None
        if not low <= number <= high:
            raise InvalidAnswer(phrase(
                "{number} is out of range; give a number from {low} to {high}",
                number=number, low=low, high=high))
        return str(number), number

    @staticmethod
    def _parse_text(rule: TextRule, text: str) -> tuple[str, object]:
        tidied = " ".join(text.split())
        try:
            return tidied, rule(tidied)
        except InvalidAnswer:
            raise
        except ValueError as error:
            # A rule's message that is a phrase stays one (a driver says it in a language).
            said = error.args[0] if len(error.args) == 1 else None
            raise InvalidAnswer(said if isinstance(said, Phrase) else str(error)) from None

    def valid_answers(self) -> tuple[str, ...]:
        """Every valid answer's text form (for a number range: its bounds as a hint; for a
        text: its examples; for choices that also take a typed text: the choices)."""
        if self.choices is not None:
            return self.choices.keys
        if self.text is not None:
            return self.examples
        assert self.between is not None
        return tuple(str(n) for n in range(self.between[0], self.between[1] + 1))

    def describe_answers(self) -> str:
        """A short line that tells a person what they may answer."""
        if self.choices is not None:
            keys = ", ".join(choice.key for choice in self.choices)
            if self.text is not None:
                return phrase("{keys}, or a text such as {examples}", keys=keys,
                              examples=_either(self.examples))
            return keys
        if self.text is not None:
            return phrase("a text such as {examples}", examples=_either(self.examples))
        assert self.between is not None
        return phrase("a whole number from {low} to {high}", low=self.between[0],
                      high=self.between[1])

    def to_json(self) -> dict[str, object]:
        data: dict[str, object] = {
            "asks": self.asks,
            "topic": self.topic,
            "prompt": self.prompt,
        }
        if self.choices is not None:
            data["choices"] = [{"key": c.key, "label": c.label} for c in self.choices]
        if self.between is not None:
            data["between"] = list(self.between)
        if self.text is not None:
            data["text"] = {"examples": list(self.examples)}
        if self.taps is not None:
            data["taps"] = True
        if self.fact is not None:
            data["fact"] = self.fact
        if self.help:
            data["help"] = self.help
        if self.typing:
            data["typing"] = self.typing
        if self.context:
            data["context"] = {k: _plain(v) for k, v in self.context.items()}
        return data


def _either(examples: tuple[str, ...]) -> str:
    """"'3' or '2t'": a text question's first two examples, as a person may type them."""
    if len(examples) < 2:
        return _quoted(examples[0]) if examples else ""
    return phrase("{first} or {second}", first=_quoted(examples[0]),
                  second=_quoted(examples[1]))


def _quoted(example: str) -> str:
    """An example as `repr` quotes it; one that is a phrase (a game's typed words) still one
    where the quotes are plain ones."""
    quoted = repr(str(example))
    if isinstance(example, Phrase) and quoted == f"'{example}'":
        return phrase("'{example}'", example=example)
    return quoted


def _plain(value: object) -> object:
    if isinstance(value, str | int | float | bool) or value is None:
        return value
    return str(value)


def decision(
    topic: str,
    prompt: str,
    *,
    choices: Choices | None = None,
    between: tuple[int, int] | None = None,
    text: TextRule | None = None,
    examples: tuple[str, ...] = (),
    help: str = "",
    context: Mapping[str, object] | None = None,
    typing: str = "",
    taps: Taps | None = None,
) -> Question:
    """A question the person answers with their own choice."""
    return Question("person", topic, prompt, choices, between, help, context, text=text,
                    examples=examples, typing=typing, taps=taps)


def table_fact(
    topic: str,
    prompt: str,
    *,
    choices: Choices | None = None,
    between: tuple[int, int] | None = None,
    text: TextRule | None = None,
    examples: tuple[str, ...] = (),
    help: str = "",
    context: Mapping[str, object] | None = None,
    fact: str | None = None,
    if_unknown: str | None = None,
    typing: str = "",
    taps: Taps | None = None,
) -> Question:
    """A question about the physical table that Soloist cannot see. With `fact`, a
    permanent fact of the person's copy (answered from their component library when known);
    with `if_unknown` as well, one never asked (that answer is given when it is unknown)."""
    return Question("table", topic, prompt, choices, between, help, context, text=text,
                    examples=examples, fact=fact, if_unknown=if_unknown, typing=typing,
                    taps=taps)


def answered(value: T) -> Generator[Question, object, T]:
    """A fact the rules need that is already known (a modelled table): nothing is asked.

    Lets a table model and a table that asks share one interface: the rules always write
    ``card = yield from table.take_market_blueprint(slot)``.
    """
    return value
    yield  # pragma: no cover - makes this function a generator
