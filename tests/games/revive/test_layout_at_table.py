"""Your board's layout described at the table, line by line (the web paints each line by
tapping and writes the same answer), and the energy track remembered from a slot the person
can find (issue 27 item 3, issue 25 item 7)."""

from __future__ import annotations

from pathlib import Path

import pytest
from revive_helpers import REVIVE

from soloist.engine.chance import Chance
from soloist.engine.documents import load
from soloist.engine.errors import InvalidAnswer
from soloist.engine.library import MemoryLibrary
from soloist.engine.questions import Question
from soloist.engine.session import Session
from soloist.engine.tableview import HexBoard
from soloist.games.revive.components import frame_value
from soloist.games.revive.facts import Track, read_arrow_list
from soloist.games.revive.hexmap import SAMPLE_MAP, MapModel, load_map
from soloist.games.revive.layout import check_layout, lines_of, read_cell
from soloist.games.revive.rules import RevivePlay
from soloist.games.revive.stand_ins import SteadySettler

LAYOUT = Path(__file__).parents[3] / "examples" / "revive-layout.toml"
TRACK = "purple blue orange green purple blue orange green purple blue orange green"
ARROWS = "3tl 3tr 3bl 3br"


def describe_the_sample(session: Session) -> None:
    """The answers a person gives describing the sample's layout line by line (what the web
    writes as they paint each line)."""
    count, width, words = lines_of(load_map(LAYOUT))
    for answer in ("build", "rows-right", str(count), str(width), *words, "yes"):
        session.answer(answer)


def table_answer(question: Question, play: RevivePlay, settler: SteadySettler) -> str:
    """The physical table: the tiles lie as the sample map draws them (place T7 holds tile
    7); the person plays the steady stand-in's map actions."""
    topic = question.topic
    if topic.startswith("table.tile-"):
        sample = load_map(SAMPLE_MAP)
        place = str(question.context["place"])
        kinds = [str(sample.spaces[index].kind) for index in sample.tiles[place]]
        name = place.removeprefix("T")
        if topic == "table.tile-which":
            assert question.choices is not None
            for choice in question.choices:
                if choice.key != "new" and choice.value[0].name == name and \
                        [kind.value for kind in choice.value[1].kinds] == kinds:
                    return choice.key
            return "new"
        return f"{name}: {' '.join(kinds)}"
    if topic == "person.final-score":
        return "120"
    return settler.answer(question, play)


def decisions(session: Session) -> list[tuple[str, tuple[tuple[int, int], ...]]]:
    """Each Mautoma placement: its action and the hexes it chose."""
    play = session.play
    assert isinstance(play, RevivePlay)
    hex_map = play.table.map  # type: ignore[union-attr]
    found = []
    for event in session.log:
        fields = dict(event.fields)
        if event.actor == "mautoma" and "action" in fields:
            key = str(fields["chosen"])
            indexes = hex_map.tiles[key] if fields["action"] == "explore" else \
                (hex_map.by_key[key],)
            found.append((str(fields["action"]), tuple(
                hex_ for index in indexes for hex_ in hex_map.spaces[index].hexes)))
    return found


def play_out(session: Session, seed: int) -> Session:
    play = session.play
    assert isinstance(play, RevivePlay)
    settler = SteadySettler(Chance(seed))
    while (question := session.question) is not None:
        session.answer(table_answer(question, play, settler))
    return session


@pytest.mark.parametrize("seed", [1, 2])
def test_the_layout_described_at_the_table_gives_the_decisions_of_the_same_layout_file(
        seed: int) -> None:
    """The layout entered line by line (as the web's taps write it) plays exactly as the
    same layout imported from its map file: the same Mautoma placements, turn by turn."""
    options = {"s_cards": "1+3"}
    from_file = Session.start(REVIVE, options, seed, library=MemoryLibrary(
        {"board layout": frame_value(load(MapModel, LAYOUT))}))
    for answer in (TRACK, "yes", ARROWS):  # the track; follow the map; its arrows
        from_file.answer(answer)
    at_table = Session.start(REVIVE, options, seed, library=MemoryLibrary())
    at_table.answer(TRACK)
    describe_the_sample(at_table)
    at_table.answer(ARROWS)
    play_out(from_file, seed)
    play_out(at_table, seed)
    made = decisions(at_table)
    assert len(made) > 15
    assert made == decisions(from_file)
    # the layout learned is a layout fact: the same map again (corners and crystals alike)
    learned = at_table.play.learned  # type: ignore[attr-defined]
    assert REVIVE.read_fact("board layout", learned["board layout"]) == learned["board layout"]


