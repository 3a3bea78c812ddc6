"""Companion play without data files: Soloist asks what each decision needs, and no more."""

from __future__ import annotations

from revive_helpers import Turn, board_with_arrows, hand_table, make_map, map_table, scripted


def topics(questions: list) -> list[str]:  # type: ignore[type-arg]
    return [question.topic for question in questions]


def test_a_single_eligible_spot_needs_no_bonuses_and_no_arrows() -> None:
    turn = Turn(hand_table(), track_size=12)
    asked = turn.play(1, scripted("1"))
    assert topics(asked) == ["mautoma.build-spots"]
    assert turn.said("Build at range 3: one eligible spot → the only eligible spot.")
    assert turn.said("Place a small Mautoma building on the only eligible spot.")


def test_without_a_map_the_arrows_are_never_asked_you_follow_them_on_your_board() -> None:
    """Without a map, the person meets the spots along the arrows on their own board, so
    Soloist never asks the arrows' shape; the prompt names them by the marker's position."""
    turn = Turn(hand_table(), track_size=2, energy=1)  # card 1 moves 1 step: to 2
    asked = turn.play(1, scripted("2", "1", "0", "1", "0"))
    assert "board.arrows" not in topics(asked)
    assert "following the tiebreaker arrows the energy marker points to (position 2)" in \
        asked[1].prompt
    assert turn.said("→ spot 1 (1st along the arrows): the most bonuses, 1; 2 tied (1, 2); "
                     "following the tiebreaker arrows the energy marker points to (position "
                     "2), spot 1 (1st along the arrows) is the first of them you meet.")

def test_with_a_board_the_arrows_are_never_asked() -> None:
    turn = Turn(hand_table(), board=board_with_arrows("bottom", "left-to-right"))
    asked = turn.play(1, scripted("2", "1", "0", "1", "0"))
    assert "board.arrows" not in topics(asked)
    assert "arrow group 3 (thick arrow on the bottom line, left to right" in asked[1].prompt


def test_the_spots_are_listed_along_the_arrows_and_the_tie_goes_to_the_first() -> None:
    turn = Turn(hand_table(), board=board_with_arrows("top", "left-to-right"))
    turn.play(1, scripted("3", "1", "0", "3", "0", "1", "1"))  # values 1, 3, 3
    assert turn.said("→ spot 2 (2nd along the arrows): the most bonuses, 3; 2 tied (2, 3); "
                     "following arrow group 1")


def test_populate_asks_one_question_whether_one_location_is_empty() -> None:
    """Only the decisive fact: is one of the eligible locations empty? The Mautoma takes
    the first empty one along the arrows (else the first one, and you take a book)."""
    turn = Turn(hand_table(), board=board_with_arrows("top", "left-to-right"))
    asked = turn.play(2, scripted("empty"))
    assert topics(asked) == ["mautoma.locations"]
    assert turn.said("Place a Mautoma population figure on the first empty eligible location "
                     "you meet following arrow group 1")
    assert not turn.said("you receive a book")
    occupied = Turn(hand_table(), board=board_with_arrows("top", "left-to-right"))
    assert topics(occupied.play(2, scripted("yours"))) == ["mautoma.locations"]
    assert occupied.said("no location is empty, so an occupied one")
    assert occupied.said("you receive a book from the general reserve")

def test_no_location_then_a_building_at_the_table() -> None:
    turn = Turn(hand_table(), track_size=12)
    asked = turn.play(2, scripted("0", "0"))
    assert topics(asked) == ["mautoma.locations", "mautoma.build-spots"]
    assert turn.said("No legal placement for a building at range 3 either: the Mautoma ends "
                     "its turn without performing the action.")


def test_exploration_at_the_table_asks_only_whether_there_is_a_tile() -> None:
    turn = Turn(hand_table(), board=board_with_arrows("top", "right-to-left"))
    asked = turn.play(5, scripted("yes", "0"))  # a tile, then no spot for the building
    assert topics(asked) == ["mautoma.tiles", "mautoma.build-spots"]
    assert asked[0].choices is not None and asked[0].choices.keys == ("yes", "no")
    assert turn.said("Flip the first eligible tile you meet following arrow group 2 (thick "
                     "arrow on the top line, right to left; then the next line below): reveal "
                     "it either way, but once flipped do not rotate it.")
    assert turn.said("the Mautoma skips the build action")

