"""Properties that hold for every game: any valid answers end it with every traveller at the
last inn; replay gives the same log and state; a rejected answer changes nothing; cards are
never made or lost; an Automa always moves within her range to a top-ranked space."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tokaido_helpers import TOKAIDO, digital_you

from soloist.engine.errors import InvalidAnswer
from soloist.engine.session import Session
from soloist.games.tokaido import rules
from soloist.games.tokaido.automa import HIGHEST, LOWEST, SEED_RULES, AutomaRules, Move
from soloist.games.tokaido.automa_cards import AutomaCard
from soloist.games.tokaido.cards import Encounter, HotSpring, Meal, Souvenir
from soloist.games.tokaido.road import ITEM_OF_SPACE, Item, Road, Space
from soloist.games.tokaido.rules import TokaidoPlay
from soloist.games.tokaido.table import ModelTable

GAME = settings(max_examples=25, deadline=None,
                suppress_health_check=[HealthCheck.too_slow,
                                       HealthCheck.function_scoped_fixture])

companion_options = st.fixed_dictionaries({
    "level": st.integers(1, 7),
    "initiation": st.booleans(),
    "return_trip": st.booleans(),
    "gastronomy": st.booleans(),
    "preparations": st.booleans(),
    "crossroads": st.booleans(),
})
digital_options = st.fixed_dictionaries({
    "digital": st.just(True),
    "level": st.integers(1, 7),
    "initiation": st.booleans(),
    "return_trip": st.booleans(),
    "gastronomy": st.booleans(),
})


def play_randomly(options: dict[str, Any], seed: int, picks: random.Random,
                  *, check: Any = None) -> Session:
    session = Session.start(TOKAIDO, options, seed)
    for _ in range(3000):
        question = session.question
        if question is None:
            return session
        if check is not None:
            check(session)
        answers = question.valid_answers()
        session.answer(answers[picks.randrange(len(answers))])
    raise AssertionError("the game did not end")


def everyone_at_the_last_inn(session: Session) -> None:
    play = session.play
    assert isinstance(play, TokaidoPlay)
    assert session.result is not None
    for traveller in play.journey.travellers:
        assert traveller.stop == play.road.last


@GAME
@given(companion_options, st.integers(0, 2**32), st.randoms(use_true_random=False))
def test_any_valid_companion_answers_end_the_game_with_everyone_at_edo(
        options: dict[str, Any], seed: int, picks: random.Random) -> None:
    everyone_at_the_last_inn(play_randomly(options, seed, picks))


@GAME
@given(digital_options, st.integers(0, 2**32), st.randoms(use_true_random=False))
def test_any_valid_digital_answers_end_the_game_with_everyone_at_edo(
        options: dict[str, Any], seed: int, picks: random.Random) -> None:
    everyone_at_the_last_inn(play_randomly(options, seed, picks))


@GAME
@given(st.one_of(companion_options, digital_options), st.integers(0, 2**32),
       st.randoms(use_true_random=False), st.floats(0, 1))
def test_replay_gives_the_same_log_and_state(options: dict[str, Any], seed: int,
                                             picks: random.Random, cut: float) -> None:
    played = play_randomly(options, seed, picks)
    answers = played.answers[:int(len(played.answers) * cut)]
    first = Session.start(TOKAIDO, options, seed, supply=False)  # the answers say it all
    first.extend(answers)
    first.supply()  # then what Soloist gives itself next (what your components know)
    again = Session.replay(TOKAIDO, first.record)
    assert again.log.texts() == first.log.texts()
    assert again.play.view() == first.play.view()
    assert again.answers == first.answers


@GAME
@given(st.one_of(companion_options, digital_options), st.integers(0, 2**32),
       st.randoms(use_true_random=False), st.floats(0, 1))
def test_a_rejected_answer_changes_nothing(options: dict[str, Any], seed: int,
                                           picks: random.Random, cut: float) -> None:
    played = play_randomly(options, seed, picks)
    session = Session.start(TOKAIDO, options, seed, supply=False)
    session.extend(played.answers[:int(len(played.answers) * cut)])
    session.supply()
    if session.question is None:
        return
    before = (session.play.view(), session.log.texts(), list(session.answers))
    with pytest.raises(InvalidAnswer):
        session.answer("no such answer 99")
    assert (session.play.view(), session.log.texts(), list(session.answers)) == before


def count_cards(play: TokaidoPlay) -> dict[str, int]:
    table = play.table
    assert isinstance(table, ModelTable)
    person = digital_you(play)
    held: list[object] = [card for automa in play.automas for card in automa.cards]
    panoramas = sum(sum(piles) for piles in table.panoramas.values())
    return {
        "souvenirs": len(table.souvenirs) + len(person.souvenirs)
        + sum(isinstance(card, Souvenir) for card in held),
        "meals": len(table.meals) + len(table.on_display) + len(person.meals)
        + sum(isinstance(card, Meal) for card in held),
        "hot_springs": len(table.hot_springs) + len(person.hot_springs)
        + sum(isinstance(card, HotSpring) for card in held),
        "encounters": len(table.encounters) + len(person.encounters)
        + sum(isinstance(card, Encounter) for card in held),
        "panoramas": panoramas + sum(person.panoramas.values())
        + sum(isinstance(card, tuple) for card in held),
    }


FULL_DECKS = {"souvenirs": 24, "meals": 25, "hot_springs": 12, "encounters": 14,
              "panoramas": 60}


@GAME
@given(digital_options, st.integers(0, 2**32), st.randoms(use_true_random=False))
def test_cards_are_never_made_or_lost(options: dict[str, Any], seed: int,
                                      picks: random.Random) -> None:
    def conserved(session: Session) -> None:
        if session.question is not None and session.question.topic == "person.move":
            play = session.play
            assert isinstance(play, TokaidoPlay)
            assert count_cards(play) == FULL_DECKS

    session = play_randomly(options, seed, picks, check=conserved)
    play = session.play
    assert isinstance(play, TokaidoPlay)
    assert count_cards(play) == FULL_DECKS
    for automa in play.automas:  # every item she counts is a card she holds (or a coin)
        cards = [card for card in automa.cards if not isinstance(card, Meal)]
        assert len(cards) == sum(count for item, count in automa.counts.items()
                                 if item is not Item.COIN)


def oracle_range(road: Road, occupied: Sequence[bool], start: int, reach: int) -> list[int]:
    """The next `reach` unoccupied spaces, never past the next inn: written from the rules'
    words, independently of the code under test."""
    found: list[int] = []
    stop = start
    while len(found) < reach and not (stop > start and road.is_inn[stop]):
        stop += 1
        if road.is_inn[stop] or not occupied[stop]:
            found.append(stop)
    return found


def oracle_rank(space: Space, card: AutomaCard, counts: dict[Item, int]) -> int:
    if space is Space.TEMPLE:
        return HIGHEST if card.temple else LOWEST
    if space is Space.INN:
        return HIGHEST if card.inn else LOWEST
    return counts[ITEM_OF_SPACE[space]]


@GAME
@given(options=st.one_of(companion_options, digital_options), seed=st.integers(0, 2**32),
       picks=st.randoms(use_true_random=False))
def test_an_automa_always_moves_within_her_range_to_a_top_ranked_space(
        monkeypatch: pytest.MonkeyPatch, options: dict[str, Any], seed: int,
        picks: random.Random) -> None:
    seen: list[tuple[Road, list[bool], int, AutomaCard, dict[Item, int], Move]] = []
    real = rules.plan_move

    def recording(road: Road, occupied: Sequence[bool], start: int, card: AutomaCard,
                  counts: dict[Item, int], rules: AutomaRules = SEED_RULES) -> Move:
        assert rules == SEED_RULES  # the automa as the rules describe it
        move = real(road, occupied, start, card, counts, rules)
        seen.append((road, list(occupied), start, card, dict(counts), move))
        return move

    monkeypatch.setattr(rules, "plan_move", recording)
    play_randomly(options, seed, picks)
    assert seen
    for road, occupied, start, card, counts, move in seen:
        in_range = oracle_range(road, occupied, start, card.range)
        assert list(move.stops) == in_range
        assert move.stop in in_range and len(in_range) <= card.range
        ranks = [oracle_rank(road.spaces[stop], card, counts) for stop in in_range]
        top = max(ranks)
        assert oracle_rank(road.spaces[move.stop], card, counts) == top
        assert move.stop == in_range[ranks.index(top)]  # the fewest spaces among the top
