"""How many questions Soloist asks at the table, game after game on one component library.

    .venv/bin/python bench/bench_questions.py [--games N] [--seed S] [--json]

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

`--json` prints one JSON object instead, ``{"games": [ROW, ...]}``, a ROW per game played:

    {"game": "revive", "config": "layout built at the table, no file", "game_number": 1,
     "questions": 92, "before_first_automa_move": 27, "permanent_facts_asked": 36,
     "per_automa_turn": {"median": 0, "p90": 1, "max": 1}, "topics": {"topic": 3}}

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
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from random import Random

from soloist.engine.errors import OptionError
from soloist.engine.game import GameDefinition
from soloist.engine.questions import Question
from soloist.games import find_game
from soloist.play.companion import SavedPlay
from soloist.store import Store

#: Tokaido: the copy's Automa deck, Difficulty Level cards and Preparations offsets.
MY_AUTOMA_DECK = ["1", "1", "1", "1t", "1i", "2", "2", "2", "2", "2", "2t", "2i",
                  "3", "3", "3", "3t"]
MY_DIFFICULTY_CARDS = ["village", "farm", "temple", "hot_spring", "encounter", "mountain", "sea"]
MY_PREPARATIONS = {"preparations: leaving first": "-1", "preparations: leaving second": "0",
                   "preparations: leaving third": "1"}


@dataclass
class Table:
    """A table that knows one complete copy: `facts` answer the fact questions, `answer`
    game-specific questions (the card drawn from its own deck); the rest at random."""

    facts: Mapping[str, str]
    random: Random
    special: Callable[[Table, SavedPlay, Question], str | None] = lambda *_: None
    order: dict[str, list[str]] = field(default_factory=dict)

    def answer(self, saved: SavedPlay) -> str:
        question = saved.session.question
        assert question is not None
        if question.fact is not None and question.fact in self.facts:
            return self.facts[question.fact]
        given = self.special(self, saved, question)
        if given is not None:
            return given
        if question.text is not None:
            return question.examples[0]
        answers = question.valid_answers()
        return answers[self.random.randrange(len(answers))]


# -- Tokaido: its own deck, shuffled when Soloist says so ------------------------------------

def tokaido_table(table: Table, saved: SavedPlay, question: Question) -> str | None:
    from soloist.games.tokaido.your_cards import AUTOMA_DECK, DIFFICULTY_DECK

    play = saved.session.play
    topic = question.topic
    if topic in ("automa.card", "difficulty.card"):
        deck = getattr(play, "automa_deck" if topic == "automa.card" else "difficulty_deck")
        cards = MY_AUTOMA_DECK if topic == "automa.card" else MY_DIFFICULTY_CARDS
        if deck.seen.drawn == 0:  # shuffled since the last draw
            table.order[topic] = table.random.sample(cards, len(cards))
        return table.order[topic][deck.seen.drawn]
    if topic == "components.count-offer":
        return "count"
    if topic == "components.count":
        deck = AUTOMA_DECK if question.context["deck"] == AUTOMA_DECK.fact else DIFFICULTY_DECK
        cards = MY_AUTOMA_DECK if deck is AUTOMA_DECK else MY_DIFFICULTY_CARDS
        return str(cards.count(str(question.context["face"])))
    if topic == "components.count-missing":
        return next(face for face in DIFFICULTY_DECK.faces if face not in MY_DIFFICULTY_CARDS)
    return None


# -- Fantastic Factories: the person names the cards the Machine takes -----------------------

#: The round from which the scripted person of Fantastic Factories says they triggered the end.
FACTORIES_LAST_ROUND = 9


def factories_table(table: Table, saved: SavedPlay, question: Question) -> str | None:
    if question.topic == "person.triggered-end":
        round_number = int(str(question.context.get("round", 0)))
        return "yes" if round_number >= FACTORIES_LAST_ROUND else "no"
    if question.topic.endswith("-name") and question.text is not None:
        # The cards come off the table's own shuffled deck (the retail deck), one by one.
        from soloist.games.fantastic_factories.cards import load_cards

        game = saved.game_id
        if game not in table.order:
            table.order[game] = table.random.sample(
                [card.name for card in load_cards().blueprints], len(load_cards().blueprints))
        return table.order[game].pop()
    return None


@dataclass(frozen=True)
class Copy:
    """A game's complete copy for the scripted table."""

    options: Mapping[str, object]
    facts: Callable[[GameDefinition], Mapping[str, str]]
    special: Callable[[Table, SavedPlay, Question], str | None] = lambda *_: None


def tokaido_facts(definition: GameDefinition) -> Mapping[str, str]:
    return dict(MY_PREPARATIONS)


def factories_facts(definition: GameDefinition) -> Mapping[str, str]:
    return {"blueprint type: golem": "special", "blueprint type: motherlode": "utility"}