def test_describing_the_layout_asks_line_by_line_and_checks_the_whole() -> None:
    session = Session.start(REVIVE, {"s_cards": "1+3"}, 1, library=MemoryLibrary())
    session.answer("purple blue orange green")
    assert session.question is not None and session.question.topic == "setup.build-layout"
    for answer in ("build", "rows-right", "2", "3"):
        session.answer(answer)
    question = session.question
    assert question is not None and question.prompt == \
        "Row 1 of 2, left to right: what is each hex?"
    with pytest.raises(InvalidAnswer, match="you gave 4 hexes; the longest line has 3"):
        session.answer("1 1 2 2")
    session.answer("1 1 2")
    assert session.question.prompt == ("Row 2 of 2, left to right: what is each hex? (the one "
                                       "before: 1 1 2)")
    with pytest.raises(InvalidAnswer, match="no starting tile"):
        session.answer("c c c")
    with pytest.raises(InvalidAnswer, match="the hexes of tile 1 are not all next to each "
                                            "other"):
        session.answer("c c 1*")  # row 2 sits half a hex right: its 3rd hex touches only
        # row 1's 3rd (tile 2) and the place after it
    session.answer("c c 2*+")
    confirm = session.question
    assert confirm is not None and confirm.topic == "layout.confirm"
    assert confirm.prompt == ("Your board: 2 area tiles (1 of them starting tiles), the chasm "
                              "of 2 hexes, 0 corners and 1 crystal. Is that right?")
    view = session.play.table_view(confirm)
    assert view.board is not None and len(view.board.hexes) == 6  # the hexes described
    session.answer("again")
    assert session.question.topic == "layout.shape"


def test_a_line_is_painted_by_tapping_its_hexes_with_a_brush() -> None:
    """The line asked is a drawing to paint: its hexes are the places to tap, in order, and
    the brushes are what a hex can be; a starting tile's mark and crystals are added to
    what a hex is. The answer is the line's words, as typed."""
    session = Session.start(REVIVE, {"s_cards": "1+3"}, 1, library=MemoryLibrary())
    for answer in ("purple blue", "build", "rows-right", "3", "4", "1 1 L1"):
        session.answer(answer)
    question = session.question
    assert question is not None and question.taps is not None
    taps = question.taps
    draft = taps.start()
    board = taps.picture(draft)
    assert isinstance(board, HexBoard)
    painted = [hex_ for hex_ in board.hexes if hex_.cycle >= 0]
    assert [hex_.cycle for hex_ in painted] == [0, 1, 2, 3]
    assert all(hex_.token == "." for hex_ in painted)
    step = taps.step(draft)
    assert [tap.key for tap in step.taps] == [
        ".", "c", "1", "2", "3", "L1", "L2", "L3", "L4", "*", "+"]
    assert [tap.label for tap in step.taps][2:5] == ["Tile 1", "New tile 2", "New tile 3"]
    draft = taps.paint(draft, 0, "1")
    draft = taps.paint(draft, 0, "*")  # the mark added to the tile
    draft = taps.paint(taps.paint(draft, 0, "+"), 0, "+")  # two crystals
    assert draft[0] == "1*++"
    assert taps.paint(draft, 0, "+")[0] == "1*"  # a third tap takes them off
    draft = taps.paint(draft, 2, "c")
    assert taps.text(draft) == "1*++ . c"
    with pytest.raises(InvalidAnswer, match="paint the hex with its tile first"):
        taps.paint(draft, 1, "*")
    assert question.parse(taps.text(draft))[0] == "1*++ . c"  # read as the typed line
    words = " ".join(hex_.label for hex_ in taps.picture(draft).hexes)
    assert "r1c" not in words and "T1" not in words  # no coordinates, no internal names
    # The page's table draws no second map while the line is painted on the question's own.
    assert session.play.table_view(question).board is None


