"""The worked examples of the Mautoma solo rules, as tests that read like them.

The rules' pictures are not in their text, so each map below is drawn from the example's
words (see revive_helpers for the drawing). The Mautoma is blue, you are yellow.
"""

from __future__ import annotations

from random import Random

from revive_helpers import (
    BUILDING_MAP,
    EXPLORATION_MAP,
    POPULATE_MAP,
    Turn,
    board_with_arrows,
    drive,
    hand_table,
    make_board,
    make_map,
    map_table,
    scripted,
    start,
)

from soloist.engine.deck import Deck
from soloist.engine.log import Log
from soloist.games.revive.cards import CARD_BY_NUMBER
from soloist.games.revive.facts import KnownBoard
from soloist.games.revive.mautoma import Mautoma, MautomaTurns
from soloist.games.revive.rules import RevivePlay
from soloist.games.revive.table import ModelTable

# -- BUILDING EXAMPLE ------------------------------------------------------------------------

# The drawing's tiles 1-3 as a person finds them on the board (a tile of the drawing has no
# name printed on it, and a map's own names for hexes and places are printed on no board).
TILE_1 = "the tile 3 tiles out from the chasm at the top"
TILE_3 = "the tile beside the chasm at the top right"


def building_example() -> Turn:
    hex_map = make_map(BUILDING_MAP, crystals=[([(0, 1)], True)],
                       state={"mautoma_buildings": [(1, 1)]})
    return Turn(map_table(hex_map), board=board_with_arrows("top", "left-to-right"))


def test_building_example_the_spot_worth_4_wins() -> None:
    """BUILDING EXAMPLE. Mautoma (blue) picks the card that instructs it to place a building
    at range 3. The picture shows the value of all eligible spots. Mautoma places the
    building in the spot with the highest value (4)."""
    turn = building_example()
    pick = drive_pick(turn)
    values = {candidate.key: candidate.value for candidate in pick.candidates}
    assert values == {"r0c1": 4, "r0c3": 2, "r1c0": 3, "r1c3": 1, "r2c1": 1, "r2c3": 1}
    turn.play(1)  # card 1: "Place a building on the map at range 3."
    assert turn.table.state.view()["mautoma_buildings"] == ["r1c1", "r0c1"]
    assert turn.said(f"→ the sand space on {TILE_1}, 2nd space from the left: the most bonuses, 4.")
    assert turn.said(f"Place a small Mautoma building on the sand space on {TILE_1}, 2nd space "
                     "from the left; next to water, forest, sand, sand with a Mautoma building, "
                     "1 crystal.")


def drive_pick(turn: Turn):  # type: ignore[no-untyped-def]
    """The Mautoma's build choice at range 3, without placing."""
    table = turn.table
    generator = table.choose_build(3, turn.turns.arrows_here, True)
    try:
        next(generator)
    except StopIteration as stop:
        return stop.value
    raise AssertionError("a map table with a board asks nothing")


def test_building_example_explains_each_value() -> None:
    turn = building_example()
    turn.play(1)
    build = next(text for text in turn.texts() if text.startswith("Build at range 3"))
    assert "6 eligible spots" in build
    assert (f"the sand space on {TILE_1}, 2nd space from the left = 4 (forest, 1 crystal, "
            "water (counts 2))") in build
    assert (f"the sand space on {TILE_3}, 2nd space from the left = 1 (field, water (counts 0: a "
            "Mautoma building touches it))") in build


def test_building_example_at_the_table() -> None:
    """The same example in companion play: you list the six spots in the order the arrows
    meet them, with their bonuses; Soloist picks the one worth 4."""
    turn = Turn(hand_table(), board=board_with_arrows("top", "left-to-right"))
    # count, then for each spot: terrain and crystals, then water no Mautoma building touches
    answers = scripted("6", "2", "1", "1", "0", "1", "1", "0", "0", "1", "0", "1", "0")
    turn.play(1, answers)
    assert turn.said("→ spot 1 (1st along the arrows): the most bonuses, 4.")
    assert turn.said("spot 3 (3rd along the arrows) = 3 (1 terrain/crystal + 1 fresh water × 2)")


