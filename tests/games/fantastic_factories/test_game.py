"""A whole solo game: setup, rounds, the end trigger and the extra round, scoring."""

from __future__ import annotations

import pytest
from ff_helpers import companion_answers, play, rounds_logged, start, topics

from soloist.games.fantastic_factories.cards import CardType
from soloist.games.fantastic_factories.machine import MachineScore
from soloist.games.fantastic_factories.rules import FactoryPlay, FactoryResult


@pytest.mark.parametrize("difficulty, cards", [("easy", 2), ("medium", 3), ("hard", 4),
                                               ("very-hard", 5), ("insane", 5), ("3", 3)])
def test_the_machine_starts_with_its_difficultys_number_of_blueprints(
        difficulty: str, cards: int) -> None:
    session = start(difficulty=difficulty)
    for _ in range(cards):
        assert session.question is not None
        assert session.question.topic == "setup.machine-card-type"
        session.answer("special")
    assert session.question is not None and session.question.topic == "person.triggered-end"
    play_ = session.play
    assert isinstance(play_, FactoryPlay)
    assert play_.machine.cards == cards


def test_a_monument_dealt_at_setup_is_discarded_and_another_card_dealt() -> None:
    """'If any of the dealt cards are Monument type cards (gray in color), discard them and
    continue dealing until The Machine has the desired number of cards that are all non
    Monument cards.'"""
    session = start(difficulty="easy")
    for answer in ("gray", "production", "monument", "utility"):
        session.answer(answer)
    play_ = session.play
    assert isinstance(play_, FactoryPlay)
    assert play_.machine.compound[CardType.MONUMENT] == 0
    assert play_.machine.cards == 2
    assert session.log.texts().count("The card dealt is a Monument: discarded, deal another "
                                     "(the Machine cannot begin with a Monument).") == 2


def test_with_a_virtual_deck_soloist_deals_and_names_the_machines_cards() -> None:
    session = start(difficulty="very-hard", virtual_deck=True, seed=3)
    # No setup question: the first question is the person's end trigger.
    assert session.question is not None and session.question.topic == "person.triggered-end"
    play_ = session.play
    assert isinstance(play_, FactoryPlay)
    assert play_.machine.cards == 5
    assert play_.machine.compound[CardType.MONUMENT] == 0
    assert len(play_.machine.names) == 5
    dealt = [t for t in session.log.texts() if t.startswith("Soloist deals")]
    assert len(dealt) >= 5


def test_when_you_trigger_the_end_the_round_is_finished_and_one_more_is_played() -> None:
    """'Once the game end is triggered, one more round is played.'"""
    session = play(start(difficulty="easy", seed=9),
                   companion_answers(card="special", trigger_in_round=3))
    assert rounds_logged(session) == [1, 2, 3, 4]
    assert session.result is not None
    assert session.result.summary()["triggered_by"] == "you"
    # After the trigger you are no longer asked whether you triggered it.
    assert topics(session).count("person.triggered-end") == 3


@pytest.mark.parametrize("table", ["physical", "virtual-deck"])
def test_in_the_last_round_the_machine_rolls_only_after_your_turn(table: str) -> None:
    """'You will play the market phase and the work phase as normal by yourself. Once
    you've finished both phases, the opponent takes a turn.' In the last round no end-trigger
    question follows your work phase, so Soloist asks that your turn is played before it
    rolls the Machine's dice (which would otherwise show its green die before your market
    phase)."""
    session = start(difficulty="easy", seed=9, table=table)
    answer = companion_answers(card="special", trigger_in_round=2)
    while session.question is None or session.question.topic != "person.last-turn":
        assert session.question is not None
        session.answer(answer(session.question, session))
    question = session.question
    assert question.context["round"] == 3
    assert question.prompt.startswith("Round 3 is the last round: play your market phase and "
                                      "work phase")
    assert question.choices is not None and question.choices.keys == ("done",)
    texts = session.log.texts()
    assert texts[-1] == "Round 3"  # the Machine has not rolled yet in round 3
    rolls_before = sum(t.startswith("The Machine rolls") for t in texts)
    session.answer("done")
    assert sum(t.startswith("The Machine rolls") for t in session.log.texts()) == \
        rolls_before + 1
    play(session, answer)
    assert session.result is not None and rounds_logged(session) == [1, 2, 3]


def test_the_machine_triggers_the_end_only_with_12_goods() -> None:
    session = play(start(difficulty="very-hard", seed=4), companion_answers(card="production"))
    result = session.result
    assert isinstance(result, FactoryResult)
    assert result.triggered_by == "the Machine"
    play_ = session.play
    assert isinstance(play_, FactoryPlay)
    goods_by_round = _goods_after_each_round(session.log.texts())
    trigger_round = next(r for r, goods in goods_by_round if goods >= 12)
    assert all(goods < 12 for r, goods in goods_by_round if r < trigger_round)
    assert result.rounds == trigger_round + 1
    # One card a turn: a round before the trigger it already had 10 or more cards (and fewer
    # than 12 goods), and that did not end the game: 10 buildings end it only for you.
    assert play_.machine.cards - 2 >= 10


def _goods_after_each_round(texts: list[str]) -> list[tuple[int, int]]:
    rounds = []
    current = 0
    for text in texts:
        if text.startswith("Round "):
            current = int(text.split()[1])
        if text.startswith("The Machine manufactures"):
            rounds.append((current, int(text.split(": ")[1].split()[0])))
    return rounds


def test_the_machine_scores_goods_plus_cards_plus_one_more_per_monument() -> None:
    score = MachineScore(goods=13, cards=9, monuments=2)
    assert score.total == 24
    assert score.describe() == "13 goods + 9 cards + 2 for Monuments = 24"
    assert MachineScore(goods=1, cards=4, monuments=0).describe() == \
        "1 good + 4 cards + 0 for Monuments = 5"


@pytest.mark.parametrize("person, outcome", [(25, "win"), (24, "tie"), (23, "loss")])
def test_you_win_only_with_more_points_than_the_machine(person: int, outcome: str) -> None:
    result = FactoryResult(MachineScore(13, 9, 2), person, 10, "you", "medium")
    assert result.outcome == outcome
    assert result.summary()["person_won"] == int(outcome == "win")
    if outcome == "tie":
        assert "not a win" in result.headline()


def test_the_final_score_is_asked_and_the_winner_declared() -> None:
    session = play(start(difficulty="easy", seed=2),
                   companion_answers(card="production", trigger_in_round=1, score=99))
    assert session.result is not None
    assert session.result.headline().startswith("You win, 99 to ")
    assert session.log.texts()[-1] == session.result.headline()


def test_a_game_is_described_by_the_options_that_apply_to_it() -> None:
    """The Investor's option matters only in digital play, the virtual deck only outside it."""
    companion = start(difficulty="hard")
    assert companion.definition.describe_options(companion.options) == (
        "Difficulty: Hard (4 cards)")
    digital = start(difficulty="hard", digital=True, investor="discard")
    assert digital.definition.describe_options(digital.options) == (
        "Difficulty: Hard (4 cards) · Digital: yes · Investor: Discarded (as a secondary "
        "source says)")
    with_investor = start(difficulty="hard", investor="discard")
    assert with_investor.definition.describe_options(with_investor.options) == (
        "Difficulty: Hard (4 cards)")
