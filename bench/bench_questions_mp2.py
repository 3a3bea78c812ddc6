"""How many questions Marco Polo II asks at the table, game after game on one component
library (issue 19: the shape of bench/bench_questions.py, for Marco Polo II; issue 27: its
rows of `bench_questions.py --json`).

    .venv/bin/python bench/bench_questions_mp2.py [--games N] [--seed S] [--seeds A-B]
                                                  [--draw you] [--json]

Prints figures; it is not a test. A scripted table that knows a complete copy — the
FICTIONAL sample's board, Automa cards, trip slides, Skill and Trading Post cards — answers
whatever Soloist asks in companion play (`soloist play marco-polo-2`, no data files), N
games in a row (3 by default, seeds S, S+1, …) on one save database, starting from an empty
library; the facts of each game (the slide drawn, the deck, the contracts dealt, the outpost
tiles) come from its own deal, and the person's moves from a simple policy
(tests/helpers/mp2_copy_table.py). Two configs: a person who never travels, and a person
who also travels (whenever a 1-die or 2-dice Travel space is offered and a city without
their trading post lies within 1 or 3 steps; they take a contract wherever asked), so that
their travels meet cities the Automa has not reached.

Per game it prints the questions put to the person, split into **permanent facts** (a fact
of the copy: a question with a fact key, one of those that describe a component — a city's
facts and shield, an Automa card not seen before, a trip slide's cities and letters, the
routes out of a city, the Skill card's actions and power, the Trading Post card, the Smart
Mat — or any other question about the table whose answer taught your components a fact)
and **per-game** questions, how many permanent facts were asked *again* (asked in an
earlier game; the goal is none from game 2 on), the questions before the Automa's first move
(setup and every turn until the Automa's first turn is over) and per Automa turn (median,
90th percentile, most). It times each answer as the companion handles it (validate, play
the Automa's turn, store the answer with what it taught the library, in one transaction):
median, p95 and max, wall clock and CPU; the goal is p95 within 5 ms.

Then, for each config, the **first games** of seeds A to B (1-30 by default), each from an
empty library: the questions before the Automa's first move and the permanent facts asked,
their median and most, and how many games go over the goals (12 before the first move, 80
permanent facts in the whole first game). `--json` prints those beside the rows:
``{"games": [ROW, ...], "first_games": [{"config": ..., "seeds": "1-30", ...}, ...]}``.
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

from mp2_copy_table import CopyTable, TravellingTable, about_the_copy

from bench_questions import percentiles
from soloist.engine.library import MemoryLibrary, learned_facts
from soloist.engine.questions import Question
from soloist.engine.session import Session
from soloist.games import find_game
from soloist.play.companion import SavedPlay
from soloist.store import Store
from soloist.store.library import Library

MP2 = find_game("marco-polo-2")
CONFIG = "empty library, FICTIONAL sample copy"
#: The configs: the person's policy at the scripted table.
CONFIGS: dict[str, type[CopyTable]] = {
    CONFIG: CopyTable,
    f"{CONFIG}, a person who travels": TravellingTable,
}
#: The goals for a first game from an empty library (issue 27).
MOST_BEFORE_FIRST_MOVE = 12
MOST_PERMANENT_FACTS = 80


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


def is_permanent(question: Question, answer: str, taught: bool = False) -> bool:
    """Whether `question`, answered `answer`, asked a permanent fact of the copy: a card
    drawn is one when it is told as a card not seen before (typed at the question that
    offers the cards seen); any other question about the table is one when its answer
    taught the person's components a fact (`taught`: one that asks this game's contracts
    and a city's contract spaces in one answer, say). The person's own moves are not, even
    when they name a city for the first time."""
    if question.topic == "automa.card-number":
        return question.choices is not None and answer not in question.choices.keys
    return about_the_copy(question) or (taught and not question.is_decision)


def teaches(session: Session, answer: str) -> bool:
    """Answers `answer` in `session`; whether it taught the play a fact of the copy."""
    before = dict(learned_facts(session.play))
    session.answer(answer)
    return dict(learned_facts(session.play)) != before


class FirstMove:
    """Whether the Automa's first turn is over when a question is asked: from a later round,
    a second card drawn, or the person's first question after its first card, on."""

    def __init__(self) -> None:
        self.over = False

    def before(self, session: Session, question: Question) -> bool:
        """Whether `question` comes before the Automa's first turn is over."""
        play = session.play
        drawn = play.ctx.automa.cards_drawn  # type: ignore[attr-defined]
        self.over = self.over or play.round > 1 or drawn >= 2 or (  # type: ignore[attr-defined]
            drawn == 1 and question.topic.startswith("person."))
        return not self.over


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


