"""Your own Automa and Difficulty Level cards, learned: never guessed from a few draws; known
when your draws between two shuffles prove them or you count them; then digital play and
simulation draw yours instead of the ASSUMED ones, and say so."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from pathlib import Path

import pytest
from tokaido_helpers import TOKAIDO, run_session

from soloist.engine.autoplay import play_out
from soloist.engine.library import TAKE_GIVEN, FactConflict, MemoryLibrary
from soloist.engine.log import Log
from soloist.engine.session import Session
from soloist.games.tokaido.automa_cards import AUTOMA_CARD_CHOICES, AutomaCard, load_cards
from soloist.games.tokaido.rules import TokaidoPlay
from soloist.games.tokaido.table import PhysicalAutomaDeck
from soloist.games.tokaido.your_cards import AUTOMA_DECK, DIFFICULTY_DECK, DrawnSinceShuffle
from soloist.play.companion import SavedPlay
from soloist.store import Store
from soloist.store.library import Library

#: A copy's Automa deck, in the order its cards come off the deck after every shuffle.
MY_DECK = ["3", "2t", "1", "2", "3", "2", "1i", "2", "3t", "1", "2", "3", "1", "2", "3", "2"]
MY_DIFFICULTY = ["village", "farm", "temple", "hot_spring", "encounter", "mountain", "sea"]
ALL_THREE_TEMPLE = " ".join(["3t"] * 16)
CONFIRMED_THREE_TEMPLE = f"confirmed: {ALL_THREE_TEMPLE}"


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    opened = Store(str(tmp_path / "saves.sqlite3"))
    yield opened
    opened.close()


def my_table() -> dict[str, str | Callable[[Session], str]]:
    """A table that knows MY_DECK: each card drawn is the next one since the last shuffle."""
    def next_card(session: Session) -> str:
        play = session.play
        assert isinstance(play, TokaidoPlay) and isinstance(play.automa_deck, PhysicalAutomaDeck)
        seen = play.automa_deck.seen
        return MY_DECK[0 if seen.empty else seen.drawn]

    return {"automa.card": next_card, "automa.meal-cost": "1", "person.has-coin": "yes",
            "person.completed-panorama": "no", "person.traveller": "kinko"}


def test_the_most_copies_of_a_face_seen_between_two_shuffles_is_a_lower_bound() -> None:
    learned: dict[str, str] = {}
    seen = DrawnSinceShuffle(AUTOMA_DECK, learned)
    for card in ("2", "3", "2"):
        seen.drew(card)
    assert learned == {"automa deck": "2 2 3"}
    seen.shuffled()  # an intermediate inn: all the cards go back
    for card in ("3", "2", "3", "3", "1t"):
        seen.drew(card)
    # Two 2s were seen together before; three 3s now: at least 2 and 3 copies.
    assert learned == {"automa deck": "1t 2 2 3 3 3"}
    assert not seen.known.complete and seen.known.total == 6


def test_draws_that_make_more_cards_than_the_deck_holds_teach_nothing_more() -> None:
    # Ten 1s, a shuffle, then ten 2s: at least twenty cards in a deck of sixteen. An answer
    # was wrong; the last bounds that fit are what the play has learned (the library's gate
    # refuses more cards than the deck holds, as an import does).
    learned: dict[str, str] = {}
    seen = DrawnSinceShuffle(AUTOMA_DECK, learned)
    for _ in range(10):
        seen.drew("1")
    seen.shuffled()
    for _ in range(10):
        seen.drew("2")
    assert learned == {"automa deck": " ".join(["1"] * 10 + ["2"] * 6)}
    TOKAIDO.check_fact("automa deck", learned["automa deck"])  # passes the gate


def test_a_companion_game_learns_only_what_its_draws_between_shuffles_prove() -> None:
    table = my_table()
    next_card = table["automa.card"]
    assert callable(next_card)
    runs: list[int] = []

    def recording(session: Session) -> str:
        play = session.play
        assert isinstance(play, TokaidoPlay) and isinstance(play.automa_deck, PhysicalAutomaDeck)
        seen = play.automa_deck.seen
        runs.append(1 if seen.empty else seen.drawn + 1)  # this card's place since the shuffle
        return next_card(session)

    table["automa.card"] = recording
    session = run_session(Session.start(TOKAIDO, {}, 4), table, until="person.end.souvenirs")
    play = session.play
    assert isinstance(play, TokaidoPlay)
    assert len(runs) > 16  # more cards were drawn in the game than the deck holds ...
    known = AUTOMA_DECK.read(play.learned["automa deck"])
    # ... but only those between two shuffles prove anything: what the longest run showed.
    assert known == AUTOMA_DECK.read(" ".join(MY_DECK[:max(runs)]))
    for face in AUTOMA_DECK.faces:
        assert known.count(face) <= MY_DECK.count(face)


def test_sixteen_draws_without_a_shuffle_empty_the_deck_and_prove_it() -> None:
    log = Log()
    learned: dict[str, str] = {}
    deck = PhysicalAutomaDeck(log, learned)
    from soloist.games.tokaido.automa import Automa
    from soloist.games.tokaido.automa_cards import AutomaCard

    green = Automa("Green")
    for card in [*MY_DECK, "3"]:  # the 17th card comes from the reshuffled discard pile
        draw = deck.draw(green)
        next(draw)
        with pytest.raises(StopIteration):
            draw.send(AutomaCard.parse(card))
    assert "The Automa deck is empty: shuffle its discard pile to form a new deck." in \
        log.texts()
    assert AUTOMA_DECK.read(learned["automa deck"]) == AUTOMA_DECK.read(" ".join(MY_DECK))
    assert AUTOMA_DECK.read(learned["automa deck"]).complete


def test_lower_bounds_merge_face_by_face_and_newer_draws_beyond_the_deck_correct_older_ones(
        ) -> None:
    assert TOKAIDO.merge_fact("automa deck", "2 2 3", "2 3 3 1t") == "1t 2 2 3 3"
    suggested = " ".join(MY_DECK)  # all 16 suggested by draws, not confirmed
    assert AUTOMA_DECK.read(suggested).text == "1 1 1 1i 2 2 2 2 2 2 2t 3 3 3 3 3t"
    assert TOKAIDO.merge_fact("automa deck", suggested, "2 2 2") == \
        AUTOMA_DECK.read(suggested).text  # within the suggested counts: nothing new
    # A second 3t drawn: draws against draws, no question (a suggestion is no fact). The new
    # draws stand, and the card too many comes off the largest surplus they do not show
    # (range 2: six in the suggestion, none in the new draws).
    assert TOKAIDO.merge_fact("automa deck", suggested, "3t 3t") == \
        "1 1 1 1i 2 2 2 2 2 2t 3 3 3 3 3t 3t"
    assert TOKAIDO.merge_fact("automa deck", "2 2", " ".join(["3"] * 17)) is None  # alone
    assert TOKAIDO.merge_fact("difficulty deck", "village farm", "farm sea") == \
        "village farm sea"
    assert TOKAIDO.merge_fact("automa deck", "2 2", "castle") is None


def test_a_confirmed_deck_stands_and_only_a_deck_that_holds_the_bounds_confirms_them() -> None:
    bounds = " ".join(MY_DECK)
    confirmed = AUTOMA_DECK.read(bounds).as_confirmed().text
    assert confirmed.startswith("confirmed: 1 1 1 1i 2")
    assert TOKAIDO.merge_fact("automa deck", bounds, confirmed) == confirmed  # the person's word
    assert TOKAIDO.merge_fact("automa deck", "3 3", confirmed) == confirmed
    assert TOKAIDO.merge_fact("automa deck", confirmed, "2 2 2") == confirmed  # draws within it
    assert TOKAIDO.merge_fact("automa deck", confirmed, "3t 3t") is None  # beyond it: ask
    other = AUTOMA_DECK.read(" ".join(["2"] * 16)).as_confirmed().text
    assert TOKAIDO.merge_fact("automa deck", confirmed, other) is None
    assert TOKAIDO.merge_fact("automa deck", "3t 3t", confirmed) is None  # bounds it lacks
    assert TOKAIDO.read_fact("automa deck", "Confirmed: " + bounds) == confirmed
    with pytest.raises(ValueError, match="a confirmed deck lists all 16 Automa cards, not 2"):
        TOKAIDO.read_fact("automa deck", "confirmed: 2 2")
    assert TOKAIDO.describe_fact("automa deck", bounds).startswith(
        "all 16 suggested by your draws, not confirmed yet (one wrong answer would make them "
        "wrong): range 1 ×3")
    assert TOKAIDO.describe_fact("automa deck", confirmed).startswith(
        "all 16 known (confirmed): range 1 ×3")
    assert TOKAIDO.still_to_learn({"automa deck": bounds})[0] == (
        "your Automa cards: your draws suggest all 16, not confirmed yet; you confirm them with "
        "one tap in your next companion game (or count them at its end)")


def digital(facts: dict[str, str], seed: int = 3) -> Session:
    session = Session.start(TOKAIDO, {"digital": True, "level": 6}, seed,
                            library=MemoryLibrary(facts))
    return run_session(session, {})


def test_digital_play_uses_the_assumed_deck_until_yours_is_all_known() -> None:
    fifteen = " ".join(["3t"] * 15)
    session = digital({"automa deck": fifteen})
    texts = session.log.texts()
    # In words, never the cards file's keys ("3t 3t 3t …").
    assert texts[0] == ("Your Automa cards known so far: 15 of 16: range 3 + Temple ×15, as "
                        "your components say.")
    assert fifteen not in texts[0]
    assumption = next(text for text in texts if text.startswith("ASSUMPTION"))
    assert "this game uses Soloist's own cards" in assumption
    assert "Your components hold 15 of your 16 Automa cards and none of your 7 Difficulty " \
           "Level cards so far" in assumption
    assert session.result is not None
    assert session.result.headline().endswith(
        ", with the ASSUMED Automa and Difficulty Level cards, not the real ones.")
    drawn = [text for text in texts if "draws an Automa card" in text]
    assert any("Temple" not in text for text in drawn)  # the assumed deck, not 15 × 3t


def test_digital_play_draws_the_deck_your_draws_suggest_and_says_it_is_not_confirmed() -> None:
    session = digital({"automa deck": ALL_THREE_TEMPLE})
    texts = session.log.texts()
    drawn = [text for text in texts if "draws an Automa card" in text]
    assert drawn and all("range 3" in text and "Temple icon" in text for text in drawn)
    assumption = next(text for text in texts if text.startswith("ASSUMPTION"))
    assert "this game uses the Automa cards your draws suggest (not confirmed: one wrong " \
           "answer would make them wrong) and Soloist's own Difficulty Level cards, " \
           "invented:" in assumption
    assert "Your components hold all of your 16 Automa cards as your draws suggest them (not " \
           "confirmed)" in assumption
    assert session.result is not None
    assert session.result.headline().endswith(
        ", with the Automa cards your draws suggest (not confirmed) and the ASSUMED Difficulty "
        "Level cards, not the real ones.")


def test_digital_play_draws_your_deck_once_all_of_it_is_known() -> None:
    session = digital({"automa deck": CONFIRMED_THREE_TEMPLE})
    texts = session.log.texts()
    drawn = [text for text in texts if "draws an Automa card" in text]
    assert drawn and all("range 3" in text and "Temple icon" in text for text in drawn)
    assumption = next(text for text in texts if text.startswith("ASSUMPTION"))
    assert "this game uses your own Automa cards (your components) and Soloist's own " \
           "Difficulty Level cards, invented:" in assumption
    assert session.result is not None
    assert session.result.headline().endswith(
        ", with your own Automa cards and the ASSUMED Difficulty Level cards, not the real "
        "ones.")
    both = digital({"automa deck": CONFIRMED_THREE_TEMPLE,
                    "difficulty deck": "confirmed: " + " ".join(["sea"] * 7)})
    assert "Soloist shuffles and draws your own Automa and Difficulty Level cards, as your " \
           "components say (learned from your games)." in both.log.texts()
    assert not any("ASSUMPTION" in text for text in both.log.texts())
    assert all(text.endswith("Sea.") for text in both.log.texts()
               if text.startswith("Difficulty Level card for"))
    assert both.result is not None and both.result.headline().endswith(
        ", with your own Automa and Difficulty Level cards (your components).")


def test_simulation_draws_your_deck_from_the_library_snapshot() -> None:
    options = TOKAIDO.parse_options({"digital": True, "simulated": True})
    log = Log()
    greedy = TOKAIDO.stand_ins["greedy"]
    result = play_out(TOKAIDO, options, 7, greedy, log=log, facts={"automa deck":
                                                                   CONFIRMED_THREE_TEMPLE})
    drawn = [text for text in log.texts() if "draws an Automa card" in text]
    assert drawn and all("range 3" in text and "Temple" in text for text in drawn)
    assert "your own Automa cards" in result.headline()
    assert TOKAIDO.notes_for(options, {"automa deck": CONFIRMED_THREE_TEMPLE})[0].startswith(
        "The Automa and Difficulty Level cards are not public: these games use your own "
        "Automa cards (your components) and Soloist's own Difficulty Level cards")
    assert TOKAIDO.notes_for(options, {"automa deck": "2 2", "difficulty deck": "sea"}) == (
        "The Automa and Difficulty Level cards are not public: these games use Soloist's own "
        "cards, an invented composition: ranges 5x1, 6x2, 5x3; Temple icon on 3 cards, Inn "
        "icon on 2; Difficulty Level cards village, farm, temple, hot spring, encounter, "
        "mountain, sea, an ASSUMPTION, not the real cards. Your components hold 2 of your 16 "
        "Automa cards and 1 of your 7 Difficulty Level cards so far.",)
    both = {"automa deck": CONFIRMED_THREE_TEMPLE,
            "difficulty deck": "confirmed: " + " ".join(MY_DIFFICULTY)}
    assert TOKAIDO.notes_for(options, both) == (
        "These games draw your own Automa and Difficulty Level cards, as your components say "
        "(learned from your games).",)
    assert TOKAIDO.notes_for(options, {"automa deck": ALL_THREE_TEMPLE,
                                       "difficulty deck": " ".join(MY_DIFFICULTY)}) == (
        "The Automa and Difficulty Level cards are not public: these games use the Automa "
        "cards your draws suggest (not confirmed: one wrong answer would make them wrong) and "
        "the Difficulty Level cards your draws suggest (not confirmed). Your components hold "
        "all of your 16 Automa cards as your draws suggest them (not confirmed) and all of "
        "your 7 Difficulty Level cards as your draws suggest them (not confirmed) so far.",)
    # The same seed and the same library: the same game.
    again = play_out(TOKAIDO, options, 7, greedy, facts={"automa deck": CONFIRMED_THREE_TEMPLE})
    assert again.summary() == result.summary()


def companion(store: Store, seed: int, level: int = 4) -> SavedPlay:
    return SavedPlay.start(store, TOKAIDO, {"level": level}, seed)


def answer_until(saved: SavedPlay, topic: str, table: Mapping[str, object]) -> None:
    while saved.session.question is not None and saved.session.question.topic != topic:
        question = saved.session.question
        given = table.get(question.topic)
        text = given(saved.session) if callable(given) else given
        saved.answer(str(text) if text is not None else question.valid_answers()[0])


def test_a_draw_beyond_the_cards_your_draws_suggest_corrects_them_and_asks_nothing(
        store: Store) -> None:
    """Issue 35, 7a: a suggestion the person did not confirm is no fact. A draw that would
    make the deck hold more than 16 cards contradicts earlier draws only: this game's draws
    stand, the card too many comes off the older ones, and nothing is asked."""
    library = Library(store, "tokaido")
    library.put({"automa deck": " ".join(["2"] * 15)})  # fifteen range-2 cards seen so far
    saved = companion(store, 2)
    answer_until(saved, "automa.card", my_table())
    saved.answer("3")  # the sixteenth card: a range-3 card
    assert library.known("automa deck") == " ".join(["2"] * 15 + ["3"])
    answer_until(saved, "automa.card", my_table())
    saved.answer("1t")  # a seventeenth card: more than the 16 cards the deck holds
    assert library.known("automa deck") == " ".join(["1t"] + ["2"] * 14 + ["3"])
    # In another game the person declines what the draws suggest and draws on: a card the
    # suggestion does not hold is taken, and as many other cards as the deck holds kept.
    other = companion(store, 3)
    answer_until(other, "automa.card", {**my_table(), "components.confirm": "no"})
    other.answer("1i")
    deck = AUTOMA_DECK.read(str(library.known("automa deck")))
    assert (deck.count("1i"), deck.count("1t"), deck.count("3"), deck.total) == (1, 1, 1, 16)
    assert not deck.confirmed


def test_a_deck_your_draws_suggest_is_yours_only_once_you_confirm_it(store: Store) -> None:
    """Issue 25: "Proven" needs the person's word. Sixteen cards seen, one of them mistyped
    (a 3t for a 3): the suggestion is shown, the person says no, so they keep drawing at the
    table (what is known so far, said so) and the count is offered at the end."""
    mistyped = ["3t" if card == "3" and index == 0 else card for index, card in
                enumerate(MY_DECK)]
    library = Library(store, "tokaido")
    library.put({"automa deck": " ".join(mistyped)})
    saved = companion(store, 4)
    question = saved.session.question
    assert question is not None and question.topic == "components.confirm"
    assert question.prompt == (
        "Your draws suggest your 16 Automa cards are: range 1 ×3, range 1 + Inn ×1, range 2 "
        "×6, range 2 + Temple ×1, range 3 ×3, range 3 + Temple ×2. Are they?")
    view = saved.session.play.table_view(question)
    shown = view.zones[0]
    assert shown.title == "Your Automa cards, as your draws suggest them"
    assert [(card.picture, card.marks, card.stack) for card in shown.pieces] == [  # type: ignore[union-attr]
        ("●...①", (), 3), ("●...①", ("Inn",), 1), ("●...○...②", (), 6),
        ("●...○...②", ("Temple",), 1), ("●...○...○...③", (), 3),
        ("●...○...○...③", ("Temple",), 2)]
    saved.answer("no")
    assert "Not confirmed: you draw your Automa cards at the table, and Soloist offers to " \
           "count them at the end of the game." in saved.session.log.texts()
    assert any(text.startswith("Your components hold all of your 16 Automa cards as your "
                               "draws suggest them (not confirmed)")
               for text in saved.session.log.texts())
    answer_until(saved, "automa.card", my_table())  # still drawn at the table
    asked = answer_settling(saved, "components.count-offer", my_table())
    assert "components.confirm" not in asked  # not asked again in this game
    saved.answer("count")
    *counts, last = count_answers(MY_DECK, AUTOMA_DECK)
    for text in counts:
        saved.answer(text)
    with pytest.raises(FactConflict) as raised:  # the count says which card was mistyped
        saved.answer(last)
    assert raised.value.key == "automa deck"
    saved.settle(raised.value, TAKE_GIVEN, last)  # "my answer is right"
    assert library.known("automa deck") == AUTOMA_DECK.read(" ".join(MY_DECK)).as_confirmed().text


def answer_settling(saved: SavedPlay, topic: str, table: Mapping[str, object]) -> list[str]:
    """Answer until `topic`; a draw that contradicts the library is settled as the person
    would, after looking at their card: their answer is right. Returns the topics asked."""
    asked = []
    while saved.session.question is not None and saved.session.question.topic != topic:
        question = saved.session.question
        asked.append(question.topic)
        given = table.get(question.topic)
        text = given(saved.session) if callable(given) else given
        text = str(text) if text is not None else question.valid_answers()[0]
        try:
            saved.answer(text)
        except FactConflict as conflict:
            saved.settle(conflict, TAKE_GIVEN, text)
    return asked


def test_confirming_with_one_tap_lets_soloist_draw_for_the_automas(store: Store) -> None:
    """Issue 27: once the deck is known, Soloist shuffles and draws it itself and says which
    card each Automa drew; the physical cards stay in the box."""
    library = Library(store, "tokaido")
    library.put({"automa deck": " ".join(MY_DECK)})
    saved = companion(store, 4)
    saved.answer("yes")
    assert library.known("automa deck") == AUTOMA_DECK.read(" ".join(MY_DECK)).as_confirmed().text
    texts = saved.session.log.texts()
    assert "Soloist shuffles and draws your Automa cards for the Automas, as your components "\
           "say: leave yours in the box. It says which card each Automa draws." in texts
    topics = []
    while saved.session.question is not None:
        topics.append(saved.session.question.topic)
        answer_until(saved, "never", {**my_table(), "components.count-offer": "later"})
    assert "automa.card" not in topics
    drawn = [text for text in saved.session.log.texts() if "draws an Automa card" in text]
    assert len(drawn) > 16
    assert all(text.split(": ", 1)[1].rstrip(".") in
               {AutomaCard.parse(card).label for card in MY_DECK} for text in drawn)


def test_at_the_first_inn_after_your_draws_complete_the_deck_soloist_takes_over(
        store: Store) -> None:
    """Fifteen of the sixteen cards were known; the second card drawn (MY_DECK's only 2t)
    completes the suggestion. At the next inn, where the Automa deck is shuffled, the person
    confirms it with one tap, and from then on Soloist draws for the Automas."""
    fifteen = list(MY_DECK)
    fifteen.remove("2t")
    Library(store, "tokaido").put({"automa deck": " ".join(fifteen)})
    saved = companion(store, 4)
    topics = answer_settling(saved, "components.confirm", my_table())
    assert topics.count("automa.card") >= 2
    question = saved.session.question
    assert question is not None and question.prompt.startswith(
        "At the inn: Your draws suggest your 16 Automa cards are: range 1 ×3, range 1 + Inn ×1, "
        "range 2 ×6, range 2 + Temple ×1, range 3 ×4")
    saved.answer("yes")
    assert "From now on Soloist draws the Automa cards: put yours back in the box." in \
        saved.session.log.texts()
    later = answer_settling(saved, "person.end.souvenirs", my_table())
    assert "automa.card" not in later
    assert "components.confirm" not in later
    assert any("draws an Automa card" in text for text in saved.session.log.texts())


def test_with_both_decks_known_soloist_draws_the_difficulty_level_cards_too(
        store: Store) -> None:
    Library(store, "tokaido").put({
        "automa deck": AUTOMA_DECK.read(" ".join(MY_DECK)).as_confirmed().text,
        "difficulty deck": DIFFICULTY_DECK.read(" ".join(MY_DIFFICULTY)).as_confirmed().text})
    saved = SavedPlay.start(store, TOKAIDO, {"level": 6}, 3)  # each Automa resolves 3
    topics = answer_settling(saved, "person.end.souvenirs", my_table())
    assert "difficulty.card" not in topics and "automa.card" not in topics
    drawn = [text for text in saved.session.log.texts()
             if text.startswith("Difficulty Level card for")]
    assert len(drawn) == 6
    spaces = [text.split(": ")[1].rstrip(".") for text in drawn]
    assert len(set(spaces[:3])) == 3 and len(set(spaces[3:])) == 3  # drawn without replacement
    assert "Soloist shuffles and draws your Difficulty Level cards, as your components say, " \
           "and says which space each shows." in saved.session.log.texts()


def test_soloists_draws_for_the_automas_replay_identically(store: Store) -> None:
    """Issue 27: a saved companion game in which Soloist drew the Automa cards replays to the
    same log and state, and undo draws no card again."""
    Library(store, "tokaido").put(
        {"automa deck": AUTOMA_DECK.read(" ".join(MY_DECK)).as_confirmed().text})
    saved = companion(store, 11)
    for _ in range(20):
        question = saved.session.question
        assert question is not None and question.topic != "automa.card"
        saved.answer(question.valid_answers()[-1])
    texts = saved.session.log.texts()
    assert sum("draws an Automa card" in text for text in texts) > 5
    again = SavedPlay.load(store, saved.game_id)
    assert again.session.log.texts() == texts
    assert again.session.play.view() == saved.session.play.view()
    replayed = Session.replay(TOKAIDO, saved.session.record)
    assert replayed.log.texts() == texts
    saved.undo()
    saved.answer(again.session.record.answers[-1])
    assert saved.session.log.texts() == texts


def test_with_the_physical_draw_only_the_cards_still_in_the_deck_are_offered(
        store: Store) -> None:
    """Issue 27: the option keeps the physical draw; the menu then offers only the faces
    that can still be in the deck."""
    Library(store, "tokaido").put(
        {"automa deck": AUTOMA_DECK.read(" ".join(MY_DECK)).as_confirmed().text})
    saved = SavedPlay.start(store, TOKAIDO, {"physical_draw": True}, 4)
    offered: list[tuple[str, ...]] = []
    table = my_table()
    next_card = table["automa.card"]
    assert callable(next_card)

    def recording(session: Session) -> str:
        assert session.question is not None and session.question.choices is not None
        card = next_card(session)
        assert card in session.question.choices.keys  # the card drawn is always offered
        offered.append(session.question.choices.keys)
        return card

    answer_until(saved, "person.end.souvenirs", {**table, "automa.card": recording})
    assert offered[0] == ("1", "2", "3", "2t", "3t", "1i")  # MY_DECK's faces, nothing else
    # After the one 2t of the deck is drawn, it is not offered until the next shuffle.
    assert "2t" not in offered[2]  # MY_DECK: 3, 2t, 1, …
    assert "range 2 (●...○...②) with the Temple icon" not in \
        [choice.label for choice in AUTOMA_CARD_CHOICES if choice.key in offered[2]]


def count_answers(composition: list[str], deck: object) -> list[str]:
    counted = AUTOMA_DECK.read(" ".join(composition)) if deck is AUTOMA_DECK else \
        DIFFICULTY_DECK.read(" ".join(composition))
    answers, remaining = [], len(composition)
    for count in counted.counts:
        if not remaining:
            break
        answers.append(str(count))
        remaining -= count
    return answers


def test_counting_your_cards_at_the_end_teaches_them_and_is_never_offered_again(
        store: Store) -> None:
    saved = companion(store, 4, level=5)  # a level that draws Difficulty Level cards
    answer_until(saved, "components.count-offer", my_table())
    assert saved.session.question is not None
    assert "Sort the 16 cards by face (range and icons) and count each: about a minute." in \
        saved.session.question.prompt
    saved.answer("count")
    for text in count_answers(MY_DECK, AUTOMA_DECK):
        assert saved.session.question is not None
        assert saved.session.question.topic == "components.count"
        saved.answer(text)
    saved.answer("count")  # the Difficulty Level cards too: one tap, the space on none
    assert saved.session.question is not None
    assert saved.session.question.topic == "components.count-missing"
    saved.answer("paddy")
    assert saved.session.result is not None
    library = Library(store, "tokaido")
    assert AUTOMA_DECK.read(str(library.known("automa deck"))) == \
        AUTOMA_DECK.read(" ".join(MY_DECK)).as_confirmed()
    assert DIFFICULTY_DECK.read(str(library.known("difficulty deck"))).confirmed
    assert TOKAIDO.still_to_learn(library.as_mapping()) == (
        "the Preparations variant's 3-player offsets (asked the first time you play it)",)
    # The next companion game offers nothing; a digital game draws your cards.
    second = companion(store, 5, level=5)
    answer_until(second, "never", my_table())
    assert second.session.result is not None
    asked = {second.session.record.answers[n - 1] for n in second.session.supplied}
    assert " ".join(MY_DECK) not in asked  # what was supplied is the library's text
    assert not any("Count them now" in event.text for event in second.session.log)
    third = SavedPlay.start(store, TOKAIDO, {"digital": True}, 6)
    assert "Soloist shuffles and draws your own Automa and Difficulty Level cards, as your " \
           "components say (learned from your games)." in third.session.log.texts()


def test_counts_that_do_not_add_up_are_taken_again_once_then_left() -> None:
    session = run_session(Session.start(TOKAIDO, {"level": 5}, 4), my_table(),
                          until="components.count-offer")
    session.answer("count")
    session.answer("3")  # range 1, no icon
    while session.question is not None and session.question.topic == "components.count":
        session.answer("0")
    assert session.question is not None
    assert session.question.prompt == "Your counts make 3 Automa cards, not 16. Count again?"
    session.answer("again")
    while session.question is not None and session.question.topic == "components.count":
        session.answer("0")
    # The second count does not add up either: left for another time, nothing learned.
    assert session.question is not None
    assert session.question.topic == "components.count-offer"  # the Difficulty Level cards
    play = session.play
    assert isinstance(play, TokaidoPlay)
    known = AUTOMA_DECK.read(play.learned["automa deck"])
    assert known.count("1") <= MY_DECK.count("1")  # only what the draws proved


def test_a_saved_digital_game_replays_identically_after_the_library_changes(
        store: Store) -> None:
    library = Library(store, "tokaido")
    library.put({"automa deck": ALL_THREE_TEMPLE})
    saved = SavedPlay.start(store, TOKAIDO, {"digital": True, "level": 5}, 9)
    for _ in range(12):
        question = saved.session.question
        assert question is not None
        saved.answer(question.valid_answers()[0])
    log = saved.session.log.texts()
    library.forget("automa deck")
    library.put({"automa deck": " ".join(MY_DECK), "difficulty deck": " ".join(MY_DIFFICULTY)})
    again = SavedPlay.load(store, saved.game_id)
    assert again.session.log.texts() == log
    assert again.session.play.view() == saved.session.play.view()


def test_your_components_export_as_a_cards_file_that_plays_and_imports_back(
        tmp_path: Path) -> None:
    facts = {"automa deck": "confirmed: " + " ".join(MY_DECK),
             "difficulty deck": "confirmed: " + " ".join(MY_DIFFICULTY),
             "preparations: leaving first": "-1", "preparations: leaving second": "0",
             "preparations: leaving third": "2"}
    assert TOKAIDO.export_components({"automa deck": facts["automa deck"]}) == {}  # not both
    # Not confirmed: no file (a file is the person's word for its cards).
    assert TOKAIDO.export_components({**facts, "automa deck": " ".join(MY_DECK)}) == {}
    files = TOKAIDO.export_components(facts)
    assert list(files) == ["tokaido-cards.toml"]
    path = tmp_path / "tokaido-cards.toml"
    path.write_text(files["tokaido-cards.toml"], encoding="utf-8")
    cards = load_cards(path)  # what --cards reads
    assert sorted(card.key for card in cards.automa_cards) == sorted(MY_DECK)
    assert cards.preparations == (-1, 0, 2)
    imported = TOKAIDO.import_components(path)
    assert {key: TOKAIDO.read_fact(key, value) for key, value in imported.items()} == \
        {key: TOKAIDO.read_fact(key, value) for key, value in facts.items()}


def test_what_is_still_to_learn_and_corrections_are_checked() -> None:
    assert TOKAIDO.still_to_learn({"automa deck": "2 2 3"})[:2] == (
        "your Automa cards: 3 of 16 known; the rest are learned from the cards you draw in "
        "companion games, or counted at the end of one",
        "your Difficulty Level cards: 0 of 7 known; the rest are learned from the cards you "
        "draw in companion games, or counted at the end of one")
    assert TOKAIDO.describe_fact("automa deck", "2 2 3") == \
        "3 of 16 known so far: range 2 ×2, range 3 ×1"
    assert TOKAIDO.read_fact("automa deck", "3T, 2 2") == "2 2 3t"
    with pytest.raises(ValueError, match="17 cards"):
        TOKAIDO.read_fact("automa deck", " ".join(["2"] * 17))
    with pytest.raises(ValueError, match="not an Automa card"):
        TOKAIDO.read_fact("automa deck", "4")
    with pytest.raises(ValueError, match="from -5 to 5"):
        TOKAIDO.read_fact("preparations: leaving first", "9")


def test_two_difficulty_cards_showing_the_same_space_are_counted_face_by_face() -> None:
    session = run_session(Session.start(TOKAIDO, {"level": 5}, 4), my_table(),
                          until="components.count-offer")
    session.answer("later")  # not the Automa cards
    session.answer("count")
    session.answer("repeated")
    for text in ("2", "1", "1", "1", "1", "0", "1"):  # two Shops; then Farm … Mountain
        assert session.question is not None and session.question.topic == "components.count"
        session.answer(text)
    assert session.result is not None
    play = session.play
    assert isinstance(play, TokaidoPlay)
    assert play.learned["difficulty deck"] == \
        "confirmed: village village farm temple hot-spring encounter mountain"
