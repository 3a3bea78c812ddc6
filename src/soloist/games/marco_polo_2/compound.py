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

from soloist.engine.errors import InvalidAnswer
from soloist.engine.phrase import Phrase, phrase
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
from soloist.games.marco_polo_2.typed_words import TYPED

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
        raise InvalidAnswer(phrase("{part} is not a gain Soloist knows (VP, a black die, an "
                                   "advancement, up to 2 advancements, a contract from the pile "
                                   "or from a city, complete a seal or contract, remove coin A-D)",
                                   part=repr(part.strip())))
    amount = numbers[0] if numbers and kind is not GainKind.UP_TO_2 else 1
    if not 1 <= amount <= MOST_AMOUNT:
        raise InvalidAnswer(phrase("{part}: an amount from 1 to {most_amount}",
                                   part=repr(part.strip()), most_amount=MOST_AMOUNT))
    if per_pip and not die:
        raise InvalidAnswer(phrase("{part}: only a city card action counts the pips of its die",
                                   part=repr(part.strip())))
    if per_pip and kind not in PER_PIP_KINDS:
        raise InvalidAnswer(phrase("{part}: this gain is not repeated for each pip",
                                   part=repr(part.strip())))
    letter = None
    if kind is GainKind.REMOVE_COIN:
        found = re.search(r"\b([A-Da-d])\b", part.replace("coin", " "))
        if found is None:
            raise InvalidAnswer(phrase("{part}: the coin of which space, A, B, C or D?",
                                       part=repr(part.strip())))
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
            raise InvalidAnswer(phrase("{effect}: this component gives the Automa only {kinds}",
                                       effect=effect.describe(),
                                       kinds=", ".join(kind.words for kind in kinds)))
        if effect.per_pip and not die:
            raise InvalidAnswer(phrase("{effect}: only a city card action counts the pips",
                                       effect=effect.describe()))
    if not effects:
        raise InvalidAnswer(phrase("say what it gives, or 'nothing'"))
    return effects


@cache
def gain_choices(kinds: tuple[GainKind, ...], die: bool) -> Choices:
    """The single gains a person taps (a compound one is typed): nothing, a few VP (per pip
    with a die), one of each other kind `kinds` allows."""
    single: list[tuple[Effect, str]] = []
    if GainKind.VP in kinds:
        single += [(Effect(GainKind.VP, n), phrase("{vp} VP", vp=n)) for n in range(1, 6)]
        if die:
            single += [(Effect(GainKind.VP, n, True),
                        phrase("{vp} VP for each pip of the die", vp=n)) for n in (1, 2)]
    labels = {
        GainKind.BLACK_DIE: phrase("A black die"),
        GainKind.ADVANCEMENT: phrase("1 advancement"),
        GainKind.UP_TO_2: phrase("Up to 2 advancements"),
        GainKind.CONTRACT_PILE: phrase("A new contract: the top of the pile"),
        GainKind.CONTRACT_CITY: phrase("A new contract: from a city with its trading post"),
        GainKind.COMPLETE: phrase("Complete 1 guild seal or contract"),
    }
    for kind, label in labels.items():
        if kind in kinds:
            single.append((Effect(kind), label))
        if kind is GainKind.ADVANCEMENT and kind in kinds:
            single.append((Effect(kind, 2), phrase("2 advancements")))
    if GainKind.REMOVE_COIN in kinds:
        single += [(Effect(GainKind.REMOVE_COIN, letter=letter),
                    phrase("Remove the coin from space {letter}", letter=letter))
                   for letter in LETTERS]
    return Choices([Choice(NOTHING, phrase("Nothing (or nothing the Automa can use)"), (),
                           ("none", "no")),
                    *(Choice(effects_text((effect,)), label, (effect,))
                      for effect, label in single)])


GAINS_HELP = phrase("Tap the one gain it shows; more than one, tap them one after another below. "
              "The Automa takes only VP, black dice, advancements and new contracts (and from "
              "its own cards: complete a seal or contract, remove a coin).")
GAINS_TYPING = phrase("Or type them all at once, for example '3 VP + a black die' or '1 VP per "
                      "pip + 1 advancement'.")

# -- a city's facts ----------------------------------------------------------------------------

