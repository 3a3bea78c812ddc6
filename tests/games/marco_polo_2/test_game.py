"""A whole game: setup, rounds and turns, the deck, the hourglass, the end."""

from __future__ import annotations

from pathlib import Path

import pytest
from mp2_helpers import DEFINITION, SAMPLE_DATA, play_with, quiet_person, sample_copy

from soloist.engine.errors import OptionError, SaveError
from soloist.engine.questions import Question
from soloist.engine.session import Session
from soloist.games.marco_polo_2.rules import MarcoPoloResult


def start(**options: object) -> Session:
    options.setdefault("data", SAMPLE_DATA)
    options.setdefault("character", "Navigator")
    seed = options.pop("seed", 3)
    assert isinstance(seed, int)
    return Session.start(DEFINITION(), options, seed)


def test_setup_tells_the_person_what_to_place() -> None:
    log = start().log.texts()
    text = "\n".join(log)
    for words in ("4 black dice", "a neutral die of value 5 on one gold market space",
                  "a neutral die in each of the three special cities",
                  "two neutral dice of value 1 on the first two Khan's Favor spaces",
                  "Give the Automa 5 dice", "a coin of value 10 on each of spaces A, B, C and D",
                  "a starting contract face up on space E",
                  "Place the Skill card Navigator L1 and the Trading Post card 'compass'",
                  "11 trading posts in the slots of its Trading Post card",
                  "so that BEIJING and READY TO START show", "First player, chosen at random"):
        assert words in text, words
    assert log[0].startswith("FICTIONAL sample data")


def test_the_character_is_asked_when_not_given() -> None:
    session = Session.start(DEFINITION(), {"data": SAMPLE_DATA, "level": "l3"}, 1)
    assert session.question is not None and session.question.topic == "setup.character"
    assert session.question.valid_answers() == ("Navigator", "Trader")
    session.answer("trader")
    assert "Place the Skill card Trader L3" in "\n".join(session.log.texts())


def test_an_unknown_character_is_refused_with_the_known_ones() -> None:
    with pytest.raises(OptionError, match=r"'Pirate' has no L1 Skill card.*Navigator, Trader"):
        start(character="Pirate")


def test_without_data_the_game_starts_and_asks_what_it_needs() -> None:
    # Issue 19: "soloist play marco-polo-2 (no --data, no --sample) ... start a real
    # companion game": nothing typed in advance. At setup, the Automa's character (no
    # --character) and its Trading Post card, before its trading posts cover it (issue 27:
    # one answer, not one a trading post). The Automa plays first here: the card it draws,
    # not seen before, is told in one answer (issue 27), the words listed.
    session = Session.start(DEFINITION(), {}, 1)
    # The character: the base game's 7 are buttons; another one is typed once.
    for topic, answer in (("setup.character", "Navigator"), ("tp-card.grid", "none")):
        assert session.question is not None and session.question.topic == topic
        session.answer(answer)
    assert session.question is not None and session.question.topic == "automa.new-card"
    assert "travel, books, books lev 0, khan's favor" in session.question.typing
    session.answer(session.question.examples[0])
    text = "\n".join(session.log.texts())
    assert "Draw a trip slide at random and slide it under the Smart Mat" in text
    assert "FICTIONAL" not in text


def test_a_board_alone_is_enough_and_the_rest_is_asked(tmp_path: Path) -> None:
    directory = sample_copy(tmp_path, keep=("board.toml",))
    session = Session.start(DEFINITION(), {"data": str(directory)}, 1)
    text = "\n".join(session.log.texts())
    assert "Take the Skill card of the character you chose for the Automa at level L1" in text
    assert "Draw a trip slide at random" in text


def cards_per_round(session: Session) -> dict[int, list[int]]:
    drawn: dict[int, list[int]] = {}
    current = 0
    for event in session.log:
        if event.actor == "round" and event.template == "Round {round}":
            current = int(event.field("round"))  # type: ignore[call-overload]
            drawn[current] = []
        if event.template.startswith("The Automa draws"):
            card_id = event.field("card_id")
            assert isinstance(card_id, int)
            drawn[current].append(card_id)
    return drawn


def test_the_8_automa_cards_are_reshuffled_at_the_start_of_each_of_the_5_rounds() -> None:
    # "At the beginning of each of the 5 game rounds, all automa cards must be reshuffled."
    session = play_with(start(), quiet_person)
    drawn = cards_per_round(session)
    assert sorted(drawn) == [1, 2, 3, 4, 5]
    for cards in drawn.values():
        assert len(cards) == len(set(cards)) <= 8
    orders = {tuple(cards) for cards in drawn.values()}
    assert len(orders) > 1  # a new shuffle each round


