"""A person at a physical Marco Polo II table who owns a complete copy (the FICTIONAL sample
stands in for it: `mp2_copy_table`) and answers on the game's pages as the phone shows them:
a choice's button where one says it, the number field for a number, otherwise the answer
built by taps (`soloist.engine.taps`), a name typed only where Soloist meets it for the first
time. What they tell is what `CopyTable` would type; `words_for` turns it into the taps that
build it.

The Automa's character is one of the base game's 7 (a button), standing for the sample's
"Navigator": its Skill and Trading Post cards are the sample's.
"""

from __future__ import annotations

from collections.abc import Sequence

from answer_kinds import Hands, build, chosen_or_counted
from mp2_copy_table import CopyTable, TravellingTable

from soloist.engine.questions import Question
from soloist.engine.session import Session
from soloist.engine.taps import Taps
from soloist.games.marco_polo_2.arrival_at_hand import NO_SPACE, read_arrival
from soloist.games.marco_polo_2.card_taps import CardTaps
from soloist.games.marco_polo_2.cards_at_hand import read_grid
from soloist.games.marco_polo_2.components import effect_text, parse_effects
from soloist.games.marco_polo_2.compound import read_card, read_contracts, read_power
from soloist.games.marco_polo_2.contract_taps import (
    EMPTY,
    MORE,
    NO_CONTRACTS,
    NO_TILE,
    NOTHING,
    ArrivalTaps,
    ContractsTaps,
)
from soloist.games.marco_polo_2.effects import CARD_KINDS, Contract, Effect, GainKind
from soloist.games.marco_polo_2.gain_taps import MOMENTS, GainsTaps, GridTaps, PowerTaps
from soloist.games.marco_polo_2.map_taps import ListTaps, PairTaps
from soloist.games.marco_polo_2.name_taps import NamesTaps, NumbersTaps
from soloist.games.marco_polo_2.person_answers import MainThenTaps, read_main_then
from soloist.games.marco_polo_2.pieces import CHARACTERS
from soloist.games.marco_polo_2.route_map import parse_routes_list, parse_ways
from soloist.games.marco_polo_2.tap_words import END, NEW, VP, VP_PER_PIP

#: The public character that stands for the sample's "Navigator".
CHARACTER = CHARACTERS[2]


def gain_words(effects: Sequence[Effect]) -> list[str]:
    words: list[str] = []
    for effect in effects:
        if effect.kind is GainKind.VP:
            words += [VP_PER_PIP if effect.per_pip else VP, str(effect.amount)]
        else:
            words.append(effect_text(effect))
    return words


def contract_words(contracts: Sequence[Contract | None]) -> list[str]:
    words: list[str] = []
    for contract in contracts:
        words += [EMPTY] if contract is None else [str(contract.vp), contract.reward.value]
    return words


def route_words(oases: int, seals: Sequence[object]) -> list[str]:
    words = [str(oases), *(str(seal) for seal in seals)]
    return words + ([END] if len(seals) < oases + 1 else [])


def words_for(taps: Taps, text: str) -> list[str]:
    """The draft of taps that builds the typed answer `text`."""
    if isinstance(taps, CardTaps):
        bonus, main = read_card(text)
        return [bonus.value, *(action.value for action in main)]
    if isinstance(taps, NamesTaps):
        parts = [text] if len(taps.prompts) == 1 else text.split(taps.joiner.strip())
        return [part.strip().removeprefix(NEW).strip() for part in parts]
    if isinstance(taps, NumbersTaps):
        return text.split()
    if isinstance(taps, PairTaps):
        return [word for oases, seals in parse_ways(text) for word in route_words(oases, seals)]
    if isinstance(taps, ListTaps):
        words = []
        for way in parse_routes_list(text):
            name = next((other for other in taps.others
                         if other.casefold() == way.name.casefold()), None)
            words += [name or f"{NEW} {way.name.removeprefix(NEW).strip()}",
                      *route_words(way.oases, way.seals)]
        return words
    if isinstance(taps, GainsTaps):
        return gain_words(parse_effects(text))
    if isinstance(taps, GridTaps):
        return [word for slot, effects in sorted(read_grid(text).items())
                for effect in effects for word in [str(slot + 1), *gain_words([effect])]]
    if isinstance(taps, PowerTaps):
        power = read_power(text, CARD_KINDS, CARD_KINDS)
        return [word for event, _, _ in MOMENTS if event in power
                for word in [event, *gain_words(power[event]), END]]
    if isinstance(taps, ContractsTaps):
        return contract_words(read_contracts(text, len(text.split(";")), taps.where))
    if isinstance(taps, ArrivalTaps):
        tile, contracts = read_arrival(text, taps.where, space_known=taps.tile_space_known,
                                       spaces=taps.spaces)
        words = [NO_TILE] if tile is NO_SPACE else [NOTHING] if not tile else []
        if tile is not NO_SPACE:
            for number, effect in enumerate(tile):
                words += ([MORE] if number else []) + gain_words([effect])
        words += [NO_CONTRACTS] if contracts is NO_SPACE else contract_words(contracts)
        return words
    if isinstance(taps, MainThenTaps):
        found = read_main_then(text, list(taps.spaces.values()),
                               black_dice_left=taps.black_dice_left, dice_left=taps.dice_left)
        return [found.space.id, *found.after]
    raise AssertionError(f"no words for {type(taps).__name__}")


class Tapping:
    """Plays a game on its pages with the answers of a copy table (see the module);
    `typing`: as a person did before answers were built by taps, typing what no choice
    says."""

    def __init__(self, table: CopyTable, player: Hands, *, typing: bool = False) -> None:
        self.table = table
        self.player = player
        self.typing = typing
        self.typed: list[tuple[str, str]] = []  # (topic, text): what had to be typed

    def answer(self, session: Session) -> None:
        """Answers the question `session` waits for (the game of the page, as stored)."""
        question = session.question
        assert question is not None
        text = self.told(session, question)
        player = self.player
        player.begin(question.prompt)
        status = self.give(question, text)
        assert status == 303, (question.topic, text, player.html[:2000])

    def told(self, session: Session, question: Question) -> str:
        if question.topic in ("setup.character", "setup.character-name"):
            self.table.asked.append(question)
            return CHARACTER
        return self.table.answer(session, question)

    def give(self, question: Question, text: str) -> int:
        player = self.player
        status = chosen_or_counted(player, question, text)
        if status is not None:
            return status
        if question.taps is not None and not self.typing:
            return build(player, question.taps, words_for(question.taps, text))
        self.typed.append((question.topic, text))
        return player.type(text)


__all__ = ["CHARACTER", "Tapping", "TravellingTable", "words_for"]
