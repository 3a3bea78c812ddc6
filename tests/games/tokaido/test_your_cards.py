"""Your own Automa and Difficulty Level cards, learned: never guessed from a few draws; known
when your draws between two shuffles prove them or you count them; then digital play and
simulation draw yours instead of the ASSUMED ones, and say so."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from pathlib import Path

import pytest
from tokaido_helpers import TOKAIDO, run_session

from soloist.engine.autoplay import play_out
from soloist.engine.library import KEEP_KNOWN, TAKE_GIVEN, FactConflict, MemoryLibrary
from soloist.engine.log import Log
from soloist.engine.session import Session
from soloist.games.tokaido.automa_cards import load_cards
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


def test_lower_bounds_merge_face_by_face_and_too_many_cards_is_a_contradiction() -> None:
    assert TOKAIDO.merge_fact("automa deck", "2 2 3", "2 3 3 1t") == "1t 2 2 3 3"
    proven = " ".join(MY_DECK)
    assert TOKAIDO.merge_fact("automa deck", proven, "2 2 2") == \
        AUTOMA_DECK.read(proven).text  # within the proven counts: nothing new
    assert TOKAIDO.merge_fact("automa deck", proven, "3t 3t") is None  # a second 3t: no
    assert TOKAIDO.merge_fact("difficulty deck", "village farm", "farm sea") == \
        "village farm sea"
    assert TOKAIDO.merge_fact("automa deck", "2 2", "castle") is None


def digital(facts: dict[str, str], seed: int = 3) -> Session:
    session = Session.start(TOKAIDO, {"digital": True, "level": 6}, seed,
                            library=MemoryLibrary(facts))
    return run_session(session, {})


def test_digital_play_uses_the_assumed_deck_until_yours_is_all_known() -> None:
    fifteen = " ".join(["3t"] * 15)
    session = digital({"automa deck": fifteen})
    texts = session.log.texts()
    assert texts[0] == f"Your Automa cards known so far: {fifteen}, as your components say."
    assumption = next(text for text in texts if text.startswith("ASSUMPTION"))
    assert "this game uses Soloist's own cards" in assumption
    assert "Your components hold 15 of your 16 Automa cards and none of your 7 Difficulty " \
           "Level cards so far" in assumption
    assert session.result is not None
    assert session.result.headline().endswith(
        ", with the ASSUMED Automa and Difficulty Level cards, not the real ones.")
    drawn = [text for text in texts if "draws an Automa card" in text]
    assert any("Temple" not in text for text in drawn)  # the assumed deck, not 15 × 3t


def test_digital_play_draws_your_deck_once_all_of_it_is_known() -> None:
    session = digital({"automa deck": ALL_THREE_TEMPLE})
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
    both = digital({"automa deck": ALL_THREE_TEMPLE,
                    "difficulty deck": " ".join(["sea"] * 7)})
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
                                                                   ALL_THREE_TEMPLE})
    drawn = [text for text in log.texts() if "draws an Automa card" in text]
    assert drawn and all("range 3" in text and "Temple" in text for text in drawn)
    assert "your own Automa cards" in result.headline()
    assert TOKAIDO.notes_for(options, {"automa deck": ALL_THREE_TEMPLE})[0].startswith(
        "The Automa and Difficulty Level cards are not public: these games use your own "
        "Automa cards (your components) and Soloist's own Difficulty Level cards")
    assert TOKAIDO.notes_for(options, {"automa deck": "2 2", "difficulty deck": "sea"}) == (
        "The Automa and Difficulty Level cards are not public: these games use Soloist's own "
        "cards, an invented composition: ranges 5x1, 6x2, 5x3; Temple icon on 3 cards, Inn "
        "icon on 2; Difficulty Level cards village, farm, temple, hot spring, encounter, "
        "mountain, sea, an ASSUMPTION, not the real cards. Your components hold 2 of your 16 "
        "Automa cards and 1 of your 7 Difficulty Level cards so far.",)
    both = {"automa deck": ALL_THREE_TEMPLE, "difficulty deck": " ".join(MY_DIFFICULTY)}
    assert TOKAIDO.notes_for(options, both) == (
        "These games draw your own Automa and Difficulty Level cards, as your components say "
        "(learned from your games).",)
    # The same seed and the same library: the same game.
    again = play_out(TOKAIDO, options, 7, greedy, facts={"automa deck": ALL_THREE_TEMPLE})
    assert again.summary() == result.summary()


def companion(store: Store, seed: int) -> SavedPlay:
    return SavedPlay.start(store, TOKAIDO, {}, seed)


def answer_until(saved: SavedPlay, topic: str, table: Mapping[str, object]) -> None:
    while saved.session.question is not None and saved.session.question.topic != topic:
        question = saved.session.question
        given = table.get(question.topic)
        text = given(saved.session) if callable(given) else given
        saved.answer(str(text) if text is not None else question.valid_answers()[0])


def test_a_draw_that_exceeds_a_proven_count_is_asked_about_never_kept(store: Store) -> None:
    library = Library(store, "tokaido")
    library.put({"automa deck": " ".join(["2"] * 16)})  # proven: sixteen range-2 cards
    saved = companion(store, 2)
    answer_until(saved, "automa.card", my_table())
    with pytest.raises(FactConflict) as raised:
        saved.answer("3")  # a range-3 card: more than the 16 cards the deck holds
    conflict = raised.value
    assert (conflict.key, conflict.direct) == ("automa deck", False)
    assert library.known("automa deck") == " ".join(["2"] * 16)  # nothing stored
    assert saved.session.question is not None
    assert saved.session.question.topic == "automa.card"  # the game is as it was
    # "My components are right": the answer stands, the library keeps its deck, and this
    # game no longer changes it, so it is not asked again.
    assert saved.settle(conflict, KEEP_KNOWN, "3") == "3"
    assert library.known("automa deck") == " ".join(["2"] * 16)
    answer_until(saved, "automa.card", my_table())
    saved.answer("1t")  # would contradict it again: not asked
    assert library.known("automa deck") == " ".join(["2"] * 16)
    # In another game, the person says the draws are right: the library takes the card it
    # did not hold and keeps every other card known, as many as the deck holds.
    other = companion(store, 3)
    answer_until(other, "automa.card", my_table())
    with pytest.raises(FactConflict) as again:
        other.answer("1t")
    other.settle(again.value, TAKE_GIVEN, "1t")
    deck = AUTOMA_DECK.read(str(library.known("automa deck")))
    assert (deck.count("1t"), deck.count("2"), deck.total) == (1, 15, 16)


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
    saved = companion(store, 4)
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
        AUTOMA_DECK.read(" ".join(MY_DECK))
    assert DIFFICULTY_DECK.read(str(library.known("difficulty deck"))).complete
    assert TOKAIDO.still_to_learn(library.as_mapping()) == (
        "the Preparations variant's 3-player offsets (asked the first time you play it)",)
    # The next companion game offers nothing; a digital game draws your cards.
    second = companion(store, 5)
    answer_until(second, "never", my_table())
    assert second.session.result is not None
    asked = {second.session.record.answers[n - 1] for n in second.session.supplied}
    assert " ".join(MY_DECK) not in asked  # what was supplied is the library's text
    assert not any("Count them now" in event.text for event in second.session.log)
    third = SavedPlay.start(store, TOKAIDO, {"digital": True}, 6)
    assert "Soloist shuffles and draws your own Automa and Difficulty Level cards, as your " \
           "components say (learned from your games)." in third.session.log.texts()


def test_counts_that_do_not_add_up_are_taken_again_once_then_left() -> None:
    session = run_session(Session.start(TOKAIDO, {}, 4), my_table(),
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
    facts = {"automa deck": " ".join(MY_DECK), "difficulty deck": " ".join(MY_DIFFICULTY),
             "preparations: leaving first": "-1", "preparations: leaving second": "0",
             "preparations: leaving third": "2"}
    assert TOKAIDO.export_components({"automa deck": " ".join(MY_DECK)}) == {}  # not both
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
    session = run_session(Session.start(TOKAIDO, {}, 4), my_table(),
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
        "village village farm temple hot-spring encounter mountain"
