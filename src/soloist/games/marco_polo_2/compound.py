"""Answers that go together, told at the table in one step.

What one look at a component shows is asked on one screen, not piece by piece ("anything
else?"): everything a tile or card gives the Automa, the facts of a city Soloist needs as
the Automa arrives, an Automa card not seen before, the Skill card's power, the contracts in
a city, the numbers of a Trading Post card. Where the answer can be a choice it is one (a
single gain, a city's facts); a compound answer is typed, in words a person reads off the
component (``3 VP + a black die``), and each reader says what it does not understand.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache
from itertools import product

from soloist.engine.questions import Choice, Choices, normalise
from soloist.games.marco_polo_2.components import (
    NOTHING,
    TRIGGERS,
    effects_text,
    parse_effects,
    yes_no,
)
from soloist.games.marco_polo_2.effects import (
    CONTRACT_REWARD_CHOICES,
    PER_PIP_KINDS,
    Contract,
    Effect,
    GainKind,
)
from soloist.games.marco_polo_2.pieces import (
    BONUS_ACTION_CHOICES,
    LETTERS,
    MAIN_ACTION_CHOICES,
    BonusAction,
    MainAction,
)

#: The most of one gain a component gives (far above any printed amount).
MOST_AMOUNT = 20

# -- what a tile or card gives -----------------------------------------------------------------

GAIN_KEYWORDS: tuple[tuple[GainKind, tuple[str, ...]], ...] = (
    (GainKind.COMPLETE, ("complete",)),
    (GainKind.REMOVE_COIN, ("coin", "remove")),
    (GainKind.UP_TO_2, ("up to",)),
    (GainKind.ADVANCEMENT, ("advancement", "advance", "move", "step")),
    (GainKind.BLACK_DIE, ("black", "die", "dice")),
    (GainKind.CONTRACT_PILE, ("pile", "seal", "top")),
    (GainKind.CONTRACT_CITY, ("contract",)),
    (GainKind.VP, ("vp", "point")),
)


def read_gain(part: str, die: bool) -> Effect:
    """One gain as a person words it (``2 VP per pip``, ``a black die``, ``remove coin
    B``); `ValueError` if it is not one."""
    words = normalise(part).replace("+", " ").strip()
    per_pip = "pip" in words
    words = re.sub(r"\b(per|for each|each|of the|a|an|the|die|dice)\b(?= pip| die| dice|$)", " ",
                   re.sub(r"\b(?:for )?(?:each|per) pips?( of the die)?\b", " ", words)) \
        if per_pip else words
    words = " ".join(words.split())
    numbers = [int(n) for n in re.findall(r"\b(\d+)\b", words)]
    kind = next((kind for kind, keys in GAIN_KEYWORDS if any(key in words for key in keys)),
                GainKind.VP if numbers and re.fullmatch(r"\d+", words) else None)
    if kind is None:
        raise ValueError(f"{part.strip()!r} is not a gain Soloist knows (VP, a black die, "
                         "an advancement, up to 2 advancements, a contract from the pile or "
                         "from a city, complete a seal or contract, remove coin A-D)")
    amount = numbers[0] if numbers and kind is not GainKind.UP_TO_2 else 1
    if not 1 <= amount <= MOST_AMOUNT:
        raise ValueError(f"{part.strip()!r}: an amount from 1 to {MOST_AMOUNT}")
    if per_pip and not die:
        raise ValueError(f"{part.strip()!r}: only a city card action counts the pips of its "
                         "die")
    if per_pip and kind not in PER_PIP_KINDS:
        raise ValueError(f"{part.strip()!r}: this gain is not repeated for each pip")
    letter = None
    if kind is GainKind.REMOVE_COIN:
        found = re.search(r"\b([A-Da-d])\b", part.replace("coin", " "))
        if found is None:
            raise ValueError(f"{part.strip()!r}: the coin of which space, A, B, C or D?")
        letter, amount = found[1].upper(), 1
    return Effect(kind, amount, per_pip, letter)


def read_gains(text: str, kinds: tuple[GainKind, ...], die: bool) -> tuple[Effect, ...]:
    """Everything a tile or card gives, typed in one answer (``3 VP + a black die``; or as
    the library writes it, ``vp 3 + black-die``); only `kinds` are accepted."""
    if normalise(text) in ("nothing", "none", "no"):
        return ()
    try:
        effects = parse_effects(text)
    except ValueError:
        effects = tuple(read_gain(part, die) for part in re.split(r"[+,;]", text)
                        if part.strip())
    for effect in effects:
        if effect.kind not in kinds:
            raise ValueError(f"{effect.describe()}: this component gives the Automa only "
                             + ", ".join(kind.words for kind in kinds))
        if effect.per_pip and not die:
            raise ValueError(f"{effect.describe()}: only a city card action counts the pips")
    if not effects:
        raise ValueError("say what it gives, or 'nothing'")
    return effects


@cache
def gain_choices(kinds: tuple[GainKind, ...], die: bool) -> Choices:
    """The single gains a person taps (a compound one is typed): nothing, a few VP (per pip
    with a die), one of each other kind `kinds` allows."""
    single: list[tuple[Effect, str]] = []
    if GainKind.VP in kinds:
        single += [(Effect(GainKind.VP, n), f"{n} VP") for n in range(1, 6)]
        if die:
            single += [(Effect(GainKind.VP, n, True), f"{n} VP for each pip of the die")
                       for n in (1, 2)]
    labels = {
        GainKind.BLACK_DIE: "A black die",
        GainKind.ADVANCEMENT: "1 advancement",
        GainKind.UP_TO_2: "Up to 2 advancements",
        GainKind.CONTRACT_PILE: "A new contract: the top of the pile",
        GainKind.CONTRACT_CITY: "A new contract: from a city with its trading post",
        GainKind.COMPLETE: "Complete 1 guild seal or contract",
    }
    for kind, label in labels.items():
        if kind in kinds:
            single.append((Effect(kind), label))
        if kind is GainKind.ADVANCEMENT and kind in kinds:
            single.append((Effect(kind, 2), "2 advancements"))
    if GainKind.REMOVE_COIN in kinds:
        single += [(Effect(GainKind.REMOVE_COIN, letter=letter),
                    f"Remove the coin from space {letter}") for letter in LETTERS]
    return Choices([Choice(NOTHING, "Nothing (or nothing the Automa can use)", (),
                           ("none", "no")),
                    *(Choice(effects_text((effect,)), label, (effect,))
                      for effect, label in single)])


GAINS_HELP = ("Tap the one gain it shows; more than one, tap them one after another below. "
              "The Automa takes only VP, black dice, advancements and new contracts (and from "
              "its own cards: complete a seal or contract, remove a coin).")
GAINS_TYPING = ("Or type them all at once, for example '3 VP + a black die' or '1 VP per pip + "
                "1 advancement'.")

# -- a city's facts ----------------------------------------------------------------------------

#: The facts of a city asked together, each with its values and how they read.
CITY_VALUES: dict[str, tuple[tuple[object, str, str], ...]] = {
    "city_cards": ((0, "0 cards", "no city card"), (1, "1 card", "1 city card"),
                   (2, "2 cards", "2 city cards")),
    "contracts": ((0, "0 contracts", "no contract space"), (1, "1 contract", "1 contract space"),
                  (2, "2 contracts", "2 contract spaces")),
    "outpost": ((True, "outpost", "an outpost bonus space"),
                (False, "no outpost", "no outpost bonus space")),
    "special": ((True, "special", "a special city"), (False, "not special", "not a special city")),
}
CITY_ASKED = {"city_cards": "how many city cards lie beside it",
              "contracts": "how many contract spaces it has",
              "outpost": "whether it has an outpost bonus space",
              "special": "whether it is a special city (on the board Baghdad, Balkh and Hormuz: "
                         "two action spaces of their own)"}


@cache
def city_choices(facts: tuple[str, ...]) -> Choices:
    """Every combination of the values of `facts` (a city's), one choice each."""
    items = []
    for values in product(*(CITY_VALUES[fact] for fact in facts)):
        key = ", ".join(short for _, short, _ in values)
        label = ", ".join(words for _, _, words in values)
        items.append(Choice(key, label[0].upper() + label[1:],
                            tuple(value for value, _, _ in values)))
    return Choices(items)


def city_fact_text(fact: str, value: object) -> str:
    """A city's fact as the library keeps it (the answer to its own question)."""
    return yes_no(bool(value)) if isinstance(value, bool) else str(value)


# -- an Automa card -----------------------------------------------------------------------------

CARD_EXAMPLE = "black die | travel, city card, books"
#: Card descriptions an example may show (more than a round draws: one is never drawn yet).
CARD_EXAMPLES = tuple(f"{bonus} | {main}, books" for bonus in ("black die", "none", "complete")
                      for main in ("travel, city card", "khan's favor", "external city"))
CARD_HELP = ("Tap its bonus action (at the top of the card), then its main actions from top "
             "to bottom: the last one is always Books.")
CARD_TYPING = ("Typed: its bonus action (none, black die or complete), a '|', then its main "
               "actions from top to bottom, separated by commas: travel, books, books lev 0, "
               "khan's favor, city card, external city, guild seal +1, action space. For "
               f"example '{CARD_EXAMPLE}'.")


def read_card(text: str) -> tuple[BonusAction, tuple[MainAction, ...]]:
    """An Automa card typed in one answer: its bonus action, then its main actions."""
    bonus_text, bar, main_text = text.partition("|")
    if not bar:
        parts = [part for part in re.split(r"[,;]", text) if part.strip()]
        first = parts[0] if parts else ""
        try:
            BONUS_ACTION_CHOICES.find(first)
        except ValueError:
            bonus_text, main_text = "none", text
        else:
            bonus_text, main_text = first, ",".join(parts[1:])
    try:
        bonus = BONUS_ACTION_CHOICES.find(bonus_text.strip() or "none").value
    except ValueError:
        raise ValueError(f"{bonus_text.strip()!r} is not a bonus action (none, black die, "
                         "complete)") from None
    actions: list[MainAction] = []
    for part in (part.strip() for part in re.split(r"[,;]", main_text)):
        if not part:
            continue
        try:
            action = MAIN_ACTION_CHOICES.find(part).value
        except ValueError:
            raise ValueError(f"{part!r} is not a main action of an Automa card") from None
        assert isinstance(action, MainAction)
        if action in actions:
            raise ValueError(f"{action.title} is given twice: a card lists each action once")
        actions.append(action)
    if not actions or actions[-1] is not MainAction.BOOKS:
        raise ValueError("the last main action of every Automa card is books")
    assert isinstance(bonus, BonusAction)
    return bonus, tuple(actions)


# -- the Skill card's power ----------------------------------------------------------------------

#: How a person may name each moment a power acts on.
EVENT_WORDS = {
    "round-start": ("round", "start"),
    "trading-post": ("trading post", "post"),
    "contract-completed": ("contract",),
    "seal-completed": ("seal",),
    "travel": ("travel",),
}
POWER_EXAMPLE = "trading post: 1 VP; round start: 1 advancement"
POWER_HELP = ("For each moment the power names (the start of a round, when it places a trading "
              "post, completes a contract or a guild seal, travels), tap the moment, then what "
              "it gives then. Anything else the power does is yours to apply.")
POWER_TYPING = ("Typed: each moment, ':' and what it gives, separated by ';' ('round start', "
                "'trading post', 'contract', 'seal', 'travel'), for example "
                f"'{POWER_EXAMPLE}'.")
POWER_NOTHING = Choices([Choice(NOTHING, "Nothing at any of these moments", {}, ("none", "no"))])


def read_power(text: str, kinds: tuple[GainKind, ...],
               not_completing: tuple[GainKind, ...]) -> dict[str, tuple[Effect, ...]]:
    """What the power gives at each moment Soloist plays (event → effects); the moments
    not named give nothing."""
    power: dict[str, tuple[Effect, ...]] = {}
    for part in (part.strip() for part in text.split(";")):
        if not part:
            continue
        moment, colon, gains = part.partition(":")
        if not colon:
            raise ValueError(f"{part!r}: write the moment, ':' and what it gives")
        words = normalise(moment)
        event = next((event for event, keys in EVENT_WORDS.items()
                      if any(key in words for key in keys)), None)
        if event is None:
            raise ValueError(f"{moment.strip()!r} is not a moment Soloist plays (round start, "
                             "trading post, contract, seal, travel)")
        if event in power:
            raise ValueError(f"{TRIGGERS[event]} is given twice")
        allowed = not_completing if event in ("contract-completed", "seal-completed") else kinds
        power[event] = read_gains(gains, allowed, False)
    return power


# -- the contracts in a city --------------------------------------------------------------------

CONTRACTS_EXAMPLE = "4 black die; empty"
CONTRACTS_HELP = ("Space by space: the contract's VP and its other reward as far as the Automa "
                  "can use it (an advancement, up to 2 advancements, a black die, a contract "
                  "with a seal, a contract, or none of these), or empty.")
CONTRACTS_TYPING = ("Typed: space by space, separated by ';', the contract's VP and its reward "
                    "(advancement, up to 2 advancements, black die, pile, city, other), or "
                    f"'empty'. For example '{CONTRACTS_EXAMPLE}'.")
MOST_VP = 30


def read_contracts(text: str, spaces: int, where: str) -> tuple[Contract | None, ...]:
    """The contracts on `spaces` contract spaces of a city, typed in one answer (None: an
    empty space)."""
    parts = [part.strip() for part in re.split(r"[;\n]", text) if part.strip()]
    if len(parts) == 1 and spaces > 1 and "," in parts[0]:
        parts = [part.strip() for part in parts[0].split(",") if part.strip()]
    if len(parts) != spaces:
        raise ValueError(f"give {spaces} contract space{'s' if spaces > 1 else ''}, each a "
                         "contract's VP and reward, or 'empty'")
    found: list[Contract | None] = []
    for number, part in enumerate(parts, start=1):
        words = normalise(part)
        if words in ("empty", "none", "0", "no"):
            found.append(None)
            continue
        vp = re.match(r"^(\d+)\s*(?:vp\b|points?\b)?\s*\+?\s*(.*)$", words)
        if vp is None:
            raise ValueError(f"{part!r}: the contract's VP first, then its reward")
        points, reward_words = int(vp[1]), vp[2].strip() or "other"
        if not 1 <= points <= MOST_VP:
            raise ValueError(f"{part!r}: a contract gives from 1 to {MOST_VP} VP")
        try:
            reward = CONTRACT_REWARD_CHOICES.find(reward_words).value
        except ValueError:
            raise ValueError(f"{part!r}: {reward_words!r} is not a reward (advancement, up to "
                             "2 advancements, black die, pile, city, other)") from None
        assert isinstance(reward, GainKind)
        found.append(Contract(points, reward, f"{where} space {number}"))
    return tuple(found)


def contracts_text(contracts: Iterable[Contract | None]) -> str:
    return "; ".join("empty" if c is None else f"{c.vp} {c.reward.value}" for c in contracts)


__all__ = ["CARD_HELP", "CARD_TYPING", "CITY_ASKED", "CONTRACTS_TYPING", "GAINS_HELP",
           "GAINS_TYPING", "POWER_HELP", "POWER_TYPING", "city_choices",
           "city_fact_text", "contracts_text", "gain_choices", "read_card", "read_contracts",
           "read_gains", "read_power"]
