"""What Revive and Marco Polo II ask, as phrases (issue 32): seeded games of each, played by
stand-ins (companion play at a scripted table, and simulation), and every question's
prompt, help, typing and choice labels checked: each a `Phrase` whose en-XA rendering has
no English word outside a bracket but the values of its fields.

Two kinds of text are not a game's phrase and are counted apart: a choice labelled by the
name of one of the game's things (a space, a tile, a city: the game's terms, another step
of issue 32), and the engine's shared choices (yes / no). Run as a script, it prints the
figures: `.venv/bin/python tests/i18n/test_questions_phrases.py`.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from random import Random

import pytest

from soloist.engine.autoplay import play_out
from soloist.engine.chance import Chance
from soloist.engine.errors import InvalidAnswer
from soloist.engine.game import Play
from soloist.engine.library import MemoryLibrary
from soloist.engine.log import Log
from soloist.engine.phrase import Phrase
from soloist.engine.questions import YES_NO, Question
from soloist.engine.session import Session
from soloist.games import find_game
from soloist.i18n import PSEUDO, in_language

#: A word: two letters or more of the English alphabet, unaccented.
ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")
BRACKETED = re.compile(r"\[[^\]]*\]")
#: What stands for a field's value: no letter.
MASK = "\u00a7"

#: Questions whose choices are the names of the game's things (their labels are names).
NAMED_CHOICES = {
    "revive": {"person.build", "person.populate", "person.explore", "person.token"},
    "marco-polo-2": {"person.contracts-from", "person.second-trading-post",
                     "person.trading-post-city", "person.travel-end", "trip.next-city",
                     "person.travel-end-elsewhere", "person.city-space", "setup.smart-mat"},
}


@dataclass
class Seen:
    """The texts of the questions a game asked."""

    questions: int = 0
    phrases: int = 0
    names: int = 0
    engine: int = 0
    english: list[tuple[str, str, str]] = field(default_factory=list)  # topic, part, text
    topics: Counter[str] = field(default_factory=Counter)

    @property
    def texts(self) -> int:
        return self.phrases + len(self.english)

    def look(self, game: str, question: Question) -> None:
        self.questions += 1
        self.topics[question.topic] += 1
        parts = [("prompt", question.prompt)]
        parts += [(part, text) for part, text in (("help", question.help),
                                                 ("typing", question.typing)) if text]
        if question.choices is not None:
            labels = [("label", choice.label) for choice in question.choices]
            if question.choices is YES_NO and not isinstance(YES_NO[0].label, Phrase):
                self.engine += len(labels)
            else:
                for label in labels:
                    if question.topic in NAMED_CHOICES[game] and not isinstance(label[1],
                                                                                Phrase):
                        self.names += 1
                    else:
                        parts.append(label)
        for part, text in parts:
            if isinstance(text, Phrase) and not english_words(text):
                self.phrases += 1
            else:
                self.english.append((question.topic, part, text))


def masked(said: Phrase) -> Phrase:
    """The phrase with each field that is no phrase shown as a mark (its value is a name or
    a number, not the catalog's words)."""
    return Phrase(said.template, {
        name: masked(value) if isinstance(value, Phrase) else
        MASK if isinstance(value, str) else value
        for name, value in said.fields.items()})


def english_words(said: Phrase) -> list[str]:
    """The English words of `said` in en-XA outside its brackets (none: all from a
    catalog)."""
    return ENGLISH_WORD.findall(BRACKETED.sub("", in_language(PSEUDO, masked(said))))


# -- playing the games ----------------------------------------------------------------------

Answer = Callable[[Question, Play], str]


def recording(factory: Callable[[Chance], object], seen: Seen, game: str
              ) -> Callable[[Chance], object]:
    """A stand-in's factory whose stand-in shows each question to `seen` first."""
    def make(chance: Chance) -> object:
        stand_in = factory(chance)

        class Recording:
            def answer(self, question: Question, play: Play) -> str:
                seen.look(game, question)
                return stand_in.answer(question, play)  # type: ignore[attr-defined,no-any-return]

        return Recording()
    return make


def simulated(game: str, seen: Seen, stand_ins: tuple[str, ...], seeds: tuple[int, ...]) -> None:
    definition = find_game(game)
    for name in stand_ins:
        options = definition.parse_options(definition.simulation_options(name))
        for seed in seeds:
            play_out(definition, options, seed,
                     recording(definition.stand_in(name), seen, game),  # type: ignore[arg-type]
                     log=Log(enabled=False))


def revive_games(seen: Seen) -> None:
    """Simulated games, then three companion games at a scripted table with the FICTIONAL
    sample's board and map, on one component library: the first describes the energy
    track, the "S" cards, the board's layout line by line and each tile; the second follows
    the map it learned; the third declines to follow it (Soloist asks what each placement
    needs)."""
    from revive_copy_table import Person, first_arrangement, shuffled, table_answer

    from soloist.games.revive.hexmap import SAMPLE_MAP, load_map
    from soloist.games.revive.rules import RevivePlay
    from soloist.games.revive.stand_ins import SteadySettler

    simulated("revive", seen, ("random", "greedy"), (1, 2))
    sample = load_map(SAMPLE_MAP)
    library = MemoryLibrary()
    arrangement = first_arrangement(sample)
    for seed, follow in enumerate((True, True, False), start=1):
        person = Person(sample, arrangement, seed)
        stand_in = SteadySettler(Chance(seed))
        session = Session.start(find_game("revive"), {}, seed, library=library)
        play = session.play
        assert isinstance(play, RevivePlay)
        while (question := session.question) is not None:
            seen.look("revive", question)
            mark = len(session.log)
            session.answer(table_answer(person, question, play, stand_in, follow))
            if play.table.kind == "physical":
                for event in session.log.since(mark):
                    fields = dict(event.fields)
                    if event.actor == "mautoma" and "action" in fields:
                        person.mautoma_placed(play, fields)
        library.facts.update(play.learned)
        arrangement = shuffled(sample, arrangement, Random(seed))


def marco_polo_games(seen: Seen) -> None:
    """Simulated games, then companion games at a scripted table that owns the FICTIONAL
    sample copy, from an empty component library (every fact of the copy asked), one with
    a person who travels."""
    from mp2_copy_table import CopyTable, TravellingTable

    simulated("marco-polo-2", seen, ("random", "greedy"), (1, 2))
    for seed, table_class in ((1, CopyTable), (2, TravellingTable)):
        table = table_class(seed)
        session = Session.start(find_game("marco-polo-2"),
                                {"character": "Navigator", "draw": "soloist"}, seed,
                                library=MemoryLibrary())
        while (question := session.question) is not None:
            seen.look("marco-polo-2", question)
            session.answer(table.answer(session, question))


@cache
def seen_in(game: str) -> Seen:
    seen = Seen()
    if game == "revive":
        revive_games(seen)
    else:
        marco_polo_games(seen)
    return seen


GAMES = ("revive", "marco-polo-2")


@pytest.mark.parametrize("game", GAMES)
def test_every_question_of_a_played_game_is_said_in_phrases(game: str) -> None:
    seen = seen_in(game)
    assert seen.questions > 100 and seen.phrases > 0
    assert seen.english == [], seen.english[:5]


def revive_refusals() -> Iterator[tuple[Callable[..., object], tuple[object, ...]]]:
    from soloist.games.revive.facts import read_arrow_list, read_colours
    from soloist.games.revive.layout import read_cell, read_line
    from soloist.games.revive.tiles import read_kind, read_kinds, read_name

    yield read_colours, ("purple",)
    yield read_colours, ("purple b1ue",)
    yield read_arrow_list, ("zz",)
    yield read_arrow_list, ("tl", 3)
    yield read_kind, ("zz",)
    yield read_kind, ("large",)
    yield read_kind, ("f",)
    yield read_kinds, ("sand", [(0, 0), (0, 1)])
    yield read_cell, ("?",)
    yield read_cell, ("1+++",)
    yield read_cell, ("0",)
    yield read_cell, ("1**",)
    yield read_cell, ("c*",)
    yield read_cell, ("L9",)
    yield read_cell, (".+",)
    yield read_line, ("1 1 1", 2)
    yield read_name, ("",)
    yield read_name, ("x" * 40,)
    yield read_name, ("(a",)


def marco_polo_refusals() -> Iterator[tuple[Callable[..., object], tuple[object, ...]]]:
    from soloist.games.marco_polo_2.arrival_at_hand import read_any_contracts
    from soloist.games.marco_polo_2.cards_at_hand import read_grid, read_numbers, read_shields
    from soloist.games.marco_polo_2.compound import (
        read_card,
        read_contracts,
        read_gain,
        read_power,
    )
    from soloist.games.marco_polo_2.effects import GainKind
    from soloist.games.marco_polo_2.learning import read_card_counts
    from soloist.games.marco_polo_2.route_map import parse_ways

    yield read_gain, ("zz", False)
    yield read_gain, ("99 VP", False)
    yield read_card, ("zz | travel, books",)
    yield read_card, ("none | zz, books",)
    yield read_card, ("none | books, books",)
    yield read_card, ("none | travel",)
    yield read_power, ("round start 1 VP", (GainKind.VP,), (GainKind.VP,))
    yield read_power, ("zz: 1 VP", (GainKind.VP,), (GainKind.VP,))
    yield read_contracts, ("4 black die", 2, "Kabul")
    yield read_contracts, ("99 black die", 1, "Kabul")
    yield read_any_contracts, ("4 black die; 4 black die; 4 black die", "Kabul")
    yield read_shields, ("sun", 2, [])
    yield read_numbers, ("1", 2)
    yield read_numbers, ("99 1", 2)
    yield read_grid, ("zz",)
    yield read_grid, ("99: 1 VP",)
    yield read_card_counts, ("1", 2)
    yield read_card_counts, ("9 9", 2)
    yield parse_ways, ("zz",)
    yield parse_ways, ("9 oases",)


REFUSALS = {"revive": revive_refusals, "marco-polo-2": marco_polo_refusals}


@pytest.mark.parametrize("game", GAMES)
def test_what_a_rule_refuses_is_said_in_a_phrase(game: str) -> None:
    refused = 0
    for rule, arguments in REFUSALS[game]():
        with pytest.raises(InvalidAnswer) as error:
            rule(*arguments)
        message = error.value.args[0]
        assert isinstance(message, Phrase), (rule.__name__, arguments, message)
        assert english_words(message) == [], (rule.__name__, message)
        refused += 1
    assert refused >= 10


def figures() -> Iterator[str]:
    for game in GAMES:
        seen = seen_in(game)
        share = seen.phrases / seen.texts if seen.texts else 1.0
        yield (f"{game}: {seen.questions} questions ({len(seen.topics)} kinds); "
               f"{seen.texts} texts (prompts, help, typing, labels), {seen.phrases} phrases "
               f"({share:.1%}); apart: {seen.names} labels that name the game's things, "
               f"{seen.engine} of the engine's yes/no")
        kinds = Counter((topic, part) for topic, part, _ in seen.english)
        for (topic, part), count in sorted(kinds.items()):
            text = next(text for t, p, text in seen.english if (t, p) == (topic, part))
            yield f"  still English: {topic} {part} ({count}): {text[:80]!r}"


if __name__ == "__main__":
    import sys

    sys.path.insert(0, str(Path(__file__).parents[1] / "helpers"))
    for line in figures():
        print(line)
