"""Issue 32's crawl: a seeded game of each of the four games, each way it is played (at the
table, and on screen where a game has both), played to its end in the pseudo-language
en-XA, through every page a person meets on the way (home, the new-game form, each
question, a refused answer, the undo confirmation, the log, the game's components, the list
of components, the history, the backup), and the same games in the terminal. Every message
of en-XA is accented and in brackets: an English word outside a bracket was not said from a
catalog.

What may be left English, and why: `NAMES`, proper names — Soloist's, the games' titles,
each language's own name, and the made-up names of Marco Polo II's sample data
(`PROPER_NAMES`). The commands a page shows to be typed as they are (`COMMANDS`) and what
the person typed, quoted back, are no words of Soloist's. Nothing else: the crawl finds no
English word (on failure it says which, per game, where, and the words that carry the
most).
"""

from __future__ import annotations

import io
import random
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from screen_words import screen_text
from starlette.testclient import TestClient
from web_helpers import an_answer, form_fields, hidden, make_client, start_game, way_id

from soloist.engine.game import OptionValue
from soloist.engine.questions import Question
from soloist.games import all_games, find_game
from soloist.games.marco_polo_2.data import sample_names
from soloist.i18n import PSEUDO, translator
from soloist.play.companion import SavedPlay
from soloist.play.language import Words
from soloist.play.screen import Screen
from soloist.play.terminal import REMIND, TerminalCompanion
from soloist.store import Store
from soloist.web.language import LANGUAGE_COOKIE, choices, said, speaking

#: An English word: two letters or more of the English alphabet, unaccented.
ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")
#: A run of the pseudo-language's own words.
BRACKETED = re.compile(r"\[[^\]\n]*\]")
#: A saved game's id and a version number (``soloist resume 0123…``, ``Soloist 1.2.3``):
#: no words.
NO_WORDS = re.compile(r"\b[0-9a-f]{20}\b|\b\d+\.\d+\.\d+\b")
#: The commands a page or the terminal shows to be typed as they are in every language.
COMMANDS = re.compile(r"\bsoloist (?:resume|components (?:show|export|import)|play|show) [\w-]*")

#: Proper names the games print, kept in every language: the made-up names of Marco Polo
#: II's sample (its cities, characters and Trading Post cards: "Hollowmere (fictional)" is
#: the name and a phrase around it). (Tokaido's travellers are terms of their game, said as
#: messages.)
PROPER_NAMES: frozenset[str] = frozenset(
    word for name in sample_names() for word in ENGLISH_WORD.findall(name))
#: Soloist's name, each language's own name, the games' titles.
NAMES = ({"Soloist"} | PROPER_NAMES
         | {word for _, name in choices() for word in ENGLISH_WORD.findall(name)}
         | {word for definition in all_games() for word in ENGLISH_WORD.findall(definition.title)})

#: The ways each game is played: at the table (its demo options), and on screen where it has
#: digital play. (Seeded: the same answers every run.)
WAYS: list[tuple[str, dict[str, OptionValue]]] = [
    ("fantastic-factories", {}), ("fantastic-factories", {"digital": True}),
    ("tokaido", {}), ("tokaido", {"digital": True}),
    ("marco-polo-2", {"sample": True}), ("revive", {})]
SEED = "7"
#: What the crawl types that is no answer: no word in it (the refusal quotes it back, and
#: the person's own words are not Soloist's to translate).
NOT_AN_ANSWER = "%%% 0 %%%"
MOST_ANSWERS = 1000



@dataclass
class Seen:
    """What a person read of one game, page by page (or the terminal's screen)."""

    texts: list[tuple[str, str]] = field(default_factory=list)

    def read(self, where: str, text: str) -> None:
        self.texts.append((where, NO_WORDS.sub(" ", COMMANDS.sub(" ", text))))

    def english(self) -> Counter[tuple[str, str]]:
        """Each English word left, with where it was read, counted."""
        left: Counter[tuple[str, str]] = Counter()
        for where, text in self.texts:
            for line in text.splitlines():
                line = BRACKETED.sub(" ", line)
                left.update((word, where) for word in ENGLISH_WORD.findall(line)
                            if word not in NAMES)
        return left


# -- the web pages --------------------------------------------------------------------------

@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    store = Store(str(tmp_path / "saves.sqlite3"))
    with make_client(store) as made:
        made.cookies.set(LANGUAGE_COOKIE, PSEUDO)
        yield made
    store.close()


def read(client: TestClient, seen: Seen, path: str, where: str, status: int = 200) -> str:
    page = client.get(path)
    assert page.status_code == status, (path, page.status_code)
    assert '<html lang="en-XA">' in page.text, path
    seen.read(where, screen_text(page.text))
    return page.text


