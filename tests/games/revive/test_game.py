"""A whole game: setup, options, turn order, your exceptions, the result."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from revive_helpers import REVIVE, play, random_answer, start

from soloist.engine.errors import DataFileError, OptionError
from soloist.games.revive.rules import RevivePlay, result_for


def mautoma_view(session) -> dict:  # type: ignore[no-untyped-def, type-arg]
    view = session.play.view()["mautoma"]
    assert isinstance(view, dict)
    return view


def test_setup_tells_you_what_to_place() -> None:
    session = start(sample=True)
    texts = " ".join(session.log.texts())
    for words in (
        "Prepare a setup for a standard 2-player game",
        "Take a standard set of 6 starting citizen cards",
        "you begin with only 1 crystal",
        "place only the 8 major artifacts intended for a 2-player game",
        "do not put the minor artifact with 4 VPs on the minor artifact pile (it is not used)",
        "do not place the Mautoma's two pawns (they are not used)",
        "The Mautoma receives 5 small buildings, 3 large buildings, 7 population figures and "
        "1 energy marker",
        "The Action Deck is the two cards with an \"S\", card 1 and card 3, shuffled",
        "The Mautoma is 2nd player in turn order",
        "pay the extra book to the general reserve",
        "you receive a book from the general reserve",
        "copy the top effect of a citizen card from the display, then discard it",
        "you get no 4-VP minor artifact",
        # every assumption where the rules are silent is labelled as Soloist's reading
        "Where the solo rules are silent Soloist reads them so",
        "range counts steps from the nearest Mautoma building or figure (from the chasm "
        "until it has one)",
        "the Mautoma places its 5 small buildings before its 3 large ones",
        "Soloist's reading of the tiebreaker arrows on a map: their lines are the map's rows",
    ):
        assert words in texts, words
    assert "FICTIONAL" in texts


def test_drafting_your_starting_citizen_cards() -> None:
    """Draw 5 cards and keep 2, repeat until you have 6 cards."""
    texts = start(sample=True, starting_cards="draft").log.texts()
    assert "Your 6 starting citizen cards by drafting: draw 5 cards and keep 2; repeat until " \
           "you have 6 cards." in texts


def test_the_energy_marker_starts_on_a_random_position() -> None:
    seen = Counter(mautoma_view(start(seed, sample=True))["energy"] for seed in range(300))
    assert set(seen) == set(range(1, 13))


TEN_COLOURS = "purple blue orange green purple blue orange green purple green"


def test_without_a_board_soloist_asks_the_track_and_the_s_cards() -> None:
    session = start(seed=2)
    assert session.question is not None and session.question.topic == "setup.track-colours"
    session.answer(TEN_COLOURS)
    assert session.question.topic == "setup.starting-card"
    session.answer("4")
    assert session.question.choices is not None
    assert "4" not in session.question.choices.keys  # the other card is not the same one
    session.answer("2")
    assert session.question.topic == "setup.build-layout"  # no layout known
    session.answer("later")
    assert session.question.topic == "person.turn"  # you play first
    view = mautoma_view(session)
    assert view["track_size"] == 10 and 1 <= view["energy"] <= 10  # type: ignore[operator]
    assert any("card 2 and card 4" in text for text in session.log.texts())


def test_the_s_cards_option_replaces_the_question() -> None:
    session = start(seed=2, s_cards="6+2")
    assert session.question is not None and session.question.topic == "setup.track-colours"
    session.answer(TEN_COLOURS)
    assert session.question.topic == "setup.build-layout"
    assert any("card 2 and card 6" in text for text in session.log.texts())


def test_you_play_first_then_the_mautoma() -> None:
    session = start(sample=True)
    assert session.question is not None and session.question.topic == "person.map-action"
    assert session.question.context == {"turn": 1, "actions": 0}
    assert mautoma_view(session)["turns"] == 0
    session.answer("done")
    assert mautoma_view(session)["turns"] == 1


def test_your_populate_beside_a_mautoma_figure_pays_the_extra_book_to_the_reserve() -> None:
    """When you place a population figure in a location that already contains a Mautoma's
    figure, you must pay the extra book to the general reserve."""
    session = start(seed=11, sample=True)
    play_ = session.play
    assert isinstance(play_, RevivePlay)
    state = play_.table.state  # type: ignore[union-attr]
    location = next(index for index in state.person_locations())
    state.mautoma_figures.append(location)
    session.answer("populate")
    session.answer(state.map.spaces[location].key)
    assert session.log.texts()[-1].endswith("The Mautoma has a figure there: your extra book "
                                            "goes to the general reserve.")


@pytest.mark.parametrize("score, result", [
    (0, "defeat"), (99, "defeat"), (100, "survivor"), (109, "survivor"),
    (110, "minor victory"), (119, "minor victory"), (120, "regular victory"),
    (130, "major victory"), (149, "major victory"), (150, "superior victory"),
    (169, "superior victory"), (170, "utopia"), (300, "utopia"),
])
def test_the_thresholds(score: int, result: str) -> None:
    """99 or less VPs: defeat; 100+: survivor; 110+: minor victory; 120+: regular victory;
    130+: major victory; 150+: superior victory; 170+: utopia."""
    assert result_for(score)[0] == result


@pytest.mark.parametrize("score, outcome, won", [
    (99, "loss", 0), (100, "tie", 0), (109, "tie", 0), (110, "win", 1), (170, "win", 1)])
def test_every_summary_carries_the_outcome_from_your_side(score: int, outcome: str,
                                                          won: int) -> None:
    """A defeat is a loss, a victory (110+) a win; a survivor neither (reported as a tie)."""
    session = start(seed=1, sample=True)
    while session.question is not None:
        topic = session.question.topic
        session.answer("done" if topic == "person.map-action" else
                       str(score) if topic == "person.final-score" else "yes")
    assert session.result is not None
    summary = session.result.summary()
    assert (summary["outcome"], summary["person_won"], summary["person_score"]) == \
        (outcome, won, score)


def test_a_whole_companion_game_and_its_result() -> None:
    from random import Random

    session = play(start(seed=5), random_answer(Random(5)))
    assert session.result is not None
    summary = session.result.summary()
    assert summary["person_turns"] == 18 and summary["mautoma_turns"] == 17
    assert summary["refreshes"] == 3 and summary["final_action_deck"] == 5
    assert sum(int(summary[f"draws_card_{n}"]) for n in range(1, 7)) == 14
    assert session.result.headline().startswith(f"{summary['person_score']} points: ")
    # Without a board file you removed the refresh turns' artifacts yourself: Soloist does
    # not know how many, so its summary does not claim a count.
    assert "artifacts_removed" not in summary


def test_simulation_needs_a_map_and_a_board() -> None:
    with pytest.raises(OptionError, match="needs a map"):
        start(table="model")
    with pytest.raises(OptionError, match="needs a Mautoma board"):
        from soloist.games.revive.hexmap import SAMPLE_MAP

        start(table="model", map=str(SAMPLE_MAP))


def test_a_missing_data_file_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(DataFileError, match="no such file"):
        start(board=str(tmp_path / "missing.toml"))


def test_the_definition() -> None:
    assert REVIVE.name == "revive"
    # This solo mode has no difficulty levels (the thresholds of your score play that
    # part): the "S" cards are a breakdown of the balance report, not a ladder of levels.
    assert REVIVE.sweep_option is None
    assert [spec.name for spec in REVIVE.axis_options] == ["s_cards"]
    assert len(REVIVE.option("s_cards").choices) == 16  # "board" and the 15 pairs
    assert REVIVE.parse_options({"s_cards": "3-1"})["s_cards"] == "1+3"
    assert REVIVE.parse_options({"tribe": "0x49"})["tribe"] == "target-tokens"


def test_data_file_paths_are_saved_absolute(tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                                            ) -> None:
    """A saved game resumes from any directory."""
    from soloist.games.revive.board import SAMPLE_BOARD

    (tmp_path / "board.toml").write_text(SAMPLE_BOARD.read_text(), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    options = REVIVE.parse_options({"board": "board.toml"})
    assert options["board"] == str(tmp_path / "board.toml")


def test_a_saved_game_replays_only_with_the_files_it_began_with(tmp_path: Path) -> None:
    """A changed board file (an arrow group, a colour) would replay a saved game
    differently, silently: it is refused with a clear message instead."""
    from soloist.engine.errors import SaveError
    from soloist.engine.session import Session
    from soloist.games.revive.board import SAMPLE_BOARD

    board = tmp_path / "board.toml"
    board.write_text(SAMPLE_BOARD.read_text(encoding="utf-8"), encoding="utf-8")
    session = start(seed=3, board=str(board))
    session.answer("later")  # no layout known: not described this game
    session.answer("done")  # your first turn (a physical table: nothing else is asked)
    record = session.record
    assert Session.replay(REVIVE, record).log.texts() == session.log.texts()
    assert session.undo().log.texts() == session.log.texts()[:len(session.undo().log.texts())]
    board.write_text(board.read_text(encoding="utf-8").replace('direction = "left-to-right"',
                                                               'direction = "right-to-left"'),
                     encoding="utf-8")
    with pytest.raises(SaveError, match=r"board\.toml: the board or map file has changed "
                                        r"since this game began"):
        Session.replay(REVIVE, record)


def test_a_bad_pair_of_s_cards_is_a_short_clear_error() -> None:
    with pytest.raises(OptionError) as error:
        REVIVE.parse_options({"s_cards": "7+8"})
    message = str(error.value)
    assert message.startswith("option s_cards: '7+8' is not one of: board, 1+2, 1+3")
    assert message.endswith("5+6 (or one of them written another way, such as 2+1, 1-2, 2-1)")