# -- POPULATE EXAMPLE ------------------------------------------------------------------------



def populate_example(first_line: str, direction: str) -> Turn:
    hex_map = make_map(POPULATE_MAP, state={"mautoma_buildings": [(1, 1)],
                                            "person_figures": [(0, 3), (2, 0)]})
    return Turn(map_table(hex_map), board=board_with_arrows(first_line, direction))


def test_populate_example_two_tied_spots_the_arrow_picks_north_east_and_you_gain_a_book(
) -> None:
    """POPULATE EXAMPLE. Mautoma (blue) picks the card that instructs it to place a
    population figure at range 3. The picture highlights the two eligible spots. The two
    spots are tied, so it shall be checked using the tiebreaker picture marked by the energy
    token on Mautoma's board. Following the arrow indicated by the energy token, Mautoma
    places the population figure in the north-east spot. Then, the human player (yellow)
    gains 1 book."""
    turn = populate_example("top", "left-to-right")
    turn.play(2)  # card 2: "Place a population figure at range 3, ..."
    state = turn.table.state
    assert state.view()["mautoma_figures"] == ["r0c3"]  # north-east
    populate = next(text for text in turn.texts() if text.startswith("Populate"))
    assert "2 eligible locations" in populate
    assert "no location is empty, so an occupied one" in populate
    north_east = f"the location on {TILE_1}, 4th space from the left"
    south_west = f"the location on {TILE_3}, 1st space from the left"
    assert (f"2 tied ({north_east}; {south_west}); tiebreaker arrow group 1 (thick arrow on "
            "the top line, left to right; then the next line below): the first line that meets "
            "one of them is the 1st row from the top (the 3rd row from the top later), and on "
            f"it {north_east} comes first (left to right)") in populate
    assert turn.said("Your figure is in that location: you receive a book from the general "
                     "reserve.")


def test_populate_example_with_arrows_from_the_bottom_picks_the_south_west_spot() -> None:
    turn = populate_example("bottom", "right-to-left")
    turn.play(2)
    assert turn.table.state.view()["mautoma_figures"] == ["r2c0"]


def test_populate_example_at_the_table() -> None:
    """In companion play you say that no eligible location is empty (your figure is on
    each); Soloist has the figure placed on the first one the arrows meet, and you gain the
    book."""
    turn = Turn(hand_table(), board=board_with_arrows("top", "left-to-right"))
    asked = turn.play(2, scripted("yours"))
    assert [question.topic for question in asked] == ["mautoma.locations"]
    assert turn.said("→ the first eligible location you meet following arrow group 1 (thick "
                     "arrow on the top line, left to right; then the next line below): no "
                     "location is empty, so an occupied one")
    assert turn.said("you receive a book from the general reserve")
    assert turn.mautoma.figures_left == 6


# -- EXPLORATION EXAMPLE ---------------------------------------------------------------------



def exploration_example(first_line: str, direction: str) -> Turn:
    hex_map = make_map(EXPLORATION_MAP, face_down=["1", "2", "3", "4", "5"],
                       state={"mautoma_buildings": [(1, 0)]})
    return Turn(map_table(hex_map), board=board_with_arrows(first_line, direction))


def test_exploration_example_the_first_eligible_tile_along_the_arrow_is_flipped() -> None:
    """EXPLORATION EXAMPLE. Mautoma (blue) picks the card that instructs it to explore an
    area tile within range 3. The picture highlights all eligible tiles. In order to choose
    a tile, you shall check the tiebreaker icon indicated by the energy marker on the
    Mautoma's board. The area tile to flip is the first you encounter following the arrow
    according to the tiebreaker icon."""
    turn = exploration_example("top", "right-to-left")
    turn.play(3)  # card 3: "Explore at range 3."
    explore = next(text for text in turn.texts() if text.startswith("Explore at range 3"))
    # Face down, the drawing's tiles 1, 2 (north) and 3 (south) are told by where they lie.
    tile = "the face-down tile 3 tiles out from the chasm at the left"
    one, two, three = (f"{tile} (the 1st from the left)", f"{tile} (the 3rd from the left)",
                       f"{tile} (the 2nd from the left)")
    assert f"3 eligible tiles: {two} (range 2); {one} (range 1); {three} (range 1)" in explore
    assert "the first line that meets one of them is the 1st row from the top" in explore
    assert f"→ {two}: a face-down tile it can reach" in explore
    assert turn.table.state.explored == {"A", "B", "2"}
    assert turn.said(f"Flip {two}: reveal it either way, but once flipped do not rotate it.")
    assert turn.mautoma.tiles_explored == 1


