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
from soloist.engine.phrase import Phrase, joined, phrase
from soloist.engine.questions import (
    YES_NO,
    Choice,
    Choices,
    Question,
    answered,
    decision,
    table_fact,
)
from soloist.games.revive.board import SIZE_WORDS, ArrowGroup, article
from soloist.games.revive.hexmap import (
    BUILDINGS,
    FIGURES,
    TERRAIN,
    UNREACHED,
    HexMap,
    MapState,
    SpaceKind,
)
from soloist.games.revive.identify import TileBox
from soloist.games.revive.placement import (
    Candidate,
    Pick,
    ordinal,
    pick_build,
    pick_location,
    pick_tile,
)
from soloist.games.revive.spots import spot_names

ArrowSource = Callable[[], Generator[Question, object, ArrowGroup]]

#: Companion play without a map: a building's candidate spots are listed in the order the
#: arrows meet them ("arrows-first"), or in any order with the arrows asked only among
#: those tied at the top ("bonuses-first"). bench/bench_questions_revive.py measures both:
#: arrows-first asks fewer questions (the tie question never comes), so it is kept.
BUILD_ORDER = "arrows-first"

LOCATION_FACTS = Choices([
    Choice("empty", phrase("Yes: at least one is empty"), "empty", ("yes", "y", "e")),
    Choice("yours", phrase("No: your figure is on each of them"), "yours",
           ("no", "mine", "n")),
    Choice("none", phrase("There is no such location"), "none", ("0", "nothing")),
])

#: How a prompt names the arrows when their shape is not known.
SOME_ARROWS = phrase("the tiebreaker arrows the energy marker points to")


def arrows_label(arrows: object) -> str:
    """How a prompt names the arrows at the energy marker, without asking their shape (the
    person follows them on their board)."""
    label = getattr(arrows, "label", SOME_ARROWS)
    return label if isinstance(label, str) else str(label)

#: The person's turns in the Mautoma mode (the game ends after your 18th).
PERSON_TURNS = 18
#: At most this many eligible spots, locations or tiles may be told at the table.
MOST_CANDIDATES = 40
#: ]0X49[ Moon's target tokens (5 a player).
TOKENS = 5

RANGE_HELP = phrase(
    "Soloist's reading of range (the solo rules do not define it): count steps from the "
    "nearest Mautoma building or figure (from the chasm until it has one); a space next to "
    "one is at range 1. Count through occupied spaces, never through a face-down tile.")

EXCEPTIONS = phrase(
    "Your exceptions: when you place a population figure in a location that already "
    "contains a Mautoma figure, pay the extra book to the general reserve; when the Mautoma "
    "places a figure in a location that already contains yours, you receive a book from the "
    "general reserve; when you slide down your switch token, copy the top effect of a "
    "citizen card from the display, then discard it; if you take the last major artifact "
    "you get no 4-VP minor artifact (standard minor artifacts are still gained after the "
    "major ones run out). You cannot refresh the displays during your hibernate turns."
)

TURN_DONE = Choices([Choice("done", phrase("My turn is over"), True,
                            ("ok", "next", "d", "y"))])



#: How a map or a board file a test or a simulation reads is marked.
FICTIONAL = phrase(" (FICTIONAL sample: not the real board)")


#: A face-down tile no open path leads to (its range unknown), as its candidate says it.
NO_PATH = phrase("no open path from the Mautoma's pieces")


def range_phrase(limit: int | None, has_pieces: bool) -> Phrase:
    if limit is None:
        return phrase("anywhere on the map (no range restriction)")
    if has_pieces:
        return phrase("within range {range} of a Mautoma building or figure", range=limit)
    return phrase("within range {range} of the chasm (the Mautoma has no piece on the map "
                  "yet)", range=limit)


SPOT_BONUSES_HELP = phrase(
    "Each counts 1. Water is asked next. A location, sand or a face-down space next to it is "
    "not a bonus (Soloist's reading: the base game rewards only terrain, crystals and water).")
SPOT_WATER_HELP = phrase("Water a Mautoma building already touches counts 0, so leave it out.")

#: What you may tell of your turn on a followed map (made once: simulation asks it often).
MAP_DONE = Choice("done", phrase("Nothing more on the map: my turn is over"), "done",
                  ("ok", "next"))
MAP_BUILT = Choice("build", phrase("I built on a sand space"), "build")
MAP_POPULATED = Choice("populate", phrase("I placed a population figure"), "populate")
MAP_EXPLORED = Choice("explore", phrase("I explored an area tile"), "explore")
MAP_TOKEN = Choice("token", phrase("I placed one of my tribe's tokens"), "token")


