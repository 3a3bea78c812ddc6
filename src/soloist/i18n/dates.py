"""When a game was last played, in the person's language: "today at 14:05", "yesterday at
21:30", "3 Nov 2026 at 09:12", in this device's time zone.

In English the words are written as they always were, and nothing is loaded; in another
language the sentence is its catalog's message and the date and time are written as that
language writes them (Babel's locale data: "3 nov. 2026", "3. Nov. 2026", "3 nov 2026"),
which Fluent brings with it.
"""

from __future__ import annotations

from datetime import UTC, datetime

from soloist.engine.phrase import Phrase, phrase
from soloist.i18n.folders import ENGLISH, PSEUDO


def when(moment: datetime, now: datetime, language: str = ENGLISH) -> str:
    """`moment` (a naive time is UTC, as SQLite gives it back) as seen from `now`, in
    `language`."""
    from soloist.i18n import in_language

    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    local = moment.astimezone(now.tzinfo)
    days = (now.date() - local.date()).days
    english = language in (ENGLISH, PSEUDO)
    time = local.strftime("%H:%M") if english else _time(local, language)
    said: Phrase
    if days == 0:
        said = phrase("today at {time}", time=time)
    elif days == 1:
        said = phrase("yesterday at {time}", time=time)
    else:
        day = (f"{local.day} {local.strftime('%b %Y')}" if english
               else _date(local, language))
        said = phrase("{day} at {time}", day=day, time=time)
    return in_language(language, said)


def _locale(language: str) -> str:
    return language.replace("-", "_")


def _time(moment: datetime, language: str) -> str:
    from babel.dates import format_time

    return str(format_time(moment.replace(tzinfo=None), "short", locale=_locale(language)))


def _date(moment: datetime, language: str) -> str:
    from babel.dates import format_date

    return str(format_date(moment.date(), "medium", locale=_locale(language)))
