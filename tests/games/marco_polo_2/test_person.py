"""Your turn as you report it: only legal placements are offered, and the table is tracked."""

from __future__ import annotations

from collections.abc import Generator
from pathlib import Path

import pytest
from mp2_helpers import SAMPLE_DATA, at_the_table, sample_copy, setup

from soloist.engine.errors import InvalidAnswer
from soloist.engine.questions import Question
from soloist.games.marco_polo_2.context import Context
from soloist.games.marco_polo_2.data import SAMPLE
from soloist.games.marco_polo_2.person import Person, person_turn
from soloist.games.marco_polo_2.person_answers import MainThen
from soloist.games.marco_polo_2.pieces import Colour
from soloist.games.marco_polo_2.table_state import UNKNOWN

PERSON, BLACK = Colour.PERSON, Colour.BLACK


def report(ctx: Context, person: Person, answers: list[str]) -> list[Question]:
    """Plays your turn with these answers; returns the questions asked."""
    asked: list[Question] = []
    steps: Generator[Question, object, None] = person_turn(ctx, person, 1)
    queue = list(answers)
    try:
        question = next(steps)
        while True:
            asked.append(question)
            assert queue, f"no answer left for {question.topic}: {question.prompt}"
            question = steps.send(question.parse(queue.pop(0))[1])
    except StopIteration:
        pass
    assert not queue, f"answers left: {queue}"
    return asked


def offered(ctx: Context, person: Person) -> tuple[str, ...]:
    question = next(person_turn(ctx, person, 1))
    return question.valid_answers()


def sample_table(**table: object) -> Context:
    ctx, _ = setup(data=SAMPLE_DATA, table=table)
    return ctx


def test_you_report_the_space_and_the_dice_are_placed() -> None:
    ctx = sample_table()
    person = Person()
    report(ctx, person, ["books-silk"])
    assert ctx.area.on("books-silk") == [PERSON]
    assert person.own_dice == 4


def test_a_space_your_colour_used_is_offered_only_with_a_black_die() -> None:
    # "Each player colour may use a given action space only once per round"; black dice have
    # no colour.
    ctx = sample_table(spaces={"books-silk": ["person"]})
    person = Person()
    assert "books-silk" not in offered(ctx, person)
    person.black_dice = 1
    assert "books-silk" in offered(ctx, person)
    asked = report(ctx, person, ["books-silk"])
    assert [q.topic for q in asked] == ["person.action"]
    assert ctx.area.on("books-silk") == [PERSON, BLACK]


def test_exactly_the_dice_the_space_shows_and_the_split_is_asked() -> None:
    ctx = sample_table()
    person = Person(own_dice=1, black_dice=1)
    assert "travel-3" not in offered(ctx, person)  # 3 dice: you have 2
    asked = report(ctx, person, ["guild-seals"])
    assert len(asked) == 1  # one way only (1 own + 1 black), and then no dice are left
    assert sorted(ctx.area.on("guild-seals")) == sorted([PERSON, BLACK])
    ctx = sample_table()
    person = Person(own_dice=2, black_dice=1)
    asked = report(ctx, person, ["guild-seals", "own-1-black-1"])
    assert asked[1].topic == "person.dice"
    assert asked[1].valid_answers() == ("own", "own-1-black-1")


def test_a_brown_space_takes_one_die_a_round() -> None:
    # City cards and the external city cards are brown: once occupied, closed.
    ctx = sample_table(spaces={"external-left": ["automa"]})
    keys = offered(ctx, Person(black_dice=2))
    assert "external-left" not in keys and "external-right" in keys


def test_a_city_card_or_a_special_city_needs_your_trading_post() -> None:
    ctx = sample_table()
    assert "city-card-dunmere-1" not in offered(ctx, Person())
    assert "special-brackwater" not in offered(ctx, Person())
    assert "contracts" not in offered(ctx, Person())
    ctx = sample_table(person_trading_posts=["dunmere", "brackwater"])
    keys = offered(ctx, Person())
    assert {"city-card-dunmere-1", "city-card-dunmere-2", "special-brackwater",
            "contracts"} <= set(keys)


