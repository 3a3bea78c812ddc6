"""A data file's error in the person's language, to the last word (issue 32): each of
pydantic's checks that Soloist's models make, and each message of the JSON and TOML
parsers, is a phrase of ours; in English it reads as the library's words, byte for byte."""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel, ValidationError

from soloist.engine.documents import read_document, validate
from soloist.engine.errors import DataFileError, message_of
from soloist.engine.phrase import Phrase
from soloist.engine.reasons import OWN_REASON, json_reason, pydantic_reason, toml_reason
from soloist.games.fantastic_factories.cards import BlueprintEntry, CardFile
from soloist.games.fantastic_factories.position import DicePart, MarketPart
from soloist.games.marco_polo_2.data import BoardFile, LocationEntry
from soloist.games.marco_polo_2.position import AutomaPart, SealPart
from soloist.games.marco_polo_2.position import Position as Mp2Position
from soloist.games.revive.board import BoardModel
from soloist.games.revive.position import Position as RevivePosition
from soloist.games.tokaido.automa_cards import AutomaCardTable
from soloist.games.tokaido.cards import MealEntry, SouvenirFamilyEntry
from soloist.games.tokaido.position import RoadPart
from soloist.i18n import PSEUDO, in_language

ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")
BRACKETED = re.compile(r"\[[^\]]*\]")
#: What stands for a value of the file's own (its path, a key, a value): no letter.
MASK = "\u00a7"

DICE = {"red": 1, "blue": 2, "purple": 3, "yellow": 4, "green": 5}
MEAL = {"name": "Miso", "cost": 1, "copies": 1}
BLUEPRINT = {"name": "Forge", "copies": 2, "type": "training", "tool": "hammer", "metal": 1,
             "energy": 1, "prestige": 1}

#: pydantic's error type → a model of Soloist's and data that makes it.
CASES: dict[str, tuple[type[BaseModel], dict[str, Any]]] = {
    "missing": (DicePart, {"red": 1}),
    "extra_forbidden": (DicePart, {**DICE, "white": 2}),
    "int_type": (DicePart, {**DICE, "red": "1"}),
    "int_parsing": (MealEntry, {**MEAL, "cost": "cheap"}),
    "int_from_float": (MealEntry, {**MEAL, "cost": 1.5}),
    "bool_type": (RoadPart, {"return_trip": 1}),
    "bool_parsing": (BoardModel, {"fictional": "perhaps"}),
    "string_type": (MealEntry, {**MEAL, "name": 3}),
    "list_type": (RoadPart, {"occupied": 3}),
    "tuple_type": (SouvenirFamilyEntry, {"family": "food", "cards": [3]}),
    "dict_type": (AutomaPart, {"seals": [1]}),
    "model_type": (Mp2Position, {"automa": 3}),
    "greater_than_equal": (DicePart, {**DICE, "red": 0}),
    "less_than_equal": (DicePart, {**DICE, "red": 7}),
    "too_short": (BoardFile, {"location": []}),
    "too_long": (RoadPart, {"occupied": [1, 2, 3, 4, 5]}),
    "string_too_short": (MealEntry, {**MEAL, "name": ""}),
    "string_too_long": (LocationEntry, {"id": "a", "name": "x" * 41, "kind": "city"}),
    "string_pattern_mismatch": (LocationEntry, {"id": "Ä", "name": "a", "kind": "city"}),
    "literal_error": (LocationEntry, {"id": "a", "name": "a", "kind": "desert"}),
    "enum": (SealPart, {"seal": "baker"}),
    "value_error": (BlueprintEntry, {**BLUEPRINT, "prestige": [1, 2, 3]}),
    OWN_REASON: (AutomaPart, {"coins": ["A", "A"]}),
}

