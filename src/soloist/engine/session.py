"""A session: one play, its record, and replay.

A game is fully described by its record: the game's name and rules version, the options,
the seed, and the answers given so far. Replaying the record gives the identical state
and log on any machine. Undo drops the last answer and replays; the chance streams
(see `soloist.engine.chance`) make sure that no die is re-rolled and no card re-drawn.
"""

from __future__ import annotations

import json
from collections.abc import Generator, Mapping, Sequence
from dataclasses import dataclass, field

from soloist.engine.chance import SEED_LIMIT, Chance
from soloist.engine.errors import GameOver, InvalidAnswer, SaveError
from soloist.engine.game import GameDefinition, OptionValue, Play, Result
from soloist.engine.log import Log
from soloist.engine.questions import Question

#: The version of the record format. A record from a newer Soloist is refused.
FORMAT_VERSION = 1


@dataclass(frozen=True)
class Record:
    """Everything needed to replay a game: game, rules version, options, seed, answers."""

    game: str
    rules_version: int
    options: Mapping[str, OptionValue]
    seed: int
    answers: tuple[str, ...] = ()
    format_version: int = FORMAT_VERSION

    def to_json(self) -> dict[str, object]:
        return {
            "format_version": self.format_version,
            "game": self.game,
            "rules_version": self.rules_version,
            "options": dict(self.options),
            "seed": self.seed,
            "answers": list(self.answers),
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=2)

    @classmethod
    def from_json(cls, data: object, *, source: str = "record") -> Record:
        """A record from its JSON form; `SaveError` saying exactly what is wrong."""
        if not isinstance(data, dict):
            raise SaveError(f"{source}: not a game record (expected a JSON object)")
        version = data.get("format_version")
        if not isinstance(version, int):
            raise SaveError(f"{source}: no format_version; this is not a Soloist record")
        check_format_version(version, source)
        game = data.get("game")
        rules_version = data.get("rules_version")
        options = data.get("options")
        seed = data.get("seed")
        answers = data.get("answers")
        if not isinstance(game, str):
            raise SaveError(f"{source}: 'game' must be a game name")
        if not isinstance(rules_version, int):
            raise SaveError(f"{source}: 'rules_version' must be a whole number")
        if not isinstance(options, dict):
            raise SaveError(f"{source}: 'options' must be an object")
        if not isinstance(seed, int) or not 0 <= seed < SEED_LIMIT:
            raise SaveError(f"{source}: 'seed' must be a whole number from 0 to 2**53-1")
        if not isinstance(answers, list) or not all(isinstance(a, str) for a in answers):
            raise SaveError(f"{source}: 'answers' must be a list of texts")
        for name, value in options.items():
            if not isinstance(value, str | int | bool) and value is not None:
                raise SaveError(f"{source}: option {name!r} has a value of the wrong kind")
        return cls(game, rules_version, options, seed, tuple(answers), version)


def label_of(question: Question, key: str) -> str:
    """An answer's words as the question offered it: its choice's label, or the number."""
    choice = question.choices.by_key.get(key) if question.choices is not None else None
    return choice.label if choice is not None else key


def check_format_version(version: int, source: str) -> None:
    if version > FORMAT_VERSION:
        raise SaveError(
            f"{source} was written by a newer Soloist (save format {version}); this Soloist "
            f"reads save format {FORMAT_VERSION} and older. Upgrade Soloist to open it."
        )
    if version < 1:
        raise SaveError(f"{source}: save format {version} does not exist")


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
    _run: Generator[Question, object, Result] | None = None

    @classmethod
    def start(
        cls,
        definition: GameDefinition,
        options: Mapping[str, object],
        seed: int,
        *,
        log: bool = True,
    ) -> Session:
        """A new play; `options` are parsed (an `OptionError` names a bad one)."""
        parsed = definition.parse_options(options)
        chance = Chance(seed)
        game_log = Log(enabled=log)
        play = definition.new_play(parsed, chance, game_log)
        session = cls(definition, parsed, seed, game_log, chance, play)
        session._run = play.run()
        session._advance(None)
        return session

    @classmethod
    def replay(
        cls, definition: GameDefinition, record: Record, *, log: bool = True
    ) -> Session:
        """The session a record describes; `SaveError` if it does not replay."""
        if record.game != definition.name:
            raise SaveError(f"the record is a {record.game!r} game, not {definition.name!r}")
        if record.rules_version != definition.rules_version:
            raise SaveError(
                f"this {definition.title} game was saved with rules version "
                f"{record.rules_version}; this Soloist plays rules version "
                f"{definition.rules_version}, which could replay it differently"
            )
        try:
            session = cls.start(definition, record.options, record.seed, log=log)
        except Exception as error:  # an option this version no longer accepts
            raise SaveError(f"the saved options cannot be used: {error}") from error
        session.extend(record.answers)
        return session

    def extend(self, answers: Sequence[str]) -> None:
        """Give several answers in order; `SaveError` naming the first that fails."""
        for number, text in enumerate(answers, start=len(self.answers) + 1):
            if self.question is None:
                raise SaveError(f"answer {number} ({text!r}) comes after the end of the game")
            prompt = self.question.prompt
            try:
                self.answer(text)
            except InvalidAnswer as error:
                raise SaveError(f"answer {number} ({text!r}) to {prompt!r}: {error}") from error

    @property
    def record(self) -> Record:
        return Record(
            self.definition.name,
            self.definition.rules_version,
            dict(self.options),
            self.seed,
            tuple(self.answers),
        )

    @property
    def is_over(self) -> bool:
        return self.question is None

    def answer(self, text: str) -> str:
        """Give the answer `text` to the current question; returns its stable text form."""
        question = self.question
        if question is None:
            raise GameOver("the game is over; there is nothing left to answer")
        key, value = question.parse(text)
        self.answers.append(key)
        self.answer_marks.append(len(self.log))
        self.answer_labels.append(label_of(question, key))
        try:
            self._advance(value)
        except Exception:
            # A rules error must not leave a half-played session behind: rebuild the one
            # before this answer, then let the error through.
            self._restore(self.answers[:-1])
            raise
        return key

    def undo(self) -> Session:
        """The session as it was before the last answer (same dice, same cards)."""
        if not self.answers:
            raise InvalidAnswer("there is nothing to undo yet")
        fresh = Session.start(self.definition, self.options, self.seed, log=self.log.enabled)
        fresh.extend(self.answers[:-1])
        return fresh

    def _restore(self, answers: list[str]) -> None:
        fresh = Session.start(self.definition, self.options, self.seed, log=self.log.enabled)
        fresh.extend(answers)
        self.__dict__.update(fresh.__dict__)

    def _advance(self, value: object) -> None:
        assert self._run is not None
        try:
            self.question = self._run.send(value)
        except StopIteration as stop:
            self.question = None
            self.result = stop.value
