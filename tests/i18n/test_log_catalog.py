"""The automa's log in the catalog (issue 32): every template the code can say has its
English message, and Fluent renders it byte for byte as `str.format` does."""

from __future__ import annotations

import pytest
from played_logs import GAMES, played_events
from template_fields import said_in_the_code, sample_fields

from soloist.engine.log import KeptEvent
from soloist.i18n import translator
from soloist.i18n.templates import LOG_ID, fluent_pattern, message_id, template_hash

SAID = said_in_the_code()
ENGLISH = translator("en")


def test_the_code_says_about_300_templates_each_written_at_its_call() -> None:
    assert 250 <= len(SAID.templates) <= 400
    # The one call that passes on a template it was given: Fantastic Factories' workshop.
    assert [path for path, _ in SAID.passed_on] == ["games/fantastic_factories/workshop.py"]


def test_every_template_has_an_english_message_found_by_its_hash() -> None:
    missing = [template for template in SAID.templates
               if template_hash(template) not in ENGLISH.log_ids]
    assert missing == [], "run scripts/add-log-messages.py"
    ids = [message_id(template, SAID.prefix(template)) for template in SAID.templates]
    assert len(set(ids)) == len(ids)
    assert all(LOG_ID.match(found) for found in ids)


def test_every_template_renders_through_fluent_as_through_str_format() -> None:
    for template in SAID.templates:
        kept = KeptEvent("machine", template, sample_fields(template))
        assert ENGLISH.kept(kept) == kept.text, template


@pytest.mark.parametrize("game", GAMES)
def test_every_event_of_played_games_reads_the_same_through_fluent(game: str) -> None:
    events = played_events(game)
    assert len(events) > 300
    for event in events:
        assert event.template in SAID.templates  # the scan of the code missed none
        assert ENGLISH.event(event) == event.text, event.template


def test_numbers_keep_their_english_writing() -> None:
    """No thousands separator (str.format writes none), a sign where the template asks."""
    template = "Matsuri: {name} scores {points:+d} points ({score})."
    assert template in SAID.templates
    kept = KeptEvent("machine", template, {"name": "Ayumi", "points": -12345, "score": 10000})
    assert ENGLISH.kept(kept) == "Matsuri: Ayumi scores -12345 points (10000)." == kept.text
    assert ENGLISH.kept(kept._replace(fields={**kept.fields, "points": 3})).startswith(
        "Matsuri: Ayumi scores +3 points")


def test_a_template_no_catalog_knows_reads_as_it_was_kept() -> None:
    """An older wording a saved game kept: shown from its template, in every language."""
    kept = KeptEvent("machine", "An old wording of {count} things.", {"count": 2})
    assert translator("en-XA").kept(kept) == ENGLISH.kept(kept) == "An old wording of 2 things."


def test_a_template_becomes_a_fluent_message_or_is_refused() -> None:
    assert fluent_pattern("{colour} {die} {sign} {count} {kind.title} → no good") == (
        "{ $colour } { $die } { $sign } { $count } { $kind-title } → no good")
    assert fluent_pattern("{name} scores {points:+d}") == "{ $name } scores { SIGNED($points) }"
    assert fluent_pattern("{a}{{ and }}") == '{ $a }{ "{" } and { "}" }'
    with pytest.raises(ValueError, match="format spec"):
        fluent_pattern("{share:.1%}")
    with pytest.raises(ValueError, match="named field"):
        fluent_pattern("{0} and {}")
