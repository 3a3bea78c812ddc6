"""A person at a physical Revive table answering on the game's pages by taps: what the
scripted table of `bench/bench_questions_revive.py` would type (it knows the FICTIONAL
sample's board, map and tiles, standing in for the person's copy), told instead by tapping
the drawings (`soloist.games.revive.taps`): a swatch a position, each position painted with
its arrows, each hex of a line painted (a mark added after its tile), a tile's number tapped
and its spaces painted. A name is typed only where no tap offers it (a colour or a tile's
symbol met for the first time)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Literal

from answer_kinds import Hands, chosen_or_counted
from revive_copy_table import Person, table_answer

from soloist.engine.chance import Chance
from soloist.engine.questions import Question
from soloist.engine.session import Session
from soloist.engine.taps import Taps
from soloist.games.revive.layout import CRYSTAL, NO_HEX, START, read_cell
from soloist.games.revive.rules import RevivePlay
from soloist.games.revive.stand_ins import SteadySettler
from soloist.games.revive.taps import LayoutLine, TileFaces, TrackArrows, TrackColours

Action = tuple[Literal["tap", "name", "paint", "done"], str, int]


def in_row(taps: Taps, words: list[str]) -> Iterator[Action]:
    """Each word a tap where a tap offers it, else a name typed; the draft grows in order."""
    draft = taps.start()
    for word in words:
        step = taps.step(draft)
        if any(tap.key == word for tap in step.taps):
            yield ("tap", word, -1)
            draft = taps.add(draft, word)
        else:
            assert step.new_name, (word, step.prompt)
            yield ("name", word, -1)
            draft = taps.named(draft, word)


def actions_for(taps: Taps, text: str) -> list[Action]:
    """The taps that tell `text` (what the table would type) on the question's drawing."""
    actions: list[Action] = []
    if isinstance(taps, TrackColours):
        actions += in_row(taps, text.split())
    elif isinstance(taps, TrackArrows):
        actions += [("paint", word, spot) for spot, word in enumerate(text.split())]
    elif isinstance(taps, LayoutLine):
        for spot, word in enumerate(text.split()):
            cell = read_cell(word)
            if not cell.is_hex:
                continue  # every hex starts as "no hex"
            base = word.replace(START, "").replace(CRYSTAL, "")
            actions.append(("paint", base, spot))
            if cell.start:
                actions.append(("paint", START, spot))
            actions += [("paint", CRYSTAL, spot)] * cell.crystals
        assert NO_HEX not in [word for kind, word, _ in actions if kind == "paint"]
    elif isinstance(taps, TileFaces):
        name, _, spaces = text.partition(":")
        actions += in_row(taps, [name.strip()])
        actions += [("paint", word, spot) for spot, word in enumerate(spaces.split())]
    else:
        raise LookupError(f"no taps for {type(taps).__name__}")
    actions.append(("done", "", -1))
    return actions


class Tapping:
    """The scripted person of `revive_copy_table` answering on the game's pages: a choice's
    button where one says the answer, the number field for a number, otherwise the answer
    told by taps on the question's drawing (`actions_for`); `typing`: the answer typed
    instead, as before answers were built by taps (for the record's comparison)."""

    def __init__(self, person: Person, player: Hands, seed: int, *,
                 typing: bool = False) -> None:
        self.person = person
        self.player = player
        self.stand_in = SteadySettler(Chance(seed))
        self.typing = typing
        self.typed: list[tuple[str, str]] = []

    def answer(self, session: Session, then: Callable[[], None] = lambda: None) -> None:
        """Answers the question `session` waits for; `then` is called before the last tap
        (the answer being built is whole on the page)."""
        question = session.question
        assert question is not None
        play = session.play
        assert isinstance(play, RevivePlay)
        text = table_answer(self.person, question, play, self.stand_in, True)
        self.player.begin(question.prompt)
        status = self.give(question, text, then)
        assert status == 303, (question.topic, text)

    def give(self, question: Question, text: str,
             then: Callable[[], None] = lambda: None) -> int:
        player = self.player
        status = chosen_or_counted(player, question, text)
        if status is not None:
            return status
        if question.taps is None or self.typing:
            self.typed.append((question.topic, text))
            return player.type(text)
        status = 0
        for action, word, spot in actions_for(question.taps, text):
            if action == "tap":
                status = player.tap(word)
            elif action == "name":
                status = player.name(word)
            elif action == "paint":
                status = player.paint(spot, word)
            else:
                then()
                status = player.done()
        return status
