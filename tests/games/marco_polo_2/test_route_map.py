"""Soloist finds the routes (issue 27): the board learned as a graph, one route at a time —
its two ends, the locations between them, the seals it needs — and every shortest route
computed on it with the Automa's seals of the moment; never a step count between two cities
that are not neighbours."""

from __future__ import annotations

from itertools import chain, combinations
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mp2_copy_table import CopyTable
from mp2_helpers import DEFINITION

from soloist.engine.chance import Chance
from soloist.engine.library import MemoryLibrary
from soloist.engine.log import Log
from soloist.engine.questions import Question
from soloist.engine.session import Session
from soloist.games.marco_polo_2.data import SAMPLE, Board, GameData, load_data
from soloist.games.marco_polo_2.pieces import Seal
from soloist.games.marco_polo_2.route_map import (
    NO_WAY,
    ListedWay,
    Needs,
    find,
    parse_routes_list,
    parse_way,
    routes_text,
    way_text,
    ways_of_board,
)
from soloist.games.marco_polo_2.routes import steps_between
from soloist.games.marco_polo_2.table import TableAtHand

MP2 = DEFINITION()
SAMPLE_BOARD = load_data(SAMPLE).board
ALL_SEALS = list(chain.from_iterable(combinations(list(Seal), n) for n in range(5)))
WAYS = {frozenset((way.a, way.b)): way
        for way in ways_of_board(SAMPLE_BOARD.neighbours, SAMPLE_BOARD.city_ids)}


class Person:
    """Tells the sample's routes as a person reads them off the board: the way between two
    cities (a choice), every way out of a city (a list)."""

    def __init__(self) -> None:
        self.asked: list[Question] = []

    def answer(self, table: TableAtHand, question: Question) -> str:
        self.asked.append(question)
        if question.topic == "map.way":
            way = WAYS.get(frozenset((str(question.context["a"]), str(question.context["b"]))))
            return NO_WAY if way is None else way_text(way.oases, way.seals)
        assert question.topic == "map.ways", question.topic
        city = str(question.context["city"])
        known = {way.other(city) for way in table.board.learned_map.ways_of(city)}
        return routes_text(ListedWay(SAMPLE_BOARD.name(way.other(city)), way.oases, way.seals)
                           for way in WAYS.values()
                           if city in (way.a, way.b) and way.other(city) not in known)


def cities_only_board() -> Board:
    """The sample's cities, their routes not given: a copy for one play."""
    board = SAMPLE_BOARD
    cities = {key: loc for key, loc in board.locations.items() if loc.is_city}
    return Board(cities, (), board.start, "cities only",
                 neighbours={city: () for city in cities}).for_play()


def at_the_table() -> tuple[TableAtHand, Person]:
    board = cities_only_board()
    data = GameData("", board)
    table = TableAtHand(data, None, None, "soloist", Chance(0), Log(), board=board,
                        library=False)
    return table, Person()


def learned_steps(table: TableAtHand, person: Person, origin: str, target: str,
                  seals: frozenset[Seal]) -> int | None:
    steps = table.route_steps(origin, target, seals)
    try:
        question = next(steps)
        while True:
            question = steps.send(question.parse(person.answer(table, question))[1])
    except StopIteration as stop:
        return stop.value  # type: ignore[no-any-return]


def test_routes_computed_from_a_learned_graph_equal_those_from_the_data_files() -> None:
    # Every pair of cities, with every set of seals the Automa may hold: the steps on the
    # routes told one at a time equal the steps on the board file's map.
    table, person = at_the_table()
    cities = sorted(SAMPLE_BOARD.city_ids)
    for seals in map(frozenset, ALL_SEALS):
        for origin in cities:
            for target in cities:
                if origin != target:
                    assert learned_steps(table, person, origin, target, seals) == \
                        steps_between(SAMPLE_BOARD, origin, target, seals), \
                        (origin, target, sorted(seals))
    # Never a step count: only routes between two cities, each asked once.
    assert {q.topic for q in person.asked} == {"map.way", "map.ways"}
    ways = [frozenset((str(q.context["a"]), str(q.context["b"])))
            for q in person.asked if q.topic == "map.way"]
    assert len(ways) == len(set(ways))
    lists = [q.context["city"] for q in person.asked if q.topic == "map.ways"]
    assert len(lists) == len(set(lists)) <= len(cities)