def test_the_layout_fact_is_checked_as_an_import_is() -> None:
    good = frame_value(load(MapModel, LAYOUT))
    assert REVIVE.read_fact("board layout", good) == good
    with pytest.raises(ValueError, match="not a layout"):
        REVIVE.read_fact("board layout", "{not json")
    with pytest.raises(ValueError, match="no starting tile"):
        REVIVE.read_fact("board layout", '{"name": "x", "chasm": [[0, 0]], "tiles": '
                                         '[{"id": "T1", "spaces": [{"hex": [0, 1]}]}]}')
    with pytest.raises(ValueError, match="a tile's spaces are learned when it is face up"):
        check_layout({"name": "x", "chasm": [[0, 0]], "tiles": [
            {"id": "T1", "start": True, "spaces": [{"hex": [0, 1], "kind": "sand"}]}]})


def test_the_words_of_a_hex() -> None:
    assert read_cell("7*+").token == "7*+" and read_cell("7+*").token == "7*+"
    assert read_cell("L2").corner == 2 and read_cell("C").chasm
    for word, problem in (("L5", "L1 to L4"), (".+", "not next to a gap"),
                          ("3+++", "at most 2 crystals"), ("c*", "after the tile's number"),
                          ("x", "does not name a hex")):
        with pytest.raises(InvalidAnswer, match=problem):
            read_cell(word)


# -- the energy track: remembered from a slot the person can find (issue 25 item 7) ----------

def test_position_1_is_named_by_its_colour_and_arrows_and_confirmed() -> None:
    """Setup says positions are "counted clockwise from wherever you choose to call position
    1": once the track is known, Soloist names that slot by what the person sees (its
    colour and arrows; here purple with the arrows' thick arrow at the top, left to right,
    comes once) and asks them to confirm it."""
    library = MemoryLibrary({"energy track: colours": TRACK,
                             "energy track: arrows": " ".join(
                                 key for key in ("top-ltr",) * 3 + ("top-rtl",) * 3
                                 + ("bottom-ltr",) * 3 + ("bottom-rtl",) * 3)})
    session = Session.start(REVIVE, {"s_cards": "1+3"}, 4, library=library)
    question = session.question
    assert question is not None and question.topic == "setup.track-start"
    assert question.prompt.startswith(
        "On your Mautoma board, find the purple slot (arrows: thick arrow at the top, left to "
        "right). Soloist counts the positions clockwise from it (it is position 1).")
    session.answer("yes")
    energy = session.play.mautoma.energy  # type: ignore[attr-defined]
    colour = TRACK.split()[energy - 1]  # the marker's slot named by its colour too
    assert f"Put the energy marker on position {energy} of the energy track (the {colour} " \
           "one), a random position of 12 (counted clockwise from the slot you call position " \
           "1)." in session.log.texts()


def test_a_remembered_track_is_never_applied_to_a_slot_not_found() -> None:
    """When the person cannot find the slot, nothing remembered is used: the track is
    described again (and a contradiction with the remembered one is settled by the person,
    as any fact's)."""
    library = MemoryLibrary({"energy track: colours": TRACK})
    session = Session.start(REVIVE, {"s_cards": "1+3"}, 4, library=library)
    assert session.question is not None and session.question.topic == "setup.track-start"
    session.answer("no")
    assert session.question is not None and session.question.topic == "setup.track-colours"
    session.answer("red red blue")
    assert session.play.learned["energy track: colours"] == "red red blue"  # type: ignore
    assert session.play.mautoma.track_size == 3  # type: ignore[attr-defined]


