"""The Machine's last turn at a glance (issue 31): drawn under the question, in the words of
its log — the card its green die gave it, and each work die against the cards of its colour."""

from __future__ import annotations

from soloist.engine.session import Session
from soloist.engine.tableview import Card, Die, table_of
from soloist.games import find_game
from soloist.games.fantastic_factories.cards import CardType
from soloist.games.fantastic_factories.machine import Machine, MachineDice, MachineTurn


def test_seed_example_the_turn_that_manufactures_two_goods() -> None:
    """'The Machine manufactures 2 goods because the blue and purple dice are equal to or
    lower than the number of cards of the same color in The Machine's compound.' Its green 1
    took the left-most market blueprint, a Production card, before the work phase."""
    before = Machine(compound={CardType.PRODUCTION: 1, CardType.SPECIAL: 1,
                               CardType.TRAINING: 1, CardType.UTILITY: 1,
                               CardType.MONUMENT: 0})
    after = before.copy()
    after.compound[CardType.PRODUCTION] += 1
    after.goods += 2
    dice = MachineDice(red=3, blue=2, purple=1, yellow=5, green=1)
    turn = MachineTurn.between(before, after, dice, 4)
    assert turn == MachineTurn(4, dice, CardType.PRODUCTION, "", 2, (1, 2, 1, 1))


def test_the_glance_says_what_the_log_says_after_each_of_the_machines_turns() -> None:
    session = Session.start(find_game("fantastic-factories"), {}, seed=5)
    assert table_of(session.play).glance is None  # before its first turn
    turns, last = 0, None
    while session.question is not None:
        question = session.question
        going_on = question.topic == "person.triggered-end" and session.play.round < 6  # type: ignore[attr-defined]
        session.answer("no" if going_on else question.valid_answers()[0])
        if session.play.last_turn is last:  # type: ignore[attr-defined]
            continue  # no turn of the Machine's ended
        last = session.play.last_turn  # type: ignore[attr-defined]
        turns += 1
        texts = session.log.texts()
        rolled = max(index for index, text in enumerate(texts) if text.startswith(
            "The Machine rolls"))
        turn = texts[rolled:]
        taken = next(text for text in turn if text.startswith("green"))
        worked = [text for text in turn if text.startswith(("red", "blue", "purple", "yellow"))]
        made = next(text for text in turn if "manufactures" in text)
        glance = table_of(session.play).glance
        assert glance is not None
        *work, green, card = glance.pieces
        assert all(isinstance(die, Die) for die in (*work, green))
        assert [die.text.replace(": ", " → ") for die in work] == worked
        assert isinstance(card, Card)
        assert taken.startswith(green.text.split(":")[0])
        assert taken.split(" into")[0].endswith(f"{card.kind})")  # its type, as the log says
        goods = made.split("manufactures ")[1].split(":")[0]
        assert glance.title.endswith(f"took a {card.kind} card and made {goods}")
    assert turns == 7  # rounds 1 to 6, and the last
