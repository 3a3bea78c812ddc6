"""Your main action told in one answer with the bonus actions you took after it.

"On your turn, you may: perform one Main Action (using 1 or more dice); perform any number of
Bonus Actions (before or after main action, not during)" (the reference). A bonus action
*before* it is a choice of its own at the same question; the ones *after* it are typed with
it, in the order taken — ``silk + black die``, ``the 2-dice Travel space + trading post`` —
so that no "anything after your main action?" is asked on every turn. A tap on the main
action alone means none after it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

from soloist.engine.errors import InvalidAnswer
from soloist.engine.phrase import Phrase, phrase
from soloist.engine.questions import Choice, Choices, normalise
from soloist.engine.taps import Draft, Step, Tap, Taps
from soloist.games.marco_polo_2.spaces import Space
from soloist.games.marco_polo_2.tap_words import not_understood
from soloist.games.marco_polo_2.typed_words import TYPED

#: The bonus actions Soloist tracks, by the words that name them in a typed answer.
AFTER_WORDS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("black-die", ("black",)),
    ("money-bag", ("bag", "money")),
    ("trading-post", ("post", "tp")),
)
#: What separates the main action from the bonus actions after it.
_THEN = re.compile(r"\+|;|\bthen\b", re.IGNORECASE)
#: Words of a space's label a person may leave out.
_FILLER = frozenset({"the", "space", "main", "action", "a", "an", "of", "on", "my", "i",
                     "used"})

AFTER_HELP = phrase("Bonus actions after your main action go in the same answer: tap the space "
              "below, then each bonus action in the order you took them — a black die, the "
              "money bag, a trading post.")
AFTER_TYPING = phrase("Typed: the space, '+', then each bonus action in the order you took them, "
                      "for example 'silk + black die'.")


@dataclass(frozen=True, slots=True)
class MainThen:
    """A main action and the bonus actions taken after it (their choice keys, in order)."""

    space: Space
    after: tuple[str, ...]


@cache
def main_action_label(space: Space) -> Phrase:
    """A main action's choice ("Main action: the silk space"), made once a space (simulation
    offers it often)."""
    return phrase("Main action: {space}", space=space_named(space))


#: The board's own action spaces, as a question names them.
SPACE_WORDS = {
    "travel-1": phrase("the 1-die Travel space"), "travel-2": phrase("the 2-dice Travel space"),
    "travel-3": phrase("the 3-dice Travel space"),
    "books-pepper": phrase("the pepper space (first book)"),
    "books-silk": phrase("the silk space (second book)"),
    "books-gold-upper": phrase("the upper gold space (third book)"),
    "books-gold-lower": phrase("the lower gold space (third book)"),
    "guild-seals": phrase("the Guild Seals space"),
    "external-left": phrase("the left external city card"),
    "external-right": phrase("the right external city card"),
    "contracts": phrase("the Take contracts space")}


def space_named(space: Space) -> str:
    """A space as a question names it, a phrase (its label, the same English): a city's
    space with the city's name as a field."""
    if space.id in SPACE_WORDS and SPACE_WORDS[space.id] == space.label:
        return SPACE_WORDS[space.id]
    label = space.label
    if isinstance(label, Phrase) and space.group in ("special", "city-card"):
        return label  # (made with the city's name as a field: `spaces.city_card_space`)
    if space.group == "special" and label.startswith("the free action space of "):
        return phrase("the free action space of {city}",
                      city=label.removeprefix("the free action space of "))
    if space.group == "city-card" and label.startswith("the city card of "):
        name = label.removeprefix("the city card of ")
        if name.endswith(" (left card)"):
            return phrase("the city card of {city} (left card)",
                          city=name.removesuffix(" (left card)"))
        if name.endswith(" (right card)"):
            return phrase("the city card of {city} (right card)",
                          city=name.removesuffix(" (right card)"))
        return phrase("the city card of {city}", city=name)
    return label


def find_space(text: str, spaces: Sequence[Space]) -> Space:
    """The space a person names: its choice (key, words or number), or the one space whose
    words hold all of theirs (``silk``, ``2 dice travel``); `ValueError` otherwise."""
    choices = Choices(Choice(space.id, main_action_label(space), space)
                      for space in spaces)
    try:
        found = choices.find(text).value
    except ValueError:
        pass
    else:
        assert isinstance(found, Space)
        return found
    words = [word for word in normalise(text).replace("'", " ").split() if word not in _FILLER]
    fitting = [space for space in spaces
               if words and all(word in normalise(space.label).replace("'", " ").split()
                                for word in words)]
    if len(fitting) == 1:
        return fitting[0]
    if fitting:
        raise InvalidAnswer(phrase("which one — {spaces}?",
                                   spaces=", ".join(space.label for space in fitting)))
    raise InvalidAnswer(phrase("not an action space you may use now"))


def space_words(space: Space) -> str:
    """A space as a person may type it: the words of its label, without the filler
    (``1-die Travel``, ``silk (second book)``)."""
    words = [word for word in space.label.split() if normalise(word) not in _FILLER]
    return " ".join(words) or space.label


