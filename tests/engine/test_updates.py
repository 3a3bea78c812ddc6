"""A record saved under older rules, replayed under today's (issue 35, item 3): how far the two
versions agree, and what a kept log reads as."""

from __future__ import annotations

from collections.abc import Generator
from typing import ClassVar

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from toy_game import GUESS, Guess, GuessPlay, GuessResult

from soloist.engine.chance import Chance, roll
from soloist.engine.errors import InvalidAnswer
from soloist.engine.game import GameDefinition, Options
from soloist.engine.log import Event, KeptEvent, Log, keep
from soloist.engine.questions import YES_NO, Choice, Choices, Question, decision
from soloist.engine.session import Record, Session
from soloist.engine.stand_ins import RandomStandIn
from soloist.engine.updates import cross
from soloist.games import all_games


def kept_log(session: Session) -> list[tuple[int, KeptEvent]]:
    """The log as a saved game keeps it: each event with the answers given before it."""
    marks = session.answer_marks
    return [(sum(1 for mark in marks if mark <= number), keep(event))
            for number, event in enumerate(session.log)]


def played(answers: list[str], rounds: int = 3, seed: int = 4) -> Session:
    session = Session.start(GUESS, {"rounds": rounds}, seed)
    for text in answers:
        session.answer(text)
    return session


# -- the kept log ------------------------------------------------------------------------------

def test_a_kept_event_keeps_the_values_its_template_reads_by_their_names() -> None:
    dice = Chance(1).stream("dice")  # any object with attributes: a named value
    event = Event("machine", "The Machine rolls {roll.description}: {points:+d} points.",
                  (("roll", type("Roll", (), {"description": "green 3"})()),
                   ("points", 4), ("unused", dice)))
    kept = keep(event)
    assert kept.fields == {"roll.description": "green 3", "points": 4}  # a number stays one
    assert kept.text == event.text == "The Machine rolls green 3: +4 points."


def test_the_wording_of_an_event_is_not_what_it_says() -> None:
    then = KeptEvent("dealer", "die {die}, guess {guess}: {verdict}",
                     {"die": 3, "guess": 3, "verdict": "hit"})
    reworded = KeptEvent("dealer", "The die shows {die}; you guessed {guess} ({verdict}).",
                         {"die": 3, "guess": 3, "verdict": "hit"})
    other = KeptEvent("dealer", "die {die}, guess {guess}: {verdict}",
                      {"die": 4, "guess": 3, "verdict": "miss"})
    assert then.said == reworded.said and then.said != other.said


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 2**20))
def test_every_game_s_log_is_kept_as_it_reads_and_agrees_with_itself(seed: int) -> None:
    # For each game: a companion game of up to 40 random answers. Its kept log reads exactly
    # as it was shown, and today's rules agree with all of it (8 seeds × 4 games).
    for definition in all_games():
        session = random_session(definition, seed, answers=40)
        kept = kept_log(session)
        assert [event.text for _, event in kept] == session.log.texts()
        crossing = cross(definition, session.record, kept,
                         labels=session.answer_labels)
        assert crossing.replays and crossing.compared
        assert crossing.agreed == len(session.answers)


def random_session(definition: GameDefinition, seed: int, *, answers: int) -> Session:
    session = Session.start(definition, {}, seed)
    stand_in = RandomStandIn(Chance(seed))
    while session.question is not None and len(session.answers) < answers:
        question = session.question
        for _ in range(20):
            try:
                session.answer(stand_in.answer(question, session.play))
                break
            except InvalidAnswer:
                continue  # a choice that the table refuses now: another one
        else:
            break
    return session


# -- today's rules ------------------------------------------------------------------------------

class ExtraDie(GuessPlay):
    """Today's rule: from round 2 on, the dealer rolls the die again before you guess."""

    def run(self) -> Generator[Question, object, GuessResult]:
        for number in range(1, self.rounds + 1):
            die = roll(self.dice)
            if number >= 2:
                die = roll(self.dice)
            self.rolled.append(die)
            guess = yield decision("guess", f"Round {number}: guess the die", between=(1, 6))
            hit = guess == die
            self.hits += hit
            self.log.say("dealer", "die {die}, guess {guess}: {verdict}", die=die, guess=guess,
                         verdict="hit" if hit else "miss")
        again = yield decision("again", "Count hits?", choices=YES_NO)
        return GuessResult(self.hits if again else 0, self.rounds)


class Asked(GuessPlay):
    """Today's rule: before round 2, you say which hand holds the die."""

    def run(self) -> Generator[Question, object, GuessResult]:
        for number in range(1, self.rounds + 1):
            if number == 2:
                yield decision("hand", "Which hand holds the die?",
                               choices=Choices([Choice("left", "Left", "left"),
                                                Choice("right", "Right", "right")]))
            die = roll(self.dice)
            self.rolled.append(die)
            guess = yield decision("guess", f"Round {number}: guess the die", between=(1, 6))
            self.hits += guess == die
            self.log.say("dealer", "die {die}, guess {guess}: {verdict}", die=die, guess=guess,
                         verdict="hit" if guess == die else "miss")
        again = yield decision("again", "Count hits?", choices=YES_NO)
        return GuessResult(self.hits if again else 0, self.rounds)


