"""Does a stand-in read only what a person at the table sees? (issue 35 item 5)

A simulated game is played with the stand-in; at some of its decisions the stand-in, as it
stands there, is asked the same question again on copies of the play whose *hidden part* is
drawn afresh, consistently with what the person has seen. A stand-in that reads only what a
person sees gives the same answer on every copy.

The copies are made here, not by the search's own machinery (`play.copy`, a game's
`forget_hidden` or `prepare`): a plain deep copy of the play, then each game's hidden part
redrawn by the test's own code (`tests/sim/test_no_peeking.py`). So a stand-in that peeks
through a hole of that machinery (a part its copies keep as it is) is caught too.

What every game's redraw shares (`redrawn`): the chance to come. The copy gets a `Chance`
of another seed, and every stream the play holds is replaced by the new chance's stream of
the same name, started afresh: every die still to be rolled, every card a deck still draws
at random, is another. The stand-in's own streams (their names begin with "stand-in") are
its randomness, not the table's: they go on as they are.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator, Mapping
from copy import deepcopy
from dataclasses import dataclass, field
from typing import Any

from soloist.engine.autoplay import known_answer, play_out
from soloist.engine.chance import Chance
from soloist.engine.game import GameDefinition, OptionValue, Play, StandIn, StandInFactory
from soloist.engine.log import Log
from soloist.engine.questions import Question
from soloist.engine.tableview import table_of

#: A game's redraw of the hidden part of a deep copy of its play, with `rng`, in place.
Hide = Callable[[Play, random.Random], None]
#: A stream that is the stand-in's own (not the table's) begins with this.
OWN_STREAM = "stand-in"


def streams_of(chance: Chance) -> Mapping[str, random.Random]:
    """The streams `chance` has made so far, by name."""
    return chance._streams


def fresh_chance(chance: Chance, seed: int) -> Chance:
    """A chance of another seed: the table's streams start afresh from it; the stand-in's
    own streams go on from where they are."""
    made = Chance(seed)
    for name, stream in streams_of(chance).items():
        if name.startswith(OWN_STREAM):
            made.stream(name).setstate(stream.getstate())
    return made


def redrawn(play: Play, chance: Chance, hide: Hide, rng: random.Random,
            shared: Iterable[object] = ()) -> tuple[Play, Chance]:
    """A deep copy of `play` (whose chance is `chance`) with its chance to come and its hidden
    part (`hide`) drawn afresh from `rng`; `shared` objects (data that never changes in a
    play) are kept, not copied. Returns the copy and its chance."""
    other = fresh_chance(chance, rng.getrandbits(62))
    memo: dict[int, object] = {id(chance): other}
    for name, stream in streams_of(chance).items():
        memo[id(stream)] = other.stream(name)
    for data in shared:
        memo[id(data)] = data
    copy = deepcopy(play, memo)
    hide(copy, rng)
    return copy, other


@dataclass
class OwnStreams:
    """The stand-in's own streams of a game's chance, as they stand: a stand-in may hold
    one by a bound method (``stream.random``), which a deep copy shares, so every copy of
    the stand-in draws from the game's own; `restore` sets them back after each."""

    streams: list[tuple[random.Random, Any]]

    def restore(self) -> None:
        for stream, state in self.streams:
            stream.setstate(state)


def own_streams(chance: Chance) -> OwnStreams:
    return OwnStreams([(stream, stream.getstate()) for name, stream in
                       streams_of(chance).items() if name.startswith(OWN_STREAM)])


@dataclass
class Tally:
    """Decisions compared, and how many changed on a redrawn copy."""

    compared: int = 0
    changed: int = 0
    #: Copies whose table, as the person sees it (`table_view`), differs from the play's:
    #: a redraw that is not consistent with what the person has seen (or a table view that
    #: shows what is hidden).
    seen_otherwise: int = 0
    #: Copies whose rules were started again at the decision, to ask its question anew.
    asked_again: int = 0
    #: The first few changes: (topic, the answer on the real play, on the copy).
    examples: list[tuple[str, str, str]] = field(default_factory=list)
    #: The results of the games played (to the end: no `most`).
    results: list[object] = field(default_factory=list)

    def __str__(self) -> str:
        return (f"{self.changed} of {self.compared} decisions changed ({self.asked_again} "
                "questions asked again)"
                + (f"; {self.seen_otherwise} copies seen otherwise" if self.seen_otherwise
                   else ""))


