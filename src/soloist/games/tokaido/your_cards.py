"""Your own Automa and Difficulty Level cards, as Soloist learns them (your components).

The composition of the 16 Automa cards and of the 7 Difficulty Level cards is not public, and
Soloist never guesses it from a few draws. A deck is known when:

- **you count it**: at the end of a companion game Soloist offers to take the count (sort
  the cards by face and count each face: about a minute); or
- **you confirm what your draws suggest**: cards drawn between two shuffles are drawn
  without replacement (the Automa deck is shuffled at setup, at every intermediate inn, and
  when it runs out; the Difficulty Level cards before each player's draws), so the most
  copies of a face seen between two shuffles is a *lower bound* for that face. When the
  lower bounds add up to the size of the deck they *suggest* a composition; one mistyped
  card would make that suggestion wrong, so it is the person's word that makes it known:
  Soloist shows the deck as they would lay it out and they confirm it with one tap; or
- **you import your cards file** (`soloist components import`).

Each deck is one fact of your components, written in the notation of the cards file (the
cards known to be in it: ``1 1 2t 3``; ``village farm``), and ``confirmed: …`` once the
person has given their word for all of it. A newly learned value merges with the known one
face by face, keeping the larger count (both are lower bounds). Draws that would make the
deck larger than it is contradict earlier draws, not the person's word: the newer ones
stand and only the contradicted part of the older goes, with no question (a suggestion the
person declined is no fact). A count that differs from a confirmed deck contradicts what
they said, and Soloist asks which is right. Until a deck is confirmed, companion play asks
what each card drawn shows, and digital play and simulation draw the composition the draws
suggest (once they add up) or Soloist's ASSUMED composition, and say which.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Mapping
from dataclasses import dataclass, field
from functools import cache, lru_cache

from soloist.engine.phrase import Phrase, joined, phrase
from soloist.engine.questions import (
    Choice,
    Choices,
    Question,
    decision,
    said_key,
    table_fact,
)
from soloist.games.tokaido.automa_cards import (
    AUTOMA_CARD_CHOICES,
    AUTOMA_CARD_COUNT,
    DIFFICULTY_CARD_COUNT,
    DIFFICULTY_SPACES,
    AutomaCard,
    PersonCards,
    assumed_cards,
)
from soloist.games.tokaido.road import Space

#: A deck's fact when nothing of it is known (a silent question's answer).
NOTHING_KNOWN = "none"


def _automa_face(text: str) -> str:
    return AutomaCard.parse(text).key


def _difficulty_face(text: str) -> str:
    word = text.strip().casefold().replace("-", "_")
    word = "village" if word == "shop" else word
    try:
        space = Space(word)
    except ValueError:
        space = None
    if space is None or space is Space.INN:
        raise ValueError(phrase("{text} is not a Difficulty Level card: write one of {spaces}",
                                text=repr(text),
                                spaces=", ".join(space.value.replace("_", "-")
                                                 for space in DIFFICULTY_SPACES)))
    return space.value


@dataclass(frozen=True, eq=False)
class DeckFact:
    """One deck of the person's copy, as a fact of their components."""

    fact: str  # the fact's name: "automa deck"
    title: str  # "Automa cards"
    size: int
    faces: tuple[str, ...]  # every face a card may show, in the order counts are asked
    labels: Mapping[str, str]  # each face as a person reads it on the card
    read_face: Callable[[str], str] = field(repr=False)
    example: str = ""
    short: Mapping[str, str] = field(default_factory=dict)  # each face in a list of counts

    def read(self, text: str) -> KnownDeck:
        """What a fact's text says is known of the deck; `ValueError` naming a card that is
        not one."""
        return _read(self, text)

    def known(self, facts: Mapping[str, str]) -> KnownDeck:
        """What `facts` (a component library) know of this deck: nothing when the fact is
        missing or does not read."""
        text = facts.get(self.fact)
        if text is None:
            return self.nothing
        try:
            return self.read(text)
        except ValueError:
            return self.nothing

    @property
    def nothing(self) -> KnownDeck:
        return KnownDeck(self, (0,) * len(self.faces))

    def corrected(self, known: str, given: str) -> str:
        """What is known of the deck once the person says `given` (this game's lower bounds)
        is right where it contradicts `known` (the deck would hold more cards than it does):
        every count `given` shows is kept, and of `known`'s counts as many as fit, the
        deck's overflow taken from the counts `given` does not support (the largest surplus
        first; between equal ones, the last face), so that not every card known so far is
        lost for one contradiction."""
        mine, theirs = self.read(known), self.read(given)
        if theirs.confirmed:  # the person's word for the whole deck (a count) replaces it all
            return theirs.text
        counts = list(map(max, mine.counts, theirs.counts))
        for _ in range(sum(counts) - self.size):
            surplus, index = max((count - shown, index) for index, (count, shown)
                                 in enumerate(zip(counts, theirs.counts, strict=True)))
            if surplus <= 0:
                break
            counts[index] -= 1
        return KnownDeck(self, tuple(counts)).text

    def merge(self, known: str, learned: str) -> str | None:
        """The library's value once `learned` meets `known`: lower bounds merge face by face
        (the larger count); a confirmed deck stands, and so does a confirmation of the lower
        bounds known. Lower bounds that together hold more cards than the deck are draws
        against draws, neither the person's word (a suggestion they did not confirm is no
        fact): the newer draws stand and only the part they contradict goes (`corrected`),
        with no question; the count at the end of a game settles the deck. None when they
        contradict the person's word (a card beyond a confirmed deck, two different
        confirmed decks, lower bounds a confirmed deck does not hold), when `learned` alone
        holds more cards than the deck, or when either text does not read."""
        try:
            before, new = self.read(known), self.read(learned)
        except ValueError:
            return None
        merged = before.merged(new)
        if before.confirmed or new.confirmed:
            confirmed = before if before.confirmed else new
            if merged.counts != confirmed.counts:
                return None
            return confirmed.text
        if not merged.too_many:
            return merged.text
        settled = self.read(self.corrected(known, learned))
        return None if settled.too_many else settled.text


