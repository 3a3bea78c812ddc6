"""Every example position and every data file, mutated at random: the outcome is a clean error
naming the file, or a valid decision (a game that plays), never a traceback (issue 17).

A mutation changes one value anywhere in the document (to a number of any size, true/false,
a text, an empty text, a list or a table), removes a field or a list entry, repeats a list
entry or adds an unknown field; or it cuts or garbles the file's text.

Marco Polo II's data is a directory of files (board.toml, tiles.toml, mautoma.toml,
characters.toml): each is mutated in a copy of the FICTIONAL sample's directory, written back
as TOML.
"""

from __future__ import annotations

import itertools
import json
import shutil
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import tomli_w
from hypothesis import given
from hypothesis import strategies as st

from soloist.engine.autoplay import play_out
from soloist.engine.errors import SoloistError
from soloist.engine.stand_ins import RandomStandIn
from soloist.games import find_game

ROOT = Path(__file__).parents[2]
EXAMPLES = ROOT / "examples"
DATA = ROOT / "src" / "soloist" / "games"
SAMPLE_BOARD = DATA / "revive" / "data" / "sample-board.toml"
SAMPLE_MAP = DATA / "revive" / "data" / "sample-map.toml"

POSITIONS = {
    "fantastic-factories": EXAMPLES / "fantastic-factories-position.toml",
    "tokaido": EXAMPLES / "tokaido-position.toml",
    "revive": EXAMPLES / "revive-position.toml",
    "marco-polo-2": EXAMPLES / "marco-polo-2-position.toml",
}
MP2_SAMPLE = DATA / "marco_polo_2" / "data" / "sample"
MP2_FILES = ("board.toml", "tiles.toml", "mautoma.toml", "characters.toml")

#: Each data file with the game and the options that read it (the file's path goes in
#: `option`), and what to take out of Soloist's own copy to make it a person's file.
DATA_FILES: dict[str, tuple[str, Path, str, dict[str, object], tuple[str, ...]]] = {
    "ff-cards": ("fantastic-factories", DATA / "fantastic_factories" / "data" / "cards.toml",
                 "cards", {"digital": True}, ()),
    "ff-cards-model": ("fantastic-factories",
                       DATA / "fantastic_factories" / "data" / "cards.toml",
                       "cards", {"table": "model"}, ()),
    "tokaido-cards": ("tokaido", DATA / "tokaido" / "data" / "assumed-automa-cards.toml",
                      "cards", {"digital": True, "level": 7}, ("assumption",)),
    "tokaido-base-game": ("tokaido", DATA / "tokaido" / "data" / "base-game.toml",
                          "base_game", {"digital": True}, ()),
    "revive-board": ("revive", SAMPLE_BOARD, "board", {"map": str(SAMPLE_MAP)}, ()),
    "revive-map": ("revive", SAMPLE_MAP, "map", {"board": str(SAMPLE_BOARD)}, ()),
}

#: Unique file names: data files are cached by path.
numbers = itertools.count()

VALUES = st.one_of(
    st.integers(-3, 60), st.integers(), st.booleans(), st.floats(allow_nan=False),
    st.sampled_from(["", " ", "sample", "unknown", "refresh", "none", "x" * 300, ".", "..",
                     "production", "sea", "inn", "3t", "Foundry", "A", "-1"]),
    st.text(max_size=12), st.just([]), st.just({}), st.lists(st.integers(-2, 60), max_size=5),
)


