"""Helpers for Fantastic Factories' digital play: prepared positions and driving a phase."""

from __future__ import annotations

from collections.abc import Generator, Iterable, Sequence
from typing import TypeVar

from soloist.engine.chance import Chance
from soloist.engine.deck import Deck
from soloist.engine.log import Log
from soloist.engine.questions import Question
from soloist.engine.session import Session
from soloist.games import find_game
from soloist.games.fantastic_factories.cards import Blueprint, Contractor, load_cards
from soloist.games.fantastic_factories.digital import DigitalPlay
from soloist.games.fantastic_factories.market import DigitalTable
from soloist.games.fantastic_factories.market_phase import market_phase
from soloist.games.fantastic_factories.person import Die, Person
from soloist.games.fantastic_factories.work_phase import legal_actions, perform
from soloist.games.fantastic_factories.workshop import Workshop

FF = find_game("fantastic-factories")
T = TypeVar("T")


def blueprint(name: str, copy: int = 1) -> Blueprint:
    return next(card for card in load_cards().blueprints
                if card.name == name and card.copy == copy)


def contractor(name: str, copy: int = 1) -> Contractor:
    return next(card for card in load_cards().contractors
                if card.name == name and card.copy == copy)


class StackedDeck(Deck[T]):
    """A deck whose next cards are known, in order (a prepared position)."""

    def __init__(self, cards: Iterable[T]) -> None:
        super().__init__(cards, Chance(0).stream("unused"))

    def draw(self) -> T:
        return self.cards.pop(0)


def workshop(*, hand: Sequence[str] = (), compound: Sequence[str] = (), metal: int = 0,
             energy: int = 0, dice: Sequence[int] = (), deck: Sequence[str] | None = None,
             market: Sequence[str] | None = None, investor_keeps: bool = True,
             seed: int = 1) -> Workshop:
    """Your workshop in a prepared position, in round 1's work phase: `dice` unplaced."""
    chance = Chance(seed)
    log = Log()
    table = DigitalTable(load_cards(), chance.stream("blueprint deck"),
                         chance.stream("contractor deck"), log)
    if deck is not None:
        table.blueprints = StackedDeck(_copies(deck))
    if market is not None:
        table.market = [blueprint(name, 2) for name in market]
    person = Person(hand=_copies(hand), compound=_copies(compound), metal=metal,
                    energy=energy)
    person.dice = [Die(f"white {n}", value) for n, value in enumerate(dice, start=1)]
    work = Workshop(person, table, chance, log, investor_keeps=investor_keeps)
    work.round = 1
    log.events.clear()
    return work


def _copies(names: Sequence[str]) -> list[Blueprint]:
    """The cards named, each name's copies in turn (two Obelisks are copies 1 and 2)."""
    seen: dict[str, int] = {}
    cards = []
    for name in names:
        seen[name] = seen.get(name, 0) + 1
        cards.append(blueprint(name, seen[name]))
    return cards


def drive(run: Generator[Question, object, None], answers: Sequence[str]) -> list[Question]:
    """Run a phase to its end, giving `answers` in order; returns the questions asked."""
    asked: list[Question] = []
    value: object = None
    try:
        while True:
            question = run.send(value)
            asked.append(question)
            assert len(asked) <= len(answers), f"unexpected question: {question.prompt}"
            value = question.parse(answers[len(asked) - 1])[1]
    except StopIteration:
        pass
    assert len(asked) == len(answers), "an answer was not asked for"
    return asked


def keys(work: Workshop) -> list[str]:
    return [action.key for action in legal_actions(work)]


def act(work: Workshop, key: str, *answers: str) -> list[Question]:
    """Take the work action `key` (which must be offered), answering what it asks."""
    action = next((a for a in legal_actions(work) if a.key == key), None)
    assert action is not None, f"{key!r} is not offered; offered: {keys(work)}"
    assert action.key != "end"
    return drive(perform(work, action), answers)  # type: ignore[arg-type]


def market_turn(work: Workshop, *answers: str) -> list[Question]:
    return drive(market_phase(work), answers)


def said(work: Workshop) -> list[str]:
    return work.log.texts()


def digital_session(seed: int = 1, **options: object) -> Session:
    return Session.start(FF, {"digital": True, **options}, seed)


def digital_play(session: Session) -> DigitalPlay:
    play = session.play
    assert isinstance(play, DigitalPlay)
    return play


def blueprints_everywhere(play: DigitalPlay) -> int:
    """Deck + discard pile + market + your hand and compound + the Machine's compound."""
    table, person = play.digital, play.person
    return (len(table.blueprints) + len(table.blueprints.discards)
            + sum(card is not None for card in table.market)
            + len(person.hand) + len(person.compound) + play.machine.cards)


def contractors_everywhere(play: DigitalPlay) -> int:
    table = play.digital
    return (len(table.contractors) + len(table.contractors.discards)
            + sum(card is not None for card in table.hire))


def first_answers(question: Question) -> str:
    """The first offered answer: a game that always takes it still ends."""
    assert question.choices is not None
    return question.choices[0].key

