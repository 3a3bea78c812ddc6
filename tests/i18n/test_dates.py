"""When a game was last played, in the person's language (issue 32: "Numbers and dates
follow the language"): English as it always was, the others in their own words and with
the date and time as each writes them."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from soloist.i18n.dates import when

NOW = datetime(2026, 11, 29, 20, 0, tzinfo=UTC)


def test_english_reads_as_it_always_did() -> None:
    assert when(datetime(2026, 11, 29, 14, 5), NOW) == "today at 14:05"  # naive: UTC
    assert when(NOW - timedelta(days=1, hours=1), NOW) == "yesterday at 19:00"
    assert when(datetime(2026, 11, 3, 9, 12, tzinfo=UTC), NOW) == "3 Nov 2026 at 09:12"


@pytest.mark.parametrize(("language", "today", "earlier"), [
    ("de", "heute um 14:05", "03.11.2026 um 09:12"),
    ("fr", "aujourd'hui à 14:05", "le 3 nov. 2026 à 09:12"),
    ("es", "hoy a las 14:05", "el 3 nov 2026 a las 9:12"),
])
def test_each_language_says_it_in_its_words(language: str, today: str, earlier: str) -> None:
    assert when(datetime(2026, 11, 29, 14, 5, tzinfo=UTC), NOW, language) == today
    assert when(datetime(2026, 11, 3, 9, 12, tzinfo=UTC), NOW, language) == earlier


def test_the_time_is_this_devices() -> None:
    evening = NOW.astimezone(__import__("zoneinfo").ZoneInfo("Europe/Berlin"))
    assert when(datetime(2026, 11, 29, 14, 5, tzinfo=UTC), evening, "de") == "heute um 15:05"


def test_the_pseudo_language_brackets_the_words_and_not_the_time() -> None:
    assert when(datetime(2026, 11, 29, 14, 5, tzinfo=UTC), NOW, "en-XA") == "[ţóđàý àţ ]14:05"
