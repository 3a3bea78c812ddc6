"""Every game shows its table: a `TableView` at every step of a game, for every way to play
it, with the automa's status, the scoreboard and pieces that say in words what they show."""

from __future__ import annotations

import random

import pytest
from web_helpers import way_id, ways_to_play

from soloist.engine import tableview as tv
from soloist.engine.game import OptionValue
from soloist.engine.session import Session
from soloist.games import find_game


def pieces(view: tv.TableView) -> list[tv.Piece]:
    return [piece for zone in view.zones for piece in zone.pieces]


@pytest.mark.parametrize("way", ways_to_play(), ids=way_id)
def test_every_game_shows_its_table_at_every_step(
        way: tuple[str, dict[str, OptionValue]]) -> None:
    name, options = way
    session = Session.start(find_game(name), options, seed=7)
    chooser = random.Random(way_id(way))
    statuses = set()
    for _ in range(2000):
        view = tv.table_of(session.play, session.question)
        assert view is not None
        assert view.status and "\n" not in view.status
        assert view.progress
        assert any(score.you for score in view.scores)
        for piece in pieces(view):
            assert piece.text.strip()
        for key, face in view.faces.items():
            assert session.question is not None and session.question.choices is not None
            assert key in session.question.choices.keys
            assert face.text.strip()
        for die in (piece for piece in pieces(view) if isinstance(piece, tv.Die)):
            assert die.face is None or 1 <= die.face <= 6
        statuses.add(view.status)
        question = session.question
        if question is None:
            break
        if question.choices is not None:
            session.answer(chooser.choice(question.valid_answers()))
        elif question.text is not None:
            session.answer(question.examples[0])
        else:
            low, high = question.between  # type: ignore[misc]
            session.answer(str(chooser.randint(low, min(high, low + 3))))
    assert session.question is None, f"{name} did not end"
    assert len(statuses) > 2  # the status follows the automa


def test_fantastic_factories_shows_the_compound_by_type_goods_and_the_last_roll() -> None:
    session = Session.start(find_game("fantastic-factories"), {}, seed=1)
    for answer in ("production", "training", "training", "no"):
        session.answer(answer)
    view = session.play.table_view(session.question)  # type: ignore[attr-defined]
    compound = view.zones[0]
    assert compound.title == "The Machine's compound"
    cards = [piece for piece in compound.pieces if isinstance(piece, tv.Card)]
    assert [(card.kind, card.colour) for card in cards] == [
        ("Production", "blue"), ("Utility", "yellow"), ("Training", "red"),
        ("Special", "purple"), ("Monument", "grey")]
    machine = session.play.machine  # type: ignore[attr-defined]
    assert [card.stack for card in cards] == list(machine.compound.values())
    assert cards[0].stack >= 1 and cards[2].stack >= 2  # type: ignore[operator]
    assert len({card.shape for card in cards}) == 5  # a shape per type: no colour needed
    goods = next(piece for piece in compound.pieces if isinstance(piece, tv.Counter))
    assert goods.label == "Goods" and goods.goal == 12
    roll = view.zones[1]
    assert [die.colour for die in roll.pieces] == ["red", "blue", "purple", "yellow",
                                                   "green"]  # type: ignore[union-attr]
    assert view.status.startswith("Machine: ") and "/12 goods" in view.status
    assert view.scores[0].name == "Machine" and view.scores[1].score is None


def test_a_card_type_question_shows_each_type_as_its_card() -> None:
    session = Session.start(find_game("fantastic-factories"), {}, seed=1)
    view = session.play.table_view(session.question)  # type: ignore[attr-defined]
    assert {key: (face.colour, face.kind) for key, face in view.faces.items()} == {
        "production": ("blue", "Production"), "utility": ("yellow", "Utility"),
        "training": ("red", "Training"), "special": ("purple", "Special"),
        "monument": ("grey", "Monument")}


def test_tokaido_shows_the_road_with_every_traveller() -> None:
    session = Session.start(find_game("tokaido"), {"digital": True}, seed=2)
    while session.question is not None and not session.play.turns:  # type: ignore[attr-defined]
        session.answer(session.question.valid_answers()[0])
    view = session.play.table_view(session.question)  # type: ignore[attr-defined]
    road = view.zones[0].pieces[0]
    assert isinstance(road, tv.Track)
    assert {marker.label for marker in road.markers} == {"You", "Green", "Blue"}
    assert road.places[0].label == "Kyoto"
    assert [score.name for score in view.scores] == ["You", "Green", "Blue"]
    assert "Green: " in view.status and "Blue: " in view.status


def test_marco_polo_2_shows_the_smart_mat_trip_slide_and_trading_post_card() -> None:
    session = Session.start(find_game("marco-polo-2"), {"sample": True}, seed=2)
    view = session.play.table_view(session.question)  # type: ignore[attr-defined]
    titles = [zone.title for zone in view.zones]
    assert titles == ["The Automa's dice", "Smart Mat", "Trip slide", "Trading Post card"]
    mat = view.zones[1].pieces[0]
    assert isinstance(mat, tv.Track)
    assert [place.label for place in mat.places] == ["A", "B", "C", "D", "E"]
    assert mat.places[0].holds == ("coin 10",)
    assert view.scores[0].score == 50  # the Automa starts on 50 like you


def test_revive_leaves_the_map_to_its_own_panel() -> None:
    session = Session.start(find_game("revive"), {}, seed=2)
    while session.question is not None and session.play.mautoma is None:  # type: ignore[attr-defined]
        question = session.question
        session.answer(question.valid_answers()[0] if question.choices else
                       " ".join(["purple"] * 12))  # the energy track's 12 colours
    view = session.play.table_view(session.question)  # type: ignore[attr-defined]
    track = view.zones[0].pieces[0]
    assert isinstance(track, tv.Track) and track.loop and len(track.places) == 12
    assert len(track.markers) == 1
    assert view.board is None


def test_a_play_without_a_table_view_shows_none() -> None:
    assert tv.table_of(object()) is None