#: How a fact's text marks a deck the person has confirmed ("confirmed: 1 1 2t …").
CONFIRMED = "confirmed:"
#: The same mark as a person types it in their language (`KnownDeck.typed`).
CONFIRMED_SAID = phrase("confirmed:")


@dataclass(frozen=True)
class KnownDeck:
    """What is known of a deck: for each face, at least this many copies; `confirmed` when
    the person has given their word that these are all their cards (a count, a confirmation
    of what their draws suggested, their cards file)."""

    deck: DeckFact
    counts: tuple[int, ...]
    confirmed: bool = False

    @property
    def total(self) -> int:
        return sum(self.counts)

    @property
    def complete(self) -> bool:
        """The lower bounds add up to the deck's size: they suggest its composition (known
        once the person confirms it: `confirmed`)."""
        return self.total == self.deck.size

    @property
    def suggested(self) -> bool:
        """The lower bounds add up to the deck, but the person has not confirmed it."""
        return self.complete and not self.confirmed

    @property
    def too_many(self) -> bool:
        """More cards than the deck holds: something a person said was wrong."""
        return self.total > self.deck.size

    @property
    def cards(self) -> list[str]:
        """Each card known, by its face's key, face by face."""
        return [face for face, count in zip(self.deck.faces, self.counts, strict=True)
                for _ in range(count)]

    @property
    def text(self) -> str:
        """The fact's text: each card known, in the cards file's notation, a face in words
        ("hot-spring", never the key "hot_spring": a person reads and types it); "confirmed: "
        first when the person has confirmed them."""
        cards = " ".join(face.replace("_", "-") for face in self.cards) or NOTHING_KNOWN
        return f"{CONFIRMED} {cards}" if self.confirmed else cards

    @property
    def typed(self) -> str:
        """`text` as the person types it in their language: a phrase whose English is
        `text`, "confirmed:" and the Automa cards' keys said in the language ("1tg" in
        German); `read_typed` reads it back."""
        cards = joined([_typed_face(face) for face in self.cards], " ") or NOTHING_KNOWN
        return phrase("{confirmed} {cards}", confirmed=CONFIRMED_SAID, cards=cards) \
            if self.confirmed else cards

    def count(self, face: str) -> int:
        return self.counts[self.deck.faces.index(face)]

    def merged(self, other: KnownDeck) -> KnownDeck:
        """Both lower bounds, face by face the larger (not confirmed: a confirmation is the
        person's word for one composition, `DeckFact.merge`)."""
        return KnownDeck(self.deck, tuple(map(max, self.counts, other.counts)))

    def with_count(self, face: str, count: int) -> KnownDeck:
        counts = list(self.counts)
        counts[self.deck.faces.index(face)] = count
        return KnownDeck(self.deck, tuple(counts))

    def as_confirmed(self) -> KnownDeck:
        """The same cards, with the person's word that they are the whole deck."""
        assert self.complete, "only a whole deck can be confirmed"
        return KnownDeck(self.deck, self.counts, confirmed=True)

    def parts(self) -> str:
        """"range 1 ×3, range 2 + Temple ×1, …": each face with its count."""
        deck = self.deck
        said = ""
        for face, count in zip(deck.faces, self.counts, strict=True):
            if count:
                part = phrase("{face} ×{count}", face=deck.short.get(face, deck.labels[face]),
                              count=count)
                said = phrase("{list}, {item}", list=said, item=part) if said else part
        return said

    @property
    def summary(self) -> str:
        """How the log says it when Soloist answers from the person's components: in words,
        never the cards file's keys ("1t 2i"): "15 of 16: range 3 + Temple ×15"."""
        if not self.total:
            return phrase("none")
        if self.confirmed:
            return phrase("all {size} (confirmed): {parts}", size=self.deck.size,
                          parts=self.parts())
        return phrase("{total} of {size}: {parts}", total=self.total, size=self.deck.size,
                      parts=self.parts())

    def describe(self) -> str:
        """"9 of 16 known: range 1 ×3, range 2 with the Temple icon ×1, …"."""
        deck = self.deck
        if not self.total:
            return phrase("none of the {size} known yet", size=deck.size)
        if self.too_many:
            return phrase("{total} cards recorded, more than the {size} the deck holds (an "
                          "answer was wrong: correct or forget this fact): {parts}",
                          total=self.total, size=deck.size, parts=self.parts())
        if self.confirmed:
            return phrase("all {size} known (confirmed): {parts}", size=deck.size,
                          parts=self.parts())
        if self.complete:
            return phrase("all {size} suggested by your draws, not confirmed yet (one wrong "
                          "answer would make them wrong): {parts}", size=deck.size,
                          parts=self.parts())
        return phrase("{total} of {size} known so far: {parts}", total=self.total,
                      size=deck.size, parts=self.parts())


