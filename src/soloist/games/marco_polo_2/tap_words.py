"""The words of Marco Polo II's answers built by taps, and their pictures.

An answer built by taps (`soloist.engine.taps`) is a draft of words, one a tap. The words of
this game's drafts are read here, a part at a time (`Reader`): a gain (``vp`` then ``3``;
``black-die``), a number, a guild seal. Each module of taps (`card_taps`, `map_taps`,
`name_taps`, `gain_taps`, `contract_taps`) puts them together as the component reads, and
writes the answer as a person types it, for the question's own text rule.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from soloist.engine import tableview as tv
from soloist.engine.errors import InvalidAnswer
from soloist.engine.phrase import phrase
from soloist.engine.taps import Draft, Tap
from soloist.games.marco_polo_2.components import effect_text, parse_effects, tidy_name
from soloist.games.marco_polo_2.effects import Effect, GainKind
from soloist.games.marco_polo_2.pieces import LETTERS, Seal

#: How a name not met before is written among names offered (``new: Samarkand``).
NEW = "new:"
#: The tap that ends a part with more to come ("no other river", "that is all it gives").
END = "-"
#: A gain whose amount is tapped next.
VP = "vp"
VP_PER_PIP = "vp per pip"
#: The most of one gain a component gives (far above any printed amount).
MOST_AMOUNT = 20


class Reader:
    """The words of a draft read in order; `NotUnderstood` for one that cannot be there (a
    draft comes back from a page)."""

    def __init__(self, draft: Draft) -> None:
        self.words = list(draft)
        self.at = 0

    @property
    def more(self) -> bool:
        return self.at < len(self.words)

    def peek(self) -> str:
        return self.words[self.at]

    def take(self) -> str:
        word = self.words[self.at]
        self.at += 1
        return word

    def number(self, low: int, high: int) -> int:
        word = self.take()
        if not word.isdigit() or not low <= int(word) <= high:
            raise not_understood()
        return int(word)


def not_understood() -> InvalidAnswer:
    return InvalidAnswer(phrase("the answer being built was not understood; start it again"))


def unfinished(prompt: str) -> InvalidAnswer:
    """A draft answered before it is whole (its "Done" is not offered yet)."""
    return InvalidAnswer(phrase("the answer is not finished: {step}", step=prompt))


def checked_name(name: str) -> str:
    """A name typed among the taps, tidied; `InvalidAnswer` saying what is wrong with it."""
    try:
        return tidy_name(name)
    except ValueError as error:
        raise InvalidAnswer(error.args[0] if error.args else str(error)) from None


#: The unit of a keypad of victory points (its labels "3 VP").
VP_UNIT = " VP"


def numbers(low: int, high: int, unit: str = "") -> tuple[Tap, ...]:
    """Taps for the whole numbers `low` to `high` (a keypad: each its number)."""
    if unit == VP_UNIT:
        return tuple(Tap(str(number), phrase("{number} VP", number=number))
                     for number in range(low, high + 1))
    return tuple(Tap(str(number), f"{number}{unit}") for number in range(low, high + 1))


# -- gains ------------------------------------------------------------------------------------

#: The gains a tap gives whole (their amount is printed with them), by kind.
FIXED_GAINS: tuple[tuple[GainKind, str, str], ...] = (
    (GainKind.BLACK_DIE, "black-die", phrase("A black die")),
    (GainKind.ADVANCEMENT, "advancement", phrase("1 advancement")),
    (GainKind.ADVANCEMENT, "advancement 2", phrase("2 advancements")),
    (GainKind.UP_TO_2, "up-to-2-advancements", phrase("Up to 2 advancements")),
    (GainKind.CONTRACT_PILE, "contract-pile", phrase("A new contract: the top of the pile")),
    (GainKind.CONTRACT_CITY, "contract-city", phrase("A new contract: from a city with its "
                                                     "trading post")),
    (GainKind.COMPLETE, "complete", phrase("Complete 1 guild seal or contract")),
    *((GainKind.REMOVE_COIN, f"remove-coin {letter}",
       phrase("Remove the coin from space {letter}", letter=letter)) for letter in LETTERS),
)


VP_LABEL = phrase("Victory points (VP)")
VP_PER_PIP_LABEL = phrase("VP for each pip of the die")


def gain_taps(kinds: Sequence[GainKind], die: bool) -> tuple[Tap, ...]:
    """One gain's taps: victory points (their number tapped next; with a die, also for
    each of its pips), then each other gain `kinds` allows."""
    taps = []
    if GainKind.VP in kinds:
        taps.append(Tap(VP, VP_LABEL))
        if die:
            taps.append(Tap(VP_PER_PIP, VP_PER_PIP_LABEL))
    taps += [Tap(word, label) for kind, word, label in FIXED_GAINS if kind in kinds]
    return tuple(taps)


def read_gain(reader: Reader) -> Effect | None:
    """The gain at the reader (None: its amount is still to be tapped)."""
    word = reader.take()
    if word in (VP, VP_PER_PIP):
        if not reader.more:
            return None
        return Effect(GainKind.VP, reader.number(1, MOST_AMOUNT), per_pip=word == VP_PER_PIP)
    if word not in {fixed for _, fixed, _ in FIXED_GAINS}:
        raise not_understood()
    return parse_effects(word)[0]


def gains_words(effects: Iterable[Effect]) -> str:
    """Gains as the library writes them (``vp 3 + black-die``), which every question of
    gains reads."""
    return " + ".join(effect_text(effect) for effect in effects)


# -- guild seals ------------------------------------------------------------------------------

#: Each seal drawn as a token of its own shape (the basic side of every seal is brown).
SEAL_SHAPES = {Seal.FARMER: "square", Seal.SPICER: "triangle", Seal.TAILOR: "diamond",
               Seal.JEWELER: "hexagon"}


GUILD_SEAL = phrase("guild seal")


def seal_face(seal: Seal) -> tv.Card:
    return tv.Card(seal.value.capitalize(), colour="brown", shape=SEAL_SHAPES[seal],
                   kind=GUILD_SEAL)


def seal_taps(seals: Iterable[Seal], none_label: str) -> tuple[Tap, ...]:
    """"No river" (ending the way's rivers), then the seals a river may need."""
    return (Tap(END, none_label), *(Tap(seal.value, phrase("A river: the {seal}",
                                                           seal=seal.title),
                                        seal_face(seal)) for seal in seals))


def way_picture(oases: int) -> str:
    """A way drawn as its steps: ``●─○─○─●`` (two cities, two oases between)."""
    return "─".join(["●", *["○"] * oases, "●"])


__all__ = [
    "END",
    "MOST_AMOUNT",
    "NEW",
    "Reader",
    "checked_name",
    "gain_taps",
    "gains_words",
    "not_understood",
    "numbers",
    "read_gain",
    "seal_face",
    "seal_taps",
    "unfinished",
    "way_picture",
]
