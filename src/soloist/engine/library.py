"""The person's component library: the permanent facts of their own copy of a game.

What is not public is never invented, but the person has it all on the table. So Soloist
asks for a fact of their copy (the steps between two cities, what a tile shows, how many
copies of an Automa card the deck holds) the first time a play needs it, and keeps it:

- A rules text marks such a question with a `fact` key (`table_fact(..., fact="route
  beijing kashgar")`). A session with a library answers it from there when the fact is
  known, without asking (`Session.supplied` notes each such answer); the person's own
  answer to a fact question is learned.
- A play may also establish facts that no single question asked (a tile described space by
  space, lower bounds on an Automa deck proven by the cards drawn between two shuffles):
  it keeps them in a mapping attribute `learned` (fact key → text), which a driver reads
  after each answer (`learned_facts`). The game's definition merges a newly learned value
  with a known one (`GameDefinition.merge_fact`), or refuses it as a contradiction.
- A fact of *this* play (a contract dealt, a card drawn this turn) is an ordinary question.

A fact enters the library by one gate, whatever its source (an answer, a play's own
deduction, an imported file, a correction by hand): `fact_problem` checks it exactly as an
import does (`GameDefinition.check_fact`), so whatever an import would refuse cannot enter
through an answer either (`FactRefused`, an invalid answer: nothing is stored).

Every answer a play received, supplied or given, is in its record, so a saved game replays
identically whatever the library has learned or forgotten since. A driver that keeps the
library (`soloist.store`) stores what an answer taught in the same transaction as the
answer, and never overwrites a known fact silently: a contradiction is a `FactConflict`,
which asks the person which is right.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import lru_cache
from typing import NamedTuple, Protocol, cast

from soloist.engine.errors import InvalidAnswer, SoloistError, message_of
from soloist.engine.phrase import phrase
from soloist.engine.questions import Choice, Choices, Question
from soloist.engine.text import LONGEST_ANSWER, control_characters
from soloist.engine.words import term_of, word_problem

#: The topic of the question a `FactConflict` asks.
CONFLICT_TOPIC = "library.conflict"
#: Its answers: the fact as the library knows it, or as the person gave it now.
KEEP_KNOWN = "known"
TAKE_GIVEN = "given"
#: The longest name of a fact, and the longest value, the library keeps.
LONGEST_FACT_NAME = 200
LONGEST_FACT_VALUE = LONGEST_ANSWER


class FactSource(Protocol):
    """Where a session looks up the permanent facts of the person's copy."""

    def known(self, key: str) -> str | None:
        """The fact's answer text, or None when the library does not know it."""
        ...


class FactRules(Protocol):
    """What a game says of its facts (`GameDefinition` has these methods): whether one may
    be kept, how two values of it merge, and what "your new answer is right" makes of it."""

    def check_fact(self, key: str, value: str) -> None:
        """`ValueError` (`FactNameError` for a name no fact has) saying why the fact cannot
        be kept; exactly what an import checks."""
        ...

    def merge_fact(self, key: str, known: str, learned: str) -> str | None:
        """The merged value, or None when the two contradict."""
        ...

    def correct_fact(self, key: str, known: str, given: str) -> str:
        """The library's value once the person says `given` is right where it contradicts
        `known`: only the contradicted part replaced."""
        ...


class FactWords(Protocol):
    """How a game words its facts for a person (`GameDefinition` has these methods)."""

    def fact_name(self, key: str) -> str:
        ...

    def describe_fact(self, key: str, value: str) -> str:
        ...


class MemoryLibrary:
    """A library held in memory (a simulation's snapshot of the person's library, tests)."""

    __slots__ = ("facts",)

    def __init__(self, facts: Mapping[str, str] | None = None) -> None:
        self.facts: dict[str, str] = dict(facts or {})

    def known(self, key: str) -> str | None:
        return self.facts.get(key)


class FactNameError(ValueError):
    """A fact whose *name* cannot be kept (no fact of the game is called so, or the name
    holds what no name may): whatever its value, the library does not keep it."""


class Problem(NamedTuple):
    """Why a fact cannot be kept: `reason` in a person's words; `in_name` when the fact's
    name is at fault, not its value."""

    reason: str
    in_name: bool


def fact_problem(rules: FactRules, key: str, value: str) -> Problem | None:
    """Why fact `key` with `value` cannot enter the library (None: it can). The one gate
    every fact passes, whatever its source: a name that is not blank, not too long, without
    control characters; a value likewise; then what the game checks (`check_fact`), or, for
    a renaming of a term, `engine.words.word_problem`. (The
    checks are pure: the last few hundred are remembered, since a companion answer checks
    the same list or deck several times.)"""
    try:
        return _remembered(rules, key, value)
    except TypeError:  # rules that cannot be remembered by (an unhashable object)
        return _problem(rules, key, value)