#: The facts of a city asked together, each with its values and how they read.
#: (value, key, words, the words beginning a label).
CITY_VALUES: dict[str, tuple[tuple[object, str, Phrase, Phrase], ...]] = {
    "city_cards": ((0, "0 cards", phrase("no city card"), phrase("No city card")),
                   (1, "1 card", phrase("1 city card"), phrase("1 city card")),
                   (2, "2 cards", phrase("2 city cards"), phrase("2 city cards"))),
    "contracts": ((0, "0 contracts", phrase("no contract space"), phrase("No contract space")),
                  (1, "1 contract", phrase("1 contract space"), phrase("1 contract space")),
                  (2, "2 contracts", phrase("2 contract spaces"), phrase("2 contract spaces"))),
    "outpost": ((True, "outpost", phrase("an outpost bonus space"),
                 phrase("An outpost bonus space")),
                (False, "no outpost", phrase("no outpost bonus space"),
                 phrase("No outpost bonus space"))),
    "special": ((True, "special", phrase("a special city"), phrase("A special city")),
                (False, "not special", phrase("not a special city"),
                 phrase("Not a special city"))),
}
CITY_ASKED = {"city_cards": phrase("how many city cards lie beside it"),
              "contracts": phrase("how many contract spaces it has"),
              "outpost": phrase("whether it has an outpost bonus space"),
              "special": phrase("whether it is a special city (on the board Baghdad, Balkh and "
                                "Hormuz: two action spaces of their own)")}


def listed(parts: list[Phrase]) -> Phrase:
    """Two to four parts of a sentence listed ("a, b, and c")."""
    if len(parts) == 2:
        return phrase("{first} and {second}", first=parts[0], second=parts[1])
    if len(parts) == 3:
        return phrase("{first}, {second}, and {third}", first=parts[0], second=parts[1],
                      third=parts[2])
    return phrase("{first}, {second}, {third}, and {fourth}", first=parts[0],
                  second=parts[1], third=parts[2], fourth=parts[3])


def _label(parts: list[Phrase]) -> Phrase:
    if len(parts) == 2:
        return phrase("{first}, {second}", first=parts[0], second=parts[1])
    if len(parts) == 3:
        return phrase("{first}, {second}, {third}", first=parts[0], second=parts[1],
                      third=parts[2])
    return phrase("{first}, {second}, {third}, {fourth}", first=parts[0], second=parts[1],
                  third=parts[2], fourth=parts[3])


@cache
def city_choices(facts: tuple[str, ...]) -> Choices:
    """Every combination of the values of `facts` (a city's), one choice each."""
    items = []
    for values in product(*(CITY_VALUES[fact] for fact in facts)):
        key = ", ".join(short for _, short, _, _ in values)
        label = (values[0][3] if len(values) == 1 else
                 _label([values[0][3], *(words for _, _, words, _ in values[1:])]))
        items.append(Choice(key, label, tuple(value for value, _, _, _ in values)))
    return Choices(items)


def city_fact_text(fact: str, value: object) -> str:
    """A city's fact as the library keeps it (the answer to its own question)."""
    return yes_no(bool(value)) if isinstance(value, bool) else str(value)


# -- an Automa card -----------------------------------------------------------------------------

CARD_EXAMPLE = "black die | travel, city card, books"
#: Card descriptions an example may show (more than a round draws: one is never drawn yet).
CARD_EXAMPLES = tuple(f"{bonus} | {main}, books" for bonus in ("black die", "none", "complete")
                      for main in ("travel, city card", "khan's favor", "external city"))
CARD_HELP = phrase("Tap its bonus action (at the top of the card), then its main actions from top "
             "to bottom: the last one is always Books.")
CARD_TYPING = phrase("Typed: its bonus action (none, black die or complete), a '|', then its "
                     "main actions from top to bottom, separated by commas: travel, books, books "
                     "lev 0, khan's favor, city card, external city, guild seal +1, action "
                     "space. For example '{example}'.", example=CARD_EXAMPLE)


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
        raise InvalidAnswer(phrase("{bonus_text} is not a bonus action (none, black die, complete)",
                                   bonus_text=repr(bonus_text.strip()))) from None
    actions: list[MainAction] = []
    for part in (part.strip() for part in re.split(r"[,;]", main_text)):
        if not part:
            continue
        try:
            action = MAIN_ACTION_CHOICES.find(part).value
        except ValueError:
            raise InvalidAnswer(phrase("{part} is not a main action of an Automa card",
                                       part=repr(part))) from None
        assert isinstance(action, MainAction)
        if action in actions:
            raise InvalidAnswer(phrase("{title} is given twice: a card lists each action once",
                                       title=action.title))
        actions.append(action)
    if not actions or actions[-1] is not MainAction.BOOKS:
        raise InvalidAnswer(phrase("the last main action of every Automa card is books"))
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
POWER_HELP = phrase("For each moment the power names (the start of a round, when it places a "
                    "trading post, completes a contract or a guild seal, travels), tap the "
                    "moment, then what it gives then. Anything else the power does is yours to "
                    "apply.")
