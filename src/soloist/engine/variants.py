"""What a designer could change in an automa, declared by each game's rules as data, and
one variant of it, written as a designer writes it ("card 3t twice").

A game's rules declare its automa's *parts* (`AutomaParts`):

- its decks (`Deck`): each card by its key, one entry per copy; whether a card may be left
  out, and whether its rules allow a card to be doubled;
- its rules (`Rule`): a priority, a tie-break, a number of the seed, each with the seed's
  own value, the values the rules accept, and its *natural alternatives*: the variants a
  sensitivity report plays without being asked.

A `Variant` is one or more changes, as text: ``card 3t left out``, ``card 3t twice``,
``tie-break most spaces``; several joined by ``;``. The game's rules apply it through
their data (a deck with one card more or less) or their options (a rule's value), so a
variant game is an ordinary record: the variant is one of its options (`VARIANT`), and
it replays. It changes the automa only: nothing here reaches the person's side.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Final, Literal, TypeVar

from soloist.engine.errors import OptionError
from soloist.engine.log import Log

#: The option that carries a game's automa variant (the variant's text; None: the automa
#: as the rules describe it).
VARIANT = "variant"

How = Literal["left out", "twice"]
LEFT_OUT: Final = "left out"
TWICE: Final = "twice"

T = TypeVar("T")


@dataclass(frozen=True)
class Deck:
    """One of the automa's decks: each card by its key, one entry per copy."""

    #: How a variant names a card of this deck: "card" ("card 3t twice").
    name: str
    #: The deck as the rules name it: "the Automa deck".
    title: str
    cards: tuple[str, ...]
    #: Whether its rules allow a card to be doubled (a deck whose size the rules fix, as
    #: Revive's, does not).
    doubling: bool = True
    #: The cards that may not be left out, and why (Revive's two "S" cards start the game).
    kept: tuple[str, ...] = ()
    kept_because: str = ""
    #: What leaving a card out means, when the rules say more than "without it".
    left_out_means: str = ""

    def faces(self) -> tuple[str, ...]:
        """Each card once, in the deck's order."""
        return tuple(dict.fromkeys(self.cards))


@dataclass(frozen=True)
class Rule:
    """One rule of the automa a designer could change: a priority, a tie-break, a number."""

    #: How a variant names it: "tie-break" ("tie-break most spaces").
    name: str
    #: What it is, in the rulebook's words.
    title: str
    #: The seed's own value, as text.
    seed: str
    #: The natural alternatives: what a sensitivity report plays without being asked.
    alternatives: tuple[str, ...] = ()
    #: Every value the rules accept besides the seed's and the alternatives (words).
    others: tuple[str, ...] = ()
    #: For a number: the lowest and highest value the rules accept (any whole number
    #: between); None for a rule of words.
    numbers: tuple[int, int] | None = None

    def accepts(self, value: str) -> bool:
        if self.numbers is not None:
            low, high = self.numbers
            return value.lstrip("-").isdigit() and low <= int(value) <= high
        return value in (self.seed, *self.alternatives, *self.others)

    def accepted(self) -> str:
        if self.numbers is not None:
            return f"a whole number from {self.numbers[0]} to {self.numbers[1]}"
        return ", ".join(dict.fromkeys((self.seed, *self.alternatives, *self.others)))


@dataclass(frozen=True)
class AutomaParts:
    """Everything a designer could change in an automa, as its rules declare it."""

    decks: tuple[Deck, ...] = ()
    rules: tuple[Rule, ...] = ()
    #: What has no variant, and why (a sentence for the docs and the report): "The Machine
    #: has no deck of its own: it takes blueprints from the market and the shared deck."
    notes: tuple[str, ...] = ()

    def deck(self, name: str) -> Deck | None:
        return next((deck for deck in self.decks if deck.name == name), None)

    def rule(self, name: str) -> Rule | None:
        return next((rule for rule in self.rules if rule.name == name), None)

    def declared(self) -> tuple[Variant, ...]:
        """The variants a sensitivity report plays: each card left out and, where its rules
        allow it, doubled; each rule's natural alternatives."""
        found: list[Variant] = []
        for deck in self.decks:
            for key in deck.faces():
                if key not in deck.kept:
                    found.append(Variant((DeckChange(deck.name, key, LEFT_OUT),)))
                if deck.doubling:
                    found.append(Variant((DeckChange(deck.name, key, TWICE),)))
        for rule in self.rules:
            found.extend(Variant((RuleChange(rule.name, value),)) for value in rule.alternatives)
        return tuple(found)


