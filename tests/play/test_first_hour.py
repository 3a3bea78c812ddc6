"""The display bugs a new user met in their first hour (issue 23), each fixed and kept so:
what the terminal and the table views said that meant nothing at a table."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import pytest
from copy_game import TRIP

from soloist.engine import registry
from soloist.engine.documents import load
from soloist.engine.session import Session
from soloist.engine.tableview import NOT_KNOWN, final_table_of, table_lines, table_of
from soloist.games import find_game
from soloist.games.marco_polo_2.rules import AUTOMA_SETUP
from soloist.games.revive.hexmap import SAMPLE_MAP, MapModel, MapState, map_from_model
from soloist.games.revive.spots import SpotNames
from soloist.play.companion import SavedPlay
from soloist.play.screen import Screen
from soloist.play.terminal import TerminalCompanion
from soloist.store import Store
from soloist.store.library import Library

REVIVE = find_game("revive")
TOKAIDO = find_game("tokaido")


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    saves = Store(str(tmp_path / "first-hour.sqlite3"))
    yield saves
    saves.close()


def in_terminal(saved: SavedPlay, typed: list[str]) -> str:
    shown = io.StringIO()
    console = Screen(file=shown, width=200, color_system=None, highlight=False)
    lines = iter([*typed, "quit"])
    console.input = lambda prompt="", **_: next(lines)  # type: ignore[method-assign]
    TerminalCompanion(console, saved).run()
    return shown.getvalue()


def answered_until(session: Session, done: object) -> Session:
    """Answer with each question's first valid answer until `done(session)` holds."""
    while session.question is not None and not done(session):  # type: ignore[operator]
        session.answer(session.question.valid_answers()[0])
    return session


# -- "most likely ]0X49[ Moon" in Revive's tribe help ------------------------------------------

def test_revives_tribe_with_tokens_is_named_in_words() -> None:
    tribe = REVIVE.option("tribe")
    for text in (tribe.help, *(tribe.label_of(value) for value in tribe.choices)):
        assert "0X49" not in text and "'target-tokens'" not in text, text
    assert tribe.label_of("target-tokens") == ("The tribe with 5 target tiles on its Moon side "
                                               "(inferred)")


# -- "r5c4 (location, tile T13)": a spot named by what the person sees --------------------------

def test_a_spot_of_the_sample_map_is_named_by_its_tile_its_row_and_its_neighbours() -> None:
    hex_map = map_from_model(load(MapModel, SAMPLE_MAP), "sample")
    state = MapState.initial(hex_map)
    spots = SpotNames(hex_map)
    location = hex_map.space_at[(5, 4)]  # the map file's r5c4, on its place T13
    assert spots.space(location, state) == ("the location on the tile beside the chasm at the "
                                            "bottom left, bottom row, 2nd space from the left")
    assert spots.around(location, state) == ("sand, sand, a face-down space, a face-down "
                                             "space, the chasm")
    assert spots.place("T2", state) == ("the face-down tile 2 tiles out from the chasm at the "
                                        "top right (the 1st from the left)")
    assert spots.where["NW"] == "in the top-left corner"
    named = {spots.place(place, state) for place in hex_map.tiles}
    assert len(named) == len(hex_map.tiles)  # no two places read alike


# -- "Energy track: Energy track:" in state ---------------------------------------------------

def test_state_says_a_zone_s_name_once(store: Store) -> None:
    saved = SavedPlay.start(store, REVIVE, REVIVE.parse_options({"sample": True}), 3)
    lines = table_lines(table_of(saved.session.play))  # type: ignore[arg-type]
    energy = next(line for line in lines if line.startswith("Energy track"))
    assert energy.startswith("Energy track: position 1") and energy.count("Energy track") == 1
    refresh = next(line for line in lines if line.startswith("Refresh turns"))
    assert refresh.startswith("Refresh turns: 0/3")


# -- "You ?" on a finished Tokaido game ---------------------------------------------------------

def test_a_finished_companion_game_shows_your_score_and_a_dash_before(store: Store) -> None:
    session = answered_until(Session.start(TOKAIDO, {}, 5), lambda s: False)
    assert session.result is not None
    summary = session.result.summary()
    view = final_table_of(session.play, None, summary)
    assert view is not None
    you = next(score for score in view.scores if score.you)
    assert you.value == str(summary["person_score"])
    assert "?" not in table_lines(view)[0]
    during = table_of(Session.start(TOKAIDO, {}, 5).play)
    assert during is not None
    assert next(score for score in during.scores if score.you).value == NOT_KNOWN == "—"


# -- "0 contracts on E" right after setup put one there -----------------------------------------

def test_the_automa_s_starting_contract_is_on_space_e_from_the_setup_on() -> None:
    mp2 = find_game("marco-polo-2")
    session = Session.start(mp2, mp2.parse_options({"sample": True, "draw": "you"}), 3)
    answered_until(session, lambda s: any(AUTOMA_SETUP in e.text for e in s.log.events))
    assert session.question is not None and session.question.topic == "setup.trip-slide"
    status = table_of(session.play, session.question).status  # type: ignore[union-attr]
    assert "1 contract on E" in status


