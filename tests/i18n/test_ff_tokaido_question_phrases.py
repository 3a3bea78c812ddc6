"""Every question Fantastic Factories and Tokaido ask, and every answer they refuse, said as
phrases (issue 32): a seeded game of each, at every kind of table, played by stand-ins; each
question's prompt, help, typing hint and choice labels is a phrase whose en-XA rendering has
no English word outside a bracket but the values of its fields (the names of the game's
things, which are terms of their own)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from ff_tokaido_questions import played_questions

from soloist.engine.errors import InvalidAnswer
from soloist.engine.phrase import Field, Phrase
from soloist.engine.questions import YES_NO, Question, decision
from soloist.games.fantastic_factories.cards import load_cards
from soloist.games.fantastic_factories.naming import type_question
from soloist.games.tokaido.road import Space
from soloist.games.tokaido.rules import _person_preparations_question
from soloist.games.tokaido.your_cards import (
    AT_SETUP,
    AT_THE_INN,
    AUTOMA_DECK,
    DIFFICULTY_DECK,
    GAME_OVER,
    KnownDeck,
    confirm_question,
    count_deck,
)
from soloist.i18n import PSEUDO, in_language

GAMES = ("fantastic-factories", "tokaido")
#: Choice labels that are a name of the game's things and nothing else (a space's printed
#: name): names are the catalog's terms, not phrases (docs/translating.md).
NAMES: dict[str, frozenset[str]] = {
    "fantastic-factories": frozenset(),
    "tokaido": frozenset({*(space.title for space in Space), *DIFFICULTY_DECK.labels.values()}),
}
#: A word: two letters or more of the English alphabet, unaccented.
ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")
BRACKETED = re.compile(r"\[[^\]]*\]")
#: What stands for a field's value that is a name: no letter.
MASK = "\u00a7"
#: An answer no question takes: no choice's key, no number, no name (it has no letter).
NO_ANSWER = "\u00a7 \u00a7"


def _masked(said: Phrase) -> Phrase:
    """`said` with each field that is a text (a name) masked; a phrase field masked inside."""
    fields: dict[str, Field] = {
        name: _masked(value) if isinstance(value, Phrase) else
        MASK if isinstance(value, str) else value
        for name, value in said.fields.items()}
    return Phrase(said.template, fields)


def english_left(said: str) -> list[str]:
    """The English words of `said` outside the brackets of en-XA, its names masked; all of
    its words when it is no phrase."""
    if not isinstance(said, Phrase):
        return ENGLISH_WORD.findall(said) or [repr(said)]
    return ENGLISH_WORD.findall(BRACKETED.sub("", in_language(PSEUDO, _masked(said))))


def question_parts(question: Question) -> Iterator[tuple[str, str]]:
    """What a person reads of `question`: (what it is, its text)."""
    yield "prompt", question.prompt
    if question.help:
        yield "help", question.help
    if question.typing:
        yield "typing", question.typing
    for choice in question.choices or ():
        yield "label", choice.label


def _distinct(game: str) -> dict[tuple[str, str, str], str]:
    """Each distinct text a person reads in `game`'s played questions, by (topic, part,
    text); a phrase's template is part of what makes it distinct."""
    seen: dict[tuple[str, str, str], str] = {}
    for question in played_questions(game):
        for part, text in question_parts(question):
            template = text.template if isinstance(text, Phrase) else ""
            seen.setdefault((question.topic, part, template + "\x00" + text), text)
    return seen


@pytest.mark.parametrize("game", GAMES)
def test_every_question_of_a_played_game_is_said_in_phrases(game: str) -> None:
    questions = played_questions(game)
    assert len({question.topic for question in questions}) >= 15
    not_phrases = sorted({(topic, part) for (topic, part, _), text in _distinct(game).items()
                          if not isinstance(text, Phrase)
                          and not (part == "label" and text in NAMES[game])})
    assert not_phrases == []