def test_exploration_example_each_arrow_group_meets_its_own_first_tile() -> None:
    expected = {("top", "left-to-right"): "1", ("top", "right-to-left"): "2",
                ("bottom", "left-to-right"): "3", ("bottom", "right-to-left"): "3"}
    for (line, direction), tile in expected.items():
        turn = exploration_example(line, direction)
        turn.play(3)
        assert turn.table.state.explored == {"A", "B", tile}, (line, direction)


def test_when_the_thick_arrows_line_meets_no_eligible_tile_the_next_line_is_followed(
) -> None:
    """Initially consider the outermost arrow (the thicker arrow) ... If you have
    encountered no valid space/tile, repeat the process with the next arrow, which is on the
    line just above or below."""
    turn = exploration_example("bottom", "left-to-right")
    turn.play(3)
    explore = next(text for text in turn.texts() if text.startswith("Explore at range 3"))
    # the bottom line (row 3) holds only tile 4, which cannot be reached: the next line
    # above (row 2) meets tile 3 first
    assert "(thick arrow on the bottom line, left to right; then the next line above)" in explore
    assert ("the first line that meets one of them is the 3rd row from the top (the 1st row "
            "from the top later)") in explore
    assert turn.table.state.explored == {"A", "B", "3"}


# -- REFRESH TURN EXAMPLE --------------------------------------------------------------------

def test_refresh_turn_example_a_to_e() -> None:
    """REFRESH TURN EXAMPLE. If this is the state of Mautoma's board at the beginning of the
    refresh turn:
    A Discard a purple artifact
    B Discard the first, the second and last citizen cards
    C Discard the first, the second and last module tokens
    D Discard the third green, yellow, grey machine tokens
    E Add 1 progress card to the discarded card pile and reshuffle all cards building a new
      action deck.
    Then, refill the displays."""
    board = make_board(
        positions=[("purple", "S"), ("blue", "T")],
        sections={"S": 1, "T": 2},
        discard={"S": {"citizens": [1, 2, 5], "modules": [1, 2, 5],
                       "machines": {"green": [3], "yellow": [3], "grey": [3]}}},
    )
    log = Log()
    table = hand_table()
    table.log = log
    exhausted = Deck([CARD_BY_NUMBER[1], CARD_BY_NUMBER[3]], Random(5))
    exhausted.discards.extend([exhausted.draw(), exhausted.draw()])
    mautoma = Mautoma(1, board.size, exhausted, [CARD_BY_NUMBER[2], CARD_BY_NUMBER[4],
                                                  CARD_BY_NUMBER[5]])
    turns = MautomaTurns(mautoma, table, KnownBoard(board, log), log, tokens_tribe=False)
    asked = drive(turns.refresh_turn())
    texts = log.texts()
    assert asked == []  # you look at the artifacts left: nothing depends on the answer
    # A
    assert ("1. Remove a purple major artifact: position 1 is purple. If none of that colour "
            "is left, the colour of the next position along the track that still has one: "
            "blue (position 2) (Soloist's reading: positions whose colour has none left are "
            "passed over); if none is left at all, remove none.") in texts
    # B, C, D
    assert ("2. The icons of section S: discard the first, second and last citizen cards, "
            "the first, second and last module tokens, and the third green, yellow, grey "
            "machine tokens.") in texts
    # E
    assert sorted(card.number for card in mautoma.action_deck.cards) == [1, 2, 3]
    assert not mautoma.action_deck.discards
    assert mautoma.progress_deck == [CARD_BY_NUMBER[4], CARD_BY_NUMBER[5]]
    assert any(text.startswith("3. Take a card from the Progress Deck (card 2") and
               "the new Action Deck has 3 cards, 1 more than before" in text
               for text in texts)
    assert texts[-1] == "Then, refill the displays."