def _typed_face(face: str) -> str:
    """A face's key as typed in a language (an Automa card's: `said_key`)."""
    choice = AUTOMA_CARD_CHOICES.by_key.get(face)
    return said_key(choice) if choice is not None else face.replace("_", "-")


def read_typed(deck: DeckFact, text: str) -> KnownDeck:
    """A deck's text as a person typed it in any language Soloist speaks ("bestätigt: 1 1
    1tg …", as `KnownDeck.typed` shows it): its words read as the English ones (the
    catalogs read only when the text does not read in English)."""
    try:
        return deck.read(text)
    except ValueError:
        words = text.replace(",", " ").split()
        english = [_typed_words().get(_unbracketed(word).casefold(), _unbracketed(word))
                   for word in words]
        if english == words:
            raise
        return deck.read(" ".join(english))


@cache
def _typed_words() -> dict[str, str]:
    """Each language's "confirmed:" and Automa card keys, as typed (any case; the
    pseudo-language's without its brackets) → the English."""
    from soloist.i18n import ENGLISH, languages, translator

    said_words = [CONFIRMED_SAID, *(said_key(choice) for choice in AUTOMA_CARD_CHOICES)]
    found: dict[str, str] = {}
    for language in languages():
        if language == ENGLISH:
            continue
        say = translator(language)
        for english in said_words:
            if isinstance(english, Phrase):
                word = _unbracketed(say.text(english, game="tokaido")).casefold()
                found.setdefault(word, str(english))
    return found


