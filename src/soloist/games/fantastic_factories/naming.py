"""Naming the Machine's cards at the table (`--names`), and the card types Soloist learns.

At a physical table the Machine needs only the type (banner colour) of each blueprint it
takes, so that is what Soloist asks. A person may rather name the card (its title, as
printed): Soloist then tells its type from the card data, and the Machine's compound is
logged card by card. A card whose type the data does not give for certain (Golem and
Motherlode, whose types are inferred) or a card not in the data at all (one of the
Kickstarter edition's, which no public source lists) has its type asked once: it is a fact
of the person's copy (`blueprint type: NAME`), which their component library keeps, so it
is never asked again.
"""

from __future__ import annotations

import difflib
import random
from collections.abc import Generator, Mapping
from pathlib import Path
from typing import NamedTuple

from soloist.engine.library import FactNameError
from soloist.engine.log import Log
from soloist.engine.phrase import phrase
from soloist.engine.questions import Choices, Question, normalise, table_fact
from soloist.games.fantastic_factories.cards import (
    CARD_TYPE_CHOICES,
    RETAIL_CARDS,
    Blueprint,
    CardSet,
    CardType,
    load_cards,
)
from soloist.games.fantastic_factories.machine import Taken
from soloist.games.fantastic_factories.table import TableAtHand, VirtualDeckTable

#: The fact of a card's type: "blueprint type: golem".
TYPE_FACT = "blueprint type: "
#: Typed before a name to say it is a card Soloist's list does not have.
NEW_CARD = "new:"
LONGEST_NAME = 60


def type_fact(name: str) -> str:
    return TYPE_FACT + " ".join(name.split()).casefold()


def uncertain_type(card: Blueprint) -> bool:
    """The card data gives this card's type as an assumption (`assumption = "type …"`)."""
    return bool(card.assumption) and str(card.assumption).casefold().startswith("type")


class Named(NamedTuple):
    """What a person said of a card: its name (None if they gave only its colour), and its
    type when that alone tells it."""

    name: str | None
    type: CardType | None


class CardNames:
    """Reads a typed card: a type or banner colour, a blueprint of the card data by its name
    (case and spaces ignored), or another card's name."""

    def __init__(self, cards: CardSet) -> None:
        self.by_name: dict[str, Blueprint] = {}
        for card in cards.blueprints:
            self.by_name.setdefault(normalise(card.name), card)
        self.names = sorted({card.name for card in cards.blueprints})

    def read(self, text: str, exhausted: frozenset[CardType] = frozenset()) -> Named:
        words = normalise(text)
        if words.startswith(NEW_CARD):
            return self._new(text.strip()[len(NEW_CARD):])
        try:
            kind = CARD_TYPE_CHOICES.find(text).value
        except ValueError:
            kind = None
        if isinstance(kind, CardType):
            if kind in exhausted:
                raise ValueError(phrase("the Machine already holds every {type} of your card "
                                        "data; check the banner colour", type=kind.title))
            return Named(None, kind)
        card = self.by_name.get(words)
        if card is not None:
            return Named(card.name, None if uncertain_type(card) else card.type)
        close = difflib.get_close_matches(words, list(self.by_name), n=1, cutoff=0.8)
        if close:
            known = self.by_name[close[0]].name
            raise ValueError(phrase("{typed}: did you mean {known}? (For a card that is not in "
                                    "Soloist's list, write {new} and its name.)",
                                    typed=repr(text.strip()), known=repr(known), new=NEW_CARD))
        return self._new(text)

    @staticmethod
    def _new(text: str) -> Named:
        name = " ".join(text.split())
        if not any(character.isalpha() for character in name):
            raise ValueError(phrase("write the card's name as printed, or its banner colour"))
        if len(name) > LONGEST_NAME:
            raise ValueError(phrase("a card's name has at most {count} characters",
                                    count=LONGEST_NAME))
        return Named(name, None)


def type_question(name: str, card: Blueprint | None) -> Question:
    """A card's type, asked once: a fact of the person's copy."""
    prompt = (phrase("{card}'s type is not known for certain (the card data infers {type}). "
                     "Its type (banner colour)?", card=name, type=card.type.title)
              if card is not None else
              phrase("{card} is not in Soloist's card data. Its type (banner colour)?",
                     card=name))
    return table_fact(
        "machine.card-type-of-name", prompt,
        choices=CARD_TYPE_CHOICES, fact=type_fact(name), context={"card": name},
        help=phrase("Asked once: Soloist remembers the type of this card for your next games."))


class NamingTable(TableAtHand):
    """A physical table where the person names each card the Machine takes."""

    def __init__(self, cards: CardSet, log: Log) -> None:
        super().__init__(cards, log)
        self.names = CardNames(cards)

    def _ask_card(self, topic: str, what: str, choices: Choices, help: str = "",
                  context: Mapping[str, object] | None = None
                  ) -> Generator[Question, object, Taken]:
        return ask_named(self, self.names, topic, what, choices, context)


class NamingVirtualDeckTable(VirtualDeckTable):
    """`--virtual-deck` with names: the market cards the Machine takes are named."""

    def __init__(self, cards: CardSet, stream: random.Random, log: Log) -> None:
        super().__init__(cards, stream, log)
        self.names = CardNames(cards)

    def _ask_card(self, topic: str, what: str, choices: Choices, help: str = "",
                  context: Mapping[str, object] | None = None
                  ) -> Generator[Question, object, Taken]:
        return ask_named(self, self.names, topic, what, choices, context)


