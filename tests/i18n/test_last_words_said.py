"""Issue 32, the last English the crawl found outside Marco Polo II: the keys a refusal lists,
a result's figures, Revive's typed colours, Tokaido's typed deck and road line, the history's
stand-ins and "not in your components yet" are said in the reader's language, read back
where a person types them, and stay the same English text."""

from __future__ import annotations

import pytest

from soloist.engine import tableview as tv
from soloist.engine.phrase import phrase
from soloist.engine.questions import YES_NO
from soloist.engine.session import Session
from soloist.games import find_game
from soloist.games.fantastic_factories.cards import CARD_TYPE_CHOICES
from soloist.games.revive.facts import COLOURS_EXAMPLE, COLOURS_FACT, read_colours
from soloist.games.revive.rules import ReviveResult
from soloist.games.revive.taps import TrackColours
from soloist.games.tokaido.your_cards import AUTOMA_DECK, read_typed
from soloist.i18n import PSEUDO, in_game_language, in_language
from soloist.play.language import Words
from soloist.web.history_page import stand_in_word
from soloist.web.present import figures

TOKAIDO_DECK = "confirmed: 1 1 1i 2 2 2 2t 2t 2t 2i 3t 3t 3i 3i 3ti 3ti"


def test_a_refusal_lists_the_keys_to_type_in_the_readers_language() -> None:
    refused = YES_NO.refusal("x")
    assert refused == "'x' is not a valid answer; choose one of: yes, no"
    assert in_language("de", refused).endswith("wähle eines von: ja, nein")
    hint = CARD_TYPE_CHOICES.hint()
    assert hint == "choose one of: production, utility, training, special, monument"
    assert "produktion, versorgung" in in_language("de", hint)
    assert "[" in in_language(PSEUDO, hint) and "production" not in in_language(PSEUDO, hint)


def test_a_key_said_in_the_language_is_read_back_and_english_still_is() -> None:
    assert CARD_TYPE_CHOICES.find("production").key == "production"
    assert YES_NO.find("yes").key == "yes"


@pytest.mark.parametrize(("game", "summary", "english", "german"), [
    ("tokaido", {"person_score": 40, "green_score": 38, "margin": 2, "level": 4},
     ["Person score", "Green score", "Margin", "Level"], "Punkte von Grün"),
    ("revive", {"person_score": 95, "result": phrase("defeat"), "mautoma_turns": 12,
                "draws_card_1": 3},
     ["Person score", "Result", "Mautoma turns", "Draws card 1"], "Ziehungen von Karte 1"),
])
def test_a_results_figures_are_named_in_the_readers_language(
        game: str, summary: dict[str, object], english: list[str], german: str) -> None:
    shown = figures(summary, find_game(game).figure_titles)
    assert [name for name, _ in shown] == english
    assert german in [in_language("de", name) for name, _ in shown]
    assert all(in_language(PSEUDO, name).startswith("[") for name, _ in shown)


def test_revives_result_is_said_as_a_phrase() -> None:
    result = ReviveResult(90, "defeat", None, 10, 12, 2, 3, 4, 5, 0, None, None,
                          (1, 2, 3, 0, 0, 0), (6,))
    summary = result.summary()
    assert summary["result"] == "defeat"
    _, value = figures(summary, find_game("revive").figure_titles)[1]
    assert value == "defeat" and in_language("de", value) != "defeat"


def test_revives_typed_colours_are_said_and_read_back_in_each_language() -> None:
    assert COLOURS_EXAMPLE == "purple blue orange green"
    german = in_game_language("de", COLOURS_EXAMPLE, "revive")
    assert german == "Lila Blau Orange Grün"
    pseudo = in_game_language(PSEUDO, COLOURS_EXAMPLE, "revive")
    for said in (german, in_game_language("fr", COLOURS_EXAMPLE, "revive"), pseudo):
        assert read_colours(said) == ("purple", "blue", "orange", "green")
    echo = TrackColours().answer_words("purple blue")
    assert echo == "purple blue" and in_game_language("es", echo, "revive") == "morado azul"
    revive = find_game("revive")
    typed = revive.typed_fact(COLOURS_FACT, "purple blue orange green")
    assert revive.read_fact(COLOURS_FACT, in_game_language("fr", typed, "revive")) \
        == "purple blue orange green"


def test_tokaidos_deck_is_typed_in_the_language_and_read_back() -> None:
    typed = AUTOMA_DECK.read(TOKAIDO_DECK).typed
    assert typed == TOKAIDO_DECK
    german = in_game_language("de", typed, "tokaido")
    assert german == "bestätigt: 1 1 1g 2 2 2 2t 2t 2t 2g 3t 3t 3g 3g 3tg 3tg"
    for language in ("de", "fr", "es", PSEUDO):
        said = in_game_language(language, typed, "tokaido")
        assert read_typed(AUTOMA_DECK, said).text == TOKAIDO_DECK
    assert find_game("tokaido").read_fact(AUTOMA_DECK.fact, german) == TOKAIDO_DECK


def test_a_track_inside_its_zone_stays_a_phrase() -> None:
    road = tv.Track(phrase("The road {stretch}", stretch=phrase(
        "from {start} to {end}", start="Kyoto", end="Edo")),
        (tv.Place("Kyoto"), tv.Place("Edo")), (tv.Marker(0, "", phrase("You")),),
        note=phrase("towards {end}, position {first} to {last}", end="Edo", first=1, last=2))
    assert road.text == "The road from Kyoto to Edo: Kyoto [You], Edo (towards Edo, " \
        "position 1 to 2)"
    inside = tv.within(road.text, phrase("The road"))
    assert inside == "from Kyoto to Edo: Kyoto [You], Edo (towards Edo, position 1 to 2)"
    assert in_language("de", inside).startswith("von Kyoto bis Edo: Kyoto [Du]")
    assert tv.within("Energy track: position 4", "Energy track") == "position 4"


def test_the_history_says_a_stand_ins_name() -> None:
    assert stand_in_word("greedy") == "greedy" and stand_in_word("strong:400") == "strong:400"
    assert in_language("de", stand_in_word("strong:400")) == "„stark“:400"
    assert stand_in_word("my-own") == "my-own"


def test_not_yet_in_your_components_is_said_in_the_language() -> None:
    revive = find_game("revive")
    session = Session.start(revive, revive.parse_options({}), 7)
    words = Words(PSEUDO).renaming("revive", {})
    said = [words.text(event) for event in session.log
            if event.text.endswith("not in your components yet.")]
    assert said == ["[Ýóúŕ éñéŕĝý ţŕàçķ'š çóĺóúŕš:][ ][ñóţ][ íñ ýóúŕ çómpóñéñţš ýéţ.]"]
