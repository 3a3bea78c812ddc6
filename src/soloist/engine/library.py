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

Every answer a play received, supplied or given, is in its record, so a saved game replays
identically whatever the library has learned or forgotten since. A driver that keeps the
library (`soloist.store`) stores what an answer taught in the same transaction as the
answer, and never overwrites a known fact silently: a contradiction is a `FactConflict`,
which asks the person which is right.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Protocol

from soloist.engine.errors import SoloistError
from soloist.engine.questions import Choice, Choices, Question

#: The topic of the question a `FactConflict` asks.
CONFLICT_TOPIC = "library.conflict"
#: Its answers: the fact as the library knows it, or as the person gave it now.
KEEP_KNOWN = "known"
TAKE_GIVEN = "given"


class FactSource(Protocol):
    """Where a session looks up the permanent facts of the person's copy."""

    def known(self, key: str) -> str | None:
        """The fact's answer text, or None when the library does not know it."""
        ...


class MemoryLibrary:
    """A library held in memory (a simulation's snapshot of the person's library, tests)."""

    __slots__ = ("facts",)

    def __init__(self, facts: Mapping[str, str] | None = None) -> None:
        self.facts: dict[str, str] = dict(facts or {})

    def known(self, key: str) -> str | None:
        return self.facts.get(key)


class FactConflict(SoloistError):
    """An answer that contradicts a fact the library already holds. Nothing was stored.

    `direct` is true when the person's answer was itself the fact (a question with that
    fact key, which another game has meanwhile answered otherwise); false when the play
    derived the fact from answers (a deck's lower bounds, say). `question()` asks the
    person which is right: the known fact, or what they gave now.
    """

    def __init__(self, game: str, key: str, known: str, given: str, *, direct: bool,
                 learned_from: str = "") -> None:
        self.game = game
        self.key = key
        self.known = known
        self.given = given
        self.direct = direct
        self.learned_from = learned_from
        source = f" ({learned_from})" if learned_from else ""
        super().__init__(f"your components say {key}: {known}{source}; this answer says "
                         f"{given}")

    def question(self, describe: Callable[[str, str], str] | None = None) -> Question:
        """The question that settles it: keep the known fact, or take the one given now.
        `describe` (`GameDefinition.describe_fact`) shows a fact's values as a person reads
        them."""
        known, given = self.known, self.given
        if describe is not None:
            known, given = describe(self.key, known), describe(self.key, given)
        if self.direct:
            prompt = (f"Which is right about {self.key}? Your components say {known}; your "
                      f"answer now says {given}.")
            keep = f"{known}: what my components say (my answer now was wrong)"
            take = f"{given}: what I answered now (correct my components)"
        else:  # a fact the play derived from its answers (a deck's cards drawn)
            prompt = (f"Which is right about {self.key}? Your components say {known}; with "
                      f"your answer now, this game's answers say {given}.")
            keep = "My components are right: my last answer was wrong (I will answer it again)"
            take = "My answer is right: correct my components"
        return Question(
            "person", CONFLICT_TOPIC, prompt,
            Choices([Choice(KEEP_KNOWN, keep), Choice(TAKE_GIVEN, take)]),
            help="Soloist never changes a fact of your copy without asking: look at the "
                 "component on the table and choose.",
        )


def learned_facts(play: object) -> Mapping[str, str]:
    """The facts a play has established by itself so far (its `learned` mapping, if any)."""
    learned = getattr(play, "learned", None)
    return learned if isinstance(learned, Mapping) else {}
