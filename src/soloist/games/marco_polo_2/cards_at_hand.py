"""The Automa's Skill and Trading Post cards, the Smart Mat, and what its final scoring
reads, at a physical table: from characters.toml and mautoma.toml where they give them,
else from the person's component library, else asked — one gain at a time, as the card
shows it — and kept (a part of `TableAtHand`; see `learning`)."""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import TypeVar

from soloist.engine.questions import Choice, Choices, Question, table_fact
from soloist.games.marco_polo_2.components import (
    BOARD_TRACK,
    OWN_TABLE,
    SHIELDS,
    SKILL_ACTIONS,
    SKILL_TP_CARD,
    SMART_MAT,
    TP_CARDS,
    TP_NUMBERS,
    TP_SHIELD_VP,
    TRIGGERS,
    city_key,
    effects_text,
    parse_effects,
    skill_key,
    skill_label,
    tp_bonus_key,
    tp_key,
    tp_shields_key,
    track_key,
)
from soloist.games.marco_polo_2.data import COMPLETING_EVENTS, GameData
from soloist.games.marco_polo_2.effects import (
    CARD_KINDS,
    GAIN_LABELS,
    PER_PIP_KINDS,
    Effect,
    GainKind,
    gain_choices,
)
from soloist.games.marco_polo_2.learning import CopyAtHand
from soloist.games.marco_polo_2.pieces import LETTERS, Seal

T = TypeVar("T")
Ask = Generator[Question, object, T]

#: The highest VP asked for a contract or a bonus (far above any printed value).
MOST_VP = 30
#: The shield track: 9 different shields on the board, plus "+1" icons.
MOST_SHIELDS = 20
#: The most gains asked for one tile or card (far above any printed one).
MOST_GAINS = 6

ORDINAL = {1: "1st", 2: "2nd", 3: "3rd"}


def ordinal(number: int) -> str:
    return ORDINAL.get(number, f"{number}th")


