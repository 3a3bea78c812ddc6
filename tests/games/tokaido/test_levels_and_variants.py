"""Difficulty levels 1-7, the variations, Crossroads, Matsuri and the promos."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from tokaido_helpers import TOKAIDO, digital_you, run_session

from soloist.engine.autoplay import play_out
from soloist.engine.errors import InvalidAnswer, OptionError
from soloist.engine.session import Session
from soloist.games.tokaido.rules import TokaidoPlay


def setup_log(options: dict[str, object], seed: int = 5, **answers: str) -> list[str]:
    session = Session.start(TOKAIDO, options, seed)
    run_session(session, dict(answers), until="person.move")
    texts = session.log.texts()
    return texts[:texts.index("The journey begins at Kyoto.")] if \
        "The journey begins at Kyoto." in texts else texts


@pytest.mark.parametrize(("level", "yours", "each_automas"), [
    (1, 5, 0), (2, 3, 0), (3, 1, 0), (4, 0, 0), (5, 0, 1), (6, 0, 3), (7, 0, 5)])
def test_difficulty_levels_draw_their_number_of_cards(
        cards_file: Callable[..., Path], level: int, yours: int, each_automas: int) -> None:
    texts = setup_log({"digital": True, "level": level, "cards": str(cards_file())})
    assert sum(text.startswith("Difficulty Level card for you") for text in texts) == yours
    for name in ("Green", "Blue"):
        assert sum(text.startswith(f"Difficulty Level card for {name}")
                   for text in texts) == each_automas


def test_each_automa_shuffles_the_difficulty_cards_before_drawing(
        cards_file: Callable[..., Path]) -> None:
    # Level 7: 5 of the 7 cards for each Automa, from a full, freshly shuffled deck each.
    texts = setup_log({"digital": True, "level": 7,
                       "cards": str(cards_file(difficulty=["village", "farm", "temple",
                                                           "hot_spring", "encounter", "paddy",
                                                           "sea"]))})
    for name in ("Green", "Blue"):
        drawn = [text for text in texts if text.startswith(f"Difficulty Level card for {name}")]
        assert len(set(drawn)) == 5  # 5 different cards: no card twice within one draw


def test_companion_levels_1_to_3_only_tell_you_what_to_do() -> None:
    texts = setup_log({"level": 2})
    assert any("Draw, resolve and discard 3 of them one at a time" in text for text in texts)


def test_companion_levels_5_to_7_ask_the_card_you_draw_for_each_automa() -> None:
    # (Issue 17: the cards show different spaces, so each Automa's 3 cards are 3 spaces; this
    # test answered the Sea three times before a repeat was refused.)
    session = Session.start(TOKAIDO, {"level": 6}, 5)
    asked = []

    def card(session: Session) -> str:
        assert session.question is not None
        context = session.question.context
        asked.append((context["for"], context["card"], context["of"]))
        return "spm"[int(str(context["card"])) - 1]  # Sea, Paddy, Mountain

    run_session(session, {"difficulty.card": card}, until="person.move")
    assert asked == [("Green", 1, 3), ("Green", 2, 3), ("Green", 3, 3),
                     ("Blue", 1, 3), ("Blue", 2, 3), ("Blue", 3, 3)]
    play = session.play
    assert isinstance(play, TokaidoPlay)
    assert all(automa.score >= 1 + 1 + 1 + 1 for automa in play.automas)  # coin, s, p, m
    texts = session.log.texts()
    for name in ("Green", "Blue"):
        assert [text for text in texts if text.startswith(f"Difficulty Level card: {name}")] \
            == [f"Difficulty Level card: {name} resolves it as if she had stopped on a {space} "
                "space." for space in ("Sea", "Paddy", "Mountain")]


def test_a_difficulty_card_drawn_twice_for_one_automa_is_refused() -> None:
    session = Session.start(TOKAIDO, {"level": 6}, 5)
    run_session(session, {}, until="difficulty.card")
    assert session.question is not None
    assert session.question.prompt == ("Draw a Difficulty Level card for Green (card 1 of 3). "
                                       "Which space does it show?")
    session.answer("h")
    second = session.question
    assert second is not None and second.prompt == (
        "Draw a Difficulty Level card for Green (card 2 of 3). Which space does it show? "
        "Already drawn: Hot Spring.")
    assert "hot_spring" not in [choice.key for choice in second.choices]
    with pytest.raises(InvalidAnswer):
        session.answer("h")
    session.answer("e")
    session.answer("s")
    blue = session.question
    assert blue is not None and blue.context == {"for": "Blue", "card": 1, "of": 3}
    assert "hot_spring" in [choice.key for choice in blue.choices]  # a fresh shuffle for her


def test_level_5_draws_one_card_and_says_no_count() -> None:
    session = Session.start(TOKAIDO, {"level": 5}, 5)
    run_session(session, {}, until="difficulty.card")
    assert session.question is not None
    assert session.question.prompt == ("Draw a Difficulty Level card for Green. Which space "
                                       "does it show?")


def test_the_return_trip_starts_at_edo() -> None:
    session = Session.start(TOKAIDO, {"return_trip": True, "initiation": True}, 5)
    run_session(session, {}, until="person.end.souvenirs")
    texts = session.log.texts()
    assert "The journey begins at Edo." in texts
    assert "Everyone has arrived in Kyoto: the End of the Journey." in texts


def test_preparations_an_automa_scores_3_per_additional_coin(
        cards_file: Callable[..., Path]) -> None:
    path = cards_file(extra="[preparations]\nfirst = -1\nsecond = 0\nthird = 2\n")
    session = Session.start(TOKAIDO, {"preparations": True, "digital": True,
                                      "cards": str(path)}, 5)
    run_session(session, {}, until="person.move")
    texts = session.log.texts()
    line = next(text for text in texts if text.startswith("The travellers line up"))
    order = line.split(": ")[1].rstrip(".").split(", ")
    offsets = {1: -1, 2: 0, 3: 2}
    for rank, name in enumerate(order, start=1):
        ordinal = {1: "1st", 2: "2nd", 3: "3rd"}[rank]
        if name == "You":
            assert any(text.startswith(f"Preparations: you leave Kyoto {ordinal}, so "
                                       f"{offsets[rank]:+d} coins") for text in texts)
        else:
            extra = max(0, offsets[rank])
            assert any(text.startswith(f"Preparations: {name} leaves {ordinal} and would "
                                       f"receive {extra} additional coins: she scores "
                                       f"{3 * extra} points instead") for text in texts)


def test_preparations_without_a_file_asks_the_automas_extra_coins() -> None:
    session = Session.start(TOKAIDO, {"preparations": True}, 5)
    run_session(session, {"setup.preparations": "1"}, until="person.move")
    texts = session.log.texts()
    assert sum("would receive 1 additional coin: she scores 3 points instead" in text
               for text in texts) == 2


def test_simulating_preparations_needs_the_offsets_in_a_file() -> None:
    with pytest.raises(OptionError, match="Preparations: the 3-player offsets are not public"):
        Session.start(TOKAIDO, {"preparations": True, "digital": True, "simulated": True}, 1)


def test_crossroads_and_matsuri_setup_notes() -> None:
    texts = setup_log({"crossroads": True, "matsuri": True})
    joined = "\n".join(texts)
    assert "The Rare and precious variant cannot be used; Good luck applies only to you." in joined
    assert "remove Kushinada the world traveler, Misaki the disciple, Musubi the rogue and " \
           "Takeru the counselor" in joined
    assert "Felicia cannot be used" in joined


def test_matsuri_without_a_sheet_asks_the_automas_points() -> None:
    session = Session.start(TOKAIDO, {"crossroads": True, "matsuri": True}, 5)
    run_session(session, {"matsuri.points": "2"}, until="person.end.souvenirs")
    texts = session.log.texts()
    assert sum(text.startswith("Matsuri: Green scores +2 points") for text in texts) == 3
    # "If an Automa is to choose a Matsuri, put the top card of the Matsuri deck into play
    # instead of drawing 2 cards and choosing 1": the first to arrive at the inn chooses.
    for inn in ("Inn 2 (position 15)", "Inn 3 (position 28)", "Inn 4 (position 42)"):
        everyone = texts.index(f"Everyone is at {inn}.")
        chooses = next(text for text in texts[everyone:] if text.startswith("Matsuri: "))
        line = next(text for text in texts[everyone:] if "in order of arrival" in text)
        first = line.split("order of arrival: ")[1].split(", ")[0]
        if first == "You":
            assert chooses.startswith("Matsuri: you arrived first; draw 2 Matsuri cards")
        else:
            assert chooses.startswith(f"Matsuri: {first} arrived first, so put the top card "
                                      "of the Matsuri deck into play")


def test_matsuri_from_your_automa_matsuri_sheet(cards_file: Callable[..., Path]) -> None:
    path = cards_file(extra='[[matsuri]]\ncard = "Fireworks"\npoints = 1\nitems = ["sea"]\n')
    session = Session.start(TOKAIDO, {"crossroads": True, "matsuri": True,
                                      "cards": str(path)}, 5)
    run_session(session, {"matsuri.card": "1"}, until="person.end.souvenirs")
    assert sum(text.startswith("Matsuri Fireworks: Green gets +1 points, 1 Sea Panorama card")
               for text in session.log.texts()) == 3


def test_the_assumed_cards_are_announced_in_digital_play() -> None:
    texts = setup_log({"digital": True})
    # First what your components know of your cards (nothing here), then the assumption.
    assert texts[:2] == ["Your Automa cards known so far: not in your components yet.",
                         "Your Difficulty Level cards known so far: not in your components "
                         "yet."]
    assert texts[2].startswith("ASSUMPTION: the Automa and Difficulty Level cards are not public")


def test_digital_play_with_your_own_cards_has_no_assumption(
        cards_file: Callable[..., Path]) -> None:
    session = Session.start(TOKAIDO, {"digital": True, "cards": str(cards_file())}, 2)
    assert not any("ASSUMPTION" in text for text in session.log.texts())
    assert digital_you(session.play).traveller is None  # type: ignore[arg-type]


def test_a_result_with_the_assumed_cards_says_so_in_its_headline(
        cards_file: Callable[..., Path]) -> None:
    # The headline is what the list of saved games, the history and its exports show.
    greedy = TOKAIDO.stand_ins["greedy"]
    assumed = play_out(TOKAIDO, TOKAIDO.parse_options({"digital": True, "simulated": True}),
                       4, greedy)
    assert assumed.headline().endswith(
        ", with the ASSUMED Automa and Difficulty Level cards, not the real ones.")
    own = play_out(TOKAIDO, TOKAIDO.parse_options({"digital": True, "simulated": True,
                                                   "cards": str(cards_file())}), 4, greedy)
    assert "ASSUMED" not in own.headline()


def test_a_matsuri_asks_then_whether_you_completed_a_panorama() -> None:
    """Issue 35, item 7: a Matsuri may give you a Panorama card (its effect on you is played
    at the table), so Soloist asks at once whether you completed a Panorama — not at your
    next Panorama or Encounter stop, when an Automa moving first could have taken its
    Achievement meanwhile. A Panorama completed then is yours, and its Achievement."""
    session = Session.start(TOKAIDO, {"crossroads": True, "matsuri": True}, 5)
    while True:
        question = session.question
        assert question is not None, "no Matsuri asked about a Panorama"
        if question.topic == "person.completed-panorama" and \
                question.prompt.startswith("Matsuri"):
            break
        session.answer("0" if question.topic == "matsuri.points" else "no"
                       if question.topic == "person.completed-panorama"
                       else question.valid_answers()[0])
    assert question.prompt == "Matsuri: did you just complete a Panorama?"
    texts = session.log.texts()
    assert texts[-1].startswith("Matsuri: ")  # right after the Matsuri, before anyone moves
    before = len(texts)
    panorama = next(choice for choice in question.choices or () if choice.key != "no")
    session.answer(panorama.key)
    assert session.log.texts()[before].startswith("You are the first to complete the ")
