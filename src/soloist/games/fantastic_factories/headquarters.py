"""Your headquarters' basic actions: three rows of up to 3 dice each.

| row      | dice  | gain per die                    |
|----------|-------|---------------------------------|
| Research | any   | draw 1 blueprint from the deck  |
| Generate | 1–3   | energy equal to the die value   |
| Mine     | 4–6   | 1 metal                         |

Matching bonus (rulebook): "A die that matches the value of a die already on the same row
gives 1 extra unit of that row's output. If all three dice on the row match, the bonus is
2 extra in total. The dice need not be placed at the same time." The rulebook's example,
three 2s on Generate, gives 2 + 3 + 3 = 8 energy, 2 of them from the bonus. (A secondary
source doubles and triples instead, three 2s = 12; Soloist follows the rulebook.)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from soloist.engine.phrase import joined, phrase

DICE_PER_ROW = 3


class Row(NamedTuple):
    name: str
    faces: tuple[int, ...]
    output: str  # "blueprint", "energy", "metal"

    @property
    def title(self) -> str:
        return self.name.capitalize()

    def base(self, value: int) -> int:
        """The output of one die before the matching bonus."""
        return value if self.output == "energy" else 1


RESEARCH = Row("research", (1, 2, 3, 4, 5, 6), "blueprint")
GENERATE = Row("generate", (1, 2, 3), "energy")
MINE = Row("mine", (4, 5, 6), "metal")
ROWS = (RESEARCH, GENERATE, MINE)


def no_dice() -> dict[str, list[int]]:
    """Each row empty, in order."""
    return {RESEARCH.name: [], GENERATE.name: [], MINE.name: []}


@dataclass(slots=True)
class Headquarters:
    dice: dict[str, list[int]] = field(default_factory=no_dice)

    def copy(self) -> Headquarters:
        dice = self.dice
        copied: Headquarters = Headquarters.__new__(Headquarters)
        copied.dice = dict(zip(dice, map(list, dice.values()), strict=True))
        return copied

    def accepts(self, row: Row, value: int) -> bool:
        return value in row.faces and len(self.dice[row.name]) < DICE_PER_ROW

    def bonus(self, row: Row, value: int) -> int:
        """1 if a die of the same value is already on the row."""
        return int(value in self.dice[row.name])

    def output(self, row: Row, value: int) -> int:
        """What placing a die of `value` on `row` gives now, matching bonus included."""
        return row.base(value) + self.bonus(row, value)

    def place(self, row: Row, value: int) -> int:
        """What placing gives: `output`, its bonus written out (every placement asks it)."""
        placed = self.dice[row.name]
        gain = row.base(value) + (value in placed)
        placed.append(value)
        return gain

    def describe(self) -> str:
        """Each row and its dice, ``Research [4], Generate [], Mine [6 6]``."""
        return joined(phrase("{row} [{dice}]", row=row.title,
                             dice=" ".join(map(str, self.dice[row.name]))) for row in ROWS)

    def view(self) -> dict[str, list[int]]:
        return {name: list(values) for name, values in self.dice.items()}