class CardsAtHand(CopyAtHand):
    """The Automa's cards and scoring facts at a table at hand (a part of `TableAtHand`)."""

    data: GameData

    def skill_effects(self, action: str, die: int) -> Ask[tuple[Effect, ...]]:
        if self.skill is not None:
            return self.skill.city_card if action == "city-card" else self.skill.external_city
        what = "city card" if action == "city-card" else "external city"
        known = (yield from self.skill_part(SKILL_ACTIONS[action])) if self.uses_library \
            else None
        effects = read_or(parse_effects, known, None)
        if effects is not None:
            return effects
        effects = yield from self.ask_gain(
            "skill.action",
            f"The Skill card's {what} action (the die shows {die}): what does the Automa gain?",
            {"action": action, "die": die}, CARD_KINDS, die)
        if self.uses_library:
            character, level = yield from self.skill_name()
            self.teach(skill_key(character, level, SKILL_ACTIONS[action]), effects_text(effects))
        return effects

    def trigger(self, event: str) -> Ask[tuple[Effect, ...]]:
        """What the Skill card's power gives the Automa on `event` ("trading-post", "travel"
        …): from characters.toml, else asked the first time it happens and kept."""
        if self.skill is not None:
            return self.skill.triggers.get(event, ())
        if not self.uses_library:
            return ()
        words = TRIGGERS[event]
        effects = read_or(parse_effects, (yield from self.skill_part(words)), None)
        if effects is not None and not (event in COMPLETING_EVENTS and any(
                effect.kind is GainKind.COMPLETE for effect in effects)):
            return effects
        effects = yield from self.ask_gain(
            "skill.power",
            f"Does the Automa's Skill card (its power) give it anything {words}? ('nothing' if "
            "it does not)",
            {"event": event},
            NOT_COMPLETING if event in COMPLETING_EVENTS else CARD_KINDS)
        character, level = yield from self.skill_name()
        self.teach(skill_key(character, level, words), effects_text(effects))
        return effects

    def tp_symbol(self) -> Ask[str]:
        """The symbol of the Automa's Trading Post card (top right of its Skill card)."""
        if self.tp_card is not None:
            return self.tp_card.symbol
        if self.symbol is not None:
            return self.symbol
        character, level = yield from self.skill_name()
        key = skill_key(character, level, SKILL_TP_CARD)
        symbol = yield from self.recall(key, f"The Skill card {skill_label(character, level)}, "
                                             f"{SKILL_TP_CARD}:")
        if symbol is None:
            known = yield from self.known_names(TP_CARDS, "The Trading Post cards your "
                                                          "components know:")
            symbol = yield from self.ask_name(
                "table", "tp-card.symbol",
                f"Its Trading Post card: which symbol shows at the top right of the Skill card "
                f"{skill_label(character, level)}?", known,
                new_label="Another symbol (type a word for it)",
                name_prompt="A word for the symbol at the top right of the Skill card "
                            f"{skill_label(character, level)} (it names its Trading Post card)?",
                examples=("star",))
            self.teach(key, symbol)
        self.add_name(TP_CARDS, symbol)
        self.symbol = symbol
        return symbol

    def trading_post_bonus(self, index: int) -> Ask[tuple[Effect, ...]]:
        """The bonus uncovered by the `index`-th trading post (0 = first) leaving the grid."""
        if self.tp_card is not None:
            return self.tp_card.slots[index]
        key = None
        if self.uses_library:
            symbol = yield from self.tp_symbol()
            key = tp_bonus_key(symbol, index)
            known = yield from self.recall(key, f"The Trading Post card {symbol}, bonus of "
                                                f"trading post {index + 1}:")
            effects = read_or(parse_effects, known, None)
            if effects is not None:
                return effects
        effects = yield from self.ask_gain(
            "tp-card.bonus",
            f"Remove the next trading post from the Trading Post card (the {ordinal(index + 1)}, "
            "column by column from the left): does it uncover a bonus?",
            {"index": index}, CARD_KINDS)
        if key is not None:
            self.teach(key, effects_text(effects))
        return effects

    def seal_for(self, letter: str, known: dict[str, Seal]) -> Ask[Seal]:
        if letter in known:
            return known[letter]
        if self.data.smart_mat is not None:
            known["A"], known["B"] = self.data.smart_mat
        else:
            seal_a = yield table_fact(
                "setup.smart-mat",
                "Which guild seal is pictured on space A of the Smart Mat?",
                choices=MAT_SEAL_CHOICES, fact=SMART_MAT if self.uses_library else None)
            assert isinstance(seal_a, Seal)
            known["A"] = seal_a
            known["B"] = Seal.TAILOR if seal_a is Seal.SPICER else Seal.SPICER
        return known[letter]

    def ask_gain(self, topic: str, prompt: str, context: dict[str, object],
                 kinds: tuple[GainKind, ...], die: int | None = None) -> Ask[tuple[Effect, ...]]:
        """What a tile or card gives, one gain at a time, as the component shows it: each
        kind, the VP it gives, with a die whether it is once or once per pip, the coin a
        'remove a coin' names; then "anything else?" until 'nothing more'."""
        effects: list[Effect] = []
        while len(effects) < MOST_GAINS:
            more = bool(effects)
            kind = yield table_fact(
                f"{topic}-more" if more else topic,
                "Does it give the Automa anything else? ('nothing more' if that is all)"
                if more else prompt,
                choices=gain_choices(kinds, more=more), context=context)
            if kind is None:
                break
            assert isinstance(kind, GainKind)
            per_pip = False
            if die is not None and kind in PER_PIP_KINDS:
                answer = yield table_fact(
                    f"{topic}-per-pip", f"{GAIN_LABELS[kind][0]}: once, or once for each pip "
                    f"of the die (it shows {die})?", choices=ONCE_OR_PER_PIP, context=context)
                per_pip = bool(answer)
            amount, letter = 1, None
            if kind is GainKind.VP:
                number = yield table_fact(
                    f"{topic}-vp", "How many VP for each pip?" if per_pip else "How many VP?",
                    between=(1, MOST_VP), context=context)
                assert isinstance(number, int)
                amount = number
            elif kind is GainKind.REMOVE_COIN:
                picked = yield table_fact(f"{topic}-letter", "The coin of which space?",
                                          choices=COIN_CHOICES, context=context)
                assert isinstance(picked, str)
                letter = picked
            effects.append(Effect(kind, amount, per_pip, letter))
        return tuple(effects)

    def card_value(self, name: str) -> Ask[int]:
        """A number printed on the Trading Post card: `contracts_kept` (the contracts icon),
        `plus_one_spaces` or `seal_vp`."""
        if self.tp_card is not None:
            value = getattr(self.tp_card, name)
            assert isinstance(value, int)
            return value
        fact = None
        if self.uses_library:
            fact = tp_key((yield from self.tp_symbol()), TP_NUMBERS[name])
        number = yield table_fact(f"tp-card.{name}", CARD_VALUE_PROMPTS[name], between=(0, 30),
                                  fact=fact)
        assert isinstance(number, int)
        return number

    def shields(self, cities: list[str]) -> Ask[int]:
        """The different shields among `cities`: each city's shield is a fact of the board,
        asked once (a shield named before is one choice)."""
        known = []
        for city in cities:
            known.append((yield from self.shield(city)))
        if all(shield is not None for shield in known):
            return len(set(known))
        board = self.board
        names = ", ".join(board.name(city) for city in cities) or "none"
        count = yield table_fact(
            "score.shields",
            f"How many different shields among the cities of the Automa's trading posts "
            f"({names})?",
            between=(0, min(MOST_SHIELDS, len(cities))))
        assert isinstance(count, int)
        return count

    def shield(self, city: str) -> Ask[str | None]:
        """The shield of `city`: from the board file, else the person's components, else
        asked (None: a table that asks nothing, a described position)."""
        board = self.board
        location = board.locations[city]
        if location.shield is not None or location.start or not self.uses_library:
            return location.shield
        name = board.name(city)
        key = city_key(name, "shield")
        shield = yield from self.recall(key, f"The shield of {name}:")
        if shield is None:
            known = yield from self.known_names(SHIELDS, "The shields your components know:")
            shield = yield from self.ask_name(
                "table", "city.shield", f"The shield of {name} on your board?", known,
                new_label="Another shield (type a word for it)",
                name_prompt=f"A word for the shield of {name} (the same word for the same "
                            "shield elsewhere)?",
                examples=("lion",), context={"city": city})
            self.teach(key, shield)
        self.add_name(SHIELDS, shield)
        board.learn(city, "shield", shield)
        return shield

    def shield_vp(self, shields: int) -> Ask[int]:
        """The VP for `shields` different shields: on the Trading Post card's own table if it
        has one (and that number on it), else on the board's shield track."""
        tp_card = self.tp_card
        if tp_card is not None and tp_card.shield_vp and shields in tp_card.shield_vp:
            return tp_card.shield_vp[shields]
        if tp_card is None and self.uses_library and shields:
            symbol = yield from self.tp_symbol()
            where = yield table_fact(
                "tp-card.shield-vp", "Where does the Automa read its VP for shields: on its "
                "Trading Post card, or on the board's shield track?", choices=WHERE_SHIELD_VP,
                fact=tp_key(symbol, TP_SHIELD_VP))
            if where == OWN_TABLE:
                vp = yield table_fact(
                    "score.shield-vp", f"VP for {shields} different shields, on the Trading "
                    "Post card?", between=(0, 100), fact=tp_shields_key(symbol, shields))
                assert isinstance(vp, int)
                return vp
        track = self.board.shield_track
        if track and shields in track:
            return track[shields]
        if shields == 0:
            return 0
        prompt = (f"VP for {shields} different shields on the board's shield track?"
                  if self.uses_library else
                  f"VP for {shields} different shields (on the Trading Post card, or the shield "
                  "track)?")
        vp = yield table_fact("score.shield-vp", prompt, between=(0, 100),
                              fact=track_key(shields) if self.uses_library else None)
        assert isinstance(vp, int)
        return vp