def test_refresh_turn_removes_the_next_positions_colour_when_none_is_left() -> None:
    """If all artifacts of that color have run out, remove a major artifact of the color of
    the next position along the track."""
    board = make_board(positions=[("purple", "A"), ("purple", "A"), ("green", "A")])
    log = Log()
    table = ModelTable(make_map(["s1", "C"], artifacts=["green", "blue"]), log,
                       tokens_tribe=False)
    mautoma = Mautoma(1, board.size, Deck([], Random(1)), [CARD_BY_NUMBER[2]])
    mautoma.action_deck.discards.append(CARD_BY_NUMBER[1])
    turns = MautomaTurns(mautoma, table, KnownBoard(board, log), log, tokens_tribe=False)
    drive(turns.refresh_turn())
    assert ("1. Remove a green major artifact: no purple artifact is left, so the colour of "
            "the next position along the track with one: position 3, green (Soloist's "
            "reading: positions whose colour has none left are passed over).") in log.texts()
    assert table.artifacts == {"green": 0, "blue": 1}


def test_a_refresh_turn_with_no_major_artifact_left_removes_none() -> None:
    """Every colour the track could name has run out: nothing is removed, and the refresh
    turn goes on (discard, then the Progress card)."""
    board = make_board(positions=[("purple", "A"), ("green", "A")])
    log = Log()
    table = ModelTable(make_map(["s1", "C"], artifacts=["green"]), log, tokens_tribe=False)
    table.artifacts["green"] = 0
    mautoma = Mautoma(2, board.size, Deck([], Random(1)), [CARD_BY_NUMBER[2]])
    mautoma.action_deck.discards.append(CARD_BY_NUMBER[1])
    turns = MautomaTurns(mautoma, table, KnownBoard(board, log), log, tokens_tribe=False)
    drive(turns.refresh_turn())
    texts = log.texts()
    assert "1. No major artifact of any colour is left: none is removed." in texts
    assert mautoma.artifacts_removed == 0 and len(mautoma.action_deck) == 2
    assert texts[-1] == "Then, refill the displays."


# -- GAME END --------------------------------------------------------------------------------

def test_the_game_ends_exactly_at_the_beginning_of_the_fourth_refresh_turn() -> None:
    """The game ends immediately at the beginning of the Mautoma's fourth REFRESH TURN (it
    is not possible to perform this REFRESH TURN because there are no progress cards to add
    in the Action Deck). After completing your 18 turns, calculate your final score."""
    session = start(seed=4, sample=True)
    turns = 0
    while session.question is not None and session.question.topic != "person.final-score":
        if session.question.topic == "person.map-action":
            turns += session.question.context["actions"] == 0
            session.answer("done")
        else:  # is a major artifact of this colour left on the board?
            session.answer("yes")
    assert turns == 18
    play = session.play
    assert isinstance(play, RevivePlay) and play.mautoma is not None
    mautoma = play.mautoma
    assert mautoma.refreshes == 3  # the fourth was never performed
    assert mautoma.turns == 17  # 2 + 3 + 4 + 5 action turns and 3 refresh turns
    assert sum(mautoma.draws.values()) == 14
    assert mautoma.deck_sizes == [2, 3, 4, 5]
    assert not mautoma.progress_deck and mautoma.is_deck_exhausted
    texts = session.log.texts()
    # After your 18th turn the Mautoma's turn would be its 4th refresh turn: the game ends.
    assert texts[texts.index("Turn 18") + 1:] == [
        "The Action Deck is exhausted and no progress card is left: the game ends at the "
        "beginning of the Mautoma's REFRESH TURN 4, after your 18 turns."]
    assert sum(text.startswith("The Action Deck is exhausted: the Mautoma's REFRESH TURN")
               for text in texts) == 3
    session.answer("123")
    assert session.result is not None
    assert session.result.headline().startswith("123 points: regular victory (120+).")