def _unbracketed(word: str) -> str:
    return word.replace("[", "").replace("]", "")


@lru_cache(maxsize=256)
def _read(deck: DeckFact, text: str) -> KnownDeck:
    counts = [0] * len(deck.faces)
    stripped = text.strip()
    confirmed = stripped.casefold().startswith(CONFIRMED)
    if confirmed:
        stripped = stripped[len(CONFIRMED):]
    words = stripped.replace(",", " ").split()
    if words != [NOTHING_KNOWN]:
        for word in words:
            counts[deck.faces.index(deck.read_face(word))] += 1
    known = KnownDeck(deck, tuple(counts), confirmed)
    if confirmed and not known.complete:
        raise ValueError(phrase("a confirmed deck lists all {size} {deck}, not {total}",
                                size=deck.size, deck=deck.title, total=known.total))
    return known


def _short(card: AutomaCard) -> str:
    """"range 2 + Temple": an Automa card in a list of counts."""
    icons = card.icons
    if not icons:
        return phrase("range {range}", range=card.range)
    if len(icons) == 1:
        return phrase("range {range} + {icon}", range=card.range, icon=icons[0])
    return phrase("range {range} + {first} + {second}", range=card.range, first=icons[0],
                  second=icons[1])


def _automa_faces() -> tuple[AutomaCard, ...]:
    return tuple(AutomaCard(reach, temple, inn)
                 for reach in (1, 2, 3)
                 for temple, inn in ((False, False), (True, False), (False, True), (True, True)))


AUTOMA_DECK = DeckFact(
    "automa deck", phrase("Automa cards"), AUTOMA_CARD_COUNT,
    tuple(card.key for card in _automa_faces()),
    {card.key: card.label for card in _automa_faces()},
    _automa_face, example="1 1 2t 3",
    short={card.key: _short(card) for card in _automa_faces()},
)
DIFFICULTY_DECK = DeckFact(
    "difficulty deck", phrase("Difficulty Level cards"), DIFFICULTY_CARD_COUNT,
    tuple(space.value for space in DIFFICULTY_SPACES),
    {space.value: space.title if space is not Space.VILLAGE else phrase("Shop (Village)")
     for space in DIFFICULTY_SPACES},
    _difficulty_face, example="village farm",
)
DECKS = (AUTOMA_DECK, DIFFICULTY_DECK)
DECK_BY_FACT = {deck.fact: deck for deck in DECKS}

#: The 3-player Preparations offsets of the person's rulebook (not public): one fact per
#: order of leaving the first inn, the coins it adds to a traveller's starting coins.
PREPARATIONS_FACTS = {1: "preparations: leaving first", 2: "preparations: leaving second",
                      3: "preparations: leaving third"}
PREPARATIONS_RANGE = (-5, 5)


