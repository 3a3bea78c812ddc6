"""One gate for the component library (issue 25, item 3): a fact is checked when it is
learned exactly as an import checks it, so whatever an import refuses cannot enter through
an answer; and control characters never reach a terminal or a page raw."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import pytest
import tomli_w
from cli_helpers import invoke_soloist
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from mp2_copy_table import CopyTable
from sqlalchemy import insert

from soloist.engine.errors import DataFileError, InvalidAnswer
from soloist.engine.library import LONGEST_FACT_NAME, FactRefused, fact_problem
from soloist.engine.session import Record
from soloist.games import all_games, find_game
from soloist.games.marco_polo_2.components import SKILL_CARDS, SLIDES
from soloist.play.companion import SavedPlay
from soloist.play.screen import Screen
from soloist.play.terminal import TerminalCompanion
from soloist.store import Store
from soloist.store.database import library_facts, library_lessons
from soloist.store.library import Library

MP2 = find_game("marco-polo-2")
FACTORIES = find_game("fantastic-factories")
ESCAPE = "\x1b[2J"


@pytest.fixture
def database(tmp_path: Path) -> Path:
    return tmp_path / "saves.sqlite3"


@pytest.fixture
def store(database: Path) -> Iterator[Store]:
    opened = Store(str(database))
    yield opened
    opened.close()


def to_topic(saved: SavedPlay, table: CopyTable, topic: str,
             answers: dict[str, str] | None = None) -> None:
    while (question := saved.session.question) is not None and question.topic != topic:
        given = (answers or {}).get(question.topic)
        saved.answer(given if given is not None else table.answer(saved.session, question))


def refused_and_nothing_stored(store: Store, saved: SavedPlay, text: str) -> FactRefused:
    before = (store.load(saved.game_id).answers, Library(store, MP2.name).facts())
    with pytest.raises(FactRefused) as refused:
        saved.answer(text)
    assert (store.load(saved.game_id).answers, Library(store, MP2.name).facts()) == before
    assert isinstance(refused.value, InvalidAnswer)  # a driver asks the question again
    return refused.value


def test_a_trip_slide_with_two_identical_red_letters_is_refused(store: Store) -> None:
    saved = SavedPlay.start(store, MP2, {"character": "Navigator"}, 1)
    table = CopyTable(seed=1)
    to_topic(saved, table, "trip.letter")
    saved.answer("A")  # beside Amberfield
    to_topic(saved, table, "trip.letter", {"trip.letter": "A"})
    refused = refused_and_nothing_stored(store, saved, "A")  # beside Cindervale too
    assert refused.key == SLIDES
    assert "the trip slides seen so far: trip slide 1: a red letter appears at most once" \
        in str(refused)
    saved.answer("B")  # the question again: another letter is kept
    assert "Cindervale (fictional) [B]" in str(Library(store, MP2.name).known(SLIDES))


def test_the_next_city_of_a_trip_slide_is_never_the_same_city(store: Store) -> None:
    saved = SavedPlay.start(store, MP2, {"character": "Navigator"}, 1)
    table = CopyTable(seed=1)
    to_topic(saved, table, "trip.next-city")
    question = saved.session.question
    assert question is not None and ", after " in question.prompt
    city = question.prompt.split(", after ", 1)[1].removesuffix("?")
    saved.answer("new")
    before = (store.load(saved.game_id).answers, Library(store, MP2.name).facts())
    with pytest.raises(InvalidAnswer):  # the rules refuse it; the gate would too
        saved.answer(city)
    assert (store.load(saved.game_id).answers, Library(store, MP2.name).facts()) == before
    slide = fact_problem(MP2, SLIDES, "Kabul, Kabul, Xian, (end)")
    assert slide is not None and "Kabul follows itself" in slide.reason
    for itself in ("steps Kabul – Kabul, seals: none", "route Kabul – Kabul"):
        problem = fact_problem(MP2, itself, "2" if itself.startswith("steps") else "direct")
        assert problem is not None and problem.in_name  # not taught; no game locked out


def test_an_example_text_is_no_name(store: Store) -> None:
    # The character's name was once suggested as "the name on its Skill card".
    saved = SavedPlay.start(store, MP2, {}, 1)
    table = CopyTable(seed=1)
    to_topic(saved, table, "setup.character")
    refused = refused_and_nothing_stored(store, saved, "the name on its Skill card")
    assert refused.key == SKILL_CARDS and "the question's example, not a name" in str(refused)
    question = saved.session.question
    assert question is not None and "the name on its Skill card" not in question.examples


def test_a_name_with_a_control_character_is_refused(store: Store) -> None:
    saved = SavedPlay.start(store, FACTORIES, {"names": "yes"}, 3)
    with pytest.raises(InvalidAnswer, match="no control character"):
        saved.answer(f"new: {ESCAPE}Foundry")
    assert Library(store, FACTORIES.name).facts() == []


@settings(max_examples=60, deadline=None)
@given(name=st.text(max_size=45))
def test_whatever_an_import_refuses_the_gate_refuses_and_the_other_way_round(
        tmp_path_factory: pytest.TempPathFactory, name: str) -> None:
    # A city of a Marco Polo II board file is imported exactly when its facts pass the gate.
    assume(name.strip().casefold() != "beijing")
    board = tmp_path_factory.mktemp("board") / "board.toml"
    board.write_text(tomli_w.dumps({"location": [
        {"id": "beijing", "name": "Beijing", "kind": "city", "start": True},
        {"id": "city", "name": name, "kind": "city", "city_cards": 1}]}), encoding="utf-8")
    try:
        imported = MP2.import_components(board)
    except DataFileError:
        imported = None
    gate = fact_problem(MP2, f"{name}: city cards", "1")
    assert (imported is not None) == (gate is None), (name, gate)
    if imported is not None:
        assert all(fact_problem(MP2, fact, value) is None for fact, value in imported.items())


def test_over_long_names_are_refused_for_every_game() -> None:
    for definition in all_games():
        problem = fact_problem(definition, "x" * (LONGEST_FACT_NAME + 1), "1")
        assert problem is not None and problem.in_name


def test_an_import_refuses_a_name_holding_a_control_character(database: Path,
                                                              tmp_path: Path) -> None:
    cards = tmp_path / "cards.toml"
    retail = (Path(__file__).parents[2] / "src/soloist/games/fantastic_factories/data"
              / "cards.toml")
    cards.write_text(retail.read_text(encoding="utf-8").replace(
        'name = "Golem"', 'name = "Go\\u001b[2Jlem"', 1).replace(
        'assumption = "type Special: inferred default (FF-TS says Monument)"', ""),
        encoding="utf-8")
    imported = invoke_soloist("components", "import", "fantastic-factories", str(cards),
                              database=database)
    assert imported.returncode == 1
    assert "no control character" in imported.stderr and "Nothing was imported" in \
        imported.stderr


def stored_raw(store: Store, game: str, fact: str, value: str) -> None:
    """A fact as an older Soloist could store it, past any gate."""
    now = store.now()
    with store.transaction(write=True) as connection:
        connection.execute(insert(library_facts).values(
            game=game, fact=fact, value=value, how="told", game_id=None, number=None,
            previous=None, learned_at=now))
        connection.execute(insert(library_lessons).values(
            game=game, fact=fact, value=value, how="told", mode="replace", game_id=None,
            number=None, learned_at=now))


def test_output_escapes_control_characters_in_the_terminal_and_on_the_web(
        store: Store, database: Path) -> None:
    from starlette.testclient import TestClient
    from web_helpers import make_client

    stored_raw(store, "marco-polo-2", f"Kabul{ESCAPE}: shield", f"eagle{ESCAPE}")
    shown = invoke_soloist("components", "show", "marco-polo-2", database=database)
    assert shown.returncode == 0, shown.stderr
    assert "\x1b" not in shown.stdout and "Kabul<U+001B>[2J" in shown.stdout
    listed = invoke_soloist("components", "list", database=database)
    assert listed.returncode == 0 and "\x1b" not in listed.stdout
    client: TestClient
    with make_client(store) as client:
        page = client.get("/components/marco-polo-2")
        assert page.status_code == 200
        assert "\x1b" not in page.text and "Kabul&lt;U+001B&gt;[2J" in page.text


def test_a_saved_game_holding_a_control_character_is_shown_with_it_visible(
        store: Store) -> None:
    # A game an older Soloist kept, whose card name holds an ANSI escape: it replays, and
    # the terminal shows the escape as a sign.
    record = Record(FACTORIES.name, FACTORIES.rules_version, {"names": True}, 3, ())
    game_id = store.create(record)
    saved = SavedPlay.load(store, game_id)
    question = saved.session.question
    assert question is not None and question.text is not None
    saved.session.answer(f"new: {ESCAPE}Foundry")  # past SavedPlay's check, as then
    store.append_answers(game_id, 1, saved.session.answers)
    output = io.StringIO()
    console = Screen(file=output, width=200, color_system=None)
    replies = iter(["log", "quit"])
    console.input = lambda prompt="", **_: next(replies)  # type: ignore[method-assign]
    TerminalCompanion(console, SavedPlay.load(store, game_id)).run()
    assert "\x1b" not in output.getvalue() and "<U+001B>[2JFoundry" in output.getvalue()