def ask_named(table: TableAtHand, names: CardNames, topic: str, what: str, choices: Choices,
              context: Mapping[str, object] | None) -> Generator[Question, object, Taken]:
    """The card the Machine takes, by its name (or its banner colour); its type is asked
    once for a card the data does not type for certain."""
    exhausted = frozenset(kind for kind in CardType
                          if not any(choice.value is kind for choice in choices))

    def read(text: str) -> Named:
        return names.read(text, exhausted)

    named = yield table_fact(
        f"{topic}-name", phrase("{what} Its name? (Or just its banner colour.)", what=what),
        text=read, examples=tuple(names.names[:3]) or ("blue",), context=context,
        help=phrase("The name printed on the card, as in your card data (or a banner colour: "
                    "blue, yellow, red, purple, gray). For a card that is not in Soloist's "
                    "list, write {new} and its name.", new=NEW_CARD))
    assert isinstance(named, Named)
    kind: object = named.type
    if kind is None:
        assert named.name is not None
        kind = yield type_question(named.name, names.by_name.get(normalise(named.name)))
    assert isinstance(kind, CardType)
    table.held[kind] += 1
    return Taken(kind, named.name)


# -- your components -------------------------------------------------------------------------

def learnable(cards: CardSet) -> list[Blueprint]:
    """The cards of the data whose type Soloist would ask (an inferred type), one per name."""
    seen: dict[str, Blueprint] = {}
    for card in cards.blueprints:
        if uncertain_type(card):
            seen.setdefault(card.name, card)
    return list(seen.values())


def read_type(value: str) -> CardType:
    kind = CARD_TYPE_CHOICES.find(value).value
    assert isinstance(kind, CardType)
    return kind


def card_type_facts(path: Path) -> dict[str, str]:
    """The facts a card data file gives (checked as --cards checks it; an error names the
    file, the card and the field): the type of every blueprint it types for certain that
    Soloist's retail data does not (a card it lacks, an inferred type, or another type)."""
    cards = load_cards.__wrapped__(path)  # read now: the file may have changed since
    retail = {normalise(card.name): card for card in load_cards(RETAIL_CARDS).blueprints}
    facts: dict[str, str] = {}
    for card in cards.blueprints:
        if uncertain_type(card):
            continue  # the file does not know it either
        known = retail.get(normalise(card.name))
        if known is None or uncertain_type(known) or known.type is not card.type:
            facts[type_fact(card.name)] = card.type.value
    return facts


def export_card_file(facts: Mapping[str, str]) -> dict[str, str]:
    """Soloist's retail card data with the types the person told (Golem's, say): a card data
    file for --cards. Cards not in the data are listed in a comment (their cost, tool and
    copies are not known to Soloist: add them to play with them)."""
    import tomllib

    import tomli_w

    told = {key[len(TYPE_FACT):]: value for key, value in facts.items()
            if key.startswith(TYPE_FACT)}
    if not told:
        return {}
    data = tomllib.loads(RETAIL_CARDS.read_text(encoding="utf-8"))
    used: set[str] = set()
    for entry in data["blueprint"]:
        name = normalise(entry["name"])
        if name in told:
            used.add(name)
            entry["type"] = told[name]
            if str(entry.get("assumption", "")).casefold().startswith("type"):
                del entry["assumption"]
    others = sorted(set(told) - used)
    header = ["# Your Fantastic Factories card data, written by `soloist components export "
              "fantastic-factories`:", "# Soloist's retail card data with the types of your "
              "cards as you told them. Play with it:", "# --cards FILE (format: "
              "docs/data-files.md)."]
    if others:
        header += ["#", "# Cards you named that are not in the retail data (add each as a "
                   "[[blueprint]] with its copies,", "# tool, cost and prestige, and raise "
                   "blueprint_total, to play with them):"]
        header += [f"#   {name}: {told[name]}" for name in others]
    return {"fantastic-factories-cards.toml": "\n".join(header) + "\n\n" + tomli_w.dumps(data)}


def still_to_learn(facts: Mapping[str, str]) -> tuple[str, ...]:
    return tuple(
        phrase("the type of {card} (your card data infers {type}); say it when the Machine "
               "takes one in a game where you name the cards it takes, or correct it",
               card=card.name, type=card.type.title)
        for card in learnable(load_cards(RETAIL_CARDS)) if type_fact(card.name) not in facts)


def fact_name(key: str) -> str:
    """"the type of Golem": the card as the retail data names it, else as it was told."""
    name = key[len(TYPE_FACT):] if key.startswith(TYPE_FACT) else key
    retail = {normalise(card.name): card.name for card in load_cards(RETAIL_CARDS).blueprints}
    return phrase("the type of {card}", card=retail.get(normalise(name), name))


def check_name(key: str) -> None:
    """`FactNameError` unless `key` names the type of a card, by a name Soloist keeps."""
    name = key[len(TYPE_FACT):] if key.startswith(TYPE_FACT) else ""
    if not name.strip():
        raise FactNameError(f"Fantastic Factories' components are card types: "
                            f"'{TYPE_FACT}NAME'")
    if len(name) > LONGEST_NAME:
        raise FactNameError(f"a card's name has at most {LONGEST_NAME} characters")
    if not any(character.isalpha() for character in name):
        raise FactNameError("a card's name holds a letter")


def check_fact(key: str, value: str) -> None:
    """The gate of the component library (`GameDefinition.check_fact`): a card's type, as
    Soloist writes it (production, utility, training, special, monument)."""
    check_name(key)
    if value not in {kind.value for kind in CardType}:
        raise ValueError(phrase("{value} is not a card type: production, utility, training, "
                                "special or monument", value=repr(value)))


def read_fact(key: str, value: str) -> str:
    """A card's type typed by hand (its name or its banner colour), as Soloist keeps it."""
    check_name(key)
    try:
        return read_type(value).value
    except Exception:
        raise ValueError(phrase("{value} is not a card type: production, utility, training, "
                                "special or monument (or its banner colour)",
                                value=repr(value))) from None

