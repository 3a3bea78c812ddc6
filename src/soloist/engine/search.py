"""Search: a stand-in that plays strongly by trying its choices out (simulation).

At a decision worth searching, the stand-in tries each promising answer on copies of the
play and keeps the one whose games end best for it, on average: *determinized rollouts*.

- **The same rules text.** A paused generator cannot be copied, so a game that can be
  searched gives two things of its own (`Searchable`): a *copy* of its play as the person
  knows it, and a way to *resume* that copy at the decision the play waits at, in its own
  rules. Nothing of the rules is written twice.
- **Only what a person knows.** The copy is made from what the person can see; what they
  cannot (the order of a face-down deck, the dice to come, the automa's next cards) is drawn
  afresh for each copy from a seed of the stand-in's own stream, never read from the play.
  Each copy is one *determinization*: one way the hidden part could be.
- **Rollouts.** From a copy, the answer being tried is given, then a quick policy (the game's
  greedy stand-in) answers every question until the game ends, or until the game's horizon,
  where the game's own estimate of the position stands in for the rest of the game.
- **Common random numbers.** Every answer is tried on the same copies (the same seeds), so
  two answers are compared on the same dice and the same draws: the comparison is paired,
  and far fewer rollouts tell answers apart.
- **Successive halving.** The budget (rollouts per decision) is spread over rounds; after
  each round the worse half of the answers still in the race is dropped, so the best ones
  get most of the rollouts.

Four optional speed-ups a game may give (each leaves every rollout's result unchanged):

- **Preparing once.** With `prepare(play)`, what every copy of one decision shares (what
  the person knows, laid out as a copy holds it) is made once per decision, and each copy
  is sampled from it.
- **Starting already answered.** With `resume_with(copy, value)` (the rest of the game
  from the copy's decision answered with `value`), a copy does not work out the decision's
  choices again: the search passes the value of the answer being tried, read from the
  question `choose` was given.
- **Picking values.** A rollout policy with `pick(question, copy)`, returning the *value* of
  its answer (one of `question.choices.values`), is sent that value at once: with choices
  made by `Choices.offering`, no `Choice` is ever made in a rollout, and no key is looked up.
- **Stopping at the horizon itself.** A copy's rules may raise `Horizon` where the rollout
  should stop (the game's `horizon` then returns None): nothing beyond it is worked out,
  not even the next question.

A search is deterministic given its stream, so a simulated game is reproduced from (game,
options, seed, stand-in) as with every stand-in, on any number of workers.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Generator, Sequence
from math import ceil, log2
from typing import ClassVar, Generic, Protocol, TypeVar

from soloist.engine.errors import OptionError
from soloist.engine.game import Play, Result, StandIn, StandInFactory
from soloist.engine.phrase import phrase
from soloist.engine.questions import Question

P = TypeVar("P", bound=Play)
P_contra = TypeVar("P_contra", bound=Play, contravariant=True)

#: The most rollouts per decision a budget may ask for (a typing slip of a few zeros would
#: otherwise take days).
MOST_ROLLOUTS = 100_000


class Searchable(Protocol[P]):
    """What a game gives the search: copies of its play as the person knows it, a way to play
    a copy on in its own rules, a quick policy for the rollouts, and values."""

    def sample(self, play: P, seed: int) -> P:
        """A copy of `play` at the decision it waits at, holding only what the person can
        know; the hidden part (face-down order, dice to come) drawn from `seed`."""
        ...

    def resume(self, copy: P) -> Generator[Question, object, Result]:
        """The rest of the game in its rules, from the decision the copy waits at (the
        first question it yields is that decision)."""
        ...

    def policy(self, copy: P) -> StandIn:
        """The quick stand-in that plays a rollout on (made for each rollout)."""
        ...

    def horizon(self, play: P) -> Callable[[P], bool] | None:
        """Where rollouts from the decision `play` waits at stop early, as a test of the copy
        played on (None: at the end of the game)."""
        ...

    def value(self, copy: P, result: Result | None) -> float:
        """What a rollout is worth to the person: its finished game's `result`, or (at the
        horizon, `result` None) the game's estimate of the position the copy is in."""
        ...


H = TypeVar("H")


class SharedByCopies(Generic[P, H]):
    """What every copy of one decision shares (its hidden part, laid out), made once per
    decision: a game's `prepare` calls `prepare(play)`, and each `sample` asks `for_copy`,
    which gives it for the play prepared and makes it from the copy for any other."""

    def __init__(self, lay_out: Callable[[P], H]) -> None:
        self.lay_out = lay_out
        self.prepared: tuple[P, H] | None = None

    def prepare(self, play: P) -> P:
        self.prepared = (play, self.lay_out(play))
        return play

    def for_copy(self, play: P, copy: P) -> H:
        prepared = self.prepared
        return prepared[1] if prepared is not None and prepared[0] is play else \
            self.lay_out(copy)


class Horizon(Exception):
    """Raised by a copy's rules where its rollout stops (the search's horizon, which the
    game's copy knows): the search then values the copy as it stands, as at a `horizon`
    test. Nothing beyond the horizon is worked out, not even the question that would come
    next."""


def parse_budget(text: str, *, what: str = "strong") -> int:
    """The rollouts per decision of a setting such as ``strong:400``; `OptionError` if not a
    whole number from 1 to `MOST_ROLLOUTS`."""
    try:
        budget = int(text.strip())
    except ValueError:
        raise OptionError(f"stand-in {what}:{text}: the setting is the number of rollouts per "
                          f"decision, a whole number (as in {what}:400)") from None
    if not 1 <= budget <= MOST_ROLLOUTS:
        raise OptionError(f"stand-in {what}:{text}: give from 1 to {MOST_ROLLOUTS:,} rollouts "
                          "per decision")
    return budget


