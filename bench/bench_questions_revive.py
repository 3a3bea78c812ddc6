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
import sys
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
from soloist.games.revive.board import SAMPLE_BOARD
from soloist.games.revive.components import frame_value
from soloist.games.revive.hexmap import (
    SAMPLE_MAP,
    MapModel,
    load_map,
)
from soloist.games.revive.rules import RevivePlay
from soloist.games.revive.stand_ins import SteadySettler
from soloist.play.companion import SavedPlay
from soloist.store import Store

sys.path.insert(0, str(Path(__file__).parents[1] / "tests" / "helpers"))
from revive_copy_table import (
    Person,
    every_tile,
    first_arrangement,
    shuffled,
    table_answer,
)

REVIVE = find_game("revive")
OPTIONS = {"board": str(SAMPLE_BOARD)}
PERSON_TOPICS = ("person.turn", "person.map-action")


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
