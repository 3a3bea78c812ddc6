"""A session: one play, its record, and replay.

A game is fully described by its record: the game's name and rules version, the options,
the seed, and the answers given so far. Replaying the record gives the identical state
and log on any machine. Undo drops the last answer and replays; the chance streams
(see `soloist.engine.chance`) make sure that no die is re-rolled and no card re-drawn.

Some answers are Soloist's own: a question about a permanent fact of the person's copy
that the person's component library already knows (`soloist.engine.library`), or that this
play was already told, is answered without asking. Such an answer is in the record like any
other (so a saved game replays whatever the library learns later), and `Record.supplied`
says which answers they are and which fact each one gave. Undo takes back the person's last
answer, with the answers Soloist supplied after it.
"""

from __future__ import annotations

import json
from collections.abc import Generator, Mapping, Sequence
from dataclasses import dataclass, field

from soloist.engine.chance import SEED_LIMIT, Chance
from soloist.engine.errors import GameOver, InvalidAnswer, SaveError, message_of
from soloist.engine.game import GameDefinition, OptionValue, Play, Result
from soloist.engine.library import FactSource
from soloist.engine.log import Log
from soloist.engine.phrase import Phrase, phrase
from soloist.engine.questions import Question

#: The version of the record format. A record from a newer Soloist is refused.
FORMAT_VERSION = 1
#: The log's actor for the answers Soloist gives itself from the person's components.
SUPPLIED_ACTOR = "library"


@dataclass(frozen=True)
class Record:
    """Everything needed to replay a game: game, rules version, options, seed, answers.

    `supplied` maps the number of each answer Soloist gave itself (1 for the first answer)
    to the fact of the person's copy it gave: the facts of their component library this
    game used. Replay reads only `answers`; `supplied` tells undo and a person which
    answers were not theirs.
    """

    game: str
    rules_version: int
    options: Mapping[str, OptionValue]
    seed: int
    answers: tuple[str, ...] = ()
    format_version: int = FORMAT_VERSION
    supplied: Mapping[int, str] = field(default_factory=dict)

    def to_json(self) -> dict[str, object]:
        data: dict[str, object] = {
            "format_version": self.format_version,
            "game": self.game,
            "rules_version": self.rules_version,
            "options": dict(self.options),
            "seed": self.seed,
            "answers": list(self.answers),
        }
        if self.supplied:
            data["supplied"] = {str(number): fact for number, fact in
                                sorted(self.supplied.items())}
        return data

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=2)

    @classmethod
    def from_json(cls, data: object, *, source: str = "record") -> Record:
        """A record from its JSON form; `SaveError` saying exactly what is wrong."""
        if not isinstance(data, dict):
            raise SaveError(phrase("{source}: not a game record (expected a JSON object)",
                                   source=source))
        version = data.get("format_version")
        if not isinstance(version, int):
            raise SaveError(phrase("{source}: no format_version; this is not a Soloist record",
                                   source=source))
        check_format_version(version, source)
        game = data.get("game")
        rules_version = data.get("rules_version")
        options = data.get("options")
        seed = data.get("seed")
        answers = data.get("answers")
        if not isinstance(game, str):
            raise SaveError(phrase("{source}: 'game' must be a game name", source=source))
        if not isinstance(rules_version, int):
            raise SaveError(phrase("{source}: 'rules_version' must be a whole number",
                                   source=source))
        if not isinstance(options, dict):
            raise SaveError(phrase("{source}: 'options' must be an object", source=source))
        if not isinstance(seed, int) or not 0 <= seed < SEED_LIMIT:
            raise SaveError(phrase("{source}: 'seed' must be a whole number from 0 to 2**53-1",
                                   source=source))
        if not isinstance(answers, list) or not all(isinstance(a, str) for a in answers):
            raise SaveError(phrase("{source}: 'answers' must be a list of texts",
                                   source=source))
        for name, value in options.items():
            if not isinstance(value, str | int | bool) and value is not None:
                raise SaveError(phrase("{source}: option {name} has a value of the wrong kind",
                                       source=source, name=repr(name)))
        supplied = _supplied(data.get("supplied", {}), len(answers), source)
        return cls(game, rules_version, options, seed, tuple(answers), version, supplied)


def _supplied(raw: object, answer_count: int, source: str) -> dict[int, str]:
    """The `supplied` part of a record's JSON form: answer numbers (as texts) → fact keys."""
    if not isinstance(raw, dict):
        raise SaveError(phrase("{source}: 'supplied' must be an object", source=source))
    supplied = {}
    for number, fact in raw.items():
        if not (isinstance(number, str) and number.isdigit() and isinstance(fact, str)
                and 1 <= int(number) <= answer_count):
            raise SaveError(phrase("{source}: 'supplied' must map answer numbers from 1 to "
                                   "{count} to fact names", source=source, count=answer_count))
        supplied[int(number)] = fact
    return supplied


