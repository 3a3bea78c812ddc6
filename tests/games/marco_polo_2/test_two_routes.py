"""Two cities joined by more than one route (issue 35, item 6): "If there are several routes
to reach a given city, the Automa always chooses the shortest route. However, like a normal
player, it needs the right seals to cross the rivers, so sometimes it will be forced to take
the longer way." A board may join two cities directly across a river and by a longer way
around it; both are told, in the question about the pair and in the list of the routes out
of a city, and the Automa takes the one its seals allow."""

from __future__ import annotations

from pathlib import Path

import pytest
from mp2_helpers import DEFINITION, SAMPLE_DATA, at_the_table, run, setup

from soloist.engine.errors import InvalidAnswer
from soloist.games.marco_polo_2.actions import travel
from soloist.games.marco_polo_2.context import Context
from soloist.games.marco_polo_2.data import load_data
from soloist.games.marco_polo_2.gains import steps_to
from soloist.games.marco_polo_2.pieces import Colour, Seal
from soloist.games.marco_polo_2.route_map import (
    find,
    parse_ways,
    ways_of_board,
    ways_text,
)

MP2 = DEFINITION()
#: The issue's example: Beijing – Fuzhou directly across a spicer river, and through 2
#: oases with no river.
BEIJING_FUZHOU = "direct, spicer seal; 2 oases"


def beijing_to_fuzhou(spicer: bool) -> Context:
    """The Automa in Beijing, heading for Fuzhou; with the spicer's seal on space A, or
    not. The board's routes are told at the table."""
    seals = {"seals": {"A": {"seal": "spicer"}}, "coins": ["B", "C", "D"]} if spicer else {}
    ctx, _ = setup(automa={"at": "beijing", **seals},
                   trip={"display": ["beijing", "fuzhou", "xian"]},
                   card={"main": ["travel", "books"]})
    return at_the_table(ctx)


def test_beijing_fuzhou_directly_across_a_spicer_river_and_through_2_oases_with_no_river(
) -> None:
    # Told in the question about the pair: both routes, in one answer. Without the seal, a
    # way through another city could be shorter than 3 moves: the routes out of Beijing are
    # asked too (none other).
    without = beijing_to_fuzhou(spicer=False)
    assert run(steps_to(without, "fuzhou"), {"map.way": [BEIJING_FUZHOU],
                                             "map.ways": ["none"]}) == 3
    # Without the spicer's seal it cannot cross the river: the longer way, 3 moves, so the
    # 2-dice Travel space ("If 2 or 3 moves are required, the Automa will use the 2-dice
    # action space").
    arriving = {"tp-card.bonus": ["nothing"]}
    assert run(travel(without), arriving) is None
    assert without.area.on("travel-2") == [Colour.AUTOMA, Colour.AUTOMA]
    assert without.automa.location == "fuzhou"
    # Holding the seal, 1 move: the 1-die space ("If 1 move is required, the Automa will use
    # the 1-die action space").
    with_seal = beijing_to_fuzhou(spicer=True)
    assert run(steps_to(with_seal, "fuzhou"), {"map.way": [BEIJING_FUZHOU]}) == 1
    assert run(travel(with_seal), arriving) is None
    assert with_seal.area.on("travel-1") == [Colour.AUTOMA]
    assert with_seal.area.on("travel-2") == []


def test_the_same_two_routes_told_in_the_list_of_the_routes_out_of_beijing() -> None:
    # Fuzhou listed twice, by its two routes, is one answer too.
    for spicer, steps in ((False, 3), (True, 1)):
        ctx = beijing_to_fuzhou(spicer)
        run(ctx.facts.ask_ways_out("beijing"),
            {"map.ways": ["Fuzhou, spicer seal; Fuzhou, 2 oases"]})
        assert run(steps_to(ctx, "fuzhou")) == steps  # nothing more is asked
        board = ctx.board
        assert ways_text((way.oases, way.seals) for way in board.learned_map.ways_of("beijing")) \
            == BEIJING_FUZHOU
        # Each oasis of the longer way is a place the figure may stand on.
        assert "the oasis between" not in " ".join(board.locations[oasis].name for oasis in
                                                   board.learned_map.oases)
        assert {board.locations[oasis].name for oasis in board.learned_map.oases} == {
            "oasis 1 of 2 on the 2nd route between Beijing and Fuzhou (from Beijing)",
            "oasis 2 of 2 on the 2nd route between Beijing and Fuzhou (from Beijing)"}


