"""Your own copy, learned (issue 19): Marco Polo II with nothing typed in advance. What the
Mautoma needs of the person's board and components is asked the first time it is needed,
kept in their component library, and never asked again; a game on learned facts decides as
the same facts in data files do."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mp2_copy_table import CopyTable, about_the_copy
from mp2_helpers import DEFINITION

from soloist.engine.errors import DataFileError, InvalidAnswer
from soloist.engine.library import KEEP_KNOWN, TAKE_GIVEN, FactConflict, MemoryLibrary
from soloist.engine.questions import Question
from soloist.engine.session import Session
from soloist.games.marco_polo_2.component_files import Library as Library_of
from soloist.games.marco_polo_2.component_files import facts_of_files
from soloist.games.marco_polo_2.components import (
    CARDS,
    CITIES,
    SHIELDS,
    SKILL_CARDS,
    SLIDES,
    TP_CARDS,
    merge,
)
from soloist.games.marco_polo_2.data import SAMPLE, load_data
from soloist.games.marco_polo_2.learning import NEW
from soloist.games.marco_polo_2.route_map import parse_way, ways_of_board
from soloist.play.companion import SavedPlay
from soloist.store import Store
from soloist.store.library import Library

MP2 = DEFINITION()
NAVIGATOR = {"character": "Navigator"}


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    opened = Store(str(tmp_path / "saves.sqlite3"))
    yield opened
    opened.close()


#: What the log says of a fact learned at the table when it is first read rather than when
#: it comes about (a red letter, asked when the Automa next reads its coins; the city
#: display's numbers, asked when its city card action first needs them): the same words,
#: in the same order among themselves, later in the log.
READ_LATER = ("Red letter ", "The city display numbers ")


def decisions(session: Session) -> list[str]:
    """What the Automa did and why, and its score: its log, without the words that only
    name where its figure stands when the board's routes are not known (the last city, or
    the steps out of it) and the card numbers (a data file's, or the order seen); what is
    read later at the table (`READ_LATER`) comes last, each kind in its own order."""
    lines, later = [], []
    for event in session.log:
        if event.actor not in ("automa", "score"):
            continue
        text = re.sub(r"Automa card \d+", "Automa card", event.text)
        text = re.sub(r"^Travel: .* → ", "Travel: → ", text)
        text = re.sub(r"; it stands in .* \(Soloist's reading of 'arrives in a new city'\)", "",
                      text)
        if text.startswith(READ_LATER):
            later.append(text)
        elif not text.startswith("Its seals have changed since the steps"):
            lines.append(text)
    return lines + sorted(later, key=lambda text: [text.startswith(kind) for kind in READ_LATER])


def copy_questions(table: CopyTable) -> list[str]:
    return [question.topic for question in table.asked if about_the_copy(question)]


# -- no data: a real game ----------------------------------------------------------------------

def test_a_game_without_data_files_asks_the_copy_and_the_next_game_asks_none_of_it_again(
        store: Store) -> None:
    # "Every PERMANENT fact of their copy that they tell Soloist is kept in their component
    # library and never asked again, in this game or the next." The person draws the cards
    # and the slide (--draw you), so the second game is the same deal.
    options = {**NAVIGATOR, "draw": "you"}
    first = CopyTable(seed=5)
    first.play_saved(SavedPlay.start(store, MP2, options, 5))
    asked = copy_questions(first)
    assert {"map.way", "automa.new-card", "trip.first-cities", "trip.next-city",
            "skill.action", "tp-card.grid"} <= set(asked)
    # What the Automa finds in a city it reaches: the outpost tile and the contracts, this
    # game's, with the spaces themselves, your board's (kept), in one answer.
    assert "city.arrival" in [question.topic for question in first.asked]
    library = Library(store, MP2.name).as_mapping()
    assert library[CITIES].count(";") >= 4
    assert library["Amberfield (fictional): city cards"] == "1"
    assert library["Skill card Navigator L1: city card action"] == "vp 1 per pip"
    # Each route as the person told it: between two neighbouring cities of their map.
    sample = load_data(SAMPLE).board
    ways = {frozenset((sample.name(way.a), sample.name(way.b))): way
            for way in ways_of_board(sample.neighbours, sample.city_ids)}
    told = Library_of(library).ways()
    assert len(told) >= 5
    for (a, b), value in told.items():
        way = ways.get(frozenset((a, b)))
        assert parse_way(value) == (None if way is None else (way.oases, way.seals))
    # The same deal again: every fact of the copy it needs is known; only this game's facts
    # (the cards drawn, the contracts dealt, the person's moves) are asked.
    second = CopyTable(seed=5)
    saved = second.play_saved(SavedPlay.start(store, MP2, options, 5))
    assert copy_questions(second) == []
    assert saved.session.supplied  # answered from the library, and recorded as such
    assert len(second.asked) <= len(first.asked) - len(asked) + 8  # at most the 8 cards, now chosen
    assert Library(store, MP2.name).as_mapping() == library  # nothing new, nothing changed


def test_another_deal_asks_only_what_the_library_does_not_know(store: Store) -> None:
    # Soloist shuffles the 8 Automa cards once it knows them all: another game, other
    # cities and seals; what it asks of the copy is only what the library does not hold.
    CopyTable(seed=1).play_saved(SavedPlay.start(store, MP2, NAVIGATOR, 1))
    for seed in (2, 3):
        before = Library(store, MP2.name).as_mapping()
        table = CopyTable(seed=seed)
        saved = table.play_saved(SavedPlay.start(store, MP2, NAVIGATOR, seed))
        assert [q.fact for q in table.asked if q.fact is not None and q.fact in before] == []
        growing = {CITIES, SHIELDS, CARDS, SLIDES, SKILL_CARDS, TP_CARDS}
        relearned = [key for key in saved.session.play.learned  # type: ignore[attr-defined]
                     if key in before and key not in growing]
        assert relearned == []


def until_trip(session: Session, table: CopyTable, topic: str) -> Question:
    """Plays `session` with the copy table until it asks `topic` (unanswered)."""
    while (question := session.question) is not None and question.topic != topic:
        session.answer(table.answer(session, question))
    assert question is not None
    return question


def test_the_slides_first_cities_are_typed_in_one_answer() -> None:
    # "When the Automa takes the travel action for the first time, immediately shift the trip
    # slide until you see the first 3 cities": the two after Beijing, told in one answer
    # (issue 27). A city named before is written as before (a near miss is asked about); one
    # not named yet is just its name (or new: NAME).
    session = Session.start(MP2, NAVIGATOR, 3, library=MemoryLibrary({CITIES: "Kabul; Xian"}))
    question = until_trip(session, CopyTable(seed=3), "trip.first-cities")
    assert question.text is not None and question.choices is None
    assert question.prompt == ("The trip slide now shows its first cities, after Beijing: "
                               "which two, in the order shown?")
    for typed, why in (("Beijing, Kabul", "Beijing: the trip slide starts there"),
                       ("Kabol, Xian", "did you mean 'Kabul'"),
                       ("Kabul, kabul", "a city does not follow itself"),
                       ("Kabul", "separated by a comma")):
        with pytest.raises(InvalidAnswer, match=why):
            session.answer(typed)
    session.answer("kabul, new:  Samarkand ")
    assert session.play.learned[CITIES] == "Samarkand"  # type: ignore[attr-defined]
    trip = session.play.ctx.automa.trip  # type: ignore[attr-defined]
    assert [stop.city for stop in trip.stops] == ["beijing", "kabul", "samarkand"]


def test_a_city_named_before_is_a_choice_and_a_new_one_is_typed() -> None:
    # The next city, once the display shows it: "city names the person has already given
    # are offered as choices; a new one is a text answer".
    session = Session.start(MP2, NAVIGATOR, 3, library=MemoryLibrary({CITIES: "Kabul; Xian"}))
    question = until_trip(session, CopyTable(seed=3), "trip.next-city")
    assert question.choices is not None
    before = question.context["after"]
    labels = [choice.label for choice in question.choices]
    assert {"Kabul", "Xian"} <= set(labels)
    assert labels[-1] == "A city not named yet (type its name)"
    assert session.play.ctx.board.name(before) not in labels  # type: ignore[attr-defined]
    # A city not named yet, in one step: typed at the same question (issue 23: `new: NAME`).
    with pytest.raises(InvalidAnswer, match="the city the trip slide shows before it"):
        session.answer(session.play.ctx.board.name(before))  # type: ignore[attr-defined]
    with pytest.raises(InvalidAnswer, match="did you mean 'Kabul'"):
        session.answer("Kabol")
    session.answer("new:  Samarkand ")
    assert "Samarkand" in session.play.learned[CITIES]  # type: ignore[attr-defined]
    assert session.answers[-1] == "new: Samarkand"
    # Or in two: "a city not named yet", then its name.
    session = Session.start(MP2, NAVIGATOR, 3, library=MemoryLibrary({CITIES: "Kabul; Xian"}))
    until_trip(session, CopyTable(seed=3), "trip.next-city")
    session.answer(NEW)
    assert session.question is not None and session.question.topic == "trip.next-city-name"
    session.answer(" Samarkand ")
    assert "Samarkand" in session.play.learned[CITIES]  # type: ignore[attr-defined]


def test_the_person_may_travel_to_a_city_soloist_does_not_know_yet() -> None:
    # The city not named yet is typed in one step (new: NAME). Nothing else is asked of it
    # then (issue 27): its outpost space does not matter (you are first there, so no tile is
    # left for the Automa), its contracts are asked as they lie when the Automa needs them,
    # and its own action spaces when you use one (from your next turn).
    seed = next(seed for seed in range(40) if first_player(seed) == "person")
    session = Session.start(MP2, NAVIGATOR, seed, library=MemoryLibrary())
    session.answer("none")  # the Trading Post card, at setup
    asked = []
    for answer in ("travel-1", "new: Samarkand"):
        assert session.question is not None
        asked.append(session.question.topic)
        session.answer(answer)
    assert asked == ["person.action", "person.travel-end"]
    learned = session.play.learned  # type: ignore[attr-defined]
    assert learned[CITIES] == "Samarkand"
    assert not [key for key in learned if key.startswith("Samarkand:")]
    assert session.question is not None and session.question.topic.startswith("automa.")
    person = session.play.person  # type: ignore[attr-defined]
    assert person.at == {"samarkand"}


def first_player(seed: int) -> str:
    """Who plays first in a first game of `seed` (after the Trading Post card, at setup)."""
    session = Session.start(MP2, NAVIGATOR, seed, library=MemoryLibrary())
    session.answer("none")
    return "person" if session.question is not None and \
        session.question.topic == "person.action" else "automa"


def test_a_card_seen_before_is_one_choice_and_all_eight_known_are_shuffled_by_soloist(
        store: Store) -> None:
    # With the 8 Automa cards known, Soloist shuffles its own model of them each round, as
    # with mautoma.toml (--draw soloist): nothing about the deck is asked.
    for seed in range(1, 4):
        CopyTable(seed=seed).play_saved(SavedPlay.start(store, MP2, NAVIGATOR, seed))
        if len(Library(store, MP2.name).as_mapping()[CARDS].split("; ")) == 8:
            break
    assert len(Library(store, MP2.name).as_mapping()[CARDS].split("; ")) == 8
    table = CopyTable(seed=9)
    saved = table.play_saved(SavedPlay.start(store, MP2, NAVIGATOR, 9))
    topics = {question.topic for question in table.asked}
    assert not topics & {"automa.card-number", "automa.card-bonus", "automa.card-main"}
    assert "Soloist shuffles its model of the 8 Automa cards" in "\n".join(
        saved.session.log.texts())


# -- learned facts decide as data files do ----------------------------------------------------

@pytest.mark.parametrize(("character", "level", "seed"), [
    ("Navigator", 1, 0), ("Navigator", 3, 4), ("Trader", 2, 1), ("Trader", 3, 5)])
def test_a_game_on_facts_told_at_the_table_decides_as_the_same_facts_in_data_files(
        character: str, level: int, seed: int) -> None:
    # "the Mautoma plays exactly as it does with the same facts in data files": the sample's
    # files, against a person who tells the same facts at the table as they are needed.
    options = {"character": character, "level": f"l{level}", "draw": "you"}
    files = CopyTable(seed, character=character, level=level).play(
        Session.start(MP2, {**options, "data": str(SAMPLE)}, seed))
    told = CopyTable(seed, character=character, level=level).play(
        Session.start(MP2, options, seed, library=MemoryLibrary()))
    assert decisions(told) == decisions(files)
    assert told.result is not None and files.result is not None
    assert told.result.summary() == files.result.summary()


@pytest.mark.parametrize("seed", [2, 7])
def test_a_game_on_imported_files_decides_exactly_as_the_files(seed: int) -> None:
    # The sample imported into the library (--data fills it): the board's routes too, so
    # the Automa counts its steps on the map, word for word as with the files.
    options = {"character": "Trader", "level": "l2", "draw": "you"}
    files = CopyTable(seed, character="Trader", level=2).play(
        Session.start(MP2, {**options, "data": str(SAMPLE)}, seed))
    library = MemoryLibrary(facts_of_files(SAMPLE))
    table = CopyTable(seed, character="Trader", level=2)
    imported = table.play(Session.start(MP2, options, seed, library=library))
    automa = [e.text for e in imported.log if e.actor in ("automa", "score")]
    assert automa == [e.text for e in files.log if e.actor in ("automa", "score")]
    assert imported.result is not None and files.result is not None
    assert imported.result.summary() == files.result.summary()
    assert copy_questions(table) == []  # the library knew every fact of the copy


# -- saves replay; contradictions are asked ---------------------------------------------------

def test_a_saved_game_replays_identically_after_the_library_changed(store: Store) -> None:
    table = CopyTable(seed=4)
    saved = table.play_saved(SavedPlay.start(store, MP2, NAVIGATOR, 4), until=80)
    log, view = saved.session.log.texts(), saved.session.play.view()
    library = Library(store, MP2.name)
    used = sorted(set(saved.session.supplied.values()) | set(saved.session.facts))
    assert used
    # Another game teaches more, the person corrects a fact this game used and forgets one.
    CopyTable(seed=8).play_saved(SavedPlay.start(store, MP2, NAVIGATOR, 8))
    routes = [fact for fact in used if fact.startswith("route ")]
    assert len(routes) >= 2
    library.correct(routes[0], "3 oases" if library.known(routes[0]) != "3 oases" else "direct")
    library.forget(routes[1])
    loaded = SavedPlay.load(store, saved.game_id)
    count = len(saved.session.answers)
    assert loaded.session.answers[:count] == saved.session.answers
    assert loaded.session.log.texts()[:len(log)] == log
    replayed = Session.replay(MP2, store.load(saved.game_id))  # its record alone
    assert replayed.log.texts()[:len(log)] == log
    if len(loaded.session.answers) == count:  # nothing the library learned since to supply
        assert loaded.session.play.view() == view


def test_another_answer_for_the_same_route_is_asked_about(store: Store) -> None:
    # Two games at the same question: the first answer is learned; the second game's
    # different answer contradicts it, so the person is asked which is right.
    first = SavedPlay.start(store, MP2, NAVIGATOR, 6)
    second = SavedPlay.start(store, MP2, NAVIGATOR, 6)
    for saved in (first, second):
        table = CopyTable(seed=6)
        while (question := saved.session.question) is not None and question.topic != "map.way":
            saved.answer(table.answer(saved.session, question))
    question = first.session.question
    assert question is not None and question.fact is not None
    key = question.fact
    assert key.startswith("route ")
    assert second.session.question is not None and second.session.question.fact == key
    right = table.answer(first.session, question)
    first.answer(right)
    wrong = "3 oases" if right != "3 oases" else "direct"
    answers = len(second.session.answers)
    with pytest.raises(FactConflict) as caught:
        second.answer(wrong)
    assert len(second.session.answers) == answers  # nothing stored, nothing played
    question = caught.value.question()
    assert question.valid_answers() == (KEEP_KNOWN, TAKE_GIVEN)
    assert f"Your components say {right} (your answer in a game on " in question.prompt
    assert f"Your answer now says {wrong}." in question.prompt
    library = Library(store, MP2.name)
    assert library.known(key) == right
    second.settle(caught.value, KEEP_KNOWN, wrong)
    assert second.session.answers[answers] == right and library.known(key) == right


def test_the_person_may_say_the_new_route_is_right(store: Store) -> None:
    library = Library(store, MP2.name)
    saved = SavedPlay.start(store, MP2, NAVIGATOR, 6)
    table = CopyTable(seed=6)
    while (question := saved.session.question) is not None and question.topic != "map.way":
        saved.answer(table.answer(saved.session, question))
    key = question.fact  # type: ignore[union-attr]
    assert key is not None
    library.put({key: "3 oases"})  # learned elsewhere meanwhile, and wrongly
    with pytest.raises(FactConflict) as caught:
        saved.answer("direct")
    saved.settle(caught.value, TAKE_GIVEN, "direct")
    assert library.known(key) == "direct"


# -- import, export, what is still to learn ---------------------------------------------------

def test_import_reads_every_fact_of_the_sample_and_export_writes_files_data_reads_back(
        tmp_path: Path) -> None:
    facts = MP2.import_components(SAMPLE)
    assert facts["Dunmere (fictional): city cards"] == "2"
    assert facts["Brackwater (fictional): special city"] == "yes"
    assert facts["Skill card Navigator L2: when it places a trading post"] == "vp 1"
    assert facts["Trading Post card compass: bonus of trading post 4"] == "vp 3"
    assert facts["shield track: VP for 9 shields"] == "17"
    files = MP2.export_components(facts)
    assert sorted(files) == ["board.toml", "characters.toml", "mautoma.toml", "tiles.toml"]
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    data = load_data(tmp_path)
    assert data.fictional and data.missing_for_simulation() == []
    assert MP2.import_components(tmp_path) == facts  # the same facts, written and read back


def test_a_library_learned_at_the_table_exports_what_it_knows_and_asks_the_rest(
        store: Store, tmp_path: Path) -> None:
    CopyTable(seed=5).play_saved(SavedPlay.start(store, MP2, NAVIGATOR, 5))
    facts = Library(store, MP2.name).as_mapping()
    files = MP2.export_components(facts)
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    data = load_data(tmp_path)
    assert data.board.unknown  # the cities' facts not asked yet: asked at the table
    assert "ask = [" in files["board.toml"] and "[[way]]" in files["board.toml"]
    # What --data reads back is what the library knows (the cards once all 8 are known).
    back = MP2.import_components(tmp_path)
    for fact, text in back.items():
        if fact in facts and fact not in (CARDS, SLIDES):
            assert facts[fact] == text, fact
    lines = MP2.still_to_learn(facts)
    assert any("whether it is a special city" in line for line in lines)
    assert any(line.startswith("The trip slides: 1 of 12 seen") for line in lines)


def test_importing_a_malformed_file_names_it_and_keeps_nothing(tmp_path: Path,
                                                               store: Store) -> None:
    from soloist.play.data_files import keep_components

    board = (SAMPLE / "board.toml").read_text().replace("city_cards = 2", "city_cards = 9")
    (tmp_path / "board.toml").write_text(board)
    with pytest.raises(DataFileError, match=r"board\.toml: location\.4\.city_cards: Input "
                                            r"should be less than or equal to 2"):
        MP2.import_components(tmp_path)
    said = keep_components(store, MP2, {"data": str(tmp_path)})
    assert said and "kept as they were" in said[0]
    assert Library(store, MP2.name).as_mapping() == {}


def test_data_fills_the_library_and_a_contradicting_file_changes_nothing_known(
        tmp_path: Path, store: Store) -> None:
    from soloist.play.data_files import keep_components

    said = keep_components(store, MP2, {"data": str(SAMPLE)})
    assert said[0].startswith("Your components now keep")
    library = Library(store, MP2.name)
    before = library.as_mapping()
    for name in ("board.toml", "tiles.toml", "mautoma.toml", "characters.toml"):
        (tmp_path / name).write_text((SAMPLE / name).read_text())
    board = tmp_path / "board.toml"
    board.write_text(board.read_text().replace("city_cards = 2", "city_cards = 1"))
    said = keep_components(store, MP2, {"data": str(tmp_path)})
    assert any("differ from your components" in line and
               "Dunmere (fictional): city cards" in line for line in said)
    assert library.as_mapping() == before


def test_merging_what_two_games_learned() -> None:
    one = "none | travel, books"
    two = "black-die | city-card, books"
    assert merge(CARDS, one, two) == f"{one}; {two}"
    assert merge(CARDS, "; ".join([one] * 1), one) == one
    eight = "; ".join(f"none | {action}, books" for action in (
        "travel", "city-card", "khans-favor", "external-city", "action-space", "books-lev-0",
        "guild-seal-plus-1")) + "; " + two
    assert merge(CARDS, eight, one) == eight  # a card seen again
    assert merge(CARDS, eight, "complete | travel, books") is None  # a 9th: asked
    assert merge(SLIDES, "Kabul, Xian [B]", "Kabul, Xian [B], Hormuz, (end)") == \
        "Kabul, Xian [B], Hormuz, (end)"
    assert merge(SLIDES, "Kabul, Xian", "Kabul, Xian [-]") == "Kabul, Xian [-]"
    assert merge(CITIES, "Kabul; Xian", "Xian; Hormuz") == "Kabul; Xian; Hormuz"
    assert merge("Kabul: city cards", "1", "2") is None


SAMPLE_FILES = {name: (SAMPLE / name).read_text() for name in
                ("board.toml", "tiles.toml", "mautoma.toml", "characters.toml")}


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(name=st.sampled_from(sorted(SAMPLE_FILES)), line=st.integers(0, 400),
       value=st.sampled_from(['"x;y"', "-1", "true", "99", '"kabul"', "[]", "{", '""', "2.5",
                              '"Beijing"', '"nowhere"', '["spicer", "spicer"]']))
def test_a_mutated_data_file_is_imported_whole_or_not_at_all(
        tmp_path_factory: pytest.TempPathFactory, name: str, line: int, value: str) -> None:
    # "--data DIR ... validated before anything is stored": one value of one file changed;
    # either the whole directory is valid (and kept), or the library is left as it was.
    from soloist.play.data_files import keep_components

    directory = tmp_path_factory.mktemp("data")
    for file, text in SAMPLE_FILES.items():
        lines = text.splitlines()
        if file == name:
            assignments = [n for n, row in enumerate(lines) if " = " in row and
                           not row.lstrip().startswith("#")]
            target = assignments[line % len(assignments)]
            key = lines[target].split(" = ")[0]
            lines[target] = f"{key} = {value}"
        (directory / file).write_text("\n".join(lines) + "\n")
    store = Store(str(directory / "saves.sqlite3"))
    try:
        library = Library(store, MP2.name)
        library.put({"Kabul: city cards": "1"})
        before = library.as_mapping()
        try:
            facts = MP2.import_components(directory)
        except DataFileError as error:
            assert str(error).startswith(str(directory)) or ".toml" in str(error)
            said = keep_components(store, MP2, {"data": str(directory)})
            assert said and said[0].startswith("Your components are kept as they were")
            assert library.as_mapping() == before
        else:
            keep_components(store, MP2, {"data": str(directory)})
            after = library.as_mapping()
            assert {key: after.get(key) for key in facts} == facts
            assert after["Kabul: city cards"] == "1"
    finally:
        store.close()


def test_all_twelve_trip_slides_known_in_full_are_drawn_like_a_data_files() -> None:
    # Once the 12 slides are known to their end, Soloist draws one itself (--draw soloist),
    # as with mautoma.toml; with --draw you, the person says which they drew.
    names = [f"City {letter}" for letter in "ABCDEFGH"]
    slides = "; ".join(", ".join(f"{name} [-]" for name in [*names[n % 8:], *names[:n % 8]][:6])
                       + ", (end)" for n in range(12))
    facts = {CITIES: "; ".join(names), SLIDES: slides}
    assert len(Library_of(facts).facts[SLIDES].split("; ")) == 12
    session = Session.start(MP2, NAVIGATOR, 2, library=MemoryLibrary(facts))
    text = "\n".join(session.log.texts())
    assert "(drawn at random by Soloist)" in text
    assert "did not know" not in text  # the cities your components keep
    drawn = Session.start(MP2, {**NAVIGATOR, "draw": "you"}, 2, library=MemoryLibrary(facts))
    question = drawn.question
    assert question is not None and question.topic == "setup.trip-slide"
    assert question.choices is not None and len(question.choices) == 12
    assert question.choices[0].label.startswith("trip slide 1: City A, City B, City C")
