"""How many questions Marco Polo II asks at the table, game after game on one component
library (issue 19: the shape of bench/bench_questions.py, for Marco Polo II; issue 27: its
rows of `bench_questions.py --json`).

    .venv/bin/python bench/bench_questions_mp2.py [--games N] [--seed S] [--draw you] [--json]

Prints figures; it is not a test. A scripted table that knows a complete copy — the
FICTIONAL sample's board, Automa cards, trip slides, Skill and Trading Post cards — answers
whatever Soloist asks in companion play (`soloist play marco-polo-2`, no data files), N
games in a row (3 by default, seeds S, S+1, …) on one save database, starting from an empty
library; the facts of each game (the slide drawn, the deck, the contracts dealt, the outpost
tiles) come from its own deal, and the person's moves from a simple policy that never
travels (tests/helpers/mp2_copy_table.py).

Per game it prints the questions put to the person, split into **permanent facts** (a fact
of the copy: a question with a fact key, or one of those that describe a component — a
city's facts and shield, an Automa card not seen before, a trip slide's cities and letters,
the routes out of a city, the Skill card's actions and power, the Trading Post card, the
Smart Mat) and **per-game** questions, how many permanent facts were asked *again* (asked
in an earlier game; the goal is none from game 2 on), the questions before the Automa's
first move (setup and every turn until the Automa's first turn is over) and per Automa
turn (median, 90th percentile, most). It times each answer as the companion handles it
(validate, play the Automa's turn, store the answer with what it taught the library, in one
transaction): median, p95 and max, wall clock and CPU; the goal is p95 within 5 ms.
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
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[1] / "tests" / "helpers"))
sys.path.insert(0, str(Path(__file__).parent))

from mp2_copy_table import CopyTable, about_the_copy

from bench_questions import percentiles
from soloist.engine.questions import Question
from soloist.engine.session import Session
from soloist.games import find_game
from soloist.play.companion import SavedPlay
from soloist.store import Store
from soloist.store.library import Library

MP2 = find_game("marco-polo-2")
CONFIG = "empty library, FICTIONAL sample copy"


@dataclass
class GameFigures:
    permanent: int = 0
    permanent_again: int = 0
    per_game: int = 0
    latencies: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    facts: int = 0
    before_first_move: int = 0
    per_automa_turn: list[int] = field(default_factory=list)
    topics: Counter[str] = field(default_factory=Counter)

    @property
    def questions(self) -> int:
        return self.permanent + self.per_game


def is_permanent(question: Question, answer: str) -> bool:
    """Whether `question`, answered `answer`, asked a permanent fact of the copy: a card
    drawn is one when it is told as a card not seen before (typed at the question that
    offers the cards seen)."""
    if question.topic == "automa.card-number":
        return question.choices is not None and answer not in question.choices.keys
    return about_the_copy(question)


def fact_key(question: Question, answer: str, session: Session) -> str:
    """Which fact of the copy a question asks, as a key: its fact key, or what it describes
    (so that the same fact asked in two games is seen as asked again)."""
    if question.fact is not None:
        return question.fact
    context = ",".join(f"{k}={v}" for k, v in sorted(question.context.items()))
    if question.topic.startswith(("automa.", "trip.")):
        trip = session.play.ctx.automa.trip  # type: ignore[attr-defined]
        return f"{question.topic}:{answer}:{trip.at}:{len(trip.stops)}"
    return f"{question.topic}:{context}"


class Turns:
    """Whose turn each question comes in, from what every version of the rules shows: the
    Automa's turns are counted by the cards it draws (a turn starts with a draw), the
    person's start with their own question."""

    def __init__(self) -> None:
        self.automa_turn: tuple[int, int] | None = None  # (round, card drawn) of the last
        self.current = "setup"
        self.automa_turns: dict[tuple[int, int], int] = {}
        self.first_over = False

    def place(self, session: Session, question: Question) -> str:
        play = session.play
        mark = (play.round, play.ctx.automa.cards_drawn)  # type: ignore[attr-defined]
        if question.topic == "person.action" and "your turn" in question.prompt:
            self._leave()
            self.current = "person"
        elif question.topic == "person.contracts-completed":
            self._leave()
            self.current = "final scoring"
        elif mark[1] == 0 and play.round > 0:
            self._leave()
            self.current = "start of a round"
        elif mark != self.automa_turn and mark[1] > 0 and not question.topic.startswith(
                "person."):
            self._leave()
            self.current = "automa"
            self.automa_turn = mark
            self.automa_turns.setdefault(mark, 0)
        if self.current == "automa" and self.automa_turn is not None:
            self.automa_turns[self.automa_turn] += 1
        return self.current

    def _leave(self) -> None:
        if self.current == "automa":
            self.first_over = True

    def note_draws(self, session: Session) -> None:
        """Every Automa turn, those that asked nothing included (from the log: each turn
        draws a card or finds the deck run out)."""
        turns = sum(1 for event in session.log if event.actor == "automa" and (
            event.text.startswith("The Automa draws") or "deck has run out" in event.text))
        asked = list(self.automa_turns.values())
        self.all_turns = asked + [0] * max(0, turns - len(asked))


