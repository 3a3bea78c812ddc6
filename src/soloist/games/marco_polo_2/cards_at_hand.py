"""The Automa's Skill and Trading Post cards, the Smart Mat, and what its final scoring
reads, at a physical table: from characters.toml and mautoma.toml where they give them,
else from the person's component library, else asked — one gain at a time, as the card
shows it — and kept (a part of `TableAtHand`; see `learning`)."""

from __future__ import annotations

import re
from collections.abc import Callable, Generator
from typing import TypeVar

from soloist.engine.errors import InvalidAnswer
from soloist.engine.phrase import Phrase, phrase
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
    tidy_name,
    tp_bonus_key,
    tp_key,
    tp_shields_key,
    track_key,
)
from soloist.games.marco_polo_2.compound import (
    GAINS_HELP,
    GAINS_TYPING,
    POWER_EXAMPLE,
    POWER_HELP,
    POWER_NOTHING,
    POWER_TYPING,
    gain_choices,
    read_gains,
    read_power,
)
from soloist.games.marco_polo_2.data import COMPLETING_EVENTS, TRADING_POSTS, GameData
from soloist.games.marco_polo_2.effects import CARD_KINDS, Effect, GainKind, describe_effects
from soloist.games.marco_polo_2.gain_taps import GainsTaps, GridTaps, PowerTaps
from soloist.games.marco_polo_2.learning import CopyAtHand
from soloist.games.marco_polo_2.name_taps import NamesTaps, NumbersTaps
from soloist.games.marco_polo_2.pieces import Seal
from soloist.games.marco_polo_2.typed_words import TYPED

T = TypeVar("T")
Ask = Generator[Question, object, T]

#: The highest VP asked for a contract or a bonus (far above any printed value).
MOST_VP = 30
#: The shield track: 9 different shields on the board, plus "+1" icons.
MOST_SHIELDS = 20

ORDINAL = {1: phrase("1st"), 2: phrase("2nd"), 3: phrase("3rd")}


def ordinal(number: int) -> str:
    return ORDINAL.get(number) or phrase("{number}th", number=number)


