"""Facts of the person's copy at a physical table: from the data files where they give
them, else from the person's component library, else asked at the table — and then kept.

A fact one question answers (a city's city cards, the steps between two cities with the
Automa's seals, a number on the Trading Post card) is a *fact question*: the session answers
it from the library when it is known, and the library learns the person's answer. A fact
several questions make up (what a Skill card's action gives, gain by gain; a name chosen
among those already given or typed anew; the Automa cards and trip slides seen so far) is
first looked up silently (`recall`); when the library does not know it, it is asked and the
play keeps what it learned in `learned`, which the driver stores with the answer. Either
way the answers are in the game's record, so a saved game replays the same whatever the
library learns later.

Facts of one game (the contracts dealt, an outpost tile, the card drawn) are ordinary
questions, never kept.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Generator, Iterable
from typing import NamedTuple, TypeVar

from soloist.engine.errors import InvalidAnswer
from soloist.engine.log import Log
from soloist.engine.phrase import Phrase, phrase
from soloist.engine.questions import YES_NO, Choice, Choices, Question, decision, table_fact
from soloist.engine.taps import Taps
from soloist.games.marco_polo_2.components import (
    CITIES,
    CITY_PARTS,
    SKILL_CARDS,
    city_key,
    name_list,
    names,
    skill_key,
    skill_label,
    slug,
    tidy_name,
)
from soloist.games.marco_polo_2.compound import (
    CITY_ASKED,
    city_choices,
    city_fact_text,
    listed,
)
from soloist.games.marco_polo_2.data import Board, SkillCard, TradingPostCard
from soloist.games.marco_polo_2.name_taps import NamesTaps, NumbersTaps
from soloist.games.marco_polo_2.pieces import CHARACTERS
from soloist.games.marco_polo_2.tap_words import NEW

T = TypeVar("T")
Ask = Generator[Question, object, T]

#: The answer a silent look-up gets when the library does not know the fact.
NOT_KNOWN = "(not known yet)"
#: The choice "another one" among names already given: a key no name can be (no ':'); a
#: name typed anew among names offered is written with it (``new: Samarkand``).

CITY_CARD_CHOICES = Choices([Choice("0", phrase("No city card"), 0, ("none", "no")),
                             Choice("1", phrase("1 city card"), 1),
                             Choice("2", phrase("2 city cards"), 2)])
CONTRACT_SPACE_CHOICES = Choices([
    Choice("0", phrase("None: no contracts are placed there"), 0, ("none", "no")),
    Choice("1", phrase("1 contract space"), 1), Choice("2", phrase("2 contract spaces"), 2)])
#: The questions about a city's facts, asked the first time the Automa (or your report)
#: needs them: (topic, prompt, choices).
CITY_QUESTIONS: dict[str, tuple[str, Callable[[str], Phrase], Choices]] = {
    "city_cards": ("city.cards", lambda city: phrase(
        "How many city cards lie beside {city} on your board?", city=city), CITY_CARD_CHOICES),
    "contracts": ("city.contract-spaces", lambda city: phrase(
        "How many contract spaces has {city} on your board?", city=city),
        CONTRACT_SPACE_CHOICES),
    "outpost": ("city.outpost-space", lambda city: phrase(
        "Has {city} an outpost bonus space on your board?", city=city), YES_NO),
    "special": ("city.special", lambda city: phrase(
        "Is {city} a special city (on the board Baghdad, Balkh and Hormuz: two action spaces "
        "of their own)?", city=city), YES_NO),
}


def read_city_fact(fact: str, text: str | None) -> int | bool | None:
    """A city's fact as the library keeps it (None: not known, or not understood)."""
    if text is None:
        return None
    _, _, choices = CITY_QUESTIONS[fact]
    try:
        value = choices.find(text).value
    except ValueError:
        return None
    assert isinstance(value, int | bool)
    return value


def _kept(text: str) -> str:
    """A fact as the library keeps it: any text (its part of the rules reads it)."""
    return text