@lru_cache(maxsize=4096)
def example_answer(spaces: tuple[Space, ...]) -> str:
    """An example of a main action with a bonus action after it, in the words of the table:
    the first space whose words name it alone (worked out once for each set of spaces: a
    search asks it on every copy of the game)."""
    for space in spaces:
        words = space_words(space)
        try:
            if find_space(words, spaces) is space:
                return TYPED.said(f"{words} + black die")
        except ValueError:
            continue
    return TYPED.said("silk + black die")


def read_main_then(text: str, spaces: Sequence[Space], *, black_dice_left: int,
                   dice_left: int) -> MainThen:
    """A main action and the bonus actions after it, typed (``silk + black die``).
    `black_dice_left`: black dice on the board; `dice_left`: your dice before the main
    action. A bonus action that cannot be taken then is refused, saying why."""
    parts = [part.strip() for part in _THEN.split(text)]
    if not all(parts):
        raise InvalidAnswer(phrase("the main action, '+', then the bonus actions after it (for "
                                   "example 'silk + black die')"))
    if len(parts) == 1:  # a main action alone, in its own words (``silk``)
        try:
            return MainThen(find_space(parts[0], spaces), ())
        except ValueError as error:
            raise InvalidAnswer(phrase("{answer} is not a valid answer: {error}; or the main "
                                       "action, '+', then the bonus actions after it (for "
                                       "example 'silk + black die')", answer=repr(parts[0]),
                                       error=error.args[0])) from None
    try:
        space = find_space(parts[0], spaces)
    except ValueError as error:
        raise InvalidAnswer(phrase("{answer}: {error}", answer=repr(parts[0]),
                                   error=error.args[0])) from None
    dice = dice_left - space.dice
    after = []
    for part in parts[1:]:
        words = normalise(part)
        key = next((key for key, names in AFTER_WORDS if any(name in words.split()
                                                                 for name in names)), None)
        if key is None:
            raise InvalidAnswer(phrase("{part} is not a bonus action Soloist tracks (a black die, "
                                       "the money bag, a trading post)", part=repr(part)))
        if key == "black-die":
            if black_dice_left <= 0:
                raise InvalidAnswer(phrase("no black die is left on the board"))
            black_dice_left -= 1
            dice += 1
        elif key == "money-bag":
            if dice <= 0:
                raise InvalidAnswer(phrase("no die was left for the money bag after your main "
                                           "action"))
            dice -= 1
        after.append(key)
    return MainThen(space, tuple(after))


#: The bonus actions after a main action, as taps (their words are those a person types).
AFTER_TAPS = {"black-die": ("black die", "A black die from the board"),
              "money-bag": ("money bag", "A die on the money bag"),
              "trading-post": ("trading post", "A trading post (a move from a contract or a "
                                               "card)")}


class MainThenTaps(Taps):
    """Your main action, then the bonus actions you took after it, in order, by taps: only
    those you could take then (a black die while one is left on the board, the money bag
    while you have a die)."""

    def __init__(self, spaces: Sequence[Space], *, black_dice_left: int,
                 dice_left: int) -> None:
        self.spaces = {space.id: space for space in spaces}
        self.black_dice_left = black_dice_left
        self.dice_left = dice_left

    def read(self, draft: Draft) -> tuple[Space | None, list[str]]:
        if not draft:
            return None, []
        space = self.spaces.get(draft[0])
        if space is None or any(word not in AFTER_TAPS for word in draft[1:]):
            raise not_understood()
        return space, list(draft[1:])

    def step(self, draft: Draft) -> Step:
        space, after = self.read(draft)
        if space is None:
            return Step(phrase("Your main action: the action space you used?"),
                        tuple(Tap(key, main_action_label(each))
                              for key, each in self.spaces.items()))
        black = self.black_dice_left - after.count("black-die")
        dice = self.dice_left - space.dice + after.count("black-die") - \
            after.count("money-bag")
        offered = [key for key in AFTER_TAPS
                   if (key != "black-die" or black > 0) and (key != "money-bag" or dice > 0)]
        return Step("Then a bonus action after it?" if not after else
                    "Then another bonus action?",
                    tuple(Tap(key, AFTER_TAPS[key][1]) for key in offered), done=True,
                    done_label="No more: my turn is over" if after else
                    "None after it: my turn is over")

    def text(self, draft: Draft) -> str:
        space, after = self.read(draft)
        if space is None:
            return ""
        return " + ".join([space.id, *(AFTER_TAPS[key][0] for key in after)])

    def shown(self, draft: Draft) -> str:
        space, after = self.read(draft)
        if space is None:
            return ""
        return ", then ".join([space.label, *(AFTER_TAPS[key][0] for key in after)])


__all__ = ["AFTER_HELP", "AFTER_TYPING", "MainThen", "MainThenTaps", "example_answer", "find_space",
           "read_main_then", "space_words"]
