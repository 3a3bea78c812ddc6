"""Helpers for Revive tests: small maps drawn in text, boards, one Mautoma turn, whole games.

A map is drawn row by row (odd-r layout: odd rows sit half a hex to the right), one token
per hex, separated by spaces:

    "."        no hex               "C"       the chasm
    "s1"       sand on tile 1       "f1" forest, "m1" mountain, "y1" field (yellow),
    "w1"       water on tile 1      "L1" a location on tile 1
    "@NE"      a hex of the large location NE

Tiles are face up unless named in `face_down`. A drawing's tile numbers name the places;
with `keyed`, each is also printed on the tile lying there (the map file's `key`), as a
physical tile named at the table is: a person is then told "tile 1", where otherwise a tile
is named by where it lies (the places' names are printed on no board).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from random import Random
from typing import Any

from soloist.engine.deck import Deck
from soloist.engine.log import Log
from soloist.engine.questions import Question
from soloist.engine.session import Session
from soloist.games import find_game
from soloist.games.revive.board import BoardModel, MautomaBoard, board_from_model
from soloist.games.revive.cards import CARD_BY_NUMBER
from soloist.games.revive.facts import BoardAtHand, Facts, KnownBoard
from soloist.games.revive.hexmap import HexMap, MapModel, map_from_model
from soloist.games.revive.mautoma import Mautoma, MautomaTurns
from soloist.games.revive.table import MapTable, Table, TableAtHand

REVIVE = find_game("revive")

KINDS = {"s": "sand", "f": "forest", "m": "mountain", "y": "field", "w": "water",
         "L": "location"}

Hex = tuple[int, int]


# -- the maps of the solo rules' worked examples (drawn from their words; the pictures are
# not in the text). The Mautoma is blue, you are yellow. -------------------------------------

# A blue building on r1c1. Water r0c0 touches no Mautoma building (counts 2); water r2c2
# touches the blue building (counts 0); a vast crystal lies next to r0c1.
BUILDING_MAP = [
    "w1 s1 f1 s1",
    "s2 s2 m2 s2",
    "y3 s3 w3 s3",
    "C",
]

# A blue building on r1c1; two locations within range 3, one to the north-east (r0c3) and
# one to the south-west (r2c0). You (yellow) have a figure on both: no location is empty,
# so the two occupied ones tie.
POPULATE_MAP = [
    "s1 s1 s1 L1",
    "s2 s2 s2 s2",
    "L3 s3 s3 s3",
    "C",
]

# A blue building on r1c0, on the explored strip of tiles A and B. Face-down tiles 1 and 2
# (north) and 3 (south) are next to explored tiles and within range 3; tile 5 is next to
# tile B but 5 steps away; tile 4 touches only face-down tile 3, so it cannot be reached.
EXPLORATION_MAP = [
    "s1 s1 s2 s2 . s5 s5 s5",
    "sA sA sA sA sB sB sB sB C",
    "s3 s3",
    "s4 s4",
]


def map_data(rows: Sequence[str], *, face_down: Iterable[str] = (),
             crystals: Iterable[tuple[Sequence[Hex], bool]] = (),
             state: Mapping[str, Any] | None = None,
             artifacts: Sequence[str] | None = None, keyed: bool = False) -> dict[str, Any]:
    """The map file (as data) the drawing describes."""
    hidden = set(face_down)
    chasm: list[list[int]] = []
    tiles: dict[str, list[dict[str, Any]]] = {}
    large: dict[str, list[list[int]]] = {}
    for row, line in enumerate(rows):
        for col, token in enumerate(line.split()):
            if token == ".":
                continue
            if token == "C":
                chasm.append([row, col])
            elif token.startswith("@"):
                large.setdefault(token[1:], []).append([row, col])
            else:
                tiles.setdefault(token[1:], []).append(
                    {"hex": [row, col], "kind": KINDS[token[0]]})
    data: dict[str, Any] = {
        "name": "test map", "layout": "odd-r", "chasm": chasm,
        "tiles": [{"id": name, "explored": name not in hidden, "spaces": spaces,
                   **({"key": name} if keyed else {})} for name, spaces in tiles.items()],
        "large_locations": [{"id": name, "hexes": hexes} for name, hexes in large.items()],
        "crystals": [{"next_to": [list(h) for h in hexes], "vast": vast}
                     for hexes, vast in crystals],
    }
    if state:
        data["state"] = {key: [list(h) if isinstance(h, tuple) else h for h in value]
                         for key, value in state.items()}
    if artifacts is not None:
        data["major_artifacts"] = list(artifacts)
    return data


def make_map(rows: Sequence[str], **kwargs: Any) -> HexMap:
    return map_from_model(MapModel.model_validate(map_data(rows, **kwargs)), "test map")


def board_data(*, positions: Sequence[tuple[str, str]] = (("purple", "A"), ("blue", "A")),
               sections: Mapping[str, int] | None = None,
               discard: Mapping[str, Mapping[str, Any]] | None = None,
               groups: Sequence[tuple[int, str, str]] = (
                   (1, "top", "left-to-right"), (2, "top", "right-to-left"),
                   (3, "bottom", "left-to-right"), (4, "bottom", "right-to-left")),
               starting: Sequence[int] | None = (1, 3)) -> dict[str, Any]:
    """A board file (as data): positions are (colour, section); sections map to a group."""
    sections = sections or {name: 1 for _, name in positions}
    discard = discard or {}
    data: dict[str, Any] = {
        "name": "test board",
        "arrow_groups": [{"id": i, "first_line": line, "direction": way}
                         for i, line, way in groups],
        "sections": [{"id": name, "arrow_group": group, "discard": dict(discard.get(name, {}))}
                     for name, group in sections.items()],
        "positions": [{"colour": colour, "section": section} for colour, section in positions],
    }
    if starting is not None:
        data["starting_cards"] = list(starting)
    return data


def make_board(**kwargs: Any) -> MautomaBoard:
    return board_from_model(BoardModel.model_validate(board_data(**kwargs)), "test board")


def board_with_arrows(first_line: str, direction: str, size: int = 4) -> MautomaBoard:
    """A board whose every position points to one arrow group of that shape."""
    groups = [(1, "top", "left-to-right"), (2, "top", "right-to-left"),
              (3, "bottom", "left-to-right"), (4, "bottom", "right-to-left")]
    group = next(i for i, line, way in groups if (line, way) == (first_line, direction))
    return make_board(positions=[("purple", "A")] * size, sections={"A": group})


Answerer = Callable[[Question], str]


def drive(turn: Any, answer: Answerer | None = None,
          facts: Mapping[str, str] | None = None) -> list[Question]:
    """Run a generator of questions to its end; returns the questions it asked. A silent
    fact (the person's component library) is answered from `facts`, as a session would."""
    asked: list[Question] = []
    try:
        question = next(turn)
        while True:
            if question.is_silent:
                assert question.fact is not None and question.if_unknown is not None
                text = (facts or {}).get(question.fact, question.if_unknown)
                question = turn.send(question.parse(text)[1])
                continue
            asked.append(question)
            if answer is None:
                raise AssertionError(f"unexpected question: {question.prompt}")
            question = turn.send(question.parse(answer(question))[1])
    except StopIteration:
        return asked


def scripted(*answers: str) -> Answerer:
    """Gives these answers in order."""
    queue = list(answers)

    def answer(question: Question) -> str:
        assert queue, f"no answer left for {question.prompt!r}"
        return queue.pop(0)

    return answer


class Turn:
    """One Mautoma action turn with a given card, at a table, for a test."""

    def __init__(self, table: Table, *, board: MautomaBoard | None = None, energy: int = 1,
                 track_size: int | None = None, tokens_tribe: bool = False,
                 facts: Mapping[str, str] | None = None) -> None:
        self.log = Log()
        self.facts = facts
        self.table = table
        table.log = self.log
        facts: Facts = KnownBoard(board, self.log) if board else BoardAtHand(self.log)
        size = board.size if board is not None else (track_size or 12)
        self.mautoma = Mautoma(energy, size, Deck([], Random(0)), [])
        if isinstance(table, MapTable):
            table.tiles.log = self.log
            built = len(table.state.mautoma_buildings)
            self.mautoma.small_left -= min(built, 5)
            self.mautoma.large_left -= max(0, built - 5)
            self.mautoma.figures_left -= len(table.state.mautoma_figures)
        self.turns = MautomaTurns(self.mautoma, table, facts, self.log,
                                  tokens_tribe=tokens_tribe)

    def play(self, card: int, answer: Answerer | None = None) -> list[Question]:
        self.mautoma.action_deck.cards.append(CARD_BY_NUMBER[card])
        return drive(self.turns.action_turn(), answer, self.facts)

    def texts(self) -> list[str]:
        return self.log.texts()

    def said(self, words: str) -> bool:
        return any(words in text for text in self.texts())


def map_table(hex_map: HexMap, *, tokens_tribe: bool = False) -> MapTable:
    return MapTable(hex_map, Log(), tokens_tribe=tokens_tribe)


def hand_table() -> TableAtHand:
    return TableAtHand(Log())


# -- whole games ---------------------------------------------------------------------------

def start(seed: int = 1, **options: object) -> Session:
    return Session.start(REVIVE, options, seed)


def random_answer(rng: Random) -> Callable[[Question, Session], str]:
    """Any valid answer; small numbers for counts, so the games stay short."""

    def answer(question: Question, session: Session) -> str:
        if question.choices is not None:
            return rng.choice(question.choices.keys)
        if question.text is not None:
            return question.examples[0]
        assert question.between is not None
        low, high = question.between
        return str(rng.randint(low, min(high, low + 4)))

    return answer


def play(session: Session, answerer: Callable[[Question, Session], str],
         limit: int = 3000) -> Session:
    for _ in range(limit):
        if session.question is None:
            return session
        session.answer(answerer(session.question, session))
    raise AssertionError("the game did not end")


# -- a map that grows with the game ---------------------------------------------------------

class PhysicalTiles:
    """The tiles on a physical table, as a person names them when they are face up: place →
    (the tile's name, the kind of each of the place's spaces in the map file's order)."""

    def __init__(self, tiles: Mapping[str, tuple[str, Sequence[str]]]) -> None:
        self.tiles = dict(tiles)
        self.asked: list[Question] = []

    @classmethod
    def from_drawing(cls, rows: Sequence[str], names: Mapping[str, str] | None = None
                     ) -> PhysicalTiles:
        data = map_data(rows)
        return cls({tile["id"]: ((names or {}).get(tile["id"], tile["id"]),
                                 [space["kind"] for space in tile["spaces"]])
                    for tile in data["tiles"]})

    def answer(self, question: Question) -> str:
        """Names the tile on the question's place (a new one is described)."""
        self.asked.append(question)
        place = str(question.context["place"])
        name, kinds = self.tiles[place]
        if question.topic == "table.tile-which":
            assert question.choices is not None
            for choice in question.choices:
                if choice.key != "new" and choice.value[0].name == name and \
                        [kind.value for kind in choice.value[1].kinds] == list(kinds):
                    return choice.key
            return "new"
        if question.topic == "table.tile-new":
            return f"{name}: {' '.join(kinds)}"
        raise AssertionError(f"not a tile question: {question.prompt}")


def open_map(rows: Sequence[str], **kwargs: Any) -> HexMap:
    """The map the drawing describes with every tile's spaces left open: the board's layout
    only, its tiles named at the table when face up."""
    data = map_data(rows, **kwargs)
    for tile in data["tiles"]:
        for space in tile["spaces"]:
            space.pop("kind")
    return map_from_model(MapModel.model_validate(data), "test layout")


def learned_table(rows: Sequence[str], physical: PhysicalTiles, *,
                  facts: Mapping[str, str] | None = None, **kwargs: Any) -> MapTable:
    """A map table on the drawing's layout whose face-up tiles were named at setup."""
    table = map_table(open_map(rows, **kwargs))
    drive(table.setup(), physical.answer, facts)
    return table
