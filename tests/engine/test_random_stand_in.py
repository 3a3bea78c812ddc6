"""The engine's `random` stand-in: every game has it, and it answers any question validly."""

from __future__ import annotations

from collections import Counter

from hypothesis import given
from hypothesis import strategies as st
from lab_toy import DUEL

from soloist.engine.autoplay import play_out
from soloist.engine.chance import Chance
from soloist.engine.questions import Choice, Choices, decision, table_fact
from soloist.engine.stand_ins import RandomStandIn
from soloist.games import all_games, find_game

FF = find_game("fantastic-factories")


def test_every_registered_game_has_the_random_stand_in_after_its_own() -> None:
    for definition in all_games():
        names = list(definition.all_stand_ins())
        assert "random" in names
        assert names[: len(definition.stand_ins)] == list(definition.stand_ins)
    assert list(DUEL.all_stand_ins()) == ["cautious", "random"]


def test_a_games_own_random_stand_in_wins_over_the_engines() -> None:
    class OwnRandom(RandomStandIn):
        pass

    class WithOwn(type(DUEL)):  # type: ignore[misc]
        @property
        def stand_ins(self):  # type: ignore[no-untyped-def]
            return {"random": OwnRandom}

    assert WithOwn().all_stand_ins() == {"random": OwnRandom}


@given(st.integers(min_value=0, max_value=2**40), st.sampled_from(["easy", "very-hard"]))
def test_random_plays_whole_fantastic_factories_games(seed: int, difficulty: str) -> None:
    options = FF.parse_options({"difficulty": difficulty, "table": "model"})
    result = play_out(FF, options, seed, RandomStandIn)
    summary = result.summary()
    assert summary["outcome"] in ("win", "loss", "tie")
    assert 0 <= int(summary["person_score"]) <= 500


@given(st.integers(min_value=0, max_value=2**40), st.sampled_from(["careful", "bold"]))
def test_random_plays_the_toy_game_with_valid_answers(seed: int, character: str) -> None:
    options = DUEL.parse_options({"level": 3, "character": character, "table": "model"})
    summary = play_out(DUEL, options, seed, RandomStandIn).summary()
    assert 0 <= int(summary["bet"]) <= 3


def test_random_answers_are_uniform_and_seeded() -> None:
    question = decision("pick", "Pick", choices=Choices(
        [Choice("a", "A"), Choice("b", "B"), Choice("c", "C")]))
    number = table_fact("number", "A number", between=(2, 5))
    stand_in = RandomStandIn(Chance(7))
    picks = Counter(stand_in.answer(question, None) for _ in range(6000))  # type: ignore[arg-type]
    assert set(picks) == {"a", "b", "c"}
    assert all(1800 < count < 2200 for count in picks.values())
    numbers = Counter(stand_in.answer(number, None) for _ in range(4000))  # type: ignore[arg-type]
    assert set(numbers) == {"2", "3", "4", "5"}

    def sequence(seed: int) -> list[str]:
        player = RandomStandIn(Chance(seed))
        return [player.answer(question, None) for _ in range(30)]  # type: ignore[arg-type]

    assert sequence(11) == sequence(11)
    assert sequence(11) != sequence(12)
