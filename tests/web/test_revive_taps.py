"""Revive on the game pages, tapped (issue 31): games 1, 2 and 3 in a row from an empty
library, a real copy at a physical table (no Sample option: the FICTIONAL sample's board,
map and tiles stand in for the person's copy, read by a scripted table), every answer given
through the same forms and links the phone shows. Each answer is a tap, a number or a name
met for the first time: none is typed. And a game told by taps makes the same record as the
same answers typed, so saved games replay unchanged."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from random import Random

import pytest
from answer_kinds import FormPlayer, Mirror, count
from revive_copy_table import Person, first_arrangement, shuffled
from revive_taps import Tapping
from starlette.testclient import TestClient
from web_helpers import make_client, start_game

from soloist.games.revive.hexmap import SAMPLE_MAP, load_map
from soloist.play.companion import SavedPlay
from soloist.store import Store


@pytest.fixture
def web(tmp_path: Path) -> Iterator[tuple[TestClient, Store]]:
    store = Store(str(tmp_path / "saves.sqlite3"))
    with make_client(store) as client:
        yield client, store
    store.close()


def tap_a_game(client: TestClient, store: Store, person: Person, seed: int, *,
               typing: bool = False) -> tuple[str, FormPlayer, Tapping]:
    """A first-game form's defaults (no Sample, no file), then every question answered on
    the game's page (`typing`: what no choice says is typed, as before the taps)."""
    game_id = start_game(client, "revive", seed=str(seed))
    player = FormPlayer(client, game_id)
    tapping = Tapping(person, player, seed, typing=typing)
    game = Mirror(store, game_id)
    while not player.over:
        tapping.answer(game.now(player.number_asked))
    return game_id, player, tapping


def test_games_1_to_3_from_an_empty_library_are_tapped_never_typed(
        web: tuple[TestClient, Store]) -> None:
    client, store = web
    sample = load_map(SAMPLE_MAP)
    arrangement = first_arrangement(sample)
    rows = []
    for number in (1, 2, 3):
        if number > 1:  # the same physical tiles, shuffled among their places
            arrangement = shuffled(sample, arrangement, Random(number))
        person = Person(sample, arrangement, number)
        _, player, tapping = tap_a_game(client, store, person, number)
        kinds = count(player.answers)
        rows.append(kinds)
        assert kinds["typed"] == 0 and not tapping.typed, (number, tapping.typed)
        if number > 1:  # every colour and tile is known: nothing new to name
            assert kinds["new_name"] == 0, number
    first = rows[0]
    assert first["tap"] > 5 * (first["number"] + first["new_name"])


def test_a_game_told_by_taps_makes_the_record_of_the_same_answers_typed(
        web: tuple[TestClient, Store], tmp_path: Path) -> None:
    client, store = web
    sample = load_map(SAMPLE_MAP)
    tapped, _, _ = tap_a_game(client, store, Person(sample, first_arrangement(sample), 1), 1)
    other = Store(str(tmp_path / "typed.sqlite3"))
    with make_client(other) as typing_client:
        typed, _, tapping = tap_a_game(typing_client, other,
                                       Person(sample, first_arrangement(sample), 1), 1,
                                       typing=True)
    assert tapping.typed  # (the typed game typed what the other tapped)
    assert store.load(tapped).answers == other.load(typed).answers
    again = SavedPlay.load(store, tapped).session
    assert again.log.texts() == SavedPlay.load(other, typed).session.log.texts()
    other.close()