def answered_by_stand_in(definition: GameDefinition, options: Mapping[str, OptionValue],
                         seed: int, factory: StandInFactory, results: list[object] | None = None
                         ) -> Iterator[tuple[Question, Play, Chance, StandIn]]:
    """Each question a simulated game asks its stand-in (as `autoplay.play_out` plays it),
    with the play waiting at it, its chance and the stand-in; the game goes on with the
    stand-in's answer once the caller is done. The game's result is added to `results`."""
    chance = Chance(seed)
    play = definition.new_play(definition.parse_options(options), chance, Log(enabled=False))
    person = factory(chance)
    run = play.run()
    told: dict[str, str] = {}
    try:
        question = next(run)
        while True:
            text = known_answer(question, told) if question.fact is not None else None
            if text is None:
                yield question, play, chance, person
                text = person.answer(question, play)
                if question.fact is not None:
                    told[str(question.fact)] = text
            choices = question.choices
            exact = choices.by_key.get(text) if choices is not None else None
            question = run.send(exact.value if exact is not None else question.parse(text)[1])
    except StopIteration as end:
        if results is not None:
            results.append(end.value)


def compare_decisions(definition: GameDefinition, options: Mapping[str, OptionValue],
                      seeds: Iterable[int], factory: StandInFactory, hide: Hide, *,
                      shared: Callable[[Play], Iterable[object]] = lambda play: (),
                      every: int = 1, first: int = 0, most: int | None = None,
                      redraws: int = 2, picked: Callable[[Question], bool] = lambda q: True,
                      seen: Callable[[Play, Question], object] = table_of,
                      asked_again: Callable[[Play, Question], Question | None] =
                      lambda play, question: None) -> Tally:
    """At every `every`-th decision of the stand-in (from the `first`, at most `most` a game,
    those `picked`) of a game of each seed, the stand-in as it stands there answers the same
    question on `redraws` copies of the play with their hidden part redrawn (`redrawn`):
    how many answers differ from its answer on the play itself; and how many copies the
    person would see otherwise (`seen`: the table view by default), or would be asked
    otherwise (`asked_again`: the question the copy's rules ask, where they can start again
    at it)."""
    tally = Tally()
    for seed in seeds:
        rng = random.Random(seed * 7919 + 1)
        checked = 0
        for number, (question, play, chance, person) in enumerate(
                answered_by_stand_in(definition, options, seed, factory, tally.results)):
            if most is not None and checked >= most:
                break
            if number < first or (number - first) % every or not picked(question):
                continue
            checked += 1
            data = list(shared(play))
            # The stand-in as it stands before it answers; its copies read the play, its
            # chance and its data where it does.
            keep = {id(play): play, id(chance): chance, **{id(d): d for d in data}}
            before = deepcopy(person, dict(keep))
            own = own_streams(chance)
            mine = deepcopy(before, dict(keep)).answer(question, play)
            own.restore()
            shown = seen(play, question)
            for _ in range(redraws):
                other, other_chance = redrawn(play, chance, hide, rng, data)
                if seen(other, question) != shown:
                    tally.seen_otherwise += 1
                twin = deepcopy(before, {id(play): other, id(chance): other_chance,
                                         **{id(d): d for d in data}})
                theirs = twin.answer(question, other)
                own.restore()
                again = asked_again(other, question)
                if again is not None:
                    tally.asked_again += 1
                    tally.seen_otherwise += as_seen(again) != as_seen(question)
                tally.compared += 1
                if theirs != mine:
                    tally.changed += 1
                    if len(tally.examples) < 3:
                        tally.examples.append((question.topic, mine, theirs))
    return tally


def as_seen(question: Question) -> tuple[object, ...]:
    """A question as the person reads it: its prompt, choices, range and context."""
    choices = question.choices
    return (question.topic, question.prompt, question.help, question.between,
            None if choices is None else tuple((choice.key, choice.label) for choice in choices),
            dict(question.context))


def results_agree(definition: GameDefinition, options: Mapping[str, OptionValue], seed: int,
                  factory: StandInFactory, hide: Hide,
                  shared: Callable[[Play], Iterable[object]]) -> bool:
    """Whether a game checked at every decision ends as the same game played out: the
    check reads the game and its stand-in, never changes them."""
    tally = compare_decisions(definition, options, (seed,), factory, hide, shared=shared,
                              redraws=1)
    (result,) = tally.results
    whole = play_out(definition, definition.parse_options(options), seed, factory)
    return tally.compared > 0 and result.summary() == whole.summary()  # type: ignore[attr-defined]