def test_khans_favor_reminds_you_of_the_least_value_and_does_not_ask_yours() -> None:
    # RB: a die on Khan's Favor must be at least the last one placed. No rule of the Automa
    # reads the value of yours: "If both spaces are free, the Automa rolls a die ... If there
    # is only one free space left, the Automa places a die of value 6." So it is not asked.
    ctx = sample_table(khans_favor=[{"colour": "automa", "value": 4}])
    question = next(person_turn(ctx, Person(), 1))
    label = next(c.label for c in question.choices or () if c.key == "khans-favor")
    assert label == "Main action: Khan's Favor (a die of at least 4, the last one there)"
    first = next(person_turn(sample_table(), Person(), 1))  # after the neutral 1s: any die
    assert "Main action: Khan's Favor" in [c.label for c in first.choices or ()]
    asked = report(ctx, Person(), ["khans-favor"])
    assert [q.topic for q in asked] == ["person.action"]
    assert ctx.area.khans_favor[-1] == (PERSON, None)
    assert "khans-favor" not in offered(ctx, Person())  # your colour is there now


def test_your_first_trading_post_in_a_city_takes_its_outpost_tile() -> None:
    ctx = sample_table(outposts={"dunmere": [{"kind": "vp", "amount": 2}]})
    report(ctx, Person(), ["travel-2", "dunmere"])
    assert ctx.state.outposts["dunmere"] is None
    assert PERSON in ctx.state.trading_posts["dunmere"]


def test_a_contract_you_take_is_asked_again_when_the_automa_needs_it() -> None:
    # At the table the space is refilled from the pile at the end of your turn.
    ctx = sample_table(contracts={"cindervale": [{"vp": 4}, {"vp": 2}]})
    person = Person()
    report(ctx, person, ["travel-1", "cindervale", "yes", "1"])
    assert ctx.state.contracts["cindervale"][1] is not None
    assert ctx.state.contracts["cindervale"][0] is None
    assert ctx.state.to_refill == [("cindervale", 0)]
    # Nobody told Soloist the contracts: whether you took one is not asked (they are asked
    # as they lie when the Automa needs them).
    ctx = sample_table()
    asked = report(ctx, Person(), ["travel-1", "cindervale"])
    assert [q.topic for q in asked] == ["person.action", "person.travel-end"]
    assert ctx.state.contracts["cindervale"] == [UNKNOWN, UNKNOWN]


def test_taking_a_black_die_leaves_fewer_for_the_automa() -> None:
    ctx = sample_table(black_dice=1)
    person = Person()
    report(ctx, person, ["black-die", "books-pepper", "own"])
    assert ctx.area.black_on_board == 0 and person.black_dice == 1
    assert "black-die" not in offered(ctx, person)


def test_your_turn_ends_after_your_main_action_or_without_dice() -> None:
    ctx = sample_table()
    person = Person(own_dice=1)
    asked = report(ctx, person, ["books-pepper"])
    assert len(asked) == 1  # no dice left: the turn is over
    # Your last die on the money bag before a main action: no dice, no main action owed
    # ("If used before your normal action, you still owe a normal action while dice
    # remain"), and nothing more is asked.
    asked = report(ctx, Person(own_dice=1), ["money-bag"])
    assert len(asked) == 1


def test_a_city_card_is_yours_from_the_turn_after_your_trading_post() -> None:
    # The reference's FAQ: "Can I use a city card action if I just placed a trading post this
    # turn? Yes, starting next turn." RB says the same of a special city's action.
    ctx = sample_table()
    person = Person()
    asked = report(ctx, person, ["trading-post", "dunmere", "books-pepper"])
    main = asked[2]  # after the trading post placed by a move from a contract
    assert main.topic == "person.action" and "books-pepper" in main.valid_answers()
    assert "city-card-dunmere-1" not in main.valid_answers()
    assert "city-card-dunmere-1" in offered(ctx, person)  # your next turn


