"""What a tile or a card gives the Automa, told by taps: one gain at a time (victory points
with their number on a keypad; a black die, an advancement, a new contract …), so that a
component that gives two things is told without typing ``3 VP + a black die``.

- `GainsTaps`: everything one tile, Trading Post card slot or Skill card action gives (one
  gain is a choice of its question; two or more are tapped here);
- `GridTaps`: the Trading Post card's bonuses, tapped on a drawing of its 11 slots (the slot,
  then what it gives);
- `PowerTaps`: the Skill card's power, moment by moment.
"""

from __future__ import annotations

from collections.abc import Sequence

from soloist.engine import tableview as tv
from soloist.engine.phrase import phrase
from soloist.engine.taps import Draft, Step, Tap, Taps
from soloist.games.marco_polo_2.data import TRADING_POSTS
from soloist.games.marco_polo_2.effects import Effect, GainKind, describe_effects
from soloist.games.marco_polo_2.tap_words import (
    END,
    MOST_AMOUNT,
    VP_UNIT,
    Reader,
    gain_taps,
    gains_words,
    not_understood,
    numbers,
    read_gain,
    unfinished,
)

AMOUNT_PROMPT = phrase("How many victory points?")
ALL_IT_GIVES = phrase("That is all it gives")
NO_BONUS_TOLD = phrase("no bonus told")


def read_gains_part(reader: Reader, *, ends: bool) -> tuple[list[Effect], bool, bool]:
    """The gains at the reader: those told, whether the last one's amount is still to be
    tapped, and whether the part has ended (`ends`: an `END` word closes it)."""
    effects: list[Effect] = []
    while reader.more:
        if ends and reader.peek() == END:
            reader.take()
            return effects, False, True
        gain = read_gain(reader)
        if gain is None:
            return effects, True, False
        effects.append(gain)
    return effects, False, False


class GainsTaps(Taps):
    """Everything one component gives, gain after gain."""

    def __init__(self, what: str, kinds: Sequence[GainKind], die: bool = False) -> None:
        self.what = what
        self.kinds = tuple(kinds)
        self.die = die

    def read(self, draft: Draft) -> tuple[list[Effect], bool]:
        reader = Reader(draft)
        effects, amount, _ = read_gains_part(reader, ends=False)
        if reader.more:
            raise not_understood()
        return effects, amount

    def step(self, draft: Draft) -> Step:
        effects, amount = self.read(draft)
        if amount:
            return Step(AMOUNT_PROMPT, numbers(1, MOST_AMOUNT, VP_UNIT))
        prompt = (phrase("What does {what} give the Automa? One gain at a time:",
                         what=self.what) if not effects
                  else phrase("And what else does {what} give?", what=self.what))
        return Step(prompt, gain_taps(self.kinds, self.die), done=bool(effects),
                    done_label=ALL_IT_GIVES)

    def text(self, draft: Draft) -> str:
        effects, amount = self.read(draft)
        if amount:
            raise unfinished(AMOUNT_PROMPT)
        return gains_words(effects)

    def shown(self, draft: Draft) -> str:
        effects, amount = self.read(draft)
        return describe_effects(tuple(effects)) + (" + … VP" if amount else "") \
            if effects or amount else ""


# -- the Trading Post card ----------------------------------------------------------------------

def slot_face(slot: int, effects: Sequence[Effect]) -> tv.Card:
    """A slot of the Trading Post card as its drawing shows it: its number, and the bonus
    told for it."""
    return tv.Card(phrase("Slot {slot}", slot=slot), colour="purple" if effects else "grey",
                   lines=(describe_effects(tuple(effects)),) if effects else (NO_BONUS_TOLD,))


class GridTaps(Taps):
    """The bonuses of the Trading Post card's 11 slots: a slot tapped on its drawing, then
    what it gives (a slot tapped again gives one more thing)."""

    def __init__(self, kinds: Sequence[GainKind]) -> None:
        self.kinds = tuple(kinds)

    def read(self, draft: Draft) -> tuple[dict[int, list[Effect]], int | None, bool]:
        """Each slot's gains (slot 1-11), the slot being told (None: none), and whether its
        gain's amount is still to be tapped."""
        reader = Reader(draft)
        slots: dict[int, list[Effect]] = {}
        telling: int | None = None
        while reader.more:
            telling = reader.number(1, TRADING_POSTS)
            if not reader.more:
                return slots, telling, False
            gain = read_gain(reader)
            if gain is None:
                return slots, telling, True
            slots.setdefault(telling, []).append(gain)
            telling = None
        return slots, telling, False

    def step(self, draft: Draft) -> Step:
        slots, telling, amount = self.read(draft)
        if amount:
            return Step(AMOUNT_PROMPT, numbers(1, MOST_AMOUNT, VP_UNIT))
        if telling is not None:
            return Step(phrase("Slot {slot}: what does it give the Automa?", slot=telling),
                        gain_taps(self.kinds, False))
        prompt = (phrase("Tap a slot that shows a bonus (numbered in the order the trading "
                         "posts leave the card: column by column from the left, top to "
                         "bottom):")
                  if not slots else phrase("Another slot that shows a bonus? (Tap one told "
                                           "already to add a second thing it gives.)"))
        return Step(prompt, tuple(Tap(str(slot), phrase("Slot {slot}", slot=slot),
                                      slot_face(slot, slots.get(slot, ())))
                                  for slot in range(1, TRADING_POSTS + 1)),
                    done=bool(slots), done_label=phrase("No other slot shows a bonus"))

    # The slots are the drawing (each a button showing what it gives): no picture besides.


    def text(self, draft: Draft) -> str:
        slots, telling, _ = self.read(draft)
        if telling is not None:
            raise unfinished(self.step(draft).prompt)
        return "; ".join(f"{slot}: {gains_words(effects)}"
                         for slot, effects in sorted(slots.items()))

    def shown(self, draft: Draft) -> str:
        slots, telling, _ = self.read(draft)
        told = [f"slot {slot}: {describe_effects(tuple(effects))}"
                for slot, effects in sorted(slots.items())]
        return "; ".join([*told, *([f"slot {telling}: …"] if telling else [])])

