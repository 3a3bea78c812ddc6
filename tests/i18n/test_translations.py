"""Every shipped translation (issue 32): each file reads, each message uses only the
variables its English message gives and formats for the plural cases 0, 1, 2, 5, 22 and
101; German, French and Spanish have every English message (every line of played games
reads in each: test_each_language.py)."""

from __future__ import annotations

from functools import cache

import pytest
from fluent.syntax import ast as ftl

from soloist.i18n import ENGLISH, PSEUDO, languages, translator
from soloist.i18n.catalog import files
from soloist.i18n.check import Completeness, completeness, variables

TRANSLATIONS = [language for language in languages() if language not in (ENGLISH, PSEUDO)]
PLURAL_CASES = (0, 1, 2, 5, 22, 101)


@cache
def checked(language: str) -> Completeness:
    """What `completeness` finds of `language`: read once for the tests here."""
    return completeness(language)


#: The languages with every message: the log, the terms, the questions and their help, the
#: pages, the terminal's words, the errors and the reports (issue 32).
COMPLETE = ("de", "fr", "es")


def test_german_french_and_spanish_are_shipped() -> None:
    assert set(COMPLETE) <= set(TRANSLATIONS)


@pytest.mark.parametrize("language", COMPLETE)
def test_every_english_message_is_in_the_language(language: str) -> None:
    found = checked(language)
    assert found.missing == []
    assert found.unreadable == [] and found.unknown_variables == [] and found.extra == []


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_a_translation_reads_and_uses_only_the_english_variables(language: str) -> None:
    found = checked(language)
    assert found.unreadable == []
    assert found.unknown_variables == []
    assert found.extra == []


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_every_message_formats_for_each_plural_case(language: str) -> None:
    words = translator(language)
    for catalog_file in files(language):
        for message in catalog_file.resource.body:
            if not isinstance(message, ftl.Message):
                continue
            for number in PLURAL_CASES:
                arguments = {name: number for name in variables(message)}
                text, errors = words.bundle.format_pattern(
                    words.bundle.get_message(message.id.name).value, arguments)
                assert errors == [] and text, (message.id.name, number, errors)


def test_german_chooses_the_plural_by_the_number() -> None:
    german = translator("de")
    made = "ff-the-machine-manufactures-made-made-word-c0f3e7e3"
    assert german.message(made, made=1, made_word="good", total=5, total_word="goods") == (
        "Die Maschine stellt 1 Ware her: insgesamt 5 Waren.")
    ended = "ff-the-end-of-the-game-is-af970b0f"
    assert german.message(ended, who="you", why="…", last=9).startswith(
        "Das Spielende wird ausgelöst von dir: …")
    assert german.message(ended, who="the Machine", why="…", last=9).startswith(
        "Das Spielende wird ausgelöst von der Maschine: …")


def test_french_and_spanish_choose_the_plural_and_the_words_by_the_value() -> None:
    french, spanish = translator("fr"), translator("es")
    made = "ff-the-machine-manufactures-made-made-word-c0f3e7e3"
    assert french.message(made, made=1, made_word="good", total=5, total_word="goods") == (
        "La Machine produit 1 marchandise : 5 marchandises en tout.")
    assert spanish.message(made, made=0, made_word="goods", total=1, total_word="good") == (
        "La Máquina fabrica 0 mercancías: 1 mercancía en total.")
    ended = "ff-the-end-of-the-game-is-af970b0f"
    assert french.message(ended, who="you", why="…", last=9).startswith(
        "Vous déclenchez la fin de la partie : …")
    assert spanish.message(ended, who="the Machine", why="…", last=9).startswith(
        "La Máquina desencadena el final de la partida: …")
    difficulty = "ff-difficulty-difficulty-the-machine-starts-with-26b8ea1b"
    assert french.message(difficulty, difficulty="very-hard", wanted=5, monuments="") == (
        "Niveau très difficile : la Machine commence avec 5 Plans.")
    assert spanish.message(difficulty, difficulty="easy", wanted=1, monuments="") == (
        "Dificultad fácil: la Máquina empieza con 1 proyecto.")
