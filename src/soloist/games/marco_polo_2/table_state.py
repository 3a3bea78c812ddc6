"""What lies on the table as far as the Automa's rules read it, tracked from what both
players do: the dice on the action spaces, the contracts in the cities, the outpost bonus
tiles, the trading posts. A fact nobody told yet is `UNKNOWN` (asked when it is read)."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from soloist.games.marco_polo_2.effects import Contract, Effect
from soloist.games.marco_polo_2.pieces import Colour
from soloist.games.marco_polo_2.spaces import ActionArea


class Unknown(Enum):
    """A face-down or not-yet-asked fact (a contract space whose contract nobody told)."""

    UNKNOWN = "unknown"


UNKNOWN = Unknown.UNKNOWN
ContractSpace = Contract | Unknown | None
Outpost = tuple[Effect, ...] | Unknown | None


@dataclass
class TableState:
    """What lies on the table, as far as the Automa's rules read it."""

    area: ActionArea
    contracts: dict[str, list[ContractSpace]] = field(default_factory=dict)
    outposts: dict[str, Outpost] = field(default_factory=dict)
    trading_posts: dict[str, set[Colour]] = field(default_factory=dict)
    to_refill: list[tuple[str, int]] = field(default_factory=list)

    def posts_of(self, colour: Colour) -> list[str]:
        return [city for city, colours in self.trading_posts.items() if colour in colours]

    def view(self) -> dict[str, object]:
        return {
            **self.area.view(),
            "contracts": {city: [_space_text(space) for space in spaces]
                          for city, spaces in self.contracts.items()},
            "outposts": {city: _outpost_text(tile) for city, tile in self.outposts.items()},
            "trading_posts": {city: sorted(colour.value for colour in colours)
                              for city, colours in self.trading_posts.items() if colours},
        }


def _space_text(space: ContractSpace) -> str:
    if space is None:
        return "empty"
    if isinstance(space, Unknown):
        return "unknown"
    return space.describe()


def _outpost_text(tile: Outpost) -> str:
    if tile is None:
        return "none"
    if isinstance(tile, Unknown):
        return "unknown"
    return ", ".join(str(effect) for effect in tile) or "nothing the Automa uses"


__all__ = ["UNKNOWN", "ContractSpace", "Outpost", "TableState", "Unknown"]
