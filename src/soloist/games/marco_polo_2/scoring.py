"""The Automa's end-game scoring.

"At the end of the game the Automa gains: 8 VPs if it has completed a number of contracts
equal or greater respect to the player; VPs based on the number of completed guild seals;
VPs based on the amount of different shield obtained (see Trading Post Card rules)."

Shields: the different shields of its trading-post cities, +1 if it completed the Farmer's
guild seal, and the "+1" spaces of the Trading Post card left uncovered after returning as
many completed contracts as the card's icon shows and covering "+1" spaces with the rest.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass

from soloist.engine.phrase import phrase
from soloist.engine.questions import Question
from soloist.games.marco_polo_2.context import Context
from soloist.games.marco_polo_2.pieces import Seal

#: Everybody starts on space 50 of the score track.
STARTING_VP = 50
#: "8 VPs if it has completed a number of contracts equal or greater respect to the player."
MOST_CONTRACTS_VP = 8
#: Completed seals on these spaces score the Trading Post card's VP each.
SCORING_SEAL_SPACES = ("A", "B", "C")


@dataclass(frozen=True, slots=True)
class ShieldCount:
    cities: int
    farmer: int
    contracts_done: int
    contracts_kept: int
    plus_one_spaces: int

    @property
    def plus_ones_covered(self) -> int:
        return min(max(0, self.contracts_done - self.contracts_kept), self.plus_one_spaces)

    @property
    def plus_ones(self) -> int:
        """The "+1" spaces still uncovered."""
        return self.plus_one_spaces - self.plus_ones_covered

    @property
    def total(self) -> int:
        return self.cities + self.farmer + self.plus_ones

    def describe(self) -> str:
        return phrase("{cities} for the cities + {farmer} for the Farmer's seal + {plus_ones} "
                      "uncovered '+1' = {total} shields (of {done} completed contracts, {back} "
                      "go back to 'contracts done' and {covered} cover '+1' spaces)",
                      cities=self.cities, farmer=self.farmer, plus_ones=self.plus_ones,
                      total=self.total, done=self.contracts_done,
                      back=min(self.contracts_done, self.contracts_kept),
                      covered=self.plus_ones_covered)


@dataclass(frozen=True, slots=True)
class AutomaScore:
    during_play: int
    contracts_done: int
    person_contracts: int
    seals_completed: int
    seal_vp_each: int
    shields: ShieldCount
    shields_vp: int

    @property
    def contracts_vp(self) -> int:
        return MOST_CONTRACTS_VP if self.contracts_done >= self.person_contracts else 0

    @property
    def seals_vp(self) -> int:
        return self.seals_completed * self.seal_vp_each

    @property
    def end_vp(self) -> int:
        return self.contracts_vp + self.seals_vp + self.shields_vp

    @property
    def total(self) -> int:
        return STARTING_VP + self.during_play + self.end_vp

    def lines(self) -> list[str]:
        return [
            phrase("During the game: {vp} VP (from {start} to {end}).", vp=self.during_play,
                   start=STARTING_VP, end=STARTING_VP + self.during_play),
            phrase("Contracts: {done} completed against your {yours}: {vp} VP (at least as many "
                   "as you).", done=self.contracts_done, yours=self.person_contracts,
                   vp=MOST_CONTRACTS_VP) if self.contracts_vp else
            phrase("Contracts: {done} completed against your {yours}: 0 VP (fewer than you).",
                   done=self.contracts_done, yours=self.person_contracts),
            phrase("Guild seals completed on A/B/C: {completed} × {each} VP = {vp} VP.",
                   completed=self.seals_completed, each=self.seal_vp_each, vp=self.seals_vp),
            phrase("Shields: {shields}: {vp} VP.", shields=self.shields.describe(),
                   vp=self.shields_vp),
            phrase("Total: {total} VP.", total=self.total),
        ]

    def view(self) -> dict[str, object]:
        return {
            "total": self.total, "during_play": self.during_play,
            "contracts_vp": self.contracts_vp, "seals_vp": self.seals_vp,
            "shields": self.shields.total, "shields_vp": self.shields_vp,
        }


def count_shields(ctx: Context, card: dict[str, int]) -> Generator[Question, object,
                                                                   ShieldCount]:
    mat = ctx.automa.mat
    cities = yield from ctx.facts.shields(list(ctx.automa.trading_posts))
    farmer = int(any(placed.seal is Seal.FARMER and placed.completed
                     for placed in mat.seals.values()))
    return ShieldCount(cities, farmer, len(mat.done), card["contracts_kept"],
                       card["plus_one_spaces"])


def final_score(ctx: Context, person_contracts: int) -> Generator[Question, object,
                                                                   AutomaScore]:
    mat = ctx.automa.mat
    completed = len(mat.completed_seals(SCORING_SEAL_SPACES))
    # The Trading Post card's numbers the scoring reads, asked together: its seal VP only
    # when a seal on A-C is completed.
    card = yield from ctx.facts.card_values(
        ["contracts_kept", "plus_one_spaces", *(["seal_vp"] if completed else [])])
    seal_vp = card.get("seal_vp", 0)
    shields = yield from count_shields(ctx, card)
    shields_vp = yield from ctx.facts.shield_vp(shields.total)
    score = AutomaScore(ctx.automa.vp, len(mat.done), person_contracts, completed, seal_vp,
                        shields, shields_vp)
    for line in score.lines():
        ctx.log.say("score", "{line}", line=line)
    return score