def crawled(client: TestClient, name: str, options: dict[str, OptionValue]) -> Seen:
    """A game played to its end through its pages in en-XA, every page read."""
    seen = Seen()
    label = way_id((name, options))
    chooser = random.Random(label)
    form = read(client, seen, f"/new/{name}", "the new-game form")
    refused = client.post(f"/new/{name}", data={"csrf": hidden(form, "csrf"),
                                                 **form_fields(options), "seed": "x"})
    seen.read("the new-game form refused", screen_text(refused.text))
    game_id = start_game(client, name, seed=SEED, **form_fields(options))
    path = f"/g/{game_id}"
    given = 0
    while 'data-over="yes"' not in (page := read(client, seen, path, "a question")):
        assert given < MOST_ANSWERS, f"{label} did not end"
        if given == 2:
            wrong = client.post(path, data={"csrf": hidden(page, "csrf"), "n": hidden(page, "n"),
                                            "answer": NOT_AN_ANSWER})
            seen.read("a refused answer", screen_text(wrong.text))
            read(client, seen, f"{path}/undo", "the undo confirmation")
        done = client.post(path, follow_redirects=False, data={
            "csrf": hidden(page, "csrf"), "n": hidden(page, "n"),
            "answer": an_answer(page, chooser)})
        if done.status_code == 200 and f'action="{path}/settle"' in done.text:
            seen.read("which is right", screen_text(done.text))
            done = client.post(f"{path}/settle", follow_redirects=False, data={
                "csrf": hidden(done.text, "csrf"), "n": hidden(done.text, "n"),
                "given": hidden(done.text, "given"), "answer": "given"})
        assert done.status_code == 303, done.text
        given += 1
    read(client, seen, f"{path}/log", "the log")
    read(client, seen, f"{path}/undo", "the undo confirmation")
    read(client, seen, f"/components/{name}", "the game's components")
    return seen


# -- the terminal ---------------------------------------------------------------------------

def terminal_game(store: Store, name: str, options: dict[str, OptionValue]) -> Seen:
    """The terminal's screen of a game played to its end in en-XA, now and then a command
    typed (help, state, undo, log, remind) and an answer that is none."""
    definition = find_game(name)
    saved = SavedPlay.start(store, definition, definition.parse_options(dict(options)),
                            int(SEED))
    shown = io.StringIO()
    console = Screen(file=shown, width=5000, color_system=None, highlight=False)
    companion = TerminalCompanion(console, saved, Words(PSEUDO))
    chooser = random.Random(f"terminal {name}")
    commands = {2: "help", 3: "state", 5: NOT_AN_ANSWER, 8: "undo", 9: REMIND,
                30: "log"}
    typed = 0

    def person(*_: object, **__: object) -> str:
        nonlocal typed
        typed += 1
        assert typed < 3 * MOST_ANSWERS, f"{name} did not end in the terminal"
        question: Question | None = companion.saved.session.question
        if question is None:
            return ""
        # ("remind" is a command of a game with reminders only: elsewhere it is no word
        # of Soloist's, refused as any other text would be.)
        if typed in commands and (commands[typed] != REMIND or REMIND in companion.commands()):
            return commands[typed]
        if question.choices is not None:
            return chooser.choice(question.valid_answers())
        if question.between is not None:
            low, high = question.between
            return str(chooser.randint(low, min(high, low + 3)))
        return chooser.choice(list(question.examples))

    console.input = person  # type: ignore[method-assign]
    companion.run()
    assert companion.saved.session.result is not None, f"{name} did not end"
    seen = Seen()
    seen.read("the terminal", shown.getvalue())
    return seen


# -- the crawl ------------------------------------------------------------------------------

def test_every_page_and_terminal_screen_of_a_game_in_en_xa_leaves_no_english_word(
        client: TestClient, tmp_path: Path) -> None:
    left: dict[str, Counter[tuple[str, str]]] = {}
    for name, options in WAYS:
        left.setdefault(name, Counter()).update(crawled(client, name, options).english())
    site = Seen()
    for path, where in (("/", "home"), ("/components", "the list of components"),
                        ("/history", "the history"), ("/backup", "the backup")):
        read(client, site, path, where)
    store = Store(str(tmp_path / "terminal.sqlite3"))
    for name in dict(WAYS):
        left[name].update(terminal_game(store, name, dict(find_game(name).demo_options))
                          .english())
    store.close()
    left["the pages beside the games"] = site.english()
    report = []
    for name, found in left.items():
        words = Counter[str]()
        for (word, _), count in found.items():
            words[word] += count
        places = Counter[str]()
        for (_, where), count in found.items():
            places[where] += count
        report.append(f"{name}: {sum(found.values())} ({len(words)} distinct) — "
                      + ", ".join(f"{where} {count}" for where, count in places.most_common())
                      + "; most: " + ", ".join(f"{word} {count}"
                                               for word, count in words.most_common(12)))
    found = {name: sum(words.values()) for name, words in left.items() if words}
    assert found == {}, "English words left in en-XA (besides names):\n" + "\n".join(report)


def test_a_page_of_a_game_says_the_games_terms_in_its_language() -> None:
    """A text a page of a game shows that is, as a whole, one of the game's terms (a card's
    name, a type a question offers) is said as the term; on a page of no game, and in
    English, it is as it is."""
    game = "fantastic-factories"
    with speaking(PSEUDO, game):
        assert said("Utility") == translator(PSEUDO).term("Utility", game) == "[Úţíĺíţý]"
        assert said("Aluminum Factory").startswith("[")
        assert said("Not a term") == "Not a term"
    with speaking(PSEUDO):
        assert said("Utility") == "Utility"
    with speaking("en", game):
        assert said("Utility") == "Utility"
