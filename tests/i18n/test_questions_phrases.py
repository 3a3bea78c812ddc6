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


# -- Marco Polo II's answers built by taps ---------------------------------------------------

#: The names a walk meets (cities, typed or offered): a name's label is no phrase.
TAP_NAMES = ("Kabul", "Xian", "Venice", "Samarkand")


def marco_polo_taps() -> Iterator[object]:
    from soloist.engine.phrase import phrase
    from soloist.games.marco_polo_2.card_taps import CardTaps
    from soloist.games.marco_polo_2.contract_taps import ArrivalTaps, ContractsTaps
    from soloist.games.marco_polo_2.effects import CARD_KINDS, TILE_KINDS
    from soloist.games.marco_polo_2.gain_taps import GainsTaps, GridTaps, PowerTaps
    from soloist.games.marco_polo_2.map_taps import ListTaps, PairTaps
    from soloist.games.marco_polo_2.name_taps import NamesTaps, NumbersTaps

    yield CardTaps()
    yield PairTaps("Kabul", "Xian")
    yield ListTaps("Kabul", ("Xian", "Venice"), new_names=True)
    yield GainsTaps("the outpost bonus tile", CARD_KINDS, die=True)
    yield GridTaps(CARD_KINDS)
    yield PowerTaps(CARD_KINDS, TILE_KINDS)
    yield ContractsTaps("Kabul", None)
    yield ContractsTaps("the contract drawn", 1, empty=False)
    yield ArrivalTaps("Kabul", tile_space_known=False, spaces=None)
    yield NamesTaps([phrase("City cards beside {city}?", city="Kabul")], ("Kabul",),
                    phrase("A city not met before: its name as printed on your board"))
    yield NumbersTaps([phrase("City cards beside {city}?", city="Kabul")], 0, 3)


def picture_words(picture: object, empty: bool) -> Iterator[str]:
    """The words a tapping picture shows: a card's title and kind, a track's label, its
    places' labels and its note; and, before the first tap, what it says in place of the
    component (once tapped, its lines are the component told: its gains, its routes, the
    game's descriptions of them, not the taps' words)."""
    from soloist.engine import tableview as tv

    if isinstance(picture, tv.Card):
        yield from (picture.title, picture.kind, *(picture.lines if empty else ()))
    elif isinstance(picture, tv.Track):
        yield from (picture.label, picture.note)
        for place in picture.places:
            yield from (place.label, *(place.holds if empty else ()))


def tap_walk_words(taps: object, seed: int) -> Iterator[str]:
    """Every word a person reads while building an answer by taps, tapping at random
    (seeded) among the taps offered until the answer is whole or done is offered thrice."""
    from soloist.engine.taps import Step, Taps
    from soloist.games.marco_polo_2.pieces import BonusAction, MainAction, Seal

    assert isinstance(taps, Taps)
    titles = {*TAP_NAMES, *(piece.title for piece in (*MainAction, *BonusAction, *Seal)),
              *(seal.value.capitalize() for seal in Seal)}
    chance = Random(seed)
    draft = taps.start()
    dones = 0
    for _ in range(30):
        step = taps.step(draft)
        yield step.prompt
        if step.done and step.done_label != Step._field_defaults["done_label"]:
            yield step.done_label  # the engine's "Done" is counted apart, as its yes / no
            dones += 1
        if step.new_name:
            yield step.new_name
        yield from (tap.label for tap in step.taps if tap.label not in titles)
        yield from step.spots
        yield from (word for word in picture_words(taps.picture(draft), not draft)
                    if word not in titles)
        if not step.taps or taps.whole(draft) or dones >= 3:
            return
        draft = taps.add(draft, chance.choice(step.taps).key)


def test_marco_polo_tap_steps_are_said_in_phrases() -> None:
    """Each tapping picture's words (prompt, taps, done, a new name's field, the drawing) of
    Marco Polo II's answers built by taps, in 5 seeded walks each: phrases, fully bracketed
    in en-XA."""
    read, english = 0, []
    for taps in marco_polo_taps():
        for seed in range(5):
            for word in tap_walk_words(taps, seed):
                if not ENGLISH_WORD.search(word):  # a keypad's number, a blank
                    continue
                read += 1
                if not isinstance(word, Phrase) or english_words(word):
                    english.append((type(taps).__name__, word))
    assert read > 200
    assert english == [], sorted(set(english))[:10]


def data_file_refusals() -> Iterator[tuple[Callable[..., object], tuple[object, ...]]]:
    from soloist.games.marco_polo_2.components import parse_cards, parse_effects, tidy_name
    from soloist.games.marco_polo_2.fact_checks import check_fact
    from soloist.games.revive.facts import check_board_fact, read_board_fact
    from soloist.games.revive.layout import read_layout_fact

    yield parse_effects, ("zz",)
    yield parse_effects, ("vp 99",)
    yield parse_cards, ("none | travel",)
    yield tidy_name, ("",)
    yield check_fact, ("Kabul: city cards", "99")
    yield check_fact, ("no such fact", "1")
    yield read_board_fact, ("energy track: positions", "1")
    yield check_board_fact, ("energy track: arrows at 0", "tl")
    yield read_layout_fact, ("[]",)


def test_a_data_file_or_fact_refused_is_said_in_a_phrase() -> None:
    """What the components' and facts' checks of both games refuse (a `ValueError`, a
    `FactNameError`): a phrase, fully bracketed in en-XA (names and values masked)."""
    refused = 0
    for check, arguments in data_file_refusals():
        with pytest.raises(ValueError) as error:
            check(*arguments)
        message = error.value.args[0]
        assert isinstance(message, Phrase), (check.__name__, arguments, message)
        assert english_words(message) == [], (check.__name__, message)
        refused += 1
    assert refused == 9


def test_a_data_directory_refused_is_said_in_a_phrase(tmp_path: Path) -> None:
    from soloist.engine.errors import DataFileError
    from soloist.games.marco_polo_2.data import load_data

    for directory in (tmp_path / "absent", tmp_path):
        with pytest.raises(DataFileError) as error:
            load_data(directory)
        message = error.value.args[0]
        assert isinstance(message, Phrase) and english_words(message) == [], message


def test_the_simulation_notes_have_their_phrases() -> None:
    """The notes a simulation prints beside its figures (the games' `notes`) are, word for
    word, the phrases of the games' notes modules (which `notes` is to say them by), each
    fully bracketed in en-XA; every FICTIONAL case of Revive's."""
    from soloist.games.marco_polo_2.data import SAMPLE, load_data
    from soloist.games.marco_polo_2.notes import CARICATURE_NOTE, character_note, fictional_note
    from soloist.games.revive.notes import made_up_note, simulation_notes

    said: list[Phrase] = []
    revive = find_game("revive")
    for options, board, hex_map in (({}, False, False), ({"sample": True}, True, True)):
        expected = simulation_notes(board, hex_map)
        assert revive.notes(revive.parse_options(options)) == expected
        said += expected
    said += [note for note in (made_up_note(True, False), made_up_note(False, True)) if note]
    mp2 = find_game("marco-polo-2")
    characters = load_data(SAMPLE).characters
    assert characters is not None
    phrases = {fictional_note(SAMPLE, True), CARICATURE_NOTE,
               *(character_note(name) for name in characters.names)}
    for stand_in in ("greedy", "occupier"):
        notes = mp2.notes(mp2.parse_options(mp2.simulation_options(stand_in)))
        assert notes and all(note in phrases for note in notes), notes
    said += [fictional_note(SAMPLE, False), *phrases]
    assert all(isinstance(note, Phrase) and english_words(note) == [] for note in said)


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