@dataclass(frozen=True)
class DeckChange:
    deck: str
    card: str
    how: How

    @property
    def text(self) -> str:
        return f"{self.deck} {self.card} {self.how}"

    @property
    def kind(self) -> str:
        return self.deck


@dataclass(frozen=True)
class RuleChange:
    rule: str
    value: str

    @property
    def text(self) -> str:
        return f"{self.rule} {self.value}"

    @property
    def kind(self) -> str:
        return "rule"


Change = DeckChange | RuleChange


@dataclass(frozen=True)
class Variant:
    """One variant of an automa: its changes, in the order written."""

    changes: tuple[Change, ...] = field(default=())

    @property
    def text(self) -> str:
        """As a designer writes it, and as a game's record keeps it."""
        return "; ".join(change.text for change in self.changes)

    @property
    def kind(self) -> str:
        """What it changes: a deck's name ("card"), "rule", or "several"."""
        kinds = {change.kind for change in self.changes}
        return kinds.pop() if len(kinds) == 1 else "several"

    def __str__(self) -> str:
        return self.text

    def __bool__(self) -> bool:
        return bool(self.changes)

    def value(self, rule: str, seed: str) -> str:
        """The rule's value in this variant (the seed's, unless the variant changes it)."""
        for change in reversed(self.changes):
            if isinstance(change, RuleChange) and change.rule == rule:
                return change.value
        return seed

    def number(self, rule: str, seed: int) -> int:
        return int(self.value(rule, str(seed)))

    def changes_deck(self, deck: str) -> bool:
        return any(isinstance(change, DeckChange) and change.deck == deck
                   for change in self.changes)

    def deck(self, deck: str, cards: Sequence[T], key: Callable[[T], str]) -> list[T]:
        """The cards of `deck` in this variant: a card left out loses one copy (its last),
        a card twice gains one (beside its last copy); the others keep their order."""
        found = list(cards)
        for change in self.changes:
            if not isinstance(change, DeckChange) or change.deck != deck:
                continue
            last = max((index for index, card in enumerate(found)
                        if key(card) == change.card), default=None)
            if last is None:
                raise OptionError(f"automa variant {self.text!r}: {deck} {change.card} is not "
                                  "in this game's deck")
            if change.how == LEFT_OUT:
                del found[last]
            else:
                found.insert(last + 1, found[last])
        return found


NO_VARIANT = Variant()


def parse_variant(parts: AutomaParts, text: str, *, game: str = "") -> Variant:
    """The variant `text` names, checked against the automa's `parts`: `OptionError`
    naming what is wrong and what exists. ``GAME:`` before the text is allowed when it
    names this game (``tokaido: card 3t twice``)."""
    written = " ".join(text.split()).casefold()
    prefix, colon, rest = written.partition(":")
    if colon and game and prefix.strip() == game.casefold():
        written = rest.strip()
    elif colon:
        raise OptionError(f"automa variant {text!r}: it names the game {prefix.strip()!r}, "
                          f"not {game!r}" if game else
                          f"automa variant {text!r}: a variant has no colon")
    pieces = [piece.strip() for piece in written.split(";") if piece.strip()]
    if not pieces:
        return NO_VARIANT
    return Variant(tuple(_change(parts, piece, text) for piece in pieces))


