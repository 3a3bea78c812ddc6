"""The languages Soloist speaks: one folder of Fluent files each in this package, English
the reference, and the pseudo-language made from English. (Reading this needs no Fluent:
a terminal in English never loads it.)"""

from __future__ import annotations

from pathlib import Path

from soloist.engine.errors import SoloistError

#: Where the language folders are.
FOLDER = Path(__file__).resolve().parent
ENGLISH = "en"
#: The pseudo-language: English accented and bracketed (see `soloist.i18n.pseudo`).
PSEUDO = "en-XA"


class UnknownLanguage(SoloistError, LookupError):
    """A language Soloist has no catalog of."""

    def __init__(self, language: str) -> None:
        super().__init__(language)
        self.language = language

    def __str__(self) -> str:
        return (f"Soloist has no messages in {self.language!r}; its languages: "
                + ", ".join(languages()) + ".")


def languages() -> list[str]:
    """Every language Soloist has messages in: English first, then each folder, then the
    pseudo-language."""
    folders = sorted(path.name for path in FOLDER.iterdir()
                     if path.is_dir() and any(path.glob("*.ftl")) and path.name != ENGLISH)
    return [ENGLISH, *folders, PSEUDO]


def folder_of(language: str) -> Path:
    """The folder of `language`'s Fluent files."""
    return FOLDER / language


def known_language(language: str) -> str:
    """`language` as Soloist spells it (``DE`` → ``de``), or `UnknownLanguage`."""
    for known in languages():
        if known.lower() == language.replace("_", "-").lower():
            return known
    raise UnknownLanguage(language)
