"""The terminal in a language (issue 32): a game of each of the four games, played to its end
by the terminal companion in the pseudo-language en-XA, says every one of the terminal's
own words from the catalog (accented, in brackets). What is still English comes from other
areas: the games' questions not yet phrases, the names of the game's things in the log's
fields, the table's lines; each such text is noted as the terminal is given it, and
nothing English is left once they are taken out. Their count is printed as a figure.
"""

from __future__ import annotations

import io
import random
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from cli_helpers import invoke_soloist, run_soloist

from soloist.engine.log import KeptEvent, keep
from soloist.engine.phrase import Phrase
from soloist.engine.questions import Question
from soloist.games import all_games, find_game
from soloist.i18n import PSEUDO
from soloist.i18n.pseudo import pseudo_text
from soloist.play.companion import SavedPlay
from soloist.play.language import Words
from soloist.play.screen import Screen
from soloist.play.terminal import TerminalCompanion
from soloist.store import Store

#: What is typed now and then instead of an answer, by the number of the line typed: each
#: command, in English, and an answer that is not one.
TYPED = {2: "help", 3: "state", 5: "not an answer at all", 8: "undo", 9: "remind",
         30: "log"}
MOST_LINES = 3000
#: A run of the pseudo-language's own words, in brackets.
BRACKETED = re.compile(r"\[[^\]\n]*\]")
#: An English word: two or more letters of the English alphabet (the pseudo-language
#: accents most letters; a word of its own is in brackets).
ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")
#: A word of a text in English.
WORD = re.compile(r"[^\W\d_]+")
GAME_ID = re.compile(r"\b[0-9a-f]{20}\b")


class Noting(Words):
    """The terminal's words in a language, noting each text it is given by another area
    (a question's words that are no phrase yet, a log line's values, a table's line) and
    shows as it is."""

    def __init__(self, language: str) -> None:
        super().__init__(language)
        self.foreign: set[str] = set()

    def said(self, text: str) -> str:
        if isinstance(text, Phrase):
            self.note_fields(text)
        else:
            self.foreign.add(str(text))
        return super().said(text)

    def note_fields(self, said: Phrase) -> None:
        for value in said.fields.values():
            if isinstance(value, Phrase):
                self.note_fields(value)
            elif isinstance(value, str):
                self.foreign.add(value)

    def text(self, event: Any) -> str:
        kept = event if isinstance(event, KeptEvent) else keep(event)
        for value in kept.fields.values():  # a phrase's own words are said in the language
            if isinstance(value, Phrase):
                self.note_fields(value)
            else:
                self.foreign.add(str(value))
        return super().text(event)


class Person:
    """Types at the terminal: a valid answer chosen at random, now and then a command."""

    def __init__(self, companion: TerminalCompanion, chooser: random.Random) -> None:
        self.companion = companion
        self.chooser = chooser
        self.typed = 0
        #: What the person typed, and the keys of the choices (shown as typed).
        self.typed_texts: set[str] = set()

    def __call__(self, prompt: object = "", **_: object) -> str:
        self.typed += 1
        assert self.typed < MOST_LINES, "the game did not end"
        question = self.companion.saved.session.question
        if question is None:
            return ""  # at the end: leave
        if question.choices is not None:  # a choice's key is typed as it is
            self.typed_texts.update(question.choices.keys)
        typed = TYPED.get(self.typed) or self.answer(question)
        self.typed_texts.add(typed)
        return typed

    def answer(self, question: Question) -> str:
        if question.choices is not None:
            return self.chooser.choice(question.valid_answers())
        if question.between is not None:
            low, high = question.between
            return str(self.chooser.randint(low, min(high, low + 3)))
        return self.chooser.choice(list(question.examples))


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    saves = Store(str(tmp_path / "terminal.sqlite3"))
    yield saves
    saves.close()


def played(store: Store, name: str, words: Words, seed: int = 7) -> tuple[str, Person]:
    """Everything the terminal shows of a game played at random to its end in `words`'
    language (one line a line: the console is wide enough never to wrap), and the person
    who typed."""
    definition = find_game(name)
    options = definition.parse_options(dict(definition.demo_options))
    saved = SavedPlay.start(store, definition, options, seed)
    shown = io.StringIO()
    console = Screen(file=shown, width=5000, color_system=None, highlight=False)
    companion = TerminalCompanion(console, saved, words)
    person = Person(companion, random.Random(f"{name}{seed}"))
    console.input = person  # type: ignore[method-assign]
    companion.run()
    assert companion.saved.session.result is not None, "the game did not end"
    return shown.getvalue(), person


def without(shown: str, text: str) -> str:
    """`shown` with each time `text` is in it taken out (as a whole word where it begins or
    ends with a letter: a name is not taken out of the middle of a word)."""
    if not text.strip():
        return shown
    before = r"(?<!\w)" if re.match(r"\w", text) else ""
    after = r"(?!\w)" if re.search(r"\w$", text) else ""
    return re.sub(before + re.escape(text) + after, " ", shown)


def english_words(text: str) -> list[str]:
    return ENGLISH_WORD.findall(BRACKETED.sub(" ", text))