def test_the_routes_between_two_cities_are_written_and_read_back_the_shortest_first() -> None:
    assert parse_ways("2 oases; direct, spicer") == ((0, (Seal.SPICER,)), (2, ()))
    assert ways_text(parse_ways("2 oases; direct, spicer")) == BEIJING_FUZHOU
    assert parse_ways("none") == ()
    for wrong, why in (("2 oases; 2 oases", "the same route is given twice"),
                       ("none; direct", "'none' is no route")):
        with pytest.raises(ValueError, match=why):
            parse_ways(wrong)
    # What the library keeps, checked as an import checks it.
    assert MP2.read_fact("route Beijing – Fuzhou", "2 oases ; direct, Spicer") == BEIJING_FUZHOU


def test_a_route_known_is_refused_otherwise_in_the_list_and_agreed_when_the_same() -> None:
    ctx = beijing_to_fuzhou(spicer=True)
    run(steps_to(ctx, "fuzhou"), {"map.way": [BEIJING_FUZHOU]})
    table = ctx.facts
    assert [way.oases for way in table.read_list("beijing", "Fuzhou, 2 oases")] == [2]
    with pytest.raises(ValueError, match="Soloist knows the routes between Beijing and Fuzhou "
                                         "as: direct, spicer seal; 2 oases"):
        table.read_list("beijing", "Fuzhou, 1 oasis")


def test_a_board_file_gives_two_routes_between_two_cities_and_export_writes_both(
        tmp_path: Path) -> None:
    text = (Path(SAMPLE_DATA) / "board.toml").read_text().partition("# Each route joins")[0]
    text = text.replace('start = true', 'start = true\nroutes_known = true', 1)
    text += ('\n[[way]]\na = "beijing"\nb = "amberfield"\nseals = ["spicer"]\n'
             '\n[[way]]\na = "beijing"\nb = "amberfield"\noases = 2\n')
    (tmp_path / "board.toml").write_text(text)
    board = load_data(tmp_path).board.for_play()
    spicer = frozenset({Seal.SPICER})
    assert find(board.neighbours, board.learned_map, board.city_ids, "beijing", "amberfield",
                frozenset()) == 3
    assert find(board.neighbours, board.learned_map, board.city_ids, "beijing", "amberfield",
                spicer) == 1
    facts = MP2.import_components(tmp_path)
    assert facts["route Amberfield (fictional) – Beijing"] == BEIJING_FUZHOU
    exported = MP2.export_components(facts)["board.toml"]
    assert exported.count('[[way]]\na = "amberfield-fictional"\nb = "beijing"') == 2
    (tmp_path / "board.toml").write_text(text + '\n[[way]]\na = "amberfield"\nb = "beijing"\n'
                                                'oases = 2\n')
    with pytest.raises(ValueError, match="this route is given twice"):
        load_data(tmp_path)


def test_a_boards_every_route_between_two_cities_is_one_no_other_beats() -> None:
    # The scripted table reads every route of a whole map (a route is told when no other
    # is as short needing no more seals): on the sample, as many as a plain search finds.
    board = load_data(Path(SAMPLE_DATA)).board
    ways = ways_of_board(board.neighbours, board.city_ids)
    for way in ways:
        for other in ways:
            if other is not way and {other.a, other.b} == {way.a, way.b}:
                assert other.oases > way.oases or not set(other.seals) <= set(way.seals)


def test_a_refused_list_of_routes_keeps_what_was_learned() -> None:
    ctx = beijing_to_fuzhou(spicer=False)
    with pytest.raises(InvalidAnswer, match="listed twice"):
        run(ctx.facts.ask_ways_out("beijing"), {"map.ways": ["Fuzhou, 2 oases; fuzhou, 2 oases"]})
    assert not ctx.board.learned_map.ways
