"""Your market phase: take a blueprint or hire a contractor, after an optional refresh.

"On your turn you must do exactly one of the following: A. Gain a blueprint: take 1 of the
4 market blueprints into your hand, free. B. Hire a contractor: discard from your hand a
blueprint whose tool matches the token above that contractor, pay any extra cost, resolve
the contractor, then discard it." Each taken card is replaced from its deck.

"Once per turn, before choosing, you may pay 1 metal or 1 energy to discard all 4 market
blueprints or all 4 contractors (not both) and reveal 4 new ones." No blind draw.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from functools import cache

from soloist.engine.phrase import phrase
from soloist.engine.questions import Choice, Choices, Question, decision
from soloist.games.fantastic_factories.cards import Blueprint, Contractor
from soloist.games.fantastic_factories.contractors import resolve
from soloist.games.fantastic_factories.workshop import MARKET, Workshop, describe_card, hiring


@dataclass(frozen=True, slots=True)
class TakeBlueprint:
    slot: int
    card: Blueprint

    @property
    def key(self) -> str:
        return f"take {self.slot}"

    @property
    def label(self) -> str:
        return phrase("Take {card} from market slot {slot}", card=describe_card(self.card),
                      slot=self.slot)


@dataclass(frozen=True, slots=True)
class Hire:
    slot: int
    contractor: Contractor
    tool: str

    @property
    def key(self) -> str:
        return f"hire {self.slot}"

    @property
    def label(self) -> str:
        card = self.contractor
        if card.metal or card.energy:
            return phrase("Hire {card} from slot {slot} (discard a {tool} blueprint, pay "
                          "{cost}): {effect}", card=card.name, slot=self.slot, tool=self.tool,
                          cost=card.cost, effect=card.effect)
        return phrase("Hire {card} from slot {slot} (discard a {tool} blueprint): {effect}",
                      card=card.name, slot=self.slot, tool=self.tool, effect=card.effect)


@dataclass(frozen=True, slots=True)
class Refresh:
    row: str  # "blueprints" or "contractors"
    paying: str  # "metal" or "energy"

    @property
    def key(self) -> str:
        return f"refresh {self.row} {self.paying}"

    @property
    def label(self) -> str:
        if self.row == "blueprints":
            return phrase("Pay 1 {paying} to discard the 4 market blueprints and reveal 4 new "
                          "ones (once a turn), then choose", paying=self.paying)
        return phrase("Pay 1 {paying} to discard the 4 market contractors and reveal 4 new "
                      "ones (once a turn), then choose", paying=self.paying)


@dataclass(frozen=True, slots=True)
class Pass:
    key: str = "pass"
    label: str = phrase("Do nothing (no market blueprint to take and no contractor you can "
                        "hire)")


MarketAction = TakeBlueprint | Hire | Refresh | Pass


def market_phase(work: Workshop) -> Generator[Question, object, None]:
    work.phase = MARKET
    work.refreshed = False
    yield from market_choice(work)


def market_choice(work: Workshop, answer: object = None) -> Generator[Question, object, None]:
    """Choose a market action (after a refresh, if `work.refreshed`, choose again); the
    first is `answer` if given (a copy made for search starts already answered)."""
    while True:
        if answer is None:
            action = yield market_question(work, refreshed=work.refreshed)
        else:
            action, answer = answer, None
        if isinstance(action, Refresh):
            refresh(work, action)
            work.refreshed = True
            continue
        if isinstance(action, TakeBlueprint):
            take(work, action)
        elif isinstance(action, Hire):
            yield from hire(work, action)
        else:
            work.say("You pass your market phase: there is nothing you may take.")
        return


def market_actions(work: Workshop, *, refreshed: bool) -> list[MarketAction]:
    person, table = work.person, work.table
    actions: list[MarketAction] = [
        TakeBlueprint(slot, card) for slot, card in enumerate(table.market, start=1)
        if card is not None]
    for slot, (contractor, tool) in enumerate(zip(table.hire, table.tools, strict=True),
                                              start=1):
        if (contractor is not None and any(card.tool == tool for card in person.hand)
                and person.metal >= contractor.metal and person.energy >= contractor.energy):
            actions.append(Hire(slot, contractor, tool))
    if not actions:
        actions.append(Pass())
    if not refreshed:
        for paying in ("metal", "energy"):
            if getattr(person, paying) >= 1:
                actions.extend(Refresh(row, paying) for row in ("blueprints", "contractors"))
    return actions


def action_key(action: MarketAction) -> str:
    return action.key


def market_question(work: Workshop, *, refreshed: bool) -> Question:
    actions = market_actions(work, refreshed=refreshed)
    help_text = ""
    labelled = work.log.enabled  # simulation: nobody reads the labels
    if labelled:
        # Two lines: a message is one line, so the line break is a field.
        help_text = phrase("Market: {market}{line_break}You: {you}",
                           market=work.table.describe(), line_break="\n",
                           you=work.person.describe())
        choices = Choices(Choice(action.key, action.label, action) for action in actions)
    else:
        choices = Choices.offering(actions, action_key)
    return decision(
        "person.market",
        market_prompt(work.round),
        choices=choices,
        help=help_text,
        context={"round": work.round, "refreshed": refreshed},
    )


@cache
def market_prompt(round_number: int) -> str:
    """The market question's prompt in a round (made once: it is asked often)."""
    return phrase("Round {round}, your market phase: take a blueprint or hire a contractor?",
                  round=round_number)


def refresh(work: Workshop, action: Refresh) -> None:
    work.pay(**{action.paying: 1})
    if action.row == "blueprints":
        work.table.discard_market_blueprints()
    else:
        work.table.discard_market_contractors()
    work.say("You pay 1 {paying} to discard the 4 market {row}.", paying=action.paying,
             row=phrase("blueprints") if action.row == "blueprints" else phrase("contractors"))
    work.table.refill_market()


def take(work: Workshop, action: TakeBlueprint) -> None:
    card = work.table.take_blueprint(action.slot)
    work.person.hand.append(card)
    if work.log.enabled:
        work.say("You take {card} from market slot {slot}.", card=card.name, slot=action.slot)
    work.table.refill_market()


def hire(work: Workshop, action: Hire) -> Generator[Question, object, None]:
    """Discard a blueprint with the matching tool, pay the extra cost, resolve, discard."""
    contractor = action.contractor
    paid_with = yield from work.choose_discard(hiring(contractor.name), tool=action.tool)
    work.discard(paid_with)
    work.pay(metal=contractor.metal, energy=contractor.energy)
    work.table.take_contractor(action.slot)
    if work.log.enabled:
        if contractor.metal or contractor.energy:
            work.say("You hire {card} from slot {slot}: discard {paid} ({tool}) and pay "
                     "{cost}.", card=contractor.name, slot=action.slot, paid=paid_with.name,
                     tool=action.tool, cost=contractor.cost)
        else:
            work.say("You hire {card} from slot {slot}: discard {paid} ({tool}){extra}.",
                     card=contractor.name, slot=action.slot, paid=paid_with.name,
                     tool=action.tool, extra="")
    resolve(work, contractor)
    work.table.contractors.discard(contractor)
    work.table.refill_market()