def play_games(games: int, seed: int, draw: str,
               table_class: type[CopyTable] = CopyTable) -> list[GameFigures]:
    options = {"character": "Navigator", "draw": draw}
    asked: set[str] = set()
    figures = []
    with tempfile.TemporaryDirectory() as folder:
        store = Store(str(Path(folder) / "saves.sqlite3"))
        for number in range(games):
            table = table_class(seed + number)
            saved = SavedPlay.start(store, MP2, options, seed + number)
            game = GameFigures()
            turns = Turns()
            first_move = FirstMove()
            this_game: set[str] = set()
            while (question := saved.session.question) is not None:
                turns.place(saved.session, question)
                game.before_first_move += first_move.before(saved.session, question)
                text = table.answer(saved.session, question)
                game.topics[question.topic] += 1
                before = dict(learned_facts(saved.session.play))
                started, cpu = time.perf_counter(), time.thread_time()
                saved.answer(text)
                game.latencies.append(time.perf_counter() - started)
                game.cpu.append(time.thread_time() - cpu)
                taught = dict(learned_facts(saved.session.play)) != before
                if is_permanent(question, text, taught):
                    key = fact_key(question, text, saved.session)
                    game.permanent += 1
                    game.permanent_again += key in asked
                    this_game.add(key)
                else:
                    game.per_game += 1
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
    library, for each config."""
    return [{"game": MP2.name, "config": config, "game_number": number,
             "questions": game.questions, "before_first_automa_move": game.before_first_move,
             "permanent_facts_asked": game.permanent,
             "per_automa_turn": spread(game.per_automa_turn),
             "topics": dict(sorted(game.topics.items()))}
            for config, table_class in CONFIGS.items()
            for number, game in enumerate(play_games(games, seed, "soloist", table_class),
                                          start=1)]


@dataclass(frozen=True)
class FirstGame:
    """A first game from an empty library: what it asked."""

    seed: int
    questions: int
    before_first_move: int
    permanent: int


def first_game(seed: int, table_class: type[CopyTable] = CopyTable) -> FirstGame:
    """Plays the first game of `seed` from an empty library (in memory: within one game the
    play's own answers supply what it learned, as the save database would)."""
    options = {"character": "Navigator", "draw": "soloist"}
    table = table_class(seed)
    session = Session.start(MP2, options, seed, library=MemoryLibrary())
    questions = before = permanent = 0
    first_move = FirstMove()
    while (question := session.question) is not None:
        questions += 1
        before += first_move.before(session, question)
        text = table.answer(session, question)
        permanent += is_permanent(question, text, teaches(session, text))
    return FirstGame(seed, questions, before, permanent)


def seed_range(text: str) -> range:
    first, _, last = text.partition("-")
    return range(int(first), int(last or first) + 1)


def first_games(seeds: range) -> list[dict[str, object]]:
    """For each config, the first games of `seeds`: the questions before the Automa's first
    move and the permanent facts asked (median, most, how many over the goals)."""
    found = []
    for config, table_class in CONFIGS.items():
        games = [first_game(seed, table_class) for seed in seeds]
        before = [game.before_first_move for game in games]
        permanent = [game.permanent for game in games]
        found.append({
            "game": MP2.name, "config": config, "seeds": f"{seeds[0]}-{seeds[-1]}",
            "games": len(games),
            "before_first_automa_move": {
                "median": statistics.median(before), "max": max(before),
                f"over_{MOST_BEFORE_FIRST_MOVE}": sum(n > MOST_BEFORE_FIRST_MOVE
                                                     for n in before),
                "worst_seeds": [g.seed for g in games if g.before_first_move == max(before)]},
            "permanent_facts_asked": {
                "median": statistics.median(permanent), "max": max(permanent),
                f"over_{MOST_PERMANENT_FACTS}": sum(n > MOST_PERMANENT_FACTS
                                                   for n in permanent),
                "worst_seeds": [g.seed for g in games if g.permanent == max(permanent)]},
            "questions": {"median": statistics.median(g.questions for g in games),
                          "max": max(g.questions for g in games)},
        })
    return found


def report_first_games(found: list[dict[str, object]]) -> None:
    for entry in found:
        before = entry["before_first_automa_move"]
        permanent = entry["permanent_facts_asked"]
        questions = entry["questions"]
        assert isinstance(before, dict) and isinstance(permanent, dict)
        assert isinstance(questions, dict)
        print(f"  first games, seeds {entry['seeds']} ({entry['config']}): before the "
              f"Automa's first move median {before['median']:g}, max {before['max']} "
              f"(seeds {before['worst_seeds']}), {before[f'over_{MOST_BEFORE_FIRST_MOVE}']} "
              f"over {MOST_BEFORE_FIRST_MOVE}; permanent facts median "
              f"{permanent['median']:g}, max {permanent['max']}, "
              f"{permanent[f'over_{MOST_PERMANENT_FACTS}']} over {MOST_PERMANENT_FACTS}; "
              f"questions median {questions['median']:g}, max {questions['max']}")


def report(figures: list[GameFigures], draw: str, config: str = CONFIG) -> None:
    print(f"marco-polo-2 (no data files; --draw {draw}; {config}):")
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
    parser.add_argument("--seeds", type=seed_range, default=seed_range("1-30"),
                        help="the first games measured from an empty library (default 1-30)")
    parser.add_argument("--json", action="store_true",
                        help="print the rows of bench_questions.py --json instead")
    args = parser.parse_args()
    if args.json:
        print(json.dumps({"games": rows(args.games, args.seed),
                          "first_games": first_games(args.seeds)}, indent=1))
        return
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores (the wall-clock "
          "figures include waiting for a core; the CPU figures do not)")
    for config, table_class in CONFIGS.items():
        report(play_games(args.games, args.seed, args.draw, table_class), args.draw, config)
    report_first_games(first_games(args.seeds))


if __name__ == "__main__":
    main()
