"""Marco Polo II's terms: the printed names its log and questions carry as a field's value
(`GameDefinition.terms`): the Automa cards' actions, the guild seals, the characters and
Beijing. (The board's other cities are the person's data, never invented: not terms.)"""

from __future__ import annotations

from functools import cache

from soloist.games.marco_polo_2.pieces import BONUS_TITLES, CHARACTERS, MAIN_TITLES, Seal

#: The city every game begins in.
BEIJING = "Beijing"


@cache
def terms() -> tuple[str, ...]:
    names = [*MAIN_TITLES.values(), *BONUS_TITLES.values(), *(seal.title for seal in Seal),
             *CHARACTERS, BEIJING]
    return tuple(dict.fromkeys(names))