def _problem(rules: FactRules, key: str, value: str) -> Problem | None:
    if not key.strip():
        return Problem(phrase("a fact has a name"), True)
    if len(key) > LONGEST_FACT_NAME:
        return Problem(phrase("a fact's name has at most {count} characters",
                              count=LONGEST_FACT_NAME), True)
    sign = control_characters(key)
    if sign is not None:
        return Problem(phrase("a name holds no control character (here: {sign})", sign=sign),
                       True)
    if len(value) > LONGEST_FACT_VALUE:
        return Problem(phrase("a fact holds at most {count} characters",
                              count=LONGEST_FACT_VALUE), False)
    sign = control_characters(value)
    if sign is not None:
        return Problem(phrase("a fact holds no control character (here: {sign})", sign=sign),
                       False)
    term = term_of(key)
    if term is not None:  # a renaming: "your copy calls it …" (engine.words)
        found = word_problem(rules, term, value)
        return Problem(*found) if found is not None else None
    try:
        rules.check_fact(key, value)
    except FactNameError as error:
        return Problem(message_of(error), True)
    except ValueError as error:
        return Problem(message_of(error) or phrase("it does not read"), False)
    return None


_remembered = cast(Callable[[FactRules, str, str], "Problem | None"],
                   lru_cache(maxsize=512)(_problem))


class FactRefused(InvalidAnswer):
    """An answer that would teach the library a fact its import refuses (a trip slide with
    two identical red letters, a name holding a control character). Nothing was stored."""

    def __init__(self, key: str, reason: str, *, name: str | None = None) -> None:
        self.key = key
        self.reason = reason
        super().__init__(f"{name or key}: {reason}")


class FactConflict(SoloistError):
    """An answer that contradicts a fact the library already holds. Nothing was stored.

    `direct` is true when the person's answer was itself the fact (a question with that
    fact key, which another game has meanwhile answered otherwise); false when the play
    derived the fact from answers (a deck's lower bounds, say). `learned_from` says where
    the known value came from, in a person's words ("your answer in another game on 3 May
    2025"). `question()` asks the person which is right: the known fact, or what they gave
    now.
    """

    def __init__(self, game: str, key: str, known: str, given: str, *, direct: bool,
                 learned_from: str = "") -> None:
        self.game = game
        self.key = key
        self.known = known
        self.given = given
        self.direct = direct
        self.learned_from = learned_from
        super().__init__(
            phrase("your components say {fact}: {known} ({source}); this answer says "
                   "{given}", fact=key, known=known, source=learned_from, given=given)
            if learned_from else
            phrase("your components say {fact}: {known}; this answer says {given}", fact=key,
                   known=known, given=given))

    def question(self, words: FactWords | None = None) -> Question:
        """The question that settles it: keep the known fact, or take the one given now.
        `words` (the game's definition) names the fact and shows its values as a person
        reads them. (Taking the answer back is the driver's undo, offered beside it.)"""
        known, given, name = self.known, self.given, self.key
        if words is not None:
            name = words.fact_name(self.key)
            known, given = (words.describe_fact(self.key, known),
                            words.describe_fact(self.key, given))
        said = phrase("{known} ({source})", known=known, source=self.learned_from) \
            if self.learned_from else known  # the known value, and where it came from
        if self.direct:
            prompt = phrase("Which is right about {fact}? Your components say {known}. Your "
                            "answer now says {given}.", fact=name, known=said, given=given)
            keep = phrase("{known}: what my components say (my answer now was wrong)",
                          known=known)
            take = phrase("{given}: what I answered now (correct my components)",
                          given=given)
        else:  # a fact the play derived from its answers (a deck's cards drawn)
            prompt = phrase("Which is right about {fact}? Your components say {known}. With "
                            "your answer now, this game's answers say {given}.", fact=name,
                            known=said, given=given)
            keep = phrase("My components are right: keep them (this game goes on without "
                          "changing them)")
            take = phrase("This game's answers are right: correct my components where they "
                          "differ")
        return Question(
            "person", CONFLICT_TOPIC, prompt,
            Choices([Choice(KEEP_KNOWN, keep), Choice(TAKE_GIVEN, take)]),
            help=phrase("Soloist never changes a fact of your copy without asking: look at "
                        "the component on the table and choose. If your answer was a slip, "
                        "undo it instead: nothing has been stored."),
        )


def learned_facts(play: object) -> Mapping[str, str]:
    """The facts a play has established by itself so far (its `learned` mapping, if any)."""
    learned = getattr(play, "learned", None)
    return learned if isinstance(learned, Mapping) else {}