def paths(document: object, prefix: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
    """Every place in the document: each table field and list entry, nested."""
    found = []
    if isinstance(document, dict):
        for key, value in document.items():
            found.append((*prefix, key))
            found.extend(paths(value, (*prefix, key)))
    elif isinstance(document, list):
        for index, value in enumerate(document):
            found.append((*prefix, index))
            found.extend(paths(value, (*prefix, index)))
    return found


def parent_of(document: Any, path: tuple[object, ...]) -> Any:
    for step in path[:-1]:
        document = document[step]
    return document


def nudged(value: object, texts: list[str]) -> st.SearchStrategy[object]:
    """A value of the same kind, near the one there: the mutations a typing slip makes."""
    if isinstance(value, bool):
        return st.just(not value)
    if isinstance(value, int):
        return st.integers(min(-2, value - 3), max(3, 2 * value + 3))
    if isinstance(value, float):
        return st.floats(-1, 2 * abs(value) + 1)
    if isinstance(value, str):
        return st.sampled_from(texts or [""]) | st.just(value.upper()) | st.just(value[:-1])
    if isinstance(value, list):
        return st.permutations(value).map(list) | st.just(value[:-1]) | st.just(value * 2)
    return st.just(value)


@st.composite
def mutated(draw: st.DrawFn, source: Path, leave_out: tuple[str, ...] = ()) -> tuple[str, str]:
    """The text of a mutated copy of `source`, and the suffix to save it with."""
    text = source.read_text(encoding="utf-8")
    if draw(st.integers(0, 9)) == 0:  # the text itself, cut or garbled (TOML)
        cut = draw(st.integers(0, len(text)))
        junk = draw(st.sampled_from(["", "=", "[", "]", '"', "\n[x", "\x00", "é", "1e9"]))
        return text[:cut] + junk + text[cut + draw(st.integers(0, 3)):], ".toml"
    document: Any = tomllib.loads(text)
    for key in leave_out:
        document.pop(key, None)
    places = paths(document)
    texts = sorted({value for place in places
                    if isinstance(value := parent_of(document, place)[place[-1]], str)})
    for _ in range(draw(st.integers(1, 3))):
        place = draw(st.sampled_from(places)) if places else ()
        parent = parent_of(document, place) if place else document
        key = place[-1] if place else None
        action = draw(st.sampled_from(["nudge", "nudge", "nudge", "replace", "replace",
                                       "remove", "repeat", "unknown"]))
        try:
            if action == "nudge" and key is not None:
                parent[key] = draw(nudged(parent[key], texts))
            elif action == "replace" and key is not None:
                parent[key] = draw(VALUES)
            elif action == "remove" and key is not None:
                del parent[key]
            elif action == "repeat" and isinstance(parent, list) and key is not None:
                parent.append(parent[key])
            elif isinstance(parent, dict):
                parent[draw(st.sampled_from(["colour", "extra", "x"]))] = draw(VALUES)
        except (IndexError, KeyError, TypeError):
            pass  # an earlier mutation moved this place: the document stays as it is
        places = paths(document)
    return json.dumps(document), ".json"


def clean(error: SoloistError, path: Path) -> None:
    assert str(path) in str(error), f"the error does not name {path}: {error}"


def save(tmp_path: Path, text: str, suffix: str, name: str) -> Path:
    path = tmp_path / f"{name}-{next(numbers)}{suffix}"
    path.write_text(text, encoding="utf-8")
    return path


def check_position(game: str, tmp_path: Path, text: str, suffix: str) -> None:
    path = save(tmp_path, text, suffix, "position")
    try:
        report = find_game(game).decide(path, seed=7)
    except SoloistError as error:
        clean(error, path)
        return
    assert report.lines and report.data


def check_data_file(name: str, tmp_path: Path, text: str, suffix: str) -> None:
    game, _, option, options, _ = DATA_FILES[name]
    path = save(tmp_path, text, suffix, name)
    definition = find_game(game)
    try:
        parsed = definition.parse_options({**options, option: str(path)})
        result = play_out(definition, parsed, 11, RandomStandIn)
    except SoloistError as error:
        clean(error, path)
        return
    assert result.headline()


def check_mp2_file(name: str, tmp_path: Path, text: str, suffix: str) -> None:
    """One of Marco Polo II's data files, mutated, in a copy of the sample's directory: a
    simulated game plays, or the error names the file."""
    folder = tmp_path / f"data-{next(numbers)}"
    shutil.copytree(MP2_SAMPLE, folder)
    if suffix == ".json":  # a mutated document: written back as TOML, as a person would
        try:
            text = tomli_w.dumps(json.loads(text))
        except (TypeError, ValueError):
            return  # TOML cannot hold it (a list of mixed tables): no file a person writes
    path = folder / name
    path.write_text(text, encoding="utf-8")
    definition = find_game("marco-polo-2")
    try:
        parsed = definition.parse_options({"data": str(folder), "table": "model",
                                           "draw": "soloist"})
        result = play_out(definition, parsed, 11, RandomStandIn)
    except SoloistError as error:
        # the file by its path, or the directory with the file's name in it ("DIR: …
        # missing: tiles.toml: contracts")
        if str(path) not in str(error):
            assert str(folder) in str(error) and name in str(error), error
        return
    assert result.headline()


def property_for(check: Callable[[str, Path, str, str], None], key: str, source: Path,
                 leave_out: tuple[str, ...] = ()) -> Callable[..., None]:
    @given(mutated(source, leave_out))
    def run(tmp_path_factory: pytest.TempPathFactory, case: tuple[str, str]) -> None:
        check(key, tmp_path_factory.mktemp(key), *case)

    return run


@pytest.mark.parametrize("game", sorted(POSITIONS))
def test_a_mutated_example_position_is_refused_naming_it_or_decided(
        game: str, tmp_path_factory: pytest.TempPathFactory) -> None:
    property_for(check_position, game, POSITIONS[game])(tmp_path_factory)


@pytest.mark.parametrize("name", sorted(DATA_FILES))
def test_a_mutated_data_file_is_refused_naming_it_or_plays(
        name: str, tmp_path_factory: pytest.TempPathFactory) -> None:
    _, source, _, _, leave_out = DATA_FILES[name]
    property_for(check_data_file, name, source, leave_out)(tmp_path_factory)


@pytest.mark.parametrize("name", MP2_FILES)
def test_a_mutated_marco_polo_2_data_file_is_refused_naming_it_or_plays(
        name: str, tmp_path_factory: pytest.TempPathFactory) -> None:
    property_for(check_mp2_file, name, MP2_SAMPLE / name)(tmp_path_factory)


@pytest.mark.parametrize("game", sorted(POSITIONS))
def test_each_example_position_as_shipped_decides(game: str, tmp_path: Path) -> None:
    check_position(game, tmp_path, POSITIONS[game].read_text(encoding="utf-8"), ".toml")


@pytest.mark.parametrize("name", sorted(DATA_FILES))
def test_each_data_file_as_a_person_would_copy_it_plays(name: str, tmp_path: Path) -> None:
    _, source, _, _, leave_out = DATA_FILES[name]
    document = tomllib.loads(source.read_text(encoding="utf-8"))
    for key in leave_out:
        document.pop(key, None)
    game, _, option, options, _ = DATA_FILES[name]
    path = save(tmp_path, json.dumps(document), ".json", name)
    definition = find_game(game)
    parsed = definition.parse_options({**options, option: str(path)})
    assert play_out(definition, parsed, 11, RandomStandIn).headline()
