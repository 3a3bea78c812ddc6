"""The Mautoma: its pieces, its energy marker, its decks, and its turn.

Written in the order of the solo rules:

    If the action deck is not exhausted:
    1. Draw a card
    2. Advance the energy marker clockwise on the elliptical energy track by the number
       shown in the card's top left corner
    3. Execute the action

    If the Action Deck is exhausted, Mautoma performs a "REFRESH TURN" ...
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Generator
from dataclasses import dataclass, field

from soloist.engine.deck import Deck
from soloist.engine.log import Log
from soloist.engine.phrase import joined, phrase
from soloist.engine.questions import Question
from soloist.games.revive.board import SIZE_WORDS, ArrowGroup, MautomaBoard, article
from soloist.games.revive.cards import CARDS, ActionCard
from soloist.games.revive.facts import BoardAtHand, Facts, position_reached, position_words
from soloist.games.revive.hexmap import FIGURES, LARGE_BUILDINGS, SMALL_BUILDINGS
from soloist.games.revive.placement import Pick
from soloist.games.revive.table import Table

#: SPECIFIC TRIBE RULES: the Mautoma's figures, in order, cost 2-3-3-3-4-4-4 books.
POPULATION_COSTS = (2, 3, 3, 3, 4, 4, 4)
#: Base game: a small building costs 3 gears, a large one 5 (paid to you with the tribe).
BUILDING_COSTS = {"small": 3, "large": 5}


@dataclass
class Mautoma:
    """The Mautoma's play area: pieces left, energy marker, Action and Progress Decks."""

    energy: int
    track_size: int
    action_deck: Deck[ActionCard]
    progress_deck: list[ActionCard]
    small_left: int = SMALL_BUILDINGS
    large_left: int = LARGE_BUILDINGS
    figures_left: int = FIGURES
    buildings_placed: int = 0
    figures_placed: int = 0
    tiles_explored: int = 0
    turns: int = 0
    refreshes: int = 0
    skipped: int = 0
    artifacts_removed: int = 0
    #: The bonus value (its own count) of the spots its buildings went to, summed; None once
    #: a spot's value was not told (the only eligible spot, at a table without a map).
    build_bonus: int | None = 0
    #: False once a refresh turn left the artifact to you (no board file): the count above
    #: then says nothing.
    artifacts_counted: bool = True
    draws: Counter[int] = field(default_factory=Counter)
    deck_sizes: list[int] = field(default_factory=list)
    last_card: ActionCard | None = None
    #: The card drawn and being executed (neither in the deck nor in the discards yet).
    in_hand: ActionCard | None = None
    #: The cards its decks may hold: the six of the rules, or an automa variant's (a card's
    #: energy or range changed, a card always the one left in the box).
    cards: tuple[ActionCard, ...] = CARDS
    #: An automa variant's number of times it executes the action of each card drawn (1).
    actions_per_card: int = 1

    @classmethod
    def setup(cls, starting: tuple[int, ...], track_size: int, energy: int,
              decks: random.Random, cards: tuple[ActionCard, ...] = CARDS,
              left_out: int | None = None) -> Mautoma:
        """The Action Deck is the two "S" cards; of the other four one random card goes back
        to the box and the other three, shuffled, are the Progress Deck. (An automa variant
        may give other `cards`, and name the card `left_out`: it always goes to the box.)"""
        by_number = {card.number: card for card in cards}
        action = Deck([by_number[number] for number in starting], decks)
        others = [card for card in cards if card.number not in starting]
        drawn = int(decks.random() * len(others))  # drawn whatever goes: games stay paired
        if left_out is None:
            others.pop(drawn)
        else:
            others = [card for card in others if card.number != left_out]
        decks.shuffle(others)
        mautoma = cls(energy, track_size, action, others)
        mautoma.deck_sizes.append(len(action))
        if cards is not CARDS or left_out is not None:
            mautoma.cards = tuple(card for card in cards if card.number != left_out)
        return mautoma

    @property
    def buildings_left(self) -> int:
        return self.small_left + self.large_left

    @property
    def is_deck_exhausted(self) -> bool:
        return not self.action_deck.cards

    @property
    def can_refresh(self) -> bool:
        return bool(self.progress_deck)

    def take_building(self) -> str:
        """Small buildings first, then large (the size is otherwise not relevant)."""
        if self.small_left:
            self.small_left -= 1
            return "small"
        assert self.large_left
        self.large_left -= 1
        return "large"

    def advance(self, steps: int) -> tuple[int, int]:
        before = self.energy
        self.energy = (before - 1 + steps) % self.track_size + 1
        return before, self.energy

    def view(self) -> dict[str, object]:
        return {
            "energy": self.energy,
            "track_size": self.track_size,
            "action_deck": len(self.action_deck),
            "discards": sorted(card.number for card in self.action_deck.discards),
            "progress_deck": len(self.progress_deck),
            "deck_sizes": list(self.deck_sizes),
            "refreshes": self.refreshes,
            "artifacts_removed": self.artifacts_removed,
            "skipped": self.skipped,
            "turns": self.turns,
            "last_card": self.last_card.number if self.last_card else None,
            "in_hand": self.in_hand.number if self.in_hand else None,
            "pieces_left": {"small": self.small_left, "large": self.large_left,
                            "figures": self.figures_left},
            "placed": {"buildings": self.buildings_placed, "figures": self.figures_placed,
                       "tiles": self.tiles_explored},
            "draws": {str(number): self.draws[number] for number in sorted(self.draws)},
        }


