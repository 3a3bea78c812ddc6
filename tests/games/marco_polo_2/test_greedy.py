"""The greedy stand-in: its choices read like its documentation, and it races the Automa.

Each hand-built situation offers it two options and checks it takes the one its
documented worth ranks higher; its twin changes one fact so that the other option wins
(so the test can fail either way).
"""

from __future__ import annotations

import statistics
from collections.abc import Generator, Sequence

from mp2_helpers import DEFINITION, run

from soloist.engine.autoplay import play_out
from soloist.engine.chance import Chance
from soloist.engine.game import StandInFactory
from soloist.engine.log import Log
from soloist.engine.questions import Choice, Choices, Question, decision
from soloist.games.marco_polo_2.automa import TripDisplay
from soloist.games.marco_polo_2.data import Stop
from soloist.games.marco_polo_2.effects import Contract, Effect, GainKind
from soloist.games.marco_polo_2.person import action_choices, legal_spaces, place_post
from soloist.games.marco_polo_2.pieces import Colour
from soloist.games.marco_polo_2.rules import MarcoPoloPlay
from soloist.games.marco_polo_2.stand_ins import STAND_INS, Greedy, Occupier

PERSON = Colour.PERSON
CONTRACT_CITIES = ("brackwater", "cindervale", "emberlow", "hollowmere", "juniper")
#: The sample's first trip slide (Beijing first).
SLIDE = ("beijing", "amberfield", "cindervale", "dunmere", "emberlow", "fernhold",
         "glimmerport", "hollowmere", "ironreach", "juniper", "brackwater")


def table(character: str = "Trader", level: str = "l1") -> tuple[MarcoPoloPlay, Greedy]:
    """A modelled table just set up (FICTIONAL sample), emptied of contracts and outpost
    tiles so that each test lays out only what it compares."""
    definition = DEFINITION()
    options = definition.parse_options({"table": "model", "level": level,
                                        "character": character})
    chance = Chance(5)
    play = definition.new_play(options, chance, Log(enabled=False))
    assert isinstance(play, MarcoPoloPlay)
    run(play.setup())
    state = play.ctx.state
    for city in state.contracts:
        state.contracts[city] = [None] * len(state.contracts[city])
    for city in state.outposts:
        state.outposts[city] = None
    return play, Greedy(chance)


def main_action(play: MarcoPoloPlay, *offered: str) -> Question:
    """ "Which action space did you use?", offering only `offered` (and the money bag)."""
    spaces = tuple(space for space in legal_spaces(play.ctx, play.person)
                   if space.id in offered)
    assert [space.id for space in spaces] == list(offered), "not all offered are legal"
    return decision("person.action", "Which action space?",
                    choices=action_choices(spaces, False, True, False, False),
                    context={"main_done": False, "round": 1})


def cities(topic: str, *ids: str) -> Question:
    return decision(topic, "Which city?",
                    choices=Choices(Choice(city, city, city) for city in ids))


def post(play: MarcoPoloPlay, city: str) -> None:
    play.ctx.state.trading_posts.setdefault(city, set()).add(PERSON)


def drive(play: MarcoPoloPlay, greedy: Greedy, steps: Generator[Question, object, None]) -> None:
    """Runs the person's rules with the greedy stand-in answering."""
    try:
        question = next(steps)
        while True:
            question = steps.send(question.parse(greedy.answer(question, play))[1])
    except StopIteration:
        return


# -- main actions --------------------------------------------------------------------------

def test_it_takes_contracts_worth_more_per_die_than_a_travel() -> None:
    # "the Take contracts space: the VP of the contracts worth most in the cities of its
    # trading posts"; "a Travel space: the best city within 1 ... step".
    play, greedy = table()
    post(play, "cindervale")
    play.ctx.state.contracts["cindervale"] = [Contract(8, GainKind.OTHER),
                                              Contract(7, GainKind.OTHER)]
    assert greedy.answer(main_action(play, "travel-1", "contracts"), play) == "contracts"
    # No contract left in its cities: the contracts are worth nothing, the travel wins.
    play.ctx.state.contracts["cindervale"] = [None, None]
    assert greedy.answer(main_action(play, "travel-1", "contracts"), play) == "travel-1"


def test_it_takes_no_contract_beyond_the_two_it_may_hold() -> None:
    play, greedy = table()
    post(play, "cindervale")
    play.ctx.state.contracts["cindervale"] = [Contract(8, GainKind.OTHER), None]
    greedy.held = [4, 5]  # both spaces of its board are full
    assert greedy.answer(main_action(play, "travel-1", "contracts"), play) == "travel-1"
    question = decision("person.contracts-from", "From which city?", choices=Choices(
        [Choice("cindervale", "Cindervale", "cindervale"), Choice("none", "None", None)]))
    assert greedy.answer(question, play) == "none"