@cache
def map_action_prompt(number: int) -> Phrase:
    return phrase("Your turn {turn} of {turns}: tell Soloist what you did on the map, one "
                  "action at a time (done when your turn is over).", turn=number,
                  turns=PERSON_TURNS)


@cache
def turn_question(number: int) -> Question:
    return decision(
        "person.turn",
        phrase("Your turn {turn} of {turns}: take up to 2 actions (or hibernate), then say "
               "when your turn is over.", turn=number, turns=PERSON_TURNS),
        choices=TURN_DONE, context={"turn": number},
        typing=phrase("Type done when your turn is over."),
    )


class AsksAboutArtifacts:
    """A table where you may have taken major artifacts: Soloist asks what is left."""

    log: Log
    #: At the end, your final score is asked (your game is played at a real table).
    asks_your_score = True
    #: False: at a real table a refresh turn names the artifact colours in order and the
    #: person removes the first one left (Soloist needs no answer: nothing depends on it).
    sees_artifacts = False

    def artifact_left(self, colour: str) -> Generator[Question, object, bool]:
        left = yield table_fact(
            "refresh.artifact-left",
            phrase("Is there {article} {colour} major artifact left on the main board?",
                   article=article(colour), colour=colour),
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

    def person_turn(self, number: int, *,
                    resumed: bool = False) -> Generator[Question, object, None]:
        yield turn_question(number)

    # -- building ---------------------------------------------------------------------------

    def choose_build(self, limit: int | None, arrows_source: ArrowSource,
                     has_pieces: bool) -> Generator[Question, object, Pick | None]:
        where = range_phrase(limit, has_pieces)
        count = yield table_fact(
            "mautoma.build-spots",
            phrase("The Mautoma builds {where}. How many empty sand spaces are eligible?",
                   where=where),
            between=(0, MOST_CANDIDATES), help=RANGE_HELP, context={"range": limit},
        )
        assert isinstance(count, int)
        if count == 0:
            return None
        if count == 1:
            only = Candidate("1", phrase("the only eligible spot"))
            return pick_build([only], None)
        arrows = arrows_label(arrows_source)
        along = BUILD_ORDER == "arrows-first"
        candidates = []
        for number in range(1, count + 1):
            prompt = (phrase("Spot {spot} of {count}, the {ordinal} you meet following "
                             "{arrows}: how many terrain spaces (forest, mountain, field) and "
                             "crystals (small or vast) are next to it?", spot=number,
                             count=count, ordinal=ordinal(number), arrows=arrows) if along else
                      phrase("Spot {spot} of {count} (take them in any order, and keep "
                             "count): how many terrain spaces (forest, mountain, field) and "
                             "crystals (small or vast) are next to it?", spot=number,
                             count=count))
            others = yield table_fact(
                "mautoma.spot-bonuses", prompt,
                between=(0, 12), context={"spot": number, "count": count},
                help=SPOT_BONUSES_HELP,
            )
            fresh = yield table_fact(
                "mautoma.spot-water",
                phrase("Spot {spot}: how many water spaces next to it does no Mautoma "
                       "building touch yet?", spot=number),
                between=(0, 6),
                help=SPOT_WATER_HELP,
                context={"spot": number, "count": count},
            )
            assert isinstance(others, int) and isinstance(fresh, int)
            details = phrase("{others} terrain/crystal + {fresh} fresh water × 2",
                             others=others, fresh=fresh)
            label = (phrase("spot {spot} ({ordinal} along the arrows)", spot=number,
                            ordinal=ordinal(number)) if along else
                     phrase("spot {spot}", spot=number))
            candidates.append(Candidate(str(number), label, others + 2 * fresh, details))
        if along:
            return pick_build(candidates, None, arrows)
        return (yield from self.first_of_the_best(candidates, arrows))

    def first_of_the_best(self, candidates: list[Candidate],
                          arrows: str) -> Generator[Question, object, Pick]:
        """Bonuses first: the arrows are asked only among the spots tied at the top."""
        best = max(candidate.value or 0 for candidate in candidates)
        tied = [candidate for candidate in candidates if candidate.value == best]
        if len(tied) > 1:
            first = yield table_fact(
                "mautoma.first-of-tied",
                phrase("Spots {spots} tie with {best}. Which of them do you meet first "
                       "following {arrows}?",
                       spots=", ".join(candidate.key for candidate in tied), best=best,
                       arrows=arrows),
                choices=Choices(Choice(candidate.key, candidate.label, candidate)
                                for candidate in tied),
                context={"tied": len(tied)})
            assert isinstance(first, Candidate)
            tied.remove(first)
            tied.insert(0, first)
        ordered = tied + [candidate for candidate in candidates if candidate not in tied]
        return pick_build(ordered, None, arrows)

    def place_building(self, pick: Pick, size: str) -> None:
        self.log.say("table", "Place a {size} Mautoma building on {spot}.",
                     size=SIZE_WORDS.get(size, size), spot=pick.chosen.label)

    # -- population -------------------------------------------------------------------------

    def choose_location(self, limit: int | None, arrows_source: ArrowSource,
                        has_pieces: bool) -> Generator[Question, object, Pick | None]:
        """The decisive fact only: is an eligible location empty, or do they all hold your
        figure? The Mautoma takes the first of them along the arrows."""
        where = range_phrase(limit, has_pieces)
        arrows = arrows_label(arrows_source)
        found = yield table_fact(
            "mautoma.locations",
            phrase("The Mautoma populates {where}: the locations (small or large) there with "
                   "no Mautoma figure yet. Is one of them empty?", where=where),
            choices=LOCATION_FACTS, help=RANGE_HELP, context={"range": limit},
        )
        if found == "none":
            return None
        empty = found == "empty"
        rule = (phrase("an empty location") if empty else
                phrase("no location is empty, so an occupied one (your figure is on each)"))
        chosen = Candidate("1", phrase("the first empty eligible location you meet following "
                                       "{arrows}", arrows=arrows) if empty else
                           phrase("the first eligible location you meet following {arrows}",
                                  arrows=arrows), occupied=not empty)
        return Pick(chosen, (chosen,), (chosen,), rule, listed=False)

    def place_figure(self, pick: Pick) -> None:
        self.log.say("table", "Place a Mautoma population figure on {location}.",
                     location=pick.chosen.label)

    # -- exploration ------------------------------------------------------------------------

    def choose_tile(self, limit: int | None, arrows_source: ArrowSource,
                    has_pieces: bool) -> Generator[Question, object, Pick | None]:
        """Only "is there one?" matters: the first along the arrows is flipped."""
        where = range_phrase(limit, has_pieces)
        arrows = arrows_label(arrows_source)
        found = yield table_fact(
            "mautoma.tiles",
            phrase("The Mautoma explores {where}. Is there a face-down area tile it can "
                   "explore (adjacent to the chasm or to an explored tile, and in range)?",
                   where=where) if limit is not None else
            phrase("The Mautoma explores {where}. Is there a face-down area tile it can "
                   "explore (adjacent to the chasm or to an explored tile, however far from "
                   "its pieces, on either side of the chasm)?", where=where),
            choices=YES_NO, help=RANGE_HELP, context={"range": limit},
        )
        if not found:
            return None
        first = Candidate("1", phrase("the first eligible tile you meet following {arrows}",
                                      arrows=arrows))
        return Pick(first, (first,), (first,), phrase("the first face-down tile it can reach "
                                                      "along the arrows"), listed=False)

    def explore(self, pick: Pick) -> Generator[Question, object, None]:
        self.log.say("table", "Flip {tile}: reveal it either way, but once flipped do not "
                     "rotate it.", tile=pick.chosen.label)
        return answered(None)

    # -- tribe tokens -----------------------------------------------------------------------

    def on_token(self, pick: Pick) -> Generator[Question, object, bool]:
        yours = yield table_fact(
            "tribe.token",
            phrase("Is one of your tribe's tokens on {place}, where the Mautoma just placed?",
                   place=pick.chosen.label),
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
        #: The places whose tile the map file leaves open (named when face up).
        self.open = frozenset(hex_map.open_places())
        #: The Mautoma's last decision on the map ("build", "populate" or "explore"), for a
        #: driver to draw.
        self.last: tuple[str, Pick] | None = None
        #: How a place or a space is named to the person (never by a map file's name).
        self.spots = spot_names(hex_map)
        self.tiles = TileBox(hex_map, log, self.spots)
        #: Your map actions told this turn, and the one being told (its question asked).
        self.actions = 0
        self.acting: str | None = None
        #: The area tiles you explored (simulation's contest for the map counts them).
        self.person_tiles = 0

    @property
    def labels(self) -> dict[tuple[int, bool, SpaceKind | None, str | None], str]:
        """Each space's name as last made (`label`), kept by the map's `SpotNames` for
        every play of the map."""
        return self.spots.labels

    @labels.setter
    def labels(self, labels: dict[tuple[int, bool, SpaceKind | None, str | None], str]
               ) -> None:
        self.spots.labels = labels

    @property
    def learned(self) -> dict[str, str]:
        """The tiles this play described (the person's component library keeps them)."""
        return self.tiles.learned

    def setup(self) -> Generator[Question, object, None]:
        hex_map = self.map
        fictional = FICTIONAL if hex_map.fictional else ""
        self.log.say("setup", "Soloist follows the map {name}{fictional}: {tiles} area tiles, "
                     "{explored} of them face up; range, eligible spots and bonuses are "
                     "computed from it. Soloist's reading of the tiebreaker arrows on a map: "
                     "their lines are the map's rows (the thick arrow's row first, then each "
                     "next row inwards, all in the arrow's direction); a tile or a large "
                     "location is met at its first hex.", name=hex_map.name,
                     fictional=fictional, tiles=len(hex_map.tiles),
                     explored=len(self.state.explored))
        if self.open:
            self.log.say("setup", "The map grows as you play: name each area tile when it is "
                         "face up (the first time you see a tile, say what its spaces show; "
                         "Soloist keeps it in your components, and next time only its name is "
                         "asked).")
            yield from self.tiles.read_library()
            for place in hex_map.tiles:
                if place in self.open and place in self.state.explored:
                    yield from self.tiles.identify(self.state, place)

    @property
    def has_pieces(self) -> bool:
        return bool(self.state.mautoma_pieces)

    def label(self, index: int) -> str:
        """How a space is named to the person ("the sand space on tile 7, top row, 2nd space
        from the left"), made once per state of everything the name reads: whether the
        space is face up (a face-down space is "a face-down space on the face-down tile …",
        whatever the map file says it shows), its kind, and its tile's name. (Keyed on less,
        a name made while the tile lay face down, say for the map's drawing, outlived its
        flip: the live game said "face-down" where a replay of it said "sand".)"""
        state = self.state
        tile = self.map.spaces[index].tile
        key = (index, state.opened[index], state.kinds[index],
               state.names.get(tile) if tile is not None else None)
        labels = self.spots.labels
        label = labels.get(key)
        if label is None:
            label = labels[key] = self.spots.space(index, self.state)
        return label

    def place_label(self, place: str) -> str:
        """How a place of an area tile is named: its tile, or where the tile lies."""
        return self.spots.place(place, self.state)

    def find_it(self, index: int) -> str:
        """Where a space is on the physical board: its tile, row and place in the row, and
        what is next to it."""
        return self.spots.find_it(index, self.state)

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

    def person_turn(self, number: int, *,
                    resumed: bool = False) -> Generator[Question, object, None]:
        """Your map actions this turn, as you tell them. `resumed`: the turn goes on where
        it stands (a copy of the play, for search): within an action, at its question."""
        if not resumed:
            self.actions = 0
            self.acting = None
        elif self.acting is not None:
            yield from self.act(self.acting)
        while True:
            choices = self.action_choices()
            action = yield decision(
                "person.map-action", map_action_prompt(number),
                choices=choices, context={"turn": number, "actions": self.actions},
            )
            if action == "done":
                return
            self.actions += 1
            assert isinstance(action, str)
            yield from self.act(action)

    def act(self, action: str) -> Generator[Question, object, None]:
        """One of your map actions: where you built, populated, explored, placed a token."""
        self.acting = action
        if action == "build":
            yield from self.person_builds()
        elif action == "populate":
            yield from self.person_populates()
        elif action == "explore":
            yield from self.person_explores()
        else:
            yield from self.person_places_token()
        self.acting = None

    def action_choices(self) -> Choices:
        state = self.state
        items = [MAP_DONE]
        if len(state.person_buildings) < BUILDINGS and state.has_vacant_sand():
            items.append(MAP_BUILT)
        if len(state.person_figures) < FIGURES and state.has_person_location():
            items.append(MAP_POPULATED)
        if state.has_reachable_tile():
            items.append(MAP_EXPLORED)
        if self.tokens_tribe and len(state.tokens) < TOKENS and state.token_spaces():
            items.append(MAP_TOKEN)
        return Choices(items)

    def space_choices(self, indexes: Iterable[int]) -> Choices:
        return Choices(Choice(self.map.spaces[index].key, self.label(index), index)
                       for index in indexes)

    def person_builds(self) -> Generator[Question, object, None]:
        index = yield decision("person.build", phrase("Which sand space did you build on?"),
                               choices=self.space_choices(self.state.vacant_sand()))
        assert isinstance(index, int)
        self.state.person_buildings.append(index)
        self.log.say("person", "You build on {space}.", space=self.label(index))

    def person_populates(self) -> Generator[Question, object, None]:
        index = yield decision("person.populate", phrase("Which location did you populate?"),
                               choices=self.space_choices(self.state.person_locations()))
        assert isinstance(index, int)
        self.state.person_figures.append(index)
        mautoma_there = index in self.state.mautoma_figures
        self.log.say("person", "You populate {space}.{extra}", space=self.label(index),
                     extra=phrase(" The Mautoma has a figure there: your extra book goes to "
                                  "the general reserve.") if mautoma_there else "")

    def person_explores(self) -> Generator[Question, object, None]:
        tiles = self.state.reachable_tiles()
        tile = yield decision("person.explore", phrase("Which area tile did you explore?"),
                              choices=Choices(Choice(name, self.place_label(name), name)
                                              for name in tiles))
        assert isinstance(tile, str)
        self.person_tiles += 1
        self.log.say("person", "You explore {tile}.", tile=self.place_label(tile))
        yield from self.flip(tile)

    def person_places_token(self) -> Generator[Question, object, None]:
        index = yield decision("person.token", phrase("Where did you place your tribe's token?"),
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
                      line=self.line([index], arrows) if arrows else None,
                      short=self.label(index))
            for index in self.order(spots, arrows)
        ]
        return pick_build(candidates, arrows, told=self.log.enabled)

    def place_building(self, pick: Pick, size: str) -> None:
        index = self.map.space(pick.chosen.key).index
        self.state.mautoma_buildings.append(index)
        self.last = ("build", pick)
        if self.log.enabled:
            self.log.say("table", "Place a {size} Mautoma building on {where}.",
                         size=SIZE_WORDS.get(size, size), where=self.find_it(index))

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
                      line=self.line([index], arrows) if arrows else None,
                      short=self.label(index))
            for index in self.order(spots, arrows)
        ]
        return pick_location(candidates, arrows, told=self.log.enabled)

    def place_figure(self, pick: Pick) -> None:
        index = self.map.space(pick.chosen.key).index
        self.state.mautoma_figures.append(index)
        self.last = ("populate", pick)
        if self.log.enabled:
            self.log.say("table", "Place a Mautoma population figure on {where}.",
                         where=self.find_it(index))

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
            Candidate(tile, self.place_label(tile),
                      details=NO_PATH if tiles[tile] == UNREACHED else "",
                      reach=None if tiles[tile] == UNREACHED else tiles[tile],
                      line=self.line(hex_map.tiles[tile], arrows) if arrows else None,
                      short=self.place_label(tile))
            for tile in ordered
        ]
        return pick_tile(candidates, arrows, told=self.log.enabled)

    def explore(self, pick: Pick) -> Generator[Question, object, None]:
        self.log.say("table", "Flip {tile}: reveal it either way, but once flipped do not "
                     "rotate it.", tile=pick.chosen.label)
        self.last = ("explore", pick)
        yield from self.flip(pick.chosen.key)

    def flip(self, tile: str) -> Generator[Question, object, None]:
        """Turn a tile face up; a tile the map file leaves open is named at the table."""
        state = self.state
        state.explore(tile)
        if tile in self.open:
            yield from self.tiles.read_library()
            yield from self.tiles.identify(state, tile)
        if self.log.enabled:
            self.explain_new_rewards(tile)

    def explain_new_rewards(self, tile: str) -> None:
        """Newly revealed terrain or water next to your buildings pays you at once."""
        state = self.state
        yours = set(state.person_buildings)
        for index in self.map.tiles[tile]:
            kind = state.kind(index)
            if kind in TERRAIN or kind is SpaceKind.WATER:
                touching = [self.label(other) for other in sorted(self.map.adjacent[index])
                            if other in yours]
                if touching:
                    self.log.say("table", "Newly revealed {space} is next to your building on "
                                 "{buildings}: take its reward now.", space=self.label(index),
                                 buildings=joined(touching, "; "))

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
    sees_artifacts = True

    def __init__(self, hex_map: HexMap, log: Log, *, tokens_tribe: bool) -> None:
        super().__init__(hex_map, log, tokens_tribe=tokens_tribe)
        self.artifacts: Counter[str] = Counter(hex_map.major_artifacts or ())

    def artifact_left(self, colour: str) -> Generator[Question, object, bool]:
        return answered(self.artifacts[colour] > 0)

    def remove_artifact(self, colour: str) -> None:
        self.artifacts[colour] -= 1
        self.log.say("table", "{article} {colour} major artifact is removed from the main "
                     "board.", article=article(colour, first=True), colour=colour)

    def view(self) -> dict[str, object]:
        return {**super().view(), "kind": self.kind,
                "artifacts": {colour: count for colour, count in sorted(self.artifacts.items())
                              if count}}


Table = TableAtHand | MapTable
