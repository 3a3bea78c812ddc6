"""Revive at the table: how many questions Soloist asks in companion play.

    .venv/bin/python bench/bench_questions_revive.py [--games N]

Prints figures; it is not a test. A scripted table knows the whole physical map (the
FICTIONAL sample map; its tiles are revealed as they are explored) and the sample Mautoma
board, and answers Soloist's questions over whole companion games; its person makes one
map action a turn (the `steady` stand-in's rotation: explore, build, populate, on the
nearest target). Per game it plays:

- "no map entered": Soloist does not know the board's layout (or the person declines to
  follow the map), and asks at each placement what it needs (both orders of asking a
  building's spots are measured: along the arrows, and bonuses first);
- "first game": the layout is in the person's components, no tile is; each tile is named
  (and described, the first time) as it appears;
- "second game": the components hold the tiles the first game described; the same physical
  tiles are shuffled again among the places of their shape, each lying either way;
- "every tile known": the components hold all the sample's tiles;
- "layout built at the table, no file" (`table_rows`): no board file, no map file, an empty
  component library, games 1, 2, 3... in a row on one save database: the first game
  describes the energy track (colours, then arrows), the "S" cards and the board's layout
  line by line, and names each tile as it appears; the next games confirm the slot the
  track is counted from and name the tiles. These are the rows `bench_questions.py --json`
  prints for Revive.

It prints the questions per Mautoma turn (median, p90, max; 17 Mautoma turns a game) and per
game (setup, your turns, the Mautoma's turns); `--json` prints the rows of the "table"
config (and of "no map entered", for comparison) as `bench_questions.py --json` does.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from random import Random

from soloist.engine.chance import Chance
from soloist.engine.documents import load
from soloist.engine.library import MemoryLibrary
from soloist.engine.questions import Question
from soloist.engine.session import Session
from soloist.games import find_game
from soloist.games.revive import table as revive_table
from soloist.games.revive.board import SAMPLE_BOARD, load_board
from soloist.games.revive.components import frame_value
from soloist.games.revive.hexmap import (
    SAMPLE_MAP,
    HexMap,
    MapModel,
    MapState,
    SpaceKind,
    load_map,
)
from soloist.games.revive.rules import RevivePlay
from soloist.games.revive.stand_ins import SteadySettler, distances_from_you
from soloist.games.revive.tiles import TILES_FACT, TileFace, encode_names, tile_fact, to_axial
from soloist.play.companion import SavedPlay
from soloist.store import Store

REVIVE = find_game("revive")
#: The FICTIONAL sample's layout (its places open), as the person at the table describes it.
LAYOUT = Path(__file__).resolve().parents[1] / "examples" / "revive-layout.toml"
OPTIONS = {"board": str(SAMPLE_BOARD)}
PERSON_TOPICS = ("person.turn", "person.map-action")


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


# -- playing a game and counting -------------------------------------------------------------

@dataclass
class Count:
    setup: int = 0
    person: int = 0
    end: int = 0
    mautoma: list[int] = field(default_factory=list)
    #: The Mautoma's turns' questions other than naming the tile that just appeared.
    deciding: list[int] = field(default_factory=list)
    topics: Counter[str] = field(default_factory=Counter)

    @property
    def total(self) -> int:
        return self.setup + self.person + self.end + sum(self.mautoma)


def play_game(person: Person, library: MemoryLibrary, *, follow: bool, seed: int
              ) -> tuple[Count, dict[str, str]]:
    session = Session.start(REVIVE, OPTIONS, seed, library=library)
    play = session.play
    assert isinstance(play, RevivePlay)
    stand_in = SteadySettler(Chance(seed))
    count = Count()
    phase = "setup"
    dones = 0
    learned: dict[str, str] = {}
    while (question := session.question) is not None:
        topic = question.topic
        if topic in PERSON_TOPICS and question.context.get("actions", 0) == 0:
            phase = "person"
        if topic == "person.final-score":
            phase = "end"
        if phase == "mautoma":
            count.mautoma[-1] += 1
            count.deciding[-1] += not topic.startswith("table.tile-")
        elif phase == "setup":
            count.setup += 1
        elif phase == "end":
            count.end += 1
        else:
            count.person += 1
        count.topics[topic] += 1
        if topic == "setup.follow-map":
            text = "yes" if follow else "no"
        elif topic == "setup.build-layout":  # no layout known: not described (see table_rows)
            text = "later"
        elif topic.startswith("table.tile-"):
            text = person.tile(question)
        elif topic == "person.turn":
            person.own_turn(play.turn)
            text = "done"
        elif topic.startswith("person.") and topic != "person.final-score":
            text = stand_in.answer(question, play)
        elif topic.startswith("mautoma."):
            text = person.fact(question, play)
        elif topic == "refresh.artifact-left":
            text = "yes"
        elif topic == "person.final-score":
            text = "120"
        else:
            raise LookupError(f"the scripted table cannot answer {topic!r}")
        mark = len(session.log)
        session.answer(text)
        learned.update(play.learned)
        if text == "done" and topic in PERSON_TOPICS:
            dones += 1
            if dones < 18:
                phase = "mautoma"
                count.mautoma.append(0)
                count.deciding.append(0)
        if not follow or play.table.kind == "physical":
            for event in session.log.since(mark):
                fields = dict(event.fields)
                if event.actor == "mautoma" and "action" in fields:
                    person.mautoma_placed(play, fields)
    assert len(count.mautoma) == 17, len(count.mautoma)
    if follow:  # the map Soloist learned is the physical one
        state = play.table.state  # type: ignore[union-attr]
        for place in state.explored:
            name, kinds = person.arrangement[place]
            assert state.names[place] == name
            assert tuple(str(state.kinds[index]) for index in person.sample.tiles[place]) == kinds
    return count, learned


@contextmanager
def build_order(order: str) -> Iterator[None]:
    before = revive_table.BUILD_ORDER
    revive_table.BUILD_ORDER = order
    try:
        yield
    finally:
        revive_table.BUILD_ORDER = before


def report(label: str, counts: list[Count]) -> None:
    turns = sorted(n for count in counts for n in count.mautoma)
    p90 = turns[int(0.9 * (len(turns) - 1))]
    per_game = [count.total for count in counts]
    print(f"{label}:\n"
          f"  per Mautoma turn: median {statistics.median(turns):g}, p90 {p90}, max {turns[-1]}"
          f" (mean {statistics.mean(turns):.2f}; {len(turns)} turns)\n"
          f"  per game: median {statistics.median(per_game):g} (min {min(per_game)}, max "
          f"{max(per_game)}): setup {statistics.mean(c.setup for c in counts):.1f}, your turns "
          f"{statistics.mean(c.person for c in counts):.1f}, the Mautoma's turns "
          f"{statistics.mean(sum(c.mautoma) for c in counts):.1f}, the end "
          f"{statistics.mean(c.end for c in counts):.1f}")
    deciding = sorted(n for count in counts for n in count.deciding)
    print(f"  per Mautoma turn, naming the tile just flipped left out: median "
          f"{statistics.median(deciding):g}, p90 {deciding[int(0.9 * (len(deciding) - 1))]}, "
          f"max {deciding[-1]} (mean {statistics.mean(deciding):.2f})")
    topics: Counter[str] = Counter()
    for count in counts:
        topics.update(count.topics)
    shown = ", ".join(f"{topic} {n / len(counts):.1f}" for topic, n in topics.most_common())
    print(f"  questions a game by topic: {shown}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--json", action="store_true",
                        help="print the rows of the layout built at the table (games 1-3, as "
                             "bench_questions.py --json) as JSON, and nothing else")
    args = parser.parse_args()
    games = args.games
    if args.json:
        print(json.dumps({"games": table_rows(min(games, 3))}))
        return
    sample = load_map(SAMPLE_MAP)
    frame = frame_value(load(MapModel, SAMPLE_MAP))
    everything = every_tile(sample, first_arrangement(sample))
    results: dict[str, list[Count]] = {name: [] for name in (
        "no map entered (spots along the arrows, kept)",
        "no map entered (bonuses first, arrows among the tied)",
        "first game (the map built as tiles appear)", "second game (tiles already known)",
        "every tile known")}
    names = list(results)
    for seed in range(games):
        first = first_arrangement(sample)
        for order, name in (("arrows-first", names[0]), ("bonuses-first", names[1])):
            with build_order(order):
                results[name].append(play_game(Person(sample, first, seed), MemoryLibrary(),
                                               follow=False, seed=seed)[0])
        count, learned = play_game(Person(sample, first, seed),
                                   MemoryLibrary({"board layout": frame}), follow=True,
                                   seed=seed)
        results[names[2]].append(count)
        again = shuffled(sample, first, Random(seed))
        library = MemoryLibrary({"board layout": frame, **learned})
        results[names[3]].append(play_game(Person(sample, again, seed + 1000), library,
                                           follow=True, seed=seed + 1000)[0])
        known = MemoryLibrary({**everything, "board layout": frame})
        results[names[4]].append(play_game(Person(sample, again, seed + 2000), known,
                                           follow=True, seed=seed + 2000)[0])
    print(f"Revive companion play, {games} games each, FICTIONAL sample map and board; a "
          "scripted table answers.")
    for name in names:
        report(name, results[name])
    print("Games in a row on one save database, no file, from an empty library:")
    print_rows(table_games())



# -- the layout built at the table, no file: rows for bench_questions.py --json ---------------

#: Questions that teach the component library a permanent fact of the copy although they
#: carry no fact key (the play keeps what they taught in `learned`).
TEACHING_TOPICS = ("setup.track-colours", "setup.track-arrows", "layout.", "table.tile-new")
TABLE_CONFIG = "layout built at the table, no file"
NO_MAP_CONFIG = "no layout (asked at each placement), no file"


def is_permanent(question: Question) -> bool:
    return question.fact is not None or question.topic.startswith(TEACHING_TOPICS)


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


def play_at_the_table(store: Store, person: Person, *, follow: bool,
                      seed: int) -> tuple[Count, int, int]:
    """One companion game on the save database (its component library learning as it
    goes): the questions counted, those before the Mautoma's first move, and the permanent
    facts asked."""
    saved = SavedPlay.start(store, REVIVE, {}, seed)
    session = saved.session
    play = session.play
    assert isinstance(play, RevivePlay)
    stand_in = SteadySettler(Chance(seed))
    count = Count()
    phase, dones, before_first, permanent = "setup", 0, 0, 0
    while (question := saved.session.question) is not None:
        topic = question.topic
        if topic in PERSON_TOPICS and question.context.get("actions", 0) == 0:
            phase = "person"
        if topic == "person.final-score":
            phase = "end"
        if phase == "mautoma":
            count.mautoma[-1] += 1
            count.deciding[-1] += not topic.startswith("table.tile-")
        elif phase == "setup":
            count.setup += 1
        elif phase == "end":
            count.end += 1
        else:
            count.person += 1
        before_first += not count.mautoma
        permanent += is_permanent(question)
        count.topics[topic] += 1
        text = table_answer(person, question, play, stand_in, follow)
        mark = len(session.log)
        saved.answer(text)
        if text == "done" and topic in PERSON_TOPICS:
            dones += 1
            if dones < 18:
                phase = "mautoma"
                count.mautoma.append(0)
                count.deciding.append(0)
        if play.table.kind == "physical":
            for event in session.log.since(mark):
                fields = dict(event.fields)
                if event.actor == "mautoma" and "action" in fields:
                    person.mautoma_placed(play, fields)
    assert len(count.mautoma) == 17, len(count.mautoma)
    return count, before_first, permanent


def row(config: str, number: int, count: Count, before_first: int,
        permanent: int) -> dict[str, object]:
    """One game as `bench_questions.py --json` prints it (the row format of issue 27)."""
    turns = sorted(count.mautoma)
    return {"game": "revive", "config": config, "game_number": number,
            "questions": count.total, "before_first_automa_move": before_first,
            "permanent_facts_asked": permanent,
            "per_automa_turn": {"median": statistics.median(turns),
                                "p90": turns[int(0.9 * (len(turns) - 1))], "max": turns[-1]},
            "topics": dict(count.topics.most_common())}


def table_rows(games: int = 3, seed: int = 1) -> list[dict[str, object]]:
    """Games 1..N in a row on one save database, from an empty component library, with no
    file: the layout built at the table; and the same with no layout (for comparison)."""
    return [found for found, _ in table_games(games, seed)]


def table_games(games: int = 3, seed: int = 1) -> list[tuple[dict[str, object], Count]]:
    sample = load_map(SAMPLE_MAP)
    rows = []
    for config, follow in ((TABLE_CONFIG, True), (NO_MAP_CONFIG, False)):
        with tempfile.TemporaryDirectory() as folder:
            store = Store(str(Path(folder) / "saves.sqlite3"))
            arrangement = first_arrangement(sample)
            for number in range(1, games + 1):
                if number > 1:
                    arrangement = shuffled(sample, arrangement, Random(seed + number))
                person = Person(sample, arrangement, seed + number)
                found = play_at_the_table(store, person, follow=follow, seed=seed + number)
                rows.append((row(config, number, *found), found[0]))
            store.close()
    return rows


def print_rows(games: list[tuple[dict[str, object], Count]]) -> None:
    for found, count in games:
        turns = found["per_automa_turn"]
        assert isinstance(turns, dict)
        deciding = max(count.deciding)
        print(f"revive, {found['config']}, game {found['game_number']}: "
              f"{found['questions']} questions ({found['before_first_automa_move']} before the "
              f"Mautoma's first move, {found['permanent_facts_asked']} permanent facts); per "
              f"Mautoma turn median {turns['median']:g}, p90 {turns['p90']}, max "
              f"{turns['max']}; at most {deciding} a Mautoma turn other than naming the tile "
              "it just flipped")


if __name__ == "__main__":
    main()
