"""Fantastic Factories' terms: the printed names its log and questions carry as a field's
value (`GameDefinition.terms`): every card of the retail deck, the card types, the
resources, the tool labels, the dice's colours and the headquarters' rows."""

from __future__ import annotations

from functools import cache

from soloist.games.fantastic_factories.cards import BANNER, CardType, load_cards
from soloist.games.fantastic_factories.headquarters import ROWS

#: The resources, as the log names them.
RESOURCES = ("metal", "energy", "goods")
#: The colours of the Machine's dice.
DICE_COLOURS = ("red", "blue", "purple", "yellow", "green")


@cache
def terms() -> tuple[str, ...]:
    cards = load_cards()
    names = [card.name for card in cards.blueprints] + [card.name for card in cards.contractors]
    names += [kind.title for kind in CardType]
    names += [*RESOURCES, *cards.tools, *DICE_COLOURS, *BANNER.values()]
    names += [row.title for row in ROWS]  # the headquarters' rows
    return tuple(dict.fromkeys(names))
