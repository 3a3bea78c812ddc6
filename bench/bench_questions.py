"""How many questions Soloist asks at the table, game after game on one component library.

    .venv/bin/python bench/bench_questions.py [--games N] [--seed S] [--only GAME] [--json]

Prints figures; it is not a test. For each game, a scripted table that knows a complete copy
(a fixed Automa deck for Tokaido; the card types Soloist cannot know for Fantastic
Factories; the FICTIONAL sample Mautoma board for Revive; the FICTIONAL sample's whole copy
for Marco Polo II, through bench/bench_questions_mp2.py) answers whatever Soloist asks in
companion play, N games in a row (3 by default) on one save database. Whatever is not a
fact of the copy (your moves, your score, the card drawn this turn) is answered at random
among the valid answers.

Per game it prints the questions put to the person, split into **permanent facts** (a fact
of the copy: a question with a fact key, or Soloist's offer to count a deck and the counts)
and **per-game** questions, and how many permanent facts were asked *again* (already asked
in an earlier game): the goal is none from game 2 on. It also times each answer as the
companion handles it (validate, play the automa's turn, store the answer with what it
taught the library, in one transaction): median, p95 and max; the goal is p95 within 5 ms.

With `--json` it prints one JSON object instead, ``{"games": [ROW, ...]}``, one ROW per
game played (issue 27):

    {"game": "tokaido", "config": "deck known", "game_number": 1, "questions": 40,
     "before_first_automa_move": 1, "permanent_facts_asked": 0,
     "per_automa_turn": {"median": 0, "p90": 0, "max": 1}, "topics": {"topic": 3}}

`questions` counts every question put to the person; `before_first_automa_move` those
asked before the automa's first move; `per_automa_turn` the questions asked during each
automa turn (a turn that asks nothing counts 0); `topics` the questions by topic. Tokaido
is measured in two configs: "deck known" (the person's components hold both decks,
confirmed, and the Preparations offsets: the copy's file imported) and "empty library"
(Soloist learns the copy from the cards drawn and the counts at the end, game after game).
(Revive's rows: bench/bench_questions_revive.py, games played at the table with no file from
an empty library. Marco Polo II's: bench/bench_questions_mp2.py, two configs — a person who
never travels and one who does — and, beside the rows, ``"first_games"``: the first games of
seeds 1-30 from an empty library, the most questions before the Automa's first move and
permanent facts, and how many go over the goals.)
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from random import Random

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "helpers"))

from copy_tables import (  # the scripted tables, shared with the tests
    MY_AUTOMA_DECK,
    MY_DIFFICULTY_CARDS,
    MY_PREPARATIONS,
    Table,
    factories_table,
    tokaido_table,
)

from soloist.engine.errors import OptionError
from soloist.engine.game import GameDefinition
from soloist.engine.questions import Question
from soloist.games import find_game
from soloist.play.companion import SavedPlay
from soloist.store import Store
from soloist.store.library import Library

#: Which automa turn a question belongs to (1 for the automa's first turn; None: no automa
#: turn), and how many automa moves the game has made so far.
TurnOf = Callable[[SavedPlay, Question], int | None]
Moves = Callable[[SavedPlay], int]


@dataclass(frozen=True)
class Copy:
    """A game's complete copy for the scripted table, in one config (what the person's
    component library holds when the first game starts)."""

    game: str
    config: str
    options: Mapping[str, object]
    facts: Callable[[GameDefinition], Mapping[str, str]]
    special: Callable[[Table, SavedPlay, Question], str | None] = lambda *_: None
    #: Facts in the library before the first game (an import of the copy's own data file).
    library: Callable[[GameDefinition], Mapping[str, str]] = lambda _: {}
    #: How the game's questions fall into automa turns (None: not said).
    turn_of: TurnOf | None = None
    moves: Moves | None = None


def tokaido_facts(definition: GameDefinition) -> Mapping[str, str]:
    return dict(MY_PREPARATIONS)


def tokaido_library(definition: GameDefinition) -> Mapping[str, str]:
    """The copy's cards file, imported: both decks (confirmed) and the Preparations offsets."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "my-cards.toml"
        path.write_text(
            f"automa_cards = {json.dumps(MY_AUTOMA_DECK)}\n"
            f"difficulty_cards = {json.dumps(MY_DIFFICULTY_CARDS)}\n"
            "[preparations]\nfirst = -1\nsecond = 0\nthird = 1\n", encoding="utf-8")
        return definition.import_components(path)


def tokaido_moves(saved: SavedPlay) -> int:
    """The Automas' moves so far, as the log tells them."""
    return sum(1 for event in saved.session.log
               if event.actor in ("green", "blue") and event.template.startswith("{name} moves to"))