def test_a_books_space_completes_the_contract_worth_most_it_holds() -> None:
    # "a Books space: the VP of the contract worth most it holds (it completes it)"; an
    # external card: "the VP the Automa's Skill card gives there" (Trader L1: 3 VP).
    play, greedy = table("Trader")
    greedy.held = [6, 4]
    assert greedy.answer(main_action(play, "books-pepper", "external-left"), play) == \
        "books-pepper"
    assert greedy.held == [4] and greedy.completed == 1 and greedy.contract_vp == 6
    greedy.held = []  # nothing to complete: denying the Automa its external card wins
    assert greedy.answer(main_action(play, "books-pepper", "external-left"), play) == \
        "external-left"


def test_it_prefers_the_most_per_die_then_the_most_in_all() -> None:
    # "the space worth most per die placed (ties: the one worth most ...)". The 1-die Travel
    # space reaches Amberfield: 3 + 2 (an outpost tile) = 5 per die. The 3-dice space
    # reaches its two best cities: Cindervale 3 + 5 and Brackwater 3 + 4 = 15, 5 per die too:
    # equal per die, it is worth more in all.
    play, greedy = table()
    state = play.ctx.state
    state.outposts["amberfield"] = (Effect(GainKind.OTHER),)
    state.contracts["cindervale"] = [Contract(5, GainKind.OTHER), None]
    state.contracts["brackwater"] = [Contract(4, GainKind.OTHER), None]
    play.ctx.automa.trip = TripDisplay([Stop(city) for city in SLIDE], 1, at=10, started=True,
                                       known_in_full=True)  # nothing lies ahead of it
    assert greedy.space_worth(play, play.ctx.area.spaces["travel-1"]) == 5
    assert greedy.space_worth(play, play.ctx.area.spaces["travel-3"]) == (3 + 5) + (3 + 4)
    assert greedy.answer(main_action(play, "travel-1", "travel-3"), play) == "travel-3"
    # Twin: without Brackwater's contract the 3-dice space is worth 8 + 5 = 13, less per die.
    state.contracts["brackwater"] = [None, None]
    assert greedy.answer(main_action(play, "travel-1", "travel-3"), play) == "travel-1"


def test_once_a_round_it_takes_a_black_die_first() -> None:
    play, greedy = table()
    spaces = tuple(legal_spaces(play.ctx, play.person))
    question = decision("person.action", "?", choices=action_choices(spaces, True, True, False,
                                                                      False),
                        context={"main_done": False, "round": 2})
    assert greedy.answer(question, play) == "black-die"
    assert greedy.answer(question, play) != "black-die"  # not twice in round 2


# -- where a travel ends -------------------------------------------------------------------

def test_a_travel_ends_in_the_best_city_within_reach() -> None:
    # The 2-dice space: 3 steps. Brackwater (2 steps) has a 9-VP contract; Emberlow's
    # 12-VP contract is 4 steps away, out of reach.
    play, greedy = table()
    state = play.ctx.state
    state.contracts["brackwater"] = [Contract(9, GainKind.OTHER), None]
    state.contracts["emberlow"] = [Contract(12, GainKind.OTHER), None]
    assert greedy.answer(main_action(play, "travel-2"), play) == "travel-2"
    end = cities("person.travel-end", "amberfield", "brackwater", "emberlow", "dunmere")
    assert greedy.answer(end, play) == "brackwater"
    assert greedy.location == "brackwater" and greedy.posts == 1


def test_it_takes_the_outpost_tile_the_automa_is_heading_for() -> None:
    # Dunmere and Ironreach are both 3 steps away, each with a 3-VP outpost tile. The Automa
    # stands in Hollowmere's column of its trip slide: the display shows Ironreach next, so
    # that tile is worth its 3 VP more (the Automa would have taken it).
    play, greedy = heading(at=7)
    greedy.answer(main_action(play, "travel-2"), play)
    end = cities("person.travel-end", "dunmere", "ironreach")
    assert play.ctx.automa.trip.shown() == ["hollowmere", "ironreach", "juniper"]
    assert greedy.city_worth(play, "ironreach") == 3 + 2 + 3
    assert greedy.city_worth(play, "dunmere") == 3 + 2
    assert greedy.answer(end, play) == "ironreach"
    # Twins: the Automa has passed Ironreach; or Ironreach is further on its slide than the
    # display shows (it shows Dunmere, Emberlow, Fernhold: the rest lies hidden under the
    # Smart Mat). Equal worth: the nearest-then-board order (Dunmere) wins.
    for at in (9, 3):
        play2, greedy2 = heading(at=at)
        greedy2.answer(main_action(play2, "travel-2"), play2)
        assert greedy2.city_worth(play2, "ironreach") == 3 + 2
        assert greedy2.answer(cities("person.travel-end", "dunmere", "ironreach"), play2) == \
            "dunmere"


def heading(at: int) -> tuple[MarcoPoloPlay, Greedy]:
    """A 3-VP outpost tile in Dunmere and in Ironreach; the Automa's display at `at` on a
    slide through both."""
    play, greedy = table()
    for city in ("dunmere", "ironreach"):
        play.ctx.state.outposts[city] = (Effect(GainKind.VP, 3),)
    play.ctx.automa.trip = TripDisplay([Stop(city) for city in SLIDE], 1, at=at, started=True,
                                       known_in_full=True)
    return play, greedy


