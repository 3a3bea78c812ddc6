"""The component library and the saves, in random order (issue 25, Tests): answers, undos,
contradictions settled every way, forgets, corrections and imports across two games on one
library. After every step:

- the library is what the remaining answers taught, with the imports and corrections, in
  order (computed here from what each answer taught, as the person would tell it);
- every saved game shows and replays (as it is played);
- nothing invalid is stored, as a fact or as a lesson.
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from copy_game import TRIP
from hypothesis import HealthCheck, event, settings
from hypothesis import strategies as st
from hypothesis.control import currently_in_test_context
from hypothesis.stateful import (
    RuleBasedStateMachine,
    invariant,
    precondition,
    rule,
)
from sqlalchemy import select

from soloist.engine import registry
from soloist.engine.errors import InvalidAnswer, SoloistError
from soloist.engine.library import KEEP_KNOWN, TAKE_GIVEN, FactConflict, fact_problem
from soloist.play.companion import SavedPlay
from soloist.store import Store
from soloist.store.database import library_facts, library_lessons
from soloist.store.library import Library
from soloist.store.transfer import BACKUP_FORMAT, KIND, checksum, import_backup, read_backup

OPTIONS = {"legs": 9, "notes": True}
#: What an import may give: valid facts, and some the gate refuses.
IMPORTS = st.dictionaries(
    st.sampled_from(["steps A-B", "steps B-A", "most red seen", "first card", "faces seen",
                     "steps A-C", "first\x1bcard"]),
    st.sampled_from(["1", "3", "6", "9", "red", "blue", "blue; red", "red; blue", "x", ""]),
    min_size=1, max_size=3)


def backup_of(facts: Mapping[str, str]) -> dict[str, object]:
    """A backup file of another device that knows `facts` of the trip's copy (no game)."""
    backup: dict[str, object] = {
        "kind": KIND, "format": BACKUP_FORMAT, "soloist": "0", "database_layout": 1,
        "made_at": "2025-05-03T10:00:00+00:00", "games": [],
        "library": [{"game": TRIP.name, "fact": fact, "value": value, "how": "told",
                     "game_id": None, "number": None, "previous": None,
                     "learned_at": "2025-05-03T10:00:00+00:00"}
                    for fact, value in facts.items()]}
    backup["checksum"] = checksum(backup)
    return backup


@dataclass
class Event:
    """One lesson as the person's answers and commands give it: a value, how it meets the
    known one ("merge", "correct", "replace"), and which answer taught it (None: an import
    or a correction)."""

    value: str
    mode: str
    game: str | None = None
    number: int | None = None


def made(fact: str, events: list[Event]) -> str | None:
    """The value a fact's events make, one after the other."""
    value: str | None = None
    for lesson in events:
        if value is None or lesson.mode == "replace":
            value = lesson.value
        elif lesson.mode == "correct":
            value = TRIP.correct_fact(fact, value, lesson.value)
        else:
            merged = TRIP.merge_fact(fact, value, lesson.value)
            value = lesson.value if merged is None else merged
    return value


@dataclass
class Game:
    saved: SavedPlay
    #: The play's own facts after its last stored answer (what it taught is the change).
    learned: dict[str, str] = field(default_factory=dict)
    #: The facts this game keeps as the library knows them, and the answer it said so at.
    kept: dict[str, int] = field(default_factory=dict)


class LibraryMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        registry._GAMES[TRIP.name] = TRIP
        self.folder = tempfile.TemporaryDirectory()
        self.store = Store(str(Path(self.folder.name) / "saves.sqlite3"))
        self.library = Library(self.store, TRIP.name, TRIP)
        self.events: dict[str, list[Event]] = {}
        self.games: list[Game] = []
        self.ended: list[str] = []
        for seed in (1, 2):
            self.games.append(Game(SavedPlay.start(self.store, TRIP, OPTIONS, seed)))

    def teardown(self) -> None:
        self.store.close()
        self.folder.cleanup()
        registry._GAMES.pop(TRIP.name, None)  # other tests see only the real games

    # -- the model -------------------------------------------------------------------------

    def expected(self) -> dict[str, str]:
        return {fact: value for fact, events in self.events.items()
                if (value := made(fact, events)) is not None}

    def lessons(self, index: int, number: int, fact: str | None, key: str,
                settled: Mapping[str, str]) -> None:
        """What answer `number` of game `index` taught, now stored."""
        game = self.games[index]
        learned = dict(getattr(game.saved.session.play, "learned", {}))
        taught = [(fact, key)] if fact is not None else []
        taught += [(name, value) for name, value in learned.items()
                   if game.learned.get(name) != value and name not in game.kept]
        for name, value in taught:
            mode = settled.get(name, "merge")
            if mode == "kept":
                game.kept[name] = number
                continue
            self.events.setdefault(name, []).append(
                Event(value, mode, game.saved.game_id, number))
        game.learned = learned

    # -- the rules -------------------------------------------------------------------------

    @rule(data=st.data(), which=st.integers(0, 1))
    def answer(self, data: st.DataObject, which: int) -> None:
        saved = self.games[which].saved
        question = saved.session.question
        assert question is not None  # an ended game is replaced by a new one
        text = data.draw(st.sampled_from(question.valid_answers()), label="answer")
        number = len(saved.session.answers) + 1
        settled: dict[str, str] = {}
        conflict: FactConflict | None = None
        choice = ""
        while True:
            try:
                key = saved.answer(text) if conflict is None else \
                    saved.settle(conflict, choice, text)
                break
            except FactConflict as raised:
                assert TRIP.merge_fact(raised.key, raised.known, raised.given) is None
                assert self.expected().get(raised.key) == raised.known
                choice = data.draw(st.sampled_from([KEEP_KNOWN, TAKE_GIVEN, "undo"]),
                                   label=f"which is right about {raised.key}")
                if currently_in_test_context():  # not when a test below replays steps
                    event(f"which is right? {choice}")
                if choice == "undo":
                    saved.retract()
                    return
                conflict = raised
                if choice == TAKE_GIVEN:
                    settled[raised.key] = "correct"
                elif not raised.direct:
                    settled[raised.key] = "kept"
        self.lessons(which, number, question.fact, key, settled)
        if saved.session.question is None:
            self.ended.append(saved.game_id)
            self.games[which] = Game(SavedPlay.start(self.store, TRIP, OPTIONS,
                                                     len(self.ended) + 3))

    @rule(which=st.integers(0, 1))
    def undo(self, which: int) -> None:
        game = self.games[which]
        try:
            number = game.saved.session.last_person_answer()
        except InvalidAnswer:
            return
        game.saved.undo()
        for events in self.events.values():
            events[:] = [e for e in events if not (e.game == game.saved.game_id
                                                   and e.number is not None
                                                   and e.number >= number)]
        game.kept = {fact: at for fact, at in game.kept.items() if at < number}
        game.learned = dict(getattr(game.saved.session.play, "learned", {}))

    @rule(which=st.integers(0, 1))
    def reload(self, which: int) -> None:
        game = self.games[which]
        stored = self.store.load(game.saved.game_id).answers
        again = SavedPlay.load(self.store, game.saved.game_id)
        assert tuple(again.session.answers[:len(stored)]) == stored == \
            tuple(game.saved.session.answers[:len(stored)])
        assert again.kept == game.kept
        game.saved = again

    @precondition(lambda self: bool(self.expected()))
    @rule(data=st.data())
    def forget(self, data: st.DataObject) -> None:
        fact = data.draw(st.sampled_from(sorted(self.expected())), label="forget")
        self.library.forget(fact)
        del self.events[fact]

    @rule(facts=IMPORTS, replace=st.booleans())
    def import_facts(self, facts: dict[str, str], replace: bool) -> None:
        refused = any(fact_problem(TRIP, fact, value) for fact, value in facts.items())
        known = self.expected()
        conflicts = [] if refused else [f for f, v in facts.items() if f in known
                                        and TRIP.merge_fact(f, known[f], v) is None]
        try:
            self.library.put(facts, replace=replace)
        except FactConflict:
            assert not refused and conflicts and not replace
            return
        except SoloistError:
            assert refused
            return
        assert not refused and (replace or not conflicts)
        for fact, value in facts.items():
            self.events.setdefault(fact, []).append(
                Event(value, "replace" if replace else "merge"))

    @rule(facts=IMPORTS)
    def bring_in_a_backup(self, facts: dict[str, str]) -> None:
        """A backup of another device's components brought in (`import_backup`): each fact
        merged as an answer's would be, all or none."""
        refused = any(fact_problem(TRIP, fact, value) for fact, value in facts.items())
        known = self.expected()
        conflicts = [] if refused else [f for f, v in facts.items() if f in known
                                        and TRIP.merge_fact(f, known[f], v) is None]
        before = self.rows()
        try:
            import_backup(self.store, read_backup(json.dumps(backup_of(facts))))
        except SoloistError:
            assert refused or conflicts
            assert self.rows() == before  # nothing changed
            return
        assert not refused and not conflicts
        for fact, value in facts.items():
            self.events.setdefault(fact, []).append(Event(value, "merge"))

    @rule(fact=st.sampled_from(["steps A-B", "most red seen", "first card"]),
          value=st.sampled_from(["2", "5", "blue", "red"]))
    def correct(self, fact: str, value: str) -> None:
        try:
            self.library.correct(fact, value)
        except SoloistError:
            assert fact_problem(TRIP, fact, value) is not None
            return
        self.events.setdefault(fact, []).append(Event(value, "replace"))

    # -- what always holds -----------------------------------------------------------------

    @invariant()
    def the_library_is_what_the_remaining_answers_taught(self) -> None:
        assert self.library.as_mapping() == self.expected()

    @invariant()
    def every_saved_game_shows_and_replays(self) -> None:
        before = self.rows()
        for game in self.games:
            stored = self.store.load(game.saved.game_id).answers
            again = SavedPlay.load(self.store, game.saved.game_id)
            # The stored answers replay as played; the library may supply more since.
            assert tuple(again.session.answers[:len(stored)]) == stored == \
                tuple(game.saved.session.answers[:len(stored)])
        for game_id in self.ended:
            assert SavedPlay.load(self.store, game_id).session.result is not None
        assert self.rows() == before  # showing writes nothing

    def rows(self) -> list[tuple[object, ...]]:
        with self.store.transaction() as connection:
            return [tuple(row) for table in (library_facts, library_lessons)
                    for row in connection.execute(select(table))]

    @invariant()
    def nothing_invalid_is_stored(self) -> None:
        with self.store.transaction() as connection:
            rows = [*connection.execute(select(library_facts.c.fact, library_facts.c.value)),
                    *connection.execute(select(library_lessons.c.fact,
                                               library_lessons.c.value))]
        assert all(fact_problem(TRIP, fact, value) is None for fact, value in rows)


