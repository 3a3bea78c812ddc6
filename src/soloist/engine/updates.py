"""A game saved under older rules, replayed under today's: how far the two versions agree.

A record replays exactly under the rules version that saved it. When Soloist's rules for a
game change (a new `rules_version`), a saved game is replayed under today's rules, answer
by answer (`cross`), to find the last answer both versions agree on:

- the question today's rules ask accepts the stored answer, and
- where the saved game kept its log (every game Soloist saves keeps it, as played), what the
  game said after each answer is the same: the same events, each by the same actor with the
  same values (a card, a die, a score), whatever the wording of its sentence.

The second condition is what makes "agree" safe at the table: the person moved their pieces
as the log told them. An answer may still be accepted after the Automa has done something
else (a colour, a yes or a number fits many questions), and a game going on from there would
go on from a table that is not the person's. A reworded explanation, on the other hand,
changes no piece and is no disagreement. A game saved before Soloist kept logs can only be
checked by its answers, and `Crossing.compared` says so.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import zip_longest

from soloist.engine.errors import InvalidAnswer
from soloist.engine.game import GameDefinition
from soloist.engine.library import FactSource
from soloist.engine.log import KeptEvent, keep
from soloist.engine.questions import Question
from soloist.engine.session import Record, Session, label_of


@dataclass(frozen=True)
class Divergence:
    """Where today's rules part from the saved game: at answer `number` (0: the setup), whose
    stored words are `answer`; `question` is what today's rules ask there (None: nothing, the
    game ends before it); `reason` says what differs, in words."""

    number: int
    answer: str | None
    question: str | None
    reason: str

    def sentence(self) -> str:
        """The divergence in one sentence, for any screen."""
        if self.number == 0:
            return f"Today's rules set this game up differently: {self.reason}."
        answer = f" (“{self.answer}”)" if self.answer else ""
        asked = f" Today's rules ask there: “{self.question.strip()}”" \
            if self.question else ""
        return f"The rules now differ at answer {self.number}{answer}: {self.reason}.{asked}"


@dataclass(frozen=True)
class Crossing:
    """A saved game replayed under today's rules: `agreed` answers agree, and `session` is
    today's play after them (None when the saved options no longer load: nothing agrees).
    `divergence` is None when every answer agrees, so the game plays on under today's rules.
    `compared`: the saved game's log was compared too (else only its answers could be)."""

    record: Record
    agreed: int
    session: Session | None
    divergence: Divergence | None
    compared: bool

    @property
    def replays(self) -> bool:
        return self.divergence is None

    def agreed_record(self, rules_version: int) -> Record:
        """The record of the agreed answers, under today's rules: where a new game goes on."""
        record = self.record
        return Record(record.game, rules_version, dict(record.options), record.seed,
                      record.answers[:self.agreed],
                      supplied={number: fact for number, fact in record.supplied.items()
                                if number <= self.agreed})


def cross(
    definition: GameDefinition,
    record: Record,
    kept: Iterable[tuple[int, KeptEvent]] | None = None,
    *,
    labels: Sequence[str | None] = (),
    library: FactSource | None = None,
) -> Crossing:
    """Replay `record` under `definition`'s rules (whatever version saved it) as far as the
    two versions agree. `kept`: the saved game's log, each event with the number of answers
    given before it (None: no log was kept, only the answers are compared); `labels`: each
    stored answer's words as the person read them (None where unknown). Nothing is asked of
    `library` while the answers replay; it is the session's, to go on with."""
    compared = kept is not None
    said = _by_answer(kept) if kept is not None else None
    try:
        session = Session.start(definition, record.options, record.seed, library=library,
                                supply=False)
    except Exception as error:  # an option today's rules no longer accept
        return Crossing(record, 0, None, Divergence(
            0, None, None, f"the options it was saved with no longer apply ({error})"),
            compared)
    session.supplied.update(record.supplied)

    def words(number: int) -> str:
        stored = labels[number - 1] if number <= len(labels) else None
        return stored or record.answers[number - 1]

    def parted(after: int, *, so_far: bool = False) -> str | None:
        """What today's log says differently from the saved one after answer `after` (0:
        the setup), up to the next answer (`so_far`: up to where today's replay stands);
        None when they say the same."""
        if said is None:
            return None
        marks = session.answer_marks
        start = marks[after - 1] if after else 0
        end = marks[after] if len(marks) > after else len(session.log)
        today = [keep(event) for event in session.log.events[start:end]]
        saved = said.get(after, [])
        return _difference(today, saved[:len(today)] if so_far else saved)

    def after(number: int, why: str) -> Crossing:
        """The logs part after answer `number`: the answers before it agree."""
        session.rewind(max(0, number - 1))
        if number == 0:
            return Crossing(record, 0, session, Divergence(0, None, None, why), compared)
        return Crossing(record, number - 1, session, Divergence(
            number, words(number), None, f"after it, {why}"), compared)

    for number, text in enumerate(record.answers, start=1):
        question = session.question
        if question is None:
            why = parted(number - 1)
            if why is not None:
                return after(number - 1, why)
            return Crossing(record, number - 1, session, Divergence(
                number, words(number), None, "today's rules end the game before it"),
                compared)
        try:
            session.extend([text])
        except Exception as error:  # refused by today's question, or its rules fail on it
            session.rewind(number - 1)
            why = parted(number - 1, so_far=True)
            if why is not None:
                return after(number - 1, why)
            stored = labels[number - 1] if number <= len(labels) else None
            return Crossing(record, number - 1, session, Divergence(
                number, stored or label_of(question, text), question.prompt,
                _refusal(question, error)), compared)
        why = parted(number - 1)  # told whole: the answer after it is given
        if why is not None:
            return after(number - 1, why)
    why = parted(len(record.answers))
    if why is not None:
        return after(len(record.answers), why)
    return Crossing(record, len(record.answers), session, None, compared)


def _refusal(question: Question, error: Exception) -> str:
    """Why today's question refuses a stored answer, in words: a question of choices names
    them itself (by their labels, when it is shown); any other says its own reason."""
    if isinstance(error.__cause__, InvalidAnswer) and question.choices is not None \
            and question.text is None:
        return "today's question does not offer it"
    return f"today's question refuses it ({error.__cause__ or error})"


def _by_answer(kept: Iterable[tuple[int, KeptEvent]]) -> Mapping[int, list[KeptEvent]]:
    found: dict[int, list[KeptEvent]] = {}
    for answer, event in kept:
        found.setdefault(answer, []).append(event)
    return found


def _difference(now: Sequence[KeptEvent], then: Sequence[KeptEvent]) -> str | None:
    """The first event today's rules log differently from the saved log, in words."""
    for today, saved in zip_longest(now, then):
        if today is None:
            return f"the log no longer says “{saved.text}”"
        if saved is None:
            return f"the log now also says “{today.text}”"
        if today.said != saved.said:
            return f"the log now says “{today.text}” where it said “{saved.text}”"
    return None
