"""A renaming ("your copy calls it …", issue 32) is a fact of the component library like the
others: it passes the one gate, goes into a backup and comes back from it, is left out of
the facts a game's data files hold, and a damaged one is never read."""

from __future__ import annotations

from pathlib import Path

import pytest

from soloist.engine.library import FactRefused, fact_problem
from soloist.engine.words import WORD_FACT, game_facts, word_fact
from soloist.games import find_game
from soloist.store import Store
from soloist.store.database import library_facts
from soloist.store.library import Library
from soloist.store.transfer import backup_bytes, import_backup, read_backup

TOKAIDO = find_game("tokaido")


def test_the_gate_keeps_only_a_term_of_the_game_and_a_word_with_a_letter() -> None:
    assert fact_problem(TOKAIDO, word_fact("Hot Spring"), "Source chaude") is None
    unknown = fact_problem(TOKAIDO, word_fact("Metal"), "Métal")  # Fantastic Factories'
    assert unknown is not None and unknown.in_name
    for word in ("", "   ", "42", "x" * 61, " Onsen", "On\nsen", "On\x1bsen"):
        problem = fact_problem(TOKAIDO, word_fact("Hot Spring"), word)
        assert problem is not None and not problem.in_name, word


def test_a_renaming_comes_back_from_a_backup(tmp_path: Path) -> None:
    phone, laptop = Store(str(tmp_path / "phone.sqlite3")), Store(str(tmp_path / "l.sqlite3"))
    try:
        Library(phone, "tokaido", TOKAIDO).correct(word_fact("Hot Spring"), "Onsen")
        Library(phone, "tokaido", TOKAIDO).put({"automa deck": "2 2 3"})
        import_backup(laptop, read_backup(backup_bytes(phone)))
        library = Library(laptop, "tokaido", TOKAIDO)
        assert library.words() == {"Hot Spring": "Onsen"}
        assert game_facts(library.as_mapping()) == {"automa deck": "2 2 3"}
        with pytest.raises(FactRefused):
            library.put({word_fact("Hot Springs"): "Onsen"})
    finally:
        phone.close()
        laptop.close()


def test_a_damaged_renaming_is_not_read(tmp_path: Path) -> None:
    store = Store(str(tmp_path / "saves.sqlite3"))
    try:
        library = Library(store, "tokaido", TOKAIDO)
        library.correct(word_fact("Sea"), "Mer")
        with store.transaction(write=True) as connection:  # as if typed in by hand
            connection.execute(library_facts.update().where(
                library_facts.c.fact == word_fact("Sea")).values(value="123"))
        assert library.words() == {}
        damaged = [fact for fact in library.facts() if fact.fact.startswith(WORD_FACT)]
        assert damaged and damaged[0].problem == "a word has a letter"
    finally:
        store.close()
