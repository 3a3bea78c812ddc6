"""Questions validate answers before any game sees them."""

from __future__ import annotations

import pytest

from soloist.engine.errors import InvalidAnswer
from soloist.engine.questions import YES_NO, Choice, Choices, decision, table_fact

COLOURS = Choices([
    Choice("production", "Production (blue)", "P", ("blue",)),
    Choice("utility", "Utility (yellow)", "U", ("yellow",)),
])


def test_a_choice_is_found_by_key_label_alias_or_position() -> None:
    question = table_fact("t", "Type?", choices=COLOURS)
    assert question.parse("production") == ("production", "P")
    assert question.parse("  Utility (Yellow) ") == ("utility", "U")
    assert question.parse("BLUE") == ("production", "P")
    assert question.parse("2") == ("utility", "U")


def test_an_answer_that_is_not_a_choice_is_refused_naming_the_valid_ones() -> None:
    question = table_fact("t", "Type?", choices=COLOURS)
    with pytest.raises(InvalidAnswer, match="production, utility"):
        question.parse("green")
    with pytest.raises(InvalidAnswer):
        question.parse("3")


def test_numbered_choices_are_not_reached_by_position() -> None:
    slots = Choices([Choice(str(n), f"Slot {n}", n) for n in (2, 3)])
    question = decision("t", "Slot?", choices=slots)
    assert question.parse("2") == ("2", 2)
    with pytest.raises(InvalidAnswer):
        question.parse("1")


def test_a_number_must_be_whole_and_in_range() -> None:
    question = decision("score", "Score?", between=(0, 10))
    assert question.parse(" 7 ") == ("7", 7)
    with pytest.raises(InvalidAnswer, match="whole number"):
        question.parse("seven")
    with pytest.raises(InvalidAnswer, match="out of range"):
        question.parse("11")


def test_yes_and_no_accept_their_initials() -> None:
    question = decision("end", "Ended?", choices=YES_NO)
    assert question.parse("y") == ("yes", True)
    assert question.parse("No") == ("no", False)


def test_a_question_has_choices_or_a_range_not_both() -> None:
    with pytest.raises(ValueError):
        decision("x", "?", choices=YES_NO, between=(0, 1))
    with pytest.raises(ValueError):
        decision("x", "?")


def test_a_question_says_who_answers_it() -> None:
    assert decision("x", "?", choices=YES_NO).is_decision
    assert table_fact("x", "?", choices=YES_NO).is_table_fact
    data = table_fact("x", "?", choices=YES_NO, context={"slot": 2}).to_json()
    assert data["asks"] == "table" and data["context"] == {"slot": 2}


def test_an_empty_answer_is_refused_saying_what_to_answer() -> None:
    with pytest.raises(InvalidAnswer, match="no answer given; answer with production, utility"):
        table_fact("t", "Type?", choices=COLOURS).parse("  ")
    with pytest.raises(InvalidAnswer, match="a whole number from 0 to 10"):
        decision("score", "Score?", between=(0, 10)).parse("")


def test_choices_offered_as_values_are_the_choices_of_their_keys_made_when_read() -> None:
    """`Choices.offering`: the values, each keyed and labelled by its key; the key is worked
    out only when a choice is read (a search's rollouts pick values and never read one)."""
    asked: list[int] = []

    def key(value: int) -> str:
        asked.append(value)
        return f"take {value}"

    offered = Choices.offering([3, 1, 2], key)
    assert offered.values == (3, 1, 2)
    assert asked == []
    question = decision("d", "Which?", choices=offered)
    assert question.parse("take 1") == ("take 1", 1)
    assert question.parse("3") == ("take 2", 2)  # by position, as any choices
    assert offered.items == (Choice("take 3", "take 3", 3), Choice("take 1", "take 1", 1),
                             Choice("take 2", "take 2", 2))
    assert sorted(asked) == [1, 2, 3]
    # "take 3" is not the words of a person's answer: the hint counts every choice made
    with pytest.raises(InvalidAnswer, match="choose a number from 1 to 3"):
        question.parse("take 4")
    assert COLOURS.values == ("P", "U")  # choices made as ever give their values too
    with pytest.raises(ValueError, match="at least one choice"):
        Choices.offering([], str)

def test_choices_may_also_take_a_typed_answer_read_by_a_rule() -> None:
    # "new: Samarkand" in one step: a name the choices do not offer, typed; a choice is
    # still a choice, and what the rule refuses is refused with its own words.
    def new_city(text: str) -> str:
        if not text.startswith("new: "):
            raise ValueError("a city not named yet is written new: NAME")
        return text.removeprefix("new: ")

    cities = Choices([Choice("kabul", "Kabul", "kabul")])
    question = table_fact("t", "City?", choices=cities, text=new_city,
                          examples=("new: Samarkand",))
    assert question.parse("Kabul") == ("kabul", "kabul")
    assert question.parse("new:  Samarkand ") == ("new: Samarkand", "Samarkand")
    assert question.parse("new: Samarkand") == ("new: Samarkand", "Samarkand")  # replayed
    with pytest.raises(InvalidAnswer, match="written new: NAME"):
        question.parse("Xian")
    assert question.valid_answers() == ("kabul",)
    assert "or a text such as 'new: Samarkand'" in question.describe_answers()
    with pytest.raises(ValueError):
        table_fact("t", "?", between=(0, 1), text=new_city, examples=("new: X",))
