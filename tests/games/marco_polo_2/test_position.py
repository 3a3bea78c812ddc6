"""`soloist decide marco-polo-2 FILE`: the Automa's turn in a described position."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from soloist.engine.errors import DataFileError
from soloist.games.marco_polo_2.position import decide

EXAMPLE = Path(__file__).parents[3] / "examples" / "marco-polo-2-position.toml"


def write(tmp_path: Path, text: str, name: str = "position.toml") -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


def test_the_example_position_explains_the_turn() -> None:
    report = decide(EXAMPLE, seed=1)
    text = "\n".join(report.lines)
    assert "Bonus action: no unresolved seal on A-D, so it completes the top contract" in text
    assert "1st main action, Travel: not valid: Dunmere (fictional) is 2 moves away" in text
    assert "City card action: it rolls 4: 4, 5, 6 are taken or not on the display, so the " \
           "next number: 1, the city card of Amberfield (fictional)." in text
    assert report.data["roll"] == 4 and report.data["roll_source"] == "position"
    after = report.data["automa_after"]
    assert isinstance(after, dict) and after["vp"] == 13
    json.dumps(report.data)  # plain data


def test_the_roll_comes_from_the_seed_when_the_position_leaves_it_out(tmp_path: Path) -> None:
    text = EXAMPLE.read_text().replace("roll = 4", "")
    path = write(tmp_path, text)
    first, again = decide(path, seed=7), decide(path, seed=7)
    assert first.data["roll_source"] == "seed 7"
    assert first.lines == again.lines


def test_json_positions_work_too(tmp_path: Path) -> None:
    path = write(tmp_path, json.dumps({"data": "sample", "roll": 2,
                                       "card": {"main": ["books"]}}), "position.json")
    report = decide(path, seed=1)
    assert any("Books: it rolls 2: the silk space" in line for line in report.lines)


def test_a_missing_fact_names_the_field_to_add(tmp_path: Path) -> None:
    text = EXAMPLE.read_text().replace('[table.outposts]\ndunmere = [{ kind = "vp", amount = 2 }]',
                                       "[table.outposts]")
    text = text.replace('spaces = { "travel-2" = ["automa", "automa"], "books-silk" = '
                        '["person"] }', "")
    text = text.replace('bonus = "complete"', 'bonus = "none"')
    with pytest.raises(DataFileError, match=r"table\.outposts\.dunmere: the Automa is the "
                                            r"first to place a trading post in Dunmere"):
        decide(write(tmp_path, text), seed=1)


def test_a_bad_field_is_named(tmp_path: Path) -> None:
    text = EXAMPLE.read_text().replace("own_dice = 2", "own_dice = 9")
    with pytest.raises(DataFileError, match=re.escape("automa.own_dice: Input should be less "
                                                      "than or equal to 5")):
        decide(write(tmp_path, text), seed=1)
    text = EXAMPLE.read_text().replace('"books-silk"', '"books-saffron"')
    with pytest.raises(DataFileError, match=re.escape("table.spaces.books-saffron: no such "
                                                      "action space")):
        decide(write(tmp_path, text), seed=1)
    text = EXAMPLE.read_text().replace('at = "cindervale"', 'at = "cinder"')
    with pytest.raises(DataFileError, match=re.escape("automa.at: 'cinder' is not a location")):
        decide(write(tmp_path, text), seed=1)


def test_a_card_must_end_with_books(tmp_path: Path) -> None:
    text = EXAMPLE.read_text().replace('main = ["travel", "city-card", "books"]',
                                       'main = ["travel"]')
    with pytest.raises(DataFileError, match=re.escape("card.main: the last main action of "
                                                      "every Automa card is books")):
        decide(write(tmp_path, text), seed=1)


def test_a_tile_or_contract_for_a_city_without_that_space_is_refused(tmp_path: Path) -> None:
    # Nothing given is silently ignored: the board says where outposts and contracts lie.
    text = EXAMPLE.read_text().replace("emberlow = \"none\"", "emberlow = \"none\"\n"
                                       "amberfield = \"none\"\nfernhold = \"none\"")
    decide(write(tmp_path, text), seed=1)  # both have an outpost space in the sample
    text = EXAMPLE.read_text().replace("emberlow = \"none\"", "emberlow = \"none\"\n"
                                       "glimmerport = \"none\"")
    with pytest.raises(DataFileError, match=r"table\.outposts\.glimmerport: Glimmerport "
                                            r"\(fictional\) has no outpost space"):
        decide(write(tmp_path, text), seed=1)
    text = EXAMPLE.read_text().replace("[table.contracts]", "[table.contracts]\n"
                                       "dunmere = [{ vp = 2 }]")
    with pytest.raises(DataFileError, match=r"table\.contracts\.dunmere: Dunmere \(fictional\) "
                                            r"has no contract space"):
        decide(write(tmp_path, text), seed=1)
    text = EXAMPLE.read_text().replace('emberlow = [{ vp = 5, reward = "black-die" },',
                                       'emberlow = [{ vp = 1 }, { vp = 5, reward = "black-die" },')
    with pytest.raises(DataFileError, match=r"table\.contracts\.emberlow: 3 contracts, but "
                                            r"Emberlow \(fictional\) has 2 contract spaces"):
        decide(write(tmp_path, text), seed=1)


@pytest.mark.parametrize(("change", "message"), [
    # Three coins on space A: each of A-D has one coin.
    (('coins = ["A", "C", "D"]', 'coins = ["A", "A", "A"]'),
     "automa.coins: A is given twice (each of the spaces A-D has one coin)"),
    # `true` is not 2 dice.
    (("own_dice = 2", "own_dice = true"), "automa.own_dice: Input should be a valid integer"),
    (("roll = 4", "roll = 4.0"), "roll: Input should be a valid integer"),
    (("level = 2", "level = true"), "level: Input should be a valid integer"),
    (('trading_posts = ["amberfield", "cindervale"]',
      'trading_posts = ["amberfield", "amberfield"]'),
     "automa.trading_posts: amberfield is given twice (a city holds at most one trading post "
     "of each player)"),
    (('trading_posts = ["amberfield", "cindervale"]', 'trading_posts = ["beijing"]'),
     "automa.trading_posts: no trading post is ever placed in Beijing"),
    (('coins = ["A", "C", "D"]', 'coins = ["A", "C", "D"]\nseals = { C = { seal = "jeweler" } }'),
     "automa: seals.C: space C still has its coin"),
    (('coins = ["A", "C", "D"]', 'coins = ["A", "D"]\nseals = { C = { seal = "farmer" } }'),
     "automa: seals.C: space C takes the jeweler seal, not the farmer"),
])
def test_a_position_that_cannot_be_is_refused_naming_the_field(
        tmp_path: Path, change: tuple[str, str], message: str) -> None:
    old, new = change
    text = EXAMPLE.read_text()
    assert old in text
    with pytest.raises(DataFileError, match=re.escape(message)):
        decide(write(tmp_path, text.replace(old, new)), seed=1)


#: A position a mutation test made (tests/games/test_mutated_files.py): the Automa's figure
#: stands in Cindervale, the next city its trip slide shows, when a contract gives it an
#: advancement. No game gets there (arriving shifts the slide), but a described position
#: can: it reaches the city at once, with no step to make (Soloist's reading).
FIGURE_ALREADY_THERE = {'data': 'sample',
                        'character': 'Navigator',
                        'level': 2,
                        'roll': 4,
                        'automa': {'at': 'cindervale',
                                   'own_dice': 2,
                                   'black_dice': 0,
                                   'coins': ['A', 'C', 'D'],
                                   'trading_posts': ['amberfield', 'cindervale'],
                                   'contracts': [{'vp': 3, 'reward': 'advancement'}],
                                   'vp': 6},
                        'trip': {'display': ['dunmere', 'cindervale', 'emberlow'],
                                 'later': ['fernhold'],
                                 'letters': {'emberlow': 'A'}},
                        'card': {'bonus': 'complete',
                                 'main': ['travel', 'city-card', 'books']},
                        'table': {'black_dice': 3,
                                  'spaces': {'travel-2': ['automa', 'automa'],
                                             'books-silk': ['person']},
                                  'outposts': {'dunmere': [{'kind': 'vp', 'amount': 2}],
                                               'emberlow': 'none'},
                                  'contracts': {'emberlow': [{'vp': 5, 'reward': 'black-die'},
                                                             {'vp': 5,
                                                              'reward': 'up-to-2-advancements'}],
                                                'cindervale': [{'vp': 4,
                                                                'reward': 'black-die'}]}}}


def test_an_advancement_when_the_figure_already_stands_in_the_next_city_reaches_it(
        tmp_path: Path) -> None:
    report = decide(write(tmp_path, json.dumps(FIGURE_ALREADY_THERE), "position.json"), seed=1)
    assert "The contract: 1 advancement: its figure reaches Cindervale (fictional)." in (
        report.lines)
