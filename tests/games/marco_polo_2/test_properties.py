"""Properties that hold whatever is answered: the game ends, every round ends, pieces are
conserved, replay gives the same game, a rejected answer changes nothing."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mp2_helpers import DEFINITION, SAMPLE_DATA, random_answer

from soloist.engine.autoplay import play_out
from soloist.engine.errors import InvalidAnswer
from soloist.engine.session import Session
from soloist.games.marco_polo_2.data import SAMPLE, TRADING_POSTS
from soloist.games.marco_polo_2.pieces import Colour
from soloist.games.marco_polo_2.rules import MarcoPoloPlay
from soloist.games.marco_polo_2.spaces import BLACK_DICE
from soloist.games.marco_polo_2.stand_ins import STAND_INS

CITIES_ONLY = (SAMPLE / "board.toml").read_text().partition("# Each route joins")[0]
PROPERTY = settings(max_examples=12, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow,
                                           HealthCheck.function_scoped_fixture])
SEEDS = st.integers(0, 2**32)


@pytest.fixture(scope="module")
def cities_only(tmp_path_factory: pytest.TempPathFactory) -> str:
    directory: Path = tmp_path_factory.mktemp("cities-only")
    (directory / "board.toml").write_text(CITIES_ONLY)
    return str(directory)


def check_invariants(session: Session) -> None:
    play = session.play
    assert isinstance(play, MarcoPoloPlay)
    automa, area = play.ctx.automa, play.ctx.area
    # Trading posts never exceed 11, one per city.
    assert len(automa.trading_posts) <= TRADING_POSTS
    assert len(set(automa.trading_posts)) == len(automa.trading_posts)
    # Dice used never exceed dice owned.
    assert 0 <= automa.dice_used <= automa.dice_owned
    assert 0 <= automa.own_dice <= 5 and automa.black_dice >= 0
    assert automa.dice_used + automa.own_dice + automa.black_dice == automa.dice_owned
    placed = area.placed()
    assert placed.count(Colour.AUTOMA) == 5 - automa.own_dice
    assert placed.count(Colour.PERSON) == 5 - play.person.own_dice
    # The 4 black dice: on the board, in a hand, or placed.
    assert (area.black_on_board + automa.black_dice + play.person.black_dice
            + placed.count(Colour.BLACK)) == BLACK_DICE
    # Khan's Favor: 4 spaces, the two neutral 1s first; a die of the Automa is never lower
    # than the last one placed (RB): its roll on the first free space, a 6 on the last. Your
    # die's value is not asked (no rule of the Automa reads it).
    favour = area.khans_favor
    assert len(favour) <= 4
    assert favour[:2] == [(Colour.NEUTRAL, 1), (Colour.NEUTRAL, 1)]
    assert all(value is None for colour, value in favour if colour is Colour.PERSON)
    values = [value for _, value in favour if value is not None]
    assert values == sorted(values)
    if len(favour) == 4 and favour[3][0] is Colour.AUTOMA:
        assert favour[3][1] == 6


def play_randomly(options: dict[str, object], seed: int, answers_seed: int) -> Session:
    rng = random.Random(answers_seed)
    session = Session.start(DEFINITION(), options, seed)
    for _ in range(3000):
        if session.question is None:
            return session
        session.answer(random_answer(session.question, rng))
        check_invariants(session)
    raise AssertionError("the game did not end within 3000 answers")


def every_round_ends(session: Session) -> None:
    ends = [line for line in session.log.texts() if line.startswith("End of round")]
    assert [line.split(":")[0] for line in ends] == [f"End of round {n}" for n in range(1, 6)]
    assert session.result is not None


@PROPERTY
@given(seed=SEEDS, answers=SEEDS)
def test_any_answers_end_the_game_with_everything_asked(cities_only: str, seed: int,
                                                        answers: int) -> None:
    session = play_randomly({"data": cities_only}, seed, answers)
    every_round_ends(session)


@PROPERTY
@given(seed=SEEDS, answers=SEEDS)
def test_any_answers_end_the_game_with_the_sample_data(seed: int, answers: int) -> None:
    session = play_randomly({"data": SAMPLE_DATA}, seed, answers)
    every_round_ends(session)


@PROPERTY
@given(seed=SEEDS, answers=SEEDS)
def test_replay_gives_the_same_log_and_state(cities_only: str, seed: int,
                                             answers: int) -> None:
    for data in (cities_only, SAMPLE_DATA):
        session = play_randomly({"data": data}, seed, answers)
        again = Session.replay(DEFINITION(), session.record)
        assert again.log.texts() == session.log.texts()
        assert again.play.view() == session.play.view()
        assert again.result is not None and session.result is not None
        assert again.result.summary() == session.result.summary()


@PROPERTY
@given(seed=SEEDS, answers=SEEDS, cut=st.integers(1, 150))
def test_undo_keeps_the_dice_and_cards_already_revealed(cities_only: str, seed: int,
                                                        answers: int, cut: int) -> None:
    full = play_randomly({"data": SAMPLE_DATA}, seed, answers)
    cut = min(cut, len(full.answers))
    partial = Session.start(DEFINITION(), {"data": SAMPLE_DATA}, seed)
    partial.extend(full.answers[:cut])
    shown = partial.log.texts()
    undone = partial.undo()
    redone = Session.start(DEFINITION(), {"data": SAMPLE_DATA}, seed)
    redone.extend(full.answers[:cut - 1])
    assert undone.log.texts() == redone.log.texts()
    undone.answer(full.answers[cut - 1])
    assert undone.log.texts() == shown


@PROPERTY
@given(seed=SEEDS, answers=SEEDS, steps=st.integers(0, 120))
def test_a_rejected_answer_changes_nothing(seed: int, answers: int, steps: int) -> None:
    rng = random.Random(answers)
    session = Session.start(DEFINITION(), {"data": SAMPLE_DATA}, seed)
    for _ in range(steps):
        if session.question is None:
            return
        session.answer(random_answer(session.question, rng))
    if session.question is None:
        return
    before = (list(session.answers), session.log.texts(), session.play.view())
    for wrong in ("", "not an answer", "-1", "999999"):
        try:
            session.answer(wrong)
        except InvalidAnswer:
            continue
        return  # a number range may accept one of these: nothing to check then
    assert (list(session.answers), session.log.texts(), session.play.view()) == before


@pytest.mark.parametrize("stand_in", sorted(STAND_INS))
def test_simulated_games_keep_the_pieces(stand_in: str) -> None:
    definition = DEFINITION()
    for level in ("l1", "l2", "l3"):
        for character in ("Navigator", "Trader"):
            options = definition.parse_options({"table": "model", "level": level,
                                                "character": character})
            for seed in range(8):
                result = play_out(definition, options, seed, STAND_INS[stand_in])
                summary = result.summary()
                assert 0 <= int(summary["automa_trading_posts"]) <= TRADING_POSTS
                assert summary["character"] == character