def label_of(question: Question, key: str) -> str:
    """An answer's words as the question offered it: its choice's label, or the number or
    text typed."""
    choice = question.choices.by_key.get(key) if question.choices is not None else None
    if choice is not None:
        return choice.label
    # A typed answer whose rule says its words in the reader's language (soloist.i18n.typed)
    # is that phrase, the same English; an answer built by taps reads back in the person's
    # words where its taps say so.
    said = getattr(question.text, "said", None)
    echoed = said(key) if callable(said) else key
    if isinstance(echoed, Phrase):
        return echoed
    taps = question.taps
    return key if taps is None else taps.answer_words(key)


def check_format_version(version: int, source: str) -> None:
    if version > FORMAT_VERSION:
        raise SaveError(phrase(
            "{source} was written by a newer Soloist (save format {version}); this Soloist "
            "reads save format {newest} and older. Upgrade Soloist to open it.",
            source=source, version=version, newest=FORMAT_VERSION))
    if version < 1:
        raise SaveError(phrase("{source}: save format {version} does not exist",
                               source=source, version=version))


@dataclass
class Session:
    """One play in progress, driven by answers.

    `question` is what the game waits for (None once it has ended, when `result` is set).
    `answer()` validates before the game sees anything, so a rejected answer changes
    nothing.
    """

    definition: GameDefinition
    options: Mapping[str, OptionValue]
    seed: int
    log: Log
    chance: Chance
    play: Play
    answers: list[str] = field(default_factory=list)
    #: The log's length when each answer was given: ``log.since(answer_marks[-1])`` is what
    #: followed the last answer (the automa's turn it set off), for a driver to show.
    answer_marks: list[int] = field(default_factory=list)
    #: Each answer as the person read it when they gave it: the choice's label ("Production
    #: (blue)", not the key "production"), or the number. For a driver to repeat it.
    answer_labels: list[str] = field(default_factory=list)
    question: Question | None = None
    result: Result | None = None
    #: The answers Soloist gave itself (answer number, 1 for the first → the fact given).
    supplied: dict[int, str] = field(default_factory=dict)
    #: The facts of the person's copy this play has been told or given (fact → answer).
    facts: dict[str, str] = field(default_factory=dict)
    #: Where facts this play has not been told yet are looked up (None: nowhere).
    library: FactSource | None = None
    _run: Generator[Question, object, Result] | None = None

    @classmethod
    def start(
        cls,
        definition: GameDefinition,
        options: Mapping[str, object],
        seed: int,
        *,
        log: bool = True,
        library: FactSource | None = None,
        supply: bool = True,
    ) -> Session:
        """A new play; `options` are parsed (an `OptionError` names a bad one). Questions
        about facts `library` knows are answered from it (`supply=False`: none are, as a
        replay's first step)."""
        parsed = definition.parse_options(options)
        chance = Chance(seed)
        game_log = Log(enabled=log)
        play = definition.new_play(parsed, chance, game_log)
        session = cls(definition, parsed, seed, game_log, chance, play, library=library)
        session._run = play.run()
        session._advance(None)
        if supply:
            session.supply()
        return session

    @classmethod
    def replay(
        cls, definition: GameDefinition, record: Record, *, log: bool = True,
        library: FactSource | None = None, supply: bool = True,
    ) -> Session:
        """The session a record describes; `SaveError` if it does not replay. The recorded
        answers are replayed as they are (the library is not read for them); then a fact
        the play now waits for is supplied, from this play's own answers or `library`
        (`supply=False`: not yet; the caller calls `supply()`)."""
        if record.game != definition.name:
            raise SaveError(phrase("the record is a {kind} game, not {game}",
                                   kind=repr(record.game), game=repr(definition.name)))
        if record.rules_version != definition.rules_version:
            raise SaveError(phrase(
                "this {title} game was saved with rules version {saved}; this Soloist plays "
                "rules version {today}, which could replay it differently",
                title=definition.title, saved=record.rules_version,
                today=definition.rules_version))
        try:
            session = cls.start(definition, record.options, record.seed, log=log,
                                library=library, supply=False)
        except Exception as error:  # an option this version no longer accepts
            raise SaveError(phrase("the saved options cannot be used: {error}",
                                   error=message_of(error))) from error
        session.supplied.update(record.supplied)
        session.extend(record.answers)
        if supply:
            session.supply()
        return session

    def extend(self, answers: Sequence[str]) -> None:
        """Give several answers in order, exactly as recorded (none is supplied in between);
        `SaveError` naming the first that fails."""
        for number, text in enumerate(answers, start=len(self.answers) + 1):
            question = self.question
            if question is None:
                raise SaveError(phrase("answer {number} ({text}) comes after the end of the "
                                       "game", number=number, text=repr(text)))
            try:
                self._give(question, *question.parse(text))
            except InvalidAnswer as error:
                raise SaveError(phrase(
                    "answer {number} ({text}) to {question}: {error}", number=number,
                    text=repr(text), question=repr(question.prompt), error=message_of(error))
                ) from error

    @property
    def record(self) -> Record:
        return Record(
            self.definition.name,
            self.definition.rules_version,
            dict(self.options),
            self.seed,
            tuple(self.answers),
            supplied=dict(self.supplied),
        )

    @property
    def person_answer_count(self) -> int:
        """How many answers the person gave (those Soloist supplied left out)."""
        return len(self.answers) - len(self.supplied)

    @property
    def is_over(self) -> bool:
        return self.question is None

    def answer(self, text: str) -> str:
        """Give the answer `text` to the current question; returns its stable text form.
        Then the facts the play asks next that are already known are supplied."""
        question = self.question
        if question is None:
            raise GameOver(phrase("the game is over; there is nothing left to answer"))
        key, value = question.parse(text)
        before = len(self.answers)
        try:
            self._give(question, key, value)
            self.supply()
        except Exception:
            # A rules error must not leave a half-played session behind: rebuild the one
            # before this answer, then let the error through.
            self.rewind(before)
            raise
        return key

    def supply(self) -> None:
        """Answer, without asking, each question the play now waits for about a fact of the
        person's copy that is known: told earlier in this play, in the library, or (for a
        silent fact) its answer when unknown. A known answer that no longer fits the
        question (a choice not offered now) is left for the person; a silent fact's is
        replaced by its answer for when it is unknown."""
        question = self.question
        while question is not None and question.fact is not None:
            fact = question.fact
            text = self.facts.get(fact)
            if text is None and self.library is not None:
                text = self.library.known(fact)
            if text is None:
                text = question.if_unknown
                if text is None:
                    return
            try:
                key, value = question.parse(text)
            except InvalidAnswer:
                if text == question.if_unknown:
                    raise
                if question.if_unknown is None:
                    return  # the person says
                # A silent fact is never put to the person: a value the library holds that no
                # longer reads (corrected by hand into something else) counts as unknown.
                key, value = question.parse(question.if_unknown)
            self.supplied[len(self.answers) + 1] = fact
            self._give(question, key, value)
            question = self.question

    def undo(self, *, supply: bool = True) -> Session:
        """The session as it was before the person's last answer (same dice, same cards):
        that answer and the answers Soloist supplied after it are taken back (then the facts
        it waits for that are known are supplied again; `supply=False`: not yet)."""
        keep = self.last_person_answer() - 1
        fresh = Session.start(self.definition, self.options, self.seed, log=self.log.enabled,
                              library=self.library, supply=False)
        fresh.supplied.update({n: f for n, f in self.supplied.items() if n <= keep})
        fresh.extend(self.answers[:keep])
        if supply:
            fresh.supply()
        return fresh

    def last_person_answer(self) -> int:
        """The number of the person's last answer (1 for the first answer of the game);
        `InvalidAnswer` when the person has not answered anything yet."""
        number = len(self.answers)
        while number in self.supplied:
            number -= 1
        if number == 0:
            raise InvalidAnswer(phrase("there is nothing to undo yet"))
        return number

    def _give(self, question: Question, key: str, value: object) -> None:
        fact = question.fact
        if fact is not None:
            self.facts[fact] = key
            if len(self.answers) + 1 in self.supplied and self.log.enabled:
                self._say_supplied(question, key, value)
        self.answers.append(key)
        self.answer_marks.append(len(self.log))
        self.answer_labels.append(label_of(question, key))
        self._advance(value)

    def _say_supplied(self, question: Question, key: str, value: object) -> None:
        """Tell the person the answer Soloist gave itself, and where it came from."""
        choices = question.choices
        # A text answer's value may say how it reads (a whole tile or map is long text).
        summary = getattr(value, "summary", key)
        shown = choices.by_key[key].label if choices is not None else \
            summary if isinstance(summary, str) else str(summary)
        if key == question.if_unknown:  # its placeholder ("(unknown)") is no answer to show
            prompt = question.prompt  # (a phrase, said in the reader's language)
            if prompt != prompt.rstrip():
                prompt = prompt.rstrip()
            not_yet = phrase("Not") if prompt.endswith("?") else phrase("not")
            self.log.say(SUPPLIED_ACTOR, "{prompt} {not_yet} in your components yet.",
                         prompt=prompt, not_yet=not_yet)
        else:
            self.log.say(SUPPLIED_ACTOR, "{prompt} {shown}, as your components say.",
                         prompt=question.prompt, shown=shown)

    def rewind(self, count: int) -> None:
        """Make this session again what it was after its first `count` answers, waiting
        for answer `count + 1` (nothing supplied after them)."""
        fresh = Session.start(self.definition, self.options, self.seed, log=self.log.enabled,
                              library=self.library, supply=False)
        fresh.supplied.update({n: f for n, f in self.supplied.items() if n <= count})
        fresh.extend(self.answers[:count])
        self.__dict__.update(fresh.__dict__)

    def _advance(self, value: object) -> None:
        assert self._run is not None
        try:
            self.question = self._run.send(value)
        except StopIteration as stop:
            self.question = None
            self.result = stop.value
