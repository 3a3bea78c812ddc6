"""A language's messages are parsed one by one, when first said (soloist.i18n.entries): a
sentence reads exactly as the whole file parsed says it, and saying one line of a log parses
that line's message only."""

from __future__ import annotations

import pytest

from soloist.i18n import languages, translator
from soloist.i18n.catalog import _bundle, _said_bundle, _texts, files, messages
from soloist.i18n.entries import entries, lazy_bundle
from soloist.i18n.folders import PSEUDO

SAID = [language for language in languages() if language != PSEUDO]


def test_entries_are_each_messages_own_lines() -> None:
    text = ("## A group comment\n"
            "first = One { $count ->\n"
            "        [one] thing\n"
            "       *[other] things\n"
            "    }\n"
            "    and a second line\n"
            "# A comment on the next\n"
            "-brand = Soloist\n"
            "second = { -brand } says { first }\n"
            "first = a second 'first' (a bundle keeps the first)\n")
    found = entries([text])
    assert list(found) == ["first", "-brand", "second"]
    assert found["first"].endswith("    and a second line\n")
    assert found["-brand"] == "-brand = Soloist\n"


def test_a_message_naming_others_parses_them_when_it_is_said() -> None:
    sources = entries(["-brand = Soloist\n"
                       "first = { $count ->\n        [one] one thing\n"
                       "       *[other] { $count } things\n    }\n"
                       "second = { -brand } says { first }\n"])
    bundle = lazy_bundle(["en"], sources, {}, use_isolating=False)
    assert bundle.has_message("second") and not bundle.has_message("-brand")
    said, errors = bundle.format_pattern(bundle.get_message("second").value, {"count": 2})
    assert (said, errors) == ("Soloist says 2 things", [])
    assert not bundle.has_message("third")


@pytest.mark.parametrize("language", SAID)
def test_every_message_reads_as_its_whole_file_parsed_says_it(language: str) -> None:
    parsed = [found.resource for found in files(language)]
    whole = _bundle(language, parsed)
    said = translator(language).bundle
    for message in messages(parsed):
        if message.value is None:
            continue
        name = message.id.name
        assert said.has_message(name)
        assert said.format_pattern(said.get_message(name).value, {})[0] == \
            whole.format_pattern(whole.get_message(name).value, {})[0], name


def test_saying_a_line_parses_its_own_message_only() -> None:
    german = _said_bundle("de", _texts("de"))
    said, errors = german.format_pattern(
        german.get_message("common-today-at-time-0c5739e8").value, {"time": "14:05"})
    assert (said, errors) == ("heute um 14:05", [])
    assert set(german._messages) == {"common-today-at-time-0c5739e8"}