#: No value given: the copy is resumed at the decision and answered by key.
_ASK: object = object()


class Search(Generic[P]):
    """Determinized rollouts with successive halving, on one game's `Searchable`."""

    def __init__(self, game: Searchable[P], budget: int, stream: random.Random) -> None:
        self.game = game
        self.budget = budget
        self.stream = stream
        #: Rollouts played so far (the benchmarks report rollouts per second).
        self.rollouts = 0
        self.decisions = 0
        #: The game's way to make once what every copy of a decision shares, if it has one.
        self.prepare: Callable[[P], P] | None = getattr(game, "prepare", None)
        #: The game's way to start a copy already answered, if it has one.
        self.resume_with: Callable[[P, object], Generator[Question, object, Result]] | None = \
            getattr(game, "resume_with", None)

    def choose(self, play: P, candidates: Sequence[str], question: Question | None = None
               ) -> str:
        """The answer among `candidates` (keys of the question `play` waits at) whose
        rollouts end best on average; the first of them on a tie, so list the preferred
        first. A single candidate is returned at once. With `question` (the one `play` waits
        at) and a game that can start a copy already answered (`resume_with`), each copy
        starts from the answer's value."""
        if len(candidates) <= 1:
            return candidates[0]
        self.decisions += 1
        game = self.game
        stop = game.horizon(play)
        if self.prepare is not None:
            play = self.prepare(play)
        alive = list(dict.fromkeys(candidates))
        totals = dict.fromkeys(alive, 0.0)
        answers: dict[str, object] = {}
        if question is not None and question.choices is not None and \
                self.resume_with is not None:
            by_key = question.choices.by_key
            answers = {key: by_key[key].value for key in alive}
        seeds: list[int] = []
        rounds = max(1, ceil(log2(len(alive))))
        left = self.budget
        rollout = self.rollout
        for number in range(rounds):
            # An even share of what is left per round; at least one copy per answer.
            share = left // (rounds - number)
            per_answer = max(1, share // len(alive))
            first = len(seeds)
            draw = self.stream.getrandbits
            while len(seeds) < first + per_answer:
                seeds.append(draw(62))
            fresh = seeds[first:]
            for key in alive:
                total = 0.0
                value = answers.get(key, _ASK)
                for seed in fresh:
                    total += rollout(play, seed, key, stop, value)
                totals[key] += total
            left -= per_answer * len(alive)
            if len(alive) > 1:
                # Keep the better half (stable: on a tie the earlier candidate stays ahead).
                ranked = sorted(alive, key=lambda key: -totals[key])
                alive = ranked[:ceil(len(alive) / 2)] if number < rounds - 1 else ranked
            if left <= 0:
                break
        return max(alive, key=lambda key: totals[key])

    def rollout(self, play: P, seed: int, key: str, stop: Callable[[P], bool] | None,
                value: object = _ASK) -> float:
        """One copy of `play` (hidden part drawn from `seed`), answer `key` (whose value is
        `value`, when the game can start a copy already answered), played on."""
        self.rollouts += 1
        game = self.game
        copy = game.sample(play, seed)
        try:
            if value is _ASK or self.resume_with is None:
                run = game.resume(copy)
                send = run.send
                question = next(run)
                choices = question.choices
                policy = game.policy(copy)
                question = send(choices.by_key[key].value if choices is not None
                                else question.parse(key)[1])  # a number asked `between`
            else:
                run = self.resume_with(copy, value)
                send = run.send
                policy = game.policy(copy)
                question = next(run)
            pick: Callable[[Question, P], object] | None = getattr(policy, "pick", None)
            if pick is not None:
                while True:
                    if stop is not None and stop(copy):
                        return game.value(copy, None)
                    question = send(pick(question, copy))
            answer = policy.answer
            while True:
                if stop is not None and stop(copy):
                    return game.value(copy, None)
                text = answer(question, copy)
                choices = question.choices
                exact = choices.by_key.get(text) if choices is not None else None
                question = send(exact.value if exact is not None else question.parse(text)[1])
        except StopIteration as end:
            result: Result = end.value
            return game.value(copy, result)
        except Horizon:
            return game.value(copy, None)


class SearchingStandIn:
    """The base of a stand-in that searches: its setting is its budget, in rollouts per
    decision (``strong:400``); `summary` says how it plays, and `description` adds the
    budget."""

    name: ClassVar[str] = "strong"
    summary: ClassVar[str] = phrase("searches its decisions with determinized rollouts")
    description: ClassVar[str] = ""
    #: Rollouts per searched decision.
    budget: ClassVar[int] = 100

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        cls.description = phrase("{summary} ({rollouts} rollouts per decision)",
                                 summary=cls.summary, rollouts=f"{cls.budget:,}")

    def answer(self, question: Question, play: Play) -> str:
        raise NotImplementedError

    @classmethod
    def configured(cls, setting: str) -> StandInFactory:
        """This stand-in with the budget `setting` gives (``strong:400``)."""
        budget = parse_budget(setting, what=cls.name)
        if budget == cls.budget:
            return cls
        made = _CONFIGURED.get((cls, budget))
        if made is None:  # one class per budget and process
            made = _CONFIGURED[cls, budget] = type(
                cls.__name__, (cls,), {"budget": budget, "__module__": cls.__module__,
                                       "__doc__": cls.__doc__})
        return made


_CONFIGURED: dict[tuple[type[SearchingStandIn], int], type[SearchingStandIn]] = {}
