"""The table of a Revive game as a person sees it (`soloist.engine.tableview`).

The Mautoma's board: the energy track with its marker (each position's artifact colour and
section when a board file gives them), the Action Deck, its discards and the Progress Deck,
the refresh turns (the game ends at the beginning of the fourth), the pieces it has left
and placed. The map, when Soloist follows it, is a panel of its own (`TableView.board`,
made by `soloist.games.revive.mapview`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from soloist.engine import tableview as tv
from soloist.engine.phrase import joined, phrase
from soloist.engine.questions import Question
from soloist.games.revive import mapview
from soloist.games.revive.board import ArrowGroup
from soloist.games.revive.cards import ActionCard
from soloist.games.revive.facts import BoardAtHand
from soloist.games.revive.hexmap import FIGURES, LARGE_BUILDINGS, SMALL_BUILDINGS
from soloist.games.revive.table import EXCEPTIONS, PERSON_TURNS, MapTable
from soloist.games.revive.taps import arrows_picture

#: Your exceptions to the rules, to read again at any moment (shown at setup too).
REMINDERS = (tv.Reminder(phrase("my exceptions to the rules"), EXCEPTIONS),)

if TYPE_CHECKING:
    from soloist.games.revive.mautoma import Mautoma
    from soloist.games.revive.rules import RevivePlay

#: The fourth refresh turn never happens: the game ends at its beginning.
REFRESH_TURNS = 3
MAUTOMA_COLOUR = "blue"
ENERGY_TRACK = phrase("Energy track")
#: A card's picture: its action's shape (explore, build, populate), so it reads without
#: its colour.
ACTION_SHAPE = {"build": "square", "populate": "circle", "populate-or-build": "diamond"}


def action_card(card: ActionCard, title: str = "") -> tv.Card:
    shape = ACTION_SHAPE.get(card.places or "", "hexagon")
    return tv.Card(title or phrase("Card {number}", number=card.number), "teal", shape,
                   phrase("Action card"), (phrase("energy +{energy}", energy=card.energy),
                                           card.short), picture=f"+{card.energy}")


def energy_track(play: RevivePlay, mautoma: Mautoma) -> tv.Track:
    board = play.facts.board
    track = play.facts.track if isinstance(play.facts, BoardAtHand) else None
    colours = track.colours if track is not None and \
        len(track.colours) == mautoma.track_size else None
    places = []
    for number in range(1, mautoma.track_size + 1):
        if board is not None:
            position = board.at(number)
            places.append(tv.Place(phrase("position {number} ({colour}, section {section})",
                                          number=number, colour=position.colour,
                                          section=position.section),
                                   str(number), position.colour))
        elif colours is not None:  # the track described at the table
            places.append(tv.Place(phrase("position {number} ({colour})", number=number,
                                          colour=colours[number - 1]),
                                   str(number), colours[number - 1]))
        else:
            places.append(tv.Place(phrase("position {number}", number=number), str(number)))
    marker = tv.Marker(mautoma.energy - 1, MAUTOMA_COLOUR, phrase("energy marker"))
    here = board.at(mautoma.energy).colour if board is not None else \
        colours[mautoma.energy - 1] if colours is not None else None
    note = phrase("the marker is on position {position} of {size}, the {colour} one, moving "
                  "clockwise", position=mautoma.energy, size=mautoma.track_size, colour=here) \
        if here else phrase("the marker is on position {position} of {size}, moving "
                            "clockwise", position=mautoma.energy, size=mautoma.track_size)
    return tv.Track(ENERGY_TRACK, tuple(places), (marker,), loop=True, note=note)


def decks(mautoma: Mautoma) -> tuple[tv.Piece, ...]:
    pieces: list[tv.Piece] = [
        tv.Card(phrase("Action Deck"), "teal", stack=len(mautoma.action_deck),
                face_down=True),
        tv.Card(phrase("Progress Deck"), "grey", stack=len(mautoma.progress_deck),
                face_down=True),
    ]
    if mautoma.in_hand is not None:
        pieces.append(action_card(mautoma.in_hand, phrase("Drawn: card {number}",
                                                          number=mautoma.in_hand.number)))
    elif mautoma.last_card is not None:
        pieces.append(action_card(mautoma.last_card, phrase(
            "Last drawn: card {number}", number=mautoma.last_card.number)))
    discards = sorted(card.number for card in mautoma.action_deck.discards)
    pieces.append(tv.Words(phrase("Discards: {cards}", cards=joined(
        phrase("card {card}", card=number) for number in discards)) if discards else
        phrase("Discards: none")))
    return tuple(pieces)


def pieces_left(mautoma: Mautoma) -> tuple[tv.Piece, ...]:
    return (
        tv.Counter(phrase("Small buildings left"), mautoma.small_left, SMALL_BUILDINGS),
        tv.Counter(phrase("Large buildings left"), mautoma.large_left, LARGE_BUILDINGS),
        tv.Counter(phrase("Figures left"), mautoma.figures_left, FIGURES),
        tv.Counter(phrase("Tiles explored"), mautoma.tiles_explored),
    )


def status(play: RevivePlay) -> str:
    """"Mautoma: energy 7/16 · Action Deck 2 (discards 1) · refresh turns 1/3 · placed 2
    buildings, 1 figure, 3 tiles"."""
    mautoma = play.mautoma
    if mautoma is None:
        return phrase("Mautoma: setting up")
    buildings, figures, tiles = placed(mautoma)
    return phrase("Mautoma: energy {energy}/{size} · Action Deck {deck} (discards {discards}) "
                  "· refresh turns {refreshes}/{most} · placed {buildings}, {figures}, {tiles}",
                  energy=mautoma.energy, size=mautoma.track_size,
                  deck=len(mautoma.action_deck), discards=len(mautoma.action_deck.discards),
                  refreshes=mautoma.refreshes, most=REFRESH_TURNS, buildings=buildings,
                  figures=figures, tiles=tiles)


