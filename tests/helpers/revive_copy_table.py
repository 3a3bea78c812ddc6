"""A person at a physical Revive table who owns a complete copy: the FICTIONAL sample's board,
map and tiles stand in for it. It knows the whole physical map (the tiles revealed as they
are explored, each where it lies in `Arrangement`) and the sample Mautoma board, and answers
what Soloist asks as a person at the table would type it (`table_answer`); its person makes
one map action a turn (the `steady` stand-in's rotation, on the nearest target).

Used by `bench/bench_questions_revive.py` (how many questions) and by the tests that play
games on the pages by taps (`revive_taps`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from random import Random

from soloist.engine.questions import Question
from soloist.games.revive.board import SAMPLE_BOARD, load_board
from soloist.games.revive.hexmap import HexMap, MapState, SpaceKind, load_map
from soloist.games.revive.rules import RevivePlay
from soloist.games.revive.stand_ins import SteadySettler, distances_from_you
from soloist.games.revive.tiles import TILES_FACT, TileFace, encode_names, tile_fact, to_axial

#: The FICTIONAL sample's layout (its places open), as the person at the table describes it.
LAYOUT = Path(__file__).resolve().parents[2] / "examples" / "revive-layout.toml"


# -- the physical table ----------------------------------------------------------------------

Arrangement = dict[str, tuple[str, tuple[str, ...]]]  # place → (tile's name, kinds in order)


def faces(sample: HexMap, arrangement: Arrangement) -> dict[str, TileFace]:
    """Each physical tile's face, from where it lies."""
    found = {}
    for place, (name, kinds) in arrangement.items():
        cells = [to_axial(sample.layout, sample.spaces[index].hexes[0])
                 for index in sample.tiles[place]]
        found[name] = TileFace.canonical(cells, [SpaceKind(kind) for kind in kinds],
                                         start=place in sample.start_tiles)
    return found


def every_tile(sample: HexMap, arrangement: Arrangement) -> dict[str, str]:
    """The component library's facts once every tile is described."""
    found = faces(sample, arrangement)
    return {TILES_FACT: encode_names(found),
            **{tile_fact(name): face.encode() for name, face in found.items()}}


def first_arrangement(sample: HexMap) -> Arrangement:
    """The sample as drawn: the tile on place T7 is tile 7."""
    return {place: (place.lstrip("T"), tuple(str(sample.spaces[index].kind)
                                             for index in indexes))
            for place, indexes in sample.tiles.items()}


def shuffled(sample: HexMap, arrangement: Arrangement, rng: Random) -> Arrangement:
    """The same physical tiles shuffled among the places they fit (starting tiles among the
    starting places), each lying either way."""
    places = list(sample.tiles)
    rng.shuffle(places)
    free = faces(sample, arrangement)
    result: Arrangement = {}
    for place in places:
        cells = [to_axial(sample.layout, sample.spaces[index].hexes[0])
                 for index in sample.tiles[place]]
        fits = [(name, face.ways_in(cells)) for name, face in sorted(free.items())
                if face.start == (place in sample.start_tiles) and face.ways_in(cells)]
        name, ways = rng.choice(fits)
        way = rng.choice(ways)
        result[place] = (name, tuple(kind.value for kind in way.kinds))
        del free[name]
    return result


