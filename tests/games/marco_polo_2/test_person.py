"""Your turn as you report it: only legal placements are offered, and the table is tracked."""

from __future__ import annotations

from collections.abc import Generator

from mp2_helpers import SAMPLE_DATA, setup

from soloist.engine.questions import Question
from soloist.games.marco_polo_2.context import Context
from soloist.games.marco_polo_2.person import Person, person_turn
from soloist.games.marco_polo_2.pieces import Colour
from soloist.games.marco_polo_2.table import UNKNOWN

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
    report(ctx, person, ["books-silk", "done"])
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
    asked = report(ctx, person, ["books-silk", "done"])
    assert [q.topic for q in asked] == ["person.action", "person.action"]
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
    asked = report(ctx, person, ["guild-seals", "own-1-black-1", "done"])
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


def test_khans_favor_takes_a_die_at_least_the_last_one() -> None:
    ctx = sample_table(khans_favor=[{"colour": "automa", "value": 4}])
    asked = report(ctx, Person(), ["khans-favor", "5", "done"])
    assert asked[1].between == (4, 6)
    assert ctx.area.khans_favor[-1] == (PERSON, 5)
    assert "khans-favor" not in offered(ctx, Person())  # your colour is there now


def test_your_first_trading_post_in_a_city_takes_its_outpost_tile() -> None:
    ctx = sample_table(outposts={"dunmere": [{"kind": "vp", "amount": 2}]})
    report(ctx, Person(), ["travel-2", "dunmere", "done"])
    assert ctx.state.outposts["dunmere"] is None
    assert PERSON in ctx.state.trading_posts["dunmere"]


def test_a_contract_you_take_is_asked_again_when_the_automa_needs_it() -> None:
    # At the table the space is refilled from the pile at the end of your turn.
    ctx = sample_table(contracts={"cindervale": [{"vp": 4}, {"vp": 2}]})
    person = Person()
    report(ctx, person, ["travel-1", "cindervale", "yes", "1", "done"])
    assert ctx.state.contracts["cindervale"][1] is not None
    assert ctx.state.contracts["cindervale"][0] is None
    assert ctx.state.to_refill == [("cindervale", 0)]
    ctx = sample_table()  # nobody told Soloist the contracts: they stay to be asked
    report(ctx, Person(), ["travel-1", "cindervale", "yes", "done"])
    assert ctx.state.contracts["cindervale"] == [UNKNOWN, UNKNOWN]


def test_taking_a_black_die_leaves_fewer_for_the_automa() -> None:
    ctx = sample_table(black_dice=1)
    person = Person()
    report(ctx, person, ["black-die", "books-pepper", "own", "done"])
    assert ctx.area.black_on_board == 0 and person.black_dice == 1
    assert "black-die" not in offered(ctx, person)


def test_your_turn_ends_after_your_main_action_or_without_dice() -> None:
    ctx = sample_table()
    person = Person(own_dice=1)
    asked = report(ctx, person, ["books-pepper"])
    assert len(asked) == 1  # no dice left: the turn is over
    assert offered(ctx, Person(own_dice=0)) == ("black-die", "trading-post", "done")


def test_a_city_card_is_yours_from_the_turn_after_your_trading_post() -> None:
    # The reference's FAQ: "Can I use a city card action if I just placed a trading post this
    # turn? Yes, starting next turn." RB says the same of a special city's action.
    ctx = sample_table()
    person = Person()
    asked = report(ctx, person, ["trading-post", "dunmere", "books-pepper", "done"])
    main = asked[2]  # after the trading post placed by a move from a contract
    assert main.topic == "person.action" and "books-pepper" in main.valid_answers()
    assert "city-card-dunmere-1" not in main.valid_answers()
    assert "city-card-dunmere-1" in offered(ctx, person)  # your next turn
