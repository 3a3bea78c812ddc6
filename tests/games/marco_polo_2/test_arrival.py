"""Arriving in a city, city by city, each gain at the moment the solo rules name it; and the
routes told at the table, on which Soloist counts the steps with the Automa's seals."""

from __future__ import annotations

from collections.abc import Generator

from mp2_helpers import SAMPLE_DATA, at_the_table, automa_turn_in, run, setup, silent

from soloist.engine.questions import Question
from soloist.games.marco_polo_2.actions import guild_seal_plus_1
from soloist.games.marco_polo_2.context import Context
from soloist.games.marco_polo_2.effects import Contract, Effect, GainKind
from soloist.games.marco_polo_2.gains import receive, steps_to

TRAVEL = {"main": ["travel", "books"]}
ARRIVAL = ("It places a trading post, discards the outpost bonus tile, if any, and it receives "
           "the bonus (if applicable). If the newly reached city has any contracts, it takes "
           "the contract providing the most VPs")


def answer(steps: Generator[Question, object, None], script: dict[str, str]) -> list[Question]:
    """Runs rules that ask the table, answering each topic as scripted; the questions."""
    asked = []
    try:
        question = next(steps)
        while True:
            if question.is_silent:
                question = steps.send(silent(question))
                continue
            asked.append(question)
            question = steps.send(question.parse(script[question.topic])[1])
    except StopIteration:
        return asked


def index(log: list[str], start: str) -> int:
    return next(n for n, line in enumerate(log) if line.startswith(start))


def test_the_outpost_tiles_contract_is_taken_before_the_arrivals_contract() -> None:
    # ARRIVAL: the tile's bonus "a contract from a city with a trading post" is received
    # before the Automa takes the contract worth most in the city it reached. Its trading
    # post there is already placed, so the tile's contract is the best of Cindervale's (5 VP)
    # and Brackwater's; the arrival then takes what Cindervale has left (3 VP), and
    # Brackwater's 4 VP stay on the board.
    ctx, log = automa_turn_in(
        data=SAMPLE_DATA, card=TRAVEL,
        automa={"at": "amberfield", "trading_posts": ["brackwater", "amberfield"],
                "contracts": [{"vp": 3}]},
        trip={"display": ["amberfield", "cindervale", "dunmere"]},
        table={"outposts": {"cindervale": [{"kind": "contract-city"}]},
               "contracts": {"cindervale": [{"vp": 5, "reward": "black-die"}, {"vp": 3}],
                             "brackwater": [{"vp": 4}, "empty"]}})
    on_e = [(c.vp, c.reward) for c in ctx.automa.mat.contracts if isinstance(c, Contract)]
    assert on_e == [(3, GainKind.OTHER), (5, GainKind.BLACK_DIE), (3, GainKind.OTHER)]
    assert ctx.state.contracts["brackwater"][0] == Contract(4, GainKind.OTHER,
                                                             "Brackwater (fictional) space 1")
    tile = index(log, "Outpost tile in Cindervale (fictional): it takes Cindervale (fictional) "
                      "space 1: 5 VP + 1 black die")
    assert tile < index(log, "It takes the contract worth most in Cindervale (fictional): "
                             "Cindervale (fictional) space 2: 3 VP")
    assert tile < index(log, "Shift the trip slide one step up")


def trader_arrives(contracts_on_e: list[dict[str, object]]) -> tuple[Context, list[str]]:
    """The sample's (FICTIONAL) Trader: its 6th trading post uncovers "complete 1 guild seal
    or contract" on the Trading Post card; it arrives in Cindervale, whose contract is
    6 VP + 1 advancement."""
    return automa_turn_in(
        data=SAMPLE_DATA, character="Trader", level=1, card=TRAVEL,
        automa={"at": "amberfield", "contracts": contracts_on_e,
                "trading_posts": ["brackwater", "dunmere", "emberlow", "fernhold",
                                  "amberfield"]},
        trip={"display": ["amberfield", "cindervale", "dunmere"]},
        table={"outposts": {"cindervale": "none"},
               "contracts": {"cindervale": [{"vp": 6, "reward": "advancement"}, "empty"]}})


def test_a_trading_post_cards_bonus_is_assigned_before_the_contract_is_taken() -> None:
    # "Whenever a given bonus is unlocked by removing a trading post, this must be immediately
    # assigned to the Automa." Nothing is on space E when the 6th trading post leaves the
    # card, so "complete 1 guild seal or contract" completes nothing: the contract it then
    # takes in Cindervale stays on E.
    ctx, log = trader_arrives([])
    mat = ctx.automa.mat
    assert mat.done == []
    assert [str(c) for c in mat.contracts] == ["Cindervale (fictional) space 1: 6 VP + 1 "
                                               "advancement"]
    nothing = log.index("Trading Post card: there is no unresolved seal or contract on the "
                        "Smart Mat: nothing to complete.")
    assert nothing < index(log, "It takes the contract worth most in Cindervale")
    # Its twin: with its starting contract on E, the bonus completes that one, not the new one.
    ctx, _ = trader_arrives([{"vp": 3}])
    assert [c.vp for c in ctx.automa.mat.done] == [3]
    assert [str(c) for c in ctx.automa.mat.contracts] == [
        "Cindervale (fictional) space 1: 6 VP + 1 advancement"]


