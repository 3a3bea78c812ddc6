"""Answers built by taps (soloist.engine.taps): a draft grows one tap at a time, and the
finished draft is the very text a person could type."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from taps_toy import SYMBOLS, CardTaps, CityTaps, TileTaps, read_card

from soloist.engine.errors import InvalidAnswer
from soloist.engine.questions import table_fact
from soloist.engine.taps import MOST_WORDS, Step, Tap, checked


def test_a_card_is_tapped_colour_first_then_its_symbols_in_order() -> None:
    taps = CardTaps()
    draft = taps.start()
    assert taps.step(draft).prompt == "Its colour?"
    draft = taps.add(draft, "red")
    assert not taps.step(draft).done  # a card shows at least one symbol
    draft = taps.add(taps.add(draft, "moon"), "star")
    assert taps.step(draft).done
    assert [tap.key for tap in taps.step(draft).taps] == ["sun"]  # none twice
    assert taps.text(draft) == "red: moon star"
    assert read_card(taps.text(draft)) == ("red", ("moon", "star"))
    assert taps.picture(draft).lines == ("moon", "star")


def test_back_takes_back_the_last_tap_only() -> None:
    taps = CardTaps()
    draft = taps.add(taps.add(taps.start(), "blue"), "sun")
    assert taps.back(draft) == ("blue",)
    assert taps.back(taps.back(draft)) == ()


def test_a_tap_that_is_not_offered_is_refused_and_changes_nothing() -> None:
    taps = CardTaps()
    draft = taps.add(taps.start(), "red")
    with pytest.raises(InvalidAnswer, match="cannot be tapped now"):
        taps.add(draft, "red")
    with pytest.raises(InvalidAnswer, match="nothing to paint"):
        taps.paint(draft, 0, "star")
    assert draft == ("red",)


def test_a_tile_is_painted_space_by_space_in_any_order() -> None:
    taps = TileTaps()
    draft = taps.start()
    assert not taps.step(draft).done
    draft = taps.paint(draft, 2, "water")
    draft = taps.paint(draft, 0, "sand")
    assert draft == ("sand", "", "water")
    draft = taps.paint(taps.paint(draft, 1, "sand"), 1, "water")  # painted again
    assert taps.step(draft).done
    assert taps.text(draft) == "sand water water"
    with pytest.raises(InvalidAnswer, match="no place 4"):
        taps.paint(draft, 3, "sand")
    with pytest.raises(InvalidAnswer, match="tap a place"):
        taps.add(draft, "sand")
    assert taps.back(draft) == taps.start()  # painting: back clears every space


def test_a_new_name_is_typed_once_and_joins_the_taps() -> None:
    taps = CityTaps(("Kabul",))
    draft = taps.named(taps.add(taps.start(), "Kabul"), "  Xi   an ")
    assert draft == ("Kabul", "Xi an")
    assert taps.text(draft) == "Kabul, Xi an"
    with pytest.raises(InvalidAnswer, match="no name given"):
        taps.named(draft, "   ")
    with pytest.raises(InvalidAnswer, match="no name is asked"):
        CardTaps().named((), "Kabul")


def test_a_draft_from_a_page_is_bounded() -> None:
    with pytest.raises(InvalidAnswer, match="at most"):
        checked(("red",) * (MOST_WORDS + 1))
    with pytest.raises(InvalidAnswer, match="not understood"):
        checked(("x" * 500,))


def test_a_question_built_by_taps_is_read_by_its_text_rule() -> None:
    with pytest.raises(ValueError, match="text rule"):
        table_fact("toy.card", "What does it show?", between=(1, 3), taps=CardTaps())
    question = table_fact("toy.card", "What does it show?", text=read_card,
                          examples=("red: star",), taps=CardTaps())
    assert question.to_json()["taps"] is True


@given(st.lists(st.sampled_from(SYMBOLS), min_size=1, max_size=3, unique=True),
       st.sampled_from(("red", "blue")))
def test_any_card_tapped_reads_as_the_same_card_typed(symbols: list[str], colour: str) -> None:
    taps = CardTaps()
    draft = taps.add(taps.start(), colour)
    for symbol in symbols:
        draft = taps.add(draft, symbol)
    typed = f"{colour}: {' '.join(symbols)}"
    assert taps.text(draft) == typed
    assert read_card(taps.text(draft)) == read_card(typed)


class NamedTileTaps(TileTaps):
    """A tile's name first (a tap), then its spaces painted after it."""

    def start(self) -> tuple[str, ...]:
        return ()

    def step(self, draft: tuple[str, ...]) -> Step:
        if not draft:
            return Step("Its number?", (Tap("7", "7"), Tap("8", "8")))
        painting = super().step(draft[1:])
        return painting._replace(offset=1, done=len(draft) == 4 and all(draft[1:]))

    def text(self, draft: tuple[str, ...]) -> str:
        return f"{draft[0]}: {' '.join(draft[1:])}"


def test_a_painting_after_a_name_paints_the_words_after_it_and_back_steps_out_of_it() -> None:
    taps = NamedTileTaps()
    draft = taps.add(taps.start(), "7")
    draft = taps.paint(draft, 1, "water")
    assert draft == ("7", "", "water", "")
    draft = taps.paint(taps.paint(draft, 0, "sand"), 2, "sand")
    assert taps.step(draft).done and taps.text(draft) == "7: sand water sand"
    assert taps.back(draft) == ("7",)  # the spaces cleared, the name kept
    assert taps.back(("7",)) == ()  # then the name taken back
