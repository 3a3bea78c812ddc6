"""Conflicts are a way out, not a loop (issue 25, item 6): "which is right?" names both
values and where each came from; undo works at that prompt; "keep what I told before" does
not ask the same question again; "take the new answer" replaces only the part it
contradicts."""

from __future__ import annotations

import io
from collections.abc import Iterator

import pytest
from copy_game import TRIP

from soloist.engine import registry
from soloist.engine.library import KEEP_KNOWN, TAKE_GIVEN, FactConflict
from soloist.games import find_game
from soloist.games.marco_polo_2.components import AUTOMA_CARDS, correct, parse_cards
from soloist.play.companion import SavedPlay
from soloist.play.screen import Screen
from soloist.play.terminal import TerminalCompanion
from soloist.store import Store
from soloist.store.library import Library

NOTES = {"legs": 3, "notes": True}


@pytest.fixture(autouse=True)
def trip_registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setitem(registry._GAMES, TRIP.name, TRIP)
    yield


@pytest.fixture
def store(save_location: str) -> Iterator[Store]:
    """Once on SQLite and once on PostgreSQL."""
    opened = Store(save_location)
    yield opened
    opened.close()


def first_card_conflict(store: Store) -> tuple[SavedPlay, FactConflict]:
    """One game drew red first; another, at its first card, says blue."""
    one = SavedPlay.start(store, TRIP, NOTES, seed=1)
    one.answer("3")
    one.answer("red")
    two = SavedPlay.start(store, TRIP, NOTES, seed=2)
    with pytest.raises(FactConflict) as raised:
        two.answer("blue")
    return two, raised.value


def test_which_is_right_names_both_values_and_where_each_came_from(store: Store) -> None:
    _, conflict = first_card_conflict(store)
    prompt = conflict.question(TRIP).prompt
    assert prompt.startswith("Which is right about first card? Your components say red "
                             "(worked out from your answers in a game on ")
    assert prompt.endswith("With your answer now, this game's answers say blue.")
    Library(store, "trip", TRIP).correct("first card", "blue")  # named as a correction
    other = SavedPlay.start(store, TRIP, NOTES, seed=4)
    with pytest.raises(FactConflict) as raised:
        other.answer("red")
    assert "(corrected by hand on " in raised.value.question(TRIP).prompt


def test_keeping_what_the_components_say_stores_the_answer_and_asks_no_more(
        store: Store) -> None:
    two, conflict = first_card_conflict(store)
    assert two.settle(conflict, KEEP_KNOWN, "blue") == "blue"  # stored: no loop
    assert store.load(two.game_id).answers[-1] == "blue"
    assert Library(store, "trip").known("first card") == "red"
    two.answer("2")  # the game goes on; nothing asks about the first card again
    two.answer("red")
    assert Library(store, "trip").known("faces seen") == "blue; red"
    # Undone to before the choice, the game may be asked again (nothing is kept of it).
    while two.session.answers[-1] != "blue" or len(two.session.answers) > 3:
        two.undo()
    two.undo()
    assert "first card" not in two.kept


def test_taking_the_new_answer_corrects_the_components(store: Store) -> None:
    two, conflict = first_card_conflict(store)
    two.settle(conflict, TAKE_GIVEN, "blue")
    assert Library(store, "trip").known("first card") == "blue"
    two.undo()  # takes back the correction with the answer
    assert Library(store, "trip").known("first card") == "red"


def test_undo_at_the_prompt_takes_the_answer_back_in_the_terminal(store: Store) -> None:
    one = SavedPlay.start(store, TRIP, NOTES, seed=1)
    one.answer("3")
    one.answer("red")
    two = SavedPlay.start(store, TRIP, NOTES, seed=2)
    output = io.StringIO()
    console = Screen(file=output, width=300, color_system=None)
    replies = iter(["blue", "undo", "red", "quit"])
    console.input = lambda prompt="", **_: next(replies)  # type: ignore[method-assign]
    TerminalCompanion(console, two).run()
    shown = output.getvalue()
    assert "Or type undo to take back your answer (nothing has been stored)." in shown
    assert "Undone: your answer 'blue' is taken back; nothing was stored." in shown
    assert store.load(two.game_id).answers[-1] == "red"  # answered again, no conflict


def test_taking_this_games_trip_slides_replaces_only_the_slide_it_contradicts() -> None:
    known = "; ".join(f"Town {n} [A], Village {n}, (end)" for n in range(1, 13))
    # This game saw slide 5 with another red letter beside its first city.
    given = "Town 5 [C], Village 5 [-], (end)"
    corrected = correct("trip slides", known, given).split("; ")
    assert len(corrected) == 12
    assert corrected[4] == "Town 5 [C], Village 5 [-], (end)"
    assert corrected[:4] + corrected[5:] == known.split("; ")[:4] + known.split("; ")[5:]


def test_taking_this_games_automa_cards_keeps_the_other_cards_known() -> None:
    actions = ["travel", "city-card", "khans-favor", "external-city", "action-space",
               "guild-seal-plus-1", "books-lev-0", "travel"]
    known = "; ".join(f"none | {action}, books" for action in actions[:AUTOMA_CARDS])
    given = "black-die | travel, books"
    cards = parse_cards(correct("Automa cards", known, given))
    assert len(cards) == AUTOMA_CARDS
    assert cards[0].bonus.value == "black-die"  # this game's card is kept
    assert find_game("marco-polo-2").correct_fact("Automa cards", known, given) == \
        correct("Automa cards", known, given)