def test_where_your_travel_ended_offers_the_cities_those_dice_can_reach() -> None:
    # With the routes known, Soloist offers only the cities a travel can end in: the 1-die
    # space moves 1 location (RB: "pay 2 coins to move 1 location"), the others at most the
    # lowest die (6). Never Beijing as a city (no trading post is ever placed there: it goes
    # with the oases) nor the city your figure stands in; a city not listed stays one choice
    # away, for a move Soloist was not told of.
    ctx = sample_table()
    person = Person(at=frozenset({"beijing"}))
    asked = report(ctx, person, ["travel-1", "amberfield"])
    # Sample (FICTIONAL) map: from Beijing, 1 step: Amberfield and Oasis 1.
    assert asked[1].valid_answers() == ("amberfield", "oasis", "elsewhere")
    assert [c.label for c in asked[1].choices or ()][1:] == [
        "An oasis", "A city not listed (your figure was elsewhere)"]
    assert person.at == {"amberfield"}
    asked = report(ctx, person, ["travel-2", "oasis"])
    ends = asked[1].valid_answers()
    assert "amberfield" not in ends and "beijing" not in ends
    assert {"cindervale", "dunmere", "brackwater", "juniper"} <= set(ends)
    assert [c.label for c in asked[1].choices or () if c.key == "oasis"] == [
        "An oasis or Beijing (no trading post)"]
    assert "beijing" in person.at and "oasis-2" in person.at and "dunmere" not in person.at


def test_a_city_not_listed_is_one_more_choice_away() -> None:
    ctx = sample_table()
    person = Person(at=frozenset({"beijing"}))
    asked = report(ctx, person, ["travel-1", "elsewhere", "juniper"])
    assert asked[2].topic == "person.travel-end-elsewhere"
    assert "amberfield" not in asked[2].valid_answers()  # listed already
    assert person.at == {"juniper"} and PERSON in ctx.state.trading_posts["juniper"]


def test_the_3_dice_spaces_second_trading_post_is_in_a_city_on_the_way() -> None:
    # The upper (3-dice) space "may place [a] second trading post in [a] city passed through"
    # (the reference). Sample (FICTIONAL) map, Beijing to Cindervale in at most 6 steps: by
    # Amberfield (2 steps), or by Amberfield, Oasis 2 and Dunmere (4): both on the way;
    # Juniper Cross is not (Beijing to it, 4 steps, and on to Cindervale, 3). Your seals are
    # not tracked, so every route counts.
    ctx = sample_table()
    person = Person(at=frozenset({"beijing"}))
    asked = report(ctx, person, ["travel-3", "cindervale", "amberfield"])
    second = asked[2]
    assert second.topic == "person.second-trading-post"
    assert {"amberfield", "dunmere"} <= set(second.valid_answers())
    assert "juniper" not in second.valid_answers()
    assert "cindervale" not in second.valid_answers()
    assert second.valid_answers()[-2:] == ("none", "elsewhere")
    assert ctx.state.trading_posts["amberfield"] == {PERSON}


def test_without_routes_every_city_but_the_one_you_stand_in_is_offered(tmp_path: Path) -> None:
    board = (SAMPLE / "board.toml").read_text().partition("# Each route joins")[0]
    directory = sample_copy(tmp_path, keep=(), board=board)
    ctx, _ = setup(data=str(directory))
    person = Person(at=frozenset({"amberfield"}))
    asked = report(ctx, person, ["travel-1", "cindervale"])
    ends = asked[1].valid_answers()
    assert "amberfield" not in ends and "beijing" not in ends and "juniper" in ends
    assert ends[-2:] == ("oasis", "elsewhere")
    assert [c.label for c in asked[1].choices or () if c.key == "oasis"] == [
        "An oasis or Beijing (no trading post)"]
    ctx, _ = setup(data=str(directory))
    asked = report(ctx, Person(at=frozenset({"beijing"})), ["travel-1", "oasis"])
    assert [c.label for c in asked[1].choices or () if c.key == "oasis"] == ["An oasis"]


#: The sample board, with what Dunmere and Amberfield have of their own left to ask.
UNKNOWN_CITIES = (SAMPLE / "board.toml").read_text().replace(
    'shield = "wave"\ncity_cards = 2\noutpost = true',
    'shield = "wave"\noutpost = true\nask = ["city_cards", "special", "contracts"]').replace(
    'shield = "sun"\ncity_cards = 1\noutpost = true',
    'shield = "sun"\noutpost = true\nask = ["city_cards", "special", "contracts"]', 1)


# -- one question a turn (issue 27) ------------------------------------------------------------

