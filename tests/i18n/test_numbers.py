"""Numbers follow the language (issue 32): a decimal number in a message is written with the
language's decimal sign, and in English exactly as `str.format` writes it (the English
catalog stays byte for byte the code's text)."""

from __future__ import annotations

from fluent.runtime import FluentBundle, FluentResource
from hypothesis import given
from hypothesis import strategies as st

from soloist.i18n.catalog import fluent_arguments


def said(language: str, value: float | int) -> str:
    bundle = FluentBundle([language], use_isolating=False)
    bundle.add_resource(FluentResource("shown = { $value }"))
    text, errors = bundle.format_pattern(bundle.get_message("shown").value,
                                         fluent_arguments({"value": value}))
    assert errors == []
    return str(text)


def test_a_decimal_number_takes_the_languages_decimal_sign() -> None:
    assert said("en", 2.5) == "2.5"
    assert said("de", 2.5) == "2,5"
    assert said("fr", 12.75) == "12,75"
    assert said("es", 0.5) == "0,5"


def test_whole_numbers_are_written_without_grouping_in_every_language() -> None:
    assert said("en", 12345) == said("de", 12345) == "12345"


@given(st.floats(allow_nan=False, allow_infinity=False, min_value=-1e9, max_value=1e9))
def test_english_writes_a_decimal_number_as_str_format_does(value: float) -> None:
    assert said("en", value) == format(value)
