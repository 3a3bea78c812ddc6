"""What Soloist asks and tells, as phrases (issue 32): English text that keeps its template,
so a translator can say it in another language; every phrase the code says has its English
message, which Fluent renders byte for byte as `str.format` does."""

from __future__ import annotations

import pickle

from hypothesis import given
from hypothesis import strategies as st
from template_fields import said_in_the_code, sample_fields

from soloist.engine.phrase import Phrase, phrase
from soloist.games.fantastic_factories.rules import end_trigger_question
from soloist.i18n import ENGLISH, PSEUDO, in_language, translator
from soloist.i18n.said import phrases
from soloist.i18n.templates import template_hash

PHRASES = phrases()


def test_a_phrase_is_its_english_text_and_keeps_its_template() -> None:
    question = end_trigger_question(3)
    assert question.prompt == ("Round 3: after your work phase, did you trigger the end of the "
                               "game (12 or more goods, or 10 or more buildings in your "
                               "compound)?")
    assert isinstance(question.prompt, Phrase)
    assert question.prompt.template.startswith("Round {round}: after your work phase")
    assert dict(question.prompt.fields) == {"round": 3}


def test_a_phrase_survives_a_copy_between_processes() -> None:
    made = phrase("Round {round}: {what}?", round=2, what=phrase("yes"))
    copied = pickle.loads(pickle.dumps(made))
    assert copied == made and copied.template == made.template
    assert dict(copied.fields) == {"round": 2, "what": "yes"}


def test_every_phrase_has_an_english_message_found_by_its_hash() -> None:
    assert "Your final score (goods + the prestige of the cards in your compound)?" in (
        PHRASES.templates)
    missing = [template for template in PHRASES.templates
               if template_hash(template) not in translator(ENGLISH).log_ids]
    assert missing == [], "run scripts/add-log-messages.py"


def test_every_phrase_renders_through_fluent_as_it_reads_in_english() -> None:
    english = translator(ENGLISH)
    for template in PHRASES.templates:
        made = Phrase(template, sample_fields(template))
        assert english.text(made) == made == in_language(ENGLISH, made), template


def test_a_phrase_said_in_another_language_says_its_phrase_fields_there_too() -> None:
    question = end_trigger_question(4)
    pseudo = in_language(PSEUDO, question.prompt)
    assert pseudo.startswith("[Ŕóúñđ ]4[: àfţéŕ ýóúŕ ŵóŕķ pĥàšé")
    nested = Phrase("{who}: {prompt}", {"who": "Machine", "prompt": question.prompt})
    # The outer template is in no catalog: its English, its phrase field said in en-XA.
    assert in_language(PSEUDO, nested) == "Machine: " + pseudo


def test_text_that_is_no_phrase_is_shown_as_it_is() -> None:
    assert in_language(PSEUDO, "Harbor") == "Harbor"


def test_no_template_is_both_a_log_line_and_a_phrase_with_two_messages() -> None:
    """One message per template: a sentence the log and a question both say is one id."""
    log_ids = translator(ENGLISH).log_ids
    for template in set(PHRASES.templates) & set(said_in_the_code().templates):
        assert template_hash(template) in log_ids


@given(st.dictionaries(st.sampled_from(["a", "b", "count"]),
                       st.one_of(st.integers(-10**6, 10**6), st.text(max_size=20)),
                       min_size=3, max_size=3))
def test_a_phrase_reads_as_str_format_writes_its_template(
        fields: dict[str, str | int]) -> None:
    template = "{a} and {b}: {count} {{braces}}"
    assert phrase(template, **fields) == template.format(**fields)


def test_an_error_raised_with_a_phrase_says_it_in_any_language() -> None:
    from soloist.engine.errors import InvalidAnswer
    from soloist.engine.errors import message_of as said_of

    refused = InvalidAnswer(phrase("Round {round}: {what}?", round=2, what="no"))
    assert said_of(refused) == str(refused) == "Round 2: no?"
    assert isinstance(said_of(refused), Phrase)
    assert not isinstance(said_of(ValueError("plain")), Phrase)


def test_each_template_has_one_english_message() -> None:
    """One message per template, whichever file it is in: the hash finds one message (a
    game's terms are found by their own ids, apart)."""
    from soloist.i18n.catalog import files, messages
    from soloist.i18n.templates import LOG_ID
    from soloist.i18n.terms import is_terms_file

    seen: dict[str, str] = {}
    for found in files(ENGLISH):
        if is_terms_file(found.name):
            continue
        for message in messages([found.resource]):
            matched = LOG_ID.match(message.id.name)
            if matched is not None:
                assert matched.group(1) not in seen, (message.id.name, seen[matched.group(1)])
                seen[matched.group(1)] = message.id.name
