"""`soloist show GAME_ID --lang LANG` (issue 32): a saved game's log in another language,
re-rendered from what it kept; without --lang, the terminal's language (LC_ALL, then
LC_MESSAGES, then LANG), English when Soloist has not that one. English reads as always.

The command runs in this process (`invoke_soloist`); the test of the terminal's language also
runs the real `soloist` command, which reads LC_ALL, LC_MESSAGES and LANG as a new process."""

from __future__ import annotations

import json
import re
import shutil
import sqlite3
from pathlib import Path

import pytest
from cli_helpers import invoke_soloist, run_soloist
from history_helpers import play_to_the_end

from soloist.games import find_game
from soloist.i18n import translator
from soloist.i18n.pseudo import pseudo_text
from soloist.i18n.terms import term_id
from soloist.store import Store

BRACKETED = re.compile(r"\[[^\]]*\]")
#: A bracketed run of the pseudo-language with a letter in it: a message's own words.
WORDS = re.compile(r"\[[^\]]*[^\W\d_][^\]]*\]")


@pytest.fixture(scope="module")
def saved(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, Path]:
    """A finished Fantastic Factories game, and its save database."""
    database = tmp_path_factory.mktemp("shown") / "saves.sqlite3"
    store = Store(str(database))
    try:
        return play_to_the_end(store, "medium", "win", seed=5), database
    finally:
        store.close()


@pytest.fixture
def game_id(saved: tuple[str, Path], monkeypatch: pytest.MonkeyPatch) -> str:
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    return saved[0]


@pytest.fixture
def database(saved: tuple[str, Path]) -> Path:
    return saved[1]


def show(game_id: str, database: Path, *options: str) -> str:
    done = invoke_soloist("show", game_id, *options, database=database)
    assert done.returncode == 0, done.stderr
    return done.stdout


