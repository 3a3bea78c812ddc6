"""Marco Polo II's typed answers in the reader's language (issue 32): the examples of a
compound answer ("1-die Travel + black die", "tile: 2 VP; contracts: 4 black-die; empty")
and an answer echoed back are said in the language, and an answer typed in those words of
German, French, Spanish or the pseudo-language reads as its English. An English answer reads
as before, without a catalog; a word two meanings share is kept as typed, so the answer is
refused, never read wrong."""

from __future__ import annotations

from pathlib import Path

import pytest
from mp2_helpers import DEFINITION, sample_copy

from soloist.engine.errors import InvalidAnswer
from soloist.engine.phrase import Phrase, phrase
from soloist.engine.questions import Question
from soloist.engine.session import Session, label_of
from soloist.games.marco_polo_2 import MarcoPoloTwo
from soloist.games.marco_polo_2.compound import read_contracts, read_gains
from soloist.games.marco_polo_2.data import SAMPLE, load_data
from soloist.games.marco_polo_2.effects import TILE_KINDS
from soloist.games.marco_polo_2.person_answers import example_answer, read_main_then
from soloist.games.marco_polo_2.spaces import BOOKS, TRAVEL_SPACES
from soloist.games.marco_polo_2.typed_words import TYPED
from soloist.i18n import in_language
from soloist.i18n.typed import TypedWords, read_back, reading_map
from soloist.web.present import label

LANGUAGES = ("de", "fr", "es", "en-XA")
SPACES = (*TRAVEL_SPACES, *BOOKS)


def gains(text: str) -> object:
    return read_gains(text, TILE_KINDS, False)


def main_then(text: str) -> object:
    return read_main_then(text, SPACES, black_dice_left=2, dice_left=3)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(("english", "rule"), [
    ("1-die Travel + black die", main_then),
    ("2-dice Travel + trading post + money bag", main_then),
    ("silk + black die", main_then),
    ("3 VP + a black die", gains),
    ("2 VP + up to 2 advancements", gains),
    ("nothing", gains),
    ("4 black die; empty", lambda text: read_contracts(text, 2, "Kashgar")),
    ("4 black-die; 7 pile", lambda text: read_contracts(text, 2, "Kashgar")),
])
def test_an_answer_typed_in_a_language_reads_as_its_english(
        language: str, english: str, rule: object) -> None:
    assert callable(rule)
    typed = in_language(language, TYPED.said(english))
    assert typed != english
    reading = TYPED.reading(rule)
    with pytest.raises(InvalidAnswer):
        rule(typed)  # the English rule alone does not read it ...
    assert reading(typed) == rule(english)  # ... read again in English, it is the same


def test_the_examples_said_in_german_french_and_spanish() -> None:
    example = TYPED.said("1-die Travel + black die")
    assert isinstance(example, Phrase) and example == "1-die Travel + black die"
    assert in_language("de", example) == "1-Würfel-Reise + schwarzer Würfel"
    assert in_language("fr", example) == "Voyage à 1 dé + dé noir"
    assert in_language("es", example) == "Viaje de 1 dado + dado negro"
    assert in_language("en-XA", example) == "[1-đíé Ţŕàvéĺ] + [ƀĺàçķ đíé]"
    arrival = TYPED.said("tile: 2 VP; contracts: 4 black-die; empty")
    assert in_language("de", arrival) == "Plättchen: 2 SP; Aufträge: 4 schwarzer-Würfel; leer"
    assert read_back(in_language("es", arrival), TYPED.read) == arrival
    assert example_answer(SPACES) == "1-die Travel + black die"
    assert in_language("fr", example_answer(SPACES)) == "Voyage à 1 dé + dé noir"


def test_an_english_answer_reads_as_before_and_loads_no_catalog() -> None:
    words = TypedWords(phrase("black die"), phrase("empty"))
    reading = words.reading(lambda text: read_contracts(text, 2, "Kashgar"))
    assert reading("4 black die; empty") == read_contracts("4 black die; empty", 2, "Kashgar")
    with pytest.raises(InvalidAnswer):
        reading("4 black die")  # refused in English: one space of two
    assert "read" in vars(words)  # a refused answer is read again ...
    fresh = TypedWords(phrase("black die"), phrase("empty"))
    fresh.reading(gains)("3 VP + a black die")
    assert "read" not in vars(fresh)  # ... an English one that reads never is
    assert TYPED.said("4 green dice") == "4 green dice" and \
        not isinstance(TYPED.said("4 green dice"), Phrase)