#: Tokaido's questions asked during an Automa's turn: her card (before she moves), and
#: whether the supply still has the card she receives (after).
TOKAIDO_BEFORE_HER_MOVE = frozenset({"automa.card"})
TOKAIDO_AFTER_HER_MOVE = frozenset({"automa.supply-left"})


def tokaido_turn_of(saved: SavedPlay, question: Question) -> int | None:
    if question.topic in TOKAIDO_BEFORE_HER_MOVE:
        return tokaido_moves(saved) + 1
    if question.topic in TOKAIDO_AFTER_HER_MOVE:
        return tokaido_moves(saved)
    return None


def factories_facts(definition: GameDefinition) -> Mapping[str, str]:
    return {"blueprint type: golem": "special", "blueprint type: motherlode": "utility"}


def revive_facts(definition: GameDefinition) -> Mapping[str, str]:
    from soloist.games.revive.board import SAMPLE_BOARD

    return definition.import_components(SAMPLE_BOARD)


TOKAIDO_OPTIONS = {"level": 5, "preparations": True}
COPIES: list[Copy] = [
    Copy("tokaido", "deck known", TOKAIDO_OPTIONS, tokaido_facts, tokaido_table,
         library=tokaido_library, turn_of=tokaido_turn_of, moves=tokaido_moves),
    Copy("tokaido", "empty library", TOKAIDO_OPTIONS, tokaido_facts, tokaido_table,
         turn_of=tokaido_turn_of, moves=tokaido_moves),
    Copy("fantastic-factories", "names known", {"names": True}, factories_facts,
         factories_table),
    Copy("revive", "layout from the sample file", {}, revive_facts),
]
# Marco Polo II, played with nothing typed in advance, has a table of its own that knows the
# FICTIONAL sample's whole copy and names the component each question reads: it is measured
# by bench/bench_questions_mp2.py, run from here too.


@dataclass
class GameFigures:
    permanent: int = 0
    permanent_again: int = 0
    per_game: int = 0
    latencies: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    topics: Counter[str] = field(default_factory=Counter)
    before_first_automa_move: int = 0
    #: Questions asked in each automa turn, by turn (None: the game's bench does not say).
    per_automa_turn: list[int] | None = None

    @property
    def questions(self) -> int:
        return self.permanent + self.per_game


def permanent_key(question: Question) -> str | None:
    """What makes a question a permanent fact of the copy, as a key (None: per game)."""
    if question.fact is not None:
        return question.fact
    if question.topic.startswith("components."):
        context = ",".join(f"{k}={v}" for k, v in sorted(question.context.items()))
        return f"{question.topic}:{context}"
    return None


def play_games(copy: Copy, games: int, seed: int) -> list[GameFigures]:
    definition = find_game(copy.game)
    facts = copy.facts(definition)
    table = Table(facts, Random(seed), copy.special)
    asked: set[str] = set()
    figures = []
    with tempfile.TemporaryDirectory() as folder:
        store = Store(str(Path(folder) / "saves.sqlite3"))
        known = copy.library(definition)
        if known:
            Library(store, definition.name).put(known)
        for number in range(games):
            saved = SavedPlay.start(store, definition, copy.options, seed + number)
            game = GameFigures()
            turns: Counter[int] = Counter()
            this_game: set[str] = set()
            while saved.session.question is not None:
                question = saved.session.question
                key = permanent_key(question)
                if key is None:
                    game.per_game += 1
                else:
                    game.permanent += 1
                    game.permanent_again += key in asked
                    this_game.add(key)
                game.topics[question.topic] += 1
                if copy.moves is not None and copy.moves(saved) == 0:
                    game.before_first_automa_move += 1
                if copy.turn_of is not None:
                    turn = copy.turn_of(saved, question)
                    if turn is not None:
                        turns[turn] += 1
                text = table.answer(saved)
                started, cpu = time.perf_counter(), time.thread_time()
                saved.answer(text)
                game.latencies.append(time.perf_counter() - started)
                game.cpu.append(time.thread_time() - cpu)
            if copy.moves is not None:
                game.per_automa_turn = [turns[turn] for turn in range(1, copy.moves(saved) + 1)]
            asked |= this_game
            figures.append(game)
        store.close()
    return figures


def percentiles(values: list[float]) -> str:
    ordered = sorted(values)
    p95 = ordered[int(0.95 * (len(ordered) - 1))]
    return (f"median {1e3 * statistics.median(ordered):.2f} ms, p95 {1e3 * p95:.2f} ms, "
            f"max {1e3 * ordered[-1]:.1f} ms")


def spread(counts: list[int]) -> dict[str, float]:
    """Median, 90th percentile (the nearest rank at or below) and maximum of `counts`."""
    ordered = sorted(counts) or [0]
    median = statistics.median(ordered)
    return {"median": int(median) if float(median).is_integer() else median,
            "p90": ordered[int(0.9 * (len(ordered) - 1))], "max": ordered[-1]}


