"""Automa variants as data: the parts a game's rules declare, a variant written as a
designer writes it, and what it changes."""

from __future__ import annotations

import pytest

from soloist.engine.errors import OptionError
from soloist.engine.variants import (
    LEFT_OUT,
    TWICE,
    AutomaParts,
    Deck,
    DeckChange,
    Rule,
    RuleChange,
    parse_variant,
)

PARTS = AutomaParts(
    (Deck("card", "the Automa deck", ("1", "1", "2", "3t")),
     Deck("difficulty card", "the Difficulty Level cards", ("farm", "sea"), doubling=False,
          kept=("sea",), kept_because="it is printed on the box")),
    (Rule("tie-break", "Ties", "fewest spaces", alternatives=("most spaces",)),
     Rule("item points", "Points per item", "1", numbers=(0, 5))))


def test_the_declared_variants_are_each_card_left_out_or_doubled_and_each_alternative() -> None:
    assert [variant.text for variant in PARTS.declared()] == [
        "card 1 left out", "card 1 twice", "card 2 left out", "card 2 twice",
        "card 3t left out", "card 3t twice", "difficulty card farm left out",
        "tie-break most spaces"]


def test_a_variant_is_read_as_a_designer_writes_it() -> None:
    variant = parse_variant(PARTS, "Tokaido:  card 3T twice ; item points 2", game="tokaido")
    assert variant.changes == (DeckChange("card", "3t", TWICE), RuleChange("item points", "2"))
    assert variant.text == "card 3t twice; item points 2"
    assert variant.kind == "several"
    assert variant.number("item points", 1) == 2
    assert variant.value("tie-break", "fewest spaces") == "fewest spaces"
    assert not parse_variant(PARTS, "  ")


def test_a_deck_variant_changes_one_copy_and_keeps_the_order() -> None:
    cards = ["1a", "1b", "2", "3t"]

    def key(card: str) -> str:
        return card[0] if card[0] != "3" else card

    assert parse_variant(PARTS, "card 1 left out").deck("card", cards, key) == ["1a", "2", "3t"]
    assert parse_variant(PARTS, "card 3t twice").deck("card", cards, key) == [
        "1a", "1b", "2", "3t", "3t"]
    assert parse_variant(PARTS, "tie-break most spaces").deck("card", cards, key) == cards
    assert parse_variant(PARTS, "card 1 left out").changes_deck("card")
    assert not parse_variant(PARTS, "card 1 left out").changes_deck("difficulty card")


@pytest.mark.parametrize(("text", "words"), [
    ("card 4 twice", "has no card '4'; its cards: 1, 2, 3t"),
    ("difficulty card farm twice", "do not allow a card of the Difficulty Level cards"),
    ("difficulty card sea left out", "cannot be left out (it is printed on the box)"),
    ("tie-break nearest", "takes fewest spaces, most spaces"),
    ("item points 9", "a whole number from 0 to 5"),
    ("shuffle twice", "names no part of this automa"),
    ("revive: card 1 twice", "names the game 'revive', not 'tokaido'"),
])
def test_a_variant_that_names_no_part_says_what_exists(text: str, words: str) -> None:
    with pytest.raises(OptionError, match="automa variant") as raised:
        parse_variant(PARTS, text, game="tokaido")
    assert words in str(raised.value)


def test_leaving_out_names_the_card_it_removes() -> None:
    assert parse_variant(PARTS, "card 2 left out").changes == (DeckChange("card", "2", LEFT_OUT),)