class DrawnSinceShuffle:
    """Lower bounds on a deck from the cards drawn at the table between two shuffles.

    `learned` is the play's mapping of facts it established by itself (`Play.learned`):
    each new lower bound is written there, for the component library to keep. Once the
    whole deck is known (`whole`: counted, confirmed or from a file), the draws teach
    nothing more, and only the faces still in the deck can be drawn (`left`)."""

    __slots__ = ("bounds", "deck", "drawn", "learned", "since", "whole")

    def __init__(self, deck: DeckFact, learned: dict[str, str],
                 whole: KnownDeck | None = None) -> None:
        self.deck = deck
        self.learned = learned
        self.since = [0] * len(deck.faces)
        self.bounds = [0] * len(deck.faces)
        self.drawn = 0
        self.whole = whole

    def shuffled(self) -> None:
        self.since = [0] * len(self.deck.faces)
        self.drawn = 0

    @property
    def empty(self) -> bool:
        """Every card has been drawn since the last shuffle."""
        return self.drawn >= self.deck.size

    def drew(self, face: str) -> None:
        index = self.deck.faces.index(face)
        self.since[index] += 1
        self.drawn += 1
        if self.since[index] > self.bounds[index]:
            self.bounds[index] = self.since[index]
            known = self.known
            if self.whole is None and not known.too_many:  # more cards than the deck holds:
                self.learned[self.deck.fact] = known.text  # an answer was wrong: no knowledge

    @property
    def known(self) -> KnownDeck:
        return KnownDeck(self.deck, tuple(self.bounds))

    def left(self) -> tuple[str, ...]:
        """The faces that can still be in the deck: with the whole deck known, those not all
        drawn since the last shuffle (all of them after a shuffle); else every face."""
        whole = self.whole
        if whole is None:
            return self.deck.faces
        since = [0] * len(self.deck.faces) if self.empty else self.since
        return tuple(face for face, count, drawn in zip(self.deck.faces, whole.counts, since,
                                                        strict=True) if count > drawn)


#: Where a game's cards come from, for each deck: the person's cards file, their components
#: (the whole deck known: confirmed), the composition their draws suggest (not confirmed),
#: Soloist's ASSUMED composition, or the physical cards at the table (asked as drawn).
FILE, YOURS, SUGGESTED, ASSUMED, TABLE = "file", "yours", "suggested", "assumed", "table"


@dataclass(frozen=True)
class CardsUsed:
    """Which Automa and Difficulty Level cards a game uses (`FILE`, `YOURS`, `SUGGESTED`,
    `ASSUMED` or `TABLE`, each deck on its own), and what is known of the person's."""

    automa: str
    difficulty: str
    known_automa: KnownDeck | None = None
    known_difficulty: KnownDeck | None = None

    @property
    def any_assumed(self) -> bool:
        return ASSUMED in (self.automa, self.difficulty)

    @property
    def any_unconfirmed(self) -> bool:
        """Some deck drawn is not the person's word: ASSUMED, or suggested by their draws."""
        return bool({ASSUMED, SUGGESTED} & {self.automa, self.difficulty})

    def result_words(self) -> str:
        """What a result line adds ("with the ASSUMED Automa and Difficulty Level cards, not
        the real ones"), empty when the game drew the person's own cards from a file or at
        the table."""
        automa, difficulty = self.automa, self.difficulty
        if automa == ASSUMED and difficulty == ASSUMED:
            return phrase("with the ASSUMED Automa and Difficulty Level cards, not the real ones")
        if automa == YOURS and difficulty == YOURS:
            return phrase("with your own Automa and Difficulty Level cards (your components)")
        if automa == YOURS and difficulty == ASSUMED:
            return phrase("with your own Automa cards and the ASSUMED Difficulty Level cards, "
                          "not the real ones")
        if automa == ASSUMED and difficulty == YOURS:
            return phrase("with the ASSUMED Automa cards, not the real ones, and your own "
                          "Difficulty Level cards")
        if SUGGESTED not in (automa, difficulty):
            return ""
        return phrase("with {automa} and {difficulty}",
                      automa=_source_words(automa, AUTOMA_DECK),
                      difficulty=_source_words(difficulty, DIFFICULTY_DECK))


def _source_words(source: str, deck: DeckFact) -> str:
    if source == SUGGESTED:
        return phrase("the {deck} your draws suggest (not confirmed)", deck=deck.title)
    if source == ASSUMED:
        return phrase("the ASSUMED {deck}, not the real ones", deck=deck.title)
    return phrase("your own {deck} (your components)", deck=deck.title)


