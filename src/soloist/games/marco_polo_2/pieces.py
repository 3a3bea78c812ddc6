"""The names the solo rules use: guild seals, dice colours, the Automa's actions."""

from __future__ import annotations

from enum import StrEnum

from soloist.engine.questions import Choice, Choices


class Seal(StrEnum):
    """The four guild seals (RB: farmer 1+, spicer 2+, tailor 3+, jeweler 4+)."""

    FARMER = "farmer"
    SPICER = "spicer"
    TAILOR = "tailor"
    JEWELER = "jeweler"

    @property
    def title(self) -> str:  # type: ignore[override]
        return f"{self.value.capitalize()}'s guild seal"


class Colour(StrEnum):
    """Whose die sits on an action space."""

    AUTOMA = "automa"
    PERSON = "person"
    BLACK = "black"
    NEUTRAL = "neutral"


#: The 7 characters of the base game (public: its rulebook names them). "Choose, as you
#: prefer, a character for the Automa", so each is a button when its Skill card is asked;
#: "New characters will be published periodically on www.mautoma.com": another is typed.
CHARACTERS = ("Möngke Khan", "De Wu", "Abha Basu", "Mailin and Tian Chin", "Filippo Vitello",
              "Isabella Donati", "Gantulga Od")

#: The Smart Mat's spaces with coins (A–D) and the contracts space E.
LETTERS = ("A", "B", "C", "D")
MAT_SPACES = ("A", "B", "C", "D", "E")


class MainAction(StrEnum):
    """The main actions printed on the Automa cards."""

    TRAVEL = "travel"
    BOOKS = "books"
    BOOKS_LEV_0 = "books-lev-0"
    KHANS_FAVOR = "khans-favor"
    CITY_CARD = "city-card"
    EXTERNAL_CITY = "external-city"
    GUILD_SEAL_PLUS_1 = "guild-seal-plus-1"
    ACTION_SPACE = "action-space"

    @property
    def title(self) -> str:  # type: ignore[override]
        return MAIN_TITLES[self]


MAIN_TITLES = {
    MainAction.TRAVEL: "Travel",
    MainAction.BOOKS: "Books",
    MainAction.BOOKS_LEV_0: 'Books "LEV 0"',
    MainAction.KHANS_FAVOR: "Khan's Favor",
    MainAction.CITY_CARD: "City card action",
    MainAction.EXTERNAL_CITY: "External city action",
    MainAction.GUILD_SEAL_PLUS_1: "Guild seal +1",
    MainAction.ACTION_SPACE: "Action space A/B/C/D/E",
}


class BonusAction(StrEnum):
    NONE = "none"
    BLACK_DIE = "black-die"
    COMPLETE = "complete"

    @property
    def title(self) -> str:  # type: ignore[override]
        return BONUS_TITLES[self]


BONUS_TITLES = {
    BonusAction.NONE: "no bonus action",
    BonusAction.BLACK_DIE: "Take 1 black die",
    BonusAction.COMPLETE: "Complete 1 guild seal or 1 contract",
}

MAIN_ACTION_CHOICES = Choices(
    Choice(action.value, action.title, action,
           {MainAction.BOOKS_LEV_0: ("lev 0", "lev0", "books lev0"),
            MainAction.KHANS_FAVOR: ("khan", "kahn", "kahns favor"),
            MainAction.CITY_CARD: ("city",),
            MainAction.EXTERNAL_CITY: ("external",),
            MainAction.GUILD_SEAL_PLUS_1: ("seal +1", "+1", "farmer"),
            MainAction.ACTION_SPACE: ("abcde", "a/b/c/d/e", "space")}.get(action, ()))
    for action in MainAction
)

BONUS_ACTION_CHOICES = Choices(
    Choice(bonus.value, bonus.title.capitalize(), bonus,
           {BonusAction.NONE: ("no",), BonusAction.BLACK_DIE: ("black",),
            BonusAction.COMPLETE: ("seal", "contract")}[bonus])
    for bonus in BonusAction
)