class CopyAtHand:
    """What a table at hand knows of the person's copy, and how it learns the rest (a part
    of `TableAtHand`)."""

    #: Whether the person's component library is read and taught (companion play); a
    #: modelled table (simulation) and a described position never ask it.
    uses_library: bool = True

    board: Board
    log: Log
    skill: SkillCard | None
    tp_card: TradingPostCard | None

    def init_copy(self, level: int, character: str | None) -> None:
        #: The facts looked up or learned in this play (key → value; None: not known).
        self.memory: dict[str, str | None] = {}
        #: The facts this play learned, for the driver to keep (fact key → value).
        self.learned: dict[str, str] = {}
        self.level = level
        self.character = character
        self.symbol: str | None = None
        #: The cities first named in this play: your components know nothing of them yet.
        self.named_here: set[str] = set()

    # -- looking up, keeping ---------------------------------------------------------------

    def recall(self, key: str, what: str) -> Ask[str | None]:
        """The library's value of `key` (None: not known yet), looked up silently once."""
        if key in self.memory:
            return self.memory[key]
        if not self.uses_library:
            return None
        text = yield table_fact("library.recall", what, text=_kept, examples=(NOT_KNOWN,),
                                fact=key, if_unknown=NOT_KNOWN, context={"fact": key})
        value = None if text == NOT_KNOWN else str(text)
        self.memory[key] = value
        return value

    def teach(self, key: str, value: str) -> None:
        """A fact this play learned (several answers made it up): kept by the driver."""
        self.memory[key] = value
        if self.uses_library:
            self.learned[key] = value

    def known_names(self, key: str, what: str) -> Ask[list[str]]:
        """The names of list fact `key`: those the library holds and those named in this
        play."""
        kept = names((yield from self.recall(key, what)))
        return list(dict.fromkeys([*kept, *names(self.learned.get(key))]))

    def add_name(self, key: str, name: str) -> None:
        """`name` joins the list fact `key`; the driver adds it to the library's list (a list
        grows: `components.merge`), so the list need not be read first."""
        if not self.uses_library:
            return
        present = [*names(self.memory.get(key)), *names(self.learned.get(key))]
        if all(item.casefold() != name.casefold() for item in present):
            self.learned[key] = name_list([*names(self.learned.get(key)), name])

    def ask_name(self, asks: str, topic: str, prompt: str, offered: Iterable[str], *,
                 new_label: str, name_prompt: str, examples: tuple[str, ...],
                 context: dict[str, object] | None = None) -> Ask[str]:
        """A name: one of those given before (a choice), or another one, typed."""
        make = decision if asks == "person" else table_fact
        shown = list(dict.fromkeys(offered))
        if shown:
            picked = yield make(topic, prompt, choices=name_choices(tuple(shown), new_label),
                                text=lambda text: read_typed_name(text, shown),
                                examples=(f"{NEW} {examples[0]}",), context=context,
                                taps=one_new_name(name_prompt, shown))
            if isinstance(picked, str):
                return picked
            if isinstance(picked, TypedName):
                return picked.name
            prompt = name_prompt
        typed = yield make(f"{topic}-name", prompt, text=tidy_name, examples=examples,
                           context=context, taps=one_new_name(name_prompt, (), marked=False))
        assert isinstance(typed, str)
        return next((name for name in shown if name.casefold() == typed.casefold()), typed)

    # -- the board's cities ----------------------------------------------------------------

    def city_fact(self, city: str, fact: str) -> Ask[int | bool]:
        """A fact of `city` (a `CITY_QUESTIONS` name): from the board, else asked once."""
        board = self.board
        if board.knows(city, fact):
            value = getattr(board.locations[city], fact)
            assert isinstance(value, int | bool)
            return value
        topic, prompt, choices = CITY_QUESTIONS[fact]
        name = board.name(city)
        value = yield table_fact(topic, prompt(name), choices=choices,
                                 fact=city_key(name, fact) if self.uses_library else None,
                                 context={"city": city})
        assert isinstance(value, int | bool)
        board.learn(city, fact, value)
        return value

    def city_facts(self, city: str, facts: Iterable[str]) -> Ask[None]:
        """The facts of `city` a step is about to read (`CITY_QUESTIONS` names), asked
        together when more than one is not known: one choice among their combinations. A
        single one is left to its own question (`city_fact`)."""
        board = self.board
        name = board.name(city)
        wanted = [fact for fact in facts if not board.knows(city, fact)]
        if len(wanted) > 1:
            yield from self.recall_city(city, wanted)
            wanted = [fact for fact in wanted if not board.knows(city, fact)]
        if len(wanted) < 2:
            return
        asked = listed([CITY_ASKED[fact] for fact in wanted])
        values = yield table_fact(
            "city.facts", phrase("{city} on your board: {asked}?", city=name, asked=asked),
            choices=city_choices(tuple(wanted)),
            context={"city": city, "facts": ", ".join(wanted)})
        assert isinstance(values, tuple)
        for fact, value in zip(wanted, values, strict=True):
            board.learn(city, fact, value)
            if self.uses_library:
                self.teach(city_key(name, fact), city_fact_text(fact, value))

    def recall_city(self, city: str, facts: Iterable[str]) -> Ask[None]:
        """What the person's components know of `facts` of `city`, looked up silently (not
        for a city first named in this play: they know nothing of it)."""
        board = self.board
        if not self.uses_library or city in self.named_here:
            return
        name = board.name(city)
        for fact in facts:
            if board.knows(city, fact):
                continue
            known = yield from self.recall(city_key(name, fact), f"{name}, {CITY_PARTS[fact]}:")
            value = read_city_fact(fact, known)
            if value is not None:
                board.learn(city, fact, value)

    def city_cards_of(self, cities: list[str]) -> Ask[None]:
        """How many city cards lie beside each of `cities` (those not known yet): one city
        is one choice; several are one typed answer, a number each."""
        board = self.board
        for city in cities:
            yield from self.recall_city(city, ["city_cards"])
        unknown = [city for city in cities if not board.knows(city, "city_cards")]
        if len(unknown) == 1:
            yield from self.city_fact(unknown[0], "city_cards")
            return
        if not unknown:
            return
        names = [board.name(city) for city in unknown]
        counts = yield table_fact(
            "city.cards-each",
            phrase("How many city cards lie beside each of these cities on your board: "
                   "{cities}? (a number for each, in this order)", cities=", ".join(names)),
            text=lambda text: read_card_counts(text, len(unknown)),
            examples=(" ".join(["1"] * len(unknown)),),
            help=phrase("0, 1 or 2 for each city, separated by spaces or commas."),
            context={"cities": ", ".join(unknown)},
            taps=NumbersTaps([phrase("City cards beside {city}?", city=name) for name in names],
                             0,
                             MOST_CITY_CARDS))
        assert isinstance(counts, tuple)
        for city, name, count in zip(unknown, names, counts, strict=True):
            board.learn(city, "city_cards", count)
            if self.uses_library:
                self.teach(city_key(name, "city_cards"), str(count))

    def city_named(self, name: str, *, kept: bool = False) -> str:
        """The city the person named (typed): one of the board's, or a new one of a board
        learned at the table, which the library then keeps (`kept`: it does already)."""
        board = self.board
        wanted = slug(name)
        for city in board.cities:
            if city.name.casefold() == name.casefold() or city.id == wanted:
                return city.id
        assert board.learned, "only a board learned at the table takes a new city"
        board.add_city(wanted, name)
        self.add_name(CITIES, name)
        if not kept:
            self.named_here.add(wanted)
            self.log.say("table", "{city}: a city of your board Soloist did not know; your "
                         "components keep it.", city=name)
        return wanted

    # -- the Skill card and its Trading Post card ------------------------------------------

    def skill_name(self) -> Ask[tuple[str, int]]:
        """The Automa's character and level: the option, or asked the first time its Skill
        card matters (a character the person named before is one choice)."""
        if self.skill is not None:
            return self.skill.character, self.skill.level
        if self.character is None:
            known = yield from self.known_names(SKILL_CARDS, "The Skill cards your components "
                                                "know:")
            # The characters of the base game are public: each is a button from the first
            # game on, beside those named before (a new one is typed once).
            characters = [*(label.rpartition(" L")[0] for label in known), *CHARACTERS]
            self.character = yield from self.ask_name(
                "person", "setup.character",
                phrase("Which character did you choose for the Automa (its Skill card, level "
                       "L{level})?", level=self.level), characters,
                new_label=phrase("Another character (type its name)"),
                name_prompt=phrase("The Automa's character, as its Skill card names it (level "
                                   "L{level})?", level=self.level),
                examples=("Abha Basu",))
            self.log.say("setup", "The Automa plays {character} at level L{level}.",
                         character=self.character, level=self.level)
        self.add_name(SKILL_CARDS, skill_label(self.character, self.level))
        return self.character, self.level

    def skill_part(self, part: str) -> Ask[str | None]:
        character, level = yield from self.skill_name()
        return (yield from self.recall(skill_key(character, level, part),
                                       f"The Skill card {skill_label(character, level)}, "
                                       f"{part}:"))


