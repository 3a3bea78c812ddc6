"""What every rule of the Automa works on: its play area, the table, the facts, the log."""

from __future__ import annotations

from dataclasses import dataclass, field

from soloist.engine.log import Log
from soloist.games.marco_polo_2.automa import Automa
from soloist.games.marco_polo_2.data import Board, SkillCard, TradingPostCard
from soloist.games.marco_polo_2.effects import Effect
from soloist.games.marco_polo_2.pieces import Colour
from soloist.games.marco_polo_2.spaces import ActionArea
from soloist.games.marco_polo_2.table import TableAtHand
from soloist.games.marco_polo_2.table_state import TableState

#: "the first valid space starting from the right (gold -> silk -> pepper)".
FROM_THE_RIGHT = ("gold", "silk", "pepper")


@dataclass
class Context:
    automa: Automa
    state: TableState
    facts: TableAtHand
    board: Board
    log: Log
    skill: SkillCard | None = None
    tp_card: TradingPostCard | None = None
    #: The die the Automa rolled for this turn (one per turn, used by the action that rolls).
    roll: int = 1
    #: The city whose arrival procedure is under way (trading post, outpost tile, contract,
    #: then the slide shifts), if any.
    arriving: str | None = None
    #: Advancements gained during that procedure, each with where it came from: the figure
    #: makes them once the procedure is over (the display then shows the next city).
    held_moves: list[tuple[str, Effect]] = field(default_factory=list)
    #: Where a Books die goes when the rolled space is not valid: "the first valid space
    #: starting from the right (gold -> silk -> pepper)"; an automa variant's other order.
    books_order: tuple[str, ...] = FROM_THE_RIGHT

    @property
    def area(self) -> ActionArea:
        return self.state.area

    def name(self, location: str) -> str:
        return self.board.name(location)

    def own_posts(self) -> list[str]:
        return self.state.posts_of(Colour.AUTOMA)