def test_a_word_said_for_two_meanings_is_kept_as_typed_and_the_answer_refused() -> None:
    black, empty, tile = phrase("black die"), phrase("empty"), phrase("tile")
    # One language says "black die" and "empty" alike; another says "tile" as English
    # writes "empty": neither word is read.
    said = {"black die": "zwart", "empty": "zwart", "tile": "empty"}
    read = reading_map((black, empty, tile), (lambda word: said[str(word)],))
    assert read == {}
    # Two languages say "black die" alike: still one meaning, read.
    assert reading_map((black,), (lambda word: "noir", lambda word: "[noir]")) == \
        {"noir": "black die"}
    words = TypedWords(black, empty)
    vars(words)["read"] = reading_map((black, empty), (lambda word: said[str(word)],))
    reading = words.reading(lambda text: read_contracts(text, 2, "Kashgar"))
    with pytest.raises(InvalidAnswer, match="zwart"):
        reading("4 zwart; zwart")  # refused, saying what was typed
    # In the shipped catalogs, no word of one is another's (each reads as one English word).
    for typed, english in TYPED.read.items():
        assert english in TYPED.words and typed != english.casefold()


def test_an_answer_typed_is_echoed_back_in_the_language_as_it_is_stored() -> None:
    question = Question("table", "city.contracts", "?",
                        text=TYPED.reading(lambda text: read_contracts(text, 2, "Kashgar")),
                        examples=(TYPED.said("4 black die; empty"),))
    key, _ = question.parse("4 black die; empty")
    echoed = label_of(question, key)
    assert echoed == key == "4 black die; empty"
    assert in_language("de", echoed) == "4 schwarzer Würfel; leer"
    german, _ = question.parse("4 schwarzer Würfel; leer")
    assert german == "4 schwarzer Würfel; leer"  # the answer stays as typed


def test_a_game_answered_in_each_language_plays_as_in_english(tmp_path: Path) -> None:
    directory = sample_copy(tmp_path, keep=("board.toml",))

    def played(language: str) -> tuple[list[str], int]:
        session = Session.start(DEFINITION(), {"data": str(directory)}, 5)
        typed = 0
        for _ in range(3000):
            question = session.question
            if question is None:
                return [str(event.text) for event in session.log], typed
            keys = question.valid_answers() if question.choices is not None else ()
            if question.between is not None:
                answer = str(question.between[0])
            elif question.topic == "person.action":
                answer = "money-bag" if "money-bag" in keys else "done"
            elif question.text is not None:
                answer = in_language(language, question.examples[0])
                typed += answer != question.examples[0]
            else:
                answer = keys[0]
            session.answer(answer)
        raise AssertionError("the game did not end")

    english, _ = played("en")
    for language in LANGUAGES:
        log, typed = played(language)
        assert typed > 0 and log == english, language


def test_the_result_table_and_the_sample_power_are_said() -> None:
    summary = {"automa_score": 1, "automa_gained": 1, "automa_during_play": 1,
               "automa_end_vp": 1, "automa_trading_posts": 1, "automa_contracts": 1,
               "automa_shields": 1, "automa_seals": 1, "automa_black_dice": 1,
               "person_score": 1, "character": "x", "automa_level": "L1"}
    for name in summary:
        title = MarcoPoloTwo.figure_titles[name]
        assert title == label(name) and isinstance(title, Phrase)
        assert in_language("en-XA", title).startswith("[")
    data = load_data(SAMPLE)
    assert data.characters is not None
    power = data.characters.skill_cards[0].power
    assert power == "FICTIONAL: none beyond its city-card actions."
    assert in_language("de", power) != power


def test_a_page_says_the_examples_of_a_typed_answer_in_its_language() -> None:
    from soloist.web.language import said, say, speaking
    from soloist.web.present import answerable

    question = Question("table", "city.contracts", "?",
                        text=TYPED.reading(lambda text: read_contracts(text, 2, "Kashgar")),
                        examples=(TYPED.said("4 black die; empty"), TYPED.said("3 VP")))
    shown = answerable(question, 1)
    assert shown.examples_said == "4 black die; empty, 3 VP"
    with speaking("de", "marco-polo-2"):
        assert say("Your answer (for example: {examples})", examples=shown.examples_said) == \
            "Deine Antwort (zum Beispiel: 4 schwarzer Würfel; leer, 3 SP)"
        assert [said(example) for example in shown.examples] == ["4 schwarzer Würfel; leer",
                                                                "3 SP"]
    assert f"({question.describe_answers()})" == "(a text such as '4 black die; empty' or '3 VP')"
    assert in_language("es", question.describe_answers()).endswith("'4 dado negro; vacía' o '3 PV'")


@pytest.mark.parametrize(("typed", "english"), [
    ("Seide + schwarzer Würfel", "silk + black die"),  # the German typing help's example
    ("soie + dé noir", "silk + black die"),
    ("seda + dado negro", "silk + black die"),
])
def test_the_typing_helps_examples_in_a_language_read(typed: str, english: str) -> None:
    assert TYPED.reading(main_then)(typed) == main_then(english)