def test_bonus_actions_after_your_main_action_come_in_its_answer() -> None:
    # "perform any number of Bonus Actions (before or after main action, not during)" (the
    # reference). A tap on the main action alone: none after it, and the turn is over (no
    # "any bonus action after your main action?" on every turn).
    ctx = sample_table(black_dice=2)
    person = Person()
    asked = report(ctx, person, ["books-silk"])
    assert len(asked) == 1 and person.own_dice == 4 and ctx.area.black_on_board == 2
    # Those after it are typed with it, in the order taken, in the words of the table.
    asked = report(ctx, person, ["pepper + black die + money bag", "black"])
    assert [q.topic for q in asked] == ["person.action", "person.dice"]
    assert ctx.area.on("books-pepper") == [PERSON] and person.own_dice == 3
    assert ctx.area.black_on_board == 1 and person.black_dice == 0
    assert ctx.area.money_bag == [BLACK]
    asked = report(ctx, person, ["the 2-dice Travel space then trading post", "dunmere",
                                 "amberfield"])
    assert [q.topic for q in asked] == ["person.action", "person.travel-end",
                                        "person.trading-post-city"]
    assert PERSON in ctx.state.trading_posts["amberfield"]


def test_the_example_of_a_main_action_with_a_bonus_after_it_is_in_the_tables_words() -> None:
    # No internal key on a screen a person sees: the example names the space as its label
    # does, and is itself an answer the question takes.
    ctx = sample_table(black_dice=2)
    person = Person()
    question = next(person_turn(ctx, person, 1))
    example = question.examples[0]
    assert example == "1-die Travel + black die"
    _, picked = question.parse(example)
    assert isinstance(picked, MainThen) and picked.space.id == "travel-1"
    assert picked.after == ("black-die",)


def test_a_bonus_action_after_the_main_action_that_cannot_be_taken_is_refused() -> None:
    ctx = sample_table(black_dice=0)
    question = next(person_turn(ctx, Person(own_dice=1), 1))
    with pytest.raises(InvalidAnswer, match="no black die is left on the board"):
        question.parse("silk + black die")
    with pytest.raises(InvalidAnswer, match="no die was left for the money bag"):
        question.parse("silk + money bag")
    with pytest.raises(InvalidAnswer, match="which one — the upper gold space"):
        question.parse("gold + trading post")
    with pytest.raises(InvalidAnswer, match="not a bonus action Soloist tracks"):
        question.parse("silk + a camel")
    # A main action alone may be typed in its own words; a space that is none is refused.
    _, alone = question.parse("the silk space")
    assert isinstance(alone, MainThen) and alone.space.id == "books-silk" and alone.after == ()
    with pytest.raises(InvalidAnswer, match="'travel-9' is not a valid answer: not an action "
                                            "space you may use now"):
        question.parse("travel-9")
    with pytest.raises(InvalidAnswer, match="'silk-9': not an action space"):
        question.parse("silk-9 + black die")


def test_your_trading_post_in_a_city_soloist_does_not_know_asks_nothing_until_you_use_it(
        tmp_path: Path) -> None:
    # Its city cards and whether it is a special city matter only to the action spaces you
    # may use there, from your next turn: one space, "an action space in Dunmere", until you
    # use it; then they are asked (one answer), and which space when there are several.
    # Its contracts are not asked either: Soloist asks them as they lie when the Automa
    # needs them.
    directory = sample_copy(tmp_path, keep=(), board=UNKNOWN_CITIES)
    ctx = at_the_table(setup(data=str(directory))[0])
    person = Person(at=frozenset({"beijing"}))
    asked = report(ctx, person, ["travel-2", "dunmere"])
    assert [q.topic for q in asked] == ["person.action", "person.travel-end"]
    keys = offered(ctx, person)
    assert "in-dunmere" in keys and "city-card-dunmere-1" not in keys
    asked = report(ctx, person, ["in-dunmere", "2 cards, not special", "city-card-dunmere-2"])
    assert [q.topic for q in asked] == ["person.action", "city.facts", "person.city-space"]
    assert ctx.area.on("city-card-dunmere-2") == [PERSON]
    assert "in-dunmere" not in offered(ctx, person)
    # Told it has none of its own: you are asked your main action again.
    ctx = at_the_table(setup(data=str(directory))[0])
    person = Person(at=frozenset({"beijing"}))
    report(ctx, person, ["travel-2", "amberfield"])
    asked = report(ctx, person, ["in-amberfield", "0 cards, not special", "books-silk"])
    assert [q.topic for q in asked] == ["person.action", "city.facts", "person.action"]
