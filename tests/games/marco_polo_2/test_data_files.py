"""The data files: validated on load; an error names the file, the field and the problem."""

from __future__ import annotations

from pathlib import Path

import pytest
from mp2_helpers import sample_copy

from soloist.engine.errors import DataFileError
from soloist.games.marco_polo_2.data import SAMPLE, load_data
from soloist.games.marco_polo_2.pieces import MainAction, Seal

BOARD = (SAMPLE / "board.toml").read_text()


def broken(tmp_path: Path, name: str, text: str) -> Path:
    return sample_copy(tmp_path, **{name: text})


def error_of(directory: Path) -> str:
    with pytest.raises(DataFileError) as caught:
        load_data(directory)
    return str(caught.value)


def test_the_sample_is_complete_and_marked_fictional() -> None:
    data = load_data(SAMPLE)
    assert data.fictional and data.board.fictional
    assert data.missing_for_simulation() == []
    assert data.cards is not None and len(data.cards) == 8
    assert all(card.main[-1] is MainAction.BOOKS for card in data.cards)
    assert data.smart_mat == (Seal.SPICER, Seal.TAILOR)
    for path in SAMPLE.iterdir():
        assert "FICTIONAL" in path.read_text().splitlines()[0], path.name


def test_a_board_alone_loads_and_the_rest_is_missing(tmp_path: Path) -> None:
    data = load_data(sample_copy(tmp_path, keep=("board.toml",)))
    assert data.cards is None and data.slides is None and data.characters is None
    assert "mautoma.toml: the 8 Automa cards" in data.missing_for_simulation()


def test_no_board_names_the_file_to_write(tmp_path: Path) -> None:
    assert "no board.toml" in error_of(sample_copy(tmp_path, keep=()))


def test_a_route_to_an_unknown_location(tmp_path: Path) -> None:
    text = BOARD + '\n[[route]]\na = "beijing"\nb = "atlantis"\n'
    message = error_of(broken(tmp_path, "board", text))
    assert "board.toml: route.19 (beijing-atlantis): 'atlantis' is not a location" in message


def test_a_misspelt_field_names_the_entry_and_field(tmp_path: Path) -> None:
    text = BOARD.replace("city_cards = 2", "city_card = 2")
    message = error_of(broken(tmp_path, "board", text))
    assert "board.toml: location.4.city_card: Extra inputs are not permitted" in message


def test_two_starts(tmp_path: Path) -> None:
    text = BOARD.replace('shield = "sun"\ncity_cards = 1', 'shield = "sun"\ncity_cards = 1\n'
                         'start = true', 1)
    assert "exactly one city is the start (Beijing), not 2" in error_of(
        broken(tmp_path, "board", text))


def test_an_oasis_has_no_shield(tmp_path: Path) -> None:
    text = BOARD.replace('kind = "oasis"', 'kind = "oasis"\nshield = "x"', 1)
    assert "oasis-1 is an oasis, which has no shield" in error_of(
        broken(tmp_path, "board", text))


def test_an_unreachable_location(tmp_path: Path) -> None:
    text = BOARD + '\n[[location]]\nid = "island"\nname = "Island"\nkind = "city"\n'
    assert "location island: no route reaches it from the start" in error_of(
        broken(tmp_path, "board", text))


MAUTOMA = (SAMPLE / "mautoma.toml").read_text()


def test_a_card_whose_last_action_is_not_books(tmp_path: Path) -> None:
    text = MAUTOMA.replace('main = ["travel", "city-card", "books"]',
                           'main = ["travel", "city-card"]')
    message = error_of(broken(tmp_path, "mautoma", text))
    assert "mautoma.toml: card.0: Value error, the last main action of every Automa card is " \
           "books" in message


def test_seven_cards_are_not_the_mautoma(tmp_path: Path) -> None:
    head, _, _ = MAUTOMA.partition("[[card]]\nid = 8")
    text = head + MAUTOMA[MAUTOMA.index("# Each slide"):]
    assert "the Mautoma has 8 Automa cards" in error_of(broken(tmp_path, "mautoma", text))


def test_an_unknown_main_action(tmp_path: Path) -> None:
    text = MAUTOMA.replace('"khans-favor", "books"]', '"khan", "books"]', 1)
    message = error_of(broken(tmp_path, "mautoma", text))
    assert "mautoma.toml: card.2.main.1: Input should be 'travel', 'books'" in message


def test_a_trip_slide_city_not_on_the_board(tmp_path: Path) -> None:
    text = MAUTOMA.replace('{ city = "dunmere" },', '{ city = "dunmerre" },', 1)
    assert "mautoma.toml: trip_slide.0.stops.2: 'dunmerre' is not a city of" in error_of(
        broken(tmp_path, "mautoma", text))


def test_a_red_letter_twice_on_a_slide(tmp_path: Path) -> None:
    text = MAUTOMA.replace('{ city = "emberlow", letter = "A" }',
                           '{ city = "emberlow", letter = "B" }', 1)
    assert "a red letter appears at most once on a trip slide" in error_of(
        broken(tmp_path, "mautoma", text))


CHARACTERS = (SAMPLE / "characters.toml").read_text()


def test_a_trading_post_card_needs_11_slots(tmp_path: Path) -> None:
    last_slot = '    { column = 6, row = 1, bonus = [{ kind = "vp", amount = 10 }] },\n'
    text = CHARACTERS.replace(last_slot, "")
    assert "the grid holds 11 trading posts: give 11 slots, not 10" in error_of(
        broken(tmp_path, "characters", text))


def test_a_skill_card_naming_an_unknown_trading_post_card(tmp_path: Path) -> None:
    text = CHARACTERS.replace('trading_post_card = "scales"', 'trading_post_card = "wheel"', 1)
    assert "skill card Trader L1: no trading post card has the symbol 'wheel'" in error_of(
        broken(tmp_path, "characters", text))