def known_so_far(automa: KnownDeck, difficulty: KnownDeck) -> str:
    """"Your components hold 9 of your 16 Automa cards and none of your 7 Difficulty Level
    cards so far"."""
    def part(known: KnownDeck) -> str:
        deck = known.deck
        if known.too_many:
            return phrase("more than your {size} {deck} (a wrong answer to correct)",
                          size=deck.size, deck=deck.title)
        if known.suggested:
            return phrase("all of your {size} {deck} as your draws suggest them (not "
                          "confirmed)", size=deck.size, deck=deck.title)
        if not known.total:
            return phrase("none of your {size} {deck}", size=deck.size, deck=deck.title)
        if known.complete:
            return phrase("all of your {size} {deck}", size=deck.size, deck=deck.title)
        return phrase("{total} of your {size} {deck}", total=known.total, size=deck.size,
                      deck=deck.title)
    return phrase("Your components hold {automa} and {difficulty} so far", automa=part(automa),
                  difficulty=part(difficulty))


def assumed_words(used: CardsUsed) -> str:
    """Which cards a game uses that are not the person's word, described: "Soloist's own
    cards, an invented composition: …", "the Automa cards your draws suggest, not confirmed
    …"."""
    assumed = assumed_cards()
    if used.automa == ASSUMED and used.difficulty == ASSUMED:
        return phrase("Soloist's own cards, {assumption}", assumption=str(assumed.assumption))
    cards = assumed.automa_cards
    words = {
        (AUTOMA_DECK, ASSUMED): phrase(
            "Soloist's own Automa cards, invented: ranges {ranges}; the Temple icon on "
            "{temples} cards, the Inn icon on {inns}",
            ranges=joined(phrase("{count}×{range}", count=sum(card.range == reach
                                                               for card in cards),
                                 range=reach) for reach in (1, 2, 3)),
            temples=sum(card.temple for card in cards), inns=sum(card.inn for card in cards)),
        (DIFFICULTY_DECK, ASSUMED): phrase(
            "Soloist's own Difficulty Level cards, invented: {cards}",
            cards=joined(DIFFICULTY_DECK.labels[space.value]
                         for space in assumed.difficulty_cards)),
        (AUTOMA_DECK, SUGGESTED): phrase("the Automa cards your draws suggest (not confirmed: "
                                         "one wrong answer would make them wrong)"),
        (DIFFICULTY_DECK, SUGGESTED): phrase("the Difficulty Level cards your draws suggest "
                                             "(not confirmed)"),
        (AUTOMA_DECK, YOURS): phrase("your own Automa cards (your components)"),
        (DIFFICULTY_DECK, YOURS): phrase("your own Difficulty Level cards (your components)"),
    }
    automa = words[AUTOMA_DECK, used.automa]
    difficulty = words[DIFFICULTY_DECK, used.difficulty]
    if used.difficulty == YOURS:
        return phrase("{automa}, and {difficulty}", automa=automa, difficulty=difficulty)
    return phrase("{automa} and {difficulty}", automa=automa, difficulty=difficulty)


@lru_cache(maxsize=64)
def cards_for(automa: KnownDeck, difficulty: KnownDeck) -> tuple[PersonCards, CardsUsed]:
    """The cards digital play and simulation draw: each deck from the person's components
    when all of it is known (confirmed, or suggested by their draws: said so), else
    Soloist's assumed composition of it. (Made once per pair: every simulated game asks.)"""
    assumed = assumed_cards()
    automa_cards = (tuple(AutomaCard.parse(face) for face in automa.cards)
                    if automa.complete else assumed.automa_cards)
    difficulty_cards = (tuple(Space(face) for face in difficulty.cards)
                        if difficulty.complete else assumed.difficulty_cards)
    used = CardsUsed(_source(automa), _source(difficulty), automa, difficulty)
    note = assumed.assumption if used.any_assumed else None
    cards = PersonCards(automa_cards, difficulty_cards, None, (), note, "your components")
    return cards, used


