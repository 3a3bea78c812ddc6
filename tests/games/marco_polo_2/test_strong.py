"""The `strong` stand-in of Marco Polo II: it plays through the same rules text, never reads
what a person cannot know, plays the same game on any number of workers, and its search
finds the better action where greedy's worth now cannot see it."""

from __future__ import annotations

import random
from itertools import islice

from search_helpers import decisions, play_on

from soloist.engine.autoplay import play_out
from soloist.engine.chance import Chance
from soloist.engine.log import Log
from soloist.engine.search import Search
from soloist.games import find_game
from soloist.games.marco_polo_2.rules import MarcoPoloPlay, MarcoPoloResult
from soloist.games.marco_polo_2.scoring import final_score
from soloist.games.marco_polo_2.stand_ins import Greedy
from soloist.games.marco_polo_2.strong import (
    ACTION,
    ActionSearch,
    StrongTraveller,
    fits,
    forget_hidden,
    shown_slide,
)
from soloist.games.marco_polo_2.table import ModelTable
from soloist.sim import runner

MP2 = find_game("marco-polo-2")
SIMULATED = {"table": "model", "sample": True, "level": "l2"}


def main_actions(seed: int, options: dict[str, object] = SIMULATED):
    """Each main action of a greedy game (your turn, before your main action)."""
    for question, play, chance in decisions(MP2, options, seed, Greedy, {ACTION}):
        if not question.context.get("main_done"):
            yield question, play, chance


def test_a_copy_resumes_in_the_same_rules_and_ends_as_the_game_does() -> None:
    """A copy at your main action, with an exact copy of the game's chance and of greedy's
    score sheet, plays on to exactly the result the game itself reaches."""
    for level in ("l1", "l3"):
        options = {**SIMULATED, "level": level}
        for seed in range(3):
            whole = play_out(MP2, MP2.parse_options(options), seed, Greedy).summary()
            sheet = Greedy(Chance(seed))
            chance = Chance(seed)
            play = MP2.new_play(MP2.parse_options(options), chance, Log(enabled=False))
            run = play.run()
            question = next(run)
            checked = 0
            try:
                while True:
                    if question.topic == ACTION and not question.context.get("main_done") \
                            and checked < 4 and play.round >= checked + 1:
                        checked += 1
                        copy = play.copy(chance.copy(), Log(enabled=False))
                        again_run = copy.resume()
                        again = next(again_run)
                        assert again.topic == question.topic
                        assert again.choices is not None and question.choices is not None
                        assert again.choices.keys == question.choices.keys
                        result = play_on(again, again_run, copy, sheet.copy())
                        assert isinstance(result, MarcoPoloResult)
                        assert result.summary() == whole
                    question = run.send(question.parse(sheet.answer(question, play))[1])
            except StopIteration:
                pass
            assert checked == 4


def test_searching_leaves_the_game_as_it_was() -> None:
    """Rollouts play on copies: a game searched at each main action (its answers still
    greedy's) ends exactly as the same game never searched."""
    seed = 4
    whole = play_out(MP2, MP2.parse_options(SIMULATED), seed, Greedy).summary()
    sheet = Greedy(Chance(seed))
    search = ActionSearch(sheet)
    chance = Chance(seed)
    play = MP2.new_play(MP2.parse_options(SIMULATED), chance, Log(enabled=False))
    run = play.run()
    question = next(run)
    searched = 0
    try:
        while True:
            if question.topic == ACTION and not question.context.get("main_done"):
                assert question.choices is not None
                key = sheet.ranked_spaces(play, question.choices.items)
                if key:
                    searched += 1
                    Search(search, 4, random.Random(searched)).choose(play, key[:3])
            question = run.send(question.parse(sheet.answer(question, play))[1])
    except StopIteration as end:
        assert end.value.summary() == whole
    assert searched > 10


def hide_differently(play: MarcoPoloPlay, seed: int) -> MarcoPoloPlay:
    """The same position with another hidden part: the Automa cards not drawn yet this round
    in another order, the contract pile in another order and drawn by another stream, the
    trip slide beyond its display another that shows the same, other dice to come."""
    other = play.copy(Chance(seed), Log(enabled=False))
    forget_hidden(other, random.Random(seed))
    return other


