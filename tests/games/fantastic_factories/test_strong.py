"""The `strong` stand-in: it plays through the same rules text, never reads what a person
cannot know, plays the same game on any number of workers, and beats `greedy`."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import fields

from search_helpers import decisions, play_on

from soloist.engine.autoplay import play_out
from soloist.engine.chance import QuickChance
from soloist.engine.log import Log
from soloist.engine.search import Search
from soloist.games import find_game
from soloist.games.fantastic_factories.cards import load_cards
from soloist.games.fantastic_factories.digital import DigitalPlay
from soloist.games.fantastic_factories.digital_stand_ins import GreedyStandIn
from soloist.games.fantastic_factories.headquarters import GENERATE, RESEARCH
from soloist.games.fantastic_factories.machine import Machine
from soloist.games.fantastic_factories.person import Die, Pending, Person
from soloist.games.fantastic_factories.strong import (
    MARKET,
    WORK,
    FactorySearch,
    RolloutPolicy,
)
from soloist.sim import runner
from soloist.sim.stats import compare_means

FF = find_game("fantastic-factories")
DIGITAL = {"difficulty": "medium", "table": "digital"}


def test_a_copy_resumes_in_the_same_rules_and_ends_as_the_game_does() -> None:
    """A copy of the play at a market or work decision, with an exact copy of the game's
    chance, plays on to exactly the result the game itself reaches (the copy starts the
    same rules text again: nothing of the rules is written twice)."""
    for seed in range(6):
        ending = FF.parse_options(DIGITAL)
        whole = play_out(FF, ending, seed, GreedyStandIn).summary()
        for number, (question, play, chance) in enumerate(
                decisions(FF, DIGITAL, seed, GreedyStandIn, {MARKET, WORK})):
            if number % 9:
                continue
            assert isinstance(play, DigitalPlay)
            twin_chance = chance.copy()
            copy = play.copy(twin_chance, Log(enabled=False), hidden_order=False)
            run = copy.resume()
            again = next(run)
            assert again.topic == question.topic
            assert again.choices is not None and question.choices is not None
            assert again.choices.keys == question.choices.keys
            result = play_on(again, run, copy, GreedyStandIn(twin_chance))
            assert result.summary() == whole  # type: ignore[attr-defined]
            # Started already answered (as the search starts its copies), it ends the same.
            twin_chance = chance.copy()
            copy = play.copy(twin_chance, Log(enabled=False), hidden_order=False)
            greedy = GreedyStandIn(twin_chance)
            chosen = question.choices.by_key[greedy.answer(question, play)].value
            run = copy.resume(chosen)
            result = play_on(next(run), run, copy, greedy)
            assert result.summary() == whole  # type: ignore[attr-defined]


class PlainFactorySearch(FactorySearch):
    """Fantastic Factories' search through the plain protocol only: no prepared copy, no
    copy started already answered or stopping itself, a policy answering by key, and the
    horizon as a test before every question."""

    prepare = None  # type: ignore[assignment]
    resume_with = None  # type: ignore[assignment]

    def sample(self, play: DigitalPlay, seed: int) -> DigitalPlay:
        return play.copy(QuickChance(seed), Log(enabled=False), hidden_order=True)

    def policy(self, copy: DigitalPlay) -> GreedyStandIn:
        return ByKey(copy.work.chance)

    def horizon(self, play: DigitalPlay) -> Callable[[DigitalPlay], bool] | None:
        this_round = play.round
        return lambda copy: copy.round > this_round


class ByKey(RolloutPolicy):
    pick = None  # type: ignore[assignment]


def test_the_searchs_speed_ups_leave_every_rollout_of_the_game_as_it_was() -> None:
    """A prepared copy, started already answered, stopping itself at the horizon and played
    on by a policy picking values is worth exactly what the plain protocol's copy is."""
    fast, plain = FactorySearch(), PlainFactorySearch()
    checked = 0
    for seed in (4, 9):
        for number, (question, play, _) in enumerate(
                decisions(FF, DIGITAL, seed, GreedyStandIn, {MARKET, WORK})):
            if number % 7:
                continue
            assert isinstance(play, DigitalPlay) and question.choices is not None
            prepared = fast.prepare(play)
            for key in question.choices.keys[:4]:
                value = question.choices.by_key[key].value
                for copy_seed in (1, 2):
                    quick = Search(fast, 1, random.Random(0)).rollout(
                        prepared, copy_seed, key, fast.horizon(play), value)
                    slow = Search(plain, 1, random.Random(0)).rollout(
                        play, copy_seed, key, plain.horizon(play))
                    assert quick == slow, (seed, number, key)
                    checked += 1
    assert checked > 100


def test_a_copy_of_your_side_and_of_the_machine_has_every_field_and_shares_nothing() -> None:
    """A search plays on from copies (made field by field, for speed): each copy holds
    every field of the original, equal to it, and changing a copy changes nothing of the
    original. (The Machine's rules, an immutable named tuple, are shared.)"""
    cards = load_cards().blueprints
    person = Person(hand=list(cards[:3]), compound=list(cards[3:5]), metal=4, energy=5,
                    goods=6, dice=[Die("white 1", 3), Die("robot 1", 6)],
                    placed=[("Foundry", (4,))], activated={"Foundry"},
                    passives_used={"Scrap Yard"}, extra_dice={"robot": 1},
                    pending=Pending(foreman=True))
    person.headquarters.place(GENERATE, 2)
    machine = Machine()
    machine.add(cards[0])
    for original, copy in ((person, person.copy()), (machine, machine.copy())):
        for field in fields(original):  # type: ignore[arg-type]
            mine, theirs = getattr(original, field.name), getattr(copy, field.name)
            assert theirs == mine, field.name
            if not isinstance(mine, int | str | tuple):
                assert theirs is not mine, field.name
    copied = person.copy()
    copied.dice[0].value = 1
    copied.headquarters.place(RESEARCH, 5)
    copied.headquarters.place(GENERATE, 2)
    copied.extra_dice["robot"] += 1
    copied.pending.specialist = True
    assert (person.dice[0].value, person.extra_dice, person.pending) == (
        3, {"robot": 1}, Pending(foreman=True))
    assert person.headquarters.dice == {"research": [], "generate": [2], "mine": []}
    copied_machine = machine.copy()
    copied_machine.add(cards[1])
    assert machine.cards == 1 and copied_machine.cards == 2
    assert sum(copied_machine.compound.values()) == 2 and sum(machine.compound.values()) == 1


def test_strong_plays_the_same_games_on_one_or_two_workers() -> None:
    plan = runner.make_plan(FF, games=4, seed=5, levels=["easy", "hard"], stand_in="strong:6")
    assert plan.options_for("easy")["table"] == "digital"
    one = runner.run(plan, workers=1)
    two = runner.run(plan, workers=2, batch_size=1)
    assert one == two and len(one) == 8


def test_strong_beats_greedy_on_the_same_seeds() -> None:
    """Paired seeds, a small budget: strong's margin over the Machine is larger than
    greedy's (a paired t-test, a fixed seed)."""
    games = 30
    margins = {}
    for name in ("greedy", "strong:10"):
        plan = runner.make_plan(FF, games=games, seed=2024, levels=["medium"], stand_in=name)
        rows = runner.run(plan, workers=2)
        margins[name] = [float(row["person_score"]) - float(row["machine_score"])
                         for row in rows]
    comparison = compare_means(margins["greedy"], margins["strong:10"], paired=True)
    assert comparison.difference > 2 and comparison.p_value < 0.01, comparison