def _source(known: KnownDeck) -> str:
    if known.confirmed:
        return YOURS
    return SUGGESTED if known.complete else ASSUMED


def preparations_offset(rank: int, facts: Mapping[str, str]) -> int | None:
    text = facts.get(PREPARATIONS_FACTS[rank])
    try:
        return int(text) if text is not None else None
    except ValueError:
        return None


# -- the questions ---------------------------------------------------------------------------

@lru_cache(maxsize=4)
def your_deck_question(deck: DeckFact) -> Question:
    """What the person's components know of `deck` (a silent fact: never asked)."""
    return table_fact(
        f"components.{deck.fact.replace(' ', '-')}",
        phrase("Your {deck} known so far:", deck=deck.title),
        text=deck.read, examples=(deck.example,), fact=deck.fact, if_unknown=NOTHING_KNOWN,
        help=phrase("The cards known to be in your {size} {deck}, learned from your games.",
                    size=deck.size, deck=deck.title))


COUNT_NOW = Choices([Choice("count", phrase("Yes: I count them now"), True, ("yes", "y")),
                     Choice("later", phrase("Not now"), False, ("no", "n", "not now"))])
CONFIRM = Choices([Choice("yes", phrase("Yes: these are my cards"), True, ("y", "confirm")),
                   Choice("no", phrase("No, or not sure"), False, ("n", "not sure"))])

#: When the person is asked to confirm what their draws suggest (`confirm_question`): at
#: setup, at an inn, or once the game is over.
AT_SETUP, AT_THE_INN, GAME_OVER = "setup", "inn", "over"


def confirm_question(known: KnownDeck, when: str) -> Question:
    """"Your draws suggest your 16 Automa cards are …: are they?", one tap; the table view
    lays the cards out as the person would (`context["cards"]`). `when`: AT_SETUP,
    AT_THE_INN or GAME_OVER."""
    deck = known.deck
    size, title, cards = deck.size, deck.title, known.parts()
    if when == AT_THE_INN:
        prompt = phrase("At the inn: Your draws suggest your {size} {deck} are: {cards}. Are "
                        "they?", size=size, deck=title, cards=cards)
    elif when == GAME_OVER:
        prompt = phrase("The game is over. Your draws suggest your {size} {deck} are: {cards}. "
                        "Are they?", size=size, deck=title, cards=cards)
    else:
        prompt = phrase("Your draws suggest your {size} {deck} are: {cards}. Are they?",
                        size=size, deck=title, cards=cards)
    help = (phrase("Lay your {deck} out by face to check: one wrong answer at the table would "
                   "make this wrong. Soloist then draws them for the Automas itself, and your "
                   "own cards can stay in the box. \"No\" keeps them at the table, and Soloist "
                   "offers to count them at the end of the game.", deck=title)
            if deck is AUTOMA_DECK else
            phrase("Lay your {deck} out by face to check: one wrong answer at the table would "
                   "make this wrong. Soloist then draws them for the Automas itself. \"No\" "
                   "keeps them at the table, and Soloist offers to count them at the end of the "
                   "game.", deck=title))
    return table_fact(
        "components.confirm", prompt,
        choices=CONFIRM, context={"deck": deck.fact, "cards": known.text}, help=help)


COUNT_AGAIN = Choices([Choice("again", phrase("Count again"), True, ("yes", "y")),
                       Choice("later", phrase("Leave it for another time"), False, ("no", "n"))])


#: "Two cards show the same space": the Difficulty Level cards are then counted face by face.
REPEATED = "repeated"
MISSING_SPACE = Choices([
    *(Choice(space.value, DIFFICULTY_DECK.labels[space.value], space.value, aliases)
      for space, aliases in ((space, (space.value.replace("_", " "),))
                             for space in DIFFICULTY_SPACES)),
    Choice(REPEATED, phrase("None: two cards show the same space"), REPEATED, ("none", "same")),
])


