"""A solo game against the Machine: setup, rounds, the end of the game, scoring.

A round is your market phase and work phase, then the Machine's turn. The end is
triggered by you (12 goods or 10 buildings) or by the Machine (12 or more goods only);
once it is triggered, the current round is finished and one more round is played.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from functools import cache
from typing import Literal

from soloist.engine.chance import Chance
from soloist.engine.log import Log
from soloist.engine.phrase import phrase
from soloist.engine.questions import YES_NO, Question, decision
from soloist.engine.tableview import TableView
from soloist.engine.variants import NO_VARIANT, Variant, announce
from soloist.games.fantastic_factories import tableview
from soloist.games.fantastic_factories.cards import CardSet, CardType
from soloist.games.fantastic_factories.levels import STARTING_CARDS
from soloist.games.fantastic_factories.machine import (
    CARDS_TO_TRIGGER_END,
    GOODS_TO_TRIGGER_END,
    Machine,
    MachineDice,
    MachineScore,
    MachineTurn,
    machine_turn,
)
from soloist.games.fantastic_factories.market import DigitalTable
from soloist.games.fantastic_factories.table import ModelTable, TableAtHand, VirtualDeckTable
from soloist.games.fantastic_factories.variants import machine_rules

#: The highest final score a person may report (far above any real game).
HIGHEST_SCORE = 500

#: (By plain name: an enum member looked up on its class is slow in Python 3.11.)
MONUMENT = CardType.MONUMENT

Outcome = Literal["win", "loss", "tie"]
Table = TableAtHand | VirtualDeckTable | ModelTable | DigitalTable

#: The difficulty levels as the log names them.
DIFFICULTY_WORDS = {"easy": phrase("easy"), "medium": phrase("medium"), "hard": phrase("hard"),
                    "very-hard": phrase("very-hard")}


@dataclass(frozen=True, slots=True)
class FactoryResult:
    machine: MachineScore
    person_score: int
    rounds: int
    triggered_by: str
    difficulty: str

    @property
    def outcome(self) -> Outcome:
        """You win only with more points than the Machine: a tie is not a win."""
        if self.person_score > self.machine.total:
            return "win"
        if self.person_score < self.machine.total:
            return "loss"
        return "tie"

    def headline(self) -> str:
        machine, you = self.machine.total, self.person_score
        if self.outcome == "win":
            return phrase("You win, {you} to {machine}.", you=you, machine=machine)
        if self.outcome == "loss":
            return phrase("The Machine wins, {machine} to {you}.", machine=machine, you=you)
        return phrase("A tie at {you}: not a win. The solo rules say you win only with more "
                      "points than the Machine.", you=you)

    def summary(self) -> dict[str, int | float | str]:
        return {
            "machine_score": self.machine.total,
            "machine_goods": self.machine.goods,
            "machine_cards": self.machine.cards,
            "machine_monuments": self.machine.monuments,
            "person_score": self.person_score,
            "rounds": self.rounds,
            "person_won": int(self.outcome == "win"),
            "outcome": self.outcome,
            "triggered_by": self.triggered_by,
        }


@cache
def end_trigger_question(round_number: int) -> Question:
    """Asked after your work phase each round until the end is triggered (questions never
    change, so each round's is made once)."""
    return decision(
        "person.triggered-end",
        phrase("Round {round}: after your work phase, did you trigger the end of the game "
               "(12 or more goods, or 10 or more buildings in your compound)?",
               round=round_number),
        choices=YES_NO,
        context={"round": round_number},
    )


def make_table(table: str, cards: CardSet, chance: Chance, log: Log) -> Table:
    if table == "virtual-deck":
        return VirtualDeckTable(cards, chance.stream("blueprint deck"), log)
    if table == "model":
        return ModelTable(cards, chance.stream("blueprint deck"), log)
    return TableAtHand(cards, log)


class FactoryPlay:
    """One solo game against the Machine."""

    def __init__(self, difficulty: str, table: Table, chance: Chance, log: Log,
                 variant: Variant = NO_VARIANT) -> None:
        self.difficulty = difficulty
        self.starting_cards = STARTING_CARDS[difficulty]
        self.table = table
        self.dice = chance.stream("machine dice")
        self.log = log
        #: An automa variant (docs/sensitivity.md): the Machine plays its rules.
        self.variant = variant
        self.machine = Machine(rules=machine_rules(variant))
        self.round = 0
        self.last_round: int | None = None
        self.triggered_by = ""
        self.last_dice: MachineDice | None = None
        self.last_turn: MachineTurn | None = None

    def run(self) -> Generator[Question, object, FactoryResult]:
        yield from self.setup()
        return (yield from self.rounds())

    def rounds(self) -> Generator[Question, object, FactoryResult]:
        """The rounds left, each your turn and then the Machine's, until the last round; then
        the scoring."""
        log = self.log
        while self.last_round is None or self.round < self.last_round:
            self.round += 1
            if log.enabled:
                log.say("round", "Round {round}", round=self.round)
            yield from self.your_turn()
            yield from self.the_machines_turn()
        return (yield from self.final_scoring())

    def setup(self) -> Generator[Question, object, None]:
        """Deal blueprints face up to form the Machine's starting compound; Monuments are
        discarded and dealing continues until it has the chosen number of non-Monuments."""
        wanted = self.starting_cards
        log = self.log
        announce(log, self.variant)
        keeps = self.machine.rules.starts_with_monuments
        if log.enabled:
            log.say("setup", "Difficulty {difficulty}: the Machine starts with {wanted} "
                    "blueprints{monuments}.", difficulty=DIFFICULTY_WORDS.get(
                        self.difficulty, self.difficulty), wanted=wanted,
                    monuments=phrase(", Monuments kept (the automa variant)") if keeps
                    else phrase(", none of them a Monument"))
        while self.machine.cards < wanted:
            card = yield from self.table.deal_for_machine(self.machine.cards + 1, wanted)
            if card.type is MONUMENT and not keeps:
                self.table.discard_dealt(card)
                if log.enabled:
                    log.say("setup", "{what} is a Monument: discarded, deal another (the "
                            "Machine cannot begin with a Monument).", card=card,
                            what=card.name or phrase("The card dealt"))
                continue
            self.machine.add(card)
            if log.enabled:
                log.say("setup", "{card} into the Machine's compound.", card=card)
        if log.enabled:
            log.say("setup", "The Machine's compound: {compound}.",
                    compound=self.machine.describe_compound())

    def your_turn(self) -> Generator[Question, object, None]:
        """You play the market phase and the work phase as normal by yourself."""
        table = self.table
        assert not isinstance(table, DigitalTable), "digital play has its own turns"
        yield from table.person_market_phase(self.round)
        if self.last_round is None:
            triggered = yield end_trigger_question(self.round)
            if triggered:
                self.trigger_end(phrase("you"), phrase("you reached 12 goods or 10 buildings"))
        else:
            yield from table.wait_for_your_last_turn(self.round)

    def the_machines_turn(self) -> Generator[Question, object, None]:
        dice = self.last_dice = MachineDice.roll(self.dice)
        before = self.machine.copy()
        yield from machine_turn(self.machine, self.table, dice, self.log)
        self.last_turn = MachineTurn.between(before, self.machine, dice, self.round)
        machine = self.machine
        if self.last_round is None and machine.has_triggered_end:
            self.trigger_end(
                phrase("the Machine"),
                phrase("the Machine has {goods} goods and {cards} cards (it triggers the end "
                       "with {most_goods} or more goods or {most_cards} or more cards: the "
                       "automa variant)", goods=machine.goods, cards=machine.cards,
                       most_goods=GOODS_TO_TRIGGER_END, most_cards=CARDS_TO_TRIGGER_END)
                if machine.rules.ends_with_cards else
                phrase("the Machine has {goods} goods (it triggers the end only with {most} or "
                       "more)", goods=machine.goods, most=GOODS_TO_TRIGGER_END),
            )

    def trigger_end(self, who: str, why: str) -> None:
        self.triggered_by = who
        self.last_round = self.round + 1
        if self.log.enabled:
            self.log.say("round", "The end of the game is triggered by {who}: {why}. This round "
                         "is finished and one more round is played (round {last}).",
                         who=who, why=why, last=self.last_round)

    def final_scoring(self) -> Generator[Question, object, FactoryResult]:
        score = self.machine.score()
        if self.log.enabled:
            self.log.say("score", "The Machine scores {text}.", text=score.describe(),
                         total=score.total)
        person_score = yield decision(
            "person.final-score",
            phrase("Your final score (goods + the prestige of the cards in your compound)?"),
            between=(0, HIGHEST_SCORE),
            context={"machine_score": score.total},
        )
        assert isinstance(person_score, int)
        result = FactoryResult(score, person_score, self.round, self.triggered_by,
                               self.difficulty)
        if self.log.enabled:
            self.log.say("score", "{headline}", headline=result.headline(),
                         outcome=result.outcome)
        return result

    def table_view(self, question: Question | None = None) -> TableView:
        return tableview.table_view(self, question)

    def view(self) -> dict[str, object]:
        return {
            "difficulty": self.difficulty,
            "round": self.round,
            "machine": self.machine.view(),
            "last_dice": self.last_dice._asdict() if self.last_dice else None,
            "last_round": self.last_round,
            "triggered_by": self.triggered_by or None,
            "table": self.table.view(),
        }