NO_RANGE = phrase("with no range restriction")


def where(limit: int | None) -> str:
    return phrase("at range {range}", range=limit) if limit is not None else NO_RANGE


#: Each placement as its log line begins, and how many eligible places it had.
ACTIONS = {"build": phrase("Build"), "populate": phrase("Populate"),
           "explore": phrase("Explore")}
ONE_ELIGIBLE = {"build": phrase("one eligible spot"), "populate": phrase("one eligible location"),
                "explore": phrase("one eligible tile")}


def _eligible(action: str, count: int) -> str:
    if action == "build":
        return phrase("{count} eligible spots", count=count)
    if action == "populate":
        return phrase("{count} eligible locations", count=count)
    return phrase("{count} eligible tiles", count=count)


def describe_pick(action: str, limit: int | None, pick: Pick) -> str:
    """The Mautoma's placement `action` ("build", "populate", "explore") explained."""
    count = len(pick.candidates)
    if not pick.listed:  # told at the table without listing them
        return phrase("{action} {where}: {explanation}", action=ACTIONS[action],
                      where=where(limit), explanation=pick.explain())
    if count == 1:
        return phrase("{action} {where}: {eligible} → {chosen}.", action=ACTIONS[action],
                      where=where(limit), eligible=ONE_ELIGIBLE[action],
                      chosen=pick.chosen.label)
    return phrase("{action} {where}: {eligible}: {candidates}. {explanation}",
                  action=ACTIONS[action], where=where(limit),
                  eligible=_eligible(action, count),
                  candidates=joined([candidate.describe() for candidate in pick.candidates],
                                    "; "),
                  explanation=pick.explain())


#: How a skipped action ends (`MautomaTurns.skip`).
ENDS_TURN = phrase("the Mautoma ends its turn without performing the action")
SKIPS = {"build action": phrase("the Mautoma skips the build action"),
         "populate action": phrase("the Mautoma skips the populate action"),
         "exploration": phrase("the Mautoma skips the exploration")}
ANY_DISTANCE = phrase(" With no range restriction the distance from its pieces does not "
                      "matter; the tile must still be adjacent to the chasm or to another "
                      "explored tile.")
NONE_LEFT = phrase(" If none is left, remove none.")


