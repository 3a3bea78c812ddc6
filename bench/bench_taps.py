"""How each answer is given on the phone's pages: a tap, a number, a name or typing.

    .venv/bin/python bench/bench_taps.py [--json] [--seed N]

Prints figures; it is not a test. For each game it plays games 1, 2 and 3 in a row from an
empty component library, through the same web forms and links the phone shows (the web app
in process, `tests/helpers/answer_kinds.FormPlayer`), with a scripted table that reads a
complete copy: the FICTIONAL sample's files stand in for the person's copy of Marco Polo II
and Revive, the retail decks and a Tokaido deck for the others; the games run without the
Sample option. Each answer is recorded as one kind (`answer_kinds`):

- ``tap``: buttons or links only (a choice, the taps of an answer built on a drawing);
- ``number``: the number field (a score, a count);
- ``new_name``: a name typed beside the taps (printed on a component met for the first time);
- ``typed``: a text field (the goal: none, in games 1-3 of every game).

It prints ``{"games": [{game, game_number, answers, tap, number, new_name, typed}]}`` with
``--json``, a table otherwise.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from random import Random

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "helpers"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from answer_kinds import FormPlayer, Mirror, count
from copy_tables import Table, factories_table, give, tokaido_table
from starlette.testclient import TestClient

from bench_questions import tokaido_facts
from soloist.engine.session import Session
from soloist.games import find_game
from soloist.store import Store
from soloist.web import create_app

GAMES = ("fantastic-factories", "tokaido", "marco-polo-2", "revive")


@dataclass
class Saved:
    """What the scripted tables of `bench_questions` read of a game: its session and id."""

    session: Session
    game_id: str


def by_table(table: Table) -> Callable[[FormPlayer, str], Callable[[Session], None]]:
    """A game answered by one of `bench_questions`' scripted tables."""
    def make(player: FormPlayer, game_id: str) -> Callable[[Session], None]:
        def answer(session: Session) -> None:
            question = session.question
            assert question is not None
            player.begin(question.prompt)
            text = table.answer(Saved(session, game_id))  # type: ignore[arg-type]
            status = give(player, question, text)
            assert status == 303, (question.topic, text)
        return answer
    return make


def marco_polo_2(seed: int) -> Callable[[FormPlayer, str], Callable[[Session], None]]:
    from mp2_copy_table import CopyTable
    from mp2_taps_table import Tapping

    def make(player: FormPlayer, game_id: str) -> Callable[[Session], None]:
        return Tapping(CopyTable(seed), player).answer
    return make


def revive(number: int, seed: int) -> Callable[[FormPlayer, str], Callable[[Session], None]]:
    from revive_copy_table import Person, first_arrangement, shuffled
    from revive_taps import Tapping

    from soloist.games.revive.hexmap import SAMPLE_MAP, load_map

    sample = load_map(SAMPLE_MAP)
    arrangement = first_arrangement(sample)
    for later in range(2, number + 1):  # the same physical tiles, shuffled each game
        arrangement = shuffled(sample, arrangement, Random(seed + later))

    def make(player: FormPlayer, game_id: str) -> Callable[[Session], None]:
        return Tapping(Person(sample, arrangement, seed + number), player, seed + number).answer
    return make


def tables(game: str, number: int, seed: int,
           shared: dict[str, Table]) -> Callable[[FormPlayer, str], Callable[[Session], None]]:
    if game == "marco-polo-2":
        return marco_polo_2(seed + number)
    if game == "revive":
        return revive(number, seed)
    if game not in shared:  # one table for the three games: its own deck and cards
        facts = tokaido_facts(find_game(game)) if game == "tokaido" else {}
        shared[game] = Table(facts, Random(seed), factories_table if game ==
                             "fantastic-factories" else tokaido_table)
    return by_table(shared[game])


@contextmanager
def web_app() -> Iterator[tuple[TestClient, Store]]:
    with tempfile.TemporaryDirectory() as folder:
        store = Store(str(Path(folder) / "saves.sqlite3"))
        with TestClient(create_app(store, secret="bench"), base_url="http://127.0.0.1") \
                as client:
            yield client, store
        store.close()


def start(client: TestClient, game: str, seed: int) -> str:
    form = client.get(f"/new/{game}").text
    token = form.split('name="csrf" value="', 1)[1].split('"', 1)[0]
    done = client.post(f"/new/{game}", data={"csrf": token, "seed": str(seed)},
                       follow_redirects=False)
    assert done.status_code == 303, done.text
    return done.headers["location"].rsplit("/", 1)[1]


def play_games(game: str, seed: int) -> list[dict[str, object]]:
    rows: list[dict[str, object]] = []
    shared: dict[str, Table] = {}
    with web_app() as (client, store):
        for number in (1, 2, 3):
            game_id = start(client, game, seed + number)
            player = FormPlayer(client, game_id)
            answer = tables(game, number, seed, shared)(player, game_id)
            mirror = Mirror(store, game_id)
            began = time.process_time()
            while not player.over:
                answer(mirror.now(player.number_asked))
            rows.append({"game": game, "game_number": number, **count(player.answers),
                         "cpu_seconds": round(time.process_time() - began, 1)})
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print the rows as JSON")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", choices=GAMES, help="one game only")
    args = parser.parse_args()
    rows = [row for game in GAMES if not args.only or args.only == game
            for row in play_games(game, args.seed)]
    if args.json:
        print(json.dumps({"games": [{key: value for key, value in row.items()
                                     if key != "cpu_seconds"} for row in rows]}, indent=1))
        return
    print(f"{'game':<22}{'#':>2}{'answers':>9}{'tap':>6}{'number':>8}{'new name':>10}"
          f"{'typed':>7}{'CPU s':>7}")
    for row in rows:
        print(f"{row['game']!s:<22}{row['game_number']!s:>2}{row['answers']!s:>9}"
              f"{row['tap']!s:>6}{row['number']!s:>8}{row['new_name']!s:>10}"
              f"{row['typed']!s:>7}{row['cpu_seconds']!s:>7}")


if __name__ == "__main__":
    main()
