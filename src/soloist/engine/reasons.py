"""A library's own reason inside a data file's error, as a phrase of ours: pydantic's field
checks (by the error's type, its context's values as fields), and the JSON and TOML
parsers' messages (by their text, their variable parts as fields).

Each phrase is the library's English byte for byte: a reason that would read otherwise (a
message a newer library words differently) is the library's English as it is, and so is
any reason not listed here (a type or message no model or parser of Soloist's produces
today): a person reads it in English, and nothing breaks.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from soloist.engine.phrase import Phrase, joined, phrase


def _same(made: str, english: str) -> str:
    """`made` where it reads as the library's `english`; else the library's English."""
    return made if made == english else english


# --- pydantic ---------------------------------------------------------------------------

#: Reasons without a value in them, by the error's type.
_PLAIN: dict[str, Phrase] = {
    "missing": phrase("Field required"),
    "extra_forbidden": phrase("Extra inputs are not permitted"),
    "int_type": phrase("Input should be a valid integer"),
    "int_parsing": phrase("Input should be a valid integer, unable to parse string as an "
                          "integer"),
    "int_from_float": phrase("Input should be a valid integer, got a number with a "
                             "fractional part"),
    "float_type": phrase("Input should be a valid number"),
    "float_parsing": phrase("Input should be a valid number, unable to parse string as a "
                            "number"),
    "bool_type": phrase("Input should be a valid boolean"),
    "bool_parsing": phrase("Input should be a valid boolean, unable to interpret input"),
    "string_type": phrase("Input should be a valid string"),
    "list_type": phrase("Input should be a valid list"),
    "tuple_type": phrase("Input should be a valid tuple"),
    "dict_type": phrase("Input should be a valid dictionary"),
}

#: The kinds of value a length is checked on (pydantic's ``field_type``).
_KINDS: dict[str, Phrase] = {
    "List": phrase("List"),
    "Tuple": phrase("Tuple"),
    "Dictionary": phrase("Dictionary"),
    "Value": phrase("Value"),
}


def _choices(expected: str) -> str:
    """pydantic's list of allowed values (``'a', 'b' or 'c'``): each value as the file
    writes it, the words between them ours."""
    if " or " not in expected:
        return phrase("Input should be {expected}", expected=expected)
    head, last = expected.rsplit(" or ", 1)
    return phrase("Input should be {choices} or {choice}", choices=joined(head.split(", ")),
                  choice=last)


def _length(kind: str, ctx: Mapping[str, Any]) -> str | None:
    """A too short or too long list's reason (the one item / several items said apart)."""
    field_type = _KINDS.get(str(ctx.get("field_type")))
    if field_type is None:
        return None
    if kind == "too_short":
        least, actual = ctx["min_length"], ctx["actual_length"]
        if least == 1:
            return phrase("{kind} should have at least {least} item after validation, not "
                          "{actual}", kind=field_type, least=least, actual=actual)
        return phrase("{kind} should have at least {least} items after validation, not "
                      "{actual}", kind=field_type, least=least, actual=actual)
    most, actual = ctx["max_length"], ctx["actual_length"]
    if most == 1:
        return phrase("{kind} should have at most {most} item after validation, not {actual}",
                      kind=field_type, most=most, actual=actual)
    return phrase("{kind} should have at most {most} items after validation, not {actual}",
                  kind=field_type, most=most, actual=actual)


def _text_length(kind: str, ctx: Mapping[str, Any]) -> str:
    if kind == "string_too_short":
        least = ctx["min_length"]
        if least == 1:
            return phrase("String should have at least {least} character", least=least)
        return phrase("String should have at least {least} characters", least=least)
    most = ctx["max_length"]
    if most == 1:
        return phrase("String should have at most {most} character", most=most)
    return phrase("String should have at most {most} characters", most=most)


def _ours(error: object) -> str:
    """A validator's own reason (a `ValueError` it raised): its phrase where it said one."""
    if isinstance(error, BaseException) and len(error.args) == 1 \
            and isinstance(error.args[0], str):
        return error.args[0]
    return str(error)


#: The type of a refusal in our own words (`soloist.engine.documents.refusal`): its
#: context's "reason" is the phrase, which pydantic writes as it is.
OWN_REASON = "soloist"


def _reason(kind: str, ctx: Mapping[str, Any]) -> str | None:
    """The phrase of an error of type `kind` with context `ctx`; None for a type not
    listed."""
    if kind in _PLAIN:
        return _PLAIN[kind]
    if kind == OWN_REASON:
        reason = ctx.get("reason")
        return reason if isinstance(reason, str) else None  # the phrase itself
    if kind == "value_error":
        return phrase("Value error, {error}", error=_ours(ctx.get("error")))
    if kind == "greater_than_equal":
        return phrase("Input should be greater than or equal to {least}", least=ctx["ge"])
    if kind == "less_than_equal":
        return phrase("Input should be less than or equal to {most}", most=ctx["le"])
    if kind in ("too_short", "too_long"):
        return _length(kind, ctx)
    if kind in ("string_too_short", "string_too_long"):
        return _text_length(kind, ctx)
    if kind == "string_pattern_mismatch":
        return phrase("String should match pattern '{pattern}'", pattern=ctx["pattern"])
    if kind in ("literal_error", "enum"):
        return _choices(str(ctx["expected"]))
    if kind == "model_type":
        return phrase("Input should be a valid dictionary or instance of {model}",
                      model=ctx["class_name"])
    return None