def test_an_advancement_gained_on_arrival_moves_the_figure_once_the_slide_has_shifted() -> None:
    # ARRIVAL, then "Finally, shift the trip slide": the tile's advancement is received on
    # the spot, but the figure moves only once the display shows the next city (until then its
    # next city is Cindervale, where it stands). Sample map: Cindervale - Brackwater is 1 step.
    ctx, log = automa_turn_in(
        data=SAMPLE_DATA, card=TRAVEL,
        automa={"at": "amberfield", "trading_posts": ["amberfield"], "contracts": [{"vp": 3}]},
        trip={"display": ["amberfield", "cindervale", "brackwater"], "ended": True},
        table={"outposts": {"cindervale": [{"kind": "advancement"}, {"kind": "vp", "amount": 2}]},
               "contracts": {"cindervale": ["empty", "empty"],
                             "brackwater": ["empty", "empty"]}})
    assert ctx.automa.location == "brackwater"
    assert ctx.automa.trading_posts == ["amberfield", "cindervale", "brackwater"]
    held = log.index("Outpost tile in Cindervale (fictional): 1 advancement: its figure moves "
                     "once the arrival in Cindervale (fictional) is complete (until the trip "
                     "slide shifts, the next city on its display is the one it stands in).")
    vp = log.index("Outpost tile in Cindervale (fictional): +2 VP (2 gained so far).")
    shift = log.index("Shift the trip slide one step up: the display now shows Cindervale "
                      "(fictional) in its first column.")
    moves = log.index("Outpost tile in Cindervale (fictional): 1 advancement: its figure "
                      "reaches Brackwater (fictional).")
    assert held < vp < shift < moves


def test_on_the_3_dice_space_an_advancement_from_the_first_city_may_reach_the_second() -> None:
    # "he would reach not only Xian, but also the next city, placing a trading post on both
    # and claiming the outpost bonus tiles, if any" — city by city: Xian's tile gives an
    # advancement, made once Xian's arrival is complete; it takes the figure to Jaipur (1 step
    # away), so the travel action has reached the following city already.
    ctx, log = automa_turn_in(
        automa={"at": "fuzhou", "own_dice": 3, "trading_posts": ["fuzhou"],
                "contracts": [{"vp": 3}]},
        trip={"display": ["fuzhou", "xian", "jaipur"], "ended": True},
        steps={"xian": 2, "jaipur": 1},
        table={"spaces": {"travel-2": ["automa", "automa"]},
               "outposts": {"xian": [{"kind": "advancement"}], "jaipur": "none"}},
        card=TRAVEL)
    assert ctx.automa.trading_posts == ["fuzhou", "xian", "jaipur"]
    assert ctx.automa.trip.current == "jaipur"
    assert "Forced onto the 3-dice space, it would also reach the city following Xian; the " \
           "advancement it gained there has already taken it there." in log


def test_the_3_dice_space_carries_it_on_only_by_a_route_its_seals_open() -> None:
    # "In the case the Automa is forced to use the 3-dice action space, then the Automa, in
    # the same travel action, will also reach the city following the first reached one" —
    # "like a normal player, it needs the right seals to cross the rivers". The table says no
    # route open to its seals leads from Xian to Jaipur (0 steps): it stays in Xian.
    ctx, log = automa_turn_in(
        automa={"at": "fuzhou", "own_dice": 3, "trading_posts": ["fuzhou"],
                "contracts": [{"vp": 3}]},
        trip={"display": ["fuzhou", "xian", "jaipur"]},
        steps={"xian": 2, "jaipur": 0},
        table={"spaces": {"travel-2": ["automa", "automa"]}, "outposts": {"xian": "none"}},
        card=TRAVEL)
    assert ctx.automa.location == "xian"
    assert ctx.automa.trading_posts == ["fuzhou", "xian"]
    assert "Forced onto the 3-dice space, it would also reach the next city, Jaipur, but no " \
           "route it may take leads there (it lacks the seal for a river): it stays in Xian." \
           in log


def test_the_routes_told_at_the_table_give_a_shorter_way_once_a_seal_opens_it() -> None:
    # "If there are several routes to reach a given city, the Automa always chooses the
    # shortest route. However, like a normal player, it needs the right seals to cross the
    # rivers, so sometimes it will be forced to take the longer way." The table tells routes
    # between neighbouring cities only; Soloist counts the steps itself, with the seals the
    # Automa holds at that moment.
    ctx, log = setup(automa={"at": "kabul", "trading_posts": ["kabul"]},
                     trip={"display": ["kabul", "baghdad", "hormuz"]})
    at_the_table(ctx)
    asked = answer(steps_to(ctx, "baghdad"), {"map.way": "2 oases",
                                              "map.ways": "Hormuz, farmer seal"})
    assert [q.topic for q in asked] == ["map.way", "map.ways"]
    assert asked[0].prompt.startswith("The routes between Kabul and Baghdad that pass through "
                                      "no other city")
    assert asked[1].prompt.startswith("Every route out of Kabul to another city, other than "
                                      "those Soloist knows (Baghdad, 2 oases)")
    assert run(steps_to(ctx, "baghdad")) == 3  # the longer way: it lacks the Farmer's seal
    assert guild_seal_plus_1(ctx) is None
    asked = answer(steps_to(ctx, "baghdad"), {"map.way": "direct"})
    assert [q.context["a"] for q in asked] == ["hormuz"]  # Hormuz – Baghdad, nothing more
    assert run(steps_to(ctx, "baghdad")) == 2
    answer(receive(ctx, (Effect(GainKind.ADVANCEMENT, 2),), "A contract"),
           {"tp-card.bonus": "nothing", "trip.letter": "none"})
    assert ctx.automa.location == "baghdad"
    assert any("it stands in Hormuz on the way" in line for line in log.texts())
