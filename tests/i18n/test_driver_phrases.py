"""The drivers' and the engine's own sentences around a game, said in the reader's language
(issue 32): you on the scoreboard, a refused answer's choices, the question "which is
right?", a fact's day, a headline kept to be said later. English stays as it was."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from soloist.engine.errors import InvalidAnswer
from soloist.engine.library import FactConflict
from soloist.engine.phrase import Phrase, from_kept, kept, phrase
from soloist.engine.questions import Choice, Choices, Question
from soloist.engine.tableview import Score, TableView, table_lines
from soloist.i18n import in_language
from soloist.play.language import Words
from soloist.store.library import day
from soloist.web.app import refused
from soloist.web.language import said, speaking


def test_you_on_the_scoreboard_is_said_in_the_readers_language() -> None:
    view = TableView("", progress="", scores=(
        Score("Machine", 6, "red"),
        Score("You", None, "green", (phrase("counted at the table"),), you=True)))
    lines = table_lines(view)
    assert lines[:2] == ["Machine 6 · You —", "  You: — (counted at the table)"]
    german = [in_language("de", line) for line in lines[:2]]
    assert german[0].endswith("Du —") and german[1].startswith("  Du: —")
    assert Score("Machine", 6).label == "Machine"


def test_you_as_a_whole_text_is_the_persons_name() -> None:
    with speaking("fr", "tokaido"):
        assert said("You") == "Vous"
        assert said("Your") == "Your"
    assert Words("es").said("You") == "Tú"
    assert Words("en").said("You") == "You"


def test_a_refused_answer_lists_the_labels_on_a_page_not_in_english() -> None:
    choices = Choices([Choice("production", phrase("Production (blue)"), 1),
                       Choice("utility", phrase("Utility (yellow)"), 2)])
    question = Question("person", "toy.type", phrase("Which type?"), choices)
    with pytest.raises(InvalidAnswer) as error:
        question.parse("nothing")
    with speaking("en"):
        assert refused(error.value, question, "nothing") == \
            "'nothing' is not a valid answer; choose one of: production, utility"
    with speaking("de"):
        labelled = refused(error.value, question, "nothing")
    assert labelled == ("'nothing' is not a valid answer; choose one of: Production (blue), "
                        "Utility (yellow)")
    assert "Produktion" not in labelled  # (a phrase: the page says it in German)
    assert in_language("de", labelled).startswith("'nothing' ist keine gültige Antwort")


def test_which_is_right_is_asked_in_the_readers_language() -> None:
    conflict = FactConflict("toy", "deck", "3 cards", "4 cards", direct=False,
                            learned_from=phrase("an earlier answer of this game"))
    question = conflict.question()
    assert question.prompt == ("Which is right about deck? Your components say 3 cards (an "
                               "earlier answer of this game). With your answer now, this "
                               "game's answers say 4 cards.")
    assert in_language("de", question.prompt).startswith("Was stimmt bei deck?")
    assert "frühere Antwort dieser Partie" in in_language("de", question.prompt)
    assert in_language("fr", question.help).startswith("Soloist ne modifie jamais")
    assert question.choices is not None
    assert all(in_language("es", choice.label) != choice.label
               for choice in question.choices)


@pytest.mark.parametrize(("language", "shown"), [
    ("en", "29 November 2026"), ("de", "29. November 2026"), ("fr", "29 novembre 2026"),
    ("es", "29 de noviembre de 2026")])
def test_a_facts_day_follows_the_language(language: str, shown: str) -> None:
    assert in_language(language, day(datetime(2026, 11, 29, tzinfo=UTC))) == shown


def test_a_phrase_kept_as_json_is_the_same_phrase_again() -> None:
    headline = phrase("{first} and {rest}", rest="a card", first=phrase(
        "{colour} die {face}", colour="red", face=phrase("not rolled")))
    again = from_kept(json.loads(json.dumps(kept(headline))))
    assert again == headline == "red die not rolled and a card"
    assert isinstance(again, Phrase)
    assert in_language("de", again) == in_language("de", headline) != headline
    assert from_kept(kept("plain text")) == "plain text"


@pytest.mark.parametrize("damaged", [
    {"template": "{who.__class__}", "fields": {"who": "x"}},
    {"template": "{who}", "fields": {}},
    {"template": "{0}", "fields": {}},
    {"template": "{who:{spec}}", "fields": {"who": "x", "spec": "s"}},
    {"template": 3, "fields": {}}, {"fields": {}}, [1, 2], None])
def test_a_damaged_kept_phrase_reads_as_none(damaged: object) -> None:
    assert from_kept(damaged) is None
