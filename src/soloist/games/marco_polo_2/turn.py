"""The Automa's turn.

"On Automa's turn draw a card and perform the following steps:
1) Bonus Action (if present): Perform the action if possible, then go to the Main Actions.
2) Main Actions: Perform the FIRST valid main action. ... The last action of each card is a
BOOKS action. It is always valid. In the rare case that the automa deck runs out before the
Automa has used all of its dice, the Automa prematurely ends its round without using the
remaining dice."
"""

from __future__ import annotations

from collections.abc import Generator

from soloist.engine.phrase import phrase
from soloist.engine.questions import Question
from soloist.games.marco_polo_2.actions import MAIN_ACTIONS
from soloist.games.marco_polo_2.cards_at_hand import ordinal
from soloist.games.marco_polo_2.context import Context
from soloist.games.marco_polo_2.gains import BONUS_ACTION, complete_one, take_black_die
from soloist.games.marco_polo_2.pieces import BonusAction, MainAction
from soloist.games.marco_polo_2.table import DrawnCard

Ask = Generator[Question, object, None]

DIE = phrase("die")
DICE = phrase("dice")


def automa_turn(ctx: Context, die: int) -> Ask:
    """One turn: the Automa has dice and has not ended its round. `die` is the die it rolls
    this turn if its action rolls one: the play rolls one at the start of every Automa turn
    from the round's stream, so the same turn always has the same roll whatever was answered
    before it."""
    automa = ctx.automa
    automa.cards_drawn += 1
    automa.travel_this_turn = 0
    automa.new_posts.clear()
    automa.trail = [automa.location]
    ctx.roll = die
    card = yield from ctx.facts.draw_card(automa.cards_drawn)
    if card is None:
        automa.finished_round = True
        left = automa.own_dice + automa.black_dice
        ctx.log.say("automa", "The Automa deck has run out: the Automa ends its round "
                    "prematurely with {left} {dice} unused.", left=left,
                    dice=DIE if left == 1 else DICE)
        return
    ctx.log.say("automa", "The Automa draws {card}.", card=card.label, card_id=card.card_id,
                number=automa.cards_drawn)
    yield from bonus_action(ctx, card)
    yield from main_actions(ctx, card)
    if not automa.has_dice:
        automa.finished_round = True
        ctx.log.say("automa", "The Automa has used all its dice this round.")


def bonus_action(ctx: Context, card: DrawnCard) -> Ask:
    if card.bonus is BonusAction.BLACK_DIE:
        take_black_die(ctx, BONUS_ACTION)
    elif card.bonus is BonusAction.COMPLETE:
        yield from complete_one(ctx, BONUS_ACTION)


def main_actions(ctx: Context, card: DrawnCard) -> Ask:
    """The first valid main action, in the card's order; Books (the last) is always valid."""
    index = 0
    while True:
        action = yield from ctx.facts.main_action(card, index)
        if action is None:  # pragma: no cover - every card ends with Books
            ctx.log.say("automa", "No main action of the card is valid.")
            return
        refusal = yield from MAIN_ACTIONS[action](ctx)
        if refusal is None:
            return
        ctx.log.say("automa", "{nth} main action, {action}: not valid: {reason}.",
                    nth=ordinal(index + 1), action=action.title,
                    reason=refusal.reason)
        index += 1
        if action is MainAction.BOOKS:  # pragma: no cover - Books is always valid
            return
