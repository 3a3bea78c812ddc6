"""What the Automa can gain, and contracts as the Automa sees them.

The solo rules: "The only bonuses that the Automa can receive from contracts and outpost
bonus tiles are: black dice, map advancements, new contracts, victory points. The '+1'
bonus depicted on certain contracts never apply." Skill cards and Trading Post cards may
also give it "complete 1 seal or contract" or remove a coin of the Smart Mat; anything
else is an instruction shown to the person (`other`), which Soloist does not track.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from functools import cache

from soloist.engine.phrase import joined, phrase
from soloist.engine.questions import Choice, Choices


class GainKind(StrEnum):
    VP = "vp"
    BLACK_DIE = "black-die"
    ADVANCEMENT = "advancement"
    UP_TO_2 = "up-to-2-advancements"
    CONTRACT_PILE = "contract-pile"
    CONTRACT_CITY = "contract-city"
    COMPLETE = "complete"
    REMOVE_COIN = "remove-coin"
    OTHER = "other"

    @property
    def words(self) -> str:
        return GAIN_WORDS[self]


GAIN_WORDS = {
    GainKind.VP: phrase("victory points"),
    GainKind.BLACK_DIE: phrase("1 black die"),
    GainKind.ADVANCEMENT: phrase("1 advancement"),
    GainKind.UP_TO_2: phrase("up to 2 advancements"),
    GainKind.CONTRACT_PILE: phrase("a new contract (the top of the pile)"),
    GainKind.CONTRACT_CITY: phrase("a new contract (from a city where it has a trading post)"),
    GainKind.COMPLETE: phrase("complete 1 guild seal or contract"),
    GainKind.REMOVE_COIN: phrase("remove a coin from the Smart Mat"),
    GainKind.OTHER: phrase("something the Automa does not use (goods, camels, coins, jade, "
                           "'+1')"),
}

#: The other reward of a contract, as far as the Automa is concerned (every contract also
#: gives VP). Contracts with "+1" or goods only are `other`: the Automa gets their VP only.
CONTRACT_REWARDS = (
    GainKind.ADVANCEMENT,
    GainKind.UP_TO_2,
    GainKind.BLACK_DIE,
    GainKind.CONTRACT_PILE,
    GainKind.CONTRACT_CITY,
    GainKind.OTHER,
)

#: Ties between contracts worth the same VP: "contracts that provide advancements, black
#: die, new contract", then the rest.
TIE_PRIORITY = {
    GainKind.ADVANCEMENT: 3,
    GainKind.UP_TO_2: 3,
    GainKind.BLACK_DIE: 2,
    GainKind.CONTRACT_PILE: 1,
    GainKind.CONTRACT_CITY: 1,
    GainKind.OTHER: 0,
}


@dataclass(frozen=True, slots=True)
class Effect:
    """One thing the Automa gains: `amount` of `kind` (VP, black dice, advancements …).

    `per_pip` multiplies the amount by the value of the die the Automa placed (for a city
    card, whose strength is usually the die value); `letter` is the coin `remove-coin`
    removes; `text` is shown to the person for `other`.
    """

    kind: GainKind
    amount: int = 1
    per_pip: bool = False
    letter: str | None = None
    text: str = ""

    def times(self, die: int | None) -> int:
        if self.per_pip and die is not None:
            return self.amount * die
        return self.amount

    def describe(self, die: int | None = None) -> str:
        return _effect_said(self, die)

    def said(self, die: int | None) -> str:
        """`describe`, made (`_effect_said` keeps each)."""
        amount = self.times(die)
        said = self._described(amount)
        if self.per_pip and die and self.kind is not GainKind.REMOVE_COIN and (
                self.kind is not GainKind.OTHER) and (amount != 1 or self.kind in _COUNTED):
            return phrase("{gain} ({amount} per pip of the die {die})", gain=said,
                          amount=self.amount, die=die)
        return said

    def _described(self, amount: int) -> str:
        if self.kind is GainKind.VP:
            return phrase("{amount} VP", amount=amount)
        if self.kind is GainKind.BLACK_DIE:
            return (phrase("{amount} black dice", amount=amount) if amount != 1 else
                    phrase("1 black die"))
        if self.kind is GainKind.ADVANCEMENT:
            return (phrase("{amount} advancements", amount=amount) if amount != 1 else
                    phrase("1 advancement"))
        if self.kind is GainKind.REMOVE_COIN:
            return phrase("remove coin {letter}", letter=str(self.letter))
        if self.kind is GainKind.OTHER:
            return self.text or self.kind.words
        if amount != 1:
            return phrase("{amount} × {gain}", amount=amount, gain=self.kind.words)
        return self.kind.words

    def __str__(self) -> str:
        return self.describe()


#: The gains said with their amount even for 1 (the pip suffix follows them).
_COUNTED = frozenset({GainKind.VP, GainKind.BLACK_DIE, GainKind.ADVANCEMENT})

@cache
def _effect_said(effect: Effect, die: int | None) -> str:
    """`Effect.describe`, made once for each effect and die (the Automa's turns say them in
    simulation too, where no log reads them)."""
    return effect.said(die)

NOTHING: tuple[Effect, ...] = ()


def describe_effects(effects: tuple[Effect, ...], die: int | None = None) -> str:
    return joined(effect.describe(die) for effect in effects) or phrase("nothing")


@dataclass(frozen=True, slots=True)
class Contract:
    """A contract as the Automa sees it: its VP and its other reward.

    `label` names it in the log (its id in a data file, or where it lay).
    """

    vp: int
    reward: GainKind
    label: str = ""

    @property
    def rank(self) -> tuple[int, int]:
        """Worth most first: VP, then the tie priority (advancements, black die, new
        contract)."""
        return (self.vp, TIE_PRIORITY[self.reward])

    @property
    def effects(self) -> tuple[Effect, ...]:
        """What the Automa receives when it completes this contract."""
        gains = [Effect(GainKind.VP, self.vp)] if self.vp else []
        if self.reward is not GainKind.OTHER:
            gains.append(Effect(self.reward))
        return tuple(gains)

    def describe(self) -> str:
        return _contract_said(self)

    def __str__(self) -> str:
        return self.describe()


class UnknownContract:
    """A face-down contract whose VP and reward Soloist learns only when it matters (the
    Automa's starting contract, one drawn from the pile at a physical table)."""

    __slots__ = ("label",)

    def __init__(self, label: str) -> None:
        self.label = label

    def __repr__(self) -> str:
        return f"UnknownContract({self.label!r})"

    def __str__(self) -> str:
        return self.label


def best_contracts(candidates: list[tuple[str, Contract]], count: int) -> list[
        tuple[str, Contract]]:
    """The `count` contracts worth most (VP, then the tie priority); equal contracts keep
    the order they were offered in (the city display's order, space 1 before space 2)."""
    ordered = sorted(enumerate(candidates), key=lambda item: (-item[1][1].rank[0],
                                                              -item[1][1].rank[1], item[0]))
    return [candidate for _, candidate in ordered[:count]]


def _reward_choices() -> Choices:
    labels = {
        GainKind.ADVANCEMENT: phrase("1 advancement (move)"),
        GainKind.UP_TO_2: phrase("up to 2 advancements"),
        GainKind.BLACK_DIE: phrase("a black die"),
        GainKind.CONTRACT_PILE: phrase("a contract with a seal: the top contract of the pile"),
        GainKind.CONTRACT_CITY: phrase("a contract: one from a city with a trading post"),
        GainKind.OTHER: phrase("none of these (goods, camels, coins, jade, '+1'): VP only"),
    }
    aliases = {
        GainKind.ADVANCEMENT: ("move", "advance", "1 advancement"),
        GainKind.UP_TO_2: ("2 advancements", "2", "move 2"),
        GainKind.BLACK_DIE: ("black", "die"),
        GainKind.CONTRACT_PILE: ("pile", "contract with seal"),
        GainKind.CONTRACT_CITY: ("city", "contract"),
        GainKind.OTHER: ("none", "vp only", "goods"),
    }
    return Choices(Choice(kind.value, labels[kind], kind, aliases[kind])
                   for kind in CONTRACT_REWARDS)


#: "Its other reward?" for a contract (every contract gives VP as well).
CONTRACT_REWARD_CHOICES = _reward_choices()


#: What an outpost bonus tile can give the Automa: "black dice, map advancements, new
#: contracts, victory points".
TILE_KINDS = (GainKind.VP, GainKind.BLACK_DIE, GainKind.ADVANCEMENT, GainKind.UP_TO_2,
              GainKind.CONTRACT_PILE, GainKind.CONTRACT_CITY)
#: What a Trading Post card slot or a Skill card action can give it besides.
CARD_KINDS = (*TILE_KINDS, GainKind.COMPLETE, GainKind.REMOVE_COIN)
#: The gains a city card may repeat once for each pip of its die (its strength).
PER_PIP_KINDS = frozenset({GainKind.VP, GainKind.BLACK_DIE, GainKind.ADVANCEMENT,
                           GainKind.CONTRACT_PILE, GainKind.CONTRACT_CITY, GainKind.COMPLETE})


@cache
def _contract_said(contract: Contract) -> str:
    """`Contract.describe`, made once for each contract (a contract is said again at every
    comparison)."""
    said = (phrase("{vp} VP", vp=contract.vp) if contract.reward is GainKind.OTHER else
            phrase("{vp} VP + {reward}", vp=contract.vp, reward=contract.reward.words))
    return phrase("{label}: {contract}", label=contract.label, contract=said) \
        if contract.label else said