def _change(parts: AutomaParts, piece: str, text: str) -> Change:
    hows: tuple[How, ...] = (LEFT_OUT, TWICE)
    for how in hows:
        if piece.endswith(" " + how):
            change = _deck_change(parts, piece.removesuffix(" " + how).strip(), how, text)
            if change is not None:
                return change
    # The longest rule name the text begins with (a rule's name may hold another's).
    for rule in sorted(parts.rules, key=lambda rule: -len(rule.name)):
        if piece == rule.name or piece.startswith(rule.name + " "):
            value = piece.removeprefix(rule.name).strip()
            if not rule.accepts(value):
                raise OptionError(f"automa variant {text!r}: {rule.name}: {value!r} is not "
                                  f"a value of this rule; it takes {rule.accepted()} (the "
                                  f"rules: {rule.seed})")
            return RuleChange(rule.name, value)
    raise OptionError(f"automa variant {text!r}: {piece!r} names no part of this automa; "
                      + what_exists(parts))


def _deck_change(parts: AutomaParts, named: str, how: How, text: str) -> DeckChange | None:
    for deck in sorted(parts.decks, key=lambda deck: -len(deck.name)):
        if not named.startswith(deck.name + " "):
            continue
        card = named.removeprefix(deck.name).strip()
        keys = {key.casefold(): key for key in deck.faces()}
        if card not in keys:
            raise OptionError(f"automa variant {text!r}: {deck.title} has no {deck.name} "
                              f"{card!r}; its cards: {', '.join(deck.faces())}")
        key = keys[card]
        if how == TWICE and not deck.doubling:
            raise OptionError(f"automa variant {text!r}: the rules do not allow a card of "
                              f"{deck.title} to be doubled")
        if how == LEFT_OUT and key in deck.kept:
            raise OptionError(f"automa variant {text!r}: {deck.name} {key} cannot be left "
                              f"out ({deck.kept_because})")
        return DeckChange(deck.name, key, how)
    return None


def what_exists(parts: AutomaParts) -> str:
    """The parts a variant may name, for an error message."""
    said = [f"'{deck.name} CARD left out' or '{deck.name} CARD twice' ({deck.title}: "
            f"{', '.join(deck.faces())})" for deck in parts.decks]
    said += [f"'{rule.name} VALUE' ({rule.accepted()})" for rule in parts.rules]
    found = "it has: " + "; ".join(said) if said else "this automa declares no part to change"
    return " ".join([found + ".", *parts.notes])


def describe(parts: AutomaParts) -> list[str]:
    """Each part in a sentence, for the docs and a report's parameters."""
    lines = []
    for deck in parts.decks:
        means = f" ({deck.left_out_means})" if deck.left_out_means else ""
        kept = (f", but not {', '.join(deck.kept)} ({deck.kept_because})" if deck.kept
                else "")
        doubled = ("; each may be doubled" if deck.doubling else
                   "; none may be doubled (its rules fix the deck's size)")
        lines.append(f"{deck.title[:1].upper()}{deck.title[1:]} ('{deck.name} CARD'): "
                     f"{', '.join(deck.cards)}; each card may be left out{means}{kept}"
                     f"{doubled}.")
    for rule in parts.rules:
        alternatives = (f"; natural alternative{'s' if len(rule.alternatives) > 1 else ''}: "
                        + ", ".join(rule.alternatives)) if rule.alternatives else \
            f"; no natural alternative (a designer names a value: {rule.accepted()})"
        lines.append(f"{rule.title} ('{rule.name}'): the rules say {rule.seed}{alternatives}.")
    lines.extend(parts.notes)
    return lines


def announce(log: Log, variant: Variant) -> None:
    """The first line of a variant game's log: it is not the automa the rules describe."""
    if variant:
        log.say("setup", "A variant of the automa, for designers: {variant}. This game does "
                "not play the automa as its rules describe it.", variant=variant.text)


def joined(variants: Iterable[Variant]) -> Variant:
    """Several variants as one (their changes in order)."""
    return Variant(tuple(change for variant in variants for change in variant.changes))