def show_in_a_process(game_id: str, database: Path, *options: str) -> str:
    """`soloist show` as a person runs it: a new process, its language from its
    environment."""
    done = run_soloist("show", game_id, *options, database=database)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_english_asked_or_by_default_reads_byte_for_byte_the_same(
        game_id: str, database: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    english = show(game_id, database)
    assert "Machine: " in english and "Setup: " in english
    assert show(game_id, database, "--lang", "en") == english
    monkeypatch.setenv("LANG", "sw_KE.UTF-8")  # a language Soloist has not: English
    assert show(game_id, database) == english
    monkeypatch.setenv("LC_ALL", "C.UTF-8")
    assert show(game_id, database) == english


def test_the_pseudo_language_rewords_every_line_of_the_log(
        game_id: str, database: Path) -> None:
    english = show(game_id, database)
    pseudo = show(game_id, database, "--lang", "en-XA")
    assert pseudo != english
    for actor in ("Setup", "Machine", "Table", "Round"):
        english_log = [line for line in english.splitlines() if line.startswith(f"{actor}: ")]
        pseudo_log = [line for line in pseudo.splitlines()
                      if line.startswith(f"{pseudo_text(actor)}: ")]
        assert len(pseudo_log) == len(english_log) > 0, actor
        for line in pseudo_log:  # each line's own words are the catalog's
            assert "[" in line.removeprefix(f"{pseudo_text(actor)}: ")


@pytest.mark.parametrize(("language", "actors"), [
    ("fr", {"Setup": "Mise en place", "Machine": "Machine", "Table": "Table", "Round": "Tour"}),
    ("es", {"Setup": "Preparación", "Machine": "Máquina", "Table": "Mesa", "Round": "Ronda"}),
])
def test_french_and_spanish_reword_every_line_of_the_log(
        game_id: str, database: Path, language: str, actors: dict[str, str]) -> None:
    """Each line with words of its own (bracketed in the pseudo-language) reads in the
    language; a line made only of the move's values and of the game's terms the language
    has not yet ("blue 2 ≤ 6 Production → 1 good") is the same in every language."""
    english, pseudo = show(game_id, database), show(game_id, database, "--lang", "en-XA")
    lacking = [pseudo_text(term) for term in find_game("fantastic-factories").terms()
               if translator(language).own(term_id(term, "fantastic-factories")) is None]
    shown = show(game_id, database, "--lang", language)
    for actor, translated in actors.items():
        english_log = [line.removeprefix(f"{actor}: ") for line in english.splitlines()
                       if line.startswith(f"{actor}: ")]
        pseudo_log = [line.removeprefix(f"{pseudo_text(actor)}: ")
                      for line in pseudo.splitlines()
                      if line.startswith(f"{pseudo_text(actor)}: ")]
        shown_log = [line.removeprefix(f"{translated}: ") for line in shown.splitlines()
                     if line.startswith(f"{translated}: ")]
        assert len(shown_log) == len(english_log) == len(pseudo_log) > 0, actor
        for said, reworded, own_words in zip(english_log, shown_log, pseudo_log, strict=True):
            for term in lacking:  # a term the language lacks is said in English
                own_words = own_words.replace(term, "")
            assert (reworded != said) == bool(WORDS.search(own_words)), (actor, reworded)


def test_the_terminal_language_is_lc_all_then_lc_messages_then_lang(
        game_id: str, database: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pseudo = show(game_id, database, "--lang", "en-XA")
    english = show(game_id, database, "--lang", "en")
    monkeypatch.setenv("LANG", "en_XA.UTF-8")
    assert show(game_id, database) == pseudo
    monkeypatch.setenv("LC_MESSAGES", "en_GB.UTF-8")
    assert show(game_id, database) == english
    monkeypatch.setenv("LC_ALL", "en_XA")
    assert show(game_id, database) == pseudo
    # The real command in a new process reads them from its environment alike.
    assert show_in_a_process(game_id, database) == pseudo


def test_json_carries_the_text_in_the_language_and_the_fields_as_kept(
        game_id: str, database: Path) -> None:
    english = json.loads(show(game_id, database, "--json"))
    pseudo = json.loads(show(game_id, database, "--json", "--lang", "en-XA"))
    assert english["record"] == pseudo["record"]  # the language is in no record
    assert len(english["log"]) == len(pseudo["log"])
    for said, reworded in zip(english["log"], pseudo["log"], strict=True):
        assert {**said, "text": None} == {**reworded, "text": None}
        assert BRACKETED.search(reworded["text"]) or reworded["text"] == said["text"]


def test_a_language_soloist_has_not_is_refused_in_one_line(
        game_id: str, database: Path) -> None:
    done = invoke_soloist("show", game_id, "--lang", "xx", database=database)
    assert done.returncode == 1
    assert done.stderr.startswith("Error: Soloist has no messages in 'xx'; its languages: en")


def test_a_replayed_record_reads_in_the_language_too(
        game_id: str, database: Path, tmp_path: Path) -> None:
    record = tmp_path / "record.json"
    record.write_text(invoke_soloist("record", game_id, database=database).stdout,
                      encoding="utf-8")
    done = invoke_soloist("replay", str(record), "--lang", "en-XA", database=database)
    assert done.returncode == 0, done.stderr
    shown = show(game_id, database, "--lang", "en-XA")
    assert done.stdout == shown and "[Ţàƀĺé]: " in shown


def test_a_game_of_older_rules_reads_its_kept_log_in_the_language(
        game_id: str, database: Path, tmp_path: Path) -> None:
    """Shown as it was played (the log it kept: templates and values) in the language."""
    older = tmp_path / "older.sqlite3"
    shutil.copy(database, older)
    with sqlite3.connect(older) as db:  # an update since: the setup now said otherwise
        db.execute("UPDATE games SET rules_version = rules_version - 1")
        db.execute("UPDATE game_log SET fields = json_set(fields, '$.wanted', 4) "
                   "WHERE number = 0")
    english = show(game_id, older)
    pseudo = show(game_id, older, "--lang", "en-XA")
    assert "Today's rules set this game up differently" in english
    assert "Setup: Difficulty medium: the Machine starts with 4 blueprints" in english
    assert (f"{pseudo_text('Setup')}: {pseudo_text('Difficulty ')}medium"
            f"{pseudo_text(': the Machine starts with ')}4") in pseudo
    kept_english = [line for line in english.splitlines() if line.startswith("Setup: ")]
    kept_pseudo = [line for line in pseudo.splitlines()
                   if line.startswith(f"{pseudo_text('Setup')}: ")]
    assert len(kept_pseudo) == len(kept_english) > 0


def french_and_german_lines(shown: str, actor: str) -> list[str]:
    return [line.removeprefix(f"{actor}: ") for line in shown.splitlines()
            if line.startswith(f"{actor}: ")]


def test_lang_fr_fr_shows_the_log_in_french_and_lang_de_in_german(
        game_id: str, database: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`LANG=fr_FR.UTF-8 soloist show ID` says the log in French; `--lang de` in German,
    whatever the terminal's language."""
    english = show(game_id, database)
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    french = show(game_id, database)
    assert french == show(game_id, database, "--lang", "fr") != english
    german = show(game_id, database, "--lang", "de")
    for shown, actors in ((french, ("Mise en place", "Machine", "Tour")),
                          (german, ("Aufbau", "Maschine", "Runde"))):
        for actor, said in zip(("Setup", "Machine", "Round"), actors, strict=True):
            lines, english_lines = (french_and_german_lines(shown, said),
                                    french_and_german_lines(english, actor))
            assert len(lines) == len(english_lines) > 0, (said, shown[:300])
            assert lines != english_lines, said  # reworded, not the English again
    assert "Mise en place: Niveau moyen : la Machine commence avec" in french
    assert "Aufbau: Schwierigkeit mittel: Die Maschine beginnt mit" in german


def test_a_saved_game_shows_the_values_its_log_composed_in_the_language(
        game_id: str, database: Path) -> None:
    """The values the game composed for its log (the Machine's dice, its score, the
    outcome) are re-said in the language: the saved game replays its record, whose log
    keeps them as phrases (issue 32)."""
    english = show(game_id, database)
    german = show(game_id, database, "--lang", "de")
    assert re.search(r"The Machine rolls red \d, blue \d, purple \d, yellow \d, green \d\.",
                     english)
    assert re.search(r"Die Maschine würfelt Rot \d, Blau \d, Lila \d, Gelb \d, Grün \d\.",
                     german)
    assert "You win, " in english and "Du gewinnst, " in german
    assert "for Monuments = " in english and "für Monumente = " in german