def placed(mautoma: Mautoma) -> tuple[str, str, str]:
    """"2 buildings", "1 figure", "3 tiles": what the Mautoma placed."""
    buildings, figures, tiles = (mautoma.buildings_placed, mautoma.figures_placed,
                                 mautoma.tiles_explored)
    return (phrase("{count} building", count=buildings) if buildings == 1 else
            phrase("{count} buildings", count=buildings),
            phrase("{count} figure", count=figures) if figures == 1 else
            phrase("{count} figures", count=figures),
            phrase("{count} tile", count=tiles) if tiles == 1 else
            phrase("{count} tiles", count=tiles))


def faces(question: Question | None) -> dict[str, tv.Piece]:
    """The action cards as cards, the tiebreaker arrows as the board pictures them."""
    if question is None or question.choices is None:
        return {}
    shown: dict[str, tv.Piece] = {}
    for choice in question.choices:
        if isinstance(choice.value, ActionCard):
            shown[choice.key] = action_card(choice.value)
        elif isinstance(choice.value, ArrowGroup):
            shown[choice.key] = arrows_picture(choice.value)
    return shown


def table_view(play: RevivePlay, question: Question | None) -> tv.TableView:
    mautoma = play.mautoma
    progress = phrase("Your turn {turn} of {turns}", turn=play.turn, turns=PERSON_TURNS) \
        if play.turn else phrase("Setup")
    scores = [tv.Score("You", None, "green", (phrase("by the standard rules, at the end"),),
                       you=True)]
    zones: list[tv.Zone] = []
    if mautoma is not None:
        scores.insert(0, tv.Score(
            "Mautoma", None, MAUTOMA_COLOUR,
            placed(mautoma),
            shown=phrase("refresh {refreshes}/{most}", refreshes=mautoma.refreshes,
                         most=REFRESH_TURNS)))
        refresh_turns = phrase("Refresh turns")
        zones = [
            tv.Zone(ENERGY_TRACK, (energy_track(play, mautoma),), owner="automa"),
            tv.Zone(phrase("The Mautoma's decks"), decks(mautoma), owner="automa"),
            tv.Zone(refresh_turns, (tv.Counter(refresh_turns, mautoma.refreshes,
                                               REFRESH_TURNS, "teal",
                                               phrase("the game ends at the beginning of the "
                                                      "fourth")),), owner="automa"),
            tv.Zone(phrase("The Mautoma's pieces"), pieces_left(mautoma), owner="automa"),
        ]
    table = play.table
    described = play.layout.described
    telling_a_line = question is not None and question.topic == "layout.line"
    board = (None if telling_a_line  # the line is painted on the question's own drawing
             else mapview.layout_board(described) if described is not None
             else mapview.board(table, question) if isinstance(table, MapTable) else None)
    return tv.TableView(status(play), progress, tuple(scores), tuple(zones), faces(question),
                        board, REMINDERS,
                        glance=mapview.glance(table) if isinstance(table, MapTable) else None)