def today(play: type[GuessPlay], version: int = 2) -> GameDefinition:
    class Today(Guess):
        rules_version: ClassVar[int] = version

        def new_play(self, options: Options, chance: Chance, log: Log) -> GuessPlay:
            return play(int(str(options["rounds"])), chance, log)

    return Today()


def test_a_game_whose_answers_and_log_agree_plays_on_under_today_s_rules() -> None:
    saved = played(["2", "5", "1"])
    crossing = cross(today(GuessPlay), saved.record, kept_log(saved))
    assert crossing.replays and crossing.agreed == 3
    assert crossing.session is not None and crossing.session.question is not None
    assert crossing.session.question.prompt == "Count hits?"


def test_a_die_rolled_differently_stops_the_game_after_the_answer_before_it() -> None:
    saved = played(["2", "5", "1"])
    crossing = cross(today(ExtraDie), saved.record, kept_log(saved),
                     labels=saved.answer_labels)
    # Answer 1 still agrees; after answer 2 the dealer now rolls another die.
    divergence = crossing.divergence
    assert divergence is not None and crossing.agreed == 1
    assert divergence.number == 2 and divergence.answer == "5"
    then = saved.log.events[1].text
    assert f"where it said “{then}”" in divergence.reason
    assert divergence.sentence().startswith("The rules now differ at answer 2 (“5”): after "
                                            "it, the log now says “die ")
    assert crossing.session is not None and len(crossing.session.answers) == 1
    assert crossing.agreed_record(2) == Record("guess", 2, {"rounds": 3}, 4, ("2",))


def test_a_new_question_stops_the_game_at_the_answer_it_refuses() -> None:
    saved = played(["2", "5", "1"])
    crossing = cross(today(Asked), saved.record, kept_log(saved), labels=saved.answer_labels)
    divergence = crossing.divergence
    assert divergence is not None and crossing.agreed == 1
    assert divergence.number == 2 and divergence.answer == "5"
    assert divergence.question == "Which hand holds the die?"
    assert divergence.reason == "today's question does not offer it"
    session = crossing.session
    assert session is not None and session.question is not None
    assert session.question.prompt == "Which hand holds the die?"  # where a new game goes on


def test_without_a_kept_log_only_the_answers_are_compared() -> None:
    saved = played(["2", "5", "1"])
    crossing = cross(today(ExtraDie), saved.record, None)
    assert crossing.replays and not crossing.compared and crossing.agreed == 3


def test_a_game_today_s_rules_end_sooner_stops_where_they_end() -> None:
    saved = played(["2", "5", "1", "yes"], rounds=3)
    shorter = Record("guess", 1, {"rounds": 3}, 4, (*saved.record.answers, "4"))
    crossing = cross(today(GuessPlay), shorter)
    assert crossing.agreed == 4 and crossing.divergence is not None
    assert crossing.divergence.number == 5
    assert crossing.divergence.reason == "today's rules end the game before it"


def test_options_today_s_rules_no_longer_read_agree_on_nothing() -> None:
    saved = Record("guess", 1, {"rounds": 3, "colour": "red"}, 4, ("2",))
    crossing = cross(today(GuessPlay), saved)
    assert crossing.session is None and crossing.agreed == 0
    assert crossing.divergence is not None and crossing.divergence.number == 0
    assert "no longer apply" in crossing.divergence.sentence()


def test_the_setup_said_differently_agrees_on_no_answer() -> None:
    class Dealt(GuessPlay):
        def run(self) -> Generator[Question, object, GuessResult]:
            self.log.say("setup", "The dealer shuffles {count} dice.", count=2)
            return (yield from super().run())

    saved = played(["2"])
    crossing = cross(today(Dealt), saved.record, kept_log(saved))
    assert crossing.agreed == 0 and crossing.divergence is not None
    assert crossing.divergence.sentence() == (
        "Today's rules set this game up differently: the log now also says “The dealer "
        "shuffles 2 dice.”.")


def test_every_answer_is_replayed_under_today_s_rules_even_a_rules_error() -> None:
    class Broken(GuessPlay):
        def run(self) -> Generator[Question, object, GuessResult]:
            yield decision("guess", "Round 1: guess the die", between=(1, 6))
            raise ValueError("a rule that fails")

    saved = played(["2", "5"])
    crossing = cross(today(Broken), saved.record, kept_log(saved))
    assert crossing.agreed == 0 and crossing.divergence is not None
    assert "a rule that fails" in crossing.divergence.reason
    assert crossing.session is not None and crossing.session.answers == []


@pytest.mark.parametrize("answers", [[], ["2"], ["2", "5", "1", "no"]])
def test_an_unchanged_game_always_agrees(answers: list[str]) -> None:
    saved = played(answers)
    crossing = cross(GUESS, saved.record, kept_log(saved))
    assert crossing.replays and crossing.agreed == len(answers)
