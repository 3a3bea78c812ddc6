"""Simulation's contest for the map: what each side holds of it at the end of a game.

The modelled table knows only the map, so a simulated game has no score of yours to compare
with the thresholds. What it can measure is the contest the Mautoma was made for ("a deck
of 6 cards that simulate the presence of another player which competes with you in
exploring the map, occupying terrains with buildings and populations"): for each side, one
point for each of the map's rewards next to its buildings (`MapState.rewards_next_to`: each
terrain space and crystal next to a building, each water space next to its buildings
once), one for each area tile it explored, and one for each location it populated. You win
the contest with more points than the Mautoma. The weights (one point each) are Soloist's
choice: the real worth of a tile, a technology or a building's rewards lies in cards,
tracks and tiles that are not public.
"""

from __future__ import annotations

from dataclasses import dataclass

from soloist.games.revive.hexmap import MapState


@dataclass(frozen=True, slots=True)
class Presence:
    """One side's presence on the map."""

    rewards: int  # the map's rewards next to its buildings
    tiles: int  # area tiles it explored
    figures: int  # locations it populated

    @property
    def points(self) -> int:
        return self.rewards + self.tiles + self.figures


def presences(state: MapState, your_tiles: int, mautoma_tiles: int) -> tuple[Presence, Presence]:
    """Your presence on the map and the Mautoma's."""
    return (Presence(state.rewards_next_to(state.person_buildings), your_tiles,
                     len(state.person_figures)),
            Presence(state.rewards_next_to(state.mautoma_buildings), mautoma_tiles,
                     len(state.mautoma_figures)))


def lead(state: MapState, your_tiles: int, mautoma_tiles: int) -> int:
    """Your lead in the contest for the map, in points."""
    yours, mautoma = presences(state, your_tiles, mautoma_tiles)
    return yours.points - mautoma.points
