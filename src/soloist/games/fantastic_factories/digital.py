"""Digital play: your whole solo game on screen against the Machine.

The same rounds as every Fantastic Factories game (`FactoryPlay`): your market phase and
work phase, then the Machine's turn, until the end is triggered and one more round is
played. Here Soloist also models your side and the whole table (`DigitalTable`), so it
asks only your own moves, each as a list of legal choices, and it knows your score.

Chance streams, each consumed in a fixed pattern: "blueprint deck" and "contractor deck"
(one card per draw), "machine dice" (five dice a Machine turn) and one stream per die of
yours per round (see `workshop.py`). Undo never re-rolls a revealed die or re-draws a
revealed card.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass

from soloist.engine.chance import Chance
from soloist.engine.log import Log
from soloist.engine.phrase import joined, phrase
from soloist.engine.questions import Question, answered
from soloist.engine.search import Horizon
from soloist.engine.variants import NO_VARIANT, Variant
from soloist.games.fantastic_factories.effects import unknown_cards
from soloist.games.fantastic_factories.market import DigitalTable
from soloist.games.fantastic_factories.market_phase import market_choice, market_phase
from soloist.games.fantastic_factories.person import (
    BUILDINGS_TO_END,
    GOODS_TO_END,
    STARTING_HAND,
    Person,
    PersonScore,
)
from soloist.games.fantastic_factories.rules import FactoryPlay, FactoryResult
from soloist.games.fantastic_factories.work_phase import work_actions, work_phase
from soloist.games.fantastic_factories.workshop import MARKET, Workshop

#: Shown at the start of every digital game: where the sources disagree, what Soloist does.
DEFAULTS = (
    phrase("HQ matching bonus +1 per die matching one already on the row (+2 when all three "
           "match), as the rulebook's example (three 2s on Generate = 8 energy)"),
    phrase("Beacons score 2/3/4/5 by the order built; one Megalith per compound (rulebook)"),
    phrase("Scrap Yard and Solar Array pay at most once per round (rulebook)"),
    phrase("Golem is Special and Motherlode Utility (inferred; a secondary source says "
           "Monument and Training)"),
    phrase("Biolab, Fulfillment Center and Nuclear Plant take a 1, a 4 and a 6 (one source; "
           "the card data's 'faces')"),
    phrase("a card taken from market slot k is replaced in slot k (one source)"),
)


@dataclass(frozen=True, slots=True)
class DigitalResult(FactoryResult):
    """A digital game's result: Soloist counted your score too."""

    person: PersonScore

    def summary(self) -> dict[str, int | float | str]:
        return {
            **FactoryResult.summary(self),  # (a slotted dataclass: no bare super())
            "person_goods": self.person.goods,
            "person_prestige": self.person.prestige,
            "person_buildings": self.person.buildings,
        }


