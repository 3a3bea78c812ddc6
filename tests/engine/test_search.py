"""The search's settings: a stand-in's budget after a colon (`strong:400`), checked."""

from __future__ import annotations

import pytest

from soloist.engine.errors import OptionError
from soloist.engine.search import MOST_ROLLOUTS, SearchingStandIn, parse_budget
from soloist.games import find_game


def test_a_budget_is_a_whole_number_of_rollouts_per_decision() -> None:
    assert parse_budget("400") == 400
    assert parse_budget(" 12 ") == 12
    for wrong in ("", "x", "1.5", "0", "-3", str(MOST_ROLLOUTS + 1)):
        with pytest.raises(OptionError, match="rollouts per decision"):
            parse_budget(wrong)


def test_a_searching_stand_in_with_a_setting_is_the_same_stand_in_with_that_budget() -> None:
    ff = find_game("fantastic-factories")
    strong = ff.stand_in("strong")
    assert isinstance(strong, type) and issubclass(strong, SearchingStandIn)
    set_up = ff.stand_in("strong:400")
    assert isinstance(set_up, type) and issubclass(set_up, strong)
    assert set_up.budget == 400 and set_up.name == "strong"
    assert "400 rollouts per decision" in set_up.description
    assert ff.stand_in("strong:400") is set_up  # made once
    assert ff.stand_in(f"strong:{strong.budget}") is strong


def test_a_wrong_stand_in_or_setting_is_refused_with_a_message() -> None:
    ff = find_game("fantastic-factories")
    with pytest.raises(OptionError, match="unknown stand-in 'clever'"):
        ff.stand_in("clever")
    with pytest.raises(OptionError, match="stand-in greedy takes no setting"):
        ff.stand_in("greedy:3")
    with pytest.raises(OptionError, match="strong:many: the setting is the number"):
        ff.stand_in("strong:many")
    tokaido = find_game("tokaido")
    assert tokaido.stand_in("strong:7").budget == 7  # type: ignore[attr-defined]
