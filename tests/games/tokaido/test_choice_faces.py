"""Choices drawn as what they mean: a Panorama you completed is not a Difficulty Level card."""

from __future__ import annotations

from soloist.games.tokaido.person import completion_question
from soloist.games.tokaido.road import Space
from soloist.games.tokaido.tableview import faces


def test_a_completed_panorama_is_shown_with_its_words_not_as_a_difficulty_card() -> None:
    question = completion_question((Space.PADDY, Space.SEA), "Paddy space")
    shown = faces(None, question)  # type: ignore[arg-type]  # no stop is drawn here
    assert set(shown) == {"paddy", "sea"}  # "no Panorama completed" stays words
    paddy = shown["paddy"]
    assert paddy.title == "my Paddy Panorama"  # type: ignore[union-attr]
    assert paddy.kind == "Paddy"  # type: ignore[union-attr]
    assert all(card.kind != "Difficulty Level card"  # type: ignore[union-attr]
               for card in shown.values())
