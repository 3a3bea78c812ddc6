"""Skill cards and Trading Post cards: the bonuses under the trading posts, column by
column, and the Skill card's power and city-card actions."""

from __future__ import annotations

from pathlib import Path

from mp2_helpers import (
    DEFINITION,
    SAMPLE_DATA,
    automa_turn_in,
    quiet_person,
    run,
    sample_copy,
    setup,
)

from soloist.engine.session import Session
from soloist.games.marco_polo_2.data import load_data
from soloist.games.marco_polo_2.effects import Effect, GainKind
from soloist.games.marco_polo_2.gains import receive

#: The sample's "compass" Trading Post card (Navigator), in the order its trading posts leave
#: it: column 1 (2 slots), column 2 (the 2nd gives 3 VP), column 3 (the 2nd: a black die) …
COMPASS_IN_ORDER = ((), (), (), (Effect(GainKind.VP, 3),), (), (Effect(GainKind.BLACK_DIE),),
                    (), (Effect(GainKind.VP, 5),), (), (Effect(GainKind.VP, 5),),
                    (Effect(GainKind.VP, 10),))

# A grid written out of order: the trading posts still leave it column by column, top to
# bottom within a column (each bonus's VP is its place in that order).
SHUFFLED_GRID = """
fictional = true
[[skill_card]]
character = "Tester"
level = 1
trading_post_card = "grid"
city_card = [{ kind = "vp", amount = 1 }]
external_city = [{ kind = "vp", amount = 1 }]

[[trading_post_card]]
symbol = "grid"
contracts_kept = 0
plus_one_spaces = 0
seal_vp = 0
slot = [
    { column = 3, row = 1, bonus = [{ kind = "vp", amount = 6 }] },
    { column = 1, row = 2, bonus = [{ kind = "vp", amount = 2 }] },
    { column = 2, row = 1, bonus = [{ kind = "vp", amount = 3 }] },
    { column = 1, row = 1, bonus = [{ kind = "vp", amount = 1 }] },
    { column = 2, row = 3, bonus = [{ kind = "vp", amount = 5 }] },
    { column = 2, row = 2, bonus = [{ kind = "vp", amount = 4 }] },
    { column = 4, row = 1 }, { column = 4, row = 2 }, { column = 4, row = 3 },
    { column = 5, row = 1 }, { column = 5, row = 2 },
]
"""


def test_trading_posts_leave_the_grid_column_by_column_from_the_left(tmp_path: Path) -> None:
    # "During the game the trading posts must be removed from the card in columns from left to
    # right."
    directory = sample_copy(tmp_path, characters=SHUFFLED_GRID)
    characters = load_data(directory).characters
    assert characters is not None
    card = characters.trading_post_cards["grid"]
    assert [effects[0].amount for effects in card.slots[:6]] == [1, 2, 3, 4, 5, 6]
    assert card.columns == (1, 1, 2, 2, 2, 3, 4, 4, 4, 5, 5)
    sample = load_data(Path(SAMPLE_DATA))
    assert sample.characters is not None
    assert sample.characters.trading_post_cards["compass"].slots == COMPASS_IN_ORDER


def test_the_bonus_under_a_trading_post_is_assigned_when_it_leaves_the_card() -> None:
    # "Whenever a given bonus is unlocked by removing a trading post, this must be immediately
    # assigned to the Automa." The 4th trading post of the compass card uncovers 3 VP; the
    # 6th a black die.
    ctx, log = automa_turn_in(
        data=SAMPLE_DATA, character="Navigator", level=1,
        automa={"at": "dunmere", "trading_posts": ["amberfield", "cindervale", "dunmere"],
                "contracts": [{"vp": 3}]},
        trip={"display": ["dunmere", "emberlow"], "ended": True},
        table={"outposts": {"emberlow": "none"},
               "contracts": {"emberlow": ["empty", "empty"]}},
        card={"main": ["travel", "books"]})
    assert ctx.automa.trading_posts == ["amberfield", "cindervale", "dunmere", "emberlow"]
    assert ctx.automa.vp == 3
    assert "Put a trading post of the Automa in Emberlow (fictional): the 4th from its Trading " \
           "Post card (column 2) (7 left on the card)." in log
    assert "Removing that trading post unlocks a bonus: 3 VP." in log
    assert "Trading Post card: +3 VP (3 gained so far)." in log


def test_the_skill_cards_power_on_each_trading_post() -> None:
    # The sample's (FICTIONAL) Navigator L2: "+1 VP whenever it places a trading post".
    ctx, log = automa_turn_in(
        data=SAMPLE_DATA, character="Navigator", level=2,
        automa={"at": "amberfield", "trading_posts": ["amberfield"], "contracts": [{"vp": 3}]},
        trip={"display": ["amberfield", "cindervale"], "ended": True},
        table={"outposts": {"cindervale": "none"},
               "contracts": {"cindervale": ["empty", "empty"]}},
        card={"main": ["travel", "books"]})
    assert ctx.automa.vp == 1
    assert "Skill card (trading post): +1 VP (1 gained so far)." in log


def test_the_skill_cards_power_on_each_completed_contract() -> None:
    # The sample's (FICTIONAL) Trader L2: "+2 VP whenever it completes a contract".
    ctx, log = setup(data=SAMPLE_DATA, character="Trader", level=2,
                     automa={"contracts": [{"vp": 4}]})
    run(receive(ctx, (Effect(GainKind.COMPLETE),), "Bonus action"))
    assert ctx.automa.vp == 4 + 2
    assert "Skill card: +2 VP (6 gained so far)." in log.texts()


def test_the_skill_cards_city_card_and_external_city_actions() -> None:
    # "After placing the die, the Automa performs the action according to what is indicated on
    # the Skill Card." The sample's Navigator L1: 1 VP per pip on a city card, 2 VP on an
    # external card.
    common = {"data": SAMPLE_DATA, "character": "Navigator", "level": 1, "roll": 5,
              "automa": {"at": "amberfield", "trading_posts": ["amberfield"],
                         "contracts": [{"vp": 3}]},
              "trip": {"display": ["amberfield"], "ended": True}}
    ctx, _ = automa_turn_in(card={"main": ["city-card", "books"]}, **common)
    assert ctx.area.on("city-card-amberfield-1") and ctx.automa.vp == 5
    ctx, _ = automa_turn_in(card={"main": ["external-city", "books"]}, **common)
    assert ctx.area.on("external-right") and ctx.automa.vp == 2


def test_a_round_start_power_applies_from_round_2() -> None:
    # The sample's (FICTIONAL) Trader L3 takes a black die at each round's start; the
    # start-of-round steps are skipped in round 1 (setup did them).
    session = Session.start(DEFINITION(), {"data": SAMPLE_DATA, "character": "Trader",
                                           "level": "l3"}, 4)
    while session.question is not None:
        session.answer(quiet_person(session.question))
    text = session.log.texts()
    starts = [n for n, line in enumerate(text) if line.startswith("Skill card (start of the "
                                                                    "round)")]
    rounds = [n for n, line in enumerate(text) if line.startswith("Round ")]
    assert len(starts) == 4
    assert all(rounds[1] < start for start in starts)
    assert "it takes 1 black die from the board" in text[starts[0]]
