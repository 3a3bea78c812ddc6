"""A compound answer built by taps on a picture of the component.

At the table a person tells Soloist what a component shows: an Automa card's bonus action
and main actions in order, the kinds of a tile's spaces, the colours around a track. Such an
answer is several things at once, and a person builds it by tapping, one thing at a time,
while the drawing of the component grows. Behind the taps the answer is the very text a
person could type: the question's text rule reads it and the record keeps it, so a game
answered by taps replays exactly as one answered by typing.

A game writes a `Taps` beside the question that uses it (``table_fact(..., text=rule,
taps=CardTaps(...))``). Its `draft` is the answer built so far, a tuple of words (the keys
of the taps made, in order). The taps are made one of two ways, as each `Step` says:

- **in a row**: each tap adds its word at the end (a card's actions from top to bottom, the
  cities of a trip slide); `back` takes the last one off;
- **painting**: the step names `spots`, the places of the drawing (a tile's spaces, the
  positions of a track), and a tap sets one spot to the chosen tap's word (a brush); the
  draft holds one word per spot, "" for a spot not painted yet.

A step may also take a `new_name`: a name printed on a component that Soloist meets for the
first time, typed once; after that it is one of the taps.

Where a draft can grow no further (an Automa card once its last action, Books, is tapped; the
one city a question asks), `whole` says so, and a driver answers with it at once: no "Done"
to press.

A driver (the web pages, the terminal) keeps the draft between taps and asks the `Taps`
only what the next tap can be, what the draft looks like and, when the person is done, the
text it stands for. The draft is never part of a game's record: only the finished answer.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, NamedTuple

from soloist.engine.errors import InvalidAnswer
from soloist.engine.phrase import phrase

if TYPE_CHECKING:
    from soloist.engine.tableview import HexBoard, Piece

#: The answer built so far: the words of the taps made.
Draft = tuple[str, ...]

#: The words of the button that answers with a whole draft, unless a step says otherwise.
DONE = phrase("Done")

#: The most words a draft may hold, and the longest word (a draft comes back from a page).
MOST_WORDS = 200
LONGEST_WORD = 80


class Tap(NamedTuple):
    """One thing a tap can give: `key`, the word it puts in the draft; `label`, what a
    person reads; `face`, its picture (a seal as a seal, a card type as its card)."""

    key: str
    label: str
    face: Piece | None = None


class Step(NamedTuple):
    """What the next tap can be.

    `prompt` says what to tap ("Its next main action, from the top?"); `taps` the choices.
    With `spots` (each spot's words, in the draft's order from its word number `offset`)
    the step paints: a tap names a spot and sets it to one of `taps`; without, a tap adds its
    word at the end. `new_name`,
    when given, is what to type for a name not among the taps ("A city not met before: its
    name as printed"). `done` says the draft is a whole answer now (a driver offers to
    answer with it); `done_label` is that button's words.
    """

    prompt: str
    taps: tuple[Tap, ...] = ()
    spots: tuple[str, ...] = ()
    new_name: str = ""
    done: bool = False
    done_label: str = DONE
    offset: int = 0

    @property
    def paints(self) -> bool:
        return bool(self.spots)

    def tap(self, key: str) -> Tap:
        found = next((tap for tap in self.taps if tap.key == key), None)
        if found is None:
            raise InvalidAnswer(phrase("{key} cannot be tapped now; {prompt}", key=repr(key),
                                       prompt=self.prompt))
        return found


class Taps(ABC):
    """How a question's compound answer is built by taps (see the module's words)."""

    def start(self) -> Draft:
        """The draft before the first tap (painting: one "" per spot)."""
        return ()

    @abstractmethod
    def step(self, draft: Draft) -> Step:
        """What the next tap can be, given the draft so far."""

    @abstractmethod
    def text(self, draft: Draft) -> str:
        """The answer the draft stands for, as a person would type it (the question's
        text rule reads it; the record keeps it)."""

    def picture(self, draft: Draft) -> Piece | HexBoard | None:
        """The component as drawn so far (None: the taps alone show it)."""
        return None

    def name_word(self, name: str) -> str:
        """The word a typed new name puts in the draft (`InvalidAnswer` if it cannot be
        one)."""
        return name

    def whole(self, draft: Draft) -> bool:
        """Whether the draft is the whole answer, with nothing more it could take: a driver
        then answers with it at once (no "Done" to press)."""
        return False

    def shown(self, draft: Draft) -> str:
        """The draft in a person's words, for a screen reader and the terminal."""
        return self.text(draft) if any(draft) else ""

    def answer_words(self, text: str) -> str:
        """A finished answer (the text the record keeps) as the person reads it back, in
        their language where it names the game's terms ("purple blue", said "Lila Blau"):
        here, the text itself."""
        return text

    # -- what a driver does with a tap ----------------------------------------------------

    def add(self, draft: Draft, key: str) -> Draft:
        """The draft after tapping `key` in a row (adding its word at the end)."""
        step = self.step(draft)
        if step.paints:
            raise InvalidAnswer(phrase("tap a place of the drawing; {prompt}",
                                       prompt=step.prompt))
        return checked((*draft, step.tap(key).key))

    def paint(self, draft: Draft, spot: int, key: str) -> Draft:
        """The draft after painting spot number `spot` (from 0) with `key`."""
        step = self.step(draft)
        if not step.paints:
            raise InvalidAnswer(phrase("nothing to paint here; {prompt}", prompt=step.prompt))
        if not 0 <= spot < len(step.spots):
            raise InvalidAnswer(phrase("there is no place {place} to tap; {prompt}",
                                       place=spot + 1, prompt=step.prompt))
        tap = step.tap(key)
        end = step.offset + len(step.spots)
        painted = list(draft[:end]) + [""] * (end - len(draft))
        painted[step.offset + spot] = self.painted(painted[step.offset + spot], tap)
        return checked(tuple(painted))

    def painted(self, now: str, tap: Tap) -> str:
        """What a spot showing `now` shows once painted with `tap`: by default the tap's word
        (a game may add a mark to what is there instead)."""
        return tap.key

    def named(self, draft: Draft, name: str) -> Draft:
        """The draft after typing a new name (where the step takes one)."""
        step = self.step(draft)
        tidied = " ".join(name.split())
        if not step.new_name:
            raise InvalidAnswer(phrase("no name is asked here; {prompt}", prompt=step.prompt))
        if not tidied:
            raise InvalidAnswer(phrase("no name given; {what}", what=step.new_name))
        return checked((*draft, self.name_word(tidied)))

    def back(self, draft: Draft) -> Draft:
        """The draft with the last tap taken back (painting: every spot cleared, and what
        came before them kept)."""
        step = self.step(draft)
        if not step.paints:
            return draft[:-1]
        if any(draft[step.offset:]):
            return draft[:step.offset] if step.offset else self.start()
        return draft[:step.offset - 1] if step.offset else self.start()


def checked(draft: Draft) -> Draft:
    """A draft within bounds (it comes back from a page): `InvalidAnswer` if not."""
    if len(draft) > MOST_WORDS:
        raise InvalidAnswer(phrase("an answer built by taps holds at most {count} parts",
                                   count=MOST_WORDS))
    for word in draft:
        if not isinstance(word, str) or len(word) > LONGEST_WORD:
            raise InvalidAnswer(phrase("the answer being built was not understood; start it "
                                       "again"))
    return draft
