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
from functools import lru_cache

from soloist.engine.questions import Choice, Choices, normalise
from soloist.games.marco_polo_2.spaces import Space

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

AFTER_HELP = ("Bonus actions after your main action go in the same answer: the space, '+', "
              "then each bonus action in the order you took them — a black die, the money "
              "bag, a trading post — for example 'silk + black die'.")


@dataclass(frozen=True, slots=True)
class MainThen:
    """A main action and the bonus actions taken after it (their choice keys, in order)."""

    space: Space
    after: tuple[str, ...]


def find_space(text: str, spaces: Sequence[Space]) -> Space:
    """The space a person names: its choice (key, words or number), or the one space whose
    words hold all of theirs (``silk``, ``2 dice travel``); `ValueError` otherwise."""
    choices = Choices(Choice(space.id, f"Main action: {space.label}", space) for space in spaces)
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
        raise ValueError("which one — " + ", ".join(
            space.label for space in fitting) + "?")
    raise ValueError("not an action space you may use now")


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
                return f"{words} + black die"
        except ValueError:
            continue
    return "silk + black die"


def read_main_then(text: str, spaces: Sequence[Space], *, black_dice_left: int,
                   dice_left: int) -> MainThen:
    """A main action and the bonus actions after it, typed (``silk + black die``).
    `black_dice_left`: black dice on the board; `dice_left`: your dice before the main
    action. A bonus action that cannot be taken then is refused, saying why."""
    parts = [part.strip() for part in _THEN.split(text)]
    if not all(parts):
        raise ValueError("the main action, '+', then the bonus actions after it (for "
                         "example 'silk + black die')")
    if len(parts) == 1:  # a main action alone, in its own words (``silk``)
        try:
            return MainThen(find_space(parts[0], spaces), ())
        except ValueError as error:
            raise ValueError(f"{parts[0]!r} is not a valid answer: {error}; or the main "
                             "action, '+', then the bonus actions after it (for example "
                             "'silk + black die')") from None
    try:
        space = find_space(parts[0], spaces)
    except ValueError as error:
        raise ValueError(f"{parts[0]!r}: {error}") from None
    dice = dice_left - space.dice
    after = []
    for part in parts[1:]:
        words = normalise(part)
        key = next((key for key, names in AFTER_WORDS if any(name in words.split()
                                                                 for name in names)), None)
        if key is None:
            raise ValueError(f"{part!r} is not a bonus action Soloist tracks (a black die, "
                             "the money bag, a trading post)")
        if key == "black-die":
            if black_dice_left <= 0:
                raise ValueError("no black die is left on the board")
            black_dice_left -= 1
            dice += 1
        elif key == "money-bag":
            if dice <= 0:
                raise ValueError("no die was left for the money bag after your main action")
            dice -= 1
        after.append(key)
    return MainThen(space, tuple(after))


__all__ = ["AFTER_HELP", "MainThen", "example_answer", "find_space", "read_main_then",
           "space_words"]
