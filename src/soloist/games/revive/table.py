"""The table the Mautoma plays at: the map, the artifacts, your turns.

Three tables share one interface, chosen by the game's options:

- `TableAtHand` (companion play without a map file): Soloist asks for what each decision
  needs — how many eligible spots there are and, listed in the order the tiebreaker arrows
  meet them, the bonuses next to each (or whether your figure is on a location) — and
  computes the choice by the rule and the tiebreaker.
- `MapTable` (``--map FILE``, digital play): Soloist follows the map itself and computes
  eligible spots, range and bonuses; you tell it what you did on the map each turn, and
  whether a major artifact of a colour is still on the board.
- `ModelTable` (simulation): as `MapTable`, and the major artifacts are modelled too (the
  stand-in for the person never takes one).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Generator, Iterable
from functools import cache

from soloist.engine.log import Log
from soloist.engine.questions import (
    YES_NO,
    Choice,
    Choices,
    Question,
    answered,
    decision,
    table_fact,
)
from soloist.games.revive.board import ArrowGroup
from soloist.games.revive.hexmap import (
    BUILDINGS,
    FIGURES,
    TERRAIN,
    TILE_KINDS,
    HexMap,
    MapState,
    SpaceKind,
)
from soloist.games.revive.placement import (
    Candidate,
    Pick,
    pick_build,
    pick_location,
    pick_tile,
)

ArrowSource = Callable[[], Generator[Question, object, ArrowGroup]]

#: The person's turns in the Mautoma mode (the game ends after your 18th).
PERSON_TURNS = 18
#: At most this many eligible spots, locations or tiles may be told at the table.
MOST_CANDIDATES = 40
#: ]0X49[ Moon's target tokens (5 a player).
TOKENS = 5

RANGE_HELP = ("Soloist's reading of range (the solo rules do not define it): count steps from "
              "the nearest Mautoma building or figure (from the chasm until it has one); a "
              "space next to one is at range 1. Count through occupied spaces, never through "
              "a face-down tile.")

EXCEPTIONS_HELP = (
    "Mautoma exceptions: populating where the Mautoma has a figure, your extra book goes to "
    "the general reserve; sliding your switch token copies the top effect of a citizen card "
    "in the display, which is then discarded; you cannot refresh the displays when you "
    "hibernate; the last major artifact gives no 4-VP minor artifact."
)

TURN_DONE = Choices([Choice("done", "My turn is over", True, ("ok", "next", "d", "y"))])

OCCUPANCY = Choices([
    Choice("empty", "Empty: no figure there", False, ("e", "no")),
    Choice("yours", "Your figure is there", True, ("y", "mine", "occupied", "yes")),
])

KIND_CHOICES = Choices(Choice(kind.value, kind.value.capitalize(), kind) for kind in TILE_KINDS)


def article(word: str) -> str:
    return "an" if word[:1] in "aeiou" else "a"


def ordinal(number: int) -> str:
    if 10 <= number % 100 <= 20:
        return f"{number}th"
    return f"{number}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(number % 10, 'th')}"


def range_phrase(limit: int | None, has_pieces: bool) -> str:
    if limit is None:
        return "anywhere on the map (no range restriction)"
    if has_pieces:
        return f"within range {limit} of a Mautoma building or figure"
    return f"within range {limit} of the chasm (the Mautoma has no piece on the map yet)"


@cache
def turn_question(number: int) -> Question:
    return decision(
        "person.turn",
        f"Your turn {number} of {PERSON_TURNS}: take up to 2 actions (or hibernate), then say "
        "when your turn is over.",
        choices=TURN_DONE, help=EXCEPTIONS_HELP, context={"turn": number},
        typing="Type done when your turn is over.",
    )


class AsksAboutArtifacts:
    """A table where you may have taken major artifacts: Soloist asks what is left."""

    log: Log
    #: At the end, your final score is asked (your game is played at a real table).
    asks_your_score = True

    def artifact_left(self, colour: str) -> Generator[Question, object, bool]:
        left = yield table_fact(
            "refresh.artifact-left",
            f"Is there {article(colour)} {colour} major artifact left on the main board?",
            choices=YES_NO, context={"colour": colour},
        )
        return bool(left)

    def remove_artifact(self, colour: str) -> None:
        self.log.say("table", "Remove {article} {colour} major artifact from the main board "
                     "(back to the box).", article=article(colour), colour=colour)


class TableAtHand(AsksAboutArtifacts):
    """The physical table: Soloist asks for the facts each decision needs."""

    kind = "physical"

    def __init__(self, log: Log) -> None:
        self.log = log

    def setup(self) -> Generator[Question, object, None]:
        self.log.say("setup", "No map file: for each placement Soloist asks what it cannot "
                     "see (the eligible spots, listed in the order the tiebreaker arrows meet "
                     "them) and applies the rules and the tiebreaker.")
        return answered(None)

    #: Soloist cannot see the physical map: the Mautoma's own count of placements tells.
    has_pieces = False

    def person_turn(self, number: int) -> Generator[Question, object, None]:
        yield turn_question(number)

    # -- building ---------------------------------------------------------------------------

    def choose_build(self, limit: int | None, arrows_source: ArrowSource,
                     has_pieces: bool) -> Generator[Question, object, Pick | None]:
        where = range_phrase(limit, has_pieces)
        count = yield table_fact(
            "mautoma.build-spots",
            f"The Mautoma builds {where}. How many empty sand spaces are eligible?",
            between=(0, MOST_CANDIDATES), help=RANGE_HELP, context={"range": limit},
        )
        assert isinstance(count, int)
        if count == 0:
            return None
        if count == 1:
            only = Candidate("1", "the only eligible spot")
            return pick_build([only], None)
        arrows = yield from arrows_source()
        candidates = []
        for number in range(1, count + 1):
            name = f"spot {number}"
            others = yield table_fact(
                "mautoma.spot-bonuses",
                f"{name.capitalize()} of {count}, the {ordinal(number)} you meet following "
                f"{arrows.label}: how many terrain spaces (forest, mountain, field) and "
                "crystals (small or vast) are next to it?",
                between=(0, 12), context={"spot": number, "count": count},
                help="Each counts 1. Water is asked next. A location, sand or a face-down "
                     "space next to it is not a bonus (Soloist's reading: the base game "
                     "rewards only terrain, crystals and water).",
            )
            fresh = yield table_fact(
                "mautoma.spot-water",
                f"{name.capitalize()}: how many water spaces next to it does no Mautoma "
                "building touch yet?",
                between=(0, 6),
                help="Water a Mautoma building already touches counts 0, so leave it out.",
                context={"spot": number, "count": count},
            )
            assert isinstance(others, int) and isinstance(fresh, int)
            details = f"{others} terrain/crystal + {fresh} fresh water × 2"
            candidates.append(Candidate(str(number), f"{name} ({ordinal(number)} along the "
                                        "arrows)", others + 2 * fresh, details))
        return pick_build(candidates, arrows)

    def place_building(self, pick: Pick, size: str) -> None:
        self.log.say("table", "Place a {size} Mautoma building on {spot}.", size=size,
                     spot=pick.chosen.label)

    # -- population -------------------------------------------------------------------------

    def choose_location(self, limit: int | None, arrows_source: ArrowSource,
                        has_pieces: bool) -> Generator[Question, object, Pick | None]:
        where = range_phrase(limit, has_pieces)
        count = yield table_fact(
            "mautoma.locations",
            f"The Mautoma populates {where}. How many locations (small or large) there have "
            "no Mautoma figure yet?",
            between=(0, MOST_CANDIDATES), help=RANGE_HELP, context={"range": limit},
        )
        assert isinstance(count, int)
        if count == 0:
            return None
        arrows = (yield from arrows_source()) if count > 1 else None
        asked: list[Candidate] = []
        for number in range(1, count + 1):
            along = f", the {ordinal(number)} you meet following {arrows.label}" if arrows \
                else ""
            yours = yield table_fact(
                "mautoma.location-occupied",
                f"Location {number} of {count}{along}: is it empty, or is your figure there?",
                choices=OCCUPANCY, context={"location": number, "count": count},
            )
            label = f"location {number}" + (f" ({ordinal(number)} along the arrows)"
                                            if arrows else "")
            asked.append(Candidate(str(number), label, occupied=bool(yours)))
            if not yours:  # the first empty location the arrows meet wins: no need to go on
                break
        pick = pick_location(asked, arrows)
        if len(asked) < count:
            rule = ("an empty location: the first one you meet following the arrows"
                    + (" (those before it are occupied)" if len(asked) > 1 else ""))
            return Pick(pick.chosen, pick.candidates, (pick.chosen,), rule)
        return pick

    def place_figure(self, pick: Pick) -> None:
        self.log.say("table", "Place a Mautoma population figure on {location}.",
                     location=pick.chosen.label)

    # -- exploration ------------------------------------------------------------------------

    def choose_tile(self, limit: int | None, arrows_source: ArrowSource,
                    has_pieces: bool) -> Generator[Question, object, Pick | None]:
        where = range_phrase(limit, has_pieces)
        count = yield table_fact(
            "mautoma.tiles",
            f"The Mautoma explores {where}. How many face-down area tiles can it explore "
            "(adjacent to the chasm or to an explored tile"
            + (", and in range)?" if limit is not None else
               ")? (Soloist's reading: card 6's \"no range restrictions\" covers its "
               "exploration too.)"),
            between=(0, MOST_CANDIDATES), help=RANGE_HELP, context={"range": limit},
        )
        assert isinstance(count, int)
        if count == 0:
            return None
        if count == 1:
            return pick_tile([Candidate("1", "the only tile it can explore")], None)
        arrows = yield from arrows_source()
        first = Candidate("1", "the first eligible tile you meet following the arrows")
        others = [Candidate(str(number), f"tile {number}") for number in range(2, count + 1)]
        return Pick(first, (first, *others), (first, *others),
                    f"all {count} eligible tiles tie, so the tiebreaker decides",
                    f"following {arrows.label}", listed=False)

    def explore(self, pick: Pick) -> Generator[Question, object, None]:
        self.log.say("table", "Flip {tile}: reveal it either way, but once flipped do not "
                     "rotate it.", tile=pick.chosen.label)
        return answered(None)

    # -- tribe tokens -----------------------------------------------------------------------

    def on_token(self, pick: Pick) -> Generator[Question, object, bool]:
        yours = yield table_fact(
            "tribe.token",
            f"Is one of your tribe's tokens on {pick.chosen.label}, where the Mautoma just "
            "placed?",
            choices=YES_NO,
        )
        return bool(yours)

    def view(self) -> dict[str, object]:
        return {"kind": self.kind}


class MapTable(AsksAboutArtifacts):
    """A table whose map Soloist follows: it computes eligible spots, range and bonuses."""

    kind = "map"

    def __init__(self, hex_map: HexMap, log: Log, *, tokens_tribe: bool) -> None:
        self.map = hex_map
        self.state = MapState.initial(hex_map)
        self.log = log
        self.tokens_tribe = tokens_tribe
        self.labels: dict[tuple[int, SpaceKind | None], str] = {}

    def setup(self) -> Generator[Question, object, None]:
        hex_map = self.map
        fictional = " (FICTIONAL sample: not the real board)" if hex_map.fictional else ""
        self.log.say("setup", "Soloist follows the map {name}{fictional}: {tiles} area tiles, "
                     "{explored} of them face up; range, eligible spots and bonuses are "
                     "computed from it. Soloist's reading of the tiebreaker arrows on a map: "
                     "their lines are the map's rows (the thick arrow's row first, then each "
                     "next row inwards, all in the arrow's direction); a tile or a large "
                     "location is met at its first hex.", name=hex_map.name,
                     fictional=fictional, tiles=len(hex_map.tiles),
                     explored=len(self.state.explored))
        return answered(None)

    @property
    def has_pieces(self) -> bool:
        return bool(self.state.mautoma_pieces)

    def label(self, index: int) -> str:
        """How a space is named to the person ("r3c4 (sand, tile T2)"), made once per kind."""
        kind = self.state.kinds[index]
        label = self.labels.get((index, kind))
        if label is None:
            label = self.labels[(index, kind)] = self.map.describe(index, self.state)
        return label

    def line(self, indexes: Iterable[int], arrows: ArrowGroup) -> int:
        """The row on which the arrows first meet one of these spaces."""
        spaces = self.map.spaces
        return min((arrows.scan_key(*hex_), hex_[0]) for index in indexes
                    for hex_ in spaces[index].hexes)[1]

    def order(self, indexes: Iterable[int], arrows: ArrowGroup | None) -> list[int]:
        spaces = self.map.spaces
        if arrows is None:  # only listed for the log: top-left first
            return sorted(indexes, key=lambda index: (spaces[index].row, index))
        return sorted(indexes, key=lambda index: spaces[index].scan_key(arrows))

    # -- your turn --------------------------------------------------------------------------

    def person_turn(self, number: int) -> Generator[Question, object, None]:
        actions = 0
        while True:
            choices = self.action_choices()
            action = yield decision(
                "person.map-action",
                f"Your turn {number} of {PERSON_TURNS}: tell Soloist what you did on the map, "
                "one action at a time (done when your turn is over).",
                choices=choices, help=EXCEPTIONS_HELP,
                context={"turn": number, "actions": actions},
            )
            if action == "done":
                return
            actions += 1
            if action == "build":
                yield from self.person_builds()
            elif action == "populate":
                yield from self.person_populates()
            elif action == "explore":
                yield from self.person_explores()
            else:
                yield from self.person_places_token()

    def action_choices(self) -> Choices:
        state = self.state
        items = [Choice("done", "Nothing more on the map: my turn is over", "done",
                        ("ok", "next"))]
        if len(state.person_buildings) < BUILDINGS and state.has_vacant_sand():
            items.append(Choice("build", "I built on a sand space", "build"))
        if len(state.person_figures) < FIGURES and state.has_person_location():
            items.append(Choice("populate", "I placed a population figure", "populate"))
        if state.has_reachable_tile():
            items.append(Choice("explore", "I explored an area tile", "explore"))
        if self.tokens_tribe and len(state.tokens) < TOKENS and state.token_spaces():
            items.append(Choice("token", "I placed one of my tribe's tokens", "token"))
        return Choices(items)

    def space_choices(self, indexes: Iterable[int]) -> Choices:
        return Choices(Choice(self.map.spaces[index].key, self.label(index), index)
                       for index in indexes)

    def person_builds(self) -> Generator[Question, object, None]:
        index = yield decision("person.build", "Which sand space did you build on?",
                               choices=self.space_choices(self.state.vacant_sand()))
        assert isinstance(index, int)
        self.state.person_buildings.append(index)
        self.log.say("person", "You build on {space}.", space=self.label(index))

    def person_populates(self) -> Generator[Question, object, None]:
        index = yield decision("person.populate", "Which location did you populate?",
                               choices=self.space_choices(self.state.person_locations()))
        assert isinstance(index, int)
        self.state.person_figures.append(index)
        mautoma_there = index in self.state.mautoma_figures
        self.log.say("person", "You populate {space}.{extra}", space=self.label(index),
                     extra=" The Mautoma has a figure there: your extra book goes to the "
                     "general reserve." if mautoma_there else "")

    def person_explores(self) -> Generator[Question, object, None]:
        tiles = self.state.reachable_tiles()
        tile = yield decision("person.explore", "Which area tile did you explore?",
                              choices=Choices(Choice(name, f"tile {name}", name)
                                              for name in tiles))
        assert isinstance(tile, str)
        self.log.say("person", "You explore tile {tile}.", tile=tile)
        yield from self.flip(tile)

    def person_places_token(self) -> Generator[Question, object, None]:
        index = yield decision("person.token", "Where did you place your tribe's token?",
                               choices=self.space_choices(self.state.token_spaces()))
        assert isinstance(index, int)
        self.state.tokens.add(index)
        self.log.say("person", "Your tribe's token on {space}.", space=self.label(index))

    # -- the Mautoma's placements -----------------------------------------------------------

    def arrows_if_tied(self, tied: int, arrows_source: ArrowSource
                       ) -> Generator[Question, object, ArrowGroup | None]:
        if tied < 2:
            return None
        return (yield from arrows_source())

    def choose_build(self, limit: int | None, arrows_source: ArrowSource,
                     has_pieces: bool) -> Generator[Question, object, Pick | None]:
        spots = self.state.build_spots(limit)
        if not spots:
            return None
        named = self.log.enabled
        bonuses = {index: self.state.bonuses(index, named=named) for index in spots}
        values = {index: found.others + 2 * len(found.fresh_water)
                  for index, found in bonuses.items()}
        best = max(values.values())
        tied = [index for index, value in values.items() if value == best]
        arrows = yield from self.arrows_if_tied(len(tied), arrows_source)
        candidates = [
            Candidate(self.map.spaces[index].key, self.label(index), values[index],
                      bonuses[index].describe() if named else "",
                      line=self.line([index], arrows) if arrows else None)
            for index in self.order(spots, arrows)
        ]
        return pick_build(candidates, arrows)

    def place_building(self, pick: Pick, size: str) -> None:
        index = self.map.space(pick.chosen.key).index
        self.state.mautoma_buildings.append(index)
        self.log.say("table", "Place a {size} Mautoma building on {spot}.", size=size,
                     spot=pick.chosen.label)

    def choose_location(self, limit: int | None, arrows_source: ArrowSource,
                        has_pieces: bool) -> Generator[Question, object, Pick | None]:
        spots = self.state.location_spots(limit)
        if not spots:
            return None
        yours = set(self.state.person_figures)
        empty = [index for index in spots if index not in yours]
        arrows = yield from self.arrows_if_tied(len(empty) or len(spots), arrows_source)
        candidates = [
            Candidate(self.map.spaces[index].key, self.label(index),
                      occupied=index in yours,
                      line=self.line([index], arrows) if arrows else None)
            for index in self.order(spots, arrows)
        ]
        return pick_location(candidates, arrows)

    def place_figure(self, pick: Pick) -> None:
        index = self.map.space(pick.chosen.key).index
        self.state.mautoma_figures.append(index)
        self.log.say("table", "Place a Mautoma population figure on {location}.",
                     location=pick.chosen.label)

    def choose_tile(self, limit: int | None, arrows_source: ArrowSource,
                    has_pieces: bool) -> Generator[Question, object, Pick | None]:
        tiles = self.state.explorable_tiles(limit)
        if not tiles:
            return None
        arrows = yield from self.arrows_if_tied(len(tiles), arrows_source)
        hex_map = self.map
        if arrows is None:
            ordered = sorted(tiles)
        else:
            ordered = sorted(tiles, key=lambda tile: hex_map.tile_scan_key(tile, arrows))
        candidates = [
            Candidate(tile, f"tile {tile}", details=f"range {tiles[tile]}",
                      line=self.line(hex_map.tiles[tile], arrows) if arrows else None,
                      short=f"tile {tile}")
            for tile in ordered
        ]
        return pick_tile(candidates, arrows)

    def explore(self, pick: Pick) -> Generator[Question, object, None]:
        self.log.say("table", "Flip {tile}: reveal it either way, but once flipped do not "
                     "rotate it.", tile=pick.chosen.label)
        yield from self.flip(pick.chosen.key)

    def flip(self, tile: str) -> Generator[Question, object, None]:
        """Turn a tile face up; what the map file leaves open is asked at the table."""
        state = self.state
        state.explore(tile)
        for index in state.unknown_spaces(tile):
            kind = yield table_fact(
                "table.revealed-kind",
                f"Tile {tile} is face up. What is on its space {self.map.spaces[index].key}?",
                choices=KIND_CHOICES, context={"tile": tile, "space": self.map.spaces[index].key},
            )
            assert isinstance(kind, SpaceKind)
            state.reveal(index, kind)
        if self.log.enabled:
            self.explain_new_rewards(tile)

    def explain_new_rewards(self, tile: str) -> None:
        """Newly revealed terrain or water next to your buildings pays you at once."""
        state = self.state
        yours = set(state.person_buildings)
        for index in self.map.tiles[tile]:
            kind = state.kind(index)
            if kind in TERRAIN or kind is SpaceKind.WATER:
                touching = sorted(self.map.spaces[other].key for other in self.map.adjacent[index]
                                  if other in yours)
                if touching:
                    self.log.say("table", "Newly revealed {kind} {space} is next to your "
                                 "building on {buildings}: take its reward now.", kind=kind.value,
                                 space=self.map.spaces[index].key,
                                 buildings=", ".join(touching))

    # -- tribe tokens -----------------------------------------------------------------------

    def on_token(self, pick: Pick) -> Generator[Question, object, bool]:
        space = self.map.space(pick.chosen.key)
        return answered(space.index in self.state.tokens)

    def view(self) -> dict[str, object]:
        return {"kind": self.kind, "map": self.map.name, **self.state.view()}


class ModelTable(MapTable):
    """Simulation: the map and the major artifacts are modelled. Your game beyond the map
    (cards, machines, resources, points) is not, so no final score is asked: a stand-in
    has none to give."""

    kind = "model"
    asks_your_score = False

    def __init__(self, hex_map: HexMap, log: Log, *, tokens_tribe: bool) -> None:
        super().__init__(hex_map, log, tokens_tribe=tokens_tribe)
        self.artifacts: Counter[str] = Counter(hex_map.major_artifacts or ())

    def artifact_left(self, colour: str) -> Generator[Question, object, bool]:
        return answered(self.artifacts[colour] > 0)

    def remove_artifact(self, colour: str) -> None:
        self.artifacts[colour] -= 1
        self.log.say("table", "{article} {colour} major artifact is removed from the main "
                     "board.", article=article(colour).capitalize(), colour=colour)

    def view(self) -> dict[str, object]:
        return {**super().view(), "kind": self.kind,
                "artifacts": {colour: count for colour, count in sorted(self.artifacts.items())
                              if count}}


Table = TableAtHand | MapTable