def test_arrows_are_asked_once_with_the_track_and_never_in_a_tie() -> None:
    """Following the map without a board file, the arrows of every position are asked at
    setup (and remembered from position 1): no Mautoma turn asks them."""
    session = Session.start(REVIVE, {"s_cards": "1+3"}, 3, library=MemoryLibrary(
        {"board layout": frame_value(load(MapModel, LAYOUT))}))
    session.answer(TRACK)
    session.answer("yes")
    assert session.question is not None and session.question.topic == "setup.track-arrows"
    with pytest.raises(InvalidAnswer, match="you gave the arrows of 11 positions; the track "
                                            "has 12"):
        session.answer("3tl 3tr 3bl 2br")
    session.answer(ARROWS)
    play_out(session, 3)
    asked = [event for event in session.log if "Tiebreaker at position" in event.text]
    assert asked == []
    assert session.play.learned["energy track: arrows"].split()[::3] == [  # type: ignore
        "top-ltr", "top-rtl", "bottom-ltr", "bottom-rtl"]


def test_a_refresh_turn_names_the_colours() -> None:
    """A refresh turn: "Remove a major artifact of the color indicated by the current
    position of the energy marker. If all artifacts of that color have run out, remove a
    major artifact of the color of the next position along the track": named by colour,
    never "the colour of position N"."""
    session = Session.start(REVIVE, {"s_cards": "1+3"}, 3, library=MemoryLibrary())
    session.answer(TRACK)
    session.answer("later")
    while session.question is not None and session.play.mautoma.refreshes == 0:  # type: ignore
        question = session.question
        session.answer("done" if question.topic == "person.turn" else
                       question.valid_answers()[0])
    said = [text for text in session.log.texts() if text.startswith("1. Remove")]
    assert said and "colour of position" not in said[0]
    assert any(said[0].startswith(f"1. Remove a {colour} major artifact") or
               said[0].startswith(f"1. Remove an {colour} major artifact")
               for colour in ("purple", "blue", "orange", "green"))


def test_start_words_name_the_shortest_run_only_position_1_starts() -> None:
    arrows = read_arrow_list("3tl 3tr 3bl 3br")
    colours = tuple(TRACK.split())
    assert Track(colours, arrows).run_length() == 1  # purple + top-ltr comes once
    # the colours alone repeat every 4 slots: the 3 purple slots read the same, and any of
    # them may be position 1 (the arrows, asked later, are counted from the one chosen)
    assert Track(colours).run_length() == 1
    periodic = Track(("red", "blue", "red", "blue"))
    assert periodic.run_length() == 1  # slots 1 and 3 are alike: either one is position 1
    assert Track(("red", "red", "blue")).start_words() == \
        "the red slot, followed clockwise by a red one"


def test_from_the_second_game_the_mautoma_only_asks_the_name_of_a_tile_it_flipped(
        tmp_path: Path) -> None:
    """Issue 27: with the layout built at the table and no file, from game 2 on the only
    question a Mautoma turn asks is the name of a tile it has just flipped (which Soloist
    cannot see). After setup, game 2 asks nothing but your own moves and the tiles' names."""
    from soloist.play.companion import SavedPlay
    from soloist.store import Store

    store = Store(str(tmp_path / "saves.sqlite3"))
    try:
        first = SavedPlay.start(store, REVIVE, {"s_cards": "1+3"}, 1)
        count, width, words = lines_of(load_map(LAYOUT))
        for answer in (TRACK, "build", "rows-right", str(count), str(width), *words, "yes",
                       ARROWS):
            first.answer(answer)
        play_saved(first, 1)
        second = SavedPlay.start(store, REVIVE, {"s_cards": "1+3"}, 2)
        second.answer("yes")  # position 1 found by its colour and arrows
        second.answer("yes")  # follow the map
        asked = play_saved(second, 2)
        after_setup = [topic for topic, turn in asked if turn >= 1]
        assert after_setup and all(topic.startswith(("person.", "table.tile-"))
                                   for topic in after_setup)
    finally:
        store.close()


def play_saved(saved: object, seed: int) -> list[tuple[str, int]]:
    """Play a saved game to its end at the table; the topics asked, with the turn."""
    from soloist.play.companion import SavedPlay

    assert isinstance(saved, SavedPlay)
    play = saved.session.play
    assert isinstance(play, RevivePlay)
    settler = SteadySettler(Chance(seed))
    asked = []
    while (question := saved.session.question) is not None:
        asked.append((question.topic, play.turn))
        saved.answer(table_answer(question, play, settler))
    return asked