@settings(max_examples=30, deadline=None)
@given(origin=st.sampled_from(sorted(SAMPLE_BOARD.city_ids)),
       target=st.sampled_from(sorted(SAMPLE_BOARD.city_ids)),
       seals=st.sampled_from(ALL_SEALS), before=st.lists(
           st.tuples(st.sampled_from(sorted(SAMPLE_BOARD.city_ids)),
                     st.sampled_from(sorted(SAMPLE_BOARD.city_ids)),
                     st.sampled_from(ALL_SEALS)), max_size=4))
def test_whatever_was_learned_before_the_steps_are_those_of_the_map(
        origin: str, target: str, seals: tuple[Seal, ...],
        before: list[tuple[str, str, tuple[Seal, ...]]]) -> None:
    # The order the routes were learned in (other journeys, other seals) never changes a
    # shortest route: the search asks until no way not known could be shorter.
    table, person = at_the_table()
    for a, b, held in before:
        learned_steps(table, person, a, b, frozenset(held))
    assert learned_steps(table, person, origin, target, frozenset(seals)) == \
        steps_between(SAMPLE_BOARD, origin, target, frozenset(seals))


def test_a_neighbour_one_step_away_is_one_question_and_then_known() -> None:
    # The route between two neighbouring cities: one choice; a step count is never asked.
    table, person = at_the_table()
    assert learned_steps(table, person, "beijing", "amberfield", frozenset()) == 1
    assert [q.topic for q in person.asked] == ["map.way"]
    assert person.asked[0].choices is not None and "direct" in person.asked[0].valid_answers()
    assert learned_steps(table, person, "amberfield", "beijing", frozenset()) == 1
    assert len(person.asked) == 1  # the same route, the other way: known


def test_a_route_the_automa_cannot_cross_sends_it_the_longer_way() -> None:
    # "like a normal player, it needs the right seals to cross the rivers, so sometimes it
    # will be forced to take the longer way": Cindervale – Dunmere needs the spicer's seal.
    table, person = at_the_table()
    assert learned_steps(table, person, "cindervale", "dunmere", frozenset()) == 3
    assert learned_steps(table, person, "cindervale", "dunmere",
                         frozenset({Seal.SPICER})) == 1
    assert find(table.board.neighbours, table.board.learned_map, table.board.city_ids,
                "cindervale", "dunmere", frozenset({Seal.SPICER})) == 1


def test_the_search_asks_for_the_nearest_city_whose_routes_may_be_shorter() -> None:
    board = cities_only_board()
    board.learn_way("beijing", "amberfield", 0, ())
    # The way from where the figure stands to the city it heads for, first.
    assert find(board.neighbours, board.learned_map, board.city_ids, "beijing", "dunmere",
                frozenset()) == Needs("beijing", "dunmere")
    board.learn_no_way("beijing", "dunmere")
    # No route known reaches Dunmere: every route out of Beijing may.
    assert find(board.neighbours, board.learned_map, board.city_ids, "beijing", "dunmere",
                frozenset()) == Needs("beijing")
    board.learn_all_ways("beijing")
    assert find(board.neighbours, board.learned_map, board.city_ids, "beijing", "dunmere",
                frozenset()) == Needs("amberfield", "dunmere")
    board.learn_way("amberfield", "dunmere", 1, ())
    # 3 steps: any other route would leave Amberfield by a route not known yet, to another
    # city first (1 + 2 steps at least): none can be shorter.
    assert find(board.neighbours, board.learned_map, board.city_ids, "beijing", "dunmere",
                frozenset()) == 3


def test_a_way_is_written_as_a_person_reads_it_and_read_back() -> None:
    assert way_text(0) == "direct"
    assert way_text(2, (Seal.SPICER,)) == "2 oases, spicer seal"
    assert parse_way("1 oasis, tailor and spicer seals") == (1, (Seal.SPICER, Seal.TAILOR))
    assert parse_way("none") is None
    for wrong, why in (("0 oases, spicer and tailor seals", "at most one river a step"),
                       ("2 oases, spicer spicer", "given twice"), ("9 oases", "at most 6"),
                       ("a camel", "not a number of oases")):
        with pytest.raises(ValueError, match=why):
            parse_way(wrong)
    listed = parse_routes_list("Kabul; Xian 1 oasis spicer; new: Balkh, 2 oases")
    assert routes_text(listed) == "Kabul; Xian, 1 oasis, spicer seal; new: Balkh, 2 oases"
    with pytest.raises(ValueError, match="listed twice"):
        parse_routes_list("Kabul; kabul")
    # A city joined by two routes (directly across a river, and around it) is listed twice.
    assert routes_text(parse_routes_list("Kabul, spicer; kabul, 2 oases")) == \
        "Kabul, direct, spicer seal; kabul, 2 oases"


