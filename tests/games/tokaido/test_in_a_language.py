"""Tokaido in a language (issue 32): what a person types at a terminal in German, French or
Spanish (the Automa card's icon letters in the language's words) and the names and values a
page or a log line shows (you, the Meals, the lists) said in the reader's language, while
the English text and every record stay as they were."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from soloist.games import find_game
from soloist.games.tokaido.automa_cards import AUTOMA_CARD_CHOICES
from soloist.play.companion import SavedPlay
from soloist.play.language import Words
from soloist.play.screen import Screen
from soloist.play.terminal import TerminalCompanion, choice_line


def shown(choice_key: str, language: str) -> str:
    """The line a terminal in `language` lists a card's choice by."""
    choice = AUTOMA_CARD_CHOICES.by_key[choice_key]
    return choice_line(choice, None, Words(language).renaming("tokaido", {}))


@pytest.mark.parametrize(("language", "keys"), [
    ("en", ("1", "2t", "1i", "3ti")), ("de", ("1", "2t", "1g", "3tg")),
    ("fr", ("1", "2t", "1r", "3tr")), ("es", ("1", "2t", "1p", "3tp"))])
def test_a_terminal_lists_the_automa_cards_by_the_keys_of_its_language(
        language: str, keys: tuple[str, ...]) -> None:
    lines = [shown(key, language) for key in ("1", "2t", "1i", "3ti")]
    assert [line.split(" — ")[0].replace("[bold]", "").replace("[/]", "").strip()
            for line in lines] == list(keys)


def test_each_language_keys_each_automa_card_apart() -> None:
    """No two cards share a key as a language says it, and none is another card's English
    key (typing that stays the card it names in English)."""
    english = set(AUTOMA_CARD_CHOICES.keys)
    for language in ("de", "fr", "es", "en-XA"):
        said = [shown(choice.key, language).split(" — ")[0] for choice in AUTOMA_CARD_CHOICES]
        assert len(set(said)) == len(said), language
        for choice, key in zip(AUTOMA_CARD_CHOICES, said, strict=True):
            typed = key.replace("[bold]", "").replace("[/]", "").strip()
            assert typed == choice.key or typed not in english, (language, typed)


def test_a_card_typed_in_german_is_kept_as_its_english_key(tmp_path: Path) -> None:
    from soloist.store import Store

    store = Store(str(tmp_path / "s.sqlite3"))
    definition = find_game("tokaido")
    saved = SavedPlay.start(store, definition, definition.parse_options({}), 7)
    screen = io.StringIO()
    companion = TerminalCompanion(Screen(file=screen, width=200, color_system=None),
                                  saved, Words("de"))
    while (question := companion.saved.session.question).topic != "automa.card":
        assert companion.handle(question.valid_answers()[0], question)
    offered = question.choices
    assert offered is not None
    german = {"3ti": "3tg", "2i": "2g"}
    key = next(key for key in german if key in offered.by_key)  # (a full deck at first)
    companion.handle(german[key].upper(), question)
    assert companion.saved.session.answers[-1] == key
    assert type(companion.saved.session.answers[-1]) is str
    store.close()


def test_you_and_the_automas_are_said_in_the_language_in_the_logs_lists() -> None:
    """A digital game played to its end in German: the line-up, the order of arrival at
    the inns, the rankings and the final scores name you "Du", the Automas by their German
    colours; the English log is as it was."""
    from soloist.engine.session import Session
    from soloist.i18n import event_in_language

    definition = find_game("tokaido")
    session = Session.start(definition, definition.parse_options({"digital": True}), 7)
    while (question := session.question) is not None:
        session.answer(question.valid_answers()[0])
    lines = {event.template: (event.text, event_in_language("de", event, game="tokaido"))
             for event in session.log.events if "You" in event.text and event.actor in
             ("setup", "table", "score")}
    lineup = lines["The travellers line up at {start}, in this order of departure: {order}."]
    assert "You" in lineup[0] and "Du" in lineup[1] and "Grün" in lineup[1]
    assert lines["Final scores: {scores}."][0].startswith("Final scores: You ")
    assert lines["Final scores: {scores}."][1].count("Du ") == 1
    assert not any("You" in german for _, german in lines.values())


def test_a_decks_description_is_said_in_the_language() -> None:
    from soloist.games.tokaido.your_cards import AUTOMA_DECK

    known = AUTOMA_DECK.read("confirmed: 1 1 1i 2 2 2 2t 2t 2t 2i 3t 3t 3i 3i 3ti 3ti")
    assert known.describe() == ("all 16 known (confirmed): range 1 ×2, range 1 + Inn ×1, "
                                "range 2 ×3, range 2 + Temple ×3, range 2 + Inn ×1, "
                                "range 3 + Temple ×2, range 3 + Inn ×2, range 3 + Temple + "
                                "Inn ×2")
    from soloist.i18n import in_language

    german = in_language("de", known.describe(), game="tokaido")
    assert german.startswith("alle 16 bekannt (bestätigt): ") and "Gasthaus" in german
    assert "range" not in german and "Inn" not in german