#: More of our own validators' reasons (each a "value_error" with a phrase of ours, or a
#: refusal in our own words, `soloist.engine.documents.refusal`).
OURS: list[tuple[type[BaseModel], dict[str, Any]]] = [
    (AutomaPart, {"coins": ["A"], "seals": {"A": {"seal": "spicer"}}}),
    (AutomaPart, {"coins": [], "seals": {"A": {"seal": "farmer"}}}),
    (MarketPart, {"blueprints": ["nothing"]}),
    (RevivePosition, {"energy": 3, "card": 9}),
    (AutomaCardTable, {"range": 1, "icons": ["bridge"]}),
    (CardFile, {"edition": "x", "blueprint_total": 1, "contractor_total": 1, "blueprint": [
        {**BLUEPRINT, "prestige": [1]}], "contractor": []}),
    (AutomaPart, {"trading_posts": ["venezia", "venezia"]}),
    (AutomaPart, {"coins": [], "seals": {"A": {"seal": "spicer"}, "B": {"seal": "spicer"}}}),
]

#: The JSON parser's message → a file that makes it.
JSON_FILES = {
    "Expecting value": "",
    "Expecting ',' delimiter": '{"a": 1 "b": 2}',
    "Expecting ':' delimiter": '{"a" 1}',
    "Expecting property name enclosed in double quotes": "{'a': 1}",
    "Extra data": '{"a": 1} 2',
    "Unterminated string starting at": '{"a": "b',
    "Invalid control character at": '{"a": "b\tc"}',
    "Invalid \\escape": '{"a": "\\q"}',
    "Invalid \\uXXXX escape": '{"a": "\\u12"}',
}

#: The TOML parser's reason → a file that makes it.
TOML_FILES = {
    "Invalid statement": "= 1",
    "Expected newline or end of document after a statement": "a = 1 b = 2",
    "Cannot overwrite a value": "a = 1\na.b = 2",
    "Expected ']' at the end of a table declaration": "[a",
    "Expected ']]' at the end of an array declaration": "[[a]",
    "Expected '=' after a key in a key/value pair": "a 1",
    "Invalid initial character for a key part": "a. = 1",
    "Unclosed array": "a = [1",
    "Unclosed inline table": "a = {b = 1",
    "Unescaped '\\' in a string": 'a = "\\q"',
    "Invalid hex value": 'a = "\\uZZZZ"',
    "Escaped character is not a Unicode scalar value": 'a = "\\uD800"',
    "Unterminated string": 'a = "b',
    "Invalid date or datetime": "a = 1979-02-30",
    "Invalid value": "a = what",
    "Expected {expected}": "a = '''abc",
    "Found invalid character {character}": "a = 'b\x01'",
    "Illegal character {character}": 'a = "\x01"',
    "Cannot declare {key} twice": "[a]\n[a]",
    "Cannot mutate immutable namespace {key}": "a = {}\n[[a]]",
    "Cannot redefine namespace {key}": "[a.b]\n[a]\nb.c = 1",
    "Duplicate inline table key {key}": "a = {b = 1, b = 2}",
}


def masked(said: str) -> str:
    """`said` with each field that is the file's own (a plain text: its path, a key, a
    value) written as `MASK`: what is left is ours to say."""
    if not isinstance(said, Phrase):
        return MASK
    return Phrase(said.template, {name: masked(value) if isinstance(value, str) else value
                                  for name, value in said.fields.items()})


def assert_ours_to_the_last_word(said: str) -> None:
    """In the pseudo-language, no English word outside a bracket but the file's own."""
    assert isinstance(said, Phrase), said
    text = in_language(PSEUDO, masked(said))
    assert ENGLISH_WORD.search(BRACKETED.sub("", text)) is None, text


def refused(model: type[BaseModel], data: dict[str, Any]) -> tuple[str, ValidationError]:
    with pytest.raises(ValidationError) as raised:
        model.model_validate(data)
    with pytest.raises(DataFileError) as error:
        validate(model, data, "my-copy.toml")
    return message_of(error.value), raised.value


