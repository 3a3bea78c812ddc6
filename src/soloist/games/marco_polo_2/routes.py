"""Shortest routes on the map for the Automa.

"If there are several routes to reach a given city, the Automa always chooses the shortest
route. However, like a normal player, it needs the right seals to cross the rivers, so
sometimes it will be forced to take the longer way." A step is one location (city or
oasis); a route that needs a guild seal is open to the Automa only if it holds that seal
(on its Smart Mat, resolved or not).

The distances are kept for the boards in use whose routes a file gives (a bounded cache);
on a board whose routes are told at the table (`route_map`), which grows as it is told,
they are counted each time on the ways known.
"""

from __future__ import annotations

from collections import deque
from functools import lru_cache

from soloist.games.marco_polo_2.data import Board
from soloist.games.marco_polo_2.pieces import Seal
from soloist.games.marco_polo_2.route_map import reach


def distances_to(board: Board, target: str, seals: frozenset[Seal]) -> dict[str, int]:
    """Steps from every location to `target` along routes open to these seals (on a board
    learned at the table: along the ways known)."""
    if board.has_routes:
        return _distances_to(board, target, seals)
    return reach(board.neighbours, target, seals)


@lru_cache(maxsize=8192)
def _distances_to(board: Board, target: str, seals: frozenset[Seal]) -> dict[str, int]:
    return reach(board.neighbours, target, seals)


def steps_between(board: Board, origin: str, target: str, seals: frozenset[Seal]) -> int | None:
    """The fewest steps from `origin` to `target`, or None if its seals open no route."""
    return distances_to(board, target, seals).get(origin)


def next_location(board: Board, origin: str, target: str, seals: frozenset[Seal]) -> str | None:
    """The location one step along a shortest route (the first such neighbour in the board
    file's order, when several routes are equally short)."""
    distance = distances_to(board, target, seals)
    here = distance.get(origin)
    if here is None or here == 0:
        return None
    for there, seal in board.neighbours[origin]:
        if (seal is None or seal in seals) and distance.get(there) == here - 1:
            return there
    return None  # pragma: no cover - a shortest route always has a next step


def route_path(board: Board, origin: str, target: str, seals: frozenset[Seal]) -> list[str]:
    """The locations of a shortest route from `origin` to `target` open to `seals`, in
    order, `target` last (where only steps are known, and not the map: `target` alone)."""
    path: list[str] = []
    here = origin
    while here != target:
        found = next_location(board, here, target, seals)
        if found is None:
            return [target]
        path.append(found)
        here = found
    return path


@lru_cache(maxsize=8192)
def within_reach(board: Board, origin: str, steps: int) -> dict[str, int]:
    """The locations from 1 to `steps` steps from `origin` by any route (every seal open: a
    person's seals are not tracked), each with its fewest steps."""
    distance = {origin: 0}
    queue = deque([origin])
    neighbours = board.neighbours
    while queue:
        here = queue.popleft()
        if distance[here] == steps:
            continue
        for there, _ in neighbours[here]:
            if there not in distance:
                distance[there] = distance[here] + 1
                queue.append(there)
    del distance[origin]
    return distance