def row(game: str, config: str, number: int, questions: int, before_first_automa_move: int,
        permanent_facts_asked: int, per_automa_turn: list[int] | None,
        topics: Mapping[str, int]) -> dict[str, object]:
    """One game as a row of `--json` (issue 27's format; every game's bench makes its rows
    with this)."""
    return {"game": game, "config": config, "game_number": number, "questions": questions,
            "before_first_automa_move": before_first_automa_move,
            "permanent_facts_asked": permanent_facts_asked,
            "per_automa_turn": None if per_automa_turn is None else spread(per_automa_turn),
            "topics": dict(sorted(topics.items()))}


def rows(copy: Copy, figures: list[GameFigures]) -> list[dict[str, object]]:
    return [row(copy.game, copy.config, number, game.questions, game.before_first_automa_move,
                game.permanent, game.per_automa_turn, game.topics)
            for number, game in enumerate(figures, start=1)]


def tokaido_rows(games: int, seed: int) -> list[dict[str, object]]:
    found: list[dict[str, object]] = []
    for copy in COPIES:
        if copy.game == "tokaido":
            found += rows(copy, play_games(copy, games, seed))
    return found


def revive_module():  # type: ignore[no-untyped-def]
    sys.path.insert(0, str(Path(__file__).parent))
    import bench_questions_revive

    return bench_questions_revive


def revive_rows(games: int, seed: int) -> list[dict[str, object]]:
    found: list[dict[str, object]] = revive_module().table_rows(games, seed)
    return found


def mp2_module():  # type: ignore[no-untyped-def]
    sys.path.insert(0, str(Path(__file__).parent))
    import bench_questions_mp2

    return bench_questions_mp2


def marco_polo_2_rows(games: int, seed: int) -> list[dict[str, object]]:
    """Marco Polo II's games 1 to `games` from an empty library, for each config
    (bench_questions_mp2.py)."""
    found: list[dict[str, object]] = mp2_module().rows(games, seed)
    return found


#: The games whose rows `--json` prints: each gives its rows for N games from a seed.
ROWS: dict[str, Callable[[int, int], list[dict[str, object]]]] = {
    "tokaido": tokaido_rows, "revive": revive_rows, "marco-polo-2": marco_polo_2_rows}


def report(copy: Copy, figures: list[GameFigures]) -> None:
    print(f"{copy.game} ({copy.config}):")
    for number, game in enumerate(figures, start=1):
        print(f"  game {number}: {game.permanent} permanent facts "
              f"({game.permanent_again} asked again), {game.per_game} per-game questions")
        if game.per_automa_turn is not None:
            turn = spread(game.per_automa_turn)
            print(f"    {game.before_first_automa_move} before the automa's first move; per "
                  f"automa turn: median {turn['median']:g}, p90 {turn['p90']:g}, max "
                  f"{turn['max']:g} ({len(game.per_automa_turn)} turns)")
        print(f"    answer + save + learning, wall clock: {percentiles(game.latencies)}; "
              f"CPU: {percentiles(game.cpu)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=3, help="games in a row (default 3)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game")
    parser.add_argument("--only", help="one game's name")
    parser.add_argument("--json", action="store_true",
                        help='one JSON object, {"games": [ROW, ...]}, one row per game')
    args = parser.parse_args()
    if args.json:
        found: list[dict[str, object]] = []
        for name, make_rows in ROWS.items():
            if not args.only or args.only == name:
                found += make_rows(args.games, args.seed)
        printed: dict[str, object] = {"games": found}
        if not args.only or args.only == "marco-polo-2":
            printed["first_games"] = mp2_module().first_games(mp2_module().seed_range("1-30"))
        print(json.dumps(printed))
        return
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores (the wall-clock "
          "figures include waiting for a core; the CPU figures do not)")
    for copy in COPIES:
        if args.only and copy.game != args.only:
            continue
        try:
            figures = play_games(copy, args.games, args.seed)
        except (OptionError, ImportError) as error:
            print(f"{copy.game}: not measured yet ({error})")
            continue
        report(copy, figures)
    if not args.only or args.only == "revive":
        revive_module().print_rows(revive_module().table_games(args.games, args.seed))
    if not args.only or args.only == "marco-polo-2":
        mp2 = mp2_module()
        for config, table_class in mp2.CONFIGS.items():
            mp2.report(mp2.play_games(args.games, args.seed, "soloist", table_class),
                       "soloist", config)
        mp2.report_first_games(mp2.first_games(mp2.seed_range("1-30")))


if __name__ == "__main__":
    main()
