"""Every shipped translation (issue 32): each file reads, each message uses only the
variables its English message gives and formats for the plural cases 0, 1, 2, 5, 22 and
101; and the German, French and Spanish starts of Fantastic Factories' log cover every line
of played games."""

from __future__ import annotations

import pytest
from fluent.syntax import ast as ftl
from played_logs import played_events

from soloist.engine.log import keep
from soloist.engine.phrase import Phrase
from soloist.i18n import ENGLISH, PSEUDO, languages, translator
from soloist.i18n.catalog import files
from soloist.i18n.check import completeness, variables
from soloist.i18n.templates import template_hash

TRANSLATIONS = [language for language in languages() if language not in (ENGLISH, PSEUDO)]
PLURAL_CASES = (0, 1, 2, 5, 22, 101)


#: The languages whose Fantastic Factories log, common lines and actors are complete.
FANTASTIC_FACTORIES_STARTS = ("de", "fr", "es")


def test_german_french_and_spanish_are_shipped() -> None:
    assert set(FANTASTIC_FACTORIES_STARTS) <= set(TRANSLATIONS)


#: The languages that have the automa's whole log: every game's lines, the common lines and
#: the actors. (The questions, pages and errors come into the catalogs next: issue 32.)
WHOLE_LOG = ("de", "fr", "es")


@pytest.mark.parametrize("language", WHOLE_LOG)
def test_the_automas_whole_log_is_in_the_language(language: str) -> None:
    found = completeness(language)
    assert [(english_file, message) for english_file, message in found.missing
            if english_file.startswith(("log-", "actors"))] == []
    assert found.unreadable == [] and found.unknown_variables == [] and found.extra == []


@pytest.mark.parametrize("language", FANTASTIC_FACTORIES_STARTS)
def test_the_fantastic_factories_log_and_the_common_lines_are_complete(language: str) -> None:
    missing = {english_file for english_file, _ in completeness(language).missing}
    assert missing.isdisjoint({"log-fantastic-factories.ftl", "log-common.ftl"})


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_a_translation_reads_and_uses_only_the_english_variables(language: str) -> None:
    found = completeness(language)
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


@pytest.mark.parametrize("language", FANTASTIC_FACTORIES_STARTS)
def test_every_line_of_played_fantastic_factories_games_reads_in_the_language(
        language: str) -> None:
    words = translator(language)
    for event in played_events("fantastic-factories"):
        kept = keep(event)
        # A field the game composed as a phrase is said in the language too.
        fields = {name: words.said(value) if isinstance(value, Phrase) else value
                  for name, value in kept.fields.items()}
        said = words.own(words.log_ids[template_hash(event.template)], **fields)
        assert said is not None, event.template
        assert said == words.event(event)


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