#: The most city cards beside one city.
MOST_CITY_CARDS = 2


def read_card_counts(text: str, count: int) -> tuple[int, ...]:
    """`count` numbers of city cards (0-2), typed in order."""
    parts = text.replace(",", " ").replace(";", " ").split()
    if len(parts) != count or not all(part.isdigit() for part in parts):
        raise InvalidAnswer(phrase("give {count} numbers, one for each city, in the order asked",
                                   count=count))
    counts = tuple(int(part) for part in parts)
    if max(counts) > MOST_CITY_CARDS:
        raise InvalidAnswer(phrase("a city has at most {most_city_cards} city cards beside it",
                                   most_city_cards=MOST_CITY_CARDS))
    return counts


#: How alike a typed name and an offered one are (difflib's ratio) for the typed one to be
#: asked about as a slip ("did you mean City 7?") rather than kept as another name.
CLOSE_NAME = 0.8


class TypedName(NamedTuple):
    """A name typed at a question that offers names (`read_typed_name`)."""

    name: str


def read_typed_name(text: str, offered: Iterable[str], *, refused: Iterable[str] = (),
                    why_refused: str = "") -> TypedName:
    """A name typed where names are offered, in one step: one of `offered` (any case), or
    one not offered yet, written ``new: NAME`` (or just the name, when it is not close to
    an offered one: a near miss is asked about rather than kept as another name). A name
    in `refused` is refused, saying `why_refused`."""
    words = text.strip()
    forced = words.casefold().startswith(NEW)
    name = tidy_name(words[len(NEW):] if forced else words)
    for other in refused:
        if other.casefold() == name.casefold():
            raise InvalidAnswer(phrase("{other}: {why_refused}", other=other,
                                       why_refused=why_refused))
    shown = list(offered)
    for known in shown:
        if known.casefold() == name.casefold():
            return TypedName(known)
    if not forced:
        close = difflib.get_close_matches(name.casefold(), [k.casefold() for k in shown],
                                          n=1, cutoff=CLOSE_NAME)
        if close:
            known = next(k for k in shown if k.casefold() == close[0])
            raise InvalidAnswer(phrase("{name}: did you mean {known}? (For another one, write "
                                       "{new} {name2}.)", name=repr(name), known=repr(known),
                                       new=NEW, name2=name))
    return TypedName(name)


def one_new_name(prompt: str, offered: Iterable[str], *, marked: bool = True) -> Taps:
    """The taps of a question that asks one name: the names offered are its choices, so
    the taps take only a name not met before, typed once (`marked`: written ``new: NAME``,
    for a question that reads a name among those offered)."""
    return NamesTaps([prompt], (), "A name not met before, as printed", mark_new=marked,
                     taken=tuple(offered))


def name_choices(shown: tuple[str, ...], new_label: str) -> Choices:
    return Choices([*(Choice(name, name, name) for name in shown),
                    Choice(NEW, new_label, None, ("new", "another", "other"))])


__all__ = ["CITY_QUESTIONS", "CLOSE_NAME", "NEW", "NOT_KNOWN", "CopyAtHand", "TypedName",
           "name_choices", "read_typed_name"]