POWER_TYPING = phrase("Typed: each moment, ':' and what it gives, separated by ';' ('round "
                      "start', 'trading post', 'contract', 'seal', 'travel'), for example "
                      "'{example}'.", example=POWER_EXAMPLE)
POWER_NOTHING = Choices([Choice(NOTHING, phrase("Nothing at any of these moments"), {},
                                ("none", "no"))])


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
            raise InvalidAnswer(phrase("{part}: write the moment, ':' and what it gives",
                                       part=repr(part)))
        words = normalise(moment)
        event = next((event for event, keys in EVENT_WORDS.items()
                      if any(key in words for key in keys)), None)
        if event is None:
            raise InvalidAnswer(phrase("{moment} is not a moment Soloist plays (round start, "
                                       "trading post, contract, seal, travel)",
                                       moment=repr(moment.strip())))
        if event in power:
            raise InvalidAnswer(phrase("{triggers} is given twice", triggers=TRIGGERS[event]))
        allowed = not_completing if event in ("contract-completed", "seal-completed") else kinds
        power[event] = read_gains(gains, allowed, False)
    return power


# -- the contracts in a city --------------------------------------------------------------------

CONTRACTS_EXAMPLE = TYPED.said("4 black die; empty")
CONTRACTS_HELP = phrase("Space by space: the contract's VP and its other reward as far as the "
                        "Automa can use it (an advancement, up to 2 advancements, a black die, a "
                        "contract with a seal, a contract, or none of these), or empty.")
CONTRACTS_TYPING = phrase("Typed: space by space, separated by ';', the contract's VP and its "
                          "reward (advancement, up to 2 advancements, black die, pile, city, "
                          "other), or 'empty'. For example '{example}'.",
                          example=CONTRACTS_EXAMPLE)
MOST_VP = 30


def read_contracts(text: str, spaces: int, where: str) -> tuple[Contract | None, ...]:
    """The contracts on `spaces` contract spaces of a city, typed in one answer (None: an
    empty space)."""
    parts = [part.strip() for part in re.split(r"[;\n]", text) if part.strip()]
    if len(parts) == 1 and spaces > 1 and "," in parts[0]:
        parts = [part.strip() for part in parts[0].split(",") if part.strip()]
    if len(parts) != spaces:
        raise InvalidAnswer(phrase("give {spaces} contract spaces, each a contract's VP and "
                                   "reward, or 'empty'", spaces=spaces) if spaces > 1 else
                            phrase("give {spaces} contract space, each a contract's VP and "
                                   "reward, or 'empty'", spaces=spaces))
    found: list[Contract | None] = []
    for number, part in enumerate(parts, start=1):
        words = normalise(part)
        if words in ("empty", "none", "0", "no"):
            found.append(None)
            continue
        vp = re.match(r"^(\d+)\s*(?:vp\b|points?\b)?\s*\+?\s*(.*)$", words)
        if vp is None:
            raise InvalidAnswer(phrase("{part}: the contract's VP first, then its reward",
                                       part=repr(part)))
        points, reward_words = int(vp[1]), vp[2].strip() or "other"
        if not 1 <= points <= MOST_VP:
            raise InvalidAnswer(phrase("{part}: a contract gives from 1 to {most_vp} VP",
                                       part=repr(part), most_vp=MOST_VP))
        try:
            reward = CONTRACT_REWARD_CHOICES.find(reward_words).value
        except ValueError:
            raise InvalidAnswer(phrase("{part}: {reward_words} is not a reward (advancement, up "
                                       "to 2 advancements, black die, pile, city, other)",
                                       part=repr(part), reward_words=repr(reward_words))) from None
        assert isinstance(reward, GainKind)
        found.append(Contract(points, reward, phrase("{city} space {space}", city=where,
                                                      space=number)))
    return tuple(found)


def contracts_text(contracts: Iterable[Contract | None]) -> str:
    return "; ".join("empty" if c is None else f"{c.vp} {c.reward.value}" for c in contracts)


__all__ = ["CARD_HELP", "CARD_TYPING", "CITY_ASKED", "CONTRACTS_TYPING", "GAINS_HELP",
           "GAINS_TYPING", "POWER_HELP", "POWER_TYPING", "city_choices",
           "city_fact_text", "contracts_text", "gain_choices", "read_card", "read_contracts",
           "read_gains", "read_power"]
