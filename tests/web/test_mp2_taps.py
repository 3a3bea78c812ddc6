"""Marco Polo II on the game pages, tapped (issue 31): games 1, 2 and 3 in a row from an empty
library, a real copy at a physical table (no Sample option: the FICTIONAL sample's files stand
in for the person's copy, read by a scripted table), every answer given through the same forms
the phone shows. Each answer is a tap, a number or a name met for the first time: none is
typed. And a game answered by taps makes the same record as the same answers typed, so saved
games replay unchanged."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from answer_kinds import FormPlayer, Mirror, count
from mp2_copy_table import CopyTable, TravellingTable
from mp2_taps_table import Tapping
from starlette.testclient import TestClient
from web_helpers import make_client, start_game

from soloist.engine.session import Session
from soloist.games import find_game
from soloist.play.companion import SavedPlay
from soloist.store import Store

MP2 = find_game("marco-polo-2")
FIXTURES = Path(__file__).resolve().parents[1] / "games" / "marco_polo_2" / "fixtures"


@pytest.fixture
def web(tmp_path: Path) -> Iterator[tuple[TestClient, Store]]:
    store = Store(str(tmp_path / "saves.sqlite3"))
    with make_client(store) as client:
        yield client, store
    store.close()


def tap_a_game(client: TestClient, store: Store, table: CopyTable, seed: int, *,
               typing: bool = False) -> tuple[str, FormPlayer, Tapping]:
    """A first-game form: the new-game page's defaults (no Sample, no data, the character
    left to the table); then every question answered on the game's page (`typing`: what no
    choice says is typed, as before answers were built by taps)."""
    game_id = start_game(client, MP2.name, seed=str(seed))
    player = FormPlayer(client, game_id)
    tapping = Tapping(table, player, typing=typing)
    game = Mirror(store, game_id)
    while not player.over:
        tapping.answer(game.now(player.number_asked))
    return game_id, player, tapping


@pytest.mark.parametrize("person", [CopyTable, TravellingTable], ids=["stays", "travels"])
def test_games_1_to_3_from_an_empty_library_are_tapped_never_typed(
        web: tuple[TestClient, Store], person: type[CopyTable]) -> None:
    client, store = web
    met: set[str] = set()
    for number, seed in enumerate((1, 2, 3), start=1):
        _, player, tapping = tap_a_game(client, store, person(seed), seed)
        kinds = count(player.answers)
        assert kinds["typed"] == 0 and not tapping.typed, (number, tapping.typed)
        assert kinds["tap"] > kinds["number"] + kinds["new_name"]
        # A name is typed only where Soloist meets it for the first time (a city, a shield):
        # after that it is a button, in this game and every later one.
        for answer in player.answers:
            for name in answer.names:
                assert name.casefold() not in met, (number, answer.prompt, name)
                met.add(name.casefold())
        if number > 1:
            assert kinds["new_name"] == 0, number  # the same copy: nothing new to name
    assert {"amberfield (fictional)", "sun"} <= met


def test_an_answer_built_by_taps_makes_the_record_of_the_same_answer_typed(
        tmp_path: Path) -> None:
    # The whole first game by taps, and the same game with the same answers typed as a
    # person typed them before (each from an empty library): answer for answer the same
    # values, the same log and the same table; and the record of the tapped game replays
    # from scratch to the same game.
    games = []
    for typing in (False, True):
        store = Store(str(tmp_path / f"typing-{typing}.sqlite3"))
        with make_client(store) as client:
            game_id, _, tapping = tap_a_game(client, store, CopyTable(1), 1,
                                                  typing=typing)
        assert bool(tapping.typed) == typing
        games.append((store.load(game_id), SavedPlay.load(store, game_id).session))
        store.close()
    (tapped, by_taps), (typed, by_typing) = games
    assert len(tapped.answers) == len(typed.answers)
    replay = Session.start(MP2, dict(tapped.options), tapped.seed, supply=False)
    for number, (tap_text, typed_text) in enumerate(zip(tapped.answers, typed.answers,
                                                        strict=True), start=1):
        question = replay.question
        assert question is not None
        assert question.parse(tap_text)[1] == question.parse(typed_text)[1], \
            (number, question.topic, tap_text, typed_text)
        replay.extend([tap_text])
    assert by_taps.log.texts() == by_typing.log.texts()
    assert Session.replay(MP2, tapped, supply=False).log.texts() == by_taps.log.texts()
    assert by_taps.play.table_view() == by_typing.play.table_view()  # type: ignore[attr-defined]


def test_a_game_typed_before_answers_were_tapped_replays_unchanged() -> None:
    # A first game saved before issue 31 (its answers typed: the character's name, the cards,
    # the routes, a city's tile and contracts as one text) replays under today's rules to
    # the same end: its questions still read what was typed, and decide the same.
    saved = json.loads((FIXTURES / "typed-before-taps.json").read_text())
    session = Session.start(MP2, saved["options"], saved["seed"])
    answers = saved["answers"]
    while len(session.answers) < len(answers):
        session.answer(answers[len(session.answers)])
    assert list(session.answers) == answers and session.question is None
    assert session.result is not None and session.result.summary() == saved["summary"]
    assert json.loads(json.dumps(session.play.view()["automa"])) == saved["automa"]  # type: ignore[attr-defined]