# -- undo at the "which is right?" prompt -------------------------------------------------------

def test_undo_at_which_is_right_takes_the_answer_back_and_asks_the_question_again(
        store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    # One game drew red first; another, at its first card, says blue: which is right?
    monkeypatch.setitem(registry._GAMES, TRIP.name, TRIP)
    one = SavedPlay.start(store, TRIP, {"legs": 1, "notes": True}, 1)
    one.answer("3")
    one.answer("red")
    saved = SavedPlay.start(store, TRIP, {"legs": 3, "notes": True}, 2)
    before = list(saved.session.answers)
    shown = in_terminal(saved, ["blue", "undo"])
    assert "Which is right about first card?" in shown
    assert "Undone: your answer 'blue' is taken back; nothing was stored. Answer the question " \
        "again." in shown
    assert "Not valid" not in shown
    assert store.load(saved.game_id).answers == tuple(before)
    assert Library(store, TRIP.name, TRIP).known("first card") == "red"


# -- "Remind me of my exceptions": a reminder, not an answer ------------------------------------

def test_revives_exceptions_are_a_reminder_and_undo_takes_back_the_move(store: Store) -> None:
    saved = SavedPlay.start(store, REVIVE, REVIVE.parse_options({"sample": True}), 3)
    question = saved.session.question
    assert question is not None and question.topic == "person.map-action"
    assert question.choices is not None and "exceptions" not in question.choices.keys
    view = table_of(saved.session.play, question)
    assert view is not None
    assert [reminder.title for reminder in view.reminders] == ["my exceptions to the rules"]
    shown = in_terminal(saved, ["build", "remind", "undo"])
    assert "remind" in shown.split("Type an answer, or:")[1].splitlines()[0]
    assert "Your exceptions: when you place a population figure" in shown
    assert "Undone: your answer “I built on a sand space” is taken back" in shown
    assert store.load(saved.game_id).answers == ()


# -- "sample: no, s cards: board": a game's heading by the options' titles ---------------------

def test_a_game_s_heading_names_its_options_by_their_titles(store: Store) -> None:
    plain = SavedPlay.start(store, REVIVE, REVIVE.parse_options({}), 3)
    heading = in_terminal(plain, []).splitlines()[1]
    assert heading == f"Game {plain.game_id} · seed 3"  # every option at its default
    chosen = SavedPlay.start(store, REVIVE, REVIVE.parse_options(
        {"s_cards": "1+3", "starting_cards": "draft"}), 3)
    heading = in_terminal(chosen, []).splitlines()[1]
    assert heading == (f"Game {chosen.game_id} · The cards with an \"S\": Cards 1 and 3 · "
                       "Starting cards: Drafted: draw 5, keep 2, until you have 6 · seed 3")
    mp2 = find_game("marco-polo-2")
    assert mp2.describe_options(mp2.parse_options({"sample": True, "draw": "you"})) == (
        "Level: L1 · Sample: yes · Who draws: You draw from your own deck, and say which")


# -- "Your board's layout: not known: not in your components yet." ----------------------------

def test_what_your_components_do_not_know_is_said_once() -> None:
    session = Session.start(REVIVE, {"s_cards": "1+3"}, 4)
    answered_until(session, lambda s: s.question.topic == "setup.build-layout")
    said = [event.text for event in session.log.events if event.actor == "library"]
    assert said == ["Your energy track's colours: not in your components yet.",
                    "Your board's layout: not in your components yet."]


# -- "position 9": the energy marker's place named by its colour ------------------------------

def test_the_energy_marker_s_position_is_named_by_its_colour_once_the_track_is_known(
        store: Store) -> None:
    track = "purple blue orange green purple blue orange green purple blue orange green"
    saved = SavedPlay.start(store, REVIVE, REVIVE.parse_options({"s_cards": "1+3"}), 4)
    saved.answer(track)
    energy = saved.session.play.mautoma.energy  # type: ignore[attr-defined]
    colour = track.split()[energy - 1]
    lines = table_lines(table_of(saved.session.play))  # type: ignore[arg-type]
    line = next(line for line in lines if line.startswith("Energy track"))
    assert f"the marker is on position {energy} of 12, the {colour} one, moving clockwise" \
        in line


# -- "rows-right — Pointed tops…": a numbered list shows labels, never keys -------------------

def test_a_numbered_list_of_choices_shows_the_labels_and_takes_the_keys_too(
        store: Store) -> None:
    saved = SavedPlay.start(store, REVIVE, REVIVE.parse_options({"s_cards": "1+3"}), 4)
    saved.answer("purple blue orange green purple blue orange green purple blue orange green")
    assert saved.session.question is not None
    assert saved.session.question.topic == "setup.build-layout"
    shown = in_terminal(saved, ["build", "sideways", "1"])
    assert "  1) Describe my board's layout now" in shown
    assert "build —" not in shown and "later —" not in shown
    assert "Answered: “Describe my board's layout now" in shown  # the key still works
    assert "rows-right" not in shown and "1) Pointed tops, straight rows" in shown
    assert "'sideways' is not a valid answer; choose a number from 1 to" in shown