@dataclass
class Person:
    """The scripted person at the table: knows the physical map, answers what is asked."""

    sample: HexMap
    arrangement: Arrangement
    seed: int
    truth: MapState = field(init=False)
    rng: Random = field(init=False)

    def __post_init__(self) -> None:
        self.truth = MapState.initial(self.sample)
        self.rng = Random(self.seed)

    # tiles named as they appear
    def tile(self, question: Question) -> str:
        place = str(question.context["place"])
        name, kinds = self.arrangement[place]
        if question.topic == "table.tile-which":
            assert question.choices is not None
            for choice in question.choices:
                if choice.key != "new" and choice.value[0].name == name and \
                        tuple(kind.value for kind in choice.value[1].kinds) == kinds:
                    return choice.key
            return "new"
        assert question.topic == "table.tile-new", question.topic
        return f"{name}: {' '.join(kinds)}"

    # without a map: the decisive facts, read off the physical table
    def arrows(self, play: RevivePlay):  # type: ignore[no-untyped-def]
        board = load_board(SAMPLE_BOARD)
        assert play.mautoma is not None
        return board.at(play.mautoma.energy).arrows

    def spots(self, play: RevivePlay, limit: int | None) -> list[int]:
        arrows = self.arrows(play)
        found = self.truth.build_spots(limit)
        return sorted(found, key=lambda index: self.sample.spaces[index].scan_key(arrows))

    def fact(self, question: Question, play: RevivePlay) -> str:
        topic, context = question.topic, question.context
        limit = context.get("range")
        limit = int(str(limit)) if limit is not None else None
        state = self.truth
        if topic == "mautoma.build-spots":
            return str(len(self.spots(play, limit)))
        if topic in ("mautoma.spot-bonuses", "mautoma.spot-water"):
            spot = self.spots(play, 3)[int(str(context["spot"])) - 1]
            found = state.bonuses(spot, named=False)
            return str(found.others if topic == "mautoma.spot-bonuses"
                       else len(found.fresh_water))
        if topic == "mautoma.first-of-tied":
            assert question.choices is not None
            return question.choices.keys[0]  # listed along the arrows already
        if topic == "mautoma.locations":
            found = state.location_spots(limit)
            if not found:
                return "none"
            yours = set(state.person_figures)
            return "yours" if all(index in yours for index in found) else "empty"
        if topic == "mautoma.tiles":
            return "yes" if state.explorable_tiles(limit) else "no"
        raise LookupError(topic)

    def mautoma_placed(self, play: RevivePlay, fields: dict[str, object]) -> None:
        """Carry out the Mautoma's placement told without a map (the spot listed k-th, the
        first empty location or tile along the arrows)."""
        state, arrows = self.truth, self.arrows(play)
        action = fields["action"]
        if action == "build":
            spots = self.spots(play, 3)
            state.mautoma_buildings.append(spots[int(str(fields["chosen"])) - 1])
        elif action == "populate":
            found = state.location_spots(None if play.mautoma and play.mautoma.last_card
                                         and play.mautoma.last_card.range is None else 3)
            yours = set(state.person_figures)
            ordered = sorted(found, key=lambda index: self.sample.spaces[index].scan_key(arrows))
            empty = [index for index in ordered if index not in yours]
            state.mautoma_figures.append((empty or ordered)[0])
        else:
            card = play.mautoma.last_card if play.mautoma else None
            tiles = state.explorable_tiles(card.range if card else 3)
            state.explore(min(tiles, key=lambda tile: self.sample.tile_scan_key(tile, arrows)))

    def own_turn(self, number: int) -> None:
        """One map action on the physical table (the steady rotation, nearest target)."""
        state = self.truth
        near = distances_from_you(state)
        for action in ("explore", "build", "populate")[number % 3:] + \
                ("explore", "build", "populate")[:number % 3]:
            if action == "explore":
                targets = state.reachable_tiles()
                if targets:
                    tile = min(targets, key=lambda t: min(
                        near.get(index, 999) for index in self.sample.tiles[t]))
                    state.explore(tile)
                    return
            elif action == "build" and len(state.person_buildings) < 8:
                targets = state.vacant_sand()
                if targets:
                    state.person_buildings.append(min(targets, key=lambda i: near.get(i, 999)))
                    return
            elif action == "populate" and len(state.person_figures) < 7:
                targets = state.person_locations()
                if targets:
                    state.person_figures.append(min(targets, key=lambda i: near.get(i, 999)))
                    return


def table_answer(person: Person, question: Question, play: RevivePlay,
                 stand_in: SteadySettler, follow: bool) -> str:
    """What the person at the table answers, knowing their board (the FICTIONAL sample's)
    and their copy's Mautoma board (the sample board's)."""
    from soloist.games.revive.facts import ARROW_WORDS
    from soloist.games.revive.layout import lines_of

    topic, board = question.topic, load_board(SAMPLE_BOARD)
    count, width, words = lines_of(load_map(LAYOUT))
    shapes = {value: key for key, value in ARROW_WORDS.items()}
    given = {
        "setup.track-colours": " ".join(position.colour for position in board.positions),
        "setup.track-start": "yes", "setup.build-layout": "build" if follow else "later",
        "setup.follow-map": "yes" if follow else "no", "layout.shape": "rows-right",
        "layout.lines": str(count), "layout.width": str(width), "layout.confirm": "yes",
        "setup.track-arrows": " ".join(
            shapes[f"{position.arrows.first_line}-"
                   f"{'ltr' if position.arrows.direction == 'left-to-right' else 'rtl'}"]
            for position in board.positions),
        "person.final-score": "120", "refresh.artifact-left": "yes",
    }
    if topic in given:
        return given[topic]
    if topic == "setup.starting-card":
        assert board.starting_cards is not None and question.choices is not None
        return next(str(card) for card in board.starting_cards
                    if str(card) in question.choices.keys)
    if topic == "layout.line":
        return words[int(str(question.context["line"])) - 1]
    if topic.startswith("table.tile-"):
        return person.tile(question)
    if topic == "person.turn":
        person.own_turn(play.turn)
        return "done"
    if topic.startswith("person."):
        return stand_in.answer(question, play)
    if topic.startswith("mautoma."):
        return person.fact(question, play)
    raise LookupError(f"the scripted table cannot answer {topic!r}")