class CardsAtHand(CopyAtHand):
    """The Automa's cards and scoring facts at a table at hand (a part of `TableAtHand`)."""

    data: GameData

    def skill_effects(self, action: str, die: int) -> Ask[tuple[Effect, ...]]:
        if self.skill is not None:
            return self.skill.city_card if action == "city-card" else self.skill.external_city
        known = (yield from self.skill_part(SKILL_ACTIONS[action])) if self.uses_library \
            else None
        effects = read_or(parse_effects, known, None)
        if effects is not None:
            return effects
        effects = yield from self.ask_gain(
            "skill.action",
            phrase("The Skill card's city card action (the die shows {die}): what does the "
                   "Automa gain?", die=die) if action == "city-card" else
            phrase("The Skill card's external city action (the die shows {die}): what does the "
                   "Automa gain?", die=die),
            {"action": action, "die": die}, CARD_KINDS, die,
            what=phrase("its city card action") if action == "city-card" else
            phrase("its external city action"))
        if self.uses_library:
            character, level = yield from self.skill_name()
            self.teach(skill_key(character, level, SKILL_ACTIONS[action]), effects_text(effects))
        return effects

    def trigger(self, event: str) -> Ask[tuple[Effect, ...]]:
        """What the Skill card's power gives the Automa on `event` ("trading-post", "travel"
        …): from characters.toml, else from the person's components, else the whole power
        is asked the first time one of its moments comes (one answer for every moment), and
        kept."""
        if self.skill is not None:
            return self.skill.triggers.get(event, ())
        if not self.uses_library:
            return ()
        effects = read_or(parse_effects, (yield from self.skill_part(TRIGGERS[event])), None)
        if effects is not None and not (event in COMPLETING_EVENTS and any(
                effect.kind is GainKind.COMPLETE for effect in effects)):
            return effects
        power = yield table_fact(
            "skill.power",
            phrase("The Automa's Skill card (its power): does it give the Automa anything at the "
                   "start of a round, when it places a trading post, completes a contract or a "
                   "guild seal, or travels? If so, what, and when?"),
            choices=POWER_NOTHING,
            text=lambda text: read_power(text, CARD_KINDS, NOT_COMPLETING),
            examples=(POWER_EXAMPLE,), help=POWER_HELP, typing=POWER_TYPING,
            context={"event": event},
            taps=PowerTaps(CARD_KINDS, NOT_COMPLETING))
        assert isinstance(power, dict)
        character, level = yield from self.skill_name()
        for moment, words in TRIGGERS.items():
            self.teach(skill_key(character, level, words), effects_text(power.get(moment, ())))
        gains: tuple[Effect, ...] = power.get(event, ())
        return gains

    def tp_symbol(self) -> Ask[str]:
        """The name of the Automa's Trading Post card: the one its Skill card names by the
        symbol at its top right. The first Trading Post card your components learn is named
        after that Skill card ("Navigator L1"), with no question; when another Skill card is
        played, which of the cards known its symbol names (or another one) is one choice."""
        if self.tp_card is not None:
            return self.tp_card.symbol
        if self.symbol is not None:
            return self.symbol
        character, level = yield from self.skill_name()
        label = skill_label(character, level)
        key = skill_key(character, level, SKILL_TP_CARD)
        symbol = yield from self.recall(key, f"The Skill card {label}, {SKILL_TP_CARD}:")
        if symbol is None:
            known = yield from self.known_names(TP_CARDS, "The Trading Post cards your "
                                                          "components know:")
            symbol = label
            if known:
                picked = yield table_fact(
                    "tp-card.symbol",
                    phrase("Its Trading Post card: which one does the symbol at the top right "
                           "of the Skill card {card} name?", card=label),
                    choices=Choices([*(Choice(name, tp_card_label(name), name)
                                       for name in known),
                                     Choice(NEW_TP_CARD, phrase("Another one, not seen before"),
                                            None,
                                            ("new", "another", "other"))]),
                    help=phrase("Soloist names a Trading Post card after the first Skill card that "
                                "used it."))
                if isinstance(picked, str):
                    symbol = picked
            self.teach(key, symbol)
        self.add_name(TP_CARDS, symbol)
        self.symbol = symbol
        return symbol

    def read_trading_post_card(self) -> Ask[None]:
        """At setup, before its trading posts cover it: what the slots of the Automa's
        Trading Post card give, in one answer, when your components know nothing of them
        yet (then kept; a card partly known is asked slot by slot as its trading posts leave
        it). Only the bonuses the Automa takes are told."""
        if self.tp_card is not None or not self.uses_library:
            return
        symbol = yield from self.tp_symbol()
        first = yield from self.recall(tp_bonus_key(symbol, 0), f"The Trading Post card "
                                                                f"{symbol}, bonus of trading "
                                                                "post 1:")
        if first is not None:
            return
        grid = yield table_fact(
            "tp-card.grid",
            phrase("Before you place the Automa's 11 trading posts on its Trading Post card: which "
                   "slots show a bonus, and what does each give the Automa?"),
            choices=NO_BONUS, text=TYPED.reading(read_grid),
            examples=(TYPED.said(GRID_EXAMPLE),), help=GRID_HELP,
            typing=GRID_TYPING,
            taps=GridTaps(CARD_KINDS))
        assert isinstance(grid, dict)
        for index in range(TRADING_POSTS):
            self.teach(tp_bonus_key(symbol, index), effects_text(grid.get(index, ())))
        self.log.say("setup", "The Automa's Trading Post card: {bonuses}; your components keep "
                     "it.", bonuses=grid_text(grid))

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
            phrase("Remove the next trading post from the Trading Post card (the {ordinal}, "
                   "column by column from the left): does it uncover a bonus?",
                   ordinal=ordinal(index + 1)),
            {"index": index}, CARD_KINDS, what=phrase("that slot"))
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
                phrase("Which guild seal is pictured on space A of the Smart Mat?"),
                choices=MAT_SEAL_CHOICES, fact=SMART_MAT if self.uses_library else None)
            assert isinstance(seal_a, Seal)
            known["A"] = seal_a
            known["B"] = Seal.TAILOR if seal_a is Seal.SPICER else Seal.SPICER
        return known[letter]

    def ask_gain(self, topic: str, prompt: str, context: dict[str, object],
                 kinds: tuple[GainKind, ...], die: int | None = None, *,
                 what: str = "it") -> Ask[tuple[Effect, ...]]:
        """What a tile or card gives, in one answer: one gain tapped, or all of them tapped
        one after another (typed: ``3 VP + a black die``); with a die, a gain may be once
        for each of its pips."""
        has_die = die is not None
        effects = yield table_fact(
            topic, prompt, choices=gain_choices(kinds, has_die),
            text=TYPED.reading(lambda text: read_gains(text, kinds, has_die)),
            examples=(TYPED.said("3 VP + a black die"),), help=GAINS_HELP, typing=GAINS_TYPING,
            context=context,
            taps=GainsTaps(what, kinds, has_die))
        assert isinstance(effects, tuple)
        return effects

    def card_values(self, names: list[str]) -> Ask[dict[str, int]]:
        """Numbers printed on the Trading Post card (`card_value` names), those not known
        asked in one answer."""
        values: dict[str, int] = {}
        if self.tp_card is not None:
            return {name: int(getattr(self.tp_card, name)) for name in names}
        unknown = list(names)
        if self.uses_library and len(names) > 1:
            symbol = yield from self.tp_symbol()
            for name in names:
                known = yield from self.recall(tp_key(symbol, TP_NUMBERS[name]),
                                               f"The Trading Post card {symbol}, "
                                               f"{TP_NUMBERS[name]}:")
                if known is not None and known.isdigit() and int(known) <= MOST_CARD_NUMBER:
                    values[name] = int(known)
                    unknown.remove(name)
        if len(unknown) == 1:
            values[unknown[0]] = yield from self.card_value(unknown[0])
        elif unknown:
            numbers = yield table_fact(
                "tp-card.numbers",
                phrase("The Automa's Trading Post card: {asked}? (the numbers, in this order)",
                       asked=semicolons([CARD_VALUE_WORDS[name] for name in unknown])),
                text=lambda text: read_numbers(text, len(unknown)),
                examples=(" ".join(["4"] * len(unknown)),), context={"numbers": ", ".join(unknown)},
                taps=NumbersTaps([CARD_VALUE_TAPS[name] for name in unknown], 0,
                                 MOST_CARD_NUMBER))
            assert isinstance(numbers, tuple)
            symbol = (yield from self.tp_symbol()) if self.uses_library else ""
            for name, number in zip(unknown, numbers, strict=True):
                values[name] = number
                if self.uses_library:
                    self.teach(tp_key(symbol, TP_NUMBERS[name]), str(number))
        return values

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
        number = yield table_fact(f"tp-card.{name}", CARD_VALUE_PROMPTS[name],
                                  between=(0, MOST_CARD_NUMBER), fact=fact)
        assert isinstance(number, int)
        return number

    def shields(self, cities: list[str]) -> Ask[int]:
        """The different shields among `cities`: each city's shield is a fact of the board,
        asked once (those not known yet together, in one answer)."""
        of = yield from self.shields_of(cities)
        known = [of[city] for city in cities]
        if all(shield is not None for shield in known):
            return len(set(known))
        board = self.board
        names = ", ".join(board.name(city) for city in cities) or phrase("none")
        count = yield table_fact(
            "score.shields",
            phrase("How many different shields among the cities of the Automa's trading posts "
                   "({cities})?", cities=names),
            between=(0, min(MOST_SHIELDS, len(cities))))
        assert isinstance(count, int)
        return count

    def shields_of(self, cities: list[str]) -> Ask[dict[str, str | None]]:
        """The shield of each of `cities`: those the board or the person's components do not
        know are asked together (one of them alone: a shield named before is one choice)."""
        board = self.board
        unknown = [city for city in dict.fromkeys(cities)
                   if board.locations[city].shield is None and not board.locations[city].start]
        if self.uses_library and len(unknown) > 1:
            for city in list(unknown):
                name = board.name(city)
                shield = yield from self.recall(city_key(name, "shield"),
                                                f"The shield of {name}:")
                if shield is not None:
                    self.add_name(SHIELDS, shield)
                    board.learn(city, "shield", shield)
                    unknown.remove(city)
        if self.uses_library and len(unknown) > 1:
            known = yield from self.known_names(SHIELDS, "The shields your components know:")
            names = [board.name(city) for city in unknown]
            told = yield table_fact(
                "city.shields",
                phrase("The shield of each of these cities on your board, in this order: "
                       "{cities}? (a word for each; the same word for the same shield)",
                       cities=", ".join(names)),
                text=lambda text: read_shields(text, len(unknown), known),
                examples=(", ".join([known[0] if known else "sun"] * len(unknown)),),
                help=phrase("Separate the words with commas. The shields named before: "
                            "{shields}.", shields=", ".join(known)) if known else
                phrase("Separate the words with commas."),
                context={"cities": ", ".join(unknown)},
                taps=NamesTaps([phrase("The shield of {city}?", city=name) for name in names],
                               known,
                               NEW_SHIELD, mark_new=False))
            assert isinstance(told, tuple)
            for city, name, shield in zip(unknown, names, told, strict=True):
                self.teach(city_key(name, "shield"), shield)
                self.add_name(SHIELDS, shield)
                board.learn(city, "shield", shield)
        of = {}
        for city in cities:
            of[city] = yield from self.shield(city)
        return of

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
                "table", "city.shield", phrase("The shield of {city} on your board?", city=name),
                known, new_label=phrase("Another shield (type a word for it)"),
                name_prompt=phrase("A word for the shield of {city} (the same word for the same "
                                   "shield elsewhere)?", city=name),
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
                "tp-card.shield-vp",
                phrase("Where does the Automa read its VP for shields: on its Trading Post "
                       "card, or on the board's shield track?"), choices=WHERE_SHIELD_VP,
                fact=tp_key(symbol, TP_SHIELD_VP))
            if where == OWN_TABLE:
                vp = yield table_fact(
                    "score.shield-vp", phrase("VP for {shields} different shields, on the "
                                              "Trading Post card?", shields=shields),
                    between=(0, 100), fact=tp_shields_key(symbol, shields))
                assert isinstance(vp, int)
                return vp
        track = self.board.shield_track
        if track and shields in track:
            return track[shields]
        if shields == 0:
            return 0
        prompt = (phrase("VP for {shields} different shields on the board's shield track?",
                         shields=shields)
                  if self.uses_library else
                  phrase("VP for {shields} different shields (on the Trading Post card, or the "
                         "shield track)?", shields=shields))
        vp = yield table_fact("score.shield-vp", prompt, between=(0, 100),
                              fact=track_key(shields) if self.uses_library else None)
        assert isinstance(vp, int)
        return vp


