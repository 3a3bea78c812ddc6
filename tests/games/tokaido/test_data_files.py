"""The data files: the road, the base-game cards, the person's cards file (validated, with
errors that name the file, the card and the field) and the assumed composition."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest

from soloist.engine.errors import DataFileError
from soloist.games.tokaido.automa_cards import (
    AutomaCard,
    assumed_cards,
    load_cards,
)
from soloist.games.tokaido.cards import BASE_GAME, EncounterKind, load_base_game
from soloist.games.tokaido.road import ROAD_FILE, Space, load_road


def test_the_road_has_55_positions_and_inns_at_1_15_28_42_55() -> None:
    road = load_road()
    assert len(road.spaces) == 55
    assert [road.positions[stop] for stop in road.inns] == [1, 15, 28, 42, 55]
    counts = Counter(space for space in road.spaces if space is not Space.INN)
    assert counts == {Space.VILLAGE: 7, Space.ENCOUNTER: 7, Space.SEA: 7, Space.TEMPLE: 6,
                      Space.HOT_SPRING: 6, Space.MOUNTAIN: 6, Space.FARM: 6, Space.PADDY: 5}


def test_24_stops_are_double_but_never_used_by_three_travellers() -> None:
    road = load_road()
    assert len(road.second_spaces) == 24 and 2 in road.second_spaces and 53 in road.second_spaces
    play_positions = {road.positions[stop] for stop in range(len(road.spaces))}
    assert road.second_spaces <= play_positions  # a stop, never a place of its own


def test_the_road_segments_have_13_12_13_12_stops() -> None:
    road = load_road()
    assert [b - a - 1 for a, b in zip(road.inns, road.inns[1:], strict=False)] == [13, 12, 13, 12]


def test_the_return_trip_walks_the_same_road_backwards() -> None:
    there, back = load_road(), load_road(return_trip=True)
    assert back.spaces == there.spaces[::-1]
    assert back.positions[0] == 55 and back.start_name == "Edo" and back.end_name == "Kyoto"
    assert back.where(back.positions.index(54)) == "Shop (position 54)"


def test_a_wrong_road_file_is_refused(tmp_path: Path) -> None:
    text = ROAD_FILE.read_text(encoding="utf-8").replace('"paddy", "village", "encounter"',
                                                         '"paddy", "farm", "encounter"', 1)
    wrong = tmp_path / "road.toml"
    wrong.write_text(text, encoding="utf-8")
    with pytest.raises(DataFileError, match=r"road.toml: spaces: 6 village stops, not 7"):
        load_road(False, wrong)


def test_the_base_game_has_its_printed_counts() -> None:
    base = load_base_game()
    assert len(base.souvenirs) == 24
    assert Counter(card.price for card in base.souvenirs) == {1: 9, 2: 12, 3: 3}
    assert len(base.meals) == 25 and len({meal.name for meal in base.meals}) == 14
    assert sorted(card.value for card in base.hot_springs) == [2] * 6 + [3] * 6
    assert len(base.encounters) == 14
    assert Counter(card.kind for card in base.encounters)[EncounterKind.ANNAIBITO] == 6
    assert base.panorama_cards == 60
    assert len(base.starting_coins) == 10
    assert any("Ocha" in note for note in base.assumptions)


def test_a_cards_file_in_the_compact_notation(cards_file: Callable[..., Path]) -> None:
    cards = load_cards(cards_file())
    assert len(cards.automa_cards) == 16 and len(cards.difficulty_cards) == 7
    assert cards.automa_cards[3] == AutomaCard(1, temple=True)
    assert not cards.is_assumed and cards.preparations is None


def test_a_cards_file_with_tables_preparations_and_a_matsuri_sheet(tmp_path: Path) -> None:
    path = tmp_path / "cards.toml"
    path.write_text(
        'difficulty_cards = ["shop", "farm", "temple", "hot spring", "encounter", "paddy", '
        '"sea"]\n'
        + "".join('[[automa_cards]]\nrange = 2\nicons = ["inn"]\n' for _ in range(16))
        + "[preparations]\nfirst = -1\nsecond = 0\nthird = 1\n"
        '[[matsuri]]\ncard = "Lanterns"\npoints = 2\nitems = ["coin"]\n',
        encoding="utf-8")
    cards = load_cards(path)
    assert set(cards.automa_cards) == {AutomaCard(2, inn=True)}
    assert cards.difficulty_cards[0] is Space.VILLAGE
    assert cards.difficulty_cards[3] is Space.HOT_SPRING
    assert cards.preparations == (-1, 0, 1)
    assert cards.matsuri[0].card == "Lanterns" and cards.matsuri[0].points == 2


@pytest.mark.parametrize(("automa", "difficulty", "message"), [
    (["3"] * 15, None, r"automa_cards: 15 cards listed; the Automa deck has 16"),
    (["3"] * 11 + ["4t"] + ["3"] * 4, None, r"automa_cards: card 12: '4t' is not an Automa card"),
    (None, ["farm"] * 6, r"difficulty_cards: 6 cards listed; there are 7"),
    (None, ["farm"] * 6 + ["inn"], r"difficulty_cards: card 7: 'inn' is not a space type"),
    (None, ["farm"] * 6 + ["castle"], r"difficulty_cards: card 7: 'castle' is not a space"),
])
def test_a_wrong_cards_file_names_the_file_the_card_and_the_field(
        cards_file: Callable[..., Path], automa: list[str] | None, difficulty: list[str] | None,
        message: str) -> None:
    path = cards_file(automa=automa, difficulty=difficulty)
    with pytest.raises(DataFileError, match="my-cards.toml: " + message):
        load_cards(path)


def test_an_unknown_icon_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "cards.toml"
    path.write_text('difficulty_cards = ["farm"]\n' + "".join(
        '[[automa_cards]]\nrange = 2\nicons = ["castle"]\n' for _ in range(16)),
        encoding="utf-8")
    with pytest.raises(DataFileError, match=r"cards.toml: automa_cards.0.*unknown icon 'castle'"):
        load_cards(path)


def test_a_persons_file_may_not_claim_to_be_an_assumption(cards_file: Callable[..., Path]) -> None:
    path = cards_file(extra='assumption = "mine"\n')
    with pytest.raises(DataFileError, match="assumption: only Soloist's own assumed file"):
        load_cards(path)


def test_the_assumed_composition_is_labelled_as_an_assumption() -> None:
    cards = assumed_cards()
    assert cards.is_assumed and cards.assumption and "invented" in cards.assumption
    assert len(cards.automa_cards) == 16 and len(cards.difficulty_cards) == 7
    text = Path(cards.source).read_text(encoding="utf-8")
    assert text.startswith("# ASSUMPTION — NOT THE REAL CARDS.")


def test_a_traveller_never_starts_in_debt(tmp_path: Path) -> None:
    """Found by tests/games/test_mutated_files.py: a base-game file giving a traveller -1
    starting coins is refused, naming the file (it failed later, mid-game, naming nothing)."""
    text = BASE_GAME.read_text(encoding="utf-8").replace("hirotada = 8", "hirotada = -1", 1)
    assert "hirotada = -1" in text
    wrong = tmp_path / "base-game.toml"
    wrong.write_text(text, encoding="utf-8")
    with pytest.raises(DataFileError, match=r"base-game.toml.*hirotada"):
        load_base_game(wrong)
