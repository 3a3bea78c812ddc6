"""Scripted tables that know one complete copy of Tokaido or Fantastic Factories, for the
tests and benches that play whole games at the table (bench/bench_questions.py,
bench/bench_taps.py, tests/web/test_browser_first_games.py): a fixed Automa deck, Difficulty
Level cards and Preparations offsets for Tokaido, the retail blueprint deck for Fantastic
Factories. What is not a fact of the copy is answered at random among the valid answers.

`give` gives an answer on a game's page the way a finger would (`answer_kinds.Hands`): a
choice's button, the number field, or the taps that build it; typed only where nothing else
says it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from random import Random
from typing import Protocol

from answer_kinds import Hands, actions_for, chosen_or_counted

from soloist.engine.questions import Question
from soloist.engine.session import Session


class SavedPlay(Protocol):
    """What a scripted table reads of a game: its session and its id (a saved play)."""

    @property
    def session(self) -> Session: ...
    @property
    def game_id(self) -> str: ...


#: Tokaido: the copy's Automa deck, Difficulty Level cards and Preparations offsets.
MY_AUTOMA_DECK = ["1", "1", "1", "1t", "1i", "2", "2", "2", "2", "2", "2t", "2i",
                  "3", "3", "3", "3t"]
MY_DIFFICULTY_CARDS = ["village", "farm", "temple", "hot_spring", "encounter", "mountain", "sea"]
MY_PREPARATIONS = {"preparations: leaving first": "-1", "preparations: leaving second": "0",
                   "preparations: leaving third": "1"}


@dataclass
class Table:
    """A table that knows one complete copy: `facts` answer the fact questions, `answer`
    game-specific questions (the card drawn from its own deck); the rest at random."""

    facts: Mapping[str, str]
    random: Random
    special: Callable[[Table, SavedPlay, Question], str | None] = lambda *_: None
    order: dict[str, list[str]] = field(default_factory=dict)

    def answer(self, saved: SavedPlay) -> str:
        question = saved.session.question
        assert question is not None
        if question.fact is not None and question.fact in self.facts:
            return self.facts[question.fact]
        given = self.special(self, saved, question)
        if given is not None:
            return given
        if question.text is not None:
            return question.examples[0]
        answers = question.valid_answers()
        return answers[self.random.randrange(len(answers))]


# -- Tokaido: its own deck, shuffled when Soloist says so ------------------------------------

def tokaido_table(table: Table, saved: SavedPlay, question: Question) -> str | None:
    from soloist.games.tokaido.your_cards import AUTOMA_DECK, DIFFICULTY_DECK

    play = saved.session.play
    topic = question.topic
    if topic in ("automa.card", "difficulty.card"):
        deck = getattr(play, "automa_deck" if topic == "automa.card" else "difficulty_deck")
        cards = MY_AUTOMA_DECK if topic == "automa.card" else MY_DIFFICULTY_CARDS
        if deck.seen.drawn == 0:  # shuffled since the last draw
            table.order[topic] = table.random.sample(cards, len(cards))
        return table.order[topic][deck.seen.drawn]
    if topic == "components.count-offer":
        return "count"
    if topic == "components.count":
        deck = AUTOMA_DECK if question.context["deck"] == AUTOMA_DECK.fact else DIFFICULTY_DECK
        cards = MY_AUTOMA_DECK if deck is AUTOMA_DECK else MY_DIFFICULTY_CARDS
        return str(cards.count(str(question.context["face"])))
    if topic == "components.count-missing":
        return next(face for face in DIFFICULTY_DECK.faces if face not in MY_DIFFICULTY_CARDS)
    return None


# -- Fantastic Factories: the person names the cards the Machine takes -----------------------

#: The round from which the scripted person of Fantastic Factories says they triggered the end.
FACTORIES_LAST_ROUND = 9


def factories_table(table: Table, saved: SavedPlay, question: Question) -> str | None:
    if question.topic == "person.triggered-end":
        round_number = int(str(question.context.get("round", 0)))
        return "yes" if round_number >= FACTORIES_LAST_ROUND else "no"
    if question.topic.endswith("-name") and question.text is not None:
        # The cards come off the table's own shuffled deck (the retail deck), one by one.
        from soloist.games.fantastic_factories.cards import load_cards

        game = saved.game_id
        if game not in table.order:
            table.order[game] = table.random.sample(
                [card.name for card in load_cards().blueprints], len(load_cards().blueprints))
        return table.order[game].pop()
    return None


def give(player: Hands, question: Question, text: str) -> int:
    """The answer `text` given on the page: a choice's button where one says it, the number
    field for a number, the taps of an answer built by taps, else typed."""
    status = chosen_or_counted(player, question, text)
    if status is not None:
        return status
    if question.taps is not None:
        status = 0
        for action, word in actions_for(question.taps, text.split()):
            status = (player.tap(word) if action == "tap" else player.name(word)
                      if action == "name" else player.done())
        return status
    return player.type(text)