# -- the Skill card's power ---------------------------------------------------------------------

#: The moments a power may act on, as a person names them (and the power question reads).
MOMENTS: tuple[tuple[str, str, str], ...] = (
    ("round-start", "round start", phrase("At the start of a round")),
    ("trading-post", "trading post", phrase("When it places a trading post")),
    ("contract-completed", "contract", phrase("When it completes a contract")),
    ("seal-completed", "seal", phrase("When it completes a guild seal")),
    ("travel", "travel", phrase("When it travels")),
)
#: Each moment within a sentence ("What does it give the Automa {moment}?").
MOMENT_WORDS = {
    "round-start": phrase("at the start of a round"),
    "trading-post": phrase("when it places a trading post"),
    "contract-completed": phrase("when it completes a contract"),
    "seal-completed": phrase("when it completes a guild seal"),
    "travel": phrase("when it travels"),
}
COMPLETING = ("contract-completed", "seal-completed")


class PowerTaps(Taps):
    """A Skill card's power: a moment, then what it gives then (gain after gain, "that is
    all"), then another moment."""

    def __init__(self, kinds: Sequence[GainKind], not_completing: Sequence[GainKind]) -> None:
        self.kinds = tuple(kinds)
        self.not_completing = tuple(not_completing)

    def read(self, draft: Draft) -> tuple[list[tuple[str, list[Effect]]], bool, bool]:
        """Each moment told with its gains; whether the last one is still open, and whether
        its last gain's amount is to be tapped."""
        reader = Reader(draft)
        told: list[tuple[str, list[Effect]]] = []
        open_, amount = False, False
        events = {event for event, _, _ in MOMENTS}
        while reader.more:
            event = reader.take()
            if event not in events or event in (done for done, _ in told):
                raise not_understood()
            effects, amount, ended = read_gains_part(reader, ends=True)
            told.append((event, effects))
            open_ = not ended
        return told, open_, amount

    def step(self, draft: Draft) -> Step:
        told, open_, amount = self.read(draft)
        if amount:
            return Step(AMOUNT_PROMPT, numbers(1, MOST_AMOUNT, VP_UNIT))
        if open_:
            event, effects = told[-1]
            words = MOMENT_WORDS[event]
            kinds = self.not_completing if event in COMPLETING else self.kinds
            prompt = (phrase("What does it give the Automa {moment}?", moment=words)
                      if not effects else
                      phrase("What else does it give the Automa {moment}?", moment=words))
            return Step(prompt, (*([Tap(END, phrase("That is all, at this moment"))]
                                   if effects else []), *gain_taps(kinds, False)),
                        done=bool(effects), done_label=phrase("That is the whole power"))
        taken = {event for event, _ in told}
        return Step(phrase("A moment the power gives the Automa something?") if not told else
                    phrase("Another moment?"), tuple(Tap(event, label)
                                                     for event, _, label in MOMENTS
                                                     if event not in taken),
                    done=bool(told), done_label=phrase("No other moment"))

    def shown(self, draft: Draft) -> str:
        told, _, amount = self.read(draft)
        labels = {event: label for event, _, label in MOMENTS}
        return "; ".join(f"{labels[event].lower()}: {describe_effects(tuple(effects))}"
                         for event, effects in told) + (" + … VP" if amount else "")

    def text(self, draft: Draft) -> str:
        told, _, amount = self.read(draft)
        if amount:
            raise unfinished(AMOUNT_PROMPT)
        names = {event: name for event, name, _ in MOMENTS}
        return "; ".join(f"{names[event]}: {gains_words(effects) or 'nothing'}"
                         for event, effects in told)


__all__ = ["GainsTaps", "GridTaps", "PowerTaps"]
