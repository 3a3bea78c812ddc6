"""The Automa cards as a person sees them: the range line as the card prints it.

Seed, "Determine her range" and the examples: "The range is ●...○...○...③", "the range
●...○...② is too short", "The range ●...① means that only the next empty space is within
range". A person matches the picture on the card to the screen, so the labels must be the
card's own picture, one step for each space of the range.
"""

from __future__ import annotations

import re

from soloist.engine.session import Session
from soloist.engine.tableview import Card, Track, table_of
from soloist.games import find_game
from soloist.games.tokaido.automa import HIGHEST, LOWEST
from soloist.games.tokaido.automa_cards import AUTOMA_CARD_CHOICES, AutomaCard


def test_range_3_is_drawn_as_on_the_card() -> None:
    # "1** The range is ●...○...○...③."
    assert AutomaCard(3, temple=True).range_line == "●...○...○...③"
    assert AutomaCard(3, temple=True).label == "range 3 (●...○...○...③) with the Temple icon"


def test_range_2_is_drawn_as_on_the_card() -> None:
    # "2** On this card, the range ●...○...② is too short to reach the Sea Panorama."
    assert AutomaCard(2).range_line == "●...○...②"
    assert AutomaCard(2).label == "range 2 (●...○...②), no icon"


def test_range_1_is_drawn_as_on_the_card() -> None:
    # "3** The range ●...① means that only the next empty space is within range"
    assert AutomaCard(1, inn=True).range_line == "●...①"
    assert AutomaCard(1, temple=True, inn=True).label == \
        "range 1 (●...①) with the Temple and Inn icons"


def test_the_companion_question_offers_every_card_by_its_picture() -> None:
    labels = {choice.key: choice.label for choice in AUTOMA_CARD_CHOICES}
    assert len(labels) == 12
    assert labels["3"].startswith("range 3 (●...○...○...③)")
    assert labels["2t"].startswith("range 2 (●...○...②)")
    assert labels["1i"].startswith("range 1 (●...①)")
    # Each picture has exactly as many steps as the range: a dot per space within range.
    for choice in AUTOMA_CARD_CHOICES:
        card = choice.value
        assert isinstance(card, AutomaCard)
        assert card.range_line.count("...") == card.range


def test_the_table_view_shows_the_twelve_cards_as_their_pictures() -> None:
    session = Session.start(find_game("tokaido"), {}, seed=3)
    while session.question is not None and session.question.topic != "automa.card":
        question = session.question
        session.answer(question.valid_answers()[0])
    view = table_of(session.play, session.question)
    assert view is not None
    pictures = {key: face for key, face in view.faces.items() if isinstance(face, Card)}
    assert len(pictures) == 12
    assert pictures["3ti"].picture == "●...○...○...③"
    assert pictures["3ti"].marks == ("Temple", "Inn")
    assert pictures["1"].picture == "●...①" and pictures["1"].marks == ()
    # The question's words are for every screen; how to type it is for the terminal only.
    assert session.question is not None
    assert "Type" not in session.question.prompt + session.question.help
    assert "2t" in session.question.typing


def test_her_last_move_is_drawn_as_the_stretch_of_road_she_looked_along() -> None:
    session = Session.start(find_game("tokaido"), {"digital": True}, seed=3)
    assert table_of(session.play).glance is None  # nobody has moved yet
    while not any(event.actor in ("green", "blue") and "moves to" in event.template
                  for event in session.log.events):
        assert session.question is not None
        session.answer(session.question.valid_answers()[0])
    glance = table_of(session.play).glance
    assert glance is not None
    moved = next(event for event in session.log.events if "moves to" in event.template)
    move = moved.field("move")
    name = "Green" if moved.actor == "green" else "Blue"
    assert glance.title == f"{name} moved to {session.play.road.where(move.stop)}"
    card, road = glance.pieces
    assert isinstance(card, Card) and card.picture == move.card.range_line
    # From where she stood to her farthest candidate, each candidate with its rank, the
    # space she took marked, and her marker on it.
    assert road.places[0].holds == ("she left",)
    ranked = [place for place in road.places if place.holds[0].startswith("rank")]
    assert [place.holds[0] for place in ranked] == \
        [RANK_WORDS.get(rank, f"rank {rank}") for rank in move.ranks]
    taken = [index for index, place in enumerate(road.places) if place.highlight]
    assert taken == [move.stop - move.start]
    assert road.markers[0].place == move.stop - move.start


#: "The Temple and the Inn spaces are ranked lower than all other spaces, except during turns
#: where one of these icons is on the current Automa card": then they rank highest.
RANK_WORDS = {HIGHEST: "rank highest", LOWEST: "rank lowest"}


def test_a_temple_or_an_inn_ranks_in_words_never_as_a_number_of_soloists_own() -> None:
    """Every glance of two whole games: each candidate's rank is a count of items, or the
    Temple's or an Inn's "highest" (its icon on the card) or "lowest" — at least once each."""
    seen = set()
    for seed in (1, 2):
        session = Session.start(find_game("tokaido"), {"digital": True}, seed=seed)
        while session.question is not None:
            glance = table_of(session.play).glance
            for road in glance.pieces[1::2] if glance else ():
                assert isinstance(road, Track)
                for place in road.places:
                    if place.holds and place.holds[0].startswith("rank"):
                        assert re.fullmatch(r"rank (highest|lowest|\d)", place.holds[0]), \
                            place.holds
                        seen.add(place.holds[0])
            session.answer(session.question.valid_answers()[0])
    assert {"rank highest", "rank lowest"} <= seen