class ArrowsHere:
    """The tiebreaker arrows the energy marker points to: called, their shape (asked at the
    table when no board file gives it); `label`, how a prompt names them without asking."""

    def __init__(self, turns: MautomaTurns) -> None:
        self.turns = turns

    def __call__(self) -> Generator[Question, object, ArrowGroup]:
        return self.turns.facts.arrows(self.turns.mautoma.energy)

    @property
    def label(self) -> str:
        energy = self.turns.mautoma.energy
        facts = self.turns.facts
        if facts.board is not None:
            return facts.board.at(energy).arrows.label
        known = facts.known_arrows(energy) if isinstance(facts, BoardAtHand) else None
        if known is not None:
            return known.label
        return phrase("the tiebreaker arrows the energy marker points to ({position})",
                      position=position_words(facts, energy))


class MautomaTurns:
    """The Mautoma's action turns and refresh turns at a table."""

    def __init__(self, mautoma: Mautoma, table: Table, facts: Facts, log: Log, *,
                 tokens_tribe: bool) -> None:
        self.mautoma = mautoma
        self.table = table
        self.facts = facts
        self.log = log
        self.tokens_tribe = tokens_tribe
        self.arrows_here = ArrowsHere(self)

    @property
    def has_pieces(self) -> bool:
        mautoma = self.mautoma
        return bool(self.table.has_pieces or mautoma.buildings_placed
                    or mautoma.figures_placed)

    # -- an action turn ---------------------------------------------------------------------

    def action_turn(self) -> Generator[Question, object, None]:
        mautoma = self.mautoma
        mautoma.turns += 1
        card = mautoma.last_card = mautoma.in_hand = mautoma.action_deck.draw()
        mautoma.draws[card.number] += 1
        before, after = mautoma.advance(card.energy)
        self.log.say("mautoma", "The Mautoma draws {card}: \"{text}\" The energy marker "
                     "advances {steps} step{plural} clockwise, from position {before} to "
                     "{after}.", card=card.label, text=card.text, steps=card.energy,
                     plural="" if card.energy == 1 else "s", before=before,
                     after=position_reached(self.facts, after),
                     number=card.number)
        yield from self.execute(card)
        for again in range(2, mautoma.actions_per_card + 1):  # an automa variant only
            self.log.say("mautoma", "The automa variant: the Mautoma executes {card} again "
                         "(time {again}).", card=card.label, again=again)
            yield from self.execute(card)
        mautoma.action_deck.discard(card)
        mautoma.in_hand = None

    def execute(self, card: ActionCard) -> Generator[Question, object, None]:
        lone = not card.explores  # a card with one action ends the turn when it cannot act
        if card.explores:
            yield from self.explore(card.range, lone=card.places is None)
        if card.places == "build":
            yield from self.build(card.range, lone=lone)
        elif card.places == "populate":
            yield from self.populate(card.range, lone=lone)
        elif card.places == "populate-or-build":
            placed = yield from self.populate(card.range, lone=False, fallback=True)
            if not placed:
                yield from self.build(card.range, lone=True, instead=True)

    def skip(self, why: str, lone: bool, what: str) -> None:
        """The Mautoma cannot act (`why`): it ends its turn (`lone`), or skips `what` (its
        "build action", "populate action" or "exploration")."""
        self.mautoma.skipped += 1
        self.log.say("mautoma", "{why}: {outcome}.", why=why,
                     outcome=ENDS_TURN if lone else SKIPS[what])

    # -- building ---------------------------------------------------------------------------

    def build(self, limit: int | None, *, lone: bool,
              instead: bool = False) -> Generator[Question, object, bool]:
        mautoma = self.mautoma
        if not mautoma.buildings_left:
            self.skip(phrase("The Mautoma has no building left, so no legal placement for a "
                             "building either") if instead else
                      phrase("The Mautoma has no building left, so no legal placement"),
                      lone, "build action")
            return False
        pick = yield from self.table.choose_build(limit, self.arrows_here,
                                                  self.has_pieces)
        if pick is None:
            self.skip(phrase("No legal placement for a building {where} either",
                             where=where(limit)) if instead else
                      phrase("No legal placement for a building {where}", where=where(limit)),
                      lone, "build action")
            return False
        size = mautoma.take_building()
        mautoma.buildings_placed += 1
        value = pick.chosen.value
        mautoma.build_bonus = (None if value is None or mautoma.build_bonus is None
                               else mautoma.build_bonus + value)
        if self.log.enabled:
            self.log.say("mautoma", "{text}", text=describe_pick("build", limit, pick),
                         action="build", size=size, chosen=pick.chosen.key, value=pick.chosen.value,
                         tied=tuple(candidate.key for candidate in pick.tied))
        self.table.place_building(pick, size)
        if self.tokens_tribe and (yield from self.table.on_token(pick)):
            cost = BUILDING_COSTS[size]
            self.log.say("table", "The Mautoma's {size} building is on your token: take its "
                         "cost, {cost} gears, from the reserve.", size=SIZE_WORDS[size],
                         cost=cost)
        return True

    # -- population -------------------------------------------------------------------------

    def populate(self, limit: int | None, *, lone: bool,
                 fallback: bool = False) -> Generator[Question, object, bool]:
        mautoma = self.mautoma
        instead = (phrase(": it places a building {where} instead", where=where(limit))
                   if fallback and self.log.enabled else "")
        if not mautoma.figures_left:
            if fallback:
                self.log.say("mautoma", "The Mautoma has no population figure left{instead}.",
                             instead=instead)
            else:
                self.skip(phrase("The Mautoma has no population figure left"), lone,
                          "populate action")
            return False
        pick = yield from self.table.choose_location(limit, self.arrows_here,
                                                     self.has_pieces)
        if pick is None:
            if fallback:
                self.log.say("mautoma", "No legal placement for a population figure "
                             "{where}{instead}.", where=where(limit), instead=instead)
            else:
                self.skip(phrase("No legal placement for a population figure {where}",
                                 where=where(limit)), lone, "populate action")
            return False
        number = FIGURES - mautoma.figures_left  # 0-based: the figure's place in the cost order
        mautoma.figures_left -= 1
        mautoma.figures_placed += 1
        if self.log.enabled:
            self.log.say("mautoma", "{text}",
                         text=describe_pick("populate", limit, pick),
                         action="populate", chosen=pick.chosen.key, occupied=pick.chosen.occupied,
                         tied=tuple(candidate.key for candidate in pick.tied))
        self.table.place_figure(pick)
        if pick.chosen.occupied:
            self.log.say("table", "Your figure is in that location: you receive a book from the "
                         "general reserve.", book=1)
        if self.tokens_tribe and (yield from self.table.on_token(pick)):
            cost = POPULATION_COSTS[number]
            self.log.say("table", "The Mautoma's figure is on your token: take its cost, {cost} "
                         "books (figure {figure}: 2-3-3-3-4-4-4), from the reserve.",
                         cost=cost, figure=number + 1)
        return True

    # -- exploration ------------------------------------------------------------------------

    def explore(self, limit: int | None, *, lone: bool) -> Generator[Question, object, bool]:
        pick = yield from self.table.choose_tile(limit, self.arrows_here,
                                                 self.has_pieces)
        if pick is None:
            self.skip(phrase("The Mautoma has no access to any tile {where}",
                             where=where(limit)), lone, "exploration")
            return False
        self.mautoma.tiles_explored += 1
        if self.log.enabled:
            self.log.say("mautoma", "{text} It pays nothing and gains no reward.{rule}",
                         text=describe_pick("explore", limit, pick),
                         rule=ANY_DISTANCE if limit is None else "",
                         action="explore", chosen=pick.chosen.key)
        yield from self.table.explore(pick)
        return True

    # -- the refresh turn -------------------------------------------------------------------

    def refresh_turn(self) -> Generator[Question, object, None]:
        mautoma = self.mautoma
        mautoma.turns += 1
        mautoma.last_card = None
        position = mautoma.energy
        self.log.say("mautoma", "The Action Deck is exhausted: the Mautoma's REFRESH TURN "
                     "{number}, with the energy marker on {position}.",
                     number=mautoma.refreshes + 1,
                     position=position_words(self.facts, position))
        board = self.facts.board
        facts = self.facts
        chain = facts.colour_chain(position) if isinstance(facts, BoardAtHand) else None
        if chain is not None:  # the track described at the table: its colours are known
            self.tell_artifact_chain(position, chain)
            self.log.say("table", "2. Discard from the displays the citizen cards, slot "
                         "module tokens and machine tokens shown by the icons of the energy "
                         "marker's section.")
        elif board is None:
            mautoma.artifacts_counted = False
            self.log.say("table", "1. Remove a major artifact of the colour of position "
                         "{position}; if none of that colour is left, of the colour of the next "
                         "position along the track.", position=position)
            self.log.say("table", "2. Discard from the displays the citizen cards, slot "
                         "module tokens and machine tokens shown by the icons of the energy "
                         "marker's section.")
        else:
            yield from self.remove_artifact(board, position)
            if self.log.enabled:
                self.discard_displays(board, position)
        card = mautoma.progress_deck.pop(0)
        deck = mautoma.action_deck
        deck.discard(card)
        deck.reshuffle_discards()
        mautoma.deck_sizes.append(len(deck))
        mautoma.refreshes += 1
        self.log.say("mautoma", "3. Take a card from the Progress Deck ({card}), add it to the "
                     "discarded action cards and reshuffle them all: the new Action Deck has "
                     "{size} cards, 1 more than before.", card=card.label, size=len(deck),
                     number=card.number)
        self.log.say("table", "Then, refill the displays.")

    def remove_artifact(self, board: MautomaBoard,
                        position: int) -> Generator[Question, object, None]:
        chain = board.colour_chain(position)
        first = chain[0][1]
        if not self.table.sees_artifacts:
            self.tell_artifact_chain(position, chain)
            return
        for number, colour in chain:
            left = yield from self.table.artifact_left(colour)
            if left:
                why = ("" if not self.log.enabled else
                       phrase("position {position} is {colour}", position=position,
                              colour=colour) if colour == first else
                       phrase("no {first} artifact is left, so the colour of the next position "
                              "along the track with one: position {position}, {colour} "
                              "(Soloist's reading: positions whose colour has none left are "
                              "passed over)", first=first, position=number, colour=colour))
                self.log.say("mautoma", "1. Remove {article} {colour} major artifact: {why}.",
                             article=article(colour), colour=colour, why=why)
                self.table.remove_artifact(colour)
                self.mautoma.artifacts_removed += 1
                return
        self.log.say("mautoma", "1. No major artifact of any colour is left: none is removed.")

    def tell_artifact_chain(self, position: int, chain: list[tuple[int, str]]) -> None:
        """At a real table the person looks at the artifacts left: Soloist names the colours
        in the order the rule tries them (nothing it decides later depends on which one)."""
        self.mautoma.artifacts_counted = False
        first = chain[0][1]
        then = ""
        for number, colour in chain[1:]:  # "green (position 3), then blue (position 5)"
            tried = phrase("{colour} (position {position})", colour=colour, position=number)
            then = phrase("{list}, then {item}", list=then, item=tried) if then else tried
        otherwise = (phrase(" If none of that colour is left, the colour of the next position "
                            "along the track that still has one: {then} (Soloist's reading: "
                            "positions whose colour has none left are passed over); if none "
                            "is left at all, remove none.", then=then) if then else
                     NONE_LEFT)
        self.log.say("table", "1. Remove {article} {colour} major artifact: position {position} "
                     "is {colour}.{otherwise}", article=article(first), colour=first,
                     position=position, otherwise=otherwise)

    def discard_displays(self, board: MautomaBoard, position: int) -> None:
        spot = board.at(position)
        discard = spot.discard
        self.log.say("mautoma", "2. The icons of section {section}: discard {citizens}, "
                     "{modules}, and {machines}.", section=spot.section,
                     citizens=discard.describe_citizens(), modules=discard.describe_modules(),
                     machines=discard.describe_machines())