#: What a power may give on completing a seal or contract (never another completion, which
#: would never end).
NOT_COMPLETING = tuple(kind for kind in CARD_KINDS if kind is not GainKind.COMPLETE)
WHERE_SHIELD_VP = Choices([Choice(OWN_TABLE, "On its Trading Post card", OWN_TABLE, ("card",)),
                           Choice(BOARD_TRACK, "On the board's shield track", BOARD_TRACK,
                                  ("board", "track"))])


def read_or(parse: Callable[[str], T], text: str | None, default: T) -> T:
    """`text` read by `parse`, or `default` when it is not known or not understood (it is
    then asked again; a different answer is a contradiction the person settles)."""
    if text is None:
        return default
    try:
        return parse(text)
    except ValueError:
        return default


CARD_VALUE_PROMPTS = {
    "contracts_kept": "The Trading Post card's contracts icon: how many completed contracts "
                      "go back to the 'contracts done' space before the rest cover '+1' spaces?",
    "plus_one_spaces": "How many '+1' spaces does the Trading Post card show?",
    "seal_vp": "VP for each completed guild seal on spaces A, B and C (beside the seal icon on "
               "the Trading Post card)?",
}
ONCE_OR_PER_PIP = Choices([Choice("once", "Once", False),
                           Choice("per-pip", "Once for each pip of the die", True,
                                  ("each pip", "per pip"))])
COIN_CHOICES = Choices(Choice(letter, f"Space {letter}", letter) for letter in LETTERS)
MAT_SEAL_CHOICES = Choices(Choice(seal.value, seal.title, seal) for seal in (Seal.SPICER,
                                                                              Seal.TAILOR))