#: What a power may give on completing a seal or contract (never another completion, which
#: would never end).
NOT_COMPLETING = tuple(kind for kind in CARD_KINDS if kind is not GainKind.COMPLETE)
WHERE_SHIELD_VP = Choices([Choice(OWN_TABLE, phrase("On its Trading Post card"), OWN_TABLE,
                                  ("card",)),
                           Choice(BOARD_TRACK, phrase("On the board's shield track"), BOARD_TRACK,
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
    "contracts_kept": phrase("The Trading Post card's contracts icon: how many completed "
                             "contracts go back to the 'contracts done' space before the rest "
                             "cover '+1' spaces?"),
    "plus_one_spaces": phrase("How many '+1' spaces does the Trading Post card show?"),
    "seal_vp": phrase("VP for each completed guild seal on spaces A, B and C (beside the seal "
                      "icon on the Trading Post card)?"),
}
#: The highest number asked of a Trading Post card.
MOST_CARD_NUMBER = 30
#: Each number of the Trading Post card, as a step of its keypad.
CARD_VALUE_TAPS = {
    "contracts_kept": phrase("Its contracts icon: how many completed contracts go back to "
                             "'contracts done' before the rest cover '+1' spaces?"),
    "plus_one_spaces": phrase("How many '+1' spaces does it show?"),
    "seal_vp": phrase("The VP for each completed guild seal on spaces A, B and C?"),
}
#: What to type for a shield not named before.
NEW_SHIELD = phrase("A shield not named before: a word for it (the same word for the same "
                    "shield)")
CARD_VALUE_WORDS = {
    "contracts_kept": phrase("its contracts icon (the completed contracts that go back to "
                             "'contracts done' before the rest cover '+1' spaces)"),
    "plus_one_spaces": phrase("how many '+1' spaces it shows"),
    "seal_vp": phrase("the VP for each completed guild seal on spaces A, B and C"),
}


def semicolons(parts: list[Phrase]) -> Phrase:
    """Two or three parts of a question, separated by semicolons."""
    if len(parts) == 2:
        return phrase("{first}; {second}", first=parts[0], second=parts[1])
    return phrase("{first}; {second}; {third}", first=parts[0], second=parts[1],
                  third=parts[2])


def read_shields(text: str, count: int, known: list[str]) -> tuple[str, ...]:
    """`count` shield words, typed in order (a word named before, in any case, is the same
    shield)."""
    parts = [part for part in text.replace(";", ",").split(",") if part.strip()]
    if len(parts) != count:
        raise InvalidAnswer(phrase("give {count} shields, one for each city, separated by commas",
                                   count=count))
    words = []
    for part in parts:
        word = tidy_name(part)
        words.append(next((name for name in known if name.casefold() == word.casefold()),
                          word))
    return tuple(words)


def read_numbers(text: str, count: int) -> tuple[int, ...]:
    """`count` whole numbers from 0 to `MOST_CARD_NUMBER`, typed in order."""
    parts = text.replace(",", " ").replace(";", " ").split()
    if len(parts) != count or not all(part.isdigit() for part in parts):
        raise InvalidAnswer(phrase("give {count} whole numbers, in the order asked", count=count))
    numbers = tuple(int(part) for part in parts)
    if max(numbers) > MOST_CARD_NUMBER:
        raise InvalidAnswer(phrase("a number from 0 to {most_card_number}",
                                   most_card_number=MOST_CARD_NUMBER))
    return numbers


#: The choice "another Trading Post card": a key no name can be (no ':').
NEW_TP_CARD = "new:"


def tp_card_label(name: str) -> str:
    """A Trading Post card as a person reads its name: by its symbol's word, or by the Skill
    card it was first named after."""
    if re.fullmatch(r".+ L[123]", name):
        return phrase("The one of {card}", card=name)
    return phrase("The one with the symbol {symbol}", symbol=name)


GRID_EXAMPLE = "4: 3 VP; 6: a black die; 11: 10 VP"
GRID_HELP = phrase("The slots are numbered 1 to 11 in the order the trading posts leave the card "
             "(column by column from the left, top to bottom): tap each slot that shows a "
             "bonus, then what it gives. The Automa takes only VP, black dice, advancements, "
             "new contracts, completing a seal or contract and removing a coin.")
GRID_TYPING = phrase("Typed: each slot that shows a bonus, its number, ':' and what it gives, "
                     "separated by ';' — for example '{example}'.", example=GRID_EXAMPLE)
NO_BONUS = Choices([Choice("none", phrase("No slot shows a bonus"), {}, ("nothing", "no"))])


def read_grid(text: str) -> dict[int, tuple[Effect, ...]]:
    """The bonuses of a Trading Post card's slots, typed (``4: 3 VP; 6: a black die``): slot
    index (0 = the first to leave) → what it gives."""
    grid: dict[int, tuple[Effect, ...]] = {}
    for part in (part.strip() for part in text.split(";")):
        if not part:
            continue
        number, colon, gains = part.partition(":")
        if not colon or not number.strip().isdigit():
            raise InvalidAnswer(phrase("{part}: the slot's number, ':' and what it gives (for "
                                       "example '{grid_example}')", part=repr(part),
                                       grid_example=GRID_EXAMPLE))
        slot = int(number)
        if not 1 <= slot <= TRADING_POSTS:
            raise InvalidAnswer(phrase("{part}: the slots are numbered 1 to {trading_posts}",
                                       part=repr(part), trading_posts=TRADING_POSTS))
        if slot - 1 in grid:
            raise InvalidAnswer(phrase("slot {slot} is given twice", slot=slot))
        grid[slot - 1] = read_gains(gains, CARD_KINDS, False)
    if not grid:
        raise InvalidAnswer(phrase("say each slot that shows a bonus (for example "
                                   "'{grid_example}'), or none", grid_example=GRID_EXAMPLE))
    return grid


def grid_text(grid: dict[int, tuple[Effect, ...]]) -> str:
    """The bonuses of a card's slots as the log says them."""
    told = [f"slot {index + 1}: {describe_effects(effects)}"
            for index, effects in sorted(grid.items()) if effects]
    return "; ".join(told) or "no slot shows a bonus the Automa takes"


MAT_SEAL_CHOICES = Choices(Choice(seal.value, seal.title, seal) for seal in (Seal.SPICER,
                                                                              Seal.TAILOR))