def play_games(games: int, seed: int, draw: str) -> list[GameFigures]:
    options = {"character": "Navigator", "draw": draw}
    asked: set[str] = set()
    figures = []
    with tempfile.TemporaryDirectory() as folder:
        store = Store(str(Path(folder) / "saves.sqlite3"))
        for number in range(games):
            table = CopyTable(seed + number)
            saved = SavedPlay.start(store, MP2, options, seed + number)
            game = GameFigures()
            turns = Turns()
            this_game: set[str] = set()
            while (question := saved.session.question) is not None:
                turns.place(saved.session, question)
                if not turns.first_over:
                    game.before_first_move += 1
                text = table.answer(saved.session, question)
                game.topics[question.topic] += 1
                if is_permanent(question, text):
                    key = fact_key(question, text, saved.session)
                    game.permanent += 1
                    game.permanent_again += key in asked
                    this_game.add(key)
                else:
                    game.per_game += 1
                started, cpu = time.perf_counter(), time.thread_time()
                saved.answer(text)
                game.latencies.append(time.perf_counter() - started)
                game.cpu.append(time.thread_time() - cpu)
            turns.note_draws(saved.session)
            game.per_automa_turn = turns.all_turns
            asked |= this_game
            game.facts = len(Library(store, MP2.name).as_mapping())
            figures.append(game)
        store.close()
    return figures


def spread(counts: list[int]) -> dict[str, float]:
    """Median, 90th percentile and most of the questions per Automa turn."""
    if not counts:
        return {"median": 0, "p90": 0, "max": 0}
    ordered = sorted(counts)
    median = statistics.median(ordered)
    return {"median": int(median) if median == int(median) else median,
            "p90": ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))],
            "max": ordered[-1]}


def rows(games: int = 3, seed: int = 1) -> list[dict[str, object]]:
    """Marco Polo II's rows of `bench_questions.py --json`: games 1, 2, 3 from an empty
    library."""
    return [{"game": MP2.name, "config": CONFIG, "game_number": number,
             "questions": game.questions, "before_first_automa_move": game.before_first_move,
             "permanent_facts_asked": game.permanent,
             "per_automa_turn": spread(game.per_automa_turn),
             "topics": dict(sorted(game.topics.items()))}
            for number, game in enumerate(play_games(games, seed, "soloist"), start=1)]


def report(figures: list[GameFigures], draw: str) -> None:
    print(f"marco-polo-2 (no data files; --draw {draw}):")
    for number, game in enumerate(figures, start=1):
        turn = spread(game.per_automa_turn)
        print(f"  game {number}: {game.questions} questions, {game.before_first_move} before "
              f"the Automa's first move; {game.permanent} permanent facts "
              f"({game.permanent_again} asked again), {game.per_game} per-game questions; per "
              f"Automa turn: median {turn['median']:g}, p90 {turn['p90']:g}, max "
              f"{turn['max']:g}; your components then hold {game.facts} facts")
        print(f"    answer + save + learning, wall clock: {percentiles(game.latencies)}; "
              f"CPU: {percentiles(game.cpu)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=3, help="games in a row (default 3)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game")
    parser.add_argument("--draw", choices=("soloist", "you"), default="soloist",
                        help="who draws the Automa cards once all 8 are known (default: "
                             "Soloist, as with mautoma.toml)")
    parser.add_argument("--json", action="store_true",
                        help="print the rows of bench_questions.py --json instead")
    args = parser.parse_args()
    if args.json:
        print(json.dumps({"games": rows(args.games, args.seed)}, indent=1))
        return
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores (the wall-clock "
          "figures include waiting for a core; the CPU figures do not)")
    report(play_games(args.games, args.seed, args.draw), args.draw)


if __name__ == "__main__":
    main()