def pydantic_reason(item: Mapping[str, Any]) -> str:
    """One of pydantic's errors (`ValidationError.errors()`' item) as a phrase: chosen by its
    ``type``, with its ``ctx``'s values as fields. A type not listed here (none of
    Soloist's models makes it today) is pydantic's English message as it is."""
    made = _reason(item["type"], item.get("ctx") or {})
    return item["msg"] if made is None else _same(made, item["msg"])


# --- the JSON parser ----------------------------------------------------------------------

def _fixed(*reasons: Phrase) -> dict[str, Phrase]:
    return {str(reason): reason for reason in reasons}


#: json's messages (its C scanner's and its Python one's) without a value in them.
_JSON: dict[str, Phrase] = _fixed(
    phrase("Expecting value"),
    phrase("Expecting ',' delimiter"),
    phrase("Expecting ':' delimiter"),
    phrase("Expecting property name enclosed in double quotes"),
    phrase("Extra data"),
    phrase("Unterminated string starting at"),
    phrase("Invalid control character at"),
    phrase("Invalid \\escape"),
    phrase("Invalid \\uXXXX escape"),
)

_Said = Callable[[re.Match[str]], Phrase]

#: json's messages with a value in them (its Python scanner's): the pattern, the phrase.
_JSON_WITH: tuple[tuple[re.Pattern[str], _Said], ...] = (
    (re.compile(r"Invalid control character (.+) at"),
     lambda found: phrase("Invalid control character {character} at",
                          character=found.group(1))),
    (re.compile(r"Invalid \\escape: (.+)"),
     lambda found: phrase("Invalid \\escape: {escape}", escape=found.group(1))),
)


def json_reason(message: str) -> str:
    """The JSON parser's message (`json.JSONDecodeError.msg`) as a phrase; one not listed is
    its English as it is."""
    return _said(message, _JSON, _JSON_WITH)


def _said(message: str, fixed: Mapping[str, Phrase],
          with_values: tuple[tuple[re.Pattern[str], _Said], ...]) -> str:
    if message in fixed:
        return fixed[message]
    for pattern, say in with_values:
        found = pattern.fullmatch(message)
        if found:
            return _same(say(found), message)
    return message


# --- the TOML parser ----------------------------------------------------------------------

#: tomllib's messages without a value in them.
_TOML: dict[str, Phrase] = _fixed(
    phrase("Invalid statement"),
    phrase("Expected newline or end of document after a statement"),
    phrase("Cannot overwrite a value"),
    phrase("Expected ']' at the end of a table declaration"),
    phrase("Expected ']]' at the end of an array declaration"),
    phrase("Expected '=' after a key in a key/value pair"),
    phrase("Invalid initial character for a key part"),
    phrase("Unclosed array"),
    phrase("Unclosed inline table"),
    phrase("Unescaped '\\' in a string"),
    phrase("Invalid hex value"),
    phrase("Escaped character is not a Unicode scalar value"),
    phrase("Unterminated string"),
    phrase("Invalid date or datetime"),
    phrase("Invalid value"),
)

#: tomllib's messages with a value in them (a character, a key as the file writes it).
_TOML_WITH: tuple[tuple[re.Pattern[str], _Said], ...] = (
    (re.compile(r"Expected (.+)"),
     lambda found: phrase("Expected {expected}", expected=found.group(1))),
    (re.compile(r"Found invalid character (.+)"),
     lambda found: phrase("Found invalid character {character}", character=found.group(1))),
    (re.compile(r"Illegal character (.+)"),
     lambda found: phrase("Illegal character {character}", character=found.group(1))),
    (re.compile(r"Cannot declare (.+) twice"),
     lambda found: phrase("Cannot declare {key} twice", key=found.group(1))),
    (re.compile(r"Cannot mutate immutable namespace (.+)"),
     lambda found: phrase("Cannot mutate immutable namespace {key}", key=found.group(1))),
    (re.compile(r"Cannot redefine namespace (.+)"),
     lambda found: phrase("Cannot redefine namespace {key}", key=found.group(1))),
    (re.compile(r"Duplicate inline table key (.+)"),
     lambda found: phrase("Duplicate inline table key {key}", key=found.group(1))),
)

_AT = re.compile(r"(?P<reason>.+) \(at (?:line (?P<line>\d+), column (?P<column>\d+)|"
                 r"(?P<end>end of document))\)", re.DOTALL)


def toml_reason(message: str) -> str:
    """tomllib's message (``str(TOMLDecodeError)``: a reason, then where, "(at line 3,
    column 5)" or "(at end of document)") as a phrase, the line and column its fields; one
    not listed is its English as it is."""
    found = _AT.fullmatch(message)
    if not found:
        return message
    reason = _said(found["reason"], _TOML, _TOML_WITH)
    if found["end"]:
        made = phrase("{reason} (at end of document)", reason=reason)
    else:
        made = phrase("{reason} (at line {line}, column {column})", reason=reason,
                      line=int(found["line"]), column=int(found["column"]))
    return _same(made, message)
