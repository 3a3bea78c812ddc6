"""The stand-ins that play the digital game, and how simulation picks their table."""

from __future__ import annotations

import pytest
from ff_digital import FF, act, workshop
from search_helpers import decisions

from soloist.engine.autoplay import play_out
from soloist.engine.questions import Choice, Choices, Question, decision
from soloist.games.fantastic_factories.actions import EndWork, Place
from soloist.games.fantastic_factories.digital import DigitalPlay, DigitalResult
from soloist.games.fantastic_factories.digital_stand_ins import (
    GreedyStandIn,
    RandomStandIn,
    Values,
)
from soloist.games.fantastic_factories.strong import RolloutPolicy
from soloist.games.fantastic_factories.work_phase import legal_actions
from soloist.sim import runner


@pytest.mark.parametrize("stand_in", ["greedy", "random"])
def test_the_digital_stand_ins_play_whole_games(stand_in: str) -> None:
    options = FF.parse_options(FF.simulation_options(stand_in))
    assert options["table"] == "digital"
    for seed in range(3):
        result = play_out(FF, options, seed, FF.stand_ins[stand_in])
        assert isinstance(result, DigitalResult)
        assert result.person_score == result.person.goods + result.person.prestige
        assert result.rounds >= 2


def test_a_simulated_digital_game_is_reproduced_from_its_seed() -> None:
    options = FF.parse_options({"table": "digital", "difficulty": "hard"})
    first = play_out(FF, options, 21, FF.stand_ins["greedy"])
    assert first == play_out(FF, options, 21, FF.stand_ins["greedy"])


def test_each_stand_in_declares_the_table_it_needs() -> None:
    """The steady stand-in keeps the Machine's model table; greedy and random play digital."""
    assert FF.simulation_options("steady")["table"] == "model"
    assert FF.simulation_options("greedy")["table"] == "digital"
    assert FF.simulation_options("random")["table"] == "digital"
    plan = runner.make_plan(FF, games=4, seed=1, levels="all", stand_in="greedy")
    assert plan.options_for("easy")["table"] == "digital"
    rows = runner.run(plan, workers=1)
    assert {row["level"] for row in rows} == {"easy", "medium", "hard", "very-hard"}
    assert all("person_goods" in row for row in rows)
    assert runner.make_plan(FF, games=4, seed=1).options_for("easy")["table"] == "model"


def test_the_greedy_stand_in_takes_the_action_worth_most() -> None:
    """2 goods for 2 matching dice (Trash Compactor would cost 2 blueprints) beat a die on
    the headquarters; with nothing worth more, it places a die rather than end."""
    work = workshop(compound=["Aluminum Factory"], energy=5, dice=[3, 3, 5])
    play = _play_with(work)
    greedy = GreedyStandIn(None)  # type: ignore[arg-type]
    question = _work_question(work)
    assert greedy.answer(question, play) == "aluminum-factory 3-3"
    act(work, "aluminum-factory 3-3")
    assert greedy.answer(_work_question(work), play) == "mine 5"
    act(work, "mine 5")
    assert greedy.answer(_work_question(work), play) == "end"


def _work_question(work):  # type: ignore[no-untyped-def]
    actions = legal_actions(work)
    return decision("person.work", "next?",
                    choices=Choices(Choice(a.key, a.label, a) for a in actions))


def _play_with(work):  # type: ignore[no-untyped-def]
    from soloist.engine.chance import Chance
    from soloist.engine.log import Log
    from soloist.games.fantastic_factories.digital import DigitalPlay

    play = DigitalPlay("medium", work.table, Chance(1), Log())
    play.person = work.person
    play.work = work
    return play


def plainly_greedy(greedy: GreedyStandIn, question: Question, play: DigitalPlay) -> int:
    """The greedy work step as its description says it, from `score` alone: the action
    that gains most (the first of the best), else the headquarters row whose output is
    worth most, else the end."""
    assert question.choices is not None
    actions = question.choices.values
    gains = [greedy.score(action, play) for action in actions]
    if max(gains) > 0:
        return gains.index(max(gains))
    places = [(greedy.values.worth(action.gains), index)
              for index, action in enumerate(actions) if isinstance(action, Place)]
    if places:
        best = max(worth for worth, _ in places)
        return next(index for worth, index in places if worth == best)
    return next(index for index, action in enumerate(actions) if isinstance(action, EndWork))


class Reluctant(GreedyStandIn):
    """Greedy with dice worth so much that no die is worth placing: it places one only
    when nothing gains (on the row worth most)."""

    values = Values(die=10.0)


def test_the_greedy_work_step_written_out_is_the_plain_rule() -> None:
    """At every work step of random games, the greedy stand-in and the strong stand-in's
    rollout policy choose exactly what the plain rule chooses (their work step is written
    out for speed: a headquarters row's worth is read only when nothing gains)."""
    checked = placed_for_nothing = 0
    for seed in range(3):
        for question, play, _ in decisions(FF, {"difficulty": "medium", "table": "digital"},
                                           seed, RandomStandIn, {"person.work"}):
            assert isinstance(play, DigitalPlay) and question.choices is not None
            for greedy in (GreedyStandIn(None), RolloutPolicy(None),  # type: ignore[arg-type]
                           Reluctant(None)):  # type: ignore[arg-type]
                chosen = greedy.work(question, play)
                assert chosen == plainly_greedy(greedy, question, play)
                action = question.choices.values[chosen]
                placed_for_nothing += (isinstance(action, Place)
                                       and greedy.score(action, play) <= 0)
            checked += 1
    assert checked > 50 and placed_for_nothing > 5