@pytest.mark.parametrize("game", GAMES)
def test_a_played_games_questions_have_no_english_word_outside_a_bracket(game: str) -> None:
    for (topic, part, _), text in _distinct(game).items():
        if part == "label" and not isinstance(text, Phrase) and text in NAMES[game]:
            continue  # a name alone: a term
        assert english_left(text) == [], (topic, part, text, in_language(PSEUDO, text))


@pytest.mark.parametrize("game", GAMES)
def test_every_refusal_of_a_played_games_questions_is_a_phrase(game: str) -> None:
    refused = 0
    for question in {question.topic: question for question in played_questions(game)}.values():
        for answer in (NO_ANSWER, " "):
            try:
                question.parse(answer)
            except InvalidAnswer as error:
                (message,) = error.args
                assert english_left(message) == [], (question.topic, message)
                refused += 1
    assert refused >= len({question.topic for question in played_questions(game)})


def test_the_engines_refusals_are_phrases_that_read_as_before() -> None:
    with pytest.raises(InvalidAnswer) as refused:
        YES_NO.find("maybe")
    assert str(refused.value) == "'maybe' is not a valid answer; choose one of: yes, no"
    assert isinstance(refused.value.args[0], Phrase)
    score = decision("person.final-score", "Your score?", between=(0, 90))
    for answer, english in (("many", "'many' is not a whole number; give a number from 0 to "
                                     "90"),
                            ("91", "91 is out of range; give a number from 0 to 90"),
                            ("", "no answer given; answer with a whole number from 0 to 90")):
        with pytest.raises(InvalidAnswer) as refused:
            score.parse(answer)
        assert str(refused.value) == english
        assert english_left(refused.value.args[0]) == []


def test_a_text_rules_refusal_stays_a_phrase() -> None:
    def read(text: str) -> str:
        raise ValueError(Phrase("no card is named {name}", {"name": text}))

    question = decision("person.card", "Which card?", text=read, examples=("Foundry",))
    with pytest.raises(InvalidAnswer) as refused:
        question.parse("Fondry")
    assert isinstance(refused.value.args[0], Phrase)
    assert str(refused.value) == "no card is named Fondry"


def _unplayed_questions() -> Iterator[Question]:
    """The questions the seeded games above happen not to ask (a card the data does not
    type for certain, a deck confirmed at an inn, a recount, your own Preparations)."""
    cards = load_cards()
    golem = next(card for card in cards.blueprints if card.name == "Golem")
    yield type_question("Golem", golem)
    yield type_question("Tinker Shed", None)
    # What the draws suggest: 16 cards of range 1; 7 Difficulty Level cards, one a space.
    suggested = (KnownDeck(AUTOMA_DECK, (16, *(0,) * (len(AUTOMA_DECK.faces) - 1))),
                 KnownDeck(DIFFICULTY_DECK, (*(1,) * 7, 0)))
    for known in suggested:
        assert known.suggested
        for when in (AT_SETUP, AT_THE_INN, GAME_OVER):
            yield confirm_question(known, when)
    yield _person_preparations_question(2)
    counting = count_deck(DIFFICULTY_DECK)
    question = next(counting)
    while question.topic == "components.count":
        question = counting.send(0)
    yield question


def test_the_questions_no_seeded_game_asked_are_phrases_too() -> None:
    asked = list(_unplayed_questions())
    assert {question.topic for question in asked} == {
        "machine.card-type-of-name", "components.confirm", "setup.preparations-you",
        "components.count-again"}
    for question in asked:
        for part, text in question_parts(question):
            assert isinstance(text, Phrase), (question.topic, part, text)
            assert english_left(text) == [], (question.topic, part, in_language(PSEUDO, text))
    assert asked[0].prompt == ("Golem's type is not known for certain (the card data infers "
                               "Special). Its type (banner colour)?")
    assert asked[3].prompt.startswith("At the inn: Your draws suggest your 16 Automa cards are: "
                                      "range 1 ×16. Are they?")
    assert asked[-1].prompt == "Your counts make 0 Difficulty Level cards, not 7. Count again?"
