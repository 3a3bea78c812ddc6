"""What each contractor does when you hire it (solo: "ignore any instructions that give
resources or cards to opponents").

| contractor  | extra cost | effect                                                         |
|-------------|------------|----------------------------------------------------------------|
| Architect   | –          | draw 3 blueprints                                              |
| Electrician | –          | +5 energy                                                      |
| Engineer    | 4 energy   | draw and reveal a blueprint, build it at once, free; a card you |
|             |            | may not build (a duplicate) is discarded and another revealed   |
| Foreman     | 2 energy   | set up to 4 dice at the start of the next work phase            |
| Hired Hands | 3 energy   | 2 extra dice rolled at the start of the next work phase         |
| Investor    | –          | draw and reveal a blueprint; gain exactly its metal and energy  |
|             |            | build cost (ignoring discounts); the card is kept (default)     |
| Miner       | –          | +3 metal                                                        |
| Specialist  | –          | an extra die of any value in the next work phase                |

"The next work phase" is this round's: your market phase comes just before it.
"""

from __future__ import annotations

from collections.abc import Callable

from soloist.engine.phrase import joined, phrase
from soloist.games.fantastic_factories.cards import Contractor
from soloist.games.fantastic_factories.workshop import Workshop


def architect(work: Workshop) -> None:
    drawn = work.draw(3)
    work.say("Architect: you draw 3 blueprints ({cards}).",
             cards=joined(card.name for card in drawn) or phrase("none left"))


def electrician(work: Workshop) -> None:
    work.gain(energy=5)
    work.say("Electrician: +5 energy. Now {resources}.", resources=work.resources())


def miner(work: Workshop) -> None:
    work.gain(metal=3)
    work.say("Miner: +3 metal. Now {resources}.", resources=work.resources())


def engineer(work: Workshop) -> None:
    """Reveal until a card you may build turns up (duplicates are discarded), build it free."""
    table = work.table
    for _ in range(len(table.cards.blueprints)):
        card = table.draw_blueprint()
        if card is None:
            break
        if not work.may_build(card.name):
            table.blueprints.discard(card)
            work.say("Engineer: reveals {card}, which you already have: discarded, reveal "
                     "another.", card=card.name)
            continue
        work.say("Engineer: reveals {card} and you build it at once, free. {count} buildings.",
                 card=card.name, count=len(work.person.compound) + 1)
        work.put_in_compound(card)
        return
    work.say("Engineer: no blueprint you may build is left to reveal.")


def foreman(work: Workshop) -> None:
    work.person.pending.foreman = True
    work.say("Foreman: at the start of your work phase you set up to 4 of your dice.")


def hired_hands(work: Workshop) -> None:
    work.person.pending.hired_hands = True
    work.say("Hired Hands: you roll 2 extra dice in your work phase (discarded at the end of "
             "the round).")


def investor(work: Workshop) -> None:
    drawn = work.table.draw_blueprint()
    if drawn is None:
        work.say("Investor: no blueprint left to reveal.")
        return
    work.gain(metal=drawn.metal, energy=drawn.energy)
    if work.investor_keeps:
        work.person.hand.append(drawn)
        kept = phrase("you keep it in your hand")
    else:
        work.table.blueprints.discard(drawn)
        kept = phrase("it is discarded")
    work.say("Investor: reveals {card}; you gain its build cost, {cost} ({kept}). Now "
             "{resources}.", card=drawn.name, cost=drawn.cost, kept=kept,
             resources=work.resources())


def specialist(work: Workshop) -> None:
    work.person.pending.specialist = True
    work.say("Specialist: an extra die of any value in your work phase; you choose it after "
             "rolling.")


EFFECTS: dict[str, Callable[[Workshop], None]] = {
    "Architect": architect,
    "Electrician": electrician,
    "Engineer": engineer,
    "Foreman": foreman,
    "Hired Hands": hired_hands,
    "Investor": investor,
    "Miner": miner,
    "Specialist": specialist,
}


def resolve(work: Workshop, contractor: Contractor) -> None:
    effect = EFFECTS.get(contractor.name)
    if effect is None:
        work.say("{card}: Soloist does not know this contractor's effect (not in the retail "
                 "deck); apply nothing.", card=contractor.name)
        return
    effect(work)