class DigitalPlay(FactoryPlay):
    """One solo game against the Machine, your side modelled too."""

    def __init__(self, difficulty: str, table: DigitalTable, chance: Chance, log: Log, *,
                 investor_keeps: bool = True, variant: Variant = NO_VARIANT) -> None:
        super().__init__(difficulty, table, chance, log, variant)
        self.digital = table
        self.person = Person()
        self.work = Workshop(self.person, table, chance, log, investor_keeps=investor_keeps)
        #: A copy made for search stops at the start of the round after this one (`Horizon`).
        self.horizon: int | None = None

    def setup(self) -> Generator[Question, object, None]:
        """Each player takes 1 metal, 2 energy and 4 random blueprints; solo: 4 white dice.
        The market of 4 blueprints and 4 contractors is dealt; then the Machine's compound."""
        log, person = self.log, self.person
        if log.enabled:
            log.say("setup", "Digital play: Soloist models the decks, the market, your hand, "
                    "dice and compound. Where the sources disagree: {defaults}; the Investor's "
                    "card is {investor}.", defaults=joined(DEFAULTS, "; "),
                    investor=phrase("kept in your hand") if self.work.investor_keeps
                    else phrase("discarded"))
            unknown = unknown_cards({card.name for card in self.digital.cards.blueprints})
            if unknown:
                log.say("setup", "Soloist does not know what these cards do: {names}. They "
                        "can be built for their prestige but have no activation.",
                        names=joined(unknown))
        self.work.draw(STARTING_HAND)
        if log.enabled:
            log.say("setup", "You take 1 metal, 2 energy, 4 white dice and 4 blueprints: "
                    "{hand}.", hand=", ".join(card.name for card in person.hand))
            log.say("setup", "Market: {market}.", market=self.digital.describe())
        yield from super().setup()

    def copy(self, chance: Chance, log: Log, *, hidden_order: bool = True) -> DigitalPlay:
        """A copy of the play whose chance to come (dice, draws) is drawn from `chance`;
        `resume()` plays it on from the decision this play waits at.

        With `hidden_order` (for search), the face-down cards of each deck are laid out in a
        fixed order first, so the copy holds only what a person knows: which cards each
        deck holds, not their order. (Without it, and with `chance` an exact copy of this
        play's, the copy plays on exactly as this play would.)
        """
        play: DigitalPlay = DigitalPlay.__new__(DigitalPlay)
        play.difficulty = self.difficulty
        play.starting_cards = self.starting_cards
        play.variant = self.variant
        table = play.digital = play.table = self.digital.copy(
            chance.stream("blueprint deck"), chance.stream("contractor deck"), log,
            hidden_order=hidden_order)
        play.dice = chance.stream("machine dice")
        play.log = log
        play.machine = self.machine.copy()
        play.round = self.round
        play.last_round = self.last_round
        play.triggered_by = self.triggered_by
        play.last_dice = self.last_dice
        play.last_turn = self.last_turn
        person = play.person = self.person.copy()
        work = play.work = Workshop(person, table, chance, log,
                                    investor_keeps=self.work.investor_keeps)
        work.round = self.work.round
        work.phase = self.work.phase
        work.refreshed = self.work.refreshed
        play.horizon = None
        return play

    def your_turn(self) -> Generator[Question, object, None]:
        """You play the market phase and the work phase as normal by yourself. (A copy made
        for search stops before a round beyond its `horizon`.)"""
        if self.horizon is not None and self.round > self.horizon:
            raise Horizon
        self.person.new_round()
        self.work.round = self.round
        yield from market_phase(self.work)
        yield from work_phase(self.work)
        self.check_your_end_trigger()

    def resume(self, answer: object = None) -> Generator[Question, object, FactoryResult]:
        """The rest of the game from your market or work decision this play waits at
        (already answered with the value `answer`, if given: that question is not asked).

        Search plays on from a copy of the play (see `strong.py`): a paused generator
        cannot be copied, so the copy starts here, in the same rules text: the rest of your
        market phase (a market action, after a refresh if one was paid) or of your work
        phase (the dice already rolled), the Machine's turn, the rounds left, the scoring.
        """
        work = self.work
        if work.phase == MARKET:
            yield from market_choice(work, answer)
            yield from work_phase(work)
        else:
            yield from work_actions(work, answer)
        self.check_your_end_trigger()
        yield from self.the_machines_turn()
        return (yield from self.rounds())

    def check_your_end_trigger(self) -> None:
        """12 goods or 10 buildings trigger the end after your work phase."""
        person = self.person
        if self.last_round is None and person.has_triggered_end:
            self.trigger_end(
                phrase("you"), phrase("you have {goods} goods and {buildings} buildings ({most} "
                                      "goods or {most_buildings} buildings trigger the end)",
                                      goods=person.goods, buildings=len(person.compound),
                                      most=GOODS_TO_END, most_buildings=BUILDINGS_TO_END))

    def final_scoring(self) -> Generator[Question, object, FactoryResult]:
        machine = self.machine.score()
        person = self.person.score()
        self.log.say("score", "The Machine scores {text}.", text=machine.describe(),
                     total=machine.total)
        self.log.say("score", "You score {text} ({buildings} buildings).",
                     text=person.describe(), buildings=person.buildings, total=person.total)
        result = DigitalResult(machine, person.total, self.round, self.triggered_by,
                               self.difficulty, person)
        self.log.say("score", "{headline}", headline=result.headline(), outcome=result.outcome)
        return (yield from answered(result))

    def view(self) -> dict[str, object]:
        return {**super().view(), "person": self.person.view()}
