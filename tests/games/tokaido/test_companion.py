"""Companion play: you move at the physical table; Soloist offers only the spaces the rules
allow and asks only what the Automas need."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from tokaido_helpers import TOKAIDO, new_play, place, run_session

from soloist.engine.errors import InvalidAnswer
from soloist.engine.questions import Question
from soloist.engine.session import Session
from soloist.engine.tableview import table_of
from soloist.games.tokaido.cards import Achievement
from soloist.games.tokaido.person import CompanionPerson
from soloist.games.tokaido.road import Space
from soloist.games.tokaido.rules import TokaidoPlay


def offered_positions(play: TokaidoPlay, question: Question) -> list[int]:
    assert question.choices is not None
    return [play.road.positions[int(choice.value)] for choice in question.choices]  # type: ignore[call-overload]


def test_only_free_spaces_ahead_up_to_the_next_inn_are_offered() -> None:
    play = new_play()
    place(play, you=12, green=13, blue=9)
    question = next(play.person.turn())
    # not backwards (9-11), not the occupied Mountain (13), not past the inn (16+)
    assert offered_positions(play, question) == [14, 15]
    assert question.choices is not None
    assert question.choices.keys == ("2", "3")  # how many spaces ahead
    with pytest.raises(InvalidAnswer):
        question.parse("1")  # the occupied Mountain
    assert question.parse("inn")[1] == play.road.positions.index(15)


def test_a_completed_panorama_closes_its_spaces() -> None:
    play = new_play()
    person = play.person
    assert isinstance(person, CompanionPerson)
    person.completed.add(Space.SEA)
    place(play, you=9)
    question = next(person.turn())
    assert 12 not in offered_positions(play, question)
    assert 13 in offered_positions(play, question)


def test_a_village_without_a_coin_is_refused_and_asked_again() -> None:
    play = new_play()
    place(play, you=8)
    turn = play.person.turn()
    question = next(turn)
    assert offered_positions(play, question)[:2] == [9, 10]
    coin = turn.send(play.road.positions.index(9))  # the Village
    assert coin.topic == "person.has-coin"
    again = turn.send(False)
    assert again.topic == "person.move"
    assert offered_positions(play, again)[:2] == [11, 12]  # no Village, no Temple this turn
    assert "Refused: a Shop needs at least 1 coin. Choose another space." in play.log.texts()


def test_a_temple_with_a_coin_is_accepted() -> None:
    play = new_play()
    place(play, you=9)
    turn = play.person.turn()
    next(turn)
    assert turn.send(play.road.positions.index(10)).topic == "person.has-coin"
    with pytest.raises(StopIteration):
        turn.send(True)
    assert play.road.positions[play.person.stop] == 10


def test_a_panorama_is_asked_about_only_once_you_could_have_completed_it() -> None:
    """Your first Sea card cannot complete a Sea Panorama (5 sections): nothing is asked."""
    play = new_play()
    person = play.person
    assert isinstance(person, CompanionPerson)
    place(play, you=11)
    turn = person.turn()
    next(turn)
    with pytest.raises(StopIteration):
        turn.send(play.road.positions.index(12))  # the Sea
    assert person.most[Space.SEA] == 1


def test_completing_a_panorama_first_takes_its_achievement_from_the_automas() -> None:
    play = new_play()
    person = play.person
    assert isinstance(person, CompanionPerson)
    person.most[Space.SEA] = 4  # four Sea stops (or guides) so far: this one may complete it
    place(play, you=11)
    turn = person.turn()
    next(turn)
    asked = turn.send(play.road.positions.index(12))  # the Sea
    assert asked.topic == "person.completed-panorama"
    assert asked.choices is not None and asked.choices.keys == ("no", "sea")
    with pytest.raises(StopIteration):
        turn.send(Space.SEA)
    assert person.achievements == [Achievement.SEA]
    assert Achievement.SEA not in play.journey.panoramas_open


def test_an_encounter_may_complete_any_panorama() -> None:
    play = new_play()
    person = play.person
    assert isinstance(person, CompanionPerson)
    person.most.update({Space.PADDY: 2, Space.MOUNTAIN: 3, Space.SEA: 4})
    place(play, you=10)
    turn = person.turn()
    next(turn)
    asked = turn.send(play.road.positions.index(11))
    assert asked.choices is not None and asked.choices.keys == ("no", "paddy", "mountain", "sea")


def test_an_encounter_asks_only_about_the_panoramas_it_could_complete() -> None:
    """A guide gives one Panorama card: with 2 Paddy cards at most, only the Paddy could be
    complete; "no" means you hold at most 2, so the next Encounter asks nothing again."""
    play = new_play()
    person = play.person
    assert isinstance(person, CompanionPerson)
    person.most.update({Space.PADDY: 2, Space.MOUNTAIN: 1})
    place(play, you=3)
    turn = person.turn()
    next(turn)
    asked = turn.send(play.road.positions.index(4))  # an Encounter
    assert asked.choices is not None and asked.choices.keys == ("no", "paddy")
    with pytest.raises(StopIteration):
        turn.send(None)
    assert person.most == {Space.PADDY: 2, Space.MOUNTAIN: 2, Space.SEA: 1}
    turn = person.turn()
    next(turn)
    asked = turn.send(play.road.positions.index(11))  # the next Encounter
    assert asked.choices is not None and asked.choices.keys == ("no", "paddy")


def test_a_whole_companion_game_asks_only_what_the_automas_need() -> None:
    session = Session.start(TOKAIDO, {}, 21)
    topics: set[str] = set()
    while session.question is not None:
        topics.add(session.question.topic)
        session.answer(session.question.valid_answers()[-1])
    assert session.result is not None
    assert topics <= {
        "person.traveller", "person.move", "person.has-coin", "person.completed-panorama",
        "automa.card", "automa.supply-left",  # (issue 17: the supply)
        # The Meal cards on display, one tap each, and yours when an Automa eats after you.
        "meals.on-display", "person.meal",
        "person.end.souvenirs", "person.end.hot_springs",
        "person.end.encounters", "person.end.meal_cost", "person.end.temple_coins",
        "person.end.score",
        # At the end, the offer to count your Automa and Difficulty Level cards (once known,
        # never again): the last valid answer is "later".
        "components.count-offer"}


def play_to_the_end(options: dict[str, object], seed: int) -> Session:
    session = Session.start(TOKAIDO, options, seed)
    return run_session(session, {"person.traveller": "kinko", "automa.card": "2",
                                 "meals.on-display": meals_of_cost_2, "person.meal": "none",
                                 "person.has-coin": "yes", "person.completed-panorama": "no"},
                       until="person.end.souvenirs")


def meals_of_cost_2(session: Session) -> str:
    """Four Meal cards of cost 2 on display, in the order drawn."""
    question = session.question
    assert question is not None
    return ("soba", "tofu", "sushi", "yakitori")[int(str(question.context["card"])) - 1]


def test_the_end_of_the_journey_from_your_totals() -> None:
    session = play_to_the_end({}, 8)
    play = session.play
    assert isinstance(play, TokaidoPlay)
    green, blue = play.automas
    before = {automa.name: automa.score for automa in play.automas}
    for text in ("30", "0", "9", "12", "25", "70"):  # souvenirs, springs, encounters, meals,
        session.answer(text)                          # temple coins, score so far
    # The result comes first: the table says it while Soloist offers to count your Automa
    # cards (not your Difficulty Level cards: level 4 uses none).
    assert session.question is not None
    assert session.question.topic == "components.count-offer"
    assert session.question.context["deck"] == "automa deck"
    headline = table_of(play, session.question).outcome
    session.answer("later")
    result = session.result
    assert result is not None and headline == result.headline()
    assert result is not None
    scores = result.score_of  # type: ignore[attr-defined]
    # You: Collector (30 souvenirs beat any Automa's doubled count), Chatterbox, Gourmet
    # (12 beats 4 Meals at cost 2 = 8), the temple (25 coins beats 2 per Temple stop).
    assert scores["You"] == 70 + 3 * 3 + 10
    assert green.meal_costs == [2, 2, 2, 2]
    for automa in (green, blue):
        assert scores[automa.name] >= before[automa.name]


def test_with_your_cards_file_soloist_draws_the_automa_cards(
        cards_file: Callable[..., Path]) -> None:
    session = Session.start(TOKAIDO, {"cards": str(cards_file())}, 8)
    seen = set()
    while session.question is not None and session.question.topic != "person.end.souvenirs":
        seen.add(session.question.topic)
        session.answer(session.question.valid_answers()[0])
    assert "automa.card" not in seen
    assert any("draws an Automa card" in text for text in session.log.texts())