def test_a_route_fact_is_checked_as_a_board_files_way_is() -> None:
    # Whatever an import would refuse cannot enter through an answer or a correction.
    assert MP2.read_fact("route Beijing – Kabul", "1 Oasis,  Spicer") == "1 oasis, spicer seal"
    assert MP2.read_fact("Kabul: routes", "Xian; Balkh 2 oases") == "Xian; Balkh, 2 oases"
    for key, value, why in (("route Kabul – kabul", "direct", "two different cities"),
                            ("route Beijing – Kabul", "1 oasis, farmer, spicer, tailor",
                             "at most one river a step"),
                            ("Kabul: routes", "Xian; Kabul, 1 oasis", "another city")):
        with pytest.raises(ValueError, match=why):
            MP2.read_fact(key, value)


def test_the_routes_out_of_a_city_refuse_the_city_itself_and_a_route_known_otherwise(
        tmp_path: Path) -> None:
    table, _ = at_the_table()
    table.board.learn_way("beijing", "amberfield", 0, ())
    with pytest.raises(ValueError, match="a route leads to another city"):
        table.read_list("beijing", "Beijing, 1 oasis")
    with pytest.raises(ValueError, match=r"Soloist knows the routes between Beijing and "
                                         r"Amberfield .* as: direct"):
        table.read_list("beijing", "Amberfield (fictional), 2 oases")
    with pytest.raises(ValueError, match="not a city of your board file"):
        table.read_list("beijing", "Samarkand")
    assert [way.name for way in table.read_list("beijing", "brackwater (FICTIONAL), 1 oasis")] \
        == ["Brackwater (fictional)"]


def test_a_game_learns_the_routes_it_needs_and_the_next_game_counts_on_them() -> None:
    # A first game from an empty library: the ways are told as the Automa needs them, and
    # kept; the same deal again asks none of them.
    library = MemoryLibrary()
    options = {"character": "Navigator", "draw": "you"}
    first = CopyTable(seed=3)
    session = first.play(Session.start(MP2, options, 3, library=library))
    learned = {key: value for key, value in session.facts.items() if key.startswith("route ")}
    assert learned and "map.steps" not in {q.topic for q in first.asked}
    library.facts.update(session.facts)
    library.facts.update(session.play.learned)  # type: ignore[attr-defined]
    again = CopyTable(seed=3)
    again.play(Session.start(MP2, options, 3, library=library))
    assert not [q for q in again.asked if q.topic.startswith("map.")]


def test_a_board_file_may_give_the_routes_told_at_the_table(tmp_path: Path) -> None:
    # [[way]] and routes_known, as `soloist components export` writes them: read back, the
    # search asks nothing it gives.
    text = (SAMPLE / "board.toml").read_text().partition("# Each route joins")[0]
    text = text.replace('id = "beijing"\nname = "Beijing"\nkind = "city"\nstart = true',
                        'id = "beijing"\nname = "Beijing"\nkind = "city"\nstart = true\n'
                        "routes_known = true")
    text += ('\n[[way]]\na = "beijing"\nb = "amberfield"\n'
             '\n[[way]]\na = "beijing"\nb = "brackwater"\noases = 1\n'
             '\n[[way]]\na = "amberfield"\nb = "dunmere"\nnone = true\n')
    (tmp_path / "board.toml").write_text(text)
    board = load_data(tmp_path).board.for_play()
    assert find(board.neighbours, board.learned_map, board.city_ids, "beijing", "brackwater",
                frozenset()) == 2
    facts = MP2.import_components(tmp_path)
    assert facts["route Amberfield (fictional) – Beijing"] == "direct"
    assert facts["route Amberfield (fictional) – Dunmere (fictional)"] == "none"
    assert facts["Beijing: routes"] == "Amberfield (fictional); Brackwater (fictional), 1 oasis"
    (tmp_path / "board.toml").write_text(text.replace('b = "amberfield"\n', 'b = "oasis-1"\n',
                                                      1))
    with pytest.raises(ValueError, match=r"way\.0 \(beijing-oasis-1\): 'oasis-1' is not a city"):
        load_data(tmp_path)