def test_the_range_is_told_from_the_chasm_until_the_mautoma_has_a_piece() -> None:
    turn = Turn(hand_table(), track_size=12)
    first = turn.play(1, scripted("1"))
    assert "within range 3 of the chasm (the Mautoma has no piece on the map yet)" in \
        first[0].prompt
    second = turn.play(1, scripted("0"))
    assert "within range 3 of a Mautoma building or figure" in second[0].prompt
    third = turn.play(6, scripted("no", "none"))
    assert "anywhere on the map (no range restriction)" in third[0].prompt
    # card 6: "no range restrictions", but still next to the chasm or an explored tile
    assert "adjacent to the chasm or to an explored tile, however far from its pieces, on " \
        "either side of the chasm" in third[0].prompt
    assert first[0].help.startswith("Soloist's reading of range (the solo rules do not "
                                    "define it)")


def test_the_tribe_token_is_asked_only_with_the_tribe() -> None:
    plain = Turn(hand_table(), track_size=12)
    assert topics(plain.play(1, scripted("1"))) == ["mautoma.build-spots"]
    tribe = Turn(hand_table(), track_size=12, tokens_tribe=True)
    asked = tribe.play(1, scripted("1", "yes"))
    assert topics(asked) == ["mautoma.build-spots", "tribe.token"]
    assert tribe.said("The Mautoma's small building is on your token: take its cost, 3 gears, "
                      "from the reserve.")


def test_with_a_map_but_no_board_the_arrows_are_asked_only_on_a_tie() -> None:
    hex_map = make_map(["s1 f1 s1 s1", "C"])
    turn = Turn(map_table(hex_map), track_size=12)
    asked = turn.play(1, scripted("bottom-rtl"))  # r0c0 and r0c2 tie at 1
    assert topics(asked) == ["board.arrows"]
    assert turn.table.state.view()["mautoma_buildings"] == ["r0c2"]
    unique = Turn(map_table(make_map(["s1 f1 s1 s1 s1", "C"],
                                     state={"mautoma_buildings": [(0, 4)]})), track_size=12)
    assert unique.play(1) == []  # r0c2 is worth 1, r0c3 0: no tie, nothing asked


def test_a_refresh_turn_without_a_board_tells_you_what_to_discard() -> None:
    from random import Random

    from soloist.engine.deck import Deck
    from soloist.games.revive.cards import CARD_BY_NUMBER

    turn = Turn(hand_table(), track_size=12, energy=7)
    turn.mautoma.action_deck = Deck([], Random(0))
    turn.mautoma.action_deck.discards.extend([CARD_BY_NUMBER[1], CARD_BY_NUMBER[2]])
    turn.mautoma.progress_deck = [CARD_BY_NUMBER[3]]
    from revive_helpers import drive

    assert drive(turn.turns.refresh_turn()) == []
    assert turn.said("1. Remove a major artifact of the colour of position 7; if none of that "
                     "colour is left, of the colour of the next position along the track.")
    assert turn.said("2. Discard from the displays the citizen cards, slot module tokens and "
                     "machine tokens shown by the icons of the energy marker's section.")
    assert len(turn.mautoma.action_deck) == 3


def test_a_flipped_tile_the_map_file_leaves_open_is_named_at_the_table() -> None:
    """A map file may leave a tile's spaces open: when it is face up the person names it and,
    the first time, says what its spaces show (one answer for the whole tile)."""
    from revive_helpers import map_data

    from soloist.games.revive.hexmap import MapModel, map_from_model

    data = map_data(["s1 s2 s2", "C"], face_down=["2"])
    for space in data["tiles"][1]["spaces"]:
        space.pop("kind")
    hex_map = map_from_model(MapModel.model_validate(data), "test map")
    table = map_table(hex_map)
    turn = Turn(table, board=board_with_arrows("top", "left-to-right"))
    asked = turn.play(5, scripted("7: water sand"))  # explore, then build
    assert topics(asked) == ["table.tile-new"]
    assert asked[0].prompt == ("The tile just flipped beside the chasm at the top right: its "
                               "number (or symbol), then what each of its spaces shows as it "
                               "lies: from the left (2 spaces)?")
    state = turn.table.state
    assert state.view()["revealed"] == {"r0c1": "water", "r0c2": "sand"}
    assert state.view()["tiles"] == {"2": "7"}
    assert turn.said("Tile 7 lies beside the chasm at the top right: water sand (Soloist keeps "
                     "it in your components).")
    assert table.learned == {"area tile 7": "sand, water at 0,0 1,0; read by rows",
                             "area tiles": "7"}
    # the new sand next to the fresh water is worth 2, the old one as much: left to right
    assert state.view()["mautoma_buildings"] == ["r0c0"]
