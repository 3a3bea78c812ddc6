"""Revive in the reader's language (issue 32): each colour of the energy track is a term of
the game, said in the language wherever a question, the table or the log shows it (a
translation that chooses its words by the English colour still does); a colour typed in
German, French or Spanish reads as that colour; the swatches say their colour too; the map's
words (each hex, its pieces, the Mautoma's last decision) are phrases."""

from __future__ import annotations

import re
from random import Random

import pytest
from revive_helpers import REVIVE, random_answer, start

from soloist.engine.log import KeptEvent
from soloist.engine.phrase import phrase
from soloist.engine.tableview import Words
from soloist.games.revive import mapview
from soloist.games.revive.board import ARROW_SHAPES, TRACK_COLOURS, ArrowGroup
from soloist.games.revive.facts import read_colours
from soloist.games.revive.spots import spot_names
from soloist.games.revive.table import MapTable
from soloist.games.revive.tableview import decks, energy_track
from soloist.games.revive.taps import SWATCHES, arrows_picture, swatch
from soloist.games.revive.terms import terms
from soloist.i18n import PSEUDO, in_game_language, translator

ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")
BRACKETED = re.compile(r"\[[^\]]*\]")


def test_every_colour_offered_is_a_term_of_the_game() -> None:
    assert set(SWATCHES) == set(TRACK_COLOURS) <= set(terms())


@pytest.mark.parametrize(("typed", "read"), [
    ("Lila Blau Orange Grün", ("purple", "blue", "orange", "green")),
    ("violet bleu orange vert", ("purple", "blue", "orange", "green")),
    ("morado azul naranja verde", ("purple", "blue", "orange", "green")),
    ("purple blue orange green", ("purple", "blue", "orange", "green")),
    ("weiß schwarz", ("white", "black")),
    ("purple magenta", ("purple", "magenta")),  # any other word is a colour of its own
    # "violet" next to "purple" is another colour: all stay as typed, the track reads alike
    ("purple violet blue", ("purple", "violet", "blue")),
])
def test_a_colour_typed_in_a_language_reads_as_that_colour(typed: str,
                                                           read: tuple[str, ...]) -> None:
    assert read_colours(typed) == read


def test_a_french_reader_reads_the_colour_and_its_agreement() -> None:
    french = translator("fr")
    assert french.text(phrase("position {number} ({colour})", number=2, colour="blue"),
                       game="revive") == "case 2 (bleu)"
    # The translation's variant chosen by the English colour (feminine "case") still is.
    assert french.text(phrase("the {colour} slot", colour="purple"),
                       game="revive") == "la case violette"
    removed = KeptEvent("mautoma", "1. Remove {article} {colour} major artifact: position "
                        "{position} is {colour}.{otherwise}",
                        {"article": "a", "colour": "green", "position": 4, "otherwise": ""})
    assert french.kept(removed, game="revive") == \
        "1. Retirez un artefact majeur vert : la position 4 est verte."


def test_a_swatch_says_its_colour_in_the_language_and_a_typed_one_as_typed() -> None:
    assert in_game_language("de", swatch("purple").title, "revive") == "Lila"
    assert in_game_language("es", swatch("teal").title, "revive") == "Turquesa"
    assert in_game_language("fr", swatch("purple").kind, "revive") == "couleur"
    assert swatch("magenta").title == "Magenta"
    assert in_game_language("en", swatch("purple").title, "revive") == "Purple"


def test_the_mautoma_decks_and_the_track_on_the_table_leave_no_english_word() -> None:
    session = start(5, **dict(REVIVE.demo_options))
    answer = random_answer(Random(5))

    def discarded() -> bool:
        mautoma = session.play.mautoma
        return mautoma is not None and bool(mautoma.action_deck.discards)

    while session.question is not None and not discarded():
        session.answer(answer(session.question, session))
    mautoma = session.play.mautoma
    assert mautoma is not None
    words = [piece.text for piece in decks(mautoma) if isinstance(piece, Words)]
    words += [place.label for place in energy_track(session.play, mautoma).places]
    assert any(word.startswith("Discards: card ") for word in words)
    for word in words:
        said = in_game_language(PSEUDO, word, "revive")
        assert not ENGLISH_WORD.findall(BRACKETED.sub(" ", said)), said


def test_the_map_and_the_mautoma_s_last_decision_on_it_leave_no_english_word() -> None:
    """On the sample map, after the Mautoma's first placements: every hex's words (the space,
    the pieces on it, a candidate's value), the caption and the glance, in en-XA."""
    session = start(3, sample=True)
    answer = random_answer(Random(3))

    def decided() -> bool:
        table = session.play.table
        return isinstance(table, MapTable) and table.last is not None

    while session.question is not None and not decided():
        session.answer(answer(session.question, session))
    table = session.play.table
    assert isinstance(table, MapTable)
    drawn = mapview.board(table, session.question)
    seen = mapview.glance(table)
    assert seen is not None
    words = [drawn.caption, seen.title, *(hex_.label for hex_ in drawn.hexes)]
    # the order in which a tile's spaces are asked ("its top row from the left (2 spaces),
    # then its bottom row (2 spaces)")
    words += [spot_names(table.map).tile_rows(place) for place in table.map.tiles]
    assert any(hex_.state == "chosen" for hex_ in drawn.hexes)
    for word in words:
        said = in_game_language(PSEUDO, word, "revive")
        assert not ENGLISH_WORD.findall(BRACKETED.sub(" ", said)), said


def test_the_tiebreaker_arrows_drawings_say_their_words_in_the_language() -> None:
    for choice in ARROW_SHAPES:
        shape = choice.value
        assert isinstance(shape, ArrowGroup)
        drawn = arrows_picture(shape)
        for word in (drawn.title, drawn.kind):
            said = in_game_language(PSEUDO, word, "revive")
            assert not ENGLISH_WORD.findall(BRACKETED.sub(" ", said)), said
    shape = ARROW_SHAPES.find("top-ltr").value
    assert isinstance(shape, ArrowGroup)
    assert in_game_language("de", arrows_picture(shape).title, "revive") == "Dicker Pfeil oben →"