def count_difficulty_cards() -> Generator[Question, object, KnownDeck | None]:
    """The person's Difficulty Level cards: 7 cards for 8 spaces, assumed to show different
    spaces (README), so one tap says them all (the space on none of them); if two cards show
    the same space, they are counted face by face."""
    missing = yield table_fact(
        "components.count-missing",
        phrase("Lay out your {count} {deck}: which space is on none of them?",
               count=DIFFICULTY_CARD_COUNT, deck=DIFFICULTY_DECK.title),
        choices=MISSING_SPACE, context={"deck": DIFFICULTY_DECK.fact},
        help=phrase("There are 8 kinds of space for 7 cards. If two of your cards show the same "
                    "space, say so: Soloist then asks how many show each."))
    if missing == REPEATED:
        return (yield from count_deck(DIFFICULTY_DECK))
    return KnownDeck(DIFFICULTY_DECK, tuple(int(face != missing)
                                            for face in DIFFICULTY_DECK.faces), confirmed=True)


def count_offer(deck: DeckFact, known: KnownDeck) -> Question:
    """At the end of a companion game: count a deck not known yet?"""
    face = phrase("out by the space each shows") if deck is DIFFICULTY_DECK else \
        phrase("by face (range and icons) and count each")
    if known.too_many:
        so_far = phrase("The {deck} recorded make more than your {size}: an answer was wrong.",
                        deck=deck.title, size=deck.size)
    elif known.suggested:
        so_far = phrase("Your draws suggested all {size} of your {deck}, not confirmed.",
                        size=deck.size, deck=deck.title)
    else:
        so_far = phrase("Soloist knows {total} of your {size} {deck} so far.",
                        total=known.total, size=deck.size, deck=deck.title)
    return decision(
        "components.count-offer",
        phrase("The game is over. {so_far} Count them now, so that digital play and simulation "
               "draw your own? Sort the {size} cards {face}: about a minute.", so_far=so_far,
               size=deck.size, face=face),
        choices=COUNT_NOW, context={"deck": deck.fact, "known": known.total},
        help=phrase("Soloist never guesses your cards. Without a count it learns them from the "
                    "cards you draw (the most of each seen between two shuffles), which takes a "
                    "few games."))


@lru_cache(maxsize=512)
def count_question(deck: DeckFact, face: str, remaining: int) -> Question:
    return table_fact(
        "components.count",
        phrase("How many of your {deck} show {face}?", deck=deck.title,
               face=deck.labels[face]),
        between=(0, remaining), context={"deck": deck.fact, "face": face},
        help=phrase("{remaining} of the {size} cards are not counted yet.",
                    remaining=remaining, size=deck.size))


#: How many times a count that does not add up may be taken again in one game.
RECOUNTS = 1


def count_deck(deck: DeckFact) -> Generator[Question, object, KnownDeck | None]:
    """The person's count of `deck`, face by face (a face is not asked once every card is
    counted); None if the counts do not add up and they leave it for another time (or the
    recount does not add up either)."""
    for attempt in range(RECOUNTS + 1):
        counts: list[int] = []
        remaining = deck.size
        for face in deck.faces:
            if not remaining:
                counts.append(0)
                continue
            count = yield count_question(deck, face, remaining)
            assert isinstance(count, int)
            counts.append(count)
            remaining -= count
        if not remaining:
            return KnownDeck(deck, tuple(counts), confirmed=True)
        if attempt == RECOUNTS:
            break
        again = yield decision(
            "components.count-again",
            phrase("Your counts make {count} {deck}, not {size}. Count again?",
                   count=deck.size - remaining, deck=deck.title, size=deck.size),
            choices=COUNT_AGAIN, context={"deck": deck.fact})
        if not again:
            break
    return None