@pytest.mark.parametrize("name", [definition.name for definition in all_games()])
def test_a_game_in_the_pseudo_language_says_all_the_terminals_own_words_from_the_catalog(
        store: Store, name: str) -> None:
    words = Noting(PSEUDO)
    shown, person = played(store, name, words)
    shown = GAME_ID.sub("", shown)  # an id's letters are no words
    assert pseudo_text("Type an answer, or: ") in shown  # the header, from the catalog
    left = english_words(shown)
    # Take out the texts other areas gave (longest first: a name inside a longer line).
    own = shown
    for text in sorted(words.foreign | person.typed_texts, key=len, reverse=True):
        own = without(own, text)
    terminals = english_words(own)
    english = GAME_ID.sub("", played(store, name, Words(), seed=7)[0])  # the same answers
    print(f"\n{name}: {len(left)} of the {len(WORD.findall(english))} words the same game "
          "shows in English are left English in en-XA, all from other areas (questions not "
          "yet phrases, the game's names, the table's lines)")
    assert terminals == [], f"English of the terminal's own: {sorted(set(terminals))[:20]}"
    assert left, "the other areas' English is noted (nothing here to take out otherwise)"


def test_the_same_game_in_english_reads_as_without_a_language(store: Store) -> None:
    """English says every phrase as its text: the words-less terminal and English agree."""
    name = all_games()[0].name
    english, plain = (GAME_ID.sub("ID", played(store, name, words, seed=3)[0])
                      for words in (Words("en"), Words()))
    assert english == plain and "Type an answer, or: undo, log," in english


@pytest.fixture
def no_language(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)


@pytest.mark.usefixtures("no_language")
def test_soloist_play_lang_plays_in_the_language_and_resume_and_errors_follow(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`soloist play GAME --lang en-XA`: the header, the question's frame and the leaving
    words from the catalog; `LANG` does the same for `resume` and for an error. (The resume
    in LANG runs the real `soloist` in a new process, its language from its environment; the
    other commands run in this process.)"""
    database = tmp_path / "saves.sqlite3"
    played = invoke_soloist("play", "fantastic-factories", "--lang", "en-XA",
                            database=database, stdin="help\nquit\n")
    assert played.returncode == 0, played.stderr
    assert pseudo_text("Type an answer, or: ") in played.stdout
    assert pseudo_text("show this help") in played.stdout
    assert pseudo_text("Saved. Continue with: ") + "soloist resume " in played.stdout
    game_id = re.search(r"soloist resume (\w+)", played.stdout)
    assert game_id is not None
    english = invoke_soloist("resume", game_id[1], database=database, stdin="quit\n")
    assert "Type an answer, or: undo, log, state, help, quit." in english.stdout
    monkeypatch.setenv("LANG", "en_XA.UTF-8")
    resumed = run_soloist("resume", game_id[1], database=database, stdin="quit\n")
    assert pseudo_text("Saved. Continue with: ") in resumed.stdout, resumed.stdout
    missing = invoke_soloist("resume", "zzzzzzzz", database=database)
    assert missing.returncode == 1
    assert missing.stderr.startswith(pseudo_text("Error: ") + pseudo_text(
        "no saved game with id ")), \
        missing.stderr


@pytest.mark.usefixtures("no_language")
def test_a_language_soloist_has_not_is_refused_in_one_line(tmp_path: Path) -> None:
    done = invoke_soloist("play", "tokaido", "--lang", "xx", database=tmp_path / "s.sqlite3")
    assert done.returncode == 1
    assert done.stderr.startswith("Error: Soloist has no messages in 'xx'")


#: A terminal game in English played to its end, with Fluent and Babel blocked from loading.
ENGLISH_WITHOUT_FLUENT = """
import importlib.abc, io, random, sys

class NoFluent(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("fluent", "babel"):
            raise ModuleNotFoundError(f"No module named {name!r} (blocked)")
        return None

sys.meta_path.insert(0, NoFluent())
from soloist.games import find_game
from soloist.play.companion import SavedPlay
from soloist.play.language import Words
from soloist.play.screen import Screen
from soloist.play.terminal import TerminalCompanion
from soloist.store import Store

definition = find_game("tokaido")
store = Store(sys.argv[1])
saved = SavedPlay.start(store, definition, definition.parse_options({}), 5)
console = Screen(file=io.StringIO(), width=100, color_system=None)
companion = TerminalCompanion(console, saved, Words.of(None))
chooser = random.Random(5)
def typed(*_, **__):
    question = companion.saved.session.question
    return "" if question is None else chooser.choice(question.valid_answers()[:3])
console.input = typed
companion.run()
assert companion.saved.session.result is not None
print(console.file.getvalue().count("Answered: "))
"""


@pytest.mark.usefixtures("no_language")
def test_an_english_terminal_game_loads_no_fluent(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-c", ENGLISH_WITHOUT_FLUENT,
                           str(tmp_path / "s.sqlite3")], capture_output=True, text=True,
                          check=False, timeout=300)
    assert done.returncode == 0, done.stderr
    assert int(done.stdout) > 10  # played to its end, answer after answer


def test_the_terminal_says_a_games_term_in_the_language_where_a_question_shows_it() -> None:
    """A choice's label that is one of the game's terms (Tokaido's Inn) reads as the game's
    word in German; any other text, and every text in English, is left as it is."""
    from soloist.play.language import Words

    german = Words("de").renaming("tokaido", {})
    assert (german.said("Inn"), german.said("Temple")) == ("Gasthaus", "Tempel")
    assert german.said("not a term") == "not a term"
    assert Words("en").renaming("tokaido", {}).said("Inn") == "Inn"