def test_remove_coin_needs_a_letter(tmp_path: Path) -> None:
    text = CHARACTERS.replace('external_city = [{ kind = "vp", amount = 2 }]',
                              'external_city = [{ kind = "remove-coin" }]', 1)
    message = error_of(broken(tmp_path, "characters", text))
    assert "characters.toml: skill_card.0.external_city.0: Value error, a 'remove-coin' " \
           "effect needs a letter" in message


def test_a_contract_reward_the_automa_cannot_have(tmp_path: Path) -> None:
    text = (SAMPLE / "tiles.toml").read_text().replace('reward = "black-die"',
                                                       'reward = "complete"', 1)
    assert "tiles.toml: contract.0: Value error, a contract's reward is one of" in error_of(
        broken(tmp_path, "tiles", text))


def test_not_toml_names_the_line(tmp_path: Path) -> None:
    assert "board.toml: not valid TOML" in error_of(broken(tmp_path, "board", "[[location]\n"))


def test_true_where_a_number_is_expected_is_refused(tmp_path: Path) -> None:
    # TOML's `true` would otherwise be read as 1 (and `2.0` as 2): a typo, refused.
    text = BOARD.replace("city_cards = 2", "city_cards = true", 1)
    assert "board.toml: location.4.city_cards: Input should be a valid integer" in error_of(
        broken(tmp_path, "board", text))
    text = (SAMPLE / "tiles.toml").read_text().replace("vp = ", "vp = 2.0 #", 1)
    assert "tiles.toml: contract.0.vp: Input should be a valid integer" in error_of(
        broken(tmp_path, "tiles", text))
    text = CHARACTERS.replace("level = 1", "level = true", 1)
    assert "characters.toml: skill_card.0.level: Input should be a valid integer" in error_of(
        broken(tmp_path, "characters", text))


def test_a_flag_must_be_true_or_false(tmp_path: Path) -> None:
    text = BOARD.replace("outpost = true", "outpost = 1", 1)
    assert "board.toml: location.1.outpost: Input should be a valid boolean" in error_of(
        broken(tmp_path, "board", text))


def test_a_shield_track_that_goes_down_is_refused(tmp_path: Path) -> None:
    # More different shields never score fewer VP.
    text = BOARD.replace("6 = 11", "6 = 8")
    assert "board.toml: shield_track: Value error, the VP go down, from 9 for 5 shields to 8 " \
           "for 6; more shields never score less" in error_of(broken(tmp_path, "board", text))
    text = CHARACTERS.replace("seal_vp = 6\n", "seal_vp = 6\nshield_vp = { 8 = 15, 9 = 12 }\n")
    assert "characters.toml: trading_post_card.0.shield_vp: Value error, the VP go down, from " \
           "15 for 8 shields to 12 for 9" in error_of(broken(tmp_path, "characters", text))


# -- what a file may leave to the table (issue 19: exported from your components) ------------

CITIES_ONLY = BOARD.partition("# Each route joins")[0]


def test_a_city_may_leave_its_facts_to_be_asked(tmp_path: Path) -> None:
    text = CITIES_ONLY.replace('shield = "wave"\ncity_cards = 2\noutpost = true',
                               'shield = "wave"\nask = ["city_cards", "outpost"]')
    data = load_data(broken(tmp_path, "board", text))
    assert data.board.unknown == {"dunmere": frozenset({"city_cards", "outpost"})}
    assert "board.toml: the facts its cities ask at the table (dunmere)" in \
        data.missing_for_simulation()
    given_and_asked = CITIES_ONLY.replace('city_cards = 2\noutpost = true',
                                          'city_cards = 2\nask = ["city_cards"]')
    assert "location.4: Value error, dunmere: city_cards is given and also asked" in error_of(
        broken(tmp_path, "board", given_and_asked))
    unknown = CITIES_ONLY.replace("city_cards = 2\n", 'ask = ["shields"]\n', 1)
    assert "board.toml: location.4.ask.0: Input should be 'city_cards', 'contracts', " \
           "'outpost' or 'special'" in error_of(broken(tmp_path, "board", unknown))


def test_steps_told_at_the_table_are_kept_in_the_board_file(tmp_path: Path) -> None:
    steps = ('\n[[steps]]\na = "beijing"\nb = "dunmere"\nseals = ["spicer"]\nsteps = 3\n')
    data = load_data(broken(tmp_path, "board", CITIES_ONLY + steps))
    assert data.board.steps == {("beijing", "dunmere", frozenset({Seal.SPICER})): 3}
    twice = CITIES_ONLY + steps + steps.replace('"beijing"\nb = "dunmere"',
                                                '"dunmere"\nb = "beijing"')
    assert "board.toml: steps.1 (dunmere-beijing): these steps, with these seals, are given " \
           "twice" in error_of(broken(tmp_path, "board", twice))
    assert "steps.0 (beijing-dunmere): a board with routes gives no steps" in error_of(
        broken(tmp_path, "board", BOARD + steps))
    oasis = CITIES_ONLY + steps.replace('"dunmere"', '"oasis-1"')
    assert "'oasis-1' is not a city of this board" in error_of(
        broken(tmp_path, "board", oasis))


def test_a_power_that_completes_on_completing_is_refused(tmp_path: Path) -> None:
    # It would complete again on its own completion, with no end.
    text = CHARACTERS.replace('{ event = "contract-completed", effects = [{ kind = "vp", '
                              'amount = 2 }] }', '{ event = "contract-completed", effects = '
                              '[{ kind = "complete" }] }', 1)
    assert "a power on 'contract-completed' cannot 'complete' a seal or contract" in error_of(
        broken(tmp_path, "characters", text))