# -- contracts -----------------------------------------------------------------------------

def test_arriving_it_takes_the_contract_worth_most() -> None:
    play, greedy = table()
    state = play.ctx.state
    state.contracts["cindervale"] = [Contract(5, GainKind.OTHER), Contract(8, GainKind.OTHER)]
    drive(play, greedy, place_post(play.ctx, play.person, "cindervale"))
    assert state.contracts["cindervale"] == [Contract(5, GainKind.OTHER), None]
    assert greedy.held == [8]


def test_at_the_contracts_space_it_takes_the_best_two_in_its_cities() -> None:
    play, greedy = table()
    state = play.ctx.state
    for city in ("cindervale", "emberlow"):
        post(play, city)
    state.contracts["cindervale"] = [Contract(7, GainKind.OTHER), Contract(3, GainKind.OTHER)]
    state.contracts["emberlow"] = [Contract(9, GainKind.OTHER), None]
    from soloist.games.marco_polo_2.person import take_contracts

    drive(play, greedy, take_contracts(play.ctx, play.person))
    assert state.contracts["emberlow"] == [None, None]
    assert state.contracts["cindervale"] == [None, Contract(3, GainKind.OTHER)]
    assert sorted(greedy.held) == [7, 9]


def test_on_equal_contracts_it_takes_the_one_the_automa_could_take() -> None:
    # "on equal rank, one the Automa could take — in a city of its trading posts ... — first"
    play, greedy = table()
    state = play.ctx.state
    for city in ("cindervale", "emberlow"):
        post(play, city)
    state.contracts["cindervale"] = [Contract(6, GainKind.BLACK_DIE), None]
    state.contracts["emberlow"] = [Contract(6, GainKind.BLACK_DIE), None]
    play.ctx.automa.trip = TripDisplay([Stop(city) for city in SLIDE], 1, at=10, started=True,
                                       known_in_full=True)
    question = decision("person.contracts-from", "From which city?", choices=Choices(
        [Choice(c, c, c) for c in ("cindervale", "emberlow")] + [Choice("none", "None", None)]))
    play.ctx.automa.trading_posts.append("emberlow")
    assert greedy.answer(question, play) == "emberlow"
    play.ctx.automa.trading_posts[-1] = "cindervale"
    assert greedy.answer(question, play) == "cindervale"


# -- whole games ---------------------------------------------------------------------------

def person_figures(stand_in: StandInFactory, seeds: Sequence[int],
                   level: str = "l1") -> tuple[list[int], list[int], list[object]]:
    """Contracts the person took, the Automa's score, and the stand-ins, per game."""
    definition = DEFINITION()
    options = definition.parse_options({"table": "model", "level": level})
    taken, automa, players = [], [], []
    for seed in seeds:
        chance = Chance(seed)
        play = definition.new_play(options, chance, Log(enabled=False))
        person = stand_in(chance)
        steps = play.run()
        try:
            question = next(steps)
            while True:
                question = steps.send(question.parse(person.answer(question, play))[1])
        except StopIteration as stop:
            automa.append(int(stop.value.summary()["automa_score"]))
        taken.append(play.person.contracts_taken)
        players.append((person, play))
    return taken, automa, players


def test_greedy_games_are_the_same_for_the_same_seed_and_all_finish() -> None:
    definition = DEFINITION()
    for level in ("l1", "l2", "l3"):
        options = definition.parse_options({"table": "model", "level": level})
        for seed in range(6):
            first = play_out(definition, options, seed, STAND_INS["greedy"]).summary()
            again = play_out(definition, options, seed, STAND_INS["greedy"]).summary()
            assert first == again
            assert first["automa_level"] == level.upper()


def test_its_final_score_is_the_documented_caricature() -> None:
    # "50, + the VP printed on every contract it completed, + 3 for each of its first 11
    # trading posts, + 2 for each outpost bonus tile it took"
    _, _, players = person_figures(Greedy, range(4))
    for person, play in players:
        assert isinstance(person, Greedy) and isinstance(play, MarcoPoloPlay)
        assert person.posts == len(play.ctx.state.posts_of(PERSON))
        assert person.completed <= play.person.contracts_taken
        assert play.score is not None
        assert person.score() == 50 + person.contract_vp + 3 * min(person.posts, 11) + \
            2 * person.tiles


def test_greedy_takes_more_contracts_than_the_occupier_and_the_automa_scores_less() -> None:
    # Documented in docs/marco-polo-2.md: on the FICTIONAL sample the greedy stand-in takes
    # about twice the occupier's contracts, and the Automa's score drops.
    seeds = range(20)
    greedy_taken, greedy_automa, _ = person_figures(Greedy, seeds)
    occupier_taken, occupier_automa, _ = person_figures(Occupier, seeds)
    assert statistics.mean(greedy_taken) >= 1.5 * statistics.mean(occupier_taken)
    assert statistics.mean(greedy_automa) < statistics.mean(occupier_automa)
