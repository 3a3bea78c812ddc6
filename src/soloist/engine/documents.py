"""Reading the TOML and JSON files a person writes (data files, described positions)."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError
from pydantic_core import PydanticCustomError

from soloist.engine.errors import DataFileError
from soloist.engine.phrase import Phrase, phrase
from soloist.engine.reasons import OWN_REASON, json_reason, pydantic_reason, toml_reason

M = TypeVar("M", bound=BaseModel)

#: The deepest nesting of lists and tables a data file may have. Soloist's own files go 5
#: deep; a deeper file is refused before anything walks it (a walk may recurse per level).
MAX_DEPTH = 32


def read_document(path: Path) -> dict[str, Any]:
    """A TOML (``.toml``) or JSON (any other name) file as a dictionary.

    Errors name the file, and the line where the parser gives one.
    """
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise DataFileError(phrase("{path}: no such file", path=str(path))) from None
    except IsADirectoryError:
        raise DataFileError(phrase("{path}: a folder, not a file", path=str(path))) from None
    except (OSError, UnicodeDecodeError) as error:
        raise DataFileError(phrase("{path}: cannot be read ({error})", path=str(path),
                                   error=str(error))) from None
    too_deep = DataFileError(phrase("{path}: lists or tables are nested more than {depth} "
                                    "deep; a data file never needs that many", path=str(path),
                                    depth=MAX_DEPTH))
    if path.suffix.lower() == ".toml":
        try:
            table = tomllib.loads(text)
        except tomllib.TOMLDecodeError as error:
            raise DataFileError(phrase("{path}: not valid TOML: {error}", path=str(path),
                                       error=toml_reason(str(error)))) from None
        except RecursionError:  # the parser recurses once per level
            raise too_deep from None
        if depth(table) > MAX_DEPTH:
            raise too_deep
        return table
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise DataFileError(phrase("{path}: not valid JSON: line {line}, column {column}: "
                                   "{error}", path=str(path), line=error.lineno,
                                   column=error.colno, error=json_reason(error.msg))) from None
    except RecursionError:
        raise too_deep from None
    if not isinstance(data, dict):
        raise DataFileError(phrase("{path}: the top level must be an object", path=str(path)))
    if depth(data) > MAX_DEPTH:
        raise too_deep
    return data


def depth(data: object) -> int:
    """How deep lists and tables are nested in `data` (a plain value: 0), without recursion."""
    deepest = 0
    waiting: list[tuple[object, int]] = [(data, 0)]
    while waiting:
        value, level = waiting.pop()
        deepest = max(deepest, level)
        if isinstance(value, dict):
            waiting.extend((item, level + 1) for item in value.values())
        elif isinstance(value, list):
            waiting.extend((item, level + 1) for item in value)
    return deepest


def refusal(reason: Phrase) -> PydanticCustomError:
    """A validator's refusal in our own words, to raise: pydantic reports it as `reason`
    itself (a `ValueError` would put "Value error, " before it), and a data file's error
    says it in the person's language."""
    return PydanticCustomError(OWN_REASON, "{reason}", {"reason": reason})


def validate(model: type[M], data: object, source: str) -> M:
    """`data` as a `model`, or a `DataFileError` naming each field and its problem."""
    try:
        return model.model_validate(data)
    except ValidationError as error:
        problems: list[str] = []
        for item in error.errors():
            where = ".".join(str(part) for part in item["loc"]) or phrase("(top level)")
            problems.append(phrase("{source}: {where}: {problem}", source=source, where=where,
                                   problem=pydantic_reason(item)))
        raise DataFileError(lines(problems)) from None


def lines(said: list[str]) -> str:
    """`said` (phrases), one a line, as one text a driver can say in a language: each line
    in it. (The line break is no word, so this has no message of its own: a translator says
    its lines, and keeps the break, `soloist.i18n.Translator.text`.)"""
    made = said[0]
    for line in said[1:]:
        made = Phrase("{lines}\n{line}", {"lines": made, "line": line})
    return made


def load(model: type[M], path: Path) -> M:
    return validate(model, read_document(path), str(path))
