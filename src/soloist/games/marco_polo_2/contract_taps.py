"""A city's outpost bonus tile and contracts, told by taps as they lie in a row on the board:
the tile (what it gives the Automa), then each contract space — empty, or the contract's VP
on a keypad and its other reward among pictured buttons.

- `ContractsTaps`: the contracts on a city's contract spaces (or a contract drawn face down);
- `ArrivalTaps`: the tile and the contracts, as the Automa finds them when it arrives.

The answer is the text those questions read typed (``3 other; 7 black-die``; ``tile: vp 3;
contracts: empty; 5 contract-pile``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from soloist.engine import tableview as tv
from soloist.engine.phrase import phrase
from soloist.engine.taps import Draft, Step, Tap, Taps
from soloist.games.marco_polo_2.compound import MOST_VP, contracts_text
from soloist.games.marco_polo_2.effects import (
    CONTRACT_REWARD_CHOICES,
    CONTRACT_REWARDS,
    TILE_KINDS,
    Contract,
    Effect,
    GainKind,
    describe_effects,
)
from soloist.games.marco_polo_2.tap_words import (
    MOST_AMOUNT,
    VP_UNIT,
    Reader,
    gain_taps,
    gains_words,
    not_understood,
    numbers,
    read_gain,
    unfinished,
)

EMPTY = "empty"
#: The city has no such space (an outpost bonus space, contract spaces).
NO_TILE = "no-tile"
NO_CONTRACTS = "none"
NOTHING = "nothing"
#: The tile gives one more thing.
MORE = "+"
#: A city has at most 2 contract spaces.
MOST_SPACES = 2

OTHER_REWARD = phrase("Its other reward, as far as the Automa can use it?")
ONLY_ONE_SPACE = phrase("Only one contract space")
NO_CONTRACT_SPACE = phrase("No contract space")
EMPTY_WORD = phrase("empty")
#: A face-down contract's words at the head of a step.
CAPITALIZED = {"its starting contract": phrase("Its starting contract"),
               "a contract from the pile": phrase("A contract from the pile")}


def capitalized(where: str) -> str:
    """`where` beginning with a capital letter (a face-down contract's words: a phrase)."""
    return CAPITALIZED.get(where) or where[0].upper() + where[1:]
REWARD = phrase("reward")

REWARD_SHAPES = {GainKind.ADVANCEMENT: "triangle", GainKind.UP_TO_2: "triangle",
                 GainKind.BLACK_DIE: "square", GainKind.CONTRACT_PILE: "diamond",
                 GainKind.CONTRACT_CITY: "diamond", GainKind.OTHER: ""}


#: A contract's other reward as its button says it (`CONTRACT_REWARD_CHOICES`' words).
REWARD_LABELS = {
    GainKind.ADVANCEMENT: phrase("1 advancement (move)"),
    GainKind.UP_TO_2: phrase("Up to 2 advancements"),
    GainKind.BLACK_DIE: phrase("A black die"),
    GainKind.CONTRACT_PILE: phrase("A contract with a seal: the top contract of the pile"),
    GainKind.CONTRACT_CITY: phrase("A contract: one from a city with a trading post"),
    GainKind.OTHER: phrase("None of these (goods, camels, coins, jade, '+1'): VP only"),
}


def reward_taps() -> tuple[Tap, ...]:
    return tuple(Tap(kind.value, REWARD_LABELS[kind],
                     tv.Card(REWARD_LABELS[kind], colour="teal", shape=REWARD_SHAPES[kind],
                             kind=REWARD))
                 for kind in (GainKind(choice.key) for choice in CONTRACT_REWARD_CHOICES))


@dataclass
class Spaces:
    """Contract spaces as far as they are tapped: each a contract or None (empty); `vp`,
    the VP of one whose reward is still to be tapped; `none`: no contract space."""

    told: list[Contract | None] = field(default_factory=list)
    vp: int | None = None
    none: bool = False


def read_spaces(reader: Reader, *, allow_none: bool) -> Spaces:
    spaces = Spaces()
    while reader.more and len(spaces.told) < MOST_SPACES:
        word = reader.take()
        if word == NO_CONTRACTS and allow_none and not spaces.told:
            spaces.none = True
            break
        if word == EMPTY:
            spaces.told.append(None)
            continue
        if not word.isdigit() or not 1 <= int(word) <= MOST_VP:
            raise not_understood()
        if not reader.more:
            spaces.vp = int(word)
            break
        try:
            reward = GainKind(reader.take())
        except ValueError:
            raise not_understood() from None
        if reward not in CONTRACT_REWARDS:
            raise not_understood()
        spaces.told.append(Contract(int(word), reward))
    if reader.more:
        raise not_understood()
    return spaces


def space_step(where: str, number: int, *, empty: bool, none: bool,
               extra: tuple[Tap, ...] = ()) -> Step:
    """Contract space `number`: empty, or a contract's VP (`none`: or no contract space)."""
    first = [Tap(EMPTY, phrase("Empty"))] if empty else []
    if none:
        first.append(Tap(NO_CONTRACTS, NO_CONTRACT_SPACE))
    return Step(phrase("Contract space {number} in {where}: the contract's VP (or empty)?",
                       number=number, where=where) if empty else
                phrase("Contract space {number} in {where}: the contract's VP?",
                       number=number, where=where),
                (*first, *extra, *numbers(1, MOST_VP, VP_UNIT)))


def spaces_picture(where: str, tile: tuple[str, ...] | None, spaces: Spaces,
                   count: int | None) -> tv.Track:
    """The city's row as it lies on the board: the tile, then each contract space."""
    places = []
    if tile is not None:
        places.append(tv.Place(phrase("Outpost bonus tile"), "", "yellow" if tile else "",
                               tile))
    shown = count if count is not None else max(len(spaces.told) + (spaces.vp is not None), 1)
    for number in range(1, shown + 1):
        told = spaces.told[number - 1] if number <= len(spaces.told) else None
        holds: tuple[str, ...]
        if number <= len(spaces.told):
            holds = (EMPTY_WORD,) if told is None else (told.describe(),)
        elif number == len(spaces.told) + 1 and spaces.vp is not None:
            holds = (phrase("{vp} VP + …", vp=spaces.vp),)
        else:
            holds = ()
        places.append(tv.Place(phrase("Contract space {number}", number=number), str(number),
                               "teal" if told is not None else "", holds))
    if spaces.none:
        places = [place for place in places if not place.label.startswith("Contract")]
        places.append(tv.Place(NO_CONTRACT_SPACE, "", "", ()))
    return tv.Track(where, tuple(places))


class ContractsTaps(Taps):
    """The contracts on `spaces` contract spaces of a city (None: 1 or 2, not known yet),
    space by space; `empty`: a space may be empty (not a contract drawn face down)."""

    def __init__(self, where: str, spaces: int | None, *, empty: bool = True) -> None:
        self.where = where
        self.spaces = spaces
        self.empty = empty

    def read(self, draft: Draft) -> Spaces:
        return read_spaces(Reader(draft), allow_none=False)

    def full(self, spaces: Spaces) -> bool:
        return len(spaces.told) == (self.spaces or MOST_SPACES)

    def step(self, draft: Draft) -> Step:
        spaces = self.read(draft)
        if spaces.vp is not None:
            return Step(OTHER_REWARD, reward_taps())
        if self.full(spaces):
            return Step(phrase("That is every contract space."), done=True)
        if not self.empty:  # a contract drawn face down
            return Step(phrase("{where}: its VP?", where=capitalized(self.where)),
                        numbers(1, MOST_VP, VP_UNIT))
        step = space_step(self.where, len(spaces.told) + 1, empty=True, none=False)
        if self.spaces is None and spaces.told:
            return step._replace(done=True, done_label=ONLY_ONE_SPACE)
        return step

    def whole(self, draft: Draft) -> bool:
        return self.full(self.read(draft))

    def text(self, draft: Draft) -> str:
        spaces = self.read(draft)
        if spaces.vp is not None:
            raise unfinished(self.step(draft).prompt)
        return contracts_text(spaces.told)

    def shown(self, draft: Draft) -> str:
        spaces = self.read(draft)
        told = ["empty" if contract is None else contract.describe()
                for contract in spaces.told]
        return "; ".join([*told, *([f"{spaces.vp} VP + …"] if spaces.vp is not None else [])])

    def picture(self, draft: Draft) -> tv.Track | tv.Card:
        if not self.empty:  # a contract drawn face down: the contract alone
            return tv.Card(phrase("The contract"), colour="teal", kind=phrase("contract"),
                           lines=(self.shown(draft) or phrase("not tapped yet"),))
        return spaces_picture(self.where, None, self.read(draft), self.spaces)


@dataclass
class Tile:
    """An outpost bonus tile as far as it is tapped."""

    effects: list[Effect] = field(default_factory=list)
    told: bool = False      # nothing, no tile, or a gain whole
    no_space: bool = False
    amount: bool = False    # its last gain's VP still to be tapped
    more: bool = False      # one more gain to be tapped

    def shown(self) -> tuple[str, ...]:
        if self.no_space:
            return (phrase("no outpost bonus space"),)
        if not self.told:
            return ()
        return (describe_effects(tuple(self.effects)),)

    def words(self) -> str:
        if self.no_space:
            return "no tile"
        return gains_words(self.effects) or NOTHING


def read_tile(reader: Reader) -> Tile:
    tile = Tile()
    if not reader.more:
        return tile
    word = reader.peek()
    if word in (NO_TILE, NOTHING):
        reader.take()
        tile.told, tile.no_space = True, word == NO_TILE
        return tile
    while reader.more:
        gain = read_gain(reader)
        if gain is None:
            tile.amount = True
            return tile
        tile.effects.append(gain)
        tile.told = True
        if reader.more and reader.peek() == MORE:
            reader.take()
            tile.more = True
            tile.told = False
            continue
        tile.more = False
        break
    return tile


class ArrivalTaps(Taps):
    """What the Automa finds in a city as it arrives: its outpost bonus tile, then the
    contracts on its contract spaces (`spaces`: how many it has; None: not known)."""

    def __init__(self, where: str, *, tile_space_known: bool, spaces: int | None) -> None:
        self.where = where
        self.tile_space_known = tile_space_known
        self.spaces = spaces

    def read(self, draft: Draft) -> tuple[Tile, Spaces]:
        reader = Reader(draft)
        tile = read_tile(reader)
        return tile, read_spaces(reader, allow_none=self.spaces is None)

    def full(self, spaces: Spaces) -> bool:
        return spaces.none or len(spaces.told) == (self.spaces or MOST_SPACES)

    def step(self, draft: Draft) -> Step:
        tile, spaces = self.read(draft)
        if tile.amount:
            return Step(phrase("How many victory points?"), numbers(1, MOST_AMOUNT, VP_UNIT))
        if not tile.told:
            first = [] if self.tile_space_known or tile.more else \
                [Tap(NO_TILE, phrase("No outpost bonus space"))]
            if not tile.more:
                first.append(Tap(NOTHING, phrase("Nothing the Automa can use")))
            return Step(phrase("What else does the outpost bonus tile in {where} give the "
                               "Automa?", where=self.where) if tile.more else
                        phrase("What does the outpost bonus tile in {where} give the Automa?",
                               where=self.where),
                        (*first, *gain_taps(TILE_KINDS, False)))
        if spaces.vp is not None:
            return Step(OTHER_REWARD, reward_taps())
        if self.full(spaces):
            return Step(phrase("That is the city."), done=True)
        more = (Tap(MORE, phrase("The tile gives something more")),) \
            if tile.effects and not spaces.told else ()
        step = space_step(self.where, len(spaces.told) + 1, empty=True,
                          none=self.spaces is None and not spaces.told, extra=more)
        if self.spaces is None and spaces.told:
            return step._replace(done=True, done_label=ONLY_ONE_SPACE)
        return step

    def whole(self, draft: Draft) -> bool:
        tile, spaces = self.read(draft)
        return tile.told and self.full(spaces)

    def text(self, draft: Draft) -> str:
        tile, spaces = self.read(draft)
        if not tile.told or spaces.vp is not None:
            raise unfinished(self.step(draft).prompt)
        contracts = NO_CONTRACTS if spaces.none else contracts_text(spaces.told)
        return f"tile: {tile.words()}; contracts: {contracts}"

    def shown(self, draft: Draft) -> str:
        tile, spaces = self.read(draft)
        parts = [f"tile: {', '.join(tile.shown())}"] if tile.told else []
        if spaces.none:
            parts.append("no contract space")
        parts += [f"space {number}: " + ("empty" if told is None else told.describe())
                  for number, told in enumerate(spaces.told, start=1)]
        if spaces.vp is not None:
            parts.append(f"space {len(spaces.told) + 1}: {spaces.vp} VP + …")
        return "; ".join(parts)

    def picture(self, draft: Draft) -> tv.Track:
        tile, spaces = self.read(draft)
        return spaces_picture(self.where, tile.shown(), spaces, self.spaces)


__all__ = ["ArrivalTaps", "ContractsTaps"]