# The same examples on every run (CI included): a sequence found failing elsewhere is
# written down as an open defect, never left to chance (see issue 25's note).
LibraryMachine.TestCase.settings = settings(
    max_examples=25, stateful_step_count=30, deadline=None, derandomize=True, database=None,
    suppress_health_check=[HealthCheck.too_slow])
test_the_library_and_the_saves_in_random_order = LibraryMachine.TestCase


class Drawn:
    """The draws of one step, given in order (for the sequences written down below)."""

    def __init__(self, *values: str) -> None:
        self.values = list(values)

    def draw(self, strategy: object, label: str | None = None) -> str:
        return self.values.pop(0)


def checked(machine: LibraryMachine) -> None:
    machine.the_library_is_what_the_remaining_answers_taught()
    machine.every_saved_game_shows_and_replays()
    machine.nothing_invalid_is_stored()


def test_a_game_keeps_to_its_choice_after_the_fact_is_forgotten() -> None:
    """The sequence the machine found with a random seed (issue 25): game 0 keeps the
    library's first card against its own answer, then the person forgets that fact. Loaded
    again, game 0 still keeps to its choice (its answer was not right; forgetting the
    library's value does not make it right), and the library stays empty of it."""
    machine = LibraryMachine()
    try:
        checked(machine)
        machine.answer(Drawn("1"), 1)  # steps A-B
        machine.answer(Drawn("1"), 0)
        machine.answer(Drawn("red"), 1)  # game 1 draws red first
        checked(machine)
        machine.answer(Drawn("blue", KEEP_KNOWN), 0)  # game 0 says blue (its answer 3): keep red
        assert machine.games[0].kept == {"first card": 3}
        checked(machine)
        machine.forget(Drawn("faces seen"))
        machine.forget(Drawn("first card"))
        checked(machine)
        machine.reload(0)  # its kept choice is read back as it was
        checked(machine)
        assert machine.games[0].kept == {"first card": 3}
        assert "first card" not in machine.library.as_mapping()
        machine.answer(Drawn("1"), 0)
        machine.answer(Drawn("blue"), 0)
        checked(machine)
        assert "first card" not in machine.library.as_mapping()
    finally:
        machine.teardown()


def test_forgetting_every_fact_a_kept_choice_touched_then_loading_again() -> None:
    """A longer sequence found the same way, with an import and forgets on both games."""
    machine = LibraryMachine()
    try:
        machine.answer(Drawn("1"), 1)
        machine.answer(Drawn("blue"), 1)
        machine.import_facts({"steps A-B": "1"}, False)
        machine.forget(Drawn("faces seen"))
        machine.reload(0)
        machine.forget(Drawn("steps A-B"))
        machine.answer(Drawn("red", KEEP_KNOWN), 0)
        checked(machine)
        for fact in ("faces seen", "first card", "most red seen"):
            machine.forget(Drawn(fact))
        machine.reload(0)
        checked(machine)
        assert machine.library.as_mapping() == {}
    finally:
        machine.teardown()


def test_undo_keeps_a_fact_a_backup_brought_that_an_answer_then_taught_again() -> None:
    """Issue 35 item 9, as the phone met it: the library knows a fact from a backup brought
    in; an answer of a game teaches the same fact (it confirms it); undoing that answer
    leaves the fact as the backup brought it (before, the library was then empty: undo
    rebuilt the fact from the answers' lessons, and the backup had left none)."""
    machine = LibraryMachine()
    try:
        machine.bring_in_a_backup({"steps A-B": "1", "most red seen": "1"})
        checked(machine)
        machine.answer(Drawn("1"), 0)  # steps A-B: 1, as the backup says
        machine.answer(Drawn("red"), 0)  # most red seen: 1, as the backup says
        checked(machine)
        machine.undo(0)
        machine.undo(0)
        checked(machine)
        assert machine.library.as_mapping() == {"steps A-B": "1", "most red seen": "1"}
        machine.answer(Drawn("1"), 1)
        machine.answer(Drawn("red"), 1)
        machine.answer(Drawn("2"), 1)
        machine.answer(Drawn("red"), 1)  # most red seen: 2, more than the backup knew
        machine.undo(1)
        checked(machine)
        assert machine.library.as_mapping()["most red seen"] == "1"
    finally:
        machine.teardown()