def revive_facts(definition: GameDefinition) -> Mapping[str, str]:
    from soloist.games.revive.board import SAMPLE_BOARD

    return definition.import_components(SAMPLE_BOARD)


COPIES: dict[str, Copy] = {
    "tokaido": Copy({"level": 5, "preparations": True}, tokaido_facts, tokaido_table),
    "fantastic-factories": Copy({"names": True}, factories_facts, factories_table),
    "revive": Copy({}, revive_facts),
}
# Marco Polo II, played with nothing typed in advance, has a table of its own that knows the
# FICTIONAL sample's whole copy and names the component each question reads: it is measured
# by bench/bench_questions_mp2.py, run from here too.


def revive_module():  # type: ignore[no-untyped-def]
    sys.path.insert(0, str(Path(__file__).parent))
    import bench_questions_revive

    return bench_questions_revive


def revive_rows(games: int, seed: int) -> list[dict[str, object]]:
    rows: list[dict[str, object]] = revive_module().table_rows(games, seed)
    return rows


def mp2_module():  # type: ignore[no-untyped-def]
    sys.path.insert(0, str(Path(__file__).parent))
    import bench_questions_mp2

    return bench_questions_mp2


def marco_polo_2_rows(games: int, seed: int) -> list[dict[str, object]]:
    """Marco Polo II's games 1 to `games` from an empty library, for each config
    (bench_questions_mp2.py)."""
    rows: list[dict[str, object]] = mp2_module().rows(games, seed)
    return rows


#: The games whose rows `--json` prints: each gives its rows for N games from a seed.
ROWS: dict[str, Callable[[int, int], list[dict[str, object]]]] = {
    "revive": revive_rows, "marco-polo-2": marco_polo_2_rows}


@dataclass
class GameFigures:
    permanent: int = 0
    permanent_again: int = 0
    per_game: int = 0
    latencies: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)


def permanent_key(question: Question) -> str | None:
    """What makes a question a permanent fact of the copy, as a key (None: per game)."""
    if question.fact is not None:
        return question.fact
    if question.topic.startswith("components."):
        context = ",".join(f"{k}={v}" for k, v in sorted(question.context.items()))
        return f"{question.topic}:{context}"
    return None


def play_games(name: str, copy: Copy, games: int, seed: int) -> list[GameFigures]:
    definition = find_game(name)
    facts = copy.facts(definition)
    table = Table(facts, Random(seed), copy.special)
    asked: set[str] = set()
    figures = []
    with tempfile.TemporaryDirectory() as folder:
        store = Store(str(Path(folder) / "saves.sqlite3"))
        for number in range(games):
            saved = SavedPlay.start(store, definition, copy.options, seed + number)
            game = GameFigures()
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
                text = table.answer(saved)
                started, cpu = time.perf_counter(), time.thread_time()
                saved.answer(text)
                game.latencies.append(time.perf_counter() - started)
                game.cpu.append(time.thread_time() - cpu)
            asked |= this_game
            figures.append(game)
        store.close()
    return figures


def percentiles(values: list[float]) -> str:
    ordered = sorted(values)
    p95 = ordered[int(0.95 * (len(ordered) - 1))]
    return (f"median {1e3 * statistics.median(ordered):.2f} ms, p95 {1e3 * p95:.2f} ms, "
            f"max {1e3 * ordered[-1]:.1f} ms")


def report(name: str, figures: list[GameFigures]) -> None:
    print(f"{name}:")
    for number, game in enumerate(figures, start=1):
        print(f"  game {number}: {game.permanent} permanent facts "
              f"({game.permanent_again} asked again), {game.per_game} per-game questions")
        print(f"    answer + save + learning, wall clock: {percentiles(game.latencies)}; "
              f"CPU: {percentiles(game.cpu)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=3, help="games in a row (default 3)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game")
    parser.add_argument("--only", help="one game's name")
    parser.add_argument("--json", action="store_true",
                        help='print {"games": [ROW, ...]}, one row per game played')
    args = parser.parse_args()
    if args.json:
        rows = []
        for name, make_rows in ROWS.items():
            if not args.only or args.only == name:
                rows += make_rows(args.games, args.seed)
        printed: dict[str, object] = {"games": rows}
        if not args.only or args.only == "marco-polo-2":
            printed["first_games"] = mp2_module().first_games(mp2_module().seed_range("1-30"))
        print(json.dumps(printed))
        return
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores (the wall-clock "
          "figures include waiting for a core; the CPU figures do not)")
    for name, copy in COPIES.items():
        if args.only and name != args.only:
            continue
        try:
            figures = play_games(name, copy, args.games, args.seed)
        except (OptionError, ImportError) as error:
            print(f"{name}: not measured yet ({error})")
            continue
        report(name, figures)
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