def test_the_hidden_part_is_what_nobody_has_seen() -> None:
    """What a copy may redraw: the Automa cards not drawn yet this round, the contract pile,
    and the trip slide beyond what its display has shown; what has been seen stays."""
    for _question, play, _ in islice(main_actions(2), 6, 40, 5):
        assert isinstance(play, MarcoPoloPlay)
        facts = play.ctx.facts
        assert isinstance(facts, ModelTable)
        drawn = play.ctx.automa.cards_drawn
        for seed in (11, 12, 13):
            other = hide_differently(play, seed)
            twin = other.ctx.facts
            assert isinstance(twin, ModelTable)
            assert twin.round_order[:drawn] == facts.round_order[:drawn]
            assert sorted(card.id for card in twin.round_order) == \
                sorted(card.id for card in facts.round_order)
            assert sorted(map(str, twin.pile.cards)) == sorted(map(str, facts.pile.cards))
            assert shown_slide(other.ctx.automa.trip) == shown_slide(play.ctx.automa.trip)
            assert other.ctx.state.contracts == play.ctx.state.contracts
            assert other.ctx.state.outposts == play.ctx.state.outposts


def test_a_trip_slide_fits_only_what_the_display_has_shown() -> None:
    data = MP2.new_play(MP2.parse_options(SIMULATED), Chance(1), Log(enabled=False)).data
    slides = data.slides or ()
    first = slides[0]
    cities = tuple(stop.city for stop in first.stops[:3])
    letters = tuple(stop.letter for stop in first.stops[:1])
    assert fits(first, cities, letters, ends=False)
    assert not fits(first, cities, letters, ends=True) or len(first.stops) == 3
    others = [slide for slide in slides if slide.stops[1].city != first.stops[1].city]
    assert others and not any(fits(slide, cities, letters, ends=False) for slide in others)
    beijing = (first.stops[0].city,)
    assert all(fits(slide, beijing, (), ends=False) for slide in slides)


def joining(factory: type[StrongTraveller], play: MarcoPoloPlay, seed: int
            ) -> StrongTraveller:
    """A strong stand-in taking over a game where it stands: its figure where yours is, this
    round's black die taken."""
    player = factory(Chance(seed))
    player.greedy.black_round = play.round
    if len(play.person.at) == 1:
        player.greedy.location = next(iter(play.person.at))
    return player


def test_strong_plays_the_same_games_on_one_or_two_workers() -> None:
    plan = runner.make_plan(MP2, games=2, seed=5, levels=["l1", "l3"], stand_in="strong:3")
    one = runner.run(plan, workers=1)
    two = runner.run(plan, workers=2, batch_size=1)
    assert one == two and len(one) == 4


def test_a_rollout_is_worth_its_margin_or_the_margin_if_the_game_ended_now() -> None:
    """A finished copy is worth your caricature score minus the Automa's (a win 5 more); at
    the horizon, the score sheet's score with the contracts it holds completed, minus the
    Automa's score with its end-game VP counted now."""
    _, play, _ = next(islice(main_actions(3), 12, None))
    assert isinstance(play, MarcoPoloPlay)
    sheet = Greedy(Chance(3))
    sheet.held, sheet.completed, sheet.contract_vp, sheet.posts = [4, 6], 2, 9, 3
    search = ActionSearch(sheet)
    copy = search.sample(play, 1)
    estimate = search.value(copy, None)
    scoring = final_score(copy.ctx, 4)
    try:
        while True:
            next(scoring)
    except StopIteration as end:
        automa = end.value.total
    assert estimate == 50 + 9 + 3 * 3 + 10 - automa
    horizon = search.horizon(play)
    assert horizon is not None and not horizon(copy)
    result = play_out(MP2, MP2.parse_options(SIMULATED), 3, Greedy)
    assert isinstance(result, MarcoPoloResult)
    margin = result.person_score - result.automa.total
    assert search.value(copy, result) == margin + (5 if result.outcome == "win" else 0)


def test_strong_searches_greedys_best_spaces_and_takes_one_of_them() -> None:
    searched = 0
    for question, play, _ in islice(main_actions(8), 3, 30, 6):
        assert isinstance(play, MarcoPoloPlay) and question.choices is not None
        player = joining(StrongTraveller, play, 5)
        best = player.greedy.ranked_spaces(play, question.choices.items)
        before = player.search.decisions
        answer = player.answer(question, play)
        searched += player.search.decisions - before
        assert answer in best[:4]
    assert searched >= 3
