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
from soloist.engine.questions import Question
from soloist.games.revive import mapview
from soloist.games.revive.board import ArrowGroup
from soloist.games.revive.cards import ActionCard
from soloist.games.revive.facts import BoardAtHand
from soloist.games.revive.hexmap import FIGURES, LARGE_BUILDINGS, SMALL_BUILDINGS
from soloist.games.revive.table import EXCEPTIONS, PERSON_TURNS, MapTable
from soloist.games.revive.taps import arrows_picture

#: Your exceptions to the rules, to read again at any moment (shown at setup too).
REMINDERS = (tv.Reminder("my exceptions to the rules", EXCEPTIONS),)

if TYPE_CHECKING:
    from soloist.games.revive.mautoma import Mautoma
    from soloist.games.revive.rules import RevivePlay

#: The fourth refresh turn never happens: the game ends at its beginning.
REFRESH_TURNS = 3
MAUTOMA_COLOUR = "blue"
#: A card's picture: its action's shape (explore, build, populate), so it reads without
#: its colour.
ACTION_SHAPE = {"build": "square", "populate": "circle", "populate-or-build": "diamond"}


def action_card(card: ActionCard, title: str = "") -> tv.Card:
    shape = ACTION_SHAPE.get(card.places or "", "hexagon")
    return tv.Card(title or f"Card {card.number}", "teal", shape, "Action card",
                   (f"energy +{card.energy}", card.short), picture=f"+{card.energy}")


def energy_track(play: RevivePlay, mautoma: Mautoma) -> tv.Track:
    board = play.facts.board
    track = play.facts.track if isinstance(play.facts, BoardAtHand) else None
    colours = track.colours if track is not None and \
        len(track.colours) == mautoma.track_size else None
    places = []
    for number in range(1, mautoma.track_size + 1):
        if board is not None:
            position = board.at(number)
            places.append(tv.Place(f"position {number} ({position.colour}, section "
                                   f"{position.section})", str(number), position.colour))
        elif colours is not None:  # the track described at the table
            places.append(tv.Place(f"position {number} ({colours[number - 1]})", str(number),
                                   colours[number - 1]))
        else:
            places.append(tv.Place(f"position {number}", str(number)))
    marker = tv.Marker(mautoma.energy - 1, MAUTOMA_COLOUR, "energy marker")
    here = board.at(mautoma.energy).colour if board is not None else \
        colours[mautoma.energy - 1] if colours is not None else None
    return tv.Track("Energy track", tuple(places), (marker,), loop=True,
                    note=f"the marker is on position {mautoma.energy} of {mautoma.track_size}"
                         + (f", the {here} one" if here else "") + ", moving clockwise")


def decks(mautoma: Mautoma) -> tuple[tv.Piece, ...]:
    pieces: list[tv.Piece] = [
        tv.Card("Action Deck", "teal", stack=len(mautoma.action_deck),
                face_down=True),
        tv.Card("Progress Deck", "grey", stack=len(mautoma.progress_deck),
                face_down=True),
    ]
    if mautoma.in_hand is not None:
        pieces.append(action_card(mautoma.in_hand, f"Drawn: card {mautoma.in_hand.number}"))
    elif mautoma.last_card is not None:
        pieces.append(action_card(mautoma.last_card,
                                  f"Last drawn: card {mautoma.last_card.number}"))
    discards = sorted(card.number for card in mautoma.action_deck.discards)
    pieces.append(tv.Words("Discards: " + (", ".join(f"card {n}" for n in discards)
                                           if discards else "none")))
    return tuple(pieces)


def pieces_left(mautoma: Mautoma) -> tuple[tv.Piece, ...]:
    return (
        tv.Counter("Small buildings left", mautoma.small_left, SMALL_BUILDINGS),
        tv.Counter("Large buildings left", mautoma.large_left, LARGE_BUILDINGS),
        tv.Counter("Figures left", mautoma.figures_left, FIGURES),
        tv.Counter("Tiles explored", mautoma.tiles_explored),
    )


def status(play: RevivePlay) -> str:
    """"Mautoma: energy 7/16 · Action Deck 2 (discards 1) · refresh turns 1/3 · placed 2
    buildings, 1 figure, 3 tiles"."""
    mautoma = play.mautoma
    if mautoma is None:
        return "Mautoma: setting up"
    return (f"Mautoma: energy {mautoma.energy}/{mautoma.track_size} · Action Deck "
            f"{len(mautoma.action_deck)} (discards {len(mautoma.action_deck.discards)}) · "
            f"refresh turns {mautoma.refreshes}/{REFRESH_TURNS} · placed "
            f"{tv.count(mautoma.buildings_placed, 'building')}, "
            f"{tv.count(mautoma.figures_placed, 'figure')}, "
            f"{tv.count(mautoma.tiles_explored, 'tile')}")


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
    progress = f"Your turn {play.turn} of {PERSON_TURNS}" if play.turn else "Setup"
    scores = [tv.Score("You", None, "green", ("by the standard rules, at the end",),
                       you=True)]
    zones: list[tv.Zone] = []
    if mautoma is not None:
        scores.insert(0, tv.Score(
            "Mautoma", None, MAUTOMA_COLOUR,
            (tv.count(mautoma.buildings_placed, "building"),
             tv.count(mautoma.figures_placed, "figure"),
             tv.count(mautoma.tiles_explored, "tile")),
            shown=f"refresh {mautoma.refreshes}/{REFRESH_TURNS}"))
        zones = [
            tv.Zone("Energy track", (energy_track(play, mautoma),), owner="automa"),
            tv.Zone("The Mautoma's decks", decks(mautoma), owner="automa"),
            tv.Zone("Refresh turns", (tv.Counter("Refresh turns", mautoma.refreshes,
                                                 REFRESH_TURNS, "teal",
                                                 "the game ends at the beginning of the "
                                                 "fourth"),), owner="automa"),
            tv.Zone("The Mautoma's pieces", pieces_left(mautoma), owner="automa"),
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
