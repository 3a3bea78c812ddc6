"""The language a terminal asks for: ``LC_ALL``, else ``LC_MESSAGES``, else ``LANG`` (as the
C library reads them for messages), matched to the languages Soloist has."""

from __future__ import annotations

import os
from collections.abc import Mapping

from soloist.i18n.folders import ENGLISH, languages


def language_from_environment(environ: Mapping[str, str] | None = None) -> str:
    """The language of the first of ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` that is set
    (``de_DE.UTF-8`` → ``de``, ``pt_BR`` → ``pt-BR`` if Soloist has it, else ``pt``), if
    Soloist has it; English otherwise (``C`` and ``POSIX`` included)."""
    environ = os.environ if environ is None else environ
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name, "")
        if value:
            return matching_language(value) or ENGLISH
    return ENGLISH


def matching_language(locale: str) -> str | None:
    """The language of Soloist's that a locale name (``de_DE.UTF-8@euro``) asks for, or None."""
    tag = locale.split(".")[0].split("@")[0].replace("_", "-")
    if tag in ("C", "POSIX", ""):
        return None
    known = {language.lower(): language for language in languages()}
    language, _, _ = tag.partition("-")
    return known.get(tag.lower()) or known.get(language.lower())
