"""How many questions Marco Polo II asks at the table, game after game on one component
library (issue 19: the shape of bench/bench_questions.py, for Marco Polo II).

    .venv/bin/python bench/bench_questions_mp2.py [--games N] [--seed S] [--draw you]

Prints figures; it is not a test. A scripted table that knows a complete copy — the
FICTIONAL sample's board, Automa cards, trip slides, Skill and Trading Post cards — answers
whatever Soloist asks in companion play (`soloist play marco-polo-2`, no data files), N
games in a row (3 by default, seeds S, S+1, …) on one save database; the facts of each game
(the slide drawn, the deck, the contracts dealt, the outpost tiles) come from its own deal,
and the person's moves from a simple policy (tests/helpers/mp2_copy_table.py).

Per game it prints the questions put to the person, split into **permanent facts** (a fact
of the copy: a question with a fact key, or one of those that describe a component — a
city's facts and shield, an Automa card not seen before, a trip slide's cities and letters,
the Skill card's actions and power, the Trading Post card, the Smart Mat) and **per-game**
questions, and how many permanent facts were asked *again* (asked in an earlier game): the
goal is none from game 2 on. It times each answer as the companion handles it (validate,
play the Automa's turn, store the answer with what it taught the library, in one
transaction): median, p95 and max, wall clock and CPU; the goal is p95 within 5 ms.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[1] / "tests" / "helpers"))

from mp2_copy_table import CopyTable, about_the_copy

from bench_questions import percentiles
from soloist.engine.questions import Question
from soloist.engine.session import Session
from soloist.games import find_game
from soloist.games.marco_polo_2.components import card_text, skill_label
from soloist.play.companion import SavedPlay
from soloist.store import Store
from soloist.store.library import Library

MP2 = find_game("marco-polo-2")


@dataclass
class GameFigures:
    permanent: int = 0
    permanent_again: int = 0
    per_game: int = 0
    latencies: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    facts: int = 0


def permanent_key(question: Question, table: CopyTable, session: Session) -> str:
    """Which fact of the copy a question asks, as a key: its fact key, or what the question
    describes (each question of a component read gain by gain names the same fact)."""
    if question.fact is not None:
        return question.fact
    topic, context = question.topic, question.context
    skill = skill_label(table.character, table.level)
    if topic.startswith("automa.card"):
        card = table.card if topic != "automa.card-bonus" or "Draw the top" not in \
            question.prompt else table.draw(session)
        assert card is not None
        return f"Automa card {card_text(card)}"
    if topic.startswith(("trip.next-city", "trip.letter")):
        trip = session.play.ctx.automa.trip  # type: ignore[attr-defined]
        index = trip.at if topic == "trip.letter" else len(trip.stops)
        return f"trip slide {table.slide.id}, stop {index}, {topic.split('.')[1]}"
    if topic.startswith("skill.action"):
        return f"Skill card {skill}: {context.get('action')}"
    if topic.startswith("skill.power"):
        return f"Skill card {skill}: power on {context.get('event')}"
    if topic.startswith("tp-card.bonus"):
        return f"Trading Post card {table.tp_card.symbol}: bonus {context.get('index')}"
    if topic.startswith("tp-card.symbol"):
        return f"Skill card {skill}: Trading Post card"
    if topic.startswith("city.shield"):
        return f"shield of {context.get('city')}"
    return topic


_TABLES: dict[str, CopyTable] = {}


def marco_polo_2_special(table: object, saved: SavedPlay, question: Question) -> str:
    """For bench/bench_questions.py (issue 19, part A): Marco Polo II's place there, as its
    `Copy.special` (options {"character": "Navigator"}, no facts of its own: this table
    knows the whole copy). Its `permanent_key` should then use `about_the_copy` and
    `permanent_key` below, or it counts the components read gain by gain as per-game."""
    copy_table = _TABLES.setdefault(saved.game_id, CopyTable(saved.session.seed))
    return str(copy_table.answer(saved.session, question))


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
            this_game: set[str] = set()
            while (question := saved.session.question) is not None:
                if about_the_copy(question):
                    key = permanent_key(question, table, saved.session)
                    game.permanent += 1
                    game.permanent_again += key in asked
                    this_game.add(key)
                else:
                    game.per_game += 1
                text = table.answer(saved.session, question)
                started, cpu = time.perf_counter(), time.thread_time()
                saved.answer(text)
                game.latencies.append(time.perf_counter() - started)
                game.cpu.append(time.thread_time() - cpu)
            asked |= this_game
            game.facts = len(Library(store, MP2.name).as_mapping())
            figures.append(game)
        store.close()
    return figures


def report(figures: list[GameFigures], draw: str) -> None:
    print(f"marco-polo-2 (no data files; --draw {draw}):")
    for number, game in enumerate(figures, start=1):
        print(f"  game {number}: {game.permanent} permanent facts "
              f"({game.permanent_again} asked again), {game.per_game} per-game questions; "
              f"your components then hold {game.facts} facts")
        print(f"    answer + save + learning, wall clock: {percentiles(game.latencies)}; "
              f"CPU: {percentiles(game.cpu)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=3, help="games in a row (default 3)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game")
    parser.add_argument("--draw", choices=("soloist", "you"), default="soloist",
                        help="who draws the Automa cards once all 8 are known (default: "
                             "Soloist, as with mautoma.toml)")
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores (the wall-clock "
          "figures include waiting for a core; the CPU figures do not)")
    report(play_games(args.games, args.seed, args.draw), args.draw)


if __name__ == "__main__":
    main()