@pytest.mark.parametrize("kind", CASES)
def test_each_of_pydantics_checks_is_said_in_the_persons_language(kind: str) -> None:
    model, data = CASES[kind]
    said, raised = refused(model, data)
    assert kind in [item["type"] for item in raised.errors()]
    # English: pydantic's words, as before.
    assert said == "\n".join(
        f"my-copy.toml: {'.'.join(str(part) for part in item['loc']) or '(top level)'}: "
        f"{item['msg']}" for item in raised.errors())
    assert_ours_to_the_last_word(said)


@pytest.mark.parametrize(("model", "data"), OURS)
def test_our_own_validators_reasons_are_phrases(model: type[BaseModel],
                                                data: dict[str, Any]) -> None:
    said, raised = refused(model, data)
    assert {item["type"] for item in raised.errors()} <= {"value_error", OWN_REASON}
    assert_ours_to_the_last_word(said)


def test_a_type_not_listed_is_pydantics_english() -> None:
    item = {"type": "uuid_type", "loc": ("a",), "msg": "UUID input should be a string",
            "input": 3}
    assert pydantic_reason(item) == "UUID input should be a string"
    assert not isinstance(pydantic_reason(item), Phrase)


@pytest.mark.parametrize("message", JSON_FILES)
def test_each_json_message_is_said_in_the_persons_language(message: str,
                                                           tmp_path: Path) -> None:
    path = tmp_path / "cards.json"
    path.write_text(JSON_FILES[message], encoding="utf-8")
    with pytest.raises(json.JSONDecodeError) as parsed:
        json.loads(JSON_FILES[message])
    assert parsed.value.msg == message
    with pytest.raises(DataFileError) as error:
        read_document(path)
    said = message_of(error.value)
    assert said == (f"{path}: not valid JSON: line {parsed.value.lineno}, column "
                    f"{parsed.value.colno}: {message}")
    assert_ours_to_the_last_word(said)


def test_the_python_scanners_messages_with_a_value_are_phrases_too() -> None:
    for message in ("Invalid control character '\\t' at", "Invalid \\escape: 'q'"):
        said = json_reason(message)
        assert said == message
        assert_ours_to_the_last_word(said)


@pytest.mark.parametrize("reason", TOML_FILES)
def test_each_toml_message_is_said_in_the_persons_language(reason: str,
                                                           tmp_path: Path) -> None:
    path = tmp_path / "board.toml"
    path.write_text(TOML_FILES[reason], encoding="utf-8")
    with pytest.raises(tomllib.TOMLDecodeError) as parsed:
        tomllib.loads(TOML_FILES[reason])
    with pytest.raises(DataFileError) as error:
        read_document(path)
    said = message_of(error.value)
    assert said == f"{path}: not valid TOML: {parsed.value}"
    assert_ours_to_the_last_word(said)
    template = said.fields["error"].fields["reason"]  # type: ignore[attr-defined]
    assert template.template == reason


def test_toml_at_the_end_of_the_document_and_an_unknown_message() -> None:
    with pytest.raises(tomllib.TOMLDecodeError) as parsed:
        tomllib.loads("a = ")
    assert str(parsed.value).endswith("(at end of document)")
    assert_ours_to_the_last_word(toml_reason(str(parsed.value)))
    assert toml_reason("Something new (at line 1, column 2)") == \
        "Something new (at line 1, column 2)"


def test_a_german_line_reads_as_a_german_player_reads_it() -> None:
    said, _ = refused(DicePart, {**DICE, "red": 7})
    assert in_language("de", said) == \
        "my-copy.toml: red: Der Wert darf höchstens 6 sein"


def test_each_line_of_a_file_with_several_problems_is_said() -> None:
    said, _ = refused(DicePart, {**DICE, "red": 0, "white": 1})
    assert in_language("de", said).split("\n") == [
        "my-copy.toml: red: Der Wert muss mindestens 1 sein",
        "my-copy.toml: white: Dieses Feld gibt es hier nicht"]
