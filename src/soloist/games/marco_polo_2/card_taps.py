"""An Automa card told by taps, as it is read: its bonus action at the top, then its main
actions from top to bottom, each tapped among pictured buttons while the card is drawn as it
grows. "The last action of each card is a BOOKS action": tapping Books ends the card, and
it is answered at once. The answer is the card as typed (``black-die | travel, city-card,
books``), which the card question reads (`compound.read_card`)."""

from __future__ import annotations

from soloist.engine import tableview as tv
from soloist.engine.phrase import phrase
from soloist.engine.taps import Draft, Step, Tap, Taps
from soloist.games.marco_polo_2.pieces import BonusAction, MainAction
from soloist.games.marco_polo_2.tap_words import not_understood

#: Each action drawn as a token of its own shape, so that the card reads without words too.
ACTION_SHAPES = {
    MainAction.TRAVEL: "triangle",
    MainAction.BOOKS: "square",
    MainAction.BOOKS_LEV_0: "square",
    MainAction.KHANS_FAVOR: "star",
    MainAction.CITY_CARD: "diamond",
    MainAction.EXTERNAL_CITY: "diamond",
    MainAction.GUILD_SEAL_PLUS_1: "hexagon",
    MainAction.ACTION_SPACE: "circle",
}
BONUS_SHAPES = {BonusAction.NONE: "", BonusAction.BLACK_DIE: "square",
                BonusAction.COMPLETE: "circle"}


NO_BONUS = phrase("No bonus action")
AUTOMA_CARD = phrase("Automa card")


def bonus_face(bonus: BonusAction) -> tv.Card:
    return tv.Card(NO_BONUS if bonus is BonusAction.NONE else bonus.title,
                   colour="grey" if bonus is BonusAction.NONE else "yellow",
                   shape=BONUS_SHAPES[bonus])


def action_face(action: MainAction) -> tv.Card:
    return tv.Card(action.title, colour="purple", shape=ACTION_SHAPES[action])


def card_lines(bonus: BonusAction | None, main: list[MainAction]) -> tuple[str, ...]:
    lines = [] if bonus is None else [phrase("Bonus: {bonus}", bonus=bonus.title)]
    return (*lines, *(phrase("{number}. {action}", number=number, action=action.title)
                      for number, action in enumerate(main, start=1)))


def automa_card_face(bonus: BonusAction, main: tuple[MainAction, ...], title: str) -> tv.Card:
    """A known Automa card as its choice shows it."""
    return tv.Card(title, colour="purple", kind=AUTOMA_CARD, lines=card_lines(bonus,
                                                                              list(main)))


class CardTaps(Taps):
    """An Automa card: its bonus action, then its main actions in order, down to Books."""

    def read(self, draft: Draft) -> tuple[BonusAction | None, list[MainAction]]:
        if not draft:
            return None, []
        try:
            bonus = BonusAction(draft[0])
            main = [MainAction(word) for word in draft[1:]]
        except ValueError:
            raise not_understood() from None
        if len(set(main)) != len(main) or MainAction.BOOKS in main[:-1]:
            raise not_understood()
        return bonus, main

    def step(self, draft: Draft) -> Step:
        bonus, main = self.read(draft)
        if bonus is None:
            return Step(phrase("Its bonus action, at the top of the card?"),
                        tuple(Tap(choice.value, bonus_face(choice).title, bonus_face(choice))
                              for choice in BonusAction))
        if main and main[-1] is MainAction.BOOKS:
            return Step(phrase("That is the whole card: Books is always its last main "
                               "action."), done=True, done_label=phrase("That is the card"))
        prompt = (phrase("Its first main action, from the top (the last is always Books)?")
                  if not main else
                  phrase("Its next main action, from the top (the last is always Books)?"))
        return Step(prompt,
                    tuple(Tap(action.value, action.title, action_face(action))
                          for action in MainAction if action not in main))

    def whole(self, draft: Draft) -> bool:
        _, main = self.read(draft)
        return bool(main) and main[-1] is MainAction.BOOKS

    def text(self, draft: Draft) -> str:
        bonus, main = self.read(draft)
        if bonus is None:
            return ""
        return f"{bonus.value} | " + ", ".join(action.value for action in main)

    def shown(self, draft: Draft) -> str:
        bonus, main = self.read(draft)
        return "; ".join(card_lines(bonus, main))

    def picture(self, draft: Draft) -> tv.Card:
        bonus, main = self.read(draft)
        return tv.Card(AUTOMA_CARD, colour="purple", kind=AUTOMA_CARD,
                       lines=card_lines(bonus, main) or (phrase("nothing tapped yet"),))


__all__ = ["CardTaps", "action_face", "automa_card_face", "bonus_face"]
