"""No terminal screen shows a word from inside Soloist (issue 23): every prompt, help text,
list of choices, status line, log line and table a person meets in `soloist play` is read
with the same patterns as the web crawl (tests/helpers/screen_words.py).

Each game, each way it can be played, is played to its end by the terminal companion (the
driver `soloist play` runs), answering at random and typing its commands on the way (help,
state, log, undo, remind, an answer that is not one); a second game then starts from what
the first taught your components. The real `soloist` command is run too: its new-game menu,
each game's options and first question, as a person meets them.
"""

from __future__ import annotations

import io
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from cli_helpers import invoke_soloist
from screen_words import assert_no_internal_words
from web_helpers import way_id, ways_to_play

from soloist.engine.game import OptionValue
from soloist.engine.questions import Question
from soloist.games import all_games, find_game
from soloist.play.companion import SavedPlay
from soloist.play.screen import Screen
from soloist.play.terminal import TerminalCompanion
from soloist.store import Store

#: Besides every way to play, the options that bring questions of their own.
MORE_WAYS: list[tuple[str, dict[str, OptionValue]]] = [
    ("fantastic-factories", {"names": True}),
    ("tokaido", {"level": 1, "crossroads": True, "matsuri": True, "preparations": True}),
    ("marco-polo-2", {"sample": True, "draw": "you"}),
    ("revive", {"tribe": "target-tokens", "starting_cards": "draft"}),
]
#: What is typed now and then instead of an answer, by the number of the line typed.
COMMANDS = {2: "help", 3: "state", 5: "not an answer at all", 8: "undo", 9: "remind",
            30: "log", 60: "state"}
#: The most lines a game may take here (one that runs longer fails).
MOST_LINES = 3000


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    saves = Store(str(tmp_path / "terminal.sqlite3"))
    yield saves
    saves.close()


class Person:
    """Types at the terminal: a valid answer chosen at random, and now and then a command."""

    def __init__(self, companion: TerminalCompanion, chooser: random.Random, most: int) -> None:
        self.companion = companion
        self.chooser = chooser
        self.most = most
        self.typed = 0

    def __call__(self, prompt: object = "", **_: object) -> str:
        self.typed += 1
        assert self.typed < MOST_LINES, "the game did not end"
        question = self.companion.saved.session.question
        if question is None:
            return ""  # at the end: leave
        if self.typed > self.most:
            return "quit"
        if self.typed in COMMANDS:
            return COMMANDS[self.typed]
        return self.answer(question)

    def answer(self, question: Question) -> str:
        if question.choices is not None:
            return self.chooser.choice(question.valid_answers())
        if question.between is not None:
            low, high = question.between
            return str(self.chooser.randint(low, min(high, low + 3)))
        return self.chooser.choice(list(question.examples))


def play_in_terminal(store: Store, name: str, options: dict[str, OptionValue], seed: int,
                     most: int = MOST_LINES) -> str:
    """Everything the terminal shows of a game played at random until it ends (or `most`
    lines are typed)."""
    definition = find_game(name)
    saved = SavedPlay.start(store, definition, definition.parse_options(options), seed)
    shown = io.StringIO()
    console = Screen(file=shown, width=120, color_system=None, highlight=False)
    companion = TerminalCompanion(console, saved)
    console.input = Person(companion, random.Random(f"{name}{seed}"), most)  # type: ignore[method-assign]
    companion.run()
    return shown.getvalue()


@pytest.mark.parametrize("way", ways_to_play() + MORE_WAYS, ids=way_id)
def test_no_terminal_screen_of_a_game_shows_an_internal_word(
    store: Store, way: tuple[str, dict[str, OptionValue]]
) -> None:
    name, options = way
    first = play_in_terminal(store, name, options, seed=7)
    assert "Saved. Continue with: soloist resume" not in first  # played to its end
    assert_no_internal_words(first, f"{way_id(way)}, the first game")
    # The next game begins with what your components know (Soloist answers from them).
    second = play_in_terminal(store, name, options, seed=8, most=15)
    assert_no_internal_words(second, f"{way_id(way)}, the second game")


@pytest.mark.parametrize("number", range(1, len(all_games()) + 1))
def test_the_soloist_command_shows_no_internal_word(tmp_path: Path, number: int) -> None:
    """`soloist` alone: the menu, a game's options (each answered with Enter or its first
    choice), its first question, help, the table, then quit."""
    typed = [str(number)] + [""] * 30 + ["help", "state", "quit", "2"]
    shown = invoke_soloist(database=tmp_path / "menu.sqlite3", stdin="\n".join(typed) + "\n")
    assert "Saved. Continue with: soloist resume" in shown.stdout, shown.stdout + shown.stderr
    assert_no_internal_words(shown.stdout, f"soloist, menu {number}")
    assert_no_internal_words(shown.stderr, f"soloist, menu {number} (errors)")


def test_the_lists_of_games_and_a_finished_game_show_no_internal_word(tmp_path: Path) -> None:
    """`soloist games`, `soloist show` and `soloist stats` over finished and unfinished games
    of every game."""
    database = tmp_path / "lists.sqlite3"
    store = Store(str(database))
    try:
        finished = []
        for definition in all_games():
            options = definition.parse_options(dict(definition.demo_options))
            play_in_terminal(store, definition.name, dict(definition.demo_options), seed=3)
            saved = SavedPlay.start(store, definition, options, 4)  # one left in progress
            saved.answer(saved.session.question.valid_answers()[0])  # type: ignore[union-attr]
            finished.append(next(game.id for game in store.list_games(finished=True)
                                 if game.game == definition.name))
    finally:
        store.close()
    for args in (["games"], ["stats"], *(["show", game_id] for game_id in finished)):
        shown = invoke_soloist(*args, database=database)
        assert shown.returncode == 0, shown.stderr
        assert_no_internal_words(shown.stdout, f"soloist {' '.join(args)}")
