"""The words of Marco Polo II a person types in a compound answer ("1-die Travel + black
die", "3 VP + a black die", "tile: 2 VP; contracts: 4 black-die; empty"), each a phrase:
an example or an answer echoed back is said in the reader's language, and an answer typed in
those words of a shipped language is read as its English (`soloist.i18n.typed`)."""

from __future__ import annotations

from soloist.engine.phrase import phrase
from soloist.i18n.typed import TypedWords

TYPED = TypedWords(
    # the action spaces a main action names, and the bonus actions after it
    phrase("1-die Travel"), phrase("2-dice Travel"), phrase("3-dice Travel"), phrase("Travel"),
    phrase("silk"), phrase("pepper"), phrase("money bag"), phrase("trading post"),
    # what a tile, a card or a contract gives
    phrase("a black die"), phrase("black die"), phrase("black dice"), phrase("black-die"),
    phrase("VP"), phrase("advancement"), phrase("up to 2 advancements"), phrase("pile"),
    phrase("city"), phrase("other"), phrase("nothing"), phrase("none"),
    # what the Automa finds in a city
    phrase("tile"), phrase("no tile"), phrase("contracts"), phrase("empty"),
)

__all__ = ["TYPED"]
