"""`soloist stats`: win rate and trend per game and level, and the level to play.

**Trend.** At a level with at least 6 finished games, the win rate of the last 5 is
compared with the win rate of the games before them: 20 points or more higher is
"improving", 20 points or more lower is "declining", anything between is "steady".

**The level to play** (per game) comes from the level finder (`level_finder`): from your
games' margins over the automa and their levels, where you stand on the game's skill
ladder, and the level at which you would win about half your games (another target may
be asked for), with how sure it is and how many games it rests on. A game whose ladder is
not shipped (a game without difficulty levels) has no level to suggest. A tie is not a
win. Levels are ordered as the game lists them, the easiest first.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from soloist.engine.game import GameDefinition, OptionSpec
from soloist.engine.phrase import phrase
from soloist.engine.proportions import Proportion, wilson
from soloist.engine.variants import VARIANT
from soloist.history.level_finder import TARGET, Estimate, Game, estimate, ladder_for
from soloist.history.plays import HistoryPlay, definition_of

#: Games whose win rate makes the recent form.
RECENT = 5
#: The change of win rate (recent against earlier) that counts as a trend.
TREND_CHANGE = 0.2
#: How many results the form line shows.
FORM = 10


@dataclass
class LevelStats:
    level: str | None
    label: str
    plays: list[HistoryPlay]

    @property
    def games(self) -> int:
        return len(self.plays)

    def count(self, outcome: str) -> int:
        return sum(1 for play in self.plays if play.outcome == outcome)

    @property
    def win(self) -> Proportion:
        return wilson(self.count("win"), self.games)

    @property
    def form(self) -> str:
        """The last results, the oldest first: W win, T tie, L loss ("?" an outcome not
        recorded). A phrase, so that a table says them in its language (the letters of its
        "W-T-L"): each letter follows the results before it, ``{results}W`` (a letter alone
        is another message: "W" is also a colour's letter)."""
        made: str = ""
        for play in self.plays[-FORM:]:
            if play.outcome == "win":
                made = phrase("{results}W", results=made)
            elif play.outcome == "tie":
                made = phrase("{results}T", results=made)
            elif play.outcome == "loss":
                made = phrase("{results}L", results=made)
            else:
                made = phrase("{results}?", results=made)
        return made

    @property
    def trend(self) -> str:
        if self.games < RECENT + 1:
            return phrase("too few games")
        recent = self.plays[-RECENT:]
        earlier = self.plays[:-RECENT]
        change = round(sum(p.won for p in recent) / len(recent)
                       - sum(p.won for p in earlier) / len(earlier), 9)
        if change >= TREND_CHANGE:
            return phrase("improving")
        if change <= -TREND_CHANGE:
            return phrase("declining")
        # "steady" alone is a stand-in's name (another message): an empty field tells them
        # apart.
        return phrase("{context}steady", context="")

    @property
    def last_played(self) -> datetime:
        return self.plays[-1].finished

    def mean(self, attribute: str) -> float | None:
        values = [getattr(play, attribute) for play in self.plays
                  if getattr(play, attribute) is not None]
        return sum(values) / len(values) if values else None


@dataclass
class Suggestion:
    level: str | None
    label: str
    move: str  # "up", "down", "stay", "start" or "none"
    reason: str
    #: The level finder's estimate behind it (None: no ladder, or no levels).
    estimate: Estimate | None = None


@dataclass
class GameStats:
    game: str
    title: str
    levels: list[LevelStats]
    suggestion: Suggestion
    plays: list[HistoryPlay] = field(default_factory=list)

    @property
    def games(self) -> int:
        return len(self.plays)

    @property
    def win(self) -> Proportion:
        return wilson(sum(play.won for play in self.plays), self.games)


def level_order(definition: GameDefinition | None) -> list[str]:
    if definition is None or definition.difficulty_option is None:
        return []
    try:
        return [str(value) for value in definition.difficulty_option.all_values()]
    except Exception:  # an open-ended level option: no order to offer
        return []


def game_stats(plays: list[HistoryPlay], target: float = TARGET) -> list[GameStats]:
    """Per game (by name), per level (in the game's order), the oldest play first; the
    level to play aims at the `target` win rate."""
    by_game: dict[str, list[HistoryPlay]] = {}
    for play in plays:
        by_game.setdefault(play.game, []).append(play)
    found = []
    for name in sorted(by_game):
        game_plays = by_game[name]
        definition = definition_of(name)
        order = level_order(definition)
        levels: dict[str | None, list[HistoryPlay]] = {}
        for play in game_plays:
            levels.setdefault(play.level, []).append(play)
        ranked = sorted(levels, key=lambda level: (
            order.index(level) if level in order else len(order), str(level)))
        stats = [LevelStats(level, levels[level][-1].level_label, levels[level])
                 for level in ranked]
        found.append(GameStats(name, game_plays[-1].title, stats,
                               suggest(definition, game_plays, target), game_plays))
    return found


def level_name(sweep: OptionSpec, level: str) -> str:
    """A level as a sentence names it: its label, after the option's title when the label
    is a bare number ("Level 4 (default)", "Easy (2 cards)", "L2")."""
    label = sweep.label_of(level)
    return phrase("{option} {level}", option=sweep.title, level=label) \
        if label[:1].isdigit() else label


def finder_games(plays: list[HistoryPlay], order: list[str]) -> list[Game]:
    """The games the level finder reads: a known level, not a designer's automa variant;
    the margin where both scores were recorded."""
    found = []
    for play in plays:
        if play.level not in order or play.options.get(VARIANT):
            continue
        margin = (play.person_score - play.automa_score
                  if play.person_score is not None and play.automa_score is not None else None)
        found.append(Game(play.level, margin, play.outcome))
    return found


def suggest(definition: GameDefinition | None, plays: list[HistoryPlay],
            target: float = TARGET) -> Suggestion:
    """The level to play, by the level finder (this module's documentation)."""
    if definition is None or definition.difficulty_option is None:
        return Suggestion(None, "", "none", phrase("this game has no difficulty levels"))
    sweep = definition.difficulty_option
    ladder = ladder_for(definition.name)
    if ladder is None:
        return Suggestion(None, "", "none",
                          phrase("Soloist has no skill ladder for this game yet"))
    order = level_order(definition)
    games = finder_games(plays, order)
    found = estimate(ladder, games, target)
    if not games:
        default = str(sweep.default)
        return Suggestion(default, level_name(sweep, default), "start",
                          phrase("no games yet: start at the default level"), found)
    label = level_name(sweep, found.level)
    aim = round(100 * target)
    chance = round(100 * found.chances[found.level])
    current = games[-1].level
    move = ("stay" if found.level == current else
            "up" if order.index(found.level) > order.index(current) else "down")
    sure = round(100 * found.sure)
    reason = (phrase("you would win about {chance}% of games there (aiming at about "
                     "{aim}%); {sure}% sure, from your {count} game", chance=chance, aim=aim,
                     sure=sure, count=found.games) if found.games == 1 else
              phrase("you would win about {chance}% of games there (aiming at about "
                     "{aim}%); {sure}% sure, from your {count} games", chance=chance, aim=aim,
                     sure=sure, count=found.games))
    return Suggestion(found.level, label, move, reason, found)