ALL_BLACK_DIE = "\n".join(
    ["fictional = true", "[smart_mat]", 'a = "spicer"', 'b = "tailor"']
    + [f'[[card]]\nid = {n}\nbonus = "black-die"\nmain = ["books"]' for n in range(1, 9)]
    + ['[[trip_slide]]\nid = 1\nstops = [{ city = "amberfield" }, { city = "cindervale" }]'])


def test_when_the_deck_runs_out_the_automa_ends_its_round_with_dice_unused(
        tmp_path: Path) -> None:
    # "In the rare case that the automa deck runs out before the Automa has used all of its
    # dice, the Automa prematurely ends its round without using the remaining dice."
    # Every card takes a black die: 5 + 4 black dice, but only 8 cards.
    directory = sample_copy(tmp_path, mautoma=ALL_BLACK_DIE)
    session = play_with(start(data=str(directory)), quiet_person)
    text = session.log.texts()
    runs_out = [line for line in text if line.startswith("The Automa deck has run out")]
    assert len(runs_out) == 5
    assert runs_out[0].endswith("with 1 die unused.")
    assert all(len(cards) == 8 for cards in cards_per_round(session).values())


def test_the_first_player_is_chosen_at_random() -> None:
    firsts = {next(line for line in start(seed=seed).log.texts()
                   if line.startswith("First player")) for seed in range(12)}
    assert any("the Automa" in line for line in firsts)
    assert any(line.endswith("you.") for line in firsts)


def traveller(question: Question) -> str:
    """Uses the 3-dice Travel space on its first turn, then only the money bag."""
    keys = question.valid_answers() if question.choices is not None else ()
    if question.topic == "person.action" and "travel-3" in keys and \
            question.context.get("round") == 1:
        return "travel-3"
    if question.topic == "person.travel-end":
        return "hollowmere"
    return quiet_person(question)


def test_the_highest_travel_space_takes_the_hourglass() -> None:
    # RB: using a Travel space at least as high as every one used earlier in the round takes
    # the hourglass: first player next round.
    text = play_with(start(seed=3), traveller).log.texts()
    assert "First player, chosen at random: you." in text
    assert "End of round 1: You used the highest Travel space (3-dice) last and take the " \
           "hourglass: first next round." in text
    assert text[text.index("Round 2") + 1:].index("You play first.") < 3
    # With a person who never travels, the Automa's travels take it.
    text = play_with(start(seed=3), quiet_person).log.texts()
    end = next(line for line in text if line.startswith("End of round 1"))
    assert end.startswith("End of round 1: The Automa used the highest Travel space")
    assert text[text.index("Round 2") + 1:].index("The Automa plays first.") < 3


def test_a_game_lasts_five_rounds_and_ends_with_the_final_scoring() -> None:
    session = play_with(start(), quiet_person)
    result = session.result
    assert isinstance(result, MarcoPoloResult)
    text = session.log.texts()
    assert [line for line in text if line.startswith("Round ")] == [
        f"Round {n}" for n in range(1, 6)]
    assert "Final scoring" in text
    summary = result.summary()
    assert summary["automa_score"] == result.automa.total
    assert summary["outcome"] in ("win", "loss", "tie")
    assert summary["person_won"] == int(result.outcome == "win")


def test_the_automa_takes_8_vp_with_at_least_as_many_contracts_as_you() -> None:
    # "8 VPs if it has completed a number of contracts equal or greater respect to the
    # player."
    def contracts(count: int) -> MarcoPoloResult:
        def answer(question: Question) -> str:
            if question.topic == "person.contracts-completed":
                return str(count)
            return quiet_person(question)
        result = play_with(start(), answer).result
        assert isinstance(result, MarcoPoloResult)
        return result

    done = contracts(0).automa.contracts_done
    assert contracts(done).automa.contracts_vp == 8
    assert contracts(done + 1).automa.contracts_vp == 0


def test_a_tie_goes_to_the_person_with_a_camel() -> None:
    session = start()
    score = {"n": 0}

    def answer(question: Question) -> str:
        if question.topic == "person.final-score":
            score["n"] = int(question.context["automa_score"])  # type: ignore[call-overload]
            return str(score["n"])
        if question.topic == "person.has-camel":
            return "yes"
        return quiet_person(question)

    result = play_with(session, answer).result
    assert isinstance(result, MarcoPoloResult) and result.outcome == "win"


def test_a_saved_game_replays_only_with_the_data_it_began_with(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    directory = sample_copy(tmp_path)
    monkeypatch.chdir(directory.parent)
    session = Session.start(DEFINITION(), {"data": "data", "character": "Navigator"}, 2)
    record = session.record
    assert record.options["data"] == str(directory.resolve())  # resumes from anywhere
    assert Session.replay(DEFINITION(), record).log.texts() == session.log.texts()
    board = directory / "board.toml"
    board.write_text(board.read_text().replace("Amberfield (fictional)", "Amberville"))
    with pytest.raises(SaveError, match="the data files have changed since this game began"):
        Session.replay(DEFINITION(), record)
